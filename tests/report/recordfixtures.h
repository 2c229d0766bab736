// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionreport.h"
#include "report/reportcontext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimeZone>

// The acquisition records of tests/data/records (see make-fixtures.sh there), and a fixed
// report context, for the report tests.
namespace Custody::Test {

// A QStringList from string literals (the project builds with QT_NO_CAST_FROM_ASCII).
inline QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

inline QString recordPath(const QString &name)
{
    return QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/") + name + QStringLiteral(".json");
}

inline QByteArray recordBytes(const QString &name)
{
    QFile file(recordPath(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QJsonObject recordObject(const QString &name)
{
    return QJsonDocument::fromJson(recordBytes(name)).object();
}

// The path the report shows is the one given: a fixed one keeps the output independent of the
// checkout's location.
inline Result<AcquisitionReport> parseRecord(const QByteArray &json)
{
    return AcquisitionReport::fromRecord(json, QStringLiteral("/cases/2026-0117/record.json"));
}

inline ReportContext fixedContext()
{
    return {QDateTime(QDate(2026, 12, 1), QTime(9, 30, 5), QTimeZone("Europe/Berlin")),
            QStringLiteral("Custody 0.1.0 (Qt 6.4.2, OpenSSL 3.0.0 test)")};
}

// A record with 10,000 bad ranges of 1 to 3 sectors, every 13 sectors, made from `badsectors`:
// the largest list the report has to keep readable.
inline QByteArray recordWithManyBadRanges(int count)
{
    QJsonObject record = recordObject(QStringLiteral("badsectors"));
    QJsonObject result = record[QStringLiteral("result")].toObject();
    const qint64 size = record[QStringLiteral("source")][QStringLiteral("sizeBytes")].toInteger();
    QJsonArray ranges;
    qint64 badBytes = 0;
    for (int index = 0; index < count; ++index) {
        const qint64 first = 5 + qint64(index) * 13;
        const qint64 sectors = 1 + index % 3;
        ranges.append(QJsonObject{{QStringLiteral("offset"), first * 512},
                                  {QStringLiteral("length"), sectors * 512},
                                  {QStringLiteral("firstSector"), first},
                                  {QStringLiteral("lastSector"), first + sectors - 1}});
        badBytes += sectors * 512;
    }
    result[QStringLiteral("badRanges")] = ranges;
    result[QStringLiteral("bytesUnreadable")] = badBytes;
    result[QStringLiteral("badSectors")] = badBytes / 512;
    result[QStringLiteral("bytesFinished")] = size - badBytes;
    record[QStringLiteral("result")] = result;
    return QJsonDocument(record).toJson();
}

} // namespace Custody::Test
