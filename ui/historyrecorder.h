// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "history/casehistory.h"
#include "history/historytransfer.h"
#include "util/backgroundjob.h"
#include "util/result.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace Custody {

// What a panel hands over when work ends: builds the history's event (reading the files it
// names), called on a worker thread.
using HistoryWork = std::function<Result<HistoryEvent>()>;

// Appends the GUI's events to the case history, one after another on a worker thread, so that
// a history on a slow or busy disk never holds up the window. A history that cannot take an
// event is a warning (failed()): the acquisition's files are the evidence, the history their
// index. With a lab's server, what waits in this station's spool is also delivered while no event
// is being recorded, every spoolRetryInterval (a station that records nothing more once its
// server is back): spoolDelivered() says so.
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
    void setSpoolRetryInterval(int milliseconds) { m_spoolRetry.setInterval(milliseconds); }

Q_SIGNALS:
    void recorded(qint64 row);
    void failed(const QString &message);
    // A lab's server did not take the event: it waits in this station's spool (not lost).
    void spooled(const QString &message);
    // Events that waited in this station's spool reached the server without a new event.
    void spoolDelivered(const QString &message);
    // What is in the spool still waits: why (the server unreachable, or refusing an event; said
    // once for each new reason).
    void spoolWaiting(const QString &message);

private:
    void startNext();
    void deliverSpool();
    void saySpoolDelivery(const SpoolDelivery &delivery);

    QString m_path;
    QList<HistoryWork> m_queue;
    Result<HistoryRow> m_outcome = HistoryRow(); // written by the job's thread, read once it ended
    std::optional<SpoolDelivery> m_delivery;     // the same, for a delivery without an event
    QString m_deliveringTo;                      // the history of that delivery
    QString m_spoolProblem;                      // the last one said, said again only if it changes
    QTimer m_spoolRetry;
    BackgroundJob m_job; // last: destroyed (and waited for) first
};

} // namespace Custody
