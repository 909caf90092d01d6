# Indices that the kernel's own tests keep in range are written unchecked in the CUDA C (the
# writer's index facts); these are the cases where a test does not cover the index, or no longer
# holds where the index is used, so the check must stay: each result or error is the same as
# with every check in place.
from numba import cuda
import numpy as np


@cuda.jit
def shift_right(a, out):
    # `i < a.shape[0]` says nothing about `i + 1`, nor about `out`'s length.
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i + 1] = a[i]


@cuda.jit
def shift_left(a, out):
    # `i - 1` is -1 for the first thread: it wraps to the last element, as in Python.
    i = cuda.grid(1)
    if i < a.shape[0] and i < out.shape[0]:
        out[i - 1] = a[i] * 10.0


@cuda.jit
def neighbours(a, out):
    # The else of an `or` chain: 1 <= i <= n - 2 there, so i - 1 and i + 1 are in range.
    i = cuda.grid(1)
    n = a.shape[0]
    if i < n and i < out.shape[0]:
        if i == 0 or i == n - 1:
            out[i] = a[i]
        else:
            out[i] = a[i - 1] + a[i + 1]


@cuda.jit
def stale_test(a, out):
    # The loop leaves after `i` moved on and before `ok` was computed again: `ok` describes the
    # old `i`, so `a[i]` must still be checked.
    i = 0
    ok = False
    for t in range(5):
        i = t * 3
        if t == 4:
            break
        ok = i < a.shape[0]
    if ok:
        out[0] = a[i]


@cuda.jit
def reassigned(a, out):
    # The test holds for the value `j` had before the branch assigned it again.
    i = cuda.grid(1)
    j = i
    if j < a.shape[0]:
        j = j + 4
        out[i] = a[j]


@cuda.jit
def bins_by_type(data, counts):
    # uint8 values index a 256-element array: in range by their type alone.
    s = cuda.shared.array(256, np.int32)
    t = cuda.threadIdx.x
    s[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    if i < data.shape[0]:
        cuda.atomic.add(s, data[i], 1)
    cuda.syncthreads()
    cuda.atomic.add(counts, t, s[t])


a = np.arange(8, dtype=np.float64) + 1.0
out = np.zeros(9)
shift_right[1, 8](a, out)
print("shift right:", out)
try:
    shift_right[1, 8](a, np.zeros(8))
except IndexError:
    print("IndexError: out is one short")

out = np.zeros(8)
shift_left[1, 8](a, out)
print("shift left wraps:", out)

out = np.zeros(8)
neighbours[1, 8](a, out)
print("neighbours:", out)

try:
    stale_test[1, 1](np.ones(10), np.zeros(1))
except IndexError:
    print("IndexError: a stale test does not cover a[12]")

try:
    reassigned[1, 8](a, np.zeros(8))
except IndexError:
    print("IndexError: j + 4 past the end")

rng = np.random.default_rng(3)
data = rng.integers(0, 256, size=1000).astype(np.uint8)
counts = np.zeros(256, dtype=np.int32)
bins_by_type[4, 256](data, counts)
print("bins equal:", np.array_equal(counts, np.bincount(data, minlength=256)))


@cuda.jit
def test_then_reassign(a, out):
    # `if i >= n: return` / `else: i = i + 2`: past the `if`, `i` is not the value tested.
    i = cuda.grid(1)
    if i >= a.shape[0]:
        return
    else:
        i = i + 2
    out[0] = a[i]


try:
    test_then_reassign[1, 8](a, np.zeros(1))
except IndexError:
    print("IndexError: the else branch moved i past the test")
