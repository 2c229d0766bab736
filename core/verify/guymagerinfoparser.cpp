// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

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

struct GuymagerReader
{
    explicit GuymagerReader(const HashlogText &source)
        : text(source)
        , log{source.path(), HashlogFormat::Guymager, {}, {}, source.notes(), {}}
    {}

    const HashlogText &text;
    Hashlog log;
    bool rawImage = false; // the per-file MD5s of EWF images are those of the .E01 files
    QStringList notCalculated;

    // "<md5|n/a>  <file>" of "Generated image files and their MD5 hashes".
    Result<void> readImageFileRow(int number, const QString &line)
    {
        const QRegularExpressionMatch row = HashlogText::match(line, "^(\\S+)\\s+(.+)$");
        if (!rawImage || !row.hasMatch() || row.captured(1) == u"n/a" || row.captured(1) == u"MD5"
            || line.startsWith(QLatin1String("No MD5")))
            return {};
        const Result<QString> hex = text.digest(number, QStringLiteral("md5"), row.captured(1));
        if (!hex)
            return hex.error();
        log.digests.append({QStringLiteral("md5"),
                            *hex,
                            row.captured(2).trimmed(),
                            DigestScope::Segment,
                            {},
                            number});
        return {};
    }

    // "Key : value" of the Acquisition section; prose (bad-sector lists, "Image verification
    // OK. …") and other keys are skipped.
    Result<void> readAcquisitionField(int number, const QString &line)
    {
        const QRegularExpressionMatch field = HashlogText::match(line, "^([^:]*?)\\s*:\\s*(.*)$");
        const QString key = field.captured(1).simplified();
        const QString value = field.captured(2).trimmed();
        const QRegularExpressionMatch hash
            = HashlogText::match(key, "^(MD5|SHA1|SHA256|SHA-1|SHA-256) hash$");
        if (key == u"Format") {
            rawImage = value.contains(QLatin1String("dd raw image"));
        } else if (key == u"Device size") {
            bool ok = false;
            const qint64 bytes = HashlogText::match(value, "^(\\d+)").captured(1).toLongLong(&ok);
            if (!ok)
                return text.error(number, HashlogText::tr("the device size is not a number"));
            log.sizes.append({bytes, {}, number});
        } else if (key == u"State" && value != u"Finished successfully") {
            log.notes.append(
                QStringLiteral("line %1: Guymager's state: %2").arg(number).arg(value));
        } else if (hash.hasMatch() && value == u"--") {
            notCalculated.append(algorithmDisplayName(canonicalAlgorithmName(hash.captured(1))));
        } else if (hash.hasMatch()) {
            const QString algorithm = canonicalAlgorithmName(hash.captured(1));
            const Result<QString> hex = text.digest(number, algorithm, value);
            if (!hex)
                return hex.error();
            log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
        }
        return {};
    }
};

} // namespace

bool looksLikeGuymagerInfo(const HashlogText &text)
{
    const QStringList lines = text.firstLines(1);
    return !lines.isEmpty() && lines.first() == u"GUYMAGER ACQUISITION INFO FILE";
}

Result<Hashlog> parseGuymagerInfo(const HashlogText &text)
{
    GuymagerReader reader(text);
    Section section = Section::Other;
    for (int number = 1; number <= text.lineCount(); ++number) {
        if (const std::optional<Section> next = sectionAt(text, number)) {
            section = *next;
            ++number; // the underline
            continue;
        }
        const QString line = text.line(number).trimmed();
        Result<void> read;
        if (line.isEmpty() || section == Section::DeviceInformation || section == Section::Other)
            continue;
        if (section == Section::ImageFiles)
            read = reader.readImageFileRow(number, line);
        else
            read = reader.readAcquisitionField(number, line);
        if (!read)
            return read.error();
    }
    if (!reader.notCalculated.isEmpty())
        reader.log.notes.append(QStringLiteral("not calculated by Guymager ('--'): %1")
                                    .arg(reader.notCalculated.join(QStringLiteral(", "))));
    if (reader.log.digests.isEmpty())
        return text.error(0, HashlogText::tr("the .info file records no hash of the image"));
    return reader.log;
}

} // namespace Custody
