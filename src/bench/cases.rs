//! The benchmark cases: kernel sources (embedded from `bench/kernels/`), input generation, the
//! amount of work each launch does (bytes or flops) and the CPU reference each result is
//! checked against before anything is timed.

/// The suite's sources, embedded so that the binary carries them.
pub const SOURCES: &[(&str, &str)] = &[
    ("stream.cl", include_str!("../../bench/kernels/stream.cl")),
    ("reduce.cl", include_str!("../../bench/kernels/reduce.cl")),
    ("sgemm.cl", include_str!("../../bench/kernels/sgemm.cl")),
    (
        "transpose.cl",
        include_str!("../../bench/kernels/transpose.cl"),
    ),
    (
        "histogram.cl",
        include_str!("../../bench/kernels/histogram.cl"),
    ),
    ("nbody.cl", include_str!("../../bench/kernels/nbody.cl")),
    ("stencil.cl", include_str!("../../bench/kernels/stencil.cl")),
    ("spmv.cl", include_str!("../../bench/kernels/spmv.cl")),
    ("empty.cl", include_str!("../../bench/kernels/empty.cl")),
];

/// Sources that need OpenCL C 2.0 (the work-group functions), built with `-cl-std=CL2.0`; not
/// in the compile-time comparison, which builds everything as 1.2.
pub const SOURCES_CL20: &[(&str, &str)] = &[(
    "reduce_wg.cl",
    include_str!("../../bench/kernels/reduce_wg.cl"),
)];

/// The source of a suite file.
pub fn source(file: &str) -> Option<&'static str> {
    SOURCES
        .iter()
        .chain(SOURCES_CL20)
        .find(|(f, _)| *f == file)
        .map(|(_, s)| *s)
}

/// The OpenCL C version a suite file is built for (`-cl-std=` value).
pub fn cl_std(file: &str) -> &'static str {
    if SOURCES_CL20.iter().any(|(f, _)| *f == file) {
        "CL2.0"
    } else {
        "CL1.2"
    }
}

/// Problem sizes: `Small` runs in seconds on a CPU (lavapipe), `Full` is sized for a big GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    Small,
    Full,
}

/// What one launch does, to turn a time into a rate.
#[derive(Clone, Copy, Debug)]
pub enum Work {
    /// Bytes moved to and from global memory (the minimum a perfect cache would need).
    Bytes(f64),
    /// Floating-point operations.
    Flops(f64),
}

/// One kernel argument, by position.
pub enum Arg {
    /// Index into [`Case::buffers`].
    Buf(usize),
    /// A by-value argument's bytes.
    Val(Vec<u8>),
}

type Check = Box<dyn Fn(&[u8]) -> Result<(), String>>;

/// One timed kernel launch with its inputs and its check.
pub struct Case {
    /// Unique name, e.g. `sgemm-2048`.
    pub name: String,
    pub file: &'static str,
    pub kernel: &'static str,
    pub global: Vec<u64>,
    pub local: Vec<u32>,
    /// Initial contents of every buffer argument.
    pub buffers: Vec<Vec<u8>>,
    pub args: Vec<Arg>,
    /// Which buffer holds the result after the first launch.
    pub output: usize,
    pub check: Check,
    pub work: Work,
}

/// A small deterministic generator (xorshift64*), so runs are reproducible without a crate.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in [0, 1).
    pub fn f32(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

fn f32s(n: usize, rng: &mut Rng) -> Vec<f32> {
    (0..n).map(|_| rng.f32()).collect()
}

fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_i32(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

pub fn read_f32(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

pub fn read_u32(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn val_f32(v: f32) -> Arg {
    Arg::Val(v.to_le_bytes().to_vec())
}

fn val_u32(v: u32) -> Arg {
    Arg::Val(v.to_le_bytes().to_vec())
}

fn val_i32(v: i32) -> Arg {
    Arg::Val(v.to_le_bytes().to_vec())
}

/// Compares `got` with `want` element by element: |got - want| <= tol[i].
fn compare(what: &str, got: &[f32], want: &[(usize, f64, f64)]) -> Result<(), String> {
    for &(i, w, tol) in want {
        let g = *got
            .get(i)
            .ok_or_else(|| format!("{what}: result has {} elements, needs {}", got.len(), i + 1))?
            as f64;
        let err = (g - w).abs();
        if err.is_nan() || err > tol {
            return Err(format!(
                "{what}: element {i} is {g}, expected {w} (tolerance {tol:e})"
            ));
        }
    }
    Ok(())
}

fn stream_cases(size: Size, rng: &mut Rng) -> Vec<Case> {
    let n4: usize = if size == Size::Full { 1 << 24 } else { 1 << 14 };
    let a = f32s(n4 * 4, rng);
    let b = f32s(n4 * 4, rng);
    let s = 3.0f32;
    let a_copy = a.clone();
    let copy = Case {
        name: "stream-copy".into(),
        file: "stream.cl",
        kernel: "copy",
        global: vec![n4 as u64],
        local: vec![256],
        buffers: vec![bytes_f32(&a), vec![0; n4 * 16]],
        args: vec![Arg::Buf(0), Arg::Buf(1)],
        output: 1,
        check: Box::new(move |out| {
            if read_f32(out) == a_copy {
                Ok(())
            } else {
                Err("copy: output differs from input".into())
            }
        }),
        work: Work::Bytes((n4 * 16 * 2) as f64),
    };
    let (ta, tb) = (a.clone(), b.clone());
    let triad = Case {
        name: "stream-triad".into(),
        file: "stream.cl",
        kernel: "triad",
        global: vec![n4 as u64],
        local: vec![256],
        buffers: vec![bytes_f32(&a), bytes_f32(&b), vec![0; n4 * 16]],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2), val_f32(s)],
        output: 2,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..ta.len())
                .map(|i| (i, ta[i] as f64 + s as f64 * tb[i] as f64, 1e-5))
                .collect();
            compare("triad", &got, &want)
        }),
        work: Work::Bytes((n4 * 16 * 3) as f64),
    };
    vec![copy, triad]
}

/// `reduce`, or with `work_group` its variant reducing each work-group with
/// `work_group_reduce_add` (`reduce-wg`); the same input and check.
fn reduce_case(size: Size, work_group: bool, rng: &mut Rng) -> Case {
    let (n, groups): (usize, usize) = if size == Size::Full {
        (1 << 26, 2048)
    } else {
        (1 << 16, 16)
    };
    let data = f32s(n, rng);
    let sum: f64 = data.iter().map(|&x| x as f64).sum();
    let (name, file, kernel) = if work_group {
        ("reduce-wg", "reduce_wg.cl", "reduce_sum_wg")
    } else {
        ("reduce", "reduce.cl", "reduce_sum")
    };
    Case {
        name: name.into(),
        file,
        kernel,
        global: vec![(groups * 256) as u64],
        local: vec![256],
        buffers: vec![bytes_f32(&data), vec![0; groups * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), val_u32(n as u32)],
        output: 1,
        check: Box::new(move |out| {
            let got: f64 = read_f32(out).iter().map(|&x| x as f64).sum();
            if (got - sum).abs() <= 1e-4 * sum.abs() {
                Ok(())
            } else {
                Err(format!("{name}: sum of partials is {got}, expected {sum}"))
            }
        }),
        work: Work::Bytes((n * 4) as f64),
    }
}

fn sgemm_case(n: usize, kernel: &'static str, rng: &mut Rng) -> Case {
    let a = f32s(n * n, rng);
    let b = f32s(n * n, rng);
    let samples: Vec<(usize, usize)> = (0..256)
        .map(|_| (rng.below(n as u32) as usize, rng.below(n as u32) as usize))
        .collect();
    let (ca, cb) = (a.clone(), b.clone());
    Case {
        name: if kernel == "sgemm" {
            format!("sgemm-{n}")
        } else {
            format!("sgemm-regs-{n}")
        },
        file: "sgemm.cl",
        kernel,
        global: vec![(n / 4) as u64, (n / 4) as u64],
        local: vec![16, 16],
        buffers: vec![bytes_f32(&a), bytes_f32(&b), vec![0; n * n * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2), val_i32(n as i32)],
        output: 2,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = samples
                .iter()
                .map(|&(r, c)| {
                    let (mut s, mut mag) = (0f64, 0f64);
                    for k in 0..n {
                        let p = ca[r * n + k] as f64 * cb[k * n + c] as f64;
                        s += p;
                        mag += p.abs();
                    }
                    (r * n + c, s, 1e-5 * mag + 1e-6)
                })
                .collect();
            compare("sgemm", &got, &want)
        }),
        work: Work::Flops(2.0 * (n as f64).powi(3)),
    }
}

fn transpose_case(size: Size, rng: &mut Rng) -> Case {
    let (w, h): (usize, usize) = if size == Size::Full {
        (8192, 8192)
    } else {
        (256, 128)
    };
    let data = f32s(w * h, rng);
    let d = data.clone();
    Case {
        name: "transpose".into(),
        file: "transpose.cl",
        kernel: "transpose",
        global: vec![w as u64, (h / 4) as u64],
        local: vec![32, 8],
        buffers: vec![bytes_f32(&data), vec![0; w * h * 4]],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            val_i32(w as i32),
            val_i32(h as i32),
        ],
        output: 1,
        check: Box::new(move |out| {
            let got = read_f32(out);
            for y in 0..h {
                for x in 0..w {
                    if got[x * h + y] != d[y * w + x] {
                        return Err(format!(
                            "transpose: out[{x}][{y}] is {}, expected {}",
                            got[x * h + y],
                            d[y * w + x]
                        ));
                    }
                }
            }
            Ok(())
        }),
        work: Work::Bytes((w * h * 8) as f64),
    }
}

fn histogram_case(size: Size, rng: &mut Rng) -> Case {
    let (n, groups): (usize, usize) = if size == Size::Full {
        (1 << 26, 1024)
    } else {
        (1 << 16, 16)
    };
    // A skewed distribution (the sum of two uniform bytes, folded) so that some bins collide.
    let data: Vec<u32> = (0..n)
        .map(|_| (rng.below(256) + rng.below(256)) / 2 + 0x100 * rng.below(4))
        .collect();
    let mut want = vec![0u32; 256];
    for &v in &data {
        want[(v & 255) as usize] += 1;
    }
    Case {
        name: "histogram".into(),
        file: "histogram.cl",
        kernel: "histogram",
        global: vec![(groups * 256) as u64],
        local: vec![256],
        buffers: vec![bytes_u32(&data), vec![0; 256 * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), val_u32(n as u32)],
        output: 1,
        check: Box::new(move |out| {
            let got = read_u32(out);
            match (0..256).find(|&i| got.get(i) != Some(&want[i])) {
                None => Ok(()),
                Some(i) => Err(format!(
                    "histogram: bin {i} is {:?}, expected {}",
                    got.get(i),
                    want[i]
                )),
            }
        }),
        work: Work::Bytes((n * 4) as f64),
    }
}

fn nbody_case(size: Size, rng: &mut Rng) -> Case {
    let n: usize = if size == Size::Full { 1 << 15 } else { 1024 };
    let eps2 = 0.01f32;
    let pos: Vec<f32> = (0..n)
        .flat_map(|_| {
            let p = [
                rng.f32() * 2.0 - 1.0,
                rng.f32() * 2.0 - 1.0,
                rng.f32() * 2.0 - 1.0,
            ];
            [p[0], p[1], p[2], 0.5 + rng.f32()]
        })
        .collect();
    let samples: Vec<usize> = (0..64).map(|_| rng.below(n as u32) as usize).collect();
    let p = pos.clone();
    Case {
        name: "nbody".into(),
        file: "nbody.cl",
        kernel: "nbody",
        global: vec![n as u64],
        local: vec![256],
        buffers: vec![bytes_f32(&pos), vec![0; n * 16]],
        args: vec![Arg::Buf(0), Arg::Buf(1), val_i32(n as i32), val_f32(eps2)],
        output: 1,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let mut want = Vec::new();
            for &i in &samples {
                let (mut acc, mut mag) = ([0f64; 3], 0f64);
                for j in 0..n {
                    let d: Vec<f64> = (0..3)
                        .map(|c| (p[j * 4 + c] - p[i * 4 + c]) as f64)
                        .collect();
                    let d2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps2 as f64;
                    let s = p[j * 4 + 3] as f64 / (d2 * d2.sqrt());
                    for (a, dc) in acc.iter_mut().zip(&d) {
                        *a += dc * s;
                        mag += (dc * s).abs();
                    }
                }
                for (c, a) in acc.iter().enumerate() {
                    want.push((i * 4 + c, *a, 1e-4 * mag));
                }
            }
            compare("nbody", &got, &want)
        }),
        work: Work::Flops(20.0 * (n as f64) * (n as f64)),
    }
}

fn stencil_case(size: Size, kernel: &'static str, rng: &mut Rng) -> Case {
    let (nx, ny): (usize, usize) = if size == Size::Full {
        (8192, 8192)
    } else {
        (256, 256)
    };
    let data = f32s(nx * ny, rng);
    let d = data.clone();
    Case {
        name: match kernel {
            "stencil5" => "stencil".into(),
            _ => "stencil-smem32k".into(),
        },
        file: "stencil.cl",
        kernel,
        global: vec![nx as u64, ny as u64],
        local: vec![32, 8],
        buffers: vec![bytes_f32(&data), vec![0; nx * ny * 4]],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            val_i32(nx as i32),
            val_i32(ny as i32),
        ],
        output: 1,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let mut want = Vec::with_capacity(nx * ny);
            for y in 0..ny {
                for x in 0..nx {
                    let i = y * nx + x;
                    let v = if x == 0 || y == 0 || x == nx - 1 || y == ny - 1 {
                        d[i] as f64
                    } else {
                        0.2 * (d[i] as f64
                            + d[i - 1] as f64
                            + d[i + 1] as f64
                            + d[i - nx] as f64
                            + d[i + nx] as f64)
                    };
                    want.push((i, v, 1e-5));
                }
            }
            compare("stencil", &got, &want)
        }),
        work: Work::Bytes((nx * ny * 8) as f64),
    }
}

fn spmv_case(size: Size, kernel: &'static str, rng: &mut Rng) -> Case {
    let n: usize = if size == Size::Full { 1 << 20 } else { 4096 };
    let band = 4096.min(n) as u32;
    let mut rowptr = vec![0i32];
    let mut cols = Vec::new();
    let mut vals = Vec::new();
    for r in 0..n {
        let nnz = 16 + rng.below(33) as usize;
        for _ in 0..nnz {
            let off = rng.below(band) as i64 - (band / 2) as i64;
            cols.push((r as i64 + off).rem_euclid(n as i64) as i32);
            vals.push(rng.f32() * 2.0 - 1.0);
        }
        rowptr.push(cols.len() as i32);
    }
    let x = f32s(n, rng);
    let nnz = cols.len();
    let (rp, cs, vs, xs) = (rowptr.clone(), cols.clone(), vals.clone(), x.clone());
    Case {
        name: match kernel {
            "spmv_csr" => "spmv".into(),
            "spmv_csr_plain" => "spmv-plain".into(),
            "spmv_csr_unroll4" => "spmv-unroll4".into(),
            "spmv_csr_smem8k" => "spmv-smem8k".into(),
            "spmv_csr_smem32k" => "spmv-smem32k".into(),
            _ => "spmv-long".into(),
        },
        file: "spmv.cl",
        kernel,
        global: vec![n as u64],
        local: vec![128],
        buffers: vec![
            bytes_i32(&rowptr),
            bytes_i32(&cols),
            bytes_f32(&vals),
            bytes_f32(&x),
            vec![0; n * 4],
        ],
        args: vec![
            Arg::Buf(0),
            Arg::Buf(1),
            Arg::Buf(2),
            Arg::Buf(3),
            Arg::Buf(4),
            val_i32(n as i32),
        ],
        output: 4,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..n)
                .map(|r| {
                    let (mut s, mut mag) = (0f64, 0f64);
                    for j in rp[r] as usize..rp[r + 1] as usize {
                        let p = vs[j] as f64 * xs[cs[j] as usize] as f64;
                        s += p;
                        mag += p.abs();
                    }
                    (r, s, 1e-5 * mag + 1e-6)
                })
                .collect();
            compare("spmv", &got, &want)
        }),
        work: Work::Bytes(((n + 1) * 4 + nnz * 8 + n * 4 + n * 4) as f64),
    }
}

/// Names of every case at `size`, in suite order (without building inputs).
pub fn case_names(size: Size) -> Vec<String> {
    let mut names: Vec<String> = ["stream-copy", "stream-triad", "reduce"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    names.extend(sgemm_sizes(size).iter().map(|n| format!("sgemm-{n}")));
    for s in ["transpose", "histogram", "nbody", "stencil", "spmv"] {
        names.push(s.to_string());
    }
    names
}

/// Diagnostic variants (`oclvk bench --extras`), left out of the geometric mean: `reduce` with
/// `work_group_reduce_add` (OpenCL C 2.0), SGEMM with scalar accumulators, SpMV without
/// `const restrict`, unrolled by hand, with a 64-bit index, and SpMV and stencil with unused
/// `local` memory that limits the resident work-groups.
pub fn extra_names(size: Size) -> Vec<String> {
    let n = if size == Size::Full { 4096 } else { 128 };
    vec![
        "reduce-wg".to_string(),
        format!("sgemm-regs-{n}"),
        "spmv-plain".to_string(),
        "spmv-unroll4".to_string(),
        "spmv-long".to_string(),
        "spmv-smem8k".to_string(),
        "spmv-smem32k".to_string(),
        "stencil-smem32k".to_string(),
    ]
}

fn sgemm_sizes(size: Size) -> Vec<usize> {
    match size {
        Size::Full => vec![1024, 2048, 4096],
        Size::Small => vec![128],
    }
}

/// Builds the case called `name` (see [`case_names`]), inputs and reference included.
pub fn build_case(name: &str, size: Size) -> Option<Case> {
    let seed = name
        .bytes()
        .fold(17u64, |h, b| h.wrapping_mul(31) ^ b as u64);
    let rng = &mut Rng::new(seed);
    Some(match name {
        "stream-copy" => stream_cases(size, rng).swap_remove(0),
        "stream-triad" => stream_cases(size, rng).swap_remove(1),
        "reduce" => reduce_case(size, false, rng),
        "reduce-wg" => reduce_case(size, true, rng),
        "transpose" => transpose_case(size, rng),
        "histogram" => histogram_case(size, rng),
        "nbody" => nbody_case(size, rng),
        "stencil" => stencil_case(size, "stencil5", rng),
        "stencil-smem32k" => stencil_case(size, "stencil5_smem32k", rng),
        "spmv" => spmv_case(size, "spmv_csr", rng),
        "spmv-plain" => spmv_case(size, "spmv_csr_plain", rng),
        "spmv-unroll4" => spmv_case(size, "spmv_csr_unroll4", rng),
        "spmv-long" => spmv_case(size, "spmv_csr_long", rng),
        "spmv-smem8k" => spmv_case(size, "spmv_csr_smem8k", rng),
        "spmv-smem32k" => spmv_case(size, "spmv_csr_smem32k", rng),
        _ => {
            let (rest, kernel) = match name.strip_prefix("sgemm-regs-") {
                Some(rest) => (rest, "sgemm_regs"),
                None => (name.strip_prefix("sgemm-")?, "sgemm"),
            };
            let n: usize = rest.parse().ok()?;
            if !sgemm_sizes(size).contains(&n) {
                return None;
            }
            sgemm_case(n, kernel, rng)
        }
    })
}
