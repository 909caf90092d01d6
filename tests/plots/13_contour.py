# Contour lines and filled contours of a function on a grid, with a colorbar.
import numpy as np
import matplotlib.pyplot as plt
x = np.linspace(-3, 3, 60)
y = np.linspace(-2, 2, 40)
X, Y = np.meshgrid(x, y)
Z = np.exp(-X**2 - Y**2) - 0.7 * np.exp(-(X - 1.5)**2 - (Y - 0.5)**2 * 2)
fig, (a, b) = plt.subplots(1, 2, figsize=(10, 4))
cs = a.contour(X, Y, Z)
a.set_title('contour')
cf = b.contourf(X, Y, Z, levels=10, cmap='RdBu_r')
fig.colorbar(cf, ax=b)
b.set_title('contourf')
fig.savefig('out.png')
