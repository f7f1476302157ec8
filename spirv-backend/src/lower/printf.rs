//! `printf`. On the Vulkan targets the `printf-records` stage (`passes/printf.rs`) has made each
//! call IR that writes its record into the printf buffer (layout and protocol:
//! `crate::reflect::printf_buffer`; the calls' formats and argument storage are the stage's
//! `PrintfCall`s), which reaches the writer only as `__oclvk_printf_buffer`: the buffer's
//! implicit device address as a `global uint *`. The OpenCL target calls OpenCL.std `printf`
//! with the format as a `constant` (UniformConstant) char array, after the stage's checks of
//! the format against the arguments.

use super::{err, FunctionWriter, Val, R};
use crate::lower::Layout;
use crate::passes::printf as printf_records;
use crate::reflect::ImplicitKind;
use oclvk_frontend::ir::{ExprId, TypeId};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;

/// `OpenCL.std` printf.
const OPENCL_STD_PRINTF: u32 = 184;

impl FunctionWriter<'_, '_> {
    /// OpenCL.std `printf` (the OpenCL target; the Vulkan targets' calls are records by now).
    pub fn printf(&mut self, args: &[ExprId], ty: TypeId, span: Span) -> R<Val> {
        let Some((&format_expr, rest)) = args.split_first() else {
            return err(span, "internal: printf without a format");
        };
        if !self.w.policy.opencl_std() {
            return err(
                span,
                "internal error: a printf call reached the writer (the printf-records stage writes it)",
            );
        }
        let func = self.w.m.function(self.f.fid);
        let target = printf_records::Target {
            name: self.w.policy.target_name(),
            any_string: true,
            wide: true,
            pointer_values: true,
        };
        printf_records::check_call(self.w.m, func, format_expr, rest, span, target)?;
        let mut ops = vec![self.value(format_expr)?];
        for &a in rest {
            ops.push(self.value(a)?);
        }
        let t = self.w.ty(ty, Layout::Plain, span)?;
        let set = self.w.ext_set();
        let ops = ops.into_iter().map(Operand::IdRef);
        Ok(Val::Id(self.w.b.ext_inst(
            t,
            None,
            set,
            OPENCL_STD_PRINTF,
            ops,
        )?))
    }

    /// `__oclvk_printf_buffer`: the printf buffer's implicit device address as the `global uint
    /// *` the stage's records are written through.
    pub fn printf_buffer(&mut self, ty: TypeId, span: Span) -> R<Val> {
        let Some(&(_, address)) = self
            .f
            .implicit
            .iter()
            .find(|(k, _)| *k == ImplicitKind::PrintfBuffer)
        else {
            return err(span, "internal: the printf buffer address is not available");
        };
        let t = self.w.ty(ty, Layout::Plain, span)?;
        Ok(Val::Id(self.w.b.convert_u_to_ptr(t, None, address)?))
    }
}
