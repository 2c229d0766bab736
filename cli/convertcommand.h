// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"
#include "engine/hashworker.h"
#include "util/result.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace Custody {
class ImageConversion;
}

namespace Custody::Cli {

// `custody-cli convert NAME.json --format e01 [--compression …]`: the image of a finished
// acquisition (a rescue to raw, say) as an E01 with its case details, unreadable ranges and
// digests (ImageConversion). Exit status: 0 converted, 1 the image no longer matches its record
// or could not be read or written, 2 invalid arguments or a refused output.
class ConvertCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::ConvertCommand)

public:
    ConvertCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "convert".
    int run(const QStringList &arguments);
    static QString usage();
    // Reads `arguments` (those after "convert") into `parser`: an error for an unknown option,
    // anything but one NAME.json, or no --format (also for custody-cli queue).
    static Result<void> parse(QCommandLineParser &parser, const QStringList &arguments);

private:
    int fail(const QString &message, int exitCode);
    // --on-end's run (shown on `info`, noted in the history's row), then the case history.
    void finish(const std::optional<EndHook> &hook, const ImageConversion &conversion,
                const Result<QList<HashResult>> &hashes, int exitCode, const QString &history,
                QTextStream &info);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
