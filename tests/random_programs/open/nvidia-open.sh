#!/bin/sh
# Runs the open NVIDIA Vulkan driver case (docs/fuzzing.md) on the default Vulkan device:
# whether nvidia-1844.cl's pipeline builds. On the H100:
#   sh tests/random_programs/open/nvidia-open.sh
set -e
cd "$(dirname "$0")/../../.."
cargo build --release --bin oclvk
dir=tests/random_programs/open
tmp=$(mktemp -d)
cp "$dir/nvidia-1844.in" "$tmp/in.bin"
if target/release/oclvk run "$dir/nvidia-1844.cl" --build-options "-cl-std=CL2.0" -k fuzz -g 24 -l 8 \
    --arg in=file:"$tmp/in.bin" --arg out=zeros:24 --arg scratch=zeros:3584 \
    --out out="$tmp/out.bin" > "$tmp/log" 2>&1; then
  echo "builds $dir/nvidia-1844.cl"
else
  echo "FAILS  $dir/nvidia-1844.cl: $(tail -1 "$tmp/log")"
fi
rm -rf "$tmp"
