// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QtGlobal>

namespace Custody {

// Held by a worker while it writes an acquisition's log or the signatures beside it (publishing
// a report, signing what an acquisition wrote, naming an E01 converted from its image): the log
// is replaced whole, so two workers that read and replace one log at the same time would lose the
// lines of one. Blocks while another holds it for the same log, in this process or in another
// (the GUI and custody-cli report on one case folder): within the process by the log's path,
// across processes by an exclusive flock(2) on the folder that holds the log (no file is made for
// it, and the kernel drops it when its holder dies; where the folder cannot be opened or its file
// system takes no flock, only the process's own lock holds). Never take it on the GUI thread, and
// never for two logs of one folder on one thread (the second waits for the first).
class AcquisitionLogLock
{
public:
    explicit AcquisitionLogLock(QString logPath);
    ~AcquisitionLogLock();
    Q_DISABLE_COPY_MOVE(AcquisitionLogLock)

private:
    QString m_logPath;
    int m_folder = -1; // the log's folder, flocked; -1 when it could not be opened
};

} // namespace Custody
