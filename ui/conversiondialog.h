// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisition/imageconversion.h"
#include "history/historyevent.h"

#include <QDialog>
#include <QTimer>

#include <atomic>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QThread;

namespace Custody {

// "Convert to E01…" of a finished acquisition: ImageConversion on its own thread, its progress,
// Cancel while it runs (nothing is kept then), and what it made or why it refused at the end.
class ConversionDialog : public QDialog
{
    Q_OBJECT

public:
    ConversionDialog(ImageConversion conversion, QWidget *parent = nullptr);
    ~ConversionDialog() override;

    // Starts the conversion; finished() follows.
    void start();
    bool isRunning() const { return m_thread != nullptr; }
    QString resultText() const;
    // What the case history records of it, once finished.
    HistoryEvent historyEvent() const;

Q_SIGNALS:
    void finished(bool converted);

private:
    void tick();
    void onDone();

    ImageConversion m_conversion;
    std::atomic<bool> m_cancelRequested{false};
    std::atomic<qint64> m_bytesRead{0};
    std::optional<Result<QList<HashResult>>> m_result;
    std::unique_ptr<QThread> m_thread;
    QTimer m_timer;
    QLabel *m_text = nullptr;
    QProgressBar *m_progress = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace Custody
