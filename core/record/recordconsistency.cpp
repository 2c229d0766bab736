// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/recordconsistency.h"

#include "record/acquisitionrecord.h"

#include <algorithm>

namespace Custody::Internal {

namespace {

QString mismatch(const char *field, qint64 recorded, const QString &what, qint64 expected)
{
    return QStringLiteral("%1: %2 recorded, but %3 is %4")
        .arg(QLatin1String(field))
        .arg(recorded)
        .arg(what)
        .arg(expected);
}

// Bad and unfinished ranges together must be sorted, disjoint and inside the source.
QString checkRanges(const AcquisitionResult &result, qint64 sizeBytes)
{
    QList<MapRun> runs;
    for (const Extent &bad : result.badRanges)
        runs.append({bad, SectorState::BadSector});
    runs += result.unfinishedRanges;
    std::sort(runs.begin(), runs.end(),
              [](const MapRun &a, const MapRun &b) { return a.extent.offset < b.extent.offset; });
    qint64 previousEnd = 0;
    for (const MapRun &run : runs) {
        const char *field
            = run.state == SectorState::BadSector ? "result.badRanges" : "result.unfinishedRanges";
        if (run.extent.offset < previousEnd)
            return QStringLiteral("%1: the range at byte %2 overlaps another range")
                .arg(QLatin1String(field))
                .arg(run.extent.offset);
        if (run.extent.end() > sizeBytes)
            return QStringLiteral("%1: the range at byte %2 ends after the end of the source")
                .arg(QLatin1String(field))
                .arg(run.extent.offset);
        previousEnd = run.extent.end();
    }
    for (qsizetype index = 1; index < result.badRanges.size(); ++index) {
        if (result.badRanges[index].offset < result.badRanges[index - 1].offset)
            return QStringLiteral("result.badRanges[%1]: not in order of offset").arg(index);
    }
    return {};
}

qint64 bytesIn(const QList<MapRun> &runs, SectorState state)
{
    qint64 bytes = 0;
    for (const MapRun &run : runs)
        bytes += run.state == state ? run.extent.length : 0;
    return bytes;
}

QString checkCoverage(const AcquisitionRecord &record)
{
    const SourceIdentity &source = record.source;
    const AcquisitionResult &result = record.result;
    const qint64 mapped = result.bytesFinished + result.bytesUnreadable + result.bytesUnfinished();
    if (result.hasMap() && mapped != source.sizeBytes)
        return mismatch("result", mapped,
                        QStringLiteral("bytesFinished + bytesUnreadable + bytesNotTried + "
                                       "bytesNotTrimmed + bytesNotScraped"),
                        source.sizeBytes);
    qint64 badBytes = 0;
    for (const Extent &bad : result.badRanges)
        badBytes += bad.length;
    if (badBytes != result.bytesUnreadable)
        return mismatch("result.badRanges", badBytes, QStringLiteral("result.bytesUnreadable"),
                        result.bytesUnreadable);
    // Records that predate the unfinished ranges have the byte counts alone.
    if (!result.unfinishedRanges.isEmpty()) {
        const QList<MapRun> &runs = result.unfinishedRanges;
        if (bytesIn(runs, SectorState::NonTried) != result.bytesNotTried)
            return mismatch("result.unfinishedRanges", bytesIn(runs, SectorState::NonTried),
                            QStringLiteral("result.bytesNotTried"), result.bytesNotTried);
        if (bytesIn(runs, SectorState::NonTrimmed) != result.bytesNotTrimmed)
            return mismatch("result.unfinishedRanges", bytesIn(runs, SectorState::NonTrimmed),
                            QStringLiteral("result.bytesNotTrimmed"), result.bytesNotTrimmed);
        if (bytesIn(runs, SectorState::NonScraped) != result.bytesNotScraped)
            return mismatch("result.unfinishedRanges", bytesIn(runs, SectorState::NonScraped),
                            QStringLiteral("result.bytesNotScraped"), result.bytesNotScraped);
    }
    return checkRanges(result, source.sizeBytes);
}

template<typename Digests>
QString checkUnique(const Digests &digests, const char *field)
{
    for (qsizetype index = 0; index < digests.size(); ++index) {
        for (qsizetype other = 0; other < index; ++other) {
            if (digests[index].algorithm == digests[other].algorithm)
                return QStringLiteral("%1[%2]: %3 is listed twice")
                    .arg(QLatin1String(field))
                    .arg(index)
                    .arg(hashDisplayName(digests[index].algorithm));
        }
    }
    return {};
}

// The runs in order, this run last, and together no more than was settled (exactly that when
// every run is listed: each counts what it settled for the first time).
QString checkRuns(const AcquisitionRecord &record)
{
    const QList<AcquisitionRun> &runs = record.history.runs;
    if (runs.isEmpty())
        return {};
    qint64 bytes = 0;
    for (qsizetype index = 0; index < runs.size(); ++index) {
        const AcquisitionRun &run = runs[index];
        if (run.end < run.start)
            return QStringLiteral("runs[%1]: it ends before it starts").arg(index);
        if (index > 0 && run.start < runs[index - 1].end)
            return QStringLiteral("runs[%1]: it starts before the run before it ended").arg(index);
        bytes += run.bytesProcessed;
    }
    const AcquisitionResult &result = record.result;
    const AcquisitionRun &last = runs.last();
    if (last.start != result.start || last.end != result.end || last.status != result.status)
        return QStringLiteral("runs[%1]: the last run is not the one of times and result.status")
            .arg(runs.size() - 1);
    const qint64 settled = result.bytesFinished + result.bytesUnreadable;
    if (record.history.complete ? bytes != settled : bytes > settled)
        return mismatch("runs", bytes,
                        QStringLiteral("result.bytesFinished + result.bytesUnreadable"), settled);
    return {};
}

} // namespace

QString findContradiction(const AcquisitionRecord &record)
{
    if (QString problem = checkCoverage(record); !problem.isEmpty())
        return problem;
    if (QString problem = checkRuns(record); !problem.isEmpty())
        return problem;
    if (QString problem = checkUnique(record.hashes, "hashes"); !problem.isEmpty())
        return problem;
    if (record.verification) {
        if (QString problem = checkUnique(record.verification->image, "verification.image");
            !problem.isEmpty())
            return problem;
        if (const std::optional<SourceRereadRecord> &source = record.verification->source) {
            if (QString problem = checkUnique(source->digests, "verification.sourceReread.digests");
                !problem.isEmpty())
                return problem;
            // A comparison covers the whole source once the second read finished (every sector
            // compared or not), and never more of it.
            if (const std::optional<SourceComparison> &comparison = source->comparison) {
                const qint64 covered = comparison->bytesCompared + comparison->bytesNotCompared;
                if (covered > record.source.sizeBytes
                    || (!source->error && covered != record.source.sizeBytes))
                    return QStringLiteral("verification.sourceReread.comparison: %1 bytes "
                                          "compared and not compared, the source has %2")
                        .arg(covered)
                        .arg(record.source.sizeBytes);
            }
        }
    }
    for (qsizetype index = 0; index < record.throughput.size(); ++index) {
        const double seconds = record.throughput[index].seconds;
        if (seconds < 0 || (index > 0 && seconds < record.throughput[index - 1].seconds))
            return QStringLiteral("throughput[%1].seconds: %2 is before the previous sample")
                .arg(index)
                .arg(seconds);
    }
    return {};
}

} // namespace Custody::Internal
