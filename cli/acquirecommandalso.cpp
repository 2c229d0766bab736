// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What custody-cli acquire says of its --also outputs, and of any output kept unfinished.

#include "cli/acquirecommand.h"
#include "report/acquisitionsummary.h"
#include "util/logline.h"

namespace Custody::Cli {

void AcquireCommand::printKeptOutputs(const QStringList &kept, const AcquisitionRequest &request,
                                      bool imageChanged)
{
    m_err << "custody-cli: " << AcquisitionSummary::keptOutputsTitle() << '\n';
    for (const QString &line : kept)
        m_err << "  " << oneShownLine(line) << '\n';
    if (request.settings.format == ImageFormat::Ewf)
        m_err << "custody-cli: "
              << tr("An interrupted E01 acquisition cannot be resumed: start it again with "
                    "--force (which replaces its files), or acquire to raw with --preset "
                    "rescue, which resumes, and convert the result to E01.");
    else if (request.clone)
        m_err << "custody-cli: "
              << oneShownLine(tr("To clone again from the first sector: %1")
                                  .arg(commandWith(request, OverwritePolicy::Overwrite)));
    else if (!imageChanged)
        m_err << "custody-cli: "
              << oneShownLine(tr("To continue (or to write what is missing): %1")
                                  .arg(resumeCommand(request)));
    m_err << Qt::endl;
}

bool AcquireCommand::reportAlsoOutputs(const QList<Acquisition::AlsoOutputResult> &results,
                                       const SigningIdentity *signer)
{
    bool succeeded = true;
    for (const Acquisition::AlsoOutputResult &output : results) {
        const AcquisitionRecord &record = output.record;
        const QString &base = output.request.basePath;
        if (m_request.outputFormat == OutputFormat::Human)
            m_out << '\n'
                  << oneShownLine(tr("Also written to %1:").arg(base)) << '\n'
                  << summaryText(record, output.outputError) << Qt::flush;
        if (record.result.error)
            m_err << "custody-cli: "
                  << oneShownLine(
                         tr("output %1 failed: %2").arg(base, record.result.error->message))
                  << Qt::endl;
        if (output.outputError)
            printError(*output.outputError);
        if (record.result.status != ImagingOutcome::Status::Completed || output.outputError)
            printKeptOutputs(output.keptOutputs, output.request,
                             record.result.error
                                 && record.result.error->is(Error::Code::ImageChanged));
        const VerificationVerdict verdict = record.verdict();
        if (verdict.failsRun())
            m_err << "custody-cli: "
                  << oneShownLine(
                         tr("output %1: %2: %3").arg(base, verdict.title(), verdict.explanation()))
                  << Qt::endl;
        bool signedAll = true;
        if (signer && !output.outputError)
            signedAll = signFiles(*signer,
                                  {base + QStringLiteral(".json"), base + QStringLiteral(".txt")},
                                  m_request.outputFormat == OutputFormat::Json ? m_err : m_out,
                                  m_err, base + QStringLiteral(".txt"));
        recordInHistory(record, output.outputError.has_value(),
                        signer && !output.outputError && signedAll ? signer : nullptr, base);
        succeeded = succeeded && signedAll
                    && exitCodeFor(record, output.outputError.has_value()) == ExitSuccess;
    }
    return succeeded;
}

} // namespace Custody::Cli
