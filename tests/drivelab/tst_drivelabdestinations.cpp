// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"
#include "labscript.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace Custody::Test;

namespace {

constexpr qint64 MiB = 1024 * 1024;
constexpr qint64 mediumBytes = MiB;
constexpr qint64 mediumSectors = mediumBytes / 512;

// The medium as it must be after every sector was overwritten with `pattern`, but for `kept`
// (512-byte sectors), which hold what `before` held.
QByteArray overwrittenExcept(const QByteArray &before, char pattern, const QList<qint64> &kept)
{
    QByteArray after(before.size(), pattern);
    for (const qint64 sector : kept)
        after.replace(sector * 512, 512, before.mid(sector * 512, 512));
    return after;
}

// The first 512-byte sector where two media differ, or -1.
qint64 firstDifferentSector(const QByteArray &found, const QByteArray &wanted)
{
    for (qint64 offset = 0; offset < qMin(found.size(), wanted.size()); offset += 512) {
        if (found.mid(offset, 512) != wanted.mid(offset, 512))
            return offset / 512;
    }
    return found.size() == wanted.size() ? -1 : qMin(found.size(), wanted.size()) / 512;
}

// The guest's shell function `disk_with_serial SERIAL`: the whole disk (ATA or NVMe) with that
// serial number, once the kernel has found it. The kernel names disks in the order their drivers
// find them, which varies between boots. From sysfs: libata's VPD page 80, an NVMe controller's
// serial.
QString serialFinder()
{
    return QStringLiteral(R"sh(
has_serial() {
    for disk in /sys/block/*; do
        for page in device/vpd_pg80 device/serial; do
            if [ "$(tr -cd '[:graph:]' < "$disk/$page" 2>/dev/null)" = "$1" ]; then
                echo "/dev/${disk##*/}"
                return 0
            fi
        done
    done
    return 1
}
disk_with_serial() {
    wait_until 60 has_serial "$1" || { echo "no disk with serial $1" >&2; return 1; }
}
)sh");
}

// Adds the source of a test, an ATA disk of mediumBytes with `serial`, to the lab; the file of its
// medium, empty when it could not be made.
QString addSource(DriveLab &lab, const QString &serial)
{
    LabDrive source = labDrive(LabDrive::Kind::Ata, QStringLiteral("src"), serial);
    source.image = lab.makeMedium(QStringLiteral("src.raw"), mediumBytes);
    if (!source.image.isEmpty())
        lab.addDrive(source);
    return source.image;
}

} // namespace

// Destination drives that fail: Custody's writers (a clone, a wipe, several outputs from one
// read) against drives that the guest's real Linux drivers see, with write errors and lost
// writes injected below them by QEMU.
class TestDriveLabDestinations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void writeFaultsAreExact();
    void twoOutputsOnTwoDrives();
    void wipeNamesSectorsThatFail();
    void cloneOntoWriteErrorsFails();
};

void TestDriveLabDestinations::initTestCase()
{
    const QString why = DriveLab::unavailableReason();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
}

// The lab's own faults, through libata and the NVMe driver: a write of an unwritable sector
// fails (alone and within a larger request, as data and as write-zeroes) while its neighbours'
// succeed; a lost sector's write succeeds and leaves the medium as it was, which the guest reads
// back; every other sector holds what was written.
void TestDriveLabDestinations::writeFaultsAreExact()
{
    DriveLab lab;
    const qint64 unwritable = 1000;
    const qint64 lost = 1500;
    QString script = labScriptFunctions();
    // Writes zeros to sectors $2 to $2 + $3 - 1 of $1, as data (dd) on an ATA disk and as
    // write-zeroes (BLKZEROOUT, NVMe's Write Zeroes) on an NVMe namespace; prints the exit status.
    script += QStringLiteral(R"sh(
zero() {
    case "$1" in
    /dev/nvme*) blkdiscard -z -o $(($2 * 512)) -l $(($3 * 512)) "$1" 2>/dev/null ;;
    *) zero_dd "$@" 2>/dev/null ;;
    esac
    echo $?
}
# dd writes a last partial block through the page cache, a whole page: whole blocks only.
zero_dd() {
    whole=$(($3 / 128 * 128))
    { [ $whole -eq 0 ] || dd if=/dev/zero of="$1" bs=64k seek=$(($2 * 512)) \
        count=$((whole / 128)) oflag=direct,seek_bytes; } &&
        { [ $whole -eq $3 ] || dd if=/dev/zero of="$1" bs=512 seek=$(($2 + whole)) \
            count=$(($3 - whole)) oflag=direct; }
}
)sh");
    QHash<QString, QByteArray> media; // each drive's medium before the guest ran
    QHash<QString, QString> images;   // and the file that holds it
    for (const QString &name : {QStringLiteral("ata"), QStringLiteral("nvme")}) {
        LabDrive drive
            = labDrive(name == QLatin1String("ata") ? LabDrive::Kind::Ata : LabDrive::Kind::Nvme,
                       name, QStringLiteral("LABWF") + name.toUpper());
        drive.image = lab.makeMedium(name + QStringLiteral(".raw"), mediumBytes);
        QVERIFY(!drive.image.isEmpty());
        drive.unwritableSectors = {unwritable};
        drive.lostWriteSectors = {lost};
        media.insert(name, readFile(drive.image));
        images.insert(name, drive.image);
        lab.addDrive(drive);
        script
            += QStringLiteral("d=$(disk_on %1)\n"
                              "{ zero $d 0 %2; zero $d %2 1; zero $d %3 16; zero $d %4 %5; } > "
                              "/run/lab/%6.writes\n"
                              "dd if=$d bs=512 skip=%7 count=1 iflag=direct of=/run/lab/%6.lost\n")
                   .arg(name == QLatin1String("ata") ? QStringLiteral("/ata")
                                                     : QStringLiteral("/nvme/"))
                   .arg(unwritable)
                   .arg(unwritable - 8)
                   .arg(unwritable + 1)
                   .arg(mediumSectors - unwritable - 1)
                   .arg(name)
                   .arg(lost);
    }
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    for (auto medium = media.cbegin(); medium != media.cend(); ++medium) {
        const QString &name = medium.key();
        // The sectors before, the one sector alone, a request of 16 around it, the sectors after.
        const QString writes = sharedText(lab, name + QStringLiteral(".writes"));
        QVERIFY2(writes == QStringLiteral("0\n1\n1\n0"),
                 qPrintable(name + QStringLiteral(": exit statuses ") + writes));
        const QByteArray before = medium.value();
        QCOMPARE(sharedBytes(lab, name + QStringLiteral(".lost")), before.mid(lost * 512, 512));
        const QByteArray after = readFile(images.value(name));
        QCOMPARE(firstDifferentSector(after, overwrittenExcept(before, '\0', {unwritable, lost})),
                 -1);
    }
}

// One read of an ATA disk, two images on two other drives of the guest, each with its own file
// system: raw on an NVMe namespace, E01 on another ATA disk. Both are read back (verified) by
// Custody, and each is checked by a tool of its own: the raw image equals the medium byte for byte
// (cmp), and libewf's ewfverify finds the E01's data whole, with the medium's MD5.
void TestDriveLabDestinations::twoOutputsOnTwoDrives()
{
    DriveLab lab;
    const QString sourceImage = addSource(lab, QStringLiteral("LABOUTSRC"));
    QVERIFY(!sourceImage.isEmpty());
    for (const auto &[kind, id] : {std::pair{LabDrive::Kind::Nvme, QStringLiteral("raw")},
                                   std::pair{LabDrive::Kind::Ata, QStringLiteral("e01")}}) {
        LabDrive drive = labDrive(kind, id, QStringLiteral("LABOUT") + id.toUpper());
        drive.image = lab.makeMedium(id + QStringLiteral(".raw"), 8 * MiB);
        QVERIFY(!drive.image.isEmpty());
        lab.addDrive(drive);
    }
    QString script = labScriptFunctions() + serialFinder();
    script += QStringLiteral(R"sh(
src=$(disk_with_serial LABOUTSRC)
for id in raw e01; do
    disk=$(disk_with_serial LABOUT$(echo $id | tr a-z A-Z))
    mkfs.ext4 -q -F -E nodiscard -O ^has_journal "$disk"
    mkdir -p /mnt/$id
    mount "$disk" /mnt/$id
done
%1 acquire "$src" /mnt/raw/evidence --json --no-smart --verify \
    --also /mnt/e01/evidence --also-format e01 > /run/lab/outputs.out 2> /run/lab/outputs.err
echo $? > /run/lab/outputs.status
cp /mnt/raw/evidence.json /run/lab/raw.json
cp /mnt/e01/evidence.json /run/lab/e01.json
cmp "$src" /mnt/raw/evidence.dd > /run/lab/cmp.out 2>&1
echo $? > /run/lab/cmp.status
ewfverify -q /mnt/e01/evidence.E01 > /run/lab/ewfverify.out 2>&1
echo $? > /run/lab/ewfverify.status
umount /mnt/raw /mnt/e01
)sh")
                  .arg(QStringLiteral(CUSTODY_CLI_PATH));
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    QVERIFY2(sharedText(lab, QStringLiteral("outputs.status")) == QLatin1String("0"),
             sharedBytes(lab, QStringLiteral("outputs.err")).constData());
    QVERIFY2(sharedText(lab, QStringLiteral("cmp.status")) == QLatin1String("0"),
             sharedBytes(lab, QStringLiteral("cmp.out")).constData());
    const QString ewfverify = sharedText(lab, QStringLiteral("ewfverify.out"));
    QVERIFY2(sharedText(lab, QStringLiteral("ewfverify.status")) == QLatin1String("0"),
             qPrintable(ewfverify));
    const QByteArray md5
        = QCryptographicHash::hash(readFile(sourceImage), QCryptographicHash::Md5).toHex();
    QVERIFY2(ewfverify.simplified().contains(QStringLiteral("MD5 hash calculated over data: ")
                                             + QString::fromLatin1(md5)),
             qPrintable(ewfverify));
    // Each output's record lists both, each verified by its own read-back.
    for (const QString &name : {QStringLiteral("raw.json"), QStringLiteral("e01.json")}) {
        const QJsonObject record = sharedJson(lab, name);
        const QJsonArray destinations = record[QStringLiteral("destinations")].toArray();
        QVERIFY2(destinations.size() == 2, qPrintable(name));
        for (const QJsonValue &destination : destinations) {
            QCOMPARE(destination[QStringLiteral("state")].toString(), QStringLiteral("completed"));
            QCOMPARE(destination[QStringLiteral("verification")].toString(),
                     QStringLiteral("match"));
        }
    }
}

// custody-cli wipe on drives with a sector that cannot be written and on drives with a sector
// whose writes are lost (they read back what they held), through libata and the NVMe driver, with
// the pattern written as data and as write-zeroes: the verdict is FAILED, the certificate names
// exactly that sector and why (for a lost write, the first byte that is not the pattern and the
// byte found there), and every other sector of the medium holds the pattern.
void TestDriveLabDestinations::wipeNamesSectorsThatFail()
{
    struct Case
    {
        QString id;
        LabDrive::Kind kind;
        qint64 sector; // 512-byte
        bool lost;     // its writes are lost; else they fail
        QString pattern;
        char patternByte;
        QString method;
    };
    const QList<Case> cases{
        {QStringLiteral("ataunwritable"), LabDrive::Kind::Ata, 1000, false, QStringLiteral("zero"),
         '\0', QStringLiteral("write")},
        {QStringLiteral("nvmeunwritable"), LabDrive::Kind::Nvme, 1000, false,
         QStringLiteral("zero"), '\0', QStringLiteral("zeroout")},
        {QStringLiteral("atalost"), LabDrive::Kind::Ata, 1500, true, QStringLiteral("0xa5"),
         char(0xa5), QStringLiteral("write")},
        {QStringLiteral("nvmelost"), LabDrive::Kind::Nvme, 1500, true, QStringLiteral("zero"), '\0',
         QStringLiteral("zeroout")},
    };
    DriveLab lab;
    QString script = labScriptFunctions();
    QHash<QString, QByteArray> media; // each drive's medium before the guest ran
    QHash<QString, QString> images;   // and the file that holds it
    for (const Case &wipe : cases) {
        LabDrive drive = labDrive(wipe.kind, wipe.id, QStringLiteral("LABW") + wipe.id.toUpper());
        drive.image = lab.makeMedium(wipe.id + QStringLiteral(".raw"), mediumBytes);
        QVERIFY(!drive.image.isEmpty());
        (wipe.lost ? drive.lostWriteSectors : drive.unwritableSectors) = {wipe.sector};
        media.insert(wipe.id, readFile(drive.image));
        images.insert(wipe.id, drive.image);
        lab.addDrive(drive);
    }
    script += serialFinder();
    for (const Case &wipe : cases) {
        script += QStringLiteral("disk=$(disk_with_serial LABW%1)\n"
                                 "%2 wipe \"$disk\" --certificate /run/lab/%3 --pattern %4 "
                                 "--method %5 --no-smart --yes --json > /run/lab/%3.out "
                                 "2> /run/lab/%3.err\n"
                                 "echo $? > /run/lab/%3.status\n")
                      .arg(wipe.id.toUpper(), QStringLiteral(CUSTODY_CLI_PATH), wipe.id,
                           wipe.pattern, wipe.method);
    }
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    for (const Case &wipe : cases) {
        const QByteArray before = media.value(wipe.id);
        const QByteArray errors = sharedBytes(lab, wipe.id + QStringLiteral(".err"));
        QVERIFY2(sharedText(lab, wipe.id + QStringLiteral(".status")) == QLatin1String("1"),
                 qPrintable(wipe.id + QStringLiteral(": ") + QString::fromUtf8(errors)));
        const QJsonObject certificate = sharedJson(lab, wipe.id + QStringLiteral(".json"));
        QCOMPARE(certificate, sharedJson(lab, wipe.id + QStringLiteral(".out")));
        QCOMPARE(certificate[QStringLiteral("verdict")].toString(), QStringLiteral("FAILED"));
        const QJsonObject result = certificate[QStringLiteral("result")].toObject();
        QCOMPARE(result[QStringLiteral("sectorsWritten")].toInteger(), mediumSectors);
        QCOMPARE(result[QStringLiteral("sectorsVerified")].toInteger(), mediumSectors);
        QCOMPARE(result[QStringLiteral("failedSectors")].toInteger(), 1);
        const QJsonArray failures = result[QStringLiteral("failures")].toArray();
        QCOMPARE(failures.size(), 1);
        const QJsonObject failure = failures.first().toObject();
        QCOMPARE(failure[QStringLiteral("firstSector")].toInteger(), wipe.sector);
        QCOMPARE(failure[QStringLiteral("lastSector")].toInteger(), wipe.sector);
        if (wipe.lost) {
            QCOMPARE(failure[QStringLiteral("reason")].toString(), QStringLiteral("mismatch"));
            // The first byte of the sector as it was that is not the pattern.
            qint64 offset = wipe.sector * 512;
            while (before[offset] == wipe.patternByte)
                ++offset;
            QCOMPARE(failure[QStringLiteral("firstDifference")].toInteger(), offset);
            QCOMPARE(failure[QStringLiteral("foundByte")].toInt(), int(quint8(before[offset])));
        } else {
            QCOMPARE(failure[QStringLiteral("reason")].toString(), QStringLiteral("write error"));
        }
        QCOMPARE(firstDifferentSector(readFile(images.value(wipe.id)),
                                      overwrittenExcept(before, wipe.patternByte, {wipe.sector})),
                 -1);
    }
}

// custody-cli acquire --clone onto drives that cannot write a sector: an ATA disk and an NVMe
// namespace of the source's size, where the sector is in the cloned range, and a larger NVMe
// namespace whose unwritable sector is in the excess that --excess zero wipes. Each clone fails
// (exit status 1), names the sectors that failed in its record and on its error output, and
// is never called verified: not in the record, not in the log, not in the summary. A clone onto
// a drive that loses a write (reported written, never on the medium) fails its verification,
// which reads the drive back.
void TestDriveLabDestinations::cloneOntoWriteErrorsFails()
{
    struct Case
    {
        QString id;
        LabDrive::Kind kind;
        qint64 sizeBytes;
        qint64 sector; // 512-byte
        bool lost;     // its writes are lost; else they fail
        QString options;
    };
    const QList<Case> cases{
        {QStringLiteral("ata"), LabDrive::Kind::Ata, mediumBytes, 1000, false, QString()},
        {QStringLiteral("nvme"), LabDrive::Kind::Nvme, mediumBytes, 1000, false, QString()},
        {QStringLiteral("excess"), LabDrive::Kind::Nvme, 2 * mediumBytes, mediumSectors + 700,
         false, QStringLiteral("--excess zero")},
        {QStringLiteral("lost"), LabDrive::Kind::Nvme, mediumBytes, 1000, true, QString()},
    };
    DriveLab lab;
    const QString sourceImage = addSource(lab, QStringLiteral("LABCSRC"));
    QVERIFY(!sourceImage.isEmpty());
    QString script = labScriptFunctions() + serialFinder()
                     + QStringLiteral("src=$(disk_with_serial LABCSRC)\n");
    for (const Case &clone : cases) {
        LabDrive drive
            = labDrive(clone.kind, clone.id, QStringLiteral("LABC") + clone.id.toUpper());
        drive.image = lab.makeMedium(clone.id + QStringLiteral(".raw"), clone.sizeBytes);
        // Other bytes than the source's (makeMedium() makes the same ones for the same size), so
        // that a sector left as it was shows.
        QVERIFY(writeFile(drive.image, randomBytes(clone.sizeBytes, 7)));
        (clone.lost ? drive.lostWriteSectors : drive.unwritableSectors) = {clone.sector};
        lab.addDrive(drive);
        script += QStringLiteral("disk=$(disk_with_serial LABC%1)\n").arg(clone.id.toUpper());
        script += labAcquire(QStringLiteral("\"$src\""), clone.id,
                             QStringLiteral("--clone \"$disk\" --yes --no-smart --verify ")
                                 + clone.options);
    }
    const GuestRun run = lab.run(script);
    QVERIFY2(run.exitStatus == 0, run.describe());
    // The verdict's title, as the log, the summary and the report give it.
    const QRegularExpression calledVerified(QStringLiteral("(?<!NOT A )\\bMATCH\\b"));
    for (const Case &clone : cases) {
        const QString errors
            = QString::fromUtf8(sharedBytes(lab, clone.id + QStringLiteral(".err")));
        QVERIFY2(sharedText(lab, clone.id + QStringLiteral(".status")) == QLatin1String("1"),
                 qPrintable(clone.id + QStringLiteral(": ") + errors));
        const QJsonObject record = sharedJson(lab, clone.id + QStringLiteral(".out"));
        QCOMPARE(record, sharedJson(lab, clone.id + QStringLiteral(".json")));
        // Never verified: a lost write is found by reading the drive back.
        const QString verdict
            = record[QStringLiteral("verification")][QStringLiteral("verdict")].toString();
        const bool excess = clone.sector >= mediumSectors;
        if (clone.lost)
            QCOMPARE(verdict, QStringLiteral("mismatch"));
        else if (excess) // the cloned range read back whole; the excess is an outcome of its own
            QCOMPARE(verdict, QStringLiteral("match"));
        else
            QVERIFY2(verdict != QLatin1String("match"), qPrintable(clone.id));
        const QString log = QString::fromUtf8(sharedBytes(lab, clone.id + QStringLiteral(".txt")));
        QVERIFY2(!log.isEmpty(), qPrintable(clone.id));
        if (!excess) {
            QVERIFY2(!calledVerified.match(log).hasMatch(),
                     qPrintable(clone.id + QLatin1Char('\n') + log));
            QVERIFY2(!calledVerified.match(errors).hasMatch(),
                     qPrintable(clone.id + QLatin1Char('\n') + errors));
        }
        if (clone.lost)
            continue;
        const QJsonObject result = record[QStringLiteral("result")].toObject();
        const QJsonObject cloned = record[QStringLiteral("clone")].toObject();
        QCOMPARE(cloned[QStringLiteral("sourceBytes")].toInteger(), mediumBytes);
        if (excess) {
            // The whole source is on the drive; the excess failed, and only the excess.
            QCOMPARE(result[QStringLiteral("status")].toString(), QStringLiteral("completed"));
            QCOMPARE(cloned[QStringLiteral("clonedBytes")].toInteger(), mediumBytes);
            QVERIFY2(cloned[QStringLiteral("error")].isObject(), qPrintable(clone.id));
            QVERIFY2(log.contains(QStringLiteral("Excess sectors NOT wiped.")), qPrintable(log));
            QVERIFY2(!log.contains(QStringLiteral("could not be read back")), qPrintable(log));
            // Every other sector of the excess written.
            QCOMPARE(cloned[QStringLiteral("excessWritten")].toInteger(),
                     clone.sizeBytes - mediumBytes - 512);
        } else {
            // The record counts only what the map says was written, and the log says as much.
            QVERIFY2(result[QStringLiteral("status")].toString() != QLatin1String("completed"),
                     qPrintable(clone.id));
            const qint64 written = cloned[QStringLiteral("clonedBytes")].toInteger();
            QVERIFY2(written <= clone.sector * 512, qPrintable(clone.id));
            const QJsonArray unfinished = result[QStringLiteral("unfinishedRanges")].toArray();
            QVERIFY2(!unfinished.isEmpty(), qPrintable(clone.id));
            QCOMPARE(unfinished.first()[QStringLiteral("offset")].toInteger(), written);
            const QString says
                = written == 0 ? QStringLiteral("none of the 2048 sectors of the source")
                               : QStringLiteral("sectors 0 to %1 of the 2048 sectors of the source")
                                     .arg(written / 512 - 1);
            // The log wraps its lines, and groups digits by the locale: compared with its white
            // space as single spaces and without separators.
            const QString flowing = log.simplified().remove(QLatin1Char(','));
            QVERIFY2(
                flowing.contains(says),
                qPrintable(says + QLatin1Char('\n')
                           + flowing.mid(flowing.indexOf(QStringLiteral("Clone INCOMPLETE")))));
        }
        // Exactly the unwritable sector: a failed write is tried again sector by sector.
        const QString exactly = QStringLiteral("pwrite of sectors %1 to %1]").arg(clone.sector);
        QVERIFY2(log.contains(exactly), qPrintable(exactly + QLatin1Char('\n') + log));
        QVERIFY2(errors.contains(exactly), qPrintable(exactly + QLatin1Char('\n') + errors));
    }
}

QTEST_GUILESS_MAIN(TestDriveLabDestinations)
#include "tst_drivelabdestinations.moc"
