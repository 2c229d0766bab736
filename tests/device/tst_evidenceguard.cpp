// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/evidenceguard.h"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Qt::StringLiterals;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return QDir().mkpath(QFileInfo(path).path()) && file.open(QIODevice::WriteOnly)
           && file.write(bytes) == bytes.size();
}

QByteArray number(dev_t device)
{
    return QByteArray::number(major(device)) + ':' + QByteArray::number(minor(device)) + '\n';
}

// A made-up sysfs: devices under ROOT/devices, reached through ROOT/dev/block/MAJOR:MINOR links,
// as the kernel lays them out. Names are made up too ("fakeloop7"): a loop device's backing file
// is then read from sysfs, never through a real /dev node of this machine.
class FakeSysfs
{
public:
    QString root() const { return m_dir.path(); }

    // A device at ROOT/devices/PATH (PATH "sdz" or "sdz/sdz1" for a partition of sdz).
    bool addDevice(const QString &path, dev_t device)
    {
        const QString folder = m_dir.filePath(u"devices/"_s + path);
        return writeFile(folder + u"/dev"_s, number(device))
               && QDir().mkpath(m_dir.filePath(u"dev/block"_s))
               && QFile::link(
                   folder,
                   m_dir.filePath(u"dev/block/"_s + QString::fromLatin1(number(device).trimmed())));
    }
    bool markPartition(const QString &path)
    {
        return writeFile(m_dir.filePath(u"devices/"_s + path + u"/partition"_s), "1\n");
    }
    bool addSlave(const QString &path, const QString &slavePath)
    {
        const QString slaves = m_dir.filePath(u"devices/"_s + path + u"/slaves"_s);
        return QDir().mkpath(slaves)
               && QFile::link(m_dir.filePath(u"devices/"_s + slavePath),
                              slaves + u'/' + QFileInfo(slavePath).fileName());
    }
    bool setBackingFile(const QString &path, const QString &file)
    {
        return writeFile(m_dir.filePath(u"devices/"_s + path + u"/loop/backing_file"_s),
                         QFile::encodeName(file) + '\n');
    }

private:
    QTemporaryDir m_dir;
};

dev_t deviceOf(const QString &path)
{
    struct stat status = {};
    return ::stat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_dev : 0;
}

} // namespace

// EvidenceGuard's way down a device stack, on made-up sysfs trees: every branch (a partition's
// disk, a device-mapper or md device's slaves, a loop device's backing file, on the output's side
// and on the source's), whatever device-mapper support this kernel has. tests/integration/
// tst_selfdestruction runs the same on real loop, partition and dm devices where it can.
class TestEvidenceGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void outputOnAPartitionOfTheSourceDisk();
    void outputOnAMappingOverTheSource();
    void outputInsideAFileSystemImageThatIsTheSource();
    void outputIsTheFileBehindTheSourcesSlave();
    void outputOnAnUnrelatedDiskIsAllowed();
    void outputThatIsALinkOrNotAFileIsRefused();

private:
    std::unique_ptr<QTemporaryDir> m_output;
    std::unique_ptr<FakeSysfs> m_sysfs;
    dev_t m_outputDevice = 0; // the real device of the output folder, placed in the fake tree
};

void TestEvidenceGuard::init()
{
    m_output = std::make_unique<QTemporaryDir>();
    m_sysfs = std::make_unique<FakeSysfs>();
    QVERIFY(m_output->isValid());
    m_outputDevice = deviceOf(m_output->path());
    QVERIFY(m_outputDevice != 0);
}

// The output's file system is on sdz1; the source is the whole disk sdz.
void TestEvidenceGuard::outputOnAPartitionOfTheSourceDisk()
{
    const dev_t disk = makedev(250, 0);
    QVERIFY(m_sysfs->addDevice(u"sdz"_s, disk));
    QVERIFY(m_sysfs->addDevice(u"sdz/sdz1"_s, m_outputDevice));
    QVERIFY(m_sysfs->markPartition(u"sdz/sdz1"_s));
    EvidenceGuard guard(m_sysfs->root());
    guard.protectDevice(disk, u"the source /dev/sdz"_s);
    const Result<void> checked = guard.checkOutput(m_output->filePath(u"img.dd"_s));
    QVERIFY(!checked);
    QCOMPARE(checked.error().code, Error::Code::OutputOnSource);
    QVERIFY2(checked.error().detail.contains(u"writes to the source /dev/sdz"_s),
             qPrintable(checked.error().detail));
}

// The output's file system is on dm-9 (LVM, LUKS), whose slave is the source.
void TestEvidenceGuard::outputOnAMappingOverTheSource()
{
    const dev_t source = makedev(251, 9);
    QVERIFY(m_sysfs->addDevice(u"fakeloop9"_s, source));
    QVERIFY(m_sysfs->addDevice(u"dm-9"_s, m_outputDevice));
    QVERIFY(m_sysfs->addSlave(u"dm-9"_s, u"fakeloop9"_s));
    EvidenceGuard guard(m_sysfs->root());
    guard.protectDevice(source, u"the source"_s);
    QVERIFY(!guard.checkOutput(m_output->filePath(u"img.dd"_s)));
}

// The output's file system is on a loop device over an image file, and that file is the source.
void TestEvidenceGuard::outputInsideAFileSystemImageThatIsTheSource()
{
    QTemporaryDir elsewhere;
    const QString image = elsewhere.filePath(u"evidence.img"_s);
    QVERIFY(writeFile(image, "an ext4 image, say"));
    QVERIFY(m_sysfs->addDevice(u"fakeloop8"_s, m_outputDevice));
    QVERIFY(m_sysfs->setBackingFile(u"fakeloop8"_s, image));
    EvidenceGuard guard(m_sysfs->root());
    guard.protectSource(image);
    const Result<void> checked = guard.checkOutput(m_output->filePath(u"img.dd"_s));
    QVERIFY(!checked);
    QVERIFY2(checked.error().detail.contains(u"inside the source"_s),
             qPrintable(checked.error().detail));
}

// The source is a mapping whose slave is a loop device: the file behind that loop device holds
// the source's bytes, and an output may not be it.
void TestEvidenceGuard::outputIsTheFileBehindTheSourcesSlave()
{
    const QString lower = m_output->filePath(u"lower.dd"_s);
    QVERIFY(writeFile(lower, "the bytes under the mapping"));
    const dev_t mapping = makedev(252, 0);
    QVERIFY(m_sysfs->addDevice(u"fakeloop7"_s, makedev(252, 7)));
    QVERIFY(m_sysfs->setBackingFile(u"fakeloop7"_s, lower));
    QVERIFY(m_sysfs->addDevice(u"dm-7"_s, mapping));
    QVERIFY(m_sysfs->addSlave(u"dm-7"_s, u"fakeloop7"_s));
    QVERIFY(m_sysfs->addDevice(u"vdz"_s, m_outputDevice));
    EvidenceGuard guard(m_sysfs->root());
    guard.protectDevice(mapping, u"the source /dev/dm-7"_s);
    const Result<void> checked = guard.checkOutput(lower);
    QVERIFY(!checked);
    QVERIFY2(checked.error().detail.contains(u"the file behind /dev/fakeloop7"_s),
             qPrintable(checked.error().detail));
    // Another file in the same folder is fine: the loop device reads lower.dd only.
    QVERIFY(guard.checkOutput(m_output->filePath(u"img.dd"_s)));
}

// The control: an output on a disk that holds nothing of the source is written.
void TestEvidenceGuard::outputOnAnUnrelatedDiskIsAllowed()
{
    QVERIFY(m_sysfs->addDevice(u"sdz"_s, makedev(250, 0)));
    QVERIFY(m_sysfs->addDevice(u"sdy"_s, m_outputDevice));
    EvidenceGuard guard(m_sysfs->root());
    guard.protectDevice(makedev(250, 0), u"the source"_s);
    const Result<void> checked = guard.checkOutput(m_output->filePath(u"img.dd"_s));
    QVERIFY2(checked, qPrintable(checked ? QString() : checked.error().userMessage()));
}

void TestEvidenceGuard::outputThatIsALinkOrNotAFileIsRefused()
{
    QVERIFY(m_sysfs->addDevice(u"sdy"_s, m_outputDevice));
    EvidenceGuard guard(m_sysfs->root());
    QVERIFY(QFile::link(u"/nonexistent/target"_s, m_output->filePath(u"link.dd"_s)));
    QVERIFY(!guard.checkOutput(m_output->filePath(u"link.dd"_s)));
    QCOMPARE(::mkfifo(QFile::encodeName(m_output->filePath(u"fifo.dd"_s)).constData(), 0600), 0);
    QVERIFY(!guard.checkOutput(m_output->filePath(u"fifo.dd"_s)));
    QVERIFY(QDir().mkpath(m_output->filePath(u"folder.dd"_s)));
    QVERIFY(!guard.checkOutput(m_output->filePath(u"folder.dd"_s)));
    // The same file under two names is one file.
    const QString evidence = m_output->filePath(u"evidence.img"_s);
    QVERIFY(writeFile(evidence, "evidence"));
    QCOMPARE(::link(QFile::encodeName(evidence).constData(),
                    QFile::encodeName(m_output->filePath(u"hard.dd"_s)).constData()),
             0);
    guard.protectSource(evidence);
    QVERIFY(!guard.checkOutput(m_output->filePath(u"hard.dd"_s)));
}

QTEST_GUILESS_MAIN(TestEvidenceGuard)
#include "tst_evidenceguard.moc"
