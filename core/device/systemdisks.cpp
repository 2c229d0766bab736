// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/systemdisks.h"

#include "device/evidenceguard.h"
#include "util/durablefile.h"

#include <sys/stat.h>

#include <QFile>
#include <QFileInfo>

namespace Custody {

namespace {

// The folders a running Linux system cannot do without, beside the root.
const char *const systemFolders[] = {"/boot", "/boot/efi", "/usr", "/var", "/home"};

std::optional<dev_t> fileSystemOf(const QString &path)
{
    const std::optional<struct stat> status = statPath(path);
    return status ? std::optional<dev_t>(status->st_dev) : std::nullopt;
}

// /proc/swaps escapes blanks in names as octal (\040), as the mount table does.
QString unescapeOctal(const QString &field)
{
    QString text;
    for (qsizetype i = 0; i < field.size(); ++i) {
        bool octal = false;
        const int code = field[i] == QLatin1Char('\\') ? field.mid(i + 1, 3).toInt(&octal, 8) : 0;
        if (octal && field.mid(i + 1, 3).size() == 3) {
            text += QChar(code);
            i += 3;
        } else {
            text += field[i];
        }
    }
    return text;
}

} // namespace

SystemDisks::SystemDisks(QString procSwaps, QString sysfsRoot)
    : m_procSwaps(std::move(procSwaps))
    , m_sysfsRoot(std::move(sysfsRoot))
{}

QStringList SystemDisks::swapAreas() const
{
    QFile file(m_procSwaps);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList areas;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) { // the first line names the columns
        const QByteArray line = lines[i].trimmed();
        if (!line.isEmpty())
            areas << unescapeOctal(QString::fromUtf8(line.split(' ').constFirst()));
    }
    return areas;
}

QStringList SystemDisks::usesOf(const QString &devicePath, const QString &destinationFolder) const
{
    EvidenceGuard guard(m_sysfsRoot);
    guard.protectSource(devicePath);
    QStringList uses;
    if (guard.reaches(QStringLiteral("/")))
        uses << tr("the running system (/)");
    const std::optional<dev_t> root = fileSystemOf(QStringLiteral("/"));
    for (const char *folder : systemFolders) {
        const QString path = QLatin1String(folder);
        // A folder on the root's own file system adds nothing to "/".
        const std::optional<dev_t> own = fileSystemOf(path);
        if (own && own != root && guard.reaches(path))
            uses << path;
    }
    for (const QString &area : swapAreas()) {
        if (guard.reaches(area))
            uses << tr("swap (%1)").arg(area);
    }
    if (!destinationFolder.isEmpty() && QFileInfo(destinationFolder).isDir()
        && guard.reaches(destinationFolder))
        uses << tr("the destination folder %1").arg(destinationFolder);
    return uses;
}

} // namespace Custody
