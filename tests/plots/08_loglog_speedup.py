# Timings against problem size on log axes, as a course's speed-up plot.
import numpy as np
import matplotlib.pyplot as plt
n = np.array([1e3, 1e4, 1e5, 1e6, 1e7, 1e8])
cpu = n * 2e-9 + 1e-6
gpu = n * 2e-11 + 2e-5
fig, (a, b) = plt.subplots(1, 2, figsize=(10, 4))
a.loglog(n, cpu, 'o-', label='CPU')
a.loglog(n, gpu, 's-', label='GPU')
a.set_xlabel('elements')
a.set_ylabel('seconds')
a.legend()
a.grid(True)
b.semilogx(n, cpu / gpu, 'D-', color='C2')
b.axhline(1.0, color='k', linewidth=0.8)
b.set_xlabel('elements')
b.set_ylabel('speed-up')
fig.suptitle('GPU against CPU')
fig.savefig('out.png')
