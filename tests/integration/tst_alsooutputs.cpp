// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "faultyfolder.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QJsonObject recordAt(const QString &base)
{
    return QJsonDocument::fromJson(readFile(base + u".json"_s)).object();
}

// The record's digests by algorithm name.
QMap<QString, QString> digestsOf(const QJsonObject &record)
{
    QMap<QString, QString> digests;
    for (const QJsonValue &hash : record.value(u"hashes").toArray())
        digests.insert(hash[u"algorithm"].toString(), hash[u"digest"].toString());
    return digests;
}

QJsonObject destinationAt(const QJsonObject &record, const QString &base)
{
    for (const QJsonValue &destination : record.value(u"destinations").toArray()) {
        if (destination[u"base"].toString() == QFileInfo(base).absoluteFilePath())
            return destination.toObject();
    }
    return {};
}

// The evidence: `content` in `dir`, whose path it returns.
QString writeEvidence(const QTemporaryDir &dir, const QByteArray &content)
{
    const QString source = dir.filePath(u"evidence.img"_s);
    return writeFile(source, content) ? source : QString();
}

// Mounts a tmpfs of `size` at `mountPoint` (the caller unmounts it).
[[nodiscard]] bool mountTmpfs(const QString &mountPoint, const QString &size)
{
    return QDir().mkpath(mountPoint)
           && runProcess(u"mount"_s,
                         {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size="_s + size, u"tmpfs"_s, mountPoint})
                      .exitCode
                  == 0;
}

// The digests a one-output acquisition of `source` records.
QMap<QString, QString> oneOutputDigests(const QString &source, const QString &base,
                                        const QStringList &options)
{
    const ProcessResult single
        = runProcess(cli, QStringList{u"acquire"_s, source, base, u"--no-smart"_s} + options);
    if (single.exitCode != 0)
        qWarning("%s", single.describe().constData());
    return digestsOf(recordAt(base));
}

} // namespace

// Several outputs from one read with custody-cli, on real file systems: every output complete,
// verified and hashed as a one-output run is; an output whose destination fills up stops alone,
// is marked failed, and resumes on its own to the same digests. Needs root (mounts, FUSE).
class TestSeveralOutputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rawAndE01OnTwoFileSystems();
    void aFullTmpfsStopsOneOutputAlone();
    void theFailedOutputsOwnRecordSaysSo();
};

void TestSeveralOutputs::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("needs root: mounts");
}

void TestSeveralOutputs::rawAndE01OnTwoFileSystems()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray content = randomBytes(6 * MiB, 23);
    const QString source = writeEvidence(dir, content);
    QVERIFY(!source.isEmpty());
    const QString first = dir.filePath(u"first"_s);
    const QString second = dir.filePath(u"second"_s);
    QVERIFY(mountTmpfs(first, u"16m"_s));
    const auto unmountFirst = qScopeGuard([&] { runProcess(u"umount"_s, {first}); });
    QVERIFY(mountTmpfs(second, u"16m"_s));
    const auto unmountSecond = qScopeGuard([&] { runProcess(u"umount"_s, {second}); });
    const QString raw = first + u"/disk"_s;
    const QString e01 = second + u"/disk"_s;

    const ProcessResult run
        = runProcess(cli, {u"acquire"_s, source, raw, u"--also"_s, e01, u"--also-format"_s,
                           u"e01"_s, u"--verify"_s, u"--no-smart"_s});
    QVERIFY2(run.exitCode == 0, run.describe());
    QCOMPARE(readFile(raw + u".dd"_s), content);
    const QJsonObject rawRecord = recordAt(raw);
    const QJsonObject e01Record = recordAt(e01);
    const QMap<QString, QString> single
        = oneOutputDigests(source, dir.filePath(u"single"_s), {u"--hash"_s, u"md5,sha1,sha256"_s});
    QCOMPARE(single.value(u"sha256"_s), QString::fromLatin1(sha256Hex(content)));
    for (const QJsonObject &record : {rawRecord, e01Record}) {
        QCOMPARE(record[u"result"][u"status"].toString(), u"completed"_s);
        QCOMPARE(digestsOf(record), single);
        QCOMPARE(record[u"verification"][u"verdict"].toString(), u"match"_s);
        // Every record lists both outputs, each with its own verdict.
        for (const QString &base : {raw, e01}) {
            const QJsonObject destination = destinationAt(record, base);
            QCOMPARE(destination[u"state"].toString(), u"completed"_s);
            QCOMPARE(destination[u"verification"].toString(), u"match"_s);
        }
    }
    QCOMPARE(destinationAt(rawRecord, raw)[u"own"].toBool(), true);
    QCOMPARE(destinationAt(rawRecord, e01)[u"own"].toBool(), false);
    QCOMPARE(destinationAt(e01Record, e01)[u"format"].toString(), u"e01"_s);
    QVERIFY(QFile::exists(e01 + u".E01"_s));
    QVERIFY(readFile(raw + u".txt"_s).contains("One read wrote 2 image(s)"));
    QCOMPARE(readFile(source), content);
}

// The brief's case: a destination on a 1 MiB tmpfs fills up while the other completes; the
// failed output is marked so in the other's record, and once the tmpfs has room, the ordinary
// resume of that output alone completes it to the same digests.
void TestSeveralOutputs::aFullTmpfsStopsOneOutputAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray content = randomBytes(4 * MiB, 29);
    const QString source = writeEvidence(dir, content);
    QVERIFY(!source.isEmpty());
    const QString tiny = dir.filePath(u"tiny"_s);
    QVERIFY(mountTmpfs(tiny, u"1m"_s));
    const auto unmount = qScopeGuard([&] { runProcess(u"umount"_s, {tiny}); });
    const QString whole = dir.filePath(u"whole"_s);
    const QString full = tiny + u"/copy"_s;

    const ProcessResult run
        = runProcess(cli, {u"acquire"_s, source, whole, u"--also"_s, full, u"--verify"_s,
                           u"--map-interval"_s, u"0"_s, u"--no-smart"_s});
    QVERIFY2(run.exitCode == 1, run.describe());
    QVERIFY2(run.standardError.contains("output " + full.toUtf8() + " failed"), run.describe());
    QVERIFY2(run.standardError.contains("ENOSPC"), run.describe());
    QVERIFY2(run.standardError.contains(" " + full.toUtf8() + " --hash"), run.describe());
    QVERIFY2(run.standardError.contains("--resume"), run.describe());
    QCOMPARE(readFile(whole + u".dd"_s), content);
    const QJsonObject wholeRecord = recordAt(whole);
    QCOMPARE(wholeRecord[u"result"][u"status"].toString(), u"completed"_s);
    QCOMPARE(wholeRecord[u"verification"][u"verdict"].toString(), u"match"_s);
    const QJsonObject failed = destinationAt(wholeRecord, full);
    QCOMPARE(failed[u"state"].toString(), u"failed"_s);
    QCOMPARE(failed[u"error"][u"code"].toString(), u"TargetFull"_s);
    QVERIFY(QFile::exists(full + u".map"_s));

    QCOMPARE(runProcess(u"mount"_s, {u"-o"_s, u"remount,size=16m"_s, tiny}).exitCode, 0);
    const ProcessResult resumed
        = runProcess(cli, {u"acquire"_s, source, full, u"--resume"_s, u"--no-smart"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(full + u".dd"_s), content);
    const QJsonObject resumedRecord = recordAt(full);
    QCOMPARE(resumedRecord[u"result"][u"status"].toString(), u"completed"_s);
    QCOMPARE(digestsOf(resumedRecord), digestsOf(wholeRecord));
}

// On a destination whose image fails with ENOSPC while its other files still fit (faultfs): the
// failed output's own record says it failed, as the other's does, and the resume of that output
// alone then writes a record that says completed, with the same digests.
void TestSeveralOutputs::theFailedOutputsOwnRecordSaysSo()
{
    if (const QString why = FaultyFolder::unavailableReason(); !why.isEmpty())
        QSKIP(qPrintable(why));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray content = randomBytes(3 * MiB, 31);
    const QString source = writeEvidence(dir, content);
    QVERIFY(!source.isEmpty());
    FaultyFolder folder;
    QVERIFY2(folder.start(), qPrintable(folder.errorString()));
    QVERIFY(folder.fail(u"ENOSPC"_s, u"copy.dd"_s, MiB));
    const QString whole = dir.filePath(u"whole"_s);
    const QString copy = folder.path() + u"/copy"_s;

    const ProcessResult run = runProcess(cli, {u"acquire"_s, source, whole, u"--also"_s, copy,
                                               u"--map-interval"_s, u"0"_s, u"--no-smart"_s});
    QVERIFY2(run.exitCode == 1, run.describe());
    const QJsonObject wholeRecord = recordAt(whole);
    const QJsonObject copyRecord = recordAt(copy);
    QCOMPARE(wholeRecord[u"result"][u"status"].toString(), u"completed"_s);
    QCOMPARE(copyRecord[u"result"][u"status"].toString(), u"failed"_s);
    QCOMPARE(copyRecord[u"result"][u"error"][u"code"].toString(), u"TargetFull"_s);
    for (const QJsonObject &record : {wholeRecord, copyRecord}) {
        QCOMPARE(destinationAt(record, copy)[u"state"].toString(), u"failed"_s);
        QCOMPARE(destinationAt(record, whole)[u"state"].toString(), u"completed"_s);
    }
    QCOMPARE(destinationAt(copyRecord, copy)[u"own"].toBool(), true);

    QVERIFY(folder.clearFaults());
    const ProcessResult resumed
        = runProcess(cli, {u"acquire"_s, source, copy, u"--resume"_s, u"--no-smart"_s});
    QVERIFY2(resumed.exitCode == 0, resumed.describe());
    QCOMPARE(readFile(copy + u".dd"_s), content);
    const QJsonObject resumedRecord = recordAt(copy);
    QCOMPARE(resumedRecord[u"result"][u"status"].toString(), u"completed"_s);
    QCOMPARE(digestsOf(resumedRecord), digestsOf(wholeRecord));
}

QTEST_GUILESS_MAIN(TestSeveralOutputs)
#include "tst_alsooutputs.moc"
