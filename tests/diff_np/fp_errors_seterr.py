# Floating-point error handling: np.seterr / np.geterr / np.errstate, and which operations
# report which error (checked through 'raise', so the messages land on stdout).
import numpy as np

print(np.geterr())
old = np.seterr(all="raise")
print(old)
print(np.geterr())


def attempt(label, f):
    try:
        r = f()
        print(label, "->", r)
    except FloatingPointError as e:
        print(label, "FloatingPointError:", e)


a = np.array([1.0, 0.0, -1.0, 4.0])
z = np.zeros(4)
attempt("a / 0", lambda: a / 0)
attempt("a / z", lambda: a / z)
attempt("z / z", lambda: z / z)
attempt("a // 0", lambda: a // 0)
attempt("a % 0", lambda: a % 0)
attempt("log", lambda: np.log(a))
attempt("log of positives", lambda: np.log(np.array([1.0, 2.0])))
attempt("sqrt", lambda: np.sqrt(a))
attempt("exp big", lambda: np.exp(np.array([1.0, 800.0])))
attempt("multiply big", lambda: np.array([1e308]) * 10)
attempt("square", lambda: np.array([1e200]) ** 2)
attempt("power", lambda: np.array([10.0]) ** 400)
attempt("reciprocal", lambda: np.array([0.0]) ** -1)
attempt("sqrt power", lambda: np.array([-4.0]) ** 0.5)
attempt("np.power", lambda: np.power(np.array([0.0]), -1.0))
attempt("np.divide", lambda: np.divide(1.0, 0.0))
attempt("inf - inf", lambda: np.array([np.inf]) - np.inf)
attempt("inf * 0", lambda: np.array([np.inf]) * 0)
attempt("nan + 1", lambda: np.array([np.nan]) + 1)
attempt("maximum nan", lambda: np.maximum(np.array([np.nan, 1.0]), 0.5))
attempt("minimum nan", lambda: np.minimum(np.array([np.nan, 1.0]), 0.5))
attempt("nan < 1", lambda: np.array([np.nan]) < 1)
attempt("scalar divide", lambda: np.float64(1.0) / 0.0)
attempt("scalar 0/0", lambda: np.float32(0.0) / np.float32(0.0))
attempt("python / scalar", lambda: 1.0 / np.float64(0.0))
attempt("float32 overflow", lambda: np.float32(1e30) * np.float32(1e30))
attempt("float32 fine", lambda: np.float32(1e19) * np.float32(1e19))
attempt("underflow", lambda: np.array([1e-300]) * 1e-300)
attempt("int // 0", lambda: np.array([1, 2]) // 0)
attempt("int % 0", lambda: np.array([7]) % np.array([0]))
attempt("int / 0", lambda: np.array([1, 0]) / 0)
attempt("int8 min // -1", lambda: np.array([-128], dtype=np.int8) // -1)
attempt("int8 scalar add", lambda: np.int8(100) + np.int8(100))
attempt("int8 plus python", lambda: np.int8(100) + 100)
attempt("uint8 scalar sub", lambda: np.uint8(0) - np.uint8(1))
attempt("int64 scalar mul", lambda: np.int64(2**62) * 4)
attempt("int32 scalar ok", lambda: np.int32(2**30) + np.int32(2**30 - 1))
attempt("int array add wraps", lambda: np.array([100], dtype=np.int8) + 100)
attempt("scalar negative", lambda: -np.int8(-128))
attempt("scalar absolute", lambda: abs(np.int16(-32768)))
attempt("array negative", lambda: -np.array([-128], dtype=np.int8))
attempt("sum overflow", lambda: np.sum(np.array([1e308, 1e308])))
attempt("mean overflow", lambda: np.array([1e308, 1e308]).mean())
attempt("sum fine", lambda: np.array([1.5, 2.5]).sum())
attempt("max with nan", lambda: np.max(np.array([1.0, np.nan])))
attempt("cast nan to int", lambda: np.array([np.nan]).astype(np.int32))
attempt("cast big to int16", lambda: np.array([3e9]).astype(np.int16))
attempt("cast fine", lambda: np.array([300.7, -2.5]).astype(np.int8))
attempt("cast to float32", lambda: np.array([1e300]).astype(np.float32))

np.seterr(**old)
print(np.geterr())

with np.errstate(divide="ignore", invalid="ignore"):
    print("inside", np.geterr())
    print(np.log(np.array([0.0, 1.0])), np.array([0.0]) / 0)
print("after", np.geterr())

with np.errstate(all="ignore", over="raise"):
    print(np.geterr())
    attempt("over raise", lambda: np.exp(np.array([1000.0])))
    attempt("divide ignored", lambda: np.array([1.0]) / 0)

try:
    with np.errstate(divide="raise"):
        np.array([1.0]) / 0
except FloatingPointError as e:
    print("left the block by", e)
print("restored", np.geterr())


@np.errstate(divide="raise")
def strict_log(x):
    return np.log(x)


attempt("decorated", lambda: strict_log(np.array([0.0])))
print(strict_log.__name__, np.geterr()["divide"])

for bad in ["np.seterr(divide='bogus')", "np.seterr(foo='ignore')", "np.seterr(all=3)", "np.errstate(foo='ignore')", "np.errstate('ignore')"]:
    try:
        eval(bad)
        print(bad, "accepted")
    except (ValueError, TypeError) as e:
        print(bad, type(e).__name__, e)
try:
    with np.errstate(divide="bogus"):
        pass
except ValueError as e:
    print("errstate on entry:", e)
print(np.seterr("ignore"), np.geterr())
np.seterr(divide="warn", over="warn", under="ignore", invalid="warn")
print(np.geterr())
