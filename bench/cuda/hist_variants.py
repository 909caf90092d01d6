# The histogram's fast loop three ways: as generated, as a counted loop (the trip count computed
# first, as Numba's range lowering does), and with `#pragma unroll 4`. Events, best of 3 x 20.
import os
import sys
import numpy as np
import cupy as cp

# Run from the repo root on a GPU machine with CuPy: python3 bench/cuda/hist_variants.py DIR, where DIR holds
# the kernels' generated CUDA C (`kernel.inspect_cuda()` under cudalab, saved as NAME.cu).
HERE = sys.argv[1] if len(sys.argv) > 1 else "."
INC = os.path.abspath(os.path.join("src", "compiler", "cuda"))
src = open(os.path.join(HERE, "histogram_atomic.cu")).read()
lines = src.split("\n")
# The fast copy's loop: lines 22..32 (1-based) of the generated file.
i0 = next(i for i, l in enumerate(lines) if l.strip() == "for (;;) {")
j0 = next(i for i in range(i0, len(lines)) if "range1_idx = range1_idx + range1_step;" in lines[i])
body = [l for l in lines[i0 + 1:j0] if l.strip() not in ("if (range1_idx >= range1_stop) {", "break;", "}") or l.startswith("#")]
counted = (["{ cl_i64 cl_trips = range1_idx < range1_stop ? (range1_stop - 1LL - range1_idx) / range1_step + 1LL : 0LL;",
            "for (cl_i64 cl_t = 0; cl_t < cl_trips; cl_t++) {"] + body + ["range1_idx = range1_idx + range1_step;", "}"])
variants = {
    "generated": lines,
    "counted": lines[:i0] + counted + lines[j0 + 1:],
    "pragma4": lines[:i0] + ["#pragma unroll 4"] + lines[i0:],
    "counted4": lines[:i0] + counted[:1] + ["#pragma unroll 4"] + counted[1:] + lines[j0 + 1:],
}
code = ""
for name, ls in variants.items():
    text = "\n".join(ls).replace('extern "C" __global__ void histogram(', f'__device__ __forceinline__ void body_{name}(')
    if name != "generated":
        text = text.split("#include", 1)[1].split("\n", 1)[1]
    code += text + "\n"
    code += f'extern "C" __global__ void h_{name}(unsigned char* d, long long n, int* b, long long nb) {{ cl_array<cl_u8, 1> da = {{d, {{n}}, {{1}}}}; cl_array<cl_i32, 1> ba = {{b, {{nb}}, {{1}}}}; body_{name}(da, ba); }}\n'
m = cp.RawModule(code=code, options=("-I" + INC, "--std=c++17"))
n = 1 << 26
rng = np.random.default_rng(5)
D = cp.asarray(rng.integers(0, 256, n, dtype=np.uint8))
bins = cp.zeros(256, cp.int32)
ref = np.bincount(cp.asnumpy(D), minlength=256)
print("| variant | ms | ok |")
for name in variants:
    f = m.get_function(f"h_{name}")
    args = (D, np.int64(n), bins, np.int64(256))
    bins.fill(0)
    f((1024,), (256,), args)
    ok = np.array_equal(cp.asnumpy(bins), ref)
    s, e = cp.cuda.Event(), cp.cuda.Event()
    best = 1e9
    for _ in range(3):
        s.record()
        for _ in range(20):
            f((1024,), (256,), args)
        e.record()
        e.synchronize()
        best = min(best, cp.cuda.get_elapsed_time(s, e) / 20)
    print(f"| {name} | {best:.4f} | {ok} |")
