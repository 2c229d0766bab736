// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/imageconversion.h"

#include "acquisition/acquisition.h"
#include "acquisition/acquisitionlock.h"
#include "device/writegate.h"
#include "engine/acquisitionfiles.h"
#include "engine/sequentialhashing.h"
#include "io/ewfcontainer.h"
#include "render/acquisitionloglock.h"
#include "render/reportpublisher.h"
#include "util/durablefile.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>

using namespace Qt::Literals::StringLiterals;

namespace Custody {

namespace {

constexpr qint64 MaximumRecordBytes = 64 * 1024 * 1024;

QString temporaryBase(const QString &basePath)
{
    return basePath + QStringLiteral(".converting");
}

} // namespace

Result<ImageConversion> ImageConversion::prepare(const QString &recordPath,
                                                 const ImageFormatOptions &target)
{
    const auto refuse = [&recordPath](const QString &why) {
        return Error::fromErrno(Error::Code::InvalidArgument, 0, recordPath, -1, why);
    };
    if (target.format != ImageFormat::Ewf)
        return refuse(tr("only conversion to E01 is offered"));
    if (!recordPath.endsWith(QLatin1String(".json")))
        return refuse(tr("give the acquisition's record, NAME.json"));
    const Result<QByteArray> bytes = readWholeFile(recordPath, MaximumRecordBytes, {});
    if (!bytes)
        return bytes.error();
    Result<AcquisitionRecord> record = AcquisitionRecord::fromJson(*bytes, recordPath);
    if (!record)
        return record.error();
    if (record->result.status != ImagingOutcome::Status::Completed || record->hashes.isEmpty())
        return refuse(tr("the acquisition is not finished (or has no hashes): resume it, then "
                         "convert"));
    if (record->settings.format == ImageFormat::Ewf)
        return refuse(tr("this acquisition is an E01 already; to recompress it, acquire its "
                         "E01 as the source"));
    const int sector = record->source.logicalSectorBytes;
    const qint64 chunk
        = target.chunkBytes > 0 ? target.chunkBytes : qint64(Ewf::DefaultSectorsPerChunk) * sector;
    if (const QString problem = Ewf::settingsProblem(chunk, target.segmentBytes, sector);
        !problem.isEmpty())
        return refuse(problem);
    ImageConversion conversion;
    conversion.m_record = std::move(*record);
    conversion.m_target = target;
    conversion.m_basePath = recordPath.chopped(5);
    conversion.m_sourceFiles = conversion.m_record.imageFiles();
    for (const QString &existing :
         Ewf::existingSegments(conversion.m_basePath)
             + Ewf::existingSegments(temporaryBase(conversion.m_basePath)))
        return Error::fromErrno(Error::Code::OutputExists, EEXIST, existing);
    return conversion;
}

ImageDescription ImageConversion::description() const
{
    ImageDescription description = caseImageDescription(m_record.caseDetails);
    // The E01's own dates are those of the conversion: the acquisition's go into its notes.
    const QString origin
        = tr("Converted by Custody from the %1 image of an acquisition from %2 to %3 (%4).")
              .arg(imageFormatName(m_record.settings.format),
                   m_record.history.firstStart().isValid()
                       ? m_record.history.firstStart().toUTC().toString(Qt::ISODate)
                       : m_record.result.start.toUTC().toString(Qt::ISODate),
                   m_record.result.end.toUTC().toString(Qt::ISODate),
                   QFileInfo(m_basePath).fileName() + QStringLiteral(".json"));
    description.notes = description.notes.isEmpty() ? origin : description.notes + u' ' + origin;
    description.model = m_record.source.model.value_or(QString());
    description.serial = m_record.source.serial.value_or(QString());
    description.physical = m_record.source.kind == sourceKindName(SourceKind::BlockDevice);
    description.bytesPerSector = m_record.source.logicalSectorBytes;
    return description;
}

Result<QList<HashResult>> ImageConversion::run(const std::atomic<bool> &cancelRequested,
                                               std::atomic<qint64> &bytesRead)
{
    // The acquisition's own output lock: no second conversion, nor an acquisition into NAME,
    // writes these files meanwhile.
    Result<std::unique_ptr<AcquisitionLock>> lock
        = AcquisitionLock::take(AcquisitionLock::outputLockPath(m_basePath), m_basePath,
                                QStringLiteral("custody-cli convert"));
    if (!lock)
        return lock.error();
    for (const QString &existing :
         Ewf::existingSegments(m_basePath) + Ewf::existingSegments(temporaryBase(m_basePath)))
        return Error::fromErrno(Error::Code::OutputExists, EEXIST, existing);
    Result<std::unique_ptr<ImageReader>> reader
        = ImageFormats::openWritten(m_record.settings.format, m_sourceFiles);
    if (!reader)
        return reader.error();
    if ((*reader)->sizeBytes() != sizeBytes())
        return Error::fromErrno(Error::Code::ImageChanged, 0, m_sourceFiles.value(0), -1,
                                tr("the image holds %1 bytes, the record says %2")
                                    .arg((*reader)->sizeBytes())
                                    .arg(sizeBytes()));
    Result<std::unique_ptr<ImageSink>> sink = ImageFormats::createSink(
        m_target, temporaryBase(m_basePath), description(), sizeBytes(), OutputMode::CreateNew);
    if (!sink)
        return sink.error();
    SequentialHashing plan;
    for (const RecordedHash &hash : std::as_const(m_record.hashes))
        plan.algorithms |= hash.algorithm;
    plan.algorithms |= HashAlgorithm::Md5 | HashAlgorithm::Sha1; // what the E01 stores
    plan.sizeBytes = sizeBytes();
    plan.threadPrefix = QStringLiteral("custody-convert");
    plan.path = m_sourceFiles.value(0);
    ImageReader &image = **reader;
    ImageSink &output = **sink;
    const Result<QList<HashResult>> hashes
        = hashSequentially(plan, cancelRequested, bytesRead, [&](Block &block) -> Result<void> {
              const auto bytes = std::span(block.data, std::size_t(block.extent.length));
              if (const Result<void> read = image.readAt(block.extent.offset, bytes); !read)
                  return read;
              return output.writeAt(block.extent.offset, bytes);
          });
    const QStringList temporary = output.filePaths();
    const auto discard = [&temporary, this] {
        // Only this conversion's own unfinished output, through the write gate: never the
        // acquisition's image it was read from, nor anything else the gate protects.
        WriteGate gate;
        for (const QString &file : m_sourceFiles)
            gate.protectSource(file);
        for (const QString &file : temporary)
            gate.own(file);
        for (const QString &file : temporary)
            (void)gate.remove(file); // what cannot be removed stays, named *.converting.E01
    };
    if (!hashes) {
        sink->reset();
        discard();
        return hashes.error();
    }
    if (const Result<void> same = compareWithRecord(*hashes); !same) {
        sink->reset();
        discard();
        return same.error();
    }
    QList<ImageDigest> digests;
    for (const HashResult &hash : *hashes)
        digests.append({hashName(hash.algorithm), hash.hex});
    if (const Result<void> finished = output.finish({digests, m_record.result.badRanges});
        !finished) {
        sink->reset();
        discard();
        return finished.error();
    }
    if (const Result<void> moved = moveIntoPlace(output.filePaths()); !moved)
        return moved.error();
    if (const Result<bool> noted = noteInLog(); noted)
        m_droppedLogSignature = *noted;
    else
        m_logError = noted.error();
    return *hashes;
}

// The log is the acquisition's account of its files: an E01 made from its image later is named
// there, with how it was checked, as a report saved later is. The digests are not repeated: they
// are the log's own, above.
Result<bool> ImageConversion::noteInLog()
{
    const QString logPath = m_basePath + QStringLiteral(".txt");
    WriteGate gate;
    gate.protectSource(m_record.source.path);
    for (const QString &file : m_sourceFiles)
        gate.protectFile(file, tr("the image"));
    for (const QString &file : m_outputFiles)
        gate.protectFile(file, tr("the E01 just made"));
    gate.protectFile(m_basePath + QStringLiteral(".json"), tr("the record of the acquisition"));
    gate.own(logPath);
    // One writer of the log at a time in this process (a report saved, a signing).
    const AcquisitionLogLock lock(logPath);
    if (const Result<void> appendable = gate.check(logPath, PathChange::Replace); !appendable)
        return appendable.error();
    // A signature beside the log that is no CMS signature would not be removed after the line
    // is added: refused before anything is written, as a report refuses it.
    const QString signature = AcquisitionFiles::signatureOf(logPath);
    if (pathExists(signature) && !isSignatureFile(signature))
        return Error::fromErrno(Error::Code::RemovalRefused, 0, signature, -1,
                                tr("it is not a CMS signature (DER or PEM), so it is not removed "
                                   "with the signature of the log written anew"));
    QStringList files;
    for (const QString &file : m_outputFiles)
        files.append(oneLogLine(QFileInfo(file).absoluteFilePath()));
    // Only what was compared: the record's digests of the whole image (its window digests, the
    // source's re-read and the reports' digests were not computed again).
    QStringList compared;
    for (const RecordedHash &hash : m_record.hashes)
        compared.append(hashDisplayName(hash.algorithm));
    const QString line
        = u"Converted %1 to E01 (compression %2, segments of at most %3 bytes): %4; the "
          u"image read for it has the %5 of the whole image that this log gives\n"_s
              .arg(ReportPublisher::currentContext().created.toUTC().toString(Qt::ISODate),
                   chunkCompressionName(m_target.compression))
              .arg(m_target.segmentBytes)
              .arg(files.join(QStringLiteral(", ")), compared.join(QStringLiteral(", ")));
    if (const Result<void> logged = ReportPublisher::appendToLog(logPath, line); !logged)
        return logged.error();
    const Result<bool> dropped = gate.dropSignatureOf(logPath);
    if (!dropped) {
        m_logSignatureError = dropped.error(); // the log names the E01 all the same
        return false;
    }
    return *dropped;
}

Result<void> ImageConversion::compareWithRecord(const QList<HashResult> &computed) const
{
    QStringList differences;
    for (const RecordedHash &recorded : m_record.hashes) {
        for (const HashResult &hash : computed) {
            if (hash.algorithm == recorded.algorithm && hash.hex != recorded.hex)
                differences << tr("%1 is %2, the record says %3")
                                   .arg(hashDisplayName(hash.algorithm), hash.hex, recorded.hex);
        }
    }
    if (differences.isEmpty())
        return {};
    return Error::fromErrno(Error::Code::ImageChanged, 0, m_sourceFiles.value(0), -1,
                            tr("the image no longer matches its record (%1); no E01 was made")
                                .arg(differences.join(QStringLiteral("; "))));
}

Result<void> ImageConversion::moveIntoPlace(const QStringList &temporary)
{
    // The last segment first and .E01 last, never over an existing file: a BASE.E01 appears only
    // when every other segment is in place. A failure puts back what was moved.
    const QString from = temporaryBase(m_basePath);
    QStringList moved;
    for (auto file = temporary.crbegin(); file != temporary.crend(); ++file) {
        const QString target = m_basePath + file->mid(from.size());
        if (const int failed = renameWithoutReplacing(nativePath(*file), nativePath(target));
            failed != 0) {
            const Error error = Error::fromErrno(failed == EEXIST ? Error::Code::OutputExists
                                                                  : Error::Code::OutputNotSaved,
                                                 failed, target);
            for (const QString &done : std::as_const(moved))
                renameWithoutReplacing(nativePath(done),
                                       nativePath(from + done.mid(m_basePath.size())));
            return error;
        }
        moved.prepend(target);
    }
    m_outputFiles = moved;
    return syncFolder(QFileInfo(m_basePath).absolutePath(), Error::Code::OutputNotSaved);
}

} // namespace Custody
