// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {
struct AcquisitionRecord;
}

namespace Custody::Internal {

// The first way in which a parsed record contradicts itself, naming the fields concerned, or an
// empty string. A report prints the figures as they are, so figures that do not add
// up (a hand-edited or truncated record) must stop it rather than reach a court.
QString findContradiction(const AcquisitionRecord &record);

} // namespace Custody::Internal
