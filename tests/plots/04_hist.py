# Histograms: counts, density with a step outline, and the normal curve.
import numpy as np
import matplotlib.pyplot as plt
rng = np.random.default_rng(2)
data = rng.normal(0.0, 1.0, 5000)
fig, ax = plt.subplots()
ax.hist(data, bins=40, density=True, alpha=0.6, label='samples')
ax.hist(data, bins=40, density=True, histtype='step', color='k')
t = np.linspace(-4, 4, 200)
ax.plot(t, np.exp(-t * t / 2) / np.sqrt(2 * np.pi), 'r', label='N(0, 1)')
ax.legend()
ax.set_xlabel('value')
ax.set_ylabel('density')
fig.savefig('out.png')
