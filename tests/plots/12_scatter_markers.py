# Marker shapes and sizes, with pcolormesh underneath.
import numpy as np
import matplotlib.pyplot as plt
z = np.arange(6)[:, None] + np.arange(8)[None, :]
fig, ax = plt.subplots()
ax.pcolormesh(z, cmap='Greys', vmin=0, vmax=20)
for k, m in enumerate(['o', 's', '^', 'v', 'D', '*', 'x', '+']):
    ax.scatter([k + 0.5], [3], marker=m, s=120, color=f'C{k}')
ax.set_xlim(0, 8)
ax.set_ylim(0, 6)
fig.savefig('out.png')
