# Issue 19: Numba's warning and error classes where Numba keeps them, and warning filters that
# cudalab's own warnings honour: a program that silences NumbaPerformanceWarning sees none.
import warnings

import numpy as np
from numba import cuda
from numba.core import errors
from numba.core.errors import NumbaDeprecationWarning, NumbaPerformanceWarning, NumbaWarning, TypingError

print(issubclass(NumbaPerformanceWarning, NumbaWarning), issubclass(NumbaDeprecationWarning, NumbaWarning))
print(issubclass(NumbaWarning, Warning), issubclass(TypingError, Exception), errors.TypingError is TypingError)

warnings.simplefilter("ignore", category=NumbaPerformanceWarning)


@cuda.jit
def scale(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = a[i] * 2.5  # float32 times a float64 literal: a performance warning, silenced


a = np.arange(256 * 128, dtype=np.float32)
scale[128, 256](a)
print(a[:4], a[-1])

# A typing error is a TypingError. numba-cuda raises its own class (numba.cuda.core.errors), a
# NumbaError like every Numba error, so that is the class a program catches.


@cuda.jit
def broken(a):
    i = cuda.grid(1)
    a[i] = undefined_name[i]  # noqa: F821


try:
    broken[128, 256](a)
except errors.NumbaError as e:
    print("caught:", isinstance(e, errors.NumbaError), "undefined_name" in str(e))

with warnings.catch_warnings():
    warnings.simplefilter("error", NumbaPerformanceWarning)
    print("filters restored after the block")
warnings.resetwarnings()
print("done")
