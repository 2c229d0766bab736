// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/acquisitiondialog.h"

#include "acquisition/earlieroutputs.h"
#include "acquisition/resumeplan.h"
#include "dialogs/casefieldsform.h"
#include "dialogs/dialogmessages.h"
#include "dialogs/imageformatfields.h"
#include "dialogs/overwriteconfirmation.h"
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

// One label width for every section, so that the fields of all of them start in one column.
void alignFormLabels(const QWidget *content)
{
    QList<QWidget *> labels;
    for (const QFormLayout *form : content->findChildren<QFormLayout *>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            if (const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole);
                item && item->widget())
                labels << item->widget();
        }
    }
    int widest = 0;
    for (const QWidget *label : std::as_const(labels))
        widest = qMax(widest, label->sizeHint().width());
    for (QWidget *label : std::as_const(labels))
        label->setMinimumWidth(widest);
}

// What an acquisition into the request's base would meet there, and whether resuming it would
// read anything. On the errand's thread: the destination may be a share that does not answer.
struct EarlierFiles
{
    QStringList existing;
    bool resumable = false;
};

EarlierFiles lookForEarlierFiles(const AcquisitionRequest &request, qint64 sourceBytes)
{
    EarlierFiles found;
    found.existing = EarlierOutputs::all(request.basePath);
    for (const AlsoOutput &output : request.alsoOutputs)
        found.existing << EarlierOutputs::all(output.basePath);
    if (found.existing.isEmpty())
        return found;
    // Each output of several resumes on its own (its tab offers each one's command).
    if (!request.alsoOutputs.isEmpty())
        return found;
    const QString map = request.basePath + QStringLiteral(".map");
    // An E01 is never resumed (custody-cli says why).
    found.resumable = request.settings.format != ImageFormat::Ewf && QFileInfo::exists(map)
                      && ResumePlan::wouldRead(map, sourceBytes, request.settings);
    return found;
}

} // namespace

AcquisitionDialog::AcquisitionDialog(const AcquisitionSource &source,
                                     const AcquisitionDefaults &defaults, QWidget *parent)
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

    m_confirmDriveOverwrite = [this](const DeviceInfo &drive, const QString &whatHappens) {
        return OverwriteConfirmation::confirm(drive, whatHappens,
                                              tr("Overwrite %1").arg(drive.devicePath), this);
    };

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *sourceLabel = new QLabel(
        tr("Source: %1 — %2 (%3 bytes)")
            .arg(source.path, source.displayName, QLocale().toString(source.sizeBytes)));
    sourceLabel->setWordWrap(true);
    sourceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(sourceLabel);
    if (source.network && source.network->unencryptedAcrossNetwork()) {
        auto *plain = messageLabel(QStringLiteral("unencryptedWarning"));
        showMessage(plain,
                    tr("Not encrypted: the evidence crosses the network in plaintext, readable by "
                       "anyone on the way; the record and the report will say so.")
                        + u' ' + source.network->encryptionAdvice(),
                    MessageKind::Warning);
        layout->addWidget(plain);
    }
    if (!source.mountPoints.isEmpty()) {
        auto *mounted = messageLabel(QStringLiteral("mountedWarning"));
        showMessage(mounted,
                    tr("Mounted on %1: the file systems may change while they are imaged. "
                       "Unmount them first if you can.")
                        .arg(source.mountPoints.join(QStringLiteral(", "))),
                    MessageKind::Warning);
        layout->addWidget(mounted);
    }
    // A finding is a warning with what it means; anything else a quieter note, never nothing.
    if (const QString hidden = source.hiddenAreasMessage(); !hidden.isEmpty()) {
        auto *message = messageLabel(QStringLiteral("hiddenAreasMessage"));
        showMessage(message, hidden,
                    source.hiddenAreas.found() ? MessageKind::Warning : MessageKind::Note);
        layout->addWidget(message);
    }
    if (const QString encrypted = source.encryptionMessage(); !encrypted.isEmpty()) {
        auto *message = messageLabel(QStringLiteral("encryptionWarning"));
        showMessage(message, encrypted, MessageKind::Warning);
        layout->addWidget(message);
    }
    if (!source.systemUses.isEmpty()) {
        auto *system = messageLabel(QStringLiteral("systemDiskWarning"));
        showMessage(system,
                    tr("%1 is a disk of this workstation: it holds %2. It is acquired only on an "
                       "explicit override, and never write-blocked (that would stop the system).")
                        .arg(source.path, source.systemUses.join(QStringLiteral(", "))),
                    MessageKind::Error);
        layout->addWidget(system);
        m_systemOverride = new QCheckBox(tr("Acquire this &workstation disk anyway"));
        m_systemOverride->setObjectName(QStringLiteral("systemDiskOverride"));
        connect(m_systemOverride, &QCheckBox::toggled, this, &AcquisitionDialog::revalidate);
        layout->addWidget(m_systemOverride);
    }
    buildCaseSection(layout, defaults);
    buildDestinationSection(layout, defaults);
    buildDestinationList(layout);
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
        // Sized for their items now, not at first show: the dialog's width is measured below.
        if (auto *list = qobject_cast<QComboBox *>(field))
            list->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *startButton = m_buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    startButton->setObjectName(QStringLiteral("startButton"));
    // Not the default button: Enter in a field must not start an acquisition of evidence.
    startButton->setAutoDefault(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AcquisitionDialog::start);
    connect(&m_earlierLook, &Errand::slow, this, &AcquisitionDialog::revalidate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Cancelled while the earlier files are looked for: nothing starts when they are found.
    connect(this, &QDialog::rejected, this, [this] {
        m_earlierLook.cancel();
        m_scroll->widget()->setEnabled(true);
        revalidate();
    });

    auto *outer = new QVBoxLayout(this);
    outer->addWidget(scroll);
    // What Start does, always in view whatever the screen's height.
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setFrameShape(QFrame::StyledPanel);
    m_summary->setMargin(6);
    outer->addWidget(m_summary);
    outer->addWidget(m_buttons);
    alignFormLabels(content);
    // As tall as the content where the screen allows (the whole form without scrolling on a
    // 1080-line screen), leaving room for panels and the title bar.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const int tallest = screen ? qMax(600, screen->availableGeometry().height() * 9 / 10) : 760;
    // Never narrower than the content, polished as it will be shown (fonts, the aligned
    // labels): no sideways scrolling at any scale factor.
    // The sections are measured one by one: the content's own hint lags behind the label
    // widths just set until it has been shown.
    content->ensurePolished();
    QSize wanted = content->sizeHint().expandedTo(content->minimumSizeHint());
    const QMargins margins = layout->contentsMargins();
    for (const QWidget *section : content->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        wanted.setWidth(qMax(wanted.width(), section->minimumSizeHint().width() + margins.left()
                                                 + margins.right()));
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    scroll->setMinimumWidth(wanted.width() + scrollBar + 2 * scroll->frameWidth() + 4);
    const int below = m_summary->sizeHint().height() + m_buttons->sizeHint().height()
                      + 4 * outer->spacing() + 60;
    resize(scroll->minimumWidth() + 2 * outer->contentsMargins().left(),
           qMin(wanted.height() + below, tallest));
    m_caseFields->caseNumberField()->setFocus();
    m_built = true;
    onPresetChanged();
    onFolderEdited();
}

void AcquisitionDialog::buildCaseSection(QVBoxLayout *layout, const AcquisitionDefaults &defaults)
{
    m_caseFields = new CaseFieldsForm;
    // The next item of the same case: the case number stays, the evidence number counts up.
    m_caseFields->setDetails({defaults.caseNumber,
                              ImageNameTemplate::nextEvidenceNumber(defaults.evidenceNumber),
                              defaults.examiner,
                              {},
                              {}});
    // The image name follows them (through the template).
    connect(m_caseFields->caseNumberField(), &QLineEdit::textChanged, this,
            &AcquisitionDialog::revalidate);
    connect(m_caseFields->evidenceNumberField(), &QLineEdit::textChanged, this,
            &AcquisitionDialog::revalidate);
    layout->addWidget(m_caseFields);
}

void AcquisitionDialog::buildOptionsSection(QVBoxLayout *layout,
                                            const AcquisitionDefaults &defaults)
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
    form->addRow(tr("Error polic&y:"), m_preset);
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
    m_directIo = new QCheckBox(tr("Direct I/O: read around the page cache"));
    m_directIo->setObjectName(QStringLiteral("directIo"));
    m_directIo->setChecked(ImagingSettings().copyReadMode == ReadMode::Direct);
    form->addRow(m_directIo);
    // An NBD source has no page cache here to read around: the choice would change nothing.
    m_directIo->setVisible(!m_source.network);
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
    showMessage(m_presetMessage, message, MessageKind::Warning);
    revalidate(); // the format may not suit this preset
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

ImageFormat AcquisitionDialog::chosenFormat() const
{
    return ImageFormat(m_format->currentData().toInt());
}

void AcquisitionDialog::applyFormatToHashes()
{
    // An E01 stores the MD5 and SHA-1 of the media: they are computed, whatever else is.
    const bool ewf = writesEwf();
    for (int index = 0; index < m_hashBoxes.size(); ++index) {
        QCheckBox *box = m_hashBoxes[index];
        const HashAlgorithm algorithm = offeredHashes[index];
        if (algorithm != HashAlgorithm::Md5 && algorithm != HashAlgorithm::Sha1)
            continue;
        if (ewf)
            box->setChecked(true);
        box->setEnabled(!ewf);
        box->setToolTip(ewf ? tr("An E01 image stores the MD5 and SHA-1 of the media.")
                            : QString());
    }
}

QString AcquisitionDialog::formatError() const
{
    if (writesEwf() && Preset(m_preset->currentData().toInt()) == Preset::Rescue)
        return tr("An E01 is written in order, and the rescue preset reads out of order: "
                  "acquire to raw with it, then convert the finished acquisition to E01 from "
                  "its tab.");
    return {};
}

QStringList AcquisitionDialog::validationErrors() const
{
    QStringList errors;
    if (const QString error = destinationError(); !error.isEmpty())
        errors << error;
    if (request().settings.hashes == HashAlgorithms())
        errors << tr("Choose at least one hash.");
    if (const QString error = formatError(); !error.isEmpty())
        errors << error;
    if (!parseFillByte(m_fill->text()))
        errors << tr("Give the fill byte as 0x followed by two hex digits, e.g. 0x00.");
    if (m_systemOverride && !m_systemOverride->isChecked())
        errors << tr("Tick the override to acquire a disk of this workstation.");
    errors << m_destinations->errors();
    return errors;
}

void AcquisitionDialog::revalidate()
{
    if (!m_built)
        return; // a field set while the dialog is built; the first check follows it
    followNameTemplate();
    lookAgainIfOutputsChanged();
    const QString error = destinationError();
    showMessage(m_destinationMessage, error.isEmpty() ? destinationWarning() : error,
                !error.isEmpty() && !isCheckingDestination() && !isCreatingFolder()
                    ? MessageKind::Error
                    : MessageKind::Warning);
    showDestinationDetails();
    showCloneState();
    applyFormatToHashes();
    showMessage(m_formatMessage, formatError(), MessageKind::Error);
    const bool noHash = std::none_of(m_hashBoxes.begin(), m_hashBoxes.end(),
                                     [](const QCheckBox *box) { return box->isChecked(); });
    showMessage(m_hashMessage, noHash ? tr("Choose at least one hash.") : QString(),
                MessageKind::Error);
    showMessage(m_fillMessage,
                parseFillByte(m_fill->text()) ? QString()
                                              : tr("Use 0x followed by two hex digits, e.g. 0x00."),
                MessageKind::Error);
    const bool starting = m_earlierLook.isRunning();
    for (QAbstractButton *button : m_buttons->buttons()) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(validationErrors().isEmpty() && !starting);
    }
    if (!starting)
        m_summary->setText(summaryText());
    else if (m_earlierLook.isSlow())
        m_summary->setText(tr("%1 does not answer: is it on a network share that is slow or "
                              "gone? Wait, or cancel.")
                               .arg(m_folder->text().trimmed()));
    else
        m_summary->setText(tr("Looking for earlier files of %1…").arg(basePath()));
}

QString AcquisitionDialog::summaryText() const
{
    const AcquisitionRequest current = request();
    const ImagingSettings &settings = current.settings;
    const QString image = settings.format == ImageFormat::SplitRaw
                              ? tr("%1.001, .002, … (%2 each)")
                                    .arg(current.basePath, displayExactBytes(settings.segmentBytes))
                          : settings.format == ImageFormat::Ewf
                              ? tr("%1.E01, .E02, … (%2 at most each, %3)")
                                    .arg(current.basePath, displayExactBytes(settings.segmentBytes),
                                         m_compression->currentText().toLower())
                              : current.basePath + QStringLiteral(".dd");
    QStringList hashes;
    for (HashAlgorithm algorithm : toList(settings.hashes))
        hashes << hashDisplayName(algorithm);
    QStringList parts{hashes.isEmpty() ? tr("no hash") : hashes.join(QStringLiteral(", "))};
    if (settings.hashWindowBytes > 0)
        parts << tr("windows of %1").arg(displayExactBytes(settings.hashWindowBytes));
    parts << (settings.preset == Preset::Rescue ? tr("rescue") : tr("forensic"));
    parts << (current.verify == VerifyPolicy::ImageAndSource ? tr("image and source read back")
              : current.verify == VerifyPolicy::Image        ? tr("image read back")
                                                             : tr("not read back"));
    if (m_source.isBlockDevice)
        parts << (current.writeBlock ? tr("write-blocked") : tr("not write-blocked"));
    if (!current.alsoOutputs.isEmpty())
        parts << tr("%n more image(s)", nullptr, int(current.alsoOutputs.size()));
    if (const std::optional<CloneChoice> &clone = m_destinations->clone())
        return (m_source.isBlockDevice ? tr("Start clones %1 (%2) onto %3, overwriting it\n%4")
                                       : tr("Start restores %1 (%2) onto %3, overwriting it\n%4"))
            .arg(m_source.path, displayBytes(m_source.sizeBytes), clone->drive.devicePath,
                 parts.join(QStringLiteral(" · ")));
    return tr("Start images %1 (%2) into %3\n%4")
        .arg(m_source.path, displayBytes(m_source.sizeBytes), image,
             parts.join(QStringLiteral(" · ")));
}

AcquisitionRequest AcquisitionDialog::request() const
{
    AcquisitionRequest request;
    request.sourcePath = m_source.path;
    request.basePath = basePath();
    request.caseDetails = m_caseFields->details();
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
        = settings.format != ImageFormat::Raw ? ImageFormatFields::segmentBytes(m_segmentSize) : 0;
    settings.compression = ImageFormatFields::compression(m_compression);
    settings.preset = Preset(m_preset->currentData().toInt());
    settings.retries = m_retries->value();
    settings.fillByte = parseFillByte(m_fill->text()).value_or(0);
    settings.copyReadMode = m_directIo->isChecked() ? ReadMode::Direct : ReadMode::Buffered;
    request.verify = VerifyPolicy::None;
    if (m_verify->isChecked())
        request.verify
            = m_verifySource->isChecked() ? VerifyPolicy::ImageAndSource : VerifyPolicy::Image;
    request.writeBlock = m_writeBlock->isEnabled() && m_writeBlock->isChecked();
    if (m_source.network)
        request.network = m_source.network->options;
    applyDestinations(request);
    request.commandLine = shellQuote(equivalentCliArguments(request));
    return request;
}

AcquisitionDefaults AcquisitionDialog::settingsToRemember() const
{
    const AcquisitionRequest current = request();
    AcquisitionDefaults settings;
    settings.examiner = current.caseDetails.examiner;
    settings.caseNumber = current.caseDetails.caseNumber;
    settings.evidenceNumber = current.caseDetails.evidenceNumber;
    settings.nameTemplate = m_nameTemplate->text();
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
    if (m_earlierLook.isRunning())
        return; // started already: the look for earlier files goes on
    if (!validationErrors().isEmpty()) {
        revalidate(); // says why, and looks again at what changed
        return;
    }
    if (m_systemOverride && !m_confirmSystemDisk())
        return;
    // Taken before the fields are frozen (a disabled write-block box asks for none).
    const AcquisitionRequest ready = request();
    // The fields stay as they are until the look answers: it is for the request they describe.
    m_scroll->widget()->setEnabled(false);
    m_earlierLook.run([this, ready, sourceBytes = m_source.sizeBytes]() -> Errand::Answer {
        EarlierFiles found = lookForEarlierFiles(ready, sourceBytes);
        return [this, ready, found = std::move(found)] {
            startWith(ready, found.existing, found.resumable);
        };
    });
    revalidate(); // Start waits, and the summary says for what
}

void AcquisitionDialog::startWith(AcquisitionRequest ready, const QStringList &existing,
                                  bool resumable)
{
    m_scroll->widget()->setEnabled(true);
    if (!existing.isEmpty()) {
        ready.overwrite = m_existingOutputsQuestion(existing, resumable);
        if (ready.overwrite == OverwritePolicy::Refuse) {
            revalidate(); // Start is offered again
            return;
        }
        ready.commandLine = shellQuote(equivalentCliArguments(ready));
    }
    // The last question: nothing follows the examiner's typed serial but the start.
    if (const std::optional<CloneChoice> &clone = m_destinations->clone();
        clone && !m_confirmDriveOverwrite(clone->drive, cloneWhatHappens(*clone))) {
        revalidate(); // Start is offered again
        return;
    }
    Q_EMIT requestReady(ready);
    accept();
}

} // namespace Custody
