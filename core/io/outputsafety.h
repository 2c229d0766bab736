#pragma once

#include "io/devicefilesource.h"
#include "util/result.h"

namespace Custody {

// Refuses outputs that would be written onto the evidence: an output file is the source file
// itself (also through a link), or its folder lies on the source block device, on one of its
// partitions, or on a device stacked on it (device-mapper, md, a loop device over a file on
// it). The stack is followed through sysfs (partition parents, holders' slaves, loop backing
// files).
Result<void> checkOutputsNotOnSource(const DeviceFileSource &source,
                                     const QStringList &outputPaths);

} // namespace Custody
