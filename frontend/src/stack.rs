//! Stack for recursion over nesting: the one mechanism every stage uses.
//!
//! Parsing, checking, lowering and printing recurse over the program's nesting, and legal C nests
//! deeply (`1 + 1 + ... + 1` twenty thousand times is a left-deep tree clang accepts). Each
//! recursive entry point runs its step through [`grow`], which continues on a new stack segment
//! (allocated, then freed on return) when less than `RED_ZONE` is left on the current one; so
//! compilation runs on any thread, however small its stack, and costs nothing extra on ordinary
//! programs but a comparison per step.

/// Stack a step may use before the next [`grow`] (debug builds' frames are large, and a step
/// can pass through a few frames of helpers before recursing).
pub(crate) const RED_ZONE: usize = 256 << 10;

/// Size of each new segment: deep recursion allocates one per this much of stack.
pub(crate) const SEGMENT: usize = 8 << 20;

/// Runs `f`, first moving to a new stack segment if less than `RED_ZONE` (256 KiB) is left.
#[inline]
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

/// Runs `f` on a fresh stack of `size` bytes (reserved, and touched only as deep as `f` goes):
/// for recursion outside this project's code (naga's validator and writers), which cannot
/// move to new segments as it goes.
pub fn with_stack<R>(size: usize, f: impl FnOnce() -> R) -> R {
    stacker::grow(size, f)
}
