# A bar chart straight from a dict of timings: its keys and values views are the sequences.
import matplotlib.pyplot as plt

timings = {"numpy": 41.0, "numba cpu": 12.5, "cuda naive": 3.1, "cuda shared": 1.2}
fig, ax = plt.subplots()
bars = ax.bar(timings.keys(), timings.values())
print(len(bars), bars)
print([t.get_text() for t in ax.get_xticklabels()])
print(ax.get_xlim(), ax.get_ylim())
fastest = min(timings, key=timings.get)
print(fastest, max(timings.values()) / timings[fastest])
fig2, ax2 = plt.subplots()
line, = ax2.plot(list(timings.values()), "o-")
print(ax2.get_xlim())
