// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/networksourceoptions.h"
#include "io/sourcedevice.h"
#include "util/result.h"

#include <memory>

namespace Custody {

// Whether `path` names a drive of another machine: an NBD URI (nbd:, nbds:, nbd+unix:,
// nbds+unix:) or an iSCSI one (iscsi:).
bool isNetworkUri(const QString &path);

// The source at path: a drive of another machine for an NBD URI (NbdSource) or an iSCSI one
// (IscsiSource), reached with `network`; an E01 image (by its signature) through libewf; the first
// segment of a split raw image (NAME.001 beside NAME.002, …) as the whole set; anything else (a
// block device, a raw image file) as it is (DeviceFileSource).
Result<std::unique_ptr<SourceDevice>> openSource(const QString &path,
                                                 const NetworkSourceOptions &network = {});

} // namespace Custody
