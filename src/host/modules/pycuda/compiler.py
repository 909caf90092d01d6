# cudalab's pycuda.compiler: SourceModule compiles CUDA C for the GPU and the simulator.
import _cuda_c
from pycuda import driver as _drv


class SourceModule:
    def __init__(self, source, nvcc='nvcc', options=None, keep=False, no_extern_c=False, arch=None,
                 code=None, cache_dir=None, include_dirs=[]):
        if not isinstance(source, str):
            raise TypeError('SourceModule takes the CUDA C source as a str')
        self.source = source
        opts = list(options or []) + ['-I' + d for d in include_dirs]
        self._module = _cuda_c.compile(source, '<SourceModule>', not no_extern_c, opts)
        self._no_extern_c = no_extern_c
        self._functions = {}

    def get_function(self, name):
        f = self._functions.get(name)
        if f is None:
            raw = self._module.get_function(name)
            if self._no_extern_c and not raw.extern_c:
                raise _drv.LogicError('cuModuleGetFunction failed: named symbol not found (%s is a C++ name: with '
                                      'no_extern_c=True, declare it extern "C")' % name)
            f = _drv.Function(raw)
            self._functions[name] = f
        return f

    def get_global(self, name):
        raise _drv.LogicError('cudalab does not provide module globals (__constant__/__device__ variables) yet: %s' % name)

    def get_texref(self, name):
        raise _drv.LogicError('cudalab does not provide textures: %s' % name)


class DynamicSourceModule(SourceModule):
    pass


def compile(source, nvcc='nvcc', options=None, keep=False, no_extern_c=False, arch=None, code=None,
            cache_dir=None, include_dirs=[], target='cubin'):
    raise _drv.LogicError('pycuda.compiler.compile (a cubin as bytes) is not provided by cudalab; use SourceModule')
