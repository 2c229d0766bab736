// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/custodyrecordparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Custody {

namespace {

// The line where a digest is written, so that messages can point at it like in text logs.
int lineOf(const HashlogText &text, const QString &hex, qsizetype &searchFrom)
{
    const qsizetype at = text.bytes().indexOf(hex.toLatin1(), searchFrom);
    if (at < 0)
        return 0;
    searchFrom = at + hex.size();
    return text.lineOfOffset(at);
}

Result<void> appendPieces(const HashlogText &text, const QJsonArray &pieces,
                          const QString &algorithm, DigestScope scope, qsizetype &searchFrom,
                          Hashlog &log)
{
    for (const QJsonValue &value : pieces) {
        const QJsonObject piece = value.toObject();
        const QString digest = piece.value(QLatin1String("digest")).toString();
        const int number = lineOf(text, digest, searchFrom);
        const Result<QString> hex = text.digest(number, algorithm, digest);
        if (!hex)
            return hex.error();
        const QJsonValue offset = piece.value(QLatin1String("offset"));
        const QJsonValue length = piece.value(QLatin1String("length"));
        if (!offset.isDouble() || !length.isDouble() || offset.toInteger(-1) < 0
            || length.toInteger(-1) <= 0)
            return text.error(number, HashlogText::tr("a window without a valid offset and "
                                                      "length"));
        log.digests.append(
            {algorithm, *hex, {}, scope, Extent{offset.toInteger(), length.toInteger()}, number});
    }
    return {};
}

// result.badRanges and result.unfinishedRanges: what the acquisition left unread, sorted.
Result<void> appendUnreadable(const HashlogText &text, const QJsonObject &result, Hashlog &log)
{
    for (const char *key : {"badRanges", "unfinishedRanges"}) {
        for (const QJsonValue &value : result.value(QLatin1String(key)).toArray()) {
            const QJsonObject range = value.toObject();
            const qint64 offset = range.value(QLatin1String("offset")).toInteger(-1);
            const qint64 length = range.value(QLatin1String("length")).toInteger(-1);
            if (offset < 0 || length <= 0) {
                qsizetype keyFrom = 0;
                return text.error(
                    lineOf(text, QStringLiteral("\"%1\"").arg(QLatin1String(key)), keyFrom),
                    HashlogText::tr("an entry of result.%1 without a valid offset "
                                    "and length")
                        .arg(QLatin1String(key)));
            }
            log.unreadable.append({offset, length});
        }
    }
    std::sort(log.unreadable.begin(), log.unreadable.end(),
              [](const Extent &a, const Extent &b) { return a.offset < b.offset; });
    return {};
}

} // namespace

bool looksLikeCustodyRecord(const HashlogText &text)
{
    const QStringList lines = text.firstLines(1);
    return !lines.isEmpty() && lines.first().startsWith(u'{');
}

Result<Hashlog> parseCustodyRecord(const HashlogText &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.bytes(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return text.error(text.lineOfOffset(parseError.offset),
                          HashlogText::tr("not valid JSON: %1").arg(parseError.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != u"custody-acquisition-record")
        return text.error(0, HashlogText::tr("a JSON file, but not a Custody acquisition record "
                                             "(no \"format\": \"custody-acquisition-record\")"));
    Hashlog log;
    log.path = text.path();
    log.format = HashlogFormat::CustodyRecord;
    log.notes = text.notes();
    qsizetype searchFrom = 0;
    for (const QJsonValue &value : root.value(QLatin1String("hashes")).toArray()) {
        const QJsonObject hash = value.toObject();
        const QString algorithm
            = canonicalAlgorithmName(hash.value(QLatin1String("algorithm")).toString());
        const QString digest = hash.value(QLatin1String("digest")).toString();
        const int number = lineOf(text, digest, searchFrom);
        if (algorithm.isEmpty())
            return text.error(number, HashlogText::tr("a hash without an algorithm"));
        const Result<QString> hex = text.digest(number, algorithm, digest);
        if (!hex)
            return hex.error();
        log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
        // QJsonDocument writes keys sorted, so segments come before windows: each list's
        // digests are searched for from its key on.
        for (const auto &[key, scope] : {std::pair{"windows", DigestScope::Window},
                                         std::pair{"segments", DigestScope::Segment}}) {
            qsizetype piecesFrom = std::max<qsizetype>(
                searchFrom, text.bytes().indexOf(QByteArray("\"") + key + '"', searchFrom));
            const Result<void> pieces = appendPieces(text, hash.value(QLatin1String(key)).toArray(),
                                                     algorithm, scope, piecesFrom, log);
            if (!pieces)
                return pieces.error();
        }
    }
    const QJsonObject result = root.value(QLatin1String("result")).toObject();
    const QString status = result.value(QLatin1String("status")).toString();
    if (const Result<void> unreadable = appendUnreadable(text, result, log); !unreadable)
        return unreadable.error();
    if (log.digests.isEmpty())
        return text.error(0, HashlogText::tr("the record has no hashes (the acquisition's "
                                             "status is '%1')")
                                 .arg(status));
    if (!status.isEmpty() && status != u"completed")
        log.notes.append(QStringLiteral("the acquisition's status is '%1'").arg(status));
    const QJsonValue size
        = root.value(QLatin1String("source")).toObject().value(QLatin1String("sizeBytes"));
    if (size.isDouble() && size.toInteger(-1) >= 0) {
        qsizetype sizeFrom = 0;
        log.sizes.append(
            {size.toInteger(), {}, lineOf(text, QStringLiteral("\"sizeBytes\""), sizeFrom)});
    }
    const QString verdict = root.value(QLatin1String("verification"))
                                .toObject()
                                .value(QLatin1String("verdict"))
                                .toString();
    // The verdict the acquisition wrote (VerificationVerdict::name()): anything but a match is
    // worth saying next to this verification's own result.
    if (!verdict.isEmpty() && verdict != u"match")
        log.notes.append(QStringLiteral("the record's verification after the acquisition says "
                                        "\"%1\", not \"match\"")
                             .arg(verdict));
    return log;
}

} // namespace Custody
