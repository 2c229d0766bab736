// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace Custody {

// What a wipe writes on every sector, and what its read-back expects there: zeros, one byte
// value, or a random stream that can be made again from its key. The random stream is AES-256-CTR
// (OpenSSL EVP) over zeros with a random key and initial counter, block N of 16 bytes encrypted
// with counter initial + N: any stretch of the drive is computed again from its byte offset alone,
// so the read-back (and anyone holding the certificate, which records the key and the counter)
// checks every sector against exactly what was written. A value type.
class WipePattern
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WipePattern)

public:
    enum class Kind { Zero, Byte, Random };

    static WipePattern zero() { return {}; }
    static WipePattern byte(quint8 value);
    // A new random stream: its key and initial counter from OpenSSL's RAND_bytes.
    static Result<WipePattern> random();
    // The stream of a recorded key (32 bytes) and initial counter (16 bytes).
    static Result<WipePattern> random(const QByteArray &key, const QByteArray &counter);
    // "zero", "0xNN" (hex, also "0XNN"; 0x00 is zero) or "random" (a new key), as --pattern
    // takes it; an InvalidArgument error naming the text otherwise.
    static Result<WipePattern> parse(const QString &text);

    Kind kind() const { return m_kind; }
    // The byte every sector holds (0 for zero); meaningless for Random.
    quint8 value() const { return m_value; }
    const QByteArray &key() const { return m_key; }
    const QByteArray &counter() const { return m_counter; }
    // "zero", "0x5a", "random": the record's word, which parse() reads back ("random" aside, which
    // needs its key).
    QString name() const;
    // "AES-256-CTR" for Random, empty otherwise.
    QString algorithm() const;

    // Writes the pattern's bytes for the drive's bytes [offset, offset + length) into `buffer`.
    // offset must be a multiple of 16 (any sector is). Thread-safe: no state is kept.
    void fill(char *buffer, qint64 offset, qint64 length) const;

    bool operator==(const WipePattern &) const = default;

private:
    Kind m_kind = Kind::Zero;
    quint8 m_value = 0;
    QByteArray m_key;
    QByteArray m_counter;
};

} // namespace Custody
