// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Custody {

// One digest as a record keeps it: the algorithm and lower-case hex.
struct RecordedDigest
{
    HashAlgorithm algorithm = HashAlgorithm::Sha256;
    QString hex;

    friend bool operator==(const RecordedDigest &, const RecordedDigest &) = default;
};

// An error as a record keeps it: what the Error said when it happened, so that a record read
// back says the same as the run that wrote it.
struct RecordedError
{
    QString code; // Error::codeName(): "Cancelled", "SourceVanished", …
    QString errnoText;
    QString path;
    qint64 offset = -1;
    QString message; // Error::userMessage() at the time
    // Absent in the records of a verification made before formatVersion 2 kept them.
    std::optional<int> sysErrno;
    std::optional<QString> detail;

    static RecordedError from(const Error &error);
    bool is(Error::Code errorCode) const;
    bool isCancelled() const { return is(Error::Code::Cancelled); }

    friend bool operator==(const RecordedError &, const RecordedError &) = default;
};

// The source read a second time, compared with the image block by block. A sector counts as
// compared only when it was read both times: a sector unreadable during the acquisition is the
// fill byte in the image, one unreadable now is unknown, so neither says anything about the
// other read. A weak sector that failed during the acquisition and reads now is counted apart
// (bytesReadOnlyNow): its content is not in the image.
struct SourceComparison
{
    qint64 bytesCompared = 0;  // read both times and compared with the image
    qint64 bytesDiffering = 0; // of those, the bytes of sectors that differ from the image
    std::optional<qint64> firstDifference; // offset of the first byte that differs
    qint64 bytesNotCompared = 0;           // unreadable in one of the two reads (or in both)
    qint64 bytesReadOnlyNow = 0; // of those, unreadable during the acquisition, readable now

    friend bool operator==(const SourceComparison &, const SourceComparison &) = default;
};

// The second read of the source (verify policy ImageAndSource).
struct SourceRereadRecord
{
    QDateTime time;
    // Digests of the second read, unreadable sectors filled as in the image: equal to the
    // acquisition digests only when no sector was unreadable in either read.
    QList<RecordedDigest> digests;
    qint64 bytesUnreadable = 0; // in the second read
    // Absent in records made before the block-by-block comparison (formatVersion 1).
    std::optional<SourceComparison> comparison;
    std::optional<RecordedError> error; // the second read did not finish

    friend bool operator==(const SourceRereadRecord &, const SourceRereadRecord &) = default;
};

// How the image was read back after the acquisition. Just written, it is in the kernel's page
// cache: its pages are written out and dropped first, so that the read goes through the file
// system to what holds the image (caches below the file system, a drive's own or a network
// server's, are out of reach). Where pages stayed cached, those were compared from memory.
struct ImageReadBack
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ImageReadBack)

public:
    qint64 pagesStillCached = 0;        // counted after dropping them
    std::optional<RecordedError> error; // writing out, dropping or counting them failed
    qint64 bytes = 0;                   // read back
    double seconds = 0;                 // how long the read-back took

    // Every page was dropped from the page cache before the read.
    bool cacheDropped() const { return !error && pagesStillCached == 0; }
    // One translated sentence, the same in the GUI, the CLI and the reports.
    QString description() const;
    // "3.0 MiB in 0.03 s, 96.8 MB/s": what was read, in how long.
    QString figures() const;

    friend bool operator==(const ImageReadBack &, const ImageReadBack &) = default;
};

// Everything a verification after the acquisition found: the inputs of the one verdict
// (VerificationVerdict). Part of the acquisition record (acquisitionrecordjson.cpp).
struct VerificationRecord
{
    QDateTime time;
    QList<RecordedDigest> image;              // digests of the image read back; empty if it failed
    std::optional<RecordedError> error;       // the image read-back did not finish
    std::optional<ImageReadBack> readBack;    // absent in records before it was kept
    std::optional<SourceRereadRecord> source; // absent: the source was not read again

    friend bool operator==(const VerificationRecord &, const VerificationRecord &) = default;
};

namespace RecordJson {

// The acquisition record's "formatVersion". 2: the source re-read is compared with the image
// block by block ("verification.sourceReread"). Records of version 1 are still read.
constexpr int formatVersion = 2;

// ISO 8601 UTC with milliseconds, as every time in a record.
QString time(const QDateTime &time);
// An error as the record writes it (acquisitionrecordjson.cpp).
QJsonObject error(const RecordedError &error);

} // namespace RecordJson

} // namespace Custody
