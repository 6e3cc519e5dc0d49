#!/usr/bin/env bash
# Runs the fuzz targets above the parser for SECONDS each (default 600), seeded with the
# shared corpus, the project's own test documents and small generated documents.
# Usage: server/fuzz/run-all.sh [SECONDS] [TARGET...]
# A target is LAYER_FORMAT (check_sgf, format_pbn, features_lin, edits_rbx, ...); with no
# target given, every layer of every format runs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for layer in check format features edits; do
    for format in rbn rbx pbn sgf preferans pinochle lin; do
      targets+=("${layer}_$format")
    done
  done
fi
corpus=../../shared/corpus
export RUSTC_BOOTSTRAP=1
cargo fuzz --version > /dev/null 2>&1 || { echo "cargo-fuzz is missing: cargo install cargo-fuzz"; exit 1; }
seeds_dir=fuzz/seeds
[ -d "$seeds_dir" ] || cargo run -q -p gamerec-grammar --example fuzz_seeds -- "$seeds_dir"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in "${targets[@]}"; do
  format=${target#*_}
  seeds=("$seeds_dir/$format")
  case $format in
    rbn|rbx) seeds+=("$corpus/rbn") ;;
    pbn) seeds+=("$corpus/pbn") ;;
    sgf) seeds+=("$corpus/sgf") ;;
    preferans) seeds+=("$corpus/ppn" "../grammar/test_data/parser/preferans") ;;
    pinochle) seeds+=("../grammar/test_data/parser/pinochle") ;;
    lin) seeds+=("$corpus/lin" "../grammar/test_data/parser/lin") ;;
  esac
  existing=()
  for seed in "${seeds[@]}"; do [ -d "$seed" ] && existing+=("$seed"); done
  mkdir -p "fuzz/corpus/$target"
  echo "== $target: ${seconds}s"
  status=0
  cargo fuzz run -O -s none "$target" "fuzz/corpus/$target" "${existing[@]}" -- \
    -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=4096 \
    -print_final_stats=1 > "$log" 2>&1 || status=$?
  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb|==|SUMMARY|.*panicked|.*ERROR)' "$log" || true
  [ -z "$(ls fuzz/artifacts/"$target" 2>/dev/null)" ] || { echo "crash found for $target"; exit 1; }
  [ "$status" -eq 0 ] || { tail -30 "$log"; echo "cargo fuzz failed for $target"; exit 1; }
done
