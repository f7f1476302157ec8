//! The driver through the real ICD loader: libOpenCL.so.1 (ocl-icd) opened at run time, told
//! by `OCL_ICD_VENDORS` about this build's `liboclvk_icd.so` only, then used as an OpenCL
//! application uses it: vector add, a failed build's log, argument errors and their codes,
//! events and profiling, buffers (rect, fill, copy, map, sub-buffers).

use std::ffi::{c_char, c_void, CString};
use std::path::PathBuf;
use std::ptr::{null, null_mut};
use std::sync::OnceLock;

use oclvk_icd::cl::*;

type Handle = *mut c_void;

/// The loader's entry points this test calls.
struct Cl {
    _lib: libloading::Library,
    get_platform_ids: unsafe extern "C" fn(u32, *mut Handle, *mut u32) -> i32,
    get_platform_info: unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    get_device_ids: unsafe extern "C" fn(Handle, u64, u32, *mut Handle, *mut u32) -> i32,
    create_context: unsafe extern "C" fn(
        *const isize,
        u32,
        *const Handle,
        *const c_void,
        *mut c_void,
        *mut i32,
    ) -> Handle,
    create_queue: unsafe extern "C" fn(Handle, Handle, *const u64, *mut i32) -> Handle,
    create_buffer: unsafe extern "C" fn(Handle, u64, usize, *mut c_void, *mut i32) -> Handle,
    create_sub_buffer: unsafe extern "C" fn(Handle, u64, u32, *const c_void, *mut i32) -> Handle,
    create_program:
        unsafe extern "C" fn(Handle, u32, *const *const c_char, *const usize, *mut i32) -> Handle,
    build_program: unsafe extern "C" fn(
        Handle,
        u32,
        *const Handle,
        *const c_char,
        *const c_void,
        *mut c_void,
    ) -> i32,
    build_info: unsafe extern "C" fn(Handle, Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    create_kernel: unsafe extern "C" fn(Handle, *const c_char, *mut i32) -> Handle,
    set_arg: unsafe extern "C" fn(Handle, u32, usize, *const c_void) -> i32,
    ndrange: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        *const usize,
        *const usize,
        *const usize,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    read: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        usize,
        usize,
        *mut c_void,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    write: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        usize,
        usize,
        *const c_void,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    fill: unsafe extern "C" fn(
        Handle,
        Handle,
        *const c_void,
        usize,
        usize,
        usize,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    copy: unsafe extern "C" fn(
        Handle,
        Handle,
        Handle,
        usize,
        usize,
        usize,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    read_rect: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        *const usize,
        *const usize,
        *const usize,
        usize,
        usize,
        usize,
        usize,
        *mut c_void,
        u32,
        *const Handle,
        *mut Handle,
    ) -> i32,
    map: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        u64,
        usize,
        usize,
        u32,
        *const Handle,
        *mut Handle,
        *mut i32,
    ) -> *mut c_void,
    unmap:
        unsafe extern "C" fn(Handle, Handle, *mut c_void, u32, *const Handle, *mut Handle) -> i32,
    finish: unsafe extern "C" fn(Handle) -> i32,
    wait: unsafe extern "C" fn(u32, *const Handle) -> i32,
    event_info: unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    profiling: unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    user_event: unsafe extern "C" fn(Handle, *mut i32) -> Handle,
    set_user_status: unsafe extern "C" fn(Handle, i32) -> i32,
    release_mem: unsafe extern "C" fn(Handle) -> i32,
    release_event: unsafe extern "C" fn(Handle) -> i32,
    create_sampler: unsafe extern "C" fn(Handle, *const u64, *mut i32) -> Handle,
    release_sampler: unsafe extern "C" fn(Handle) -> i32,
    arg_info: unsafe extern "C" fn(Handle, u32, u32, usize, *mut c_void, *mut usize) -> i32,
    mem_info: unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    release_program: unsafe extern "C" fn(Handle) -> i32,
    sub_group_info: unsafe extern "C" fn(
        Handle,
        Handle,
        u32,
        usize,
        *const c_void,
        usize,
        *mut c_void,
        *mut usize,
    ) -> i32,
    device_info: unsafe extern "C" fn(Handle, u32, usize, *mut c_void, *mut usize) -> i32,
    compile: unsafe extern "C" fn(
        Handle,
        u32,
        *const Handle,
        *const c_char,
        u32,
        *const Handle,
        *const *const c_char,
        *const c_void,
        *mut c_void,
    ) -> i32,
    link: unsafe extern "C" fn(
        Handle,
        u32,
        *const Handle,
        *const c_char,
        u32,
        *const Handle,
        *const c_void,
        *mut c_void,
        *mut i32,
    ) -> Handle,
}

// SAFETY: the loader's functions may be called from any thread.
unsafe impl Sync for Cl {}
// SAFETY: as above.
unsafe impl Send for Cl {}

/// This build's `liboclvk_icd.so`: cargo builds it next to the test binary, in `deps/`.
fn driver_path() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    exe.parent()
        .expect("deps directory")
        .join("liboclvk_icd.so")
}

fn cl() -> &'static Cl {
    static CL: OnceLock<Cl> = OnceLock::new();
    CL.get_or_init(|| {
        let driver = driver_path();
        assert!(driver.exists(), "{} was not built", driver.display());
        let vendors = std::env::temp_dir().join(format!("oclvk-icd-test-{}", std::process::id()));
        std::fs::create_dir_all(&vendors).expect("vendors directory");
        std::fs::write(vendors.join("oclvk.icd"), format!("{}\n", driver.display()))
            .expect("icd file");
        // Set before the loader reads it (its first call), in this test's only initializer.
        std::env::set_var("OCL_ICD_VENDORS", &vendors);
        // SAFETY: libOpenCL.so.1 is the system's ICD loader; its initializers are sound.
        let lib = unsafe { libloading::Library::new("libOpenCL.so.1") }.expect("libOpenCL.so.1");
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: each symbol is the OpenCL function of that name, declared here with
                // its C signature.
                *unsafe { lib.get($name.as_bytes()) }.expect($name)
            };
        }
        let cl = Cl {
            get_platform_ids: sym!("clGetPlatformIDs"),
            get_platform_info: sym!("clGetPlatformInfo"),
            get_device_ids: sym!("clGetDeviceIDs"),
            create_context: sym!("clCreateContext"),
            create_queue: sym!("clCreateCommandQueueWithProperties"),
            create_buffer: sym!("clCreateBuffer"),
            create_sub_buffer: sym!("clCreateSubBuffer"),
            create_program: sym!("clCreateProgramWithSource"),
            build_program: sym!("clBuildProgram"),
            build_info: sym!("clGetProgramBuildInfo"),
            create_kernel: sym!("clCreateKernel"),
            set_arg: sym!("clSetKernelArg"),
            ndrange: sym!("clEnqueueNDRangeKernel"),
            read: sym!("clEnqueueReadBuffer"),
            write: sym!("clEnqueueWriteBuffer"),
            fill: sym!("clEnqueueFillBuffer"),
            copy: sym!("clEnqueueCopyBuffer"),
            read_rect: sym!("clEnqueueReadBufferRect"),
            map: sym!("clEnqueueMapBuffer"),
            unmap: sym!("clEnqueueUnmapMemObject"),
            finish: sym!("clFinish"),
            wait: sym!("clWaitForEvents"),
            event_info: sym!("clGetEventInfo"),
            profiling: sym!("clGetEventProfilingInfo"),
            user_event: sym!("clCreateUserEvent"),
            set_user_status: sym!("clSetUserEventStatus"),
            release_mem: sym!("clReleaseMemObject"),
            release_event: sym!("clReleaseEvent"),
            create_sampler: sym!("clCreateSamplerWithProperties"),
            release_sampler: sym!("clReleaseSampler"),
            arg_info: sym!("clGetKernelArgInfo"),
            mem_info: sym!("clGetMemObjectInfo"),
            release_program: sym!("clReleaseProgram"),
            sub_group_info: sym!("clGetKernelSubGroupInfo"),
            device_info: sym!("clGetDeviceInfo"),
            compile: sym!("clCompileProgram"),
            link: sym!("clLinkProgram"),
            _lib: lib,
        };
        // The loader reads the vendors directory once, at its first call.
        let mut count = 0;
        // SAFETY: a count query: no array, the count into a local.
        unsafe { (cl.get_platform_ids)(0, null_mut(), &mut count) };
        let _ = std::fs::remove_dir_all(&vendors);
        cl
    })
}

/// A context and a profiling queue on the oclvk platform's first device.
struct Setup {
    device: Handle,
    context: Handle,
    queue: Handle,
}

fn setup() -> Setup {
    let cl = cl();
    let mut platform = null_mut();
    let mut count = 0;
    // SAFETY: arguments follow each function's C signature; out pointers point to locals of
    // the written type and size (and so in every test below).
    unsafe {
        assert_eq!(
            (cl.get_platform_ids)(1, &mut platform, &mut count),
            CL_SUCCESS
        );
        assert_eq!(count, 1, "only the oclvk platform is registered");
        let mut name = [0u8; 64];
        let mut len = 0;
        let got = (cl.get_platform_info)(
            platform,
            CL_PLATFORM_NAME,
            64,
            name.as_mut_ptr().cast(),
            &mut len,
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(&name[..len], b"oclvk\0");
        let mut device = null_mut();
        assert_eq!(
            (cl.get_device_ids)(platform, CL_DEVICE_TYPE_ALL, 1, &mut device, null_mut()),
            CL_SUCCESS
        );
        let mut err = 0;
        let context = (cl.create_context)(null(), 1, &device, null(), null_mut(), &mut err);
        assert_eq!(err, CL_SUCCESS);
        let props = [CL_QUEUE_PROPERTIES as u64, CL_QUEUE_PROFILING_ENABLE, 0];
        let queue = (cl.create_queue)(context, device, props.as_ptr(), &mut err);
        assert_eq!(err, CL_SUCCESS);
        Setup {
            device,
            context,
            queue,
        }
    }
}

fn buffer(s: &Setup, flags: u64, size: usize, host: *mut c_void) -> Handle {
    let mut err = 0;
    // SAFETY: see `setup`.
    let b = unsafe { (cl().create_buffer)(s.context, flags, size, host, &mut err) };
    assert_eq!(err, CL_SUCCESS);
    b
}

/// Builds `source`; the build's code and log.
/// `CL_DEVICE_IMAGE_SUPPORT` of the test's device.
fn device_has_images(s: &Setup) -> bool {
    const CL_DEVICE_IMAGE_SUPPORT: u32 = 0x1016;
    let mut images = 0u32;
    // SAFETY: see `setup`; the value is a `cl_bool`.
    let got = unsafe {
        (cl().device_info)(
            s.device,
            CL_DEVICE_IMAGE_SUPPORT,
            4,
            (&mut images as *mut u32).cast(),
            null_mut(),
        )
    };
    assert_eq!(got, CL_SUCCESS);
    images != 0
}

fn build(s: &Setup, source: &str, options: &str) -> (Handle, i32, String) {
    let cl = cl();
    let text = CString::new(source).unwrap();
    let options = CString::new(options).unwrap();
    let mut err = 0;
    // SAFETY: see `setup`.
    unsafe {
        let program = (cl.create_program)(s.context, 1, &text.as_ptr(), null(), &mut err);
        assert_eq!(err, CL_SUCCESS);
        let code = (cl.build_program)(program, 1, &s.device, options.as_ptr(), null(), null_mut());
        let mut log = vec![0u8; 4096];
        let mut len = 0;
        let got = (cl.build_info)(
            program,
            s.device,
            CL_PROGRAM_BUILD_LOG,
            log.len(),
            log.as_mut_ptr().cast(),
            &mut len,
        );
        assert_eq!(got, CL_SUCCESS);
        log.truncate(len.saturating_sub(1));
        (program, code, String::from_utf8(log).unwrap())
    }
}

fn kernel(program: Handle, name: &str) -> Handle {
    let name = CString::new(name).unwrap();
    let mut err = 0;
    // SAFETY: see `setup`.
    let k = unsafe { (cl().create_kernel)(program, name.as_ptr(), &mut err) };
    assert_eq!(err, CL_SUCCESS);
    k
}

fn set_arg<T>(k: Handle, index: u32, value: &T) -> i32 {
    // SAFETY: `value` is a `T` of the size given.
    unsafe {
        (cl().set_arg)(
            k,
            index,
            std::mem::size_of::<T>(),
            (value as *const T).cast(),
        )
    }
}

fn read_floats(s: &Setup, b: Handle, n: usize) -> Vec<f32> {
    let mut out = vec![0f32; n];
    // SAFETY: `out` holds `n` floats.
    let got = unsafe {
        (cl().read)(
            s.queue,
            b,
            1,
            0,
            n * 4,
            out.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        )
    };
    assert_eq!(got, CL_SUCCESS);
    out
}

const VADD: &str =
    "kernel void vadd(global const float *a, global const float *b, global float *c, float s) {
    size_t i = get_global_id(0);
    c[i] = a[i] + b[i] * s;
}";

#[test]
fn vector_add_runs_through_the_loader() {
    let s = setup();
    let n = 1000;
    let mut a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..n).map(|i| 2.0 * i as f32).collect();
    let ab = buffer(
        &s,
        CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
        n * 4,
        a.as_mut_ptr().cast(),
    );
    let bb = buffer(&s, CL_MEM_READ_ONLY, n * 4, null_mut());
    let cb = buffer(&s, CL_MEM_WRITE_ONLY, n * 4, null_mut());
    // SAFETY: `b` holds n floats and outlives the (non-blocking) write, which copies it.
    let wrote = unsafe {
        (cl().write)(
            s.queue,
            bb,
            0,
            0,
            n * 4,
            b.as_ptr().cast(),
            0,
            null(),
            null_mut(),
        )
    };
    assert_eq!(wrote, CL_SUCCESS);
    let (program, code, log) = build(&s, VADD, "");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "vadd");
    for (i, m) in [ab, bb, cb].iter().enumerate() {
        assert_eq!(set_arg(k, i as u32, m), CL_SUCCESS);
    }
    assert_eq!(set_arg(k, 3, &0.5f32), CL_SUCCESS);
    let global = n;
    // SAFETY: see `setup`.
    let got = unsafe {
        (cl().ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        )
    };
    assert_eq!(got, CL_SUCCESS);
    let c = read_floats(&s, cb, n);
    let want: Vec<f32> = (0..n).map(|i| i as f32 + i as f32).collect();
    assert_eq!(c, want);
}

#[test]
fn a_failed_build_returns_its_code_and_the_diagnostics_as_the_log() {
    let s = setup();
    let (_, code, log) = build(&s, "kernel void k(global int *a) { a[0] = b; }", "");
    assert_eq!(code, CL_BUILD_PROGRAM_FAILURE);
    assert!(
        log.starts_with("program.cl:1:39: error: use of undeclared identifier 'b'"),
        "{log}"
    );
    let (_, code, log) = build(&s, VADD, "-cl-fast-math");
    assert_eq!(code, CL_INVALID_BUILD_OPTIONS);
    assert!(log.contains("unknown argument: '-cl-fast-math'"), "{log}");
}

#[test]
fn bad_arguments_return_the_specified_codes() {
    let s = setup();
    let cl = cl();
    let (program, code, log) = build(&s, VADD, "");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "vadd");
    let m = buffer(&s, CL_MEM_READ_WRITE, 64, null_mut());
    assert_eq!(set_arg(k, 4, &m), CL_INVALID_ARG_INDEX);
    assert_eq!(set_arg(k, 3, &0.5f64), CL_INVALID_ARG_SIZE);
    assert_eq!(set_arg(k, 0, &(k as usize)), CL_INVALID_MEM_OBJECT);
    assert_eq!(set_arg(null_mut(), 0, &m), CL_INVALID_KERNEL);
    // A queue given where a kernel belongs: the type tag tells them apart.
    assert_eq!(set_arg(s.queue, 0, &m), CL_INVALID_KERNEL);
    let global = 64usize;
    let local = 7usize;
    // SAFETY: see `setup`.
    unsafe {
        // Arguments 1..3 are unset.
        assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_KERNEL_ARGS);
        for i in 1..3 {
            assert_eq!(set_arg(k, i, &m), CL_SUCCESS);
        }
        assert_eq!(set_arg(k, 3, &1.0f32), CL_SUCCESS);
        let got = (cl.ndrange)(
            s.queue,
            k,
            4,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_WORK_DIMENSION);
        let got = (cl.ndrange)(s.queue, k, 1, null(), null(), null(), 0, null(), null_mut());
        assert_eq!(got, CL_INVALID_GLOBAL_WORK_SIZE);
        let huge = 1usize << 20;
        let got = (cl.ndrange)(s.queue, k, 1, null(), &global, &huge, 0, null(), null_mut());
        // Larger than the device's work-group (and its first dimension): the group's code.
        assert_eq!(got, CL_INVALID_WORK_GROUP_SIZE);
        // OpenCL C 1.2: work-groups are uniform.
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            &local,
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_WORK_GROUP_SIZE);
        let offset = usize::MAX;
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            &offset,
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_GLOBAL_OFFSET);
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            1,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_EVENT_WAIT_LIST);
        let mut out = [0u8; 8];
        let got = (cl.read)(
            s.queue,
            m,
            1,
            60,
            8,
            out.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_VALUE);
        let mut err = 0;
        (cl.create_buffer)(s.context, CL_MEM_READ_WRITE, 0, null_mut(), &mut err);
        assert_eq!(err, CL_INVALID_BUFFER_SIZE);
        (cl.create_buffer)(s.context, CL_MEM_USE_HOST_PTR, 16, null_mut(), &mut err);
        assert_eq!(err, CL_INVALID_HOST_PTR);
        (cl.create_buffer)(s.queue, CL_MEM_READ_WRITE, 16, null_mut(), &mut err);
        assert_eq!(err, CL_INVALID_CONTEXT);
        let mut status = 0i32;
        let got = (cl.event_info)(
            m,
            CL_EVENT_COMMAND_EXECUTION_STATUS,
            4,
            (&mut status as *mut i32).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_EVENT);
        let got = (cl.event_info)(
            null_mut(),
            CL_EVENT_COMMAND_EXECUTION_STATUS,
            4,
            (&mut status as *mut i32).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_EVENT);
    }
}

#[test]
fn events_order_profile_and_wait_for_user_events() {
    let s = setup();
    let cl = cl();
    let (program, code, log) = build(
        &s,
        "kernel void inc(global int *a) { a[get_global_id(0)] += 1; }",
        "",
    );
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "inc");
    let m = buffer(&s, CL_MEM_READ_WRITE, 256 * 4, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    let global = 256usize;
    // SAFETY: see `setup`.
    unsafe {
        let mut err = 0;
        let gate = (cl.user_event)(s.context, &mut err);
        assert_eq!(err, CL_SUCCESS);
        let mut run = null_mut();
        let got = (cl.ndrange)(s.queue, k, 1, null(), &global, null(), 1, &gate, &mut run);
        assert_eq!(got, CL_SUCCESS);
        let mut status = 0i32;
        let status_of = |e: Handle, status: &mut i32| {
            (cl.event_info)(
                e,
                CL_EVENT_COMMAND_EXECUTION_STATUS,
                4,
                (status as *mut i32).cast(),
                null_mut(),
            )
        };
        assert_eq!(status_of(run, &mut status), CL_SUCCESS);
        assert_eq!(
            status, CL_QUEUED as i32,
            "the kernel waits for the user event"
        );
        let mut ns = 0u64;
        let got = (cl.profiling)(
            run,
            CL_PROFILING_COMMAND_END,
            8,
            (&mut ns as *mut u64).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_PROFILING_INFO_NOT_AVAILABLE);
        assert_eq!((cl.set_user_status)(gate, CL_COMPLETE as i32), CL_SUCCESS);
        assert_eq!(
            (cl.set_user_status)(gate, CL_COMPLETE as i32),
            CL_INVALID_OPERATION
        );
        assert_eq!((cl.wait)(1, &run), CL_SUCCESS);
        assert_eq!(status_of(run, &mut status), CL_SUCCESS);
        assert_eq!(status, CL_COMPLETE as i32);
        let mut times = [0u64; 4];
        for (t, name) in times.iter_mut().zip([
            CL_PROFILING_COMMAND_QUEUED,
            CL_PROFILING_COMMAND_SUBMIT,
            CL_PROFILING_COMMAND_START,
            CL_PROFILING_COMMAND_END,
        ]) {
            let got = (cl.profiling)(run, name, 8, (t as *mut u64).cast(), null_mut());
            assert_eq!(got, CL_SUCCESS);
        }
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
        let mut values = vec![0i32; 256];
        let got = (cl.read)(
            s.queue,
            m,
            1,
            0,
            1024,
            values.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(values, vec![1; 256]);
        // A failed user event fails the commands that wait for it.
        let gate = (cl.user_event)(s.context, &mut err);
        let mut blocked = null_mut();
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            1,
            &gate,
            &mut blocked,
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!((cl.set_user_status)(gate, -1), CL_SUCCESS);
        assert_eq!(
            (cl.wait)(1, &blocked),
            CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
        );
        assert_eq!((cl.finish)(s.queue), CL_SUCCESS);
        assert_eq!((cl.release_event)(run), CL_SUCCESS);
        assert_eq!((cl.release_event)(blocked), CL_SUCCESS);
    }
}

#[test]
fn buffers_fill_copy_rect_map_and_sub_buffers() {
    let s = setup();
    let cl = cl();
    let a = buffer(&s, CL_MEM_READ_WRITE, 64 * 4, null_mut());
    let b = buffer(&s, CL_MEM_READ_WRITE, 64 * 4, null_mut());
    // SAFETY: see `setup`; host memory given to each call holds what it says.
    unsafe {
        let pattern = 2.5f32;
        let got = (cl.fill)(
            s.queue,
            a,
            (&pattern as *const f32).cast(),
            4,
            16,
            32 * 4,
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.copy)(s.queue, a, b, 0, 0, 64 * 4, 0, null(), null_mut());
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.copy)(s.queue, a, a, 0, 4, 16, 0, null(), null_mut());
        assert_eq!(got, CL_MEM_COPY_OVERLAP);
        let values = read_floats(&s, b, 64);
        let want: Vec<f32> = (0..64)
            .map(|i| if (4..36).contains(&i) { 2.5 } else { 0.0 })
            .collect();
        assert_eq!(values, want);
        // Rows 1 and 2 of an 8x8 float matrix, columns 2..6.
        let data: Vec<f32> = (0..64).map(|i| i as f32).collect();
        let got = (cl.write)(
            s.queue,
            a,
            1,
            0,
            256,
            data.as_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let (origin, host, region) = ([8usize, 1, 0], [0usize, 0, 0], [16usize, 2, 1]);
        let mut out = [0f32; 8];
        let got = (cl.read_rect)(
            s.queue,
            a,
            1,
            origin.as_ptr(),
            host.as_ptr(),
            region.as_ptr(),
            32,
            0,
            16,
            0,
            out.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(out, [10.0, 11.0, 12.0, 13.0, 18.0, 19.0, 20.0, 21.0]);
        let mut err = 0;
        let p = (cl.map)(
            s.queue,
            a,
            1,
            CL_MAP_READ | CL_MAP_WRITE,
            8,
            8,
            0,
            null(),
            null_mut(),
            &mut err,
        ) as *mut f32;
        assert_eq!(err, CL_SUCCESS);
        assert_eq!((*p, *p.add(1)), (2.0, 3.0));
        *p = -1.0;
        assert_eq!(
            (cl.unmap)(s.queue, a, p.cast(), 0, null(), null_mut()),
            CL_SUCCESS
        );
        assert_eq!(
            (cl.unmap)(s.queue, a, p.cast(), 0, null(), null_mut()),
            CL_INVALID_VALUE
        );
        assert_eq!(read_floats(&s, a, 3), [0.0, 1.0, -1.0]);
        // A sub-buffer from float 32 on reads its part of the buffer.
        let region = [128usize, 64];
        let sub = (cl.create_sub_buffer)(
            a,
            CL_MEM_READ_WRITE,
            CL_BUFFER_CREATE_TYPE_REGION,
            region.as_ptr().cast(),
            &mut err,
        );
        assert_eq!(err, CL_SUCCESS);
        assert_eq!(
            read_floats(&s, sub, 16),
            (32..48).map(|i| i as f32).collect::<Vec<_>>()
        );
        let odd = [4usize, 8];
        (cl.create_sub_buffer)(
            a,
            CL_MEM_READ_WRITE,
            CL_BUFFER_CREATE_TYPE_REGION,
            odd.as_ptr().cast(),
            &mut err,
        );
        assert_eq!(err, CL_MISALIGNED_SUB_BUFFER_OFFSET);
        assert_eq!((cl.release_mem)(sub), CL_SUCCESS);
        assert_eq!((cl.release_mem)(a), CL_SUCCESS);
        assert_eq!((cl.release_mem)(b), CL_SUCCESS);
    }
}

#[test]
fn a_kernel_sees_a_sub_buffer_as_its_buffer() {
    let s = setup();
    let cl = cl();
    let (program, code, log) = build(
        &s,
        "kernel void inc(global float *a) { a[get_global_id(0)] += 1.0f; }",
        "",
    );
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "inc");
    let a = buffer(&s, CL_MEM_READ_WRITE, 128 * 4, null_mut());
    let region = [256usize, 64];
    let mut err = 0;
    // SAFETY: see `setup`.
    unsafe {
        let sub = (cl.create_sub_buffer)(
            a,
            0,
            CL_BUFFER_CREATE_TYPE_REGION,
            region.as_ptr().cast(),
            &mut err,
        );
        assert_eq!(err, CL_SUCCESS);
        assert_eq!(set_arg(k, 0, &sub), CL_SUCCESS);
        let global = 16usize;
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let values = read_floats(&s, a, 128);
        let want: Vec<f32> = (0..128)
            .map(|i| if (64..80).contains(&i) { 1.0 } else { 0.0 })
            .collect();
        assert_eq!(values, want);
        assert_eq!((cl.release_mem)(sub), CL_SUCCESS);
        assert_eq!((cl.release_mem)(a), CL_SUCCESS);
    }
}

#[test]
fn a_null_buffer_argument_is_a_null_pointer() {
    let s = setup();
    let cl = cl();
    let source =
        "kernel void k(global int *out, global int *maybe) { out[0] = maybe == 0 ? 7 : 9; }";
    let (program, code, log) = build(&s, source, "");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "k");
    let out = buffer(&s, CL_MEM_READ_WRITE, 4, null_mut());
    let none: Handle = null_mut();
    assert_eq!(set_arg(k, 0, &out), CL_SUCCESS);
    assert_eq!(set_arg(k, 1, &none), CL_SUCCESS);
    let mut value = 0i32;
    let one = 1usize;
    // SAFETY: see `setup`.
    unsafe {
        let got = (cl.ndrange)(s.queue, k, 1, null(), &one, null(), 0, null(), null_mut());
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.read)(
            s.queue,
            out,
            1,
            0,
            4,
            (&mut value as *mut i32).cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
    }
    assert_eq!(value, 7);
}

#[test]
fn required_sizes_samplers_and_argument_type_names_follow_the_specification() {
    let s = setup();
    let cl = cl();
    let source = "kernel void __attribute__((reqd_work_group_size(8, 1, 1)))
        k(global int *out, global const float *restrict in) { out[get_global_id(0)] = 1; }";
    let (program, code, log) = build(&s, source, "-cl-kernel-arg-info");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "k");
    let m = buffer(&s, CL_MEM_READ_WRITE, 64, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    assert_eq!(set_arg(k, 1, &m), CL_SUCCESS);
    let (global, local) = (16usize, 8usize);
    let mut name = [0u8; 32];
    let mut len = 0;
    let mut err = 0;
    // SAFETY: see `setup`.
    unsafe {
        // A kernel with reqd_work_group_size needs its local size given.
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_WORK_GROUP_SIZE);
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            &local,
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.arg_info)(
            k,
            1,
            CL_KERNEL_ARG_TYPE_NAME,
            32,
            name.as_mut_ptr().cast(),
            &mut len,
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(&name[..len], b"float*\0");
        // A sampler in a context with images (lavapipe has them), a wrong context is wrong.
        let sampler = (cl.create_sampler)(s.context, null(), &mut err);
        if device_has_images(&s) {
            assert_eq!(err, CL_SUCCESS);
            assert_eq!((cl.release_sampler)(sampler), CL_SUCCESS);
        } else {
            assert_eq!(err, CL_INVALID_OPERATION);
        }
        (cl.create_sampler)(s.queue, null(), &mut err);
        assert_eq!(err, CL_INVALID_CONTEXT);
        assert_eq!((cl.finish)(s.queue), CL_SUCCESS);
    }
}

#[test]
fn queued_launches_run_in_order_around_transfers() {
    let s = setup();
    let cl = cl();
    let (program, code, log) = build(
        &s,
        "kernel void inc(global int *a) { a[get_global_id(0)] += 1; }",
        "",
    );
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "inc");
    let m = buffer(&s, CL_MEM_READ_WRITE, 64 * 4, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    let global = 64usize;
    let mut err = 0;
    // SAFETY: see `setup`.
    unsafe {
        // Without profiling: consecutive launches go to the device together.
        let queue = (cl.create_queue)(s.context, s.device, null(), &mut err);
        assert_eq!(err, CL_SUCCESS);
        let mut last = null_mut();
        for i in 0..40 {
            let event = if i == 39 {
                &mut last as *mut Handle
            } else {
                null_mut()
            };
            let got = (cl.ndrange)(queue, k, 1, null(), &global, null(), 0, null(), event);
            assert_eq!(got, CL_SUCCESS);
        }
        let fives = vec![5i32; 64];
        let got = (cl.write)(
            queue,
            m,
            0,
            0,
            64 * 4,
            fives.as_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        for _ in 0..3 {
            let got = (cl.ndrange)(queue, k, 1, null(), &global, null(), 0, null(), null_mut());
            assert_eq!(got, CL_SUCCESS);
        }
        let mut values = vec![0i32; 64];
        let got = (cl.read)(
            queue,
            m,
            1,
            0,
            64 * 4,
            values.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(values, vec![8; 64]);
        let mut status = 1i32;
        let got = (cl.event_info)(
            last,
            CL_EVENT_COMMAND_EXECUTION_STATUS,
            4,
            (&mut status as *mut i32).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(status, CL_COMPLETE as i32);
    }
}

#[test]
fn releasing_more_than_retained_is_an_error_not_a_free() {
    let s = setup();
    let cl = cl();
    let (program, code, log) = build(
        &s,
        "kernel void inc(global int *a) { a[get_global_id(0)] += 1; }",
        "",
    );
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "inc");
    let m = buffer(&s, CL_MEM_READ_WRITE, 16, null_mut());
    let other = buffer(&s, CL_MEM_READ_WRITE, 16, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    let mut count = 0u32;
    // SAFETY: see `setup`.
    unsafe {
        // The kernel's own reference is not the application's.
        let got = (cl.mem_info)(
            m,
            CL_MEM_REFERENCE_COUNT,
            4,
            (&mut count as *mut u32).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(count, 1);
        assert_eq!((cl.release_mem)(m), CL_SUCCESS);
        // The application holds no reference any more; the kernel still uses the buffer.
        assert_eq!((cl.release_mem)(m), CL_INVALID_MEM_OBJECT);
        let global = 4usize;
        let got = (cl.ndrange)(
            s.queue,
            k,
            1,
            null(),
            &global,
            null(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!((cl.finish)(s.queue), CL_SUCCESS);
        // The kernel lets go of it: the buffer is freed (the loader reads a handle's dispatch
        // table before the driver sees it, so a freed handle is not passed again).
        assert_eq!(set_arg(k, 0, &other), CL_SUCCESS);
    }
}

#[test]
fn separately_compiled_units_link_and_feature_macros_follow_the_device() {
    let s = setup();
    let cl = cl();
    let program = |text: &str| {
        let text = CString::new(text).unwrap();
        let mut err = 0;
        // SAFETY: see `setup`.
        let p = unsafe { (cl.create_program)(s.context, 1, &text.as_ptr(), null(), &mut err) };
        assert_eq!(err, CL_SUCCESS);
        p
    };
    let header = program("#define FACTOR 5\nint scaled(int x);\n");
    let helper = program("#include \"factor.h\"\nint scaled(int x) { return x * FACTOR; }\n");
    let main =
        program("int scaled(int x);\nkernel void scale(global int *a) { a[0] = scaled(a[0]); }\n");
    let name = CString::new("factor.h").unwrap();
    let empty = CString::new("").unwrap();
    let mut err = 0;
    // SAFETY: see `setup`.
    unsafe {
        // A unit without a kernel compiles (only the linked program needs one).
        let got = (cl.compile)(
            helper,
            1,
            &s.device,
            empty.as_ptr(),
            1,
            &header,
            &name.as_ptr(),
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.compile)(
            main,
            1,
            &s.device,
            empty.as_ptr(),
            0,
            null(),
            null(),
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let inputs = [helper, main];
        let linked = (cl.link)(
            s.context,
            1,
            &s.device,
            empty.as_ptr(),
            2,
            inputs.as_ptr(),
            null(),
            null_mut(),
            &mut err,
        );
        assert_eq!(err, CL_SUCCESS);
        let k = kernel(linked, "scale");
        let mut value = 10i32;
        let m = buffer(
            &s,
            CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
            4,
            (&mut value as *mut i32).cast(),
        );
        assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
        let one = 1usize;
        assert_eq!(
            (cl.ndrange)(s.queue, k, 1, null(), &one, null(), 0, null(), null_mut()),
            CL_SUCCESS
        );
        let got = (cl.read)(
            s.queue,
            m,
            1,
            0,
            4,
            (&mut value as *mut i32).cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        assert_eq!(value, 50);
        // The headers live in a directory named in the compile's options, removed with the
        // program.
        let mut options = vec![0u8; 1024];
        let mut len = 0;
        let got = (cl.build_info)(
            helper,
            s.device,
            CL_PROGRAM_BUILD_OPTIONS,
            1024,
            options.as_mut_ptr().cast(),
            &mut len,
        );
        assert_eq!(got, CL_SUCCESS);
        let options = String::from_utf8(options[..len - 1].to_vec()).unwrap();
        let dir = options.split('"').nth(1).expect("the -I directory");
        assert!(
            std::path::Path::new(dir).join("factor.h").exists(),
            "{options}"
        );
        assert_eq!((cl.release_program)(helper), CL_SUCCESS);
        assert!(
            !std::path::Path::new(dir).exists(),
            "{dir} outlives its program"
        );
    }
    // OpenCL C 3.0: a feature macro only for what the device lists (images where it has them).
    let source = "#if defined(__opencl_c_images) != IMAGES || defined(__opencl_c_atomic_scope_all_devices)\n#error unlisted\n#endif\n\
                  #ifndef __opencl_c_generic_address_space\n#error listed\n#endif\n\
                  kernel void k(global int *a) { a[0] = 1; }";
    let options = format!("-cl-std=CL3.0 -DIMAGES={}", device_has_images(&s) as u32);
    let (_, code, log) = build(&s, source, &options);
    assert_eq!(code, CL_SUCCESS, "{log}");
}

#[test]
fn float_atomic_macros_match_the_reported_capabilities() {
    let s = setup();
    let cl = cl();
    let mut caps = 0u64;
    // SAFETY: see `setup`.
    let got = unsafe {
        (cl.device_info)(
            s.device,
            CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT,
            8,
            (&mut caps as *mut u64).cast(),
            null_mut(),
        )
    };
    assert_eq!(got, CL_SUCCESS);
    let source = "kernel void k(global int *out) {
        #ifdef __opencl_c_ext_fp32_global_atomic_add
        out[0] = 1;
        #endif
        #ifdef __opencl_c_ext_fp32_global_atomic_min_max
        out[1] = 1;
        #endif
        #ifdef __opencl_c_ext_fp32_local_atomic_add
        out[2] = 1;
        #endif
        #ifdef __opencl_c_ext_fp32_local_atomic_min_max
        out[3] = 1;
        #endif
    }";
    let (program, code, log) = build(&s, source, "-cl-std=CL3.0");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "k");
    let m = buffer(&s, CL_MEM_READ_WRITE, 16, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    let mut defined = [0i32; 4];
    let one = 1usize;
    // SAFETY: see `setup`.
    unsafe {
        assert_eq!(
            (cl.ndrange)(s.queue, k, 1, null(), &one, null(), 0, null(), null_mut()),
            CL_SUCCESS
        );
        let got = (cl.read)(
            s.queue,
            m,
            1,
            0,
            16,
            defined.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
    }
    let reported = [
        CL_DEVICE_GLOBAL_FP_ATOMIC_ADD_EXT,
        CL_DEVICE_GLOBAL_FP_ATOMIC_MIN_MAX_EXT,
        CL_DEVICE_LOCAL_FP_ATOMIC_ADD_EXT,
        CL_DEVICE_LOCAL_FP_ATOMIC_MIN_MAX_EXT,
    ]
    .map(|bit| (caps & bit != 0) as i32);
    assert_eq!(defined, reported, "capabilities {caps:#x}");
}

#[test]
fn sub_group_queries_match_what_kernels_see() {
    let s = setup();
    let cl = cl();
    let mut extensions = vec![0u8; 4096];
    let mut len = 0;
    // SAFETY: see `setup`.
    let got = unsafe {
        (cl.device_info)(
            s.device,
            CL_DEVICE_EXTENSIONS,
            4096,
            extensions.as_mut_ptr().cast(),
            &mut len,
        )
    };
    assert_eq!(got, CL_SUCCESS);
    let extensions = String::from_utf8(extensions[..len - 1].to_vec()).unwrap();
    let listed = |name: &str| extensions.split(' ').any(|e| e == name) as i32;
    if listed("cl_khr_subgroups") == 0 {
        return;
    }
    let source = "kernel void k(global uint *out) {
        if (get_local_linear_id() == 0) {
            out[0] = get_sub_group_size();
            out[1] = get_num_sub_groups();
        }
        #ifdef cl_khr_subgroup_clustered_reduce
        out[2] = 1;
        #endif
        #ifdef cl_khr_subgroup_shuffle
        out[3] = 1;
        #endif
    }";
    let (program, code, log) = build(&s, source, "-cl-std=CL3.0");
    assert_eq!(code, CL_SUCCESS, "{log}");
    let k = kernel(program, "k");
    let m = buffer(&s, CL_MEM_READ_WRITE, 16, null_mut());
    assert_eq!(set_arg(k, 0, &m), CL_SUCCESS);
    let local = 64usize;
    let mut seen = [0u32; 4];
    let (mut size, mut count) = (0usize, 0usize);
    // SAFETY: see `setup`; the input is one size_t, the outputs size_t locals.
    unsafe {
        assert_eq!(
            (cl.ndrange)(s.queue, k, 1, null(), &local, &local, 0, null(), null_mut()),
            CL_SUCCESS
        );
        let got = (cl.read)(
            s.queue,
            m,
            1,
            0,
            16,
            seen.as_mut_ptr().cast(),
            0,
            null(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let input = (&local as *const usize).cast();
        let got = (cl.sub_group_info)(
            k,
            s.device,
            CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
            8,
            input,
            8,
            (&mut size as *mut usize).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.sub_group_info)(
            k,
            s.device,
            CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
            8,
            input,
            8,
            (&mut count as *mut usize).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_SUCCESS);
        let got = (cl.sub_group_info)(
            k,
            s.device,
            CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
            0,
            null(),
            8,
            (&mut count as *mut usize).cast(),
            null_mut(),
        );
        assert_eq!(got, CL_INVALID_VALUE);
    }
    assert_eq!(
        (seen[0] as usize, seen[1] as usize),
        (size, 64usize.div_ceil(size))
    );
    assert_eq!(count, 64usize.div_ceil(size));
    // An extension's macro is defined exactly when the device lists it.
    assert_eq!(
        [seen[2] as i32, seen[3] as i32],
        [
            listed("cl_khr_subgroup_clustered_reduce"),
            listed("cl_khr_subgroup_shuffle")
        ]
    );
}
