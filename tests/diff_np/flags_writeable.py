# a.flags: reading and printing the flags block, a.flags.writeable = False / setflags(write=...),
# and every write path refusing a read-only array.
import numpy as np


def attempt(label, f):
    try:
        r = f()
        print(label, "ok", r if r is not None else "")
    except Exception as e:
        print(label, type(e).__name__, e)


a = np.arange(6, dtype=np.float32).reshape(2, 3).copy()
print(a.flags)
print(a.T.flags)
print(a[:, 1].flags)
print(a.flags.c_contiguous, a.flags.f_contiguous, a.flags.owndata, a.flags.writeable, a.flags.aligned)
print(a.flags["C_CONTIGUOUS"], a.flags["WRITEABLE"], a.flags["F"], a.flags["OWNDATA"])
print(a.T.flags.f_contiguous, a.T.flags.c_contiguous, a[0].flags.owndata)
print(np.zeros(0).flags.c_contiguous, np.ones(5).flags.f_contiguous)

a.flags.writeable = False
print(a.flags.writeable)


def item():
    a[0, 0] = 1


def iadd():
    global a
    a += 1


def isub_float_into_int():
    global i
    i -= 0.5


attempt("item", item)
attempt("slice", lambda: a.__setitem__(slice(None), 0))
attempt("iadd", iadd)
attempt("out=", lambda: np.sqrt(a, out=a))
attempt("fill", lambda: a.fill(3))
attempt("sort", lambda: a.sort())
attempt("sort bad axis", lambda: a.sort(axis=5))
attempt("put", lambda: a.put([1], [9]))
attempt("flat", lambda: a.flat.__setitem__(2, 9))
attempt("shuffle", lambda: np.random.default_rng(0).shuffle(a))
attempt("legacy shuffle", lambda: np.random.shuffle(a))
print(repr(a))

v = a[0]
print(v.flags.writeable)
attempt("view True", lambda: setattr(v.flags, "writeable", True))

a.setflags(write=True)
a[0, 0] = 42
print(repr(a), a.flags.writeable)
a.setflags(write=False)
print(a.flags.writeable)
a.flags.writeable = True
a += 1
print(repr(a))

# A view taken before the source was locked stays writable, as in NumPy.
x = np.arange(5)
w = x[1:]
x.flags.writeable = False
w[0] = 100
print(repr(x))

i = np.arange(4)
i.flags.writeable = False
attempt("isub float", isub_float_into_int)
attempt("owndata set", lambda: setattr(i.flags, "owndata", False))
attempt("no attr", lambda: i.flags.nosuch)
attempt("scalar flags", lambda: np.float64(1.5).flags.writeable)
attempt("scalar set", lambda: setattr(np.float64(1.5).flags, "writeable", True))
attempt("bcast True", lambda: setattr(np.broadcast_to(i, (2, 4)).flags, "writeable", True))
print(np.arange(3.0).imag.flags.writeable, np.arange(3.0).real.flags.writeable)
attempt("imag write", lambda: np.arange(3.0).imag.__setitem__(0, 1.0))
