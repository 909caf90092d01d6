# Bars with categories and error bars, horizontal bars beside them.
import matplotlib.pyplot as plt
fig, (a, b) = plt.subplots(1, 2, figsize=(9, 4))
a.bar(['NumPy', 'Numba CPU', 'GPU'], [120.0, 35.0, 4.2], yerr=[8.0, 3.0, 0.5], color=['C0', 'C1', 'C2'])
a.set_ylabel('time (ms)')
a.set_title('Time per call')
b.barh([1, 2, 3, 4], [3, 1, 4, 1.5], color='C3')
b.set_xlabel('speed-up')
fig.savefig('out.png')
