// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

namespace Custody {
struct AcquisitionReport;
}

namespace Custody::Internal {

// The first way in which a parsed record contradicts itself, naming the fields concerned, or an
// empty string. A report prints the record's figures as they are, so figures that do not add
// up (a hand-edited or truncated record) must stop it rather than reach a court.
QString findContradiction(const AcquisitionReport &report);

} // namespace Custody::Internal
