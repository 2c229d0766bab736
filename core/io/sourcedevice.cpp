// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/sourcedevice.h"

#include <QElapsedTimer>
#include <QThread>

namespace Custody {

QString sourceKindName(SourceKind kind)
{
    switch (kind) {
    case SourceKind::BlockDevice: return QStringLiteral("block device");
    case SourceKind::File: return QStringLiteral("file");
    case SourceKind::Network: return QStringLiteral("network");
    case SourceKind::Simulated: return QStringLiteral("simulated");
    }
    return {};
}

bool waitUnlessCancelled(int seconds, const std::atomic<bool> *cancelRequested)
{
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < qint64(seconds) * 1000) {
        if (cancelRequested && cancelRequested->load())
            return false;
        QThread::msleep(50);
    }
    return !(cancelRequested && cancelRequested->load());
}

} // namespace Custody
