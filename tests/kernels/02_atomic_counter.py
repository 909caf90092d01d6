# Seed 001: every thread increments a global counter, safely with an atomic.
from numba import cuda
import numpy as np

@cuda.jit
def thread_counter_safe(global_counter):
    cuda.atomic.add(global_counter, 0, 1)

global_counter = cuda.to_device(np.array([0], dtype=np.int32))
thread_counter_safe[64, 64](global_counter)
print('Should be %d:' % (64*64), global_counter.copy_to_host())

@cuda.jit
def old_values(counter, olds):
    i = cuda.grid(1)
    olds[i] = cuda.atomic.add(counter, 0, 1)

counter = cuda.to_device(np.zeros(1, dtype=np.int64))
olds = cuda.device_array(256, dtype=np.int64)
old_values[4, 64](counter, olds)
print(sorted(olds.copy_to_host().tolist()) == list(range(256)), counter.copy_to_host()[0])

@cuda.jit
def minmax(a, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        cuda.atomic.max(out, 0, a[i])
        cuda.atomic.min(out, 1, a[i])

a = np.array([3.5, -2.0, 7.25, 1.0, 0.5], dtype=np.float64)
out = np.array([-1e300, 1e300])
minmax[1, 32](a, out)
print(out)
