#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Custody contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# "Run as administrator" with the real polkit: an unprivileged user starts the installed
# custody-pkexec on a virtual X server, and the GUI must open there as root.
# - The user is authorised by a polkit rule that names only Custody's action
#   (org.custody.custody.pkexec), so the run fails if the launcher asks for any other action.
# - The X server admits only clients with the user's cookie (~/.Xauthority, XAUTHORITY unset as in
#   many desktop sessions), so the window only appears if pkexec kept DISPLAY and found the
#   cookie (allow_gui).
# Starts the system D-Bus when none runs (polkitd is D-Bus activated); removes the rule, the
# user and what it started afterwards, also when interrupted.
# Usage (as root, with the package installed): scripts/test-pkexec.sh
set -euo pipefail

fail() {
    echo "test-pkexec: FAIL: $*" >&2
    exit 1
}
[[ $(id -u) -eq 0 ]] || fail "needs root"
[[ -x /usr/bin/custody-pkexec ]] || fail "custody-pkexec is not installed"

action=org.custody.custody.pkexec
user=custody-polkit-test
rule=/etc/polkit-1/rules.d/10-custody-test.rules
home=$(mktemp -d)
cleanup() {
    set +e
    # The launcher runs in its own session: runuser, pkexec and the GUI go together.
    [[ -n ${launcher_pid:-} ]] && kill -- "-$launcher_pid" 2>/dev/null
    [[ -n ${xvfb_pid:-} ]] && kill "$xvfb_pid" 2>/dev/null
    [[ -n ${launcher_pid:-} ]] && timeout 10 tail --pid="$launcher_pid" -f /dev/null
    rm -f "$rule"
    if [[ -n ${bus_pid:-} ]]; then
        pkill -x polkitd # activated by the bus this script started
        kill "$bus_pid"
    fi
    id "$user" >/dev/null 2>&1 && userdel "$user"
    rm -rf "$home"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! dbus-send --system --print-reply --dest=org.freedesktop.DBus / \
    org.freedesktop.DBus.GetId >/dev/null 2>&1; then
    mkdir -p /run/dbus
    rm -f /run/dbus/system_bus_socket /run/dbus/pid
    bus_pid=$(dbus-daemon --system --fork --print-pid) || fail "cannot start the system D-Bus"
fi
id "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
chown "$user:" "$home"

# Written whole, then moved into place: polkitd reloads on the first change it sees.
cat >"$rule.tmp" <<RULE
polkit.addRule(function(action, subject) {
    if (action.id == "$action" && subject.user == "$user")
        return polkit.Result.YES;
});
RULE
mv "$rule.tmp" "$rule"
authorised=""
for _ in $(seq 50); do
    if runuser -u "$user" -- sh -c "exec pkcheck --action-id $action --process \$\$" \
        >/dev/null 2>&1; then
        authorised=yes
        break
    fi
    sleep 0.2
done
[[ -n $authorised ]] || fail "polkitd does not authorise $user for $action (rule not loaded?)"

# A free display, and the user's cookie for it, before the server starts (-auth).
display=""
for number in $(seq 90 150); do
    if [[ ! -e /tmp/.X11-unix/X$number && ! -e /tmp/.X$number-lock ]]; then
        display=:$number
        break
    fi
done
[[ -n $display ]] || fail "no free X display number"
runuser -u "$user" -- xauth -q -f "$home/.Xauthority" add "$display" MIT-MAGIC-COOKIE-1 \
    "$(mcookie)" 2>/dev/null
[[ -s $home/.Xauthority ]] || fail "no X cookie written"
Xvfb "$display" -auth "$home/.Xauthority" -screen 0 1280x800x24 -nolisten tcp \
    >/dev/null 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do
    [[ -S /tmp/.X11-unix/X${display#:} ]] && break
    sleep 0.1
done
x() { DISPLAY=$display XAUTHORITY=$home/.Xauthority "$@"; }
x xdotool getdisplaygeometry >/dev/null || fail "Xvfb did not start on $display"
if DISPLAY=$display XAUTHORITY=/dev/null xdotool getdisplaygeometry >/dev/null 2>&1; then
    fail "$display admits clients without the cookie: the test would prove nothing"
fi

setsid runuser -u "$user" -- env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 \
    DISPLAY="$display" /usr/bin/custody-pkexec >"$home/launcher.log" 2>&1 &
launcher_pid=$!

window=""
for _ in $(seq 100); do
    window=$(x xdotool search --onlyvisible --name '^Custody' 2>/dev/null | head -n 1) &&
        [[ -n $window ]] && break
    kill -0 "$launcher_pid" 2>/dev/null || break
    sleep 0.3
done
if [[ -z $window ]]; then
    cat "$home/launcher.log" >&2
    fail "no Custody window on the display of the unprivileged user"
fi
app_pid=$(x xdotool getwindowpid "$window") || fail "window without a pid"
owner=$(ps -o user= -p "$app_pid")
command=$(ps -o args= -p "$app_pid")
[[ $owner == root ]] || fail "the GUI runs as $owner, not root"
[[ $command == /usr/bin/custody || $command == "/usr/bin/custody "* ]] ||
    fail "the window belongs to '$command'"
echo "test-pkexec: $user started custody-pkexec; $command runs as $owner on $display"
echo "test-pkexec: OK"
