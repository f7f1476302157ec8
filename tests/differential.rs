//! Differential tests: each kernel runs with the same inputs on an OpenCL implementation (PoCL on
//! the CPU here, loaded at run time from libOpenCL.so.1) and through oclvk on Vulkan (lavapipe
//! without a GPU), and every buffer argument is compared afterwards: integers exactly, floats
//! within the case's ULP budget.
//!
//! `OCLVK_DIFF_PLATFORM` picks the OpenCL platform by name substring (default: the first with a
//! device, e.g. "Portable Computing Language" or "NVIDIA CUDA"); `OCLVK_DEVICE` picks oclvk's
//! Vulkan device. Without a usable OpenCL platform the test fails: `scripts/install-deps`
//! installs PoCL.

mod common;
#[path = "common/compare.rs"]
mod compare;
#[path = "common/opencl.rs"]
mod opencl;

use compare::compare;
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use oclvk::spirv::reflect::ArgKind;
use opencl::{ClArg, Platform};

/// An argument given to both implementations.
enum Arg {
    /// A buffer's initial bytes; compared after the run.
    Buf(Vec<u8>),
    /// A by-value argument's bytes.
    Val(Vec<u8>),
    /// A `local` pointer argument of this many elements.
    Local(u32),
}

struct Case {
    name: &'static str,
    source: &'static str,
    kernel: &'static str,
    global: Vec<usize>,
    local: Option<Vec<usize>>,
    args: Vec<Arg>,
    /// Largest float difference allowed, in units in the last place.
    ulps: u64,
}

/// Deterministic pseudo-random numbers (a 64-bit LCG).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11
    }
    fn f32s(&mut self, n: usize, lo: f32, hi: f32) -> Vec<u8> {
        (0..n)
            .flat_map(|_| {
                let t = (self.next() % 1_000_000) as f32 / 1_000_000.0;
                (lo + (hi - lo) * t).to_le_bytes()
            })
            .collect()
    }
    fn i32s(&mut self, n: usize, lo: i32, hi: i32) -> Vec<u8> {
        let span = (hi as i64 - lo as i64 + 1) as u64;
        (0..n)
            .flat_map(|_| ((lo as i64 + (self.next() % span) as i64) as i32).to_le_bytes())
            .collect()
    }
    fn i64s(&mut self, n: usize) -> Vec<u8> {
        (0..n)
            .flat_map(|_| (self.next().wrapping_mul(0x9E37_79B9) as i64).to_le_bytes())
            .collect()
    }
}

fn zeros(bytes: usize) -> Vec<u8> {
    vec![0; bytes]
}

fn cases() -> Vec<Case> {
    let mut r = Lcg(2024);
    vec![
        Case {
            name: "vadd",
            source: "kernel void vadd(global const float *a, global const float *b, global float *c) {\n  size_t i = get_global_id(0);\n  c[i] = a[i] + b[i];\n}\n",
            kernel: "vadd",
            global: vec![1024],
            local: None,
            args: vec![Arg::Buf(r.f32s(1024, -100.0, 100.0)), Arg::Buf(r.f32s(1024, -1.0, 1.0)), Arg::Buf(zeros(4096))],
            ulps: 0,
        },
        Case {
            name: "saxpy (scalar float and int arguments)",
            source: "kernel void saxpy(global float *y, global const float *x, float a, int n) {\n  int i = get_global_id(0);\n  if (i < n)\n    y[i] = a * x[i] + y[i];\n}\n",
            kernel: "saxpy",
            global: vec![1024],
            local: None,
            // Positive operands: no cancellation, so an fma moves the result by 1 ulp at most.
            args: vec![Arg::Buf(r.f32s(1024, 0.0, 10.0)), Arg::Buf(r.f32s(1024, 0.0, 10.0)), Arg::Val(2.5f32.to_le_bytes().to_vec()), Arg::Val(1000i32.to_le_bytes().to_vec())],
            // a * x + y may be contracted to an fma on one side only.
            ulps: 1,
        },
        Case {
            name: "integer arithmetic",
            source: "kernel void intops(global const int *a, global const int *b, global int *o, global uint *u) {\n  int i = get_global_id(0);\n  int x = a[i], y = b[i];\n  o[4*i+0] = x / (y == 0 ? 1 : y);\n  o[4*i+1] = x % (y == 0 ? 1 : y);\n  o[4*i+2] = (x << 3) ^ (y >> 2);\n  o[4*i+3] = min(x, y) + max(x, y) * abs(x - y);\n  u[i] = (uint)x * 2654435761u + rotate((uint)y, 5u);\n}\n",
            kernel: "intops",
            global: vec![512],
            local: None,
            args: vec![Arg::Buf(r.i32s(512, -1_000_000, 1_000_000)), Arg::Buf(r.i32s(512, -3000, 3000)), Arg::Buf(zeros(512 * 16)), Arg::Buf(zeros(512 * 4))],
            ulps: 0,
        },
        Case {
            name: "integer builtins",
            source: "kernel void intops2(global const int *a, global const int *b, global int *o, global uint *u) {\n  int i = get_global_id(0);\n  int x = a[i], y = b[i];\n  o[6*i+0] = mul_hi(x, y);\n  o[6*i+1] = clamp(x, -1000, 1000);\n  o[6*i+2] = add_sat(x, y * 4000);\n  o[6*i+3] = hadd(x, y);\n  o[6*i+4] = clz(x) + popcount(y);\n  o[6*i+5] = (x > y) ? x - y : (x & 0xff) | (y << 4);\n  u[i] = abs_diff(x, y) + (uint)sub_sat((uint)x, (uint)y);\n}\n",
            kernel: "intops2",
            global: vec![512],
            local: None,
            args: vec![Arg::Buf(r.i32s(512, i32::MIN, i32::MAX)), Arg::Buf(r.i32s(512, -600_000, 600_000)), Arg::Buf(zeros(512 * 24)), Arg::Buf(zeros(512 * 4))],
            ulps: 0,
        },
        Case {
            name: "64-bit integers",
            source: "kernel void longs(global long *a, global ulong *b) {\n  size_t i = get_global_id(0);\n  a[i] = a[i] * 3000000007L - (a[i] >> 3);\n  b[i] = (b[i] << 7) ^ (b[i] / 7UL);\n}\n",
            kernel: "longs",
            global: vec![256],
            local: None,
            args: vec![Arg::Buf(r.i64s(256)), Arg::Buf(r.i64s(256))],
            ulps: 0,
        },
        Case {
            name: "2-D transpose, reqd_work_group_size(8, 8, 1)",
            source: "kernel void __attribute__((reqd_work_group_size(8, 8, 1)))\ntranspose(global const int *in, global int *out, uint w, uint h) {\n  uint x = get_global_id(0);\n  uint y = get_global_id(1);\n  if (x < w && y < h)\n    out[x * h + y] = in[y * w + x] + (int)(get_local_id(0) * 10 + get_group_id(1));\n}\n",
            kernel: "transpose",
            global: vec![64, 32],
            local: Some(vec![8, 8]),
            args: vec![Arg::Buf(r.i32s(2048, -5000, 5000)), Arg::Buf(zeros(2048 * 4)), Arg::Val(64u32.to_le_bytes().to_vec()), Arg::Val(32u32.to_le_bytes().to_vec())],
            ulps: 0,
        },
        Case {
            name: "local-memory reduction (local pointer argument)",
            source: "kernel void lreduce(global const float *in, global float *out, local float *scratch) {\n  uint l = get_local_id(0);\n  scratch[l] = in[get_global_id(0)];\n  barrier(CLK_LOCAL_MEM_FENCE);\n  for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {\n    if (l < s)\n      scratch[l] += scratch[l + s];\n    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n  if (l == 0)\n    out[get_group_id(0)] = scratch[0];\n}\n",
            kernel: "lreduce",
            global: vec![1024],
            local: Some(vec![64]),
            args: vec![Arg::Buf(r.f32s(1024, 0.0, 1.0)), Arg::Buf(zeros(16 * 4)), Arg::Local(64)],
            ulps: 0,
        },
        Case {
            name: "local-memory reduction (local array)",
            source: "kernel void __attribute__((reqd_work_group_size(64, 1, 1)))\nreduce(global const int *in, global int *out) {\n  local int tmp[64];\n  uint l = get_local_id(0);\n  tmp[l] = in[get_global_id(0)];\n  barrier(CLK_LOCAL_MEM_FENCE);\n  for (uint s = 32; s > 0; s >>= 1) {\n    if (l < s)\n      tmp[l] += tmp[l + s];\n    barrier(CLK_LOCAL_MEM_FENCE);\n  }\n  if (l == 0)\n    out[get_group_id(0)] = tmp[0];\n}\n",
            kernel: "reduce",
            global: vec![512],
            local: Some(vec![64]),
            args: vec![Arg::Buf(r.i32s(512, -100_000, 100_000)), Arg::Buf(zeros(8 * 4))],
            ulps: 0,
        },
        Case {
            name: "conversions and float4",
            source: "kernel void conv(global const float *f, global int *i, global float4 *v, global uchar *c) {\n  size_t g = get_global_id(0);\n  float x = f[g];\n  i[g] = convert_int_sat(x * 1000.0f) + (int)floor(x) + (int)round(x * 3.0f);\n  float4 q = (float4)(x, x * 2.0f, -x, 1.0f);\n  v[g] = fmax(q, (float4)(0.5f)) + fmin(q.wzyx, 0.25f) * (float4)(2.0f) + (float4)(q.xy, q.zw);\n  c[g] = convert_uchar_sat(x * 100.0f);\n}\n",
            kernel: "conv",
            global: vec![256],
            local: None,
            args: vec![Arg::Buf(r.f32s(256, -5.0, 5.0)), Arg::Buf(zeros(1024)), Arg::Buf(zeros(4096)), Arg::Buf(zeros(256))],
            ulps: 2,
        },
        Case {
            name: "float arithmetic (sqrt, division, fma)",
            source: "kernel void mathk(global float *a, global float *b) {\n  size_t i = get_global_id(0);\n  float x = a[i];\n  b[i] = sqrt(fabs(x)) + mad(x, 2.0f, 1.0f) + x / 3.0f + floor(x) - ceil(x * 0.5f) + fma(x, x, -1.0f);\n}\n",
            kernel: "mathk",
            global: vec![256],
            local: None,
            args: vec![Arg::Buf(r.f32s(256, -50.0, 50.0)), Arg::Buf(zeros(1024))],
            // OpenCL allows 3 ulp for sqrt and 2.5 for division, Vulkan's are as loose; seen: 1 ulp
            // (lavapipe vs PoCL), 2 (H100 vs PoCL), 0 (H100 vs NVIDIA's OpenCL).
            ulps: 4,
        },
        Case {
            name: "global atomics",
            source: "kernel void atom(global int *counter, global const int *v) {\n  atomic_add(counter, v[get_global_id(0)]);\n  atomic_max(counter + 1, v[get_global_id(0)]);\n}\n",
            kernel: "atom",
            global: vec![1024],
            local: None,
            args: vec![Arg::Buf(zeros(8)), Arg::Buf(r.i32s(1024, -1000, 1000))],
            ulps: 0,
        },
        Case {
            // The Vulkan targets split them into 4-lane parts (the `wide-vectors` stage): `k` and
            // `kw` keep OpenCL's offsets (kw at 64, not 16), `x` lives in a byte-addressed home
            // (written through a `uint *`), the union and the packed struct keep their bytes, and
            // the homes align `x` and `lx` as `float8`s (were 16 bytes, the parts' alignment).
            name: "8/16-lane vectors in homes, unions, packed structs and by-value arguments",
            source: r#"typedef struct __attribute__((packed)) { char c; float8 v; short s; } Packed;
typedef union { float8 f; uint8 u; uchar b[32]; } WideBits;
kernel void wide_places(global const float8 *in, int k, float16 kw, global float8 *out,
                        global Packed *pk, global uint *bits, global ulong4 *dbits,
                        global ulong *misaligned) {
  size_t i = get_global_id(0);
  float8 x = in[i];
  uint *w = (uint *)&x;
  w[(i + k) & 7] ^= 0x80000000u;
  x[(i + 2) & 7] = x[(i + 5) & 7] * 0.5f;
  WideBits u;
  u.f = x;
  u.b[i & 31] = (uchar)i;
  bits[i] = u.u[(i + 1) & 7];
  Packed p = pk[i];
  p.c = (char)i;
  p.v = p.v * 2.0f + x;
  p.s = (short)(p.c + 1);
  pk[i] = p;
  double4 d = as_double4(x);
  dbits[i] = as_ulong4(d);
  local char lc[3];
  local float8 lx[2];
  misaligned[i] = ((ulong)&x & 31) + ((ulong)&lx[1] & 31) + ((ulong)&lc[1] & 0);
  local float16 tile[64];
  tile[get_local_id(0)] = (float16)(x, kw.lo);
  barrier(CLK_LOCAL_MEM_FENCE);
  float16 y = tile[63 - get_local_id(0)];
  out[i] = y.lo + y.hi * kw.hi;
}
"#,
            kernel: "wide_places",
            global: vec![128],
            local: Some(vec![64]),
            args: vec![
                Arg::Buf(r.f32s(128 * 8, -100.0, 100.0)),
                Arg::Val(3i32.to_le_bytes().to_vec()),
                Arg::Val((1..=16).flat_map(|v| (v as f32 * 0.5).to_le_bytes()).collect()),
                Arg::Buf(zeros(128 * 32)),
                Arg::Buf(r.f32s(128 * 35 / 4, -1.0, 1.0)),
                Arg::Buf(zeros(128 * 4)),
                Arg::Buf(zeros(128 * 32)),
                Arg::Buf(r.i64s(128)),
            ],
            ulps: 0,
        },
    ]
}

#[test]
fn opencl_and_oclvk_agree_on_every_output_buffer() {
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    let platform = Platform::open(wanted.as_deref()).unwrap_or_else(|e| {
        panic!(
            "the differential tests need an OpenCL platform (PoCL: apt-get install pocl-opencl-icd ocl-icd-libopencl1, as scripts/install-deps does): {e}"
        )
    });
    let runtime = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device for oclvk");
    eprintln!(
        "differential: OpenCL platform '{}' ({}), device '{}'  vs  oclvk on '{}'",
        platform.platform_name,
        platform.platform_version,
        platform.device_name,
        runtime.device().name
    );
    let mut failures = Vec::new();
    for case in cases() {
        match run_case(&case, &platform, &runtime) {
            Ok((line, problems)) => {
                eprintln!("  {line}");
                failures.extend(problems.into_iter().map(|p| format!("{}: {p}", case.name)));
            }
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    let messages = runtime.validation_messages();
    assert!(
        messages.is_empty(),
        "validation messages:\n{}",
        messages.join("\n")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs one case on both sides; returns the summary line and the mismatches.
fn run_case(
    case: &Case,
    platform: &Platform,
    runtime: &Runtime,
) -> Result<(String, Vec<String>), String> {
    let module = oclvk::compile_source(
        &format!("{}.cl", case.kernel),
        case.source,
        &Default::default(),
    )
    .into_result()
    .map_err(|e| format!("oclvk does not compile it:\n{e}"))?;
    let kernel = module
        .reflection
        .kernel(case.kernel)
        .ok_or("the kernel is missing from the reflection")?
        .clone();
    let program = oclvk::load(runtime, &module).map_err(|e| e.to_string())?;
    let mut cl_args = Vec::new();
    for (arg, param) in case.args.iter().zip(&kernel.args) {
        cl_args.push(match (arg, &param.kind) {
            (Arg::Buf(b), _) => ClArg::Buffer(b.clone()),
            (Arg::Val(v), _) => ClArg::Value(v.clone()),
            (Arg::Local(n), ArgKind::Local { pointee, .. }) => {
                ClArg::Local(*n as usize * pointee.size as usize)
            }
            (Arg::Local(_), _) => return Err(format!("argument '{}' is not local", param.name)),
        });
    }
    let global: Vec<u64> = case.global.iter().map(|&g| g as u64).collect();
    let cl_out = platform.run(
        case.source,
        case.kernel,
        &case.global,
        case.local.as_deref(),
        &cl_args,
    )?;
    let buffers: Vec<_> = case
        .args
        .iter()
        .filter_map(|a| match a {
            Arg::Buf(b) => Some(runtime.buffer_from_bytes(b)),
            _ => None,
        })
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let mut vk_args: Vec<(String, ArgValue)> = Vec::new();
    let mut next = buffers.iter();
    for (arg, param) in case.args.iter().zip(&kernel.args) {
        let value = match arg {
            Arg::Buf(_) => ArgValue::Buffer(next.next().expect("one buffer per Buf")),
            Arg::Val(v) => ArgValue::Value(v.clone()),
            Arg::Local(n) => ArgValue::Local(*n),
        };
        vk_args.push((param.name.clone(), value));
    }
    let named: Vec<(&str, ArgValue)> = vk_args
        .iter()
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    let mut range = NdRange::new(&global);
    if let Some(l) = &case.local {
        range = range.with_local(&l.iter().map(|&x| x as u32).collect::<Vec<_>>());
    }
    runtime
        .launch(&program, case.kernel, &range, &named)
        .map_err(|e| format!("oclvk launch: {e}"))?;
    let buffer_params = kernel
        .args
        .iter()
        .filter(|p| matches!(p.kind, ArgKind::Buffer { .. }));
    let (mut values, mut worst, mut problems) = (0, 0, Vec::new());
    for ((param, cl), vk) in buffer_params.zip(&cl_out).zip(&buffers) {
        let ArgKind::Buffer { pointee, .. } = &param.kind else {
            unreachable!("filtered to buffers")
        };
        let vk = vk.read_bytes().map_err(|e| e.to_string())?;
        let (n, w, bad) = compare(pointee, cl, &vk, case.ulps);
        values += n;
        worst = worst.max(w);
        problems.extend(
            bad.into_iter()
                .map(|b| format!("buffer '{}': {b}", param.name)),
        );
    }
    let line = format!(
        "{:<48} {} buffer(s), {values} values compared, {} differ{}",
        case.name,
        cl_out.len(),
        problems.len(),
        if worst > 0 {
            format!(" (max {worst} ulp, {} allowed)", case.ulps)
        } else {
            String::new()
        }
    );
    Ok((line, problems))
}

/// The oclvk binary may load OpenCL at run time where a command asks for it, but must start
/// without it: no `NEEDED` entry of its dynamic section names libOpenCL.
#[test]
fn the_oclvk_binary_does_not_link_opencl() {
    let out = std::process::Command::new("readelf")
        .args(["-d", env!("CARGO_BIN_EXE_oclvk")])
        .output()
        .expect("readelf (binutils, which the Rust toolchain's linker needs) runs");
    assert!(out.status.success(), "readelf -d failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let needed: Vec<&str> = text.lines().filter(|l| l.contains("(NEEDED)")).collect();
    assert!(!needed.is_empty(), "no NEEDED entries found in:\n{text}");
    assert!(
        !needed.iter().any(|l| l.contains("libOpenCL")),
        "the oclvk binary links OpenCL:\n{}",
        needed.join("\n")
    );
}
