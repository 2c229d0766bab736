// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/casehistory.h"
#include "history/historyimport.h"
#include "history/historytransfer.h"
#include "history/postgreslocation.h"

#include "postgresserver.h"
#include "testprocess.h"
#include "util/durablefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

// A lab's case history on a real PostgreSQL server, started by the test in a folder of its own:
// stations appending at once, a station's rights, a superuser's tampering found by check(), and a
// station that keeps working (its spool) while the server is down.
class TestPostgresHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void urlsCarryNoSecrets_data();
    void urlsCarryNoSecrets();
    void fourStationsAppendOneUnbrokenChain();
    void aStationMayOnlyInsertAndRead();
    void tamperingByASuperuserIsFound_data();
    void tamperingByASuperuserIsFound();
    void aStationSpoolsWhileTheServerIsDownAndDeliversOnce();
    void stationsSpoolAtOnceAndEveryEventIsDeliveredOnce();
    void importCopiesEachEventOnce();
    void refusesADatabaseThatIsNotAHistory();
    void aServerOverTlsIsVerifiedAndSaidSo();
    void aPasswordIsTakenFromWherePostgresKeepsIt();
    void aCaseIsExportedToStandOnItsOwn();
    void aRowTheDatabaseDidNotStoreIsNotRecorded();
    void eachRowSaysHowItArrivedAsTheServerSawIt();
    void aSchemaOneHistoryIsUpgradedInPlace();

private:
    static HistoryEvent event(const QString &note);
    std::unique_ptr<CaseHistory> openHistory(const QString &user = u"postgres"_s);
    void appendEvents(int count);

    std::unique_ptr<PostgresServer> m_server;
};

HistoryEvent TestPostgresHistory::event(const QString &note)
{
    HistoryEvent event;
    event.kind = HistoryEvent::Kind::Verification;
    event.time = QDateTime::currentDateTimeUtc();
    event.caseNumber = u"LAB-7"_s;
    event.note = note;
    event.digests = {{u"SHA-256"_s, QString(64, u'a')}};
    event.sourceBytes = 1 << 20;
    return event;
}

// The notes of the events in a spool (a Custody SQLite history), in its order.
QStringList spooledNotes(const QString &spool)
{
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(spool, CaseHistory::Access::ReadOnly);
    if (!history) {
        qWarning("%s", qPrintable(history.error().userMessage()));
        return {};
    }
    const Result<ChainCheck> chain = (*history)->check();
    if (!chain || !chain->intact())
        return {u"a broken chain"_s};
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    QStringList notes;
    for (const HistoryRow &row : rows ? *rows : QList<HistoryRow>{})
        notes.append(row.event.note);
    return notes;
}

void TestPostgresHistory::init()
{
    m_server = std::make_unique<PostgresServer>();
    QVERIFY2(m_server->running() && m_server->problem().isEmpty(), m_server->problem());
    // Set up as a lab's administrator would: custody-cli history init, as the database's owner.
    const ProcessResult made
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"init"_s, m_server->url()});
    QVERIFY2(made.exitCode == 0 && made.standardOutput.contains("custody_station"),
             made.describe());
    // The stations' logins, as the schema file tells a lab to make them.
    const ProcessResult roles = m_server->psql(
        u"CREATE ROLE station1 LOGIN IN ROLE custody_station; "
        "CREATE ROLE station2 LOGIN IN ROLE custody_station; CREATE ROLE stranger LOGIN;"_s);
    QVERIFY2(roles.exitCode == 0, roles.describe());
    // Each test's own spool.
    QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
         + u"/custody/spool"_s)
        .removeRecursively();
}

void TestPostgresHistory::cleanup()
{
    m_server.reset();
}

std::unique_ptr<CaseHistory> TestPostgresHistory::openHistory(const QString &user)
{
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(m_server->url(user), CaseHistory::Access::ReadWrite);
    if (!history)
        qWarning("%s", qPrintable(history.error().userMessage()));
    return history ? std::move(*history) : nullptr;
}

void TestPostgresHistory::appendEvents(int count)
{
    const std::unique_ptr<CaseHistory> history = openHistory(u"station1"_s);
    QVERIFY(history);
    for (int n = 1; n <= count; ++n)
        QVERIFY(history->append(event(u"event %1"_s.arg(n))));
}

void TestPostgresHistory::urlsCarryNoSecrets_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("shown");
    QTest::newRow("host, port, TLS")
        << u"postgresql://alice@db.lab:5433/custody?sslmode=verify-full"_s << true
        << u"postgresql://alice@db.lab:5433/custody?sslmode=verify-full"_s;
    QTest::newRow("socket") << u"postgres:///custody?host=/run/postgresql"_s << true
                            << u"postgresql:///custody?host=/run/postgresql"_s;
    QTest::newRow("password in user info")
        << u"postgresql://alice:secret@db.lab/custody"_s << false << QString();
    QTest::newRow("password parameter")
        << u"postgresql://db.lab/custody?password=secret"_s << false << QString();
    QTest::newRow("no database") << u"postgresql://db.lab"_s << false << QString();
    QTest::newRow("not a parameter")
        << u"postgresql://db.lab/custody?Bad-Key=1"_s << false << QString();
}

void TestPostgresHistory::urlsCarryNoSecrets()
{
    QFETCH(QString, url);
    QFETCH(bool, accepted);
    QFETCH(QString, shown);
    const Result<PostgresLocation> location = PostgresLocation::parse(url);
    QCOMPARE(bool(location), accepted);
    QCOMPARE(bool(CaseHistory::checkUsable(url)), accepted);
    if (accepted) {
        QCOMPARE(location->displayUrl(), shown);
        return;
    }
    // The refusal never repeats the secret.
    QVERIFY(!location.error().userMessage().contains(u"secret"_s));
}

// Four processes append 200 events each at once, as four stations of a lab: one chain, nothing
// lost, nothing twice, each station's events in its own order.
void TestPostgresHistory::fourStationsAppendOneUnbrokenChain()
{
    QList<QProcess *> writers;
    for (int station = 1; station <= 4; ++station) {
        auto *writer = new QProcess(this);
        writer->setProgram(QStringLiteral(CUSTODY_HISTORY_WRITER));
        writer->setArguments({m_server->url(u"station%1"_s.arg(1 + station % 2)),
                              u"station%1"_s.arg(station), u"200"_s});
        writer->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        writers.append(writer);
    }
    for (QProcess *writer : writers)
        writer->start();
    for (QProcess *writer : writers) {
        QVERIFY(writer->waitForFinished(240000));
        QCOMPARE(writer->exitStatus(), QProcess::NormalExit);
        QCOMPARE(writer->exitCode(), 0);
    }
    const std::unique_ptr<CaseHistory> history = openHistory();
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = history->rows();
    QVERIFY(rows);
    QCOMPARE(rows->size(), 800);
    QHash<QString, int> lastOf;
    for (qsizetype i = 0; i < rows->size(); ++i) {
        const HistoryRow &row = rows->at(i);
        QCOMPARE(row.id, i + 1);
        const QStringList words = row.event.note.split(u' ');
        QCOMPARE(words.size(), 2);
        QCOMPARE(words[1].toInt(), lastOf.value(words[0]) + 1); // in its station's order
        lastOf[words[0]] = words[1].toInt();
    }
    QCOMPARE(lastOf.size(), 4);
    const Result<ChainCheck> check = history->check();
    QVERIFY(check);
    QVERIFY2(check->intact(), qPrintable(check->problem));
    QVERIFY2(check->notes.isEmpty(), qPrintable(check->notes.join(u"; "_s)));
    QCOMPARE(check->rows, 800);
    QCOMPARE(check->headHash, rows->last().rowHash);
}

void TestPostgresHistory::aStationMayOnlyInsertAndRead()
{
    appendEvents(3);
    for (const QString &sql :
         {u"UPDATE events SET verdict = 'match' WHERE id = 2"_s,
          u"DELETE FROM events WHERE id = 3"_s, u"TRUNCATE events"_s,
          u"UPDATE chain_head SET last_id = 1"_s, u"ALTER TABLE events DISABLE TRIGGER USER"_s,
          u"DROP TRIGGER events_chain ON events"_s,
          // Nor make a table of its own (to run the chain's function on it, say).
          u"CREATE TEMP TABLE t (id bigint)"_s, u"CREATE TABLE public.t (id bigint)"_s}) {
        const ProcessResult refused = m_server->psql(sql, u"station1"_s);
        QVERIFY2(refused.exitCode != 0, qPrintable(sql));
        QVERIFY2(refused.standardError.contains("permission denied")
                     || refused.standardError.contains("must be owner"),
                 refused.describe());
    }
    // Nor may a station insert a row that does not follow the chain, even knowing the head (and
    // saying truly how it arrived).
    const ProcessResult forged = m_server->psql(
        u"INSERT INTO events (id, recorded_utc, kind, event_utc, previous_hash, row_hash, "
        "arrived_as, arrived_from, arrived_over) VALUES (9, 'x', 'verification', 'x', "
        "repeat('0', 64), repeat('1', 64), 'station1', 'local', 'without TLS, sslmode=prefer')"_s,
        u"station1"_s);
    QVERIFY(forged.exitCode != 0);
    QVERIFY2(forged.standardError.contains("does not follow"), forged.describe());
    // Even the owner cannot change a row while the triggers stand.
    const ProcessResult owner = m_server->psql(u"UPDATE events SET note = 'x' WHERE id = 1"_s);
    QVERIFY(owner.exitCode != 0);
    QVERIFY2(owner.standardError.contains("append-only"), owner.describe());
    // A login without the role reads nothing.
    QVERIFY(m_server->psql(u"SELECT * FROM events"_s, u"stranger"_s).exitCode != 0);
    const Result<std::unique_ptr<CaseHistory>> stranger
        = CaseHistory::open(m_server->url(u"stranger"_s), CaseHistory::Access::ReadOnly);
    QVERIFY(!stranger);
    QVERIFY2(stranger.error().userMessage().contains(u"custody_station"_s),
             qPrintable(stranger.error().userMessage()));
    const std::unique_ptr<CaseHistory> history = openHistory();
    const Result<ChainCheck> check = history->check();
    QVERIFY(check && check->intact() && check->notes.isEmpty());
    QCOMPARE(check->rows, 3);
}

void TestPostgresHistory::tamperingByASuperuserIsFound_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<qint64>("badRow"); // 0: the chain holds, a note says what was changed
    QTest::addColumn<QString>("said");
    const QString off = u"ALTER TABLE events DISABLE TRIGGER USER; "_s;
    QTest::newRow("edited") << off + u"UPDATE events SET verdict = 'match' WHERE id = 3"_s
                            << qint64(3) << u"changed after it was written"_s;
    QTest::newRow("deleted") << off + u"DELETE FROM events WHERE id = 2"_s << qint64(3)
                             << u"rows between them were removed"_s;
    QTest::newRow("last deleted") << off + u"DELETE FROM events WHERE id = 5"_s << qint64(5)
                                  << u"were removed"_s;
    QTest::newRow("inserted")
        << off
               + u"UPDATE events SET id = id + 100 WHERE id >= 4; UPDATE events SET id = id - 99 "
                 "WHERE id > 100; INSERT INTO events (id, "
                 "recorded_utc, kind, event_utc, previous_hash, row_hash) SELECT 4, "
                 "recorded_utc, kind, event_utc, row_hash, repeat('1', 64) FROM events WHERE id = 3"_s
        << qint64(4) << u"was changed after it was written"_s;
    QTest::newRow("trigger dropped")
        << u"DROP TRIGGER events_append_only_update ON events"_s << qint64(0)
        << u"events_append_only_update on events was removed"_s;
    QTest::newRow("trigger disabled") << off.trimmed() << qint64(0) << u"is disabled"_s;
    QTest::newRow("function changed")
        << u"CREATE OR REPLACE FUNCTION custody_events_append_only() RETURNS trigger LANGUAGE "
           "plpgsql AS $$ BEGIN RETURN NEW; END $$"_s
        << qint64(0) << u"runs a function that was changed"_s;
    QTest::newRow("trigger for replicas only")
        << u"ALTER TABLE events ENABLE REPLICA TRIGGER events_append_only_delete"_s << qint64(0)
        << u"events_append_only_delete on events is disabled"_s;
    QTest::newRow("trigger given a condition")
        << u"DROP TRIGGER events_append_only_update ON events; CREATE TRIGGER "
           "events_append_only_update BEFORE UPDATE ON events FOR EACH ROW WHEN (false) EXECUTE "
           "FUNCTION custody_events_append_only()"_s
        << qint64(0) << u"events_append_only_update on events was changed"_s;
    QTest::newRow("function's search path changed")
        << u"ALTER FUNCTION custody_events_chain() SET search_path = public"_s << qint64(0)
        << u"events_chain on events runs a function that was changed"_s;
    QTest::newRow("head moved back") << u"ALTER TABLE chain_head DISABLE TRIGGER USER; UPDATE "
                                        "chain_head SET last_id = 3"_s
                                     << qint64(4) << u"not in the chain's head"_s;
    QTest::newRow("row security") << u"ALTER TABLE events ENABLE ROW LEVEL SECURITY"_s << qint64(0)
                                  << u"row security was turned on for the table events"_s;
    QTest::newRow("a trigger of someone else's")
        << u"CREATE FUNCTION swallow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; "
           "END $$; CREATE TRIGGER events_a BEFORE INSERT ON events FOR EACH ROW EXECUTE "
           "FUNCTION swallow()"_s
        << qint64(0) << u"a trigger that is not Custody's was added"_s;
    QTest::newRow("catalog shadowed")
        << u"ALTER TABLE events DISABLE TRIGGER events_append_only_update; CREATE VIEW "
           "public.pg_trigger AS SELECT * FROM pg_catalog.pg_trigger WHERE false"_s
        << qint64(0) << u"events_append_only_update on events is disabled"_s;
    QTest::newRow("arrival edited")
        << off + u"UPDATE events SET arrived_over = 'TLSv1.3, sslmode=verify-full' WHERE id = 2"_s
        << qint64(2) << u"row 2 was changed after it was written"_s;
    QTest::newRow("arrival's trigger dropped")
        << u"DROP TRIGGER events_arrival ON events"_s << qint64(0)
        << u"events_arrival on events was removed"_s;
    QTest::newRow("arrival's function changed")
        << u"CREATE OR REPLACE FUNCTION custody_events_arrival() RETURNS trigger LANGUAGE plpgsql "
           "SET search_path = pg_catalog, pg_temp AS $arrival$ BEGIN RETURN NEW; END $arrival$"_s
        << qint64(0) << u"events_arrival on events runs a function that was changed"_s;
    QTest::newRow("schema said to be older")
        << u"UPDATE custody_history SET value = '1' WHERE name = 'schema'; DROP TRIGGER "
           "events_arrival ON events"_s
        << qint64(0) << u"events_arrival on events was removed"_s;
    QTest::newRow("schema's row changed")
        << u"UPDATE custody_history SET value = '1' WHERE name = 'schema'"_s << qint64(0)
        << u"says it is schema 1, but its events table is schema 2's"_s;
    QTest::newRow("rule added") << u"CREATE RULE quiet AS ON UPDATE TO events DO INSTEAD NOTHING"_s
                                << qint64(0) << u"a rule (quiet)"_s;
}

void TestPostgresHistory::tamperingByASuperuserIsFound()
{
    QFETCH(QString, sql);
    QFETCH(qint64, badRow);
    QFETCH(QString, said);
    appendEvents(5);
    const ProcessResult tampered = m_server->psql(sql);
    QVERIFY2(tampered.exitCode == 0, tampered.describe());
    // Found by `custody-cli history check`, as a quality manager would run it.
    const ProcessResult checked
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"history"_s, u"check"_s, u"--history"_s, m_server->url()});
    // Either way a failure: a broken chain, or guards that no longer refuse anything.
    QCOMPARE(checked.exitCode, 1);
    QVERIFY2(QString::fromUtf8(checked.standardOutput).contains(said), checked.describe());
    if (badRow == 0)
        QVERIFY2(checked.standardOutput.contains("the chain holds, but its guards were changed"),
                 checked.describe());
    if (badRow != 0)
        QVERIFY2(checked.standardOutput.contains("broken at row " + QByteArray::number(badRow)),
                 checked.describe());
}

// The server stops: events wait in the station's spool, in order, and the event recorded once it
// is back delivers them first, each once.
void TestPostgresHistory::aStationSpoolsWhileTheServerIsDownAndDeliversOnce()
{
    const QString url = m_server->url(u"station1"_s);
    QVERIFY(recordInHistory(url, event(u"before"_s)));
    QVERIFY(m_server->stop());
    for (const QString &note : {u"down 1"_s, u"down 2"_s, u"down 3"_s}) {
        const Result<HistoryRow> spooled = recordInHistory(url, event(note));
        QVERIFY2(spooled, qPrintable(spooled ? QString() : spooled.error().userMessage()));
        QCOMPARE(spooled->spoolPath, spoolPathFor(url));
        QVERIFY(!spooled->spoolReason.isEmpty());
    }
    QVERIFY(pathExists(spoolPathFor(url)));
    QVERIFY2(m_server->start(), m_server->problem());
    const Result<HistoryRow> after = recordInHistory(url, event(u"after"_s));
    QVERIFY(after);
    QVERIFY(after->spoolPath.isEmpty());
    QCOMPARE(after->deliveredFromSpool, 3);
    // Delivered whole, the spool is set aside under a new name beside it, with its events as they
    // were, and is not read again.
    QVERIFY2(after->spoolNotSetAside.isEmpty(), qPrintable(after->spoolNotSetAside));
    const QString keptAs = after->deliveredSpoolKeptAs;
    QCOMPARE(QFileInfo(keptAs).absolutePath(), QFileInfo(spoolPathFor(url)).absolutePath());
    QVERIFY(!pathExists(spoolPathFor(url)));
    QCOMPARE(spooledNotes(keptAs), (QStringList{u"down 1"_s, u"down 2"_s, u"down 3"_s}));
    // Again: nothing is delivered twice.
    const Result<HistoryRow> again = recordInHistory(url, event(u"again"_s));
    QVERIFY(again);
    QCOMPARE(again->deliveredFromSpool, 0);
    QVERIFY(again->deliveredSpoolKeptAs.isEmpty());
    // A second time down: a new spool, delivered and set aside on its own.
    QVERIFY(m_server->stop());
    QCOMPARE(recordInHistory(url, event(u"down 4"_s))->spoolPath, spoolPathFor(url));
    QVERIFY2(m_server->start(), m_server->problem());
    const Result<HistoryRow> last = recordInHistory(url, event(u"last"_s));
    QVERIFY(last);
    QCOMPARE(last->deliveredFromSpool, 1);
    QVERIFY(!last->deliveredSpoolKeptAs.isEmpty() && last->deliveredSpoolKeptAs != keptAs);
    QCOMPARE(spooledNotes(last->deliveredSpoolKeptAs), QStringList{u"down 4"_s});
    QCOMPARE(spooledNotes(keptAs), (QStringList{u"down 1"_s, u"down 2"_s, u"down 3"_s}));
    const std::unique_ptr<CaseHistory> history = openHistory();
    const Result<QList<HistoryRow>> rows = history->rows();
    QVERIFY(rows);
    QStringList notes;
    for (const HistoryRow &row : *rows)
        notes.append(row.event.note);
    QCOMPARE(notes, (QStringList{u"before"_s, u"down 1"_s, u"down 2"_s, u"down 3"_s, u"after"_s,
                                 u"again"_s, u"down 4"_s, u"last"_s}));
    QVERIFY(history->check()->intact());
    // `history import` of a spool set aside, as a station's user may run it: each event there
    // already.
    const ProcessResult imported = runProcess(
        QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"import"_s, u"--history"_s, url, keptAs});
    QCOMPARE(imported.exitCode, 0);
    QVERIFY2(imported.standardOutput.contains("0 event(s) added, 3 already there"),
             imported.describe());

    // custody-cli says so: an acquisition while the server is down completes and warns that its
    // event waits in the spool; the next one delivers it and says where the spool is kept.
    QTemporaryDir dir;
    QFile evidence(dir.filePath(u"evidence.bin"_s));
    QVERIFY(evidence.open(QIODevice::WriteOnly) && evidence.write(QByteArray(65536, 'e')) == 65536);
    evidence.close();
    const auto acquire = [&](const QString &name) {
        return runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                          {u"acquire"_s, evidence.fileName(), dir.filePath(name), u"--no-smart"_s,
                           u"--history"_s, url});
    };
    QVERIFY(m_server->stop());
    const ProcessResult whileDown = acquire(u"down"_s);
    QVERIFY2(whileDown.exitCode == 0 && whileDown.standardError.contains("did not take the event")
                 && whileDown.standardError.contains("waits in this station's spool "
                                                     + spoolPathFor(url).toUtf8()),
             whileDown.describe());
    QVERIFY2(m_server->start(), m_server->problem());
    const ProcessResult back = acquire(u"back"_s);
    QVERIFY2(back.exitCode == 0
                 && back.standardOutput.contains(
                     "Delivered 1 event(s) that waited in this station's spool")
                 && back.standardOutput.contains("the spool is kept as"),
             back.describe());

    // custody-cli history deliver, for a station that records nothing more once its server is
    // back: refused while it is down (the event keeps waiting), `history` and `history check` say
    // that it waits, then it is delivered once.
    const auto historyCli = [&url](const QStringList &arguments) {
        return runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                          QStringList{u"history"_s} + arguments + QStringList{u"--history"_s, url});
    };
    QVERIFY(m_server->stop());
    QVERIFY(acquire(u"down again"_s).exitCode == 0);
    const ProcessResult refused = historyCli({u"deliver"_s});
    QVERIFY2(refused.exitCode == 1 && refused.standardError.contains("they keep waiting there"),
             refused.describe());
    QVERIFY2(m_server->start(), m_server->problem());
    const QByteArray waits = "note: 1 event(s) of this station wait in its spool "
                             + spoolPathFor(url).toUtf8() + " and are not on the server yet";
    for (const QString &action : {u"check"_s, u"--case"_s}) {
        const ProcessResult said
            = historyCli(action == u"check"_s ? QStringList{action} : QStringList{action, u"x"_s});
        QVERIFY2(said.exitCode == 0 && said.standardError.contains(waits), said.describe());
    }
    const ProcessResult delivered = historyCli({u"deliver"_s});
    QVERIFY2(delivered.exitCode == 0
                 && delivered.standardOutput.contains(
                     "Delivered 1 event(s) that waited in this station's spool")
                 && delivered.standardOutput.contains("the spool is kept as"),
             delivered.describe());
    QVERIFY(!pathExists(spoolPathFor(url)));
    const ProcessResult nothing = historyCli({u"deliver"_s});
    QVERIFY2(nothing.exitCode == 0
                 && nothing.standardOutput.contains("No event of this station waits")
                 && !nothing.standardError.contains("note:"),
             nothing.describe());
    const ProcessResult checked = historyCli({u"check"_s});
    QVERIFY2(checked.exitCode == 0 && !checked.standardError.contains("wait in its spool"),
             checked.describe());
    QCOMPARE(openHistory()->rows()->size(), 11); // the eight above, the two acquisitions, this
    const ProcessResult sqlite
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"history"_s, u"deliver"_s, u"--history"_s, dir.filePath(u"h.sqlite"_s)});
    QVERIFY2(sqlite.exitCode == 2
                 && sqlite.standardError.contains("an SQLite history has no spool"),
             sqlite.describe());
}

// Stations of one machine that record at once while the server is down spool every event once,
// and the first event recorded once it is back delivers them all, in each station's order.
void TestPostgresHistory::stationsSpoolAtOnceAndEveryEventIsDeliveredOnce()
{
    const QString url = m_server->url(u"station1"_s);
    QVERIFY(m_server->stop());
    constexpr int Processes = 3;
    constexpr int Events = 15;
    QList<QProcess *> stations;
    for (int station = 1; station <= Processes; ++station) {
        auto *writer = new QProcess(this);
        writer->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        writer->start(QStringLiteral(CUSTODY_HISTORY_WRITER),
                      {url, u"s%1"_s.arg(station), QString::number(Events), u"--recorded"_s});
        stations.append(writer);
    }
    for (QProcess *writer : stations) {
        QVERIFY(writer->waitForFinished(120000));
        QCOMPARE(writer->exitStatus(), QProcess::NormalExit);
        QCOMPARE(writer->exitCode(), 0);
    }
    QCOMPARE(spooledNotes(spoolPathFor(url)).size(), Processes * Events);
    QVERIFY2(m_server->start(), m_server->problem());
    const Result<HistoryRow> back = recordInHistory(url, event(u"back"_s));
    QVERIFY(back);
    QCOMPARE(back->deliveredFromSpool, Processes * Events);
    QVERIFY(!back->deliveredSpoolKeptAs.isEmpty());
    const Result<QList<HistoryRow>> rows = openHistory()->rows();
    QVERIFY(rows);
    QCOMPARE(rows->size(), Processes * Events + 1);
    QHash<QString, int> lastOf;
    for (const HistoryRow &row : *rows) {
        const QStringList words = row.event.note.split(u' ');
        if (words.size() == 2) {
            QCOMPARE(words[1].toInt(), lastOf.value(words[0]) + 1); // in its station's order
            lastOf[words[0]] = words[1].toInt();
        }
    }
    QCOMPARE(lastOf.size(), Processes);
    for (const int last : std::as_const(lastOf))
        QCOMPARE(last, Events);
    QVERIFY(openHistory()->check()->intact());
}

void TestPostgresHistory::importCopiesEachEventOnce()
{
    QTemporaryDir dir;
    const QString station = dir.filePath(u"station.sqlite"_s);
    {
        Result<std::unique_ptr<CaseHistory>> local
            = CaseHistory::open(station, CaseHistory::Access::ReadWrite);
        QVERIFY(local);
        for (int n = 1; n <= 4; ++n)
            QVERIFY((*local)->append(event(u"local %1"_s.arg(n))));
    }
    appendEvents(2);
    const std::unique_ptr<CaseHistory> history = openHistory(u"station2"_s);
    QVERIFY(history);
    const Result<HistoryTransfer> first = HistoryTransfer::copyEvents(station, *history);
    QVERIFY(first);
    QCOMPARE(first->added, 4);
    const Result<HistoryTransfer> second = HistoryTransfer::copyEvents(station, *history);
    QVERIFY(second);
    QCOMPARE(second->added, 0);
    QCOMPARE(second->alreadyThere, 4);
    const Result<QList<HistoryRow>> rows = history->rows();
    QCOMPARE(rows->size(), 6);
    QCOMPARE(rows->at(2).event.note, u"local 1"_s);
    QCOMPARE(rows->at(2).event.digests, event(QString()).digests);
    QCOMPARE(rows->at(2).event.sourceBytes, std::optional<qint64>(1 << 20));
    // The filters work in PostgreSQL's dialect too.
    HistoryFilter filter;
    filter.caseNumber = u"lab-7"_s;
    filter.digest = QString(64, u'A');
    const Result<QList<HistoryRow>> found = history->rows(filter);
    QVERIFY2(found, qPrintable(found ? QString() : found.error().userMessage()));
    QCOMPARE(found->size(), 6);
    QVERIFY(history->check()->intact());
    // A history whose chain does not hold is not copied: chained anew, it would look whole.
    const ProcessResult tampered = runProcess(
        u"sqlite3"_s, {station, u"DROP TRIGGER events_append_only_update; UPDATE events SET "
                                "note = 'forged' WHERE id = 2"_s});
    QVERIFY2(tampered.exitCode == 0, tampered.describe());
    const Result<HistoryTransfer> refused = HistoryTransfer::copyEvents(station, *history);
    QVERIFY(!refused);
    QVERIFY2(refused.error().userMessage().contains(u"broken at row 2"_s),
             qPrintable(refused.error().userMessage()));
    QCOMPARE(history->rows()->size(), 6);
}

void TestPostgresHistory::refusesADatabaseThatIsNotAHistory()
{
    QVERIFY(m_server->psql(u"CREATE DATABASE other"_s).exitCode == 0);
    QString other = m_server->url();
    other.replace(u"/custody?"_s, u"/other?"_s);
    const Result<std::unique_ptr<CaseHistory>> opened
        = CaseHistory::open(other, CaseHistory::Access::ReadWrite);
    QVERIFY(!opened);
    QVERIFY2(opened.error().userMessage().contains(u"history init"_s),
             qPrintable(opened.error().userMessage()));
    // A set-up that fails half-way (here a function of that name is there already) leaves
    // nothing behind and says so: all of the schema, or none of it.
    QVERIFY(m_server->psql(u"CREATE ROLE keeper LOGIN"_s).exitCode == 0);
    QVERIFY(m_server->psql(u"CREATE DATABASE kept OWNER keeper"_s).exitCode == 0);
    QString kept = m_server->url(u"keeper"_s);
    kept.replace(u"/custody?"_s, u"/kept?"_s);
    const ProcessResult function = m_server->psql(
        u"CREATE FUNCTION custody_chain_head_guard() RETURNS int LANGUAGE sql AS 'SELECT 1'"_s,
        u"postgres"_s, u"kept"_s);
    QVERIFY2(function.exitCode == 0, function.describe());
    const ProcessResult init
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"init"_s, kept});
    QCOMPARE(init.exitCode, 2);
    QVERIFY2(init.standardError.contains("custody_chain_head_guard"), init.describe());
    const Result<std::unique_ptr<CaseHistory>> half
        = CaseHistory::open(kept, CaseHistory::Access::ReadOnly);
    QVERIFY(!half);
    QVERIFY2(half.error().userMessage().contains(u"history init"_s),
             qPrintable(half.error().userMessage()));
    // Nor in a database that cannot keep every name and path as written.
    QVERIFY(
        m_server->psql(u"CREATE DATABASE ascii TEMPLATE template0 ENCODING 'SQL_ASCII'"_s).exitCode
        == 0);
    QString ascii = m_server->url();
    ascii.replace(u"/custody?"_s, u"/ascii?"_s);
    const Result<int> notUtf8 = CaseHistory::initPostgres(ascii);
    QVERIFY(!notUtf8);
    QVERIFY2(notUtf8.error().userMessage().contains(u"UTF8"_s),
             qPrintable(notUtf8.error().userMessage()));
    // Set up once; a second init changes nothing.
    const Result<int> again = CaseHistory::initPostgres(m_server->url());
    QVERIFY(!again);
    QVERIFY(again.error().userMessage().contains(u"already"_s));
}

// sslmode=verify-full: the server's certificate must chain to the CA given and name the host.
void TestPostgresHistory::aServerOverTlsIsVerifiedAndSaidSo()
{
    const int port = 20000 + int(QCoreApplication::applicationPid() % 20000);
    QVERIFY2(m_server->startWithTls(port), m_server->problem());
    {
        const Result<std::unique_ptr<CaseHistory>> history = CaseHistory::open(
            m_server->tlsUrl(m_server->caFile()), CaseHistory::Access::ReadOnly);
        QVERIFY2(history, qPrintable(history ? QString() : history.error().userMessage()));
        QVERIFY2((*history)->connection().startsWith(u"TLSv1."_s)
                     && (*history)->connection().endsWith(u"sslmode=verify-full"_s),
                 qPrintable((*history)->connection()));
    }
    const ProcessResult checked
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"check"_s, u"--history"_s,
                                                        m_server->tlsUrl(m_server->caFile())});
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(checked.standardOutput.contains("connection: TLSv1."), checked.describe());
    // An acquisition recorded over it says how the server was reached.
    QTemporaryDir work;
    QFile evidence(work.filePath(u"evidence.bin"_s));
    QVERIFY(evidence.open(QIODevice::WriteOnly) && evidence.write(QByteArray(65536, 't')) == 65536);
    evidence.close();
    const ProcessResult recorded
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"acquire"_s, evidence.fileName(), work.filePath(u"image"_s), u"--no-smart"_s,
                      u"--history"_s, m_server->tlsUrl(m_server->caFile())});
    QVERIFY2(recorded.exitCode == 0
                 && recorded.standardOutput.contains("Recorded in the case history")
                 && recorded.standardOutput.contains("(TLSv1.")
                 && recorded.standardOutput.contains("sslmode=verify-full) as row"),
             recorded.describe());
    // The row says so too, as the server saw it: over TCP from the loopback address.
    {
        const Result<std::unique_ptr<CaseHistory>> history = CaseHistory::open(
            m_server->tlsUrl(m_server->caFile()), CaseHistory::Access::ReadOnly);
        QVERIFY(history);
        const Result<QList<HistoryRow>> rows = (*history)->rows();
        QVERIFY(rows && !rows->isEmpty());
        QCOMPARE(rows->last().arrivedAs, u"postgres"_s);
        QCOMPARE(rows->last().arrivedFrom, u"127.0.0.1"_s);
        QCOMPARE(rows->last().arrivedOver, (*history)->connection());
    }
    // The same server under a CA the station does not trust: refused, nothing read.
    QTemporaryDir other;
    const QString otherCa = other.filePath(u"other-ca.crt"_s);
    const ProcessResult made = runProcess(
        u"openssl"_s, {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-days"_s,
                       u"2"_s, u"-subj"_s, u"/CN=Another CA"_s, u"-keyout"_s,
                       other.filePath(u"other-ca.key"_s), u"-out"_s, otherCa});
    QVERIFY2(made.exitCode == 0, made.describe());
    const Result<std::unique_ptr<CaseHistory>> untrusted
        = CaseHistory::open(m_server->tlsUrl(otherCa), CaseHistory::Access::ReadOnly);
    QVERIFY(!untrusted);
    QVERIFY2(untrusted.error().userMessage().contains(u"certificate verify failed"_s),
             qPrintable(untrusted.error().userMessage()));
    // Without TLS (the local socket) it says so.
    const Result<std::unique_ptr<CaseHistory>> local
        = CaseHistory::open(m_server->url(), CaseHistory::Access::ReadOnly);
    QVERIFY(local);
    QCOMPARE((*local)->connection(), u"without TLS, sslmode=prefer"_s);
}

// A login that must give a password over TCP (scram-sha-256): the station takes it from
// ~/.pgpass, PGPASSFILE or PGPASSWORD, and a service file names the server, as libpq does; without
// one, or with a wrong one, it is refused with where to keep it; the password is in no output,
// record or log.
void TestPostgresHistory::aPasswordIsTakenFromWherePostgresKeepsIt()
{
    const int port = 20000 + int((QCoreApplication::applicationPid() + 7) % 20000);
    QVERIFY2(m_server->startWithTls(port), m_server->problem());
    QVERIFY2(m_server->requirePasswordsOverTcp(), m_server->problem());
    const QByteArray password = "Lab pass $(touch x) \"7\"";
    const ProcessResult set
        = m_server->psql(u"ALTER ROLE station1 PASSWORD '%1'"_s.arg(QString::fromUtf8(password)));
    QVERIFY2(set.exitCode == 0, set.describe());
    const QString url = m_server->tlsUrl(m_server->caFile(), u"station1"_s);
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"PGPASSWORD", "PGPASSFILE", "PGSERVICEFILE", "PGSERVICE", "PGUSER"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(u"HOME"_s, home.path());
    const auto writeFile = [](const QString &path, const QByteArray &content) {
        QFile file(path);
        const bool written = file.open(QIODevice::WriteOnly | QIODevice::Truncate)
                             && file.write(content) == content.size();
        file.close();
        // libpq reads a password file that only its owner may read.
        return written
               && QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    };
    const auto check = [&](const QString &history, const QProcessEnvironment &with) {
        return runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                          {u"history"_s, u"check"_s, u"--history"_s, history}, with);
    };
    // No password anywhere: refused, and told where to keep it.
    const ProcessResult without = check(url, environment);
    QVERIFY2(without.exitCode != 0 && without.standardError.contains("no password supplied")
                 && without.standardError.contains("~/.pgpass"),
             without.describe());
    // ~/.pgpass (hostname:port:database:username:password, ':' and '\' escaped).
    const QByteArray line = "localhost:" + QByteArray::number(port) + ":custody:station1:";
    QVERIFY(writeFile(home.filePath(u".pgpass"_s), line + password + '\n'));
    const ProcessResult fromHome = check(url, environment);
    QVERIFY2(fromHome.exitCode == 0 && fromHome.standardOutput.contains("connection: TLSv1."),
             fromHome.describe());
    // An acquisition recorded with it: the password is nowhere in what it wrote or said.
    QTemporaryDir work;
    QVERIFY(writeFile(work.filePath(u"evidence.bin"_s), QByteArray(65536, 'p')));
    const ProcessResult recorded
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"acquire"_s, work.filePath(u"evidence.bin"_s), work.filePath(u"image"_s),
                      u"--no-smart"_s, u"--history"_s, url},
                     environment);
    QVERIFY2(recorded.exitCode == 0
                 && recorded.standardOutput.contains("Recorded in the case history"),
             recorded.describe());
    QVERIFY(!recorded.standardOutput.contains(password)
            && !recorded.standardError.contains(password));
    const QStringList written = QDir(work.path()).entryList(QDir::Files);
    QVERIFY(written.size() > 2);
    for (const QString &name : written) {
        QFile file(work.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(!file.readAll().contains(password), qPrintable(name));
    }
    // PGPASSFILE names another file, with a wrong password: refused, the password not repeated.
    QProcessEnvironment wrong = environment;
    wrong.insert(u"PGPASSFILE"_s, home.filePath(u"wrong.pgpass"_s));
    QVERIFY(writeFile(home.filePath(u"wrong.pgpass"_s), line + "not-it\n"));
    const ProcessResult refused = check(url, wrong);
    QVERIFY2(refused.exitCode != 0
                 && refused.standardError.contains("password authentication failed")
                 && refused.standardError.contains("the server refused the password")
                 && !refused.standardError.contains("not-it"),
             refused.describe());
    // A service file names the server, the login and the TLS check; the URL only the database.
    QProcessEnvironment service = environment;
    service.insert(u"PGSERVICEFILE"_s, home.filePath(u"services.conf"_s));
    QVERIFY(writeFile(home.filePath(u"services.conf"_s),
                      "[lab]\nhost=localhost\nport=" + QByteArray::number(port)
                          + "\nuser=station1\nsslmode=verify-full\nsslrootcert="
                          + m_server->caFile().toUtf8() + '\n'));
    const ProcessResult byService = check(u"postgresql:///custody?service=lab"_s, service);
    // The sslmode said is the one libpq used, here the service file's.
    QVERIFY2(byService.exitCode == 0 && byService.standardOutput.contains("connection: TLSv1.")
                 && byService.standardOutput.contains(", sslmode=verify-full\n"),
             byService.describe());
    // PGPASSWORD, and no password file at all.
    QVERIFY(QFile::remove(home.filePath(u".pgpass"_s)));
    QVERIFY(check(url, environment).exitCode != 0);
    QProcessEnvironment variable = environment;
    variable.insert(u"PGPASSWORD"_s, QString::fromUtf8(password));
    const ProcessResult fromVariable = check(url, variable);
    QVERIFY2(fromVariable.exitCode == 0, fromVariable.describe());
}

// history export --case: the case's rows whole, the others by their hashes; history check FILE
// verifies it and finds a changed or a missing row.
void TestPostgresHistory::aCaseIsExportedToStandOnItsOwn()
{
    {
        const std::unique_ptr<CaseHistory> history = openHistory(u"station1"_s);
        QVERIFY(history);
        for (int n = 1; n <= 5; ++n) {
            HistoryEvent one = event(u"event %1"_s.arg(n));
            one.caseNumber = n % 2 == 0 ? u"LAB-8"_s : u"LAB-7"_s;
            QVERIFY(history->append(one));
        }
    }
    QTemporaryDir dir;
    const ProcessResult exported = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                                              {u"history"_s, u"export"_s, u"--case"_s, u"lab-8"_s,
                                               u"--history"_s, m_server->url(u"station2"_s)});
    QVERIFY2(exported.exitCode == 0, exported.describe());
    QJsonObject document = QJsonDocument::fromJson(exported.standardOutput).object();
    QCOMPARE(document.value(u"case_rows"_s).toInteger(), 2);
    const QJsonArray rows = document.value(u"rows"_s).toArray();
    QCOMPARE(rows.size(), 5);
    QVERIFY(!rows.at(0).toObject().contains(u"columns"_s)); // another case's: by its hash only
    QCOMPARE(rows.at(1).toObject().value(u"columns"_s).toObject().value(u"note"_s).toString(),
             u"event 2"_s);
    // With how the row arrived: in the row's hash, so the file must carry it.
    QCOMPARE(rows.at(1).toObject().value(u"columns"_s).toObject().value(u"arrived_as"_s).toString(),
             u"station1"_s);
    const auto checked = [&dir](const QJsonObject &object) {
        const QString path = dir.filePath(u"case.json"_s);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return ProcessResult{};
        file.write(QJsonDocument(object).toJson());
        file.close();
        return runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"check"_s, path});
    };
    const ProcessResult holds = checked(document);
    QCOMPARE(holds.exitCode, 0);
    QVERIFY2(holds.standardOutput.contains("2 event(s) of the case, in a chain of 5 rows"),
             holds.describe());
    // Each case row's hash, to compare with the lab's history.
    QVERIFY2(holds.standardOutput.contains(
                 "row 2: " + rows.at(1).toObject().value(u"row_hash"_s).toString().toLatin1()),
             holds.describe());
    // A verdict changed in the file.
    QJsonArray changed = rows;
    QJsonObject row = changed.at(3).toObject();
    QJsonObject columns = row.value(u"columns"_s).toObject();
    columns.insert(u"verdict"_s, u"match"_s);
    row.insert(u"columns"_s, columns);
    changed.replace(3, row);
    document.insert(u"rows"_s, changed);
    const ProcessResult edited = checked(document);
    QCOMPARE(edited.exitCode, 1);
    QVERIFY2(edited.standardOutput.contains("row 4 of the case was changed"), edited.describe());
    // A row left out.
    QJsonArray shorter = rows;
    shorter.removeAt(1);
    document.insert(u"rows"_s, shorter);
    const ProcessResult missing = checked(document);
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.standardOutput.contains("row 2 is missing"), missing.describe());
}

// A trigger of the owner's that quietly drops rows: the append fails rather than say "recorded".
void TestPostgresHistory::aRowTheDatabaseDidNotStoreIsNotRecorded()
{
    const ProcessResult swallow = m_server->psql(
        u"CREATE FUNCTION swallow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END "
        "$$; CREATE TRIGGER events_a BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION "
        "swallow()"_s);
    QVERIFY2(swallow.exitCode == 0, swallow.describe());
    const std::unique_ptr<CaseHistory> history = openHistory(u"station1"_s);
    QVERIFY(history);
    const Result<HistoryRow> row = history->append(event(u"swallowed"_s));
    QVERIFY(!row);
    QVERIFY2(row.error().userMessage().contains(u"did not store the row"_s),
             qPrintable(row.error().userMessage()));
}

// Each row says which login stored it, from where and over what: the station writes it, the
// server refuses a row that says otherwise, and a later change breaks the row's hash (above).
void TestPostgresHistory::eachRowSaysHowItArrivedAsTheServerSawIt()
{
    appendEvents(2);
    const std::unique_ptr<CaseHistory> history = openHistory(u"station2"_s);
    QVERIFY(history);
    const Result<QList<HistoryRow>> rows = history->rows();
    QVERIFY(rows && rows->size() == 2);
    const QString local = u"as station1 from local, without TLS, sslmode=prefer"_s;
    for (const HistoryRow &row : *rows) {
        QCOMPARE(row.arrivedAs, u"station1"_s);
        QCOMPARE(row.arrivedFrom, u"local"_s); // the server's own socket
        QCOMPARE(row.arrivedOver, u"without TLS, sslmode=prefer"_s);
        QCOMPARE(row.arrival(), local);
    }
    const Result<ChainCheck> check = history->check();
    QVERIFY(check && check->intact() && check->notes.isEmpty());
    QCOMPARE(check->arrivals, (QMap<QString, qint64>{{local, 2}}));
    const ProcessResult checked
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"history"_s, u"check"_s, u"--history"_s, m_server->url()});
    QCOMPARE(checked.exitCode, 0);
    QVERIFY2(checked.standardOutput.contains("arrived: 2 row(s) " + local.toUtf8() + '\n'),
             checked.describe());
    // The sslmode libpq used, wherever it took it: here PGSSLMODE.
    QProcessEnvironment plain = QProcessEnvironment::systemEnvironment();
    plain.insert(u"PGSSLMODE"_s, u"disable"_s);
    const ProcessResult disabled
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"history"_s, u"check"_s, u"--history"_s, m_server->url()}, plain);
    QVERIFY2(disabled.exitCode == 0
                 && disabled.standardOutput.contains("connection: without TLS, sslmode=disable\n"),
             disabled.describe());
    const ProcessResult listed
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                     {u"history"_s, u"--json"_s, u"--history"_s, m_server->url()});
    QCOMPARE(listed.exitCode, 0);
    const QJsonObject arrived = QJsonDocument::fromJson(listed.standardOutput)
                                    .array()
                                    .at(1)
                                    .toObject()
                                    .value(u"arrived"_s)
                                    .toObject();
    QCOMPARE(arrived.value(u"as"_s).toString(), u"station1"_s);
    QCOMPARE(arrived.value(u"from"_s).toString(), u"local"_s);
    // A station that says it is another login, comes from elsewhere, used TLS, or says nothing:
    // refused by the server, even for a row that follows the chain.
    for (const QString &claim :
         {u"'station2', 'local', 'without TLS, sslmode=prefer'"_s,
          u"'station1', '10.0.0.9', 'without TLS, sslmode=prefer'"_s,
          u"'station1', 'local', 'TLSv1.3, sslmode=verify-full'"_s, u"NULL, NULL, NULL"_s}) {
        const ProcessResult forged = m_server->psql(
            u"INSERT INTO events (id, recorded_utc, kind, event_utc, previous_hash, row_hash, "
            "arrived_as, arrived_from, arrived_over) SELECT 3, 'x', 'verification', 'x', "
            "last_hash, repeat('1', 64), %1 FROM chain_head"_s.arg(claim),
            u"station1"_s);
        QVERIFY2(forged.exitCode != 0, qPrintable(claim));
        QVERIFY2(forged.standardError.contains("says it arrived as")
                     && forged.standardError.contains("but it came as station1 from local over "
                                                      "without TLS"),
                 forged.describe());
    }
    const Result<ChainCheck> after = history->check();
    QVERIFY(after && after->intact() && after->rows == 2);
}

// A history set up by an earlier Custody (schema 1) is used as it is, said to be older, and
// upgraded in place by its owner: its rows keep their hashes, those after it say how they arrived.
void TestPostgresHistory::aSchemaOneHistoryIsUpgradedInPlace()
{
    QVERIFY(m_server->psql(u"CREATE DATABASE older TEMPLATE template0 ENCODING 'UTF8'"_s).exitCode
            == 0);
    QString url = m_server->url();
    url.replace(u"/custody?"_s, u"/older?"_s);
    const Result<int> made = CaseHistory::initPostgres(url, 1);
    QVERIFY2(made && *made == 0, qPrintable(made ? QString() : made.error().userMessage()));
    QString stationUrl = m_server->url(u"station1"_s);
    stationUrl.replace(u"/custody?"_s, u"/older?"_s);
    {
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(stationUrl, CaseHistory::Access::ReadWrite);
        QVERIFY2(history, qPrintable(history ? QString() : history.error().userMessage()));
        QCOMPARE((*history)->schemaVersion(), 1);
        QVERIFY((*history)->append(event(u"old 1"_s)));
        const Result<HistoryRow> row = (*history)->append(event(u"old 2"_s));
        QVERIFY(row && row->arrival().isEmpty());
    }
    const ProcessResult older = runProcess(QStringLiteral(CUSTODY_CLI_PATH),
                                           {u"history"_s, u"check"_s, u"--history"_s, url});
    QCOMPARE(older.exitCode, 0);
    QVERIFY2(older.standardOutput.contains("arrived: 2 row(s) that do not say how")
                 && older.standardOutput.contains("schema 1: the database's owner upgrades it "
                                                  "to schema 2 with 'custody-cli history init"),
             older.describe());
    const ProcessResult upgraded
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"init"_s, url});
    QVERIFY2(upgraded.exitCode == 0
                 && upgraded.standardOutput.contains("upgraded from schema 1 to 2"),
             upgraded.describe());
    const ProcessResult again
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"init"_s, url});
    QVERIFY2(again.exitCode != 0 && again.standardError.contains("(schema 2) already"),
             again.describe());
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(stationUrl, CaseHistory::Access::ReadWrite);
    QVERIFY(history);
    QCOMPARE((*history)->schemaVersion(), 2);
    const Result<HistoryRow> row = (*history)->append(event(u"new"_s));
    QVERIFY(row);
    QCOMPARE(row->arrival(), u"as station1 from local, without TLS, sslmode=prefer"_s);
    const Result<ChainCheck> check = (*history)->check();
    QVERIFY(check);
    QVERIFY2(check->intact(), qPrintable(check->problem));
    QVERIFY2(check->notes.isEmpty(), qPrintable(check->notes.join(u"; "_s)));
    QCOMPARE(check->rows, 3);
    QCOMPARE(check->arrivals, (QMap<QString, qint64>{{QString(), 2}, {row->arrival(), 1}}));
}

QTEST_GUILESS_MAIN(TestPostgresHistory)
#include "tst_postgreshistory.moc"
