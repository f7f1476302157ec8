"""PyOpenCL's host API on the platform: build options, program binaries round trip, kernel
and work-group info, non-blocking copies with events and wait lists, profiling, local memory
arguments and a user event."""

import numpy as np
import pyopencl as cl

from common import check, context_and_queue, exact, finish

context, _ = context_and_queue()
device = context.devices[0]
queue = cl.CommandQueue(context, properties=cl.command_queue_properties.PROFILING_ENABLE)

source = """
kernel void affine(global const int *in, global int *out, int scale) {
    size_t i = get_global_id(0);
    out[i] = in[i] * scale + OFFSET;
}
kernel void group_max(global const int *in, global int *out, local int *scratch) {
    size_t l = get_local_id(0);
    scratch[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        int best = scratch[0];
        for (size_t k = 1; k < get_local_size(0); k++) best = max(best, scratch[k]);
        out[get_group_id(0)] = best;
    }
}
"""
program = cl.Program(context, source).build(options=["-D", "OFFSET=3"])
names = sorted(program.get_info(cl.program_info.KERNEL_NAMES).split(";"))
exact("kernel_names", " ".join(names))
exact("num_kernels", program.get_info(cl.program_info.NUM_KERNELS))

n = 4096
host = np.arange(n, dtype=np.int32) - 2000
flags = cl.mem_flags
src = cl.Buffer(context, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=host)
dst = cl.Buffer(context, flags.READ_WRITE, host.nbytes)
kernel = program.affine
kernel.set_args(src, dst, np.int32(5))
exact("kernel.num_args", kernel.get_info(cl.kernel_info.NUM_ARGS))
work_group_size = kernel.get_work_group_info(cl.kernel_work_group_info.WORK_GROUP_SIZE, device)
check("kernel.work_group_size", 1 <= work_group_size <= device.max_work_group_size)
launch = cl.enqueue_nd_range_kernel(queue, kernel, (n,), None)
out = np.empty_like(host)
copy = cl.enqueue_copy(queue, out, dst, is_blocking=False, wait_for=[launch])
copy.wait()
check("affine.results", np.array_equal(out, host * 5 + 3))
exact("affine.sum", int(out.astype(np.int64).sum()))
launch.wait()
start, end = launch.profile.start, launch.profile.end
check("profiling.order", launch.profile.queued <= launch.profile.submit <= start <= end)
exact("events.status", launch.command_execution_status)

# The program's binary builds again and runs the same.
binary = program.get_info(cl.program_info.BINARIES)[0]
check("binary.nonempty", len(binary) > 0)
again = cl.Program(context, [device], [binary]).build()
again.affine(queue, (n,), None, src, dst, np.int32(-1))
cl.enqueue_copy(queue, out, dst)
check("binary.results", np.array_equal(out, -host + 3))

# A local-memory argument by size.
groups = n // 64
maxima = np.empty(groups, dtype=np.int32)
maxima_buffer = cl.Buffer(context, flags.WRITE_ONLY, maxima.nbytes)
program.group_max(queue, (n,), (64,), src, maxima_buffer, cl.LocalMemory(64 * 4))
cl.enqueue_copy(queue, maxima, maxima_buffer)
check("group_max.results", np.array_equal(maxima, host.reshape(groups, 64).max(axis=1)))
exact("group_max.head", " ".join(str(v) for v in maxima[:4]))

# A user event holds a copy back until it completes.
gate = cl.UserEvent(context)
held = np.zeros(n, dtype=np.int32)
gated = cl.enqueue_copy(queue, held, src, is_blocking=False, wait_for=[gate])
queue.flush()
check("user_event.holds", gated.command_execution_status != cl.command_execution_status.COMPLETE)
gate.set_status(cl.command_execution_status.COMPLETE)
gated.wait()
check("user_event.released", np.array_equal(held, host))

# A build failure raises with the log.
try:
    cl.Program(context, "kernel void broken(global int *p) { p[0] = undefined_name; }").build()
    check("build_failure.raises", False, "the build succeeded")
except cl.RuntimeError as error:
    check("build_failure.log", "undefined_name" in str(error), str(error)[:200])
finish()
