// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historytransfer.h"

#include "history/postgreslocation.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace Custody {

namespace {

constexpr int SpoolLockWaitMilliseconds = 45000;

} // namespace

Result<HistoryTransfer> HistoryTransfer::copyEvents(const QString &sqlitePath, CaseHistory &target)
{
    const Result<std::unique_ptr<CaseHistory>> source
        = CaseHistory::open(sqlitePath, CaseHistory::Access::ReadOnly);
    if (!source)
        return source.error();
    // Nothing from a history whose chain does not hold goes into another one, where it would
    // be chained anew and look whole.
    const Result<ChainCheck> chain = (*source)->check();
    if (!chain)
        return chain.error();
    if (!chain->intact())
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, sqlitePath, -1,
                                tr("its chain is broken at row %1 (%2): nothing was copied. Keep "
                                   "it as found for examination")
                                    .arg(*chain->firstBadRow)
                                    .arg(chain->problem));
    const Result<QList<HistoryRow>> rows = (*source)->rows();
    if (!rows)
        return rows.error();
    HistoryTransfer transfer;
    for (const HistoryRow &row : *rows) {
        HistoryEvent event = row.event;
        if (event.eventId.isEmpty()) // a row from before event ids: its hash names it
            event.eventId = u"sqlite-row-"_s + row.rowHash;
        const Result<HistoryRow> appended = target.append(event);
        if (!appended)
            return appended.error();
        ++(appended->alreadyThere ? transfer.alreadyThere : transfer.added);
    }
    return transfer;
}

QString spoolPathFor(const QString &url)
{
    const Result<PostgresLocation> location = PostgresLocation::parse(url);
    const QString key = location ? location->spoolKey() : u"invalid"_s;
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
           + u"/custody/spool/"_s + key + u".sqlite"_s;
}

Result<HistoryRow> recordInLabHistory(const QString &url, HistoryEvent event)
{
    // Its id now, so that the event is the same one in the spool and on the server.
    if (event.eventId.isEmpty())
        event.eventId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString spool = spoolPathFor(url);
    // One process of this station at a time delivers the spool and appends, so that an event
    // spooled by another meanwhile cannot be overtaken. Waited for a while only: a process held
    // up by its server must not hold up the others, whose events then go to the spool (delivered
    // later, each once).
    const QByteArray folder = nativePath(QFileInfo(spool).absolutePath());
    QDir().mkpath(fromNativePath(folder));
    const int lock = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    bool locked = false;
    int lockErrno = lock < 0 ? errno : 0;
    for (QDeadlineTimer deadline(SpoolLockWaitMilliseconds); lock >= 0 && !locked;) {
        locked = ::flock(lock, LOCK_EX | LOCK_NB) == 0;
        lockErrno = locked ? 0 : errno;
        if (!locked && (lockErrno != EWOULDBLOCK || deadline.hasExpired()))
            break;
        if (!locked)
            QThread::msleep(50);
    }
    const auto unlock = qScopeGuard([lock] {
        if (lock >= 0)
            ::close(lock);
    });
    QString reason;
    qint64 delivered = 0;
    if (!locked) {
        reason = lockErrno == EWOULDBLOCK
                     ? HistoryTransfer::tr("another Custody process of this station is "
                                           "delivering to the server")
                     : HistoryTransfer::tr("the spool's folder cannot be locked: %1")
                           .arg(QString::fromLocal8Bit(std::strerror(lockErrno)));
    } else if (Result<std::unique_ptr<CaseHistory>> server
               = CaseHistory::open(url, CaseHistory::Access::ReadWrite);
               !server) {
        reason = server.error().userMessage();
    } else {
        Result<HistoryTransfer> waiting = HistoryTransfer{};
        if (pathExists(spool))
            waiting = HistoryTransfer::copyEvents(spool, **server);
        if (!waiting) {
            reason = waiting.error().userMessage();
        } else {
            delivered = waiting->added;
            Result<HistoryRow> row = (*server)->append(event);
            if (row) {
                row->deliveredFromSpool = delivered;
                row->connection = (*server)->connection();
                return row;
            }
            reason = row.error().userMessage();
        }
    }
    Result<std::unique_ptr<CaseHistory>> spooled
        = CaseHistory::open(spool, CaseHistory::Access::ReadWrite);
    if (!spooled)
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, url, -1,
                                HistoryTransfer::tr("%1; nor could it wait in the spool: %2")
                                    .arg(reason, spooled.error().userMessage()));
    Result<HistoryRow> row = (*spooled)->append(event);
    if (row) {
        row->spoolPath = spool;
        row->spoolReason = reason;
        row->deliveredFromSpool = delivered;
    }
    return row;
}

} // namespace Custody
