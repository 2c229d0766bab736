// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QByteArray>

namespace Custody {

// A name that one process holds at a time: the first that asks, until it ends (the GUI's job
// queue, kept for the next start by one window of a settings file: GuiSettings). It is an
// abstract Unix socket named after the user and `key`: no file is made, and the name is let go
// when the process ends, however it ends. Processes in one network namespace share the names,
// as those of one desktop session do.
class HeldName
{
public:
    explicit HeldName(const QByteArray &key);
    ~HeldName();
    HeldName(const HeldName &) = delete;
    HeldName &operator=(const HeldName &) = delete;

    bool held() const { return m_socket >= 0; }
    // Why not: EADDRINUSE when another holds it; another errno when it could not be asked.
    int error() const { return m_error; }

private:
    int m_socket = -1;
    int m_error = 0;
};

} // namespace Custody
