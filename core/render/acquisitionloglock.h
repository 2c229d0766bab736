// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>
#include <QtGlobal>

namespace Custody {

// Held by a worker while it writes an acquisition's log or the signatures beside it (publishing
// a report, signing what an acquisition wrote, naming an E01 converted from its image): the log
// is replaced whole, so two workers that read and replace one log at the same time would lose the
// lines of one. Blocks while another holds it for the same log; never take it on the GUI thread,
// and never twice on one thread. Within this process only: custody-cli in another process does
// not see it.
class AcquisitionLogLock
{
public:
    explicit AcquisitionLogLock(QString logPath);
    ~AcquisitionLogLock();
    Q_DISABLE_COPY_MOVE(AcquisitionLogLock)

private:
    QString m_logPath;
};

} // namespace Custody
