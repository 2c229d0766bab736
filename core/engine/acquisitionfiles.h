// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "engine/hashalgorithm.h"
#include "io/imageformat.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Custody {

// What a file is to the acquisition whose base names it.
enum class AcquisitionFileKind {
    Image,     // BASE.dd, BASE.000/.001…, BASE.E01…: any format
    Map,       // BASE.map, with its companion line
    Record,    // BASE.json
    Log,       // BASE.txt
    Checksums, // BASE.md5, BASE.sha256, …
    Windows,   // BASE.windows.md5, …
    Signature, // FILE.p7s of any of the others
    Lock,      // BASE.lock
    Report,    // BASE.pdf
};

struct AcquisitionFile
{
    QString path;
    AcquisitionFileKind kind = AcquisitionFileKind::Image;
};

// Every file an acquisition into one base can own, and the only place their names are spelled:
// the acquisition plans and writes them, --force removes them (the ones the earlier acquisition
// is proven to have written), the write gate recognises them next to any path it is asked about,
// and reports and the verification find them. Names are built by appending to the base's bytes,
// so a base holding any byte but '/' and NUL round-trips (util/nativepath.h).
class AcquisitionFiles
{
public:
    explicit AcquisitionFiles(QString basePath);

    const QString &base() const { return m_base; }
    QString map() const;
    QString record() const;
    QString log() const;
    QString lock() const;
    QString pdfReport() const;
    QString checksums(HashAlgorithm algorithm) const;
    QString windows(HashAlgorithm algorithm) const;
    static QString signatureOf(const QString &path);

    // The image files an acquisition of imageBytes in this format writes (ImageFormats).
    QStringList plannedImages(ImageFormat format, qint64 segmentBytes, qint64 imageBytes) const;
    // Every file of this base that exists now, images of any format included, with its kind.
    QList<AcquisitionFile> existing() const;
    // What `path` (a name in the base's folder) is to this base, if anything.
    std::optional<AcquisitionFileKind> kindOf(const QString &path) const;

    // The bases whose files a path could be: its name with each known ending taken off (several
    // when endings nest: "x.txt.p7s" is the signature of base "x"'s log). Absolute paths.
    static QList<AcquisitionFiles> candidatesFor(const QString &path);

private:
    QString m_base;
};

} // namespace Custody
