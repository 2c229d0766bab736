// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "util/result.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace Custody {

// Which sources or formats an option is for: any, E01 output, NBD sources (TLS), iSCSI sources
// (CHAP), or network sources of either protocol (timeouts, reconnection).
enum class AcquireOptionScope { Any, Ewf, Nbd, Iscsi, Network };

// One option of `custody-cli acquire` that asks for something of the AcquisitionRequest. The
// grammar is written once, in acquireOptionTable(): the parser (parseAcquireArguments,
// applyAcquireOptions) reads options through it, and the command line recorded for an
// acquisition and the printed --resume command (equivalentCliArguments) are written from it, so
// that every option the parser reads is also written back.
struct AcquireOption
{
    QString name{};         // without the leading "--"
    QString valueName{};    // empty: a switch, which takes no value
    QString description{};  // translated, for --help
    QString defaultValue{}; // for --help: what leaving the option out asks for (may be empty)
    AcquireOptionScope scope = AcquireOptionScope::Any;
    // The value that asks for what the request has (empty for a switch), or nothing when
    // leaving the option out asks for it.
    std::optional<QString> (*valueOf)(const AcquisitionRequest &request) = nullptr;
    // Reads a value as given (empty for a switch) into the request. Errors name the option and
    // the value. Applied in the table's order, to a request that holds the defaults.
    Result<void> (*apply)(AcquisitionRequest &request, const QString &value) = nullptr;

    QCommandLineOption commandLineOption() const;
};

// Every option that shapes an acquisition, in the order --help lists them and
// equivalentCliArguments() writes them. Not in it, because they are not part of an
// AcquisitionRequest but of one run of custody-cli: --json, --sign-key, --sign-cert,
// --sign-passphrase-file and --history (cli/acquireoptions.cpp).
QList<AcquireOption> acquireOptionTable();
// The table's case fields (--case-number, --evidence-number, --examiner, --description,
// --notes): custody-cli verify takes them too, for its report and the history.
QList<AcquireOption> caseOptionTable();
// The case fields the parser found (of caseOptionTable()).
CaseDetails parseCaseOptions(const QCommandLineParser &parser);
// The case options that ask for `details`, as `--name value` pairs, in the table's order.
QStringList caseArguments(const CaseDetails &details);

// Reads the table's options the parser found into request (which holds the defaults, source
// and base path), then what depends on more than one option: the defaults that depend on the
// preset (--retries) and the format (E01: the SHA-1, 2G segments), and the refusals of options
// that go against each other or are not for this format or source.
[[nodiscard]] Result<void> applyAcquireOptions(const QCommandLineParser &parser,
                                               AcquisitionRequest &request);

} // namespace Custody
