// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "layoutdisks.h"

#include "testprocess.h"

#include <QDebug>
#include <QFile>

namespace Custody::Test::LayoutDisks {

namespace {

bool run(const QString &program, const QStringList &arguments)
{
    const ProcessResult result = runProcess(program, arguments);
    if (result.exitCode != 0)
        qWarning().noquote() << program << arguments.join(u' ') << result.describe();
    return result.exitCode == 0;
}

bool makeFile(const QString &path, qint64 bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.resize(bytes);
}

// A volume made by its own tool in a file of its own, then put into the disk.
bool placeVolume(const QString &disk, qint64 offset, const QString &scratch, const QString &program,
                 const QStringList &arguments)
{
    return makeFile(scratch, 16 * MiB) && run(program, arguments + QStringList{scratch})
           && placeInto(disk, offset, contentOf(scratch));
}

} // namespace

bool placeInto(const QString &path, qint64 offset, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::ReadWrite) && file.seek(offset)
           && file.write(bytes) == bytes.size();
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool makeGpt(const QString &path, const QString &scratch)
{
    return makeFile(path, 64 * MiB)
           && run(QStringLiteral("sgdisk"),
                  {QStringLiteral("--disk-guid=%1").arg(QLatin1String(GptDiskGuid)),
                   QStringLiteral("-n1:2048:+16M"), QStringLiteral("-t1:0700"),
                   QStringLiteral("-c1:EVIDENCE part"), QStringLiteral("-n2:0:+16M"),
                   QStringLiteral("-t2:8300"), QStringLiteral("-c2:linux"),
                   QStringLiteral("-n3:0:+16M"), QStringLiteral("-t3:0700"),
                   QStringLiteral("-c3:windows"), path})
           && placeVolume(path, 1 * MiB, scratch, QStringLiteral("mkfs.vfat"),
                          {QStringLiteral("-n"), QStringLiteral("EVIDENCE"), QStringLiteral("-i"),
                           QStringLiteral("a6d01558")})
           && placeVolume(path, 17 * MiB, scratch, QStringLiteral("mkfs.ext4"),
                          {QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-L"),
                           QStringLiteral("casefiles"), QStringLiteral("-U"),
                           QLatin1String(Ext4Uuid)})
           && placeVolume(path, 33 * MiB, scratch, QStringLiteral("mkfs.ntfs"),
                          {QStringLiteral("-F"), QStringLiteral("-Q"), QStringLiteral("-q"),
                           QStringLiteral("-L"), QStringLiteral("WINDATA")});
}

bool makeMbr(const QString &path, const QString &scratch)
{
    const QString table = scratch + QStringLiteral(".sfdisk");
    const QString key = scratch + QStringLiteral(".key");
    QFile random(QStringLiteral("/dev/urandom"));
    // sfdisk reads its script from standard input.
    return makeFile(path, 48 * MiB)
           && placeInto(table, 0,
                        "label: dos\nlabel-id: 0x1234abcd\n"
                        "start=2048, size=16MiB, type=83\n"
                        "size=8MiB, type=83\n"
                        "size=8MiB, type=83\n"
                        "start=67584, size=14MiB, type=5\n"
                        "start=69632, size=12MiB, type=83\n")
           && run(QStringLiteral("sh"),
                  {QStringLiteral("-c"), QStringLiteral("sfdisk -q \"$0\" < \"$1\""), path, table})
           && placeInto(key, 0, "a passphrase")
           && placeVolume(path, 1 * MiB, scratch, QStringLiteral("cryptsetup"),
                          {QStringLiteral("luksFormat"), QStringLiteral("-q"),
                           QStringLiteral("--type"), QStringLiteral("luks1"),
                           QStringLiteral("--pbkdf-force-iterations"), QStringLiteral("1000"),
                           QStringLiteral("--key-file"), key})
           && random.open(QIODevice::ReadOnly) && placeInto(path, 17 * MiB, random.read(8 * MiB));
}

} // namespace Custody::Test::LayoutDisks
