import numpy as np
print(np.hstack([np.array(1.0), np.array([2.0, 3.0])]))
print(np.hstack([np.array(1), np.array(2)]))
print(np.hstack((np.float64(1.5), np.arange(2))))
print(np.vstack([np.array(1.0), np.array([2.0])]))
for lam in [1e20, 9.3e18, float("nan"), -1.0, -0.0, 0.0]:
    try:
        v = np.random.poisson(lam)
        print(lam, "ok", v)
    except ValueError as e:
        print(lam, "ValueError", e)
try:
    np.random.poisson(float("nan"), size=3)
except ValueError as e:
    print("size", e)
