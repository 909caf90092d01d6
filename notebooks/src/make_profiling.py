# Writes notebooks/09-profiling.ipynb: reading %%profile's output to find where a GPU program's
# time goes. Run: python3 notebooks/src/make_profiling.py
from nbgen import SIZE_CELL, Exercises, Notebook

nb = Notebook("profiling")
md, code = nb.md, nb.code

md("""
# Profiling: where does the time go?

`%%profile` runs a cell and records every GPU operation it causes: kernel launches, copies,
memsets, allocations, with their times on the GPU. It answers the first question of any
optimisation: *which part is slow?* Its tables follow Nsight Systems' (the profiler of the CUDA
toolkit), so what you learn here carries over.

The program below normalises the rows of a matrix in three kernels: square each element, sum each
row, divide by the square root of the sum.
""")
SIZE = SIZE_CELL.format(gpu="1 << 24", sim="1 << 12")
code(SIZE)
PIPELINE = """
rows = int(math.sqrt(N))
cols = N // rows
m = np.random.rand(rows, cols).astype(np.float32)

@cuda.jit
def square(a, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        out[i, j] = a[i, j] * a[i, j]

@cuda.jit
def row_sums(sq, sums):
    i = cuda.grid(1)
    if i < sq.shape[0]:
        s = np.float32(0.0)
        for j in range(sq.shape[1]):
            s += sq[i, j]
        sums[i] = s

@cuda.jit
def divide(a, sums, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        out[i, j] = a[i, j] / math.sqrt(sums[i])

block2 = (16, 16)
grid2 = (math.ceil(rows / 16), math.ceil(cols / 16))
d_m = cuda.to_device(m)
d_sq = cuda.device_array_like(m)
d_sums = cuda.device_array(rows, dtype=np.float32)
d_out = cuda.device_array_like(m)

def normalise():
    square[grid2, block2](d_m, d_sq)
    row_sums[math.ceil(rows / 128), 128](d_sq, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)

normalise()
expected = m / np.sqrt((m.astype(np.float64) ** 2).sum(axis=1))[:, None]
print("correct:", np.allclose(d_out.copy_to_host(), expected, rtol=1e-4))
"""
code(PIPELINE)
md("""
## Reading a profile

* **Kernel summary**: each kernel's share of GPU time (Time %), total, number of launches
  (Instances) and their spread. Start with the top row.
* **Kernel launches**: the launch shape, registers per thread, shared and local memory, the
  **theoretical occupancy** (how much of a multiprocessor the launch can fill), the average time,
  and the **effective bandwidth**: bytes the kernel's array arguments hold, read plus written, per
  second, against what a plain device-to-device copy reaches on this device.
* **Memory operations**: copies and memsets with their rates, allocations.
* The **timeline**: host calls above, GPU work below; hover a mark for details.
""")
code("""
%%profile
for _ in range(3):
    normalise()
""")
md("""
On a GPU, `row_sums` dominates: each thread walks a whole row, so neighbouring threads read
addresses a row apart (uncoalesced), and there are only `rows` threads. Its effective bandwidth is
a small share of the copy bandwidth, where `square` and `divide` come close to it. A better
`row_sums` gives each row a block of threads that sum strided elements and combine them in shared
memory (see `05-shared-memory-and-reductions.ipynb`):
""")
code("""
RB = 128

@cuda.jit
def row_sums_block(sq, sums):
    temp = cuda.shared.array(RB, dtype=np.float32)
    i = cuda.blockIdx.x                  # one block per row
    tid = cuda.threadIdx.x
    s = np.float32(0.0)
    for j in range(tid, sq.shape[1], RB):    # neighbouring threads read neighbouring elements
        s += sq[i, j]
    temp[tid] = s
    d = RB // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        sums[i] = temp[0]

def normalise_fast():
    square[grid2, block2](d_m, d_sq)
    row_sums_block[rows, RB](d_sq, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)

normalise_fast()
print("correct:", np.allclose(d_out.copy_to_host(), expected, rtol=1e-4))
""")
code("""
%%profile
for _ in range(3):
    normalise_fast()
""")
md("""
## Occupancy

Theoretical occupancy drops when a block asks for more of a multiprocessor's resources (threads,
registers, shared memory) than lets many blocks live on it at once. A kernel that reserves a lot of
dynamic shared memory shows it (on a GPU; the simulator has no occupancy):
""")
code("""
@cuda.jit
def uses_shared(x):
    buf = cuda.shared.array(0, dtype=np.float32)
    i = cuda.grid(1)
    buf[cuda.threadIdx.x] = 1.0
    cuda.syncthreads()
    if i < x.size:
        x[i] = buf[cuda.threadIdx.x]

d_x = cuda.device_array(N, dtype=np.float32)
""")
code("""
%%profile
for shared_kib in (1, 16, 40):
    uses_shared[math.ceil(N / 256), 256, 0, shared_kib * 1024](d_x)
""")
md("""
## What to remember

* Profile before optimising: the kernel summary says which kernel to look at.
* Compare a kernel's effective bandwidth with the copy bandwidth: far below it means the access
  pattern (or too few threads) is the problem.
* Occupancy is limited by threads, registers and shared memory per block.
""")

ex = Exercises(nb, "09-profiling", "Profiling", [SIZE, PIPELINE])
ex.add("Fuse two kernels", """
`square` writes every squared element to `d_sq` only for `row_sums` to read it back: a whole pass
over memory each way. Write `row_sumsq_block(a, sums)`, which sums the squares of each row of `a`
directly (one block of `RB` threads per row, as `row_sums_block` above), so the pipeline becomes two
kernels and `d_sq` is not needed. Profile `normalise_fused` with `%%profile`: how much GPU time did
the fusion save?
""", """
RB = 128

@cuda.jit
def row_sumsq_block(a, sums):
    pass   # TODO: like row_sums_block, but add a[i, j] * a[i, j]

def normalise_fused():
    row_sumsq_block[rows, RB](d_m, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)
""", """
RB = 128

@cuda.jit
def row_sumsq_block(a, sums):
    temp = cuda.shared.array(RB, dtype=np.float32)
    i = cuda.blockIdx.x
    tid = cuda.threadIdx.x
    s = np.float32(0.0)
    for j in range(tid, a.shape[1], RB):
        s += a[i, j] * a[i, j]          # squared on the fly: no d_sq
    temp[tid] = s
    d = RB // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        sums[i] = temp[0]

def normalise_fused():
    row_sumsq_block[rows, RB](d_m, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)
""", """
d_out = cuda.device_array_like(m)        # cleared: an unwritten output cannot pass
d_sums = cuda.device_array(rows, dtype=np.float32)
normalise_fused()
got = d_out.copy_to_host()
passed = np.allclose(got, expected, rtol=1e-4)
if not np.isfinite(got).all() or not got.any():
    print("Not done yet: the output is not written. Fill in row_sumsq_block above.")
elif not passed:
    print("not yet right: the output differs from the reference")
else:
    three = %timeit -o -q -r 3 normalise()
    fused = %timeit -o -q -r 3 normalise_fused()
    print(f"correct; three kernels {three.gpu_average * 1e6:.1f} µs, fused {fused.gpu_average * 1e6:.1f} µs of GPU time")
""")
ex.write()

nb.write("09-profiling.ipynb")
