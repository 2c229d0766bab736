// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "device/writeblock.h"
#include "record/acquisitionrecord.h"
#include "util/result.h"

#include <QCoreApplication>

#include <optional>

namespace Custody {

// The software write-block of one acquisition's source: the kernel read-only flag set on the
// drive (and its partitions) for the run, read again before it is lifted, and lifted exactly as
// it was set.
//
// Guarantees: a system disk is never made read-only; once set() has succeeded the flags are
// lifted by lift() or, if the acquisition never got that far, by the destructor, so no run leaves
// a drive read-only that it made so (unless the kernel refuses, which record() then says);
// record() says literally what happened: requested, set, verified by reading every node back,
// still set at the end or cleared by someone during the run, lifted or not and on which nodes.
//
// Thread: one at a time (the acquisition's prepare() sets, its execute() lifts).
class WriteBlockSession
{
    Q_DECLARE_TR_FUNCTIONS(Custody::WriteBlockSession)

public:
    explicit WriteBlockSession(bool requested);
    ~WriteBlockSession();
    WriteBlockSession(const WriteBlockSession &) = delete;
    WriteBlockSession &operator=(const WriteBlockSession &) = delete;

    // Sets the flag on devicePath and every node of it, then reads the whole state again: what
    // the record calls "verified". Refused for a disk the running system uses. A node found
    // writable after setting is recorded as the error, not returned: the flags that were set stay
    // set and are lifted at the end.
    [[nodiscard]] Result<void> set(const QString &devicePath);
    // Whether set() succeeded and lift() has not run yet.
    bool isSet() const { return m_undo.has_value(); }
    // Reads every flag again ("set and verified" at the start says nothing of the hours after
    // it: an examiner must know if the source was writable at some point), then lifts them. A
    // write-block that cannot be lifted is not an output error: the acquisition's files are
    // complete all the same, and record() says which nodes may still be read-only.
    void lift();

    const WriteBlockRecord &record() const { return m_record; }

private:
    std::optional<ReadOnlyState> m_undo;
    WriteBlockRecord m_record;
};

} // namespace Custody
