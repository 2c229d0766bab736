// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/imageformat.h"

#include <QCoreApplication>

class QComboBox;

namespace Custody {

// The choices of an image's container that more than one dialog offers (the acquisition
// dialog, Convert to E01), made alike in each: the same names, the same order, the same
// defaults (what ewfacquire writes: fast compression, 2 GiB segments).
struct ImageFormatFields
{
    Q_DECLARE_TR_FUNCTIONS(Custody::ImageFormatFields)

public:
    // Raw, split raw, E01; each item's data is its ImageFormat.
    static QComboBox *formatBox();
    static ImageFormat format(const QComboBox *box);
    // Fast, Best, Empty chunks only, None; each item's data is its ChunkCompression.
    static QComboBox *compressionBox();
    // 640 MiB … 16 GiB, 2 GiB chosen; each item's data is its size in bytes.
    static QComboBox *segmentSizeBox();
    static ChunkCompression compression(const QComboBox *box);
    static qint64 segmentBytes(const QComboBox *box);
};

} // namespace Custody
