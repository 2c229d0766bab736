// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisition/sourcelayout.h"

#include "device/layoutprobe.h"
#include "io/sourcedevice.h"
#include "mount/mediaview.h"

#include <QCoreApplication>
#include <QDir>
#include <QScopeGuard>
#include <QTemporaryDir>

#include <algorithm>
#include <cerrno>
#include <memory>
#include <mutex>
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

} // namespace

Result<MediumLayout> readSourceLayout(SourceDevice &source, int sectorBytes)
{
    if (::geteuid() != 0)
        return Error::fromErrno(Error::Code::SourceOpenFailed, EPERM, source.path(), -1,
                                Tr::tr("the layout of an E01, split or network source is read "
                                       "through a FUSE view, which needs root"));
    if (sectorBytes <= 0)
        sectorBytes = source.logicalSectorBytes();
    const QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/custody-view-XXXXXX"));
    if (!folder.isValid())
        return Error::fromErrno(
            Error::Code::SourceNotReadable, 0, source.path(), -1,
            QStringLiteral("no private folder for the layout's view in %1").arg(QDir::tempPath()));
    const auto loan = std::make_shared<LentSource::Loan>();
    const auto endLoan = qScopeGuard([&loan] { LentSource::end(*loan); });
    Result<MediumLayout> layout = Error::fromErrno(Error::Code::SourceNotReadable, 0, QString());
    {
        const Result<std::unique_ptr<MediaView>> view = MediaView::mount(
            std::make_unique<LentSource>(source, loan),
            MediaView::Options{folder.path(), QStringLiteral("image.raw"), {}, false});
        if (!view) {
            Error error = view.error();
            error.path = source.path();
            return error;
        }
        layout = readMediumLayout(LayoutTarget{(*view)->filePath(), sectorBytes});
        if (const QString busy = (*view)->unmount(); !busy.isEmpty())
            qWarning("custody: the layout's view on %s stays mounted: %s",
                     qPrintable(folder.path()), qPrintable(busy));
    }
    if (!layout) {
        Error error = layout.error();
        error.path = source.path();
        return error;
    }
    return layout;
}

} // namespace Custody
