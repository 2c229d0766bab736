// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/clonedestination.h"

#include "device/smartctlrunner.h"
#include "device/smartsnapshot.h"
#include "io/driveimagesink.h"
#include "wipe/wipeblocks.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace Custody {

QString excessName(const std::optional<quint8> &fill)
{
    if (!fill)
        return QStringLiteral("leave");
    if (*fill == 0)
        return QStringLiteral("zero");
    return QStringLiteral("0x%1").arg(*fill, 2, 16, QLatin1Char('0'));
}

bool parseExcessName(const QString &name, std::optional<quint8> &fill)
{
    if (name == QLatin1String("leave")) {
        fill.reset();
        return true;
    }
    if (name == QLatin1String("zero")) {
        fill = 0;
        return true;
    }
    if (name.size() != 4 || !name.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return false;
    bool ok = false;
    const uint byte = name.mid(2).toUInt(&ok, 16);
    if (ok)
        fill = quint8(byte);
    return ok;
}

CloneDestination::CloneDestination(DestinationDrive drive, DriveOutput output, qint64 sourceBytes)
    : m_drive(std::move(drive))
    , m_output(std::move(output))
    , m_sourceBytes(sourceBytes)
{}

Result<std::unique_ptr<CloneDestination>> CloneDestination::open(const DriveOutput &output,
                                                                 const WriteGate &gate,
                                                                 const SourceDevice &source,
                                                                 const QString &commandLine)
{
    Result<DestinationDrive> opened = DestinationDrive::open(output.devicePath, gate, commandLine);
    if (!opened)
        return opened.error();
    const qint64 sourceBytes = source.sizeBytes();
    const qint64 driveBytes = opened->sizeBytes();
    const int sector = opened->logicalSectorBytes();
    const auto refuse = [&output](const QString &why) {
        return Error::fromErrno(Error::Code::DriveRefused, 0, output.devicePath, -1, why);
    };
    if (driveBytes < sourceBytes) {
        const qint64 missing = sourceBytes - driveBytes;
        return refuse(tr("it holds %1 bytes (%2 sectors of %3 bytes), %4 bytes (%5 sectors) "
                         "fewer than the %6 bytes of the source")
                          .arg(driveBytes)
                          .arg(driveBytes / sector)
                          .arg(sector)
                          .arg(missing)
                          .arg((missing + sector - 1) / sector)
                          .arg(sourceBytes));
    }
    if (const QString serial = opened->identity().serial.trimmed();
        output.confirmedSizeBytes > 0
        && (serial.compare(output.confirmedSerial.trimmed(), Qt::CaseInsensitive) != 0
            || driveBytes != output.confirmedSizeBytes))
        return refuse(tr("it reports the serial number \"%1\" and %2 bytes, but the drive "
                         "confirmed was \"%3\" with %4 bytes: another drive under the same "
                         "name? Choose it again")
                          .arg(serial)
                          .arg(driveBytes)
                          .arg(output.confirmedSerial.trimmed())
                          .arg(output.confirmedSizeBytes));
    if (sourceBytes % sector != 0)
        return refuse(tr("the source's %1 bytes are not whole sectors of the drive's %2 bytes: "
                         "its last sector would be written only in part")
                          .arg(sourceBytes)
                          .arg(sector));
    return std::unique_ptr<CloneDestination>(
        new CloneDestination(std::move(*opened), output, sourceBytes));
}

void CloneDestination::captureSmart()
{
    // Read-only by SmartctlRunner's contract; a drive without SMART gives its reason.
    m_smartAtStart = RecordedSmart::from(SmartSnapshot::fromQuery(
        SmartctlRunner().query(m_drive.path()), QDateTime::currentDateTimeUtc()));
}

DriveDescriptors CloneDestination::descriptors() const
{
    return {m_drive.path(), m_drive.descriptor(), m_drive.directDescriptor(),
            m_drive.logicalSectorBytes()};
}

PatternRun CloneDestination::excessRun() const
{
    return {{m_sourceBytes, excessBytes()}, m_output.excessFill.value_or(0), 1024 * 1024};
}

std::unique_ptr<ImageSink> CloneDestination::sink() const
{
    return std::make_unique<DriveImageSink>(descriptors());
}

std::unique_ptr<ImageReader> CloneDestination::reader() const
{
    return std::make_unique<DriveRangeReader>(descriptors(), m_sourceBytes);
}

void CloneDestination::finishWriting(bool imagingCompleted,
                                     const std::atomic<bool> &cancelRequested)
{
    if (imagingCompleted && m_output.excessFill && excessBytes() > 0)
        writeExcess(cancelRequested);
    // What the drive holds in its cache is on the medium before anything is read back, and what
    // the record counts as written is on it too, whatever became of the excess.
    if (const Result<void> flushed = m_drive.flush(); !flushed)
        m_flushError = flushed.error();
}

void CloneDestination::writeExcess(const std::atomic<bool> &cancelRequested)
{
    // As a wipe writes: a block that fails is written again sector by sector, and the writing
    // goes on past each sector the drive refuses, so that every one of them is named.
    const DriveDescriptors drive = descriptors();
    const WipeBlocks blocks(drive.direct >= 0 ? drive.direct : drive.buffered,
                            drive.logicalSectorBytes, drive.path);
    const PatternRun run = excessRun();
    const AlignedBuffer buffer = alignedBuffer(run.blockBytes);
    if (!buffer) {
        m_excessError = Error::fromErrno(Error::Code::WriteFailed, ENOMEM, drive.path,
                                         run.range.offset, tr("no memory for a block"));
        return;
    }
    std::memset(buffer.get(), run.byte, std::size_t(run.blockBytes));
    WipeFailures failures;
    for (qint64 offset = run.range.offset; offset < run.range.end();) {
        if (cancelRequested.load(std::memory_order_relaxed)) {
            m_excessError = Error::fromErrno(Error::Code::Cancelled, 0, drive.path, offset);
            break;
        }
        const qint64 length = std::min(run.blockBytes, run.range.end() - offset);
        const BlockOutcome outcome = blocks.write(buffer.get(), offset, length);
        for (const WipeFailure &failure : outcome.failures)
            failures.add(failure);
        if (outcome.stop) {
            m_excessError = *outcome.stop;
            break;
        }
        offset += length;
        m_excessDone.fetch_add(length, std::memory_order_relaxed);
        m_excessWritten = m_excessDone.load() - failures.bytes();
    }
    if (m_excessError || failures.list().isEmpty())
        return;
    // "pwrite of sectors 2748 to 2748, 3000 to 3007": every sector the drive refused.
    const qint64 sector = drive.logicalSectorBytes;
    QStringList ranges;
    for (const WipeFailure &failure : failures.list())
        ranges << tr("%1 to %2")
                      .arg(failure.extent.offset / sector)
                      .arg((failure.extent.end() - 1) / sector);
    const WipeFailure &first = failures.list().first();
    m_excessError = Error::fromErrno(
        Error::Code::WriteFailed, first.sysErrno.value_or(EIO), drive.path, first.extent.offset,
        tr("pwrite of sectors %1").arg(ranges.join(QStringLiteral(", "))));
}

void CloneDestination::checkExcess(const std::atomic<bool> &cancelRequested)
{
    if (!m_output.excessFill || excessBytes() == 0 || m_excessError || m_flushError)
        return;
    m_excessDone.store(0);
    Result<PatternCheck> check
        = checkPattern(descriptors(), excessRun(), m_excessDone, cancelRequested);
    if (!check) {
        m_excessError = check.error();
        return;
    }
    m_excessCheck = *check;
    if (check->bytesDiffering > 0)
        m_excessError = Error::fromErrno(
            Error::Code::ImageReadFailed, 0, m_drive.path(), *check->firstDifference,
            tr("%1 bytes of the excess sectors read back otherwise than written")
                .arg(check->bytesDiffering));
}

CloneRecord CloneDestination::record(qint64 clonedBytes) const
{
    CloneRecord record;
    SourceIdentity &drive = record.drive;
    drive.path = m_drive.path();
    drive.kind = sourceKindName(SourceKind::BlockDevice);
    drive.sizeBytes = m_drive.sizeBytes();
    drive.logicalSectorBytes = m_drive.logicalSectorBytes();
    drive.physicalSectorBytes = m_drive.physicalSectorBytes();
    drive.describeDrive(m_drive.identity());
    record.smartAtStart = m_smartAtStart;
    record.clonedBytes = std::clamp<qint64>(clonedBytes, 0, m_sourceBytes);
    record.sourceBytes = m_sourceBytes;
    record.excess = excessName(m_output.excessFill);
    record.excessBytes = excessBytes();
    record.excessWritten = m_excessWritten;
    if (m_excessCheck) {
        record.excessChecked = m_excessCheck->bytesChecked;
        record.excessDiffering = m_excessCheck->bytesDiffering;
        record.excessFirstDifference = m_excessCheck->firstDifference;
    }
    record.directReadBack = m_drive.directDescriptor() >= 0;
    if (m_excessError)
        record.error = RecordedError::from(*m_excessError);
    if (m_flushError)
        record.flushError = RecordedError::from(*m_flushError);
    return record;
}

} // namespace Custody
