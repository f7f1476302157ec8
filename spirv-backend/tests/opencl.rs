//! `--target opencl` tests: spirv-val (OpenCL 2.1 environment) and llvm-spirv-15 read-back.
mod common;
mod math_library;
use common::*;
use oclvk_spirv::Target;

#[test]
fn vadd_opencl() {
    let out = build("vadd_cl", &vadd(), Target::Opencl);
    assert_eq!(out.words[1], 0x0001_0000);
    llvm_spirv_reads("vadd_cl", &out.words);
    golden("vadd.opencl.spvasm", &disassemble("vadd_cl", &out.words));
}

#[test]
fn flow_opencl() {
    let out = build("flow_cl", &flow(), Target::Opencl);
    llvm_spirv_reads("flow_cl", &out.words);
}

#[test]
fn pointers_opencl() {
    let out = build("pointers_cl", &pointers(), Target::Opencl);
    llvm_spirv_reads("pointers_cl", &out.words);
    golden(
        "pointers.opencl.spvasm",
        &disassemble("pointers_cl", &out.words),
    );
}

#[test]
fn builtins_opencl() {
    let out = build("builtins_cl", &builtins_kernel(), Target::Opencl);
    llvm_spirv_reads("builtins_cl", &out.words);
}

#[test]
fn conversions_opencl() {
    let out = build(
        "convert_cl",
        &conversions_kernel(true, false),
        Target::Opencl,
    );
    llvm_spirv_reads("convert_cl", &out.words);
}
