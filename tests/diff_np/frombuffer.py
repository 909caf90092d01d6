import numpy as np

a = np.arange(6, dtype=np.float32) * 1.5
raw = a.tobytes()
print(len(raw), raw[:8])
print(np.frombuffer(raw, dtype=np.float32))
print(np.frombuffer(raw, dtype=np.int32, count=2, offset=4))
print(np.frombuffer(b"\x01\x02\x03\x04", dtype=np.uint8), np.frombuffer(b"\x01\x00\x02\x00", dtype="<i2"))
print(np.frombuffer(np.arange(3.0).tobytes()), np.frombuffer(b"", dtype=np.int8))
m = np.array([[1, 2], [3, 4]], dtype=np.int16)
print(m.tobytes(), m.T.tobytes(), np.frombuffer(m.T.tobytes(), dtype=np.int16).reshape(2, 2))
print(np.array([True, False]).tobytes(), np.array([1 + 2j], dtype=np.complex64).tobytes())
for bad in [(b"abc", np.int16, -1, 0), (b"abcd", np.int32, 2, 0), (b"abcd", np.int8, -1, 5)]:
    try:
        np.frombuffer(bad[0], dtype=bad[1], count=bad[2], offset=bad[3])
    except ValueError as e:
        print("ValueError", e)
