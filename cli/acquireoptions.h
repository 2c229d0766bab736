#pragma once

#include "engine/imagingsettings.h"
#include "report/acquisitionrecord.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace Custody::Cli {

// What to do with output files that exist: refuse, start over, or continue from their map.
enum class OverwritePolicy { Refuse, Overwrite, Resume };
enum class OutputFormat { Human, Json };
// After a complete acquisition: read the image back and hash it again.
enum class VerifyPolicy { None, Image };

// What `custody-cli acquire` was asked to do, validated.
struct AcquireRequest
{
    QString sourcePath;
    QString basePath;
    ImagingSettings settings;
    CaseDetails caseDetails;
    OverwritePolicy overwrite = OverwritePolicy::Refuse;
    OutputFormat outputFormat = OutputFormat::Human;
    VerifyPolicy verify = VerifyPolicy::None;
};

// Parses the arguments after "acquire". Errors name the option and the value at fault.
Result<AcquireRequest> parseAcquireArguments(const QStringList &arguments);
QString acquireUsage();

} // namespace Custody::Cli
