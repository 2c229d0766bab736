// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "testprocess.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace Custody::Test {

// An nbdkit server on a Unix socket in `dir` (named `name`, so that one folder can hold several),
// or on 127.0.0.1:tcpPort when one is given, read-only, as the README tells examiners to run it;
// stopped (SIGTERM, as a lost connection looks) when it goes out of scope.
class NbdServer
{
public:
    NbdServer(const QTemporaryDir &dir, const QStringList &arguments,
              const QString &name = QStringLiteral("nbd"), int tcpPort = 0);
    ~NbdServer();
    NbdServer(const NbdServer &) = delete;
    NbdServer &operator=(const NbdServer &) = delete;

    static bool isAvailable();
    bool started() const { return m_started.exitCode == 0; }
    QByteArray describe() const { return m_started.describe(); }
    QString uri(const QString &scheme = QStringLiteral("nbd+unix")) const;
    void stop();

private:
    QString m_socket;
    int m_tcpPort = 0;
    QString m_pidFile;
    ProcessResult m_started;
};

} // namespace Custody::Test
