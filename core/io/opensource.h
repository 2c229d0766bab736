// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/nbdsource.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <memory>

namespace Custody {

// The source at path: a drive of another machine for an NBD URI (NbdSource, reached with
// `network`), an E01 image (by its signature) through libewf, the first segment of a split raw
// image (NAME.001 beside NAME.002, …) as the whole set, anything else (a block device, a raw image
// file) as it is (DeviceFileSource).
Result<std::unique_ptr<SourceDevice>> openSource(const QString &path,
                                                 const NbdConnectOptions &network = {});

} // namespace Custody
