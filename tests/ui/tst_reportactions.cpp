// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportactions.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
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
    void printShowsThePrintDialog();
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

// Closes the first visible dialog of type Dialog, keeping its title.
template<typename Dialog>
class DialogCloser
{
public:
    DialogCloser()
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            for (QWidget *widget : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<Dialog *>(widget);
                if (dialog && dialog->isVisible()) {
                    title = dialog->windowTitle();
                    m_timer.stop();
                    dialog->reject();
                }
            }
        });
        m_timer.start();
    }
    QString title;

private:
    QTimer m_timer;
};

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
