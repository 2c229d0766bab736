// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "loopdevice.h"

#include "device/externaltool.h"

#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace std::chrono_literals;

namespace Custody::Test {

LoopDevice::~LoopDevice()
{
    if (!m_devicePath.isEmpty())
        (void)detach();
}

QString LoopDevice::unavailableReason()
{
    if (::geteuid() != 0)
        return QStringLiteral("needs root to attach loop devices");
    if (!ExternalTool::find(QStringLiteral("losetup"), QStringLiteral("mount")))
        return QStringLiteral("losetup (util-linux) is not installed");
    if (!QFile::exists(QStringLiteral("/dev/loop-control")))
        return QStringLiteral("no /dev/loop-control: the loop driver is not available");
    return {};
}

bool LoopDevice::createBackingFile(const QString &path, qint64 sizeBytes, Layout layout)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.resize(sizeBytes))
        return false;
    if (layout == Layout::Blank)
        return true;
    // An MBR with one Linux partition from sector 2048 to the end: the kernel then creates
    // loopNp1 on --partscan, which is a partition, not a drive.
    QByteArray sector(512, '\0');
    const quint32 first = 2048;
    const quint32 count = quint32(sizeBytes / 512) - first;
    sector[0x1BE + 4] = char(0x83);
    for (int i = 0; i < 4; ++i) {
        sector[0x1BE + 8 + i] = char((first >> (8 * i)) & 0xFF);
        sector[0x1BE + 12 + i] = char((count >> (8 * i)) & 0xFF);
    }
    sector[510] = char(0x55);
    sector[511] = char(0xAA);
    return file.seek(0) && file.write(sector) == sector.size();
}

bool LoopDevice::runLosetup(const QStringList &arguments, QString *output)
{
    return run(QStringLiteral("losetup"), arguments, output);
}

bool LoopDevice::run(const QString &program, const QStringList &arguments, QString *output)
{
    // losetup and addpart are both in util-linux's "mount" and "util-linux" packages; the name
    // only matters for the message when the program is missing.
    const Result<ExternalTool> tool = ExternalTool::find(program, QStringLiteral("util-linux"));
    if (!tool) {
        m_errorString = tool.error().userMessage();
        return false;
    }
    const Result<ExternalTool::Output> result = tool->run(arguments, 30s);
    if (!result || result->exitCode != 0) {
        m_errorString = QStringLiteral("%1 %2: %3")
                            .arg(program, arguments.join(QLatin1Char(' ')),
                                 result ? QString::fromLocal8Bit(result->standardError)
                                        : result.error().userMessage());
        return false;
    }
    if (output)
        *output = QString::fromLocal8Bit(result->standardOutput).trimmed();
    return true;
}

bool LoopDevice::attach(const QString &backingFile, const QStringList &options)
{
    QString device;
    if (!runLosetup(QStringList{QStringLiteral("--find"), QStringLiteral("--show")} + options
                        + QStringList{backingFile},
                    &device))
        return false;
    m_devicePath = device;
    return true;
}

QString LoopDevice::firstPartition()
{
    const QString partition = m_devicePath + QStringLiteral("p1");
    const auto exists = [&partition] {
        return QFile::exists(partition);
    };
    if (QTest::qWaitFor(exists, 2000))
        return partition;
    QFile size(QStringLiteral("/sys/block/%1/size").arg(QFileInfo(m_devicePath).fileName()));
    if (!size.open(QIODevice::ReadOnly)) {
        m_errorString = QStringLiteral("cannot read the size of %1").arg(m_devicePath);
        return {};
    }
    // The partition createBackingFile() writes: from sector 2048 to the end.
    const qint64 sectors = size.readAll().trimmed().toLongLong();
    if (!run(QStringLiteral("addpart"),
             {m_devicePath, QStringLiteral("1"), QStringLiteral("2048"),
              QString::number(sectors - 2048)},
             nullptr))
        return {};
    if (QTest::qWaitFor(exists, 3000))
        return partition;
    m_errorString = QStringLiteral("%1 did not appear after addpart").arg(partition);
    return {};
}

bool LoopDevice::detach()
{
    if (m_devicePath.isEmpty())
        return true;
    const bool detached = runLosetup({QStringLiteral("--detach"), m_devicePath}, nullptr);
    m_devicePath.clear();
    return detached;
}

} // namespace Custody::Test
