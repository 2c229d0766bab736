#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the pages of Custody acquisition reports to PNG images, for a person to look at
# (layout, page breaks, the sector map, the throughput graph), with poppler's pdftoppm.
#
#   scripts/render-report.sh REPORT.pdf [OUT_DIR]    renders an existing PDF
#   scripts/render-report.sh NAME.json [OUT_DIR]     writes the report of a record first
#   scripts/render-report.sh [OUT_DIR]               every record in tests/data/records, A4
#                                                    and Letter (default OUT_DIR: /tmp/custody-report-pngs)
#
# A record is reported from a copy in a temporary folder, so that its acquisition log
# (NAME.txt) does not get the report's SHA-256 line appended. Environment: CUSTODY_CLI (default
# build/app/custody-cli), PAPER (a4 or letter, for a single record), DPI (default 80).
# Needs: poppler-utils; custody-cli built (scripts/start or cmake --build build).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cli=${CUSTODY_CLI:-$root/build/app/custody-cli}
dpi=${DPI:-80}

die() {
    echo "render-report: $*" >&2
    exit 1
}

command -v pdftoppm >/dev/null || die "pdftoppm not found: install poppler-utils (scripts/bootstrap.sh)"

# render PDF OUT_DIR: OUT_DIR/NAME-1.png, NAME-2.png, …
render() {
    local pdf=$1 out=$2 name
    name=$(basename "${pdf%.pdf}")
    mkdir -p "$out"
    rm -f -- "$out/$name"-*.png
    pdftoppm -r "$dpi" -png "$pdf" "$out/$name"
    echo "$pdf: $(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }') pages -> $out/$name-*.png"
}

# report RECORD OUT_DIR PAPER: writes OUT_DIR/NAME[-letter].pdf from a copy of RECORD.
report() {
    local record=$1 out=$2 paper=$3 name work suffix=""
    [[ -x $cli ]] || die "custody-cli not found at '$cli'; build it or set CUSTODY_CLI"
    name=$(basename "${record%.json}")
    [[ $paper == letter ]] && suffix=-letter
    work=$(mktemp -d)
    cp -- "$record" "$work/$name.json"
    if [[ -f ${record%.json}.txt ]]; then
        cp -- "${record%.json}.txt" "$work/$name.txt"
    else
        : >"$work/$name.txt"
    fi
    mkdir -p "$out"
    "$cli" report "$work/$name.json" --pdf "$work/$name$suffix.pdf" --paper "$paper" >/dev/null
    mv -- "$work/$name$suffix.pdf" "$out/"
    rm -rf -- "$work"
    render "$out/$name$suffix.pdf" "$out"
}

case ${1:-} in
*.pdf) render "$1" "${2:-$(dirname "$1")}" ;;
*.json) report "$1" "${2:-/tmp/custody-report-pngs}" "${PAPER:-a4}" ;;
*)
    out=${1:-/tmp/custody-report-pngs}
    for record in "$root"/tests/data/records/*.json; do
        report "$record" "$out" a4
        report "$record" "$out" letter
    done
    ;;
esac
