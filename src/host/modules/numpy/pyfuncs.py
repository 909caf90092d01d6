import numpy as np


def _no_object(what):
    raise NotImplementedError(what + " would need an array of dtype=object, which cudalab does not support")


def _scalar_result(r, i):
    if isinstance(r, (bool, int, float, complex)):
        return r
    if isinstance(r, np.ndarray) or isinstance(r, (np.generic,)):
        if np.ndim(r) == 0:
            return r
        raise ValueError("setting an array element with a sequence.")
    if isinstance(r, (list, tuple)):
        raise ValueError("setting an array element with a sequence.")
    _no_object("np.vectorize of a function returning " + type(r).__name__)


class vectorize:
    def __init__(self, pyfunc=None, otypes=None, doc=None, excluded=None, cache=False, signature=None):
        if signature is not None:
            raise NotImplementedError("np.vectorize(signature=...) is not supported by cudalab yet")
        self.pyfunc = pyfunc
        self.cache = cache
        self.signature = signature
        if isinstance(otypes, str):
            for c in otypes:
                if c not in _FROM_CHAR:
                    raise ValueError("Invalid otype specified: " + c)
            self.otypes = otypes
            self._dtypes = [np.dtype(_FROM_CHAR[c]) for c in otypes]
        elif otypes is None:
            self.otypes = None
            self._dtypes = None
        else:
            self._dtypes = [np.dtype(t) for t in otypes]
            self.otypes = "".join([_CHARS[d.name] for d in self._dtypes])
        self.excluded = set() if excluded is None else set(excluded)
        if doc is None and pyfunc is not None:
            self.__doc__ = pyfunc.__doc__
        else:
            self.__doc__ = doc

    def __call__(self, *args, **kwargs):
        if self.pyfunc is None:
            # `@np.vectorize(otypes=...)`: the decorated function comes now.
            return vectorize(args[0], otypes=self.otypes, doc=self.__doc__, excluded=self.excluded, cache=self.cache)
        func = self.pyfunc
        pos = [i for i in range(len(args)) if i not in self.excluded]
        names = [k for k in kwargs if k not in self.excluded]
        inputs = [np.asarray(args[i]) for i in pos] + [np.asarray(kwargs[k]) for k in names]

        def call(values):
            a = list(args)
            kw = dict(kwargs)
            for j, i in enumerate(pos):
                a[i] = values[j]
            for j, k in enumerate(names):
                kw[k] = values[len(pos) + j]
            return func(*a, **kw)

        if not inputs:
            # Nothing to vectorize over: NumPy calls the function once, as a 0-d result.
            r = call([])
            return np.asarray(r) if self._dtypes is None else np.asarray(r, dtype=self._dtypes[0])
        dtypes = self._dtypes
        first = None
        if dtypes is None:
            for x in inputs:
                if x.size == 0:
                    raise ValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
            first = call([x.flat[0] for x in inputs])
            outs = first if isinstance(first, tuple) else (first,)
            dtypes = []
            for o in outs:
                _scalar_result(o, 0)
                dtypes.append(np.asarray(o).dtype)
        shape = _broadcast_shape([x.shape for x in inputs])
        flat = [np.broadcast_to(x, shape).ravel().tolist() for x in inputs]
        n = 1
        for d in shape:
            n *= d
        nout = len(dtypes)
        results = [[] for _ in range(nout)]
        for i in range(n):
            if i == 0 and first is not None and self.cache:
                r = first
            else:
                r = call([f[i] for f in flat])
            if nout == 1 and not (isinstance(r, tuple) and self._dtypes is None and isinstance(first, tuple)):
                results[0].append(_scalar_result(r, i))
            else:
                if not isinstance(r, tuple) or len(r) != nout:
                    raise ValueError("wrong number of outputs from pyfunc: expected " + str(nout) + ", got " + (str(len(r)) if isinstance(r, tuple) else "1"))
                for k in range(nout):
                    results[k].append(_scalar_result(r[k], i))
        arrays = tuple([np.array(results[k], dtype=dtypes[k]).reshape(shape) for k in range(nout)])
        return arrays[0] if nout == 1 else arrays


_CHARS = {"bool": "?", "int8": "b", "int16": "h", "int32": "i", "int64": "l", "uint8": "B", "uint16": "H", "uint32": "I",
          "uint64": "L", "float16": "e", "float32": "f", "float64": "d", "complex64": "F", "complex128": "D"}
_FROM_CHAR = {c: name for name, c in _CHARS.items()}


class _PyUfunc:
    def __init__(self, func, nin, nout, identity=None):
        self._func = func
        self.nin = nin
        self.nout = nout
        self.nargs = nin + nout
        self.identity = identity
        self.__name__ = getattr(func, "__name__", "?") + " (vectorized)"

    def __repr__(self):
        return "<ufunc '" + self.__name__ + "'>"

    def __call__(self, *args, **kwargs):
        if kwargs:
            raise NotImplementedError("keyword arguments to a np.frompyfunc ufunc are not supported by cudalab")
        if len(args) != self.nin:
            raise TypeError(self.__name__ + " takes " + str(self.nin) + " positional arguments but " + str(len(args)) + " were given") if False else ValueError("invalid number of arguments")
        for a in args:
            if isinstance(a, (np.ndarray, list, tuple)) and np.ndim(a) > 0:
                _no_object("calling a np.frompyfunc ufunc on an array (its result is an object array;"
                           " np.vectorize with otypes= gives a numeric one)")
        vals = [a.item() if isinstance(a, np.ndarray) else a for a in args]
        return self._func(*vals)


def frompyfunc(func, nin, nout, *, identity=None):
    if not callable(func):
        raise TypeError("function must be callable")
    return _PyUfunc(func, nin, nout, identity)


def _axis(axis, nd):
    axis = int(axis)
    if axis < -nd or axis >= nd:
        raise np.exceptions.AxisError("axis " + str(axis) + " is out of bounds for array of dimension " + str(nd))
    return axis + nd if axis < 0 else axis


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    arr = np.asarray(arr)
    nd = arr.ndim
    axis = _axis(axis, nd)
    order = [d for d in range(nd) if d != axis] + [axis]
    view = np.transpose(arr, order)
    outer = view.shape[:-1]
    count = 1
    for d in outer:
        count *= d
    if count == 0:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0")
    idx = list(np.ndindex(*outer))
    res = np.asarray(func1d(view[idx[0]], *args, **kwargs))
    buff = np.zeros(tuple(outer) + res.shape, dtype=res.dtype)
    buff[idx[0]] = res
    for ind in idx[1:]:
        buff[ind] = np.asarray(func1d(view[ind], *args, **kwargs))
    # The result's own axes go where `axis` was.
    k = len(outer)
    r = res.ndim
    perm = list(range(axis)) + list(range(k, k + r)) + list(range(axis, k))
    return np.transpose(buff, perm)


def piecewise(x, condlist, funclist, *args, **kw):
    x = np.asarray(x)
    n2 = len(funclist)
    if np.isscalar(condlist) or (not isinstance(condlist[0], (list, np.ndarray)) and x.ndim != 0):
        condlist = [condlist]
    condlist = np.asarray(condlist, dtype=bool)
    n = len(condlist)
    if n == n2 - 1:
        otherwise = ~np.any(condlist, axis=0)
        condlist = np.concatenate([condlist, otherwise[None]], axis=0)
        n += 1
    elif n != n2:
        raise ValueError("with " + str(n) + " condition(s), either " + str(n) + " or " + str(n + 1) + " functions are expected")
    y = np.zeros_like(x)
    # A 0-d `x` is masked as one element (NumPy's `x[True]` has shape (1,)).
    xs = x.reshape(1) if x.ndim == 0 else x
    ys = y.reshape(1) if x.ndim == 0 else y
    for cond, func in zip(condlist, funclist):
        if x.ndim == 0:
            cond = cond.reshape(1)
        if not callable(func):
            ys[cond] = func
        else:
            vals = xs[cond]
            if vals.size > 0:
                ys[cond] = func(vals, *args, **kw)
    return y


def choose(a, choices, out=None, mode="raise"):
    if out is not None:
        raise NotImplementedError("np.choose(out=...) is not supported by cudalab yet")
    if mode not in ("raise", "wrap", "clip"):
        raise ValueError("clipmode must be one of 'clip', 'raise', or 'wrap' (got " + repr(mode) + ")")
    a = np.asarray(a)
    if a.dtype.kind not in "biu":
        raise TypeError("Cannot cast array data from dtype('" + a.dtype.name + "') to dtype('int64') according to the rule 'safe'")
    choices = [c for c in choices]
    n = len(choices)
    if n == 0:
        raise ValueError("0-length sequence.")
    d = np.result_type(*choices)
    arrs = np.broadcast_arrays(a, *[np.asarray(c) for c in choices])
    idx = arrs[0].astype(np.int64)
    if mode == "raise":
        if idx.size and (idx.min() < 0 or idx.max() >= n):
            raise ValueError("invalid entry in choice array")
    elif mode == "wrap":
        idx = idx % n
    else:
        idx = np.clip(idx, 0, n - 1)
    stacked = np.stack([c.astype(d) for c in arrs[1:]])
    return np.take_along_axis(stacked, idx[None], 0)[0]


def index_grid(key, sparse):
    if not isinstance(key, tuple):
        key = (key,)
        single = True
    else:
        single = False
    for k in key:
        if not isinstance(k, slice):
            raise NotImplementedError("np.mgrid/np.ogrid take slices only in cudalab")
    if single:
        k = key[0]
        start = 0 if k.start is None else k.start
        step = 1 if k.step is None else k.step
        stop = k.stop
        if isinstance(step, complex):
            num = int(abs(step))
            return np.linspace(start, stop, num)
        return np.arange(start, stop, step)
    is_float = False
    sizes = []
    for k in key:
        start = 0 if k.start is None else k.start
        step = 1 if k.step is None else k.step
        stop = k.stop
        for v in (start, step, stop):
            if isinstance(v, (float, complex)) or isinstance(v, np.floating):
                is_float = True
        if isinstance(step, complex):
            sizes.append(int(abs(step)))
        else:
            import math
            sizes.append(int(math.ceil((stop - start) / step)))
    typ = float if is_float else int
    outs = []
    for i, k in enumerate(key):
        start = 0 if k.start is None else k.start
        step = 1 if k.step is None else k.step
        stop = k.stop
        if isinstance(step, complex):
            num = int(abs(step))
            if num != 1:
                step = (stop - start) / float(num - 1)
        shape = [1] * len(key)
        shape[i] = max(sizes[i], 0)
        axis = np.arange(max(sizes[i], 0), dtype=typ) * step + start
        outs.append(axis.astype(typ).reshape(shape))
    if sparse:
        return tuple(outs)
    full = [max(s, 0) for s in sizes]
    return np.stack([np.broadcast_to(o, full) for o in outs])


_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _sum_out(op, labels, keep):
    axes = tuple([i for i, l in enumerate(labels) if l not in keep])
    if not axes:
        return op, labels
    kept = [l for l in labels if l in keep]
    # Summed in the operands' dtype, as einsum does (integers wrap, booleans or).
    return np.asarray(np.sum(op, axis=axes)).astype(op.dtype), kept


def einsum(*operands, out=None, optimize=False, dtype=None, order="K", casting="safe"):
    if out is not None:
        raise NotImplementedError("np.einsum(out=...) is not supported by cudalab yet")
    if dtype is not None:
        raise NotImplementedError("np.einsum(dtype=...) is not supported by cudalab yet")
    if not operands:
        raise TypeError("function takes at least 1 argument (0 given)")
    subs = operands[0]
    if not isinstance(subs, str):
        raise NotImplementedError("np.einsum's (operand, sublist) form is not supported by cudalab yet; pass a subscripts string")
    ops = [np.asarray(o) for o in operands[1:]]
    subs = subs.replace(" ", "")
    if "->" in subs:
        inp, outs = subs.split("->", 1)
    else:
        inp, outs = subs, None
    terms = inp.split(",")
    if len(terms) > len(ops):
        raise ValueError("more operands provided to einstein sum function than specified in the subscripts string")
    if len(terms) < len(ops):
        raise ValueError("fewer operands provided to einstein sum function than specified in the subscripts string")
    for t in terms + ([outs] if outs is not None else []):
        for c in t.replace("...", ""):
            if c not in _LETTERS:
                if c in ".->":
                    raise NotImplementedError("np.einsum subscripts " + repr(subs) + " are not supported by cudalab")
                raise ValueError("invalid subscript '" + c + "' in einstein sum subscripts string, subscripts must be letters")
    # '...': the broadcast axes, given labels of their own (digits) aligned on the right.
    ell_n = 0
    for t, op in zip(terms, ops):
        if "..." in t:
            ell_n = max(ell_n, op.ndim - len(t.replace("...", "")))
    ell = "0123456789"[:ell_n] if ell_n <= 10 else None
    if ell is None:
        raise NotImplementedError("np.einsum with more than 10 broadcast axes is not supported by cudalab")
    labels = []
    for i, (t, op) in enumerate(zip(terms, ops)):
        if "..." in t:
            k = op.ndim - len(t.replace("...", ""))
            if k < 0:
                raise ValueError("einstein sum subscripts string contains too many subscripts for operand " + str(i))
            left, right = t.split("...", 1)
            t = left + ell[ell_n - k:] + right
        if len(t) > op.ndim:
            raise ValueError("einstein sum subscripts string contains too many subscripts for operand " + str(i))
        if len(t) < op.ndim:
            raise ValueError("operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.")
        labels.append(t)
    seen = "".join(labels)
    if outs is None:
        once = sorted([c for c in set(seen) if c in _LETTERS and seen.count(c) == 1])
        out_labels = ell + "".join(once)
    else:
        if "..." in outs:
            left, right = outs.split("...", 1)
            outs = left + ell + right
        elif ell_n:
            raise ValueError("output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.")
        for c in outs:
            if c not in seen:
                raise ValueError("einstein sum subscripts string included output subscript '" + c + "' which never appeared in an input")
            if outs.count(c) > 1:
                raise ValueError("einstein sum subscripts string includes output subscript '" + c + "' multiple times")
        out_labels = outs
    # Sizes of each label (size-1 axes broadcast).
    size = {}
    for i, (t, op) in enumerate(zip(labels, ops)):
        for j, c in enumerate(t):
            n = op.shape[j]
            if c in t[:j] and op.shape[t.index(c)] != n:
                raise ValueError("dimensions in operand " + str(i) + " for collapsing index '" + c + "' don't match (" + str(op.shape[t.index(c)]) + " != " + str(n) + ")")
            if c not in size or size[c] == 1:
                size[c] = n
            elif n != 1 and n != size[c]:
                raise ValueError("operands could not be broadcast together with remapped shapes [original->remapped]: "
                                 + " ".join([_shape_str(o.shape) + "->" + _shape_str(o.shape) for o in ops]) + " ")
    # Repeated labels within one operand: its diagonal.
    work = []
    for t, op in zip(labels, ops):
        t = list(t)
        while True:
            rep = [c for c in t if t.count(c) > 1]
            if not rep:
                break
            c = rep[0]
            i = t.index(c)
            j = t.index(c, i + 1)
            op = np.diagonal(op, axis1=i, axis2=j)
            t = [x for k, x in enumerate(t) if k != i and k != j] + [c]
        work.append((op, t))
    # Contract left to right: sum away labels no later operand nor the output needs, and
    # multiply pairs as a batched matrix product.
    op, t = work[0]
    rest = work[1:]
    keep = set(out_labels)
    for o2, t2 in rest:
        keep |= set(t2)
    op, t = _sum_out(op, t, keep)
    for k, (o2, t2) in enumerate(rest):
        keep = set(out_labels)
        for o3, t3 in rest[k + 1:]:
            keep |= set(t3)
        keep2 = keep | set(t)
        o2, t2 = _sum_out(o2, t2, keep2)
        r = np.result_type(op, o2)
        a = op.astype(r)
        b = o2.astype(r)
        batch = [c for c in t if c in t2 and c in keep]
        con = [c for c in t if c in t2 and c not in keep]
        a_only = [c for c in t if c not in t2]
        b_only = [c for c in t2 if c not in t]
        a = np.transpose(a, [t.index(c) for c in batch + a_only + con]) if t else a
        b = np.transpose(b, [t2.index(c) for c in batch + con + b_only]) if t2 else b
        a = np.broadcast_to(a, tuple([size[c] for c in batch + a_only + con]))
        b = np.broadcast_to(b, tuple([size[c] for c in batch + con + b_only]))
        nb = _prod([size[c] for c in batch])
        na = _prod([size[c] for c in a_only])
        nc = _prod([size[c] for c in con])
        nr = _prod([size[c] for c in b_only])
        m = np.matmul(a.reshape(nb, na, nc), b.reshape(nb, nc, nr)).astype(r)
        op = m.reshape(tuple([size[c] for c in batch + a_only + b_only]))
        t = batch + a_only + b_only
        op, t = _sum_out(op, t, keep)
    if t:
        op = np.transpose(op, [t.index(c) for c in out_labels])
        op = np.broadcast_to(op, tuple([size[c] for c in out_labels])).copy()
    if op.ndim == 0:
        return op[()]
    return op


def _prod(xs):
    p = 1
    for x in xs:
        p *= x
    return p


def _shape_str(s):
    if len(s) == 1:
        return "(" + str(s[0]) + ",)"
    return "(" + ",".join([str(d) for d in s]) + ")"


def _broadcast_shape(shapes):
    n = max([len(s) for s in shapes])
    out = [1] * n
    for s in shapes:
        for i, d in enumerate(s):
            j = n - len(s) + i
            if out[j] == 1:
                out[j] = d
            elif d != 1 and d != out[j]:
                raise ValueError("operands could not be broadcast together with shapes " + " ".join([_shape_str(x) for x in shapes]) + " ")
    return tuple(out)


def unwrap(p, discont=None, axis=-1, *, period=6.283185307179586):
    p = np.asarray(p)
    nd = p.ndim
    dd = np.diff(p, axis=axis)
    if discont is None:
        discont = period / 2
    sl = [slice(None)] * nd
    sl[axis] = slice(1, None)
    sl = tuple(sl)
    dtype = np.result_type(dd, period)
    if dtype.kind in "iu":
        interval_high, rem = divmod(period, 2)
        boundary_ambiguous = rem == 0
    else:
        interval_high = period / 2
        boundary_ambiguous = True
    interval_low = -interval_high
    ddmod = np.mod(dd - interval_low, period) + interval_low
    if boundary_ambiguous:
        ddmod = np.where((ddmod == interval_low) & (dd > 0), interval_high, ddmod).astype(ddmod.dtype)
    ph_correct = ddmod - dd
    ph_correct = np.where(np.abs(dd) < discont, 0, ph_correct).astype(ph_correct.dtype)
    up = np.array(p, dtype=dtype)
    up[sl] = p[sl] + ph_correct.cumsum(axis)
    return up
