// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/contentprofile.h"
#include "engine/hashworker.h"
#include "engine/passrunner.h"
#include "engine/rescuemap.h"
#include "util/error.h"

#include <QDateTime>
#include <QStringList>

#include <optional>

namespace Custody {

// What one run of an ImagingJob did, for one of its outputs (see JobOutput).
struct ImagingOutcome
{
    enum class Status { Completed, Cancelled, Failed };

    Status status = Status::Failed;
    std::optional<Error> error; // why it failed; empty when completed or cancelled
    QList<HashResult> hashes;   // the image hashes; only when completed
    // What the image's sectors look like (ContentCensus); only when completed and counted.
    std::optional<ContentProfile> content;
    qint64 hashedInStreamBytes = 0;  // bytes hashed as they were read
    qint64 hashedFromImageBytes = 0; // bytes hashed by reading the image back afterwards
    RescueMap map;                   // as saved at the end
    QList<PassTiming> passes;
    bool resumed = false;           // started from an existing map
    qint64 rereadUnitBytes = 0;     // granularity of the sector re-reads
    bool directIoAvailable = false; // whether those re-reads bypassed the page cache
    int readsInFlightSetting = 0;   // ImagingSettings::readsInFlight of the run
    int peakReadsInFlight = 0;      // the most block reads in flight at once; 0: no block read
    QDateTime startTime;
    QDateTime endTime;
    QStringList imageFiles;
    QList<Extent> written; // what this run wrote into the image, sorted and merged
};

} // namespace Custody
