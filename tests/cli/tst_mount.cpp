// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// custody-cli mount and unmount (root): an E01 of a GPT disk holding FAT, ext4 and LUKS
// partitions (made by sgdisk, mkfs.vfat + mcopy, mkfs.ext4 -d, cryptsetup; imaged by custody-cli)
// shown as a read-only FUSE view with its file systems mounted read-only: files read back equal
// the originals, nothing can be written, the E01's files are unchanged after mount and unmount,
// and a damaged chunk is an I/O error for the file over it.

#include "layoutdisks.h"
#include "testprocess.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fcntl.h>
#include <memory>
#include <unistd.h>

using namespace Custody::Test;
using namespace Custody::Test::LayoutDisks;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);

QByteArray sha256Of(const QString &path)
{
    return QCryptographicHash::hash(contentOf(path), QCryptographicHash::Sha256).toHex();
}

QByteArray randomBytes(qint64 count)
{
    QFile random(u"/dev/urandom"_s);
    return random.open(QIODevice::ReadOnly) ? random.read(count) : QByteArray();
}

bool run(const QString &program, const QStringList &arguments)
{
    const ProcessResult result = runProcess(program, arguments);
    if (result.exitCode != 0)
        qWarning().noquote() << program << arguments.join(u' ') << result.describe();
    return result.exitCode == 0;
}

// The errno of reading all of `path` with read(2): 0 when it reads to the end.
int readErrno(const QString &path)
{
    const int fd = ::open(path.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    char buffer[65536];
    int error = 0;
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0) {
            error = errno;
            break;
        }
        if (got == 0)
            break;
    }
    ::close(fd);
    return error;
}

bool kernelHas(const QByteArray &fileSystem)
{
    for (const QByteArray &line : contentOf(u"/proc/filesystems"_s).split('\n')) {
        if (line.trimmed().split('\t').constLast() == fileSystem)
            return true;
    }
    return false;
}

} // namespace

class TestMount : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void theViewAndItsFileSystemsReadAsTheOriginals();
    void nothingCanBeWrittenThroughIt();
    void unmountUndoesAllAndTheImageIsUnchanged();
    void unmountWaitsForALoopDeviceOnTheViewAndNamesOneThatStays();
    void aSignalUndoesAllToo();
    void inTheBackgroundItReturnsOnceMounted();
    void aDamagedChunkIsAnIoErrorForTheFileOverIt();
    void refusesWhatItCannotMountOn();

private:
    // Starts custody-cli mount IMAGE on a fresh directory and waits for "ready"; its output.
    QString startMount(const QString &image);
    void stopMount();

    QTemporaryDir m_dir;
    QString m_raw;
    QString m_e01;     // BASE.E01, uncompressed chunks
    QString m_damaged; // a copy with one byte of evidence.bin's chunk changed
    QByteArray m_evidence;
    QByteArray m_notes;
    QByteArray m_photo;
    QString m_mountPoint;
    std::unique_ptr<QProcess> m_mount;
};

void TestMount::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("custody-cli mount needs root (FUSE, loop devices, mounts)");
    QVERIFY(m_dir.isValid());
    m_raw = m_dir.filePath(u"disk.raw"_s);
    const QString scratch = m_dir.filePath(u"scratch"_s);
    QVERIFY(placeInto(m_raw, 64 * MiB - 1, QByteArray(1, '\0')));
    QVERIFY(run(u"sgdisk"_s, {u"-n1:2048:+16M"_s, u"-t1:0700"_s, u"-n2:0:+16M"_s, u"-t2:8300"_s,
                              u"-n3:0:+16M"_s, u"-t3:8309"_s, m_raw}));
    // FAT with a photo, by mtools (no kernel driver needed to make it).
    m_photo = randomBytes(200 * 1024);
    QVERIFY(placeInto(scratch + u".photo"_s, 0, m_photo));
    QFile::remove(scratch);
    QVERIFY(placeInto(scratch, 16 * MiB - 1, QByteArray(1, '\0')));
    QVERIFY(run(u"mkfs.vfat"_s, {u"-n"_s, u"EVIDENCE"_s, scratch}));
    QVERIFY(run(u"mcopy"_s, {u"-i"_s, scratch, scratch + u".photo"_s, u"::PHOTO.JPG"_s}));
    QVERIFY(placeInto(m_raw, 1 * MiB, contentOf(scratch)));
    // ext4 with a file of random bytes and a note, by mkfs.ext4 -d.
    const QString tree = m_dir.filePath(u"tree"_s);
    QVERIFY(QDir().mkpath(tree));
    m_evidence = randomBytes(300 * 1024);
    m_notes = "Seized 2026-12-05, exhibit 7.\n";
    QVERIFY(placeInto(tree + u"/evidence.bin"_s, 0, m_evidence));
    QVERIFY(placeInto(tree + u"/notes.txt"_s, 0, m_notes));
    QFile::remove(scratch);
    QVERIFY(placeInto(scratch, 16 * MiB - 1, QByteArray(1, '\0')));
    QVERIFY(
        run(u"mkfs.ext4"_s, {u"-q"_s, u"-F"_s, u"-L"_s, u"casefiles"_s, u"-d"_s, tree, scratch}));
    // Its journal marked as needing recovery, as after a crash: on the read-only loop device the
    // kernel mounts it only without replaying the journal (noload), which the mount must ask for.
    QVERIFY(run(u"debugfs"_s, {u"-w"_s, u"-R"_s, u"feature needs_recovery"_s, scratch}));
    QVERIFY(placeInto(m_raw, 17 * MiB, contentOf(scratch)));
    // LUKS: listed, never unlocked.
    QVERIFY(placeInto(scratch + u".key"_s, 0, "a passphrase"));
    QFile::remove(scratch);
    QVERIFY(placeInto(scratch, 16 * MiB - 1, QByteArray(1, '\0')));
    QVERIFY(run(u"cryptsetup"_s,
                {u"luksFormat"_s, u"-q"_s, u"--type"_s, u"luks1"_s, u"--pbkdf-force-iterations"_s,
                 u"1000"_s, u"--key-file"_s, scratch + u".key"_s, scratch}));
    QVERIFY(placeInto(m_raw, 33 * MiB, contentOf(scratch)));

    // Imaged by custody-cli into an E01 whose chunks are stored as they are.
    const QString base = m_dir.filePath(u"disk"_s);
    const ProcessResult acquired
        = runProcess(cli, {u"acquire"_s, m_raw, base, u"--no-smart"_s, u"--format"_s, u"e01"_s,
                           u"--compression"_s, u"none"_s});
    QVERIFY2(acquired.exitCode == 0, acquired.describe());
    m_e01 = base + u".E01"_s;
    // The damaged copy: one byte of evidence.bin's first chunk, found by its own bytes.
    QByteArray damaged = contentOf(m_e01);
    const qsizetype at = damaged.indexOf(m_evidence.left(1024)); // within one chunk
    QVERIFY(at > 0);
    damaged[at + 100] = char(damaged[at + 100] ^ 0x5a);
    const QString damagedBase = m_dir.filePath(u"damaged"_s);
    m_damaged = damagedBase + u".E01"_s;
    QVERIFY(placeInto(m_damaged, 0, damaged));
}

void TestMount::cleanup()
{
    stopMount();
}

QString TestMount::startMount(const QString &image)
{
    static int count = 0;
    m_mountPoint = m_dir.filePath(u"mnt%1"_s.arg(++count));
    if (!QDir().mkpath(m_mountPoint))
        return {};
    m_mount = std::make_unique<QProcess>();
    m_mount->start(cli, {u"mount"_s, image, m_mountPoint});
    QString output;
    const bool answered = QTest::qWaitFor(
        [&] {
            m_mount->waitForReadyRead(100);
            output += QString::fromUtf8(m_mount->readAllStandardOutput());
            return output.contains(u"ready:"_s) || m_mount->state() == QProcess::NotRunning;
        },
        60000);
    if (!answered || !output.contains(u"ready:"_s))
        qWarning().noquote() << output << m_mount->readAllStandardError();
    return output;
}

void TestMount::stopMount()
{
    if (!m_mount)
        return;
    if (m_mount->state() != QProcess::NotRunning) {
        m_mount->terminate(); // SIGTERM: it undoes everything itself
        m_mount->waitForFinished(30000);
    }
    m_mount.reset();
}

void TestMount::theViewAndItsFileSystemsReadAsTheOriginals()
{
    const QString output = startMount(m_e01);
    QVERIFY2(output.contains(u"ready:"_s), qPrintable(output));
    QCOMPARE(sha256Of(m_mountPoint + u"/image.raw"_s), sha256Of(m_raw));
    QVERIFY2(output.contains(u"partition2 (ext4 “casefiles”): %1/partition2 (ro,noload, through "
                             "/dev/loop"_s.arg(m_mountPoint)),
             qPrintable(output));
    QCOMPARE(contentOf(m_mountPoint + u"/partition2/evidence.bin"_s), m_evidence);
    // The kernel's word, not ours: the loop device is read-only, the mount too.
    const QRegularExpression loopOf(u"partition2 .* through /dev/(loop[0-9]+)\\)"_s);
    const QRegularExpressionMatch loop = loopOf.match(output);
    QVERIFY2(loop.hasMatch(), qPrintable(output));
    QCOMPARE(contentOf(u"/sys/block/%1/ro"_s.arg(loop.captured(1))).trimmed(), QByteArray("1"));
    bool readOnly = false;
    for (const QByteArray &line : contentOf(u"/proc/self/mountinfo"_s).split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() > 5 && fields[4] == (m_mountPoint + u"/partition2"_s).toUtf8())
            readOnly = fields[5].split(',').contains("ro");
    }
    QVERIFY(readOnly);
    QCOMPARE(contentOf(m_mountPoint + u"/partition2/notes.txt"_s), m_notes);
    QVERIFY(output.contains(u"partition3 (crypto_LUKS): not mounted: encrypted: listed, not "
                            "unlocked"_s));
    if (kernelHas("vfat")) {
        QCOMPARE(contentOf(m_mountPoint + u"/partition1/PHOTO.JPG"_s), m_photo);
    } else {
        // This kernel has no FAT driver: said, and the FAT read through the view with mtools.
        QVERIFY2(output.contains(u"partition1 (vfat “EVIDENCE”): not mounted: this kernel has no "
                                 "vfat driver"_s),
                 qPrintable(output));
        const QString copy = m_dir.filePath(u"photo.copy"_s);
        QFile::remove(copy);
        QVERIFY(
            run(u"mcopy"_s, {u"-i"_s, m_mountPoint + u"/image.raw@@1M"_s, u"::PHOTO.JPG"_s, copy}));
        QCOMPARE(contentOf(copy), m_photo);
    }
}

void TestMount::nothingCanBeWrittenThroughIt()
{
    QVERIFY(startMount(m_e01).contains(u"ready:"_s));
    const QString image = m_mountPoint + u"/image.raw"_s;
    QCOMPARE(::open(image.toLocal8Bit().constData(), O_WRONLY | O_CLOEXEC), -1);
    QVERIFY2(errno == EROFS || errno == EACCES, qPrintable(QString::number(errno)));
    QCOMPARE(::truncate(image.toLocal8Bit().constData(), 0), -1);
    QFile created(m_mountPoint + u"/partition2/new.txt"_s);
    QVERIFY(!created.open(QIODevice::WriteOnly));
    QFile existing(m_mountPoint + u"/partition2/notes.txt"_s);
    QVERIFY(!existing.open(QIODevice::Append));
    QVERIFY(!QFile::remove(m_mountPoint + u"/partition2/notes.txt"_s));
    QVERIFY(!QDir(m_mountPoint).mkdir(u"another"_s));
}

void TestMount::unmountUndoesAllAndTheImageIsUnchanged()
{
    const QByteArray before = sha256Of(m_e01);
    QVERIFY(startMount(m_e01).contains(u"ready:"_s));
    QVERIFY(contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
    // As tab completion types it: with a trailing slash.
    const ProcessResult unmounted = runProcess(cli, {u"unmount"_s, m_mountPoint + u"/"_s});
    QVERIFY2(unmounted.exitCode == 0, unmounted.describe());
    QVERIFY(m_mount->waitForFinished(30000));
    QCOMPARE(m_mount->exitCode(), 0);
    QVERIFY(!contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
    // No loop device is left on the view's file.
    for (const QString &loop : QDir(u"/sys/block"_s).entryList({u"loop*"_s})) {
        const QByteArray backing = contentOf(u"/sys/block/%1/loop/backing_file"_s.arg(loop));
        QVERIFY2(!backing.contains(m_mountPoint.toUtf8()), qPrintable(loop));
    }
    QVERIFY(QDir(m_mountPoint).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
    QCOMPARE(sha256Of(m_e01), before);
}

// A loop device on the view's file keeps the view busy. The file systems' own loop devices clear
// themselves a moment after their unmount (later while udev probes them): unmount waits for
// that, and one that stays (set up here, as a user might) is named after a bounded wait.
void TestMount::unmountWaitsForALoopDeviceOnTheViewAndNamesOneThatStays()
{
    QVERIFY(startMount(m_e01).contains(u"ready:"_s));
    const QString image = m_mountPoint + u"/image.raw"_s;
    const ProcessResult attached = runProcess(u"losetup"_s, {u"-r"_s, u"-f"_s, u"--show"_s, image});
    QVERIFY2(attached.exitCode == 0, attached.describe());
    const QString loop = QString::fromUtf8(attached.standardOutput.trimmed());
    auto detach = qScopeGuard([&] { run(u"losetup"_s, {u"-d"_s, loop}); });

    const ProcessResult refused = runProcess(cli, {u"unmount"_s, m_mountPoint});
    QCOMPARE(refused.exitCode, 1);
    const QString said = QString::fromUtf8(refused.standardError);
    QVERIFY2(said.contains(loop) && said.contains(u"losetup -d"_s), refused.describe());
    QCOMPARE(sha256Of(image), sha256Of(m_raw)); // still served, whole

    // Let go a second into the next unmount, as a probing udev would.
    QProcess letGo;
    letGo.start(u"sh"_s, {u"-c"_s, u"sleep 1; losetup -d \"$0\""_s, loop});
    const ProcessResult unmounted = runProcess(cli, {u"unmount"_s, m_mountPoint});
    QVERIFY(letGo.waitForFinished(30000));
    detach.dismiss();
    QVERIFY2(unmounted.exitCode == 0, unmounted.describe());
    QVERIFY(m_mount->waitForFinished(30000));
    QCOMPARE(m_mount->exitCode(), 0);
    QVERIFY(!contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
}

// SIGTERM (as Ctrl-C): the command undoes everything itself and ends with 0.
void TestMount::aSignalUndoesAllToo()
{
    QVERIFY(startMount(m_e01).contains(u"ready:"_s));
    m_mount->terminate();
    QVERIFY(m_mount->waitForFinished(30000));
    QCOMPARE(m_mount->exitStatus(), QProcess::NormalExit);
    QCOMPARE(m_mount->exitCode(), 0);
    QVERIFY(!contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
    for (const QString &loop : QDir(u"/sys/block"_s).entryList({u"loop*"_s})) {
        const QByteArray backing = contentOf(u"/sys/block/%1/loop/backing_file"_s.arg(loop));
        QVERIFY2(!backing.contains(m_mountPoint.toUtf8()), qPrintable(loop));
    }
}

// --background: the command returns (0) once everything is mounted, the mount serving on in a
// process of its own that custody-cli unmount ends; one that cannot be mounted returns 1 and
// leaves no process behind.
void TestMount::inTheBackgroundItReturnsOnceMounted()
{
    const QByteArray before = sha256Of(m_e01);
    m_mountPoint = m_dir.filePath(u"background"_s);
    QVERIFY(QDir().mkpath(m_mountPoint));
    // The image named relative to the working directory, which the mount's process leaves.
    const QFileInfo image(m_e01);
    const ProcessResult started = runProcess(
        cli, {u"mount"_s, u"--background"_s, image.fileName(), m_mountPoint}, image.path());
    const auto undo = qScopeGuard([this] { runProcess(cli, {u"unmount"_s, m_mountPoint}); });
    QVERIFY2(started.exitCode == 0, started.describe());
    QVERIFY2(started.standardOutput.contains("ready: undo with custody-cli unmount"),
             started.describe());
    const QRegularExpressionMatch serving
        = QRegularExpression(u"serving in the background \\(process (\\d+)\\)"_s)
              .match(QString::fromUtf8(started.standardOutput));
    QVERIFY2(serving.hasMatch(), started.describe());
    const QString process = u"/proc/"_s + serving.captured(1);
    QVERIFY(QFileInfo::exists(process));
    QCOMPARE(contentOf(m_mountPoint + u"/partition2/evidence.bin"_s), m_evidence);

    const ProcessResult unmounted = runProcess(cli, {u"unmount"_s, m_mountPoint});
    QVERIFY2(unmounted.exitCode == 0, unmounted.describe());
    QTRY_VERIFY_WITH_TIMEOUT(
        !QFileInfo::exists(process) || contentOf(process + u"/stat"_s).contains(") Z "), 30000);
    QVERIFY(!contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
    QCOMPARE(sha256Of(m_e01), before);

    // An image that is not there: the error, exit 1, and nothing left serving.
    const ProcessResult refused = runProcess(
        cli, {u"mount"_s, u"--background"_s, m_dir.filePath(u"absent.E01"_s), m_mountPoint});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(!refused.standardOutput.contains("serving in the background"), refused.describe());
    QVERIFY(!contentOf(u"/proc/self/mountinfo"_s).contains(m_mountPoint.toUtf8()));
}

void TestMount::aDamagedChunkIsAnIoErrorForTheFileOverIt()
{
    const QString output = startMount(m_damaged);
    QVERIFY2(output.contains(u"ready:"_s), qPrintable(output));
    QCOMPARE(readErrno(m_mountPoint + u"/partition2/evidence.bin"_s), EIO);
    QCOMPARE(readErrno(m_mountPoint + u"/image.raw"_s), EIO);
    // Only the chunk over it: the disk's first MiB (its tables) reads as it is.
    QFile image(m_mountPoint + u"/image.raw"_s);
    QVERIFY(image.open(QIODevice::ReadOnly));
    QCOMPARE(image.read(1 * MiB), contentOf(m_raw).left(1 * MiB));
}

void TestMount::refusesWhatItCannotMountOn()
{
    const QString full = m_dir.filePath(u"full"_s);
    QVERIFY(QDir().mkpath(full));
    QVERIFY(placeInto(full + u"/file"_s, 0, "x"));
    const ProcessResult notEmpty = runProcess(cli, {u"mount"_s, m_e01, full});
    QCOMPARE(notEmpty.exitCode, 2);
    QVERIFY2(notEmpty.standardError.contains("is not an empty directory"), notEmpty.describe());
    const ProcessResult notAView = runProcess(cli, {u"unmount"_s, full});
    QCOMPARE(notAView.exitCode, 2);
    QVERIFY2(notAView.standardError.contains("is not a view of custody-cli mount"),
             notAView.describe());
    QCOMPARE(contentOf(full + u"/file"_s), QByteArray("x"));
}

QTEST_GUILESS_MAIN(TestMount)
#include "tst_mount.moc"
