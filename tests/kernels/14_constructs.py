# The P0 kernel constructs not covered by the seed programs, each checked against NumPy.
from numba import cuda, int32, float32
import numpy as np
import math

SCALE = 3
OFFSETS = (1, 2, 3)

@cuda.jit
def constructs(a, out, iout):
    i = cuda.grid(1)
    if i >= a.shape[0]:
        return
    x = a[i]
    # math functions, builtins and NumPy scalar constructors
    out[i, 0] = math.sqrt(abs(x)) + math.exp(-abs(x)) + math.floor(x) + math.ceil(x)
    out[i, 1] = max(x, 0.5) + min(x, -0.5, 1.5) + math.atan2(x, 2.0) + math.hypot(x, 1.0)
    out[i, 2] = np.float32(x) * float32(2) + float(int(x))
    out[i, 3] = x ** 2 + pow(x, 3) + round(x)
    out[i, 4] = x if x > 0 else -x
    # a local array, while/break/continue, tuple globals
    tmp = cuda.local.array(4, dtype=np.float64)
    for k in range(4):
        tmp[k] = x * k
    s = 0.0
    k = 0
    while True:
        k += 1
        if k == 2:
            continue
        if k > 3:
            break
        s += tmp[k]
    out[i, 5] = s + OFFSETS[2]
    # integer arithmetic: floor division, modulo, shifts, bit operations (Python semantics)
    n = int32(i) - 5
    iout[i, 0] = n // 3
    iout[i, 1] = n % 3
    iout[i, 2] = (i << 2) | (i & 1)
    iout[i, 3] = ~i ^ SCALE
    iout[i, 4] = 1 if (i > 2 and a[i] > 0) or i == 0 else 0
    iout[i, 5] = 0 <= n < 3

a = np.linspace(-2.5, 2.5, 11)
out = np.zeros((11, 6))
iout = np.zeros((11, 6), dtype=np.int64)
constructs[2, 8](a, out, iout)
ex = np.zeros((11, 6))
ex[:, 0] = np.sqrt(np.abs(a)) + np.exp(-np.abs(a)) + np.floor(a) + np.ceil(a)
ex[:, 1] = np.maximum(a, 0.5) + np.minimum(np.minimum(a, -0.5), 1.5) + np.arctan2(a, 2.0) + np.hypot(a, 1.0)
ex[:, 2] = a.astype(np.float32).astype(np.float64) * 2 + np.trunc(a)
ex[:, 3] = a ** 2 + a ** 3 + np.round(a)
ex[:, 4] = np.abs(a)
ex[:, 5] = a * 1 + a * 3 + 3
print(np.allclose(out, ex, rtol=1e-6))
n = np.arange(11) - 5
i = np.arange(11)
iex = np.stack([n // 3, n % 3, (i << 2) | (i & 1), ~i ^ 3, ((i > 2) & (a > 0)) | (i == 0), (0 <= n) & (n < 3)], axis=1)
print(np.array_equal(iout, iex))
print(iout[:, 0], iout[:, 1])

@cuda.jit
def block_votes(flags, counts):
    t = cuda.threadIdx.x
    c = cuda.syncthreads_count(flags[t] > 0)
    any_ = cuda.syncthreads_or(flags[t] > 0)
    all_ = cuda.syncthreads_and(flags[t] > 0)
    if t == 0:
        counts[0] = c
        counts[1] = any_
        counts[2] = all_

flags = np.array([1, 0, 1, 1, 0, 1, 0, 0] * 8, dtype=np.int32)
counts = np.zeros(3, dtype=np.int32)
block_votes[1, 64](flags, counts)
print(counts)

@cuda.jit
def cas_lock(lock, values):
    i = cuda.grid(1)
    old = cuda.atomic.cas(lock, 0, 0, i + 1)
    values[i] = old

lock = np.zeros(1, dtype=np.int32)
values = np.zeros(32, dtype=np.int32)
cas_lock[1, 32](lock, values)
print(lock, values[:4])
