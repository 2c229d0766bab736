// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <span>

#include <QDir>
#include <QFile>
#include <QLocale>

#include "engine/digest.h"
#include "verify/hashlogreader.h"
#include "verify/verifier.h"

// Generated images and the logs each tool would write for them, for the verifier tests.
namespace Custody::Test {

using namespace Qt::StringLiterals;

constexpr qint64 windowBytes = 1024 * 1024;

enum class LogKind { Checksums, BsdTag, Dc3ddSplit, DcflddWindows, Guymager, Ewf, Ftk, Record };

inline std::span<const std::byte> bytesOf(const QByteArray &data)
{
    return {reinterpret_cast<const std::byte *>(data.constData()), size_t(data.size())};
}

inline QString hexOf(HashAlgorithm algorithm, const QByteArray &data)
{
    return Digest::hexOf(algorithm, bytesOf(data));
}

inline QByteArray imageContent(qint64 bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    for (qint64 index = 0; index < bytes; ++index)
        data[index] = char((index * 2654435761u) >> 13);
    return data;
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// The image as one file or as segments of windowBytes; returns the path to verify.
inline QString writeImage(const QDir &dir, const QByteArray &data, bool split)
{
    if (!split)
        return writeFile(dir.filePath(u"disk.dd"_s), data) ? dir.filePath(u"disk.dd"_s) : QString();
    for (qint64 offset = 0, index = 0; offset < data.size(); offset += windowBytes, ++index) {
        if (!writeFile(dir.filePath(u"disk.%1"_s.arg(index, 3, 10, QLatin1Char('0'))),
                       data.mid(offset, windowBytes)))
            return {};
    }
    return dir.filePath(u"disk.000"_s);
}

// Each tool's way of writing the digests of `data` (docs/FORMATS.md), as files in dir.
inline QStringList writeLogs(LogKind kind, const QDir &dir, const QByteArray &data)
{
    const QString md5 = hexOf(HashAlgorithm::Md5, data);
    const QString sha1 = hexOf(HashAlgorithm::Sha1, data);
    const QString sha256 = hexOf(HashAlgorithm::Sha256, data);
    const auto window = [&data](HashAlgorithm algorithm, qint64 offset) {
        return hexOf(algorithm, data.mid(offset, windowBytes));
    };
    QList<std::pair<QString, QString>> files; // name, content
    switch (kind) {
    case LogKind::Checksums:
        files = {{u"disk.md5"_s, md5 + u"  disk.dd\n"_s},
                 {u"disk.sha256"_s, sha256 + u" *disk.dd\n"_s}};
        break;
    case LogKind::BsdTag:
        files = {
            {u"CHECKSUMS"_s,
             u"MD5 (disk.dd) = %1\nSHA1 (disk.dd) = %2\nSIZE (disk.dd) = %3\n"_s.arg(md5, sha1).arg(
                 data.size())}};
        break;
    case LogKind::Dc3ddSplit: {
        QString text = u"\ndc3dd 7.2.646 started at 2024-01-01 00:00:00 +0000\n\n"
                       "input results for file `/dev/sdz':\n"_s;
        for (HashAlgorithm algorithm : {HashAlgorithm::Md5, HashAlgorithm::Sha1}) {
            text += u"   %1 (%2)\n"_s.arg(hexOf(algorithm, data), hashName(algorithm));
            for (qint64 offset = 0; offset < data.size(); offset += windowBytes)
                text += u"      %1, sectors %2 - %3\n"_s.arg(window(algorithm, offset))
                            .arg(offset / 512)
                            // dc3dd leaves a final partial sector out of the range.
                            .arg(std::min(offset + windowBytes, qint64(data.size())) / 512 - 1);
        }
        files = {{u"disk.hlog"_s, text + u"\ndc3dd completed at 2024-01-01 00:00:01 +0000\n"_s}};
        break;
    }
    case LogKind::DcflddWindows: {
        QString text;
        const QList<HashAlgorithm> algorithms{HashAlgorithm::Md5, HashAlgorithm::Sha256,
                                              HashAlgorithm::Sha384};
        for (qint64 offset = 0; offset < data.size(); offset += windowBytes) {
            for (HashAlgorithm algorithm : algorithms)
                text += u"%1 - %2: %3\n"_s.arg(offset)
                            .arg(std::min(offset + windowBytes, qint64(data.size())))
                            .arg(window(algorithm, offset));
        }
        for (HashAlgorithm algorithm : algorithms)
            text += u"\nTotal (%1): %2\n"_s.arg(hashName(algorithm), hexOf(algorithm, data));
        files = {{u"disk.hash"_s, text}};
        break;
    }
    case LogKind::Guymager:
        files = {
            {u"disk.info"_s, u"\nGUYMAGER ACQUISITION INFO FILE\n==============================\n\n"
                             "Acquisition\n===========\n\nDevice size         : %1 (3.1MB)\n"
                             "MD5 hash                   : %2\nSHA1 hash                  : %3\n"
                             "SHA256 hash                : --\n"_s.arg(data.size())
                                 .arg(md5, sha1)}};
        break;
    case LogKind::Ewf:
        files = {{u"disk.log"_s,
                  u"ewfacquire 20140813\n\nMedia size:\t\t\t\t3.0 MB (%1 bytes)\n\n"
                  "MD5 hash calculated over data:\t\t%2\nSHA1 hash calculated over data:\t\t%3\n"
                  "ewfacquire: SUCCESS\n"_s.arg(data.size())
                      .arg(md5, sha1)}};
        break;
    case LogKind::Ftk:
        files = {{u"disk.dd.txt"_s,
                  u"Created By AccessData\u00ae FTK\u00ae Imager 4.7.1.2 \r\n\r\n"
                  "[Drive Geometry]\r\n Bytes per Sector: 512\r\n Sector Count: %1\r\n"
                  "[Computed Hashes]\r\n MD5 checksum:    %2\r\n SHA1 checksum:   %3\r\n"_s.arg(
                      QLocale(QLocale::German).toString(data.size() / 512), md5, sha1)}};
        break;
    case LogKind::Record: {
        QString windows;
        for (qint64 offset = 0; offset < data.size(); offset += windowBytes)
            windows += u"%1{\"offset\": %2, \"length\": %3, \"digest\": \"%4\"}"_s
                           .arg(offset == 0 ? u""_s : u", "_s)
                           .arg(offset)
                           .arg(std::min(windowBytes, data.size() - offset))
                           .arg(window(HashAlgorithm::Sha256, offset));
        files = {{u"disk.json"_s,
                  u"{\"format\": \"custody-acquisition-record\", \"source\": {\"sizeBytes\": %1},\n"
                  "\"hashes\": [{\"algorithm\": \"sha256\", \"digest\": \"%2\",\n"
                  "\"windows\": [%3]}]}\n"_s.arg(data.size())
                      .arg(sha256, windows)}};
        break;
    }
    }
    QStringList paths;
    for (const auto &[name, content] : files) {
        writeFile(dir.filePath(name), content.toUtf8());
        paths.append(dir.filePath(name));
    }
    return paths;
}

inline Result<QList<Hashlog>> readAll(const QStringList &paths)
{
    QList<Hashlog> logs;
    for (const QString &path : paths) {
        Result<Hashlog> log = readHashlog(path);
        if (!log)
            return log.error();
        logs.append(*log);
    }
    return logs;
}

inline VerificationReport verify(const QString &image, const QList<Hashlog> &logs)
{
    Result<std::unique_ptr<Verifier>> verifier = Verifier::prepare(image, logs);
    if (!verifier) {
        VerificationReport failed;
        failed.error = verifier.error();
        return failed;
    }
    return (*verifier)->run();
}

inline bool flipByte(const QStringList &files, qint64 offset)
{
    for (const QString &path : files) {
        QFile file(path);
        if (offset >= file.size()) {
            offset -= file.size();
            continue;
        }
        if (!file.open(QIODevice::ReadWrite) || !file.seek(offset))
            return false;
        char byte = 0;
        file.getChar(&byte);
        file.seek(offset);
        return file.putChar(char(~byte));
    }
    return false;
}

} // namespace Custody::Test

Q_DECLARE_METATYPE(Custody::Test::LogKind)
