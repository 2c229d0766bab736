// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/casehistory.h"

#include "testfiles.h"
#include "testprocess.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
        const HistoryEvent expected = eventNumber(n);
        const HistoryEvent &got = all->at(n - 1).event;
        QCOMPARE(all->at(n - 1).id, n);
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
    QTest::newRow("damaged") << QByteArray("this is not a database, only some text\n") << QString()
                             << u"not a readable SQLite database"_s;
    QTest::newRow("newer schema") << QByteArray()
                                  << u"PRAGMA application_id = %1; PRAGMA user_version = 99"_s.arg(
                                         CaseHistory::ApplicationId)
                                  << u"newer schema: version 99"_s;
    // Another program's database, even one with a schema version and a table named events.
    QTest::newRow("another database with a version")
        << QByteArray() << u"CREATE TABLE events (id INTEGER); PRAGMA user_version = 1"_s
        << u"an SQLite database of something else"_s;
    QTest::newRow("another database") << QByteArray() << u"CREATE TABLE cases (id INTEGER)"_s
                                      << u"an SQLite database of something else"_s;
}

// Nothing is changed in a file the history cannot use, and the message says what it is.
void TestCaseHistory::refusesWhatItCannotUse()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, sql);
    QFETCH(QString, message);
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
}

QTEST_GUILESS_MAIN(TestCaseHistory)
#include "tst_casehistory.moc"
