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

void finishRun(const Run &run, Hashlog &log, QList<int> &runFirstLines)
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
    Hashlog log;
    log.path = text.path();
    log.format = HashlogFormat::Ewf;
    log.notes = text.notes();
    QList<int> runFirstLines;
    Run run;
    bool inDigestSection = false;
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = text.line(number).trimmed();
        if (line.isEmpty())
            continue;
        if (HashlogText::match(line, headerPattern).hasMatch()) {
            finishRun(run, log, runFirstLines);
            run = Run{number, {}, {}, {}};
            inDigestSection = false;
            continue;
        }
        if (line == u"Digest hash information") {
            inDigestSection = true;
            continue;
        }
        QString algorithm;
        QString value;
        bool isStored = false;
        if (const QRegularExpressionMatch digest = HashlogText::match(line, digestPattern);
            digest.hasMatch()) {
            algorithm = canonicalAlgorithmName(digest.captured(1));
            isStored = digest.captured(2).startsWith(u's');
            value = digest.captured(3);
        } else if (const QRegularExpressionMatch info
                   = HashlogText::match(line, "^(MD5|SHA1|SHA256):\\s*(.*)$");
                   inDigestSection && info.hasMatch()) {
            algorithm = canonicalAlgorithmName(info.captured(1));
            isStored = true;
            value = info.captured(2);
        } else if (const QRegularExpressionMatch size
                   = HashlogText::match(line, "^(?:Media size|Read):.*\\((\\d+) bytes\\)");
                   size.hasMatch()) {
            run.size = LoggedSize{size.captured(1).toLongLong(), {}, number};
            continue;
        } else if (const QRegularExpressionMatch status
                   = HashlogText::match(line, "^(ewf\\w+): (SUCCESS|FAILURE)$");
                   status.hasMatch()) {
            if (status.captured(2) == u"FAILURE")
                log.notes.append(QStringLiteral("line %1: %2 reported FAILURE (its own checks of "
                                                "the EWF file failed; Custody compares the "
                                                "digests only)")
                                     .arg(number)
                                     .arg(status.captured(1)));
            continue;
        } else {
            continue; // case data, media information, timings
        }
        if (value == u"N/A")
            continue;
        const Result<QString> hex = text.digest(number, algorithm, value);
        if (!hex)
            return hex.error();
        QMap<QString, Found> &found = isStored ? run.stored : run.calculated;
        if (found.contains(algorithm)) {
            // A log that ewfacquire -l appended to: no header line between the runs.
            finishRun(run, log, runFirstLines);
            run = Run{number, {}, {}, {}};
        }
        if (run.firstLine == 0)
            run.firstLine = number;
        (isStored ? run.stored : run.calculated).insert(algorithm, {*hex, number});
    }
    finishRun(run, log, runFirstLines);
    if (log.digests.isEmpty())
        return text.error(0, HashlogText::tr("no digest in the output of the libewf tool"));
    labelRuns(log, runFirstLines);
    return log;
}

} // namespace Custody
