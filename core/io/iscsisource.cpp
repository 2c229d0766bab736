// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/iscsisource.h"

#include "util/durablefile.h"
#include "util/inputlimits.h"
#include "util/invalidargument.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSysInfo>
#include <QThread>

#include <iscsi/iscsi.h>
#include <iscsi/scsi-lowlevel.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <limits>
#include <vector>

namespace Custody {

namespace {

QString lastIscsiError(iscsi_context *context)
{
    const char *text = context ? iscsi_get_error(context) : nullptr;
    return text && *text ? QString::fromUtf8(text) : QStringLiteral("unknown error");
}

Error connectError(const QString &uri, const QString &what)
{
    return Error::fromErrno(Error::Code::SourceConnectFailed, 0, uri, -1, what);
}

// The initiator's name, as the target's ACLs and logs see it: one per workstation.
QString initiatorName()
{
    QString host = QSysInfo::machineHostName().toLower();
    for (QChar &c : host) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'-' && c != u'.')
            c = u'-';
    }
    return QStringLiteral("iqn.2026-12.org.custody:")
           + (host.isEmpty() ? QStringLiteral("station") : host);
}

// The CHAP credentials for `user` from `file`: "username:secret" lines, and for mutual CHAP one
// "target username:secret" line (the name and secret the target answers with); # starts a
// comment. The file must be readable by its owner alone, as ssh and libpq ask of theirs. An empty
// `user` takes the file's only entry, and is set to its name.
// A CHAP file's NAME:SECRET, split at the first ':'; a name that holds ':' itself (an iSCSI
// name, as a Windows initiator or LIO names CHAP users) is written in double quotes. The secret
// is the rest of the line, ':' included. Neither may be empty.
std::optional<std::pair<QString, QString>> nameAndSecret(const QString &line)
{
    qsizetype colon = line.indexOf(QLatin1Char(':'));
    QString name = line.left(colon);
    if (line.startsWith(QLatin1Char('"'))) {
        const qsizetype closing = line.indexOf(QLatin1Char('"'), 1);
        if (closing < 0 || line.indexOf(QLatin1Char(':'), closing) != closing + 1)
            return std::nullopt;
        colon = closing + 1;
        name = line.mid(1, closing - 1);
    }
    if (colon < 0 || name.isEmpty() || colon == line.size() - 1)
        return std::nullopt;
    return std::pair(name, line.mid(colon + 1));
}

Result<IscsiChap> chapCredentials(const QString &file, QString &user)
{
    // Looked at before and after it is read: the same file, its owner's and no one else's.
    struct stat before
    {
    };
    struct stat after
    {
    };
    const QByteArray path = file.toLocal8Bit();
    if (::stat(path.constData(), &before) != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, errno, file);
    if ((before.st_mode & 077) != 0 || before.st_uid != ::geteuid())
        return invalidArgument(IscsiSource::tr("--chap-file: %1 can be read by others than its "
                                               "owner, or is not yours: chmod 600 it as its "
                                               "owner")
                                   .arg(file));
    const Result<QByteArray> text = readWholeFile(file, MaximumCredentialBytes);
    if (!text)
        return text.error();
    if (::stat(path.constData(), &after) != 0 || after.st_ino != before.st_ino
        || after.st_dev != before.st_dev || after.st_mode != before.st_mode)
        return invalidArgument(
            IscsiSource::tr("--chap-file: %1 changed while it was read").arg(file));
    static const QRegularExpression targetWord(QStringLiteral("^target\\s+"),
                                               QRegularExpression::CaseInsensitiveOption);
    QStringList users;
    QStringList secrets;
    IscsiChap chap;
    for (const QByteArray &raw : text->split('\n')) {
        QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QRegularExpressionMatch word = targetWord.match(line);
        const bool ofTheTarget = word.hasMatch();
        if (ofTheTarget)
            line = line.mid(word.capturedLength());
        const std::optional<std::pair<QString, QString>> entry = nameAndSecret(line);
        if (!entry)
            return invalidArgument(
                IscsiSource::tr("--chap-file: %1 has a line that is not username:secret or "
                                "target username:secret (a name with ':' in it, such as an iSCSI "
                                "name, in double quotes: \"iqn.…:host\":secret)")
                    .arg(file));
        if (!ofTheTarget) {
            users << entry->first;
            secrets << entry->second;
        } else if (chap.targetSecret.isEmpty()) {
            chap.targetUser = entry->first;
            chap.targetSecret = entry->second;
        } else {
            return invalidArgument(IscsiSource::tr("--chap-file: %1 has more than one target "
                                                   "line: keep one file for each target")
                                       .arg(file));
        }
    }
    if (user.isEmpty() && users.size() == 1)
        user = users.first();
    if (user.isEmpty())
        return invalidArgument(
            IscsiSource::tr("--chap-file: %1 holds %n user(s): name the one to use in the "
                            "URI (iscsi://USER@HOST/…), or keep one file per user (a name with "
                            "':' in it, such as an iSCSI name, cannot be written in a URI)",
                            nullptr, int(users.size()))
                .arg(file));
    const qsizetype index = users.indexOf(user);
    if (index < 0)
        return invalidArgument(
            IscsiSource::tr("--chap-file: %1 has no secret for the user \"%2\"").arg(file, user));
    chap.user = user;
    chap.secret = secrets.at(index);
    // RFC 3720, 8.2.1: one secret both ways lets a target that echoes the challenge pass.
    if (!chap.targetSecret.isEmpty() && chap.targetSecret == chap.secret)
        return invalidArgument(IscsiSource::tr("--chap-file: %1 gives the target the user's own "
                                               "secret: mutual CHAP needs a secret of its own "
                                               "for each side")
                                   .arg(file));
    return chap;
}

// Hands the credentials to a context. The target's only to a normal session: a portal's
// discovery session may offer no authentication at all, and each target's session proves the
// target.
void useChap(iscsi_context *context, const IscsiChap &chap, iscsi_session_type type)
{
    if (chap.secret.isEmpty())
        return;
    iscsi_set_initiator_username_pwd(context, chap.user.toUtf8().constData(),
                                     chap.secret.toUtf8().constData());
    if (!chap.targetSecret.isEmpty() && type == ISCSI_SESSION_NORMAL)
        iscsi_set_target_username_pwd(context, chap.targetUser.toUtf8().constData(),
                                      chap.targetSecret.toUtf8().constData());
}

// libiscsi's reason for a failed login, and with mutual CHAP what it means of the target.
QString loginError(iscsi_context *context, const IscsiChap &chap)
{
    const QString reason = lastIscsiError(context);
    if (chap.targetSecret.isEmpty())
        return reason;
    // libiscsi checks the target's CHAP_N and CHAP_R itself and says which was wrong or missing.
    if (reason.contains(QLatin1String("CHAP_N")) || reason.contains(QLatin1String("CHAP_R"))
        || reason.contains(QLatin1String("CHAP targetname")))
        return IscsiSource::tr("%1: the target did not prove itself as \"%2\" with the target "
                               "secret of the CHAP file (mutual CHAP). It is not the target whose "
                               "secret you hold, or it is not set up for mutual CHAP (tgt: an "
                               "outgoing account; LIO: mutual_userid and mutual_password)")
            .arg(reason, chap.targetUser);
    if (reason.contains(QLatin1String("Authentication failure")))
        return IscsiSource::tr("%1. The target was also asked to prove itself as \"%2\" (mutual "
                               "CHAP): a target not set up for mutual CHAP refuses the login, as "
                               "it does a wrong secret of the workstation's user")
            .arg(reason, chap.targetUser);
    return reason;
}

// Whether the bytes a command returned hold all that their own length fields say: libiscsi's
// parsers trust those fields, and the target may be a suspect's machine.
using CompleteCheck = bool (*)(const scsi_task &task);

int datainByte(const scsi_task &task, int index)
{
    return index < task.datain.size ? task.datain.data[index] : 0;
}

bool anyLength(const scsi_task &)
{
    return true;
}

bool standardInquiryComplete(const scsi_task &task)
{
    return task.datain.size >= 36 && 5 + datainByte(task, 4) <= task.datain.size;
}

int vpdPageBytes(const scsi_task &task)
{
    return 4 + (datainByte(task, 2) << 8 | datainByte(task, 3));
}

bool vpdPageComplete(const scsi_task &task)
{
    return task.datain.size >= 4 && vpdPageBytes(task) <= task.datain.size;
}

bool modeSense6Complete(const scsi_task &task)
{
    return task.datain.size >= 4 && datainByte(task, 0) + 1 <= task.datain.size;
}

bool readCapacity16Complete(const scsi_task &task)
{
    return task.datain.size >= 16;
}

bool reportLunsComplete(const scsi_task &task)
{
    const qint64 listBytes = qint64(datainByte(task, 0)) << 24 | datainByte(task, 1) << 16
                             | datainByte(task, 2) << 8 | datainByte(task, 3);
    return task.datain.size >= 8 && 8 + listBytes <= task.datain.size;
}

// A SCSI command sent synchronously that came back GOOD and whole, unmarshalled; nothing
// otherwise.
template<typename Data>
struct SyncTask
{
    scsi_task *task = nullptr;
    Data *data = nullptr;
    explicit SyncTask(scsi_task *sent, CompleteCheck complete = anyLength)
        : task(sent)
    {
        if (task && task->status == SCSI_STATUS_GOOD && complete(*task))
            data = static_cast<Data *>(scsi_datain_unmarshall(task));
    }
    ~SyncTask()
    {
        if (task)
            scsi_free_scsi_task(task);
    }
    SyncTask(const SyncTask &) = delete;
    SyncTask &operator=(const SyncTask &) = delete;
};

QString designatorText(const scsi_inquiry_device_designator &designator)
{
    // SPC-4's designator types and associations, as examiners read them.
    static constexpr const char *types[] = {"vendor specific",
                                            "T10 vendor ID",
                                            "EUI-64",
                                            "NAA",
                                            "relative target port",
                                            "target port group",
                                            "logical unit group",
                                            "MD5 logical unit ID",
                                            "SCSI name string"};
    static constexpr const char *associations[] = {"logical unit", "target port", "target device"};
    const int type = int(designator.designator_type);
    const int association = int(designator.association);
    QByteArray bytes(designator.designator, designator.designator_length);
    // Binary designators (NAA, EUI-64) in hexadecimal, text ones (a SCSI name string, a T10
    // vendor ID padded with NULs) as text.
    while (designator.code_set != SCSI_CODESET_BINARY && bytes.endsWith('\0'))
        bytes.chop(1);
    const QString value = designator.code_set == SCSI_CODESET_BINARY
                              ? QString::fromLatin1(bytes.toHex())
                              : QString::fromUtf8(bytes).simplified();
    return QStringLiteral("%1 (%2): %3")
        .arg(QString::fromLatin1(type >= 0 && type < 9 ? types[type] : "type ?"),
             QString::fromLatin1(association >= 0 && association < 3 ? associations[association]
                                                                     : "association ?"),
             value);
}

// A VPD page, asked for again at its stated length when the first answer was cut short; null
// when it still is, or the LUN has no such page.
scsi_task *vpdPage(iscsi_context *context, int lun, int page)
{
    scsi_task *task = iscsi_inquiry_sync(context, lun, 1, page, 255);
    if (!task || task->status != SCSI_STATUS_GOOD || vpdPageComplete(*task))
        return task;
    const int stated = vpdPageBytes(*task);
    scsi_free_scsi_task(task);
    return stated > 255 ? iscsi_inquiry_sync(context, lun, 1, page, std::min(stated, 0xffff))
                        : nullptr;
}

// The identity of `lun`: INQUIRY, VPD pages 0x80, 0x83 and 0xB0, MODE SENSE and READ CAPACITY(16).
// `maximumTransferBytes` gets the target's largest READ, when it states one.
Result<IscsiIdentity> readIdentity(iscsi_context *context, int lun, const QString &uri,
                                   qint64 *maximumTransferBytes = nullptr)
{
    IscsiIdentity identity;
    // A LUN reports a UNIT ATTENTION (power on, reset) to the first commands of a new session;
    // TEST UNIT READY takes them, so that MODE SENSE and READ CAPACITY answer.
    for (int attempt = 0; attempt < 3; ++attempt) {
        const SyncTask<void> ready(iscsi_testunitready_sync(context, lun));
        if (ready.task && ready.task->status == SCSI_STATUS_GOOD)
            break;
    }
    {
        const SyncTask<scsi_inquiry_standard> inquiry(iscsi_inquiry_sync(context, lun, 0, 0, 255),
                                                      standardInquiryComplete);
        if (!inquiry.data)
            return connectError(uri,
                                IscsiSource::tr("INQUIRY failed: %1").arg(lastIscsiError(context)));
        identity.vendor = QString::fromLatin1(inquiry.data->vendor_identification).trimmed();
        identity.product = QString::fromLatin1(inquiry.data->product_identification).trimmed();
        identity.revision = QString::fromLatin1(inquiry.data->product_revision_level).trimmed();
        identity.deviceType = QString::fromUtf8(scsi_devtype_to_str(inquiry.data->device_type));
        if (inquiry.data->qualifier != SCSI_INQUIRY_PERIPHERAL_QUALIFIER_CONNECTED
            || inquiry.data->device_type != SCSI_INQUIRY_PERIPHERAL_DEVICE_TYPE_DIRECT_ACCESS)
            return Error::fromErrno(Error::Code::SourceOpenFailed, 0, uri, -1,
                                    IscsiSource::tr("LUN %1 is a %2, not a disk Custody can read")
                                        .arg(lun)
                                        .arg(identity.deviceType));
    }
    {
        const SyncTask<scsi_inquiry_unit_serial_number> serial(
            vpdPage(context, lun, SCSI_INQUIRY_PAGECODE_UNIT_SERIAL_NUMBER), vpdPageComplete);
        if (serial.data && serial.data->usn)
            identity.serial = QString::fromLatin1(serial.data->usn).trimmed();
    }
    {
        const SyncTask<scsi_inquiry_device_identification> designators(
            vpdPage(context, lun, SCSI_INQUIRY_PAGECODE_DEVICE_IDENTIFICATION), vpdPageComplete);
        if (designators.data) {
            for (const scsi_inquiry_device_designator *designator = designators.data->designators;
                 designator; designator = designator->next)
                identity.designators << designatorText(*designator);
        }
    }
    {
        const SyncTask<scsi_inquiry_block_limits> limits(
            vpdPage(context, lun, SCSI_INQUIRY_PAGECODE_BLOCK_LIMITS), vpdPageComplete);
        if (limits.data && maximumTransferBytes)
            *maximumTransferBytes = qint64(limits.data->max_xfer_len);
    }
    {
        const SyncTask<scsi_mode_sense> mode(
            iscsi_modesense6_sync(context, lun, 1, SCSI_MODESENSE_PC_CURRENT,
                                  SCSI_MODEPAGE_RETURN_ALL_PAGES, 0, 255),
            modeSense6Complete);
        if (mode.data) // else not known: nothing is claimed
            identity.writeProtected = (mode.data->device_specific_parameter & 0x80) != 0;
    }
    const SyncTask<scsi_readcapacity16> capacity(iscsi_readcapacity16_sync(context, lun),
                                                 readCapacity16Complete);
    // Sector sizes a drive has, and a size that fits the byte offsets of the engine.
    if (!capacity.data || capacity.data->block_length < 512 || capacity.data->block_length > 65536
        || capacity.data->lbppbe > 8
        || capacity.data->returned_lba >= uint64_t(std::numeric_limits<qint64>::max() / 65536))
        return connectError(
            uri, IscsiSource::tr("READ CAPACITY(16) failed: %1").arg(lastIscsiError(context)));
    identity.logicalSectorBytes = int(capacity.data->block_length);
    identity.physicalSectorBytes = identity.logicalSectorBytes << capacity.data->lbppbe;
    identity.sizeBytes = qint64(capacity.data->returned_lba + 1) * identity.logicalSectorBytes;
    if (maximumTransferBytes)
        *maximumTransferBytes *= identity.logicalSectorBytes;
    return identity;
}

// Literal loopback addresses only (127.0.0.0/8, ::1): a name could resolve anywhere.
bool isLoopbackHost(const QString &host)
{
    const QByteArray text = host.toLatin1();
    in_addr v4{};
    in6_addr v6{};
    if (::inet_pton(AF_INET, text.constData(), &v4) == 1)
        return (ntohl(v4.s_addr) >> 24) == 127;
    return ::inet_pton(AF_INET6, text.constData(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

iscsi_context *newContext(const QString &initiator, iscsi_session_type type, int timeoutSeconds)
{
    iscsi_context *context = iscsi_create_context(initiator.toUtf8().constData());
    if (!context)
        return nullptr;
    iscsi_set_session_type(context, type);
    iscsi_set_header_digest(context, ISCSI_HEADER_DIGEST_NONE_CRC32C);
    // A lost session is connected to again here, with the LUN's identity checked, never behind
    // the reader's back by libiscsi.
    iscsi_set_noautoreconnect(context, 1);
    iscsi_set_timeout(context, std::max(1, timeoutSeconds));
    return context;
}

// One READ(16) in flight, completed by libiscsi's callback.
struct InFlightRead
{
    bool done = false;
    int status = SCSI_STATUS_GOOD;
    int senseKey = 0;
    bool shortRead = false;
};

void readCompleted(iscsi_context *, int status, void *commandData, void *privateData)
{
    auto *read = static_cast<InFlightRead *>(privateData);
    auto *task = static_cast<scsi_task *>(commandData);
    read->done = true;
    read->status = status;
    if (task) {
        read->senseKey = task->sense.key;
        // Any residual: the target moved other than the bytes asked for.
        read->shortRead = task->residual_status != SCSI_RESIDUAL_NO_RESIDUAL && task->residual > 0;
        scsi_free_scsi_task(task);
    }
}

} // namespace

Result<std::unique_ptr<IscsiSource>> IscsiSource::open(const QString &uri,
                                                       const NetworkSourceOptions &options)
{
    Result<IscsiAddress> address = IscsiAddress::parse(uri);
    if (!address)
        return address.error();
    auto source = std::unique_ptr<IscsiSource>(new IscsiSource);
    source->m_options = options;
    if (!options.chapFile.isEmpty()) {
        const Result<IscsiChap> chap = chapCredentials(options.chapFile, address->user);
        if (!chap)
            return chap.error();
        source->m_chap = *chap;
    } else if (!address->user.isEmpty()) {
        return invalidArgument(
            IscsiSource::tr("%1 names the CHAP user %2: give the secret with --chap-file")
                .arg(uri, address->user));
    }
    source->m_address = *address;
    IscsiTransport &transport = source->m_transport;
    transport.uri = address->uri();
    transport.portal = address->portal();
    transport.target = address->target;
    transport.lun = address->lun;
    transport.initiator = initiatorName();
    transport.chapUser = source->m_chap.user;
    transport.targetChapUser = source->m_chap.targetUser;
    transport.loopback = isLoopbackHost(address->host);
    if (const Result<void> connected = source->connectSession(*address); !connected)
        return connected.error();
    return source;
}

Result<void> IscsiSource::connectSession(const IscsiAddress &address)
{
    closeSession();
    m_context = newContext(m_transport.initiator, ISCSI_SESSION_NORMAL, m_options.timeoutSeconds);
    if (!m_context)
        return connectError(m_transport.uri, IscsiSource::tr("libiscsi could not make a context"));
    iscsi_set_targetname(m_context, address.target.toUtf8().constData());
    useChap(m_context, m_chap, ISCSI_SESSION_NORMAL);
    if (iscsi_full_connect_sync(m_context, address.portal().toUtf8().constData(), address.lun) != 0)
        return connectError(m_transport.uri, loginError(m_context, m_chap));
    qint64 maximumTransfer = 0;
    Result<IscsiIdentity> identity
        = readIdentity(m_context, address.lun, m_transport.uri, &maximumTransfer);
    if (!identity)
        return identity.error();
    m_identity = *identity;
    // Reads wait by the silence timer of readOnce() (any answer restarts it), not by libiscsi's
    // deadline per command.
    iscsi_set_timeout(m_context, 0);
    m_maximumRequestBytes
        = maximumTransfer > 0 ? std::min(RequestBytes, maximumTransfer) : RequestBytes;
    // Whole sectors per request.
    m_maximumRequestBytes = std::max<qint64>(m_identity.logicalSectorBytes,
                                             m_maximumRequestBytes / m_identity.logicalSectorBytes
                                                 * m_identity.logicalSectorBytes);
    return {};
}

void IscsiSource::closeSession()
{
    // Destroying the context drops what is in flight: libiscsi writes into no buffer after it.
    if (m_context)
        iscsi_destroy_context(m_context);
    m_context = nullptr;
}

IscsiSource::~IscsiSource()
{
    if (m_context && !m_dead)
        iscsi_logout_sync(m_context);
    closeSession();
}

ReadOutcome IscsiSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    Q_UNUSED(mode); // the target's cache is the target's
    if (m_gone)
        return {0, ENODEV};
    const ReconnectionSteps steps{m_options, m_cancelRequested, [this] {
                                      return connectAgain();
                                  }};
    reopenIfClosedOnCancel(steps, m_dead, m_closedOnCancel);
    const auto readPatiently = [&] {
        ReadOutcome outcome = readOnce(offset, buffer);
        // A busy target, or a command it aborted: asked again a few times, a moment apart.
        for (int again = 0; outcome.sysErrno == EAGAIN && again < TransientRetries
                            && !(m_cancelRequested && m_cancelRequested->load());
             ++again) {
            QThread::msleep(100 * (again + 1));
            outcome = readOnce(offset, buffer);
        }
        if (outcome.sysErrno == EAGAIN)
            outcome.sysErrno = EIO; // still refused: the preset handles it as an unreadable area
        return outcome;
    };
    return readReconnecting(
        steps, readPatiently, [this] { return m_dead; }, m_transport.reconnects);
}

ReadOutcome IscsiSource::readOnce(qint64 offset, std::span<std::byte> buffer)
{
    if (m_dead || !m_context)
        return {0, ENOTCONN};
    const qint64 sector = m_identity.logicalSectorBytes;
    const qint64 length = std::min({qint64(buffer.size()), m_identity.sizeBytes - offset,
                                    m_maximumRequestBytes * MaximumRequestsInFlight});
    if (length <= 0)
        return {0, 0};
    if (offset % sector != 0 || length % sector != 0)
        return {0, EINVAL}; // READ(16) reads whole sectors
    std::vector<InFlightRead> reads(
        std::size_t((length + m_maximumRequestBytes - 1) / m_maximumRequestBytes));
    for (std::size_t index = 0; index < reads.size(); ++index) {
        const qint64 start = qint64(index) * m_maximumRequestBytes;
        const qint64 size = std::min(m_maximumRequestBytes, length - start);
        scsi_task *task = iscsi_read16_task(
            m_context, m_address.lun, uint64_t((offset + start) / sector), uint32_t(size),
            uint32_t(sector), 0, 0, 0, 0, 0, readCompleted, &reads[index]);
        if (!task) { // the session cannot take a command: lost
            m_dead = true;
            closeSession();
            return {0, ENOTCONN};
        }
        // Into the caller's buffer; should libiscsi not take it, the data would go elsewhere and
        // the buffer hold nothing of this read: the session is given up.
        if (scsi_task_add_data_in_buffer(task, int(size),
                                         reinterpret_cast<unsigned char *>(buffer.data() + start))
            != 0) {
            m_dead = true;
            closeSession();
            return {0, ENOTCONN};
        }
    }
    // The timeout measures silence: any answer restarts it, so that a slow bad sector among
    // fast reads does not count.
    QElapsedTimer silence;
    silence.start();
    const qint64 timeoutMs = std::max(1, m_options.timeoutSeconds) * qint64(1000);
    const auto doneCount = [&reads] {
        return std::count_if(reads.cbegin(), reads.cend(),
                             [](const InFlightRead &read) { return read.done; });
    };
    for (qsizetype done = doneCount(); done < qsizetype(reads.size());) {
        // A cancelled job does not wait for the target: the session is closed (nothing is written
        // into the buffer after that) and a later read logs in again.
        if (m_cancelRequested && m_cancelRequested->load()) {
            m_dead = true;
            m_closedOnCancel = true;
            closeSession();
            return {0, ENOTCONN};
        }
        const qint64 left = timeoutMs - silence.elapsed();
        pollfd descriptor{iscsi_get_fd(m_context), short(iscsi_which_events(m_context)), 0};
        const int polled
            = left > 0 ? ::poll(&descriptor, 1, int(std::min<qint64>(left, 1000))) : -1;
        if ((polled < 0 && errno != EINTR) || left <= 0
            || iscsi_service(m_context, polled > 0 ? descriptor.revents : 0) < 0) {
            m_dead = true;
            closeSession(); // nothing is written into the buffer after this
            return {0, ENOTCONN};
        }
        // Sent and not yet answered: libiscsi's queue less what it has not sent yet.
        m_transport.mostCommandsInFlight
            = std::max(m_transport.mostCommandsInFlight,
                       iscsi_queue_length(m_context) - iscsi_out_queue_length(m_context));
        if (const qsizetype now = doneCount(); now > done) {
            done = now;
            silence.restart();
        }
    }
    int sysErrno = 0;
    for (const InFlightRead &read : reads) {
        if (read.status == SCSI_STATUS_GOOD && !read.shortRead)
            continue;
        const bool checkCondition = read.status == SCSI_STATUS_CHECK_CONDITION;
        // A target too busy for now, or a command it aborted or recovered from: asked again
        // (readAt), never called unreadable.
        if (read.status == SCSI_STATUS_BUSY || read.status == SCSI_STATUS_TASK_SET_FULL
            || (checkCondition
                && (read.senseKey == SCSI_SENSE_NO_SENSE
                    || read.senseKey == SCSI_SENSE_RECOVERED_ERROR
                    || read.senseKey == SCSI_SENSE_COMMAND_ABORTED))) {
            sysErrno = EAGAIN;
            continue;
        }
        // Another initiator holds the LUN reserved, or the target refuses access: its own error.
        if (read.status == SCSI_STATUS_RESERVATION_CONFLICT
            || (checkCondition && read.senseKey == SCSI_SENSE_DATA_PROTECTION))
            return {0, EACCES};
        if (!checkCondition || read.senseKey == SCSI_SENSE_UNIT_ATTENTION) {
            // The session failed, or the LUN changed under it: connected to again, and taken
            // only if it is the same LUN.
            m_dead = true;
            closeSession();
            return {0, ENOTCONN};
        }
        if (read.senseKey == SCSI_SENSE_NOT_READY) { // the medium went away behind the target
            m_gone = true;
            return {0, ENODEV};
        }
        if (sysErrno != EAGAIN)
            sysErrno = read.senseKey == SCSI_SENSE_ILLEGAL_REQUEST ? EINVAL
                       : read.senseKey == SCSI_SENSE_MEDIUM_ERROR
                               || read.senseKey == SCSI_SENSE_HARDWARE_ERROR
                           ? EIO
                           : EPROTO;
    }
    return sysErrno != 0 ? ReadOutcome{0, sysErrno} : ReadOutcome{length, 0};
}

Reconnection IscsiSource::connectAgain()
{
    const IscsiIdentity before = m_identity;
    if (!connectSession(m_address))
        return Reconnection::Unreachable;
    // Another LUN behind the same name is not the evidence being read.
    const bool same = m_identity.sameLunAs(before);
    m_identity = before;
    if (!same) {
        closeSession();
        return Reconnection::Other;
    }
    m_dead = false;
    return Reconnection::Same;
}

std::optional<QJsonObject> IscsiSource::networkDescription() const
{
    QJsonObject network{
        {QStringLiteral("protocol"), QStringLiteral("iSCSI")},
        {QStringLiteral("uri"), m_transport.uri},
        {QStringLiteral("portal"), m_transport.portal},
        {QStringLiteral("target"), m_transport.target},
        {QStringLiteral("lun"), m_transport.lun},
        {QStringLiteral("initiator"), m_transport.initiator},
        {QStringLiteral("chapUser"), m_transport.chapUser},
        {QStringLiteral("targetChapUser"), m_transport.targetChapUser},
        {QStringLiteral("encrypted"), false},
        {QStringLiteral("loopback"), m_transport.loopback},
        {QStringLiteral("revision"), m_identity.revision},
        {QStringLiteral("designators"), QJsonArray::fromStringList(m_identity.designators)},
    };
    if (m_identity.writeProtected) // left out when MODE SENSE did not tell
        network.insert(QStringLiteral("serverReadOnly"), *m_identity.writeProtected);
    if (m_transport.reconnects > 0)
        network.insert(QStringLiteral("reconnects"), m_transport.reconnects);
    if (m_transport.mostCommandsInFlight > 0)
        network.insert(QStringLiteral("mostCommandsInFlight"), m_transport.mostCommandsInFlight);
    return network;
}

std::optional<RemoteDriveIdentity> IscsiSource::remoteDrive() const
{
    return RemoteDriveIdentity{m_identity.vendor, m_identity.product, m_identity.serial,
                               m_identity.revision};
}

Result<IscsiLunFacts> probeIscsiLun(const QString &uri, const NetworkSourceOptions &options)
{
    const Result<std::unique_ptr<IscsiSource>> source = IscsiSource::open(uri, options);
    if (!source)
        return source.error();
    return IscsiLunFacts{(*source)->identity(), (*source)->transport()};
}

Result<QList<IscsiLun>> listIscsiLuns(const QString &uri, const NetworkSourceOptions &options)
{
    Result<IscsiAddress> address = IscsiAddress::parse(uri, false);
    if (!address)
        return address.error();
    IscsiChap chap;
    if (!options.chapFile.isEmpty()) {
        const Result<IscsiChap> found = chapCredentials(options.chapFile, address->user);
        if (!found)
            return found.error();
        chap = *found;
    }
    const QByteArray portal = address->portal().toUtf8();
    const auto login = [&](iscsi_session_type type, const QString &target) -> iscsi_context * {
        iscsi_context *context = newContext(initiatorName(), type, options.timeoutSeconds);
        if (!context)
            return nullptr;
        if (!target.isEmpty())
            iscsi_set_targetname(context, target.toUtf8().constData());
        useChap(context, chap, type);
        return context;
    };
    QStringList targets;
    {
        iscsi_context *discovery = login(ISCSI_SESSION_DISCOVERY, {});
        if (!discovery)
            return connectError(uri, IscsiSource::tr("libiscsi could not make a context"));
        const auto closing = qScopeGuard([discovery] { iscsi_destroy_context(discovery); });
        if (iscsi_connect_sync(discovery, portal.constData()) != 0
            || iscsi_login_sync(discovery) != 0)
            return connectError(uri, lastIscsiError(discovery));
        iscsi_discovery_address *found = iscsi_discovery_sync(discovery);
        if (!found)
            return connectError(
                uri, IscsiSource::tr("discovery failed: %1").arg(lastIscsiError(discovery)));
        for (const iscsi_discovery_address *entry = found; entry; entry = entry->next) {
            const QString name = QString::fromUtf8(entry->target_name);
            if (address->target.isEmpty() || name == address->target)
                targets << name;
        }
        iscsi_free_discovery_data(discovery, found);
        iscsi_logout_sync(discovery);
    }
    QList<IscsiLun> luns;
    for (const QString &target : targets) {
        iscsi_context *session = login(ISCSI_SESSION_NORMAL, target);
        if (!session)
            return connectError(uri, IscsiSource::tr("libiscsi could not make a context"));
        const auto closing = qScopeGuard([session] { iscsi_destroy_context(session); });
        IscsiAddress named = *address;
        named.target = target;
        if (iscsi_connect_sync(session, portal.constData()) != 0
            || iscsi_login_sync(session) != 0) {
            named.lun = -1;
            luns.append({target, -1, named.uri(), std::nullopt, loginError(session, chap)});
            continue;
        }
        const SyncTask<scsi_reportluns_list> reported(iscsi_reportluns_sync(session, 0, 16384),
                                                      reportLunsComplete);
        for (uint32_t index = 0; reported.data && index < reported.data->num; ++index) {
            IscsiLun entry;
            entry.target = target;
            // SAM's first level of a LUN: flat space addressing (01b) carries 14 bits, peripheral
            // device addressing (00b) 8, as libiscsi encodes them when it sends a command.
            const int raw = reported.data->luns[index];
            entry.lun = (raw & 0xC000) == 0x4000 ? (raw & 0x3FFF) : (raw & 0xFF);
            named.lun = entry.lun;
            entry.uri = named.uri();
            Result<IscsiIdentity> identity = readIdentity(session, entry.lun, entry.uri);
            if (identity)
                entry.identity = *identity;
            else
                entry.problem = identity.error().detail;
            luns.append(entry);
        }
        iscsi_logout_sync(session);
    }
    return luns;
}

} // namespace Custody
