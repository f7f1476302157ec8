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
    type Key = (bool, Vec<String>);
    static LOADED: Mutex<Option<HashMap<Key, Arc<ir::Module>>>> = Mutex::new(None);
    let key = (std::ptr::eq(library, &PORTABLE), roots.to_vec());
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

/// The library the facade links into the modules it compiles ([`spirv::Options::math_library`]).
pub fn math_library() -> spirv::MathLibrary {
    spirv::MathLibrary {
        defines,
        load,
        load_portable,
    }
}

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
}
