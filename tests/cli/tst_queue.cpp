// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "queuerun.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

// custody-cli in `folder`, its history kept there.
ProcessResult custodyIn(const QTemporaryDir &folder, const QStringList &arguments)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    return runProcess(cli, arguments, environment, folder.path());
}

QString digestIn(const QString &record, const QString &algorithm)
{
    const QJsonObject object = QJsonDocument::fromJson(readFile(record)).object();
    for (const QJsonValue &hash : object.value(u"hashes"_s).toArray()) {
        if (hash[u"algorithm"_s].toString() == algorithm)
            return hash[u"digest"_s].toString();
    }
    return {};
}

} // namespace

// custody-cli queue: a file of jobs run a few at once, each its own custody-cli, with a status
// file; the limits are watched in /proc, not taken from the queue's word.
class TestQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eightJobsWithALimitOfTwo();
    void oneDiskTakesItsLimit();
    void aDiskOfItsOwnLimit();
    void withoutJobsTheLimitIsHalfTheCores();
    void aJobReadingAnotherJobsImageWaitsForIt();
    void aBadLineRunsNothing();
    void wordsAreDataNotShell();
    void theHighestPriorityGoesFirst();
    void aSignalStopsTheQueueAndKeepsTheMaps();
    void aJobWaitsForItsSourceThenGivesUp();
    void theStatusFileIsNeverWrittenOverSomethingElse();
    void progressIsNeverWrittenIntoAFile();
};

// Eight acquisitions with a limit of two: never more than two custody-cli at once, two at once
// at some point, and every job ends with its own verdict and the digests of its source.
void TestQueue::eightJobsWithALimitOfTwo()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QByteArray jobs = "# eight sources, each read back\n";
    for (int i = 1; i <= 8; ++i) {
        QVERIFY(writeFile(folder.filePath(u"source%1.bin"_s.arg(i)), randomBytes(48 * MiB, i)));
        jobs += "acquire source" + QByteArray::number(i) + ".bin image" + QByteArray::number(i)
                + " --no-smart --hash md5,sha256 --verify\n";
    }
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"2"_s, u"--per-disk"_s, u"8"_s});
    QVERIFY2(run.result.exitCode == 0, run.result.describe());
    QVERIFY2(run.mostJobsAtOnce <= 2, QByteArray::number(run.mostJobsAtOnce));
    QVERIFY2(run.mostJobsAtOnce == 2, "the jobs never ran two at once");
    QVERIFY(run.statusAlwaysWhole);
    QCOMPARE(run.status.value(u"state"_s).toString(), u"finished"_s);
    QCOMPARE(run.status.value(u"limit"_s).toInt(), 2);
    const QList<QJsonObject> ended = run.jobs();
    QCOMPARE(ended.size(), 8);
    for (int i = 1; i <= 8; ++i) {
        const QJsonObject &job = ended.at(i - 1);
        QCOMPARE(job.value(u"number"_s).toInt(), i);
        QCOMPARE(job.value(u"state"_s).toString(), u"succeeded"_s);
        QCOMPARE(job.value(u"outcome"_s).toString(), u"completed"_s);
        QCOMPARE(job.value(u"verdict"_s).toString(), u"match"_s);
        QCOMPARE(job.value(u"exitStatus"_s).toInt(), 0);
        QCOMPARE(job.value(u"totalBytes"_s).toInteger(), 48 * MiB);
        const QString source = folder.filePath(u"source%1.bin"_s.arg(i));
        const QString record = folder.filePath(u"image%1.json"_s.arg(i));
        QCOMPARE(digestIn(record, u"sha256"_s), coreutilsDigest(u"sha256"_s, source));
        QCOMPARE(digestIn(record, u"md5"_s), coreutilsDigest(u"md5"_s, source));
    }
    QVERIFY2(run.result.standardOutput.contains("8 jobs: 8 succeeded."), run.result.describe());
}

// --per-disk 1: jobs writing one file system run one at a time, whatever --jobs allows.
void TestQueue::oneDiskTakesItsLimit()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QByteArray jobs;
    for (int i = 1; i <= 3; ++i) {
        QVERIFY(writeFile(folder.filePath(u"source%1.bin"_s.arg(i)), randomBytes(32 * MiB, i)));
        jobs += "acquire source" + QByteArray::number(i) + ".bin image" + QByteArray::number(i)
                + " --no-smart --verify\n";
    }
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"3"_s, u"--per-disk"_s, u"1"_s});
    QVERIFY2(run.result.exitCode == 0, run.result.describe());
    QCOMPARE(run.mostJobsAtOnce, 1);
    QVERIFY(run.result.standardOutput.contains("At most 1 at once on each disk"));
}

// --disk-limit PATH=N: the file system of a destination folder (here a tmpfs of its own, not the
// root file system) takes its own limit, fewer or more than --per-disk gives the others, and no
// other disk takes it; a limit for a disk no job uses is said; a folder on the root file system
// (a mount point whose disk is not mounted) or a bad value runs nothing.
void TestQueue::aDiskOfItsOwnLimit()
{
    const QString shm = u"/dev/shm"_s;
    struct stat root = {};
    struct stat memory = {};
    if (::stat("/", &root) != 0 || ::stat(shm.toLocal8Bit().constData(), &memory) != 0
        || root.st_dev == memory.st_dev)
        QSKIP("needs /dev/shm, a file system other than the root's");
    QTemporaryDir folder;
    QTemporaryDir destination(shm + u"/custody-disk-XXXXXX"_s);
    QVERIFY(folder.isValid() && destination.isValid());
    QByteArray jobs;
    for (int i = 1; i <= 3; ++i) {
        QVERIFY(writeFile(folder.filePath(u"source%1.bin"_s.arg(i)), randomBytes(48 * MiB, i)));
        jobs += "acquire source" + QByteArray::number(i) + ".bin "
                + destination.filePath(u"image%1"_s.arg(i)).toUtf8()
                + " --no-smart --hash md5,sha256 --verify --force\n";
    }
    const auto run = [&](const QStringList &options) {
        return runQueue(folder, jobs, options);
    };
    const QueueRun fewer = run({u"--jobs"_s, u"3"_s, u"--per-disk"_s, u"3"_s, u"--disk-limit"_s,
                                destination.path() + u"=1"_s, u"--disk-limit"_s, u"/proc=2"_s});
    QVERIFY2(fewer.result.exitCode == 0, fewer.result.describe());
    QCOMPARE(fewer.mostJobsAtOnce, 1);
    QVERIFY2(
        fewer.result.standardOutput.contains("At most 1 at once on the disk of "
                                             + destination.path().toUtf8() + " (--disk-limit)")
            && fewer.result.standardOutput.contains("no job of the queue uses the disk of /proc"),
        fewer.result.describe());
    // Another disk's limit is not this one's: three at once.
    const QueueRun others
        = run({u"--jobs"_s, u"3"_s, u"--per-disk"_s, u"3"_s, u"--disk-limit"_s, u"/proc=1"_s});
    QVERIFY2(others.result.exitCode == 0, others.result.describe());
    QVERIFY2(others.mostJobsAtOnce == 3, QByteArray::number(others.mostJobsAtOnce));
    // More than --per-disk: the folder's disk takes two at once.
    const QueueRun more = run({u"--jobs"_s, u"3"_s, u"--per-disk"_s, u"1"_s, u"--disk-limit"_s,
                               destination.path() + u"=2"_s});
    QVERIFY2(more.result.exitCode == 0, more.result.describe());
    QVERIFY2(more.mostJobsAtOnce == 2, QByteArray::number(more.mostJobsAtOnce));
    // Refused before anything runs.
    QVERIFY(QFile::remove(destination.filePath(u"image1.dd"_s)));
    const QString here = destination.path() + u"=1"_s;
    const QList<std::pair<QStringList, QByteArray>> refusals{
        {{destination.path() + u"=0"_s}, "from 1 to 256, as PATH=N"},
        {{destination.path()}, "from 1 to 256, as PATH=N"},
        {{destination.filePath(u"nowhere"_s) + u"=1"_s}, "nowhere is not there"},
        {{folder.filePath(u"source1.bin"_s) + u"=1"_s}, "source1.bin is not a folder"},
        {{u"/etc=1"_s}, "/etc is on the root file system, not on a disk of its own"},
        {{here, destination.path() + u"/.=2"_s}, "is on the same disk as"},
    };
    for (const auto &[limits, message] : refusals) {
        QStringList options;
        for (const QString &limit : limits)
            options << u"--disk-limit"_s << limit;
        const QueueRun refused = run(options);
        QVERIFY2(refused.result.exitCode == 2 && refused.result.standardError.contains(message),
                 refused.result.describe());
        QVERIFY(!QFileInfo::exists(destination.filePath(u"image1.dd"_s)));
    }
}

// Without --jobs, as many at once as half the cores this process may use (Qt's count follows
// the CPU affinity, which the queue's own process inherits), and at least one; said, and kept.
void TestQueue::withoutJobsTheLimitIsHalfTheCores()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QByteArray jobs;
    for (int i = 1; i <= 4; ++i) {
        QVERIFY(writeFile(folder.filePath(u"source%1.bin"_s.arg(i)), randomBytes(32 * MiB, i)));
        jobs += "acquire source" + QByteArray::number(i) + ".bin image" + QByteArray::number(i)
                + " --no-smart --verify\n";
    }
    const int cores = QThread::idealThreadCount();
    const int expected = qMax(1, cores / 2);
    const QueueRun run = runQueue(folder, jobs, {u"--per-disk"_s, u"4"_s});
    QVERIFY2(run.result.exitCode == 0, run.result.describe());
    QVERIFY2(run.result.standardOutput.contains(
                 u"at most %1 at once (half of the %2 cores)"_s.arg(expected).arg(cores).toUtf8()),
             run.result.describe());
    QCOMPARE(run.status.value(u"limit"_s).toInt(), expected);
    QVERIFY2(run.mostJobsAtOnce <= expected, QByteArray::number(run.mostJobsAtOnce));
    QVERIFY2(run.result.standardOutput.contains("4 jobs: 4 succeeded."), run.result.describe());
}

// A verification of the image an acquisition of the queue writes starts when that acquisition
// has ended, with any limit; when the acquisition fails, the verification is not run.
void TestQueue::aJobReadingAnotherJobsImageWaitsForIt()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(32 * MiB, 9)));
    const QByteArray jobs = "acquire source.bin image --no-smart --hash sha1\n"
                            "verify image.dd\n"
                            "acquire missing.bin other --no-smart\n"
                            "verify other.dd\n";
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"4"_s, u"--per-disk"_s, u"4"_s});
    QCOMPARE(run.result.exitCode, 1);
    const QByteArray &out = run.result.standardOutput;
    const qsizetype acquired = out.indexOf("job 1 (line 1) succeeded");
    const qsizetype verifying = out.indexOf("job 2 (line 2) started");
    QVERIFY2(acquired > 0 && verifying > acquired, out);
    const QList<QJsonObject> jobsEnded = run.jobs();
    QCOMPARE(jobsEnded.at(1).value(u"verdict"_s).toString(), u"match"_s);
    QCOMPARE(jobsEnded.at(2).value(u"state"_s).toString(), u"failed"_s);
    QCOMPARE(jobsEnded.at(2).value(u"exitStatus"_s).toInt(), 2);
    QCOMPARE(jobsEnded.at(3).value(u"state"_s).toString(), u"not-run"_s);
    QVERIFY2(jobsEnded.at(3).value(u"reason"_s).toString().contains(u"job 3"_s),
             qPrintable(jobsEnded.at(3).value(u"reason"_s).toString()));
    QVERIFY2(out.contains("4 jobs: 2 succeeded, 1 failed, 1 not run."), out);
}

// Every line is checked before anything runs: a bad option on line 3 names the line, and the
// acquisition of line 1 never starts.
void TestQueue::aBadLineRunsNothing()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(MiB, 10)));
    const struct
    {
        QByteArray line;
        QByteArray message;
    } cases[] = {
        {"acquire source.bin third --no-smart --hash md7", "jobs.txt, line 3: "},
        {"devices", "\"devices\" cannot be queued"},
        {"acquire source.bin 'third --no-smart", "a single quote is not closed"},
        {"{\"arguments\": [\"verify\"], \"priority\": 1.5}", "\"priority\" must be a whole number"},
        {"wipe /dev/null --certificate c", "a wipe in a queue needs --yes"},
    };
    for (const auto &[line, message] : cases) {
        const QueueRun run = runQueue(
            folder, "acquire source.bin first --no-smart\n# a comment\n" + line + "\n", {});
        QVERIFY2(run.result.exitCode == 2, run.result.describe());
        QVERIFY2(run.result.standardError.contains(message), run.result.describe());
        QVERIFY(!QFileInfo::exists(folder.filePath(u"first.dd"_s)));
        QVERIFY(!QFileInfo::exists(folder.filePath(u"status.json"_s)));
    }
}

// Quotes group words as a shell's do, and nothing is expanded: `$(…)`, `$HOME` and backquotes
// reach the job as the characters typed, in the text and the JSON forms alike.
void TestQueue::wordsAreDataNotShell()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(MiB, 11)));
    const QString caseNumber = u"2026-7 $(touch pwned) `touch pwned` $HOME \"q\" 'x'"_s;
    const QByteArray jobs
        = "custody-cli acquire source.bin one --no-smart --case-number "
          "\"2026-7 \\$(touch pwned) \\`touch pwned\\` \\$HOME \\\"q\\\" 'x'\" # a comment\n"
          + QJsonDocument(QJsonObject{{u"arguments"_s,
                                       QJsonArray{u"acquire"_s, u"source.bin"_s, u"two"_s,
                                                  u"--no-smart"_s, u"--case-number"_s, caseNumber}},
                                      {u"name"_s, u"the JSON form"_s}})
                .toJson(QJsonDocument::Compact)
          + "\n";
    const QueueRun run = runQueue(folder, jobs, {});
    QVERIFY2(run.result.exitCode == 0, run.result.describe());
    for (const QString &base : {u"one"_s, u"two"_s}) {
        const QJsonObject record
            = QJsonDocument::fromJson(readFile(folder.filePath(base + u".json"_s))).object();
        QCOMPARE(record.value(u"case"_s).toObject().value(u"caseNumber"_s).toString(), caseNumber);
    }
    QVERIFY(!QFileInfo::exists(folder.filePath(u"pwned"_s)));
    QCOMPARE(run.jobs().at(1).value(u"name"_s).toString(), u"the JSON form"_s);
    QVERIFY(run.result.standardOutput.contains("job 2 (line 2, the JSON form) started"));
}

// One job at a time: a job of higher priority, last in the file, runs first; equal priorities
// keep the file's order.
void TestQueue::theHighestPriorityGoesFirst()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(MiB, 12)));
    const QByteArray jobs = "acquire source.bin a --no-smart\n"
                            "acquire source.bin b --no-smart\n"
                            "--priority 5 acquire source.bin c --no-smart\n"
                            "{\"arguments\": [\"acquire\", \"source.bin\", \"d\", \"--no-smart\"], "
                            "\"priority\": 9}\n";
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"1"_s});
    QVERIFY2(run.result.exitCode == 0, run.result.describe());
    QList<int> order;
    for (const QByteArray &line : run.result.standardOutput.split('\n')) {
        const qsizetype at = line.indexOf("] job ");
        if (at > 0 && line.contains(" started: "))
            order.append(line.mid(at + 6, 1).toInt());
    }
    QCOMPARE(order, (QList<int>{4, 3, 1, 2}));
}

// SIGTERM to the queue: the running acquisition stops as on Ctrl+C (its map kept, resumable),
// the queued ones never start, and the status file says so.
void TestQueue::aSignalStopsTheQueueAndKeepsTheMaps()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    // A sparse source of 3 GiB: reading and hashing it takes seconds (long enough for the status
    // file to show a rate, rewritten every second), its disk space none.
    QFile sparse(folder.filePath(u"source.bin"_s));
    QVERIFY(sparse.open(QIODevice::WriteOnly) && sparse.resize(3072 * MiB));
    sparse.close();
    const QByteArray jobs = "acquire source.bin first --no-smart --hash md5,sha512\n"
                            "acquire source.bin second --no-smart\n";
    bool signalled = false;
    // What a dashboard reads of the running job: its phase, bytes, rate, time left and bad
    // sectors (the status is rewritten every second); the signal comes once it shows a rate.
    QJsonObject running;
    QElapsedTimer sinceMap;
    const QueueRun run = runQueue(folder, jobs, {u"--jobs"_s, u"1"_s}, [&](QProcess &queue) {
        if (signalled || !QFileInfo::exists(folder.filePath(u"first.map"_s)))
            return;
        if (!sinceMap.isValid())
            sinceMap.start();
        const QJsonArray listed
            = QJsonDocument::fromJson(readFile(folder.filePath(u"status.json"_s)))
                  .object()
                  .value(u"jobs"_s)
                  .toArray();
        if (!listed.isEmpty() && listed.at(0).toObject().value(u"bytesPerSecond"_s).toDouble() > 0)
            running = listed.at(0).toObject();
        if (running.isEmpty() && sinceMap.elapsed() < 20000)
            return;
        ::kill(pid_t(queue.processId()), SIGTERM);
        signalled = true;
    });
    QVERIFY(signalled);
    QVERIFY2(!running.isEmpty(), "the status file never showed the running job's rate");
    QCOMPARE(running.value(u"state"_s).toString(), u"running"_s);
    QCOMPARE(running.value(u"phase"_s).toString(), u"imaging"_s);
    QCOMPARE(running.value(u"totalBytes"_s).toInteger(), 3072 * MiB);
    QVERIFY(running.value(u"bytesDone"_s).toInteger() > 0);
    QVERIFY(running.value(u"bytesDone"_s).toInteger() < 3072 * MiB);
    QVERIFY2(running.value(u"secondsRemaining"_s).toDouble(-1) >= 0,
             QJsonDocument(running).toJson().constData());
    QCOMPARE(running.value(u"badSectors"_s).toInteger(-1), 0);
    QVERIFY2(run.result.exitCode == 1, run.result.describe());
    QCOMPARE(run.status.value(u"state"_s).toString(), u"stopped"_s);
    QCOMPARE(run.jobs().at(0).value(u"state"_s).toString(), u"stopped"_s);
    QCOMPARE(run.jobs().at(0).value(u"outcome"_s).toString(), u"cancelled"_s);
    QCOMPARE(run.jobs().at(1).value(u"state"_s).toString(), u"not-run"_s);
    QVERIFY(!QFileInfo::exists(folder.filePath(u"second.dd"_s)));
    QVERIFY2(run.result.standardError.contains("--resume"), run.result.describe());
    // The stopped job's map and image were kept: a resume finishes it with the source's digests.
    const ProcessResult resumed
        = custodyIn(folder, {u"acquire"_s, u"source.bin"_s, u"first"_s, u"--no-smart"_s,
                             u"--hash"_s, u"md5,sha512"_s, u"--resume"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(digestIn(folder.filePath(u"first.json"_s), u"md5"_s),
             coreutilsDigest(u"md5"_s, folder.filePath(u"source.bin"_s)));
}

// --source-wait: a job whose source is not there waits for it (holding no slot) and starts
// when it appears; one that never appears is not run, and the queue says why.
void TestQueue::aJobWaitsForItsSourceThenGivesUp()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QByteArray jobs = "acquire later.bin one --no-smart\n"
                            "acquire never.bin two --no-smart\n";
    QElapsedTimer clock;
    clock.start();
    const QueueRun run = runQueue(
        folder, jobs, {u"--jobs"_s, u"1"_s, u"--source-wait"_s, u"3"_s}, [&](QProcess &) {
            if (clock.elapsed() > 1000 && !QFileInfo::exists(folder.filePath(u"later.bin"_s))) {
                // Whole, then renamed into place, as a drive appears whole.
                writeFile(folder.filePath(u"making"_s), randomBytes(MiB, 13));
                QFile::rename(folder.filePath(u"making"_s), folder.filePath(u"later.bin"_s));
            }
        });
    QCOMPARE(run.result.exitCode, 1);
    QCOMPARE(run.jobs().at(0).value(u"state"_s).toString(), u"succeeded"_s);
    QCOMPARE(run.jobs().at(1).value(u"state"_s).toString(), u"not-run"_s);
    QVERIFY(run.jobs().at(1).value(u"reason"_s).toString().contains(u"--source-wait"_s));
    QVERIFY2(run.result.standardOutput.contains("waits for"), run.result.describe());
}

// The status file replaces only an earlier status file: a record, a log or an image at its
// path is refused before any job runs (the safety matrix covers every kind of protected file).
void TestQueue::theStatusFileIsNeverWrittenOverSomethingElse()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(MiB, 14)));
    QVERIFY(writeFile(folder.filePath(u"status.json"_s), "{\"notes\": \"a lab's own file\"}\n"));
    const QueueRun refused = runQueue(folder, "acquire source.bin one --no-smart\n", {});
    QCOMPARE(refused.result.exitCode, 2);
    QVERIFY2(refused.result.standardError.contains("not a status file of Custody's queue"),
             refused.result.describe());
    QCOMPARE(readFile(folder.filePath(u"status.json"_s)), "{\"notes\": \"a lab's own file\"}\n");
    QVERIFY(!QFileInfo::exists(folder.filePath(u"one.dd"_s)));
    // A file that looks like a status file but has the name of a case's file (its checksums,
    // beside its map): the gate refuses it.
    QVERIFY(custodyIn(folder, {u"acquire"_s, u"source.bin"_s, u"CASE"_s, u"--no-smart"_s}).exitCode
            == 0);
    const QByteArray lookalike = "{\"format\": \"custody-queue-status\"}\n";
    QVERIFY(writeFile(folder.filePath(u"CASE.sha256"_s), lookalike));
    const ProcessResult caseFile
        = custodyIn(folder, {u"queue"_s, folder.filePath(u"jobs.txt"_s), u"--status"_s,
                             folder.filePath(u"CASE.sha256"_s)});
    QCOMPARE(caseFile.exitCode, 2);
    QVERIFY2(caseFile.standardError.contains("CASE.sha256"), caseFile.describe());
    QCOMPARE(readFile(folder.filePath(u"CASE.sha256"_s)), lookalike);
    // An earlier queue's status file is replaced.
    QVERIFY(QFile::remove(folder.filePath(u"status.json"_s)));
    QVERIFY(runQueue(folder, "acquire source.bin one --no-smart\n", {}).result.exitCode == 0);
    const QueueRun again = runQueue(folder, "acquire source.bin two --no-smart\n", {});
    QVERIFY2(again.result.exitCode == 0, again.result.describe());
    QCOMPARE(again.jobs().size(), 1);
    QCOMPARE(again.jobs().at(0).value(u"arguments"_s).toArray().at(2).toString(), u"two"_s);
    // Replaced by a link while the queue runs: neither the link nor its target is written, the
    // jobs go on, and the queue's exit status says the status file was not kept.
    QVERIFY(writeFile(folder.filePath(u"target.txt"_s), "another case's notes\n"));
    QVERIFY(QFile::remove(folder.filePath(u"status.json"_s)));
    bool swapped = false;
    // The job waits for its source (the status file says so), which appears only once the link
    // is in place: every later write of the status file (at the job's start and end; no timed
    // ones) meets the link.
    const QueueRun linked = runQueue(
        folder, "acquire later.bin three --no-smart\n",
        {u"--source-wait"_s, u"60"_s, u"--status-interval"_s, u"3600"_s}, [&](QProcess &) {
            const QString status = folder.filePath(u"status.json"_s);
            if (swapped || !readFile(status).contains("waiting-for-source"))
                return;
            swapped = QFile::remove(status) && QFile::link(u"target.txt"_s, status)
                      && writeFile(folder.filePath(u"later.bin"_s), randomBytes(MiB, 17));
        });
    QVERIFY(swapped);
    QCOMPARE(linked.result.exitCode, 1);
    QVERIFY2(linked.result.standardError.contains("the status file is no longer written"),
             linked.result.describe());
    QVERIFY(QFileInfo(folder.filePath(u"status.json"_s)).isSymLink());
    QCOMPARE(readFile(folder.filePath(u"target.txt"_s)), "another case's notes\n");
    QVERIFY(QFileInfo::exists(folder.filePath(u"three.json"_s)));
}

// CUSTODY_PROGRESS_FD naming a descriptor open on a regular file (an image, by mistake): the
// progress channel takes pipes and sockets only, so the file is never written.
void TestQueue::progressIsNeverWrittenIntoAFile()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(writeFile(folder.filePath(u"source.bin"_s), randomBytes(MiB, 15)));
    const QByteArray evidence = randomBytes(4096, 16);
    QVERIFY(writeFile(folder.filePath(u"evidence.dd"_s), evidence));
    const QByteArray evidencePath = QFile::encodeName(folder.filePath(u"evidence.dd"_s));
    QProcess acquisition;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"xdg"_s));
    environment.insert(u"CUSTODY_PROGRESS_FD"_s, u"3"_s);
    acquisition.setProcessEnvironment(environment);
    acquisition.setChildProcessModifier([&evidencePath] {
        const int descriptor = ::open(evidencePath.constData(), O_WRONLY | O_APPEND);
        if (descriptor >= 0 && descriptor != 3)
            ::dup2(descriptor, 3);
    });
    acquisition.start(cli, {u"acquire"_s, folder.filePath(u"source.bin"_s),
                            folder.filePath(u"image"_s), u"--no-smart"_s});
    QVERIFY(acquisition.waitForFinished(60000));
    QCOMPARE(acquisition.exitCode(), 0);
    QCOMPARE(readFile(folder.filePath(u"evidence.dd"_s)), evidence);
}

QTEST_GUILESS_MAIN(TestQueue)
#include "tst_queue.moc"
