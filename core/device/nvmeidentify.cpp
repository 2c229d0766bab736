// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/nvmeidentify.h"

#include <linux/nvme_ioctl.h>
#include <sys/ioctl.h>

#include <cerrno>

namespace Custody {

namespace {

constexpr std::uint8_t IdentifyOpcode = 0x06;
constexpr std::uint32_t IdentifyBytes = 4096;

std::uint64_t little(QByteArrayView data, qsizetype offset, int bytes)
{
    std::uint64_t value = 0;
    for (int index = bytes - 1; index >= 0; --index)
        value = value << 8 | std::uint8_t(data[offset + index]);
    return value;
}

// The largest count the record holds exactly (a JSON number is a double): 8 PiB in bytes, far
// above any drive. A larger figure is a controller's garbage, not a size.
constexpr std::uint64_t LargestExactCount = 1ULL << 53;

// A 128-bit capacity in bytes (TNVMCAP, UNVMCAP); nullopt above LargestExactCount.
std::optional<qint64> capacity(QByteArrayView data, qsizetype offset)
{
    const std::uint64_t low = little(data, offset, 8);
    const std::uint64_t high = little(data, offset + 8, 8);
    if (high != 0 || low > LargestExactCount)
        return std::nullopt;
    return qint64(low);
}

QString text(QByteArrayView data, qsizetype offset, qsizetype length)
{
    return QString::fromLatin1(data.sliced(offset, length)).trimmed();
}

Error invalid(const QString &detail)
{
    Error error;
    error.code = Error::Code::ToolOutputInvalid;
    error.detail = detail;
    return error;
}

HiddenAreaFinding namespaceFinding(std::uint32_t namespaceId, const NvmeNamespace &data)
{
    HiddenAreaFinding finding;
    finding.kind = HiddenAreaFinding::Kind::DetachedNamespace;
    finding.namespaceId = int(namespaceId);
    finding.sectors = data.sizeBlocks;
    finding.bytes = data.bytes();
    finding.obtainedBy = nvmeIdentifyName(NvmeIdentify::AllocatedNamespace);
    return finding;
}

} // namespace

NvmeAdminCommand nvmeIdentifyCommand(NvmeIdentify cns, std::uint32_t namespaceId)
{
    NvmeAdminCommand command;
    command.opcode = IdentifyOpcode;
    command.namespaceId = namespaceId;
    command.cdw10 = std::uint32_t(cns); // CNTID (bits 31:16) stays 0
    command.dataBytes = IdentifyBytes;
    return command;
}

QString nvmeIdentifyName(NvmeIdentify cns)
{
    const char *what = "";
    switch (cns) {
    case NvmeIdentify::Namespace: what = "namespace"; break;
    case NvmeIdentify::Controller: what = "controller"; break;
    case NvmeIdentify::ActiveNamespaceList: what = "active namespace list"; break;
    case NvmeIdentify::AllocatedNamespaceList: what = "allocated namespace list"; break;
    case NvmeIdentify::AllocatedNamespace: what = "allocated namespace"; break;
    }
    return QStringLiteral("NVMe Identify CNS 0x%1 (%2)")
        .arg(int(cns), 2, 16, QLatin1Char('0'))
        .arg(QLatin1String(what));
}

Result<NvmeController> parseNvmeController(QByteArrayView data)
{
    if (data.size() != IdentifyBytes)
        return invalid(QStringLiteral("Identify Controller: %1 bytes, not 4096").arg(data.size()));
    NvmeController controller;
    controller.serial = text(data, 4, 20);
    controller.model = text(data, 24, 40);
    controller.firmware = text(data, 64, 8);
    controller.namespaceManagement = (little(data, 256, 2) & 0x0008) != 0;
    const std::optional<qint64> total = capacity(data, 280);
    const std::optional<qint64> unallocated = capacity(data, 296);
    if (!total || !unallocated)
        return invalid(QStringLiteral("Identify Controller: a capacity above 2^53 bytes"));
    controller.totalCapacityBytes = *total;
    controller.unallocatedCapacityBytes = *unallocated;
    controller.namespaceCount = std::uint32_t(little(data, 516, 4));
    return controller;
}

Result<NvmeNamespace> parseNvmeNamespace(QByteArrayView data)
{
    if (data.size() != IdentifyBytes)
        return invalid(QStringLiteral("Identify Namespace: %1 bytes, not 4096").arg(data.size()));
    NvmeNamespace result;
    result.sizeBlocks = qint64(little(data, 0, 8) & 0x7FFF'FFFF'FFFF'FFFFULL);
    result.capacityBlocks = qint64(little(data, 8, 8) & 0x7FFF'FFFF'FFFF'FFFFULL);
    // FLBAS: bits 3:0 the format's index, bits 6:5 its upper bits (more than 16 formats).
    const std::uint8_t formatted = std::uint8_t(data[26]);
    const int format = (formatted & 0x0F) | ((formatted & 0x60) >> 1);
    const int shift = std::uint8_t(data[128 + 4 * format + 2]);
    if (shift < 9 || shift > 16)
        return invalid(QStringLiteral("Identify Namespace: LBA format %1 has 2^%2-byte blocks")
                           .arg(format)
                           .arg(shift));
    result.blockBytes = 1 << shift;
    const std::uint64_t largestBlocks = LargestExactCount >> shift;
    if (std::uint64_t(result.sizeBlocks) > largestBlocks
        || std::uint64_t(result.capacityBlocks) > largestBlocks)
        return invalid(QStringLiteral("Identify Namespace: %1 blocks of %2 bytes is above 2^53 "
                                      "bytes")
                           .arg(result.sizeBlocks)
                           .arg(result.blockBytes));
    return result;
}

QList<std::uint32_t> parseNvmeNamespaceList(QByteArrayView data)
{
    QList<std::uint32_t> identifiers;
    for (qsizetype offset = 0; offset + 4 <= data.size(); offset += 4) {
        const std::uint32_t identifier = std::uint32_t(little(data, offset, 4));
        if (identifier == 0)
            break; // the list ends at the first zero
        identifiers << identifier;
    }
    return identifiers;
}

HiddenAreas hiddenAreasFromNvme(const NvmeAnswers &answers)
{
    HiddenAreas areas;
    areas.commands = answers.commands;
    if (const auto probed = answers.namespaces.constFind(answers.probedNamespace);
        probed != answers.namespaces.cend()) {
        areas.visibleSectors = probed->sizeBlocks;
        areas.nativeSectors = probed->sizeBlocks;
        areas.logicalSectorBytes = probed->blockBytes;
    }
    for (const std::uint32_t identifier : answers.active) {
        if (identifier == answers.probedNamespace)
            continue;
        const NvmeNamespace data = answers.namespaces.value(identifier);
        areas.otherNamespaces << OtherNamespace{int(identifier), data.sizeBlocks, data.blockBytes,
                                                answers.kernelDevices.value(identifier)};
    }
    if (answers.allocated) {
        for (const std::uint32_t identifier : *answers.allocated) {
            if (answers.active.contains(identifier))
                continue;
            areas.findings << namespaceFinding(identifier, answers.namespaces.value(identifier));
        }
    }
    if (answers.controller.unallocatedCapacityBytes > 0) {
        HiddenAreaFinding unallocated;
        unallocated.kind = HiddenAreaFinding::Kind::UnallocatedCapacity;
        unallocated.bytes = answers.controller.unallocatedCapacityBytes;
        unallocated.obtainedBy = nvmeIdentifyName(NvmeIdentify::Controller);
        areas.findings << unallocated;
    }
    if (!answers.unreadNamespaces.isEmpty()) {
        areas.state = HiddenAreas::State::Unknown;
        areas.obstacle = HiddenAreas::Obstacle::UnsupportedNvmeAdmin;
        areas.obstacleDetail = answers.unreadNamespaces;
    } else {
        areas.state
            = areas.findings.isEmpty() ? HiddenAreas::State::None : HiddenAreas::State::Found;
    }
    return areas;
}

NvmeAdmin::NvmeAdmin(int descriptor, std::chrono::milliseconds timeout)
    : m_descriptor(descriptor)
    , m_timeout(timeout)
{}

Result<QByteArray> NvmeAdmin::identify(NvmeIdentify cns, std::uint32_t namespaceId)
{
    const NvmeAdminCommand command = nvmeIdentifyCommand(cns, namespaceId);
    QByteArray data(command.dataBytes, '\0');
    nvme_admin_cmd request{};
    request.opcode = command.opcode;
    request.nsid = command.namespaceId;
    request.cdw10 = command.cdw10;
    request.addr = reinterpret_cast<std::uintptr_t>(data.data());
    request.data_len = command.dataBytes;
    request.timeout_ms = static_cast<std::uint32_t>(m_timeout.count());
    const int status = ::ioctl(m_descriptor, NVME_IOCTL_ADMIN_CMD, &request);
    if (status < 0) {
        const int sysErrno = errno;
        return Error::fromErrno(Error::Code::SourceNotReadable, sysErrno, QString(), -1,
                                QStringLiteral("NVME_IOCTL_ADMIN_CMD"));
    }
    if (status > 0)
        return invalid(QStringLiteral("NVMe status 0x%1").arg(status, 4, 16, QLatin1Char('0')));
    return data;
}

Result<std::uint32_t> NvmeAdmin::namespaceId()
{
    const int identifier = ::ioctl(m_descriptor, NVME_IOCTL_ID);
    if (identifier < 0) {
        const int sysErrno = errno;
        return Error::fromErrno(Error::Code::SourceNotReadable, sysErrno, QString(), -1,
                                QStringLiteral("NVME_IOCTL_ID"));
    }
    return std::uint32_t(identifier);
}

} // namespace Custody
