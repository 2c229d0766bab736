// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/mountcommand.h"

#include "cli/acquirecommand.h"
#include "cli/infocommand.h"
#include "mount/imagemount.h"
#include "util/logline.h"
#include "util/nativepath.h"

#include <QFileInfo>

#include <csignal>
#include <ctime>
#include <unistd.h>

namespace Custody::Cli {

using namespace Qt::StringLiterals;

MountCommand::MountCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString MountCommand::usage()
{
    return tr("Usage: custody-cli mount IMAGE DIRECTORY\n"
              "       custody-cli unmount DIRECTORY\n"
              "\n"
              "Shows IMAGE (raw, split .001 or E01) as DIRECTORY/image.raw, read-only and\n"
              "read through Custody's own readers (a damaged E01 chunk is an I/O error), and\n"
              "mounts each file system it holds read-only under DIRECTORY/partitionN, without\n"
              "replaying a journal; encrypted volumes are listed, not unlocked. It runs until\n"
              "custody-cli unmount DIRECTORY, Ctrl-C or SIGTERM, then undoes all of it. Needs\n"
              "root (FUSE, loop devices and mounts); DIRECTORY must be an empty directory.\n");
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

    if (arguments.size() != 2 || arguments.first().startsWith(u'-'))
        return invalid(tr("give IMAGE and DIRECTORY"));
    const Result<QString> directory = ImageMount::checkDirectory(arguments[1]);
    if (!directory)
        return invalid(directory.error().detail);
    Result<std::unique_ptr<ImageMount>> mounted = ImageMount::mount(arguments[0], *directory);
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
    m_out << oneShownLine(tr("ready: undo with custody-cli unmount %1, or Ctrl-C").arg(*directory))
          << Qt::endl;

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
