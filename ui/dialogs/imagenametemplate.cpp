// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/imagenametemplate.h"

#include <QRegularExpression>

namespace Custody {

namespace {

QString safeForFileName(const QString &value)
{
    QString safe;
    for (const QChar character : value.trimmed()) {
        const bool kept = (character.isLetterOrNumber() && character.unicode() < 128)
                          || character == u'.' || character == u'-' || character == u'_';
        safe += kept ? character : QChar(u'_');
    }
    return safe;
}

} // namespace

QString ImageNameTemplate::expand(const QString &pattern, const ImageNameFields &fields)
{
    const std::pair<const char16_t *, QString> tokens[] = {
        {u"%case%", fields.caseNumber},
        {u"%evidence%", fields.evidenceNumber},
        {u"%serial%", fields.serial},
        {u"%model%", fields.model},
        {u"%device%", fields.device},
        {u"%date%", fields.date.isValid() ? fields.date.toString(Qt::ISODate) : QString()},
    };
    QString name = pattern;
    for (const auto &[token, value] : tokens)
        name.replace(QString::fromUtf16(token), safeForFileName(value), Qt::CaseInsensitive);
    // "2026-114_" while the evidence number is still empty: no separator left dangling.
    static const QRegularExpression repeated(QStringLiteral("_{2,}"));
    name.replace(repeated, QStringLiteral("_"));
    while (name.startsWith(u'_') || name.startsWith(u'.'))
        name.remove(0, 1);
    while (name.endsWith(u'_'))
        name.chop(1);
    name.replace(u'/', u'_');
    return name.isEmpty() ? safeForFileName(fields.device) : name;
}

QString ImageNameTemplate::tokenHelp()
{
    return tr("%case%: the case number\n%evidence%: the evidence number\n%serial%: the drive's "
              "serial number\n%model%: the drive's model\n%device%: the device or file name\n"
              "%date%: the date of the acquisition (year-month-day)");
}

QString ImageNameTemplate::nextEvidenceNumber(const QString &last)
{
    static const QRegularExpression number(QStringLiteral("(\\d+)(\\D*)$"));
    const QRegularExpressionMatch match = number.match(last);
    if (!match.hasMatch())
        return last;
    const QString digits = match.captured(1);
    bool ok = false;
    const qulonglong value = digits.toULongLong(&ok);
    if (!ok)
        return last;
    const QString next = QString::number(value + 1).rightJustified(digits.size(), u'0');
    return last.left(match.capturedStart(1)) + next + match.captured(2);
}

} // namespace Custody
