#!/bin/sh
# Runs the reduced random programs of lavapipe's miscompiles (docs/fuzzing.md: 1210, 14755,
# 22194, 23624, 27887, 29052, the wgsl run's 442 and the portable run's 472) on the default Vulkan device and says whether each gives the
# right outputs (PoCL's and the host evaluator's). On the H100:
# sh tests/random_programs/open/lavapipe-loops.sh
set -e
cd "$(dirname "$0")/../../.."
cargo build --release --bin oclvk
dir=tests/random_programs/open
tmp=$(mktemp -d)
# seed, work-items (one group), scratch words
for run in "1210 16 64" "14755 16 64" "22194 16 1536" "23624 16 64" "27887 16 64" "29052 32 3072" \
  "wgsl-442 16 64" "portable-472 16 64"; do
  set -- $run
  seed=$1
  cp "$dir/lavapipe-$seed.in" "$tmp/in.bin"
  target/release/oclvk run "$dir/lavapipe-$seed.cl" -k fuzz -g "$2" -l "$2" --arg in=file:"$tmp/in.bin" \
    --arg out=zeros:"$2" --arg scratch=zeros:"$3" --out out="$tmp/out.bin" > "$tmp/log" 2>&1 \
    || { echo "FAILED $seed"; cat "$tmp/log"; continue; }
  if cmp -s "$tmp/out.bin" "$dir/lavapipe-$seed.expected.bin"; then
    echo "right  $seed ($(sed -n 's/^ran fuzz on \([^:]*\):.*/\1/p' "$tmp/log"))"
  else
    echo "WRONG  $seed ($(sed -n 's/^ran fuzz on \([^:]*\):.*/\1/p' "$tmp/log"))"
  fi
done
rm -rf "$tmp"
