# Writes notebooks/08-device-memory-and-transfers.ipynb (from the course seeds' "Managing GPU
# memory" parts). Run: python3 notebooks/src/make_memory.py
from nbgen import SIZE_CELL, Notebook

nb = Notebook("memory")
md, code = nb.md, nb.code

md("""
# Device memory and transfers

The GPU has its own memory. Data moves between host (CPU) memory and device (GPU) memory over the
PCIe or NVLink bus, which is much slower than either memory: moving data is often the biggest cost
of a GPU program. This notebook covers the calls that move and allocate memory, and how to see
what they cost.
""")
code(SIZE_CELL.format(gpu="1 << 26", sim="1 << 12"))
md("""
## Moving arrays

| call | what it does |
|---|---|
| `cuda.to_device(a)` | allocate device memory and copy a NumPy array into it |
| `cuda.device_array(shape, dtype)` | allocate device memory (cudalab clears it; Numba leaves it as is) |
| `cuda.device_array_like(a)` | the same, with `a`'s shape and dtype |
| `d.copy_to_host()` | copy a device array into a new NumPy array |
| `d.copy_to_host(h)` | copy into an existing NumPy array `h` |
| `d.copy_to_device(a)` | copy a NumPy array into an existing device array |
""")
code("""
a = np.arange(N, dtype=np.float32)
d_a = cuda.to_device(a)
print(type(d_a).__name__, d_a.shape, d_a.dtype, d_a.size)

h = np.empty_like(a)
d_a.copy_to_host(h)
print("round trip equal:", np.array_equal(a, h))

d_a.copy_to_device(a * 2)
print("after copy_to_device:", d_a.copy_to_host()[:4])
""")
md("""
Device arrays are views like NumPy's: slicing one gives a device array on the same memory (no
copy), and reshaping a contiguous one too. Indexing one element copies that element to the host.
""")
code("""
d_first = d_a[:8]
print(d_first.shape, d_first.copy_to_host())
d_grid = d_a.reshape(4, N // 4)
print(d_grid.shape, "element [1, 0] =", d_grid[1, 0])
""")
md("""
## What transfers cost

`%%profile` shows each copy with its direction, size and rate (GB/s). Compare a copy with the
kernel that uses the data:
""")
code("""
@cuda.jit
def scale(x, factor):
    i = cuda.grid(1)
    if i < x.size:
        x[i] *= factor
""")
code("""
%%profile
d_x = cuda.to_device(a)                        # host -> device
scale[math.ceil(N / 256), 256](d_x, np.float32(0.5))
back = d_x.copy_to_host()                      # device -> host
""")
md("""
The kernel touches each element twice (a read and a write) at the GPU memory's speed; the copies
move the same bytes once each, over the bus, and take far longer. Hence the rules:

1. Copy inputs to the device once, run every kernel on device arrays, copy results back once.
2. Passing NumPy arrays straight to a kernel copies them in and (when written) back out on **every
   launch**: convenient, slow.
3. Allocate outputs on the device (`device_array_like`) instead of copying zeros there.
""")
code("""
n_launches = 10
d_x = cuda.to_device(a)
def on_device():
    for _ in range(n_launches):
        scale[math.ceil(N / 256), 256](d_x, np.float32(1.0))

x = a.copy()
def from_host():
    for _ in range(n_launches):
        scale[math.ceil(N / 256), 256](x, np.float32(1.0))   # copies in and out each time

dev = %timeit -o -q -r 3 on_device()
host = %timeit -o -q -r 3 from_host()
print(f"{n_launches} launches on a device array: {dev.average * 1e3:8.2f} ms")
print(f"{n_launches} launches on a host array:   {host.average * 1e3:8.2f} ms")
""")
md("""
## How much memory?

`cuda.current_context().get_memory_info()` gives free and total device memory (with a per-kernel
limit set by the instructor, `CUDALAB_MEMORY_LIMIT`, it reports that limit). Device arrays are
freed when the last Python reference goes away, `del` included. Asking for more than the limit is
a `MemoryError` that says how much is in use, and the notebook goes on.
""")
code("""
free, total = cuda.current_context().get_memory_info()
print(f"free {free / 2**30:.2f} GiB of {total / 2**30:.2f} GiB")
big = cuda.device_array(N, dtype=np.float64)
print(f"after allocating {big.size * 8 / 2**20:.1f} MiB: free {cuda.current_context().get_memory_info()[0] / 2**30:.2f} GiB")
del big
""")
md("""
## What to remember

* `to_device` / `copy_to_host` move data; `device_array(_like)` allocates without a copy.
* Transfers are slow next to kernels: keep data on the device between kernels.
* Slices and reshapes of device arrays are views; `del` frees device memory.
""")

nb.write("08-device-memory-and-transfers.ipynb")
