// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/destinationdrive.h"
#include "device/writegate.h"
#include "io/driveio.h"
#include "io/imagereader.h"
#include "io/imagesink.h"
#include "io/sourcedevice.h"
#include "record/acquisitionrecord.h"

#include <QCoreApplication>

#include <atomic>
#include <memory>
#include <optional>

namespace Custody {

// The primary output of an acquisition when it is a whole drive instead of image files: a clone
// of a drive, or an image (raw, split raw, E01) restored onto one. BASE still names the map, the
// log and the record.
struct DriveOutput
{
    DriveOutput() = default;
    DriveOutput(QString path, std::optional<quint8> fill, QString serial = {}, qint64 size = 0)
        : devicePath(std::move(path))
        , excessFill(fill)
        , confirmedSerial(std::move(serial))
        , confirmedSizeBytes(size)
    {}

    QString devicePath;
    // The sectors past the source's last: left as they are (nothing), or written with this byte.
    std::optional<quint8> excessFill;
    // The drive as the examiner confirmed it before the acquisition started (the GUI): the drive
    // opened must report this serial number and size, or nothing is written, so that another
    // drive given the same name since is refused. A size of 0: not checked (custody-cli asks
    // for the serial after the drive is opened).
    QString confirmedSerial;
    qint64 confirmedSizeBytes = 0;

    // What is written where: the confirmation guards the start, it is no part of the command
    // line (equivalentCliArguments), which custody-cli confirms after opening.
    bool operator==(const DriveOutput &other) const
    {
        return devicePath == other.devicePath && excessFill == other.excessFill;
    }
};

// "leave", "zero", "0xNN": as --excess takes it and the record says it.
QString excessName(const std::optional<quint8> &fill);
// Reads what --excess asks for (leave, zero, 0xNN) into fill; false when it is none of them.
bool parseExcessName(const QString &name, std::optional<quint8> &fill);

// The drive of a clone from its opening to its verdict, for Acquisition.
//
// open() refuses, before anything is written: what the write gate refuses (DestinationDrive::open:
// the source or anything it stands on, a partition, a system disk, a mounted or held or read-only
// drive), a drive smaller than the source (naming the shortfall in bytes and sectors), and a
// source whose size is not whole sectors of the drive. Then the engine writes the source through
// sink() (the drive is synced before each map save); then finishWriting() writes the excess (if
// asked, and only after a completed imaging) and flushes the drive's cache; the verification
// reads the cloned range back through reader() and checkExcess() reads the excess back.
//
// Threads: open() and the rest on the acquisition's thread; the progress getters from any.
class CloneDestination
{
    Q_DECLARE_TR_FUNCTIONS(Custody::CloneDestination)

public:
    static Result<std::unique_ptr<CloneDestination>> open(const DriveOutput &output,
                                                          const WriteGate &gate,
                                                          const SourceDevice &source,
                                                          const QString &commandLine);

    const DestinationDrive &drive() const { return m_drive; }
    // The first byte past the source's range (the source's size), and the drive's size.
    qint64 sourceBytes() const { return m_sourceBytes; }
    qint64 excessBytes() const { return m_drive.sizeBytes() - m_sourceBytes; }

    // SMART of the drive as it was before anything was written (read-only smartctl).
    void captureSmart();
    std::unique_ptr<ImageSink> sink() const;
    // The cloned range, read back through O_DIRECT where the drive takes it.
    std::unique_ptr<ImageReader> reader() const;

    // After the imaging: writes the excess with the fill (when asked and the imaging completed),
    // then flushes the drive's cache, whatever became of the excess.
    void finishWriting(bool imagingCompleted, const std::atomic<bool> &cancelRequested);
    // Reads the excess back and compares it with the fill (nothing when it was left).
    void checkExcess(const std::atomic<bool> &cancelRequested);
    // The bytes of the excess written, then read back, so far.
    qint64 excessBytesDone() const { return m_excessDone.load(std::memory_order_relaxed); }
    // The first failure of writing or reading back the excess, and of flushing the cache.
    const std::optional<Error> &excessError() const { return m_excessError; }
    const std::optional<Error> &flushError() const { return m_flushError; }

    // What the drive holds: clonedBytes, the bytes from its start that the map counts as written.
    CloneRecord record(qint64 clonedBytes) const;

private:
    CloneDestination(DestinationDrive drive, DriveOutput output, qint64 sourceBytes);
    DriveDescriptors descriptors() const;
    PatternRun excessRun() const;
    void writeExcess(const std::atomic<bool> &cancelRequested);

    DestinationDrive m_drive;
    DriveOutput m_output;
    qint64 m_sourceBytes = 0;
    std::optional<RecordedSmart> m_smartAtStart;
    std::atomic<qint64> m_excessDone{0};
    qint64 m_excessWritten = 0;
    std::optional<PatternCheck> m_excessCheck;
    std::optional<Error> m_excessError;
    std::optional<Error> m_flushError;
};

} // namespace Custody
