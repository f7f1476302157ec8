//! The build options on a compiling subcommand's command line (`oclvk compile k.cl -cl-std=CL2.0
//! -D N=4`) are read by the library's one build-options parser ([`oclvk::build_options`]), not
//! by clap: the words that are not the subcommand's own arguments are taken out of the command
//! line before clap sees it. `--build-options "STRING"` gives them as one OpenCL string.

use clap::Command;
use oclvk::build_options::{self, BuildOptionsError};
use oclvk::CompileOptions;
use std::ffi::OsString;

/// The subcommands that compile, and so take build options.
pub const COMPILING: [&str; 3] = ["compile", "check", "run"];

/// The flag that takes the build options as one string.
const BUILD_OPTIONS_FLAG: &str = "--build-options";

/// The subcommand's own arguments: long names and short letters, each with whether it takes a
/// value.
struct OwnArgs {
    longs: Vec<(String, bool)>,
    shorts: Vec<(char, bool)>,
}

impl OwnArgs {
    fn of(command: &Command) -> OwnArgs {
        let mut own = OwnArgs {
            longs: vec![("help".into(), false)],
            shorts: vec![('h', false)],
        };
        for arg in command.get_arguments() {
            let takes_value = arg.get_action().takes_values();
            if let Some(long) = arg.get_long() {
                own.longs.push((long.to_string(), takes_value));
            }
            if let Some(short) = arg.get_short() {
                own.shorts.push((short, takes_value));
            }
        }
        own
    }

    /// How many words the subcommand's own argument at `word` spans (1 or 2), or `None` when
    /// `word` is not one of its arguments.
    fn span(&self, word: &str) -> Option<usize> {
        let words_with_value = |takes_value: bool, attached: bool| {
            if takes_value && !attached {
                2
            } else {
                1
            }
        };
        if let Some(long) = word.strip_prefix("--") {
            let (name, attached) = match long.split_once('=') {
                Some((name, _)) => (name, true),
                None => (long, false),
            };
            let &(_, takes_value) = self.longs.iter().find(|(l, _)| l == name)?;
            return Some(words_with_value(takes_value, attached));
        }
        let mut chars = word.strip_prefix('-')?.chars();
        let letter = chars.next()?;
        let attached = chars.next().is_some();
        let &(_, takes_value) = self.shorts.iter().find(|(s, _)| *s == letter)?;
        // A lone flag letter, or a letter with its value attached (`-g64`).
        (takes_value || !attached).then(|| words_with_value(takes_value, attached))
    }
}

/// Takes the build options out of `args` (the whole command line) when its subcommand is one
/// of [`COMPILING`]: what is left is for clap, and the options come back parsed. The
/// subcommand's own arguments win (in `oclvk run`, `-g` is the global size); words after `--`
/// are left to clap.
pub fn split(
    cli: &Command,
    args: Vec<OsString>,
) -> Result<(Vec<OsString>, Option<CompileOptions>), BuildOptionsError> {
    let Some(subcommand) = args
        .get(1)
        .and_then(|a| a.to_str())
        .filter(|a| COMPILING.contains(a))
        .and_then(|a| cli.find_subcommand(a))
    else {
        return Ok((args, None));
    };
    let own = OwnArgs::of(subcommand);
    let words: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let mut parser = build_options::Parser::new();
    let mut rest = Vec::with_capacity(args.len());
    rest.extend(args.iter().take(2).cloned());
    let mut i = 2;
    while i < args.len() {
        let word = words[i].as_str();
        let is_option = word.starts_with('-') && word != "-" && args[i].to_str().is_some();
        if word == "--" || !is_option {
            rest.push(args[i].clone());
            if word == "--" {
                rest.extend(args[i + 1..].iter().cloned());
                break;
            }
            i += 1;
        } else if let Some(text) = build_options_string(word, words.get(i + 1))? {
            let options = build_options::split(text)?;
            let mut taken = 0;
            while taken < options.len() {
                taken += parser.take(&options[taken..])?;
            }
            i += if word.contains('=') { 1 } else { 2 };
        } else if let Some(span) = own.span(word) {
            rest.extend(args[i..(i + span).min(args.len())].iter().cloned());
            i += span;
        } else {
            i += parser.take(&words[i..])?;
        }
    }
    Ok((rest, Some(parser.finish())))
}

/// The string of `--build-options STRING` or `--build-options=STRING` at `word`.
fn build_options_string<'w>(
    word: &'w str,
    next: Option<&'w String>,
) -> Result<Option<&'w str>, BuildOptionsError> {
    let Some(after) = word.strip_prefix(BUILD_OPTIONS_FLAG) else {
        return Ok(None);
    };
    if let Some(text) = after.strip_prefix('=') {
        return Ok(Some(text));
    }
    if !after.is_empty() {
        return Ok(None);
    }
    next.map(|n| Some(n.as_str()))
        .ok_or_else(|| BuildOptionsError::MissingValue(BUILD_OPTIONS_FLAG.into()))
}
