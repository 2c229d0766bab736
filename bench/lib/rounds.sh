# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the benchmarks that time whole commands in rounds (bench/nbd.sh, bench/iscsi.sh).
#
# run_rounds ROUNDS WORKDIR IMAGEDIR SOURCE_SHA256 ENTRY...
#   Each ENTRY is "name|command" (run by bash; OUT is replaced by IMAGEDIR/image). In every round
#   each command runs once, interleaved; an IMAGEDIR/image.dd it leaves must have the source's
#   SHA-256, or the run stops. Wall times go to the associative array `seconds` (name → list),
#   the CPU time the command used (user + system, its children included) to `cpu`.
# print_rates BYTES ENTRY...: the median wall time of each command as MB/s (10^6 bytes/s).
# target WHAT OF AGAINST AT_LEAST [TIMES]: the ratio of two commands' times round by round (they
#   ran minutes apart at most, so a machine whose speed drifts moves both), its median and
#   spread; TIMES is `seconds` (wall, the default) or `cpu`.

declare -A seconds cpu

run_rounds() {
    local rounds=$1 work=$2 images=$3 sha256=$4
    shift 4
    local round entry name cmd
    for round in $(seq "$rounds"); do
        echo "# round $round of $rounds"
        for entry in "$@"; do
            name=${entry%%|*}
            cmd=${entry#*|}
            rm -f "$images"/image*
            cmd=${cmd//OUT/$images/image}
            /usr/bin/time -f '%e %U %S' -o "$work/time" bash -o pipefail -c "$cmd" >"$work/log" 2>&1 \
                </dev/null || { echo "error: $name failed: $(tail -3 "$work/log")" >&2; exit 1; }
            if [[ -e $images/image.dd ]] \
                && [[ $(sha256sum <"$images/image.dd" | cut -d' ' -f1) != "$sha256" ]]; then
                echo "error: $name: the image differs from the source" >&2
                exit 1
            fi
            local wall user system
            read -r wall user system <"$work/time"
            seconds[$name]+="$wall "
            cpu[$name]+="$(awk -v u="$user" -v s="$system" 'BEGIN {printf "%.2f", u + s}') "
        done
    done
}

median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

print_rates() {
    local bytes=$1 entry name wall
    shift
    printf '\n%-32s %8s\n' command MB/s
    for entry in "$@"; do
        name=${entry%%|*}
        wall=$(median <<<"${seconds[$name]}")
        printf '%-32s %8s\n' "$name" "$(awk -v b="$bytes" -v s="$wall" 'BEGIN {printf "%.0f", b / s / 1e6}')"
    done
}

target() { # what, of, against, at least, [times: seconds or cpu]
    local -a of against
    local -n times=${5:-seconds}
    read -r -a of <<<"${times[$2]}"
    read -r -a against <<<"${times[$3]}"
    local ratios="" i sorted
    for i in "${!of[@]}"; do
        ratios+="$(awk -v a="${of[$i]}" -v b="${against[$i]}" 'BEGIN {printf "%.3f", b / a}') "
    done
    sorted=$(tr ' ' '\n' <<<"$ratios" | grep -v '^$' | sort -n | tr '\n' ' ')
    awk -v r="$(median <<<"$ratios")" -v t="$4" -v what="$1" -v all="$sorted" \
        'BEGIN {n = split(all, v, " ");
                printf "%-44s %5.2f  (%.2f to %.2f; >= %.2f: %s)\n", what, r, v[1], v[n], t,
                       (r >= t ? "met" : "not met")}'
}
