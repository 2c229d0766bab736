// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipe/drivewipe.h"

#include "device/hiddenareaprobe.h"
#include "device/smartctlrunner.h"
#include "device/smartsnapshot.h"
#include "util/durablefile.h"
#include "util/nativepath.h"
#include "wipe/wipeblocks.h"
#include "wipe/wipeoutputs.h"

#include <fcntl.h>
#include <unistd.h>

namespace Custody {

namespace {

QString hex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

// What stopped the wipe, in the words of a wipe: the codes' own messages speak of images.
RecordedError stopRecord(const Error &error)
{
    RecordedError recorded = RecordedError::from(error);
    if (error.code == Error::Code::WriteFailed || error.code == Error::Code::SourceReadFailed)
        recorded.message = (error.code == Error::Code::WriteFailed
                                ? DriveWipe::tr("%1 refused a write at byte %2 (%3): the drive is "
                                                "not usable as a destination as it is.")
                                : DriveWipe::tr("%1 refused a read at byte %2 (%3): the drive is "
                                                "not usable as a destination as it is."))
                               .arg(error.path)
                               .arg(error.offset)
                               .arg(error.errnoText());
    return recorded;
}

} // namespace

DriveWipe::DriveWipe(WipeRequest request)
    : m_request(std::move(request))
{
    m_request.certificateBase = absolutePath(m_request.certificateBase);
}

DriveWipe::~DriveWipe() = default;

QStringList DriveWipe::certificateFiles() const
{
    return WipeOutputs::files(m_request.certificateBase);
}

Result<void> DriveWipe::checkCertificateFiles() const
{
    const QString folder = pathFolder(m_request.certificateBase);
    const std::optional<struct stat> status = statPath(folder);
    if (!status || !S_ISDIR(status->st_mode) || ::access(nativePath(folder).constData(), W_OK) != 0)
        return Error::fromErrno(Error::Code::OutputOpenFailed, 0, folder, -1,
                                tr("the certificate's folder %1 is not a folder you may write "
                                   "into: name a certificate base in another folder")
                                    .arg(folder));
    for (const QString &path : certificateFiles()) {
        // Refused whatever it is: a certificate is never replaced.
        if (pathExists(path))
            return Error::fromErrno(Error::Code::OutputExists, EEXIST, path);
        if (const Result<void> allowed = m_gate.check(path, PathChange::Create); !allowed)
            return allowed.error();
    }
    return {};
}

Result<void> DriveWipe::prepare()
{
    if (m_request.method == WipeMethod::ZeroOut
        && m_request.pattern.kind() != WipePattern::Kind::Zero)
        return Error::fromErrno(Error::Code::InvalidArgument, 0, m_request.devicePath, -1,
                                tr("--method zeroout writes zeros only: give --pattern zero, or "
                                   "--method write for another pattern"));
    if (m_request.mode == WipeMode::VerifyOnly
        && m_request.pattern.kind() == WipePattern::Kind::Random
        && m_request.pattern.key().isEmpty())
        return Error::fromErrno(Error::Code::InvalidArgument, 0, m_request.devicePath, -1,
                                tr("a random pattern can be checked only with the key it was "
                                   "written with: give --pattern zero or 0xNN to --verify-only"));
    // The certificate never lands on the drive it is about: the gate protects the drive (and what
    // stands on it) by identity, before the drive is opened.
    m_gate.protectSource(m_request.devicePath);
    m_gate.ownBase(m_request.certificateBase);
    if (const Result<void> writable = checkCertificateFiles(); !writable)
        return writable.error();
    // The drive's own gate protects what other work reads, not the drive itself (m_gate does,
    // which would refuse it as a destination).
    WriteGate driveGate;
    for (const QString &source : std::as_const(m_request.protectedSources))
        driveGate.protectSource(source);
    Result<DestinationDrive> opened
        = DestinationDrive::open(m_request.devicePath, driveGate, m_request.commandLine);
    if (!opened)
        return opened.error();
    m_drive.emplace(std::move(*opened));
    const qint64 sectorBytes = m_drive->logicalSectorBytes();
    if (m_request.blockBytes <= 0 || m_request.blockBytes % 4096 != 0
        || m_request.blockBytes % sectorBytes != 0)
        return Error::fromErrno(Error::Code::InvalidArgument, 0, m_request.devicePath, -1,
                                tr("the block size must be a multiple of 4096 bytes and of the "
                                   "drive's sector"));
    m_totalBytes.store(m_drive->sizeBytes());
    m_identity.path = m_drive->path();
    m_identity.kind = sourceKindName(SourceKind::BlockDevice);
    m_identity.sizeBytes = m_drive->sizeBytes();
    m_identity.logicalSectorBytes = m_drive->logicalSectorBytes();
    m_identity.physicalSectorBytes = m_drive->physicalSectorBytes();
    m_identity.describeDrive(m_drive->identity());
    {
        const std::lock_guard lock(m_mutex);
        m_map = RescueMap(m_drive->sizeBytes());
    }
    // Read-only, by the probe's closed command tables: what the drive hides is not wiped, and the
    // certificate says so.
    m_identity.hiddenAreas = probeHiddenAreas(m_request.devicePath);
    if (m_request.captureSmart)
        m_smartAtStart = RecordedSmart::from(SmartSnapshot::fromQuery(
            SmartctlRunner().query(m_request.devicePath), QDateTime::currentDateTimeUtc()));
    return {};
}

WipeCertificate DriveWipe::startCertificate() const
{
    WipeCertificate certificate;
    certificate.tool = ToolIdentity::running(m_request.commandLine);
    certificate.host = HostIdentity::running();
    certificate.caseDetails = m_request.caseDetails;
    certificate.drive = m_identity;
    certificate.smartAtStart = m_smartAtStart;
    certificate.mode = m_request.mode;
    certificate.method = m_request.method;
    const WipePattern &pattern = m_request.pattern;
    certificate.pattern = pattern.name();
    certificate.patternAlgorithm = pattern.algorithm();
    if (pattern.kind() == WipePattern::Kind::Random) {
        certificate.patternKey = hex(pattern.key());
        certificate.patternCounter = hex(pattern.counter());
    }
    return certificate;
}

void DriveWipe::markMap(Extent extent, SectorState state)
{
    const std::lock_guard lock(m_mutex);
    m_map.mark(extent, state);
}

void DriveWipe::addSample(QList<ThroughputSample> &samples, qint64 bytesDone)
{
    const std::lock_guard lock(m_mutex);
    samples.append({m_elapsed.elapsed() / 1000.0, bytesDone});
}

void DriveWipe::writeAll(WipeCertificate &certificate)
{
    const DestinationDrive &drive = *m_drive;
    const qint64 size = drive.sizeBytes();
    const qint64 blockBytes = m_request.blockBytes;
    const bool direct = drive.directDescriptor() >= 0;
    certificate.directWrites = direct;
    const WipeBlocks blocks(direct ? drive.directDescriptor() : drive.descriptor(),
                            drive.logicalSectorBytes(), drive.path());
    const WipePattern &pattern = m_request.pattern;
    const AlignedBuffer buffer = alignedBuffer(blockBytes);
    const bool uniform = pattern.kind() != WipePattern::Kind::Random;
    if (uniform)
        pattern.fill(buffer.get(), 0, blockBytes);
    WipeFailures failures;
    m_phase.store(Phase::Writing);
    addSample(m_writeSamples, 0);
    qint64 offset = 0;
    for (; offset < size && !isCancelRequested(); offset += blockBytes) {
        const qint64 length = std::min(blockBytes, size - offset);
        if (!uniform)
            pattern.fill(buffer.get(), offset, length);
        const BlockOutcome outcome = m_request.method == WipeMethod::ZeroOut
                                         ? blocks.zeroOut(buffer.get(), offset, length)
                                         : blocks.write(buffer.get(), offset, length);
        for (const WipeFailure &failure : outcome.failures)
            failures.add(failure);
        m_failedBytes.store(failures.bytes());
        if (outcome.stop) {
            certificate.error = stopRecord(*outcome.stop);
            break;
        }
        markMap({offset, length}, SectorState::NonTrimmed);
        for (const WipeFailure &failure : outcome.failures)
            markMap(failure.extent, SectorState::BadSector);
        m_bytesWritten.store(offset + length);
    }
    certificate.bytesWritten = m_bytesWritten.load();
    addSample(m_writeSamples, certificate.bytesWritten);
    certificate.failures = failures.list();
    if (certificate.error || isCancelRequested())
        return;
    // What the drive holds in its cache is written to the medium before anything is read back.
    m_phase.store(Phase::Flushing);
    if (Result<void> flushed = m_drive->flush(); !flushed)
        certificate.error = RecordedError::from(flushed.error());
}

void DriveWipe::readBackAll(WipeCertificate &certificate)
{
    DestinationDrive &drive = *m_drive;
    const qint64 size = drive.sizeBytes();
    const qint64 blockBytes = m_request.blockBytes;
    int descriptor = drive.directDescriptor();
    certificate.readBack = WipeReadBack::Direct;
    if (descriptor < 0) {
        // No O_DIRECT: the page cache's copy is dropped so that reads come from the medium.
        descriptor = drive.descriptor();
        const bool dropped = bool(drive.dropCache())
                             && ::posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0;
        certificate.readBack = dropped ? WipeReadBack::CacheDropped : WipeReadBack::CacheNotDropped;
    }
    const WipeBlocks blocks(descriptor, drive.logicalSectorBytes(), drive.path());
    const WipePattern &pattern = m_request.pattern;
    const AlignedBuffer expected = alignedBuffer(blockBytes);
    const AlignedBuffer found = alignedBuffer(blockBytes);
    const bool uniform = pattern.kind() != WipePattern::Kind::Random;
    if (uniform)
        pattern.fill(expected.get(), 0, blockBytes);
    WipeFailures failures;
    qsizetype writeFailure = 0; // the first write failure not yet past
    m_phase.store(Phase::Verifying);
    addSample(m_verifySamples, 0);
    for (qint64 offset = 0; offset < size && !isCancelRequested(); offset += blockBytes) {
        const qint64 length = std::min(blockBytes, size - offset);
        if (!uniform)
            pattern.fill(expected.get(), offset, length);
        const BlockOutcome outcome
            = blocks.readAndCompare(found.get(), expected.get(), offset, length);
        if (outcome.stop) {
            certificate.error = stopRecord(*outcome.stop);
            break;
        }
        markMap({offset, length}, SectorState::Finished);
        // A sector that could not be written stays failed, whatever it reads back as.
        for (; writeFailure < certificate.failures.size()
               && certificate.failures[writeFailure].extent.offset < offset + length;
             ++writeFailure)
            markMap(certificate.failures[writeFailure].extent, SectorState::BadSector);
        if (writeFailure > 0
            && certificate.failures[writeFailure - 1].extent.end() > offset + length)
            --writeFailure; // it goes on into the next block
        for (const WipeFailure &failure : outcome.failures) {
            failures.add(failure);
            markMap(failure.extent, SectorState::BadSector);
        }
        m_bytesVerified.store(offset + length);
        m_failedBytes.store(certificate.failedBytes() + failures.bytes());
    }
    certificate.bytesVerified = m_bytesVerified.load();
    addSample(m_verifySamples, certificate.bytesVerified);
    WipeFailures written;
    for (const WipeFailure &failure : std::as_const(certificate.failures))
        written.add(failure);
    certificate.failures = written.mergedWith(failures.list());
}

WipeCertificate DriveWipe::execute()
{
    Q_ASSERT(m_drive);
    {
        const std::lock_guard lock(m_mutex);
        m_elapsed.start();
    }
    WipeCertificate certificate = startCertificate();
    certificate.start = QDateTime::currentDateTimeUtc();
    if (m_request.mode == WipeMode::WriteAndVerify)
        writeAll(certificate);
    if (!certificate.error && !isCancelRequested())
        readBackAll(certificate);
    certificate.cancelled = isCancelRequested();
    certificate.end = QDateTime::currentDateTimeUtc();
    {
        const std::lock_guard lock(m_mutex);
        certificate.writeThroughput = m_writeSamples;
        certificate.verifyThroughput = m_verifySamples;
    }
    m_phase.store(Phase::WritingCertificate);
    m_outputError = WipeOutputs::write(certificate, m_request.certificateBase, m_gate);
    // Let go before the front end learns the end: another job may open the drive at once.
    m_drive.reset();
    m_phase.store(Phase::Finished);
    return certificate;
}

DriveWipe::Progress DriveWipe::progress() const
{
    return {m_phase.load(), m_totalBytes.load(), m_bytesWritten.load(), m_bytesVerified.load(),
            m_failedBytes.load()};
}

RescueMap DriveWipe::mapSnapshot() const
{
    const std::lock_guard lock(m_mutex);
    return m_map;
}

void DriveWipe::sampleThroughput()
{
    const Phase phase = m_phase.load();
    if (phase == Phase::Writing)
        addSample(m_writeSamples, m_bytesWritten.load());
    else if (phase == Phase::Verifying)
        addSample(m_verifySamples, m_bytesVerified.load());
}

QList<ThroughputSample> DriveWipe::throughput(Phase phase) const
{
    const std::lock_guard lock(m_mutex);
    return phase == Phase::Verifying ? m_verifySamples : m_writeSamples;
}

qint64 DriveWipe::elapsedMilliseconds() const
{
    const std::lock_guard lock(m_mutex);
    return m_elapsed.isValid() ? m_elapsed.elapsed() : 0;
}

} // namespace Custody
