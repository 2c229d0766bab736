// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "device/writeblock.h"

#include "device/blockdevicefacts.h"

#include <algorithm>
#include <cerrno>
#include <memory>
#include <optional>
#include <vector>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

namespace Custody {

namespace {

Error writeBlockError(int sysErrno, const QString &devicePath, const QString &detail)
{
    return Error::fromErrno(Error::Code::WriteBlockFailed, sysErrno, devicePath, -1, detail);
}

// An O_RDONLY descriptor on one node, closed on every path out.
class Node
{
public:
    explicit Node(QString devicePath)
        : m_devicePath(std::move(devicePath))
    {}
    ~Node()
    {
        if (m_descriptor >= 0)
            ::close(m_descriptor);
    }
    Node(const Node &) = delete;
    Node &operator=(const Node &) = delete;

    Result<void> open()
    {
        m_descriptor = ::open(QFile::encodeName(m_devicePath).constData(), O_RDONLY | O_CLOEXEC);
        if (m_descriptor < 0)
            return writeBlockError(errno, m_devicePath, QStringLiteral("open(O_RDONLY)"));
        struct stat status = {};
        if (::fstat(m_descriptor, &status) != 0)
            return writeBlockError(errno, m_devicePath, QStringLiteral("fstat"));
        if (!S_ISBLK(status.st_mode))
            return writeBlockError(ENOTBLK, m_devicePath, QStringLiteral("not a block device"));
        m_deviceNumber = status.st_rdev;
        return {};
    }

    Result<WriteProtection> flag() const
    {
        int readOnly = 0;
        if (::ioctl(m_descriptor, BLKROGET, &readOnly) != 0)
            return writeBlockError(errno, m_devicePath, QStringLiteral("ioctl(BLKROGET)"));
        return readOnly ? WriteProtection::ReadOnly : WriteProtection::Writable;
    }

    Result<void> setFlag(WriteProtection protection) const
    {
        const int readOnly = protection == WriteProtection::ReadOnly ? 1 : 0;
        if (::ioctl(m_descriptor, BLKROSET, &readOnly) != 0)
            return writeBlockError(errno, m_devicePath,
                                   QStringLiteral("ioctl(BLKROSET, %1)").arg(readOnly));
        return {};
    }

    // Sets and reads back: a flag the kernel accepted but does not report is a failure too.
    Result<void> setAndVerify(WriteProtection protection) const
    {
        if (const Result<void> set = setFlag(protection); !set)
            return set;
        const Result<WriteProtection> now = flag();
        if (!now)
            return now.error();
        if (*now != protection)
            return writeBlockError(0, m_devicePath,
                                   QStringLiteral("BLKROGET does not report the flag just set"));
        return {};
    }

    const QString &devicePath() const { return m_devicePath; }
    dev_t deviceNumber() const { return m_deviceNumber; }

private:
    QString m_devicePath;
    int m_descriptor = -1;
    dev_t m_deviceNumber = 0;
};

// The device node of each partition of the device open in `disk`, from its sysfs directory. The
// node name is the kernel's DEVNAME, as devtmpfs creates it.
Result<QStringList> partitionPaths(const Node &disk)
{
    const QString sysPath = QFileInfo(QStringLiteral("/sys/dev/block/%1:%2")
                                          .arg(major(disk.deviceNumber()))
                                          .arg(minor(disk.deviceNumber())))
                                .canonicalFilePath();
    if (sysPath.isEmpty())
        return writeBlockError(ENOENT, disk.devicePath(),
                               QStringLiteral("no sysfs directory for the device number"));
    QStringList paths;
    for (const QString &partition : BlockDeviceFacts::partitionSysPaths(sysPath))
        paths << QStringLiteral("/dev/") + partition.section(QLatin1Char('/'), -1);
    return paths;
}

// Opens devicePath and its partitions: the disk first.
Result<std::vector<std::unique_ptr<Node>>> openNodes(const QString &devicePath)
{
    std::vector<std::unique_ptr<Node>> nodes;
    nodes.push_back(std::make_unique<Node>(devicePath));
    if (const Result<void> opened = nodes.front()->open(); !opened)
        return opened.error();
    const Result<QStringList> partitions = partitionPaths(*nodes.front());
    if (!partitions)
        return partitions.error();
    for (const QString &partition : *partitions) {
        nodes.push_back(std::make_unique<Node>(partition));
        if (const Result<void> opened = nodes.back()->open(); !opened)
            return opened.error();
    }
    return nodes;
}

Result<ReadOnlyState> stateOf(const std::vector<std::unique_ptr<Node>> &nodes)
{
    ReadOnlyState state;
    for (const auto &node : nodes) {
        const Result<WriteProtection> flag = node->flag();
        if (!flag)
            return flag.error();
        state.flags << ReadOnlyFlag{node->devicePath(), *flag};
    }
    return state;
}

} // namespace

bool ReadOnlyState::isReadOnly() const
{
    return std::all_of(flags.cbegin(), flags.cend(), [](const ReadOnlyFlag &flag) {
        return flag.writeProtection == WriteProtection::ReadOnly;
    });
}

QJsonArray ReadOnlyState::toJson() const
{
    QJsonArray array;
    for (const ReadOnlyFlag &flag : flags) {
        array.append(QJsonObject{
            {QStringLiteral("devicePath"), flag.devicePath},
            {QStringLiteral("readOnly"), flag.writeProtection == WriteProtection::ReadOnly},
        });
    }
    return array;
}

bool mayChangeReadOnlyFlags()
{
    return ::geteuid() == 0;
}

Result<ReadOnlyState> readOnlyState(const QString &devicePath)
{
    const Result<std::vector<std::unique_ptr<Node>>> nodes = openNodes(devicePath);
    if (!nodes)
        return nodes.error();
    return stateOf(*nodes);
}

Result<ReadOnlyState> setReadOnly(const QString &devicePath)
{
    const Result<std::vector<std::unique_ptr<Node>>> nodes = openNodes(devicePath);
    if (!nodes)
        return nodes.error();
    // Every flag is read before any is set: once the disk is read-only, its partitions read
    // read-only too, whatever their own flag.
    const Result<ReadOnlyState> before = stateOf(*nodes);
    if (!before)
        return before;
    std::vector<const Node *> changed;
    const auto undo = [&changed] {
        for (const Node *node : changed)
            (void)node->setFlag(WriteProtection::Writable);
    };
    // Partitions first, the disk last (see the header), each only if it was writable.
    for (std::size_t i = nodes->size(); i-- > 0;) {
        if (before->flags.at(qsizetype(i)).writeProtection == WriteProtection::ReadOnly)
            continue;
        const Node &node = *nodes->at(i);
        const Result<void> set = node.setAndVerify(WriteProtection::ReadOnly);
        if (!set) {
            // BLKROSET may have succeeded with only the read-back failing: clear it as well.
            changed.push_back(&node);
            undo();
            return set.error();
        }
        changed.push_back(&node);
    }
    return before;
}

ReadOnlyRecheck recheckReadOnly(const ReadOnlyState &previous)
{
    ReadOnlyRecheck recheck;
    for (const ReadOnlyFlag &flag : previous.flags) {
        Node node(flag.devicePath);
        const Result<void> opened = node.open();
        const Result<WriteProtection> now = opened ? node.flag() : opened.error();
        if (!now) {
            if (!recheck.error)
                recheck.error = now.error();
            continue;
        }
        (*now == WriteProtection::ReadOnly ? recheck.readOnly : recheck.writable)
            << flag.devicePath;
    }
    return recheck;
}

ReadOnlyRestore liftReadOnly(const ReadOnlyState &previous)
{
    // Every node is attempted, so that one failure leaves as little read-only as possible; the
    // first error is the one kept.
    ReadOnlyRestore restore;
    const auto fail = [&restore](const Error &error, const QString &devicePath) {
        if (!restore.error)
            restore.error = error;
        if (!restore.failed.contains(devicePath))
            restore.failed << devicePath;
    };
    std::vector<std::unique_ptr<Node>> cleared;
    for (const ReadOnlyFlag &flag : previous.flags) {
        if (flag.writeProtection == WriteProtection::ReadOnly)
            continue;
        auto node = std::make_unique<Node>(flag.devicePath);
        Result<void> done = node->open();
        if (done)
            done = node->setFlag(WriteProtection::Writable);
        if (done)
            cleared.push_back(std::move(node));
        else
            fail(done.error(), flag.devicePath);
    }
    // Read back once all are cleared: a partition reads writable only once its disk does.
    for (const auto &node : cleared) {
        const Result<WriteProtection> now = node->flag();
        if (!now)
            fail(now.error(), node->devicePath());
        else if (*now != WriteProtection::Writable)
            fail(writeBlockError(0, node->devicePath(),
                                 QStringLiteral("still read-only after BLKROSET 0")),
                 node->devicePath());
    }
    return restore;
}

Result<void> restoreReadOnly(const ReadOnlyState &previous)
{
    const ReadOnlyRestore restore = liftReadOnly(previous);
    if (restore.error)
        return *restore.error;
    return {};
}

} // namespace Custody
