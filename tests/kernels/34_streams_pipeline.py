# Issue 19, tutorial style: overlapping transfers and kernels with streams. The data is split
# into chunks; each chunk goes to the device, through a kernel and back on its own stream, and
# events time the whole pipeline. (Timings vary by run, so only their sanity is printed.)
import math

import numpy as np
from numba import cuda


@cuda.jit
def normalize(x, out, mean, inv_std):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = (x[i] - mean) * inv_std


n_chunks, chunk = 4, 1 << 14
np.random.seed(11)
data = np.random.normal(5.0, 2.0, n_chunks * chunk)
mean, std = data.mean(), data.std()
result = np.empty_like(data)

streams = [cuda.stream() for _ in range(n_chunks)]
start, stop = cuda.event(), cuda.event()
start.record()
for k, s in enumerate(streams):
    part = slice(k * chunk, (k + 1) * chunk)
    d_in = cuda.to_device(data[part], stream=s)
    d_out = cuda.device_array(chunk, dtype=np.float64, stream=s)
    blocks = math.ceil(chunk / 256)
    normalize[blocks, 256, s](d_in, d_out, mean, 1.0 / std)
    d_out.copy_to_host(result[part], stream=s)
stop.record()
stop.synchronize()
for s in streams:
    s.synchronize()

elapsed = start.elapsed_time(stop)
print("pipeline time is a number of ms:", isinstance(elapsed, float) and elapsed >= 0)
print("mean ~ 0:", abs(result.mean()) < 1e-9, " std ~ 1:", abs(result.std() - 1.0) < 1e-9)
print("matches NumPy:", np.allclose(result, (data - mean) / std))
print("first values:", np.round(result[:4], 6))

# The same work on one stream, with the launch written stream-first as some tutorials do.
s = cuda.stream()
d_all = cuda.to_device(data, stream=s)
d_res = cuda.device_array_like(d_all, stream=s)
normalize[(data.size + 255) // 256, 256, s, 0](d_all, d_res, mean, 1.0 / std)
again = d_res.copy_to_host(stream=s)
s.synchronize()
print("one stream agrees:", np.array_equal(again, result))
print(type(s).__name__, type(start).__name__)
