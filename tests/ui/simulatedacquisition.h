// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "acquisitionpanel.h"
#include "io/simulatedsource.h"
#include "mainwindow.h"

// The window acquires a simulated 512 KiB drive named `sourcePath` into `base` (with the case
// number, when given).
inline Custody::AcquisitionPanel *acquireSimulated(Custody::MainWindow &window,
                                                   const QString &sourcePath, const QString &base,
                                                   const QString &caseNumber = {})
{
    using namespace Custody;
    AcquisitionRequest request;
    request.sourcePath = sourcePath;
    request.basePath = base;
    request.caseDetails.caseNumber = caseNumber;
    return window.startAcquisition(request, [](const AcquisitionRequest &request) {
        return std::make_unique<Acquisition>(
            request, std::make_unique<SimulatedSource>(512 * 1024, 512, 512, 3,
                                                       QList<SimulatedSource::Fault>{}));
    });
}
