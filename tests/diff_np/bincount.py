import numpy as np

np.random.seed(3)
x = np.random.randint(0, 9, 40)
print(np.bincount(x))
print(np.bincount(x, minlength=12))
print(np.bincount(x.astype(np.int8), minlength=3).dtype)
w = np.random.random(40)
print(np.round(np.bincount(x, weights=w), 6))
print(np.bincount(np.array([], dtype=np.int64)))
print(np.bincount([0, 1, 1, 3]))
print(np.bincount(np.array([True, False, True])))
for bad in ([-1, 2], [[1, 2]]):
    try:
        np.bincount(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    np.bincount([1, 2], minlength=-1)
except ValueError as e:
    print("ValueError", e)
try:
    np.bincount([1, 2], weights=[1.0])
except ValueError as e:
    print("ValueError", e)
