# What ax.hist returns (counts, edges, container) for seeded normal samples.
import numpy as np
import matplotlib.pyplot as plt

rng = np.random.default_rng(0)
data = rng.normal(0.0, 1.0, 1000)
fig, ax = plt.subplots()
n, edges, patches = ax.hist(data, bins=10)
print(n)
print(edges)
print(type(n).__name__, n.dtype, len(edges))
print(patches)
print(int(n.sum()))
print(ax.get_xlim())
print(ax.get_ylim())
print(list(ax.get_yticks()))
n2, e2, _ = ax.hist(data, bins=5, range=(-2, 2))
print(n2, e2)
