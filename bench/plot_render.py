# Rendering speed of figures, one script for cudalab (`cudalab run bench/plot_render.py`) and for
# matplotlib (`python3 -c "import matplotlib; matplotlib.use('Agg'); exec(open('bench/plot_render.py').read())"`).
# Best of 5 savefig calls each, PNG (and SVG for the line), into a temporary folder.
import os
import tempfile
import time
import numpy as np
import matplotlib.pyplot as plt

out = tempfile.mkdtemp()


def best_ms(fig, name, reps=5):
    best = 1e9
    for _ in range(reps):
        t0 = time.perf_counter()
        fig.savefig(os.path.join(out, name))
        best = min(best, time.perf_counter() - t0)
    return best * 1e3


rng = np.random.default_rng(0)
fig, ax = plt.subplots()
ax.imshow(rng.random((1000, 1000)))
print("imshow_1000x1000_png_ms", round(best_ms(fig, "img.png"), 1))
fig, ax = plt.subplots()
x = np.linspace(0, 100, 100000)
ax.plot(x, np.sin(x) + rng.random(100000) * 0.1)
print("plot_100k_png_ms", round(best_ms(fig, "line.png"), 1))
print("plot_100k_svg_ms", round(best_ms(fig, "line.svg"), 1))
fig, ax = plt.subplots()
ax.scatter(rng.random(10000), rng.random(10000), c=rng.random(10000), s=5)
print("scatter_10k_png_ms", round(best_ms(fig, "sc.png"), 1))
fig, ax = plt.subplots()
ax.plot([1, 2, 3], [3, 1, 2])
print("small_plot_png_ms", round(best_ms(fig, "small.png"), 1))
