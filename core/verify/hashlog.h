// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "util/extent.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// The tools whose hashlogs Custody reads (docs/FORMATS.md has the grammar of each).
enum class HashlogFormat {
    Coreutils,     // md5sum/sha256sum/… lines, text or binary mode
    BsdTag,        // "SHA256 (name) = hash", also BSD ports' distinfo files
    Dc3dd,         // dc3dd log= or hlog= file
    Dcfldd,        // dcfldd hashlog= file or its stderr
    Guymager,      // Guymager .info
    Ewf,           // ewfacquire log or output, ewfverify output, ewfinfo output (libewf)
    FtkImager,     // FTK Imager's <image>.txt summary
    CustodyRecord, // Custody's own JSON acquisition record
    EwfStored      // the digests an E01 image stores inside itself (its hash sections)
};

// "coreutils", "bsd-tag", "dc3dd", …: for JSON and logs.
QString hashlogFormatName(HashlogFormat format);
// "coreutils checksum list", "dc3dd log", …: for people.
QString hashlogFormatDisplayName(HashlogFormat format);

// What a piecewise digest covers: a hash window (dcfldd hashwindow, dc3dd's per-output-file
// sector ranges, Custody's windows) or one segment file of a split image.
enum class DigestScope { Whole, Window, Segment };

// One digest as the log records it.
struct LoggedDigest
{
    // Canonical lower-case name without dashes: "md5", "sha1", "sha256", "sha384", "sha512",
    // or whatever else the log names ("rmd160", "blake2b"), which Custody may not compute.
    QString algorithmName;
    QString hex; // lower case; base64 digests (OpenBSD distinfo) are decoded
    // What the digest is of, when the log says: a file name (checksum lists, Guymager's segment
    // table) or, in a transcript of several runs, which run. Empty when the log describes one
    // image.
    QString subject;
    DigestScope scope = DigestScope::Whole;
    std::optional<Extent> extent; // bytes, for windows and segments whose range the log gives
    int lineNumber = 0;           // 1-based line of the log

    // The algorithm, when Custody can compute it.
    std::optional<HashAlgorithm> algorithm() const;
    bool operator==(const LoggedDigest &) const = default;
};

// A size the log records for the image (or for a named file in a checksum list).
struct LoggedSize
{
    qint64 bytes = 0;
    QString subject;
    int lineNumber = 0;
    bool operator==(const LoggedSize &) const = default;
};

// A parsed hashlog: the digests it records, the sizes, and what the parser had to assume.
// A value type; parsers produce it, the verification plan consumes it.
struct Hashlog
{
    QString path;
    HashlogFormat format = HashlogFormat::Coreutils;
    QList<LoggedDigest> digests;
    QList<LoggedSize> sizes;
    // Assumptions and remarks worth showing, e.g. "no sector size in a dc3dd hlog: 512 assumed"
    // or "ewfverify reported FAILURE". Untranslated, like the rest of the technical detail.
    QStringList notes;
    // What the log says the acquisition could not read, in image offsets: a Custody record's
    // bad and unfinished ranges (their sectors hold the fill in the image). Sorted.
    QList<Extent> unreadable;
};

// For a log that holds several runs of its tool (dc3dd and ewfacquire append to their logs;
// ewfverify output is often pasted run after run): labels each digest and size with the run it
// belongs to ("run at line 17"), given the first line of every run. One run: no label.
void labelRuns(Hashlog &log, const QList<int> &runFirstLines);

// "md5" from "MD5", "SHA-256" from "sha256", "rmd160" from "RMD160". Trims and lowercases.
QString canonicalAlgorithmName(const QString &name);
// Digest length in bytes of algorithms Custody knows by name, computable or not; 0 if unknown.
int digestBytesOf(const QString &canonicalName);
// "SHA-256" for the algorithms Custody computes, the name in upper case for the others.
QString algorithmDisplayName(const QString &canonicalName);

} // namespace Custody
