// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportactions.h"

#include "render/reportpublisher.h"

#include <QAction>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPrinterInfo>
#include <QScreen>

#include <algorithm>

namespace Custody {

ReportActions::ReportActions(QString recordPath, QWidget *parent)
    : QObject(parent)
    , m_recordPath(std::move(recordPath))
    , m_parent(parent)
{
    m_saveLocation = [this](const QString &suggested) {
        // The dialog adds .pdf itself, so that it asks before replacing the file really meant.
        QFileDialog dialog(m_parent, tr("Save the acquisition report"), QFileInfo(suggested).path(),
                           tr("PDF (*.pdf)"));
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("pdf"));
        dialog.selectFile(suggested);
        return dialog.exec() == QDialog::Accepted ? dialog.selectedFiles().value(0) : QString();
    };
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        Q_EMIT busyChanged(false);
        const std::function<void()> then = std::exchange(m_then, {});
        then();
    });
}

ReportActions::~ReportActions() = default; // m_job waits for a report being written

QString ReportActions::pdfPath() const
{
    return m_recordPath.chopped(5) + QStringLiteral(".pdf");
}

void ReportActions::setUpPrinter(QPrinter &printer)
{
    printer.setPageSize(
        QPageSize(defaultPaperSize() == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter));
    printer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
}

void ReportActions::savePdf()
{
    if (m_job.isRunning())
        return;
    QString path = m_saveLocation(pdfPath());
    if (path.isEmpty())
        return;
    // Nobody was asked about replacing a name the file dialog did not show.
    const bool addedSuffix = !path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    if (addedSuffix)
        path += QStringLiteral(".pdf");
    publish(path, addedSuffix ? ExistingPdf::Refuse : ExistingPdf::Replace);
}

void ReportActions::view()
{
    show(Shown::Preview);
}

void ReportActions::print()
{
    show(Shown::PrintDialog);
}

void ReportActions::publish(const QString &pdfPath, ExistingPdf existing)
{
    ReportRequest request;
    request.recordPath = m_recordPath;
    request.pdfPath = pdfPath;
    request.paper = defaultPaperSize();
    // Whether the PDF is there is asked on the worker too: it may be on a share that does not
    // answer.
    runInBackground([this, request, existing]() mutable -> std::function<void()> {
        if (QFileInfo::exists(request.pdfPath)) {
            if (existing == ExistingPdf::Refuse)
                return [this, pdfPath = request.pdfPath] {
                    Q_EMIT failed(
                        tr("%1 exists already: save the report under another name.").arg(pdfPath));
                };
            // The file dialog asked before replacing it; the acquisition log keeps the SHA-256
            // of both.
            request.overwrite = OverwritePolicy::Overwrite;
        }
        const AcquisitionLogLock lock(request.logPath());
        const PublishedReports published
            = ReportPublisher::publish(request, ReportPublisher::currentContext());
        return [this, published, pdfPath = request.pdfPath] {
            if (published.ok())
                Q_EMIT saved(pdfPath);
            else
                Q_EMIT failed(published.error);
        };
    });
}

void ReportActions::show(Shown shown)
{
    if (m_job.isRunning())
        return;
    runInBackground([recordPath = m_recordPath, shown, this]() -> std::function<void()> {
        QString error;
        std::optional<ReportDocument> document
            = ReportPublisher::loadDocument(recordPath, ReportPublisher::currentContext(), &error);
        return [this, document = std::move(document), error, shown] {
            if (!document) {
                Q_EMIT failed(error);
            } else if (shown == Shown::Preview) {
                if (const QString problem = preview(*document, tr("Acquisition report"), m_parent);
                    !problem.isEmpty())
                    Q_EMIT failed(problem);
            } else {
                printWithDialog(
                    *document, tr("Print the acquisition report"), m_parent,
                    [self = QPointer(this)](const QString &problem, const QString &printer) {
                        if (self && !problem.isEmpty())
                            Q_EMIT self->failed(problem);
                        else if (self && !printer.isEmpty())
                            Q_EMIT self->printed(printer);
                    });
            }
        };
    });
}

namespace {

// The PDF reports' paper and margins, and the document's name for the print queue.
void setUp(QPrinter &printer, const ReportDocument &document)
{
    ReportActions::setUpPrinter(printer);
    printer.setDocName(document.title);
}

QString paint(const ReportDocument &document, QPrinter &printer)
{
    QPainter painter;
    const Result<int> pages = ReportPdfWriter::paint(document, printer, painter);
    if (painter.isActive())
        painter.end();
    return pages ? QString() : pages.error().userMessage();
}

} // namespace

QRect ReportActions::previewGeometry(const QWidget *parent)
{
    const QWidget *window = parent ? parent->window() : nullptr;
    const QScreen *screen = window ? window->screen() : QGuiApplication::primaryScreen();
    const QRect available = screen->availableGeometry();
    // The main window's size, and no less than most of the screen (a page is read at its
    // width, and a small window would show a few lines of it); never past the screen.
    const QSize wanted
        = (window ? window->size() : QSize())
              .expandedTo(QSize(available.width() * 3 / 5, available.height() * 9 / 10))
              .boundedTo(available.size());
    QRect geometry(QPoint(), wanted);
    geometry.moveCenter(window ? window->geometry().center() : available.center());
    // Moved back onto the screen where centring on the window took it past an edge.
    geometry.moveLeft(
        std::clamp(geometry.left(), available.left(), available.right() - geometry.width() + 1));
    geometry.moveTop(
        std::clamp(geometry.top(), available.top(), available.bottom() - geometry.height() + 1));
    return geometry;
}

QString ReportActions::preview(const ReportDocument &document, const QString &title,
                               QWidget *parent)
{
    QPrinter printer(QPrinter::HighResolution);
    setUp(printer, document);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setWindowTitle(title);
    // Large enough to read, and a page as wide as the preview: Qt's default shows the whole page
    // in whatever height the dialog has.
    dialog.setGeometry(previewGeometry(parent));
    if (auto *widget = dialog.findChild<QPrintPreviewWidget *>())
        widget->setZoomMode(QPrintPreviewWidget::FitToWidth);
    // The dialog's own "Fit width" button, so that its toolbar shows the mode in use.
    for (QAction *action : dialog.findChildren<QAction *>()) {
        if (action->objectName() == QLatin1String("fitWidthAction"))
            action->setChecked(true);
    }
    QString error;
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&document, &error](QPrinter *target) { error = paint(document, *target); });
    dialog.exec();
    return error;
}

void ReportActions::setUpPrintDialog(QPrintDialog &dialog)
{
    dialog.setOption(QAbstractPrintDialog::PrintToFile, false);
}

void ReportActions::printWithDialog(const ReportDocument &document, const QString &title,
                                    QWidget *parent, const PrintDone &done)
{
    if (QPrinterInfo::availablePrinters().isEmpty()) {
        done(tr("No printer is set up on this computer: save the report as a PDF and print that "
                "file where a printer is."),
             {});
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    setUp(printer, document);
    QPrintDialog dialog(&printer, parent);
    setUpPrintDialog(dialog);
    dialog.setWindowTitle(title);
    if (dialog.exec() != QDialog::Accepted) {
        done({}, {});
        return;
    }
    const QString error = paint(document, printer);
    done(error, error.isEmpty() ? printer.printerName() : QString());
}

void ReportActions::runInBackground(const std::function<std::function<void()>()> &work)
{
    Q_EMIT busyChanged(true);
    m_job.start([this, work] { m_then = work(); });
}

} // namespace Custody
