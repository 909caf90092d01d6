# One leapfrog step of a gravitational n-body simulation, float64, n bodies (n = 32768 at full
# size), from tests/kernels/35_nbody_shared_tiles.py (the kernels as that test writes them):
# `accelerations` gives each thread one body; its block of TILE = 64 threads stages the
# positions and masses of TILE bodies at a time in shared memory ((TILE, 3) and (TILE,) float64
# arrays, zero mass past the end), syncs, and every thread adds the softened gravity
# (1 / sqrt(r^2 + 1e-3)^3) of the whole tile before the next one; `leapfrog` then updates the
# velocities and positions. One timed step is both launches. Random positions in [-1, 1]^3,
# masses in [0.5, 1.5] / n, small random velocities. The same file runs under numba-cuda
# (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below TILE), BENCH_REPS sets the
# steps per timed round. GPU time by CUDA events, best of 3 rounds. Prints `name value unit`
# lines: time per step, billions of body-body interactions per second (n^2 per step) and `_ok`:
# after the timing, one step from the initial state; the accelerations of a random sample of
# bodies must match a float64 NumPy sum over all bodies, and the new velocities and positions
# the leapfrog update of every body.
import math
import os

import numpy as np
from numba import cuda, float64

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
TILE = 64
SOFTENING2 = 1e-3
N = max((1 << 15) // SCALE, TILE)
DT = 1e-3
CHECK_ROWS = 64


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


rng = np.random.default_rng(35)
pos = rng.uniform(-1.0, 1.0, (N, 3))
vel = rng.uniform(-0.1, 0.1, (N, 3))
mass = rng.uniform(0.5, 1.5, N) / N
d_pos = cuda.to_device(pos)
d_vel = cuda.to_device(vel)
d_mass = cuda.to_device(mass)
d_acc = cuda.device_array((N, 3), dtype=np.float64)
blocks = (N + TILE - 1) // TILE


def launch():
    accelerations[blocks, TILE](d_pos, d_mass, d_acc)
    leapfrog[blocks, TILE](d_pos, d_vel, d_acc, DT)


ms = gpu_ms(launch)

# the check: one step from the initial state
d_pos = cuda.to_device(pos)
d_vel = cuda.to_device(vel)
launch()
acc = d_acc.copy_to_host()
p1 = d_pos.copy_to_host()
v1 = d_vel.copy_to_host()
rows = rng.integers(0, N, size=CHECK_ROWS)
d = pos[None, :, :] - pos[rows, None, :]
inv3 = ((d ** 2).sum(axis=2) + SOFTENING2) ** -1.5
want = (d * (mass[None, :, None] * inv3[:, :, None])).sum(axis=1)
scale = float(np.abs(want).max())
acc_ok = bool(np.allclose(acc[rows], want, rtol=1e-9, atol=1e-9 * scale))
v_want = vel + acc * DT
p_want = pos + v_want * DT
step_ok = bool(np.allclose(v1, v_want, rtol=1e-12, atol=1e-14)) and bool(
    np.allclose(p1, p_want, rtol=1e-12, atol=1e-14))
ok = acc_ok and step_ok and bool(np.isfinite(acc).all())
report("tk_nbody_shared_tiles_ms", ms, "ms")
report("tk_nbody_shared_tiles_Ginteractions", N * N / (ms * 1e-3) / 1e9, "Ginteractions/s")
print("tk_nbody_shared_tiles_ok", ok)
