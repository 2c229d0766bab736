// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"
#include "history/casehistory.h"
#include "record/acquisitionrecord.h"
#include "util/backgroundjob.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QUrl;

namespace Custody {

class HistoryTableModel;

// The case history in the GUI (View → History): filters by case, evidence number, serial,
// digest, verdict, kind and dates, read in the database off the GUI thread; sortable columns;
// from the selected row: open its report (in the built-in preview, made from the row's
// acquisition record), open its folder, verify its image again (the files looked at off the GUI
// thread, through errands). Also checks
// the chain and imports earlier records, and lets the examiner use another history file (a lab's
// on a shared disk).
class HistoryView : public QWidget
{
    Q_OBJECT

public:
    explicit HistoryView(QString path, QWidget *parent = nullptr);
    ~HistoryView() override;

    QString path() const { return m_path; }
    void setPath(const QString &path);
    HistoryFilter filter() const;
    HistoryTableModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString statusText() const;
    // The selected row, if any.
    std::optional<HistoryRow> selectedRow() const;

    // Reads the rows that the filters find (again).
    void reload();
    // The selected row's report in the built-in preview, made from its acquisition record as the
    // PDF was; where no record shows it (a verification's report, a record gone), says so and
    // shows the report's file as saved (ReportFileView), from which the examiner may still open
    // it with the desktop's application.
    void openReport();
    void openFolder();
    // Asks for a verification of the selected row's image against what custody-cli verify
    // would check (verificationInputsFor(): every hashlog, window digest and sidecar beside the
    // image) and the record the row names, for the row's case (its case and evidence number;
    // the examiner is who verifies now).
    void verifyAgain();
    void checkChain();
    void importRecords(const QString &folder);

    // How files and folders are opened: QDesktopServices by default; tests watch.
    using UrlOpener = std::function<bool(const QUrl &)>;
    void setUrlOpener(UrlOpener opener) { m_openUrl = std::move(opener); }

Q_SIGNALS:
    void verifyRequested(const QString &imagePath, const QStringList &hashlogPaths,
                         const Custody::CaseDetails &details);
    void pathChosen(const QString &path);
    // After each reload, check or import, with what it found.
    void updated();

private:
    void buildLayout();
    void chooseHistoryFile();
    void chooseLabHistory(); // a postgresql:// URL
    void askImportFolder();
    void updateButtons();
    void runInBackground(std::function<std::function<void()>()> work);
    // `missing` says that the file is gone, with %1 for its path. Looked at off the GUI thread.
    void open(const QString &path, const QString &missing);
    // When no record shows a report: says why, and shows `file` as it was saved.
    void showFile(const QString &file, const QByteArray &content, const QString &why);
    // Runs `work` on an errand of its own (the file system, maybe a share that does not answer).
    void runErrand(Errand::Work work);

    QString m_path;
    HistoryTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_sorted = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_case = nullptr;
    QLineEdit *m_evidence = nullptr;
    QLineEdit *m_serial = nullptr;
    QLineEdit *m_digest = nullptr;
    QComboBox *m_verdict = nullptr;
    QComboBox *m_kind = nullptr;
    QCheckBox *m_useSince = nullptr;
    QDateEdit *m_since = nullptr;
    QCheckBox *m_useUntil = nullptr;
    QDateEdit *m_until = nullptr;
    QLabel *m_location = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_openReport = nullptr;
    QPushButton *m_openFolder = nullptr;
    QPushButton *m_verifyAgain = nullptr;
    QTimer *m_filterDelay = nullptr;
    std::function<void()> m_then; // set by the job's thread, run once it ended
    bool m_reloadWanted = false;
    UrlOpener m_openUrl;
    BackgroundJob m_job; // last: destroyed (and waited for) first
};

} // namespace Custody
