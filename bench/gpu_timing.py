# Issue 5: are cudalab's %timeit and %%profile GPU times right? Run with CPython on a GPU machine
# from the repo root (CUDALAB_BIN names the binary). Three launches, measured in one run:
#   spin  a compute-bound float64 loop, about 10 µs on an H100 (no memory effects)
#   vadd  a float32 vector add of 2M elements (its 25 MB stay in the 50 MB L2 between launches)
#   vadd  of 256M elements, about 1.2 ms (memory-bound)
# Ground truths for the same kernel:
#   ncu        gpu__time_duration of cudalab's own kernel (clocks and caches left alone)
#   events     the same kernel as hand-written CUDA C (CuPy RawKernel), CUDA events around 200
#              back-to-back launches, per launch
# cudalab's clock in three modes: events less the empty-pair floor (the default), raw events
# (CUDALAB_CLOCK_FLOOR=0), and CUPTI's kernel records (CUDALAB_CUPTI=1):
#   %timeit    GPU time per loop (`%timeit -o`, gpu_average) and host time per loop
#   %%profile  the kernel summary's Avg over 50 launches
# and what others report: cupyx.profiler.benchmark's GPU time; numba-cuda's host time of
# `k[g, b](...); cuda.synchronize()`. Prints one table; figures go to bench/RESULTS.md.
import csv, io, json, os, re, subprocess, sys, tempfile, time
import numpy as np

np.row_stack = np.vstack
BIN = os.environ.get("CUDALAB_BIN", "target/release/cudalab")
BLOCK = 256
SPIN_ITERS = int(os.environ.get("BENCH_SPIN_ITERS", "380"))
CASES = [("spin", 132 * 2048), ("vadd", 1 << 21), ("vadd", 1 << 28)]
if os.environ.get("BENCH_SMALL"):
    CASES = [("spin", 2048), ("vadd", 1000)]
tmp = tempfile.mkdtemp()

KERNELS = f"""
import numpy as np
from numba import cuda

@cuda.jit
def vadd(a, b, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a[i] + b[i]

@cuda.jit
def spin(out, iters):
    i = cuda.grid(1)
    if i < out.size:
        x = out[i]
        for k in range(iters):
            x = x * 0.9999 + 0.0001
        out[i] = x

ITERS = {SPIN_ITERS}
"""

def setup(name, n):
    if name == "vadd":
        return f"n = {n}\na = np.random.rand(n).astype(np.float32)\nb = np.random.rand(n).astype(np.float32)\nd_a = cuda.to_device(a); d_b = cuda.to_device(b); d_out = cuda.device_array_like(a)\ngrid = (n + {BLOCK} - 1) // {BLOCK}\nvadd[grid, {BLOCK}](d_a, d_b, d_out); cuda.synchronize()\nassert np.allclose(d_out.copy_to_host(), a + b)\ndef go():\n    vadd[grid, {BLOCK}](d_a, d_b, d_out)\n"
    return f"n = {n}\nx = np.random.rand(n)\nd_x = cuda.to_device(x)\ngrid = (n + {BLOCK} - 1) // {BLOCK}\nspin[grid, {BLOCK}](d_x, ITERS); cuda.synchronize()\ndef go():\n    spin[grid, {BLOCK}](d_x, ITERS)\n"

def notebook(cells, path):
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "source": c, "outputs": [], "execution_count": None} for c in cells],
          "metadata": {"kernelspec": {"name": "cudalab", "display_name": "cudalab", "language": "python"}}, "nbformat": 4, "nbformat_minor": 5}
    json.dump(nb, open(path, "w"))

def unit_s(v, u):
    return float(v) * {"ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}[u]

# --- cudalab: %timeit and %%profile (the launch is written out in the cell, as a student would)
cells = [KERNELS]
for k, (name, n) in enumerate(CASES):
    call = f"vadd[grid, {BLOCK}](d_a, d_b, d_out)" if name == "vadd" else f"spin[grid, {BLOCK}](d_x, ITERS)"
    cells.append(setup(name, n))
    cells.append(f"r = %timeit -o -q -r 7 {call}\nprint('TIMEIT', {k}, repr(r.gpu_average), repr(r.average), r.loops)")
    cells.append(f"%%profile\nfor _ in range(50):\n    {call}")
    cells.append(f"print('PROFILED', {k})")
notebook(cells, f"{tmp}/cudalab.ipynb")
env = dict(os.environ, CUDALAB_BACKEND=os.environ.get("BENCH_BACKEND", "cuda"))

def run_cudalab(extra):
    res = subprocess.run([BIN, "run", f"{tmp}/cudalab.ipynb"], capture_output=True, text=True, env=dict(env, **extra))
    out = res.stdout
    if res.returncode != 0:
        print(res.stdout[-3000:], res.stderr[-3000:])
    timeit, profile = {}, {}
    for line in out.splitlines():
        if line.startswith("TIMEIT"):
            _, k, g, h, loops = line.split()
            timeit[int(k)] = (float(g), float(h), int(loops))
    parts = re.split(r"PROFILED (\d+)\n", out)
    for i in range(1, len(parts), 2):
        k = int(parts[i])
        name = CASES[k][0]
        rows = [l for l in parts[i - 1].splitlines() if l.rstrip().endswith(" " + name) and re.match(r"^\s*[\d.]+\s", l)]
        if rows:
            c = rows[-1].split()
            # Time (%), Total (v u), Instances, Avg (v u), Med (v u), Min, Max, Name
            profile[k] = unit_s(c[4], c[5])
    return timeit, profile

modes = [("events", run_cudalab({})), ("raw", run_cudalab({"CUDALAB_CLOCK_FLOOR": "0"})), ("cupti", run_cudalab({"CUDALAB_CUPTI": "1"}))]
if os.environ.get("BENCH_CUDALAB_ONLY"):
    print(modes)
    sys.exit(0)

# --- ncu on cudalab's kernels
cells = [KERNELS] + [setup(name, n) + "for _ in range(20):\n    go()\ncuda.synchronize()\n" for name, n in CASES]
notebook(cells, f"{tmp}/ncu.ipynb")
ncu = {}
r = subprocess.run(["ncu", "--target-processes", "all", "--clock-control", "none", "--cache-control", "none", "--metrics", "gpu__time_duration.sum", "--csv", BIN, "run", f"{tmp}/ncu.ipynb"], capture_output=True, text=True, env=env)
rows = [l for l in r.stdout.splitlines() if l.startswith('"')]
for row in csv.DictReader(io.StringIO("\n".join(rows))):
    if row.get("Metric Name") != "gpu__time_duration.sum":
        continue
    grid = int(row["Grid Size"].strip("()").split(",")[0])
    k = next((k for k, (name, n) in enumerate(CASES) if name in row.get("Kernel Name", "") and (n + BLOCK - 1) // BLOCK == grid), None)
    scale = {"nsecond": 1e-9, "ns": 1e-9, "usecond": 1e-6, "us": 1e-6, "msecond": 1e-3, "ms": 1e-3, "second": 1.0, "s": 1.0}[row["Metric Unit"]]
    if k is not None:
        ncu.setdefault(k, []).append(float(row["Metric Value"].replace(",", "")) * scale)
if not ncu:
    print("ncu gave no figures:", r.stdout[-1500:], r.stderr[-1500:])

# --- the same kernels as hand-written CUDA C via CuPy: events around 200 launches; cupyx benchmark
import cupy as cp
from cupyx.profiler import benchmark
src = r'''extern "C" __global__ void vadd(const float* a, const float* b, float* out, long long n) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = a[i] + b[i];
}
extern "C" __global__ void spin(double* out, long long n, long long iters) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double x = out[i];
        for (long long k = 0; k < iters; k++) x = x * 0.9999 + 0.0001;
        out[i] = x;
    }
}'''
mod = cp.RawModule(code=src)
events, cupy_bench = {}, {}
for k, (name, n) in enumerate(CASES):
    grid = ((n + BLOCK - 1) // BLOCK,)
    if name == "vadd":
        a = cp.random.rand(n, dtype=cp.float32); b = cp.random.rand(n, dtype=cp.float32); o = cp.empty_like(a)
        args = (a, b, o, cp.int64(n))
    else:
        o = cp.random.rand(n); args = (o, cp.int64(n), cp.int64(SPIN_ITERS))
    f = mod.get_function(name)
    f(grid, (BLOCK,), args); cp.cuda.Device().synchronize()
    best = 1e30
    for _ in range(5):
        e0, e1 = cp.cuda.Event(), cp.cuda.Event()
        e0.record()
        for _ in range(200):
            f(grid, (BLOCK,), args)
        e1.record(); e1.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(e0, e1) * 1e-3 / 200)
    events[k] = best
    cupy_bench[k] = float(np.mean(benchmark(lambda: f(grid, (BLOCK,), args), n_repeat=200, n_warmup=10).gpu_times))
    del args, o
    cp.get_default_memory_pool().free_all_blocks()

# --- numba-cuda: host time with a synchronize per call
from numba import cuda
exec(KERNELS)
numba_host = {}
for k, (name, n) in enumerate(CASES):
    grid = (n + BLOCK - 1) // BLOCK
    if name == "vadd":
        d_a = cuda.to_device(np.random.rand(n).astype(np.float32)); d_b = cuda.to_device(np.random.rand(n).astype(np.float32)); d_o = cuda.device_array(n, np.float32)
        go = lambda: vadd[grid, BLOCK](d_a, d_b, d_o)
    else:
        d_x = cuda.to_device(np.random.rand(n))
        go = lambda: spin[grid, BLOCK](d_x, ITERS)
    go(); cuda.synchronize()
    best = 1e30
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(200):
            go(); cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) / 200)
    numba_host[k] = best

def us(v):
    return f"{v * 1e6:9.2f}" if v is not None else "        -"
def pct(v, ref):
    return f"{100 * (v - ref) / ref:+6.1f}%" if v is not None and ref else "      -"
print()
print(f"{'kernel':>14} {'clock':>6} {'ncu µs':>9} {'events µs':>9} {'%timeit GPU':>11} {'vs ncu':>7} {'vs evts':>7} {'%%profile':>9} {'vs ncu':>7} {'%timeit host':>12} {'cupy bench':>10} {'numba host':>10}")
for k, (name, n) in enumerate(CASES):
    nc = float(np.median(ncu[k])) if k in ncu else None
    ev = events.get(k)
    for label, (ti, pr) in modes:
        t = ti.get(k)
        p = pr.get(k)
        g = t[0] if t else None
        print(f"{name + ' ' + str(n):>14} {label:>6} {us(nc)} {us(ev)} {us(g):>11} {pct(g, nc)} {pct(g, ev)} {us(p)} {pct(p, nc)} {us(t[1] if t else None):>12} {us(cupy_bench.get(k)):>10} {us(numba_host.get(k)):>10}")
