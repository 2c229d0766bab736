// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "applicationicon.h"

// Outside any namespace, as Q_INIT_RESOURCE requires: the resources of a static library are only
// linked in when something refers to them.
static void initResources()
{
    Q_INIT_RESOURCE(custody);
}

namespace Custody {

QIcon applicationIcon()
{
    initResources();
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/org.custody.Custody-%1.png").arg(size),
                     QSize(size, size));
    return icon;
}

} // namespace Custody
