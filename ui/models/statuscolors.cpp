// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "models/statuscolors.h"

namespace Custody {

QColor smartBadgeColor(SmartStatus::Badge badge)
{
    switch (badge) {
    case SmartStatus::Badge::Good: return QColor(0x2e, 0x9d, 0x46);
    case SmartStatus::Badge::Warning: return QColor(0xe0, 0x9b, 0x12);
    case SmartStatus::Badge::Failing: return QColor(0xd0, 0x31, 0x2d);
    case SmartStatus::Badge::Checking:
    case SmartStatus::Badge::Unavailable: break;
    }
    return QColor(0x9a, 0x9a, 0x9a);
}

QColor warningTextColor()
{
    return QColor(0xc2, 0x5e, 0x00);
}

QColor unavailableTextColor()
{
    return QColor(0x80, 0x80, 0x80);
}

QColor successBackgroundColor()
{
    return QColor(0xd7, 0xf0, 0xdb);
}

QColor failureBackgroundColor()
{
    return QColor(0xf8, 0xd7, 0xd5);
}

QColor toneBackgroundColor(SummaryTone tone)
{
    switch (tone) {
    case SummaryTone::Good: return successBackgroundColor();
    case SummaryTone::Warning: return QColor(0xfc, 0xec, 0xc4);
    case SummaryTone::Bad: return failureBackgroundColor();
    case SummaryTone::Normal: break;
    }
    return QColor(0xf0, 0xf0, 0xf0);
}

} // namespace Custody
