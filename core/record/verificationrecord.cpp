// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/verificationrecord.h"

#include "record/jsonnode.h"

#include <QJsonArray>

#include <algorithm>

namespace Custody {

using namespace Qt::StringLiterals;
using Internal::JsonNode;
using Internal::Presence;

RecordedError RecordedError::from(const Error &error)
{
    return {error.codeName(), error.errnoText(), error.path, error.offset, error.userMessage()};
}

bool RecordedError::isCancelled() const
{
    return code == Error::fromErrno(Error::Code::Cancelled, 0, QString()).codeName();
}

namespace RecordJson {

QString time(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QJsonObject error(const RecordedError &error)
{
    return {{u"code"_s, error.code},
            {u"errnoText"_s, error.errnoText},
            {u"path"_s, error.path},
            {u"offset"_s, error.offset},
            {u"message"_s, error.message}};
}

// Records of formatVersion 1 wrote more fields (errno, detail) and the report read only
// "message": every other field is optional here.
RecordedError readError(const JsonNode &node)
{
    return {node.optionalString("code"_L1).value_or(QString()),
            node.optionalString("errnoText"_L1).value_or(QString()),
            node.optionalString("path"_L1).value_or(QString()),
            node.contains("offset"_L1) ? node.wholeNumber("offset"_L1, -1) : -1,
            node.string("message"_L1)};
}

HashAlgorithm readAlgorithm(const JsonNode &node, QLatin1StringView key)
{
    const QString name = node.string(key);
    const std::optional<HashAlgorithm> parsed = parseHashName(name);
    if (!parsed && node.isPresent())
        node.fail(key, QStringLiteral("unknown hash algorithm '%1'").arg(name));
    return parsed.value_or(HashAlgorithm::Sha256);
}

// Digests are compared as text, so they are checked to be hex of the algorithm's length and
// kept in lower case: "ABC…" and "abc…" are the same digest.
QString readHex(const JsonNode &node, QLatin1StringView key, HashAlgorithm algorithm)
{
    const QString hex = node.string(key).toLower();
    const bool isHex = std::all_of(hex.cbegin(), hex.cend(), [](QChar c) {
        return (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
               || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
    });
    if (node.isPresent() && (!isHex || hex.size() != hashHexLength(algorithm)))
        node.fail(key, QStringLiteral("not a %1 digest (%2 hex digits expected)")
                           .arg(hashDisplayName(algorithm))
                           .arg(hashHexLength(algorithm)));
    return hex;
}

QJsonArray digests(const QList<RecordedDigest> &digests)
{
    QJsonArray array;
    for (const RecordedDigest &digest : digests)
        array.append(
            QJsonObject{{u"algorithm"_s, hashName(digest.algorithm)}, {u"digest"_s, digest.hex}});
    return array;
}

QList<RecordedDigest> readDigests(const JsonNode &parent, QLatin1StringView key)
{
    QList<RecordedDigest> digests;
    for (const JsonNode &node : parent.objects(key, Presence::Required)) {
        const HashAlgorithm algorithm = readAlgorithm(node, "algorithm"_L1);
        digests.append({algorithm, readHex(node, "digest"_L1, algorithm)});
    }
    return digests;
}

namespace {

QJsonObject comparisonJson(const SourceComparison &comparison)
{
    return {{u"bytesCompared"_s, comparison.bytesCompared},
            {u"bytesDiffering"_s, comparison.bytesDiffering},
            {u"firstDifference"_s, comparison.firstDifference
                                       ? QJsonValue(*comparison.firstDifference)
                                       : QJsonValue(QJsonValue::Null)},
            {u"bytesNotCompared"_s, comparison.bytesNotCompared},
            {u"bytesReadOnlyNow"_s, comparison.bytesReadOnlyNow}};
}

SourceComparison readComparison(const JsonNode &node)
{
    SourceComparison comparison;
    comparison.bytesCompared = node.wholeNumber("bytesCompared"_L1, 0);
    comparison.bytesDiffering = node.wholeNumber("bytesDiffering"_L1, 0);
    // null when no byte differs; a number (never absent) otherwise.
    if (!node.isNull("firstDifference"_L1))
        comparison.firstDifference = node.wholeNumber("firstDifference"_L1, 0);
    comparison.bytesNotCompared = node.wholeNumber("bytesNotCompared"_L1, 0);
    comparison.bytesReadOnlyNow = node.wholeNumber("bytesReadOnlyNow"_L1, 0);
    if (comparison.bytesDiffering > 0 && !comparison.firstDifference)
        node.fail("firstDifference"_L1, QStringLiteral("missing, although bytes differ"));
    if (comparison.bytesDiffering > comparison.bytesCompared)
        node.fail("bytesDiffering"_L1, QStringLiteral("more than bytesCompared"));
    if (comparison.bytesReadOnlyNow > comparison.bytesNotCompared)
        node.fail("bytesReadOnlyNow"_L1, QStringLiteral("more than bytesNotCompared"));
    return comparison;
}

QJsonObject sourceRereadJson(const SourceRereadRecord &source)
{
    QJsonObject json{{u"time"_s, time(source.time)},
                     {u"digests"_s, digests(source.digests)},
                     {u"bytesUnreadable"_s, source.bytesUnreadable}};
    if (source.comparison)
        json.insert(u"comparison"_s, comparisonJson(*source.comparison));
    if (source.error)
        json.insert(u"error"_s, error(*source.error));
    return json;
}

SourceRereadRecord readSourceReread(const JsonNode &node)
{
    SourceRereadRecord source;
    source.time = node.time("time"_L1);
    source.digests = readDigests(node, "digests"_L1);
    source.bytesUnreadable = node.wholeNumber("bytesUnreadable"_L1, 0);
    if (const JsonNode comparison = node.object("comparison"_L1, Presence::Optional);
        comparison.isPresent())
        source.comparison = readComparison(comparison);
    if (const JsonNode failure = node.object("error"_L1, Presence::Optional); failure.isPresent())
        source.error = readError(failure);
    return source;
}

// formatVersion 1 kept the source re-read in flat fields beside the image's.
std::optional<SourceRereadRecord> readVersion1Source(const JsonNode &node)
{
    if (!node.contains("source"_L1))
        return std::nullopt;
    SourceRereadRecord source;
    source.digests = readDigests(node, "source"_L1);
    source.time = node.time("sourceTime"_L1);
    source.bytesUnreadable = node.wholeNumber("sourceUnreadableBytes"_L1, 0);
    if (const JsonNode failure = node.object("sourceError"_L1, Presence::Optional);
        failure.isPresent())
        source.error = readError(failure);
    return source;
}

} // namespace

QJsonObject verification(const VerificationRecord &verification, const QString &verdictName)
{
    QJsonObject json{{u"time"_s, time(verification.time)},
                     {u"image"_s, digests(verification.image)},
                     {u"verdict"_s, verdictName}};
    if (verification.error)
        json.insert(u"error"_s, error(*verification.error));
    if (verification.source)
        json.insert(u"sourceReread"_s, sourceRereadJson(*verification.source));
    return json;
}

std::optional<VerificationRecord> readVerification(const JsonNode &root, int formatVersion)
{
    const JsonNode node = root.object("verification"_L1, Presence::Optional);
    if (!node.isPresent())
        return std::nullopt;
    VerificationRecord verification;
    verification.time = node.time("time"_L1);
    verification.image = readDigests(node, "image"_L1);
    if (const JsonNode failure = node.object("error"_L1, Presence::Optional); failure.isPresent())
        verification.error = readError(failure);
    if (formatVersion == 1) {
        verification.source = readVersion1Source(node);
    } else if (const JsonNode source = node.object("sourceReread"_L1, Presence::Optional);
               source.isPresent()) {
        verification.source = readSourceReread(source);
    }
    return verification;
}

} // namespace RecordJson

} // namespace Custody
