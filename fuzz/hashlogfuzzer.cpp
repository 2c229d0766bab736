// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point for the hashlog readers: any bytes, under any of the names that steer
// the checksum-list parser, must parse into a consistent Hashlog or be refused with an Error;
// never a crash, a sanitizer report, a hang or unbounded memory. What parses is then planned
// against a small split image, so the planner sees the same inputs.

#include "verify/hashlogreader.h"
#include "verify/verificationplan.h"

#include <cstddef>
#include <cstdint>

using namespace Custody;

namespace {

// An invariant every parser promises; a violation is reported to libFuzzer as a crash.
void require(bool condition)
{
    if (!condition)
        __builtin_trap();
}

bool isLowerHex(const QString &hex)
{
    for (QChar c : hex) {
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    }
    return !hex.isEmpty() && hex.size() % 2 == 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > std::size_t(HashlogDetectionBytes) * 4)
        return -1; // the size limit itself is tested; keep the runs fast
    static const QString names[] = {QStringLiteral("fuzz.log"), QStringLiteral("disk.md5"),
                                    QStringLiteral("SHA256SUMS"), QStringLiteral("B2SUMS")};
    const QString path = names[size % 4];
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<Hashlog> log = parseHashlog(bytes, path);
    if (!log) {
        require(log.error().path == path && !log.error().userMessage().isEmpty());
        return 0;
    }
    require(!log->digests.isEmpty());
    for (const LoggedDigest &digest : log->digests) {
        require(isLowerHex(digest.hex) && !digest.algorithmName.isEmpty());
        require(digest.lineNumber >= 0);
        require(!digest.extent || (digest.extent->offset >= 0 && digest.extent->length >= 0));
    }
    for (const LoggedSize &loggedSize : log->sizes)
        require(loggedSize.bytes >= 0);
    const ImageLayout image{{QStringLiteral("/x/disk.001"), QStringLiteral("/x/disk.002")},
                            {1048576, 4096}};
    const Result<VerificationPlan> plan = planVerification({*log}, image);
    if (!plan)
        return 0;
    require(plan->windowBytes >= 0);
    for (const PlannedCheck &check : plan->checks) {
        if (!check.notCheckedReason.isEmpty())
            continue;
        // A check that is planned is computable, and its piece is one of the read's windows.
        require(check.logged.algorithm() && plan->algorithms.testFlag(*check.logged.algorithm()));
        require(!check.extent
                || (plan->windowBytes > 0 && check.extent->offset % plan->windowBytes == 0));
    }
    return 0;
}
