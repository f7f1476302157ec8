//! Deterministic mutation of OpenCL C text for the fuzz tests: split into rough tokens, then
//! delete, insert, duplicate or swap a few of them. The frontend's fuzz test and the backend's
//! module fuzz test include this file by path, so both mutate the same way.

/// xorshift64*: small, deterministic, good enough to pick mutations.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// How many rounds a fuzz loop runs: `default`, or `OCLVK_FUZZ_ROUNDS` for the long runs.
pub fn rounds(default: usize) -> usize {
    std::env::var("OCLVK_FUZZ_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Splits into rough tokens (words, numbers, single punctuation, white space) for mutation.
pub fn pieces(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    while start < bytes.len() {
        let c = bytes[start];
        let mut end = start + 1;
        if c.is_ascii_alphanumeric() || c == b'_' {
            while end < bytes.len()
                && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b'.')
            {
                end += 1;
            }
        }
        while !text.is_char_boundary(end) {
            end += 1;
        }
        out.push(&text[start..end]);
        start = end;
    }
    out
}

/// Pieces that real kernels rarely hold where a mutation puts them: other types and address
/// spaces, extreme sizes and values, casts.
const HOSTILE: &[&str] = &[
    "0",
    "-1",
    "4294967296",
    "1000000000",
    "0x7fffffff",
    "9223372036854775807",
    "bool",
    "char",
    "uchar",
    "short",
    "long",
    "ulong",
    "half",
    "double",
    "float3",
    "int8",
    "uint16",
    "local",
    "global",
    "constant",
    "private",
    "volatile",
    "const",
    "*",
    "&",
    "(long)",
    "(uchar *)",
    "(bool)",
    "[1000000000]",
    "[0]",
    "sizeof",
    "vec_step",
    ".s3",
    ".hi",
    "->",
    "?",
    ":",
    "struct { int a; char b; }",
    "union { int i; float f; }",
    "__attribute__((packed))",
];

/// One to four random edits of `parts` (pieces of one text), drawing inserted pieces from it
/// and from [`HOSTILE`].
pub fn mutate(parts: &[&str], rng: &mut Rng) -> String {
    let mut mutated: Vec<&str> = parts.to_vec();
    for _ in 0..1 + rng.below(4) {
        if mutated.is_empty() {
            break;
        }
        let at = rng.below(mutated.len());
        match rng.below(5) {
            0 => {
                mutated.remove(at);
            }
            1 => {
                let other = parts[rng.below(parts.len())];
                mutated.insert(at, other);
            }
            2 => {
                let len = 1 + rng.below(20);
                let end = (at + len).min(mutated.len());
                let copy: Vec<&str> = mutated[at..end].to_vec();
                for (k, p) in copy.into_iter().enumerate() {
                    mutated.insert(end + k, p);
                }
            }
            3 => {
                let b = rng.below(mutated.len());
                mutated.swap(at, b);
            }
            _ => mutated[at] = HOSTILE[rng.below(HOSTILE.len())],
        }
    }
    mutated.concat()
}
