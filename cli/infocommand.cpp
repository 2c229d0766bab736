// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/infocommand.h"

#include "cli/acquirecommand.h"
#include "device/layoutprobe.h"
#include "io/ewfcontainer.h"
#include "report/layouttext.h"
#include "util/logline.h"
#include "util/nativepath.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <sys/stat.h>

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

// Why SOURCE's layout is not read, or nothing when it is a block device or a raw image file.
QString unsupportedKind(const QString &path)
{
    const QString lower = path.toLower();
    if (lower.contains(QLatin1String("://")))
        return InfoCommand::tr("the layout of a network source is not read by custody-cli info; "
                               "acquire it, or read the image");
    if (Ewf::hasEwfSignature(path))
        return InfoCommand::tr("the layout of an E01 image is not read by custody-cli info; "
                               "convert it, or read the raw image it was made from");
    if (lower.endsWith(QLatin1String(".001")))
        return InfoCommand::tr("the layout of a split raw image is not read by custody-cli "
                               "info; join its segments (cat NAME.0* > NAME.dd) and read that");
    return {};
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
              "Shows what a drive or a raw image holds, reading only: its partition table,\n"
              "partitions, file systems and encrypted volumes (LUKS, BitLocker, APFS, and\n"
              "random-looking data without a signature).\n")
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
    if (const QString problem = unsupportedKind(source); !problem.isEmpty()) {
        m_err << "custody-cli info: " << oneShownLine(source + QStringLiteral(": ") + problem)
              << Qt::endl;
        return ExitInvalid;
    }
    const Result<MediumLayout> layout = readMediumLayout(LayoutTarget{source, sectorBytes});
    if (!layout) {
        m_err << "custody-cli info: " << oneShownLine(layout.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject document{{QStringLiteral("source"), absolutePath(source)},
                             {QStringLiteral("layout"), layout->toJson()}};
        m_out << QJsonDocument(document).toJson(QJsonDocument::Indented) << Qt::flush;
        return ExitSuccess;
    }
    m_out << oneShownLine(tr("%1: %2 (%3 bytes), sectors of %4 bytes")
                              .arg(absolutePath(source), formatBytes(layout->sizeBytes))
                              .arg(layout->sizeBytes)
                              .arg(layout->sectorBytes))
          << '\n';
    for (const QString &line : layoutLines(layout))
        m_out << oneShownLine(line) << '\n';
    m_out.flush();
    return ExitSuccess;
}

} // namespace Custody::Cli
