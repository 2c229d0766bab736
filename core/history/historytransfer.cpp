// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "history/historytransfer.h"

#include "device/writegate.h"
#include "history/postgreslocation.h"
#include "util/durablefile.h"
#include "util/nativepath.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <QDateTime>
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
constexpr int LockPollMilliseconds = 20;

// flock(LOCK_EX) of `descriptor` within `milliseconds`: 0, or the errno (EWOULDBLOCK when held by
// another all that time).
int lockWithin(int descriptor, qint64 milliseconds)
{
    for (QDeadlineTimer deadline(milliseconds);;) {
        if (::flock(descriptor, LOCK_EX | LOCK_NB) == 0)
            return 0;
        const int lockErrno = errno;
        if (lockErrno != EWOULDBLOCK || deadline.hasExpired())
            return lockErrno;
        QThread::msleep(LockPollMilliseconds);
    }
}

Error spoolError(const QString &spool, const QString &detail, int sysErrno = 0)
{
    return Error::fromErrno(Error::Code::HistoryUnavailable, sysErrno, spool, -1, detail);
}

// The lock on writing this station's spools: flock on the folder that holds the spool folder,
// which is never renamed (SQLite's own locks are others). Held while an event is added to a
// spool (made first when absent) and while a spool is counted and set aside, never while a
// server is waited for. Its descriptor: close it to let go.
Result<int> lockSpoolWrites(const QString &spool)
{
    const QString folder = QFileInfo(QFileInfo(spool).absolutePath()).absolutePath();
    const int descriptor
        = ::open(nativePath(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0)
        return spoolError(spool, HistoryTransfer::tr("cannot lock the spool"), errno);
    if (const int lockErrno = lockWithin(descriptor, CaseHistory::BusyTimeoutMilliseconds);
        lockErrno != 0) {
        ::close(descriptor);
        return spoolError(spool, HistoryTransfer::tr("cannot lock the spool"), lockErrno);
    }
    return descriptor;
}

// Adds `event` to the spool, under the lock on writing spools.
Result<HistoryRow> spoolEvent(const QString &spool, const HistoryEvent &event)
{
    const Result<int> lock = lockSpoolWrites(spool);
    if (!lock)
        return lock.error();
    const auto unlock = qScopeGuard([&lock] { ::close(*lock); });
    // Closed (SQLite's -wal and -shm folded in and removed) before the lock is let go.
    const Result<std::unique_ptr<CaseHistory>> spooled
        = CaseHistory::open(spool, CaseHistory::Access::ReadWrite);
    if (!spooled)
        return spooled.error();
    return (*spooled)->append(event);
}

struct SpoolSetAside
{
    qint64 added = 0; // events that reached the spool during the delivery, delivered now
    QString keptAs;
    QString notSetAside; // why the spool stays where it is
};

// How many events the spool at `spool` holds (read from a private copy).
Result<qint64> spooledEvents(const QString &spool)
{
    const Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(spool, CaseHistory::Access::ReadOnly);
    if (!history)
        return history.error();
    const Result<QList<HistoryRow>> rows = (*history)->rows();
    if (!rows)
        return rows.error();
    return rows->size();
}

// The spool, every event of it on the server, under a new name beside it (under the lock on
// writing spools).
void moveSpoolAside(const QString &spool, SpoolSetAside &aside)
{
    for (const char *ending : {"-wal", "-shm", "-journal"}) {
        if (pathExists(spool + QLatin1String(ending))) {
            aside.notSetAside = HistoryTransfer::tr("SQLite's %1 is beside it: a process has it "
                                                    "open")
                                    .arg(QFileInfo(spool).fileName() + QLatin1String(ending));
            return;
        }
    }
    const QString keptAs = spool.chopped(QStringView(u".sqlite").size()) + u".delivered-"_s
                           + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s)
                           + u".sqlite"_s;
    WriteGate gate;
    gate.own(spool);
    if (const Result<void> moved = gate.rename(spool, keptAs); !moved) {
        aside.notSetAside = moved.error().userMessage();
        return;
    }
    aside.keptAs = keptAs;
    // Not a reason to say otherwise: a rename the folder's sync did not make durable can only
    // come undone in a crash, and the spool is then delivered again, each event once.
    static_cast<void>(syncFolder(QFileInfo(spool).absolutePath(), Error::Code::HistoryUnavailable));
}

constexpr int SetAsideAttempts = 3;

// After a delivery that saw `seen` events of the spool: the spool set aside under a new name
// beside it, so that it is not read again and is kept as the station's own copy, once it holds
// no more events than were delivered (counted under the lock on writing spools, which is let go
// while events that arrived meanwhile are delivered). An error: not every event of the spool
// reached the server; then nothing is set aside.
Result<SpoolSetAside> setSpoolAside(const QString &spool, CaseHistory &server, qint64 seen)
{
    SpoolSetAside aside;
    bool deliveredAll = false;
    for (int attempt = 0; attempt < SetAsideAttempts; ++attempt) {
        {
            const Result<int> lock = lockSpoolWrites(spool);
            if (!lock) {
                aside.notSetAside = lock.error().userMessage();
                break;
            }
            const auto unlock = qScopeGuard([&lock] { ::close(*lock); });
            if (!pathExists(spool))
                return aside;
            const Result<qint64> events = spooledEvents(spool);
            if (!events) {
                aside.notSetAside = events.error().userMessage();
                break;
            }
            if (*events == seen) {
                moveSpoolAside(spool, aside);
                return aside;
            }
        }
        // More arrived since: delivered without the lock, then counted again.
        const Result<HistoryTransfer> more = HistoryTransfer::copyEvents(spool, server);
        if (!more)
            return more.error();
        aside.added += more->added;
        seen = more->added + more->alreadyThere;
        deliveredAll = true;
    }
    if (aside.notSetAside.isEmpty())
        aside.notSetAside = HistoryTransfer::tr("events kept arriving in it while it was "
                                                "delivered");
    // The lock could not be had: what the spool holds now is delivered all the same, so that the
    // event recorded next comes after it.
    if (!deliveredAll) {
        const Result<HistoryTransfer> rest = HistoryTransfer::copyEvents(spool, server);
        if (!rest)
            return rest.error();
        aside.added += rest->added;
    }
    return aside;
}

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

namespace {

// The lock of delivering this station's spool for one server (flock on the spool's folder): one
// process of the station at a time delivers and appends, so that an event spooled by another
// meanwhile cannot be overtaken. 0, or the errno (EWOULDBLOCK: held by another all `waitMs`).
struct DeliveryLock
{
    explicit DeliveryLock(const QString &spool, qint64 waitMs)
    {
        const QByteArray folder = nativePath(QFileInfo(spool).absolutePath());
        QDir().mkpath(fromNativePath(folder));
        descriptor = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        error = descriptor < 0 ? errno : lockWithin(descriptor, waitMs);
    }
    ~DeliveryLock()
    {
        if (descriptor >= 0)
            ::close(descriptor);
    }
    DeliveryLock(const DeliveryLock &) = delete;
    DeliveryLock &operator=(const DeliveryLock &) = delete;

    QString problem() const
    {
        return error == EWOULDBLOCK ? HistoryTransfer::tr("another Custody process of this "
                                                          "station is delivering to the server")
                                    : HistoryTransfer::tr("the spool's folder cannot be locked: %1")
                                          .arg(QString::fromLocal8Bit(std::strerror(error)));
    }

    int descriptor = -1;
    int error = 0;
};

// Under the delivery lock: every event of the spool to the server, then the spool set aside.
SpoolDelivery deliverSpool(const QString &spool, CaseHistory &server)
{
    SpoolDelivery delivery;
    if (!pathExists(spool))
        return delivery;
    const Result<HistoryTransfer> waiting = HistoryTransfer::copyEvents(spool, server);
    if (!waiting) {
        delivery.problem = waiting.error().userMessage();
        return delivery;
    }
    delivery.delivered = waiting->added;
    if (!pathExists(spool))
        return delivery;
    const Result<SpoolSetAside> aside
        = setSpoolAside(spool, server, waiting->added + waiting->alreadyThere);
    if (!aside) {
        delivery.problem = aside.error().userMessage();
        return delivery;
    }
    delivery.delivered += aside->added;
    delivery.keptAs = aside->keptAs;
    delivery.notSetAside = aside->notSetAside;
    return delivery;
}

} // namespace

SpoolDelivery deliverLabSpool(const QString &url)
{
    const QString spool = spoolPathFor(url);
    if (!pathExists(spool))
        return {};
    // Not waited for: whoever holds it is delivering this very spool.
    const DeliveryLock lock(spool, 0);
    if (lock.error == EWOULDBLOCK) {
        SpoolDelivery elsewhere;
        elsewhere.othersDelivering = true;
        return elsewhere;
    }
    SpoolDelivery failed;
    if (lock.error != 0) {
        failed.problem = lock.problem();
        return failed;
    }
    Result<std::unique_ptr<CaseHistory>> server
        = CaseHistory::open(url, CaseHistory::Access::ReadWrite);
    if (!server) {
        failed.problem = server.error().userMessage();
        return failed;
    }
    return deliverSpool(spool, **server);
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
    const DeliveryLock lock(spool, SpoolLockWaitMilliseconds);
    QString reason;
    qint64 delivered = 0;
    QString keptAs; // a spool delivered and set aside before the server failed the event
    if (lock.error != 0) {
        reason = lock.problem();
    } else if (Result<std::unique_ptr<CaseHistory>> server
               = CaseHistory::open(url, CaseHistory::Access::ReadWrite);
               !server) {
        reason = server.error().userMessage();
    } else {
        const SpoolDelivery delivery = deliverSpool(spool, **server);
        delivered = delivery.delivered;
        if (!delivery.problem.isEmpty()) {
            reason = delivery.problem;
        } else {
            keptAs = delivery.keptAs;
            Result<HistoryRow> row = (*server)->append(event);
            if (row) {
                row->deliveredFromSpool = delivered;
                row->deliveredSpoolKeptAs = delivery.keptAs;
                row->spoolNotSetAside = delivery.notSetAside;
                row->connection = (*server)->connection();
                return row;
            }
            reason = row.error().userMessage();
        }
    }
    Result<HistoryRow> row = spoolEvent(spool, event);
    if (!row)
        return Error::fromErrno(Error::Code::HistoryUnavailable, 0, url, -1,
                                HistoryTransfer::tr("%1; nor could it wait in the spool: %2")
                                    .arg(reason, row.error().userMessage()));
    row->spoolPath = spool;
    row->spoolReason = reason;
    row->deliveredFromSpool = delivered;
    row->deliveredSpoolKeptAs = keptAs;
    return row;
}

} // namespace Custody
