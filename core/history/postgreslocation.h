// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QCoreApplication>
#include <QString>

namespace Custody {

// A lab's case history on a PostgreSQL server, named as libpq names one
// (postgresql://[user@]host[:port]/database[?parameter=value&…]; the host may be left out for the
// local Unix socket, or given as ?host=/folder/of/the/socket). Credentials are never part of it:
// a password in the URL (user:password@ or ?password=) is refused, and libpq finds one where
// PostgreSQL users keep it (~/.pgpass or PGPASSFILE, a service file with ?service=, PGPASSWORD).
// Every other parameter (sslmode, sslrootcert, connect_timeout, …) is handed to libpq as it is.
struct PostgresLocation
{
    Q_DECLARE_TR_FUNCTIONS(Custody::PostgresLocation)

public:
    QString host; // empty: libpq's default (the local socket, or ?host=)
    int port = -1;
    QString database;
    QString user;
    QList<std::pair<QString, QString>> parameters; // in the order given

    static bool isPostgresUrl(const QString &text); // postgresql:// or postgres://
    static Result<PostgresLocation> parse(const QString &url);

    // The URL as given, without anything that could be a secret: what logs and records show.
    QString displayUrl() const;
    // libpq's conninfo parameters for QPSQL's connect options ("key='value';…").
    QString connectOptions() const;
    // An identity of the database for the local spool's name: the same URL gives the same spool.
    QString spoolKey() const;
};

} // namespace Custody
