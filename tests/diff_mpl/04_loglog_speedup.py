# Speed-up vs problem size on log-log axes: scales and limits.
import numpy as np
import matplotlib.pyplot as plt

n = 2 ** np.arange(10, 21)
cpu = n * 1e-6
gpu = 1e-4 + n * 1e-8
fig, ax = plt.subplots()
ax.loglog(n, cpu / gpu, "o-", label="speed-up")
print(ax.get_xscale(), ax.get_yscale())
print(np.round(ax.get_xlim(), 6))
print(np.round(ax.get_ylim(), 6))
ax.set_xlabel("N")
ax.set_ylabel("speed-up")
ax.set_title("GPU vs CPU")
print(ax.get_xlabel(), ax.get_ylabel(), ax.get_title())
fig2, ax2 = plt.subplots()
ax2.semilogy(np.arange(5), 10.0 ** np.arange(5))
print(ax2.get_xscale(), ax2.get_yscale())
print(ax2.get_xlim())
print(np.round(ax2.get_ylim(), 6))
print(list(ax2.get_xticks()))
