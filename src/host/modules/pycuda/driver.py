# cudalab's pycuda.driver: PyCUDA's memory, launch and timing API, on numba.cuda's device
# arrays and cudalab's CUDA C kernels, so a PyCUDA practical runs on the GPU or the simulator.
# cudalab drives one device and one ordered queue: streams order work without overlapping it.
import numpy as _np
from numba import cuda as _cuda
import _cuda_c


class Error(Exception):
    pass


class LogicError(Error):
    pass


class LaunchError(Error):
    pass


class RuntimeError(Error):
    pass


CompileError = _cuda_c.CompileError  # NVRTC's errors, raised by cudalab's CUDA C core


class MemoryError(Error):
    pass


def init(flags=0):
    return None


def get_version():
    return (13, 0, 0)


def get_driver_version():
    return 13000


class _ArgumentHandler:
    def __init__(self, array):
        if type(array) is not _np.ndarray:
            raise TypeError('%s() takes a NumPy array, got %s' % (type(self).__name__, type(array).__name__))
        self.array = array

    def get_device_alloc(self):
        return self.array


class In(_ArgumentHandler):
    """A host array copied to the device before the launch (and not back)."""


class Out(_ArgumentHandler):
    """A host array the kernel fills: copied back after the launch."""


class InOut(_ArgumentHandler):
    """A host array copied in before the launch and back after it."""


class DeviceAllocation:
    """Device memory of `nbytes`, typed by what is copied into it or by the first kernel
    parameter it is passed to."""

    def __init__(self, nbytes):
        nbytes = int(nbytes)
        if nbytes <= 0:
            raise LogicError('cuMemAlloc failed: invalid argument (size must be positive)')
        self.nbytes = nbytes
        self._arr = None
        self._freed = False

    def _check(self):
        if self._freed:
            raise LogicError('cannot use a DeviceAllocation after free()')

    def _typed(self, dtype, what):
        self._check()
        dtype = _np.dtype(dtype)
        if self._arr is not None and self._arr.dtype == dtype:
            return self._arr
        if self._arr is not None:
            raise TypeError('%s: this allocation holds %s data (copied in with memcpy_htod), but the parameter is %s; '
                            'copy %s data into it instead' % (what, self._arr.dtype, dtype, dtype))
        self._arr = _cuda.device_array(self.nbytes // dtype.itemsize, dtype=dtype)
        return self._arr

    def _fill(self, host):
        self._check()
        flat = _np.ascontiguousarray(host).reshape(-1)
        if flat.nbytes > self.nbytes:
            raise LogicError('cuMemcpyHtoD failed: invalid argument (%d bytes into an allocation of %d)' % (flat.nbytes, self.nbytes))
        if self._arr is None or self._arr.dtype != flat.dtype or flat.nbytes == self.nbytes:
            if flat.nbytes == self.nbytes:
                self._arr = _cuda.to_device(flat)
                return
            self._arr = _cuda.device_array(self.nbytes // flat.dtype.itemsize, dtype=flat.dtype)
        self._arr[:flat.size].copy_to_device(flat)

    def _read_into(self, host):
        self._check()
        if self._arr is None:
            raise LogicError('cuMemcpyDtoH: nothing was written to this allocation yet')
        if host.nbytes > self.nbytes:
            raise LogicError('cuMemcpyDtoH failed: invalid argument (%d bytes from an allocation of %d)' % (host.nbytes, self.nbytes))
        if host.dtype != self._arr.dtype:
            raise TypeError('memcpy_dtoh: the allocation holds %s data, the destination is %s' % (self._arr.dtype, host.dtype))
        data = self._arr.copy_to_host()
        host[...] = data[:host.size].reshape(host.shape)

    def free(self):
        self._arr = None
        self._freed = True

    def __int__(self):
        return id(self)

    def __index__(self):
        return id(self)

    def __repr__(self):
        return '<pycuda._driver.DeviceAllocation object at 0x%x>' % id(self)


def mem_alloc(nbytes):
    return DeviceAllocation(nbytes)


def mem_alloc_like(ary):
    return DeviceAllocation(ary.nbytes)


def mem_get_info():
    info = _cuda.current_context().get_memory_info()
    return (info[0], info[1])


def memcpy_htod(dest, src, stream=None):
    if not isinstance(dest, DeviceAllocation):
        raise TypeError('memcpy_htod(dest, src): dest must be device memory from mem_alloc, got %s' % type(dest).__name__)
    dest._fill(src)


def memcpy_htod_async(dest, src, stream=None):
    memcpy_htod(dest, src)


def memcpy_dtoh(dest, src, stream=None):
    if not isinstance(src, DeviceAllocation):
        raise TypeError('memcpy_dtoh(dest, src): src must be device memory from mem_alloc, got %s' % type(src).__name__)
    src._read_into(dest)


def memcpy_dtoh_async(dest, src, stream=None):
    memcpy_dtoh(dest, src)


def memcpy_dtod(dest, src, size):
    src._check()
    data = src._arr.copy_to_host()
    n = int(size) // data.dtype.itemsize
    dest._fill(data[:n])


def memset_d32(dest, data, count):
    dest._fill(_np.full(int(count), data, dtype=_np.uint32))


def memset_d8(dest, data, count):
    dest._fill(_np.full(int(count), data, dtype=_np.uint8))


def to_device(ary):
    a = DeviceAllocation(max(ary.nbytes, 1))
    a._fill(ary)
    return a


def from_device(devptr, shape, dtype, order='C'):
    out = _np.empty(shape, dtype=dtype)
    devptr._read_into(out)
    return out


def from_device_like(devptr, other_ary):
    return from_device(devptr, other_ary.shape, other_ary.dtype)


def pagelocked_empty(shape, dtype, order='C', mem_flags=0):
    return _np.empty(shape, dtype=dtype)


def pagelocked_zeros(shape, dtype, order='C', mem_flags=0):
    return _np.zeros(shape, dtype=dtype)


def pagelocked_empty_like(ary, mem_flags=0):
    return _np.empty_like(ary)


class device_attribute:
    MAX_THREADS_PER_BLOCK = 'MAX_THREADS_PER_BLOCK'
    MAX_BLOCK_DIM_X = 'MAX_BLOCK_DIM_X'
    MAX_BLOCK_DIM_Y = 'MAX_BLOCK_DIM_Y'
    MAX_BLOCK_DIM_Z = 'MAX_BLOCK_DIM_Z'
    MAX_GRID_DIM_X = 'MAX_GRID_DIM_X'
    MAX_GRID_DIM_Y = 'MAX_GRID_DIM_Y'
    MAX_GRID_DIM_Z = 'MAX_GRID_DIM_Z'
    MAX_SHARED_MEMORY_PER_BLOCK = 'MAX_SHARED_MEMORY_PER_BLOCK'
    WARP_SIZE = 'WARP_SIZE'
    MULTIPROCESSOR_COUNT = 'MULTIPROCESSOR_COUNT'
    CLOCK_RATE = 'CLOCK_RATE'
    COMPUTE_CAPABILITY_MAJOR = 'COMPUTE_CAPABILITY_MAJOR'
    COMPUTE_CAPABILITY_MINOR = 'COMPUTE_CAPABILITY_MINOR'
    MAX_REGISTERS_PER_BLOCK = 'MAX_REGISTERS_PER_BLOCK'
    TOTAL_CONSTANT_MEMORY = 'TOTAL_CONSTANT_MEMORY'
    MAX_THREADS_PER_MULTIPROCESSOR = 'MAX_THREADS_PER_MULTIPROCESSOR'


class Device:
    def __init__(self, number=0):
        if int(number) != 0:
            raise LogicError('cuDeviceGet failed: invalid device ordinal')
        self._number = 0

    @staticmethod
    def count():
        return 1

    def _dev(self):
        return _cuda.get_current_device()

    def name(self):
        return self._dev().name

    def compute_capability(self):
        return tuple(self._dev().compute_capability)

    def total_memory(self):
        return _cuda.current_context().get_memory_info()[1]

    def get_attribute(self, attr):
        d = self._dev()
        if attr == 'COMPUTE_CAPABILITY_MAJOR':
            return d.compute_capability[0]
        if attr == 'COMPUTE_CAPABILITY_MINOR':
            return d.compute_capability[1]
        return getattr(d, attr)

    def get_attributes(self):
        out = {}
        for k in dir(device_attribute):
            if not k.startswith('_'):
                out[k] = self.get_attribute(k)
        return out

    def make_context(self, flags=0):
        return Context()

    def pci_bus_id(self):
        return '0000:00:00.0'

    def __eq__(self, other):
        return isinstance(other, Device)

    def __hash__(self):
        return 0

    def __repr__(self):
        return '<pycuda._driver.Device object at 0x%x>' % id(self)


class Context:
    @staticmethod
    def synchronize():
        _cuda.synchronize()

    @staticmethod
    def get_device():
        return Device(0)

    def push(self):
        return None

    def pop(self):
        return None

    def detach(self):
        return None

    @staticmethod
    def get_current():
        return Context()


class Stream:
    def __init__(self, flags=0):
        self.handle = 0

    def synchronize(self):
        _cuda.synchronize()

    def is_done(self):
        return True


class Event:
    def __init__(self, flags=0):
        self._e = _cuda.event()

    def record(self, stream=None):
        self._e.record()
        return self

    def synchronize(self):
        self._e.synchronize()
        return self

    def query(self):
        return True

    def time_since(self, event):
        return _cuda.event_elapsed_time(event._e, self._e)

    def time_till(self, event):
        return _cuda.event_elapsed_time(self._e, event._e)


class Function:
    """A kernel of a SourceModule, called as PyCUDA calls it:
    f(arg, ..., block=(x, y, z), grid=(x, y), shared=0, stream=None, time_kernel=False)."""

    def __init__(self, f):
        self._f = f
        self.__name__ = f.__name__
        self._params = f.params
        self._dtypes = [_np.dtype(p[2]) for p in self._params]
        self._prepared = None

    def _what(self, i):
        name, kind, dtype, ctext = self._params[i]
        return 'parameter #%d (0-based) %s (%s %s)' % (i, name, ctext, name)

    def _arguments(self, args):
        params = self._params
        if len(args) != len(params):
            raise TypeError('kernel %s takes %d arguments, %d given' % (self.__name__, len(params), len(args)))
        out = list(args)
        for i, a in enumerate(args):
            t = type(a)
            if t is DeviceAllocation:
                arr = a._arr
                if arr is None or a._freed or arr.dtype != self._dtypes[i]:
                    if params[i][1] != 'pointer':
                        raise TypeError('invalid type on %s: device memory passed where the kernel takes a number' % self._what(i))
                    arr = a._typed(self._dtypes[i], self._what(i))
                out[i] = arr
            elif t is In:
                out[i] = _cuda.to_device(_np.ascontiguousarray(a.array).reshape(-1))
            elif t is Out or t is InOut:
                out[i] = a.array
            elif t is int or t is float or t is bool:
                if params[i][1] == 'scalar':
                    raise TypeError('invalid type on parameter #%d (0-based): PyCUDA passes numbers as NumPy scalars, '
                                    'e.g. np.%s(%r) for %s %s' % (i, params[i][2], a, params[i][3], params[i][0]))
            elif t is _np.ndarray and params[i][1] == 'pointer':
                raise TypeError('invalid type on parameter #%d (0-based): a NumPy array is host memory; pass '
                                'drv.In(a), drv.Out(a) or drv.InOut(a), or device memory from mem_alloc/to_device' % i)
        return tuple(out)

    def __call__(self, *args, block=None, grid=(1, 1), shared=0, stream=None, texrefs=None, time_kernel=False):
        if block is None:
            raise ValueError('must specify block size')
        if not time_kernel:
            self._f._launch_pycuda(grid, block, shared, args, DeviceAllocation, self._arguments)
            return None
        # As PyCUDA: In/InOut copies happen before the timed span.
        converted = self._arguments(args)
        start = Event()
        end = Event()
        start.record()
        self._f._launch(grid, block, shared, converted)
        end.record()
        end.synchronize()
        return start.time_till(end) / 1000.0

    def prepare(self, arg_types, block=None, shared=None, texrefs=None):
        self._prepared = (block, shared or 0)
        return self

    def prepared_call(self, grid, block, *args, **kwargs):
        shared = kwargs.pop('shared_size', self._prepared[1] if self._prepared else 0)
        return self(*args, block=block, grid=grid, shared=shared)

    def prepared_timed_call(self, grid, block, *args, **kwargs):
        shared = kwargs.pop('shared_size', 0)
        t = self(*args, block=block, grid=grid, shared=shared, time_kernel=True)
        return lambda: t

    def prepared_async_call(self, grid, block, stream, *args, **kwargs):
        return self.prepared_call(grid, block, *args, **kwargs)

    def get_attribute(self, attr):
        raise LogicError('cuFuncGetAttribute is not provided by cudalab')

    def __repr__(self):
        return '<pycuda._driver.Function object at 0x%x>' % id(self)
