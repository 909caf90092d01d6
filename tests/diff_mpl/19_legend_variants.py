# Legend variants: handles+labels, loc codes, ncol/title, set_label and mixed artists.
import numpy as np
import matplotlib.pyplot as plt

x = np.linspace(0, 1, 11)
fig, ax = plt.subplots()
l1, = ax.plot(x, x)
l2, = ax.plot(x, x ** 2)
ax.legend([l2, l1], ["square", "linear"], loc=2, ncol=2, title="fits")
print([t.get_text() for t in ax.get_legend().get_texts()])
fig, ax = plt.subplots()
for k, name in zip([1, 2, 4], ["1 SM", "2 SM", "4 SM"]):
    ax.plot(x, k * x, label=name)
ax.legend(loc="center right", fontsize="small")
print([t.get_text() for t in ax.get_legend().get_texts()])
fig, ax = plt.subplots()
l, = ax.plot(x, x)
l.set_label("renamed")
ax.fill_between(x, x, 0, label="area")
ax.axhline(0.5, label="threshold")
ax.bar([1, 2], [3, 4], label="bars")
plt.legend(frameon=False)
print([t.get_text() for t in ax.get_legend().get_texts()])
print(l.get_label())
h, labels = ax.get_legend_handles_labels()
print(labels)
