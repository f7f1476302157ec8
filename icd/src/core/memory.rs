//! Buffers: a device buffer of the context's memory device, the host pointer the application
//! gave (`CL_MEM_USE_HOST_PTR`: the mapped region is that memory) and the regions mapped now.

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use oclvk_runner::Buffer;

use crate::core::context::Context;
use crate::object::{class, Ref};

/// clSetMemObjectDestructorCallback's callback: (memobj, user_data).
pub type MemDestructor = extern "C" fn(*mut c_void, *mut c_void);

/// The device memory of a buffer and of its sub-buffers.
pub struct Storage {
    buffer: Mutex<Buffer>,
}

impl Storage {
    pub fn new(buffer: Buffer) -> Arc<Storage> {
        Arc::new(Storage {
            buffer: Mutex::new(buffer),
        })
    }

    pub fn lock(&self) -> MutexGuard<'_, Buffer> {
        self.buffer.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// One mapped region: where the application sees it and what unmapping writes back.
pub struct Mapping {
    pub offset: usize,
    pub size: usize,
    pub writes: bool,
    /// Host memory owned by the mapping (none for `CL_MEM_USE_HOST_PTR`, whose memory is the
    /// application's).
    pub shadow: Option<Box<[u8]>>,
}

pub struct Mem {
    pub context: Ref<Context>,
    pub flags: u64,
    pub size: usize,
    pub host_ptr: usize,
    /// For a sub-buffer: its buffer and where in it the sub-buffer starts.
    pub parent: Option<(Ref<Mem>, usize)>,
    pub storage: Arc<Storage>,
    pub properties: Vec<u64>,
    /// Mapped regions by the address the application was given (USE_HOST_PTR buffers may give
    /// one address twice).
    maps: Mutex<Vec<(usize, Mapping)>>,
    pub destructors: Destructors,
}
class!(Mem, Mem);

/// A memory object's destructor callbacks (clSetMemObjectDestructorCallback), called in reverse
/// order of registration with the object's handle when it is freed.
#[derive(Default)]
pub struct Destructors {
    callbacks: Mutex<Vec<(MemDestructor, usize)>>,
    handle: AtomicUsize,
}

impl Destructors {
    /// Records the handle the callbacks receive.
    pub fn set_handle(&self, handle: *mut c_void) {
        self.handle.store(handle as usize, Ordering::Relaxed);
    }

    pub fn add(&self, f: MemDestructor, user_data: usize) {
        self.callbacks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((f, user_data));
    }
}

impl Drop for Destructors {
    fn drop(&mut self) {
        let handle = self.handle.load(Ordering::Relaxed) as *mut c_void;
        let callbacks = std::mem::take(self.callbacks.get_mut().unwrap_or_else(|p| p.into_inner()));
        for (f, user_data) in callbacks.into_iter().rev() {
            f(handle, user_data as *mut c_void);
        }
    }
}

impl Mem {
    pub fn create(
        context: Ref<Context>,
        flags: u64,
        size: usize,
        host_ptr: usize,
        parent: Option<(Ref<Mem>, usize)>,
        storage: Arc<Storage>,
        properties: Vec<u64>,
    ) -> Ref<Mem> {
        let mem = Ref::new(Mem {
            context,
            flags,
            size,
            host_ptr,
            parent,
            storage,
            properties,
            maps: Mutex::new(Vec::new()),
            destructors: Destructors::default(),
        });
        mem.destructors.set_handle(mem.handle());
        mem
    }

    /// Where this object's bytes start in its storage.
    pub fn base(&self) -> usize {
        self.parent.as_ref().map_or(0, |(_, offset)| *offset)
    }

    pub fn maps(&self) -> MutexGuard<'_, Vec<(usize, Mapping)>> {
        self.maps.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn map_count(&self) -> usize {
        self.maps().len()
    }

    pub fn add_destructor(&self, f: MemDestructor, user_data: usize) {
        self.destructors.add(f, user_data);
    }
}
