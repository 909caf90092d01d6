# Bar chart of kernel timings: limits, tick positions and custom tick labels.
import numpy as np
import matplotlib.pyplot as plt

names = ["naive", "tiled", "shared", "cuBLAS"]
ms = np.array([12.5, 4.2, 2.9, 0.8])
fig, ax = plt.subplots()
bars = ax.bar(np.arange(4), ms, color="tab:blue")
print(bars)
print(ax.get_xlim())
print(ax.get_ylim())
ax.set_xticks(np.arange(4.0))
ax.set_xticklabels(names)
print(list(ax.get_xticks()))
print([t.get_text() for t in ax.get_xticklabels()])
print([t.get_text() for t in ax.get_yticklabels()])
ax.set_ylabel("time [ms]")
print(ax.get_ylabel())
fig2, ax2 = plt.subplots()
ax2.bar(names, ms)
print(ax2.get_xlim())
print([float(t) for t in ax2.get_xticks()])
print([t.get_text() for t in ax2.get_xticklabels()])
fig3, ax3 = plt.subplots()
ax3.barh(np.arange(4), ms, height=0.5)
print(ax3.get_xlim(), ax3.get_ylim())
print([t.get_text() for t in ax3.get_xticklabels()])
