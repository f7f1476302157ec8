//! Unit tests of the parser.

#[cfg(test)]
mod parse_tests {
    use crate::amber::parse::parse;
    use crate::amber::syntax::*;

    fn ok(text: &str) -> Script {
        match parse("t.amber", text) {
            Ok(s) => s,
            Err(e) => panic!(
                "{}",
                e.iter()
                    .map(|e| e.to_string())
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
        }
    }

    fn errors(text: &str) -> Vec<String> {
        parse("t.amber", text)
            .expect_err("errors")
            .iter()
            .map(|e| e.to_string())
            .collect()
    }

    #[test]
    fn parses_a_compute_script() {
        let s = ok(
            "#!amber\nSHADER compute k OPENCL-C\nkernel void f(global int *a) {}\nEND\n\
             BUFFER a DATA_TYPE int32 DATA 1 2\n3 END\n\
             BUFFER v DATA_TYPE vec3<float> SIZE 2 FILL 1.5\n\
             BUFFER s DATA_TYPE uint8 SIZE 4 SERIES_FROM 250 INC_BY 1\n\
             PIPELINE compute p\n  ATTACH k ENTRY_POINT f SPECIALIZE 0 AS uint32 4\n\
               COMPILE_OPTIONS k\n -DN=4\n END\n  BIND BUFFER a KERNEL ARG_NAME a\n\
               SET KERNEL ARG_NUMBER 1 AS float 2.5\nEND\n\
             RUN p 2 1 1\nEXPECT a IDX 4 TOLERANCE 1% EQ 2 3\nEXPECT a EQ_BUFFER a\n\
             REPEAT 2\nRUN p 1 1 1\nEND\n",
        );
        assert_eq!(s.commands.len(), 9);
        let CmdKind::Shader(sh) = &s.commands[0].kind else {
            panic!()
        };
        assert_eq!(sh.first_line, 3);
        let CmdKind::Buffer(v) = &s.commands[2].kind else {
            panic!()
        };
        assert_eq!(v.data.len(), 32);
        let CmdKind::Buffer(u) = &s.commands[3].kind else {
            panic!()
        };
        assert_eq!(u.data, vec![250, 251, 252, 253]);
        assert_eq!(s.commands[5].line, 17);
    }

    #[test]
    fn reports_unsupported_commands_with_lines() {
        let e = errors("#!amber\nCLEAR p\nSHADER vertex v GLSL\nvoid main() {}\nEND\nBUFFER b DATA_TYPE int32 SIZE 4 FILL x\n");
        assert_eq!(e.len(), 3, "{e:?}");
        assert!(
            e[0].starts_with("t.amber:2: error: unsupported command CLEAR"),
            "{}",
            e[0]
        );
        assert!(
            e[1].starts_with("t.amber:3: error: vertex shaders"),
            "{}",
            e[1]
        );
        assert!(
            e[2].starts_with("t.amber:6: error: 'x' is not an integer"),
            "{}",
            e[2]
        );
    }

    #[test]
    fn continues_lines_ending_in_a_backslash_token() {
        let s = ok("#!amber\nSHADER compute k OPENCL-C\n#define A 1 \\\n  + 1\nkernel void f(global int *a) {}\nEND\n\
             BUFFER a DATA_TYPE int32 DATA \\\n 1 2 \\\r\n 3\nEND\n\
             PIPELINE compute p\n  ATTACH k \\\n    ENTRY_POINT f \\\n    SPECIALIZE 0 AS uint32 4\n\
               BIND BUFFER a KERNEL ARG_NAME a\nEND\n\
             RUN p \\\n 2 \\\n 1 1\nEXPECT a IDX 0 EQ 1\n");
        // The shader's own continuation is the shader's.
        let CmdKind::Shader(sh) = &s.commands[0].kind else {
            panic!()
        };
        assert!(
            sh.source.contains("#define A 1 \\\n  + 1\n"),
            "{}",
            sh.source
        );
        let CmdKind::Buffer(a) = &s.commands[1].kind else {
            panic!()
        };
        assert_eq!(a.data.len(), 12);
        let CmdKind::Pipeline(p) = &s.commands[2].kind else {
            panic!()
        };
        let ItemKind::Attach {
            entry, specialize, ..
        } = &p.items[0].kind
        else {
            panic!()
        };
        assert_eq!(entry.as_deref(), Some("f"));
        assert_eq!(specialize.len(), 1);
        assert_eq!(p.items[1].line, 15);
        // A continued command is at its first line; the next one counts every line.
        assert!(matches!(
            s.commands[3].kind,
            CmdKind::Run {
                groups: [2, 1, 1],
                ..
            }
        ));
        assert_eq!((s.commands[3].line, s.commands[4].line), (17, 20));
    }

    #[test]
    fn a_backslash_before_spaces_or_in_a_comment_is_no_continuation() {
        let e = errors("#!amber\nRUN p 1 1 1 \\ \nEXPECT a IDX 0 EQ 1\nRUN p 1 1 # \\\n1\n");
        assert_eq!(e.len(), 3, "{e:?}");
        assert!(
            e[0].starts_with("t.amber:2: error: unexpected '\\'"),
            "{}",
            e[0]
        );
        assert!(
            e[1].starts_with("t.amber:4: error: expected the work-group count in z"),
            "{}",
            e[1]
        );
        assert!(
            e[2].starts_with("t.amber:5: error: unsupported command 1"),
            "{}",
            e[2]
        );
    }

    #[test]
    fn specialize_outside_attach_says_how_to_continue() {
        let e =
            errors("#!amber\nPIPELINE compute p\n  ATTACH k\n  SPECIALIZE 0 AS uint32 4\nEND\n");
        assert_eq!(e.len(), 1, "{e:?}");
        assert!(
            e[0].starts_with(
                "t.amber:4: error: SPECIALIZE belongs to an ATTACH: end the ATTACH line with '\\'"
            ),
            "{}",
            e[0]
        );
    }

    #[test]
    fn integer_data_and_fill_values_are_bit_patterns() {
        let s = ok(
            "#!amber\nBUFFER a DATA_TYPE int32 DATA 0x80000000 0xffffffff -1 END\n\
                    BUFFER b DATA_TYPE uint32 SIZE 2 FILL -1\n\
                    BUFFER c DATA_TYPE vec2<int16> DATA 0x8000 65535 END\n",
        );
        let data = |i: usize| match &s.commands[i].kind {
            CmdKind::Buffer(b) => b.data.clone(),
            _ => panic!(),
        };
        assert_eq!(
            data(0),
            [0, 0, 0, 0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
        );
        assert_eq!(data(1), [0xff; 8]);
        assert_eq!(data(2), [0, 0x80, 0xff, 0xff]);
        let e = errors("#!amber\nBUFFER a DATA_TYPE uint8 DATA 256 END\nBUFFER b DATA_TYPE int8 SIZE 1 FILL -129\n");
        assert!(
            e[0].starts_with("t.amber:2: error: 256 is out of range for uint8"),
            "{}",
            e[0]
        );
        assert!(
            e[1].starts_with("t.amber:3: error: -129 is out of range for int8"),
            "{}",
            e[1]
        );
    }
}

#[cfg(test)]
mod option_tests {
    use crate::amber::options::{clspv_only_warnings, compile_options};
    use crate::frontend::options::ClStd;

    fn opts(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn clspv_spellings_are_read() {
        let o = compile_options(&opts(&["--cl-std=CL2.0", "--DN=4"]), ".".as_ref()).unwrap();
        assert_eq!(o.lang.std, ClStd::Cl2_0);
        assert_eq!(o.lang.macros.len(), 1);
        let o = compile_options(&opts(&["-cl-std=CL1.2"]), ".".as_ref()).unwrap();
        assert_eq!(o.lang.std, ClStd::Cl1_2);
    }

    #[test]
    fn clspv_only_flags_are_accepted_with_a_warning_each() {
        let flags = opts(&[
            "-cluster-pod-kernel-args",
            "--pod-ubo",
            "-int8=false",
            "-spv-version=1.5",
            "-cl-mad-enable",
            "-O2",
        ]);
        assert!(compile_options(&flags, ".".as_ref()).is_ok());
        let w = clspv_only_warnings(&flags);
        assert_eq!(w.len(), 4, "{w:?}");
        assert!(w[1].starts_with("'--pod-ubo' is a clspv option; oclvk accepts it and ignores it"));
        assert!(w[3].starts_with("'-spv-version=1.5' is a clspv option"));
        // Not an option of either compiler.
        let e = compile_options(&opts(&["--frobnicate"]), ".".as_ref()).unwrap_err();
        assert!(
            e.starts_with("COMPILE_OPTIONS: unknown argument: '-frobnicate'"),
            "{e}"
        );
    }
}
