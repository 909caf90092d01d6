# Writes notebooks/05-shared-memory-and-reductions.ipynb (from the course seeds' shared memory and
# reduction parts). Run: python3 notebooks/src/make_reductions.py
from nbgen import SIZE_CELL, Notebook

nb = Notebook("reductions")
md, code = nb.md, nb.code

md("""
# Shared memory and reductions

**Shared memory** is a small, fast memory that the threads of one block share (48 KiB per block).
Threads of a block cooperate through it, with `cuda.syncthreads()` as the barrier that makes
everyone's writes visible before anyone reads. The classic use is a **reduction**: summing an array
by halving the number of active threads at each step. (The tiled transpose in
`02-timing.ipynb` is the other classic: a tile staged in shared memory so both global reads and
writes are contiguous.)
""")
code(SIZE_CELL.format(gpu="1 << 24", sim="1 << 14"))
md("""
## One block, dynamic shared memory

`cuda.shared.array(0, dtype)` declares shared memory whose size is given at launch time, as the
fourth item of the launch configuration (in bytes). Each step adds the upper half of the array to
the lower half; the barrier at the top of the loop keeps a step from reading values the previous
one has not written yet.
""")
code("""
@cuda.jit
def block_sum_dynamic(out, x):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    temp[tid] = x[tid]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        out[0] = temp[0]

threads = 512
x = (10 * np.random.rand(threads)).astype(np.float32)
out = cuda.device_array(1, dtype=np.float32)
block_sum_dynamic[1, threads, 0, threads * x.itemsize](out, cuda.to_device(x))
print(f"sum {out.copy_to_host()[0]:.3f}, float64 reference {x.astype(np.float64).sum():.3f}")
""")
md("""
## Static shared memory, constant memory and a device function

With a size known when the kernel compiles (a global constant), `cuda.shared.array(NUM_THREADS,
float32)` is static. `cuda.const.array_like(A)` puts a host array into the GPU's **constant
memory**, cached and broadcast to all threads that read the same element; here it holds the
divisor a device function uses.
""")
code("""
from numba import float32

NUM_THREADS = 256
TWO = np.array([2], dtype=np.int32)

@cuda.jit(device=True)
def halve(d):
    two = cuda.const.array_like(TWO)
    return d // two[0]

@cuda.jit
def block_sum_static(out, x):
    temp = cuda.shared.array(NUM_THREADS, dtype=float32)
    tid = cuda.threadIdx.x
    temp[tid] = x[tid]
    d = halve(cuda.blockDim.x)
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = halve(d)
    if tid == 0:
        out[0] = temp[0]

h = np.arange(NUM_THREADS, dtype=np.float32) * 0.5
block_sum_static[1, NUM_THREADS](out, cuda.to_device(h))
print(out.copy_to_host()[0], "expected", h.sum())
""")
md("""
## Many blocks: partial sums, then atomics

An array larger than a block is summed in two levels: each block reduces its part in shared memory,
and thread 0 of each block adds the block's result to the total with one atomic (one atomic per
block, not per element). A grid-stride loop first lets each thread add up many elements.
""")
code("""
NT = 256

@cuda.jit
def array_sum(total, x):
    temp = cuda.shared.array(NT, dtype=np.float64)
    tid = cuda.threadIdx.x
    acc = 0.0
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        acc += x[i]
    temp[tid] = acc
    d = NT // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        cuda.atomic.add(total, 0, temp[0])

data = np.random.rand(N)
d_data = cuda.to_device(data)
total = cuda.to_device(np.zeros(1))
array_sum[64, NT](total, d_data)
print(f"{total.copy_to_host()[0]:.6f}  reference {data.sum():.6f}")
""")
md("""
## `cuda.reduce`: the reduction written for you

`cuda.reduce` turns a binary function into a GPU reduction over a whole array (a tree reduction in
shared memory, like the ones above). It returns the result to the host, or writes it into a device
array with `res=`.
""")
code("""
@cuda.reduce
def sum_reduce(a, b):
    return a + b

@cuda.reduce
def max_reduce(a, b):
    return max(a, b)

print(f"sum {sum_reduce(d_data):.6f}  max {max_reduce(d_data):.6f}  (reference {data.sum():.6f}, {data.max():.6f})")
""")
md("""
`%timeit` compares the hand-written two-level sum with `cuda.reduce` (GPU time per call; the
hand-written kernel also needs its total cleared, which is part of what it costs):
""")
code("""
def hand_written():
    total = cuda.to_device(np.zeros(1))
    array_sum[64, NT](total, d_data)

mine = %timeit -o -q -r 3 hand_written()
library = %timeit -o -q -r 3 sum_reduce(d_data)
print(f"hand-written: {mine.gpu_average * 1e6:8.1f} µs GPU, {mine.average * 1e6:8.1f} µs host per call")
print(f"cuda.reduce:  {library.gpu_average * 1e6:8.1f} µs GPU, {library.average * 1e6:8.1f} µs host per call")
""")
md("""
## What to remember

* Shared memory is per block and fast; `cuda.syncthreads()` separates the steps that write it from
  the steps that read it.
* A reduction halves the active threads each step; larger arrays reduce per block, then combine
  the blocks' results (an atomic per block, or a second pass).
* `cuda.reduce` gives a tested reduction for any associative binary function.
""")

nb.write("05-shared-memory-and-reductions.ipynb")
