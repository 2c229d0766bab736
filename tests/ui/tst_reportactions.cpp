// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "reportactions.h"

#include <QApplication>
#include <QFile>
#include <QPrintPreviewDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

using namespace Custody;
using namespace Qt::Literals::StringLiterals;

// Print reads the record on a worker thread, then previews it: busy meanwhile, the error when
// the record cannot be read, the preview (titled for the report) when it can.
class TestReportActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printOfAMissingRecordFails();
    void printPreviewsTheRecord();
    void viewWithoutAPdfViewerSaysSo();
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

void TestReportActions::printPreviewsTheRecord()
{
    QWidget parent;
    ReportActions actions(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"),
                          &parent);
    QSignalSpy failed(&actions, &ReportActions::failed);
    QString title;
    QTimer closer;
    closer.setInterval(20);
    connect(&closer, &QTimer::timeout, this, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(widget);
            if (preview && preview->isVisible()) {
                title = preview->windowTitle();
                closer.stop();
                preview->reject();
            }
        }
    });
    closer.start();
    actions.print();
    QTRY_VERIFY_WITH_TIMEOUT(!title.isEmpty(), 30000);
    QCOMPARE(title, u"Print the acquisition report"_s);
    QCOMPARE(failed.size(), 0);
}

// No xdg-open (a bare lab workstation): View says where the report is instead of nothing.
void TestReportActions::viewWithoutAPdfViewerSaysSo()
{
    QTemporaryDir folder;
    const QString record = folder.filePath(u"disk.json"_s);
    QVERIFY(QFile::copy(QStringLiteral(CUSTODY_TEST_DATA_DIR "/records/badsectors.json"), record));
    QFile pdf(folder.filePath(u"disk.pdf"_s));
    QVERIFY(pdf.open(QIODevice::WriteOnly) && pdf.write("%PDF-1.4\n") > 0);
    pdf.flush();
    // Newer than the record: View opens it rather than writing it again.
    QVERIFY(pdf.setFileTime(QDateTime::currentDateTime().addSecs(60),
                            QFileDevice::FileModificationTime));
    pdf.close();
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", folder.path().toLocal8Bit()); // nothing to open a PDF with
    QWidget parent;
    ReportActions actions(record, &parent);
    QSignalSpy failed(&actions, &ReportActions::failed);
    actions.view();
    qputenv("PATH", path);
    QTRY_COMPARE(failed.size(), 1);
    QVERIFY2(failed.first().first().toString().contains(pdf.fileName()),
             qPrintable(failed.first().first().toString()));
}

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
