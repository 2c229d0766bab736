// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "record/acquisitionrecord.h"
#include "util/extent.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Custody {

// Write the pattern on every sector and read it back, or only read back (a drive said to be
// wiped already: checks that it holds the pattern, writing nothing).
enum class WipeMode { WriteAndVerify, VerifyOnly };
// How the pattern reaches the drive: written with O_DIRECT, or (zeros only) asked of the drive
// with BLKZEROOUT, the kernel's "write zeroes" (the device's own command where it has one, else
// the kernel writes zeros). Either way every sector is read back afterwards.
enum class WipeMethod { Write, ZeroOut };
// How the read-back reached the medium: O_DIRECT; through the page cache after dropping it
// (BLKFLSBUF and posix_fadvise DONTNEED) where the device refuses O_DIRECT; or through a page
// cache that could not be dropped, which proves nothing about the medium.
enum class WipeReadBack { Direct, CacheDropped, CacheNotDropped };

// Sectors that do not hold the pattern after the wipe, and why: a write the drive refused, a read
// it refused, or a read that returned other bytes.
struct WipeFailure
{
    enum class Kind { WriteError, ReadError, Mismatch };

    Extent extent; // whole logical sectors, in bytes
    Kind kind = Kind::Mismatch;
    std::optional<int> sysErrno;           // write and read errors
    std::optional<qint64> firstDifference; // a mismatch: the first byte that is not the pattern
    std::optional<int> foundByte;          // and the byte found there

    static QString kindName(Kind kind); // "write error", "read error", "mismatch"
    friend bool operator==(const WipeFailure &, const WipeFailure &) = default;
};

// What a wipe of a drive did and found, as CERT.json holds it and every certificate (text, PDF)
// is made from it: the tool and host, the case, the drive (identity, size, sector sizes, SMART,
// hidden areas), the pattern and method, the times, the sectors written and read back, every range
// of sectors that failed, and the verdict. Like the acquisition record, it holds recorded facts:
// read back it is equal to the one written (the schema is written once, in wipecertificate.cpp).
struct WipeCertificate
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WipeCertificate)

public:
    // PASSED: every sector the drive shows was read back (from the medium) holding the pattern;
    // FAILED: sectors that do not (named), or an error that stopped the wipe; CANCELLED: stopped
    // by the examiner, how far it got recorded; NOT VERIFIED: read back, but not from the medium.
    enum class Verdict { Passed, Failed, Cancelled, NotVerified };

    ToolIdentity tool;
    HostIdentity host;
    CaseDetails caseDetails;
    SourceIdentity drive; // the drive wiped, its hidden areas included
    std::optional<RecordedSmart> smartAtStart;
    WipeMode mode = WipeMode::WriteAndVerify;
    WipeMethod method = WipeMethod::Write;
    QString pattern;          // WipePattern::name(): "zero", "0xff", "random"
    QString patternAlgorithm; // "AES-256-CTR" for random, empty otherwise
    QString patternKey;       // random: the key and initial counter, lower-case hex, so that
    QString patternCounter;   // anyone can make the stream again and check the drive
    bool directWrites = true; // written with O_DIRECT; false: through the page cache, flushed
    WipeReadBack readBack = WipeReadBack::Direct;
    QDateTime start;
    QDateTime end;
    qint64 bytesWritten = 0;     // from the first sector on, in order (the failed ones included)
    qint64 bytesVerified = 0;    // read back and compared, from the first sector on
    QList<WipeFailure> failures; // sorted, disjoint
    bool cancelled = false;
    std::optional<RecordedError> error;       // what stopped the wipe before its end
    QList<ThroughputSample> writeThroughput;  // bytes written over the seconds since the start
    QList<ThroughputSample> verifyThroughput; // bytes read back over the same seconds

    Verdict verdict() const;
    static QString verdictName(Verdict verdict); // "PASSED", "FAILED", "CANCELLED", "NOT VERIFIED"
    qint64 failedBytes() const;
    qint64 sectorBytes() const { return qMax(1, drive.logicalSectorBytes); }

    // {"format": "custody-wipe-certificate", "formatVersion": 1, …}: docs/FORMATS.md.
    QJsonObject toJson() const;
    // A certificate of this or an older formatVersion, checked: a missing or mistyped field, a
    // newer version or figures that contradict each other give an Error naming the field.
    static Result<WipeCertificate> fromJson(QByteArrayView json, const QString &origin);

    friend bool operator==(const WipeCertificate &, const WipeCertificate &) = default;
};

} // namespace Custody
