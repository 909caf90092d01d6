# 2x3 grid with sharex/sharey: shared limits, per-axes titles, flat iteration.
import numpy as np
import matplotlib.pyplot as plt

fig, axs = plt.subplots(2, 3, sharex=True, sharey="row", figsize=(9, 5))
print(fig, axs.shape)
for i, ax in enumerate(axs.flat):
    x = np.arange(10 * (i + 1), dtype=float)
    ax.plot(x, x * (i + 1))
    ax.set_title(f"block {32 * 2 ** i}")
for ax in axs.flat:
    print(ax.get_title(), ax.get_xlim(), ax.get_ylim())
print([t.get_text() for t in axs[1, 0].get_xticklabels()])
print([t.get_text() for t in axs[1, 0].get_yticklabels()])
fig.suptitle("occupancy sweep")
fig2, axs2 = plt.subplots(3)
print(axs2.shape, len(fig2.axes))
fig3, ax3 = plt.subplots(1, 1)
print(type(ax3).__name__)
print(axs[1][2].get_title(), axs[-1, -1].get_title())
print([a.get_title() for a in axs[0]])
