// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/cli.h"

#include "cli/acquirecommand.h"
#include "cli/convertcommand.h"
#include "cli/devicescommand.h"
#include "cli/historycommand.h"
#include "cli/infocommand.h"
#include "cli/mountcommand.h"
#include "cli/progresschannel.h"
#include "cli/queuecommand.h"
#include "cli/reportcommand.h"
#include "cli/smartcommand.h"
#include "cli/verifycommand.h"
#include "cli/wipecommand.h"
#include "util/logline.h"
#include "util/shellquote.h"

#include "custodybuildinfo.h"

#include <QCoreApplication>
#include <QTextStream>

#include <openssl/crypto.h>

#include <cstdio>

namespace Custody::Cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli)
};

QString usage()
{
    return Tr::tr(
        "Usage: custody-cli COMMAND [OPTIONS]\n"
        "\n"
        "Forensic disk imager: acquires drives and image files into raw images with\n"
        "their hashes (raw or E01), a ddrescue-compatible map and an acquisition log.\n"
        "\n"
        "Commands:\n"
        "  acquire SOURCE OUTPUT_BASE   image SOURCE into OUTPUT_BASE.dd (.001, …, .E01)\n"
        "  devices                      list the drives (--watch: report hot-plug)\n"
        "  smart DEVICE                 SMART health of a drive, read-only (smartctl)\n"
        "  info SOURCE                  partitions, file systems, encryption of a drive or image\n"
        "  mount IMAGE DIRECTORY        an image and its file systems, read-only (unmount DIR)\n"
        "  verify IMAGE [--hashlog F]   check an image against a hashlog (any tool's)\n"
        "  report OUTPUT_BASE.json      the acquisition report: PDF, text, JSON\n"
        "  convert OUTPUT_BASE.json     a finished acquisition's image as E01\n"
        "  history [check|import DIR]   the case history: list, check its chain, import\n"
        "  wipe DEVICE --certificate B  prepare a drive: overwrite, read back, certificate\n"
        "  queue JOB_FILE               run a file of jobs, a few at once, with a status file\n"
        "\n"
        "Options:\n"
        "  -h, --help      show this help (custody-cli acquire --help for its options)\n"
        "  -V, --version   show the version\n"
        "\n"
        "Exit status: 0 success (also with unreadable sectors, which are reported),\n"
        "1 the acquisition failed or was stopped, 2 invalid arguments or refused.\n"
        "verify: 0 match, 1 mismatch, 2 error or nothing that could be checked.\n"
        "wipe: 0 passed, 1 failed, cancelled or not verified, 2 refused.\n"
        "queue: 0 every job succeeded, 1 one did not, 2 invalid job file (nothing ran).\n");
}

QString version()
{
#ifdef CUSTODY_HAVE_SOLID
    const QString backend = QStringLiteral("Solid (KF6), udev");
#else
    const QString backend = QStringLiteral("udev");
#endif
    return QStringLiteral("custody-cli %1 (Qt %2, %3)\n"
                          "git revision:   %4\n"
                          "Qt:             %2 (built with %5)\n"
                          "OpenSSL:        %3\n"
                          "device backend: %6\n")
        .arg(QStringLiteral(CUSTODY_VERSION), QString::fromLatin1(qVersion()),
             QString::fromLatin1(OpenSSL_version(OPENSSL_VERSION)),
             QStringLiteral(CUSTODY_GIT_REVISION), QStringLiteral(QT_VERSION_STR), backend);
}

} // namespace

int run(const QStringList &arguments)
{
    // Taken before anything is started, so that no child inherits the progress pipe.
    ProgressChannel::instance();
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList rest = arguments.mid(1);
    const QString command = rest.value(0);
    if (command.isEmpty() || command == QLatin1String("-h") || command == QLatin1String("--help")
        || command == QLatin1String("help")) {
        (command.isEmpty() ? err : out) << usage() << Qt::flush;
        return command.isEmpty() ? ExitInvalid : ExitSuccess;
    }
    if (command == QLatin1String("-V") || command == QLatin1String("--version")) {
        out << version() << Qt::flush;
        return ExitSuccess;
    }
    if (command == QLatin1String("acquire")) {
        const QStringList options = rest.mid(1);
        if (options.contains(QLatin1String("--help")) || options.contains(QLatin1String("-h"))) {
            out << acquireUsage() << Qt::flush;
            return ExitSuccess;
        }
        const Result<AcquireRequest> request = parseAcquireArguments(options);
        if (!request) {
            err << "custody-cli acquire: " << oneShownLine(request.error().userMessage()) << '\n'
                << Tr::tr("Try 'custody-cli acquire --help'.") << Qt::endl;
            return ExitInvalid;
        }
        AcquireCommand acquire(*request, shellQuote(arguments), out, err);
        return acquire.run();
    }
    if (command == QLatin1String("devices"))
        return DevicesCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("mount"))
        return MountCommand(out, err).mount(rest.mid(1));
    if (command == QLatin1String("unmount"))
        return MountCommand(out, err).unmount(rest.mid(1));
    if (command == QLatin1String("info"))
        return InfoCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("smart"))
        return SmartCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("verify"))
        return VerifyCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("report"))
        return ReportCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("convert"))
        return ConvertCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("history"))
        return HistoryCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("queue"))
        return QueueCommand(out, err).run(rest.mid(1));
    if (command == QLatin1String("wipe"))
        return WipeCommand(out, err).run(rest.mid(1), shellQuote(arguments));
    err << oneShownLine(Tr::tr("custody-cli: unknown command '%1'.").arg(command)) << "\n\n"
        << usage() << Qt::flush;
    return ExitInvalid;
}

} // namespace Custody::Cli
