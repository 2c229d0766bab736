// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <functional>
#include <thread>

namespace Custody {

// Starts `work` on a new thread named `name` (as top -H, ps -L and gdb show it; the kernel keeps
// its first 15 bytes). The thread is joined when the returned object is destroyed or join() is
// called; work's effects are then visible to the joining thread.
//
// The engine's threads, locks and condition variables are the standard library's, not Qt's:
// ThreadSanitizer (scripts/test, CUSTODY_SANITIZE_THREAD) sees pthread_create, pthread_join and
// pthread mutexes, but not QMutex or QThread::wait(), whose futexes and atomics live in a Qt that
// is not built with it. Throws std::system_error when no thread can be started.
std::jthread startNamedThread(const QString &name, std::function<void()> work);

} // namespace Custody
