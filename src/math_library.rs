//! The math library's IR for the backend ([`spirv::MathLibrary`]): compiled from OpenCL C at
//! build time (`build.rs`: the IR's binary form, `ir::binary`, and an index of it), and decoded
//! per compile only as far as a module needs it: the library functions its calls reach, with the
//! functions those call (a math kernel reaches a few of the library's ~240 functions, and reading
//! all of them back cost as much as compiling the library's source).

use crate::frontend::ir;
use crate::spirv;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// One compiled form of the library: its IR's binary form and where its parts are (see
/// `build.rs`).
struct Library {
    bytes: &'static [u8],
    header_end: usize,
    functions: &'static [(&'static str, usize, usize, &'static [usize])],
}

/// The Vulkan targets' library (its arithmetic NoContraction).
mod vulkan {
    pub const BYTES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/math_library.irb"));
    include!(concat!(env!("OUT_DIR"), "/math_library_index.rs"));
}

/// The portable targets' library (`__OCLVK_PORTABLE_LIBRARY`: its exact steps frozen).
mod portable {
    pub const BYTES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/portable_math_library.irb"));
    include!(concat!(env!("OUT_DIR"), "/portable_math_library_index.rs"));
}

/// The Vulkan targets' library with the functions every stored form of its SPIR-V holds as
/// stubs (`build.rs`), for the modules a stored form serves.
mod stored {
    pub const BYTES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/math_library_stored.irb"));
    include!(concat!(env!("OUT_DIR"), "/math_library_stored_index.rs"));
}

static STORED: Library = Library {
    bytes: stored::BYTES,
    header_end: stored::HEADER_END,
    functions: stored::FUNCTIONS,
};

static VULKAN: Library = Library {
    bytes: vulkan::BYTES,
    header_end: vulkan::HEADER_END,
    functions: vulkan::FUNCTIONS,
};

static PORTABLE: Library = Library {
    bytes: portable::BYTES,
    header_end: portable::HEADER_END,
    functions: portable::FUNCTIONS,
};

impl Library {
    fn position(&self, name: &str) -> Option<usize> {
        self.functions.iter().position(|f| f.0 == name)
    }

    /// The module of the functions reached from `roots`, in the library's order.
    fn decode(&self, roots: &[String]) -> Result<ir::Module, ir::binary::BinaryError> {
        let mut wanted = vec![false; self.functions.len()];
        let mut pending: Vec<usize> = roots.iter().filter_map(|r| self.position(r)).collect();
        while let Some(k) = pending.pop() {
            if !std::mem::replace(&mut wanted[k], true) {
                pending.extend_from_slice(self.functions[k].3);
            }
        }
        let functions: Vec<_> = self
            .functions
            .iter()
            .zip(wanted)
            .map(|(f, wanted)| wanted.then_some(f.1..f.2))
            .collect();
        ir::binary::decode(self.bytes, self.header_end, &functions)
    }
}

fn defines(name: &str) -> bool {
    VULKAN.position(name).is_some()
}

/// The library functions named by `roots` and every function they call, as a module (names the library lacks are left out; the backend reports them). Remembered
/// per form and set of roots, so that a process compiling the same kernels again reads nothing
/// back.
fn load_from(library: &'static Library, roots: &[String]) -> Result<Arc<ir::Module>, String> {
    /// At most this many sets are remembered (each module holds a few functions).
    const REMEMBERED: usize = 64;
    type Key = (usize, Vec<String>);
    static LOADED: Mutex<Option<HashMap<Key, Arc<ir::Module>>>> = Mutex::new(None);
    let form = [&VULKAN, &PORTABLE, &STORED]
        .iter()
        .position(|&l| std::ptr::eq(library, l))
        .unwrap_or(0);
    let key = (form, roots.to_vec());
    if let Some(m) = LOADED
        .lock()
        .ok()
        .and_then(|loaded| loaded.as_ref()?.get(&key).cloned())
    {
        return Ok(m);
    }
    let m = Arc::new(library.decode(roots).map_err(|e| e.to_string())?);
    if let Ok(mut loaded) = LOADED.lock() {
        let loaded = loaded.get_or_insert_with(HashMap::new);
        if loaded.len() >= REMEMBERED {
            loaded.clear();
        }
        loaded.insert(key, m.clone());
    }
    Ok(m)
}

fn load(roots: &[String]) -> Result<Arc<ir::Module>, String> {
    load_from(&VULKAN, roots)
}

fn load_portable(roots: &[String]) -> Result<Arc<ir::Module>, String> {
    load_from(&PORTABLE, roots)
}

fn load_stored(roots: &[String]) -> Result<Arc<ir::Module>, String> {
    load_from(&STORED, roots)
}

/// The library the facade links into the modules it compiles ([`spirv::Options::math_library`]).
pub fn math_library() -> spirv::MathLibrary {
    spirv::MathLibrary {
        defines,
        load,
        load_portable,
        spirv: STORED_SPIRV,
        load_stored,
    }
}

/// Bytes aligned for reading as words.
#[repr(C, align(4))]
struct Aligned<const N: usize>([u8; N]);

/// The words of `bytes`, little-endian as the build script wrote them (this machine's order:
/// a big-endian build would read garbage, which `oclvk_spirv` refuses by its magic word and
/// then writes every function from its IR).
const fn words<const N: usize>(bytes: &'static Aligned<N>) -> &'static [u32] {
    // SAFETY: `Aligned` is 4-byte aligned and holds N bytes, so its first N / 4 * 4 bytes are
    // N / 4 properly aligned `u32`s, valid for any bit pattern and borrowed for 'static.
    unsafe { std::slice::from_raw_parts(bytes.0.as_ptr().cast::<u32>(), N / 4) }
}

/// One stored form of the library's SPIR-V, a file `build.rs` wrote, as words.
macro_rules! stored_form {
    ($file:literal) => {{
        static BYTES: &Aligned<{ include_bytes!(concat!(env!("OUT_DIR"), "/", $file)).len() }> =
            &Aligned(*include_bytes!(concat!(env!("OUT_DIR"), "/", $file)));
        words(BYTES)
    }};
}

/// The library's functions as SPIR-V, written by `build.rs` once per stored option set (sets
/// whose SPIR-V is the same share a form).
static STORED_SPIRV: &[&[u32]] = &include!(concat!(env!("OUT_DIR"), "/math_library_spirv.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole library decodes to the module its text form reads back as (the binary form is
    /// made from that module at build time), in both forms.
    #[test]
    fn the_binary_form_is_the_text_form() {
        const TEXTS: [(&Library, &str); 2] = [
            (
                &VULKAN,
                include_str!(concat!(env!("OUT_DIR"), "/math_library.ir")),
            ),
            (
                &PORTABLE,
                include_str!(concat!(env!("OUT_DIR"), "/portable_math_library.ir")),
            ),
        ];
        for (library, text) in TEXTS {
            let everything: Vec<String> =
                library.functions.iter().map(|f| f.0.to_string()).collect();
            let decoded = library.decode(&everything).unwrap();
            assert_eq!(decoded.display().to_string(), text);
            let parsed = ir::parse(text).unwrap();
            assert_eq!(decoded.types.len(), parsed.types.len());
        }
    }

    /// Each library function read back alone comes with exactly the functions it reaches, and
    /// makes a valid module: the index says where each function's bytes are.
    #[test]
    fn every_function_reads_back_with_what_it_calls() {
        assert!(
            VULKAN.functions.len() > 100,
            "{} functions",
            VULKAN.functions.len()
        );
        type Load = fn(&[String]) -> Result<Arc<ir::Module>, String>;
        let forms: [(&Library, Load); 2] = [(&VULKAN, load), (&PORTABLE, load_portable)];
        let all = forms
            .iter()
            .flat_map(|&(library, load)| library.functions.iter().map(move |f| (f.0, load)));
        for (name, load) in all {
            let m = load(&[name.to_string()]).unwrap_or_else(|e| panic!("{name}: {e}"));
            if let Err(errors) = ir::validate(&m) {
                panic!("{name}: {}", errors[0]);
            }
            let names: Vec<&str> = m.functions.iter().map(|f| f.name.as_str()).collect();
            assert!(names.contains(&name), "{name} is not in {names:?}");
            for f in &m.functions {
                for e in &f.exprs {
                    if let ir::ExprKind::Call { function, .. } = e.kind {
                        let callee = &m.function(function).name;
                        assert!(names.contains(&callee.as_str()), "{name}: {callee} missing");
                    }
                }
            }
        }
    }

    /// A `sin` call reads back exactly the functions `__oclvk_sin_f32` reaches through calls in
    /// the whole library, no more: what a math kernel's compile reads (and then lowers) is no
    /// more than it needs.
    #[test]
    fn a_sin_call_reads_back_exactly_what_it_reaches() {
        let everything: Vec<String> = VULKAN.functions.iter().map(|f| f.0.to_string()).collect();
        let whole = load(&everything).unwrap();
        assert_eq!(whole.functions.len(), VULKAN.functions.len());
        let mut reached = std::collections::BTreeSet::new();
        let mut pending = vec!["__oclvk_sin_f32".to_string()];
        while let Some(name) = pending.pop() {
            if !reached.insert(name.clone()) {
                continue;
            }
            let f = whole.functions.iter().find(|f| f.name == name).unwrap();
            for e in &f.exprs {
                if let ir::ExprKind::Call { function, .. } = e.kind {
                    pending.push(whole.function(function).name.clone());
                }
            }
        }
        let m = load(&["__oclvk_sin_f32".to_string()]).unwrap();
        let read: std::collections::BTreeSet<String> =
            m.functions.iter().map(|f| f.name.clone()).collect();
        assert_eq!(read, reached);
    }

    /// Only what is reached is read back; names the library lacks are left out.
    #[test]
    fn only_the_functions_reached_are_read_back() {
        let m = load(&[
            "__oclvk_sin_f32".to_string(),
            "no_such_function".to_string(),
        ])
        .unwrap();
        assert!(
            m.functions.len() < VULKAN.functions.len() / 4,
            "{} functions",
            m.functions.len()
        );
        assert!(m.functions.iter().all(|f| f.name != "__oclvk_exp_f64"));
        assert!(defines("__oclvk_sin_f32") && !defines("no_such_function"));
    }

    /// Kernels reaching library functions of every kind the stored forms hold or leave to
    /// the IR: float and double math, vector calls (lane loops), pointer outputs, the
    /// fused-fma question, exact rounding, 64-bit division, `half` through `float`.
    const KERNELS: &str = r#"
        #pragma OPENCL EXTENSION cl_khr_fp64 : enable
        #pragma OPENCL EXTENSION cl_khr_fp16 : enable
        kernel void math(global float *out, global const float *a, global const float *b) {
            size_t i = get_global_id(0);
            out[i] = sin(a[i]) + exp(b[i]) + pow(a[i], b[i]);
        }
        kernel void wide(global double *d, global float4 *v, global long *l, global half *h) {
            size_t i = get_global_id(0);
            int q;
            double whole;
            d[i] = remquo(d[i], d[i + 1], &q) + modf(d[i], &whole) + cbrt(d[i]) * q + whole
                + fma(d[i], d[i], 1.0) + exp(d[i]) + tgamma(d[i]);
            v[i] = sin(v[i]) + atan2(v[i], v[i + 1]);
            l[i] = l[i] / l[i + 1] + (long)convert_float_rtz(l[i + 2]);
            h[i] = sin(h[i]);
        }
    "#;

    /// The math kernel of docs/performance.md ("A math kernel's compile") alone.
    const MATH_KERNEL: &str = r#"
        kernel void math(global float *out, global const float *a, global const float *b) {
            size_t i = get_global_id(0);
            out[i] = sin(a[i]) + exp(b[i]) + pow(a[i], b[i]);
        }
    "#;

    /// Each function of `words` rendered without its ids: its own numbered in order of
    /// definition, the module's types and constants as what they are, functions by their names;
    /// with the decorations and names of its own ids. Sorted, after the capabilities and
    /// extensions: two modules that differ only in id order and duplicate types agree.
    fn structure(words: &[u32]) -> Vec<String> {
        use rspirv::dr::Operand;
        let m = rspirv::dr::load_words(words).unwrap();
        let globals: HashMap<u32, &rspirv::dr::Instruction> = m
            .types_global_values
            .iter()
            .chain(&m.ext_inst_imports)
            .filter_map(|i| Some((i.result_id?, i)))
            .collect();
        let names: HashMap<u32, String> = m
            .debug_names
            .iter()
            .filter_map(|n| match (&n.operands[0], &n.operands.get(1)) {
                (Operand::IdRef(t), Some(Operand::LiteralString(s))) => Some((*t, s.clone())),
                _ => None,
            })
            .collect();
        let functions: std::collections::HashSet<u32> = m
            .functions
            .iter()
            .filter_map(|f| f.def.as_ref()?.result_id)
            .collect();
        fn global(
            id: u32,
            globals: &HashMap<u32, &rspirv::dr::Instruction>,
            names: &HashMap<u32, String>,
        ) -> String {
            let Some(i) = globals.get(&id) else {
                return format!("fn {}", names.get(&id).cloned().unwrap_or_default());
            };
            let mut s = format!("({:?}", i.class.opcode);
            if let Some(id) = i.result_type {
                s += &format!(" {}", global(id, globals, names));
            }
            for o in &i.operands {
                match o {
                    Operand::IdRef(r) => s += &format!(" {}", global(*r, globals, names)),
                    o => s += &format!(" {o}"),
                }
            }
            s + ")"
        }
        let mut out: Vec<String> = m
            .capabilities
            .iter()
            .chain(&m.extensions)
            .map(|i| format!("{i:?}"))
            .collect();
        out.sort();
        let mut rendered = Vec::new();
        for f in &m.functions {
            let instructions: Vec<&rspirv::dr::Instruction> = f.all_inst_iter().collect();
            let own: HashMap<u32, usize> = instructions
                .iter()
                .filter_map(|i| i.result_id)
                .enumerate()
                .map(|(k, id)| (id, k))
                .collect();
            let id = |r: u32| match own.get(&r) {
                Some(k) if !functions.contains(&r) => format!("%{k}"),
                _ => global(r, &globals, &names),
            };
            let mut text = String::new();
            for i in &instructions {
                text += &format!("{:?}", i.class.opcode);
                for r in i.result_type.iter().chain(&i.result_id) {
                    text += &format!(" {}", id(*r));
                }
                for o in &i.operands {
                    match o {
                        Operand::IdRef(r) | Operand::IdScope(r) | Operand::IdMemorySemantics(r) => {
                            text += &format!(" {}", id(*r))
                        }
                        o => text += &format!(" {o}"),
                    }
                }
                text += "\n";
            }
            let mut facts = Vec::new();
            for d in &m.annotations {
                if let Some(Operand::IdRef(t)) = d.operands.first() {
                    if own.contains_key(t) && !functions.contains(t) {
                        facts.push(format!("decorate {} {:?}\n", id(*t), &d.operands[1..]));
                    }
                }
            }
            for (t, n) in &names {
                if own.contains_key(t) {
                    facts.push(format!("name {} {n}\n", id(*t)));
                }
            }
            facts.sort();
            text.extend(facts);
            rendered.push(text);
        }
        rendered.sort();
        out.extend(rendered);
        out
    }

    /// `words` passes spirv-val for `env`.
    fn validate(words: &[u32], env: &str) {
        let dir = std::env::temp_dir().join(format!("oclvk-stored-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{env}.spv"));
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        std::fs::write(&path, bytes).unwrap();
        let out = std::process::Command::new("spirv-val")
            .args(["--target-env", env])
            .arg(&path)
            .output()
            .expect("spirv-val is installed");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Under every stored option set, a module whose library functions are copied from their
    /// stored SPIR-V is valid and has the same functions, instruction for instruction, as the
    /// module whose library functions are written from their IR: only the ids' order and
    /// duplicate types and constants differ.
    #[test]
    fn stored_functions_are_the_written_ones() {
        let cases = [spirv::Target::Vulkan1_2, spirv::Target::Vulkan1_3]
            .into_iter()
            .flat_map(|t| [(t, false), (t, true)])
            .flat_map(|(t, lavapipe)| [(t, lavapipe, KERNELS), (t, lavapipe, MATH_KERNEL)]);
        for (target, lavapipe, source) in cases {
            {
                let mut options = crate::CompileOptions::default();
                options.backend.target = target;
                // rspirv's reader takes no module-level OpExtInst (the embedded reflection).
                options.backend.strip_reflection = true;
                options.backend.check_bounds = lavapipe;
                options.backend.loop_limit =
                    lavapipe.then_some(spirv::reflect::LAVAPIPE_LOOP_LIMIT);
                let stored = crate::compile_source("k.cl", source, &options)
                    .into_result()
                    .unwrap();
                options.backend.math_library = Some(spirv::MathLibrary {
                    spirv: &[],
                    ..math_library()
                });
                let written = crate::compile_source("k.cl", source, &options)
                    .into_result()
                    .unwrap();
                let env = match target {
                    spirv::Target::Vulkan1_3 => "vulkan1.3",
                    _ => "vulkan1.2",
                };
                validate(&stored.words, env);
                validate(&written.words, env);
                assert_ne!(
                    stored.words, written.words,
                    "{target:?}: nothing was stored"
                );
                let (stored_functions, written_functions) =
                    (structure(&stored.words), structure(&written.words));
                let only_stored: Vec<&String> = stored_functions
                    .iter()
                    .filter(|f| !written_functions.contains(f))
                    .collect();
                let only_written: Vec<&String> = written_functions
                    .iter()
                    .filter(|f| !stored_functions.contains(f))
                    .collect();
                assert!(
                    only_stored.is_empty() && only_written.is_empty(),
                    "{target:?}, lavapipe {lavapipe}: {} functions only stored, {} only written; \
                     the first of each:\n{:.3000}\n---\n{:.3000}",
                    only_stored.len(),
                    only_written.len(),
                    only_stored.first().map_or("", |s| s.as_str()),
                    only_written.first().map_or("", |s| s.as_str()),
                );
                assert_eq!(stored_functions, written_functions);
                assert_eq!(stored.reflection, written.reflection);
            }
        }
    }

    /// The rewrites another backend runs (`oclvk_spirv::run_rewrites`) link the library's IR,
    /// never the stubs of the functions the SPIR-V writer copies from their stored form.
    #[test]
    fn other_backends_get_the_library_s_bodies() {
        let fe = crate::frontend::Frontend::compile_source(
            "k.cl",
            MATH_KERNEL,
            &Default::default(),
            Default::default(),
        );
        let options = spirv::Options {
            math_library: Some(math_library()),
            ..Default::default()
        };
        let rewritten = spirv::run_rewrites(fe.module.as_ref().unwrap(), &options).unwrap();
        let sin = rewritten
            .module
            .functions
            .iter()
            .find(|f| f.name == "__oclvk_sin_f32")
            .unwrap();
        assert!(sin.exprs.len() > 10, "{} expressions", sin.exprs.len());
    }
}
