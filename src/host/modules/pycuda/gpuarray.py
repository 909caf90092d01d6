# cudalab's pycuda.gpuarray: PyCUDA's GPUArray is cudalab's CuPy array (NumPy's semantics on
# the device, .get() to copy back), so kernels, element-wise arithmetic and reductions all work.
import numpy as _np
import cupy as _cp

GPUArray = _cp.ndarray


def to_gpu(ary, allocator=None):
    return _cp.asarray(ary)


def to_gpu_async(ary, allocator=None, stream=None):
    return _cp.asarray(ary)


def empty(shape, dtype, allocator=None, order='C'):
    return _cp.empty(shape, dtype=dtype)


def zeros(shape, dtype, allocator=None, order='C'):
    return _cp.zeros(shape, dtype=dtype)


def empty_like(other_ary, dtype=None, order='K'):
    return _cp.empty_like(other_ary, dtype=dtype)


def zeros_like(other_ary, dtype=None, order='K'):
    return _cp.zeros_like(other_ary, dtype=dtype)


def arange(*args, **kwargs):
    return _cp.arange(*args, **kwargs)


def sum(a, dtype=None, stream=None):
    return _cp.sum(a, dtype=dtype)


def dot(a, b, dtype=None, stream=None):
    return _cp.dot(a, b)


def max(a, stream=None):
    return _cp.max(a)


def min(a, stream=None):
    return _cp.min(a)
