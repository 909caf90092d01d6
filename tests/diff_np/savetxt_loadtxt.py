import os
import tempfile
import numpy as np

d = tempfile.mkdtemp()
p = os.path.join(d, "data.txt")
rng = np.random.default_rng(11)
a = np.round(rng.standard_normal((4, 3)), 3)

np.savetxt(p, a)
print(open(p).read())
b = np.loadtxt(p)
print(repr(b), b.dtype, b.shape, np.array_equal(a, b))

np.savetxt(p, a, fmt="%.3f", delimiter=",", header="x,y,z")
print(open(p).read())
print(repr(np.loadtxt(p, delimiter=",")))
print(repr(np.loadtxt(p, delimiter=",", usecols=(0, 2))))
print(repr(np.loadtxt(p, delimiter=",", usecols=1)))
print(repr(np.loadtxt(p, delimiter=",", skiprows=2)))

ints = np.arange(12, dtype=np.int32).reshape(4, 3)
np.savetxt(p, ints, fmt="%d", header="first line\nsecond line", footer="the end", comments="// ")
print(open(p).read())
print(repr(np.loadtxt(p, dtype=int, comments="//")))
print(repr(np.loadtxt(p, dtype=np.float32, comments="//", skiprows=2, max_rows=2)))

np.savetxt(p, np.arange(4.0))
print(open(p).read())
print(repr(np.loadtxt(p)))
print(repr(np.loadtxt(p, ndmin=2).shape))

np.savetxt(p, a, fmt=["%.1f", "%8.2f", "%e"])
print(open(p).read())
np.savetxt(p, a[:, :2], fmt="%.2f|%.4f")
print(open(p).read())

with open(p, "w") as f:
    f.write("# time value\n0 1.5\n1 2.5  # note\n\n2 3.5\n")
t, v = np.loadtxt(p, unpack=True)
print(repr(t), repr(v))
print(repr(np.loadtxt(p)))

with open(p, "w") as f:
    f.write("1,2\n3,4\n5,6\n")
print(repr(np.loadtxt(p, delimiter=",", dtype=np.int64)))
print(repr(np.loadtxt(p, delimiter=",", usecols=[-1])))
try:
    np.savetxt(p, np.zeros((2, 2, 2)))
except Exception as e:
    print(type(e).__name__, e)
try:
    np.loadtxt(os.path.join(d, "nope.txt"))
except Exception as e:
    print(type(e).__name__)
