// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcelayout.h"

#include "device/layoutprobe.h"
#include "device/writegate.h"
#include "io/sourcedevice.h"
#include "mount/mediaview.h"

#include <QCoreApplication>
#include <QDir>
#include <QScopeGuard>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace Custody {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Custody::SourceLayout)
};

// The source given, lent to the view for the read. What it is (size, sectors, kind) is taken at
// once; its reads go to it until the loan ends (end()), then fail: a view still held by someone
// at its end is detached and its thread left running (MediaView's destructor), which must never
// reach a source its owner has gone on with or destroyed.
class LentSource : public SourceDevice
{
public:
    struct Loan
    {
        std::mutex lock;
        SourceDevice *source = nullptr;
        const std::atomic<bool> *stop = nullptr; // once set, every read fails (ECANCELED)
    };
    static constexpr qint64 PieceBytes = 60 * 1024;

    LentSource(SourceDevice &source, std::shared_ptr<Loan> loan)
        : m_loan(std::move(loan))
        , m_kind(source.kind())
        , m_path(source.path())
        , m_sizeBytes(source.sizeBytes())
        , m_logicalSectorBytes(source.logicalSectorBytes())
        , m_physicalSectorBytes(source.physicalSectorBytes())
    {
        m_loan->source = &source;
    }
    static void end(Loan &loan)
    {
        const std::lock_guard hold(loan.lock); // after a read under way
        loan.source = nullptr;
        loan.stop = nullptr;
    }

    SourceKind kind() const override { return m_kind; }
    QString path() const override { return m_path; }
    qint64 sizeBytes() const override { return m_sizeBytes; }
    int logicalSectorBytes() const override { return m_logicalSectorBytes; }
    int physicalSectorBytes() const override { return m_physicalSectorBytes; }
    bool supportsDirectIo() const override { return false; }
    // In pieces below the 64 KiB from which a network source reads ahead (NbdSource): the view's
    // reads are libblkid's scattered looks, and a read-ahead of tens of MiB started by one of them
    // would be waited for at the next.
    ReadOutcome readAt(qint64 offset, std::span<std::byte> buffer, ReadMode mode) override
    {
        const std::lock_guard hold(m_loan->lock);
        if (!m_loan->source)
            return {0, EIO};
        const qint64 sector = std::max(m_logicalSectorBytes, 1);
        const qint64 piece = std::max(sector, PieceBytes / sector * sector);
        qint64 done = 0;
        while (done < qint64(buffer.size())) {
            if (m_loan->stop && m_loan->stop->load())
                return {done, done > 0 ? 0 : ECANCELED};
            const qint64 length = std::min(piece, qint64(buffer.size()) - done);
            const ReadOutcome read = m_loan->source->readAt(
                offset + done, buffer.subspan(std::size_t(done), std::size_t(length)), mode);
            if (read.failed())
                return done > 0 ? ReadOutcome{done, 0} : read;
            done += read.bytesRead;
            if (read.bytesRead < length)
                break; // the end, or a short read the caller continues
        }
        return {done, 0};
    }
    bool isStillPresent() const override
    {
        const std::lock_guard hold(m_loan->lock);
        return m_loan->source && m_loan->source->isStillPresent();
    }

private:
    std::shared_ptr<Loan> m_loan;
    SourceKind m_kind;
    QString m_path;
    qint64 m_sizeBytes;
    int m_logicalSectorBytes;
    int m_physicalSectorBytes;
};

// Reads the layout through a view of `source`; once `*stop` is set (when given), the view's reads
// fail.
Result<MediumLayout> readThroughView(SourceDevice &source, int sectorBytes,
                                     const std::atomic<bool> *stop)
{
    if (const Result<void> allowed = checkSourceLayoutAllowed(source.path()); !allowed)
        return allowed.error();
    if (sectorBytes <= 0)
        sectorBytes = source.logicalSectorBytes();
    // A fresh folder of the write gate's (mkdtemp: nothing that exists is taken; not where
    // writing reaches what the gate protects), removed alone, by identity and only when
    // empty: a view that stayed mounted on it keeps it.
    WriteGate gate;
    gate.protectSource(source);
    const QString temporary = QDir::tempPath(); // empty when TMPDIR names no folder
    const Result<QString> folder
        = temporary.isEmpty()
              ? Result<QString>(Error::fromErrno(Error::Code::OutputOpenFailed, ENOENT,
                                                 qEnvironmentVariable("TMPDIR"), -1,
                                                 QStringLiteral("the temporary folder (TMPDIR)")))
              : gate.createFolder(temporary, QStringLiteral("custody-view-"));
    if (!folder)
        return Error::fromErrno(Error::Code::SourceNotReadable, 0, source.path(), -1,
                                QStringLiteral("no private folder for the layout's view: %1")
                                    .arg(folder.error().userMessage()));
    const auto removeFolder = qScopeGuard([&gate, &folder] { (void)gate.removeFolder(*folder); });
    const auto loan = std::make_shared<LentSource::Loan>();
    loan->stop = stop;
    const auto endLoan = qScopeGuard([&loan] { LentSource::end(*loan); });
    Result<MediumLayout> layout = Error::fromErrno(Error::Code::SourceNotReadable, 0, QString());
    {
        const Result<std::unique_ptr<MediaView>> view
            = MediaView::mount(std::make_unique<LentSource>(source, loan),
                               MediaView::Options{*folder, QStringLiteral("image.raw"), {}, false});
        if (!view) {
            Error error = view.error();
            error.path = source.path();
            return error;
        }
        layout = readMediumLayout(LayoutTarget{(*view)->filePath(), sectorBytes});
        if (const QString busy = (*view)->unmount(); !busy.isEmpty())
            qWarning("custody: the layout's view on %s stays mounted: %s", qPrintable(*folder),
                     qPrintable(busy));
    }
    if (!layout) {
        Error error = layout.error();
        error.path = source.path();
        return error;
    }
    return layout;
}

} // namespace

Result<void> checkSourceLayoutAllowed(const QString &path)
{
    if (::geteuid() != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, EPERM, path, -1,
                                Tr::tr("the layout of an E01, split or network source is read "
                                       "through a FUSE view, which needs root"));
    return {};
}

Result<MediumLayout> readSourceLayout(SourceDevice &source, int sectorBytes)
{
    return readThroughView(source, sectorBytes, nullptr);
}

Result<MediumLayout> readSourceLayout(SourceDevice &source, std::chrono::seconds timeLimit,
                                      const std::atomic<bool> *cancelRequested)
{
    // A watchdog sets the reads' own flag at the time limit or on the caller's cancel: a network
    // source stops waiting for its server, the view's next read fails, and libblkid gives up.
    std::atomic<bool> stop{false};
    bool timedOut = false;
    bool done = false;
    std::mutex lock;
    std::condition_variable woken;
    std::thread watchdog([&] {
        const auto deadline = std::chrono::steady_clock::now() + timeLimit;
        std::unique_lock hold(lock);
        while (!done) {
            timedOut = std::chrono::steady_clock::now() >= deadline;
            if (timedOut || (cancelRequested && cancelRequested->load())) {
                stop.store(true);
                return;
            }
            woken.wait_for(hold, std::chrono::milliseconds(50));
        }
    });
    source.setCancelRequest(&stop);
    Result<MediumLayout> layout = readThroughView(source, 0, &stop);
    source.setCancelRequest(nullptr);
    {
        const std::lock_guard hold(lock);
        done = true;
    }
    woken.notify_all();
    watchdog.join();
    if (timedOut)
        return Error::fromErrno(
            Error::Code::SourceNotReadable, 0, source.path(), -1,
            Tr::tr("the layout was not read within %1 s: the source answers slowly or not at "
                   "all, and nothing waits for it longer")
                .arg(timeLimit.count()));
    if (stop.load())
        return Error::fromErrno(Error::Code::Cancelled, 0, source.path());
    return layout;
}

} // namespace Custody
