#include "engine/imagingsettings.h"

namespace Custody {

QString presetName(Preset preset)
{
    switch (preset) {
    case Preset::Forensic: return QStringLiteral("forensic");
    }
    return {};
}

} // namespace Custody
