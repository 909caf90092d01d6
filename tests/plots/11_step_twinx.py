# A staircase and a second y axis.
import numpy as np
import matplotlib.pyplot as plt
x = np.arange(10)
fig, ax = plt.subplots()
ax.step(x, x % 4, where='post', label='state')
ax.set_ylabel('state')
ax2 = ax.twinx()
ax2.plot(x, x ** 2, 'C1o-')
ax2.set_ylabel('x squared')
ax.set_xticks([0, 3, 6, 9])
ax.set_xticklabels(['start', 'a', 'b', 'end'])
fig.savefig('out.png')
