// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/reportpdfwriter.h"
#include "util/backgroundjob.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QPrinter;
class QWidget;

namespace Custody {

// The report of a finished acquisition, from its JSON record: Save PDF writes BASE.pdf next to
// the image (on a worker thread) and records its SHA-256 in the acquisition log, View opens
// that PDF in the desktop's viewer (saving it first), Print reads the record on a worker thread
// and shows the system print dialog with a preview.
class ReportActions : public QObject
{
    Q_OBJECT

public:
    ReportActions(QString recordPath, QWidget *parent);
    ~ReportActions() override;

    QString pdfPath() const;
    bool isBusy() const { return m_job.isRunning(); }

    void savePdf();
    void view();
    void print();
    // The paper and margins of the PDF reports, for printing them.
    static void setUpPrinter(QPrinter &printer);

Q_SIGNALS:
    // After Save PDF (or View): the PDF path, or the error.
    void saved(const QString &pdfPath);
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    void publish(bool openWhenDone);
    void showPrintPreview(const ReportDocument &document);
    // In the desktop's PDF viewer; says so when there is none.
    void openPdf();
    // Runs `work` on a worker thread (one at a time: isBusy()), then on the GUI thread what it
    // returns.
    void runInBackground(const std::function<std::function<void()>()> &work);

    QString m_recordPath;
    QPointer<QWidget> m_parent;
    std::function<void()> m_then; // what the work returned, run once the job has finished
    BackgroundJob m_job{QStringLiteral("custody-report")};
};

} // namespace Custody
