// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"
#include "devicemonitor.h"
#include "fakedeviceenumerator.h"
#include "history/casehistory.h"
#include "history/historytransfer.h"
#include "historyrecorder.h"
#include "historyview.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"
#include "models/historytablemodel.h"
#include "postgresserver.h"
#include "simulatedacquisition.h"
#include "testprocess.h"

#include <QAction>
#include <QApplication>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Custody;
using namespace Custody::Test;
using namespace Qt::Literals::StringLiterals;

namespace {

// Answers the dialogs "A lab's history on its server…" opens, as an examiner would: the URL with
// a password first (its warning read and closed), then the right one.
class LabUrlTyper
{
public:
    LabUrlTyper(QString withPassword, QString url)
        : m_withPassword(std::move(withPassword))
        , m_url(std::move(url))
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { answer(); });
        m_timer.start();
    }
    QString warning;      // the warning the URL with a password got
    QString offeredAgain; // what the dialog held when it came back after the warning

private:
    void answer()
    {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            if (!widget->isVisible())
                continue;
            if (auto *box = qobject_cast<QMessageBox *>(widget)) {
                warning = box->text();
                box->accept();
            } else if (auto *dialog = qobject_cast<QInputDialog *>(widget)) {
                if (warning.isEmpty()) {
                    dialog->setTextValue(m_withPassword);
                } else {
                    offeredAgain = dialog->textValue();
                    dialog->setTextValue(m_url);
                    m_timer.stop();
                }
                dialog->accept();
            }
        }
    }

    QString m_withPassword;
    QString m_url;
    QTimer m_timer;
};

int rowsShown(HistoryView &view)
{
    return view.table()->model()->rowCount();
}

QPushButton *buttonNamed(QWidget &parent, const QString &text)
{
    for (QPushButton *button : parent.findChildren<QPushButton *>()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

// A lab's history on `server`, set up by custody-cli history init, and a station's role in it:
// the station's URL in *url. False (with the problem printed) when any step failed.
bool setUpLab(PostgresServer &server, QString *url)
{
    if (!server.running() || !server.problem().isEmpty())
        return false;
    const ProcessResult made
        = runProcess(QStringLiteral(CUSTODY_CLI_PATH), {u"history"_s, u"init"_s, server.url()});
    const ProcessResult role
        = server.psql(u"CREATE ROLE station1 LOGIN IN ROLE custody_station;"_s);
    if (made.exitCode != 0 || role.exitCode != 0) {
        qWarning("%s\n%s", made.describe().constData(), role.describe().constData());
        return false;
    }
    *url = server.url(u"station1"_s);
    return true;
}

} // namespace

// The History view with a lab's history on a real PostgreSQL server (started by the test, a
// Unix socket only): chosen through "Use another history", kept in the settings, the station's
// acquisitions recorded there, the server's rows shown and their chain checked.
class TestLabHistoryGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLabsHistoryIsChosenRecordedInAndChecked();
    void aSpooledEventIsDeliveredOnceTheServerIsBack();
};

void TestLabHistoryGui::aLabsHistoryIsChosenRecordedInAndChecked()
{
    PostgresServer server;
    QString url;
    QVERIFY2(setUpLab(server, &url), server.problem().constData());
    {
        // Another station's event, there before this one joins.
        const Result<std::unique_ptr<CaseHistory>> lab
            = CaseHistory::open(url, CaseHistory::Access::ReadWrite);
        QVERIFY(lab);
        HistoryEvent event;
        event.kind = HistoryEvent::Kind::Verification;
        event.time = QDateTime::currentDateTimeUtc();
        event.caseNumber = u"2026-400"_s;
        event.note = u"from station 2"_s;
        QVERIFY((*lab)->append(event));
    }

    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, folder.filePath(u"station.sqlite"_s));
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    window.historyAction()->trigger();
    HistoryView *view = window.historyView();
    QVERIFY(view->isVisible());
    QPushButton *other = buttonNamed(*view, u"Use another &history"_s);
    QVERIFY(other && other->menu());
    QAction *lab = other->menu()->actions().value(1);
    QVERIFY(lab && lab->text().contains(u"lab"_s));
    {
        LabUrlTyper typer(u"postgresql://station1:s3cret-word@localhost/custody"_s, url);
        lab->trigger();
        // Refused, and the password is neither repeated nor offered again.
        QVERIFY2(typer.warning.contains(u"password"_s), qPrintable(typer.warning));
        QVERIFY(!typer.warning.contains(u"s3cret-word"_s));
        QCOMPARE(typer.offeredAgain, QString());
    }
    QCOMPARE(settings.value(u"history/path"_s).toString(), url);
    QVERIFY(view->findChild<QLabel *>()); // the location line
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 1, 15000);

    // An acquisition in this window is recorded on the server, after the other station's event.
    AcquisitionPanel *panel
        = acquireSimulated(window, u"simulated-drive"_s, folder.filePath(u"disk"_s), u"2026-401"_s);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(panel->record().has_value(), 60000);
    QTRY_COMPARE_WITH_TIMEOUT(rowsShown(*view), 2, 30000);
    const Result<std::unique_ptr<CaseHistory>> onServer
        = CaseHistory::open(server.url(), CaseHistory::Access::ReadOnly);
    QVERIFY(onServer);
    const Result<QList<HistoryRow>> rows = (*onServer)->rows();
    QVERIFY(rows && rows->size() == 2);
    QCOMPARE(rows->at(1).event.kind, HistoryEvent::Kind::Acquisition);
    QCOMPARE(rows->at(1).event.caseNumber, u"2026-401"_s);

    buttonNamed(*view, u"&Check chain"_s)->click();
    QTRY_VERIFY_WITH_TIMEOUT(view->statusText().contains(u"2 row(s); the chain holds"_s), 15000);
    QVERIFY(view->statusText().contains(rows->at(1).rowHash));
}

// The server down while an acquisition ends: its event waits in the spool, and the status bar
// says so. Once the server is back the window delivers it by itself, with no event recorded after
// it, says so, and sets the spool aside.
void TestLabHistoryGui::aSpooledEventIsDeliveredOnceTheServerIsBack()
{
    PostgresServer server;
    QString url;
    QVERIFY2(setUpLab(server, &url), server.problem().constData());

    QTemporaryDir folder;
    QSettings settings(folder.filePath(u"settings.ini"_s), QSettings::IniFormat);
    settings.setValue(u"history/path"_s, url);
    MainWindow window(std::make_unique<DeviceMonitor>(
                          std::make_unique<FakeDeviceEnumerator>(QList<DeviceInfo>{}),
                          [](const QString &) { return Result<SmartReport>(SmartReport{}); }),
                      settings);
    window.show();
    HistoryRecorder *recorder = window.historyRecorder();
    recorder->setSpoolRetryInterval(300);
    QSignalSpy spooled(recorder, &HistoryRecorder::spooled);
    QSignalSpy delivered(recorder, &HistoryRecorder::spoolDelivered);
    QSignalSpy waiting(recorder, &HistoryRecorder::spoolWaiting);

    QVERIFY(server.stop());
    AcquisitionPanel *panel
        = acquireSimulated(window, u"simulated-drive"_s, folder.filePath(u"disk"_s), u"2026-402"_s);
    QVERIFY(panel);
    QTRY_VERIFY_WITH_TIMEOUT(!spooled.isEmpty(), 90000);
    QVERIFY(QFileInfo::exists(spoolPathFor(url)));
    QVERIFY2(spooled.first().first().toString().contains(u"waits in this station's spool"_s),
             qPrintable(spooled.first().first().toString()));
    // The retries while the server is down deliver nothing and say why once, in the status bar.
    QTRY_VERIFY_WITH_TIMEOUT(!waiting.isEmpty(), 30000);
    QVERIFY2(waiting.first().first().toString().startsWith(
                 u"Events still wait in this station's spool for the case history "_s + url),
             qPrintable(waiting.first().first().toString()));
    QTest::qWait(1000);
    QCOMPARE(waiting.size(), 1);
    QVERIFY(delivered.isEmpty());

    QVERIFY2(server.start(), server.problem().constData());
    QTRY_VERIFY_WITH_TIMEOUT(!delivered.isEmpty(), 30000);
    const QString message = delivered.first().first().toString();
    QVERIFY2(message.contains(u"Delivered 1 event(s)"_s) && message.contains(u"kept as"_s),
             qPrintable(message));
    QCOMPARE(window.statusBar()->currentMessage(), message);
    QVERIFY(!QFileInfo::exists(spoolPathFor(url)));
    const Result<std::unique_ptr<CaseHistory>> onServer
        = CaseHistory::open(server.url(), CaseHistory::Access::ReadOnly);
    QVERIFY(onServer);
    const Result<QList<HistoryRow>> rows = (*onServer)->rows();
    QVERIFY(rows && rows->size() == 1);
    QCOMPARE(rows->at(0).event.caseNumber, u"2026-402"_s);
    QCOMPARE(rows->at(0).event.kind, HistoryEvent::Kind::Acquisition);
    // Delivered once: later retries find nothing to deliver.
    QTest::qWait(1000);
    QCOMPARE(delivered.size(), 1);
}

QTEST_MAIN(TestLabHistoryGui)
#include "tst_labhistorygui.moc"
