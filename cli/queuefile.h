// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

namespace Custody::Cli {

// One job of a queue file (custody-cli queue): a custody-cli command line and how to queue it.
struct QueueEntry
{
    int line = 0; // where it is in the file, from 1
    QString name; // given in JSON, else empty
    int priority = 0;
    QStringList arguments; // the command (acquire, verify, convert, wipe) and its arguments
};

// A queue file (docs/FORMATS.md, "Queue file"): one job per line, either a custody-cli command
// line in shell-like words (quotes and backslashes as a POSIX shell reads them, but nothing is
// expanded: no variables, no ~, no globs, no command substitution), optionally after
// "custody-cli" and "--priority N", or a JSON object {"arguments": [...], "priority": N,
// "name": "…"}. Blank lines and lines starting with '#' are skipped. Every line is checked before
// anything runs: an error names the file and the line. An acquire line is parsed in full as
// custody-cli acquire parses it; a clone or a wipe must carry --yes (nobody is there to type the
// drive's serial).
Result<QList<QueueEntry>> parseQueueFile(const QByteArray &content, const QString &path);

// The words of one line as a POSIX shell splits them, without expanding anything; an error for
// an unclosed quote or a trailing backslash.
Result<QStringList> splitWords(const QString &line);

// A verify, convert or wipe line's arguments (after the command) read by that command's own
// parse(), as custody-cli would read them.
Result<void> parseQueuedCommand(QCommandLineParser &parser, const QString &command,
                                const QStringList &arguments);

// The commands a queue runs.
bool isQueueableCommand(const QString &command);

} // namespace Custody::Cli
