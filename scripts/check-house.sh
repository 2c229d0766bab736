#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# House rules that a compiler does not check: formatting with the repository's .clang-format,
# the layering of docs/ARCHITECTURE.md (core never includes widgets; ui never does device I/O),
# and that every document the repository refers to is in it.
set -euo pipefail
cd "$(dirname "$0")/.."

status=0
mapfile -t sources < <(git ls-files '*.cpp' '*.h' '*.c' 2>/dev/null || find app cli core tests ui -name '*.cpp' -o -name '*.h' -o -name '*.c')
if ((${#sources[@]} > 0)) && ! clang-format --dry-run --Werror "${sources[@]}" 2>/tmp/custody-format.log; then
    echo "check-house: these files are not formatted with .clang-format (run clang-format -i):"
    grep -oE '^[^ :]+\.(cpp|h|c):' /tmp/custody-format.log | tr -d : | sort -u
    status=1
fi
if grep -rlE '#include <(QtWidgets|QWidget|QApplication)' core cli 2>/dev/null; then
    echo "check-house: core/ and cli/ must not include widgets (see docs/ARCHITECTURE.md, Layers and targets)"
    status=1
fi
if [[ -d ui ]] && grep -rlE '#include <(fcntl\.h|unistd\.h|openssl/)' ui 2>/dev/null; then
    echo "check-house: ui/ must not open devices or hash (see docs/ARCHITECTURE.md, Layers and targets)"
    status=1
fi
# Every document the repository mentions (a name in capitals ending in .md) must be in it: who
# clones it has nothing else. It is found beside the file that mentions it, from the root, in
# docs/, or as the end of a tracked path.
tracked=$(git ls-files 2>/dev/null || true)
while IFS=: read -r file reference; do
    reference=${reference#/}
    [[ -n $reference ]] || continue
    if [[ -e $reference || -e docs/$reference || -e $(dirname "$file")/$reference ]] \
        || grep -qE "(^|/)${reference//./\\.}\$" <<<"$tracked"; then
        continue
    fi
    echo "check-house: $file refers to $reference, which is not in the repository"
    status=1
done < <(git grep -oE '[A-Za-z0-9_./-]*[A-Z][A-Z0-9_-]*\.md\b' -- ':!translations' ':!tests/data' \
             2>/dev/null | sort -u)
# (The pattern's [h] keeps this line from naming the folder it looks for.)
if git grep -nE '\.\./s[h]ared|s[h]ared/fixtures' -- ':!translations' 2>/dev/null; then
    echo "check-house: the lines above refer to documents outside the repository"
    status=1
fi
exit $status
