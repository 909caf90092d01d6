# numpy.testing as test cells use it: passing checks are silent, failing ones raise
# AssertionError with NumPy's report (mismatch count, first indices, largest differences).
import numpy as np
from numpy import testing
from numpy.testing import assert_allclose, assert_array_equal


def report(label, fn):
    try:
        fn()
        print(label, "ok")
    except AssertionError as e:
        print(label, "AssertionError:")
        print(str(e))
    except Exception as e:
        print(label, type(e).__name__, e)


rng = np.random.default_rng(7)
x = rng.random(12)
y = x.copy()
y[3] += 1e-3
y[7] -= 0.25

report("allclose pass", lambda: assert_allclose(x, x + 1e-9))
report("allclose fail", lambda: assert_allclose(y, x))
report("allclose rtol", lambda: assert_allclose(y, x, rtol=0.5))
report("allclose atol", lambda: np.testing.assert_allclose(y, x, atol=1e-2, err_msg="tolerance check"))
report("allclose f32", lambda: assert_allclose(x.astype(np.float32), x, rtol=1e-6))
report("allclose f32 fail", lambda: assert_allclose(np.float32([1.0, 2.0, 3.0]), np.float32([1.0, 2.5, 3.0])))
report("allclose shape", lambda: assert_allclose(np.zeros((2, 3)), np.zeros(3)))
report("allclose scalar", lambda: assert_allclose(np.arange(4.0), 1.5))
report("allclose list", lambda: assert_allclose([1.0, 2.0, 3.0], [1.0, 2.0, 3.5]))
report("allclose strict", lambda: assert_allclose(np.ones(3), np.ones(3, dtype=np.float32), strict=True))
report("allclose nan ok", lambda: assert_allclose([1.0, np.nan], [1.0, np.nan]))
report("allclose nan place", lambda: assert_allclose([1.0, np.nan], [np.nan, 1.0]))
report("allclose nan not equal", lambda: assert_allclose([1.0, np.nan], [1.0, np.nan], equal_nan=False))
report("allclose inf", lambda: assert_allclose([np.inf, 1.0], [-np.inf, 1.0]))
report("allclose zero desired", lambda: assert_allclose([0.5, 0.0], [0.0, 0.0]))
report("allclose many", lambda: assert_allclose(np.arange(10.0), np.arange(10.0) * 1.1))
e2 = np.eye(3)
e2[1, 1] = 1.1
report("allclose 2d", lambda: assert_allclose(np.eye(3), e2))

a = np.arange(6).reshape(2, 3)
b = a.copy()
b[1, 2] = 50
report("array_equal pass", lambda: assert_array_equal(a, a.copy()))
report("array_equal fail", lambda: assert_array_equal(a, b))
report("array_equal uint", lambda: assert_array_equal(np.array([3, 5], dtype=np.uint8), np.array([5, 5], dtype=np.uint8)))
report("array_equal int8 wrap", lambda: assert_array_equal(np.array([127], dtype=np.int8), np.array([-128], dtype=np.int8)))
report("array_equal bool", lambda: assert_array_equal(np.array([True, False]), np.array([True, True])))
report("array_equal scalar", lambda: assert_array_equal(np.full(3, 7), 7))
report("array_equal strict dtype", lambda: assert_array_equal(np.array([2, 2]), np.array([2.0, 2.0]), strict=True))
report("array_equal list", lambda: testing.assert_array_equal([1, 2, 3], [1, 2, 4]))
report("array_equal 0d", lambda: assert_array_equal(np.float64(2.5), 2.0))
report("array_equal big", lambda: assert_array_equal(np.arange(2000), np.arange(2000) * 2))

report("almost pass", lambda: np.testing.assert_almost_equal(1.0000001, 1.0))
report("almost fail", lambda: np.testing.assert_almost_equal(1.001, 1.0, decimal=4))
report("almost nan", lambda: np.testing.assert_almost_equal(np.nan, np.nan))
report("almost nan vs 1", lambda: np.testing.assert_almost_equal(np.nan, 1.0))
report("almost array", lambda: np.testing.assert_almost_equal(np.array([1.0, 2.0]), np.array([1.0, 2.001]), decimal=2))
report("almost array fail", lambda: np.testing.assert_almost_equal(np.array([1.0, 2.0]), np.array([1.0, 2.1]), decimal=2))
report("array almost", lambda: np.testing.assert_array_almost_equal(x, y, decimal=3))
report("array almost pass", lambda: np.testing.assert_array_almost_equal([1.0, 2.33333], [1.0, 2.333331]))

report("equal pass", lambda: np.testing.assert_equal([1, (2, 3)], [1, (2, 3)]))
report("equal list", lambda: np.testing.assert_equal([1, 2, 3], [1, 2, 4]))
report("equal len", lambda: np.testing.assert_equal([1, 2], [1, 2, 3]))
report("equal dict", lambda: np.testing.assert_equal({"a": 1, "b": 2}, {"a": 1, "b": 3}))
report("equal dict key", lambda: np.testing.assert_equal({"a": 1}, {"c": 1}))
report("equal str", lambda: np.testing.assert_equal("abc", "abd"))
report("equal nan", lambda: np.testing.assert_equal(float("nan"), float("nan")))
report("equal signed zero", lambda: np.testing.assert_equal(0.0, -0.0))
report("equal array", lambda: np.testing.assert_equal(np.arange(3), [0, 1, 3]))
report("equal np scalar", lambda: np.testing.assert_equal(np.float32(1.5), 1.5))

report("less pass", lambda: np.testing.assert_array_less([1.0, 2.0], [2.0, 3.0]))
report("less fail", lambda: np.testing.assert_array_less([1.0, 4.0], [2.0, 3.0]))
report("less scalar", lambda: np.testing.assert_array_less(np.arange(5.0), 3.0))
report("less inf", lambda: np.testing.assert_array_less([1.0, np.inf], [2.0, np.inf]))

report("raises", lambda: np.testing.assert_raises(ZeroDivisionError, lambda: 1 / 0))
report("raises with args", lambda: np.testing.assert_raises(ValueError, int, "x"))
report("raises tuple", lambda: np.testing.assert_raises((KeyError, IndexError), lambda: [][1]))
report("raises wrong", lambda: np.testing.assert_raises(KeyError, lambda: [][1]))


def no_error():
    return 3


report("raises not raised", lambda: np.testing.assert_raises(ValueError, no_error))
with np.testing.assert_raises(ValueError) as cm:
    int("nope")
print("context caught:", type(cm.exception).__name__, cm.exception)
try:
    with np.testing.assert_raises(ValueError):
        pass
except AssertionError as e:
    print("context:", e)
report("assert_ pass", lambda: np.testing.assert_(1 < 2))
report("assert_ fail", lambda: np.testing.assert_(1 > 2, "one is not more than two"))
