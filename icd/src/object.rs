//! OpenCL objects as the ICD loader sees them: a pointer whose first field is the dispatch table,
//! then a type tag, a reference count and the object itself.
//!
//! Every live object's address is in one registry with its tag, so a handle is looked up before
//! it is dereferenced: a null, freed, foreign or wrong-type handle is an error code
//! (`CL_INVALID_<TYPE>`), never a crash. Looking up retains the object (under the registry's
//! lock), so an object a call works on cannot be freed under it by another thread.
//!
//! Two counts: every reference (the application's and the driver's own, such as a kernel's
//! reference to its program) keeps the object alive; the application's references alone are
//! what `clRelease*` takes back and `CL_*_REFERENCE_COUNT` reports, so releasing more often than
//! retaining is `CL_INVALID_<TYPE>`, never a free under the driver's feet.

use std::collections::HashMap;
use std::ffi::c_void;
use std::marker::PhantomData;
use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

use crate::cl;
use crate::dispatch::{Dispatch, DISPATCH};

/// The type tag stored after the dispatch pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Kind {
    Platform = 0x6f63_0001,
    Device,
    Context,
    Queue,
    Mem,
    Program,
    Kernel,
    Event,
    Sampler,
    /// Images are memory objects (`cl_mem`) of their own kind, so a buffer entry point given
    /// an image finds no buffer (`CL_INVALID_MEM_OBJECT`) and the other way round.
    Image,
}

/// A Rust type that is an OpenCL object of one kind.
pub trait Class: Send + Sync + Sized + 'static {
    const KIND: Kind;
    /// The code for a handle that is not a live object of this kind.
    const INVALID: i32;
}

/// An OpenCL object in memory: the layout the ICD loader relies on (dispatch first).
#[repr(C)]
pub struct Obj<T> {
    dispatch: &'static Dispatch,
    kind: Kind,
    refs: AtomicUsize,
    /// The references the application holds (a subset of `refs`).
    app_refs: AtomicUsize,
    pub data: T,
}

fn registry() -> MutexGuard<'static, HashMap<usize, Kind>> {
    static LIVE: OnceLock<Mutex<HashMap<usize, Kind>>> = OnceLock::new();
    LIVE.get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// A counted reference to an object: cloning retains it, dropping releases it; the last
/// release frees the object.
pub struct Ref<T: Class> {
    ptr: NonNull<Obj<T>>,
    _owns: PhantomData<Obj<T>>,
}

// SAFETY: the object is shared between threads only through `&T` (T: Sync), its count is atomic
// and freeing happens once, under the registry's lock.
unsafe impl<T: Class> Send for Ref<T> {}
// SAFETY: as above.
unsafe impl<T: Class> Sync for Ref<T> {}

impl<T: Class> Ref<T> {
    /// A new object with one reference, this one (the driver's until [`Ref::into_handle`]).
    pub fn new(data: T) -> Ref<T> {
        let obj = Box::new(Obj {
            dispatch: &DISPATCH,
            kind: T::KIND,
            refs: AtomicUsize::new(1),
            app_refs: AtomicUsize::new(0),
            data,
        });
        let ptr = NonNull::from(Box::leak(obj));
        registry().insert(ptr.as_ptr() as usize, T::KIND);
        Ref {
            ptr,
            _owns: PhantomData,
        }
    }

    /// Retains the object behind `handle` if it is a live object of kind `T`.
    pub fn from_handle(handle: *mut c_void) -> Result<Ref<T>, i32> {
        let live = registry();
        if handle.is_null() || live.get(&(handle as usize)) != Some(&T::KIND) {
            return Err(T::INVALID);
        }
        let ptr = NonNull::new(handle.cast::<Obj<T>>()).ok_or(T::INVALID)?;
        // SAFETY: the registry holds only live objects of the recorded kind, and it is locked,
        // so the object cannot be freed before this retain.
        unsafe { ptr.as_ref() }.refs.fetch_add(1, Ordering::Relaxed);
        drop(live);
        Ok(Ref {
            ptr,
            _owns: PhantomData,
        })
    }

    /// The handle given to the application, which then owns this reference.
    pub fn into_handle(self) -> *mut c_void {
        self.obj().app_refs.fetch_add(1, Ordering::Relaxed);
        let p = self.ptr.as_ptr().cast();
        std::mem::forget(self);
        p
    }

    /// The handle, without transferring a reference.
    pub fn handle(&self) -> *mut c_void {
        self.ptr.as_ptr().cast()
    }

    /// The application's references (`CL_*_REFERENCE_COUNT`).
    pub fn ref_count(&self) -> u32 {
        self.obj().app_refs.load(Ordering::Relaxed) as u32
    }

    /// `clRetain*`: one more reference owned by the application.
    pub fn retain_for_app(&self) {
        self.obj().refs.fetch_add(1, Ordering::Relaxed);
        self.obj().app_refs.fetch_add(1, Ordering::Relaxed);
    }

    /// `clRelease*`: drops one application reference (this `Ref` keeps its own, so the object
    /// outlives the call); `false` when the application holds none.
    pub fn release_for_app(&self) -> bool {
        let app = &self.obj().app_refs;
        let mut held = app.load(Ordering::Relaxed);
        loop {
            if held == 0 {
                return false;
            }
            match app.compare_exchange(held, held - 1, Ordering::AcqRel, Ordering::Relaxed) {
                Ok(_) => break,
                Err(now) => held = now,
            }
        }
        self.obj().refs.fetch_sub(1, Ordering::AcqRel);
        true
    }

    pub fn same(&self, other: &Ref<T>) -> bool {
        self.ptr == other.ptr
    }

    fn obj(&self) -> &Obj<T> {
        // SAFETY: a `Ref` holds a reference, so the object is live.
        unsafe { self.ptr.as_ref() }
    }
}

impl<T: Class> Clone for Ref<T> {
    fn clone(&self) -> Ref<T> {
        self.obj().refs.fetch_add(1, Ordering::Relaxed);
        Ref {
            ptr: self.ptr,
            _owns: PhantomData,
        }
    }
}

impl<T: Class> Drop for Ref<T> {
    fn drop(&mut self) {
        let mut live = registry();
        if self.obj().refs.fetch_sub(1, Ordering::AcqRel) != 1 {
            return;
        }
        live.remove(&(self.ptr.as_ptr() as usize));
        drop(live);
        // SAFETY: the count reached zero and the object left the registry under its lock, so
        // no other reference exists or can be made; it was allocated by `Box` in `Ref::new`.
        drop(unsafe { Box::from_raw(self.ptr.as_ptr()) });
    }
}

impl<T: Class> Deref for Ref<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.obj().data
    }
}

impl<T: Class> std::fmt::Debug for Ref<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}@{:p}", T::KIND, self.ptr)
    }
}

/// `CL_INVALID_VALUE` unless `errcode_ret`'s caller asked for nothing else.
pub const fn invalid_for(kind: Kind) -> i32 {
    match kind {
        Kind::Platform => cl::CL_INVALID_PLATFORM,
        Kind::Device => cl::CL_INVALID_DEVICE,
        Kind::Context => cl::CL_INVALID_CONTEXT,
        Kind::Queue => cl::CL_INVALID_COMMAND_QUEUE,
        Kind::Mem => cl::CL_INVALID_MEM_OBJECT,
        Kind::Program => cl::CL_INVALID_PROGRAM,
        Kind::Kernel => cl::CL_INVALID_KERNEL,
        Kind::Event => cl::CL_INVALID_EVENT,
        Kind::Sampler => cl::CL_INVALID_SAMPLER,
        Kind::Image => cl::CL_INVALID_MEM_OBJECT,
    }
}

/// Declares `$t` an OpenCL object of kind `$kind`.
macro_rules! class {
    ($t:ty, $kind:ident) => {
        impl $crate::object::Class for $t {
            const KIND: $crate::object::Kind = $crate::object::Kind::$kind;
            const INVALID: i32 = $crate::object::invalid_for($crate::object::Kind::$kind);
        }
    };
}
pub(crate) use class;
