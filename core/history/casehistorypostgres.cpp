// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// CaseHistory on a lab's PostgreSQL server: opening, setting up, and what check() looks at
// beyond the chain (the triggers and rules that keep the table append-only).

#include "history/casehistory.h"
#include "history/postgreslocation.h"
#include "history/postgresqlhistorysql.h" // generated from postgresql-history.sql

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <atomic>

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

Error postgresError(const QString &url, const QString &detail)
{
    return Error::fromErrno(Error::Code::HistoryUnavailable, 0, url, -1, detail);
}

QString postgresConnectionName()
{
    static std::atomic<int> counter{0};
    return u"custody-history-postgres-%1"_s.arg(++counter);
}

// A connection to the database at `location` under `name` (removed by the caller).
QSqlDatabase connectTo(const PostgresLocation &location, const QString &name)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
    db.setHostName(location.host);
    db.setPort(location.port);
    db.setDatabaseName(location.database);
    db.setUserName(location.user);
    db.setConnectOptions(location.connectOptions());
    db.open();
    return db;
}

// The sslmode libpq used for the connection `db`, from wherever it took it (the URL, a service
// file, PGSSLMODE, or its default): what the station says of how strictly it checked the server,
// which the server cannot know. Empty when the driver does not give its connection.
QString sslModeUsed(const QSqlDatabase &db)
{
    const QVariant handle = db.driver()->handle();
    // Qt 6 names the type by what the compiler sees: struct pg_conn, which PGconn stands for.
    if (!handle.isValid()
        || (qstrcmp(handle.typeName(), "pg_conn*") != 0
            && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return {};
    PGconn *const connection = *static_cast<PGconn *const *>(handle.constData());
    PQconninfoOption *const options = connection ? PQconninfo(connection) : nullptr;
    QString mode;
    for (const PQconninfoOption *option = options; option && option->keyword; ++option) {
        if (qstrcmp(option->keyword, "sslmode") == 0 && option->val)
            mode = QString::fromUtf8(option->val);
    }
    PQconninfoFree(options);
    return mode;
}

Result<PostgresLocation> usableLocation(const QString &url)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return postgresError(url, CaseHistory::tr("Qt's PostgreSQL driver is not installed "
                                                  "(Debian: libqt6sql6-psql)"));
    return PostgresLocation::parse(url);
}

// The triggers the schema's steps make: table, name, when it fires (as pg_get_triggerdef()
// spells it), the function it runs and the schema that made it.
struct Guard
{
    const char *table;
    const char *trigger;
    const char *fires;
    const char *function;
    int schema = 1;
};
constexpr Guard Guards[] = {
    {"events", "events_chain", "BEFORE INSERT", "custody_events_chain"},
    {"events", "events_append_only_update", "BEFORE UPDATE", "custody_events_append_only"},
    {"events", "events_append_only_delete", "BEFORE DELETE", "custody_events_append_only"},
    {"events", "events_append_only_truncate", "BEFORE TRUNCATE", "custody_events_append_only"},
    {"chain_head", "chain_head_no_delete", "BEFORE DELETE", "custody_events_append_only"},
    {"chain_head", "chain_head_no_truncate", "BEFORE TRUNCATE", "custody_events_append_only"},
    {"chain_head", "chain_head_only_by_chain", "BEFORE UPDATE", "custody_chain_head_guard"},
    {"events", "events_arrival", "BEFORE INSERT", "custody_events_arrival", 2},
};

// The whole definition PostgreSQL gives back for a guard: its table, timing, events, level, any
// WHEN condition and function.
QString expectedDefinition(const Guard &guard)
{
    return u"CREATE TRIGGER %1 %2 ON public.%3 FOR EACH %4 EXECUTE FUNCTION public.%5()"_s.arg(
        QString::fromLatin1(guard.trigger), QString::fromLatin1(guard.fires),
        QString::fromLatin1(guard.table),
        QByteArrayView(guard.fires).endsWith("TRUNCATE") ? u"STATEMENT"_s : u"ROW"_s,
        QString::fromLatin1(guard.function));
}

// The file's statements, one by one: split at each ';' that is outside a $tag$ body, a quoted
// string and a comment; BEGIN and COMMIT left out (the caller's transaction holds them all).
QStringList statementsOf(const QString &sql)
{
    QStringList statements;
    QString current;
    QString dollarTag; // inside $tag$ … $tag$ when not empty
    bool inString = false;
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (dollarTag.isEmpty() && !inString && c == u'-' && sql.mid(i, 2) == "--"_L1) {
            const qsizetype end = sql.indexOf(u'\n', i);
            i = end < 0 ? sql.size() : end;
            current += u'\n';
            continue;
        }
        if (!inString && c == u'$') {
            const qsizetype close = sql.indexOf(u'$', i + 1);
            const QString tag = close < 0 ? QString() : sql.mid(i, close - i + 1);
            static const QRegularExpression dollar(uR"(^\$\w*\$$)"_s);
            if (dollar.match(tag).hasMatch() && (dollarTag.isEmpty() || dollarTag == tag)) {
                dollarTag = dollarTag.isEmpty() ? tag : QString();
                current += tag;
                i = close;
                continue;
            }
        }
        if (dollarTag.isEmpty() && c == u'\'')
            inString = !inString;
        if (dollarTag.isEmpty() && !inString && c == u';') {
            const QString statement = current.trimmed();
            if (!statement.isEmpty() && statement != "BEGIN"_L1 && statement != "COMMIT"_L1)
                statements.append(statement);
            current.clear();
            continue;
        }
        current += c;
    }
    // A last statement without its ';' is run too, never dropped.
    if (const QString rest = current.trimmed(); !rest.isEmpty() && rest != "COMMIT"_L1)
        statements.append(rest);
    return statements;
}

// Each function's body as the schema's steps write it (between its $tag$ quotes).
QHash<QString, QString> expectedFunctionBodies()
{
    QHash<QString, QString> bodies;
    static const QRegularExpression function(
        uR"(CREATE FUNCTION (?:public\.)?(\w+)\(\).*?AS \$(\w+)\$(.*?)\$\2\$)"_s,
        QRegularExpression::DotMatchesEverythingOption);
    for (const QString &step : CaseHistory::postgresSchemaSteps()) {
        for (const QRegularExpressionMatch &match : function.globalMatch(step))
            bodies.insert(match.captured(1), match.captured(3));
    }
    return bodies;
}

// Runs the schema's steps after `from` up to `to`, statement by statement, in one transaction
// (Qt's driver reads the first result of a multi-statement query only, and would hide a later
// failure): all, or nothing. The problem, or nothing.
QString runSchema(QSqlDatabase &db, int from, int to)
{
    if (!db.transaction())
        return db.lastError().text();
    QSqlQuery query(db);
    // An upgrade: one at a time (the schema's row locked), and given up rather than hold up the
    // stations' appends, which queue behind a table's lock while it is waited for.
    if (from > 0) {
        if (!query.exec(u"SET LOCAL lock_timeout = '10s'"_s)
            || !query.exec(u"SELECT value FROM public.custody_history WHERE name = 'schema' "
                           "FOR UPDATE"_s)
            || !query.next()) {
            const QString problem = query.lastError().text();
            db.rollback();
            return problem;
        }
        if (query.value(0).toInt() != from) {
            const QString now = query.value(0).toString();
            db.rollback();
            return CaseHistory::tr("it was upgraded to schema %1 meanwhile: nothing was changed")
                .arg(now);
        }
    }
    QStringList statements;
    for (int step = from; step < to; ++step)
        statements += statementsOf(CaseHistory::postgresSchemaSteps().at(step));
    for (const QString &statement : std::as_const(statements)) {
        if (!query.exec(statement)) {
            const QString problem = query.lastError().text();
            db.rollback();
            if (problem.contains(u"permission denied to create role"_s))
                return CaseHistory::tr("the login may not create the role custody_station: run "
                                       "init as a login with CREATEROLE, or have the server's "
                                       "administrator create the role first (%1)")
                    .arg(problem);
            return problem;
        }
    }
    if (!db.commit())
        return db.lastError().text();
    if (!query.exec(u"SELECT value FROM public.custody_history WHERE name = 'schema'"_s)
        || !query.next())
        return CaseHistory::tr("the schema was not made: %1").arg(query.lastError().text());
    if (query.value(0).toInt() != to)
        return CaseHistory::tr("the schema's steps left it at schema %1, not %2")
            .arg(query.value(0).toString())
            .arg(to);
    return {};
}

// The schema of the Custody history at `db`; 0 when there is none; or the problem.
Result<int> schemaAt(QSqlDatabase &db)
{
    QSqlQuery query(db);
    const auto problem = [&query] {
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, {}, -1,
                                query.lastError().text());
    };
    if (!query.exec(u"SELECT to_regclass('custody_history') IS NOT NULL, "
                    "to_regclass('events') IS NOT NULL"_s)
        || !query.next())
        return problem();
    if (!query.value(0).toBool()) {
        if (query.value(1).toBool())
            return Error::fromErrno(Error::Code::HistoryUnavailable, 0, {}, -1,
                                    CaseHistory::tr("it has a table named events that is not a "
                                                    "Custody history's: set up the history in a "
                                                    "database of its own"));
        return 0;
    }
    if (!query.exec(u"SELECT value FROM public.custody_history WHERE name = 'schema'"_s))
        return problem();
    return query.next() ? std::max(1, query.value(0).toInt()) : 1;
}

} // namespace

QStringList CaseHistory::postgresSchemaSteps()
{
    QStringList steps;
    for (const char *step : PostgresqlHistorySteps)
        steps.append(QString::fromUtf8(step));
    return steps;
}

QVariantMap HistoryRow::arrivalColumns() const
{
    QVariantMap columns;
    if (!arrivedAs.isEmpty())
        columns.insert(u"arrived_as"_s, arrivedAs);
    if (!arrivedFrom.isEmpty())
        columns.insert(u"arrived_from"_s, arrivedFrom);
    if (!arrivedOver.isEmpty())
        columns.insert(u"arrived_over"_s, arrivedOver);
    return columns;
}

void HistoryRow::takeArrival(const QVariantMap &columns)
{
    arrivedAs = columns.value(u"arrived_as"_s).toString();
    arrivedFrom = columns.value(u"arrived_from"_s).toString();
    arrivedOver = columns.value(u"arrived_over"_s).toString();
}

QString HistoryRow::arrival() const
{
    if (arrivedAs.isEmpty() && arrivedFrom.isEmpty() && arrivedOver.isEmpty())
        return {};
    return CaseHistory::tr("as %1 from %2, %3").arg(arrivedAs, arrivedFrom, arrivedOver);
}

Result<std::unique_ptr<CaseHistory>> CaseHistory::openPostgres(const QString &url, Access access)
{
    const Result<PostgresLocation> location = usableLocation(url);
    if (!location)
        return location.error();
    std::unique_ptr<CaseHistory> history(
        new CaseHistory(location->displayUrl(), postgresConnectionName()));
    history->m_backend = Backend::Postgres;
    history->m_access = access;
    const QSqlDatabase db = connectTo(*location, history->m_connectionName);
    if (!db.isOpen()) {
        const QString error = db.lastError().text();
        if (error.contains(u"CONNECT privilege"_s))
            return history->failure(tr("connect"),
                                    tr("this login may not use the history: the database's owner "
                                       "grants it the role custody_station (%1)")
                                        .arg(error));
        // libpq's own words: no password found for this login, or the one found refused.
        const QString passwordHint
            = error.contains(u"no password supplied"_s)
                  ? tr("the server asks this login for a password: keep it in ~/.pgpass (or the "
                       "file PGPASSFILE names), a service file's passfile, or PGPASSWORD, never "
                       "in the URL")
              : error.contains(u"password authentication failed"_s)
                  ? tr("the server refused the password this station gave for the login: correct "
                       "it where it is kept (~/.pgpass, the file PGPASSFILE names, a service "
                       "file's passfile, or PGPASSWORD)")
                  : QString();
        if (!passwordHint.isEmpty())
            return history->failure(tr("connect"), error.simplified() + u"; "_s + passwordHint);
        return history->failure(tr("connect"), error);
    }
    // The names the queries use are the history's own (public.events), whatever schemas the
    // login has; a lock held by a station that hangs, or anyone else, is waited for a while, then
    // the event is spooled; a session that dies inside an append lets go of the lock soon.
    QSqlQuery setUp(db);
    for (const QString &statement :
         {u"SET search_path = pg_catalog, public"_s, u"SET lock_timeout = '30s'"_s,
          u"SET statement_timeout = '60s'"_s,
          u"SET idle_in_transaction_session_timeout = '60s'"_s}) {
        if (!setUp.exec(statement))
            return history->failure(tr("connect"), setUp.lastError().text());
    }
    // What the server says of this connection, not what was asked for: as each row says how it
    // arrived (schema 2), and the server checks it as it stores the row.
    if (!setUp.exec(u"SELECT ssl, version, session_user, coalesce(host(inet_client_addr()), "
                    "'local') FROM pg_stat_ssl WHERE pid = pg_backend_pid()"_s)
        || !setUp.next())
        return history->failure(tr("connect"), setUp.lastError().text());
    const QString sslMode = sslModeUsed(db);
    if (sslMode.isEmpty())
        return history->failure(tr("connect"), tr("Qt's PostgreSQL driver did not say which "
                                                  "sslmode the connection used"));
    history->m_connection = setUp.value(0).toBool()
                                ? u"%1, sslmode=%2"_s.arg(setUp.value(1).toString(), sslMode)
                                : u"without TLS, sslmode=%1"_s.arg(sslMode);
    history->m_login = setUp.value(2).toString();
    history->m_stationAddress = setUp.value(3).toString();
    if (const Result<void> schema = history->readPostgresSchema(access); !schema)
        return schema.error();
    return history;
}

Result<void> CaseHistory::readPostgresSchema(Access access)
{
    QSqlQuery query(database());
    // Custody writes no database that does not say it is a Custody history.
    if (!query.exec(u"SELECT name, value FROM custody_history"_s)) {
        if (query.lastError().nativeErrorCode() == "42501"_L1) // insufficient_privilege
            return failure(tr("open"), tr("this login may not read the history: the database's "
                                          "owner grants it the role custody_station (%1)")
                                           .arg(query.lastError().text()));
        return failure(tr("open"),
                       tr("the database is not a Custody history (%1): its owner sets it up "
                          "with 'custody-cli history init URL'")
                           .arg(query.lastError().text()));
    }
    QHash<QString, QString> facts;
    while (query.next())
        facts.insert(query.value(0).toString(), query.value(1).toString());
    if (facts.value(u"application"_s) != "custody case history"_L1)
        return failure(tr("open"), tr("the database's custody_history table does not name a "
                                      "Custody history: Custody does not write it"));
    m_schemaVersion = facts.value(u"schema"_s).toInt();
    if (m_schemaVersion < 1 || m_schemaVersion > PostgresSchemaVersion)
        return failure(tr("newer schema"),
                       tr("version %1, written by a later Custody; this one knows up to %2. "
                          "Use the later version, or give another history")
                           .arg(facts.value(u"schema"_s))
                           .arg(PostgresSchemaVersion));
    if (access == Access::ReadOnly
        && !query.exec(u"SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"_s))
        return failure(tr("open"), query.lastError().text());
    m_columns.clear();
    const QSqlRecord columns = database().record(u"events"_s);
    for (int i = 0; i < columns.count(); ++i)
        m_columns.append(columns.fieldName(i));
    if (m_columns.isEmpty())
        return failure(tr("open"), tr("the history has no events table, or this login may not "
                                      "read it (grant it the role custody_station)"));
    return {};
}

Result<int> CaseHistory::initPostgres(const QString &url, int upToVersion)
{
    const Result<PostgresLocation> location = usableLocation(url);
    if (!location)
        return location.error();
    const QString name = postgresConnectionName();
    QString problem;
    int from = 0;
    {
        QSqlDatabase db = connectTo(*location, name);
        QSqlQuery query(db);
        const Result<int> schema = db.isOpen() ? schemaAt(db) : 0;
        if (!db.isOpen())
            problem = tr("connect: %1").arg(db.lastError().text());
        else if (!schema)
            problem = schema.error().detail;
        else if (*schema >= upToVersion)
            problem = tr("it is a Custody history (schema %1) already: nothing was changed")
                          .arg(*schema);
        else if (*schema > 0) // an upgrade: the steps it lacks
            problem = runSchema(db, from = *schema, upToVersion);
        else if (!query.exec(u"SHOW server_encoding"_s) || !query.next())
            problem = query.lastError().text();
        else if (query.value(0).toString() != "UTF8"_L1)
            problem = tr("its encoding is %1: a history keeps paths and names in any language, "
                         "so make it with ENCODING 'UTF8'")
                          .arg(query.value(0).toString());
        else
            problem = runSchema(db, 0, upToVersion);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!problem.isEmpty())
        return postgresError(location->displayUrl(), from > 0 ? tr("upgrade: %1").arg(problem)
                                                              : tr("set up: %1").arg(problem));
    return from;
}

void CaseHistory::notePostgresGuards(ChainCheck &check, qint64 lastId) const
{
    const auto fail = [&check](qint64 row, const QString &problem) {
        if (!check.firstBadRow) {
            check.firstBadRow = row;
            check.problem = problem;
        }
    };
    QSqlQuery query(database());
    if (query.exec(u"SELECT last_id, last_hash FROM public.chain_head"_s) && query.next()) {
        const qint64 headId = query.value(0).toLongLong();
        if (headId > lastId)
            fail(lastId + 1, rowsRemovedFromTheEnd(lastId + 1, headId));
        else if (headId < lastId)
            fail(headId + 1, tr("row %1 and any after it are not in the chain's head "
                                "(chain_head, at row %2): they were inserted, or the head was "
                                "changed")
                                 .arg(headId + 1)
                                 .arg(headId));
        else if (query.value(1).toString() != check.headHash)
            fail(lastId, tr("row %1 is not the row the chain's head (chain_head) was given: it "
                            "was replaced")
                             .arg(lastId));
    } else {
        fail(lastId + 1, tr("the chain's head (table chain_head) cannot be read: %1")
                             .arg(query.lastError().text()));
    }
    // Each trigger there, enabled, as it was made, running its function as it was written.
    const QHash<QString, QString> bodies = expectedFunctionBodies();
    struct Found
    {
        QString enabled, definition, function, body, settings;
        bool securityDefiner = false;
    };
    QHash<QString, Found> found; // by trigger
    // Every catalog named in full: a table or view of the same name in public is not read.
    if (query.exec(u"SELECT t.tgname, t.tgenabled, pg_catalog.pg_get_triggerdef(t.oid), "
                   "p.proname, p.prosrc, pg_catalog.array_to_string(p.proconfig, ','), "
                   "p.prosecdef FROM pg_catalog.pg_trigger t JOIN pg_catalog.pg_proc p ON p.oid "
                   "= t.tgfoid WHERE NOT t.tgisinternal AND t.tgrelid OPERATOR(pg_catalog.=) ANY "
                   "(ARRAY['public.events'::pg_catalog.regclass, "
                   "'public.chain_head'::pg_catalog.regclass])"_s)) {
        while (query.next())
            found.insert(query.value(0).toString(),
                         {query.value(1).toString(), query.value(2).toString(),
                          query.value(3).toString(), query.value(4).toString(),
                          query.value(5).toString(), query.value(6).toBool()});
    }
    // The schema the table shows, whatever custody_history says (its owner can change that row):
    // the arrival's columns are there only once its trigger was made too.
    const int schema
        = m_columns.contains(u"arrived_as"_s) ? std::max(m_schemaVersion, 2) : m_schemaVersion;
    if (schema != m_schemaVersion)
        check.notes.append(tr("the history says it is schema %1, but its events table is schema "
                              "%2's: the table custody_history was changed")
                               .arg(m_schemaVersion)
                               .arg(schema));
    for (const Guard &guard : Guards) {
        if (guard.schema > schema)
            continue; // not made yet: one there is someone else's (below)
        const QString trigger = QString::fromLatin1(guard.trigger);
        const QString table = QString::fromLatin1(guard.table);
        const QString function = QString::fromLatin1(guard.function);
        const Found it = found.value(trigger);
        if (!found.contains(trigger))
            check.notes.append(tr("the trigger %1 on %2 was removed").arg(trigger, table));
        else if (it.enabled != "O"_L1 && it.enabled != "A"_L1) // D: off; R: replicas only
            check.notes.append(tr("the trigger %1 on %2 is disabled").arg(trigger, table));
        // PostgreSQL names the function with its schema only when the search path does not
        // reach it.
        else if (QString(it.definition).remove(u"public."_s)
                 != expectedDefinition(guard).remove(u"public."_s))
            check.notes.append(
                tr("the trigger %1 on %2 was changed: %3").arg(trigger, table, it.definition));
        else if (it.function != function || it.body != bodies.value(function)
                 || it.settings != "search_path=pg_catalog, pg_temp"_L1
                 || it.securityDefiner != (function == "custody_events_chain"_L1))
            check.notes.append(
                tr("the trigger %1 on %2 runs a function that was changed").arg(trigger, table));
    }
    // A trigger more than these can drop or rewrite a row before the chain's trigger sees it.
    for (auto it = found.cbegin(); it != found.cend(); ++it) {
        if (std::none_of(std::begin(Guards), std::end(Guards), [&](const Guard &guard) {
                return it.key() == QLatin1String(guard.trigger) && guard.schema <= schema;
            }))
            check.notes.append(
                tr("a trigger that is not Custody's was added: %1").arg(it.value().definition));
    }
    if (query.exec(u"SELECT c.relname, r.rulename FROM pg_catalog.pg_rewrite r JOIN "
                   "pg_catalog.pg_class c ON c.oid = r.ev_class WHERE c.oid OPERATOR(pg_catalog.=) "
                   "ANY (ARRAY['public.events'::pg_catalog.regclass, "
                   "'public.chain_head'::pg_catalog.regclass])"_s)) {
        while (query.next())
            check.notes.append(tr("a rule (%1) was added to the table %2: it can turn changes "
                                  "into something else")
                                   .arg(query.value(1).toString(), query.value(0).toString()));
    }
    if (query.exec(u"SELECT c.relname FROM pg_catalog.pg_class c WHERE c.oid "
                   "OPERATOR(pg_catalog.=) ANY (ARRAY['public.events'::pg_catalog.regclass, "
                   "'public.chain_head'::pg_catalog.regclass]) AND (c.relrowsecurity OR EXISTS "
                   "(SELECT 1 FROM pg_catalog.pg_policy p WHERE p.polrelid "
                   "OPERATOR(pg_catalog.=) c.oid))"_s)) {
        while (query.next())
            check.notes.append(tr("row security was turned on for the table %1: it can hide rows "
                                  "from the check")
                                   .arg(query.value(0).toString()));
    }
}

} // namespace Custody
