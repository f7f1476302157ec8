//! Contexts: a set of devices of the platform, their properties and callbacks.

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::core::device::Device;
use crate::object::{class, Ref};

/// `pfn_notify` of clCreateContext: (errinfo, private_info, cb, user_data).
pub type ContextNotify = extern "C" fn(*const std::ffi::c_char, *const c_void, usize, *mut c_void);
/// clSetContextDestructorCallback's callback: (context, user_data).
pub type ContextDestructor = extern "C" fn(*mut c_void, *mut c_void);

pub struct Context {
    pub devices: Vec<Ref<Device>>,
    /// The property list as given, without its terminating zero.
    pub properties: Vec<isize>,
    pub notify: Option<(ContextNotify, usize)>,
    destructors: Mutex<Vec<(ContextDestructor, usize)>>,
    /// The handle the application knows, for the destructor callbacks.
    handle: AtomicUsize,
}
class!(Context, Context);

impl Context {
    pub fn create(
        devices: Vec<Ref<Device>>,
        properties: Vec<isize>,
        notify: Option<(ContextNotify, usize)>,
    ) -> Ref<Context> {
        let context = Ref::new(Context {
            devices,
            properties,
            notify,
            destructors: Mutex::new(Vec::new()),
            handle: AtomicUsize::new(0),
        });
        context
            .handle
            .store(context.handle() as usize, Ordering::Relaxed);
        context
    }

    pub fn has_device(&self, device: &Ref<Device>) -> bool {
        self.devices.iter().any(|d| d.same(device))
    }

    /// Where buffers of the context live: its first device (kernels that use them run there).
    pub fn memory_device(&self) -> &Ref<Device> {
        &self.devices[0]
    }

    pub fn add_destructor(&self, f: ContextDestructor, user_data: usize) {
        self.destructors
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((f, user_data));
    }

    /// Reports an error to the application's `pfn_notify`, if it gave one.
    pub fn report(&self, message: &str) {
        if let Some((f, user_data)) = self.notify {
            let text = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
            f(text.as_ptr(), std::ptr::null(), 0, user_data as *mut c_void);
        }
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        let handle = self.handle.load(Ordering::Relaxed) as *mut c_void;
        let callbacks = std::mem::take(
            self.destructors
                .get_mut()
                .unwrap_or_else(|p| p.into_inner()),
        );
        // Most recently registered first, as the specification orders them.
        for (f, user_data) in callbacks.into_iter().rev() {
            f(handle, user_data as *mut c_void);
        }
    }
}
