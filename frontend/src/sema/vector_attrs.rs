//! Vector types made with clang's attributes: `typedef int v4i __attribute__((ext_vector_type(4)))`
//! and GCC's `__attribute__((vector_size(16)))`. Both give the built-in vector of that scalar
//! and length (`v4i` is `int4`, as in clang, whose OpenCL headers declare `int4` this way), so
//! everything a built-in vector does they do. clang keeps a `vector_size` vector a distinct GCC
//! vector type (no swizzles, no scalar casts); oclvk accepts those on it as on any vector.
//!
//! An attribute among the declaration specifiers applies to the specifiers' type (`typedef int
//! __attribute__((ext_vector_type(4))) *p` points to a vector); one after a declarator to the
//! type the declarator gives (`typedef int *p __attribute__((ext_vector_type(4)))` is a vector
//! of pointers, refused). `ext_vector_type` declares typedefs (and type names) only.

use super::attrs::plain_name;
use super::Sema;
use crate::ast;
use crate::ir::{Scalar, Type, TypeId};

/// The vector lengths OpenCL C has (and the IR and backends support).
const OPENCL_LENGTHS: [i64; 5] = [2, 3, 4, 8, 16];

impl Sema<'_> {
    /// `ty` with the vector attributes among `attrs` applied, in order. `typedef_or_type_name`:
    /// whether `ext_vector_type` may appear (it is refused on objects, as in clang). Out of
    /// line: declarations seldom have attributes, and their resolution is hot.
    #[inline(never)]
    pub(crate) fn apply_vector_attrs(
        &mut self,
        mut ty: TypeId,
        attrs: &[ast::Attribute],
        typedef_or_type_name: bool,
    ) -> TypeId {
        for attr in attrs {
            let name = plain_name(self, attr);
            let by_bytes = match name {
                "vector_size" => true,
                "ext_vector_type" => {
                    if !typedef_or_type_name {
                        // The vector is made all the same, so that uses of the object do
                        // not add errors of their own.
                        self.error(
                            attr.name.span,
                            "'ext_vector_type' attribute only applies to typedefs",
                        );
                    }
                    false
                }
                _ => continue,
            };
            if let Some(vector) = self.vector_type(ty, attr, name, by_bytes) {
                ty = vector;
            }
        }
        ty
    }

    /// The vector of `elem` that `attr` (named `name`) asks for: its argument counts lanes, or
    /// bytes when `by_bytes`. `None` after reporting why there is none.
    fn vector_type(
        &mut self,
        elem: TypeId,
        attr: &ast::Attribute,
        name: &str,
        by_bytes: bool,
    ) -> Option<TypeId> {
        let span = attr.name.span;
        let [arg] = attr.args[..] else {
            self.error(span, format!("'{name}' attribute takes one argument"));
            return None;
        };
        let count = match arg {
            ast::AttrArg::Expr(e) => self.attr_const_int(e, name, span)?,
            ast::AttrArg::Type(_) => {
                self.error(
                    span,
                    format!("{name} attribute requires an integer constant"),
                );
                return None;
            }
        };
        let scalar = match self.ty(elem) {
            Type::Scalar(s) if s != Scalar::Bool => s,
            _ => {
                let elem_name = self.type_name(elem);
                self.error(span, format!("invalid vector element type '{elem_name}'"));
                return None;
            }
        };
        if count == 0 {
            self.error(span, "zero vector size");
            return None;
        }
        let lanes = if by_bytes {
            let size = i64::from(scalar.size());
            if count % size != 0 {
                self.error(
                    span,
                    "vector size not an integral multiple of component size",
                );
                return None;
            }
            count / size
        } else {
            count
        };
        if !OPENCL_LENGTHS.contains(&lanes) {
            let components = if lanes == 1 {
                "component"
            } else {
                "components"
            };
            self.error(
                span,
                format!(
                    "a vector of {lanes} {components} is not supported by oclvk \
                     (OpenCL C vectors have 2, 3, 4, 8 or 16)"
                ),
            );
            return None;
        }
        Some(self.state.module.types.vector(scalar, lanes as u8))
    }
}
