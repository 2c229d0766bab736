// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"
#include "verify/hashlog.h"

#include <QCoreApplication>

namespace Custody {

// The files of the image to verify, in order, and their sizes.
struct ImageLayout
{
    QStringList files;
    QList<qint64> fileBytes;

    qint64 sizeBytes() const;
    // [start, end) of segment `index` within the image.
    Extent segmentExtent(qsizetype index) const;
};

// One logged digest the verification will compare, or says why it will not.
struct PlannedCheck
{
    QString hashlogPath;
    LoggedDigest logged;
    std::optional<Extent> extent; // where in the image, for windows and segments
    QString notCheckedReason;     // empty when it is checked
};

// A size a log records, against the image or one of its segments.
struct PlannedSizeCheck
{
    QString hashlogPath;
    LoggedSize logged;
    QString file; // the segment file it is about; empty for the whole image
    qint64 actualBytes = 0;
};

// What one read of the image must compute so that every logged digest about it can be
// compared: the algorithms, and one hash-window size (HashingJob cuts every algorithm into the
// same windows). A pure value, planned before any data is read.
struct VerificationPlan
{
    Q_DECLARE_TR_FUNCTIONS(Custody::VerificationPlan)

public:
    HashAlgorithms algorithms;
    qint64 windowBytes = 0; // 0: whole-image digests only
    QList<PlannedCheck> checks;
    QList<PlannedSizeCheck> sizes;
    QStringList notes;
};

// Picks from each hashlog the digests about this image (a log about one image, the image's
// own name in a checksum list, or its segment files' names, which become piecewise checks) and
// plans how to check them. A log whose only subject has another name is taken as the image's,
// and noted. Fails when a log lists several files and none is this image, or when several runs
// of a tool are in one log (the examiner must say which).
//
// Piecewise digests are checked when they are uniform windows from offset 0 (every window but
// the last of one size W; dc3dd's last range may stop short of a final partial sector); when
// a log has both windows and segment digests, the windows are checked. Digests of algorithms
// Custody cannot compute are planned as not checked, with the reason.
Result<VerificationPlan> planVerification(const QList<Hashlog> &hashlogs, const ImageLayout &image);

} // namespace Custody
