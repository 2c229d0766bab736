// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "historyview.h"

#include "history/historyimport.h"
#include "history/postgreslocation.h"
#include "models/historytablemodel.h"
#include "render/reportpublisher.h"
#include "reportactions.h"
#include "reportfileview.h"
#include "verify/verificationinputs.h"
#include "wipecertificateactions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDesktopServices>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace Custody {

HistoryView::HistoryView(QString path, QWidget *parent)
    : QWidget(parent)
    , m_path(std::move(path))
    , m_openUrl([](const QUrl &url) { return QDesktopServices::openUrl(url); })
    , m_job(QStringLiteral("custody-history-view"))
{
    buildLayout();
    connect(&m_job, &BackgroundJob::finished, this, [this] {
        const std::function<void()> then = std::exchange(m_then, {});
        if (then)
            then();
        updateButtons();
        Q_EMIT updated();
        if (std::exchange(m_reloadWanted, false))
            reload();
    });
}

HistoryView::~HistoryView() = default; // m_job waits for a read in progress

void HistoryView::buildLayout()
{
    m_model = new HistoryTableModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(HistoryTableModel::SortRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setAccessibleName(tr("Case history"));
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(HistoryTableModel::RowColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &HistoryView::updateButtons);
    connect(m_table, &QTableView::activated, this, &HistoryView::openReport);

    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(300);
    connect(m_filterDelay, &QTimer::timeout, this, &HistoryView::reload);
    const auto lineFilter = [this](const QString &name, const QString &placeholder) {
        auto *edit = new QLineEdit;
        edit->setObjectName(name);
        edit->setPlaceholderText(placeholder);
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
        return edit;
    };
    m_case = lineFilter(QStringLiteral("caseFilter"), tr("Case number"));
    m_evidence = lineFilter(QStringLiteral("evidenceFilter"), tr("Evidence number"));
    m_serial = lineFilter(QStringLiteral("serialFilter"), tr("Drive serial"));
    m_digest = lineFilter(QStringLiteral("digestFilter"), tr("Digest (hex)"));
    m_verdict = new QComboBox;
    m_verdict->setObjectName(QStringLiteral("verdictFilter"));
    m_verdict->addItem(tr("Any verdict"), QString());
    for (const char *verdict : {"match", "mismatch", "not verified", "incomplete", "failed",
                                "cancelled", "output not written", "passed"})
        m_verdict->addItem(HistoryEvent::verdictTitle(QString::fromLatin1(verdict)),
                           QString::fromLatin1(verdict));
    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    m_kind->addItem(tr("Any kind"), QString());
    for (HistoryEvent::Kind kind :
         {HistoryEvent::Kind::Acquisition, HistoryEvent::Kind::Resume,
          HistoryEvent::Kind::Verification, HistoryEvent::Kind::Conversion,
          HistoryEvent::Kind::Report, HistoryEvent::Kind::Wipe}) {
        HistoryEvent event;
        event.kind = kind;
        m_kind->addItem(event.kindTitle(), HistoryEvent::kindName(kind));
    }
    for (QComboBox *box : {m_verdict, m_kind})
        connect(box, &QComboBox::currentIndexChanged, this, &HistoryView::reload);
    const auto dateFilter = [this](QCheckBox *&use, QDateEdit *&date, const QString &label) {
        use = new QCheckBox(label);
        date = new QDateEdit(QDate::currentDate());
        date->setCalendarPopup(true);
        date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        date->setEnabled(false);
        connect(use, &QCheckBox::toggled, date, &QWidget::setEnabled);
        connect(use, &QCheckBox::toggled, this, &HistoryView::reload);
        connect(date, &QDateEdit::dateChanged, m_filterDelay, qOverload<>(&QTimer::start));
    };
    dateFilter(m_useSince, m_since, tr("From"));
    dateFilter(m_useUntil, m_until, tr("Until"));
    m_useSince->setObjectName(QStringLiteral("sinceFilter"));
    m_useUntil->setObjectName(QStringLiteral("untilFilter"));

    auto *filters = new QHBoxLayout;
    for (QWidget *widget :
         std::initializer_list<QWidget *>{m_case, m_evidence, m_serial, m_digest, m_verdict, m_kind,
                                          m_useSince, m_since, m_useUntil, m_until})
        filters->addWidget(widget);

    const auto button = [this](const QString &text, void (HistoryView::*slot)()) {
        auto *push = new QPushButton(text);
        connect(push, &QPushButton::clicked, this, slot);
        return push;
    };
    m_openReport = button(tr("Open &report"), &HistoryView::openReport);
    m_openFolder = button(tr("Open &folder"), &HistoryView::openFolder);
    m_verifyAgain = button(tr("&Verify again"), &HistoryView::verifyAgain);
    // Another history: a file of this station's, or a lab's on its server.
    auto *otherHistory = new QPushButton(tr("Use another &history"));
    auto *otherMenu = new QMenu(otherHistory);
    otherMenu->addAction(tr("A history &file…"), this, &HistoryView::chooseHistoryFile);
    otherMenu->addAction(tr("A &lab's history on its server…"), this,
                         &HistoryView::chooseLabHistory);
    otherHistory->setMenu(otherMenu);
    auto *actions = new QHBoxLayout;
    for (QPushButton *push :
         {m_openReport, m_openFolder, m_verifyAgain, button(tr("Re&fresh"), &HistoryView::reload),
          button(tr("&Check chain"), &HistoryView::checkChain),
          button(tr("&Import records…"), &HistoryView::askImportFolder), otherHistory})
        actions->addWidget(push);
    actions->addStretch();

    m_location = new QLabel;
    m_location->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);
    layout->addLayout(actions);
    layout->addWidget(m_location);
    layout->addWidget(m_status);
    setPath(m_path);
}

void HistoryView::setPath(const QString &path)
{
    m_path = path;
    m_location->setText(tr("History: %1").arg(path));
    reload();
}

HistoryFilter HistoryView::filter() const
{
    HistoryFilter filter;
    filter.caseNumber = m_case->text().trimmed();
    filter.evidenceNumber = m_evidence->text().trimmed();
    filter.serial = m_serial->text().trimmed();
    filter.digest = m_digest->text().trimmed();
    filter.verdict = m_verdict->currentData().toString();
    filter.kind = m_kind->currentData().toString();
    if (m_useSince->isChecked())
        filter.since = QDateTime(m_since->date(), QTime(0, 0), Qt::UTC);
    if (m_useUntil->isChecked()) // the whole day
        filter.until = QDateTime(m_until->date().addDays(1), QTime(0, 0), Qt::UTC);
    return filter;
}

QString HistoryView::statusText() const
{
    return m_status->text();
}

std::optional<HistoryRow> HistoryView::selectedRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return std::nullopt;
    return m_model->row(m_sorted->mapToSource(rows.first()).row());
}

void HistoryView::runInBackground(std::function<std::function<void()>()> work)
{
    m_job.start([this, work = std::move(work)] { m_then = work(); });
}

void HistoryView::reload()
{
    m_filterDelay->stop();
    if (m_job.isRunning()) {
        m_reloadWanted = true;
        return;
    }
    runInBackground([this, path = m_path, filter = filter()]() -> std::function<void()> {
        if (!PostgresLocation::isPostgresUrl(path) && !QFileInfo::exists(path))
            return [this] {
                m_model->setRows({});
                m_status->setText(tr("Nothing recorded yet: Custody creates the history with "
                                     "its first event."));
            };
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
        Result<QList<HistoryRow>> rows
            = history ? (*history)->rows(filter) : Result<QList<HistoryRow>>(history.error());
        return [this, rows = std::move(rows)] {
            if (!rows) {
                m_model->setRows({});
                m_status->setText(rows.error().userMessage());
                return;
            }
            m_model->setRows(*rows);
            m_status->setText(tr("%n event(s) found.", "", int(rows->size())));
        };
    });
}

void HistoryView::checkChain()
{
    if (m_job.isRunning())
        return;
    runInBackground([this, path = m_path]() -> std::function<void()> {
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(path, CaseHistory::Access::ReadOnly);
        const Result<ChainCheck> check
            = history ? (*history)->check() : Result<ChainCheck>(history.error());
        return [this, check] {
            QString text;
            if (!check)
                text = check.error().userMessage();
            else if (!check->intact())
                text = tr("The chain is broken at row %1: %2")
                           .arg(*check->firstBadRow)
                           .arg(check->problem);
            else if (!check->notes.isEmpty())
                text = tr("%n row(s); the chain holds, but its guards were changed: they may no "
                          "longer refuse changes to rows. Last row's hash: %1",
                          "", int(check->rows))
                           .arg(check->headHash);
            else
                text = tr("%n row(s); the chain holds. Last row's hash: %1", "", int(check->rows))
                           .arg(check->headHash);
            if (check)
                for (const QString &note : check->notes)
                    text += QLatin1Char('\n') + note;
            m_status->setText(text);
            if (!check || !check->intact() || !check->notes.isEmpty())
                QMessageBox::warning(this, tr("Case history"), text);
        };
    });
}

void HistoryView::askImportFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Import the acquisition records found in a folder"));
    if (!folder.isEmpty())
        importRecords(folder);
}

void HistoryView::importRecords(const QString &folder)
{
    if (m_job.isRunning())
        return;
    runInBackground([this, path = m_path, folder]() -> std::function<void()> {
        Result<std::unique_ptr<CaseHistory>> history
            = CaseHistory::open(path, CaseHistory::Access::ReadWrite);
        const Result<HistoryImport> import = history ? HistoryImport::run(**history, {folder})
                                                     : Result<HistoryImport>(history.error());
        return [this, import] {
            m_status->setText(
                import ? tr("Imported from the folder: %1 added, %2 already there, %3 skipped.")
                             .arg(import->added.size())
                             .arg(import->alreadyThere.size())
                             .arg(import->skipped.size())
                       : import.error().userMessage());
            m_reloadWanted = true;
        };
    });
}

void HistoryView::chooseHistoryFile()
{
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Case history to use"), m_path, tr("SQLite history (*.sqlite);;All files (*)"),
        nullptr, QFileDialog::DontConfirmOverwrite);
    if (chosen.isEmpty())
        return;
    setPath(chosen);
    Q_EMIT pathChosen(chosen);
}

void HistoryView::chooseLabHistory()
{
    // The URL only: the password stays where PostgreSQL keeps it (~/.pgpass, a service file).
    QString url = PostgresLocation::isPostgresUrl(m_path) ? m_path : QString();
    while (true) {
        bool accepted = false;
        url = QInputDialog::getText(
            this, tr("A lab's case history"),
            tr("The lab's PostgreSQL history, as postgresql://[user@]host[:port]/database"
               "[?sslmode=verify-full]. The password is never part of it: keep it in ~/.pgpass "
               "or a service file. While the server cannot be reached, events wait in this "
               "station's spool and are delivered in order."),
            QLineEdit::Normal, url, &accepted);
        if (!accepted || url.isEmpty())
            return;
        const Result<void> usable = CaseHistory::checkUsable(url);
        if (usable)
            break;
        QMessageBox::warning(this, tr("A lab's case history"), usable.error().userMessage());
        url.clear(); // it may hold a password: not shown again
    }
    setPath(url);
    Q_EMIT pathChosen(url);
}

void HistoryView::open(const QString &path, const QString &missing)
{
    if (path.isEmpty()) {
        m_status->setText(missing.arg(path));
        return;
    }
    runErrand([this, path, missing]() -> Errand::Answer {
        if (!QFileInfo::exists(path))
            return [this, path, missing] {
                m_status->setText(missing.arg(path));
            };
        return [this, path] {
            if (!m_openUrl(QUrl::fromLocalFile(path)))
                m_status->setText(tr("Nothing on this desktop opens %1.").arg(path));
        };
    });
}

void HistoryView::runErrand(Errand::Work work)
{
    // One errand each: opening a report and then a folder opens both.
    auto *errand = new Errand(this);
    connect(errand, &Errand::answered, errand, &QObject::deleteLater);
    errand->run(std::move(work));
}

namespace {

// The acquisition record a row's report is made from. A verification's record is the
// acquisition's, not its report's.
QString reportRecordOf(const HistoryEvent &event)
{
    return event.kind != HistoryEvent::Kind::Verification
                   && event.recordPath.endsWith(QLatin1String(".json"))
               ? event.recordPath
               : QString();
}

} // namespace

void HistoryView::openReport()
{
    const std::optional<HistoryRow> row = selectedRow();
    if (!row)
        return;
    const QString record = reportRecordOf(row->event);
    const QString file = row->event.reportPath;
    const bool wipe = row->event.kind == HistoryEvent::Kind::Wipe;
    // The record and the file may be on a share that does not answer.
    runErrand([this, record, file, wipe]() -> Errand::Answer {
        QString problem;
        if (!record.isEmpty() && QFileInfo::exists(record)) {
            // A wipe's record is its certificate.
            std::optional<ReportDocument> document
                = wipe ? WipeCertificateActions::document(record, &problem)
                       : ReportPublisher::loadDocument(record, ReportPublisher::currentContext(),
                                                       &problem);
            if (document)
                return [this, document = std::move(*document), wipe] {
                    const QString error = ReportActions::preview(
                        document, wipe ? tr("Wipe certificate") : tr("Acquisition report"), this);
                    if (!error.isEmpty())
                        m_status->setText(error);
                };
        }
        const bool fileThere = !file.isEmpty() && QFileInfo::exists(file);
        Result<QByteArray> content
            = fileThere ? ReportFileView::read(file) : Result<QByteArray>(QByteArray());
        return [this, record, file, fileThere, problem, content = std::move(content)] {
            if (!fileThere) {
                m_status->setText(tr("The report %1 is not there (any more).")
                                      .arg(file.isEmpty() ? record : file));
                return;
            }
            if (!content) {
                m_status->setText(tr("The report %1 cannot be read: %2")
                                      .arg(file, content.error().userMessage()));
                return;
            }
            showFile(file, *content,
                     !problem.isEmpty()
                         ? tr("The report cannot be drawn again from its record (%1): it is shown "
                              "as it was saved.")
                               .arg(problem)
                     : record.isEmpty()
                         ? tr("Custody keeps no record to draw this report again from: it is "
                              "shown as it was saved.")
                         : tr("The record %1 is not there (any more): the report is shown as it "
                              "was saved.")
                               .arg(record));
        };
    });
}

void HistoryView::showFile(const QString &file, const QByteArray &content, const QString &why)
{
    m_status->setText(why);
    auto *view = new ReportFileView(file, content, this);
    view->setAttribute(Qt::WA_DeleteOnClose);
    connect(view, &ReportFileView::openElsewhereRequested, this, [this](const QString &path) {
        if (!m_openUrl(QUrl::fromLocalFile(path)))
            m_status->setText(tr("Nothing on this desktop opens %1.").arg(path));
    });
    view->show();
}

void HistoryView::openFolder()
{
    const std::optional<HistoryRow> row = selectedRow();
    if (!row)
        return;
    const QString file
        = !row->event.recordPath.isEmpty() ? row->event.recordPath : row->event.imageFiles.value(0);
    open(QFileInfo(file).absolutePath(), tr("The folder %1 is not there (any more)."));
}

void HistoryView::verifyAgain()
{
    const std::optional<HistoryRow> row = selectedRow();
    if (!row || row->event.imageFiles.isEmpty())
        return;
    // What custody-cli verify and the Verify dialog check too: every hashlog beside the image
    // (the record, its window digests, the checksum sidecars), and the record the history names.
    const QString image = row->event.imageFiles.first();
    const QStringList known
        = row->event.recordPath.isEmpty() ? QStringList() : QStringList{row->event.recordPath};
    CaseDetails details;
    details.caseNumber = row->event.caseNumber;
    details.evidenceNumber = row->event.evidenceNumber;
    runErrand([this, image, known, details]() -> Errand::Answer {
        Result<VerificationInputs> inputs = verificationInputsFor(image, known);
        return [this, image, details, inputs = std::move(inputs)] {
            if (!inputs) {
                m_status->setText(
                    tr("%1 cannot be verified again: %2").arg(image, inputs.error().userMessage()));
                return;
            }
            Q_EMIT verifyRequested(image, inputs->hashlogs, details);
        };
    });
}

void HistoryView::updateButtons()
{
    const std::optional<HistoryRow> row = selectedRow();
    m_openReport->setEnabled(
        row && (!row->event.reportPath.isEmpty() || !reportRecordOf(row->event).isEmpty()));
    m_openFolder->setEnabled(row.has_value());
    m_verifyAgain->setEnabled(row && !row->event.imageFiles.isEmpty());
}

} // namespace Custody
