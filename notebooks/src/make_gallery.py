"""The plotting gallery notebook: one cell per program of tests/plots (the programs whose
pictures tests/plot_gallery.rs compares with their references), without the savefig line, so
each figure shows in the cell as the inline backend shows it."""
import glob
import os
from nbgen import Notebook

here = os.path.dirname(os.path.abspath(__file__))
nb = Notebook("gallery")
nb.md("""
# Plotting with matplotlib

`import matplotlib.pyplot as plt` works as in any notebook: a figure drawn in a cell is shown when
the cell ends (or at `plt.show()`), `fig.savefig('name.png')` or `'.svg'` writes a file, and
`%config InlineBackend.figure_format = 'svg'` switches the cells to SVG. The pictures are cudalab's
own rendering with matplotlib's default look (DejaVu Sans, the `tab10` colours, matplotlib's tick
placement). Each cell below is one of the programs in `tests/plots/`.
""")
for path in sorted(glob.glob(os.path.join(here, "..", "..", "tests", "plots", "*.py"))):
    lines = open(path).read().splitlines()
    title = lines[0].lstrip("# ").strip()
    body = "\n".join(l for l in lines[1:] if "savefig('out.png')" not in l)
    nb.md("## " + title)
    nb.code(body)
nb.write("12-plotting-gallery.ipynb")
