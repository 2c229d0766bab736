// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "util/result.h"

#include <QStringList>

#include <cstddef>
#include <span>

namespace Custody {

// Where image bytes go. Writes are positional so that later passes can fill areas out of
// order. Called from the writer thread only.
class ImageSink
{
public:
    virtual ~ImageSink() = default;

    virtual Result<void> writeAt(qint64 offset, std::span<const std::byte> data) = 0;
    // Makes every byte written so far durable (fdatasync). The map is saved only after this.
    virtual Result<void> sync() = 0;
    // Reads image bytes back (to finish hashes from the image). Exactly buffer.size() bytes.
    virtual Result<void> readBack(qint64 offset, std::span<std::byte> buffer) = 0;
    // The image files, in image order.
    virtual QStringList filePaths() const = 0;
};

} // namespace Custody
