// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cli/devicescommand.h"

#include "cli/acquirecommand.h"
#include "cli/infocommand.h"
#include "device/hiddenareaprobe.h"
#include "device/layoutprobe.h"
#include "device/systemdisks.h"
#include "io/nbdsource.h"
#include "report/hiddenareastext.h"
#include "util/logline.h"
#include "util/units.h"

#include <csignal>

#include <sys/socket.h>
#include <unistd.h>

#include <QCommandLineParser>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

using namespace Qt::StringLiterals;

namespace Custody::Cli {

namespace {

int s_stopWriteFd = -1;

// Async-signal-safe: the event loop sees the byte on the other end of the socket pair.
void stopOnSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(s_stopWriteFd, &byte, 1);
}

// Quits `loop` on SIGINT or SIGTERM for as long as it exists (the self-pipe pattern: a signal
// handler may not touch Qt).
class StopSignals
{
public:
    explicit StopSignals(QEventLoop &loop)
    {
        if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, m_fds) != 0)
            return;
        s_stopWriteFd = m_fds[0];
        m_notifier = std::make_unique<QSocketNotifier>(m_fds[1], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, &loop, &QEventLoop::quit);
        struct sigaction action = {};
        action.sa_handler = stopOnSignal;
        sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &m_previousInt);
        ::sigaction(SIGTERM, &action, &m_previousTerm);
    }
    ~StopSignals()
    {
        if (!m_notifier)
            return;
        ::sigaction(SIGINT, &m_previousInt, nullptr);
        ::sigaction(SIGTERM, &m_previousTerm, nullptr);
        m_notifier.reset();
        s_stopWriteFd = -1;
        ::close(m_fds[0]);
        ::close(m_fds[1]);
    }
    StopSignals(const StopSignals &) = delete;
    StopSignals &operator=(const StopSignals &) = delete;

private:
    int m_fds[2] = {-1, -1};
    std::unique_ptr<QSocketNotifier> m_notifier;
    struct sigaction m_previousInt = {};
    struct sigaction m_previousTerm = {};
};

QList<QCommandLineOption> devicesOptions()
{
    return {
        {QStringLiteral("json"), DevicesCommand::tr("Print JSON instead of one line per drive.")},
        {QStringLiteral("watch"),
         DevicesCommand::tr("After the list, report drives that appear, change or disappear, "
                            "until interrupted.")},
        {QStringLiteral("layout"),
         DevicesCommand::tr("Read each drive's partition table, partitions, file systems and "
                            "encrypted volumes (custody-cli info), reading only.")},
        {QStringLiteral("backend"),
         DevicesCommand::tr("Where the list comes from: auto, udev or solid."),
         QStringLiteral("name"), QStringLiteral("auto")},
        {QStringLiteral("remote"),
         DevicesCommand::tr("List the exports of the NBD server at this URI (nbd://HOST[:PORT], "
                            "nbds://…, nbd+unix:///?socket=PATH), or the targets and LUNs of "
                            "the iSCSI portal (iscsi://[USER@]HOST[:PORT][/TARGET-IQN]), with "
                            "their sizes, instead of this machine's drives."),
         QStringLiteral("uri")},
        {QStringLiteral("tls-psk"), DevicesCommand::tr("With --remote nbds://: the PSK file."),
         QStringLiteral("file")},
        {QStringLiteral("tls-username"),
         DevicesCommand::tr("With --remote nbds://: the PSK identity."), QStringLiteral("name")},
        {QStringLiteral("tls-certificates"),
         DevicesCommand::tr("With --remote nbds://: the directory with ca-cert.pem."),
         QStringLiteral("dir")},
        {QStringLiteral("chap-file"),
         DevicesCommand::tr("With --remote iscsi://: the CHAP secrets file (username:secret "
                            "lines, and target username:secret for mutual CHAP; readable by its "
                            "owner only)."),
         QStringLiteral("file")},
    };
}

QString flags(const DeviceInfo &device)
{
    QStringList flags;
    if (device.removability == Removability::Removable)
        flags << QStringLiteral("removable");
    if (device.writeProtection == WriteProtection::ReadOnly)
        flags << QStringLiteral("read-only");
    if (device.hasMountedFileSystem())
        flags << QStringLiteral("mounted");
    return flags.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(flags.join(QLatin1Char(',')));
}

// The device layer's description with what the drive hides, as the probe found it.
QJsonObject deviceJson(const DeviceInfo &device, const HiddenAreas &hiddenAreas)
{
    QJsonObject json = device.toJson();
    json.insert(QStringLiteral("hiddenAreas"), hiddenAreas.toJson());
    return json;
}

QString holderText(const HolderInfo &holder)
{
    QString text = DevicesCommand::tr("held by %1 (%2%3)")
                       .arg(holder.devicePath, holder.kind,
                            holder.name.isEmpty() ? QString() : QLatin1Char(' ') + holder.name);
    if (!holder.mountPoints.isEmpty())
        text += QLatin1Char(' ')
                + DevicesCommand::tr("mounted on %1").arg(holder.mountPoints.join(u", "));
    return text;
}

QString partitionText(const PartitionInfo &partition)
{
    QStringList fields{partition.devicePath, formatBytes(partition.sizeBytes)};
    if (partition.partitionNumber == 0)
        fields << DevicesCommand::tr("(whole disk)");
    fields << (partition.filesystemType.isEmpty() ? DevicesCommand::tr("file system unknown")
                                                  : partition.filesystemType);
    if (!partition.label.isEmpty())
        fields << QStringLiteral("\"%1\"").arg(partition.label);
    if (partition.isMounted())
        fields << DevicesCommand::tr("mounted on %1").arg(partition.mountPoints.join(u", "));
    if (partition.writeProtection == WriteProtection::ReadOnly)
        fields << QStringLiteral("[read-only]");
    return fields.join(QStringLiteral("  "));
}

} // namespace

DevicesCommand::DevicesCommand(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{}

QString DevicesCommand::usage()
{
    QCommandLineParser parser;
    parser.addOptions(devicesOptions());
    return tr("Usage: custody-cli devices [--json] [--watch] [--layout] [--backend "
              "auto|udev|solid]\n"
              "       custody-cli devices --remote URI [--json] [--tls-psk FILE ...] "
              "[--chap-file FILE]\n"
              "\n"
              "Lists the drives that can be acquired: whole disks with media, never partitions.\n"
              "Attached loop devices are listed too; empty ones are not. With --remote, the\n"
              "exports of an NBD server or the LUNs of an iSCSI portal, each with the URI that\n"
              "acquires it.\n")
           + parser.helpText().section(QLatin1Char('\n'), 2);
}

void DevicesCommand::printDevice(const DeviceInfo &device, const HiddenAreas &hiddenAreas,
                                 const QString &prefix)
{
    const QString sectors = device.logicalSectorBytes > 0 ? QStringLiteral(", %1/%2 B sectors")
                                                                .arg(device.logicalSectorBytes)
                                                                .arg(device.physicalSectorBytes)
                                                          : QString();
    // A drive's model and serial, a partition's label and the paths come from the drive and the
    // kernel: each line is shown with oneShownLine(), so none can forge a line or move the cursor.
    m_out << oneShownLine(prefix + device.devicePath + u"  "_s + formatBytes(device.sizeBytes)
                          + u" ("_s + QString::number(device.sizeBytes) + u" bytes"_s + sectors
                          + u")  "_s + busName(device.bus) + u"  "_s + device.displayName()
                          + flags(device))
          << '\n';
    // The drive's details, indented under it.
    const QString indent = QString(prefix.size() + 4, QLatin1Char(' '));
    if (!device.stableId.isEmpty())
        m_out << indent << oneShownLine(tr("id: %1").arg(device.stableId)) << '\n';
    for (const HolderInfo &holder : device.holders)
        m_out << indent << oneShownLine(holderText(holder)) << '\n';
    for (const PartitionInfo &partition : device.partitions) {
        m_out << indent << oneShownLine(partitionText(partition)) << '\n';
        for (const HolderInfo &holder : partition.holders)
            m_out << indent << "    " << oneShownLine(holderText(holder)) << '\n';
    }
    const QStringList mounts = device.mountDescriptions();
    if (!mounts.isEmpty())
        m_out << indent
              << oneShownLine(
                     tr("warning: mounted (%1): the file system can change while it is imaged; "
                        "unmount it first")
                         .arg(mounts.join(u"; ")))
              << '\n';
    // Each finding and the command that found it, what it means, the controller's other
    // namespaces: the drive's words pass through oneShownLine() too.
    if (hiddenAreas.state != HiddenAreas::State::NotChecked) // not asked: a drive that went
        m_out << indent
              << oneShownLine(tr("hidden areas: %1").arg(HiddenAreasText::inLine(hiddenAreas)))
              << '\n';
    QStringList hiddenDetails = HiddenAreasText::findingLines(hiddenAreas);
    if (const QString consequence = HiddenAreasText::consequence(hiddenAreas);
        !consequence.isEmpty())
        hiddenDetails << consequence;
    hiddenDetails << HiddenAreasText::otherNamespaceLines(hiddenAreas);
    for (const QString &line : std::as_const(hiddenDetails))
        m_out << indent << "    " << oneShownLine(line) << '\n';
    // As the GUI marks it: a disk this computer runs from.
    if (const QStringList uses = SystemDisks().usesOf(device.devicePath); !uses.isEmpty())
        m_out << indent
              << oneShownLine(
                     tr("warning: a disk of this computer: it holds %1; it changes while it is "
                        "imaged, and --write-block is refused on it")
                         .arg(uses.join(u", ")))
              << '\n';
}

int DevicesCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(devicesOptions());
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        m_out << usage() << Qt::flush;
        return ExitSuccess;
    }
    const std::optional<DeviceBackend> backend
        = parser.parse(QStringList{QStringLiteral("devices")} + arguments)
              ? DeviceEnumerator::parseBackendName(parser.value(QStringLiteral("backend")))
              : std::nullopt;
    if (!backend || !parser.positionalArguments().isEmpty()) {
        const QString problem = parser.errorText().isEmpty()
                                    ? tr("unexpected argument or backend name")
                                    : parser.errorText();
        m_err << "custody-cli devices: " << problem << '\n'
              << tr("Try 'custody-cli devices --help'.") << Qt::endl;
        return ExitInvalid;
    }
    const OutputFormat format
        = parser.isSet(QStringLiteral("json")) ? OutputFormat::Json : OutputFormat::Human;
    if (parser.isSet(QStringLiteral("remote"))) {
        NetworkSourceOptions options;
        options.tlsPskFile = parser.value(QStringLiteral("tls-psk"));
        options.tlsUsername = parser.value(QStringLiteral("tls-username"));
        options.tlsCertificates = parser.value(QStringLiteral("tls-certificates"));
        options.chapFile = parser.value(QStringLiteral("chap-file"));
        return listRemote(parser.value(QStringLiteral("remote")), options, format);
    }

    Result<std::unique_ptr<DeviceEnumerator>> enumerator = DeviceEnumerator::create(*backend);
    Result<void> started = enumerator ? (*enumerator)->start() : Result<void>(enumerator.error());
    if (!started) {
        m_err << "custody-cli devices: " << oneShownLine(started.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    const QList<DeviceInfo> devices = (*enumerator)->devices();
    QList<HiddenAreas> hiddenAreas;
    for (const DeviceInfo &device : devices)
        hiddenAreas << probeHiddenAreas(device.devicePath);
    // Read only, through a descriptor opened read-only; the drive's own sector size.
    const bool withLayout = parser.isSet(QStringLiteral("layout"));
    QList<Result<MediumLayout>> layouts;
    for (const DeviceInfo &device : devices) {
        if (withLayout)
            layouts << readMediumLayout(LayoutTarget{device.devicePath});
    }
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (qsizetype index = 0; index < devices.size(); ++index) {
            QJsonObject json = deviceJson(devices[index], hiddenAreas[index]);
            if (withLayout && layouts[index])
                json.insert(QStringLiteral("layout"), layouts[index]->toJson());
            else if (withLayout)
                json.insert(QStringLiteral("layoutError"), layouts[index].error().userMessage());
            array.append(json);
        }
        const QJsonObject document{{QStringLiteral("backend"), (*enumerator)->backendName()},
                                   {QStringLiteral("devices"), array}};
        const auto layout = parser.isSet(QStringLiteral("watch")) ? QJsonDocument::Compact
                                                                  : QJsonDocument::Indented;
        m_out << QJsonDocument(document).toJson(layout);
        if (layout == QJsonDocument::Compact)
            m_out << '\n';
    } else {
        for (qsizetype index = 0; index < devices.size(); ++index) {
            printDevice(devices[index], hiddenAreas[index], QString());
            if (!withLayout)
                continue;
            for (const QString &line : InfoCommand::layoutLines(layouts[index]))
                m_out << "    " << oneShownLine(line) << '\n';
        }
        if (devices.isEmpty())
            m_out << tr("No drives found (backend %1).").arg((*enumerator)->backendName()) << '\n';
    }
    m_out.flush();
    if (!parser.isSet(QStringLiteral("watch")))
        return ExitSuccess;
    return watch(**enumerator, format);
}

int DevicesCommand::listRemote(const QString &uri, const NetworkSourceOptions &options,
                               OutputFormat format)
{
    if (IscsiSource::isIscsiUri(uri))
        return listIscsi(uri, options, format);
    if (!NbdSource::isNbdUri(uri)) {
        m_err << "custody-cli devices: "
              << oneShownLine(tr("--remote %1 is not an NBD URI (nbd://HOST, nbds://HOST, "
                                 "nbd+unix:///?socket=PATH) or an iSCSI one (iscsi://HOST)")
                                  .arg(uri))
              << Qt::endl;
        return ExitInvalid;
    }
    const Result<QList<NbdExport>> exports = listNbdExports(uri, options);
    if (!exports) {
        m_err << "custody-cli devices: " << oneShownLine(exports.error().userMessage()) << Qt::endl;
        return ExitFailed;
    }
    if (format == OutputFormat::Json) {
        QJsonArray array;
        for (const NbdExport &entry : *exports)
            array.append(QJsonObject{{QStringLiteral("name"), entry.name},
                                     {QStringLiteral("description"), entry.description},
                                     {QStringLiteral("uri"), entry.uri},
                                     {QStringLiteral("sizeBytes"), entry.sizeBytes},
                                     {QStringLiteral("sectorBytes"), entry.sectorBytes},
                                     {QStringLiteral("readOnly"), entry.readOnly}});
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("server"), uri},
                                           {QStringLiteral("exports"), array}})
                     .toJson();
    } else {
        for (const NbdExport &entry : *exports) {
            const QString size = entry.sizeBytes < 0 ? tr("size not announced")
                                                     : QStringLiteral("%1 (%2 bytes, %3 B sectors)")
                                                           .arg(formatBytes(entry.sizeBytes))
                                                           .arg(entry.sizeBytes)
                                                           .arg(entry.sectorBytes);
            // The name (in the URI) and the description are the server's words: one line each.
            m_out << oneShownLine(
                entry.uri + u"  "_s + size + (entry.readOnly ? u"  [read-only]"_s : QString())
                + (entry.description.isEmpty() ? QString()
                                               : QStringLiteral("  ") + entry.description))
                  << '\n';
        }
        if (exports->isEmpty())
            m_out << tr("The server lists no exports.") << '\n';
    }
    m_out.flush();
    return ExitSuccess;
}

int DevicesCommand::watch(DeviceEnumerator &enumerator, OutputFormat format)
{
    const auto report = [this, format](const QString &event, const DeviceInfo &device) {
        // A drive that went is not asked; one that came or changed is asked again.
        HiddenAreas hiddenAreas;
        if (event != QLatin1String("removed"))
            hiddenAreas = probeHiddenAreas(device.devicePath);
        if (format == OutputFormat::Json) {
            const QJsonObject line{{QStringLiteral("event"), event},
                                   {QStringLiteral("device"), deviceJson(device, hiddenAreas)}};
            m_out << QJsonDocument(line).toJson(QJsonDocument::Compact) << '\n';
        } else {
            printDevice(device, hiddenAreas, event + QLatin1Char(' '));
        }
        m_out.flush();
    };
    QEventLoop loop;
    StopSignals stopSignals(loop);
    QObject::connect(&enumerator, &DeviceEnumerator::deviceAdded, &loop,
                     [&](const DeviceInfo &device) { report(QStringLiteral("added"), device); });
    QObject::connect(&enumerator, &DeviceEnumerator::deviceChanged, &loop,
                     [&](const DeviceInfo &device) { report(QStringLiteral("changed"), device); });
    QObject::connect(&enumerator, &DeviceEnumerator::deviceRemoved, &loop,
                     [&](const DeviceInfo &device) { report(QStringLiteral("removed"), device); });
    loop.exec();
    return ExitSuccess;
}

} // namespace Custody::Cli
