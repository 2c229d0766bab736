// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace Custody {

// What an image name can be built from.
struct ImageNameFields
{
    QString caseNumber;
    QString evidenceNumber;
    QString serial;
    QString model;
    QString device; // the source's file name ("sdb", "evidence.img")
    QDate date;
};

// Image names from a pattern with tokens, as Guymager builds them from its %serial%-style
// fields: %case%, %evidence%, %serial%, %model%, %device%, %date% (yyyy-MM-dd). A value is made
// safe for a file name (anything but letters, digits, '.', '-' and '_' becomes '_'); separators
// left by an empty value are dropped. The default, %case%_%evidence%, names an image after its
// case and evidence numbers.
class ImageNameTemplate
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ImageNameTemplate)

public:
    static QString defaultPattern() { return QStringLiteral("%case%_%evidence%"); }
    // The name; the device name when the pattern leaves nothing (no case number typed yet).
    static QString expand(const QString &pattern, const ImageNameFields &fields);
    // The tokens and what they stand for, one per line, for a tooltip.
    static QString tokenHelp();
    // The evidence number of the next item of a case: the last number in it counted up with
    // its leading zeros kept ("E7" → "E8", "HD-009" → "HD-010"); unchanged without a number.
    static QString nextEvidenceNumber(const QString &last);
};

} // namespace Custody
