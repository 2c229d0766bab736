// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

namespace Custody {

// A certificate's subject (or issuer) as Custody keeps it in logs, records and the case history:
// OpenSSL's RFC 2253 text, which names the attributes last to first
// ("emailAddress=jane@lab.example,O=Lab,CN=Jane Doe"). These functions read it back for people,
// whatever order it came in: a name shown in a dialog, a banner, a report or a verification is
// shown the same way everywhere.

struct SubjectAttribute
{
    QString type; // "CN", "O", "emailAddress", … (OpenSSL's short names)
    QString value;
};

// The attributes of an RFC 2253 text in the certificate's own order (the reverse of the text's),
// escapes undone (UTF-8 included). Text that is not RFC 2253 gives no attributes.
QList<SubjectAttribute> subjectAttributes(const QString &rfc2253);

// "CN=Jane Doe, O=Lab, emailAddress=jane@lab.example": the common name first, then the other
// attributes in the certificate's order. The text as it is when it cannot be read.
QString subjectForPeople(const QString &rfc2253);

// The first value of an attribute ("CN", "O", "emailAddress"); empty when there is none.
QString subjectValue(const QString &rfc2253, const QString &type);

// Whom a subject names, in a line: "Jane Doe <jane@lab.example>" (the common name and the e-mail
// address, either alone when the other is missing), else subjectForPeople().
QString signerName(const QString &rfc2253);

} // namespace Custody
