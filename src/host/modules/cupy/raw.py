# cudalab's cupy.RawKernel, cupy.RawModule and cupy.ElementwiseKernel: CUDA C kernels run by
# cudalab on the GPU or the simulator (with bounds checks and printf in the cell).
import numpy as _np
import cupy as _cp
import _cuda_c


CompileException = _cuda_c.CompileError  # NVRTC's errors, raised by cudalab's CUDA C core


class CUDADriverError(RuntimeError):
    pass


def _unit(code, what, options=()):
    return _cuda_c.compile(code, what, False, options)


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
            self._k = _Kernel(_function(_unit(self.code, '<RawKernel>', self.options), self.name))
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
        self.options = options
        self.name_expressions = list(name_expressions or [])
        self._m = None

    def _module(self):
        if self._m is None:
            self._m = _unit(self.code, '<RawModule>', self.options)
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
_DTYPE_OF_C = {c: name for name, c in _C_TYPES.items()}


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


def _bind_types(in_params, out_params, args):
    # Placeholders (like T) take the dtype of the first array bound to them, else of a scalar.
    bound = {}
    for (raw, ty, name), a in zip(in_params + out_params, args):
        if ty in _C_TYPES or a is None:
            continue
        if hasattr(a, 'dtype') and getattr(a, 'ndim', 0) > 0:
            bound.setdefault(ty, _dtype_name(a.dtype))
    for (raw, ty, name), a in zip(in_params, args):
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
    for raw, ty, name in in_params + out_params:
        t = ty if ty in _C_TYPES else bound.get(ty)
        if t is None:
            raise TypeError('Cannot determine the type of %s (its type %s is not bound by an argument)' % (name, ty))
        out.append(t)
    return out


def _typedefs(params, types):
    # CuPy declares each type placeholder (T, U...) as a typedef the code may use.
    seen = []
    for (raw, ty, name), t in zip(params, types):
        if ty not in _C_TYPES and ty not in seen:
            seen.append(ty)
            yield 'typedef %s %s;' % (_C_TYPES[t], ty)



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
        self.options = options
        self._cache = {}
        names = [p[2] for p in self.in_params + self.out_params]
        for n in names:
            if names.count(n) > 1:
                raise ValueError('Parameter names must be unique: %s' % n)

    def _types(self, args):
        return _bind_types(self.in_params, self.out_params, args)

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
        lines = list(_typedefs(self.in_params + self.out_params, types))
        lines += [self.preamble,
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
            f = _unit(self._source(types, array_params), '<ElementwiseKernel %s>' % self.name, self.options).get_function(self.name)
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
    """cupy.ReductionKernel: map each element (map_expr), combine with reduce_expr (of `a` and
    `b`), finish each output with post_map_expr (of `a`). One block per output element: its
    threads stride over the reduced elements, then combine in shared memory."""

    def __init__(self, in_params, out_params, map_expr, reduce_expr, post_map_expr, identity, name='reduce_kernel',
                 reduce_type=None, reduce_dims=True, preamble='', options=()):
        self.in_params = _parse_params(in_params, 'in_params')
        self.out_params = _parse_params(out_params, 'out_params')
        for raw, ty, pname in self.in_params + self.out_params:
            if raw:
                raise NotImplementedError('cudalab does not support raw parameters in ReductionKernel (%s)' % pname)
        if len(self.out_params) != 1:
            raise NotImplementedError('cudalab supports ReductionKernel with one output parameter, got %d' % len(self.out_params))
        self.nin = len(self.in_params)
        self.map_expr = map_expr
        self.reduce_expr = reduce_expr
        self.post_map_expr = post_map_expr
        self.identity = identity
        self.name = name
        self.reduce_type = reduce_type
        self.preamble = preamble
        self.options = options
        self._cache = {}

    def _source(self, types, array_params, reduce_c):
        params = []
        loads = []
        for k, ((raw, ty, pname), t) in enumerate(zip(self.in_params, types)):
            c = _C_TYPES[t]
            if array_params[k]:
                params.append('const %s* _p_%s' % (c, pname))
                loads.append('            const %s %s = _p_%s[_o * _n_red + _j];' % (c, pname, pname))
            else:
                params.append('%s %s' % (c, pname))
        (raw, ty, oname), ot = self.out_params[0], types[self.nin]
        params.append('%s* _p_%s' % (_C_TYPES[ot], oname))
        params += ['long long _n_out', 'long long _n_red']
        have_identity = self.identity is not None
        lines = list(_typedefs(self.in_params + self.out_params, types))
        lines += ['typedef %s _type_reduce;' % reduce_c,
                  self.preamble,
                  '#define REDUCE(a, b) (%s)' % self.reduce_expr,
                  '#define POST_MAP(a) (%s)' % self.post_map_expr,
                  'extern "C" __global__ void %s(%s) {' % (self.name, ', '.join(params)),
                  '    extern __shared__ _type_reduce _sdata[];',
                  '    for (long long _o = blockIdx.x; _o < _n_out; _o += gridDim.x) {']
        if have_identity:
            lines += ['        _type_reduce _s = (_type_reduce)(%s);' % self.identity,
                      '        for (long long _j = threadIdx.x; _j < _n_red; _j += blockDim.x) {']
        else:
            # No identity: each thread starts from its first element (the launch gives every
            # thread one: blockDim.x <= _n_red).
            lines += ['        _type_reduce _s;',
                      '        {',
                      '            long long _j = threadIdx.x;']
            lines += loads
            lines += ['            _s = (_type_reduce)(%s);' % self.map_expr,
                      '        }',
                      '        for (long long _j = threadIdx.x + blockDim.x; _j < _n_red; _j += blockDim.x) {']
        lines += loads
        lines += ['            _type_reduce _t = (_type_reduce)(%s);' % self.map_expr,
                  '            _s = REDUCE(_s, _t);',
                  '        }',
                  '        _sdata[threadIdx.x] = _s;',
                  '        __syncthreads();',
                  '        for (int _d = blockDim.x / 2; _d > 0; _d >>= 1) {',
                  '            if (threadIdx.x < _d) _sdata[threadIdx.x] = REDUCE(_sdata[threadIdx.x], _sdata[threadIdx.x + _d]);',
                  '            __syncthreads();',
                  '        }',
                  '        if (threadIdx.x == 0) {',
                  '            _type_reduce a = _sdata[0];',
                  '            %s %s;' % (_C_TYPES[ot], oname),
                  '            POST_MAP(a);',
                  '            _p_%s[_o] = %s;' % (oname, oname),
                  '        }',
                  '        __syncthreads();',
                  '    }',
                  '}']
        return '\n'.join(lines)

    def __call__(self, *args, out=None, axis=None, keepdims=False, stream=None):
        if len(args) == self.nin + 1:
            if out is not None:
                raise ValueError('output array is given twice (as an argument and as out=)')
            out = args[-1]
            args = args[:-1]
        if len(args) != self.nin:
            raise TypeError('Wrong number of arguments for %s: expected %d or %d, got %d' % (self.name, self.nin, self.nin + 1, len(args)))
        for i, a in enumerate(args):
            if type(a) is _np.ndarray and a.ndim > 0:
                raise TypeError("Unsupported type <class 'numpy.ndarray'> (argument %d of %s): pass cupy.asarray(a)" % (i, self.name))
        types = _bind_types(self.in_params, self.out_params, list(args) + [out])
        # The type of `a` and `b`: CuPy takes a C type name ('double'); a NumPy one works too.
        rt = self.reduce_type
        if rt is None:
            reduce_t = types[self.nin]
        elif isinstance(rt, str) and rt in _DTYPE_OF_C:
            reduce_t = _DTYPE_OF_C[rt]
        else:
            try:
                reduce_t = _dtype_name(rt)
            except TypeError:
                reduce_t = None
        if reduce_t not in _C_TYPES:
            raise TypeError('reduce_type %r is not a type cudalab knows' % (rt,))
        reduce_c = _C_TYPES[reduce_t]
        shape = ()
        for (raw, ty, pname), a in zip(self.in_params, args):
            if hasattr(a, 'shape') and getattr(a, 'ndim', 0) > 0:
                shape = _broadcast(shape, a.shape)
        nd = len(shape)
        if axis is None:
            axes = tuple(range(nd))
        else:
            axes = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
            fixed = []
            for ax in axes:
                ax = int(ax)
                if ax < -nd or ax >= nd:
                    raise _np.exceptions.AxisError('axis %d is out of bounds for array of dimension %d' % (ax, nd))
                ax = ax % nd
                if ax in fixed:
                    raise ValueError('duplicate value in axis')
                fixed.append(ax)
            axes = tuple(sorted(fixed))
        kept = [d for d in range(nd) if d not in axes]
        n_out = 1
        for d in kept:
            n_out *= shape[d]
        n_red = 1
        for d in axes:
            n_red *= shape[d]
        if keepdims:
            out_shape = tuple(1 if d in axes else shape[d] for d in range(nd))
        else:
            out_shape = tuple(shape[d] for d in kept)
        if n_red == 0 and self.identity is None:
            raise ValueError('zero-size array to reduction operation %s which has no identity' % self.name)
        ot = types[self.nin]
        if out is None:
            out = _cp.empty(out_shape, dtype=ot)
        else:
            if tuple(out.shape) != out_shape:
                raise ValueError('Out shape is mismatched: %r, the reduction gives %r' % (tuple(out.shape), out_shape))
            if _dtype_name(out.dtype) != ot:
                raise TypeError('output %s is %s, the kernel writes %s' % (self.out_params[0][2], out.dtype, ot))
        perm = tuple(kept) + axes
        call = []
        array_params = []
        for (raw, ty, pname), a, t in zip(self.in_params, args, types):
            if hasattr(a, 'shape') and getattr(a, 'ndim', 0) > 0:
                if _dtype_name(a.dtype) != t:
                    a = a.astype(t)
                if tuple(a.shape) != shape:
                    a = a + _cp.zeros(shape, dtype=a.dtype)
                if perm != tuple(range(nd)):
                    a = a.transpose(perm)
                call.append(_cp.ascontiguousarray(a).reshape(-1))
                array_params.append(True)
            else:
                call.append(_np.dtype(t).type(a))
                array_params.append(False)
        key = (tuple(types), tuple(array_params), reduce_c)
        f = self._cache.get(key)
        if f is None:
            src = self._source(types, array_params, reduce_c)
            f = _unit(src, '<ReductionKernel %s>' % self.name, self.options).get_function(self.name)
            self._cache[key] = f
        if n_out == 0:
            return out
        threads = 1
        while threads * 2 <= min(256, max(n_red, 1)):
            threads *= 2
        blocks = min(n_out, 65535)
        target = _cp.empty(n_out, dtype=ot)
        item = _np.dtype(reduce_t).itemsize
        f._launch(blocks, threads, threads * item, tuple(call) + (target, _np.int64(n_out), _np.int64(n_red)))
        out[...] = target.reshape(out_shape)
        return out

    def __repr__(self):
        return '<cupy._core._reduction.ReductionKernel object at 0x%x>' % id(self)

