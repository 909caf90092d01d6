# Issue 19, tutorial style: Jacobi relaxation of the Laplace equation in a single launch. The
# threads of the whole grid walk the interior with grid-stride loops and meet at a grid-wide
# barrier (cooperative groups) between sweeps; then a grid-synchronised two-phase sum gives
# the mean of the solution. Checked against the same sweeps in float64 NumPy.
import numpy as np
from numba import cuda


@cuda.jit(device=True)
def relax(src, dst, x0, y0, sx, sy):
    n, m = src.shape
    for i in range(1 + x0, n - 1, sx):
        for j in range(1 + y0, m - 1, sy):
            dst[i, j] = 0.25 * (src[i - 1, j] + src[i + 1, j] + src[i, j - 1] + src[i, j + 1])


@cuda.jit
def jacobi(u, v, sweeps):
    grid = cuda.cg.this_grid()
    x0, y0 = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for k in range(sweeps):
        if k % 2 == 0:
            relax(u, v, x0, y0, sx, sy)
        else:
            relax(v, u, x0, y0, sx, sy)
        grid.sync()


@cuda.jit
def grid_sum(x, partial, total):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    s = 0.0
    for k in range(i, x.size, cuda.gridsize(1)):
        s += x[k]
    cuda.atomic.add(partial, cuda.blockIdx.x, s)
    g.sync()
    if i == 0:
        t = 0.0
        for b in range(partial.size):
            t += partial[b]
        total[0] = t


n = 48
u = np.zeros((n, n))
u[0, :] = 1.0          # a hot edge
u[:, -1] = np.linspace(1.0, 0.0, n)
v = u.copy()
sweeps = 300

d_u, d_v = cuda.to_device(u), cuda.to_device(v)
jacobi[(2, 2), (16, 16)](d_u, d_v, sweeps)
got = (d_u if sweeps % 2 == 0 else d_v).copy_to_host()

ref_u, ref_v = u.copy(), v.copy()
for k in range(sweeps):
    src, dst = (ref_u, ref_v) if k % 2 == 0 else (ref_v, ref_u)
    dst[1:-1, 1:-1] = 0.25 * (src[:-2, 1:-1] + src[2:, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:])
ref = ref_u if sweeps % 2 == 0 else ref_v
print("matches NumPy:", np.allclose(got, ref, rtol=0, atol=1e-12))
print("centre value: %.6f" % got[n // 2, n // 2])
print("boundary kept:", got[0, 5] == 1.0, got[-1, 5] == 0.0)

flat = got.ravel()
blocks = 4
partial = cuda.to_device(np.zeros(blocks))
total = cuda.to_device(np.zeros(1))
grid_sum[blocks, 128](cuda.to_device(flat), partial, total)
print("mean: %.6f" % (total.copy_to_host()[0] / flat.size))
print("same as NumPy:", abs(total.copy_to_host()[0] - flat.sum()) < 1e-9)
compiled = jacobi.overloads[jacobi.signatures[0]]
print("co-resident blocks of 256 threads >= 4:", compiled.max_cooperative_grid_blocks((16, 16)) >= 4)
