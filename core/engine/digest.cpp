// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/digest.h"

#include "util/nativepath.h"

#include <openssl/evp.h>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

namespace Custody {

namespace {

const char *openSslName(HashAlgorithm algorithm)
{
    switch (algorithm) {
    case HashAlgorithm::Md5: return "MD5";
    case HashAlgorithm::Sha1: return "SHA1";
    case HashAlgorithm::Sha256: return "SHA256";
    case HashAlgorithm::Sha512: return "SHA512";
    case HashAlgorithm::Sha384: return "SHA384";
    }
    return "";
}

} // namespace

Digest::Digest(HashAlgorithm algorithm, qint64 windowBytes)
    : m_algorithm(algorithm)
    , m_windowBytes(windowBytes)
    // Fetched once: EVP_sha256() & co. would look the implementation up at every init.
    , m_method(EVP_MD_fetch(nullptr, openSslName(algorithm), nullptr))
    , m_context(EVP_MD_CTX_new())
{
    Q_ASSERT(m_method && m_context); // the default provider has all of them
    EVP_DigestInit_ex2(m_context, m_method, nullptr);
}

Digest::~Digest()
{
    EVP_MD_CTX_free(m_context);
    EVP_MD_free(m_method);
}

void Digest::update(std::span<const std::byte> data)
{
    Q_ASSERT(!m_finished);
    while (!data.empty()) {
        size_t take = data.size();
        if (m_windowBytes > 0)
            take = size_t(
                std::min<qint64>(qint64(take), m_windowStart + m_windowBytes - m_position));
        EVP_DigestUpdate(m_context, data.data(), take);
        m_position += qint64(take);
        data = data.subspan(take);
        if (m_windowBytes > 0 && m_position == m_windowStart + m_windowBytes)
            closeWindow();
    }
}

void Digest::closeWindow()
{
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_context, digest, &length);
    const QByteArray raw(reinterpret_cast<const char *>(digest), int(length));
    WindowDigest window{{m_windowStart, m_position - m_windowStart},
                        QString::fromLatin1(raw.toHex())};
    ++m_windowCount;
    if (m_sink)
        m_sink(window);
    else
        m_windows.append(std::move(window));
    m_windowStart = m_position;
    EVP_DigestInit_ex2(m_context, m_method, nullptr);
}

QString Digest::hexSoFar() const
{
    EVP_MD_CTX *copy = EVP_MD_CTX_new();
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    const bool done = copy && EVP_MD_CTX_copy_ex(copy, m_context) == 1
                      && EVP_DigestFinal_ex(copy, digest, &length) == 1;
    EVP_MD_CTX_free(copy);
    return done ? QString::fromLatin1(
               QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex())
                : QString();
}

void Digest::finish()
{
    if (m_finished)
        return;
    // The last window may be partial; an empty stream still has a digest (of nothing).
    if (m_position > m_windowStart || m_windowCount == 0)
        closeWindow();
    m_finished = true;
}

QString Digest::hexOf(HashAlgorithm algorithm, std::span<const std::byte> data)
{
    Digest digest(algorithm, 0);
    digest.update(data);
    digest.finish();
    return digest.windows().constFirst().hex;
}

Result<QString> Digest::hexOfFile(HashAlgorithm algorithm, const QString &path)
{
    const int descriptor = ::open(nativePath(path).constData(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0)
        return Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
    Result<QString> hex = hexOfDescriptor(algorithm, descriptor, path);
    ::close(descriptor);
    return hex;
}

Result<QString> Digest::hexOfDescriptor(HashAlgorithm algorithm, int descriptor,
                                        const QString &path, const std::atomic<bool> *stop)
{
    Digest digest(algorithm, 0);
    std::vector<std::byte> buffer(1024 * 1024);
    for (;;) {
        if (stop && stop->load())
            return Error::fromErrno(Error::Code::Cancelled, 0, path);
        const ssize_t count = ::read(descriptor, buffer.data(), buffer.size());
        if (count < 0 && errno == EINTR)
            continue;
        if (count < 0)
            return Error::fromErrno(Error::Code::ImageReadFailed, errno, path);
        if (count == 0)
            break;
        digest.update(std::span(buffer.data(), std::size_t(count)));
    }
    digest.finish();
    return digest.windows().value(0).hex;
}

} // namespace Custody
