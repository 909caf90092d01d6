# Issue 19: slices of arrays inside kernels, as Numba allows them: views with bounds
# (`sh[1:]`, `a[1:-1]`), steps (`a[::2]`, `a[::-1]`), a column (`a[:, j]`), a part of a row
# (`a[i, 1:n]`), slices of slices, negative indices into a slice, `len`/`.shape` of a view,
# loops over a view, views passed to device functions, writes and atomics through views,
# assignment of a number to a slice.
import numpy as np
from numba import cuda

N = 16


@cuda.jit(device=True)
def total(v):
    s = 0.0
    for k in range(len(v)):
        s += v[k]
    return s


@cuda.jit
def shifted_sums(x, out):
    sh = cuda.shared.array(N, dtype=np.float64)
    t = cuda.threadIdx.x
    sh[t] = x[t]
    cuda.syncthreads()
    if t == 0:
        tail = sh[1:]
        out[0] = total(tail)
        out[1] = len(tail)
        out[2] = tail[-1]
        inner = x[1:-1]
        out[3] = total(inner)
        out[4] = inner.shape[0]
        evens = x[::2]
        out[5] = total(evens)
        out[6] = evens[3]
        rev = x[::-1]
        out[7] = rev[0]
        out[8] = rev[-1]
        mid = x[4:12][2:]
        out[9] = mid[0]
        out[10] = mid.size
        odd_tail = x[1::2][-3:]
        out[11] = total(odd_tail)
        empty = x[10:3]
        out[12] = len(empty)
        clipped = x[-100:100]
        out[13] = len(clipped)
        back = x[12:2:-3]
        out[14] = total(back)
        out[15] = len(back)


@cuda.jit
def column_sums(a, out):
    j = cuda.grid(1)
    if j < a.shape[1]:
        col = a[:, j]
        s = 0.0
        for v in col:
            s += v
        out[j] = s


@cuda.jit
def row_tails(a, lo, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        part = a[i, lo:]
        out[i] = total(part) + part.shape[0]


@cuda.jit
def interior_update(u, v):
    # v[1:-1, 1:-1] = the 4-neighbour average of u, through views
    i, j = cuda.grid(2)
    inner = v[1:-1, 1:-1]
    if i < inner.shape[0] and j < inner.shape[1]:
        up = u[:-2, 1:-1]
        down = u[2:, 1:-1]
        left = u[1:-1, :-2]
        right = u[1:-1, 2:]
        inner[i, j] = 0.25 * (up[i, j] + down[i, j] + left[i, j] + right[i, j])


@cuda.jit
def bucket_counts(x, counts):
    i = cuda.grid(1)
    if i < x.size:
        window = counts[2:6]
        cuda.atomic.add(window, x[i] % 4, 1)


@cuda.jit
def reverse_rows(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        src = a[i, ::-1]
        dst = out[i]
        for k in range(src.shape[0]):
            dst[k] = src[k]


@cuda.jit
def assign_slices(a, b, m):
    # assignment of a number to a slice stores it into every element
    sh = cuda.shared.array((4, 8), np.float32)
    if cuda.threadIdx.x == 0:
        sh[:] = 0
        sh[1, 2:5] = 7.5
        evens = sh[2:, ::2]
        for r in range(evens.shape[0]):
            for k in range(evens.shape[1]):
                evens[r, k] = b[k]
        col = sh[:, 2]
        for r in range(a.shape[0]):
            a[r, 1] = col[r]
        a[0, :] = -1
        for r in range(m.shape[0]):
            for k in range(m.shape[1]):
                m[r, k] = sh[r, k]
    cuda.syncthreads()


@cuda.jit
def read_past_slice(x, out):
    v = x[2:6]
    out[0] = v[4]


np.random.seed(41)
x = np.random.standard_normal(N)
out = np.zeros(16)
shifted_sums[1, N](x, out)
expected = np.array([
    x[1:].sum(), 15, x[-1], x[1:-1].sum(), 14, x[::2].sum(), x[6], x[-1], x[0], x[6], 6,
    x[1::2][-3:].sum(), 0, 16, x[12:2:-3].sum(), len(x[12:2:-3]),
])
print("shifted sums match:", np.allclose(out, expected))
print("lengths:", out[[1, 4, 10, 12, 13, 15]])

a = np.random.standard_normal((5, 7))
cs = np.zeros(7)
column_sums[1, 32](a, cs)
print("column sums match:", np.allclose(cs, a.sum(axis=0)))

rt = np.zeros(5)
row_tails[1, 32](a, 3, rt)
print("row tails match:", np.allclose(rt, a[:, 3:].sum(axis=1) + 4))
row_tails[1, 32](a, -2, rt)
print("negative start matches:", np.allclose(rt, a[:, -2:].sum(axis=1) + 2))

u = np.random.standard_normal((6, 8))
v = np.zeros_like(u)
interior_update[(1, 1), (8, 8)](u, v)
ref = np.zeros_like(u)
ref[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
print("interior update matches:", np.allclose(v, ref), "border untouched:", v[0].sum() == 0 and v[:, -1].sum() == 0)

keys = np.arange(40, dtype=np.int64)
counts = np.zeros(8, dtype=np.int64)
bucket_counts[1, 64](keys, counts)
print("counts through a view:", counts)

m = np.arange(12.0).reshape(3, 4)
r = np.zeros_like(m)
reverse_rows[1, 4](m, r)
print(r)

a3 = np.zeros((4, 3), dtype=np.float32)
m8 = np.zeros((4, 8), dtype=np.float32)
assign_slices[1, 4](a3, np.arange(1.0, 6.0), m8)
print(a3)
print(m8)

try:
    read_past_slice[1, 1](np.arange(10.0), np.zeros(1))
except IndexError as e:
    print("IndexError:", str(e).splitlines()[0])
