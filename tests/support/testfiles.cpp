// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "testfiles.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace Custody::Test {

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray randomBytes(qint64 sizeBytes, quint32 seed)
{
    QByteArray bytes(sizeBytes, '\0');
    QRandomGenerator(seed).fillRange(reinterpret_cast<quint32 *>(bytes.data()), sizeBytes / 4);
    return bytes;
}

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QJsonObject recordOf(const QString &base)
{
    return QJsonDocument::fromJson(readFile(base + QStringLiteral(".json"))).object();
}

qint64 finishedMapBytes(const QString &mapPath)
{
    qint64 finished = 0;
    for (const QByteArray &line : readFile(mapPath).split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() >= 3 && fields[2] == "+")
            finished += fields[1].toLongLong(nullptr, 16);
    }
    return finished;
}

} // namespace Custody::Test
