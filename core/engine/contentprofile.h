// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/extent.h"
#include "util/result.h"

#include <QJsonObject>
#include <QList>

namespace Custody {

// What the data of a medium looks like, sector by sector (ContentCensus): how many sectors are
// all zeros, how many repeat one other byte, where the longest runs of zeros lie, and the
// areas that are zeros throughout at the census's cell granularity (the sector map's zero
// layer). Unreadable sectors (filled by the acquisition) are counted apart and are never zeros:
// a drive that answers with zeros and a drive that does not answer are two different findings.
struct ContentProfile
{
    struct RepeatedByte
    {
        int value = 0; // 1 to 255: a sector of zeros is counted as zero
        qint64 sectors = 0;
        bool operator==(const RepeatedByte &) const = default;
    };

    static constexpr int LongestRunsKept = 10;
    static constexpr int RepeatedBytesKept = 4;

    int sectorBytes = 512;
    qint64 sizeBytes = 0;
    qint64 sectorsExamined = 0;   // read sectors looked at (not unreadable ones)
    qint64 sectorsUnreadable = 0; // filled in place of what could not be read
    qint64 zeroSectors = 0;
    qint64 repeatedByteSectors = 0;    // one byte other than zero, repeated across the sector
    QList<RepeatedByte> repeatedBytes; // the most frequent such bytes, most sectors first
    QList<Extent> longestZeroRuns;     // longest first (then lowest offset), at most 10
    qint64 cellBytes = 0;              // the granularity of zeroAreas
    QList<Extent> zeroAreas;           // whole cells of read zeros, merged, in order

    // The share of the examined sectors that are all zeros, 0 to 1 (0 when none was examined).
    double zeroShare() const;
    QJsonObject toJson() const;
    static Result<ContentProfile> fromJson(const QJsonObject &object);
    bool operator==(const ContentProfile &) const = default;
};

} // namespace Custody
