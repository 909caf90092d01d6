# Tick locations and labels (offsets, tiny and huge ranges) for autoscaled timing data.
import matplotlib.pyplot as plt

cases = [(0, 1e-3), (0, 2.5e-5), (1e6, 1e6 + 10), (0, 5e6), (-3, 7),
         (100, 101), (0.001, 0.0012), (0, 1e10), (-1e-7, 1e-7), (12345, 12350), (0, 360)]
for lo, hi in cases:
    fig, ax = plt.subplots()
    ax.plot([lo, hi], [hi, lo])
    print(ax.get_xlim())
    print(list(ax.get_xticks()))
    print([t.get_text() for t in ax.get_xticklabels()])
    print([t.get_text() for t in ax.get_yticklabels()])
    plt.close(fig)
print(plt.get_fignums())
