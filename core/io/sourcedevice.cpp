// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/sourcedevice.h"

namespace Custody {

QString sourceKindName(SourceKind kind)
{
    switch (kind) {
    case SourceKind::BlockDevice: return QStringLiteral("block device");
    case SourceKind::File: return QStringLiteral("file");
    case SourceKind::Network: return QStringLiteral("network");
    case SourceKind::Simulated: return QStringLiteral("simulated");
    }
    return {};
}

} // namespace Custody
