// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include "io/simulatedsource.h"

#include <QByteArray>
#include <QFile>
#include <QList>

#include <cstddef>
#include <span>

// Small helpers shared by the engine tests.
namespace Custody::Test {

inline std::span<const std::byte> bytesOf(const QByteArray &data)
{
    return {reinterpret_cast<const std::byte *>(data.constData()), size_t(data.size())};
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// What a perfect drive holds, with the bad extents replaced by the fill byte: the image a
// correct acquisition of the simulated source must produce.
inline QByteArray expectedImage(const SimulatedSource &source, const QList<Extent> &bad, char fill)
{
    QByteArray image(source.sizeBytes(), Qt::Uninitialized);
    source.fillContent(0, {reinterpret_cast<std::byte *>(image.data()), size_t(image.size())});
    for (const Extent &extent : bad)
        image.replace(extent.offset, extent.length, QByteArray(extent.length, fill));
    return image;
}

} // namespace Custody::Test
