#include "report/reportdocumentbuilder.h"
#include "report/reportformat.h"
#include "report/reportsections.h"

namespace Custody::Internal {

namespace {

using Tr = ReportDocumentBuilder;

QString comparisonText(DigestComparison comparison)
{
    switch (comparison) {
    case DigestComparison::Match: return Tr::tr("match");
    case DigestComparison::Mismatch: return Tr::tr("MISMATCH");
    case DigestComparison::NotComputed: return Tr::tr("not compared");
    }
    return {};
}

Emphasis comparisonEmphasis(DigestComparison comparison)
{
    return comparison == DigestComparison::Mismatch ? Emphasis::Bad : Emphasis::Normal;
}

TableBlock digestTable(const HashVerdict &verdict, bool verified)
{
    TableBlock table{{{Tr::tr("Algorithm")},
                      {Tr::tr("Hash of")},
                      {Tr::tr("Digest"), ColumnStyle::Digest},
                      {Tr::tr("Compared")}},
                     {},
                     {},
                     TableFlow::Single};
    for (const AlgorithmComparison &comparison : verdict.algorithms()) {
        table.rows.append({hashDisplayName(comparison.algorithm), Tr::tr("acquisition"),
                           comparison.acquisition.value_or(Tr::tr("none recorded")), QString()});
        table.rowEmphasis.append(Emphasis::Normal);
        table.rows.append(
            {QString(), Tr::tr("image re-read"),
             comparison.image.value_or(verified ? Tr::tr("not computed") : Tr::tr("not verified")),
             comparisonText(comparison.imageComparison)});
        table.rowEmphasis.append(comparisonEmphasis(comparison.imageComparison));
        table.rows.append(
            {QString(), Tr::tr("source re-read"),
             comparison.source.value_or(verdict.sourceReread() ? Tr::tr("not computed")
                                                               : Tr::tr("not re-read")),
             verdict.sourceReread() ? comparisonText(comparison.sourceComparison) : QString()});
        table.rowEmphasis.append(comparisonEmphasis(comparison.sourceComparison));
    }
    return table;
}

} // namespace

ReportSection hashSection(const AcquisitionReport &report, const HashVerdict &verdict,
                          QList<ReportSection> &appendices)
{
    Emphasis emphasis = Emphasis::Warning;
    if (verdict.outcome() == HashVerdict::Outcome::Match)
        emphasis = Emphasis::Good;
    else if (verdict.outcome() == HashVerdict::Outcome::Mismatch)
        emphasis = Emphasis::Bad;
    const bool verified = report.verification.has_value();
    QList<ReportField> fields{
        {Tr::tr("Verdict"), verdict.title(), emphasis},
        {Tr::tr("Verified at"),
         verified ? ReportFormat::utc(report.verification->time) : Tr::tr("not verified")},
        {Tr::tr("Source re-read"), verdict.sourceReread() ? Tr::tr("yes") : Tr::tr("no")},
    };
    if (verified && report.verification->error)
        fields.append({Tr::tr("Verification error"), *report.verification->error, Emphasis::Bad});
    if (!report.hashes.isEmpty())
        fields.append({Tr::tr("Acquisition hashes"),
                       Tr::tr("of the image file, fill included: %1 bytes hashed as they were "
                              "read, %2 bytes read back from the image")
                           .arg(report.hashes.first().bytesHashedInStream)
                           .arg(report.hashes.first().bytesHashedFromImage)});
    else
        fields.append(
            {Tr::tr("Acquisition hashes"), report.result.status == QLatin1String("completed")
                                               ? Tr::tr("none: no hash algorithm was chosen")
                                               : Tr::tr("none: the image is incomplete")});
    QList<ReportBlock> blocks{FieldsBlock{fields}, ParagraphBlock::plain(verdict.explanation())};
    if (!verdict.algorithms().isEmpty())
        blocks.append(digestTable(verdict, verified));

    TableBlock windows{{{Tr::tr("Algorithm")},
                        {Tr::tr("From byte"), ColumnStyle::Number},
                        {Tr::tr("To byte"), ColumnStyle::Number},
                        {Tr::tr("Digest"), ColumnStyle::Digest}},
                       {},
                       {},
                       TableFlow::Single};
    for (const ReportHash &hash : report.hashes) {
        for (const WindowDigest &window : hash.windows)
            windows.rows.append({hashDisplayName(hash.algorithm),
                                 QString::number(window.extent.offset),
                                 QString::number(window.extent.end()), window.hex});
    }
    if (!windows.rows.isEmpty()) {
        blocks.append(ParagraphBlock::plain(
            Tr::tr("Hash windows: %1 digests of consecutive windows, listed in Appendix %2, "
                   "locate a later mismatch.")
                .arg(windows.rows.size())
                .arg(QChar(char16_t(u'A' + appendices.size())))));
        appendices.append(
            {Tr::tr("Appendix %1: %2")
                 .arg(QChar(char16_t(u'A' + appendices.size())), Tr::tr("hash windows")),
             {ParagraphBlock::plain(Tr::tr("From byte (included) to byte (excluded), as "
                                           "dcfldd's hash windows.")),
              windows}});
    }
    return {Tr::tr("Hashes and verification"), blocks};
}

} // namespace Custody::Internal
