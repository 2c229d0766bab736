#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from a configured and built tree, installs it with apt (which
# resolves its dependencies), runs the installed custody-cli (--version, an acquisition of a
# small file checked with sha256sum -c), validates the desktop entry, the AppStream metainfo and
# both man pages, runs lintian on the .deb (fails on errors), starts the GUI through "Run as
# administrator" as an unprivileged user (scripts/test-pkexec.sh), then removes the package.
# Usage (as root): scripts/test-package.sh [BUILD_DIR]   (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(realpath "${1:-build}")

if [[ $(id -u) -ne 0 ]]; then
    echo "test-package: needs root (apt-get install)" >&2
    exit 1
fi
fail() {
    echo "test-package: FAIL: $*" >&2
    exit 1
}

echo "-- cpack -G DEB"
rm -f "$build"/custody_*.deb
(cd "$build" && cpack -G DEB >/dev/null) || fail "cpack"
deb=$(ls "$build"/custody_*.deb)
echo "$(basename "$deb")"
dpkg-deb --field "$deb" Package Version Depends Recommends Suggests

echo "-- lintian"
# --fail-on error: warnings are listed (README.md, Packages) but do not fail the run.
lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports errors"

echo "-- apt-get install"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -q --allow-downgrades "$deb" >/dev/null || fail "apt-get install $deb"
trap 'apt-get remove -y -q custody >/dev/null 2>&1 || true' EXIT

/usr/bin/custody-cli --version || fail "custody-cli --version"
/usr/bin/custody-cli --version | grep -q '^device backend: ' || fail "--version: no backend"

echo "-- version: package, changelog and program agree"
version=$(dpkg-query -W -f='${Version}' custody)
changelog=$(zcat /usr/share/doc/custody/changelog.Debian.gz | head -n 1)
[[ $changelog == "custody ($version) "* ]] || fail "changelog names '$changelog', package is $version"
program=$(/usr/bin/custody-cli --version | head -n 1)
[[ $program == "custody-cli ${version%%[~-]*} "* ]] || fail "'$program' is not version $version"
if [[ $version =~ ~git[0-9]{8}\.[0-9]{6}\.([0-9a-f]+) ]]; then
    # git describe gives the bare hash, or TAG-N-g<hash> once a tag precedes the commit.
    revision=${BASH_REMATCH[1]}
    /usr/bin/custody-cli --version | grep -Eq "^git revision: *(.*-g)?$revision" ||
        fail "snapshot $version, but custody-cli --version names another git revision"
fi
echo "package $version, its changelog and custody-cli agree"

echo "-- acquisition with the installed custody-cli"
work=$(mktemp -d)
trap 'rm -rf "$work"; apt-get remove -y -q custody >/dev/null 2>&1 || true' EXIT
mkdir "$work/out"
head -c 3M /dev/urandom >"$work/source.bin"
/usr/bin/custody-cli acquire "$work/source.bin" "$work/out/evidence" --hash md5,sha256 \
    --no-smart >"$work/acquire.log" 2>&1 || {
    cat "$work/acquire.log"
    fail "custody-cli acquire"
}
(cd "$work/out" && sha256sum -c evidence.sha256 && md5sum -c evidence.md5) \
    || fail "checksums of the image"
cmp "$work/source.bin" "$work/out/evidence.dd" || fail "image differs from its source"

echo "-- desktop entry, metainfo, man pages (installed)"
desktop-file-validate /usr/share/applications/custody.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net /usr/share/metainfo/org.custody.Custody.metainfo.xml \
    || fail "appstreamcli validate"
for page in custody custody-cli; do
    file=/usr/share/man/man1/$page.1.gz
    warnings=$(MANWIDTH=80 LC_ALL=C.UTF-8 man -l --warnings "$file" 2>&1 >/dev/null)
    [[ -z $warnings ]] || fail "man -l $file: $warnings"
    [[ $(MANWIDTH=80 man -l "$file" 2>/dev/null | wc -l) -gt 10 ]] || fail "man -l $file: empty"
    echo "man -l $file: ok"
done
[[ ! -u /usr/bin/custody && ! -u /usr/bin/custody-cli ]] || fail "a binary is setuid"
test -x /usr/bin/custody-pkexec || fail "custody-pkexec missing"
test -f /usr/share/polkit-1/actions/org.custody.custody.policy || fail "polkit policy missing"
for size in 16 48 256; do
    test -s "/usr/share/icons/hicolor/${size}x${size}/apps/org.custody.Custody.png" \
        || fail "icon ${size}x${size} missing"
done
test -s /usr/share/icons/hicolor/scalable/apps/org.custody.Custody.svg || fail "scalable icon missing"

echo "-- Run as administrator (pkexec, polkit)"
scripts/test-pkexec.sh || fail "Run as administrator"

echo "-- apt-get remove"
apt-get remove -y -q custody >/dev/null || fail "apt-get remove custody"
trap 'rm -rf "$work"' EXIT
[[ ! -e /usr/bin/custody-cli && ! -e /usr/bin/custody ]] || fail "binaries left after remove"
echo "test-package: OK"
