// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/wipecertificate.h"
#include "util/error.h"

#include <QList>

#include <cstdlib>
#include <memory>
#include <optional>

namespace Custody {

// A buffer aligned for O_DIRECT (4096 bytes), of a multiple of 4096 bytes.
using AlignedBuffer = std::unique_ptr<char, decltype(&std::free)>;
AlignedBuffer alignedBuffer(qint64 bytes);

// The failing sectors of a wipe as ranges, in the order found: a sector that continues the last
// range with the same reason (and errno) extends it.
class WipeFailures
{
public:
    void add(const WipeFailure &failure);
    const QList<WipeFailure> &list() const { return m_list; }
    qint64 bytes() const { return m_bytes; }
    // These failures and `later` (found in a later pass over the same drive) as one sorted list of
    // disjoint ranges: where both name a sector, the earlier pass's reason stands (a sector that
    // could not be written is a write error, whatever its read-back found).
    QList<WipeFailure> mergedWith(const QList<WipeFailure> &later) const;

private:
    QList<WipeFailure> m_list;
    qint64 m_bytes = 0;
};

// What became of one block: the sectors that failed, or an error that stops the wipe (the drive
// is gone, or answers with something that is no sector's error).
struct BlockOutcome
{
    QList<WipeFailure> failures;
    std::optional<Error> stop;
};

// One drive's aligned block I/O for a wipe. The descriptor may be O_DIRECT: offsets, lengths and
// buffers are whole sectors, and buffers are aligned.
class WipeBlocks
{
public:
    WipeBlocks(int descriptor, int sectorBytes, QString path)
        : m_descriptor(descriptor)
        , m_sectorBytes(sectorBytes)
        , m_path(std::move(path))
    {}

    // Writes `buffer` at `offset`; after an error, each sector on its own, so that only the
    // sectors the drive refuses are named (write errors).
    BlockOutcome write(const char *buffer, qint64 offset, qint64 length) const;
    // Reads the block into `readBuffer` and compares it with `expected`; after a read error, each
    // sector on its own (read errors), and each sector that holds other bytes is a mismatch with
    // its first differing byte and the value found there.
    BlockOutcome readAndCompare(char *readBuffer, const char *expected, qint64 offset,
                                qint64 length) const;
    // BLKZEROOUT on the block: the drive (or the kernel for it) writes zeros. An error: the block
    // is written from `zeros` as write() does, sector by sector where needed.
    BlockOutcome zeroOut(const char *zeros, qint64 offset, qint64 length) const;

private:
    // The errno of a failed pwrite/pread of the whole range, 0 when it succeeded.
    int transfer(bool writing, char *buffer, qint64 offset, qint64 length) const;
    // The block in one transfer; after an error, sector by sector. Reads compare with `expected`.
    BlockOutcome transferBlock(bool writing, char *buffer, const char *expected, qint64 offset,
                               qint64 length) const;
    // An Error when `sysErrno` is no sector's error (the device is gone or refuses the request).
    std::optional<Error> stopFor(int sysErrno, bool writing, qint64 offset) const;
    void compare(const char *found, const char *expected, qint64 offset, qint64 length,
                 QList<WipeFailure> &failures) const;

    int m_descriptor;
    int m_sectorBytes;
    QString m_path;
};

} // namespace Custody
