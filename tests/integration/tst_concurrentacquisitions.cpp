// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "badblockdevice.h"
#include "testfiles.h"
#include "testprocess.h"
#include "util/shellquote.h"

#include <unistd.h>

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::StringLiterals;

namespace {

const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
constexpr qint64 MiB = 1024 * 1024;

// Whether someone holds the flock on path (flock -n only tries).
bool isLocked(const QString &path)
{
    return QFile::exists(path) && runProcess(u"flock"_s, {u"-n"_s, path, u"true"_s}).exitCode != 0;
}

} // namespace

// One acquisition per output and per drive across processes and front ends, on a real (slow)
// block device: two custody-cli runs into one output, and the GUI's acquisition tab and a
// custody-cli on one drive. The second is refused before it writes anything, naming the first;
// the first finishes as if alone. Needs root (FUSE, loop devices).
class TestConcurrentAcquisitions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void twoCliRunsOnOneOutput();
    void guiAndCliOnOneDrive();

private:
    QByteArray m_content;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<BadBlockDevice> m_device;
};

void TestConcurrentAcquisitions::initTestCase()
{
    QString why;
    if (!BadBlockDevice::isAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestConcurrentAcquisitions::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_content = QByteArray(8 * MiB, Qt::Uninitialized);
    QRandomGenerator(31).fillRange(reinterpret_cast<quint32 *>(m_content.data()),
                                   m_content.size() / 4);
    QFile original(m_dir->filePath(u"original"_s));
    QVERIFY(original.open(QIODevice::WriteOnly) && original.write(m_content) == m_content.size());
    original.close();
    // 4 MB/s: about two seconds for the whole device, long enough to meet a second run.
    m_device = std::make_unique<BadBlockDevice>(m_dir->filePath(u"original"_s), QList<Extent>{},
                                                BadBlockDeviceOptions{512, {}, 4, ReadTrace::Off});
    QVERIFY2(m_device->start(), qPrintable(m_device->errorString()));
}

void TestConcurrentAcquisitions::cleanup()
{
    m_device.reset();
    m_dir.reset();
}

void TestConcurrentAcquisitions::twoCliRunsOnOneOutput()
{
    const QString base = m_dir->filePath(u"img"_s);
    QProcess first;
    first.start(cli, {u"acquire"_s, m_device->devicePath(), base, u"--no-smart"_s});
    QVERIFY(first.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(isLocked(base + u".lock"_s), 10000);

    const ProcessResult second = runProcess(
        cli, {u"acquire"_s, m_device->devicePath(), base, u"--no-smart"_s, u"--force"_s});
    QVERIFY2(second.exitCode == 2, second.describe());
    QVERIFY2(second.standardError.contains("Another acquisition is using the output"),
             second.describe());
    QVERIFY2(second.standardError.contains("PID " + QByteArray::number(first.processId())),
             second.describe());
    QVERIFY(first.state() == QProcess::Running); // --force removed nothing under it

    QVERIFY(first.waitForFinished(60000));
    QCOMPARE(first.exitCode(), 0);
    QVERIFY(readFile(base + u".dd"_s) == m_content);
    QVERIFY(!QFile::exists(base + u".lock"_s));
}

// The GUI's acquisition tab (AcquisitionPanel, the real one) is imaging the drive when
// custody-cli is started on it into another folder.
void TestConcurrentAcquisitions::guiAndCliOnOneDrive()
{
    AcquisitionRequest request;
    request.sourcePath = m_device->devicePath();
    request.basePath = m_dir->filePath(u"gui"_s);
    request.captureSmart = false;
    request.commandLine = shellQuote(equivalentCliArguments(request));
    AcquisitionPanel panel(request);
    QSignalSpy finished(&panel, &AcquisitionPanel::runFinished);
    panel.start();
    QTRY_VERIFY_WITH_TIMEOUT(isLocked(m_dir->filePath(u"gui.lock"_s)), 10000);

    const ProcessResult cliRun = runProcess(
        cli, {u"acquire"_s, m_device->devicePath(), m_dir->filePath(u"cli"_s), u"--no-smart"_s});
    QVERIFY2(cliRun.exitCode == 2, cliRun.describe());
    QVERIFY2(cliRun.standardError.contains("Another acquisition is using the source"),
             cliRun.describe());
    QVERIFY2(cliRun.standardError.contains("PID " + QByteArray::number(::getpid())),
             cliRun.describe());
    QVERIFY(!QFile::exists(m_dir->filePath(u"cli.dd"_s)));

    QVERIFY(finished.wait(60000));
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(m_dir->filePath(u"gui.json"_s))).object();
    QCOMPARE(record.value(u"result"_s).toObject().value(u"status"_s).toString(), u"completed"_s);
    QVERIFY(readFile(m_dir->filePath(u"gui.dd"_s)) == m_content);
    // Once the tab's acquisition has ended, the drive is free again.
    const ProcessResult after = runProcess(
        cli, {u"acquire"_s, m_device->devicePath(), m_dir->filePath(u"cli"_s), u"--no-smart"_s});
    QVERIFY2(after.exitCode == 0, after.describe());
}

QTEST_MAIN(TestConcurrentAcquisitions)
#include "tst_concurrentacquisitions.moc"
