# Check: the lost update of a non-atomic counter (seed 001) is reported as a race; the value is
# what lockstep warps give (one increment per warp), not 4096.
from numba import cuda
import numpy as np

@cuda.jit
def thread_counter_race(global_counter):
    global_counter[0] += 1  # This is bad

global_counter = cuda.to_device(np.array([0], dtype=np.int32))
thread_counter_race[64, 64](global_counter)
print('Should be %d:' % (64*64), global_counter.copy_to_host())
