// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/nbdcertificate.h"

#include <QDir>
#include <QScopeGuard>
#include <QUrl>
#include <QUrlQuery>

#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

#include <array>
#include <cstring>

#include <arpa/inet.h>
#include <netdb.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace Custody {

namespace {

// The NBD protocol's newstyle handshake (doc/proto.md of the NBD project).
constexpr quint64 NbdMagic = 0x4e42444d41474943;    // "NBDMAGIC"
constexpr quint64 OptionMagic = 0x49484156454f5054; // "IHAVEOPT"
constexpr quint64 ReplyMagic = 0x0003e889045565a9;
constexpr quint32 ClientFixedNewstyle = 1;
constexpr quint32 OptionStartTls = 5;
constexpr quint32 ReplyAck = 1;

Error failure(const QString &uri, const QString &detail)
{
    return Error::fromErrno(Error::Code::SourceConnectFailed, 0, uri, -1,
                            QStringLiteral("reading the server's certificate: ") + detail);
}

bool sendAll(int socket, const void *data, size_t length)
{
    const auto *bytes = static_cast<const char *>(data);
    while (length > 0) {
        const ssize_t sent = ::send(socket, bytes, length, MSG_NOSIGNAL);
        if (sent <= 0)
            return false;
        bytes += sent;
        length -= size_t(sent);
    }
    return true;
}

bool receiveAll(int socket, void *data, size_t length)
{
    auto *bytes = static_cast<char *>(data);
    while (length > 0) {
        const ssize_t received = ::recv(socket, bytes, length, 0);
        if (received <= 0)
            return false;
        bytes += received;
        length -= size_t(received);
    }
    return true;
}

quint64 bigEndian64(const unsigned char *bytes)
{
    quint64 value = 0;
    for (int index = 0; index < 8; ++index)
        value = value << 8 | bytes[index];
    return value;
}

quint32 bigEndian32(const unsigned char *bytes)
{
    return quint32(bytes[0]) << 24 | quint32(bytes[1]) << 16 | quint32(bytes[2]) << 8 | bytes[3];
}

void putBigEndian(unsigned char *bytes, quint64 value, int length)
{
    for (int index = length - 1; index >= 0; --index, value >>= 8)
        bytes[index] = static_cast<unsigned char>(value & 0xff);
}

// A connected socket to the server the URI names, or -1.
int connectTo(const QUrl &url, int timeoutSeconds)
{
    int socket = -1;
    if (url.scheme().endsWith(QLatin1String("+unix"))) {
        const QByteArray path
            = QUrlQuery(url).queryItemValue(QStringLiteral("socket")).toLocal8Bit();
        sockaddr_un address = {};
        address.sun_family = AF_UNIX;
        if (path.isEmpty() || size_t(path.size()) >= sizeof address.sun_path)
            return -1;
        std::memcpy(address.sun_path, path.constData(), size_t(path.size()));
        socket = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (socket >= 0
            && ::connect(socket, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
            ::close(socket);
            return -1;
        }
    } else {
        addrinfo hints = {};
        hints.ai_socktype = SOCK_STREAM;
        addrinfo *found = nullptr;
        const QByteArray port = QByteArray::number(url.port(10809));
        if (::getaddrinfo(url.host().toUtf8().constData(), port.constData(), &hints, &found) != 0)
            return -1;
        for (addrinfo *candidate = found; candidate && socket < 0; candidate = candidate->ai_next) {
            socket = ::socket(candidate->ai_family, candidate->ai_socktype | SOCK_CLOEXEC,
                              candidate->ai_protocol);
            if (socket >= 0 && ::connect(socket, candidate->ai_addr, candidate->ai_addrlen) != 0) {
                ::close(socket);
                socket = -1;
            }
        }
        ::freeaddrinfo(found);
    }
    if (socket >= 0) {
        const timeval timeout{timeoutSeconds, 0};
        ::setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
        ::setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    }
    return socket;
}

// The handshake up to the server's yes to STARTTLS.
bool startTls(int socket)
{
    std::array<unsigned char, 18> greeting{};
    if (!receiveAll(socket, greeting.data(), greeting.size())
        || bigEndian64(greeting.data()) != NbdMagic
        || bigEndian64(greeting.data() + 8) != OptionMagic)
        return false;
    std::array<unsigned char, 20> request{};
    putBigEndian(request.data(), ClientFixedNewstyle, 4);
    putBigEndian(request.data() + 4, OptionMagic, 8);
    putBigEndian(request.data() + 12, OptionStartTls, 4);
    putBigEndian(request.data() + 16, 0, 4);
    if (!sendAll(socket, request.data(), request.size()))
        return false;
    std::array<unsigned char, 20> reply{};
    return receiveAll(socket, reply.data(), reply.size()) && bigEndian64(reply.data()) == ReplyMagic
           && bigEndian32(reply.data() + 8) == OptionStartTls
           && bigEndian32(reply.data() + 12) == ReplyAck && bigEndian32(reply.data() + 16) == 0;
}

QString opensslError()
{
    const unsigned long code = ERR_get_error();
    std::array<char, 256> text{};
    ERR_error_string_n(code, text.data(), text.size());
    return code ? QString::fromLatin1(text.data()) : QStringLiteral("TLS handshake failed");
}

} // namespace

Result<NbdServerCertificate>
fetchNbdServerCertificate(const QString &uri, const QString &certificatesFolder, int timeoutSeconds)
{
    const QUrl url(uri);
    const int socket = connectTo(url, timeoutSeconds);
    if (socket < 0)
        return failure(uri, QStringLiteral("cannot connect"));
    const auto closeSocket = qScopeGuard([socket] { ::close(socket); });
    if (!startTls(socket))
        return failure(uri, QStringLiteral("the server did not accept STARTTLS"));

    SSL_CTX *context = SSL_CTX_new(TLS_client_method());
    if (!context)
        return failure(uri, opensslError());
    const auto freeContext = qScopeGuard([context] { SSL_CTX_free(context); });
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nullptr);
    const bool trusted
        = certificatesFolder.isEmpty()
              ? SSL_CTX_set_default_verify_paths(context) == 1
              : SSL_CTX_load_verify_locations(
                    context,
                    QDir(certificatesFolder).filePath(QStringLiteral("ca-cert.pem")).toLocal8Bit(),
                    nullptr)
                    == 1;
    if (!trusted)
        return failure(uri, QStringLiteral("cannot load the CA certificate: ") + opensslError());
    SSL *tls = SSL_new(context);
    if (!tls)
        return failure(uri, opensslError());
    const auto freeTls = qScopeGuard([tls] { SSL_free(tls); });
    // The name or address the certificate must be for, as libnbd checks it; a Unix socket has
    // none.
    if (!url.host().isEmpty()) {
        X509_VERIFY_PARAM *parameters = SSL_get0_param(tls);
        const QByteArray host = url.host().toUtf8();
        std::array<unsigned char, 16> address{};
        const bool literal = ::inet_pton(AF_INET, host.constData(), address.data()) == 1
                             || ::inet_pton(AF_INET6, host.constData(), address.data()) == 1;
        const int set = literal ? X509_VERIFY_PARAM_set1_ip_asc(parameters, host.constData())
                                : X509_VERIFY_PARAM_set1_host(parameters, host.constData(), 0);
        if (set != 1)
            return failure(uri, opensslError());
        SSL_set_tlsext_host_name(tls, host.constData());
    }
    SSL_set_fd(tls, socket);
    if (SSL_connect(tls) != 1)
        return failure(uri, opensslError());
    X509 *certificate = SSL_get1_peer_certificate(tls);
    if (!certificate)
        return failure(uri, QStringLiteral("the server presented no certificate"));
    const auto freeCertificate = qScopeGuard([certificate] { X509_free(certificate); });
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (X509_digest(certificate, EVP_sha256(), digest.data(), &length) != 1)
        return failure(uri, opensslError());
    std::array<char, 512> subject{};
    X509_NAME_oneline(X509_get_subject_name(certificate), subject.data(), int(subject.size()));
    SSL_shutdown(tls);
    return NbdServerCertificate{
        QString::fromLatin1(
            QByteArray(reinterpret_cast<const char *>(digest.data()), int(length)).toHex()),
        QString::fromUtf8(subject.data())};
}

} // namespace Custody
