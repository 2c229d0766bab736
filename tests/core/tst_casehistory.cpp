// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/casehistory.h"

#include "testfiles.h"
#include "testprocess.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// The case history on real SQLite files, edited afterwards with the sqlite3 command-line tool as
// someone with the file would: every change to what was written must show in check().
class TestCaseHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void keepsEveryFieldAndFilters();
    void chainFindsTheFirstAlteredRow_data();
    void chainFindsTheFirstAlteredRow();
    void refusesUpdatesAndDeletesThroughSql();
    void concurrentWritersLoseNothing();
    void upgradesAnOlderSchemaKeepingItsChain();
    void refusesWhatItCannotUse_data();
    void refusesWhatItCannotUse();
    void neverOpensAnotherProgramsFiles_data();
    void neverOpensAnotherProgramsFiles();
    void readingChangesNothing_data();
    void readingChangesNothing();
    void createsANewHistoryWhole();

private:
    ProcessResult sqlite(const QString &database, const QString &sql);
    QString m_sqlite3;
};

namespace {

HistoryEvent eventNumber(int n)
{
    HistoryEvent event;
    event.kind = n % 2 ? HistoryEvent::Kind::Verification : HistoryEvent::Kind::Acquisition;
    event.time = QDateTime(QDate(2026, 11, n), QTime(12, 0), Qt::UTC);
    event.examiner = u"Examiner %1"_s.arg(n);
    event.caseNumber = u"CASE-%1"_s.arg(n % 3);
    event.evidenceNumber = u"E-%1"_s.arg(n);
    event.source = u"/dev/sd%1"_s.arg(QChar(u'a' + n));
    event.sourceModel = u"Model %1"_s.arg(n);
    event.sourceSerial = u"SERIAL%1"_s.arg(n);
    event.sourceBytes = 1000LL * n;
    event.imageFiles = {u"/cases/%1.001"_s.arg(n), u"/cases/%1.002"_s.arg(n)};
    event.digests = {{u"MD5"_s, QString(32, QChar(u'0' + n % 10))},
                     {u"SHA-256"_s, QString(64, QChar(u'a' + n % 6))}};
    event.verdict = n % 4 ? u"match"_s : u"mismatch"_s;
    event.unreadableBytes = 512 * n;
    event.recordPath = u"/cases/%1.json"_s.arg(n);
    event.recordSha256 = QString(64, QChar(u'0' + (n + 1) % 10));
    event.reportPath = u"/cases/%1.pdf"_s.arg(n);
    event.reportSha256 = QString(64, QChar(u'0' + (n + 2) % 10));
    event.note = u"note %1"_s.arg(n);
    event.commandLine = u"custody-cli acquire /dev/sd%1 /cases/%2"_s.arg(n).arg(n);
    event.custodyVersion = u"0.1.0"_s;
    event.host = u"workstation"_s;
    return event;
}

std::unique_ptr<CaseHistory> openHistory(const QString &path,
                                         int version = CaseHistory::SchemaVersion)
{
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite, version);
    if (!history)
        qWarning() << history.error().userMessage();
    return history ? std::move(*history) : nullptr;
}

bool appendEvents(CaseHistory &history, int count)
{
    for (int n = 1; n <= count; ++n) {
        if (!history.append(eventNumber(n)))
            return false;
    }
    return true;
}

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

// What a folder holds: each name with the SHA-256 of a regular file's bytes, or what else it is
// (a FIFO is never opened). Equal before and after: nothing was written, created or removed.
QMap<QString, QString> folderState(const QString &folder)
{
    QMap<QString, QString> state;
    const QStringList names = QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                                     | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const QString path = folder + u'/' + name;
        struct stat status = {};
        if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
            state.insert(name, u"gone"_s);
        else if (S_ISREG(status.st_mode))
            state.insert(name, QString::fromLatin1(sha256Hex(readFile(path))));
        else
            state.insert(name, u"mode %1"_s.arg(status.st_mode, 0, 8));
    }
    return state;
}

// The files of a database in WAL mode as they are while a program has it open: rows in the -wal
// not yet checkpointed, and the -shm index. Copied then, as from a seized disk or after a crash;
// SQLite deletes both when its last connection closes, and rewrites the database.
bool copyWhileOpen(const QString &live, const QString &copy)
{
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s}) {
        if (!QFile::copy(live + suffix, copy + suffix))
            return false;
    }
    return QFileInfo(copy + u"-wal"_s).size() > 0 && QFileInfo(copy + u"-shm"_s).size() > 0;
}

// Another program's SQLite database in WAL mode, made with real SQLite (Qt's driver) and copied
// to `copy` with its live -wal and -shm. `applicationId` 0 is most programs'; another is set
// before WAL mode, so that the database's own header carries it.
bool makeForeignWalDatabase(const QString &copy, qint64 applicationId, const QStringList &schema)
{
    QTemporaryDir live;
    bool made = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"foreign"_s);
        db.setDatabaseName(live.filePath(u"cases.db"_s));
        QSqlQuery query(db);
        QStringList statements;
        if (applicationId != 0)
            statements << u"PRAGMA application_id = %1"_s.arg(applicationId);
        statements << u"PRAGMA journal_mode=WAL"_s << u"PRAGMA wal_autocheckpoint=0"_s << schema;
        for (int n = 0; n < 20; ++n)
            statements << u"INSERT INTO cases (note) VALUES ('row %1')"_s.arg(n);
        made = db.open();
        for (const QString &statement : std::as_const(statements)) {
            if (made && !query.exec(statement)) {
                qWarning() << statement << query.lastError().text();
                made = false;
            }
        }
        query.finish();
        made = made && copyWhileOpen(live.filePath(u"cases.db"_s), copy);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"foreign"_s);
    return made;
}

} // namespace

void TestCaseHistory::initTestCase()
{
    m_sqlite3 = QStandardPaths::findExecutable(u"sqlite3"_s);
    QVERIFY2(!m_sqlite3.isEmpty(), "sqlite3 is missing: scripts/bootstrap.sh installs it");
}

ProcessResult TestCaseHistory::sqlite(const QString &database, const QString &sql)
{
    return runProcess(m_sqlite3, {database, sql});
}

void TestCaseHistory::keepsEveryFieldAndFilters()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sub/folder/history.sqlite"_s);
    std::unique_ptr<CaseHistory> history = openHistory(path);
    QVERIFY(history);
    HistoryEvent signedEvent = eventNumber(5);
    signedEvent.signerSubject = u"CN=Jane Examiner"_s;
    signedEvent.signerSha256 = QString(64, u'f');
    QVERIFY(appendEvents(*history, 4));
    QVERIFY(history->append(signedEvent));

    const Result<QList<HistoryRow>> all = history->rows();
    QVERIFY(all);
    QCOMPARE(all->size(), 5);
    for (int n = 1; n <= 4; ++n) {
        HistoryEvent expected = eventNumber(n);
        const HistoryEvent &got = all->at(n - 1).event;
        QCOMPARE(all->at(n - 1).id, n);
        // Each event is given an id of its own.
        QVERIFY(!QUuid::fromString(got.eventId).isNull());
        expected.eventId = got.eventId;
        QCOMPARE(got.toColumns(), expected.toColumns());
    }
    QCOMPARE(all->at(4).event.signerSubject, u"CN=Jane Examiner"_s);
    QCOMPARE(all->at(1).previousHash, all->at(0).rowHash);
    QCOMPARE(all->at(0).previousHash, CaseHistory::genesisHash());

    const auto ids = [&history](const HistoryFilter &filter) {
        QList<qint64> found;
        const Result<QList<HistoryRow>> rows = history->rows(filter);
        for (const HistoryRow &row : rows ? *rows : QList<HistoryRow>())
            found.append(row.id);
        return found;
    };
    const auto filter = [](auto set) {
        HistoryFilter filter;
        set(filter);
        return filter;
    };
    const auto day = [](int n) {
        return QDateTime(QDate(2026, 11, n), QTime(0, 0), Qt::UTC);
    };
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.caseNumber = u"case-1"_s; })),
             (QList<qint64>{1, 4}));
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.evidenceNumber = u"E-3"_s; })),
             (QList<qint64>{3}));
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.serial = u"serial2"_s; })), (QList<qint64>{2}));
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.digest = QString(64, u'C'); })),
             (QList<qint64>{2}));
    // The SHA-256 of a record or a report finds its event too.
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.digest = QString(64, u'5'); })),
             (QList<qint64>{3, 4}));
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.verdict = u"mismatch"_s; })), (QList<qint64>{4}));
    QCOMPARE(ids(filter([](HistoryFilter &f) { f.kind = u"verification"_s; })),
             (QList<qint64>{1, 3, 5}));
    QCOMPARE(ids(filter([&](HistoryFilter &f) { f.since = day(3); })), (QList<qint64>{3, 4, 5}));
    QCOMPARE(ids(filter([&](HistoryFilter &f) {
                 f.since = day(2);
                 f.until = day(4);
             })),
             (QList<qint64>{2, 3}));
    const Result<ChainCheck> check = history->check();
    QVERIFY(check && check->intact());
    QCOMPARE(check->rows, 5);
    QCOMPARE(check->headHash, all->at(4).rowHash);
}

void TestCaseHistory::chainFindsTheFirstAlteredRow_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<qint64>("badRow");
    QTest::addColumn<QString>("problem");
    const QString dropTriggers = u"DROP TRIGGER events_append_only_update; "
                                 "DROP TRIGGER events_append_only_delete; "_s;
    QTest::newRow("edited verdict")
        << dropTriggers + u"UPDATE events SET verdict = 'match' WHERE id = 4"_s << 4LL
        << u"row 4 was changed"_s;
    QTest::newRow("edited digest")
        << dropTriggers + u"UPDATE events SET digests = replace(digests, 'c', 'd') WHERE id = 2"_s
        << 2LL << u"row 2 was changed"_s;
    QTest::newRow("column set to empty")
        << dropTriggers + u"UPDATE events SET note = '' WHERE id = 5"_s << 5LL
        << u"row 5 was changed"_s;
    QTest::newRow("deleted row") << dropTriggers + u"DELETE FROM events WHERE id = 3"_s << 4LL
                                 << u"row 4 does not follow row 2"_s;
    QTest::newRow("deleted first row") << dropTriggers + u"DELETE FROM events WHERE id = 1"_s << 2LL
                                       << u"row 2 is the first row"_s;
    QTest::newRow("deleted last rows") << dropTriggers + u"DELETE FROM events WHERE id >= 5"_s
                                       << 5LL << u"row 5 and any after it were removed"_s;
    // An inserted row copies a real row's links and hash: its own columns betray it.
    QTest::newRow("inserted row")
        << u"INSERT INTO events (recorded_utc, kind, event_utc, verdict, previous_hash, row_hash) "
           "SELECT recorded_utc, kind, event_utc, 'match', row_hash, row_hash FROM events "
           "WHERE id = 6"_s
        << 7LL << u"row 7 was changed after it was written (or inserted)"_s;
    QTest::newRow("inserted row with a free id")
        << dropTriggers
               + u"UPDATE events SET id = 10 WHERE id = 6; "
                 "INSERT INTO events (id, recorded_utc, kind, event_utc, previous_hash, row_hash) "
                 "SELECT 6, recorded_utc, kind, event_utc, previous_hash, row_hash FROM events "
                 "WHERE id = 5"_s
        << 6LL << u"row 6 does not follow row 5"_s;
}

void TestCaseHistory::chainFindsTheFirstAlteredRow()
{
    QFETCH(QString, sql);
    QFETCH(qint64, badRow);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    {
        std::unique_ptr<CaseHistory> history = openHistory(path);
        QVERIFY(history && appendEvents(*history, 6));
        const Result<ChainCheck> before = history->check();
        QVERIFY(before && before->intact());
    }
    const ProcessResult edit = sqlite(path, sql);
    QVERIFY2(edit.exitCode == 0, edit.describe());
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    QVERIFY(history);
    const Result<ChainCheck> check = (*history)->check();
    QVERIFY(check);
    QVERIFY(!check->intact());
    QCOMPARE(check->firstBadRow, badRow);
    QVERIFY2(check->problem.startsWith(problem), qPrintable(check->problem));
}

// Triggers stop the everyday mistake (an UPDATE in a database browser); the chain catches the
// rest.
void TestCaseHistory::refusesUpdatesAndDeletesThroughSql()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    {
        std::unique_ptr<CaseHistory> history = openHistory(path);
        QVERIFY(history && appendEvents(*history, 2));
    }
    for (const QString &sql : {u"UPDATE events SET verdict = 'match'"_s, u"DELETE FROM events"_s}) {
        const ProcessResult refused = sqlite(path, sql);
        QVERIFY2(refused.exitCode != 0, refused.describe());
        QVERIFY2(refused.standardError.contains("append-only"), refused.describe());
    }
    const ProcessResult count = sqlite(path, u"SELECT count(*) FROM events"_s);
    QCOMPARE(count.standardOutput.trimmed(), QByteArray("2"));
}

// Two processes (CUSTODY_HISTORY_WRITER, a small program on the same CaseHistory) append 200
// events each at the same time: every event is there once and the chain holds.
void TestCaseHistory::concurrentWritersLoseNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    QList<QProcess *> writers;
    for (const QString &name : {u"first"_s, u"second"_s}) {
        auto *writer = new QProcess(this);
        writer->setProgram(QStringLiteral(CUSTODY_HISTORY_WRITER));
        writer->setArguments({path, name, u"200"_s});
        writer->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        writers.append(writer);
    }
    for (QProcess *writer : writers)
        writer->start();
    for (QProcess *writer : writers) {
        QVERIFY(writer->waitForFinished(120000));
        QCOMPARE(writer->exitStatus(), QProcess::NormalExit);
        QCOMPARE(writer->exitCode(), 0);
    }
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows);
    QCOMPARE(rows->size(), 400);
    QSet<QString> notes;
    for (const HistoryRow &row : *rows)
        notes.insert(row.event.note);
    QCOMPARE(notes.size(), 400);
    QVERIFY(notes.contains(u"first 1"_s) && notes.contains(u"second 200"_s));
    const Result<ChainCheck> check = (*history)->check();
    QVERIFY(check && check->intact());
    QCOMPARE(check->rows, 400);
}

// A history written by the first schema is upgraded in place when opened: its rows and their
// chain are kept, and the new columns take new rows.
void TestCaseHistory::upgradesAnOlderSchemaKeepingItsChain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    {
        std::unique_ptr<CaseHistory> old = openHistory(path, 1);
        QVERIFY(old && appendEvents(*old, 3));
        QCOMPARE(old->schemaVersion(), 1);
    }
    QCOMPARE(sqlite(path, u"PRAGMA user_version"_s).standardOutput.trimmed(), QByteArray("1"));
    QVERIFY(!sqlite(path, u"PRAGMA table_info(events)"_s).standardOutput.contains("signer"));
    std::unique_ptr<CaseHistory> history = openHistory(path);
    QVERIFY(history);
    QCOMPARE(history->schemaVersion(), CaseHistory::SchemaVersion);
    HistoryEvent signedEvent = eventNumber(4);
    signedEvent.signerSubject = u"CN=Jane Examiner"_s;
    QVERIFY(history->append(signedEvent));
    const Result<QList<HistoryRow>> rows = history->rows();
    QVERIFY(rows && rows->size() == 4);
    QCOMPARE(rows->at(0).event.toColumns(), eventNumber(1).toColumns());
    QCOMPARE(rows->at(3).event.signerSubject, u"CN=Jane Examiner"_s);
    const Result<ChainCheck> check = history->check();
    QVERIFY(check && check->intact());
    QCOMPARE(sqlite(path, u"PRAGMA user_version"_s).standardOutput.trimmed(),
             QByteArray::number(CaseHistory::SchemaVersion));
}

void TestCaseHistory::refusesWhatItCannotUse_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("message");
    QTest::addColumn<bool>("usable"); // by CaseHistory::checkUsable(): the work goes on
    QTest::newRow("damaged") << QByteArray("this is not a database, only some text\n") << QString()
                             << u"not a readable SQLite database"_s << false;
    // Perhaps a history a crash cut short: never opened, but no reason to stop an acquisition.
    QTest::newRow("cut short") << QByteArray("SQLite format 3\0 and no more", 29) << QString()
                               << u"it ends before its header does"_s << true;
    QTest::newRow("newer schema") << QByteArray()
                                  << u"PRAGMA application_id = %1; PRAGMA user_version = 99"_s.arg(
                                         CaseHistory::ApplicationId)
                                  << u"newer schema: version 99"_s << true;
    // Another program's database, even one with a schema version and a table named events.
    QTest::newRow("another database with a version")
        << QByteArray() << u"CREATE TABLE events (id INTEGER); PRAGMA user_version = 1"_s
        << u"an SQLite database of something else"_s << false;
    QTest::newRow("another database") << QByteArray() << u"CREATE TABLE cases (id INTEGER)"_s
                                      << u"an SQLite database of something else"_s << false;
}

// Nothing is changed in a file the history cannot use, and the message says what it is.
void TestCaseHistory::refusesWhatItCannotUse()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, sql);
    QFETCH(QString, message);
    QFETCH(bool, usable);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    if (!content.isEmpty())
        QVERIFY(writeFile(path, content));
    if (!sql.isEmpty())
        QVERIFY(sqlite(path, sql).exitCode == 0);
    const QByteArray before = readFile(path);
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    QVERIFY(!history);
    QCOMPARE(history.error().code, Error::Code::HistoryUnavailable);
    QVERIFY2(history.error().userMessage().contains(message),
             qPrintable(history.error().userMessage()));
    QVERIFY2(history.error().userMessage().contains(path),
             qPrintable(history.error().userMessage()));
    QCOMPARE(readFile(path), before);
    QCOMPARE(bool(CaseHistory::checkUsable(path)), usable);
}

void TestCaseHistory::neverOpensAnotherProgramsFiles_data()
{
    QTest::addColumn<QString>("layout");
    QTest::addColumn<QString>("message");
    QTest::newRow("another program's database in WAL mode")
        << u"foreign"_s << u"an SQLite database of something else (application id 0x00000000"_s;
    QTest::newRow("another program's, with an id of its own")
        << u"foreign id"_s << u"application id 0x12345678"_s;
    // Even a version and a table named events: only the application id proves a history.
    QTest::newRow("another program's, much like a history")
        << u"foreign like a history"_s << u"an SQLite database of something else"_s;
    // SQLite deletes the -wal beside an empty database as it opens it.
    QTest::newRow("an empty file beside another database's -wal")
        << u"empty"_s << u"it is an empty file"_s;
    QTest::newRow("another database's -wal and -shm beside no database")
        << u"companions"_s << u"there is no database there but there is"_s;
    QTest::newRow("a -journal beside no database") << u"journal"_s << u"-journal, which belongs"_s;
    QTest::newRow("a link to a history") << u"link"_s << u"it is a symbolic link"_s;
    QTest::newRow("a folder") << u"folder"_s << u"it is a folder"_s;
    QTest::newRow("a FIFO") << u"fifo"_s << u"it is not a regular file"_s;
    QTest::newRow("a history's -wal that is a link")
        << u"linked wal"_s << u"-wal beside it is not a regular file"_s;
}

// Whatever is at the path, SQLite is never given a file that is not a Custody history, read or
// written: every file there keeps its bytes (SHA-256), nothing is created or removed, and the
// message says what is there and what to do; custody-cli acquire, history, check and import
// exit 2.
void TestCaseHistory::neverOpensAnotherProgramsFiles()
{
    QFETCH(QString, layout);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"history.sqlite"_s);
    const QString foreign = dir.filePath(u"cases.db"_s);
    const QStringList casesTable{u"CREATE TABLE cases (id INTEGER PRIMARY KEY, note TEXT)"_s};
    if (layout == "foreign"_L1)
        QVERIFY(makeForeignWalDatabase(path, 0, casesTable));
    else if (layout == "foreign id"_L1)
        QVERIFY(makeForeignWalDatabase(path, 0x12345678, casesTable));
    else if (layout == "foreign like a history"_L1)
        QVERIFY(makeForeignWalDatabase(path, 0,
                                       casesTable
                                           + QStringList{u"CREATE TABLE events (id INTEGER)"_s,
                                                         u"PRAGMA user_version = 2"_s}));
    if (layout == "empty"_L1 || layout == "companions"_L1 || layout == "journal"_L1) {
        QVERIFY(makeForeignWalDatabase(foreign, 0, casesTable));
        for (const QString &suffix : {u"-wal"_s, u"-shm"_s}) {
            if (layout != "journal"_L1)
                QVERIFY(QFile::rename(foreign + suffix, path + suffix));
        }
    }
    if (layout == "empty"_L1)
        QVERIFY(writeFile(path, {}));
    if (layout == "journal"_L1)
        QVERIFY(writeFile(path + u"-journal"_s, randomBytes(4096, 7)));
    if (layout == "link"_L1 || layout == "linked wal"_L1) {
        const QString real = dir.filePath(u"real.sqlite"_s);
        {
            std::unique_ptr<CaseHistory> history = openHistory(real);
            QVERIFY(history && appendEvents(*history, 2));
        }
        if (layout == "link"_L1) {
            QVERIFY(QFile::link(real, path));
        } else {
            QVERIFY(QFile::rename(real, path));
            QVERIFY(QFile::link(foreign, path + u"-wal"_s));
            QVERIFY(writeFile(foreign, QByteArray("another program's file\n")));
        }
    }
    if (layout == "folder"_L1)
        QVERIFY(QDir().mkpath(path));
    if (layout == "fifo"_L1)
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const QMap<QString, QString> before = folderState(dir.path());

    const Result<void> usable = CaseHistory::checkUsable(path);
    QVERIFY(!usable);
    QVERIFY2(usable.error().userMessage().contains(message),
             qPrintable(usable.error().userMessage()));
    for (const CaseHistory::Access access :
         {CaseHistory::Access::ReadWrite, CaseHistory::Access::ReadOnly}) {
        const Result<std::unique_ptr<CaseHistory>> history = CaseHistory::open(path, access);
        QVERIFY(!history);
        QCOMPARE(folderState(dir.path()), before);
        QCOMPARE(history.error().code, Error::Code::HistoryUnavailable);
        const QString text = history.error().userMessage();
        QVERIFY2(text.contains(message) && text.contains(path), qPrintable(text));
    }
    const QStringList historyOption{u"--history"_s, path};
    // acquire refuses it before it reads the source, rather than after hours of work.
    QTemporaryDir work;
    QVERIFY(writeFile(work.filePath(u"evidence.img"_s), randomBytes(64 * 1024, 3)));
    const ProcessResult acquired = runProcess(
        cli, QStringList{u"acquire"_s, work.filePath(u"evidence.img"_s), work.filePath(u"disk"_s)}
                 + historyOption);
    QVERIFY2(acquired.exitCode == 2, acquired.describe());
    // (EvidenceGuard may say it first for what is not a regular file.)
    QVERIFY2(acquired.standardError.contains(path.toUtf8()), acquired.describe());
    QVERIFY(!QFile::exists(work.filePath(u"disk.dd"_s)));
    QCOMPARE(folderState(dir.path()), before);
    if (layout == "companions"_L1 || layout == "journal"_L1) {
        // Nothing to list where there is no database, and nothing is opened to say so.
        const ProcessResult listed = runProcess(cli, QStringList{u"history"_s} + historyOption);
        QVERIFY2(listed.exitCode == 0 && listed.standardError.contains("no history yet"),
                 listed.describe());
    }
    for (const QStringList &command :
         {QStringList{u"history"_s}, QStringList{u"history"_s, u"check"_s},
          QStringList{u"history"_s, u"import"_s, dir.path()}}) {
        if (command.size() == 1 && (layout == "companions"_L1 || layout == "journal"_L1))
            continue;
        const ProcessResult refused = runProcess(cli, command + historyOption);
        QVERIFY2(refused.exitCode == 2, refused.describe());
        QVERIFY2(refused.standardError.contains(message.toUtf8()), refused.describe());
        QCOMPARE(folderState(dir.path()), before);
    }
}

void TestCaseHistory::readingChangesNothing_data()
{
    QTest::addColumn<bool>("seized");
    QTest::newRow("while Custody appends") << false;
    QTest::newRow("seized with its -wal and -shm") << true;
}

// A history in WAL mode with rows only in its -wal, read while a writer has it open (the GUI and a
// CLI job) or as copied from a seized station: every row is listed and checked, and the database,
// its -wal and its -shm keep every byte.
void TestCaseHistory::readingChangesNothing()
{
    QFETCH(bool, seized);
    QTemporaryDir dir;
    const QString writing = dir.filePath(u"writing/history.sqlite"_s);
    const QString path = seized ? dir.filePath(u"seized/history.sqlite"_s) : writing;
    std::unique_ptr<CaseHistory> writer = openHistory(writing);
    QVERIFY(writer && appendEvents(*writer, 5));
    if (seized) {
        QVERIFY(QDir().mkpath(dir.filePath(u"seized"_s)));
        QVERIFY(copyWhileOpen(writing, path));
        writer.reset();
    }
    const QString folder = QFileInfo(path).absolutePath();
    QVERIFY(QFileInfo(path + u"-wal"_s).size() > 0);
    QVERIFY(QFileInfo::exists(path + u"-shm"_s));
    const QMap<QString, QString> before = folderState(folder);
    QCOMPARE(before.size(), 3);
    QVERIFY(CaseHistory::checkUsable(path));

    {
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
        QVERIFY2(history, history ? "" : qPrintable(history.error().userMessage()));
        const Result<QList<HistoryRow>> rows = (*history)->rows();
        QVERIFY(rows);
        QCOMPARE(rows->size(), 5);
        HistoryEvent expected = eventNumber(5);
        expected.eventId = rows->at(4).event.eventId;
        QCOMPARE(rows->at(4).event.toColumns(), expected.toColumns());
        const Result<ChainCheck> check = (*history)->check();
        QVERIFY(check && check->intact());
        QCOMPARE(check->rows, 5);
        QVERIFY(!(*history)->append(eventNumber(6)));
    }
    QCOMPARE(folderState(folder), before);

    const QStringList historyOption{u"--history"_s, path};
    const ProcessResult listed
        = runProcess(cli, QStringList{u"history"_s, u"--json"_s} + historyOption);
    QVERIFY2(listed.exitCode == 0, listed.describe());
    QCOMPARE(QJsonDocument::fromJson(listed.standardOutput).array().size(), 5);
    const ProcessResult checked
        = runProcess(cli, QStringList{u"history"_s, u"check"_s} + historyOption);
    QVERIFY2(checked.exitCode == 0, checked.describe());
    QVERIFY2(checked.standardOutput.contains("5 row(s), the chain holds"), checked.describe());
    QCOMPARE(folderState(folder), before);
    if (writer) { // the writer was not disturbed
        QVERIFY(writer->append(eventNumber(6)));
        const Result<ChainCheck> check = writer->check();
        QVERIFY(check && check->intact() && check->rows == 6);
    }
}

// A new history, even in folders not made yet and under a name that is not UTF-8, is made whole:
// at its name it carries Custody's application id from the start, and nothing else is left in
// its folder.
void TestCaseHistory::createsANewHistoryWhole()
{
    QTemporaryDir dir;
    const QByteArray name = "history-\xff\xfe.sqlite";
    const QString path = dir.filePath(u"new/folders/"_s) + fromNativePath(name);
    QVERIFY(CaseHistory::checkUsable(path));
    {
        std::unique_ptr<CaseHistory> history = openHistory(path);
        QVERIFY(history && appendEvents(*history, 3));
    }
    const QByteArray folder = QFile::encodeName(dir.filePath(u"new/folders"_s));
    const QByteArray native = folder + '/' + name;
    // QTemporaryDir (QDir) cannot remove a name that is not UTF-8.
    const auto removeAfter = qScopeGuard([&native] { ::unlink(native.constData()); });
    struct stat status = {};
    QCOMPARE(::lstat(native.constData(), &status), 0);
    QVERIFY(S_ISREG(status.st_mode));
    // The last connection checkpointed and removed its -wal and -shm; no temporary file is left.
    // Listed by its bytes: QDir leaves out a name that is not UTF-8.
    QByteArrayList names;
    if (DIR *listing = ::opendir(folder.constData())) {
        while (const dirent *entry = ::readdir(listing)) {
            if (qstrcmp(entry->d_name, ".") != 0 && qstrcmp(entry->d_name, "..") != 0)
                names.append(entry->d_name);
        }
        ::closedir(listing);
    }
    QCOMPARE(names, QByteArrayList{name});
    const Result<QByteArray> read = readWholeFile(fromNativePath(native), 1 << 20);
    QVERIFY(read);
    const QByteArray header = *read;
    QVERIFY(header.startsWith(QByteArrayView("SQLite format 3\0", 16)));
    QCOMPARE(header.mid(68, 4), QByteArray("CUST"));
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QVERIFY(rows && rows->size() == 3);
}

QTEST_GUILESS_MAIN(TestCaseHistory)
#include "tst_casehistory.moc"
