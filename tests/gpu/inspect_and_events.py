# GPU-only: what the compiled code says about itself, GPU events, and device information.
import numpy as np
from numba import cuda


@cuda.jit
def scale(a, s):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= s


d = cuda.to_device(np.arange(1 << 20, dtype=np.float32))
start = cuda.event()
end = cuda.event()
start.record()
scale[(1 << 20) // 256, 256](d, np.float32(2.0))
end.record()
end.synchronize()
ms = cuda.event_elapsed_time(start, end)
print("event time positive and small:", 0 < ms < 1000, start.elapsed_time(end) == ms)
print("result:", d.copy_to_host()[:4])
print("registers:", 0 < scale.get_regs_per_thread() <= 255)
print("local memory:", scale.get_local_mem_per_thread() >= 0)
print("max threads:", scale.get_max_threads_per_block() in (256, 512, 768, 1024))
print("ptx:", ".entry scale" in scale.inspect_asm(), ".target sm_" in scale.inspect_asm())
print("cuda C:", "#line 10" in scale.inspect_cuda())
dev = cuda.get_current_device()
print("device:", dev.compute_capability[0] >= 7, dev.MULTIPROCESSOR_COUNT > 1)
free, total = cuda.current_context().get_memory_info()
print("memory info:", 0 < free <= total)
