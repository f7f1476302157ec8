#!/bin/sh
# Runs the reduced random programs 1210 and 14755 (lavapipe miscompiles, docs/fuzzing.md) on
# the default Vulkan device and says whether each gives the right outputs (PoCL's and the host
# evaluator's). On the H100: sh tests/random_programs/open/lavapipe-loops.sh
set -e
cd "$(dirname "$0")/../../.."
cargo build --release --bin oclvk
dir=tests/random_programs/open
tmp=$(mktemp -d)
for seed in 1210 14755; do
  cp "$dir/lavapipe-$seed.in" "$tmp/in.bin"
  target/release/oclvk run "$dir/lavapipe-$seed.cl" -k fuzz -g 16 -l 16 --arg in=file:"$tmp/in.bin" \
    --arg out=zeros:16 --arg scratch=zeros:64 --out out="$tmp/out.bin" > "$tmp/log" 2>&1 \
    || { echo "FAILED $seed"; cat "$tmp/log"; continue; }
  if cmp -s "$tmp/out.bin" "$dir/lavapipe-$seed.expected.bin"; then
    echo "right  $seed ($(sed -n 's/^ran fuzz on \([^:]*\):.*/\1/p' "$tmp/log"))"
  else
    echo "WRONG  $seed ($(sed -n 's/^ran fuzz on \([^:]*\):.*/\1/p' "$tmp/log"))"
  fi
done
rm -rf "$tmp"
