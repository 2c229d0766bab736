// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "report/hiddenareastext.h"

#include "util/groupedcount.h"
#include "util/units.h"

#include <algorithm>
#include <climits>

namespace Custody {

namespace {

QString withoutFinalStop(QString text)
{
    while (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text;
}

bool hasSectorFindings(const HiddenAreas &areas)
{
    return std::any_of(areas.findings.cbegin(), areas.findings.cend(),
                       [](const HiddenAreaFinding &finding) {
                           return finding.kind == HiddenAreaFinding::Kind::Hpa
                                  || finding.kind == HiddenAreaFinding::Kind::Dco
                                  || finding.kind == HiddenAreaFinding::Kind::AccessibleMaxAddress;
                       });
}

bool hasFinding(const HiddenAreas &areas, HiddenAreaFinding::Kind kind)
{
    return std::any_of(areas.findings.cbegin(), areas.findings.cend(),
                       [kind](const HiddenAreaFinding &finding) { return finding.kind == kind; });
}

} // namespace

QString HiddenAreasText::inLine(const HiddenAreas &areas)
{
    switch (areas.state) {
    case HiddenAreas::State::None: return tr("none");
    case HiddenAreas::State::Found: return areas.summary();
    case HiddenAreas::State::Unknown:
        if (!areas.findings.isEmpty())
            return tr("%1 (%2)").arg(areas.summary(), withoutFinalStop(areas.reason()));
        break;
    case HiddenAreas::State::NotChecked:
    case HiddenAreas::State::NotADrive: break;
    }
    const QString reason = withoutFinalStop(areas.reason());
    return tr("unknown (%1)").arg(reason.isEmpty() ? areas.summary() : reason);
}

QString HiddenAreasText::acquiredLine(qint64 sourceSectors, int sourceSectorBytes, bool completed,
                                      const HiddenAreas &areas)
{
    // The last sector's number is one less than the count: sector 0 is the first.
    const QString last = formatCount(qMax<qint64>(0, sourceSectors - 1));
    const QString count = formatCount(sourceSectors);
    // A partition, or a bridge that shows the drive in sectors of another size or fewer of them:
    // the source's sectors are not the drive's, and the hidden areas count in the drive's.
    const bool driveCountsOtherwise = areas.visibleSectors > 0 && areas.logicalSectorBytes > 0
                                      && (areas.visibleSectors != sourceSectors
                                          || areas.logicalSectorBytes != sourceSectorBytes);
    if (driveCountsOtherwise) {
        const QString drive = sectorsText(areas.visibleSectors, areas.logicalSectorBytes);
        const QString unit = formatCount(sourceSectorBytes);
        return completed
                   ? tr("Acquired sectors 0 to %1 of the %2 sectors of %3 bytes this source "
                        "shows; the drive itself shows %4; hidden areas: %5.")
                         .arg(last, count, unit, drive, inLine(areas))
                   : tr("Set out to acquire sectors 0 to %1 of the %2 sectors of %3 bytes this "
                        "source shows, and did not complete; the drive itself shows %4; hidden "
                        "areas: %5.")
                         .arg(last, count, unit, drive, inLine(areas));
    }
    return completed ? tr("Acquired sectors 0 to %1 of the %2 the drive shows; hidden areas: %3.")
                           .arg(last, count, inLine(areas))
                     : tr("Set out to acquire sectors 0 to %1 of the %2 the drive shows, and did "
                          "not complete; hidden areas: %3.")
                           .arg(last, count, inLine(areas));
}

QString HiddenAreasText::consequence(const HiddenAreas &areas)
{
    QStringList sentences;
    if (hasSectorFindings(areas)) {
        const qint64 hidden = areas.hiddenSectors();
        // The count in the language's digit groups; n picks the plural form.
        sentences << tr("An image of this drive holds only the sectors it shows, not the %1 "
                        "hidden sector(s).",
                        nullptr, int(std::min<qint64>(hidden, INT_MAX)))
                         .arg(formatCount(hidden))
                  << tr("Custody never removes an HPA or DCO: the examiner decides, for example "
                        "with a hardware write-blocker's HPA/DCO handling, and then acquires the "
                        "drive again.");
    }
    if (hasFinding(areas, HiddenAreaFinding::Kind::DetachedNamespace))
        sentences << tr("A detached NVMe namespace is in no image of another namespace, and the "
                        "kernel shows no device for it: it can be acquired only once attached, "
                        "which the examiner decides.");
    if (hasFinding(areas, HiddenAreaFinding::Kind::UnallocatedCapacity))
        sentences << tr("Capacity that belongs to no namespace is in no namespace's image.");
    return sentences.join(QLatin1Char(' '));
}

QString HiddenAreasText::sectorsText(qint64 sectors, int sectorBytes)
{
    if (sectors <= 0)
        return tr("unknown");
    if (sectorBytes <= 0)
        return tr("%1 sectors").arg(formatCount(sectors));
    return tr("%1 sectors of %2 bytes (%3)")
        .arg(formatCount(sectors), formatCount(sectorBytes),
             formatBytes(sectors * sectorBytes, textLocale()));
}

QStringList HiddenAreasText::findingLines(const HiddenAreas &areas)
{
    QStringList lines;
    for (const HiddenAreaFinding &finding : areas.findings)
        lines << tr("%1 Found by %2.").arg(finding.description(), finding.obtainedBy);
    return lines;
}

QStringList HiddenAreasText::otherNamespaceLines(const HiddenAreas &areas)
{
    QStringList lines;
    for (const OtherNamespace &other : areas.otherNamespaces) {
        const QString size = sectorsText(other.sectors, other.logicalSectorBytes);
        lines << (other.devicePath.isEmpty()
                      ? tr("Namespace %1: %2; the kernel shows no device for it.")
                            .arg(QString::number(other.namespaceId), size)
                      : tr("Namespace %1: %2, its own device %3, which can be acquired on its own.")
                            .arg(QString::number(other.namespaceId), size, other.devicePath));
    }
    return lines;
}

} // namespace Custody
