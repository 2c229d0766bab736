// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/verificationplan.h"

#include "util/nativepath.h"

#include <algorithm>
#include <numeric>

#include <QMap>
#include <QSet>

namespace Custody {

namespace {

// The file name a subject gives: what follows its last '/', or, for a name written on Windows
// (checksum lists and FTK logs name files with backslashes), its last '\\'.
enum class Separators { Linux, Windows };

QString fileNameOf(const QString &subject, Separators separators)
{
    QString name = pathFileName(subject);
    if (separators == Separators::Windows)
        name = name.mid(name.lastIndexOf(QLatin1Char('\\')) + 1);
    return name;
}

// A checksum list keeps a name that is not UTF-8 as its bytes (util/nativepath.h). Where no file
// has those bytes, the list may come from a Latin-1 system and the file have been renamed to
// UTF-8 since: the bytes read as Latin-1 name it then.
QString latin1Reading(QString name)
{
    for (QChar &character : name) {
        if (character.unicode() >= 0xDC80 && character.unicode() <= 0xDCFF)
            character = QChar(char16_t(character.unicode() - 0xDC00));
    }
    return name;
}

// Where a subject lies in the image: -1 the whole image, k its segment k, nullopt elsewhere.
std::optional<qsizetype> placeOf(const QString &subject, const QStringList &imageNames)
{
    if (subject.isEmpty())
        return -1;
    // On Linux a backslash is a byte of the name like any other: the name as it is first, then
    // as a Windows path.
    qsizetype index = -1;
    for (const Separators separators : {Separators::Linux, Separators::Windows}) {
        const QString name = fileNameOf(subject, separators);
        index = imageNames.indexOf(name);
        if (index < 0)
            index = imageNames.indexOf(latin1Reading(name));
        if (index >= 0 || !name.contains(QLatin1Char('\\')))
            break;
    }
    if (index < 0)
        return std::nullopt;
    return imageNames.size() == 1 ? -1 : index;
}

QString shortList(QStringList items)
{
    const qsizetype count = items.size();
    if (count > 4)
        items = items.mid(0, 4) << VerificationPlan::tr("%1 more").arg(count - 4);
    return items.join(QStringLiteral(", "));
}

Result<void> selectFromLog(const Hashlog &log, const ImageLayout &image, VerificationPlan &plan)
{
    QStringList imageNames;
    for (const QString &file : image.files)
        imageNames.append(pathFileName(file));
    QStringList subjects;
    bool anyAboutImage = false;
    for (const LoggedDigest &digest : log.digests) {
        anyAboutImage |= placeOf(digest.subject, imageNames).has_value();
        if (!digest.subject.isEmpty() && !subjects.contains(digest.subject))
            subjects.append(digest.subject);
    }
    // A log about one file of another name (a renamed image, a hashlog named for the device).
    const bool takeAll = !anyAboutImage && subjects.size() == 1;
    if (!anyAboutImage && !takeAll)
        return Error::fromErrno(
            Error::Code::ToolOutputInvalid, 0, log.path, -1,
            VerificationPlan::tr("it holds hashes of %1 different files or runs (%2), and none "
                                 "is named like the image %3 or one of its segments")
                .arg(subjects.size())
                .arg(shortList(subjects), imageNames.value(0)));
    if (takeAll)
        plan.notes.append(VerificationPlan::tr("%1 names '%2', not the image %3: its hashes are "
                                               "taken as the image's")
                              .arg(log.path, subjects.first(), imageNames.value(0)));
    QSet<QString> others;
    for (const LoggedDigest &digest : log.digests) {
        const std::optional<qsizetype> place
            = takeAll ? std::optional<qsizetype>(-1) : placeOf(digest.subject, imageNames);
        if (!place) {
            others.insert(digest.subject);
            continue;
        }
        PlannedCheck check{log.path, digest, digest.extent, {}};
        if (*place >= 0) {
            check.extent = image.segmentExtent(*place);
            check.logged.scope = DigestScope::Segment;
        } else if (!check.extent) {
            check.logged.scope = DigestScope::Whole; // a segment that is the whole image
        }
        if (!digest.algorithm())
            check.notCheckedReason = VerificationPlan::tr("algorithm %1 is not supported")
                                         .arg(algorithmDisplayName(digest.algorithmName));
        plan.checks.append(check);
    }
    if (!others.isEmpty())
        plan.notes.append(VerificationPlan::tr("%1 also lists %n other file(s), not checked", "",
                                               int(others.size()))
                              .arg(log.path));
    for (const LoggedSize &size : log.sizes) {
        const std::optional<qsizetype> place
            = takeAll ? std::optional<qsizetype>(-1) : placeOf(size.subject, imageNames);
        if (!place)
            continue;
        plan.sizes.append({log.path, size, *place >= 0 ? image.files[*place] : QString(),
                           *place >= 0 ? image.fileBytes[*place] : image.sizeBytes()});
    }
    return {};
}

// Whether pieces at these extents are all windows of `windowBytes` from offset 0 (the last one
// by offset may be shorter: the image's tail, or dc3dd's range without the final partial
// sector).
bool fitsWindows(const QList<Extent> &sorted, qint64 windowBytes)
{
    if (windowBytes <= 0)
        return false;
    for (qsizetype index = 0; index < sorted.size(); ++index) {
        const Extent &piece = sorted[index];
        const bool last = piece.offset == sorted.last().offset;
        if (piece.offset % windowBytes != 0
            || (last ? piece.length > windowBytes : piece.length != windowBytes))
            return false;
    }
    return true;
}

std::optional<qint64> windowBytesFor(QList<Extent> pieces, DigestScope scope,
                                     const ImageLayout &image)
{
    std::sort(pieces.begin(), pieces.end(), [](const Extent &a, const Extent &b) {
        return a.offset < b.offset || (a.offset == b.offset && a.length < b.length);
    });
    // One logged window is the whole of what the tool hashed (a segment's extent is exact).
    if (scope == DigestScope::Window && pieces.last().offset == 0)
        return std::max({pieces.last().length, image.sizeBytes(), qint64(1)});
    const qint64 longest
        = std::max_element(pieces.cbegin(), pieces.cend(), [](const Extent &a, const Extent &b) {
              return a.length < b.length;
          })->length;
    for (qint64 candidate : {longest, image.fileBytes.value(0)}) {
        if (fitsWindows(pieces, candidate))
            return candidate;
    }
    return std::nullopt;
}

void planPieces(VerificationPlan &plan, const ImageLayout &image)
{
    QMap<QString, QList<qsizetype>> windows;
    QMap<QString, QList<qsizetype>> segments;
    for (qsizetype index = 0; index < plan.checks.size(); ++index) {
        const PlannedCheck &check = plan.checks[index];
        if (check.extent && check.notCheckedReason.isEmpty())
            (check.logged.scope == DigestScope::Window ? windows
                                                       : segments)[check.logged.algorithmName]
                .append(index);
    }
    for (auto it = segments.begin(); it != segments.end(); ++it) {
        if (!windows.contains(it.key())) {
            windows.insert(it.key(), it.value());
            continue;
        }
        for (qsizetype index : std::as_const(it.value()))
            plan.checks[index].notCheckedReason
                = VerificationPlan::tr("the log's hash windows are checked instead");
    }
    QMap<QString, qint64> sizes;
    for (auto it = windows.cbegin(); it != windows.cend(); ++it) {
        QList<Extent> extents;
        for (qsizetype index : it.value())
            extents.append(*plan.checks[index].extent);
        const DigestScope scope = plan.checks[it.value().first()].logged.scope;
        if (const std::optional<qint64> bytes = windowBytesFor(extents, scope, image)) {
            sizes.insert(it.key(), *bytes);
            continue;
        }
        for (qsizetype index : it.value())
            plan.checks[index].notCheckedReason
                = VerificationPlan::tr("the pieces are not windows of one size from the start "
                                       "of the image, which one read can check");
    }
    if (sizes.isEmpty())
        return;
    plan.windowBytes = *std::min_element(sizes.cbegin(), sizes.cend());
    for (auto it = windows.cbegin(); it != windows.cend(); ++it) {
        if (sizes.value(it.key()) == plan.windowBytes)
            continue;
        for (qsizetype index : it.value()) {
            if (plan.checks[index].notCheckedReason.isEmpty())
                plan.checks[index].notCheckedReason
                    = VerificationPlan::tr("windows of %1 bytes; this read checks windows of %2 "
                                           "bytes")
                          .arg(sizes.value(it.key()))
                          .arg(plan.windowBytes);
        }
    }
}

} // namespace

qint64 ImageLayout::sizeBytes() const
{
    return std::accumulate(fileBytes.cbegin(), fileBytes.cend(), qint64(0));
}

Extent ImageLayout::segmentExtent(qsizetype index) const
{
    const qint64 start = std::accumulate(fileBytes.cbegin(), fileBytes.cbegin() + index, qint64(0));
    return {start, fileBytes.value(index)};
}

Result<VerificationPlan> planVerification(const QList<Hashlog> &hashlogs, const ImageLayout &image)
{
    VerificationPlan plan;
    for (const Hashlog &log : hashlogs) {
        if (const Result<void> selected = selectFromLog(log, image, plan); !selected)
            return selected.error();
    }
    planPieces(plan, image);
    for (const PlannedCheck &check : std::as_const(plan.checks)) {
        if (check.notCheckedReason.isEmpty())
            plan.algorithms |= *check.logged.algorithm();
    }
    return plan;
}

} // namespace Custody
