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
}
