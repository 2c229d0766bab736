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

} // namespace Custody
