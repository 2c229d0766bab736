#pragma once

#include "cli/acquireoptions.h"
#include "io/devicefilesource.h"
#include "io/rawimagesink.h"

#include <QTextStream>

namespace Custody::Cli {

enum ExitCode { ExitSuccess = 0, ExitFailed = 1, ExitInvalid = 2 };

// Runs `custody-cli acquire`: checks the request against the source and the destination,
// runs the imaging job on worker threads while the main thread shows progress, then writes the
// checksum sidecars, the text log and the JSON record next to the image. Needs a running
// QCoreApplication. Returns the process exit code.
class AcquireCommand
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::AcquireCommand)

public:
    AcquireCommand(AcquireRequest request, QString commandLine, QTextStream &out, QTextStream &err);
    int run();

private:
    struct Prepared
    {
        std::unique_ptr<DeviceFileSource> source;
        std::unique_ptr<RawImageSink> sink;
        std::optional<RescueMap> resumeFrom;
    };
    // Opens the source and the outputs after every check; nothing is written before it.
    Result<Prepared> prepare();
    // Sidecars, text log and JSON record; the first error, if any.
    std::optional<Error> writeOutputs(AcquisitionRecord &record);
    QString resumeCommand() const;
    ImageVerification verifyImage(const ImagingOutcome &outcome);
    void printError(const Error &error);
    void printSummary(const AcquisitionRecord &record);
    QStringList plannedOutputs(qint64 sourceBytes) const;

    AcquireRequest m_request;
    QString m_commandLine;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
