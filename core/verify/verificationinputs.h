// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QStringList>

namespace Custody {

// What a verification of an image checks when the examiner names no hashlog: one answer for
// custody-cli verify, the Verify dialog and the History view's Verify again, so that none checks
// less than another. The image's files (a split or E01 image's segments, in order) and every
// hashlog next to them (hashlogsNextTo(): Custody's record with its window digests
// NAME.windows.*, the checksum sidecars, other tools' logs). The signatures to check follow from
// the hashlogs (checkSignaturesOf()).
struct VerificationInputs
{
    QStringList imageFiles;
    QStringList hashlogs;
};

// `image`: the image or any of its segments. `known`: hashlogs known from elsewhere (the case
// history's record of the acquisition, kept in another folder), checked too when they are
// regular files and not among those found; they come after those found. An error when the
// image's files cannot be found (a missing segment is named).
Result<VerificationInputs> verificationInputsFor(const QString &image,
                                                 const QStringList &known = {});

} // namespace Custody
