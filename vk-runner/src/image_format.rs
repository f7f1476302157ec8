//! OpenCL image formats (a channel order and a channel data type), their Vulkan formats, their
//! `--arg img=image:FORMAT` spellings and how a fill color becomes one of their texels.
//!
//! The formats are OpenCL 3.0's minimum list for images read or written in a kernel (`CL_RGBA`
//! with every data type below, `CL_BGRA` with `CL_UNORM_INT8`) and, because Vulkan has them
//! too, `CL_R` and `CL_RG` with every data type and `CL_BGRA` with the other 8-bit types. What a
//! device can do with each is its Vulkan format's features ([`crate::Runtime::image_support`]).

use ash::vk;
use oclvk_abi::reflect::{ChannelClass, ScalarKind};

/// An OpenCL channel order oclvk offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelOrder {
    R,
    Rg,
    Rgba,
    Bgra,
}

/// An OpenCL channel data type oclvk offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChannelType {
    UnormInt8,
    UnormInt16,
    SnormInt8,
    SnormInt16,
    SignedInt8,
    SignedInt16,
    SignedInt32,
    UnsignedInt8,
    UnsignedInt16,
    UnsignedInt32,
    HalfFloat,
    Float,
}

impl ChannelOrder {
    pub const ALL: [ChannelOrder; 4] = [
        ChannelOrder::R,
        ChannelOrder::Rg,
        ChannelOrder::Rgba,
        ChannelOrder::Bgra,
    ];

    pub fn channels(self) -> u32 {
        match self {
            ChannelOrder::R => 1,
            ChannelOrder::Rg => 2,
            ChannelOrder::Rgba | ChannelOrder::Bgra => 4,
        }
    }

    /// OpenCL's `CL_*` (= `CLK_*`) value.
    pub fn cl(self) -> u32 {
        match self {
            ChannelOrder::R => 0x10B0,
            ChannelOrder::Rg => 0x10B2,
            ChannelOrder::Rgba => 0x10B5,
            ChannelOrder::Bgra => 0x10B6,
        }
    }

    fn spelling(self) -> &'static str {
        match self {
            ChannelOrder::R => "r",
            ChannelOrder::Rg => "rg",
            ChannelOrder::Rgba => "rgba",
            ChannelOrder::Bgra => "bgra",
        }
    }
}

impl ChannelType {
    pub const ALL: [ChannelType; 12] = [
        ChannelType::UnormInt8,
        ChannelType::UnormInt16,
        ChannelType::SnormInt8,
        ChannelType::SnormInt16,
        ChannelType::SignedInt8,
        ChannelType::SignedInt16,
        ChannelType::SignedInt32,
        ChannelType::UnsignedInt8,
        ChannelType::UnsignedInt16,
        ChannelType::UnsignedInt32,
        ChannelType::HalfFloat,
        ChannelType::Float,
    ];

    /// OpenCL's `CL_*` (= `CLK_*`) value.
    pub fn cl(self) -> u32 {
        match self {
            ChannelType::SnormInt8 => 0x10D0,
            ChannelType::SnormInt16 => 0x10D1,
            ChannelType::UnormInt8 => 0x10D2,
            ChannelType::UnormInt16 => 0x10D3,
            ChannelType::SignedInt8 => 0x10D7,
            ChannelType::SignedInt16 => 0x10D8,
            ChannelType::SignedInt32 => 0x10D9,
            ChannelType::UnsignedInt8 => 0x10DA,
            ChannelType::UnsignedInt16 => 0x10DB,
            ChannelType::UnsignedInt32 => 0x10DC,
            ChannelType::HalfFloat => 0x10DD,
            ChannelType::Float => 0x10DE,
        }
    }

    /// The host element type of one channel (`.npy` dtype).
    pub fn scalar(self) -> ScalarKind {
        match self {
            ChannelType::UnormInt8 | ChannelType::UnsignedInt8 => ScalarKind::Uchar,
            ChannelType::UnormInt16 | ChannelType::UnsignedInt16 => ScalarKind::Ushort,
            ChannelType::SnormInt8 | ChannelType::SignedInt8 => ScalarKind::Char,
            ChannelType::SnormInt16 | ChannelType::SignedInt16 => ScalarKind::Short,
            ChannelType::SignedInt32 => ScalarKind::Int,
            ChannelType::UnsignedInt32 => ScalarKind::Uint,
            ChannelType::HalfFloat => ScalarKind::Half,
            ChannelType::Float => ScalarKind::Float,
        }
    }

    /// The texel type a kernel reads and writes it with.
    pub fn class(self) -> ChannelClass {
        match self {
            ChannelType::SignedInt8 | ChannelType::SignedInt16 | ChannelType::SignedInt32 => {
                ChannelClass::Int
            }
            ChannelType::UnsignedInt8 | ChannelType::UnsignedInt16 | ChannelType::UnsignedInt32 => {
                ChannelClass::Uint
            }
            _ => ChannelClass::Float,
        }
    }

    /// The spelling after the order and bit count, GLSL's (`rgba8`, `rgba8_snorm`, `rgba16f`,
    /// `rgba8i`, `rgba8ui`).
    fn suffix(self) -> &'static str {
        match self {
            ChannelType::UnormInt8 | ChannelType::UnormInt16 => "",
            ChannelType::SnormInt8 | ChannelType::SnormInt16 => "_snorm",
            ChannelType::SignedInt8 | ChannelType::SignedInt16 | ChannelType::SignedInt32 => "i",
            ChannelType::UnsignedInt8 | ChannelType::UnsignedInt16 | ChannelType::UnsignedInt32 => {
                "ui"
            }
            ChannelType::HalfFloat | ChannelType::Float => "f",
        }
    }
}

/// An image format: channel order and channel data type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageFormat {
    pub order: ChannelOrder,
    pub data_type: ChannelType,
}

impl ImageFormat {
    pub const R32F: ImageFormat = ImageFormat::new(ChannelOrder::R, ChannelType::Float);
    pub const RG32F: ImageFormat = ImageFormat::new(ChannelOrder::Rg, ChannelType::Float);
    pub const RGBA32F: ImageFormat = ImageFormat::new(ChannelOrder::Rgba, ChannelType::Float);
    pub const RGBA8: ImageFormat = ImageFormat::new(ChannelOrder::Rgba, ChannelType::UnormInt8);
    pub const R32I: ImageFormat = ImageFormat::new(ChannelOrder::R, ChannelType::SignedInt32);
    pub const RGBA32I: ImageFormat = ImageFormat::new(ChannelOrder::Rgba, ChannelType::SignedInt32);
    pub const R32UI: ImageFormat = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt32);
    pub const RGBA32UI: ImageFormat =
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::UnsignedInt32);

    /// OpenCL 3.0's minimum list of formats for images a kernel both reads and writes.
    pub const READ_WRITE_MINIMUM: [ImageFormat; 9] = [
        ImageFormat::RGBA8,
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::SignedInt8),
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::SignedInt16),
        ImageFormat::RGBA32I,
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::UnsignedInt8),
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::UnsignedInt16),
        ImageFormat::RGBA32UI,
        ImageFormat::new(ChannelOrder::Rgba, ChannelType::HalfFloat),
        ImageFormat::RGBA32F,
    ];

    pub const fn new(order: ChannelOrder, data_type: ChannelType) -> ImageFormat {
        ImageFormat { order, data_type }
    }

    /// Every format oclvk offers (a Vulkan format exists for each), orders first.
    pub fn all() -> impl Iterator<Item = ImageFormat> {
        ChannelOrder::ALL
            .into_iter()
            .flat_map(|o| {
                ChannelType::ALL
                    .into_iter()
                    .map(move |t| ImageFormat::new(o, t))
            })
            .filter(|f| f.vk_format().is_some())
    }

    /// The format of OpenCL's `CL_*` order and data type values, if oclvk offers it.
    pub fn from_cl(order: u32, data_type: u32) -> Option<ImageFormat> {
        ImageFormat::all().find(|f| f.order.cl() == order && f.data_type.cl() == data_type)
    }

    /// The `image:FORMAT` spelling: order, bits per channel, GLSL's suffix (`rgba32f`,
    /// `rgba8` for unorm, `rgba8_snorm`, `r16i`, `rg32ui`, `bgra8`).
    pub fn name(self) -> String {
        let bits = self.data_type.scalar().size() * 8;
        format!("{}{bits}{}", self.order.spelling(), self.data_type.suffix())
    }

    pub fn parse(text: &str) -> Option<ImageFormat> {
        ImageFormat::all().find(|f| f.name().eq_ignore_ascii_case(text.trim()))
    }

    fn vk_format(self) -> Option<vk::Format> {
        use vk::Format as F;
        use ChannelType as T;
        let by_order = |r: F, rg: F, rgba: F| match self.order {
            ChannelOrder::R => Some(r),
            ChannelOrder::Rg => Some(rg),
            ChannelOrder::Rgba => Some(rgba),
            ChannelOrder::Bgra => None,
        };
        let bgra = |f: F| match self.order {
            ChannelOrder::Bgra => Some(f),
            _ => None,
        };
        match self.data_type {
            T::UnormInt8 => {
                by_order(F::R8_UNORM, F::R8G8_UNORM, F::R8G8B8A8_UNORM).or(bgra(F::B8G8R8A8_UNORM))
            }
            T::SnormInt8 => {
                by_order(F::R8_SNORM, F::R8G8_SNORM, F::R8G8B8A8_SNORM).or(bgra(F::B8G8R8A8_SNORM))
            }
            T::SignedInt8 => {
                by_order(F::R8_SINT, F::R8G8_SINT, F::R8G8B8A8_SINT).or(bgra(F::B8G8R8A8_SINT))
            }
            T::UnsignedInt8 => {
                by_order(F::R8_UINT, F::R8G8_UINT, F::R8G8B8A8_UINT).or(bgra(F::B8G8R8A8_UINT))
            }
            T::UnormInt16 => by_order(F::R16_UNORM, F::R16G16_UNORM, F::R16G16B16A16_UNORM),
            T::SnormInt16 => by_order(F::R16_SNORM, F::R16G16_SNORM, F::R16G16B16A16_SNORM),
            T::SignedInt16 => by_order(F::R16_SINT, F::R16G16_SINT, F::R16G16B16A16_SINT),
            T::UnsignedInt16 => by_order(F::R16_UINT, F::R16G16_UINT, F::R16G16B16A16_UINT),
            T::HalfFloat => by_order(F::R16_SFLOAT, F::R16G16_SFLOAT, F::R16G16B16A16_SFLOAT),
            T::SignedInt32 => by_order(F::R32_SINT, F::R32G32_SINT, F::R32G32B32A32_SINT),
            T::UnsignedInt32 => by_order(F::R32_UINT, F::R32G32_UINT, F::R32G32B32A32_UINT),
            T::Float => by_order(F::R32_SFLOAT, F::R32G32_SFLOAT, F::R32G32B32A32_SFLOAT),
        }
    }

    /// The Vulkan format (every [`ImageFormat::all`] format has one).
    pub fn vk(self) -> vk::Format {
        self.vk_format().unwrap_or(vk::Format::UNDEFINED)
    }

    pub fn channels(self) -> u32 {
        self.order.channels()
    }

    /// The host element type of one channel (`.npy` dtype).
    pub fn scalar(self) -> ScalarKind {
        self.data_type.scalar()
    }

    pub fn texel_bytes(self) -> u32 {
        self.channels() * self.scalar().size()
    }

    /// OpenCL's `CLK_*` channel data type and channel order of the format
    /// (`get_image_channel_data_type`, `get_image_channel_order`).
    pub fn clk_values(self) -> (u32, u32) {
        (self.data_type.cl(), self.order.cl())
    }

    /// The texel type a kernel reads and writes this format with.
    pub fn class(self) -> ChannelClass {
        self.data_type.class()
    }

    /// One texel of this format holding `color` (OpenCL's fill color: four `float`s for
    /// float, unorm and snorm formats, four `int`s or `uint`s for integer ones, in RGBA order),
    /// converted as `write_image{f,i,ui}` converts: normalized values rounded to nearest
    /// even after clamping, integers saturated, floats to half rounded to nearest even.
    pub fn texel_from_color(self, color: [u32; 4]) -> Vec<u8> {
        let channel = |i: usize| -> Vec<u8> {
            let bits = color[i];
            let f = f32::from_bits(bits);
            let unorm = |max: f32| (f.clamp(0.0, 1.0) * max).round_ties_even();
            let snorm = |max: f32| (f.clamp(-1.0, 1.0) * max).round_ties_even();
            let signed = bits as i32 as i64;
            let unsigned = bits as u64;
            match self.data_type {
                ChannelType::UnormInt8 => vec![unorm(255.0) as u8],
                ChannelType::UnormInt16 => (unorm(65535.0) as u16).to_le_bytes().to_vec(),
                ChannelType::SnormInt8 => vec![snorm(127.0) as i8 as u8],
                ChannelType::SnormInt16 => (snorm(32767.0) as i16).to_le_bytes().to_vec(),
                ChannelType::SignedInt8 => vec![signed.clamp(-128, 127) as i8 as u8],
                ChannelType::SignedInt16 => {
                    (signed.clamp(-32768, 32767) as i16).to_le_bytes().to_vec()
                }
                ChannelType::SignedInt32 => bits.to_le_bytes().to_vec(),
                ChannelType::UnsignedInt8 => vec![unsigned.min(255) as u8],
                ChannelType::UnsignedInt16 => (unsigned.min(65535) as u16).to_le_bytes().to_vec(),
                ChannelType::UnsignedInt32 => bits.to_le_bytes().to_vec(),
                ChannelType::HalfFloat => oclvk_abi::half::f32_to_f16(f).to_le_bytes().to_vec(),
                ChannelType::Float => bits.to_le_bytes().to_vec(),
            }
        };
        self.lanes().iter().flat_map(|&i| channel(i)).collect()
    }

    /// The color lane (RGBA order) each of a texel's channels holds.
    fn lanes(self) -> &'static [usize] {
        match self.order {
            ChannelOrder::R => &[0],
            ChannelOrder::Rg => &[0, 1],
            ChannelOrder::Rgba => &[0, 1, 2, 3],
            ChannelOrder::Bgra => &[2, 1, 0, 3],
        }
    }

    /// The color `read_image{f,i,ui}` returns for one texel of this format (`texel`:
    /// [`ImageFormat::texel_bytes`] bytes), as four `float`, `int` or `uint` bits in RGBA
    /// order: normalized values divided by their maximum (snorm's lowest clamped to -1),
    /// integers extended, halves widened, the channels the order lacks 0 and alpha 1.
    pub fn color_from_texel(self, texel: &[u8]) -> [u32; 4] {
        let float = self.class() == ChannelClass::Float;
        let one = if float { 1f32.to_bits() } else { 1 };
        let mut color = [0, 0, 0, one];
        let width = self.scalar().size() as usize;
        for (k, &lane) in self.lanes().iter().enumerate() {
            let Some(bytes) = texel.get(k * width..(k + 1) * width) else {
                break;
            };
            let u = bytes
                .iter()
                .rev()
                .fold(0u32, |acc, &b| (acc << 8) | b as u32);
            let f = |v: f32| v.to_bits();
            color[lane] = match self.data_type {
                ChannelType::UnormInt8 => f(u as f32 / 255.0),
                ChannelType::UnormInt16 => f(u as f32 / 65535.0),
                ChannelType::SnormInt8 => f((u as u8 as i8 as f32 / 127.0).max(-1.0)),
                ChannelType::SnormInt16 => f((u as u16 as i16 as f32 / 32767.0).max(-1.0)),
                ChannelType::SignedInt8 => u as u8 as i8 as i32 as u32,
                ChannelType::SignedInt16 => u as u16 as i16 as i32 as u32,
                ChannelType::HalfFloat => f(oclvk_abi::half::f16_to_f32(u as u16)),
                ChannelType::SignedInt32
                | ChannelType::UnsignedInt8
                | ChannelType::UnsignedInt16
                | ChannelType::UnsignedInt32
                | ChannelType::Float => u,
            };
        }
        color
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_has_a_vulkan_format_and_a_unique_spelling() {
        let all: Vec<ImageFormat> = ImageFormat::all().collect();
        // 3 orders x 12 types, and BGRA with the four 8-bit types.
        assert_eq!(all.len(), 40);
        for f in &all {
            assert_ne!(f.vk(), vk::Format::UNDEFINED);
            assert_eq!(ImageFormat::parse(&f.name()), Some(*f));
            assert_eq!(
                ImageFormat::from_cl(f.order.cl(), f.data_type.cl()),
                Some(*f)
            );
        }
        let names: std::collections::HashSet<String> = all.iter().map(|f| f.name()).collect();
        assert_eq!(names.len(), all.len());
    }

    #[test]
    fn earlier_spellings_still_parse() {
        for (name, format) in [
            ("r32f", ImageFormat::R32F),
            ("rg32f", ImageFormat::RG32F),
            ("rgba32f", ImageFormat::RGBA32F),
            ("rgba8", ImageFormat::RGBA8),
            ("r32i", ImageFormat::R32I),
            ("rgba32i", ImageFormat::RGBA32I),
            ("r32ui", ImageFormat::R32UI),
            ("rgba32ui", ImageFormat::RGBA32UI),
        ] {
            assert_eq!(ImageFormat::parse(name), Some(format), "{name}");
        }
        assert_eq!(ImageFormat::RGBA8.clk_values(), (0x10D2, 0x10B5));
        assert_eq!(
            ImageFormat::parse("bgra8").map(|f| f.vk()),
            Some(vk::Format::B8G8R8A8_UNORM)
        );
    }

    #[test]
    fn texels_read_back_as_colors_as_reads_convert() {
        let bgra = ImageFormat::new(ChannelOrder::Bgra, ChannelType::UnormInt8);
        assert_eq!(
            bgra.color_from_texel(&[0, 51, 255, 255]),
            [1.0f32, 0.2, 0.0, 1.0].map(f32::to_bits)
        );
        let snorm = ImageFormat::new(ChannelOrder::R, ChannelType::SnormInt8);
        assert_eq!(
            snorm.color_from_texel(&[0x80]),
            [-1.0f32, 0.0, 0.0, 1.0].map(f32::to_bits)
        );
        let int16 = ImageFormat::new(ChannelOrder::Rg, ChannelType::SignedInt16);
        assert_eq!(
            int16.color_from_texel(&(-3i16).to_le_bytes().repeat(2)),
            [-3i32 as u32, -3i32 as u32, 0, 1]
        );
        // Every format's texels survive the trip through a color.
        for format in ImageFormat::all() {
            let texel: Vec<u8> = (0..format.texel_bytes() as u8).map(|b| b * 7 + 3).collect();
            let color = format.color_from_texel(&texel);
            if format.data_type != ChannelType::HalfFloat {
                assert_eq!(format.texel_from_color(color), texel, "{}", format.name());
            }
        }
    }

    #[test]
    fn fill_colors_convert_as_writes_do() {
        let f = |v: [f32; 4]| v.map(f32::to_bits);
        let bgra = ImageFormat::new(ChannelOrder::Bgra, ChannelType::UnormInt8);
        assert_eq!(
            bgra.texel_from_color(f([1.0, 0.5, -2.0, 0.25])),
            vec![0, 128, 255, 64]
        );
        let snorm = ImageFormat::new(ChannelOrder::R, ChannelType::SnormInt16);
        assert_eq!(
            snorm.texel_from_color(f([-1.0, 0.0, 0.0, 0.0])),
            (-32767i16).to_le_bytes()
        );
        let int8 = ImageFormat::new(ChannelOrder::Rg, ChannelType::SignedInt8);
        let ints = [-300i32, 100, 0, 0].map(|v| v as u32);
        assert_eq!(int8.texel_from_color(ints), vec![(-128i8) as u8, 100]);
        let uint16 = ImageFormat::new(ChannelOrder::R, ChannelType::UnsignedInt16);
        assert_eq!(
            uint16.texel_from_color([70000, 0, 0, 0]),
            65535u16.to_le_bytes()
        );
        let half = ImageFormat::new(ChannelOrder::R, ChannelType::HalfFloat);
        assert_eq!(
            half.texel_from_color(f([1.0, 0.0, 0.0, 0.0])),
            0x3C00u16.to_le_bytes()
        );
    }
}
