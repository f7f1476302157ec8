//! Argument specs (`NAME=SPEC`, `--out NAME=PATH`) against reflection, and `run_specs` end to end.

// The runner's test helpers (SPIR-V test kernels, reflection builders, a validated runtime):
// the specs are the command's, and the kernels they run the runner's.
#[path = "../vk-runner/tests/common/mod.rs"]
mod runner_common;

use oclvk::npy;
use oclvk::run::{RunConfig, RunSpecs};
use oclvk::spec::{
    resolve, write_output, write_output_as, ArgSpec, ArgTarget, HostArg, OutSpec, SpecSource,
    Vec3Layout,
};
use oclvk_abi::reflect::{ArgTransport, ScalarKind};
use oclvk_runner::{from_bytes, NdRange, RunnerError};
use runner_common::*;

fn specs(list: &[&str]) -> Vec<ArgSpec> {
    list.iter().map(|s| ArgSpec::parse(s).unwrap()).collect()
}

fn tmp(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("oclvk-spec-tests-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// A kernel with one parameter of each interesting shape.
fn mixed() -> oclvk_abi::reflect::KernelReflection {
    kernel(
        "mixed",
        vec![
            buffer_arg(0, "f", 0, layout(ScalarKind::Float, 1)),
            buffer_arg(1, "v4", 8, layout(ScalarKind::Float, 4)),
            buffer_arg(2, "v3", 16, layout(ScalarKind::Int, 3)),
            buffer_arg(3, "c", 24, layout(ScalarKind::Char, 1)),
            value_arg(4, "n", 32, layout(ScalarKind::Uint, 1)),
            value_arg(5, "s", 36, layout(ScalarKind::Float, 1)),
            value_arg(6, "p", 48, layout(ScalarKind::Int, 3)),
            local_arg(7, "tmp", 3, layout(ScalarKind::Float, 1)),
            value_arg(8, "h", 64, layout(ScalarKind::Half, 1)),
        ],
        ArgTransport::PushConstants { size: 66 },
    )
}

fn one(spec: &str) -> Result<HostArg, RunnerError> {
    resolve(&mixed(), &specs(&[spec])).map(|mut v| v.remove(0).value)
}

fn buf(spec: &str) -> Vec<u8> {
    match one(spec).unwrap() {
        HostArg::Buffer(b) => b,
        other => panic!("{other:?}"),
    }
}

#[test]
fn parse_syntax() {
    let s = ArgSpec::parse("a=rand:16:7").unwrap();
    assert_eq!(s.target, ArgTarget::Name("a".into()));
    assert_eq!(
        s.source,
        SpecSource::Rand {
            count: 16,
            seed: Some(7)
        }
    );
    assert_eq!(
        ArgSpec::parse("2=fill:-1.5:3").unwrap().source,
        SpecSource::Fill {
            value: "-1.5".into(),
            count: 3
        }
    );
    assert_eq!(
        ArgSpec::parse("2=fill:1,2,3,4:3").unwrap().target,
        ArgTarget::Index(2)
    );
    assert_eq!(
        ArgSpec::parse("v=1,2,3,4").unwrap().source,
        SpecSource::Literal("1,2,3,4".into())
    );
    assert!(ArgSpec::parse("novalue")
        .unwrap_err()
        .to_string()
        .contains("NAME=SPEC"));
    assert_eq!(
        ArgSpec::parse("a=zeros:x").unwrap_err().to_string(),
        "argument 'a': cannot parse 'x' as the element count of zeros:N"
    );
    assert!(ArgSpec::parse("a=iota:0").is_err());
    let o = OutSpec::parse("c=out.npy").unwrap();
    assert_eq!(
        (o.target, o.path, o.vec3),
        (
            ArgTarget::Name("c".into()),
            "out.npy".into(),
            Vec3Layout::Packed
        )
    );
    assert!(OutSpec::parse("c").is_err());
    let o = OutSpec::parse("c=dir.d/out.npy:padded").unwrap();
    assert_eq!(
        (o.path, o.vec3),
        ("dir.d/out.npy".into(), Vec3Layout::Padded)
    );
    assert_eq!(
        OutSpec::parse("c=out.npy:packed").unwrap().vec3,
        Vec3Layout::Packed
    );
    assert_eq!(
        OutSpec::parse("c=out.npy:pad").unwrap_err().to_string(),
        "output spec 'c=out.npy:pad': unknown option 'pad' (padded or packed)"
    );
    assert!(OutSpec::parse("c=:padded").is_err());
}

#[test]
fn values_are_typed_by_reflection() {
    assert_eq!(
        one("n=1024").unwrap(),
        HostArg::Value(1024u32.to_le_bytes().to_vec())
    );
    assert_eq!(
        one("n=0x10").unwrap(),
        HostArg::Value(16u32.to_le_bytes().to_vec())
    );
    assert_eq!(
        one("s=2.5").unwrap(),
        HostArg::Value(2.5f32.to_le_bytes().to_vec())
    );
    assert_eq!(
        one("s=2.5f").unwrap(),
        HostArg::Value(2.5f32.to_le_bytes().to_vec())
    );
    assert_eq!(one("h=1.0").unwrap(), HostArg::Value(vec![0x00, 0x3c]));
    let p: Vec<u8> = [1i32, -2, 3, 0]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    assert_eq!(one("p=1,-2,3").unwrap(), HostArg::Value(p));
    assert_eq!(one("tmp=local:32").unwrap(), HostArg::Local(32));
    assert_eq!(
        one("s=x2").unwrap_err().to_string(),
        "argument 's': cannot parse 'x2' as float"
    );
    assert_eq!(
        one("n=-1").unwrap_err().to_string(),
        "argument 'n': -1 does not fit in uint"
    );
    assert!(one("p=1,2")
        .unwrap_err()
        .to_string()
        .contains("has 2 components but the parameter has 3 lanes"));
    assert!(one("n=zeros:4")
        .unwrap_err()
        .to_string()
        .contains("argument 'n'"));
    assert!(one("f=1.0")
        .unwrap_err()
        .to_string()
        .contains("global float *"));
    assert!(one("tmp=zeros:4")
        .unwrap_err()
        .to_string()
        .contains("local:N"));
    assert!(one("f=local:4").is_err());
    let unknown = one("zz=1");
    assert!(matches!(unknown, Err(RunnerError::UnknownArg { .. })));
    let message = unknown.unwrap_err().to_string();
    assert!(
        message.starts_with("kernel 'mixed' has no parameter 'zz'; its parameters are: global float * f, global float4 * v4, ")
            && message.ends_with(", half h"),
        "{message}"
    );
    assert!(matches!(
        resolve(&mixed(), &specs(&["n=1", "4=2"])),
        Err(RunnerError::DuplicateArg { .. })
    ));
}

#[test]
fn generators() {
    assert_eq!(
        from_bytes::<f32>(&buf("f=iota:4")).unwrap(),
        vec![0.0, 1.0, 2.0, 3.0]
    );
    assert_eq!(
        from_bytes::<f32>(&buf("f=fill:2.5:3")).unwrap(),
        vec![2.5; 3]
    );
    assert_eq!(buf("f=zeros:5"), vec![0; 20]);
    // float4: N counts vectors; a scalar fill broadcasts, a full vector repeats.
    assert_eq!(
        from_bytes::<f32>(&buf("v4=iota:2")).unwrap(),
        vec![0., 1., 2., 3., 4., 5., 6., 7.]
    );
    assert_eq!(
        from_bytes::<f32>(&buf("v4=fill:1,2,3,4:2")).unwrap(),
        vec![1., 2., 3., 4., 1., 2., 3., 4.]
    );
    // int3: 3 lanes, padded to 4.
    assert_eq!(
        from_bytes::<i32>(&buf("v3=iota:2")).unwrap(),
        vec![0, 1, 2, 0, 3, 4, 5, 0]
    );
    // rand: deterministic, floats in [0, 1), small signed ints.
    let r1 = from_bytes::<f32>(&buf("f=rand:1000:3")).unwrap();
    assert_eq!(r1, from_bytes::<f32>(&buf("f=rand:1000:3")).unwrap());
    assert_ne!(r1, from_bytes::<f32>(&buf("f=rand:1000:4")).unwrap());
    assert!(r1.iter().all(|v| (0.0..1.0).contains(v)));
    let c = from_bytes::<i8>(&buf("c=rand:1000")).unwrap();
    assert!(c.iter().all(|v| (-50..50).contains(v)) && c.iter().any(|v| *v < 0));
    assert!(one("c=fill:300:2")
        .unwrap_err()
        .to_string()
        .contains("300 does not fit in char"));
}

#[test]
fn files() {
    let data: Vec<u8> = (0..8).flat_map(|i| (i as f32).to_le_bytes()).collect();
    let p = tmp("f.npy");
    std::fs::write(&p, npy::write(ScalarKind::Float, &[8], &data)).unwrap();
    let spec = format!("f=file:{}", p.display());
    assert_eq!(buf(&spec), data);
    // float4 accepts a flat array of a multiple of 4 or shape (N, 4).
    assert_eq!(buf(&format!("v4=file:{}", p.display())), data);
    let p2 = tmp("f2.npy");
    std::fs::write(&p2, npy::write(ScalarKind::Float, &[2, 4], &data)).unwrap();
    assert_eq!(buf(&format!("v4=file:{}", p2.display())), data);
    let e = one(&format!("c=file:{}", p.display()))
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("argument 'c': ")
            && e.contains("has dtype <f4 but the kernel's parameter is global char *"),
        "{e}"
    );
    // int3 from (N, 3): padded to 4 lanes.
    let p3 = tmp("i3.npy");
    let ints: Vec<u8> = [1i32, 2, 3, 4, 5, 6]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    std::fs::write(&p3, npy::write(ScalarKind::Int, &[2, 3], &ints)).unwrap();
    assert_eq!(
        from_bytes::<i32>(&buf(&format!("v3=file:{}", p3.display()))).unwrap(),
        vec![1, 2, 3, 0, 4, 5, 6, 0]
    );
    // Truncated .npy.
    let full = std::fs::read(&p).unwrap();
    std::fs::write(&p, &full[..full.len() - 2]).unwrap();
    assert!(one(&spec).unwrap_err().to_string().contains("truncated"));
    // .bin must hold whole elements.
    let b = tmp("raw.bin");
    std::fs::write(&b, [0u8; 10]).unwrap();
    let e = one(&format!("f=file:{}", b.display()))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("not a whole number of 4-byte float elements"),
        "{e}"
    );
    assert!(one("f=file:/nonexistent.npy")
        .unwrap_err()
        .to_string()
        .contains("cannot read"));
}

fn write_npy(name: &str, kind: ScalarKind, shape: &[u64], data: &[u8]) -> String {
    let p = tmp(name);
    std::fs::write(&p, npy::write(kind, shape, data)).unwrap();
    p.display().to_string()
}

fn ints(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn three_component_vectors_in_the_opencl_layout_and_packed() {
    let padded = ints(&[1, 2, 3, -1, 4, 5, 6, -1]);
    // (N, 4) and flat multiples of 4 are the memory layout (cl_int3 is 16 bytes), as they are.
    let p = write_npy("v3_n4.npy", ScalarKind::Int, &[2, 4], &padded);
    assert_eq!(buf(&format!("v3=file:{p}")), padded);
    let p = write_npy("v3_flat.npy", ScalarKind::Int, &[8], &padded);
    assert_eq!(buf(&format!("v3=file:{p}")), padded);
    // (N, 3), also under more axes, is packed: each vector gets its padding lane.
    let packed = ints(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    let p = write_npy("v3_2x2x3.npy", ScalarKind::Int, &[2, 2, 3], &packed);
    assert_eq!(
        from_bytes::<i32>(&buf(&format!("v3=file:{p}"))).unwrap(),
        vec![1, 2, 3, 0, 4, 5, 6, 0, 7, 8, 9, 0, 10, 11, 12, 0]
    );
    // A flat array of packed vectors is ambiguous with the memory layout: refused, saying so.
    let p = write_npy("v3_flat6.npy", ScalarKind::Int, &[6], &packed[..24]);
    assert_eq!(
        one(&format!("v3=file:{p}")).unwrap_err().to_string(),
        format!("argument 'v3': {p} has shape [6]; the parameter global int3 * needs shape (N, 3), shape (N, 4) or a flat array of a multiple of 4 (the OpenCL layout: int3 is 16 bytes)")
    );
    let p = write_npy("v3_n5.npy", ScalarKind::Int, &[2, 5], &ints(&[0; 10]));
    assert!(one(&format!("v3=file:{p}")).is_err());
}

#[test]
fn scalar_buffers_read_any_shape_in_c_order() {
    let data: Vec<u8> = (0..8).flat_map(|i| (i as f32).to_le_bytes()).collect();
    for shape in [&[2u64, 4][..], &[2, 2, 2], &[1, 8, 1]] {
        let p = write_npy("f_nd.npy", ScalarKind::Float, shape, &data);
        assert_eq!(buf(&format!("f=file:{p}")), data, "{shape:?}");
    }
    // float4 takes (..., 4) too.
    let p = write_npy("v4_nd.npy", ScalarKind::Float, &[1, 2, 4], &data);
    assert_eq!(buf(&format!("v4=file:{p}")), data);
    // Fortran order is refused, naming the file.
    let p = write_npy("f_fortran.npy", ScalarKind::Float, &[2, 4], &data);
    let mut bytes = std::fs::read(&p).unwrap();
    let at = bytes.windows(5).position(|w| w == b"False").unwrap();
    bytes[at..at + 5].copy_from_slice(b"True ");
    std::fs::write(&p, bytes).unwrap();
    assert_eq!(
        one(&format!("f=file:{p}")).unwrap_err().to_string(),
        format!("argument 'f': {p}: the array is in Fortran (column-major) order, and oclvk reads C order: save np.ascontiguousarray(a) instead")
    );
}

#[test]
fn padded_outputs_of_three_component_vectors() {
    let k = mixed();
    let bytes = ints(&[1, 2, 3, 99, 4, 5, 6, 99]);
    let p = tmp("padded.npy");
    write_output_as(&p, k.arg("v3").unwrap(), &bytes, Vec3Layout::Padded).unwrap();
    let a = npy::parse(&std::fs::read(&p).unwrap()).unwrap();
    assert_eq!(a.shape, vec![2, 4]);
    assert_eq!(a.data, bytes);
    let e = write_output_as(&p, k.arg("f").unwrap(), &bytes, Vec3Layout::Padded).unwrap_err();
    assert!(
        e.to_string()
            .contains("only a .npy output of a buffer of 3-component vectors has a padded layout"),
        "{e}"
    );
    assert!(write_output_as(
        &tmp("padded.bin"),
        k.arg("v3").unwrap(),
        &bytes,
        Vec3Layout::Padded
    )
    .is_err());
}

#[test]
fn outputs_as_npy_and_bin() {
    let k = mixed();
    let v3 = k.arg("v3").unwrap();
    let bytes: Vec<u8> = [1i32, 2, 3, 99, 4, 5, 6, 99]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let p = tmp("out.npy");
    write_output(&p, v3, &bytes).unwrap();
    let a = npy::parse(&std::fs::read(&p).unwrap()).unwrap();
    assert_eq!(a.shape, vec![2, 3]);
    assert_eq!(from_bytes::<i32>(&a.data).unwrap(), vec![1, 2, 3, 4, 5, 6]);
    let b = tmp("out.bin");
    write_output(&b, v3, &bytes).unwrap();
    assert_eq!(std::fs::read(&b).unwrap(), bytes);
    assert!(write_output(&tmp("out.txt"), v3, &bytes).is_err());
}

#[test]
fn run_specs_end_to_end() {
    // Timed, as `oclvk run` asks.
    let rt = runtime_with(oclvk_runner::RuntimeOptions {
        validation: true,
        pipeline_cache: false,
        kernel_timestamps: true,
        ..Default::default()
    });
    let prog = rt
        .load_program(&assemble("scale4"), Some(scale4_reflection()))
        .unwrap();
    let report = rt
        .run_specs(
            &prog,
            "scale4",
            &NdRange::d1(8),
            &specs(&["x=iota:8", "s=2"]),
            &RunConfig {
                repeat: 3,
                outputs: None,
            },
        )
        .unwrap();
    assert_eq!(report.launches.len(), 3);
    let summary = report.timing_summary();
    assert!(
        summary.contains("kernel: min ") && summary.contains("3 launches"),
        "{summary}"
    );
    assert!(report.kernel_time.is_some());
    assert_eq!(report.outputs.len(), 1);
    // In place, three times: x * 8.
    let got = from_bytes::<f32>(&report.outputs[0].bytes).unwrap();
    assert_eq!(got, (0..32).map(|i| i as f32 * 8.0).collect::<Vec<_>>());
    let p = tmp("x.npy");
    report.outputs[0].write_to(&p).unwrap();
    assert_eq!(
        npy::parse(&std::fs::read(&p).unwrap()).unwrap().shape,
        vec![8, 4]
    );

    let prog = rt
        .load_program(&assemble("vadd"), Some(vadd_reflection()))
        .unwrap();
    let report = rt
        .run_specs(
            &prog,
            "vadd",
            &NdRange::d1(64),
            &specs(&["a=rand:64", "b=iota:64", "c=zeros:64", "n=64"]),
            &RunConfig {
                repeat: 1,
                outputs: Some(vec![ArgTarget::Name("c".into())]),
            },
        )
        .unwrap();
    assert_eq!(report.outputs.len(), 1);
    let a = from_bytes::<f32>(&buf_of(&specs(&["a=rand:64"]))).unwrap();
    let c = from_bytes::<f32>(&report.outputs[0].bytes).unwrap();
    for i in 0..64 {
        assert_eq!(c[i], a[i] + i as f32, "c[{i}]");
    }
    let e = rt
        .run_specs(
            &prog,
            "vadd",
            &NdRange::d1(64),
            &specs(&["a=rand:64", "b=iota:64", "c=zeros:64"]),
            &RunConfig::default(),
        )
        .unwrap_err();
    assert_eq!(e.to_string(), "kernel 'vadd': missing argument(s): n");
    drop(prog);
    assert_clean(&rt);
}

fn buf_of(s: &[ArgSpec]) -> Vec<u8> {
    match resolve(&vadd_reflection().kernels[0], s)
        .unwrap()
        .remove(0)
        .value
    {
        HostArg::Buffer(b) => b,
        other => panic!("{other:?}"),
    }
}

fn image_kernel() -> oclvk_abi::reflect::KernelReflection {
    use oclvk_abi::reflect::{ArgKind, ArgReflection, ChannelClass, ImageAccess, ImageDim};
    let image = |index, name: &str, dim, type_name: &str| ArgReflection {
        index,
        name: name.into(),
        type_name: type_name.into(),
        kind: ArgKind::Image {
            dim,
            access: ImageAccess::ReadOnly,
            channel: ChannelClass::Int,
            storage_binding: None,
            sampled_binding: Some(index),
            format_spec_ids: None,
            view_dim: None,
        },
        qualifiers: vec![],
        fields: vec![],
    };
    kernel(
        "images",
        vec![
            image(0, "a", ImageDim::D2, "read_only image2d_t"),
            image(1, "v", ImageDim::D3, "read_only image3d_t"),
            ArgReflection {
                index: 2,
                name: "s".into(),
                type_name: "sampler_t".into(),
                kind: ArgKind::Sampler {
                    binding: Some(2),
                    normalized_only: false,
                    nearest_only: false,
                    modes_override_id: None,
                },
                qualifiers: vec![],
                fields: vec![],
            },
            value_arg(3, "n", 0, layout(ScalarKind::Int, 1)),
        ],
        ArgTransport::PushConstants { size: 4 },
    )
}

#[test]
fn image_and_sampler_specs() {
    use oclvk::spec::ImageContents;
    use oclvk_abi::reflect::{AddressingMode, FilterMode, ImageDim, SamplerModes};
    use oclvk_runner::ImageFormat;
    let s = ArgSpec::parse("a=image:rgba32i:4x2:iota").unwrap();
    assert_eq!(
        s.source,
        SpecSource::Image {
            format: ImageFormat::RGBA32I,
            size: vec![4, 2],
            contents: ImageContents::Iota
        }
    );
    let s = ArgSpec::parse("s=sampler:normalized, repeat ,linear").unwrap();
    let modes = SamplerModes {
        normalized_coords: true,
        addressing: AddressingMode::Repeat,
        filter: FilterMode::Linear,
    };
    assert_eq!(s.source, SpecSource::Sampler(modes));
    let k = image_kernel();
    let resolved = resolve(
        &k,
        &specs(&[
            "a=image:r32i:3x2:iota",
            "v=image:rgba32ui:1x1x2:zeros",
            "s=sampler:",
        ]),
    )
    .unwrap();
    match &resolved[0].value {
        HostArg::Image { desc, data } => {
            assert_eq!(desc.dim, ImageDim::D2);
            assert_eq!(desc.size, [3, 2, 1]);
            assert_eq!(from_bytes::<i32>(data).unwrap(), vec![0, 1, 2, 3, 4, 5]);
        }
        other => panic!("{other:?}"),
    }
    match &resolved[1].value {
        HostArg::Image { desc, data } => {
            assert_eq!(desc.size, [1, 1, 2]);
            assert_eq!(data, &vec![0u8; 32]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        resolved[2].value,
        HostArg::Sampler(SamplerModes {
            normalized_coords: false,
            addressing: AddressingMode::ClampToEdge,
            filter: FilterMode::Nearest,
        })
    );
    // A .npy file of the format's channel type, as many channels as texels need.
    let path = tmp("img.npy");
    std::fs::write(
        &path,
        npy::write(
            ScalarKind::Int,
            &[2, 3],
            &oclvk_runner::to_bytes(&[9i32, 8, 7, 6, 5, 4]),
        ),
    )
    .unwrap();
    let resolved = resolve(
        &k,
        &specs(&[&format!("a=image:r32i:3x2:file:{}", path.display())]),
    )
    .unwrap();
    match &resolved[0].value {
        HostArg::Image { data, .. } => {
            assert_eq!(from_bytes::<i32>(data).unwrap(), vec![9, 8, 7, 6, 5, 4])
        }
        other => panic!("{other:?}"),
    }
    let err = |list: &[&str]| resolve(&k, &specs(list)).unwrap_err().to_string();
    assert!(err(&["a=image:r32f:3x2:file:/nonexistent.npy"]).contains("cannot read"));
    let wrong_dtype = tmp("img_f.npy");
    std::fs::write(
        &wrong_dtype,
        npy::write(ScalarKind::Float, &[6], &oclvk_runner::to_bytes(&[0f32; 6])),
    )
    .unwrap();
    let e = err(&[&format!("a=image:r32i:3x2:file:{}", wrong_dtype.display())]);
    assert!(e.contains("needs 6 of dtype <i4"), "{e}");
    assert!(err(&["v=image:r32i:3x2:zeros"]).contains("takes 3 sizes (WxHxD), not 2"));
    assert!(err(&["n=image:r32i:3x2:zeros"]).contains("does not take an image"));
    assert!(err(&["s=zeros:4"]).contains("use sampler:MODES"));
    assert!(ArgSpec::parse("a=image:rgba32f:0x2:zeros").is_err());
    assert!(ArgSpec::parse("a=image:rgba32f:2x2").is_err());
    assert!(ArgSpec::parse("a=image:rgba32f:2x2:ones").is_err());
}
