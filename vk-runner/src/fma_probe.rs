//! Whether the device's GLSL.std.450 `Fma` is fused (one rounding), which Vulkan does not
//! promise ("inherited from OpFMul followed by OpFAdd"): the math library's exact products
//! take one `fma` where it is, Dekker's splitting elsewhere. The runner sets the modules'
//! specialization constant ([`oclvk_abi::reflect::ModuleReflection::fused_fma_spec_id`]) from
//! one probe per device, run on the first pipeline that needs it and kept in the context.
//!
//! The probe is a one-work-item shader ([`probe_module`], bound as a portable kernel: one
//! storage buffer, no device address) computing, with a = b = 1 + 2^-12 and c = 2^-60 read from
//! the buffer so that no compiler folds them:
//! - `fma(a, b, -p)` for the `NoContraction` product p = a b = 1 + 2^-11 (the exact product is
//!   1 + 2^-11 + 2^-24, a tie rounded to even): 2^-24 where the error is exact, 0 where the
//!   product is rounded before the addition (the library's use);
//! - `fma(a, b, c)`, whose exact value lies just above the tie: rounded once it is 1 + 2^-11 +
//!   2^-23; through a rounded product, or a double-precision sum rounded again to float, the
//!   tie comes back and rounds to 1 + 2^-11.
//!
//! The device's fma is fused when both are the once-rounded values.

use std::sync::Arc;

use oclvk_abi::portable::{BufferBinding, BufferSource, PortableBindings};
use oclvk_abi::reflect::{
    AddressSpace, ArgKind, ArgReflection, ArgTransport, KernelReflection, ModuleReflection,
    ScalarKind, Target, ValueLayout, WorkGroupInfo, FORMAT_VERSION,
};

use crate::device::Context;
use crate::error::Result;
use crate::launch::{ArgValue, NdRange};
use crate::memory::{Buffer, Usage};
use crate::program::Program;

/// The probe's inputs a, b, c (bits), then room for its two results.
const INPUTS: [u32; 3] = [0x3f80_0800, 0x3f80_0800, 0x2180_0000];
const SLOTS: u32 = 5;
/// `fma(a, b, -a b)` and `fma(a, b, c)` rounded once: 2^-24 and 1 + 2^-11 + 2^-23.
const FUSED: [u32; 2] = [0x3380_0000, 0x3f80_1001];

const KERNEL: &str = "fma_probe";

/// Whether `ctx`'s device fuses `Fma`, probed on the first call and kept.
pub(crate) fn fused(ctx: &Arc<Context>) -> Result<bool> {
    let mut known = ctx.fused_fma.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(v) = *known {
        return Ok(v);
    }
    let v = probe(ctx)?;
    *known = Some(v);
    Ok(v)
}

fn probe(ctx: &Arc<Context>) -> Result<bool> {
    let program = Program::new(ctx, &probe_module(), Some(reflection()))?;
    let mut data = vec![0u8; SLOTS as usize * 4];
    for (chunk, v) in data.chunks_exact_mut(4).zip(INPUTS) {
        chunk.copy_from_slice(&v.to_le_bytes());
    }
    let buffer = Buffer::with_data(ctx, &data, Usage::Device, "fma probe")?;
    crate::launch::launch(
        ctx,
        &program,
        KERNEL,
        &NdRange::d1(1).with_local(&[1]),
        &[("v", ArgValue::Buffer(&buffer))],
        crate::PRINTF_BUFFER_SIZE,
        false,
    )?;
    let out: Vec<u32> = buffer.read::<u32>()?;
    Ok(out[3..5] == FUSED)
}

/// The probe's reflection: a portable kernel with one `global float *` argument at binding 0.
fn reflection() -> ModuleReflection {
    let float = ValueLayout {
        scalar: Some(ScalarKind::Float),
        lanes: 1,
        size: 4,
        alignment: 4,
    };
    let kernel = KernelReflection {
        name: KERNEL.into(),
        args: vec![ArgReflection {
            index: 0,
            name: "v".into(),
            type_name: "float*".into(),
            kind: ArgKind::Buffer {
                address_space: AddressSpace::Global,
                offset: 0,
                pointee: float,
            },
            qualifiers: vec![],
            fields: vec![],
        }],
        transport: ArgTransport::PushConstants { size: 0 },
        implicit: vec![],
        work_group: WorkGroupInfo {
            required: Some([1, 1, 1]),
            hint: None,
            spec_ids: [0, 1, 2],
            enqueued_spec_ids: None,
        },
        static_local_bytes: 0,
        local_reserve_bytes: 0,
        local_reserve_spec_id: None,
        vec_type_hint: None,
        uses_printf: false,
        float_atomics: vec![],
        sub_group_operations: vec![],
        sub_group_extended_types: false,
        required_sub_group_size: None,
        inline_samplers: vec![],
        collective_local_bytes: 0,
        portable: Some(PortableBindings {
            entry_point: "main".into(),
            group: 0,
            arg_block: None,
            buffers: vec![BufferBinding {
                binding: 0,
                source: BufferSource::Argument { index: 0 },
                read_only: false,
                element_bytes: 4,
            }],
            ..PortableBindings::default()
        }),
    };
    ModuleReflection {
        format_version: FORMAT_VERSION,
        target: Target::Vulkan1_2Portable,
        opencl_c_version: 120,
        uniform_work_group_size: false,
        kernels: vec![kernel],
        constant_data: None,
        program_globals: None,
        printf_calls: vec![],
        checks: None,
        fused_fma_spec_id: None,
    }
}

/// A SPIR-V instruction: its word count and opcode, then its operands.
fn inst(words: &mut Vec<u32>, opcode: u32, operands: &[u32]) {
    words.push(((operands.len() as u32 + 1) << 16) | opcode);
    words.extend_from_slice(operands);
}

/// A literal string's words (nul-terminated, little-endian, padded).
fn string(s: &str) -> Vec<u32> {
    let mut bytes = s.as_bytes().to_vec();
    bytes.push(0);
    bytes.resize(bytes.len().div_ceil(4) * 4, 0);
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// The probe shader (SPIR-V 1.3, Vulkan 1.1): `v[3] = fma(v[0], v[1], -(v[0] * v[1]))` with
/// the product `NoContraction`, `v[4] = fma(v[0], v[1], v[2])`, over a storage buffer of
/// floats at set 0, binding 0.
pub(crate) fn probe_module() -> Vec<u32> {
    // Ids.
    const GLSL: u32 = 1;
    const MAIN: u32 = 2;
    const VOID: u32 = 3;
    const FN: u32 = 4;
    const FLOAT: u32 = 5;
    const UINT: u32 = 6;
    const LEN: u32 = 7;
    const ARRAY: u32 = 8;
    const BLOCK: u32 = 9;
    const BLOCK_PTR: u32 = 10;
    const FLOAT_PTR: u32 = 11;
    const VAR: u32 = 12;
    const C: [u32; 5] = [13, 14, 15, 16, 17];
    const LABEL: u32 = 18;
    const PTR: [u32; 5] = [19, 20, 21, 22, 23];
    const A: u32 = 24;
    const B: u32 = 25;
    const ADDEND: u32 = 26;
    const PRODUCT: u32 = 27;
    const NEGATED: u32 = 28;
    const ERROR: u32 = 29;
    const SUM: u32 = 30;
    const BOUND: u32 = 31;
    // Opcodes, enumerants.
    const OP_NAME_EXT_INST_IMPORT: u32 = 11;
    const OP_EXT_INST: u32 = 12;
    const OP_MEMORY_MODEL: u32 = 14;
    const OP_ENTRY_POINT: u32 = 15;
    const OP_EXECUTION_MODE: u32 = 16;
    const OP_CAPABILITY: u32 = 17;
    const OP_TYPE_VOID: u32 = 19;
    const OP_TYPE_INT: u32 = 21;
    const OP_TYPE_FLOAT: u32 = 22;
    const OP_TYPE_ARRAY: u32 = 28;
    const OP_TYPE_STRUCT: u32 = 30;
    const OP_TYPE_POINTER: u32 = 32;
    const OP_TYPE_FUNCTION: u32 = 33;
    const OP_CONSTANT: u32 = 43;
    const OP_FUNCTION: u32 = 54;
    const OP_FUNCTION_END: u32 = 56;
    const OP_VARIABLE: u32 = 59;
    const OP_LOAD: u32 = 61;
    const OP_STORE: u32 = 62;
    const OP_ACCESS_CHAIN: u32 = 65;
    const OP_DECORATE: u32 = 71;
    const OP_MEMBER_DECORATE: u32 = 72;
    const OP_F_NEGATE: u32 = 127;
    const OP_F_MUL: u32 = 133;
    const OP_LABEL: u32 = 248;
    const OP_RETURN: u32 = 253;
    const CAPABILITY_SHADER: u32 = 1;
    const GL_COMPUTE: u32 = 5;
    const LOCAL_SIZE: u32 = 17;
    const DECORATION_BLOCK: u32 = 2;
    const DECORATION_ARRAY_STRIDE: u32 = 6;
    const DECORATION_BINDING: u32 = 33;
    const DECORATION_DESCRIPTOR_SET: u32 = 34;
    const DECORATION_OFFSET: u32 = 35;
    const DECORATION_NO_CONTRACTION: u32 = 42;
    const STORAGE_BUFFER: u32 = 12;
    const GLSL_FMA: u32 = 50;

    let mut w = vec![0x0723_0203, 0x0001_0300, 0, BOUND, 0];
    inst(&mut w, OP_CAPABILITY, &[CAPABILITY_SHADER]);
    let mut import = vec![GLSL];
    import.extend(string("GLSL.std.450"));
    inst(&mut w, OP_NAME_EXT_INST_IMPORT, &import);
    inst(&mut w, OP_MEMORY_MODEL, &[0, 1]);
    let mut entry = vec![GL_COMPUTE, MAIN];
    entry.extend(string("main"));
    inst(&mut w, OP_ENTRY_POINT, &entry);
    inst(&mut w, OP_EXECUTION_MODE, &[MAIN, LOCAL_SIZE, 1, 1, 1]);
    inst(&mut w, OP_DECORATE, &[ARRAY, DECORATION_ARRAY_STRIDE, 4]);
    inst(
        &mut w,
        OP_MEMBER_DECORATE,
        &[BLOCK, 0, DECORATION_OFFSET, 0],
    );
    inst(&mut w, OP_DECORATE, &[BLOCK, DECORATION_BLOCK]);
    inst(&mut w, OP_DECORATE, &[VAR, DECORATION_DESCRIPTOR_SET, 0]);
    inst(&mut w, OP_DECORATE, &[VAR, DECORATION_BINDING, 0]);
    inst(&mut w, OP_DECORATE, &[PRODUCT, DECORATION_NO_CONTRACTION]);
    inst(&mut w, OP_TYPE_VOID, &[VOID]);
    inst(&mut w, OP_TYPE_FUNCTION, &[FN, VOID]);
    inst(&mut w, OP_TYPE_FLOAT, &[FLOAT, 32]);
    inst(&mut w, OP_TYPE_INT, &[UINT, 32, 0]);
    inst(&mut w, OP_CONSTANT, &[UINT, LEN, SLOTS]);
    inst(&mut w, OP_TYPE_ARRAY, &[ARRAY, FLOAT, LEN]);
    inst(&mut w, OP_TYPE_STRUCT, &[BLOCK, ARRAY]);
    inst(&mut w, OP_TYPE_POINTER, &[BLOCK_PTR, STORAGE_BUFFER, BLOCK]);
    inst(&mut w, OP_TYPE_POINTER, &[FLOAT_PTR, STORAGE_BUFFER, FLOAT]);
    inst(&mut w, OP_VARIABLE, &[BLOCK_PTR, VAR, STORAGE_BUFFER]);
    for (k, c) in C.iter().enumerate() {
        inst(&mut w, OP_CONSTANT, &[UINT, *c, k as u32]);
    }
    inst(&mut w, OP_FUNCTION, &[VOID, MAIN, 0, FN]);
    inst(&mut w, OP_LABEL, &[LABEL]);
    for (p, c) in PTR.iter().zip(C) {
        inst(&mut w, OP_ACCESS_CHAIN, &[FLOAT_PTR, *p, VAR, C[0], c]);
    }
    inst(&mut w, OP_LOAD, &[FLOAT, A, PTR[0]]);
    inst(&mut w, OP_LOAD, &[FLOAT, B, PTR[1]]);
    inst(&mut w, OP_LOAD, &[FLOAT, ADDEND, PTR[2]]);
    inst(&mut w, OP_F_MUL, &[FLOAT, PRODUCT, A, B]);
    inst(&mut w, OP_F_NEGATE, &[FLOAT, NEGATED, PRODUCT]);
    inst(
        &mut w,
        OP_EXT_INST,
        &[FLOAT, ERROR, GLSL, GLSL_FMA, A, B, NEGATED],
    );
    inst(
        &mut w,
        OP_EXT_INST,
        &[FLOAT, SUM, GLSL, GLSL_FMA, A, B, ADDEND],
    );
    inst(&mut w, OP_STORE, &[PTR[3], ERROR]);
    inst(&mut w, OP_STORE, &[PTR[4], SUM]);
    inst(&mut w, OP_RETURN, &[]);
    inst(&mut w, OP_FUNCTION_END, &[]);
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The probe's constants are what its documentation says, computed on the host.
    #[test]
    fn probe_expectations_are_the_once_rounded_values() {
        let [a, b, c] = INPUTS.map(f32::from_bits);
        assert_eq!(a, 1.0 + 2f32.powi(-12));
        assert_eq!(c, 2f32.powi(-60));
        let p = a * b;
        assert_eq!(p, 1.0 + 2f32.powi(-11));
        assert_eq!(a.mul_add(b, -p).to_bits(), FUSED[0]);
        assert_eq!(a.mul_add(b, c).to_bits(), FUSED[1]);
        // Unfused, and through a double sum rounded again: the tie rounds to even.
        assert_ne!((p + c).to_bits(), FUSED[1]);
        let twice = (f64::from(a) * f64::from(b) + f64::from(c)) as f32;
        assert_ne!(twice.to_bits(), FUSED[1]);
    }

    /// The probe module passes spirv-val (Vulkan 1.1 environment).
    #[test]
    fn probe_module_is_valid() {
        let dir = std::env::temp_dir().join(format!("oclvk-fma-probe-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("probe.spv");
        let bytes: Vec<u8> = probe_module()
            .iter()
            .flat_map(|w| w.to_le_bytes())
            .collect();
        std::fs::write(&path, bytes).unwrap();
        let out = std::process::Command::new("spirv-val")
            .args(["--target-env", "vulkan1.1"])
            .arg(&path)
            .output()
            .expect("spirv-val runs (the spirv-tools package)");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
