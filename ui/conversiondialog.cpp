// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "conversiondialog.h"

#include "history/eventsources.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace Custody {

ConversionDialog::ConversionDialog(ImageConversion conversion, QWidget *parent)
    : QDialog(parent)
    , m_conversion(std::move(conversion))
{
    setWindowTitle(tr("Convert to E01"));
    m_text = new QLabel(
        tr("Writing %1.E01 from %2, and checking the image against the "
           "acquisition's hashes in the same read…")
            .arg(m_conversion.basePath(), m_conversion.sourceFiles().join(QStringLiteral(", "))));
    m_text->setObjectName(QStringLiteral("conversionText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    connect(m_buttons, &QDialogButtonBox::rejected, this, [this] {
        if (isRunning())
            m_cancelRequested.store(true);
        else
            reject();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_progress);
    layout->addWidget(m_buttons);
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

void ConversionDialog::start()
{
    m_thread.reset(
        QThread::create([this] { m_result = m_conversion.run(m_cancelRequested, m_bytesRead); }));
    connect(m_thread.get(), &QThread::finished, this, &ConversionDialog::onDone);
    m_thread->start();
    m_timer.start();
}

void ConversionDialog::tick()
{
    const qint64 total = std::max<qint64>(1, m_conversion.sizeBytes());
    m_progress->setValue(int(m_bytesRead.load() * 1000 / total));
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

HistoryEvent ConversionDialog::historyEvent() const
{
    return m_result ? conversionEvent(m_conversion, *m_result) : HistoryEvent();
}

QString ConversionDialog::resultText() const
{
    if (!m_result)
        return {};
    if (!*m_result)
        return tr("No E01 was made: %1").arg(m_result->error().userMessage());
    QString text = tr("Written: %1. Every hash of the acquisition agrees with the image read "
                      "for it:")
                       .arg(m_conversion.outputFiles().join(QStringLiteral(", ")));
    for (const HashResult &hash : m_result->value())
        text += u'\n' + hashDisplayName(hash.algorithm) + QStringLiteral(": ") + hash.hex;
    return text;
}

} // namespace Custody
