// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquisitionoutputs.h"

#include "engine/acquisitionfiles.h"
#include "engine/mapfile.h"
#include "io/nbdsource.h"
#include "record/sidecars.h"
#include "render/acquisitionlog.h"
#include "report/reportcontext.h"
#include "util/durablefile.h"
#include "util/nativepath.h"
#include "util/sourcelanguage.h"

#include <QJsonDocument>

namespace Custody {

void describeSource(AcquisitionRecord &record, const SourceDevice &sourceDevice,
                    const SourceDriveFacts &facts, const WriteBlockRecord &writeBlock)
{
    // A local node by its absolute path; other sources by the name they were given.
    SourceIdentity &source = record.source;
    source.path
        = sourceDevice.localIdentity() ? absolutePath(sourceDevice.path()) : sourceDevice.path();
    source.kind = sourceKindName(sourceDevice.kind());
    source.sizeBytes = sourceDevice.sizeBytes();
    source.logicalSectorBytes = sourceDevice.logicalSectorBytes();
    source.physicalSectorBytes = sourceDevice.physicalSectorBytes();
    if (facts.drive)
        source.describeDrive(*facts.drive);
    if (facts.error)
        source.driveError = RecordedError::from(*facts.error);
    source.hiddenAreas = facts.hiddenAreas;
    source.layout = facts.layout;
    if (facts.layoutError)
        source.layoutError = RecordedError::from(*facts.layoutError);
    source.network = sourceDevice.networkDescription();
    if (const std::optional<RemoteDriveIdentity> remote = sourceDevice.remoteDrive()) {
        const auto known = [](const QString &value) {
            return value.isEmpty() ? std::nullopt : std::optional(value);
        };
        source.vendor = known(remote->vendor);
        source.model = known(remote->model);
        source.serial = known(remote->serial);
        source.firmware = known(remote->firmware);
    }
    record.mountedPartitions = facts.mountedPartitions;
    if (facts.smartAtStart)
        record.smartAtStart = RecordedSmart::from(*facts.smartAtStart);
    record.writeBlock = writeBlock;
}

AcquisitionOutputs::AcquisitionOutputs(WriteGate gate, QString basePath, ImageFormat format)
    : m_gate(std::move(gate))
    , m_basePath(std::move(basePath))
    , m_format(format)
{}

Result<void> checkOutputWritable(const WriteGate &gate, const QString &path)
{
    return gate.check(path, lstatPath(path) ? PathChange::Replace : PathChange::Create);
}

Result<void> AcquisitionOutputs::checkWritable(const QString &path) const
{
    return checkOutputWritable(m_gate, path);
}

void AcquisitionOutputs::keepFirst(const Error &error)
{
    if (!m_error)
        m_error = error;
}

void AcquisitionOutputs::write(AcquisitionRecord &record, const ImagingOutcome &outcome,
                               FileDigester *segments, const QByteArray &earlierLog)
{
    auto addOutput = [&record](const QString &path, const QString &role) {
        const std::optional<struct stat> status = statPath(path);
        OutputFile output;
        output.path = absolutePath(path);
        output.sizeBytes = status ? qint64(status->st_size) : 0;
        output.role = role;
        record.outputs.append(output);
    };
    for (const QString &image : outcome.imageFiles) {
        if (!pathExists(image))
            continue;
        addOutput(image, QStringLiteral("image"));
        // An E01's files are a container: each gets its own MD5 (the media's is the image's).
        if (segments && outcome.status == ImagingOutcome::Status::Completed) {
            if (const Result<QString> md5 = segments->digestOf(image))
                record.outputs.last().md5 = *md5;
            else
                keepFirst(md5.error()); // the record lacks it, and says why
        }
    }
    const AcquisitionFiles files(m_basePath);
    addOutput(files.map(), QStringLiteral("map"));

    // A clone writes a drive, no image files: its digests are the record's and the log's.
    const Result<QStringList> sidecars
        = outcome.imageFiles.isEmpty()
              ? Result<QStringList>(QStringList())
              : writeChecksumSidecars(m_basePath, outcome.hashes, outcome.imageFiles, m_format,
                                      [this](const QString &path) { return checkWritable(path); });
    if (sidecars) {
        for (const QString &path : *sidecars)
            addOutput(path, QStringLiteral("checksums"));
    } else {
        keepFirst(sidecars.error());
    }
    for (const HashResult &hash : outcome.hashes) {
        if (!hash.windowsFile.isEmpty())
            addOutput(hash.windowsFile, QStringLiteral("windows"));
    }
    QByteArray log = acquisitionLogText(record, ReportContext::current()).toUtf8();
    // A resumed acquisition keeps what the log said of the runs before it, reports and their
    // SHA-256 lines included.
    if (!earlierLog.isEmpty()) {
        const SourceLanguageScope english; // like the rest of the log
        log += '\n' + tr("Earlier runs of this acquisition, as the log recorded them:").toUtf8()
               + "\n\n" + earlierLog;
    }
    if (writeFile(files.log(), log))
        addOutput(files.log(), QStringLiteral("log"));
    if (m_error)
        record.result.outputError = RecordedError::from(*m_error);
    writeFile(files.record(), QJsonDocument(record.toJson()).toJson(QJsonDocument::Indented));
}

bool AcquisitionOutputs::writeFile(const QString &path, const QByteArray &bytes)
{
    if (const Result<void> writable = checkWritable(path); !writable) {
        keepFirst(writable.error());
        return false;
    }
    if (const Result<void> saved = replaceFile(path, bytes, Error::Code::OutputNotSaved); !saved) {
        keepFirst(saved.error());
        return false;
    }
    dropStaleSignature(path);
    return true;
}

// The signature of a file just written anew would only say that it changed: it goes, through
// the write gate (a file there that is not a signature stays, and is the output error).
void AcquisitionOutputs::dropStaleSignature(const QString &path)
{
    const Result<bool> dropped = m_gate.dropSignatureOf(path);
    if (!dropped)
        keepFirst(dropped.error());
    else if (*dropped)
        m_droppedSignatures << AcquisitionFiles::signatureOf(path);
}

QStringList AcquisitionOutputs::lookAt(const QStringList &planned, const QString &mapPath)
{
    QStringList kept;
    for (const QString &path : planned) {
        const std::optional<struct stat> status = statPath(path);
        if (!status) {
            kept << tr("%1: not written").arg(path);
            continue;
        }
        const Result<RescueMap> map = path == mapPath ? MapFile::load(path) : RescueMap();
        if (path == mapPath && map)
            // One arg() for all: a name may hold "%2" too.
            kept << tr("%1: %2 of %3 bytes copied, %4 bytes unreadable, saved %5")
                        .arg(path, QString::number(map->bytesIn(SectorState::Finished)),
                             QString::number(map->sizeBytes()),
                             QString::number(map->bytesIn(SectorState::BadSector)),
                             QDateTime::fromSecsSinceEpoch(status->st_mtime)
                                 .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
        else
            kept << tr("%1: %2 bytes").arg(path, QString::number(status->st_size));
    }
    return kept;
}

} // namespace Custody
