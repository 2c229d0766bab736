// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/casehistory.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QThread>

#include <atomic>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

// Each step takes the schema from the version before it to its own; a database records the
// version it has in PRAGMA user_version. Steps are never edited once released: a change is a
// new step, and the tests open a database made up to each earlier version.
const QList<QStringList> &schemaSteps()
{
    static const QList<QStringList> steps{
        // 1: the events and their chain; UPDATE and DELETE refused.
        {u"PRAGMA application_id = %1"_s.arg(CaseHistory::ApplicationId),
         u"CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, "
         "recorded_utc TEXT NOT NULL, kind TEXT NOT NULL, event_utc TEXT NOT NULL, "
         "examiner TEXT, case_number TEXT, evidence_number TEXT, source TEXT, "
         "source_model TEXT, source_serial TEXT, source_bytes INTEGER, image_files TEXT, "
         "digests TEXT, verdict TEXT, unreadable_bytes INTEGER, record_path TEXT, "
         "record_sha256 TEXT, report_path TEXT, report_sha256 TEXT, note TEXT, "
         "command_line TEXT, custody_version TEXT, host TEXT, "
         "previous_hash TEXT NOT NULL, row_hash TEXT NOT NULL)"_s,
         u"CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events "
         "BEGIN SELECT RAISE(ABORT, 'the case history is append-only'); END"_s,
         u"CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events "
         "BEGIN SELECT RAISE(ABORT, 'the case history is append-only'); END"_s},
        // 2: who signed the files, and indexes for the searches examiners make most.
        {u"ALTER TABLE events ADD COLUMN signer_subject TEXT"_s,
         u"ALTER TABLE events ADD COLUMN signer_sha256 TEXT"_s,
         u"CREATE INDEX events_case ON events (case_number COLLATE NOCASE)"_s,
         u"CREATE INDEX events_serial ON events (source_serial COLLATE NOCASE)"_s,
         u"CREATE INDEX events_record ON events (record_sha256)"_s},
    };
    return steps;
}

QString connectionNameFor(const QString &path)
{
    static std::atomic<int> counter{0};
    return u"custody-history-%1-%2"_s.arg(++counter).arg(path);
}

QString isoUtc(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

} // namespace

QString CaseHistory::defaultPath()
{
    const QString configured = qEnvironmentVariable("CUSTODY_HISTORY");
    if (!configured.isEmpty())
        return configured;
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
           + u"/custody/history.sqlite"_s;
}

CaseHistory::CaseHistory(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
{}

CaseHistory::~CaseHistory()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase CaseHistory::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

Error CaseHistory::failure(const QString &step, const QString &detail) const
{
    return Error::fromErrno(Error::Code::HistoryUnavailable, 0, m_path, -1,
                            step + u": "_s + detail);
}

Result<std::unique_ptr<CaseHistory>> CaseHistory::open(const QString &path, Access access,
                                                       int upToVersion)
{
    const auto refuse = [&path](const QString &detail) {
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, path, -1, detail);
    };
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return refuse(tr("Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite)"));
    const QFileInfo file(path);
    if (access == Access::ReadOnly && !file.exists())
        return refuse(tr("there is no history there yet"));
    if (file.exists() && !file.isFile())
        return refuse(tr("it is not a file"));
    if (access == Access::ReadWrite && !QDir().mkpath(file.absolutePath()))
        return refuse(tr("cannot create the folder %1").arg(file.absolutePath()));

    std::unique_ptr<CaseHistory> history(new CaseHistory(path, connectionNameFor(path)));
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, history->m_connectionName);
    db.setDatabaseName(path);
    // Another writer holds the lock for one append at a time: wait for it rather than fail.
    const QString timeout = u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(BusyTimeoutMilliseconds);
    db.setConnectOptions(access == Access::ReadOnly ? u"QSQLITE_OPEN_READONLY;"_s + timeout
                                                    : timeout);
    if (!db.open())
        return history->failure(tr("open"), db.lastError().text());
    if (const Result<void> schema = history->prepareSchema(access, upToVersion); !schema)
        return schema.error();
    return history;
}

Result<CaseHistory::FileKind> CaseHistory::readFileKind() const
{
    // One snapshot (another process may be creating the history meanwhile), read before anything
    // is written: WAL mode alone changes a file's header. The first statement reads the file: a
    // damaged one, or another kind of file, fails there.
    QSqlQuery query(database());
    FileKind kind;
    const bool read = query.exec(u"BEGIN"_s) && query.exec(u"PRAGMA user_version"_s) && query.next()
                      && (kind.version = query.value(0).toInt(), true)
                      && query.exec(u"PRAGMA application_id"_s) && query.next()
                      && (kind.applicationId = query.value(0).toLongLong(), true)
                      && query.exec(u"SELECT count(*) FROM sqlite_master WHERE name NOT LIKE "
                                    "'sqlite_%'"_s)
                      && query.next() && (kind.tables = query.value(0).toInt(), true);
    const QString error = query.lastError().text();
    query.finish(); // a statement left open keeps a read transaction, which WAL mode refuses
    QSqlQuery(database()).exec(u"ROLLBACK"_s);
    if (!read)
        return failure(tr("not a readable SQLite database"), error);
    return kind;
}

Result<void> CaseHistory::prepareSchema(Access access, int upToVersion)
{
    const Result<FileKind> kind = readFileKind();
    if (!kind)
        return kind.error();
    // A new file has neither tables nor an application id; a history has Custody's.
    if (kind->applicationId != ApplicationId && (kind->version != 0 || kind->tables > 0))
        return failure(tr("read"), tr("the file is an SQLite database of something else"));
    m_schemaVersion = kind->version;
    if (m_schemaVersion > SchemaVersion)
        return failure(tr("newer schema"),
                       tr("version %1, written by a later Custody; this one knows up to %2. "
                          "Use the later version, or give another file")
                           .arg(m_schemaVersion)
                           .arg(SchemaVersion));
    QSqlQuery query(database());
    if (access == Access::ReadWrite) {
        // WAL: readers and one writer at a time, across processes; FULL: a row reported as
        // written is on disk.
        if (const Result<void> wal = useWriteAheadLog(); !wal)
            return wal;
        if (!query.exec(u"PRAGMA synchronous=FULL"_s))
            return failure(tr("set up"), query.lastError().text());
        if (m_schemaVersion < upToVersion) {
            if (const Result<void> upgraded = upgrade(m_schemaVersion, upToVersion); !upgraded)
                return upgraded.error();
        }
    } else if (m_schemaVersion == 0) {
        return failure(tr("read"), tr("not a Custody history (no schema version)"));
    }
    m_columns.clear();
    const QSqlRecord columns = database().record(u"events"_s);
    for (int i = 0; i < columns.count(); ++i)
        m_columns.append(columns.fieldName(i));
    return {};
}

Result<void> CaseHistory::useWriteAheadLog()
{
    QSqlQuery query(database());
    // Switching a new file to WAL needs it to itself, and SQLite answers "locked" at once rather
    // than waiting: a second process creating the history at the same moment retries for as long
    // as the busy timeout.
    QDeadlineTimer deadline(BusyTimeoutMilliseconds);
    while (true) {
        if (query.exec(u"PRAGMA journal_mode=WAL"_s) && query.next()
            && query.value(0).toString().compare(u"wal"_s, Qt::CaseInsensitive) == 0)
            return {};
        // SQLITE_BUSY (5) and SQLITE_LOCKED (6) pass; anything else will not.
        const QString code = query.lastError().nativeErrorCode();
        if (deadline.hasExpired() || (code != "5"_L1 && code != "6"_L1))
            return failure(tr("set up"), query.lastError().isValid()
                                             ? query.lastError().text()
                                             : tr("SQLite keeps it out of WAL mode"));
        QThread::msleep(20);
    }
}

Result<void> CaseHistory::upgrade(int from, int to)
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    // IMMEDIATE: two processes opening a new history at once do not both create it.
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return failure(tr("upgrade"), query.lastError().text());
    const auto abandon = [&](const QString &detail) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return failure(tr("upgrade from schema %1").arg(from), detail);
    };
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return abandon(query.lastError().text());
    from = query.value(0).toInt(); // another process may have upgraded meanwhile
    if (from == 0) {
        if (!query.exec(u"SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"_s)
            || !query.next())
            return abandon(query.lastError().text());
        if (query.value(0).toInt() > 0)
            return abandon(tr("the file is an SQLite database of something else"));
    }
    for (int version = from + 1; version <= to; ++version) {
        for (const QString &statement : schemaSteps().at(version - 1)) {
            if (!query.exec(statement))
                return abandon(query.lastError().text());
        }
    }
    if (from < to && !query.exec(u"PRAGMA user_version = %1"_s.arg(to)))
        return abandon(query.lastError().text());
    if (!query.exec(u"COMMIT"_s))
        return abandon(query.lastError().text());
    m_schemaVersion = std::max(from, to);
    return {};
}

QString CaseHistory::rowHashOf(const QVariantMap &columns)
{
    // JSON with sorted keys: one spelling for the same columns, whatever order SQLite gives.
    QJsonObject object;
    for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
        if (it.key() != "row_hash"_L1 && !it.value().isNull())
            object.insert(it.key(), it.value().toString());
    }
    const QByteArray canonical
        = "custody history row\n" + QJsonDocument(object).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

Result<qint64> CaseHistory::nextId() const
{
    // AUTOINCREMENT's counter: an id once used (even by a row since removed) is never reused.
    QSqlQuery query(database());
    if (!query.exec(u"SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'events'), "
                    "0), coalesce((SELECT max(id) FROM events), 0))"_s)
        || !query.next())
        return failure(tr("append"), query.lastError().text());
    return query.value(0).toLongLong() + 1;
}

Result<HistoryRow> CaseHistory::append(const HistoryEvent &event)
{
    QSqlDatabase db = database();
    QSqlQuery query(db);
    if (!query.exec(u"BEGIN IMMEDIATE"_s))
        return failure(tr("append"), query.lastError().text());
    const auto abandon = [&](const QString &detail) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return failure(tr("append"), detail);
    };
    HistoryRow row;
    row.event = event;
    row.previousHash = genesisHash();
    if (!query.exec(u"SELECT row_hash FROM events ORDER BY id DESC LIMIT 1"_s))
        return abandon(query.lastError().text());
    if (query.next())
        row.previousHash = query.value(0).toString();
    const Result<qint64> id = nextId();
    if (!id)
        return abandon(id.error().detail);
    row.id = *id;
    row.recorded = QDateTime::currentDateTimeUtc();
    QVariantMap columns = event.toColumns();
    columns.insert(u"id"_s, row.id);
    columns.insert(u"recorded_utc"_s, isoUtc(row.recorded));
    columns.insert(u"previous_hash"_s, row.previousHash);
    if (!columns.contains(u"event_utc"_s)) // an event that did not say when it ended: now
        columns.insert(u"event_utc"_s, isoUtc(row.recorded));
    for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
        if (!m_columns.contains(it.key()))
            return abandon(
                tr("this history (schema %1) has no column %2").arg(m_schemaVersion).arg(it.key()));
    }
    row.rowHash = rowHashOf(columns);
    columns.insert(u"row_hash"_s, row.rowHash);
    const QStringList names = columns.keys();
    QStringList placeholders;
    for (const QString &name : names)
        placeholders.append(u":"_s + name);
    query.prepare(u"INSERT INTO events (%1) VALUES (%2)"_s.arg(names.join(u", "_s),
                                                               placeholders.join(u", "_s)));
    for (const QString &name : names)
        query.bindValue(u":"_s + name, columns.value(name));
    if (!query.exec())
        return abandon(query.lastError().text());
    if (!query.exec(u"COMMIT"_s))
        return abandon(query.lastError().text());
    return row;
}

Result<QList<HistoryRow>> CaseHistory::rows(const HistoryFilter &filter) const
{
    QStringList conditions;
    QVariantList values;
    const auto equal = [&](const QString &column, const QString &value) {
        if (value.isEmpty())
            return;
        conditions.append(column + u" = ? COLLATE NOCASE"_s);
        values.append(value);
    };
    equal(u"case_number"_s, filter.caseNumber);
    equal(u"evidence_number"_s, filter.evidenceNumber);
    equal(u"source_serial"_s, filter.serial);
    equal(u"verdict"_s, filter.verdict);
    equal(u"kind"_s, filter.kind);
    if (!filter.digest.isEmpty()) {
        const QString hex = filter.digest.toLower();
        conditions.append(u"(EXISTS (SELECT 1 FROM json_each(events.digests) WHERE "
                          "json_extract(value, '$[1]') = ?) OR record_sha256 = ? OR "
                          "report_sha256 = ?)"_s);
        values << hex << hex << hex;
    }
    if (filter.since.isValid()) {
        conditions.append(u"event_utc >= ?"_s);
        values.append(isoUtc(filter.since));
    }
    if (filter.until.isValid()) {
        conditions.append(u"event_utc < ?"_s);
        values.append(isoUtc(filter.until));
    }
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(u"SELECT * FROM events%1 ORDER BY id"_s.arg(
        conditions.isEmpty() ? QString() : u" WHERE "_s + conditions.join(u" AND "_s)));
    for (const QVariant &value : std::as_const(values))
        query.addBindValue(value);
    if (!query.exec())
        return failure(tr("read"), query.lastError().text());
    QList<HistoryRow> rows;
    while (query.next()) {
        const QSqlRecord record = query.record();
        QVariantMap columns;
        for (int i = 0; i < record.count(); ++i)
            columns.insert(record.fieldName(i), record.value(i));
        HistoryRow row;
        row.id = columns.value(u"id"_s).toLongLong();
        row.recorded
            = QDateTime::fromString(columns.value(u"recorded_utc"_s).toString(), Qt::ISODate);
        row.previousHash = columns.value(u"previous_hash"_s).toString();
        row.rowHash = columns.value(u"row_hash"_s).toString();
        row.event = HistoryEvent::fromColumns(columns);
        rows.append(std::move(row));
    }
    if (query.lastError().isValid())
        return failure(tr("read"), query.lastError().text());
    return rows;
}

Result<ChainCheck> CaseHistory::check() const
{
    // One snapshot for the rows and sqlite_sequence: a row appended meanwhile by another
    // process would otherwise look like rows removed from the end.
    QSqlQuery begin(database());
    if (!begin.exec(u"BEGIN"_s))
        return failure(tr("read"), begin.lastError().text());
    const auto end = qScopeGuard([this] { QSqlQuery(database()).exec(u"ROLLBACK"_s); });
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT * FROM events ORDER BY id"_s))
        return failure(tr("read"), query.lastError().text());
    ChainCheck check;
    check.headHash = genesisHash();
    qint64 previousId = 0;
    const auto fail = [&check](qint64 id, const QString &problem) {
        if (!check.firstBadRow) {
            check.firstBadRow = id;
            check.problem = problem;
        }
    };
    while (query.next()) {
        const QSqlRecord record = query.record();
        QVariantMap columns;
        for (int i = 0; i < record.count(); ++i)
            columns.insert(record.fieldName(i), record.value(i));
        const qint64 id = columns.value(u"id"_s).toLongLong();
        ++check.rows;
        if (columns.value(u"previous_hash"_s).toString() != check.headHash) {
            if (previousId == 0)
                fail(id, tr("row %1 is the first row but does not start the chain: the rows "
                            "before it were removed, or it was inserted")
                             .arg(id));
            else if (id != previousId + 1)
                fail(id, tr("row %1 does not follow row %2: the rows between them were removed, "
                            "or row %1 was inserted")
                             .arg(id)
                             .arg(previousId));
            else
                fail(id, tr("row %1 does not follow row %2: a row was inserted in its place, or "
                            "its link to the row before was changed")
                             .arg(id)
                             .arg(previousId));
        }
        if (rowHashOf(columns) != columns.value(u"row_hash"_s).toString())
            fail(id, tr("row %1 was changed after it was written (or inserted): its columns do "
                        "not give its hash")
                         .arg(id));
        check.headHash = columns.value(u"row_hash"_s).toString();
        previousId = id;
    }
    if (query.lastError().isValid())
        return failure(tr("read"), query.lastError().text());
    // AUTOINCREMENT remembers the highest id ever given: rows removed from the end leave it
    // behind.
    if (query.exec(u"SELECT seq FROM sqlite_sequence WHERE name = 'events'"_s) && query.next()
        && query.value(0).toLongLong() > previousId)
        fail(previousId + 1, tr("row %1 and any after it were removed (the last row written was "
                                "%2)")
                                 .arg(previousId + 1)
                                 .arg(query.value(0).toLongLong()));
    if (query.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE "
                   "'events_append_only_%'"_s)
        && query.next() && query.value(0).toInt() < 2)
        check.notes.append(tr("the triggers that refuse changes to rows were removed"));
    return check;
}

Result<bool> CaseHistory::hasRecord(const QString &recordSha256) const
{
    QSqlQuery query(database());
    query.prepare(u"SELECT count(*) FROM events WHERE record_sha256 = ? AND kind IN "
                  "('acquisition', 'resume')"_s);
    query.addBindValue(recordSha256);
    if (!query.exec() || !query.next())
        return failure(tr("read"), query.lastError().text());
    return query.value(0).toLongLong() > 0;
}

} // namespace Custody
