// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Several outputs from one read: the parts of Acquisition for request().alsoOutputs. Each --also
// output is an Acquisition of its own (its request alsoOutputRequest()), that runs the steps of
// prepare() and execute() that concern its files (the checks against the evidence, its lock, the
// files already there, its sink and output gate, its read-back, its record and its files at the
// end), while the source, its locks, write-block and SMART, and the one ImagingJob, are this
// acquisition's. So each output is a complete acquisition's file set at its own base, which the
// ordinary `custody-cli acquire SRC BASE2 --resume` resumes on its own.

#include "acquisition/acquisition.h"
#include "acquisition/alsooutputoptions.h"

#include "engine/acquisitionfiles.h"
#include "io/ewfcontainer.h"
#include "util/nativepath.h"

namespace Custody {

namespace {

QString formatName(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Raw: return QStringLiteral("raw");
    case ImageFormat::SplitRaw: return QStringLiteral("split");
    case ImageFormat::Ewf: return QStringLiteral("e01");
    }
    return {};
}

RecordedDestination destinationOf(const AcquisitionRequest &request,
                                  const AcquisitionRecord &record, const ImagingOutcome &outcome)
{
    RecordedDestination destination;
    destination.base = absolutePath(request.basePath);
    destination.format = formatName(request.settings.format);
    for (const QString &file : outcome.imageFiles)
        destination.files << absolutePath(file);
    destination.status = record.result.status;
    destination.error = record.result.error;
    destination.verification = record.verdict().name();
    return destination;
}

} // namespace

Acquisition::Acquisition(AcquisitionRequest request, std::shared_ptr<SourceDevice> source,
                         const Acquisition *primary)
    : m_request(std::move(request))
    , m_source(std::move(source))
    , m_primary(primary)
    , m_writeBlock(false) // the source's write-block is the primary's
{}

Result<void> Acquisition::createAlsoOutputs()
{
    if (m_request.alsoOutputs.isEmpty())
        return {};
    if (m_request.overwrite == OverwritePolicy::Resume)
        return Error::fromErrno(Error::Code::ResumeRefused, 0, m_request.basePath, -1,
                                tr("a resume continues one output: resume each output on its "
                                   "own, each reading the source again for what it lacks"));
    for (qsizetype index = 0; index < m_request.alsoOutputs.size(); ++index) {
        AcquisitionRequest alone = alsoOutputRequest(m_request, index);
        ImagingSettings &settings = alone.settings;
        if (settings.format == ImageFormat::Ewf && settings.chunkBytes == 0)
            settings.chunkBytes
                = qint64(Ewf::DefaultSectorsPerChunk) * m_source->logicalSectorBytes();
        if (const Result<void> valid = ImagingJob::validate(settings, *m_source); !valid)
            return valid.error();
        auto output
            = std::unique_ptr<Acquisition>(new Acquisition(std::move(alone), m_source, this));
        if (const Result<void> safe = output->checkNotOnEvidence(); !safe)
            return safe.error();
        m_alsoOutputs.push_back(std::move(output));
    }
    return {};
}

Result<void> Acquisition::lockAlsoOutputs()
{
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        if (const Result<void> locked = output->takeLocks(); !locked)
            return locked.error();
    }
    return {};
}

Result<void> Acquisition::checkAlsoOutputsExisting()
{
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        output->m_fingerprint = m_fingerprint;
        output->m_drive = m_drive;
        if (const Result<void> existing = output->checkExistingOutputs(); !existing)
            return existing.error();
    }
    return {};
}

Result<void> Acquisition::openAlsoOutputs()
{
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        output->m_drive = m_drive; // with the hidden areas and SMART, for the E01 and the record
        if (const Result<void> opened = output->openOutputs(); !opened)
            return opened;
        output->ownPlannedOutputs();
    }
    return {};
}

void Acquisition::addAlsoOutputsToJob()
{
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        const AcquisitionRequest &alone = output->m_request;
        m_job->addOutput(*output->m_sink,
                         MapFile(AcquisitionFiles(alone.basePath).map(), m_request.commandLine,
                                 QDateTime::currentDateTime(), output->companion()),
                         alone.settings, alone.basePath,
                         [gate = output->m_outputGate](const QString &path) {
                             return checkOutputWritable(gate, path);
                         });
    }
}

void Acquisition::verifyAlsoOutputs(const ImagingOutcome &outcome)
{
    const QList<ImagingOutcome> &outcomes = m_job->outcomes();
    // The source is read again once, compared with this output, else with the first --also
    // output that completed and is read back.
    bool sourceReread = outcome.status == ImagingOutcome::Status::Completed;
    for (size_t index = 0; index < m_alsoOutputs.size(); ++index) {
        Acquisition &output = *m_alsoOutputs[index];
        output.m_alsoOutcome = outcomes.value(qsizetype(index) + 1);
        output.m_sink.reset(); // its files closed before their sizes are recorded
        if (output.m_request.verify == VerifyPolicy::None
            || output.m_alsoOutcome.status != ImagingOutcome::Status::Completed)
            continue;
        if (m_cancelRequested.load())
            output.cancel();
        m_phase.store(Phase::Verifying);
        {
            const QMutexLocker lock(&m_historyMutex);
            output.m_elapsed = m_elapsed; // its reads' points on this run's time axis
        }
        m_verifyingAlso.store(&output);
        output.m_alsoVerification = output.verifyImage(output.m_alsoOutcome);
        if (m_request.verify == VerifyPolicy::ImageAndSource && !sourceReread) {
            output.m_alsoVerification->source = output.rereadSource(output.m_alsoOutcome);
            sourceReread = true;
        }
    }
}

void Acquisition::recordAlsoOutputs(AcquisitionRecord &record, const ImagingOutcome &outcome,
                                    const QList<ThroughputSample> &samples)
{
    if (m_alsoOutputs.empty())
        return;
    QList<RecordedDestination> destinations{destinationOf(m_request, record, outcome)};
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        AcquisitionRecord &own = output->m_alsoRecord;
        own = output->assembleRecord(output->m_alsoOutcome, samples);
        // What concerns the source is this acquisition's: its SMART, its write-block.
        own.smartAtEnd = record.smartAtEnd;
        own.writeBlock = record.writeBlock;
        own.verification = output->m_alsoVerification;
        destinations.append(destinationOf(output->m_request, own, output->m_alsoOutcome));
    }
    for (qsizetype index = 0; index <= qsizetype(m_alsoOutputs.size()); ++index) {
        AcquisitionRecord &listing = index == 0 ? record : m_alsoOutputs[index - 1]->m_alsoRecord;
        listing.destinations = destinations;
        listing.destinations[index].own = true;
    }
}

void Acquisition::writeAlsoOutputs()
{
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs) {
        AcquisitionOutputs outputs(output->m_outputGate, output->m_request.basePath,
                                   output->m_request.settings.format);
        outputs.write(output->m_alsoRecord, output->m_alsoOutcome, output->m_segmentDigester.get(),
                      QByteArray());
        output->m_outputError = outputs.error();
        output->m_droppedSignatures = outputs.droppedSignatures();
        if (output->m_alsoOutcome.status != ImagingOutcome::Status::Completed
            || output->m_outputError)
            output->m_keptOutputs = AcquisitionOutputs::lookAt(
                plannedOutputs(output->m_request, m_source->sizeBytes()),
                AcquisitionFiles(output->m_request.basePath).map());
        output->m_outputLock.reset(); // its files are final
    }
}

QList<Acquisition::DestinationProgress> Acquisition::destinationProgress() const
{
    const ImagingJob *job = m_publishedJob.load();
    if (!job)
        return {};
    const QList<ImagingJob::OutputProgress> written = job->outputProgress();
    QList<DestinationProgress> progress;
    for (qsizetype index = 0; index < written.size(); ++index) {
        const AcquisitionRequest &request
            = index == 0 ? m_request : m_alsoOutputs[size_t(index) - 1]->m_request;
        progress.append({request.basePath, request.settings.format, written[index].bytesWritten,
                         written[index].state});
    }
    return progress;
}

QList<Acquisition::AlsoOutputResult> Acquisition::alsoOutputResults() const
{
    QList<AlsoOutputResult> results;
    for (const std::unique_ptr<Acquisition> &output : m_alsoOutputs)
        results.append({output->m_request, output->m_alsoRecord, output->m_outputError,
                        output->m_keptOutputs});
    return results;
}

} // namespace Custody
