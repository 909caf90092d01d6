# Error messages of bad Axes calls: shapes, markers, format strings, images, ticks.
import numpy as np
import matplotlib.pyplot as plt

def attempt(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)

fig, ax = plt.subplots()
attempt(lambda: plt.figure(figsize=(-1, 2)))
attempt(lambda: ax.plot([1, 2], [3, 4], linestyle="wiggly"))
attempt(lambda: ax.plot([1, 2], [3, 4], marker="Q"))
attempt(lambda: ax.plot([1, 2], [3, 4], "--:"))
attempt(lambda: ax.plot([1, 2], [1, 2], "C"))
attempt(lambda: ax.scatter([1, 2], [3, 4, 5]))
attempt(lambda: ax.imshow(np.zeros(5)))
attempt(lambda: ax.imshow(np.zeros((2, 2, 5))))
attempt(lambda: plt.subplot(2, 2, 0))
attempt(lambda: plt.subplot(222, 1))
attempt(lambda: ax.plot(np.zeros((2, 3)), np.zeros((4, 3))))
attempt(lambda: plt.xticks([1, 2], ["a"]))
attempt(lambda: ax.hist([1, 2, 3], bins=-2))
attempt(lambda: ax.axhline(1, xmin=2))
print(len(fig.axes))
