#include "report/reportpdfwriter.h"

#include "report/pdfreportlayout.h"

#include <cerrno>

#include <QGuiApplication>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

namespace Custody {

Result<int> ReportPdfWriter::write(const ReportDocument &document, const QString &path,
                                   PaperSize paper)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return Error::fromErrno(Error::Code::InvalidArgument, 0, path, -1,
                                QStringLiteral("writing a PDF needs a QGuiApplication"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1, file.errorString());
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter));
    writer.setPageMargins(QMarginsF(16, 12, 16, 12), QPageLayout::Millimeter);
    writer.setResolution(1200);
    writer.setTitle(document.title + QStringLiteral(" – ") + document.runningHeader);
    writer.setCreator(QStringLiteral("Custody %1").arg(QStringLiteral(CUSTODY_VERSION)));

    Internal::PdfReportLayout counting(writer, nullptr, 0);
    counting.run(document);
    const int pages = counting.pageCount();

    QPainter painter;
    if (!painter.begin(&writer))
        return Error::fromErrno(Error::Code::OutputOpenFailed, 0, path, -1,
                                QStringLiteral("cannot start the PDF"));
    Internal::PdfReportLayout painting(writer, &painter, pages);
    painting.run(document);
    const bool ended = painter.end();
    Q_ASSERT(painting.pageCount() == pages);
    if (!ended || !file.commit())
        return Error::fromErrno(Error::Code::OutputOpenFailed, errno, path, -1, file.errorString());
    return pages;
}

} // namespace Custody
