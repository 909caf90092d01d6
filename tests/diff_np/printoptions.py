import sys

import numpy as np

a = np.array([1.0 / 3, 2.5e-7, 12345.678, -0.1])
b = np.linspace(0, 1, 7)
big = np.arange(2000.0)
print(np.get_printoptions())
print(a, b)
np.set_printoptions(precision=3, suppress=True)
print(a)
print(repr(b))
print(np.get_printoptions()["precision"], np.get_printoptions()["suppress"])
np.set_printoptions(precision=2, floatmode="fixed")
print(b, np.array([1.5, 2.0]))
np.set_printoptions(floatmode="maxprec_equal", precision=4)
print(b, np.array([0.5, 0.25, 2.0]))
np.set_printoptions(floatmode="unique")
print(np.array([0.1, 1 / 3]))
np.set_printoptions(sign="+", floatmode="maxprec", precision=8, suppress=False)
print(np.array([1.5, -2.0, 0.0]), np.array([1.5, 2.0]))
np.set_printoptions(sign=" ")
print(np.array([1.5, 2.0]), repr(np.array([3.25])))
np.set_printoptions(sign="-")
np.set_printoptions(threshold=10, edgeitems=2)
print(np.arange(20.0))
print(repr(np.arange(11)))
np.set_printoptions(threshold=sys.maxsize, linewidth=40)
print(np.arange(30))
print(np.get_printoptions()["threshold"] == sys.maxsize)
np.set_printoptions(threshold=np.inf)
print(np.get_printoptions()["threshold"])
np.set_printoptions(threshold=1000, linewidth=75, edgeitems=3)
with np.printoptions(precision=2, suppress=True) as opts:
    print(opts["precision"], a)
print(a)
try:
    with np.printoptions(precision=1):
        print(b)
        raise KeyError("inside")
except KeyError:
    print("restored:", np.get_printoptions()["precision"], b)
for bad in ({"floatmode": "exact"}, {"sign": "x"}, {"precision": 1.5}, {"threshold": "many"}, {"threshold": float("nan")}):
    try:
        np.set_printoptions(**bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(np.get_printoptions() == {'edgeitems': 3, 'threshold': 1000, 'floatmode': 'maxprec', 'precision': 8, 'suppress': False, 'linewidth': 75, 'nanstr': 'nan', 'infstr': 'inf', 'sign': '-', 'formatter': None, 'legacy': False, 'override_repr': None})
print(big)
c = np.array([1 + 2j, -0.5 - 1e-9j])
np.set_printoptions(precision=3, suppress=True)
print(c, np.array([1e-12, 1.0]))
np.set_printoptions(precision=8, suppress=False)
