// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/casehistory.h"

#include "history/postgreslocation.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <string_view>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QUuid>
#include <QtEndian>

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
        // 3: each event's own id, so that an event delivered twice (from a station's spool, an
        // import) is recorded once.
        {u"ALTER TABLE events ADD COLUMN event_id TEXT"_s,
         u"CREATE UNIQUE INDEX events_event_id ON events (event_id)"_s},
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

// The 100-byte header that starts every SQLite database (https://www.sqlite.org/fileformat.html,
// "The Database Header"): the magic string, and the application id as a big-endian 32-bit number
// at offset 68 (PRAGMA application_id).
constexpr qsizetype SqliteHeaderBytes = 100;
constexpr qsizetype ApplicationIdOffset = 68;
constexpr QByteArrayView SqliteMagic("SQLite format 3\0", 16);

// The files SQLite keeps beside a database: the write-ahead log, its shared-memory index and the
// rollback journal. Opening the database replays, rewrites or deletes them.
const QStringList &companionSuffixes()
{
    static const QStringList suffixes{u"-wal"_s, u"-shm"_s, u"-journal"_s};
    return suffixes;
}

Error historyError(const QString &path, const QString &detail, int sysErrno = 0)
{
    return Error::fromErrno(Error::Code::HistoryUnavailable, sysErrno, path, -1, detail);
}

// Opens a file to read it, without following a link at its last component, blocking on a FIFO
// or (where the caller may ask) updating its access time: reading a seized history leaves even
// its atime alone.
int openToRead(const QByteArray &native)
{
    constexpr int flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
    int descriptor = ::open(native.constData(), flags | O_NOATIME);
    if (descriptor < 0 && errno == EPERM) // O_NOATIME: only the owner (or root) may
        descriptor = ::open(native.constData(), flags);
    return descriptor;
}

// A translated clause: what kind of thing a path that is not a regular file is.
QString kindOfNonFile(mode_t mode)
{
    if (S_ISLNK(mode))
        return CaseHistory::tr("it is a symbolic link, which SQLite would follow to a file Custody "
                               "cannot vouch for: give the path of the history itself");
    if (S_ISDIR(mode))
        return CaseHistory::tr("it is a folder: give the path of a history file in it");
    return CaseHistory::tr("it is not a regular file (a device, a FIFO or a socket): give the path "
                           "of a Custody history or a new file name");
}

// Damaged: a file that begins as an SQLite database but ends before its 100-byte header does.
// It cannot be proven to be Custody's, so it is never opened; nor can it be proven to be another
// program's: it may be a history a full disk or a crash cut short, so checkUsable() lets the work
// go on, its event then a warning like that of a history SQLite finds damaged.
enum class HistoryFile { Absent, Custody, Damaged };

// What is at `path`, from its bytes, before SQLite is given it: nothing (and no -wal, -shm or
// -journal beside it), or a regular file with the header of a Custody history, whose companions
// are regular files too (or Damaged). Anything else is refused, and nothing is written or
// deleted.
Result<HistoryFile> inspectHistoryFile(const QString &path)
{
    const std::optional<struct stat> status = lstatPath(path);
    if (!status) {
        const int sysErrno = errno;
        if (sysErrno != ENOENT)
            return historyError(path, CaseHistory::tr("cannot look at it"), sysErrno);
        // SQLite deletes a -wal or a -journal it finds beside an empty or new database, and would
        // replay another database's log into a new history.
        for (const QString &suffix : companionSuffixes()) {
            if (pathExists(path + suffix))
                return historyError(
                    path, CaseHistory::tr("there is no database there but there is %1, which "
                                          "belongs to another database or to a history that was "
                                          "moved away: SQLite would delete or replay it. Move it "
                                          "away, or choose another file name")
                              .arg(path + suffix));
        }
        return HistoryFile::Absent;
    }
    if (!S_ISREG(status->st_mode))
        return historyError(path, kindOfNonFile(status->st_mode));
    // Custody never leaves an empty history: it writes a new one whole under a temporary name and
    // then gives it its name. An empty file is someone else's (SQLite leaves one when asked to
    // open a new database that nothing was written to), or a history emptied since: neither can
    // be proven to be Custody's, and SQLite would take over the -wal or -journal beside it.
    if (status->st_size == 0)
        return historyError(path, CaseHistory::tr("it is an empty file, and Custody never leaves a "
                                                  "history empty: it is not one. Choose a Custody "
                                                  "history or a new file name, or remove the "
                                                  "empty file if you made it"));
    const int descriptor = openToRead(nativePath(path));
    if (descriptor < 0)
        return historyError(path, CaseHistory::tr("cannot read it"), errno);
    const auto closeAfter = qScopeGuard([descriptor] { ::close(descriptor); });
    struct stat opened = {};
    if (::fstat(descriptor, &opened) != 0)
        return historyError(path, CaseHistory::tr("cannot read it"), errno);
    if (!S_ISREG(opened.st_mode)) // replaced since the lstat()
        return historyError(path, kindOfNonFile(opened.st_mode));
    QByteArray header(SqliteHeaderBytes, '\0');
    qsizetype got = 0;
    while (got < header.size()) {
        const ssize_t read = ::read(descriptor, header.data() + got, size_t(header.size() - got));
        if (read < 0 && errno == EINTR)
            continue;
        if (read < 0)
            return historyError(path, CaseHistory::tr("cannot read it"), errno);
        if (read == 0)
            break;
        got += read;
    }
    header.truncate(got);
    if (got < SqliteHeaderBytes
        && (got <= SqliteMagic.size() ? SqliteMagic.startsWith(header)
                                      : header.startsWith(SqliteMagic)))
        return HistoryFile::Damaged;
    if (got < SqliteHeaderBytes || !header.startsWith(SqliteMagic))
        return historyError(path, CaseHistory::tr("it is not a readable SQLite database, so not a "
                                                  "Custody history, and Custody does not write "
                                                  "it: choose a Custody history or a new file "
                                                  "name"));
    const quint32 applicationId = qFromBigEndian<quint32>(header.constData() + ApplicationIdOffset);
    if (applicationId != CaseHistory::ApplicationId)
        return historyError(
            path, CaseHistory::tr("it is an SQLite database of something else (application id "
                                  "0x%1, where a Custody history has 0x%2), and Custody never "
                                  "opens another program's database: choose a Custody history or "
                                  "a new file name")
                      .arg(applicationId, 8, 16, QLatin1Char('0'))
                      .arg(CaseHistory::ApplicationId, 8, 16, QLatin1Char('0')));
    // SQLite follows a link named like a companion and writes where it points.
    for (const QString &suffix : companionSuffixes()) {
        const std::optional<struct stat> companion = lstatPath(path + suffix);
        if (companion && !S_ISREG(companion->st_mode))
            return historyError(path,
                                CaseHistory::tr("%1 beside it is not a regular file, and SQLite "
                                                "would write through it: move it away")
                                    .arg(path + suffix));
    }
    return HistoryFile::Custody;
}

// A file: URI for SQLite (https://www.sqlite.org/uri.html) naming `path` by its bytes: each byte
// but ASCII letters, digits and "/._-~" is %-escaped. Qt hands SQLite the database name as UTF-8,
// which cannot carry a name that is not UTF-8 (util/nativepath.h); escaped, the bytes reach
// open() as they are, and a '?' or '#' in a name is not taken for a query. `mode` rw never
// creates the file: open() has made it, or seen it, itself.
QString sqliteUri(const QString &path, const char *mode)
{
    const QByteArray native = nativePath(absolutePath(path));
    QByteArray uri("file:");
    for (const char byte : native) {
        const auto value = static_cast<unsigned char>(byte);
        if ((value >= 'a' && value <= 'z') || (value >= 'A' && value <= 'Z')
            || (value >= '0' && value <= '9')
            || std::string_view("/._-~").find(byte) != std::string_view::npos)
            uri += byte;
        else
            uri += '%' + QByteArray::number(value, 16).rightJustified(2, '0').toUpper();
    }
    return QString::fromLatin1(uri + "?mode=" + mode);
}

// Every missing folder up to the one that holds `path`, as mkdir -p, by its bytes.
Result<void> makeFolders(const QString &path)
{
    const QByteArray native = nativePath(absolutePath(path));
    const QByteArray folder = native.left(std::max<qsizetype>(native.lastIndexOf('/'), 1));
    const auto failed = [&](int sysErrno) {
        return historyError(
            path, CaseHistory::tr("cannot create the folder %1").arg(fromNativePath(folder)),
            sysErrno);
    };
    for (qsizetype end = 1; end <= folder.size(); ++end) {
        if (end < folder.size() && folder.at(end) != '/')
            continue;
        if (::mkdir(folder.left(end).constData(), 0777) != 0 && errno != EEXIST)
            return failed(errno);
    }
    const std::optional<struct stat> status = statPath(fromNativePath(folder));
    if (!status)
        return failed(errno);
    if (!S_ISDIR(status->st_mode))
        return failed(ENOTDIR);
    return {};
}

enum class Creation { Created, MadeByAnother };

// A new history: a database holding only Custody's application id, written whole under a
// temporary name beside `path` (in memory-journal mode: no -journal either) and synced, then
// given its name without replacing anything. Another process that created it meanwhile keeps its
// own (MadeByAnother). So a history at its name always carries the id, and an empty file never
// is one.
Result<Creation> createHistoryFile(const QString &path, const QString &connectionName)
{
    if (const Result<void> folders = makeFolders(path); !folders)
        return folders.error();
    QByteArray temporary;
    const Result<int> created = createTemporaryFile(path, &temporary);
    if (!created)
        return historyError(path, CaseHistory::tr("cannot create a file in its folder"),
                            created.error().sysErrno);
    ::close(*created);
    auto removeTemporary = qScopeGuard([&temporary] { ::unlink(temporary.constData()); });
    QString failure;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connectionName);
        db.setDatabaseName(sqliteUri(fromNativePath(temporary), "rw"));
        db.setConnectOptions(u"QSQLITE_OPEN_URI"_s);
        if (!db.open()) {
            failure = db.lastError().text();
        } else {
            QSqlQuery query(db);
            if (!query.exec(u"PRAGMA journal_mode=MEMORY"_s)
                || !query.exec(u"PRAGMA application_id = %1"_s.arg(CaseHistory::ApplicationId)))
                failure = query.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName);
    if (!failure.isEmpty())
        return historyError(path, CaseHistory::tr("create: %1").arg(failure));
    const int descriptor = ::open(temporary.constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0 || ::fsync(descriptor) != 0) {
        const int sysErrno = errno;
        if (descriptor >= 0)
            ::close(descriptor);
        return historyError(path, CaseHistory::tr("cannot sync the new history"), sysErrno);
    }
    ::close(descriptor);
    const QByteArray native = nativePath(absolutePath(path));
    // Never over a history made meanwhile (renameWithoutReplacing(): EEXIST rather than replace).
    if (const int renameErrno = renameWithoutReplacing(temporary, native); renameErrno != 0) {
        if (renameErrno == EEXIST)
            return Creation::MadeByAnother;
        return historyError(path, CaseHistory::tr("cannot give the new history its name"),
                            renameErrno);
    }
    removeTemporary.dismiss(); // its name is free again: it is no longer ours to remove
    if (const Result<void> synced
        = syncFolder(fromNativePath(native.left(std::max<qsizetype>(native.lastIndexOf('/'), 1))),
                     Error::Code::HistoryUnavailable);
        !synced)
        return synced.error();
    return Creation::Created;
}

// Copies the regular file `from` to the new file `to` (when given) and returns the SHA-256 of
// what it read; nullopt when `from` is not there (any more). The copy is made with O_EXCL.
Result<std::optional<QByteArray>> copyAndDigest(const QString &historyPath, const QString &from,
                                                const QByteArray &to)
{
    const int input = openToRead(nativePath(from));
    if (input < 0) {
        if (errno == ENOENT)
            return std::optional<QByteArray>();
        return historyError(historyPath, CaseHistory::tr("cannot read %1").arg(from), errno);
    }
    const auto closeInput = qScopeGuard([input] { ::close(input); });
    struct stat status = {};
    if (::fstat(input, &status) != 0)
        return historyError(historyPath, CaseHistory::tr("cannot read %1").arg(from), errno);
    if (!S_ISREG(status.st_mode))
        return historyError(historyPath, kindOfNonFile(status.st_mode));
    int output = -1;
    if (!to.isEmpty()) {
        output = ::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        if (output < 0)
            return historyError(historyPath, CaseHistory::tr("cannot make a private copy to read"),
                                errno);
    }
    const auto closeOutput = qScopeGuard([output] {
        if (output >= 0)
            ::close(output);
    });
    QCryptographicHash digest(QCryptographicHash::Sha256);
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    while (true) {
        const ssize_t read = ::read(input, buffer.data(), size_t(buffer.size()));
        if (read < 0 && errno == EINTR)
            continue;
        if (read < 0)
            return historyError(historyPath, CaseHistory::tr("cannot read %1").arg(from), errno);
        if (read == 0)
            break;
        digest.addData(QByteArrayView(buffer.constData(), read));
        for (ssize_t written = 0; output >= 0 && written < read;) {
            const ssize_t step
                = ::write(output, buffer.constData() + written, size_t(read - written));
            if (step < 0 && errno == EINTR)
                continue;
            if (step < 0)
                return historyError(historyPath,
                                    CaseHistory::tr("cannot make a private copy to read"), errno);
            written += step;
        }
    }
    return std::optional<QByteArray>(digest.result());
}

// A private copy of the history at `path` to read: the database, its -wal and its -journal, never
// the -shm, in a new temporary folder.
//
// Why a copy: SQLite's read-only mode (mode=ro) still writes the -shm (its WAL index, and a
// reader's marks in it), and the last connection to close checkpoints the -wal into the database
// and deletes both; immutable=1 writes nothing but does not read the -wal at all, so the rows
// appended since the last checkpoint (all of them, in a history made by one CLI run) would be
// missing from `history` and `history check`. On the copy SQLite rebuilds the WAL index from the
// -wal alone, keeping every frame up to the last committed transaction whose checksums hold: every
// committed row is seen, and nothing of the original is written.
//
// Another process may append or checkpoint meanwhile. Appends only add frames to the -wal (a
// half-written last transaction is left out by the checksums); a checkpoint writes the database
// before the -wal is restarted. So the database is read again after the -wal: when it has not
// changed, the pair is one consistent state; else the copy is made again.
Result<QString> makePrivateCopy(const QString &path, QTemporaryDir &folder)
{
    if (!folder.isValid())
        return historyError(
            path,
            CaseHistory::tr("cannot make a private copy to read: %1").arg(folder.errorString()));
    const QByteArray copy = nativePath(folder.filePath(u"history.sqlite"_s));
    for (int attempt = 0; attempt < 50; ++attempt) {
        for (const QByteArray &name : {copy, copy + "-wal", copy + "-journal", copy + "-shm"})
            ::unlink(name.constData()); // of an earlier attempt
        const Result<std::optional<QByteArray>> before = copyAndDigest(path, path, copy);
        if (!before)
            return before.error();
        if (!*before)
            return historyError(path, CaseHistory::tr("it was removed while it was being read"));
        for (const char *suffix : {"-wal", "-journal"}) {
            const Result<std::optional<QByteArray>> companion
                = copyAndDigest(path, path + QLatin1String(suffix), copy + suffix);
            if (!companion)
                return companion.error();
        }
        const Result<std::optional<QByteArray>> after = copyAndDigest(path, path, {});
        if (!after)
            return after.error();
        if (*after == *before)
            return fromNativePath(copy);
        QThread::msleep(20);
    }
    return historyError(path, CaseHistory::tr("it kept changing while a private copy was made to "
                                              "read it: try again"));
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

Result<void> CaseHistory::checkUsable(const QString &path)
{
    if (PostgresLocation::isPostgresUrl(path)) {
        const Result<PostgresLocation> location = PostgresLocation::parse(path);
        if (!location)
            return location.error();
        return {};
    }
    const Result<HistoryFile> file = inspectHistoryFile(path);
    if (!file)
        return file.error();
    return {};
}

Result<std::unique_ptr<CaseHistory>> CaseHistory::open(const QString &path, Access access,
                                                       int upToVersion)
{
    if (PostgresLocation::isPostgresUrl(path))
        return openPostgres(path, access);
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s))
        return historyError(path,
                            tr("Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite)"));
    Result<HistoryFile> file = inspectHistoryFile(path);
    if (!file)
        return file.error();
    if (access == Access::ReadOnly && *file == HistoryFile::Absent)
        return historyError(path, tr("there is no history there yet"));
    if (*file == HistoryFile::Damaged)
        return historyError(path, tr("it is not a readable SQLite database: it ends before its "
                                     "header does. Custody does not write it: keep it as found, "
                                     "and choose a Custody history or a new file name"));

    std::unique_ptr<CaseHistory> history(new CaseHistory(path, connectionNameFor(path)));
    history->m_access = access;
    QString uri;
    if (access == Access::ReadOnly) {
        history->m_privateCopy
            = std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/custody-history-XXXXXX"_s);
        const Result<QString> copy = makePrivateCopy(path, *history->m_privateCopy);
        if (!copy)
            return copy.error();
        // Read-write on the copy: SQLite rolls back a -journal left by a writer that died (the
        // committed state), which it cannot do read-only. Nothing here writes a row
        // (append() refuses).
        uri = sqliteUri(*copy, "rw");
    } else {
        if (*file == HistoryFile::Absent) {
            const Result<Creation> created
                = createHistoryFile(path, history->m_connectionName + u"-new"_s);
            if (!created)
                return created.error();
            if (*created == Creation::MadeByAnother) {
                file = inspectHistoryFile(path);
                if (!file)
                    return file.error();
                if (*file == HistoryFile::Absent)
                    return historyError(path, tr("it was removed while it was being created"));
            }
        }
        // Opened by its name after it was looked at: a file put in its place meanwhile by someone
        // who can write the folder is still refused by its application id (readFileKind()),
        // though SQLite will have opened it. A folder others write is no place for a history.
        uri = sqliteUri(path, "rw");
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, history->m_connectionName);
    db.setDatabaseName(uri);
    // Another writer holds the lock for one append at a time: wait for it rather than fail.
    db.setConnectOptions(
        u"QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=%1"_s.arg(BusyTimeoutMilliseconds));
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

Result<void> CaseHistory::beginAppend() const
{
    QSqlQuery query(database());
    if (m_backend == Backend::Sqlite) {
        if (!query.exec(u"BEGIN IMMEDIATE"_s)) // the write lock, across processes
            return failure(tr("append"), query.lastError().text());
        return {};
    }
    // The lock the chain's trigger takes too (postgresql-history.sql): one append at a time in
    // the database, held until the transaction ends.
    if (!query.exec(u"BEGIN"_s)
        || !query.exec(u"SELECT pg_advisory_xact_lock(%1)"_s.arg(ApplicationId))) {
        const QString error = query.lastError().text();
        QSqlQuery(database()).exec(u"ROLLBACK"_s);
        return failure(tr("append"), error);
    }
    return {};
}

Result<CaseHistory::Head> CaseHistory::chainHead() const
{
    QSqlQuery query(database());
    Head head{0, genesisHash()};
    if (m_backend == Backend::Postgres) {
        if (!query.exec(u"SELECT last_id, last_hash FROM chain_head"_s) || !query.next())
            return failure(tr("append"), query.lastError().isValid()
                                             ? query.lastError().text()
                                             : tr("the table chain_head has no row"));
        return Head{query.value(0).toLongLong(), query.value(1).toString()};
    }
    if (!query.exec(u"SELECT row_hash FROM events ORDER BY id DESC LIMIT 1"_s))
        return failure(tr("append"), query.lastError().text());
    if (query.next())
        head.hash = query.value(0).toString();
    const Result<qint64> id = nextId();
    if (!id)
        return id.error();
    head.id = *id - 1;
    return head;
}

Result<std::optional<HistoryRow>> CaseHistory::rowWithEventId(const QString &eventId) const
{
    if (!m_columns.contains(u"event_id"_s))
        return std::optional<HistoryRow>();
    QSqlQuery query(database());
    query.prepare(u"SELECT id, recorded_utc, previous_hash, row_hash FROM events WHERE "
                  "event_id = ?"_s);
    query.addBindValue(eventId);
    if (!query.exec())
        return failure(tr("read"), query.lastError().text());
    if (!query.next())
        return std::optional<HistoryRow>();
    HistoryRow row;
    row.id = query.value(0).toLongLong();
    row.recorded = QDateTime::fromString(query.value(1).toString(), Qt::ISODate);
    row.previousHash = query.value(2).toString();
    row.rowHash = query.value(3).toString();
    row.alreadyThere = true;
    return std::optional<HistoryRow>(row);
}

Result<HistoryRow> CaseHistory::append(const HistoryEvent &event)
{
    if (m_access == Access::ReadOnly) // its connection is to a private copy
        return failure(tr("append"), tr("the history was opened to be read only"));
    if (const Result<void> begun = beginAppend(); !begun)
        return begun.error();
    QSqlDatabase db = database();
    QSqlQuery query(db);
    const auto abandon = [&](const QString &detail) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        return failure(tr("append"), detail);
    };
    HistoryRow row;
    row.event = event;
    if (row.event.eventId.isEmpty())
        row.event.eventId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const Result<std::optional<HistoryRow>> earlier = rowWithEventId(row.event.eventId);
    if (!earlier)
        return abandon(earlier.error().detail);
    if (*earlier) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        HistoryRow found = **earlier;
        found.event = row.event;
        return found;
    }
    const Result<Head> head = chainHead();
    if (!head)
        return abandon(head.error().detail);
    row.id = head->id + 1;
    row.previousHash = head->hash;
    row.recorded = QDateTime::currentDateTimeUtc();
    QVariantMap columns = row.event.toColumns();
    if (!m_columns.contains(u"event_id"_s)) // an SQLite history opened below schema 3
        columns.remove(u"event_id"_s);
    columns.insert(u"id"_s, row.id);
    columns.insert(u"recorded_utc"_s, isoUtc(row.recorded));
    columns.insert(u"previous_hash"_s, row.previousHash);
    if (!columns.contains(u"event_utc"_s)) // an event that did not say when it ended: now
        columns.insert(u"event_utc"_s, isoUtc(row.recorded));
    if (m_columns.contains(u"arrived_as"_s)) { // a lab's server of schema 2 checks them
        row.arrivedAs = m_login;
        row.arrivedFrom = m_stationAddress;
        row.arrivedOver = m_connection;
        columns.insert(row.arrivalColumns());
    }
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
    // A trigger that is not Custody's could have dropped the row without an error.
    if (query.numRowsAffected() != 1)
        return abandon(tr("the database did not store the row (%1 rows stored): a trigger that is "
                          "not Custody's may be in the way")
                           .arg(query.numRowsAffected()));
    if (!query.exec(u"COMMIT"_s))
        return abandon(query.lastError().text());
    return row;
}

QString CaseHistory::caseless(const QString &column) const
{
    return m_backend == Backend::Sqlite ? column + u" = ? COLLATE NOCASE"_s
                                        : u"lower(%1) = lower(?)"_s.arg(column);
}

Result<QList<HistoryRow>> CaseHistory::rows(const HistoryFilter &filter) const
{
    QStringList conditions;
    QVariantList values;
    const auto equal = [&](const QString &column, const QString &value) {
        if (value.isEmpty())
            return;
        conditions.append(caseless(column));
        values.append(value);
    };
    equal(u"case_number"_s, filter.caseNumber);
    equal(u"evidence_number"_s, filter.evidenceNumber);
    equal(u"source_serial"_s, filter.serial);
    equal(u"verdict"_s, filter.verdict);
    equal(u"kind"_s, filter.kind);
    if (!filter.digest.isEmpty()) {
        const QString hex = filter.digest.toLower();
        // digests holds [["SHA-256", "hex"], …] as JSON text.
        conditions.append(
            (m_backend == Backend::Sqlite
                 ? u"(EXISTS (SELECT 1 FROM json_each(events.digests) WHERE "
                   "json_extract(value, '$[1]') = ?)"_s
                 : u"(EXISTS (SELECT 1 FROM json_array_elements(events.digests::json) AS d "
                   "WHERE d->>1 = ?)"_s)
            + u" OR record_sha256 = ? OR report_sha256 = ?)"_s);
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
        row.takeArrival(columns);
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
    if (!begin.exec(m_backend == Backend::Sqlite
                        ? u"BEGIN"_s
                        : u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s))
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
        if (m_backend == Backend::Postgres) {
            HistoryRow arrived;
            arrived.takeArrival(columns);
            ++check.arrivals[arrived.arrival()];
        }
    }
    if (query.lastError().isValid())
        return failure(tr("read"), query.lastError().text());
    if (m_backend == Backend::Sqlite)
        noteSqliteGuards(check, previousId);
    else
        notePostgresGuards(check, previousId);
    return check;
}

void CaseHistory::noteSqliteGuards(ChainCheck &check, qint64 lastId) const
{
    // AUTOINCREMENT remembers the highest id ever given: rows removed from the end leave it
    // behind.
    QSqlQuery query(database());
    if (query.exec(u"SELECT seq FROM sqlite_sequence WHERE name = 'events'"_s) && query.next()
        && query.value(0).toLongLong() > lastId && !check.firstBadRow) {
        check.firstBadRow = lastId + 1;
        check.problem = rowsRemovedFromTheEnd(lastId + 1, query.value(0).toLongLong());
    }
    if (query.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE "
                   "'events_append_only_%'"_s)
        && query.next() && query.value(0).toInt() < 2)
        check.notes.append(tr("the triggers that refuse changes to rows were removed"));
}

QString CaseHistory::rowsRemovedFromTheEnd(qint64 firstRemoved, qint64 lastWritten)
{
    return tr("row %1 and any after it were removed (the last row written was %2)")
        .arg(firstRemoved)
        .arg(lastWritten);
}

Result<bool> CaseHistory::hasEvent(const QString &eventId) const
{
    const Result<std::optional<HistoryRow>> row = rowWithEventId(eventId);
    if (!row)
        return row.error();
    return row->has_value();
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
