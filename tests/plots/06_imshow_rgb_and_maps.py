# An RGB image, and a gradient through four colormaps.
import numpy as np
import matplotlib.pyplot as plt
fig, axs = plt.subplots(2, 3, figsize=(9, 5))
rgb = np.zeros((8, 8, 3))
rgb[..., 0] = np.linspace(0, 1, 8)[None, :]
rgb[..., 2] = np.linspace(0, 1, 8)[:, None]
axs[0, 0].imshow(rgb)
axs[0, 0].set_title('RGB')
g = np.linspace(0, 1, 64).reshape(8, 8)
for ax, name in zip([axs[0, 1], axs[0, 2], axs[1, 0], axs[1, 1], axs[1, 2]], ['viridis', 'gray', 'jet', 'coolwarm', 'RdBu_r']):
    ax.imshow(g, cmap=name)
    ax.set_title(name)
    ax.axis('off')
fig.savefig('out.png')
