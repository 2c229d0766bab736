// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogcloser.h"
#include "history/casehistory.h"
#include "historyview.h"
#include "render/reportpdfwriter.h"
#include "render/reportpublisher.h"
#include "reportactions.h"
#include "reportfileview.h"

#include <QFile>
#include <QPdfView>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

namespace {

// One event of `kind` in a new history at `path`.
bool writeEvent(const QString &path, HistoryEvent::Kind kind, const QString &recordPath,
                const QString &reportPath)
{
    Result<std::unique_ptr<CaseHistory>> history
        = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
    if (!history)
        return false;
    HistoryEvent event;
    event.kind = kind;
    event.time = QDateTime(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
    event.recordPath = recordPath;
    event.reportPath = reportPath;
    return bool((*history)->append(event));
}

// A History view over `history`, shown, that records what it hands to the desktop.
struct WatchedView
{
    explicit WatchedView(const QString &history)
        : view(history)
    {
        view.setUrlOpener([this](const QUrl &url) {
            opened.append(url);
            return true;
        });
        view.show();
    }
    HistoryView view;
    QList<QUrl> opened;
};

// The report file view the History opened, once it is shown.
ReportFileView *shownFileView()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (auto *view = qobject_cast<ReportFileView *>(widget); view && view->isVisible())
            return view;
    }
    return nullptr;
}

// A PDF report as Custody writes one, drawn from the record `record`.
bool writePdfReport(const QString &record, const QString &pdf)
{
    QString error;
    const std::optional<ReportDocument> document
        = ReportPublisher::loadDocument(record, ReportPublisher::currentContext(), &error);
    return document && ReportPdfWriter::write(*document, pdf, PaperSize::A4);
}

// Opens the first row's report of a history with one event of `kind` naming `recordPath` and the
// report `reportPath`, and returns the file view it shows (nullptr when none comes).
ReportFileView *openOnlyRow(WatchedView &watched)
{
    if (!QTest::qWaitFor([&] { return watched.view.table()->model()->rowCount() == 1; }))
        return nullptr;
    watched.view.table()->selectRow(0);
    watched.view.openReport();
    return QTest::qWaitFor([] { return shownFileView() != nullptr; }, 10000) ? shownFileView()
                                                                             : nullptr;
}

} // namespace

// History → Open report: the report in the built-in preview, made from the row's record as its
// PDF was; where no record shows it, said so and the file shown as it was saved (a PDF through Qt
// PDF, a log as text), handed to the desktop only when the examiner asks (label ui).
class TestHistoryReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openReportShowsTheRecordsReportInThePreview();
    void aVerificationsReportIsShownAsSaved();
    void anAcquisitionLogIsShownAsText();
    void aDamagedPdfSaysWhy();
};

void TestHistoryReport::openReportShowsTheRecordsReportInThePreview()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    const QString history = folder.filePath(u"history.sqlite"_s);
    // A report saved as a PDF: shown from the record it was written from.
    QVERIFY(
        writeEvent(history, HistoryEvent::Kind::Report, record, folder.filePath(u"disk.pdf"_s)));
    WatchedView watched(history);
    QTRY_COMPARE(watched.view.table()->model()->rowCount(), 1);
    watched.view.table()->selectRow(0);
    DialogCloser<QPrintPreviewDialog> preview;
    watched.view.openReport();
    QTRY_COMPARE_WITH_TIMEOUT(preview.title, u"Acquisition report"_s, 30000);
    QVERIFY(watched.opened.isEmpty());
    QVERIFY(!shownFileView());
}

void TestHistoryReport::aVerificationsReportIsShownAsSaved()
{
    QTemporaryDir folder;
    const QString pdf = folder.filePath(u"disk.dd.verification-20261201-090000.pdf"_s);
    QVERIFY(writePdfReport(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), pdf));
    const QString history = folder.filePath(u"history.sqlite"_s);
    // A verification names the acquisition's record, not one of its own report.
    QVERIFY(writeEvent(history, HistoryEvent::Kind::Verification, folder.filePath(u"disk.json"_s),
                       pdf));
    WatchedView watched(history);
    DialogCloser<QPrintPreviewDialog> preview;
    ReportFileView *view = openOnlyRow(watched);
    QVERIFY(view);
    QVERIFY(view->isPdf());
    QTRY_VERIFY(view->pageCount() >= 1);
    QVERIFY2(view->problem().isEmpty(), qPrintable(view->problem()));
    // Read as the preview is: a window as large as the preview's, a page at its width.
    QCOMPARE(view->geometry(), ReportActions::previewGeometry(&watched.view));
    QCOMPARE(view->pdfView()->zoomMode(), QPdfView::ZoomMode::FitToWidth);
    QVERIFY2(watched.view.statusText().contains(u"no record"_s),
             qPrintable(watched.view.statusText()));
    // Nothing handed to the desktop unless asked for.
    QVERIFY(watched.opened.isEmpty());
    QVERIFY(preview.title.isEmpty());
    QPushButton *elsewhere = nullptr;
    for (QPushButton *button : view->findChildren<QPushButton *>()) {
        if (button->text().contains(u"another application"_s))
            elsewhere = button;
    }
    QVERIFY(elsewhere);
    elsewhere->click();
    QCOMPARE(watched.opened, QList<QUrl>{QUrl::fromLocalFile(pdf)});
    view->close();
}

void TestHistoryReport::anAcquisitionLogIsShownAsText()
{
    QTemporaryDir folder;
    const QString log = folder.filePath(u"disk.log"_s);
    QFile file(log);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Custody acquisition log\nSource: /dev/sdb\n");
    file.close();
    const QString history = folder.filePath(u"history.sqlite"_s);
    // The record is gone: the log the row names is what is left to show.
    QVERIFY(
        writeEvent(history, HistoryEvent::Kind::Acquisition, folder.filePath(u"disk.json"_s), log));
    WatchedView watched(history);
    ReportFileView *view = openOnlyRow(watched);
    QVERIFY(view);
    QVERIFY(!view->isPdf());
    QVERIFY(view->textView()->isReadOnly());
    QCOMPARE(view->textView()->toPlainText(), u"Custody acquisition log\nSource: /dev/sdb\n"_s);
    QVERIFY2(watched.view.statusText().contains(folder.filePath(u"disk.json"_s))
                 && watched.view.statusText().contains(u"not there"_s),
             qPrintable(watched.view.statusText()));
    view->close();
}

void TestHistoryReport::aDamagedPdfSaysWhy()
{
    QTemporaryDir folder;
    const QString pdf = folder.filePath(u"disk.dd.verification-20261201-090000.pdf"_s);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("%PDF-1.4\nnot a PDF at all") > 5);
    file.close();
    const QString history = folder.filePath(u"history.sqlite"_s);
    QVERIFY(writeEvent(history, HistoryEvent::Kind::Verification, QString(), pdf));
    WatchedView watched(history);
    ReportFileView *view = openOnlyRow(watched);
    QVERIFY(view);
    QVERIFY(view->isPdf());
    QTRY_VERIFY(!view->problem().isEmpty());
    QVERIFY2(view->problem().contains(pdf) && view->problem().contains(u"another application"_s),
             qPrintable(view->problem()));
    QCOMPARE(view->pageCount(), 0);
    view->close();
}

QTEST_MAIN(TestHistoryReport)
#include "tst_historyreport.moc"
