// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "errand.h"
#include "historyrecorder.h"
#include "models/jobstatus.h"
#include "report/reportdocument.h"
#include "util/backgroundjob.h"
#include "util/rateestimator.h"
#include "verify/verificationreport.h"

#include <QMutex>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QThread;

namespace Custody {

class Verifier;

// One verification of an image against hashlogs, in its own tab: the hashlogs are read and
// the image is read once on a worker thread (every algorithm at the same time); the panel shows
// progress and rate from a timer, then the verdict and every check (✔ match, ✘ mismatch, – not
// checked) per algorithm and per window, the format each hashlog was read as, and can save or
// print the report. Save writes the report and reads back its digest off the GUI thread (an
// Errand that quitting waits for), with Save disabled meanwhile; what it did is said on a line
// of its own (the header keeps saying what was verified), and a saved report is handed on for
// the case history.
class VerificationPanel : public QWidget
{
    Q_OBJECT

public:
    // trustedCa: the CA file the signatures found must chain to, as custody-cli verify
    // --trust-ca; empty: they are checked for changes only.
    VerificationPanel(QString imagePath, QStringList hashlogPaths, QString trustedCa = {},
                      QWidget *parent = nullptr);
    ~VerificationPanel() override; // cancels and waits for the worker

    // The case the verification is made for (the Verify dialog's fields): into the report and
    // the history. Before start().
    void setCaseDetails(const CaseDetails &details) { m_caseDetails = details; }
    const CaseDetails &caseDetails() const { return m_caseDetails; }
    QString imagePath() const { return m_imagePath; }
    QStringList hashlogPaths() const { return m_hashlogPaths; }
    QString trustedCa() const { return m_trustedCa; }

    void start();
    bool isRunning() const;
    QString title() const;
    // Where the job stands, for the jobs table.
    JobStatus jobStatus() const;
    const std::optional<VerificationReport> &report() const { return m_report; }
    // After a saved report was signed (signer: who) or not (problem: why), under the save line.
    void showReportSigning(const QString &signer, const QString &problem);
    // Writes the report: a PDF when path ends in .pdf, else text (and JSON beside it), on the
    // calling thread. Returns the error, empty when written.
    QString writeReport(const QString &path) const;
    // Where Save report writes, asked with `suggested` as the default; empty cancels. By default
    // the file dialog; tests give the answer.
    using SaveLocationQuestion = std::function<QString(const QString &suggested)>;
    void setSaveLocationQuestion(SaveLocationQuestion question)
    {
        m_saveLocation = std::move(question);
    }
    // Save report is writing (the report, then reading back its digest).
    bool isSaving() const { return m_saving.isRunning(); }

Q_SIGNALS:
    void finished(const Custody::VerificationReport &report);
    // A report saved: the history's event for it (reads the report for its SHA-256), and the
    // report itself, which the examiner's signing identity signs (showReportSigning() says how
    // that went).
    void historyWork(const Custody::HistoryWork &work, const QStringList &toSign);
    void jobChanged();

private:
    void tick();
    // The bar, from jobStatus(): the figures the jobs table is given.
    void showProgress();
    void cancel();
    void onFinished(const VerificationReport &report);
    static QString firstDifferenceText(const VerificationReport &report);
    // Whether the files verified were signed and by whom, from the report's signature checks:
    // the line under the banner.
    static QString signingSummary(const VerificationReport &report);
    QLabel *buildSigningLine();
    QString equivalentCommandLine() const;
    VerificationReport verify();
    void saveReport();
    // The files Save report writes for `path`: the PDF, or the text and its JSON beside it.
    static QStringList reportFiles(const QString &path);
    // writeReport() of `report`, its document made beforehand (for a PDF): on any thread.
    static QString writeReport(const QString &path, const QString &imagePath,
                               const VerificationReport &report, const ReportDocument &document);
    void printReport();
    void viewReport();
    ReportDocument reportDocument() const;

    QString m_imagePath;
    QStringList m_hashlogPaths;
    QString m_trustedCa;
    CaseDetails m_caseDetails;
    // Set by the worker while the verifier it owns exists; the GUI thread reads progress and
    // cancels through it under the mutex, so the worker never frees it in between.
    mutable QMutex m_verifierMutex;
    Verifier *m_verifier = nullptr;
    bool m_cancelRequested = false;
    std::optional<VerificationReport> m_report;
    VerificationReport m_finishedReport; // written by the job's thread, read once it ended
    BackgroundJob m_job{QStringLiteral("custody-verify")};
    RateEstimator m_rate;
    qint64 m_bytesRead = 0;
    qint64 m_totalBytes = 0;
    QString verdictWord() const;
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_signing = nullptr;        // signingSummary()
    QLabel *m_hashlogFormats = nullptr; // the format each hashlog was read as
    QLabel *m_content = nullptr;        // what the image's sectors look like
    QLabel *m_reportMessage = nullptr;  // what Save report did
    class VerificationChecksView *m_checks = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_view = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_print = nullptr;
    SaveLocationQuestion m_saveLocation;
    Errand m_saving;
};

} // namespace Custody
