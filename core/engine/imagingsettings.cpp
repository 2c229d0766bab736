// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "engine/imagingsettings.h"

namespace Custody {

QString presetName(Preset preset)
{
    switch (preset) {
    case Preset::Forensic: return QStringLiteral("forensic");
    case Preset::Rescue: return QStringLiteral("rescue");
    }
    return {};
}

std::optional<Preset> parsePresetName(const QString &name)
{
    for (Preset preset : {Preset::Forensic, Preset::Rescue}) {
        if (name == presetName(preset))
            return preset;
    }
    return std::nullopt;
}

std::optional<quint8> parseFillByte(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == QLatin1String("zero"))
        return quint8(0);
    if (trimmed.size() != 4 || !trimmed.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        return std::nullopt;
    bool ok = false;
    const uint value = trimmed.mid(2).toUInt(&ok, 16);
    return ok ? std::optional<quint8>(quint8(value)) : std::nullopt;
}

ImageFormatOptions ImagingSettings::imageFormatOptions() const
{
    ImageFormatOptions options;
    options.format = format;
    options.segmentBytes = segmentBytes;
    options.compression = compression;
    options.chunkBytes = chunkBytes;
    options.compressionThreads = compressionThreads;
    return options;
}

} // namespace Custody
