// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/dc3ddlogparser.h"

#include <limits>

#include <QRegularExpression>

namespace Custody {

namespace {

enum class Section { Header, Input, Output };

struct SectorRange
{
    qint64 firstSector = 0;
    qint64 lastSector = 0;
    qsizetype digestIndex = 0;
};

// Reads a log line by line: the header (sector and device size), the input results (the
// digests), the output results (dc3dd's own check, only its mismatches noted).
struct Dc3ddReader
{
    explicit Dc3ddReader(const HashlogText &source)
        : text(source)
        , log{source.path(), HashlogFormat::Dc3dd, {}, {}, source.notes(), {}}
    {}

    const HashlogText &text;
    Hashlog log;
    Section section = Section::Header;
    std::optional<int> sectorBytes;
    QString algorithm; // of the last total, which piecewise lines belong to
    QList<SectorRange> ranges;
    QList<int> runs;
    bool runSized = false;
    bool sizeAssumesSector = false;

    // Lines that change the section; false for the others.
    bool readSectionLine(int number, const QString &line)
    {
        static const QRegularExpression started(QStringLiteral("^dc3dd \\S+ started at "));
        if (started.match(line).hasMatch()) {
            runs.append(number);
            runSized = false;
            section = Section::Header;
        } else if (line.startsWith(QLatin1String("input results for "))) {
            algorithm.clear();
            section = Section::Input;
        } else if (line.startsWith(QLatin1String("output results for "))) {
            section = Section::Output;
        } else if (const auto end
                   = HashlogText::match(line, "^dc3dd (completed|aborted|failed) at");
                   end.hasMatch()) {
            if (end.captured(1) != u"completed")
                log.notes.append(
                    QStringLiteral("line %1: dc3dd %2").arg(number).arg(end.captured(1)));
            section = Section::Header;
        } else {
            return false;
        }
        return true;
    }

    Result<void> readHeaderLine(int number, const QString &line)
    {
        if (const auto size = HashlogText::match(line, "^sector size: (\\d+) bytes");
            size.hasMatch()) {
            sectorBytes = size.captured(1).toInt();
        } else if (const auto device = HashlogText::match(
                       line, "^device size: \\d+ sectors[^,]*,\\s*([\\d,]+) bytes");
                   device.hasMatch()) {
            const std::optional<qint64> bytes = HashlogText::parseCount(device.captured(1));
            if (!bytes)
                return text.error(number, HashlogText::tr("the device size is not a number"));
            log.sizes.append({*bytes, {}, number});
            runSized = true;
        }
        return {}; // progress, errors, command line: nothing to verify
    }

    Result<void> readInputLine(int number, const QString &line)
    {
        static const QRegularExpression total(QStringLiteral("^\\s+(\\S+) \\(([A-Za-z0-9-]+)\\)$"));
        static const QRegularExpression piece(
            QStringLiteral("^\\s+(\\S+), sectors (\\d+) - (\\d+)$"));
        if (const QRegularExpressionMatch hash = total.match(line); hash.hasMatch()) {
            algorithm = canonicalAlgorithmName(hash.captured(2));
            const Result<QString> hex = text.digest(number, algorithm, hash.captured(1));
            if (!hex)
                return hex.error();
            log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
        } else if (const QRegularExpressionMatch hash = piece.match(line); hash.hasMatch()) {
            if (algorithm.isEmpty())
                return text.error(number, HashlogText::tr("a piecewise hash before any total "
                                                          "hash names its algorithm"));
            const Result<QString> hex = text.digest(number, algorithm, hash.captured(1));
            if (!hex)
                return hex.error();
            bool firstOk = false;
            bool lastOk = false;
            const SectorRange range{hash.captured(2).toLongLong(&firstOk),
                                    hash.captured(3).toLongLong(&lastOk), log.digests.size()};
            // "sectors 4096 - 4095": a last piece of less than one sector (real dc3dd output).
            if (!firstOk || !lastOk || range.lastSector < range.firstSector - 1)
                return text.error(number, HashlogText::tr("the sector range is not valid"));
            ranges.append(range);
            log.digests.append({algorithm, *hex, {}, DigestScope::Window, {}, number});
        } else if (!readCountLine(number, line)) {
            return text.error(number, HashlogText::tr("unexpected line in dc3dd's input results: "
                                                      "expected '<hex> (<algorithm>)' or "
                                                      "'<hex>, sectors A - B'"));
        }
        return {};
    }

    // "N sectors + M bytes in" and "N bad sectors replaced by zeros"; false for other lines.
    bool readCountLine(int number, const QString &line)
    {
        if (const auto count
            = HashlogText::match(line, "^\\s+(\\d+) sectors(?: \\+ (\\d+) bytes)? in$");
            count.hasMatch()) {
            // The bytes read, when no device size was probed (files, patterns).
            const qint64 sectors = count.captured(1).toLongLong();
            const qint64 sector = sectorBytes.value_or(512);
            if (!runSized && sector > 0 && sectors < std::numeric_limits<qint64>::max() / sector)
                log.sizes.append({sectors * sector + count.captured(2).toLongLong(), {}, number});
            runSized = true;
            sizeAssumesSector |= !sectorBytes;
            return true;
        }
        const auto bad = HashlogText::match(line, "^\\s+(\\d+) bad sectors replaced by zeros$");
        if (bad.hasMatch() && bad.captured(1) != u"0")
            log.notes.append(QStringLiteral("line %1: dc3dd replaced %2 unreadable sectors by "
                                            "zeros; the hashes include the zeros")
                                 .arg(number)
                                 .arg(bad.captured(1)));
        return bad.hasMatch();
    }

    // Sector ranges become byte extents once the sector size is known.
    Result<void> finish()
    {
        if (log.digests.isEmpty())
            return text.error(0, HashlogText::tr("a dc3dd log without hashes (was it run with "
                                                 "hash=?)"));
        if (!sectorBytes && (!ranges.isEmpty() || sizeAssumesSector))
            log.notes.append(QStringLiteral("the log has no 'sector size:' line (dc3dd hlogs "
                                            "never have one): 512-byte sectors assumed"));
        const qint64 sector = sectorBytes.value_or(512);
        if (sector <= 0)
            return text.error(0, HashlogText::tr("the sector size is 0"));
        const qint64 maximumSector = std::numeric_limits<qint64>::max() / sector - 1;
        for (const SectorRange &range : std::as_const(ranges)) {
            LoggedDigest &digest = log.digests[range.digestIndex];
            if (range.lastSector > maximumSector)
                return text.error(digest.lineNumber,
                                  HashlogText::tr("the sector range is too large"));
            digest.extent = Extent{range.firstSector * sector,
                                   (range.lastSector - range.firstSector + 1) * sector};
        }
        labelRuns(log, runs);
        return {};
    }
};

} // namespace

bool looksLikeDc3ddLog(const HashlogText &text)
{
    static const QRegularExpression start(QStringLiteral("^dc3dd \\S+ started at "));
    for (const QString &line : text.firstLines(3)) {
        if (start.match(line).hasMatch() || line.startsWith(QLatin1String("input results for ")))
            return true;
    }
    return false;
}

Result<Hashlog> parseDc3ddLog(const HashlogText &text)
{
    Dc3ddReader reader(text);
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = text.line(number);
        if (line.trimmed().isEmpty() || reader.readSectionLine(number, line))
            continue;
        Result<void> read;
        if (reader.section == Section::Header) {
            read = reader.readHeaderLine(number, line);
        } else if (reader.section == Section::Input) {
            read = reader.readInputLine(number, line);
        } else if (line.contains(QLatin1String("[MISMATCH]"))) {
            reader.log.notes.append(QStringLiteral("line %1: dc3dd found an output that did not "
                                                   "match its input")
                                        .arg(number));
        }
        if (!read)
            return read.error();
    }
    if (const Result<void> finished = reader.finish(); !finished)
        return finished.error();
    return reader.log;
}

} // namespace Custody
