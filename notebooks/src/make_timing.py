# Writes notebooks/02-timing.ipynb (outputs empty; CI executes it). Run: python3 notebooks/src/make_timing.py
from nbgen import Notebook

nb = Notebook("timing")
md, code = nb.md, nb.code

md("""
# Timing GPU code honestly

A kernel launch returns to Python **before the kernel has run**: the GPU works through a queue while
the host goes on. A timer around a launch therefore measures how long it took to *queue* the work,
not to do it. This notebook shows the pitfall, then the tools that avoid it:

* `%time` and `%timeit`, which wait for the GPU at the end of each measurement and report **GPU time**
  (measured on the GPU with CUDA events around each operation) apart from **host time**;
* `%%profile`, which shows every kernel launch and copy of a cell, with a timeline;
* what host arrays cost compared with device arrays, and what a better memory access pattern buys
  (naive vs tiled matrix transpose).

`N` is the one size in this notebook: small on the CPU simulator (where "GPU" times are the
simulator's and are labelled so), large on a real GPU.
""")
code("""
import math
import time
import numpy as np
from numba import cuda

device = cuda.get_current_device()
on_gpu = "simulator" not in str(device.name)
N = 1 << 24 if on_gpu else 1 << 12   # elements: the one size used throughout
print(device.name, "- N =", N)
""")
md("""
## A kernel to time

`scale_add` computes `out = 2 * x + y`, one element per thread: it reads 8 bytes and writes 4 per
element, so its speed is set by memory bandwidth.
""")
code("""
@cuda.jit
def scale_add(x, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = np.float32(2.0) * x[i] + y[i]   # float32 throughout: 2.0 alone would be float64

rng = np.random.default_rng(1)
x = rng.random(N).astype(np.float32)
y = rng.random(N).astype(np.float32)
d_x, d_y = cuda.to_device(x), cuda.to_device(y)
d_out = cuda.device_array_like(x)
threads = 256
blocks = math.ceil(N / threads)
scale_add[blocks, threads](d_x, d_y, d_out)      # the first call compiles the kernel
assert np.allclose(d_out.copy_to_host(), 2 * x + y)
""")
md("""
## The pitfall: timing an asynchronous launch

Here is the naive way, with `time.perf_counter()` around the launch, and then the right way, with
`cuda.synchronize()` before the timer stops. On a GPU the first figure is only the cost of queuing
the launch.
""")
code("""
t0 = time.perf_counter()
scale_add[blocks, threads](d_x, d_y, d_out)
t_queued = time.perf_counter() - t0
cuda.synchronize()

t0 = time.perf_counter()
scale_add[blocks, threads](d_x, d_y, d_out)
cuda.synchronize()
t_done = time.perf_counter() - t0
print(f"without synchronize: {t_queued * 1e6:.1f} µs    with synchronize: {t_done * 1e6:.1f} µs")
""")
md("""
`%time` synchronizes for you. `%time --no-sync` shows the pitfall on purpose and says how much GPU
work its timer missed. Both print the GPU time of what the line launched.
""")
code("""
%time scale_add[blocks, threads](d_x, d_y, d_out)
""")
code("""
%time --no-sync scale_add[blocks, threads](d_x, d_y, d_out)
""")
md("""
## `%timeit`: many runs, host time and GPU time apart

`%timeit` repeats the statement (the loop count is chosen so a run lasts at least 0.2 s) and each
run waits for the GPU before it ends. The first line is IPython's usual one, in **host** time per
loop; the second is the **GPU** time per loop. The table beside them breaks the GPU time down by
kernel, and the histogram shows how the runs spread.

Host time is larger than GPU time: it includes Python, the launch itself, and the wait at the end.
""")
code("""
%timeit -r 3 scale_add[blocks, threads](d_x, d_y, d_out)
""")
md("""
`-o` returns the measurements, so you can compute with them, for example the **effective bandwidth**
(bytes the kernel must move divided by its GPU time):
""")
code("""
r = %timeit -o -q -r 3 scale_add[blocks, threads](d_x, d_y, d_out)
moved = 3 * N * 4                      # read x and y, write out: float32
print(f"GPU time per launch: {r.gpu_average * 1e6:.2f} µs  ->  {moved / r.gpu_average / 1e9:.1f} GB/s effective")
print(f"host time per loop:  {r.average * 1e6:.2f} µs  (best {r.best * 1e6:.2f} µs of {r.repeat} runs x {r.loops} loops)")
""")
md("""
## Speed against size

A course's classic picture: the GPU time and NumPy's host time for growing arrays, and their
ratio. Small arrays do not keep the GPU busy (the launch and the wait dominate); large ones do.
On the simulator the "GPU" times are the simulator's, so the picture only shows its shape.
""")
code("""
import matplotlib.pyplot as plt

sizes = [max(threads, N >> k) for k in (8, 6, 4, 2, 0)]
gpu_s, cpu_s = [], []
for n in sizes:
    dx, dy, dout = cuda.to_device(x[:n]), cuda.to_device(y[:n]), cuda.device_array(n, dtype=np.float32)
    g = %timeit -o -q -r 3 scale_add[math.ceil(n / threads), threads](dx, dy, dout)
    xs, ys = x[:n], y[:n]
    c = %timeit -o -q -r 3 np.float32(2.0) * xs + ys
    gpu_s.append(g.gpu_average)
    cpu_s.append(c.average)

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
left.loglog(sizes, cpu_s, 'o-', label='NumPy (host)')
left.loglog(sizes, gpu_s, 's-', label='kernel (GPU time)')
left.set_xlabel('elements')
left.set_ylabel('seconds per call')
left.legend()
left.grid(True)
right.semilogx(sizes, np.array(cpu_s) / np.array(gpu_s), 'D-', color='C2')
right.axhline(1.0, color='k', linewidth=0.8)
right.set_xlabel('elements')
right.set_ylabel('speed-up')
fig.suptitle('scale_add: GPU against NumPy')
""")
md("""
## Host arrays vs device arrays

Passing NumPy arrays straight to a kernel is allowed, but then every call copies them to the GPU and
the result back. `%timeit` counts the copies per loop, and `%%profile` shows them one by one.
""")
code("""
out = np.empty_like(x)
%timeit -r 3 scale_add[blocks, threads](x, y, out)
""")
code("""
%%profile
scale_add[blocks, threads](x, y, out)          # host arrays: two copies in, one copy out
scale_add[blocks, threads](d_x, d_y, d_out)    # device arrays: the kernel alone
""")
md("""
On a GPU the memory-operations table shows the copies taking far longer than the kernel: keeping data
on the GPU between kernels (`cuda.to_device` once, `copy_to_host` at the end) is the first rule of
GPU speed. (The simulator's "device" memory is the host's, so it uses host arrays in place and
shows no copies here.)

## Naive vs tiled transpose

Transposing a matrix reads rows and writes columns. The naive kernel's writes are strided, so
neighbouring threads touch memory far apart. The tiled kernel stages a 32 x 32 tile in shared
memory, so that both its reads and its writes are contiguous (the extra column avoids shared-memory
bank conflicts).
""")
code("""
TILE = 32
TILE_PADDED = TILE + 1     # shared-array shapes must be constants: compute them outside the kernel
side = int(math.sqrt(N))
A = rng.random((side, side)).astype(np.float32)
d_A = cuda.to_device(A)
d_T = cuda.device_array((side, side), dtype=np.float32)

@cuda.jit
def transpose_naive(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[x, y] = a[y, x]

@cuda.jit
def transpose_tiled(a, out):
    tile = cuda.shared.array((TILE, TILE_PADDED), dtype=np.float32)
    x, y = cuda.grid(2)
    tx, ty = cuda.threadIdx.x, cuda.threadIdx.y
    if y < a.shape[0] and x < a.shape[1]:
        tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    ox = cuda.blockIdx.y * TILE + tx
    oy = cuda.blockIdx.x * TILE + ty
    if oy < out.shape[0] and ox < out.shape[1]:
        out[oy, ox] = tile[tx, ty]

grid = (math.ceil(side / TILE), math.ceil(side / TILE))
block = (TILE, TILE)
for k in (transpose_naive, transpose_tiled):
    k[grid, block](d_A, d_T)
    assert np.array_equal(d_T.copy_to_host(), A.T), k
print(f"{side} x {side} float32 matrix, both kernels correct")
""")
code("""
naive = %timeit -o -r 3 transpose_naive[grid, block](d_A, d_T)
tiled = %timeit -o -r 3 transpose_tiled[grid, block](d_A, d_T)
moved = 2 * side * side * 4
for name, r in (("naive", naive), ("tiled", tiled)):
    print(f"{name}: {r.gpu_average * 1e6:8.2f} µs GPU  {moved / r.gpu_average / 1e9:7.1f} GB/s effective")
print(f"tiled is {naive.gpu_average / tiled.gpu_average:.2f} x the speed of naive")
""")
md("""
`%%profile` puts the two side by side: the kernel summary ranks them by GPU time, and the launch
table shows their shapes, shared memory, theoretical occupancy and bandwidth as a share of what a
plain device-to-device copy achieves on this device. On the simulator the times are the simulator's
(it is not a model of GPU memory) and registers and occupancy show as "–": run this notebook on a GPU
to see the real difference.
""")
code("""
%%profile
for _ in range(5):
    transpose_naive[grid, block](d_A, d_T)
    transpose_tiled[grid, block](d_A, d_T)
""")
md("""
## The same measurement by hand, with CUDA events

What `%timeit` does for each operation you can do around any stretch of GPU work: record an event
before and after, then read the time between them (in milliseconds) once the second has happened.
""")
code("""
start, end = cuda.event(timing=True), cuda.event(timing=True)
start.record()
for _ in range(10):
    transpose_tiled[grid, block](d_A, d_T)
end.record()
end.synchronize()
print(f"10 tiled transposes: {cuda.event_elapsed_time(start, end):.3f} ms on the GPU")
""")
md("""
## What to remember

* A launch returns before the kernel runs: synchronize before you stop a timer, or use `%time` /
  `%timeit`, which do.
* Read GPU time for what the kernel costs, host time for what your Python loop costs.
* Copies between host and GPU are often the biggest cost: keep arrays on the device.
* Memory access patterns matter: compare effective bandwidth with what the device can copy.
""")

nb.write("02-timing.ipynb")
