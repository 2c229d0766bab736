// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/error.h"

namespace Custody {

// An Error::Code::InvalidArgument whose detail says what is wrong with a setting or an
// argument (shown as "Invalid setting: DETAIL.").
inline Error invalidArgument(const QString &detail)
{
    Error error;
    error.code = Error::Code::InvalidArgument;
    error.detail = detail;
    return error;
}

} // namespace Custody
