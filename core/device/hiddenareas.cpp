// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/hiddenareas.h"

#include "util/groupedcount.h"
#include "util/units.h"

#include <QJsonArray>

#include <array>
#include <utility>

namespace Custody {

namespace {

// "1 sector", "1,024 sectors": the count the language writes, singular only for one (every
// finding has at least one sector, and German and French both use the singular for one only).
QString sectorCount(qint64 sectors)
{
    if (sectors == 1)
        return HiddenAreaFinding::tr("1 sector");
    return HiddenAreaFinding::tr("%1 sectors").arg(formatCount(sectors));
}

constexpr std::array KindNames{
    std::pair{HiddenAreaFinding::Kind::Hpa, "hpa"},
    std::pair{HiddenAreaFinding::Kind::Dco, "dco"},
    std::pair{HiddenAreaFinding::Kind::AccessibleMaxAddress, "accessibleMaxAddress"},
    std::pair{HiddenAreaFinding::Kind::DetachedNamespace, "detachedNamespace"},
    std::pair{HiddenAreaFinding::Kind::UnallocatedCapacity, "unallocatedCapacity"},
};

constexpr std::array StateNames{
    std::pair{HiddenAreas::State::NotChecked, "notChecked"},
    std::pair{HiddenAreas::State::None, "none"},
    std::pair{HiddenAreas::State::Found, "found"},
    std::pair{HiddenAreas::State::Unknown, "unknown"},
    std::pair{HiddenAreas::State::NotADrive, "notADrive"},
};

constexpr std::array ObstacleNames{
    std::pair{HiddenAreas::Obstacle::Nothing, "nothing"},
    std::pair{HiddenAreas::Obstacle::NotADrive, "notADrive"},
    std::pair{HiddenAreas::Obstacle::NoPassThrough, "noPassThrough"},
    std::pair{HiddenAreas::Obstacle::CommandRefused, "commandRefused"},
    std::pair{HiddenAreas::Obstacle::ConfigurationFrozen, "configurationFrozen"},
    std::pair{HiddenAreas::Obstacle::OpenFailed, "openFailed"},
    std::pair{HiddenAreas::Obstacle::InvalidIdentify, "invalidIdentify"},
    std::pair{HiddenAreas::Obstacle::UnsupportedNvmeAdmin, "unsupportedNvmeAdmin"},
};

template<typename Enum, std::size_t Count>
QString nameOf(const std::array<std::pair<Enum, const char *>, Count> &names, Enum value)
{
    for (const auto &[candidate, name] : names) {
        if (candidate == value)
            return QString::fromLatin1(name);
    }
    return {};
}

template<typename Enum, std::size_t Count>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, const char *>, Count> &names,
                            const QJsonValue &json)
{
    for (const auto &[candidate, name] : names) {
        if (json.toString() == QLatin1String(name))
            return candidate;
    }
    return std::nullopt;
}

// A whole number of at least 0 that a double holds exactly (2^53): every sector and byte count
// toJson() writes.
std::optional<qint64> count(const QJsonObject &object, QLatin1StringView key)
{
    const QJsonValue value = object.value(key);
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    constexpr double Exact = 9007199254740992.0;
    if (number < 0 || number > Exact || number != double(qint64(number)))
        return std::nullopt;
    return qint64(number);
}

Error invalidField(const QString &field)
{
    Error error;
    error.code = Error::Code::InvalidArgument;
    error.detail = QStringLiteral("hiddenAreas.%1: missing or invalid").arg(field);
    return error;
}

} // namespace

QString HiddenAreaFinding::kindName(Kind kind)
{
    return nameOf(KindNames, kind);
}

QString HiddenAreaFinding::summary() const
{
    const QLocale locale = textLocale();
    switch (kind) {
    case Kind::Hpa: return tr("HPA of %1").arg(sectorCount(sectors));
    case Kind::Dco: return tr("DCO of %1").arg(sectorCount(sectors));
    case Kind::AccessibleMaxAddress: return tr("AMA of %1").arg(sectorCount(sectors));
    case Kind::DetachedNamespace:
        // A namespace whose Identify failed has no size known: not one of 0 bytes.
        if (sectors == 0)
            return tr("detached namespace %1 of unknown size").arg(QString::number(namespaceId));
        return tr("detached namespace %1 of %2")
            .arg(QString::number(namespaceId), formatBytes(bytes, locale));
    case Kind::UnallocatedCapacity: return tr("%1 unallocated").arg(formatBytes(bytes, locale));
    }
    return {};
}

QString HiddenAreaFinding::description() const
{
    const QLocale locale = textLocale();
    const QString size = formatBytes(bytes, locale);
    switch (kind) {
    case Kind::Hpa:
        return tr("A Host Protected Area (HPA) of %1 (%2) from sector %3.")
            .arg(sectorCount(sectors), size, formatCount(firstSector));
    case Kind::Dco:
        return tr("A Device Configuration Overlay (DCO) of %1 (%2) from sector %3.")
            .arg(sectorCount(sectors), size, formatCount(firstSector));
    case Kind::AccessibleMaxAddress:
        return tr("An Accessible Max Address below the native one: %1 (%2) from sector %3.")
            .arg(sectorCount(sectors), size, formatCount(firstSector));
    case Kind::DetachedNamespace:
        if (sectors == 0)
            return tr("NVMe namespace %1, of unknown size, is allocated but not attached: the "
                      "kernel shows no device for it.")
                .arg(QString::number(namespaceId));
        return tr("NVMe namespace %1 of %2 (%3) is allocated but not attached: the kernel "
                  "shows no device for it.")
            .arg(QString::number(namespaceId), sectorCount(sectors), size);
    case Kind::UnallocatedCapacity:
        return tr("%1 of the drive's capacity belongs to no NVMe namespace.").arg(size);
    }
    return {};
}

QJsonObject HiddenAreaFinding::toJson() const
{
    return QJsonObject{
        {QStringLiteral("kind"), kindName(kind)},     {QStringLiteral("firstSector"), firstSector},
        {QStringLiteral("sectors"), sectors},         {QStringLiteral("bytes"), bytes},
        {QStringLiteral("namespaceId"), namespaceId}, {QStringLiteral("obtainedBy"), obtainedBy},
    };
}

std::optional<HiddenAreaFinding> HiddenAreaFinding::fromJson(const QJsonObject &object)
{
    const std::optional<Kind> kind = valueOf(KindNames, object.value(QLatin1String("kind")));
    const std::optional<qint64> firstSector = count(object, QLatin1String("firstSector"));
    const std::optional<qint64> sectors = count(object, QLatin1String("sectors"));
    const std::optional<qint64> bytes = count(object, QLatin1String("bytes"));
    const std::optional<qint64> namespaceId = count(object, QLatin1String("namespaceId"));
    const QJsonValue obtainedBy = object.value(QLatin1String("obtainedBy"));
    if (!kind || !firstSector || !sectors || !bytes || !namespaceId || *namespaceId > INT_MAX
        || !obtainedBy.isString())
        return std::nullopt;
    HiddenAreaFinding finding;
    finding.kind = *kind;
    finding.firstSector = *firstSector;
    finding.sectors = *sectors;
    finding.bytes = *bytes;
    finding.namespaceId = int(*namespaceId);
    finding.obtainedBy = obtainedBy.toString();
    return finding;
}

QJsonObject OtherNamespace::toJson() const
{
    return QJsonObject{
        {QStringLiteral("namespaceId"), namespaceId},
        {QStringLiteral("sectors"), sectors},
        {QStringLiteral("logicalSectorBytes"), logicalSectorBytes},
        {QStringLiteral("devicePath"), devicePath},
    };
}

std::optional<OtherNamespace> OtherNamespace::fromJson(const QJsonObject &object)
{
    const std::optional<qint64> namespaceId = count(object, QLatin1String("namespaceId"));
    const std::optional<qint64> sectors = count(object, QLatin1String("sectors"));
    const std::optional<qint64> sectorBytes = count(object, QLatin1String("logicalSectorBytes"));
    const QJsonValue devicePath = object.value(QLatin1String("devicePath"));
    if (!namespaceId || *namespaceId > INT_MAX || !sectors || !sectorBytes || *sectorBytes > INT_MAX
        || !devicePath.isString())
        return std::nullopt;
    return OtherNamespace{int(*namespaceId), *sectors, int(*sectorBytes), devicePath.toString()};
}

QString HiddenAreas::summary() const
{
    switch (state) {
    case State::NotChecked: return tr("not checked");
    case State::None: return tr("none");
    case State::NotADrive: return tr("not a drive");
    case State::Unknown:
    case State::Found: break;
    }
    QStringList parts;
    for (const HiddenAreaFinding &finding : findings)
        parts << finding.summary();
    const QString found = parts.join(QStringLiteral(", "));
    if (state == State::Found)
        return found;
    return found.isEmpty() ? tr("unknown") : tr("%1; more unknown").arg(found);
}

QString HiddenAreas::reason() const
{
    if (state != State::Unknown && state != State::NotADrive)
        return {};
    switch (obstacle) {
    case Obstacle::Nothing: break;
    case Obstacle::NotADrive:
        return tr("Not a drive (a loop device, network export, mapped device or file): it has "
                  "no hidden areas of its own. Check the drive it comes from.");
    case Obstacle::NoPassThrough:
        // Not "passes no ATA commands": a bridge may pass IDENTIFY DEVICE in the 12-byte form
        // and nothing 48-bit, or filter some opcodes; and Custody itself sends none to a device
        // that is not a SCSI disk.
        return tr("An ATA command did not reach the drive (%1). Connect the drive "
                  "directly to SATA, or through a bridge that passes ATA commands (SAT), to "
                  "look for an HPA or DCO.")
            .arg(obstacleDetail);
    case Obstacle::CommandRefused:
        return tr("The drive refused a command that reads its size (%1). Its hidden areas "
                  "cannot be told; a hardware write-blocker or duplicator may read them.")
            .arg(obstacleDetail);
    case Obstacle::ConfigurationFrozen:
        // Firmware often sends DEVICE CONFIGURATION FREEZE LOCK at start-up; a drive powered on
        // later comes up unfrozen (B. Nelson, Practical Forensic Imaging, chapter 5).
        return tr("The drive's Device Configuration Overlay is frozen (%1), as many computers "
                  "leave it at start-up: whether a DCO hides sectors cannot be told. Connect the "
                  "drive after the computer has started, or through a write-blocker that reads "
                  "the DCO.")
            .arg(obstacleDetail);
    case Obstacle::OpenFailed:
        return tr("The device could not be opened to ask it (%1). Run Custody as root, and "
                  "check that the drive is still connected.")
            .arg(obstacleDetail);
    case Obstacle::InvalidIdentify:
        return tr("The drive's identify data is not valid (%1): its sizes cannot be trusted. "
                  "Connect it directly to SATA and check again.")
            .arg(obstacleDetail);
    case Obstacle::UnsupportedNvmeAdmin:
        return tr("The NVMe controller could not be asked (%1). Check the drive on a machine "
                  "where the NVMe admin commands reach it.")
            .arg(obstacleDetail);
    }
    return tr("Hidden areas could not be checked (%1).").arg(obstacleDetail);
}

qint64 HiddenAreas::hiddenSectors() const
{
    qint64 total = 0;
    for (const HiddenAreaFinding &finding : findings) {
        // A namespace's sectors are its own, of its own size: not sectors above this drive's.
        if (finding.kind == HiddenAreaFinding::Kind::Hpa
            || finding.kind == HiddenAreaFinding::Kind::Dco
            || finding.kind == HiddenAreaFinding::Kind::AccessibleMaxAddress)
            total += finding.sectors;
    }
    return total;
}

QJsonObject HiddenAreas::toJson() const
{
    QJsonArray findingsJson;
    for (const HiddenAreaFinding &finding : findings)
        findingsJson.append(finding.toJson());
    QJsonArray namespacesJson;
    for (const OtherNamespace &other : otherNamespaces)
        namespacesJson.append(other.toJson());
    return QJsonObject{
        {QStringLiteral("state"), nameOf(StateNames, state)},
        {QStringLiteral("visibleSectors"), visibleSectors},
        {QStringLiteral("nativeSectors"), nativeSectors},
        {QStringLiteral("logicalSectorBytes"), logicalSectorBytes},
        {QStringLiteral("findings"), findingsJson},
        {QStringLiteral("otherNamespaces"), namespacesJson},
        {QStringLiteral("commands"), QJsonArray::fromStringList(commands)},
        {QStringLiteral("obstacle"), nameOf(ObstacleNames, obstacle)},
        {QStringLiteral("obstacleDetail"), obstacleDetail},
    };
}

Result<HiddenAreas> HiddenAreas::fromJson(const QJsonObject &object)
{
    HiddenAreas areas;
    const std::optional<State> state = valueOf(StateNames, object.value(QLatin1String("state")));
    if (!state)
        return invalidField(QStringLiteral("state"));
    areas.state = *state;
    const std::optional<Obstacle> obstacle
        = valueOf(ObstacleNames, object.value(QLatin1String("obstacle")));
    if (!obstacle)
        return invalidField(QStringLiteral("obstacle"));
    areas.obstacle = *obstacle;
    const std::optional<qint64> visible = count(object, QLatin1String("visibleSectors"));
    const std::optional<qint64> native = count(object, QLatin1String("nativeSectors"));
    const std::optional<qint64> sectorBytes = count(object, QLatin1String("logicalSectorBytes"));
    if (!visible)
        return invalidField(QStringLiteral("visibleSectors"));
    if (!native)
        return invalidField(QStringLiteral("nativeSectors"));
    if (!sectorBytes || *sectorBytes > INT_MAX)
        return invalidField(QStringLiteral("logicalSectorBytes"));
    areas.visibleSectors = *visible;
    areas.nativeSectors = *native;
    areas.logicalSectorBytes = int(*sectorBytes);

    if (!object.value(QLatin1String("findings")).isArray())
        return invalidField(QStringLiteral("findings"));
    if (!object.value(QLatin1String("otherNamespaces")).isArray())
        return invalidField(QStringLiteral("otherNamespaces"));
    const QJsonArray findings = object.value(QLatin1String("findings")).toArray();
    for (qsizetype index = 0; index < findings.size(); ++index) {
        const std::optional<HiddenAreaFinding> finding
            = HiddenAreaFinding::fromJson(findings.at(index).toObject());
        if (!finding)
            return invalidField(QStringLiteral("findings[%1]").arg(index));
        areas.findings << *finding;
    }
    const QJsonArray others = object.value(QLatin1String("otherNamespaces")).toArray();
    for (qsizetype index = 0; index < others.size(); ++index) {
        const std::optional<OtherNamespace> other
            = OtherNamespace::fromJson(others.at(index).toObject());
        if (!other)
            return invalidField(QStringLiteral("otherNamespaces[%1]").arg(index));
        areas.otherNamespaces << *other;
    }
    const QJsonValue commands = object.value(QLatin1String("commands"));
    const QJsonValue detail = object.value(QLatin1String("obstacleDetail"));
    if (!commands.isArray())
        return invalidField(QStringLiteral("commands"));
    if (!detail.isString())
        return invalidField(QStringLiteral("obstacleDetail"));
    for (const QJsonValue &command : commands.toArray()) {
        if (!command.isString())
            return invalidField(QStringLiteral("commands"));
        areas.commands << command.toString();
    }
    areas.obstacleDetail = detail.toString();
    const bool findingsPossible = areas.state == State::Found || areas.state == State::Unknown;
    if ((areas.state == State::Found && areas.findings.isEmpty())
        || (!findingsPossible && !areas.findings.isEmpty()))
        return invalidField(QStringLiteral("findings"));
    return areas;
}

} // namespace Custody
