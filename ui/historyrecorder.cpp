// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historyrecorder.h"

#include "history/historyimport.h"
#include "history/postgreslocation.h"

namespace Custody {

HistoryRecorder::HistoryRecorder(QString path, QObject *parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_job(QStringLiteral("custody-history"))
{
    m_spoolRetry.setInterval(60000);
    connect(&m_spoolRetry, &QTimer::timeout, this, &HistoryRecorder::deliverSpool);
    m_spoolRetry.start();
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        if (const std::optional<SpoolDelivery> delivery = std::exchange(m_delivery, std::nullopt)) {
            saySpoolDelivery(*delivery);
            startNext();
            return;
        }
        if (m_outcome && !m_outcome->spoolPath.isEmpty())
            Q_EMIT spooled(tr("The case history %1 did not take the event (%2). It waits in this "
                              "station's spool %3 and is delivered, in order, with the next "
                              "event recorded or within a minute of the server taking events "
                              "again.")
                               .arg(m_path, m_outcome->spoolReason, m_outcome->spoolPath));
        else if (m_outcome)
            Q_EMIT recorded(m_outcome->id);
        else
            Q_EMIT failed(tr("Not recorded in the case history: %1 The files written are "
                             "complete and unaffected; once the history can be written, Import "
                             "records… in the History view adds acquisitions.")
                              .arg(m_outcome.error().userMessage()));
        startNext();
    });
}

HistoryRecorder::~HistoryRecorder()
{
    // Quitting (the window closes once the last acquisition ends): the events still queued are
    // written now rather than lost.
    m_job.waitForWork();
    for (const HistoryWork &work : std::as_const(m_queue)) {
        if (const Result<HistoryEvent> event = work(); event)
            static_cast<void>(recordInHistory(m_path, *event));
    }
}

void HistoryRecorder::record(HistoryWork work)
{
    m_queue.append(std::move(work));
    if (!m_job.isRunning())
        startNext();
}

void HistoryRecorder::deliverSpool()
{
    if (isBusy() || !PostgresLocation::isPostgresUrl(m_path))
        return;
    m_delivery = SpoolDelivery();
    m_deliveringTo = m_path;
    m_job.start([this, path = m_path] { m_delivery = deliverLabSpool(path); });
}

void HistoryRecorder::saySpoolDelivery(const SpoolDelivery &delivery)
{
    QStringList said;
    if (delivery.delivered > 0)
        said << tr("Delivered %n event(s) that waited in this station's spool to the case history "
                   "%1.",
                   nullptr, int(delivery.delivered))
                    .arg(m_deliveringTo);
    if (!delivery.keptAs.isEmpty())
        said << tr("The spool is kept as %1.").arg(delivery.keptAs);
    if (!delivery.notSetAside.isEmpty())
        said << tr("The spool stays where it is and is read again: %1").arg(delivery.notSetAside);
    if (!said.isEmpty())
        Q_EMIT spoolDelivered(said.join(u' '));
    if (!delivery.problem.isEmpty() && delivery.problem != m_spoolProblem)
        Q_EMIT spoolWaiting(tr("Events still wait in this station's spool for the case history "
                               "%1: %2")
                                .arg(m_deliveringTo, delivery.problem));
    m_spoolProblem = delivery.problem;
}

void HistoryRecorder::startNext()
{
    if (m_queue.isEmpty() || m_job.isRunning())
        return;
    m_job.start([this, work = m_queue.takeFirst(), path = m_path] {
        const Result<HistoryEvent> event = work();
        if (!event) {
            m_outcome = event.error();
            return;
        }
        m_outcome = recordInHistory(path, *event);
    });
}

} // namespace Custody
