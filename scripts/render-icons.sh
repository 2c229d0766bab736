#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders resources/icons/org.custody.Custody.svg to the PNG sizes that resources/custody.qrc
# bundles and the packaging installs. Run it after changing the SVG and commit the PNGs: the
# build itself needs no SVG renderer. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../resources/icons"
for size in 16 24 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" org.custody.Custody.svg -o "org.custody.Custody-$size.png"
done
