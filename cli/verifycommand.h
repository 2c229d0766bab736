// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/endhook.h"
#include "history/historyevent.h"
#include "verify/verificationreport.h"

#include "util/result.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace Custody {
class Verifier;
}

namespace Custody::Cli {

// `custody-cli verify IMAGE [--hashlog FILE]… [--json]`: checks a raw or split raw image against
// the hashlogs another tool (or Custody) wrote, in one read of the image. Without --hashlog it
// uses the record, sidecars or log next to the image (hashlogsNextTo()). On a terminal it shows
// progress on stderr; Ctrl-C stops the read. Needs a running QCoreApplication.
//
// Exit status: 0 the image matches every digest that could be checked (at least one), 1 it
// does not match (a digest, a window or the size differs), 2 nothing could be proven: invalid
// arguments, an unreadable or malformed hashlog, a missing segment, a read error, a cancelled
// run, a hashlog whose algorithms Custody cannot compute, or one whose digests cover only part
// of the image (some segments of a split image).
class VerifyCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::VerifyCommand)

public:
    VerifyCommand(QTextStream &out, QTextStream &err);

    // `arguments` are those after "verify".
    int run(const QStringList &arguments);
    static QString usage();
    // Reads `arguments` (those after "verify") into `parser`: an error for an unknown option or
    // anything but one IMAGE (also for custody-cli queue, before it runs anything).
    static Result<void> parse(QCommandLineParser &parser, const QStringList &arguments);

private:
    VerificationReport runWithProgress(Verifier &verifier, bool showProgress);
    int fail(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
