# cudalab's cupy.RawKernel, cupy.RawModule and cupy.ElementwiseKernel: CUDA C kernels run by
# cudalab on the GPU or the simulator (with bounds checks and printf in the cell).
import numpy as _np
import cupy as _cp
import _cuda_c


class CompileException(Exception):
    pass


class CUDADriverError(RuntimeError):
    pass


def _unit(code, what):
    return _cuda_c.compile(code, what)


def _function(module, name, need_extern_c=True):
    f = module.get_function(name)
    if need_extern_c and not f.extern_c:
        raise CUDADriverError("CUDA_ERROR_NOT_FOUND: named symbol not found: '%s' is not declared extern \"C\", so its "
                           "symbol is a mangled C++ name; declare it extern \"C\" __global__ (or pass "
                           "name_expressions to RawModule)" % name)
    return f


class _Kernel:
    def __init__(self, f):
        self._f = f
        self.name = f.__name__

    def __call__(self, grid, block, args, *, shared_mem=0, stream=None, enable_cooperative_groups=False):
        self._f._launch_cupy(grid, block, shared_mem, args)

    @property
    def attributes(self):
        return {}

    def inspect_cuda(self):
        return self._f.inspect_cuda()

    def inspect_ir(self):
        return self._f.inspect_ir()


class RawKernel:
    def __init__(self, code, name, options=(), backend='nvrtc', translate_cucomplex=False,
                 enable_cooperative_groups=False, jitify=False):
        self.code = code
        self.name = name
        self.options = options
        self.backend = backend
        self._k = None

    @property
    def kernel(self):
        if self._k is None:
            self._k = _Kernel(_function(_unit(self.code, '<RawKernel>'), self.name))
        return self._k

    def compile(self, log_stream=None):
        self.kernel

    def inspect_cuda(self):
        return self.kernel.inspect_cuda()

    def inspect_ir(self):
        return self.kernel.inspect_ir()

    def __call__(self, grid, block, args, *, shared_mem=0, stream=None, enable_cooperative_groups=False):
        k = self._k
        if k is None:
            k = self.kernel
        k._f._launch_cupy(grid, block, shared_mem, args)

    def __repr__(self):
        return '<cupy._core.raw.RawKernel object at 0x%x>' % id(self)


class RawModule:
    def __init__(self, *, code=None, path=None, options=(), backend='nvrtc', translate_cucomplex=False,
                 enable_cooperative_groups=False, name_expressions=None, jitify=False):
        if code is None and path is None:
            raise TypeError('One of `code` and `path` should be given.')
        if code is None:
            with open(path) as fh:
                code = fh.read()
        self.code = code
        self.name_expressions = list(name_expressions or [])
        self._m = None

    def _module(self):
        if self._m is None:
            self._m = _unit(self.code, '<RawModule>')
        return self._m

    def compile(self, log_stream=None):
        self._module()

    def get_function(self, name):
        return _Kernel(_function(self._module(), name, name not in self.name_expressions))

    def get_global(self, name):
        raise NotImplementedError('cudalab does not provide module globals (RawModule.get_global) yet: %s' % name)

    def __repr__(self):
        return '<cupy._core.raw.RawModule object at 0x%x>' % id(self)


_C_TYPES = {
    'bool': 'bool', 'int8': 'signed char', 'uint8': 'unsigned char', 'int16': 'short', 'uint16': 'unsigned short',
    'int32': 'int', 'uint32': 'unsigned int', 'int64': 'long long', 'uint64': 'unsigned long long',
    'float32': 'float', 'float64': 'double',
}


def _parse_params(text, what):
    params = []
    for part in [p.strip() for p in text.split(',') if p.strip()]:
        words = part.split()
        raw = False
        if words and words[0] == 'raw':
            raw = True
            words = words[1:]
        if len(words) != 2:
            raise ValueError('Syntax error: %s' % part)
        ty, name = words
        params.append((raw, ty, name))
    return params


def _broadcast(a, b):
    n = max(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            raise ValueError('operands could not be broadcast together with shapes %r %r' % (a, b))
        out.append(y if x == 1 else x)
    return tuple(out)


def _dtype_name(d):
    return _np.dtype(d).name


class ElementwiseKernel:
    def __init__(self, in_params, out_params, operation, name='kernel', reduce_dims=True, preamble='',
                 no_return=False, return_tuple=False, loop_prep='', after_loop='', options=()):
        self.in_params = _parse_params(in_params, 'in_params')
        self.out_params = _parse_params(out_params, 'out_params')
        self.nin = len(self.in_params)
        self.nout = len(self.out_params)
        self.nargs = self.nin + self.nout
        self.operation = operation
        self.name = name
        self.preamble = preamble
        self.loop_prep = loop_prep
        self.after_loop = after_loop
        self.no_return = no_return
        self.return_tuple = return_tuple
        self._cache = {}
        names = [p[2] for p in self.in_params + self.out_params]
        for n in names:
            if names.count(n) > 1:
                raise ValueError('Parameter names must be unique: %s' % n)

    def _types(self, args):
        # Placeholders (like T) take the dtype of the first array bound to them, else of a scalar.
        bound = {}
        for (raw, ty, name), a in zip(self.in_params + self.out_params, args):
            if ty in _C_TYPES or a is None:
                continue
            if hasattr(a, 'dtype') and getattr(a, 'ndim', 0) > 0:
                bound.setdefault(ty, _dtype_name(a.dtype))
        for (raw, ty, name), a in zip(self.in_params, args):
            if ty in _C_TYPES or ty in bound:
                continue
            if hasattr(a, 'dtype'):
                bound[ty] = _dtype_name(a.dtype)
            elif isinstance(a, bool):
                bound[ty] = 'bool'
            elif isinstance(a, int):
                bound[ty] = 'int64'
            elif isinstance(a, float):
                bound[ty] = 'float64'
        out = []
        for raw, ty, name in self.in_params + self.out_params:
            t = ty if ty in _C_TYPES else bound.get(ty)
            if t is None:
                raise TypeError('Cannot determine the type of %s (its type %s is not bound by an argument)' % (name, ty))
            out.append(t)
        return out

    def _source(self, types, array_params):
        params = []
        loads = []
        stores = []
        for k, ((raw, ty, name), t) in enumerate(zip(self.in_params + self.out_params, types)):
            c = _C_TYPES[t]
            is_out = k >= self.nin
            if raw:
                params.append('%s%s* %s' % ('' if is_out else 'const ', c, name))
            elif array_params[k]:
                params.append('%s%s* _p_%s' % ('' if is_out else 'const ', c, name))
                loads.append('        %s %s = _p_%s[i];' % (c, name, name))
                if is_out:
                    stores.append('        _p_%s[i] = %s;' % (name, name))
            else:
                params.append('%s %s' % (c, name))
        params.append('long long _ind_size')
        op = self.operation.replace('_ind.size()', '_ind_size')
        lines = [self.preamble,
                 'extern "C" __global__ void %s(%s) {' % (self.name, ', '.join(params)),
                 self.loop_prep,
                 '    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < _ind_size; i += (long long)blockDim.x * gridDim.x) {']
        lines += loads
        lines += ['        {', op + ';', '        }']
        lines += stores
        lines += ['    }', self.after_loop, '}']
        return '\n'.join(lines)

    def __call__(self, *args, size=None, block_size=None, stream=None):
        if len(args) != self.nin and len(args) != self.nargs:
            raise TypeError('Wrong number of arguments for %s: expected %d or %d, got %d' % (self.name, self.nin, self.nargs, len(args)))
        for i, a in enumerate(args):
            if type(a) is _np.ndarray and a.ndim > 0:
                raise TypeError("Unsupported type <class 'numpy.ndarray'> (argument %d of %s): pass cupy.asarray(a)" % (i, self.name))
        args = list(args) + [None] * (self.nargs - len(args))
        types = self._types(args)
        shape = None
        for (raw, ty, name), a in zip(self.in_params + self.out_params, args):
            if raw or a is None or not hasattr(a, 'shape') or getattr(a, 'ndim', 0) == 0:
                continue
            shape = tuple(a.shape) if shape is None else _broadcast(shape, a.shape)
        if shape is None:
            if size is None:
                raise ValueError('Loop size is undecided')
            shape = (int(size),)
        n = 1
        for s in shape:
            n *= s
        if size is not None and size != n:
            raise ValueError('Shape is mismatched')
        call = []
        array_params = []
        outs = []
        for k, ((raw, ty, name), a) in enumerate(zip(self.in_params + self.out_params, args)):
            t = types[k]
            is_out = k >= self.nin
            if is_out and a is None:
                a = _cp.empty(shape, dtype=t)
            if is_out:
                outs.append(a)
            if raw:
                call.append(a)
                array_params.append(True)
            elif hasattr(a, 'shape') and getattr(a, 'ndim', 0) > 0:
                if _dtype_name(a.dtype) != t:
                    if is_out:
                        raise TypeError('output %s is %s, the kernel writes %s' % (name, a.dtype, t))
                    a = a.astype(t)
                if tuple(a.shape) != shape:
                    if is_out:
                        raise ValueError('Out shape is mismatched')
                    a = a + _cp.zeros(shape, dtype=a.dtype)
                call.append(_cp.ascontiguousarray(a))
                array_params.append(True)
            else:
                call.append(_np.dtype(t).type(a))
                array_params.append(False)
        key = (tuple(types), tuple(array_params))
        f = self._cache.get(key)
        if f is None:
            f = _unit(self._source(types, array_params), '<ElementwiseKernel %s>' % self.name).get_function(self.name)
            self._cache[key] = f
        threads = block_size or 128
        blocks = max(1, min((n + threads - 1) // threads, 65536))
        f._launch(blocks, threads, 0, tuple(call) + (_np.int64(n),))
        if self.no_return:
            return None
        if len(outs) == 1 and not self.return_tuple:
            return outs[0]
        return tuple(outs)

    def __repr__(self):
        return '<cupy._core._kernel.ElementwiseKernel object at 0x%x>' % id(self)


class ReductionKernel:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError('cudalab does not provide cupy.ReductionKernel yet (ElementwiseKernel and RawKernel are)')
