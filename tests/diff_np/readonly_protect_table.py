# A tutorial pattern: lock a lookup table with a.flags.writeable = False so that accidental
# writes raise, and check which derived arrays are read-only.
import numpy as np


def attempt(label, f):
    try:
        f()
        print(label, "ok")
    except Exception as e:
        print(label, type(e).__name__, e)


rng = np.random.default_rng(21)
table = rng.normal(size=(4, 3)).round(3)
table.flags.writeable = False
print(table.flags)

derived = {
    "slice": table[1:3],
    "column": table[:, 0],
    "T": table.T,
    "reshape": table.reshape(3, 4),
    "ravel": table.ravel(),
    "flatten": table.flatten(),
    "copy": table.copy(),
    "astype": table.astype(np.float32),
    "np.array": np.array(table),
    "np.asarray": np.asarray(table),
    "fancy": table[[0, 2]],
    "mask": table[table > 0],
    "arith": table * 2,
    "sqrt": np.sqrt(np.abs(table)),
    "squeeze": table[None].squeeze(),
    "newaxis": table[None],
    "broadcast_to": np.broadcast_to(table[0], (2, 3)),
    "diagonal": table.diagonal(),
    "sum": table.sum(axis=0),
}
for name, arr in derived.items():
    print(name, arr.flags.writeable, arr.flags.c_contiguous)


def scale():
    table[0] *= 2


def put_row():
    table[2, :] = 0


attempt("scale", scale)
attempt("put_row", put_row)
attempt("negative out", lambda: np.negative(table, out=table))
attempt("column write", lambda: derived["column"].__setitem__(0, 1.0))
print(repr(table))

working = table.copy()
working[0] *= 2
working[table < 0] = 0
print(repr(working))
print(np.allclose(working[1:], np.where(table[1:] < 0, 0, table[1:])))

table.setflags(write=True)
table[0, 0] = 1.5
print(table[0, 0], table.flags.writeable)
i32 = np.arange(5, dtype=np.int32)
i32.flags.writeable = False
attempt("int add", lambda: np.add(i32, 1, out=i32))
print(repr(i32 + 1), repr(np.cumsum(i32)), repr(np.sort(i32[::-1])))
