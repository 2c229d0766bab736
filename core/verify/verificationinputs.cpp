// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verify/verificationinputs.h"

#include "io/imageformat.h"
#include "util/durablefile.h"
#include "util/nativepath.h"
#include "verify/hashlogreader.h"

#include <sys/stat.h>

namespace Custody {

Result<VerificationInputs> verificationInputsFor(const QString &image, const QStringList &known)
{
    Result<QStringList> files = ImageFormats::discoverFiles(image);
    if (!files)
        return files.error();
    VerificationInputs inputs;
    inputs.imageFiles = std::move(*files);
    inputs.hashlogs = hashlogsNextTo(inputs.imageFiles);
    for (const QString &path : known) {
        const QString absolute = absolutePath(path);
        const std::optional<struct stat> status = statPath(absolute);
        if (status && S_ISREG(status->st_mode) && !inputs.hashlogs.contains(absolute))
            inputs.hashlogs.append(absolute);
    }
    return inputs;
}

} // namespace Custody
