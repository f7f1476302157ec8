//! printf against an OpenCL implementation (PoCL): the same kernel prints on PoCL and through
//! oclvk, and the texts must be equal.
//!
//! PoCL prints to the process's standard output, so the test runs the PoCL half in a child
//! process (this test binary again, selected by an environment variable) and reads the child's
//! stdout between two marker lines; the C library's buffers are flushed before the end marker.
//! `OCLVK_DIFF_PLATFORM` picks the OpenCL platform by name substring, as for the differential
//! tests.

mod common;
#[path = "common/opencl.rs"]
mod opencl;
#[path = "common/printf_values.rs"]
mod printf_values;

use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use opencl::{ClArg, Platform};
use printf_values::{DOUBLES, FLOATS, INTS, LONGS};
use std::process::Command;

const CHILD: &str = "OCLVK_PRINTF_POCL_CHILD";
const BEGIN: &str = "=== printf output begins ===";
const END: &str = "=== printf output ends ===";

/// One work-item (so that PoCL's order is the program order), every conversion class. Two
/// places where C99 leaves implementations a choice, or PoCL departs from C, are left out: a NaN
/// with its sign bit set prints `-nan` in oclvk (as glibc prints it; C99 allows `[-]nan`) and
/// `nan` in PoCL; and PoCL formats a `double` argument of `%g`/`%f`/`%e` without the `l`
/// modifier as a `float` (C formats it as the double it is, as oclvk does), so doubles use `%l`.
const KERNEL: &str = r#"
kernel void k(global const int *n, global const float *f, global const double *d,
              global const long *l) {
    printf("[%d|%5d|%-5d|%05d|%+d|% d|%.3d|%x|%#X|%o|%#o|%u|%i]\n",
           n[0], n[1], n[1], n[1], n[1], n[1], n[1], n[2], n[2], n[3], n[3], n[4], n[0]);
    printf("[%hhd|%hhu|%hd|%hu|%ld|%lu|%lx|%+.12ld]\n",
           n[5], n[5], n[6], n[6], l[0], l[1], l[1], l[0]);
    printf("[%f|%.2f|%10.3e|%-10.1E|%g|%G|%#g|%.0f|%F|%08.2f|%+.3g]\n",
           f[0], f[0], f[1], f[1], f[2], f[3], f[4], f[5], f[1], f[1], f[2]);
    printf("[%a|%A|%.1a]\n", f[0], f[1], f[0]);
    printf("[%f|%f|%e|%F|%5.1f|%-6f|]\n", f[6], f[7], f[7], f[6], f[10], f[10]);
    printf("[%f|%e|%G]\n", f[8], f[8], f[8]);
    printf("[%.17lg|%.3lf|%le|%lg]\n", d[0], d[1], d[2], d[3]);
    printf("%v4hlf|%.1v2hlf|%v3hlg|%v2lf\n", vload4(0, f), (float2)(f[10], f[5]),
           (float3)(f[2], f[3], f[4]), (double2)(d[1], d[2]));
    printf("%v4hhx|%v8hd|%v2lu|%v3hlX|%v16hhu\n", (char4)(-1, 1, 127, -128),
           (short8)(-1, 2, -3, 4, -5, 6, -32768, 32767), (ulong2)(l[1], 7),
           (uint3)(10, 11, 12), (uchar16)(250));
    printf("%c%c%c|%s|%10s|%-6s|%.2s|%%|%5c\n", 'o', 'k', '!', "str", "right", "left",
           "cut", 'z');
}
"#;

fn inputs() -> [Vec<u8>; 4] {
    let (n, f, d, l) = (INTS, FLOATS, DOUBLES, LONGS);
    [
        n.iter().flat_map(|v| v.to_le_bytes()).collect(),
        f.iter().flat_map(|v| v.to_le_bytes()).collect(),
        d.iter().flat_map(|v| v.to_le_bytes()).collect(),
        l.iter().flat_map(|v| v.to_le_bytes()).collect(),
    ]
}

extern "C" {
    fn fflush(stream: *mut std::ffi::c_void) -> std::ffi::c_int;
}

/// The child: runs the kernel on the OpenCL platform between the markers.
fn run_on_opencl() {
    let wanted = std::env::var("OCLVK_DIFF_PLATFORM")
        .ok()
        .filter(|s| !s.is_empty());
    let platform = Platform::open(wanted.as_deref()).expect("an OpenCL platform (PoCL)");
    let args: Vec<ClArg> = inputs().into_iter().map(ClArg::Buffer).collect();
    println!("{BEGIN}");
    let result = platform.run(KERNEL, "k", &[1], None, &args);
    // SAFETY: fflush(NULL) flushes every C stdio stream; nothing else writes them concurrently.
    unsafe { fflush(std::ptr::null_mut()) };
    println!("{END}");
    result.expect("the kernel runs on OpenCL");
}

fn oclvk_text() -> String {
    let rt = Runtime::new(RuntimeOptions {
        validation: true,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device");
    let program = oclvk::build_program(&rt, "k.cl", KERNEL, &Default::default()).unwrap();
    let bufs: Vec<_> = inputs()
        .iter()
        .map(|b| rt.buffer_from_bytes(b).unwrap())
        .collect();
    let names = ["n", "f", "d", "l"];
    let args: Vec<(&str, ArgValue)> = names
        .iter()
        .zip(&bufs)
        .map(|(n, b)| (*n, ArgValue::Buffer(b)))
        .collect();
    let stats = rt.launch(&program, "k", &NdRange::d1(1), &args).unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    assert_eq!(stats.printf_dropped, 0);
    stats.printf.unwrap()
}

#[test]
fn opencl_prints_what_oclvk_prints() {
    if std::env::var_os(CHILD).is_some() {
        run_on_opencl();
        return;
    }
    let out = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "opencl_prints_what_oclvk_prints",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD, "1")
        .output()
        .expect("the test binary runs itself");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the OpenCL child failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let begin = stdout.find(BEGIN).expect("begin marker") + BEGIN.len() + 1;
    let end = stdout.find(END).expect("end marker");
    let opencl = &stdout[begin..end];
    let ours = oclvk_text();
    let diff: Vec<String> = opencl
        .lines()
        .zip(ours.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  opencl: {a}\n  oclvk:  {b}"))
        .collect();
    assert!(
        diff.is_empty() && opencl.lines().count() == ours.lines().count(),
        "printf output differs:\n{}\nopencl:\n{opencl}\noclvk:\n{ours}",
        diff.join("\n")
    );
}
