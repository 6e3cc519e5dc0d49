#!/bin/sh
# Installs the Debian packages named as arguments when they are missing, for the editor tests.
# Runs apt-get update first only when apt does not know a package, or when an install fails
# because the package lists are stale. Fails (status 1) with apt's own message when it cannot.
set -eu

missing=
for package in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    case "$status" in
        *"install ok installed"*) ;;
        *) missing="$missing $package" ;;
    esac
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
    as_root=
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo -n"
else
    echo "apt-ensure: need root or sudo to install:$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive

install() {
    # shellcheck disable=SC2086
    $as_root apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=600 $missing
}
update() {
    $as_root apt-get update -o DPkg::Lock::Timeout=600
}

for package in $missing; do
    if ! apt-cache show "$package" >/dev/null 2>&1; then
        update
        break
    fi
done
echo "apt-ensure: installing$missing" >&2
if ! install; then
    update
    install
fi
