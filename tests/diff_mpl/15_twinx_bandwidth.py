# twinx: time and bandwidth on two y axes sharing x; labels and limits of both axes.
import numpy as np
import matplotlib.pyplot as plt

n = np.array([1.0, 2.0, 4.0, 8.0, 16.0]) * 1e6
t = 0.02 + n * 4e-9
bw = 8 * n / t / 1e9
fig, ax1 = plt.subplots()
ax1.plot(n, t * 1e3, "b-o", label="time")
ax1.set_ylabel("time [ms]")
ax2 = ax1.twinx()
ax2.plot(n, bw, "r--s", label="bandwidth")
ax2.set_ylabel("GB/s")
print(len(fig.axes))
print(ax1.get_xlim(), ax2.get_xlim())
print(ax1.get_ylim())
print(ax2.get_ylim())
print([t.get_text() for t in ax1.get_xticklabels()])
print([t.get_text() for t in ax2.get_yticklabels()])
print(ax1.get_ylabel(), ax2.get_ylabel(), repr(ax2.get_xlabel()))
ax1.set_xlabel("elements")
print(ax1.get_xlabel())
