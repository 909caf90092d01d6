# cudalab's cupy.cuda: devices, streams, events and the memory pool, on top of numba.cuda.
# cudalab drives one device; its work runs in one ordered queue, so streams order work as
# CuPy's do without overlapping it.
from numba import cuda as _cuda
import cupy as _cupy


class CUDARuntimeError(RuntimeError):
    pass


def _check_device(i):
    if i != 0:
        raise CUDARuntimeError('cudaErrorInvalidDevice: invalid device ordinal')


class Device:
    def __init__(self, device=None):
        self.id = 0 if device is None else int(device)
        _check_device(self.id)

    def use(self):
        return None

    def synchronize(self):
        _cuda.synchronize()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None

    def __int__(self):
        return self.id

    def __index__(self):
        return self.id

    def __eq__(self, other):
        return isinstance(other, Device) and other.id == self.id

    def __hash__(self):
        return self.id

    def __repr__(self):
        return '<CUDA Device %d>' % self.id

    @property
    def compute_capability(self):
        major, minor = _cuda.get_current_device().compute_capability
        return '%d%d' % (major, minor)

    @property
    def mem_info(self):
        used, limit, total = _cupy._memory_info()
        cap = total if limit is None else limit
        return (max(cap - used, 0), cap)


def get_device_id():
    return 0


class Event:
    def __init__(self, block=False, disable_timing=False, interprocess=False):
        self._event = _cuda.event()
        self._recorded = False

    def record(self, stream=None):
        self._event.record()
        self._recorded = True

    def synchronize(self):
        self._event.synchronize()

    @property
    def done(self):
        return self._event.query()

    def __repr__(self):
        return '<cupy.cuda.Event object>'


def get_elapsed_time(start_event, end_event):
    return start_event._event.elapsed_time(end_event._event)


class Stream:
    null = None

    def __init__(self, null=False, non_blocking=False, ptr=0, priority=None):
        self._null = null
        self.ptr = 0

    def use(self):
        return self

    def synchronize(self):
        _cuda.synchronize()

    def record(self, event=None):
        if event is None:
            event = Event()
        event.record(self)
        return event

    def wait_event(self, event):
        return None

    @property
    def done(self):
        return True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return None

    def __repr__(self):
        return '<Stream 0 (device 0)>' if self._null else '<Stream (device 0)>'


Stream.null = Stream(null=True)


def get_current_stream():
    return Stream.null


class MemoryPool:
    """The device memory in use by this notebook's arrays (cudalab frees an array's memory when
    its last reference goes, so there are no cached free blocks)."""

    def __init__(self):
        self._limit = 0

    def used_bytes(self):
        return _cupy._memory_info()[0]

    def total_bytes(self):
        return _cupy._memory_info()[0]

    def free_bytes(self):
        return 0

    def n_free_blocks(self):
        return 0

    def free_all_blocks(self, stream=None):
        return None

    def get_limit(self):
        limit = _cupy._memory_info()[1]
        return 0 if limit is None else limit

    def set_limit(self, size=None, fraction=None):
        import os
        if size is None and fraction is None:
            raise ValueError('size or fraction must be given')
        if _cupy._gpu_started():
            raise NotImplementedError(
                'cudalab applies a GPU memory limit when the GPU starts: set '
                'os.environ["CUPY_GPU_MEMORY_LIMIT"] (bytes or a percentage) before the first GPU use')
        if fraction is not None:
            os.environ['CUDALAB_MEMORY_LIMIT'] = '%g%%' % (float(fraction) * 100)
        else:
            os.environ['CUDALAB_MEMORY_LIMIT'] = str(int(size))


_POOL = MemoryPool()


def get_default_memory_pool():
    return _POOL


def get_allocator():
    return None


class _Runtime:
    CUDARuntimeError = CUDARuntimeError

    def getDeviceCount(self):
        return len(_cuda.gpus) if _cuda.is_available() else 1

    def getDevice(self):
        return 0

    def setDevice(self, device):
        _check_device(int(device))

    def deviceSynchronize(self):
        _cuda.synchronize()

    def memGetInfo(self):
        return Device(0).mem_info

    def runtimeGetVersion(self):
        return 13000

    def driverGetVersion(self):
        return 13000

    def getDeviceProperties(self, device):
        _check_device(int(device))
        d = _cuda.get_current_device()
        name = d.name
        if isinstance(name, str):
            name = name.encode()
        major, minor = d.compute_capability
        used, limit, total = _cupy._memory_info()
        return {
            'name': name,
            'totalGlobalMem': total,
            'major': major,
            'minor': minor,
            'multiProcessorCount': d.MULTIPROCESSOR_COUNT,
            'maxThreadsPerBlock': 1024,
            'warpSize': 32,
            'sharedMemPerBlock': 49152,
            'maxThreadsDim': (1024, 1024, 64),
            'maxGridSize': (2147483647, 65535, 65535),
        }


runtime = _Runtime()
