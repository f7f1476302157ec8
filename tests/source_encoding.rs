//! Source text as clang reads it, through the CLI: a UTF-8 byte-order mark at the start of a
//! file and of an `#include`d one, and bytes that are not UTF-8 (Latin-1) in comments and
//! literals, are accepted, with literals keeping the bytes as written; such a byte in code is
//! an error at its place. Each file is tried small (read) and large (memory-mapped, 64 KB and
//! more), and clang-15 agrees with the diagnostics (`-verify`).

mod common;

use common::*;
use std::path::Path;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Comment lines holding Latin-1 bytes, enough to make a file memory-mapped.
fn padding(large: bool) -> Vec<u8> {
    let line = b"// padding: caf\xE9, na\xEFve, \xFF\xFE\n";
    let lines = if large { 70 * 1024 / line.len() + 1 } else { 1 };
    line.repeat(lines)
}

/// A kernel whose string and character literals hold Latin-1 bytes, after a byte-order mark,
/// with a header that starts with one.
fn write_latin1_kernel(dir: &Path, large: bool) -> std::path::PathBuf {
    let mut header = BOM.to_vec();
    header.extend_from_slice(b"/* \xE9t\xE9 */\nint from_header(void) { return 42; }\n");
    std::fs::write(dir.join("latin1.h"), header).unwrap();
    let mut main = BOM.to_vec();
    main.extend_from_slice(b"// RUN: oclvk check --verify %s\n#include \"latin1.h\"\n");
    main.extend(padding(large));
    main.extend_from_slice(
        b"constant char text[] = \"caf\xE9 \xFF\"; // expected-warning {{illegal character encoding in string literal}}\n\
          kernel void k(global char *out) {\n\
          \x20 for (int i = 0; i < 7; i++) out[i] = text[i];\n\
          \x20 out[7] = '\xE8'; // expected-warning {{illegal character encoding in character literal}}\n\
          \x20 out[8] = from_header();\n\
          }\n",
    );
    let path = dir.join(if large { "large.cl" } else { "small.cl" });
    std::fs::write(&path, main).unwrap();
    path
}

/// clang-15 `-verify` on `path`.
fn clang_verify(path: &Path) {
    let out = std::process::Command::new("clang-15")
        .args(["-x", "cl", "-fsyntax-only", "-Xclang", "-verify"])
        .arg(path)
        .output()
        .expect("clang-15 runs");
    assert!(
        out.status.success(),
        "clang-15 -verify {}:\n{}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn latin1_literals_keep_their_bytes_after_byte_order_marks() {
    let dir = scratch("source_encoding_latin1");
    for large in [false, true] {
        let path = write_latin1_kernel(&dir, large);
        let file = path.to_str().unwrap();
        assert_eq!(
            std::fs::metadata(&path).unwrap().len() >= 64 * 1024,
            large,
            "{file}"
        );
        let out = oclvk(&["check", "--verify", file]);
        assert_ok(&out);
        clang_verify(&path);

        let result = dir.join("out.bin");
        let out = oclvk(&[
            "run",
            file,
            "-k",
            "k",
            "-g",
            "1",
            "--arg",
            "out=zeros:9",
            "--out",
            &format!("out={}", result.display()),
        ]);
        assert_ok(&out);
        assert_eq!(
            std::fs::read(&result).unwrap(),
            b"caf\xE9 \xFF\0\xE8\x2A",
            "{file}"
        );
    }
}

#[test]
fn a_byte_that_is_not_utf8_in_code_is_an_error_at_its_place() {
    let dir = scratch("source_encoding_code");
    for large in [false, true] {
        let mut text = BOM.to_vec();
        text.extend_from_slice(b"// RUN: oclvk check --verify %s\n");
        text.extend(padding(large));
        text.extend_from_slice(
            b"kernel void k(global int *out) {\n\
              \x20 int caf\xE9 = 1; // expected-error {{source file is not valid UTF-8}}\n\
              \x20 out[0] = caf;\n\
              }\n",
        );
        let path = dir.join(if large { "large.cl" } else { "small.cl" });
        std::fs::write(&path, &text).unwrap();
        let file = path.to_str().unwrap();
        let line = text.iter().filter(|&&b| b == b'\n').count() - 2;
        let out = oclvk(&["check", file]);
        assert_fails_with(
            &out,
            &format!("{file}:{line}:10: error: source file is not valid UTF-8"),
        );
        assert_fails_with(&out, "  int caf<E9> = 1;");
        assert_ok(&oclvk(&["check", "--verify", file]));
        clang_verify(&path);
    }
}
