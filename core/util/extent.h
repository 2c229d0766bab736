// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

#include <algorithm>
#include <limits>

namespace Custody {

// A half-open byte range [offset, end()). Always bytes, never sectors. Arithmetic saturates at
// the end of the qint64 range instead of overflowing, as ddrescue's Block does.
struct Extent
{
    qint64 offset = 0;
    qint64 length = 0;

    qint64 end() const
    {
        return length > std::numeric_limits<qint64>::max() - offset
                   ? std::numeric_limits<qint64>::max()
                   : offset + length;
    }
    bool isEmpty() const { return length <= 0; }
    bool contains(qint64 position) const { return position >= offset && position < end(); }
    bool overlaps(const Extent &other) const
    {
        return offset < other.end() && other.offset < end();
    }
    // The common part of both extents; empty (length 0 at offset max(offsets)) when disjoint.
    Extent intersected(const Extent &other) const
    {
        const qint64 start = std::max(offset, other.offset);
        const qint64 stop = std::min(end(), other.end());
        return {start, std::max<qint64>(0, stop - start)};
    }
    bool operator==(const Extent &) const = default;
};

} // namespace Custody
