// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogcloser.h"
#include "history/casehistory.h"
#include "historyview.h"

#include <QFile>
#include <QPrintPreviewDialog>
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

// A History view over `history`, shown, that records what it hands to the desktop and what it
// asks (answering `answer`).
struct WatchedView
{
    explicit WatchedView(const QString &history)
        : view(history)
    {
        view.setUrlOpener([this](const QUrl &url) {
            opened.append(url);
            return true;
        });
        view.setOpenQuestion([this](const QString &question) {
            asked.append(question);
            return answer;
        });
        view.show();
    }
    HistoryView view;
    QList<QUrl> opened;
    QStringList asked;
    bool answer = false;
};

} // namespace

// History → Open report: the report in the built-in preview, made from the row's record as its
// PDF was; where no record shows it, said so and the file offered to the desktop, never handed
// over silently (label ui).
class TestHistoryReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openReportShowsTheRecordsReportInThePreview();
    void aReportWithoutRecordIsOfferedToTheDesktop();
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
    QVERIFY(watched.asked.isEmpty());
}

void TestHistoryReport::aReportWithoutRecordIsOfferedToTheDesktop()
{
    QTemporaryDir folder;
    const QString pdf = folder.filePath(u"disk.dd.verification-20261201-090000.pdf"_s);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write("%PDF-") == 5);
    file.close();
    const QString history = folder.filePath(u"history.sqlite"_s);
    // A verification names the acquisition's record, not one of its own report.
    QVERIFY(writeEvent(history, HistoryEvent::Kind::Verification, folder.filePath(u"disk.json"_s),
                       pdf));
    WatchedView watched(history);
    QTRY_COMPARE(watched.view.table()->model()->rowCount(), 1);
    watched.view.table()->selectRow(0);
    DialogCloser<QPrintPreviewDialog> preview;
    watched.view.openReport();
    QTRY_COMPARE(watched.asked.size(), 1);
    const QString question = watched.asked.first();
    QVERIFY2(question.contains(u"no record"_s) && question.contains(pdf), qPrintable(question));
    QVERIFY(watched.opened.isEmpty()); // declined: nothing opened
    QVERIFY2(watched.view.statusText().contains(u"no record"_s),
             qPrintable(watched.view.statusText()));
    watched.answer = true;
    watched.view.openReport();
    QTRY_COMPARE(watched.opened, QList<QUrl>{QUrl::fromLocalFile(pdf)});
    QVERIFY(preview.title.isEmpty());
}

QTEST_MAIN(TestHistoryReport)
#include "tst_historyreport.moc"
