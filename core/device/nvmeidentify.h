// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/hiddenareas.h"
#include "util/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QMap>
#include <QString>

#include <chrono>
#include <cstdint>
#include <optional>

namespace Custody {

// The only NVMe admin command Custody sends is Identify (opcode 06h), and only these structures
// of it (NVM Express Base Specification 2.0, "Identify command", CNS values). The table is
// closed as the ATA one is (atacommands.h): nvmeIdentifyCommand() builds the command from this
// enum alone, and no public function takes an opcode or a raw command, so Format NVM, Sanitize,
// Namespace Management or Attachment, Firmware Commit and every I/O command cannot be expressed.
// tests/device/tst_nvmeidentify.cpp checks every value.
enum class NvmeIdentify {
    Namespace = 0x00,              // an attached namespace's data (NSZE, NCAP, FLBAS)
    Controller = 0x01,             // NN, OACS, TNVMCAP, UNVMCAP
    ActiveNamespaceList = 0x02,    // the attached namespace IDs
    AllocatedNamespaceList = 0x10, // every namespace ID, attached or not (namespace management)
    AllocatedNamespace = 0x11,     // any allocated namespace's data, attached or not
};

inline constexpr NvmeIdentify AllNvmeIdentifies[] = {
    NvmeIdentify::Namespace,           NvmeIdentify::Controller,
    NvmeIdentify::ActiveNamespaceList, NvmeIdentify::AllocatedNamespaceList,
    NvmeIdentify::AllocatedNamespace,
};

// The fields of an admin command Custody sets; every other field is zero.
struct NvmeAdminCommand
{
    std::uint8_t opcode = 0;
    std::uint32_t namespaceId = 0;
    std::uint32_t cdw10 = 0;
    std::uint32_t dataBytes = 0; // always from the controller
};

// Identify of cns for namespaceId (0 for the controller and the lists, which then list the IDs
// above 0), 4096 bytes from the controller.
NvmeAdminCommand nvmeIdentifyCommand(NvmeIdentify cns, std::uint32_t namespaceId);
// "NVMe Identify CNS 0x10 (allocated namespace list)", for the record.
QString nvmeIdentifyName(NvmeIdentify cns);

struct NvmeController
{
    QString model;
    QString serial;
    QString firmware;
    std::uint32_t namespaceCount = 0;    // NN
    bool namespaceManagement = false;    // OACS bit 3
    qint64 totalCapacityBytes = 0;       // TNVMCAP (0 when the controller does not report it)
    qint64 unallocatedCapacityBytes = 0; // UNVMCAP
};

struct NvmeNamespace
{
    qint64 sizeBlocks = 0;     // NSZE
    qint64 capacityBlocks = 0; // NCAP
    int blockBytes = 0;        // 2^LBADS of the format FLBAS selects

    qint64 bytes() const { return sizeBlocks * blockBytes; }
};

// Pure readings of the 4096-byte structures; an Error (ToolOutputInvalid) for a wrong size, a
// namespace whose block size is not 512 bytes to 64 KiB, or a size above 2^53 bytes (no drive
// holds that much; the record could not hold it exactly).
Result<NvmeController> parseNvmeController(QByteArrayView data);
Result<NvmeNamespace> parseNvmeNamespace(QByteArrayView data);
QList<std::uint32_t> parseNvmeNamespaceList(QByteArrayView data);

// What an NVMe controller answered, gathered by probeHiddenAreas().
struct NvmeAnswers
{
    std::uint32_t probedNamespace = 0; // the namespace of the device examined
    NvmeController controller;
    QList<std::uint32_t> active;
    std::optional<QList<std::uint32_t>> allocated; // only with namespace management
    QMap<std::uint32_t, NvmeNamespace> namespaces; // every namespace whose data was read
    QMap<std::uint32_t, QString> kernelDevices;    // namespace ID -> /dev/nvme0n2
    QStringList commands;                          // the record's lines, in order
    QString unreadNamespaces; // non-empty when some namespace data could not be read: why
};

// The hidden areas those answers show (pure, tested): an allocated namespace that is not
// attached (DetachedNamespace, with its size), capacity no namespace holds
// (UnallocatedCapacity, from UNVMCAP), and the attached namespaces besides the probed one in
// otherNamespaces, with the kernel's device for each where it shows one.
HiddenAreas hiddenAreasFromNvme(const NvmeAnswers &answers);

// Sends Identify commands through the kernel's NVME_IOCTL_ADMIN_CMD on an open NVMe node (a
// namespace block device or the controller's character device; read-only is enough for root),
// each with a timeout. Not thread-safe: one per thread.
class NvmeAdmin
{
public:
    explicit NvmeAdmin(int descriptor,
                       std::chrono::milliseconds timeout = std::chrono::seconds(15));
    // The 4096 bytes, or an Error whose detail says what failed ("status 0x4002" or errno).
    Result<QByteArray> identify(NvmeIdentify cns, std::uint32_t namespaceId);
    // NVME_IOCTL_ID: the namespace the node is, 0 for a controller node.
    Result<std::uint32_t> namespaceId();

private:
    int m_descriptor;
    std::chrono::milliseconds m_timeout;
};

} // namespace Custody
