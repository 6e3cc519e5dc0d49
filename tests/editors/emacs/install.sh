#!/bin/sh
# Installs what the Emacs tests run, when it is missing: Debian's emacs-nox (Emacs 28 on
# bookworm) and elpa-eglot. Prints the Emacs to run as emacs=PATH.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sh "$here/../apt-ensure.sh" emacs-nox elpa-eglot >&2
emacs=$(command -v emacs 2>/dev/null || true)
[ -n "$emacs" ] || { echo "emacs install: no emacs on PATH after installing emacs-nox" >&2; exit 1; }
echo "emacs=$emacs"
