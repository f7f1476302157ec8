//! Generated kernels: a [`Group`] of [`Slot`]s becomes one OpenCL C kernel, built and run once
//! on the OpenCL platform and once through oclvk, so the number of program builds stays small.
//!
//! Every generated kernel has the same two parameters, `global const uchar *src` and
//! `global uchar *dst`. Each slot's inputs and outputs are regions of these buffers (16-byte
//! aligned), which the slot's block reaches through typed pointers named `a0, a1, ...` (inputs)
//! and `r0, r1, ...` (outputs); `i` is the global id. A slot whose source oclvk rejects is
//! taken out of its group (found by compiling the slots one by one), recorded with oclvk's
//! message, and the rest of the group runs.
//!
//! Groups of one OpenCL C version (`-cl-std`) are built as one program per side; groups of
//! another version (the 2.0 atomics) as another.

use crate::compare::Check;
use crate::opencl::{Built, ClArg, Platform};
use crate::values::Elem;
use oclvk::frontend::options::ClStd;
use oclvk::runner::{ArgValue, NdRange, Runtime};
use std::fmt::Write;

/// One input array of a slot.
pub struct Input {
    pub elem: Elem,
    pub values: Vec<u64>,
}

/// One output array of a slot, with its initial contents and how it is compared.
pub struct Output {
    pub elem: Elem,
    pub init: Vec<u64>,
    pub check: Check,
    /// Per element, results the specification permits besides the platform's (bit for bit):
    /// `mad`'s fused and unfused results. Empty: none.
    pub alternatives: Vec<Vec<u64>>,
    /// Per element, the absolute tolerance of [`Check::Absolute`].
    pub tolerance: Vec<f64>,
    /// Per element, a reference result computed on the host (float math functions Rust's
    /// `f64` evaluates, rounded to float): where oclvk is beyond the limit from the platform
    /// but within it from this reference, the platform is the one off. Empty: none.
    pub reference: Vec<u64>,
}

/// One builtin (function and type) tested by a block of a generated kernel.
pub struct Slot {
    pub family: &'static str,
    pub function: String,
    /// The scalar type the known-nonconformant list keys on.
    pub ty: Elem,
    /// The shape as written in OpenCL C, for messages: `sin(float4)`.
    pub label: String,
    pub inputs: Vec<Input>,
    pub outputs: Vec<Output>,
    /// The block runs for global ids below this (`None`: every work-item runs it, e.g. around
    /// barriers).
    pub items: Option<usize>,
    pub body: String,
    /// (case, twin): the twin case has the case's inputs with float denormals flushed to zero,
    /// so a device that flushes denormal inputs may give the twin's result.
    pub twins: Vec<(usize, usize)>,
}

impl Slot {
    /// The key of the known-nonconformant list: `family/function/type`.
    pub fn key(&self) -> String {
        format!("{}/{}/{}", self.family, self.function, self.ty.name())
    }
}

/// Slots run by one generated kernel.
pub struct Group {
    pub name: String,
    /// Declarations at kernel scope (`local` arrays).
    pub prelude: String,
    pub slots: Vec<Slot>,
    pub global: usize,
    pub local: Option<usize>,
    /// The OpenCL C version the group's kernel is built as (`-cl-std`), on both sides.
    pub std: ClStd,
}

/// Most slots in one kernel on the oclvk side (`OCLVK_BUILTINS_MAX_SLOTS` overrides it).
/// PoCL compiles each kernel at its first launch with a large fixed cost, so it runs a group
/// as one kernel; lavapipe's compile time grows faster than a kernel's length, so oclvk runs
/// it as several kernels of at most this many slots over the same buffers.
fn max_slots() -> usize {
    std::env::var("OCLVK_BUILTINS_MAX_SLOTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24)
}

/// What one slot's run produced: per output, the platform's and oclvk's bytes.
pub enum SlotRun {
    Ran(Vec<(Vec<u8>, Vec<u8>)>),
    /// oclvk rejects the slot's source (compiled alone); the message.
    NotCompiled(String),
}

const ALIGN: usize = 16;

fn pad(bytes: &mut Vec<u8>) {
    while bytes.len() % ALIGN != 0 {
        bytes.push(0);
    }
}

/// Byte layout of the two buffers: per slot, the offsets of its inputs and outputs.
struct Layout {
    src: Vec<u8>,
    dst: Vec<u8>,
    inputs: Vec<Vec<usize>>,
    outputs: Vec<Vec<(usize, usize)>>,
}

fn layout(slots: &[&Slot]) -> Layout {
    let (mut src, mut dst) = (Vec::new(), Vec::new());
    let (mut inputs, mut outputs) = (Vec::new(), Vec::new());
    for s in slots {
        let mut ins = Vec::new();
        for input in &s.inputs {
            ins.push(src.len());
            for &v in &input.values {
                input.elem.put(v, &mut src);
            }
            pad(&mut src);
        }
        let mut outs = Vec::new();
        for output in &s.outputs {
            let at = dst.len();
            for &v in &output.init {
                output.elem.put(v, &mut dst);
            }
            outs.push((at, dst.len() - at));
            pad(&mut dst);
        }
        inputs.push(ins);
        outputs.push(outs);
    }
    // Neither buffer may be empty.
    src.resize(src.len().max(ALIGN), 0);
    dst.resize(dst.len().max(ALIGN), 0);
    Layout {
        src,
        dst,
        inputs,
        outputs,
    }
}

/// The extensions every generated program enables (fp64, the 32-bit atomics `atom_*` belongs
/// to, and the 64-bit atomics).
fn header() -> String {
    let mut s = String::new();
    for ext in [
        "cl_khr_fp64",
        "cl_khr_global_int32_base_atomics",
        "cl_khr_global_int32_extended_atomics",
        "cl_khr_local_int32_base_atomics",
        "cl_khr_local_int32_extended_atomics",
        "cl_khr_int64_base_atomics",
        "cl_khr_int64_extended_atomics",
    ] {
        let _ = writeln!(s, "#pragma OPENCL EXTENSION {ext} : enable");
    }
    s
}

/// The kernel `name` running the slots `which` (indices into `slots` and `layout`) of `group`.
fn kernel_text(
    name: &str,
    group: &Group,
    slots: &[&Slot],
    layout: &Layout,
    which: &[usize],
) -> String {
    kernel_text_with_lines(name, group, slots, layout, which).0
}

/// [`kernel_text`], and the line (counted from the kernel's first) where each slot's block
/// starts.
fn kernel_text_with_lines(
    name: &str,
    group: &Group,
    slots: &[&Slot],
    layout: &Layout,
    which: &[usize],
) -> (String, Vec<usize>) {
    let mut s = format!("kernel void {name}(global const uchar *src, global uchar *dst) {{\n");
    s += "  const size_t i = get_global_id(0);\n";
    s += &group.prelude;
    let mut starts = Vec::new();
    for &n in which {
        starts.push(s.matches('\n').count());
        let slot = slots[n];
        let _ = writeln!(s, "  /* {} */ {{", slot.label);
        for (j, (input, off)) in slot.inputs.iter().zip(&layout.inputs[n]).enumerate() {
            let t = input.elem.name();
            let _ = writeln!(
                s,
                "    global const {t} *a{j} = (global const {t} *)(src + {off});"
            );
        }
        for (j, (output, (off, _))) in slot.outputs.iter().zip(&layout.outputs[n]).enumerate() {
            let t = output.elem.name();
            let _ = writeln!(s, "    global {t} *r{j} = (global {t} *)(dst + {off});");
        }
        match slot.items {
            Some(items) => {
                let _ = writeln!(s, "    if (i < {items}) {{ {} }}", slot.body);
            }
            None => {
                let _ = writeln!(s, "    {}", slot.body);
            }
        }
        s += "  }\n";
    }
    s += "}\n";
    (s, starts)
}

fn compile(text: &str, std: ClStd) -> Result<oclvk::spirv::Output, String> {
    let mut options = oclvk::CompileOptions::default();
    options.lang.std = std;
    oclvk::compile_source("builtins.cl", text, &options)
        .into_result()
        .map_err(|e| e.to_string())
}

/// The OpenCL platform's build options for `std`, and the text its program starts with.
///
/// PoCL here supports OpenCL C 1.2 only: 2.0 groups (the 2.0 atomics) are built there as 1.2
/// after [`crate::atomics_c11::PLATFORM_SHIM`], which defines the 2.0 atomics with 1.x ones,
/// and [`crate::atomics_float::FLOAT_SHIM`] (the float atomics, as compare-and-swap loops).
fn platform_build(std: ClStd) -> (&'static str, String) {
    match std {
        ClStd::Cl1_0 => ("-cl-std=CL1.0", header()),
        ClStd::Cl1_1 => ("-cl-std=CL1.1", header()),
        // The platform's default (the newest 1.x it supports, which is 1.2).
        ClStd::Cl1_2 => ("", header()),
        ClStd::Cl2_0 | ClStd::Cl3_0 => (
            "",
            header() + crate::atomics_c11::PLATFORM_SHIM + crate::atomics_float::FLOAT_SHIM,
        ),
    }
}

/// oclvk's message for each slot of `group` that it does not compile (`None`: compiles).
///
/// When the group does not compile as one kernel, every slot becomes a kernel of its own in one
/// module (lowering stops at a kernel's first error but reports every kernel's), errors are
/// mapped to slots by line, and the rest is compiled again. An error without a location falls
/// back to compiling the remaining slots one by one.
fn rejected_slots(group: &Group) -> Vec<Option<String>> {
    let all: Vec<&Slot> = group.slots.iter().collect();
    let lay = layout(&all);
    let every: Vec<usize> = (0..all.len()).collect();
    let mut rejected: Vec<Option<String>> = vec![None; all.len()];
    if compile(
        &(header() + &kernel_text("k", group, &all, &lay, &every)),
        group.std,
    )
    .is_ok()
    {
        return rejected;
    }
    let first_line = header().matches('\n').count() + 1;
    loop {
        let kept: Vec<usize> = every
            .iter()
            .copied()
            .filter(|&n| rejected[n].is_none())
            .collect();
        let (mut text, mut starts) = (header(), Vec::new());
        for &n in &kept {
            starts.push(text.matches('\n').count() + 1);
            text += &kernel_text(&format!("k{n}"), group, &all, &lay, &[n]);
        }
        let Err(e) = compile(&text, group.std) else {
            return rejected;
        };
        let mut located = false;
        for line in e.lines().filter(|l| l.contains("error")) {
            let at = line
                .strip_prefix("builtins.cl:")
                .and_then(|rest| rest.split(':').next())
                .and_then(|l| l.parse::<usize>().ok())
                .filter(|&l| l >= first_line);
            // The slot whose kernel starts last at or before the line.
            if let Some(k) = at.and_then(|at| starts.iter().rposition(|&s| s <= at)) {
                if rejected[kept[k]].is_none() {
                    // The message without its position in the generated text.
                    let message = line.split_once("error: ").map_or(line, |(_, m)| m);
                    rejected[kept[k]] = Some(message.to_string());
                    located = true;
                }
            }
        }
        if !located {
            for &n in &kept {
                let text = header() + &kernel_text("k", group, &all, &lay, &[n]);
                if let Err(e) = compile(&text, group.std) {
                    rejected[n] = Some(e.lines().next().unwrap_or_default().to_string());
                }
            }
            return rejected;
        }
    }
}

/// A group ready to run: its kept slots' layout, the OpenCL kernel's name and the oclvk
/// kernels' names.
struct Prepared<'g> {
    rejected: Vec<Option<String>>,
    layout: Layout,
    cl_kernel: String,
    vk_kernels: Vec<String>,
    group: &'g Group,
}

/// Runs every group on both sides as one program per side and OpenCL C version (one OpenCL
/// build, one oclvk module: the builds dominate the run time); per group, one entry per slot,
/// in order.
pub fn run_all(
    groups: &[Group],
    platform: &Platform,
    runtime: &Runtime,
    verbose: bool,
) -> Vec<Result<Vec<SlotRun>, String>> {
    let mut stds: Vec<ClStd> = groups.iter().map(|g| g.std).collect();
    stds.sort();
    stds.dedup();
    let mut results: Vec<Option<Result<Vec<SlotRun>, String>>> =
        groups.iter().map(|_| None).collect();
    for std in stds {
        let (indices, batch): (Vec<usize>, Vec<&Group>) = groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.std == std)
            .unzip();
        for (n, result) in indices
            .into_iter()
            .zip(run_batch(&batch, std, platform, runtime, verbose))
        {
            results[n] = Some(result);
        }
    }
    results
        .into_iter()
        .map(|r| r.expect("every group is in the batch of its version"))
        .collect()
}

/// [`run_all`] for groups of one OpenCL C version.
fn run_batch(
    groups: &[&Group],
    std: ClStd,
    platform: &Platform,
    runtime: &Runtime,
    verbose: bool,
) -> Vec<Result<Vec<SlotRun>, String>> {
    let timer = std::time::Instant::now();
    let (options, platform_text) = platform_build(std);
    let (mut cl_text, mut vk_text) = (platform_text, header());
    let mut prepared = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        let rejected = rejected_slots(group);
        let kept: Vec<&Slot> = group
            .slots
            .iter()
            .zip(&rejected)
            .filter(|(_, r)| r.is_none())
            .map(|(s, _)| s)
            .collect();
        let lay = layout(&kept);
        let all: Vec<usize> = (0..kept.len()).collect();
        let cl_kernel = format!("k{g}");
        let mut vk_kernels = Vec::new();
        if !kept.is_empty() {
            cl_text += &kernel_text(&cl_kernel, group, &kept, &lay, &all);
            for (part, which) in all.chunks(max_slots().max(1)).enumerate() {
                let name = format!("k{g}_{part}");
                vk_text += &kernel_text(&name, group, &kept, &lay, which);
                vk_kernels.push(name);
            }
        }
        prepared.push(Prepared {
            rejected,
            layout: lay,
            cl_kernel,
            vk_kernels,
            group,
        });
    }
    let fail_all = |e: String| groups.iter().map(|_| Err(e.clone())).collect();
    let module = match compile(&vk_text, std) {
        Ok(m) => m,
        Err(e) => {
            return fail_all(format!(
                "oclvk rejects the program although each group compiles alone:\n{e}"
            ))
        }
    };
    let checked = timer.elapsed();
    let built = match platform.build(&cl_text, options) {
        Ok(b) => b,
        Err(e) => return fail_all(format!("OpenCL platform: {e}")),
    };
    let cl_built = timer.elapsed();
    let program = match oclvk::load(runtime, &module) {
        Ok(p) => p,
        Err(e) => return fail_all(format!("oclvk load: {e}")),
    };
    let vk_loaded = timer.elapsed();
    let results = prepared
        .iter()
        .map(|p| run_prepared(p, &built, runtime, &program, verbose))
        .collect();
    if verbose {
        eprintln!(
            "  [oclvk compile {:.1} s, OpenCL build {:.1} s, oclvk load {:.1} s, runs {:.1} s]",
            checked.as_secs_f64(),
            (cl_built - checked).as_secs_f64(),
            (vk_loaded - cl_built).as_secs_f64(),
            (timer.elapsed() - vk_loaded).as_secs_f64()
        );
    }
    results
}

fn run_prepared(
    p: &Prepared,
    built: &Built,
    runtime: &Runtime,
    program: &oclvk::Program,
    verbose: bool,
) -> Result<Vec<SlotRun>, String> {
    let (group, lay) = (p.group, &p.layout);
    let mut ran = Vec::new();
    if p.rejected.iter().any(Option::is_none) {
        let timer = std::time::Instant::now();
        let local = group.local.map(|l| vec![l]);
        let cl = built
            .run(
                &p.cl_kernel,
                &[group.global],
                local.as_deref(),
                &[
                    ClArg::Buffer(lay.src.clone()),
                    ClArg::Buffer(lay.dst.clone()),
                ],
            )
            .map_err(|e| format!("OpenCL platform: {e}"))?;
        let cl_time = timer.elapsed();
        let src = runtime
            .buffer_from_bytes(&lay.src)
            .map_err(|e| e.to_string())?;
        let dst = runtime
            .buffer_from_bytes(&lay.dst)
            .map_err(|e| e.to_string())?;
        let mut range = NdRange::new(&[group.global as u64]);
        if let Some(l) = group.local {
            range = range.with_local(&[l as u32]);
        }
        for kernel in &p.vk_kernels {
            let launched = std::time::Instant::now();
            runtime
                .launch(
                    program,
                    kernel,
                    &range,
                    &[
                        ("src", ArgValue::Buffer(&src)),
                        ("dst", ArgValue::Buffer(&dst)),
                    ],
                )
                .map_err(|e| format!("oclvk launch of {kernel}: {e}"))?;
            if verbose {
                eprintln!("    [{kernel}: {:.2} s]", launched.elapsed().as_secs_f64());
            }
        }
        let vk = dst.read_bytes().map_err(|e| e.to_string())?;
        if verbose {
            eprintln!(
                "  [{}: OpenCL {:.1} s, oclvk {:.1} s]",
                group.name,
                cl_time.as_secs_f64(),
                (timer.elapsed() - cl_time).as_secs_f64()
            );
        }
        for outs in &lay.outputs {
            ran.push(
                outs.iter()
                    .map(|&(at, len)| (cl[1][at..at + len].to_vec(), vk[at..at + len].to_vec()))
                    .collect::<Vec<_>>(),
            );
        }
    }
    let mut ran = ran.into_iter();
    Ok(p.rejected
        .iter()
        .map(|r| match r {
            Some(msg) => SlotRun::NotCompiled(msg.clone()),
            None => SlotRun::Ran(ran.next().expect("one result per kept slot")),
        })
        .collect())
}
