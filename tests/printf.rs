//! printf end to end on the Vulkan device: kernels compiled from source print through the printf
//! buffer, and the text must be exactly what C's printf prints for the same values (the C
//! library's `snprintf` computes the expectations; vectors are their elements joined by commas,
//! as OpenCL C specifies), in work-item order, with drops counted when the buffer is full. Also
//! the compile-time checks of formats and `oclvk run --printf-buffer`.

mod common;
#[path = "common/printf_values.rs"]
mod printf_values;

use common::*;
use oclvk::runner::{ArgValue, NdRange, Runtime, RuntimeOptions};
use printf_values::{DOUBLES, FLOATS, INTS, LONGS};
use std::ffi::{c_char, c_int, CString};

extern "C" {
    fn snprintf(buf: *mut c_char, size: usize, format: *const c_char, ...) -> c_int;
}

#[derive(Clone, Copy)]
enum C<'a> {
    I(i32),
    L(i64),
    D(f64),
    S(&'a str),
}

/// C's printf of one conversion (or plain text with no argument).
fn c1(format: &str, arg: Option<C>) -> String {
    let f = CString::new(format).unwrap();
    let mut buf = vec![0u8; 1024];
    let p = buf.as_mut_ptr() as *mut c_char;
    // SAFETY: `f` (and `s` for strings) are NUL-terminated strings alive across the call;
    // snprintf writes at most `buf.len()` bytes at `p`; each call site pairs its format's one
    // conversion (or none) with the C type it reads: `l` lengths with L, `int` or smaller with
    // I, floating with D, `%s` with S.
    let n = unsafe {
        match arg {
            None => snprintf(p, buf.len(), f.as_ptr()),
            Some(C::I(v)) => snprintf(p, buf.len(), f.as_ptr(), v),
            Some(C::L(v)) => snprintf(p, buf.len(), f.as_ptr(), v),
            Some(C::D(v)) => snprintf(p, buf.len(), f.as_ptr(), v),
            Some(C::S(s)) => {
                let s = CString::new(s).unwrap();
                snprintf(p, buf.len(), f.as_ptr(), s.as_ptr())
            }
        }
    };
    assert!(n >= 0 && (n as usize) < buf.len());
    String::from_utf8(buf[..n as usize].to_vec()).unwrap()
}

/// A vector conversion: each element with the scalar conversion, joined by commas.
fn cv(format: &str, elems: &[C]) -> String {
    elems
        .iter()
        .map(|&e| c1(format, Some(e)))
        .collect::<Vec<_>>()
        .join(",")
}

fn runtime(printf_buffer_size: u64) -> Runtime {
    Runtime::new(RuntimeOptions {
        validation: true,
        printf_buffer_size,
        ..RuntimeOptions::from_env()
    })
    .expect("a Vulkan device")
}

/// Compiles and runs `kernel`, returning the launch's printf text and drop count.
fn run(rt: &Runtime, src: &str, range: &NdRange, args: &[(&str, ArgValue<'_>)]) -> (String, u32) {
    let module = oclvk::compile_source("printf.cl", src, &oclvk::CompileOptions::default())
        .into_result()
        .unwrap_or_else(|e| panic!("{e}"));
    let program = oclvk::load(rt, &module).unwrap();
    let stats = rt.launch(&program, "k", range, args).unwrap();
    assert_eq!(rt.validation_messages(), Vec::<String>::new());
    (
        stats.printf.expect("the kernel calls printf"),
        stats.printf_dropped,
    )
}

const CONVERSIONS: &str = r#"
kernel void k(global const int *n, global const float *f, global const double *d,
              global const long *l) {
    printf("[%d|%5d|%-5d|%05d|%+d|% d|%.3d|%x|%#X|%o|%#o|%u|%i]\n",
           n[0], n[1], n[1], n[1], n[1], n[1], n[1], n[2], n[2], n[3], n[3], n[4], n[0]);
    printf("[%hhd|%hhu|%hd|%hu|%ld|%lu|%lx|%+.12ld]\n",
           n[5], n[5], n[6], n[6], l[0], l[1], l[1], l[0]);
    printf("[%f|%.2f|%10.3e|%-10.1E|%g|%G|%#g|%a|%A|%.0f|%F|%.1a|%08.2f|%+.3g]\n",
           f[0], f[0], f[1], f[1], f[2], f[3], f[4], f[0], f[1], f[5], f[1], f[0], f[1], f[2]);
    printf("[%f|%f|%e|%F|%f|%f|%g|%G|%5.1f|%-6f|]\n",
           f[6], f[7], f[7], f[6], f[8], f[9], f[8], f[9], f[10], f[10]);
    printf("[%.17g|%.3lf|%le|%la|%lg]\n", d[0], d[1], d[2], d[0], d[3]);
    printf("%v4hlf|%.1v2f|%v3g|%v2lf\n", vload4(0, f), (float2)(f[10], f[5]),
           (float3)(f[2], f[3], f[4]), (double2)(d[1], d[2]));
    printf("%v4hhx|%v8hd|%v2lu|%v3hlX|%v16hhu\n", (char4)(-1, 1, 127, -128),
           (short8)(-1, 2, -3, 4, -5, 6, -32768, 32767), (ulong2)(l[1], 7),
           (uint3)(10, 11, 12), (uchar16)(250));
    printf("%c%c%c|%s|%10s|%-6s|%.2s|%%|%5c\n", 'o', 'k', '!', "str", "right", "left",
           "cut", 'z');
    printf("no conversions\n");
}
"#;

#[test]
fn conversions_print_as_c_does() {
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let (n, f, d, l) = (INTS, FLOATS, DOUBLES, LONGS);
    let nb = rt.buffer_from_slice(&n).unwrap();
    let fb = rt.buffer_from_slice(&f).unwrap();
    let db = rt.buffer_from_slice(&d).unwrap();
    let lb = rt.buffer_from_slice(&l).unwrap();
    let (text, dropped) = run(
        &rt,
        CONVERSIONS,
        &NdRange::d1(1),
        &[
            ("n", ArgValue::Buffer(&nb)),
            ("f", ArgValue::Buffer(&fb)),
            ("d", ArgValue::Buffer(&db)),
            ("l", ArgValue::Buffer(&lb)),
        ],
    );
    assert_eq!(dropped, 0);
    // Widened as C's promotion does, the sign of a NaN kept through `copysign` (bitwise): the
    // sign of a NaN from `as`/`f64::from` is unspecified in Rust, and optimized builds constant-
    // fold `-nan as f64` to +nan.
    let fd = |i: usize| {
        let sign = if f[i].is_sign_negative() { -1.0 } else { 1.0 };
        C::D(f64::from(f[i]).copysign(sign))
    };
    let join = |parts: Vec<String>| format!("[{}]\n", parts.join("|"));
    let mut want = String::new();
    want += &join(vec![
        c1("%d", Some(C::I(n[0]))),
        c1("%5d", Some(C::I(n[1]))),
        c1("%-5d", Some(C::I(n[1]))),
        c1("%05d", Some(C::I(n[1]))),
        c1("%+d", Some(C::I(n[1]))),
        c1("% d", Some(C::I(n[1]))),
        c1("%.3d", Some(C::I(n[1]))),
        c1("%x", Some(C::I(n[2]))),
        c1("%#X", Some(C::I(n[2]))),
        c1("%o", Some(C::I(n[3]))),
        c1("%#o", Some(C::I(n[3]))),
        c1("%u", Some(C::I(n[4]))),
        c1("%i", Some(C::I(n[0]))),
    ]);
    want += &join(vec![
        c1("%hhd", Some(C::I(n[5]))),
        c1("%hhu", Some(C::I(n[5]))),
        c1("%hd", Some(C::I(n[6]))),
        c1("%hu", Some(C::I(n[6]))),
        c1("%ld", Some(C::L(l[0]))),
        c1("%lu", Some(C::L(l[1]))),
        c1("%lx", Some(C::L(l[1]))),
        c1("%+.12ld", Some(C::L(l[0]))),
    ]);
    want += &join(vec![
        c1("%f", Some(fd(0))),
        c1("%.2f", Some(fd(0))),
        c1("%10.3e", Some(fd(1))),
        c1("%-10.1E", Some(fd(1))),
        c1("%g", Some(fd(2))),
        c1("%G", Some(fd(3))),
        c1("%#g", Some(fd(4))),
        c1("%a", Some(fd(0))),
        c1("%A", Some(fd(1))),
        c1("%.0f", Some(fd(5))),
        c1("%F", Some(fd(1))),
        c1("%.1a", Some(fd(0))),
        c1("%08.2f", Some(fd(1))),
        c1("%+.3g", Some(fd(2))),
    ]);
    // Infinities, NaNs of both signs and negative zero: C99's [-]inf and [-]nan.
    let special = join(vec![
        c1("%f", Some(fd(6))),
        c1("%f", Some(fd(7))),
        c1("%e", Some(fd(7))),
        c1("%F", Some(fd(6))),
        c1("%f", Some(fd(8))),
        c1("%f", Some(fd(9))),
        c1("%g", Some(fd(8))),
        c1("%G", Some(fd(9))),
        c1("%5.1f", Some(fd(10))),
        c1("%-6f", Some(fd(10))),
        String::new(),
    ]);
    assert_eq!(
        special,
        "[inf|-inf|-inf|INF|nan|-nan|nan|-NAN| -0.0|-0.000000|]\n"
    );
    want += &special;
    want += &join(vec![
        c1("%.17g", Some(C::D(d[0]))),
        c1("%.3lf", Some(C::D(d[1]))),
        c1("%le", Some(C::D(d[2]))),
        c1("%la", Some(C::D(d[0]))),
        c1("%lg", Some(C::D(d[3]))),
    ]);
    want += &format!(
        "{}|{}|{}|{}\n",
        cv("%f", &[fd(0), fd(1), fd(2), fd(3)]),
        cv("%.1f", &[fd(10), fd(5)]),
        cv("%g", &[fd(2), fd(3), fd(4)]),
        cv("%f", &[C::D(d[1]), C::D(d[2])]),
    );
    let ints = |v: &[i32]| v.iter().map(|&x| C::I(x)).collect::<Vec<_>>();
    want += &format!(
        "{}|{}|{}|{}|{}\n",
        cv("%hhx", &ints(&[-1, 1, 127, -128])),
        cv("%hd", &ints(&[-1, 2, -3, 4, -5, 6, -32768, 32767])),
        cv("%lu", &[C::L(l[1]), C::L(7)]),
        cv("%X", &ints(&[10, 11, 12])),
        cv("%hhu", &ints(&[250; 16])),
    );
    want += &format!(
        "ok!|{}|{}|{}|{}|%|{}\n",
        c1("%s", Some(C::S("str"))),
        c1("%10s", Some(C::S("right"))),
        c1("%-6s", Some(C::S("left"))),
        c1("%.2s", Some(C::S("cut"))),
        c1("%5c", Some(C::I('z' as i32))),
    );
    want += "no conversions\n";
    assert_eq!(text, want);
}

#[test]
fn output_is_in_work_item_order() {
    // 8 x 4 items in 2 x 2 work-groups; each item prints a number of lines that depends on it,
    // some from a helper function; items race for the buffer, the runner sorts.
    let src = r#"
        void line(int k) { printf("  line %d of item (%d,%d)\n", k, (int)get_global_id(0), (int)get_global_id(1)); }
        kernel void k(global int *r) {
            int x = get_global_id(0), y = get_global_id(1);
            int lin = y * (int)get_global_size(0) + x;
            r[lin] = printf("item %d: (%d,%d) group (%d,%d)\n", lin, x, y,
                            (int)get_group_id(0), (int)get_group_id(1));
            for (int k = 0; k < (x + y) % 3; k++) line(k);
        }
    "#;
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let r = rt.buffer_from_slice(&[7i32; 32]).unwrap();
    let (text, dropped) = run(
        &rt,
        src,
        &NdRange::new(&[8, 4]).with_local(&[2, 2]),
        &[("r", ArgValue::Buffer(&r))],
    );
    assert_eq!(dropped, 0);
    let mut want = String::new();
    for y in 0..4 {
        for x in 0..8 {
            want += &format!(
                "item {}: ({x},{y}) group ({},{})\n",
                y * 8 + x,
                x / 2,
                y / 2
            );
            for k in 0..(x + y) % 3 {
                want += &format!("  line {k} of item ({x},{y})\n");
            }
        }
    }
    assert_eq!(text, want);
    assert_eq!(r.read::<i32>().unwrap(), vec![0; 32]);
}

#[test]
fn a_full_buffer_drops_records_and_printf_returns_minus_one() {
    // 64 bytes: a 4-word header and 12 words of records; "x%d\n" takes 4 words, so three of
    // the eight items get their line printed, and their printf returns 0; the others -1.
    let src = r#"
        kernel void k(global int *r) {
            int i = get_global_id(0);
            r[i] = printf("x%d\n", i);
        }
    "#;
    let rt = runtime(64);
    let r = rt.buffer_from_slice(&[7i32; 8]).unwrap();
    let (text, dropped) = run(&rt, src, &NdRange::d1(8), &[("r", ArgValue::Buffer(&r))]);
    let results = r.read::<i32>().unwrap();
    assert_eq!(dropped, 5, "{text:?} {results:?}");
    assert_eq!(
        results.iter().filter(|&&v| v == 0).count(),
        3,
        "{results:?}"
    );
    assert_eq!(
        results.iter().filter(|&&v| v == -1).count(),
        5,
        "{results:?}"
    );
    let want: String = (0..8)
        .filter(|&i| results[i] == 0)
        .map(|i| format!("x{i}\n"))
        .collect();
    assert_eq!(text, want);
}

#[test]
fn float_printf_needs_no_fp64() {
    let src = r#"kernel void k(global float *f) { printf("%f %v2hlf\n", f[0], vload2(0, f)); }"#;
    let options = oclvk::CompileOptions::default();
    let module = oclvk::compile_source("k.cl", src, &options)
        .into_result()
        .unwrap();
    // OpCapability Float64 (word count 2, opcode 17, capability 10) must not appear.
    let has_fp64 = module.words.windows(2).any(|w| w == [0x0002_0011, 10]);
    assert!(!has_fp64, "printing floats declared Float64");
    let call = &module.reflection.printf_calls[0];
    assert_eq!(call.format, "%f %v2hlf\n");
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let f = rt.buffer_from_slice(&[0.1f32, 16777217.0]).unwrap();
    let (text, _) = run(&rt, src, &NdRange::d1(1), &[("f", ArgValue::Buffer(&f))]);
    // 0.1f widened exactly, as C's promotion to double would.
    assert_eq!(text, "0.100000 0.100000,16777216.000000\n");
}

#[test]
fn bad_formats_and_arguments_are_diagnosed() {
    let cases = [
        (r#"printf("%q\n");"#, "invalid conversion specifier 'q'"),
        (
            r#"printf("%d %d\n", 1);"#,
            "2 conversion(s) but the call passes 1",
        ),
        (r#"printf("%f\n", 1);"#, "expects a floating-point value"),
        (r#"printf("%d\n", 1.0f);"#, "expects an integer"),
        (r#"printf("%v4f\n", 1.0f);"#, "a 4-element vector"),
        (r#"printf("%f\n", (float4)(1.0f));"#, "a scalar"),
        (r#"printf("%v4hhd\n", (int4)(1));"#, "8-bit elements"),
        (
            r#"printf("%hld\n", 1);"#,
            "only valid with a vector specifier",
        ),
        (r#"printf("%*d\n", 1, 2);"#, "'*' field widths"),
        (
            r#"constant char *s = "a"; printf("%s\n", s);"#,
            "must be a string literal",
        ),
        (r#"printf("%p\n", 1);"#, "expects a pointer"),
    ];
    for (body, needle) in cases {
        let src = format!("kernel void k(global int *o) {{ {body} }}");
        let c = oclvk::compile_source("k.cl", &src, &Default::default());
        let text = c.render(oclvk::DiagnosticFormat::Text, false);
        assert!(c.output.is_none(), "{body}: compiled");
        assert!(text.contains(needle), "{body}: {text}");
    }
}

fn write_kernel(dir: &std::path::Path, src: &str) -> String {
    let path = dir.join("k.cl");
    std::fs::write(&path, src).unwrap();
    path.display().to_string()
}

#[test]
fn cli_prints_in_order_and_reports_drops() {
    let dir = scratch("printf_cli");
    let k = write_kernel(
        &dir,
        "kernel void k(global int *r) { int i = get_global_id(0); printf(\"item %d\\n\", i); r[i] = i; }",
    );
    let out = oclvk(&["run", &k, "-g", "16", "-l", "4", "--arg", "r=zeros:16"]);
    assert_ok(&out);
    let want: String = (0..16).map(|i| format!("item {i}\n")).collect();
    assert!(stdout(&out).starts_with(&want), "{}", stdout(&out));
    // 64 bytes hold three 4-word records.
    let out = oclvk(&[
        "run",
        &k,
        "-g",
        "16",
        "--arg",
        "r=zeros:16",
        "--printf-buffer",
        "64",
    ]);
    assert_ok(&out);
    assert!(
        stderr(&out).contains("the output of 13 printf call(s) was dropped"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        stdout(&out)
            .lines()
            .filter(|l| l.starts_with("item"))
            .count(),
        3
    );
    let out = oclvk(&[
        "run",
        &k,
        "-g",
        "4",
        "--arg",
        "r=zeros:4",
        "--printf-buffer",
        "4K",
        "--json",
    ]);
    assert_ok(&out);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["printf"][0], "item 0\nitem 1\nitem 2\nitem 3\n");
    assert_eq!(json["printf_dropped"], 0);
}

#[test]
fn cli_rejects_bad_printf_buffer_sizes() {
    let dir = scratch("printf_cli_errors");
    let k = write_kernel(&dir, "kernel void k() { printf(\"x\\n\"); }");
    let out = oclvk(&["run", &k, "-g", "1", "--printf-buffer", "12"]);
    assert_fails_with(&out, "--printf-buffer 12 is out of range");
    assert_eq!(out.status.code(), Some(2));
    let out = oclvk(&["run", &k, "-g", "1", "--printf-buffer", "4T"]);
    assert_fails_with(&out, "'4T' is not a size");
    let out = oclvk(&["run", &k, "-g", "1", "--printf-buffer", "3G"]);
    assert_fails_with(&out, "out of range");
    let out = oclvk(&["run", &k, "-g", "1", "--printf-buffer", "-1"]);
    assert!(!out.status.success());
}

#[test]
fn half_pointer_and_constant_array_arguments() {
    let src = r#"
        #pragma OPENCL EXTENSION cl_khr_fp16 : enable
        constant char ok[] = "ok";
        kernel void k(global half *h, global int *p) {
            printf("%f %.2v2hf %g|%p|%s\n", h[0], vload2(0, h), h[2], p, ok);
        }
    "#;
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    // 1.5, -2.25 and 65504 (the largest half) as half bits.
    let h = rt
        .buffer_from_slice(&[0x3e00u16, 0xc080, 0x7bff, 0])
        .unwrap();
    let p = rt.buffer_from_slice(&[0i32]).unwrap();
    let (text, _) = run(
        &rt,
        src,
        &NdRange::d1(1),
        &[("h", ArgValue::Buffer(&h)), ("p", ArgValue::Buffer(&p))],
    );
    assert_eq!(
        text,
        format!("1.500000 1.50,-2.25 65504|0x{:x}|ok\n", p.device_address())
    );
}

#[test]
fn pointer_to_a_homed_private_object_prints_its_integer_value() {
    // `&x` converted to an integer moves `x` into the private home: `%p` prints the same
    // value as the integer.
    let src = r#"
        kernel void k(global int *out) {
            int x = 7;
            int *p = (int *)(uintptr_t)&x;
            printf("%p|%lx|%d\n", p, (ulong)(uintptr_t)p, *p);
            out[0] = x;
        }
    "#;
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let out = rt.buffer_from_slice(&[0i32]).unwrap();
    let (text, _) = run(
        &rt,
        src,
        &NdRange::d1(1),
        &[("out", ArgValue::Buffer(&out))],
    );
    let (pointer, rest) = text.split_once('|').unwrap();
    let (integer, value) = rest.split_once('|').unwrap();
    assert_eq!(pointer, format!("0x{integer}"), "{text}");
    assert_eq!(value, "7\n");
}

#[test]
fn many_work_groups_print_in_order() {
    // 4096 items in 64 work-groups of 64, which the device runs concurrently: two records per
    // item, of different lengths.
    let src = r#"
        kernel void k() {
            int i = get_global_id(0);
            printf("%d:", i);
            printf("%d,%d\n", (int)get_group_id(0), (int)get_local_id(0));
        }
    "#;
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let (text, dropped) = run(&rt, src, &NdRange::d1(4096).with_local(&[64]), &[]);
    assert_eq!(dropped, 0);
    let want: String = (0..4096)
        .map(|i| format!("{i}:{},{}\n", i / 64, i % 64))
        .collect();
    assert_eq!(text, want);
}

#[test]
fn pointers_to_private_and_local_objects_print_their_home_addresses() {
    // `%p` of `&x` is the pointer's integer value (`ptrtoint` in the printf-records stage), so
    // `x` and `l` move into their homes, and print what converting the pointer gives.
    let src = r#"
        kernel void k(global int *out) {
            int x = 5;
            local int l[4];
            l[1] = 1;
            printf("%p|%p|%lx|%lx|%d\n", &x, &l[1], (ulong)(uintptr_t)&x,
                   (ulong)(uintptr_t)&l[1], x + l[1]);
            out[0] = x;
        }
    "#;
    let rt = runtime(oclvk::runner::PRINTF_BUFFER_SIZE);
    let out = rt.buffer_from_slice(&[0i32]).unwrap();
    let (text, _) = run(
        &rt,
        src,
        &NdRange::d1(1),
        &[("out", ArgValue::Buffer(&out))],
    );
    let parts: Vec<&str> = text.trim_end().split('|').collect();
    assert_eq!(parts.len(), 5, "{text}");
    assert_eq!(parts[0], format!("0x{}", parts[2]), "{text}");
    assert_eq!(parts[1], format!("0x{}", parts[3]), "{text}");
    assert_ne!(parts[0], parts[1], "{text}");
    assert_eq!(parts[4], "6");
}
