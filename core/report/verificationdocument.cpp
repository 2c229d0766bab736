// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/verificationdocument.h"

#include "report/contenttext.h"
#include "report/reportformat.h"
#include "report/reportsections.h"
#include "util/certificatesubject.h"
#include "util/units.h"

#include <QFileInfo>

namespace Custody {

namespace {

using Outcome = DigestCheck::Outcome;

Emphasis emphasisOf(VerificationReport::Verdict verdict)
{
    switch (verdict) {
    case VerificationReport::Verdict::Match: return Emphasis::Good;
    case VerificationReport::Verdict::Mismatch:
    case VerificationReport::Verdict::Failed: return Emphasis::Bad;
    case VerificationReport::Verdict::NotVerified:
    case VerificationReport::Verdict::Incomplete: return Emphasis::Warning;
    }
    return Emphasis::Normal;
}

Emphasis emphasisOf(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Match: return Emphasis::Good;
    case Outcome::Mismatch: return Emphasis::Bad;
    case Outcome::NotChecked: return Emphasis::Warning;
    }
    return Emphasis::Normal;
}

QString where(const QString &hashlogPath, int lineNumber)
{
    const QString name = QFileInfo(hashlogPath).fileName();
    return lineNumber > 0 ? VerificationDocument::tr("%1, line %2").arg(name).arg(lineNumber)
                          : name;
}

QString outcomeText(const DigestCheck &check)
{
    switch (check.outcome) {
    case Outcome::Match: return VerificationDocument::tr("match");
    case Outcome::Mismatch: return VerificationDocument::tr("MISMATCH");
    case Outcome::NotChecked: return VerificationDocument::tr("not checked: %1").arg(check.reason);
    }
    return {};
}

// What the digest is of: the whole image (or the file the log names), a window, a segment.
QString rangeText(const DigestCheck &check)
{
    if (!check.extent)
        return check.logged.subject.isEmpty() ? VerificationDocument::tr("whole image")
                                              : check.logged.subject;
    const QString bytes = formatByteRange(*check.extent);
    if (check.logged.scope == DigestScope::Segment)
        return check.logged.subject.isEmpty()
                   ? VerificationDocument::tr("segment, bytes %1").arg(bytes)
                   : VerificationDocument::tr("segment %1, bytes %2")
                         .arg(check.logged.subject, bytes);
    return VerificationDocument::tr("window, bytes %1").arg(bytes);
}

TableBlock emptyDigestTable()
{
    return {{{VerificationDocument::tr("Result"), ColumnStyle::Text},
             {VerificationDocument::tr("Algorithm"), ColumnStyle::Text},
             {VerificationDocument::tr("Of"), ColumnStyle::Text},
             {VerificationDocument::tr("Logged"), ColumnStyle::Digest},
             {VerificationDocument::tr("Computed"), ColumnStyle::Digest},
             {VerificationDocument::tr("Where logged"), ColumnStyle::Text}},
            {},
            {}};
}

void appendRow(TableBlock &table, const DigestCheck &check)
{
    table.rows.append({outcomeText(check), algorithmDisplayName(check.logged.algorithmName),
                       rangeText(check), check.logged.hex, check.computedHex,
                       where(check.hashlogPath, check.logged.lineNumber)});
    table.rowEmphasis.append(emphasisOf(check.outcome));
}

TableBlock digestTable(const QList<DigestCheck> &checks)
{
    TableBlock table = emptyDigestTable();
    for (const DigestCheck &check : checks)
        appendRow(table, check);
    return table;
}

// Every window and segment, with each run of adjacent matching ones of one algorithm as one
// row: a terabyte in 1 MiB windows is a million digests, and what matters is where they stop
// matching. The JSON report keeps every digest.
TableBlock pieceTable(const QList<DigestCheck> &pieces)
{
    TableBlock table = emptyDigestTable();
    for (qsizetype start = 0; start < pieces.size();) {
        const DigestCheck &first = pieces[start];
        qsizetype end = start + 1;
        while (first.outcome == Outcome::Match && first.extent && end < pieces.size()
               && pieces[end].outcome == Outcome::Match && pieces[end].extent
               && pieces[end].logged.algorithmName == first.logged.algorithmName
               && pieces[end].logged.scope == first.logged.scope
               && pieces[end].extent->offset == pieces[end - 1].extent->end())
            ++end;
        if (end - start == 1) {
            appendRow(table, first);
        } else {
            const DigestCheck &last = pieces[end - 1];
            table.rows.append(
                {outcomeText(first), algorithmDisplayName(first.logged.algorithmName),
                 VerificationDocument::tr("%n pieces, bytes %1", "", int(end - start))
                     .arg(formatByteRange(
                         {first.extent->offset, last.extent->end() - first.extent->offset})),
                 VerificationDocument::tr("each as computed"), QString(),
                 VerificationDocument::tr("%1 to line %2")
                     .arg(where(first.hashlogPath, first.logged.lineNumber))
                     .arg(last.logged.lineNumber)});
            table.rowEmphasis.append(Emphasis::Good);
        }
        start = end;
    }
    return table;
}

ReportSection makingSection(const VerificationReport &report, const ReportContext &context)
{
    QList<ReportField> fields{
        {VerificationDocument::tr("Created (UTC)"), ReportFormat::utc(context.created)},
        {VerificationDocument::tr("Created (local time)"), ReportFormat::local(context.created)},
        {VerificationDocument::tr("Created by"), context.generator},
        {VerificationDocument::tr("Verification started"), ReportFormat::utc(report.startTime)},
        {VerificationDocument::tr("Verification ended"), ReportFormat::utc(report.endTime)},
    };
    if (!report.commandLine.isEmpty())
        fields.append({VerificationDocument::tr("Command line"), report.commandLine});
    return {VerificationDocument::tr("Report"), {FieldsBlock{fields}}};
}

ReportSection imageSection(const VerificationReport &report)
{
    // Short of the end is bad only when the read failed or was stopped: a log with nothing
    // Custody can compute needs no read at all. An error before the image was opened leaves its
    // size unknown.
    const bool sizeKnown = !report.error || report.imageBytes > 0;
    QList<ReportBlock> blocks{FieldsBlock{{
        {VerificationDocument::tr("Image"), report.imageFiles.value(0)},
        {VerificationDocument::tr("Size"), sizeKnown ? ReportFormat::bytes(report.imageBytes)
                                                     : VerificationDocument::tr("not known")},
        {VerificationDocument::tr("Read"), ReportFormat::bytes(report.bytesRead),
         report.error ? Emphasis::Bad : Emphasis::Normal},
    }}};
    if (report.imageFiles.size() > 1) {
        TableBlock files{{{VerificationDocument::tr("Segment"), ColumnStyle::Number},
                          {VerificationDocument::tr("File"), ColumnStyle::Text}},
                         {},
                         {},
                         TableFlow::Newspaper};
        for (qsizetype index = 0; index < report.imageFiles.size(); ++index)
            files.rows.append({QString::number(index + 1), report.imageFiles[index]});
        blocks.append(files);
    }
    return {VerificationDocument::tr("Image"), blocks};
}

ReportSection hashlogSection(const VerificationReport &report)
{
    TableBlock logs{{{VerificationDocument::tr("Hashlog"), ColumnStyle::Text},
                     {VerificationDocument::tr("Written by"), ColumnStyle::Text}},
                    {},
                    {}};
    QList<ReportBlock> notes;
    for (const HashlogSummary &log : report.hashlogs) {
        logs.rows.append({log.path, hashlogFormatDisplayName(log.format)});
        for (const QString &note : log.notes)
            notes.append(ParagraphBlock::plain(
                VerificationDocument::tr("%1: %2").arg(QFileInfo(log.path).fileName(), note)));
    }
    for (const QString &note : report.notes)
        notes.append(ParagraphBlock::plain(note));
    return {VerificationDocument::tr("Hashlogs"), QList<ReportBlock>{logs} + notes};
}

ReportSection sizeSection(const QList<SizeCheck> &sizes)
{
    TableBlock table{{{VerificationDocument::tr("Result"), ColumnStyle::Text},
                      {VerificationDocument::tr("Of"), ColumnStyle::Text},
                      {VerificationDocument::tr("Logged bytes"), ColumnStyle::Number},
                      {VerificationDocument::tr("Bytes"), ColumnStyle::Number},
                      {VerificationDocument::tr("Where logged"), ColumnStyle::Text}},
                     {},
                     {}};
    for (const SizeCheck &size : sizes) {
        table.rows.append({size.matches() ? VerificationDocument::tr("match")
                                          : VerificationDocument::tr("MISMATCH"),
                           size.file.isEmpty() ? VerificationDocument::tr("whole image")
                                               : QFileInfo(size.file).fileName(),
                           ReportFormat::count(size.logged.bytes),
                           ReportFormat::count(size.actualBytes),
                           where(size.hashlogPath, size.logged.lineNumber)});
        table.rowEmphasis.append(size.matches() ? Emphasis::Good : Emphasis::Bad);
    }
    return {VerificationDocument::tr("Sizes"), {table}};
}

// The files with a detached signature, or that the signed log says were signed: unchanged since
// signed, by whom and when (as the signer states it), and at which time a trusted CA's
// certificate was judged valid.
ReportSection signatureSection(const QList<SignedFileCheck> &signatures)
{
    TableBlock table{{{VerificationDocument::tr("Result"), ColumnStyle::Text},
                      {VerificationDocument::tr("File"), ColumnStyle::Text},
                      {VerificationDocument::tr("Signed by"), ColumnStyle::Text},
                      {VerificationDocument::tr("Signed at"), ColumnStyle::Text},
                      {VerificationDocument::tr("Certificate SHA-256"), ColumnStyle::Text}},
                     {},
                     {}};
    const auto timeText = [](const QDateTime &time) {
        return time.isValid() ? time.toUTC().toString(Qt::ISODate)
                              : VerificationDocument::tr("not recorded");
    };
    for (const SignedFileCheck &check : signatures) {
        QString result;
        switch (check.status) {
        case SignedFileCheck::Status::SignatureMissing:
            result = VerificationDocument::tr("SIGNATURE MISSING: the signed log %1 says it was "
                                              "signed")
                         .arg(QFileInfo(check.loggedIn).fileName());
            break;
        case SignedFileCheck::Status::FileMissing:
            result = VerificationDocument::tr("MISSING: the signed log %1 says it was signed")
                         .arg(QFileInfo(check.loggedIn).fileName());
            break;
        case SignedFileCheck::Status::SignatureInvalid:
            result = VerificationDocument::tr("SIGNATURE INVALID");
            break;
        case SignedFileCheck::Status::SignerDiffers:
            result = VerificationDocument::tr("OTHER SIGNER than the signed log %1 names")
                         .arg(QFileInfo(check.loggedIn).fileName());
            break;
        case SignedFileCheck::Status::Checked:
            result = !check.unchanged ? VerificationDocument::tr("CHANGED")
                     : check.trusted == false
                         ? VerificationDocument::tr("UNTRUSTED at the verification time %1")
                               .arg(timeText(check.trustCheckedAt))
                     : check.trusted == true
                         ? VerificationDocument::tr("unchanged, CA-issued, valid at the "
                                                    "verification time %1")
                               .arg(timeText(check.trustCheckedAt))
                         : VerificationDocument::tr("unchanged");
            break;
        }
        // Where the signature is not there to say, the signed log's line does.
        const bool fromLog = check.status == SignedFileCheck::Status::SignatureMissing
                             || check.status == SignedFileCheck::Status::FileMissing;
        table.rows.append(
            {result, QFileInfo(check.path).fileName(),
             subjectForPeople(fromLog ? check.loggedSignerSubject : check.signerSubject),
             timeText(fromLog ? check.loggedTime : check.signingTime),
             fromLog ? check.loggedCertificateSha256 : check.signerCertificateSha256});
        table.rowEmphasis.append(check.failed() ? Emphasis::Bad : Emphasis::Good);
    }
    return {VerificationDocument::tr("Signatures"), {table}};
}

// The chunks of an E01 whose own checksum fails, with their sectors and segment file.
ReportSection faultSection(const QList<ImageFault> &faults)
{
    TableBlock table{{{VerificationDocument::tr("Bytes"), ColumnStyle::Text},
                      {VerificationDocument::tr("Sectors"), ColumnStyle::Text},
                      {VerificationDocument::tr("Segment file"), ColumnStyle::Text}},
                     {},
                     {}};
    for (const ImageFault &fault : faults) {
        const qint64 sector = std::max(1, fault.sectorBytes);
        table.rows.append({formatByteRange(fault.extent),
                           QString::number(fault.extent.offset / sector) + QLatin1Char('-')
                               + QString::number((fault.extent.end() + sector - 1) / sector - 1),
                           QFileInfo(fault.file).fileName()});
        table.rowEmphasis.append(Emphasis::Bad);
    }
    return {VerificationDocument::tr("Chunks that fail their checksum"), {table}};
}

// The body lists the whole-image digests and every piece that does not match; the appendix
// every piece.
QList<ReportSection> digestSections(const VerificationReport &report)
{
    QList<DigestCheck> body;
    QList<DigestCheck> pieces;
    qsizetype matchingPieces = 0;
    for (const DigestCheck &check : report.checks) {
        const bool piece = check.logged.scope != DigestScope::Whole;
        if (piece)
            pieces.append(check);
        if (piece && check.outcome == Outcome::Match)
            ++matchingPieces;
        else
            body.append(check);
    }
    QList<ReportBlock> blocks;
    if (!body.isEmpty())
        blocks.append(digestTable(body));
    if (!pieces.isEmpty())
        blocks.append(ParagraphBlock::plain(
            VerificationDocument::tr("%n window or segment digest(s) match; the appendix lists "
                                     "every window and segment digest.",
                                     "", int(matchingPieces))));
    QList<ReportSection> sections{{VerificationDocument::tr("Digests"), blocks}};
    if (!pieces.isEmpty())
        sections.append({VerificationDocument::tr("Appendix: every window and segment digest"),
                         {pieceTable(pieces)},
                         SectionKind::Appendix});
    return sections;
}

// The examiner who verified, when given, is named under the signature line.
ReportSection signatureLinesSection(const VerificationReport &report)
{
    return {
        VerificationDocument::tr("Signatures"),
        {ParagraphBlock::plain(
             VerificationDocument::tr("The undersigned confirm that this report describes the "
                                      "verification they performed or witnessed.")),
         SignatureBlock{{VerificationDocument::tr("Examiner"), VerificationDocument::tr("Witness")},
                        {report.caseDetails.examiner, QString()},
                        {VerificationDocument::tr("Name"), VerificationDocument::tr("Signature"),
                         VerificationDocument::tr("Date")}}}};
}

} // namespace

ReportDocument VerificationDocument::build(const VerificationReport &report,
                                           const ReportContext &context)
{
    ReportDocument document;
    document.title = tr("Verification report");
    document.runningHeader = tr("Custody verification report · %1")
                                 .arg(QFileInfo(report.imageFiles.value(0)).fileName());
    document.runningDate = tr("created %1").arg(ReportFormat::utc(context.created));
    document.pageLabel = tr("Page %1 of %2");
    document.initialsLabel = tr("Examiner's initials:");
    // Beside the image verified, one report per run, named as the Verify tab's Save report names
    // it.
    if (!report.imageFiles.isEmpty())
        document.pdfPath
            = report.imageFiles.first()
              + QStringLiteral(".verification-%1.pdf")
                    .arg(report.endTime.toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));

    QList<ReportBlock> verdict{
        ParagraphBlock{report.verdictText(), emphasisOf(report.verdict()), {}}};
    if (report.error)
        verdict.append(FieldsBlock{{{tr("What happened"), report.errorMessage(), Emphasis::Bad}}});
    document.sections.append({tr("Verdict"), verdict});
    document.sections.append(makingSection(report, context));
    if (report.caseDetails != CaseDetails())
        document.sections.append(Internal::caseSection(report.caseDetails));
    document.sections.append(imageSection(report));
    document.sections.append(hashlogSection(report));
    if (!report.sizes.isEmpty())
        document.sections.append(sizeSection(report.sizes));
    if (!report.faults.isEmpty())
        document.sections.append(faultSection(report.faults));
    if (report.content) {
        ReportSection content = ContentText::section(*report.content);
        content.blocks.append(
            ParagraphBlock::plain(ContentText::storedImageNote(report.contentUnreadableFrom)));
        document.sections.append(content);
    }
    if (!report.signatures.isEmpty())
        document.sections.append(signatureSection(report.signatures));
    if (!report.checks.isEmpty()) {
        const QList<ReportSection> digests = digestSections(report);
        document.sections.append(digests.constFirst());
        document.sections.append(signatureLinesSection(report));
        document.sections.append(digests.mid(1));
    } else {
        document.sections.append(signatureLinesSection(report));
    }
    return document;
}

} // namespace Custody
