// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "acquisitionpanel.h"

#include "conversiondialog.h"
#include "errand.h"
#include "history/eventsources.h"
#include "jobpanelparts.h"
#include "models/statuscolors.h"
#include "outputsview.h"
#include "report/acquisitionsummary.h"
#include "report/clonetext.h"
#include "reportactions.h"
#include "util/shellquote.h"
#include "widgets/localeunits.h"
#include "widgets/sectormapview.h"
#include "widgets/throughputchartview.h"

#include <QDesktopServices>
#include <QDir>
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
#include <QUrl>
#include <QVBoxLayout>

namespace Custody {

namespace {

// The panel's look at whether its record was written, made at the first look as a child of the
// panel: a look supersedes the one before, and one still waiting on a share goes with the panel.
Errand *recordLook(QObject *panel)
{
    const QString name = QStringLiteral("recordLook");
    auto *look = panel->findChild<Errand *>(name, Qt::FindDirectChildrenOnly);
    if (!look) {
        look = new Errand(panel);
        look->setObjectName(name);
    }
    return look;
}

// A summary line as the banner shows it: its title in bold.
QString summaryLineHtml(const SummaryLine &line)
{
    return QStringLiteral("<b>%1</b> %2")
        .arg(line.title.toHtmlEscaped(), line.text.toHtmlEscaped());
}

} // namespace

AcquisitionPanel::AcquisitionPanel(AcquisitionRequest request, AcquisitionFactory factory,
                                   QWidget *parent)
    : QWidget(parent)
    , m_request(std::move(request))
    , m_factory(std::move(factory))
{
    setObjectName(QStringLiteral("acquisitionPanel"));
    if (!m_factory) {
        m_factory = [](const AcquisitionRequest &request) {
            return std::make_unique<Acquisition>(request);
        };
    }
    m_confirmCancel = [this] {
        return QMessageBox::question(
                   this, tr("Cancel the acquisition?"),
                   tr("Stop imaging %1? The image and its map are kept: you can resume later.")
                       .arg(m_request.sourcePath),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
               == QMessageBox::Yes;
    };
    buildLayout();
    // The panel shows the figures the jobs table and the drive list are given, at the same time.
    connect(this, &AcquisitionPanel::jobChanged, this, &AcquisitionPanel::updateCounters);
}

AcquisitionPanel::~AcquisitionPanel() = default;

QString AcquisitionPanel::title(TitleDetail detail) const
{
    const QFileInfo base(m_request.basePath);
    const QString image = detail == TitleDetail::WithFolder
                              ? base.dir().dirName() + QLatin1Char('/') + base.fileName()
                              : base.fileName();
    const QString names
        = QFileInfo(m_request.sourcePath).fileName() + QStringLiteral(" → ") + image;
    if (!m_record)
        return names;
    // A finished tab says how it ended, as a verification tab does.
    switch (m_record->result.status) {
    case ImagingOutcome::Status::Completed: break;
    case ImagingOutcome::Status::Cancelled: return tr("%1: %2").arg(names, tr("STOPPED"));
    case ImagingOutcome::Status::Failed: return tr("%1: %2").arg(names, tr("FAILED"));
    }
    return tr("%1: %2").arg(names, completedOutcome());
}

QString AcquisitionPanel::completedOutcome() const
{
    return m_record->verification ? m_record->verdict().title() : tr("COMPLETE");
}

void AcquisitionPanel::buildLayout()
{
    m_status = statusLabel();
    m_progress = jobProgressBar(tr("Acquisition progress"));
    m_bytes = valueLabel(QStringLiteral("bytes"));
    m_rates = valueLabel(QStringLiteral("rates"));
    m_times = valueLabel(QStringLiteral("times"));
    m_pass = valueLabel(QStringLiteral("pass"));
    m_bad = valueLabel(QStringLiteral("badSectors"));
    m_banner = resultBanner();
    QGridLayout *counters = counterGrid({{tr("Done:"), m_bytes},
                                         {tr("Rate (now / average):"), m_rates},
                                         {tr("Elapsed / remaining:"), m_times},
                                         {tr("Pass:"), m_pass},
                                         {tr("Bad sectors:"), m_bad}});
    m_chart = new ThroughputChartView;
    m_map = new SectorMapView;
    QSplitter *pictures = chartBesideMap(m_chart, m_map);
    m_cancel = cancelButton(tr("&Cancel acquisition"));
    connect(m_cancel, &QPushButton::clicked, this, &AcquisitionPanel::askToCancel);
    m_resume = new QPushButton(tr("&Resume"));
    m_resume->setObjectName(QStringLiteral("resumeButton"));
    m_resume->hide();
    connect(m_resume, &QPushButton::clicked, this, &AcquisitionPanel::resume);
    m_convert = new QPushButton(tr("Con&vert to E01…"));
    m_convert->setObjectName(QStringLiteral("convertButton"));
    m_convert->setToolTip(convertToolTip());
    m_convert->hide();
    connect(m_convert, &QPushButton::clicked, this, &AcquisitionPanel::convertToEwf);
    m_openFolder = new QPushButton(tr("Open output f&older"));
    m_openFolder->setObjectName(QStringLiteral("openFolderButton"));
    connect(m_openFolder, &QPushButton::clicked, this, &AcquisitionPanel::openFolder);
    m_viewReport = new QPushButton(tr("Vie&w report"));
    m_viewReport->setObjectName(QStringLiteral("viewReportButton"));
    m_saveReport = new QPushButton(tr("Save &PDF report…"));
    m_saveReport->setObjectName(QStringLiteral("saveReportButton"));
    m_printReport = new QPushButton(tr("Pri&nt report…"));
    m_printReport->setObjectName(QStringLiteral("printReportButton"));
    // What a run's end offers is on the left, after the report's buttons; the right holds what
    // is there all along (Open output folder) and Cancel, whose place nothing else takes.
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_viewReport, m_saveReport, m_printReport}) {
        button->hide();
        buttons->addWidget(button);
    }
    buttons->addWidget(m_convert);
    buttons->addWidget(m_resume);
    buttons->addStretch();
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_cancel);

    // On a low screen with the drive list above, the figures, the banner and the pictures scroll
    // rather than squeeze the graph's axes to nothing; the buttons stay in view below them.
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("panelContent"));
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_banner);
    layout->addWidget(buildSigningLine());
    layout->addWidget(m_progress);
    layout->addLayout(counters);
    m_outputs = new OutputsView;
    m_outputs->setVisible(OutputsView::isWanted(m_request));
    m_outputs->showPlanned(m_request);
    layout->addWidget(m_outputs);
    layout->addWidget(pictures, 1);
    setScrollingLayout(this, content, buttons, QStringLiteral("panelScroll"));
}

void AcquisitionPanel::start()
{
    m_record.reset();
    for (QPushButton *button : {m_viewReport, m_saveReport, m_printReport})
        button->hide();
    m_banner->hide();
    m_ticks = 0;
    m_plot = AcquisitionPlot(m_chart);
    m_jobProgress = AcquisitionProgress();
    m_startError.clear();
    m_signingProblems.clear();
    m_shownMapChanges = ~quint64(0);
    m_chart->clear();
    m_outputs->showPlanned(m_request);
    m_runner = std::make_unique<AcquisitionRunner>(m_factory(m_request));
    connect(m_runner.get(), &AcquisitionRunner::finished, this, &AcquisitionPanel::onFinished);
    connect(m_runner.get(), &AcquisitionRunner::startFailed, this,
            &AcquisitionPanel::onStartFailed);
    m_status->setText(tr("Imaging %1 into %2").arg(m_request.sourcePath, m_request.basePath));
    m_cancel->show();
    m_cancel->setEnabled(true);
    m_resume->hide();
    m_convert->hide();
    m_convert->setEnabled(true);
    m_convert->setToolTip(convertToolTip());
    m_runner->start([this] { tick(); });
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

bool AcquisitionPanel::isRunning() const
{
    return m_runner && m_runner->isRunning();
}

bool AcquisitionPanel::hasWorkInProgress() const
{
    const auto *conversion = findChild<ConversionDialog *>();
    return isRunning() || (conversion && conversion->isRunning())
           || (m_report && m_report->isBusy());
}

void AcquisitionPanel::tick()
{
    if (!m_runner)
        return;
    Acquisition &acquisition = m_runner->acquisition();
    ++m_ticks;
    m_jobProgress.sample(acquisition);
    // The panel's own figures follow too (updateCounters).
    Q_EMIT jobChanged();
    m_plot.tick(acquisition, m_jobProgress);
    if (m_outputs->isVisible())
        m_outputs->showProgress(acquisition);
    if (acquisition.phase() != Acquisition::Phase::Imaging)
        return;
    // The graph moves with every tick; the record keeps a sample a second.
    if (m_ticks % 4 == 0)
        acquisition.sampleThroughput();
    if (m_ticks % 2 == 0) {
        const RescueMap map = acquisition.mapSnapshot();
        if (map.changeCount() != m_shownMapChanges) {
            m_shownMapChanges = map.changeCount();
            m_map->setMap(map,
                          acquisition.source() ? acquisition.source()->logicalSectorBytes() : 512);
        }
        if (const std::optional<ContentProfile> content = acquisition.contentSnapshot())
            m_map->setZeroAreas(content->zeroAreas);
    }
}

void AcquisitionPanel::showRunEnd(const AcquisitionRecord &record)
{
    Acquisition &acquisition = m_runner->acquisition();
    m_jobProgress.sample(acquisition);
    // Every read of the run, however short: the points the ticks did not see.
    m_plot.plotKeptPoints(acquisition);
    // The record's map, whatever a tick drew: it may have the change count of an earlier one.
    m_map->clear();
    m_map->setMap(record.result.map(record.source.sizeBytes), record.source.logicalSectorBytes);
    if (record.result.content)
        m_map->setZeroAreas(record.result.content->zeroAreas);
}

void AcquisitionPanel::updateCounters()
{
    const JobStatus job = jobStatus();
    const JobProgress &progress = job.progress;
    m_progress->setValue(job.permille().value_or(0));
    m_progress->setFormat(job.barText());
    if (m_runner && !m_runner->acquisition().isCancelRequested())
        showStatusLine(job);
    m_bytes->setText(job.exactPhaseBytesText());
    m_rates->setText(
        QStringLiteral("%1 / %2").arg(job.rateText(), displayRate(progress.averageBytesPerSecond)));
    m_times->setText(QStringLiteral("%1 / %2").arg(displayDuration(qint64(progress.elapsedSeconds)),
                                                   job.remainingText()));
    m_pass->setText(job.phaseText());
    const QLocale locale;
    const qint64 badBytes = m_jobProgress.imaging().badBytes;
    m_bad->setText(tr("%1 (%2 bytes)")
                       .arg(locale.toString(badBytes / sectorBytes()), locale.toString(badBytes)));
}

void AcquisitionPanel::showStatusLine(const JobStatus &job)
{
    switch (job.state) {
    case JobStatus::State::Preparing:
        if (job.progress.phaseTotal > 0)
            m_status->setText(tr("Resuming: checking the %1 the earlier runs wrote against the "
                                 "digests their map kept: %2 done")
                                  .arg(displayBytes(job.progress.phaseTotal),
                                       displayBytes(job.progress.phaseDone)));
        else
            m_status->setText(
                tr("Preparing: checking the source and the destination, reading SMART…"));
        return;
    case JobStatus::State::Acquiring:
        m_status->setText(tr("Imaging %1 into %2").arg(m_request.sourcePath, m_request.basePath));
        return;
    case JobStatus::State::ReadingBack:
    case JobStatus::State::RereadingSource:
        m_status->setText(tr("Verifying: %1, %2 at %3…")
                              .arg(job.phaseText(), job.phaseBytesText(), job.rateText()));
        return;
    case JobStatus::State::Finishing:
        m_status->setText(tr("Writing the checksum files, the log and the record…"));
        return;
    default: return;
    }
}

void AcquisitionPanel::askToCancel()
{
    // Asked again after the question: the run may have ended while it was open.
    if (isRunning() && m_confirmCancel() && isRunning()) {
        m_cancel->setEnabled(false);
        m_status->setText(tr("Stopping: flushing the image and saving the map…"));
        m_runner->cancel();
    }
}

void AcquisitionPanel::cancelWithoutAsking()
{
    if (isRunning())
        m_runner->cancel();
}

void AcquisitionPanel::resume()
{
    m_request.overwrite = OverwritePolicy::Resume;
    m_request.commandLine = shellQuote(equivalentCliArguments(m_request));
    start();
}

QString AcquisitionPanel::convertToolTip()
{
    return tr("Write the image as an E01 beside it, checked against this acquisition's hashes in "
              "the same read. Asks for compression and segment size first.");
}

void AcquisitionPanel::convertToEwf()
{
    // The dialog asks first (compression, segment size, where the E01 goes) and writes nothing
    // before its Convert; this button waits for it meanwhile.
    auto *dialog = new ConversionDialog(m_request.basePath + QStringLiteral(".json"), this);
    dialog->setObjectName(QStringLiteral("conversionDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_convert->setEnabled(false);
    // Closed by the examiner (Cancel, Close, Escape): never on the panel's own destruction, when
    // its buttons are gone already.
    connect(dialog, &QDialog::rejected, this, [this] {
        if (!m_convertedTo.isEmpty() || isRunning())
            return;
        m_convert->setEnabled(true);
    });
    connect(dialog, &ConversionDialog::convertRequested, this, [this, dialog] {
        if (m_startConversion)
            m_startConversion(dialog);
        else
            dialog->start();
    });
    connect(dialog, &ConversionDialog::finished, this, [this, dialog](bool converted) {
        if (converted)
            showConverted(dialog->outputFiles(), dialog->resultText());
        const std::optional<HistoryEvent> event = dialog->historyEvent();
        if (!event)
            return; // the record could not be read: nothing was converted
        const QString logPath = m_request.basePath + QStringLiteral(".txt");
        // The log names the E01 now: signed again, as after a report.
        Q_EMIT historyWork([event = *event] { return Result<HistoryEvent>(event); },
                           converted ? QStringList{logPath} : QStringList(),
                           converted ? logPath : QString());
    });
    dialog->show();
}

void AcquisitionPanel::showConverted(const QStringList &files, const QString &resultText)
{
    m_convertedTo = files;
    m_convert->setEnabled(false);
    m_convert->setToolTip(tr("Converted: %1").arg(files.join(QStringLiteral(", "))));
    m_status->setText(tr("Finished; converted to E01: %1").arg(files.value(0)));
    m_banner->setText(m_banner->text()
                      + QStringLiteral("<br><b>%1</b> %2")
                            .arg(tr("E01 written.").toHtmlEscaped(), resultText.toHtmlEscaped())
                            .replace(u'\n', QStringLiteral("<br>")));
    Q_EMIT jobChanged();
}

void AcquisitionPanel::openFolder()
{
    const QString folder = QFileInfo(m_request.basePath).absolutePath();
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(folder)))
        QMessageBox::warning(
            this, tr("Output folder"),
            tr("No file manager is set up on this desktop. The outputs are in %1.").arg(folder));
}

void AcquisitionPanel::onStartFailed(const Error &error)
{
    // Not deleted here: this runs inside the runner's own signal. Parented, so that it goes with
    // the panel if the event loop ends first.
    finishRunner();
    m_cancel->hide();
    m_status->setText(tr("Not started"));
    m_startError = error.userMessage();
    showBanner(tr("The acquisition could not start: %1").arg(error.userMessage().toHtmlEscaped()),
               SummaryTone::Bad);
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

void AcquisitionPanel::onFinished(const AcquisitionRecord &record)
{
    showRunEnd(record);
    const std::optional<Error> outputError = m_runner->acquisition().outputError();
    const QStringList kept = m_runner->acquisition().keptOutputs();
    m_outputs->showRecord(record, m_runner->acquisition().alsoOutputResults());
    // Not deleted here: this runs inside the runner's own signal. Parented, so that it goes with
    // the panel if the event loop ends first.
    finishRunner();
    m_record = record;
    m_cancel->hide();
    const AcquisitionResult &result = record.result;
    const bool completed = result.status == ImagingOutcome::Status::Completed;
    // Also after a file could not be written: resuming writes it, once the image is found to have
    // the digests computed now. Not for an image that changed since it was acquired.
    const bool imageChanged = result.error && result.error->is(Error::Code::ImageChanged);
    // An interrupted E01 is not resumed (its container is closed only at the end).
    const bool ewf = record.settings.format == ImageFormat::Ewf;
    m_resume->setVisible((!completed || outputError) && !imageChanged && !ewf);
    m_convert->setVisible(completed && !ewf && !record.hashes.isEmpty());
    const AcquisitionSummary summary = AcquisitionSummary::of(record, outputError);
    m_status->setText(completed ? tr("Finished") : tr("Stopped"));
    showBanner(bannerHtml(record, outputError, kept), summary.outcome());
    offerReport();
    // The acquisition's own error: the record copies it before the record itself is written.
    // Only files this run wrote completely are signed: after a failed write the one on disk is
    // an earlier run's.
    const QString logPath = m_request.basePath + QStringLiteral(".txt");
    Q_EMIT acquisitionEnded(record, m_request.basePath, !outputError.has_value());
    Q_EMIT historyWork(
        [record, recordPath = m_request.basePath + QStringLiteral(".json"),
         allWritten = !outputError.has_value()] {
            return Result<HistoryEvent>(acquisitionEvent(record, recordPath, allWritten));
        },
        outputError ? QStringList()
                    : QStringList{m_request.basePath + QStringLiteral(".json"), logPath},
        logPath);
    Q_EMIT runFinished(record);
    Q_EMIT stateChanged();
    Q_EMIT jobChanged();
}

int AcquisitionPanel::sectorBytes() const
{
    // The source is opened by prepare() on the worker: looked at only once imaging began.
    if (m_record)
        return qMax(1, m_record->source.logicalSectorBytes);
    const bool opened = m_runner
                        && m_runner->acquisition().phase() != Acquisition::Phase::NotStarted
                        && m_runner->acquisition().source();
    return opened ? qMax(1, m_runner->acquisition().source()->logicalSectorBytes()) : 512;
}

JobStatus AcquisitionPanel::jobStatus() const
{
    JobStatus job;
    job.kind = JobStatus::Kind::Acquisition;
    job.source = m_request.sourcePath;
    job.targets = {m_request.basePath};
    job.progress = m_jobProgress.progress();
    if (m_jobProgress.imaging().totalBytes > 0)
        job.problems = m_jobProgress.imaging().badBytes / sectorBytes();
    if (m_runner) {
        job.state = m_runner->acquisition().isCancelRequested() ? JobStatus::State::Stopping
                                                                : m_jobProgress.phase();
        return job;
    }
    if (!m_record) {
        job.state = JobStatus::State::Failed;
        job.outcome = m_startError.isEmpty() ? QString() : tr("not started: %1").arg(m_startError);
        return job;
    }
    switch (m_record->result.status) {
    case ImagingOutcome::Status::Completed: job.state = JobStatus::State::Finished; break;
    case ImagingOutcome::Status::Cancelled: job.state = JobStatus::State::Stopped; break;
    case ImagingOutcome::Status::Failed: job.state = JobStatus::State::Failed; break;
    }
    job.problems = m_record->result.bytesUnreadable / sectorBytes();
    if (job.state == JobStatus::State::Finished && m_record->result.outputError)
        job.outcome = tr("%1, but a file was not written").arg(completedOutcome());
    else if (job.state == JobStatus::State::Finished && m_record->writeBlock
             && m_record->writeBlock->notRestored())
        job.outcome = tr("%1, write-block not lifted").arg(completedOutcome());
    else if (job.state == JobStatus::State::Finished && m_record->writeBlock
             && m_record->writeBlock->liftedDuringRun())
        job.outcome = tr("%1, write-block lifted during the run").arg(completedOutcome());
    else if (job.state == JobStatus::State::Finished)
        job.outcome = completedOutcome();
    else if (job.state == JobStatus::State::Failed && m_record->result.error)
        job.outcome = m_record->result.error->message;
    // Not signed as set up: said in the table too, and not a plain success.
    if (!m_signingProblems.isEmpty())
        job.outcome
            = job.outcome.isEmpty() ? tr("not signed") : tr("%1, not signed").arg(job.outcome);
    job.succeeded = job.state == JobStatus::State::Finished
                    && m_banner->property("success").toBool() && m_signingProblems.isEmpty();
    return job;
}

void AcquisitionPanel::showSigningProblem(const QString &message)
{
    m_signingProblems << message;
    m_banner->setText(m_banner->text()
                      + QStringLiteral("<br><b>%1</b>").arg(message.toHtmlEscaped()));
    m_banner->setProperty("signingProblem", true);
    // Not signed as set up: no longer a clean result.
    if (m_bannerTone == SummaryTone::Good)
        showBanner(m_banner->text(), SummaryTone::Warning);
    m_banner->show();
    showSigningState(tr("Not signed: the banner above says why"));
    Q_EMIT jobChanged();
}

QLabel *AcquisitionPanel::buildSigningLine()
{
    m_signing = valueLabel(QStringLiteral("signingState"));
    m_signing->setWordWrap(true);
    m_signing->hide();
    return m_signing;
}

void AcquisitionPanel::showSigningState(const QString &text)
{
    m_signing->setText(text);
    m_signing->setVisible(!text.isEmpty());
}

void AcquisitionPanel::offerReport()
{
    const QString recordPath = m_request.basePath + QStringLiteral(".json");
    // Looked at off the GUI thread: the destination may be a share that does not answer.
    recordLook(this)->run([this, recordPath]() -> Errand::Answer {
        if (!QFileInfo::exists(recordPath))
            return {};
        // An E01 made from this image before (another session's Convert): not offered again.
        const QString e01 = recordPath.chopped(5) + QStringLiteral(".E01");
        const bool converted = QFileInfo::exists(e01);
        return [this, recordPath, e01, converted] {
            if (isRunning())
                return; // resumed meanwhile: offered again when that run ends
            if (converted) {
                m_convert->setEnabled(false);
                m_convert->setToolTip(tr("%1 exists already.").arg(e01));
            }
            delete m_report;
            m_report = new ReportActions(recordPath, this);
            connect(m_viewReport, &QPushButton::clicked, m_report, &ReportActions::view,
                    Qt::UniqueConnection);
            connect(m_saveReport, &QPushButton::clicked, m_report, &ReportActions::savePdf,
                    Qt::UniqueConnection);
            connect(m_printReport, &QPushButton::clicked, m_report, &ReportActions::print,
                    Qt::UniqueConnection);
            connect(m_report, &ReportActions::busyChanged, this, [this](bool busy) {
                for (QPushButton *button : {m_viewReport, m_saveReport, m_printReport})
                    button->setEnabled(!busy);
            });
            connect(m_report, &ReportActions::saved, this, [this, recordPath](const QString &pdf) {
                m_status->setText(
                    tr("Report saved: %1 (its SHA-256 is in the acquisition log)").arg(pdf));
                const QString logPath = recordPath.chopped(5) + QStringLiteral(".txt");
                Q_EMIT historyWork([recordPath, pdf] { return reportEvent(recordPath, pdf); },
                                   {pdf, logPath}, logPath);
            });
            connect(m_report, &ReportActions::printed, this,
                    [this, recordPath](const QString &printer) {
                        Q_EMIT historyWork(
                            [recordPath, printer] {
                                return reportEvent(recordPath, QString(),
                                                   QStringLiteral("printed on %1").arg(printer));
                            },
                            {}, {});
                    });
            connect(m_report, &ReportActions::failed, this, [this](const QString &message) {
                QMessageBox::warning(this, tr("Report"), message);
            });
            for (QPushButton *button : {m_viewReport, m_saveReport, m_printReport})
                button->show();
        };
    });
}

void AcquisitionPanel::finishRunner()
{
    AcquisitionRunner *runner = m_runner.release();
    runner->setParent(this);
    runner->deleteLater();
}

QString AcquisitionPanel::bannerHtml(const AcquisitionRecord &record,
                                     const std::optional<Error> &outputError,
                                     const QStringList &kept)
{
    const AcquisitionSummary summary = AcquisitionSummary::of(record, outputError);
    const QList<SummaryLine> &lines = summary.lines();
    QStringList html{summaryLineHtml(lines.first())};
    for (const RecordedHash &hash : record.hashes)
        html << QStringLiteral("%1: <tt>%2</tt>").arg(hashDisplayName(hash.algorithm), hash.hex);
    for (qsizetype index = 1; index < lines.size(); ++index)
        html << summaryLineHtml(lines[index]);
    if (record.verification && record.verification->readBack)
        html << CloneText::readBack(record).toHtmlEscaped();
    const QLocale locale;
    if (const RunHistory &history = record.history; history.isComplete() && history.runs.size() > 1)
        html << tr("%n run(s), the first started %1: %2 in %3 of reading, %4 on average.", nullptr,
                   int(history.runs.size()))
                    .arg(locale.toString(history.firstStart().toLocalTime(), QLocale::ShortFormat),
                         displayBytes(history.bytesProcessed()),
                         displayDuration(qint64(history.runningSeconds())),
                         displayRate(history.averageRate()))
                    .toHtmlEscaped();
    const AcquisitionResult &result = record.result;
    const bool completed = result.status == ImagingOutcome::Status::Completed;
    const bool imageChanged = result.error && result.error->is(Error::Code::ImageChanged);
    if (!completed && record.settings.format == ImageFormat::Ewf)
        html << tr("An interrupted E01 acquisition cannot be resumed: acquire again, or "
                   "acquire to raw with the rescue preset and convert the result to E01.")
                    .toHtmlEscaped();
    else if (!completed && !imageChanged)
        html << tr("The image and the map are kept: Resume continues where it stopped.")
                    .toHtmlEscaped();
    else if (outputError || result.outputError)
        html << tr("Resume writes the missing files once the image is found unchanged.")
                    .toHtmlEscaped();
    if (!kept.isEmpty()) {
        html << AcquisitionSummary::keptOutputsTitle().toHtmlEscaped();
        for (const QString &line : kept)
            html << QStringLiteral("&nbsp;&nbsp;") + line.toHtmlEscaped();
    }
    return html.join(QStringLiteral("<br>"));
}

void AcquisitionPanel::showBanner(const QString &html, SummaryTone tone)
{
    m_banner->setText(html);
    m_bannerTone = tone;
    m_banner->setProperty("tone", int(tone));
    m_banner->setProperty("warning", tone == SummaryTone::Warning);
    m_banner->setProperty("success", tone != SummaryTone::Bad);
    QPalette palette = m_banner->palette();
    palette.setColor(QPalette::Window, toneBackgroundColor(tone));
    palette.setColor(QPalette::WindowText, Qt::black);
    m_banner->setPalette(palette);
    m_banner->show();
}

} // namespace Custody
