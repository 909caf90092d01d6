# GPU-only: a cooperative launch of every co-resident block (grid.sync between phases, with a
# fault-free barrier reused many times), and numba-cuda's error for a grid that cannot be
# co-resident (its limit depends on the GPU, so only its form is printed).
import numpy as np
from numba import cuda


@cuda.jit
def ping_pong(a, b, rounds):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    stride = cuda.gridsize(1)
    for r in range(rounds):
        for k in range(i, a.size, stride):
            b[k] = a[(k + 1) % a.size] + 1.0
        g.sync()
        for k in range(i, a.size, stride):
            a[k] = b[k]
        g.sync()


n = 1 << 16
a = cuda.to_device(np.zeros(n))
b = cuda.to_device(np.zeros(n))
ping_pong[1, 256](a, b, 1)
blocks = ping_pong.overloads[ping_pong.signatures[0]].max_cooperative_grid_blocks(256)
print("at least one block per multiprocessor:", blocks >= cuda.get_current_device().MULTIPROCESSOR_COUNT)
ping_pong[blocks, 256](a, b, 50)
print("every element saw 51 rounds:", bool((a.copy_to_host() == 51.0).all()))
try:
    ping_pong[blocks + 1, 256](a, b, 1)
except ValueError as e:
    first = str(e).splitlines()[0]
    print("ValueError:", first.startswith("The specified grid size (%d * 1 * 1) exceeds the limit (%d)" % (blocks + 1, blocks)))
