// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/historycommand.h"

#include "cli/acquirecommand.h"
#include "cli/historyoption.h"
#include "cli/signingoptions.h"
#include "history/historyimport.h"
#include "history/historytransfer.h"
#include "history/postgreslocation.h"
#include "util/certificatesubject.h"
#include "util/durablefile.h"
#include "util/invalidargument.h"
#include "util/logline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace Custody::Cli {

namespace {

QList<QCommandLineOption> historyOptions()
{
    return QList<QCommandLineOption>{
               historyOption(),
               {u"case"_s, HistoryCommand::tr("Only events of this case number."), u"number"_s},
               {u"evidence"_s, HistoryCommand::tr("Only events of this evidence number."),
                u"number"_s},
               {u"serial"_s, HistoryCommand::tr("Only events about the drive with this serial."),
                u"serial"_s},
               {u"digest"_s,
                HistoryCommand::tr(
                    "Only events with this digest (of the image, or the SHA-256 of a "
                    "record or report)."),
                u"hex"_s},
               {u"since"_s, HistoryCommand::tr("Only events that ended on or after DATE (UTC)."),
                u"date"_s},
               {u"until"_s,
                HistoryCommand::tr(
                    "Only events that ended before DATE (UTC); a date alone includes that "
                    "day, as the GUI's filter does."),
                u"date"_s},
               {u"verdict"_s,
                HistoryCommand::tr("Only events with this verdict (match, mismatch, …)."),
                u"verdict"_s},
               {u"kind"_s,
                HistoryCommand::tr("Only events of this kind: acquisition, resume, verification, "
                                   "conversion, report."),
                u"kind"_s},
               {u"json"_s, HistoryCommand::tr("Print JSON.")},
               {u"output"_s,
                HistoryCommand::tr(
                    "export: write the case's events to FILE (a new file) rather than to "
                    "standard output; needed to sign them."),
                u"file"_s},
               {u"trust-ca"_s,
                HistoryCommand::tr("check CASE.json: its signature must be made with a certificate "
                                   "this CA (PEM) issued, valid now."),
                u"file"_s},
               {u"anchor"_s,
                HistoryCommand::tr(
                    "check: row ROW must still have HASH, the last row's hash an earlier check "
                    "printed and someone wrote down (a case file, a lab book); repeatable."),
                u"row:hash"_s},
           }
           + signingOptions();
}

// A date alone (2026-12-01), which QDate::fromString would also find at the start of a time.
std::optional<QDate> dateAlone(const QString &text)
{
    const QDate date = QDate::fromString(text, u"yyyy-MM-dd"_s);
    return date.isValid() && text.size() == 10 ? std::optional(date) : std::nullopt;
}

// "2026-12-01" (midnight UTC) or a full ISO 8601 time.
std::optional<QDateTime> parseDate(const QString &text)
{
    // A date alone is midnight UTC (QDateTime would read it as local midnight).
    if (const std::optional<QDate> date = dateAlone(text))
        return QDateTime(*date, QTime(0, 0), Qt::UTC);
    QDateTime time = QDateTime::fromString(text, Qt::ISODate);
    if (!time.isValid())
        return std::nullopt;
    if (time.timeSpec() == Qt::LocalTime) // no offset given: the history's times are UTC
        time = QDateTime(time.date(), time.time(), Qt::UTC);
    return time;
}

QJsonObject toJson(const HistoryRow &row)
{
    const HistoryEvent &event = row.event;
    QJsonObject digests;
    for (const auto &[algorithm, hex] : event.digests)
        digests.insert(algorithm, hex);
    QJsonObject object{
        {u"id"_s, row.id},
        {u"recorded"_s, row.recorded.toString(Qt::ISODate)},
        {u"kind"_s, HistoryEvent::kindName(event.kind)},
        {u"time"_s, event.time.toString(Qt::ISODate)},
        {u"examiner"_s, event.examiner},
        {u"caseNumber"_s, event.caseNumber},
        {u"evidenceNumber"_s, event.evidenceNumber},
        {u"source"_s, event.source},
        {u"sourceModel"_s, event.sourceModel},
        {u"sourceSerial"_s, event.sourceSerial},
        {u"imageFiles"_s, QJsonArray::fromStringList(event.imageFiles)},
        {u"digests"_s, digests},
        {u"verdict"_s, event.verdict},
        {u"recordPath"_s, event.recordPath},
        {u"recordSha256"_s, event.recordSha256},
        {u"reportPath"_s, event.reportPath},
        {u"reportSha256"_s, event.reportSha256},
        {u"signerSubject"_s, event.signerSubject},
        {u"signerCertificateSha256"_s, event.signerSha256},
        {u"note"_s, event.note},
        {u"commandLine"_s, event.commandLine},
        {u"custodyVersion"_s, event.custodyVersion},
        {u"host"_s, event.host},
        {u"previousHash"_s, row.previousHash},
        {u"rowHash"_s, row.rowHash},
    };
    if (event.sourceBytes)
        object.insert(u"sourceBytes"_s, *event.sourceBytes);
    if (event.unreadableBytes)
        object.insert(u"unreadableBytes"_s, *event.unreadableBytes);
    if (!row.arrival().isEmpty())
        object.insert(u"arrived"_s, QJsonObject{{u"as"_s, row.arrivedAs},
                                                {u"from"_s, row.arrivedFrom},
                                                {u"over"_s, row.arrivedOver}});
    return object;
}

} // namespace

HistoryCommand::HistoryCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString HistoryCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(historyOptions());
    return tr("Usage: custody-cli history [--case X] [--serial S] [--digest HEX] [--since DATE] "
              "[--json]\n"
              "       custody-cli history check [--history FILE|URL] [--anchor ROW:HASH]...\n"
              "       custody-cli history import FOLDER|HISTORY... [--history FILE|URL]\n"
              "       custody-cli history init postgresql://[user@]host[:port]/database\n"
              "       custody-cli history deliver --history postgresql://…\n"
              "       custody-cli history export --case X [--history FILE|URL]\n"
              "                 [--output CASE.json [--sign-key KEY --sign-cert CERT]]\n"
              "       custody-cli history check CASE.json [--trust-ca CA]\n"
              "\n"
              "The case history: every acquisition, resume, verification, conversion and\n"
              "report, in one SQLite database or a lab's PostgreSQL database, each row chained\n"
              "to the one before by SHA-256. 'check' recomputes the chain and names the first\n"
              "row that was changed, removed or inserted, and says when the database's guards\n"
              "(triggers, rules) were changed; 'import' adds the records (NAME.json) lying in\n"
              "folders, and the events of an SQLite history (a station's own, or its spool),\n"
              "each once; 'init' sets up a PostgreSQL database, as its owner, as a lab's\n"
              "history (tables, triggers, the role custody_station for the stations), or\n"
              "upgrades one an earlier Custody set up; 'deliver' sends the events waiting in\n"
              "this station's spool (those a lab's server did not take) to it, in order;\n"
              "'export' prints a case's events as JSON (the other rows by their hashes), or\n"
              "writes them to a new file, signed (CASE.json.p7s, detached CMS) with\n"
              "--sign-key; 'check CASE.json' verifies the case rows against their own hashes\n"
              "and the chain they are in, and the signature when there is one (against the\n"
              "lab's CA with --trust-ca): unsigned, whose history it is rests on comparing\n"
              "the last row's hash with the history's. A chain alone cannot show that someone\n"
              "with the database rewrote it from some row on: --anchor checks a row's hash\n"
              "written down outside it.\n"
              "\n"
              "Exit status: 0 done (check: the chain holds, its guards are as made and every\n"
              "anchor matches), 1 the chain is broken, a guard was changed or an anchor does\n"
              "not match, or (deliver) the server did not take the waiting events, 2 invalid\n"
              "arguments or a history that cannot be read.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

int HistoryCommand::fail(const QString &message, int exitCode)
{
    m_err << "custody-cli history: " << oneShownLine(message) << Qt::endl;
    return exitCode;
}

int HistoryCommand::run(const QStringList &arguments)
{
    if (arguments.contains(u"--help"_s) || arguments.contains(u"-h"_s)) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(historyOptions());
    if (!parser.parse(QStringList{u"history"_s} + arguments))
        return fail(parser.errorText() + u'\n' + tr("Try 'custody-cli history --help'."),
                    ExitInvalid);
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    const bool exporting = action == "export"_L1;
    const bool checkingFile = action == "check"_L1 && positional.size() == 2;
    for (const QString &option :
         {u"output"_s, u"sign-key"_s, u"sign-cert"_s, u"sign-passphrase-file"_s, u"trust-ca"_s}) {
        if (parser.isSet(option) && !(option == u"trust-ca"_s ? checkingFile : exporting))
            return fail(tr("--%1 belongs to %2")
                            .arg(option, option == u"trust-ca"_s ? u"history check CASE.json"_s
                                                                 : u"history export"_s),
                        ExitInvalid);
    }
    if (parser.isSet(u"anchor"_s) && !(action == "check"_L1 && positional.size() == 1))
        return fail(tr("--anchor belongs to history check [--history FILE|URL]"), ExitInvalid);
    if (checkingFile)
        return checkExport(positional.at(1), parser.value(u"trust-ca"_s));
    if (action == "check"_L1 && positional.size() == 1)
        return check(parser);
    if (exporting && positional.size() == 1)
        return exportCase(parser);
    if (action == "deliver"_L1 && positional.size() == 1)
        return deliver(parser);
    if (action == "init"_L1 && positional.size() <= 2)
        return init(positional.size() == 2 ? positional.at(1) : historyPath(parser));
    if (action == "import"_L1) {
        if (positional.size() < 2)
            return fail(tr("give the folders to import records from, or the histories to import "
                           "events from"),
                        ExitInvalid);
        return import(parser, positional.mid(1));
    }
    if (!positional.isEmpty())
        return fail(tr("unknown action '%1': list (no action), check, import, export, init or "
                       "deliver")
                        .arg(positional.join(u' ')),
                    ExitInvalid);
    return list(parser);
}

int HistoryCommand::list(const QCommandLineParser &parser)
{
    HistoryFilter filter;
    filter.caseNumber = parser.value(u"case"_s);
    filter.evidenceNumber = parser.value(u"evidence"_s);
    filter.serial = parser.value(u"serial"_s);
    filter.digest = parser.value(u"digest"_s);
    filter.verdict = parser.value(u"verdict"_s);
    filter.kind = parser.value(u"kind"_s);
    static const QRegularExpression hex(u"^[0-9a-fA-F]+$"_s);
    if (!filter.digest.isEmpty() && !hex.match(filter.digest).hasMatch())
        return fail(tr("--digest takes a digest in hex, not '%1'").arg(filter.digest), ExitInvalid);
    if (!filter.kind.isEmpty() && !HistoryEvent::kindFromName(filter.kind))
        return fail(tr("--kind must be acquisition, resume, verification, conversion or report, "
                       "not '%1'")
                        .arg(filter.kind),
                    ExitInvalid);
    for (const auto &[option, time] :
         {std::pair{u"since"_s, &filter.since}, std::pair{u"until"_s, &filter.until}}) {
        if (!parser.isSet(option))
            continue;
        const std::optional<QDateTime> parsed = parseDate(parser.value(option));
        if (!parsed)
            return fail(tr("--%1 takes a date (2026-12-01) or an ISO 8601 time, not '%2'")
                            .arg(option, parser.value(option)),
                        ExitInvalid);
        *time = *parsed;
        // "Until 2026-12-01" means to the end of that day, as in the GUI.
        if (option == u"until"_s && dateAlone(parser.value(option)))
            *time = time->addDays(1);
    }
    const QString path = historyPath(parser);
    if (!PostgresLocation::isPostgresUrl(path)
        && !pathExists(path)) { // by its bytes: QFileInfo would re-encode a name that is not UTF-8
        if (parser.isSet(u"json"_s))
            m_out << "[]" << Qt::endl;
        m_err << oneShownLine(
            tr("%1: no history yet; Custody creates it when it records its first event").arg(path))
              << Qt::endl;
        return ExitSuccess;
    }
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    if (!history)
        return fail(history.error().userMessage(), ExitInvalid);
    noteWaitingSpool(path, **history);
    const Result<QList<HistoryRow>> rows = (*history)->rows(filter);
    if (!rows)
        return fail(rows.error().userMessage(), ExitInvalid);
    if (parser.isSet(u"json"_s)) {
        QJsonArray array;
        for (const HistoryRow &row : *rows)
            array.append(toJson(row));
        m_out << QJsonDocument(array).toJson(QJsonDocument::Indented) << Qt::flush;
        return ExitSuccess;
    }
    for (const HistoryRow &row : *rows)
        printRow(row);
    m_out << oneShownLine(tr("%n event(s) in %1", "", int(rows->size())).arg(shownHistory(path)))
          << Qt::endl;
    return ExitSuccess;
}

void HistoryCommand::printRow(const HistoryRow &row)
{
    const HistoryEvent &event = row.event;
    // Every field of an event, however many lines it holds in the history, is one line here
    // (oneShownLine()): a case field or a path cannot forge a row or a field.
    m_out << oneShownLine(u"#%1  %2  %3  %4"_s.arg(row.id).arg(
        event.time.toString(Qt::ISODate), HistoryEvent::kindName(event.kind), event.verdict))
          << '\n';
    const auto line = [this](const QString &label, const QString &value) {
        if (!value.isEmpty())
            m_out << "  " << label << ": " << oneShownLine(value) << '\n';
    };
    line(tr("case"), event.caseNumber);
    line(tr("evidence"), event.evidenceNumber);
    line(tr("examiner"), event.examiner);
    QStringList drive{event.source};
    if (!event.sourceModel.isEmpty())
        drive << event.sourceModel;
    if (!event.sourceSerial.isEmpty())
        drive << tr("serial %1").arg(event.sourceSerial);
    if (event.sourceBytes)
        drive << tr("%1 bytes").arg(*event.sourceBytes);
    line(tr("source"), drive.join(u", "_s));
    line(tr("image"), event.imageFiles.join(u", "_s));
    for (const auto &[algorithm, hex] : event.digests)
        line(algorithm, hex);
    if (event.unreadableBytes)
        line(tr("unreadable"), tr("%1 bytes").arg(*event.unreadableBytes));
    line(tr("record"), event.recordSha256.isEmpty()
                           ? event.recordPath
                           : tr("%1 (SHA-256 %2)").arg(event.recordPath, event.recordSha256));
    line(tr("report"), event.reportSha256.isEmpty()
                           ? event.reportPath
                           : tr("%1 (SHA-256 %2)").arg(event.reportPath, event.reportSha256));
    if (!event.signerSubject.isEmpty())
        line(tr("signed by"), tr("%1 (certificate SHA-256 %2)")
                                  .arg(subjectForPeople(event.signerSubject), event.signerSha256));
    line(tr("note"), event.note);
    line(tr("by"), tr("Custody %1 on %2").arg(event.custodyVersion, event.host));
    line(tr("arrived"), row.arrival());
}

int HistoryCommand::check(const QCommandLineParser &parser)
{
    const QString path = historyPath(parser);
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    if (!history)
        return fail(history.error().userMessage(), ExitInvalid);
    const Result<QList<Anchor>> anchors = anchorsOf(parser.values(u"anchor"_s));
    if (!anchors)
        return fail(anchors.error().userMessage(), ExitInvalid);
    const Result<ChainCheck> chain = (*history)->check();
    if (!chain)
        return fail(chain.error().userMessage(), ExitInvalid);
    noteWaitingSpool(path, **history);
    if (!(*history)->connection().isEmpty())
        m_out << oneShownLine(tr("connection: %1").arg((*history)->connection())) << '\n';
    for (auto it = chain->arrivals.cbegin(); it != chain->arrivals.cend(); ++it)
        m_out << oneShownLine(it.key().isEmpty()
                                  ? tr("arrived: %n row(s) that do not say how (stored under "
                                       "schema 1)",
                                       "", int(it.value()))
                                  : tr("arrived: %n row(s) %1", "", int(it.value())).arg(it.key()))
              << '\n';
    if ((*history)->backend() == CaseHistory::Backend::Postgres
        && (*history)->schemaVersion() < CaseHistory::PostgresSchemaVersion)
        m_out << oneShownLine(tr("schema %1: the database's owner upgrades it to schema %2 with "
                                 "'custody-cli history init %3'")
                                  .arg((*history)->schemaVersion())
                                  .arg(CaseHistory::PostgresSchemaVersion)
                                  .arg(shownHistory(path)))
              << '\n';
    for (const QString &note : chain->notes)
        m_out << oneShownLine(tr("note: %1").arg(note)) << '\n';
    if (!chain->intact()) {
        m_out << oneShownLine(tr("%1: the chain is broken at row %2: %3")
                                  .arg(shownHistory(path))
                                  .arg(*chain->firstBadRow)
                                  .arg(chain->problem))
              << Qt::endl;
        return ExitFailed;
    }
    const Result<bool> anchored = checkAnchors(**history, *anchors);
    if (!anchored)
        return fail(anchored.error().userMessage(), ExitInvalid);
    if (!chain->notes.isEmpty()) {
        m_out << oneShownLine(tr("%1: %n row(s), the chain holds, but its guards were changed "
                                 "(the notes above): they may no longer refuse changes to rows; "
                                 "last row's hash %2",
                                 "", int(chain->rows))
                                  .arg(shownHistory(path), chain->headHash))
              << Qt::endl;
        return ExitFailed;
    }
    if (!*anchored) {
        m_out << oneShownLine(tr("%1: rewritten: its %n row(s) chain to one another, but not to "
                                 "the hash written down (the anchor above); last row's hash %2",
                                 "", int(chain->rows))
                                  .arg(shownHistory(path), chain->headHash))
              << Qt::endl;
        return ExitFailed;
    }
    m_out << oneShownLine(
        tr("%1: %n row(s), the chain holds; last row's hash %2", "", int(chain->rows))
            .arg(shownHistory(path), chain->headHash))
          << Qt::endl;
    return ExitSuccess;
}

Result<QList<HistoryCommand::Anchor>> HistoryCommand::anchorsOf(const QStringList &values)
{
    static const QRegularExpression form(u"^([1-9][0-9]{0,17}):([0-9a-fA-F]{64})$"_s);
    QList<Anchor> anchors;
    for (const QString &value : values) {
        const QRegularExpressionMatch match = form.match(value.trimmed());
        if (!match.hasMatch())
            return invalidArgument(tr("--anchor takes ROW:HASH, a row number and the 64 hex "
                                      "digits of its hash as history check printed them, not "
                                      "'%1'")
                                       .arg(value));
        anchors.append({match.captured(1).toLongLong(), match.captured(2).toLower()});
    }
    return anchors;
}

Result<bool> HistoryCommand::checkAnchors(const CaseHistory &history, const QList<Anchor> &anchors)
{
    if (anchors.isEmpty())
        return true;
    const Result<QList<HistoryRow>> rows = history.rows();
    if (!rows)
        return rows.error();
    QHash<qint64, QString> hashes;
    for (const HistoryRow &row : *rows)
        hashes.insert(row.id, row.rowHash.toLower());
    bool all = true;
    for (const Anchor &anchor : anchors) {
        const auto found = hashes.constFind(anchor.row);
        if (found == hashes.cend()) {
            all = false;
            m_out << oneShownLine(tr("anchor: row %1 is not in the history: it was removed, with "
                                     "any after it")
                                      .arg(anchor.row))
                  << '\n';
        } else if (*found != anchor.hash) {
            all = false;
            m_out << oneShownLine(tr("anchor: row %1's hash is %2, not %3 as written down: the "
                                     "history was rewritten at that row or before it")
                                      .arg(anchor.row)
                                      .arg(*found, anchor.hash))
                  << '\n';
        } else {
            m_out << oneShownLine(tr("anchor: row %1 still has the hash written down, %2")
                                      .arg(anchor.row)
                                      .arg(anchor.hash))
                  << '\n';
        }
    }
    return all;
}

int HistoryCommand::import(const QCommandLineParser &parser, const QStringList &sources)
{
    const QString path = historyPath(parser);
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    if (!history)
        return fail(history.error().userMessage(), ExitInvalid);
    // A file is a history whose events are copied; a folder holds records.
    QStringList folders;
    for (const QString &source : sources) {
        const std::optional<struct stat> status = statPath(source);
        if (!status || !S_ISREG(status->st_mode)) {
            folders.append(source);
            continue;
        }
        const Result<HistoryTransfer> copied = HistoryTransfer::copyEvents(source, **history);
        if (!copied)
            return fail(tr("%1: %2").arg(source, copied.error().userMessage()), ExitInvalid);
        m_out << oneShownLine(tr("%1: %2 event(s) added, %3 already there")
                                  .arg(source)
                                  .arg(copied->added)
                                  .arg(copied->alreadyThere))
              << '\n';
    }
    if (folders.isEmpty()) {
        m_out << Qt::flush;
        return ExitSuccess;
    }
    const Result<HistoryImport> import = HistoryImport::run(**history, folders);
    if (!import)
        return fail(import.error().userMessage(), ExitInvalid);
    for (const QString &file : import->added)
        m_out << oneShownLine(tr("added: %1").arg(file)) << '\n';
    for (const QString &file : import->alreadyThere)
        m_out << oneShownLine(tr("already in the history: %1").arg(file)) << '\n';
    for (const QString &file : import->skipped)
        m_out << oneShownLine(tr("skipped: %1").arg(file)) << '\n';
    m_out << oneShownLine(tr("%1: %2 added, %3 already there, %4 skipped")
                              .arg(shownHistory(path))
                              .arg(import->added.size())
                              .arg(import->alreadyThere.size())
                              .arg(import->skipped.size()))
          << Qt::endl;
    return ExitSuccess;
}

int HistoryCommand::init(const QString &url)
{
    if (!PostgresLocation::isPostgresUrl(url))
        return fail(tr("init sets up a PostgreSQL database: give its postgresql:// URL (an SQLite "
                       "history is created when the first event is recorded)"),
                    ExitInvalid);
    const Result<int> done = CaseHistory::initPostgres(url);
    if (!done)
        return fail(done.error().userMessage(), ExitInvalid);
    if (*done > 0)
        m_out << oneShownLine(tr("%1: upgraded from schema %2 to %3: each row stored from now on "
                                 "says how it arrived, as the server checked it. Update Custody "
                                 "on every station: an earlier one keeps its events in its spool "
                                 "until then")
                                  .arg(shownHistory(url))
                                  .arg(*done)
                                  .arg(CaseHistory::PostgresSchemaVersion))
              << Qt::endl;
    else
        m_out << oneShownLine(tr("%1: set up as a Custody case history (schema %2). Grant the "
                                 "role custody_station to each station's login.")
                                  .arg(shownHistory(url))
                                  .arg(CaseHistory::PostgresSchemaVersion))
              << Qt::endl;
    return ExitSuccess;
}

} // namespace Custody::Cli
