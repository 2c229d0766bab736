// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/destinationdrive.h"
#include "device/writegate.h"
#include "engine/rescuemap.h"
#include "record/wipecertificate.h"
#include "util/throughputhistory.h"
#include "wipe/wipepattern.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <atomic>
#include <mutex>
#include <optional>

namespace Custody {

// A wipe as a front end asks for it (custody-cli wipe from its options, the GUI from its dialog).
struct WipeRequest
{
    QString devicePath;      // a whole drive
    QString certificateBase; // BASE.txt, BASE.json and BASE.pdf are written
    WipePattern pattern;
    WipeMode mode = WipeMode::WriteAndVerify;
    WipeMethod method = WipeMethod::Write; // ZeroOut only with the zero pattern
    bool captureSmart = true;
    CaseDetails caseDetails;
    QString commandLine; // recorded in the certificate
    // What other work reads (the GUI's running acquisitions): refused as the drive, by identity,
    // whatever name it is given under, as is anything it stands on.
    QStringList protectedSources;
    qint64 blockBytes = 8 * 1024 * 1024; // a multiple of 4096
};

// Prepares a destination drive: overwrites every sector the drive shows with the pattern (in
// large aligned blocks with O_DIRECT, or BLKZEROOUT for zeros), flushes the drive's cache, then
// reads every sector back with O_DIRECT and compares it with the pattern; or, in verify-only
// mode, only reads and compares. A block that fails (a write or read error, other bytes read
// back) is tried again sector by sector, so that the certificate names exactly the sectors that
// failed, as ranges with the reason; the wipe goes on past them. It ends with the certificate
// (WipeCertificate) and its files BASE.json, BASE.txt (in English, like the acquisition log) and
// BASE.pdf (in the reader's language), each asked of the write gate just before it is written.
//
// Evidence safety, in prepare(), before anything is written: the certificate's files must be new,
// and the write gate (which protects the drive, by identity) must accept them, so they are never
// written on the drive wiped; the drive is opened through DestinationDrive::open(), whose gate
// refuses a partition, the request's protected sources, a system disk, a mounted or held drive
// and a write-blocked one.
//
// Threads: prepare() then execute() on one worker thread (never the GUI's: they block for as long
// as the drive takes); progress(), mapSnapshot(), throughput() and sampleThroughput() from any
// thread at any time, cancel() too (a lock-free store, signal-handler safe). The job emits no
// signal: front ends poll from a timer, as for an Acquisition.
class DriveWipe
{
    Q_DECLARE_TR_FUNCTIONS(Custody::DriveWipe)

public:
    enum class Phase { NotStarted, Writing, Flushing, Verifying, WritingCertificate, Finished };

    struct Progress
    {
        Phase phase = Phase::NotStarted;
        qint64 totalBytes = 0;
        qint64 bytesWritten = 0;  // from the first sector on
        qint64 bytesVerified = 0; // read back and compared, from the first sector on
        qint64 failedBytes = 0;   // of sectors found failing so far
    };

    explicit DriveWipe(WipeRequest request);
    ~DriveWipe();
    DriveWipe(const DriveWipe &) = delete;
    DriveWipe &operator=(const DriveWipe &) = delete;

    // Checks the certificate's files and opens the drive (DestinationDrive::open), then asks it
    // what it hides (probeHiddenAreas, read-only) and takes its SMART data unless asked not to.
    // Nothing is written. An Error when anything refuses (the CLI exits 2).
    [[nodiscard]] Result<void> prepare();
    // Wipes (or only verifies), then writes the certificate's files. Once, after prepare().
    WipeCertificate execute();

    void cancel() { m_cancelRequested.store(true, std::memory_order_relaxed); }
    bool isCancelRequested() const { return m_cancelRequested.load(std::memory_order_relaxed); }
    Progress progress() const;
    // Not written yet: non-tried; written, not read back yet: non-trimmed; read back holding the
    // pattern: finished; failed: bad sector. (Verify-only: non-tried, finished, bad sector.)
    RescueMap mapSnapshot() const;
    // Adds a point to the graph of the phase under way. Called by the front end's timer.
    void sampleThroughput();
    // The bytes written, and read back, over the seconds since execute() began.
    QList<ThroughputSample> throughput(Phase phase) const;
    qint64 elapsedMilliseconds() const;

    const WipeRequest &request() const { return m_request; }
    // The drive as prepare() found it: path, size, sector sizes, model, serial, firmware, bus and
    // hidden areas (empty before). Fixed once prepare() has returned; the drive itself is closed
    // at the end of execute(), so that another job may open it as soon as the wipe ends.
    const SourceIdentity &driveIdentity() const { return m_identity; }
    // The certificate's files, in the order they are written: BASE.json, BASE.txt, BASE.pdf.
    QStringList certificateFiles() const;
    // The first certificate file that could not be written, after execute().
    const std::optional<Error> &outputError() const { return m_outputError; }

private:
    Result<void> checkCertificateFiles() const;
    void writeAll(WipeCertificate &certificate);
    void readBackAll(WipeCertificate &certificate);
    void markMap(Extent extent, SectorState state);
    void addSample(QList<ThroughputSample> &samples, qint64 bytesDone);
    WipeCertificate startCertificate() const;

    WipeRequest m_request;
    WriteGate m_gate; // the drive protected, the certificate's base owned
    std::optional<DestinationDrive> m_drive;
    SourceIdentity m_identity;
    std::optional<RecordedSmart> m_smartAtStart;
    std::atomic<bool> m_cancelRequested{false};
    std::atomic<Phase> m_phase{Phase::NotStarted};
    std::atomic<qint64> m_totalBytes{0};
    std::atomic<qint64> m_bytesWritten{0};
    std::atomic<qint64> m_bytesVerified{0};
    std::atomic<qint64> m_failedBytes{0};
    mutable std::mutex m_mutex; // guards the map, the samples and the timer
    RescueMap m_map;
    QList<ThroughputSample> m_writeSamples;
    QList<ThroughputSample> m_verifySamples;
    QElapsedTimer m_elapsed;
    std::optional<Error> m_outputError;
};

} // namespace Custody
