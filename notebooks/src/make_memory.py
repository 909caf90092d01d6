# Writes notebooks/08-device-memory-and-transfers.ipynb (from the course seeds' "Managing GPU
# memory" parts). Run: python3 notebooks/src/make_memory.py
from nbgen import SIZE_CELL, Exercises, Notebook

nb = Notebook("memory")
md, code = nb.md, nb.code

md("""
# Device memory and transfers

The GPU has its own memory. Data moves between host (CPU) memory and device (GPU) memory over the
PCIe or NVLink bus, which is much slower than either memory: moving data is often the biggest cost
of a GPU program. This notebook covers the calls that move and allocate memory, and how to see
what they cost.
""")
SIZE = SIZE_CELL.format(gpu="1 << 26", sim="1 << 12")
code(SIZE)
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

# Code the exercise's template and its answer share.
PIPELINE = """
@cuda.jit
def smooth(x, out):
    i = cuda.grid(1)
    if 0 < i < x.size - 1:
        out[i] = (x[i - 1] + x[i] + x[i + 1]) / 3
    elif i < x.size:
        out[i] = x[i]

@cuda.jit
def clip_unit(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = min(max(x[i], -1.0), 1.0)

def pipeline_host(a):
    tmp, out = np.empty_like(a), np.empty_like(a)
    smooth[math.ceil(a.size / 256), 256](a, tmp)      # copies a and tmp in, tmp out
    clip_unit[math.ceil(a.size / 256), 256](tmp, out)  # copies tmp and out in, out out
    return out
"""
CHUNKS = """
@cuda.reduce
def sum_reduce(p, q):
    return p + q

@cuda.jit
def square_in_place(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = x[i] * x[i]

def sum_squares(d_chunk):
    square_in_place[math.ceil(d_chunk.size / 256), 256](d_chunk)
    return sum_reduce(d_chunk)

CHUNK = max(1, N // 10)
"""

ex = Exercises(nb, "08-device-memory-and-transfers", "Device memory and transfers", SIZE)
ex.add("One copy in, one copy out", """
`pipeline_host` smooths an array and then clips it, in two kernels launched on NumPy arrays, so
each launch copies its arrays in and out. Write `pipeline_device(a)`, which gives the same result
with one copy to the device and one back: allocate the intermediate and the output on the device
(`cuda.device_array_like`) and launch both kernels on device arrays. The check compares the results
and the times.
""", PIPELINE + """
def pipeline_device(a):
    # TODO: copy a to the device once, allocate the intermediate and the output there, launch
    #       smooth and clip_unit on device arrays and return the output copied back once.
    return None
""", PIPELINE + """
def pipeline_device(a):
    d_a = cuda.to_device(a)                  # the one copy in
    d_tmp = cuda.device_array_like(a)        # allocated on the device: no copy
    d_out = cuda.device_array_like(a)
    smooth[math.ceil(a.size / 256), 256](d_a, d_tmp)
    clip_unit[math.ceil(a.size / 256), 256](d_tmp, d_out)
    return d_out.copy_to_host()              # the one copy out
""", """
a = 2 * np.random.randn(N)
want = pipeline_host(a)
got = pipeline_device(a)
passed = got is not None and np.array_equal(got, want)
if got is None:
    print("Not done yet: pipeline_device returns None. Fill it in above.")
elif not passed:
    print("not yet right: the results differ")
else:
    host = %timeit -o -q -r 3 pipeline_host(a)
    dev = %timeit -o -q -r 3 pipeline_device(a)
    print(f"correct; host arrays {host.average * 1e3:.2f} ms, device arrays {dev.average * 1e3:.2f} ms per call")
""")
ex.add("An array bigger than the device buffer", """
Data does not always fit on the GPU at once. Write `sum_of_squares_in_chunks(a, d_buf)`, which
computes the sum of the squares of the host array `a` using only the device buffer `d_buf`
(`CHUNK` elements): copy `a` one chunk at a time into `d_buf` (`d_buf[:n].copy_to_device(...)`
copies into a slice of it, for the last, shorter chunk), add up each chunk's squares on the GPU
with the `sum_squares` reduction, and add the chunks' results on the host.
""", CHUNKS + """
def sum_of_squares_in_chunks(a, d_buf):
    total = 0.0
    # TODO: for each chunk of a (start, start + CHUNK, ...): copy it into d_buf (or a slice of
    #       it), and add sum_squares(that device array) to total.
    return total
""", CHUNKS + """
def sum_of_squares_in_chunks(a, d_buf):
    total = 0.0
    for start in range(0, a.size, CHUNK):
        chunk = a[start:start + CHUNK]
        d_view = d_buf[:chunk.size]             # a view of the buffer: no allocation
        d_view.copy_to_device(chunk)
        total += sum_squares(d_view)
    return total
""", """
a = np.random.randn(N + 123)            # not a multiple of CHUNK
d_buf = cuda.device_array(CHUNK, dtype=np.float64)
got = sum_of_squares_in_chunks(a, d_buf)
want = float(np.sum(a.astype(np.float64) ** 2))
passed = abs(got - want) < 1e-9 * want
if got == 0:
    print("Not done yet: the total is 0. Fill in sum_of_squares_in_chunks above.")
else:
    print("correct" if passed else f"got {got}, expected {want}")
""")
ex.write()

nb.write("08-device-memory-and-transfers.ipynb")
