// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/writegate.h"
#include "util/ownfilereplacement.h"
#include "util/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace Custody::Cli {

// The status file of custody-cli queue (--status FILE), for a lab's dashboard: the whole queue
// as one JSON object (docs/FORMATS.md, "Queue status file"), replaced whole (a new file renamed
// over the old one, so a reader never sees half of it) every few seconds and at every change.
// Written through the write gate: the path must be free or hold an earlier status file, and
// each replacement is of the file this queue wrote last, checked in the same step as it is
// replaced (OwnFileReplacement): anything put in its place, a link or another file, is left as
// it is and never written; the queue says so and writes no more status.
class QueueStatusFile
{
    Q_DECLARE_TR_FUNCTIONS(Custody::Cli::QueueStatusFile)

public:
    static constexpr const char *Format = "custody-queue-status";

    // `sources`: what the jobs read, protected by the gate whatever the file holds.
    QueueStatusFile(QString path, const QStringList &sources);
    // Whether the path may take the status file; call before anything runs.
    Result<void> check();
    // What more is read by the jobs (the GUI's, which come and go): protected from then on.
    void protectSources(const QStringList &sources);
    Result<void> write(const QJsonObject &status);
    const QString &path() const { return m_path; }

private:
    QString m_path;
    WriteGate m_gate;
    OwnFileReplacement m_file;
    QSet<QString> m_protected; // the sources given to the gate
};

// Whether the file at `path` is a status file of custody-cli queue, by its content.
bool isQueueStatusFile(const QString &path);

} // namespace Custody::Cli
