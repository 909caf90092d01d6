# Legend entries: labels, underscore-hidden labels and label order.
import numpy as np
import matplotlib.pyplot as plt

x = np.linspace(0, 1, 20)
fig, ax = plt.subplots()
ax.plot(x, x, label="naive")
ax.plot(x, x ** 2, label="_hidden")
ax.plot(x, x ** 3)
ax.plot(x, np.sqrt(x), label="shared memory")
ax.scatter(x, x / 2, label="samples")
ax.legend()
print([t.get_text() for t in ax.get_legend().get_texts()])
h, l = ax.get_legend_handles_labels()
print(l, len(h))
fig2, ax2 = plt.subplots()
ax2.plot(x, x)
ax2.plot(x, 2 * x)
ax2.legend(["a", "b"], loc="upper left")
print([t.get_text() for t in ax2.get_legend().get_texts()])
fig3, ax3 = plt.subplots()
print(ax3.get_legend())
