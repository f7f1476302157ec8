//! [`parse`]: the IR's text form ([`Module::display`]) read back into a module, so that IR can be
//! written by hand (backend tests) and every printed module checked to round-trip.
//!
//! What the text leaves out is rebuilt as sema makes it: spans are empty; the types the text does
//! not spell (a load's, an address's, an operation's) are inferred from the operands, with
//! unqualified pointers for addresses; parameters' access qualifiers are not kept. Locals,
//! globals and functions are found by name, so a module whose names repeat (shadowed locals)
//! reads back with the first of them: it prints the same text, but is not the same module.
//! The OpenCL C version is 1.2 unless an `opencl_c N` line says otherwise.

use super::display::DEFAULT_VERSION;
use super::*;
use rustc_hash::FxHashMap as HashMap;

/// Why a text is not a module: the 1-based line and what was expected there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub message: String,
}

/// Reads a module from its text form.
pub fn parse(text: &str) -> Result<Module, ParseError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    let mut p = ModuleParser {
        m: Module {
            opencl_c_version: DEFAULT_VERSION,
            ..Module::default()
        },
        structs: HashMap::default(),
        functions: HashMap::default(),
    };
    let mut i = 0;
    if let Some(&(n, line)) = lines.first() {
        if let Some(version) = line.strip_prefix("opencl_c ") {
            p.m.opencl_c_version = version
                .trim()
                .parse()
                .map_err(|_| error(n, "an OpenCL C version number"))?;
            i = 1;
        }
    }
    // Structs first, their fields once all are named (a field may point to a later struct).
    let struct_lines: Vec<(usize, &str)> = lines[i..]
        .iter()
        .take_while(|(_, l)| l.starts_with("struct ") || l.starts_with("union "))
        .copied()
        .collect();
    for &(n, line) in &struct_lines {
        let mut c = Cursor::new(line, n);
        let is_union = c.eat_word("union");
        if !is_union {
            c.expect_word("struct")?;
        }
        let name = struct_name(&mut c)?;
        let id = p.m.types.add_struct(StructDef {
            name: name.clone(),
            typedef_named: false,
            is_union,
            fields: Vec::new(),
            size: 0,
            alignment: 1,
        });
        if let Some(name) = name {
            p.structs.entry((is_union, name)).or_insert(id);
        }
    }
    for (s, &(n, line)) in struct_lines.iter().enumerate() {
        p.struct_body(StructId::new(s), &mut Cursor::new(line, n))?;
    }
    i += struct_lines.len();
    // Function headers next: globals name their owners, bodies call functions declared later.
    let mut bodies = Vec::new();
    let mut k = i;
    while k < lines.len() {
        let (n, line) = lines[k];
        if line.starts_with("kernel ") || line.starts_with("function ") {
            let end = lines[k..]
                .iter()
                .position(|(_, l)| *l == "}")
                .map(|e| k + e)
                .ok_or_else(|| error(n, "a function ending in a `}` line"))?;
            let id = p.header(&mut Cursor::new(line, n))?;
            bodies.push((id, k + 1, end));
            k = end + 1;
        } else {
            k += 1;
        }
    }
    for &(n, line) in &lines[i..] {
        if line.starts_with("global @") {
            p.global(&mut Cursor::new(line, n))?;
        } else if line.starts_with("kernel ") || line.starts_with("function ") {
            break;
        } else {
            return Err(error(n, "a struct, global, kernel or function"));
        }
    }
    for (id, start, end) in bodies {
        p.body(id, &lines[start..=end])?;
    }
    Ok(p.m)
}

fn error(line: usize, expected: &str) -> ParseError {
    ParseError {
        line,
        message: format!("expected {expected}"),
    }
}

/// A struct's name after its keyword: a word, or `<anonymous #N>` for none.
fn struct_name(c: &mut Cursor) -> Result<Option<String>, ParseError> {
    c.ws();
    if c.eat("<anonymous #") {
        c.word();
        c.expect(">")?;
        Ok(None)
    } else {
        Ok(Some(c.name()?.to_string()))
    }
}

/// One line of text being read.
struct Cursor<'a> {
    s: &'a str,
    pos: usize,
    line: usize,
}

/// Characters that end a word.
const DELIMITERS: &str = "()<>[]{},:*&%@=";

/// What a character is to the reader.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CharClass {
    Word,
    Space,
    Delimiter,
}

/// The class of each ASCII character: a table, since the math library's functions are read
/// back from this text in every compile that calls them, and classifying characters through
/// `char::is_whitespace` and a search of `DELIMITERS` was most of the reading.
const ASCII_CLASS: [CharClass; 128] = {
    let mut table = [CharClass::Word; 128];
    let delimiters = DELIMITERS.as_bytes();
    let mut i = 0;
    while i < delimiters.len() {
        table[delimiters[i] as usize] = CharClass::Delimiter;
        i += 1;
    }
    // ASCII's whitespace as `char::is_whitespace` has it (tab to carriage return, space).
    let mut c = 0x09;
    while c <= 0x0d {
        table[c] = CharClass::Space;
        c += 1;
    }
    table[b' ' as usize] = CharClass::Space;
    table
};

/// The class of the character starting at byte `pos` of `s`, and its length in bytes.
fn class_at(s: &str, pos: usize) -> (CharClass, usize) {
    match ASCII_CLASS.get(s.as_bytes()[pos] as usize) {
        Some(&class) => (class, 1),
        None => {
            let c = s[pos..].chars().next().unwrap_or_default();
            let class = if c.is_whitespace() {
                CharClass::Space
            } else {
                CharClass::Word
            };
            (class, c.len_utf8())
        }
    }
}

impl<'a> Cursor<'a> {
    fn new(s: &'a str, line: usize) -> Self {
        Cursor { s, pos: 0, line }
    }

    fn rest(&self) -> &'a str {
        &self.s[self.pos..]
    }

    fn ws(&mut self) {
        while self.pos < self.s.len() {
            match class_at(self.s, self.pos) {
                (CharClass::Space, len) => self.pos += len,
                _ => break,
            }
        }
    }

    fn err<T>(&self, expected: &str) -> Result<T, ParseError> {
        Err(ParseError {
            line: self.line,
            message: format!(
                "expected {expected} at column {}, found `{}`",
                self.pos + 1,
                self.rest().chars().take(24).collect::<String>()
            ),
        })
    }

    fn eat(&mut self, lit: &str) -> bool {
        self.ws();
        if self.rest().starts_with(lit) {
            self.pos += lit.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, lit: &str) -> Result<(), ParseError> {
        if self.eat(lit) {
            Ok(())
        } else {
            self.err(&format!("`{lit}`"))
        }
    }

    /// The next word (possibly empty), without whitespace before it skipped.
    fn word_here(&mut self) -> &'a str {
        let start = self.pos;
        while self.pos < self.s.len() {
            match class_at(self.s, self.pos) {
                (CharClass::Word, len) => self.pos += len,
                _ => break,
            }
        }
        &self.s[start..self.pos]
    }

    fn word(&mut self) -> &'a str {
        self.ws();
        self.word_here()
    }

    fn peek_word(&mut self) -> &'a str {
        let save = self.pos;
        let w = self.word();
        self.pos = save;
        w
    }

    fn eat_word(&mut self, w: &str) -> bool {
        let save = self.pos;
        if self.word() == w {
            true
        } else {
            self.pos = save;
            false
        }
    }

    fn expect_word(&mut self, w: &str) -> Result<(), ParseError> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(&format!("`{w}`"))
        }
    }

    fn name(&mut self) -> Result<&'a str, ParseError> {
        let w = self.word();
        if w.is_empty() {
            self.err("a name")
        } else {
            Ok(w)
        }
    }

    fn number<T: std::str::FromStr>(&mut self) -> Result<T, ParseError> {
        let save = self.pos;
        match self.word().parse() {
            Ok(v) => Ok(v),
            Err(_) => {
                self.pos = save;
                self.err("a number")
            }
        }
    }

    fn end(&mut self) -> Result<(), ParseError> {
        self.ws();
        if self.rest().is_empty() {
            Ok(())
        } else {
            self.err("the end of the line")
        }
    }
}

struct ModuleParser {
    m: Module,
    /// Structs by (is_union, name); the first of a repeated name.
    structs: HashMap<(bool, String), StructId>,
    functions: HashMap<String, FunctionId>,
}

/// An open `SPACE const volatile` prefix of a pointer type, closed by its `*`.
struct PointerPrefix {
    space: AddressSpace,
    qualifiers: PointeeQualifiers,
}

fn address_space(w: &str) -> Option<AddressSpace> {
    Some(match w {
        "global" => AddressSpace::Global,
        "constant" => AddressSpace::Constant,
        "local" => AddressSpace::Local,
        "generic" => AddressSpace::Generic,
        "private" => AddressSpace::Private,
        _ => return None,
    })
}

fn scalar(w: &str) -> Option<Scalar> {
    use Scalar::*;
    [
        Bool, Char, Uchar, Short, Ushort, Int, Uint, Long, Ulong, Half, Float, Double,
    ]
    .into_iter()
    .find(|s| s.name() == w)
}

fn image_dim(w: &str) -> Option<ImageDim> {
    Some(match w {
        "image1d_t" => ImageDim::D1,
        "image1d_buffer_t" => ImageDim::D1Buffer,
        "image1d_array_t" => ImageDim::D1Array,
        "image2d_t" => ImageDim::D2,
        "image2d_array_t" => ImageDim::D2Array,
        "image3d_t" => ImageDim::D3,
        _ => return None,
    })
}

fn rounding(suffix: &str) -> Option<Rounding> {
    Some(match suffix {
        "" => Rounding::Default,
        "_rte" => Rounding::Rte,
        "_rtz" => Rounding::Rtz,
        "_rtp" => Rounding::Rtp,
        "_rtn" => Rounding::Rtn,
        _ => return None,
    })
}

/// The builtin a call's head names, as [`Builtin`]'s `Display` spells it.
pub(super) fn builtin(w: &str) -> Option<Builtin> {
    if let Some(s) = SimpleBuiltin::from_name(w) {
        return Some(Builtin::Simple(s));
    }
    if let Some(s) = super::subgroup::SubGroupBuiltin::from_name(w) {
        return Some(Builtin::SubGroup(s));
    }
    // `vload_half4`, `vstorea_half2_rtz`: width digits (none for 1), then a rounding suffix.
    let width_and_rest = |s: &str| -> (u8, String) {
        let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
        (digits.parse().unwrap_or(1), s[digits.len()..].to_string())
    };
    for (prefix, aligned) in [("vload_half", false), ("vloada_half", true)] {
        if let Some(rest) = w.strip_prefix(prefix) {
            let (width, rest) = width_and_rest(rest);
            return rest
                .is_empty()
                .then_some(Builtin::VloadHalf { width, aligned });
        }
    }
    for (prefix, aligned) in [("vstore_half", false), ("vstorea_half", true)] {
        if let Some(rest) = w.strip_prefix(prefix) {
            let (width, rest) = width_and_rest(rest);
            return Some(Builtin::VstoreHalf {
                width,
                aligned,
                rounding: rounding(&rest)?,
            });
        }
    }
    if let Some(n) = w.strip_prefix("vload") {
        return n.parse().ok().map(Builtin::Vload);
    }
    if let Some(n) = w.strip_prefix("vstore") {
        return n.parse().ok().map(Builtin::Vstore);
    }
    None
}

fn binary_op(w: &str) -> Option<BinaryOp> {
    use BinaryOp::*;
    Some(match w {
        "add" => Add,
        "sub" => Sub,
        "mul" => Mul,
        "div" => Div,
        "rem" => Rem,
        "shl" => Shl,
        "shr" => Shr,
        "bitand" => BitAnd,
        "bitor" => BitOr,
        "bitxor" => BitXor,
        "eq" => Eq,
        "ne" => Ne,
        "lt" => Lt,
        "le" => Le,
        "gt" => Gt,
        "ge" => Ge,
        "booland" => BoolAnd,
        "boolor" => BoolOr,
        _ => return None,
    })
}

fn convert_kind(w: &str) -> Option<ConvertKind> {
    Some(match w {
        "splat" => ConvertKind::Splat,
        "bitcast" => ConvertKind::Bitcast,
        "ptrtoint" => ConvertKind::PtrToInt,
        "inttoptr" => ConvertKind::IntToPtr,
        "addrspacecast" => ConvertKind::AddressSpace,
        "tovoid" => ConvertKind::Void,
        _ => {
            let rest = w.strip_prefix("convert")?;
            let (saturate, rest) = match rest.strip_prefix("_sat") {
                Some(r) => (true, r),
                None => (false, rest),
            };
            ConvertKind::Numeric {
                saturate,
                rounding: rounding(rest)?,
            }
        }
    })
}

impl ModuleParser {
    /// A type as [`TypeArena::display`] spells it. Pointer prefixes (`global const`) open in
    /// order and each `*` closes the innermost open one (an unprefixed `*` is a private pointer);
    /// an array suffix follows its element with no space (`int[4]`).
    fn ty(&mut self, c: &mut Cursor) -> Result<TypeId, ParseError> {
        let mut prefixes: Vec<PointerPrefix> = Vec::new();
        loop {
            let w = c.peek_word();
            if let Some(space) = address_space(w) {
                c.word();
                prefixes.push(PointerPrefix {
                    space,
                    qualifiers: PointeeQualifiers::default(),
                });
            } else if w == "const" || w == "volatile" {
                c.word();
                let open = prefixes.last_mut().filter(|p| {
                    !p.qualifiers.is_volatile && (w == "volatile" || !p.qualifiers.is_const)
                });
                let prefix = match open {
                    Some(p) => p,
                    None => {
                        prefixes.push(PointerPrefix {
                            space: AddressSpace::Private,
                            qualifiers: PointeeQualifiers::default(),
                        });
                        prefixes.last_mut().expect("just pushed")
                    }
                };
                if w == "const" {
                    prefix.qualifiers.is_const = true;
                } else {
                    prefix.qualifiers.is_volatile = true;
                }
            } else {
                break;
            }
        }
        let mut ty = self.base_type(c)?;
        loop {
            if c.rest().starts_with('[') {
                c.pos += 1;
                let len = c.number()?;
                c.expect("]")?;
                ty = self.m.types.intern(Type::Array { elem: ty, len });
                continue;
            }
            let save = c.pos;
            if c.eat("*") {
                let is_restrict = c.rest().starts_with("restrict");
                if is_restrict {
                    c.pos += "restrict".len();
                }
                let prefix = prefixes.pop().unwrap_or(PointerPrefix {
                    space: AddressSpace::Private,
                    qualifiers: PointeeQualifiers::default(),
                });
                ty = self.m.types.intern(Type::Pointer {
                    pointee: ty,
                    space: prefix.space,
                    qualifiers: PointeeQualifiers {
                        is_restrict,
                        ..prefix.qualifiers
                    },
                });
                continue;
            }
            c.pos = save;
            break;
        }
        if !prefixes.is_empty() {
            return c.err("`*` closing a pointer's address space");
        }
        Ok(ty)
    }

    fn base_type(&mut self, c: &mut Cursor) -> Result<TypeId, ParseError> {
        let start = c.pos;
        let w = c.word();
        let types = &mut self.m.types;
        let ty = match w {
            "void" => Type::Void,
            "sampler_t" => Type::Sampler,
            "event_t" => Type::Event,
            "struct" | "union" => {
                let is_union = w == "union";
                let s = match struct_name(c)? {
                    Some(name) => *self.structs.get(&(is_union, name)).ok_or(ParseError {
                        line: c.line,
                        message: "a struct or union used before its definition line".into(),
                    })?,
                    None => {
                        let text = &c.s[start..c.pos];
                        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
                        let number = digits.parse().ok().and_then(StructId::try_new);
                        number.ok_or(ParseError {
                            line: c.line,
                            message: "a struct number".into(),
                        })?
                    }
                };
                Type::Struct(s)
            }
            "read_only" | "write_only" | "read_write" => {
                let access = match w {
                    "read_only" => Access::ReadOnly,
                    "write_only" => Access::WriteOnly,
                    _ => Access::ReadWrite,
                };
                let Some(dim) = image_dim(c.word()) else {
                    return c.err("an image type");
                };
                Type::Image { dim, access }
            }
            "_Atomic" => {
                c.expect("(")?;
                let inner = self.ty(c)?;
                c.expect(")")?;
                Type::Atomic(inner)
            }
            _ => {
                if let Some(s) = scalar(w) {
                    Type::Scalar(s)
                } else if let Some(s) = w.strip_prefix("atomic_").and_then(scalar) {
                    let inner = types.scalar(s);
                    Type::Atomic(inner)
                } else {
                    let digits = w.len() - w.trim_end_matches(|c: char| c.is_ascii_digit()).len();
                    let (name, len) = w.split_at(w.len() - digits);
                    match (scalar(name), len.parse::<u8>()) {
                        (Some(scalar), Ok(len)) => Type::Vector { scalar, len },
                        _ => {
                            c.pos = start;
                            return c.err("a type");
                        }
                    }
                }
            }
        };
        Ok(self.m.types.intern(ty))
    }

    fn struct_body(&mut self, id: StructId, c: &mut Cursor) -> Result<(), ParseError> {
        let is_union = c.eat_word("union");
        if !is_union {
            c.expect_word("struct")?;
        }
        struct_name(c)?;
        c.expect("{")?;
        let mut fields = Vec::new();
        if !c.eat("}") {
            loop {
                c.ws();
                let name = if c.eat("<unnamed>") {
                    None
                } else {
                    Some(c.name()?.to_string())
                };
                c.expect(":")?;
                let ty = self.ty(c)?;
                c.expect("@")?;
                let offset = c.number()?;
                let bits = if c.eat_word("bits") {
                    let bit = c.number()?;
                    c.expect(":")?;
                    Some((bit, c.number()?))
                } else {
                    None
                };
                fields.push(Field {
                    name,
                    ty,
                    offset,
                    bits,
                });
                if c.eat("}") {
                    break;
                }
                c.expect(",")?;
            }
        }
        c.expect_word("size")?;
        let size = c.number()?;
        c.expect_word("align")?;
        let alignment = c.number()?;
        c.end()?;
        let def = self.m.types.struct_def_mut(id);
        def.fields = fields;
        def.size = size;
        def.alignment = alignment;
        Ok(())
    }

    fn header(&mut self, c: &mut Cursor) -> Result<FunctionId, ParseError> {
        let kernel = if c.eat_word("kernel") {
            Some(KernelInfo::default())
        } else {
            c.expect_word("function")?;
            None
        };
        let ret = self.ty(c)?;
        let name = c.name()?.to_string();
        c.expect("(")?;
        let mut params = Vec::new();
        if !c.eat(")") {
            loop {
                let ty = self.ty(c)?;
                c.expect("%")?;
                let name = c.word_here().to_string();
                params.push(Param {
                    name,
                    ty,
                    access: None,
                    span: Span::default(),
                });
                if c.eat(")") {
                    break;
                }
                c.expect(",")?;
            }
        }
        let mut kernel = kernel;
        let mut fp_contract = true;
        loop {
            let attr = c.word();
            let three = |c: &mut Cursor| -> Result<[u32; 3], ParseError> {
                c.expect("(")?;
                let x = c.number()?;
                c.expect(",")?;
                let y = c.number()?;
                c.expect(",")?;
                let z = c.number()?;
                c.expect(")")?;
                Ok([x, y, z])
            };
            match (attr, kernel.as_mut()) {
                ("", _) => break,
                ("fp_contract", _) => {
                    c.expect("(")?;
                    if c.word() != "off" {
                        return c.err("'off'");
                    }
                    c.expect(")")?;
                    fp_contract = false;
                }
                ("reqd_work_group_size", Some(k)) => k.reqd_work_group_size = Some(three(c)?),
                ("work_group_size_hint", Some(k)) => k.work_group_size_hint = Some(three(c)?),
                ("vec_type_hint", Some(k)) => {
                    c.expect("(")?;
                    k.vec_type_hint = Some(c.name()?.to_string());
                    c.expect(")")?;
                }
                _ => return c.err("a kernel attribute"),
            }
        }
        c.expect("{")?;
        c.end()?;
        let id = self.m.functions.next_handle();
        self.functions.entry(name.clone()).or_insert(id);
        self.m.functions.push(Box::new(Function {
            name,
            params,
            ret,
            kernel,
            locals: Arena::new(),
            local_names: String::new(),
            exprs: Arena::new(),
            lists: Vec::new(),
            body: Block::default(),
            span: Span::default(),
            fp_contract,
        }));
        Ok(id)
    }

    fn global(&mut self, c: &mut Cursor) -> Result<(), ParseError> {
        c.expect_word("global")?;
        c.expect("@")?;
        c.number::<u32>()?;
        let name = c.name()?.to_string();
        c.expect(":")?;
        let space_word = c.word();
        let Some(space) = address_space(space_word) else {
            return c.err("an address space");
        };
        let ty = self.ty(c)?;
        let mut global = Global {
            name,
            ty,
            space,
            init: None,
            owner: None,
            relocations: Vec::new(),
            span: Span::default(),
        };
        if c.eat_word("in") {
            let owner = c.name()?;
            match self.functions.get(owner) {
                Some(&f) => global.owner = Some(f),
                None => return c.err("the name of a function of the module"),
            }
        }
        if c.eat("=") {
            c.ws();
            let hex = c.word_here();
            if hex.len() % 2 != 0 {
                return c.err("bytes in hexadecimal");
            }
            let mut bytes = Vec::with_capacity(hex.len() / 2);
            for i in (0..hex.len()).step_by(2) {
                match u8::from_str_radix(&hex[i..i + 2], 16) {
                    Ok(b) => bytes.push(b),
                    Err(_) => return c.err("bytes in hexadecimal"),
                }
            }
            global.init = Some(bytes);
            // The zero tail's length follows from the type.
            if c.eat("(") {
                c.number::<u64>()?;
                c.expect_word("zero")?;
                c.expect_word("bytes")?;
                c.expect(")")?;
            }
        }
        while c.eat("[") {
            let offset = c.number()?;
            c.expect(":")?;
            c.expect("&@")?;
            let Some(target) = GlobalId::try_new(c.number()?) else {
                return c.err("a global's number");
            };
            c.expect("+")?;
            let addend = c.number()?;
            c.expect("]")?;
            global.relocations.push(Relocation {
                offset,
                target,
                addend,
            });
        }
        c.end()?;
        self.m.globals.push(global);
        Ok(())
    }

    /// A function's `var` lines and statements: `lines` runs from the line after its header to
    /// its closing `}`.
    fn body(&mut self, id: FunctionId, lines: &[(usize, &str)]) -> Result<(), ParseError> {
        // Out of the module while its body is read (the module's types and other functions are
        // read and added to meanwhile); a stand-in with its name and result type holds its place.
        let stand_in = {
            let f = &self.m.functions[id];
            Function {
                name: f.name.clone(),
                params: Vec::new(),
                ret: f.ret,
                kernel: None,
                locals: Arena::new(),
                local_names: String::new(),
                exprs: Arena::new(),
                lists: Vec::new(),
                body: Block::default(),
                span: Span::default(),
                fp_contract: true,
            }
        };
        let mut func = std::mem::replace(&mut self.m.functions[id], stand_in);
        let mut k = 0;
        let mut labels = HashMap::default();
        while let Some(rest) = lines[k].1.trim().strip_prefix("var ") {
            let n = lines[k].0;
            let Some((label, ty)) = rest.split_once(": ") else {
                return Err(error(n, "`var NAME: TYPE`"));
            };
            let mut c = Cursor::new(ty, n);
            let ty = self.ty(&mut c)?;
            c.end()?;
            // `x#3` is a second `x` (printed so where a name repeats).
            let name = match label.rsplit_once('#') {
                Some((name, index)) if index.parse::<u32>().is_ok() => name,
                _ => label,
            };
            let id = func.add_local(name, ty, Span::default());
            labels.insert(label.to_string(), id);
            k += 1;
        }
        let mut bp = BodyParser {
            mp: self,
            id,
            labels,
            func: &mut func,
            lines: &lines[k..],
            next: 0,
            temps: Vec::new(),
            shared: HashMap::default(),
        };
        let (body, end) = bp.block(false)?;
        if end != "}" || bp.next != bp.lines.len() {
            let line = bp.lines.get(bp.next.saturating_sub(1)).map_or(0, |l| l.0);
            return Err(error(line, "the function's closing `}`"));
        }
        func.body = body;
        self.m.functions[id] = func;
        Ok(())
    }
}

struct BodyParser<'p, 'l> {
    mp: &'p mut ModuleParser,
    /// The function being read (taken out of the module meanwhile).
    id: FunctionId,
    func: &'p mut Function,
    lines: &'p [(usize, &'l str)],
    next: usize,
    /// Temporaries of the enclosing `let`s with their types, innermost last.
    temps: Vec<(TempId, TypeId)>,
    /// Locals by their name in the text.
    labels: HashMap<String, LocalId>,
    /// Expressions printed with several users (`#eN=`), by their `N`.
    shared: HashMap<u32, ExprId>,
}

/// Whether a trimmed line ends a block: a closing brace, or a switch case's labels.
fn ends_block(line: &str, in_switch: bool) -> bool {
    line.starts_with('}')
        || (in_switch
            && line.ends_with(':')
            && (line.starts_with("case ") || line.starts_with("default")))
}

impl BodyParser<'_, '_> {
    /// Statements up to a line that ends the block, which is consumed and returned.
    fn block(&mut self, in_switch: bool) -> Result<(Block, String), ParseError> {
        let mut block = Block::default();
        loop {
            let Some(&(n, line)) = self.lines.get(self.next) else {
                let last = self.lines.last().map_or(0, |l| l.0);
                return Err(error(last, "`}`"));
            };
            let line = line.trim();
            if ends_block(line, in_switch) {
                self.next += 1;
                return Ok((block, line.to_string()));
            }
            self.next += 1;
            // Bodies nest as deep as the text (`stack`).
            block.stmts.push(crate::stack::grow(|| self.stmt(line, n))?);
        }
    }

    fn closed_block(&mut self, n: usize) -> Result<Block, ParseError> {
        let (b, end) = self.block(false)?;
        if end != "}" {
            return Err(error(n, "a block ending in `}`"));
        }
        Ok(b)
    }

    fn stmt(&mut self, line: &str, n: usize) -> Result<Stmt, ParseError> {
        let span = Span::default();
        let mut c = Cursor::new(line, n);
        let stmt = match c.peek_word() {
            "" if line == "{" => return Ok(Stmt::Block(self.closed_block(n)?)),
            "if" => {
                c.word();
                let cond = self.expr(&mut c)?;
                c.expect("{")?;
                c.end()?;
                let (then, end) = self.block(false)?;
                let otherwise = match end.as_str() {
                    "}" => Block::default(),
                    "} else {" => self.closed_block(n)?,
                    _ => return Err(error(n, "`}` or `} else {`")),
                };
                Stmt::If {
                    cond,
                    then,
                    otherwise,
                    span,
                }
            }
            "loop" => {
                c.word();
                let test_first = c.eat_word("while");
                let cond = if test_first {
                    self.condition(&mut c)?
                } else {
                    None
                };
                let step = if c.eat_word("step") {
                    Some(self.expr(&mut c)?)
                } else {
                    None
                };
                c.expect("{")?;
                c.end()?;
                let (body, end) = self.block(false)?;
                let cond = if test_first {
                    if end != "}" {
                        return Err(error(n, "`}`"));
                    }
                    cond
                } else {
                    let mut e = Cursor::new(&end, self.lines[self.next - 1].0);
                    e.expect("}")?;
                    e.expect_word("while")?;
                    let cond = self.condition(&mut e)?;
                    e.end()?;
                    cond
                };
                Stmt::Loop {
                    cond,
                    test_first,
                    body,
                    step,
                    span,
                }
            }
            "switch" => {
                c.word();
                let selector = self.expr(&mut c)?;
                c.expect("{")?;
                c.end()?;
                let (first, mut end) = self.block(true)?;
                if !first.stmts.is_empty() {
                    return Err(error(n, "a case label first in a switch"));
                }
                let mut cases = Vec::new();
                while end != "}" {
                    let mut labels = Cursor::new(end.trim_end_matches(':'), n);
                    let mut case = SwitchCase {
                        values: Vec::new(),
                        is_default: false,
                        body: Block::default(),
                    };
                    loop {
                        if labels.eat_word("default") {
                            case.is_default = true;
                        } else {
                            labels.expect_word("case")?;
                            case.values.push(labels.number()?);
                        }
                        if !labels.eat(",") {
                            break;
                        }
                    }
                    labels.end()?;
                    let (body, next_end) = self.block(true)?;
                    case.body = body;
                    cases.push(case);
                    end = next_end;
                }
                Stmt::Switch {
                    selector,
                    cases,
                    span,
                }
            }
            "break" => {
                c.word();
                Stmt::Break(span)
            }
            "continue" => {
                c.word();
                Stmt::Continue(span)
            }
            "return" => {
                c.word();
                c.ws();
                if c.rest().is_empty() {
                    Stmt::Return(None, span)
                } else {
                    Stmt::Return(Some(self.expr(&mut c)?), span)
                }
            }
            _ => Stmt::Expr(self.expr(&mut c)?),
        };
        c.end()?;
        Ok(stmt)
    }

    /// A loop condition: `true` (printed for none) is none.
    fn condition(&mut self, c: &mut Cursor) -> Result<Option<ExprId>, ParseError> {
        if c.eat_word("true") {
            Ok(None)
        } else {
            Ok(Some(self.expr(c)?))
        }
    }

    fn ty_of(&self, e: ExprId) -> TypeId {
        self.func.expr(e).ty
    }

    fn add(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.func.add_expr(kind, ty, Span::default())
    }

    fn pointee(&self, c: &Cursor, e: ExprId) -> Result<(TypeId, AddressSpace), ParseError> {
        match self.mp.m.types.pointee(self.ty_of(e)) {
            Some(p) => Ok(p),
            None => c.err("an operand that is a pointer"),
        }
    }

    /// Expressions up to the closing `)` of their list, which is consumed.
    fn operands(&mut self, c: &mut Cursor) -> Result<Vec<ExprId>, ParseError> {
        let mut out = Vec::new();
        while !c.eat(")") {
            out.push(self.expr(c)?);
        }
        Ok(out)
    }

    fn lanes(&mut self, c: &mut Cursor) -> Result<Lanes, ParseError> {
        c.expect("[")?;
        let mut lanes = Vec::new();
        if !c.eat("]") {
            loop {
                lanes.push(c.number()?);
                if c.eat("]") {
                    break;
                }
                c.expect(",")?;
            }
        }
        match Lanes::new(&lanes) {
            Some(l) => Ok(l),
            None => c.err("at most 16 lanes below 16"),
        }
    }

    fn expr(&mut self, c: &mut Cursor) -> Result<ExprId, ParseError> {
        c.ws();
        if c.eat("(") {
            return self.compound(c);
        }
        if c.eat("#e") {
            // An expression with several users (invalid IR, kept as it is): `#eN=` names it
            // where it is met first, `#eN` is another use of it.
            let label: u32 = c.number()?;
            if c.eat("=") {
                let e = self.expr(c)?;
                if self.shared.insert(label, e).is_some() {
                    return c.err("a label `#eN=` not given before in the function");
                }
                return Ok(e);
            }
            return match self.shared.get(&label) {
                Some(&e) => Ok(e),
                None => c.err("a label `#eN=` given before in the function"),
            };
        }
        if c.eat("&@") {
            let name = c.name()?;
            let globals = &self.mp.m.globals;
            // Kernels' `local` variables may share a name: this function's comes first.
            let found = globals
                .enumerate()
                .find(|(_, g)| g.name == name && g.owner == Some(self.id))
                .or_else(|| globals.enumerate().find(|(_, g)| g.name == name));
            let Some((g, &Global { ty, space, .. })) = found else {
                return c.err("the name of a global");
            };
            let ty = self.mp.m.types.pointer(ty, space);
            return Ok(self.add(ExprKind::GlobalAddr(g), ty));
        }
        if c.eat("&") {
            // A name is a word, or a parenthesized phrase (sema's `(struct temporary)`), and
            // maybe `#N`.
            let start = c.pos;
            if c.rest().starts_with('(') {
                match c.rest().find(')') {
                    Some(end) => c.pos += end + 1,
                    None => return c.err("a name"),
                }
            }
            c.word_here();
            let label = &c.s[start..c.pos];
            let Some(&l) = self.labels.get(label) else {
                c.pos = start;
                return c.err("the name of a local");
            };
            let local_ty = self.func.local(l).ty;
            let ty = self.mp.m.types.pointer(local_ty, AddressSpace::Private);
            return Ok(self.add(ExprKind::LocalAddr(l), ty));
        }
        if c.eat("%") {
            let name = c.word_here();
            let Some(i) = self.func.params.iter().position(|p| p.name == name) else {
                return c.err("the name of a parameter");
            };
            let ty = self.func.params[i].ty;
            return Ok(self.add(ExprKind::Param(i as u32), ty));
        }
        let start = c.pos;
        let w = c.word();
        match w {
            "true" | "false" => {
                let ty = self.mp.m.types.scalar(Scalar::Bool);
                return Ok(self.add(ExprKind::Literal(Literal::Bool(w == "true")), ty));
            }
            _ => {}
        }
        if let Some(Ok(t)) = w.strip_prefix('t').map(str::parse::<usize>) {
            let found = self.temps.iter().rev().find(|(id, _)| id.index() == t);
            let Some(&(temp, ty)) = found else {
                c.pos = start;
                return c.err("a temporary bound by an enclosing `let`");
            };
            return Ok(self.add(ExprKind::Temp(temp), ty));
        }
        c.expect(":")?;
        let ty = self.mp.ty(c)?;
        let literal = match self.mp.m.types.get(ty) {
            Type::Scalar(s) if s.is_float() => w.parse().ok().map(Literal::Float),
            Type::Scalar(s) if s.is_integer() => {
                let mask = if s.bits() == 64 {
                    u64::MAX
                } else {
                    (1u64 << s.bits()) - 1
                };
                let v = w
                    .parse::<u64>()
                    .ok()
                    .or_else(|| w.parse::<i64>().ok().map(|v| v as u64));
                v.map(|v| Literal::Int(v & mask))
            }
            _ => None,
        };
        match literal {
            Some(lit) => Ok(self.add(ExprKind::Literal(lit), ty)),
            None => {
                c.pos = start;
                c.err("a literal of a scalar type")
            }
        }
    }

    /// An expression after its `(`.
    fn compound(&mut self, c: &mut Cursor) -> Result<ExprId, ParseError> {
        let head_start = c.pos;
        let head = c.word();
        let types_bool = |bp: &mut Self| bp.mp.m.types.scalar(Scalar::Bool);
        let id = match head {
            "let" => {
                let t = c.word();
                let temp = t.strip_prefix('t').and_then(|t| t.parse().ok());
                let Some(temp) = temp.and_then(TempId::try_new) else {
                    return c.err("a temporary `tN`");
                };
                let value = self.expr(c)?;
                self.temps.push((temp, self.ty_of(value)));
                let body = self.expr(c);
                self.temps.pop();
                let body = body?;
                let ty = self.ty_of(body);
                self.add(ExprKind::Let { temp, value, body }, ty)
            }
            "load" => {
                let p = self.expr(c)?;
                let (pointee, _) = self.pointee(c, p)?;
                self.add(ExprKind::Load(p), pointee)
            }
            "store" => {
                let ptr = self.expr(c)?;
                let value = self.expr(c)?;
                let ty = self.ty_of(value);
                self.add(ExprKind::Store { ptr, value }, ty)
            }
            "neg" | "bitnot" | "not" => {
                let op = match head {
                    "neg" => UnaryOp::Neg,
                    "bitnot" => UnaryOp::BitNot,
                    _ => UnaryOp::Not,
                };
                let operand = self.expr(c)?;
                let ty = self.ty_of(operand);
                self.add(ExprKind::Unary { op, operand }, ty)
            }
            "and" | "or" => {
                let lhs = self.expr(c)?;
                let rhs = self.expr(c)?;
                let ty = types_bool(self);
                let kind = if head == "and" {
                    ExprKind::LogicalAnd { lhs, rhs }
                } else {
                    ExprKind::LogicalOr { lhs, rhs }
                };
                self.add(kind, ty)
            }
            "select" if !c.rest().trim_start().starts_with('<') => {
                let cond = self.expr(c)?;
                let then = self.expr(c)?;
                let otherwise = self.expr(c)?;
                let ty = self.ty_of(then);
                self.add(
                    ExprKind::Select {
                        cond,
                        then,
                        otherwise,
                    },
                    ty,
                )
            }
            "call" => {
                let name = c.name()?;
                let Some(&function) = self.mp.functions.get(name) else {
                    return c.err("the name of a function of the module");
                };
                let args = self.operands(c)?;
                let args = self.func.add_list(args);
                let ty = self.mp.m.functions[function].ret;
                return Ok(self.add(ExprKind::Call { function, args }, ty));
            }
            "zero" => {
                let ty = self.mp.ty(c)?;
                self.add(ExprKind::Composite(ExprList::default()), ty)
            }
            "ptradd" => {
                let ptr = self.expr(c)?;
                let index = self.expr(c)?;
                let ty = self.ty_of(ptr);
                self.add(ExprKind::PtrOffset { ptr, index }, ty)
            }
            "ptrdiff" => {
                let lhs = self.expr(c)?;
                let rhs = self.expr(c)?;
                let ty = self.mp.m.types.scalar(Scalar::Long);
                self.add(ExprKind::PtrDiff { lhs, rhs }, ty)
            }
            "elem" => {
                let base = self.expr(c)?;
                let index = self.expr(c)?;
                let (pointee, space) = self.pointee(c, base)?;
                let elem = match self.mp.m.types.get(pointee) {
                    Type::Array { elem, .. } => elem,
                    Type::Vector { scalar, .. } => self.mp.m.types.scalar(scalar),
                    _ => return c.err("a pointer to an array or vector"),
                };
                let ty = self.mp.m.types.pointer(elem, space);
                self.add(ExprKind::ElementPtr { base, index }, ty)
            }
            "field" => {
                let base = self.expr(c)?;
                let field: u32 = c.number()?;
                let (pointee, space) = self.pointee(c, base)?;
                let types = &self.mp.m.types;
                let field_ty = match types.get(pointee) {
                    Type::Struct(s) => types.struct_def(s).fields.get(field as usize).map(|f| f.ty),
                    _ => None,
                };
                let Some(field_ty) = field_ty else {
                    return c.err("a field of the struct the pointer points to");
                };
                let ty = self.mp.m.types.pointer(field_ty, space);
                self.add(ExprKind::FieldPtr { base, field }, ty)
            }
            "swizzle" => {
                let vector = self.expr(c)?;
                let lanes = self.lanes(c)?;
                let ty = self.lanes_type(c, self.ty_of(vector), lanes.len())?;
                self.add(ExprKind::Swizzle { vector, lanes }, ty)
            }
            "lane" => {
                let vector = self.expr(c)?;
                let index = self.expr(c)?;
                let ty = self.lanes_type(c, self.ty_of(vector), 1)?;
                self.add(ExprKind::ExtractLane { vector, index }, ty)
            }
            "storelanes" => {
                let ptr = self.expr(c)?;
                let lanes = self.lanes(c)?;
                let value = self.expr(c)?;
                let ty = self.ty_of(value);
                self.add(ExprKind::StoreLanes { ptr, lanes, value }, ty)
            }
            "comma" => {
                let lhs = self.expr(c)?;
                let rhs = self.expr(c)?;
                let ty = self.ty_of(rhs);
                self.add(ExprKind::Comma { lhs, rhs }, ty)
            }
            _ => {
                if let Some(op) = binary_op(head) {
                    let lhs = self.expr(c)?;
                    let rhs = self.expr(c)?;
                    let ty = self.binary_type(op, self.ty_of(lhs));
                    self.add(ExprKind::Binary { op, lhs, rhs }, ty)
                } else if let Some(kind) = convert_kind(head) {
                    c.expect("<")?;
                    let ty = self.mp.ty(c)?;
                    c.expect(">")?;
                    let operand = self.expr(c)?;
                    self.add(ExprKind::Convert { kind, operand }, ty)
                } else if let Some(builtin) = builtin(head) {
                    let ty = if c.eat("<") {
                        let ty = self.mp.ty(c)?;
                        c.expect(">")?;
                        ty
                    } else {
                        self.mp.m.types.void()
                    };
                    let args = self.operands(c)?;
                    let args = self.func.add_list(args);
                    return Ok(self.add(ExprKind::Builtin { builtin, args }, ty));
                } else {
                    // A vector literal or a composite constant, headed by its type.
                    c.pos = head_start;
                    let ty = self.mp.ty(c)?;
                    let parts = self.operands(c)?;
                    let parts = self.func.add_list(parts);
                    let kind = match self.mp.m.types.get(ty) {
                        Type::Vector { .. } => ExprKind::VectorLiteral(parts),
                        _ => ExprKind::Composite(parts),
                    };
                    return Ok(self.add(kind, ty));
                }
            }
        };
        c.expect(")")?;
        Ok(id)
    }

    /// The type of `count` lanes read from a value of vector type `vector`.
    fn lanes_type(
        &mut self,
        c: &Cursor,
        vector: TypeId,
        count: usize,
    ) -> Result<TypeId, ParseError> {
        let types = &mut self.mp.m.types;
        match types.get(vector) {
            Type::Vector { scalar, .. } if count == 1 => Ok(types.scalar(scalar)),
            Type::Vector { scalar, .. } => Ok(types.vector(scalar, count as u8)),
            _ => c.err("an operand that is a vector"),
        }
    }

    /// A binary operation's result type: its operands' type, `bool` for a scalar comparison,
    /// and the signed integer vector of the lane width for a vector one.
    fn binary_type(&mut self, op: BinaryOp, operand: TypeId) -> TypeId {
        use BinaryOp::*;
        let types = &mut self.mp.m.types;
        if !matches!(op, Eq | Ne | Lt | Le | Gt | Ge) {
            return operand;
        }
        match types.get(operand) {
            Type::Vector { scalar, len } => types.vector(scalar.with_signedness(true), len),
            _ => types.scalar(Scalar::Bool),
        }
    }
}
