#!/usr/bin/env bash
# "Run as administrator" with the real polkit: an unprivileged user starts the installed
# custody-pkexec on a virtual X server, and the GUI must open there as root. The user is
# authorised by a polkit rule that names only Custody's action (org.custody.custody.pkexec), so
# the run fails if the launcher asks for any other action, and the window only appears if pkexec
# kept the display (allow_gui). Starts the system D-Bus when none runs (polkitd is D-Bus
# activated); removes the rule, the user and what it started afterwards.
# Usage (as root, with the package installed): scripts/test-pkexec.sh
set -euo pipefail

fail() {
    echo "test-pkexec: FAIL: $*" >&2
    exit 1
}
[[ $(id -u) -eq 0 ]] || fail "needs root"
[[ -x /usr/bin/custody-pkexec ]] || fail "custody-pkexec is not installed"

user=custody-polkit-test
rule=/etc/polkit-1/rules.d/10-custody-test.rules
work=$(mktemp -d)
cleanup() {
    set +e
    [[ -n ${app_pid:-} ]] && kill "$app_pid" 2>/dev/null
    [[ -n ${launcher_pid:-} ]] && wait "$launcher_pid" 2>/dev/null
    [[ -n ${xvfb_pid:-} ]] && kill "$xvfb_pid" 2>/dev/null
    rm -f "$rule"
    if [[ -n ${bus_pid:-} ]]; then
        pkill -x polkitd
        kill "$bus_pid"
    fi
    id "$user" >/dev/null 2>&1 && userdel "$user"
    rm -rf "$work"
}
trap cleanup EXIT

if ! dbus-send --system --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.GetId >/dev/null 2>&1; then
    mkdir -p /run/dbus
    rm -f /run/dbus/system_bus_socket /run/dbus/pid
    bus_pid=$(dbus-daemon --system --fork --print-pid) || fail "cannot start the system D-Bus"
fi
id "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
cat >"$rule" <<RULE
polkit.addRule(function(action, subject) {
    if (action.id == "org.custody.custody.pkexec" && subject.user == "$user")
        return polkit.Result.YES;
});
RULE

exec {displayfd}<> <(:)
Xvfb -displayfd "$displayfd" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
read -r -t 20 -u "$displayfd" display || fail "Xvfb did not start"
exec {displayfd}<&-

runuser -u "$user" -- env -i PATH=/usr/bin:/bin HOME="$work" LANG=C.UTF-8 DISPLAY=":$display" \
    /usr/bin/custody-pkexec >"$work/launcher.log" 2>&1 &
launcher_pid=$!

window=""
for _ in $(seq 100); do
    window=$(DISPLAY=":$display" xdotool search --onlyvisible --name '^Custody' 2>/dev/null |
        head -n 1) && [[ -n $window ]] && break
    kill -0 "$launcher_pid" 2>/dev/null || break
    sleep 0.3
done
if [[ -z $window ]]; then
    cat "$work/launcher.log" >&2
    fail "no Custody window on the display of the unprivileged user"
fi
app_pid=$(DISPLAY=":$display" xdotool getwindowpid "$window") || fail "window without a pid"
owner=$(ps -o user= -p "$app_pid")
command=$(ps -o args= -p "$app_pid")
[[ $owner == root ]] || fail "the GUI runs as $owner, not root"
[[ $command == /usr/bin/custody* ]] || fail "the window belongs to '$command'"
echo "test-pkexec: $user started custody-pkexec; $command runs as $owner on :$display"
kill "$app_pid"
wait "$launcher_pid" 2>/dev/null || true
app_pid=""
echo "test-pkexec: OK"
