#!/usr/bin/env bash
# House rules that a compiler does not check: formatting with the repository's .clang-format,
# and the layering of DESIGN.md (core never includes widgets; ui never does device I/O).
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
    echo "check-house: core/ and cli/ must not include widgets (see DESIGN.md, Layout)"
    status=1
fi
if [[ -d ui ]] && grep -rlE '#include <(fcntl\.h|unistd\.h|openssl/)' ui 2>/dev/null; then
    echo "check-house: ui/ must not open devices or hash (see DESIGN.md, Layout)"
    status=1
fi
exit $status
