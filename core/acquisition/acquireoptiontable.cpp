// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/acquireoptiontable.h"

#include "acquisition/alsooutputoptions.h"
#include "util/invalidargument.h"

#include "engine/hashalgorithm.h"
#include "io/imageformat.h"
#include "io/iscsisource.h"
#include "io/nbdsource.h"
#include "io/opensource.h"
#include "util/durablefile.h"
#include "util/inputlimits.h"
#include "util/units.h"

#include <sys/stat.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquireOptions)
};

// What an E01 segment file holds at most when --segment-size is not given.
constexpr qint64 DefaultEwfSegmentBytes = qint64(2) << 30;

Error invalid(const QString &detail)
{
    return invalidArgument(detail);
}

Result<qint64> parseSize(const QString &name, const QString &text, qint64 minimum)
{
    const std::optional<qint64> bytes = parseByteCount(text);
    if (!bytes || *bytes < minimum)
        return invalid(Tr::tr("--%1 %2 is not a size of at least %3 bytes (examples: 4096, "
                              "256K, 1M, 2G)")
                           .arg(name, text)
                           .arg(minimum));
    return *bytes;
}

// A whole number from minimum to maximum, or nothing.
std::optional<int> parseWholeNumber(const QString &text, int minimum, int maximum)
{
    bool ok = false;
    const int number = text.toInt(&ok);
    if (!ok || number < minimum || number > maximum)
        return std::nullopt;
    return number;
}

std::optional<QString> unlessEmpty(const QString &text)
{
    return text.isEmpty() ? std::nullopt : std::optional<QString>(text);
}

std::optional<QString> switchIf(bool set)
{
    return set ? std::optional<QString>(QString()) : std::nullopt;
}

std::optional<QString> numberUnless(qint64 value, qint64 defaultValue)
{
    return value == defaultValue ? std::nullopt : std::optional<QString>(QString::number(value));
}

// A case field: written out unless empty, taken as given.
template<QString CaseDetails::*Field>
std::optional<QString> caseValue(const AcquisitionRequest &request)
{
    return unlessEmpty(request.caseDetails.*Field);
}

template<QString CaseDetails::*Field>
Result<void> applyCase(AcquisitionRequest &request, const QString &value)
{
    request.caseDetails.*Field = value;
    return {};
}

bool isEwf(const AcquisitionRequest &request)
{
    return request.settings.format == ImageFormat::Ewf;
}

// The message on a credential file of an NBD option: an InvalidArgument is already worded for
// the examiner, another error says what the system said.
QString credentialProblem(const Error &error)
{
    return error.code == Error::Code::InvalidArgument ? error.detail : error.userMessage();
}

QList<AcquireOption> imagingOptions()
{
    return {
        // --hash, --block-size, --preset and --retries are always written out, defaults too:
        // the record says what was hashed and how the source was read, and a resume with a later
        // Custody whose defaults differ asks for the same. An E01's default hashes differ from a
        // raw image's, too.
        {.name = QStringLiteral("hash"),
         .valueName = QStringLiteral("list"),
         .description = Tr::tr("Hash algorithms, comma-separated: md5, sha1, sha256, sha384, "
                               "sha512, or none."),
         .defaultValue = QStringLiteral("md5,sha256"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             QStringList names;
             for (HashAlgorithm algorithm : toList(request.settings.hashes))
                 names << hashName(algorithm);
             return names.isEmpty() ? QStringLiteral("none") : names.join(QLatin1Char(','));
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<HashAlgorithms> hashes = parseHashList(value);
             if (!hashes)
                 return invalid(Tr::tr("--hash %1: use md5, sha1, sha256, sha384, sha512 "
                                       "(comma-separated) or none")
                                    .arg(value));
             request.settings.hashes = *hashes;
             return {};
         }},
        {.name = QStringLiteral("block-size"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("Bytes per read (K, M suffixes are binary)."),
         .defaultValue = QStringLiteral("256K"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return QString::number(request.settings.blockBytes);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const Result<qint64> bytes = parseSize(QStringLiteral("block-size"), value, 512);
             if (!bytes)
                 return bytes.error();
             request.settings.blockBytes = *bytes;
             return {};
         }},
        {.name = QStringLiteral("preset"),
         .valueName = QStringLiteral("name"),
         .description = Tr::tr("Error handling: forensic (bad blocks resolved on the spot) or "
                               "rescue (good areas first, then trim, scrape and retry, for "
                               "failing drives)."),
         .defaultValue = QStringLiteral("forensic"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return presetName(request.settings.preset);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<Preset> preset = parsePresetName(value);
             if (!preset)
                 return invalid(Tr::tr("--preset %1: use forensic or rescue").arg(value));
             request.settings.preset = *preset;
             return {};
         }},
        {.name = QStringLiteral("retries"),
         .valueName = QStringLiteral("n"),
         .description = Tr::tr("Forensic: extra attempts at each unreadable sector (default "
                               "1). Rescue: retry passes over the bad sectors (default 0)."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return QString::number(request.settings.retries);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<int> retries = parseWholeNumber(value, 0, 100);
             if (!retries)
                 return invalid(
                     Tr::tr("--retries %1: give a whole number from 0 to 100").arg(value));
             request.settings.retries = *retries;
             return {};
         }},
        {.name = QStringLiteral("reread-unit"),
         .valueName = QStringLiteral("physical|logical"),
         .description = Tr::tr("Unit of sector-by-sector re-reads: physical or logical "
                               "sectors."),
         .defaultValue = QStringLiteral("physical"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (request.settings.rereadUnit == RereadUnit::LogicalSector)
                 return QStringLiteral("logical");
             return std::nullopt;
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (value == QLatin1String("logical"))
                 request.settings.rereadUnit = RereadUnit::LogicalSector;
             else if (value == QLatin1String("physical"))
                 request.settings.rereadUnit = RereadUnit::PhysicalSector;
             else
                 return invalid(Tr::tr("--reread-unit %1: use physical or logical").arg(value));
             return {};
         }},
        {.name = QStringLiteral("map-interval"),
         .valueName = QStringLiteral("seconds"),
         .description = Tr::tr("Seconds between saves of the map (after flushing the image)."),
         .defaultValue = QStringLiteral("5"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             const qint64 milliseconds = request.settings.mapSaveInterval.count();
             if (milliseconds == ImagingSettings().mapSaveInterval.count())
                 return std::nullopt;
             return QString::number(double(milliseconds) / 1000, 'g', 12);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             bool ok = false;
             const double seconds = value.toDouble(&ok);
             if (!ok || seconds < 0 || seconds > 3600)
                 return invalid(
                     Tr::tr("--map-interval %1: give seconds from 0 to 3600").arg(value));
             // Rounded, not truncated: 1.001 * 1000 is 1000.999… in binary floating point.
             request.settings.mapSaveInterval
                 = std::chrono::milliseconds(std::llround(seconds * 1000));
             return {};
         }},
        {.name = QStringLiteral("hash-window"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("Also hash every window of this size."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return numberUnless(request.settings.hashWindowBytes, 0);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const Result<qint64> bytes = parseSize(QStringLiteral("hash-window"), value, 512);
             if (!bytes)
                 return bytes.error();
             request.settings.hashWindowBytes = *bytes;
             return {};
         }},
        {.name = QStringLiteral("resume-window"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("Keep the SHA-256 of every finished window of this size in the "
                               "map, which a resume checks the image against (default 64M; a "
                               "resume keeps its earlier run's)."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             // 0 (no windows kept) is never asked for, and cannot be on the command line.
             const qint64 bytes = request.settings.resumeWindowBytes;
             if (bytes <= 0)
                 return std::nullopt;
             return numberUnless(bytes, ImagingSettings().resumeWindowBytes);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const Result<qint64> bytes = parseSize(QStringLiteral("resume-window"), value, 512);
             if (!bytes)
                 return bytes.error();
             request.settings.resumeWindowBytes = *bytes;
             return {};
         }},
        {.name = QStringLiteral("fill"),
         .valueName = QStringLiteral("zero|0xHH"),
         .description = Tr::tr("Fill for unreadable sectors: zero or a byte, 0xHH."),
         .defaultValue = QStringLiteral("zero"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (request.settings.fillByte == 0)
                 return std::nullopt;
             return QStringLiteral("0x%1").arg(request.settings.fillByte, 2, 16, QLatin1Char('0'));
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<quint8> fillByte = parseFillByte(value);
             if (!fillByte)
                 return invalid(
                     Tr::tr("--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)").arg(value));
             request.settings.fillByte = *fillByte;
             return {};
         }},
        {.name = QStringLiteral("copy-reads"),
         .valueName = QStringLiteral("direct|buffered"),
         .description = Tr::tr("First reads around the page cache (direct, the default: faster, "
                               "and after an error the page cache shrinks reads to 4 KiB and "
                               "reads ahead into bad areas) or through it (buffered)."),
         .defaultValue = QStringLiteral("direct"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (request.settings.copyReadMode == ReadMode::Buffered)
                 return QStringLiteral("buffered");
             return std::nullopt;
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (value == QLatin1String("direct"))
                 request.settings.copyReadMode = ReadMode::Direct;
             else if (value == QLatin1String("buffered"))
                 request.settings.copyReadMode = ReadMode::Buffered;
             else
                 return invalid(Tr::tr("--copy-reads %1: use direct or buffered").arg(value));
             return {};
         }},
        {.name = QStringLiteral("reads-in-flight"),
         .valueName = QStringLiteral("auto|n"),
         .description = Tr::tr("Block reads kept in flight at once: auto (the default: as many "
                               "as make the source faster, up to 16) or a number from 1 (one at "
                               "a time) to 64."),
         .defaultValue = QStringLiteral("auto"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return numberUnless(request.settings.readsInFlight, 0);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (value == QLatin1String("auto")) {
                 request.settings.readsInFlight = 0;
                 return {};
             }
             const std::optional<int> reads = parseWholeNumber(value, 1, 64);
             if (!reads)
                 return invalid(
                     Tr::tr("--reads-in-flight %1: use auto or a number from 1 to 64").arg(value));
             request.settings.readsInFlight = *reads;
             return {};
         }},
    };
}

QList<AcquireOption> formatOptions()
{
    return {
        {.name = QStringLiteral("format"),
         .valueName = QStringLiteral("raw|e01"),
         .description = Tr::tr("Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 "
                               "(Expert Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the "
                               "rescue preset writes raw, then `custody-cli convert` makes the "
                               "E01). E01 stores the MD5 and SHA-1: its default hashes are "
                               "md5,sha1,sha256."),
         .defaultValue = QStringLiteral("raw"),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             return isEwf(request) ? std::optional<QString>(QStringLiteral("e01")) : std::nullopt;
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (value.compare(QLatin1String("e01"), Qt::CaseInsensitive) == 0)
                 request.settings.format = ImageFormat::Ewf;
             else if (value != QLatin1String("raw"))
                 return invalid(Tr::tr("--format %1: use raw or e01").arg(value));
             return {};
         }},
        // After --format: an E01 is not split with it.
        {.name = QStringLiteral("split"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("Split the raw image into files of this size (.001, …)."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (request.settings.format != ImageFormat::SplitRaw)
                 return std::nullopt;
             return QString::number(request.settings.segmentBytes);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (isEwf(request))
                 return invalid(Tr::tr("--split is for raw images; an E01 is split with "
                                       "--segment-size"));
             const Result<qint64> bytes = parseSize(QStringLiteral("split"), value, 1024 * 1024);
             if (!bytes)
                 return bytes.error();
             request.settings.format = ImageFormat::SplitRaw;
             request.settings.segmentBytes = *bytes;
             return {};
         }},
        // The compression and the segment size of an E01 are always written out, as before.
        {.name = QStringLiteral("compression"),
         .valueName = QStringLiteral("level"),
         .description = Tr::tr("E01: none, empty (only chunks of one repeated byte), fast or "
                               "best."),
         .defaultValue = QStringLiteral("fast"),
         .scope = AcquireOptionScope::Ewf,
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!isEwf(request))
                 return std::nullopt;
             return chunkCompressionName(request.settings.compression);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<ChunkCompression> compression = parseChunkCompressionName(value);
             if (!compression)
                 return invalid(
                     Tr::tr("--compression %1: use none, empty, fast or best").arg(value));
             request.settings.compression = *compression;
             return {};
         }},
        {.name = QStringLiteral("segment-size"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …)."),
         .defaultValue = QStringLiteral("2G"),
         .scope = AcquireOptionScope::Ewf,
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!isEwf(request))
                 return std::nullopt;
             return QString::number(request.settings.segmentBytes);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const Result<qint64> bytes
                 = parseSize(QStringLiteral("segment-size"), value, 1024 * 1024);
             if (!bytes)
                 return bytes.error();
             request.settings.segmentBytes = *bytes;
             return {};
         }},
        {.name = QStringLiteral("chunk-size"),
         .valueName = QStringLiteral("size"),
         .description = Tr::tr("E01: bytes per chunk, a power of two from 16 to 32768 sectors "
                               "(default 64 sectors, 32K of 512-byte sectors, as EnCase writes; "
                               "X-Ways reads chunks of up to 256K only)."),
         .scope = AcquireOptionScope::Ewf,
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!isEwf(request))
                 return std::nullopt;
             return numberUnless(request.settings.chunkBytes, 0);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const Result<qint64> bytes = parseSize(QStringLiteral("chunk-size"), value, 512);
             if (!bytes)
                 return bytes.error();
             request.settings.chunkBytes = *bytes;
             return {};
         }},
        {.name = QStringLiteral("compression-threads"),
         .valueName = QStringLiteral("n"),
         .description = Tr::tr("E01: threads compressing chunks (default: one per core)."),
         .scope = AcquireOptionScope::Ewf,
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!isEwf(request))
                 return std::nullopt;
             return numberUnless(request.settings.compressionThreads, 0);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<int> threads = parseWholeNumber(value, 1, 256);
             if (!threads)
                 return invalid(
                     Tr::tr("--compression-threads %1: give a whole number from 1 to 256")
                         .arg(value));
             request.settings.compressionThreads = *threads;
             return {};
         }},
    };
}

// A drive as the output instead of image files: a clone, or an image restored onto a drive.
QList<AcquireOption> driveOptions()
{
    return {
        {.name = QStringLiteral("clone"),
         .valueName = QStringLiteral("device"),
         .description = Tr::tr("Write the source onto this whole drive instead of image files "
                               "(a clone; a restore when the source is an image: raw, split "
                               ".001 or E01). Refused when the drive is smaller than the source, "
                               "is the source or holds it, is a partition, a system disk, "
                               "mounted or read-only. OUTPUT_BASE names the map, the log and the "
                               "record. Asks for the drive's serial on a terminal (or --yes)."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!request.clone)
                 return std::nullopt;
             return request.clone->devicePath;
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             request.clone = DriveOutput{value, std::nullopt};
             return {};
         }},
        // After --clone: it belongs to it.
        {.name = QStringLiteral("excess"),
         .valueName = QStringLiteral("leave|zero|0xHH"),
         .description = Tr::tr("--clone: the drive's sectors past the source's last are left as "
                               "they are (leave, the default), or written with zeros or a byte "
                               "0xHH (and read back with --verify)."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!request.clone)
                 return std::nullopt;
             return excessName(request.clone->excessFill);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             if (!request.clone)
                 return invalid(Tr::tr("--excess is for clones: add --clone DEVICE"));
             if (!parseExcessName(value, request.clone->excessFill))
                 return invalid(
                     Tr::tr("--excess %1: use leave, zero or a byte as 0xHH").arg(value));
             return {};
         }},
    };
}

QList<AcquireOption> caseOptions()
{
    const auto text = [](const QString &name, const QString &description,
                         std::optional<QString> (*valueOf)(const AcquisitionRequest &),
                         Result<void> (*apply)(AcquisitionRequest &, const QString &)) {
        return AcquireOption{.name = name,
                             .valueName = QStringLiteral("text"),
                             .description = description,
                             .valueOf = valueOf,
                             .apply = apply};
    };
    return {
        text(QStringLiteral("case-number"), Tr::tr("Case number."),
             caseValue<&CaseDetails::caseNumber>, applyCase<&CaseDetails::caseNumber>),
        text(QStringLiteral("evidence-number"), Tr::tr("Evidence number."),
             caseValue<&CaseDetails::evidenceNumber>, applyCase<&CaseDetails::evidenceNumber>),
        text(QStringLiteral("examiner"), Tr::tr("Examiner's name."),
             caseValue<&CaseDetails::examiner>, applyCase<&CaseDetails::examiner>),
        text(QStringLiteral("description"), Tr::tr("Description of the evidence."),
             caseValue<&CaseDetails::description>, applyCase<&CaseDetails::description>),
        text(QStringLiteral("notes"), Tr::tr("Notes."), caseValue<&CaseDetails::notes>,
             applyCase<&CaseDetails::notes>),
    };
}

QList<AcquireOption> runOptions()
{
    return {
        {.name = QStringLiteral("verify"),
         .description = Tr::tr("After the acquisition, read the image back and check its "
                               "hashes."),
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return switchIf(request.verify == VerifyPolicy::Image);
             },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             if (request.verify == VerifyPolicy::None)
                 request.verify = VerifyPolicy::Image;
             return {};
         }},
        {.name = QStringLiteral("verify-source"),
         .description = Tr::tr("As --verify, then read the whole source again and record its "
                               "hashes (they match only if the source reads back exactly as it "
                               "did: not where sectors are bad)."),
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return switchIf(request.verify == VerifyPolicy::ImageAndSource);
             },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.verify = VerifyPolicy::ImageAndSource;
             return {};
         }},
        {.name = QStringLiteral("no-smart"),
         .description = Tr::tr("Do not record the drive's SMART data (smartctl, read-only) at "
                               "the start and end of a block device acquisition."),
         .valueOf
         = [](const AcquisitionRequest &request) { return switchIf(!request.captureSmart); },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.captureSmart = false;
             return {};
         }},
        {.name = QStringLiteral("no-layout"),
         .description = Tr::tr("Do not read the source's partition table, partitions and file "
                               "systems at the start (a failing drive: not one read more than "
                               "imaging needs)."),
         .valueOf = [](const AcquisitionRequest &request) { return switchIf(!request.readLayout); },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.readLayout = false;
             return {};
         }},
        {.name = QStringLiteral("no-content-count"),
         .description = Tr::tr("Do not count all-zero and repeated-byte sectors while imaging "
                               "(the record, log and report then say nothing of what the data "
                               "looks like)."),
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return switchIf(!request.settings.countContent);
             },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.settings.countContent = false;
             return {};
         }},
        {.name = QStringLiteral("write-block"),
         .description = Tr::tr("Set the kernel read-only flag on a block device source and its "
                               "partitions for the acquisition (needs root), and restore it "
                               "afterwards."),
         .valueOf = [](const AcquisitionRequest &request) { return switchIf(request.writeBlock); },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.writeBlock = true;
             return {};
         }},
        // The serial last, up to its last ':': a serial may hold one, a size never does.
        {.name = QStringLiteral("expect-drive"),
         .valueName = QStringLiteral("serial:bytes"),
         .description = Tr::tr("Acquire the source only while the drive holding it reports this "
                               "serial number and size in bytes (as 'custody-cli devices' shows "
                               "them; nothing before the ':' for a drive without a serial), and "
                               "refuse any other drive at that path before anything is read or "
                               "written: for scripts and queue files, where a device name may "
                               "name another drive by the time the job runs."),
         .valueOf = [](const AcquisitionRequest &request) -> std::optional<QString> {
             if (!request.chosenSource)
                 return std::nullopt;
             return request.chosenSource->serial + u':'
                    + QString::number(request.chosenSource->sizeBytes);
         },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const qsizetype colon = value.lastIndexOf(u':');
             bool ok = false;
             const qint64 bytes = colon < 0 ? 0 : value.mid(colon + 1).toLongLong(&ok);
             if (!ok || bytes <= 0)
                 return invalid(Tr::tr("--expect-drive %1: give the drive's serial number and its "
                                       "size in bytes as SERIAL:BYTES (for example "
                                       "WD-WX12A3456789:1000204886016), as 'custody-cli "
                                       "devices' shows them")
                                    .arg(value));
             request.chosenSource = AcquisitionRequest::ChosenDrive{value.left(colon), bytes};
             return {};
         }},
    };
}

// libnbd reads the credential files itself, unbounded (a PSK of /dev/zero filled the memory):
// each must be a regular file of at most MaximumCredentialBytes, checked before anything is read.
QList<AcquireOption> networkOptions()
{
    return {
        {.name = QStringLiteral("tls-psk"),
         .valueName = QStringLiteral("file"),
         .description = Tr::tr("NBD over TLS (nbds://): the pre-shared keys file "
                               "(username:hexkey lines, as nbdkit --tls-psk reads it)."),
         .scope = AcquireOptionScope::Nbd,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return unlessEmpty(request.network.tlsPskFile);
             },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             request.network.tlsPskFile = value;
             if (const Result<void> bounded
                 = checkRegularFileBounded(value, MaximumCredentialBytes);
                 !bounded)
                 return invalid(Tr::tr("--tls-psk: %1").arg(credentialProblem(bounded.error())));
             return {};
         }},
        {.name = QStringLiteral("tls-username"),
         .valueName = QStringLiteral("name"),
         .description = Tr::tr("NBD over TLS: the PSK identity to use (default: the login "
                               "name)."),
         .scope = AcquireOptionScope::Nbd,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return unlessEmpty(request.network.tlsUsername);
             },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             request.network.tlsUsername = value;
             return {};
         }},
        {.name = QStringLiteral("tls-certificates"),
         .valueName = QStringLiteral("dir"),
         .description = Tr::tr("NBD over TLS: a directory with the CA certificate "
                               "(ca-cert.pem) that signed the server's, and a client "
                               "certificate if the server asks for one."),
         .scope = AcquireOptionScope::Nbd,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return unlessEmpty(request.network.tlsCertificates);
             },
         .apply = [](AcquisitionRequest &request, const QString &folder) -> Result<void> {
             request.network.tlsCertificates = folder;
             const std::optional<struct stat> status = statPath(folder);
             if (!status || !S_ISDIR(status->st_mode))
                 return invalid(Tr::tr("--tls-certificates: %1 is not a folder: give the folder "
                                       "that holds ca-cert.pem (and client-cert.pem, "
                                       "client-key.pem)")
                                    .arg(folder));
             // The names GnuTLS looks for in it (libnbd's nbd_set_tls_certificates).
             for (const QString &name :
                  {QStringLiteral("ca-cert.pem"), QStringLiteral("ca-crl.pem"),
                   QStringLiteral("client-cert.pem"), QStringLiteral("client-key.pem")}) {
                 const QString path = folder + QLatin1Char('/') + name;
                 if (!lstatPath(path))
                     continue;
                 if (const Result<void> bounded
                     = checkRegularFileBounded(path, MaximumCredentialBytes);
                     !bounded)
                     return invalid(
                         Tr::tr("--tls-certificates: %1").arg(credentialProblem(bounded.error())));
             }
             return {};
         }},
        {.name = QStringLiteral("chap-file"),
         .valueName = QStringLiteral("file"),
         .description = Tr::tr("iSCSI: the CHAP secrets file (username:secret lines, readable by "
                               "its owner only); the user is the one the URI names "
                               "(iscsi://USER@HOST/…), or the file's only one. A line \"target "
                               "username:secret\" asks the target to prove itself with them "
                               "(mutual CHAP)."),
         .scope = AcquireOptionScope::Iscsi,
         .valueOf
         = [](const AcquisitionRequest &request) { return unlessEmpty(request.network.chapFile); },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             request.network.chapFile = value;
             if (const Result<void> bounded
                 = checkRegularFileBounded(value, MaximumCredentialBytes);
                 !bounded)
                 return invalid(Tr::tr("--chap-file: %1").arg(credentialProblem(bounded.error())));
             return {};
         }},
        {.name = QStringLiteral("network-timeout"),
         .valueName = QStringLiteral("seconds"),
         .description
         = Tr::tr("NBD and iSCSI: seconds the server may stay silent (connecting, or with "
                  "reads waiting) before the source counts as gone (the map is "
                  "saved; --resume continues)."),
         .defaultValue = QStringLiteral("300"),
         .scope = AcquireOptionScope::Network,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return numberUnless(request.network.timeoutSeconds,
                                     NetworkSourceOptions().timeoutSeconds);
             },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<int> seconds = parseWholeNumber(value, 1, 86400);
             if (!seconds)
                 return invalid(
                     Tr::tr("--network-timeout %1: give seconds from 1 to 86400").arg(value));
             request.network.timeoutSeconds = *seconds;
             return {};
         }},
        {.name = QStringLiteral("network-reconnect"),
         .valueName = QStringLiteral("n"),
         .description
         = Tr::tr("NBD and iSCSI: after a lost connection, connect again up to this many "
                  "times before the source counts as gone (0: never)."),
         .defaultValue = QStringLiteral("3"),
         .scope = AcquireOptionScope::Network,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return numberUnless(request.network.reconnectAttempts,
                                     NetworkSourceOptions().reconnectAttempts);
             },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<int> attempts = parseWholeNumber(value, 0, 1000);
             if (!attempts)
                 return invalid(
                     Tr::tr("--network-reconnect %1: give a number from 0 to 1000").arg(value));
             request.network.reconnectAttempts = *attempts;
             return {};
         }},
        {.name = QStringLiteral("network-reconnect-delay"),
         .valueName = QStringLiteral("seconds"),
         .description
         = Tr::tr("NBD and iSCSI: seconds to wait before each attempt to connect again."),
         .defaultValue = QStringLiteral("10"),
         .scope = AcquireOptionScope::Network,
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return numberUnless(request.network.reconnectDelaySeconds,
                                     NetworkSourceOptions().reconnectDelaySeconds);
             },
         .apply = [](AcquisitionRequest &request, const QString &value) -> Result<void> {
             const std::optional<int> seconds = parseWholeNumber(value, 0, 3600);
             if (!seconds)
                 return invalid(Tr::tr("--network-reconnect-delay %1: give seconds from 0 to 3600")
                                    .arg(value));
             request.network.reconnectDelaySeconds = *seconds;
             return {};
         }},
    };
}

// Last, so that a recorded command line ends with what it does to files already there.
QList<AcquireOption> existingOutputOptions()
{
    return {
        {.name = QStringLiteral("force"),
         .description = Tr::tr("Overwrite existing output files."),
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return switchIf(request.overwrite == OverwritePolicy::Overwrite);
             },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.overwrite = OverwritePolicy::Overwrite;
             return {};
         }},
        {.name = QStringLiteral("resume"),
         .description = Tr::tr("Continue an interrupted acquisition from OUTPUT_BASE.map (ours "
                               "or GNU ddrescue's) and its image."),
         .valueOf =
             [](const AcquisitionRequest &request) {
                 return switchIf(request.overwrite == OverwritePolicy::Resume);
             },
         .apply = [](AcquisitionRequest &request, const QString &) -> Result<void> {
             request.overwrite = OverwritePolicy::Resume;
             return {};
         }},
    };
}

// What depends on more than one option, once each was read.
Result<void> completeRequest(AcquisitionRequest &request, const QStringList &given,
                             const QList<AcquireOption> &table)
{
    ImagingSettings &settings = request.settings;
    const bool ewf = isEwf(request);
    if (ewf && !given.contains(QLatin1String("segment-size")))
        settings.segmentBytes = DefaultEwfSegmentBytes;
    // An E01 stores the MD5 and SHA-1: its default hashes add the SHA-1.
    if (ewf && !given.contains(QLatin1String("hash")))
        settings.hashes |= HashAlgorithm::Sha1;
    if (!given.contains(QLatin1String("retries")))
        settings.retries = settings.preset == Preset::Forensic ? 1 : 0;
    if (request.clone
        && (given.contains(QLatin1String("format")) || given.contains(QLatin1String("split"))))
        return invalid(Tr::tr("--clone writes a drive, not image files: leave out --format and "
                              "--split"));
    if (given.contains(QLatin1String("force")) && given.contains(QLatin1String("resume")))
        return invalid(Tr::tr("--force starts over and --resume continues: give only one"));
    if (request.verify != VerifyPolicy::None && settings.hashes == HashAlgorithms())
        return invalid(Tr::tr("--%1 needs at least one hash (--hash)")
                           .arg(request.verify == VerifyPolicy::ImageAndSource
                                    ? QStringLiteral("verify-source")
                                    : QStringLiteral("verify")));
    const auto givenOf = [&table, &given](AcquireOptionScope scope) {
        return std::any_of(table.cbegin(), table.cend(), [&given, scope](const AcquireOption &o) {
            return o.scope == scope && given.contains(o.name);
        });
    };
    if (givenOf(AcquireOptionScope::Nbd) && !NbdSource::isNbdUri(request.sourcePath))
        return invalid(Tr::tr("--tls-* are for NBD sources (nbd://, nbds://, nbd+unix://), not %1")
                           .arg(request.sourcePath));
    if (givenOf(AcquireOptionScope::Iscsi) && !IscsiSource::isIscsiUri(request.sourcePath))
        return invalid(
            Tr::tr("--chap-file is for iSCSI sources (iscsi://), not %1").arg(request.sourcePath));
    if (givenOf(AcquireOptionScope::Network) && !isNetworkUri(request.sourcePath))
        return invalid(Tr::tr("--network-* are for network sources (nbd://, nbds://, "
                              "nbd+unix://, iscsi://), not %1")
                           .arg(request.sourcePath));
    if (request.chosenSource && isNetworkUri(request.sourcePath))
        return invalid(Tr::tr("--expect-drive is for a drive of this computer (/dev/…), not %1: "
                              "a network source's identity is checked from its own pages")
                           .arg(request.sourcePath));
    return {};
}

} // namespace

QCommandLineOption AcquireOption::commandLineOption() const
{
    if (valueName.isEmpty())
        return QCommandLineOption(name, description);
    return QCommandLineOption(name, description, valueName, defaultValue);
}

QList<AcquireOption> caseOptionTable()
{
    return caseOptions();
}

CaseDetails parseCaseOptions(const QCommandLineParser &parser)
{
    AcquisitionRequest request;
    for (const AcquireOption &option : caseOptions()) {
        if (parser.isSet(option.name))
            (void)option.apply(request, parser.value(option.name));
    }
    return request.caseDetails;
}

QStringList caseArguments(const CaseDetails &details)
{
    AcquisitionRequest request;
    request.caseDetails = details;
    QStringList arguments;
    for (const AcquireOption &option : caseOptions()) {
        if (const std::optional<QString> value = option.valueOf(request))
            arguments << QStringLiteral("--") + option.name << *value;
    }
    return arguments;
}

QList<AcquireOption> acquireOptionTable()
{
    return imagingOptions() + formatOptions() + driveOptions() + caseOptions() + runOptions()
           + networkOptions() + existingOutputOptions();
}

Result<void> applyAcquireOptions(const QCommandLineParser &parser, AcquisitionRequest &request)
{
    const QList<AcquireOption> table = acquireOptionTable();
    const QStringList given = parser.optionNames();
    for (const AcquireOption &option : table) {
        if (!given.contains(option.name))
            continue;
        // --format comes before them in the table: refused before their value is read.
        if (option.scope == AcquireOptionScope::Ewf && !isEwf(request))
            return invalid(Tr::tr("--%1 is for E01 images: add --format e01").arg(option.name));
        if (const Result<void> applied = option.apply(request, parser.value(option.name)); !applied)
            return applied.error();
    }
    return completeRequest(request, given, table);
}

QStringList equivalentCliArguments(const AcquisitionRequest &request)
{
    QStringList arguments{QStringLiteral("custody-cli"), QStringLiteral("acquire"),
                          request.sourcePath, request.basePath};
    arguments << alsoOutputArguments(request); // the destinations together
    for (const AcquireOption &option : acquireOptionTable()) {
        const std::optional<QString> value = option.valueOf(request);
        if (!value)
            continue;
        arguments << QStringLiteral("--") + option.name;
        if (!option.valueName.isEmpty())
            arguments << *value;
    }
    return arguments;
}

} // namespace Custody
