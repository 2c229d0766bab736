// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "render/reportpdfwriter.h"

#include "util/durablefile.h"

#include "render/pdfreportlayout.h"

#include <cerrno>

#include <QBuffer>
#include <QGuiApplication>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace Custody {

PaperSize defaultPaperSize()
{
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? PaperSize::Letter
                                                                              : PaperSize::A4;
}

Result<int> ReportPdfWriter::write(const ReportDocument &document, const QString &path,
                                   PaperSize paper)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Error::fromErrno(Error::Code::InvalidArgument, 0, path, -1,
                                QStringLiteral("writing a PDF needs a QGuiApplication"));
    // Made in memory, then written as a whole by replaceFile(): the file is complete or absent.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter));
    writer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
    writer.setResolution(1200);
    writer.setTitle(document.title + QStringLiteral(" – ") + document.runningHeader);
    writer.setCreator(QStringLiteral("Custody %1").arg(QStringLiteral(CUSTODY_VERSION)));

    QPainter painter;
    const Result<int> pages = paint(document, writer, painter);
    if (!pages)
        return Error::fromErrno(Error::Code::OutputOpenFailed, 0, path, -1,
                                QStringLiteral("cannot start the PDF"));
    if (!painter.end())
        return Error::fromErrno(Error::Code::OutputOpenFailed, 0, path, -1,
                                QStringLiteral("cannot finish the PDF"));
    if (const Result<void> saved = replaceFile(path, file.data(), Error::Code::OutputNotSaved);
        !saved)
        return saved.error();
    return pages;
}

Result<int> ReportPdfWriter::paint(const ReportDocument &document, QPagedPaintDevice &device,
                                   QPainter &painter)
{
    // Laid out twice: once to count the pages, so that every page can say "N of M".
    Internal::PdfReportLayout counting(device, nullptr, 0);
    counting.run(document);
    const int pages = counting.pageCount();
    if (!painter.begin(&device))
        return Error::fromErrno(Error::Code::OutputOpenFailed, 0, {}, -1,
                                QStringLiteral("cannot paint on the device"));
    Internal::PdfReportLayout painting(device, &painter, pages);
    painting.run(document);
    Q_ASSERT(painting.pageCount() == pages);
    return pages;
}

} // namespace Custody
