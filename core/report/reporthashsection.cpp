// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/clonetext.h"
#include "report/reportdocumentbuilder.h"
#include "report/reportformat.h"
#include "report/reportsections.h"

namespace Custody::Internal {

namespace {

QString comparisonText(DigestComparison comparison)
{
    switch (comparison) {
    case DigestComparison::Match: return ReportDocumentBuilder::tr("match");
    case DigestComparison::Mismatch: return ReportDocumentBuilder::tr("MISMATCH");
    case DigestComparison::NotComputed: return ReportDocumentBuilder::tr("not compared");
    case DigestComparison::NotComparable:
        return ReportDocumentBuilder::tr("not comparable: unreadable sectors");
    }
    return {};
}

Emphasis comparisonEmphasis(DigestComparison comparison)
{
    return comparison == DigestComparison::Mismatch ? Emphasis::Bad : Emphasis::Normal;
}

TableBlock digestTable(const VerificationVerdict &verdict, bool verified)
{
    TableBlock table{{{ReportDocumentBuilder::tr("Algorithm")},
                      {ReportDocumentBuilder::tr("Hash of")},
                      {ReportDocumentBuilder::tr("Digest"), ColumnStyle::Digest},
                      {ReportDocumentBuilder::tr("Compared")}},
                     {},
                     {},
                     TableFlow::Single};
    for (const AlgorithmComparison &comparison : verdict.algorithms()) {
        table.rows.append(
            {hashDisplayName(comparison.algorithm), ReportDocumentBuilder::tr("acquisition"),
             comparison.acquisition.value_or(ReportDocumentBuilder::tr("none recorded")),
             QString()});
        table.rowEmphasis.append(Emphasis::Normal);
        table.rows.append(
            {QString(), ReportDocumentBuilder::tr("image re-read"),
             comparison.image.value_or(verified ? ReportDocumentBuilder::tr("not computed")
                                                : ReportDocumentBuilder::tr("not verified")),
             comparisonText(comparison.imageComparison)});
        table.rowEmphasis.append(comparisonEmphasis(comparison.imageComparison));
        table.rows.append(
            {QString(), ReportDocumentBuilder::tr("source re-read"),
             comparison.source.value_or(verdict.sourceReread()
                                            ? ReportDocumentBuilder::tr("not computed")
                                            : ReportDocumentBuilder::tr("not re-read")),
             verdict.sourceReread() ? comparisonText(comparison.sourceComparison) : QString()});
        table.rowEmphasis.append(comparisonEmphasis(comparison.sourceComparison));
    }
    return table;
}

} // namespace

Emphasis emphasisOf(SummaryTone tone)
{
    switch (tone) {
    case SummaryTone::Normal: return Emphasis::Normal;
    case SummaryTone::Good: return Emphasis::Good;
    case SummaryTone::Warning: return Emphasis::Warning;
    case SummaryTone::Bad: return Emphasis::Bad;
    }
    return Emphasis::Normal;
}

Emphasis verdictEmphasis(const VerificationVerdict &verdict)
{
    return emphasisOf(verdictTone(verdict));
}

ReportSection hashSection(const AcquisitionReport &report, const VerificationVerdict &verdict,
                          QList<ReportSection> &appendices)
{
    const bool verified = report.record.verification.has_value();
    QList<ReportField> fields{
        {ReportDocumentBuilder::tr("Verdict"), verdict.title(), verdictEmphasis(verdict)},
        {ReportDocumentBuilder::tr("Verified at"),
         verified ? ReportFormat::utc(report.record.verification->time)
                  : ReportDocumentBuilder::tr("not verified")},
        {ReportDocumentBuilder::tr("Source re-read"), verdict.sourceReread()
                                                          ? ReportDocumentBuilder::tr("yes")
                                                          : ReportDocumentBuilder::tr("no")},
    };
    // An unfinished read-back has its error below instead.
    if (verified && (report.record.verification->readBack || !report.record.verification->error)) {
        const std::optional<ImageReadBack> &readBack = report.record.verification->readBack;
        // How the read-back met the page cache is information: pages a file system keeps cached
        // were compared all the same. Only a failed step (writing out or dropping them) is a
        // warning.
        fields.append({ReportDocumentBuilder::tr("Image read back"),
                       readBack ? CloneText::readBack(report.record) : ReportFormat::notRecorded(),
                       readBack && readBack->error ? Emphasis::Warning : Emphasis::Normal});
    }
    if (verified && report.record.verification->error)
        fields.append({ReportDocumentBuilder::tr("Verification error"),
                       report.record.verification->error->message, Emphasis::Bad});
    if (!report.record.hashes.isEmpty())
        fields.append(
            {ReportDocumentBuilder::tr("Acquisition hashes"),
             ReportDocumentBuilder::tr(
                 "of the image file, fill included: %1 bytes hashed as they were "
                 "read, %2 bytes read back from the image")
                 .arg(ReportFormat::count(report.record.hashes.first().bytesHashedInStream))
                 .arg(ReportFormat::count(report.record.hashes.first().bytesHashedFromImage))});
    else
        fields.append({ReportDocumentBuilder::tr("Acquisition hashes"),
                       report.record.result.status == ImagingOutcome::Status::Completed
                           ? ReportDocumentBuilder::tr("none: no hash algorithm was chosen")
                           : ReportDocumentBuilder::tr("none: the image is incomplete")});
    QList<ReportBlock> blocks{FieldsBlock{fields}, ParagraphBlock::plain(verdict.explanation())};
    if (!verdict.algorithms().isEmpty())
        blocks.append(digestTable(verdict, verified));

    TableBlock windows{{{ReportDocumentBuilder::tr("Algorithm")},
                        {ReportDocumentBuilder::tr("From byte"), ColumnStyle::Number},
                        {ReportDocumentBuilder::tr("To byte"), ColumnStyle::Number},
                        {ReportDocumentBuilder::tr("Digest"), ColumnStyle::Digest}},
                       {},
                       {},
                       TableFlow::Single};
    for (const RecordedHash &hash : report.record.hashes) {
        for (const WindowDigest &window : hash.windows)
            windows.rows.append({hashDisplayName(hash.algorithm),
                                 QString::number(window.extent.offset),
                                 QString::number(window.extent.end()), window.hex});
    }
    // Windows in a file of their own: named with their number (there may be millions).
    for (const RecordedHash &hash : report.record.hashes) {
        if (!hash.windowsFile.isEmpty())
            blocks.append(ParagraphBlock::plain(
                ReportDocumentBuilder::tr("Hash windows (%1): %2 digests of consecutive "
                                          "windows of %3 bytes, in %4 (dcfldd's hashlog layout), "
                                          "to locate a later mismatch.")
                    .arg(hashDisplayName(hash.algorithm))
                    .arg(hash.windowCount)
                    .arg(ReportFormat::count(report.record.settings.hashWindowBytes))
                    .arg(hash.windowsFile)));
    }
    if (!windows.rows.isEmpty()) {
        blocks.append(ParagraphBlock::plain(
            ReportDocumentBuilder::tr(
                "Hash windows: %1 digests of consecutive windows, listed in Appendix %2, "
                "locate a later mismatch.")
                .arg(windows.rows.size())
                .arg(QChar(char16_t(u'A' + appendices.size())))));
        appendices.append({ReportDocumentBuilder::tr("Appendix %1: %2")
                               .arg(QChar(char16_t(u'A' + appendices.size())),
                                    ReportDocumentBuilder::tr("hash windows")),
                           {ParagraphBlock::plain(ReportDocumentBuilder::tr(
                                "From byte (included) to byte (excluded), as "
                                "dcfldd's hash windows.")),
                            windows}});
    }
    return {ReportDocumentBuilder::tr("Hashes and verification"), blocks};
}

} // namespace Custody::Internal
