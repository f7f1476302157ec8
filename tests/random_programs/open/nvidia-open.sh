#!/bin/sh
# Runs the open NVIDIA Vulkan driver cases other than 1625 (docs/fuzzing.md) on the default
# Vulkan device: nvidia-136.cl and its variants, each against its own expected output (lavapipe's
# and PoCL's), and whether nvidia-1844.cl's pipeline builds. On the H100:
#   sh tests/random_programs/open/nvidia-open.sh
set -e
cd "$(dirname "$0")/../../.."
cargo build --release --bin oclvk
dir=tests/random_programs/open
tmp=$(mktemp -d)
cp "$dir/nvidia-136.in" "$tmp/in.bin"
for f in "$dir/nvidia-136.cl" "$dir"/nvidia-136-*.cl; do
  target/release/oclvk run "$f" --build-options "-cl-std=CL2.0" -k fuzz -g 64 -l 32 \
    --arg in=file:"$tmp/in.bin" --arg out=zeros:64 --arg scratch=zeros:6144 \
    --out out="$tmp/out.bin" > "$tmp/log" 2>&1 || { echo "FAILED $f"; cat "$tmp/log"; continue; }
  if cmp -s "$tmp/out.bin" "${f%.cl}.expected.bin"; then echo "right  $f"; else echo "WRONG  $f"; fi
done
cp "$dir/nvidia-1844.in" "$tmp/in.bin"
if target/release/oclvk run "$dir/nvidia-1844.cl" --build-options "-cl-std=CL2.0" -k fuzz -g 24 -l 8 \
    --arg in=file:"$tmp/in.bin" --arg out=zeros:24 --arg scratch=zeros:3584 \
    --out out="$tmp/out.bin" > "$tmp/log" 2>&1; then
  echo "builds $dir/nvidia-1844.cl"
else
  echo "FAILS  $dir/nvidia-1844.cl: $(tail -1 "$tmp/log")"
fi
rm -rf "$tmp"
