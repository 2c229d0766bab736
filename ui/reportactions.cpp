// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportactions.h"

#include "render/reportpublisher.h"

#include <QDesktopServices>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QUrl>

namespace Custody {

ReportActions::ReportActions(QString recordPath, QWidget *parent)
    : QObject(parent)
    , m_recordPath(std::move(recordPath))
    , m_parent(parent)
{
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

void ReportActions::openPdf()
{
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(pdfPath())))
        Q_EMIT failed(tr("No program to show PDF files is set up on this desktop. The report is "
                         "%1: open it with a PDF viewer, or print it with Print report….")
                          .arg(pdfPath()));
}

void ReportActions::setUpPrinter(QPrinter &printer)
{
    printer.setPageSize(
        QPageSize(defaultPaperSize() == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter));
    printer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
}

void ReportActions::savePdf()
{
    publish(false);
}

void ReportActions::view()
{
    // A PDF older than the record describes an earlier run (before a resume): write it again.
    const QFileInfo pdf(pdfPath());
    if (pdf.exists() && pdf.lastModified() >= QFileInfo(m_recordPath).lastModified())
        openPdf();
    else
        publish(true);
}

void ReportActions::publish(bool openWhenDone)
{
    if (m_job.isRunning())
        return;
    ReportRequest request;
    request.recordPath = m_recordPath;
    request.pdfPath = pdfPath();
    request.paper = defaultPaperSize();
    if (QFileInfo::exists(request.pdfPath)) {
        if (QMessageBox::question(m_parent, tr("Replace the report?"),
                                  tr("%1 exists. Write the report again? The acquisition log "
                                     "keeps the SHA-256 of both.")
                                      .arg(request.pdfPath))
            != QMessageBox::Yes)
            return;
        request.overwrite = OverwritePolicy::Overwrite;
    }
    runInBackground([this, request, openWhenDone]() -> std::function<void()> {
        const PublishedReports published
            = ReportPublisher::publish(request, ReportPublisher::currentContext());
        return [this, published, openWhenDone] {
            if (!published.ok()) {
                Q_EMIT failed(published.error);
                return;
            }
            Q_EMIT saved(pdfPath());
            if (openWhenDone)
                openPdf();
        };
    });
}

void ReportActions::print()
{
    if (m_job.isRunning())
        return;
    // The record, its map and log are read off the GUI thread: a map with many bad areas is
    // large.
    runInBackground([recordPath = m_recordPath, this]() -> std::function<void()> {
        QString error;
        std::optional<ReportDocument> document
            = ReportPublisher::loadDocument(recordPath, ReportPublisher::currentContext(), &error);
        return [this, document = std::move(document), error] {
            if (document)
                showPrintPreview(*document);
            else
                Q_EMIT failed(error);
        };
    });
}

void ReportActions::showPrintPreview(const ReportDocument &document)
{
    QPrinter printer(QPrinter::HighResolution);
    setUpPrinter(printer);
    printer.setDocName(document.title);
    QPrintPreviewDialog preview(&printer, m_parent);
    preview.setWindowTitle(tr("Print the acquisition report"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this, &document](QPrinter *p) {
        QPainter painter;
        if (const Result<int> pages = ReportPdfWriter::paint(document, *p, painter); !pages)
            Q_EMIT failed(pages.error().userMessage());
        if (painter.isActive())
            painter.end();
    });
    preview.exec();
}

void ReportActions::runInBackground(const std::function<std::function<void()>()> &work)
{
    Q_EMIT busyChanged(true);
    m_job.start([this, work] { m_then = work(); });
}

} // namespace Custody
