# A 2x2 grid sharing x, with titles and limits.
import numpy as np
import matplotlib.pyplot as plt
t = np.linspace(0, 1, 100)
fig, axs = plt.subplots(2, 2, sharex=True)
for k, ax in enumerate(axs.flat):
    ax.plot(t, np.sin(2 * np.pi * (k + 1) * t), color=f'C{k}')
    ax.set_title(f'f = {k + 1}')
axs[1, 0].set_xlabel('time (s)')
axs[1, 1].set_xlabel('time (s)')
axs[0, 0].set_ylim(-1.5, 1.5)
plt.tight_layout()
fig.savefig('out.png')
