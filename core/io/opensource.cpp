// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/opensource.h"

#include "io/devicefilesource.h"
#include "io/ewfcontainer.h"
#include "io/ewfsource.h"
#include "io/splitrawsource.h"

namespace Custody {

Result<std::unique_ptr<SourceDevice>> openSource(const QString &path,
                                                 const NbdConnectOptions &network)
{
    if (NbdSource::isNbdUri(path)) {
        Result<std::unique_ptr<NbdSource>> source = NbdSource::open(path, network);
        if (!source)
            return source.error();
        return std::unique_ptr<SourceDevice>(std::move(*source));
    }
    if (Ewf::hasEwfSignature(path)) {
        Result<std::unique_ptr<EwfSource>> source = EwfSource::open(path);
        if (!source)
            return source.error();
        return std::unique_ptr<SourceDevice>(std::move(*source));
    }
    Result<std::unique_ptr<SplitRawSource>> set = SplitRawSource::openSet(path);
    if (!set)
        return set.error();
    if (*set)
        return std::unique_ptr<SourceDevice>(std::move(*set));
    Result<std::unique_ptr<DeviceFileSource>> source = DeviceFileSource::open(path);
    if (!source)
        return source.error();
    return std::unique_ptr<SourceDevice>(std::move(*source));
}

} // namespace Custody
