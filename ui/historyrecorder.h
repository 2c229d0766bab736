// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"
#include "util/backgroundjob.h"
#include "util/result.h"

#include <QObject>

#include <functional>

namespace Custody {

// What a panel hands over when work ends: builds the history's event (reading the files it
// names), called on a worker thread.
using HistoryWork = std::function<Result<HistoryEvent>()>;

// Appends the GUI's events to the case history, one after another on a worker thread, so that
// a history on a slow or busy disk never holds up the window. A history that cannot take an
// event is a warning (failed()): the acquisition's files are the evidence, the history their
// index.
class HistoryRecorder : public QObject
{
    Q_OBJECT

public:
    explicit HistoryRecorder(QString path, QObject *parent = nullptr);
    ~HistoryRecorder() override;

    QString path() const { return m_path; }
    void setPath(const QString &path) { m_path = path; }
    void record(HistoryWork work);
    bool isBusy() const { return m_job.isRunning() || !m_queue.isEmpty(); }

Q_SIGNALS:
    void recorded(qint64 row);
    void failed(const QString &message);
    // A lab's server did not take the event: it waits in this station's spool (not lost).
    void spooled(const QString &message);

private:
    void startNext();

    QString m_path;
    QList<HistoryWork> m_queue;
    Result<HistoryRow> m_outcome = HistoryRow(); // written by the job's thread, read once it ended
    BackgroundJob m_job;                         // last: destroyed (and waited for) first
};

} // namespace Custody
