//! Sub-group functions (`sub_group`, below) and OpenCL C 2.0's work-group collective functions
//! on the portable targets (`work_group_all`,
//! `_any`, `_broadcast`, `_reduce_{add,min,max}`, `_scan_{inclusive,exclusive}_{add,min,max}`),
//! built from workgroup memory and work-group barriers: none of the languages has a work-group
//! scoped operation.
//!
//! Each call works in a workgroup scratch array of its value's type, one per module and type,
//! one element per work-item: as long as the kernel's fixed work-group (`reqd_work_group_size`,
//! or the one size of a module whose writer takes no overrides), else as long as the product of
//! the work-group size's overrides (WGSL: an override computed from them, `emit`) or
//! specialization constants (portable SPIR-V: a specialization-constant product, `spec`), so
//! that the pipeline of each dispatch, the smaller last group's included, has the length it
//! needs. The reflection's `collective_local_bytes` counts it per work-item.
//! - Reductions: every work-item stores its value, then a pairwise tree halves the live prefix
//!   (`count`) once a step, one barrier a step; any number of work-items.
//! - Scans: Hillis-Steele over the local linear id (the scan order), log2(n) steps of two
//!   barriers; the exclusive scan reads its left neighbour's inclusive result.
//! - `work_group_all/any`: the minimum / maximum of the predicates as 0 or 1.
//! - `work_group_broadcast`: the work-item whose local linear id the arguments name stores its
//!   value in element 0.
//!
//! Every call ends with a barrier, so that the next may reuse the array. Float `min`/`max`
//! follow `fmin`/`fmax` (a NaN operand gives the other), tested on the bits rather than with
//! a comparison a driver may assume NaN-free; float sums are in tree order (OpenCL leaves the
//! order free); integer sums wrap.

use crate::function::{FnWriter, Val, R};
use crate::module::ModuleWriter;
use crate::types;
use naga::{
    BinaryOperator as B, Block, Expression, Handle, Literal, MathFunction as Mf, ScalarKind,
    Statement, UnaryOperator,
};
use oclvk_frontend::ir::{self, ExprId, SimpleBuiltin as S, Type};
use oclvk_frontend::source::Span;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The length the scratch arrays sized at pipeline creation are written with: portable SPIR-V
/// makes it the specialization-constant product of the work-group size (`spec`), WGSL's text
/// the override holding that product (`emit`). A value no program spells, apart from
/// `module::LOCAL_LENGTH_PLACEHOLDER`'s range.
pub(crate) const SCRATCH_LENGTH_PLACEHOLDER: u32 = 0x00E0_0000;

/// The name of WGSL's override holding the number of work-items of a work-group (written into
/// the text, so that the writer's namer never gives it to another item: its `oclvk_` names
/// are the module's own).
pub(crate) const ITEMS_OVERRIDE_NAME: &str = "oclvk_local_items";

/// The module's collective scratch arrays and sub-group inputs, and what the kernel being
/// lowered uses of them.
#[derive(Default)]
pub(crate) struct GroupState {
    /// By element type and fixed length (`None`: sized at pipeline creation).
    arrays: HashMap<(Handle<naga::Type>, Option<u32>), Handle<naga::GlobalVariable>>,
    /// The arrays the kernel being lowered uses, with their element bytes.
    kernel: BTreeMap<Handle<naga::GlobalVariable>, u32>,
    /// Whether an array is sized at pipeline creation.
    dynamic: bool,
    /// Whether the module calls a sub-group function (found once).
    uses_sub_groups: Option<bool>,
    /// The private copies of the sub-group inputs (`sub_group_inputs`).
    sub_group_vars: Option<[Handle<naga::GlobalVariable>; 3]>,
    /// The sub-group operation classes the kernel being lowered uses, and whether on 8-, 16- or
    /// 64-bit values (the reflection's `sub_group_operations`, `sub_group_extended_types`).
    pub(crate) sub_group_use: BTreeSet<oclvk_abi::reflect::SubGroupOperation>,
    sub_group_extended: bool,
}

impl GroupState {
    /// The scratch bytes per work-item of the kernel lowered last; forgets them.
    pub fn take_kernel_bytes(&mut self) -> u32 {
        std::mem::take(&mut self.kernel).values().sum()
    }

    /// The sub-group operation classes of the kernel lowered last and whether they need
    /// extended types; forgets them.
    pub fn take_sub_group_use(&mut self) -> (Vec<oclvk_abi::reflect::SubGroupOperation>, bool) {
        let classes = std::mem::take(&mut self.sub_group_use)
            .into_iter()
            .collect();
        (classes, std::mem::take(&mut self.sub_group_extended))
    }

    /// Whether some array's length is [`SCRATCH_LENGTH_PLACEHOLDER`].
    pub fn has_dynamic_length(&self) -> bool {
        self.dynamic
    }
}

/// The operation a reduction or scan combines values with.
#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Op {
    Add,
    Mul,
    Min,
    Max,
    And,
    Or,
    Xor,
}

#[derive(Clone, Copy, PartialEq)]
enum Form {
    Reduce,
    Inclusive,
    Exclusive,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    All,
    Any,
    Broadcast,
    Collective(Op, Form),
}

impl Kind {
    fn of(s: S) -> Option<Kind> {
        use Form::*;
        use Op::*;
        Some(match s {
            S::WorkGroupAll => Kind::All,
            S::WorkGroupAny => Kind::Any,
            S::WorkGroupBroadcast => Kind::Broadcast,
            S::WorkGroupReduceAdd => Kind::Collective(Add, Reduce),
            S::WorkGroupReduceMin => Kind::Collective(Min, Reduce),
            S::WorkGroupReduceMax => Kind::Collective(Max, Reduce),
            S::WorkGroupScanInclusiveAdd => Kind::Collective(Add, Inclusive),
            S::WorkGroupScanInclusiveMin => Kind::Collective(Min, Inclusive),
            S::WorkGroupScanInclusiveMax => Kind::Collective(Max, Inclusive),
            S::WorkGroupScanExclusiveAdd => Kind::Collective(Add, Exclusive),
            S::WorkGroupScanExclusiveMin => Kind::Collective(Min, Exclusive),
            S::WorkGroupScanExclusiveMax => Kind::Collective(Max, Exclusive),
            _ => return None,
        })
    }
}

/// The scratch array of `elem` values for the kernel being lowered, made once per module.
fn scratch_array(mw: &mut ModuleWriter, elem: Handle<naga::Type>) -> Handle<naga::GlobalVariable> {
    let fixed = mw.fixed_group_items();
    let h = match mw.groups.arrays.get(&(elem, fixed)) {
        Some(&h) => h,
        None => {
            let length = match fixed {
                Some(n) => n,
                None => {
                    mw.groups.dynamic = true;
                    if mw.size_overrides {
                        mw.work_group_size_overrides();
                    }
                    SCRATCH_LENGTH_PLACEHOLDER
                }
            };
            let stride = types::layout_of(&mw.out, elem).1;
            let ty = mw.naga_ty(naga::TypeInner::Array {
                base: elem,
                size: naga::ArraySize::Constant(
                    std::num::NonZeroU32::new(length).unwrap_or(std::num::NonZeroU32::MIN),
                ),
                stride,
            });
            let name = format!("oclvk_collective_{}", mw.groups.arrays.len());
            let h = mw.out.global_variables.append(
                naga::GlobalVariable {
                    name: Some(name),
                    space: naga::AddressSpace::WorkGroup,
                    binding: None,
                    ty,
                    init: None,
                    memory_decorations: naga::MemoryDecorations::empty(),
                },
                naga::Span::UNDEFINED,
            );
            mw.groups.arrays.insert((elem, fixed), h);
            h
        }
    };
    let bytes = types::layout_of(&mw.out, elem).1;
    mw.groups.kernel.insert(h, bytes);
    h
}

/// WGSL: the scratch arrays written with [`SCRATCH_LENGTH_PLACEHOLDER`] get an override of
/// the number of work-items as their length, the product of the work-group size's overrides
/// (under the names the writer gave them), declared after them: naga's WGSL writer cannot
/// write an override's initializer that reads other overrides.
pub(crate) fn wgsl_scratch_lengths(text: String) -> Result<String, String> {
    let placeholder = format!(", {SCRATCH_LENGTH_PLACEHOLDER}>");
    if !text.contains(&placeholder) {
        return Ok(text);
    }
    let mut names = Vec::new();
    let mut after = 0;
    for id in 0..3 {
        let (name, line_end) = crate::emit::wgsl_override(&text, id)?;
        names.push(name);
        after = after.max(line_end);
    }
    let mut text = text.replace(&placeholder, &format!(", {ITEMS_OVERRIDE_NAME}>"));
    text.insert_str(
        after,
        &format!(
            "override {ITEMS_OVERRIDE_NAME}: u32 = {} * {} * {};\n",
            names[0], names[1], names[2]
        ),
    );
    Ok(text)
}

/// GLSL: the basic sub-group extension, which the sub-group inputs need and naga's writer
/// requests only with the sub-group operations.
pub(crate) fn glsl_sub_group_extension(mut text: String) -> String {
    const EXTENSION: &str = "GL_KHR_shader_subgroup_basic";
    if !text.contains("gl_Subgroup") && !text.contains("gl_NumSubgroups")
        || text.contains(EXTENSION)
    {
        return text;
    }
    let after_version = text.find('\n').map_or(text.len(), |n| n + 1);
    text.insert_str(
        after_version,
        &format!("#extension {EXTENSION} : require\n"),
    );
    text
}

/// Lowers a work-group collective function; `None` for other builtins.
pub(crate) fn work_group(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Option<Val>> {
    let Some(kind) = Kind::of(s) else {
        return Ok(None);
    };
    let operand_ty = fw.expr_ty(args[0]);
    let Type::Scalar(scalar) = fw.mw.m.types.get(operand_ty) else {
        return fw.unsupported(span, format_args!("'{}' on a vector", s.name()));
    };
    if fw.narrow64(operand_ty) {
        let needs = match kind {
            Kind::Collective(Op::Min | Op::Max, form) => LowHalves::Order {
                exclusive: form == Form::Exclusive,
            },
            _ => LowHalves::Exact,
        };
        low_halves(fw, needs, s.name(), args[0], span)?;
    }
    let x = fw.lower_value(args[0])?;
    let (value, elem_scalar) = match kind {
        Kind::All | Kind::Any => {
            // The predicate as 0 or 1.
            let register = types::register_scalar(scalar, &fw.mw.features, span)?;
            let zero = fw.scalar_literal(register, 0);
            let nonzero = fw.binary(B::NotEqual, x, zero);
            let one = fw.literal(Literal::U32(1));
            let none = fw.literal(Literal::U32(0));
            let v = fw.expr(Expression::Select {
                condition: nonzero,
                accept: one,
                reject: none,
            });
            (v, naga::Scalar::U32)
        }
        _ => (x, types::register_scalar(scalar, &fw.mw.features, span)?),
    };
    let elem = fw.mw.naga_ty(naga::TypeInner::Scalar(elem_scalar));
    let array = scratch_array(fw.mw, elem);
    let g = Group::new(fw, array, elem_scalar);
    let result = match kind {
        Kind::All => g.reduce(fw, Op::Min, value),
        Kind::Any => g.reduce(fw, Op::Max, value),
        Kind::Broadcast => {
            let mut ids = Vec::new();
            for &a in &args[1..] {
                let v = fw.lower_value(a)?;
                let t = fw.expr_ty(a);
                ids.push(as_u32(fw, v, t, span));
            }
            g.broadcast(fw, value, &ids)
        }
        Kind::Collective(op, Form::Reduce) => g.reduce(fw, op, value),
        Kind::Collective(op, Form::Inclusive) => g.scan(fw, op, value, false),
        Kind::Collective(op, Form::Exclusive) => g.scan(fw, op, value, true),
    };
    let result = match kind {
        Kind::All | Kind::Any => {
            let want = fw.mw.ty(ty, span)?;
            match fw.mw.out.types[want].inner {
                naga::TypeInner::Scalar(sc) if sc.kind == ScalarKind::Sint => {
                    fw.expr(Expression::As {
                        expr: result,
                        kind: ScalarKind::Sint,
                        convert: None,
                    })
                }
                _ => result,
            }
        }
        _ => result,
    };
    Ok(Some(Val::Value(result)))
}

/// An integer id (`size_t` or narrower) as `u32`.
pub(crate) fn as_u32(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    ty: ir::TypeId,
    span: Span,
) -> Handle<Expression> {
    let (scalar, _) = fw.lanes(ty);
    match types::register_scalar(scalar, &fw.mw.features, span) {
        Ok(naga::Scalar::U32) => v,
        _ => fw.expr(Expression::As {
            expr: v,
            kind: ScalarKind::Uint,
            convert: Some(4),
        }),
    }
}

/// One collective call's context: the scratch array, the number of work-items and this one's
/// local linear id.
pub(crate) struct Group {
    array: Handle<naga::GlobalVariable>,
    scalar: naga::Scalar,
    items: Handle<Expression>,
    linear_id: Handle<Expression>,
}

impl Group {
    fn new(fw: &mut FnWriter, array: Handle<naga::GlobalVariable>, scalar: naga::Scalar) -> Group {
        let size: Vec<_> = (0..3).map(|d| crate::builtins::local_size(fw, d)).collect();
        let id: Vec<_> = (0..3)
            .map(|d| crate::builtins::id_component(fw, true, d))
            .collect();
        let items = fw.binary(B::Multiply, size[0], size[1]);
        let items = fw.binary(B::Multiply, items, size[2]);
        let linear_id = fw.binary(B::Multiply, size[1], id[2]);
        let linear_id = fw.binary(B::Add, linear_id, id[1]);
        let linear_id = fw.binary(B::Multiply, size[0], linear_id);
        let linear_id = fw.binary(B::Add, linear_id, id[0]);
        Group {
            array,
            scalar,
            items,
            linear_id,
        }
    }

    fn element(&self, fw: &mut FnWriter, index: Handle<Expression>) -> Handle<Expression> {
        let base = fw.expr(Expression::GlobalVariable(self.array));
        fw.expr(Expression::Access { base, index })
    }

    fn load(&self, fw: &mut FnWriter, index: Handle<Expression>) -> Handle<Expression> {
        let pointer = self.element(fw, index);
        fw.expr(Expression::Load { pointer })
    }

    fn store(&self, fw: &mut FnWriter, index: Handle<Expression>, value: Handle<Expression>) {
        let pointer = self.element(fw, index);
        fw.push(Statement::Store { pointer, value });
    }

    fn barrier(fw: &mut FnWriter) {
        fw.push(Statement::ControlBarrier(naga::Barrier::WORK_GROUP));
    }

    /// `if (condition) { ... }` with the statements `body` pushes.
    fn when(fw: &mut FnWriter, condition: Handle<Expression>, body: impl FnOnce(&mut FnWriter)) {
        fw.open_block();
        body(fw);
        let accept = fw.close_block();
        fw.push(Statement::If {
            condition,
            accept,
            reject: Block::new(),
        });
    }

    /// A loop whose body `body` pushes; it leaves the loop with [`Group::leave_if`].
    pub(crate) fn repeat(fw: &mut FnWriter, body: impl FnOnce(&mut FnWriter)) {
        fw.open_block();
        body(fw);
        let body = fw.close_block();
        fw.push(Statement::Loop {
            body,
            continuing: Block::new(),
            break_if: None,
        });
    }

    pub(crate) fn leave_if(fw: &mut FnWriter, condition: Handle<Expression>) {
        Group::when(fw, condition, |fw| fw.push(Statement::Break));
    }

    /// A `u32` local variable starting at `init`.
    pub(crate) fn counter(fw: &mut FnWriter, init: Handle<Expression>) -> Handle<Expression> {
        let u32_ty = fw.mw.u32_ty();
        let var = fw.local(u32_ty);
        let pointer = fw.expr(Expression::LocalVariable(var));
        fw.push(Statement::Store {
            pointer,
            value: init,
        });
        pointer
    }

    fn reduce(&self, fw: &mut FnWriter, op: Op, value: Handle<Expression>) -> Handle<Expression> {
        self.store(fw, self.linear_id, value);
        Group::barrier(fw);
        // The live prefix [0, count) halves each step: [half, count) folds into [0, count - half).
        let count = Group::counter(fw, self.items);
        Group::repeat(fw, |fw| {
            let c = fw.expr(Expression::Load { pointer: count });
            let one = fw.literal(Literal::U32(1));
            let done = fw.binary(B::LessEqual, c, one);
            Group::leave_if(fw, done);
            let c_plus_one = fw.binary(B::Add, c, one);
            let half = fw.binary(B::ShiftRight, c_plus_one, one);
            let partner = fw.binary(B::Add, self.linear_id, half);
            let live = fw.binary(B::Less, partner, c);
            Group::when(fw, live, |fw| {
                let a = self.load(fw, self.linear_id);
                let b = self.load(fw, partner);
                let r = combine(fw, op, self.scalar, a, b);
                self.store(fw, self.linear_id, r);
            });
            Group::barrier(fw);
            fw.push(Statement::Store {
                pointer: count,
                value: half,
            });
        });
        let zero = fw.literal(Literal::U32(0));
        let r = self.load(fw, zero);
        Group::barrier(fw);
        r
    }

    fn scan(
        &self,
        fw: &mut FnWriter,
        op: Op,
        value: Handle<Expression>,
        exclusive: bool,
    ) -> Handle<Expression> {
        self.store(fw, self.linear_id, value);
        Group::barrier(fw);
        let one = fw.literal(Literal::U32(1));
        let offset = Group::counter(fw, one);
        Group::repeat(fw, |fw| {
            let o = fw.expr(Expression::Load { pointer: offset });
            let done = fw.binary(B::GreaterEqual, o, self.items);
            Group::leave_if(fw, done);
            let own = self.load(fw, self.linear_id);
            let has_left = fw.binary(B::GreaterEqual, self.linear_id, o);
            let left_id = fw.binary(B::Subtract, self.linear_id, o);
            let zero = fw.literal(Literal::U32(0));
            let left_id = fw.expr(Expression::Select {
                condition: has_left,
                accept: left_id,
                reject: zero,
            });
            let left = self.load(fw, left_id);
            let combined = combine(fw, op, self.scalar, left, own);
            let next = fw.expr(Expression::Select {
                condition: has_left,
                accept: combined,
                reject: own,
            });
            Group::barrier(fw);
            self.store(fw, self.linear_id, next);
            Group::barrier(fw);
            let one = fw.literal(Literal::U32(1));
            let doubled = fw.binary(B::ShiftLeft, o, one);
            fw.push(Statement::Store {
                pointer: offset,
                value: doubled,
            });
        });
        let r = if exclusive {
            let zero = fw.literal(Literal::U32(0));
            let has_left = fw.binary(B::Greater, self.linear_id, zero);
            let left_id = fw.binary(B::Subtract, self.linear_id, one);
            let left_id = fw.expr(Expression::Select {
                condition: has_left,
                accept: left_id,
                reject: zero,
            });
            let left = self.load(fw, left_id);
            exclusive_from(fw, op, self.scalar, None, has_left, left)
        } else {
            self.load(fw, self.linear_id)
        };
        Group::barrier(fw);
        r
    }

    fn broadcast(
        &self,
        fw: &mut FnWriter,
        value: Handle<Expression>,
        ids: &[Handle<Expression>],
    ) -> Handle<Expression> {
        // The named work-item's local linear id: x + size0 * (y + size1 * z).
        let mut target = None;
        for d in (0..ids.len()).rev() {
            target = Some(match target {
                None => ids[d],
                Some(inner) => {
                    let size = crate::builtins::local_size(fw, d as u32);
                    let t = fw.binary(B::Multiply, size, inner);
                    fw.binary(B::Add, ids[d], t)
                }
            });
        }
        let zero = fw.literal(Literal::U32(0));
        let target = target.unwrap_or(zero);
        let chosen = fw.binary(B::Equal, self.linear_id, target);
        Group::when(fw, chosen, |fw| self.store(fw, zero, value));
        Group::barrier(fw);
        let r = self.load(fw, zero);
        Group::barrier(fw);
        r
    }
}

/// `a op b`; float min and max as `fmin`/`fmax` (a NaN operand gives the other).
pub(crate) fn combine(
    fw: &mut FnWriter,
    op: Op,
    scalar: naga::Scalar,
    a: Handle<Expression>,
    b: Handle<Expression>,
) -> Handle<Expression> {
    let fun = match op {
        Op::Add => return fw.binary(B::Add, a, b),
        Op::Mul => return fw.binary(B::Multiply, a, b),
        Op::And => return fw.binary(B::And, a, b),
        Op::Or => return fw.binary(B::InclusiveOr, a, b),
        Op::Xor => return fw.binary(B::ExclusiveOr, a, b),
        Op::Min => Mf::Min,
        Op::Max => Mf::Max,
    };
    let r = fw.expr(Expression::Math {
        fun,
        arg: a,
        arg1: Some(b),
        arg2: None,
        arg3: None,
    });
    if scalar.kind != ScalarKind::Float {
        return r;
    }
    let b_nan = is_nan(fw, scalar, b);
    let r = fw.expr(Expression::Select {
        condition: b_nan,
        accept: a,
        reject: r,
    });
    let a_nan = is_nan(fw, scalar, a);
    fw.expr(Expression::Select {
        condition: a_nan,
        accept: b,
        reject: r,
    })
}

/// Whether float `v` is a NaN: its bits past the infinity's, where the target has
/// integers of its width; else `!(v == v)`.
fn is_nan(fw: &mut FnWriter, scalar: naga::Scalar, v: Handle<Expression>) -> Handle<Expression> {
    let (magnitude, infinity) = match scalar.width {
        4 => (Literal::U32(0x7fff_ffff), Literal::U32(0x7f80_0000)),
        _ if fw.mw.features.int64 => (
            Literal::U64(0x7fff_ffff_ffff_ffff),
            Literal::U64(0x7ff0_0000_0000_0000),
        ),
        _ => {
            let same = fw.binary(B::Equal, v, v);
            return fw.expr(Expression::Unary {
                op: UnaryOperator::LogicalNot,
                expr: same,
            });
        }
    };
    let bits = fw.expr(Expression::As {
        expr: v,
        kind: ScalarKind::Uint,
        convert: None,
    });
    let magnitude = fw.literal(magnitude);
    let bits = fw.binary(B::And, bits, magnitude);
    let infinity = fw.literal(infinity);
    fw.binary(B::Greater, bits, infinity)
}

/// The identity of `op` on registers of `scalar` holding values of `held` (OpenCL's: +inf for
/// float min, the type's maximum for integers, an 8/16-bit type's own).
pub(crate) fn identity(
    fw: &mut FnWriter,
    op: Op,
    scalar: naga::Scalar,
    held: Option<ir::Scalar>,
) -> Handle<Expression> {
    use ScalarKind::*;
    let s = scalar;
    if let (Op::Min | Op::Max, Some(held @ (ir::Scalar::Char | ir::Scalar::Short))) = (op, held) {
        let half = 1i64 << (held.bits() - 1);
        return fw.scalar_literal(s, if op == Op::Min { half - 1 } else { -half });
    }
    if let (Op::Min, Some(held @ (ir::Scalar::Uchar | ir::Scalar::Ushort))) = (op, held) {
        return fw.scalar_literal(s, (1i64 << held.bits()) - 1);
    }
    let literal = match (op, s.kind, s.width) {
        (Op::Add | Op::Or | Op::Xor, _, _) => return fw.scalar_literal(s, 0),
        (Op::Mul, _, _) => return fw.scalar_literal(s, 1),
        (Op::And, _, _) => return fw.scalar_literal(s, -1),
        (Op::Min, Sint, 4) => Literal::I32(i32::MAX),
        (Op::Min, Sint, _) => Literal::I64(i64::MAX),
        (Op::Min, Uint, 4) => Literal::U32(u32::MAX),
        (Op::Min, Uint, _) => Literal::U64(u64::MAX),
        (Op::Max, Sint, 4) => Literal::I32(i32::MIN),
        (Op::Max, Sint, _) => Literal::I64(i64::MIN),
        (Op::Max, Uint, _) => return fw.scalar_literal(s, 0),
        (_, _, width) => {
            // An infinity, which naga's literals cannot be: a float's bits, widened for
            // `double` (whose bits may be wider than the target's integers).
            let infinity = if op == Op::Max {
                f32::NEG_INFINITY
            } else {
                f32::INFINITY
            };
            let b = fw.literal(Literal::U32(infinity.to_bits()));
            let f = fw.expr(Expression::As {
                expr: b,
                kind: Float,
                convert: None,
            });
            if width == 4 {
                return f;
            }
            return fw.expr(Expression::As {
                expr: f,
                kind: Float,
                convert: Some(width),
            });
        }
    };
    fw.literal(literal)
}

/// The sub-group inputs the entry points copy into private variables, so that every function
/// reads them: (argument name, built-in, private variable).
pub(crate) type SubGroupInput = (&'static str, naga::BuiltIn, Handle<naga::GlobalVariable>);

/// The sub-group inputs of every entry point of a module that calls a sub-group function
/// (none otherwise), their private variables made once.
pub(crate) fn sub_group_inputs(mw: &mut ModuleWriter) -> Vec<SubGroupInput> {
    const INPUTS: [(&str, naga::BuiltIn); 3] = [
        ("sub_group_size", naga::BuiltIn::SubgroupSize),
        ("sub_group_local_id", naga::BuiltIn::SubgroupInvocationId),
        ("sub_group_id", naga::BuiltIn::SubgroupId),
    ];
    let uses = *mw.groups.uses_sub_groups.get_or_insert_with(|| {
        mw.m.functions.iter().any(|f| {
            f.exprs.iter().any(|e| {
                matches!(
                    e.kind,
                    ir::ExprKind::Builtin {
                        builtin: ir::Builtin::SubGroup(_),
                        ..
                    }
                )
            })
        })
    });
    if !uses {
        return Vec::new();
    }
    let vars = match mw.groups.sub_group_vars {
        Some(vars) => vars,
        None => {
            let ty = mw.u32_ty();
            let vars = INPUTS.map(|(name, _)| {
                mw.out.global_variables.append(
                    naga::GlobalVariable {
                        name: Some(format!("oclvk_{name}")),
                        space: naga::AddressSpace::Private,
                        binding: None,
                        ty,
                        init: None,
                        memory_decorations: naga::MemoryDecorations::empty(),
                    },
                    naga::Span::UNDEFINED,
                )
            });
            mw.groups.sub_group_vars = Some(vars);
            vars
        }
    };
    INPUTS
        .iter()
        .zip(vars)
        .map(|(&(name, builtin), var)| (name, builtin, var))
        .collect()
}

/// Lowers a sub-group function: the core `cl_khr_subgroups` set (sizes and ids, the barrier,
/// `all`/`any`, `broadcast`, reductions and scans of `add`/`min`/`max`) through naga's
/// sub-group statements; the extensions' functions in `sub_group_ext`.
///
/// As on the default target, `get_sub_group_size` is the work-group's remaining size past this
/// sub-group's first work-item, at most the target's sub-group size (which is the same for
/// every sub-group), and `get_num_sub_groups` the work-group size divided by it, rounded up.
/// `sub_group_broadcast`'s id is dynamically uniform but not constant, which naga's broadcast
/// requires: it is a shuffle.
pub(crate) fn sub_group(
    fw: &mut FnWriter,
    sg: ir::SubGroupBuiltin,
    args: &[ExprId],
    ty: ir::TypeId,
    span: Span,
) -> R<Val> {
    use ir::SubGroupBuiltin as G;
    use oclvk_abi::reflect::SubGroupOperation as Class;
    let inputs = sub_group_inputs(fw.mw);
    let [size, local_id, id] = [0, 1, 2].map(|k| {
        inputs
            .get(k)
            .map(|&(_, _, var)| var)
            .expect("a module calling a sub-group function has the inputs")
    });
    let read = |fw: &mut FnWriter, var| {
        let pointer = fw.expr(Expression::GlobalVariable(var));
        fw.expr(Expression::Load { pointer })
    };
    let value = match sg {
        G::GetMaxSubGroupSize => read(fw, size),
        G::GetSubGroupLocalId => read(fw, local_id),
        G::GetSubGroupId => read(fw, id),
        G::GetSubGroupSize => {
            let items = group_items(fw);
            let size = read(fw, size);
            let id = read(fw, id);
            let first = fw.binary(B::Multiply, id, size);
            let rest = fw.binary(B::Subtract, items, first);
            fw.expr(Expression::Math {
                fun: Mf::Min,
                arg: size,
                arg1: Some(rest),
                arg2: None,
                arg3: None,
            })
        }
        G::GetNumSubGroups | G::GetEnqueuedNumSubGroups => {
            let items = group_items(fw);
            let size = read(fw, size);
            let one = fw.literal(Literal::U32(1));
            let t = fw.binary(B::Add, items, size);
            let t = fw.binary(B::Subtract, t, one);
            fw.binary(B::Divide, t, size)
        }
        G::Barrier => {
            // Direct3D has no sub-group barrier (naga's HLSL writer has none).
            if fw.mw.features.name == crate::Target::Hlsl.name() {
                return fw.unsupported(span, format_args!("'{sg}'"));
            }
            fw.mw.groups.sub_group_use.insert(Class::Basic);
            fw.push(Statement::ControlBarrier(naga::Barrier::SUB_GROUP));
            return Ok(Val::Void);
        }
        G::All | G::Any => {
            fw.mw.groups.sub_group_use.insert(Class::Vote);
            let x = fw.lower_value(args[0])?;
            let (scalar, _) = fw.lanes(fw.expr_ty(args[0]));
            let register = types::register_scalar(scalar, &fw.mw.features, span)?;
            let zero = fw.scalar_literal(register, 0);
            let argument = fw.binary(B::NotEqual, x, zero);
            let bool_ty = fw.mw.naga_ty(naga::TypeInner::Scalar(naga::Scalar::BOOL));
            let result = fw.expr(Expression::SubgroupOperationResult { ty: bool_ty });
            fw.push(Statement::SubgroupCollectiveOperation {
                op: if sg == G::All {
                    naga::SubgroupOperation::All
                } else {
                    naga::SubgroupOperation::Any
                },
                collective_op: naga::CollectiveOperation::Reduce,
                argument,
                result,
            });
            let one = fw.literal(Literal::I32(1));
            let zero = fw.literal(Literal::I32(0));
            return Ok(Val::Value(fw.expr(Expression::Select {
                condition: result,
                accept: one,
                reject: zero,
            })));
        }
        G::Broadcast { uniform: true } => {
            fw.mw.groups.sub_group_use.insert(Class::Shuffle);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let index = fw.lower_value(args[1])?;
            let index = as_u32(fw, index, fw.expr_ty(args[1]), span);
            let result = fw.expr(Expression::SubgroupOperationResult { ty: result_ty });
            fw.push(Statement::SubgroupGather {
                mode: naga::GatherMode::Shuffle(index),
                argument: x,
                result,
            });
            result
        }
        G::Collective {
            scan: scan @ (ir::GroupScan::Inclusive | ir::GroupScan::Exclusive),
            op: op @ (ir::GroupOp::Min | ir::GroupOp::Max),
            uniform: true,
        } => {
            // naga scans only sums and products: shuffles up.
            fw.mw.groups.sub_group_use.insert(Class::ShuffleRelative);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let (held, _) = fw.lanes(ty);
            let scalar = types::register_scalar(held, &fw.mw.features, span)?;
            let op = if op == ir::GroupOp::Min {
                Op::Min
            } else {
                Op::Max
            };
            let lanes = SubGroupLanes {
                size,
                local_id,
                ty: result_ty,
                scalar,
                held,
            };
            lanes.scan(fw, op, x, scan == ir::GroupScan::Exclusive)
        }
        G::Collective {
            scan,
            op: op @ (ir::GroupOp::Add | ir::GroupOp::Min | ir::GroupOp::Max),
            uniform: true,
        } => {
            fw.mw.groups.sub_group_use.insert(Class::Arithmetic);
            let (x, result_ty) = sub_group_operand(fw, sg, args[0], ty, span)?;
            let result = fw.expr(Expression::SubgroupOperationResult { ty: result_ty });
            fw.push(Statement::SubgroupCollectiveOperation {
                op: match op {
                    ir::GroupOp::Add => naga::SubgroupOperation::Add,
                    ir::GroupOp::Min => naga::SubgroupOperation::Min,
                    _ => naga::SubgroupOperation::Max,
                },
                collective_op: match scan {
                    ir::GroupScan::Reduce => naga::CollectiveOperation::Reduce,
                    ir::GroupScan::Inclusive => naga::CollectiveOperation::InclusiveScan,
                    ir::GroupScan::Exclusive => naga::CollectiveOperation::ExclusiveScan,
                },
                argument: x,
                result,
            });
            let (scalar, size) = fw.lanes(ty);
            fw.normalize(result, scalar, size)
        }
        _ => {
            let lanes = crate::sub_group_ext::Lanes { size, local_id };
            crate::sub_group_ext::lower(fw, &lanes, sg, args, ty, span)?
        }
    };
    fw.mw.groups.sub_group_use.insert(Class::Basic);
    Ok(Val::Value(value))
}

/// What a sub-group scan built from shuffles needs: the inputs' private variables and the
/// value's type.
struct SubGroupLanes {
    size: Handle<naga::GlobalVariable>,
    local_id: Handle<naga::GlobalVariable>,
    ty: Handle<naga::Type>,
    scalar: naga::Scalar,
    /// The OpenCL scalar the registers hold (an 8/16-bit one has its own identities).
    held: ir::Scalar,
}

impl SubGroupLanes {
    fn read(&self, fw: &mut FnWriter, var: Handle<naga::GlobalVariable>) -> Handle<Expression> {
        let pointer = fw.expr(Expression::GlobalVariable(var));
        fw.expr(Expression::Load { pointer })
    }

    /// `value` of the lane `delta` below this one (undefined for the lowest `delta` lanes).
    fn shuffle_up(
        &self,
        fw: &mut FnWriter,
        value: Handle<Expression>,
        delta: Handle<Expression>,
    ) -> Handle<Expression> {
        let result = fw.expr(Expression::SubgroupOperationResult { ty: self.ty });
        fw.push(Statement::SubgroupGather {
            mode: naga::GatherMode::ShuffleUp(delta),
            argument: value,
            result,
        });
        result
    }

    /// A min or max scan in sub-group local id order: Hillis-Steele over shuffles, log2 of the
    /// sub-group size steps; the exclusive one takes the lane below's inclusive result.
    fn scan(
        &self,
        fw: &mut FnWriter,
        op: Op,
        value: Handle<Expression>,
        exclusive: bool,
    ) -> Handle<Expression> {
        let var = fw.local(self.ty);
        let acc = fw.expr(Expression::LocalVariable(var));
        fw.push(Statement::Store {
            pointer: acc,
            value,
        });
        let one = fw.literal(Literal::U32(1));
        let offset = Group::counter(fw, one);
        Group::repeat(fw, |fw| {
            let o = fw.expr(Expression::Load { pointer: offset });
            let size = self.read(fw, self.size);
            let done = fw.binary(B::GreaterEqual, o, size);
            Group::leave_if(fw, done);
            let own = fw.expr(Expression::Load { pointer: acc });
            let below = self.shuffle_up(fw, own, o);
            let lane = self.read(fw, self.local_id);
            let has_below = fw.binary(B::GreaterEqual, lane, o);
            let combined = combine(fw, op, self.scalar, below, own);
            let next = fw.expr(Expression::Select {
                condition: has_below,
                accept: combined,
                reject: own,
            });
            fw.push(Statement::Store {
                pointer: acc,
                value: next,
            });
            let one = fw.literal(Literal::U32(1));
            let doubled = fw.binary(B::ShiftLeft, o, one);
            fw.push(Statement::Store {
                pointer: offset,
                value: doubled,
            });
        });
        let inclusive = fw.expr(Expression::Load { pointer: acc });
        if !exclusive {
            return inclusive;
        }
        let below = self.shuffle_up(fw, inclusive, one);
        let lane = self.read(fw, self.local_id);
        let zero = fw.literal(Literal::U32(0));
        let has_below = fw.binary(B::Greater, lane, zero);
        exclusive_from(fw, op, self.scalar, Some(self.held), has_below, below)
    }
}

/// An exclusive scan's value from `before`, the inclusive scan's value at the work-item before
/// (`has_before` false at the first: the identity); for fmin/fmax a prefix of NaNs gives the
/// identity too, as the scan starts from it.
fn exclusive_from(
    fw: &mut FnWriter,
    op: Op,
    scalar: naga::Scalar,
    held: Option<ir::Scalar>,
    has_before: Handle<Expression>,
    before: Handle<Expression>,
) -> Handle<Expression> {
    let identity = identity(fw, op, scalar, held);
    let before = if matches!(op, Op::Min | Op::Max) && scalar.kind == ScalarKind::Float {
        combine(fw, op, scalar, identity, before)
    } else {
        before
    };
    fw.expr(Expression::Select {
        condition: has_before,
        accept: before,
        reject: identity,
    })
}

/// A sub-group collective's operand and its naga type; 64-bit operands need the device's
/// extended types, and where the target holds 64-bit integers in 32 bits what [`low_halves`]
/// allows.
pub(crate) fn sub_group_operand(
    fw: &mut FnWriter,
    sg: ir::SubGroupBuiltin,
    arg: ExprId,
    ty: ir::TypeId,
    span: Span,
) -> R<(Handle<Expression>, Handle<naga::Type>)> {
    let operand_ty = fw.expr_ty(arg);
    if fw.narrow64(operand_ty) {
        use ir::{GroupOp, SubGroupBuiltin as G};
        let needs = match sg {
            G::Collective {
                op: GroupOp::Min | GroupOp::Max,
                scan,
                ..
            } => LowHalves::Order {
                exclusive: scan == ir::GroupScan::Exclusive,
            },
            G::ClusteredReduce(GroupOp::Min | GroupOp::Max) => {
                LowHalves::Order { exclusive: false }
            }
            G::NonUniformAllEqual => LowHalves::Equality,
            _ => LowHalves::Exact,
        };
        low_halves(fw, needs, sg, arg, span)?;
    }
    let (scalar, _) = fw.lanes(operand_ty);
    // A 64-bit integer held in 32 bits is a 32-bit one to the device.
    if !matches!(
        scalar,
        ir::Scalar::Int | ir::Scalar::Uint | ir::Scalar::Float
    ) && !fw.narrow64(operand_ty)
    {
        fw.mw.groups.sub_group_extended = true;
    }
    let x = fw.lower_value(arg)?;
    let result_ty = fw.mw.ty(ty, span)?;
    Ok((x, result_ty))
}

/// What a group function on 64-bit integers held in 32 bits (`wide`) needs of its operand's
/// high half for its result's low half to be exact.
#[derive(Clone, Copy)]
enum LowHalves {
    /// Nothing: moves, and sums, products and bitwise operations, whose low half depends on the
    /// operands' low halves only and whose identities are their own low halves.
    Exact,
    /// Known (zero- or sign-extended, the same for every work-item: one expression's), so that
    /// equal low halves are equal values.
    Equality,
    /// Known as the register's kind reads it (a `ulong` zero-extended, as `u32`; a `long`
    /// sign-extended, as `i32`), so that the low halves are ordered as the values; and no
    /// exclusive scan, whose first work-item gets the 64-bit identity (`LONG_MAX`'s low half is
    /// not `INT_MAX`).
    Order { exclusive: bool },
}

/// Refuses group function `name` on 64-bit operand `arg` held in 32 bits unless `needs` holds.
fn low_halves(
    fw: &FnWriter,
    needs: LowHalves,
    name: impl std::fmt::Display,
    arg: ExprId,
    span: Span,
) -> R<()> {
    let fit = fw.fit(arg);
    let signed = fw.mw.m.types.scalar_of(fw.expr_ty(arg)) == Some(ir::Scalar::Long);
    let known = match needs {
        LowHalves::Exact => true,
        LowHalves::Equality => fit.zero || fit.sign,
        LowHalves::Order { exclusive: true } => {
            let ty = fw.mw.m.types.display(fw.expr_ty(arg));
            return fw.unsupported(span, format_args!("'{name}' on '{ty}'"));
        }
        LowHalves::Order { exclusive: false } => {
            if signed {
                fit.sign
            } else {
                fit.zero
            }
        }
    };
    if known {
        Ok(())
    } else {
        fw.wide_refusal(span, format_args!("'{name}'"))
    }
}

/// The number of work-items of the work-group (`u32`).
fn group_items(fw: &mut FnWriter) -> Handle<Expression> {
    let size: Vec<_> = (0..3).map(|d| crate::builtins::local_size(fw, d)).collect();
    let items = fw.binary(B::Multiply, size[0], size[1]);
    fw.binary(B::Multiply, items, size[2])
}
