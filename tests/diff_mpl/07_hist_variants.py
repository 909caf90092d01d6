# Histogram return values for cumulative, stepped, horizontal and ranged variants.
import numpy as np
import matplotlib.pyplot as plt

rng = np.random.default_rng(0)
d = rng.exponential(2.0, 500)
fig, axs = plt.subplots(2, 2)
n, e, p = axs[0, 0].hist(d, bins=8, cumulative=True)
print(n)
print(axs[0, 0].get_ylim())
n, e, p = axs[0, 1].hist(d, bins=8, histtype="stepfilled")
print(n, e[-1])
print(axs[0, 1].get_xlim())
n, e, p = axs[1, 0].hist(d, bins=6, orientation="horizontal")
print(n)
print(axs[1, 0].get_xlim())
n, e, p = axs[1, 1].hist(d, bins=4, range=(0, 10), rwidth=0.8)
print(n, e)
print(list(axs[1, 1].get_xticks()))
print(axs[1, 1].get_ylim())
print(len(fig.axes))
