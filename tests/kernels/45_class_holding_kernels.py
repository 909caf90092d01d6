# Issue 25: classes that hold kernels, device arrays, streams and events. A timer class wraps a
# pair of `cuda.event()`s and is a context manager; a particle system keeps its positions and
# velocities on the device and its `step()` method launches a `@cuda.jit` kernel on them.
import math

import numpy as np
from numba import cuda


@cuda.jit
def advance(pos, vel, dt, lo, hi):
    i = cuda.grid(1)
    if i < pos.size:
        p = pos[i] + vel[i] * dt
        if p < lo or p > hi:
            vel[i] = -vel[i]
            p = pos[i] + vel[i] * dt
        pos[i] = p


@cuda.jit
def kinetic(vel, out):
    i = cuda.grid(1)
    if i < vel.size:
        cuda.atomic.add(out, 0, 0.5 * vel[i] * vel[i])


class GpuTimer:
    """Times the work between __enter__ and __exit__ with CUDA events."""

    def __init__(self, label):
        self.label = label
        self.start = cuda.event()
        self.stop = cuda.event()
        self.ms = None

    def __enter__(self):
        self.start.record()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.stop.record()
        self.stop.synchronize()
        self.ms = self.start.elapsed_time(self.stop)
        return False

    def __repr__(self):
        state = "unused" if self.ms is None else "timed"
        return f"GpuTimer({self.label!r}, {state})"


class ParticleSystem:
    threads = 128

    def __init__(self, n, lo=0.0, hi=1.0, seed=0):
        rng = np.random.default_rng(seed)
        self.n = n
        self.lo, self.hi = lo, hi
        self.stream = cuda.stream()
        self.d_pos = cuda.to_device(np.linspace(lo + 0.05, hi - 0.05, n), stream=self.stream)
        self.d_vel = cuda.to_device(np.where(np.arange(n) % 2 == 0, 0.3, -0.2), stream=self.stream)
        self.kernel = advance
        self.steps = 0

    @property
    def blocks(self):
        return math.ceil(self.n / self.threads)

    def step(self, dt):
        self.kernel[self.blocks, self.threads, self.stream](self.d_pos, self.d_vel, dt, self.lo, self.hi)
        self.steps += 1
        return self

    def run(self, steps, dt=0.1):
        for _ in range(steps):
            self.step(dt)
        self.stream.synchronize()
        return self

    def positions(self):
        return self.d_pos.copy_to_host(stream=self.stream)

    def energy(self):
        out = cuda.to_device(np.zeros(1))
        kinetic[self.blocks, self.threads](self.d_vel, out)
        return float(out.copy_to_host()[0])

    def __len__(self):
        return self.n

    def __repr__(self):
        return f"ParticleSystem(n={self.n}, steps={self.steps})"


class BoundedSystem(ParticleSystem):
    def step(self, dt):
        super().step(dt)
        return self

    def inside(self):
        p = self.positions()
        return bool(np.all((p >= self.lo) & (p <= self.hi)))


ps = BoundedSystem(1000, seed=1)
print(ps, len(ps), ps.blocks, isinstance(ps, ParticleSystem))
e0 = ps.energy()
timer = GpuTimer("run")
print(timer)
with timer as t:
    ps.run(25)
print(t, t is timer, isinstance(t.ms, float))  # numba-cuda's simulator times every pair as -1.0
print(ps, ps.inside())
print("energy kept:", abs(ps.energy() - e0) < 1e-9, round(e0, 4))
p = ps.positions()
print(p[:4].round(4), p[-3:].round(4))
print(type(ps.d_pos).__name__ == type(cuda.to_device(np.zeros(1))).__name__, ps.kernel is advance)
ps.step(0.5).step(0.5)
ps.stream.synchronize()
print(ps.steps, ps.inside())
