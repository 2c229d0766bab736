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
#include <sys/stat.h>
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

enum class IfAbsent { Create, Skip };

// The spool file itself, locked, as its descriptor (close it to let go); -1 when it is absent and
// IfAbsent::Skip. The lock (flock, between Custody's processes; SQLite's own locks are others) is
// taken while an event is added or the spool is set aside, never while a server is waited for,
// and while it is held the file at the spool's name is the one locked: a spool set aside while
// the lock was waited for is let go, and the new one locked.
Result<int> lockSpoolFile(const QString &spool, IfAbsent ifAbsent)
{
    const QByteArray native = nativePath(spool);
    for (QDeadlineTimer deadline(CaseHistory::BusyTimeoutMilliseconds);;) {
        if (!pathExists(spool)) {
            if (ifAbsent == IfAbsent::Skip)
                return -1;
            // Made whole before anything else can see it (CaseHistory never writes over another).
            if (const Result<std::unique_ptr<CaseHistory>> made
                = CaseHistory::open(spool, CaseHistory::Access::ReadWrite);
                !made)
                return made.error();
        }
        // What is not a Custody history is refused before it is opened (a FIFO blocks an open).
        if (const Result<void> usable = CaseHistory::checkUsable(spool); !usable)
            return usable.error();
        const int descriptor = ::open(native.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        if (descriptor < 0) {
            if (errno == ENOENT && !deadline.hasExpired())
                continue; // set aside meanwhile
            return spoolError(spool, HistoryTransfer::tr("cannot open the spool"), errno);
        }
        const int lockErrno = lockWithin(descriptor, deadline.remainingTime());
        struct stat locked = {};
        const std::optional<struct stat> named = lstatPath(spool);
        if (lockErrno == 0 && ::fstat(descriptor, &locked) == 0 && named
            && named->st_dev == locked.st_dev && named->st_ino == locked.st_ino)
            return descriptor;
        ::close(descriptor);
        if (lockErrno != 0)
            return spoolError(spool, HistoryTransfer::tr("cannot lock the spool"), lockErrno);
    }
}

// Adds `event` to the spool, under its lock.
Result<HistoryRow> spoolEvent(const QString &spool, const HistoryEvent &event)
{
    const Result<int> lock = lockSpoolFile(spool, IfAbsent::Create);
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

// After a delivery, under the spool's lock: what was spooled meanwhile, then the spool, every
// event of it now on the server, under a new name beside it, so that it is not read again and
// kept as the station's own copy. An error: not every event of the spool reached the server.
Result<SpoolSetAside> setSpoolAside(const QString &spool, CaseHistory &server)
{
    SpoolSetAside aside;
    const Result<int> lock = lockSpoolFile(spool, IfAbsent::Skip);
    if (!lock) {
        aside.notSetAside = lock.error().userMessage();
        return aside;
    }
    if (*lock < 0)
        return aside;
    const auto unlock = qScopeGuard([&lock] { ::close(*lock); });
    const Result<HistoryTransfer> last = HistoryTransfer::copyEvents(spool, server);
    if (!last)
        return last.error();
    aside.added = last->added;
    for (const char *ending : {"-wal", "-shm", "-journal"}) {
        if (pathExists(spool + QLatin1String(ending))) {
            aside.notSetAside = HistoryTransfer::tr("SQLite's %1 is beside it: a process has it "
                                                    "open")
                                    .arg(QFileInfo(spool).fileName() + QLatin1String(ending));
            return aside;
        }
    }
    const QString keptAs = spool.chopped(QStringView(u".sqlite").size()) + u".delivered-"_s
                           + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmsszzz'Z'"_s)
                           + u".sqlite"_s;
    WriteGate gate;
    gate.own(spool);
    if (const Result<void> moved = gate.rename(spool, keptAs); !moved) {
        aside.notSetAside = moved.error().userMessage();
        return aside;
    }
    if (const Result<void> synced
        = syncFolder(QFileInfo(spool).absolutePath(), Error::Code::HistoryUnavailable);
        !synced) {
        aside.notSetAside = synced.error().userMessage();
        return aside;
    }
    aside.keptAs = keptAs;
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
    const int lockErrno = lock < 0 ? errno : lockWithin(lock, SpoolLockWaitMilliseconds);
    const bool locked = lockErrno == 0;
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
        Result<SpoolSetAside> aside = SpoolSetAside{};
        if (waiting) {
            delivered = waiting->added;
            aside = setSpoolAside(spool, **server);
        }
        if (!waiting || !aside) {
            reason = (waiting ? aside.error() : waiting.error()).userMessage();
        } else {
            delivered += aside->added;
            Result<HistoryRow> row = (*server)->append(event);
            if (row) {
                row->deliveredFromSpool = delivered;
                row->deliveredSpoolKeptAs = aside->keptAs;
                row->spoolNotSetAside = aside->notSetAside;
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
    if (row) {
        row->spoolPath = spool;
        row->spoolReason = reason;
        row->deliveredFromSpool = delivered;
    }
    return row;
}

} // namespace Custody
