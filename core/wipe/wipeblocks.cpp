// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipe/wipeblocks.h"

#include "engine/sectorreader.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace Custody {

namespace {

constexpr qint64 Alignment = 4096;

bool continues(const WipeFailure &last, const WipeFailure &next)
{
    return last.extent.end() == next.extent.offset && last.kind == next.kind
           && last.sysErrno == next.sysErrno;
}

// The parts of `failure` outside every range of `covered` (sorted, disjoint).
QList<WipeFailure> outside(const WipeFailure &failure, const QList<WipeFailure> &covered)
{
    QList<WipeFailure> pieces{failure};
    for (const WipeFailure &taken : covered) {
        QList<WipeFailure> left;
        for (const WipeFailure &piece : std::as_const(pieces)) {
            const qint64 start = std::max(piece.extent.offset, taken.extent.offset);
            const qint64 end = std::min(piece.extent.end(), taken.extent.end());
            if (start >= end) {
                left.append(piece);
                continue;
            }
            WipeFailure before = piece;
            before.extent.length = start - piece.extent.offset;
            WipeFailure after = piece;
            after.extent = {end, piece.extent.end() - end};
            for (WipeFailure *part : {&before, &after}) {
                if (part->extent.isEmpty())
                    continue;
                if (part->firstDifference && !part->extent.contains(*part->firstDifference)) {
                    part->firstDifference.reset();
                    part->foundByte.reset();
                }
                left.append(*part);
            }
        }
        pieces = left;
    }
    return pieces;
}

} // namespace

AlignedBuffer alignedBuffer(qint64 bytes)
{
    const qint64 rounded = (bytes + Alignment - 1) / Alignment * Alignment;
    return AlignedBuffer(static_cast<char *>(std::aligned_alloc(Alignment, size_t(rounded))),
                         &std::free);
}

void WipeFailures::add(const WipeFailure &failure)
{
    m_bytes += failure.extent.length;
    if (!m_list.isEmpty() && continues(m_list.last(), failure)) {
        m_list.last().extent.length += failure.extent.length;
        return;
    }
    m_list.append(failure);
}

QList<WipeFailure> WipeFailures::mergedWith(const QList<WipeFailure> &later) const
{
    QList<WipeFailure> merged = m_list;
    for (const WipeFailure &failure : later)
        merged += outside(failure, m_list);
    std::sort(merged.begin(), merged.end(), [](const WipeFailure &one, const WipeFailure &other) {
        return one.extent.offset < other.extent.offset;
    });
    return merged;
}

int WipeBlocks::transfer(bool writing, char *buffer, qint64 offset, qint64 length) const
{
    qint64 done = 0;
    while (done < length) {
        const ssize_t result
            = writing ? ::pwrite(m_descriptor, buffer + done, size_t(length - done), offset + done)
                      : ::pread(m_descriptor, buffer + done, size_t(length - done), offset + done);
        if (result < 0 && errno == EINTR)
            continue;
        if (result < 0)
            return errno;
        if (result == 0) // the end of the device before the end of the range
            return writing ? ENOSPC : EIO;
        done += result;
    }
    return 0;
}

std::optional<Error> WipeBlocks::stopFor(int sysErrno, bool writing, qint64 offset) const
{
    if (isUnreadableSectorErrno(sysErrno) && !isVanishedDeviceErrno(sysErrno))
        return std::nullopt;
    if (isVanishedDeviceErrno(sysErrno))
        return Error::fromErrno(Error::Code::SourceVanished, sysErrno, m_path, offset);
    return Error::fromErrno(writing ? Error::Code::WriteFailed : Error::Code::SourceReadFailed,
                            sysErrno, m_path, offset,
                            writing ? QStringLiteral("pwrite") : QStringLiteral("pread"));
}

BlockOutcome WipeBlocks::transferBlock(bool writing, char *buffer, const char *expected,
                                       qint64 offset, qint64 length) const
{
    BlockOutcome outcome;
    int sysErrno = transfer(writing, buffer, offset, length);
    if (sysErrno == 0) {
        if (!writing && std::memcmp(buffer, expected, size_t(length)) != 0)
            compare(buffer, expected, offset, length, outcome.failures);
        return outcome;
    }
    if ((outcome.stop = stopFor(sysErrno, writing, offset)))
        return outcome;
    for (qint64 sector = 0; sector < length; sector += m_sectorBytes) {
        sysErrno = transfer(writing, buffer + sector, offset + sector, m_sectorBytes);
        if (sysErrno == 0) {
            if (!writing)
                compare(buffer + sector, expected + sector, offset + sector, m_sectorBytes,
                        outcome.failures);
            continue;
        }
        if ((outcome.stop = stopFor(sysErrno, writing, offset + sector)))
            return outcome;
        WipeFailure failure;
        failure.extent = {offset + sector, m_sectorBytes};
        failure.kind = writing ? WipeFailure::Kind::WriteError : WipeFailure::Kind::ReadError;
        failure.sysErrno = sysErrno;
        outcome.failures.append(failure);
    }
    return outcome;
}

BlockOutcome WipeBlocks::write(const char *buffer, qint64 offset, qint64 length) const
{
    // pwrite does not change the buffer; transfer() shares the read path's signature.
    return transferBlock(true, const_cast<char *>(buffer), nullptr, offset, length);
}

void WipeBlocks::compare(const char *found, const char *expected, qint64 offset, qint64 length,
                         QList<WipeFailure> &failures) const
{
    for (qint64 sector = 0; sector < length; sector += m_sectorBytes) {
        const char *here = found + sector;
        const char *wanted = expected + sector;
        if (std::memcmp(here, wanted, size_t(m_sectorBytes)) == 0)
            continue;
        qint64 index = 0;
        while (here[index] == wanted[index])
            ++index;
        WipeFailure failure;
        failure.extent = {offset + sector, m_sectorBytes};
        failure.kind = WipeFailure::Kind::Mismatch;
        failure.firstDifference = offset + sector + index;
        failure.foundByte = int(quint8(here[index]));
        failures.append(failure);
    }
}

BlockOutcome WipeBlocks::readAndCompare(char *readBuffer, const char *expected, qint64 offset,
                                        qint64 length) const
{
    return transferBlock(false, readBuffer, expected, offset, length);
}

BlockOutcome WipeBlocks::zeroOut(const char *zeros, qint64 offset, qint64 length) const
{
    const quint64 range[2] = {quint64(offset), quint64(length)};
    if (::ioctl(m_descriptor, BLKZEROOUT, range) == 0)
        return {};
    // The kernel writes zeros itself where the device has no command for it, so an error here is
    // the device's: the block is written again, sector by sector where it fails.
    return write(zeros, offset, length);
}

} // namespace Custody
