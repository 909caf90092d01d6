# np.can_cast, np.promote_types, np.result_type (NEP 50 with Python numbers) and np.unwrap.
import numpy as np


def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


pairs = [(np.int32, np.int64), (np.float64, np.float32), (np.int64, np.float64), (np.int64, np.float32),
         (np.uint8, np.int8), (np.uint8, np.int16), (np.bool_, np.int8), (np.float16, np.complex64),
         (np.int16, np.float16), (np.uint16, np.float32), (np.complex64, np.float64), (np.int64, np.uint64)]
for f, t in pairs:
    print(np.dtype(f).name, np.dtype(t).name, [np.can_cast(f, t, c) for c in ["no", "equiv", "safe", "same_kind", "unsafe"]])
attempt("can_cast array", lambda: np.can_cast(np.arange(3), np.float64))
attempt("can_cast str", lambda: np.can_cast("i8", "f4"))
attempt("can_cast int", lambda: np.can_cast(1, np.int8))
attempt("can_cast bad", lambda: np.can_cast(np.float32, np.int8, "bogus"))

for a, b in [("i4", "f4"), (np.int8, np.uint8), (int, float), (np.uint64, np.int64), (np.float16, np.int16), (bool, np.int8), ("f8", "c8")]:
    attempt("promote", lambda: np.promote_types(a, b))
attempt("promote bad", lambda: np.promote_types(1, float))

attempt("rt int8 1", lambda: np.result_type(np.int8, 1))
attempt("rt int8 300", lambda: np.result_type(np.int8, 300))
attempt("rt int8 1.0", lambda: np.result_type(np.int8, 1.0))
attempt("rt f32 1j", lambda: np.result_type(np.float32, 1j))
attempt("rt ints", lambda: np.result_type(1, 2))
attempt("rt int float", lambda: np.result_type(1, 2.0))
attempt("rt bool", lambda: np.result_type(True))
attempt("rt none", lambda: np.result_type())
attempt("rt arrays", lambda: np.result_type(np.arange(3, dtype=np.int8), np.int16))
attempt("rt names", lambda: np.result_type("i4", "f4"))
attempt("rt u64 i64", lambda: np.result_type(np.uint64, np.int64))
attempt("rt u8 -1", lambda: np.result_type(np.array([1, 2], dtype=np.uint8), -1))
attempt("rt scalar", lambda: np.result_type(np.float32(1), 2.0))

phase = np.array([0.0, 1.0, 2.0, 3.0, 4.0, -2.5, -1.0, 2.0, 3.5])
print(repr(np.round(np.unwrap(phase), 10)))
t = np.linspace(0, 4 * np.pi, 9)
wrapped = np.arctan2(np.sin(t), np.cos(t))
print(repr(np.round(np.unwrap(wrapped), 10)))
print(repr(np.unwrap([0, 1, 2, 3, 4, 5, 6, 1, 2, 3], period=6)))
print(repr(np.unwrap([0, 7, 1, 8], period=8)))
print(repr(np.round(np.unwrap(np.array([[0.0, 3.0, 6.5], [0.0, -3.0, -6.5]]), axis=1), 10)))
print(repr(np.round(np.unwrap(np.array([[0.0, 3.0], [6.5, 0.5]]), axis=0), 10)))
print(repr(np.round(np.unwrap([0.0, 2.0, 4.0, 6.0], discont=1.5), 10)))
