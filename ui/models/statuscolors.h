// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "models/devicerow.h"
#include "report/acquisitionsummary.h"

#include <QColor>

namespace Custody {

// The few status colours of the GUI, in one place so that the device list, the details pane
// and the result banner agree. Chosen to stay readable on light and dark palettes.
QColor smartBadgeColor(SmartStatus::Badge badge);
QColor warningTextColor();
QColor unavailableTextColor();
QColor successBackgroundColor();
QColor failureBackgroundColor();
// A result banner's background for its outcome: green only for Good (a clean match), amber for
// Warning (complete, but something the examiner must look at), red for Bad; Normal is the
// window's own.
QColor toneBackgroundColor(SummaryTone tone);

} // namespace Custody
