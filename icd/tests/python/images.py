"""PyOpenCL's images on the platform: pyopencl.Image from numpy arrays (float, uint8 and 3D),
enqueue_copy to and from images and between an image and a buffer, fills, samplers in a
kernel (clamped, normalized and linear), get_supported_image_formats, image_from_array."""

import numpy as np
import pyopencl as cl

from common import approx, check, context_and_queue, exact, finish

context, queue = context_and_queue()
mf = cl.mem_flags

formats = cl.get_supported_image_formats(context, mf.READ_ONLY, cl.mem_object_type.IMAGE2D)
check(
    "formats.rgba_float",
    any(
        f.channel_order == cl.channel_order.RGBA and f.channel_data_type == cl.channel_type.FLOAT
        for f in formats
    ),
)

source = """
kernel void blur(read_only image2d_t src, sampler_t s, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    float2 c = (float2)(p.x + 0.5f, p.y + 0.5f);
    float4 sum = read_imagef(src, s, c + (float2)(-1, 0)) + read_imagef(src, s, c)
               + read_imagef(src, s, c + (float2)(1, 0));
    write_imagef(dst, p, sum / 3.0f);
}
kernel void lookup(read_only image2d_t src, sampler_t s, global const float2 *at,
                   global float4 *out) {
    size_t i = get_global_id(0);
    out[i] = read_imagef(src, s, at[i]);
}
kernel void invert(read_only image2d_t src, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    uint4 v = read_imageui(src, p);
    write_imageui(dst, p, (uint4)(255) - v);
}
kernel void depth_sum(read_only image3d_t src, global float *out) {
    int x = get_global_id(0), y = get_global_id(1);
    float s = 0.0f;
    for (int z = 0; z < get_image_depth(src); z++) s += read_imagef(src, (int4)(x, y, z, 0)).x;
    out[y * get_image_width(src) + x] = s;
}
"""
program = cl.Program(context, source).build()

h, w = 6, 10
rng = np.random.default_rng(7)
pixels = rng.random((h, w, 4), dtype=np.float32) * 10
fmt = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.FLOAT)
src = cl.Image(context, mf.READ_ONLY | mf.COPY_HOST_PTR, fmt, shape=(w, h), hostbuf=pixels)
dst = cl.Image(context, mf.WRITE_ONLY, fmt, shape=(w, h))
exact("image.shape", src.shape)
exact("image.element_size", src.get_image_info(cl.image_info.ELEMENT_SIZE))

clamp = cl.Sampler(context, False, cl.addressing_mode.CLAMP_TO_EDGE, cl.filter_mode.NEAREST)
program.blur(queue, (w, h), None, src, clamp, dst)
out = np.empty_like(pixels)
cl.enqueue_copy(queue, out, dst, origin=(0, 0), region=(w, h))
approx("blur", out, rel=1e-6)

# Linear filtering between texels with normalized coordinates.
linear = cl.Sampler(context, True, cl.addressing_mode.REPEAT, cl.filter_mode.LINEAR)
at = np.array([[0.05, 0.5], [0.5, 0.25], [1.02, 0.9], [-0.3, 0.1]], dtype=np.float32)
at_buf = cl.Buffer(context, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=at)
res = cl.Buffer(context, mf.WRITE_ONLY, 4 * 16)
program.lookup(queue, (4,), None, src, linear, at_buf, res)
found = np.empty((4, 4), dtype=np.float32)
cl.enqueue_copy(queue, found, res)
approx("lookup.linear_repeat", found, rel=0.0, abs=0.2)

# A sub-region read, a region write, and an image-buffer round trip.
part = np.empty((2, 3, 4), dtype=np.float32)
cl.enqueue_copy(queue, part, src, origin=(4, 3), region=(3, 2))
exact("region_read", bool(np.array_equal(part, pixels[3:5, 4:7])))
patch = np.full((2, 2, 4), -1.0, dtype=np.float32)
cl.enqueue_copy(queue, src, patch, origin=(1, 1), region=(2, 2))
buf = cl.Buffer(context, mf.READ_WRITE, pixels.nbytes)
cl.enqueue_copy(queue, buf, src, offset=0, origin=(0, 0), region=(w, h))
flat = np.empty_like(pixels)
cl.enqueue_copy(queue, flat, buf)
expected = pixels.copy()
expected[1:3, 1:3] = -1.0
exact("image_to_buffer", bool(np.array_equal(flat, expected)))

# uint8 images through a kernel, and a fill.
gray = (np.arange(h * w * 4) % 256).astype(np.uint8).reshape(h, w, 4)
u8 = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.UNSIGNED_INT8)
a = cl.Image(context, mf.READ_ONLY | mf.COPY_HOST_PTR, u8, shape=(w, h), hostbuf=gray)
b = cl.Image(context, mf.READ_WRITE, u8, shape=(w, h))
program.invert(queue, (w, h), None, a, b)
inv = np.empty_like(gray)
cl.enqueue_copy(queue, inv, b, origin=(0, 0), region=(w, h))
exact("invert_uint8", bool(np.array_equal(inv, 255 - gray)))
cl.enqueue_fill_image(queue, b, np.array([1, 2, 3, 4], dtype=np.uint32), (2, 2), (3, 1))
cl.enqueue_copy(queue, inv, b, origin=(0, 0), region=(w, h))
exact("fill_uint8", " ".join(str(v) for v in inv[2, 1:6].ravel()))

# A 3D image from a numpy array.
vol = rng.random((3, 4, 5), dtype=np.float32)
img3 = cl.image_from_array(context, np.ascontiguousarray(vol), num_channels=1)
sums = cl.Buffer(context, mf.WRITE_ONLY, 4 * 5 * 4)
program.depth_sum(queue, (5, 4), None, img3, sums)
got = np.empty((4, 5), dtype=np.float32)
cl.enqueue_copy(queue, got, sums)
approx("image3d.depth_sum", got, rel=1e-6)
check("image3d.matches_numpy", np.allclose(got, vol.sum(axis=0), rtol=1e-5))

finish()
