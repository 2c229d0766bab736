// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {

// Text from outside Custody (a path, an export's name or description, a drive's model, a case
// field, a certificate's subject) on its way to a terminal, a log or a listing. One rule for all
// of them: every character that could end the line, move the cursor, start a terminal escape
// sequence or reorder what is shown is written as an escape, so that the value stays on its line
// and no line can pass for another. Those characters are the C0 controls, DEL, the C1 controls
// (0x80-0x9f: 0x9b is CSI), the Unicode line and paragraph separators U+2028 and U+2029, and
// the bidirectional embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069. They are
// written as \n, \r, \t, or \xHH (\xHHHH for the Unicode ones); the record keeps the exact text.

// Whether `character` is one of those (a backslash is not).
bool isLineControl(QChar character);

// A value for a line appended to a text log and read back (detachedsignature.cpp,
// fromLogLine()): as above, and a backslash is doubled, so that the value reads back
// unambiguously.
QString oneLogLine(const QString &value);

// A value shown to a person on one line: a terminal (custody-cli's messages and listings) or a
// line of the text report and the acquisition log. As oneLogLine(), except that a backslash is
// kept as it is, so that a command line (already shell-quoted) and a path still read as typed:
// the text shown is unambiguous about where the line ends, not about every character (the JSON
// record holds the exact text).
QString oneShownLine(const QString &value);

// A value that may legitimately hold several lines (case notes, a description): each of its
// lines as oneShownLine(), joined by a line feed followed by `continuation`, which the caller
// chooses so that a continuation line can never pass for a line of its own (an indentation no
// other line of the text has, or a marker). A carriage return is escaped, not a line break.
QString shownLines(const QString &value, const QString &continuation);

} // namespace Custody
