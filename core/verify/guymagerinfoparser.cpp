#include "verify/guymagerinfoparser.h"

namespace Custody {

namespace {

enum class Section { Other, DeviceInformation, Acquisition, ImageFiles };

// Guymager underlines section titles with '=': "Acquisition" / "===========".
std::optional<Section> sectionAt(const HashlogText &text, int lineNumber)
{
    if (!HashlogText::match(text.line(lineNumber + 1).trimmed(), "^={3,}$").hasMatch())
        return std::nullopt;
    const QString title = text.line(lineNumber).trimmed();
    if (title == u"Device information")
        return Section::DeviceInformation;
    if (title == u"Acquisition")
        return Section::Acquisition;
    if (title.startsWith(QLatin1String("Generated image files")))
        return Section::ImageFiles;
    return Section::Other;
}

} // namespace

bool looksLikeGuymagerInfo(const HashlogText &text)
{
    const QStringList lines = text.firstLines(1);
    return !lines.isEmpty() && lines.first() == u"GUYMAGER ACQUISITION INFO FILE";
}

Result<Hashlog> parseGuymagerInfo(const HashlogText &text)
{
    Hashlog log;
    log.path = text.path();
    log.format = HashlogFormat::Guymager;
    log.notes = text.notes();
    Section section = Section::Other;
    bool rawImage = false;
    QStringList notCalculated;
    for (int number = 1; number <= text.lineCount(); ++number) {
        if (const std::optional<Section> next = sectionAt(text, number)) {
            section = *next;
            ++number; // the underline
            continue;
        }
        const QString line = text.line(number).trimmed();
        if (line.isEmpty() || section == Section::DeviceInformation || section == Section::Other)
            continue;
        if (section == Section::ImageFiles) {
            const QRegularExpressionMatch row = HashlogText::match(line, "^(\\S+)\\s+(.+)$");
            if (!rawImage || !row.hasMatch() || row.captured(1) == u"n/a"
                || row.captured(1) == u"MD5" || line.startsWith(QLatin1String("No MD5")))
                continue;
            const Result<QString> hex = text.digest(number, QStringLiteral("md5"), row.captured(1));
            if (!hex)
                return hex.error();
            log.digests.append({QStringLiteral("md5"),
                                *hex,
                                row.captured(2).trimmed(),
                                DigestScope::Segment,
                                {},
                                number});
            continue;
        }
        const QRegularExpressionMatch field = HashlogText::match(line, "^([^:]*?)\\s*:\\s*(.*)$");
        if (!field.hasMatch())
            continue; // prose: bad-sector lists, "Image verification OK. …"
        const QString key = field.captured(1).simplified();
        const QString value = field.captured(2).trimmed();
        if (key == u"Format") {
            rawImage = value.contains(QLatin1String("dd raw image"));
        } else if (key == u"Device size") {
            const QRegularExpressionMatch size = HashlogText::match(value, "^(\\d+)");
            if (!size.hasMatch())
                return text.error(number, HashlogText::tr("the device size is not a number"));
            log.sizes.append({size.captured(1).toLongLong(), {}, number});
        } else if (key == u"State" && value != u"Finished successfully") {
            log.notes.append(
                QStringLiteral("line %1: Guymager's state: %2").arg(number).arg(value));
        } else if (const QRegularExpressionMatch hash
                   = HashlogText::match(key, "^(MD5|SHA1|SHA256|SHA-1|SHA-256) hash$");
                   hash.hasMatch()) {
            const QString algorithm = canonicalAlgorithmName(hash.captured(1));
            if (value == u"--") {
                notCalculated.append(algorithmDisplayName(algorithm));
                continue;
            }
            const Result<QString> hex = text.digest(number, algorithm, value);
            if (!hex)
                return hex.error();
            log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
        }
    }
    if (!notCalculated.isEmpty())
        log.notes.append(QStringLiteral("not calculated by Guymager ('--'): %1")
                             .arg(notCalculated.join(QStringLiteral(", "))));
    if (log.digests.isEmpty())
        return text.error(0, HashlogText::tr("the .info file records no hash of the image"));
    return log;
}

} // namespace Custody
