// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogcloser.h"
#include "render/reportpublisher.h"
#include "report/verificationdocument.h"
#include "reportactions.h"
#include "testfiles.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinterInfo>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace Custody;
using Custody::Test::readFile;
using namespace Qt::Literals::StringLiterals;

// The report of a record: read on a worker thread (busy meanwhile, the error when the record
// cannot be read), previewed, printed, or saved where the examiner says.
class TestReportActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printOfAMissingRecordFails();
    void viewPreviewsTheRecordWithoutAViewer();
    void printShowsThePrintDialog();
    void previewFillsTheWindowAtPageWidth();
    void printToFileGoesBesideTheImage();
    void saveAsksWhereBesideTheImage();
    void printToFilePassesTheWriteGate();
    void theDialogsPrintToFileWritesThroughTheGate();
};

namespace {

std::optional<ReportDocument> badSectorsReport(const QString &record)
{
    QString error;
    return ReportPublisher::loadDocument(record, ReportPublisher::currentContext(), &error);
}

} // namespace

// A report printed to a file is a file like every other Custody writes: never over anything that
// is there (the image, the saved report in the log, a file of another program), never onto a
// name an acquisition beside it will write (the write gate, with the report's source protected).
void TestReportActions::printToFilePassesTheWriteGate()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    const std::optional<ReportDocument> document = badSectorsReport(record);
    QVERIFY(document);
    QVERIFY(!document->sourcePaths.isEmpty());

    const QString fresh = folder.filePath(u"printed.pdf"_s);
    QCOMPARE(ReportActions::printToFile(*document, fresh, PaperSize::A4), QString());
    QVERIFY(readFile(fresh).startsWith("%PDF-"));

    // Anything there is kept: an image, a report saved before (in the log with its SHA-256).
    for (const QString &name : {u"disk.dd"_s, u"disk.pdf"_s, u"printed.pdf"_s}) {
        const QString path = folder.filePath(name);
        const QByteArray before = QFile::exists(path) ? readFile(path) : QByteArray("kept");
        if (!QFile::exists(path)) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly) && file.write(before) == before.size());
        }
        const QString error = ReportActions::printToFile(*document, path, PaperSize::A4);
        QVERIFY2(error.contains(path), qPrintable(name + u": "_s + error));
        QCOMPARE(readFile(path), before);
    }
    // A name the acquisition beside it writes (its checksums), though not there yet.
    const QString sidecar = folder.filePath(u"disk.md5"_s);
    const QString error = ReportActions::printToFile(*document, sidecar, PaperSize::A4);
    QVERIFY2(error.contains(sidecar), qPrintable(error));
    QVERIFY(!QFile::exists(sidecar));
}

// The print dialog's "Print to file" goes through printToFile(): written off the GUI thread, and
// refused over a file that is there.
void TestReportActions::theDialogsPrintToFileWritesThroughTheGate()
{
    if (!QPrinterInfo::availablePrinters().isEmpty())
        QSKIP("a printer is set up here: the dialog would not print to a file by default");
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    const std::optional<ReportDocument> document = badSectorsReport(record);
    QVERIFY(document);
    QWidget parent;
    struct Outcome
    {
        bool over = false;
        QString error, printer, file;
    };
    const auto print = [&](const QString &path) {
        auto outcome = std::make_shared<Outcome>();
        PrintDialogAccepter accepter(path);
        ReportActions::printWithDialog(
            *document, u"Print"_s, &parent,
            [outcome](const QString &error, const QString &printer, const QString &file) {
                *outcome = {true, error, printer, file};
            });
        return outcome;
    };
    const QString fresh = folder.filePath(u"case/printed.pdf"_s);
    QVERIFY(QDir().mkpath(folder.filePath(u"case"_s)));
    const auto printed = print(fresh);
    QTRY_VERIFY_WITH_TIMEOUT(printed->over, 30000);
    QVERIFY2(printed->error.isEmpty(), qPrintable(printed->error));
    QCOMPARE(printed->file, fresh);
    QVERIFY(printed->printer.isEmpty());
    QVERIFY(readFile(fresh).startsWith("%PDF-"));

    const QString image = folder.filePath(u"disk.dd"_s);
    QFile file(image);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("evidence") == 8);
    file.close();
    const auto refused = print(image);
    QTRY_VERIFY_WITH_TIMEOUT(refused->over, 30000);
    QVERIFY2(refused->error.contains(image), qPrintable(refused->error));
    QVERIFY(refused->file.isEmpty());
    QCOMPARE(readFile(image), QByteArray("evidence"));
}

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

void TestReportActions::printShowsThePrintDialog()
{
    QWidget parent;
    ReportActions actions(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"),
                          &parent);
    QSignalSpy failed(&actions, &ReportActions::failed);
    DialogCloser<QPrintDialog> closer;
    actions.print();
    QTRY_VERIFY_WITH_TIMEOUT(!closer.title.isEmpty(), 30000);
    QCOMPARE(closer.title, u"Print the acquisition report"_s);
    QCOMPARE(failed.size(), 0);
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

// Print to file writes beside the image by default (BASE.pdf next to the record; a
// verification's report next to the image verified), not in the home folder.
void TestReportActions::printToFileGoesBesideTheImage()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    QWidget parent;
    ReportActions actions(record, &parent);
    QString file;
    const auto fileOf = [&file](QPrintDialog &dialog) {
        if (auto *name = dialog.findChild<QLineEdit *>(u"filename"_s))
            file = name->text();
    };
    {
        DialogCloser<QPrintDialog> closer(fileOf);
        actions.print();
        QTRY_VERIFY_WITH_TIMEOUT(!closer.title.isEmpty(), 30000);
    }
    // Beside the image, never over the saved report BASE.pdf (in the log, maybe signed).
    QVERIFY2(QRegularExpression(u"^"_s + QRegularExpression::escape(folder.filePath(u"disk"_s))
                                + u"\\.printed-\\d{8}-\\d{6}\\.pdf$"_s)
                 .match(file)
                 .hasMatch(),
             qPrintable(file));

    VerificationReport verification;
    verification.imageFiles = {folder.filePath(u"disk.dd"_s)};
    verification.endTime = QDateTime(QDate(2026, 12, 1), QTime(9, 30), Qt::LocalTime);
    file.clear();
    DialogCloser<QPrintDialog> closer(fileOf);
    bool over = false;
    ReportActions::printWithDialog(
        VerificationDocument::build(verification, ReportContext::current()),
        u"Print the verification report"_s, &parent,
        [&over](const QString &error, const QString &printer, const QString &written) {
            over = error.isEmpty() && printer.isEmpty() && written.isEmpty();
        });
    QVERIFY(over); // cancelled: nothing printed, nothing wrong
    QVERIFY(!closer.title.isEmpty());
    QVERIFY2(file.startsWith(folder.filePath(u"disk.dd.verification-20261201-093000.printed-"_s)),
             qPrintable(file));
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

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
