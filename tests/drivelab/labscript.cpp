// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labscript.h"

#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Custody::Test {

QString labScriptFunctions()
{
    return QStringLiteral(R"sh(set -u
# Runs "$2..." until it succeeds, for $1 seconds at most: by the clock, since each try can take
# long in an emulated guest.
wait_until() {
    deadline=$(( $(date +%s) + $1 ))
    shift
    until "$@"; do
        [ "$(date +%s)" -lt "$deadline" ] || return 1
        sleep 0.1
    done
}
# A controller's hidden path to a multipath NVMe namespace (nvme0c0n1) has no device node.
disk_named() {
    for disk in /sys/block/*; do
        [ -b "/dev/${disk##*/}" ] || continue
        case "$(readlink -f "$disk")" in *"$1"*) echo "/dev/${disk##*/}"; return 0 ;; esac
    done
    return 1
}
# A USB disk shows up a few seconds after the others.
disk_on() {
    wait_until 60 disk_named "$1" || { echo "no disk on $1" >&2; return 1; }
}
attribute() { sed 's/ *$//' "/sys/block/${1#/dev/}/$2"; }
part() { case "$1" in *[0-9]) echo "${1}p$2" ;; *) echo "$1$2" ;; esac; }
)sh");
}

QString labAcquire(const QString &device, const QString &name, const QString &options)
{
    return QStringLiteral(
               "%1 acquire %2 /run/lab/%3 --json %4 > /run/lab/%3.out 2> /run/lab/%3.err; "
               "echo $? > /run/lab/%3.status\n")
        .arg(QStringLiteral(CUSTODY_CLI_PATH), device, name, options);
}

QByteArray sharedBytes(const DriveLab &lab, const QString &name)
{
    return readFile(lab.sharedFolder() + QLatin1Char('/') + name);
}

QString sharedText(const DriveLab &lab, const QString &name)
{
    return QString::fromUtf8(sharedBytes(lab, name)).trimmed();
}

QJsonObject sharedJson(const DriveLab &lab, const QString &name)
{
    return QJsonDocument::fromJson(sharedBytes(lab, name)).object();
}

QJsonObject acquisitionRecord(const DriveLab &lab, const QString &name)
{
    const QString status = sharedText(lab, name + QStringLiteral(".status"));
    if (status != QLatin1String("0")) {
        qWarning("%s: exit %s: %s", qPrintable(name), qPrintable(status),
                 sharedBytes(lab, name + QStringLiteral(".err")).constData());
        return {};
    }
    return sharedJson(lab, name + QStringLiteral(".out"));
}

QJsonObject listedDevice(const QJsonObject &devices, const QString &devicePath)
{
    for (const QJsonValue &device : devices[QStringLiteral("devices")].toArray()) {
        if (device[QStringLiteral("devicePath")].toString() == devicePath)
            return device.toObject();
    }
    return {};
}

QString mismatches(const QJsonObject &object, const Fields &expected)
{
    if (object.isEmpty())
        return QStringLiteral("not there");
    QStringList differences;
    for (const auto &[key, wanted] : expected) {
        const QString found = object[key].toVariant().toString();
        if (found != wanted.toString())
            differences
                << QStringLiteral("%1 is \"%2\", not \"%3\"").arg(key, found, wanted.toString());
    }
    return differences.join(QStringLiteral("; "));
}

LabDrive labDrive(LabDrive::Kind kind, const QString &id, const QString &serial)
{
    LabDrive drive;
    drive.kind = kind;
    drive.id = id;
    drive.serial = serial;
    return drive;
}

} // namespace Custody::Test
