// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/earlieroutputs.h"

#include "engine/acquisitionfiles.h"
#include "io/imageformat.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody {

QByteArray readEarlierFile(const QString &path)
{
    const Result<QByteArray> bytes = readWholeFile(path, MaximumEarlierFileBytes);
    return bytes ? *bytes : QByteArray();
}

QStringList EarlierOutputs::all(const QString &basePath)
{
    QStringList found;
    for (const AcquisitionFile &file : AcquisitionFiles(basePath).existing()) {
        // The lock is the acquisition's own while it runs, and a report is the examiner's: they
        // neither stop a new acquisition nor are removed by one (the report's signature is).
        if (file.kind != AcquisitionFileKind::Lock && file.kind != AcquisitionFileKind::Report)
            found << file.path;
    }
    return found;
}

QStringList EarlierOutputs::proven(const QString &basePath)
{
    const AcquisitionFiles files(basePath);
    QStringList proven;
    const QString folder = pathFolder(absolutePath(basePath)) + u'/';
    // The map with Custody's companion line proves itself and the image files of the format it
    // names (a GNU ddrescue map proves nothing: its image is ddrescue's).
    if (const Result<LoadedMap> map = MapFile::loadWithCompanion(files.map());
        map && !map->companion.isEmpty()) {
        proven << files.map();
        const QJsonObject shape = map->companion.value(u"image").toObject();
        const std::optional<ImageFormat> format
            = parseImageFormatName(shape.value(u"format").toString());
        if (format) {
            const QStringList images = files.plannedImages(
                *format, qint64(shape.value(u"segmentBytes").toDouble()), map->map.sizeBytes());
            for (const QString &image : ImageFormats::existingFiles(basePath)) {
                if (images.contains(image))
                    proven << image;
            }
        }
    }
    // The record proves itself and every file it lists, by name in this folder (a copied or
    // moved case folder keeps its names, not the record's absolute paths).
    const Result<QByteArray> recordBytes = readWholeFile(files.record(), MaximumEarlierFileBytes);
    if (recordBytes && recordBytes->contains("\"custody-acquisition-record\"")) {
        const QJsonObject record = QJsonDocument::fromJson(*recordBytes).object();
        if (!record.isEmpty())
            proven << files.record();
        for (const QJsonValue &output : record.value(u"outputs").toArray()) {
            const QString name = pathFileName(output.toObject().value(u"path").toString());
            const QString path = folder + name;
            if (!name.isEmpty() && files.kindOf(path) && !proven.contains(path))
                proven << path;
        }
    }
    // A signature of a proven file is the acquisition's too.
    for (const QString &path : QStringList(proven)) {
        if (const QString signature = AcquisitionFiles::signatureOf(path); pathExists(signature))
            proven << signature;
    }
    return proven;
}

QStringList EarlierOutputs::toRemove(const QString &basePath)
{
    QStringList stale = all(basePath);
    stale.removeAll(AcquisitionFiles(basePath).map());
    return stale;
}

Result<void> EarlierOutputs::checkStartingOver(WriteGate gate, const QString &basePath,
                                               const QStringList &planned)
{
    // A report of the earlier acquisition is the examiner's: starting over neither removes it
    // nor leaves it beside a new image it does not describe.
    if (const QString report = AcquisitionFiles(basePath).pdfReport(); pathExists(report))
        return Error::fromErrno(
            Error::Code::RemovalRefused, 0, report, -1,
            tr("it is the report of the acquisition that starting over would replace, and "
               "would then describe an image that is no longer there; move it (and its "
               "signature, if any) away first"));
    for (const QString &path : proven(basePath))
        gate.own(path);
    if (const Result<void> replaced = gate.checkAll(planned, PathChange::Replace); !replaced)
        return replaced;
    return gate.checkAll(toRemove(basePath), PathChange::Remove);
}

Result<void> EarlierOutputs::startOver(WriteGate gate, const QString &basePath,
                                       const MapFile &emptyMap, qint64 sizeBytes)
{
    // Checked as a whole before anything changes: a refusal leaves every file as it was.
    for (const QString &path : proven(basePath))
        gate.own(path);
    const QStringList stale = toRemove(basePath);
    if (const Result<void> allowed = gate.checkAll(stale, PathChange::Remove); !allowed)
        return allowed;
    if (const Result<void> replaceable = gate.check(emptyMap.path(), PathChange::Replace);
        !replaceable)
        return replaceable;
    if (const Result<void> saved = emptyMap.save(RescueMap(sizeBytes)); !saved)
        return saved;
    for (const QString &path : stale) {
        if (const Result<void> removed = gate.remove(path); !removed)
            return removed;
    }
    return syncFolder(pathFolder(absolutePath(basePath)), Error::Code::OutputOpenFailed);
}

} // namespace Custody
