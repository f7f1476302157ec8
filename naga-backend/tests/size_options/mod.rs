//! A corpus file's `// local-args: NAME=BYTES...` and `// work-group-size: X[,Y[,Z]]` lines,
//! as `oclvk compile --local-arg NAME=BYTES --work-group-size X,Y,Z` gives them to `Options`.

/// `Options::local_arg_bytes` and `Options::work_group_size` from `source`'s lines.
pub fn size_options(source: &str) -> (Vec<(String, u64)>, Option<[u32; 3]>) {
    let line = |key: &str| {
        source
            .lines()
            .find_map(|l| l.trim().strip_prefix(key).map(str::trim))
    };
    let local_args = line("// local-args:")
        .map(|l| {
            l.split_whitespace()
                .map(|a| {
                    let (name, bytes) = a.split_once('=').expect("NAME=BYTES");
                    (name.to_string(), bytes.parse().expect("BYTES"))
                })
                .collect()
        })
        .unwrap_or_default();
    let size = line("// work-group-size:").map(|l| {
        let given: Vec<u32> = l
            .split(',')
            .map(|v| v.trim().parse().expect("a size"))
            .collect();
        [0, 1, 2].map(|d| given.get(d).copied().unwrap_or(1))
    });
    (local_args, size)
}
