#!/usr/bin/env bash
# Times `gamerec check` against SGFC on the same SGF files, runs of the two taken in turns so
# that the machine's load weighs on both alike, and prints each one's median wall time and
# the ratio gamerec / SGFC (the target in docs/benchmarks.md: at most 0.6). SGFC is not built
# here: give the path of a binary built from its own sources.
#
# Usage: scripts/sgfc-ratio.sh [--runs N] [--no-build] [--sgfc-option OPT]... SGFC FILE...
# Each --sgfc-option is passed to SGFC before the file (say --encoding=UTF-8, without which
# SGFC V2.0 stops at the end of some UTF-8 files with "charset encoding detection went
# wrong"). Needs bash, python3 and cargo; builds gamerec's release binary unless --no-build.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=11
build=1
sgfc_options=()
usage="usage: $0 [--runs N] [--no-build] [--sgfc-option OPT]... SGFC FILE..."

while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --sgfc-option) sgfc_options+=("$2"); shift 2 ;;
        -*) echo "$usage" >&2; exit 2 ;;
        *) break ;;
    esac
done
if [[ $# -lt 2 ]]; then
    echo "$usage" >&2
    exit 2
fi
sgfc="$1"
shift
if [[ ! -x "$sgfc" ]]; then
    echo "$sgfc: not an executable SGFC" >&2
    exit 2
fi

if [[ $build == 1 ]]; then
    (cd "$root" && cargo build --release -p gamerec --bin gamerec >&2)
fi
gamerec="$root/target/release/gamerec"

python3 - "$runs" "$gamerec" "$sgfc" "${#sgfc_options[@]}" ${sgfc_options[@]+"${sgfc_options[@]}"} "$@" <<'PY'
import statistics, subprocess, sys, time

runs, gamerec, sgfc = int(sys.argv[1]), sys.argv[2], sys.argv[3]
count = int(sys.argv[4])
options, files = sys.argv[5 : 5 + count], sys.argv[5 + count :]

def wall(command):
    started = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - started

print(f"| file | gamerec check | SGFC | gamerec / SGFC |")
print(f"|---|---|---|---|")
for path in files:
    ours, theirs = [], []
    # One run of each first, unmeasured, so that both start with the file in the page cache.
    wall([gamerec, "check", "--color", "never", path])
    wall([sgfc, *options, path])
    for _ in range(runs):
        ours.append(wall([gamerec, "check", "--color", "never", path]))
        theirs.append(wall([sgfc, *options, path]))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = a / b if b > 0 else float("inf")
    print(f"| {path} | {a * 1000:.1f} ms | {b * 1000:.1f} ms | {ratio:.2f} |")
print(f"\nmedians of {runs} runs each, taken in turns")
PY
