//! The math library's IR for the backend ([`spirv::MathLibrary`]): compiled from OpenCL C at
//! build time (`build.rs`: the IR's text form and an index of it), and read back per compile
//! only as far as a module needs it: the library functions its calls reach, with the functions
//! those call (a math kernel reaches a few of the library's ~240 functions, and reading all of
//! them back cost as much as compiling the library's source).

use crate::frontend::ir;
use crate::spirv;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The library's IR in its text form (`ir::parse` reads it).
const TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/math_library.ir"));

// `PREAMBLE_END`, `GLOBALS`, `FUNCTIONS`: where the parts of `TEXT` are (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/math_library_index.rs"));

fn position(name: &str) -> Option<usize> {
    FUNCTIONS.iter().position(|f| f.0 == name)
}

fn defines(name: &str) -> bool {
    position(name).is_some()
}

/// The library functions named by `roots` and every function they call, with the globals those
/// own, as a module (names the library lacks are left out; the backend reports them). Remembered
/// per set of roots, so that a process compiling the same kernels again reads nothing back.
fn load(roots: &[String]) -> Result<Arc<ir::Module>, String> {
    /// At most this many sets are remembered (each module holds a few functions).
    const REMEMBERED: usize = 64;
    static LOADED: Mutex<Option<HashMap<Vec<String>, Arc<ir::Module>>>> = Mutex::new(None);
    if let Some(m) = LOADED
        .lock()
        .ok()
        .and_then(|loaded| loaded.as_ref()?.get(roots).cloned())
    {
        return Ok(m);
    }
    let m = Arc::new(ir::parse(&text_of(roots)).map_err(|e| e.to_string())?);
    if let Ok(mut loaded) = LOADED.lock() {
        let loaded = loaded.get_or_insert_with(HashMap::new);
        if loaded.len() >= REMEMBERED {
            loaded.clear();
        }
        loaded.insert(roots.to_vec(), m.clone());
    }
    Ok(m)
}

/// The text of the library's preamble, the functions reached from `roots` and their globals.
fn text_of(roots: &[String]) -> String {
    let mut wanted = vec![false; FUNCTIONS.len()];
    let mut pending: Vec<usize> = roots.iter().filter_map(|r| position(r)).collect();
    while let Some(k) = pending.pop() {
        if !std::mem::replace(&mut wanted[k], true) {
            pending.extend_from_slice(FUNCTIONS[k].3);
        }
    }
    let mut text = String::from(&TEXT[..PREAMBLE_END]);
    for &(start, end, owner) in GLOBALS {
        if owner.is_none_or(|f| wanted[f]) {
            text.push_str(&TEXT[start..end]);
        }
    }
    for (k, &(_, start, end, _)) in FUNCTIONS.iter().enumerate() {
        if wanted[k] {
            text.push_str(&TEXT[start..end]);
        }
    }
    text
}

/// The library the facade links into the modules it compiles ([`spirv::Options::math_library`]).
pub fn math_library() -> spirv::MathLibrary {
    spirv::MathLibrary { defines, load }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each library function read back alone comes with exactly the functions it reaches, and
    /// makes a valid module: the index splits the text where the functions are.
    #[test]
    fn every_function_reads_back_with_what_it_calls() {
        assert!(FUNCTIONS.len() > 100, "{} functions", FUNCTIONS.len());
        for &(name, ..) in FUNCTIONS {
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

    /// Only what is reached is read back; names the library lacks are left out.
    #[test]
    fn only_the_functions_reached_are_read_back() {
        let m = load(&[
            "__oclvk_sin_f32".to_string(),
            "no_such_function".to_string(),
        ])
        .unwrap();
        assert!(
            m.functions.len() < FUNCTIONS.len() / 4,
            "{} functions",
            m.functions.len()
        );
        assert!(m.functions.iter().all(|f| f.name != "__oclvk_exp_f64"));
        assert!(defines("__oclvk_sin_f32") && !defines("no_such_function"));
    }
}
