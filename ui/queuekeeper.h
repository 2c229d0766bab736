// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {

// Which GUI process keeps the job queue of a settings file for the next start: the first that
// asks, until it ends. Two windows that each saved their own queue under one key would lose each
// other's jobs, and each would offer, at its start, the jobs the other is running. The keeper
// holds an abstract Unix socket named after the user and the settings file: no file is made, and
// the name is let go when the process ends, however it ends (the same network namespace shares
// it, as the processes of one desktop session do).
class QueueKeeper
{
public:
    explicit QueueKeeper(const QString &settingsFile);
    ~QueueKeeper();
    QueueKeeper(const QueueKeeper &) = delete;
    QueueKeeper &operator=(const QueueKeeper &) = delete;

    bool keeps() const { return m_socket >= 0; }

private:
    int m_socket = -1;
};

} // namespace Custody
