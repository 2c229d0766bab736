// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/imageconversion.h"
#include "history/historyevent.h"
#include "models/jobstatus.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QThread;

namespace Custody {

// "Convert to E01…" of a finished acquisition, in two steps. First it asks: it names the E01 it
// would write beside the image and offers its compression and segment size; nothing is read or
// written before Convert is pressed (Cancel closes it). Convert asks for it to start
// (convertRequested(): the window's job queue starts it when its limits let it, saying so
// meanwhile with showQueued()). Then ImageConversion runs on its own thread (the record is read
// there too: it may be on a share that does not answer), with its progress and Cancel (nothing is
// kept then), and says what it made or why it refused.
class ConversionDialog : public QDialog
{
    Q_OBJECT

public:
    // recordPath: the acquisition's NAME.json; the E01 goes to NAME.E01, ….
    explicit ConversionDialog(QString recordPath, QWidget *parent = nullptr);
    ~ConversionDialog() override;

    // What Convert does: starts the conversion with the options chosen; finished() follows.
    void start();
    bool isRunning() const { return m_thread != nullptr; }
    ImageFormatOptions options() const;
    QString recordPath() const { return m_recordPath; }
    // Convert was pressed and the job waits in the queue: said, the options no longer changed.
    void showQueued();
    // Taken out of the queue before it started (the jobs table's Remove): asks again.
    void showWithdrawn();
    // The job as the jobs table shows it, once started.
    JobStatus jobStatus() const;
    QString resultText() const;
    void reject() override;
    // Stops a running conversion (nothing of it is kept), as Cancel does; finished() follows.
    void cancel();
    // The E01's files, once converted.
    QStringList outputFiles() const;
    // What the case history records of it, once finished; none when the record could not be
    // read (nothing was converted).
    std::optional<HistoryEvent> historyEvent() const;

Q_SIGNALS:
    void convertRequested();
    void jobChanged();
    void finished(bool converted);

private:
    void tick();
    void onDone();

    QString m_recordPath;
    QString m_question;
    std::optional<ImageConversion> m_conversion; // set by the worker, read once it has ended
    std::atomic<bool> m_cancelRequested{false};
    std::atomic<qint64> m_bytesRead{0};
    std::atomic<qint64> m_sizeBytes{0};
    std::optional<Result<QList<HashResult>>> m_result;
    std::unique_ptr<QThread> m_thread;
    QTimer m_timer;
    QElapsedTimer m_running;
    QLabel *m_text = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_segmentSize = nullptr;
    QProgressBar *m_progress = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_convert = nullptr;
};

} // namespace Custody
