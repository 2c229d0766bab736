// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquireoptions.h"

#include "io/nbdsource.h"
#include "util/inputlimits.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::AcquireOptions)
};

Error invalid(const QString &detail)
{
    Error error;
    error.code = Error::Code::InvalidArgument;
    error.detail = detail;
    return error;
}

QList<QCommandLineOption> acquireOptions()
{
    return {
        {QStringLiteral("hash"),
         Tr::tr("Hash algorithms, comma-separated: md5, sha1, sha256, sha384, sha512, or none."),
         QStringLiteral("list"), QStringLiteral("md5,sha256")},
        {QStringLiteral("block-size"), Tr::tr("Bytes per read (K, M suffixes are binary)."),
         QStringLiteral("size"), QStringLiteral("256K")},
        {QStringLiteral("preset"),
         Tr::tr("Error handling: forensic (bad blocks resolved on the spot) or rescue (good "
                "areas first, then trim, scrape and retry, for failing drives)."),
         QStringLiteral("name"), QStringLiteral("forensic")},
        {QStringLiteral("retries"),
         Tr::tr("Forensic: extra attempts at each unreadable sector (default 1). Rescue: retry "
                "passes over the bad sectors (default 0)."),
         QStringLiteral("n")},
        {QStringLiteral("reread-unit"),
         Tr::tr("Unit of sector-by-sector re-reads: physical or logical sectors."),
         QStringLiteral("physical|logical"), QStringLiteral("physical")},
        {QStringLiteral("resume"),
         Tr::tr("Continue an interrupted acquisition from OUTPUT_BASE.map (ours or GNU "
                "ddrescue's) and its image.")},
        {QStringLiteral("map-interval"),
         Tr::tr("Seconds between saves of the map (after flushing the image)."),
         QStringLiteral("seconds"), QStringLiteral("5")},
        {QStringLiteral("hash-window"), Tr::tr("Also hash every window of this size."),
         QStringLiteral("size")},
        {QStringLiteral("resume-window"),
         Tr::tr("Keep the SHA-256 of every finished window of this size in the map, which a "
                "resume checks the image against (default 64M; a resume keeps its earlier "
                "run's)."),
         QStringLiteral("size")},
        {QStringLiteral("fill"), Tr::tr("Fill for unreadable sectors: zero or a byte, 0xHH."),
         QStringLiteral("zero|0xHH"), QStringLiteral("zero")},
        {QStringLiteral("copy-reads"),
         Tr::tr("First reads around the page cache (direct, the default: faster, and after an "
                "error the page cache shrinks reads to 4 KiB and reads ahead into bad areas) or "
                "through it (buffered)."),
         QStringLiteral("direct|buffered"), QStringLiteral("direct")},
        {QStringLiteral("reads-in-flight"),
         Tr::tr("Block reads kept in flight at once: auto (the default: as many as make the source "
                "faster, up to 16) or a number from 1 (one at a time) to 64."),
         QStringLiteral("auto|n"), QStringLiteral("auto")},
        {QStringLiteral("case-number"), Tr::tr("Case number."), QStringLiteral("text")},
        {QStringLiteral("evidence-number"), Tr::tr("Evidence number."), QStringLiteral("text")},
        {QStringLiteral("examiner"), Tr::tr("Examiner's name."), QStringLiteral("text")},
        {QStringLiteral("description"), Tr::tr("Description of the evidence."),
         QStringLiteral("text")},
        {QStringLiteral("notes"), Tr::tr("Notes."), QStringLiteral("text")},
        {QStringLiteral("force"), Tr::tr("Overwrite existing output files.")},
        {QStringLiteral("json"), Tr::tr("Print the acquisition record as JSON.")},
        {QStringLiteral("verify"),
         Tr::tr("After the acquisition, read the image back and check its hashes.")},
        {QStringLiteral("verify-source"),
         Tr::tr("As --verify, then read the whole source again and record its hashes (they "
                "match only if the source reads back exactly as it did: not where sectors are "
                "bad).")},
        {QStringLiteral("no-smart"),
         Tr::tr("Do not record the drive's SMART data (smartctl, read-only) at the start and "
                "end of a block device acquisition.")},
        {QStringLiteral("tls-psk"),
         Tr::tr("NBD over TLS (nbds://): the pre-shared keys file (username:hexkey lines, as "
                "nbdkit --tls-psk reads it)."),
         QStringLiteral("file")},
        {QStringLiteral("tls-username"),
         Tr::tr("NBD over TLS: the PSK identity to use (default: the login name)."),
         QStringLiteral("name")},
        {QStringLiteral("tls-certificates"),
         Tr::tr("NBD over TLS: a directory with the CA certificate (ca-cert.pem) that signed "
                "the server's, and a client certificate if the server asks for one."),
         QStringLiteral("dir")},
        {QStringLiteral("nbd-timeout"),
         Tr::tr("NBD: seconds the server may stay silent (connecting, or with reads waiting) "
                "before the source counts as gone (the map is saved; --resume continues)."),
         QStringLiteral("seconds"), QStringLiteral("300")},
        {QStringLiteral("nbd-reconnect"),
         Tr::tr("NBD: after a lost connection, connect again up to this many times before the "
                "source counts as gone (0: never)."),
         QStringLiteral("n"), QStringLiteral("3")},
        {QStringLiteral("nbd-reconnect-delay"),
         Tr::tr("NBD: seconds to wait before each attempt to connect again."),
         QStringLiteral("seconds"), QStringLiteral("10")},
        {QStringLiteral("write-block"),
         Tr::tr("Set the kernel read-only flag on a block device source and its partitions "
                "for the acquisition (needs root), and restore it afterwards.")},
    };
}

void addOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(acquireOptions());
    parser.addOption({QStringLiteral("split"),
                      Tr::tr("Split the raw image into files of this size (.001, …)."),
                      QStringLiteral("size")});
    parser.addOptions(imageFormatOptions());
    parser.addOptions(signingOptions());
    parser.addOption(historyOption());
    parser.addPositionalArgument(QStringLiteral("source"),
                                 Tr::tr("Block device, image file, or NBD URI (nbd://HOST/EXPORT, "
                                        "nbds://…, nbd+unix:///EXPORT?socket=PATH) to "
                                        "acquire."));
    parser.addPositionalArgument(QStringLiteral("output-base"),
                                 Tr::tr("Path and name of the image without extension."));
}

Result<qint64> sizeOption(const QCommandLineParser &parser, const QString &name, qint64 minimum)
{
    const QString text = parser.value(name);
    const std::optional<qint64> bytes = parseByteCount(text);
    if (!bytes || *bytes < minimum)
        return invalid(Tr::tr("--%1 %2 is not a size of at least %3 bytes (examples: 4096, "
                              "256K, 1M, 2G)")
                           .arg(name, text)
                           .arg(minimum));
    return *bytes;
}

} // namespace

QList<QCommandLineOption> imageFormatOptions()
{
    return {
        {QStringLiteral("format"),
         Tr::tr("Image format: raw (BASE.dd, or BASE.001, … with --split) or e01 (Expert "
                "Witness, EnCase 6 layout: BASE.E01, BASE.E02, …; the rescue preset writes raw, "
                "then `custody-cli convert` makes the E01). E01 stores the MD5 and SHA-1: its "
                "default hashes are md5,sha1,sha256."),
         QStringLiteral("raw|e01"), QStringLiteral("raw")},
        {QStringLiteral("compression"),
         Tr::tr("E01: none, empty (only chunks of one repeated byte), fast or best."),
         QStringLiteral("level"), QStringLiteral("fast")},
        {QStringLiteral("segment-size"),
         Tr::tr("E01: the largest segment file (.E01, .E02, …, .E99, .EAA, …)."),
         QStringLiteral("size"), QStringLiteral("2G")},
        {QStringLiteral("chunk-size"),
         Tr::tr("E01: bytes per chunk, a power of two from 16 to 32768 sectors (default 64 "
                "sectors, 32K of 512-byte sectors, as EnCase writes; X-Ways reads chunks of up "
                "to 256K only)."),
         QStringLiteral("size")},
        {QStringLiteral("compression-threads"),
         Tr::tr("E01: threads compressing chunks (default: one per core)."), QStringLiteral("n")},
    };
}

Result<void> parseFormatOptions(const QCommandLineParser &parser, ImagingSettings &settings,
                                bool withSplit)
{
    const QString format = parser.value(QStringLiteral("format"));
    const bool ewf = format.compare(QLatin1String("e01"), Qt::CaseInsensitive) == 0;
    if (!ewf && format != QLatin1String("raw"))
        return invalid(Tr::tr("--format %1: use raw or e01").arg(format));
    const QStringList ewfOnly{QStringLiteral("compression"), QStringLiteral("segment-size"),
                              QStringLiteral("chunk-size"), QStringLiteral("compression-threads")};
    for (const QString &option : ewfOnly) {
        if (!ewf && parser.isSet(option))
            return invalid(Tr::tr("--%1 is for E01 images: add --format e01").arg(option));
    }
    const bool split = withSplit && parser.isSet(QStringLiteral("split"));
    if (!ewf) {
        if (!split)
            return {};
        const Result<qint64> splitBytes = sizeOption(parser, QStringLiteral("split"), 1024 * 1024);
        if (!splitBytes)
            return splitBytes.error();
        settings.format = ImageFormat::SplitRaw;
        settings.segmentBytes = *splitBytes;
        return {};
    }
    if (split)
        return invalid(Tr::tr("--split is for raw images; an E01 is split with --segment-size"));
    settings.format = ImageFormat::Ewf;
    const QString level = parser.value(QStringLiteral("compression"));
    const std::optional<ChunkCompression> compression = parseChunkCompressionName(level);
    if (!compression)
        return invalid(Tr::tr("--compression %1: use none, empty, fast or best").arg(level));
    settings.compression = *compression;
    const Result<qint64> segment = sizeOption(parser, QStringLiteral("segment-size"), 1024 * 1024);
    if (!segment)
        return segment.error();
    settings.segmentBytes = *segment;
    if (parser.isSet(QStringLiteral("chunk-size"))) {
        const Result<qint64> chunk = sizeOption(parser, QStringLiteral("chunk-size"), 512);
        if (!chunk)
            return chunk.error();
        settings.chunkBytes = *chunk;
    }
    if (parser.isSet(QStringLiteral("compression-threads"))) {
        bool ok = false;
        settings.compressionThreads
            = parser.value(QStringLiteral("compression-threads")).toInt(&ok);
        if (!ok || settings.compressionThreads < 1 || settings.compressionThreads > 256)
            return invalid(Tr::tr("--compression-threads %1: give a whole number from 1 to 256")
                               .arg(parser.value(QStringLiteral("compression-threads"))));
    }
    return {};
}

QString acquireUsage()
{
    QCommandLineParser parser;
    addOptions(parser);
    return parser.helpText().replace(QCoreApplication::applicationName() + QStringLiteral(" "),
                                     QCoreApplication::applicationName()
                                         + QStringLiteral(" acquire "));
}

Result<AcquireRequest> parseAcquireArguments(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("acquire")} + arguments))
        return invalid(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return invalid(Tr::tr("acquire needs a SOURCE and an OUTPUT_BASE, got %1 argument(s)")
                           .arg(positional.size()));

    AcquireRequest request;
    request.sourcePath = positional[0];
    request.basePath = positional[1];
    if (QFileInfo(request.basePath).fileName().isEmpty() || QFileInfo(request.basePath).isDir())
        return invalid(Tr::tr("OUTPUT_BASE '%1' must name the image, not a folder (for example "
                              "/cases/2026-114/disk, which writes disk.dd, disk.map, …)")
                           .arg(request.basePath));
    ImagingSettings &settings = request.settings;

    const std::optional<HashAlgorithms> hashes
        = parseHashList(parser.value(QStringLiteral("hash")));
    if (!hashes)
        return invalid(
            Tr::tr("--hash %1: use md5, sha1, sha256, sha384, sha512 (comma-separated) or "
                   "none")
                .arg(parser.value(QStringLiteral("hash"))));
    settings.hashes = *hashes;

    const Result<qint64> blockBytes = sizeOption(parser, QStringLiteral("block-size"), 512);
    if (!blockBytes)
        return blockBytes.error();
    settings.blockBytes = *blockBytes;
    if (parser.isSet(QStringLiteral("hash-window"))) {
        const Result<qint64> window = sizeOption(parser, QStringLiteral("hash-window"), 512);
        if (!window)
            return window.error();
        settings.hashWindowBytes = *window;
    }
    if (parser.isSet(QStringLiteral("resume-window"))) {
        const Result<qint64> window = sizeOption(parser, QStringLiteral("resume-window"), 512);
        if (!window)
            return window.error();
        settings.resumeWindowBytes = *window;
    }
    if (const Result<void> format = parseFormatOptions(parser, settings, true); !format)
        return format.error();
    // An E01 stores the MD5 and SHA-1: its default hashes add the SHA-1.
    if (settings.format == ImageFormat::Ewf && !parser.isSet(QStringLiteral("hash")))
        settings.hashes |= HashAlgorithm::Sha1;

    const std::optional<Preset> preset = parsePresetName(parser.value(QStringLiteral("preset")));
    if (!preset)
        return invalid(Tr::tr("--preset %1: use forensic or rescue")
                           .arg(parser.value(QStringLiteral("preset"))));
    settings.preset = *preset;

    bool ok = true;
    settings.retries = *preset == Preset::Forensic ? 1 : 0;
    if (parser.isSet(QStringLiteral("retries")))
        settings.retries = parser.value(QStringLiteral("retries")).toInt(&ok);
    if (!ok || settings.retries < 0 || settings.retries > 100)
        return invalid(Tr::tr("--retries %1: give a whole number from 0 to 100")
                           .arg(parser.value(QStringLiteral("retries"))));

    const QString unit = parser.value(QStringLiteral("reread-unit"));
    if (unit == QLatin1String("logical"))
        settings.rereadUnit = RereadUnit::LogicalSector;
    else if (unit != QLatin1String("physical"))
        return invalid(Tr::tr("--reread-unit %1: use physical or logical").arg(unit));

    const double interval = parser.value(QStringLiteral("map-interval")).toDouble(&ok);
    if (!ok || interval < 0 || interval > 3600)
        return invalid(Tr::tr("--map-interval %1: give seconds from 0 to 3600")
                           .arg(parser.value(QStringLiteral("map-interval"))));
    settings.mapSaveInterval = std::chrono::milliseconds(qint64(interval * 1000));

    const QString fill = parser.value(QStringLiteral("fill"));
    const std::optional<quint8> fillByte = parseFillByte(fill);
    if (!fillByte)
        return invalid(Tr::tr("--fill %1: use zero or a byte as 0xHH (e.g. 0xFF)").arg(fill));
    settings.fillByte = *fillByte;

    const QString copyReads = parser.value(QStringLiteral("copy-reads"));
    if (copyReads == QLatin1String("direct"))
        settings.copyReadMode = ReadMode::Direct;
    else if (copyReads == QLatin1String("buffered"))
        settings.copyReadMode = ReadMode::Buffered;
    else
        return invalid(Tr::tr("--copy-reads %1: use direct or buffered").arg(copyReads));

    const QString readsInFlight = parser.value(QStringLiteral("reads-in-flight"));
    const int reads = readsInFlight.toInt(&ok);
    if (readsInFlight == QLatin1String("auto"))
        settings.readsInFlight = 0;
    else if (ok && reads >= 1 && reads <= 64)
        settings.readsInFlight = reads;
    else
        return invalid(
            Tr::tr("--reads-in-flight %1: use auto or a number from 1 to 64").arg(readsInFlight));

    request.caseDetails = {
        parser.value(QStringLiteral("case-number")),
        parser.value(QStringLiteral("evidence-number")), parser.value(QStringLiteral("examiner")),
        parser.value(QStringLiteral("description")), parser.value(QStringLiteral("notes"))};
    if (parser.isSet(QStringLiteral("force")) && parser.isSet(QStringLiteral("resume")))
        return invalid(Tr::tr("--force starts over and --resume continues: give only one"));
    if (parser.isSet(QStringLiteral("force")))
        request.overwrite = OverwritePolicy::Overwrite;
    if (parser.isSet(QStringLiteral("resume")))
        request.overwrite = OverwritePolicy::Resume;
    const bool verifySource = parser.isSet(QStringLiteral("verify-source"));
    if (parser.isSet(QStringLiteral("verify")) || verifySource) {
        if (settings.hashes == HashAlgorithms())
            return invalid(Tr::tr("--%1 needs at least one hash (--hash)")
                               .arg(verifySource ? QStringLiteral("verify-source")
                                                 : QStringLiteral("verify")));
        request.verify = verifySource ? VerifyPolicy::ImageAndSource : VerifyPolicy::Image;
    }
    request.network.tlsPskFile = parser.value(QStringLiteral("tls-psk"));
    request.network.tlsUsername = parser.value(QStringLiteral("tls-username"));
    request.network.tlsCertificates = parser.value(QStringLiteral("tls-certificates"));
    // libnbd reads these files itself, unbounded (a PSK of /dev/zero filled the memory): each
    // must be a regular file of at most MaximumCredentialBytes, checked before anything is read.
    const auto reason = [](const Error &error) {
        return error.code == Error::Code::InvalidArgument ? error.detail : error.userMessage();
    };
    if (parser.isSet(QStringLiteral("tls-psk"))) {
        if (const Result<void> bounded
            = checkRegularFileBounded(request.network.tlsPskFile, MaximumCredentialBytes);
            !bounded)
            return invalid(Tr::tr("--tls-psk: %1").arg(reason(bounded.error())));
    }
    if (parser.isSet(QStringLiteral("tls-certificates"))) {
        const QString folder = request.network.tlsCertificates;
        const std::optional<struct stat> status = statPath(folder);
        if (!status || !S_ISDIR(status->st_mode))
            return invalid(Tr::tr("--tls-certificates: %1 is not a folder: give the folder "
                                  "that holds ca-cert.pem (and client-cert.pem, client-key.pem)")
                               .arg(folder));
        // The names GnuTLS looks for in it (libnbd's nbd_set_tls_certificates).
        for (const QString &name :
             {QStringLiteral("ca-cert.pem"), QStringLiteral("ca-crl.pem"),
              QStringLiteral("client-cert.pem"), QStringLiteral("client-key.pem")}) {
            const QString path = folder + QLatin1Char('/') + name;
            if (!lstatPath(path))
                continue;
            if (const Result<void> bounded = checkRegularFileBounded(path, MaximumCredentialBytes);
                !bounded)
                return invalid(Tr::tr("--tls-certificates: %1").arg(reason(bounded.error())));
        }
    }
    request.network.timeoutSeconds = parser.value(QStringLiteral("nbd-timeout")).toInt(&ok);
    if (!ok || request.network.timeoutSeconds < 1 || request.network.timeoutSeconds > 86400)
        return invalid(Tr::tr("--nbd-timeout %1: give seconds from 1 to 86400")
                           .arg(parser.value(QStringLiteral("nbd-timeout"))));
    request.network.reconnectAttempts = parser.value(QStringLiteral("nbd-reconnect")).toInt(&ok);
    if (!ok || request.network.reconnectAttempts < 0 || request.network.reconnectAttempts > 1000)
        return invalid(Tr::tr("--nbd-reconnect %1: give a number from 0 to 1000")
                           .arg(parser.value(QStringLiteral("nbd-reconnect"))));
    request.network.reconnectDelaySeconds
        = parser.value(QStringLiteral("nbd-reconnect-delay")).toInt(&ok);
    if (!ok || request.network.reconnectDelaySeconds < 0
        || request.network.reconnectDelaySeconds > 3600)
        return invalid(Tr::tr("--nbd-reconnect-delay %1: give seconds from 0 to 3600")
                           .arg(parser.value(QStringLiteral("nbd-reconnect-delay"))));
    const bool networkOption = parser.isSet(QStringLiteral("tls-psk"))
                               || parser.isSet(QStringLiteral("tls-username"))
                               || parser.isSet(QStringLiteral("tls-certificates"))
                               || parser.isSet(QStringLiteral("nbd-timeout"))
                               || parser.isSet(QStringLiteral("nbd-reconnect"))
                               || parser.isSet(QStringLiteral("nbd-reconnect-delay"));
    if (networkOption && !NbdSource::isNbdUri(request.sourcePath))
        return invalid(Tr::tr("--tls-*, --nbd-timeout and --nbd-reconnect* are for NBD sources "
                              "(nbd://, nbds://, nbd+unix://), not %1")
                           .arg(request.sourcePath));
    const Result<SigningRequest> signing = parseSigningOptions(parser);
    if (!signing)
        return signing.error();
    request.signing = *signing;
    if (parser.isSet(QStringLiteral("history")))
        request.historyPath = historyPath(parser);
    request.captureSmart = !parser.isSet(QStringLiteral("no-smart"));
    request.writeBlock = parser.isSet(QStringLiteral("write-block"));
    if (parser.isSet(QStringLiteral("json")))
        request.outputFormat = OutputFormat::Json;
    return request;
}

} // namespace Custody::Cli
