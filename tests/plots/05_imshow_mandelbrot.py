# An image computed on a grid (a Mandelbrot set), with a colormap and a colorbar.
import numpy as np
import matplotlib.pyplot as plt
w, h, iters = 160, 120, 40
xs = np.linspace(-2.0, 1.0, w)
ys = np.linspace(-1.2, 1.2, h)
img = np.zeros((h, w))
for j in range(h):
    c = xs + 1j * ys[j]
    z = np.zeros(w, dtype=np.complex128)
    n = np.zeros(w)
    for k in range(iters):
        z = z * z + c
        n = n + (np.abs(z) <= 2)
    img[j] = n
plt.imshow(img, cmap='inferno', extent=(-2.0, 1.0, -1.2, 1.2), origin='lower')
plt.colorbar(label='iterations')
plt.title('Mandelbrot')
plt.savefig('out.png')
