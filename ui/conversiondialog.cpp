// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "conversiondialog.h"

#include "dialogs/imageformatfields.h"
#include "history/eventsources.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace Custody {

ConversionDialog::ConversionDialog(QString recordPath, QWidget *parent)
    : QDialog(parent)
    , m_recordPath(std::move(recordPath))
{
    setWindowTitle(tr("Convert to E01"));
    const QString base = m_recordPath.chopped(int(qstrlen(".json")));
    m_question = tr("Write the image of this acquisition as %1.E01 (and further segments as "
                    "needed) beside it? The image is only read; the E01 is kept only when every "
                    "hash of the acquisition is found again in the same read, and the acquisition "
                    "log then names it.")
                     .arg(base);
    m_text = new QLabel(m_question);
    m_text->setObjectName(QStringLiteral("conversionText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_compression = ImageFormatFields::compressionBox();
    m_segmentSize = ImageFormatFields::segmentSizeBox();
    auto *form = new QFormLayout;
    form->addRow(tr("Com&pression:"), m_compression);
    form->addRow(tr("Se&gment size:"), m_segmentSize);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_convert = m_buttons->addButton(tr("Con&vert"), QDialogButtonBox::AcceptRole);
    m_convert->setObjectName(QStringLiteral("startConversionButton"));
    connect(m_convert, &QPushButton::clicked, this, &ConversionDialog::convertRequested);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConversionDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_buttons);
    // The box, made before it had a parent, leaves Cancel out of the dialog's tab chain.
    setTabOrder(m_convert, m_buttons->button(QDialogButtonBox::Cancel));
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &ConversionDialog::tick);
}

ConversionDialog::~ConversionDialog()
{
    if (m_thread) {
        m_cancelRequested.store(true);
        m_thread->wait();
    }
}

void ConversionDialog::reject()
{
    // Cancel, Escape and the window's close button stop a running conversion (nothing of it is
    // kept) and leave the dialog open to say so; otherwise they close it.
    if (isRunning()) {
        cancel();
        return;
    }
    QDialog::reject();
}

void ConversionDialog::cancel()
{
    if (!isRunning())
        return;
    m_cancelRequested.store(true);
    m_text->setText(tr("Stopping: the E01 written so far is removed…"));
}

ImageFormatOptions ConversionDialog::options() const
{
    ImageFormatOptions options;
    options.format = ImageFormat::Ewf;
    options.compression = ImageFormatFields::compression(m_compression);
    options.segmentBytes = ImageFormatFields::segmentBytes(m_segmentSize);
    return options;
}

void ConversionDialog::showQueued()
{
    if (isRunning() || m_result)
        return;
    m_convert->hide();
    m_compression->setEnabled(false);
    m_segmentSize->setEnabled(false);
    m_text->setText(tr("Queued: the conversion starts when the job queue's limits let it (Jobs "
                       "table). Cancel takes it out of the queue."));
}

void ConversionDialog::showWithdrawn()
{
    if (isRunning() || m_result)
        return;
    m_convert->show();
    m_compression->setEnabled(true);
    m_segmentSize->setEnabled(true);
    m_text->setText(tr("Taken out of the job queue: nothing was written.") + u'\n' + m_question);
}

JobStatus ConversionDialog::jobStatus() const
{
    JobStatus job;
    job.kind = JobStatus::Kind::Conversion;
    job.source = m_recordPath;
    job.targets = {m_recordPath.chopped(int(qstrlen(".json"))) + QStringLiteral(".E01")};
    const qint64 total = m_sizeBytes.load();
    const qint64 done = m_bytesRead.load();
    job.progress.phaseDone = job.progress.jobDone = done;
    job.progress.phaseTotal = job.progress.jobTotal = total;
    job.progress.step = isRunning() ? 1 : 0;
    job.progress.elapsedSeconds = m_running.isValid() ? m_running.elapsed() / 1000.0 : 0;
    if (isRunning()) {
        job.state
            = m_cancelRequested.load() ? JobStatus::State::Stopping : JobStatus::State::Acquiring;
        if (job.progress.elapsedSeconds > 0 && done > 0) {
            job.progress.bytesPerSecond = job.progress.averageBytesPerSecond
                = done / job.progress.elapsedSeconds;
            job.progress.secondsLeft = qint64((total - done) / job.progress.bytesPerSecond + 0.5);
        }
        return job;
    }
    if (!m_result) {
        job.state = JobStatus::State::Preparing;
        return job;
    }
    if (*m_result) {
        job.state = JobStatus::State::Finished;
        job.succeeded = true;
        job.outcome = tr("E01 written, the hashes agree");
    } else if (m_result->error().code == Error::Code::Cancelled) {
        job.state = JobStatus::State::Stopped;
        job.outcome = tr("nothing kept");
    } else {
        job.state = JobStatus::State::Failed;
        job.outcome = m_result->error().userMessage();
    }
    return job;
}

void ConversionDialog::start()
{
    if (isRunning() || m_result)
        return;
    m_running.start();
    m_convert->hide();
    m_compression->setEnabled(false);
    m_segmentSize->setEnabled(false);
    m_progress->show();
    m_text->setText(tr("Writing the E01 and checking the image against the acquisition's hashes "
                       "in the same read…"));
    m_thread.reset(QThread::create([this, options = options()] {
        Result<ImageConversion> conversion = ImageConversion::prepare(m_recordPath, options);
        if (!conversion) {
            m_result = conversion.error();
            return;
        }
        m_sizeBytes.store(conversion->sizeBytes());
        m_conversion = std::move(*conversion);
        m_result = m_conversion->run(m_cancelRequested, m_bytesRead);
    }));
    connect(m_thread.get(), &QThread::finished, this, &ConversionDialog::onDone);
    m_thread->start();
    m_timer.start();
    Q_EMIT jobChanged();
}

void ConversionDialog::tick()
{
    const qint64 total = std::max<qint64>(1, m_sizeBytes.load());
    m_progress->setValue(int(m_bytesRead.load() * 1000 / total));
    Q_EMIT jobChanged();
}

void ConversionDialog::onDone()
{
    m_timer.stop();
    m_thread->wait();
    m_thread.reset();
    tick();
    m_text->setText(resultText());
    m_buttons->setStandardButtons(QDialogButtonBox::Close);
    Q_EMIT finished(m_result && m_result->hasValue());
}

QStringList ConversionDialog::outputFiles() const
{
    return m_conversion && m_result && *m_result ? m_conversion->outputFiles() : QStringList();
}

std::optional<HistoryEvent> ConversionDialog::historyEvent() const
{
    if (!m_conversion || !m_result)
        return std::nullopt;
    return conversionEvent(*m_conversion, *m_result);
}

QString ConversionDialog::resultText() const
{
    if (!m_result)
        return {};
    if (!*m_result)
        return tr("No E01 was made: %1").arg(m_result->error().userMessage());
    QString text = tr("Written: %1. Every hash of the acquisition agrees with the image read "
                      "for it:")
                       .arg(outputFiles().join(QStringLiteral(", ")));
    for (const HashResult &hash : m_result->value())
        text += u'\n' + hashDisplayName(hash.algorithm) + QStringLiteral(": ") + hash.hex;
    if (const std::optional<Error> &logError = m_conversion->logError())
        text += u'\n' + tr("The acquisition log does not name it: %1").arg(logError->userMessage());
    else if (const std::optional<Error> &stale = m_conversion->logSignatureError())
        text += u'\n'
                + tr("The acquisition log names it, but its signature, now stale, was not "
                     "removed: %1")
                      .arg(stale->userMessage());
    else if (m_conversion->droppedLogSignature())
        text += u'\n'
                + tr("The acquisition log names it; its signature, now stale, was removed (the "
                     "log is signed again when a signing identity is set).");
    return text;
}

} // namespace Custody
