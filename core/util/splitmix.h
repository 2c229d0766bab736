// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QtGlobal>

namespace Custody {

// SplitMix64's step: a bijective mix in which every bit of the input reaches every bit of the
// output. For values computed from an index alone (simulated content) and for fingerprints of
// sequences (WindowPieces); no cryptographic strength.
constexpr quint64 splitMix64(quint64 value)
{
    value += 0x9E3779B97F4A7C15ull;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ull;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBull;
    return value ^ (value >> 31);
}

} // namespace Custody
