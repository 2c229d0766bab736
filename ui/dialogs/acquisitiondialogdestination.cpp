// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acquisition dialog's destination: folder (looked at off the GUI thread, created on
// request), image name (from the name template), format, the space and the files it takes.

#include "dialogs/acquisitiondialog.h"

#include "dialogs/casefieldsform.h"
#include "dialogs/dialogmessages.h"
#include "dialogs/imageformatfields.h"
#include "dialogs/imagenametemplate.h"
#include "widgets/localeunits.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace Custody {

void AcquisitionDialog::buildDestinationSection(QVBoxLayout *layout,
                                                const AcquisitionDefaults &defaults)
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
    m_createFolder = new QPushButton(tr("Create this folder"));
    m_createFolder->setObjectName(QStringLiteral("createFolderButton"));
    m_createFolder->hide();
    connect(m_createFolder, &QPushButton::clicked, this, &AcquisitionDialog::createFolder);
    folderRow->addWidget(m_createFolder);
    m_nameTemplate = new QLineEdit(defaults.nameTemplate);
    m_nameTemplate->setObjectName(QStringLiteral("nameTemplate"));
    m_nameTemplate->setToolTip(tr("The image name is built from this pattern as the case fields "
                                  "are typed, until the name is edited by hand:\n%1")
                                   .arg(ImageNameTemplate::tokenHelp()));
    connect(m_nameTemplate, &QLineEdit::textEdited, this, [this] {
        m_nameFollowsTemplate = true;
        revalidate();
    });
    form->addRow(tr("Name &template:"), m_nameTemplate);
    m_baseName = new QLineEdit;
    m_baseName->setObjectName(QStringLiteral("baseName"));
    m_baseName->setToolTip(tr("The image is written as NAME.dd (or NAME.001, NAME.002, … when "
                              "split), with NAME.map, NAME.txt, NAME.json and checksum files "
                              "beside it."));
    // Named by hand (the template's own changes come with signals blocked): the name no longer
    // follows the template.
    connect(m_baseName, &QLineEdit::textChanged, this, [this] { m_nameFollowsTemplate = false; });
    form->addRow(tr("Ima&ge name:"), m_baseName);
    m_destinationMessage = messageLabel(QStringLiteral("destinationMessage"));
    form->addRow(m_destinationMessage);
    m_spaceMessage = messageLabel(QStringLiteral("spaceMessage"));
    form->addRow(m_spaceMessage);
    // Two lines, always: as the name is typed the list grows and shrinks, and a label that
    // wrapped to a third line (or appeared) moved every box below it under the pointer.
    m_plannedFiles = messageLabel(QStringLiteral("plannedFiles"));
    m_plannedFiles->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plannedFiles->setFixedHeight(m_plannedFiles->fontMetrics().lineSpacing() * 2);
    m_plannedFiles->show();
    form->addRow(m_plannedFiles);
    m_format = ImageFormatFields::formatBox();
    form->addRow(tr("For&mat:"), m_format);
    m_formatMessage = messageLabel(QStringLiteral("formatMessage"));
    form->addRow(m_formatMessage);
    m_compression = ImageFormatFields::compressionBox();
    form->addRow(tr("Com&pression:"), m_compression);
    m_segmentSize = ImageFormatFields::segmentSizeBox();
    form->addRow(tr("Segment si&ze:"), m_segmentSize);
    const auto updateSegment = [this] {
        m_segmentSize->setEnabled(chosenFormat() != ImageFormat::Raw);
        m_compression->setEnabled(chosenFormat() == ImageFormat::Ewf);
    };
    connect(m_format, &QComboBox::currentIndexChanged, this, updateSegment);
    updateSegment();
    connect(m_folder, &QLineEdit::textChanged, this, &AcquisitionDialog::onFolderEdited);
    connect(&m_probe, &FolderProbe::answered, this, &AcquisitionDialog::onFolderAnswered);
    connect(&m_probe, &FolderProbe::slow, this, &AcquisitionDialog::revalidate);
    connect(&m_folderCreation, &Errand::slow, this, &AcquisitionDialog::revalidate);
    // Each names other files, which revalidate() has looked at again.
    connect(m_baseName, &QLineEdit::textChanged, this, &AcquisitionDialog::revalidate);
    connect(m_format, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::revalidate);
    connect(m_segmentSize, &QComboBox::currentIndexChanged, this, &AcquisitionDialog::revalidate);
    layout->addWidget(group);
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

void AcquisitionDialog::followNameTemplate()
{
    if (!m_nameFollowsTemplate)
        return;
    const QString name = ImageNameTemplate::expand(m_nameTemplate->text(), nameFields());
    if (name != m_baseName->text()) {
        const QSignalBlocker quiet(m_baseName); // revalidate() is running already
        m_baseName->setText(name);
    }
}

ImageNameFields AcquisitionDialog::nameFields() const
{
    ImageNameFields fields;
    fields.caseNumber = m_caseFields->caseNumberField()->text();
    fields.evidenceNumber = m_caseFields->evidenceNumberField()->text();
    fields.serial = m_source.serial;
    fields.model = m_source.model;
    fields.device = QFileInfo(m_source.path).fileName();
    fields.date = QDate::currentDate();
    return fields;
}

void AcquisitionDialog::createFolder()
{
    const QString folder = m_folder->text().trimmed();
    m_folderBeingCreated = folder;
    // Off the GUI thread, as a write: quitting waits for it rather than leaving it halfway.
    m_folderCreation.run(
        [this, folder, sourcePath = m_source.path]() -> Errand::Answer {
            // Looked at again now: the folder the probe saw missing may have been mounted over
            // since.
            const QString refusal = FolderProbe::creationRefusal(folder, sourcePath);
            const bool created = refusal.isEmpty() && QDir().mkpath(folder);
            return [this, folder, refusal, created] {
                onFolderCreated(folder, refusal, created);
            };
        },
        Errand::OnQuit::Finish);
    revalidate(); // the button waits, and the message says for what
}

void AcquisitionDialog::onFolderCreated(const QString &folder, const QString &refusal, bool created)
{
    if (!refusal.isEmpty())
        QMessageBox::warning(this, tr("Destination folder"), refusal);
    else if (!created)
        QMessageBox::warning(this, tr("Destination folder"),
                             tr("%1 could not be created: check the path and your permissions, "
                                "or choose another folder.")
                                 .arg(folder));
    onFolderEdited(); // looks at the folder as it is now
}

bool AcquisitionDialog::isCreatingFolder() const
{
    return m_folderCreation.isRunning() && m_folderBeingCreated == m_folder->text().trimmed();
}

void AcquisitionDialog::showDestinationDetails()
{
    const bool missing = m_destination && !m_destination->folder.isEmpty() && !m_destination->isDir
                         && m_destination->outputRefusal.isEmpty() && !isCheckingDestination();
    m_createFolder->setVisible(missing);
    m_createFolder->setEnabled(!m_folderCreation.isRunning());
    const bool known = m_destination && m_destination->isDir && !isCheckingDestination();
    showMessage(m_spaceMessage,
                known && m_destination->bytesAvailable >= 0
                    ? tr("%1 free at the destination; the image needs %2.")
                          .arg(displayBytes(m_destination->bytesAvailable),
                               displayBytes(m_source.sizeBytes))
                    : QString(),
                MessageKind::Note);
    QStringList names;
    for (const QString &path : destinationQuestion().outputs)
        names << QFileInfo(path).fileName();
    if (m_baseName->text().trimmed().isEmpty())
        names.clear();
    const QString all = tr("Files written: %1").arg(names.join(QStringLiteral(", ")));
    m_plannedFiles->setToolTip(names.isEmpty() ? QString() : all);
    m_plannedFiles->setText(names.isEmpty() ? QString() : plannedFilesText(names, all));
}

QString AcquisitionDialog::plannedFilesText(const QStringList &names, const QString &all) const
{
    // What fits the label's two lines; else the first and the last name and how many there are
    // (the whole list in its tooltip).
    const QFontMetrics metrics = m_plannedFiles->fontMetrics();
    const int width = qMax(m_plannedFiles->width(), metrics.averageCharWidth() * 40);
    const auto fits = [&](const QString &text) {
        return metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text).height()
               <= m_plannedFiles->height();
    };
    if (fits(all))
        return all;
    const QString shortened = tr("Files written: %1 … %2 (%n files; all of them in the tooltip)",
                                 nullptr, int(names.size()))
                                  .arg(names.constFirst(), names.constLast());
    return fits(shortened)
               ? shortened
               : tr("Files written: %n file(s), named in the tooltip", nullptr, int(names.size()));
}

void AcquisitionDialog::onFolderAnswered(const FolderFacts &facts)
{
    if (facts.folder != m_folder->text().trimmed())
        return;
    m_destination = facts;
    revalidate();
}

QString AcquisitionDialog::destinationError() const
{
    const QString folder = m_folder->text().trimmed();
    const QString name = m_baseName->text().trimmed();
    if (folder.isEmpty())
        return tr("Choose a destination folder.");
    const auto notAnswering = [&folder] {
        return tr("%1 does not answer: is it a network share that is slow or gone? Wait, or "
                  "choose another folder.")
            .arg(folder);
    };
    if (isCreatingFolder())
        return m_folderCreation.isSlow() ? notAnswering() : tr("Creating %1…").arg(folder);
    // Also when looking again (the window was activated): a share that stopped answering
    // would block the GUI thread at Start.
    if (!m_destination || m_probe.isSlow())
        return m_probe.isSlow() ? notAnswering() : tr("Checking %1…").arg(folder);
    if (!m_destination->isDir)
        return m_destination->outputRefusal.isEmpty()
                   ? tr("The folder %1 does not exist: create it, or choose another.").arg(folder)
                   : m_destination->outputRefusal;
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

QString AcquisitionDialog::destinationWarning() const
{
    if (m_destination && m_destination->bytesAvailable >= 0
        && m_destination->bytesAvailable < m_source.sizeBytes)
        return tr("Only %1 free at the destination, the source holds %2: the acquisition will "
                  "stop when the disk is full.")
            .arg(displayBytes(m_destination->bytesAvailable), displayBytes(m_source.sizeBytes));
    return {};
}

} // namespace Custody
