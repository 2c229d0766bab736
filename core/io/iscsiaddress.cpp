// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/iscsisource.h"

#include "util/invalidargument.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace Custody {

namespace {

constexpr QLatin1StringView Scheme{"iscsi://"};

// The URI is not repeated: a mistyped one may hold a secret where Custody did not look for it.
Error badUri(const QString &why)
{
    return invalidArgument(IscsiSource::tr("the iSCSI URI is not one Custody can use: %1. Write "
                                           "iscsi://[USER@]HOST[:PORT]/TARGET-IQN/LUN")
                               .arg(why));
}

// A number of decimal digits only (no sign, no spaces) from `minimum` to `maximum`.
std::optional<int> wholeNumber(const QString &text, int minimum, int maximum)
{
    if (text.isEmpty() || text.size() > 9 || !std::all_of(text.cbegin(), text.cend(), [](QChar c) {
            return c.isDigit() && c < u'\x80';
        }))
        return std::nullopt;
    const int value = text.toInt();
    return value >= minimum && value <= maximum ? std::optional(value) : std::nullopt;
}

} // namespace

bool IscsiSource::isIscsiUri(const QString &text)
{
    return text.startsWith(Scheme, Qt::CaseInsensitive);
}

QString IscsiAddress::portal() const
{
    const QString shownHost = host.contains(QLatin1Char(':')) ? u'[' + host + u']' : host;
    return shownHost + QLatin1Char(':') + QString::number(port);
}

QString IscsiAddress::uri() const
{
    QString text = Scheme + (user.isEmpty() ? QString() : user + QLatin1Char('@')) + portal();
    if (!target.isEmpty())
        text += QLatin1Char('/') + target;
    if (lun >= 0)
        text += QLatin1Char('/') + QString::number(lun);
    return text;
}

Result<IscsiAddress> IscsiAddress::parse(const QString &uri, bool needsLun)
{
    if (!IscsiSource::isIscsiUri(uri))
        return badUri(IscsiSource::tr("it does not start with iscsi://"));
    // libiscsi's USER%PASSWORD@ and ?target_password=… forms: a secret on the command line is in
    // the shell's history, in `ps` and in the record. An IQN holds neither character.
    if (uri.contains(QLatin1Char('%')) || uri.contains(QLatin1Char('?')))
        return badUri(
            IscsiSource::tr("it holds %1, where libiscsi takes a password; give the "
                            "CHAP secret in a file (--chap-file), never on the "
                            "command line")
                .arg(uri.contains(QLatin1Char('%')) ? QStringLiteral("%") : QStringLiteral("?")));
    IscsiAddress address;
    const QString rest = uri.mid(Scheme.size());
    const qsizetype slash = rest.indexOf(QLatin1Char('/'));
    QString authority = slash < 0 ? rest : rest.left(slash);
    const QString path = slash < 0 ? QString() : rest.mid(slash + 1);
    if (const qsizetype at = authority.lastIndexOf(QLatin1Char('@')); at >= 0) {
        address.user = authority.left(at);
        authority = authority.mid(at + 1);
        // libiscsi's USER%PASSWORD: a secret on the command line is in the shell's history, in
        // `ps` and in the record.
        if (address.user.contains(QLatin1Char('%')) || address.user.contains(QLatin1Char(':')))
            return badUri(IscsiSource::tr("it holds a password; give the CHAP secret in a file "
                                          "(--chap-file), never on the command line"));
        if (address.user.isEmpty())
            return badUri(IscsiSource::tr("the user before @ is empty"));
    }
    QString portText;
    if (authority.startsWith(QLatin1Char('['))) { // [IPv6]:port
        const qsizetype close = authority.indexOf(QLatin1Char(']'));
        if (close < 0)
            return badUri(IscsiSource::tr("an IPv6 address without its closing ]"));
        address.host = authority.mid(1, close - 1);
        const QString after = authority.mid(close + 1);
        if (!after.isEmpty() && !after.startsWith(QLatin1Char(':')))
            return badUri(IscsiSource::tr("text after the IPv6 address"));
        portText = after.mid(1);
    } else {
        const qsizetype colon = authority.indexOf(QLatin1Char(':'));
        address.host = colon < 0 ? authority : authority.left(colon);
        portText = colon < 0 ? QString() : authority.mid(colon + 1);
    }
    if (address.host.isEmpty())
        return badUri(IscsiSource::tr("no host"));
    const bool portGiven = authority.startsWith(QLatin1Char('['))
                               ? authority.mid(authority.indexOf(QLatin1Char(']')) + 1).size() > 0
                               : authority.contains(QLatin1Char(':'));
    if (portGiven) {
        const std::optional<int> port = wholeNumber(portText, 1, 65535);
        if (!port)
            return badUri(
                IscsiSource::tr("the port \"%1\" is not a number from 1 to 65535").arg(portText));
        address.port = *port;
    }
    // TARGET-IQN/LUN: an IQN holds no "/", so the LUN is what follows the last one.
    const qsizetype lunSlash = path.lastIndexOf(QLatin1Char('/'));
    address.target = lunSlash < 0 ? path : path.left(lunSlash);
    if (lunSlash >= 0) {
        const std::optional<int> lun = wholeNumber(path.mid(lunSlash + 1), 0, 16383);
        if (!lun)
            return badUri(IscsiSource::tr("the LUN \"%1\" is not a number from 0 to 16383")
                              .arg(path.mid(lunSlash + 1)));
        address.lun = *lun;
    }
    if (address.target.contains(QLatin1Char('/')))
        return badUri(IscsiSource::tr("the target name \"%1\" holds /").arg(address.target));
    if (needsLun && (address.target.isEmpty() || address.lun < 0))
        return badUri(IscsiSource::tr("it names no target and LUN"));
    return address;
}

bool IscsiIdentity::sameLunAs(const IscsiIdentity &other) const
{
    return sizeBytes == other.sizeBytes && logicalSectorBytes == other.logicalSectorBytes
           && physicalSectorBytes == other.physicalSectorBytes && vendor == other.vendor
           && product == other.product && serial == other.serial && designators == other.designators
           && writeProtected == other.writeProtected;
}

} // namespace Custody
