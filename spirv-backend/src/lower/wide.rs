//! Vectors of 8 and 16 lanes on the Vulkan target ("wide vectors").
//!
//! Vulkan SPIR-V allows only 2-4 component vectors (more needs the Kernel-only `Vector16`
//! capability), so an OpenCL C `float8`/`int16`/... is an `OpTypeArray` of its scalar:
//! - as a value and in Function/Workgroup/Private storage, an undecorated array (its own type
//!   id, never shared with a user's `float[8]`);
//! - in buffer and push-constant memory, an array with `ArrayStride` = the scalar's size, so
//!   the bytes are OpenCL's (a `float8` is 32 contiguous bytes; its 32-byte alignment comes from
//!   the enclosing Offset/ArrayStride, which follow the IR's layout). The two forms convert with
//!   `OpCopyLogical`, like other aggregates.
//!
//! Operations stay vector-shaped in the rest of the lowering: [`ModuleWriter::op`] and
//! [`ModuleWriter::ext_inst`] hand any instruction whose result (or a struct member of the result,
//! as for `OpUMulExtended`/`FrexpStruct`) is a wide vector to [`ModuleWriter::wide_op`], which
//! applies it lane by lane: wide operands are split with `OpCompositeExtract`, other operands
//! (a scalar `?:` condition) are used as they are, and the lanes are reassembled with
//! `OpCompositeConstruct`. Instructions that consume a wide vector but give something else are
//! handled here too: `OpVectorExtractDynamic` (a chain of selects), `OpAny`/`OpAll` (a fold),
//! and `OpBitcast` between shapes of different lane counts (`as_double4(float8)`,
//! `as_long(char8)`), which repacks the bits with shifts.

use super::{LErr, ModuleWriter, R};
use oclvk_frontend::diag::Diagnostic;
use rspirv::dr::Operand;
use spirv::{Decoration, Op, Word};
use std::collections::HashMap;

/// Wide vector types made so far.
#[derive(Default)]
pub(crate) struct WideTypes {
    /// Array type → (element type, lane count), for both the plain and the explicit forms.
    lanes: HashMap<Word, (Word, u32)>,
    plain: HashMap<(Word, u32), Word>,
    explicit: HashMap<(Word, u32, u32), Word>,
    /// Struct types whose members are all wide vectors of one lane count (`None`: not such a
    /// struct), as results of `OpUMulExtended`/`FrexpStruct` on wide operands.
    structs: HashMap<Word, Option<(Vec<Word>, u32)>>,
}

/// What a SPIR-V numeric type is made of: lane type, lane count, lane width, float or not.
#[derive(Clone, Copy)]
pub(crate) struct Shape {
    elem: Word,
    lanes: u32,
    pub bits: u32,
    pub float: bool,
    /// Whether the type is a composite (vector or wide array) rather than a scalar.
    composite: bool,
}

fn internal(msg: &str) -> LErr {
    LErr(Diagnostic::global_error(format!("internal: {msg}")))
}

impl ModuleWriter<'_> {
    /// The array type standing for an `n`-lane vector of `elem` (n > 4) on Vulkan; `stride`
    /// gives the explicitly laid-out form for buffer memory.
    pub fn wide_vec(&mut self, elem: Word, n: u32, stride: Option<u32>) -> Word {
        let known = match stride {
            None => self.wide.plain.get(&(elem, n)),
            Some(s) => self.wide.explicit.get(&(elem, n, s)),
        };
        if let Some(&t) = known {
            return t;
        }
        let len = self.const_u32(n);
        let id = self.b.id();
        let t = self.b.type_array_id(Some(id), elem, len);
        match stride {
            None => {
                self.wide.plain.insert((elem, n), t);
            }
            Some(s) => {
                self.b
                    .decorate(t, Decoration::ArrayStride, [Operand::LiteralBit32(s)]);
                self.wide.explicit.insert((elem, n, s), t);
            }
        }
        self.wide.lanes.insert(t, (elem, n));
        t
    }

    /// `(element type, lanes)` if `t` is a wide vector type.
    pub fn wide_lanes(&self, t: Word) -> Option<(Word, u32)> {
        self.wide.lanes.get(&t).copied()
    }

    fn wide_of_value(&mut self, v: Word) -> Option<(Word, u32)> {
        let t = self.type_of(v)?;
        self.wide_lanes(t)
    }

    /// Members of `t` if it is a struct of wide vectors of one lane count.
    fn wide_struct(&mut self, t: Word) -> Option<(Vec<Word>, u32)> {
        if let Some(s) = self.wide.structs.get(&t) {
            return s.clone();
        }
        let members: Option<Vec<Word>> = self
            .b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(t) && i.class.opcode == Op::TypeStruct)
            .map(|i| {
                i.operands
                    .iter()
                    .filter_map(|o| match o {
                        Operand::IdRef(m) => Some(*m),
                        _ => None,
                    })
                    .collect()
            });
        let found = members.and_then(|ms| {
            let lanes: Vec<Option<(Word, u32)>> = ms.iter().map(|&m| self.wide_lanes(m)).collect();
            let n = lanes.first().copied().flatten()?.1;
            if lanes.iter().all(|l| l.is_some_and(|(_, k)| k == n)) {
                Some((ms, n))
            } else {
                None
            }
        });
        self.wide.structs.insert(t, found.clone());
        found
    }

    /// Applies `opcode` lane by lane when it makes or reads wide vectors; `None` when it does
    /// neither (the caller emits it as it is).
    pub fn wide_op(&mut self, opcode: Op, ty: Word, operands: &[Word]) -> R<Option<Word>> {
        if self.wide.lanes.is_empty() || opcode == Op::CopyLogical {
            return Ok(None);
        }
        self.wide_apply(ty, operands, opcode == Op::Bitcast, |l, t, ops| {
            l.op(opcode, t, ops)
        })
        .and_then(|r| match r {
            Some(r) => Ok(Some(r)),
            None => self.wide_consumer(opcode, ty, operands),
        })
    }

    /// [`ModuleWriter::wide_op`] for extended instructions (`sin(float8)`, `frexp(double16, ...)`).
    pub fn wide_ext_inst(&mut self, ty: Word, inst: u32, args: &[Word]) -> R<Option<Word>> {
        if self.wide.lanes.is_empty() {
            return Ok(None);
        }
        self.wide_apply(ty, args, false, |l, t, ops| l.ext_inst(t, inst, ops))
    }

    /// Lane-wise application when the result is a wide vector or a struct of them.
    fn wide_apply(
        &mut self,
        ty: Word,
        operands: &[Word],
        bitcast: bool,
        mut emit: impl FnMut(&mut Self, Word, &[Word]) -> R<Word>,
    ) -> R<Option<Word>> {
        if let Some((elem, n)) = self.wide_lanes(ty) {
            if bitcast {
                let same = operands
                    .first()
                    .and_then(|&o| self.wide_of_value(o))
                    .is_some_and(|(_, k)| k == n);
                if !same {
                    return self.repack_bits(operands.first().copied(), ty).map(Some);
                }
            }
            let mut parts = Vec::with_capacity(n as usize);
            for i in 0..n {
                let ops = self.lane_operands(operands, i)?;
                parts.push(emit(self, elem, &ops)?);
            }
            let r = self.b.composite_construct(ty, None, parts)?;
            self.id_types.insert(r, ty);
            return Ok(Some(r));
        }
        if let Some((members, n)) = self.wide_struct(ty) {
            let elems: Vec<Word> = members
                .iter()
                .map(|&m| self.wide_lanes(m).map_or(m, |(e, _)| e))
                .collect();
            let lane_struct = self.b.type_struct(elems.clone());
            let mut per_member: Vec<Vec<Word>> = vec![Vec::new(); members.len()];
            for i in 0..n {
                let ops = self.lane_operands(operands, i)?;
                let r = emit(self, lane_struct, &ops)?;
                for (k, &e) in elems.iter().enumerate() {
                    per_member[k].push(self.b.composite_extract(e, None, r, [k as u32])?);
                }
            }
            let mut built = Vec::new();
            for (k, parts) in per_member.into_iter().enumerate() {
                built.push(self.b.composite_construct(members[k], None, parts)?);
            }
            return Ok(Some(self.b.composite_construct(ty, None, built)?));
        }
        Ok(None)
    }

    /// Lane `i` of each wide operand; other operands as they are.
    fn lane_operands(&mut self, operands: &[Word], i: u32) -> R<Vec<Word>> {
        let mut ops = Vec::with_capacity(operands.len());
        for &o in operands {
            match self.wide_of_value(o) {
                Some((e, _)) => {
                    let x = self.b.composite_extract(e, None, o, [i])?;
                    self.id_types.insert(x, e);
                    ops.push(x);
                }
                None => ops.push(o),
            }
        }
        Ok(ops)
    }

    /// Instructions that read a wide vector and give a non-wide result.
    fn wide_consumer(&mut self, opcode: Op, ty: Word, operands: &[Word]) -> R<Option<Word>> {
        let Some(&first) = operands.first() else {
            return Ok(None);
        };
        let Some((elem, n)) = self.wide_of_value(first) else {
            return Ok(None);
        };
        let lanes = |l: &mut Self| -> R<Vec<Word>> {
            (0..n)
                .map(|i| Ok(l.b.composite_extract(elem, None, first, [i])?))
                .collect()
        };
        match opcode {
            Op::VectorExtractDynamic => {
                let index = *operands.get(1).ok_or_else(|| internal("lane index"))?;
                let it = self
                    .type_of(index)
                    .ok_or_else(|| internal("lane index type"))?;
                let bits = self.shape(it).map_or(32, |s| s.bits);
                let parts = lanes(self)?;
                let bt = self.bool_ty();
                let mut r = parts[0];
                for (i, &p) in parts.iter().enumerate().skip(1) {
                    let c = self.const_bits(it, bits, i as u64);
                    let hit = self.op(Op::IEqual, bt, &[index, c])?;
                    r = self.op(Op::Select, ty, &[hit, p, r])?;
                }
                Ok(Some(r))
            }
            Op::Any | Op::All => {
                let parts = lanes(self)?;
                let fold = if opcode == Op::Any {
                    Op::LogicalOr
                } else {
                    Op::LogicalAnd
                };
                let mut r = parts[0];
                for &p in &parts[1..] {
                    r = self.op(fold, ty, &[r, p])?;
                }
                Ok(Some(r))
            }
            Op::Bitcast => self.repack_bits(Some(first), ty).map(Some),
            _ => Err(internal(&format!(
                "{opcode:?} on an 8- or 16-lane vector has no lane-wise form"
            ))),
        }
    }

    /// Scalar/vector/wide shape of a numeric SPIR-V type.
    pub(crate) fn shape(&mut self, t: Word) -> Option<Shape> {
        if let Some((elem, lanes)) = self.wide_lanes(t) {
            let s = self.shape(elem)?;
            return Some(Shape {
                elem,
                lanes,
                composite: true,
                ..s
            });
        }
        let inst = self
            .b
            .module_ref()
            .types_global_values
            .iter()
            .find(|i| i.result_id == Some(t))?
            .clone();
        match (inst.class.opcode, inst.operands.as_slice()) {
            (Op::TypeInt, [Operand::LiteralBit32(bits), ..]) => Some(Shape {
                elem: t,
                lanes: 1,
                bits: *bits,
                float: false,
                composite: false,
            }),
            (Op::TypeFloat, [Operand::LiteralBit32(bits), ..]) => Some(Shape {
                elem: t,
                lanes: 1,
                bits: *bits,
                float: true,
                composite: false,
            }),
            (Op::TypeVector, [Operand::IdRef(e), Operand::LiteralBit32(n)]) => {
                let s = self.shape(*e)?;
                Some(Shape {
                    elem: *e,
                    lanes: *n,
                    composite: true,
                    ..s
                })
            }
            _ => None,
        }
    }

    /// Reinterprets the bits of `src` as `ty` when the lane counts differ: every source lane is
    /// cut into units of the narrower lane width (little-endian order, as OpenCL's `as_T`
    /// sees memory) and the result lanes are assembled from them with shifts and ors.
    fn repack_bits(&mut self, src: Option<Word>, ty: Word) -> R<Word> {
        let src = src.ok_or_else(|| internal("bitcast operand"))?;
        let st = self
            .type_of(src)
            .ok_or_else(|| internal("bitcast operand type"))?;
        let (Some(from), Some(to)) = (self.shape(st), self.shape(ty)) else {
            return Err(internal("bitcast between non-numeric types"));
        };
        let unit = from.bits.min(to.bits);
        let unit_t = self.int_ty(unit);
        let mut units = Vec::new();
        for i in 0..from.lanes {
            let lane = if from.composite {
                self.b.composite_extract(from.elem, None, src, [i])?
            } else {
                src
            };
            let it = self.int_ty(from.bits);
            let lane = if from.float {
                self.op(Op::Bitcast, it, &[lane])?
            } else {
                lane
            };
            for j in 0..from.bits / unit {
                let shifted = if j == 0 {
                    lane
                } else {
                    let c = self.const_bits(it, from.bits, (j * unit) as u64);
                    self.op(Op::ShiftRightLogical, it, &[lane, c])?
                };
                units.push(if unit < from.bits {
                    self.op(Op::UConvert, unit_t, &[shifted])?
                } else {
                    shifted
                });
            }
        }
        let dt = self.int_ty(to.bits);
        let mut lanes = Vec::new();
        let per = to.bits / unit;
        for k in 0..to.lanes {
            let mut acc = None;
            for j in 0..per {
                let u = match units.get((k * per + j) as usize) {
                    Some(&u) => u,
                    None => self.const_bits(unit_t, unit, 0),
                };
                let wide = if unit < to.bits {
                    self.op(Op::UConvert, dt, &[u])?
                } else {
                    u
                };
                let placed = if j == 0 {
                    wide
                } else {
                    let c = self.const_bits(dt, to.bits, (j * unit) as u64);
                    self.op(Op::ShiftLeftLogical, dt, &[wide, c])?
                };
                acc = Some(match acc {
                    None => placed,
                    Some(a) => self.op(Op::BitwiseOr, dt, &[a, placed])?,
                });
            }
            let v = acc.ok_or_else(|| internal("empty bitcast"))?;
            lanes.push(if to.float {
                self.op(Op::Bitcast, to.elem, &[v])?
            } else {
                v
            });
        }
        if to.composite {
            Ok(self.b.composite_construct(ty, None, lanes)?)
        } else {
            lanes.pop().ok_or_else(|| internal("empty bitcast"))
        }
    }
}
