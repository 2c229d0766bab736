// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The schema of an acquisition record (NAME.json): each describe function below names the
// fields of one type once, and serves both AcquisitionRecord::toJson() and fromJson() (see
// recordfields.h). docs/FORMATS.md shows a record and explains its fields.

#include "record/acquisitionrecord.h"

#include "record/recordconsistency.h"
#include "record/recordfields.h"
#include "record/recordparts.h"

#include <QJsonDocument>
#include <QJsonParseError>

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

namespace {

const QLatin1StringView s_format("custody-acquisition-record");

std::optional<ImagingOutcome::Status> parseStatusName(const QString &name)
{
    for (auto status : {ImagingOutcome::Status::Completed, ImagingOutcome::Status::Cancelled,
                        ImagingOutcome::Status::Failed}) {
        if (statusName(status) == name)
            return status;
    }
    return std::nullopt;
}

QString readModeName(ReadMode mode)
{
    return mode == ReadMode::Direct ? u"direct"_s : u"buffered"_s;
}

std::optional<ReadMode> parseReadModeName(const QString &name)
{
    for (ReadMode mode : {ReadMode::Buffered, ReadMode::Direct}) {
        if (readModeName(mode) == name)
            return mode;
    }
    return std::nullopt;
}

// The states of the areas a job left unfinished, as "result.unfinishedRanges" names them.
QString unfinishedStateName(SectorState state)
{
    switch (state) {
    case SectorState::NonTried: return u"non-tried"_s;
    case SectorState::NonTrimmed: return u"non-trimmed"_s;
    case SectorState::NonScraped: return u"non-scraped"_s;
    case SectorState::BadSector:
    case SectorState::Finished: break;
    }
    return {};
}

std::optional<SectorState> parseUnfinishedStateName(const QString &name)
{
    for (SectorState state :
         {SectorState::NonTried, SectorState::NonTrimmed, SectorState::NonScraped}) {
        if (unfinishedStateName(state) == name)
            return state;
    }
    return std::nullopt;
}

const FieldNames<ImagingOutcome::Status> s_statusNames{statusName, parseStatusName, "status"};
const FieldNames<Preset> s_presetNames{presetName, parsePresetName, "preset"};
const FieldNames<ImageFormat> s_formatNames{imageFormatName, parseImageFormatName, "image format"};
const FieldNames<ReadMode> s_readModeNames{readModeName, parseReadModeName, "read mode"};
const FieldNames<ChunkCompression> s_compressionNames{chunkCompressionName,
                                                      parseChunkCompressionName, "compression"};
const FieldNames<SectorState> s_unfinishedNames{unfinishedStateName, parseUnfinishedStateName,
                                                "state"};
const FieldNames<HashAlgorithm> s_algorithmNames{hashName, parseHashName, "hash algorithm"};

// An error as the run that met it described it: the report shows the message of the time.
template<typename Io, typename Failure>
void describeError(Io &io, Failure &error)
{
    io.field("code"_L1, error.code);
    io.optional("errno"_L1, error.sysErrno);
    io.field("errnoText"_L1, error.errnoText);
    io.field("path"_L1, error.path);
    io.field("offset"_L1, error.offset, -1);
    io.optional("detail"_L1, error.detail);
    io.field("message"_L1, error.message);
}

const auto s_error = [](auto &io, auto &error) {
    describeError(io, error);
};

template<typename Io, typename Digest>
void describeDigest(Io &io, Digest &digest)
{
    io.field("algorithm"_L1, digest.algorithm, s_algorithmNames);
    io.digest("digest"_L1, digest.hex, digest.algorithm);
}

const auto s_digest = [](auto &io, auto &digest) {
    describeDigest(io, digest);
};

template<typename Io, typename Comparison>
void describeComparison(Io &io, Comparison &comparison)
{
    io.field("bytesCompared"_L1, comparison.bytesCompared);
    io.field("bytesDiffering"_L1, comparison.bytesDiffering);
    // null when no byte differs; a number (never absent) otherwise.
    io.nullable("firstDifference"_L1, comparison.firstDifference);
    io.field("bytesNotCompared"_L1, comparison.bytesNotCompared);
    io.field("bytesReadOnlyNow"_L1, comparison.bytesReadOnlyNow);
    io.check(comparison.bytesDiffering == 0 || comparison.firstDifference, "firstDifference"_L1,
             u"missing, although bytes differ"_s);
    io.check(comparison.bytesDiffering <= comparison.bytesCompared, "bytesDiffering"_L1,
             u"more than bytesCompared"_s);
    io.check(comparison.bytesReadOnlyNow <= comparison.bytesNotCompared, "bytesReadOnlyNow"_L1,
             u"more than bytesNotCompared"_s);
}

template<typename Io, typename Reread>
void describeSourceReread(Io &io, Reread &source)
{
    io.field("time"_L1, source.time);
    io.list("digests"_L1, source.digests, Presence::Required, s_digest);
    io.field("bytesUnreadable"_L1, source.bytesUnreadable);
    io.optionalObject("comparison"_L1, source.comparison,
                      [](auto &child, auto &value) { describeComparison(child, value); });
    io.optionalObject("error"_L1, source.error, s_error);
}

// formatVersion 1 kept the source re-read in flat fields beside the image's, without a
// comparison.
void readVersion1Source(RecordReader &io, VerificationRecord &verification)
{
    if (!io.node().contains("source"_L1))
        return;
    SourceRereadRecord source;
    io.list("source"_L1, source.digests, Presence::Required, s_digest);
    io.field("sourceTime"_L1, source.time);
    io.field("sourceUnreadableBytes"_L1, source.bytesUnreadable);
    io.optionalObject("sourceError"_L1, source.error, s_error);
    verification.source = source;
}

template<typename Io, typename ReadBack>
void describeReadBack(Io &io, ReadBack &readBack)
{
    // For readers of the JSON alone: Custody works it out from the two fields below.
    io.note("cacheDropped"_L1, [&readBack] { return readBack.cacheDropped(); });
    io.field("pagesStillCached"_L1, readBack.pagesStillCached);
    io.optionalObject("error"_L1, readBack.error, s_error);
    io.field("bytes"_L1, readBack.bytes);
    io.field("seconds"_L1, readBack.seconds);
}

template<typename Io, typename Verification, typename Verdict>
void describeVerification(Io &io, Verification &verification, int formatVersion, Verdict verdict)
{
    io.field("time"_L1, verification.time);
    io.list("image"_L1, verification.image, Presence::Required, s_digest);
    io.optionalObject("error"_L1, verification.error, s_error);
    io.optionalObject("imageReadBack"_L1, verification.readBack,
                      [](auto &child, auto &value) { describeReadBack(child, value); });
    // The findings are what Custody reads: it judges them itself (VerificationVerdict).
    io.note("verdict"_L1, verdict);
    if constexpr (Io::reading) {
        if (formatVersion == 1)
            return readVersion1Source(io, verification);
    }
    io.optionalObject("sourceReread"_L1, verification.source,
                      [](auto &child, auto &value) { describeSourceReread(child, value); });
}

template<typename Io, typename Tool>
void describeTool(Io &io, Tool &tool)
{
    io.field("name"_L1, tool.name);
    io.field("version"_L1, tool.version);
    io.field("qt"_L1, tool.qtVersion);
    io.field("openssl"_L1, tool.opensslVersion);
    io.field("commandLine"_L1, tool.commandLine);
}

template<typename Io, typename Host>
void describeHost(Io &io, Host &host)
{
    io.field("name"_L1, host.name);
    io.field("operatingSystem"_L1, host.operatingSystem);
    io.field("kernel"_L1, host.kernel);
}

template<typename Io, typename Case>
void describeCase(Io &io, Case &details)
{
    io.field("caseNumber"_L1, details.caseNumber);
    io.field("evidenceNumber"_L1, details.evidenceNumber);
    io.field("examiner"_L1, details.examiner);
    io.field("description"_L1, details.description);
    io.field("notes"_L1, details.notes);
}

// The device layer and the engine write and check these themselves (HiddenAreas, MediumLayout,
// ContentProfile: toJson and fromJson): the record keeps them as that layer wrote them, and refuses
// what it would not read.
template<typename Part>
void describeDevicePart(RecordWriter &io, QLatin1StringView key, const std::optional<Part> &part)
{
    io.whole(key, part ? std::optional(part->toJson()) : std::nullopt);
}

template<typename Part>
void describeDevicePart(RecordReader &io, QLatin1StringView key, std::optional<Part> &part)
{
    std::optional<QJsonObject> json;
    io.whole(key, json);
    part.reset();
    if (!json)
        return;
    Result<Part> read = Part::fromJson(*json);
    io.check(bool(read), key, read ? QString() : read.error().detail);
    if (read)
        part = std::move(*read);
}

template<typename Io, typename Source>
void describeSource(Io &io, Source &source)
{
    io.field("path"_L1, source.path);
    io.field("kind"_L1, source.kind);
    io.field("sizeBytes"_L1, source.sizeBytes);
    io.field("logicalSectorBytes"_L1, source.logicalSectorBytes, 1);
    io.field("physicalSectorBytes"_L1, source.physicalSectorBytes, 1);
    io.derived("sectors"_L1, source.sectors(), u"source.sizeBytes / logicalSectorBytes"_s);
    io.optional("vendor"_L1, source.vendor);
    io.optional("model"_L1, source.model);
    io.optional("serial"_L1, source.serial);
    io.optional("firmware"_L1, source.firmware);
    io.optional("bus"_L1, source.bus);
    io.whole("drive"_L1, source.drive);
    io.optionalObject("driveError"_L1, source.driveError, s_error);
    io.whole("network"_L1, source.network);
    describeDevicePart(io, "hiddenAreas"_L1, source.hiddenAreas);
    describeDevicePart(io, "layout"_L1, source.layout);
    io.optionalObject("layoutError"_L1, source.layoutError, s_error);
}

template<typename Io, typename Smart>
void describeSmart(Io &io, Smart &smart)
{
    io.field("assessment"_L1, smart.assessment);
    io.field("summary"_L1, smart.summary);
    io.optional("capturedAt"_L1, smart.capturedAt);
    io.optional("reasons"_L1, smart.reasons);
    io.rest(smart.details);
}

template<typename Io, typename WriteBlock>
void describeWriteBlock(Io &io, WriteBlock &writeBlock)
{
    io.field("requested"_L1, writeBlock.requested);
    io.field("set"_L1, writeBlock.set);
    io.field("verified"_L1, writeBlock.verified);
    io.whole("nodes"_L1, writeBlock.nodes);
    io.optionalObject("error"_L1, writeBlock.error, s_error);
    // Since the write-block is read again before it is lifted; absent in older records.
    io.optionalObject("atEnd"_L1, writeBlock.atEnd, [](auto &child, auto &check) {
        child.field("readOnly"_L1, check.readOnly);
        child.field("writable"_L1, check.writable);
        child.optionalObject("error"_L1, check.error, s_error);
    });
    io.optional("restored"_L1, writeBlock.restored);
    bool failures = false;
    if constexpr (Io::reading)
        failures = io.node().contains("restoreFailed"_L1);
    else
        failures = !writeBlock.restoreFailed.isEmpty();
    if (failures)
        io.field("restoreFailed"_L1, writeBlock.restoreFailed);
    io.optionalObject("restoreError"_L1, writeBlock.restoreError, s_error);
    io.check(writeBlock.restored != true
                 || (writeBlock.restoreFailed.isEmpty() && !writeBlock.restoreError),
             "restored"_L1, u"true, but restoreFailed or restoreError says otherwise"_s);
    io.check(writeBlock.restored != false || !writeBlock.restoreFailed.isEmpty(), "restored"_L1,
             u"false, but restoreFailed names no node"_s);
    io.check(writeBlock.restored.has_value()
                 || (writeBlock.restoreFailed.isEmpty() && !writeBlock.restoreError),
             "restored"_L1, u"missing, but restoreFailed or restoreError is there"_s);
}

template<typename Io, typename Clone>
void describeClone(Io &io, Clone &clone)
{
    io.object("drive"_L1, [&](auto &child) { describeSource(child, clone.drive); });
    io.optionalObject("smartAtStart"_L1, clone.smartAtStart,
                      [](auto &child, auto &value) { describeSmart(child, value); });
    io.field("clonedBytes"_L1, clone.clonedBytes);
    io.optional("sourceBytes"_L1, clone.sourceBytes);
    io.field("excess"_L1, clone.excess);
    io.field("excessBytes"_L1, clone.excessBytes);
    io.field("excessWritten"_L1, clone.excessWritten);
    io.optional("excessChecked"_L1, clone.excessChecked);
    io.field("excessDiffering"_L1, clone.excessDiffering);
    io.nullable("excessFirstDifference"_L1, clone.excessFirstDifference);
    io.field("directReadBack"_L1, clone.directReadBack);
    io.optionalObject("error"_L1, clone.error, s_error);
    io.optionalObject("flushError"_L1, clone.flushError, s_error);
    io.check(clone.excessOffset() + clone.excessBytes == clone.drive.sizeBytes, "excessBytes"_L1,
             u"sourceBytes (or clonedBytes) and excessBytes do not add up to the drive's size"_s);
    io.check(clone.clonedBytes <= clone.excessOffset(), "clonedBytes"_L1,
             u"more than sourceBytes"_s);
    io.check(clone.excessWritten <= clone.excessBytes, "excessWritten"_L1,
             u"more than excessBytes"_s);
}

template<typename Io, typename Settings>
void describeSettings(Io &io, Settings &settings)
{
    io.field("preset"_L1, settings.preset, s_presetNames);
    io.field("blockBytes"_L1, settings.blockBytes, 1);
    io.algorithms("hashes"_L1, settings.hashes);
    io.field("hashWindowBytes"_L1, settings.hashWindowBytes);
    io.field("segmentBytes"_L1, settings.segmentBytes);
    // Records before the format was a setting said it by the segment size alone.
    if constexpr (Io::reading) {
        if (!io.node().contains("imageFormat"_L1))
            settings.format = settings.segmentBytes > 0 ? ImageFormat::SplitRaw : ImageFormat::Raw;
        else
            io.field("imageFormat"_L1, settings.format, s_formatNames);
    } else {
        io.field("imageFormat"_L1, settings.format, s_formatNames);
    }
    // How an E01's chunks were made; what the E01 header also says.
    if (settings.format == ImageFormat::Ewf) {
        io.field("compression"_L1, settings.compression, s_compressionNames);
        io.field("chunkBytes"_L1, settings.chunkBytes, 512);
        io.field("compressionThreads"_L1, settings.compressionThreads);
    }
    io.field("retries"_L1, settings.retries);
    io.byte("fillByte"_L1, settings.fillByte);
    io.field("copyReads"_L1, settings.copyReadMode, s_readModeNames);
}

// A range of bytes with the sectors it covers: the report prints sector numbers, and they must
// be the record's own.
template<typename Io, typename Range>
void describeRange(Io &io, Range &range, int sectorBytes)
{
    io.field("offset"_L1, range.offset);
    io.field("length"_L1, range.length, 1);
    io.derived("firstSector"_L1, range.offset / sectorBytes,
               u"the sector of byte %1"_s.arg(range.offset));
    io.derived("lastSector"_L1, (range.end() - 1) / sectorBytes,
               u"the sector of byte %1"_s.arg(range.end() - 1));
}

template<typename Io, typename Pass>
void describePass(Io &io, Pass &pass)
{
    io.field("name"_L1, pass.name);
    io.field("start"_L1, pass.start);
    io.field("end"_L1, pass.end);
    io.derived("seconds"_L1, pass.start.msecsTo(pass.end) / 1000.0, u"end - start"_s);
}

const auto s_readsInFlight = [](auto &io, auto &reads) {
    io.field("setting"_L1, reads.setting); // 0: adaptive
    io.field("most"_L1, reads.most, 1);
};

template<typename Io, typename Run>
void describeRun(Io &io, Run &run)
{
    io.field("start"_L1, run.start);
    io.field("end"_L1, run.end);
    io.derived("seconds"_L1, run.seconds(), u"end - start"_s);
    io.field("bytesProcessed"_L1, run.bytesProcessed);
    io.field("status"_L1, run.status, s_statusNames);
    io.field("commandLine"_L1, run.commandLine);
    // How this run reached a network source, and its reads in flight: a resume may differ.
    io.whole("network"_L1, run.network);
    io.optionalObject("readsInFlight"_L1, run.readsInFlight, s_readsInFlight);
    // Which bytes came from which run, and what a resume checked before it wrote.
    io.list("written"_L1, run.written, Presence::Optional, [](auto &child, auto &extent) {
        child.field("offset"_L1, extent.offset);
        child.field("length"_L1, extent.length);
    });
    io.whole("imageChecked"_L1, run.imageChecked);
}

template<typename Io, typename Result>
void describeResult(Io &io, Result &result, int sectorBytes)
{
    io.field("status"_L1, result.status, s_statusNames);
    io.field("resumed"_L1, result.resumed);
    io.list("passes"_L1, result.passes, Presence::Required,
            [](auto &child, auto &pass) { describePass(child, pass); });
    io.field("bytesFinished"_L1, result.bytesFinished);
    io.field("bytesUnreadable"_L1, result.bytesUnreadable);
    io.derived("badSectors"_L1, result.bytesUnreadable / sectorBytes,
               u"result.bytesUnreadable / source.logicalSectorBytes"_s);
    io.field("bytesNotTried"_L1, result.bytesNotTried);
    io.field("bytesNotTrimmed"_L1, result.bytesNotTrimmed);
    io.field("bytesNotScraped"_L1, result.bytesNotScraped);
    io.list("badRanges"_L1, result.badRanges, Presence::Required,
            [sectorBytes](auto &child, auto &range) { describeRange(child, range, sectorBytes); });
    // Left out when everything was tried: where the areas never read, or not read to the end,
    // lie, so that the report can draw them on the sector map.
    io.list("unfinishedRanges"_L1, result.unfinishedRanges, Presence::Optional,
            [sectorBytes](auto &child, auto &run) {
                describeRange(child, run.extent, sectorBytes);
                child.field("state"_L1, run.state, s_unfinishedNames);
            });
    io.field("rereadUnitBytes"_L1, result.rereadUnitBytes);
    io.field("directIoForRereads"_L1, result.directIoForRereads);
    // Absent in records of runs that read no block, and of versions that read one at a time.
    io.optionalObject("readsInFlight"_L1, result.readsInFlight, s_readsInFlight);
    // What the sectors look like: completed acquisitions that counted them.
    describeDevicePart(io, "content"_L1, result.content);
    io.optionalObject("error"_L1, result.error, s_error);
    io.optionalObject("outputError"_L1, result.outputError, s_error);
}

template<typename Io, typename Window>
void describeWindow(Io &io, Window &window, HashAlgorithm algorithm)
{
    io.field("offset"_L1, window.extent.offset);
    io.field("length"_L1, window.extent.length);
    io.digest("digest"_L1, window.hex, algorithm);
}

template<typename Io, typename Hash>
void describeHash(Io &io, Hash &hash)
{
    io.field("algorithm"_L1, hash.algorithm, s_algorithmNames);
    io.digest("digest"_L1, hash.hex, hash.algorithm);
    io.field("bytesHashedInStream"_L1, hash.bytesHashedInStream);
    io.field("bytesHashedFromImage"_L1, hash.bytesHashedFromImage);
    const auto window = [&hash](auto &child, auto &digest) {
        describeWindow(child, digest, hash.algorithm);
    };
    io.list("windows"_L1, hash.windows, Presence::Optional, window);
    io.list("segments"_L1, hash.segments, Presence::Optional, window);
    // Windows streamed to their own file (dcfldd's hashlog layout): named, not copied here.
    bool inFile = false;
    if constexpr (Io::reading)
        inFile = io.node().contains("windowsFile"_L1);
    else
        inFile = !hash.windowsFile.isEmpty();
    if (inFile) {
        io.field("windowsFile"_L1, hash.windowsFile);
        io.field("windowCount"_L1, hash.windowCount);
    }
}

template<typename Io, typename Output>
void describeOutput(Io &io, Output &output)
{
    io.field("path"_L1, output.path);
    io.field("bytes"_L1, output.sizeBytes);
    io.field("role"_L1, output.role);
    if constexpr (Io::reading) {
        if (io.node().contains("md5"_L1))
            io.digest("md5"_L1, output.md5, HashAlgorithm::Md5);
    } else if (!output.md5.isEmpty()) {
        io.digest("md5"_L1, output.md5, HashAlgorithm::Md5);
    }
}

template<typename Io, typename Destination>
void describeDestination(Io &io, Destination &destination)
{
    io.field("base"_L1, destination.base);
    io.field("format"_L1, destination.format);
    io.field("files"_L1, destination.files);
    io.field("state"_L1, destination.status, s_statusNames);
    io.optionalObject("error"_L1, destination.error, s_error);
    io.field("verification"_L1, destination.verification);
    io.field("own"_L1, destination.own);
}

template<typename Io, typename Sample>
void describeSample(Io &io, Sample &sample)
{
    io.field("seconds"_L1, sample.seconds);
    io.field("bytesDone"_L1, sample.bytesDone);
}

// Everything but the envelope (format, formatVersion).
template<typename Io, typename Record>
void describeRecord(Io &io, Record &record, int formatVersion)
{
    io.object("tool"_L1, [&](auto &child) { describeTool(child, record.tool); });
    io.object("host"_L1, [&](auto &child) { describeHost(child, record.host); });
    io.object("case"_L1, [&](auto &child) { describeCase(child, record.caseDetails); });
    io.object("source"_L1, [&](auto &child) { describeSource(child, record.source); });
    io.optional("mountedPartitions"_L1, record.mountedPartitions);
    io.optionalObject("smart"_L1, record.smartAtStart || record.smartAtEnd, [&](auto &child) {
        const auto smart = [](auto &grandchild, auto &value) {
            describeSmart(grandchild, value);
        };
        child.optionalObject("atStart"_L1, record.smartAtStart, smart);
        child.optionalObject("atEnd"_L1, record.smartAtEnd, smart);
    });
    io.optionalObject("writeBlock"_L1, record.writeBlock,
                      [](auto &child, auto &value) { describeWriteBlock(child, value); });
    io.optionalObject("clone"_L1, record.clone,
                      [](auto &child, auto &value) { describeClone(child, value); });
    io.object("settings"_L1, [&](auto &child) { describeSettings(child, record.settings); });
    io.object("times"_L1, [&](auto &child) {
        child.field("start"_L1, record.result.start);
        child.field("end"_L1, record.result.end);
        child.derived("seconds"_L1, record.result.seconds(), u"end - start"_s);
    });
    const int sectorBytes = qMax(1, record.source.logicalSectorBytes);
    io.object("result"_L1, [&](auto &child) { describeResult(child, record.result, sectorBytes); });
    io.list("hashes"_L1, record.hashes, Presence::Required,
            [](auto &child, auto &hash) { describeHash(child, hash); });
    io.list("outputs"_L1, record.outputs, Presence::Required,
            [](auto &child, auto &output) { describeOutput(child, output); });
    io.list("destinations"_L1, record.destinations, Presence::Optional,
            [](auto &child, auto &destination) { describeDestination(child, destination); });
    io.list("runs"_L1, record.history.runs, Presence::Optional,
            [](auto &child, auto &run) { describeRun(child, run); });
    io.unusual("runsComplete"_L1, record.history.complete, true);
    io.list("throughput"_L1, record.throughput, Presence::Optional,
            [](auto &child, auto &sample) { describeSample(child, sample); });
    io.optionalObject("verification"_L1, record.verification, [&](auto &child, auto &value) {
        describeVerification(child, value, formatVersion, [&] { return record.verdict().name(); });
    });
}

} // namespace

QJsonObject AcquisitionRecord::toJson() const
{
    RecordWriter io;
    io.field("format"_L1, QString(s_format));
    io.field("formatVersion"_L1, RecordJson::formatVersion);
    describeRecord(io, *this, RecordJson::formatVersion);
    return io.json;
}

QJsonObject RecordJson::error(const RecordedError &error)
{
    RecordWriter io;
    describeError(io, error);
    return io.json;
}

Result<AcquisitionRecord> AcquisitionRecord::fromJson(QByteArrayView json, const QString &origin)
{
    auto invalid = [&origin](const QString &detail) {
        return Error::fromErrno(Error::Code::ToolOutputInvalid, 0, origin, -1, detail);
    };
    const Result<FormatDocument> document
        = readFormatDocument(json, origin, QString(s_format), QStringLiteral("acquisition record"),
                             RecordJson::formatVersion);
    if (!document)
        return document.error();
    const qint64 version = document->version;
    JsonProblems problems;
    const JsonNode root(document->object, QString(), &problems);

    AcquisitionRecord record;
    RecordReader io(root);
    describeRecord(io, record, int(version));
    // Since version 2 every record places its unfinished areas; older ones may give counts only.
    const AcquisitionResult &result = record.result;
    if (version >= 2 && result.bytesUnfinished() > 0 && result.unfinishedRanges.isEmpty())
        problems.report(
            u"result.unfinishedRanges"_s,
            u"missing, although %1 bytes are not finished"_s.arg(result.bytesUnfinished()));
    if (!problems.first.isEmpty())
        return invalid(problems.first);
    if (const QString contradiction = Internal::findContradiction(record); !contradiction.isEmpty())
        return invalid(contradiction);
    return record;
}

namespace Internal::RecordParts {

#define CUSTODY_RECORD_PART(name, Type, describe)                                                  \
    void name(RecordWriter &io, const Type &value)                                                 \
    {                                                                                              \
        describe(io, value);                                                                       \
    }                                                                                              \
    void name(RecordReader &io, Type &value)                                                       \
    {                                                                                              \
        describe(io, value);                                                                       \
    }
CUSTODY_RECORD_PART(tool, ToolIdentity, describeTool)
CUSTODY_RECORD_PART(host, HostIdentity, describeHost)
CUSTODY_RECORD_PART(caseDetails, CaseDetails, describeCase)
CUSTODY_RECORD_PART(source, SourceIdentity, describeSource)
CUSTODY_RECORD_PART(smart, RecordedSmart, describeSmart)
CUSTODY_RECORD_PART(error, RecordedError, describeError)
CUSTODY_RECORD_PART(sample, ThroughputSample, describeSample)
#undef CUSTODY_RECORD_PART

void range(RecordWriter &io, const Extent &range, int sectorBytes)
{
    describeRange(io, range, sectorBytes);
}

void range(RecordReader &io, Extent &range, int sectorBytes)
{
    describeRange(io, range, sectorBytes);
}

} // namespace Internal::RecordParts

} // namespace Custody
