// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "testfiles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
// Slow enough that the host can pull the stick out while the guest reads it, small enough that
// the whole test stays short: 8 s of reading per run.
constexpr qint64 mediumBytes = 8 * MiB;
constexpr qint64 stickBytesPerSecond = 1 * MiB;
const QString cli = QStringLiteral(CUSTODY_CLI_PATH);
const QString stickSerial = QStringLiteral("LABSTICK1");
const QString otherSerial = QStringLiteral("LABSTICK2");
const QList<QString> presets{QStringLiteral("forensic"), QStringLiteral("rescue")};

// The guest's side. For each preset: find the stick by its serial number (the kernel names it
// anew after each re-plug), acquire it in the background and announce PRESET-midrun once the map
// has been saved with 2 MiB of the image written; the host pulls the stick out. When the
// acquisition has stopped, copies of the map and the image are kept as they were (PRESET-stopped)
// and the host plugs the stick back. Then a resume from the other stick (same medium, another
// serial) and a resume from the stick, wherever it now is.
QString guestScript()
{
    return QString::fromUtf8(R"script(set -u
cli=%1
cd /run/lab
# The whole disk, with its medium, whose USB device has the serial number $1, once it is there
# (from sysfs: custody-cli devices takes seconds under TCG; the resume checks the serial itself).
disk_with_serial() {
    tries=0
    while [ $tries -lt 600 ]; do
        for disk in /sys/block/sd*; do
            if [ "$(cat $disk/device/../../../../serial 2>/dev/null)" = "$1" ] &&
                [ "$(cat $disk/size)" != 0 ] && [ -b /dev/${disk##*/} ]; then
                echo /dev/${disk##*/}; return 0
            fi
        done
        tries=$((tries + 1)); sleep 0.2
    done
    echo "no disk with serial $1 appeared" >&2; return 1
}
other=$(disk_with_serial %3) || exit 1
for preset in forensic rescue; do
    stick=$(disk_with_serial %2) || exit 1
    echo "$stick" > $preset-first.disk
    $cli acquire "$stick" $preset --preset $preset --no-smart --map-interval 1 --json \
        > $preset-first.out 2> $preset-first.err &
    acquiring=$!
    while kill -0 $acquiring 2>/dev/null; do
        size=$(stat -c %s $preset.dd 2>/dev/null || echo 0)
        if [ -f $preset.map ] && [ "$size" -ge 2097152 ]; then touch $preset-midrun; break; fi
        sleep 0.2
    done
    wait $acquiring
    echo $? > $preset-first.status
    cp $preset.map $preset-stopped.map
    cp $preset.dd $preset-stopped.dd
    touch $preset-stopped
    # The host plugs the stick back: wait until it has gone and come again.
    while [ ! -f $preset-plugged ]; do sleep 0.2; done
    stick=$(disk_with_serial %2) || exit 1
    echo "$stick" > $preset-again.disk
    $cli acquire "$other" $preset --preset $preset --no-smart --resume --json \
        > $preset-other.out 2> $preset-other.err
    echo $? > $preset-other.status
    $cli acquire "$stick" $preset --preset $preset --no-smart --resume --json \
        > $preset-again.out 2> $preset-again.err
    echo $? > $preset-again.status
done
)script")
        .arg(cli, stickSerial, otherSerial);
}

// The ranges a ddrescue map marks finished ('+'), as (offset, length).
QList<QPair<qint64, qint64>> finishedRanges(const QByteArray &map)
{
    QList<QPair<qint64, qint64>> ranges;
    for (const QByteArray &line : map.split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 3 && fields[0].startsWith("0x") && fields[1].startsWith("0x")
            && fields[2] == "+")
            ranges.append({fields[0].toLongLong(nullptr, 16), fields[1].toLongLong(nullptr, 16)});
    }
    return ranges;
}

} // namespace

// A USB stick pulled out in the middle of an acquisition and plugged back, through the guest's
// real xHCI and usb-storage drivers: the acquisition stops saying the drive went away and keeps
// what it wrote, a resume from another stick is refused by its serial number, and the resume
// from the re-plugged stick (under its new name) finishes an image equal to the medium.
class TestDriveLabRemoval : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stickPulledOutAndPluggedBack();

private:
    void checkStopped(const QString &base, const QByteArray &medium);
    void checkResumed(const QString &base, const QByteArray &medium);
};

void TestDriveLabRemoval::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

// The first run stopped with the drive gone, its map and image kept and consistent: every byte
// the map calls finished is the medium's, and the map leaves the rest to read.
void TestDriveLabRemoval::checkStopped(const QString &base, const QByteArray &medium)
{
    const QByteArray error = readFile(base + QStringLiteral("-first.err"));
    QCOMPARE(readFile(base + QStringLiteral("-first.status")).trimmed(), QByteArray("1"));
    QVERIFY2(error.contains("vanished"), error.constData());
    QVERIFY2(error.contains("the image and map written so far are kept"), error.constData());
    const QByteArray map = readFile(base + QStringLiteral("-stopped.map"));
    QVERIFY2(!map.isEmpty(), "the map was not kept");
    const QByteArray image = readFile(base + QStringLiteral("-stopped.dd"));
    qint64 finished = 0;
    for (const auto &[offset, length] : finishedRanges(map)) {
        QVERIFY2(offset + length <= image.size(), "the map claims more than the image held");
        QVERIFY2(image.mid(offset, length) == medium.mid(offset, length),
                 "the image differs from the medium where the map says it was copied");
        finished += length;
    }
    QVERIFY2(finished > 0, map.constData());
    QVERIFY2(finished < medium.size(), "the acquisition finished before the stick was pulled");
}

// The resume from the other stick was refused by its serial number, without touching the
// acquisition; the one from the stick, under whatever name it came back, completed it.
void TestDriveLabRemoval::checkResumed(const QString &base, const QByteArray &medium)
{
    const QByteArray refusal = readFile(base + QStringLiteral("-other.err"));
    QCOMPARE(readFile(base + QStringLiteral("-other.status")).trimmed(), QByteArray("2"));
    QVERIFY2(refusal.contains(QStringLiteral("serial number: was %1, is now %2")
                                  .arg(stickSerial, otherSerial)
                                  .toUtf8()),
             refusal.constData());
    const QByteArray resumed = readFile(base + QStringLiteral("-again.err"));
    QVERIFY2(readFile(base + QStringLiteral("-again.status")).trimmed() == "0",
             resumed.constData());
    const QJsonObject record
        = QJsonDocument::fromJson(readFile(base + QStringLiteral("-again.out"))).object();
    QCOMPARE(record[QStringLiteral("result")][QStringLiteral("status")].toString(),
             QStringLiteral("completed"));
    QCOMPARE(record[QStringLiteral("source")][QStringLiteral("serial")].toString(), stickSerial);
    QVERIFY2(readFile(base + QStringLiteral(".dd")) == medium,
             "the resumed image differs from the medium");
}

void TestDriveLabRemoval::stickPulledOutAndPluggedBack()
{
    DriveLab lab;
    LabDrive stick;
    stick.kind = LabDrive::Kind::UsbStorage;
    stick.id = QStringLiteral("stick");
    stick.image = lab.makeMedium(QStringLiteral("stick.raw"), mediumBytes);
    QVERIFY(!stick.image.isEmpty());
    stick.serial = stickSerial;
    stick.readBytesPerSecond = stickBytesPerSecond;
    lab.addDrive(stick);
    // Another stick with the same medium, byte for byte: only its serial number tells them apart.
    LabDrive other = stick;
    other.id = QStringLiteral("other");
    other.image = lab.makeMedium(QStringLiteral("other.raw"), mediumBytes);
    other.serial = otherSerial;
    other.readBytesPerSecond = 0;
    lab.addDrive(other);
    const QByteArray medium = readFile(stick.image);
    QCOMPARE(readFile(other.image), medium);

    QVERIFY(lab.start(guestScript()));
    for (const QString &preset : presets) {
        if (!lab.waitForSharedFile(preset + QStringLiteral("-midrun"), 240))
            QFAIL(lab.finish(10).describe().constData());
        QVERIFY2(lab.unplug(stick.id), qPrintable(lab.lastQmpError()));
        if (!lab.waitForSharedFile(preset + QStringLiteral("-stopped"), 120))
            QFAIL(lab.finish(10).describe().constData());
        QVERIFY2(lab.plug(stick.id), qPrintable(lab.lastQmpError()));
        QVERIFY(writeFile(
            lab.sharedFolder() + QLatin1Char('/') + preset + QStringLiteral("-plugged"), {}));
    }
    const GuestRun run = lab.finish();
    QVERIFY2(run.exitStatus == 0, run.describe());
    for (const QString &preset : presets) {
        const QString base = lab.sharedFolder() + QLatin1Char('/') + preset;
        checkStopped(base, medium);
        checkResumed(base, medium);
    }
}

QTEST_GUILESS_MAIN(TestDriveLabRemoval)
#include "tst_drivelabremoval.moc"
