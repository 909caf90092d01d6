# Autoscaled limits, ticks and tick labels of a simple timing line plot.
import numpy as np
import matplotlib.pyplot as plt

sizes = np.arange(1, 11)
times = 0.5 * sizes ** 2 + 3.0
fig, ax = plt.subplots()
line, = ax.plot(sizes, times, label="kernel")
print(ax.get_xlim())
print(ax.get_ylim())
print(list(ax.get_xticks()))
print(list(ax.get_yticks()))
print([t.get_text() for t in ax.get_xticklabels()])
print([t.get_text() for t in ax.get_yticklabels()])
print(list(line.get_ydata()))
print(line.get_linestyle(), line.get_linewidth())
