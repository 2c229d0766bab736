#include "verify/ftkimagerlogparser.h"

#include <limits>

namespace Custody {

namespace {

enum class Section { Other, ComputedHashes, Verification, SegmentList };

const char *const startPattern = "^Created By AccessData.*FTK.*Imager";
const char *const checksumPattern = "^(MD5|SHA1|SHA-1|SHA256|SHA-256) checksum:\\s*(\\S*)\\s*"
                                    "(?::\\s*(.*))?$";

} // namespace

bool looksLikeFtkImagerLog(const HashlogText &text)
{
    const QStringList lines = text.firstLines(1);
    return !lines.isEmpty() && HashlogText::match(lines.first(), startPattern).hasMatch();
}

Result<Hashlog> parseFtkImagerLog(const HashlogText &text)
{
    Hashlog log;
    log.path = text.path();
    log.format = HashlogFormat::FtkImager;
    log.notes = text.notes();
    Section section = Section::Other;
    std::optional<qint64> sectorBytes;
    std::optional<std::pair<qint64, int>> sectorCount;          // "Sector count:", line
    std::optional<std::pair<qint64, int>> localisedSectorCount; // "Sector Count:", line
    QList<LoggedDigest> verified;
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = text.line(number).trimmed();
        if (line.isEmpty())
            continue;
        if (line == u"[Computed Hashes]") {
            section = Section::ComputedHashes;
            continue;
        }
        if (line.startsWith(QLatin1String("Image Verification Results"))) {
            section = Section::Verification;
            continue;
        }
        if (line == u"Segment list:") {
            section = Section::SegmentList;
            continue;
        }
        if (line.startsWith(u'[') || line.endsWith(u':')) {
            section = Section::Other;
            continue;
        }
        if (line.startsWith(QLatin1String("ATTENTION")))
            log.notes.append(
                QStringLiteral("line %1: FTK Imager reported unreadable sectors").arg(number));
        if (section == Section::SegmentList) {
            if (line.endsWith(QLatin1String(".ad1"), Qt::CaseInsensitive))
                log.notes.append(QStringLiteral("line %1: a logical (AD1) image: its digests are "
                                                "those of the AD1 content, not of a disk image")
                                     .arg(number));
            continue;
        }
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
            continue;
        }
        const QRegularExpressionMatch checksum = HashlogText::match(line, checksumPattern);
        if (!checksum.hasMatch() || section == Section::Other)
            continue;
        const QString algorithm = canonicalAlgorithmName(checksum.captured(1));
        const Result<QString> hex = text.digest(number, algorithm, checksum.captured(2));
        if (!hex)
            return hex.error();
        const LoggedDigest digest{algorithm, *hex, {}, DigestScope::Whole, {}, number};
        if (section == Section::ComputedHashes) {
            log.digests.append(digest);
            continue;
        }
        verified.append(digest);
        if (!checksum.captured(3).isEmpty() && checksum.captured(3) != u"verified")
            log.notes.append(QStringLiteral("line %1: FTK Imager's verification says '%2'")
                                 .arg(number)
                                 .arg(checksum.captured(3)));
    }
    for (const LoggedDigest &digest : std::as_const(verified)) {
        const auto computed
            = std::find_if(log.digests.cbegin(), log.digests.cend(), [&](const LoggedDigest &d) {
                  return d.algorithmName == digest.algorithmName;
              });
        if (computed == log.digests.cend())
            log.digests.append(digest);
        else if (computed->hex != digest.hex)
            log.notes.append(QStringLiteral("line %1: the %2 FTK Imager verified differs from "
                                            "the one it computed (line %3)")
                                 .arg(digest.lineNumber)
                                 .arg(algorithmDisplayName(digest.algorithmName))
                                 .arg(computed->lineNumber));
    }
    if (log.digests.isEmpty())
        return text.error(0, HashlogText::tr("the FTK Imager summary has no computed hashes"));
    const std::optional<std::pair<qint64, int>> count
        = sectorCount ? sectorCount : localisedSectorCount;
    if (count && sectorBytes && *sectorBytes > 0
        && count->first <= std::numeric_limits<qint64>::max() / *sectorBytes)
        log.sizes.append({count->first * *sectorBytes, {}, count->second});
    return log;
}

} // namespace Custody
