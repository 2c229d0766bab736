// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/digest.h"
#include "engine/hashalgorithm.h"
#include "engine/rescuemap.h"
#include "record/acquisitionrecord.h"
#include "record/verificationverdict.h"
#include "util/result.h"
#include "util/throughputhistory.h"

#include <QByteArrayView>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The record fields below are read exactly as `custody-cli acquire` writes them (see
// AcquisitionRecord::toJson). Fields marked OPTIONAL may be absent: the report then says "not
// recorded" (or "not verified") instead of guessing. Producers that learn more about a source
// fill these, with these names and types:
//
//   source.model, source.serial, source.firmware, source.bus       strings
//   smart.atStart, smart.atEnd       objects {"assessment": string, "summary": string, ...}
//                                    ("assessment" e.g. "PASSED"/"FAILED", "summary" one line)
//   writeBlock                       {"requested": bool, "set": bool, "verified": bool}: the
//                                    kernel read-only flag (BLKROSET) asked for, set, read back
//   mountedPartitions                [string]: a partition of the source mounted at the start,
//                                    e.g. "/dev/sdb1 on /media/usb (vfat)"; [] = none mounted
//   result.unfinishedRanges          [{"offset", "length", "state": "non-tried" |
//                                    "non-trimmed" | "non-scraped"}]: where the bytes counted
//                                    in result.bytesNotTried/NotTrimmed/NotScraped lie
//   verification                     see RecordJson::verification (verificationrecord.h): the
//                                    findings of the read-back; the report judges them itself
//                                    (VerificationVerdict), a "verdict" written with them is
//                                    not read.

struct ReportTool
{
    QString name;
    QString version;
    QString qtVersion;
    QString opensslVersion;
    QString commandLine;
};

struct ReportHost
{
    QString name;
    QString operatingSystem;
    QString kernel;
};

struct SmartAssessment
{
    QString assessment; // "PASSED", "FAILED", …
    QString summary;
};

struct WriteBlockState
{
    bool requested = false;
    bool set = false;
    bool verified = false;
};

struct ReportSource
{
    QString path;
    QString kind;
    std::optional<QString> model;
    std::optional<QString> serial;
    std::optional<QString> firmware;
    std::optional<QString> bus;
    qint64 sizeBytes = 0;
    qint64 sectors = 0;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
    std::optional<SmartAssessment> smartAtStart;
    std::optional<SmartAssessment> smartAtEnd;
    std::optional<WriteBlockState> writeBlock;
    std::optional<QStringList> mountedPartitions;
};

struct ReportSettings
{
    QString preset;
    qint64 blockBytes = 0;
    QList<HashAlgorithm> hashes;
    qint64 hashWindowBytes = 0;
    ImageFormat imageFormat = ImageFormat::Raw;
    qint64 segmentBytes = 0;
    int retries = 0;
    int fillByte = 0;
    QString copyReads; // "buffered" or "direct"
};

struct ReportPass
{
    QString name;
    QDateTime start;
    QDateTime end;
    double seconds = 0;
};

struct ReportError
{
    QString code;
    QString errnoText;
    QString path;
    qint64 offset = -1;
    QString message;
};

struct ReportResult
{
    QString status; // "completed", "cancelled", "failed"
    bool resumed = false;
    QDateTime start;
    QDateTime end;
    double seconds = 0;
    QList<ReportPass> passes;
    qint64 bytesFinished = 0;
    qint64 bytesUnreadable = 0;
    qint64 badSectors = 0;
    qint64 bytesNotTried = 0;
    qint64 bytesNotTrimmed = 0;
    qint64 bytesNotScraped = 0;
    QList<Extent> badRanges;                       // sorted, disjoint
    std::optional<QList<MapRun>> unfinishedRanges; // absent in records that predate it
    qint64 rereadUnitBytes = 0;
    bool directIoForRereads = false;
    std::optional<ReportError> error;

    qint64 bytesUnfinished() const { return bytesNotTried + bytesNotTrimmed + bytesNotScraped; }
    // The map covers the whole source; false when the job stopped before its map existed.
    bool hasMap() const { return bytesFinished + bytesUnreadable + bytesUnfinished() > 0; }
};

struct ReportHash
{
    HashAlgorithm algorithm = HashAlgorithm::Sha256;
    QString digest; // lower-case hex
    qint64 bytesHashedInStream = 0;
    qint64 bytesHashedFromImage = 0;
    QList<WindowDigest> windows;
    QList<WindowDigest> segments; // one per image file when the image is split
    QString windowsFile;          // where the window digests are, when not in the record
    qint64 windowCount = 0;       // of windowsFile
};

// The acquisition report's content: a value type parsed from an acquisition record (NAME.json),
// never from live job state, so that the report shows exactly the figures the record holds.
// It holds no derived figures except those that need no arithmetic beyond a comparison
// (VerificationVerdict) or a count.
struct AcquisitionReport
{
    QString recordPath;   // as given, for the report's provenance line
    QString recordSha256; // of the record's bytes
    ReportTool tool;
    ReportHost host;
    CaseDetails caseDetails;
    ReportSource source;
    ReportSettings settings;
    ReportResult result;
    QList<ReportHash> hashes;
    std::optional<VerificationRecord> verification;
    QList<OutputFile> outputs;
    QList<ThroughputSample> throughput;

    // Parses and checks a record: a missing or mistyped field, or figures that contradict each
    // other (byte counts that do not add up to the source size, bad ranges that overlap or do
    // not add up to result.bytesUnreadable), give an Error whose detail names the field.
    static Result<AcquisitionReport> fromRecord(QByteArrayView json, const QString &recordPath);

    // The one verdict on the recorded verification, as the acquisition itself judged it.
    VerificationVerdict verdict() const;
};

} // namespace Custody
