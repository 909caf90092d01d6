# Lines with format strings, markers, a legend and a grid.
import numpy as np
import matplotlib.pyplot as plt
x = np.linspace(0, 2 * np.pi, 50)
plt.figure()
plt.plot(x, np.sin(x), label='sin')
plt.plot(x, np.cos(x), 'r--', label='cos')
plt.plot(x[::5], np.sin(x[::5]) * 0.5, 'go', label='samples')
plt.plot(x, -np.sin(x) * 0.8, color='C4', linestyle=':', linewidth=2, label='dotted')
plt.title('Trigonometry')
plt.xlabel('x (radians)')
plt.ylabel('value')
plt.legend(loc='lower left')
plt.grid(True)
plt.savefig('out.png')
