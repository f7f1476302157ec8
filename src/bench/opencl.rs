//! The platform's OpenCL, loaded at run time (`libOpenCL.so.1` through `libloading`), so that
//! oclvk never links against it: just enough of the API to build a program from source, set
//! arguments, move buffers and time kernels with event profiling.

use std::ffi::{c_char, c_void, CString};
use std::ptr::{null, null_mut};
use std::time::Duration;

type Id = *mut c_void;
type ClInt = i32;
type ClUint = u32;

const CL_PLATFORM_NAME: ClUint = 0x0902;
const CL_DEVICE_TYPE_GPU: u64 = 1 << 2;
const CL_DEVICE_TYPE_ALL: u64 = 0xFFFF_FFFF;
const CL_DEVICE_NAME: ClUint = 0x102B;
const CL_QUEUE_PROFILING_ENABLE: u64 = 1 << 1;
const CL_PROGRAM_BUILD_LOG: ClUint = 0x1183;
const CL_MEM_READ_WRITE: u64 = 1;
const CL_PROFILING_COMMAND_START: ClUint = 0x1282;
const CL_PROFILING_COMMAND_END: ClUint = 0x1283;
const CL_TRUE: ClUint = 1;

/// What can go wrong talking to OpenCL.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ClError {
    #[error("cannot load the OpenCL ICD loader (libOpenCL.so.1): {0}")]
    Load(String),
    #[error("no OpenCL platform with a device was found")]
    NoDevice,
    #[error("{call} failed: {name} ({code})")]
    Call {
        call: &'static str,
        code: i32,
        name: &'static str,
    },
    #[error("OpenCL could not build '{file}': {name}\n{log}")]
    Build {
        file: String,
        name: &'static str,
        log: String,
    },
    #[error("{0}")]
    Usage(String),
}

/// The name of an OpenCL error code.
pub fn error_name(code: i32) -> &'static str {
    match code {
        0 => "CL_SUCCESS",
        -1 => "CL_DEVICE_NOT_FOUND",
        -2 => "CL_DEVICE_NOT_AVAILABLE",
        -3 => "CL_COMPILER_NOT_AVAILABLE",
        -4 => "CL_MEM_OBJECT_ALLOCATION_FAILURE",
        -5 => "CL_OUT_OF_RESOURCES",
        -6 => "CL_OUT_OF_HOST_MEMORY",
        -7 => "CL_PROFILING_INFO_NOT_AVAILABLE",
        -11 => "CL_BUILD_PROGRAM_FAILURE",
        -14 => "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST",
        -30 => "CL_INVALID_VALUE",
        -32 => "CL_INVALID_PLATFORM",
        -33 => "CL_INVALID_DEVICE",
        -34 => "CL_INVALID_CONTEXT",
        -36 => "CL_INVALID_COMMAND_QUEUE",
        -38 => "CL_INVALID_MEM_OBJECT",
        -44 => "CL_INVALID_PROGRAM",
        -45 => "CL_INVALID_PROGRAM_EXECUTABLE",
        -46 => "CL_INVALID_KERNEL_NAME",
        -48 => "CL_INVALID_KERNEL",
        -49 => "CL_INVALID_ARG_INDEX",
        -50 => "CL_INVALID_ARG_VALUE",
        -51 => "CL_INVALID_ARG_SIZE",
        -52 => "CL_INVALID_KERNEL_ARGS",
        -53 => "CL_INVALID_WORK_DIMENSION",
        -54 => "CL_INVALID_WORK_GROUP_SIZE",
        -55 => "CL_INVALID_WORK_ITEM_SIZE",
        -56 => "CL_INVALID_GLOBAL_OFFSET",
        -58 => "CL_INVALID_EVENT",
        -61 => "CL_INVALID_BUFFER_SIZE",
        -63 => "CL_INVALID_GLOBAL_WORK_SIZE",
        -1001 => "CL_PLATFORM_NOT_FOUND_KHR",
        _ => "unknown OpenCL error",
    }
}

fn check(call: &'static str, code: ClInt) -> Result<(), ClError> {
    if code == 0 {
        Ok(())
    } else {
        Err(ClError::Call {
            call,
            code,
            name: error_name(code),
        })
    }
}

type InfoFn = unsafe extern "C" fn(Id, ClUint, usize, *mut c_void, *mut usize) -> ClInt;
type ReleaseFn = unsafe extern "C" fn(Id) -> ClInt;

/// The entry points, resolved once.
struct Api {
    get_platform_ids: unsafe extern "C" fn(ClUint, *mut Id, *mut ClUint) -> ClInt,
    get_platform_info: InfoFn,
    get_device_ids: unsafe extern "C" fn(Id, u64, ClUint, *mut Id, *mut ClUint) -> ClInt,
    get_device_info: InfoFn,
    create_context: unsafe extern "C" fn(
        *const isize,
        ClUint,
        *const Id,
        *const c_void,
        *mut c_void,
        *mut ClInt,
    ) -> Id,
    create_command_queue: unsafe extern "C" fn(Id, Id, u64, *mut ClInt) -> Id,
    create_program_with_source:
        unsafe extern "C" fn(Id, ClUint, *const *const c_char, *const usize, *mut ClInt) -> Id,
    build_program: unsafe extern "C" fn(
        Id,
        ClUint,
        *const Id,
        *const c_char,
        *const c_void,
        *mut c_void,
    ) -> ClInt,
    get_program_build_info:
        unsafe extern "C" fn(Id, Id, ClUint, usize, *mut c_void, *mut usize) -> ClInt,
    create_kernel: unsafe extern "C" fn(Id, *const c_char, *mut ClInt) -> Id,
    set_kernel_arg: unsafe extern "C" fn(Id, ClUint, usize, *const c_void) -> ClInt,
    create_buffer: unsafe extern "C" fn(Id, u64, usize, *mut c_void, *mut ClInt) -> Id,
    enqueue_write_buffer: unsafe extern "C" fn(
        Id,
        Id,
        ClUint,
        usize,
        usize,
        *const c_void,
        ClUint,
        *const Id,
        *mut Id,
    ) -> ClInt,
    enqueue_read_buffer: unsafe extern "C" fn(
        Id,
        Id,
        ClUint,
        usize,
        usize,
        *mut c_void,
        ClUint,
        *const Id,
        *mut Id,
    ) -> ClInt,
    enqueue_nd_range_kernel: unsafe extern "C" fn(
        Id,
        Id,
        ClUint,
        *const usize,
        *const usize,
        *const usize,
        ClUint,
        *const Id,
        *mut Id,
    ) -> ClInt,
    wait_for_events: unsafe extern "C" fn(ClUint, *const Id) -> ClInt,
    get_event_profiling_info: InfoFn,
    finish: unsafe extern "C" fn(Id) -> ClInt,
    release_event: ReleaseFn,
    release_mem: ReleaseFn,
    release_kernel: ReleaseFn,
    release_program: ReleaseFn,
    release_queue: ReleaseFn,
    release_context: ReleaseFn,
    // Keeps the library mapped for as long as the function pointers above are used.
    _lib: libloading::Library,
}

impl Api {
    fn load() -> Result<Api, ClError> {
        // SAFETY: loading the system's OpenCL ICD loader runs its initialisers, trusted as any
        // driver is.
        let lib = unsafe { libloading::Library::new("libOpenCL.so.1") }
            // SAFETY: as above.
            .or_else(|_| unsafe { libloading::Library::new("libOpenCL.so") })
            .map_err(|e| ClError::Load(e.to_string()))?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: each field's type is the C signature the OpenCL 1.2 headers give the
                // entry point of that name; the copied pointer is used only while `_lib`, owned
                // by the same Api, keeps the library loaded.
                *unsafe { lib.get(concat!($name, "\0").as_bytes()) }
                    .map_err(|e| ClError::Load(format!("{}: {e}", $name)))?
            };
        }
        Ok(Api {
            get_platform_ids: sym!("clGetPlatformIDs"),
            get_platform_info: sym!("clGetPlatformInfo"),
            get_device_ids: sym!("clGetDeviceIDs"),
            get_device_info: sym!("clGetDeviceInfo"),
            create_context: sym!("clCreateContext"),
            create_command_queue: sym!("clCreateCommandQueue"),
            create_program_with_source: sym!("clCreateProgramWithSource"),
            build_program: sym!("clBuildProgram"),
            get_program_build_info: sym!("clGetProgramBuildInfo"),
            create_kernel: sym!("clCreateKernel"),
            set_kernel_arg: sym!("clSetKernelArg"),
            create_buffer: sym!("clCreateBuffer"),
            enqueue_write_buffer: sym!("clEnqueueWriteBuffer"),
            enqueue_read_buffer: sym!("clEnqueueReadBuffer"),
            enqueue_nd_range_kernel: sym!("clEnqueueNDRangeKernel"),
            wait_for_events: sym!("clWaitForEvents"),
            get_event_profiling_info: sym!("clGetEventProfilingInfo"),
            finish: sym!("clFinish"),
            release_event: sym!("clReleaseEvent"),
            release_mem: sym!("clReleaseMemObject"),
            release_kernel: sym!("clReleaseKernel"),
            release_program: sym!("clReleaseProgram"),
            release_queue: sym!("clReleaseCommandQueue"),
            release_context: sym!("clReleaseContext"),
            _lib: lib,
        })
    }
}

fn info_string(f: InfoFn, obj: Id, param: ClUint) -> String {
    let mut size = 0usize;
    // SAFETY: `f` is a clGet*Info entry point and `obj` a live object of its kind; with no
    // output buffer it writes only the size.
    if unsafe { f(obj, param, 0, null_mut(), &mut size) } != 0 || size == 0 {
        return String::new();
    }
    let mut buf = vec![0u8; size];
    // SAFETY: as above; `buf` holds the `size` bytes the implementation may write.
    if unsafe { f(obj, param, size, buf.as_mut_ptr().cast(), null_mut()) } != 0 {
        return String::new();
    }
    String::from_utf8_lossy(&buf)
        .trim_end_matches('\0')
        .trim()
        .to_string()
}

/// One OpenCL device with a context and an in-order, profiling command queue.
pub struct OpenCl {
    api: Api,
    device: Id,
    context: Id,
    queue: Id,
    /// "platform: device".
    pub name: String,
}

/// A program built from source, with the kernels created from it so far.
pub struct ClProgram<'a> {
    cl: &'a OpenCl,
    program: Id,
}

/// A kernel with its arguments set.
pub struct ClKernel<'a> {
    cl: &'a OpenCl,
    kernel: Id,
}

/// A read-write device buffer.
pub struct ClBuffer<'a> {
    cl: &'a OpenCl,
    mem: Id,
    size: usize,
}

/// A kernel argument for [`ClKernel::set_args`].
pub enum ClArg<'b, 'a> {
    Buffer(&'b ClBuffer<'a>),
    Bytes(Vec<u8>),
    /// `local` memory of this many bytes.
    Local(usize),
}

impl OpenCl {
    /// The first GPU of any platform, else the first device of any type.
    pub fn new() -> Result<OpenCl, ClError> {
        let api = Api::load()?;
        let mut n = 0;
        // SAFETY: with no output array the call writes only the count into `n`.
        check("clGetPlatformIDs", unsafe {
            (api.get_platform_ids)(0, null_mut(), &mut n)
        })
        .map_err(|_| ClError::NoDevice)?;
        let mut platforms = vec![null_mut(); n as usize];
        // SAFETY: `platforms` has room for the `n` ids asked for.
        check("clGetPlatformIDs", unsafe {
            (api.get_platform_ids)(n, platforms.as_mut_ptr(), null_mut())
        })?;
        let mut chosen = None;
        for ty in [CL_DEVICE_TYPE_GPU, CL_DEVICE_TYPE_ALL] {
            for &p in &platforms {
                let mut dev = null_mut();
                let mut count = 0;
                // SAFETY: `p` is a platform id just returned; room for one device id in `dev`.
                if unsafe { (api.get_device_ids)(p, ty, 1, &mut dev, &mut count) } == 0 && count > 0
                {
                    chosen = Some((p, dev));
                    break;
                }
            }
            if chosen.is_some() {
                break;
            }
        }
        let (platform, device) = chosen.ok_or(ClError::NoDevice)?;
        let name = format!(
            "{}: {}",
            info_string(api.get_platform_info, platform, CL_PLATFORM_NAME),
            info_string(api.get_device_info, device, CL_DEVICE_NAME)
        );
        let mut err = 0;
        // SAFETY: one valid device id, no properties and no callback; `err` receives the code.
        let context =
            unsafe { (api.create_context)(null(), 1, &device, null(), null_mut(), &mut err) };
        check("clCreateContext", err)?;
        // SAFETY: the context was just created (checked) for `device`.
        let queue = unsafe {
            (api.create_command_queue)(context, device, CL_QUEUE_PROFILING_ENABLE, &mut err)
        };
        if let Err(e) = check("clCreateCommandQueue", err) {
            // SAFETY: releases the one reference this function holds; not used after.
            unsafe { (api.release_context)(context) };
            return Err(e);
        }
        Ok(OpenCl {
            api,
            device,
            context,
            queue,
            name,
        })
    }

    /// Builds `source` with `-cl-std=STD` (`CL1.2`, `CL2.0`); a failure carries the build log.
    pub fn build(&self, file: &str, source: &str, std: &str) -> Result<ClProgram<'_>, ClError> {
        let text = CString::new(source)
            .map_err(|_| ClError::Usage(format!("'{file}' contains a NUL byte")))?;
        let ptr = text.as_ptr();
        let mut err = 0;
        // SAFETY: one NUL-terminated string (`text`, alive across the call; null lengths mean
        // NUL-terminated) for this live context.
        let program = unsafe {
            (self.api.create_program_with_source)(self.context, 1, &ptr, null(), &mut err)
        };
        check("clCreateProgramWithSource", err)?;
        let program = ClProgram { cl: self, program };
        let options = CString::new(format!("-cl-std={std}"))
            .map_err(|_| ClError::Usage(format!("-cl-std={std} contains a NUL byte")))?;
        // SAFETY: a program just created (checked) for the context of this one device; options
        // is a NUL-terminated string alive across the call; no callback, so the build is
        // synchronous.
        let code = unsafe {
            (self.api.build_program)(
                program.program,
                1,
                &self.device,
                options.as_ptr(),
                null(),
                null_mut(),
            )
        };
        if code != 0 {
            let mut size = 0usize;
            let f = self.api.get_program_build_info;
            let mut log = String::new();
            // SAFETY: the first call writes only the size; the second writes at most `size`
            // bytes into `buf`, which has that many.
            unsafe {
                if f(
                    program.program,
                    self.device,
                    CL_PROGRAM_BUILD_LOG,
                    0,
                    null_mut(),
                    &mut size,
                ) == 0
                {
                    let mut buf = vec![0u8; size];
                    let p = buf.as_mut_ptr().cast();
                    if f(
                        program.program,
                        self.device,
                        CL_PROGRAM_BUILD_LOG,
                        size,
                        p,
                        null_mut(),
                    ) == 0
                    {
                        log = String::from_utf8_lossy(&buf)
                            .trim_end_matches('\0')
                            .to_string();
                    }
                }
            }
            return Err(ClError::Build {
                file: file.to_string(),
                name: error_name(code),
                log,
            });
        }
        Ok(program)
    }

    /// A buffer holding `data`.
    pub fn buffer(&self, data: &[u8]) -> Result<ClBuffer<'_>, ClError> {
        let size = data.len().max(4);
        let mut err = 0;
        // SAFETY: a live context; a non-zero size and no host pointer.
        let mem = unsafe {
            (self.api.create_buffer)(self.context, CL_MEM_READ_WRITE, size, null_mut(), &mut err)
        };
        check("clCreateBuffer", err)?;
        let b = ClBuffer {
            cl: self,
            mem,
            size,
        };
        b.write(data)?;
        Ok(b)
    }

    /// Waits for everything queued.
    pub fn finish(&self) -> Result<(), ClError> {
        // SAFETY: the queue is live (released only in Drop).
        check("clFinish", unsafe { (self.api.finish)(self.queue) })
    }
}

impl Drop for OpenCl {
    fn drop(&mut self) {
        // SAFETY: programs, kernels and buffers borrow the OpenCl, so they were released
        // already; the queue and context are released once, after the queued work finished.
        unsafe {
            (self.api.finish)(self.queue);
            (self.api.release_queue)(self.queue);
            (self.api.release_context)(self.context);
        }
    }
}

impl<'a> ClProgram<'a> {
    pub fn kernel(&self, name: &str) -> Result<ClKernel<'a>, ClError> {
        let cname =
            CString::new(name).map_err(|_| ClError::Usage(format!("bad kernel name '{name}'")))?;
        let mut err = 0;
        // SAFETY: a live, built program; `cname` is NUL-terminated and alive across the call.
        let kernel = unsafe { (self.cl.api.create_kernel)(self.program, cname.as_ptr(), &mut err) };
        check("clCreateKernel", err)?;
        Ok(ClKernel {
            cl: self.cl,
            kernel,
        })
    }
}

impl Drop for ClProgram<'_> {
    fn drop(&mut self) {
        // SAFETY: releases this wrapper's one reference, once; kernels made from the program
        // hold their own.
        unsafe { (self.cl.api.release_program)(self.program) };
    }
}

impl ClBuffer<'_> {
    pub fn write(&self, data: &[u8]) -> Result<(), ClError> {
        if data.is_empty() {
            return Ok(());
        }
        // SAFETY: a blocking write (CL_TRUE) of at most the buffer's size from `data`, which
        // holds that many bytes and outlives the call.
        let code = unsafe {
            (self.cl.api.enqueue_write_buffer)(
                self.cl.queue,
                self.mem,
                CL_TRUE,
                0,
                data.len().min(self.size),
                data.as_ptr().cast(),
                0,
                null(),
                null_mut(),
            )
        };
        check("clEnqueueWriteBuffer", code)
    }

    pub fn read(&self) -> Result<Vec<u8>, ClError> {
        let mut out = vec![0u8; self.size];
        // SAFETY: a blocking read (CL_TRUE) of the buffer's `size` bytes into `out`, which holds
        // that many.
        let code = unsafe {
            (self.cl.api.enqueue_read_buffer)(
                self.cl.queue,
                self.mem,
                CL_TRUE,
                0,
                self.size,
                out.as_mut_ptr().cast(),
                0,
                null(),
                null_mut(),
            )
        };
        check("clEnqueueReadBuffer", code)?;
        Ok(out)
    }
}

impl Drop for ClBuffer<'_> {
    fn drop(&mut self) {
        // SAFETY: releases this wrapper's one reference, once; OpenCL keeps the object alive
        // for commands still queued on it.
        unsafe { (self.cl.api.release_mem)(self.mem) };
    }
}

impl ClKernel<'_> {
    pub fn set_args(&self, args: &[ClArg<'_, '_>]) -> Result<(), ClError> {
        for (i, a) in args.iter().enumerate() {
            // SAFETY: a live kernel; each value pointer addresses the size passed with it (a
            // cl_mem handle, the argument's bytes, or none for `local` memory), alive across the
            // call, which copies it. A size the kernel does not expect is an error code.
            let code = unsafe {
                match a {
                    ClArg::Buffer(b) => (self.cl.api.set_kernel_arg)(
                        self.kernel,
                        i as ClUint,
                        std::mem::size_of::<Id>(),
                        (&b.mem as *const Id).cast(),
                    ),
                    ClArg::Bytes(v) => (self.cl.api.set_kernel_arg)(
                        self.kernel,
                        i as ClUint,
                        v.len(),
                        v.as_ptr().cast(),
                    ),
                    ClArg::Local(n) => {
                        (self.cl.api.set_kernel_arg)(self.kernel, i as ClUint, *n, null())
                    }
                }
            };
            check("clSetKernelArg", code)?;
        }
        Ok(())
    }

    fn enqueue(&self, global: &[usize], local: &[usize], event: *mut Id) -> Result<(), ClError> {
        // OpenCL reads `work_dim` entries of the local size: one per global dimension, or none
        // (a null pointer: the implementation chooses, as for a NULL local size in C).
        if !local.is_empty() && local.len() != global.len() {
            return Err(ClError::Usage(format!(
                "{} local sizes given for a {}-dimensional range",
                local.len(),
                global.len()
            )));
        }
        let local_ptr = if local.is_empty() {
            null()
        } else {
            local.as_ptr()
        };
        // SAFETY: a live queue and kernel; `global` holds `work_dim` sizes and `local_ptr` is
        // null or points at as many (checked above), both outliving the call; `event` is null or
        // points at a writable handle.
        let code = unsafe {
            (self.cl.api.enqueue_nd_range_kernel)(
                self.cl.queue,
                self.kernel,
                global.len() as ClUint,
                null(),
                global.as_ptr(),
                local_ptr,
                0,
                null(),
                event,
            )
        };
        check("clEnqueueNDRangeKernel", code)
    }

    /// Runs once and returns the kernel's execution time from event profiling (END - START).
    pub fn run_timed(&self, global: &[usize], local: &[usize]) -> Result<Duration, ClError> {
        let mut ev: Id = null_mut();
        self.enqueue(global, local, &mut ev)?;
        let api = &self.cl.api;
        let result = (|| {
            // SAFETY: `ev` is the event the successful enqueue above returned.
            check("clWaitForEvents", unsafe { (api.wait_for_events)(1, &ev) })?;
            let mut t = [0u64; 2];
            for (slot, param) in [CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END]
                .into_iter()
                .enumerate()
            {
                let p = (&mut t[slot] as *mut u64).cast();
                // SAFETY: a completed event of a profiling queue; `p` has room for the 8-byte
                // cl_ulong asked for.
                check("clGetEventProfilingInfo", unsafe {
                    (api.get_event_profiling_info)(ev, param, 8, p, null_mut())
                })?;
            }
            Ok(Duration::from_nanos(t[1].saturating_sub(t[0])))
        })();
        // SAFETY: releases the enqueue's one reference to `ev`, once.
        unsafe { (api.release_event)(ev) };
        result
    }

    /// Enqueues without an event (for launch-overhead measurements).
    pub fn enqueue_plain(&self, global: &[usize], local: &[usize]) -> Result<(), ClError> {
        self.enqueue(global, local, null_mut())
    }
}

impl Drop for ClKernel<'_> {
    fn drop(&mut self) {
        // SAFETY: releases this wrapper's one reference, once; OpenCL keeps the kernel alive
        // for commands still queued.
        unsafe { (self.cl.api.release_kernel)(self.kernel) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_sizes_are_one_per_dimension_or_none() {
        let cl = OpenCl::new().expect("an OpenCL platform (scripts/install-deps installs PoCL)");
        let source = "kernel void k(global int *p) { p[get_global_id(0)] = 7; }";
        let program = cl.build("k.cl", source, "CL1.2").unwrap();
        let kernel = program.kernel("k").unwrap();
        let buffer = cl.buffer(&[0u8; 256]).unwrap();
        kernel.set_args(&[ClArg::Buffer(&buffer)]).unwrap();
        // No local size: OpenCL's NULL, the implementation's choice.
        kernel.run_timed(&[64], &[]).unwrap();
        assert_eq!(buffer.read().unwrap(), [7, 0, 0, 0].repeat(64));
        let buffer = cl.buffer(&[0u8; 256]).unwrap();
        kernel.set_args(&[ClArg::Buffer(&buffer)]).unwrap();
        let e = kernel.enqueue_plain(&[8, 8], &[8]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "1 local sizes given for a 2-dimensional range"
        );
        kernel.run_timed(&[64], &[16]).unwrap();
        assert_eq!(buffer.read().unwrap(), [7, 0, 0, 0].repeat(64));
    }
}
