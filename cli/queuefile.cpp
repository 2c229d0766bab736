// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/queuefile.h"

#include "cli/acquireoptions.h"
#include "cli/convertcommand.h"
#include "cli/verifycommand.h"
#include "cli/wipecommand.h"
#include "util/invalidargument.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::QueueFile)
};

Error invalid(const QString &detail)
{
    return invalidArgument(detail);
}

// "Invalid setting: jobs.txt, line 3: …", with the cause's own words.
Error lineError(const QString &path, int line, const Error &cause)
{
    QString detail
        = cause.code == Error::Code::InvalidArgument ? cause.detail : cause.userMessage();
    if (detail.endsWith(u'.'))
        detail.chop(1);
    Error error = invalid(Tr::tr("%1, line %2: %3").arg(path).arg(line).arg(detail));
    error.path = path;
    return error;
}

Result<QueueEntry> parseJsonLine(const QString &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return invalid(Tr::tr("not a JSON object (%1 at character %2)")
                           .arg(parseError.errorString())
                           .arg(parseError.offset + 1));
    const QJsonObject object = document.object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.key() != u"arguments" && it.key() != u"priority" && it.key() != u"name")
            return invalid(
                Tr::tr("unknown key \"%1\" (known: arguments, priority, name)").arg(it.key()));
    }
    QueueEntry entry;
    const QJsonValue arguments = object.value(u"arguments");
    if (!arguments.isArray())
        return invalid(Tr::tr("\"arguments\" must be an array of strings"));
    for (const QJsonValue &argument : arguments.toArray()) {
        if (!argument.isString())
            return invalid(Tr::tr("\"arguments\" must be an array of strings"));
        entry.arguments.append(argument.toString());
    }
    const QJsonValue priority = object.value(u"priority");
    if (!priority.isUndefined()) {
        if (!priority.isDouble() || priority.toDouble() != double(priority.toInt()))
            return invalid(Tr::tr("\"priority\" must be a whole number"));
        entry.priority = priority.toInt();
    }
    const QJsonValue name = object.value(u"name");
    if (!name.isUndefined() && !name.isString())
        return invalid(Tr::tr("\"name\" must be a string"));
    entry.name = name.toString();
    return entry;
}

Result<QueueEntry> parseWordsLine(const QString &text)
{
    Result<QStringList> words = splitWords(text);
    if (!words)
        return words.error();
    QueueEntry entry;
    entry.arguments = *words;
    if (entry.arguments.value(0) == u"custody-cli")
        entry.arguments.removeFirst();
    if (entry.arguments.value(0) == u"--priority") {
        bool ok = false;
        entry.priority = entry.arguments.value(1).toInt(&ok);
        if (!ok)
            return invalid(Tr::tr("--priority needs a whole number, not \"%1\"")
                               .arg(entry.arguments.value(1)));
        entry.arguments.remove(0, 2);
    }
    return entry;
}

// What a line's command must satisfy before the queue starts anything.
Result<void> checkCommand(const QStringList &arguments)
{
    const QString command = arguments.value(0);
    if (command.isEmpty())
        return invalid(Tr::tr("no command"));
    if (!isQueueableCommand(command))
        return invalid(
            Tr::tr("\"%1\" cannot be queued (a queue runs acquire, verify, convert and wipe)")
                .arg(command));
    const QStringList rest = arguments.mid(1);
    if (rest.contains(u"--help") || rest.contains(u"-h"))
        return invalid(Tr::tr("--help is not a job"));
    if (command == u"acquire") {
        const Result<AcquireRequest> request = parseAcquireArguments(rest);
        if (!request)
            return request.error();
        if (request->clone && !request->confirmed)
            return invalid(
                Tr::tr("a clone in a queue needs --yes: nobody is there to type the drive's "
                       "serial; check the drive with custody-cli devices first"));
        return {};
    }
    QCommandLineParser parser;
    const Result<void> parsed = parseQueuedCommand(parser, command, rest);
    if (!parsed)
        return parsed;
    if (command == u"verify") {
        if (const Result<std::optional<EndHook>> hook = parseEndHookOptions(parser); !hook)
            return hook.error();
    }
    if (command == u"wipe" && !parser.isSet(QStringLiteral("yes"))
        && !parser.isSet(QStringLiteral("verify-only")))
        return invalid(
            Tr::tr("a wipe in a queue needs --yes: nobody is there to type the drive's serial; "
                   "check the drive with custody-cli devices first"));
    return {};
}

} // namespace

Result<void> parseQueuedCommand(QCommandLineParser &parser, const QString &command,
                                const QStringList &arguments)
{
    if (command == u"verify")
        return VerifyCommand::parse(parser, arguments);
    if (command == u"convert")
        return ConvertCommand::parse(parser, arguments);
    return WipeCommand::parse(parser, arguments);
}

bool isQueueableCommand(const QString &command)
{
    return command == u"acquire" || command == u"verify" || command == u"convert"
           || command == u"wipe";
}

Result<QStringList> splitWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u' ' || c == u'\t') {
            if (inWord)
                words.append(word);
            word.clear();
            inWord = false;
            continue;
        }
        if (c == u'#' && !inWord)
            break; // a comment, as in a shell
        inWord = true;
        if (c == u'\\') {
            if (++i == line.size())
                return invalid(Tr::tr("a backslash ends the line"));
            word.append(line.at(i));
        } else if (c == u'\'') {
            const qsizetype end = line.indexOf(u'\'', i + 1);
            if (end < 0)
                return invalid(Tr::tr("a single quote is not closed"));
            word.append(line.mid(i + 1, end - i - 1));
            i = end;
        } else if (c == u'"') {
            // Inside double quotes a backslash escapes only \ " $ and `; nothing is expanded.
            for (++i; i < line.size() && line.at(i) != u'"'; ++i) {
                if (line.at(i) == u'\\' && i + 1 < line.size()
                    && QStringView(u"\\\"$`").contains(line.at(i + 1)))
                    ++i;
                word.append(line.at(i));
            }
            if (i == line.size())
                return invalid(Tr::tr("a double quote is not closed"));
        } else {
            word.append(c);
        }
    }
    if (inWord)
        words.append(word);
    return words;
}

Result<QList<QueueEntry>> parseQueueFile(const QByteArray &content, const QString &path)
{
    QList<QueueEntry> entries;
    const QList<QByteArray> lines = content.split('\n');
    for (qsizetype index = 0; index < lines.size(); ++index) {
        const int number = int(index + 1);
        QByteArray bytes = lines.at(index);
        if (bytes.endsWith('\r'))
            bytes.chop(1);
        const QString text = QString::fromUtf8(bytes).trimmed();
        if (text.isEmpty() || text.startsWith(u'#'))
            continue;
        if (text.toUtf8() != bytes.trimmed())
            return lineError(path, number, invalid(Tr::tr("not UTF-8 text")));
        Result<QueueEntry> entry
            = text.startsWith(u'{') ? parseJsonLine(text) : parseWordsLine(text);
        if (entry) {
            if (const Result<void> checked = checkCommand(entry->arguments); !checked)
                entry = checked.error();
        }
        if (!entry)
            return lineError(path, number, entry.error());
        entry->line = number;
        entries.append(*entry);
    }
    if (entries.isEmpty())
        return invalid(Tr::tr("%1: the file has no job").arg(path));
    return entries;
}

} // namespace Custody::Cli
