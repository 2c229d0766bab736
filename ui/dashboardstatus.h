// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

namespace Custody {

namespace Cli {
class QueueStatusFile;
}
struct JobStatus;

// The GUI's status file for a lab's dashboard (File → Job queue…, "queue/statusFile"): every job
// of the window as custody-cli queue's --status file has them (docs/FORMATS.md), written by the
// same QueueStatusFile, so through the write gate and only ever replacing the version it wrote
// last: the path must be new or hold an earlier status file, and anything put in its place (a
// link, another file) is left as it is and never written; then no more status is written and
// `failed` says why. Every look and write runs on an Errand, never on the GUI thread; a write
// asked while one runs is made after it, with the newest status. Quitting does not wait for a
// write (the file is for a dashboard, not evidence, and may be on a share that hangs): its
// "updatedAt" shows a reader how old it is.
class DashboardStatus : public QObject
{
    Q_OBJECT

public:
    explicit DashboardStatus(QObject *parent = nullptr);
    ~DashboardStatus() override;

    // Starts keeping the file at `path` (a full path; empty: none), its path checked first.
    void setPath(const QString &path);
    const QString &path() const { return m_path; }
    bool isKept() const { return m_file != nullptr; }
    // Writes `status` (replaced whole), the `sources` the jobs read protected from it.
    void write(const QJsonObject &status, const QStringList &sources);

Q_SIGNALS:
    void failed(const QString &message);
    void written();

private:
    void writeNext();
    void fail(const QString &message);

    QString m_path;
    std::shared_ptr<Cli::QueueStatusFile> m_file; // used by one errand run at a time
    std::optional<std::pair<QJsonObject, QStringList>> m_pending;
    Errand m_errand;
};

// One job as the status file lists it (docs/FORMATS.md): number (its row, from 1), kind,
// priority, arguments (its custody-cli words), state (queued, paused, waiting-for-source,
// running, succeeded, failed, stopped, not-run), and the figures of the jobs table.
QJsonObject dashboardJob(const JobStatus &status, int number, const QStringList &arguments);

} // namespace Custody
