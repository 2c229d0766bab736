#pragma once

#include "cli/acquireoptions.h"

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
    void printError(const Error &error);
    void printSummary(const AcquisitionRecord &record);
    QStringList plannedOutputs(qint64 sourceBytes) const;

    AcquireRequest m_request;
    QString m_commandLine;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace Custody::Cli
