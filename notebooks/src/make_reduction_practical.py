# Writes the reduction practical of the course seeds (Practical 9: "Numba-CUDA and more GPU
# programming") as an exercise notebook (notebooks/10-reduction-practical.ipynb) and its solution
# (notebooks/solutions/10-reduction-practical-solution.ipynb), from one description so the two
# never drift. The exercise runs as given: its templates sit in `%%script true` cells, which are
# skipped until the student deletes that first line, as in the course.
# Run: python3 notebooks/src/make_reduction_practical.py
from nbgen import SIZE_CELL, Notebook

SOLUTIONS = "solutions/10-reduction-practical-solution.ipynb"


def practical(solution):
    nb = Notebook("practical-solution" if solution else "practical")
    md, code = nb.md, nb.code

    def task(template, answer):
        """The exercise gets the template (skipped until the student takes it on), the solution
        notebook the answer."""
        code(answer if solution else "%%script true\n# NOTE: remove the line above, else the cell won't run\n" + template)

    md("""
# Practical: reductions with Numba-CUDA""" + (" (solution)" if solution else "") + """

This practical turns a CUDA C reduction into Numba-CUDA, then changes it four ways: dynamic and
static shared memory, constant memory and a device function, many blocks (with partial sums or an
atomic), and block sizes that are not powers of two. `05-shared-memory-and-reductions.ipynb` shows
each ingredient. It is fine if you do not finish everything.
""" + ("" if solution else f"\nThe solutions are in `{SOLUTIONS}`: try first!"))
    code(SIZE_CELL.format(gpu="1 << 24", sim="1 << 14"))
    md("""
## Tutorial: a two-dimensional kernel

Inside a kernel, `cuda.threadIdx`, `cuda.blockIdx`, `cuda.blockDim` and `cuda.gridDim` give a
thread its place. `cuda.grid(2)` is the thread's global (x, y) index and `cuda.gridsize(2)` the
number of threads along each axis, so two nested grid-stride loops cover any `n x n` array with any
grid. Study this one: it multiplies two matrices element by element.
""")
    code("""
@cuda.jit
def myfun(x, y, z):   # z is the OUTPUT: it will be overwritten
    tidx, tidy = cuda.grid(2)
    ntidx, ntidy = cuda.gridsize(2)
    for i in range(tidy, z.shape[0], ntidy):
        for j in range(tidx, z.shape[1], ntidx):
            z[i, j] = x[i, j] * y[i, j]

n = int(math.sqrt(N))
a = cuda.to_device(np.random.randn(n, n).astype(np.float32))
b = cuda.to_device(np.random.randn(n, n).astype(np.float32))
c = cuda.device_array((n, n), dtype=np.float32)
blockSize = (32, 32)
gridDim = (max(1, n // 64), max(1, n // 64))   # each thread handles 2 x 2 elements
myfun[gridDim, blockSize](a, b, c)
assert (c.copy_to_host() == a.copy_to_host() * b.copy_to_host()).all()
r = %timeit -o -q myfun[gridDim, blockSize](a, b, c)
print(f"{n} x {n}: {r.gpu_average * 1e6:.1f} µs of GPU time per launch, {r.average * 1e6:.1f} µs on the host")
""")
    md("""
Moving memory between host and device costs far more than launching the kernel:
""")
    code("""
r = %timeit -o -q c.copy_to_host()
print(f"copy to host: {r.average * 1e6:.1f} µs for {c.size * 4 / 1e6:.1f} MB")
""")
    md("""
## Question 1: a local reduction with dynamic shared memory

This CUDA C kernel sums the values of one block:

```C++
__global__ void reduction(float *g_odata, float *g_idata)
{
    // dynamically allocated shared memory
    extern  __shared__  float temp[];

    int tid = threadIdx.x;

    // first, each thread loads data into shared memory
    temp[tid] = g_idata[tid];

    // next, we perform binary tree reduction
    for (int d=blockDim.x/2; d>0; d=d/2) {
      __syncthreads();  // ensure previous step completed
      if (tid<d)
          temp[tid] += temp[tid+d];
    }

    // finally, first thread puts result into global memory
    if (tid == 0)
        g_odata[0] = temp[0];
}
```

* Why is `__syncthreads()` needed?
* (Optional) This is a convoluted way to add numbers. Why would something like it be needed?

Write it in Numba-CUDA and launch it from the cell below (follow the comments). Shared memory whose
size is given at launch is `cuda.shared.array(0, dtype)`; its size in **bytes** is the fourth item
of the launch configuration, `kernel[blocks, threads, stream, shared_bytes]`. In Python the loop is
a `while`:

```python
d = cuda.blockDim.x // 2   # integer division
while d > 0:
    # loop body here
    d = d // 2
```
""")
    task("""
num_blocks = 1
num_threads = 512
num_elements = num_blocks * num_threads

# NOTE: allocated on the host
h_idata = 10. * np.random.rand(num_elements)
h_idata = h_idata.astype(np.float32)   # input data
ex_sum = h_idata.astype(np.float64).sum()   # exact sum computed by the host

d_idata = None   # FIX THIS. Move h_idata onto the device
d_odata = None   # FIX THIS. An empty device array of one float32 to hold the output

# Modify this and JIT it with Numba
def reduction(g_odata, g_idata):
    raise NotImplementedError

shared_memory_size = None   # MODIFY THIS. How big? In bytes, not array entries!
reduction[FIXME](d_odata, d_idata)   # MODIFY THIS: replace FIXME with the launch configuration

computed_sum = None   # Get d_odata back to the host. Its first entry is the computed sum.

print("Reduction error: %.3e" % abs(computed_sum[0] - ex_sum))
""", """
num_blocks = 1
num_threads = 512
num_elements = num_blocks * num_threads

h_idata = (10. * np.random.rand(num_elements)).astype(np.float32)
ex_sum = h_idata.astype(np.float64).sum()     # float64 reference

d_idata = cuda.to_device(h_idata)
d_odata = cuda.device_array(1, dtype=np.float32)

@cuda.jit
def reduction(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)    # sized at launch
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[tid]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()     # the previous step's writes must land before this step reads
        if tid < d:
            temp[tid] += temp[tid + d]
        d = d // 2
    if tid == 0:
        g_odata[0] = temp[0]

shared_memory_size = num_threads * h_idata.itemsize   # bytes
reduction[num_blocks, num_threads, 0, shared_memory_size](d_odata, d_idata)
computed_sum = d_odata.copy_to_host()
print("Reduction error: %.3e" % abs(computed_sum[0] - ex_sum))
assert abs(computed_sum[0] - ex_sum) < 1e-5 * ex_sum
""")
    if solution:
        md("""
Without the barrier, a thread could read `temp[tid + d]` before the thread that owns it has
written the previous step's sum there (threads of a block do not run in lockstep). A tree like this
one is needed because thousands of threads cannot all add into one variable at once: each step
halves the work, so the sum takes log2(512) = 9 steps instead of 512.
""")
    md("""
## Question 2: static shared memory, constant memory, a device function

Change the code of Question 1 in three ways:

1. Use **static** shared memory: `cuda.shared.array(NUM_THREADS, float32)` with a size known when
   the kernel compiles (a global constant).
2. Keep the number `2` of the loop in **constant memory**: define `np.array([2], dtype=np.int32)`
   outside the kernel, make it constant inside with `cuda.const.array_like`, and index it.
3. Write a **device function** (`@cuda.jit(device=True)`) that computes `d // 2`.
""")
    task("""
# Your code for Question 2
""", """
from numba import float32

NUM_THREADS = 512
TWO = np.array([2], dtype=np.int32)

@cuda.jit(device=True)
def halve(d):
    two = cuda.const.array_like(TWO)    # constant memory, cached and broadcast
    return d // two[0]

@cuda.jit
def reduction_static(g_odata, g_idata):
    temp = cuda.shared.array(NUM_THREADS, dtype=float32)   # size fixed at compile time
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[tid]
    d = halve(cuda.blockDim.x)
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = halve(d)
    if tid == 0:
        g_odata[0] = temp[0]

reduction_static[1, NUM_THREADS](d_odata, d_idata)    # no shared size at launch now
computed_sum = d_odata.copy_to_host()
print("Reduction error: %.3e" % abs(computed_sum[0] - ex_sum))
assert abs(computed_sum[0] - ex_sum) < 1e-5 * ex_sum
""")
    md("""
## Question 3: many blocks

The code of Question 1 reduces one block. Change it so several blocks (say 16) each reduce a
different section of a large input (`N` values). The blocks' partial sums can be combined in two
ways:

* each block writes its partial sum to its own element of the output, and the host adds those up;
* each block adds its partial sum to a single global total with an **atomic** (`cuda.atomic.add`).

Write both and check them against a float64 sum. Then sum the same data with `cuda.reduce`, and
with NumPy on the host (the course used `cupy.sum`; CuPy is not part of cudalab). Time all four
with `%timeit -o`: which is fastest? Try other block sizes. Why is it easier not to write reductions
yourself?
""")
    code("""
h_big = (10. * np.random.rand(N)).astype(np.float32)
big_sum = h_big.astype(np.float64).sum()      # float64 reference
d_big = cuda.to_device(h_big)
print(f"{N} values, sum {big_sum:.6e}")
""")
    task("""
# Your code for Question 3
""", """
BLOCKS, THREADS = 16, 512

@cuda.jit(device=True)
def block_reduce(temp, tid):
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2

@cuda.jit(device=True)
def load_section(temp, g_idata, tid):
    # Block b owns values [b * section, (b + 1) * section); its threads stride through them.
    section = (g_idata.shape[0] + cuda.gridDim.x - 1) // cuda.gridDim.x
    start = cuda.blockIdx.x * section
    stop = min(start + section, g_idata.shape[0])
    acc = np.float32(0)
    for i in range(start + tid, stop, cuda.blockDim.x):
        acc += g_idata[i]
    temp[tid] = acc

@cuda.jit
def partial_sums(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    load_section(temp, g_idata, tid)
    block_reduce(temp, tid)
    if tid == 0:
        g_odata[cuda.blockIdx.x] = temp[0]        # one partial sum per block

@cuda.jit
def atomic_sum(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    load_section(temp, g_idata, tid)
    block_reduce(temp, tid)
    if tid == 0:
        cuda.atomic.add(g_odata, 0, temp[0])      # one atomic per block

@cuda.reduce
def sum_reduce(a, b):
    return a + b

shared = THREADS * 4
d_partial = cuda.device_array(BLOCKS, dtype=np.float32)

def with_partial_sums():
    partial_sums[BLOCKS, THREADS, 0, shared](d_partial, d_big)
    return d_partial.copy_to_host().astype(np.float64).sum()

def with_atomics():
    total = cuda.to_device(np.zeros(1, dtype=np.float32))
    atomic_sum[BLOCKS, THREADS, 0, shared](total, d_big)
    return total.copy_to_host()[0]

def with_cuda_reduce():
    return sum_reduce(d_big)

def with_numpy():
    return h_big.sum()

versions = [with_partial_sums, with_atomics, with_cuda_reduce, with_numpy]
for f in versions:
    got = float(f())
    assert abs(got - big_sum) < 1e-4 * big_sum, (f.__name__, got, big_sum)
print("all four agree with the float64 sum to 1e-4")

print(f"{'version':20} {'host µs':>10} {'GPU µs':>10}")
for f in versions:
    r = %timeit -o -q -r 3 f()
    gpu = "-" if r.gpu_average is None else f"{r.gpu_average * 1e6:.1f}"   # None: no GPU work
    print(f"{f.__name__:20} {r.average * 1e6:10.1f} {gpu:>10}")
""")
    if solution:
        md("""
With only 16 blocks, most of the GPU's multiprocessors sit idle, so the hand-written kernels are
slow on a large input; more blocks (try `BLOCKS = 1024`) help until the atomics or the host-side
sum start to cost. `cuda.reduce` chooses its own grid and does both levels on the GPU. NumPy's time
is the host's (it has no GPU time). Writing reductions by hand means getting the barriers, the
sizes and the grid right each time; a library reduction has done that once.
""")
    md("""
## Question 4: any number of threads

The code of Question 1 assumes the number of threads is a power of two. Extend it to any block
size: find the largest power of two `p` not above the block size, first add the elements beyond
`p` to the corresponding ones below it (element `p + i` onto element `i`), then reduce the first
`p` as before. Check it with, say, 300 and 1000 threads.
""")
    task("""
# Your code for Question 4
""", """
@cuda.jit
def reduction_any(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[tid]
    p = 1
    while p * 2 <= cuda.blockDim.x:      # largest power of two <= blockDim.x
        p *= 2
    cuda.syncthreads()
    if tid >= p:
        temp[tid - p] += temp[tid]       # fold the tail onto the front
    d = p // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = d // 2
    if tid == 0:
        g_odata[0] = temp[0]

for threads in (300, 512, 1000):
    h = (10. * np.random.rand(threads)).astype(np.float32)
    reduction_any[1, threads, 0, threads * 4](d_odata, cuda.to_device(h))
    got, want = d_odata.copy_to_host()[0], h.astype(np.float64).sum()
    print(f"{threads:5} threads: error {abs(got - want):.3e}")
    assert abs(got - want) < 1e-5 * want
""")
    nb.write(SOLUTIONS if solution else "10-reduction-practical.ipynb")


practical(solution=False)
practical(solution=True)
