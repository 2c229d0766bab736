// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/nbdsource.h"

#include "io/nbdcertificate.h"
#include "util/inputlimits.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QThread>
#include <QUrl>

#include <libnbd.h>

#include <pwd.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace Custody {

namespace {

// Bounds of the read-ahead: as many requests as fit in this many bytes, at most this many, each
// of up to ReadAheadRequestBytes (whole blocks). Large requests keep the number a server has to
// answer at once low (nbdkit serves 16 at a time by default): 64 MiB in flight is still about
// 1 GB/s with 50 ms between a request and its answer.
constexpr qint64 MaximumBytesInFlight = 64 * 1024 * 1024;
constexpr std::size_t MaximumRequestsInFlight = 64;
constexpr qint64 ReadAheadRequestBytes = 1024 * 1024;
// After a failed read, read-ahead asks for one block per request until this far past it.
constexpr qint64 CleanStretchBytes = 64 * 1024 * 1024;
// Reads smaller than this are sector re-reads, never read ahead.
constexpr qint64 MinimumReadAheadBytes = 64 * 1024;
// libnbd refuses a request over 64 MiB; servers that state no maximum get at most this.
constexpr qint64 DefaultMaximumRequestBytes = 32 * 1024 * 1024;

// libnbd's last error on this thread, as one line.
QString lastNbdError()
{
    const char *text = nbd_get_error();
    return text ? QString::fromUtf8(text) : QStringLiteral("unknown error");
}

Error connectError(const QString &uri, const QString &what)
{
    return Error::fromErrno(Error::Code::SourceConnectFailed, 0, uri, -1, what);
}

QString takeString(char *text)
{
    const QString string = text ? QString::fromUtf8(text) : QString();
    std::free(text);
    return string;
}

// No completion callback: requests are collected with nbd_aio_command_completed.
nbd_completion_callback noCallback()
{
    nbd_completion_callback callback{};
    callback.callback = nullptr;
    return callback;
}

bool isLoopback(const QUrl &url)
{
    if (url.scheme().endsWith(QLatin1String("+unix")))
        return true;
    // Literal addresses only: a name could resolve anywhere.
    const QString host = url.host();
    if (host == QLatin1String("::1"))
        return true;
    const QStringList parts = host.split(QLatin1Char('.'));
    bool numeric = parts.size() == 4;
    for (const QString &part : parts) {
        bool ok = false;
        numeric = numeric && part.toUInt(&ok) <= 255 && ok;
    }
    return numeric && parts.first() == QLatin1String("127");
}

// The server's minimum block size where it states a usable one (a power of two from 512 to
// 4096 bytes), else nothing: then 512-byte sectors are assumed.
std::optional<int> statedSectorBytes(nbd_handle *handle)
{
    const int64_t block = nbd_get_block_size(handle, LIBNBD_SIZE_MINIMUM);
    if (block >= 512 && block <= 4096 && (block & (block - 1)) == 0)
        return int(block);
    return std::nullopt;
}

// The PSK identity: the one given, else the login name, as libnbd would take it, except that a
// process without a terminal (a service, a lab script) has none: then the user it runs as.
QString pskIdentity(const NetworkSourceOptions &options)
{
    if (!options.tlsUsername.isEmpty())
        return options.tlsUsername;
    char login[256] = {};
    if (getlogin_r(login, sizeof login) == 0 && login[0] != '\0')
        return QString::fromLocal8Bit(login);
    const passwd *user = getpwuid(geteuid());
    return user ? QString::fromLocal8Bit(user->pw_name) : QString();
}

// Sets the TLS credentials (files from the options only: a URI may not name local files such
// as tls-psk-file=…), then connects to `uri` within the timeout: up to the transmission phase,
// or, with `negotiateOnly`, to the option phase (to list exports).
Result<void> connect(nbd_handle *handle, const QString &uri, const NetworkSourceOptions &options,
                     bool negotiateOnly, const std::atomic<bool> *cancelRequested = nullptr)
{
    const bool tls = QUrl(uri).scheme().startsWith(QLatin1String("nbds"), Qt::CaseInsensitive);
    if ((!options.tlsPskFile.isEmpty() || !options.tlsCertificates.isEmpty()) && !tls)
        return connectError(uri, QCoreApplication::translate(
                                     "Custody::Error",
                                     "TLS credentials were given for a plaintext URI: write "
                                     "nbds:// (or nbds+unix://) to use TLS"));
    // libnbd reads the PSK file itself, to its end: a device or a pipe is refused first.
    if (!options.tlsPskFile.isEmpty()) {
        if (const Result<void> bounded
            = checkRegularFileBounded(options.tlsPskFile, MaximumCredentialBytes);
            !bounded)
            return bounded.error();
    }
    bool set = nbd_set_uri_allow_local_file(handle, false) == 0
               && nbd_set_tls_verify_peer(handle, true) == 0
               && nbd_set_opt_mode(handle, negotiateOnly) == 0;
    if (set && !options.tlsPskFile.isEmpty())
        set = nbd_set_tls_psk_file(handle, options.tlsPskFile.toLocal8Bit().constData()) == 0;
    if (set && !options.tlsPskFile.isEmpty())
        set = nbd_set_tls_username(handle, pskIdentity(options).toUtf8().constData()) == 0;
    if (set && !options.tlsCertificates.isEmpty())
        set = nbd_set_tls_certificates(handle, options.tlsCertificates.toLocal8Bit().constData())
              == 0;
    if (!set || nbd_aio_connect_uri(handle, uri.toUtf8().constData()) != 0)
        return connectError(uri, lastNbdError());
    const qint64 timeoutMs = std::max(1, options.timeoutSeconds) * qint64(1000);
    QElapsedTimer waited;
    waited.start();
    while (nbd_aio_is_connecting(handle) == 1) {
        if (cancelRequested && cancelRequested->load())
            return connectError(uri, QStringLiteral("cancelled while connecting"));
        const qint64 left = timeoutMs - waited.elapsed();
        if (left <= 0)
            return connectError(uri, QCoreApplication::translate(
                                         "Custody::Error",
                                         "the NBD server did not answer within %n second(s)",
                                         nullptr, options.timeoutSeconds));
        if (nbd_poll(handle, int(std::min<qint64>(left, 1000))) < 0 && nbd_get_errno() != EINTR)
            break;
    }
    const bool reached
        = negotiateOnly ? nbd_aio_is_negotiating(handle) == 1 : nbd_aio_is_ready(handle) == 1;
    if (!reached)
        return connectError(uri, lastNbdError());
    return {};
}

} // namespace

bool NbdSource::isNbdUri(const QString &text)
{
    for (const char *scheme : {"nbd://", "nbds://", "nbd+unix://", "nbds+unix://"}) {
        if (text.startsWith(QLatin1String(scheme), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

Result<std::unique_ptr<NbdSource>> NbdSource::open(const QString &uri,
                                                   const NetworkSourceOptions &options)
{
    return open(uri, options, nullptr);
}

Result<std::unique_ptr<NbdSource>> NbdSource::open(const QString &uri,
                                                   const NetworkSourceOptions &options,
                                                   const std::atomic<bool> *cancelRequested)
{
    auto source = std::unique_ptr<NbdSource>(new NbdSource);
    source->m_options = options;
    // X.509: the certificate for the record, asked for first, so that a server that takes one
    // client at a time (qemu-nbd's default) serves both connections in turn.
    const bool x509 = QUrl(uri).scheme().startsWith(QLatin1String("nbds"), Qt::CaseInsensitive)
                      && options.tlsPskFile.isEmpty();
    if (x509) {
        const Result<NbdServerCertificate> certificate
            = fetchNbdServerCertificate(uri, options.tlsCertificates, options.timeoutSeconds);
        if (!certificate)
            return certificate.error();
        source->m_transport.certificateSha256 = certificate->sha256;
        source->m_transport.certificateSubject = certificate->subject;
    }
    source->m_handle = nbd_create();
    if (!source->m_handle)
        return connectError(uri, lastNbdError());
    nbd_handle *handle = source->m_handle;
    source->m_timeoutMs = std::max(1, options.timeoutSeconds) * 1000;
    if (const Result<void> connected = connect(handle, uri, options, false, cancelRequested);
        !connected)
        return connected.error();
    const bool tls = QUrl(uri).scheme().startsWith(QLatin1String("nbds"), Qt::CaseInsensitive);
    const int64_t size = nbd_get_size(handle);
    if (size < 0)
        return connectError(uri, lastNbdError());
    source->m_sizeBytes = size;
    const std::optional<int> stated = statedSectorBytes(handle);
    source->m_sectorBytes = stated.value_or(512);
    source->m_sectorBytesStated = stated.has_value();

    if (tls && nbd_get_tls_negotiated(handle) != 1) // libnbd refuses first; never plaintext
        return connectError(uri, QStringLiteral("the server did not negotiate TLS"));
    const int64_t largest = nbd_get_block_size(handle, LIBNBD_SIZE_MAXIMUM);
    source->m_maximumRequestBytes = largest > 0
                                        ? std::min<qint64>(largest, DefaultMaximumRequestBytes)
                                        : DefaultMaximumRequestBytes;
    NbdTransport &transport = source->m_transport;
    transport.uri = uri;
    transport.exportName = takeString(nbd_get_export_name(handle));
    transport.encrypted = nbd_get_tls_negotiated(handle) == 1;
    transport.tls = !transport.encrypted            ? QStringLiteral("none")
                    : !options.tlsPskFile.isEmpty() ? QStringLiteral("PSK")
                                                    : QStringLiteral("X.509");
    if (!options.tlsPskFile.isEmpty())
        transport.tlsIdentity = takeString(nbd_get_tls_username(handle));
    transport.loopback = isLoopback(QUrl(uri));
    transport.serverReadOnly = nbd_is_read_only(handle) == 1;
    return source;
}

NbdSource::~NbdSource()
{
    // Closing abandons what is in flight: libnbd writes into no buffer after this.
    if (m_handle)
        nbd_close(m_handle);
}

bool NbdSource::send(qint64 offset, qint64 length)
{
    Request request;
    request.offset = offset;
    request.length = length;
    if (!m_spareBuffers.empty()) { // reused rather than allocated for every read
        request.data = std::move(m_spareBuffers.back());
        m_spareBuffers.pop_back();
    }
    request.data.resize(std::size_t(length));
    request.cookie = nbd_aio_pread(m_handle, request.data.data(), request.data.size(),
                                   uint64_t(offset), noCallback(), 0);
    if (request.cookie < 0)
        return false;
    m_inFlight.push_back(std::move(request)); // the vector's storage, libnbd's target, stays
    return true;
}

void NbdSource::recycle(std::vector<std::byte> &&data)
{
    if (m_spareBuffers.size() < MaximumRequestsInFlight)
        m_spareBuffers.push_back(std::move(data));
}

void NbdSource::markDead()
{
    if (m_handle)
        nbd_close(m_handle);
    m_handle = nullptr;
    m_dead = true;
    m_inFlight.clear();
}

bool NbdSource::connectionLost() const
{
    return nbd_aio_is_dead(m_handle) == 1 || nbd_aio_is_closed(m_handle) == 1;
}

int NbdSource::waitFor(Request &request)
{
    // The timeout measures silence: any answer from the server (to any request in flight)
    // starts it again, so a slow bad sector among fast reads does not count.
    QElapsedTimer silence;
    silence.start();
    int64_t inFlight = nbd_aio_in_flight(m_handle);
    for (;;) {
        const int completed = nbd_aio_command_completed(m_handle, uint64_t(request.cookie));
        if (completed == 1) {
            request.completed = true;
            return 0;
        }
        if (completed < 0) {
            request.completed = true;
            const int sysErrno = nbd_get_errno();
            // ESHUTDOWN: the server is shutting down and answers every request so.
            if (sysErrno == ESHUTDOWN || connectionLost()) {
                markDead();
                return ENOTCONN;
            }
            return sysErrno != 0 ? sysErrno : EIO;
        }
        if (const int64_t now = nbd_aio_in_flight(m_handle); now < inFlight) {
            inFlight = now;
            silence.restart();
        }
        // A cancelled job does not wait for the server: the connection is closed (nothing is
        // written into a dropped request's buffer after that) and a later read connects again.
        if (m_cancelRequested && m_cancelRequested->load()) {
            markDead();
            m_closedOnCancel = true;
            return ENOTCONN;
        }
        const qint64 left = m_timeoutMs - silence.elapsed();
        const bool polled = left > 0
                            && (nbd_poll(m_handle, int(std::min<qint64>(left, 1000))) >= 0
                                || nbd_get_errno() == EINTR);
        // A server silent for longer than the timeout is taken as gone: its connection is
        // closed, so that nothing is written into this request's buffer after it is dropped.
        if (!polled || connectionLost()) {
            markDead();
            return ENOTCONN;
        }
    }
}

void NbdSource::dropReadAhead()
{
    while (!m_inFlight.empty() && !m_dead) {
        if (!m_inFlight.front().completed)
            waitFor(m_inFlight.front());
        if (m_dead) // markDead() emptied the queue
            return;
        recycle(std::move(m_inFlight.front().data));
        m_inFlight.pop_front();
    }
}

void NbdSource::startReadAhead(qint64 end, qint64 blockBytes)
{
    m_readAheadBlockBytes = blockBytes;
    // Whole blocks per request, so that every block the engine asks for lies in one request.
    const qint64 largest = std::min(ReadAheadRequestBytes, m_maximumRequestBytes);
    m_readAheadRequestBytes = std::max<qint64>(1, largest / blockBytes) * blockBytes;
    topUpReadAhead(end);
}

void NbdSource::topUpReadAhead(qint64 end)
{
    qint64 inFlightBytes = 0;
    for (const Request &request : m_inFlight)
        inFlightBytes += request.length;
    qint64 next = m_inFlight.empty() ? end : m_inFlight.back().offset + m_inFlight.back().length;
    for (;;) {
        // Near an error, requests of one block each: a block in a failed request of several is
        // read once more alone, which a dying drive should be spared.
        const bool clean
            = !m_lastFailureEnd || std::abs(next - *m_lastFailureEnd) >= CleanStretchBytes;
        const qint64 request = clean ? m_readAheadRequestBytes : m_readAheadBlockBytes;
        if (!m_handle || next >= m_sizeBytes || m_inFlight.size() >= MaximumRequestsInFlight
            || inFlightBytes + request > MaximumBytesInFlight)
            return;
        const qint64 size = std::min(request, m_sizeBytes - next);
        if (!send(next, size))
            return;
        inFlightBytes += size;
        next += size;
    }
}

std::optional<ReadOutcome> NbdSource::takeFromReadAhead(qint64 offset, qint64 length,
                                                        std::span<std::byte> buffer)
{
    if (m_inFlight.empty())
        return std::nullopt;
    Request &front = m_inFlight.front();
    const qint64 frontEnd = front.offset + front.length;
    // Only the next block of the run read ahead, whole (or the end of the source), is taken
    // from it: anything else is a read of its own.
    if (offset != front.offset + front.consumed || offset + length > frontEnd
        || (length != m_readAheadBlockBytes && offset + length != m_sizeBytes))
        return std::nullopt;
    if (!front.completed) {
        const int sysErrno = waitFor(front);
        if (m_dead)
            return ReadOutcome{0, ENOTCONN};
        if (sysErrno != 0) {
            m_lastFailureEnd = frontEnd;
            if (front.offset == offset && front.length == length) { // this block's own outcome
                recycle(std::move(front.data));
                m_inFlight.pop_front();
                m_sequentialEnd = -1;
                return ReadOutcome{0, sysErrno};
            }
            // Failed somewhere in its blocks: each of them is then read alone, so that every
            // block has its own outcome.
            front.failed = true;
            return std::nullopt;
        }
    }
    if (front.failed)
        return std::nullopt;

    std::memcpy(buffer.data(), front.data.data() + front.consumed, std::size_t(length));
    front.consumed += length;
    if (front.consumed == front.length) {
        recycle(std::move(front.data));
        m_inFlight.pop_front();
    }
    m_sequentialEnd = offset + length;
    topUpReadAhead(m_sequentialEnd);
    return ReadOutcome{length, 0};
}

ReadOutcome NbdSource::readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode)
{
    Q_UNUSED(mode); // the server's cache is the server's
    if (m_driveGone)
        return {0, ENODEV};
    const ReconnectionSteps steps{m_options, m_cancelRequested, [this] {
                                      return connectAgain();
                                  }};
    reopenIfClosedOnCancel(steps, m_dead, m_closedOnCancel);
    const ReadOutcome outcome = readReconnecting(
        steps, [&] { return readOnce(offset, buffer); }, [this] { return m_dead; },
        m_transport.reconnects);
    // The first good read of the run, far from where errors are found later: a weak neighbour of
    // a bad sector could fail a probe, and a sector just read may come from the server's cache.
    if (!outcome.failed() && outcome.bytesRead > 0 && !m_knownGoodOffset)
        m_knownGoodOffset = offset;
    // EIO is a bad sector of the server's drive, or the drive gone from behind a server that
    // stays up (unplugged, or its disk detached): then a sector read fine before fails as well,
    // and the source has vanished rather than turned unreadable from here on.
    if (outcome.sysErrno == EIO && !knownGoodSectorStillReads()) {
        m_driveGone = true;
        return {0, ENODEV};
    }
    return outcome;
}

bool NbdSource::knownGoodSectorStillReads()
{
    if (!m_knownGoodOffset)
        return true; // nothing to compare with: the error stands as it is
    dropReadAhead();
    // Only the server's answer counts: a lost connection, or a request libnbd refused, says
    // nothing of the drive (the next read finds a lost connection).
    const ReadAlone probe
        = readAlone(*m_knownGoodOffset, std::min<qint64>(m_sectorBytes, m_sizeBytes), {});
    return m_dead || probe.refused || probe.sysErrno != EIO;
}

NbdSource::ReadAlone NbdSource::readAlone(qint64 offset, qint64 length, std::span<std::byte> into)
{
    if (!send(offset, length)) {
        const int sysErrno = nbd_get_errno(); // refused here (a request the server can't
        if (connectionLost()) {               // take), or the connection is gone
            markDead();
            return {ENOTCONN, false};
        }
        return {sysErrno != 0 ? sysErrno : EINVAL, true};
    }
    const int sysErrno = waitFor(m_inFlight.front());
    if (m_dead)
        return {ENOTCONN, false};
    Request request = std::move(m_inFlight.front());
    m_inFlight.pop_front();
    if (sysErrno == 0 && !into.empty())
        std::memcpy(into.data(), request.data.data(), into.size());
    recycle(std::move(request.data));
    return {sysErrno, false};
}

Reconnection NbdSource::connectAgain()
{
    Result<std::unique_ptr<NbdSource>> fresh = open(m_transport.uri, m_options, m_cancelRequested);
    if (!fresh)
        return Reconnection::Unreachable;
    NbdSource &other = **fresh;
    // Another export, or another server's certificate, is not the evidence being read.
    if (other.m_sizeBytes != m_sizeBytes || other.m_sectorBytes != m_sectorBytes
        || other.m_transport.certificateSha256 != m_transport.certificateSha256)
        return Reconnection::Other;
    std::swap(m_handle, other.m_handle);
    m_maximumRequestBytes = other.m_maximumRequestBytes;
    m_dead = false;
    m_sequentialEnd = -1;
    return Reconnection::Same;
}

ReadOutcome NbdSource::readOnce(qint64 offset, std::span<std::byte> buffer)
{
    if (m_dead)
        return {0, ENOTCONN};
    // At most what the server takes in one request: a short read, which the caller continues.
    const qint64 length
        = std::min({qint64(buffer.size()), m_sizeBytes - offset, m_maximumRequestBytes});
    if (length <= 0)
        return {0, 0};
    if (const std::optional<ReadOutcome> ahead = takeFromReadAhead(offset, length, buffer))
        return *ahead;
    // Not a block read ahead, or one whose request failed: what is in flight is of no use, and
    // this read goes alone.
    dropReadAhead();
    if (m_dead)
        return {0, ENOTCONN};
    const ReadAlone read = readAlone(offset, length, buffer.first(std::size_t(length)));
    if (m_dead)
        return {0, ENOTCONN};
    if (read.refused) // never sent: nothing is known of the drive there
        return {0, read.sysErrno};
    if (read.sysErrno != 0) {
        m_lastFailureEnd = offset + length;
        m_sequentialEnd = -1; // after an error, no read-ahead until a run of reads starts again
        return {0, read.sysErrno};
    }
    // Only copy reads (whole blocks) that continue a read just made are read ahead. The first
    // read, re-reads of single sectors and retries after an error go alone, so that a bad area
    // is not read more often than the preset asks.
    if (offset == m_sequentialEnd && length >= MinimumReadAheadBytes)
        startReadAhead(offset + length, length);
    m_sequentialEnd = offset + length;
    return {length, 0};
}

Result<NbdExportFacts> probeNbdExport(const QString &uri, const NetworkSourceOptions &options)
{
    const Result<std::unique_ptr<NbdSource>> source = NbdSource::open(uri, options);
    if (!source)
        return source.error();
    return NbdExportFacts{(*source)->transport(), (*source)->sizeBytes(),
                          (*source)->logicalSectorBytes(), (*source)->sectorBytesStated()};
}

namespace {

// The server's URI with the export's name as its path, every byte of the name but letters,
// digits and "-._~" percent-encoded (libnbd decodes them): a name with a space, a control
// character, "?", "#", "[" or "%" stays one word that a shell and nbd_connect_uri() take back
// exactly.
QString exportUri(const QString &serverUri, const QString &name)
{
    const QUrl server(serverUri);
    QString uri = server.toString(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment
                                  | QUrl::FullyEncoded)
                  + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(name));
    if (server.hasQuery())
        uri += QLatin1Char('?') + server.query(QUrl::FullyEncoded);
    return uri;
}

} // namespace

Result<QList<NbdExport>> listNbdExports(const QString &uri, const NetworkSourceOptions &options)
{
    nbd_handle *handle = nbd_create();
    if (!handle)
        return connectError(uri, lastNbdError());
    const auto closing = qScopeGuard([handle] { nbd_close(handle); });
    if (const Result<void> connected = connect(handle, uri, options, true); !connected)
        return connected.error();
    QStringList names; // name, description, name, description, …
    nbd_list_callback collect{};
    collect.user_data = &names;
    collect.callback = [](void *user, const char *name, const char *description) {
        auto *found = static_cast<QStringList *>(user);
        found->append(QString::fromUtf8(name));
        found->append(QString::fromUtf8(description));
        return 0;
    };
    if (nbd_opt_list(handle, collect) < 0)
        return connectError(uri, lastNbdError());
    QList<NbdExport> exports;
    for (qsizetype index = 0; index + 1 < names.size(); index += 2) {
        NbdExport entry;
        entry.name = names.at(index);
        entry.uri = exportUri(uri, entry.name);
        entry.description = names.at(index + 1);
        // The size as the server announces it, where it answers NBD_OPT_INFO.
        if (nbd_set_export_name(handle, entry.name.toUtf8().constData()) == 0
            && nbd_opt_info(handle) == 0) {
            entry.sizeBytes = nbd_get_size(handle);
            entry.sectorBytes = statedSectorBytes(handle).value_or(512);
            entry.readOnly = nbd_is_read_only(handle) == 1;
        }
        exports.append(entry);
    }
    nbd_opt_abort(handle);
    return exports;
}

std::optional<QJsonObject> NbdSource::networkDescription() const
{
    QJsonObject network{
        {QStringLiteral("protocol"), QStringLiteral("NBD")},
        {QStringLiteral("uri"), m_transport.uri},
        {QStringLiteral("export"), m_transport.exportName},
        {QStringLiteral("tls"), m_transport.tls},
        {QStringLiteral("tlsIdentity"), m_transport.tlsIdentity},
        {QStringLiteral("encrypted"), m_transport.encrypted},
        {QStringLiteral("loopback"), m_transport.loopback},
        {QStringLiteral("serverReadOnly"), m_transport.serverReadOnly},
    };
    if (m_transport.reconnects > 0)
        network.insert(QStringLiteral("reconnects"), m_transport.reconnects);
    if (!m_transport.certificateSha256.isEmpty()) {
        network.insert(QStringLiteral("tlsCertificateSha256"), m_transport.certificateSha256);
        network.insert(QStringLiteral("tlsCertificateSubject"), m_transport.certificateSubject);
    }
    return network;
}

bool NbdSource::isStillPresent() const
{
    return !m_dead && !m_driveGone && m_handle && !connectionLost();
}

} // namespace Custody
