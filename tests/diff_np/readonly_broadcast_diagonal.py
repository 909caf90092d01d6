# Read-only views: np.broadcast_to and diagonal() refuse writes, as in NumPy, so that a write
# cannot silently change the source array.
import numpy as np


def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, e)


rng = np.random.default_rng(7)
a = rng.integers(0, 10, size=4)
b = np.broadcast_to(a, (3, 4))
print(repr(b), b.flags.writeable, b.flags.owndata)


def set_item():
    b[0, 0] = 99


def set_row():
    b[1] = 5


def set_mask():
    b[b > 3] = 0


def set_fancy():
    b[[0, 2], 1] = 7


def iadd():
    global b
    b += 1


attempt("item", set_item)
attempt("row", set_row)
attempt("mask", set_mask)
attempt("fancy", set_fancy)
attempt("iadd", iadd)
attempt("out=", lambda: np.add(a, 1, out=b))
attempt("multiply out=", lambda: np.multiply(b, 2, out=b))
attempt("fill", lambda: b.fill(0))
attempt("sort", lambda: b.sort())
attempt("put", lambda: np.put(b, [0], 3))
attempt("flat", lambda: b.flat.__setitem__(0, 1))
print("source unchanged:", repr(a))

# Views of a read-only array are read-only too; copies are writable.
for name, v in [("slice", b[1:]), ("T", b.T), ("row", b[0]), ("reshape", b[0].reshape(2, 2)), ("ravel", b[0].ravel())]:
    print(name, v.flags.writeable)
c = b.copy()
c[0, 0] = -1
print(repr(c), c.flags.writeable, c.flags.owndata)
print(np.array(b).flags.writeable, (b + 1).flags.writeable, np.sin(b).flags.writeable)

# diagonal views
m = np.arange(12.0).reshape(3, 4)
d = m.diagonal()
print(repr(d), d.flags.writeable)
attempt("diag item", lambda: d.__setitem__(0, 100.0))
d2 = np.diagonal(m, offset=1)
print(repr(d2), d2.flags.writeable)
attempt("diag2 fill", lambda: d2.fill(0))
print(repr(m))
x = np.eye(3, dtype=np.int32).diagonal().copy()
x[0] = 5
print(repr(x))

# broadcast_to a scalar and 0-d input
s = np.broadcast_to(5.0, (2, 2))
print(repr(s), s.flags.writeable)
attempt("scalar bcast", lambda: s.__setitem__((0, 0), 1.0))

# Reading is unaffected.
print(b.sum(), b.mean(axis=0), repr(b[:, 1:3]), b.max())
