// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "record/sidecars.h"

#include "util/durablefile.h"
#include "util/nativepath.h"
#include "util/shellquote.h"

namespace Custody {

QByteArray coreutilsChecksumLine(const QString &hex, const QString &fileName)
{
    // The name's own bytes: a name that is not UTF-8 must reach sha256sum -c as it is on disk.
    const QByteArray name = nativePath(fileName);
    if (!name.contains('\\') && !name.contains('\n') && !name.contains('\r'))
        return hex.toLatin1() + "  " + name;
    QByteArray escaped = name;
    escaped.replace("\\", "\\\\");
    escaped.replace("\n", "\\n");
    escaped.replace("\r", "\\r"); // as coreutils 9 writes it; a raw CR would end the line
    return '\\' + hex.toLatin1() + "  " + escaped;
}

Result<QStringList>
writeChecksumSidecars(const QString &basePath, const QList<HashResult> &hashes,
                      const QStringList &imageFiles, ImageFormat format,
                      const std::function<Result<void>(const QString &path)> &beforeWriting)
{
    QStringList written;
    for (const HashResult &hash : hashes) {
        QByteArray text;
        if (format == ImageFormat::Ewf) {
            // md5sum would hash the container files: the media data's digest is a comment, with
            // what checks it.
            // The name as a shell reads it back: a line feed or a byte that is not UTF-8 in it
            // must neither end the comment nor be lost ($'…'), and a leading dash must not read
            // as an option (./-disk.E01).
            QString first = pathFileName(imageFiles.value(0));
            if (first.startsWith(QLatin1Char('-')))
                first.prepend(QStringLiteral("./"));
            first = shellQuote({first});
            text += QStringLiteral("# %1 of the media data in the E01 image %2 (%3 segment "
                                   "files): %4\n"
                                   "# Check it with: custody-cli verify %2 (or ewfverify %2); "
                                   "md5sum and sha*sum hash the files, not the media data\n")
                        // One arg() for all: a name may hold "%3" too.
                        .arg(hashDisplayName(hash.algorithm), first,
                             QString::number(imageFiles.size()), hash.hex)
                        .toUtf8();
        } else if (imageFiles.size() == 1) {
            text += coreutilsChecksumLine(hash.hex, pathFileName(imageFiles.first())) + '\n';
        } else {
            text += QStringLiteral("# %1 of the whole image (%2 segments in order): %3\n")
                        .arg(hashDisplayName(hash.algorithm))
                        .arg(imageFiles.size())
                        .arg(hash.hex)
                        .toUtf8();
            for (qsizetype index = 0; index < hash.segments.size() && index < imageFiles.size();
                 ++index)
                text += coreutilsChecksumLine(hash.segments[index].hex,
                                              pathFileName(imageFiles[index]))
                        + '\n';
        }
        const QString path = basePath + QLatin1Char('.') + hashName(hash.algorithm);
        if (beforeWriting) {
            if (const Result<void> allowed = beforeWriting(path); !allowed)
                return allowed.error();
        }
        if (const Result<void> saved = replaceFile(path, text, Error::Code::OutputNotSaved); !saved)
            return saved.error();
        written.append(path);
    }
    return written;
}

} // namespace Custody
