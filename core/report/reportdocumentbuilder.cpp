#include "report/reportdocumentbuilder.h"

#include "report/hashverdict.h"
#include "report/reportformat.h"
#include "report/reportsections.h"
#include "util/units.h"

namespace Custody {

namespace {

using Tr = ReportDocumentBuilder;

QString orNone(const QString &value)
{
    return value.isEmpty() ? Tr::tr("(none given)") : value;
}

// The header: this report's making, and the tool and host that made the acquisition.
ReportSection reportSection(const AcquisitionReport &report, const ReportContext &context)
{
    const ReportTool &tool = report.tool;
    return {Tr::tr("Report"),
            {FieldsBlock{{
                {Tr::tr("Created (UTC)"), ReportFormat::utc(context.created)},
                {Tr::tr("Created (local time)"), ReportFormat::local(context.created)},
                {Tr::tr("Created by"), context.generator},
                {Tr::tr("From the record"), report.recordPath},
                {Tr::tr("Record SHA-256"), report.recordSha256},
                {Tr::tr("Acquired with"), tool.name + QLatin1Char(' ') + tool.version},
                {Tr::tr("Build"), Tr::tr("Qt %1, %2").arg(tool.qtVersion, tool.opensslVersion)},
                {Tr::tr("Host name"), report.host.name},
                {Tr::tr("Operating system"), report.host.operatingSystem},
                {Tr::tr("Kernel"), report.host.kernel},
                {Tr::tr("Command line"), tool.commandLine},
            }}}};
}

ReportSection summarySection(const AcquisitionReport &report, const HashVerdict &verdict)
{
    const ReportResult &result = report.result;
    const qint64 size = report.source.sizeBytes;
    QList<ReportBlock> blocks;
    if (result.status == QLatin1String("completed"))
        blocks.append(ParagraphBlock{Tr::tr("Every area of the source was tried and the image "
                                            "is complete."),
                                     Emphasis::Good, Tr::tr("Acquisition completed.")});
    else
        blocks.append(ParagraphBlock{
            result.error ? result.error->message
                         : Tr::tr("The acquisition was stopped before the end. The image is "
                                  "incomplete and has no hash."),
            Emphasis::Bad,
            result.status == QLatin1String("failed") ? Tr::tr("Acquisition FAILED.")
                                                     : Tr::tr("Acquisition STOPPED.")});

    if (!result.hasMap()) {
        blocks.append(ParagraphBlock{Tr::tr("The record holds no map: nothing of the source is "
                                            "known to have been read."),
                                     Emphasis::Bad, Tr::tr("Nothing read.")});
    } else if (result.bytesFinished == size) {
        blocks.append(ParagraphBlock{Tr::tr("All %1 bytes of the source were read.").arg(size),
                                     Emphasis::Good, Tr::tr("No unreadable sector.")});
    } else {
        QStringList notRead;
        if (result.bytesUnreadable > 0)
            notRead.append(Tr::tr("%1 bytes (%2 bad sectors) could NOT be read and are filled "
                                  "with %3 in the image.")
                               .arg(result.bytesUnreadable)
                               .arg(result.badSectors)
                               .arg(ReportFormat::byteValue(report.settings.fillByte)));
        if (result.bytesUnfinished() > 0)
            notRead.append(Tr::tr("%1 bytes were NEVER read: the acquisition stopped before it "
                                  "reached them.")
                               .arg(result.bytesUnfinished()));
        blocks.append(
            ParagraphBlock{Tr::tr("%1 of %2 bytes read (%3). ")
                                   .arg(result.bytesFinished)
                                   .arg(size)
                                   .arg(ReportFormat::percentDown(result.bytesFinished, size))
                               + notRead.join(QLatin1Char(' ')),
                           result.bytesUnfinished() > 0 ? Emphasis::Bad : Emphasis::Warning,
                           Tr::tr("Not all of the source was read.")});
    }

    Emphasis verdictEmphasis = Emphasis::Warning;
    if (verdict.outcome() == HashVerdict::Outcome::Match)
        verdictEmphasis = Emphasis::Good;
    else if (verdict.outcome() == HashVerdict::Outcome::Mismatch)
        verdictEmphasis = Emphasis::Bad;
    blocks.append(ParagraphBlock{verdict.explanation(), verdictEmphasis,
                                 Tr::tr("Verification: %1.").arg(verdict.title())});
    return {Tr::tr("Summary"), blocks};
}

ReportSection caseSection(const AcquisitionReport &report)
{
    const CaseDetails &details = report.caseDetails;
    return {Tr::tr("Case"),
            {FieldsBlock{{
                {Tr::tr("Case number"), orNone(details.caseNumber)},
                {Tr::tr("Evidence number"), orNone(details.evidenceNumber)},
                {Tr::tr("Examiner"), orNone(details.examiner)},
                {Tr::tr("Description"), orNone(details.description)},
                {Tr::tr("Notes"), orNone(details.notes)},
            }}}};
}

ReportField smartField(const QString &label, const std::optional<SmartAssessment> &smart)
{
    if (!smart)
        return {label, ReportFormat::notRecorded()};
    const bool passed
        = smart->assessment.compare(QLatin1String("PASSED"), Qt::CaseInsensitive) == 0;
    return {label, smart->assessment + QStringLiteral(": ") + smart->summary,
            passed ? Emphasis::Normal : Emphasis::Warning};
}

ReportField writeBlockField(const std::optional<WriteBlockState> &state)
{
    const QString label = Tr::tr("Software write-block");
    if (!state)
        return {label, ReportFormat::notRecorded()};
    if (!state->requested)
        return {label, Tr::tr("not requested: the kernel read-only flag was not set (the source "
                              "was opened read-only)")};
    if (!state->set)
        return {label, Tr::tr("requested, but the kernel read-only flag could NOT be set"),
                Emphasis::Bad};
    if (!state->verified)
        return {label, Tr::tr("kernel read-only flag set, but NOT verified"), Emphasis::Warning};
    return {label, Tr::tr("kernel read-only flag set and verified")};
}

ReportSection sourceSection(const AcquisitionReport &report)
{
    const ReportSource &source = report.source;
    QList<ReportField> fields{
        {Tr::tr("Device or file"), source.path},
        {Tr::tr("Kind"), source.kind},
        {Tr::tr("Model"), ReportFormat::orNotRecorded(source.model)},
        {Tr::tr("Serial number"), ReportFormat::orNotRecorded(source.serial)},
        {Tr::tr("Firmware"), ReportFormat::orNotRecorded(source.firmware)},
        {Tr::tr("Bus"), ReportFormat::orNotRecorded(source.bus)},
        {Tr::tr("Size"), Tr::tr("%1 bytes = %2 sectors of %3 bytes (%4)")
                             .arg(source.sizeBytes)
                             .arg(source.sectors)
                             .arg(source.logicalSectorBytes)
                             .arg(formatBytes(source.sizeBytes))},
        {Tr::tr("Sector size"), Tr::tr("%1 bytes logical, %2 bytes physical")
                                    .arg(source.logicalSectorBytes)
                                    .arg(source.physicalSectorBytes)},
        smartField(Tr::tr("SMART at start"), source.smartAtStart),
        smartField(Tr::tr("SMART at end"), source.smartAtEnd),
        writeBlockField(source.writeBlock),
    };
    if (!source.mountedPartitions)
        fields.append({Tr::tr("Mounted partitions"), ReportFormat::notRecorded()});
    else if (source.mountedPartitions->isEmpty())
        fields.append({Tr::tr("Mounted partitions"), Tr::tr("none")});
    else
        fields.append({Tr::tr("Mounted partitions"),
                       Tr::tr("WARNING: mounted during the acquisition: %1")
                           .arg(source.mountedPartitions->join(QStringLiteral("; "))),
                       Emphasis::Bad});
    return {Tr::tr("Source"), {FieldsBlock{fields}}};
}

ReportSection settingsSection(const AcquisitionReport &report)
{
    const ReportSettings &settings = report.settings;
    const ReportResult &result = report.result;
    QStringList algorithms;
    for (HashAlgorithm algorithm : settings.hashes)
        algorithms.append(hashDisplayName(algorithm));
    QStringList passes;
    for (const ReportPass &pass : result.passes)
        passes.append(pass.name);
    return {Tr::tr("Settings"),
            {FieldsBlock{{
                {Tr::tr("Preset"), settings.preset},
                {Tr::tr("Passes run"), passes.isEmpty() ? Tr::tr("none") : passes.join(u", ")},
                {Tr::tr("Block size"), ReportFormat::bytes(settings.blockBytes)},
                {Tr::tr("Retries"), QString::number(settings.retries)},
                {Tr::tr("Fill of bad sectors"), ReportFormat::byteValue(settings.fillByte)},
                {Tr::tr("First reads"), settings.copyReads == QLatin1String("direct")
                                            ? Tr::tr("direct I/O (O_DIRECT)")
                                            : Tr::tr("through the page cache")},
                {Tr::tr("Re-reads of failed blocks"),
                 result.rereadUnitBytes == 0
                     ? Tr::tr("none were needed")
                     : Tr::tr("%1 bytes at a time, %2")
                           .arg(result.rereadUnitBytes)
                           .arg(result.directIoForRereads
                                    ? Tr::tr("direct I/O (O_DIRECT)")
                                    : Tr::tr("through the page cache (direct I/O unavailable)"))},
                {Tr::tr("Hash algorithms"),
                 algorithms.isEmpty() ? Tr::tr("none") : algorithms.join(u", ")},
                {Tr::tr("Hash windows"),
                 settings.hashWindowBytes > 0
                     ? Tr::tr("every %1").arg(ReportFormat::bytes(settings.hashWindowBytes))
                     : Tr::tr("none")},
                {Tr::tr("Image split"),
                 settings.segmentBytes > 0
                     ? Tr::tr("segments of %1").arg(ReportFormat::bytes(settings.segmentBytes))
                     : Tr::tr("single file")},
            }}}};
}

ReportSection timelineSection(const AcquisitionReport &report)
{
    const ReportResult &result = report.result;
    const qint64 processed = result.bytesFinished + result.bytesUnreadable;
    QString rate;
    if (result.resumed)
        rate = Tr::tr("not given: the run was resumed, and the time of the earlier runs is not "
                      "recorded");
    else if (result.seconds > 0)
        rate = Tr::tr("%1 (%2 bytes read or found unreadable in %3 s)")
                   .arg(formatRate(double(processed) / result.seconds))
                   .arg(processed)
                   .arg(result.seconds, 0, 'f', 3);
    else
        rate = ReportFormat::notRecorded();
    QList<ReportBlock> blocks{FieldsBlock{{
        {Tr::tr("Start"), ReportFormat::utc(result.start)},
        {Tr::tr("End"), ReportFormat::utc(result.end)},
        {Tr::tr("Duration"), ReportFormat::duration(result.seconds)},
        {Tr::tr("Average rate"), rate},
        {Tr::tr("Resumed"),
         result.resumed ? Tr::tr("yes: continued from an earlier run's map") : Tr::tr("no")},
    }}};
    TableBlock passes{{{Tr::tr("Pass")},
                       {Tr::tr("Start")},
                       {Tr::tr("End")},
                       {Tr::tr("Duration"), ColumnStyle::Number}},
                      {},
                      {},
                      TableFlow::Single};
    for (const ReportPass &pass : result.passes)
        passes.rows.append({pass.name, ReportFormat::utc(pass.start), ReportFormat::utc(pass.end),
                            ReportFormat::duration(pass.seconds)});
    if (!passes.rows.isEmpty())
        blocks.append(passes);
    return {Tr::tr("Timeline"), blocks};
}

ReportSection errorSection(const ReportError &error)
{
    return {
        Tr::tr("Error"),
        {FieldsBlock{{
            {Tr::tr("What happened"), error.message, Emphasis::Bad},
            {Tr::tr("Error code"), error.code},
            {Tr::tr("System error"), error.errnoText.isEmpty() ? Tr::tr("none") : error.errnoText},
            {Tr::tr("Where"), error.path},
            {Tr::tr("Byte offset"),
             error.offset >= 0 ? QString::number(error.offset) : Tr::tr("none")},
        }}}};
}

ReportSection signatureSection(const AcquisitionReport &report)
{
    return {Tr::tr("Signatures"),
            {ParagraphBlock::plain(Tr::tr("The undersigned confirm that this report describes the "
                                          "acquisition they performed or witnessed.")),
             SignatureBlock{{Tr::tr("Examiner"), Tr::tr("Witness")},
                            {report.caseDetails.examiner, QString()},
                            {Tr::tr("Name"), Tr::tr("Signature"), Tr::tr("Date")}}}};
}

} // namespace

ReportDocument ReportDocumentBuilder::build(const AcquisitionReport &report,
                                            const ReportContext &context)
{
    const HashVerdict verdict = HashVerdict::evaluate(report.hashes, report.verification);
    ReportDocument document;
    document.title = tr("Acquisition report");
    document.runningHeader = tr("Custody acquisition report · case %1 · evidence %2")
                                 .arg(orNone(report.caseDetails.caseNumber),
                                      orNone(report.caseDetails.evidenceNumber));
    document.runningDate = tr("created %1").arg(ReportFormat::utc(context.created));
    document.pageLabel = tr("Page %1 of %2");
    document.initialsLabel = tr("Examiner's initials:");
    QList<ReportSection> appendices;
    document.sections = {
        reportSection(report, context),
        summarySection(report, verdict),
        caseSection(report),
        sourceSection(report),
        settingsSection(report),
        timelineSection(report),
        Internal::coverageSection(report, appendices),
        Internal::hashSection(report, verdict, appendices),
        Internal::outputSection(report),
        signatureSection(report),
    };
    if (report.result.error)
        document.sections.insert(2, errorSection(*report.result.error));
    for (qsizetype index = 0; index < appendices.size(); ++index) {
        appendices[index].kind = SectionKind::Appendix;
        document.sections.append(appendices[index]);
    }
    return document;
}

} // namespace Custody
