// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/alsooutputoptions.h"

#include "io/imageformat.h"
#include "util/invalidargument.h"
#include "util/nativepath.h"
#include "util/shellquote.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::AcquireOptions)
};

// What an E01 segment file holds at most when --also-segment-size is not given, as --segment-size.
constexpr qint64 DefaultEwfSegmentBytes = qint64(2) << 30;
constexpr qint64 MinimumSegmentBytes = 1024 * 1024;

const QString AlsoName = QStringLiteral("also");
const QString AlsoPrefix = QStringLiteral("also-");

Error invalid(const QString &detail)
{
    return invalidArgument(detail);
}

// "--also-format=e01" as {"also-format", "e01"}; "--also-format" as {"also-format", nullopt}.
// Not an --also option: an empty name.
std::pair<QString, std::optional<QString>> alsoOption(const QString &argument)
{
    if (!argument.startsWith(QLatin1Char('-')) || argument == QLatin1String("--"))
        return {};
    QString name = argument.mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
    std::optional<QString> value;
    if (const qsizetype equals = name.indexOf(QLatin1Char('=')); equals >= 0) {
        value = name.mid(equals + 1);
        name.truncate(equals);
    }
    if (name != AlsoName && !name.startsWith(AlsoPrefix))
        return {};
    return {name, value};
}

Result<AlsoOutput> readGroup(const AlsoOutputGroup &group, VerifyPolicy mainVerify)
{
    AlsoOutput output;
    output.basePath = group.basePath;
    if (QFileInfo(output.basePath).fileName().isEmpty() || QFileInfo(output.basePath).isDir())
        return invalid(Tr::tr("--also %1 must name the image, not a folder").arg(output.basePath));
    const QString format = group.options.value(QStringLiteral("format"), QStringLiteral("raw"));
    if (format.compare(QLatin1String("e01"), Qt::CaseInsensitive) == 0)
        output.format = ImageFormat::Ewf;
    else if (format == QLatin1String("split"))
        output.format = ImageFormat::SplitRaw;
    else if (format != QLatin1String("raw"))
        return invalid(Tr::tr("--also-format %1: use raw, split or e01").arg(format));
    if (const auto size = group.options.constFind(QStringLiteral("segment-size"));
        size != group.options.cend()) {
        if (output.format == ImageFormat::Raw)
            return invalid(Tr::tr("--also-segment-size is for --also-format split or e01"));
        const std::optional<qint64> bytes = parseByteCount(*size);
        if (!bytes || *bytes < MinimumSegmentBytes)
            return invalid(Tr::tr("--also-segment-size %1 is not a size of at least %2 bytes "
                                  "(examples: 1M, 650M, 2G)")
                               .arg(*size)
                               .arg(MinimumSegmentBytes));
        output.segmentBytes = *bytes;
    } else if (output.format == ImageFormat::SplitRaw) {
        return invalid(Tr::tr("--also-format split needs --also-segment-size (each file's size)"));
    } else if (output.format == ImageFormat::Ewf) {
        output.segmentBytes = DefaultEwfSegmentBytes;
    }
    if (const auto level = group.options.constFind(QStringLiteral("compression"));
        level != group.options.cend()) {
        const std::optional<ChunkCompression> compression = parseChunkCompressionName(*level);
        if (output.format != ImageFormat::Ewf)
            return invalid(Tr::tr("--also-compression is for --also-format e01"));
        if (!compression)
            return invalid(
                Tr::tr("--also-compression %1: use none, empty, fast or best").arg(*level));
        output.compression = *compression;
    }
    output.verify = mainVerify == VerifyPolicy::None ? VerifyPolicy::None : VerifyPolicy::Image;
    if (const auto verify = group.options.constFind(QStringLiteral("verify"));
        verify != group.options.cend()) {
        if (*verify == QLatin1String("image"))
            output.verify = VerifyPolicy::Image;
        else if (*verify == QLatin1String("none"))
            output.verify = VerifyPolicy::None;
        else
            return invalid(Tr::tr("--also-verify %1: use image or none").arg(*verify));
    }
    return output;
}

} // namespace

Result<QList<AlsoOutputGroup>> takeAlsoOutputGroups(QStringList &arguments)
{
    static const QStringList groupOptions{QStringLiteral("format"), QStringLiteral("segment-size"),
                                          QStringLiteral("compression"), QStringLiteral("verify")};
    QList<AlsoOutputGroup> groups;
    QStringList rest;
    for (qsizetype index = 0; index < arguments.size(); ++index) {
        const QString &argument = arguments[index];
        if (argument == QLatin1String("--")) { // what follows is positional
            rest += arguments.mid(index);
            break;
        }
        auto [name, value] = alsoOption(argument);
        if (name.isEmpty()) {
            rest << argument;
            continue;
        }
        if (!value) {
            if (index + 1 >= arguments.size())
                return invalid(Tr::tr("--%1 needs a value").arg(name));
            value = arguments[++index];
        }
        if (name == AlsoName) {
            groups.append({*value, {}});
            continue;
        }
        const QString option = name.mid(AlsoPrefix.size());
        if (!groupOptions.contains(option))
            return invalid(Tr::tr("--%1: unknown option (the options of --also are "
                                  "--also-format, --also-segment-size, --also-compression and "
                                  "--also-verify)")
                               .arg(name));
        if (groups.isEmpty())
            return invalid(
                Tr::tr("--%1 applies to the --also before it: give --also BASE first").arg(name));
        if (groups.last().options.contains(option))
            return invalid(
                Tr::tr("--%1 is given twice for --also %2").arg(name, groups.last().basePath));
        groups.last().options.insert(option, *value);
    }
    arguments = rest;
    return groups;
}

Result<void> applyAlsoOutputs(const QList<AlsoOutputGroup> &groups, bool hashGiven,
                              AcquisitionRequest &request)
{
    QStringList bases{absolutePath(request.basePath)};
    for (const AlsoOutputGroup &group : groups) {
        Result<AlsoOutput> output = readGroup(group, request.verify);
        if (!output)
            return output.error();
        const QString base = absolutePath(output->basePath);
        if (bases.contains(base))
            return invalid(Tr::tr("%1 is given as an output twice: each output needs a base of "
                                  "its own")
                               .arg(output->basePath));
        bases << base;
        if (output->format == ImageFormat::Ewf && !hashGiven)
            request.settings.hashes |= HashAlgorithm::Sha1; // an E01 stores the MD5 and SHA-1
        request.alsoOutputs.append(*output);
    }
    if (request.overwrite == OverwritePolicy::Resume && !request.alsoOutputs.isEmpty()) {
        AcquisitionRequest first = request;
        first.alsoOutputs.clear();
        QStringList commands{shellQuote(equivalentCliArguments(first))};
        for (qsizetype index = 0; index < request.alsoOutputs.size(); ++index)
            commands << shellQuote(equivalentCliArguments(alsoOutputRequest(request, index)));
        return invalid(Tr::tr("--resume continues one output: resume each on its own, each reading "
                              "the source again for what it lacks:\n%1")
                           .arg(commands.join(QLatin1Char('\n'))));
    }
    return {};
}

QStringList alsoOutputArguments(const AcquisitionRequest &request)
{
    QStringList arguments;
    for (const AlsoOutput &output : request.alsoOutputs) {
        arguments << QStringLiteral("--also") << output.basePath;
        if (output.format == ImageFormat::SplitRaw)
            arguments << QStringLiteral("--also-format") << QStringLiteral("split");
        else if (output.format == ImageFormat::Ewf)
            arguments << QStringLiteral("--also-format") << QStringLiteral("e01");
        if (output.format != ImageFormat::Raw)
            arguments << QStringLiteral("--also-segment-size")
                      << QString::number(output.segmentBytes);
        if (output.format == ImageFormat::Ewf)
            arguments << QStringLiteral("--also-compression")
                      << chunkCompressionName(output.compression);
        arguments << QStringLiteral("--also-verify")
                  << (output.verify == VerifyPolicy::None ? QStringLiteral("none")
                                                          : QStringLiteral("image"));
    }
    return arguments;
}

QList<QCommandLineOption> alsoOutputCommandLineOptions()
{
    return {
        QCommandLineOption(AlsoName,
                           Tr::tr("Write another image of the same read, with its own files "
                                  "(image, map, checksums, log, record) at this base; "
                                  "repeatable. The --also-* options after it are its own."),
                           QStringLiteral("base")),
        QCommandLineOption(QStringLiteral("also-format"),
                           Tr::tr("That output's format: raw, split (files of "
                                  "--also-segment-size) or e01 (64-sector chunks)."),
                           QStringLiteral("raw|split|e01"), QStringLiteral("raw")),
        QCommandLineOption(QStringLiteral("also-segment-size"),
                           Tr::tr("That output's file size (split) or largest segment (e01, "
                                  "default 2G)."),
                           QStringLiteral("size")),
        QCommandLineOption(QStringLiteral("also-compression"),
                           Tr::tr("That E01 output's compression: none, empty, fast or best."),
                           QStringLiteral("level"), QStringLiteral("fast")),
        QCommandLineOption(QStringLiteral("also-verify"),
                           Tr::tr("Read that output back and hash it again: image or none "
                                  "(default: image with --verify or --verify-source)."),
                           QStringLiteral("image|none")),
    };
}

AcquisitionRequest alsoOutputRequest(const AcquisitionRequest &request, qsizetype index)
{
    const AlsoOutput &output = request.alsoOutputs.at(index);
    AcquisitionRequest alone = request;
    alone.alsoOutputs.clear();
    alone.basePath = output.basePath;
    alone.settings.format = output.format;
    alone.settings.segmentBytes = output.segmentBytes;
    alone.settings.compression
        = output.format == ImageFormat::Ewf ? output.compression : ImagingSettings().compression;
    alone.settings.chunkBytes = 0; // an E01 output: the default chunk
    alone.verify = output.verify;
    return alone;
}

} // namespace Custody
