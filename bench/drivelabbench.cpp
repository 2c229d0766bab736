// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// drivelab-bench: Custody against dd on the same medium as an ATA, an NVMe and a USB drive of one
// drive lab guest (tests/drivelab/drivelab.h): the guest's real kernel drivers, read through the
// same emulated hardware by both. Under TCG absolute times mean little; the ratio does.
//
// In the guest, for each drive, paired rounds A B A B …:
//   A: custody-cli acquire DEV TMPFS/x --hash md5,sha256 --no-smart
//   B: dd if=DEV bs=1M iflag=direct | tee TMPFS/x.dd >(md5sum >MD5) | sha256sum >SHA256
//      (the >(md5sum) as a named pipe, so that its end is awaited too)
// both writing the image to the guest's memory. Every run must give the medium's MD5 and
// SHA-256, or the bench stops. Prints each drive's median times and the ratio of dd's median to
// Custody's (above 1: Custody is faster), and how long the lab itself took.
//
// Build and run (the guest is prepared by the drive lab's CTest fixture, once):
//   cmake --build build --target drivelab-bench
//   ctest --test-dir build -R drivelab_guest
//   build/bench/drivelab-bench
// Environment: BENCH_ROUNDS (default 3), BENCH_MIB (the medium's size, default 64),
// CUSTODY_DRIVELAB_GUEST (default: the build's tests/drivelab/guest).

#include "drivelab.h"
#include "labscript.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTextStream>

#include <algorithm>

using namespace Custody::Test;

namespace {

struct Transport
{
    LabDrive::Kind kind;
    QString id;
    QString sysfs; // what the disk's sysfs path contains (disk_on)
};

const QList<Transport> transports{
    {LabDrive::Kind::Ata, QStringLiteral("ata"), QStringLiteral("/ata")},
    {LabDrive::Kind::Nvme, QStringLiteral("nvme"), QStringLiteral("/nvme/")},
    {LabDrive::Kind::UsbStorage, QStringLiteral("usb"), QStringLiteral("/usb")},
};

int environmentNumber(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

// The guest's side. Each run's seconds go to
// /run/lab/DRIVE-TOOL-ROUND.seconds, its digests to .md5 and .sha256 (Custody: its record, .json).
QString benchScript(int rounds)
{
    QString script = labScriptFunctions();
    for (const Transport &transport : transports)
        script += QStringLiteral("%1=$(disk_on %2) || exit 1\n").arg(transport.id, transport.sysfs);
    script += QStringLiteral(R"bash(
cli=%1
# The images go to a tmpfs of the guest's own (its /tmp is this machine's, under the overlay).
work=/mnt/drivelab-bench
mkdir -p $work
mount -t tmpfs -o size=75% tmpfs $work || exit 1
now() { date +%s.%N; }
seconds() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.3f\n", end - start }'; }
for drive in %2; do
    eval dev=\$$drive
    for round in $(seq %3); do
        rm -f $work/x*
        start=$(now)
        $cli acquire $dev $work/x --hash md5,sha256 --no-smart --json > /run/lab/$drive-custody-$round.json 2> $work/x.err || { cat $work/x.err; exit 1; }
        end=$(now)
        seconds $start $end > /run/lab/$drive-custody-$round.seconds
        rm -f $work/x*
        start=$(now)
        # tee >(md5sum), with md5sum's end awaited: a named pipe instead of /dev/fd.
        mkfifo $work/x.fifo
        md5sum < $work/x.fifo > $work/x.md5 &
        hashing=$!
        dd if=$dev bs=1M iflag=direct status=none | tee $work/x.dd $work/x.fifo | sha256sum > $work/x.sha256
        wait $hashing
        end=$(now)
        seconds $start $end > /run/lab/$drive-dd-$round.seconds
        cut -d' ' -f1 $work/x.md5 > /run/lab/$drive-dd-$round.md5
        cut -d' ' -f1 $work/x.sha256 > /run/lab/$drive-dd-$round.sha256
    done
done
rm -f $work/x*
)bash")
                  .arg(QStringLiteral(CUSTODY_CLI_PATH),
                       QStringList{transports[0].id, transports[1].id, transports[2].id}.join(
                           QLatin1Char(' ')))
                  .arg(rounds);
    return script;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

QString recordDigest(const QJsonObject &record, const QString &algorithm)
{
    for (const QJsonValue &hash : record[QStringLiteral("hashes")].toArray()) {
        if (hash[QStringLiteral("algorithm")].toString() == algorithm)
            return hash[QStringLiteral("digest")].toString();
    }
    return {};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (qEnvironmentVariableIsEmpty("CUSTODY_DRIVELAB_GUEST"))
        qputenv("CUSTODY_DRIVELAB_GUEST", CUSTODY_DRIVELAB_DEFAULT_GUEST);
    if (const QString why = DriveLab::unavailableReason(); !why.isEmpty()) {
        err << "drivelab-bench: " << why << '\n';
        return 2;
    }
    const int rounds = environmentNumber("BENCH_ROUNDS", 3);
    const qint64 mediumBytes = qint64(environmentNumber("BENCH_MIB", 64)) * 1024 * 1024;

    DriveLab lab;
    QByteArray medium;
    for (const Transport &transport : transports) {
        LabDrive drive = labDrive(transport.kind, transport.id,
                                  QStringLiteral("BENCH") + transport.id.toUpper());
        // The same bytes on each: the medium's pattern depends on the offset alone.
        drive.image = lab.makeMedium(transport.id + QStringLiteral(".raw"), mediumBytes);
        if (drive.image.isEmpty()) {
            err << "drivelab-bench: cannot write the medium\n";
            return 1;
        }
        medium = readFile(drive.image);
        lab.addDrive(drive);
    }
    const QString md5
        = QString::fromLatin1(QCryptographicHash::hash(medium, QCryptographicHash::Md5).toHex());
    const QString sha256
        = QString::fromLatin1(QCryptographicHash::hash(medium, QCryptographicHash::Sha256).toHex());
    medium.clear();

    if (!writeFile(lab.sharedFolder() + QStringLiteral("/bench.sh"), benchScript(rounds).toUtf8()))
        return 1;
    QElapsedTimer labTime;
    labTime.start();
    const GuestRun run = lab.run(QStringLiteral("exec bash /run/lab/bench.sh\n"), 3600);
    const double labSeconds = labTime.elapsed() / 1000.0;
    if (run.exitStatus != 0) {
        err << "drivelab-bench: the guest failed\n" << run.describe() << '\n';
        return 1;
    }

    out << QStringLiteral("%1 MiB medium, %2 paired rounds; seconds are the guest's (TCG)\n")
               .arg(mediumBytes / (1024 * 1024))
               .arg(rounds);
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("drive"), -6)
               .arg(QStringLiteral("custody"), 9)
               .arg(QStringLiteral("dd|tee"), 9)
               .arg(QStringLiteral("dd/custody"), 11);
    bool allMatch = true;
    for (const Transport &transport : transports) {
        QList<double> custody;
        QList<double> dd;
        for (int round = 1; round <= rounds; ++round) {
            const QString prefix = transport.id + QStringLiteral("-%1-") + QString::number(round);
            custody << sharedText(lab, prefix.arg(QStringLiteral("custody"))
                                           + QStringLiteral(".seconds"))
                           .toDouble();
            dd << sharedText(lab, prefix.arg(QStringLiteral("dd")) + QStringLiteral(".seconds"))
                      .toDouble();
            const QJsonObject record
                = sharedJson(lab, prefix.arg(QStringLiteral("custody")) + QStringLiteral(".json"));
            const bool match
                = recordDigest(record, QStringLiteral("md5")) == md5
                  && recordDigest(record, QStringLiteral("sha256")) == sha256
                  && sharedText(lab, prefix.arg(QStringLiteral("dd")) + QStringLiteral(".md5"))
                         == md5
                  && sharedText(lab, prefix.arg(QStringLiteral("dd")) + QStringLiteral(".sha256"))
                         == sha256;
            if (!match)
                err << "drivelab-bench: " << transport.id << " round " << round
                    << ": a digest differs from the medium's\n";
            allMatch &= match;
        }
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(transport.id, -6)
                   .arg(median(custody), 9, 'f', 2)
                   .arg(median(dd), 9, 'f', 2)
                   .arg(median(dd) / median(custody), 11, 'f', 2);
    }
    out << QStringLiteral("the lab: %1 s (boot, media, every run)\n").arg(labSeconds, 0, 'f', 1);
    return allMatch ? 0 : 1;
}
