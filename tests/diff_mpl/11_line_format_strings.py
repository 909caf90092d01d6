# Line style, width, marker and label parsed from format strings and keywords.
import numpy as np
import matplotlib.pyplot as plt

x = np.linspace(0.0, 2.0, 5)
fig, ax = plt.subplots()
specs = ["r--", "o-", ":", "k-.", "x", "g^:", "C2s--", "-"]
for s in specs:
    l, = ax.plot(x, x, s)
    print(repr(s), l.get_linestyle(), l.get_marker(), l.get_linewidth())
l, = ax.plot(x, x, linestyle="dashed", linewidth=2.5, marker="o", label="k1")
print(l.get_linestyle(), l.get_linewidth(), l.get_marker(), l.get_label())
l, = ax.plot(x, x, ls="dotted", lw=0.5)
print(l.get_linestyle(), l.get_linewidth())
l, = ax.plot(x, x, ls="None", marker=".")
print(l.get_linestyle(), l.get_marker())
l, = ax.step(x, x ** 2, where="mid")
print(l.get_linestyle(), l.get_linewidth())
lines = ax.plot(x, np.vstack([x, 2 * x, 3 * x]).T)
print(len(lines), list(lines[2].get_ydata()))
print(ax.get_xlim(), ax.get_ylim())
