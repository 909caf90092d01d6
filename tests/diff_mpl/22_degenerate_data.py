# Autoscaling with degenerate data: NaN/inf gaps, a single point, constant and boolean series.
import numpy as np
import matplotlib.pyplot as plt

def show(ax):
    print(ax.get_xlim(), ax.get_ylim())
    print([t.get_text() for t in ax.get_yticklabels()])

fig, axs = plt.subplots(2, 3)
axs[0, 0].plot([1, 2, 3], [1, np.nan, 10])
axs[0, 1].plot([1, 2, 3], [1, np.inf, 10])
axs[0, 2].plot([5.0], [3.0], "o")
axs[1, 0].plot([0.0, 1.0, 2.0], [0.0, 0.0, 0.0])
axs[1, 1].plot(np.array([True, False, True]))
axs[1, 2].plot(np.arange(5, dtype=np.int32), np.arange(5, dtype=np.float32) * 0.1)
for ax in axs.flat:
    show(ax)
print(list(axs[0, 2].get_xticks()))
fig, ax = plt.subplots()
lines = ax.plot([1, 2], [3, 4], "r-", [1, 2], [5, 6], "b--")
print(len(lines), [l.get_linestyle() for l in lines])
show(ax)
y = np.array([3.0, 1.0, 2.0])
l, = ax.plot(y)
print(list(l.get_xdata()))
