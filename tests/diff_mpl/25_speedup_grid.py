# Speed-up study in a 2x2 grid: log scales, grids, repr of the figure, flattened axes.
import numpy as np
import matplotlib.pyplot as plt

sizes = 2.0 ** np.arange(8, 17)
cpu = 1e-7 * sizes * np.log2(sizes)
gpu = 5e-5 + 2e-9 * sizes
fig, axs = plt.subplots(2, 2, figsize=(10, 8))
print(repr(fig))
a0, a1, a2, a3 = axs.flatten()
a0.plot(sizes, cpu, label="cpu")
a0.plot(sizes, gpu, label="gpu")
a0.set_xscale("log")
a0.grid(True, which="both")
print(a0.get_xscale(), a0.get_yscale(), a0.get_ylim())
a1.semilogy(sizes, cpu / gpu)
print(a1.get_xlim(), list(a1.get_xticks()))
a2.bar(np.arange(len(sizes)), cpu / gpu)
print(a2.get_xlim(), a2.get_ylim())
a3.plot(np.log2(sizes), cpu / gpu, "s:")
a3.set_xlabel("log2(N)")
print(a3.get_xlim(), [t.get_text() for t in a3.get_xticklabels()])
print([ax.get_xscale() for ax in axs.ravel()])
print(len(fig.axes), fig)
plt.close(fig)
print(plt.get_fignums())
