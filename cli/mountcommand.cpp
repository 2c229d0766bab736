// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/mountcommand.h"

#include "cli/acquirecommand.h"
#include "cli/infocommand.h"
#include "mount/imagemount.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QDir>
#include <QFileInfo>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace Custody::Cli {

using namespace Qt::StringLiterals;

MountCommand::MountCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString MountCommand::usage()
{
    return tr("Usage: custody-cli mount [--background] IMAGE DIRECTORY\n"
              "       custody-cli unmount DIRECTORY\n"
              "\n"
              "Shows IMAGE (raw, split .001 or E01) as DIRECTORY/image.raw, read-only and\n"
              "read through Custody's own readers (a damaged E01 chunk is an I/O error), and\n"
              "mounts each file system it holds read-only under DIRECTORY/partitionN, without\n"
              "replaying a journal; encrypted volumes are listed, not unlocked. It runs until\n"
              "custody-cli unmount DIRECTORY, Ctrl-C or SIGTERM, then undoes all of it. Needs\n"
              "root (FUSE, loop devices and mounts); DIRECTORY must be an empty directory.\n"
              "\n"
              "  --background   return once everything is mounted (exit 0), serving on in a\n"
              "                 process of its own until custody-cli unmount DIRECTORY or\n"
              "                 SIGTERM; exit 1 when it could not be mounted\n");
}

int MountCommand::mount(const QStringList &arguments)
{
    if (arguments.contains(u"--help"_s) || arguments.contains(u"-h"_s)) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const auto invalid = [this](const QString &problem) {
        m_err << "custody-cli mount: " << oneShownLine(problem) << '\n'
              << tr("Try 'custody-cli mount --help'.") << Qt::endl;
        return ExitInvalid;
    };
    // Signals wait for the main thread (sigtimedwait), which undoes everything in order; blocked
    // before any thread starts, so that every thread inherits the block.
    sigset_t stopping;
    sigemptyset(&stopping);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaddset(&stopping, signal);
    pthread_sigmask(SIG_BLOCK, &stopping, nullptr);

    QStringList operands = arguments;
    const bool background = operands.removeAll(u"--background"_s) > 0;
    if (operands.size() != 2 || operands.first().startsWith(u'-'))
        return invalid(tr("give IMAGE and DIRECTORY"));
    const Result<QString> directory = ImageMount::checkDirectory(operands[1]);
    if (!directory)
        return invalid(directory.error().detail);
    if (background) {
        // Named absolutely: the mount's process leaves the working directory (chdir /), so as
        // not to keep its file system busy.
        operands[0] = QFileInfo(operands[0]).absoluteFilePath();
        if (const std::optional<int> parentExit = splitIntoBackground(stopping); parentExit)
            return *parentExit;
    }
    Result<std::unique_ptr<ImageMount>> mounted = ImageMount::mount(operands[0], *directory);
    if (!mounted) {
        m_err << "custody-cli mount: " << oneShownLine(mounted.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    ImageMount &image = **mounted;
    m_out << oneShownLine(tr("image: %1 (read-only)").arg(image.viewFile())) << '\n';
    for (const QString &line : InfoCommand::layoutLines(image.layout()))
        m_out << oneShownLine(line) << '\n';
    for (const VolumeMounts::Volume &volume : image.volumes())
        m_out << oneShownLine(ImageMount::volumeLine(volume)) << '\n';
    m_out << oneShownLine(
        background ? tr("ready: undo with custody-cli unmount %1").arg(*directory)
                   : tr("ready: undo with custody-cli unmount %1, or Ctrl-C").arg(*directory))
          << Qt::endl;
    if (background)
        leaveTheTerminal();

    // Until a signal, or until the view is unmounted from outside (custody-cli unmount); then
    // the file systems and the view. What something still holds stays mounted and served, is
    // said, and the next signal or unmount tries again.
    const timespec tick{0, 200'000'000};
    for (;;) {
        while (image.isServing()) {
            if (sigtimedwait(&stopping, nullptr, &tick) > 0)
                break;
        }
        const QString left = image.unmount();
        if (left.isEmpty())
            break;
        m_err << "custody-cli mount: "
              << oneShownLine(tr("still mounted, in use: %1; close what uses it, then unmount "
                                 "again")
                                  .arg(left))
              << Qt::endl;
    }
    m_out << oneShownLine(tr("unmounted %1").arg(*directory)) << Qt::endl;
    return ExitSuccess;
}

std::optional<int> MountCommand::splitIntoBackground(const sigset_t &stopping)
{
    // fork() copies only the calling thread: with another one running (none is started before
    // the mount), the child could inherit a lock held forever.
    if (QDir(u"/proc/self/task"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() != 1) {
        m_err << "custody-cli mount: "
              << tr("--background: this process already runs several threads; mount in the "
                    "foreground instead")
              << Qt::endl;
        return ExitFailed;
    }
    int ends[2];
    if (::pipe2(ends, O_CLOEXEC) != 0) {
        m_err << "custody-cli mount: "
              << tr("--background: no pipe (%1)").arg(QString::fromLocal8Bit(std::strerror(errno)))
              << Qt::endl;
        return ExitFailed;
    }
    m_out.flush();
    m_err.flush();
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child < 0) {
        m_err << "custody-cli mount: "
              << tr("--background: cannot fork (%1)")
                     .arg(QString::fromLocal8Bit(std::strerror(errno)))
              << Qt::endl;
        ::close(ends[0]);
        ::close(ends[1]);
        return ExitFailed;
    }
    if (child == 0) {
        // The mount's process: its own session (no SIGHUP when the terminal closes), its
        // standard output into the pipe until it is ready; its errors still on the terminal. A
        // caller that goes away (a closed pipe) must not end it halfway through mounting.
        std::signal(SIGPIPE, SIG_IGN);
        ::close(ends[0]);
        ::dup2(ends[1], STDOUT_FILENO);
        ::close(ends[1]);
        ::setsid();
        [[maybe_unused]] const int left = ::chdir("/"); // not to keep a file system busy
        return std::nullopt;
    }
    // The caller's process: passes on what the mount says until its "ready:" line (success) or
    // its end (its own status). Ctrl-C, SIGTERM or SIGHUP meanwhile is passed on as SIGTERM,
    // which the mount takes once it is ready, undoing everything: the caller waits for that and
    // fails.
    ::close(ends[1]);
    const auto isReady = [](const QByteArray &text) {
        return text.startsWith("ready: ") || text.contains("\nready: ");
    };
    QByteArray said;
    bool interrupted = false;
    const timespec now{0, 0};
    for (;;) {
        if (!interrupted && sigtimedwait(&stopping, nullptr, &now) > 0) {
            interrupted = true;
            ::kill(child, SIGTERM);
        }
        pollfd output{ends[0], POLLIN, 0};
        if (::poll(&output, 1, 200) <= 0)
            continue;
        char chunk[4096];
        const ssize_t got = ::read(ends[0], chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        said.append(chunk, got);
        std::fwrite(chunk, 1, std::size_t(got), stdout);
        std::fflush(stdout);
        if (!interrupted && isReady(said) && said.endsWith('\n'))
            break;
    }
    ::close(ends[0]);
    if (isReady(said) && !interrupted) {
        m_out << oneShownLine(tr("serving in the background (process %1)").arg(child)) << Qt::endl;
        return ExitSuccess;
    }
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    if (interrupted) {
        m_err << "custody-cli mount: "
              << (WIFEXITED(status) && WEXITSTATUS(status) == ExitSuccess
                      ? tr("interrupted: everything it had mounted is undone")
                      : tr("interrupted: the mount ended with status %1").arg(status))
              << Qt::endl;
        return ExitFailed;
    }
    return WIFEXITED(status) && WEXITSTATUS(status) != ExitSuccess ? WEXITSTATUS(status)
                                                                   : ExitFailed;
}

void MountCommand::leaveTheTerminal()
{
    // Ready: the caller's process has returned (interrupted, it waits for this process to end);
    // nothing more is said.
    m_out.flush();
    m_err.flush();
    std::fflush(nullptr);
    if (const int nowhere = ::open("/dev/null", O_RDWR | O_CLOEXEC); nowhere >= 0) {
        for (const int descriptor : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO})
            ::dup2(nowhere, descriptor);
        ::close(nowhere);
    }
}

int MountCommand::unmount(const QStringList &arguments)
{
    if (arguments.size() != 1 || arguments.first().startsWith(u'-')) {
        m_err << "custody-cli unmount: " << tr("give the DIRECTORY a view is mounted on") << '\n'
              << tr("Try 'custody-cli mount --help'.") << Qt::endl;
        return ExitInvalid;
    }
    const QString directory = QFileInfo(arguments[0]).canonicalFilePath();
    if (directory.isEmpty() || !VolumeMounts::isView(directory)) {
        m_err << "custody-cli unmount: "
              << oneShownLine(
                     tr("%1 is not a view of custody-cli mount: nothing unmounted").arg(directory))
              << Qt::endl;
        return ExitInvalid;
    }
    // The file systems first (their loop devices clear themselves), then the view: the serving
    // custody-cli mount sees it gone and ends.
    if (const QString left = VolumeMounts::unmountBelow(directory, true); !left.isEmpty()) {
        m_err << "custody-cli unmount: " << oneShownLine(tr("still mounted: %1").arg(left))
              << Qt::endl;
        return ExitFailed;
    }
    m_out << oneShownLine(tr("unmounted %1").arg(directory)) << Qt::endl;
    return ExitSuccess;
}

} // namespace Custody::Cli
