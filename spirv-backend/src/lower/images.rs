//! Images and samplers: their types, kernel arguments, `sampler_t` constants and the image
//! builtins (`read_image*`, `write_image*`, `get_image_*`).
//!
//! OpenCL target: images are `OpTypeImage` values (sampled type void, `Sampled` 0, the argument's
//! access qualifier), samplers `OpTypeSampler` values, program-scope `sampler_t` constants
//! `OpConstantSampler`. Reads with a sampler are `OpSampledImage` + `OpImageSampleExplicitLod`
//! at Lod 0, without one `OpImageRead`; queries are `OpImageQuerySizeLod`/`OpImageQuerySize`,
//! and `OpImageQueryFormat`/`OpImageQueryOrder` plus the offsets of OpenCL's `CLK_*` values.
//!
//! Vulkan targets: images and samplers are descriptors in set [`reflect::DESCRIPTOR_SET`].
//! A `read_only` image is a sampled image: reads with a sampler sample it, reads without one
//! are `OpImageFetch` (drivers such as lavapipe cannot read storage images of common formats
//! without a declared format). A `write_only` or `read_write` image is a storage image. Its
//! texel type (float, int or uint: Vulkan needs the image's sampled type to match the view's
//! format) is decided by the builtins applied to it, through helper functions too
//! ([`analyze`]); mixing them is an error. Storage images have an `Unknown` format
//! (`StorageImageWriteWithoutFormat`, and `ReadWithoutFormat` for `read_write` reads): OpenCL
//! kernels are format-agnostic and the host picks the format at run time. Vulkan shaders cannot
//! ask an image its format, so `get_image_channel_data_type`/`_order` read specialization
//! constants the runner sets from the image it binds. Every argument and every inline sampler
//! has its own binding number, unique in the module. An image or sampler value is a [`Chain`]
//! with no indices over its (primary) variable, so passing it to a helper specializes the
//! helper for that variable, as for `local` arrays. `image1d_buffer_t` arguments are texel
//! buffers (uniform for `read_only`, storage otherwise).

use super::{err, Chain, FunctionWriter, GlobalLoc, ModuleWriter, Val, R};
use crate::lower::Layout;
use crate::reflect::{
    self, AddressingMode, ArgKind, ChannelClass, FilterMode, InlineSampler, SamplerModes,
};
use oclvk_frontend::ir::{
    self, Access, Builtin, ExprKind, FunctionId, GlobalId, ImageDim, Scalar, SimpleBuiltin, Type,
    TypeId,
};
use oclvk_frontend::source::Span;
use rspirv::dr::Operand;
use spirv::{Capability, Decoration, Dim, ImageFormat, ImageOperands, Op, StorageClass, Word};
use std::collections::HashMap;

/// The offsets of OpenCL's `CLK_*` channel data type and order values from SPIR-V's
/// `ImageChannelDataType` and `ImageChannelOrder` enumerants.
const CHANNEL_DATA_TYPE_BASE: u64 = 0x10D0;
const CHANNEL_ORDER_BASE: u64 = 0x10B0;

/// How a function uses one of its image parameters (with its callees' uses).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImageUses {
    /// `read_image*` without a sampler (a storage read for `read_write` images).
    pub unsampled_read: bool,
    /// `read_image*` with a sampler.
    pub sampled_read: bool,
    pub write: bool,
    /// `get_image_channel_data_type` / `get_image_channel_order`.
    pub format_query: bool,
    /// The texel type of the first read or write, and where it was.
    pub class: Option<(ChannelClass, Span)>,
    /// A read or write of another texel type than `class`.
    pub conflict: Option<Span>,
}

impl ImageUses {
    fn merge(&mut self, o: &ImageUses) {
        self.unsampled_read |= o.unsampled_read;
        self.sampled_read |= o.sampled_read;
        self.write |= o.write;
        self.format_query |= o.format_query;
        if let Some((c, span)) = o.class {
            match self.class {
                None => self.class = Some((c, span)),
                Some((mine, _)) if mine != c => self.conflict = self.conflict.or(Some(span)),
                _ => {}
            }
        }
        self.conflict = self.conflict.or(o.conflict);
    }
}

/// The descriptor variables of one Vulkan image argument.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ImageVars {
    pub dim: ImageDim,
    /// The texel type the image's descriptors were declared with.
    pub class: ChannelClass,
    /// (variable, image type) of the storage image and of the sampled image.
    pub storage: Option<(Word, Word)>,
    pub sampled: Option<(Word, Word)>,
    /// Specialization constants holding the `CLK_*` channel data type and order.
    pub format: Option<[Word; 2]>,
}

/// Image and sampler state of a lowering.
#[derive(Default)]
pub(crate) struct Images {
    /// Uses of every image parameter, by (function, parameter index) (Vulkan).
    pub uses: HashMap<(FunctionId, u32), ImageUses>,
    /// Image argument variables by their primary variable (the chain base).
    pub vars: HashMap<Word, ImageVars>,
    /// Sampler variables (Vulkan) with their modes when they are inline constants.
    pub samplers: HashMap<Word, Option<SamplerModes>>,
    /// Binding numbers of sampler argument variables (Vulkan).
    pub sampler_bindings: HashMap<Word, u32>,
    /// Sampler variables a 3D image or an image array is sampled with (Vulkan).
    pub normalized_only: std::collections::HashSet<Word>,
    /// Sampler variables integer texels are read with (Vulkan).
    pub nearest_only: std::collections::HashSet<Word>,
    /// Inline samplers by global (Vulkan: binding and modes).
    pub inline: HashMap<GlobalId, InlineSampler>,
    next_binding: u32,
    next_format_spec_id: u32,
}

impl Images {
    pub fn new(uses: HashMap<(FunctionId, u32), ImageUses>) -> Images {
        Images {
            uses,
            next_format_spec_id: reflect::FIRST_IMAGE_FORMAT_SPEC_ID,
            ..Default::default()
        }
    }

    fn binding(&mut self) -> u32 {
        self.next_binding += 1;
        self.next_binding - 1
    }
}

fn texel_class(s: SimpleBuiltin) -> Option<ChannelClass> {
    use SimpleBuiltin::*;
    match s {
        ReadImagef | WriteImagef => Some(ChannelClass::Float),
        ReadImagei | WriteImagei => Some(ChannelClass::Int),
        ReadImageui | WriteImageui => Some(ChannelClass::Uint),
        _ => None,
    }
}

/// Whether `s` reads, writes or queries an image (lowered by `FunctionWriter::image_builtin`).
pub(super) fn is_image_builtin(s: SimpleBuiltin) -> bool {
    use SimpleBuiltin::*;
    matches!(
        s,
        ReadImagef
            | ReadImagei
            | ReadImageui
            | WriteImagef
            | WriteImagei
            | WriteImageui
            | GetImageWidth
            | GetImageHeight
            | GetImageDepth
            | GetImageDim
            | GetImageArraySize
            | GetImageChannelDataType
            | GetImageChannelOrder
    )
}

/// How every function uses its image parameters, its callees' uses included (a fixed point over
/// the calls that pass a parameter on).
pub fn analyze(m: &ir::Module) -> HashMap<(FunctionId, u32), ImageUses> {
    let mut uses: HashMap<(FunctionId, u32), ImageUses> = HashMap::new();
    // (caller, caller's parameter, callee, callee's parameter)
    let mut edges = Vec::new();
    for (fid, f) in m.functions.enumerate() {
        let param_of = |e: ir::ExprId| match f.expr(e).kind {
            ExprKind::Param(i) => Some(i),
            _ => None,
        };
        for e in &f.exprs {
            match &e.kind {
                ExprKind::Builtin {
                    builtin: Builtin::Simple(s),
                    args,
                } if is_image_builtin(*s) => {
                    let Some(p) = f.list(*args).first().and_then(|&a| param_of(a)) else {
                        continue;
                    };
                    let mut u = ImageUses::default();
                    match s {
                        SimpleBuiltin::WriteImagef
                        | SimpleBuiltin::WriteImagei
                        | SimpleBuiltin::WriteImageui => u.write = true,
                        SimpleBuiltin::GetImageChannelDataType
                        | SimpleBuiltin::GetImageChannelOrder => u.format_query = true,
                        _ if texel_class(*s).is_some() && args.len() == 2 => {
                            u.unsampled_read = true
                        }
                        SimpleBuiltin::ReadImagef
                        | SimpleBuiltin::ReadImagei
                        | SimpleBuiltin::ReadImageui => u.sampled_read = true,
                        _ => {}
                    }
                    u.class = texel_class(*s).map(|c| (c, e.span));
                    uses.entry((fid, p)).or_default().merge(&u);
                }
                ExprKind::Call { function, args } => {
                    for (k, &a) in f.list(*args).iter().enumerate() {
                        let callee_param = m.function(*function).params.get(k);
                        if callee_param
                            .is_some_and(|p| matches!(m.types.get(p.ty), Type::Image { .. }))
                        {
                            if let Some(p) = param_of(a) {
                                edges.push((fid, p, *function, k as u32));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
    loop {
        let mut changed = false;
        for &(caller, p, callee, k) in &edges {
            let Some(u) = uses.get(&(callee, k)).copied() else {
                continue;
            };
            let entry = uses.entry((caller, p)).or_default();
            let before = *entry;
            entry.merge(&u);
            changed |= *entry != before;
        }
        if !changed {
            return uses;
        }
    }
}

fn spirv_dim(dim: ImageDim) -> (Dim, u32) {
    match dim {
        ImageDim::D1 => (Dim::Dim1D, 0),
        ImageDim::D1Buffer => (Dim::DimBuffer, 0),
        ImageDim::D1Array => (Dim::Dim1D, 1),
        ImageDim::D2 => (Dim::Dim2D, 0),
        ImageDim::D2Array => (Dim::Dim2D, 1),
        ImageDim::D3 => (Dim::Dim3D, 0),
    }
}

/// Components of an image's size query: the dimensions, plus the layer count of arrays.
fn size_lanes(dim: ImageDim) -> u32 {
    match dim {
        ImageDim::D1 | ImageDim::D1Buffer => 1,
        ImageDim::D1Array | ImageDim::D2 => 2,
        ImageDim::D2Array | ImageDim::D3 => 3,
    }
}

impl ModuleWriter<'_> {
    /// The OpenCL target's `OpTypeImage` of an image type.
    pub fn opencl_image_ty(&mut self, dim: ImageDim, access: Access) -> Word {
        let (sdim, arrayed) = spirv_dim(dim);
        self.cap(Capability::ImageBasic);
        match dim {
            ImageDim::D1 | ImageDim::D1Array => self.cap(Capability::Sampled1D),
            ImageDim::D1Buffer => self.cap(Capability::SampledBuffer),
            _ => {}
        }
        let access = match access {
            Access::ReadOnly => spirv::AccessQualifier::ReadOnly,
            Access::WriteOnly => spirv::AccessQualifier::WriteOnly,
            Access::ReadWrite => {
                self.cap(Capability::ImageReadWrite);
                spirv::AccessQualifier::ReadWrite
            }
        };
        let void = self.void_ty();
        self.b.type_image(
            void,
            sdim,
            0,
            arrayed,
            0,
            0,
            ImageFormat::Unknown,
            Some(access),
        )
    }

    /// A Vulkan image type: `Sampled` 1 (sampled image; a uniform texel buffer for
    /// `image1d_buffer_t`) or 2 (storage image; a storage texel buffer), format Unknown.
    fn vulkan_image_ty(&mut self, dim: ImageDim, class: ChannelClass, sampled: bool) -> Word {
        let (sdim, arrayed) = spirv_dim(dim);
        match (sdim, sampled) {
            (Dim::Dim1D, true) => self.cap(Capability::Sampled1D),
            (Dim::Dim1D, false) => self.cap(Capability::Image1D),
            (Dim::DimBuffer, true) => self.cap(Capability::SampledBuffer),
            (Dim::DimBuffer, false) => self.cap(Capability::ImageBuffer),
            _ => {}
        }
        let texel = self.texel_scalar_ty(class);
        self.b.type_image(
            texel,
            sdim,
            0,
            arrayed,
            0,
            if sampled { 1 } else { 2 },
            ImageFormat::Unknown,
            None,
        )
    }

    /// The scalar type of texels of `class` in image instructions (Vulkan wants signed `int`
    /// for signed integer formats).
    fn texel_scalar_ty(&mut self, class: ChannelClass) -> Word {
        match class {
            ChannelClass::Float => self.float_ty(32),
            ChannelClass::Int => self.b.type_int(32, 1),
            ChannelClass::Uint => self.u32_ty(),
        }
    }

    fn uniform_constant_var(&mut self, ty: Word, binding: u32, name: &str) -> Word {
        let pt = self.ptr_to_word(StorageClass::UniformConstant, ty);
        let var = self.global_var(pt, StorageClass::UniformConstant, None);
        self.value_types.insert(var, pt);
        self.b.name(var, name);
        self.b.decorate(
            var,
            Decoration::DescriptorSet,
            [Operand::LiteralBit32(reflect::DESCRIPTOR_SET)],
        );
        self.b
            .decorate(var, Decoration::Binding, [Operand::LiteralBit32(binding)]);
        var
    }

    /// A Vulkan kernel's image or sampler argument `index`: its descriptor variables, the value
    /// the kernel function receives, and its reflection.
    pub fn descriptor_arg(
        &mut self,
        fid: FunctionId,
        index: u32,
        kernel: &str,
    ) -> R<(Val, ArgKind)> {
        let p = &self.m.function(fid).params[index as usize];
        let name = format!("{kernel}.{}", p.name);
        let Type::Image { dim, access } = self.m.types.get(p.ty) else {
            let binding = self.images.binding();
            let st = self.b.type_sampler();
            let var = self.uniform_constant_var(st, binding, &name);
            self.images.samplers.insert(var, None);
            self.images.sampler_bindings.insert(var, binding);
            return Ok((
                chain(var),
                ArgKind::Sampler {
                    binding: Some(binding),
                    normalized_only: false,
                    nearest_only: false,
                    modes_override_id: None,
                },
            ));
        };
        let uses = self
            .images
            .uses
            .get(&(fid, index))
            .copied()
            .unwrap_or_default();
        if let Some(at) = uses.conflict {
            return err(
                at,
                format!(
                    "image '{}' is read or written with texels of two types (read_imagef/_i/_ui, write_imagef/_i/_ui): the Vulkan target needs one per image",
                    p.name
                ),
            );
        }
        let class = uses.class.map_or(ChannelClass::Float, |c| c.0);
        // read_only images are sampled images (reads without a sampler are OpImageFetch), which
        // need no format support beyond sampling; images the kernel may write are storage
        // images, read (read_write) without a declared format.
        let mut vars = ImageVars {
            dim,
            class,
            storage: None,
            sampled: None,
            format: None,
        };
        let mut format_spec_ids = None;
        if uses.format_query {
            let ids = [
                self.images.next_format_spec_id,
                self.images.next_format_spec_id + 1,
            ];
            self.images.next_format_spec_id += 2;
            let u32t = self.u32_ty();
            let mut consts = [0; 2];
            for (c, id) in consts.iter_mut().zip(ids) {
                *c = self.b.spec_constant_bit32(u32t, 0);
                self.b
                    .decorate(*c, Decoration::SpecId, [Operand::LiteralBit32(id)]);
            }
            self.b.name(consts[0], format!("{name}.channel_data_type"));
            self.b.name(consts[1], format!("{name}.channel_order"));
            vars.format = Some(consts);
            format_spec_ids = Some(ids);
        }
        let (mut storage_binding, mut sampled_binding) = (None, None);
        let binding = self.images.binding();
        if access == Access::ReadOnly {
            let ty = self.vulkan_image_ty(dim, class, true);
            let var = self.uniform_constant_var(ty, binding, &name);
            vars.sampled = Some((var, ty));
            sampled_binding = Some(binding);
        } else {
            let ty = self.vulkan_image_ty(dim, class, false);
            let var = self.uniform_constant_var(ty, binding, &name);
            if access == Access::WriteOnly {
                self.b.decorate(var, Decoration::NonReadable, []);
            }
            if uses.unsampled_read {
                self.cap(Capability::StorageImageReadWithoutFormat);
            }
            if uses.write {
                self.cap(Capability::StorageImageWriteWithoutFormat);
            }
            vars.storage = Some((var, ty));
            storage_binding = Some(binding);
        }
        let primary = vars.storage.or(vars.sampled).map(|v| v.0).unwrap_or(0);
        self.images.vars.insert(primary, vars);
        Ok((
            chain(primary),
            ArgKind::Image {
                dim: crate::abi::image_dim(dim),
                access: crate::abi::image_access(access),
                channel: class,
                storage_binding,
                sampled_binding,
                format_spec_ids,
                view_dim: None,
            },
        ))
    }

    /// A program-scope `sampler_t` constant: `OpConstantSampler` (OpenCL) or a sampler
    /// descriptor with the modes recorded for the runner (Vulkan).
    pub fn sampler_global(&mut self, gid: GlobalId) -> R<()> {
        let g = self.m.global(gid);
        // The initial bytes stop at the last non-zero one.
        let mut word = [0u8; 4];
        for (to, from) in word.iter_mut().zip(g.init.as_deref().unwrap_or_default()) {
            *to = *from;
        }
        let bits = u32::from_le_bytes(word);
        let Some(modes) = SamplerModes::from_bits(bits) else {
            return err(
                g.span,
                format!(
                    "sampler '{}' has the value {bits:#x}, which is not a combination of CLK_NORMALIZED_COORDS_*, CLK_ADDRESS_* and CLK_FILTER_* flags",
                    g.name
                ),
            );
        };
        let st = self.b.type_sampler();
        if !self.policy.image_descriptors() {
            self.cap(Capability::LiteralSampler);
            let addressing = match modes.addressing {
                AddressingMode::None => spirv::SamplerAddressingMode::None,
                AddressingMode::ClampToEdge => spirv::SamplerAddressingMode::ClampToEdge,
                AddressingMode::Clamp => spirv::SamplerAddressingMode::Clamp,
                AddressingMode::Repeat => spirv::SamplerAddressingMode::Repeat,
                AddressingMode::MirroredRepeat => spirv::SamplerAddressingMode::RepeatMirrored,
            };
            let filter = match modes.filter {
                FilterMode::Nearest => spirv::SamplerFilterMode::Nearest,
                FilterMode::Linear => spirv::SamplerFilterMode::Linear,
            };
            let id =
                self.b
                    .constant_sampler(st, addressing, modes.normalized_coords as u32, filter);
            self.globals.insert(gid, GlobalLoc::Sampler { id });
            return Ok(());
        }
        if !modes.normalized_coords
            && matches!(
                modes.addressing,
                AddressingMode::Repeat | AddressingMode::MirroredRepeat
            )
        {
            return err(
                g.span,
                format!(
                    "sampler '{}': repeat addressing needs CLK_NORMALIZED_COORDS_TRUE (OpenCL leaves it undefined and Vulkan forbids it)",
                    g.name
                ),
            );
        }
        let binding = self.images.binding();
        let var = self.uniform_constant_var(st, binding, &g.name.clone());
        self.images.samplers.insert(var, Some(modes));
        self.images
            .inline
            .insert(gid, InlineSampler { binding, modes });
        self.globals.insert(gid, GlobalLoc::Sampler { id: var });
        Ok(())
    }

    /// Marks the sampler arguments of the finished kernels' reflections that sample 3D images
    /// or image arrays, or read integer texels (known once every function is lowered).
    pub fn mark_restricted_samplers(&mut self) {
        let by_binding: HashMap<u32, Word> = self
            .images
            .sampler_bindings
            .iter()
            .map(|(&var, &b)| (b, var))
            .collect();
        for k in &mut self.kernels {
            for a in &mut k.reflection.args {
                if let ArgKind::Sampler {
                    binding: Some(b),
                    normalized_only,
                    nearest_only,
                    ..
                } = &mut a.kind
                {
                    let var = by_binding.get(b);
                    *normalized_only = var.is_some_and(|v| self.images.normalized_only.contains(v));
                    *nearest_only = var.is_some_and(|v| self.images.nearest_only.contains(v));
                }
            }
        }
    }

    /// The inline samplers a Vulkan kernel uses.
    pub fn kernel_inline_samplers(&self, fid: FunctionId) -> Vec<InlineSampler> {
        let mut v: Vec<InlineSampler> = self.info.globals[fid]
            .iter()
            .filter_map(|g| self.images.inline.get(g).copied())
            .collect();
        v.sort_by_key(|s| s.binding);
        v
    }

    /// OpenCL target, SPIR-V 1.4 on: the `SignExtend`/`ZeroExtend` image operand that tells
    /// `read_imagei`/`write_imagei` from `read_imageui`/`write_imageui` (integers are signless;
    /// before 1.4 SPIR-V cannot say, and consumers read both as the signed form).
    fn signedness_operand(&self, class: ChannelClass) -> ImageOperands {
        if self.policy.image_descriptors() || self.version < (1, 4) {
            return ImageOperands::NONE;
        }
        match class {
            ChannelClass::Int => ImageOperands::SIGN_EXTEND,
            ChannelClass::Uint => ImageOperands::ZERO_EXTEND,
            ChannelClass::Float => ImageOperands::NONE,
        }
    }

    /// The result type of a Vulkan image read (a vector of the image's sampled type); the IR's
    /// type on OpenCL.
    fn texel_result_ty(&mut self, class: ChannelClass, t: Word) -> Word {
        if self.policy.image_descriptors() && class == ChannelClass::Int {
            let i = self.texel_scalar_ty(class);
            self.b.type_vector(i, 4)
        } else {
            t
        }
    }

    fn texel_to_ir(&mut self, r: Word, t: Word) -> R<Word> {
        if self.type_of(r) == Some(t) {
            return Ok(r);
        }
        Ok(self.b.bitcast(t, None, r)?)
    }

    fn texel_for_image(&mut self, v: Word, class: ChannelClass) -> R<Word> {
        if !(self.policy.image_descriptors() && class == ChannelClass::Int) {
            return Ok(v);
        }
        let i = self.texel_scalar_ty(class);
        let t = self.b.type_vector(i, 4);
        Ok(self.b.bitcast(t, None, v)?)
    }
}

impl FunctionWriter<'_, '_> {
    /// The value of a `sampler_t` read from memory: only program-scope sampler constants are.
    pub fn sampler_load(&mut self, ptr: ir::ExprId, span: Span) -> R<Val> {
        let func = self.w.m.function(self.f.fid);
        let loc = match func.expr(ptr).kind {
            ExprKind::GlobalAddr(g) => self.w.globals.get(&g).copied(),
            _ => None,
        };
        let Some(GlobalLoc::Sampler { id }) = loc else {
            return err(
                span,
                "a sampler read from a variable other than a program-scope sampler constant is not supported yet",
            );
        };
        if self.w.policy.image_descriptors() {
            self.use_var(id);
            Ok(chain(id))
        } else {
            Ok(Val::Id(id))
        }
    }
    /// `read_image*`, `write_image*` and `get_image_*`.
    pub fn image_builtin(
        &mut self,
        s: SimpleBuiltin,
        args: &[ir::ExprId],
        ty: TypeId,
        span: Span,
    ) -> R<Val> {
        use SimpleBuiltin::*;
        // Sema gives every call its arguments; a malformed one is refused like any builtin
        // without its operands.
        let needed = match s {
            ReadImagef | ReadImagei | ReadImageui => 2,
            WriteImagef | WriteImagei | WriteImageui => 3,
            _ => 1,
        };
        if args.len() < needed {
            return self.w.unsupported(s, span);
        }
        let img_ty = self.expr_ty(args[0]);
        let Type::Image { dim, .. } = self.w.m.types.get(img_ty) else {
            return err(span, "internal: an image builtin without an image");
        };
        let img = self.expr(args[0])?;
        let img = ImageRef::of(self.w, img, span)?;
        if let (ImageRef::Vars(vars), Some(class)) = (&img, texel_class(s)) {
            // The analysis follows images through parameters; anything it missed would make
            // an invalid module, so it is an error here.
            if vars.class != class {
                return err(
                    span,
                    format!(
                        "'{}' on an image whose texel type was decided as {} elsewhere is not supported on the Vulkan target",
                        s.name(),
                        vars.class.name()
                    ),
                );
            }
        }
        match s {
            ReadImagef | ReadImagei | ReadImageui => {
                let class = texel_class(s).unwrap_or(ChannelClass::Float);
                let (sampler, coord_expr) = if args.len() == 3 {
                    (Some(self.expr(args[1])?), args[2])
                } else {
                    (None, args[1])
                };
                let coord = self.image_coord(coord_expr, dim)?;
                let t = self.w.ty(ty, Layout::Plain, span)?;
                self.read_image(&img, sampler, coord, (class, t), span)
                    .map(Val::Id)
            }
            WriteImagef | WriteImagei | WriteImageui => {
                let class = texel_class(s).unwrap_or(ChannelClass::Float);
                let coord = self.image_coord(args[1], dim)?;
                let texel = self.value(args[2])?;
                let image = self.storage_image(&img, span)?;
                let texel = self.w.texel_for_image(texel, class)?;
                let ops = self.w.signedness_operand(class);
                let ops = (!ops.is_empty()).then_some(ops);
                self.w.b.image_write(image, coord.0, texel, ops, [])?;
                Ok(Val::None)
            }
            GetImageChannelDataType | GetImageChannelOrder => {
                let image = match img {
                    ImageRef::Value(image) => image,
                    ImageRef::Vars(ImageVars {
                        format: Some([data_type, order]),
                        ..
                    }) => {
                        return Ok(Val::Id(if s == GetImageChannelDataType {
                            data_type
                        } else {
                            order
                        }))
                    }
                    ImageRef::Vars(_) => {
                        return err(span, "internal: a format query without its constants")
                    }
                };
                let int = self.w.u32_ty();
                let (q, base) = if s == GetImageChannelDataType {
                    (
                        self.w.b.image_query_format(int, None, image)?,
                        CHANNEL_DATA_TYPE_BASE,
                    )
                } else {
                    (
                        self.w.b.image_query_order(int, None, image)?,
                        CHANNEL_ORDER_BASE,
                    )
                };
                let base = self.w.const_u32(base as u32);
                self.w.op(Op::IAdd, int, &[q, base]).map(Val::Id)
            }
            _ => self.image_query(&img, s, dim, ty, span).map(Val::Id),
        }
    }
    /// The coordinate operand: the components the image's dimensionality addresses (OpenCL C
    /// passes `int4`/`float4` for 3D images and 2D arrays), and whether it is floating-point.
    fn image_coord(&mut self, e: ir::ExprId, dim: ImageDim) -> R<(Word, bool)> {
        let v = self.value(e)?;
        let ty = self.expr_ty(e);
        let (scalar, lanes) = match self.w.m.types.get(ty) {
            Type::Scalar(s) => (s, 1),
            Type::Vector { scalar, len } => (scalar, len as u32),
            _ => {
                return err(
                    self.w.m.function(self.f.fid).expr(e).span,
                    "internal: image coordinate",
                )
            }
        };
        let need = reflect_coords(dim);
        let float = scalar == Scalar::Float;
        if lanes == need {
            return Ok((v, float));
        }
        let st = self.w.scalar_ty(scalar, Layout::Plain);
        let t = self.w.vec_of(st, need);
        let picked = self
            .w
            .b
            .vector_shuffle(t, None, v, v, (0..need).collect::<Vec<_>>())?;
        Ok((picked, float))
    }
    fn read_image(
        &mut self,
        img: &ImageRef,
        sampler: Option<Val>,
        (coord, float_coord): (Word, bool),
        (class, t): (ChannelClass, Word),
        span: Span,
    ) -> R<Word> {
        let Some(sampler) = sampler else {
            let rt = self.w.texel_result_ty(class, t);
            if let ImageRef::Vars(ImageVars {
                dim,
                sampled: Some((var, ty)),
                ..
            }) = *img
            {
                // A read_only image on Vulkan: fetch the texel from the sampled image (level 0;
                // texel buffers have no levels).
                self.use_var(var);
                let image = self.w.b.load(ty, None, var, None, [])?;
                let r = if dim == ImageDim::D1Buffer {
                    self.w.b.image_fetch(rt, None, image, coord, None, [])?
                } else {
                    let zero = self.w.const_u32(0);
                    self.w.b.image_fetch(
                        rt,
                        None,
                        image,
                        coord,
                        Some(ImageOperands::LOD),
                        [Operand::IdRef(zero)],
                    )?
                };
                return self.w.texel_to_ir(r, t);
            }
            let image = self.storage_image(img, span)?;
            let ops = self.w.signedness_operand(class);
            let ops = (!ops.is_empty()).then_some(ops);
            let r = self.w.b.image_read(rt, None, image, coord, ops, [])?;
            return self.w.texel_to_ir(r, t);
        };
        let (image, image_ty) = match *img {
            ImageRef::Value(v) => (v, self.w.type_of(v).unwrap_or_default()),
            ImageRef::Vars(vars) => {
                let Some((var, ty)) = vars.sampled else {
                    return err(span, "internal: a sampled read without a sampled image");
                };
                self.use_var(var);
                (self.w.b.load(ty, None, var, None, [])?, ty)
            }
        };
        let sampler = match sampler {
            Val::Id(s) => s,
            Val::Chain(c) => {
                let needs_normalized = matches!(
                    img,
                    ImageRef::Vars(ImageVars {
                        dim: ImageDim::D3 | ImageDim::D1Array | ImageDim::D2Array,
                        ..
                    })
                );
                if needs_normalized {
                    self.w.images.normalized_only.insert(c.base);
                }
                if class != ChannelClass::Float {
                    self.w.images.nearest_only.insert(c.base);
                }
                if let Some(Some(modes)) = self.w.images.samplers.get(&c.base) {
                    if modes.filter == FilterMode::Linear && class != ChannelClass::Float {
                        return err(
                            span,
                            "read_imagei/read_imageui with a CLK_FILTER_LINEAR sampler is undefined in OpenCL and not supported on the Vulkan target",
                        );
                    }
                    if !modes.normalized_coords && needs_normalized {
                        return err(
                            span,
                            "a sampler with CLK_NORMALIZED_COORDS_FALSE reading a 3D image or an image array is not supported on the Vulkan target yet (Vulkan allows unnormalized coordinates only for 1D and 2D images)",
                        );
                    }
                }
                self.use_var(c.base);
                let st = self.w.b.type_sampler();
                self.w.b.load(st, None, c.base, None, [])?
            }
            _ => return err(span, "internal: a sampler without a value"),
        };
        let sit = self.w.b.type_sampled_image(image_ty);
        let si = self.w.b.sampled_image(sit, None, image, sampler)?;
        // Vulkan samples at floating-point coordinates only; OpenCL's integer coordinates
        // (unnormalized, nearest) address the same texels.
        let coord = if self.w.policy.image_descriptors() && !float_coord {
            let lanes = size_lanes(img.dim());
            let ft = self.w.float_ty(32);
            let ft = if lanes > 1 {
                self.w.vec_of(ft, lanes)
            } else {
                ft
            };
            self.w.op(Op::ConvertSToF, ft, &[coord])?
        } else {
            coord
        };
        let zero = self.w.const_scalar_float(Scalar::Float, 0.0);
        let rt = self.w.texel_result_ty(class, t);
        let ops = ImageOperands::LOD | self.w.signedness_operand(class);
        let r =
            self.w
                .b
                .image_sample_explicit_lod(rt, None, si, coord, ops, [Operand::IdRef(zero)])?;
        self.w.texel_to_ir(r, t)
    }
    /// The image value for reads without a sampler, writes and queries.
    fn storage_image(&mut self, img: &ImageRef, span: Span) -> R<Word> {
        match *img {
            ImageRef::Value(v) => Ok(v),
            ImageRef::Vars(vars) => {
                let Some((var, ty)) = vars.storage else {
                    return err(span, "internal: an image access without a storage image");
                };
                self.use_var(var);
                Ok(self.w.b.load(ty, None, var, None, [])?)
            }
        }
    }
    fn image_query(
        &mut self,
        img: &ImageRef,
        s: SimpleBuiltin,
        dim: ImageDim,
        ty: TypeId,
        span: Span,
    ) -> R<Word> {
        let lanes = size_lanes(dim);
        let int = self.w.u32_ty();
        let size_ty = if lanes > 1 {
            self.w.vec_of(int, lanes)
        } else {
            int
        };
        if self.w.policy.image_descriptors() {
            self.w.cap(Capability::ImageQuery);
        }
        let size = match *img {
            ImageRef::Vars(ImageVars {
                storage: None,
                sampled: Some((var, ity)),
                ..
            }) => {
                self.use_var(var);
                let image = self.w.b.load(ity, None, var, None, [])?;
                if dim == ImageDim::D1Buffer {
                    // Texel buffers have no levels.
                    self.w.b.image_query_size(size_ty, None, image)?
                } else {
                    let zero = self.w.const_u32(0);
                    self.w.b.image_query_size_lod(size_ty, None, image, zero)?
                }
            }
            _ => {
                let image = self.storage_image(img, span)?;
                if self.w.policy.image_descriptors() || dim == ImageDim::D1Buffer {
                    self.w.b.image_query_size(size_ty, None, image)?
                } else {
                    let zero = self.w.const_u32(0);
                    self.w.b.image_query_size_lod(size_ty, None, image, zero)?
                }
            }
        };
        let lane = |l: &mut Self, i: u32| -> R<Word> {
            if lanes == 1 {
                Ok(size)
            } else {
                Ok(l.w.b.composite_extract(int, None, size, [i])?)
            }
        };
        use SimpleBuiltin::*;
        match s {
            GetImageWidth => lane(self, 0),
            GetImageHeight => lane(self, 1),
            GetImageDepth => lane(self, 2),
            GetImageDim => {
                let t = self.w.ty(ty, Layout::Plain, span)?;
                let mut parts = vec![lane(self, 0)?, lane(self, 1)?];
                if dim == ImageDim::D3 {
                    parts.push(lane(self, 2)?);
                    parts.push(self.w.const_u32(0));
                }
                self.w.construct(t, parts)
            }
            GetImageArraySize => {
                let layers = lane(self, lanes - 1)?;
                let long = self.w.u64_ty();
                Ok(self.w.b.u_convert(long, None, layers)?)
            }
            _ => self.w.unsupported(s, span),
        }
    }
}

/// An image operand: a value (OpenCL) or the argument's descriptor variables (Vulkan).
enum ImageRef {
    Value(Word),
    Vars(ImageVars),
}

impl ImageRef {
    fn of(l: &ModuleWriter, v: Val, span: Span) -> R<ImageRef> {
        match v {
            Val::Id(w) if !l.policy.image_descriptors() => Ok(ImageRef::Value(w)),
            Val::Chain(c) => match l.images.vars.get(&c.base) {
                Some(vars) => Ok(ImageRef::Vars(*vars)),
                None => err(span, "internal: an image without descriptors"),
            },
            _ => err(span, "internal: an image without a value"),
        }
    }
}

impl ImageRef {
    fn dim(&self) -> ImageDim {
        match self {
            ImageRef::Vars(v) => v.dim,
            // Only Vulkan asks.
            ImageRef::Value(_) => ImageDim::D2,
        }
    }
}

fn chain(var: Word) -> Val {
    Val::Chain(Chain {
        base: var,
        storage: StorageClass::UniformConstant,
        indices: vec![],
    })
}

fn reflect_coords(dim: ImageDim) -> u32 {
    crate::abi::image_dim(dim).coords()
}
