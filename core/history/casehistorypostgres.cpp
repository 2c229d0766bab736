// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// CaseHistory on a lab's PostgreSQL server: opening, setting up, and what check() looks at
// beyond the chain (the triggers and rules that keep the table append-only).

#include "history/casehistory.h"
#include "history/postgreslocation.h"
#include "history/postgresqlhistorysql.h" // generated from postgresql-history.sql

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <atomic>

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

Result<PostgresLocation> usableLocation(const QString &url)
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
        return postgresError(url, CaseHistory::tr("Qt's PostgreSQL driver is not installed "
                                                  "(Debian: libqt6sql6-psql)"));
    return PostgresLocation::parse(url);
}

// The triggers postgresql-history.sql makes, by table, with the function each runs.
struct Guard
{
    const char *table;
    const char *trigger;
    const char *function;
};
constexpr Guard Guards[] = {
    {"events", "events_chain", "custody_events_chain"},
    {"events", "events_append_only_update", "custody_events_append_only"},
    {"events", "events_append_only_delete", "custody_events_append_only"},
    {"events", "events_append_only_truncate", "custody_events_append_only"},
    {"chain_head", "chain_head_no_delete", "custody_events_append_only"},
    {"chain_head", "chain_head_no_truncate", "custody_events_append_only"},
};

// Each function's body as postgresql-history.sql writes it (between its $tag$ quotes).
QHash<QString, QString> expectedFunctionBodies()
{
    QHash<QString, QString> bodies;
    static const QRegularExpression function(
        uR"(CREATE FUNCTION (\w+)\(\).*?AS \$(\w+)\$(.*?)\$\2\$)"_s,
        QRegularExpression::DotMatchesEverythingOption);
    for (const QRegularExpressionMatch &match :
         function.globalMatch(CaseHistory::postgresSchemaSql()))
        bodies.insert(match.captured(1), match.captured(3));
    return bodies;
}

} // namespace

QString CaseHistory::postgresSchemaSql()
{
    return QString::fromUtf8(PostgresqlHistorySql);
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
    if (!db.isOpen())
        return history->failure(tr("connect"), db.lastError().text());
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

Result<void> CaseHistory::initPostgres(const QString &url)
{
    const Result<PostgresLocation> location = usableLocation(url);
    if (!location)
        return location.error();
    const QString name = postgresConnectionName();
    QString problem;
    {
        QSqlDatabase db = connectTo(*location, name);
        QSqlQuery query(db);
        if (!db.isOpen())
            problem = tr("connect: %1").arg(db.lastError().text());
        else if (!query.exec(u"SELECT to_regclass('custody_history') IS NOT NULL, "
                             "to_regclass('events') IS NOT NULL"_s)
                 || !query.next())
            problem = query.lastError().text();
        else if (query.value(0).toBool())
            problem = tr("it is a Custody history already: nothing was changed");
        else if (query.value(1).toBool())
            problem = tr("it has a table named events that is not a Custody history's: set up "
                         "the history in a database of its own");
        // The file's own BEGIN and COMMIT make it one transaction: all of it, or nothing.
        else if (!query.exec(postgresSchemaSql()))
            problem = query.lastError().text();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!problem.isEmpty())
        return postgresError(location->displayUrl(), tr("set up: %1").arg(problem));
    return {};
}

void CaseHistory::notePostgresGuards(ChainCheck &check, qint64 lastId) const
{
    QSqlQuery query(database());
    if (query.exec(u"SELECT last_id, last_hash FROM chain_head"_s) && query.next()) {
        const qint64 headId = query.value(0).toLongLong();
        if (headId > lastId && !check.firstBadRow) {
            check.firstBadRow = lastId + 1;
            check.problem = rowsRemovedFromTheEnd(lastId + 1, headId);
        } else if (headId == lastId && query.value(1).toString() != check.headHash
                   && !check.firstBadRow) {
            check.firstBadRow = lastId;
            check.problem = tr("row %1 is not the row the chain's head (chain_head) was given: "
                               "it was replaced")
                                .arg(lastId);
        }
    } else {
        check.notes.append(tr("the chain's head (table chain_head) cannot be read: %1")
                               .arg(query.lastError().text()));
    }
    // Each trigger there, enabled, running its function as it was written.
    const QHash<QString, QString> bodies = expectedFunctionBodies();
    QHash<QString, std::pair<QString, QString>> found; // trigger: function, body
    QSet<QString> disabled;
    if (query.exec(u"SELECT t.tgname, t.tgenabled, p.proname, p.prosrc FROM pg_trigger t "
                   "JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal AND t.tgrelid "
                   "IN (to_regclass('events'), to_regclass('chain_head'))"_s)) {
        while (query.next()) {
            const QString trigger = query.value(0).toString();
            found.insert(trigger, {query.value(2).toString(), query.value(3).toString()});
            if (query.value(1).toString() == "D"_L1)
                disabled.insert(trigger);
        }
    }
    for (const Guard &guard : Guards) {
        const QString trigger = QString::fromLatin1(guard.trigger);
        const QString function = QString::fromLatin1(guard.function);
        const QString table = QString::fromLatin1(guard.table);
        if (!found.contains(trigger))
            check.notes.append(tr("the trigger %1 on %2 was removed").arg(trigger, table));
        else if (disabled.contains(trigger))
            check.notes.append(tr("the trigger %1 on %2 is disabled").arg(trigger, table));
        else if (found.value(trigger).first != function
                 || found.value(trigger).second != bodies.value(function))
            check.notes.append(
                tr("the trigger %1 on %2 runs a function that was changed").arg(trigger, table));
    }
    if (query.exec(u"SELECT tablename, rulename FROM pg_rules WHERE tablename IN ('events', "
                   "'chain_head')"_s)) {
        while (query.next())
            check.notes.append(tr("a rule (%1) was added to the table %2: it can turn changes "
                                  "into something else")
                                   .arg(query.value(1).toString(), query.value(0).toString()));
    }
}

} // namespace Custody
