# The first k bins of the discrete Fourier transform of n real float64 samples (n = 65536,
# k = 2048 at full size: 2^27 complex terms), from tests/kernels/48_complex_shared_local.py
# (the `dft_bins` kernel as that test writes it): block b computes bin b; its 32 threads stride
# through the samples adding x[j] * cmath.exp(complex(0.0, -2.0 * pi * b * j / n)) to a
# complex128 register, store it in a complex128 shared array `cuda.shared.array(32,
# dtype=np.complex128)`, sync, and thread 0 adds the 32 partials and writes the bin. Launched
# `dft_bins[k, 32]` as in the test. (The test's other kernel, `rotate`, one thread filling a
# complex64 local array, has no size to grow.) The work is float64 sin, cos, exp and division
# per term. The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE
# divides n and k (neither below 32), BENCH_REPS sets the launches per timed round. GPU time by
# CUDA events, best of 3 rounds. Prints `name value unit` lines: time per launch, billions of
# terms per second (n * k per launch) and `_ok`: the first, the last and a random sample of 64
# bins within 1e-9 relative or 1e-10 * n absolute (real and imaginary parts) of the same sums in
# float64 NumPy (x * cos, x * sin of the same angles, vectorised over the samples).
import cmath
import os

import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(65536 // SCALE, 32)
BINS = max(2048 // SCALE, 32)
CHECK_BINS = 64


@cuda.jit
def dft_bins(x, out):
    sh = cuda.shared.array(32, dtype=np.complex128)
    t = cuda.threadIdx.x
    k = cuda.blockIdx.x
    n = x.size
    acc = 0j
    for j in range(t, n, 32):
        acc += x[j] * cmath.exp(complex(0.0, -2.0 * np.pi * k * j / n))
    sh[t] = acc
    cuda.syncthreads()
    if t == 0:
        s = 0j
        for i in range(32):
            s += sh[i]
        out[k] = s


def report(name, value, unit):
    print(name, round(value, 4), unit)


def gpu_ms(launch):
    launch()  # warm-up (compiles)
    cuda.synchronize()
    best = 1e30
    for _ in range(3):
        start = cuda.event()
        end = cuda.event()
        start.record()
        for _ in range(REPS):
            launch()
        end.record()
        end.synchronize()
        best = min(best, cuda.event_elapsed_time(start, end) / REPS)
    return best


rng = np.random.default_rng(48)
x = rng.random(N)
d_x = cuda.to_device(x)
d_out = cuda.device_array(BINS, dtype=np.complex128)


def launch():
    dft_bins[BINS, 32](d_x, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
bins = np.concatenate([[0, BINS - 1], rng.integers(0, BINS, size=CHECK_BINS)])
angle = -2.0 * np.pi * bins[:, None] * np.arange(N)[None, :] / N
want_re = (x[None, :] * np.cos(angle)).sum(axis=1)
want_im = (x[None, :] * np.sin(angle)).sum(axis=1)
got = out[bins]
tol = 1e-10 * N
ok = (bool(np.allclose(got.real, want_re, rtol=1e-9, atol=tol))
      and bool(np.allclose(got.imag, want_im, rtol=1e-9, atol=tol))
      and bool(np.isfinite(out.real).all()) and bool(np.isfinite(out.imag).all()))
report("tk_complex_shared_local_ms", ms, "ms")
report("tk_complex_shared_local_Gterms", N * BINS / (ms * 1e-3) / 1e9, "Gterms/s")
print("tk_complex_shared_local_ok", ok)
