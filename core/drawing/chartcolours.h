// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QColor>

namespace Custody {

// The rate line of the throughput chart. Shared by the report's picture (ThroughputChart) and the
// GUI's live graph, so that the screen and the PDF show the same colour. The sector-map colours
// are shared the same way through SectorMapPicture::colour().
inline QColor throughputRateColour()
{
    return QColor(0x1f, 0x4e, 0x9c);
}

} // namespace Custody
