// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/ftkimagerlogparser.h"

#include <limits>

namespace Custody {

namespace {

enum class Section { Other, ComputedHashes, Verification, SegmentList };

const char *const startPattern = "^Created By AccessData.*FTK.*Imager";
const char *const checksumPattern = "^(MD5|SHA1|SHA-1|SHA256|SHA-256) checksum:\\s*(\\S*)\\s*"
                                    "(?::\\s*(.*))?$";

struct FtkReader
{
    explicit FtkReader(const HashlogText &source)
        : text(source)
        , log{source.path(), HashlogFormat::FtkImager, {}, {}, source.notes(), {}}
    {}

    const HashlogText &text;
    Hashlog log;
    Section section = Section::Other;
    std::optional<qint64> sectorBytes;
    std::optional<std::pair<qint64, int>> sectorCount;          // "Sector count:", line
    std::optional<std::pair<qint64, int>> localisedSectorCount; // "Sector Count:", line
    QList<LoggedDigest> verified;

    // Headings ("[Computed Hashes]", "Image Verification Results:", …); false for others.
    bool readSectionLine(const QString &line)
    {
        if (line == u"[Computed Hashes]")
            section = Section::ComputedHashes;
        else if (line.startsWith(QLatin1String("Image Verification Results")))
            section = Section::Verification;
        else if (line == u"Segment list:")
            section = Section::SegmentList;
        else if (line.startsWith(u'[') || line.endsWith(u':'))
            section = Section::Other;
        else
            return false;
        return true;
    }

    // The geometry numbers and the checksums; other fields are skipped.
    Result<void> readField(int number, const QString &line)
    {
        if (const QRegularExpressionMatch field
            = HashlogText::match(line, "^(Bytes per Sector|Sector count|Sector Count):\\s*(.*)$");
            field.hasMatch()) {
            const std::optional<qint64> value = HashlogText::parseCount(field.captured(2));
            if (!value)
                return text.error(number,
                                  HashlogText::tr("'%1' is not a number").arg(field.captured(2)));
            if (field.captured(1) == u"Bytes per Sector")
                sectorBytes = *value;
            else if (field.captured(1) == u"Sector count")
                sectorCount = {*value, number};
            else
                localisedSectorCount = {*value, number};
            return {};
        }
        const QRegularExpressionMatch checksum = HashlogText::match(line, checksumPattern);
        if (!checksum.hasMatch() || section == Section::Other)
            return {};
        const QString algorithm = canonicalAlgorithmName(checksum.captured(1));
        const Result<QString> hex = text.digest(number, algorithm, checksum.captured(2));
        if (!hex)
            return hex.error();
        const LoggedDigest digest{algorithm, *hex, {}, DigestScope::Whole, {}, number};
        if (section == Section::ComputedHashes) {
            log.digests.append(digest);
            return {};
        }
        verified.append(digest);
        if (!checksum.captured(3).isEmpty() && checksum.captured(3) != u"verified")
            log.notes.append(QStringLiteral("line %1: FTK Imager's verification says '%2'")
                                 .arg(number)
                                 .arg(checksum.captured(3)));
        return {};
    }

    // A verified digest counts for an algorithm the computed ones lack; a difference is noted.
    void mergeVerified()
    {
        for (const LoggedDigest &digest : std::as_const(verified)) {
            const auto computed = std::find_if(
                log.digests.cbegin(), log.digests.cend(),
                [&](const LoggedDigest &d) { return d.algorithmName == digest.algorithmName; });
            if (computed == log.digests.cend())
                log.digests.append(digest);
            else if (computed->hex != digest.hex)
                log.notes.append(QStringLiteral("line %1: the %2 FTK Imager verified differs "
                                                "from the one it computed (line %3)")
                                     .arg(digest.lineNumber)
                                     .arg(algorithmDisplayName(digest.algorithmName))
                                     .arg(computed->lineNumber));
        }
    }

    void addSize()
    {
        const std::optional<std::pair<qint64, int>> count
            = sectorCount ? sectorCount : localisedSectorCount;
        if (count && sectorBytes && *sectorBytes > 0
            && count->first <= std::numeric_limits<qint64>::max() / *sectorBytes)
            log.sizes.append({count->first * *sectorBytes, {}, count->second});
    }
};

} // namespace

bool looksLikeFtkImagerLog(const HashlogText &text)
{
    const QStringList lines = text.firstLines(1);
    return !lines.isEmpty() && HashlogText::match(lines.first(), startPattern).hasMatch();
}

Result<Hashlog> parseFtkImagerLog(const HashlogText &text)
{
    FtkReader reader(text);
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = text.line(number).trimmed();
        if (line.isEmpty() || reader.readSectionLine(line))
            continue;
        if (line.startsWith(QLatin1String("ATTENTION")))
            reader.log.notes.append(
                QStringLiteral("line %1: FTK Imager reported unreadable sectors").arg(number));
        if (reader.section == Section::SegmentList) {
            if (line.endsWith(QLatin1String(".ad1"), Qt::CaseInsensitive))
                reader.log.notes.append(QStringLiteral("line %1: a logical (AD1) image: its "
                                                       "digests are those of the AD1 content, "
                                                       "not of a disk image")
                                            .arg(number));
            continue;
        }
        const Result<void> read = reader.readField(number, line);
        if (!read)
            return read.error();
    }
    reader.mergeVerified();
    if (reader.log.digests.isEmpty())
        return text.error(0, HashlogText::tr("the FTK Imager summary has no computed hashes"));
    reader.addSize();
    return reader.log;
}

} // namespace Custody
