// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "cli/signingoptions.h"
#include "record/wipecertificate.h"
#include "util/result.h"
#include "wipe/drivewipe.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace Custody::Cli {

// Runs `custody-cli wipe DEVICE --certificate BASE …`: a DriveWipe on a worker thread while the
// main thread shows progress and turns SIGINT/SIGTERM into a cancel (a second signal cancels
// again, it asks nothing), then the summary (or the certificate as JSON), the signatures and the
// case history. Overwriting needs --yes, or the drive's serial number typed on a terminal; without
// either, nothing is opened for writing. Exit status: 0 only when the certificate says PASSED and
// its files were written; 1 FAILED, CANCELLED, NOT VERIFIED or a certificate file not written;
// 2 refused or bad arguments.
class WipeCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::WipeCommand)

public:
    WipeCommand(QTextStream &out, QTextStream &err);
    int run(const QStringList &arguments, const QString &commandLine);
    static QString usage();
    // Reads `arguments` (those after "wipe") into `parser`: an error for an unknown option,
    // anything but one DEVICE, or no --certificate (also for custody-cli queue).
    static Result<void> parse(QCommandLineParser &parser, const QStringList &arguments);
    // The summary printed after the run: the verdict, what it means, the drive and the figures.
    static QString summaryText(const WipeCertificate &certificate);

private:
    int fail(const QString &message);
    // Asks for the drive's serial number (its path when it has none) on the terminal.
    WipeCertificate runWithProgress(DriveWipe &wipe, bool showProgress);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
