// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/namedthread.h"

#include <pthread.h>

namespace Custody {

std::jthread startNamedThread(const QString &name, std::function<void()> work)
{
    // pthread_setname_np(3): at most 15 bytes and the terminating null, or it fails with ERANGE
    // and the thread keeps its parent's name. QThread cut names the same way (prctl PR_SET_NAME).
    constexpr qsizetype MaximumNameBytes = 15;
    return std::jthread(
        [threadName = name.toUtf8().left(MaximumNameBytes), work = std::move(work)] {
            ::pthread_setname_np(::pthread_self(), threadName.constData());
            work();
        });
}

} // namespace Custody
