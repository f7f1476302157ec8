//! Hand-written IR as backend input: every `tests/ir/*.ir` is read with `ir::parse`, must be in
//! the text form's canonical spelling (it prints back unchanged) and valid (`ir::validate`), and
//! is lowered for every target to a module that passes spirv-val.

use oclvk_frontend::ir;
use oclvk_spirv::{compile, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

fn spirv_val(name: &str, words: &[u32], target: Target) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("oclvk-ir-inputs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join(format!("{name}.spv"));
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
    let env = match target {
        Target::Vulkan1_2 => "vulkan1.2",
        Target::Vulkan1_3 => "vulkan1.3",
        Target::Opencl => "opencl2.1",
        other => unreachable!("{other:?} is oclvk-naga's target"),
    };
    let out = Command::new("spirv-val")
        .args(["--target-env", env])
        .arg(&path)
        .output()
        .map_err(|e| format!("spirv-val: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "spirv-val --target-env {env}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

#[test]
fn hand_written_ir_lowers_to_valid_spirv() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        let module = ir::parse(&text).unwrap_or_else(|e| panic!("{name}.ir: {e}"));
        assert_eq!(
            module.display().to_string(),
            text,
            "{name}.ir is not canonical"
        );
        if let Err(errors) = ir::validate(&module) {
            panic!("{name}.ir: {}", errors[0]);
        }
        for target in [Target::Vulkan1_2, Target::Vulkan1_3, Target::Opencl] {
            let options = Options {
                target,
                ..Options::default()
            };
            let out = compile(&module, &options)
                .unwrap_or_else(|d| panic!("{name}.ir for {target:?}: {d:?}"));
            if let Err(e) = spirv_val(&name, &out.words, target) {
                panic!("{name}.ir for {target:?}: {e}");
            }
        }
    }
}
