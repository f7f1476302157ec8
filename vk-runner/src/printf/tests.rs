//! The formatter against the C library's `snprintf` (the reference for C's printf rules: glibc on
//! the machines oclvk is tested on), and the buffer protocol: ordering, truncation, bad records.

use super::*;
use std::ffi::{c_char, c_int, CString};

extern "C" {
    fn snprintf(buf: *mut c_char, size: usize, format: *const c_char, ...) -> c_int;
}

/// What the C library prints for `format` with one argument (passed as C's varargs would).
fn c_printf(format: &str, arg: CArg) -> String {
    let f = CString::new(format).unwrap();
    let mut buf = vec![0u8; 512];
    // SAFETY: `f` is a NUL-terminated string alive across the call; snprintf writes at most
    // `buf.len()` bytes into `buf`; every caller pairs the format's one conversion with the C
    // type it reads (an `l` length with Long, `int` or smaller with Int, floating with Double).
    let n = unsafe {
        let p = buf.as_mut_ptr() as *mut c_char;
        match arg {
            CArg::Int(v) => snprintf(p, buf.len(), f.as_ptr(), v),
            CArg::Long(v) => snprintf(p, buf.len(), f.as_ptr(), v),
            CArg::Double(v) => snprintf(p, buf.len(), f.as_ptr(), v),
        }
    };
    assert!(n >= 0 && (n as usize) < buf.len(), "{format}");
    String::from_utf8(buf[..n as usize].to_vec()).unwrap()
}

#[derive(Clone, Copy)]
enum CArg {
    Int(i32),
    Long(i64),
    Double(f64),
}

fn buffer(records: &[(u32, u32, Vec<u32>)], dropped: u32) -> Vec<u8> {
    let mut area = Vec::new();
    for (call, id, args) in records {
        area.push((layout::RECORD_HEADER_WORDS + args.len()) as u32);
        area.extend([*call, *id]);
        area.extend(args);
    }
    let used = area.len() as u32;
    let mut words = vec![used, used, used, dropped];
    words.extend(area);
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn value(scalar: ScalarKind, lanes: u32) -> PrintfArg {
    PrintfArg::Value { scalar, lanes }
}

/// Formats one record of a one-call module.
fn ours(format: &str, args: Vec<PrintfArg>, words: Vec<u32>) -> String {
    let calls = [PrintfCall {
        format: format.into(),
        args,
    }];
    format_buffer(&buffer(&[(0, 0, words)], 0), &calls)
        .unwrap()
        .text
}

fn ours_one(format: &str, arg: CArg) -> String {
    match arg {
        CArg::Int(v) => ours(format, vec![value(ScalarKind::Int, 1)], vec![v as u32]),
        CArg::Long(v) => ours(
            format,
            vec![value(ScalarKind::Long, 1)],
            vec![v as u32, (v >> 32) as u32],
        ),
        CArg::Double(v) => {
            let b = v.to_bits();
            ours(
                format,
                vec![value(ScalarKind::Double, 1)],
                vec![b as u32, (b >> 32) as u32],
            )
        }
    }
}

const FLAGS: [&str; 8] = ["", "-", "+", " ", "#", "0", "-+", "+0#"];

#[test]
fn integers_match_the_c_library() {
    let values = [
        0i64,
        1,
        -1,
        7,
        42,
        -42,
        255,
        256,
        65535,
        -32768,
        i32::MAX as i64,
        i32::MIN as i64,
        i64::MAX,
        i64::MIN,
        0x1234_5678_9abc,
    ];
    let mut compared = 0;
    for flags in FLAGS {
        for width in ["", "1", "8", "25"] {
            for precision in ["", ".0", ".3", ".12"] {
                for length in ["hh", "h", "", "l"] {
                    for letter in ['d', 'i', 'o', 'u', 'x', 'X'] {
                        let format = format!("[%{flags}{width}{precision}{length}{letter}]");
                        for &v in &values {
                            let arg = if length == "l" {
                                CArg::Long(v)
                            } else {
                                CArg::Int(v as i32)
                            };
                            assert_eq!(
                                ours_one(&format, arg),
                                c_printf(&format, arg),
                                "{format} {v}"
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(compared > 20_000);
}

#[test]
fn doubles_match_the_c_library() {
    let values = [
        0.0f64,
        -0.0,
        1.0,
        -1.5,
        0.1,
        2.5,
        0.125,
        1.0 / 3.0,
        123456789.0,
        1e-5,
        0.00001234,
        9.9999995,
        99999.95,
        1e300,
        -1e-300,
        5e-324,
        f64::MAX,
        f64::MIN_POSITIVE,
        f32::MAX as f64,
        f32::MIN_POSITIVE as f64,
        1.401298464324817e-45,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
    ];
    let mut compared = 0;
    for flags in FLAGS {
        for width in ["", "1", "12", "30"] {
            for precision in ["", ".0", ".1", ".3", ".10", ".17"] {
                for letter in ['f', 'F', 'e', 'E', 'g', 'G', 'a', 'A'] {
                    for length in ["", "l"] {
                        let format = format!("[%{flags}{width}{precision}{length}{letter}]");
                        for &v in &values {
                            let arg = CArg::Double(v);
                            assert_eq!(
                                ours_one(&format, arg),
                                c_printf(&format, arg),
                                "{format} {v:e}"
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(compared > 40_000);
}

#[test]
fn floats_widen_exactly() {
    for v in [0.1f32, -3.75, 1e-40, f32::MAX, 16777217.0] {
        let format = "%.20e|%a|%g";
        let want = format!(
            "{}|{}|{}",
            c_printf("%.20e", CArg::Double(v as f64)),
            c_printf("%a", CArg::Double(v as f64)),
            c_printf("%g", CArg::Double(v as f64))
        );
        let args = vec![value(ScalarKind::Float, 1); 3];
        assert_eq!(ours(format, args, vec![v.to_bits(); 3]), want);
    }
}

#[test]
fn chars_strings_pointers_and_vectors() {
    assert_eq!(
        ours(
            "%c%c|%5c|%-3c|",
            vec![value(ScalarKind::Int, 1); 4],
            vec![b'o' as u32, b'k' as u32, b'x' as u32, b'y' as u32]
        ),
        "ok|    x|y  |"
    );
    let s = |t: &str| PrintfArg::String { text: t.into() };
    assert_eq!(
        ours(
            "%s|%8s|%-8s|%.2s|",
            vec![s("abc"), s("abc"), s("abc"), s("abc")],
            vec![]
        ),
        "abc|     abc|abc     |ab|"
    );
    assert_eq!(
        ours(
            "%p",
            vec![value(ScalarKind::Ulong, 1)],
            vec![0xdead_b000, 0x7f]
        ),
        "0x7fdeadb000"
    );
    let f = |v: f32| v.to_bits();
    assert_eq!(
        ours(
            "%v4hlf|%.1v2f|%v3g",
            vec![
                value(ScalarKind::Float, 4),
                value(ScalarKind::Float, 2),
                value(ScalarKind::Float, 3)
            ],
            vec![
                f(1.0),
                f(2.0),
                f(3.0),
                f(4.0),
                f(-0.0),
                f(0.25),
                f(1e10),
                f(0.5),
                f(-2.0)
            ]
        ),
        "1.000000,2.000000,3.000000,4.000000|-0.0,0.2|1e+10,0.5,-2"
    );
    // Element widths: `hh` prints the low 8 bits, vectors without a modifier their own type.
    assert_eq!(
        ours(
            "%v4hhx|%v2d|%v2x|%v2lu",
            vec![
                value(ScalarKind::Int, 4),
                value(ScalarKind::Int, 2),
                value(ScalarKind::Int, 2),
                value(ScalarKind::Ulong, 2)
            ],
            vec![
                -1i32 as u32,
                1,
                0x7f,
                0x80,
                -5i32 as u32,
                5,
                -1i32 as u32,
                16,
                u32::MAX,
                u32::MAX,
                1,
                0
            ]
        ),
        "ff,1,7f,80|-5,5|ffffffff,10|18446744073709551615,1"
    );
}

#[test]
fn records_print_in_work_item_order() {
    let calls = [
        PrintfCall {
            format: "a%d ".into(),
            args: vec![value(ScalarKind::Int, 1)],
        },
        PrintfCall {
            format: "b\n".into(),
            args: vec![],
        },
    ];
    // Reservation order: item 2, item 0, item 2 again, item 1.
    let records = [
        (0, 2, vec![20]),
        (0, 0, vec![0]),
        (1, 2, vec![]),
        (0, 1, vec![10]),
    ];
    let out = format_buffer(&buffer(&records, 3), &calls).unwrap();
    assert_eq!(out.text, "a0 a10 a20 b\n");
    assert_eq!(out.dropped, 3);
}

#[test]
fn the_end_mark_cuts_records_that_did_not_fit() {
    let calls = [PrintfCall {
        format: "%d".into(),
        args: vec![value(ScalarKind::Int, 1)],
    }];
    let mut bytes = buffer(&[(0, 0, vec![1]), (0, 1, vec![2])], 1);
    // The second record was reserved but did not fit: END marks its start (word 4 of the area).
    bytes[layout::END * 4..layout::END * 4 + 4].copy_from_slice(&4u32.to_le_bytes());
    let out = format_buffer(&bytes, &calls).unwrap();
    assert_eq!((out.text.as_str(), out.dropped), ("1", 1));
}

#[test]
fn bad_buffers_are_errors() {
    let calls = [PrintfCall {
        format: "%d".into(),
        args: vec![value(ScalarKind::Int, 1)],
    }];
    assert!(format_buffer(&[0; 8], &calls).is_err());
    // A record naming a call the module does not have.
    assert!(format_buffer(&buffer(&[(5, 0, vec![1])], 0), &calls).is_err());
    // A record whose length contradicts its call.
    assert!(format_buffer(&buffer(&[(0, 0, vec![1, 2])], 0), &calls).is_err());
    let bad_format = [PrintfCall {
        format: "%q".into(),
        args: vec![],
    }];
    assert!(format_buffer(&buffer(&[], 0), &bad_format).is_err());
}
