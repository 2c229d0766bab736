#include "loopdevice.h"

#include "device/externaltool.h"

#include <unistd.h>

#include <QFile>

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
    const Result<ExternalTool> losetup
        = ExternalTool::find(QStringLiteral("losetup"), QStringLiteral("mount"));
    if (!losetup) {
        m_errorString = losetup.error().userMessage();
        return false;
    }
    const Result<ExternalTool::Output> result = losetup->run(arguments, 30s);
    if (!result || result->exitCode != 0) {
        m_errorString = QStringLiteral("losetup %1: %2")
                            .arg(arguments.join(QLatin1Char(' ')),
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

bool LoopDevice::detach()
{
    if (m_devicePath.isEmpty())
        return true;
    const bool detached = runLosetup({QStringLiteral("--detach"), m_devicePath}, nullptr);
    m_devicePath.clear();
    return detached;
}

} // namespace Custody::Test
