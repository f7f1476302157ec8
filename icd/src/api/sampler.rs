//! Samplers: clCreateSampler (1.x), clCreateSamplerWithProperties, information and reference
//! counts. A sampler is its modes; the runner makes the Vulkan sampler when a kernel uses it.

use std::ffi::c_void;

use oclvk::abi::reflect::{AddressingMode, FilterMode, SamplerModes};

use super::{call, create, obj, release, ClResult, Info};
use crate::cl::*;
use crate::core::context::Context;
use crate::core::image::Sampler;
use crate::object::Ref;

fn addressing(mode: u64) -> ClResult<AddressingMode> {
    let mode = u32::try_from(mode).map_err(|_| CL_INVALID_VALUE)?;
    Ok(match mode {
        CL_ADDRESS_NONE => AddressingMode::None,
        CL_ADDRESS_CLAMP_TO_EDGE => AddressingMode::ClampToEdge,
        CL_ADDRESS_CLAMP => AddressingMode::Clamp,
        CL_ADDRESS_REPEAT => AddressingMode::Repeat,
        CL_ADDRESS_MIRRORED_REPEAT => AddressingMode::MirroredRepeat,
        _ => return Err(CL_INVALID_VALUE),
    })
}

fn addressing_value(mode: AddressingMode) -> u32 {
    match mode {
        AddressingMode::None => CL_ADDRESS_NONE,
        AddressingMode::ClampToEdge => CL_ADDRESS_CLAMP_TO_EDGE,
        AddressingMode::Clamp => CL_ADDRESS_CLAMP,
        AddressingMode::Repeat => CL_ADDRESS_REPEAT,
        AddressingMode::MirroredRepeat => CL_ADDRESS_MIRRORED_REPEAT,
    }
}

fn filter(mode: u64) -> ClResult<FilterMode> {
    match mode {
        m if m == CL_FILTER_NEAREST as u64 => Ok(FilterMode::Nearest),
        m if m == CL_FILTER_LINEAR as u64 => Ok(FilterMode::Linear),
        _ => Err(CL_INVALID_VALUE),
    }
}

fn boolean(value: u64) -> ClResult<bool> {
    match value {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(CL_INVALID_VALUE),
    }
}

fn make_sampler(
    context: *mut c_void,
    modes: ClResult<SamplerModes>,
    properties: Vec<u64>,
) -> ClResult<*mut c_void> {
    let c = obj::<Context>(context)?;
    let modes = modes?;
    if !c.devices.iter().any(|d| d.has_images()) {
        return Err(CL_INVALID_OPERATION);
    }
    Ok(Ref::new(Sampler {
        context: c,
        modes,
        properties,
    })
    .into_handle())
}

pub extern "C" fn clCreateSampler(
    context: *mut c_void,
    normalized_coords: u32,
    addressing_mode: u32,
    filter_mode: u32,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        let modes = (|| {
            Ok(SamplerModes {
                normalized_coords: boolean(normalized_coords as u64)?,
                addressing: addressing(addressing_mode as u64)?,
                filter: filter(filter_mode as u64)?,
            })
        })();
        make_sampler(context, modes, Vec::new())
    })
}

/// The modes a `cl_sampler_properties` list sets (the defaults: normalized coordinates,
/// `CL_ADDRESS_CLAMP`, `CL_FILTER_NEAREST`), and the list as given, with its zero.
fn sampler_properties(list: *const u64) -> ClResult<(SamplerModes, Vec<u64>)> {
    let mut modes = SamplerModes {
        normalized_coords: true,
        addressing: AddressingMode::Clamp,
        filter: FilterMode::Nearest,
    };
    let pairs = super::property_list(list)?;
    let mut seen = Vec::new();
    for pair in pairs.chunks(2) {
        let (name, value) = (pair[0], pair[1]);
        if seen.contains(&name) {
            return Err(CL_INVALID_VALUE);
        }
        seen.push(name);
        match name {
            n if n == CL_SAMPLER_NORMALIZED_COORDS as u64 => {
                modes.normalized_coords = boolean(value)?
            }
            n if n == CL_SAMPLER_ADDRESSING_MODE as u64 => modes.addressing = addressing(value)?,
            n if n == CL_SAMPLER_FILTER_MODE as u64 => modes.filter = filter(value)?,
            _ => return Err(CL_INVALID_VALUE),
        }
    }
    let recorded = if list.is_null() {
        Vec::new()
    } else {
        let mut all = pairs;
        all.push(0);
        all
    };
    Ok((modes, recorded))
}

pub extern "C" fn clCreateSamplerWithProperties(
    context: *mut c_void,
    sampler_properties_list: *const u64,
    errcode_ret: *mut i32,
) -> *mut c_void {
    create(errcode_ret, || {
        obj::<Context>(context)?;
        let (modes, recorded) = sampler_properties(sampler_properties_list)?;
        make_sampler(context, Ok(modes), recorded)
    })
}

pub extern "C" fn clRetainSampler(sampler: *mut c_void) -> i32 {
    call(|| obj::<Sampler>(sampler).map(|s| s.retain_for_app()))
}

pub extern "C" fn clReleaseSampler(sampler: *mut c_void) -> i32 {
    call(|| release(obj::<Sampler>(sampler)?))
}

pub extern "C" fn clGetSamplerInfo(
    sampler: *mut c_void,
    param_name: u32,
    param_value_size: usize,
    param_value: *mut c_void,
    param_value_size_ret: *mut usize,
) -> i32 {
    call(|| {
        let s = obj::<Sampler>(sampler)?;
        let info = match param_name {
            CL_SAMPLER_REFERENCE_COUNT => Info::uint(s.ref_count()),
            CL_SAMPLER_CONTEXT => Info::ptr(s.context.handle()),
            CL_SAMPLER_NORMALIZED_COORDS => Info::bool(s.modes.normalized_coords),
            CL_SAMPLER_ADDRESSING_MODE => Info::uint(addressing_value(s.modes.addressing)),
            CL_SAMPLER_FILTER_MODE => Info::uint(match s.modes.filter {
                FilterMode::Nearest => CL_FILTER_NEAREST,
                FilterMode::Linear => CL_FILTER_LINEAR,
            }),
            CL_SAMPLER_PROPERTIES => Info::ulongs(&s.properties),
            _ => return Err(CL_INVALID_VALUE),
        };
        info.write(param_value_size, param_value, param_value_size_ret)
    })
}
