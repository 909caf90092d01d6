# Writes notebooks/01-first-kernel.ipynb: threads, blocks and grids (from the course seeds'
# "CUDA in Python" and Numba-CUDA tutorial parts). Run: python3 notebooks/src/make_first_kernel.py
from nbgen import SIZE_CELL, Exercises, Notebook

nb = Notebook("first-kernel")
md, code = nb.md, nb.code

md("""
# Your first kernel: threads, blocks and grids

A CUDA **kernel** is a function that many GPU threads run at once, each on its own piece of the
data. Threads come in **blocks** (up to 1024 threads each), and the blocks of one launch form the
**grid**. Inside a kernel each thread finds out who it is from four built-ins:

| name | meaning |
|---|---|
| `cuda.threadIdx.x` | this thread's index within its block |
| `cuda.blockIdx.x` | this block's index within the grid |
| `cuda.blockDim.x` | threads per block |
| `cuda.gridDim.x` | blocks in the grid |

(`.y` and `.z` exist too, for 2-D and 3-D launches.) `N` below is this notebook's one size: small
on the CPU simulator, large on a GPU.
""")
SIZE = SIZE_CELL.format(gpu="1 << 24", sim="1 << 12")
code(SIZE)
md("""
## One thread per element

`add_kernel` adds two vectors. Each thread computes its global index from the built-ins and
handles that one element. The launch `add_kernel[blocks, threads](...)` says how many blocks of how
many threads to start; we need at least `N` threads in all, so the block count is rounded up, and
the `if` keeps the extra threads of the last block from writing past the end.
""")
code("""
@cuda.jit
def add_kernel(x, y, out):
    i = cuda.threadIdx.x + cuda.blockIdx.x * cuda.blockDim.x
    if i < out.size:
        out[i] = x[i] + y[i]

rng = np.random.default_rng(0)
x = rng.random(N).astype(np.float32)
y = rng.random(N).astype(np.float32)
out = np.zeros_like(x)

threads = 256
blocks = math.ceil(N / threads)
add_kernel[blocks, threads](x, y, out)
print(f"{blocks} blocks x {threads} threads = {blocks * threads} threads for {N} elements")
print("correct:", np.allclose(out, x + y))
""")
md("""
`cuda.grid(1)` is shorthand for that index computation. To see which thread did what, here is a
tiny launch, 3 blocks of 4 threads, where each thread writes down its block and its thread index,
and a kernel that prints (kernel `print()` output appears in the cell once the kernel is done):
""")
code("""
@cuda.jit
def who(block_of, thread_of):
    i = cuda.grid(1)
    if i < block_of.size:
        block_of[i] = cuda.blockIdx.x
        thread_of[i] = cuda.threadIdx.x

block_of = np.zeros(12, dtype=np.int32)
thread_of = np.zeros(12, dtype=np.int32)
who[3, 4](block_of, thread_of)
print("element:", np.arange(12))
print("block:  ", block_of)
print("thread: ", thread_of)

@cuda.jit
def hello():
    if cuda.threadIdx.x == 0:
        print("hello from block", cuda.blockIdx.x, "of", cuda.gridDim.x)

hello[3, 32]()
cuda.synchronize()
""")
md("""
## Grid-stride loops

A launch does not have to match the data: with a **grid-stride loop** a fixed grid covers any size.
Each thread starts at its global index and steps by the total number of threads in the grid,
`cuda.gridsize(1)`. This is the usual way to write kernels that work for every `N`, and a grid of a
few blocks per multiprocessor keeps the whole GPU busy.
""")
code("""
@cuda.jit
def add_strided(x, y, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, out.size, stride):
        out[i] = x[i] + y[i]

d_x, d_y = cuda.to_device(x), cuda.to_device(y)
d_out = cuda.device_array_like(x)
add_strided[32, 128](d_x, d_y, d_out)      # 4096 threads, whatever N is
print("correct:", np.allclose(d_out.copy_to_host(), x + y))
""")
md("""
## Two-dimensional grids

For a matrix, a 2-D launch gives each thread a (column, row) position: `cuda.grid(2)` returns both,
and `cuda.gridsize(2)` both strides. The element-wise product below uses a 2-D grid-stride loop, as
in the course's Numba-CUDA practical.
""")
code("""
@cuda.jit
def multiply(x, y, z):
    tx, ty = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for i in range(ty, z.shape[0], sy):
        for j in range(tx, z.shape[1], sx):
            z[i, j] = x[i, j] * y[i, j]

side = int(math.sqrt(N))
a = rng.random((side, side)).astype(np.float32) - 0.5
b = rng.random((side, side)).astype(np.float32) - 0.5
d_a, d_b = cuda.to_device(a), cuda.to_device(b)
d_c = cuda.device_array((side, side), dtype=np.float32)
multiply[(16, 16), (16, 16)](d_a, d_b, d_c)
print(f"{side} x {side}: correct:", np.allclose(d_c.copy_to_host(), a * b))
""")
md("""
Which block computes which element? A kernel can write its block's number into a picture of the
grid: each 16 x 16 tile of the image below is one block.
""")
code("""
import matplotlib.pyplot as plt

@cuda.jit
def block_number(out):
    col, row = cuda.grid(2)
    if row < out.shape[0] and col < out.shape[1]:
        out[row, col] = cuda.blockIdx.y * cuda.gridDim.x + cuda.blockIdx.x

d_map = cuda.device_array((48, 64), dtype=np.int32)
block_number[(4, 3), (16, 16)](d_map)
plt.imshow(d_map.copy_to_host(), cmap='tab20')
plt.colorbar(label='block number')
plt.title('A (4, 3) grid of 16 x 16 blocks')
""")
md("""
## Choosing the block size

Threads run in **warps** of 32, so a block size that is a multiple of 32 wastes no lanes; a block
may hold at most 1024 threads. Asking for more is an error that names the limit:
""")
code("""
try:
    add_kernel[1, 2048](d_x, d_y, d_out)
except Exception as e:
    print(type(e).__name__ + ":", e)
""")
md("""
Within the limits, the block size changes how the GPU schedules the work. `%timeit -o` measures
the GPU time of each choice (on the simulator the times are the simulator's, so the comparison only
means something on a GPU):
""")
code("""
for threads in (32, 128, 256, 1024):
    blocks = math.ceil(N / threads)
    r = %timeit -o -q -r 3 add_kernel[blocks, threads](d_x, d_y, d_out)
    print(f"{threads:5d} threads per block: {r.gpu_average * 1e6:9.2f} µs GPU per launch")
""")
md("""
## What to remember

* A kernel runs once per thread; each thread finds its element from `threadIdx`, `blockIdx` and
  `blockDim`, or simply `cuda.grid(n)`.
* Launch enough threads (round the block count up) and guard the extra ones with an `if`, or use a
  grid-stride loop so any grid covers any size.
* Block sizes are multiples of 32, at most 1024.
""")

ex = Exercises(nb, "01-first-kernel", "Your first kernel", SIZE)
ex.add("SAXPY with a grid-stride loop", """
Write `saxpy(a, x, y, out)`, which sets `out[i] = a * x[i] + y[i]` for every `i`. Use a
grid-stride loop: the check launches it with only 32 blocks of 128 threads, far fewer threads than
elements.
""", """
@cuda.jit
def saxpy(a, x, y, out):
    # TODO: for every i this thread handles (start at cuda.grid(1), step by cuda.gridsize(1)),
    #       set out[i] = a * x[i] + y[i].
    pass
""", """
@cuda.jit
def saxpy(a, x, y, out):
    for i in range(cuda.grid(1), out.size, cuda.gridsize(1)):
        out[i] = a * x[i] + y[i]
""", """
x = np.random.rand(N).astype(np.float32)
y = np.random.rand(N).astype(np.float32)
out = cuda.to_device(np.zeros(N, dtype=np.float32))
saxpy[32, 128](np.float32(2.5), cuda.to_device(x), cuda.to_device(y), out)
got = out.copy_to_host()
want = 2.5 * x.astype(np.float64) + y
passed = np.allclose(got, want, rtol=1e-6)
if not got.any():
    print("Not done yet: out is still all zeros. Fill in saxpy above.")
else:
    print("correct" if passed else f"not yet right: {np.sum(~np.isclose(got, want, rtol=1e-6))} of {N} elements differ")
""")
ex.add("A two-dimensional launch", """
Write `increment(m)`, which adds 1 to every element of a matrix. Use `cuda.grid(2)` for the
thread's (row, column) and guard both: the matrix is 1000 x 700, not a multiple of any block
shape. Then fill in `blocks` so a launch with 16 x 16 threads per block covers the whole matrix.
""", """
@cuda.jit
def increment(m):
    # TODO: i, j = cuda.grid(2); if (i, j) is inside m, add 1 to m[i, j].
    pass

threads = (16, 16)
blocks = (1, 1)   # TODO: enough blocks along each axis to cover a 1000 x 700 matrix
""", """
@cuda.jit
def increment(m):
    i, j = cuda.grid(2)
    if i < m.shape[0] and j < m.shape[1]:
        m[i, j] += 1

threads = (16, 16)
blocks = (math.ceil(1000 / threads[0]), math.ceil(700 / threads[1]))
""", """
m = np.random.rand(1000, 700)
d_m = cuda.to_device(m)
increment[blocks, threads](d_m)
got = d_m.copy_to_host()
changed = int(np.sum(got != m))
passed = np.allclose(got, m + 1)
if changed == 0:
    print("Not done yet: nothing changed. Fill in increment above.")
else:
    print("correct" if passed else f"{changed} of {m.size} elements incremented: check the guards and the grid")
""")
ex.write()

nb.write("01-first-kernel.ipynb")
