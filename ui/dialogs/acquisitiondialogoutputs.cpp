// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acquisition dialog's destinations besides the main image: more images of the same read,
// and a drive to clone (or restore) onto, which takes the main image's place.

#include "dialogs/acquisitiondialog.h"

#include "dialogs/dialogmessages.h"
#include "widgets/localeunits.h"

#include <QComboBox>
#include <QLabel>
#include <QVBoxLayout>

namespace Custody {

void AcquisitionDialog::buildDestinationList(QVBoxLayout *layout)
{
    m_destinations = new DestinationList(m_source.path, m_source.sizeBytes);
    m_destinations->setMainBase([this] { return basePath(); });
    m_destinations->setPlannedFiles([this](const AlsoOutput &output) {
        AcquisitionRequest alone = request();
        alone.basePath = output.basePath;
        alone.settings.format = output.format;
        alone.settings.segmentBytes = output.segmentBytes;
        alone.alsoOutputs.clear();
        alone.clone.reset();
        return Acquisition::plannedOutputs(alone, m_source.sizeBytes);
    });
    connect(m_destinations, &DestinationList::changed, this, &AcquisitionDialog::revalidate);
    layout->addWidget(m_destinations);
    // Two lines, always shown: a clone chosen or removed moves nothing below it.
    m_cloneNote = messageLabel(QStringLiteral("cloneNote"));
    m_cloneNote->setFixedHeight(m_cloneNote->fontMetrics().lineSpacing() * 2);
    m_cloneNote->show();
    layout->addWidget(m_cloneNote);
}

void AcquisitionDialog::setDrives(std::function<QList<DeviceInfo>()> drives)
{
    m_destinations->setDrives(std::move(drives));
}

bool AcquisitionDialog::writesEwf() const
{
    if (chosenFormat() == ImageFormat::Ewf && !m_destinations->clone())
        return true;
    return std::any_of(m_destinations->images().begin(), m_destinations->images().end(),
                       [](const AlsoOutput &output) { return output.format == ImageFormat::Ewf; });
}

void AcquisitionDialog::showCloneState()
{
    const std::optional<CloneChoice> &clone = m_destinations->clone();
    m_format->setEnabled(!clone);
    m_segmentSize->setEnabled(!clone && chosenFormat() != ImageFormat::Raw);
    m_compression->setEnabled(!clone && chosenFormat() == ImageFormat::Ewf);
    showMessage(m_cloneNote,
                clone ? tr("%1 takes the main image's place: the folder and name above hold only "
                           "the map, the log and the record of the clone.")
                            .arg(clone->drive.devicePath)
                      : QString(),
                MessageKind::Note);
    m_cloneNote->show(); // its lines stay reserved when empty
}

QString AcquisitionDialog::cloneWhatHappens(const CloneChoice &clone) const
{
    const QString excess = !clone.excessFill ? tr("Its sectors past the source are left as they "
                                                  "are.")
                           : *clone.excessFill == 0
                               ? tr("Its sectors past the source are written with zeros.")
                               : tr("Its sectors past the source are written with 0x%1.")
                                     .arg(*clone.excessFill, 2, 16, QLatin1Char('0'));
    const QString written
        = m_source.isBlockDevice
              ? tr("Its first %1 are overwritten with the drive %2, sector for sector.")
                    .arg(displayExactBytes(m_source.sizeBytes), m_source.path)
              : tr("Its first %1 are overwritten with the image %2, sector for sector.")
                    .arg(displayExactBytes(m_source.sizeBytes), m_source.path);
    return written + QLatin1Char(' ') + excess;
}

void AcquisitionDialog::applyDestinations(AcquisitionRequest &request) const
{
    request.alsoOutputs = m_destinations->images();
    if (const std::optional<CloneChoice> &clone = m_destinations->clone()) {
        // The drive opened at the start must be the one whose serial was typed here.
        request.clone = DriveOutput{clone->drive.devicePath, clone->excessFill, clone->drive.serial,
                                    clone->drive.sizeBytes};
        // The drive takes the image's place: no image format applies to it.
        request.settings.format = ImageFormat::Raw;
        request.settings.segmentBytes = 0;
    }
}

} // namespace Custody
