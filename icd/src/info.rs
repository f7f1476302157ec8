//! The values `clGet*Info` returns, as the bytes the application receives, and the size/value
//! protocol every such call follows.

use std::ffi::c_void;

use crate::api::{put, ClResult};
use crate::cl::CL_INVALID_VALUE;

/// A value returned by a `clGet*Info` call, as the bytes the application receives.
pub struct Info(pub Vec<u8>);

impl Info {
    pub fn uint(v: u32) -> Info {
        Info(v.to_ne_bytes().to_vec())
    }
    pub fn int(v: i32) -> Info {
        Info(v.to_ne_bytes().to_vec())
    }
    pub fn ulong(v: u64) -> Info {
        Info(v.to_ne_bytes().to_vec())
    }
    pub fn size(v: usize) -> Info {
        Info(v.to_ne_bytes().to_vec())
    }
    pub fn bool(v: bool) -> Info {
        Info::uint(v as u32)
    }
    pub fn ptr(p: *const c_void) -> Info {
        Info::size(p as usize)
    }
    /// A NUL-terminated string.
    pub fn str(s: &str) -> Info {
        let mut b = s.as_bytes().to_vec();
        b.push(0);
        Info(b)
    }
    pub fn sizes(v: &[usize]) -> Info {
        Info(v.iter().flat_map(|x| x.to_ne_bytes()).collect())
    }
    pub fn ptrs(v: &[*mut c_void]) -> Info {
        Info(v.iter().flat_map(|x| (*x as usize).to_ne_bytes()).collect())
    }
    pub fn ulongs(v: &[u64]) -> Info {
        Info(v.iter().flat_map(|x| x.to_ne_bytes()).collect())
    }
    pub fn ints(v: &[isize]) -> Info {
        Info(v.iter().flat_map(|x| x.to_ne_bytes()).collect())
    }

    /// The `clGet*Info` protocol: the size through `size_ret` when asked; the value into
    /// `value` when given, which must hold it (`CL_INVALID_VALUE` otherwise).
    pub fn write(self, size: usize, value: *mut c_void, size_ret: *mut usize) -> ClResult {
        if !value.is_null() {
            if size < self.0.len() {
                return Err(CL_INVALID_VALUE);
            }
            // SAFETY: `value` holds `size` bytes (the caller's contract), at least the value's.
            unsafe { std::ptr::copy_nonoverlapping(self.0.as_ptr(), value.cast(), self.0.len()) };
        }
        put(size_ret, self.0.len());
        Ok(())
    }
}
