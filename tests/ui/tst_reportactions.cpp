#include "reportactions.h"

#include <QApplication>
#include <QPrintPreviewDialog>
#include <QSignalSpy>
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

QTEST_MAIN(TestReportActions)
#include "tst_reportactions.moc"
