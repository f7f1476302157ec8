//! Programs: OpenCL C source compiled in process by oclvk (build options through the one parser
//! the `oclvk` command uses), or SPIR-V modules oclvk wrote earlier (their reflection embedded),
//! loaded into each device's runner. Identical compiles (source, options, device) hit an
//! in-memory cache.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use oclvk::abi::reflect::ModuleReflection;
use oclvk::frontend::options::MacroOption;
use oclvk::frontend::Frontend;
use oclvk::{build_options, Compilation, CompileOptions, DiagnosticFormat};

use crate::cl::*;
use crate::core::context::Context;
use crate::core::device::Device;
use crate::object::{class, Ref};

/// The OpenCL C 3.0 optional feature macros the compiler may predefine.
const C_FEATURES: &[&str] = &[
    "__opencl_c_3d_image_writes",
    "__opencl_c_atomic_order_acq_rel",
    "__opencl_c_atomic_order_seq_cst",
    "__opencl_c_atomic_scope_device",
    "__opencl_c_atomic_scope_all_devices",
    "__opencl_c_device_enqueue",
    "__opencl_c_generic_address_space",
    "__opencl_c_fp64",
    "__opencl_c_images",
    "__opencl_c_int64",
    "__opencl_c_pipes",
    "__opencl_c_program_scope_global_variables",
    "__opencl_c_read_write_images",
    "__opencl_c_subgroups",
    "__opencl_c_work_group_collective_functions",
];

/// Extension macros the compiler predefines for what the driver may not list (images' 3D
/// writes; float atomics and sub-group operations the device lacks).
const EXTENSION_MACROS: &[&str] = &[
    "cl_khr_3d_image_writes",
    "cl_ext_float_atomics",
    "cl_khr_subgroups",
    "cl_khr_subgroup_extended_types",
    "cl_khr_subgroup_non_uniform_vote",
    "cl_khr_subgroup_ballot",
    "cl_khr_subgroup_non_uniform_arithmetic",
    "cl_khr_subgroup_shuffle",
    "cl_khr_subgroup_shuffle_relative",
    "cl_khr_subgroup_clustered_reduce",
    "cl_khr_subgroup_rotate",
];

/// What diagnostics call the program's source.
pub const SOURCE_NAME: &str = "program.cl";

/// A program loaded on one device.
pub struct Loaded {
    pub device: Ref<Device>,
    /// The module (what `CL_PROGRAM_BINARIES` returns): SPIR-V with its reflection embedded.
    pub words: Arc<Vec<u32>>,
    pub program: Arc<oclvk_runner::Program>,
}

/// A successful build: one loaded module per device of the program.
pub struct Built {
    pub loaded: Vec<Loaded>,
    /// Built with `-cl-kernel-arg-info`: clGetKernelArgInfo may answer.
    pub arg_info: bool,
}

impl Built {
    pub fn reflection(&self) -> &ModuleReflection {
        self.loaded[0].program.reflection()
    }

    pub fn on(&self, device: &Ref<Device>) -> Option<&Loaded> {
        self.loaded.iter().find(|l| l.device.same(device))
    }
}

pub struct BuildState {
    /// CL_BUILD_NONE, _IN_PROGRESS, _SUCCESS or _ERROR.
    pub status: i32,
    pub options: String,
    pub log: String,
    /// CL_PROGRAM_BINARY_TYPE_*.
    pub binary_type: u32,
    pub built: Option<Arc<Built>>,
}

pub struct Program {
    pub context: Ref<Context>,
    pub devices: Vec<Ref<Device>>,
    pub source: Option<String>,
    /// Modules given to clCreateProgramWithBinary, one per device.
    pub binaries: Option<Vec<Vec<u32>>>,
    state: Mutex<BuildState>,
    /// Kernel objects made from the program (a build is refused while any exists).
    pub kernels: AtomicUsize,
    /// The directory clCompileProgram wrote the program's headers to (its `-I`), removed with
    /// the program.
    header_dir: Mutex<Option<PathBuf>>,
}
class!(Program, Program);

impl Drop for Program {
    fn drop(&mut self) {
        if let Some(dir) = self
            .header_dir
            .get_mut()
            .unwrap_or_else(|p| p.into_inner())
            .take()
        {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// Why a build failed: the code the entry point returns; the log is in the build state.
pub struct BuildFailure(pub i32);

/// One compile's result, cached by (source, options, device).
struct Compiled {
    words: Option<Arc<Vec<u32>>>,
    reflection: Option<ModuleReflection>,
    log: String,
}

type CacheKey = (String, String, usize);

fn cache() -> MutexGuard<'static, HashMap<CacheKey, Arc<Compiled>>> {
    static CACHE: OnceLock<Mutex<HashMap<CacheKey, Arc<Compiled>>>> = OnceLock::new();
    CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|p| p.into_inner())
}

/// Whether the options ask for kernel argument information.
fn wants_arg_info(options: &str) -> bool {
    build_options::split(options)
        .map(|words| words.iter().any(|w| w == "-cl-kernel-arg-info"))
        .unwrap_or(false)
}

impl Program {
    pub fn new(
        context: Ref<Context>,
        devices: Vec<Ref<Device>>,
        source: Option<String>,
        binaries: Option<Vec<Vec<u32>>>,
    ) -> Program {
        let binary_type = if binaries.is_some() {
            CL_PROGRAM_BINARY_TYPE_EXECUTABLE
        } else {
            CL_PROGRAM_BINARY_TYPE_NONE
        };
        Program {
            context,
            devices,
            source,
            binaries,
            state: Mutex::new(BuildState {
                status: CL_BUILD_NONE,
                options: String::new(),
                log: String::new(),
                binary_type,
                built: None,
            }),
            kernels: AtomicUsize::new(0),
            header_dir: Mutex::new(None),
        }
    }

    pub fn state(&self) -> MutexGuard<'_, BuildState> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn built(&self) -> Option<Arc<Built>> {
        self.state().built.clone()
    }

    /// Records the directory holding the headers of the latest compile (the previous one goes).
    pub fn set_header_dir(&self, dir: PathBuf) {
        let old = self
            .header_dir
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .replace(dir);
        if let Some(old) = old {
            let _ = std::fs::remove_dir_all(old);
        }
    }

    pub fn has_kernels(&self) -> bool {
        self.kernels.load(Ordering::Relaxed) > 0
    }

    /// The compile options for `device`: the options string through the shared parser, the
    /// device's run-time checks, fp64 only where the device has it, and no feature or extension
    /// macro of what the device does not offer (OpenCL C 3.0 defines a feature macro only for a
    /// device that lists the feature).
    fn compile_options(options: &str, device: &Device) -> Result<CompileOptions, String> {
        let mut parsed = build_options::parse(options).map_err(|e| format!("error: {e}\n"))?;
        parsed.lang.fp64 &= device.has_fp64();
        let offered = device.c_features();
        let extensions = device.extensions();
        let withdrawn = C_FEATURES.iter().filter(|f| !offered.contains(f)).chain(
            EXTENSION_MACROS
                .iter()
                .filter(|e| !extensions.iter().any(|(n, _)| n == *e)),
        );
        let float_atomics = device.float_atomic_features();
        let missing_float_atomics = float_atomics
            .iter()
            .filter(|(_, has)| !has)
            .map(|(name, _)| name.as_str());
        // Ahead of the application's own -D/-U, which keep the last word.
        let mut macros: Vec<MacroOption> = withdrawn
            .copied()
            .chain(missing_float_atomics)
            .map(|m| MacroOption::Undefine(m.to_string()))
            .collect();
        macros.append(&mut parsed.lang.macros);
        parsed.lang.macros = macros;
        let runtime = device.runtime()?;
        parsed.apply_checks(runtime.checks());
        Ok(parsed)
    }

    fn compile(source: &str, options: &str, device: &Ref<Device>) -> Result<Arc<Compiled>, String> {
        let key = (source.to_owned(), options.to_owned(), device.info.index);
        if let Some(hit) = cache().get(&key) {
            return Ok(hit.clone());
        }
        let parsed = Program::compile_options(options, device)?;
        let compilation = oclvk::compile_source(SOURCE_NAME, source, &parsed);
        let log = compilation.render(DiagnosticFormat::Text, false);
        let compiled = Arc::new(match compilation.output {
            Some(out) => Compiled {
                words: Some(Arc::new(out.words)),
                reflection: Some(out.reflection),
                log,
            },
            None => Compiled {
                words: None,
                reflection: None,
                log,
            },
        });
        cache().insert(key, compiled.clone());
        Ok(compiled)
    }

    /// Builds (compiles and loads) the program for `devices` with `options`. `source`
    /// overrides the program's own (clLinkProgram's combined inputs).
    pub fn build(
        &self,
        devices: &[Ref<Device>],
        options: &str,
        source: Option<&str>,
    ) -> Result<(), BuildFailure> {
        {
            let mut s = self.state();
            s.status = CL_BUILD_IN_PROGRESS;
            s.options = options.to_owned();
            s.log.clear();
        }
        let result = self.build_inner(devices, options, source);
        let mut s = self.state();
        match result {
            Ok((built, log)) => {
                s.status = CL_BUILD_SUCCESS;
                s.log = log;
                s.binary_type = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
                s.built = Some(Arc::new(built));
                Ok(())
            }
            Err((code, log)) => {
                s.status = CL_BUILD_ERROR;
                s.log = log;
                s.built = None;
                Err(BuildFailure(code))
            }
        }
    }

    fn build_inner(
        &self,
        devices: &[Ref<Device>],
        options: &str,
        source: Option<&str>,
    ) -> Result<(Built, String), (i32, String)> {
        let mut loaded = Vec::new();
        let mut log = String::new();
        for device in devices {
            let runtime = device
                .runtime()
                .map_err(|e| (CL_BUILD_PROGRAM_FAILURE, format!("error: {e}\n")))?;
            let (words, reflection) = match (source.or(self.source.as_deref()), &self.binaries) {
                (Some(src), _) => {
                    let compiled = Program::compile(src, options, device)
                        .map_err(|e| (CL_INVALID_BUILD_OPTIONS, e))?;
                    log = compiled.log.clone();
                    match &compiled.words {
                        Some(w) => (w.clone(), compiled.reflection.clone()),
                        None => return Err((CL_BUILD_PROGRAM_FAILURE, log)),
                    }
                }
                (None, Some(binaries)) => {
                    let at = self
                        .devices
                        .iter()
                        .position(|d| d.same(device))
                        .unwrap_or(0);
                    (Arc::new(binaries[at].clone()), None)
                }
                (None, None) => return Err((CL_INVALID_OPERATION, String::new())),
            };
            let program = runtime
                .load_program(&words, reflection)
                .map_err(|e| (CL_BUILD_PROGRAM_FAILURE, format!("{log}error: {e}\n")))?;
            loaded.push(Loaded {
                device: device.clone(),
                words,
                program: Arc::new(program),
            });
        }
        if loaded.is_empty() {
            return Err((CL_INVALID_DEVICE, log));
        }
        Ok((
            Built {
                loaded,
                arg_info: wants_arg_info(options),
            },
            log,
        ))
    }

    /// clCompileProgram: checks the source through the frontend (a compiled object needs no
    /// kernel: only the linked program becomes a module) and keeps it, with its options, for a
    /// link.
    pub fn compile_only(
        &self,
        devices: &[Ref<Device>],
        options: &str,
        source: &str,
    ) -> Result<(), BuildFailure> {
        let mut log = String::new();
        let mut failed = None;
        for device in devices {
            match Program::compile_options(options, device) {
                Ok(parsed) => {
                    let fe = Frontend::compile_source(
                        SOURCE_NAME,
                        source,
                        &parsed.lang_for_target(),
                        parsed.warnings,
                    );
                    let checked = Compilation {
                        sources: fe.sources,
                        diagnostics: fe.diagnostics.into_vec(),
                        output: None,
                    };
                    log = checked.render(DiagnosticFormat::Text, false);
                    if checked.error_count() > 0 {
                        failed = Some(CL_COMPILE_PROGRAM_FAILURE);
                    }
                }
                Err(e) => {
                    log = e;
                    failed = Some(CL_INVALID_COMPILER_OPTIONS);
                }
            }
        }
        let mut s = self.state();
        s.options = options.to_owned();
        s.log = log;
        s.built = None;
        match failed {
            Some(code) => {
                s.status = CL_BUILD_ERROR;
                Err(BuildFailure(code))
            }
            None => {
                s.status = CL_BUILD_SUCCESS;
                s.binary_type = CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
                Ok(())
            }
        }
    }
}
