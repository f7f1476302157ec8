// targets: msl spvasm
// options: -cl-std=CL2.0
// The 64-bit atomics MSL has: min and max of ulongs on global memory whose result is unused, on
// buffers and program-scope variables nothing else touches (declared atomic_ulong): in the
// kernel, in a helper, in a `for` loop's step, under a cast to void (evaluated once).
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

global ulong peak_seen;
global ulong lows_seen[2];

void note_peak(global ulong *peaks, ulong v) {
    atom_max(&peaks[v & 3], v);
}

kernel void atomics64_min_max(global ulong *lows, global ulong *peaks,
                              global atomic_ulong *c11_lows, global atomic_ulong *c11_peaks,
                              global uint *count) {
    long id = (long)get_global_id(0);
    atom_min(&lows[id & 1], (ulong)id << 33);
    atom_max(&peaks[0], (ulong)id << 40);
    note_peak(peaks, (ulong)id);
    atomic_fetch_min(&c11_lows[0], (ulong)id);
    atomic_fetch_max_explicit(&c11_peaks[id & 1], (ulong)id << 36, memory_order_relaxed);
    atomic_fetch_min_explicit(&c11_lows[1], (ulong)id - 5, memory_order_relaxed, memory_scope_device);
    (void)atom_max(&peak_seen, (ulong)id * 0x100000001UL);
    atom_min(&lows_seen[id & 1], (ulong)id - 0x100000000UL);
    for (int k = 0; k < 2; atom_max(&peaks[1], (ulong)k), k++)
        count[id] += (uint)k;
    count[id] = (uint)id;
}
