// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <chrono>
#include <optional>

namespace Custody::Cli {

// How far a command has got, for the program that started custody-cli (custody-cli queue, a
// lab's dashboard): when the environment names a pipe in CUSTODY_PROGRESS_FD, the command writes
// one JSON object per line to it (docs/FORMATS.md, "Progress channel"): at most one progress
// line a second, and the end. Anything else in that variable (not a number, not an open pipe or
// socket) is ignored, so that progress is never written into a file. Writes never wait: a line
// the reader has no room for is dropped, as the work must not wait for a display.
class ProgressChannel
{
public:
    struct Report
    {
        QString phase; // imaging, verifying, writing …: the command's own words
        qint64 bytesDone = 0;
        qint64 totalBytes = 0;
        double bytesPerSecond = 0;
        std::optional<std::chrono::seconds> remaining;
        qint64 badSectors = 0;
    };

    // The one channel of this process, taken from the environment the first time.
    static ProgressChannel &instance();
    bool isOpen() const { return m_descriptor >= 0; }

    // A progress line, unless one was written less than a second ago in the same phase.
    void report(const Report &report);
    // The last line: the outcome and verdict in the command's own words (an acquisition record's
    // result status and verdict, a verification's verdict, a wipe certificate's verdict), with
    // the final figures of the work (phase "ended"): a job shorter than a progress line's
    // second still has them.
    void end(const QString &outcome, const QString &verdict, qint64 bytesDone, qint64 totalBytes,
             qint64 badSectors);

private:
    ProgressChannel();
    void writeLine(const QByteArray &json);

    int m_descriptor = -1;
    QString m_lastPhase;
    std::chrono::steady_clock::time_point m_lastReport;
};

} // namespace Custody::Cli
