// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/resumecheck.h"

#include "util/durablefile.h"

#include <QJsonDocument>

namespace Custody {

using namespace Qt::StringLiterals;

QJsonObject ResumeCheck::imageShapeOf(const ImagingSettings &settings)
{
    return {{u"format"_s, imageFormatName(settings.format)},
            {u"segmentBytes"_s, settings.segmentBytes},
            {u"fillByte"_s, int(settings.fillByte)},
            {u"rereadUnit"_s,
             settings.rereadUnit == RereadUnit::LogicalSector ? u"logical"_s : u"physical"_s}};
}

QStringList ResumeCheck::imageShapeDifferences(const QJsonObject &earlier, const QJsonObject &now)
{
    const std::pair<QString, QString> fields[] = {
        {u"format"_s, tr("image format")},
        {u"segmentBytes"_s, tr("segment size in bytes (--split)")},
        {u"fillByte"_s, tr("fill byte (--fill)")},
        {u"rereadUnit"_s, tr("re-read unit (--reread-unit)")},
    };
    QStringList differences;
    for (const auto &[key, what] : fields) {
        const QString was = earlier.value(key).toVariant().toString();
        const QString is = now.value(key).toVariant().toString();
        if (earlier.contains(key) && was != is)
            differences << tr("%1: was %2, is now %3").arg(what, was, is);
    }
    return differences;
}

Result<void> ResumeCheck::checkImageHoldsMap(const RescueMap &map, const QStringList &imageFiles,
                                             qint64 segmentBytes, bool fillWritten)
{
    qint64 needed = 0;
    for (const MapRun &run : map.runs()) {
        if (run.state == SectorState::Finished
            || (fillWritten && run.state == SectorState::BadSector))
            needed = run.extent.end();
    }
    // The bytes the files hold from offset 0 without a gap: a segment shorter than the segment
    // size ends the image.
    qint64 held = 0;
    QString shortFile = imageFiles.value(0);
    for (const QString &file : imageFiles) {
        if (held >= needed)
            break;
        shortFile = file;
        const std::optional<struct stat> status = statPath(file);
        const qint64 size = status ? qint64(status->st_size) : 0;
        held += segmentBytes > 0 ? std::min(size, segmentBytes) : size;
        if (!status || (segmentBytes > 0 && size < segmentBytes))
            break;
    }
    if (held >= needed)
        return {};
    return Error::fromErrno(Error::Code::ResumeRefused, 0, shortFile, -1,
                            tr("the map says the image holds %1 bytes, but the image files hold "
                               "only %2 (%3 is missing or shorter than that): the image was "
                               "truncated, or the map belongs to another image. Acquire again "
                               "into a new name")
                                .arg(needed)
                                .arg(held)
                                .arg(shortFile));
}

bool ResumeCheck::isCompletedRecord(const QByteArray &json)
{
    const QJsonObject record = QJsonDocument::fromJson(json).object();
    const QJsonObject result = record.value(u"result").toObject();
    return record.value(u"format").toString() == u"custody-acquisition-record"_s
           && result.value(u"status").toString() == u"completed"_s
           && !result.contains(u"outputError");
}

} // namespace Custody
