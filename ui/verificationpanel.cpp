// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verificationpanel.h"

#include "engine/acquisitionfiles.h"
#include "jobarguments.h"

#include "acquisition/acquireoptiontable.h"
#include "device/writegate.h"
#include "history/eventsources.h"
#include "models/statuscolors.h"
#include "record/detachedsignature.h"
#include "render/reportpdfwriter.h"
#include "render/reportpublisher.h"
#include "report/contenttext.h"
#include "report/verificationdocument.h"
#include "reportactions.h"
#include "util/certificatesubject.h"
#include "util/durablefile.h"
#include "util/shellquote.h"
#include "verificationchecksview.h"
#include "verify/hashlogreader.h"
#include "verify/verifier.h"
#include "widgets/localeunits.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Custody {

namespace {

// Reads the hashlogs and the image on the worker thread; a report with the error when either
// cannot be used.
VerificationReport failedReport(const QString &imagePath, const Error &error)
{
    VerificationReport report;
    report.imageFiles = {imagePath};
    report.startTime = report.endTime = QDateTime::currentDateTimeUtc();
    report.error = error;
    return report;
}

bool isPdf(const QString &path)
{
    return path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
}

} // namespace

VerificationPanel::VerificationPanel(QString imagePath, QStringList hashlogPaths, QString trustedCa,
                                     QWidget *parent)
    : QWidget(parent)
    , m_imagePath(std::move(imagePath))
    , m_hashlogPaths(std::move(hashlogPaths))
    , m_trustedCa(std::move(trustedCa))
{
    setObjectName(QStringLiteral("verificationPanel"));
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setRange(0, 1000);
    m_banner = new QLabel;
    m_banner->setObjectName(QStringLiteral("resultBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setAutoFillBackground(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->hide();
    // Lines that quote paths: plain text, to be copied, shown once there is something to say.
    const auto plainLine = [](const char *name) {
        auto *label = new QLabel;
        label->setObjectName(QLatin1String(name));
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->hide();
        return label;
    };
    m_hashlogFormats = plainLine("hashlogFormats");
    m_content = plainLine("contentSummary");
    m_reportMessage = plainLine("reportMessage");
    m_checks = new VerificationChecksView;
    m_cancel = new QPushButton(tr("&Cancel verification"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    connect(m_cancel, &QPushButton::clicked, this, &VerificationPanel::cancel);
    m_view = new QPushButton(tr("Vie&w report"));
    m_view->setObjectName(QStringLiteral("viewReportButton"));
    connect(m_view, &QPushButton::clicked, this, &VerificationPanel::viewReport);
    m_view->hide();
    m_save = new QPushButton(tr("&Save report…"));
    m_save->setObjectName(QStringLiteral("saveReportButton"));
    connect(m_save, &QPushButton::clicked, this, &VerificationPanel::saveReport);
    m_saveLocation = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Save the verification report"), suggested,
                                            tr("PDF (*.pdf);;Text and JSON (*.txt)"));
    };
    m_print = new QPushButton(tr("&Print report…"));
    m_print->setObjectName(QStringLiteral("printReportButton"));
    connect(m_print, &QPushButton::clicked, this, &VerificationPanel::printReport);
    m_save->hide();
    m_print->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_view);
    buttons->addWidget(m_save);
    buttons->addWidget(m_print);
    buttons->addStretch();
    buttons->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_banner);
    layout->addWidget(buildSigningLine());
    layout->addWidget(m_progress);
    layout->addWidget(m_hashlogFormats);
    layout->addWidget(m_content);
    layout->addWidget(m_checks, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_reportMessage);
    connect(&m_job, &BackgroundJob::finished, this, [this] { onFinished(m_finishedReport); });
    connect(this, &VerificationPanel::jobChanged, this, &VerificationPanel::showProgress);
}

VerificationPanel::~VerificationPanel()
{
    cancel(); // m_job's destructor waits for the thread
}

QString VerificationPanel::title() const
{
    const QString image = QFileInfo(m_imagePath).fileName();
    if (!m_report)
        return tr("Verify %1").arg(image);
    // Two runs on one image are told apart by their outcome.
    return tr("Verify %1: %2").arg(image, verdictWord());
}

QString VerificationPanel::verdictWord() const
{
    switch (m_report->verdict()) {
    case VerificationReport::Verdict::Match: return tr("MATCH");
    case VerificationReport::Verdict::Mismatch: return tr("MISMATCH");
    case VerificationReport::Verdict::NotVerified: return tr("NOT VERIFIED");
    case VerificationReport::Verdict::Incomplete: return tr("INCOMPLETE");
    case VerificationReport::Verdict::Failed: break;
    }
    return tr("FAILED");
}

JobStatus VerificationPanel::jobStatus() const
{
    JobStatus job;
    job.kind = JobStatus::Kind::Verification;
    job.source = m_imagePath;
    job.targets = m_hashlogPaths;
    // One read, of the whole image: the phase's figures are the job's.
    const auto setBytes = [&job](qint64 done, qint64 total) {
        job.progress.phaseDone = job.progress.jobDone = done;
        job.progress.phaseTotal = job.progress.jobTotal = total;
    };
    setBytes(m_bytesRead, m_totalBytes);
    if (isRunning()) {
        job.state = m_totalBytes > 0 ? JobStatus::State::ReadingBack : JobStatus::State::Preparing;
        job.progress.step = m_totalBytes > 0 ? 1 : 0;
        job.progress.bytesPerSecond = m_rate.bytesPerSecond();
        if (const auto remaining = m_rate.remaining(m_totalBytes))
            job.progress.secondsLeft = remaining->count();
        return job;
    }
    if (!m_report)
        return job;
    const VerificationReport::Verdict verdict = m_report->verdict();
    job.state = verdict == VerificationReport::Verdict::Failed ? JobStatus::State::Failed
                                                               : JobStatus::State::Finished;
    setBytes(m_report->bytesRead, m_report->imageBytes);
    job.outcome = job.state == JobStatus::State::Failed ? m_report->errorMessage() : verdictWord();
    job.succeeded = verdict == VerificationReport::Verdict::Match;
    // Windows counted where the hashlogs have them; a whole-image digest does not say how many.
    if (std::any_of(m_report->checks.cbegin(), m_report->checks.cend(),
                    [](const DigestCheck &check) { return check.extent.has_value(); }))
        job.problems = m_report->differingPieces();
    return job;
}

// What custody-cli would run for the same check, for the record.
QString VerificationPanel::equivalentCommandLine() const
{
    return shellQuote(
        QStringList{QStringLiteral("custody-cli")}
        + verificationArguments(m_imagePath, m_hashlogPaths, m_trustedCa, m_caseDetails));
}

bool VerificationPanel::isRunning() const
{
    return m_job.isRunning();
}

void VerificationPanel::start()
{
    m_status->setText(
        tr("Verifying %1 against %2").arg(m_imagePath, m_hashlogPaths.join(QStringLiteral(", "))));
    m_job.start([this] { m_finishedReport = verify(); }, [this] { tick(); });
}

// On the job's thread: read the hashlogs, prepare the verifier, run it.
VerificationReport VerificationPanel::verify()
{
    QList<Hashlog> hashlogs;
    for (const QString &path : std::as_const(m_hashlogPaths)) {
        Result<Hashlog> log = readHashlog(path);
        if (!log)
            return failedReport(m_imagePath, log.error());
        hashlogs.append(std::move(*log));
    }
    Result<std::unique_ptr<Verifier>> verifier = Verifier::prepare(m_imagePath, hashlogs);
    if (!verifier)
        return failedReport(m_imagePath, verifier.error());
    {
        const QMutexLocker lock(&m_verifierMutex);
        m_verifier = verifier->get();
        if (m_cancelRequested)
            m_verifier->cancel();
    }
    VerificationReport report = (*verifier)->run();
    {
        const QMutexLocker lock(&m_verifierMutex);
        m_verifier = nullptr;
    }
    // Signed records, logs and reports among and beside the hashlogs: changed since signed?
    const Result<QList<SignedFileCheck>> signatures
        = checkSignaturesOf(m_hashlogPaths, m_trustedCa);
    if (!signatures)
        return failedReport(m_imagePath, signatures.error());
    report.signatures = *signatures;
    report.caseDetails = m_caseDetails;
    report.commandLine = equivalentCommandLine();
    return report;
}

void VerificationPanel::tick()
{
    qint64 read = 0;
    qint64 total = 0;
    {
        const QMutexLocker lock(&m_verifierMutex);
        if (!m_verifier)
            return;
        read = m_verifier->bytesRead();
        total = m_verifier->totalBytes();
    }
    m_rate.addSample(RateEstimator::Clock::now(), read);
    m_bytesRead = read;
    m_totalBytes = total;
    Q_EMIT jobChanged(); // the bar too (showProgress)
}

void VerificationPanel::showProgress()
{
    const JobStatus job = jobStatus();
    m_progress->setValue(job.permille().value_or(0));
    m_progress->setFormat(
        job.isRunning()
            ? tr("%1: %2 at %3").arg(job.barText(), job.phaseBytesText(), job.rateText())
            : job.barText());
}

void VerificationPanel::cancel()
{
    const QMutexLocker lock(&m_verifierMutex);
    m_cancelRequested = true;
    if (m_verifier)
        m_verifier->cancel();
}

void VerificationPanel::onFinished(const VerificationReport &report)
{
    m_report = report;
    m_cancel->hide();
    m_view->show();
    m_save->show();
    m_print->show();
    const VerificationReport::Verdict verdict = report.verdict();
    const bool match = verdict == VerificationReport::Verdict::Match;
    // The verdict in the core's words, as custody-cli verify ends its report (a changed signed
    // file and one signed under no trusted CA are not the same news); a failed signature said
    // first, as the core's check of it says (the verdict's "see above"); where a differing
    // window is, last.
    QStringList lines;
    if (verdict == VerificationReport::Verdict::Failed) {
        lines << tr("FAILED: %1").arg(report.errorMessage());
    } else {
        for (const SignedFileCheck &signature : report.signatures) {
            if (signature.failed())
                lines << tr("Signature of %1: %2")
                             .arg(QFileInfo(signature.path).fileName(),
                                  VerificationChecksView::signatureOutcome(signature));
        }
        lines << report.verdictText();
        if (const QString first = firstDifferenceText(report); !first.isEmpty())
            lines << first;
    }
    const QString headline = lines.join(QLatin1Char('\n'));
    m_banner->setText(headline);
    m_banner->setProperty("match", match);
    QPalette palette = m_banner->palette();
    // Green only for a match; amber when what was compared agrees but not all could be.
    const SummaryTone tone = match ? SummaryTone::Good
                             : verdict == VerificationReport::Verdict::NotVerified
                                     || verdict == VerificationReport::Verdict::Incomplete
                                 ? SummaryTone::Warning
                                 : SummaryTone::Bad;
    m_banner->setProperty("tone", int(tone));
    palette.setColor(QPalette::Window, toneBackgroundColor(tone));
    palette.setColor(QPalette::WindowText, Qt::black);
    m_banner->setPalette(palette);
    m_banner->show();
    m_status->setText(tr("Verified %1").arg(report.imageFiles.join(QStringLiteral(", "))));
    // What each hashlog was taken for: a log read as another tool's would be checked wrongly.
    QStringList formats;
    for (const HashlogSummary &hashlog : report.hashlogs)
        formats << tr("%1: read as %2")
                       .arg(QFileInfo(hashlog.path).fileName(),
                            hashlogFormatDisplayName(hashlog.format));
    m_hashlogFormats->setText(formats.join(QLatin1Char('\n')));
    m_hashlogFormats->setVisible(!formats.isEmpty());
    // What the image's sectors look like, counted in the same read.
    m_content->setText(report.content ? ContentText::lines(*report.content).join(QLatin1Char('\n'))
                                      : QString());
    m_content->setVisible(report.content.has_value());
    m_checks->showReport(report);
    m_signing->setText(signingSummary(report));
    m_signing->setVisible(verdict != VerificationReport::Verdict::Failed);
    Q_EMIT finished(report);
    Q_EMIT jobChanged();
}

// Where the image differs, when windows or segments say: that is what the examiner looks for.
QString VerificationPanel::firstDifferenceText(const VerificationReport &report)
{
    std::optional<Extent> first;
    for (const DigestCheck &check : report.checks) {
        if (check.outcome == DigestCheck::Outcome::Mismatch && check.extent
            && (!first || check.extent->offset < first->offset))
            first = check.extent;
    }
    if (!first)
        return {};
    return tr("The first window or segment that differs covers bytes %1.")
        .arg(formatByteRange(*first, textLocale()));
}

QLabel *VerificationPanel::buildSigningLine()
{
    m_signing = new QLabel;
    m_signing->setObjectName(QStringLiteral("signingState"));
    m_signing->setWordWrap(true);
    m_signing->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_signing->hide();
    return m_signing;
}

QString VerificationPanel::signingSummary(const VerificationReport &report)
{
    if (report.signatures.isEmpty())
        return tr("Not signed: no signature (FILE.p7s) beside the image or its hashlogs");
    // Signer by signer, in the order found, with the files each signed.
    QStringList signers;
    QHash<QString, QStringList> filesOf;
    int failing = 0;
    for (const SignedFileCheck &signature : report.signatures) {
        if (signature.failed())
            ++failing;
        if (signature.status != SignedFileCheck::Status::Checked
            || signature.signerSubject.isEmpty())
            continue;
        const QString signer = signerName(signature.signerSubject);
        if (!signers.contains(signer))
            signers << signer;
        filesOf[signer] << QFileInfo(signature.path).fileName();
    }
    QStringList lines;
    for (const QString &signer : std::as_const(signers))
        lines << tr("Signed by %1: %2").arg(signer, filesOf[signer].join(QStringLiteral(", ")));
    if (failing > 0)
        lines << tr("%n signature(s) fail: see above and the signature rows below.", nullptr,
                    failing);
    return lines.join(QLatin1Char('\n'));
}

void VerificationPanel::saveReport()
{
    if (!m_report || m_saving.isRunning())
        return;
    // One report per run: the time of the verification in the name.
    const QString suggested
        = m_imagePath
          + QStringLiteral(".verification-%1.pdf")
                .arg(m_report->endTime.toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString path = m_saveLocation(suggested);
    if (path.isEmpty())
        return;
    m_save->setEnabled(false);
    m_reportMessage->setText(tr("Saving the report to %1…").arg(path));
    m_reportMessage->show();
    m_saving.run(
        [this, path, image = m_imagePath, report = *m_report,
         document = isPdf(path) ? reportDocument() : ReportDocument()]() -> Errand::Answer {
            const QString error = writeReport(path, image, report, document);
            // For the case file: the report's own digest, as custody-cli verify --pdf prints it.
            std::optional<QString> sha256;
            if (error.isEmpty()) {
                if (const Result<QString> digest = ReportPublisher::sha256OfFile(path))
                    sha256 = *digest;
            }
            return [this, path, report, error, sha256] {
                m_save->setEnabled(true);
                if (!error.isEmpty()) {
                    m_reportMessage->setText(tr("Report not saved: %1").arg(error));
                    QMessageBox::warning(this, tr("Report not saved"), error);
                    return;
                }
                m_reportMessage->setText(
                    sha256 ? tr("Report saved: %1 (SHA-256 %2)").arg(path, *sha256)
                           : tr("Report saved: %1").arg(path));
                // A row of the history, as for an acquisition's report, with its SHA-256.
                Q_EMIT historyWork(
                    [report, path] {
                        return Result<HistoryEvent>(verificationReportEvent(report, path));
                    },
                    reportFiles(path));
            };
        },
        Errand::OnQuit::Finish);
}

void VerificationPanel::showReportSigning(const QString &signer, const QString &problem)
{
    const QString outcome = !problem.isEmpty() ? tr("Not signed: %1").arg(problem)
                            : !signer.isEmpty()
                                ? tr("Signed by %1.").arg(signer)
                                : tr("Not signed: no signing identity is set (File → Signing "
                                     "identity…).");
    m_reportMessage->setText(m_reportMessage->text() + u'\n' + outcome);
}

QString VerificationPanel::writeReport(const QString &path) const
{
    return writeReport(path, m_imagePath, *m_report,
                       isPdf(path) ? reportDocument() : ReportDocument());
}

QString VerificationPanel::writeReport(const QString &path, const QString &imagePath,
                                       const VerificationReport &report,
                                       const ReportDocument &document)
{
    // Never over what it reports on (the image, a device given as the image too, its segments
    // and the hashlogs), also when the file dialog was pointed at one of them, nor over anything
    // else the write gate protects; the file dialog asked before an earlier report is replaced.
    WriteGate gate;
    gate.protectSource(imagePath);
    for (const QString &file : report.imageFiles)
        gate.protectSource(file);
    for (const HashlogSummary &hashlog : report.hashlogs)
        gate.protectFile(hashlog.path, tr("the hashlog %1").arg(hashlog.path));
    gate.allowReplacing(AcquisitionFileKind::Report);
    const QStringList outputs = reportFiles(path);
    for (const QString &output : outputs) {
        if (const Result<void> safe = gate.check(output, PathChange::Replace); !safe)
            return safe.error().userMessage();
        // A signature beside it that could not be removed once it is replaced: refused first.
        const QString signature = AcquisitionFiles::signatureOf(output);
        if (pathExists(signature) && !isSignatureFile(signature))
            return tr("%1 is beside the report and is no CMS signature: move it away or save "
                      "the report under another name.")
                .arg(signature);
    }
    if (isPdf(path)) {
        const Result<int> pages = ReportPdfWriter::write(document, path, defaultPaperSize());
        if (!pages)
            return pages.error().userMessage();
    } else {
        if (const Result<void> saved
            = replaceFile(path, (report.toText() + ContentText::verificationBlock(report)).toUtf8(),
                          Error::Code::OutputNotSaved);
            !saved)
            return saved.error().userMessage();
        if (const Result<void> saved
            = replaceFile(path + QStringLiteral(".json"), QJsonDocument(report.toJson()).toJson(),
                          Error::Code::OutputNotSaved);
            !saved)
            return saved.error().userMessage();
    }
    // The signature of a report replaced would only say that it changed: removed (the
    // examiner's identity, if set, signs the new one).
    for (const QString &output : outputs) {
        if (const Result<bool> dropped = gate.dropSignatureOf(output); !dropped)
            return dropped.error().userMessage();
    }
    return {};
}

QStringList VerificationPanel::reportFiles(const QString &path)
{
    return isPdf(path) ? QStringList{path} : QStringList{path, path + QStringLiteral(".json")};
}

ReportDocument VerificationPanel::reportDocument() const
{
    return VerificationDocument::build(*m_report, ReportContext::current());
}

void VerificationPanel::printReport()
{
    if (!m_report)
        return;
    ReportActions::printWithDialog(
        reportDocument(), tr("Print the verification report"), this,
        [this, report = *m_report](const QString &error, const QString &printer) {
            if (!error.isEmpty()) {
                QMessageBox::warning(this, tr("Report not printed"), error);
                return;
            }
            if (printer.isEmpty())
                return; // the print dialog was cancelled
            // A row of the history, as an acquisition's printed report has.
            Q_EMIT historyWork(
                [report, printer] {
                    return Result<HistoryEvent>(
                        verificationReportEvent(report, QString(), printer));
                },
                {});
        });
}

void VerificationPanel::viewReport()
{
    if (!m_report)
        return;
    const QString error = ReportActions::preview(reportDocument(), tr("Verification report"), this);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Report not shown"), error);
}

} // namespace Custody
