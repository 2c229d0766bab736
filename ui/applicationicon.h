// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QIcon>

namespace Custody {

// The application's icon from resources/custody.qrc, in every size bundled there (PNG, so that
// no SVG image plugin is needed): the window icon of every window.
QIcon applicationIcon();

} // namespace Custody
