// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/dcflddlogparser.h"

#include <QRegularExpression>

namespace Custody {

namespace {

const char *const windowPattern = "^(\\d+) - (\\d+): (\\S+)$";
const char *const totalPattern = "^Total \\(([A-Za-z0-9-]+)\\): (\\S+)$";

// dcfldd's progress goes to stderr too: "\r256 blocks (8Mb) written." (with sizeprobe=,
// "\r[16% of 50Mb] 256 blocks (8Mb) written. 00:00:00 remaining.") and no line end, so in a
// captured stderr it stands in front of the next window line, or alone.
QString withoutProgress(const QString &line)
{
    static const QRegularExpression progress(
        QStringLiteral("^(?:(?:\\[\\d+% of \\d+Mb\\] )?\\d+ blocks \\([^)]*\\) written\\."
                       "(?: [\\d:]+ remaining\\.)? *)+"));
    return QString(line).remove(progress).trimmed();
}

QString algorithmOfLength(qsizetype hexDigits, const QStringList &candidates)
{
    for (const QString &name : candidates) {
        if (2 * digestBytesOf(name) == hexDigits)
            return name;
    }
    return {};
}

// Window lines do not name their algorithm: the digest's length does, among the log's Total
// algorithms (or all of dcfldd's when the Total lines are missing). The end of the last window
// is the number of bytes dcfldd hashed.
Result<void> nameWindowAlgorithms(const HashlogText &text, const QList<qsizetype> &windows,
                                  const QStringList &totals, Hashlog &log)
{
    const QStringList candidates
        = totals.isEmpty()
              ? QStringList{QStringLiteral("md5"), QStringLiteral("sha1"), QStringLiteral("sha256"),
                            QStringLiteral("sha384"), QStringLiteral("sha512")}
              : totals;
    if (!windows.isEmpty() && totals.isEmpty())
        log.notes.append(QStringLiteral("no Total lines: the algorithm of each window is taken "
                                        "from the length of its digest"));
    qint64 hashedBytes = 0;
    int lastWindowLine = 0;
    for (qsizetype index : windows) {
        LoggedDigest &digest = log.digests[index];
        digest.algorithmName = algorithmOfLength(digest.hex.size(), candidates);
        if (digest.algorithmName.isEmpty())
            return text.error(digest.lineNumber,
                              HashlogText::tr("a window digest of %1 hex digits, which is the "
                                              "length of none of the log's algorithms (%2)")
                                  .arg(digest.hex.size())
                                  .arg(candidates.join(QStringLiteral(", "))));
        const Result<QString> hex
            = text.digest(digest.lineNumber, digest.algorithmName, digest.hex);
        if (!hex)
            return hex.error();
        digest.hex = *hex;
        if (digest.extent->end() >= hashedBytes) {
            hashedBytes = digest.extent->end();
            lastWindowLine = digest.lineNumber;
        }
    }
    if (lastWindowLine > 0)
        log.sizes.append({hashedBytes, {}, lastWindowLine});
    return {};
}

} // namespace

bool looksLikeDcflddLog(const HashlogText &text)
{
    for (const QString &line : text.firstLines(8)) {
        const QString content = withoutProgress(line);
        if (content.isEmpty())
            continue;
        return HashlogText::match(content, windowPattern).hasMatch()
               || HashlogText::match(content, totalPattern).hasMatch()
               || HashlogText::match(content, "^Total: (Match|Mismatch)$").hasMatch();
    }
    return false;
}

Result<Hashlog> parseDcflddLog(const HashlogText &text)
{
    Hashlog log;
    log.path = text.path();
    log.format = HashlogFormat::Dcfldd;
    log.notes = text.notes();
    QList<qsizetype> windows; // indexes into log.digests, algorithm still unknown
    QStringList totals;
    for (int number = 1; number <= text.lineCount(); ++number) {
        const QString line = withoutProgress(text.line(number));
        if (line.isEmpty() || HashlogText::match(line, "^\\d+\\+\\d+ records (in|out)$").hasMatch())
            continue;
        if (HashlogText::match(line, "^(\\d+ - \\d+|Total): (Match|Mismatch)$").hasMatch())
            return text.error(number, HashlogText::tr("this is a dcfldd verify log: it holds "
                                                      "match results, not hashes. Verify against "
                                                      "the hashlog of the acquisition"));
        if (const QRegularExpressionMatch total = HashlogText::match(line, totalPattern);
            total.hasMatch()) {
            const QString algorithm = canonicalAlgorithmName(total.captured(1));
            const Result<QString> hex = text.digest(number, algorithm, total.captured(2));
            if (!hex)
                return hex.error();
            log.digests.append({algorithm, *hex, {}, DigestScope::Whole, {}, number});
            totals.append(algorithm);
            continue;
        }
        const QRegularExpressionMatch window = HashlogText::match(line, windowPattern);
        if (!window.hasMatch())
            return text.error(number, HashlogText::tr("not a dcfldd hashlog line: expected "
                                                      "'<start> - <end>: <hex>' or "
                                                      "'Total (<algorithm>): <hex>'"));
        bool startOk = false;
        bool endOk = false;
        const qint64 start = window.captured(1).toLongLong(&startOk);
        const qint64 end = window.captured(2).toLongLong(&endOk);
        if (!startOk || !endOk || end <= start)
            return text.error(number, HashlogText::tr("the window %1 - %2 is not a byte range")
                                          .arg(window.captured(1), window.captured(2)));
        windows.append(log.digests.size());
        log.digests.append({QString(),
                            window.captured(3),
                            {},
                            DigestScope::Window,
                            Extent{start, end - start},
                            number});
    }
    if (log.digests.isEmpty())
        return text.error(0, HashlogText::tr("a dcfldd log without hashes (was it run with "
                                             "hash=?)"));
    if (const Result<void> named = nameWindowAlgorithms(text, windows, totals, log); !named)
        return named.error();
    return log;
}

} // namespace Custody
