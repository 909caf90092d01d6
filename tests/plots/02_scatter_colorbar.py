# A scatter plot coloured through a colormap, with its colorbar.
import numpy as np
import matplotlib.pyplot as plt
rng = np.random.default_rng(1)
x = rng.random(200)
y = rng.random(200)
fig, ax = plt.subplots()
sc = ax.scatter(x, y, c=x + y, s=20 + 80 * x, cmap='plasma', alpha=0.8)
fig.colorbar(sc, ax=ax, label='x + y')
ax.set_title('scatter')
fig.savefig('out.png')
