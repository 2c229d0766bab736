// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "acquisition/endhook.h"
#include "cli/historyoption.h"
#include "cli/signingoptions.h"
#include "util/result.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>

namespace Custody::Cli {

enum class OutputFormat { Human, Json };

// What `custody-cli acquire` was asked to do, validated: the acquisition and how to report it.
struct AcquireRequest : AcquisitionRequest
{
    OutputFormat outputFormat = OutputFormat::Human;
    SigningRequest signing;         // detached signatures of the record and the log
    QString historyPath;            // --history as given (absolute); empty: the default
    bool confirmed = false;         // --yes: a clone's drive may be overwritten without asking
    std::optional<EndHook> endHook; // --on-end PROGRAM [--on-end-timeout SECONDS]
};

// Parses the arguments after "acquire". Errors name the option and the value at fault.
Result<AcquireRequest> parseAcquireArguments(const QStringList &arguments);
QString acquireUsage();

// Every option `custody-cli acquire` accepts: the acquisition's, from acquireOptionTable()
// (core/acquisition/acquireoptiontable.h), then those of this run of custody-cli alone, which no
// AcquisitionRequest holds: --json, --sign-key, --sign-cert, --sign-passphrase-file, --history,
// --yes, --on-end, --on-end-timeout.
QList<QCommandLineOption> acquireCommandLineOptions();

// --on-end PROGRAM and --on-end-timeout SECONDS as set in `parser` (acquire, verify): the
// program found (a bare name in PATH) and checked to be one that can be run, before any work.
Result<std::optional<EndHook>> parseEndHookOptions(const QCommandLineParser &parser);

// --format and what goes with it, from the same table, for convert: --compression,
// --segment-size, --chunk-size and --compression-threads for E01.
QList<QCommandLineOption> imageFormatOptions();
// Reads them into settings (format, segment and chunk sizes, compression, threads).
Result<void> parseFormatOptions(const QCommandLineParser &parser, ImagingSettings &settings);

} // namespace Custody::Cli
