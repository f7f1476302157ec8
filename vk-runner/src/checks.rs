//! Run-time checks compiled into kernels (`oclvk_abi::reflect::Checks`): which checks a
//! device gets by default, the check buffer a launch binds (header, the table of its buffers,
//! scratch), and the report of the first violation the kernel recorded there.
//!
//! Why on CPU devices by default: there the device's memory is the process's memory, so an
//! out-of-bounds access corrupts or crashes the process itself (a far read segfaults, a
//! `local` array overrun corrupts the heap), while a GPU driver contains the damage. Why the
//! loop count on lavapipe: Mesa's gallivm stops every work-item's loops after 65,535 loop ends
//! in total (all loops share one budget) and carries on, so results come back wrong with no
//! error, and an endless loop "finishes".

use std::sync::Arc;

use oclvk_abi::reflect::{check_buffer as layout, ArgKind, Checks, KernelReflection};

use crate::device::Context;
use crate::error::{Result, RunnerError};
use crate::instance::{DeviceInfo, DeviceType};
use crate::launch::ArgValue;
use crate::memory::{Buffer, Usage};
use crate::program::Program;

/// The checks to compile kernels with for a device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeviceChecks {
    /// Bounds-check global, constant and `local`-argument accesses.
    pub bounds: bool,
    /// Count loop iterations per work-item and report reaching this many (lavapipe).
    pub loop_limit: Option<u32>,
    /// The device lacks a sub-group operation class the work-group functions use
    /// (basic, vote, arithmetic in compute shaders): compile their local-memory form.
    pub local_memory_collectives: bool,
}

impl DeviceChecks {
    /// `check_bounds` as asked (`None`: on for CPU devices, off elsewhere), and the loop count
    /// where the device is lavapipe (llvmpipe).
    pub fn for_device(info: &DeviceInfo, check_bounds: Option<bool>) -> DeviceChecks {
        use oclvk_abi::reflect::SubGroupOperation as Op;
        DeviceChecks {
            bounds: check_bounds.unwrap_or(info.device_type == DeviceType::Cpu),
            loop_limit: is_llvmpipe(info).then_some(oclvk_abi::reflect::LAVAPIPE_LOOP_LIMIT),
            local_memory_collectives: [Op::Basic, Op::Vote, Op::Arithmetic]
                .iter()
                .any(|&op| !info.sub_groups.supports(op)),
        }
    }
}

/// Whether the device is Mesa's lavapipe (whose LLVM backend is llvmpipe's).
pub fn is_llvmpipe(info: &DeviceInfo) -> bool {
    info.name.contains("llvmpipe") || info.driver_name.contains("llvmpipe")
}

/// Elements each `local` argument array has beyond its length: 1 in bounds-checked modules,
/// where an out-of-bounds index is redirected to it.
pub(crate) fn spare_local_elements(program: &Program) -> u64 {
    program
        .reflection()
        .checks
        .as_ref()
        .is_some_and(|c| c.bounds)
        .into()
}

/// What one table entry of a launch's check buffer is.
struct Entry {
    what: String,
    base: u64,
    size: u64,
    /// The pointee's size for a buffer argument (its index is reported too).
    element: Option<u32>,
    /// The argument's index, for a buffer argument.
    arg: Option<u32>,
}

/// A launch's check buffer and what its table holds.
pub(crate) struct CheckBinding {
    pub buffer: Buffer,
    entries: Vec<Entry>,
    /// `local` arguments: name and element count, by argument index.
    locals: Vec<(u32, String, u32)>,
}

/// The check buffer for a launch of `kernel` with `matched` arguments.
pub(crate) fn bind(
    ctx: &Arc<Context>,
    program: &Program,
    kernel: &KernelReflection,
    checks: &Checks,
    matched: &[(&oclvk_abi::reflect::ArgReflection, &ArgValue<'_>)],
) -> Result<CheckBinding> {
    let mut entries = Vec::new();
    let mut locals = Vec::new();
    for (a, v) in matched {
        match (&a.kind, v) {
            (ArgKind::Buffer { pointee, .. }, ArgValue::Buffer(b)) => entries.push(Entry {
                what: format!("argument '{}'", a.name),
                base: b.device_address(),
                size: b.size(),
                element: Some(pointee.size.max(1)),
                arg: Some(a.index),
            }),
            (
                ArgKind::Buffer { pointee, .. },
                ArgValue::BufferRange {
                    buffer,
                    offset,
                    size,
                },
            ) => entries.push(Entry {
                what: format!("argument '{}'", a.name),
                base: buffer.device_address() + offset,
                size: *size,
                element: Some(pointee.size.max(1)),
                arg: Some(a.index),
            }),
            (ArgKind::Local { .. }, ArgValue::Local(n)) => {
                locals.push((a.index, a.name.clone(), *n))
            }
            _ => {}
        }
    }
    for (block, what) in [
        (program.constants.as_ref(), "the program's constant data"),
        (program.globals.as_ref(), "the program's global variables"),
    ] {
        if let Some(b) = block {
            entries.push(Entry {
                what: what.into(),
                base: b.device_address(),
                size: b.size(),
                element: None,
                arg: None,
            });
        }
    }
    if entries.len() > checks.table_entries as usize {
        return Err(RunnerError::BadModule(format!(
            "kernel '{}' needs {} entries in its bounds table, but the reflection has room for {}",
            kernel.name,
            entries.len(),
            checks.table_entries
        )));
    }
    let size = layout::size(checks.table_entries, checks.scratch_bytes);
    let mut bytes = vec![0u8; size as usize];
    for (i, e) in entries.iter().enumerate() {
        let at = (layout::TABLE + layout::ENTRY_WORDS * i) * 4;
        bytes[at..at + 8].copy_from_slice(&e.base.to_le_bytes());
        bytes[at + 8..at + 16].copy_from_slice(&e.size.to_le_bytes());
    }
    let buffer = Buffer::with_data(ctx, &bytes, Usage::Download, "check buffer")?;
    Ok(CheckBinding {
        buffer,
        entries,
        locals,
    })
}

fn word(bytes: &[u8], i: usize) -> u32 {
    bytes
        .get(i * 4..i * 4 + 4)
        .map_or(0, |w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
}

/// `n` with thousands separators (`65,535`).
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

impl CheckBinding {
    /// The first violation the launch recorded, as an error; `offset` is the launch's global
    /// offset (the kernel records `GlobalInvocationId`).
    pub(crate) fn verdict(&self, kernel: &str, checks: &Checks, offset: [u64; 3]) -> Result<()> {
        let bytes = self.buffer.read_bytes()?;
        let item = |at: usize| {
            let id: Vec<String> = (0..3)
                .map(|d| (word(&bytes, at + d) as u64 + offset[d]).to_string())
                .collect();
            format!("({})", id.join(", "))
        };
        if word(&bytes, layout::BOUNDS_FLAG) != 0 {
            let location = checks
                .locations
                .get(word(&bytes, layout::LOCATION) as usize);
            let value = word(&bytes, layout::ADDRESS) as u64
                | (word(&bytes, layout::ADDRESS + 1) as u64) << 32;
            let what = word(&bytes, layout::WHAT);
            let (access, size, at) = match location {
                Some(l) if l.line > 0 => (
                    l.access.name(),
                    l.bytes,
                    format!(" at {}:{}:{}", l.file, l.line, l.column),
                ),
                Some(l) => (l.access.name(), l.bytes, String::new()),
                None => ("access", 0, String::new()),
            };
            let target = if what == 0 {
                // The argument the pointer derives from where the compiler could tell, else
                // the nearest buffer.
                let meant: Vec<&Entry> = match location.and_then(|l| l.argument) {
                    Some(arg) => self.entries.iter().filter(|e| e.arg == Some(arg)).collect(),
                    None => Vec::new(),
                };
                match meant.as_slice() {
                    [e] => describe_address(std::slice::from_ref(*e), value, size),
                    _ => describe_address(&self.entries, value, size),
                }
            } else {
                match self.locals.iter().find(|l| l.0 == what - 1) {
                    Some((_, name, n)) => format!(
                        "index {value} of local argument '{name}', which has {n} element(s)"
                    ),
                    None => format!("index {value} of local argument {}", what - 1),
                }
            };
            return Err(RunnerError::OutOfBounds {
                kernel: kernel.to_string(),
                detail: format!(
                    "out-of-bounds {access}{at} by work-item {}: {target}; the access was skipped",
                    item(layout::ITEM)
                ),
            });
        }
        if let (Some(limit), true) = (checks.loop_limit, word(&bytes, layout::LOOP_FLAG) != 0) {
            return Err(RunnerError::LoopLimit {
                kernel: kernel.to_string(),
                item: item(layout::LOOP_ITEM),
                limit: thousands(limit as u64),
            });
        }
        Ok(())
    }
}

/// Which of `entries` an out-of-bounds access of `size` bytes at `address` was nearest to,
/// and where it fell relative to it.
fn describe_address(entries: &[Entry], address: u64, size: u32) -> String {
    let distance = |e: &Entry| {
        if address < e.base {
            e.base - address
        } else {
            address.saturating_sub(e.base.saturating_add(e.size))
        }
    };
    let Some(e) = entries.iter().min_by_key(|e| distance(e)) else {
        return format!("{size} byte(s) at address {address:#x}, outside every buffer");
    };
    let offset = address.wrapping_sub(e.base) as i64;
    match e.element {
        Some(element) => format!(
            "{size} byte(s) at byte offset {offset} (index {}) of {}, a {}-byte buffer ({} element(s))",
            offset.div_euclid(element as i64),
            e.what,
            e.size,
            e.size / element as u64
        ),
        None => format!(
            "{size} byte(s) at byte offset {offset} of {} ({} bytes)",
            e.what, e.size
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(what: &str, base: u64, size: u64, element: Option<u32>) -> Entry {
        Entry {
            what: what.into(),
            base,
            size,
            element,
            arg: None,
        }
    }

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(65_535), "65,535");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000_000), "1,000,000");
    }

    #[test]
    fn an_address_is_described_from_the_nearest_buffer() {
        let entries = [
            entry("argument 'a'", 0x1000, 64, Some(4)),
            entry("argument 'b'", 0x2040, 64, Some(8)),
            entry("the program's constant data", 0x4000, 16, None),
        ];
        let d = |address, size| describe_address(&entries, address, size);
        assert_eq!(
            d(0x1040, 4),
            "4 byte(s) at byte offset 64 (index 16) of argument 'a', a 64-byte buffer (16 element(s))"
        );
        assert_eq!(
            d(0x2038, 8),
            "8 byte(s) at byte offset -8 (index -1) of argument 'b', a 64-byte buffer (8 element(s))"
        );
        assert_eq!(
            d(0x4010, 4),
            "4 byte(s) at byte offset 16 of the program's constant data (16 bytes)"
        );
        assert_eq!(
            d(u64::MAX - 3, 4),
            "4 byte(s) at byte offset -16388 of the program's constant data (16 bytes)"
        );
        assert_eq!(
            describe_address(&[], 0x10, 2),
            "2 byte(s) at address 0x10, outside every buffer"
        );
    }
}
