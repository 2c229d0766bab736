// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "io/opensource.h"

#include "io/devicefilesource.h"
#include "io/ewfcontainer.h"
#include "io/ewfsource.h"
#include "io/iscsisource.h"
#include "io/nbdsource.h"
#include "io/splitrawsource.h"

namespace Custody {

namespace {

template<typename Source>
Result<std::unique_ptr<SourceDevice>> asSource(Result<std::unique_ptr<Source>> opened)
{
    if (!opened)
        return opened.error();
    return std::unique_ptr<SourceDevice>(std::move(*opened));
}

} // namespace

bool isNetworkUri(const QString &path)
{
    return NbdSource::isNbdUri(path) || IscsiSource::isIscsiUri(path);
}

Result<std::unique_ptr<SourceDevice>> openSource(const QString &path,
                                                 const NetworkSourceOptions &network)
{
    if (NbdSource::isNbdUri(path))
        return asSource(NbdSource::open(path, network));
    if (IscsiSource::isIscsiUri(path))
        return asSource(IscsiSource::open(path, network));
    if (Ewf::hasEwfSignature(path))
        return asSource(EwfSource::open(path));
    Result<std::unique_ptr<SplitRawSource>> set = SplitRawSource::openSet(path);
    if (!set)
        return set.error();
    if (*set)
        return std::unique_ptr<SourceDevice>(std::move(*set));
    return asSource(DeviceFileSource::open(path));
}

} // namespace Custody
