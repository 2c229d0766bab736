// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisition.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace Custody::Cli {

enum class OutputFormat { Human, Json };

// What `custody-cli acquire` was asked to do, validated: the acquisition and how to report it.
struct AcquireRequest : AcquisitionRequest
{
    OutputFormat outputFormat = OutputFormat::Human;
};

// Parses the arguments after "acquire". Errors name the option and the value at fault.
Result<AcquireRequest> parseAcquireArguments(const QStringList &arguments);
QString acquireUsage();

} // namespace Custody::Cli
