// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "render/acquisitionloglock.h"
#include "render/reportpdfwriter.h"
#include "util/backgroundjob.h"

#include <QObject>
#include <QPointer>
#include <QRect>

#include <functional>
#include <memory>

class QPrintDialog;
class QPrinter;
class QWidget;

namespace Custody {

// The report of a finished acquisition, from its JSON record, read on a worker thread (a map
// with many bad areas is large): View shows it in Qt's print preview (no PDF viewer needed),
// Print shows the print dialog, Save PDF asks where (BASE.pdf next to the image by default),
// writes it on the worker and records its SHA-256 in the acquisition log; every look at the file
// system is made on the worker.
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
    // Where Save PDF writes, asked with `suggested` (BASE.pdf) as the default; empty cancels.
    // By default the file dialog; tests give the answer.
    using SaveLocationQuestion = std::function<QString(const QString &suggested)>;
    void setSaveLocationQuestion(SaveLocationQuestion question)
    {
        m_saveLocation = std::move(question);
    }
    // The paper and margins of the PDF reports, for printing them.
    static void setUpPrinter(QPrinter &printer);
    // A report in Qt's print preview (from which it can be printed too), titled `title`, at
    // previewGeometry() and zoomed to the page's width; returns the error of drawing it, empty
    // when none.
    static QString preview(const ReportDocument &document, const QString &title, QWidget *parent);
    // Where the preview opens: centred on the parent's window, at least its size and most of the
    // screen's available area, never past that area.
    static QRect previewGeometry(const QWidget *parent);
    // Once a print is over: the error (empty when printed or cancelled) and the printer's name
    // (empty when cancelled).
    using PrintDone = std::function<void(const QString &error, const QString &printer)>;
    // A report on a printer the print dialog chose. Never to a file: Qt's print dialog opens the
    // file it is given for writing itself, on the GUI thread and outside the write gate (a path
    // typed there could be the image or the drive); Save PDF writes a report's file, through the
    // gate. Without a printer, says so (the error) and shows no dialog.
    static void printWithDialog(const ReportDocument &document, const QString &title,
                                QWidget *parent, const PrintDone &done);
    // The print dialog as printWithDialog() shows it: printers only, no "Print to file".
    static void setUpPrintDialog(QPrintDialog &dialog);

Q_SIGNALS:
    // After Save PDF: the PDF path; after any action: the error.
    void saved(const QString &pdfPath);
    // After Print: the printer it went to.
    void printed(const QString &printer);
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    // Whether an existing file at the PDF's path is replaced (the file dialog asked) or refused.
    enum class ExistingPdf { Replace, Refuse };
    void publish(const QString &pdfPath, ExistingPdf existing);
    enum class Shown { Preview, PrintDialog };
    // Reads the record on the worker, then shows its report.
    void show(Shown shown);
    // Runs `work` on a worker thread (one at a time: isBusy()), then on the GUI thread what it
    // returns.
    void runInBackground(const std::function<std::function<void()>()> &work);

    QString m_recordPath;
    QPointer<QWidget> m_parent;
    SaveLocationQuestion m_saveLocation;
    std::function<void()> m_then; // what the work returned, run once the job has finished
    BackgroundJob m_job{QStringLiteral("custody-report")};
};

} // namespace Custody
