# Issue 19, tutorial style: one step of an n-body simulation. Each thread owns a body; the block
# loads tiles of positions into shared memory and every thread accumulates the softened gravity
# of the tile, then the bodies move (leapfrog). Checked against a float64 NumPy reference.
import math

import numpy as np
from numba import cuda, float64

TILE = 64
SOFTENING2 = 1e-3


@cuda.jit
def accelerations(pos, mass, acc):
    i = cuda.grid(1)
    tile_pos = cuda.shared.array((TILE, 3), float64)
    tile_mass = cuda.shared.array(TILE, float64)
    n = pos.shape[0]
    xi = pos[i, 0] if i < n else 0.0
    yi = pos[i, 1] if i < n else 0.0
    zi = pos[i, 2] if i < n else 0.0
    ax = 0.0
    ay = 0.0
    az = 0.0
    for start in range(0, n, TILE):
        j = start + cuda.threadIdx.x
        if j < n:
            tile_pos[cuda.threadIdx.x, 0] = pos[j, 0]
            tile_pos[cuda.threadIdx.x, 1] = pos[j, 1]
            tile_pos[cuda.threadIdx.x, 2] = pos[j, 2]
            tile_mass[cuda.threadIdx.x] = mass[j]
        else:
            tile_mass[cuda.threadIdx.x] = 0.0
            tile_pos[cuda.threadIdx.x, 0] = 0.0
            tile_pos[cuda.threadIdx.x, 1] = 0.0
            tile_pos[cuda.threadIdx.x, 2] = 0.0
        cuda.syncthreads()
        for k in range(TILE):
            dx = tile_pos[k, 0] - xi
            dy = tile_pos[k, 1] - yi
            dz = tile_pos[k, 2] - zi
            inv = 1.0 / math.sqrt(dx * dx + dy * dy + dz * dz + SOFTENING2)
            s = tile_mass[k] * inv * inv * inv
            ax += dx * s
            ay += dy * s
            az += dz * s
        cuda.syncthreads()
    if i < n:
        acc[i, 0] = ax
        acc[i, 1] = ay
        acc[i, 2] = az


@cuda.jit
def leapfrog(pos, vel, acc, dt):
    i = cuda.grid(1)
    if i < pos.shape[0]:
        for d in range(3):
            vel[i, d] += acc[i, d] * dt
            pos[i, d] += vel[i, d] * dt


def reference_acc(pos, mass):
    d = pos[None, :, :] - pos[:, None, :]
    r2 = (d ** 2).sum(axis=2) + SOFTENING2
    inv3 = r2 ** -1.5
    return (d * (mass[None, :, None] * inv3[:, :, None])).sum(axis=1)


n = 200
rng = np.random.default_rng(2024)
pos = rng.uniform(-1.0, 1.0, (n, 3))
vel = np.zeros((n, 3))
mass = rng.uniform(0.5, 1.5, n) / n

d_pos, d_vel, d_mass = cuda.to_device(pos), cuda.to_device(vel), cuda.to_device(mass)
d_acc = cuda.device_array((n, 3))
blocks = (n + TILE - 1) // TILE
accelerations[blocks, TILE](d_pos, d_mass, d_acc)
acc = d_acc.copy_to_host()
want = reference_acc(pos, mass)
print("accelerations match float64 NumPy:", np.allclose(acc, want, rtol=1e-10, atol=1e-12))
print("largest |a|:", round(float(np.abs(want).max()), 6))

dt = 1e-3
for _ in range(10):
    accelerations[blocks, TILE](d_pos, d_mass, d_acc)
    leapfrog[blocks, TILE](d_pos, d_vel, d_acc, dt)
p = d_pos.copy_to_host()
v = d_vel.copy_to_host()
momentum = (v * mass[:, None]).sum(axis=0)
print("total momentum stays ~ 0:", np.abs(momentum).max() < 1e-9)
print("bodies moved:", not np.allclose(p, pos), "centre of mass kept:", np.allclose((p * mass[:, None]).sum(0), (pos * mass[:, None]).sum(0), atol=1e-9))
