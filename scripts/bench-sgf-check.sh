#!/usr/bin/env bash
# Times `gamerec check` on SGF: the joseki dictionary of the corpus and a collection of about
# 20 MB and 725 games made by concatenating whole, clean corpus games (the sizes SGFC is
# measured on in docs/benchmarks.md). Prints the best wall time of several runs of each.
#
# Usage: scripts/bench-sgf-check.sh [--runs N] [--collection PATH] [--no-build]
# Needs bash, python3 and cargo; writes the collection to PATH (default
# /tmp/sgf-collection-725.sgf) and builds the release binary unless --no-build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="$root/../shared/corpus/sgf"
collection=/tmp/sgf-collection-725.sgf
runs=5
build=1

while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --collection) collection="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        *) echo "usage: $0 [--runs N] [--collection PATH] [--no-build]" >&2; exit 2 ;;
    esac
done

if [[ $build == 1 ]]; then
    (cd "$root" && cargo build --release -p gamerec --bin gamerec >&2)
fi
gamerec="$root/target/release/gamerec"

# The games: corpus files in UTF-8 (or declaring no other charset) holding exactly one game
# tree of Go, on which `gamerec check` finds no error. Big and small games are taken in turns,
# so that the collection reaches both about 725 games and about 20 MB.
python3 - "$corpus" "$collection" "$gamerec" <<'PY'
import os, subprocess, sys

corpus, out_path, gamerec = sys.argv[1:4]
GAMES, BYTES = 725, 20 * 1024 * 1024

def top_level_trees(text):
    """Counts the game trees at the top level, reading values with their escapes."""
    depth = trees = 0
    in_value = escaped = False
    for ch in text:
        if in_value:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == "]":
                in_value = False
        elif ch == "[":
            in_value = True
        elif ch == "(":
            if depth == 0:
                trees += 1
            depth += 1
        elif ch == ")":
            depth -= 1
    return trees if depth == 0 and not in_value else -1

games = []
for name in sorted(os.listdir(corpus)):
    path = os.path.join(corpus, name)
    if not name.lower().endswith(".sgf") or name.startswith("Kogo"):
        continue
    data = open(path, "rb").read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        continue
    text = text.strip()
    if text.startswith("\ufeff") or not (text.startswith("(;") and text.endswith(")")):
        continue
    if "CA[" in text and "CA[UTF-8]" not in text.upper():
        continue
    if "GM[" in text and "GM[1]" not in text:
        continue
    if top_level_trees(text) != 1:
        continue
    if subprocess.run([gamerec, "check", path], capture_output=True).returncode != 0:
        continue
    games.append(text.encode("utf-8") + b"\n")

if not games:
    sys.exit("no clean games in " + corpus)
average = BYTES / GAMES
big = [game for game in games if len(game) > average]
small = [game for game in games if len(game) <= average] or big
big = big or small
chosen, size, taken = [], 0, {"big": 0, "small": 0}
while len(chosen) < GAMES:
    kind = "big" if size < average * (len(chosen) + 1) else "small"
    pool = big if kind == "big" else small
    game = pool[taken[kind] % len(pool)]
    taken[kind] += 1
    chosen.append(game)
    size += len(game)
with open(out_path, "wb") as out:
    out.writelines(chosen)
print(f"{out_path}: {len(chosen)} games from {len(games)} corpus files, {size:,} bytes", file=sys.stderr)
PY

dictionary="$corpus/Kogo's Joseki Dictionary.sgf"
best_of() {
    local best=""
    for _ in $(seq "$runs"); do
        local started ended elapsed
        started=$(date +%s.%N)
        "$gamerec" check --color never "$1" >/dev/null 2>&1 || true
        ended=$(date +%s.%N)
        elapsed=$(python3 -c "print(f'{$ended - $started:.3f}')")
        if [[ -z $best ]] || python3 -c "import sys; sys.exit(0 if $elapsed < $best else 1)"; then
            best=$elapsed
        fi
    done
    echo "$best"
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| input | bytes | gamerec check (best of $runs) |"
echo "|---|---|---|"
for input in "$dictionary" "$collection"; do
    echo "| $(basename "$input") | $(stat -c %s "$input") | $(best_of "$input") s |"
done
