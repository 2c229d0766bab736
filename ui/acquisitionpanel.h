// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisitionplot.h"
#include "acquisitionprogress.h"
#include "acquisitionrunner.h"
#include "historyrecorder.h"
#include "models/jobstatus.h"
#include "report/acquisitionsummary.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace Custody {

class ConversionDialog;
class ReportActions;
class SectorMapView;
class ThroughputChartView;
class OutputsView;

// One acquisition, from start to result, in its own tab: progress, rates, times, pass and bad
// sectors, the live throughput graph and the sector map; Cancel (confirmed; the image stays
// resumable) and, after a stop, Resume; at the end a banner with hashes and verification.
// Everything shown is sampled from the acquisition's counters by a 250 ms timer.
class AcquisitionPanel : public QWidget
{
    Q_OBJECT

public:
    using AcquisitionFactory
        = std::function<std::unique_ptr<Acquisition>(const AcquisitionRequest &request)>;

    // factory builds the acquisition from a request (for the first run and every resume);
    // by default from request.sourcePath.
    explicit AcquisitionPanel(AcquisitionRequest request, AcquisitionFactory factory = {},
                              QWidget *parent = nullptr);
    ~AcquisitionPanel() override;

    void start();
    bool isRunning() const;
    // Running, or still writing beside its image after the run: a conversion to E01 or a report
    // being saved. Its tab is not closed meanwhile.
    bool hasWorkInProgress() const;
    // Cancel without asking (closing the window); the image and its map are kept.
    void cancelWithoutAsking();
    void setCancelConfirmation(std::function<bool()> confirm)
    {
        m_confirmCancel = std::move(confirm);
    }
    // What Convert in the conversion dialog does: the window queues it (MainWindow's job queue);
    // a panel of its own starts it at once.
    void setConversionStarter(std::function<void(ConversionDialog *)> start)
    {
        m_startConversion = std::move(start);
    }

    const AcquisitionRequest &request() const { return m_request; }
    // The end-of-run banner, as HTML: AcquisitionSummary's lines (the headline first, each title
    // in bold) with the hashes, the image read back, the runs, what Resume would do and what is
    // kept on disk (`kept`, Acquisition::keptOutputs()).
    static QString bannerHtml(const AcquisitionRecord &record,
                              const std::optional<Error> &outputError, const QStringList &kept);

    // The record of the last run, once it has finished.
    const std::optional<AcquisitionRecord> &record() const { return m_record; }
    // "sdb → case1", with the outcome once it has ended; WithFolder names the image's folder
    // too, to tell apart two tabs that would read the same.
    enum class TitleDetail { Names, WithFolder };
    QString title(TitleDetail detail = TitleDetail::Names) const;
    // Where the job stands, for the jobs table.
    JobStatus jobStatus() const;
    // A file of this job that the examiner's signing identity was to sign and did not: added to
    // the banner, and the job's outcome says "not signed" until the next run.
    void showSigningProblem(const QString &message);
    // Whether this job's files will be, or were, signed and by whom ("Will be signed by Jane Doe
    // <jane@lab.example>", "Signed by …", "Not signed: …"): a line under the banner, from the
    // job's start; empty hides it.
    void showSigningState(const QString &text);

Q_SIGNALS:
    void stateChanged();
    // The figures of jobStatus() moved (every tick while running) or its state changed.
    void jobChanged();
    void runFinished(const Custody::AcquisitionRecord &record);
    // A run ended, just before its historyWork: its record, its base, and whether its log is
    // this run's (every file of it written).
    void acquisitionEnded(const Custody::AcquisitionRecord &record, const QString &basePath,
                          bool logIsThisRuns);
    // Work for the case history: a run ended, a report was saved or printed, a conversion ended;
    // `toSign`: the files just written that the examiner's identity signs, the acquisition log
    // (`logPath`) last, noting the others' signatures.
    void historyWork(const Custody::HistoryWork &work, const QStringList &toSign,
                     const QString &logPath);

private:
    void buildLayout();
    // The verdict of a completed run ("MATCH"), or COMPLETE when it was not verified.
    QString completedOutcome() const;
    void tick();
    // The bar, the status line and the counters, from jobStatus().
    void updateCounters();
    void showStatusLine(const JobStatus &job);
    // The final figures, graph and map, however short the run was.
    void showRunEnd(const AcquisitionRecord &record);
    int sectorBytes() const;
    void onFinished(const AcquisitionRecord &record);
    void onStartFailed(const Error &error);
    void askToCancel();
    void resume();
    // The finished raw image as an E01 (ImageConversion): ConversionDialog asks for its options
    // first, then shows its progress.
    void convertToEwf();
    static QString convertToolTip();
    // After a conversion: the banner, the status and the button say that the E01 exists.
    void showConverted(const QStringList &files, const QString &resultText);
    void openFolder();
    // The result banner, coloured for its outcome (toneBackgroundColor()).
    void showBanner(const QString &html, SummaryTone tone);
    // Lets go of the runner whose signal is being handled; it is deleted once that returns.
    void finishRunner();
    void offerReport();
    QLabel *buildSigningLine();

    AcquisitionRequest m_request;
    AcquisitionFactory m_factory;
    std::unique_ptr<AcquisitionRunner> m_runner;
    std::optional<AcquisitionRecord> m_record;
    std::function<bool()> m_confirmCancel;
    std::function<void(ConversionDialog *)> m_startConversion;
    int m_ticks = 0;
    quint64 m_shownMapChanges = ~quint64(0);
    AcquisitionProgress m_jobProgress; // what every view of this job shows
    AcquisitionPlot m_plot;
    QString m_startError;
    QStringList m_signingProblems; // of this run and its reports
    SummaryTone m_bannerTone = SummaryTone::Normal;
    QStringList m_convertedTo; // the E01 made from this run's image, once converted
    QLabel *m_status = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_bytes = nullptr;
    QLabel *m_rates = nullptr;
    QLabel *m_times = nullptr;
    QLabel *m_pass = nullptr;
    QLabel *m_bad = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_signing = nullptr;      // showSigningState()
    OutputsView *m_outputs = nullptr; // more images or a clone: each destination's state
    ThroughputChartView *m_chart = nullptr;
    SectorMapView *m_map = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_convert = nullptr;
    QPushButton *m_openFolder = nullptr;
    QPushButton *m_viewReport = nullptr;
    QPushButton *m_saveReport = nullptr;
    QPushButton *m_printReport = nullptr;
    ReportActions *m_report = nullptr;
};

} // namespace Custody
