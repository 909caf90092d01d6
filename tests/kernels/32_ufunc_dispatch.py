# Ufunc dispatch as Numba does it. CPU ufuncs are NumPy ufuncs: only Python numbers are typed as
# int64/float64 (so a float32-only loop refuses them), a NumPy scalar keeps its type, a Python
# number beside an array or NumPy scalar is weak, and a 0-d result is a NumPy scalar. CUDA ufuncs
# follow numba-cuda's UFuncMechanism: arrays must match a signature exactly, scalars try an exact
# match and then any signature the arrays allow, and a call with only scalars returns a
# one-element array.
import numpy as np
from numba import vectorize, cuda


def show(fn, *args):
    try:
        r = fn(*args)
        print(type(r).__name__, repr(r))
    except TypeError as e:
        print("TypeError:", str(e).splitlines()[0][:72])


def table(fn):
    f32 = np.float32
    show(fn, 1.0, 2.0)
    show(fn, 3, 4)
    show(fn, f32(1), f32(2))
    show(fn, f32(1), 2.5)
    show(fn, f32(1), 2)
    show(fn, np.int32(3), np.int32(4))
    show(fn, True, 2)
    show(fn, np.arange(3), 1)
    show(fn, np.arange(3, dtype=np.float32), 1.5)
    show(fn, np.arange(3, dtype=np.int32), 2.7)


print("-- cpu")
for sigs in (['float32(float32, float32)'], ['float32(float32, float32)', 'float64(float64, float64)'], ['int32(int32, int32)', 'float64(float64, float64)']):

    @vectorize(sigs)
    def combine(a, b):
        return a + a - b

    print(sigs)
    table(combine)

print("-- cuda")
for sigs in (['float32(float32, float32)'], ['float32(float32, float32)', 'float64(float64, float64)'], ['int32(int32, int32)', 'float64(float64, float64)']):

    @vectorize(sigs, target='cuda')
    def combine_gpu(a, b):
        return a + a - b

    print(sigs)
    table(combine_gpu)

d = cuda.to_device(np.arange(4, dtype=np.float32))
r = combine_gpu(d.copy_to_host().astype(np.float64), 0.5)
print(type(r).__name__, r)
