//! The math library's question whether the device's `fma` is fused (`__oclvk_fma_is_fused()`,
//! whose body answers no). GLSL.std.450 `Fma` need not be fused ("inherited from OpFMul
//! followed by OpFAdd"), so the library's exact products use Dekker's method unless told
//! otherwise; a fused `fma` gives a product's rounding error in one instruction. On the Vulkan
//! targets every call of the question is one boolean specialization constant instead
//! ([`reflect::FUSED_FMA_SPEC_ID`], false by default: correct on any device), which the runner
//! sets from its probe of the device; the driver then folds the branch not taken. The function
//! itself is never emitted there; other targets (naga's) take its body.

use super::ModuleWriter;
use crate::reflect;
use oclvk_frontend::ir::{FunctionId, Scalar, Type};
use rspirv::dr::Operand;
use spirv::{Decoration, Word};

/// The library function that asks.
pub(crate) const FUSED_FMA_QUERY: &str = "__oclvk_fma_is_fused";

impl ModuleWriter<'_> {
    /// Whether a call of `fid` is the library's fused-fma question, read as the specialization
    /// constant (Vulkan targets).
    pub fn is_fused_fma_query(&self, fid: FunctionId) -> bool {
        let f = self.m.function(fid);
        self.policy.math_library()
            && f.name == FUSED_FMA_QUERY
            && f.params.is_empty()
            && self.m.types.get(f.ret) == Type::Scalar(Scalar::Bool)
    }

    /// The boolean specialization constant answering the question, declared on first use.
    pub fn fused_fma_constant(&mut self) -> Word {
        let id = reflect::FUSED_FMA_SPEC_ID;
        if let Some(&c) = self.spec_consts.get(&id) {
            return c;
        }
        let bool_ty = self.bool_ty();
        let c = self.b.spec_constant_false(bool_ty);
        self.b
            .decorate(c, Decoration::SpecId, [Operand::LiteralBit32(id)]);
        self.b.name(c, "fma_is_fused");
        self.spec_consts.insert(id, c);
        c
    }

    /// The reflection's `fused_fma_spec_id`: the constant's id where a function reads it.
    pub fn fused_fma_spec_id(&self) -> Option<u32> {
        let id = reflect::FUSED_FMA_SPEC_ID;
        self.spec_consts.contains_key(&id).then_some(id)
    }
}
