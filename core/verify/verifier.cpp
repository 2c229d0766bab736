// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/verifier.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QSet>

#include <algorithm>
#include <cerrno>

namespace Custody {

namespace {

DigestCheck compare(const PlannedCheck &planned, const QList<HashResult> &computed,
                    qint64 windowBytes)
{
    DigestCheck check{planned.hashlogPath,
                      planned.logged,
                      planned.extent,
                      DigestCheck::Outcome::NotChecked,
                      {},
                      planned.notCheckedReason};
    if (!planned.notCheckedReason.isEmpty())
        return check;
    const auto result = std::find_if(computed.cbegin(), computed.cend(), [&](const HashResult &r) {
        return r.algorithm == planned.logged.algorithm();
    });
    if (result == computed.cend()) {
        check.reason = VerificationReport::tr("not computed");
        return check;
    }
    if (!planned.extent) {
        check.computedHex = result->hex;
    } else {
        const qsizetype index
            = windowBytes > 0 ? qsizetype(planned.extent->offset / windowBytes) : -1;
        if (index < 0 || index >= result->windows.size()) {
            check.outcome = DigestCheck::Outcome::Mismatch;
            check.reason = VerificationReport::tr("the image ends before this piece");
            return check;
        }
        // The bytes actually compared: dc3dd's last range leaves out a final partial sector.
        check.extent = result->windows[index].extent;
        check.computedHex = result->windows[index].hex;
    }
    check.outcome = check.computedHex == planned.logged.hex ? DigestCheck::Outcome::Match
                                                            : DigestCheck::Outcome::Mismatch;
    return check;
}

// The digests a container stores inside itself, checked like a hashlog's.
std::optional<Hashlog> storedDigestsLog(const ImageReader &image)
{
    const QList<ImageDigest> stored = image.storedDigests();
    if (stored.isEmpty())
        return std::nullopt;
    Hashlog log;
    log.path = image.files().value(0);
    log.format = HashlogFormat::EwfStored;
    for (const ImageDigest &digest : stored)
        log.digests.append({digest.algorithm, digest.hex, {}, DigestScope::Whole, {}, 0});
    return log;
}

// A checksum list beside an E01 may hash its segment files (md5sum *.E0?): those digests are of
// the container's bytes, not of the media data this read computes. They are left out, with a
// note that says what checks them; a log left with nothing is not planned at all.
QList<Hashlog> withoutContainerFileDigests(const QList<Hashlog> &hashlogs, const ImageReader &image,
                                           QStringList &notes)
{
    QSet<QString> segmentNames;
    for (const QString &file : image.files())
        segmentNames.insert(pathFileName(file));
    QList<Hashlog> kept;
    for (Hashlog log : hashlogs) {
        if (log.format != HashlogFormat::Coreutils && log.format != HashlogFormat::BsdTag) {
            kept.append(log);
            continue;
        }
        const qsizetype before = log.digests.size();
        log.digests.removeIf([&segmentNames](const LoggedDigest &digest) {
            return segmentNames.contains(pathFileName(digest.subject));
        });
        log.sizes.removeIf([&segmentNames](const LoggedSize &size) {
            return segmentNames.contains(pathFileName(size.subject));
        });
        if (log.digests.size() < before)
            notes.append(VerificationReport::tr("%1 hashes the E01's segment files themselves, "
                                                "not its media data: not checked here (md5sum -c "
                                                "or sha256sum -c checks them)")
                             .arg(log.path));
        if (!log.digests.isEmpty())
            kept.append(log);
    }
    return kept;
}

} // namespace

VerificationReport compareWithPlan(const VerificationPlan &plan, const QList<HashResult> &computed)
{
    VerificationReport report;
    report.notes = plan.notes;
    for (const PlannedCheck &planned : plan.checks)
        report.checks.append(compare(planned, computed, plan.windowBytes));
    for (const PlannedSizeCheck &size : plan.sizes)
        report.sizes.append({size.hashlogPath, size.logged, size.file, size.actualBytes});
    return report;
}

Result<std::unique_ptr<Verifier>> Verifier::prepare(const QString &imagePath,
                                                    const QList<Hashlog> &hashlogs)
{
    Result<std::unique_ptr<ImageReader>> reader = ImageFormats::open(imagePath);
    if (!reader)
        return reader.error();
    const ImageReader &image = **reader;
    ImageLayout layout;
    if (image.isContainer()) {
        // The media data is the image: a log naming the first segment file means it.
        layout.files = {image.files().value(0)};
        layout.fileBytes = {image.sizeBytes()};
    } else {
        layout.files = image.files();
        for (const QString &file : std::as_const(layout.files))
            layout.fileBytes.append(statPath(file) ? qint64(statPath(file)->st_size) : 0);
    }
    QStringList containerNotes;
    QList<Hashlog> logs = image.isContainer()
                              ? withoutContainerFileDigests(hashlogs, image, containerNotes)
                              : hashlogs;
    if (const std::optional<Hashlog> stored = storedDigestsLog(image))
        logs.prepend(*stored);
    else if (image.isContainer() && hashlogs.isEmpty())
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, image.files().value(0), -1,
                                VerificationReport::tr("the E01 image stores no MD5 or SHA-1 of "
                                                       "its media data, and no hashlog was "
                                                       "given: there is nothing to check it "
                                                       "against"));
    Result<VerificationPlan> plan = planVerification(logs, layout);
    if (!plan)
        return plan.error();
    plan->notes += containerNotes;
    if (image.isContainer() && image.storedDigests().isEmpty())
        plan->notes.append(VerificationReport::tr("%1 stores no MD5 or SHA-1 of its media data")
                               .arg(image.files().value(0)));
    return std::unique_ptr<Verifier>(new Verifier(std::move(*reader), std::move(*plan), logs));
}

Verifier::Verifier(std::unique_ptr<ImageReader> reader, VerificationPlan plan,
                   QList<Hashlog> hashlogs)
    : m_reader(std::move(reader))
    , m_plan(std::move(plan))
    , m_hashlogs(std::move(hashlogs))
    , m_job(*m_reader, m_plan.algorithms, m_plan.windowBytes) // 1 MiB reads, 16 MiB of buffers
{}

VerificationReport Verifier::run()
{
    const QDateTime start = QDateTime::currentDateTimeUtc();
    QList<HashResult> computed;
    std::optional<Error> error;
    QList<Extent> unreadable; // the fill, by the acquisition's record: counted apart
    QStringList unreadableFrom;
    for (const Hashlog &log : std::as_const(m_hashlogs)) {
        if (log.format == HashlogFormat::CustodyRecord) {
            unreadable += log.unreadable;
            unreadableFrom << log.path;
        }
    }
    std::sort(unreadable.begin(), unreadable.end(),
              [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    QList<Extent> merged; // two records may share ranges: apart, as the job wants them
    for (const Extent &range : std::as_const(unreadable)) {
        if (!merged.isEmpty() && range.offset <= merged.constLast().end())
            merged.last().length
                = std::max(merged.constLast().end(), range.end()) - merged.constLast().offset;
        else
            merged.append(range);
    }
    if (m_plan.algorithms) {
        m_job.countContent(merged);
        Result<QList<HashResult>> hashes = m_job.run();
        if (hashes)
            computed = std::move(*hashes);
        else
            error = hashes.error();
    }
    VerificationReport report = compareWithPlan(m_plan, computed);
    report.error = error;
    for (qsizetype index = 0; error && index < report.checks.size(); ++index) {
        if (m_plan.checks[index].notCheckedReason.isEmpty()) // planned, but never computed
            report.checks[index].reason
                = VerificationReport::tr("the image was not read to the end");
    }
    report.startTime = start;
    report.endTime = QDateTime::currentDateTimeUtc();
    report.imageFiles = m_reader->files();
    report.imageBytes = m_reader->sizeBytes();
    report.bytesRead = m_job.bytesRead();
    report.content = m_job.content();
    if (report.content)
        report.contentUnreadableFrom = unreadableFrom;
    report.faults = m_reader->faults();
    for (const Hashlog &log : std::as_const(m_hashlogs))
        report.hashlogs.append({log.path, log.format, log.notes});
    return report;
}

} // namespace Custody
