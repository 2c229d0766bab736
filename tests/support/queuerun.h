// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "testprocess.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>

namespace Custody::Test {

// The custody-cli processes whose parent is `parent` now, seen from /proc: the queue's jobs as
// the kernel knows them, not as the queue says.
int childrenOf(qint64 parent);

// One run of custody-cli queue, watched while it runs.
struct QueueRun
{
    ProcessResult result;
    int mostJobsAtOnce = 0;
    int statusReads = 0;
    bool statusAlwaysWhole = true; // every read of the status file was one whole JSON object
    QJsonObject status;            // as it was at the end
    QList<QJsonObject> jobs() const;
};

// custody-cli queue JOBS in `folder` (its history there too), with `options`; `whileRunning` is
// called every few milliseconds with the queue's process.
QueueRun runQueue(const QTemporaryDir &folder, const QByteArray &jobs, const QStringList &options,
                  const std::function<void(QProcess &)> &whileRunning = {});

} // namespace Custody::Test
