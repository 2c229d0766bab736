// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "postgresserver.h"

#include <QDir>
#include <QFile>
#include <QUrl>
#include <QUrlQuery>

#include <pwd.h>
#include <unistd.h>

namespace Custody::Test {

namespace {

bool isRoot()
{
    return ::geteuid() == 0;
}

} // namespace

QString PostgresServer::binDirectory()
{
    QDir versions(QStringLiteral("/usr/lib/postgresql"));
    QStringList names = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
    for (const QString &name : std::as_const(names)) {
        const QString bin = versions.filePath(name + QStringLiteral("/bin"));
        if (QFileInfo::exists(bin + QStringLiteral("/initdb")))
            return bin;
    }
    return {};
}

PostgresServer::PostgresServer()
    : m_folder(QDir::tempPath() + QStringLiteral("/custody-pg-XXXXXX"))
{
    m_data = m_folder.path() + QStringLiteral("/data");
    const QString bin = binDirectory();
    if (bin.isEmpty()) {
        m_problem = "no PostgreSQL server in /usr/lib/postgresql (Debian: postgresql)";
        return;
    }
    if (isRoot()) { // the folder is the server user's: its data and its socket
        const struct passwd *user = ::getpwnam("postgres");
        if (!user) {
            m_problem = "no postgres system user (Debian's postgresql package makes it)";
            return;
        }
        if (::chown(m_folder.path().toLocal8Bit().constData(), user->pw_uid, user->pw_gid) != 0) {
            m_problem = "cannot give the test's folder to the postgres user";
            return;
        }
    }
    const ProcessResult made = runAsServerUser(
        bin + QStringLiteral("/initdb"),
        {QStringLiteral("-D"), m_data, QStringLiteral("-U"), QStringLiteral("postgres"),
         QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"),
         QStringLiteral("UTF8"), QStringLiteral("--locale=C"), QStringLiteral("--no-sync")});
    if (made.exitCode != 0) {
        m_problem = "initdb: " + made.describe();
        return;
    }
    if (!start())
        return;
    const ProcessResult created
        = runAsServerUser(bin + QStringLiteral("/createdb"),
                          {QStringLiteral("-h"), m_folder.path(), QStringLiteral("-U"),
                           QStringLiteral("postgres"), QStringLiteral("custody")});
    if (created.exitCode != 0)
        m_problem = "createdb: " + created.describe();
}

PostgresServer::~PostgresServer()
{
    stop();
}

ProcessResult PostgresServer::runAsServerUser(const QString &program,
                                              const QStringList &arguments) const
{
    if (!isRoot())
        return runProcess(program, arguments, m_folder.path());
    return runProcess(
        QStringLiteral("runuser"),
        QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), program}
            + arguments,
        m_folder.path());
}

bool PostgresServer::start()
{
    if (m_running)
        return true;
    // fsync off: a test's server, not a lab's; the socket only in the test's folder.
    const ProcessResult started = runAsServerUser(
        binDirectory() + QStringLiteral("/pg_ctl"),
        {QStringLiteral("-D"), m_data, QStringLiteral("-w"), QStringLiteral("-l"),
         m_folder.path() + QStringLiteral("/server.log"), QStringLiteral("-o"),
         QStringLiteral("-k %1 -c fsync=off %2")
             .arg(m_folder.path(),
                  m_options.isEmpty() ? QStringLiteral("-c listen_addresses=''") : m_options),
         QStringLiteral("start")});
    m_running = started.exitCode == 0;
    if (!m_running)
        m_problem = "pg_ctl start: " + started.describe();
    return m_running;
}

bool PostgresServer::stop()
{
    if (!m_running)
        return true;
    const ProcessResult stopped
        = runAsServerUser(binDirectory() + QStringLiteral("/pg_ctl"),
                          {QStringLiteral("-D"), m_data, QStringLiteral("-w"), QStringLiteral("-m"),
                           QStringLiteral("fast"), QStringLiteral("stop")});
    m_running = stopped.exitCode != 0;
    return !m_running;
}

QString PostgresServer::caFile() const
{
    return m_folder.path() + QStringLiteral("/ca.crt");
}

bool PostgresServer::startWithTls(int port)
{
    const QString folder = m_folder.path();
    const auto openssl = [this](const QStringList &arguments) {
        const ProcessResult made
            = runProcess(QStringLiteral("openssl"), arguments, m_folder.path());
        if (made.exitCode != 0)
            m_problem = "openssl: " + made.describe();
        return made.exitCode == 0;
    };
    const QString subject = QStringLiteral("/CN=localhost");
    if (!openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                  QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                  QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=Test lab CA"),
                  QStringLiteral("-keyout"), folder + QStringLiteral("/ca.key"),
                  QStringLiteral("-out"), caFile()})
        || !openssl({QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                     QStringLiteral("-nodes"), QStringLiteral("-subj"), subject,
                     QStringLiteral("-keyout"), folder + QStringLiteral("/server.key"),
                     QStringLiteral("-out"), folder + QStringLiteral("/server.csr")})
        || !openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                     folder + QStringLiteral("/server.csr"), QStringLiteral("-CA"), caFile(),
                     QStringLiteral("-CAkey"), folder + QStringLiteral("/ca.key"),
                     QStringLiteral("-CAcreateserial"), QStringLiteral("-days"),
                     QStringLiteral("2"), QStringLiteral("-out"),
                     folder + QStringLiteral("/server.crt")}))
        return false;
    // The server reads its key only when the server's user alone may.
    if (isRoot()) {
        const struct passwd *user = ::getpwnam("postgres");
        for (const char *name : {"/server.key", "/server.crt"}) {
            const QByteArray path = (folder + QLatin1String(name)).toLocal8Bit();
            if (!user || ::chown(path.constData(), user->pw_uid, user->pw_gid) != 0)
                return false;
        }
    }
    QFile::setPermissions(folder + QStringLiteral("/server.key"),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    stop();
    m_tlsPort = port;
    m_options
        = QStringLiteral("-c listen_addresses=127.0.0.1 -p %1 -c ssl=on -c ssl_cert_file=%2 "
                         "-c ssl_key_file=%3")
              .arg(port)
              .arg(folder + QStringLiteral("/server.crt"), folder + QStringLiteral("/server.key"));
    return start();
}

bool PostgresServer::requirePasswordsOverTcp()
{
    QFile rules(m_data + QStringLiteral("/pg_hba.conf")); // rewritten in place: still the server's
    if (!rules.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || rules.write("local all all trust\n"
                       "host all all 127.0.0.1/32 scram-sha-256\n"
                       "host all all ::1/128 scram-sha-256\n")
               < 0) {
        m_problem = "cannot rewrite pg_hba.conf: " + rules.errorString().toUtf8();
        return false;
    }
    rules.close();
    // A restart rather than a reload: the rules hold once it returns, not a moment later.
    return stop() && start();
}

QString PostgresServer::tlsUrl(const QString &rootCertificate, const QString &user) const
{
    return QStringLiteral("postgresql://%1@localhost:%2/custody?sslmode=verify-full&"
                          "sslrootcert=%3")
        .arg(user)
        .arg(m_tlsPort)
        .arg(rootCertificate);
}

QString PostgresServer::url(const QString &user) const
{
    QUrl url(QStringLiteral("postgresql:///custody"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("host"), m_folder.path());
    query.addQueryItem(QStringLiteral("user"), user);
    if (m_tlsPort != 0) // the socket is named by the port
        query.addQueryItem(QStringLiteral("port"), QString::number(m_tlsPort));
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

ProcessResult PostgresServer::psql(const QString &sql, const QString &user,
                                   const QString &database) const
{
    return runProcess(binDirectory() + QStringLiteral("/psql"),
                      {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-v"),
                       QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), m_folder.path(),
                       QStringLiteral("-p"), QString::number(m_tlsPort != 0 ? m_tlsPort : 5432),
                       QStringLiteral("-U"), user, QStringLiteral("-d"), database,
                       QStringLiteral("-c"), sql});
}

} // namespace Custody::Test
