// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/infocommand.h"

#include "acquisition/sourcelayout.h"
#include "cli/acquirecommand.h"
#include "device/layoutprobe.h"
#include "io/ewfcontainer.h"
#include "io/opensource.h"
#include "report/layouttext.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonDocument>
#include <QScopeGuard>

#include <csignal>

namespace Custody::Cli {

namespace {

QList<QCommandLineOption> infoOptions()
{
    return {
        {QStringLiteral("json"), InfoCommand::tr("Print the layout as JSON, as records keep it.")},
        {QStringLiteral("sector-size"),
         InfoCommand::tr("An image file's logical sector size (a drive's is its own): 512 or "
                         "4096."),
         QStringLiteral("bytes"), QStringLiteral("512")},
    };
}

// The layout of a source that is not one node to read (an E01, a split image, a network
// export): through a read-only FUSE view of Custody's own reader (readSourceLayout, root).
Result<MediumLayout> layoutThroughView(const QString &source, int sectorBytes)
{
    Result<std::unique_ptr<SourceDevice>> opened = openSource(source);
    if (!opened)
        return opened.error();
    // Ctrl-C or SIGTERM while the view is mounted waits until it is unmounted again (then ends
    // the command, as the signal asked).
    sigset_t stopping;
    sigemptyset(&stopping);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        sigaddset(&stopping, signal);
    sigset_t before;
    pthread_sigmask(SIG_BLOCK, &stopping, &before);
    const auto unblock = qScopeGuard([&before] { pthread_sigmask(SIG_SETMASK, &before, nullptr); });
    return readSourceLayout(**opened, sectorBytes);
}

// A drive or one raw image file: read directly.
bool isOneNode(const QString &source)
{
    const QFileInfo info(source);
    // A path that does not exist is read directly too: its error names it.
    return !source.contains(QLatin1String("://"))
           && (!info.exists()
               || (!Ewf::hasEwfSignature(source)
                   && !source.toLower().endsWith(QLatin1String(".001"))));
}

} // namespace

InfoCommand::InfoCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString InfoCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(infoOptions());
    return tr("Usage: custody-cli info SOURCE [--json] [--sector-size BYTES]\n"
              "\n"
              "Shows what a drive or an image (raw, split .001, E01, or an nbd:// or iscsi://\n"
              "export) holds, reading only: its partition table, partitions, file systems and\n"
              "encrypted volumes (LUKS, BitLocker, APFS, and random-looking data without a\n"
              "signature). An E01, split or network source is read through a read-only FUSE\n"
              "view of Custody's own readers, which needs root.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

QStringList InfoCommand::layoutLines(const Result<MediumLayout> &layout)
{
    if (!layout)
        return {tr("layout: could not be read: %1").arg(layout.error().userMessage())};
    QStringList lines{tr("partition table: %1").arg(LayoutText::tableLine(*layout))};
    lines << LayoutText::regionLines(*layout);
    if (const QString warning = LayoutText::encryptionWarning(*layout); !warning.isEmpty())
        lines << tr("warning: %1").arg(warning);
    return lines;
}

int InfoCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(infoOptions());
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const bool parsed = parser.parse(QStringList{QStringLiteral("info")} + arguments);
    const int sectorBytes = parser.value(QStringLiteral("sector-size")).toInt();
    if (!parsed || parser.positionalArguments().size() != 1
        || (sectorBytes != 512 && sectorBytes != 4096)) {
        m_err << "custody-cli info: "
              << (parsed ? tr("give one SOURCE, and a --sector-size of 512 or 4096")
                         : parser.errorText())
              << '\n'
              << tr("Try 'custody-cli info --help'.") << Qt::endl;
        return ExitInvalid;
    }
    const QString source = parser.positionalArguments().constFirst();
    const Result<MediumLayout> layout
        = isOneNode(source)
              ? readMediumLayout(LayoutTarget{source, sectorBytes})
              : layoutThroughView(source,
                                  parser.isSet(QStringLiteral("sector-size")) ? sectorBytes : 0);
    if (!layout) {
        m_err << "custody-cli info: " << oneShownLine(layout.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject document{{QStringLiteral("source"), source.contains(QLatin1String("://"))
                                                            ? source
                                                            : absolutePath(source)},
                             {QStringLiteral("layout"), layout->toJson()}};
        m_out << QJsonDocument(document).toJson(QJsonDocument::Indented) << Qt::flush;
        return ExitSuccess;
    }
    const QString shown = source.contains(QLatin1String("://")) ? source : absolutePath(source);
    m_out << oneShownLine(tr("%1: %2 (%3 bytes), sectors of %4 bytes")
                              .arg(shown, formatBytes(layout->sizeBytes))
                              .arg(layout->sizeBytes)
                              .arg(layout->sectorBytes))
          << '\n';
    for (const QString &line : layoutLines(layout))
        m_out << oneShownLine(line) << '\n';
    m_out.flush();
    return ExitSuccess;
}

} // namespace Custody::Cli
