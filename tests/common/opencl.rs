//! A minimal OpenCL host, loaded at run time from `libOpenCL.so.1` (the ICD loader) with
//! libloading, for the differential tests. Only the tests use it: the oclvk binary never links
//! OpenCL. It builds one source, runs one kernel over an NDRange with buffer, value, local, image
//! and sampler arguments, and reads every buffer and image back.

#![allow(dead_code)]

use libloading::{Library, Symbol};
use std::ffi::{c_char, c_void, CString};
use std::ptr::{null, null_mut};

type ClInt = i32;
type Handle = *mut c_void;

const CL_SUCCESS: ClInt = 0;
const CL_PLATFORM_NAME: u32 = 0x0902;
const CL_PLATFORM_VERSION: u32 = 0x0901;
const CL_DEVICE_NAME: u32 = 0x102B;
const CL_DEVICE_TYPE_ALL: u64 = 0xFFFF_FFFF;
const CL_PROGRAM_BUILD_LOG: u32 = 0x1183;
const CL_MEM_READ_WRITE: u64 = 1;
const CL_MEM_COPY_HOST_PTR: u64 = 1 << 5;

/// One kernel argument for [`Platform::run`].
#[derive(Clone, Debug)]
pub enum ClArg {
    /// A buffer with these initial bytes; read back after the run.
    Buffer(Vec<u8>),
    /// A by-value argument's bytes.
    Value(Vec<u8>),
    /// A `local` pointer argument of this many bytes.
    Local(usize),
    /// An image with these initial texels (x fastest); read back after the run.
    Image(ClImage),
    /// A sampler: normalized coordinates, `CL_ADDRESS_*` and `CL_FILTER_*` values.
    Sampler {
        normalized: bool,
        addressing: u32,
        filter: u32,
    },
}

/// An image argument: `CL_MEM_OBJECT_IMAGE*` type, sizes (width, height, depth or layers; 1
/// where unused), `CL_*` channel order and data type, texels.
#[derive(Clone, Debug)]
pub struct ClImage {
    pub image_type: u32,
    pub size: [usize; 3],
    pub order: u32,
    pub data_type: u32,
    pub bytes: Vec<u8>,
}

pub const CL_MEM_OBJECT_IMAGE2D: u32 = 0x10F1;
pub const CL_MEM_OBJECT_IMAGE3D: u32 = 0x10F2;
pub const CL_MEM_OBJECT_IMAGE1D: u32 = 0x10F4;
pub const CL_MEM_OBJECT_IMAGE1D_ARRAY: u32 = 0x10F5;
pub const CL_R: u32 = 0x10B0;
pub const CL_RGBA: u32 = 0x10B5;
pub const CL_SIGNED_INT32: u32 = 0x10D9;
pub const CL_UNSIGNED_INT32: u32 = 0x10DC;
pub const CL_FLOAT: u32 = 0x10DE;
pub const CL_ADDRESS_CLAMP_TO_EDGE: u32 = 0x1131;
pub const CL_ADDRESS_CLAMP: u32 = 0x1132;
pub const CL_ADDRESS_REPEAT: u32 = 0x1133;
pub const CL_FILTER_NEAREST: u32 = 0x1140;
pub const CL_FILTER_LINEAR: u32 = 0x1141;

#[repr(C)]
struct ImageFormat {
    order: u32,
    data_type: u32,
}

#[repr(C)]
struct ImageDesc {
    image_type: u32,
    width: usize,
    height: usize,
    depth: usize,
    array_size: usize,
    row_pitch: usize,
    slice_pitch: usize,
    mip_levels: u32,
    samples: u32,
    buffer: Handle,
}

/// The loaded library with one platform and device chosen.
pub struct Platform {
    lib: Library,
    platform: Handle,
    device: Handle,
    pub platform_name: String,
    pub platform_version: String,
    pub device_name: String,
}

macro_rules! sym {
    ($lib:expr, $name:literal, $ty:ty) => {{
        // SAFETY: every use names an OpenCL entry point with the type alias of its C signature
        // in the OpenCL headers; the Symbol borrows the library, so it cannot outlive it.
        let s: Symbol<$ty> = unsafe { $lib.get(concat!($name, "\0").as_bytes()) }
            .map_err(|e| format!("{}: {e}", $name))?;
        s
    }};
}

type GetPlatformIds = unsafe extern "C" fn(u32, *mut Handle, *mut u32) -> ClInt;
type GetInfo = unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> ClInt;
type GetDeviceIds = unsafe extern "C" fn(Handle, u64, u32, *mut Handle, *mut u32) -> ClInt;
type CreateContext = unsafe extern "C" fn(
    *const isize,
    u32,
    *const Handle,
    *const c_void,
    *mut c_void,
    *mut ClInt,
) -> Handle;
type CreateQueue = unsafe extern "C" fn(Handle, Handle, u64, *mut ClInt) -> Handle;
type CreateProgram =
    unsafe extern "C" fn(Handle, u32, *const *const c_char, *const usize, *mut ClInt) -> Handle;
type BuildProgram = unsafe extern "C" fn(
    Handle,
    u32,
    *const Handle,
    *const c_char,
    *const c_void,
    *mut c_void,
) -> ClInt;
type BuildInfo = unsafe extern "C" fn(Handle, Handle, u32, usize, *mut c_void, *mut usize) -> ClInt;
type CreateKernel = unsafe extern "C" fn(Handle, *const c_char, *mut ClInt) -> Handle;
type CreateBuffer = unsafe extern "C" fn(Handle, u64, usize, *mut c_void, *mut ClInt) -> Handle;
type SetArg = unsafe extern "C" fn(Handle, u32, usize, *const c_void) -> ClInt;
type CreateImage = unsafe extern "C" fn(
    Handle,
    u64,
    *const ImageFormat,
    *const ImageDesc,
    *mut c_void,
    *mut ClInt,
) -> Handle;
type CreateSampler = unsafe extern "C" fn(Handle, u32, u32, u32, *mut ClInt) -> Handle;
type ReadImage = unsafe extern "C" fn(
    Handle,
    Handle,
    u32,
    *const usize,
    *const usize,
    usize,
    usize,
    *mut c_void,
    u32,
    *const Handle,
    *mut Handle,
) -> ClInt;
type Enqueue = unsafe extern "C" fn(
    Handle,
    Handle,
    u32,
    *const usize,
    *const usize,
    *const usize,
    u32,
    *const Handle,
    *mut Handle,
) -> ClInt;
type ReadBuffer = unsafe extern "C" fn(
    Handle,
    Handle,
    u32,
    usize,
    usize,
    *mut c_void,
    u32,
    *const Handle,
    *mut Handle,
) -> ClInt;
type Release = unsafe extern "C" fn(Handle) -> ClInt;

fn info_string(f: &Symbol<GetInfo>, h: Handle, what: u32) -> Result<String, String> {
    let mut size = 0usize;
    // SAFETY: `f` is a clGet*Info entry point and `h` a live object of its kind; with no
    // output buffer it writes only the size.
    let r = unsafe { f(h, what, 0, null_mut(), &mut size) };
    if r != CL_SUCCESS {
        return Err(format!("get info {what:#x}: error {r}"));
    }
    let mut buf = vec![0u8; size];
    // SAFETY: as above; `buf` holds the `size` bytes the implementation may write.
    let r = unsafe { f(h, what, size, buf.as_mut_ptr().cast(), null_mut()) };
    if r != CL_SUCCESS {
        return Err(format!("get info {what:#x}: error {r}"));
    }
    Ok(String::from_utf8_lossy(&buf)
        .trim_end_matches('\0')
        .trim()
        .to_string())
}

/// The bytes of one texel of the channel orders and types this host knows.
fn texel_bytes(order: u32, data_type: u32) -> Result<usize, String> {
    let channels = match order {
        CL_R => 1,
        CL_RGBA => 4,
        _ => return Err(format!("unknown channel order {order:#x}")),
    };
    match data_type {
        CL_SIGNED_INT32 | CL_UNSIGNED_INT32 | CL_FLOAT => Ok(channels * 4),
        _ => Err(format!("unknown channel type {data_type:#x}")),
    }
}

fn check(what: &str, r: ClInt) -> Result<(), String> {
    if r == CL_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what} failed: OpenCL error {r}"))
    }
}

impl Platform {
    /// Loads libOpenCL.so.1 and picks the first platform whose name contains `want`
    /// (case-insensitive; `None`: the first platform with a device).
    pub fn open(want: Option<&str>) -> Result<Platform, String> {
        // SAFETY: loading the system's OpenCL ICD loader runs its initialisers, trusted as any
        // driver is.
        let lib = unsafe { Library::new("libOpenCL.so.1") }
            .map_err(|e| format!("cannot load libOpenCL.so.1: {e}"))?;
        let (platform, device, platform_name, platform_version, device_name) = {
            let get_ids = sym!(lib, "clGetPlatformIDs", GetPlatformIds);
            let platform_info = sym!(lib, "clGetPlatformInfo", GetInfo);
            let device_info = sym!(lib, "clGetDeviceInfo", GetInfo);
            let get_devices = sym!(lib, "clGetDeviceIDs", GetDeviceIds);
            let mut n = 0u32;
            // SAFETY: with no output array the call writes only the count into `n`.
            let r = unsafe { get_ids(0, null_mut(), &mut n) };
            if r != CL_SUCCESS || n == 0 {
                return Err(format!(
                    "the OpenCL ICD loader finds no platform (clGetPlatformIDs: error {r}, {n} platforms); is an ICD such as pocl-opencl-icd installed under /etc/OpenCL/vendors?"
                ));
            }
            let mut ids = vec![null_mut(); n as usize];
            // SAFETY: `ids` has room for the `n` ids asked for.
            check("clGetPlatformIDs", unsafe {
                get_ids(n, ids.as_mut_ptr(), null_mut())
            })?;
            let mut seen = Vec::new();
            let mut chosen = None;
            for p in ids {
                let name = info_string(&platform_info, p, CL_PLATFORM_NAME)?;
                seen.push(name.clone());
                if want.is_some_and(|w| !name.to_lowercase().contains(&w.to_lowercase())) {
                    continue;
                }
                let mut d = null_mut();
                let mut nd = 0u32;
                // SAFETY: `p` is a platform id just returned; room for one device id in `d`.
                let r = unsafe { get_devices(p, CL_DEVICE_TYPE_ALL, 1, &mut d, &mut nd) };
                if r == CL_SUCCESS && nd > 0 {
                    let version = info_string(&platform_info, p, CL_PLATFORM_VERSION)?;
                    let dev = info_string(&device_info, d, CL_DEVICE_NAME)?;
                    chosen = Some((p, d, name, version, dev));
                    break;
                }
            }
            chosen.ok_or_else(|| {
                format!(
                    "no OpenCL platform{} with a device; platforms: {}",
                    want.map(|w| format!(" matching '{w}'")).unwrap_or_default(),
                    seen.join(", ")
                )
            })?
        };
        Ok(Platform {
            lib,
            platform,
            device,
            platform_name,
            platform_version,
            device_name,
        })
    }

    /// Builds `source` and runs `kernel` over `global` (with `local`, or the implementation's
    /// choice); returns the bytes of every `Buffer` argument after the run, in argument order.
    pub fn run(
        &self,
        source: &str,
        kernel: &str,
        global: &[usize],
        local: Option<&[usize]>,
        args: &[ClArg],
    ) -> Result<Vec<Vec<u8>>, String> {
        self.build(source, "")?.run(kernel, global, local, args)
    }

    /// Builds `source` with build `options` (`-cl-std=CL3.0`) into a program whose kernels
    /// [`Built::run`] runs: one build for many kernels.
    pub fn build(&self, source: &str, options: &str) -> Result<Built<'_>, String> {
        let lib = &self.lib;
        let create_context = sym!(lib, "clCreateContext", CreateContext);
        let create_queue = sym!(lib, "clCreateCommandQueue", CreateQueue);
        let create_program = sym!(lib, "clCreateProgramWithSource", CreateProgram);
        let build = sym!(lib, "clBuildProgram", BuildProgram);
        let build_info = sym!(lib, "clGetProgramBuildInfo", BuildInfo);

        let mut err = 0;
        // SAFETY: one valid device id, no properties and no callback; `err` receives the code.
        let ctx = unsafe { create_context(null(), 1, &self.device, null(), null_mut(), &mut err) };
        check("clCreateContext", err)?;
        // From here on, dropping `built` releases what was created.
        let mut built = Built {
            platform: self,
            ctx,
            queue: null_mut(),
            program: null_mut(),
        };
        // SAFETY: the context was just created (checked) for this device.
        built.queue = unsafe { create_queue(ctx, self.device, 0, &mut err) };
        check("clCreateCommandQueue", err)?;
        let src = CString::new(source).map_err(|e| e.to_string())?;
        let ptr = src.as_ptr();
        // SAFETY: one NUL-terminated string (`src`, alive across the call; null lengths mean
        // NUL-terminated) for a live context.
        built.program = unsafe { create_program(ctx, 1, &ptr, null(), &mut err) };
        check("clCreateProgramWithSource", err)?;
        let options = CString::new(options).map_err(|e| e.to_string())?;
        // SAFETY: a program just created (checked) for the context of this one device; options
        // is NUL-terminated and alive; no callback, so the build is synchronous.
        let r = unsafe {
            build(
                built.program,
                1,
                &self.device,
                options.as_ptr(),
                null(),
                null_mut(),
            )
        };
        if r != CL_SUCCESS {
            let mut size = 0;
            // SAFETY: with no output buffer the call writes only the size.
            unsafe {
                build_info(
                    built.program,
                    self.device,
                    CL_PROGRAM_BUILD_LOG,
                    0,
                    null_mut(),
                    &mut size,
                )
            };
            let mut log = vec![0u8; size];
            // SAFETY: `log` holds the `size` bytes the call may write.
            unsafe {
                build_info(
                    built.program,
                    self.device,
                    CL_PROGRAM_BUILD_LOG,
                    size,
                    log.as_mut_ptr().cast(),
                    null_mut(),
                )
            };
            return Err(format!(
                "clBuildProgram failed ({r}):\n{}",
                String::from_utf8_lossy(&log)
            ));
        }
        Ok(built)
    }
}

/// A built program with its context and queue; released when dropped.
pub struct Built<'p> {
    platform: &'p Platform,
    ctx: Handle,
    queue: Handle,
    program: Handle,
}

impl Built<'_> {
    /// Runs `kernel` over `global` (with `local`, or the implementation's choice); returns the
    /// bytes of every `Buffer` argument after the run, in argument order.
    pub fn run(
        &self,
        kernel: &str,
        global: &[usize],
        local: Option<&[usize]>,
        args: &[ClArg],
    ) -> Result<Vec<Vec<u8>>, String> {
        let lib = &self.platform.lib;
        let create_kernel = sym!(lib, "clCreateKernel", CreateKernel);
        let create_buffer = sym!(lib, "clCreateBuffer", CreateBuffer);
        let set_arg = sym!(lib, "clSetKernelArg", SetArg);
        let enqueue = sym!(lib, "clEnqueueNDRangeKernel", Enqueue);
        let read = sym!(lib, "clEnqueueReadBuffer", ReadBuffer);
        let finish = sym!(lib, "clFinish", Release);
        let release_mem = sym!(lib, "clReleaseMemObject", Release);
        let release_kernel = sym!(lib, "clReleaseKernel", Release);
        let create_image = sym!(lib, "clCreateImage", CreateImage);
        let create_sampler = sym!(lib, "clCreateSampler", CreateSampler);
        let read_image = sym!(lib, "clEnqueueReadImage", ReadImage);
        let release_sampler = sym!(lib, "clReleaseSampler", Release);
        let (ctx, queue) = (self.ctx, self.queue);

        // OpenCL reads `work_dim` local sizes, and an image's whole texel data from its host copy.
        if local.is_some_and(|l| l.len() != global.len()) {
            return Err(format!(
                "{} global sizes but {:?} local sizes",
                global.len(),
                local
            ));
        }
        for a in args {
            if let ClArg::Image(image) = a {
                let texels: usize = image.size.iter().product();
                let expected = texels * texel_bytes(image.order, image.data_type)?;
                if image.bytes.len() != expected {
                    return Err(format!(
                        "an image of {:?} texels needs {expected} bytes, not {}",
                        image.size,
                        image.bytes.len()
                    ));
                }
            }
        }
        let mut err = 0;
        let name = CString::new(kernel).map_err(|e| e.to_string())?;
        // SAFETY: a live, built program; `name` is NUL-terminated and alive across the call.
        let k = unsafe { create_kernel(self.program, name.as_ptr(), &mut err) };
        check("clCreateKernel", err)?;
        // (memory object, bytes, the image's sizes for images)
        let mut mems: Vec<(Handle, usize, Option<[usize; 3]>)> = Vec::new();
        let mut samplers = Vec::new();
        // Runs the kernel; `k`, `mems` and `samplers` are released after it, whatever it
        // returns.
        let mut launch = || -> Result<Vec<Vec<u8>>, String> {
            for (i, a) in args.iter().enumerate() {
                let r = match a {
                    ClArg::Buffer(bytes) => {
                        let mut copy = bytes.clone();
                        // SAFETY: COPY_HOST_PTR reads `copy.len()` bytes from `copy` during the
                        // call only.
                        let m = unsafe {
                            create_buffer(
                                ctx,
                                CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                copy.len(),
                                copy.as_mut_ptr().cast(),
                                &mut err,
                            )
                        };
                        check("clCreateBuffer", err)?;
                        mems.push((m, bytes.len(), None));
                        // SAFETY: the value is the cl_mem handle `m`, of the size passed, read
                        // during the call.
                        unsafe {
                            set_arg(
                                k,
                                i as u32,
                                std::mem::size_of::<Handle>(),
                                (&m as *const Handle).cast(),
                            )
                        }
                    }
                    // SAFETY: `bytes.len()` bytes at `bytes`, read during the call; a size the
                    // kernel does not expect is an error code.
                    ClArg::Value(bytes) => unsafe {
                        set_arg(k, i as u32, bytes.len(), bytes.as_ptr().cast())
                    },
                    // SAFETY: `local` memory takes a size and no value.
                    ClArg::Local(size) => unsafe { set_arg(k, i as u32, *size, null()) },
                    ClArg::Image(image) => {
                        let format = ImageFormat {
                            order: image.order,
                            data_type: image.data_type,
                        };
                        let [width, height, depth] = image.size;
                        // A 1D array's layers are its array size (its height is ignored).
                        let array_size = match image.image_type {
                            CL_MEM_OBJECT_IMAGE1D_ARRAY => height,
                            _ => 0,
                        };
                        let desc = ImageDesc {
                            image_type: image.image_type,
                            width,
                            height,
                            depth,
                            array_size,
                            row_pitch: 0,
                            slice_pitch: 0,
                            mip_levels: 0,
                            samples: 0,
                            buffer: null_mut(),
                        };
                        let mut copy = image.bytes.clone();
                        // SAFETY: `format` and `desc` are #[repr(C)] copies of cl_image_format
                        // and cl_image_desc, alive across the call; COPY_HOST_PTR reads the
                        // image's texels from `copy`, which holds exactly that many bytes
                        // (checked above).
                        let m = unsafe {
                            create_image(
                                ctx,
                                CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                &format,
                                &desc,
                                copy.as_mut_ptr().cast(),
                                &mut err,
                            )
                        };
                        check("clCreateImage", err)?;
                        mems.push((m, image.bytes.len(), Some(image.size)));
                        // SAFETY: the value is the cl_mem handle `m`, of the size passed.
                        unsafe {
                            set_arg(
                                k,
                                i as u32,
                                std::mem::size_of::<Handle>(),
                                (&m as *const Handle).cast(),
                            )
                        }
                    }
                    ClArg::Sampler {
                        normalized,
                        addressing,
                        filter,
                    } => {
                        // SAFETY: a live context; the modes are plain values (an invalid one
                        // is an error code).
                        let s = unsafe {
                            create_sampler(ctx, *normalized as u32, *addressing, *filter, &mut err)
                        };
                        check("clCreateSampler", err)?;
                        samplers.push(s);
                        // SAFETY: the value is the cl_sampler handle `s`, of the size passed.
                        unsafe {
                            set_arg(
                                k,
                                i as u32,
                                std::mem::size_of::<Handle>(),
                                (&s as *const Handle).cast(),
                            )
                        }
                    }
                };
                check(&format!("clSetKernelArg({i})"), r)?;
            }
            // SAFETY: a live queue and kernel; `global`, and `local` when given, hold `work_dim`
            // sizes (checked above) and outlive the call; no events.
            let r = unsafe {
                enqueue(
                    queue,
                    k,
                    global.len() as u32,
                    null(),
                    global.as_ptr(),
                    local.map_or(null(), |l| l.as_ptr()),
                    0,
                    null(),
                    null_mut(),
                )
            };
            check("clEnqueueNDRangeKernel", r)?;
            let mut out = Vec::new();
            for (m, len, image) in &mems {
                let mut bytes = vec![0u8; *len];
                if let Some(region) = image {
                    let origin = [0usize; 3];
                    // SAFETY: a blocking read (1 = CL_TRUE) of the whole image, whose texels
                    // fill exactly `len` bytes (checked when it was created), into `bytes`.
                    let r = unsafe {
                        read_image(
                            queue,
                            *m,
                            1,
                            origin.as_ptr(),
                            region.as_ptr(),
                            0,
                            0,
                            bytes.as_mut_ptr().cast(),
                            0,
                            null(),
                            null_mut(),
                        )
                    };
                    check("clEnqueueReadImage", r)?;
                    out.push(bytes);
                    continue;
                }
                // SAFETY: a blocking read (1 = CL_TRUE) of the buffer's `len` bytes into `bytes`,
                // which holds that many.
                let r = unsafe {
                    read(
                        queue,
                        *m,
                        1,
                        0,
                        *len,
                        bytes.as_mut_ptr().cast(),
                        0,
                        null(),
                        null_mut(),
                    )
                };
                check("clEnqueueReadBuffer", r)?;
                out.push(bytes);
            }
            // SAFETY: a live queue.
            check("clFinish", unsafe { finish(queue) })?;
            Ok(out)
        };
        let result = launch();
        // SAFETY: releases the one reference to each object this call created, once; OpenCL
        // keeps objects alive for commands still queued.
        unsafe {
            for (m, ..) in &mems {
                release_mem(*m);
            }
            for s in &samplers {
                release_sampler(*s);
            }
            release_kernel(k);
        }
        result
    }
}

impl Drop for Built<'_> {
    fn drop(&mut self) {
        let lib = &self.platform.lib;
        let release = |name: &str, h: Handle| {
            if h.is_null() {
                return;
            }
            // SAFETY: each name used is a clRelease* entry point, of the `Release` signature.
            let sym: Result<Symbol<Release>, _> =
                unsafe { lib.get(format!("{name}\0").as_bytes()) };
            if let Ok(f) = sym {
                // SAFETY: `h` is a non-null handle this Built created and releases once.
                unsafe { f(h) };
            }
        };
        release("clReleaseProgram", self.program);
        release("clReleaseCommandQueue", self.queue);
        release("clReleaseContext", self.ctx);
    }
}
