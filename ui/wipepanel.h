// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "historyrecorder.h"
#include "models/jobstatus.h"
#include "report/acquisitionsummary.h"
#include "util/rateestimator.h"
#include "wiperunner.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace Custody {

class SectorMapView;
class ThroughputChartView;
class WipeCertificateActions;

// One wipe of a drive (or a check that it holds a pattern), from start to verdict, in its own
// tab: the phase (writing, reading back), the bytes of that phase, rate and time left, the
// throughput graph of both passes and the sector map (not written, written, verified, failed);
// Cancel asks first and says how far the wipe got; at the end a banner with the verdict, green
// only for PASSED, and the certificate (View, Save PDF, Print). Everything shown is sampled from
// the wipe's counters by a 250 ms timer; the bar, the texts, the jobs table and the drive list
// all read jobStatus().
class WipePanel : public QWidget
{
    Q_OBJECT

public:
    // confirmed: the drive as the examiner confirmed it (WipeRunner); nullopt for verify-only.
    WipePanel(WipeRequest request, std::optional<DeviceInfo> confirmed, QWidget *parent = nullptr);
    ~WipePanel() override; // cancels and waits for the wipe's certificate

    void start();
    bool isRunning() const { return m_runner != nullptr; }
    // Running, or a certificate being copied or read for its preview: the tab stays meanwhile.
    bool hasWorkInProgress() const;
    // Cancel without asking (closing the window).
    void cancelWithoutAsking();
    // What Cancel asks (the question's text given); true stops the wipe. By default a question
    // box; tests answer.
    void setCancelConfirmation(std::function<bool(const QString &question)> confirm)
    {
        m_confirmCancel = std::move(confirm);
    }

    const WipeRequest &request() const { return m_request; }
    // "Wipe sdb", with the verdict once it has ended.
    QString title() const;
    JobStatus jobStatus() const;
    const std::optional<WipeCertificate> &certificate() const { return m_certificate; }
    WipeCertificateActions *certificateActions() const { return m_actions; }
    // What Cancel asks now: how far the wipe got.
    QString cancelQuestion() const;
    // The end-of-run banner as HTML, and its tone: Good only for PASSED with every file written.
    static QString bannerHtml(const WipeCertificate &certificate,
                              const std::optional<Error> &outputError);
    static SummaryTone bannerTone(const WipeCertificate &certificate,
                                  const std::optional<Error> &outputError);
    // As AcquisitionPanel's: whether the certificate will be, or was, signed and by whom.
    void showSigningState(const QString &text);
    // A certificate file the signing identity was to sign and did not: in the banner, and the
    // job is no longer a clean success.
    void showSigningProblem(const QString &message);

Q_SIGNALS:
    void stateChanged();
    void jobChanged();
    void finished(const Custody::WipeCertificate &certificate);
    // The wipe ended: its history event, the certificate's files to sign (none when not every
    // one was written), BASE.txt last, which notes the others' signatures.
    void historyWork(const Custody::HistoryWork &work, const QStringList &toSign,
                     const QString &logPath);

private:
    void buildLayout();
    void tick();
    void sample();
    void updateCounters();
    void askToCancel();
    void onStartFailed(const Error &error);
    void onFinished(const WipeCertificate &certificate);
    void plotKeptPoints(const DriveWipe &wipe);
    void showMap(const DriveWipe &wipe);
    void showBanner(const QString &html, SummaryTone tone);
    void offerCertificate();
    void finishRunner();
    int sectorBytes() const;

    WipeRequest m_request;
    std::optional<DeviceInfo> m_confirmed;
    std::unique_ptr<WipeRunner> m_runner;
    std::optional<WipeCertificate> m_certificate;
    std::optional<Error> m_outputError;
    QString m_startError;
    QStringList m_signingProblems;
    std::function<bool(const QString &)> m_confirmCancel;
    JobStatus::State m_phase = JobStatus::State::Preparing;
    JobProgress m_progress;
    DriveWipe::Progress m_counters;
    RateEstimator m_rate;
    int m_ticks = 0;
    quint64 m_shownMapChanges = ~quint64(0);
    SummaryTone m_tone = SummaryTone::Normal;
    QLabel *m_status = nullptr;
    QProgressBar *m_bar = nullptr;
    QLabel *m_bytes = nullptr;
    QLabel *m_rates = nullptr;
    QLabel *m_times = nullptr;
    QLabel *m_phaseLabel = nullptr;
    QLabel *m_failed = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_signing = nullptr;
    ThroughputChartView *m_chart = nullptr;
    SectorMapView *m_map = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_view = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_print = nullptr;
    WipeCertificateActions *m_actions = nullptr;
};

} // namespace Custody
