// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "drivelab.h"

#include "testfiles.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QThread>

namespace Custody::Test {

namespace {

// Where scripts/drivelab-guest.sh put the kernel and the initramfs (the CTest fixture sets it).
QString guestFolder()
{
    return qEnvironmentVariable("CUSTODY_DRIVELAB_GUEST");
}

QString joined(const QStringList &options)
{
    return options.join(QLatin1Char(','));
}

// The throttle-group object that limits the reads of a block node (setReadRate()).
QString throttleGroup(const QString &node)
{
    return node + QStringLiteral("-limit");
}

QString json(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// blkdebug rules that fail with EIO every I/O of `ioType` ("read", "write", "write-zeroes")
// that touches one of `sectors` (512-byte), each time. blkdebug keeps active only the rules of
// the last event that had any (QEMU's block/blkdebug.c, process_rule()), so every rule names its
// I/O type and hangs on an event that comes right before each I/O of that type: the raw driver
// above fires read_aio before every read, the block layer fires pwritev and pwritev_zero on the
// blkdebug node itself before every write and write-zeroes (block/io.c).
void addFailingRules(QJsonArray &rules, const QList<qint64> &sectors, const QString &event,
                     const QString &ioType)
{
    for (const qint64 sector : sectors)
        rules.append(QJsonObject{{QStringLiteral("event"), event},
                                 {QStringLiteral("iotype"), ioType},
                                 {QStringLiteral("errno"), 5},
                                 {QStringLiteral("sector"), sector},
                                 {QStringLiteral("once"), false}});
}

void addWriteFailingRules(QJsonArray &rules, const QList<qint64> &sectors)
{
    addFailingRules(rules, sectors, QStringLiteral("pwritev"), QStringLiteral("write"));
    addFailingRules(rules, sectors, QStringLiteral("pwritev_zero"), QStringLiteral("write-zeroes"));
}

QStringList blkdebugArguments(const QString &node, const QString &image, const QJsonArray &rules)
{
    return {QStringLiteral("-blockdev"),
            json({{QStringLiteral("driver"), QStringLiteral("blkdebug")},
                  {QStringLiteral("node-name"), node},
                  {QStringLiteral("image"), image},
                  {QStringLiteral("inject-error"), rules}})};
}

// The nodes that lose the writes of `sectors` (512-byte) on a medium of `sizeBytes`, above
// `below` (its file node); the top one is `node`-lost. A quorum of two children, read from the
// first only (read-pattern fifo), needs one of them to take a write (vote-threshold 1): the medium
// below a blkdebug that fails writes of those sectors, and a null device that takes every write and
// keeps nothing. A write of a lost sector thus succeeds and leaves the medium as it was. Above
// the quorum, a blkdebug without rules cuts every request into 512-byte ones (max-transfer), so
// that a request that holds a lost sector still writes all its other sectors.
QStringList lostWriteArguments(const QString &node, qint64 sizeBytes, const QString &below,
                               const QList<qint64> &sectors)
{
    QJsonArray rules;
    addWriteFailingRules(rules, sectors);
    const QString failing = node + QStringLiteral("-unkept");
    const QString nothing = node + QStringLiteral("-void");
    const QString quorum = node + QStringLiteral("-quorum");
    QStringList arguments = blkdebugArguments(failing, below, rules);
    arguments << QStringLiteral("-blockdev")
              << json({{QStringLiteral("driver"), QStringLiteral("null-co")},
                       {QStringLiteral("node-name"), nothing},
                       {QStringLiteral("size"), sizeBytes}});
    arguments << QStringLiteral("-blockdev")
              << json({{QStringLiteral("driver"), QStringLiteral("quorum")},
                       {QStringLiteral("node-name"), quorum},
                       {QStringLiteral("vote-threshold"), 1},
                       {QStringLiteral("read-pattern"), QStringLiteral("fifo")},
                       {QStringLiteral("children"), QJsonArray{failing, nothing}}});
    arguments << QStringLiteral("-blockdev")
              << json({{QStringLiteral("driver"), QStringLiteral("blkdebug")},
                       {QStringLiteral("node-name"), node + QStringLiteral("-lost")},
                       {QStringLiteral("image"), quorum},
                       {QStringLiteral("max-transfer"), 512},
                       {QStringLiteral("max-write-zero"), 512}});
    return arguments;
}

} // namespace

QByteArray GuestRun::describe() const
{
    QByteArray text = "guest exit " + QByteArray::number(exitStatus);
    if (!problem.isEmpty())
        text += " (" + problem.toUtf8() + ")";
    text += "\n--- output:\n" + output;
    if (exitStatus != 0)
        text += "\n--- console (last 3000 bytes):\n" + console.right(3000);
    return text;
}

DriveLab::DriveLab()
{
    QDir(m_folder.path()).mkpath(QStringLiteral("share"));
}

DriveLab::~DriveLab()
{
    if (m_qemu.state() != QProcess::NotRunning) {
        m_qemu.kill();
        m_qemu.waitForFinished(10000);
    }
}

QString DriveLab::guestTool(const QString &name)
{
    return guestFolder() + QLatin1Char('/') + name;
}

QString DriveLab::unavailableReason()
{
    const QString folder = guestFolder();
    if (folder.isEmpty())
        return QStringLiteral("CUSTODY_DRIVELAB_GUEST is not set: run the drive lab's tests "
                              "through CTest, whose fixture prepares the guest");
    QFile unavailable(folder + QStringLiteral("/unavailable"));
    if (unavailable.open(QIODevice::ReadOnly))
        return QString::fromUtf8(unavailable.readAll()).trimmed();
    if (!QFileInfo::exists(folder + QStringLiteral("/vmlinuz")))
        return QStringLiteral("the guest was not prepared in %1 (scripts/drivelab-guest.sh)")
            .arg(folder);
    return {};
}

void DriveLab::addDrive(const LabDrive &drive)
{
    m_drives.append(drive);
}

QString DriveLab::sharedFolder() const
{
    return m_folder.filePath(QStringLiteral("share"));
}

QString DriveLab::makeMedium(const QString &name, qint64 bytes) const
{
    const QString path = m_folder.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    constexpr qint64 chunk = 1 << 20;
    for (qint64 written = 0; written < bytes; written += chunk) {
        const QByteArray block
            = randomBytes(qMin(chunk, bytes - written), quint32(written / chunk + 1));
        if (file.write(block) != block.size())
            return {};
    }
    return path;
}

QStringList DriveLab::backendArguments(const QString &node, const QString &image,
                                       const LabDrive &drive) const
{
    QStringList arguments;
    QString below = node + QStringLiteral("-file");
    arguments << QStringLiteral("-blockdev")
              << joined({QStringLiteral("driver=file"), QStringLiteral("node-name=") + below,
                         QStringLiteral("filename=") + image});
    if (!drive.lostWriteSectors.isEmpty()) {
        arguments << lostWriteArguments(node, QFileInfo(image).size(), below,
                                        drive.lostWriteSectors);
        below = node + QStringLiteral("-lost");
    }
    if (drive.readBytesPerSecond > 0) {
        const QString group = throttleGroup(node);
        arguments << QStringLiteral("-object")
                  << joined({QStringLiteral("throttle-group"), QStringLiteral("id=") + group,
                             QStringLiteral("x-bps-read=%1").arg(drive.readBytesPerSecond)});
        const QString throttled = node + QStringLiteral("-throttled");
        arguments << QStringLiteral("-blockdev")
                  << joined({QStringLiteral("driver=throttle"),
                             QStringLiteral("node-name=") + throttled,
                             QStringLiteral("throttle-group=") + group,
                             QStringLiteral("file=") + below});
        below = throttled;
    }
    // Right below the raw node, which fires read_aio on its own child only.
    if (!drive.unreadableSectors.isEmpty() || !drive.unwritableSectors.isEmpty()) {
        QJsonArray rules;
        addFailingRules(rules, drive.unreadableSectors, QStringLiteral("read_aio"),
                        QStringLiteral("read"));
        addWriteFailingRules(rules, drive.unwritableSectors);
        const QString faults = node + QStringLiteral("-faults");
        arguments << blkdebugArguments(faults, below, rules);
        below = faults;
    }
    arguments << QStringLiteral("-blockdev")
              << joined({QStringLiteral("driver=raw"), QStringLiteral("node-name=") + node,
                         QStringLiteral("file=") + below});
    return arguments;
}

// The -device value that attaches the drive; device_add takes the same (plug()).
QString DriveLab::deviceArguments(const LabDrive &drive) const
{
    QStringList options;
    const QString node = drive.id + QStringLiteral("-medium");
    const auto common = [&] {
        options << QStringLiteral("id=") + drive.id << QStringLiteral("drive=") + node;
        if (!drive.serial.isEmpty())
            options << QStringLiteral("serial=") + drive.serial;
    };
    const auto blockSizes = [&] {
        options << QStringLiteral("logical_block_size=%1").arg(drive.logicalBlockBytes)
                << QStringLiteral("physical_block_size=%1").arg(drive.physicalBlockBytes);
    };
    switch (drive.kind) {
    case LabDrive::Kind::Ata: {
        // Each on a port of its own of the AHCI controller (ide.0 to ide.5), in the lab's order.
        qsizetype port = 0;
        for (const LabDrive &other : m_drives) {
            if (other.id == drive.id)
                break;
            port += other.kind == LabDrive::Kind::Ata ? 1 : 0;
        }
        options << QStringLiteral("ide-hd") << QStringLiteral("bus=ide.%1").arg(port);
        common();
        blockSizes();
        if (!drive.model.isEmpty())
            options << QStringLiteral("model=") + drive.model;
        if (!drive.firmware.isEmpty())
            options << QStringLiteral("ver=") + drive.firmware;
        break;
    }
    case LabDrive::Kind::Nvme:
        options << QStringLiteral("nvme");
        common();
        blockSizes();
        if (drive.hotPluggable)
            options << QStringLiteral("bus=%1-port").arg(drive.id);
        break;
    case LabDrive::Kind::Scsi:
        options << QStringLiteral("scsi-hd") << QStringLiteral("bus=lab-scsi.0");
        common();
        blockSizes();
        if (!drive.vendor.isEmpty())
            options << QStringLiteral("vendor=") + drive.vendor;
        if (!drive.model.isEmpty())
            options << QStringLiteral("product=") + drive.model;
        if (!drive.firmware.isEmpty())
            options << QStringLiteral("ver=") + drive.firmware;
        break;
    case LabDrive::Kind::UsbStorage:
        options << QStringLiteral("usb-storage") << QStringLiteral("bus=lab-xhci.0");
        common();
        break;
    case LabDrive::Kind::UsbUas:
        // The UAS device is the bridge; its disk is a scsi-hd on the bridge's bus (below).
        options << QStringLiteral("usb-uas") << QStringLiteral("bus=lab-xhci.0")
                << QStringLiteral("id=") + drive.id;
        break;
    }
    return joined(options);
}

QStringList DriveLab::driveArguments(const LabDrive &drive) const
{
    QStringList arguments;
    if (drive.kind == LabDrive::Kind::Nvme && !drive.namespaces.isEmpty()) {
        const QString subsystem = drive.id + QStringLiteral("-subsys");
        arguments << QStringLiteral("-device")
                  << joined({QStringLiteral("nvme-subsys"), QStringLiteral("id=") + subsystem,
                             QStringLiteral("nqn=") + subsystem});
        arguments << QStringLiteral("-device")
                  << joined({QStringLiteral("nvme"), QStringLiteral("id=") + drive.id,
                             QStringLiteral("serial=") + drive.serial,
                             QStringLiteral("subsys=") + subsystem});
        for (const LabDrive::Namespace &space : drive.namespaces) {
            const QString node = drive.id + QStringLiteral("-ns%1").arg(space.id);
            arguments << backendArguments(node, space.image, drive);
            QStringList options{
                QStringLiteral("nvme-ns"),
                QStringLiteral("drive=") + node,
                QStringLiteral("bus=") + drive.id,
                QStringLiteral("nsid=%1").arg(space.id),
                QStringLiteral("logical_block_size=%1").arg(space.logicalBlockBytes),
                QStringLiteral("physical_block_size=%1").arg(space.logicalBlockBytes)};
            if (space.detached)
                options << QStringLiteral("detached=true");
            arguments << QStringLiteral("-device") << joined(options);
        }
        return arguments;
    }
    arguments << backendArguments(drive.id + QStringLiteral("-medium"), drive.image, drive);
    arguments << QStringLiteral("-device") << deviceArguments(drive);
    if (drive.kind == LabDrive::Kind::UsbUas) {
        QStringList disk{QStringLiteral("scsi-hd"), QStringLiteral("bus=%1.0").arg(drive.id),
                         QStringLiteral("scsi-id=0"), QStringLiteral("lun=0"),
                         QStringLiteral("drive=%1-medium").arg(drive.id)};
        if (!drive.serial.isEmpty())
            disk << QStringLiteral("serial=") + drive.serial;
        if (!drive.model.isEmpty())
            disk << QStringLiteral("product=") + drive.model;
        disk << QStringLiteral("logical_block_size=%1").arg(drive.logicalBlockBytes)
             << QStringLiteral("physical_block_size=%1").arg(drive.physicalBlockBytes);
        arguments << QStringLiteral("-device") << joined(disk);
    }
    return arguments;
}

QStringList DriveLab::arguments() const
{
    const QString guest = guestFolder();
    // TCG: nested KVM guests hang on this kind of machine, and the lab needs no speed.
    QStringList arguments{
        QStringLiteral("-machine"),
        QStringLiteral("q35,accel=tcg"),
        QStringLiteral("-m"),
        QStringLiteral("1024"),
        QStringLiteral("-smp"),
        QStringLiteral("2"),
        QStringLiteral("-nodefaults"),
        QStringLiteral("-display"),
        QStringLiteral("none"),
        QStringLiteral("-no-reboot"),
        QStringLiteral("-serial"),
        QStringLiteral("file:") + m_folder.filePath(QStringLiteral("console.log")),
        QStringLiteral("-kernel"),
        guest + QStringLiteral("/vmlinuz"),
        QStringLiteral("-initrd"),
        guest + QStringLiteral("/initrd.gz"),
        QStringLiteral("-append"),
        QStringLiteral("console=ttyS0 quiet panic=-1"),
        QStringLiteral("-virtfs"),
        QStringLiteral(
            "local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap"),
        QStringLiteral("-virtfs"),
        QStringLiteral("local,path=%1,mount_tag=lab,security_model=none,multidevs=remap")
            .arg(sharedFolder()),
        QStringLiteral("-qmp"),
        QStringLiteral("unix:%1,server=on,wait=off")
            .arg(m_folder.filePath(QStringLiteral("qmp.sock"))),
    };
    bool scsi = false;
    bool usb = false;
    for (const LabDrive &drive : m_drives) {
        scsi |= drive.kind == LabDrive::Kind::Scsi;
        usb |= drive.kind == LabDrive::Kind::UsbStorage || drive.kind == LabDrive::Kind::UsbUas;
    }
    if (scsi)
        arguments << QStringLiteral("-device") << QStringLiteral("virtio-scsi-pci,id=lab-scsi");
    if (usb)
        arguments << QStringLiteral("-device") << QStringLiteral("qemu-xhci,id=lab-xhci");
    int chassis = 0;
    for (const LabDrive &drive : m_drives) {
        // PCIe native hotplug (the guest's pciehp): QEMU lets the device go once the guest has
        // powered its slot off, as a real slot's button asks.
        if (drive.hotPluggable && chassis == 0)
            arguments << QStringLiteral("-global")
                      << QStringLiteral("ICH9-LPC.acpi-pci-hotplug-with-bridge-support=off");
        if (drive.hotPluggable)
            arguments << QStringLiteral("-device")
                      << QStringLiteral("pcie-root-port,id=%1-port,chassis=%2,slot=%2")
                             .arg(drive.id)
                             .arg(++chassis);
    }
    for (const LabDrive &drive : m_drives)
        arguments << driveArguments(drive);
    return arguments;
}

bool DriveLab::start(const QString &script)
{
    if (!writeFile(sharedFolder() + QStringLiteral("/command"), script.toUtf8()))
        return false;
    m_qemu.setProcessChannelMode(QProcess::MergedChannels);
    m_qemu.start(QStringLiteral("qemu-system-x86_64"), arguments());
    return m_qemu.waitForStarted(30000);
}

GuestRun DriveLab::finish(int timeoutSeconds)
{
    GuestRun run;
    if (!m_qemu.waitForFinished(timeoutSeconds * 1000)) {
        run.problem = QStringLiteral("the guest did not power off within %1 s").arg(timeoutSeconds);
        m_qemu.kill();
        m_qemu.waitForFinished(10000);
    } else if (m_qemu.exitStatus() != QProcess::NormalExit || m_qemu.exitCode() != 0) {
        run.problem = QStringLiteral("QEMU ended with %1: %2")
                          .arg(m_qemu.exitCode())
                          .arg(QString::fromUtf8(m_qemu.readAll()).trimmed());
    }
    run.output = readFile(sharedFolder() + QStringLiteral("/output"));
    run.console = readFile(m_folder.filePath(QStringLiteral("console.log")));
    const QByteArray status = readFile(sharedFolder() + QStringLiteral("/status")).trimmed();
    bool ok = false;
    const int exitStatus = status.toInt(&ok);
    if (ok)
        run.exitStatus = exitStatus;
    else if (run.problem.isEmpty())
        run.problem = QStringLiteral("the guest's command never finished");
    return run;
}

GuestRun DriveLab::run(const QString &script, int timeoutSeconds)
{
    if (!start(script)) {
        GuestRun run;
        run.problem = QStringLiteral("QEMU did not start: ") + m_qemu.errorString();
        return run;
    }
    return finish(timeoutSeconds);
}

bool DriveLab::waitForSharedFile(const QString &name, int timeoutSeconds) const
{
    const QString path = sharedFolder() + QLatin1Char('/') + name;
    QDeadlineTimer deadline(timeoutSeconds * 1000);
    while (!QFileInfo::exists(path)) {
        if (deadline.hasExpired() || m_qemu.state() == QProcess::NotRunning)
            return QFileInfo::exists(path);
        QThread::msleep(100);
    }
    return true;
}

bool DriveLab::connectQmp()
{
    if (m_qmpSocket && m_qmpSocket->state() == QLocalSocket::ConnectedState)
        return true;
    m_qmpSocket = std::make_unique<QLocalSocket>();
    m_qmpSocket->connectToServer(m_folder.filePath(QStringLiteral("qmp.sock")));
    if (!m_qmpSocket->waitForConnected(10000)) {
        m_qmpError = QStringLiteral("cannot connect to QMP: ") + m_qmpSocket->errorString();
        return false;
    }
    // The greeting, then capabilities negotiation.
    if (!m_qmpSocket->waitForReadyRead(10000)) {
        m_qmpError = QStringLiteral("QMP sent no greeting");
        return false;
    }
    m_qmpSocket->readAll();
    return qmp({{QStringLiteral("execute"), QStringLiteral("qmp_capabilities")}}).has_value();
}

// Sends one command and returns its answer, skipping the events QEMU sends meanwhile.
// Each command carries an id of its own, which QEMU repeats in its answer: an answer that comes
// after its command was given up is never taken for a later command's.
std::optional<QJsonObject> DriveLab::qmp(const QJsonObject &command)
{
    QJsonObject tagged = command;
    const qint64 id = ++m_qmpCommands;
    tagged.insert(QStringLiteral("id"), id);
    m_qmpSocket->write(QJsonDocument(tagged).toJson(QJsonDocument::Compact) + '\n');
    m_qmpSocket->flush();
    QDeadlineTimer deadline(30000);
    while (!deadline.hasExpired()) {
        while (m_qmpSocket->canReadLine()) {
            const QJsonObject answer = QJsonDocument::fromJson(m_qmpSocket->readLine()).object();
            if (answer.value(QStringLiteral("id")).toInteger(-1) != id)
                continue; // an event, or the late answer of a command given up
            if (answer.contains(QStringLiteral("return")))
                return answer;
            if (answer.contains(QStringLiteral("error"))) {
                m_qmpError = json(answer.value(QStringLiteral("error")).toObject());
                return std::nullopt;
            }
        }
        m_qmpSocket->waitForReadyRead(1000);
    }
    m_qmpError = QStringLiteral("QMP did not answer ") + json(command);
    return std::nullopt;
}

bool DriveLab::unplug(const QString &id)
{
    if (!connectQmp())
        return false;
    return qmp({{QStringLiteral("execute"), QStringLiteral("device_del")},
                {QStringLiteral("arguments"), QJsonObject{{QStringLiteral("id"), id}}}})
        .has_value();
}

bool DriveLab::isPlugged(const QString &id)
{
    if (!connectQmp())
        return false;
    return qmp({{QStringLiteral("execute"), QStringLiteral("qom-get")},
                {QStringLiteral("arguments"),
                 QJsonObject{{QStringLiteral("path"), QStringLiteral("/machine/peripheral/") + id},
                             {QStringLiteral("property"), QStringLiteral("type")}}}})
        .has_value();
}

bool DriveLab::plug(const QString &id)
{
    if (!connectQmp())
        return false;
    for (const LabDrive &drive : std::as_const(m_drives)) {
        if (drive.id != id)
            continue;
        // device_add takes the -device value as arguments: driver first, then its properties.
        const QStringList options = deviceArguments(drive).split(QLatin1Char(','));
        QJsonObject arguments{{QStringLiteral("driver"), options.first()}};
        for (const QString &option : options.mid(1)) {
            const qsizetype equals = option.indexOf(QLatin1Char('='));
            arguments.insert(option.left(equals), option.mid(equals + 1));
        }
        return qmp({{QStringLiteral("execute"), QStringLiteral("device_add")},
                    {QStringLiteral("arguments"), arguments}})
            .has_value();
    }
    m_qmpError = QStringLiteral("no drive %1 in the lab").arg(id);
    return false;
}

bool DriveLab::setReadRate(const QString &id, qint64 bytesPerSecond)
{
    if (!connectQmp())
        return false;
    // A group's single properties are fixed once it exists; its "limits" can change at any time,
    // and a limit of 0 lifts it.
    const QString group = throttleGroup(id + QStringLiteral("-medium"));
    return qmp({{QStringLiteral("execute"), QStringLiteral("qom-set")},
                {QStringLiteral("arguments"),
                 QJsonObject{{QStringLiteral("path"), QStringLiteral("/objects/") + group},
                             {QStringLiteral("property"), QStringLiteral("limits")},
                             {QStringLiteral("value"),
                              QJsonObject{{QStringLiteral("bps-read"), bytesPerSecond}}}}}})
        .has_value();
}

} // namespace Custody::Test
