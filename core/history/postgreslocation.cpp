// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/postgreslocation.h"

#include <QCryptographicHash>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

Error locationError(const QString &url, const QString &detail)
{
    return Error::fromErrno(Error::Code::HistoryUnavailable, 0, url, -1, detail);
}

// A conninfo value in single quotes, backslash and quote escaped (libpq's PQconnectdb grammar).
QString quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
    return u"'"_s + escaped + u"'"_s;
}

} // namespace

bool PostgresLocation::isPostgresUrl(const QString &text)
{
    return text.startsWith("postgresql://"_L1) || text.startsWith("postgres://"_L1);
}

Result<PostgresLocation> PostgresLocation::parse(const QString &text)
{
    // Named in errors without anything that could be a secret.
    const QString named = u"postgresql://…"_s;
    if (!isPostgresUrl(text))
        return locationError(named, tr("not a PostgreSQL URL (postgresql://[user@]host[:port]/"
                                       "database)"));
    const QString secretHere
        = tr("a password in the URL would be on the command line and in the record: keep it in "
             "~/.pgpass (or PGPASSFILE), a service file or PGPASSWORD, and give the URL without "
             "it");
    // Secrets first, before anything else could quote the URL back.
    const QUrl tolerant(text, QUrl::TolerantMode);
    if (!tolerant.password().isEmpty())
        return locationError(named, secretHere);
    for (const auto &[key, value] : QUrlQuery(tolerant).queryItems(QUrl::FullyDecoded)) {
        Q_UNUSED(value)
        if (key == "password"_L1 || key == "sslpassword"_L1)
            return locationError(named, secretHere);
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return locationError(named, tr("not a valid URL: check its spelling "
                                       "(postgresql://[user@]host[:port]/database[?key=value])"));
    PostgresLocation location;
    location.host = url.host();
    location.port = url.port(-1);
    location.user = url.userName(QUrl::FullyDecoded);
    location.database = url.path(QUrl::FullyDecoded).mid(1);
    if (location.database.isEmpty() || location.database.contains(u'/'))
        return locationError(named, tr("give the database after the host: "
                                       "postgresql://[user@]host[:port]/database"));
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key.isEmpty() || !std::all_of(key.cbegin(), key.cend(), [](QChar c) {
                return (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'_';
            }))
            return locationError(named, tr("'%1' is not a libpq connection parameter").arg(key));
        if (value.contains(u';')) // Qt's driver separates the parameters by ';'
            return locationError(named, tr("the value of %1 holds a ';', which Qt's PostgreSQL "
                                           "driver cannot pass on: use a service file")
                                            .arg(key));
        location.parameters.append({key, value});
    }
    return location;
}

QString PostgresLocation::displayUrl() const
{
    // By hand: QUrl drops the "//" of an empty host, which libpq needs.
    const auto encoded = [](const QString &part, const QByteArray &keep = {}) {
        return QString::fromLatin1(QUrl::toPercentEncoding(part, keep));
    };
    QString url = u"postgresql://"_s;
    if (!user.isEmpty())
        url += encoded(user) + u'@';
    url += host.contains(u':') ? u'[' + host + u']' : encoded(host);
    if (port >= 0)
        url += u':' + QString::number(port);
    url += u'/' + encoded(database);
    QStringList query;
    for (const auto &[key, value] : parameters)
        query.append(key + u'=' + encoded(value, "/"));
    if (!query.isEmpty())
        url += u'?' + query.join(u'&');
    return url;
}

QString PostgresLocation::connectOptions() const
{
    QStringList options;
    for (const auto &[key, value] : parameters)
        options.append(key + u"="_s + quoted(value));
    // An application name the server's logs and pg_stat_activity show; a server that does not
    // answer is given up on soon (the event then waits in the spool), unless the URL says.
    options.append(u"application_name='custody'"_s);
    if (std::none_of(parameters.cbegin(), parameters.cend(),
                     [](const auto &parameter) { return parameter.first == "connect_timeout"_L1; }))
        options.append(u"connect_timeout='10'"_s);
    return options.join(u';');
}

QString PostgresLocation::spoolKey() const
{
    // The same database however the URL orders its parameters.
    PostgresLocation sorted = *this;
    std::sort(sorted.parameters.begin(), sorted.parameters.end());
    return QString::fromLatin1(
        QCryptographicHash::hash(sorted.displayUrl().toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(16));
}

} // namespace Custody
