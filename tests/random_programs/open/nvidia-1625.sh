#!/bin/sh
# Runs nvidia-1625.cl (random program 1625, reduced: an open NVIDIA Vulkan driver miscompile,
# docs/fuzzing.md) and its variants nvidia-1625-*.cl on the default Vulkan device, and says
# which give the right outputs (nvidia-1625.expected.bin: lavapipe's, the host evaluator's and
# NVIDIA's OpenCL's; every variant computes the same values). On the H100:
#   sh tests/random_programs/open/nvidia-1625.sh
# A variant that is right where nvidia-1625.cl is wrong is a form oclvk could emit instead.
set -e
cd "$(dirname "$0")/../../.."
cargo build --release --bin oclvk
dir=tests/random_programs/open
tmp=$(mktemp -d)
cp "$dir/nvidia-1625.in" "$tmp/in.bin"
for f in "$dir/nvidia-1625.cl" "$dir"/nvidia-1625-*.cl; do
  target/release/oclvk run "$f" --build-options "-cl-std=CL2.0" -k fuzz -g 8 -l 8 \
    --arg in=file:"$tmp/in.bin" --arg out=zeros:8 --arg scratch=zeros:1024 \
    --out out="$tmp/out.bin" > "$tmp/log" 2>&1 || { echo "FAILED $f"; cat "$tmp/log"; continue; }
  if cmp -s "$tmp/out.bin" "$dir/nvidia-1625.expected.bin"; then
    echo "right  $f"
  else
    echo "WRONG  $f"
  fi
done
rm -rf "$tmp"
