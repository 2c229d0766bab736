// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/layoutprobe.h"

#include "util/nativepath.h"

#include <QCoreApplication>
#include <QUuid>

#include <blkid/blkid.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <memory>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace Custody {

namespace {

using namespace Qt::StringLiterals;

// Where no signature is found, this much is read at the start, the middle and the end of the
// region to tell random bytes from zeros and from anything else.
constexpr qint64 SampleBytes = 256 * 1024;
// Random bytes give 8 bits per byte less a small bias that shrinks with the sample (7.997 for
// 64 KiB, 7.9998 for 768 KiB); compressed data comes close, text and code far below.
constexpr double RandomEntropy = 7.99;
constexpr qint64 LeastSampleForEntropy = 64 * 1024;

// Partition types by GPT type GUID and MBR code, from the UEFI specification, the Discoverable
// Partitions Specification and the MBR codes every partitioning tool shows.
constexpr std::array<std::pair<const char *, const char *>, 43> TypeNames = {{
    {"c12a7328-f81f-11d2-ba4b-00a0c93ec93b",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "EFI System")},
    {"21686148-6449-6e6f-744e-656564454649",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "BIOS boot")},
    {"e3c9e316-0b5c-4db8-817d-f92df00215ae",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Microsoft reserved")},
    {"ebd0a0a2-b9e5-4433-87c0-68b6b72699c7",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Microsoft basic data")},
    {"de94bba4-06d1-4d40-a16a-bfd50179d6ac",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Windows recovery environment")},
    {"5808c8aa-7e8f-42e0-85d2-e1e90434cfb3",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Windows LDM metadata")},
    {"af9b60a0-1431-4f62-bc68-3311714a69ad",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Windows LDM data")},
    {"e75caf8f-f680-4cee-afa3-b001e56efc2d",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Windows Storage Spaces")},
    {"0fc63daf-8483-4772-8e79-3d69d8477de4",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux filesystem")},
    {"0657fd6d-a4ab-43c4-84e5-0933c84b4f4f",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux swap")},
    {"e6d6d379-f507-44c2-a23c-238f2a3df928",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux LVM")},
    {"a19d880f-05fc-4d3b-a006-743f0f84911e",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux RAID")},
    {"ca7d7ccb-63ed-4c53-861c-1742536059cc",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux LUKS")},
    {"4f68bce3-e8cd-4db1-96e7-fbcaf984b709",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux root (x86-64)")},
    {"b921b045-1df0-41c3-af44-4c6f280d3fae",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux root (ARM64)")},
    {"933ac7e1-2eb4-4f13-b844-0e14e2aef915",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux home")},
    {"3b8f8425-20e0-4f3b-907f-1a25a76f98e8",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux server data")},
    {"bc13c2ff-59e6-4262-a352-b275fd6f7172",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux extended boot")},
    {"7c3457ef-0000-11aa-aa11-00306543ecac",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Apple APFS")},
    {"48465300-0000-11aa-aa11-00306543ecac",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Apple HFS/HFS+")},
    {"426f6f74-0000-11aa-aa11-00306543ecac",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Apple boot")},
    {"53746f72-6167-11aa-aa11-00306543ecac",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Apple Core Storage")},
    {"516e7cb4-6ecf-11d6-8ff8-00022d09712b",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FreeBSD data")},
    {"516e7cb6-6ecf-11d6-8ff8-00022d09712b",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FreeBSD UFS")},
    {"516e7cba-6ecf-11d6-8ff8-00022d09712b",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FreeBSD ZFS")},
    {"6a898cc3-1dd2-11b2-99a6-080020736631",
     QT_TRANSLATE_NOOP("Custody::PartitionTypes", "ZFS (Solaris /usr, Apple ZFS)")},
    {"0x01", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FAT12")},
    {"0x04", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FAT16 <32M")},
    {"0x05", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Extended")},
    {"0x06", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "FAT16")},
    {"0x07", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "NTFS/exFAT/HPFS")},
    {"0x0b", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "W95 FAT32")},
    {"0x0c", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "W95 FAT32 (LBA)")},
    {"0x0e", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "W95 FAT16 (LBA)")},
    {"0x0f", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "W95 extended (LBA)")},
    {"0x27", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Hidden NTFS WinRE")},
    {"0x42", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Windows dynamic disk (LDM)")},
    {"0x82", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux swap")},
    {"0x83", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux")},
    {"0x8e", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "Linux LVM")},
    {"0xaf", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "HFS/HFS+")},
    {"0xee", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "GPT protective")},
    {"0xef", QT_TRANSLATE_NOOP("Custody::PartitionTypes", "EFI (FAT-12/16/32)")},
}};

struct ProbeDeleter
{
    void operator()(blkid_probe probe) const { blkid_free_probe(probe); }
};
using Probe = std::unique_ptr<std::remove_pointer_t<blkid_probe>, ProbeDeleter>;

QString errnoText(int number)
{
    return QString::fromLocal8Bit(std::strerror(number));
}

// Reads `length` bytes at `offset` in full, or says why not (errno; ESPIPE past the end).
int readFully(int fd, qint64 offset, std::vector<unsigned char> &bytes, qint64 length)
{
    bytes.resize(std::size_t(length));
    qint64 done = 0;
    while (done < length) {
        const ssize_t got
            = ::pread(fd, bytes.data() + done, std::size_t(length - done), offset + done);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno;
        if (got == 0)
            return ESPIPE;
        done += got;
    }
    return 0;
}

// No signature: what the start, the middle and the end of the region look like.
VolumeContent sampleContent(int fd, qint64 offset, qint64 size)
{
    VolumeContent content;
    const qint64 length = std::min(SampleBytes, size);
    // The middle one kept inside the region, whatever its size.
    const qint64 middle = std::clamp<qint64>((size / 2) & ~qint64(4095), 0, size - length);
    std::array<qint64, 3> starts = {0, middle, size - length};
    std::sort(starts.begin(), starts.end());
    std::array<qint64, 256> histogram = {};
    std::vector<unsigned char> bytes;
    qint64 covered = -1; // the end of what was sampled already: overlapping samples count once
    for (const qint64 start : starts) {
        const qint64 from = std::max(start, covered);
        if (from >= start + length)
            continue;
        if (const int error = readFully(fd, offset + from, bytes, start + length - from)) {
            content.kind = VolumeContent::Kind::Unreadable;
            content.error = error == ESPIPE
                                ? u"the medium ends before byte %1"_s.arg(offset + start + length)
                                : u"reading %1 bytes at byte %2: %3"_s.arg(start + length - from)
                                      .arg(offset + from)
                                      .arg(errnoText(error));
            return content;
        }
        for (const unsigned char byte : bytes)
            ++histogram[byte];
        content.sampledBytes += qint64(bytes.size());
        covered = start + length;
    }
    double entropy = 0;
    for (const qint64 count : histogram) {
        if (count == 0)
            continue;
        const double share = double(count) / double(content.sampledBytes);
        entropy -= share * std::log2(share);
    }
    // Four decimals, as the record keeps it: the layout read back is the layout read.
    content.entropy = std::round(std::max(0.0, entropy) * 10000) / 10000;
    if (content.sampledBytes > 0 && histogram[0] == content.sampledBytes)
        content.kind = VolumeContent::Kind::Zeros;
    else if (content.sampledBytes >= LeastSampleForEntropy && content.entropy >= RandomEntropy)
        content.kind = VolumeContent::Kind::Random;
    else
        content.kind = VolumeContent::Kind::Unknown;
    return content;
}

QString lookup(blkid_probe probe, const char *name)
{
    const char *value = nullptr;
    size_t length = 0;
    if (blkid_probe_lookup_value(probe, name, &value, &length) != 0 || !value)
        return {};
    // libblkid counts the terminating zero in the length.
    return QString::fromUtf8(value, qsizetype(::strnlen(value, length))).trimmed();
}

Probe newProbe(int fd, qint64 offset, qint64 size, int sectorBytes)
{
    Probe probe(blkid_new_probe());
    if (!probe || blkid_probe_set_device(probe.get(), fd, offset, size) != 0)
        return {};
    blkid_probe_set_sectorsize(probe.get(), unsigned(sectorBytes));
    return probe;
}

// What the region's start holds: a signature libblkid knows, or a sample of its bytes.
VolumeContent probeContent(int fd, qint64 offset, qint64 size, int sectorBytes, bool sampleIfNone)
{
    VolumeContent content;
    const Probe probe = newProbe(fd, offset, size, sectorBytes);
    if (!probe) {
        content.kind = VolumeContent::Kind::Unreadable;
        content.error = u"libblkid could not use the region at byte %1"_s.arg(offset);
        return content;
    }
    blkid_probe_enable_partitions(probe.get(), 0);
    blkid_probe_enable_superblocks(probe.get(), 1);
    blkid_probe_set_superblocks_flags(probe.get(), BLKID_SUBLKS_LABEL | BLKID_SUBLKS_UUID
                                                       | BLKID_SUBLKS_TYPE | BLKID_SUBLKS_USAGE
                                                       | BLKID_SUBLKS_VERSION);
    switch (blkid_do_safeprobe(probe.get())) {
    case 0:
        content.kind = VolumeContent::Kind::Signature;
        content.type = lookup(probe.get(), "TYPE");
        content.usage = lookup(probe.get(), "USAGE");
        content.label = lookup(probe.get(), "LABEL");
        content.uuid = lookup(probe.get(), "UUID");
        content.version = lookup(probe.get(), "VERSION");
        return content;
    case -2:
        content.kind = VolumeContent::Kind::Ambiguous;
        content.error = u"several file system or volume signatures (libblkid chooses none)"_s;
        return content;
    case 1:
        if (!sampleIfNone)
            return content;
        return sampleContent(fd, offset, size);
    default: {
        // The sample's own read names the errno and the offset where the probe gave only -1
        // (libblkid's errno may be that of another call it made).
        VolumeContent sampled = sampleContent(fd, offset, size);
        if (sampled.kind == VolumeContent::Kind::Unreadable)
            return sampled;
        content.kind = VolumeContent::Kind::Unreadable;
        content.error = u"libblkid could not read the region at byte %1"_s.arg(offset);
        return content;
    }
    }
}

QString hexCode(unsigned long long value)
{
    return u"0x"_s + QString::number(value, 16).rightJustified(2, u'0');
}

PartitionEntry entryOf(blkid_partition partition, int fd, const MediumLayout &layout)
{
    PartitionEntry entry;
    entry.number = blkid_partition_get_partno(partition);
    // libblkid counts partitions in 512-byte units whatever the sector size.
    entry.startBytes = qint64(blkid_partition_get_start(partition)) * 512;
    entry.sizeBytes = qint64(blkid_partition_get_size(partition)) * 512;
    if (const char *type = blkid_partition_get_type_string(partition)) {
        // GPT's type GUID in lower case; other tables' type names (Apple's) as they are.
        entry.typeCode = QString::fromUtf8(type);
        if (!QUuid::fromString(entry.typeCode).isNull())
            entry.typeCode = entry.typeCode.toLower();
    } else
        entry.typeCode = hexCode(unsigned(blkid_partition_get_type(partition)));
    entry.typeName = partitionTypeName(entry.typeCode);
    entry.name = QString::fromUtf8(blkid_partition_get_name(partition)).trimmed();
    entry.uuid = QString::fromUtf8(blkid_partition_get_uuid(partition));
    if (const unsigned long long flags = blkid_partition_get_flags(partition))
        entry.flags = hexCode(flags);
    if (entry.startBytes + entry.sizeBytes > layout.sizeBytes) {
        // A table that claims more than the medium holds (a clone onto a smaller drive, a
        // truncated image): said, not probed past the end.
        entry.content.kind = VolumeContent::Kind::Unreadable;
        entry.content.error
            = u"the partition ends at byte %1, past the end of the medium (%2 bytes)"_s
                  .arg(entry.startBytes + entry.sizeBytes)
                  .arg(layout.sizeBytes);
    } else if (blkid_partition_is_extended(partition)) {
        entry.content.kind = VolumeContent::Kind::Unknown; // a container of logical partitions
    } else {
        entry.content
            = probeContent(fd, entry.startBytes, entry.sizeBytes, layout.sectorBytes, true);
    }
    return entry;
}

} // namespace

QString partitionTypeName(const QString &typeCode)
{
    for (const auto &[code, name] : TypeNames) {
        if (typeCode.compare(QLatin1String(code), Qt::CaseInsensitive) == 0)
            return QString::fromLatin1(name);
    }
    return {};
}

Result<MediumLayout> readMediumLayout(int fd, qint64 sizeBytes, int sectorBytes)
{
    MediumLayout layout;
    layout.sizeBytes = sizeBytes;
    layout.sectorBytes = sectorBytes;
    const Probe probe = newProbe(fd, 0, sizeBytes, sectorBytes);
    if (!probe)
        return Error::fromErrno(Error::Code::SourceNotReadable, errno, QString(), -1,
                                u"libblkid could not use the medium"_s);
    blkid_probe_enable_superblocks(probe.get(), 0);
    blkid_probe_enable_partitions(probe.get(), 1);
    blkid_probe_set_partitions_flags(probe.get(), BLKID_PARTS_ENTRY_DETAILS);
    const int found = blkid_do_safeprobe(probe.get());
    // libblkid's errno may be that of another call it made: not repeated as the cause.
    if (found < 0 && found != -2)
        return Error::fromErrno(Error::Code::SourceNotReadable, 0, QString(), 0,
                                u"libblkid could not read the partition table"_s);
    if (found == 0) {
        layout.tableType = lookup(probe.get(), "PTTYPE");
        blkid_partlist list = blkid_probe_get_partitions(probe.get());
        if (blkid_parttable table = list ? blkid_partlist_get_table(list) : nullptr) {
            layout.tableId = QString::fromUtf8(blkid_parttable_get_id(table));
            if (layout.tableId.isEmpty())
                layout.tableId = lookup(probe.get(), "PTUUID");
        }
        const int count = list ? blkid_partlist_numof_partitions(list) : 0;
        for (int index = 0; index < count; ++index) {
            if (blkid_partition partition = blkid_partlist_get_partition(list, index))
                layout.partitions.append(entryOf(partition, fd, layout));
        }
    }
    // The whole medium: a file system without a table (a USB stick formatted whole), or one
    // beside a table (a hybrid ISO); sampled only when there is no table.
    layout.whole = probeContent(fd, 0, sizeBytes, sectorBytes, !layout.hasTable());
    if (found == -2 && layout.whole.kind != VolumeContent::Kind::Unreadable) {
        layout.whole.kind = VolumeContent::Kind::Ambiguous;
        layout.whole.error = u"several partition table signatures (libblkid chooses none)"_s;
    }
    return layout;
}

Result<MediumLayout> readMediumLayout(const LayoutTarget &target)
{
    // O_NONBLOCK: a FIFO or a device that waits for a peer is refused below, not waited on.
    const int fd
        = ::open(nativePath(target.path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, target.path);
    const auto closeLater = std::unique_ptr<int, void (*)(int *)>(new int(fd), [](int *owned) {
        ::close(*owned);
        delete owned;
    });
    struct stat status = {};
    if (::fstat(fd, &status) != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, target.path);
    const bool device = S_ISBLK(status.st_mode);
    if (!device && !S_ISREG(status.st_mode))
        return Error::fromErrno(Error::Code::SourceOpenFailed, 0, target.path, -1,
                                u"neither a block device nor an image file"_s);
    const bool expected = target.expectedDevice == 0
                          || (device ? status.st_rdev == target.expectedDevice
                                     : status.st_dev == target.expectedDevice
                                           && status.st_ino == target.expectedInode);
    if (!expected)
        return Error::fromErrno(Error::Code::SourceOpenFailed, 0, target.path, -1,
                                u"the path no longer names the source that was opened"_s);
    qint64 size = status.st_size;
    int sectorBytes = target.fileSectorBytes;
    if (device) {
        quint64 bytes = 0;
        int logical = 0;
        if (::ioctl(fd, BLKGETSIZE64, &bytes) != 0 || ::ioctl(fd, BLKSSZGET, &logical) != 0)
            return Error::fromErrno(Error::Code::SourceNotReadable, errno, target.path);
        size = qint64(bytes);
        sectorBytes = logical;
    }
    Result<MediumLayout> layout = readMediumLayout(fd, size, sectorBytes);
    if (!layout) {
        Error error = layout.error();
        error.path = target.path;
        return error;
    }
    return layout;
}

} // namespace Custody
