// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogcloser.h"
#include "render/reportpublisher.h"
#include "reportactions.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPrinterInfo>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

// The report of a record: read on a worker thread (busy meanwhile, the error when the record
// cannot be read), previewed, printed, or saved where the examiner says.
class TestReportActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printOfAMissingRecordFails();
    void viewPreviewsTheRecordWithoutAViewer();
    void withoutAPrinterPrintSaysToSaveAPdf();
    void thePrintDialogNeverPrintsToAFile();
    void previewFillsTheWindowAtPageWidth();
    void saveAsksWhereBesideTheImage();
};

void TestReportActions::printOfAMissingRecordFails()
{
    QWidget parent;
    ReportActions actions(u"/nonexistent/disk.json"_s, &parent);
    QSignalSpy busy(&actions, &ReportActions::busyChanged);
    QSignalSpy failed(&actions, &ReportActions::failed);
    actions.print();
    QVERIFY(actions.isBusy());
    QVERIFY(failed.wait(10000));
    QVERIFY2(failed.first().first().toString().contains(u"/nonexistent/disk.json"_s),
             qPrintable(failed.first().first().toString()));
    QCOMPARE(busy.size(), 2);
    QCOMPARE(busy.at(0).first().toBool(), true);
    QCOMPARE(busy.at(1).first().toBool(), false);
    QVERIFY(!actions.isBusy());
}

// View shows the report in the built-in preview: no PDF file and no PDF viewer needed.
void TestReportActions::viewPreviewsTheRecordWithoutAViewer()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", folder.path().toLocal8Bit()); // nothing to open a PDF with
    QWidget parent;
    ReportActions actions(record, &parent);
    QSignalSpy failed(&actions, &ReportActions::failed);
    DialogCloser<QPrintPreviewDialog> closer;
    actions.view();
    QTRY_VERIFY_WITH_TIMEOUT(!closer.title.isEmpty(), 30000);
    qputenv("PATH", path);
    QCOMPARE(closer.title, u"Acquisition report"_s);
    QCOMPARE(failed.size(), 0);
    QVERIFY(!QFileInfo::exists(folder.filePath(u"disk.pdf"_s))); // nothing written to show it
}

// The preview opens as large as the window (and no less than most of the screen), within the
// screen, with the page as wide as the preview: not a strip at 5 %.
void TestReportActions::previewFillsTheWindowAtPageWidth()
{
    QWidget window;
    const QRect available = window.screen()->availableGeometry();
    window.resize(available.width() * 3 / 4, available.height() * 3 / 4);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QString error;
    const std::optional<ReportDocument> document = ReportPublisher::loadDocument(
        QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"),
        ReportPublisher::currentContext(), &error);
    QVERIFY2(document, qPrintable(error));
    QRect geometry;
    std::optional<QPrintPreviewWidget::ZoomMode> zoom;
    DialogCloser<QPrintPreviewDialog> closer([&](QPrintPreviewDialog &dialog) {
        geometry = dialog.geometry();
        if (auto *preview = dialog.findChild<QPrintPreviewWidget *>())
            zoom = preview->zoomMode();
    });
    QCOMPARE(ReportActions::preview(*document, u"Acquisition report"_s, &window), QString());
    QVERIFY(!closer.title.isEmpty());
    QVERIFY2(available.contains(geometry), qPrintable(u"%1,%2 %3x%4"_s.arg(geometry.x())
                                                          .arg(geometry.y())
                                                          .arg(geometry.width())
                                                          .arg(geometry.height())));
    QVERIFY(geometry.width() >= window.width());
    QVERIFY(geometry.height() >= window.height());
    QVERIFY(geometry.height() >= available.height() * 4 / 5);
    QVERIFY(zoom);
    QCOMPARE(*zoom, QPrintPreviewWidget::FitToWidth);
}

// Save PDF asks where, suggesting BASE.pdf beside the image; the report goes where the examiner
// said, its SHA-256 into the acquisition log; never over the record.
void TestReportActions::saveAsksWhereBesideTheImage()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.txt"),
                        folder.filePath(u"disk.txt"_s)));
    QVERIFY(QFile::setPermissions(folder.filePath(u"disk.txt"_s),
                                  QFile::ReadOwner | QFile::WriteOwner));
    QWidget parent;
    ReportActions actions(record, &parent);
    QSignalSpy saved(&actions, &ReportActions::saved);
    QSignalSpy failed(&actions, &ReportActions::failed);
    QStringList suggestions;
    QString answer = folder.filePath(u"case-file/report"_s);
    QVERIFY(QDir().mkpath(folder.filePath(u"case-file"_s)));
    actions.setSaveLocationQuestion([&](const QString &suggested) {
        suggestions << suggested;
        return answer;
    });
    actions.savePdf();
    QCOMPARE(suggestions, QStringList{folder.filePath(u"disk.pdf"_s)});
    QVERIFY(saved.wait(30000));
    const QString written = folder.filePath(u"case-file/report.pdf"_s);
    QCOMPARE(saved.first().first().toString(), written);
    QFile pdf(written);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QFile log(folder.filePath(u"disk.txt"_s));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QVERIFY(log.readAll().contains(written.toUtf8()));

    // Cancelled: nothing happens. Pointed at the record: a PDF beside it, the record unchanged.
    answer.clear();
    actions.savePdf();
    QVERIFY(!actions.isBusy());
    QFile original(record);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();
    answer = record;
    actions.savePdf();
    QVERIFY(saved.wait(30000));
    QCOMPARE(saved.last().first().toString(), record + u".pdf"_s);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    QCOMPARE(failed.size(), 0);
}

// Print goes to printers only. Without one there is no dialog: the examiner is told to save a
// PDF, which goes through the write gate (Qt's "Print to file" would open the path typed in
// its dialog for writing itself, outside the gate).
void TestReportActions::withoutAPrinterPrintSaysToSaveAPdf()
{
    if (!QPrinterInfo::availablePrinters().isEmpty())
        QSKIP("a printer is set up here: Print shows its dialog");
    QWidget parent;
    ReportActions actions(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"),
                          &parent);
    QSignalSpy failed(&actions, &ReportActions::failed);
    DialogCloser<QPrintDialog> closer;
    actions.print();
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(u"No printer"_s) && message.contains(u"save the report as a PDF"_s),
             qPrintable(message));
    QTest::qWait(100);
    QVERIFY(closer.title.isEmpty());
}

void TestReportActions::thePrintDialogNeverPrintsToAFile()
{
    QPrinter printer;
    QPrintDialog dialog(&printer);
    QVERIFY(dialog.testOption(QAbstractPrintDialog::PrintToFile)); // Qt's default
    ReportActions::setUpPrintDialog(dialog);
    QVERIFY(!dialog.testOption(QAbstractPrintDialog::PrintToFile));
}

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
