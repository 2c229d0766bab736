// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "io/imageformat.h"
#include "io/sourcedevice.h"

#include <chrono>
#include <optional>

namespace Custody {

// How unreadable areas are handled.
// Forensic resolves a failing block on the spot, sector by sector, so that hashing streams in
// one pass (as dc3dd does). Rescue reads the good areas first and comes back to the bad ones
// (copy, trim, scrape, retry, as GNU ddrescue does), which is what a dying drive needs.
enum class Preset { Forensic, Rescue };

QString presetName(Preset preset);
std::optional<Preset> parsePresetName(const QString &name);

// The fill byte as examiners type it: "0xHH" (either case, spaces around ignored) or "zero".
// The CLI's --fill and the acquisition dialog read it with this.
std::optional<quint8> parseFillByte(const QString &text);

// The unit of sector-by-sector re-reads. A 512e drive cannot return part of a bad 4 KiB
// physical sector, so reading its eight logical sectors one by one costs eight slow failures.
enum class RereadUnit { PhysicalSector, LogicalSector };

struct ImagingSettings
{
    Preset preset = Preset::Forensic;
    qint64 blockBytes = 256 * 1024;
    HashAlgorithms hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    qint64 hashWindowBytes = 0; // 0: no piecewise hashes
    // The windows whose SHA-256 the map's companion keeps, for a resume to check the image
    // (ResumeWindows); 0 keeps none. Not for E01, which does not resume.
    qint64 resumeWindowBytes = 64 * 1024 * 1024;
    ImageFormat format = ImageFormat::Raw;
    // SplitRaw: the size of each file (> 0); per-file hashes are kept. Ewf: the most each
    // segment file holds (> 0).
    qint64 segmentBytes = 0;
    ChunkCompression compression = ChunkCompression::Fast; // Ewf
    qint64 chunkBytes = 0;      // Ewf; 0: 64 sectors (32 KiB of 512-byte sectors), as EnCase writes
    int compressionThreads = 0; // Ewf: 0, one per core
    // Forensic: extra attempts at each failing sector. Rescue: number of retry passes over the
    // bad sectors (0 by default there, as in ddrescue: every retry of a dying drive wears it).
    int retries = 1;
    RereadUnit rereadUnit = RereadUnit::PhysicalSector;
    quint8 fillByte = 0;                      // written in place of unreadable sectors
    ReadMode copyReadMode = ReadMode::Direct; // first reads; sector re-reads are always Direct
    // Block reads at once (see BlockReadAhead): 0 adapts the number to the source, 1 reads one
    // block at a time.
    int readsInFlight = 0;
    qint64 initialSkipBytes = 64 * 1024; // rescue: first skip after a read error
    std::chrono::milliseconds mapSaveInterval{5000};
    qint64 memoryBudgetBytes = 32 * 1024 * 1024; // the buffer pool
    // Counts zero and repeated-byte sectors on a thread of its own (ContentCensus).
    bool countContent = true;

    ImageFormatOptions imageFormatOptions() const;
    bool operator==(const ImagingSettings &) const = default;
};

} // namespace Custody
