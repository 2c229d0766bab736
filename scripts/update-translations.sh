#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes translations/custody_*.ts from the sources the GUI can show text from: its own
# (ui/, app/custody/) and the core's messages it displays (core/). Translations already made
# are kept; new strings arrive unfinished, for Qt Linguist. tests/translations runs the same
# command on a copy and fails when the committed files differ from its output.
# Usage: scripts/update-translations.sh [LUPDATE] [TS FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
shift || true
if (($# == 0)); then
    set -- translations/custody_*.ts
fi
for ts in "$@"; do
    "$lupdate" -locations none -no-obsolete -silent ui core app/custody -ts "$ts"
done
