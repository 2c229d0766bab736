// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "wipepanel.h"

#include "history/eventsources.h"
#include "jobpanelparts.h"
#include "models/statuscolors.h"
#include "report/wipecertificatedocument.h"
#include "util/groupedcount.h"
#include "widgets/localeunits.h"
#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"
#include "wipecertificateactions.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace Custody {

namespace {

// The failed ranges the banner names; the certificate lists them all.
constexpr qsizetype BannerFailures = 5;

} // namespace

WipePanel::WipePanel(WipeRequest request, std::optional<DeviceInfo> confirmed, QWidget *parent)
    : QWidget(parent)
    , m_request(std::move(request))
    , m_confirmed(std::move(confirmed))
{
    setObjectName(QStringLiteral("wipePanel"));
    m_confirmCancel = [this](const QString &question) {
        return QMessageBox::question(this, tr("Stop the wipe?"), question,
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
               == QMessageBox::Yes;
    };
    buildLayout();
    connect(this, &WipePanel::jobChanged, this, &WipePanel::updateCounters);
}

WipePanel::~WipePanel() = default; // the runner cancels and waits

void WipePanel::buildLayout()
{
    m_status = statusLabel();
    m_status->setWordWrap(true);
    m_bar = jobProgressBar(tr("Wipe progress"));
    m_bytes = valueLabel(QStringLiteral("bytes"));
    m_rates = valueLabel(QStringLiteral("rates"));
    m_times = valueLabel(QStringLiteral("times"));
    m_phaseLabel = valueLabel(QStringLiteral("phase"));
    m_failed = valueLabel(QStringLiteral("failedSectors"));
    m_banner = resultBanner();
    m_signing = valueLabel(QStringLiteral("signingState"));
    m_signing->setWordWrap(true);
    m_signing->hide();

    QGridLayout *counters = counterGrid({{tr("Done:"), m_bytes},
                                         {tr("Rate (now / average):"), m_rates},
                                         {tr("Elapsed / remaining:"), m_times},
                                         {tr("Phase:"), m_phaseLabel},
                                         {tr("Failed sectors:"), m_failed}});
    m_chart = new ThroughputChartView;
    m_chart->setReadName(ThroughputChartView::Read::Imaging, tr("Writing"));
    m_map = new SectorMapView;
    m_map->setLegend({{SectorState::Finished, tr("Verified")},
                      {SectorState::NonTried, tr("Not written")},
                      {SectorState::NonTrimmed, tr("Written, not read back")},
                      {SectorState::BadSector, tr("Failed")}});
    QSplitter *pictures = chartBesideMap(m_chart, m_map);
    m_cancel = cancelButton(tr("&Cancel wipe"));
    connect(m_cancel, &QPushButton::clicked, this, &WipePanel::askToCancel);
    m_view = new QPushButton(tr("Vie&w certificate"));
    m_view->setObjectName(QStringLiteral("viewCertificateButton"));
    m_save = new QPushButton(tr("Save &PDF…"));
    m_save->setObjectName(QStringLiteral("saveCertificateButton"));
    m_save->setToolTip(tr("Save a copy of the certificate's PDF, byte for byte, elsewhere"));
    m_print = new QPushButton(tr("Pri&nt certificate…"));
    m_print->setObjectName(QStringLiteral("printCertificateButton"));
    // The certificate's buttons on the left, Cancel alone on the right: nothing takes its place.
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_view, m_save, m_print}) {
        button->hide();
        buttons->addWidget(button);
    }
    buttons->addStretch();
    buttons->addWidget(m_cancel);

    // On a low screen the figures, the banner and the pictures scroll; the buttons stay in view.
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_status);
    contentLayout->addWidget(m_bar);
    contentLayout->addLayout(counters);
    contentLayout->addWidget(m_banner);
    contentLayout->addWidget(m_signing);
    contentLayout->addWidget(pictures, 1);
    setScrollingLayout(this, content, buttons, QStringLiteral("wipeScroll"));
}

QString WipePanel::title() const
{
    const QString drive = QFileInfo(m_request.devicePath).fileName();
    const QString names = m_request.mode == WipeMode::VerifyOnly ? tr("Check %1").arg(drive)
                                                                 : tr("Wipe %1").arg(drive);
    if (m_certificate)
        return tr("%1: %2").arg(names,
                                WipeCertificateDocument::verdictTitle(m_certificate->verdict()));
    if (!isRunning() && !m_startError.isEmpty())
        return tr("%1: %2").arg(names, tr("NOT STARTED"));
    return names;
}

void WipePanel::start()
{
    m_runner = std::make_unique<WipeRunner>(m_request, m_confirmed);
    connect(m_runner.get(), &WipeRunner::startFailed, this, &WipePanel::onStartFailed);
    connect(m_runner.get(), &WipeRunner::finished, this, &WipePanel::onFinished);
    m_status->setText(tr("Preparing: checking the drive and the certificate's folder, reading "
                         "SMART…"));
    m_runner->start([this] { tick(); });
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

bool WipePanel::hasWorkInProgress() const
{
    return isRunning() || (m_actions && m_actions->isBusy());
}

void WipePanel::cancelWithoutAsking()
{
    if (isRunning())
        m_runner->cancel();
}

int WipePanel::sectorBytes() const
{
    if (m_certificate)
        return int(m_certificate->sectorBytes());
    if (m_runner && m_runner->isPrepared())
        return qMax(1, m_runner->wipe().driveIdentity().logicalSectorBytes);
    return m_confirmed && m_confirmed->logicalSectorBytes > 0 ? m_confirmed->logicalSectorBytes
                                                              : 512;
}

void WipePanel::sample()
{
    const DriveWipe &wipe = m_runner->wipe();
    const DriveWipe::Progress counters = wipe.progress();
    m_counters = counters;
    const bool verifyOnly = m_request.mode == WipeMode::VerifyOnly;
    JobProgress progress;
    progress.steps = verifyOnly ? 1 : 2;
    progress.jobTotal = progress.steps * counters.totalBytes;
    progress.jobDone = (verifyOnly ? 0 : counters.bytesWritten) + counters.bytesVerified;
    progress.phaseTotal = counters.totalBytes;
    progress.elapsedSeconds = wipe.elapsedMilliseconds() / 1000.0;
    DriveWipe::Phase rated = DriveWipe::Phase::NotStarted;
    switch (counters.phase) {
    case DriveWipe::Phase::NotStarted:
        m_phase = JobStatus::State::Preparing;
        progress.phaseTotal = 0;
        break;
    case DriveWipe::Phase::Writing:
    case DriveWipe::Phase::Flushing:
        m_phase = JobStatus::State::Acquiring;
        progress.step = 1;
        progress.phaseDone = counters.bytesWritten;
        rated = DriveWipe::Phase::Writing;
        break;
    case DriveWipe::Phase::Verifying:
        m_phase = JobStatus::State::ReadingBack;
        progress.step = progress.steps;
        progress.phaseDone = counters.bytesVerified;
        rated = DriveWipe::Phase::Verifying;
        break;
    case DriveWipe::Phase::WritingCertificate:
    case DriveWipe::Phase::Finished:
        m_phase = JobStatus::State::Finishing;
        progress.phaseDone = verifyOnly || counters.bytesVerified > 0 ? counters.bytesVerified
                                                                      : counters.bytesWritten;
        break;
    }
    if (rated != DriveWipe::Phase::NotStarted) {
        // Over the phase's own time: its first point is taken when it begins.
        const QList<ThroughputSample> span = wipe.throughput(rated);
        const double seconds = span.isEmpty() ? 0 : progress.elapsedSeconds - span.first().seconds;
        if (seconds > 0)
            progress.averageBytesPerSecond = progress.phaseDone / seconds;
        m_rate.addSample(RateEstimator::Clock::now(), progress.jobDone);
    }
    m_progress = progress;
    m_progress.bytesPerSecond = m_rate.bytesPerSecond();
    if (const auto remaining = m_rate.remaining(progress.jobTotal))
        m_progress.secondsLeft = remaining->count();
}

void WipePanel::tick()
{
    if (!m_runner)
        return;
    DriveWipe &wipe = m_runner->wipe();
    ++m_ticks;
    sample();
    Q_EMIT jobChanged();
    const double now = wipe.elapsedMilliseconds() / 1000.0;
    if (m_phase == JobStatus::State::Acquiring)
        m_chart->addSample(ThroughputChartView::Read::Imaging, now, m_counters.bytesWritten);
    else if (m_phase == JobStatus::State::ReadingBack) {
        plotKeptPoints(wipe); // the writing's last point and the read-back's first
        m_chart->addSample(ThroughputChartView::Read::ImageReadBack, now, m_counters.bytesVerified);
    }
    // The graph moves with every tick; the certificate keeps a sample a second.
    if (m_ticks % 4 == 0)
        wipe.sampleThroughput();
    if (m_ticks % 2 == 0 && m_runner->isPrepared())
        showMap(wipe);
}

void WipePanel::plotKeptPoints(const DriveWipe &wipe)
{
    for (const auto &[phase, line] :
         {std::pair{DriveWipe::Phase::Writing, ThroughputChartView::Read::Imaging},
          std::pair{DriveWipe::Phase::Verifying, ThroughputChartView::Read::ImageReadBack}}) {
        for (const ThroughputSample &sample : wipe.throughput(phase))
            m_chart->addSample(line, sample.seconds, sample.bytesDone);
    }
}

void WipePanel::showMap(const DriveWipe &wipe)
{
    const RescueMap map = wipe.mapSnapshot();
    if (map.changeCount() == m_shownMapChanges)
        return;
    m_shownMapChanges = map.changeCount();
    m_map->setMap(map, sectorBytes());
}

JobStatus WipePanel::jobStatus() const
{
    JobStatus job;
    job.kind = JobStatus::Kind::Wipe;
    job.source = m_request.devicePath;
    job.targets = {m_request.certificateBase};
    job.progress = m_progress;
    if (m_progress.jobTotal > 0)
        job.problems = m_counters.failedBytes / sectorBytes();
    if (m_runner) {
        job.state = m_runner->wipe().isCancelRequested() ? JobStatus::State::Stopping : m_phase;
        return job;
    }
    if (!m_certificate) {
        job.state = JobStatus::State::Failed;
        job.outcome = m_startError.isEmpty() ? QString() : tr("not started: %1").arg(m_startError);
        return job;
    }
    const WipeCertificate::Verdict verdict = m_certificate->verdict();
    job.state = verdict == WipeCertificate::Verdict::Cancelled ? JobStatus::State::Stopped
                : verdict == WipeCertificate::Verdict::Failed && m_certificate->error
                    ? JobStatus::State::Failed
                    : JobStatus::State::Finished;
    job.problems = m_certificate->failedBytes() / sectorBytes();
    job.outcome = WipeCertificateDocument::verdictTitle(verdict);
    if (m_outputError)
        job.outcome = tr("%1, but a certificate file was not written").arg(job.outcome);
    if (!m_signingProblems.isEmpty())
        job.outcome = tr("%1, not signed").arg(job.outcome);
    job.succeeded = verdict == WipeCertificate::Verdict::Passed && !m_outputError
                    && m_signingProblems.isEmpty();
    return job;
}

void WipePanel::updateCounters()
{
    const JobStatus job = jobStatus();
    m_bar->setValue(job.permille().value_or(0));
    m_bar->setFormat(job.barText());
    m_bytes->setText(job.exactPhaseBytesText());
    m_rates->setText(QStringLiteral("%1 / %2").arg(
        job.rateText(), displayRate(job.progress.averageBytesPerSecond)));
    m_times->setText(QStringLiteral("%1 / %2").arg(
        displayDuration(qint64(job.progress.elapsedSeconds)), job.remainingText()));
    m_phaseLabel->setText(job.phaseText());
    m_failed->setText(job.problems ? formatCount(*job.problems) : QStringLiteral("—"));
    if (!m_runner || m_runner->wipe().isCancelRequested())
        return;
    switch (job.state) {
    case JobStatus::State::Acquiring:
        m_status->setText(m_counters.phase == DriveWipe::Phase::Flushing
                              ? tr("Flushing the drive's cache to its medium…")
                              : tr("Writing %1 on every sector of %2")
                                    .arg(m_request.pattern.name(), m_request.devicePath));
        break;
    case JobStatus::State::ReadingBack:
        m_status->setText(tr("Reading every sector of %1 back and comparing it with %2")
                              .arg(m_request.devicePath, m_request.pattern.name()));
        break;
    case JobStatus::State::Finishing: m_status->setText(tr("Writing the certificate…")); break;
    default: break;
    }
}

QString WipePanel::cancelQuestion() const
{
    const qint64 sector = sectorBytes();
    // Before the drive is opened, its size as the examiner confirmed it.
    const qint64 totalBytes = m_counters.totalBytes > 0 ? m_counters.totalBytes
                              : m_confirmed             ? m_confirmed->sizeBytes
                                                        : 0;
    const QString total = formatCount(totalBytes / sector);
    if (m_request.mode == WipeMode::VerifyOnly)
        return tr("Stop the check? The drive will not be called sterile; %1 of %2 sectors were "
                  "read back.")
            .arg(formatCount(m_counters.bytesVerified / sector), total);
    return tr("Stop the wipe? The drive will not be sterile; %1 of %2 sectors were written.")
        .arg(formatCount(m_counters.bytesWritten / sector), total);
}

void WipePanel::askToCancel()
{
    if (!isRunning())
        return;
    sample(); // the figures of this moment in the question
    // Asked again after the question: the wipe may have ended while it was open.
    if (m_confirmCancel(cancelQuestion()) && isRunning()) {
        m_cancel->setEnabled(false);
        m_status->setText(tr("Stopping: the certificate will say how far the wipe got…"));
        m_runner->cancel();
        Q_EMIT jobChanged();
    }
}

void WipePanel::finishRunner()
{
    // Not deleted here: this runs inside the runner's own signal.
    WipeRunner *runner = m_runner.release();
    runner->setParent(this);
    runner->deleteLater();
}

void WipePanel::onStartFailed(const Error &error)
{
    finishRunner();
    m_cancel->hide();
    m_startError = error.userMessage();
    m_status->setText(tr("Not started"));
    showBanner(tr("The wipe could not start: %1").arg(error.userMessage().toHtmlEscaped()),
               SummaryTone::Bad);
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

void WipePanel::onFinished(const WipeCertificate &certificate)
{
    DriveWipe &wipe = m_runner->wipe();
    sample();
    plotKeptPoints(wipe);
    m_map->clear();
    m_shownMapChanges = ~quint64(0);
    m_certificate = certificate;
    showMap(wipe);
    m_outputError = wipe.outputError();
    const QStringList files = wipe.certificateFiles();
    finishRunner();
    m_cancel->hide();
    m_status->setText(m_outputError ? tr("Ended; not every certificate file was written")
                                    : tr("Ended; certificate: %1").arg(files.value(2)));
    showBanner(bannerHtml(certificate, m_outputError), bannerTone(certificate, m_outputError));
    if (!m_outputError)
        offerCertificate();
    // Signed only when every file was written: a certificate with a file missing is not whole.
    Q_EMIT historyWork(
        [certificate, files, allWritten = !m_outputError.has_value()] {
            return Result<HistoryEvent>(wipeEvent(certificate, files, allWritten));
        },
        m_outputError ? QStringList() : files, m_outputError ? QString() : files.value(1));
    Q_EMIT finished(certificate);
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

SummaryTone WipePanel::bannerTone(const WipeCertificate &certificate,
                                  const std::optional<Error> &outputError)
{
    switch (certificate.verdict()) {
    case WipeCertificate::Verdict::Passed:
        return outputError ? SummaryTone::Warning : SummaryTone::Good;
    case WipeCertificate::Verdict::Cancelled:
    case WipeCertificate::Verdict::NotVerified: return SummaryTone::Warning;
    case WipeCertificate::Verdict::Failed: break;
    }
    return SummaryTone::Bad;
}

QString WipePanel::bannerHtml(const WipeCertificate &certificate,
                              const std::optional<Error> &outputError)
{
    const auto line = [](const QString &title, const QString &text) {
        return QStringLiteral("<b>%1</b> %2").arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    };
    const WipeCertificate::Verdict verdict = certificate.verdict();
    const qint64 sector = certificate.sectorBytes();
    const QString sectors = formatCount(certificate.drive.sectors());
    QStringList html{line(WipeCertificateDocument::verdictTitle(verdict) + QLatin1Char(':'),
                          WipeCertificateDocument::verdictExplanation(certificate))};
    // How far it got, in every outcome.
    html << (certificate.mode == WipeMode::VerifyOnly
                 ? tr("Sectors read back: %1 of %2; failed: %3.")
                       .arg(formatCount(certificate.bytesVerified / sector), sectors,
                            formatCount(certificate.failedBytes() / sector))
                 : tr("Sectors written: %1 of %2; read back: %3; failed: %4.")
                       .arg(formatCount(certificate.bytesWritten / sector), sectors,
                            formatCount(certificate.bytesVerified / sector),
                            formatCount(certificate.failedBytes() / sector)))
                .toHtmlEscaped();
    for (const WipeFailure &failure : certificate.failures.mid(0, BannerFailures))
        html << tr("Sectors %1 to %2: %3")
                    .arg(formatCount(failure.extent.offset / sector),
                         formatCount((failure.extent.end() - 1) / sector),
                         WipeFailure::kindName(failure.kind))
                    .toHtmlEscaped();
    if (certificate.failures.size() > BannerFailures)
        html << tr("… and %n more range(s) of failed sectors: the certificate lists them all.",
                   nullptr, int(certificate.failures.size() - BannerFailures))
                    .toHtmlEscaped();
    for (const QString &hidden :
         WipeCertificateDocument::hiddenAreaLines(certificate.drive.hiddenAreas))
        html << line(tr("Hidden areas:"), hidden);
    if (outputError)
        html << line(tr("Certificate not complete:"), outputError->userMessage());
    return html.join(QStringLiteral("<br>"));
}

void WipePanel::showBanner(const QString &html, SummaryTone tone)
{
    m_banner->setText(html);
    m_tone = tone;
    m_banner->setProperty("tone", int(tone));
    QPalette palette = m_banner->palette();
    palette.setColor(QPalette::Window, toneBackgroundColor(tone));
    palette.setColor(QPalette::WindowText, Qt::black);
    m_banner->setPalette(palette);
    m_banner->show();
}

void WipePanel::offerCertificate()
{
    m_actions = new WipeCertificateActions(m_request.certificateBase, m_request.devicePath, this);
    connect(m_view, &QPushButton::clicked, m_actions, &WipeCertificateActions::view);
    connect(m_save, &QPushButton::clicked, m_actions, &WipeCertificateActions::savePdf);
    connect(m_print, &QPushButton::clicked, m_actions, &WipeCertificateActions::print);
    connect(m_actions, &WipeCertificateActions::busyChanged, this, [this](bool busy) {
        for (QPushButton *button : {m_view, m_save, m_print})
            button->setEnabled(!busy);
    });
    connect(m_actions, &WipeCertificateActions::saved, this, [this](const QString &pdf) {
        m_status->setText(tr("A copy of the certificate was saved: %1").arg(pdf));
    });
    connect(m_actions, &WipeCertificateActions::failed, this, [this](const QString &message) {
        QMessageBox::warning(this, tr("Wipe certificate"), message);
    });
    for (QPushButton *button : {m_view, m_save, m_print})
        button->show();
}

void WipePanel::showSigningState(const QString &text)
{
    m_signing->setText(text);
    m_signing->setVisible(!text.isEmpty());
}

void WipePanel::showSigningProblem(const QString &message)
{
    m_signingProblems << message;
    const SummaryTone tone = m_tone == SummaryTone::Good ? SummaryTone::Warning : m_tone;
    showBanner(m_banner->text() + QStringLiteral("<br><b>%1</b>").arg(message.toHtmlEscaped()),
               tone);
    showSigningState(tr("Not signed: the banner above says why"));
    Q_EMIT jobChanged();
}

} // namespace Custody
