#!/bin/sh
# Runs the open NVIDIA Vulkan driver cases (docs/fuzzing.md) on the default Vulkan device:
# whether nvidia-1844.cl's pipeline builds, whether nvidia-1431-crash.cl and its reduction run without
# the process dying (NVIDIA's shader compiler crashes on them), and how long nvidia-453-slow-build.cl's pipeline
# takes to build with its loop's bound replaced (cut off after 60 s). On the H100:
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
for k in nvidia-1431-crash nvidia-1431-reduced; do
  if target/release/oclvk run "$dir/$k.cl" -k fuzz -g 8 -l 8 --arg in=rand:256:1 \
      --arg out=zeros:8 --arg scratch=zeros:4096 > "$tmp/log" 2>&1; then
    echo "runs   $dir/$k.cl"
  else
    echo "FAILS  $dir/$k.cl: exit $?, $(tail -1 "$tmp/log")"
  fi
done
for bound in 101 4095 12345 16611 65535; do
  sed "s/16611u/${bound}u/" "$dir/nvidia-453-slow-build.cl" > "$tmp/slow.cl"
  start=$(date +%s)
  if timeout 60 target/release/oclvk run "$tmp/slow.cl" -k fuzz -g 4 -l 4 --arg in=zeros:1 \
      --arg out=zeros:4 --arg scratch=zeros:1 > "$tmp/log" 2>&1; then
    echo "bound $bound: built and ran in $(($(date +%s) - start)) s"
  else
    echo "bound $bound: not done after $(($(date +%s) - start)) s"
  fi
done
rm -rf "$tmp"
