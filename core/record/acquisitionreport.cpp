// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/acquisitionreport.h"

#include "record/jsonnode.h"
#include "record/recordconsistency.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonParseError>

namespace Custody {

using namespace Qt::StringLiterals;
using Internal::JsonNode;
using Internal::JsonProblems;
using Internal::Presence;

namespace {

const QLatin1StringView s_format("custody-acquisition-record");

Extent extent(const JsonNode &node)
{
    return {node.wholeNumber("offset"_L1, 0), node.wholeNumber("length"_L1, 1)};
}

// A range with the sector numbers the record gives for it, which must be those of its bytes:
// the report prints sector numbers, and they must be the record's own.
Extent sectorExtent(const JsonNode &node, int sectorBytes)
{
    const Extent range = extent(node);
    const qint64 firstSector = node.wholeNumber("firstSector"_L1, 0);
    const qint64 lastSector = node.wholeNumber("lastSector"_L1, 0);
    if (node.isPresent() && firstSector != range.offset / sectorBytes)
        node.fail(
            "firstSector"_L1,
            QStringLiteral("%1 is not the sector of byte %2").arg(firstSector).arg(range.offset));
    else if (node.isPresent() && lastSector != (range.end() - 1) / sectorBytes)
        node.fail(
            "lastSector"_L1,
            QStringLiteral("%1 is not the sector of byte %2").arg(lastSector).arg(range.end() - 1));
    return range;
}

std::optional<SmartAssessment> readSmart(const JsonNode &node)
{
    if (!node.isPresent())
        return std::nullopt;
    return SmartAssessment{node.string("assessment"_L1), node.string("summary"_L1)};
}

ReportSource readSource(const JsonNode &root)
{
    const JsonNode node = root.object("source"_L1, Presence::Required);
    ReportSource source;
    source.path = node.string("path"_L1);
    source.kind = node.string("kind"_L1);
    source.model = node.optionalString("model"_L1);
    source.serial = node.optionalString("serial"_L1);
    source.firmware = node.optionalString("firmware"_L1);
    source.bus = node.optionalString("bus"_L1);
    source.sizeBytes = node.wholeNumber("sizeBytes"_L1, 0);
    source.sectors = node.wholeNumber("sectors"_L1, 0);
    source.logicalSectorBytes = int(node.wholeNumber("logicalSectorBytes"_L1, 1));
    source.physicalSectorBytes = int(node.wholeNumber("physicalSectorBytes"_L1, 1));

    const JsonNode smartNode = root.object("smart"_L1, Presence::Optional);
    source.smartAtStart = readSmart(smartNode.object("atStart"_L1, Presence::Optional));
    source.smartAtEnd = readSmart(smartNode.object("atEnd"_L1, Presence::Optional));
    const JsonNode writeBlock = root.object("writeBlock"_L1, Presence::Optional);
    if (writeBlock.isPresent())
        source.writeBlock
            = WriteBlockState{writeBlock.boolean("requested"_L1), writeBlock.boolean("set"_L1),
                              writeBlock.boolean("verified"_L1)};
    source.mountedPartitions = root.optionalStrings("mountedPartitions"_L1);
    return source;
}

ReportSettings readSettings(const JsonNode &root)
{
    const JsonNode node = root.object("settings"_L1, Presence::Required);
    ReportSettings settings;
    settings.preset = node.string("preset"_L1);
    settings.blockBytes = node.wholeNumber("blockBytes"_L1, 1);
    for (const QString &name : node.strings("hashes"_L1)) {
        const std::optional<HashAlgorithm> parsed = parseHashName(name);
        if (!parsed)
            node.fail("hashes"_L1, QStringLiteral("unknown hash algorithm '%1'").arg(name));
        else
            settings.hashes.append(*parsed);
    }
    settings.hashWindowBytes = node.wholeNumber("hashWindowBytes"_L1, 0);
    settings.segmentBytes = node.wholeNumber("segmentBytes"_L1, 0);
    // Records before the format was a setting said it by the segment size alone.
    settings.imageFormat = settings.segmentBytes > 0 ? ImageFormat::SplitRaw : ImageFormat::Raw;
    if (const std::optional<QString> format = node.optionalString("imageFormat"_L1)) {
        if (const std::optional<ImageFormat> parsed = parseImageFormatName(*format))
            settings.imageFormat = *parsed;
        else
            node.fail("imageFormat"_L1, QStringLiteral("unknown image format '%1'").arg(*format));
    }
    settings.retries = int(node.wholeNumber("retries"_L1, 0));
    settings.fillByte = int(node.wholeNumber("fillByte"_L1, 0));
    if (settings.fillByte > 255)
        node.fail("fillByte"_L1, QStringLiteral("not a byte value"));
    settings.copyReads = node.string("copyReads"_L1);
    return settings;
}

std::optional<QList<MapRun>> readUnfinishedRanges(const JsonNode &result, int sectorBytes)
{
    if (!result.contains("unfinishedRanges"_L1))
        return std::nullopt;
    QList<MapRun> runs;
    for (const JsonNode &range : result.objects("unfinishedRanges"_L1, Presence::Required)) {
        const QString state = range.string("state"_L1);
        SectorState parsed = SectorState::NonTried;
        if (state == QLatin1String("non-trimmed"))
            parsed = SectorState::NonTrimmed;
        else if (state == QLatin1String("non-scraped"))
            parsed = SectorState::NonScraped;
        else if (state != QLatin1String("non-tried"))
            range.fail("state"_L1, QStringLiteral("unknown state '%1'").arg(state));
        runs.append({sectorExtent(range, sectorBytes), parsed});
    }
    return runs;
}

ReportResult readResult(const JsonNode &root, int sectorBytes)
{
    const JsonNode times = root.object("times"_L1, Presence::Required);
    const JsonNode node = root.object("result"_L1, Presence::Required);
    ReportResult result;
    result.start = times.time("start"_L1);
    result.end = times.time("end"_L1);
    result.seconds = times.number("seconds"_L1);
    result.status = node.string("status"_L1);
    if (node.isPresent() && result.status != QLatin1String("completed")
        && result.status != QLatin1String("cancelled") && result.status != QLatin1String("failed"))
        node.fail("status"_L1, QStringLiteral("unknown status '%1'").arg(result.status));
    result.resumed = node.boolean("resumed"_L1);
    for (const JsonNode &pass : node.objects("passes"_L1, Presence::Required))
        result.passes.append({pass.string("name"_L1), pass.time("start"_L1), pass.time("end"_L1),
                              pass.number("seconds"_L1)});
    result.bytesFinished = node.wholeNumber("bytesFinished"_L1, 0);
    result.bytesUnreadable = node.wholeNumber("bytesUnreadable"_L1, 0);
    result.badSectors = node.wholeNumber("badSectors"_L1, 0);
    result.bytesNotTried = node.wholeNumber("bytesNotTried"_L1, 0);
    result.bytesNotTrimmed = node.wholeNumber("bytesNotTrimmed"_L1, 0);
    result.bytesNotScraped = node.wholeNumber("bytesNotScraped"_L1, 0);
    for (const JsonNode &range : node.objects("badRanges"_L1, Presence::Required))
        result.badRanges.append(sectorExtent(range, sectorBytes));
    result.unfinishedRanges = readUnfinishedRanges(node, sectorBytes);
    result.rereadUnitBytes = node.wholeNumber("rereadUnitBytes"_L1, 0);
    result.directIoForRereads = node.boolean("directIoForRereads"_L1);
    const JsonNode error = node.object("error"_L1, Presence::Optional);
    if (error.isPresent())
        result.error = ReportError{error.string("code"_L1), error.string("errnoText"_L1),
                                   error.string("path"_L1), error.wholeNumber("offset"_L1, -1),
                                   error.string("message"_L1)};
    return result;
}

QList<WindowDigest> readWindows(const JsonNode &hash, QLatin1StringView key,
                                HashAlgorithm algorithm)
{
    QList<WindowDigest> windows;
    for (const JsonNode &window : hash.objects(key, Presence::Optional))
        windows.append({extent(window), RecordJson::readHex(window, "digest"_L1, algorithm)});
    return windows;
}

} // namespace

Result<AcquisitionReport> AcquisitionReport::fromRecord(QByteArrayView json,
                                                        const QString &recordPath)
{
    auto invalid = [&recordPath](const QString &detail) {
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, recordPath, -1, detail);
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return invalid(QStringLiteral("not JSON: %1 at character %2")
                           .arg(parseError.errorString())
                           .arg(parseError.offset));
    if (!document.isObject())
        return invalid(QStringLiteral("not a JSON object"));

    JsonProblems problems;
    const JsonNode root(document.object(), QString(), &problems);
    if (root.string("format"_L1) != s_format)
        return invalid(QStringLiteral("format: not a Custody acquisition record"));
    const qint64 version = root.wholeNumber("formatVersion"_L1, 1);
    if (version > RecordJson::formatVersion)
        return invalid(QStringLiteral("formatVersion: version %1 is newer than this Custody "
                                      "reads (up to %2): read it with a newer Custody")
                           .arg(version)
                           .arg(RecordJson::formatVersion));

    AcquisitionReport report;
    report.recordPath = recordPath;
    report.recordSha256
        = QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex());
    const JsonNode tool = root.object("tool"_L1, Presence::Required);
    report.tool = {tool.string("name"_L1), tool.string("version"_L1), tool.string("qt"_L1),
                   tool.string("openssl"_L1), tool.string("commandLine"_L1)};
    const JsonNode host = root.object("host"_L1, Presence::Required);
    report.host
        = {host.string("name"_L1), host.string("operatingSystem"_L1), host.string("kernel"_L1)};
    const JsonNode caseNode = root.object("case"_L1, Presence::Required);
    report.caseDetails = {caseNode.string("caseNumber"_L1), caseNode.string("evidenceNumber"_L1),
                          caseNode.string("examiner"_L1), caseNode.string("description"_L1),
                          caseNode.string("notes"_L1)};
    report.source = readSource(root);
    report.settings = readSettings(root);
    report.result = readResult(root, report.source.logicalSectorBytes);
    for (const JsonNode &hash : root.objects("hashes"_L1, Presence::Required)) {
        const HashAlgorithm parsed = RecordJson::readAlgorithm(hash, "algorithm"_L1);
        report.hashes.append(
            {parsed, RecordJson::readHex(hash, "digest"_L1, parsed),
             hash.wholeNumber("bytesHashedInStream"_L1, 0),
             hash.wholeNumber("bytesHashedFromImage"_L1, 0),
             readWindows(hash, "windows"_L1, parsed), readWindows(hash, "segments"_L1, parsed),
             hash.optionalString("windowsFile"_L1).value_or(QString()),
             hash.contains("windowsFile"_L1) ? hash.wholeNumber("windowCount"_L1, 0) : 0});
    }
    report.verification = RecordJson::readVerification(root, int(version));
    for (const JsonNode &output : root.objects("outputs"_L1, Presence::Required))
        report.outputs.append({output.string("path"_L1), output.wholeNumber("bytes"_L1, 0),
                               output.string("role"_L1)});
    for (const JsonNode &sample : root.objects("throughput"_L1, Presence::Optional))
        report.throughput.append(
            {sample.number("seconds"_L1), sample.wholeNumber("bytesDone"_L1, 0)});
    if (!problems.first.isEmpty())
        return invalid(problems.first);
    if (const QString contradiction = Internal::findContradiction(report); !contradiction.isEmpty())
        return invalid(contradiction);
    return report;
}

VerificationVerdict AcquisitionReport::verdict() const
{
    VerificationFindings findings;
    for (const ReportHash &hash : hashes)
        findings.acquired.append({hash.algorithm, hash.digest});
    findings.verification = verification;
    findings.bytesUnreadableInAcquisition = result.bytesUnreadable;
    return VerificationVerdict::evaluate(findings);
}

} // namespace Custody
