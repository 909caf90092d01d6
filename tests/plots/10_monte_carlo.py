# Monte Carlo convergence: the running estimate of pi with its reference line.
import numpy as np
import matplotlib.pyplot as plt
rng = np.random.default_rng(3)
pts = rng.random((20000, 2))
inside = (pts ** 2).sum(axis=1) <= 1.0
n = np.arange(1, len(inside) + 1)
est = 4 * np.cumsum(inside) / n
plt.figure(figsize=(7, 4))
plt.semilogx(n, est, label='estimate')
plt.axhline(np.pi, color='r', linestyle='--', label='π')
plt.ylim(2.8, 3.6)
plt.xlabel('points drawn')
plt.ylabel('estimate of π')
plt.legend()
plt.savefig('out.png')
