// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/smartcommand.h"

#include "cli/acquirecommand.h"
#include "device/smartctljsonparser.h"
#include "device/smartctlrunner.h"
#include "util/logline.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>

namespace Custody::Cli {

namespace {

QList<QCommandLineOption> smartOptions()
{
    return {
        {QStringLiteral("json"), SmartCommand::tr("Print the report as JSON.")},
        {QStringLiteral("timeout"), SmartCommand::tr("Seconds to wait for smartctl."),
         QStringLiteral("seconds"), QStringLiteral("60")},
        {QStringLiteral("from-json"),
         SmartCommand::tr("Read saved `smartctl --json` output instead of running smartctl."),
         QStringLiteral("file")},
    };
}

QString orDash(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("-") : text;
}

QString orDash(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QStringLiteral("-");
}

} // namespace

SmartCommand::SmartCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString SmartCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(smartOptions());
    return tr("Usage: custody-cli smart DEVICE [--json] [--timeout SECONDS]\n"
              "       custody-cli smart --from-json FILE [--json]\n"
              "\n"
              "Reads the drive's SMART data with smartctl (smartmontools) without changing\n"
              "anything on the drive, and says which imaging preset its condition suggests.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

int SmartCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(smartOptions());
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const bool parsed = parser.parse(QStringList{QStringLiteral("smart")} + arguments);
    bool secondsOk = false;
    const int seconds = parser.value(QStringLiteral("timeout")).toInt(&secondsOk);
    const QString inputFile = parser.value(QStringLiteral("from-json"));
    const int expectedPositionals = inputFile.isEmpty() ? 1 : 0;
    if (!parsed || !secondsOk || seconds <= 0
        || parser.positionalArguments().size() != expectedPositionals) {
        m_err << "custody-cli smart: "
              << (parsed ? tr("give one DEVICE, or --from-json FILE, and a positive --timeout")
                         : parser.errorText())
              << '\n'
              << tr("Try 'custody-cli smart --help'.") << Qt::endl;
        return ExitInvalid;
    }

    Result<SmartReport> report = Error();
    if (inputFile.isEmpty()) {
        report = SmartctlRunner(std::chrono::seconds(seconds))
                     .query(parser.positionalArguments().constFirst());
    } else {
        QFile file(inputFile);
        if (!file.open(QIODevice::ReadOnly)) {
            m_err << "custody-cli smart: "
                  << oneShownLine(inputFile + QStringLiteral(": ") + file.errorString())
                  << Qt::endl;
            return ExitFailed;
        }
        report = parseSmartctlJson(file.readAll(), inputFile);
    }
    if (!report) {
        m_err << "custody-cli smart: " << oneShownLine(report.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    if (parser.isSet(QStringLiteral("json")))
        m_out << QJsonDocument(report->toJson()).toJson(QJsonDocument::Indented);
    else
        printReport(*report);
    m_out.flush();
    return report->hasDeviceData() ? ExitSuccess : ExitFailed;
}

void SmartCommand::printReport(const SmartReport &report)
{
    if (report.hasDeviceData()) {
        const QString family = report.modelFamily.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" (%1)").arg(report.modelFamily);
        // The drive's own words (model, serial, firmware) and smartctl's: one line each, shown
        // with oneShownLine(), so that a drive cannot forge a line or move the cursor.
        m_out << oneShownLine(tr("Device:       ") + report.devicePath + QStringLiteral(" (")
                              + report.protocol + QStringLiteral(", -d ") + report.deviceType
                              + QLatin1Char(')'))
              << '\n'
              << oneShownLine(tr("Model:        ") + orDash(report.model) + family) << '\n'
              << oneShownLine(tr("Serial:       ") + orDash(report.serial)) << '\n'
              << oneShownLine(tr("Firmware:     ") + orDash(report.firmware)) << '\n'
              << tr("Capacity:     %1 (%2 bytes)")
                     .arg(formatBytes(report.capacityBytes))
                     .arg(report.capacityBytes)
              << '\n'
              << tr("SMART health: ") << healthName(report.health) << '\n'
              << tr("Power-on:     %1 hours").arg(orDash(report.powerOnHours)) << '\n'
              << tr("Temperature:  %1 C")
                     .arg(report.temperatureCelsius ? QString::number(*report.temperatureCelsius)
                                                    : QStringLiteral("-"))
              << '\n';
        printCounters(report);
    }
    const QString revision
        = report.toolRevision.isEmpty() ? QString() : QStringLiteral(" r") + report.toolRevision;
    m_out << tr("smartctl:     %1%2, exit status ").arg(report.toolVersion, revision)
          << report.exit.bits << '\n';
    for (const QString &line : report.exit.describe())
        m_out << "  " << line << '\n';
    for (const SmartMessage &message : report.messages)
        m_out << "  " << oneShownLine(message.severity + QStringLiteral(": ") + message.text)
              << '\n';
    if (report.exit.dataIncomplete())
        m_out << tr("Some SMART commands failed: the data above is incomplete.") << '\n';
    printVerdict(report);
}

void SmartCommand::printCounters(const SmartReport &report)
{
    if (report.protocol == QLatin1String("ATA")) {
        m_out << tr("Reallocated sectors (5): %1, pending (197): %2, offline uncorrectable (198): "
                    "%3")
                     .arg(orDash(report.reallocatedSectors()), orDash(report.pendingSectors()),
                          orDash(report.offlineUncorrectable()))
              << '\n'
              << tr("Error log entries: %1").arg(orDash(report.ataErrorCount)) << '\n';
        if (!report.latestSelfTest.isEmpty())
            m_out << tr("Latest self-test: ") << report.latestSelfTest << '\n';
    } else if (report.nvme) {
        m_out << tr("Critical warning: 0x%1, media errors: %2, percentage used: %3%, available "
                    "spare: %4%")
                     .arg(QString::number(report.nvme->criticalWarning, 16))
                     .arg(report.nvme->mediaErrors)
                     .arg(report.nvme->percentageUsed)
                     .arg(report.nvme->availableSpare)
              << '\n';
    } else if (report.scsi.grownDefects >= 0) {
        m_out << tr("Grown defects: %1, uncorrected errors read/write: %2/%3")
                     .arg(report.scsi.grownDefects)
                     .arg(report.scsi.uncorrectedRead)
                     .arg(report.scsi.uncorrectedWrite)
              << '\n';
    }
}

void SmartCommand::printVerdict(const SmartReport &report)
{
    m_out << tr("Condition:    ") << conditionName(report.condition()) << '\n';
    for (const QString &reason : report.conditionReasons())
        m_out << "  - " << reason << '\n';
    const std::optional<Preset> preset = report.suggestedPreset();
    if (preset == Preset::Rescue)
        m_out << tr("Suggestion: image this drive soon with the rescue preset (--preset rescue): "
                    "it reads the good areas first and comes back to the bad ones.")
              << '\n';
    else if (!preset)
        m_out << tr("No SMART verdict: smartctl could not assess this drive.") << '\n';
}

} // namespace Custody::Cli
