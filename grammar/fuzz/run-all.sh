#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 600), seeded with the shared corpus.
# Usage: grammar/fuzz/run-all.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(rbn rbx pbn sgf preferans pinochle lin)
corpus=../../shared/corpus
export RUSTC_BOOTSTRAP=1
cargo fuzz --version > /dev/null 2>&1 || { echo "cargo-fuzz is missing: cargo install cargo-fuzz"; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in "${targets[@]}"; do
  seeds=()
  case $target in
    rbn|rbx) seeds=("$corpus/rbn") ;;
    pbn) seeds=("$corpus/pbn") ;;
    sgf) seeds=("$corpus/sgf") ;;
    preferans) seeds=("$corpus/ppn" "test_data/parser/preferans") ;;
    pinochle) seeds=("test_data/parser/pinochle") ;;
    lin) seeds=("$corpus/lin" "test_data/parser/lin") ;;
  esac
  mkdir -p "fuzz/corpus/$target"
  echo "== $target: ${seconds}s"
  status=0
  cargo fuzz run -O -s none "$target" "fuzz/corpus/$target" "${seeds[@]}" -- \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -print_final_stats=1 > "$log" 2>&1 ||
    status=$?
  grep -E '^(Done|stat::number_of_executed_units|==|SUMMARY|.*panicked|.*ERROR)' "$log" || true
  [ -z "$(ls fuzz/artifacts/"$target" 2>/dev/null)" ] || { echo "crash found for $target"; exit 1; }
  [ "$status" -eq 0 ] || { tail -20 "$log"; echo "cargo fuzz failed for $target"; exit 1; }
done
