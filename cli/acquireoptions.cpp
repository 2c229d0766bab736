// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/acquireoptions.h"

#include "acquisition/acquireoptiontable.h"
#include "acquisition/alsooutputoptions.h"
#include "util/invalidargument.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QStandardPaths>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::AcquireOptions)
};

Error invalid(const QString &detail)
{
    return invalidArgument(detail);
}

void addOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(acquireCommandLineOptions());
    parser.addPositionalArgument(QStringLiteral("source"),
                                 Tr::tr("Block device, image file, or NBD URI (nbd://HOST/EXPORT, "
                                        "nbds://…, nbd+unix:///EXPORT?socket=PATH) to "
                                        "acquire."));
    parser.addPositionalArgument(QStringLiteral("output-base"),
                                 Tr::tr("Path and name of the image without extension."));
}

bool isImageFormatOption(const AcquireOption &option)
{
    return option.name == QLatin1String("format") || option.scope == AcquireOptionScope::Ewf;
}

} // namespace

QList<QCommandLineOption> acquireCommandLineOptions()
{
    QList<QCommandLineOption> options;
    for (const AcquireOption &option : acquireOptionTable())
        options << option.commandLineOption();
    options << QCommandLineOption(QStringLiteral("json"),
                                  Tr::tr("Print the acquisition record as JSON."));
    options << signingOptions();
    options << historyOption();
    options << QCommandLineOption(QStringLiteral("yes"),
                                  Tr::tr("--clone: overwrite the drive without asking for its "
                                         "serial number."));
    options << QCommandLineOption(
        QStringLiteral("on-end"),
        Tr::tr("Run PROGRAM when the acquisition has ended, before anything is signed: without a "
               "shell or arguments, told the outcome, verdict, files and digests in CUSTODY_* "
               "environment variables. Its exit status and output go into the log; it never "
               "changes the outcome."),
        QStringLiteral("PROGRAM"));
    options << QCommandLineOption(
        QStringLiteral("on-end-timeout"),
        Tr::tr("Seconds the --on-end program may run before it is killed with what it started."),
        QStringLiteral("SECONDS"), QString::number(EndHook::DefaultTimeoutSeconds));
    return options;
}

QList<QCommandLineOption> imageFormatOptions()
{
    QList<QCommandLineOption> options;
    for (const AcquireOption &option : acquireOptionTable()) {
        if (isImageFormatOption(option))
            options << option.commandLineOption();
    }
    return options;
}

Result<void> parseFormatOptions(const QCommandLineParser &parser, ImagingSettings &settings)
{
    AcquisitionRequest request;
    request.settings = settings;
    if (const Result<void> applied = applyAcquireOptions(parser, request); !applied)
        return applied.error();
    settings.format = request.settings.format;
    settings.compression = request.settings.compression;
    settings.segmentBytes = request.settings.segmentBytes;
    settings.chunkBytes = request.settings.chunkBytes;
    settings.compressionThreads = request.settings.compressionThreads;
    return {};
}

QString acquireUsage()
{
    QCommandLineParser parser;
    addOptions(parser);
    parser.addOptions(alsoOutputCommandLineOptions()); // read before the parser, listed with it
    return parser.helpText().replace(QCoreApplication::applicationName() + QStringLiteral(" "),
                                     QCoreApplication::applicationName()
                                         + QStringLiteral(" acquire "));
}

// --on-end and --on-end-timeout, checked before any work: a program that cannot be run would
// otherwise be found only once the work is over.
Result<std::optional<EndHook>> parseEndHookOptions(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("on-end"))) {
        if (parser.isSet(QStringLiteral("on-end-timeout")))
            return invalid(Tr::tr("--on-end-timeout is the time of an --on-end program: give one"));
        return std::optional<EndHook>();
    }
    EndHook hook;
    const QString given = parser.value(QStringLiteral("on-end"));
    // A bare name is looked up in PATH, as a shell would; any other path is taken as it is.
    hook.program = given.contains(u'/') ? QFileInfo(given).absoluteFilePath()
                                        : QStandardPaths::findExecutable(given);
    const QFileInfo program(hook.program);
    if (given.isEmpty() || hook.program.isEmpty() || !program.isFile() || !program.isExecutable())
        return invalid(Tr::tr("--on-end '%1' is not a program that can be run: give the path of "
                              "an executable file (it is run without a shell or arguments)")
                           .arg(given));
    bool number = false;
    hook.timeoutSeconds = parser.value(QStringLiteral("on-end-timeout")).toInt(&number);
    if (!number || hook.timeoutSeconds < 1 || hook.timeoutSeconds > EndHook::MaximumTimeoutSeconds)
        return invalid(Tr::tr("--on-end-timeout '%1' is not a number of seconds from 1 to %2")
                           .arg(parser.value(QStringLiteral("on-end-timeout")))
                           .arg(EndHook::MaximumTimeoutSeconds));
    return std::optional<EndHook>(hook);
}

Result<AcquireRequest> parseAcquireArguments(const QStringList &arguments)
{
    QStringList ungrouped = arguments;
    const Result<QList<AlsoOutputGroup>> alsoGroups = takeAlsoOutputGroups(ungrouped);
    if (!alsoGroups)
        return alsoGroups.error();
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("acquire")} + ungrouped))
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
    if (const Result<void> applied = applyAcquireOptions(parser, request); !applied)
        return applied.error();
    if (const Result<void> also
        = applyAlsoOutputs(*alsoGroups, parser.isSet(QStringLiteral("hash")), request);
        !also)
        return also.error();
    const Result<SigningRequest> signing = parseSigningOptions(parser);
    if (!signing)
        return signing.error();
    request.signing = *signing;
    if (parser.isSet(QStringLiteral("history")))
        request.historyPath = historyPath(parser);
    if (parser.isSet(QStringLiteral("json")))
        request.outputFormat = OutputFormat::Json;
    request.confirmed = parser.isSet(QStringLiteral("yes"));
    const Result<std::optional<EndHook>> hook = parseEndHookOptions(parser);
    if (!hook)
        return hook.error();
    request.endHook = *hook;
    return request;
}

} // namespace Custody::Cli
