# Error bars with caps, a shaded band and reference lines.
import numpy as np
import matplotlib.pyplot as plt
x = np.arange(1, 11)
y = np.sqrt(x)
fig, ax = plt.subplots()
ax.errorbar(x, y, yerr=0.2 * np.ones(10), fmt='s-', capsize=3, label='measured')
ax.fill_between(x, y - 0.4, y + 0.4, alpha=0.2, color='C1', label='band')
ax.axhline(2.0, color='k', linestyle='--', linewidth=1)
ax.axvline(5, color='gray', linestyle=':')
ax.text(6, 1.2, 'threshold', fontsize=12)
ax.annotate('peak', xy=(10, np.sqrt(10)), xytext=(7, 3.4), arrowprops=dict(arrowstyle='->'))
ax.legend(loc='upper left')
fig.savefig('out.png')
