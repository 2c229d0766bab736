// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/ewflogparser.h"

#include <QMap>

namespace Custody {

namespace {

const char *const headerPattern = "^(ewfacquire|ewfacquirestream|ewfverify|ewfinfo|ewfexport) "
                                  "\\d{8}$";
const char *const digestPattern = "^(MD5|SHA1|SHA256) hash (stored in file|calculated over "
                                  "data):\\s*(.*)$";

struct Found
{
    QString hex;
    int lineNumber = 0;
};

// The digests of one run of a tool, by algorithm.
struct Run
{
    int firstLine = 0;
    QMap<QString, Found> stored;
    QMap<QString, Found> calculated;
    std::optional<LoggedSize> size;
};

void appendRun(const Run &run, Hashlog &log, QList<int> &runFirstLines)
{
    if (run.stored.isEmpty() && run.calculated.isEmpty())
        return;
    runFirstLines.append(run.firstLine);
    QStringList algorithms = run.stored.keys() + run.calculated.keys();
    algorithms.removeDuplicates();
    for (const QString &algorithm : std::as_const(algorithms)) {
        const std::optional<Found> stored
            = run.stored.contains(algorithm) ? std::optional(run.stored[algorithm]) : std::nullopt;
        const std::optional<Found> calculated = run.calculated.contains(algorithm)
                                                    ? std::optional(run.calculated[algorithm])
                                                    : std::nullopt;
        const Found &reference = stored ? *stored : *calculated;
        if (stored && calculated && stored->hex != calculated->hex)
            log.notes.append(QStringLiteral("line %1: the %2 stored in the EWF file differs from "
                                            "the one calculated over its data (line %3); the "
                                            "stored one, the acquisition's, is used")
                                 .arg(stored->lineNumber)
                                 .arg(algorithmDisplayName(algorithm))
                                 .arg(calculated->lineNumber));
        log.digests.append(
            {algorithm, reference.hex, {}, DigestScope::Whole, {}, reference.lineNumber});
    }
    if (run.size)
        log.sizes.append(*run.size);
}

enum class Source { Stored, Calculated };

// Reads the lines of the tools' output into runs, and the runs into `log`.
struct EwfReader
{
    explicit EwfReader(const HashlogText &source)
        : text(source)
        , log{source.path(), HashlogFormat::Ewf, {}, {}, source.notes(), {}}
    {}

    const HashlogText &text;
    Hashlog log;
    QList<int> runFirstLines;
    Run run;
    bool inDigestSection = false;
    QString errorHeading; // "Errors reading device", until its total number

    void startRun(int number)
    {
        finishRun();
        run = Run{number, {}, {}, {}};
        inDigestSection = false;
    }

    void finishRun() { appendRun(run, log, runFirstLines); }

    Result<void> readDigest(int number, const QString &name, const QString &value, Source source)
    {
        if (value == u"N/A")
            return {};
        const QString algorithm = canonicalAlgorithmName(name);
        const Result<QString> hex = text.digest(number, algorithm, value);
        if (!hex)
            return hex.error();
        QMap<QString, Found> &found = source == Source::Stored ? run.stored : run.calculated;
        if (found.contains(algorithm))
            startRun(number); // a log ewfacquire -l appended to: no header between the runs
        if (run.firstLine == 0)
            run.firstLine = number;
        (source == Source::Stored ? run.stored : run.calculated).insert(algorithm, {*hex, number});
        return {};
    }

    // Sizes, the tools' verdicts and error counts; case data, media information and timings
    // are skipped.
    void readOtherLine(int number, const QString &line)
    {
        if (const QRegularExpressionMatch size
            = HashlogText::match(line, "^(?:Media size|Read):.*\\((\\d+) bytes\\)");
            size.hasMatch()) {
            run.size = LoggedSize{size.captured(1).toLongLong(), {}, number};
        } else if (const QRegularExpressionMatch status
                   = HashlogText::match(line, "^(ewf\\w+): (SUCCESS|FAILURE)$");
                   status.hasMatch() && status.captured(2) == u"FAILURE") {
            log.notes.append(QStringLiteral("line %1: %2 reported FAILURE (its own checks of the "
                                            "EWF file failed; Custody compares the digests "
                                            "only)")
                                 .arg(number)
                                 .arg(status.captured(1)));
        } else if (line == u"Errors reading device:" || line == u"Sector validation errors:") {
            errorHeading = line.chopped(1);
        } else if (const QRegularExpressionMatch count
                   = HashlogText::match(line, "^total number: (\\d+)$");
                   count.hasMatch() && !errorHeading.isEmpty()) {
            log.notes.append(
                QStringLiteral("line %1: %2: %3").arg(number).arg(errorHeading, count.captured(1)));
            errorHeading.clear();
        }
    }
};

} // namespace

bool looksLikeEwfLog(const HashlogText &text)
{
    for (const QString &line : text.firstLines(3)) {
        if (HashlogText::match(line, headerPattern).hasMatch()
            || HashlogText::match(line, digestPattern).hasMatch()
            || line == u"Errors reading device:")
            return true;
    }
    return false;
}

Result<Hashlog> parseEwfLog(const HashlogText &text)
{
    EwfReader reader(text);
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = text.line(number).trimmed();
        if (line.isEmpty())
            continue;
        if (HashlogText::match(line, headerPattern).hasMatch()) {
            reader.startRun(number);
            continue;
        }
        if (line == u"Digest hash information") {
            reader.inDigestSection = true;
            continue;
        }
        const QRegularExpressionMatch digest = HashlogText::match(line, digestPattern);
        const QRegularExpressionMatch info
            = HashlogText::match(line, "^(MD5|SHA1|SHA256):\\s*(.*)$");
        Result<void> read;
        if (digest.hasMatch())
            read = reader.readDigest(number, digest.captured(1), digest.captured(3),
                                     digest.captured(2).startsWith(u's') ? Source::Stored
                                                                         : Source::Calculated);
        else if (reader.inDigestSection && info.hasMatch()) // ewfinfo: what the E01 stores
            read = reader.readDigest(number, info.captured(1), info.captured(2), Source::Stored);
        else
            reader.readOtherLine(number, line);
        if (!read)
            return read.error();
    }
    reader.finishRun();
    if (reader.log.digests.isEmpty())
        return text.error(0, HashlogText::tr("no digest in the output of the libewf tool"));
    labelRuns(reader.log, reader.runFirstLines);
    return reader.log;
}

} // namespace Custody
