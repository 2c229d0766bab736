// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "util/result.h"

#include <QCommandLineOption>
#include <QHash>
#include <QList>
#include <QStringList>

namespace Custody {

// The grammar of several outputs from one read:
//
//   custody-cli acquire SRC BASE … --also BASE2 [--also-format raw|split|e01]
//       [--also-segment-size N] [--also-compression none|empty|fast|best]
//       [--also-verify image|none] [--also BASE3 …]
//
// Each --also-* option applies to the --also before it. QCommandLineParser keeps no order
// between options, so the groups are taken out of the arguments before it parses the rest, and
// applied once the acquisition's own options are read (an output's read-back follows --verify
// unless --also-verify says otherwise; an E01 among the outputs adds the SHA-1 to the default
// hashes).
struct AlsoOutputGroup
{
    QString basePath;
    QHash<QString, QString> options; // by name without "--also-": format, segment-size, …
};

// Removes every --also group from `arguments` (those after "acquire"), in order. Refuses an
// --also-* option before any --also, one given twice in a group, or one that takes no value.
[[nodiscard]] Result<QList<AlsoOutputGroup>> takeAlsoOutputGroups(QStringList &arguments);
// Reads the groups into request.alsoOutputs, after the table's options (applyAcquireOptions).
// `hashGiven`: --hash was given (else an E01 output adds the SHA-1). Refuses a base given twice
// or naming a folder, an option not of its format, and --resume (each output resumes on its own:
// the refusal gives each one's command).
[[nodiscard]] Result<void> applyAlsoOutputs(const QList<AlsoOutputGroup> &groups, bool hashGiven,
                                            AcquisitionRequest &request);
// The --also groups that ask for request.alsoOutputs, each --also-verify written out.
QStringList alsoOutputArguments(const AcquisitionRequest &request);
// For --help: --also and its --also-* options.
QList<QCommandLineOption> alsoOutputCommandLineOptions();

// The acquisition of request.alsoOutputs[index] alone: its base, format and read-back, and
// everything else of `request`. With OverwritePolicy::Resume, what resumes that output on its own
// (it reads the source again for what that output lacks); equivalentCliArguments() writes it.
AcquisitionRequest alsoOutputRequest(const AcquisitionRequest &request, qsizetype index);

} // namespace Custody
