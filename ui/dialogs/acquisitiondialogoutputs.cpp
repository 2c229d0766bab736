// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The acquisition dialog's destinations besides the main image: more images of the same read.

#include "dialogs/acquisitiondialog.h"

#include <QVBoxLayout>

namespace Custody {

void AcquisitionDialog::buildDestinationList(QVBoxLayout *layout)
{
    m_destinations = new DestinationList(m_source.path);
    m_destinations->setMainBase([this] { return basePath(); });
    m_destinations->setPlannedFiles([this](const AlsoOutput &output) {
        AcquisitionRequest alone = request();
        alone.basePath = output.basePath;
        alone.settings.format = output.format;
        alone.settings.segmentBytes = output.segmentBytes;
        alone.alsoOutputs.clear();
        return Acquisition::plannedOutputs(alone, m_source.sizeBytes);
    });
    connect(m_destinations, &DestinationList::changed, this, &AcquisitionDialog::revalidate);
    layout->addWidget(m_destinations);
}

bool AcquisitionDialog::writesEwf() const
{
    if (chosenFormat() == ImageFormat::Ewf)
        return true;
    return std::any_of(m_destinations->images().begin(), m_destinations->images().end(),
                       [](const AlsoOutput &output) { return output.format == ImageFormat::Ewf; });
}

void AcquisitionDialog::applyDestinations(AcquisitionRequest &request) const
{
    request.alsoOutputs = m_destinations->images();
}

} // namespace Custody
