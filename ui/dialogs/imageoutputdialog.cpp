// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/imageoutputdialog.h"

#include "dialogs/dialogmessages.h"
#include "dialogs/imageformatfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Custody {

ImageOutputDialog::ImageOutputDialog(const AlsoOutput &output, const QString &sourcePath,
                                     PlannedFiles planned, QStringList takenBases, QWidget *parent)
    : QDialog(parent)
    , m_sourcePath(sourcePath)
    , m_planned(std::move(planned))
    , m_takenBases(std::move(takenBases))
{
    setObjectName(QStringLiteral("imageOutputDialog"));
    setWindowTitle(tr("Another image of the same read"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Written from the same read as the main image, with the same "
                                "hashes; if it fails (a full disk, a share gone) only it stops, "
                                "and it can be resumed on its own."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_folder = new QLineEdit(QFileInfo(output.basePath).path());
    m_folder->setObjectName(QStringLiteral("outputFolder"));
    if (output.basePath.isEmpty())
        m_folder->clear();
    auto *browseButton = new QPushButton(tr("&Browse…"));
    connect(browseButton, &QPushButton::clicked, this, &ImageOutputDialog::browse);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browseButton);
    auto *folderLabel = new QLabel(tr("&Folder:"));
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    m_name = new QLineEdit(QFileInfo(output.basePath).fileName());
    m_name->setObjectName(QStringLiteral("outputName"));
    form->addRow(tr("&Image name:"), m_name);
    m_format = ImageFormatFields::formatBox();
    m_format->setCurrentIndex(m_format->findData(int(output.format)));
    form->addRow(tr("For&mat:"), m_format);
    m_compression = ImageFormatFields::compressionBox();
    m_compression->setCurrentIndex(m_compression->findData(int(output.compression)));
    form->addRow(tr("Com&pression:"), m_compression);
    m_segmentSize = ImageFormatFields::segmentSizeBox();
    if (const int index = m_segmentSize->findData(output.segmentBytes); index >= 0)
        m_segmentSize->setCurrentIndex(index);
    form->addRow(tr("Se&gment size:"), m_segmentSize);
    m_verify = new QCheckBox(tr("&Read this image back and compare its hashes"));
    m_verify->setObjectName(QStringLiteral("outputVerify"));
    m_verify->setChecked(output.verify != VerifyPolicy::None);
    form->addRow(m_verify);
    layout->addLayout(form);
    // Three lines, always: a message that wraps moves nothing under the pointer.
    m_message = messageLabel(QStringLiteral("outputMessage"));
    m_message->setFixedHeight(m_message->fontMetrics().lineSpacing() * 3);
    m_message->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_message);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("outputOk"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (error().isEmpty())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_folder, &QLineEdit::textChanged, this, [this] {
        m_facts.reset();
        revalidate();
    });
    connect(m_name, &QLineEdit::textChanged, this, &ImageOutputDialog::revalidate);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImageOutputDialog::revalidate);
    connect(m_segmentSize, &QComboBox::currentIndexChanged, this, &ImageOutputDialog::revalidate);
    connect(&m_probe, &FolderProbe::answered, this, [this](const FolderFacts &facts) {
        if (facts.folder == m_folder->text().trimmed()) {
            m_facts = facts;
            revalidate();
        }
    });
    connect(&m_probe, &FolderProbe::slow, this, &ImageOutputDialog::revalidate);
    revalidate();
    resize(sizeHint().expandedTo(QSize(fontMetrics().averageCharWidth() * 80, 0)));
}

AlsoOutput ImageOutputDialog::output() const
{
    AlsoOutput output;
    output.basePath = QDir(m_folder->text().trimmed()).filePath(m_name->text().trimmed());
    output.format = ImageFormatFields::format(m_format);
    output.segmentBytes
        = output.format != ImageFormat::Raw ? ImageFormatFields::segmentBytes(m_segmentSize) : 0;
    output.compression = ImageFormatFields::compression(m_compression);
    output.verify = m_verify->isChecked() ? VerifyPolicy::Image : VerifyPolicy::None;
    return output;
}

FolderQuestion ImageOutputDialog::question() const
{
    return {m_folder->text().trimmed(), m_sourcePath, m_planned(output())};
}

bool ImageOutputDialog::isChecking() const
{
    return !m_facts || m_facts->outputs != question().outputs;
}

QString ImageOutputDialog::error() const
{
    const QString folder = m_folder->text().trimmed();
    const QString name = m_name->text().trimmed();
    if (folder.isEmpty())
        return tr("Choose a folder for this image.");
    if (name.isEmpty())
        return tr("Give the image a name.");
    if (name.contains(QLatin1Char('/')) || name == QLatin1String(".")
        || name == QLatin1String(".."))
        return tr("The image name must not contain '/'.");
    if (m_takenBases.contains(output().basePath))
        return tr("%1 is the name of another output of this acquisition: choose another name or "
                  "folder.")
            .arg(output().basePath);
    if (isChecking())
        return m_probe.isSlow() ? tr("%1 does not answer: is it a network share that is slow or "
                                     "gone? Wait, or choose another folder.")
                                      .arg(folder)
                                : tr("Checking %1…").arg(folder);
    if (!m_facts->isDir)
        return m_facts->outputRefusal.isEmpty()
                   ? tr("The folder %1 does not exist: create it, or choose another.").arg(folder)
                   : m_facts->outputRefusal;
    if (!m_facts->writable)
        return tr("You may not write into %1.").arg(folder);
    return m_facts->outputRefusal;
}

void ImageOutputDialog::revalidate()
{
    m_segmentSize->setEnabled(ImageFormatFields::format(m_format) != ImageFormat::Raw);
    m_compression->setEnabled(ImageFormatFields::format(m_format) == ImageFormat::Ewf);
    if (const FolderQuestion asked = question(); !asked.folder.isEmpty() && isChecking())
        m_probe.look(asked);
    const QString problem = error();
    showMessage(m_message, problem, isChecking() ? MessageKind::Note : MessageKind::Error);
    m_message->show(); // its lines stay reserved when empty
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void ImageOutputDialog::browse()
{
    const QString folder
        = QFileDialog::getExistingDirectory(this, tr("Folder of this image"), m_folder->text());
    if (!folder.isEmpty())
        m_folder->setText(folder);
}

bool ImageOutputDialog::event(QEvent *event)
{
    // Back from a file manager: the folder may exist now, or have less room.
    if (event->type() == QEvent::WindowActivate && m_facts && !m_facts->folder.isEmpty())
        m_probe.look(question());
    return QDialog::event(event);
}

} // namespace Custody
