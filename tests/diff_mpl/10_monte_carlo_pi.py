# Monte Carlo estimate of pi converging: semilogx axes with a reference line.
import numpy as np
import matplotlib.pyplot as plt

np.random.seed(42)
n = 4000
x = np.random.rand(n)
y = np.random.rand(n)
hits = np.cumsum(x * x + y * y <= 1.0)
k = np.arange(1, n + 1)
est = 4.0 * hits / k
fig, ax = plt.subplots()
ax.semilogx(k, est, lw=1, label="estimate")
ax.axhline(np.pi, color="k", ls="--", label="pi")
print(ax.get_xscale(), ax.get_yscale())
print(np.round(ax.get_xlim(), 9))
print(ax.get_ylim())
print(list(ax.get_yticks()))
print([t.get_text() for t in ax.get_yticklabels()])
ax.legend(loc="lower right")
print([t.get_text() for t in ax.get_legend().get_texts()])
lines = ax.get_lines()
print(len(lines), [l.get_linestyle() for l in lines], [l.get_linewidth() for l in lines])
print(float(est[-1]))
