#pragma once

#include "engine/hashalgorithm.h"
#include "io/sourcedevice.h"

#include <chrono>

namespace Custody {

// How unreadable areas are handled. Forensic resolves a failing block on the spot, sector by
// sector, so that hashing streams in one pass (as dc3dd does).
enum class Preset { Forensic };

QString presetName(Preset preset);

struct ImagingSettings
{
    Preset preset = Preset::Forensic;
    qint64 blockBytes = 256 * 1024;
    HashAlgorithms hashes = HashAlgorithm::Md5 | HashAlgorithm::Sha256;
    qint64 hashWindowBytes = 0; // 0: no piecewise hashes
    qint64 segmentBytes = 0;    // 0: single image file; else per-segment hashes are kept too
    int retries = 1;            // extra attempts at each failing sector
    quint8 fillByte = 0;        // written in place of unreadable sectors
    ReadMode copyReadMode = ReadMode::Buffered; // first reads; sector re-reads are always Direct
    std::chrono::milliseconds mapSaveInterval{5000};
    qint64 memoryBudgetBytes = 32 * 1024 * 1024; // the buffer pool
};

} // namespace Custody
