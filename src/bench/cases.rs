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
    (
        "patterns.cl",
        include_str!("../../bench/kernels/patterns.cl"),
    ),
    ("twiddle.cl", include_str!("../../bench/kernels/twiddle.cl")),
    (
        "twiddle_double.cl",
        include_str!("../../bench/kernels/twiddle_double.cl"),
    ),
    ("explog.cl", include_str!("../../bench/kernels/explog.cl")),
    (
        "explog_parts.cl",
        include_str!("../../bench/kernels/explog_parts.cl"),
    ),
    (
        "explog_double.cl",
        include_str!("../../bench/kernels/explog_double.cl"),
    ),
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
    /// Empty: no local size is given (OpenCL's NULL), each side chooses its own.
    pub local: Vec<u32>,
    /// Initial contents of every buffer argument.
    pub buffers: Vec<Vec<u8>>,
    pub args: Vec<Arg>,
    /// Which buffer holds the result after the first launch.
    pub output: usize,
    pub check: Check,
    pub work: Work,
    /// oclvk only: a fixed `-cl-local-reserve` (unused `local` memory, an occupancy lever);
    /// `None`: the bench's default, `auto`. The OpenCL side runs the source as it is.
    pub local_reserve: Option<u32>,
    /// oclvk only: the math library's exact products by Dekker's method whatever the device's
    /// fma is (the runner leaves the fused-fma specialization constant at its default), for the
    /// record of what the fused path gains on the same device.
    pub unfused_fma: bool,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
    }
}

/// Checks sampled elements of C = A * B (square row-major n x n) against an f64 product.
fn matmul_check(n: usize, rng: &mut Rng, a: Vec<f32>, b: Vec<f32>) -> Check {
    let samples: Vec<(usize, usize)> = (0..256)
        .map(|_| (rng.below(n as u32) as usize, rng.below(n as u32) as usize))
        .collect();
    Box::new(move |out| {
        let got = read_f32(out);
        let want: Vec<_> = samples
            .iter()
            .map(|&(r, c)| {
                let (mut s, mut mag) = (0f64, 0f64);
                for k in 0..n {
                    let p = a[r * n + k] as f64 * b[k * n + c] as f64;
                    s += p;
                    mag += p.abs();
                }
                (r * n + c, s, 1e-5 * mag + 1e-6)
            })
            .collect();
        compare("sgemm", &got, &want)
    })
}

fn sgemm_case(n: usize, kernel: &'static str, rng: &mut Rng) -> Case {
    let a = f32s(n * n, rng);
    let b = f32s(n * n, rng);
    let buffers = vec![bytes_f32(&a), bytes_f32(&b), vec![0; n * n * 4]];
    let (name, global, local) = match kernel {
        "sgemm" => (format!("sgemm-{n}"), vec![n as u64 / 4; 2], vec![16, 16]),
        "sgemm_regs" => (
            format!("sgemm-regs-{n}"),
            vec![n as u64 / 4; 2],
            vec![16, 16],
        ),
        // A 16x4 group per 64x16 tile of C.
        "sgemm_reg16x4_float4" => (
            format!("sgemm-reg16x4-float4-{n}"),
            vec![n as u64, n as u64 / 16],
            vec![16, 4],
        ),
        _ => (
            format!("sgemm-reg16x4-{n}"),
            vec![n as u64, n as u64 / 16],
            vec![16, 4],
        ),
    };
    Case {
        name,
        file: if kernel.starts_with("sgemm_reg16x4") {
            "patterns.cl"
        } else {
            "sgemm.cl"
        },
        kernel,
        global,
        local,
        buffers,
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2), val_i32(n as i32)],
        output: 2,
        check: matmul_check(n, rng, a, b),
        work: Work::Flops(2.0 * (n as f64).powi(3)),
        local_reserve: None,
        unfused_fma: false,
    }
}

/// Column sums of an n x n matrix, one work-item per column (a strided, latency-bound walk).
fn column_sum_case(size: Size, kernel: &'static str, rng: &mut Rng) -> Case {
    let n: usize = if size == Size::Full { 2048 } else { 256 };
    let a = f32s(n * n, rng);
    let m = a.clone();
    Case {
        name: match kernel {
            "column_sum" => "column-sum".into(),
            _ => "column-sum-unroll4".into(),
        },
        file: "patterns.cl",
        kernel,
        global: vec![n as u64],
        local: vec![64],
        buffers: vec![bytes_f32(&a), vec![0; n * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), val_i32(n as i32)],
        output: 1,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..n)
                .map(|j| {
                    let s: f64 = (0..n).map(|i| m[i * n + j] as f64).sum();
                    // 2,048 additions in float, in an order each side chooses.
                    (j, s, 1e-4 * s.abs() + 1e-6)
                })
                .collect();
            compare("column-sum", &got, &want)
        }),
        work: Work::Bytes((n * n * 4 + n * 4) as f64),
        local_reserve: None,
        unfused_fma: false,
    }
}

/// `z = alpha * x + y` over 4M items, launched without a local size.
fn axpy_case(size: Size, rng: &mut Rng) -> Case {
    let n: usize = if size == Size::Full { 1 << 22 } else { 1 << 16 };
    let (x, y) = (f32s(n, rng), f32s(n, rng));
    let alpha = 1.5f32;
    let (cx, cy) = (x.clone(), y.clone());
    Case {
        name: "axpy-default-local".into(),
        file: "patterns.cl",
        kernel: "axpy",
        global: vec![n as u64],
        local: Vec::new(),
        buffers: vec![bytes_f32(&x), bytes_f32(&y), vec![0; n * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2), val_f32(alpha)],
        output: 2,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..n)
                .map(|i| (i, alpha as f64 * cx[i] as f64 + cy[i] as f64, 1e-5))
                .collect();
            compare("axpy", &got, &want)
        }),
        work: Work::Bytes((n * 12) as f64),
        local_reserve: None,
        unfused_fma: false,
    }
}

/// `out = s * in + 1` over a 2-D range, launched without a local size.
fn scale_2d_case(size: Size, rng: &mut Rng) -> Case {
    let (w, h): (usize, usize) = if size == Size::Full {
        (4096, 4096)
    } else {
        (256, 128)
    };
    let data = f32s(w * h, rng);
    let d = data.clone();
    let s = 0.5f32;
    Case {
        name: "scale-2d-default-local".into(),
        file: "patterns.cl",
        kernel: "scale_2d",
        global: vec![w as u64, h as u64],
        local: Vec::new(),
        buffers: vec![bytes_f32(&data), vec![0; w * h * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), val_f32(s)],
        output: 1,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..w * h)
                .map(|i| (i, s as f64 * d[i] as f64 + 1.0, 1e-5))
                .collect();
            compare("scale-2d", &got, &want)
        }),
        work: Work::Bytes((w * h * 8) as f64),
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
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
        local_reserve: None,
        unfused_fma: false,
    }
}

/// FFT twiddles: cos and sin of -2 pi (k i mod n) / n for every i, in float (`twiddle`) or
/// through double (`twiddle_double`, the old evaluation), against the host's double cos/sin of
/// the same float angle.
fn twiddle_case(size: Size, kernel: &'static str) -> Case {
    let n: usize = if size == Size::Full { 1 << 24 } else { 1 << 16 };
    let k = 7i32;
    Case {
        name: match kernel {
            "twiddle" => "twiddle".into(),
            _ => "twiddle-double".into(),
        },
        file: match kernel {
            "twiddle" => "twiddle.cl",
            _ => "twiddle_double.cl",
        },
        kernel,
        global: vec![n as u64],
        local: vec![256],
        buffers: vec![vec![0; n * 8]],
        args: vec![Arg::Buf(0), val_i32(k), val_i32(n as i32)],
        output: 0,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..n)
                .flat_map(|i| {
                    // The kernel's float angle, step by step (products by powers of two and
                    // the one rounding of the product are the same in f32 here).
                    let j = (k as usize * i) & (n - 1);
                    let a = -2.0f32 * std::f32::consts::PI * j as f32 / n as f32;
                    let a = f64::from(a);
                    // The full profile's 4 ulp at magnitude 1.
                    [(2 * i, a.cos(), 5e-7), (2 * i + 1, a.sin(), 5e-7)]
                })
                .collect();
            compare(kernel, &got, &want)
        }),
        work: Work::Bytes((n * 8) as f64),
        local_reserve: None,
        unfused_fma: false,
    }
}

/// exp, log and pow over an array, four of each per element (`explog.cl`), or the same
/// evaluated in double and rounded (`explog_double.cl`, `kernel` `explog_double`), or one of
/// the three alone (`explog_parts.cl`: `explog_exp`, `explog_log`, `explog_pow`, which show
/// what each function costs). The rate counts one operation per function evaluation; the
/// reference is the host's double functions on the same float arguments (each float result is
/// within a few ulp of it).
fn explog_case(size: Size, name: &str, rng: &mut Rng) -> Case {
    let n: usize = if size == Size::Full { 1 << 24 } else { 1 << 14 };
    let x: Vec<f32> = (0..n).map(|_| rng.f32() * 16.0 - 8.0).collect();
    let y: Vec<f32> = (0..n).map(|_| 0.01 + rng.f32() * 16.0).collect();
    let (xs, ys) = (x.clone(), y.clone());
    let unfused_fma = name.ends_with("-unfused");
    let (file, kernel, [with_exp, with_log, with_pow]) =
        match name.strip_suffix("-unfused").unwrap_or(name) {
            "explog-double" => ("explog_double.cl", "explog_double", [true; 3]),
            "explog-exp" => ("explog_parts.cl", "explog_exp", [true, false, false]),
            "explog-log" => ("explog_parts.cl", "explog_log", [false, true, false]),
            "explog-pow" => ("explog_parts.cl", "explog_pow", [false, false, true]),
            _ => ("explog.cl", "explog", [true; 3]),
        };
    let functions = [with_exp, with_log, with_pow]
        .iter()
        .filter(|&&f| f)
        .count();
    let label = name.to_string();
    Case {
        name: name.into(),
        file,
        kernel,
        global: vec![n as u64],
        local: vec![256],
        buffers: vec![bytes_f32(&x), bytes_f32(&y), vec![0; n * 4]],
        args: vec![Arg::Buf(0), Arg::Buf(1), Arg::Buf(2)],
        output: 2,
        check: Box::new(move |out| {
            let got = read_f32(out);
            let want: Vec<_> = (0..n)
                .map(|i| {
                    let (a, b) = (xs[i], ys[i]);
                    let (mut s, mut mag) = (0f64, 0f64);
                    for k in 0..4 {
                        // The kernel's float arguments, rounded as it rounds them.
                        let t = a + 0.25 * k as f32;
                        let terms = [
                            (with_exp, (t as f64).exp()),
                            (with_log, ((b + k as f32) as f64).ln()),
                            (with_pow, (b as f64).powf((0.5 * t) as f64)),
                        ];
                        for (_, v) in terms.iter().filter(|t| t.0) {
                            s += v;
                            mag += v.abs();
                        }
                    }
                    (i, s, 2e-6 * mag)
                })
                .collect();
            compare(&label, &got, &want)
        }),
        work: Work::Flops((n * 4 * functions) as f64),
        local_reserve: None,
        unfused_fma,
    }
}

/// Names of every case at `size`, in suite order (without building inputs).
pub fn case_names(size: Size) -> Vec<String> {
    let mut names: Vec<String> = ["stream-copy", "stream-triad", "reduce"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    names.extend(sgemm_sizes(size).iter().map(|n| format!("sgemm-{n}")));
    for s in [
        "transpose",
        "histogram",
        "nbody",
        "stencil",
        "spmv",
        "twiddle",
        "explog",
    ] {
        names.push(s.to_string());
    }
    names
}

/// Diagnostic variants (`oclvk bench --extras`), left out of the geometric mean: `reduce` with
/// `work_group_reduce_add` (OpenCL C 2.0), SGEMM with scalar accumulators, SpMV without
/// `const restrict`, unrolled by hand, with a 64-bit index, SpMV and stencil with unused
/// `local` memory that limits the resident work-groups, and SpMV with that memory from
/// `-cl-local-reserve` (the occupancy lever) instead; then the patterns of `patterns.cl`
/// (issue #23): register-blocked SGEMM reading runs of `local` floats (and the same with float4
/// loads), a strided column walk (and the same unrolled by hand), and element-wise kernels in
/// 1-D and 2-D launched without a local size; the FFT twiddles and `explog` with their math
/// evaluated in double (the float library's predecessor, for the record); `explog`'s exp, log
/// and pow one at a time; and `explog` and its pow with the library's exact products by
/// Dekker's method even where the device's fma is fused (`-unfused`: what the fused path
/// gains, in the same run).
pub fn extra_names(size: Size) -> Vec<String> {
    let n = if size == Size::Full { 4096 } else { 128 };
    let reg16x4 = if size == Size::Full { 2048 } else { 128 };
    vec![
        "reduce-wg".to_string(),
        format!("sgemm-regs-{n}"),
        format!("sgemm-reg16x4-{reg16x4}"),
        format!("sgemm-reg16x4-float4-{reg16x4}"),
        "column-sum".to_string(),
        "column-sum-unroll4".to_string(),
        "axpy-default-local".to_string(),
        "scale-2d-default-local".to_string(),
        "spmv-plain".to_string(),
        "spmv-unroll4".to_string(),
        "spmv-long".to_string(),
        "spmv-smem8k".to_string(),
        "spmv-smem32k".to_string(),
        "stencil-smem32k".to_string(),
        "spmv-reserve32k".to_string(),
        "twiddle-double".to_string(),
        "explog-double".to_string(),
        "explog-exp".to_string(),
        "explog-log".to_string(),
        "explog-pow".to_string(),
        "explog-unfused".to_string(),
        "explog-pow-unfused".to_string(),
    ]
}

fn sgemm_sizes(size: Size) -> Vec<usize> {
    match size {
        Size::Full => vec![1024, 2048, 4096],
        Size::Small => vec![128],
    }
}

/// `case` compiled with `-cl-local-reserve=BYTES` whatever the bench's default.
fn fixed_reserve(mut case: Case, bytes: u32) -> Case {
    case.local_reserve = Some(bytes);
    case
}

/// Builds the case called `name` (see [`case_names`]), inputs and reference included.
pub fn build_case(name: &str, size: Size) -> Option<Case> {
    let seed = |name: &str| {
        name.bytes()
            .fold(17u64, |h, b| h.wrapping_mul(31) ^ b as u64)
    };
    let rng = &mut Rng::new(seed(name));
    Some(match name {
        "stream-copy" => stream_cases(size, rng).swap_remove(0),
        "stream-triad" => stream_cases(size, rng).swap_remove(1),
        "reduce" => reduce_case(size, false, rng),
        "reduce-wg" => reduce_case(size, true, rng),
        "transpose" => transpose_case(size, rng),
        "histogram" => histogram_case(size, rng),
        "nbody" => nbody_case(size, rng),
        "stencil" => stencil_case(size, "stencil5", rng),
        "stencil-smem32k" => fixed_reserve(stencil_case(size, "stencil5_smem32k", rng), 0),
        "spmv" => spmv_case(size, "spmv_csr", rng),
        "spmv-plain" => spmv_case(size, "spmv_csr_plain", rng),
        "spmv-unroll4" => spmv_case(size, "spmv_csr_unroll4", rng),
        "spmv-long" => spmv_case(size, "spmv_csr_long", rng),
        // The unused-`local`-memory variants show what a fixed amount does: no reserve on top.
        "spmv-smem8k" => fixed_reserve(spmv_case(size, "spmv_csr_smem8k", rng), 0),
        "spmv-smem32k" => fixed_reserve(spmv_case(size, "spmv_csr_smem32k", rng), 0),
        "spmv-reserve32k" => {
            // spmv's very inputs, through the occupancy lever instead of a source change.
            let mut case = spmv_case(size, "spmv_csr", &mut Rng::new(seed("spmv")));
            case.name = name.into();
            case.local_reserve = Some(32 << 10);
            case
        }
        "column-sum" => column_sum_case(size, "column_sum", rng),
        "column-sum-unroll4" => column_sum_case(size, "column_sum_unroll4", rng),
        "axpy-default-local" => axpy_case(size, rng),
        "scale-2d-default-local" => scale_2d_case(size, rng),
        "twiddle" => twiddle_case(size, "twiddle"),
        "twiddle-double" => twiddle_case(size, "twiddle_double"),
        "explog" | "explog-double" => explog_case(size, name, rng),
        // explog's very inputs, so that the rows add up and compare.
        "explog-exp" | "explog-log" | "explog-pow" | "explog-unfused" | "explog-pow-unfused" => {
            explog_case(size, name, &mut Rng::new(seed("explog")))
        }
        _ => {
            let (rest, kernel) = if let Some(rest) = name.strip_prefix("sgemm-regs-") {
                (rest, "sgemm_regs")
            } else if let Some(rest) = name.strip_prefix("sgemm-reg16x4-float4-") {
                (rest, "sgemm_reg16x4_float4")
            } else if let Some(rest) = name.strip_prefix("sgemm-reg16x4-") {
                (rest, "sgemm_reg16x4")
            } else {
                (name.strip_prefix("sgemm-")?, "sgemm")
            };
            let n: usize = rest.parse().ok()?;
            let sizes = match kernel {
                "sgemm_reg16x4" | "sgemm_reg16x4_float4" => {
                    vec![if size == Size::Full { 2048 } else { 128 }]
                }
                _ => sgemm_sizes(size),
            };
            if !sizes.contains(&n) {
                return None;
            }
            sgemm_case(n, kernel, rng)
        }
    })
}
