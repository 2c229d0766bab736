// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/hiddenareaprobe.h"

#include "device/atahiddenareas.h"
#include "device/nvmeidentify.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QDir>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>

namespace Custody {

namespace {

// Block devices the kernel makes out of something else: they hold no sectors of their own.
bool isVirtualBlockDevice(const QString &kernelName)
{
    static const char *const Prefixes[] = {"loop", "nbd", "dm-", "md", "zram", "ram", "ublkb"};
    for (const char *prefix : Prefixes) {
        if (kernelName.startsWith(QLatin1String(prefix)))
            return true;
    }
    return false;
}

HiddenAreas obstacle(HiddenAreas::State state, HiddenAreas::Obstacle kind, const QString &detail,
                     const QStringList &commands = {})
{
    HiddenAreas areas;
    areas.state = state;
    areas.obstacle = kind;
    areas.obstacleDetail = detail;
    areas.commands = commands;
    return areas;
}

// The whole disk's sysfs directory for a block device number: a partition's parent.
QString wholeDiskSysPath(dev_t deviceNumber)
{
    const QString sysPath = QFileInfo(QStringLiteral("/sys/dev/block/%1:%2")
                                          .arg(major(deviceNumber))
                                          .arg(minor(deviceNumber)))
                                .canonicalFilePath();
    if (!sysPath.isEmpty() && QFileInfo::exists(sysPath + QStringLiteral("/partition")))
        return sysPath.section(QLatin1Char('/'), 0, -2);
    return sysPath;
}

class Descriptor
{
public:
    explicit Descriptor(int descriptor)
        : m_descriptor(descriptor)
    {}
    ~Descriptor()
    {
        if (m_descriptor >= 0)
            ::close(m_descriptor);
    }
    Descriptor(const Descriptor &) = delete;
    Descriptor &operator=(const Descriptor &) = delete;
    int get() const { return m_descriptor; }

private:
    int m_descriptor;
};

HiddenAreas probeAta(int descriptor, const QString &node)
{
    AtaPassThrough passThrough(descriptor);
    AtaAnswers answers;
    answers.devicePath = node;
    QStringList refusals;
    AtaReply identify = passThrough.send(AtaCommand::IdentifyDevice, PassThroughSize::Sixteen);
    // Some USB bridges refuse the 16-byte form and pass the 12-byte one; a node without a SCSI
    // layer (SG_IO itself refused) passes neither.
    if (identify.outcome == AtaReply::Outcome::NotPassed
        && !identify.detail.startsWith(QLatin1String("SG_IO"))) {
        refusals << QStringLiteral("%1: %2").arg(
            ataCommandLabel(AtaCommand::IdentifyDevice, PassThroughSize::Sixteen), identify.detail);
        identify = passThrough.send(AtaCommand::IdentifyDevice, PassThroughSize::Twelve);
        answers.size = PassThroughSize::Twelve;
    }
    if (identify.outcome != AtaReply::Outcome::Good) {
        refusals << QStringLiteral("%1: %2").arg(
            ataCommandLabel(AtaCommand::IdentifyDevice, answers.size), identify.detail);
        return obstacle(HiddenAreas::State::Unknown,
                        identify.outcome == AtaReply::Outcome::NotPassed
                            ? HiddenAreas::Obstacle::NoPassThrough
                            : HiddenAreas::Obstacle::CommandRefused,
                        QStringLiteral("IDENTIFY DEVICE: %1").arg(identify.detail), refusals);
    }
    const Result<AtaIdentity> identity = parseIdentifyDevice(identify.data, node);
    if (!identity) {
        refusals << QStringLiteral("%1: %2").arg(
            ataCommandLabel(AtaCommand::IdentifyDevice, answers.size), identity.error().detail);
        return obstacle(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::InvalidIdentify,
                        identity.error().detail, refusals);
    }
    answers.identity = *identity;
    answers.nativeMaxCommand = nativeMaxCommandFor(answers.identity);
    if (answers.nativeMaxCommand)
        answers.nativeMax = passThrough.send(*answers.nativeMaxCommand, answers.size);
    answers.dcoAsked = answers.identity.dcoSupported;
    if (answers.dcoAsked)
        answers.dco = passThrough.send(AtaCommand::DeviceConfigurationIdentify, answers.size);

    HiddenAreas areas = hiddenAreasFromAta(answers);
    areas.commands.prepend(identifyCommandLine(answers.identity, answers.size));
    areas.commands = refusals + areas.commands;
    return areas;
}

// The kernel's block device for each namespace of the controller the disk at diskSysPath belongs
// to: the disks beside it in sysfs (under the same controller, or the same subsystem for
// multipath heads, whose per-path disks such as nvme0c0n1 sit elsewhere), by their "nsid".
QMap<std::uint32_t, QString> namespaceDevices(const QString &diskSysPath)
{
    QMap<std::uint32_t, QString> devices;
    const QString parent = diskSysPath.section(QLatin1Char('/'), 0, -2);
    const QDir blocks(QStringLiteral("/sys/class/block"));
    for (const QString &name : blocks.entryList(
             {QStringLiteral("nvme*")}, QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        const QString sysPath = QFileInfo(blocks.filePath(name)).canonicalFilePath();
        if (sysPath.section(QLatin1Char('/'), 0, -2) != parent
            || QFileInfo::exists(sysPath + QStringLiteral("/partition")))
            continue;
        const Result<QByteArray> nsid = readWholeFile(sysPath + QStringLiteral("/nsid"), 4096);
        bool ok = false;
        const uint identifier = nsid ? nsid->trimmed().toUInt(&ok) : 0;
        if (ok && identifier > 0)
            devices.insert(identifier, QStringLiteral("/dev/") + name);
    }
    return devices;
}

// "NVMe status 0x4002", or "NVME_IOCTL_ADMIN_CMD: EACCES (Permission denied)".
QString nvmeFailure(const Error &error)
{
    if (error.sysErrno == 0)
        return error.detail;
    return QStringLiteral("%1: %2").arg(error.detail, error.errnoText());
}

HiddenAreas probeNvme(int descriptor, const QString &diskSysPath)
{
    NvmeAdmin admin(descriptor);
    NvmeAnswers answers;
    const Result<std::uint32_t> probed = admin.namespaceId();
    if (!probed)
        return obstacle(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::UnsupportedNvmeAdmin,
                        QStringLiteral("NVME_IOCTL_ID: %1").arg(probed.error().errnoText()));
    answers.probedNamespace = *probed;

    auto identify = [&](NvmeIdentify cns, std::uint32_t namespaceId) -> Result<QByteArray> {
        Result<QByteArray> data = admin.identify(cns, namespaceId);
        const QString target
            = namespaceId ? QStringLiteral(" of namespace %1").arg(namespaceId) : QString();
        answers.commands << QStringLiteral("%1%2: %3")
                                .arg(nvmeIdentifyName(cns), target,
                                     data ? QStringLiteral("good") : nvmeFailure(data.error()));
        return data;
    };
    const Result<QByteArray> controllerData = identify(NvmeIdentify::Controller, 0);
    const Result<NvmeController> controller = controllerData
                                                  ? parseNvmeController(*controllerData)
                                                  : Result<NvmeController>(controllerData.error());
    if (!controller)
        return obstacle(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::UnsupportedNvmeAdmin,
                        answers.commands.last(), answers.commands);
    answers.controller = *controller;
    answers.commands.last()
        += QStringLiteral("; %1, serial %2, firmware %3; %4 namespaces, "
                          "namespace management %5, total capacity %6 "
                          "bytes, unallocated %7 bytes")
               .arg(controller->model, controller->serial, controller->firmware,
                    QString::number(controller->namespaceCount),
                    controller->namespaceManagement ? QStringLiteral("supported")
                                                    : QStringLiteral("not supported"),
                    QString::number(controller->totalCapacityBytes),
                    QString::number(controller->unallocatedCapacityBytes));

    QStringList unread;
    auto readNamespace = [&](NvmeIdentify cns, std::uint32_t identifier) {
        const Result<QByteArray> data = identify(cns, identifier);
        const Result<NvmeNamespace> parsed
            = data ? parseNvmeNamespace(*data) : Result<NvmeNamespace>(data.error());
        if (parsed)
            answers.namespaces.insert(identifier, *parsed);
        else
            unread << answers.commands.last();
    };
    if (const Result<QByteArray> active = identify(NvmeIdentify::ActiveNamespaceList, 0); active)
        answers.active = parseNvmeNamespaceList(*active);
    else
        unread << answers.commands.last();
    for (const std::uint32_t identifier : answers.active)
        readNamespace(NvmeIdentify::Namespace, identifier);
    if (controller->namespaceManagement) {
        if (const Result<QByteArray> allocated = identify(NvmeIdentify::AllocatedNamespaceList, 0);
            allocated) {
            answers.allocated = parseNvmeNamespaceList(*allocated);
            for (const std::uint32_t identifier : *answers.allocated) {
                if (!answers.active.contains(identifier))
                    readNamespace(NvmeIdentify::AllocatedNamespace, identifier);
            }
        } else {
            unread << answers.commands.last();
        }
    }
    answers.unreadNamespaces = unread.join(QStringLiteral("; "));
    answers.kernelDevices = namespaceDevices(diskSysPath);
    return hiddenAreasFromNvme(answers);
}

} // namespace

HiddenAreas probeHiddenAreas(const QString &devicePath)
{
    const std::optional<struct stat> status = statPath(devicePath);
    if (!status) {
        const int sysErrno = errno;
        return obstacle(
            HiddenAreas::State::Unknown, HiddenAreas::Obstacle::OpenFailed,
            QStringLiteral("stat: %1")
                .arg(Error::fromErrno(Error::Code::SourceOpenFailed, sysErrno, devicePath)
                         .errnoText()));
    }
    if (!S_ISBLK(status->st_mode))
        return obstacle(HiddenAreas::State::NotADrive, HiddenAreas::Obstacle::NotADrive,
                        QStringLiteral("not a block device"));
    const QString diskSysPath = wholeDiskSysPath(status->st_rdev);
    const QString kernelName = diskSysPath.section(QLatin1Char('/'), -1);
    if (diskSysPath.isEmpty() || isVirtualBlockDevice(kernelName))
        return obstacle(HiddenAreas::State::NotADrive, HiddenAreas::Obstacle::NotADrive,
                        kernelName.isEmpty()
                            ? QStringLiteral("%1 has no block device in sysfs").arg(devicePath)
                            : QStringLiteral("%1 is %2, a block device made from something else")
                                  .arg(devicePath, kernelName));
    const bool nvme = kernelName.startsWith(QLatin1String("nvme"));
    if (const QString refusal = nvme ? QString() : whyNoAtaCommand(diskSysPath); !refusal.isEmpty())
        return obstacle(HiddenAreas::State::Unknown, HiddenAreas::Obstacle::NoPassThrough, refusal);
    // The whole disk's node, as devtmpfs names it after the kernel.
    const QString node = QStringLiteral("/dev/") + kernelName;
    const int descriptor = ::open(nativePath(node).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (descriptor < 0) {
        const int sysErrno = errno;
        return obstacle(
            HiddenAreas::State::Unknown, HiddenAreas::Obstacle::OpenFailed,
            QStringLiteral("open %1: %2")
                .arg(node,
                     Error::fromErrno(Error::Code::SourceOpenFailed, sysErrno, node).errnoText()));
    }
    const Descriptor open(descriptor);
    if (nvme)
        return probeNvme(open.get(), diskSysPath);
    return probeAta(open.get(), node);
}

QString whyNoAtaCommand(const QString &diskSysPath)
{
    const QString typePath = diskSysPath + QStringLiteral("/device/type");
    // Every ATA drive Linux shows is a SCSI disk (libata, usb-storage, UAS). Any other node that
    // takes SG_IO (virtio-blk with SCSI pass-through, on older kernels) hands the command block
    // to a device of unknown type, perhaps an optical drive: it is not asked.
    if (!pathExists(typePath))
        return QStringLiteral("not a SCSI device (virtio-blk, MMC or another block driver): no "
                              "ATA command is sent to it");
    const Result<QByteArray> type = readWholeFile(typePath, 4096);
    bool ok = false;
    const int peripheralType = type ? type->trimmed().toInt(&ok) : -1;
    constexpr int Disk = 0x00;
    constexpr int ReducedBlockCommands = 0x0E;
    if (ok && (peripheralType == Disk || peripheralType == ReducedBlockCommands))
        return {};
    return QStringLiteral("SCSI peripheral device type %1 is not a disk: no ATA command is sent "
                          "to it")
        .arg(ok ? QString::number(peripheralType) : QStringLiteral("unknown"));
}

} // namespace Custody
