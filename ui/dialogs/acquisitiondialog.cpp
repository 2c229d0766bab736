// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/acquisitiondialog.h"

#include "util/shellquote.h"
#include "widgets/localeunits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace Custody {

namespace {

constexpr HashAlgorithm offeredHashes[]
    = {HashAlgorithm::Md5, HashAlgorithm::Sha1, HashAlgorithm::Sha256, HashAlgorithm::Sha512};

QLabel *messageLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->hide();
    return label;
}

void showMessage(QLabel *label, const QString &text, bool isError)
{
    label->setText(text);
    label->setStyleSheet(isError ? QStringLiteral("color: #b3261e;")
                                 : QStringLiteral("color: #8a5300;"));
    label->setVisible(!text.isEmpty());
}

} // namespace

AcquisitionDialog::AcquisitionDialog(const AcquisitionSource &source, const GuiSettings &defaults,
                                     QWidget *parent)
    : QDialog(parent)
    , m_source(source)
    , m_defaultPreset(defaults.preset)
{
    setObjectName(QStringLiteral("acquisitionDialog"));
    setWindowTitle(tr("Acquire %1").arg(source.path));
    m_existingOutputsQuestion = [this](const QStringList &existing, bool resumable) {
        return askAboutExistingOutputs(this, existing, resumable);
    };
    m_confirmSystemDisk = [this] {
        return QMessageBox::warning(
                   this, tr("Acquire a disk of this workstation?"),
                   tr("%1 holds %2. It changes while it is read, so its image will not be a "
                      "consistent copy of any moment, and it is not write-blocked. Acquire it "
                      "anyway?")
                       .arg(m_source.path, m_source.systemUses.join(QStringLiteral(", "))),
                   QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
               == QMessageBox::Yes;
    };

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *sourceLabel = new QLabel(
        tr("Source: %1 — %2 (%3 bytes)")
            .arg(source.path, source.displayName, QLocale().toString(source.sizeBytes)));
    sourceLabel->setWordWrap(true);
    sourceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(sourceLabel);
    if (!source.mountPoints.isEmpty()) {
        auto *mounted = messageLabel(QStringLiteral("mountedWarning"));
        showMessage(mounted,
                    tr("Mounted on %1: the file systems may change while they are imaged. "
                       "Unmount them first if you can.")
                        .arg(source.mountPoints.join(QStringLiteral(", "))),
                    false);
        layout->addWidget(mounted);
    }
    if (!source.systemUses.isEmpty()) {
        auto *system = messageLabel(QStringLiteral("systemDiskWarning"));
        showMessage(system,
                    tr("%1 is a disk of this workstation: it holds %2. It is acquired only on an "
                       "explicit override, and never write-blocked (that would stop the system).")
                        .arg(source.path, source.systemUses.join(QStringLiteral(", "))),
                    true);
        layout->addWidget(system);
        m_systemOverride = new QCheckBox(tr("Acquire this &workstation disk anyway"));
        m_systemOverride->setObjectName(QStringLiteral("systemDiskOverride"));
        connect(m_systemOverride, &QCheckBox::toggled, this, &AcquisitionDialog::revalidate);
        layout->addWidget(m_systemOverride);
    }
    buildCaseSection(layout, defaults);
    buildDestinationSection(layout, defaults);
    buildOptionsSection(layout, defaults);
    buildAdvancedSection(layout);
    layout->addStretch();

    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    m_scroll = scroll;
    // The wheel scrolls the dialog; it changes a list or a number only once that has the focus,
    // so that scrolling past "Error policy" never switches it to Rescue.
    for (QWidget *field : content->findChildren<QWidget *>()) {
        if (qobject_cast<QComboBox *>(field) || qobject_cast<QAbstractSpinBox *>(field)) {
            field->setFocusPolicy(Qt::StrongFocus);
            field->installEventFilter(this);
        }
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *startButton = m_buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    startButton->setObjectName(QStringLiteral("startButton"));
    // Not the default button: Enter in a field must not start an acquisition of evidence.
    startButton->setAutoDefault(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AcquisitionDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *outer = new QVBoxLayout(this);
    outer->addWidget(scroll);
    outer->addWidget(m_buttons);
    // As tall as the content where the screen allows (the whole form without scrolling on a
    // 1080-line screen), leaving room for panels and the title bar.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const int tallest = screen ? qMax(600, screen->availableGeometry().height() * 9 / 10) : 760;
    // Wide enough for the content without a horizontal scroll bar, at any scale factor.
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    resize(content->sizeHint().width() + scrollBar + 4 * layout->spacing() + 40,
           qMin(content->sizeHint().height() + 120, tallest));
    m_caseNumber->setFocus();
    m_built = true;
    onPresetChanged();
    onFolderEdited();
}

void AcquisitionDialog::buildCaseSection(QVBoxLayout *layout, const GuiSettings &defaults)
{
    auto *group = new QGroupBox(tr("Case"));
    auto *form = new QFormLayout(group);
    const auto line = [&](QLineEdit *&edit, const char *name, const QString &label) {
        edit = new QLineEdit;
        edit->setObjectName(QLatin1String(name));
        form->addRow(label, edit);
    };
    line(m_caseNumber, "caseNumber", tr("Case &number:"));
    line(m_evidenceNumber, "evidenceNumber", tr("&Evidence number:"));
    line(m_examiner, "examiner", tr("E&xaminer:"));
    line(m_description, "description", tr("&Description:"));
    m_examiner->setText(defaults.examiner);
    m_notes = new QPlainTextEdit;
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(m_notes->fontMetrics().lineSpacing() * 4);
    form->addRow(tr("N&otes:"), m_notes);
    layout->addWidget(group);
}

void AcquisitionDialog::buildDestinationSection(QVBoxLayout *layout, const GuiSettings &defaults)
{
    auto *group = new QGroupBox(tr("Destination"));
    auto *form = new QFormLayout(group);
    m_folder = new QLineEdit(defaults.lastDestinationFolder);
    m_folder->setObjectName(QStringLiteral("destinationFolder"));
    auto *browse = new QPushButton(tr("&Browse…"));
    browse->setObjectName(QStringLiteral("browseButton"));
    connect(browse, &QPushButton::clicked, this, &AcquisitionDialog::browseDestination);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    m_baseName = new QLineEdit(QFileInfo(m_source.path).fileName());
    m_baseName->setObjectName(QStringLiteral("baseName"));
    m_baseName->setToolTip(tr("The image is written as NAME.dd (or NAME.001, NAME.002, … when "
                              "split), with NAME.map, NAME.txt, NAME.json and checksum files "
                              "beside it."));
    form->addRow(tr("&Image name:"), m_baseName);
    m_destinationMessage = messageLabel(QStringLiteral("destinationMessage"));
    form->addRow(m_destinationMessage);
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("format"));
    m_format->addItem(tr("Raw image, one file (.dd)"), int(ImageFormat::Raw));
    m_format->addItem(tr("Split raw image (.001, .002, …)"), int(ImageFormat::SplitRaw));
    form->addRow(tr("For&mat:"), m_format);
    m_segmentSize = new QComboBox;
    m_segmentSize->setObjectName(QStringLiteral("segmentSize"));
    for (const qint64 mebibytes : {640LL, 2048LL, 4095LL, 8192LL, 16384LL})
        m_segmentSize->addItem(displayExactBytes(mebibytes * 1024 * 1024), mebibytes * 1024 * 1024);
    m_segmentSize->setCurrentIndex(1);
    form->addRow(tr("Se&gment size:"), m_segmentSize);
    const auto updateSegment = [this] {
        m_segmentSize->setEnabled(chosenFormat() == ImageFormat::SplitRaw);
    };
    connect(m_format, &QComboBox::currentIndexChanged, this, updateSegment);
    updateSegment();
    connect(m_folder, &QLineEdit::textChanged, this, &AcquisitionDialog::onFolderEdited);
    connect(&m_probe, &FolderProbe::answered, this, &AcquisitionDialog::onFolderAnswered);
    connect(&m_probe, &FolderProbe::slow, this, &AcquisitionDialog::revalidate);
    // Each names other files, which revalidate() has looked at again.
    connect(m_baseName, &QLineEdit::textChanged, this, &AcquisitionDialog::revalidate);
    connect(m_format, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::revalidate);
    connect(m_segmentSize, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::revalidate);
    layout->addWidget(group);
}

void AcquisitionDialog::buildOptionsSection(QVBoxLayout *layout, const GuiSettings &defaults)
{
    auto *group = new QGroupBox(tr("Acquisition"));
    auto *form = new QFormLayout(group);
    auto *hashRow = new QHBoxLayout;
    for (HashAlgorithm algorithm : offeredHashes) {
        auto *box = new QCheckBox(hashDisplayName(algorithm));
        box->setObjectName(QStringLiteral("hash_") + hashName(algorithm));
        box->setChecked(defaults.hashes.testFlag(algorithm));
        connect(box, &QCheckBox::toggled, this, &AcquisitionDialog::revalidate);
        m_hashBoxes << box;
        hashRow->addWidget(box);
    }
    hashRow->addStretch();
    form->addRow(tr("Hashes:"), hashRow);
    m_hashMessage = messageLabel(QStringLiteral("hashMessage"));
    form->addRow(m_hashMessage);
    m_hashWindow = new QComboBox;
    m_hashWindow->setObjectName(QStringLiteral("hashWindow"));
    m_hashWindow->addItem(tr("Off"), 0);
    for (const qint64 mebibytes : {1LL, 16LL, 64LL, 256LL, 1024LL})
        m_hashWindow->addItem(displayExactBytes(mebibytes << 20), mebibytes << 20);
    m_hashWindow->setToolTip(
        tr("Also hash every window of this size, so that a later verification can say where "
           "an image changed, not only that it did."));
    form->addRow(tr("&Hash windows:"), m_hashWindow);
    // Windows go to files of their own, which must not write the source either.
    connect(m_hashWindow, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::revalidate);

    m_blockSize = new QComboBox;
    m_blockSize->setObjectName(QStringLiteral("blockSize"));
    for (const qint64 kibibytes : {64LL, 128LL, 256LL, 512LL, 1024LL, 4096LL})
        m_blockSize->addItem(displayExactBytes(kibibytes * 1024), kibibytes * 1024);
    m_blockSize->setCurrentIndex(qMax(0, m_blockSize->findData(defaults.blockBytes)));
    form->addRow(tr("Bloc&k size:"), m_blockSize);

    m_preset = new QComboBox;
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->addItem(tr("Forensic: resolve bad blocks on the spot, hash in one pass"),
                      int(Preset::Forensic));
    m_preset->addItem(tr("Rescue: good areas first, then trim, scrape, retry (failing drives)"),
                      int(Preset::Rescue));
    const Preset preset = m_source.suggestedPreset.value_or(defaults.preset);
    m_preset->setCurrentIndex(m_preset->findData(int(preset)));
    connect(m_preset, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::onPresetChanged);
    form->addRow(tr("Error &policy:"), m_preset);
    m_presetMessage = messageLabel(QStringLiteral("presetMessage"));
    form->addRow(m_presetMessage);

    m_verify = new QCheckBox(tr("&Verify: read the image back and compare its hashes"));
    m_verify->setObjectName(QStringLiteral("verify"));
    m_verify->setChecked(defaults.verifyAfterAcquisition);
    connect(m_verify, &QCheckBox::toggled, this, &AcquisitionDialog::revalidate);
    form->addRow(m_verify);
    m_verifySource = new QCheckBox(tr("Also re-read the so&urce and compare its hashes"));
    m_verifySource->setObjectName(QStringLiteral("verifySource"));
    m_verifySource->setToolTip(tr("Reads the whole source a second time after the acquisition "
                                  "and compares its hashes. On a failing drive the extra read "
                                  "adds wear."));
    const auto updateVerifySource = [this] {
        m_verifySource->setEnabled(m_verify->isChecked());
    };
    connect(m_verify, &QCheckBox::toggled, this, updateVerifySource);
    updateVerifySource();
    form->addRow(m_verifySource);
    m_writeBlock = new QCheckBox(tr("Soft&ware write-block (kernel read-only flag)"));
    m_writeBlock->setToolTip(tr("Sets the kernel read-only flag on the drive and all its "
                                "partitions while imaging, and restores the previous flags "
                                "afterwards. Needs root."));
    m_writeBlock->setObjectName(QStringLiteral("writeBlock"));
    // Never offered for a disk of this workstation: a read-only system disk stops the system.
    const bool offered = m_source.isBlockDevice && m_source.systemUses.isEmpty();
    m_writeBlock->setVisible(offered);
    m_writeBlock->setChecked(offered && m_source.mayWriteBlock);
    m_writeBlock->setEnabled(offered && m_source.mayWriteBlock);
    if (m_source.isBlockDevice && !m_source.mayWriteBlock)
        m_writeBlock->setToolTip(tr("Only root may set the kernel read-only flag: start Custody "
                                    "as root to write-block the drive, or use a hardware write "
                                    "blocker."));
    form->addRow(m_writeBlock);
    layout->addWidget(group);
}

void AcquisitionDialog::buildAdvancedSection(QVBoxLayout *layout)
{
    auto *group = new QGroupBox(tr("Advanced"));
    auto *form = new QFormLayout(group);
    m_retries = new QSpinBox;
    m_retries->setObjectName(QStringLiteral("retries"));
    m_retries->setRange(0, 100);
    form->addRow(tr("&Retries:"), m_retries);
    m_fill = new QLineEdit(QStringLiteral("0x00"));
    m_fill->setObjectName(QStringLiteral("fill"));
    m_fill->setToolTip(tr("The byte written in place of unreadable sectors, as 0xHH."));
    connect(m_fill, &QLineEdit::textChanged, this, &AcquisitionDialog::revalidate);
    form->addRow(tr("Fi&ll unreadable sectors with:"), m_fill);
    m_fillMessage = messageLabel(QStringLiteral("fillMessage"));
    form->addRow(m_fillMessage);
    m_directIo = new QCheckBox(tr("Direc&t I/O: read around the page cache"));
    m_directIo->setObjectName(QStringLiteral("directIo"));
    m_directIo->setChecked(ImagingSettings().copyReadMode == ReadMode::Direct);
    form->addRow(m_directIo);
    layout->addWidget(group);
}

void AcquisitionDialog::onPresetChanged()
{
    const auto preset = Preset(m_preset->currentData().toInt());
    // The presets' own defaults: one extra attempt per sector, or no retry pass on a dying drive.
    m_retries->setValue(preset == Preset::Forensic ? 1 : 0);
    QString message;
    if (m_source.suggestedPreset == Preset::Rescue)
        message = preset == Preset::Rescue
                      ? tr("Suggested by SMART: %1").arg(m_source.suggestionReason)
                      : tr("SMART suggests the rescue preset for this drive: %1")
                            .arg(m_source.suggestionReason);
    showMessage(m_presetMessage, message, false);
}

void AcquisitionDialog::browseDestination()
{
    const QString folder
        = QFileDialog::getExistingDirectory(this, tr("Destination folder"), m_folder->text());
    if (folder.isEmpty())
        return;
    if (folder == m_folder->text())
        onFolderEdited(); // the same path, perhaps created in the file dialog: look again
    else
        m_folder->setText(folder);
}

QString AcquisitionDialog::basePath() const
{
    return QDir(m_folder->text().trimmed()).filePath(m_baseName->text().trimmed());
}

FolderQuestion AcquisitionDialog::destinationQuestion() const
{
    return {m_folder->text().trimmed(), m_source.path,
            Acquisition::plannedOutputs(request(), m_source.sizeBytes)};
}

bool AcquisitionDialog::isCheckingDestination() const
{
    return !m_destination
           || (!m_destination->folder.isEmpty()
               && m_destination->outputs != destinationQuestion().outputs);
}

void AcquisitionDialog::onFolderEdited()
{
    m_destination.reset();
    if (m_folder->text().trimmed().isEmpty()) {
        m_probe.cancel();
        m_destination = FolderFacts{};
    }
    revalidate(); // which looks at the folder
}

void AcquisitionDialog::lookAgainIfOutputsChanged()
{
    // A new folder, or other files named by the fields (name, format, hashes): whether they
    // would write the source is looked at again. The same question keeps a running look.
    const FolderQuestion question = destinationQuestion();
    if (!question.folder.isEmpty()
        && (!m_destination || m_destination->outputs != question.outputs))
        m_probe.look(question);
}

void AcquisitionDialog::onFolderAnswered(const FolderFacts &facts)
{
    if (facts.folder != m_folder->text().trimmed())
        return;
    m_destination = facts;
    revalidate();
}

bool AcquisitionDialog::eventFilter(QObject *watched, QEvent *event)
{
    auto *field = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Wheel && field && !field->hasFocus()) {
        QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

bool AcquisitionDialog::event(QEvent *event)
{
    // Back from a file manager or a terminal: the folder may exist now, or have less room. The
    // facts known so far stay until the new ones arrive.
    if (event->type() == QEvent::WindowActivate && m_destination
        && !m_destination->folder.isEmpty())
        m_probe.look(destinationQuestion());
    return QDialog::event(event);
}

QString AcquisitionDialog::destinationError() const
{
    const QString folder = m_folder->text().trimmed();
    const QString name = m_baseName->text().trimmed();
    if (folder.isEmpty())
        return tr("Choose a destination folder.");
    // Also when looking again (the window was activated): a share that stopped answering
    // would block the GUI thread at Start.
    if (!m_destination || m_probe.isSlow())
        return m_probe.isSlow() ? tr("%1 does not answer: is it a network share that is slow or "
                                     "gone? Wait, or choose another folder.")
                                      .arg(folder)
                                : tr("Checking %1…").arg(folder);
    if (!m_destination->isDir)
        return tr("The folder %1 does not exist.").arg(folder);
    if (!m_destination->writable)
        return tr("You may not write into %1.").arg(folder);
    if (name.isEmpty())
        return tr("Give the image a name.");
    if (name.contains(QLatin1Char('/')) || name == QLatin1String(".")
        || name == QLatin1String(".."))
        return tr("The image name must not contain '/'.");
    // The names changed since the folder was looked at: the files are being looked at again.
    if (isCheckingDestination())
        return tr("Checking %1…").arg(folder);
    // The acquisition's own check, made on the probe's thread: by identity, so a link to the
    // source, a file system on it or the file behind a loop device are all refused.
    return m_destination->outputRefusal;
}

ImageFormat AcquisitionDialog::chosenFormat() const
{
    return ImageFormat(m_format->currentData().toInt());
}

QString AcquisitionDialog::destinationWarning() const
{
    if (m_destination && m_destination->bytesAvailable >= 0
        && m_destination->bytesAvailable < m_source.sizeBytes)
        return tr("Only %1 free at the destination, the source holds %2: the acquisition will "
                  "stop when the disk is full.")
            .arg(displayBytes(m_destination->bytesAvailable), displayBytes(m_source.sizeBytes));
    return {};
}

QStringList AcquisitionDialog::validationErrors() const
{
    QStringList errors;
    if (const QString error = destinationError(); !error.isEmpty())
        errors << error;
    if (request().settings.hashes == HashAlgorithms())
        errors << tr("Choose at least one hash.");
    if (!parseFillByte(m_fill->text()))
        errors << tr("Give the fill byte as 0x followed by two hex digits, e.g. 0x00.");
    if (m_systemOverride && !m_systemOverride->isChecked())
        errors << tr("Tick the override to acquire a disk of this workstation.");
    return errors;
}

void AcquisitionDialog::revalidate()
{
    if (!m_built)
        return; // a field set while the dialog is built; the first check follows it
    lookAgainIfOutputsChanged();
    const QString error = destinationError();
    showMessage(m_destinationMessage, error.isEmpty() ? destinationWarning() : error,
                !error.isEmpty() && !isCheckingDestination());
    const bool noHash = std::none_of(m_hashBoxes.begin(), m_hashBoxes.end(),
                                     [](const QCheckBox *box) { return box->isChecked(); });
    showMessage(m_hashMessage, noHash ? tr("Choose at least one hash.") : QString(), true);
    showMessage(m_fillMessage,
                parseFillByte(m_fill->text()) ? QString()
                                              : tr("Use 0x followed by two hex digits, e.g. 0x00."),
                true);
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(validationErrors().isEmpty());
    }
}

AcquisitionRequest AcquisitionDialog::request() const
{
    AcquisitionRequest request;
    request.sourcePath = m_source.path;
    request.basePath = basePath();
    request.caseDetails = {m_caseNumber->text().trimmed(), m_evidenceNumber->text().trimmed(),
                           m_examiner->text().trimmed(), m_description->text().trimmed(),
                           m_notes->toPlainText().trimmed()};
    ImagingSettings &settings = request.settings;
    settings.hashes = {};
    for (int i = 0; i < m_hashBoxes.size(); ++i) {
        if (m_hashBoxes[i]->isChecked())
            settings.hashes |= offeredHashes[i];
    }
    settings.blockBytes = m_blockSize->currentData().toLongLong();
    settings.hashWindowBytes = m_hashWindow->currentData().toLongLong();
    settings.format = chosenFormat();
    settings.segmentBytes
        = settings.format == ImageFormat::SplitRaw ? m_segmentSize->currentData().toLongLong() : 0;
    settings.preset = Preset(m_preset->currentData().toInt());
    settings.retries = m_retries->value();
    settings.fillByte = parseFillByte(m_fill->text()).value_or(0);
    settings.copyReadMode = m_directIo->isChecked() ? ReadMode::Direct : ReadMode::Buffered;
    request.verify = VerifyPolicy::None;
    if (m_verify->isChecked())
        request.verify
            = m_verifySource->isChecked() ? VerifyPolicy::ImageAndSource : VerifyPolicy::Image;
    request.writeBlock = m_writeBlock->isEnabled() && m_writeBlock->isChecked();
    request.commandLine = shellQuote(equivalentCliArguments(request));
    return request;
}

GuiSettings AcquisitionDialog::settingsToRemember() const
{
    const AcquisitionRequest current = request();
    GuiSettings settings;
    settings.examiner = current.caseDetails.examiner;
    settings.lastDestinationFolder = m_folder->text().trimmed();
    settings.hashes = current.settings.hashes;
    settings.blockBytes = current.settings.blockBytes;
    // A preset SMART suggested for this drive is not the examiner's choice for the next one.
    settings.preset = current.settings.preset == m_source.suggestedPreset ? m_defaultPreset
                                                                          : current.settings.preset;
    settings.verifyAfterAcquisition = current.verify != VerifyPolicy::None;
    return settings;
}

void AcquisitionDialog::setExistingOutputsQuestion(ExistingOutputsQuestion question)
{
    m_existingOutputsQuestion = std::move(question);
}

OverwritePolicy AcquisitionDialog::askAboutExistingOutputs(QWidget *parent,
                                                           const QStringList &existing,
                                                           bool resumable)
{
    QMessageBox box(QMessageBox::Warning, tr("Files exist"),
                    tr("These files exist already:\n%1").arg(existing.join(QLatin1Char('\n'))),
                    QMessageBox::Cancel, parent);
    QPushButton *resume
        = resumable ? box.addButton(tr("&Resume that acquisition"), QMessageBox::AcceptRole)
                    : nullptr;
    QPushButton *overwrite = box.addButton(tr("&Overwrite them"), QMessageBox::DestructiveRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (resume && box.clickedButton() == resume)
        return OverwritePolicy::Resume;
    if (box.clickedButton() == overwrite)
        return OverwritePolicy::Overwrite;
    return OverwritePolicy::Refuse;
}

void AcquisitionDialog::start()
{
    if (!validationErrors().isEmpty()) {
        revalidate(); // says why, and looks again at what changed
        return;
    }
    if (m_systemOverride && !m_confirmSystemDisk())
        return;
    AcquisitionRequest ready = request();
    const QStringList existing = Acquisition::earlierFiles(ready.basePath);
    if (!existing.isEmpty()) {
        const QString map = ready.basePath + QStringLiteral(".map");
        const bool resumable
            = QFileInfo::exists(map)
              && Acquisition::resumeWouldRead(map, m_source.sizeBytes, ready.settings);
        ready.overwrite = m_existingOutputsQuestion(existing, resumable);
        if (ready.overwrite == OverwritePolicy::Refuse)
            return;
        ready.commandLine = shellQuote(equivalentCliArguments(ready));
    }
    Q_EMIT requestReady(ready);
    accept();
}

} // namespace Custody
