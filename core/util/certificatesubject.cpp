// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "util/certificatesubject.h"

#include <QStringList>

#include <optional>

#include <algorithm>

namespace Custody {

namespace {

int hexDigit(QChar c)
{
    if (c >= u'0' && c <= u'9')
        return c.unicode() - u'0';
    if (c >= u'a' && c <= u'f')
        return c.unicode() - u'a' + 10;
    if (c >= u'A' && c <= u'F')
        return c.unicode() - u'A' + 10;
    return -1;
}

// One value of the text from `at` to the next unescaped ',' or '+' (or the end), unescaped:
// "\," and the other specials stand for themselves, "\C3\BC" for the UTF-8 bytes of "ü".
// Leaves `at` on the separator; nullopt on a stray escape.
std::optional<QString> readValue(const QString &text, qsizetype &at)
{
    QByteArray utf8;
    for (; at < text.size(); ++at) {
        const QChar c = text[at];
        if (c == u',' || c == u'+')
            break;
        if (c != u'\\') {
            utf8 += QString(c).toUtf8();
            continue;
        }
        if (at + 1 >= text.size())
            return std::nullopt;
        const int high = hexDigit(text[at + 1]);
        const int low = at + 2 < text.size() ? hexDigit(text[at + 2]) : -1;
        if (high >= 0 && low >= 0) {
            utf8 += char(high * 16 + low);
            at += 2;
        } else {
            utf8 += QString(text[at + 1]).toUtf8();
            at += 1;
        }
    }
    return QString::fromUtf8(utf8).trimmed();
}

} // namespace

QList<SubjectAttribute> subjectAttributes(const QString &rfc2253)
{
    QList<SubjectAttribute> attributes;
    for (qsizetype at = 0; at < rfc2253.size(); ++at) {
        const qsizetype equals = rfc2253.indexOf(u'=', at);
        if (equals < 0)
            return {};
        const QString type = rfc2253.mid(at, equals - at).trimmed();
        if (type.isEmpty() || type.contains(u',') || type.contains(u'\\'))
            return {};
        at = equals + 1;
        const std::optional<QString> value = readValue(rfc2253, at);
        if (!value)
            return {};
        attributes.append({type, *value});
    }
    std::reverse(attributes.begin(), attributes.end());
    return attributes;
}

QString subjectValue(const QString &rfc2253, const QString &type)
{
    for (const SubjectAttribute &attribute : subjectAttributes(rfc2253)) {
        if (attribute.type.compare(type, Qt::CaseInsensitive) == 0)
            return attribute.value;
    }
    return {};
}

QString subjectForPeople(const QString &rfc2253)
{
    QList<SubjectAttribute> attributes = subjectAttributes(rfc2253);
    if (attributes.isEmpty())
        return rfc2253;
    std::stable_partition(
        attributes.begin(), attributes.end(),
        [](const SubjectAttribute &attribute) { return attribute.type == u"CN"; });
    QStringList parts;
    for (const SubjectAttribute &attribute : std::as_const(attributes))
        parts << attribute.type + u'=' + attribute.value;
    return parts.join(QStringLiteral(", "));
}

QString signerName(const QString &rfc2253)
{
    const QString name = subjectValue(rfc2253, QStringLiteral("CN"));
    const QString email = subjectValue(rfc2253, QStringLiteral("emailAddress"));
    if (!name.isEmpty() && !email.isEmpty())
        return QStringLiteral("%1 <%2>").arg(name, email);
    if (!name.isEmpty())
        return name;
    if (!email.isEmpty())
        return email;
    return subjectForPeople(rfc2253);
}

} // namespace Custody
