// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/clonedestination.h"
#include "badblockdevice.h"
#include "io/opensource.h"
#include "loopdevice.h"
#include "testfiles.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using Custody::Extent;
using namespace Custody;
using namespace Custody::Test;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

QJsonObject recordOf(const ProcessResult &run)
{
    return QJsonDocument::fromJson(run.standardOutput).object();
}

// A loop device over a new file of `content`, detached when the test ends.
struct Drive
{
    QString file; // what the device holds: every write through the device reaches it
    LoopDevice loop;

    bool attach(const QString &path, const QByteArray &content, int sectorBytes = 512)
    {
        file = path;
        return writeFile(path, content)
               && loop.attach(path,
                              {QStringLiteral("--sector-size"), QString::number(sectorBytes)});
    }
    QString path() const { return loop.devicePath(); }
};

} // namespace

// custody-cli acquire SRC BASE --clone DEV: a source written onto a whole drive (loop devices
// over files), and an image restored onto one. Needs root.
class TestClone : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cloneToALargerDrive_data();
    void cloneToALargerDrive();
    void refusesASmallerDrive();
    void refusesBeforeWriting_data();
    void refusesBeforeWriting();
    void clonesTheFillOfBadSectors();
    void clonesAndImagesFromOneRead();
    void restoresAnE01();
    void restoresASplitRawImage();
    void onlyTheConfirmedDriveIsOpened();

private:
    QTemporaryDir m_dir;
};

void TestClone::initTestCase()
{
    const QString why = LoopDevice::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY(m_dir.isValid());
}

void TestClone::cloneToALargerDrive_data()
{
    QTest::addColumn<QString>("excess");
    QTest::addColumn<int>("sectorBytes");
    QTest::newRow("leave") << QStringLiteral("leave") << 512;
    QTest::newRow("zero") << QStringLiteral("zero") << 512;
    QTest::newRow("pattern, 4Kn drive") << QStringLiteral("0xa5") << 4096;
}

// The drive holds the source byte for byte, its excess untouched ("leave") or the pattern read
// back, and the verification read it back with O_DIRECT to the acquisition's digests.
void TestClone::cloneToALargerDrive()
{
    QFETCH(QString, excess);
    QFETCH(int, sectorBytes);
    const QByteArray source = randomBytes(4 * MiB, 7);
    const QString sourcePath = m_dir.filePath(QStringLiteral("source-%1.raw").arg(excess));
    QVERIFY(writeFile(sourcePath, source));
    const QByteArray before = randomBytes(6 * MiB, 8);
    Drive drive;
    QVERIFY2(
        drive.attach(m_dir.filePath(QStringLiteral("drive-%1").arg(excess)), before, sectorBytes),
        qPrintable(drive.loop.errorString()));

    const QString base = m_dir.filePath(QStringLiteral("clone-%1").arg(excess));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), sourcePath, base, QStringLiteral("--clone"), drive.path(),
              QStringLiteral("--excess"), excess, QStringLiteral("--verify"),
              QStringLiteral("--yes"), QStringLiteral("--json"), QStringLiteral("--no-smart")});
    QVERIFY2(run.exitCode == 0, run.describe());

    const QByteArray after = readFile(drive.file);
    QCOMPARE(after.size(), before.size());
    QVERIFY2(after.left(source.size()) == source, "the cloned range differs from the source");
    const QByteArray rest = after.mid(source.size());
    if (excess == QLatin1String("leave"))
        QVERIFY2(rest == before.mid(source.size()), "the excess was written");
    else
        QVERIFY2(rest == QByteArray(rest.size(), excess == QLatin1String("zero") ? '\0' : '\xa5'),
                 "the excess does not hold the pattern");

    const QJsonObject record = recordOf(run);
    const QJsonObject clone = record[QStringLiteral("clone")].toObject();
    QCOMPARE(clone[QStringLiteral("drive")][QStringLiteral("path")].toString(), drive.path());
    QCOMPARE(clone[QStringLiteral("drive")][QStringLiteral("logicalSectorBytes")].toInt(),
             sectorBytes);
    QCOMPARE(clone[QStringLiteral("clonedBytes")].toInteger(), source.size());
    QCOMPARE(clone[QStringLiteral("sourceBytes")].toInteger(), source.size());
    QCOMPARE(clone[QStringLiteral("excessBytes")].toInteger(), 2 * MiB);
    QCOMPARE(clone[QStringLiteral("excess")].toString(),
             excess == QLatin1String("0xa5") ? QStringLiteral("0xa5") : excess);
    QCOMPARE(clone[QStringLiteral("directReadBack")].toBool(), true);
    QCOMPARE(clone[QStringLiteral("excessWritten")].toInteger(),
             excess == QLatin1String("leave") ? 0 : 2 * MiB);
    if (excess == QLatin1String("leave"))
        QVERIFY(!clone.contains(QStringLiteral("excessChecked")));
    else
        QCOMPARE(clone[QStringLiteral("excessChecked")].toInteger(), 2 * MiB);
    QVERIFY(!clone.contains(QStringLiteral("error")));
    const QJsonObject verification = record[QStringLiteral("verification")].toObject();
    QCOMPARE(verification[QStringLiteral("verdict")].toString(), QStringLiteral("match"));
    for (const QJsonValue &hash : record[QStringLiteral("hashes")].toArray()) {
        const QString algorithm = hash[QStringLiteral("algorithm")].toString();
        QCOMPARE(hash[QStringLiteral("digest")].toString(), coreutilsDigest(algorithm, sourcePath));
    }
    // No image files, no checksum files of them: the map, the log and the record.
    QVERIFY(!QFile::exists(base + QStringLiteral(".dd")));
    QVERIFY(!QFile::exists(base + QStringLiteral(".sha256")));
    QVERIFY(QFile::exists(base + QStringLiteral(".map")));
    const QByteArray log = readFile(base + QStringLiteral(".txt"));
    QVERIFY2(log.contains("Destination drive"), log.constData());
    QVERIFY(drive.loop.detach());
}

// NIST: a destination smaller than the source is refused, naming the shortfall, and not a byte
// of it is written.
void TestClone::refusesASmallerDrive()
{
    const QString sourcePath = m_dir.filePath(QStringLiteral("large.raw"));
    QVERIFY(writeFile(sourcePath, randomBytes(4 * MiB, 9)));
    const QByteArray before = randomBytes(3 * MiB, 10);
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(QStringLiteral("small-drive")), before),
             qPrintable(drive.loop.errorString()));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), sourcePath, m_dir.filePath(QStringLiteral("too-small")),
              QStringLiteral("--clone"), drive.path(), QStringLiteral("--excess"),
              QStringLiteral("zero"), QStringLiteral("--yes"), QStringLiteral("--no-smart")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains("1048576 bytes (2048 sectors) fewer"), run.describe());
    QVERIFY(readFile(drive.file) == before);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("too-small.map"))));
    QVERIFY(drive.loop.detach());
}

void TestClone::refusesBeforeWriting_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QByteArray>("said");
    // Without --yes and without a terminal to type the serial on, nothing is written.
    QTest::newRow("not confirmed") << QStringList{} << QByteArray("--yes");
    // The map of an earlier clone proves nothing of what the drive holds since.
    QTest::newRow("resume") << QStringList{QStringLiteral("--resume"), QStringLiteral("--yes")}
                            << QByteArray("not resumed");
}

void TestClone::refusesBeforeWriting()
{
    QFETCH(QStringList, options);
    QFETCH(QByteArray, said);
    const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
    const QString sourcePath = m_dir.filePath(name + QStringLiteral(".raw"));
    QVERIFY(writeFile(sourcePath, randomBytes(MiB, 11)));
    const QByteArray before = randomBytes(2 * MiB, 12);
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(name + QStringLiteral("-drive")), before),
             qPrintable(drive.loop.errorString()));
    const ProcessResult run = runProcess(
        cli, QStringList{QStringLiteral("acquire"), sourcePath, m_dir.filePath(name),
                         QStringLiteral("--clone"), drive.path(), QStringLiteral("--no-smart")}
                 + options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.standardError.contains(said), run.describe());
    QVERIFY(readFile(drive.file) == before);
    QVERIFY(drive.loop.detach());
}

// A drive with unreadable sectors cloned: the clone holds the fill exactly there, and the
// record's bad ranges (the map) name them.
void TestClone::clonesTheFillOfBadSectors()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
    const qint64 size = 4 * MiB;
    const QByteArray original = randomBytes(size, 15);
    const QString backing = m_dir.filePath(QStringLiteral("bad-backing.raw"));
    QVERIFY(writeFile(backing, original));
    const QList<Extent> bad{{40960, 512}, {MiB + 4096, 8192}, {size - 512, 512}};
    BadBlockDevice source(backing, bad);
    QVERIFY2(source.start(), qPrintable(source.errorString()));
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(QStringLiteral("bad-drive")), randomBytes(size, 16)),
             qPrintable(drive.loop.errorString()));

    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), source.devicePath(),
              m_dir.filePath(QStringLiteral("bad-clone")), QStringLiteral("--clone"), drive.path(),
              QStringLiteral("--fill"), QStringLiteral("0xee"), QStringLiteral("--verify"),
              QStringLiteral("--yes"), QStringLiteral("--json"), QStringLiteral("--no-smart")});
    QVERIFY2(run.exitCode == 0, run.describe());
    QByteArray expected = original;
    for (const Extent &extent : bad)
        expected.replace(extent.offset, extent.length, QByteArray(extent.length, '\xee'));
    QVERIFY2(readFile(drive.file) == expected, "the clone differs outside the fill");
    const QJsonArray ranges
        = recordOf(run)[QStringLiteral("result")][QStringLiteral("badRanges")].toArray();
    QCOMPARE(ranges.size(), bad.size());
    for (qsizetype index = 0; index < bad.size(); ++index) {
        QCOMPARE(ranges[index][QStringLiteral("offset")].toInteger(), bad[index].offset);
        QCOMPARE(ranges[index][QStringLiteral("length")].toInteger(), bad[index].length);
    }
    QVERIFY(drive.loop.detach());
    QVERIFY(source.detach());
}

// --clone with --also: one read of the source goes onto the drive and into a raw image, and each
// is read back to the source's digests, the drive's record listing both as verified.
void TestClone::clonesAndImagesFromOneRead()
{
    const QByteArray source = randomBytes(2 * MiB, 17);
    const QString sourcePath = m_dir.filePath(QStringLiteral("also-source.raw"));
    QVERIFY(writeFile(sourcePath, source));
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(QStringLiteral("also-drive")), randomBytes(3 * MiB, 18)),
             qPrintable(drive.loop.errorString()));
    const QString image = m_dir.filePath(QStringLiteral("also-image"));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), sourcePath, m_dir.filePath(QStringLiteral("also-clone")),
              QStringLiteral("--clone"), drive.path(), QStringLiteral("--also"), image,
              QStringLiteral("--verify"), QStringLiteral("--yes"), QStringLiteral("--json"),
              QStringLiteral("--no-smart")});
    QVERIFY2(run.exitCode == 0, run.describe());
    QVERIFY2(readFile(drive.file).left(source.size()) == source, "the clone differs");
    QVERIFY2(readFile(image + QStringLiteral(".dd")) == source, "the image differs");
    const QJsonObject record = recordOf(run);
    QCOMPARE(record[QStringLiteral("verification")][QStringLiteral("verdict")].toString(),
             QStringLiteral("match"));
    const QJsonArray destinations = record[QStringLiteral("destinations")].toArray();
    QCOMPARE(destinations.size(), 2);
    for (const QJsonValue &destination : destinations) {
        QCOMPARE(destination[QStringLiteral("state")].toString(), QStringLiteral("completed"));
        QCOMPARE(destination[QStringLiteral("verification")].toString(), QStringLiteral("match"));
    }
    QCOMPARE(destinations[1][QStringLiteral("files")].toArray().size(), 1);
    QVERIFY(drive.loop.detach());
}

// An E01 restored onto a drive: what the drive reads back is the medium the E01 holds, to the
// MD5 the E01 stores.
void TestClone::restoresAnE01()
{
    const QByteArray medium = randomBytes(3 * MiB, 17);
    const QString mediumPath = m_dir.filePath(QStringLiteral("medium.raw"));
    QVERIFY(writeFile(mediumPath, medium));
    const QString e01Base = m_dir.filePath(QStringLiteral("case"));
    const ProcessResult made = runProcess(cli, {QStringLiteral("acquire"), mediumPath, e01Base,
                                                QStringLiteral("--format"), QStringLiteral("e01"),
                                                QStringLiteral("--json")});
    QVERIFY2(made.exitCode == 0, made.describe());
    QString e01Md5;
    for (const QJsonValue &hash : recordOf(made)[QStringLiteral("hashes")].toArray()) {
        if (hash[QStringLiteral("algorithm")].toString() == QLatin1String("md5"))
            e01Md5 = hash[QStringLiteral("digest")].toString();
    }
    QVERIFY(!e01Md5.isEmpty());

    Drive drive;
    QVERIFY2(
        drive.attach(m_dir.filePath(QStringLiteral("restore-drive")), randomBytes(4 * MiB, 18)),
        qPrintable(drive.loop.errorString()));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), e01Base + QStringLiteral(".E01"),
              m_dir.filePath(QStringLiteral("restored")), QStringLiteral("--clone"), drive.path(),
              QStringLiteral("--hash"), QStringLiteral("md5"), QStringLiteral("--verify"),
              QStringLiteral("--yes"), QStringLiteral("--json"), QStringLiteral("--no-smart")});
    QVERIFY2(run.exitCode == 0, run.describe());
    const QJsonObject record = recordOf(run);
    QCOMPARE(record[QStringLiteral("verification")][QStringLiteral("verdict")].toString(),
             QStringLiteral("match"));
    const QByteArray restored = readFile(drive.file).left(medium.size());
    QCOMPARE(
        QString::fromLatin1(QCryptographicHash::hash(restored, QCryptographicHash::Md5).toHex()),
        e01Md5);
    QCOMPARE(
        record[QStringLiteral("verification")][QStringLiteral("image")][0][QStringLiteral("digest")]
            .toString(),
        e01Md5);
    QVERIFY(drive.loop.detach());
}

// A split raw image (.001, .002, …) restored by its first segment: the whole set, in order.
void TestClone::restoresASplitRawImage()
{
    const QByteArray medium = randomBytes(3 * MiB + 512, 19);
    const QString mediumPath = m_dir.filePath(QStringLiteral("split-medium.raw"));
    QVERIFY(writeFile(mediumPath, medium));
    const QString splitBase = m_dir.filePath(QStringLiteral("split"));
    const ProcessResult made = runProcess(cli, {QStringLiteral("acquire"), mediumPath, splitBase,
                                                QStringLiteral("--split"), QStringLiteral("1M")});
    QVERIFY2(made.exitCode == 0, made.describe());
    QVERIFY(QFile::exists(splitBase + QStringLiteral(".004")));

    const QByteArray before = randomBytes(4 * MiB, 20);
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(QStringLiteral("split-drive")), before),
             qPrintable(drive.loop.errorString()));
    const ProcessResult run = runProcess(
        cli, {QStringLiteral("acquire"), splitBase + QStringLiteral(".001"),
              m_dir.filePath(QStringLiteral("split-restored")), QStringLiteral("--clone"),
              drive.path(), QStringLiteral("--verify"), QStringLiteral("--yes"),
              QStringLiteral("--json"), QStringLiteral("--no-smart")});
    QVERIFY2(run.exitCode == 0, run.describe());
    const QByteArray after = readFile(drive.file);
    QVERIFY2(after.left(medium.size()) == medium, "the restored drive differs from the set");
    QVERIFY2(after.mid(medium.size()) == before.mid(medium.size()), "the excess was written");
    QCOMPARE(recordOf(run)[QStringLiteral("source")][QStringLiteral("sizeBytes")].toInteger(),
             medium.size());
    QVERIFY(drive.loop.detach());
}

// The GUI confirms a drive by its serial and size before the acquisition opens it: a drive that
// answers otherwise under that name (one plugged in since) is refused, the confirmed one opens.
void TestClone::onlyTheConfirmedDriveIsOpened()
{
    const QString sourcePath = m_dir.filePath(QStringLiteral("source-confirmed.raw"));
    QVERIFY(writeFile(sourcePath, randomBytes(MiB, 11)));
    Result<std::unique_ptr<SourceDevice>> source = openSource(sourcePath);
    QVERIFY(source);
    const QByteArray before = randomBytes(2 * MiB, 12);
    Drive drive;
    QVERIFY2(drive.attach(m_dir.filePath(QStringLiteral("drive-confirmed")), before),
             qPrintable(drive.loop.errorString()));
    WriteGate gate;
    gate.protectSource(sourcePath);
    // A loop device has no serial number: what the drive list showed for it is empty.
    for (const DriveOutput &other :
         {DriveOutput(drive.path(), std::nullopt, QStringLiteral("WD-OTHER"), 2 * MiB),
          DriveOutput(drive.path(), std::nullopt, QString(), 4 * MiB)}) {
        const Result<std::unique_ptr<CloneDestination>> refused
            = CloneDestination::open(other, gate, **source, QString());
        QVERIFY(!refused);
        QVERIFY2(refused.error().userMessage().contains(QStringLiteral("confirmed")),
                 qPrintable(refused.error().userMessage()));
    }
    {
        const Result<std::unique_ptr<CloneDestination>> confirmed = CloneDestination::open(
            DriveOutput(drive.path(), std::nullopt, QString(), 2 * MiB), gate, **source, QString());
        QVERIFY2(confirmed, qPrintable(confirmed ? QString() : confirmed.error().userMessage()));
    }
    QCOMPARE(readFile(drive.file), before);
    QVERIFY(drive.loop.detach());
}

QTEST_GUILESS_MAIN(TestClone)
#include "tst_clone.moc"
