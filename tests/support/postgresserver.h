// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "testprocess.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace Custody::Test {

// A PostgreSQL server of the test's own: a cluster made by initdb in a temporary folder, listening
// only on a Unix socket in that folder, with one database (`custody`) and trust authentication for
// local logins. Run as the `postgres` system user when the test runs as root (PostgreSQL refuses
// to run as root). Stopped and removed when it goes out of scope.
class PostgresServer
{
public:
    PostgresServer();
    ~PostgresServer();
    PostgresServer(const PostgresServer &) = delete;
    PostgresServer &operator=(const PostgresServer &) = delete;

    // Where Debian puts the server's programs (/usr/lib/postgresql/VERSION/bin), newest first.
    static QString binDirectory();
    bool running() const { return m_running; }
    QByteArray problem() const { return m_problem; }

    bool start();
    bool stop();
    // Restarts the server listening on 127.0.0.1:`port` too, with TLS: a certificate for
    // "localhost" signed by a CA of the test's own, made with openssl (caFile() for sslrootcert).
    bool startWithTls(int port);
    QString caFile() const;
    // Logins over TCP must then give their password (scram-sha-256); the socket stays trusted.
    bool requirePasswordsOverTcp();
    // postgresql://USER@localhost:PORT/custody?sslmode=verify-full&sslrootcert=CA
    QString tlsUrl(const QString &rootCertificate,
                   const QString &user = QStringLiteral("postgres")) const;
    // postgresql:///custody?host=SOCKET_FOLDER&user=USER
    QString url(const QString &user = QStringLiteral("postgres")) const;
    // Runs SQL with psql as `user` (ON_ERROR_STOP): for a superuser's tampering, or a station's
    // attempts.
    ProcessResult psql(const QString &sql, const QString &user = QStringLiteral("postgres"),
                       const QString &database = QStringLiteral("custody")) const;

private:
    ProcessResult runAsServerUser(const QString &program, const QStringList &arguments) const;

    QTemporaryDir m_folder;
    QString m_data;
    QString m_options; // for the server beyond the socket folder
    int m_tlsPort = 0;
    bool m_running = false;
    QByteArray m_problem;
};

} // namespace Custody::Test
