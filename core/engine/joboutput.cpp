// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/joboutput.h"

#include "engine/namedthread.h"

#include <QJsonObject>

namespace Custody {

JobOutput::JobOutput(ImageSink &sink, MapFile mapFile, ImagingSettings settings,
                     ImagingProgress *progress)
    : m_sink(sink)
    , m_mapFile(std::move(mapFile))
    , m_settings(std::move(settings))
    , m_progress(progress ? progress : &m_ownProgress)
{}

JobOutput::~JobOutput()
{
    finishWriter();
}

void JobOutput::setWindowLogBase(QString basePath,
                                 std::function<Result<void>(const QString &path)> beforeCommitting)
{
    m_windowLogBase = std::move(basePath);
    m_beforeCommittingWindows = std::move(beforeCommitting);
}

QString JobOutput::windowLogPath(HashAlgorithm algorithm) const
{
    if (m_windowLogBase.isEmpty())
        return {};
    return m_windowLogBase + QStringLiteral(".windows.") + hashName(algorithm);
}

Result<void> JobOutput::open(const RescueMap &workingMap, bool ownWindowThread, qsizetype capacity,
                             WindowDigestStream *sharedWindows)
{
    const qint64 sizeBytes = workingMap.sizeBytes();
    // A resume goes on with the earlier run's windows (checked before this run started).
    const QJsonObject earlierWindows
        = m_mapFile.companion().value(QLatin1String(ResumeWindows::CompanionKey)).toObject();
    const qint64 windowBytes
        = m_settings.format == ImageFormat::Ewf ? 0
          : earlierWindows.contains(u"bytes")
              ? earlierWindows.value(u"bytes").toInteger()
              : ResumeWindows::windowBytesFor(m_settings.resumeWindowBytes, sizeBytes);
    m_resumeWindows = std::make_unique<ResumeWindows>(windowBytes, sizeBytes, earlierWindows);
    if (sharedWindows && sharedWindows->windowBytes() == m_resumeWindows->windowBytes())
        m_resumeWindows->shareStream(sharedWindows);
    else if (ownWindowThread)
        m_resumeWindows->hashOnThreadOfItsOwn(capacity);
    {
        std::lock_guard lock(m_writerMutex);
        m_writer = std::make_unique<ImageWriter>(m_sink, m_mapFile, workingMap, *m_progress,
                                                 m_settings.mapSaveInterval, m_resumeWindows.get());
    }
    return m_writer->syncAndSave();
}

void JobOutput::startWriter(qsizetype capacity, std::function<void()> onFailure)
{
    m_queue = std::make_unique<BoundedQueue<BlockRef>>(capacity);
    m_thread = startNamedThread(QStringLiteral("custody-writer"), [this, onFailure] {
        const Result<void> written = m_writer->run(*m_queue);
        if (written)
            return;
        m_writeError = written.error();
        m_state.store(State::Failed, std::memory_order_release);
        m_queue->close(); // the reader's next push to this output fails: it goes on without it
        // The blocks still queued go back to the pool, for the outputs that go on.
        while (m_queue->pop()) {
        }
        onFailure();
    });
}

bool JobOutput::push(const BlockRef &block)
{
    return m_queue && m_queue->push(block);
}

void JobOutput::finishWriter()
{
    if (m_queue)
        m_queue->close();
    if (m_thread.joinable())
        m_thread.join();
}

RescueMap JobOutput::mapSnapshot() const
{
    std::lock_guard lock(m_writerMutex);
    return m_writer ? m_writer->mapSnapshot() : RescueMap();
}

std::optional<Error> JobOutput::recordDigests(const QList<HashResult> &hashes)
{
    // A map that kept digests already belongs to an acquisition that completed before: this run
    // only hashed its image again (its record was never written). The image must still have
    // them; if not, it changed since, and the digests it was acquired with stay in the map.
    const QJsonObject earlier = m_mapFile.companion().value(u"digests").toObject();
    QStringList differences;
    QJsonObject digests;
    for (const HashResult &hash : hashes) {
        const QString name = hashName(hash.algorithm);
        const QString kept = earlier.value(name).toString();
        if (!kept.isEmpty() && kept != hash.hex)
            differences << QStringLiteral("%1 was %2 when acquired, is now %3")
                               .arg(hashDisplayName(hash.algorithm), kept, hash.hex);
        digests.insert(name, hash.hex);
    }
    if (!differences.isEmpty())
        return Error::fromErrno(Error::Code::ImageChanged, 0, m_sink.filePaths().value(0), -1,
                                differences.join(QStringLiteral("; ")));
    m_mapFile.setCompanionValue(QStringLiteral("digests"), digests);
    return std::nullopt;
}

ImagingOutcome JobOutput::finish(ImagingOutcome outcome,
                                 const std::vector<std::unique_ptr<HashWorker>> &hashers)
{
    if (m_writeError)
        outcome.error = m_writeError; // whatever else happened, this output stopped here
    // This output's own digests: its segments, its window files.
    for (HashResult &hash : outcome.hashes) {
        for (const std::unique_ptr<HashWorker> &hasher : hashers) {
            if (hasher->algorithm() == hash.algorithm)
                hash.segments = m_settings.format == ImageFormat::SplitRaw
                                    ? hasher->segmentsOf(m_settings.segmentBytes)
                                    : QList<WindowDigest>();
        }
        hash.windowsFile = windowLogPath(hash.algorithm);
    }
    const int expectedHashes = int(toList(m_settings.hashes).size());
    if (m_writer) {
        const RescueMap current = m_writer->mapSnapshot();
        const bool complete = current.bytesUnfinished() == 0;
        // The digests go into the map's companion before anything else is written, so that a
        // crash or a full disk while the sidecars and the record are written still leaves them
        // on disk, and a later run can check the image against them.
        bool committed = false;
        if (complete && !outcome.error && outcome.hashes.size() == expectedHashes) {
            outcome.error = recordDigests(outcome.hashes);
            if (!outcome.error) {
                QList<ImageDigest> digests;
                for (const HashResult &hash : std::as_const(outcome.hashes))
                    digests.append({hashName(hash.algorithm), hash.hex});
                const ImageClosing closing{digests, current.extentsIn(SectorState::BadSector)};
                if (const Result<void> finished = m_sink.finish(closing); !finished)
                    outcome.error = finished.error();
            }
            for (const HashResult &hash : std::as_const(outcome.hashes)) {
                if (outcome.error || hash.windowsFile.isEmpty())
                    continue;
                for (const std::unique_ptr<HashWorker> &hasher : hashers) {
                    if (hasher->algorithm() != hash.algorithm)
                        continue;
                    if (const Result<void> done
                        = hasher->commitWindows(m_beforeCommittingWindows, hash.windowsFile);
                        !done)
                        outcome.error = done.error();
                }
            }
            committed = !outcome.error;
        }
        if (!committed) {
            for (const HashResult &hash : std::as_const(outcome.hashes)) {
                for (const std::unique_ptr<HashWorker> &hasher : hashers) {
                    if (hasher->algorithm() == hash.algorithm && !hash.windowsFile.isEmpty())
                        hasher->discardWindows(hash.windowsFile);
                }
            }
        }
        // A failed output's map is saved as far as its image is durable: ImageWriter syncs first.
        const Result<void> saved = m_writer->syncAndSave(
            complete && !outcome.error ? std::optional(MapStatus::Finished) : std::nullopt);
        if (!saved && !outcome.error)
            outcome.error = saved.error();
        outcome.map = m_writer->mapSnapshot();
        outcome.written = m_writer->written();
    }
    outcome.imageFiles = m_sink.filePaths(); // after finish(), which may close a last file
    const bool unfinished = outcome.map.bytesUnfinished() > 0;
    if (outcome.error) {
        outcome.status = ImagingOutcome::Status::Failed;
    } else if (unfinished || outcome.hashes.size() != expectedHashes) {
        outcome.status = ImagingOutcome::Status::Cancelled;
    } else {
        outcome.status = ImagingOutcome::Status::Completed;
    }
    if (outcome.status != ImagingOutcome::Status::Completed) {
        outcome.hashes.clear();
        outcome.content.reset(); // a census of part of the medium says nothing of the whole
    }
    m_state.store(outcome.status == ImagingOutcome::Status::Completed   ? State::Completed
                  : outcome.status == ImagingOutcome::Status::Cancelled ? State::Cancelled
                                                                        : State::Failed,
                  std::memory_order_release);
    outcome.endTime = QDateTime::currentDateTimeUtc();
    return outcome;
}

} // namespace Custody
