// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/acquisitionlock.h"
#include "acquisition/acquisitionoutputs.h"
#include "acquisition/clonedestination.h"
#include "acquisition/resumeplan.h"
#include "acquisition/sourcefingerprint.h"
#include "acquisition/sourcereread.h"
#include "acquisition/writeblocksession.h"
#include "device/writegate.h"
#include "engine/filedigester.h"
#include "engine/hashingjob.h"
#include "engine/imagingjob.h"
#include "io/imagesink.h"
#include "io/nbdsource.h"
#include "io/sourcedevice.h"
#include "record/acquisitionrecord.h"
#include "util/overwritepolicy.h"
#include "util/throughputhistory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>

#include <atomic>
#include <memory>

namespace Custody {

// After a complete acquisition: read the image back and hash it again, and optionally read the
// whole source a second time, hash it and compare it with the image sector by sector (see
// SourceReread). The verdict on both is VerificationVerdict.
enum class VerifyPolicy { None, Image, ImageAndSource };

// Another image of the same read (custody-cli acquire … --also BASE2 …): a complete acquisition's
// files at its own base, in its own format, sharing the read, the map's progress and the digests.
struct AlsoOutput
{
    QString basePath;
    ImageFormat format = ImageFormat::Raw; // Raw, SplitRaw or Ewf
    qint64 segmentBytes = 0;               // SplitRaw: each file; Ewf: the largest segment
    ChunkCompression compression = ChunkCompression::Fast; // Ewf
    VerifyPolicy verify = VerifyPolicy::None;              // None or Image: its own read-back

    bool operator==(const AlsoOutput &) const = default;
};

// One acquisition as a front end asks for it (the CLI from its options, the GUI from its
// dialog), validated for form but not yet against the source or the destination.
struct AcquisitionRequest
{
    QString sourcePath;
    QString basePath; // the image is basePath (or basePath.001, …), beside it .map, .txt, .json
    ImagingSettings settings;
    CaseDetails caseDetails;
    OverwritePolicy overwrite = OverwritePolicy::Refuse;
    VerifyPolicy verify = VerifyPolicy::None;
    // Set the kernel read-only flag on a block device source (and its partitions) for the run.
    bool writeBlock = false;
    // Block device sources: record the drive's SMART data (read-only smartctl) when the
    // acquisition is prepared and when it ends.
    bool captureSmart = true;
    // Drives and image files: read the partitions, file systems and encrypted volumes when the
    // acquisition is prepared (libblkid's probes, and up to 768 KiB of each region where no
    // signature is found) and record them.
    bool readLayout = true;
    // Recorded in the map and the record: how to repeat or resume this acquisition.
    QString commandLine;
    // An NBD source's TLS credentials (files) and timeout.
    NetworkSourceOptions network;
    // More images of the same read, each with its own files (see AlsoOutput).
    QList<AlsoOutput> alsoOutputs;
    // The output is this whole drive instead of image files (a clone, or a restore of an image):
    // the settings' image format does not apply; BASE names the map, the log and the record.
    std::optional<DriveOutput> clone;
    // A drive source as it was chosen (the GUI's queue, which may start the job much later or
    // after a restart): the engine acquires sourcePath (a drive or one of its partitions) only
    // while the drive holding it has this serial number and size (as SourceDrive::describe()
    // reports them; the serial empty for a drive that has none), and refuses any other before
    // reading or writing anything.
    struct ChosenDrive
    {
        QString serial;
        qint64 sizeBytes = 0;
        bool operator==(const ChosenDrive &) const = default;
    };
    std::optional<ChosenDrive> chosenSource;

    bool operator==(const AcquisitionRequest &) const;
};

// The custody-cli command that asks for the same acquisition, for the record of an acquisition
// started elsewhere (the GUI) and to resume it from a terminal: "custody-cli acquire SRC BASE …".
// Written from acquireOptionTable() (acquisition/acquireoptiontable.h), which the parser reads.
QStringList equivalentCliArguments(const AcquisitionRequest &request);

// What a container image (E01) stores of the case, and Custody as the software; the drive and
// the sector size are the caller's to add.
ImageDescription caseImageDescription(const CaseDetails &details);

// The whole of one acquisition, shared by every front end: checks the request against the
// source and the destination, describes a block device source (identity, mounted file systems,
// SMART), write-blocks it, runs the imaging job, reads the image (and the source) back when
// asked, takes SMART again, lifts the write-block, then writes the checksum sidecars, the text
// log and the JSON record next to the image. Its parts: EarlierOutputs (what an earlier acquisition
// left, and starting over), ResumePlan (what a resume continues), WriteBlockSession, and
// AcquisitionOutputs (the record's source and the files written at the end). execute() blocks; the
// front end calls it on a worker thread and samples progress(), mapSnapshot() and phase() from a
// timer (the engine emits no signal per block).
//
// Evidence safety, in prepare(), before anything is written:
// - no output may write onto the source or anything it lives on (EvidenceGuard; --force does not
//   change this);
// - the output base and the source are locked against every other acquisition (AcquisitionLock),
//   from prepare() until execute() has written its last file (or this object is destroyed);
// - a resume must find the same source (SourceFingerprint), the same image-shaping settings and
//   an image holding what the map says (ResumeCheck), or it is refused. A finished acquisition
//   is not resumed, except one whose record was never written (a crash, a full disk at the very
//   end): then its image is hashed again and must have the digests the map kept, and only then
//   are the sidecars, the log and the record written.
class Acquisition
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Acquisition)

public:
    enum class Phase { NotStarted, Imaging, Verifying, WritingOutputs, Finished };

    explicit Acquisition(AcquisitionRequest request);
    // Images this source instead of opening request.sourcePath (simulated sources in tests).
    Acquisition(AcquisitionRequest request, std::unique_ptr<SourceDevice> source);
    ~Acquisition();
    Acquisition(const Acquisition &) = delete;
    Acquisition &operator=(const Acquisition &) = delete;

    // Opens the source, checks everything, describes the drive and takes its SMART data (which
    // can take as long as smartctl's timeout on a slow USB bridge), sets the write-block, opens
    // the outputs. Nothing is written before every check passed. Called once, before execute(),
    // on any thread but the GUI's.
    [[nodiscard]] Result<void> prepare();
    // Runs the job to its end (completed, cancelled or failed), verifies, takes SMART again,
    // lifts the write-block and writes the outputs. Called once, after a successful prepare().
    AcquisitionRecord execute();

    // Any thread, any time after prepare(). cancel() is a lock-free store (signal-handler safe).
    void cancel();
    bool isCancelRequested() const { return m_cancelRequested.load(); }
    // During prepare() of a resume: the bytes of the earlier runs' windows hashed again so far,
    // of how many (0 until the check starts, and when there is none).
    std::pair<qint64, qint64> imageCheckProgress() const
    {
        return {m_imageCheckBytes.load(), m_imageCheckTotal.load()};
    }
    ProgressSnapshot progress() const;
    RescueMap mapSnapshot() const;
    // The content census so far (the sector map's zero layer); nullopt before imaging or
    // without one.
    std::optional<ContentProfile> contentSnapshot() const;
    Phase phase() const { return m_phase.load(); }
    // Adds the current progress to the throughput history kept in the record. Called by the
    // front end's timer, a few times per second at most.
    void sampleThroughput();
    qint64 elapsedMilliseconds() const;
    // While verifying (Phase::Verifying): the bytes the current read (the image read back, then
    // the source read again) has read so far and the bytes it reads in all; both 0 before that
    // read began. Once execute() has ended: those of the last read.
    struct ReadBackProgress
    {
        qint64 bytesRead = 0;
        qint64 totalBytes = 0;
        bool rereadingSource = false; // the image is read; the source is being read again
    };
    ReadBackProgress readBackProgress() const;
    // The reads of this run, each drawn as its own line of the throughput graph.
    enum class Read { Imaging, ImageReadBack, SourceReread };
    // This run's progress of a read over the time since execute() began (bytesDone: of that read
    // alone): the imaging samples taken by sampleThroughput(), and the first and last point of
    // each verification read, taken by execute() itself, so that a read shorter than a front
    // end's timer still has its line. Any thread.
    QList<ThroughputSample> throughput(Read read) const;
    // When resuming: the runs before this one as their record gives them (none, and not
    // complete, when it does not), the bytes they had read or found unreadable, and their
    // throughput, so that a front end shows the acquisition's true time and rate. Fixed once
    // prepare() has returned.
    const RunHistory &earlierRuns() const { return m_resume.earlierRuns(); }
    qint64 bytesDoneBefore() const { return m_resume.bytesDoneBefore(); }
    const QList<ThroughputSample> &earlierThroughput() const
    {
        return m_resume.earlierThroughput();
    }

    const AcquisitionRequest &request() const { return m_request; }
    const SourceDevice *source() const { return m_source.get(); }
    // A clone's drive, once prepare() has opened and checked it (its identity, for the
    // examiner's confirmation before execute()); nullptr for image files.
    const CloneDestination *clone() const { return m_clone.get(); }
    // A clone's excess sectors are being written (during Phase::Imaging, after the last read) or
    // read back (during Phase::Verifying): CloneDestination::excessBytesDone() of excessBytes().
    bool handlingExcess() const { return m_handlingExcess.load(); }
    // The first error writing the sidecars, the log or the record, after execute().
    const std::optional<Error> &outputError() const { return m_outputError; }
    // What is on disk of this acquisition's files once execute() has ended, one translated line
    // each ("disk.map: 1048576 of 2097152 bytes copied, 0 bytes unreadable, saved …"), so that a
    // message after a failure can say exactly what was kept. Looked at by execute() (on its
    // thread) when the acquisition did not complete or a file could not be written; empty else.
    QStringList keptOutputs() const { return m_keptOutputs; }
    // Signatures of the earlier record and log, removed when this run wrote them anew.
    QStringList droppedSignatures() const { return m_droppedSignatures; }
    // Every file the acquisition writes for a source of this size.
    static QStringList plannedOutputs(const AcquisitionRequest &request, qint64 sourceBytes);

    // Several outputs from one read (request().alsoOutputs; see acquisitionalso.cpp). Any thread,
    // after prepare(): each output's bytes written and state, this request's base first, then
    // each --also output in order (empty before the job exists).
    struct DestinationProgress
    {
        QString basePath;
        ImageFormat format = ImageFormat::Raw;
        qint64 bytesWritten = 0;
        JobOutput::State state = JobOutput::State::Writing;
    };
    QList<DestinationProgress> destinationProgress() const;
    // Once execute() has ended: each --also output as it ended, in order.
    struct AlsoOutputResult
    {
        AcquisitionRequest request; // that output alone (alsoOutputRequest()): what resumes it
        AcquisitionRecord record;   // as written at its base
        std::optional<Error> outputError; // the first of its files that could not be written
        QStringList keptOutputs;          // what is on disk of it, when it did not complete
    };
    QList<AlsoOutputResult> alsoOutputResults() const;

private:
    // An --also output of `primary`, which reads `source` for it: its own checks, lock, files
    // and record; the source's locks, write-block, SMART and job are the primary's.
    Acquisition(AcquisitionRequest request, std::shared_ptr<SourceDevice> source,
                const Acquisition *primary);
    // The steps of prepare() for the --also outputs, each beside the primary's own.
    Result<void> createAlsoOutputs();
    Result<void> lockAlsoOutputs();
    Result<void> checkAlsoOutputsExisting();
    Result<void> openAlsoOutputs();
    void addAlsoOutputsToJob();
    // In execute(): each --also output's read-back (and the source re-read, against the first
    // output that completed when this one did not), before the write-block is lifted.
    void verifyAlsoOutputs(const ImagingOutcome &outcome);
    // Each --also output's record from `record` (this one's), and every record's destinations.
    void recordAlsoOutputs(AcquisitionRecord &record, const ImagingOutcome &outcome,
                           const QList<ThroughputSample> &samples);
    void writeAlsoOutputs();
    // The files written at the end may replace only what is at their names now.
    void ownPlannedOutputs();

    // The write gate of this acquisition: its source protected, its base's names its own.
    WriteGate writeGate() const;
    Result<void> checkNotOnEvidence() const;
    Result<void> takeLocks();
    Result<void> checkExistingOutputs();
    Result<void> checkResumedDrive() const;
    // The drive at the source's path is request.chosenSource (when given), by serial and size.
    Result<void> checkChosenSource() const;
    Result<void> openOutputs();
    // What an E01 stores beside the data: the case details and the drive.
    ImageDescription imageDescription() const;
    QJsonObject companion() const;
    VerificationRecord verifyImage(const ImagingOutcome &outcome);
    // What the acquisition wrote, to read back: the image files, or the cloned range of the drive.
    Result<std::unique_ptr<ImageReader>> openWritten(const ImagingOutcome &outcome) const;
    Result<void> openClone();
    // Writes a clone's excess and flushes the drive; once verified, reads the excess back.
    void finishClone(AcquisitionRecord &record);
    SourceRereadRecord rereadSource(const ImagingOutcome &outcome);
    // Adds a point to the span of a verification read, at the time elapsed now.
    void markRead(QList<ThroughputSample> &span, qint64 bytesDone);
    void describeDrive();
    // The source's partitions and file systems into m_drive, when it is one node read directly.
    void readLayout();
    std::optional<SmartSnapshot> captureSmart() const;
    AcquisitionRecord assembleRecord(const ImagingOutcome &outcome,
                                     const QList<ThroughputSample> &samples) const;

    AcquisitionRequest m_request;
    std::shared_ptr<SourceDevice> m_source; // shared with the --also outputs' acquisitions
    const Acquisition *m_primary = nullptr; // set in an --also output's acquisition
    // Fixed before prepare() publishes the job.
    std::vector<std::unique_ptr<Acquisition>> m_alsoOutputs;
    std::atomic<const Acquisition *> m_verifyingAlso{nullptr};
    std::optional<VerificationRecord> m_alsoVerification; // an --also output's, in execute()
    ImagingOutcome m_alsoOutcome;
    AcquisitionRecord m_alsoRecord;
    // The MD5 of each E01 segment file, hashed as soon as libewf moves on to the next. Declared
    // before the sink, which reports to it, so that it outlives the sink.
    std::unique_ptr<FileDigester> m_segmentDigester;
    // A clone's drive: declared before the sink, which writes through its descriptors.
    std::unique_ptr<CloneDestination> m_clone;
    std::atomic<bool> m_handlingExcess{false};
    std::unique_ptr<ImageSink> m_sink;
    std::unique_ptr<AcquisitionLock> m_outputLock;
    std::unique_ptr<AcquisitionLock> m_sourceLock;
    // What the files written at the end may replace (see prepare()).
    WriteGate m_outputGate;
    SourceFingerprint m_fingerprint; // of the source as it is now
    SourceDriveFacts m_drive;
    ResumePlan m_resume;
    std::atomic<qint64> m_imageCheckBytes{0};
    std::atomic<qint64> m_imageCheckTotal{0};
    std::unique_ptr<ImagingJob> m_job;
    // m_job as the other threads see it: set once prepare() has built it (cancel() and the
    // progress getters run on the GUI thread while prepare() runs on the worker).
    std::atomic<ImagingJob *> m_publishedJob{nullptr};
    // The image re-read, so that cancel() stops it too. Kept until the acquisition is destroyed:
    // cancel() may run in a signal handler and must never find it freed.
    std::unique_ptr<HashingJob> m_verifyJobOwner;
    std::atomic<HashingJob *> m_verifyJob{nullptr};
    std::atomic<qint64> m_readBackBytes{0}; // the image's size, set before m_verifyJob
    std::atomic<bool> m_rereadingSource{false};
    // The source re-read, published for its progress as m_verifyJob is, and kept as long.
    std::unique_ptr<SourceReread> m_rereadOwner;
    std::atomic<const SourceReread *> m_reread{nullptr};
    std::atomic<qint64> m_rereadBytes{0}; // the source's size, set before m_rereadingSource
    WriteBlockSession m_writeBlock;
    std::atomic<bool> m_cancelRequested{false};
    std::atomic<Phase> m_phase{Phase::NotStarted};
    mutable QMutex m_historyMutex;
    ThroughputHistory m_history;
    // The first and the last point of each verification read (under m_historyMutex).
    QList<ThroughputSample> m_readBackSpan;
    QList<ThroughputSample> m_rereadSpan;
    QElapsedTimer m_elapsed;
    std::optional<Error> m_outputError;
    QStringList m_keptOutputs;
    QStringList m_droppedSignatures;
};

} // namespace Custody
