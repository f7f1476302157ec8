//! Program-scope data: large tables compile to small modules (an initializer is its explicit
//! bytes plus a zero tail that is only a length), reflection too large for one SPIR-V
//! instruction is embedded in pieces, and the runner fills the buffers right (lavapipe, with the
//! validation layer on; every element checked).

mod common;

use common::*;
use oclvk::runner::{ArgValue, NdRange};
use oclvk::spirv::reflect::ModuleReflection;
use std::path::Path;
use std::time::{Duration, Instant};

/// The value of element `i` of the explicit tables: never zero, so the explicit bytes reach the
/// table's end.
fn table_value(i: u32) -> u32 {
    i.wrapping_mul(2_654_435_761) % 1_000_003 + 1
}

/// `constant uint NAME[len] = {...}` with `explicit` values from [`table_value`].
fn table_source(name: &str, len: u32, explicit: u32) -> String {
    let values: Vec<String> = (0..explicit).map(|i| table_value(i).to_string()).collect();
    format!("constant uint {name}[{len}] = {{{}}};\n", values.join(","))
}

/// Compiles `src` through the CLI into `dir`, checks the module with spirv-val, and returns the
/// module's and the sidecar's sizes.
fn compile_cli(dir: &Path, src: &str, extra: &[&str]) -> (u64, u64) {
    let cl = dir.join("k.cl");
    let spv = dir.join("k.spv");
    std::fs::write(&cl, src).unwrap();
    let mut args = vec!["compile", cl.to_str().unwrap(), "-o", spv.to_str().unwrap()];
    args.extend_from_slice(extra);
    assert_ok(&oclvk(&args));
    spirv_val(&spv, "vulkan1.2");
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    (size(&spv), size(&dir.join("k.spv.json")))
}

/// Reads `out` after running `kernel` over `n` work-items with the module's embedded reflection.
fn run_embedded(words: &[u32], kernel: &str, n: u32) -> Vec<u32> {
    let rt = validated_runtime();
    let program = rt.load_program(words, None).unwrap();
    let out = rt.buffer_from_slice(&vec![0u32; n as usize]).unwrap();
    rt.launch(
        &program,
        kernel,
        &NdRange::new(&[n as u64]),
        &[("out", ArgValue::Buffer(&out))],
    )
    .unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    out.read::<u32>().unwrap()
}

fn words_of(path: &Path) -> Vec<u32> {
    std::fs::read(path)
        .unwrap()
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// A 4 GB zero-filled table (`int t[1000000000] = {1, 2, 3}`) used to take minutes and 4 GB
/// of memory to compile into an 800 MB module; its zero tail is now a length.
#[test]
fn gigabyte_zero_filled_table_compiles_fast_into_a_small_module() {
    let dir = scratch("constant_data_gigabyte");
    let src = "constant int t[1000000000] = {1, 2, 3};\n\
               kernel void k(global int *out) { out[get_global_id(0)] = t[get_global_id(0) * 999]; }\n";
    let start = Instant::now();
    let (module, sidecar) = compile_cli(&dir, src, &[]);
    let took = start.elapsed();
    assert!(took < Duration::from_secs(20), "compiling took {took:?}");
    assert!(module < 16 * 1024, "module of {module} bytes");
    assert!(sidecar < 16 * 1024, "sidecar of {sidecar} bytes");
    let reflection = ModuleReflection::from_module(&words_of(&dir.join("k.spv"))).unwrap();
    let block = reflection.constant_data.expect("a constant block");
    assert_eq!(block.size, 4_000_000_000);
    assert_eq!(block.init, [1, 0, 0, 0, 2, 0, 0, 0, 3]);
}

/// 200 KiB of explicit values: the reflection (data as hex) passes one instruction's 65,535
/// words, so it is embedded in pieces; the module is valid, the runner reads the pieces back
/// (and the sidecar says the same), and the kernel reads every value.
#[test]
fn table_of_200_kib_runs_from_the_embedded_reflection() {
    let dir = scratch("constant_data_200k");
    let len = 200 * 1024 / 4;
    let src = format!(
        "{}kernel void copy(global uint *out) {{ out[get_global_id(0)] = t[get_global_id(0)]; }}\n",
        table_source("t", len, len)
    );
    compile_cli(&dir, &src, &[]);
    let words = words_of(&dir.join("k.spv"));
    let embedded = ModuleReflection::from_module(&words).unwrap();
    let sidecar =
        ModuleReflection::from_json(&std::fs::read_to_string(dir.join("k.spv.json")).unwrap())
            .unwrap();
    assert_eq!(embedded, sidecar);
    // The last value's high bytes are zero, and so the tail's.
    let explicit = embedded.constant_data.as_ref().unwrap().init.len();
    assert!(explicit > 200 * 1024 - 4, "{explicit} explicit bytes");
    let out = run_embedded(&words, "copy", len);
    for (i, v) in out.iter().enumerate() {
        assert_eq!(*v, table_value(i as u32), "out[{i}]");
    }
}

/// A 4 MiB table with 100 explicit values and a zero tail, next to a small table declared after
/// it: the block keeps only the explicit bytes (the zero-tailed table is laid out last), the
/// runner creates the buffer zero-filled, and every element reads right.
#[test]
fn table_of_4_mib_with_a_zero_tail_runs() {
    let dir = scratch("constant_data_4m");
    let len = 4 * 1024 * 1024 / 4;
    let src = format!(
        "{}constant uint after[4] = {{5, 6, 7, 8}};\n\
         kernel void copy(global uint *out) {{\n\
           size_t i = get_global_id(0);\n\
           out[i] = big[i] + (i < 4 ? after[i] << 24 : 0);\n\
         }}\n",
        table_source("big", len, 100)
    );
    let (module, sidecar) = compile_cli(&dir, &src, &[]);
    assert!(module < 64 * 1024, "module of {module} bytes");
    assert!(sidecar < 64 * 1024, "sidecar of {sidecar} bytes");
    let words = words_of(&dir.join("k.spv"));
    let block = ModuleReflection::from_module(&words)
        .unwrap()
        .constant_data
        .unwrap();
    assert_eq!(block.size, 4 * 1024 * 1024 + 16);
    assert!(
        block.init.len() <= 16 + 400,
        "{} explicit bytes",
        block.init.len()
    );
    let out = run_embedded(&words, "copy", len);
    for (i, v) in out.iter().enumerate() {
        let explicit = if i < 100 { table_value(i as u32) } else { 0 };
        let after = if i < 4 { (5 + i as u32) << 24 } else { 0 };
        assert_eq!(*v, explicit + after, "out[{i}]");
    }
}

/// `--strip-reflection` leaves the pieces out; the module then runs from its sidecar.
#[test]
fn stripped_module_with_a_large_table_runs_from_its_sidecar() {
    let dir = scratch("constant_data_stripped");
    let len = 200 * 1024 / 4;
    let src = format!(
        "{}kernel void copy(global uint *out) {{ out[get_global_id(0)] = t[get_global_id(0)]; }}\n",
        table_source("t", len, len)
    );
    let (module, _) = compile_cli(&dir, &src, &["--strip-reflection"]);
    assert!(module < 16 * 1024, "module of {module} bytes");
    let spv = dir.join("k.spv");
    let n = len.to_string();
    let out = dir.join("out.bin");
    let run = oclvk(&[
        "run",
        spv.to_str().unwrap(),
        "-k",
        "copy",
        "-g",
        &n,
        "--arg",
        &format!("out=zeros:{n}"),
        "--out",
        &format!("out={}", out.display()),
    ]);
    assert_ok(&run);
    let bytes = std::fs::read(&out).unwrap();
    for (i, c) in bytes.chunks_exact(4).enumerate() {
        let v = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        assert_eq!(v, table_value(i as u32), "out[{i}]");
    }
}

/// An address stored next to a large zero-tailed table: the runner writes the address without
/// rewriting the whole block.
#[test]
fn address_next_to_a_zero_tailed_table_is_written() {
    let src = "constant uint big[1048576] = {1, 2, 3};\n\
               constant uint *constant third = &big[2];\n\
               kernel void copy(global uint *out) {\n\
                 size_t i = get_global_id(0);\n\
                 out[i] = big[i] + (i == 0 ? third[0] * 100 : 0);\n\
               }\n";
    let module = oclvk::compile_source("k.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap();
    let block = module.reflection.constant_data.as_ref().unwrap();
    assert_eq!(block.relocations.len(), 1);
    assert!(block.init.len() < 16, "{} explicit bytes", block.init.len());
    let out = run_embedded(&module.words, "copy", 1 << 20);
    for (i, v) in out.iter().enumerate() {
        let expected = match i {
            0 => 301,
            1 | 2 => i as u32 + 1,
            _ => 0,
        };
        assert_eq!(*v, expected, "out[{i}]");
    }
}

/// The opencl target has no zero tail: a table with non-zero values is one
/// `OpConstantComposite`, which cannot hold more than 65,532 elements, so such a table is a
/// diagnostic there (a wholly zero one is a null constant and compiles).
#[test]
fn opencl_target_refuses_a_composite_past_one_instruction() {
    let dir = scratch("constant_data_opencl");
    let cl = dir.join("k.cl");
    let spv = dir.join("k.spv");
    std::fs::write(
        &cl,
        "constant int t[100000] = {1};\n\
         kernel void k(global int *out) { out[0] = t[get_global_id(0)]; }\n",
    )
    .unwrap();
    let args = ["compile", cl.to_str().unwrap(), "--target", "opencl", "-o"];
    let out = oclvk(&[&args[..], &[spv.to_str().unwrap()]].concat());
    assert_fails_with(
        &out,
        "k.cl:1:14: error: a constant 'int[100000]' with non-zero elements needs more than SPIR-V's 65532 constituents in one instruction on the opencl target",
    );
}

/// An initial value is held up to its last non-zero byte, at most 256 MiB of it: a far
/// designator in a 1 GB table is a diagnostic, not 1 GB of memory (and 2 GB of hex); zeros
/// designated into the tail cost nothing. (Not a diagnostic test: clang-15 materializes such
/// initializers and runs out of memory.)
#[test]
fn far_designator_is_a_diagnostic_and_zeros_in_the_tail_are_free() {
    let dir = scratch("constant_data_sparse");
    let cl = dir.join("k.cl");
    std::fs::write(
        &cl,
        "constant char zeros_designated[1000000000] = {1, [999999999] = 0};\n\
         constant char sparse[1000000000] = {1, [999999999] = 2};\n\
         kernel void k(global char *out) { out[0] = sparse[get_global_id(0)] + zeros_designated[1]; }\n",
    )
    .unwrap();
    let start = Instant::now();
    let out = oclvk(&["check", cl.to_str().unwrap()]);
    assert!(
        start.elapsed() < Duration::from_secs(20),
        "took {:?}",
        start.elapsed()
    );
    assert_fails_with(
        &out,
        "k.cl:2:36: error: initializer is too large: its non-zero bytes reach 1000000000 bytes into the object; oclvk's limit is 268435456 bytes before the zero tail",
    );
    assert_eq!(
        stderr(&out).matches("error:").count(),
        1,
        "{}",
        stderr(&out)
    );
}

/// A function-scope `int x[10000000] = {1, 2, [7] = 9};` used to hang the compiler: sema wrote
/// one store per zeroed element. A long array is now zeroed by one store of its zero value.
#[test]
fn function_scope_array_with_a_long_zero_tail_compiles_fast() {
    let dir = scratch("constant_data_private_zero_tail");
    let src = "kernel void k(global int *out) {\n\
               int x[10000000] = {1, 2, [7] = 9};\n\
               char s[1000000] = \"text\";\n\
               size_t i = get_global_id(0); out[i] = x[i] + s[i];\n}\n";
    let start = Instant::now();
    let (module, _) = compile_cli(&dir, src, &[]);
    let took = start.elapsed();
    assert!(took < Duration::from_secs(20), "compiling took {took:?}");
    assert!(module < 16 * 1024, "module of {module} bytes");
}
