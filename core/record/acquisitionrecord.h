// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/hiddenareas.h"
#include "device/mediumlayout.h"
#include "engine/digest.h"
#include "engine/imagingjob.h"
#include "engine/imagingsettings.h"
#include "engine/rescuemap.h"
#include "record/verificationrecord.h"
#include "record/verificationverdict.h"
#include "util/result.h"
#include "util/throughputhistory.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

struct DeviceInfo;
struct SmartSnapshot;

// The one model of an acquisition: what `custody-cli acquire` and the GUI write as NAME.json,
// and what every report is made from after reading NAME.json back. The types hold recorded
// facts, not live engine state: a record read back is equal to the one that was written, and
// written again it gives the same JSON (acquisitionrecordjson.cpp holds the one schema).
// Fields that a record may lack are optional; the reports then say "not recorded".

struct ToolIdentity
{
    QString name;
    QString version;
    QString qtVersion;
    QString opensslVersion;
    QString commandLine;

    // This Custody, run with commandLine.
    static ToolIdentity running(const QString &commandLine);
    friend bool operator==(const ToolIdentity &, const ToolIdentity &) = default;
};

struct HostIdentity
{
    QString name;
    QString operatingSystem;
    QString kernel;

    static HostIdentity running();
    friend bool operator==(const HostIdentity &, const HostIdentity &) = default;
};

struct CaseDetails
{
    QString caseNumber;
    QString evidenceNumber;
    QString examiner;
    QString description;
    QString notes;

    friend bool operator==(const CaseDetails &, const CaseDetails &) = default;
};

struct SourceIdentity
{
    QString path;
    QString kind; // sourceKindName(): "block device", "file", "network", "simulated"
    qint64 sizeBytes = 0;
    int logicalSectorBytes = 512;
    int physicalSectorBytes = 512;
    // The drive's identity where the device layer (or another producer) knew it; absent for
    // files, loop devices without a model, and older records.
    std::optional<QString> vendor;
    std::optional<QString> model;
    std::optional<QString> serial;
    std::optional<QString> firmware;
    std::optional<QString> bus;
    // The device layer's whole description of the drive (DeviceInfo::toJson), kept as written.
    std::optional<QJsonObject> drive;
    std::optional<RecordedError> driveError; // why the drive could not be described
    // A network source: how it was reached (uri, export, tls, tlsIdentity, encrypted, loopback,
    // serverReadOnly), as NbdSource describes it.
    std::optional<QJsonObject> network;
    // Block devices: what the drive holds that the host does not see (an HPA, a DCO, a detached
    // NVMe namespace), its native and visible size and the command behind each finding, asked of
    // the drive when the acquisition started; or why that could not be told. Absent for other
    // sources and in records that predate it.
    std::optional<HiddenAreas> hiddenAreas;
    // Drives and image files: the partitions, file systems and encrypted volumes found when the
    // acquisition started (device/layoutprobe.h), or why they could not be read. Absent for
    // other sources, when the examiner chose not to read it, and in records that predate it.
    std::optional<MediumLayout> layout;
    std::optional<RecordedError> layoutError;

    qint64 sectors() const { return sizeBytes / qMax(1, logicalSectorBytes); }
    // Takes the identity fields and the whole description from the device layer.
    void describeDrive(const DeviceInfo &info);
    friend bool operator==(const SourceIdentity &, const SourceIdentity &) = default;
};

// One SMART query as recorded (SmartSnapshot::toJson): the assessment and summary the reports
// show, and the rest (smartctl's data, the condition) kept whole.
struct RecordedSmart
{
    QString assessment; // "PASSED", "DEGRADED", "FAILED", "NOT REPORTED", "unavailable"
    QString summary;
    std::optional<QDateTime> capturedAt;
    std::optional<QStringList> reasons;
    QJsonObject details;

    static RecordedSmart from(const SmartSnapshot &snapshot);
    friend bool operator==(const RecordedSmart &, const RecordedSmart &) = default;
};

// The flags of the write-blocked nodes read again (BLKROGET) right before the write-block was
// lifted, after the last read of the source (the re-read included).
struct WriteBlockCheck
{
    QStringList readOnly;               // nodes still read-only
    QStringList writable;               // nodes found writable: lifted by someone else meanwhile
    std::optional<RecordedError> error; // the first node that could not be read again

    bool held() const { return writable.isEmpty() && !error; }
    friend bool operator==(const WriteBlockCheck &, const WriteBlockCheck &) = default;
};

// The software write-block (the kernel read-only flag) of this acquisition: asked for, set, and
// read back as read-only on every node while the source was read; read again at the end, then
// lifted.
struct WriteBlockRecord
{
    bool requested = false;
    bool set = false;
    bool verified = false;
    QJsonArray nodes;                   // the flags read back after setting them (ReadOnlyState)
    std::optional<RecordedError> error; // why it could not be verified
    // Absent when it was not set, and in records that predate the check at the end.
    std::optional<WriteBlockCheck> atEnd;
    // Whether the flags Custody set were cleared again after the run. Absent when it was not set
    // (or the record was written before it was lifted), and in records that predate it.
    std::optional<bool> restored;
    QStringList restoreFailed;                 // nodes that may still be read-only
    std::optional<RecordedError> restoreError; // the first failure lifting it

    // Found writable at the end on some node: the source was writable at some point of the run.
    bool liftedDuringRun() const { return atEnd && !atEnd->writable.isEmpty(); }
    // Lifting it failed on some node: the drive may still be read-only.
    bool notRestored() const { return restored == false; }

    friend bool operator==(const WriteBlockRecord &, const WriteBlockRecord &) = default;
};

// A clone, or an image restored onto a drive: the drive that took the image files' place, and
// what was written where. Bytes 0 to clonedBytes - 1 hold the source (the fill where it was
// unreadable, as the map says): all of it when the imaging completed, else the part before the
// first area the map does not count as written. The source's range on the drive ends at
// sourceBytes; the excess, from there to the drive's end, was left as it was ("leave") or written
// with one byte ("zero", "0xNN") and then, when verified, read back.
struct CloneRecord
{
    SourceIdentity drive; // the destination: path, size, sector sizes, model, serial, bus
    std::optional<RecordedSmart> smartAtStart;
    qint64 clonedBytes = 0;
    // The source's size, where the excess starts (absent in records before it: clonedBytes).
    std::optional<qint64> sourceBytes;
    QString excess; // "leave", "zero" or "0xNN"
    qint64 excessBytes = 0;
    qint64 excessWritten = 0;
    // Read back and compared with the pattern (absent: not read back).
    std::optional<qint64> excessChecked;
    qint64 excessDiffering = 0;
    std::optional<qint64> excessFirstDifference;
    // Whether the verification read the drive with O_DIRECT; without it, the device's page cache
    // was written out and dropped first (BLKFLSBUF, POSIX_FADV_DONTNEED).
    bool directReadBack = false;
    // Writing the excess or reading it back failed. The cloned range's verification stands.
    std::optional<RecordedError> error;
    // Flushing the drive's cache failed: what was read back may have come from the cache.
    std::optional<RecordedError> flushError;

    bool wipesExcess() const { return excess != QLatin1String("leave"); }
    qint64 excessOffset() const { return sourceBytes.value_or(clonedBytes); }
    // The whole source is on the drive.
    bool holdsSource() const { return clonedBytes == excessOffset(); }
    // The excess or the flush failed: the drive as a whole is not what was asked for.
    bool failed() const { return error || flushError; }
    // The whole excess was written and read back equal to the pattern.
    bool excessVerified() const
    {
        return wipesExcess() && !error && !flushError && excessWritten == excessBytes
               && excessChecked == excessBytes && excessDiffering == 0;
    }
    friend bool operator==(const CloneRecord &, const CloneRecord &) = default;
};

struct OutputFile
{
    QString path;
    qint64 sizeBytes = 0;
    QString role; // "image", "map", "checksums", "windows", "log"
    // The MD5 of the file itself, for the segment files of an E01 (as Guymager's .info lists
    // them): a segment damaged later can be named. Empty for other files.
    QString md5;

    friend bool operator==(const OutputFile &, const OutputFile &) = default;
};

// One image of the read, as every record of an acquisition with several outputs lists them (see
// AlsoOutput): each output's record lists them all, its own marked.
struct RecordedDestination
{
    QString base;      // absolute
    QString format;    // "raw", "split" or "e01"
    QStringList files; // its image files
    ImagingOutcome::Status status = ImagingOutcome::Status::Failed;
    std::optional<RecordedError> error; // why it failed (its write error, or the job's)
    QString verification;               // its read-back's verdict (VerificationVerdict::name())
    bool own = false;                   // the output of the record that lists it

    friend bool operator==(const RecordedDestination &, const RecordedDestination &) = default;
};

// How the imaging ended and what the map says, as figures and ranges.
struct AcquisitionResult
{
    ImagingOutcome::Status status = ImagingOutcome::Status::Failed;
    bool resumed = false; // started from an existing map
    QDateTime start;
    QDateTime end;
    QList<PassTiming> passes;
    qint64 bytesFinished = 0;
    qint64 bytesUnreadable = 0;
    qint64 bytesNotTried = 0;
    qint64 bytesNotTrimmed = 0;
    qint64 bytesNotScraped = 0;
    QList<Extent> badRanges;        // sorted, disjoint
    QList<MapRun> unfinishedRanges; // not tried, trimmed or scraped; empty in records before it
    qint64 rereadUnitBytes = 0;
    bool directIoForRereads = false;
    struct ReadsInFlight
    {
        int setting = 0; // ImagingSettings::readsInFlight: 0 adaptive
        int most = 0;    // the most block reads that were in flight at once
        bool operator==(const ReadsInFlight &) const = default;
    };
    std::optional<ReadsInFlight> readsInFlight;
    std::optional<ContentProfile> content; // ImagingOutcome::content
    std::optional<RecordedError> error;    // why the imaging failed
    // The first file of this acquisition that could not be written before the record (a
    // sidecar, the log). A record with one does not count as finished: a resume writes again.
    std::optional<RecordedError> outputError;

    static AcquisitionResult from(const ImagingOutcome &outcome);
    double seconds() const { return start.msecsTo(end) / 1000.0; }
    qint64 bytesUnfinished() const { return bytesNotTried + bytesNotTrimmed + bytesNotScraped; }
    // The map covers the whole source; false when the job stopped before its map existed.
    bool hasMap() const { return bytesFinished + bytesUnreadable + bytesUnfinished() > 0; }
    // The map of a source of sizeBytes as these ranges draw it; empty when there is none or the
    // record does not place every unfinished area.
    RescueMap map(qint64 sizeBytes) const;
    friend bool operator==(const AcquisitionResult &, const AcquisitionResult &) = default;
};

// One run of an acquisition: the first, or a resume of it, with what it read and who ran it.
struct AcquisitionRun
{
    QDateTime start;
    QDateTime end;
    // Read or found unreadable for the first time in this run (a bad sector that a retry reads
    // was counted when it was first found unreadable).
    qint64 bytesProcessed = 0;
    ImagingOutcome::Status status = ImagingOutcome::Status::Failed;
    QString commandLine;
    // This run's own SourceIdentity::network (TLS, certificate, reconnects) and
    // AcquisitionResult::readsInFlight: a resume may reach the server otherwise.
    std::optional<QJsonObject> network;
    std::optional<AcquisitionResult::ReadsInFlight> readsInFlight;
    // The bytes of the image this run wrote (sorted, merged); empty in records before them.
    QList<Extent> written;
    // A resume: the windows of the image the earlier runs finished, hashed again and found
    // unchanged before this run wrote ({windowBytes, windows, bytes}).
    std::optional<QJsonObject> imageChecked;

    double seconds() const { return start.msecsTo(end) / 1000.0; }
    friend bool operator==(const AcquisitionRun &, const AcquisitionRun &) = default;
};

// Every run of an acquisition, the earliest first: the true start, and the totals of the time
// spent reading and of what was read, whatever the pauses between runs.
struct RunHistory
{
    QList<AcquisitionRun> runs;
    // False when runs before the first listed happened but are not known (a resume whose
    // earlier record was missing, unreadable, older than this list, or older than the map it
    // continued): then the totals are those of the listed runs only, and reports say so.
    bool complete = true;

    // Every run is listed, so the first start and the totals are the acquisition's.
    bool isComplete() const { return complete && !runs.isEmpty(); }

    QDateTime firstStart() const { return runs.isEmpty() ? QDateTime() : runs.first().start; }
    double runningSeconds() const;
    qint64 bytesProcessed() const;
    // Bytes per second over the running time; 0 when nothing ran.
    double averageRate() const;
    friend bool operator==(const RunHistory &, const RunHistory &) = default;
};

// A hash of the image, with how it was obtained: from the bytes as they were read, then (after
// a deferred area or on resume) by reading the image back.
struct RecordedHash
{
    HashAlgorithm algorithm = HashAlgorithm::Sha256;
    QString hex; // lower case
    qint64 bytesHashedInStream = 0;
    qint64 bytesHashedFromImage = 0;
    QList<WindowDigest> windows;  // in the record; empty when they went to windowsFile
    QList<WindowDigest> segments; // one per image file when the image is split
    QString windowsFile;          // dcfldd's hashlog layout, when the windows went to a file
    qint64 windowCount = 0;       // of windowsFile

    static QList<RecordedHash> from(const ImagingOutcome &outcome);
    friend bool operator==(const RecordedHash &, const RecordedHash &) = default;
};

struct AcquisitionRecord
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquisitionRecord)

public:
    ToolIdentity tool;
    HostIdentity host;
    CaseDetails caseDetails;
    SourceIdentity source;
    // Block device sources only: the file systems on the drive mounted when the acquisition
    // started ("/dev/sdb1 on /media/usb (vfat)"; empty: none mounted).
    std::optional<QStringList> mountedPartitions;
    std::optional<RecordedSmart> smartAtStart; // block devices, unless the request said not to
    std::optional<RecordedSmart> smartAtEnd;
    std::optional<WriteBlockRecord> writeBlock; // absent in records that predate it
    std::optional<CloneRecord> clone;           // a drive instead of image files
    ImagingSettings settings;                   // the recorded fields; the others as default
    AcquisitionResult result;
    QList<RecordedHash> hashes; // empty when the image is incomplete
    QList<OutputFile> outputs;
    // With several outputs from one read: every output, this record's own among them; else empty.
    QList<RecordedDestination> destinations;
    // Every run, this one last; records before it was kept have none (the report then has this
    // run's times alone). A resume whose earlier record could not be read starts it anew.
    RunHistory history;
    QList<ThroughputSample> throughput; // progress over every run's running time, for the graph
    std::optional<VerificationRecord> verification;

    // The one verdict on this acquisition's verification (NotVerified when none was made).
    VerificationVerdict verdict() const;
    // The image files written, as the outputs list them.
    QStringList imageFiles() const;

    // The record as NAME.json holds it, in the current formatVersion.
    QJsonObject toJson() const;
    // Parses and checks a record of this or an older formatVersion: a missing or mistyped
    // field, a newer version, or figures that contradict each other (byte counts that do not
    // add up to the source size, bad ranges that overlap) give an Error whose detail names the
    // field. origin names the record in that Error.
    static Result<AcquisitionRecord> fromJson(QByteArrayView json, const QString &origin);

    friend bool operator==(const AcquisitionRecord &, const AcquisitionRecord &) = default;
};

QString statusName(ImagingOutcome::Status status);

} // namespace Custody
