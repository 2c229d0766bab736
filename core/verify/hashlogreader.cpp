// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/hashlogreader.h"

#include "verify/checksumlistparser.h"
#include "verify/custodyrecordparser.h"
#include "verify/dc3ddlogparser.h"
#include "verify/dcflddlogparser.h"
#include "verify/ewflogparser.h"
#include "verify/ftkimagerlogparser.h"
#include "verify/guymagerinfoparser.h"
#include "verify/hashlogtext.h"

#include "util/durablefile.h"
#include "util/nativepath.h"

namespace Custody {

namespace {

struct Format
{
    bool (*recognizes)(const HashlogText &);
    Result<Hashlog> (*parse)(const HashlogText &);
};

// Most specific first: a checksum list is recognised by its lines alone.
const Format formats[] = {
    {looksLikeCustodyRecord, parseCustodyRecord},
    {looksLikeGuymagerInfo, parseGuymagerInfo},
    {looksLikeFtkImagerLog, parseFtkImagerLog},
    {looksLikeDc3ddLog, parseDc3ddLog},
    {looksLikeEwfLog, parseEwfLog},
    {looksLikeDcflddLog, parseDcflddLog},
    {looksLikeChecksumList, parseChecksumList},
};

const Format *detect(const HashlogText &text)
{
    for (const Format &format : formats) {
        if (format.recognizes(text))
            return &format;
    }
    return nullptr;
}

bool isRegularFile(const QString &path)
{
    const std::optional<struct stat> status = statPath(path);
    return status && S_ISREG(status->st_mode);
}

Error unknownFormat(const HashlogText &text)
{
    int first = 1;
    while (first <= text.lineCount() && text.line(first).trimmed().isEmpty())
        ++first;
    if (first > text.lineCount())
        return text.error(0, HashlogText::tr("the file is empty"));
    return text.error(first, HashlogText::tr("not a hashlog format Custody reads (coreutils or "
                                             "BSD checksum lists, dc3dd, dcfldd, Guymager, "
                                             "ewfacquire/ewfverify/ewfinfo, FTK Imager, "
                                             "Custody's JSON record)"));
}

} // namespace

Result<Hashlog> parseHashlog(const QByteArray &bytes, const QString &path)
{
    const Result<HashlogText> text = HashlogText::decode(bytes, path);
    if (!text)
        return text.error();
    const Format *format = detect(*text);
    if (!format)
        return unknownFormat(*text);
    return format->parse(*text);
}

Result<Hashlog> readHashlog(const QString &path)
{
    // Read whole, also from a pipe (a FIFO, /dev/stdin, a shell's <(…)), where a size is not
    // known in advance: the verdict never depends on how much of the log happened to arrive.
    const auto detectOnStart = [&path](QByteArrayView start, bool complete) -> Result<void> {
        if (complete)
            return {}; // the whole log is short: parsing it says all
        // The last line of the excerpt may be cut: leave it out of the detection.
        const QByteArray lines
            = start.first(std::max<qsizetype>(0, start.lastIndexOf('\n'))).toByteArray();
        const Result<HashlogText> excerpt = HashlogText::decode(lines, path);
        if (!excerpt)
            return excerpt.error();
        if (!detect(*excerpt))
            return unknownFormat(*excerpt);
        return {};
    };
    const Result<QByteArray> bytes
        = readWholeFile(path, MaximumHashlogBytes, detectOnStart, HashlogDetectionBytes);
    if (!bytes)
        return bytes.error();
    return parseHashlog(*bytes, path);
}

QStringList hashlogsNextTo(const QStringList &imageFiles)
{
    if (imageFiles.isEmpty())
        return {};
    // String operations only: QFileInfo would re-encode a name that is not UTF-8.
    const QString file = absolutePath(imageFiles.first());
    const qsizetype slash = file.lastIndexOf(QLatin1Char('/'));
    const QString folder = file.left(slash + 1);
    const QString fileName = file.mid(slash + 1);
    const qsizetype dot = fileName.lastIndexOf(QLatin1Char('.'));
    const QString name = folder + (dot > 0 ? fileName.left(dot) : fileName);
    const auto existing = [](const QStringList &candidates) {
        QStringList found;
        for (const QString &candidate : candidates) {
            if (isRegularFile(candidate) && !found.contains(candidate))
                found.append(candidate);
        }
        return found;
    };
    // Custody's record, with the window digests it streamed to files of their own; sidecars;
    // the logs of other tools. Every one found is checked: the verdict needs all of them.
    QStringList candidates{name + QStringLiteral(".json")};
    for (HashAlgorithm algorithm : allHashAlgorithms())
        candidates << name + QStringLiteral(".windows.") + hashName(algorithm);
    for (HashAlgorithm algorithm : allHashAlgorithms())
        candidates << name + QLatin1Char('.') + hashName(algorithm)
                   << file + QLatin1Char('.') + hashName(algorithm);
    QStringList found = existing(candidates);
    // Other tools' logs have names that other files share too (a NAME.log of the shell session,
    // say): one is taken when it reads as a hashlog.
    for (const QString &log :
         existing({file + QStringLiteral(".txt"), name + QStringLiteral(".info"),
                   name + QStringLiteral(".log"), name + QStringLiteral(".hlog"),
                   name + QStringLiteral(".hash"), name + QStringLiteral(".hashlog")})) {
        if (readHashlog(log))
            found << log;
    }
    return found;
}

} // namespace Custody
