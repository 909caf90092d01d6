# Issue 25: host Python that course code wraps around kernels. A @dataclass holds the run's
# settings, a generator yields batches of fresh data, a class keeps its kernel, device buffers and
# a stream and processes each batch on the GPU, a contextmanager times a phase with CUDA events,
# and collections/itertools/functools/statistics summarise the results.
import functools
import itertools
import statistics
from collections import Counter, namedtuple
from contextlib import contextmanager
from dataclasses import dataclass, field

import numpy as np
from numba import cuda


@cuda.jit
def saxpy_clip(a, x, y, out, lo, hi):
    i = cuda.grid(1)
    if i < out.size:
        v = a * x[i] + y[i]
        if v < lo:
            v = lo
        elif v > hi:
            v = hi
        out[i] = v


@cuda.jit
def bucket(values, edges, counts):
    i = cuda.grid(1)
    if i < values.size:
        v = values[i]
        for b in range(edges.size - 1):
            if edges[b] <= v and v < edges[b + 1]:
                cuda.atomic.add(counts, b, 1)


@dataclass
class Settings:
    n: int = 1000
    batches: int = 4
    a: float = 2.0
    lo: float = -3.0
    hi: float = 3.0
    threads: int = 128
    edges: list = field(default_factory=lambda: [-3.0, -1.0, 0.0, 1.0, 3.01])


BatchResult = namedtuple("BatchResult", "index mean clipped counts")


def batches(settings, seed):
    """Yields (index, x, y) host batches from one seeded generator."""
    rng = np.random.default_rng(seed)
    for k in range(settings.batches):
        x = rng.standard_normal(settings.n)
        y = rng.standard_normal(settings.n) * 0.5
        yield k, x, y


@contextmanager
def gpu_phase(log, name):
    start, stop = cuda.event(), cuda.event()
    start.record()
    try:
        yield
    finally:
        stop.record()
        stop.synchronize()
        elapsed = start.elapsed_time(stop)
        log.append(name if elapsed == elapsed else "nan")


class Processor:
    def __init__(self, settings):
        self.s = settings
        self.stream = cuda.stream()
        self.d_out = cuda.device_array(settings.n, dtype=np.float64, stream=self.stream)
        self.d_edges = cuda.to_device(np.array(settings.edges), stream=self.stream)
        self.blocks = (settings.n + settings.threads - 1) // settings.threads

    def run(self, k, x, y):
        s = self.s
        d_x = cuda.to_device(x, stream=self.stream)
        d_y = cuda.to_device(y, stream=self.stream)
        saxpy_clip[self.blocks, s.threads, self.stream](s.a, d_x, d_y, self.d_out, s.lo, s.hi)
        d_counts = cuda.to_device(np.zeros(len(s.edges) - 1, dtype=np.int32), stream=self.stream)
        bucket[self.blocks, s.threads, self.stream](self.d_out, self.d_edges, d_counts)
        out = self.d_out.copy_to_host(stream=self.stream)
        counts = d_counts.copy_to_host(stream=self.stream)
        self.stream.synchronize()
        ref = np.clip(s.a * x + y, s.lo, s.hi)
        assert np.allclose(out, ref), "kernel differs from NumPy"
        clipped = int(np.sum((ref == s.lo) | (ref == s.hi)))
        return BatchResult(k, round(float(out.mean()), 6), clipped, tuple(int(c) for c in counts))


settings = Settings()
proc = Processor(settings)
log = []
results = []
with gpu_phase(log, "all batches"):
    for k, x, y in batches(settings, seed=25):
        results.append(proc.run(k, x, y))

print(settings)
for r in results:
    print(r)
print("phases:", log)
totals = functools.reduce(lambda acc, r: [a + b for a, b in zip(acc, r.counts)], results, [0] * (len(settings.edges) - 1))
print("bucket totals:", totals, "sum", sum(totals), "expected", settings.n * settings.batches)
print("mean of means:", round(statistics.mean(r.mean for r in results), 6))
print("clipped per batch:", [r.clipped for r in results], "max", max(results, key=lambda r: r.clipped).index)
kinds = Counter("low" if r.mean < 0 else "high" for r in results)
print("batch kinds:", sorted(kinds.items()))
pairs = list(itertools.combinations(range(settings.batches), 2))
print("pairs:", len(pairs), pairs[:3])
