//! Images and samplers on the portable targets: each image or sampler kernel argument, and each
//! program-scope `sampler_t` constant, is a naga global of its own at the next binding of
//! group 0, as the Vulkan targets' descriptors are (`ArgKind::Image`'s and `ArgKind::Sampler`'s
//! bindings, `KernelReflection::inline_samplers`).
//!
//! A `read_only` image is a sampled texture of the texel type its reads need (`read_imagef`:
//! `f32`, `read_imagei`: `i32`, `read_imageui`: `u32`, through helpers too:
//! [`oclvk_spirv::image_uses`]); reads without a sampler load the texel at level 0. A
//! `write_only` or `read_write` image is a storage texture, whose format the languages need:
//! [`storage_format`], `rgba32float`/`rgba32sint`/`rgba32uint` by the texel type, the rule the
//! runners follow (the wgpu path converts the host's image to and from it; oclvk's Vulkan
//! runner refuses a storage image of another format on these targets). WebGPU's core allows
//! read-write storage textures in `r32float`, `r32sint` and `r32uint` alone: a WGSL
//! `read_write` image is a read-write storage texture of the rule's format all the same, which
//! the wgpu runner binds where the adapter allows it (`TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES`,
//! every Vulkan adapter) and refuses by name elsewhere.
//!
//! WGSL has no 1D texture arrays, and naga's GLSL writer gives a 1D array texture's width for
//! its layer count: on both an `image1d_array_t` is a 2D array texture one texel high
//! (`one_row`), which the reflection's `view_dim` tells the runner to create and bind. Its
//! texel coordinates take y = 0, its samples normalized y = 0.5, the centre of the one row,
//! which every filter and addressing mode reads alone. The same writer queries a storage
//! image's layer count as `imageSize(image, 0)`, which GLSL has no overload for: GLSL refuses
//! `get_image_array_size` of an image the kernel writes (`storage_layers`).
//!
//! Samplers: portable SPIR-V takes OpenCL's sampler modes as Vulkan sampler state, as the
//! Vulkan targets do (unnormalized coordinates included). The shading languages sample at
//! normalized coordinates only (WGSL has no other), so a program-scope sampler constant with
//! `CLK_NORMALIZED_COORDS_FALSE` has its coordinates divided by the image's size in the shader
//! (with `CLK_FILTER_NEAREST`, the texel's centre after OpenCL's `floor`). A sampler
//! argument's modes are the host's: WGSL reads them from a pipeline override
//! (`modes_override_id`) and divides likewise; MSL, HLSL and GLSL read them from the argument
//! block's hidden field. The host binds such a sampler with normalized coordinates (oclvk's
//! runner does so for GLSL's combined image samplers).
//! WebGPU has no border color: a sampler constant with `CLK_ADDRESS_CLAMP` and nearest
//! filtering reads transparent black outside the image in the shader (the host's sampler
//! clamps to the edge); with linear filtering, and for sampler arguments, the border is the
//! host sampler's (wgpu's `ClampToBorder`, transparent black). OpenCL's border is opaque for
//! channel orders without alpha: a sampled read takes alpha 1 from such an image, whose order
//! the shader learns as the format queries do (`sampled`; on portable SPIR-V, whose samplers
//! give Vulkan's border in the image's format, for the integer reads below only).
//! Integer texels cannot be filtered or sampled (naga samples float textures only): with a
//! sampler their reads are loads at the texel OpenCL's nearest filter picks, the addressing
//! mode applied in the shader (repeat and mirrored repeat by OpenCL's formulas;
//! `CLK_ADDRESS_CLAMP`'s border as above): a program-scope constant's modes, or a sampler
//! argument's modes as the host sets them (a WGSL override, a portable SPIR-V specialization
//! constant, a hidden field: each mode's texel computed, the modes' selected).
//!
//! Hidden fields: where the language has neither overrides nor specialization constants (MSL,
//! HLSL, GLSL), an image's channel data type and order and a sampler argument's modes are
//! words of the argument block after the arguments' bytes (`plan_hidden_fields`,
//! `PortableBindings::hidden_fields`), which the runner fills from the bound image and sampler;
//! `Options::hidden_fields` puts them there on WGSL and portable SPIR-V too (tests).
//!
//! GLSL: naga's writer declares each sampled texture as a combined image sampler, with the one
//! sampler it is sampled with (`texelFetch` and `textureSize` take one too). An image sampled
//! with several samplers gets one more global per further sampler, a view of the same image
//! at a binding of its own (`combined_image`); `emit` reflects each combined binding's image
//! argument and sampler from the writer's texture mapping
//! (`PortableBindings::combined_samplers`). GLSL has neither overrides nor specialization
//! constants: its formats and sampler modes are hidden fields, as MSL's and HLSL's.

use crate::function::{FnWriter, PtrVal, Root, Val, R};
use crate::module::ModuleWriter;
use naga::{
    Expression, Handle, ImageClass, ImageDimension, Literal, MathFunction, ScalarKind, Span,
    Statement, TypeInner, VectorSize,
};
use oclvk_abi::portable::{CombinedSampler, HiddenField, HiddenValue, SamplerSource};
use oclvk_abi::reflect::{
    AddressingMode, ArgKind, ArgReflection, ChannelClass, FilterMode, InlineSampler,
    KernelReflection, SamplerModes,
};
use oclvk_frontend::diag::Diagnostic;
use oclvk_frontend::ir::{
    self, Access, ExprId, FunctionId, GlobalId, ImageDim, SimpleBuiltin as S, Type,
};
use oclvk_frontend::source::Span as IrSpan;
use std::collections::{HashMap, HashSet};

/// The value portable SPIR-V writes for an image's channel data type or order, plus the spec
/// id's offset from `FIRST_IMAGE_FORMAT_SPEC_ID`, which `spec` makes a specialization
/// constant again: a value no program spells, apart from the other placeholders' ranges
/// (`groups::SCRATCH_LENGTH_PLACEHOLDER`, `module::LOCAL_LENGTH_PLACEHOLDER`, ...).
pub(crate) const FORMAT_PLACEHOLDER: u32 = 0x00C0_0000;

/// The value portable SPIR-V writes for a sampler argument's modes, plus the spec id's offset
/// from `FIRST_SAMPLER_MODES_SPEC_ID`, which `spec` makes a specialization constant again
/// (apart from `FORMAT_PLACEHOLDER`'s range).
pub(crate) const SAMPLER_MODES_PLACEHOLDER: u32 = 0x00C8_0000;

/// A sampler argument's modes until the host sets them: a WGSL override's default, a portable
/// SPIR-V specialization constant's.
pub(crate) const DEFAULT_SAMPLER_MODES: SamplerModes = SamplerModes {
    normalized_coords: true,
    addressing: AddressingMode::ClampToEdge,
    filter: FilterMode::Nearest,
};

/// The first override id of WGSL's image channel data types and orders (two per image that
/// a kernel queries; override ids are 16-bit, below the sampler modes').
const FIRST_FORMAT_OVERRIDE_ID: u32 = 0xd000;

/// Where a queried image's channel data type and order come from.
#[derive(Clone, Copy, Debug)]
enum FormatValues {
    /// WGSL: pipeline overrides.
    Overrides([Handle<naga::Override>; 2]),
    /// Portable SPIR-V: constants `spec` makes specialization constants.
    Constants([Handle<naga::Constant>; 2]),
    /// Hidden fields at these offsets of the argument block.
    Block([u32; 2]),
}

/// An image argument's global.
#[derive(Clone, Copy, Debug)]
struct ImageVar {
    dim: ImageDim,
    class: ChannelClass,
    /// A storage texture (`write_only`, `read_write`); else a sampled one.
    storage: bool,
}

/// The module's image and sampler globals.
pub(crate) struct ImageState {
    uses: HashMap<(FunctionId, u32), oclvk_spirv::ImageUses>,
    images: HashMap<Handle<naga::GlobalVariable>, ImageVar>,
    /// Sampler globals, with their modes where they are program-scope constants.
    samplers: HashMap<Handle<naga::GlobalVariable>, Option<SamplerModes>>,
    /// WGSL: the override holding each sampler argument's modes (`SamplerModes::bits`).
    modes_overrides: HashMap<Handle<naga::GlobalVariable>, Handle<naga::Override>>,
    /// Portable SPIR-V: the constant (a specialization constant after `spec`) holding the
    /// modes of each sampler argument an integer texel is picked by, and its spec id.
    modes_constants: HashMap<Handle<naga::GlobalVariable>, (Handle<naga::Constant>, u32)>,
    /// The channel data type and order of each image a kernel queries them of.
    formats: HashMap<Handle<naga::GlobalVariable>, FormatValues>,
    /// The host's values travel in the argument block's hidden fields.
    block_values: bool,
    /// The kernel being lowered: the offset of each image or sampler argument's hidden fields
    /// (an image's data type, its order 4 bytes on; a sampler's modes), by parameter.
    hidden: HashMap<u32, u32>,
    /// The offset of each sampler argument's modes in the argument block.
    modes_fields: HashMap<Handle<naga::GlobalVariable>, u32>,
    /// Images whose formats have ids so far.
    queried: u32,
    inline: HashMap<GlobalId, Handle<naga::GlobalVariable>>,
    /// The program-scope sampler constants as the reflection gives them to the host.
    pub reflected: Vec<(Handle<naga::GlobalVariable>, InlineSampler)>,
    /// Sampler arguments a 3D image or an image array is sampled with (Vulkan allows only
    /// normalized coordinates there).
    normalized_only: HashSet<Handle<naga::GlobalVariable>>,
    /// The sampler is Vulkan sampler state with OpenCL's modes (portable SPIR-V); else the
    /// shader takes normalized coordinates only.
    native_samplers: bool,
    /// The target takes 1D texture arrays; else (WGSL, which has none, and GLSL, whose naga
    /// writer gives their width for their layer count) an `image1d_array_t` is a 2D array
    /// texture one texel high (`one_row`).
    one_d_arrays: bool,
    /// naga's writer queries a storage image's layer count right (GLSL's passes
    /// `imageSize` a level, which it takes none of: `get_image_array_size` of an image the
    /// kernel writes is refused there).
    storage_layers: bool,
    /// naga's GLSL combines each texture with the one sampler it is sampled with: a texture
    /// sampled with several samplers is several globals (`combined_image`).
    combined_samplers: bool,
    /// GLSL: the sampler each sampled image's own global is sampled with, the first one.
    sampled_with: HashMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
    /// GLSL: the further views of an image, by the image's own global and their sampler.
    views: HashMap<
        (Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>),
        Handle<naga::GlobalVariable>,
    >,
    /// GLSL: each further view's image global.
    pub views_of: HashMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
}

impl ImageState {
    /// `hidden_fields`: [`crate::Options::hidden_fields`].
    pub fn new(m: &ir::Module, target: crate::Target, hidden_fields: bool) -> ImageState {
        let features = crate::types::Features::of(target);
        ImageState {
            block_values: hidden_fields || !(features.overrides || features.spec_constants),
            hidden: HashMap::new(),
            modes_fields: HashMap::new(),
            uses: oclvk_spirv::image_uses(m),
            images: HashMap::new(),
            samplers: HashMap::new(),
            modes_overrides: HashMap::new(),
            modes_constants: HashMap::new(),
            formats: HashMap::new(),
            queried: 0,
            inline: HashMap::new(),
            reflected: Vec::new(),
            normalized_only: HashSet::new(),
            native_samplers: matches!(
                target,
                crate::Target::Vulkan1_2Portable | crate::Target::Vulkan1_3Portable
            ),
            one_d_arrays: !matches!(target, crate::Target::Wgsl | crate::Target::Glsl),
            storage_layers: target != crate::Target::Glsl,
            combined_samplers: target == crate::Target::Glsl,
            sampled_with: HashMap::new(),
            views: HashMap::new(),
            views_of: HashMap::new(),
        }
    }
}

/// The storage format of a storage texture read and written with texels of `class`.
pub fn storage_format(class: ChannelClass) -> naga::StorageFormat {
    match class {
        ChannelClass::Float => naga::StorageFormat::Rgba32Float,
        ChannelClass::Int => naga::StorageFormat::Rgba32Sint,
        ChannelClass::Uint => naga::StorageFormat::Rgba32Uint,
    }
}

fn scalar_kind(class: ChannelClass) -> ScalarKind {
    match class {
        ChannelClass::Float => ScalarKind::Float,
        ChannelClass::Int => ScalarKind::Sint,
        ChannelClass::Uint => ScalarKind::Uint,
    }
}

fn texel_class(s: S) -> Option<ChannelClass> {
    match s {
        S::ReadImagef | S::WriteImagef => Some(ChannelClass::Float),
        S::ReadImagei | S::WriteImagei => Some(ChannelClass::Int),
        S::ReadImageui | S::WriteImageui => Some(ChannelClass::Uint),
        _ => None,
    }
}

/// Whether `s` reads, writes or queries an image ([`builtin`]).
pub(crate) fn is_image_builtin(s: S) -> bool {
    texel_class(s).is_some()
        || matches!(
            s,
            S::GetImageWidth
                | S::GetImageHeight
                | S::GetImageDepth
                | S::GetImageDim
                | S::GetImageArraySize
                | S::GetImageChannelDataType
                | S::GetImageChannelOrder
        )
}

/// naga's dimension of an OpenCL image type, and whether it is arrayed (`one_d_arrays`:
/// [`ImageState::one_d_arrays`]).
fn dimension(dim: ImageDim, one_d_arrays: bool) -> Option<(ImageDimension, bool)> {
    Some(match dim {
        ImageDim::D1 => (ImageDimension::D1, false),
        ImageDim::D1Array if !one_d_arrays => (ImageDimension::D2, true),
        ImageDim::D1Array => (ImageDimension::D1, true),
        ImageDim::D2 => (ImageDimension::D2, false),
        ImageDim::D2Array => (ImageDimension::D2, true),
        ImageDim::D3 => (ImageDimension::D3, false),
        ImageDim::D1Buffer => return None,
    })
}

/// Coordinates that address a texel within a layer (the layer is the next one for arrays).
fn spatial(dim: ImageDim) -> u32 {
    match dim {
        ImageDim::D1 | ImageDim::D1Buffer | ImageDim::D1Array => 1,
        ImageDim::D2 | ImageDim::D2Array => 2,
        ImageDim::D3 => 3,
    }
}

fn arrayed(dim: ImageDim) -> bool {
    matches!(dim, ImageDim::D1Array | ImageDim::D2Array)
}

/// Whether an image of `dim` is a 2D array texture one texel high (an `image1d_array_t` on
/// WGSL and GLSL: `ImageState::one_d_arrays`): its texel coordinates take y = 0, its samples the one
/// row's centre (normalized y = 0.5, where every addressing mode and filter reads that row
/// alone), its size queries the width alone.
fn one_row(fw: &FnWriter, dim: ImageDim) -> bool {
    dim == ImageDim::D1Array && !fw.mw.images.one_d_arrays
}

fn vector_size(n: u32) -> Option<VectorSize> {
    crate::types::vector_size(n as u8)
}

impl ModuleWriter<'_> {
    fn handle_global(
        &mut self,
        name: &str,
        inner: TypeInner,
    ) -> (Handle<naga::GlobalVariable>, u32) {
        let ty = self.naga_ty(inner);
        let binding = self.binding();
        let h = self.out.global_variables.append(
            naga::GlobalVariable {
                name: Some(name.to_string()),
                space: naga::AddressSpace::Handle,
                binding: Some(binding),
                ty,
                init: None,
                memory_decorations: naga::MemoryDecorations::empty(),
            },
            Span::UNDEFINED,
        );
        (h, binding.binding)
    }

    /// Kernel `fid`'s image or sampler argument `index`: its global, and the bindings its
    /// reflection gives.
    pub(crate) fn image_arg(
        &mut self,
        fid: FunctionId,
        index: u32,
    ) -> R<(Handle<naga::GlobalVariable>, ArgKind)> {
        let m = self.m;
        let p = &m.function(fid).params[index as usize];
        let target = self.features.name;
        let Type::Image { dim, access } = m.types.get(p.ty) else {
            let (h, binding) =
                self.handle_global(&p.name, TypeInner::Sampler { comparison: false });
            self.images.samplers.insert(h, None);
            // The shader learns the modes (it normalizes unnormalized coordinates and picks
            // integer texels by them) from a hidden field or a WGSL override.
            let modes_field = self.images.hidden.get(&index).copied();
            if let Some(offset) = modes_field {
                self.images.modes_fields.insert(h, offset);
            }
            let modes_override_id = (self.features.overrides && modes_field.is_none()).then(|| {
                let id = oclvk_abi::reflect::FIRST_SAMPLER_MODES_OVERRIDE_ID + binding;
                let o = self.u32_override(
                    format!("oclvk_sampler_modes_{binding}"),
                    id,
                    Some(DEFAULT_SAMPLER_MODES.bits()),
                );
                self.images.modes_overrides.insert(h, o);
                id
            });
            return Ok((
                h,
                ArgKind::Sampler {
                    binding: Some(binding),
                    normalized_only: !self.images.native_samplers
                        && modes_override_id.is_none()
                        && modes_field.is_none(),
                    nearest_only: false,
                    modes_override_id,
                },
            ));
        };
        let Some((ndim, arrayed)) = dimension(dim, self.images.one_d_arrays) else {
            return Err(Diagnostic::error(
                p.span,
                format!("'image1d_buffer_t' is not supported on the {target} target yet"),
            ));
        };
        let uses = self
            .images
            .uses
            .get(&(fid, index))
            .copied()
            .unwrap_or_default();
        if let Some(at) = uses.conflict {
            return Err(Diagnostic::error(
                at,
                format!(
                    "image '{}' is read or written with texels of two types (read_imagef/_i/_ui, write_imagef/_i/_ui): the {target} target needs one per image",
                    p.name
                ),
            ));
        }
        let class = uses.class.map_or(ChannelClass::Float, |c| c.0);
        let storage = access != Access::ReadOnly;
        let wants_format = self.wants_format(fid, index, access);
        let class_inner = if storage {
            let access = if access == Access::WriteOnly {
                naga::StorageAccess::STORE
            } else {
                naga::StorageAccess::LOAD | naga::StorageAccess::STORE
            };
            ImageClass::Storage {
                format: storage_format(class),
                access,
            }
        } else {
            ImageClass::Sampled {
                kind: scalar_kind(class),
                multi: false,
            }
        };
        let (h, binding) = self.handle_global(
            &p.name,
            TypeInner::Image {
                dim: ndim,
                arrayed,
                class: class_inner,
            },
        );
        self.images.images.insert(
            h,
            ImageVar {
                dim,
                class,
                storage,
            },
        );
        let format_spec_ids = match self.images.hidden.get(&index) {
            Some(&offset) if wants_format => {
                let offsets = [offset, offset + 4];
                self.images.formats.insert(h, FormatValues::Block(offsets));
                None
            }
            _ if wants_format => self.format_values(h, &p.name),
            _ => None,
        };
        Ok((
            h,
            ArgKind::Image {
                dim: oclvk_spirv::abi::image_dim(dim),
                access: oclvk_spirv::abi::image_access(access),
                channel: class,
                storage_binding: storage.then_some(binding),
                sampled_binding: (!storage).then_some(binding),
                format_spec_ids,
                view_dim: (dim == ImageDim::D1Array && ndim == ImageDimension::D2)
                    .then_some(oclvk_abi::reflect::ImageDim::D2Array),
            },
        ))
    }

    /// Whether the shader needs kernel `fid`'s image argument `index` (`access`)'s channel data
    /// type and order: it queries them, or reads its border's alpha by the order (the shading
    /// languages' samplers and the in-shader border, integer texels' on every portable target,
    /// give transparent black; an image without alpha reads OpenCL's opaque one: `sampled`).
    fn wants_format(&self, fid: FunctionId, index: u32, access: Access) -> bool {
        let uses = self
            .images
            .uses
            .get(&(fid, index))
            .copied()
            .unwrap_or_default();
        let class = uses.class.map_or(ChannelClass::Float, |c| c.0);
        let border_alpha = uses.sampled_read
            && access == Access::ReadOnly
            && shader_sets_alpha(self.images.native_samplers, class);
        uses.format_query || border_alpha
    }

    /// Where the host's values travel in the argument block: kernel `fid`'s hidden fields
    /// after the arguments' `block_size` bytes, each image's channel data type and order that
    /// the shader needs and each sampler argument's modes (none where the target takes them
    /// as overrides or specialization constants). Noted for `image_arg`.
    pub(crate) fn plan_hidden_fields(
        &mut self,
        fid: FunctionId,
        block_size: u32,
    ) -> Vec<HiddenField> {
        self.images.hidden.clear();
        if !self.images.block_values {
            return Vec::new();
        }
        let m = self.m;
        let mut offset = block_size.div_ceil(4) * 4;
        let mut fields = Vec::new();
        for (index, p) in (0u32..).zip(&m.function(fid).params) {
            let values = match m.types.get(p.ty) {
                Type::Image { access, .. } if self.wants_format(fid, index, access) => vec![
                    HiddenValue::ImageChannelDataType { index },
                    HiddenValue::ImageChannelOrder { index },
                ],
                Type::Sampler => vec![HiddenValue::SamplerModes { index }],
                _ => continue,
            };
            self.images.hidden.insert(index, offset);
            for value in values {
                fields.push(HiddenField { offset, value });
                offset += 4;
            }
        }
        fields
    }

    /// The ids the host gives image `h`'s channel data type and order at, and their values in
    /// the module: overrides (WGSL) or specialization constants (portable SPIR-V); `None`
    /// where the language has neither (its values are hidden fields: `plan_hidden_fields`).
    fn format_values(&mut self, h: Handle<naga::GlobalVariable>, name: &str) -> Option<[u32; 2]> {
        let k = self.images.queried;
        if self.features.overrides {
            let ids = [0, 1].map(|i| FIRST_FORMAT_OVERRIDE_ID + 2 * k + i);
            let what = ["channel_data_type", "channel_order"];
            let o =
                [0, 1].map(|i| self.u32_override(format!("{name}_{}", what[i]), ids[i], Some(0)));
            self.images.formats.insert(h, FormatValues::Overrides(o));
            self.images.queried += 1;
            return Some(ids);
        }
        if !self.features.spec_constants {
            return None;
        }
        let first = oclvk_abi::reflect::FIRST_IMAGE_FORMAT_SPEC_ID;
        let ids = [0, 1].map(|i| first + 2 * k + i);
        let ty = self.u32_ty();
        let c = ids.map(|id| {
            let init = self.out.global_expressions.append(
                Expression::Literal(Literal::U32(FORMAT_PLACEHOLDER + id - first)),
                Span::UNDEFINED,
            );
            self.out.constants.append(
                naga::Constant {
                    name: None,
                    ty,
                    init,
                },
                Span::UNDEFINED,
            )
        });
        self.spec.image_formats.extend(ids);
        self.images.formats.insert(h, FormatValues::Constants(c));
        self.images.queried += 1;
        Some(ids)
    }

    /// Portable SPIR-V: the constant holding sampler argument `h`'s modes (made on its first
    /// use), which `spec` makes a specialization constant the runner sets.
    fn modes_constant(&mut self, h: Handle<naga::GlobalVariable>) -> Handle<naga::Constant> {
        if let Some(&(c, _)) = self.images.modes_constants.get(&h) {
            return c;
        }
        let binding = self.out.global_variables[h]
            .binding
            .as_ref()
            .map_or(0, |b| b.binding);
        let id = oclvk_abi::reflect::FIRST_SAMPLER_MODES_SPEC_ID + binding;
        let ty = self.u32_ty();
        let init = self.out.global_expressions.append(
            Expression::Literal(Literal::U32(SAMPLER_MODES_PLACEHOLDER + binding)),
            Span::UNDEFINED,
        );
        let c = self.out.constants.append(
            naga::Constant {
                name: None,
                ty,
                init,
            },
            Span::UNDEFINED,
        );
        self.spec.sampler_modes.push(id);
        self.images.modes_constants.insert(h, (c, id));
        c
    }

    /// The global through which image `image` is sampled with `sampler`: the image's own,
    /// except on GLSL for a sampler other than the first the image is sampled with, where it
    /// is a view of the image at a binding of its own (made on its first use), combined with
    /// that sampler.
    fn combined_image(
        &mut self,
        image: Handle<naga::GlobalVariable>,
        sampler: Handle<naga::GlobalVariable>,
    ) -> Handle<naga::GlobalVariable> {
        if !self.images.combined_samplers {
            return image;
        }
        let first = *self.images.sampled_with.entry(image).or_insert(sampler);
        if first == sampler {
            return image;
        }
        if let Some(&view) = self.images.views.get(&(image, sampler)) {
            return view;
        }
        let globals = &self.out.global_variables;
        let name = format!(
            "{}_{}",
            globals[image].name.as_deref().unwrap_or_default(),
            globals[sampler].name.as_deref().unwrap_or_default()
        );
        let inner = self.out.types[globals[image].ty].inner.clone();
        let (view, _) = self.handle_global(&name, inner);
        self.images.views.insert((image, sampler), view);
        self.images.views_of.insert(view, image);
        view
    }

    /// Sets the image and sampler arguments' reflection to their globals' (`args`: the
    /// argument index and global of each), once the kernel is lowered.
    pub(crate) fn reflect_image_args(
        &self,
        reflected: &mut [ArgReflection],
        args: &[(u32, Handle<naga::GlobalVariable>, ArgKind)],
    ) {
        for (index, h, kind) in args {
            let Some(a) = reflected.iter_mut().find(|a| a.index == *index) else {
                continue;
            };
            let mut kind = kind.clone();
            if let ArgKind::Sampler {
                normalized_only,
                modes_override_id,
                ..
            } = &mut kind
            {
                *normalized_only |= self.images.normalized_only.contains(h);
                if let Some(&(_, id)) = self.images.modes_constants.get(h) {
                    *modes_override_id = Some(id);
                }
            }
            a.kind = kind;
        }
    }

    /// The global of program-scope sampler constant `g`, made on its first use.
    pub(crate) fn sampler_global(&mut self, g: GlobalId) -> R<Handle<naga::GlobalVariable>> {
        if let Some(&h) = self.images.inline.get(&g) {
            return Ok(h);
        }
        let global = self.m.global(g);
        let mut word = [0u8; 4];
        for (to, from) in word
            .iter_mut()
            .zip(global.init.as_deref().unwrap_or_default())
        {
            *to = *from;
        }
        let bits = u32::from_le_bytes(word);
        let Some(modes) = SamplerModes::from_bits(bits) else {
            return Err(Diagnostic::error(
                global.span,
                format!(
                    "sampler '{}' has the value {bits:#x}, which is not a combination of CLK_NORMALIZED_COORDS_*, CLK_ADDRESS_* and CLK_FILTER_* flags",
                    global.name
                ),
            ));
        };
        if !modes.normalized_coords
            && matches!(
                modes.addressing,
                AddressingMode::Repeat | AddressingMode::MirroredRepeat
            )
        {
            return Err(Diagnostic::error(
                global.span,
                format!(
                    "sampler '{}': repeat addressing needs CLK_NORMALIZED_COORDS_TRUE (OpenCL leaves it undefined)",
                    global.name
                ),
            ));
        }
        let name = global.name.clone();
        let (h, binding) = self.handle_global(&name, TypeInner::Sampler { comparison: false });
        self.images.samplers.insert(h, Some(modes));
        self.images.inline.insert(g, h);
        // The shading languages' shaders normalize the coordinates themselves, and read
        // nearest texels outside the image as the border (`sample`).
        let native = self.images.native_samplers;
        let host_modes = SamplerModes {
            normalized_coords: modes.normalized_coords || !native,
            addressing: if !native && shader_border(modes) {
                AddressingMode::ClampToEdge
            } else {
                modes.addressing
            },
            ..modes
        };
        self.images.reflected.push((
            h,
            InlineSampler {
                binding,
                modes: host_modes,
            },
        ));
        Ok(h)
    }
}

/// GLSL: kernel `k`'s combined image samplers, in binding order, from the writer's texture
/// mapping (`mapping`: each texture global its entry point uses and the sampler it is combined
/// with; `views`: each further view's image global, `combined_image`). Storage textures,
/// which have no sampler, are left out.
pub(crate) fn combined_samplers(
    module: &naga::Module,
    mapping: &[(
        Handle<naga::GlobalVariable>,
        Option<Handle<naga::GlobalVariable>>,
    )],
    views: &HashMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
    k: &KernelReflection,
) -> Result<Vec<CombinedSampler>, String> {
    let binding = |h: Handle<naga::GlobalVariable>| {
        let g = &module.global_variables[h];
        g.binding
            .as_ref()
            .map(|b| b.binding)
            .ok_or_else(|| format!("'{}' has no binding", g.name.as_deref().unwrap_or("?")))
    };
    let mut out = Vec::new();
    for &(texture, sampler) in mapping {
        let ty = module.global_variables[texture].ty;
        if !matches!(
            module.types[ty].inner,
            TypeInner::Image {
                class: ImageClass::Sampled { .. },
                ..
            }
        ) {
            continue;
        }
        let own = binding(views.get(&texture).copied().unwrap_or(texture))?;
        let image = k
            .args
            .iter()
            .find_map(|a| match a.kind {
                ArgKind::Image {
                    sampled_binding: Some(b),
                    ..
                } if b == own => Some(a.index),
                _ => None,
            })
            .ok_or_else(|| format!("no image argument has binding {own}"))?;
        let sampler = match sampler {
            None => None,
            Some(s) => {
                let b = binding(s)?;
                let argument = k.args.iter().find_map(|a| match a.kind {
                    ArgKind::Sampler {
                        binding: Some(sb), ..
                    } if sb == b => Some(SamplerSource::Argument { index: a.index }),
                    _ => None,
                });
                let constant = || {
                    k.inline_samplers
                        .iter()
                        .any(|i| i.binding == b)
                        .then_some(SamplerSource::Constant { binding: b })
                };
                Some(
                    argument
                        .or_else(constant)
                        .ok_or_else(|| format!("no sampler has binding {b}"))?,
                )
            }
        };
        out.push(CombinedSampler {
            binding: binding(texture)?,
            image,
            sampler,
        });
    }
    out.sort_by_key(|c| c.binding);
    Ok(out)
}

/// Whether the shading languages' shaders give a sampler constant's border color themselves:
/// `CLK_ADDRESS_CLAMP` with nearest filtering (WebGPU has no border color).
fn shader_border(modes: SamplerModes) -> bool {
    modes.addressing == AddressingMode::Clamp && modes.filter == FilterMode::Nearest
}

/// An image or sampler value: its global.
pub(crate) fn resource_val(h: Handle<naga::GlobalVariable>) -> Val {
    Val::Ptr(PtrVal {
        root: Root::Global(h),
        steps: Vec::new(),
    })
}

/// The global an image or sampler expression names.
fn global_of(fw: &mut FnWriter, e: ExprId, span: IrSpan) -> R<Handle<naga::GlobalVariable>> {
    match fw.lower(e)? {
        Val::Ptr(PtrVal {
            root: Root::Global(h),
            ref steps,
        }) if steps.is_empty() => Ok(h),
        _ => fw.unsupported(
            span,
            "an image or sampler other than a kernel argument or a program-scope sampler constant",
        ),
    }
}

/// `read_image*`, `write_image*` and `get_image_*` on the portable targets.
pub(crate) fn builtin(
    fw: &mut FnWriter,
    s: S,
    args: &[ExprId],
    ty: ir::TypeId,
    span: IrSpan,
) -> R<Val> {
    let needed = match s {
        S::ReadImagef | S::ReadImagei | S::ReadImageui => 2,
        S::WriteImagef | S::WriteImagei | S::WriteImageui => 3,
        _ => 1,
    };
    if args.len() < needed {
        return fw.unsupported(span, format_args!("'{}' without its operands", s.name()));
    }
    let h = global_of(fw, args[0], span)?;
    let Some(var) = fw.mw.images.images.get(&h).copied() else {
        return Err(Diagnostic::error(
            span,
            "internal error: an image builtin without an image",
        ));
    };
    if let Some(class) = texel_class(s) {
        if class != var.class {
            return fw.unsupported(
                span,
                format_args!(
                    "'{}' on an image whose texel type was decided as {} elsewhere",
                    s.name(),
                    var.class.name()
                ),
            );
        }
    }
    let image = fw.expr(Expression::GlobalVariable(h));
    match s {
        S::ReadImagef | S::ReadImagei | S::ReadImageui if args.len() == 2 => {
            let (coordinate, array_index) = int_coords(fw, args[1], var.dim)?;
            let level = (!var.storage).then(|| fw.literal(Literal::I32(0)));
            Ok(Val::Value(fw.expr(Expression::ImageLoad {
                image,
                coordinate,
                array_index,
                sample: None,
                level,
            })))
        }
        S::ReadImagef | S::ReadImagei | S::ReadImageui => {
            let sampler = global_of(fw, args[1], span)?;
            let modes = fw.mw.images.samplers.get(&sampler).copied().flatten();
            let texel = if var.class == ChannelClass::Float {
                let combined = fw.mw.combined_image(h, sampler);
                let sampled = if combined == h {
                    image
                } else {
                    fw.expr(Expression::GlobalVariable(combined))
                };
                sample(fw, (image, sampled, var), (sampler, modes), args[2], span)?
            } else {
                nearest_load(fw, (image, var), sampler, args[2], span)?
            };
            Ok(match texel {
                Val::Value(v) if shader_sets_alpha(fw.mw.images.native_samplers, var.class) => {
                    Val::Value(sampled(fw, h, v, var.class))
                }
                other => other,
            })
        }
        S::WriteImagef | S::WriteImagei | S::WriteImageui => {
            let (coordinate, array_index) = int_coords(fw, args[1], var.dim)?;
            let value = fw.lower_value(args[2])?;
            fw.push(Statement::ImageStore {
                image,
                coordinate,
                array_index,
                value,
            });
            Ok(Val::Void)
        }
        S::GetImageChannelDataType | S::GetImageChannelOrder => {
            let lane = (s == S::GetImageChannelOrder) as usize;
            let Some(v) = format_value(fw, h, lane) else {
                return Err(Diagnostic::error(
                    span,
                    format!("internal error: '{}' without the image's format", s.name()),
                ));
            };
            Ok(Val::Value(cast(fw, v, ScalarKind::Sint)))
        }
        S::GetImageArraySize if var.storage && !fw.mw.images.storage_layers => fw.unsupported(
            span,
            "'get_image_array_size' of an image the kernel writes (naga's GLSL writer queries its layer count as 'imageSize(image, 0)', which GLSL has no overload for)",
        ),
        _ => query(fw, image, var.dim, s, ty, span),
    }
}

/// The lanes of `v` (a scalar or a vector of `lanes` lanes).
fn lanes(
    fw: &mut FnWriter,
    v: Handle<Expression>,
    vector: bool,
    n: u32,
) -> Vec<Handle<Expression>> {
    if !vector {
        return vec![v];
    }
    (0..n)
        .map(|index| fw.expr(Expression::AccessIndex { base: v, index }))
        .collect()
}

/// A scalar or vector of `scalar` from `parts`.
fn compose(
    fw: &mut FnWriter,
    parts: Vec<Handle<Expression>>,
    scalar: naga::Scalar,
) -> Handle<Expression> {
    match vector_size(parts.len() as u32) {
        None => parts[0],
        Some(size) => {
            let ty = fw.mw.naga_ty(TypeInner::Vector { size, scalar });
            fw.expr(Expression::Compose {
                ty,
                components: parts,
            })
        }
    }
}

fn cast(fw: &mut FnWriter, expr: Handle<Expression>, kind: ScalarKind) -> Handle<Expression> {
    fw.expr(Expression::As {
        expr,
        kind,
        convert: Some(4),
    })
}

fn math(
    fw: &mut FnWriter,
    fun: MathFunction,
    arg: Handle<Expression>,
    more: [Option<Handle<Expression>>; 2],
) -> Handle<Expression> {
    fw.expr(Expression::Math {
        fun,
        arg,
        arg1: more[0],
        arg2: more[1],
        arg3: None,
    })
}

fn binary(
    fw: &mut FnWriter,
    op: naga::BinaryOperator,
    left: Handle<Expression>,
    right: Handle<Expression>,
) -> Handle<Expression> {
    fw.expr(Expression::Binary { op, left, right })
}

/// An OpenCL image coordinate in lanes, each a scalar of its type.
struct Coord {
    /// The lanes addressing a texel within a layer.
    spatial: Vec<Handle<Expression>>,
    /// An array's layer.
    layer: Option<Handle<Expression>>,
    /// `float` lanes; else `int`.
    float: bool,
}

/// The value of coordinate `e`, through a variable: naga's override processing (which wgpu
/// runs over WGSL) evaluates what a constant coordinate's lanes make and leaves the image
/// access invalid, which a loaded value keeps it from.
fn coord_value(fw: &mut FnWriter, e: ExprId) -> R<Handle<Expression>> {
    let v = fw.lower_value(e)?;
    let span = fw.ir_expr(e).span;
    let ty = fw.mw.ty(fw.expr_ty(e), span)?;
    let var = fw.local(ty);
    let pointer = fw.expr(Expression::LocalVariable(var));
    fw.push(Statement::Store { pointer, value: v });
    let pointer = fw.expr(Expression::LocalVariable(var));
    Ok(fw.expr(Expression::Load { pointer }))
}

/// The IR coordinate `e` of an image of `dim` in lanes.
fn coord_lanes(fw: &mut FnWriter, e: ExprId, dim: ImageDim) -> R<Coord> {
    let ty = fw.expr_ty(e);
    let (scalar, size) = fw.lanes(ty);
    let v = coord_value(fw, e)?;
    let n = spatial(dim) + arrayed(dim) as u32;
    let mut all = lanes(fw, v, size.is_some(), n);
    let layer = if arrayed(dim) { all.pop() } else { None };
    Ok(Coord {
        spatial: all,
        layer,
        float: scalar == ir::Scalar::Float,
    })
}

/// Integer coordinates (reads without a sampler, writes): the texel's and the layer's.
fn int_coords(
    fw: &mut FnWriter,
    e: ExprId,
    dim: ImageDim,
) -> R<(Handle<Expression>, Option<Handle<Expression>>)> {
    // The texel's lanes as one value: the coordinate itself where it has just those, else a
    // swizzle.
    let ty = fw.expr_ty(e);
    let (_, size) = fw.lanes(ty);
    let v = coord_value(fw, e)?;
    let n = spatial(dim);
    let texel = match (size, vector_size(n)) {
        (Some(have), Some(want)) if have == want => v,
        (Some(_), Some(want)) => fw.expr(Expression::Swizzle {
            size: want,
            vector: v,
            pattern: [
                naga::SwizzleComponent::X,
                naga::SwizzleComponent::Y,
                naga::SwizzleComponent::Z,
                naga::SwizzleComponent::W,
            ],
        }),
        (Some(_), None) => fw.expr(Expression::AccessIndex { base: v, index: 0 }),
        (None, _) => v,
    };
    let texel = if one_row(fw, dim) {
        let row = fw.literal(Literal::I32(0));
        compose(fw, vec![texel, row], naga::Scalar::I32)
    } else {
        texel
    };
    let layer = arrayed(dim).then(|| fw.expr(Expression::AccessIndex { base: v, index: n }));
    Ok((texel, layer))
}

/// The image's size in texels (its spatial lanes) as `kind` scalars.
fn size_lanes(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    kind: ScalarKind,
) -> Vec<Handle<Expression>> {
    let size = fw.expr(Expression::ImageQuery {
        image,
        query: naga::ImageQuery::Size { level: None },
    });
    let n = spatial(dim);
    let queried = n + one_row(fw, dim) as u32;
    let size = if kind == ScalarKind::Uint {
        size
    } else {
        cast(fw, size, kind)
    };
    let mut all = lanes(fw, size, queried > 1, queried);
    all.truncate(n as usize);
    all
}

/// The layer OpenCL reads for array coordinate `layer`: rounded to the nearest even when
/// floating-point, clamped to the image's layers.
fn layer_index(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    layer: Option<Handle<Expression>>,
    float: bool,
) -> Option<Handle<Expression>> {
    let layer = layer?;
    let layer = if float {
        let r = math(fw, MathFunction::Round, layer, [None, None]);
        cast(fw, r, ScalarKind::Sint)
    } else {
        layer
    };
    let layers = fw.expr(Expression::ImageQuery {
        image,
        query: naga::ImageQuery::NumLayers,
    });
    let layers = cast(fw, layers, ScalarKind::Sint);
    let one = fw.literal(Literal::I32(1));
    let last = binary(fw, naga::BinaryOperator::Subtract, layers, one);
    let zero = fw.literal(Literal::I32(0));
    Some(math(
        fw,
        MathFunction::Clamp,
        layer,
        [Some(zero), Some(last)],
    ))
}

/// `read_imagef` with a sampler: a sample at level 0, at the coordinates the sampler's modes
/// say (normalized in the shader where the language samples at normalized ones only);
/// `sampled`: the image's global combined with the sampler (`combined_image`), `image` the
/// one its sizes are queried of.
fn sample(
    fw: &mut FnWriter,
    (image, sampled, var): (Handle<Expression>, Handle<Expression>, ImageVar),
    (sampler, modes): (Handle<naga::GlobalVariable>, Option<SamplerModes>),
    coord: ExprId,
    span: IrSpan,
) -> R<Val> {
    let native = fw.mw.images.native_samplers;
    let needs_normalized = matches!(
        var.dim,
        ImageDim::D3 | ImageDim::D1Array | ImageDim::D2Array
    );
    if native && needs_normalized {
        if modes.is_some_and(|m| !m.normalized_coords) {
            return fw.unsupported(
                span,
                "a sampler with CLK_NORMALIZED_COORDS_FALSE reading a 3D image or an image array (Vulkan allows unnormalized coordinates only for 1D and 2D images)",
            );
        }
        fw.mw.images.normalized_only.insert(sampler);
    }
    if var.storage {
        return fw.unsupported(
            span,
            "a read with a sampler from an image the kernel may write",
        );
    }
    let Coord {
        spatial: parts,
        layer,
        float,
    } = coord_lanes(fw, coord, var.dim)?;
    let border = match modes {
        Some(m) if !native && shader_border(m) => {
            let texel = nearest_texel(fw, image, var.dim, &parts, float, m.normalized_coords);
            Some(
                texel
                    .inside
                    .unwrap_or_else(|| fw.literal(Literal::Bool(true))),
            )
        }
        _ => None,
    };
    let parts: Vec<_> = parts
        .into_iter()
        .map(|p| {
            if float {
                p
            } else {
                cast(fw, p, ScalarKind::Float)
            }
        })
        .collect();
    let host_bits = if native || !float {
        None
    } else {
        host_modes(fw, sampler, false)
    };
    let parts = match host_bits {
        Some(bits) => normalize_by_modes(fw, image, var.dim, parts, bits),
        None => parts,
    };
    // Integer coordinates (OpenCL allows them with unnormalized, nearest samplers) and
    // unnormalized constants' coordinates, where the shader normalizes.
    let unnormalized = match modes {
        Some(m) => !m.normalized_coords,
        None => !float,
    };
    let parts = if native || !unnormalized {
        parts
    } else {
        let nearest = modes.is_none_or(|m| m.filter == FilterMode::Nearest);
        let size = size_lanes(fw, image, var.dim, ScalarKind::Float);
        let half = fw.literal(Literal::F32(0.5));
        parts
            .into_iter()
            .zip(size)
            .map(|(p, n)| {
                let p = if nearest {
                    let f = math(fw, MathFunction::Floor, p, [None, None]);
                    binary(fw, naga::BinaryOperator::Add, f, half)
                } else {
                    p
                };
                binary(fw, naga::BinaryOperator::Divide, p, n)
            })
            .collect()
    };
    let mut parts = parts;
    if one_row(fw, var.dim) {
        parts.push(fw.literal(Literal::F32(0.5)));
    }
    let coordinate = compose(fw, parts, naga::Scalar::F32);
    let array_index = layer_index(fw, image, layer, float);
    let sampler = fw.expr(Expression::GlobalVariable(sampler));
    let sampled = fw.expr(Expression::ImageSample {
        image: sampled,
        sampler,
        gather: None,
        coordinate,
        array_index,
        offset: None,
        level: naga::SampleLevel::Zero,
        depth_ref: None,
        clamp_to_edge: false,
    });
    Ok(Val::Value(match border {
        Some(inside) => or_border(fw, inside, sampled, ChannelClass::Float),
        None => sampled,
    }))
}

/// Float coordinate lanes normalized as the sampler argument's modes `bits` (`host_modes`)
/// say: as they are where normalized, else divided by the image's size (nearest: the centre
/// of OpenCL's `floor` texel).
fn normalize_by_modes(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    parts: Vec<Handle<Expression>>,
    bits: Handle<Expression>,
) -> Vec<Handle<Expression>> {
    let flag = |fw: &mut FnWriter, mask: u32, value: u32| {
        let mask = fw.literal(Literal::U32(mask));
        let value = fw.literal(Literal::U32(value));
        let masked = binary(fw, naga::BinaryOperator::And, bits, mask);
        binary(fw, naga::BinaryOperator::Equal, masked, value)
    };
    let normalized = flag(fw, 1, 1);
    let linear = flag(fw, 0x30, 0x20);
    let size = size_lanes(fw, image, dim, ScalarKind::Float);
    let half = fw.literal(Literal::F32(0.5));
    parts
        .into_iter()
        .zip(size)
        .map(|(p, n)| {
            let f = math(fw, MathFunction::Floor, p, [None, None]);
            let centre = binary(fw, naga::BinaryOperator::Add, f, half);
            let picked = fw.expr(Expression::Select {
                condition: linear,
                accept: p,
                reject: centre,
            });
            let divided = binary(fw, naga::BinaryOperator::Divide, picked, n);
            fw.expr(Expression::Select {
                condition: normalized,
                accept: p,
                reject: divided,
            })
        })
        .collect()
}

/// Whether sampled reads of texels of `class` take their alpha from the image's channel
/// order in the shader (`sampled`): everywhere but Vulkan sampler state's float samples
/// (`native`), whose border Vulkan reads in the image's own format (alpha 1 where missing).
fn shader_sets_alpha(native: bool, class: ChannelClass) -> bool {
    !native || class != ChannelClass::Float
}

/// OpenCL's `CLK_R`, `CLK_RG`, `CLK_RGB` and `CLK_LUMINANCE`: the channel orders without
/// alpha, whose `CLK_ADDRESS_CLAMP` border color is (0, 0, 0, 1) (the others' is 0).
const ORDERS_WITHOUT_ALPHA: [u32; 4] = [0x10B0, 0x10B2, 0x10B4, 0x10B9];

/// A sampled read's `texel` of image `h` as OpenCL reads it: with alpha 1 where the image's
/// channel order has no alpha. The samplers and the in-shader border give transparent black,
/// and every other texel of such an image already has alpha 1 (the runner converts it so,
/// and filtering ones keeps it), so this gives OpenCL's opaque border exactly.
fn sampled(
    fw: &mut FnWriter,
    h: Handle<naga::GlobalVariable>,
    texel: Handle<Expression>,
    class: ChannelClass,
) -> Handle<Expression> {
    let Some(order) = format_value(fw, h, 1) else {
        return texel;
    };
    let is = |fw: &mut FnWriter, value: u32| {
        let value = fw.literal(Literal::U32(value));
        binary(fw, naga::BinaryOperator::Equal, order, value)
    };
    let [first, rest @ ..] = ORDERS_WITHOUT_ALPHA;
    let mut opaque = is(fw, first);
    for value in rest {
        let next = is(fw, value);
        opaque = binary(fw, naga::BinaryOperator::LogicalOr, opaque, next);
    }
    let one = fw.literal(match class {
        ChannelClass::Float => Literal::F32(1.0),
        ChannelClass::Int => Literal::I32(1),
        ChannelClass::Uint => Literal::U32(1),
    });
    let alpha = fw.expr(Expression::AccessIndex {
        base: texel,
        index: 3,
    });
    let alpha = fw.expr(Expression::Select {
        condition: opaque,
        accept: one,
        reject: alpha,
    });
    let components = (0..3)
        .map(|index| fw.expr(Expression::AccessIndex { base: texel, index }))
        .chain([alpha])
        .collect();
    let ty = fw.mw.naga_ty(TypeInner::Vector {
        size: VectorSize::Quad,
        scalar: naga::Scalar {
            kind: scalar_kind(class),
            width: 4,
        },
    });
    fw.expr(Expression::Compose { ty, components })
}

/// Image `h`'s channel data type (`lane` 0) or order (1), where the shader has them.
fn format_value(
    fw: &mut FnWriter,
    h: Handle<naga::GlobalVariable>,
    lane: usize,
) -> Option<Handle<Expression>> {
    Some(match *fw.mw.images.formats.get(&h)? {
        FormatValues::Overrides(o) => fw.expr(Expression::Override(o[lane])),
        FormatValues::Constants(c) => fw.expr(Expression::Constant(c[lane])),
        FormatValues::Block(offsets) => crate::argblock::word(fw, offsets[lane]),
    })
}

/// The modes the host set for sampler argument `sampler` (`SamplerModes::bits`) as the shader
/// reads them: a hidden field or a WGSL override; with `spec_constant`, else portable SPIR-V's
/// specialization constant (which only integer reads need).
fn host_modes(
    fw: &mut FnWriter,
    sampler: Handle<naga::GlobalVariable>,
    spec_constant: bool,
) -> Option<Handle<Expression>> {
    if let Some(&offset) = fw.mw.images.modes_fields.get(&sampler) {
        return Some(crate::argblock::word(fw, offset));
    }
    if let Some(&o) = fw.mw.images.modes_overrides.get(&sampler) {
        return Some(fw.expr(Expression::Override(o)));
    }
    if spec_constant && fw.mw.features.spec_constants {
        let c = fw.mw.modes_constant(sampler);
        return Some(fw.expr(Expression::Constant(c)));
    }
    None
}

/// `texel` where `inside`, else transparent black (`sampled` makes it opaque where OpenCL's
/// border is).
fn or_border(
    fw: &mut FnWriter,
    inside: Handle<Expression>,
    texel: Handle<Expression>,
    class: ChannelClass,
) -> Handle<Expression> {
    let scalar = naga::Scalar {
        kind: scalar_kind(class),
        width: 4,
    };
    let ty = fw.mw.naga_ty(TypeInner::Vector {
        size: VectorSize::Quad,
        scalar,
    });
    let border = fw.expr(Expression::ZeroValue(ty));
    fw.expr(Expression::Select {
        condition: inside,
        accept: texel,
        reject: border,
    })
}

/// The texel OpenCL's nearest filter picks (clamped to the image) and whether the coordinate
/// lies inside the image.
struct NearestTexel {
    lanes: Vec<Handle<Expression>>,
    inside: Option<Handle<Expression>>,
}

/// The nearest texel of coordinate lanes `parts` (`float` or `int`, normalized or not).
fn nearest_texel(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    parts: &[Handle<Expression>],
    float: bool,
    normalized: bool,
) -> NearestTexel {
    let size = size_lanes(fw, image, dim, ScalarKind::Sint);
    let zero = fw.literal(Literal::I32(0));
    let one = fw.literal(Literal::I32(1));
    let mut lanes = Vec::new();
    let mut inside: Option<Handle<Expression>> = None;
    for (&p, n) in parts.iter().zip(size) {
        let i = if float {
            let p = if normalized {
                let nf = cast(fw, n, ScalarKind::Float);
                binary(fw, naga::BinaryOperator::Multiply, p, nf)
            } else {
                p
            };
            let f = math(fw, MathFunction::Floor, p, [None, None]);
            cast(fw, f, ScalarKind::Sint)
        } else {
            p
        };
        let lo = binary(fw, naga::BinaryOperator::GreaterEqual, i, zero);
        let hi = binary(fw, naga::BinaryOperator::Less, i, n);
        let both = binary(fw, naga::BinaryOperator::LogicalAnd, lo, hi);
        inside = Some(match inside {
            Some(a) => binary(fw, naga::BinaryOperator::LogicalAnd, a, both),
            None => both,
        });
        let last = binary(fw, naga::BinaryOperator::Subtract, n, one);
        lanes.push(math(fw, MathFunction::Clamp, i, [Some(zero), Some(last)]));
    }
    NearestTexel { lanes, inside }
}

/// How a `read_imagei`/`read_imageui` addresses its texel: by a program-scope constant's
/// modes, or by a sampler argument's modes the host sets (`SamplerModes::bits`: `host_modes`),
/// read in the shader.
#[derive(Clone, Copy)]
enum IntAddressing {
    Constant(SamplerModes),
    Host(Handle<Expression>),
}

/// `read_imagei`/`read_imageui` with a sampler: the texel OpenCL's nearest filter picks,
/// addressed in the shader (naga samples float textures only), then a load.
fn nearest_load(
    fw: &mut FnWriter,
    (image, var): (Handle<Expression>, ImageVar),
    sampler: Handle<naga::GlobalVariable>,
    coord: ExprId,
    span: IrSpan,
) -> R<Val> {
    let modes = fw.mw.images.samplers.get(&sampler).copied().flatten();
    let addressing = match modes {
        Some(m) => IntAddressing::Constant(m),
        None => match host_modes(fw, sampler, true) {
            Some(bits) => IntAddressing::Host(bits),
            None => {
                return Err(Diagnostic::error(
                    span,
                    "internal error: a sampler argument's modes the shader does not have",
                ))
            }
        },
    };
    if let IntAddressing::Constant(m) = addressing {
        if m.filter == FilterMode::Linear {
            return fw.unsupported(
                span,
                "read_imagei/read_imageui with a CLK_FILTER_LINEAR sampler (undefined in OpenCL)",
            );
        }
    }
    let Coord {
        spatial: parts,
        layer,
        float,
    } = coord_lanes(fw, coord, var.dim)?;
    let (lanes, border_when_outside) = match addressing {
        IntAddressing::Constant(m) if repeats(m.addressing) => {
            let lanes = repeated_texel(fw, image, var.dim, &parts, float, m.addressing);
            (lanes, None)
        }
        IntAddressing::Constant(m) => {
            let texel = nearest_texel(fw, image, var.dim, &parts, float, m.normalized_coords);
            let border = texel
                .inside
                .filter(|_| m.addressing == AddressingMode::Clamp);
            (texel.lanes, border)
        }
        IntAddressing::Host(bits) => {
            let texel = host_modes_texel(fw, image, var.dim, &parts, float, bits);
            (texel.lanes, texel.inside)
        }
    };
    let mut lanes = lanes;
    if one_row(fw, var.dim) {
        lanes.push(fw.literal(Literal::I32(0)));
    }
    let coordinate = compose(fw, lanes, naga::Scalar::I32);
    let array_index = layer_index(fw, image, layer, float);
    let level = fw.literal(Literal::I32(0));
    let loaded = fw.expr(Expression::ImageLoad {
        image,
        coordinate,
        array_index,
        sample: None,
        level: Some(level),
    });
    Ok(Val::Value(match border_when_outside {
        Some(inside) => or_border(fw, inside, loaded, var.class),
        None => loaded,
    }))
}

/// The addressing field of `SamplerModes::bits` for `addressing`.
fn addressing_bits(addressing: AddressingMode) -> u32 {
    let modes = SamplerModes {
        normalized_coords: false,
        addressing,
        filter: FilterMode::Nearest,
    };
    modes.bits() & 0x0e
}

fn repeats(a: AddressingMode) -> bool {
    matches!(a, AddressingMode::Repeat | AddressingMode::MirroredRepeat)
}

/// Coordinate lane `p` as a `float` (integer lanes converted).
fn float_lane(fw: &mut FnWriter, p: Handle<Expression>, float: bool) -> Handle<Expression> {
    if float {
        p
    } else {
        cast(fw, p, ScalarKind::Float)
    }
}

/// The texel index OpenCL's nearest filter picks along one lane of normalized coordinate `s`
/// in an image `n` texels wide, with repeating (`mirrored`: mirrored-repeat) addressing.
fn repeated_index(
    fw: &mut FnWriter,
    s: Handle<Expression>,
    n: Handle<Expression>,
    mirrored: bool,
) -> Handle<Expression> {
    let nf = cast(fw, n, ScalarKind::Float);
    let one = fw.literal(Literal::I32(1));
    let last = binary(fw, naga::BinaryOperator::Subtract, n, one);
    let fraction = if mirrored {
        // |s - 2 rint(s / 2)|: the distance to the nearest even integer.
        let half = fw.literal(Literal::F32(0.5));
        let two = fw.literal(Literal::F32(2.0));
        let halved = binary(fw, naga::BinaryOperator::Multiply, half, s);
        let even = math(fw, MathFunction::Round, halved, [None, None]);
        let even = binary(fw, naga::BinaryOperator::Multiply, two, even);
        let d = binary(fw, naga::BinaryOperator::Subtract, s, even);
        math(fw, MathFunction::Abs, d, [None, None])
    } else {
        let f = math(fw, MathFunction::Floor, s, [None, None]);
        binary(fw, naga::BinaryOperator::Subtract, s, f)
    };
    let u = binary(fw, naga::BinaryOperator::Multiply, fraction, nf);
    let u = math(fw, MathFunction::Floor, u, [None, None]);
    let i = cast(fw, u, ScalarKind::Sint);
    if mirrored {
        return math(fw, MathFunction::Min, i, [Some(last), None]);
    }
    // A fraction just below 1 can round to `n` texels: OpenCL wraps it to `i - n`.
    let past = binary(fw, naga::BinaryOperator::Greater, i, last);
    let wrapped = binary(fw, naga::BinaryOperator::Subtract, i, n);
    fw.expr(Expression::Select {
        condition: past,
        accept: wrapped,
        reject: i,
    })
}

/// The texel lanes OpenCL's nearest filter picks with repeating or mirrored-repeat
/// `addressing` (normalized coordinates, which OpenCL requires for both).
fn repeated_texel(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    parts: &[Handle<Expression>],
    float: bool,
    addressing: AddressingMode,
) -> Vec<Handle<Expression>> {
    let size = size_lanes(fw, image, dim, ScalarKind::Sint);
    let mirrored = addressing == AddressingMode::MirroredRepeat;
    parts
        .iter()
        .zip(size)
        .map(|(&p, n)| {
            let s = float_lane(fw, p, float);
            repeated_index(fw, s, n, mirrored)
        })
        .collect()
}

/// The nearest texel by a sampler argument's modes `bits` (`SamplerModes::bits`, which the
/// host sets): each addressing mode's texel computed, the one the modes name selected;
/// `inside` is false only where `CLK_ADDRESS_CLAMP` reads the border.
fn host_modes_texel(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    parts: &[Handle<Expression>],
    float: bool,
    bits: Handle<Expression>,
) -> NearestTexel {
    let flag = |fw: &mut FnWriter, mask: u32, value: u32| {
        let mask = fw.literal(Literal::U32(mask));
        let value = fw.literal(Literal::U32(value));
        let masked = binary(fw, naga::BinaryOperator::And, bits, mask);
        binary(fw, naga::BinaryOperator::Equal, masked, value)
    };
    let normalized = flag(fw, 1, 1);
    let repeat = flag(fw, 0x0e, addressing_bits(AddressingMode::Repeat));
    let mirrored = flag(fw, 0x0e, addressing_bits(AddressingMode::MirroredRepeat));
    let clamp = flag(fw, 0x0e, addressing_bits(AddressingMode::Clamp));
    let size = size_lanes(fw, image, dim, ScalarKind::Sint);
    let floats: Vec<_> = parts.iter().map(|&p| float_lane(fw, p, float)).collect();
    // Unnormalized coordinates as they are, normalized ones scaled by the size.
    let scaled: Vec<_> = floats
        .iter()
        .zip(&size)
        .map(|(&p, &n)| {
            let nf = cast(fw, n, ScalarKind::Float);
            let by_size = binary(fw, naga::BinaryOperator::Multiply, p, nf);
            fw.expr(Expression::Select {
                condition: normalized,
                accept: by_size,
                reject: p,
            })
        })
        .collect();
    let clamped = nearest_texel(fw, image, dim, &scaled, true, false);
    let lanes = floats
        .iter()
        .zip(&size)
        .zip(clamped.lanes)
        .map(|((&s, &n), edge)| {
            let wrapped = repeated_index(fw, s, n, false);
            let mirror = repeated_index(fw, s, n, true);
            let repeated = fw.expr(Expression::Select {
                condition: mirrored,
                accept: mirror,
                reject: edge,
            });
            fw.expr(Expression::Select {
                condition: repeat,
                accept: wrapped,
                reject: repeated,
            })
        })
        .collect();
    let inside = clamped.inside.map(|inside| {
        let not_clamp = fw.expr(Expression::Unary {
            op: naga::UnaryOperator::LogicalNot,
            expr: clamp,
        });
        binary(fw, naga::BinaryOperator::LogicalOr, inside, not_clamp)
    });
    NearestTexel { lanes, inside }
}

/// `get_image_width`, `_height`, `_depth`, `_dim`, `_array_size`.
fn query(
    fw: &mut FnWriter,
    image: Handle<Expression>,
    dim: ImageDim,
    s: S,
    ty: ir::TypeId,
    span: IrSpan,
) -> R<Val> {
    let result_ty = fw.mw.ty(ty, span)?;
    let result_scalar = match fw.mw.out.types[result_ty].inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } => s,
        _ => naga::Scalar::I32,
    };
    let to_result = |fw: &mut FnWriter, v: Handle<Expression>| {
        fw.expr(Expression::As {
            expr: v,
            kind: result_scalar.kind,
            convert: Some(result_scalar.width),
        })
    };
    let size = size_lanes(fw, image, dim, ScalarKind::Uint);
    let lane = |i: usize| size.get(i).copied();
    let v = match s {
        S::GetImageWidth => lane(0),
        S::GetImageHeight => lane(1),
        S::GetImageDepth => lane(2),
        S::GetImageArraySize if arrayed(dim) => Some(fw.expr(Expression::ImageQuery {
            image,
            query: naga::ImageQuery::NumLayers,
        })),
        S::GetImageDim => {
            let mut parts: Vec<_> = size.iter().map(|&v| to_result(fw, v)).collect();
            if parts.len() == 3 {
                parts.push(fw.literal(Literal::I32(0)));
            }
            if parts.len() < 2 {
                return fw.unsupported(span, "'get_image_dim' on a 1D image");
            }
            return Ok(Val::Value(fw.expr(Expression::Compose {
                ty: result_ty,
                components: parts,
            })));
        }
        _ => None,
    };
    match v {
        Some(v) => Ok(Val::Value(to_result(fw, v))),
        None => fw.unsupported(span, format_args!("'{}' on this image type", s.name())),
    }
}
