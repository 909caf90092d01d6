# Writes the two projects of the course seeds (the ATLAS GPU training's schedule): each as an
# exercise notebook (notebooks/06-…, 07-…) and its solution (notebooks/solutions/…), from one
# description so the two never drift. The exercise runs as given: its kernel is a stub, and the
# checks say what is missing instead of failing. Run: python3 notebooks/src/make_projects.py
from nbgen import SIZE_CELL, Notebook


def histogram(solution):
    nb = Notebook("histogram-solution" if solution else "histogram")
    md, code = nb.md, nb.code
    md("""
# Project 1: filling a histogram in parallel""" + (" (solution)" if solution else "") + """

A histogram counts how many values fall in each of `nbins` equal bins between `xmin` and `xmax`.
On a GPU, many threads find the bins of their values at the same time, and several may want to add
one to the same bin: that update must be an **atomic** (see `04-atomics-and-races.ipynb`).

**Your task:** write the kernel `fill_histogram(x, xmin, xmax, counts)` so that `counts[k]` ends up
holding the number of values of `x` in bin `k`. Use a grid-stride loop so any grid covers any
size, and ignore values outside `[xmin, xmax)`. Then compare its speed with `np.histogram`.
""" + ("" if solution else "\nThe solution is in `solutions/06-histogram-project-solution.ipynb`: try first!"))
    code(SIZE_CELL.format(gpu="1 << 26", sim="1 << 14"))
    code("""
rng_seed = 12
np.random.seed(rng_seed)
x = np.random.normal(size=N, loc=0, scale=1).astype(np.float32)
xmin, xmax, nbins = np.float32(-4.0), np.float32(4.0), 64
# The reference bins each value as the kernel does, in float32: (x - xmin) / width, truncated.
# (np.histogram works in float64, so a value within rounding of a bin edge may land next door.)
width = (xmax - xmin) / np.float32(nbins)
k = ((x - xmin) / width).astype(np.int32)
k = k[(x >= xmin) & (k >= 0) & (k < nbins)]
expected, _ = np.histogram(k, bins=nbins, range=(0, nbins))   # whole-number bins: exact
print(f"{N} values, {nbins} bins; {expected.sum()} values in range")
""")
    if solution:
        code("""
@cuda.jit
def fill_histogram(x, xmin, xmax, counts):
    nbins = counts.shape[0]
    width = (xmax - xmin) / np.float32(nbins)            # float32 throughout
    for i in range(cuda.grid(1), x.shape[0], cuda.gridsize(1)):
        k = np.int32((x[i] - xmin) / width)
        if x[i] >= xmin and k >= 0 and k < nbins:
            cuda.atomic.add(counts, k, 1)      # several threads may hit the same bin
""")
    else:
        code("""
@cuda.jit
def fill_histogram(x, xmin, xmax, counts):
    # TODO: for each value this thread handles (a grid-stride loop over x), find its bin
    #       k = int((x[i] - xmin) / bin width) and, if 0 <= k < number of bins, add one to
    #       counts[k] with an atomic.
    pass
""")
    code("""
d_x = cuda.to_device(x)
counts = cuda.to_device(np.zeros(nbins, dtype=np.int32))
fill_histogram[128, 256](d_x, xmin, xmax, counts)
got = counts.copy_to_host()
done = got.sum() > 0
if not done:
    print("Not done yet: every bin is still 0. Fill in fill_histogram above.")
else:
    same = np.array_equal(got, expected)
    print("matches the float32 reference:", same, "| bins", got[:8], "...")
    """ + ("assert same" if solution else "") + """
""")
    md("""
## Look at it

Draw the counts as bars, one per bin (matplotlib's `bar` with the bins' left edges).
""")
    code("""
import matplotlib.pyplot as plt
if done:
    edges = np.linspace(xmin, xmax, nbins + 1)
    plt.bar(edges[:-1], got, width=edges[1] - edges[0], align='edge', label='GPU counts')
    plt.xlabel('value')
    plt.ylabel('count')
    plt.title(f'{len(x):,} values in {nbins} bins')
    plt.legend()
else:
    print("Draw it once fill_histogram works.")
""")
    md("""
## How fast?

Count the work per call in GPU time, against NumPy on the host (`%timeit` shows both).
""")
    code("""
def gpu_histogram():
    counts = cuda.to_device(np.zeros(nbins, dtype=np.int32))
    fill_histogram[128, 256](d_x, xmin, xmax, counts)
    return counts

if done:
    r = %timeit -o -q -r 3 gpu_histogram()
    h = %timeit -o -q -r 3 np.histogram(x, bins=nbins, range=(xmin, xmax))
    print(f"GPU: {r.gpu_average * 1e6:9.1f} µs GPU time, {r.average * 1e6:9.1f} µs per call on the host")
    print(f"NumPy: {h.average * 1e6:9.1f} µs per call")
else:
    print("Time it once fill_histogram works.")
""")
    if solution:
        md("""
## Going further

With only 64 bins, thousands of threads compete for the same few counters. A faster version keeps
a private histogram per block in shared memory (`cuda.shared.array(NBINS, int32)`), fills it with
shared-memory atomics, and adds it to the global histogram once per block: try it, and time both.
""")
    nb.write("solutions/06-histogram-project-solution.ipynb" if solution else "06-histogram-project.ipynb")


def area(solution):
    nb = Notebook("area-solution" if solution else "area")
    md, code = nb.md, nb.code
    md("""
# Project 2: computing an area by random sampling""" + (" (solution)" if solution else "") + """

Throw random points uniformly into the square [-1, 1] x [-1, 1] and count how many land inside the
unit circle: that fraction, times the square's area 4, estimates the circle's area, π. Each GPU
thread draws its own points with its own random-number generator state: Numba's
**xoroshiro128+** generator, `create_xoroshiro128p_states(n, seed)` on the host and
`xoroshiro128p_uniform_float32(states, i)` in the kernel.

**Your task:** write `count_inside(states, draws, hits)`: thread `i` draws `draws` points with state
`i` and stores how many fell inside the circle in `hits[i]`. The estimate is then
`4 * hits.sum() / (threads * draws)`.
""" + ("" if solution else "\nThe solution is in `solutions/07-monte-carlo-area-solution.ipynb`: try first!"))
    code(SIZE_CELL.format(gpu="1 << 28", sim="1 << 14") + """
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32
""")
    code("""
threads_per_block, blocks = 256, 64
n_threads = threads_per_block * blocks
draws = max(1, N // n_threads)               # points per thread
states = create_xoroshiro128p_states(n_threads, seed=2026)
print(f"{n_threads} threads x {draws} points = {n_threads * draws} points")
""")
    if solution:
        code("""
ONE, TWO = np.float32(1.0), np.float32(2.0)   # float32 constants keep the arithmetic float32

@cuda.jit
def count_inside(states, draws, hits):
    i = cuda.grid(1)
    if i >= hits.shape[0]:
        return
    inside = 0
    for _ in range(draws):
        x = xoroshiro128p_uniform_float32(states, i) * TWO - ONE     # uniform in [-1, 1)
        y = xoroshiro128p_uniform_float32(states, i) * TWO - ONE
        if x * x + y * y <= 1:
            inside += 1
    hits[i] = inside
""")
    else:
        code("""
@cuda.jit
def count_inside(states, draws, hits):
    i = cuda.grid(1)
    # TODO: if i is a valid thread, draw `draws` points (x, y) uniform in [-1, 1) with
    #       xoroshiro128p_uniform_float32(states, i) (it gives [0, 1)), count those with
    #       x*x + y*y <= 1, and store the count in hits[i].
    pass
""")
    code("""
hits = cuda.to_device(np.zeros(n_threads, dtype=np.int64))
count_inside[blocks, threads_per_block](states, draws, hits)
total = int(hits.copy_to_host().sum())
done = total > 0
if not done:
    print("Not done yet: no point landed inside. Fill in count_inside above.")
else:
    estimate = 4 * total / (n_threads * draws)
    # The standard error of the estimate is 4 * sqrt(p (1 - p) / n) with p = π/4.
    p = math.pi / 4
    err = 4 * math.sqrt(p * (1 - p) / (n_threads * draws))
    within = abs(estimate - math.pi) < 5 * err
    print(f"π ≈ {estimate:.6f} (error {estimate - math.pi:+.6f}, expected spread ±{err:.6f}); within 5σ: {within}")
    """ + ("assert within" if solution else "") + """
""")
    md("""
## How the estimate settles

Each thread's count is an estimate of its own; adding the threads one by one shows the estimate
closing in on π as the number of points grows (a log scale for the points).
""")
    code("""
import matplotlib.pyplot as plt
if done:
    per_thread = hits.copy_to_host()
    points = draws * np.arange(1, n_threads + 1)
    running = 4 * np.cumsum(per_thread) / points
    plt.semilogx(points, running, label='estimate')
    plt.axhline(math.pi, color='r', linestyle='--', label='π')
    plt.xlabel('points drawn')
    plt.ylabel('estimate of π')
    plt.legend()
else:
    print("Draw it once count_inside works.")
""")
    md("""
## Any area

The same method measures any shape you can test a point against. Change the test in the kernel to
estimate, for example, the area under `y = x * x` on [0, 1] (the exact answer is 1/3), and time the
kernel with `%timeit`: how many points per second does the GPU draw?
""")
    code("""
if done:
    r = %timeit -o -q -r 3 count_inside[blocks, threads_per_block](states, draws, hits)
    print(f"{n_threads * draws / r.gpu_average / 1e9:.2f} billion points per second of GPU time")
else:
    print("Time it once count_inside works.")
""")
    nb.write("solutions/07-monte-carlo-area-solution.ipynb" if solution else "07-monte-carlo-area-project.ipynb")


for solution in (False, True):
    histogram(solution)
    area(solution)
