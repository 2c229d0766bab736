// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"
#include "engine/mapfile.h"
#include "faultyfolder.h"
#include "testfiles.h"
#include "testprocess.h"

#include <csignal>

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 deviceBytes = 16 * MiB;
const QList<Extent> badExtents{{MiB + 4096, 8192}, {7 * MiB, 512}, {12 * MiB + 1024, 4096}};

int environmentNumber(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

struct Tally
{
    int runs = 0;
    int kills = 0;
    int writeFaults = 0;
    int vanishes = 0;
    int completions = 0;
};

} // namespace

// A randomized soak of the evidence-safety invariants: acquisitions of a FUSE + loop device with
// bad sectors into a folder whose writes fail on demand, killed with SIGKILL at random moments,
// meeting random write faults (ENOSPC, EIO, EROFS on the image, map, sidecar, log or record) or a
// source that vanishes mid-run and returns; each followed by --resume. After every run:
//   - the source is unchanged;
//   - the map, if there is one, parses, every byte it calls finished holds what the source holds
//     there, and every byte it calls bad holds the fill;
//   - a sidecar or a completed record names the digest of the image, and the image is complete;
// and every acquisition ends, after its resumes, with an image that equals the source outside the
// sectors recorded as unreadable (the device's bad sectors among them).
// Bounded: CUSTODY_SOAK_SECONDS (default 90) of runs, in rounds of a minute, each with its own
// seed (CUSTODY_SOAK_SEED + round; CUSTODY_SOAK_SEED repeats a sequence). Qt Test stops a test
// function after five minutes: for a longer soak set QTEST_FUNCTION_TIMEOUT (milliseconds) too.
// Needs root (FUSE, loop devices).
class TestSoak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void randomKillsFaultsAndVanishingSource_data();
    void randomKillsFaultsAndVanishingSource();
    void cleanupTestCase();

private:
    QString invariantProblem(const QString &base) const;

    QByteArray m_original; // the source's content
    quint32 m_seed = 0;
    Tally m_tally; // over every round
};

void TestSoak::initTestCase()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    if (const QString faultfs = FaultyFolder::unavailableReason(); !faultfs.isEmpty())
        QSKIP(qPrintable(faultfs));
}

// Bytes the map calls finished hold the source's bytes; bytes it calls bad hold the fill (zeros).
// Bad sectors may be more than the device's bad extents: a source that vanishes fails its last
// reads before its capacity drops, and those sectors are recorded as unreadable, which they were.
QString TestSoak::invariantProblem(const QString &base) const
{
    const QByteArray image = readFile(base + u".dd"_s);
    std::optional<RescueMap> map;
    if (QFile::exists(base + u".map"_s)) {
        Result<RescueMap> loaded = MapFile::load(base + u".map"_s);
        if (!loaded)
            return u"the map does not parse: "_s + loaded.error().userMessage();
        map = *loaded;
        for (const MapRun &run : map->runs()) {
            const bool finished = run.state == SectorState::Finished;
            if (!finished && run.state != SectorState::BadSector)
                continue;
            const QByteArray wanted = finished
                                          ? m_original.mid(run.extent.offset, run.extent.length)
                                          : QByteArray(run.extent.length, '\0');
            if (image.size() < run.extent.end()
                || image.mid(run.extent.offset, run.extent.length) != wanted)
                return u"the map calls [%1, %2) %3, but the image does not hold that there"_s
                    .arg(run.extent.offset)
                    .arg(run.extent.end())
                    .arg(QChar::fromLatin1(char(run.state)));
        }
    }
    // A digest, once written, is the image's, and the image is then complete.
    const QByteArray sidecar = readFile(base + u".sha256"_s);
    if (!sidecar.isEmpty() && !sidecar.startsWith(sha256Hex(image)))
        return u"the sidecar names another digest than the image's: "_s
               + QString::fromLatin1(sidecar);
    const QJsonObject record = QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
    if (record.value(u"result"_s).toObject().value(u"status"_s) == u"completed"_s) {
        if (!map
            || map->bytesIn(SectorState::Finished) + map->bytesIn(SectorState::BadSector)
                   != deviceBytes)
            return u"a completed record beside a map that is not finished"_s;
        for (const QJsonValue &hash : record.value(u"hashes"_s).toArray()) {
            if (hash[u"algorithm"_s] == u"sha256"_s
                && hash[u"digest"_s].toString().toLatin1() != sha256Hex(image))
                return u"a completed record names another digest than the image's"_s;
        }
    }
    return {};
}

void TestSoak::randomKillsFaultsAndVanishingSource_data()
{
    const int seconds = environmentNumber("CUSTODY_SOAK_SECONDS", 90);
    m_seed = quint32(
        environmentNumber("CUSTODY_SOAK_SEED", int(QRandomGenerator::global()->bounded(1 << 30))));
    qInfo("soak: %d s, seed %u (CUSTODY_SOAK_SEED=%u repeats it)", seconds, m_seed, m_seed);
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("seconds");
    for (int round = 0; round * 60 < seconds; ++round)
        QTest::addRow("round %d", round + 1) << round << std::min(60, seconds - round * 60);
}

void TestSoak::cleanupTestCase()
{
    qInfo("soak: %d runs, %d killed, %d write faults, %d source vanished, %d acquisitions "
          "completed (seed %u)",
          m_tally.runs, m_tally.kills, m_tally.writeFaults, m_tally.vanishes, m_tally.completions,
          m_seed);
}

void TestSoak::randomKillsFaultsAndVanishingSource()
{
    QFETCH(int, round);
    QFETCH(int, seconds);
    const quint32 seed = m_seed + quint32(round);
    QRandomGenerator random(seed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QByteArray original(deviceBytes, Qt::Uninitialized);
    random.fillRange(reinterpret_cast<quint32 *>(original.data()), deviceBytes / 4);
    const QString backing = dir.filePath(u"original"_s);
    {
        QFile file(backing);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(original) == deviceBytes);
    }
    m_original = original;
    const QByteArray originalDigest = sha256Hex(original);

    BadBlockDevice device(backing, badExtents, {512, {}, 40, ReadTrace::Off});
    QVERIFY2(device.start(), qPrintable(device.errorString()));
    FaultyFolder folder;
    QVERIFY2(folder.start(), qPrintable(folder.errorString()));
    const QString base = folder.path() + u"/img"_s;
    const QString backingBase = folder.backingPath() + u"/img"_s;

    Tally tally;
    QString preset = u"forensic"_s;
    QElapsedTimer soak;
    soak.start();
    while (soak.elapsed() < seconds * 1000 || QFile::exists(backingBase + u".map"_s)) {
        // A new acquisition once the last one completed (and, past the time, no new one).
        const bool fresh
            = !QFile::exists(backingBase + u".map"_s) && !QFile::exists(backingBase + u".dd"_s);
        if (fresh)
            preset = random.bounded(2) ? u"rescue"_s : u"forensic"_s;
        QStringList arguments{u"acquire"_s, device.devicePath(), base,     u"--preset"_s,
                              preset,       u"--map-interval"_s, u"0.1"_s, u"--no-smart"_s,
                              u"--hash"_s,  u"md5,sha256"_s};
        if (!fresh)
            arguments << u"--resume"_s;
        // After the time is up, only clean runs, so that the last acquisition finishes.
        const int action = soak.elapsed() < seconds * 1000 ? int(random.bounded(4)) : 3;
        if (action == 1) {
            static const char *const files[] = {".dd", ".map", ".sha256", ".txt", ".json"};
            static const char *const errors[] = {"ENOSPC", "EIO", "EROFS"};
            const QString file = QString::fromLatin1(files[random.bounded(5)]);
            const qint64 after = file == u".dd"_s ? qint64(random.bounded(int(deviceBytes))) : -1;
            QVERIFY(folder.fail(QString::fromLatin1(errors[random.bounded(3)]), file, after));
            ++tally.writeFaults;
        }
        QProcess run;
        run.start(cli, arguments);
        QVERIFY(run.waitForStarted());
        ++tally.runs;
        if (action == 0) {
            QThread::msleep(random.bounded(700));
            ::kill(pid_t(run.processId()), SIGKILL);
            ++tally.kills;
        } else if (action == 2) {
            QThread::msleep(random.bounded(600));
            QVERIFY2(device.vanish(), qPrintable(device.errorString()));
            ++tally.vanishes;
        }
        QVERIFY2(run.waitForFinished(120000), "a run did not end within two minutes");
        const QByteArray errors = run.readAllStandardError();
        if (action == 2)
            QVERIFY2(device.reappear(), qPrintable(device.errorString()));
        if (action == 1)
            QVERIFY(folder.clearFaults());
        // A clean run (no kill, fault or vanish) must always succeed.
        if (action == 3)
            QVERIFY2(run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0,
                     errors.constData());
        const QString problem = invariantProblem(backingBase);
        QVERIFY2(
            problem.isEmpty(),
            qPrintable(problem
                       + u" (run %1, action %2, seed %3): "_s.arg(tally.runs).arg(action).arg(seed)
                       + QString::fromLocal8Bit(errors)));
        QCOMPARE(sha256Hex(readFile(backing)), originalDigest);
        // Completed: the run said so, or it wrote all its files and was killed before it could
        // say so (a resume of it is then refused as finished, rightly).
        const QJsonObject result
            = QJsonDocument::fromJson(readFile(backingBase + u".json"_s))[u"result"_s].toObject();
        const bool recordComplete
            = result.value(u"status"_s) == u"completed"_s && !result.contains(u"outputError"_s);
        const bool exitedWell = run.exitStatus() == QProcess::NormalExit && run.exitCode() == 0;
        if (exitedWell)
            QVERIFY2(recordComplete, "a run that succeeded left no complete record");
        if (recordComplete) {
            // Complete: every byte finished or bad (the invariants above then fix the image),
            // and the device's bad extents among the bad ones.
            const Result<RescueMap> map = MapFile::load(backingBase + u".map"_s);
            QVERIFY(map);
            QCOMPARE(map->bytesIn(SectorState::Finished) + map->bytesIn(SectorState::BadSector),
                     deviceBytes);
            for (const Extent &bad : badExtents) {
                for (const Extent &finished : map->extentsIn(SectorState::Finished))
                    QVERIFY(bad.end() <= finished.offset || finished.end() <= bad.offset);
            }
            ++tally.completions;
            // The next acquisition starts from nothing.
            for (const QString &name :
                 QDir(folder.backingPath()).entryList(QDir::Files | QDir::Hidden))
                QVERIFY(QFile::remove(folder.backingPath() + u'/' + name));
        }
    }
    m_tally.runs += tally.runs;
    m_tally.kills += tally.kills;
    m_tally.writeFaults += tally.writeFaults;
    m_tally.vanishes += tally.vanishes;
    m_tally.completions += tally.completions;
    QVERIFY(tally.completions > 0);
}

QTEST_GUILESS_MAIN(TestSoak)
#include "tst_soak.moc"
