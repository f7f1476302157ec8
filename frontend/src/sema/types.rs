//! Declaration specifiers and declarators to IR types, with OpenCL's address-space rules.
//!
//! A declaration's specifiers give a base type, qualifiers and at most one address space; the
//! declarator wraps that base in arrays, pointers and functions. The address space and
//! qualifiers written in the specifiers belong to the innermost object (`global float *p`: the
//! floats are global), each pointer part carries its own (`float *const p`), and an unqualified
//! pointee is private (generic from CL2.0).

use super::{Binding, Quals, Sema};
use crate::ast::{self, DeclSpecKind, DeclaratorPartKind, TypeSpec};
use crate::diag::Diagnostic;
use crate::ir::{
    self, Access, AddressSpace, ImageDim, PointeeQualifiers, Scalar, StructId, Type, TypeId,
};
use crate::source::Span;
use crate::token::Keyword;

#[derive(Clone, Copy, Debug)]
pub(crate) enum Tag {
    Record(StructId),
    Enum(TypeId),
}

/// An access qualifier as written: which, in which spelling, and where (for a typedef's, where
/// the typedef is declared).
#[derive(Clone, Copy, Debug)]
pub(crate) struct AccessSpec {
    pub access: Access,
    pub keyword: Keyword,
    pub span: Span,
}

/// What the specifiers of one declaration say.
#[derive(Clone, Debug)]
pub(crate) struct SpecInfo {
    pub base: TypeId,
    pub quals: Quals,
    pub restrict: Option<Span>,
    pub space: Option<(AddressSpace, Span)>,
    pub access: Option<AccessSpec>,
    pub storage: Option<(ast::StorageClass, Span)>,
    pub is_kernel: bool,
    /// The base type was written with an `image*_t`, used to check access qualifiers.
    pub is_image: bool,
    /// A typedef or a type name, which `ext_vector_type` may make a vector.
    pub allows_ext_vector: bool,
}

/// A parameter of a function declarator.
#[derive(Clone, Debug)]
pub(crate) struct ParamInfo {
    pub name: Option<ast::Ident>,
    pub ty: TypeId,
    pub quals: Quals,
    pub access: Option<Access>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub(crate) struct FunctionType {
    pub ret: TypeId,
    pub params: Vec<ParamInfo>,
    /// Ends in `...`: OpenCL C allows that only for `printf`'s own prototype.
    pub variadic: bool,
}

/// The type a declarator gives its name.
#[derive(Clone, Debug)]
pub(crate) struct DeclType {
    pub ty: TypeId,
    pub quals: Quals,
    /// The address space of the declared object itself, when one was written for it.
    pub space: Option<(AddressSpace, Span)>,
    /// Set when the declarator declares a function.
    pub function: Option<FunctionType>,
}

fn space_of(a: ast::AddressSpace) -> AddressSpace {
    match a {
        ast::AddressSpace::Global => AddressSpace::Global,
        ast::AddressSpace::Local => AddressSpace::Local,
        ast::AddressSpace::Constant => AddressSpace::Constant,
        ast::AddressSpace::Private => AddressSpace::Private,
        ast::AddressSpace::Generic => AddressSpace::Generic,
    }
}

fn scalar_of_name(n: ast::ScalarName) -> Scalar {
    match n {
        ast::ScalarName::Char => Scalar::Char,
        ast::ScalarName::UChar => Scalar::Uchar,
        ast::ScalarName::Short => Scalar::Short,
        ast::ScalarName::UShort => Scalar::Ushort,
        ast::ScalarName::Int => Scalar::Int,
        ast::ScalarName::UInt => Scalar::Uint,
        ast::ScalarName::Long => Scalar::Long,
        ast::ScalarName::ULong => Scalar::Ulong,
        ast::ScalarName::Float => Scalar::Float,
        ast::ScalarName::Double => Scalar::Double,
        ast::ScalarName::Half => Scalar::Half,
    }
}

/// Counts of the keyword type specifiers, combined at the end as C says.
#[derive(Default)]
struct Keywords {
    void: u8,
    bool_: u8,
    char: u8,
    short: u8,
    int: u8,
    long: u8,
    float: u8,
    double: u8,
    half: u8,
    signed: u8,
    unsigned: u8,
}

impl Sema<'_> {
    /// Resolves declaration specifiers. Errors are reported; the result is always usable (`int`
    /// stands in for a type that could not be resolved).
    #[inline]
    pub(crate) fn resolve_specs(&mut self, specs: &ast::DeclSpecs) -> SpecInfo {
        self.resolve_specs_in(specs, false)
    }

    /// [`Self::resolve_specs`] of a declaration, or of a type name when `in_type_name`.
    fn resolve_specs_in(&mut self, specs: &ast::DeclSpecs, in_type_name: bool) -> SpecInfo {
        self.check_attrs(&specs.attrs);
        let mut kw = Keywords::default();
        let mut named: Option<(TypeId, Quals, bool)> = None;
        let mut quals = Quals::default();
        let mut info = SpecInfo {
            base: TypeId::new(0),
            quals,
            restrict: None,
            space: None,
            access: None,
            storage: None,
            is_kernel: false,
            is_image: false,
            allows_ext_vector: false,
        };
        let mut any_type = false;
        let mut written_access = None;
        let mut typedef_access = None;
        for spec in &self.tu[specs.specs] {
            match &spec.kind {
                DeclSpecKind::Storage(c) => {
                    if info.storage.is_some() {
                        self.error(
                            spec.span,
                            "cannot combine with previous storage class specifier",
                        );
                    } else {
                        info.storage = Some((*c, spec.span));
                    }
                }
                DeclSpecKind::Qualifier(q) => match q {
                    ast::TypeQualifier::Const => quals.is_const = true,
                    ast::TypeQualifier::Volatile => quals.is_volatile = true,
                    ast::TypeQualifier::Restrict => info.restrict = Some(spec.span),
                    ast::TypeQualifier::Atomic => {}
                },
                DeclSpecKind::AddressSpace(a) => {
                    let space = space_of(*a);
                    match info.space {
                        Some((previous, _)) if previous != space => {
                            self.error(spec.span, "multiple address spaces specified for type");
                        }
                        _ => info.space = Some((space, spec.span)),
                    }
                }
                DeclSpecKind::Access(a, keyword) => {
                    let access = match a {
                        ast::AccessQualifier::ReadOnly => Access::ReadOnly,
                        ast::AccessQualifier::WriteOnly => Access::WriteOnly,
                        ast::AccessQualifier::ReadWrite => Access::ReadWrite,
                    };
                    let written = AccessSpec {
                        access,
                        keyword: *keyword,
                        span: spec.span,
                    };
                    match info.access {
                        Some(previous) => self.repeated_access(previous, written, false),
                        None => info.access = Some(written),
                    }
                    written_access = Some(written);
                }
                DeclSpecKind::Function(ast::FunctionSpec::Kernel) => info.is_kernel = true,
                DeclSpecKind::Function(_) => {}
                DeclSpecKind::Pipe => {
                    self.error(spec.span, "pipes are not supported by oclvk");
                }
                DeclSpecKind::Alignas(_) => {}
                DeclSpecKind::Type(t) => {
                    any_type = true;
                    match t {
                        TypeSpec::Void => kw.void += 1,
                        TypeSpec::Bool => kw.bool_ += 1,
                        TypeSpec::Char => kw.char += 1,
                        TypeSpec::Short => kw.short += 1,
                        TypeSpec::Int => kw.int += 1,
                        TypeSpec::Long => kw.long += 1,
                        TypeSpec::Float => kw.float += 1,
                        TypeSpec::Double => kw.double += 1,
                        TypeSpec::Half => kw.half += 1,
                        TypeSpec::Signed => kw.signed += 1,
                        TypeSpec::Unsigned => kw.unsigned += 1,
                        TypeSpec::Complex | TypeSpec::Imaginary => {
                            self.error(spec.span, "complex types are not supported in OpenCL");
                        }
                        other => {
                            if named.is_some() {
                                self.error(
                                    spec.span,
                                    "cannot combine with previous type specifier",
                                );
                                continue;
                            }
                            let (ty, q, image) = self.named_type(other, spec.span);
                            named = Some((ty, q, image));
                            if let TypeSpec::TypedefName(name) = other {
                                if let Some(super::Binding::Typedef { access, .. }) =
                                    self.lookup(*name)
                                {
                                    typedef_access = access;
                                }
                            }
                        }
                    }
                }
            }
        }
        let base = match named {
            Some((ty, q, image)) => {
                quals.is_const |= q.is_const;
                quals.is_volatile |= q.is_volatile;
                info.is_image = image;
                let keywords = kw.void
                    + kw.bool_
                    + kw.char
                    + kw.short
                    + kw.int
                    + kw.long
                    + kw.float
                    + kw.double
                    + kw.half
                    + kw.signed
                    + kw.unsigned;
                if keywords > 0 {
                    self.error(specs.span, "cannot combine with previous type specifier");
                }
                ty
            }
            None if !any_type => {
                // C89's implicit int is an error in OpenCL C (clang: "type specifier missing").
                self.error(specs.span, "type specifier missing, defaults to 'int'");
                self.state.module.types.scalar(Scalar::Int)
            }
            None => self.combine_keywords(&kw, specs.span),
        };
        if let (Some(access), false) = (info.access, info.is_image) {
            self.error(
                access.span,
                "access qualifier can only be used for pipe and image type",
            );
        }
        // An image typedef's access qualifier is part of the type (`typedef write_only
        // image2d_t T;`); one written again with it is checked as a repeated one.
        if let Some(from_typedef) = typedef_access {
            match info.access {
                Some(written) => self.repeated_access(from_typedef, written, true),
                None => info.access = Some(from_typedef),
            }
        }
        if info.is_image {
            let access = info.access.map_or(Access::ReadOnly, |a| a.access);
            if let Some(written) = written_access {
                if written.access == Access::ReadWrite && !self.is_cl20() {
                    self.error(written.span, "access qualifier 'read_write' can not be used for images prior to OpenCL C version 2.0");
                }
            }
            if let Type::Image { dim, .. } = self.ty(base) {
                info.base = self.state.module.types.intern(Type::Image { dim, access });
            }
        }
        if !info.is_image {
            info.base = base;
        }
        if quals.is_const || quals.is_volatile {
            if let Type::Image { .. } = self.ty(info.base) {
                self.error(
                    specs.span,
                    "image types cannot be qualified with const or volatile",
                );
            }
        }
        info.quals = quals;
        info.allows_ext_vector =
            in_type_name || matches!(info.storage, Some((ast::StorageClass::Typedef, _)));
        if !specs.attrs.is_empty() {
            info.base = self.apply_vector_attrs(info.base, &specs.attrs, info.allows_ext_vector);
        }
        info
    }

    /// Declares the typedef `name` of `t` (file or block scope); an anonymous struct or union
    /// takes its name for diagnostics.
    pub(crate) fn declare_typedef(
        &mut self,
        name: ast::Ident,
        spec: &SpecInfo,
        t: &DeclType,
        typedef_span: Span,
    ) {
        self.name_anonymous_record(t.ty, name);
        let access = self.typedef_access(spec, t, typedef_span);
        self.declare(
            name,
            Binding::Typedef {
                ty: t.ty,
                quals: t.quals,
                access,
            },
        );
    }

    /// The access qualifier a typedef of an image type keeps, located at the typedef.
    pub(crate) fn typedef_access(
        &self,
        spec: &SpecInfo,
        t: &DeclType,
        typedef_span: Span,
    ) -> Option<AccessSpec> {
        match self.ty(t.ty) {
            Type::Image { .. } => spec.access.map(|a| AccessSpec {
                span: typedef_span,
                ..a
            }),
            _ => None,
        }
    }

    /// A second access qualifier for one type: the same one again is a warning, another one an
    /// error (clang's wording); `note` points at the first when it is elsewhere (a typedef).
    fn repeated_access(&mut self, first: AccessSpec, second: AccessSpec, note: bool) {
        let diagnostic = if first.access == second.access {
            let spelling = second.keyword.as_str();
            crate::diag::Diagnostic::warning(
                second.span,
                format!("duplicate '{spelling}' declaration specifier"),
            )
        } else {
            crate::diag::Diagnostic::error(second.span, "multiple access qualifiers")
        };
        let diagnostic = if note {
            let spelling = first.keyword.as_str();
            diagnostic.with_note(
                Some(first.span),
                format!("previously declared '{spelling}' here"),
            )
        } else {
            diagnostic
        };
        self.report(diagnostic);
    }

    fn combine_keywords(&mut self, kw: &Keywords, span: Span) -> TypeId {
        let sign_count = kw.signed + kw.unsigned;
        let unsigned = kw.unsigned > 0;
        if kw.signed > 0 && kw.unsigned > 0 {
            self.error(span, "'signed' and 'unsigned' cannot be combined");
        }
        let scalar = if kw.void > 0 {
            return self.state.module.types.void();
        } else if kw.bool_ > 0 {
            Scalar::Bool
        } else if kw.float > 0 {
            Scalar::Float
        } else if kw.double > 0 {
            if !self.state.extensions.fp64 {
                self.error(span, "use of type 'double' requires cl_khr_fp64 support");
            }
            Scalar::Double
        } else if kw.half > 0 {
            Scalar::Half
        } else if kw.char > 0 {
            if unsigned {
                Scalar::Uchar
            } else {
                Scalar::Char
            }
        } else if kw.short > 0 {
            Scalar::Short.with_signedness(!unsigned)
        } else if kw.long > 0 {
            if kw.long > 1 {
                self.error(span, "'long long' is reserved in OpenCL C");
            }
            Scalar::Long.with_signedness(!unsigned)
        } else if kw.int > 0 || sign_count > 0 {
            Scalar::Int.with_signedness(!unsigned)
        } else {
            Scalar::Int
        };
        self.state.module.types.scalar(scalar)
    }

    /// Builtin type names, typedef names, records and enums. Returns the type, the qualifiers a
    /// typedef carries, and whether it is an image type.
    fn named_type(&mut self, spec: &TypeSpec, span: Span) -> (TypeId, Quals, bool) {
        let t = &mut self.state.module.types;
        let plain = |ty| (ty, Quals::default(), false);
        match spec {
            TypeSpec::Builtin(b) => match b {
                ast::BuiltinType::Scalar(s) => plain(t.scalar(scalar_of_name(*s))),
                ast::BuiltinType::Vector(s, n) => {
                    let scalar = scalar_of_name(*s);
                    if scalar == Scalar::Double && !self.state.extensions.fp64 {
                        self.error(span, "use of type 'double' requires cl_khr_fp64 support");
                    }
                    plain(self.state.module.types.vector(scalar, *n))
                }
                ast::BuiltinType::SizeT | ast::BuiltinType::UintptrT => {
                    plain(t.scalar(Scalar::Ulong))
                }
                ast::BuiltinType::PtrdiffT | ast::BuiltinType::IntptrT => {
                    plain(t.scalar(Scalar::Long))
                }
                ast::BuiltinType::Image(image) => {
                    let dim = match image {
                        ast::ImageType::Image1d => ImageDim::D1,
                        ast::ImageType::Image1dArray => ImageDim::D1Array,
                        ast::ImageType::Image1dBuffer => ImageDim::D1Buffer,
                        ast::ImageType::Image2d => ImageDim::D2,
                        ast::ImageType::Image2dArray => ImageDim::D2Array,
                        ast::ImageType::Image3d => ImageDim::D3,
                        _ => {
                            self.error(
                                span,
                                "depth and multisample images are not supported by oclvk",
                            );
                            ImageDim::D2
                        }
                    };
                    let ty = self.state.module.types.intern(Type::Image {
                        dim,
                        access: Access::ReadOnly,
                    });
                    (ty, Quals::default(), true)
                }
                ast::BuiltinType::Sampler => plain(t.intern(Type::Sampler)),
                ast::BuiltinType::Event => plain(t.intern(Type::Event)),
                ast::BuiltinType::AtomicInt
                | ast::BuiltinType::AtomicUint
                | ast::BuiltinType::AtomicLong
                | ast::BuiltinType::AtomicUlong
                | ast::BuiltinType::AtomicFloat
                | ast::BuiltinType::AtomicDouble
                | ast::BuiltinType::AtomicFlag
                | ast::BuiltinType::AtomicIntptrT
                | ast::BuiltinType::AtomicUintptrT
                | ast::BuiltinType::AtomicSizeT
                | ast::BuiltinType::AtomicPtrdiffT => plain(self.atomic_type(*b, span)),
                ast::BuiltinType::MemoryOrder
                | ast::BuiltinType::MemoryScope
                | ast::BuiltinType::ClMemFenceFlags => plain(t.scalar(Scalar::Uint)),
                other => {
                    let int = t.scalar(Scalar::Int);
                    self.error(
                        span,
                        format!(
                            "type '{}' is not supported by oclvk",
                            builtin_type_name(*other)
                        ),
                    );
                    plain(int)
                }
            },
            TypeSpec::TypedefName(name) => match self.lookup(*name) {
                Some(super::Binding::Typedef { ty, quals, .. }) => {
                    (ty, quals, matches!(self.ty(ty), Type::Image { .. }))
                }
                _ => {
                    let text = self.name(*name);
                    self.error(span, format!("unknown type name '{text}'"));
                    plain(self.state.module.types.scalar(Scalar::Int))
                }
            },
            TypeSpec::Record(record) => plain(self.record_type(&self.tu[*record])),
            TypeSpec::Enum(e) => plain(self.enum_type(&self.tu[*e])),
            _ => plain(t.scalar(Scalar::Int)),
        }
    }

    /// `atomic_int` and its kin: C11's `_Atomic(T)`, which OpenCL C declares from 2.0 on (before,
    /// the names are not types, as in clang). `atomic_flag` is an `atomic_int`.
    fn atomic_type(&mut self, b: ast::BuiltinType, span: Span) -> TypeId {
        let value = match b {
            ast::BuiltinType::AtomicUint => Scalar::Uint,
            ast::BuiltinType::AtomicLong
            | ast::BuiltinType::AtomicIntptrT
            | ast::BuiltinType::AtomicPtrdiffT => Scalar::Long,
            ast::BuiltinType::AtomicUlong
            | ast::BuiltinType::AtomicUintptrT
            | ast::BuiltinType::AtomicSizeT => Scalar::Ulong,
            ast::BuiltinType::AtomicFloat => Scalar::Float,
            ast::BuiltinType::AtomicDouble => Scalar::Double,
            _ => Scalar::Int,
        };
        if !self.is_cl20() {
            self.error(span, format!("unknown type name '{b}'"));
            return self.state.module.types.scalar(value);
        }
        if value == Scalar::Double && !self.state.extensions.fp64 {
            self.error(span, "use of type 'double' requires cl_khr_fp64 support");
        }
        let value = self.state.module.types.scalar(value);
        self.state.module.types.intern(Type::Atomic(value))
    }

    /// Applies a declarator to the specifiers' type.
    pub(crate) fn apply_declarator(
        &mut self,
        spec: &SpecInfo,
        declarator: &ast::Declarator,
    ) -> DeclType {
        self.check_attrs(&declarator.attrs);
        let mut ty = spec.base;
        let mut quals = spec.quals;
        let mut space = spec.space;
        let mut restrict = spec.restrict;
        let mut function = None;
        for part in declarator.parts.iter().rev() {
            match &part.kind {
                DeclaratorPartKind::Pointer {
                    quals: pointer_quals,
                    ..
                } => {
                    let pointee_space = space.map_or(self.default_pointee_space(), |(s, _)| s);
                    let qualifiers = PointeeQualifiers {
                        is_const: quals.is_const,
                        is_volatile: quals.is_volatile,
                        is_restrict: false,
                    };
                    ty = self.state.module.types.intern(Type::Pointer {
                        pointee: ty,
                        space: pointee_space,
                        qualifiers,
                    });
                    // The pointer object's own qualifiers.
                    quals = Quals::default();
                    space = None;
                    restrict = None;
                    for q in pointer_quals {
                        match &q.kind {
                            DeclSpecKind::Qualifier(ast::TypeQualifier::Const) => {
                                quals.is_const = true
                            }
                            DeclSpecKind::Qualifier(ast::TypeQualifier::Volatile) => {
                                quals.is_volatile = true
                            }
                            DeclSpecKind::Qualifier(ast::TypeQualifier::Restrict) => {
                                if let Type::Pointer {
                                    pointee,
                                    space: s,
                                    mut qualifiers,
                                } = self.ty(ty)
                                {
                                    qualifiers.is_restrict = true;
                                    ty = self.state.module.types.intern(Type::Pointer {
                                        pointee,
                                        space: s,
                                        qualifiers,
                                    });
                                }
                            }
                            DeclSpecKind::AddressSpace(a) => space = Some((space_of(*a), q.span)),
                            _ => {}
                        }
                    }
                }
                DeclaratorPartKind::Array { size, .. } => {
                    if let Some(span) = restrict.take() {
                        self.error(span, "restrict requires a pointer or reference");
                    }
                    let len = match size {
                        Some(e) => match self.array_size(*e) {
                            Some(n) if n > 0 => n as u64,
                            Some(0) => {
                                let span = self.tu[*e].span;
                                self.error(span, "array size must be greater than zero");
                                1
                            }
                            Some(_) => {
                                let span = self.tu[*e].span;
                                let message = match declarator.name {
                                    Some(name) => format!(
                                        "'{}' declared as an array with a negative size",
                                        self.name(name.name)
                                    ),
                                    None => "array size is negative".to_string(),
                                };
                                self.error(span, message);
                                1
                            }
                            None => 1,
                        },
                        None => 0,
                    };
                    if let Type::Void = self.ty(ty) {
                        self.error(part.span, "array has incomplete element type 'void'");
                    }
                    let span = size.map_or(part.span, |e| self.tu[e].span);
                    ty = self.array_type(ty, len, span);
                }
                DeclaratorPartKind::Function(f) => {
                    if let Some((_, span)) = space {
                        // An address space on the returned value itself (not on a pointee).
                        self.error(span, "return value cannot be qualified with address space");
                    }
                    // A function part away from the name is a function pointer, which the parser
                    // has already reported.
                    let params = self.function_params(f);
                    if self.is_bare_half(ty) {
                        let at = declarator.name.map_or(part.span, |n| n.span);
                        self.error(
                            at,
                            "declaring function return value of type 'half' is not allowed ; did you forget * ?",
                        );
                    }
                    if f.variadic && !self.is_printf(declarator.name) {
                        let at = declarator.name.map_or(part.span, |n| n.span);
                        self.error(
                            at,
                            "invalid prototype, variadic arguments are not allowed in OpenCL",
                        );
                    }
                    function = Some(FunctionType {
                        ret: ty,
                        params,
                        variadic: f.variadic,
                    });
                    space = None;
                }
            }
        }
        if function.is_none() && !declarator.attrs.is_empty() {
            ty = self.apply_vector_attrs(ty, &declarator.attrs, spec.allows_ext_vector);
        }
        if let Some(span) = restrict {
            if !matches!(self.ty(ty), Type::Pointer { .. }) {
                let name = self.type_name(ty);
                self.error(
                    span,
                    format!("restrict requires a pointer or reference ('{name}' is invalid)"),
                );
            }
        }
        DeclType {
            ty,
            quals,
            space,
            function,
        }
    }

    fn function_params(&mut self, f: &ast::FunctionDeclarator) -> Vec<ParamInfo> {
        let mut params = Vec::new();
        for p in &f.params {
            let spec = self.resolve_specs(&p.specs);
            let decl = self.apply_declarator(&spec, &p.declarator);
            if decl.function.is_some() {
                self.error(p.span, "pointers to functions are not allowed");
                continue;
            }
            if let Type::Void = self.ty(decl.ty) {
                if p.declarator.name.is_none() && f.params.len() == 1 {
                    return Vec::new();
                }
                self.error(p.span, "parameter has incomplete type 'void'");
                continue;
            }
            // Arrays as parameters are pointers to their element (C's adjustment); the address
            // space written for the array (`global int a[]`) is then the pointee's.
            let (ty, own_space) = match self.ty(decl.ty) {
                Type::Array { elem, .. } => {
                    let space = decl.space.map_or(self.default_pointee_space(), |(s, _)| s);
                    let pointer = self.state.module.types.intern(Type::Pointer {
                        pointee: elem,
                        space,
                        qualifiers: PointeeQualifiers {
                            is_const: decl.quals.is_const,
                            is_volatile: decl.quals.is_volatile,
                            is_restrict: false,
                        },
                    });
                    (pointer, None)
                }
                _ => (decl.ty, decl.space),
            };
            if self.is_bare_half(ty) {
                let at = p.declarator.name.map_or(p.span, |n| n.span);
                self.error(
                    at,
                    "declaring function parameter of type '__private half' is not allowed; did you forget * ?",
                );
            }
            if let Some((space, span)) = own_space {
                if space != AddressSpace::Private {
                    let name = space.name();
                    self.error(
                        span,
                        format!("parameter may not be qualified with an address space ('{name}')"),
                    );
                }
            }
            params.push(ParamInfo {
                name: p.declarator.name,
                ty,
                quals: decl.quals,
                access: spec.access.map(|a| a.access).or(if spec.is_image {
                    Some(Access::ReadOnly)
                } else {
                    None
                }),
                span: p.span,
            });
        }
        params
    }

    /// `T x[] = init`: an array declared without a size takes its length from the initializer
    /// (the number of elements, counting designators; a string literal's bytes and its nul).
    pub(crate) fn complete_array(&mut self, ty: TypeId, init: Option<&ast::Initializer>) -> TypeId {
        let (Type::Array { elem, len: 0 }, Some(init)) = (self.ty(ty), init) else {
            return ty;
        };
        let len = match init {
            ast::Initializer::List(list) => {
                let (mut next, mut len) = (0u64, 0u64);
                for item in &list.items {
                    if let Some(ast::Designator::Index(e, _)) = item.designators.first() {
                        if let Ok(i) = self.eval_silently(*e) {
                            next = i.max(0) as u64;
                        }
                    }
                    next += 1;
                    len = len.max(next);
                }
                len
            }
            ast::Initializer::Expr(e) => match self.string_bytes(*e) {
                Some(bytes) => bytes.len() as u64,
                None => return ty,
            },
        };
        if len == 0 {
            return ty;
        }
        self.array_type(elem, len, init.span(self.tu))
    }

    /// `elem[len]`, or `elem[1]` after an error at `span` when it would be larger than clang's
    /// limit (its size in bits must fit 64 bits) or oclvk's ([`ir::MAX_TYPE_SIZE`]).
    pub(crate) fn array_type(&mut self, elem: TypeId, len: u64, span: Span) -> TypeId {
        let types = &mut self.state.module.types;
        let bytes = types.size_of(elem).checked_mul(len);
        if bytes.is_some_and(|b| b <= ir::MAX_TYPE_SIZE) {
            return types.intern(Type::Array { elem, len });
        }
        let error = Diagnostic::error(span, format!("array is too large ({len} elements)"));
        self.report(match bytes {
            Some(bytes) if bytes < 1 << 61 => error.with_note(
                Some(span),
                format!(
                    "oclvk's limit on the size of a type is {} bytes; this array would take {bytes} bytes",
                    ir::MAX_TYPE_SIZE
                ),
            ),
            _ => error,
        });
        self.state.module.types.intern(Type::Array { elem, len: 1 })
    }

    /// A scalar `half` where cl_khr_fp16 is off: a storage type only, which no function may
    /// take or return by value (clang).
    fn is_bare_half(&self, ty: TypeId) -> bool {
        !self.state.extensions.fp16 && matches!(self.ty(ty), Type::Scalar(Scalar::Half))
    }

    fn is_printf(&self, name: Option<ast::Ident>) -> bool {
        name.is_some_and(|n| self.name(n.name) == "printf")
    }

    /// A type name in a cast, `sizeof` or compound literal.
    pub(crate) fn resolve_type_name(&mut self, name: &ast::TypeName) -> (TypeId, Quals) {
        let spec = self.resolve_specs_in(&name.specs, true);
        if let Some((_, span)) = spec.storage {
            self.error(span, "storage class specifier not allowed in a type name");
        }
        let decl = self.apply_declarator(&spec, &name.declarator);
        if decl.function.is_some() {
            self.error(name.span, "function types are not allowed here");
        }
        (decl.ty, decl.quals)
    }
}

fn builtin_type_name(b: ast::BuiltinType) -> &'static str {
    match b {
        ast::BuiltinType::ClkEvent => "clk_event_t",
        ast::BuiltinType::Queue => "queue_t",
        ast::BuiltinType::ReserveId => "reserve_id_t",
        ast::BuiltinType::NdRange => "ndrange_t",
        ast::BuiltinType::ClkProfilingInfo => "clk_profiling_info",
        ast::BuiltinType::KernelEnqueueFlags => "kernel_enqueue_flags_t",
        ast::BuiltinType::AtomicHalf => "atomic_half",
        _ => "this type",
    }
}
