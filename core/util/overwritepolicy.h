// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

namespace Custody {

// What to do with output files that exist: refuse, start over, or continue from their map.
enum class OverwritePolicy { Refuse, Overwrite, Resume };

} // namespace Custody
