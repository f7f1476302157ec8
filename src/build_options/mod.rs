//! OpenCL build options, as `clBuildProgram` takes them (one string) or as words on a command
//! line, to [`CompileOptions`]. This is the one parser of them: `oclvk compile/check/run`,
//! `oclvk amber`'s `COMPILE_OPTIONS` and any driver taking an options string use it, so an
//! option means the same everywhere. Which options exist, and what each does, is the table in
//! [`table`]; the help and the README list it.
//!
//! ```
//! let options = oclvk::build_options::parse("-cl-std=CL2.0 -D N=4 -cl-fast-relaxed-math")?;
//! assert_eq!(options.lang.std, oclvk::frontend::options::ClStd::Cl2_0);
//! assert!(options.backend.fast_math);
//! let err = oclvk::build_options::parse("-cl-fast-math").unwrap_err();
//! assert_eq!(err.to_string(), "unknown argument: '-cl-fast-math'");
//! # Ok::<(), oclvk::build_options::BuildOptionsError>(())
//! ```

pub mod table;

#[cfg(test)]
mod tests;

use crate::frontend::diag::DEFAULT_ERROR_LIMIT;
use crate::frontend::options::{BadClStd, MacroOption};
use crate::CompileOptions;
use table::{BuildOption, Effect, ValueForm, BUILD_OPTIONS};

/// A build option that cannot be applied; the messages are clang's where clang has one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BuildOptionsError {
    #[error("unknown argument: '{0}'")]
    Unknown(String),
    #[error("argument to '{0}' is missing (expected 1 value)")]
    MissingValue(String),
    #[error("invalid value '{value}' in '{option}{value}' (expected {expected})")]
    BadValue {
        option: String,
        value: String,
        expected: &'static str,
    },
    #[error("'{0}' is not an option (build options start with '-')")]
    NotAnOption(String),
    #[error("unterminated quote in build options: {0}")]
    UnterminatedQuote(String),
}

/// Parses an options string as `clBuildProgram` takes it: options separated by white space; a
/// value may be quoted (`-I "my dir"`, `-D 'S=a b'`).
pub fn parse(text: &str) -> Result<CompileOptions, BuildOptionsError> {
    let words = split(text)?;
    parse_words(&words)
}

/// Parses options given as separate words (a command line's).
pub fn parse_words<S: AsRef<str>>(words: &[S]) -> Result<CompileOptions, BuildOptionsError> {
    let mut parser = Parser::new();
    let mut rest = words;
    while !rest.is_empty() {
        let taken = parser.take(rest)?;
        rest = &rest[taken..];
    }
    Ok(parser.finish())
}

/// Splits an options string into words at white space outside quotes; quotes (`"` or `'`)
/// group and are removed, and a backslash inside double quotes escapes `"` and `\`.
pub fn split(text: &str) -> Result<Vec<String>, BuildOptionsError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '"' | '\'' => {
                let current = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some(q) if q == c => break,
                        Some('\\') if c == '"' => match chars.next() {
                            Some(e @ ('"' | '\\')) => current.push(e),
                            Some(e) => {
                                current.push('\\');
                                current.push(e);
                            }
                            None => return Err(BuildOptionsError::UnterminatedQuote(text.into())),
                        },
                        Some(other) => current.push(other),
                        None => return Err(BuildOptionsError::UnterminatedQuote(text.into())),
                    }
                }
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

/// Applies options one at a time, for a command line that mixes them with its own arguments.
#[derive(Debug)]
pub struct Parser {
    options: CompileOptions,
    fast_relaxed_math: bool,
    finite_math_only: bool,
}

impl Default for Parser {
    fn default() -> Parser {
        Parser::new()
    }
}

impl Parser {
    /// Starts from the defaults, with clang's driver's error limit.
    pub fn new() -> Parser {
        let mut options = CompileOptions::default();
        options.warnings.error_limit = DEFAULT_ERROR_LIMIT;
        Parser {
            options,
            fast_relaxed_math: false,
            finite_math_only: false,
        }
    }

    /// Applies the option that starts `words` and returns how many words it took (two for a
    /// value given separately, `-D N`).
    ///
    /// Besides the table's spellings, earlier oclvk command lines' spellings are accepted: two
    /// dashes (`--cl-std CL2.0`, `--cl-std=CL2.0`, `--cl-no-fp64`, `--ffp-contract fast`),
    /// `--werror`, and a joined option's value as the next word (`-cl-std CL2.0`).
    pub fn take<S: AsRef<str>>(&mut self, words: &[S]) -> Result<usize, BuildOptionsError> {
        let Some(word) = words.first().map(AsRef::as_ref) else {
            return Ok(0);
        };
        let next = words.get(1).map(AsRef::as_ref);
        if !word.starts_with('-') || word == "-" {
            return Err(BuildOptionsError::NotAnOption(word.to_string()));
        }
        if let Some(long) = word.strip_prefix("--") {
            return self.take_two_dash(word, long, next);
        }
        let (option, value, taken) = match_option(word, next)?;
        self.apply(option, value)?;
        Ok(taken)
    }

    /// `--NAME`, `--NAME=VALUE` or `--NAME VALUE` for a table option `-NAME`.
    fn take_two_dash(
        &mut self,
        word: &str,
        long: &str,
        next: Option<&str>,
    ) -> Result<usize, BuildOptionsError> {
        if long == "werror" {
            return self.take(&["-Werror"]);
        }
        let (name, joined) = match long.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (long, None),
        };
        let unknown = || BuildOptionsError::Unknown(word.to_string());
        let option = BUILD_OPTIONS
            .iter()
            .find(|o| {
                let spelling = o.spelling.trim_end_matches('=');
                spelling.len() > 2 && spelling[1..] == *name
            })
            .ok_or_else(unknown)?;
        match (option.value, joined) {
            (ValueForm::None, None) => self.apply(option, "").map(|()| 1),
            (ValueForm::None, Some(_)) => Err(unknown()),
            (_, Some(value)) => self.apply(option, value).map(|()| 1),
            (_, None) => {
                let value = next.ok_or_else(|| BuildOptionsError::MissingValue(word.into()))?;
                self.apply(option, value).map(|()| 2)
            }
        }
    }

    fn apply(&mut self, option: &BuildOption, value: &str) -> Result<(), BuildOptionsError> {
        let options = &mut self.options;
        let bad = |expected: &'static str| BuildOptionsError::BadValue {
            option: option.spelling.to_string(),
            value: value.to_string(),
            expected,
        };
        match option.effect {
            Effect::Std => {
                options.lang.std = value
                    .parse()
                    .map_err(|_: BadClStd| bad("CL1.0, CL1.1, CL1.2, CL2.0 or CL3.0"))?;
            }
            Effect::Define => options.lang.macros.push(match value.split_once('=') {
                Some((name, value)) => MacroOption::Define {
                    name: name.to_string(),
                    value: Some(value.to_string()),
                },
                None => MacroOption::Define {
                    name: value.to_string(),
                    value: None,
                },
            }),
            Effect::Undefine => options
                .lang
                .macros
                .push(MacroOption::Undefine(value.to_string())),
            Effect::IncludeDir => options.lang.include_dirs.push(value.into()),
            Effect::NoWarnings => options.warnings.suppress = true,
            Effect::WarningsAsErrors => options.warnings.as_errors = true,
            Effect::ErrorLimit => {
                options.warnings.error_limit =
                    value.parse().map_err(|_| bad("a number of errors"))?;
            }
            Effect::NoFp64 => options.lang.fp64 = false,
            Effect::Fp16 => options.lang.fp16 = true,
            Effect::SinglePrecisionConstant => options.lang.single_precision_constant = true,
            Effect::FastRelaxedMath => {
                self.fast_relaxed_math = true;
                self.finite_math_only = true;
                options.backend.fast_math = true;
            }
            Effect::UnsafeMathOptimizations | Effect::NativeMath => {
                options.backend.fast_math = true;
            }
            Effect::FiniteMathOnly => self.finite_math_only = true,
            Effect::FpContract => {
                options.backend.no_contraction = match value {
                    "on" | "fast" => false,
                    "off" => true,
                    _ => return Err(bad("on, off or fast")),
                };
            }
            Effect::UniformWorkGroupSize => options.backend.uniform_work_group_size = true,
            Effect::LocalReserve if value == "auto" => {
                options.backend.local_reserve_auto = true;
                options.backend.local_reserve_bytes = 0;
            }
            Effect::LocalReserve => {
                options.backend.local_reserve_bytes = value
                    .parse()
                    .map_err(|_| bad("a number of bytes at most 4294967295, or auto"))?;
                options.backend.local_reserve_auto = false;
            }
            Effect::LocalMemoryCollectives => options.backend.local_memory_collectives = true,
            Effect::OptLevel => {
                if !matches!(value, "" | "0" | "1" | "2" | "3" | "s" | "z" | "fast") {
                    return Err(bad("0, 1, 2, 3, s, z or fast"));
                }
            }
            Effect::NoOp => {}
        }
        Ok(())
    }

    /// The compile options. The math options' macros come before every `-D`/`-U`, so that a
    /// `-U` can take them back.
    pub fn finish(mut self) -> CompileOptions {
        let mut implied = Vec::new();
        let mut define = |name: &str| {
            implied.push(MacroOption::Define {
                name: name.to_string(),
                value: Some("1".to_string()),
            })
        };
        if self.fast_relaxed_math {
            define("__FAST_RELAXED_MATH__");
            define("__FAST_MATH__");
        }
        if self.finite_math_only {
            define("__FINITE_MATH_ONLY__");
        }
        implied.append(&mut self.options.lang.macros);
        self.options.lang.macros = implied;
        self.options
    }
}

/// The table's option that `word` spells, its value and how many words they took.
fn match_option<'w>(
    word: &'w str,
    next: Option<&'w str>,
) -> Result<(&'static BuildOption, &'w str, usize), BuildOptionsError> {
    let unknown = || BuildOptionsError::Unknown(word.to_string());
    // The longest matching spelling wins (`-cl-fp16` is not `-cl-f` plus a value).
    let mut found: Option<(&BuildOption, &str)> = None;
    for option in BUILD_OPTIONS {
        let Some(rest) = word.strip_prefix(option.spelling) else {
            continue;
        };
        let fits = match option.value {
            ValueForm::None => rest.is_empty(),
            ValueForm::Joined(_)
            | ValueForm::JoinedOrSeparate(_)
            | ValueForm::OptionalJoined(_) => true,
        };
        if fits && found.is_none_or(|(f, _)| f.spelling.len() < option.spelling.len()) {
            found = Some((option, rest));
        }
    }
    let Some((option, rest)) = found else {
        // Earlier oclvk command lines took a joined option's value as the next word too
        // (`-cl-std CL2.0`, `-ffp-contract off`).
        let option = BUILD_OPTIONS
            .iter()
            .find(|o| {
                matches!(o.value, ValueForm::Joined(_))
                    && o.spelling.strip_suffix('=') == Some(word)
            })
            .ok_or_else(unknown)?;
        let value = next.ok_or_else(|| BuildOptionsError::MissingValue(word.into()))?;
        return Ok((option, value, 2));
    };
    match option.value {
        ValueForm::JoinedOrSeparate(_) if rest.is_empty() => {
            let value = next.ok_or_else(|| BuildOptionsError::MissingValue(word.into()))?;
            Ok((option, value, 2))
        }
        _ => Ok((option, rest, 1)),
    }
}
