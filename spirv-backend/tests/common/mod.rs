//! Test helpers: a small builder for IR modules (until the frontend produces them), and
//! spirv-val / spirv-dis / llvm-spirv wrappers, and golden-file comparison.
#![allow(dead_code)]

use oclvk_frontend::ir::*;
use oclvk_frontend::source::Span;
use oclvk_spirv::{compile, Options, Output, Target};
use std::path::PathBuf;
use std::process::Command;

/// A swizzle's lanes (test IR only asks for valid ones).
pub fn lanes(list: &[u8]) -> Lanes {
    Lanes::new(list).expect("at most 16 lanes below 16")
}

pub fn sp() -> Span {
    Span::default()
}

/// Builds one function's expressions; types are computed the way sema would.
pub struct Fb<'a> {
    pub m: &'a mut Module,
    pub f: Function,
}

impl<'a> Fb<'a> {
    pub fn new(m: &'a mut Module, name: &str, ret: TypeId, kernel: bool) -> Fb<'a> {
        let f = Function {
            name: name.into(),
            params: vec![],
            ret,
            kernel: if kernel {
                Some(KernelInfo::default())
            } else {
                None
            },
            locals: Arena::new(),
            local_names: String::new(),
            exprs: Arena::new(),
            lists: vec![],
            body: Block::default(),
            span: sp(),
            fp_contract: true,
        };
        Fb { m, f }
    }

    pub fn param(&mut self, name: &str, ty: TypeId) -> u32 {
        self.f.params.push(Param {
            name: name.into(),
            ty,
            access: None,
            span: sp(),
        });
        self.f.params.len() as u32 - 1
    }

    pub fn e(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.f.add_expr(kind, ty, sp())
    }

    pub fn ty_of(&self, e: ExprId) -> TypeId {
        self.f.expr(e).ty
    }

    pub fn t(&mut self, s: Scalar) -> TypeId {
        self.m.types.scalar(s)
    }

    pub fn int(&mut self, v: i64, s: Scalar) -> ExprId {
        let t = self.t(s);
        self.e(ExprKind::Literal(Literal::Int(v as u64)), t)
    }

    pub fn float(&mut self, v: f64) -> ExprId {
        let t = self.t(Scalar::Float);
        self.e(ExprKind::Literal(Literal::Float(v)), t)
    }

    pub fn p(&mut self, i: u32) -> ExprId {
        let ty = self.f.params[i as usize].ty;
        self.e(ExprKind::Param(i), ty)
    }

    pub fn local(&mut self, name: &str, ty: TypeId) -> LocalId {
        self.f.add_local(name, ty, sp())
    }

    pub fn addr(&mut self, l: LocalId) -> ExprId {
        let ty = self.f.local(l).ty;
        let pt = self.m.types.pointer(ty, AddressSpace::Private);
        self.e(ExprKind::LocalAddr(l), pt)
    }

    pub fn gaddr(&mut self, g: GlobalId) -> ExprId {
        let (ty, space) = (self.m.global(g).ty, self.m.global(g).space);
        let pt = self.m.types.pointer(ty, space);
        self.e(ExprKind::GlobalAddr(g), pt)
    }

    pub fn load(&mut self, p: ExprId) -> ExprId {
        let (pointee, _) = self.m.types.pointee(self.ty_of(p)).expect("pointer");
        self.e(ExprKind::Load(p), pointee)
    }

    pub fn get(&mut self, l: LocalId) -> ExprId {
        let a = self.addr(l);
        self.load(a)
    }

    pub fn store(&mut self, p: ExprId, v: ExprId) -> ExprId {
        let t = self.ty_of(v);
        self.e(ExprKind::Store { ptr: p, value: v }, t)
    }

    pub fn set(&mut self, l: LocalId, v: ExprId) -> Stmt {
        let a = self.addr(l);
        Stmt::Expr(self.store(a, v))
    }

    pub fn bin(&mut self, op: BinaryOp, a: ExprId, b: ExprId) -> ExprId {
        let t = self.ty_of(a);
        let rt = match op {
            BinaryOp::Eq
            | BinaryOp::Ne
            | BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge => match self.m.types.get(t) {
                Type::Vector { scalar, len } => {
                    let s = scalar.with_signedness(true);
                    self.m.types.vector(s, len)
                }
                _ => self.t(Scalar::Bool),
            },
            _ => t,
        };
        self.e(ExprKind::Binary { op, lhs: a, rhs: b }, rt)
    }

    pub fn offset(&mut self, p: ExprId, i: ExprId) -> ExprId {
        let t = self.ty_of(p);
        self.e(ExprKind::PtrOffset { ptr: p, index: i }, t)
    }

    pub fn elem(&mut self, base: ExprId, i: ExprId) -> ExprId {
        let (pointee, space) = self.m.types.pointee(self.ty_of(base)).expect("pointer");
        let et = match self.m.types.get(pointee) {
            Type::Array { elem, .. } => elem,
            Type::Vector { scalar, .. } => self.t(scalar),
            _ => panic!("not an array"),
        };
        let pt = self.m.types.pointer(et, space);
        self.e(ExprKind::ElementPtr { base, index: i }, pt)
    }

    pub fn field(&mut self, base: ExprId, i: u32) -> ExprId {
        let (pointee, space) = self.m.types.pointee(self.ty_of(base)).expect("pointer");
        let Type::Struct(s) = self.m.types.get(pointee) else {
            panic!("not a struct")
        };
        let ft = self.m.types.struct_def(s).fields[i as usize].ty;
        let pt = self.m.types.pointer(ft, space);
        self.e(ExprKind::FieldPtr { base, field: i }, pt)
    }

    pub fn conv(&mut self, v: ExprId, to: TypeId) -> ExprId {
        self.e(
            ExprKind::Convert {
                kind: ConvertKind::Numeric {
                    saturate: false,
                    rounding: Rounding::Default,
                },
                operand: v,
            },
            to,
        )
    }

    pub fn builtin(&mut self, b: SimpleBuiltin, args: Vec<ExprId>, ty: TypeId) -> ExprId {
        let args = self.f.add_list(args);
        self.e(
            ExprKind::Builtin {
                builtin: Builtin::Simple(b),
                args,
            },
            ty,
        )
    }

    pub fn gid(&mut self, d: i64) -> ExprId {
        let z = self.int(d, Scalar::Uint);
        let ul = self.t(Scalar::Ulong);
        self.builtin(SimpleBuiltin::GetGlobalId, vec![z], ul)
    }

    pub fn call(&mut self, f: FunctionId, args: Vec<ExprId>, ret: TypeId) -> ExprId {
        let args = self.f.add_list(args);
        self.e(ExprKind::Call { function: f, args }, ret)
    }

    pub fn finish(self, body: Vec<Stmt>) -> FunctionId {
        let mut f = self.f;
        f.body = Block { stmts: body };
        self.m.functions.push(Box::new(f))
    }
}

pub fn module() -> Module {
    Module {
        opencl_c_version: 120,
        ..Module::default()
    }
}

pub fn global_ptr(m: &mut Module, s: Scalar, is_const: bool) -> TypeId {
    let t = m.types.scalar(s);
    let space = if is_const {
        AddressSpace::Constant
    } else {
        AddressSpace::Global
    };
    m.types.intern(Type::Pointer {
        pointee: t,
        space,
        qualifiers: PointeeQualifiers {
            is_const,
            ..Default::default()
        },
    })
}

/// `kernel void vadd(global const float *a, global const float *b, global float *c)`.
pub fn vadd() -> Module {
    let mut m = module();
    let void = m.types.void();
    let f = m.types.scalar(Scalar::Float);
    let pc = m.types.intern(Type::Pointer {
        pointee: f,
        space: AddressSpace::Global,
        qualifiers: PointeeQualifiers {
            is_const: true,
            ..Default::default()
        },
    });
    let pf = m.types.pointer(f, AddressSpace::Global);
    let ul = m.types.scalar(Scalar::Ulong);
    let mut b = Fb::new(&mut m, "vadd", void, true);
    b.param("a", pc);
    b.param("b", pc);
    b.param("c", pf);
    let i = b.local("i", ul);
    let g = b.gid(0);
    let s1 = b.set(i, g);
    let a = b.p(0);
    let iv = b.get(i);
    let pa = b.offset(a, iv);
    let va = b.load(pa);
    let bb = b.p(1);
    let iv = b.get(i);
    let pb = b.offset(bb, iv);
    let vb = b.load(pb);
    let sum = b.bin(BinaryOp::Add, va, vb);
    let c = b.p(2);
    let iv = b.get(i);
    let pc_ = b.offset(c, iv);
    let st = b.store(pc_, sum);
    b.finish(vec![s1, Stmt::Expr(st)]);
    m
}

/// The options for `target`, with the math library (as the facade provides it).
pub fn opts(target: Target) -> Options {
    Options {
        target,
        ..super::math_library::options()
    }
}

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("oclvk-spirv-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn write_words(name: &str, words: &[u32]) -> PathBuf {
    let path = tmp(name);
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&path, bytes).unwrap();
    path
}

/// spirv-val's environment for a module of `target` whose words are `words`: an OpenCL module
/// is SPIR-V 1.0 (OpenCL 2.1's) unless its instructions raised it (1.3 for the non-uniform
/// group operations), which no OpenCL environment of SPIRV-Tools 2023.1 accepts, so it is
/// validated as plain SPIR-V of its version.
pub fn env_of(target: Target, words: &[u32]) -> &'static str {
    match target {
        Target::Vulkan1_2 => "vulkan1.2",
        Target::Vulkan1_3 => "vulkan1.3",
        Target::Opencl => match words.get(1).map(|v| (v >> 16, (v >> 8) & 0xff)) {
            Some((1, 0)) => "opencl2.1",
            Some((1, 1 | 2)) => "opencl2.2",
            Some((1, 3)) => "spv1.3",
            Some((1, 4)) => "spv1.4",
            Some((1, 5)) => "spv1.5",
            _ => "spv1.6",
        },
        other => unreachable!("{other:?} is oclvk-naga's target"),
    }
}

/// spirv-val of the module at `path` (whose words are `words`) for the target's environment:
/// its output when it fails for a reason other than the documented exceptions (README,
/// `oclvk compile`): OpenCL modules with 64-bit atomics declare `Int64Atomics`, and those
/// computing with `half` (`cl_khr_fp16`) `Float16`, which SPIRV-Tools rejects for every OpenCL
/// environment while llvm-spirv-15 reads them back.
pub fn spirv_val_failure(path: &std::path::Path, words: &[u32], target: Target) -> Option<String> {
    let env = env_of(target, words);
    let out = Command::new("spirv-val")
        .args(["--target-env", env])
        .arg(path)
        .output()
        .expect("spirv-val (package spirv-tools) is installed");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let known = target == Target::Opencl
        && ["Int64Atomics", "Float16"]
            .iter()
            .any(|c| text.contains(&format!("Capability {c} is not allowed")));
    (!out.status.success() && !known).then(|| format!("spirv-val --target-env {env}: {text}"))
}

/// Runs spirv-val for the target's environment; panics with its output and the disassembly.
pub fn validate(name: &str, words: &[u32], target: Target) {
    let path = write_words(&format!("{name}.spv"), words);
    let out = Command::new("spirv-val")
        .arg("--target-env")
        .arg(env_of(target, words))
        .arg(&path)
        .output()
        .expect("spirv-val");
    if !out.status.success() {
        panic!(
            "spirv-val failed for {name}:\n{}{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            disassemble(name, words)
        );
    }
}

pub fn disassemble(name: &str, words: &[u32]) -> String {
    let path = write_words(&format!("{name}.dis.spv"), words);
    let out = Command::new("spirv-dis")
        .arg("--raw-id")
        .arg("--no-header")
        .arg(&path)
        .output()
        .expect("spirv-dis");
    String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
}

/// Compiles and validates; returns the output.
pub fn build(name: &str, m: &Module, target: Target) -> Output {
    let out = match compile(m, &opts(target)) {
        Ok(o) => o,
        Err(d) => panic!("{name}: compile failed: {d:#?}\n{}", m.display()),
    };
    validate(name, &out.words, target);
    out
}

/// Reads back OpenCL-flavoured SPIR-V with llvm-spirv-15 (an independent consumer).
pub fn llvm_spirv_reads(name: &str, words: &[u32]) {
    let path = write_words(&format!("{name}.cl.spv"), words);
    let bc = tmp(&format!("{name}.bc"));
    let out = Command::new("llvm-spirv-15")
        .arg("-r")
        .arg(&path)
        .arg("-o")
        .arg(&bc)
        .output()
        .expect("llvm-spirv-15");
    if !out.status.success() {
        panic!(
            "llvm-spirv-15 -r failed for {name}:\n{}{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            disassemble(name, words)
        );
    }
}

/// The snapshot comparison every golden test uses (the kernel corpus's too).
#[path = "../../../tests/common/snapshot.rs"]
mod snapshot;

/// Compares with `tests/golden/<name>`; `OCLVK_BLESS=1` rewrites it.
pub fn golden(name: &str, text: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if let Err(e) = snapshot::check(&path, text) {
        panic!("{e}");
    }
}

/// `kernel void flow(global int *out, int n)`: for/if/continue/break/&&/||/switch with
/// fallthrough/do-while/while/?:, signed and unsigned arithmetic.
pub fn flow() -> Module {
    use BinaryOp::*;
    let mut m = module();
    let void = m.types.void();
    let int = m.types.scalar(Scalar::Int);
    let uint = m.types.scalar(Scalar::Uint);
    let pint = m.types.pointer(int, AddressSpace::Global);
    let mut b = Fb::new(&mut m, "flow", void, true);
    b.param("out", pint);
    b.param("n", int);
    let acc = b.local("acc", int);
    let i = b.local("i", int);
    let k = b.local("k", int);
    let u = b.local("u", uint);
    let zero = b.int(0, Scalar::Int);
    let s_acc0 = b.set(acc, zero);
    let zero = b.int(0, Scalar::Int);
    let s_i0 = b.set(i, zero);
    // for (; i < n; i++)
    let iv = b.get(i);
    let n = b.p(1);
    let cond = b.bin(Lt, iv, n);
    let iv = b.get(i);
    let one = b.int(1, Scalar::Int);
    let inc = b.bin(Add, iv, one);
    let ia = b.addr(i);
    let step = b.store(ia, inc);
    // if (i == 3) continue;
    let iv = b.get(i);
    let three = b.int(3, Scalar::Int);
    let c1 = b.bin(Eq, iv, three);
    let if1 = Stmt::If {
        cond: c1,
        then: Block {
            stmts: vec![Stmt::Continue(sp())],
        },
        otherwise: Block::default(),
        span: sp(),
    };
    // if (i > 10 && n != 5 || i == 7) break;
    let iv = b.get(i);
    let ten = b.int(10, Scalar::Int);
    let gt = b.bin(Gt, iv, ten);
    let n = b.p(1);
    let five = b.int(5, Scalar::Int);
    let ne = b.bin(Ne, n, five);
    let bt = b.t(Scalar::Bool);
    let and = b.e(ExprKind::LogicalAnd { lhs: gt, rhs: ne }, bt);
    let iv = b.get(i);
    let seven = b.int(7, Scalar::Int);
    let eq = b.bin(Eq, iv, seven);
    let or = b.e(ExprKind::LogicalOr { lhs: and, rhs: eq }, bt);
    let if2 = Stmt::If {
        cond: or,
        then: Block {
            stmts: vec![Stmt::Break(sp())],
        },
        otherwise: Block::default(),
        span: sp(),
    };
    // switch (i & 3) { case 0: acc += 1; case 1: acc += 2; break; default: acc -= 1; }
    let iv = b.get(i);
    let three = b.int(3, Scalar::Int);
    let sel = b.bin(BitAnd, iv, three);
    let add_acc = |b: &mut Fb, v: i64| {
        let a = b.get(acc);
        let c = b.int(v, Scalar::Int);
        let s = b.bin(Add, a, c);
        b.set(acc, s)
    };
    let c0 = add_acc(&mut b, 1);
    let c1s = add_acc(&mut b, 2);
    let cd = add_acc(&mut b, -1);
    let sw = Stmt::Switch {
        selector: sel,
        cases: vec![
            SwitchCase {
                values: vec![0],
                is_default: false,
                body: Block { stmts: vec![c0] },
            },
            SwitchCase {
                values: vec![1],
                is_default: false,
                body: Block {
                    stmts: vec![c1s, Stmt::Break(sp())],
                },
            },
            SwitchCase {
                values: vec![],
                is_default: true,
                body: Block { stmts: vec![cd] },
            },
        ],
        span: sp(),
    };
    let for_loop = Stmt::Loop {
        cond: Some(cond),
        test_first: true,
        body: Block {
            stmts: vec![if1, if2, sw],
        },
        step: Some(step),
        span: sp(),
    };
    // k = 0; do { k++; } while (k < 4);
    let zero = b.int(0, Scalar::Int);
    let s_k0 = b.set(k, zero);
    let kv = b.get(k);
    let one = b.int(1, Scalar::Int);
    let kp = b.bin(Add, kv, one);
    let s_kinc = b.set(k, kp);
    let kv = b.get(k);
    let four = b.int(4, Scalar::Int);
    let kc = b.bin(Lt, kv, four);
    let do_while = Stmt::Loop {
        cond: Some(kc),
        test_first: false,
        body: Block {
            stmts: vec![s_kinc],
        },
        step: None,
        span: sp(),
    };
    // while (acc > 100) acc = acc / 2 % 7 >> 1;
    let a = b.get(acc);
    let hundred = b.int(100, Scalar::Int);
    let wc = b.bin(Gt, a, hundred);
    let a = b.get(acc);
    let two = b.int(2, Scalar::Int);
    let d = b.bin(Div, a, two);
    let seven = b.int(7, Scalar::Int);
    let r = b.bin(Rem, d, seven);
    let one = b.int(1, Scalar::Int);
    let sh = b.bin(Shr, r, one);
    let s_w = b.set(acc, sh);
    let while_loop = Stmt::Loop {
        cond: Some(wc),
        test_first: true,
        body: Block { stmts: vec![s_w] },
        step: None,
        span: sp(),
    };
    // u = (uint)acc / 3u >> 2u;
    let a = b.get(acc);
    let au = b.conv(a, uint);
    let three = b.int(3, Scalar::Uint);
    let q = b.bin(Div, au, three);
    let two = b.int(2, Scalar::Uint);
    let q = b.bin(Shr, q, two);
    let s_u = b.set(u, q);
    // out[get_global_id(0)] = n > 0 ? acc : -(int)u;
    let n = b.p(1);
    let zero = b.int(0, Scalar::Int);
    let pos = b.bin(Gt, n, zero);
    let a = b.get(acc);
    let uv = b.get(u);
    let ui = b.conv(uv, int);
    let neg = b.e(
        ExprKind::Unary {
            op: UnaryOp::Neg,
            operand: ui,
        },
        int,
    );
    let sel = b.e(
        ExprKind::Select {
            cond: pos,
            then: a,
            otherwise: neg,
        },
        int,
    );
    let out = b.p(0);
    let g = b.gid(0);
    let po = b.offset(out, g);
    let st = b.store(po, sel);
    b.finish(vec![
        s_acc0,
        s_i0,
        for_loop,
        s_k0,
        do_while,
        while_loop,
        s_u,
        Stmt::Expr(st),
    ]);
    m
}

pub fn struct_s(m: &mut Module) -> TypeId {
    let int = m.types.scalar(Scalar::Int);
    let float = m.types.scalar(Scalar::Float);
    let sid = m.types.add_struct(StructDef {
        name: Some("S".into()),
        typedef_named: false,
        is_union: false,
        fields: vec![
            Field {
                name: Some("a".into()),
                ty: int,
                offset: 0,
                bits: None,
            },
            Field {
                name: Some("b".into()),
                ty: float,
                offset: 4,
                bits: None,
            },
        ],
        size: 8,
        alignment: 4,
    });
    m.types.intern(Type::Struct(sid))
}

/// Helpers taking local/private/global pointers, a kernel-scope `local` array, private arrays,
/// by-value vector and struct arguments, a barrier.
pub fn pointers() -> Module {
    use BinaryOp::*;
    let mut m = module();
    let void = m.types.void();
    let int = m.types.scalar(Scalar::Int);
    let float = m.types.scalar(Scalar::Float);
    let uint = m.types.scalar(Scalar::Uint);
    let ulong = m.types.scalar(Scalar::Ulong);
    let f4 = m.types.vector(Scalar::Float, 4);
    let s_ty = struct_s(&mut m);
    let plf = m.types.pointer(float, AddressSpace::Local);
    let ppi = m.types.pointer(int, AddressSpace::Private);
    let ppf = m.types.pointer(float, AddressSpace::Private);
    let pgf = m.types.pointer(float, AddressSpace::Global);
    let arr16 = m.types.intern(Type::Array {
        elem: float,
        len: 16,
    });
    let arr4 = m.types.intern(Type::Array {
        elem: float,
        len: 4,
    });
    // void helper(local float *p, int *q, global float *g) { p[1] = *g; *q = 3; }
    let mut b = Fb::new(&mut m, "helper", void, false);
    b.param("p", plf);
    b.param("q", ppi);
    b.param("g", pgf);
    let p = b.p(0);
    let one = b.int(1, Scalar::Int);
    let p1 = b.offset(p, one);
    let g = b.p(2);
    let gv = b.load(g);
    let s1 = b.store(p1, gv);
    let q = b.p(1);
    let three = b.int(3, Scalar::Int);
    let s2 = b.store(q, three);
    let helper = b.finish(vec![Stmt::Expr(s1), Stmt::Expr(s2)]);
    // float sum2(float *arr) { return arr[0] + arr[3]; }
    let mut b = Fb::new(&mut m, "sum2", float, false);
    b.param("arr", ppf);
    let a = b.p(0);
    let x = b.load(a);
    let a = b.p(0);
    let three = b.int(3, Scalar::Int);
    let a3 = b.offset(a, three);
    let y = b.load(a3);
    let s = b.bin(Add, x, y);
    let sum2 = b.finish(vec![Stmt::Return(Some(s), sp())]);
    // local float shared[16];
    m.globals.push(Global {
        name: "shared".into(),
        ty: arr16,
        space: AddressSpace::Local,
        init: None,
        owner: Some(FunctionId::new(2)),
        relocations: Vec::new(),
        span: sp(),
    });
    let shared = GlobalId::new(0);
    let mut b = Fb::new(&mut m, "ptrs", void, true);
    b.param("g", pgf);
    b.param("tile", plf);
    b.param("v", f4);
    b.param("s", s_ty);
    let x = b.local("x", int);
    let arr = b.local("arr", arr4);
    let sc = b.local("s_copy", s_ty);
    let sv = b.p(3);
    let st_s = b.set(sc, sv);
    // helper(tile, &x, g); helper(&shared[2], &x, g);
    let tile = b.p(1);
    let xa = b.addr(x);
    let g = b.p(0);
    let c1 = b.call(helper, vec![tile, xa, g], void);
    let sh = b.gaddr(shared);
    let two = b.int(2, Scalar::Int);
    let sh2 = b.elem(sh, two);
    let xa = b.addr(x);
    let g = b.p(0);
    let c2 = b.call(helper, vec![sh2, xa, g], void);
    // arr[0] = v.y; arr[3] = s.b;
    let aa = b.addr(arr);
    let zero = b.int(0, Scalar::Int);
    let a0 = b.elem(aa, zero);
    let v = b.p(2);
    let vy = b.e(
        ExprKind::Swizzle {
            vector: v,
            lanes: lanes(&[1]),
        },
        float,
    );
    let st0 = b.store(a0, vy);
    let aa = b.addr(arr);
    let three = b.int(3, Scalar::Int);
    let a3 = b.elem(aa, three);
    let sca = b.addr(sc);
    let sb = b.field(sca, 1);
    let sbv = b.load(sb);
    let st3 = b.store(a3, sbv);
    // barrier(CLK_LOCAL_MEM_FENCE);
    let flag = b.int(1, Scalar::Uint);
    let bar = b.builtin(SimpleBuiltin::Barrier, vec![flag], void);
    // g[lid] = tile[lid] + shared[3] + sum2(&arr[0]) + (float)x;
    let z = b.int(0, Scalar::Uint);
    let lid = b.builtin(SimpleBuiltin::GetLocalId, vec![z], ulong);
    let tile = b.p(1);
    let tl = b.offset(tile, lid);
    let tv = b.load(tl);
    let sh = b.gaddr(shared);
    let three = b.int(3, Scalar::Int);
    let sh3 = b.elem(sh, three);
    let shv = b.load(sh3);
    let sum = b.bin(Add, tv, shv);
    let aa = b.addr(arr);
    let zero = b.int(0, Scalar::Int);
    let a0 = b.elem(aa, zero);
    let sm = b.call(sum2, vec![a0], float);
    let sum = b.bin(Add, sum, sm);
    let xv = b.get(x);
    let xf = b.conv(xv, float);
    let sum = b.bin(Add, sum, xf);
    let z = b.int(0, Scalar::Uint);
    let lid = b.builtin(SimpleBuiltin::GetLocalId, vec![z], ulong);
    let g = b.p(0);
    let gl = b.offset(g, lid);
    let st = b.store(gl, sum);
    let _ = uint;
    b.finish(
        [
            st_s,
            Stmt::Expr(c1),
            Stmt::Expr(c2),
            Stmt::Expr(st0),
            Stmt::Expr(st3),
            Stmt::Expr(bar),
            Stmt::Expr(st),
        ]
        .into_iter()
        .collect(),
    );
    m
}

/// A kernel with many by-value arguments (more than 128 bytes: an argument buffer), a
/// program-scope `constant` table, and a kernel that calls it.
pub fn big_args() -> Module {
    use BinaryOp::*;
    let mut m = module();
    let void = m.types.void();
    let float = m.types.scalar(Scalar::Float);
    let f4 = m.types.vector(Scalar::Float, 4);
    let f3 = m.types.vector(Scalar::Float, 3);
    let pgf = m.types.pointer(float, AddressSpace::Global);
    let table_ty = m.types.intern(Type::Array {
        elem: float,
        len: 4,
    });
    let mut init = Vec::new();
    for v in [1.0f32, 2.0, 3.0, 4.0] {
        init.extend_from_slice(&v.to_le_bytes());
    }
    m.globals.push(Global {
        name: "table".into(),
        ty: table_ty,
        space: AddressSpace::Constant,
        init: Some(init),
        owner: None,
        relocations: Vec::new(),
        span: sp(),
    });
    let mut b = Fb::new(&mut m, "big", void, true);
    b.param("out", pgf);
    for i in 0..8 {
        b.param(&format!("v{i}"), f4);
    }
    b.param("w", f3);
    // out[gid] = v0.x + ... + v7.x + w.z + table[2];
    let mut acc = b.float(0.0);
    for i in 1..=8 {
        let v = b.p(i);
        let x = b.e(
            ExprKind::Swizzle {
                vector: v,
                lanes: lanes(&[0]),
            },
            float,
        );
        acc = b.bin(Add, acc, x);
    }
    let w = b.p(9);
    let z = b.e(
        ExprKind::Swizzle {
            vector: w,
            lanes: lanes(&[2]),
        },
        float,
    );
    acc = b.bin(Add, acc, z);
    let t = b.gaddr(GlobalId::new(0));
    let two = b.int(2, Scalar::Int);
    let t2 = b.elem(t, two);
    let tv = b.load(t2);
    acc = b.bin(Add, acc, tv);
    let out = b.p(0);
    let g = b.gid(0);
    let po = b.offset(out, g);
    let st = b.store(po, acc);
    let big = b.finish(vec![Stmt::Expr(st)]);
    // kernel void caller(global float *out) { big(out, (float4)(1), ..., (float3)(2)); }
    let mut b = Fb::new(&mut m, "caller", void, true);
    b.param("out", pgf);
    let out = b.p(0);
    let mut args = vec![out];
    for _ in 0..8 {
        let one = b.float(1.0);
        args.push(b.e(
            ExprKind::Convert {
                kind: ConvertKind::Splat,
                operand: one,
            },
            f4,
        ));
    }
    let two = b.float(2.0);
    args.push(b.e(
        ExprKind::Convert {
            kind: ConvertKind::Splat,
            operand: two,
        },
        f3,
    ));
    let c = b.call(big, args, void);
    b.f.kernel = Some(KernelInfo {
        reqd_work_group_size: Some([64, 1, 1]),
        ..KernelInfo::default()
    });
    b.finish(vec![Stmt::Expr(c)]);
    m
}

/// `f` calls itself.
pub fn recursive() -> Module {
    let mut m = module();
    let int = m.types.scalar(Scalar::Int);
    let mut b = Fb::new(&mut m, "f", int, false);
    b.param("n", int);
    let n = b.p(0);
    let c = b.call(FunctionId::new(0), vec![n], int);
    b.finish(vec![Stmt::Return(Some(c), sp())]);
    m
}

/// Calls many builtins on float4/int4/uint4 values read from buffers; one statement each.
pub fn builtins_kernel() -> Module {
    use SimpleBuiltin::*;
    let mut m = module();
    let void = m.types.void();
    let f4 = m.types.vector(Scalar::Float, 4);
    let f3 = m.types.vector(Scalar::Float, 3);
    let i4 = m.types.vector(Scalar::Int, 4);
    let u4 = m.types.vector(Scalar::Uint, 4);
    let float = m.types.scalar(Scalar::Float);
    let int = m.types.scalar(Scalar::Int);
    let pf4 = m.types.pointer(f4, AddressSpace::Global);
    let pi4 = m.types.pointer(i4, AddressSpace::Global);
    let pu4 = m.types.pointer(u4, AddressSpace::Global);
    let pf = m.types.pointer(float, AddressSpace::Global);
    let mut b = Fb::new(&mut m, "builtins", void, true);
    b.param("f", pf4);
    b.param("i", pi4);
    b.param("u", pu4);
    b.param("s", pf);
    let mut stmts = Vec::new();
    let elem = |b: &mut Fb, p: u32, k: i64| {
        let pp = b.p(p);
        let c = b.int(k, Scalar::Int);
        b.offset(pp, c)
    };
    let f1 = [
        Acos,
        Acosh,
        Acospi,
        Asin,
        Asinh,
        Asinpi,
        Atan,
        Atanh,
        Atanpi,
        Cbrt,
        Ceil,
        Cos,
        Cosh,
        Cospi,
        Exp,
        Exp2,
        Exp10,
        Expm1,
        Fabs,
        Floor,
        Log,
        Log2,
        Log10,
        Log1p,
        Rint,
        Round,
        Rsqrt,
        Sin,
        Sinh,
        Sinpi,
        Sqrt,
        Tan,
        Tanh,
        Tanpi,
        Trunc,
        HalfCos,
        HalfExp,
        HalfLog,
        HalfRecip,
        HalfSqrt,
        NativeCos,
        NativeExp,
        NativeSin,
        NativeRecip,
        NativeRsqrt,
        Degrees,
        Radians,
        Sign,
        Normalize,
        FastNormalize,
    ];
    let f2 = [
        Atan2,
        Atan2pi,
        Copysign,
        Fdim,
        Fmax,
        Fmin,
        Fmod,
        Hypot,
        Pow,
        Powr,
        Step,
        NativeDivide,
    ];
    let f3s = [Fma, Mad, Mix, Smoothstep, Clamp];
    let i2 = [Max, Min, AbsDiff, Hadd, Rhadd, MulHi, Rotate, Mul24];
    let rel2 = [
        Isequal,
        Isnotequal,
        Isgreater,
        Isgreaterequal,
        Isless,
        Islessequal,
        Islessgreater,
        Isordered,
        Isunordered,
    ];
    let rel1 = [Isnan, Isinf, Isfinite, Isnormal, Signbit];
    let load = |b: &mut Fb, p: u32, k: i64| {
        let e = elem(b, p, k);
        b.load(e)
    };
    let store = |b: &mut Fb, p: u32, k: i64, v: ExprId| {
        let e = elem(b, p, k);
        Stmt::Expr(b.store(e, v))
    };
    for (n, s) in f1.iter().enumerate() {
        let x = load(&mut b, 0, 1);
        let r = b.builtin(*s, vec![x], f4);
        stmts.push(store(&mut b, 0, n as i64 + 2, r));
    }
    for s in f2 {
        let x = load(&mut b, 0, 1);
        let y = load(&mut b, 0, 2);
        let r = b.builtin(s, vec![x, y], f4);
        stmts.push(store(&mut b, 0, 3, r));
    }
    for s in f3s {
        let x = load(&mut b, 0, 1);
        let y = load(&mut b, 0, 2);
        let z = load(&mut b, 0, 3);
        let r = b.builtin(s, vec![x, y, z], f4);
        stmts.push(store(&mut b, 0, 4, r));
    }
    for (p, t) in [(1u32, i4), (2, u4)] {
        for s in i2 {
            let x = load(&mut b, p, 1);
            let y = load(&mut b, p, 2);
            let r = b.builtin(s, vec![x, y], t);
            stmts.push(store(&mut b, p, 3, r));
        }
        for s in [Abs, Popcount, Clz, Ctz] {
            let x = load(&mut b, p, 1);
            let r = b.builtin(s, vec![x], t);
            stmts.push(store(&mut b, p, 4, r));
        }
        let x = load(&mut b, p, 1);
        let y = load(&mut b, p, 2);
        let z = load(&mut b, p, 3);
        let r = b.builtin(Clamp, vec![x, y, z], t);
        stmts.push(store(&mut b, p, 5, r));
        let x = load(&mut b, p, 1);
        let y = load(&mut b, p, 2);
        let z = load(&mut b, p, 3);
        let r = b.builtin(MadHi, vec![x, y, z], t);
        stmts.push(store(&mut b, p, 5, r));
    }
    for s in rel2 {
        let x = load(&mut b, 0, 1);
        let y = load(&mut b, 0, 2);
        let r = b.builtin(s, vec![x, y], i4);
        stmts.push(store(&mut b, 1, 6, r));
    }
    for s in rel1 {
        let x = load(&mut b, 0, 1);
        let r = b.builtin(s, vec![x], i4);
        stmts.push(store(&mut b, 1, 7, r));
    }
    // any/all on int4 give int; select/bitselect.
    for s in [Any, All] {
        let x = load(&mut b, 1, 1);
        let r = b.builtin(s, vec![x], int);
        let rv = b.e(
            ExprKind::Convert {
                kind: ConvertKind::Splat,
                operand: r,
            },
            i4,
        );
        stmts.push(store(&mut b, 1, 8, rv));
    }
    let x = load(&mut b, 0, 1);
    let y = load(&mut b, 0, 2);
    let c = load(&mut b, 1, 3);
    let r = b.builtin(Select, vec![x, y, c], f4);
    stmts.push(store(&mut b, 0, 9, r));
    let x = load(&mut b, 0, 1);
    let y = load(&mut b, 0, 2);
    let z = load(&mut b, 0, 3);
    let r = b.builtin(Bitselect, vec![x, y, z], f4);
    stmts.push(store(&mut b, 0, 10, r));
    // geometric
    for s in [Dot, Distance, Length, FastLength] {
        let x = load(&mut b, 0, 1);
        let args = if matches!(s, Length | FastLength) {
            vec![x]
        } else {
            let y = load(&mut b, 0, 2);
            vec![x, y]
        };
        let r = b.builtin(s, args, float);
        stmts.push(store(&mut b, 3, 1, r));
    }
    {
        let x = load(&mut b, 0, 1);
        let y = load(&mut b, 0, 2);
        let r = b.builtin(Cross, vec![x, y], f4);
        stmts.push(store(&mut b, 0, 11, r));
    }
    {
        let x = load(&mut b, 0, 1);
        let x3 = b.e(
            ExprKind::Swizzle {
                vector: x,
                lanes: lanes(&[0, 1, 2]),
            },
            f3,
        );
        let y = load(&mut b, 0, 2);
        let y3 = b.e(
            ExprKind::Swizzle {
                vector: y,
                lanes: lanes(&[2, 1, 0]),
            },
            f3,
        );
        let r = b.builtin(Cross, vec![x3, y3], f3);
        let w = b.float(0.0);
        let parts = b.f.add_list([r, w]);
        let r4 = b.e(ExprKind::VectorLiteral(parts), f4);
        stmts.push(store(&mut b, 0, 12, r4));
    }
    // vector comparison and ?: on vectors, shifts, vector lane store.
    let x = load(&mut b, 0, 1);
    let y = load(&mut b, 0, 2);
    let lt = b.bin(BinaryOp::Lt, x, y);
    let x = load(&mut b, 0, 1);
    let y = load(&mut b, 0, 2);
    let sel = b.e(
        ExprKind::Select {
            cond: lt,
            then: x,
            otherwise: y,
        },
        f4,
    );
    stmts.push(store(&mut b, 0, 13, sel));
    let x = load(&mut b, 1, 1);
    let y = load(&mut b, 1, 2);
    let sh = b.bin(BinaryOp::Shl, x, y);
    stmts.push(store(&mut b, 1, 9, sh));
    let e = elem(&mut b, 0, 14);
    let v = b.float(1.5);
    let two = b.float(2.5);
    let f2 = m_vec2(&mut b);
    let parts = b.f.add_list([v, two]);
    let vv = b.e(ExprKind::VectorLiteral(parts), f2);
    let sl = b.e(
        ExprKind::StoreLanes {
            ptr: e,
            lanes: lanes(&[3, 1]),
            value: vv,
        },
        f2,
    );
    stmts.push(Stmt::Expr(sl));
    // vload4/vstore4 on the float buffer
    let s = b.p(3);
    let two = b.int(2, Scalar::Uint);
    let args = b.f.add_list([two, s]);
    let v4 = b.e(
        ExprKind::Builtin {
            builtin: Builtin::Vload(4),
            args,
        },
        f4,
    );
    let s = b.p(3);
    let three = b.int(3, Scalar::Uint);
    let args = b.f.add_list([v4, three, s]);
    let st = b.e(
        ExprKind::Builtin {
            builtin: Builtin::Vstore(4),
            args,
        },
        void,
    );
    stmts.push(Stmt::Expr(st));
    b.finish(stmts);
    m
}

fn m_vec2(b: &mut Fb) -> TypeId {
    b.m.types.vector(Scalar::Float, 2)
}

/// Conversions between all scalar types (with `_sat` and rounding), char/short/half/double
/// buffers, atomics on global and local ints, work-item functions with a run-time dimension.
pub fn conversions_kernel(rounding: bool, half: bool) -> Module {
    let mut m = module();
    let void = m.types.void();
    // Parameter indices 4 (int), 5 (uint) and 7 (ulong) are used below; half goes last.
    let mut scalars = vec![
        Scalar::Char,
        Scalar::Uchar,
        Scalar::Short,
        Scalar::Ushort,
        Scalar::Int,
        Scalar::Uint,
        Scalar::Long,
        Scalar::Ulong,
        Scalar::Float,
        Scalar::Double,
    ];
    if half {
        scalars.push(Scalar::Half);
    }
    let ptrs: Vec<TypeId> = scalars
        .iter()
        .map(|&s| {
            let t = m.types.scalar(s);
            m.types.pointer(t, AddressSpace::Global)
        })
        .collect();
    let int = m.types.scalar(Scalar::Int);
    let uint = m.types.scalar(Scalar::Uint);
    let ulong = m.types.scalar(Scalar::Ulong);
    let bool_t = m.types.scalar(Scalar::Bool);
    m.globals.push(Global {
        name: "counter".into(),
        ty: int,
        space: AddressSpace::Local,
        init: None,
        owner: Some(FunctionId::new(0)),
        relocations: Vec::new(),
        span: sp(),
    });
    let mut b = Fb::new(&mut m, "convert", void, true);
    for (i, &p) in ptrs.iter().enumerate() {
        b.param(&format!("p{i}"), p);
    }
    b.param("d", uint);
    let d_index = scalars.len() as u32;
    let mut stmts = Vec::new();
    for (i, &from) in scalars.iter().enumerate() {
        for (j, &to) in scalars.iter().enumerate() {
            for sat in [false, true] {
                if sat && to.is_float() {
                    continue;
                }
                let rounds: &[Rounding] = if rounding && from.is_float() && !to.is_float() {
                    &[Rounding::Rte, Rounding::Rtz, Rounding::Rtp, Rounding::Rtn]
                } else if rounding && to.is_float() && !from.is_float() {
                    &[Rounding::Rtz]
                } else {
                    &[Rounding::Default]
                };
                for &r in rounds {
                    let p = b.p(i as u32);
                    let v = b.load(p);
                    let tt = b.t(to);
                    let c = b.e(
                        ExprKind::Convert {
                            kind: ConvertKind::Numeric {
                                saturate: sat,
                                rounding: r,
                            },
                            operand: v,
                        },
                        tt,
                    );
                    let q = b.p(j as u32);
                    let one = b.int(1, Scalar::Int);
                    let q1 = b.offset(q, one);
                    stmts.push(Stmt::Expr(b.store(q1, c)));
                }
            }
        }
        // to bool and back
        let p = b.p(i as u32);
        let v = b.load(p);
        let bv = b.conv(v, bool_t);
        let pt = b.f.params[i].ty.clone_pointee(&b.m.types);
        let back = b.conv(bv, pt);
        let q = b.p(i as u32);
        let two = b.int(2, Scalar::Int);
        let q2 = b.offset(q, two);
        stmts.push(Stmt::Expr(b.store(q2, back)));
    }
    // atomics
    use SimpleBuiltin::*;
    for s in [
        AtomicAdd, AtomicSub, AtomicXchg, AtomicMin, AtomicMax, AtomicAnd, AtomicOr, AtomicXor,
    ] {
        let p = b.p(4);
        let one = b.int(1, Scalar::Int);
        let r = b.builtin(s, vec![p, one], int);
        stmts.push(Stmt::Expr(r));
    }
    let p = b.p(4);
    let one = b.int(1, Scalar::Int);
    let two = b.int(2, Scalar::Int);
    stmts.push(Stmt::Expr(b.builtin(AtomicCmpxchg, vec![p, one, two], int)));
    let c = b.gaddr(GlobalId::new(0));
    stmts.push(Stmt::Expr(b.builtin(AtomicInc, vec![c], int)));
    let p = b.p(5);
    let one = b.int(1, Scalar::Uint);
    stmts.push(Stmt::Expr(b.builtin(AtomicMax, vec![p, one], uint)));
    // work-item functions with a run-time dimension
    for s in [
        GetGlobalId,
        GetLocalId,
        GetGroupId,
        GetNumGroups,
        GetLocalSize,
        GetGlobalSize,
        GetGlobalOffset,
        GetEnqueuedLocalSize,
    ] {
        let d = b.p(d_index);
        let r = b.builtin(s, vec![d], ulong);
        let p = b.p(7);
        let k = b.int(3, Scalar::Int);
        let pk = b.offset(p, k);
        stmts.push(Stmt::Expr(b.store(pk, r)));
    }
    for s in [GetGlobalLinearId, GetLocalLinearId] {
        let r = b.builtin(s, vec![], ulong);
        let p = b.p(7);
        stmts.push(Stmt::Expr(b.store(p, r)));
    }
    let r = b.builtin(GetWorkDim, vec![], uint);
    let p = b.p(5);
    stmts.push(Stmt::Expr(b.store(p, r)));
    let d = b.int(5, Scalar::Uint);
    let r = b.builtin(GetLocalSize, vec![d], ulong);
    let p = b.p(7);
    stmts.push(Stmt::Expr(b.store(p, r)));
    b.finish(stmts);
    m
}

pub trait ClonePointee {
    fn clone_pointee(self, types: &TypeArena) -> TypeId;
}

impl ClonePointee for TypeId {
    fn clone_pointee(self, types: &TypeArena) -> TypeId {
        types.pointee(self).map(|p| p.0).unwrap_or(self)
    }
}
