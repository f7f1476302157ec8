//! GNU attributes: which ones oclvk knows. Kernel attributes are checked with the kernel
//! (`decl`), layout attributes with the record (`records`); every other place only needs to warn
//! about names it does not know, as clang does ("unknown attribute 'x' ignored").

use super::Sema;
use crate::ast;

/// Attributes oclvk understands or knows to be harmless, by their plain name (`__aligned__` is
/// `aligned`).
const KNOWN: &[&str] = &[
    // OpenCL C.
    "reqd_work_group_size",
    "work_group_size_hint",
    "vec_type_hint",
    "opencl_unroll_hint",
    "nosvm",
    "endian",
    "intel_reqd_sub_group_size",
    // Layout.
    "aligned",
    "packed",
    "ext_vector_type",
    "vector_size",
    "mode",
    "may_alias",
    "transparent_union",
    // Functions and declarations.
    "always_inline",
    "noinline",
    "inline",
    "const",
    "pure",
    "overloadable",
    "used",
    "unused",
    "noreturn",
    "deprecated",
    "unavailable",
    "cold",
    "hot",
    "flatten",
    "weak",
    "visibility",
    "nonnull",
    "warn_unused_result",
    "format",
    "section",
    "annotate",
    "optnone",
    "convergent",
];

/// The attribute's name without GNU's double underscores.
pub(crate) fn plain_name<'a>(sema: &Sema<'a>, attr: &ast::Attribute) -> &'a str {
    let name = sema.name(attr.name.name);
    name.strip_prefix("__")
        .and_then(|n| n.strip_suffix("__"))
        .unwrap_or(name)
}

impl Sema<'_> {
    /// Warns about every attribute in `attrs` that oclvk does not know.
    pub(crate) fn check_attrs(&mut self, attrs: &[ast::Attribute]) {
        for attr in attrs {
            let name = plain_name(self, attr);
            if !KNOWN.contains(&name) {
                self.warning(
                    attr.name.span,
                    format!("unknown attribute '{name}' ignored"),
                );
            }
        }
    }
}
