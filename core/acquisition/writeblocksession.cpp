// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/writeblocksession.h"

#include "device/systemdisks.h"

namespace Custody {

WriteBlockSession::WriteBlockSession(bool requested)
{
    m_record.requested = requested;
}

WriteBlockSession::~WriteBlockSession()
{
    // A prepared acquisition that never ran (the front end gave up) still lifts its write-block.
    if (m_undo)
        (void)restoreReadOnly(*m_undo);
}

// setReadOnly() reads every flag back as it sets it; reading the whole state again afterwards
// is what the record calls "verified": every node of the source read-only, as the kernel says.
Result<void> WriteBlockSession::set(const QString &devicePath)
{
    // A read-only system disk stops the running system: never, whoever asks.
    if (const QStringList uses = SystemDisks().usesOf(devicePath); !uses.isEmpty())
        return Error::fromErrno(Error::Code::WriteBlockFailed, 0, devicePath, -1,
                                tr("refused: it holds %1 of this computer, which would stop "
                                   "if it were made read-only; image it without software "
                                   "write-block")
                                    .arg(uses.join(QStringLiteral(", "))));
    Result<ReadOnlyState> previous = setReadOnly(devicePath);
    if (!previous)
        return previous.error();
    m_undo = *previous;
    m_record.set = true;
    const Result<ReadOnlyState> now = readOnlyState(devicePath);
    if (!now) {
        m_record.error = RecordedError::from(now.error());
        return {};
    }
    m_record.nodes = now->toJson();
    m_record.verified = now->isReadOnly();
    if (!m_record.verified)
        m_record.error = RecordedError::from(
            Error::fromErrno(Error::Code::WriteBlockFailed, 0, devicePath, -1,
                             QStringLiteral("a node reads writable after BLKROSET")));
    return {};
}

void WriteBlockSession::lift()
{
    if (!m_undo)
        return;
    const ReadOnlyRecheck recheck = recheckReadOnly(*m_undo);
    WriteBlockCheck atEnd;
    atEnd.readOnly = recheck.readOnly;
    atEnd.writable = recheck.writable;
    if (recheck.error)
        atEnd.error = RecordedError::from(*recheck.error);
    m_record.atEnd = atEnd;
    const ReadOnlyRestore restore = liftReadOnly(*m_undo);
    m_undo.reset();
    m_record.restored = restore.restored();
    m_record.restoreFailed = restore.failed;
    if (restore.error)
        m_record.restoreError = RecordedError::from(*restore.error);
}

} // namespace Custody
