// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/checksumlistparser.h"

#include "util/nativepath.h"

#include <QRegularExpression>

namespace Custody {

namespace {

const QRegularExpression &coreutilsLine()
{
    // GNU's checker also accepts one space and no mode character (BSD `md5 -r` output).
    static const QRegularExpression expression(
        QStringLiteral("^(\\\\?)([0-9a-fA-F]+)[ \\t]([ *]?)(.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    return expression;
}

const QRegularExpression &bsdTagLine()
{
    // The name may itself contain ") = ": the last one ends it.
    static const QRegularExpression expression(
        QStringLiteral("^(\\\\?)([A-Za-z][A-Za-z0-9/_-]*) ?\\((.*)\\) ?= ?(.*)$"),
        QRegularExpression::DotMatchesEverythingOption);
    return expression;
}

// The comment Custody's writeChecksumSidecars() puts above the segments of a split image, or
// in place of lines for an E01 image.
const QRegularExpression &custodyWholeImageComment()
{
    static const QRegularExpression expression(
        QStringLiteral("^# ([A-Z0-9-]+) of the (?:whole image \\(\\d+ segments in order\\)|"
                       "media data in the E01 image .+ \\(\\d+ segment files\\)): "
                       "([0-9a-fA-F]+)$"),
        QRegularExpression::DotMatchesEverythingOption);
    return expression;
}

QString unescapeName(const QString &name)
{
    QString result;
    result.reserve(name.size());
    for (qsizetype index = 0; index < name.size(); ++index) {
        if (name[index] == u'\\' && index + 1 < name.size()) {
            const QChar next = name[++index];
            result += next == u'n' ? QChar(u'\n') : next == u'r' ? QChar(u'\r') : next;
        } else {
            result += name[index];
        }
    }
    return result;
}

// The line with every lone surrogate (a byte of a file name that is not UTF-8, util/nativepath.h)
// replaced by U+FFFD, one character for one: QRegularExpression matches nothing in a string that
// holds one.
QString matchable(const QString &line)
{
    QString safe = line;
    for (qsizetype index = 0; index < safe.size(); ++index) {
        if (safe[index].isSurrogate()
            && !(safe[index].isHighSurrogate() && index + 1 < safe.size()
                 && safe[index + 1].isLowSurrogate())
            && !(safe[index].isLowSurrogate() && index > 0 && safe[index - 1].isHighSurrogate()))
            safe[index] = QChar::ReplacementCharacter;
    }
    return safe;
}

// The algorithm a list's own name gives: image.sha256, SHA256SUMS, md5sum.txt, B2SUMS. The last
// token counts: the image's own name may hold one too (case-sha1.md5 is an MD5 list).
QString algorithmFromListName(const QString &path)
{
    static const QRegularExpression token(
        QStringLiteral("(?<![a-z0-9])(md5|sha1|sha224|sha256|sha384|sha512|b2|blake2b?)"
                       "(?:sums?)?(?![a-z0-9])"));
    QString name;
    for (QRegularExpressionMatchIterator matches
         = token.globalMatch(matchable(pathFileName(path)).toLower());
         matches.hasNext();)
        name = matches.next().captured(1);
    if (name.isEmpty())
        return {};
    return name.startsWith(u'b') ? QStringLiteral("blake2b") : name;
}

QString algorithmFromHexLength(qsizetype hexDigits)
{
    switch (hexDigits) {
    case 32: return QStringLiteral("md5");
    case 40: return QStringLiteral("sha1");
    case 56: return QStringLiteral("sha224");
    case 64: return QStringLiteral("sha256");
    case 96: return QStringLiteral("sha384");
    case 128: return QStringLiteral("sha512");
    }
    return {};
}

bool isComment(const QString &line)
{
    return line.startsWith(u'#') || (line.startsWith(u'$') && line.endsWith(u'$'));
}

// Reads the lines of one list into `log`, one kind of line per function.
struct ListReader
{
    const HashlogText &text;
    QString listAlgorithm; // from the list's own name; empty when it names none
    Hashlog log;
    std::optional<HashlogFormat> format; // that of the first digest line
    QString guessNote;
    QString originalLine; // the line being read, file name bytes kept

    Result<void> readWholeImageComment(int number, const QRegularExpressionMatch &whole)
    {
        const QString algorithm = canonicalAlgorithmName(whole.captured(1));
        const Result<QString> hex = text.digest(number, algorithm, whole.captured(2));
        if (!hex)
            return hex.error();
        log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
        return {};
    }

    Result<void> readTagLine(int number, const QRegularExpressionMatch &tag)
    {
        static const QRegularExpression bytesUnit(QStringLiteral("\\s*bytes$"));
        const QString algorithm = canonicalAlgorithmName(tag.captured(2));
        const QString name = tag.captured(1).isEmpty() || text.isZeroTerminated()
                                 ? original(tag, 3)
                                 : unescapeName(original(tag, 3));
        if (algorithm == u"size") {
            const std::optional<qint64> bytes
                = HashlogText::parseCount(tag.captured(4).trimmed().remove(bytesUnit));
            if (!bytes)
                return text.error(
                    number, HashlogText::tr("the size '%1' is not a number").arg(tag.captured(4)));
            log.sizes.append({*bytes, name, number});
            return {};
        }
        const Result<QString> hex = text.digest(number, algorithm, tag.captured(4),
                                                HashlogText::DigestEncoding::HexOrBase64);
        if (!hex)
            return hex.error();
        log.digests.append({algorithm, *hex, name, DigestScope::Whole, {}, number});
        format = format.value_or(HashlogFormat::BsdTag);
        return {};
    }

    // A file name as the line has it. Lines are matched with bytes that are not UTF-8 replaced
    // by U+FFFD (QRegularExpression refuses lone surrogates), one character for one, so that the
    // match's offsets slice the original line.
    QString original(const QRegularExpressionMatch &match, int group) const
    {
        return originalLine.mid(match.capturedStart(group), match.capturedLength(group));
    }

    Result<void> readCoreutilsLine(int number, const QString &line)
    {
        const QRegularExpressionMatch coreutils = coreutilsLine().match(line);
        if (!coreutils.hasMatch() || coreutils.captured(4).isEmpty())
            return text.error(number, HashlogText::tr("not a checksum line: expected "
                                                      "'<hex>  <file name>' or "
                                                      "'ALGORITHM (<file name>) = <hex>'"));
        const qsizetype digits = coreutils.capturedLength(2);
        const QString algorithm
            = listAlgorithm.isEmpty() ? algorithmFromHexLength(digits) : listAlgorithm;
        if (algorithm.isEmpty())
            return text.error(number, HashlogText::tr("a digest of %1 hex digits, which is the "
                                                      "length of no algorithm Custody knows")
                                          .arg(digits));
        if (listAlgorithm.isEmpty() && guessNote.isEmpty())
            guessNote = QStringLiteral("the list's file name does not name an algorithm: taken "
                                       "from the length of each digest (line %1: %2 hex "
                                       "digits, %3)")
                            .arg(number)
                            .arg(digits)
                            .arg(algorithmDisplayName(algorithm));
        const Result<QString> hex = text.digest(number, algorithm, coreutils.captured(2));
        if (!hex)
            return hex.error();
        const QString name = coreutils.captured(1).isEmpty() || text.isZeroTerminated()
                                 ? original(coreutils, 4)
                                 : unescapeName(original(coreutils, 4));
        log.digests.append({algorithm, *hex, name, DigestScope::Whole, {}, number});
        format = format.value_or(HashlogFormat::Coreutils);
        return {};
    }
};

} // namespace

bool looksLikeChecksumList(const HashlogText &text)
{
    for (const QString &line : text.firstLines(8)) {
        if (custodyWholeImageComment().match(line).hasMatch())
            return true; // Custody's sidecar of an E01 image holds only comments
        if (isComment(line))
            continue;
        const QRegularExpressionMatch coreutils = coreutilsLine().match(line);
        // 8 digits at least: a dcfldd window line ("0 - 1048576: …") starts with one.
        if (coreutils.hasMatch() && coreutils.capturedLength(2) >= 8
            && !coreutils.captured(4).trimmed().isEmpty())
            return true;
        const QRegularExpressionMatch tag = bsdTagLine().match(line);
        return tag.hasMatch()
               && (digestBytesOf(canonicalAlgorithmName(tag.captured(2))) > 0
                   || tag.captured(2).compare(QLatin1String("size"), Qt::CaseInsensitive) == 0);
    }
    return false;
}

Result<Hashlog> parseChecksumList(const HashlogText &text)
{
    ListReader reader{text, algorithmFromListName(text.path()), {}, {}, {}, {}};
    reader.log.path = text.path();
    reader.log.notes = text.notes();
    for (int number = 1; number <= text.lineCount(); ++number) {
        reader.originalLine = text.fileNameLine(number);
        const QString line = matchable(reader.originalLine);
        if (line.trimmed().isEmpty())
            continue;
        Result<void> read;
        if (const QRegularExpressionMatch whole = custodyWholeImageComment().match(line);
            whole.hasMatch())
            read = reader.readWholeImageComment(number, whole);
        else if (isComment(line.trimmed()))
            continue;
        else if (const QRegularExpressionMatch tag = bsdTagLine().match(line);
                 tag.hasMatch() && !coreutilsLine().match(line).hasMatch())
            read = reader.readTagLine(number, tag);
        else
            read = reader.readCoreutilsLine(number, line);
        if (!read)
            return read.error();
    }
    if (reader.log.digests.isEmpty())
        return text.error(0, HashlogText::tr("no checksum lines"));
    reader.log.format = reader.format.value_or(HashlogFormat::Coreutils);
    if (!reader.guessNote.isEmpty())
        reader.log.notes.append(reader.guessNote);
    return reader.log;
}

} // namespace Custody
