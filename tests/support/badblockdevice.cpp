// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "badblockdevice.h"

#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace Custody::Test {

namespace {

constexpr auto toolTimeout = 10s;
constexpr auto readyTimeout = 10s;
constexpr auto stopTimeout = 5s;
constexpr auto pollInterval = 10ms;

int msecs(std::chrono::milliseconds duration)
{
    return int(duration.count());
}

QString badblockfsPath()
{
    return QStringLiteral(CUSTODY_BADBLOCKFS_PATH);
}

// External tools come from an ordered list of trusted prefixes, never from $PATH
// (docs/STYLE.md, "External tools").
QString findTool(const QString &name)
{
    for (const char *prefix : {"/usr/sbin/", "/usr/bin/", "/sbin/", "/bin/"}) {
        const QString path = QLatin1String(prefix) + name;
        if (QFileInfo(path).isExecutable())
            return path;
    }
    return {};
}

struct ToolRun
{
    bool succeeded = false;
    QByteArray output;
    QString error; // names the command line, its exit status and its stderr
};

ToolRun runTool(const QString &name, const QStringList &arguments)
{
    ToolRun run;
    const QString commandLine = name + u' ' + arguments.join(u' ');
    const QString path = findTool(name);
    if (path.isEmpty()) {
        run.error
            = u"%1: %2 not found in /usr/sbin, /usr/bin, /sbin or /bin"_s.arg(commandLine, name);
        return run;
    }
    QProcess process;
    process.start(path, arguments);
    if (!process.waitForFinished(msecs(toolTimeout))) {
        run.error = u"%1: %2"_s.arg(commandLine, process.errorString());
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.output = process.readAllStandardOutput();
    const QString errorOutput = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        run.error
            = u"%1: exit code %2: %3"_s.arg(commandLine).arg(process.exitCode()).arg(errorOutput);
        return run;
    }
    run.succeeded = true;
    return run;
}

QString errnoText(int error)
{
    return QString::fromLocal8Bit(strerrorname_np(error)) + u" ("_s
           + QString::fromLocal8Bit(std::strerror(error)) + u')';
}

// /proc/self/mountinfo escapes space, tab, newline and backslash in paths as \ooo.
QString unescapeMountPath(const QByteArray &field)
{
    QByteArray path;
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            path.append(char(field.mid(i + 1, 3).toInt(nullptr, 8)));
            i += 3;
        } else {
            path.append(field[i]);
        }
    }
    return QString::fromLocal8Bit(path);
}

// Only a badblockfs mount counts, so that a wrong path can never unmount anything else.
bool isBadblockfsMounted(const QString &mountPoint)
{
    QFile mountInfo(u"/proc/self/mountinfo"_s);
    if (!mountInfo.open(QIODevice::ReadOnly))
        return false;
    // proc(5): the fifth field is the mount point; the file system type follows the "-" field.
    for (const QByteArray &line : mountInfo.readAll().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype separator = fields.indexOf("-");
        if (separator > 4 && separator + 1 < fields.size()
            && fields[separator + 1] == "fuse.badblockfs"
            && unescapeMountPath(fields[4]) == mountPoint)
            return true;
    }
    return false;
}

// Compares the backing file too, so that a loop device another test has just reused after our
// detach does not count as ours.
bool isLoopAttachedTo(const QString &devicePath, const QString &imagePath)
{
    QFile backing(u"/sys/block/%1/loop/backing_file"_s.arg(QFileInfo(devicePath).fileName()));
    return backing.open(QIODevice::ReadOnly)
           && QString::fromLocal8Bit(backing.readAll().trimmed()) == imagePath;
}

} // namespace

BadBlockDevice::BadBlockDevice(const QString &backingPath, const QList<Extent> &badExtents,
                               const BadBlockDeviceOptions &options)
    : m_backingPath(backingPath)
    , m_badExtents(badExtents)
    , m_options(options)
{
    if (m_workDir.isValid())
        m_mountPoint = QFileInfo(m_workDir.path()).canonicalFilePath() + u"/mnt"_s;
}

BadBlockDevice::~BadBlockDevice()
{
    // Failures are already in errorString(); a destructor has nobody left to report them to.
    (void)detach();
}

bool BadBlockDevice::isAvailable(QString *why)
{
    const auto unavailable = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    if (::geteuid() != 0)
        return unavailable(u"needs root to mount FUSE file systems and attach loop devices"_s);
    const int fuse = ::open("/dev/fuse", O_RDWR | O_CLOEXEC);
    if (fuse < 0)
        return unavailable(u"cannot open /dev/fuse: "_s + errnoText(errno));
    ::close(fuse);
    if (!QFileInfo::exists(u"/dev/loop-control"_s))
        return unavailable(u"no loop device support: /dev/loop-control is missing"_s);
    for (const QString &tool : {u"losetup"_s, u"fusermount3"_s, u"umount"_s}) {
        if (findTool(tool).isEmpty())
            return unavailable(tool + u" not found in /usr/sbin, /usr/bin, /sbin or /bin"_s);
    }
    if (!QFileInfo(badblockfsPath()).isExecutable())
        return unavailable(u"badblockfs is not built: "_s + badblockfsPath());
    return true;
}

bool BadBlockDevice::start()
{
    Q_ASSERT(m_daemon.state() == QProcess::NotRunning && m_devicePath.isEmpty());
    m_errorString.clear();
    if (!m_workDir.isValid()) {
        fail(u"cannot create a temporary directory: "_s + m_workDir.errorString());
        return false;
    }
    if (!QFileInfo(m_backingPath).isFile()) {
        fail(u"backing file %1 does not exist"_s.arg(m_backingPath));
        return false;
    }
    if (startDaemon() && waitForImage() && attachLoop())
        return true;
    (void)detach();
    return false;
}

bool BadBlockDevice::detach()
{
    const bool loopDetached = detachLoop();
    // Unmounting while the loop device still holds the image open would fail with EBUSY, and
    // a lazy unmount would leave badblockfs serving a loop device nobody can find.
    const bool unmounted = loopDetached && unmount();
    if (!unmounted)
        m_daemon.terminate(); // libfuse unmounts, lazily if need be, and exits on SIGTERM
    stopDaemon();
    return loopDetached && unmounted;
}

bool BadBlockDevice::vanish()
{
    // The capacity drops first, then reads fail (badblockfs: an empty marker, then a filled one),
    // as a reader meets a drive that is gone: never failing reads of a device that still has its
    // size, which a reader would rightly take for bad sectors.
    QFile marker(vanishPath());
    if (!marker.open(QIODevice::WriteOnly)) {
        fail(u"cannot create %1: %2"_s.arg(vanishPath(), marker.errorString()));
        return false;
    }
    marker.close();
    if (!refreshCapacity())
        return false;
    if (!marker.open(QIODevice::WriteOnly) || marker.write("gone\n") != 5) {
        fail(u"cannot write %1: %2"_s.arg(vanishPath(), marker.errorString()));
        return false;
    }
    return true;
}

bool BadBlockDevice::reappear()
{
    if (QFile::exists(vanishPath()) && !QFile::remove(vanishPath())) {
        fail(u"cannot remove "_s + vanishPath());
        return false;
    }
    return refreshCapacity();
}

bool BadBlockDevice::refreshCapacity()
{
    // The loop driver reads the backing file's size only when told to.
    QProcess losetup;
    losetup.start(u"losetup"_s, {u"--set-capacity"_s, m_devicePath});
    if (!losetup.waitForFinished(10000) || losetup.exitStatus() != QProcess::NormalExit
        || losetup.exitCode() != 0) {
        fail(u"losetup --set-capacity %1 failed: %2"_s.arg(
            m_devicePath, QString::fromLocal8Bit(losetup.readAllStandardError())));
        return false;
    }
    return true;
}

QString BadBlockDevice::imagePath() const
{
    return m_mountPoint + u"/image"_s;
}

QByteArray BadBlockDevice::log() const
{
    QFile file(logPath());
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString BadBlockDevice::logPath() const
{
    return m_workDir.filePath(u"badblockfs.log"_s);
}

QString BadBlockDevice::vanishPath() const
{
    return m_workDir.filePath(u"vanished"_s);
}

QStringList BadBlockDevice::daemonArguments() const
{
    QStringList arguments{m_backingPath, m_mountPoint, u"--vanish-file"_s, vanishPath()};
    for (const Extent &extent : m_badExtents)
        arguments << u"--bad"_s << u"%1:%2"_s.arg(extent.offset).arg(extent.length);
    if (m_options.badDelay > 0ms)
        arguments << u"--bad-delay-ms"_s << QString::number(m_options.badDelay.count());
    if (m_options.rateLimitMegabytesPerSecond > 0)
        arguments << u"--rate-limit-mbps"_s
                  << QString::number(m_options.rateLimitMegabytesPerSecond);
    if (m_options.readTrace == ReadTrace::On)
        arguments << u"--trace"_s;
    return arguments;
}

bool BadBlockDevice::startDaemon()
{
    if (!QDir().mkpath(m_mountPoint)) {
        fail(u"cannot create mount point "_s + m_mountPoint);
        return false;
    }
    m_daemon.setProgram(badblockfsPath());
    m_daemon.setArguments(daemonArguments());
    // A file, not a pipe: nobody drains a pipe while a test blocks in read(2), and a full pipe
    // would stall badblockfs and with it the read.
    m_daemon.setStandardOutputFile(logPath(), QIODevice::Append);
    m_daemon.setStandardErrorFile(logPath(), QIODevice::Append);
    // If the test process dies without running our destructor, badblockfs unmounts on SIGTERM.
    // The signal follows the exit of the thread that called start(), hence the main thread only.
    m_daemon.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    m_daemon.start();
    if (!m_daemon.waitForStarted(msecs(readyTimeout))) {
        fail(u"cannot start %1: %2"_s.arg(badblockfsPath(), m_daemon.errorString()));
        return false;
    }
    return true;
}

bool BadBlockDevice::waitForImage()
{
    const qint64 expectedBytes = QFileInfo(m_backingPath).size();
    const QByteArray image = QFile::encodeName(imagePath());
    QDeadlineTimer deadline(readyTimeout);
    while (!deadline.hasExpired()) {
        struct stat status = {};
        if (::stat(image.constData(), &status) == 0 && S_ISREG(status.st_mode)
            && status.st_size == expectedBytes)
            return true;
        // Doubles as the poll interval, and notices badblockfs dying on bad arguments.
        if (m_daemon.state() == QProcess::NotRunning
            || m_daemon.waitForFinished(msecs(pollInterval))) {
            fail(u"badblockfs %1 exited with code %2 before mounting: %3"_s
                     .arg(daemonArguments().join(u' '))
                     .arg(m_daemon.exitCode())
                     .arg(QString::fromLocal8Bit(log()).trimmed()));
            return false;
        }
    }
    fail(u"%1 did not appear with %2 bytes within %3 s; badblockfs log: %4"_s.arg(imagePath())
             .arg(expectedBytes)
             .arg(std::chrono::seconds(readyTimeout).count())
             .arg(QString::fromLocal8Bit(log()).trimmed()));
    return false;
}

// Both this and badblockfs's direct_io make the loop driver's reads reach badblockfs with the
// exact offset and size of each block request; measured on Linux 6.18, either one alone is enough.
// With neither, FUSE widens a 512-byte read to its page cache's 4 KiB pages and read-ahead, so
// the good sectors next to a bad one fail too (directReadHitsOnlyBadSectors then fails). Being
// explicit also keeps us independent of losetup's and the kernel's changing defaults, which is
// why the sector size is always passed as well.
bool BadBlockDevice::attachLoop()
{
    const ToolRun losetup
        = runTool(u"losetup"_s,
                  {u"--read-only"_s, u"--find"_s, u"--show"_s, u"--direct-io=on"_s,
                   u"--sector-size"_s, QString::number(m_options.logicalSectorBytes), imagePath()});
    if (!losetup.succeeded) {
        fail(losetup.error);
        return false;
    }
    m_devicePath = QString::fromLocal8Bit(losetup.output.trimmed());
    if (!m_devicePath.startsWith(u"/dev/loop"_s)) {
        fail(u"losetup --show printed no loop device: "_s + m_devicePath);
        m_devicePath.clear();
        return false;
    }
    // Auto-clear makes the kernel detach the device when its last opener closes. Holding that
    // last descriptor here ties the device's life to this process, even if it crashes.
    m_loopFd = ::open(QFile::encodeName(m_devicePath).constData(), O_RDONLY | O_CLOEXEC);
    if (m_loopFd < 0) {
        fail(u"cannot open %1: %2"_s.arg(m_devicePath, errnoText(errno)));
        return false;
    }
    loop_info64 info = {};
    if (::ioctl(m_loopFd, LOOP_GET_STATUS64, &info) != 0) {
        fail(u"LOOP_GET_STATUS64 on %1: %2"_s.arg(m_devicePath, errnoText(errno)));
        return false;
    }
    info.lo_flags |= LO_FLAGS_AUTOCLEAR;
    if (::ioctl(m_loopFd, LOOP_SET_STATUS64, &info) != 0) {
        fail(u"LOOP_SET_STATUS64 (auto-clear) on %1: %2"_s.arg(m_devicePath, errnoText(errno)));
        return false;
    }
    return true;
}

bool BadBlockDevice::detachLoop()
{
    if (m_devicePath.isEmpty())
        return true;
    // With our descriptor still open, the kernel only marks the device auto-clear here
    // (loop_clr_fd); the detach itself happens when we close it below.
    const ToolRun losetup = runTool(u"losetup"_s, {u"-d"_s, m_devicePath});
    if (!losetup.succeeded && isLoopAttachedTo(m_devicePath, imagePath()))
        fail(losetup.error);
    if (m_loopFd >= 0) {
        ::close(m_loopFd);
        m_loopFd = -1;
    }
    QDeadlineTimer deadline(stopTimeout);
    while (isLoopAttachedTo(m_devicePath, imagePath())) {
        if (deadline.hasExpired()) {
            fail(u"%1 is still attached; is a descriptor to it still open?"_s.arg(m_devicePath));
            return false;
        }
        QThread::msleep(pollInterval.count());
    }
    m_devicePath.clear();
    return true;
}

bool BadBlockDevice::unmount()
{
    if (m_mountPoint.isEmpty() || !isBadblockfsMounted(m_mountPoint))
        return true;
    const ToolRun fusermount = runTool(u"fusermount3"_s, {u"-u"_s, m_mountPoint});
    if (fusermount.succeeded)
        return true;
    const ToolRun umount = runTool(u"umount"_s, {u"-l"_s, m_mountPoint});
    if (umount.succeeded)
        return true;
    fail(fusermount.error + u"; "_s + umount.error);
    return false;
}

void BadBlockDevice::stopDaemon()
{
    if (m_daemon.state() == QProcess::NotRunning)
        return;
    // badblockfs exits by itself once unmounted; on SIGTERM libfuse unmounts and exits.
    if (m_daemon.waitForFinished(msecs(stopTimeout)))
        return;
    m_daemon.terminate();
    if (m_daemon.waitForFinished(msecs(stopTimeout)))
        return;
    fail(u"badblockfs did not stop on SIGTERM; killed it"_s);
    m_daemon.kill();
    m_daemon.waitForFinished(msecs(stopTimeout));
}

void BadBlockDevice::fail(const QString &message)
{
    m_errorString = m_errorString.isEmpty() ? message : m_errorString + u"; "_s + message;
}

} // namespace Custody::Test
