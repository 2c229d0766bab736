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
    // Once a print is over: the error (empty when printed or cancelled) and where it went: the
    // printer's name, or the file printed to (both empty when cancelled).
    using PrintDone
        = std::function<void(const QString &error, const QString &printer, const QString &file)>;
    // A report on a printer the print dialog chose, or printed to a file: then printToFile(), off
    // the GUI thread, to the document's pdfPath's folder (beside the image) unless changed.
    // `done` runs on the GUI thread once it is over, and not at all when `parent` is gone by then.
    static void printWithDialog(const ReportDocument &document, const QString &title,
                                QWidget *parent, PrintDone done);
    // A report printed to the PDF file `path`, as a print dialog's "Print to file" asks: through
    // the write gate with the document's sources protected, and never over anything that is
    // there (the print system would write over whatever it is given). The error, empty when
    // written. Does I/O: never on the GUI thread.
    static QString printToFile(const ReportDocument &document, const QString &path,
                               PaperSize paper);

Q_SIGNALS:
    // After Save PDF: the PDF path; after any action: the error.
    void saved(const QString &pdfPath);
    // After Print: the printer it went to, or the file it was printed to.
    void printed(const QString &printer, const QString &file);
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
