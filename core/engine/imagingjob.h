#pragma once

#include "engine/hashworker.h"
#include "engine/imagingsettings.h"
#include "engine/mapfile.h"
#include "engine/progress.h"
#include "engine/rescuemap.h"
#include "io/imagesink.h"
#include "io/sourcedevice.h"

#include <QDateTime>
#include <QMutex>

#include <atomic>
#include <memory>
#include <optional>

namespace Custody {

class ImageWriter;

struct ImagingOutcome
{
    enum class Status { Completed, Cancelled, Failed };

    Status status = Status::Failed;
    std::optional<Error> error;     // why it failed; empty when completed or cancelled
    QList<HashResult> hashes;       // the image hashes; only when completed
    RescueMap map;                  // as saved at the end
    qint64 rereadUnitBytes = 0;     // granularity of the re-reads around failed blocks
    bool directIoAvailable = false; // whether those re-reads bypassed the page cache
    QDateTime startTime;
    QDateTime endTime;
    QStringList imageFiles;
};

// One acquisition of a source into an image: a reader (the thread that calls run()), a writer
// thread and one hashing thread per algorithm, connected by bounded queues over a fixed pool
// of aligned buffers. The image hash is the hash of the bytes written, fill included.
//
// run() blocks until the job ends and is called once. cancel(), progress() and mapSnapshot()
// may be called from any thread at any time. On cancel or error the image is flushed and the
// map saved; nothing written is ever deleted.
class ImagingJob
{
public:
    ImagingJob(SourceDevice &source, ImageSink &sink, ImagingSettings settings, MapFile mapFile);
    ~ImagingJob();

    ImagingOutcome run();
    void cancel() { m_cancelRequested.store(true); }

    ProgressSnapshot progress() const { return m_progress.snapshot(); }
    RescueMap mapSnapshot() const;

    // Checks settings against a source before anything is opened for writing.
    static Result<void> validate(const ImagingSettings &settings, const SourceDevice &source);

private:
    ImagingOutcome finish(ImagingOutcome outcome, std::optional<Error> readerError,
                          std::optional<Error> writerError);

    SourceDevice &m_source;
    ImageSink &m_sink;
    ImagingSettings m_settings;
    MapFile m_mapFile;
    ImagingProgress m_progress;
    std::atomic<bool> m_cancelRequested{false};
    mutable QMutex m_writerMutex;
    std::unique_ptr<ImageWriter> m_writer;
};

} // namespace Custody
