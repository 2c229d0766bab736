// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipe/wipepattern.h"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <cstring>
#include <memory>

namespace Custody {

namespace {

constexpr int KeyBytes = 32;
constexpr int CounterBytes = 16;
constexpr int AesBlockBytes = 16;

// The 128-bit big-endian counter `blocks` further on, as AES-CTR counts (OpenSSL increments the
// whole 16 bytes, carrying across them).
QByteArray counterAt(const QByteArray &initial, quint64 blocks)
{
    QByteArray counter = initial;
    unsigned carry = 0;
    for (int index = CounterBytes - 1; index >= 0; --index) {
        const unsigned sum = unsigned(quint8(counter[index])) + unsigned(blocks & 0xff) + carry;
        counter[index] = char(sum & 0xff);
        carry = sum >> 8;
        blocks >>= 8;
    }
    return counter;
}

} // namespace

WipePattern WipePattern::byte(quint8 value)
{
    WipePattern pattern;
    pattern.m_kind = value == 0 ? Kind::Zero : Kind::Byte;
    pattern.m_value = value;
    return pattern;
}

Result<WipePattern> WipePattern::random()
{
    QByteArray key(KeyBytes, '\0');
    QByteArray counter(CounterBytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char *>(key.data()), KeyBytes) != 1
        || RAND_bytes(reinterpret_cast<unsigned char *>(counter.data()), CounterBytes) != 1)
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1,
                                tr("RAND_bytes failed: no random key"));
    return random(key, counter);
}

Result<WipePattern> WipePattern::random(const QByteArray &key, const QByteArray &counter)
{
    if (key.size() != KeyBytes || counter.size() != CounterBytes)
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1,
                                tr("an AES-256-CTR key has 32 bytes and its counter 16"));
    WipePattern pattern;
    pattern.m_kind = Kind::Random;
    pattern.m_key = key;
    pattern.m_counter = counter;
    return pattern;
}

Result<WipePattern> WipePattern::parse(const QString &text)
{
    if (text == QLatin1String("zero"))
        return zero();
    if (text == QLatin1String("random"))
        return random();
    bool ok = false;
    const uint value = text.size() == 4 && text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                           ? text.mid(2).toUInt(&ok, 16)
                           : 0;
    if (!ok || value > 0xff)
        return Error::fromErrno(Error::Code::InvalidArgument, 0, QString(), -1,
                                tr("--pattern: '%1' is not zero, random or a byte written 0xNN "
                                   "(two hexadecimal digits, such as 0xff)")
                                    .arg(text));
    return byte(quint8(value));
}

QString WipePattern::name() const
{
    switch (m_kind) {
    case Kind::Zero: return QStringLiteral("zero");
    case Kind::Byte: return QStringLiteral("0x%1").arg(m_value, 2, 16, QLatin1Char('0'));
    case Kind::Random: return QStringLiteral("random");
    }
    return {};
}

QString WipePattern::algorithm() const
{
    return m_kind == Kind::Random ? QStringLiteral("AES-256-CTR") : QString();
}

void WipePattern::fill(char *buffer, qint64 offset, qint64 length) const
{
    Q_ASSERT(offset % AesBlockBytes == 0);
    if (m_kind != Kind::Random) {
        std::memset(buffer, m_value, size_t(length));
        return;
    }
    // CTR over zeros gives the keystream itself.
    std::memset(buffer, 0, size_t(length));
    const QByteArray counter = counterAt(m_counter, quint64(offset / AesBlockBytes));
    const std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)> context(
        EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
    EVP_EncryptInit_ex(context.get(), EVP_aes_256_ctr(), nullptr,
                       reinterpret_cast<const unsigned char *>(m_key.constData()),
                       reinterpret_cast<const unsigned char *>(counter.constData()));
    auto *bytes = reinterpret_cast<unsigned char *>(buffer);
    // EVP_EncryptUpdate takes an int length: a buffer of several GiB goes in pieces.
    constexpr qint64 Piece = qint64(1) << 30;
    for (qint64 done = 0; done < length; done += Piece) {
        int written = 0;
        const int piece = int(std::min(Piece, length - done));
        EVP_EncryptUpdate(context.get(), bytes + done, &written, bytes + done, piece);
    }
}

} // namespace Custody
