// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schema of a wipe certificate (CERT.json): each describe function names the fields of one
// type once, for toJson() and fromJson() alike (see recordfields.h). docs/FORMATS.md shows one.

#include "record/wipecertificate.h"

#include "record/recordparts.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <array>

namespace Custody {

using namespace Qt::StringLiterals;
using Internal::FieldNames;
using Internal::FormatDocument;
using Internal::JsonNode;
using Internal::JsonProblems;
using Internal::Presence;
using Internal::readFormatDocument;
using Internal::RecordReader;
using Internal::RecordWriter;
namespace Parts = Internal::RecordParts;

namespace {

const QLatin1StringView s_format("custody-wipe-certificate");
constexpr int s_formatVersion = 1;

// The record's word for each value of an enumeration, and its reading back.
template<typename Enum, size_t Count>
struct Words
{
    std::array<std::pair<Enum, const char *>, Count> words;
    QString name(Enum value) const
    {
        for (const auto &[known, word] : words) {
            if (known == value)
                return QString::fromLatin1(word);
        }
        return {};
    }
    std::optional<Enum> parse(const QString &text) const
    {
        for (const auto &[known, word] : words) {
            if (text == QLatin1String(word))
                return known;
        }
        return std::nullopt;
    }
};

constexpr Words<WipeMode, 2> s_modeWords{
    {{{WipeMode::WriteAndVerify, "writeAndVerify"}, {WipeMode::VerifyOnly, "verifyOnly"}}}};
constexpr Words<WipeMethod, 2> s_methodWords{
    {{{WipeMethod::Write, "write"}, {WipeMethod::ZeroOut, "zeroout"}}}};
constexpr Words<WipeReadBack, 3> s_readBackWords{
    {{{WipeReadBack::Direct, "direct"},
      {WipeReadBack::CacheDropped, "cacheDropped"},
      {WipeReadBack::CacheNotDropped, "cacheNotDropped"}}}};
constexpr Words<WipeFailure::Kind, 3> s_failureWords{
    {{{WipeFailure::Kind::WriteError, "write error"},
      {WipeFailure::Kind::ReadError, "read error"},
      {WipeFailure::Kind::Mismatch, "mismatch"}}}};

const FieldNames<WipeMode> s_modeNames{[](WipeMode value) { return s_modeWords.name(value); },
                                       [](const QString &text) { return s_modeWords.parse(text); },
                                       "mode"};
const FieldNames<WipeMethod> s_methodNames{
    [](WipeMethod value) { return s_methodWords.name(value); },
    [](const QString &text) { return s_methodWords.parse(text); }, "method"};
const FieldNames<WipeReadBack> s_readBackNames{
    [](WipeReadBack value) { return s_readBackWords.name(value); },
    [](const QString &text) { return s_readBackWords.parse(text); }, "read-back"};
const FieldNames<WipeFailure::Kind> s_failureNames{
    [](WipeFailure::Kind value) { return s_failureWords.name(value); },
    [](const QString &text) { return s_failureWords.parse(text); }, "reason"};

template<typename Io, typename Failure>
void describeFailure(Io &io, Failure &failure, int sectorBytes)
{
    Parts::range(io, failure.extent, sectorBytes);
    io.field("reason"_L1, failure.kind, s_failureNames);
    io.optional("errno"_L1, failure.sysErrno);
    io.nullable("firstDifference"_L1, failure.firstDifference);
    io.optional("foundByte"_L1, failure.foundByte);
    io.check(!failure.firstDifference
                 || (*failure.firstDifference >= failure.extent.offset
                     && *failure.firstDifference < failure.extent.end()),
             "firstDifference"_L1, u"outside the range"_s);
}

template<typename Io, typename Certificate>
void describeWipe(Io &io, Certificate &certificate)
{
    io.field("mode"_L1, certificate.mode, s_modeNames);
    io.field("method"_L1, certificate.method, s_methodNames);
    io.object("pattern"_L1, [&](auto &child) {
        child.field("name"_L1, certificate.pattern);
        bool keyed = false;
        if constexpr (Io::reading)
            keyed = child.node().contains("algorithm"_L1);
        else
            keyed = !certificate.patternAlgorithm.isEmpty();
        if (keyed) {
            child.field("algorithm"_L1, certificate.patternAlgorithm);
            child.field("key"_L1, certificate.patternKey);
            child.field("counter"_L1, certificate.patternCounter);
        }
    });
    io.field("directWrites"_L1, certificate.directWrites);
    io.field("readBack"_L1, certificate.readBack, s_readBackNames);
}

template<typename Io, typename Certificate>
void describeResult(Io &io, Certificate &certificate)
{
    const int sectorBytes = int(certificate.sectorBytes());
    io.field("bytesWritten"_L1, certificate.bytesWritten);
    io.derived("sectorsWritten"_L1, certificate.bytesWritten / sectorBytes,
               u"bytesWritten / drive.logicalSectorBytes"_s);
    io.field("bytesVerified"_L1, certificate.bytesVerified);
    io.derived("sectorsVerified"_L1, certificate.bytesVerified / sectorBytes,
               u"bytesVerified / drive.logicalSectorBytes"_s);
    io.field("cancelled"_L1, certificate.cancelled);
    io.list("failures"_L1, certificate.failures, Presence::Required,
            [sectorBytes](auto &child, auto &failure) {
                describeFailure(child, failure, sectorBytes);
            });
    io.derived("failedSectors"_L1, certificate.failedBytes() / sectorBytes,
               u"the sectors of failures"_s);
    io.optionalObject("error"_L1, certificate.error,
                      [](auto &child, auto &error) { Parts::error(child, error); });
    const qint64 size = certificate.drive.sizeBytes;
    io.check(certificate.bytesWritten <= size && certificate.bytesVerified <= size,
             "bytesVerified"_L1, u"more than the drive's size"_s);
}

template<typename Io, typename Certificate>
void describeCertificate(Io &io, Certificate &certificate)
{
    io.object("tool"_L1, [&](auto &child) { Parts::tool(child, certificate.tool); });
    io.object("host"_L1, [&](auto &child) { Parts::host(child, certificate.host); });
    io.object("case"_L1, [&](auto &child) { Parts::caseDetails(child, certificate.caseDetails); });
    io.object("drive"_L1, [&](auto &child) { Parts::source(child, certificate.drive); });
    io.optionalObject("smartAtStart"_L1, certificate.smartAtStart,
                      [](auto &child, auto &smart) { Parts::smart(child, smart); });
    io.object("wipe"_L1, [&](auto &child) { describeWipe(child, certificate); });
    io.object("times"_L1, [&](auto &child) {
        child.field("start"_L1, certificate.start);
        child.field("end"_L1, certificate.end);
        child.derived("seconds"_L1, certificate.start.msecsTo(certificate.end) / 1000.0,
                      u"end - start"_s);
    });
    io.object("result"_L1, [&](auto &child) { describeResult(child, certificate); });
    const auto sample = [](auto &child, auto &value) {
        Parts::sample(child, value);
    };
    io.list("writeThroughput"_L1, certificate.writeThroughput, Presence::Optional, sample);
    io.list("verifyThroughput"_L1, certificate.verifyThroughput, Presence::Optional, sample);
    // Custody judges the figures itself; the word is for readers of the JSON alone.
    io.note("verdict"_L1, [&] { return WipeCertificate::verdictName(certificate.verdict()); });
}

// Ranges in order, none overlapping the next: what the report's lists and the map rely on.
QString findContradiction(const WipeCertificate &certificate)
{
    const QList<WipeFailure> &failures = certificate.failures;
    for (qsizetype index = 1; index < failures.size(); ++index) {
        if (failures[index].extent.offset < failures[index - 1].extent.end())
            return u"result.failures[%1]: overlaps or precedes the range before it"_s.arg(index);
    }
    if (!failures.isEmpty() && failures.constLast().extent.end() > certificate.drive.sizeBytes)
        return u"result.failures: a range ends past the drive's size"_s;
    return {};
}

} // namespace

QString WipeFailure::kindName(Kind kind)
{
    return s_failureWords.name(kind);
}

qint64 WipeCertificate::failedBytes() const
{
    qint64 bytes = 0;
    for (const WipeFailure &failure : failures)
        bytes += failure.extent.length;
    return bytes;
}

WipeCertificate::Verdict WipeCertificate::verdict() const
{
    if (cancelled)
        return Verdict::Cancelled;
    if (error || !failures.isEmpty())
        return Verdict::Failed;
    const bool everyWritten = mode == WipeMode::VerifyOnly || bytesWritten == drive.sizeBytes;
    if (!everyWritten || bytesVerified != drive.sizeBytes
        || readBack == WipeReadBack::CacheNotDropped)
        return Verdict::NotVerified;
    return Verdict::Passed;
}

QString WipeCertificate::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Passed: return u"PASSED"_s;
    case Verdict::Failed: return u"FAILED"_s;
    case Verdict::Cancelled: return u"CANCELLED"_s;
    case Verdict::NotVerified: return u"NOT VERIFIED"_s;
    }
    return {};
}

QJsonObject WipeCertificate::toJson() const
{
    RecordWriter io;
    io.field("format"_L1, QString(s_format));
    io.field("formatVersion"_L1, s_formatVersion);
    describeCertificate(io, *this);
    return io.json;
}

Result<WipeCertificate> WipeCertificate::fromJson(QByteArrayView json, const QString &origin)
{
    auto invalid = [&origin](const QString &detail) {
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, origin, -1, detail);
    };
    const Result<FormatDocument> document = readFormatDocument(
        json, origin, QString(s_format), u"wipe certificate"_s, s_formatVersion);
    if (!document)
        return document.error();
    JsonProblems problems;
    const JsonNode root(document->object, QString(), &problems);
    WipeCertificate certificate;
    RecordReader io(root);
    describeCertificate(io, certificate);
    if (!problems.first.isEmpty())
        return invalid(problems.first);
    if (const QString contradiction = findContradiction(certificate); !contradiction.isEmpty())
        return invalid(contradiction);
    return certificate;
}

} // namespace Custody
