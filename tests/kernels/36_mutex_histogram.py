# Issue 19, tutorial style: a spin lock built from compare_and_swap guards a per-block
# update that an atomic alone cannot do (a running maximum together with its position), and
# a histogram counted two ways (atomics in shared memory, and a lock around plain updates).
# Threads of one warp contend for the lock: on a GPU since Volta the lane holding it keeps
# running while its neighbours spin, and the simulator must let it too.
import numpy as np
from numba import cuda, int32, float32


@cuda.jit(device=True)
def lock(mutex):
    while cuda.atomic.compare_and_swap(mutex, 0, 1) != 0:
        pass
    cuda.threadfence()


@cuda.jit(device=True)
def unlock(mutex):
    cuda.threadfence()
    cuda.atomic.exch(mutex, 0, 0)


@cuda.jit
def argmax_locked(x, mutex, best):
    # best[0] = value, best[1] = index (as float): both must change together.
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        if v > best[0]:
            lock(mutex)
            if v > best[0]:
                best[0] = v
                best[1] = i
            unlock(mutex)


@cuda.jit
def histogram_locked(data, mutex, counts):
    i = cuda.grid(1)
    if i < data.size:
        b = data[i]
        lock(mutex)
        counts[b] = counts[b] + 1
        unlock(mutex)


@cuda.jit
def histogram_shared(data, counts):
    local = cuda.shared.array(16, int32)
    t = cuda.threadIdx.x
    if t < 16:
        local[t] = 0
    cuda.syncthreads()
    i = cuda.grid(1)
    if i < data.size:
        cuda.atomic.add(local, data[i], 1)
    cuda.syncthreads()
    if t < 16:
        cuda.atomic.add(counts, t, local[t])


np.random.seed(36)
x = np.random.standard_normal(3000).astype(np.float32)
mutex = cuda.to_device(np.zeros(1, dtype=np.int32))
best = cuda.to_device(np.array([-np.inf, -1], dtype=np.float32))
argmax_locked[(x.size + 127) // 128, 128](cuda.to_device(x), mutex, best)
b = best.copy_to_host()
print("max", b[0] == x.max(), "at", int(b[1]) == int(np.argmax(x)), int(b[1]))
print("lock released:", mutex.copy_to_host()[0])

data = np.random.randint(0, 16, 5000).astype(np.int32)
d_data = cuda.to_device(data)
locked = cuda.to_device(np.zeros(16, dtype=np.int32))
histogram_locked[(data.size + 255) // 256, 256](d_data, mutex, locked)
shared = cuda.to_device(np.zeros(16, dtype=np.int32))
histogram_shared[(data.size + 255) // 256, 256](d_data, shared)
expected = np.bincount(data, minlength=16)
print("locked histogram:", locked.copy_to_host().tolist())
print("same as bincount:", np.array_equal(locked.copy_to_host(), expected))
print("shared histogram equal:", np.array_equal(shared.copy_to_host(), expected))
print("total:", int(locked.copy_to_host().sum()), "lock released:", mutex.copy_to_host()[0])
