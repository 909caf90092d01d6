import os
import tempfile
import numpy as np

d = tempfile.mkdtemp()
rng = np.random.default_rng(3)
arrays = [
    np.arange(5),
    rng.standard_normal((3, 4)),
    rng.standard_normal((2, 3, 2)).astype(np.float32),
    np.array([[1, -2], [3, 4]], dtype=np.int32),
    np.array([True, False, True]),
    np.array(7, dtype=np.uint8),
    np.array(2.5),
    np.zeros((0, 3)),
    np.arange(6, dtype=np.int16).reshape(2, 3),
    np.array([1 + 2j, -3j]),
    np.arange(12, dtype=np.float64).reshape(3, 4)[:, ::2],
    np.arange(10, dtype=np.uint64),
    np.array([1.5, np.nan, np.inf], dtype=np.float16),
]
for i, a in enumerate(arrays):
    p = os.path.join(d, f"a{i}.npy")
    np.save(p, a)
    raw = open(p, "rb").read()
    h = 10 + raw[8] + 256 * raw[9]
    print(i, len(raw), raw[:10], raw[10:h])
    print(raw[h:][:48])
    b = np.load(p)
    print(repr(b), b.dtype, b.shape, bool(((a == b) | ((a != a) & (b != b))).all()))

# the .npy suffix is added when missing
np.save(os.path.join(d, "noext"), np.ones(2))
print(sorted(f for f in os.listdir(d) if f.startswith("noext")))
print(np.load(os.path.join(d, "noext.npy")))

# a file written by hand in NumPy's format (version 1.0, fortran order)
hdr = "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }"
hdr = hdr + " " * (64 - 10 - len(hdr) - 1) + "\n"
body = np.arange(6, dtype=np.int32).tobytes()
with open(os.path.join(d, "f.npy"), "wb") as f:
    f.write(b"\x93NUMPY\x01\x00" + bytes([len(hdr), 0]) + hdr.encode() + body)
print(repr(np.load(os.path.join(d, "f.npy"))))

try:
    np.load(os.path.join(d, "missing.npy"))
except Exception as e:
    print(type(e).__name__, e.errno)
with open(os.path.join(d, "junk.npy"), "wb") as f:
    f.write(b"hello world")
try:
    np.load(os.path.join(d, "junk.npy"))
except Exception as e:
    print(type(e).__name__, e)
