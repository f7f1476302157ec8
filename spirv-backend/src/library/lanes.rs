//! Vector calls of library functions: one synthesized IR function per (library function,
//! vector type), which loops over the lanes and calls the scalar function once per iteration.
//!
//! Why a loop and not one call per lane: drivers inline every call (Mesa does so
//! unconditionally), so `sin(float16)` expanded lane by lane would paste sixteen copies of the
//! whole library function into the kernel; lavapipe then takes tens of seconds to compile a
//! kernel with a few vector math calls. A counted loop over the lanes is no better: Mesa and
//! LLVM unroll loops with a known trip count that index arrays with the counter. So the loop
//! walks a bit mask of pending lanes, whose trip count no compiler derives:
//! ```text
//! T f(T x0, ...) { L a0[N] = {x0.s0, ...}; ...; L r[N]; uint pending = (1 << N) - 1;
//!                  while (pending != 0) { r[ctz(pending)] = (L) scalar((double) a0[ctz(pending)], ...);
//!                                         pending &= pending - 1; }
//!                  return (T)(r[0], ..., r[N-1]); }
//! ```

use oclvk_frontend::ir::{
    self, AddressSpace, Arena, BinaryOp, Block, Builtin, ConvertKind, ExprId, ExprKind, Function,
    FunctionId, Lanes, Literal, LocalId, Param, PointeeQualifiers, Rounding, Scalar, SimpleBuiltin,
    Stmt, Type, TypeId,
};
use oclvk_frontend::source::Span;

/// Builds the lane loop calling `scalar` over vectors of type `ty` (result) and `arg_tys`;
/// `widen`, when set, converts floating lanes to that type around the call (`double` for a
/// double library function, `float` for a half call of a float one).
pub(crate) fn lane_loop(
    m: &mut ir::Module,
    name: String,
    scalar: FunctionId,
    arg_tys: &[TypeId],
    ty: TypeId,
    widen: Option<Scalar>,
    span: Span,
) -> FunctionId {
    let lanes = m.types.lanes(ty).unwrap_or(1);
    let uint = m.types.scalar(Scalar::Uint);
    let wide = widen.map(|s| m.types.scalar(s));
    let lane_ty_of = |m: &mut ir::Module, t: TypeId| match m.types.get(t) {
        Type::Vector { scalar, .. } => m.types.scalar(scalar),
        _ => t,
    };
    let ret_lane = lane_ty_of(m, ty);
    let mut f = Function {
        name,
        params: Vec::new(),
        ret: ty,
        kernel: None,
        locals: Arena::new(),
        local_names: String::new(),
        exprs: Arena::new(),
        lists: Vec::new(),
        body: Block::default(),
        span,
        // Integer lane bookkeeping and calls only.
        fp_contract: false,
    };
    let mut b = Builder {
        f: &mut f,
        m: &mut *m,
        span,
    };
    let mut stmts = Vec::new();
    // Arguments into arrays (scalar arguments stay scalars: a splat).
    let mut sources = Vec::new();
    for (k, &t) in arg_tys.iter().enumerate() {
        b.f.params.push(Param {
            name: format!("x{k}"),
            ty: t,
            access: None,
            span,
        });
        let p = b.add(ExprKind::Param(k as u32), t);
        if matches!(b.m.types.get(t), Type::Vector { .. }) {
            let lt = lane_ty_of(b.m, t);
            let arr = b.array_local(&format!("a{k}"), lt, lanes);
            for lane in 0..lanes {
                let v = b.add(
                    ExprKind::Swizzle {
                        vector: p,
                        lanes: Lanes::single(lane),
                    },
                    lt,
                );
                let at = b.element(arr, lt, lane as u64, uint);
                let st = b.add(ExprKind::Store { ptr: at, value: v }, lt);
                stmts.push(Stmt::Expr(st));
            }
            sources.push(Err((arr, lt)));
        } else {
            sources.push(Ok(p));
        }
    }
    let result = b.array_local("r", ret_lane, lanes);
    // The lanes still to do, as a bit mask; the loop takes the lowest each time.
    let pending = b.f.add_local("pending", uint, span);
    let all = b.add(ExprKind::Literal(Literal::Int((1u64 << lanes) - 1)), uint);
    let mptr = b.local_ptr(pending, uint);
    let init = b.add(
        ExprKind::Store {
            ptr: mptr,
            value: all,
        },
        uint,
    );
    stmts.push(Stmt::Expr(init));
    let lane_index = |b: &mut Builder| {
        let m = b.load_local(pending, uint);
        let args = b.f.add_list([m]);
        b.add(
            ExprKind::Builtin {
                builtin: Builtin::Simple(SimpleBuiltin::Ctz),
                args,
            },
            uint,
        )
    };
    // The body: r[j] = (L) scalar((double) a0[j], ...), j the lowest pending lane.
    let mut call_args = Vec::new();
    for s in &sources {
        let lane = match *s {
            Ok(p) => p,
            Err((arr, lt)) => {
                let j = lane_index(&mut b);
                let at = b.element_dyn(arr, lt, j);
                b.add(ExprKind::Load(at), lt)
            }
        };
        let is_float =
            b.m.types
                .scalar_of(b.f.expr(lane).ty)
                .is_some_and(|s| s.is_float());
        call_args.push(match wide {
            Some(wide) if is_float => b.convert(lane, wide),
            _ => lane,
        });
    }
    let float_result = b.m.types.scalar_of(ret_lane).is_some_and(|s| s.is_float());
    let call_ret = match wide {
        Some(wide) if float_result => wide,
        _ => ret_lane,
    };
    let args = b.f.add_list(call_args);
    let call = b.add(
        ExprKind::Call {
            function: scalar,
            args,
        },
        call_ret,
    );
    let value = b.convert(call, ret_lane);
    let j = lane_index(&mut b);
    let at = b.element_dyn(result, ret_lane, j);
    let store = b.add(ExprKind::Store { ptr: at, value }, ret_lane);
    // while (pending != 0) ... pending &= pending - 1.
    let cur = b.load_local(pending, uint);
    let zero = b.add(ExprKind::Literal(Literal::Int(0)), uint);
    let bool_ty = b.m.types.scalar(Scalar::Bool);
    let cond = b.add(
        ExprKind::Binary {
            op: BinaryOp::Ne,
            lhs: cur,
            rhs: zero,
        },
        bool_ty,
    );
    let cur = b.load_local(pending, uint);
    let one = b.add(ExprKind::Literal(Literal::Int(1)), uint);
    let m_less = b.add(
        ExprKind::Binary {
            op: BinaryOp::Sub,
            lhs: cur,
            rhs: one,
        },
        uint,
    );
    let cur = b.load_local(pending, uint);
    let next = b.add(
        ExprKind::Binary {
            op: BinaryOp::BitAnd,
            lhs: cur,
            rhs: m_less,
        },
        uint,
    );
    let mptr = b.local_ptr(pending, uint);
    let step = b.add(
        ExprKind::Store {
            ptr: mptr,
            value: next,
        },
        uint,
    );
    stmts.push(Stmt::Loop {
        cond: Some(cond),
        test_first: true,
        body: Block {
            stmts: vec![Stmt::Expr(store)],
        },
        step: Some(step),
        span,
    });
    let mut parts = Vec::new();
    for lane in 0..lanes {
        let at = b.element(result, ret_lane, lane as u64, uint);
        parts.push(b.add(ExprKind::Load(at), ret_lane));
    }
    let parts = b.f.add_list(parts);
    let ret = b.add(ExprKind::VectorLiteral(parts), ty);
    stmts.push(Stmt::Return(Some(ret), span));
    f.body = Block { stmts };
    m.functions.push(Box::new(f))
}

struct Builder<'a> {
    f: &'a mut Function,
    m: &'a mut ir::Module,
    span: Span,
}

impl Builder<'_> {
    fn add(&mut self, kind: ExprKind, ty: TypeId) -> ExprId {
        self.f.add_expr(kind, ty, self.span)
    }

    fn pointer(&mut self, to: TypeId) -> TypeId {
        self.m.types.intern(Type::Pointer {
            pointee: to,
            space: AddressSpace::Private,
            qualifiers: PointeeQualifiers::default(),
        })
    }

    fn local_ptr(&mut self, l: LocalId, ty: TypeId) -> ExprId {
        let pt = self.pointer(ty);
        self.add(ExprKind::LocalAddr(l), pt)
    }

    fn load_local(&mut self, l: LocalId, ty: TypeId) -> ExprId {
        let p = self.local_ptr(l, ty);
        self.add(ExprKind::Load(p), ty)
    }

    /// A private array local `name` of `len` elements of `elem`.
    fn array_local(&mut self, name: &str, elem: TypeId, len: u8) -> (LocalId, TypeId) {
        let at = self.m.types.intern(Type::Array {
            elem,
            len: u64::from(len),
        });
        (self.f.add_local(name, at, self.span), at)
    }

    fn element_dyn(&mut self, (arr, at): (LocalId, TypeId), elem: TypeId, i: ExprId) -> ExprId {
        let base = self.local_ptr(arr, at);
        let pt = self.pointer(elem);
        self.add(ExprKind::ElementPtr { base, index: i }, pt)
    }

    fn element(
        &mut self,
        arr: (LocalId, TypeId),
        elem: TypeId,
        index: u64,
        index_ty: TypeId,
    ) -> ExprId {
        let i = self.add(ExprKind::Literal(Literal::Int(index)), index_ty);
        self.element_dyn(arr, elem, i)
    }

    fn convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        if self.f.expr(e).ty == to {
            return e;
        }
        self.add(
            ExprKind::Convert {
                kind: ConvertKind::Numeric {
                    saturate: false,
                    rounding: Rounding::Default,
                },
                operand: e,
            },
            to,
        )
    }
}
