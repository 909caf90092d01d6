# imshow of a kernel-computed image: limits, ticks, extent and origin.
import numpy as np
import matplotlib.pyplot as plt

h, w = 48, 64
x = np.arange(w).reshape(1, w)
y = np.arange(h).reshape(h, 1)
img = np.sin(x / 8.0) * np.cos(y / 6.0)
fig, ax = plt.subplots()
im = ax.imshow(img, cmap="viridis")
print(ax.get_xlim())
print(ax.get_ylim())
print(list(ax.get_xticks()))
print(list(ax.get_yticks()))
print([t.get_text() for t in ax.get_yticklabels()])
print(type(im).__name__)
fig2, ax2 = plt.subplots()
ax2.imshow(img, origin="lower", extent=(0, 2, 0, 1.5))
print(ax2.get_xlim(), ax2.get_ylim())
print(list(ax2.get_xticks()))
fig3, ax3 = plt.subplots()
ax3.imshow(img, vmin=-0.5, vmax=0.5, aspect="auto")
print(ax3.get_ylim())
