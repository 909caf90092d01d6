# Titles and axis labels: set_title, ax.set(), pyplot wrappers and returned Text reprs.
import numpy as np
import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot(np.arange(4.0))
t = ax.set_title("matmul 1024x1024", fontsize=10)
print(t, t.get_text())
print(repr(ax.get_title()))
xl = ax.set_xlabel("threads per block")
print(xl.get_text(), ax.get_xlabel())
ax.set(xlabel="N", ylabel="GFLOP/s", title="roofline", xlim=(0, 5))
print(ax.get_xlabel(), ax.get_ylabel(), ax.get_title(), ax.get_xlim())
plt.title("via pyplot")
plt.xlabel("x [s]")
plt.ylabel("y [$\\mu$s]")
print(ax.get_title(), ax.get_xlabel(), ax.get_ylabel())
print(plt.title("again").get_text())
ax.set_title("")
print(repr(ax.get_title()))
print(ax.set_xscale("log"), ax.get_xscale())
ax.set_xscale("linear")
print(ax.get_xscale(), ax.get_xlim())
