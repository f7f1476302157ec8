//! The allocator of the `oclvk` command and of the frontend benchmark: mimalloc, called directly.
//!
//! The frontend makes ~360,000 small, short-lived allocations per 100,000 lines on three threads
//! at once; glibc's malloc/free cost ~70M instructions of a large check, mimalloc ~27M
//! (docs/performance.md, round 5). Most Rust allocations ask for an alignment of 8 or less,
//! which every mimalloc block has (blocks are whole words), so they go to `mi_malloc`'s fast
//! path; only larger alignments take `mi_malloc_aligned`, whose extra checks cost ~10M
//! instructions over a large check when every allocation takes it.

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc,
    mi_zalloc_aligned,
};

/// The alignment every mimalloc block has: its blocks are whole machine words.
const WORD_ALIGN: usize = std::mem::size_of::<usize>();

/// mimalloc as a [`GlobalAlloc`]: `#[global_allocator] static A: Mimalloc = Mimalloc;`.
pub struct Mimalloc;

// SAFETY: every method hands the layout's size to mimalloc, and its alignment too unless it is at
// most a word, which mimalloc's plain calls guarantee; mimalloc frees and reallocates any block
// it returned, aligned or not.
unsafe impl GlobalAlloc for Mimalloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD_ALIGN {
            mi_malloc(layout.size()).cast()
        } else {
            mi_malloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if layout.align() <= WORD_ALIGN {
            mi_zalloc(layout.size()).cast()
        } else {
            mi_zalloc_aligned(layout.size(), layout.align()).cast()
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi_free(ptr.cast::<c_void>());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if layout.align() <= WORD_ALIGN {
            mi_realloc(ptr.cast::<c_void>(), new_size).cast()
        } else {
            mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align()).cast()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every alignment from 1 to 4096 comes back honoured, for small and large sizes, through
    /// alloc, alloc_zeroed and realloc.
    #[test]
    fn blocks_have_the_alignment_asked_for() {
        let mut align = 1;
        while align <= 4096 {
            for size in [1, 7, 8, 24, 100, 4096, 1 << 20] {
                let layout = Layout::from_size_align(size.max(align), align).unwrap();
                // SAFETY: non-zero sizes; each block is freed with its own layout.
                unsafe {
                    let p = Mimalloc.alloc(layout);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "alloc {size} bytes, align {align}");
                    let z = Mimalloc.alloc_zeroed(layout);
                    assert_eq!(z as usize % align, 0, "zeroed {size} bytes, align {align}");
                    assert!(std::slice::from_raw_parts(z, layout.size())
                        .iter()
                        .all(|&b| b == 0));
                    let r = Mimalloc.realloc(p, layout, layout.size() * 3);
                    assert_eq!(r as usize % align, 0, "realloc {size} bytes, align {align}");
                    Mimalloc.dealloc(
                        r,
                        Layout::from_size_align(layout.size() * 3, align).unwrap(),
                    );
                    Mimalloc.dealloc(z, layout);
                }
            }
            align *= 2;
        }
    }
}
