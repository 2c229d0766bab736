// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loopdevice.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using Custody::Test::LoopDevice;

namespace {

// Reads JSON lines from `process` until one reports `event` for devicePath (and, when given,
// backingFile); other loop devices may come and go meanwhile, under the same name too when
// tests run in parallel.
std::optional<QJsonObject> waitForEvent(QProcess &process, const QString &event,
                                        const QString &devicePath, const QString &backingFile = {})
{
    const QDeadlineTimer deadline(15000);
    while (!deadline.hasExpired()) {
        while (process.canReadLine()) {
            const QJsonObject line = QJsonDocument::fromJson(process.readLine()).object();
            const QJsonObject device = line.value(QLatin1String("device")).toObject();
            if (line.value(QLatin1String("event")).toString() == event
                && device.value(QLatin1String("devicePath")).toString() == devicePath
                && (backingFile.isEmpty()
                    || device.value(QLatin1String("backingFile")).toString() == backingFile))
                return device;
        }
        if (!process.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))))
            break;
    }
    return std::nullopt;
}

} // namespace

// `custody-cli devices --watch --json` end to end: the real executable sees a loop device being
// attached and detached, and stops cleanly on SIGTERM. Root only.
class TestDevicesWatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsHotPlugUntilTerminated();
};

void TestDevicesWatch::reportsHotPlugUntilTerminated()
{
    if (const QString reason = LoopDevice::unavailableReason(); !reason.isEmpty())
        QSKIP(qPrintable(reason));
    QTemporaryDir directory;
    QVERIFY(directory.isValid());
    const QString backing = directory.filePath(QStringLiteral("watched.img"));
    QVERIFY(LoopDevice::createBackingFile(backing, 4 << 20, LoopDevice::Layout::Blank));

    QProcess cli;
    cli.start(QStringLiteral(CUSTODY_CLI_PATH),
              {QStringLiteral("devices"), QStringLiteral("--watch"), QStringLiteral("--json"),
               QStringLiteral("--backend"), QStringLiteral("udev")});
    QVERIFY(cli.waitForStarted());
    // The first line is the list; once it is out, the monitor is listening.
    QTRY_VERIFY_WITH_TIMEOUT(cli.canReadLine(), 10000);
    const QJsonObject list = QJsonDocument::fromJson(cli.readLine()).object();
    QCOMPARE(list.value(QLatin1String("backend")).toString(), QStringLiteral("udev"));

    LoopDevice loop;
    QVERIFY2(loop.attach(backing, {QStringLiteral("--read-only")}), qPrintable(loop.errorString()));
    const QString devicePath = loop.devicePath();
    const std::optional<QJsonObject> added = waitForEvent(cli, QStringLiteral("added"), devicePath,
                                                          QFileInfo(backing).canonicalFilePath());
    QVERIFY2(added, cli.readAllStandardError().constData());
    QCOMPARE(added->value(QLatin1String("sizeBytes")).toInteger(), 4 << 20);
    QCOMPARE(added->value(QLatin1String("backingFile")).toString(),
             QFileInfo(backing).canonicalFilePath());
    QCOMPARE(added->value(QLatin1String("readOnly")).toBool(), true);

    QVERIFY2(loop.detach(), qPrintable(loop.errorString()));
    QVERIFY(waitForEvent(cli, QStringLiteral("removed"), devicePath));

    cli.terminate(); // SIGTERM
    QVERIFY(cli.waitForFinished(10000));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 0);
}

QTEST_GUILESS_MAIN(TestDevicesWatch)
#include "tst_deviceswatch.moc"
