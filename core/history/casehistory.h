// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/historyevent.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlDatabase>

#include <memory>
#include <optional>

class QTemporaryDir;

namespace Custody {

struct HistoryRow
{
    qint64 id = 0;
    QDateTime recorded; // when the row was written (UTC)
    HistoryEvent event;
    QString previousHash;
    QString rowHash;
    // append(): the event (its event id) was in the history already, as this row; nothing added.
    bool alreadyThere = false;
    // recordInHistory() on a lab's server it could not write to: the event waits in this local
    // spool (a Custody SQLite history) as row `id` there, for the reason given, and is delivered
    // with the next event recorded (or `custody-cli history import`).
    QString spoolPath;
    QString spoolReason;
    qint64 deliveredFromSpool = 0; // events of the spool delivered before this one
    // Once every event of the spool is on the server, the spool is kept under this new name (in
    // its folder), never read again, and the next event that waits starts a new one; or why the
    // spool stays where it is (it is then read again, each event still delivered once).
    QString deliveredSpoolKeptAs;
    QString spoolNotSetAside;
    QString connection; // a lab's server: how it was reached (CaseHistory::connection())
    // A lab's server (schema 2): how the row came to it, checked by the server as it stored the
    // row: the login, the station's address ("local": the server's own socket) and the
    // connection (CaseHistory::connection()); empty for SQLite and for older rows.
    QString arrivedAs;
    QString arrivedFrom;
    QString arrivedOver;

    QVariantMap arrivalColumns() const;           // the three above as the events table's columns
    void takeArrival(const QVariantMap &columns); // and back
    QString arrival() const;                      // said in one line, or empty
};

// What `custody-cli history` and the GUI's History view search by; empty fields match all.
struct HistoryFilter
{
    QString caseNumber; // exact, ignoring case
    QString evidenceNumber;
    QString serial;
    QString digest; // any digest of the event, or the SHA-256 of its record or report
    QString verdict;
    QString kind;
    QDateTime since; // events that ended at or after
    QDateTime until; // and before
};

struct ChainCheck
{
    qint64 rows = 0;
    QString headHash;                  // the last row's hash: write it down to anchor the chain
    std::optional<qint64> firstBadRow; // the first row the chain does not hold for
    QString problem;                   // translated, naming that row
    QStringList notes;                 // facts that are not a broken chain (triggers removed…)
    // How the rows came to a lab's server (HistoryRow::arrival()) and how many did so; rows that
    // do not say (stored before schema 2) under an empty key.
    QMap<QString, qint64> arrivals;

    bool intact() const { return problem.isEmpty(); }
};

// The station's (or the lab's) history of what Custody did: one SQLite database (Qt Sql's QSQLITE
// driver), or a lab's PostgreSQL database (QPSQL, named by a postgresql:// URL: see
// PostgresLocation), one table of events, append-only and chained: each row stores the SHA-256
// over its own columns and the previous row's hash, so that `check()` finds the first row that
// was changed, removed or inserted afterwards. Triggers refuse UPDATE and DELETE; someone with the
// file (or a PostgreSQL superuser) can drop them, which the chain then shows. On PostgreSQL the
// database itself keeps the chain one sequence (core/history/postgresql-history.sql): stations
// that append at once are serialised by a lock, and a row that does not follow the head is
// refused.
//
// WAL and a busy timeout let the GUI and CLI jobs append at the same time; each append is one
// IMMEDIATE transaction (the previous hash is read under the write lock). One object is one
// connection: use it on the thread that opened it.
//
// Custody writes only files it can prove are its own. open() looks at the path's
// bytes itself before SQLite is given it: SQLite replays, checkpoints and deletes a database's
// -wal and rewrites its -shm as it opens and closes it, before any query could read the
// application id. So a path is used only when nothing is there (and no -wal, -shm or -journal
// either: SQLite would delete or replay them), or when it is a regular file, not a link, whose
// header carries Custody's application id. A new history is made whole under a temporary name and
// moved into place without replacing anything, so a history is never an empty file. ReadOnly
// changes nothing on disk: it reads a private copy (see open()).
class CaseHistory
{
    Q_DECLARE_TR_FUNCTIONS(Custody::CaseHistory)

public:
    static constexpr int SchemaVersion = 3;
    static constexpr int PostgresSchemaVersion = 2;
    // How long an append waits for another process's write before it gives up.
    static constexpr int BusyTimeoutMilliseconds = 30000;
    // PRAGMA application_id of a Custody history ("CUST"): another SQLite file is never
    // written to.
    static constexpr qint64 ApplicationId = 0x43555354;
    enum class Access { ReadWrite, ReadOnly };
    enum class Backend { Sqlite, Postgres };

    // CUSTODY_HISTORY when set, else history.sqlite in the user's data folder
    // ($XDG_DATA_HOME/custody, by default ~/.local/share/custody).
    static QString defaultPath();

    // A postgresql:// URL opens a lab's history on that server (ReadOnly: in read-only
    // transactions), which `initPostgres()` must have set up. Otherwise:
    // Creates the database (and its folder) when absent and upgrades an older schema, unless
    // ReadOnly. ReadOnly reads a private copy of the database and its -wal (and -journal), made in
    // a temporary folder removed with the object: not one byte of the history, its -wal or its
    // -shm changes, and every row committed to the -wal is seen. Refuses (HistoryUnavailable,
    // the detail saying what is there and what to do), with nothing changed, any path that is
    // not absent or a Custody history. `upToVersion` is for the upgrade tests.
    static Result<std::unique_ptr<CaseHistory>> open(const QString &path, Access access,
                                                     int upToVersion = SchemaVersion);
    // What open() checks before SQLite is given the path, creating and opening nothing: refuses a
    // path that is provably not a Custody history (not a regular file, empty, not SQLite,
    // another application id, a -wal, -shm or -journal beside no database). For a front end to
    // refuse such a --history before it starts hours of work. A file cut short inside its SQLite
    // header passes: it may be a damaged history, which open() refuses and the work outlives.
    // A postgresql:// URL passes when it is well formed and holds no password.
    static Result<void> checkUsable(const QString &path);
    // Sets up the database at a postgresql:// URL as a lab's history: runs the schema's steps,
    // postgresql-history.sql (tables, triggers, the custody_station role) and those after it, as
    // the connecting user, who must own the database; or upgrades a history of an older schema by
    // the steps it lacks. Returns the schema it was at (0: new). Refused for a history at
    // `upToVersion` already (nothing to do), or a database with an events table of its own.
    // `upToVersion` is for the upgrade tests.
    static Result<int> initPostgres(const QString &url, int upToVersion = PostgresSchemaVersion);
    // Those files' text: the first makes schema 1, each next one steps up by one.
    static QStringList postgresSchemaSteps();
    ~CaseHistory();
    CaseHistory(const CaseHistory &) = delete;
    CaseHistory &operator=(const CaseHistory &) = delete;

    QString path() const { return m_path; } // a file, or the URL without secrets
    Backend backend() const { return m_backend; }
    // A lab's server: how this connection reached it, as the server sees it ("TLSv1.3,
    // sslmode=verify-full", or "without TLS, sslmode=prefer"); empty for SQLite.
    QString connection() const { return m_connection; }
    int schemaVersion() const { return m_schemaVersion; }

    // Refused on a history opened ReadOnly. An event without an event id is given a new one; an
    // event whose id the history has already is not added again (alreadyThere).
    Result<HistoryRow> append(const HistoryEvent &event);
    Result<QList<HistoryRow>> rows(const HistoryFilter &filter = {}) const;
    Result<ChainCheck> check() const;
    // Whether the history holds the event with this id (HistoryEvent::eventId).
    Result<bool> hasEvent(const QString &eventId) const;
    // Whether an acquisition or resume with this record (its SHA-256) is already recorded.
    Result<bool> hasRecord(const QString &recordSha256) const;

    // The chain's hash of a row's columns (every column but row_hash; NULLs left out).
    static QString rowHashOf(const QVariantMap &columns);
    static QString genesisHash() { return QString(64, QLatin1Char('0')); }

private:
    CaseHistory(QString path, QString connectionName);
    static Result<std::unique_ptr<CaseHistory>> openPostgres(const QString &url, Access access);
    Result<void> readPostgresSchema(Access access);
    Result<void> beginAppend() const;
    struct Head
    {
        qint64 id = 0;
        QString hash;
    };
    Result<Head> chainHead() const;
    Result<std::optional<HistoryRow>> rowWithEventId(const QString &eventId) const;
    void notePostgresGuards(ChainCheck &check, qint64 lastId) const;
    void noteSqliteGuards(ChainCheck &check, qint64 lastId) const;
    static QString rowsRemovedFromTheEnd(qint64 firstRemoved, qint64 lastWritten);
    QString caseless(const QString &column) const; // "column = ?" ignoring case, in the dialect
    QSqlDatabase database() const;
    struct FileKind
    {
        int version = 0;
        qint64 applicationId = 0;
        int tables = 0;
    };
    Result<FileKind> readFileKind() const;
    Result<void> prepareSchema(Access access, int upToVersion);
    Result<void> useWriteAheadLog();
    Result<void> upgrade(int from, int to);
    Result<qint64> nextId() const;
    Error failure(const QString &step, const QString &detail) const;

    QString m_path;
    QString m_connectionName;
    Access m_access = Access::ReadWrite;
    Backend m_backend = Backend::Sqlite;
    QString m_connection;
    QString m_login;          // a lab's server: the login as the server knows it (session_user)
    QString m_stationAddress; // and the station's address as it sees it, or "local"
    std::unique_ptr<QTemporaryDir> m_privateCopy; // ReadOnly: the folder of the copy read
    int m_schemaVersion = 0;
    QStringList m_columns; // of the events table as it is
};

} // namespace Custody
