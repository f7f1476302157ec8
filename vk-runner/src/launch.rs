//! Launching one kernel: NDRange resolution (default local size), every pre-dispatch check, the
//! argument block (explicit and implicit values), the printf buffer, the dispatch itself and its
//! timestamps.

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ash::vk;
use oclvk_abi::reflect::{
    ArgKind, ArgReflection, ArgTransport, ImplicitArg, ImplicitKind, KernelReflection,
    ModuleReflection, SamplerModes,
};

use crate::device::{Context, LaunchCommands, RecordingKey};
use crate::error::{Result, RunnerError};
use crate::image::{check_image_arg, check_sampler, descriptors, Descriptors, Image};
use crate::instance::DeviceLimits;
use crate::memory::{to_bytes, Buffer, Scalar, Usage};
use crate::occupancy::{Pick, ReserveReport, Shape};
use crate::program::{local_arg_key, PipelineKey, Program};

/// Default size in bytes of the printf buffer bound to kernels that call printf
/// ([`crate::RuntimeOptions::printf_buffer_size`]).
pub const PRINTF_BUFFER_SIZE: u64 = 1 << 20;
/// The smallest printf buffer: its header and a few words of records.
pub const MIN_PRINTF_BUFFER_SIZE: u64 = 64;
/// The largest printf buffer (record offsets are 32-bit word counts with room to spare).
pub const MAX_PRINTF_BUFFER_SIZE: u64 = 1 << 31;

/// The index space of a launch: 1 to 3 dimensions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NdRange {
    pub global: Vec<u64>,
    /// `None`: reqd_work_group_size, else work_group_size_hint, else a size chosen for the device.
    pub local: Option<Vec<u32>>,
    /// Global offset per dimension (empty: zero).
    pub offset: Vec<u64>,
    /// The sub-group size to pin (`oclvk run --sub-group-size`); `None`: the kernel's
    /// `intel_reqd_sub_group_size`, else the device's choice.
    pub sub_group_size: Option<u32>,
}

impl NdRange {
    pub fn new(global: &[u64]) -> NdRange {
        NdRange {
            global: global.to_vec(),
            local: None,
            offset: Vec::new(),
            sub_group_size: None,
        }
    }

    pub fn d1(global: u64) -> NdRange {
        NdRange::new(&[global])
    }

    pub fn with_local(mut self, local: &[u32]) -> NdRange {
        self.local = Some(local.to_vec());
        self
    }

    pub fn with_offset(mut self, offset: &[u64]) -> NdRange {
        self.offset = offset.to_vec();
        self
    }

    pub fn with_sub_group_size(mut self, size: u32) -> NdRange {
        self.sub_group_size = Some(size);
        self
    }
}

/// The value given for one kernel argument.
#[derive(Clone, Debug)]
pub enum ArgValue<'a> {
    /// A `global`/`constant` pointer argument.
    Buffer(&'a Buffer),
    /// A `global`/`constant` pointer argument to `size` bytes of a buffer from byte `offset`
    /// on (an OpenCL sub-buffer): the kernel sees that range as its buffer.
    BufferRange {
        buffer: &'a Buffer,
        offset: u64,
        size: u64,
    },
    /// A `global`/`constant` pointer argument that is NULL (OpenCL's NULL buffer argument): the
    /// kernel receives address 0.
    NullBuffer,
    /// A by-value argument's bytes, laid out as OpenCL C does (3-vectors padded to 4 lanes).
    Value(Vec<u8>),
    /// A `local` pointer argument: the number of pointee elements.
    Local(u32),
    /// An image argument (`read_only image2d_t`...).
    Image(&'a Image),
    /// A `sampler_t` argument: the sampler's modes.
    Sampler(SamplerModes),
}

impl ArgValue<'_> {
    pub fn scalar<T: Scalar>(v: T) -> ArgValue<'static> {
        ArgValue::Value(to_bytes(&[v]))
    }

    /// A vector value; give 4 lanes for a 3-vector (the 4th is padding).
    pub fn vector<T: Scalar>(v: &[T]) -> ArgValue<'static> {
        ArgValue::Value(to_bytes(v))
    }

    fn describe(&self) -> String {
        match self {
            ArgValue::Buffer(_) | ArgValue::BufferRange { .. } => "a buffer".into(),
            ArgValue::NullBuffer => "a null buffer".into(),
            ArgValue::Value(b) => format!("a {}-byte value", b.len()),
            ArgValue::Local(n) => format!("local:{n}"),
            ArgValue::Image(i) => format!(
                "a {} {} image",
                i.desc().dim.type_name(),
                i.desc().format.name()
            ),
            ArgValue::Sampler(_) => "a sampler".into(),
        }
    }
}

/// What one launch measured.
#[derive(Clone, Debug, Default)]
pub struct LaunchStats {
    /// GPU time between timestamps around the dispatch; `None` where the queue has no timestamps
    /// or [`crate::RuntimeOptions::kernel_timestamps`] is off.
    pub kernel_time: Option<Duration>,
    /// Host wall time from submit to fence.
    pub wall_time: Duration,
    /// Host wall time before the submission: the arguments' checks and descriptors and, on the
    /// first launch of a kernel with a local size, the pipeline's creation (the driver's
    /// compile of the kernel, unless the pipeline cache held it) and its warm-up dispatch.
    pub setup_time: Duration,
    /// The enqueued local size (a last work-group may be smaller).
    pub local_size: [u32; 3],
    /// Work-groups per dimension, a smaller last one included (one launch may be several
    /// dispatches: see the README's ND-range rules).
    pub groups: [u32; 3],
    /// Formatted printf output in work-item order, for kernels that call printf (see
    /// [`crate::printf`]).
    pub printf: Option<String>,
    /// printf calls whose output was lost because the printf buffer was full (their printf
    /// returned -1); raise [`crate::RuntimeOptions::printf_buffer_size`] to keep them.
    pub printf_dropped: u32,
    /// A kernel compiled with `-cl-local-reserve=auto`: the reserve this launch ran with and
    /// where its shape's trial stands ([`crate::occupancy`]).
    pub local_reserve: Option<ReserveReport>,
}

/// Checks the element count `count` given for `local` argument `a`: at least one, and where
/// the compiler fixed the argument's size (MSL, HLSL), that size.
pub fn check_local_arg(a: &ArgReflection, count: u32) -> Result<()> {
    if count == 0 {
        return Err(RunnerError::ZeroLocal {
            name: a.name.clone(),
        });
    }
    if let ArgKind::Local {
        pointee,
        fixed_bytes: Some(fixed),
        ..
    } = &a.kind
    {
        let element = u64::from(pointee.size.max(1));
        let given = u64::from(count) * element;
        if given != *fixed {
            return Err(RunnerError::FixedLocalSize {
                name: a.name.clone(),
                fixed: *fixed,
                count: fixed / element,
                given,
            });
        }
    }
    Ok(())
}

fn describe_kind(a: &ArgReflection) -> String {
    match a.kind {
        ArgKind::Buffer { .. } => format!("'{}' (pass a buffer)", a.type_name),
        ArgKind::Local { .. } => format!("'{}' (pass local:N)", a.type_name),
        ArgKind::Value { .. } => format!("'{}' (pass a value)", a.type_name),
        ArgKind::Image { .. } => format!("'{}' (pass an image)", a.type_name),
        ArgKind::Sampler { .. } => format!("'{}' (pass a sampler)", a.type_name),
    }
}

/// Matches given arguments to the kernel's parameters by name (or by index written as digits).
fn match_args<'k, 'v, 'a>(
    kernel: &'k KernelReflection,
    args: &'v [(&str, ArgValue<'a>)],
) -> Result<Vec<(&'k ArgReflection, &'v ArgValue<'a>)>> {
    let mut by_index: HashMap<u32, &ArgValue> = HashMap::new();
    for (name, value) in args {
        let param = kernel.arg(name).or_else(|| {
            name.parse::<u32>()
                .ok()
                .and_then(|i| kernel.args.iter().find(|a| a.index == i))
        });
        let Some(param) = param else {
            return Err(RunnerError::unknown_arg(kernel, name.to_string()));
        };
        if by_index.insert(param.index, value).is_some() {
            return Err(RunnerError::DuplicateArg {
                kernel: kernel.name.clone(),
                name: param.name.clone(),
            });
        }
    }
    let missing: Vec<&str> = kernel
        .args
        .iter()
        .filter(|a| !by_index.contains_key(&a.index))
        .map(|a| a.name.as_str())
        .collect();
    if !missing.is_empty() {
        return Err(RunnerError::MissingArgs {
            kernel: kernel.name.clone(),
            names: missing.join(", "),
        });
    }
    let mut out = Vec::new();
    for a in &kernel.args {
        let v = by_index[&a.index];
        let ok = match (&a.kind, v) {
            (ArgKind::Buffer { .. }, ArgValue::Buffer(b)) => {
                if b.size() == 0 {
                    return Err(RunnerError::EmptyBuffer {
                        name: a.name.clone(),
                    });
                }
                true
            }
            (
                ArgKind::Buffer { .. },
                ArgValue::BufferRange {
                    buffer,
                    offset,
                    size,
                },
            ) => {
                if *size == 0 {
                    return Err(RunnerError::EmptyBuffer {
                        name: a.name.clone(),
                    });
                }
                if offset
                    .checked_add(*size)
                    .is_none_or(|end| end > buffer.size())
                {
                    return Err(RunnerError::Spec(format!(
                        "argument '{}': the range of {size} bytes at offset {offset} does not fit its buffer of {} bytes",
                        a.name,
                        buffer.size()
                    )));
                }
                true
            }
            (ArgKind::Buffer { .. }, ArgValue::NullBuffer) => true,
            (ArgKind::Value { layout, .. }, ArgValue::Value(bytes)) => {
                if bytes.len() != layout.size as usize {
                    return Err(RunnerError::ValueSize {
                        name: a.name.clone(),
                        type_name: a.type_name.clone(),
                        expected: layout.size,
                        given: bytes.len(),
                    });
                }
                true
            }
            (ArgKind::Local { .. }, ArgValue::Local(n)) => {
                check_local_arg(a, *n)?;
                true
            }
            (ArgKind::Image { .. }, ArgValue::Image(image)) => {
                check_image_arg(a, image, kernel.portable.is_some())?;
                if kernel.portable.is_some() {
                    crate::portable::check_storage_format(a, image.desc().format)?;
                }
                true
            }
            (
                ArgKind::Sampler {
                    normalized_only,
                    nearest_only,
                    ..
                },
                ArgValue::Sampler(modes),
            ) => {
                check_sampler(&a.name, modes, *normalized_only, *nearest_only)?;
                true
            }
            _ => false,
        };
        if !ok {
            return Err(RunnerError::ArgKindMismatch {
                name: a.name.clone(),
                expected: describe_kind(a),
                given: v.describe(),
            });
        }
        out.push((a, v));
    }
    Ok(out)
}

/// The invocations a default work-group aims for (where the global size, the device limits and
/// the sub-group size allow): enough warps per group that a group's scheduling cost and its
/// sub-groups' latency hiding do not depend on the global size.
pub const DEFAULT_GROUP_INVOCATIONS: u32 = 256;

/// The widest default first dimension of a 2-D or 3-D work-group, in work-items (at least a
/// sub-group): a row segment of 32 floats is one 128-byte line, and the rest of the budget goes to
/// further rows, so a group reads whole contiguous segments of several rows.
pub const DEFAULT_ROW_WIDTH: u32 = 32;

/// The largest divisor of `n` not above `cap` that is a multiple of `granule` (0 if none).
fn divisor_multiple_at_most(n: u64, cap: u32, granule: u32) -> u32 {
    let granule = granule.max(1) as u64;
    let top = cap as u64 / granule * granule;
    (1..=top / granule)
        .rev()
        .map(|k| k * granule)
        .find(|d| n % d == 0)
        .unwrap_or(0) as u32
}

/// One dimension of the default local size: at most `cap` work-items, a multiple of `granule`
/// (the sub-group size, in the first dimension) where that costs at most half the size.
/// The whole dimension when it fits; else a divisor of `global`; else, where the launch may have
/// a smaller last work-group, `cap` rounded down to whole granules.
fn default_extent(global: u64, cap: u32, granule: u32, partial_last_group: bool) -> u32 {
    let cap = cap.max(1);
    if global <= cap as u64 {
        return global.max(1) as u32;
    }
    let whole = divisor_multiple_at_most(global, cap, granule);
    if whole * 2 >= cap {
        return whole;
    }
    if partial_last_group {
        let rounded = cap / granule.max(1) * granule.max(1);
        return if rounded == 0 { cap } else { rounded };
    }
    let any = divisor_multiple_at_most(global, cap, 1);
    if whole * 2 >= any {
        whole
    } else {
        any
    }
}

/// The local size used when none is given (OpenCL's NULL local size): the kernel's
/// `reqd_work_group_size`, else its `work_group_size_hint`, else [`DEFAULT_GROUP_INVOCATIONS`]
/// work-items (at least one sub-group, at most the device's limits) shaped per dimension by
/// [`default_extent`]: the first dimension whole sub-groups (in 2-D and 3-D at most
/// [`DEFAULT_ROW_WIDTH`] unless the other dimensions leave budget over), the others what the
/// budget leaves. `partial_last_group`: the launch may end a dimension with a smaller
/// work-group (OpenCL C 2.0 and later without uniform work-groups); otherwise every extent
/// divides its global size.
pub fn default_local_size(
    kernel: &KernelReflection,
    global: &[u64],
    limits: &DeviceLimits,
    partial_last_group: bool,
) -> [u32; 3] {
    if let Some(r) = kernel.work_group.required {
        return r;
    }
    if let Some(h) = kernel.work_group.hint {
        return h;
    }
    let max_invocations = limits.max_compute_work_group_invocations.max(1);
    let subgroup = limits.subgroup_size.clamp(1, max_invocations);
    let budget = DEFAULT_GROUP_INVOCATIONS.max(subgroup).min(max_invocations);
    let dims = global.len().clamp(1, 3);
    let global = |d: usize| global.get(d).copied().unwrap_or(1);
    let cap_of = |d: usize, left: u32| left.min(limits.max_compute_work_group_size[d]).max(1);
    let mut local = [1u32; 3];
    let first_cap = if dims == 1 {
        budget
    } else {
        DEFAULT_ROW_WIDTH.max(subgroup).min(budget)
    };
    local[0] = default_extent(
        global(0),
        cap_of(0, first_cap),
        subgroup,
        partial_last_group,
    );
    let mut left = budget / local[0];
    for (d, extent) in local.iter_mut().enumerate().take(dims).skip(1) {
        *extent = default_extent(global(d), cap_of(d, left), 1, partial_last_group);
        left /= *extent;
    }
    // Short other dimensions leave budget over: the rows widen into it.
    if dims > 1 && left > 1 {
        let others: u32 = local[1..dims].iter().product();
        local[0] = default_extent(
            global(0),
            cap_of(0, budget / others),
            subgroup,
            partial_last_group,
        );
    }
    local
}

pub(crate) struct Resolved {
    pub dims: usize,
    pub global: [u64; 3],
    /// The enqueued local size (the last work-group of a dimension may be smaller).
    pub local: [u32; 3],
    pub offset: [u64; 3],
    /// Work-groups per dimension, a smaller last one included.
    pub groups: [u32; 3],
}

/// The most dispatches one launch is split into (see [`plan_dispatches`]).
pub const MAX_DISPATCHES: u64 = 1 << 16;

/// Whether a launch of `kernel` from `module` must use uniform work-groups ([`uniform_reason`]
/// says why), without formatting the reason: launches ask on every enqueue.
pub fn uniform_work_groups(module: &ModuleReflection, kernel: &KernelReflection) -> bool {
    kernel.work_group.required.is_some()
        || module.opencl_c_version < 200
        || module.uniform_work_group_size
        || kernel.work_group.enqueued_spec_ids.is_none()
}

/// Why a launch of `kernel` from `module` must use uniform work-groups, if it must: OpenCL C
/// 1.2, `-cl-uniform-work-group-size`, or `reqd_work_group_size`.
pub fn uniform_reason(module: &ModuleReflection, kernel: &KernelReflection) -> Option<String> {
    if !uniform_work_groups(module, kernel) {
        None
    } else if kernel.work_group.required.is_some() {
        Some(format!(
            "kernel '{}' has reqd_work_group_size, so every work-group has that size",
            kernel.name
        ))
    } else if module.opencl_c_version < 200 {
        Some("OpenCL C 1.2 has no smaller last work-group; compile with -cl-std=CL2.0 or CL3.0 for one".into())
    } else if module.uniform_work_group_size {
        Some("the module was compiled with -cl-uniform-work-group-size".into())
    } else {
        Some(format!(
            "the module's reflection gives kernel '{}' no enqueued-local-size constants",
            kernel.name
        ))
    }
}

/// Checks the NDRange against the kernel and device, filling in the default local size.
pub(crate) fn resolve_range(
    module: &ModuleReflection,
    kernel: &KernelReflection,
    range: &NdRange,
    limits: &DeviceLimits,
) -> Result<Resolved> {
    let dims = range.global.len();
    if !(1..=3).contains(&dims) {
        return Err(RunnerError::BadDimensions(dims));
    }
    let mut global = [1u64; 3];
    for (d, &g) in range.global.iter().enumerate() {
        if g == 0 {
            return Err(RunnerError::ZeroSize {
                what: "global",
                dim: d,
            });
        }
        if g > u32::MAX as u64 {
            return Err(RunnerError::GlobalTooLarge { dim: d, global: g });
        }
        global[d] = g;
    }
    let local = match &range.local {
        Some(l) => {
            if l.len() != dims {
                return Err(RunnerError::DimensionMismatch {
                    what: "the local size",
                    got: l.len(),
                    dims,
                });
            }
            let mut local = [1u32; 3];
            for (d, &v) in l.iter().enumerate() {
                if v == 0 {
                    return Err(RunnerError::ZeroSize {
                        what: "local",
                        dim: d,
                    });
                }
                local[d] = v;
            }
            local
        }
        None => default_local_size(
            kernel,
            &range.global,
            limits,
            !uniform_work_groups(module, kernel),
        ),
    };
    if let Some(req) = kernel.work_group.required {
        if req != local {
            return Err(RunnerError::RequiredLocalSize {
                kernel: kernel.name.clone(),
                required: req,
                given: local,
            });
        }
    }
    for (d, (&l, &max)) in local
        .iter()
        .zip(&limits.max_compute_work_group_size)
        .enumerate()
    {
        if l > max {
            return Err(RunnerError::LocalSizeLimit {
                dim: d,
                local: l,
                max,
            });
        }
    }
    let total: u64 = local.iter().map(|&v| v as u64).product();
    if total > limits.max_compute_work_group_invocations as u64 {
        return Err(RunnerError::InvocationLimit {
            local,
            total,
            max: limits.max_compute_work_group_invocations,
        });
    }
    let mut groups = [1u32; 3];
    for d in 0..3 {
        if global[d] % local[d] as u64 != 0 {
            if let Some(why) = uniform_reason(module, kernel) {
                return Err(RunnerError::NotDivisible {
                    dim: d,
                    global: global[d],
                    local: local[d],
                    why,
                });
            }
        }
        // At most u32::MAX: the global size is.
        groups[d] = global[d].div_ceil(local[d] as u64) as u32;
    }
    let mut offset = [0u64; 3];
    if !range.offset.is_empty() {
        if range.offset.len() != dims {
            return Err(RunnerError::DimensionMismatch {
                what: "the global offset",
                got: range.offset.len(),
                dims,
            });
        }
        offset[..dims].copy_from_slice(&range.offset);
    }
    for d in 0..3 {
        // The last global id, offset + global - 1, is a size_t.
        if offset[d].checked_add(global[d] - 1).is_none() {
            return Err(RunnerError::OffsetOverflow {
                dim: d,
                offset: offset[d],
                global: global[d],
            });
        }
    }
    Ok(Resolved {
        dims,
        global,
        local,
        offset,
        groups,
    })
}

/// One dispatch of a launch: `count` work-groups of `local` invocations from work-group `base`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DispatchPart {
    pub base: [u32; 3],
    pub count: [u32; 3],
    pub local: [u32; 3],
}

/// Splits a launch into dispatches: per dimension, its whole work-groups in runs of at most
/// `max_count` (the device's maxComputeWorkGroupCount), then the smaller last work-group, if
/// any, in a dispatch of its own (its own work-group size); every combination across the
/// dimensions. A launch that fits the device and divides evenly is one dispatch.
pub(crate) fn plan_dispatches(r: &Resolved, max_count: [u32; 3]) -> Result<Vec<DispatchPart>> {
    // Whole work-groups, runs of them and the smaller last work-group's size, per dimension.
    let whole: [u32; 3] = std::array::from_fn(|d| (r.global[d] / r.local[d] as u64) as u32);
    let step: [u32; 3] = std::array::from_fn(|d| max_count[d].max(1));
    let rest: [u32; 3] = std::array::from_fn(|d| (r.global[d] % r.local[d] as u64) as u32);
    let dispatches = (0..3)
        .map(|d| whole[d].div_ceil(step[d]) as u64 + u64::from(rest[d] != 0))
        .fold(1u64, u64::saturating_mul);
    if dispatches > MAX_DISPATCHES {
        return Err(RunnerError::DispatchLimit {
            groups: r.groups,
            max_count,
            dispatches,
            max: MAX_DISPATCHES,
        });
    }
    // (first group, groups, work-group size) per dimension.
    let mut runs: [Vec<(u32, u32, u32)>; 3] = Default::default();
    for d in 0..3 {
        let mut base = 0;
        while base < whole[d] {
            let count = step[d].min(whole[d] - base);
            runs[d].push((base, count, r.local[d]));
            base += count;
        }
        if rest[d] != 0 {
            runs[d].push((whole[d], 1, rest[d]));
        }
    }
    let mut parts = Vec::with_capacity(dispatches as usize);
    for &(bz, cz, lz) in &runs[2] {
        for &(by, cy, ly) in &runs[1] {
            for &(bx, cx, lx) in &runs[0] {
                parts.push(DispatchPart {
                    base: [bx, by, bz],
                    count: [cx, cy, cz],
                    local: [lx, ly, lz],
                });
            }
        }
    }
    Ok(parts)
}

/// A launch checked against a kernel and a device's limits and split into dispatches, with no
/// device in hand: what another host of a portable kernel (`oclvk run --target wgsl`, through
/// wgpu) needs to run it as the runner does ([`plan_launch`], [`argument_blocks`]).
pub struct LaunchPlan {
    range: Resolved,
    /// The dispatches, in order (see the README's ND-range rules).
    pub dispatches: Vec<DispatchPart>,
}

impl LaunchPlan {
    /// The enqueued local size (a last work-group may be smaller).
    pub fn local_size(&self) -> [u32; 3] {
        self.range.local
    }

    /// Work-groups per dimension, a smaller last one included.
    pub fn groups(&self) -> [u32; 3] {
        self.range.groups
    }
}

/// Resolves `range` for `kernel` of `module` (the default local size where none is given) and
/// splits it into dispatches within `limits`, with every check a launch makes of the range.
pub fn plan_launch(
    module: &ModuleReflection,
    kernel: &KernelReflection,
    range: &NdRange,
    limits: &DeviceLimits,
) -> Result<LaunchPlan> {
    let r = resolve_range(module, kernel, range, limits)?;
    let dispatches = plan_dispatches(&r, limits.max_compute_work_group_count)?;
    Ok(LaunchPlan {
        range: r,
        dispatches,
    })
}

/// The argument block of each of `plan`'s dispatches for a portable kernel: the by-value
/// arguments' bytes (`values`: argument index and bytes, checked against the reflection), the
/// implicit values and the hidden fields (from `resources`, the image and sampler arguments
/// bound), each dispatch with its own group base.
pub fn argument_blocks(
    kernel: &KernelReflection,
    plan: &LaunchPlan,
    values: &[(u32, &[u8])],
    resources: &[(u32, crate::portable::BoundResource)],
) -> Result<Vec<Vec<u8>>> {
    let block_size = kernel.arg_block_size().div_ceil(4) * 4;
    let mut block = vec![0u8; block_size as usize];
    for a in &kernel.args {
        if let ArgKind::Value { offset, layout } = &a.kind {
            let bytes = values
                .iter()
                .find(|(i, _)| *i == a.index)
                .map(|(_, b)| *b)
                .ok_or_else(|| RunnerError::MissingArgs {
                    kernel: kernel.name.clone(),
                    names: a.name.clone(),
                })?;
            if bytes.len() != layout.size as usize {
                return Err(RunnerError::ValueSize {
                    name: a.name.clone(),
                    type_name: a.type_name.clone(),
                    expected: layout.size,
                    given: bytes.len(),
                });
            }
            put(&mut block, *offset, bytes)?;
        }
    }
    for imp in &kernel.implicit {
        put_range_value(&mut block, imp, &plan.range)?;
    }
    crate::portable::put_hidden_fields(kernel, &mut block, resources)?;
    per_dispatch(kernel, &block, &plan.dispatches)
}

/// Writes an implicit value that follows from the range alone (global offset and size,
/// work_dim) into the block; false for the others (buffer addresses, the group base).
fn put_range_value(block: &mut [u8], imp: &ImplicitArg, r: &Resolved) -> Result<bool> {
    let bytes = match imp.kind {
        ImplicitKind::GlobalOffset => u64x3(r.offset),
        ImplicitKind::GlobalSize => u32x3(r.global),
        ImplicitKind::WorkDim => (r.dims as u32).to_le_bytes().to_vec(),
        _ => return Ok(false),
    };
    put(block, imp.offset, &bytes)?;
    Ok(true)
}

/// One copy of `block` per dispatch, differing only in the group base.
fn per_dispatch(
    kernel: &KernelReflection,
    block: &[u8],
    parts: &[DispatchPart],
) -> Result<Vec<Vec<u8>>> {
    let group_base = kernel
        .implicit
        .iter()
        .find(|i| i.kind == ImplicitKind::GroupBase)
        .map(|i| i.offset);
    let mut blocks = Vec::with_capacity(parts.len());
    for part in parts {
        let mut b = block.to_vec();
        if let Some(at) = group_base {
            put(&mut b, at, &to_bytes(&part.base))?;
        }
        blocks.push(b);
    }
    Ok(blocks)
}

fn put(block: &mut [u8], offset: u32, bytes: &[u8]) -> Result<()> {
    let start = offset as usize;
    let end = start + bytes.len();
    if end > block.len() {
        return Err(RunnerError::BadModule(format!(
            "reflection places {} bytes at offset {start}, past the {}-byte argument block",
            bytes.len(),
            block.len()
        )));
    }
    block[start..end].copy_from_slice(bytes);
    Ok(())
}

fn u32x3(v: [u64; 3]) -> Vec<u8> {
    v.iter().flat_map(|&x| (x as u32).to_le_bytes()).collect()
}

fn u64x3(v: [u64; 3]) -> Vec<u8> {
    v.iter().flat_map(|&x| x.to_le_bytes()).collect()
}

/// One dispatch of a prepared launch: its pipeline (its work-group size), its work-group
/// count and its push-constant bytes (the argument block, or the address of its copy of it),
/// or for a portable kernel the dynamic offset of its copy of the block in the uniform buffer.
pub(crate) struct Dispatch {
    pub pipeline: Arc<crate::program::Pipeline>,
    pub groups: [u32; 3],
    pub push: Vec<u8>,
    pub block_offset: Option<u32>,
}

/// Everything a launch needs, checked and built: the resolved range, its dispatches, the
/// buffers they point at (argument blocks, printf) and the descriptors.
pub(crate) struct Prepared<'p> {
    pub kernel: &'p KernelReflection,
    pub range: Resolved,
    pub dispatches: Vec<Dispatch>,
    /// The argument block, owned so that it lives as long as the dispatches that read it.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub arg_buffer: Option<Buffer>,
    pub printf: Option<Buffer>,
    /// The check buffer of kernels compiled with run-time checks.
    pub checks: Option<crate::checks::CheckBinding>,
    pub descriptors: Option<Descriptors>,
    /// An `auto` reserve kernel's launch shape and the reserve it runs with.
    pub reserve: Option<(Shape, Pick)>,
}

/// How long the first dispatch of a pipeline on no work-groups may take (see [`warm_up`]),
/// unless the kernel timeout is longer.
pub const COMPILE_TIMEOUT: Duration = Duration::from_secs(600);

/// Dispatches each pipeline of `p` that has never run on no work-groups, waiting up to
/// [`COMPILE_TIMEOUT`]: drivers may compile a pipeline's shader at its first dispatch rather
/// than when it is created (lavapipe does, ~0.1 s for a small kernel), and the kernel's
/// timeout and time must not count that.
pub(crate) fn warm_up(ctx: &Arc<Context>, p: &Prepared) -> Result<()> {
    let mut cold: Vec<&Dispatch> = Vec::new();
    for part in &p.dispatches {
        let pipeline = &part.pipeline;
        if !pipeline.warm.load(Ordering::Acquire)
            && !cold.iter().any(|c| Arc::ptr_eq(&c.pipeline, pipeline))
        {
            cold.push(part);
        }
    }
    if cold.is_empty() {
        return Ok(());
    }
    let d = &ctx.device;
    ctx.submit_and_wait_within(
        &p.kernel.name,
        COMPILE_TIMEOUT.max(ctx.timeout),
        |kernel, timeout_ms| RunnerError::CompileTimeout { kernel, timeout_ms },
        |cmd| {
            for part in &cold {
                // SAFETY: `cmd` is recording; the pipelines, layouts and descriptor set live in
                // `p`, which outlives the wait.
                unsafe { p.record_one(d, cmd, part, None, [0; 3]) };
            }
        },
    )?;
    for part in cold {
        part.pipeline.warm.store(true, Ordering::Release);
    }
    Ok(())
}

impl Prepared<'_> {
    /// What [`Self::record`] records, as a [`RecordingKey`] entry: `None` when the commands
    /// reference a buffer or descriptor set made for this launch alone (an argument buffer, a
    /// printf or check buffer, descriptors), which a later launch must not re-use.
    pub(crate) fn recording_key(&self) -> Option<LaunchCommands> {
        if self.arg_buffer.is_some()
            || self.printf.is_some()
            || self.checks.is_some()
            || self.descriptors.is_some()
        {
            return None;
        }
        Some(
            self.dispatches
                .iter()
                .map(|part| (part.pipeline.id, part.push.clone(), part.groups))
                .collect(),
        )
    }

    /// Binds `part`'s pipeline (with the descriptor set) unless it is `bound`, pushes its
    /// constants and dispatches `groups` work-groups.
    ///
    /// # Safety
    /// `cmd` must be a command buffer of `d` (the context's device) in the recording state, and
    /// `self` must outlive its execution.
    unsafe fn record_one(
        &self,
        d: &ash::Device,
        cmd: vk::CommandBuffer,
        part: &Dispatch,
        bound: Option<vk::Pipeline>,
        groups: [u32; 3],
    ) {
        let p = &part.pipeline;
        if bound != Some(p.pipeline) {
            d.cmd_bind_pipeline(cmd, vk::PipelineBindPoint::COMPUTE, p.pipeline);
        }
        // A portable kernel's dispatches differ in their block's offset: the set is bound
        // again for each.
        if bound != Some(p.pipeline) || part.block_offset.is_some() {
            if let Some(set) = &self.descriptors {
                d.cmd_bind_descriptor_sets(
                    cmd,
                    vk::PipelineBindPoint::COMPUTE,
                    p.layout,
                    p.set,
                    &[set.set],
                    part.block_offset.as_slice(),
                );
            }
        }
        if !part.push.is_empty() {
            d.cmd_push_constants(cmd, p.layout, vk::ShaderStageFlags::COMPUTE, 0, &part.push);
        }
        d.cmd_dispatch(cmd, groups[0], groups[1], groups[2]);
    }

    /// Records the launch's dispatches, binding each one's pipeline (with the descriptor set)
    /// when it changes and its push constants. No barrier separates them: they are work-groups
    /// of one launch.
    ///
    /// # Safety
    /// As for [`Self::record_one`].
    pub(crate) unsafe fn record(&self, d: &ash::Device, cmd: vk::CommandBuffer) {
        let mut bound = None;
        for part in &self.dispatches {
            self.record_one(d, cmd, part, bound, part.groups);
            bound = Some(part.pipeline.pipeline);
        }
    }
}

/// Runs every pre-dispatch check and builds the argument block and pipeline. A printf buffer
/// (for kernels that call printf) gets the default size, for dispatches whose printf output is
/// not read (`bench`); [`launch`] sizes it with [`prepare_sized`].
#[cfg(feature = "bench")]
pub(crate) fn prepare<'p>(
    ctx: &Arc<Context>,
    program: &'p Program,
    kernel_name: &str,
    range: &NdRange,
    args: &[(&str, ArgValue<'_>)],
) -> Result<Prepared<'p>> {
    prepare_sized(ctx, program, kernel_name, range, args, PRINTF_BUFFER_SIZE)
}

/// [`prepare`] with a printf buffer of `printf_buffer_size` bytes.
pub(crate) fn prepare_sized<'p>(
    ctx: &Arc<Context>,
    program: &'p Program,
    kernel_name: &str,
    range: &NdRange,
    args: &[(&str, ArgValue<'_>)],
    printf_buffer_size: u64,
) -> Result<Prepared<'p>> {
    ctx.check_usable()?;
    let kernel = program.kernel(kernel_name)?;
    let matched = match_args(kernel, args)?;
    let limits = &ctx.info.limits;
    let r = resolve_range(program.reflection(), kernel, range, limits)?;
    let sub_group_size =
        crate::sub_group_size::resolve(kernel, range.sub_group_size, &ctx.info, r.local)?;
    let parts = plan_dispatches(&r, limits.max_compute_work_group_count)?;

    // Local memory: the kernel's own plus every local argument (each aligned to its element).
    // The parts are named only for the error (formatting them costs on every launch).
    let mut local_bytes = kernel.static_local_bytes;
    let mut local_parts: Vec<(u64, Option<&str>)> = Vec::new();
    // The work-group collective functions' scratch: so many bytes per work-item of the
    // (enqueued, largest) work-group.
    if kernel.collective_local_bytes > 0 {
        let items: u64 = r.local.iter().map(|&l| l as u64).product();
        let bytes = kernel.collective_local_bytes as u64 * items;
        local_bytes += bytes;
        local_parts.push((bytes, None));
    }
    let mut local_counts = HashMap::new();
    // Bounds-checked kernels give each `local` argument a spare element for overruns.
    let spare = crate::checks::spare_local_elements(program);
    for (a, v) in &matched {
        if let (ArgKind::Local { pointee, .. }, ArgValue::Local(n)) = (&a.kind, v) {
            let align = pointee.alignment.max(1) as u64;
            let bytes = (*n as u64 + spare) * pointee.size as u64;
            local_bytes = local_bytes.div_ceil(align) * align + bytes;
            local_parts.push((bytes, Some(a.name.as_str())));
            local_counts.insert(a.index, *n);
        }
    }
    if local_bytes > limits.max_compute_shared_memory_size as u64 {
        let mut detail = vec![match kernel.local_reserve_bytes {
            0 => format!("{} declared in the kernel", kernel.static_local_bytes),
            reserve => format!(
                "{} declared in the kernel, {reserve} of them by -cl-local-reserve",
                kernel.static_local_bytes
            ),
        }];
        detail.extend(local_parts.iter().map(|(bytes, name)| match name {
            Some(name) => format!("{bytes} for '{name}'"),
            None => format!("{bytes} for the work-group functions' scratch"),
        }));
        return Err(RunnerError::LocalMemoryLimit {
            kernel: kernel.name.clone(),
            needed: local_bytes,
            detail: detail.join(" + "),
            max: limits.max_compute_shared_memory_size,
        });
    }
    // Candidates are fractions of what is left, so any pick fits.
    let reserve = kernel.local_reserve_spec_id.map(|_| {
        let shape = Shape {
            kernel: kernel.name.clone(),
            local: r.local,
            global: r.global,
            free_bytes: limits.max_compute_shared_memory_size as u64 - local_bytes,
        };
        let pick = program.reserve_trials.pick(&shape);
        (shape, pick)
    });
    let portable = kernel.portable.as_ref();
    if let (ArgTransport::PushConstants { size }, None) = (kernel.transport, portable) {
        if size > limits.max_push_constants_size {
            return Err(RunnerError::PushConstantLimit {
                kernel: kernel.name.clone(),
                size,
                max: limits.max_push_constants_size,
            });
        }
    }

    // The argument block.
    let block_size = kernel.arg_block_size().div_ceil(4) * 4;
    let mut block = vec![0u8; block_size as usize];
    for (a, v) in &matched {
        match (&a.kind, v) {
            // A portable kernel's buffers are bindings, not addresses in the block.
            (ArgKind::Buffer { offset, .. }, ArgValue::Buffer(b)) if portable.is_none() => {
                put(&mut block, *offset, &b.device_address().to_le_bytes())?
            }
            (
                ArgKind::Buffer { offset, .. },
                ArgValue::BufferRange {
                    buffer, offset: at, ..
                },
            ) => put(
                &mut block,
                *offset,
                &(buffer.device_address() + at).to_le_bytes(),
            )?,
            (ArgKind::Value { offset, .. }, ArgValue::Value(bytes)) => {
                put(&mut block, *offset, bytes)?
            }
            _ => {}
        }
    }
    let needs_printf = kernel.uses_printf
        || kernel
            .implicit
            .iter()
            .any(|i| i.kind == ImplicitKind::PrintfBuffer);
    let printf = if needs_printf {
        Some(printf_buffer(ctx, printf_buffer_size)?)
    } else {
        None
    };
    if portable.is_some() && needs_checks(kernel) {
        return Err(RunnerError::PortableChecks {
            kernel: kernel.name.clone(),
        });
    }
    let checks = match (&program.reflection().checks, needs_checks(kernel)) {
        (Some(c), true) => Some(crate::checks::bind(ctx, program, kernel, c, &matched)?),
        _ => None,
    };
    for imp in &kernel.implicit {
        if put_range_value(&mut block, imp, &r)? {
            continue;
        }
        let bytes = match imp.kind {
            // Each dispatch's own (per_dispatch); the range's, written above; a portable
            // kernel binds the buffers (`portable.buffers`).
            ImplicitKind::GroupBase
            | ImplicitKind::GlobalOffset
            | ImplicitKind::GlobalSize
            | ImplicitKind::WorkDim => continue,
            _ if portable.is_some() => continue,
            ImplicitKind::ModuleConstants
            | ImplicitKind::ProgramGlobals
            | ImplicitKind::PrintfBuffer
            | ImplicitKind::CheckBuffer => {
                let (buf, what) = match imp.kind {
                    ImplicitKind::ModuleConstants => (program.constants.as_ref(), "constant_data"),
                    ImplicitKind::ProgramGlobals => (program.globals.as_ref(), "program_globals"),
                    ImplicitKind::CheckBuffer => (checks.as_ref().map(|c| &c.buffer), "checks"),
                    _ => (printf.as_ref(), "printf"),
                };
                let buf = buf.ok_or_else(|| {
                    RunnerError::BadModule(format!(
                        "kernel '{}' reads implicit {:?} but the reflection has no {what}",
                        kernel.name, imp.kind
                    ))
                })?;
                buf.device_address().to_le_bytes().to_vec()
            }
        };
        put(&mut block, imp.offset, &bytes)?;
    }
    let resources: Vec<_> = matched
        .iter()
        .filter_map(|(a, v)| match v {
            ArgValue::Image(image) => Some((
                a.index,
                crate::portable::BoundResource::Image(image.desc().format),
            )),
            ArgValue::Sampler(modes) => {
                Some((a.index, crate::portable::BoundResource::Sampler(*modes)))
            }
            _ => None,
        })
        .collect();
    crate::portable::put_hidden_fields(kernel, &mut block, &resources)?;
    let blocks = per_dispatch(kernel, &block, &parts)?;
    let mut block_offsets: Vec<Option<u32>> = vec![None; blocks.len()];
    let (pushes, arg_buffer) = match kernel.transport {
        _ if portable.is_some() => {
            let uniform = match portable {
                Some(bindings) => crate::portable::block_buffer(ctx, bindings, &blocks)?,
                None => None,
            };
            let pushes = vec![Vec::new(); blocks.len()];
            match uniform {
                Some((buffer, offsets)) => {
                    block_offsets = offsets.into_iter().map(Some).collect();
                    (pushes, Some(buffer))
                }
                None => (pushes, None),
            }
        }
        ArgTransport::PushConstants { .. } => (blocks, None),
        ArgTransport::ArgBuffer { .. } => {
            // Copies 16 bytes apart at least: the kernel reads members with 16-byte alignment.
            let stride = block.len().max(4).div_ceil(16) * 16;
            let mut all = vec![0u8; stride * blocks.len()];
            for (i, b) in blocks.iter().enumerate() {
                all[i * stride..i * stride + b.len()].copy_from_slice(b);
            }
            let buffer = Buffer::with_data(ctx, &all, Usage::Upload, "argument block")?;
            let pushes = (0..blocks.len())
                .map(|i| {
                    (buffer.device_address() + (i * stride) as u64)
                        .to_le_bytes()
                        .to_vec()
                })
                .collect();
            (pushes, Some(buffer))
        }
    };

    // Specialization constants of image formats and (portable SPIR-V) sampler modes.
    let image_formats: Vec<(u32, u32)> = matched
        .iter()
        .filter_map(|(a, v)| match (&a.kind, v) {
            (
                ArgKind::Image {
                    format_spec_ids: Some([data_type, order]),
                    ..
                },
                ArgValue::Image(image),
            ) => {
                let (t, o) = image.desc().format.clk_values();
                Some([(*data_type, t), (*order, o)])
            }
            _ => None,
        })
        .flatten()
        .chain(matched.iter().filter_map(|(a, v)| match (&a.kind, v) {
            (
                ArgKind::Sampler {
                    modes_override_id: Some(id),
                    ..
                },
                ArgValue::Sampler(modes),
            ) => Some((*id, modes.bits())),
            _ => None,
        }))
        .collect();
    let local_args = local_arg_key(kernel, &local_counts);
    let mut dispatches: Vec<Dispatch> = Vec::with_capacity(parts.len());
    for ((part, push), block_offset) in parts.iter().zip(pushes).zip(block_offsets) {
        let same = dispatches
            .iter()
            .zip(&parts)
            .find(|(_, p)| p.local == part.local)
            .map(|(d, _)| d.pipeline.clone());
        let pipeline = match same {
            Some(p) => p,
            None => program.pipeline(
                kernel,
                PipelineKey {
                    kernel: kernel.name.clone(),
                    local: part.local,
                    enqueued: r.local,
                    local_args: local_args.clone(),
                    image_formats: image_formats.clone(),
                    sub_group_size,
                    local_reserve_words: reserve.as_ref().map_or(0, |(_, pick)| pick.words),
                },
            )?,
        };
        dispatches.push(Dispatch {
            pipeline,
            groups: part.count,
            push,
            block_offset,
        });
    }
    let pipeline = &dispatches[0].pipeline;
    let buffers = match portable {
        Some(bindings) => {
            let args: Vec<(u32, &ArgValue)> = matched.iter().map(|(a, v)| (a.index, *v)).collect();
            crate::portable::buffer_descriptors(
                ctx,
                program,
                kernel,
                bindings,
                &args,
                printf.as_ref(),
                arg_buffer.as_ref().map(|b| (b, block.len() as u64)),
            )?
        }
        None => Vec::new(),
    };
    let descriptors = descriptors(ctx, program, kernel, pipeline, &matched, &buffers)?;
    Ok(Prepared {
        kernel,
        range: r,
        dispatches,
        arg_buffer,
        printf,
        checks,
        descriptors,
        reserve,
    })
}

fn needs_checks(kernel: &KernelReflection) -> bool {
    kernel
        .implicit
        .iter()
        .any(|i| i.kind == ImplicitKind::CheckBuffer)
}

/// Refuses printf buffer sizes outside `MIN_PRINTF_BUFFER_SIZE..=MAX_PRINTF_BUFFER_SIZE`.
pub(crate) fn check_printf_buffer_size(size: u64) -> Result<()> {
    if (MIN_PRINTF_BUFFER_SIZE..=MAX_PRINTF_BUFFER_SIZE).contains(&size) {
        Ok(())
    } else {
        Err(RunnerError::PrintfBufferSize { size })
    }
}

/// A printf buffer of `size` bytes with its header initialised (see
/// [`oclvk_abi::reflect::printf_buffer`]).
fn printf_buffer(ctx: &Arc<Context>, size: u64) -> Result<Buffer> {
    use oclvk_abi::reflect::printf_buffer as layout;
    check_printf_buffer_size(size)?;
    let words = size / 4;
    let capacity = (words - layout::HEADER_WORDS as u64) as u32;
    let mut header = [0u32; layout::HEADER_WORDS];
    header[layout::CAPACITY] = capacity;
    header[layout::END] = capacity;
    let mut b = Buffer::new(ctx, words * 4, Usage::Download, "printf")?;
    b.write_bytes(&to_bytes(&header))?;
    Ok(b)
}

/// One launch of a sequence run in one submission ([`crate::Runtime::launch_sequence`]).
pub struct SequenceLaunch<'a> {
    pub program: &'a Program,
    pub kernel: &'a str,
    pub range: &'a NdRange,
    pub args: &'a [(&'a str, ArgValue<'a>)],
}

/// Runs `launches` in order in one command buffer (a compute-to-compute barrier between them,
/// as an in-order OpenCL queue implies) and one submission: one fence wait for all. A launch
/// that fails its checks is left out (its result is the error) and the others run; no
/// timestamps are written.
pub(crate) fn launch_sequence(
    ctx: &Arc<Context>,
    launches: &[SequenceLaunch<'_>],
    printf_buffer_size: u64,
) -> Vec<Result<LaunchStats>> {
    let setup = Instant::now();
    let mut prepared = Vec::with_capacity(launches.len());
    for l in launches {
        let p = if Arc::ptr_eq(&l.program.ctx, ctx) {
            prepare_sized(
                ctx,
                l.program,
                l.kernel,
                l.range,
                l.args,
                printf_buffer_size,
            )
            .and_then(|p| warm_up(ctx, &p).map(|()| p))
        } else {
            Err(RunnerError::Spec(
                "the program was loaded by another runtime".into(),
            ))
        };
        prepared.push(p);
    }
    let setup_time = setup.elapsed();
    let d = &ctx.device;
    // Launches in a reserve trial are timed on their own (timestamps around each).
    let mut pools = Vec::with_capacity(prepared.len());
    for p in &prepared {
        let trial = p
            .as_ref()
            .is_ok_and(|p| p.reserve.as_ref().is_some_and(|(_, pick)| pick.trial));
        pools.push(match trial && ctx.timestamp_valid_bits > 0 {
            true => ctx.take_query_pool().ok(),
            false => None,
        });
    }
    let barrier = vk::MemoryBarrier::default()
        .src_access_mask(vk::AccessFlags::SHADER_WRITE)
        .dst_access_mask(vk::AccessFlags::SHADER_READ | vk::AccessFlags::SHADER_WRITE);
    // A recording with a trial's timestamps is this submission's alone.
    let key: Option<Vec<_>> = prepared
        .iter()
        .flatten()
        .map(Prepared::recording_key)
        .collect::<Option<Vec<_>>>()
        .filter(|_| pools.iter().all(Option::is_none));
    // SAFETY: `cmd` is recording. Each recorded launch passed every pre-dispatch check
    // (prepare_sized), as in `launch`; the barrier orders each launch's shader writes before the
    // next one's accesses. Their pipelines, descriptors and buffers, and the argument buffers
    // the launches borrow, outlive the submission, which is waited for. Each timestamp pool is
    // reset before its two writes.
    let record = |cmd| unsafe {
        let launches = prepared.iter().zip(&pools);
        let launches = launches.filter_map(|(p, pool)| Some((p.as_ref().ok()?, *pool)));
        for (i, (p, pool)) in launches.enumerate() {
            if i > 0 {
                d.cmd_pipeline_barrier(
                    cmd,
                    vk::PipelineStageFlags::COMPUTE_SHADER,
                    vk::PipelineStageFlags::COMPUTE_SHADER,
                    vk::DependencyFlags::empty(),
                    &[barrier],
                    &[],
                    &[],
                );
            }
            if let Some(pool) = pool {
                d.cmd_reset_query_pool(cmd, pool, 0, 2);
                d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::TOP_OF_PIPE, pool, 0);
            }
            p.record(d, cmd);
            if let Some(pool) = pool {
                d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::BOTTOM_OF_PIPE, pool, 1);
            }
        }
    };
    let submitted = match key {
        Some(key) => ctx.submit_and_wait_keyed("launch sequence", RecordingKey(key), record),
        None => ctx.submit_and_wait("launch sequence", record),
    };
    let wall_time = match submitted {
        Ok(t) => t,
        Err(e) => {
            // On timeout the pools may still be written: leak them with the other in-flight
            // objects.
            if !ctx.is_poisoned() {
                pools
                    .iter()
                    .flatten()
                    .for_each(|&pool| ctx.recycle_query_pool(pool));
            }
            let message = e.to_string();
            return prepared
                .into_iter()
                .map(|p| {
                    p.and_then(|_| {
                        Err(RunnerError::Spec(format!(
                            "the launch sequence's submission failed: {message}"
                        )))
                    })
                })
                .collect();
        }
    };
    prepared
        .into_iter()
        .zip(launches)
        .zip(pools)
        .map(|((p, l), pool)| {
            let p = p?;
            let (kernel, program) = (p.kernel, l.program);
            let measured = pool.and_then(|pool| timestamps_elapsed(ctx, pool));
            let local_reserve = program
                .reserve_trials
                .finish(p.reserve.as_ref(), measured.unwrap_or(wall_time));
            let r = &p.range;
            if let (Some(binding), Some(c)) = (&p.checks, &program.reflection().checks) {
                binding.verdict(&kernel.name, c, r.offset)?;
            }
            let (printf, printf_dropped) = match &p.printf {
                Some(b) => {
                    let out = crate::printf::format_buffer(
                        &b.read_bytes()?,
                        &program.reflection().printf_calls,
                    )
                    .map_err(|message| RunnerError::Printf {
                        kernel: kernel.name.clone(),
                        message,
                    })?;
                    (Some(out.text), out.dropped)
                }
                None => (None, 0),
            };
            Ok(LaunchStats {
                kernel_time: None,
                wall_time,
                setup_time,
                local_size: r.local,
                groups: r.groups,
                printf,
                printf_dropped,
                local_reserve,
            })
        })
        .collect()
}

pub(crate) fn launch(
    ctx: &Arc<Context>,
    program: &Program,
    kernel_name: &str,
    range: &NdRange,
    args: &[(&str, ArgValue<'_>)],
    printf_buffer_size: u64,
    timestamps: bool,
) -> Result<LaunchStats> {
    let setup = Instant::now();
    let prepared = prepare_sized(ctx, program, kernel_name, range, args, printf_buffer_size)?;
    warm_up(ctx, &prepared)?;
    let setup_time = setup.elapsed();
    let (kernel, r) = (prepared.kernel, &prepared.range);
    let d = &ctx.device;
    let trial = prepared
        .reserve
        .as_ref()
        .is_some_and(|(_, pick)| pick.trial);
    let pool = if (timestamps || trial) && ctx.timestamp_valid_bits > 0 {
        Some(ctx.take_query_pool()?)
    } else {
        None
    };
    // SAFETY: `cmd` is recording. The timestamp pool exists only when the queue writes
    // timestamps and is reset before both writes. `prepared` passed every pre-dispatch check:
    // group counts and the local size within the device's limits, the push constants covering
    // the layout's range, images in GENERAL with formats the device supports for their
    // descriptors, samplers valid for their images (but a linear sampler's format is not
    // checked for SAMPLED_IMAGE_FILTER_LINEAR). Its pipeline, descriptors and buffers, and the
    // argument buffers `args` borrows, outlive the submission, which is waited for. What the
    // kernel does through the addresses it is given is the kernel's concern, as in OpenCL.
    let record = |cmd| unsafe {
        if let Some(pool) = pool {
            d.cmd_reset_query_pool(cmd, pool, 0, 2);
        }
        if let Some(pool) = pool {
            d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::TOP_OF_PIPE, pool, 0);
        }
        prepared.record(d, cmd);
        if let Some(pool) = pool {
            d.cmd_write_timestamp(cmd, vk::PipelineStageFlags::BOTTOM_OF_PIPE, pool, 1);
        }
    };
    // A launch without timestamps that repeats the last one re-submits its command buffer.
    let submitted = match prepared.recording_key().filter(|_| pool.is_none()) {
        Some(key) => ctx.submit_and_wait_keyed(&kernel.name, RecordingKey(vec![key]), record),
        None => ctx.submit_and_wait(&kernel.name, record),
    };
    let wall_time = match submitted {
        Ok(t) => t,
        Err(e) => {
            // On timeout the pool may still be written: leak it with the other in-flight objects.
            if let (Some(pool), false) = (pool, ctx.is_poisoned()) {
                ctx.recycle_query_pool(pool);
            }
            return Err(e);
        }
    };
    let measured = pool.and_then(|pool| timestamps_elapsed(ctx, pool));
    // A trial's time: the GPU's, else the host's where the queue has no timestamps.
    let local_reserve = program
        .reserve_trials
        .finish(prepared.reserve.as_ref(), measured.unwrap_or(wall_time));
    let kernel_time = measured.filter(|_| timestamps);
    let Prepared { printf, checks, .. } = prepared;
    if let (Some(binding), Some(c)) = (&checks, &program.reflection().checks) {
        binding.verdict(&kernel.name, c, r.offset)?;
    }
    let (printf, printf_dropped) = match printf {
        Some(b) => {
            let bytes = b.read_bytes()?;
            let out = crate::printf::format_buffer(&bytes, &program.reflection().printf_calls)
                .map_err(|message| RunnerError::Printf {
                    kernel: kernel.name.clone(),
                    message,
                })?;
            (Some(out.text), out.dropped)
        }
        None => (None, 0),
    };
    Ok(LaunchStats {
        kernel_time,
        wall_time,
        setup_time,
        local_size: r.local,
        groups: r.groups,
        printf,
        printf_dropped,
        local_reserve,
    })
}

/// The time between the two timestamps of `pool`, written by a submission whose fence wait has
/// returned; the pool goes back to the context.
fn timestamps_elapsed(ctx: &Context, pool: vk::QueryPool) -> Option<Duration> {
    let mut ticks = [0u64; 2];
    // SAFETY: the pool is this device's, with two queries, both reset and written by the
    // submission whose fence wait just returned, so WAIT returns at once; `ticks` holds two
    // 64-bit results.
    let got = unsafe {
        ctx.device.get_query_pool_results(
            pool,
            0,
            &mut ticks,
            vk::QueryResultFlags::TYPE_64 | vk::QueryResultFlags::WAIT,
        )
    };
    ctx.recycle_query_pool(pool);
    got.ok()?;
    let mask = if ctx.timestamp_valid_bits >= 64 {
        u64::MAX
    } else {
        (1u64 << ctx.timestamp_valid_bits) - 1
    };
    let delta = (ticks[1] & mask).wrapping_sub(ticks[0] & mask) & mask;
    let ns = delta as f64 * ctx.info.timestamp_period as f64;
    Some(Duration::from_nanos(ns as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolved(global: [u64; 3], local: [u32; 3]) -> Resolved {
        Resolved {
            dims: 3,
            global,
            local,
            offset: [0; 3],
            groups: std::array::from_fn(|d| global[d].div_ceil(local[d] as u64) as u32),
        }
    }

    fn part(base: [u32; 3], count: [u32; 3], local: [u32; 3]) -> DispatchPart {
        DispatchPart { base, count, local }
    }

    /// A `local` argument takes any count but 0, and where its size was fixed when compiling
    /// (`fixed_bytes`, MSL and HLSL) that size alone, the error naming the argument and the
    /// count that fits.
    #[test]
    fn a_fixed_local_size_is_the_only_one_taken() {
        let arg = |fixed_bytes| ArgReflection {
            index: 1,
            name: "tile".into(),
            type_name: "local float4 *".into(),
            kind: ArgKind::Local {
                spec_id: 3,
                pointee: oclvk_abi::reflect::ValueLayout {
                    scalar: Some(oclvk_abi::reflect::ScalarKind::Float),
                    lanes: 4,
                    size: 16,
                    alignment: 16,
                },
                fixed_bytes,
            },
            qualifiers: Vec::new(),
            fields: Vec::new(),
        };
        assert!(check_local_arg(&arg(None), 7).is_ok());
        assert!(check_local_arg(&arg(Some(512)), 32).is_ok());
        for a in [arg(None), arg(Some(512))] {
            let e = check_local_arg(&a, 0).unwrap_err();
            assert!(matches!(e, RunnerError::ZeroLocal { .. }), "{e}");
        }
        let e = check_local_arg(&arg(Some(512)), 16).unwrap_err();
        assert_eq!(
            e.to_string(),
            "argument 'tile': its size was fixed when compiling at 512 bytes (32 elements: local:32), not 256"
        );
    }

    #[test]
    fn a_launch_that_fits_is_one_dispatch() {
        let r = resolved([1024, 8, 2], [64, 2, 1]);
        let parts = plan_dispatches(&r, [65535; 3]).unwrap();
        assert_eq!(parts, [part([0; 3], [16, 4, 2], [64, 2, 1])]);
    }

    #[test]
    fn group_counts_past_the_limit_run_in_pieces() {
        let r = resolved([1 << 23, 1, 1], [64, 1, 1]);
        let parts = plan_dispatches(&r, [65535; 3]).unwrap();
        assert_eq!(
            parts,
            [
                part([0, 0, 0], [65535, 1, 1], [64, 1, 1]),
                part([65535, 0, 0], [65535, 1, 1], [64, 1, 1]),
                part([131070, 0, 0], [2, 1, 1], [64, 1, 1]),
            ]
        );
    }

    #[test]
    fn a_smaller_last_group_is_a_dispatch_of_its_own_in_each_dimension() {
        let r = resolved([10, 7, 1], [4, 3, 1]);
        let parts = plan_dispatches(&r, [65535; 3]).unwrap();
        assert_eq!(
            parts,
            [
                part([0, 0, 0], [2, 2, 1], [4, 3, 1]),
                part([2, 0, 0], [1, 2, 1], [2, 3, 1]),
                part([0, 2, 0], [2, 1, 1], [4, 1, 1]),
                part([2, 2, 0], [1, 1, 1], [2, 1, 1]),
            ]
        );
        // Every work-item is in exactly one dispatch.
        let items: u64 = parts
            .iter()
            .map(|p| {
                (0..3)
                    .map(|d| (p.count[d] * p.local[d]) as u64)
                    .product::<u64>()
            })
            .sum();
        assert_eq!(items, 70);
    }

    #[test]
    fn too_many_dispatches_is_an_error_naming_the_limit() {
        // 4,294,967,295 = 65,535 * 65,537 work-groups per dimension.
        let r = resolved([u32::MAX as u64; 3], [1; 3]);
        let e = plan_dispatches(&r, [65535; 3]).unwrap_err();
        assert!(
            matches!(e, RunnerError::DispatchLimit { dispatches, max: MAX_DISPATCHES, .. } if dispatches == 65537u64.pow(3)),
            "{e:?}"
        );
    }
}
