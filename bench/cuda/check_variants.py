# Which bounds checks cost time: cudalab's generated CUDA C for four suite kernels, compiled by
# CuPy's NVRTC with chosen `cl_index` sites left unchecked, timed by events (best of 3 x 20).
import re, sys, os
import numpy as np
import cupy as cp

# Run from the repo root on a GPU machine with CuPy: python3 bench/cuda/check_variants.py DIR, where DIR holds
# the kernels' generated CUDA C (`kernel.inspect_cuda()` under cudalab, saved as NAME.cu).
HERE = sys.argv[1] if len(sys.argv) > 1 else "."
INC = os.path.abspath(os.path.join("src", "compiler", "cuda"))


def split_args(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def drop_checks(text, drop):
    """Replace cl_index<true, true>(e, n, site, axis) by (e) where (site, axis) or site is in drop."""
    key = "cl_index<true, true>("
    out, i = "", 0
    while True:
        j = text.find(key, i)
        if j < 0:
            return out + text[i:]
        out += text[i:j]
        k, depth = j + len(key), 1
        while depth:
            depth += {"(": 1, ")": -1}.get(text[k], 0)
            k += 1
        inner = text[j + len(key):k - 1]
        args = split_args(inner)
        site, axis = int(args[2]), int(args[3])
        if drop == "all" or site in drop or (site, axis) in drop:
            out += "(" + drop_checks(args[0], drop) + ")"
        else:
            out += key + drop_checks(inner, drop) + ")"
        i = k


def module(fname, kname, params, variants):
    src = open(os.path.join(HERE, fname)).read()
    head, rest = src.split('extern "C" __global__ void ' + kname, 1)
    sig, body = rest.split("{", 1)
    code = head
    for vname, drop in variants.items():
        code += f"__device__ __forceinline__ void {kname}_{vname}_body{sig}{{" + drop_checks(body, drop) + "\n"
        decl = ", ".join(p[0] for p in params)
        mk = "".join(p[1] for p in params)
        call = ", ".join(p[2] for p in params)
        code += f'extern "C" __global__ void {kname}_{vname}({decl}) {{ {mk} {kname}_{vname}_body({call}); }}\n'
    return cp.RawModule(code=code, options=("-I" + INC, "--std=c++17"))


def arr(name, ctype, nd):
    shp = ", ".join(f"long long {name}_s{d}" for d in range(nd))
    decl = f"{ctype}* {name}_p, {shp}"
    strides = []
    for d in range(nd):
        s = " * ".join(f"{name}_s{e}" for e in range(d + 1, nd)) or "1LL"
        strides.append(s)
    mk = f"cl_array<{ctype}, {nd}> {name}_a = {{{name}_p, {{{', '.join(f'{name}_s{d}' for d in range(nd))}}}, {{{', '.join(strides)}}}}};"
    return (decl, mk, f"{name}_a")


def args_of(*arrays):
    out = []
    for a in arrays:
        out.append(a)
        out.extend(np.int64(s) for s in a.shape)
    return out


def timeit(f, grid, block, args, reset=None):
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    best = 1e9
    f(grid, block, args)
    for _ in range(3):
        if reset:
            reset()
        start.record()
        for _ in range(20):
            f(grid, block, args)
        stop.record()
        stop.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(start, stop) / 20)
    return best


rows = []
rng = np.random.default_rng(7)

# Tiled matmul 2048^2.
n = 2048
A = cp.asarray(rng.random((n, n), dtype=np.float32))
B = cp.asarray(rng.random((n, n), dtype=np.float32))
C = cp.zeros((n, n), cp.float32)
ref = (cp.asnumpy(A)[:16].astype(np.float64) @ cp.asnumpy(B).astype(np.float64))
V = {"all": [], "facts": [1, (4, 1)], "facts_b0": [1, 4], "outer": [0, 1, 2, 3, 4, 5], "none": "all"}
m = module("mt.cu", "matmul_tiled", [arr("a", "float", 2), arr("b", "float", 2), arr("c", "float", 2)], V)
for v in V:
    f = m.get_function(f"matmul_tiled_{v}")
    C.fill(0)
    t = timeit(f, (n // 16, n // 16), (16, 16), args_of(A, B, C))
    ok = np.allclose(cp.asnumpy(C)[:16], ref, rtol=1e-4)
    rows.append(("matmul_tiled", v, t, ok))

# 5-point Jacobi 4096^2.
n = 4096
A = cp.asarray(rng.random((n, n), dtype=np.float32))
O = cp.zeros((n, n), cp.float32)
a64 = cp.asnumpy(A).astype(np.float64)
refj = a64.copy()
refj[1:-1, 1:-1] = 0.25 * (a64[:-2, 1:-1] + a64[2:, 1:-1] + a64[1:-1, :-2] + a64[1:-1, 2:])
V = {"all": [], "facts": [1, 3, 4, 5, 6], "none": "all"}
m = module("st2.cu", "jacobi_step", [arr("a", "float", 2), arr("out", "float", 2)], V)
for v in V:
    f = m.get_function(f"jacobi_step_{v}")
    t = timeit(f, (n // 32, n // 8), (32, 8), args_of(A, O))
    rows.append(("stencil_2d", v, t, np.allclose(cp.asnumpy(O), refj, rtol=1e-5)))

# 1-D stencil, radius 3, 64M.
n = 1 << 26
A = cp.asarray(rng.random(n, dtype=np.float32))
O = cp.zeros(n, cp.float32)
W = np.array([0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05])
a64 = np.pad(cp.asnumpy(A).astype(np.float64), 3)
ref1 = sum(W[j] * a64[j:j + n] for j in range(7))
V = {"all": [], "facts": [0, 2, 4], "none": "all"}
m = module("stencil_1d.cu", "stencil_1d", [arr("a", "float", 1), arr("out", "float", 1)], V)
for v in V:
    f = m.get_function(f"stencil_1d_{v}")
    t = timeit(f, ((n + 255) // 256,), (256,), args_of(A, O))
    rows.append(("stencil_1d", v, t, np.allclose(cp.asnumpy(O), ref1, rtol=1e-5)))

# Histogram of 64M uint8, 1024 blocks of 256.
n = 1 << 26
D = cp.asarray(rng.integers(0, 256, n, dtype=np.uint8))
bins = cp.zeros(256, cp.int32)
refh = np.bincount(cp.asnumpy(D), minlength=256)
V = {"all": [], "types": [1], "none": "all"}
m = module("histogram_atomic.cu", "histogram", [arr("data", "unsigned char", 1), arr("bins", "int", 1)], V)
for v in V:
    f = m.get_function(f"histogram_{v}")
    t = timeit(f, (1024,), (256,), args_of(D, bins), reset=lambda: bins.fill(0))
    bins.fill(0)
    f((1024,), (256,), args_of(D, bins))
    rows.append(("histogram", v, t, np.array_equal(cp.asnumpy(bins), refh)))
    print(rows[-1], flush=True)

print("| kernel | unchecked sites | ms | ok |")
print("|---|---|---|---|")
for k, v, t, ok in rows:
    print(f"| {k} | {v} | {t:.4f} | {ok} |")
