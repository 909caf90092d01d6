# Colour conversions, colormap metadata and rcParams defaults used in course notebooks.
import matplotlib
import matplotlib.pyplot as plt
import matplotlib.colors as mcolors

print(mcolors.to_hex("tab:orange"), mcolors.to_hex("C3"), mcolors.to_hex("navy"))
print(mcolors.to_rgb("C1"))
print(mcolors.to_rgb("0.25"))
print(mcolors.to_rgba("#12345678"))
print(mcolors.to_hex((0.1, 0.2, 0.3)))
for name in ["viridis", "jet", "gray", "coolwarm", "magma_r"]:
    cmap = plt.get_cmap(name)
    print(cmap.name, cmap.N)
print(plt.rcParams["figure.figsize"], matplotlib.rcParams["figure.dpi"])
print(plt.rcParams["lines.linewidth"], plt.rcParams["axes.grid"])
plt.rcParams["figure.figsize"] = (4.0, 2.5)
fig = plt.figure()
print(fig)
def attempt(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
attempt(lambda: mcolors.to_rgb("blurple"))
attempt(lambda: mcolors.to_rgba("#12345"))
