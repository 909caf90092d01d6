# Heatmaps of a parameter sweep: pcolormesh and matshow limits, ticks and colorbar.
import numpy as np
import matplotlib.pyplot as plt

blocks = np.array([32.0, 64.0, 128.0, 256.0])
tiles = np.array([8.0, 16.0, 32.0])
gflops = np.arange(12.0).reshape(3, 4) * 10.0 + 100.0
fig, ax = plt.subplots()
pc = ax.pcolormesh(gflops, cmap="magma")
print(ax.get_xlim(), ax.get_ylim())
print(list(ax.get_xticks()))
cb = fig.colorbar(pc)
print(len(fig.axes))
fig2, ax2 = plt.subplots()
ax2.pcolormesh(np.arange(5.0), np.arange(4.0), gflops, shading="flat")
print(ax2.get_xlim(), ax2.get_ylim())
fig3, ax3 = plt.subplots()
ax3.matshow(gflops)
print(ax3.get_xlim(), ax3.get_ylim())
fig4, ax4 = plt.subplots()
im = ax4.imshow(gflops, extent=[blocks[0], blocks[-1], tiles[0], tiles[-1]], aspect="auto", origin="lower")
print(ax4.get_xlim(), ax4.get_ylim())
print([t.get_text() for t in ax4.get_xticklabels()])
