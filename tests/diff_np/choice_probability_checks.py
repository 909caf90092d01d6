# choice's checks of p, legacy and Generator: NaN, negatives, the total within sqrt(eps) (float32 p: its own eps).
import numpy as np
np.random.seed(0)
for p in [np.array([0.5, 0.5 + 1e-7], dtype=np.float32), [0.5, 0.5 + 1e-7], [0.5, np.nan], [1.5, -0.5], [0.3, 0.3]]:
    for f in (lambda p: np.random.choice(2, 3, p=p), lambda p: np.random.default_rng(1).choice(2, 3, p=p)):
        try: print(f(p))
        except Exception as e: print(type(e).__name__, e)
