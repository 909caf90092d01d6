# Text and annotations on a speed-up plot: data-coordinate text leaves the limits unchanged.
import numpy as np
import matplotlib.pyplot as plt

p = np.arange(1.0, 9.0)
amdahl = 1.0 / (0.1 + 0.9 / p)
fig, ax = plt.subplots()
ax.plot(p, amdahl, "o-")
before = (ax.get_xlim(), ax.get_ylim())
t = ax.text(2, 4, "serial 10%")
a = ax.annotate("peak", xy=(8, amdahl[-1]), xytext=(5, 2), arrowprops=dict(arrowstyle="->"))
t2 = ax.text(0.5, 0.95, "axes coords", transform=ax.transAxes, ha="center")
print((ax.get_xlim(), ax.get_ylim()) == before)
print(ax.get_xlim(), ax.get_ylim())
t3 = plt.text(20, 20, "far away")
print(ax.get_xlim())
print(round(float(amdahl[-1]), 6))
