// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/convertcommand.h"

#include "acquisition/imageconversion.h"
#include "acquisition/workhooks.h"
#include "cli/acquireoptions.h"
#include "cli/historyoption.h"
#include "cli/signalguard.h"
#include "cli/workendhook.h"
#include "history/eventsources.h"
#include "util/invalidargument.h"
#include "util/nativepath.h"

#include <QCommandLineParser>

namespace Custody::Cli {

namespace {

constexpr int ExitConverted = 0;
constexpr int ExitFailed = 1;
constexpr int ExitInvalid = 2;

// What SIGINT and SIGTERM set (SignalGuard): the conversion stops and discards its output.
struct CancelFlag
{
    std::atomic<bool> requested{false};
    void cancel() { requested.store(true); }
};

void addOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(imageFormatOptions());
    parser.addOption(historyOption());
    parser.addOptions(WorkEndHook::options(
        ConvertCommand::tr("Run PROGRAM when the conversion has ended: without a shell or "
                           "arguments, told the outcome, the record, the E01 files and digests "
                           "in CUSTODY_* environment variables. Its exit status and output are "
                           "shown and noted in the case history; it never changes the outcome.")));
    parser.addPositionalArgument(QStringLiteral("record"),
                                 ConvertCommand::tr("The acquisition's record, NAME.json."));
}

} // namespace

ConvertCommand::ConvertCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString ConvertCommand::usage()
{
    QCommandLineParser parser;
    addOptions(parser);
    return parser.helpText().replace(QCoreApplication::applicationName() + QStringLiteral(" "),
                                     QCoreApplication::applicationName()
                                         + QStringLiteral(" convert "))
           + tr("\nWrites NAME.E01, NAME.E02, … beside the record, from the image it lists, in one "
                "read that also checks the image against the record's digests: the E01 is kept "
                "only if they agree. It carries the record's case details, drive and unreadable "
                "ranges.\n");
}

Result<void> ConvertCommand::parse(QCommandLineParser &parser, const QStringList &arguments)
{
    addOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("convert")} + arguments)
        || parser.positionalArguments().size() != 1)
        return invalidArgument(parser.errorText().isEmpty() ? tr("give one NAME.json")
                                                            : parser.errorText());
    if (!parser.isSet(QStringLiteral("format")))
        return invalidArgument(tr("say what to convert to: --format e01"));
    return {};
}

int ConvertCommand::fail(const QString &message, int exitCode)
{
    m_err << "custody-cli convert: " << message << Qt::endl;
    return exitCode;
}

int ConvertCommand::run(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitConverted;
    }
    QCommandLineParser parser;
    if (const Result<void> parsed = parse(parser, arguments); !parsed)
        return fail(parsed.error().detail + u'\n' + tr("Try 'custody-cli convert --help'."),
                    ExitInvalid);
    ImagingSettings settings;
    if (const Result<void> format = parseFormatOptions(parser, settings); !format)
        return fail(format.error().userMessage(), ExitInvalid);
    if (const Result<void> usable = checkHistoryUsable(historyPath(parser)); !usable)
        return fail(usable.error().userMessage(), ExitInvalid);
    const Result<std::optional<EndHook>> hook = parseEndHookOptions(parser);
    if (!hook)
        return fail(hook.error().userMessage(), ExitInvalid);
    Result<ImageConversion> conversion = ImageConversion::prepare(
        absolutePath(parser.positionalArguments().constFirst()), settings.imageFormatOptions());
    if (!conversion)
        return fail(conversion.error().userMessage(), ExitInvalid);

    CancelFlag cancel;
    const SignalGuard<CancelFlag> guard(cancel);
    std::atomic<qint64> bytesRead{0};
    Result<QList<HashResult>> hashes = conversion->run(cancel.requested, bytesRead);
    if (!hashes) {
        const int exitCode = fail(hashes.error().userMessage(), ExitFailed);
        finish(*hook, *conversion, hashes, exitCode, historyPath(parser), m_err);
        return exitCode;
    }
    m_out << tr("converted: %1 into %2")
                 .arg(conversion->sourceFiles().join(QStringLiteral(", ")),
                      conversion->outputFiles().join(QStringLiteral(", ")))
          << '\n';
    for (const HashResult &hash : *hashes)
        m_out << "  " << hashDisplayName(hash.algorithm).leftJustified(8) << hash.hex << '\n';
    m_out << tr("  the image read as its record says (every digest of the record agrees); "
                "%n unreadable range(s) recorded in the E01",
                "", int(conversion->record().result.badRanges.size()))
          << Qt::endl;
    // The E01 is in place and checked either way; a log that does not say so (or whose stale
    // signature is left) is an error of its own, not a silent success.
    int exitCode = ExitConverted;
    if (const std::optional<Error> &logError = conversion->logError())
        exitCode = fail(tr("the E01 is made and checked, but the acquisition log does not name "
                           "it: %1")
                            .arg(logError->userMessage()),
                        ExitFailed);
    else if (const std::optional<Error> &stale = conversion->logSignatureError())
        exitCode = fail(tr("the acquisition log names the E01, but its signature, now stale, "
                           "was not removed: %1")
                            .arg(stale->userMessage()),
                        ExitFailed);
    else if (conversion->droppedLogSignature())
        m_out << tr("  the acquisition log names it; its signature, now stale, was removed: sign "
                    "it again")
              << Qt::endl;
    finish(*hook, *conversion, hashes, exitCode, historyPath(parser), m_out);
    return exitCode;
}

void ConvertCommand::finish(const std::optional<EndHook> &hook, const ImageConversion &conversion,
                            const Result<QList<HashResult>> &hashes, int exitCode,
                            const QString &history, QTextStream &info)
{
    HistoryEvent event = conversionEvent(conversion, hashes);
    if (hook)
        WorkEndHook::run(*hook, conversionHookEnvironment(conversion, hashes, exitCode),
                         QStringLiteral("convert"),
                         tr("WARNING: the --on-end program did not succeed; the conversion "
                            "ended as said above, whatever it did"),
                         info, m_err, event);
    noteInHistory(history, event, info, m_err);
}

} // namespace Custody::Cli
