# Seed 001: device functions, including one returning a tuple.
from numba import cuda
import numpy as np
import math

@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    x = rho * math.cos(theta)
    y = rho * math.sin(theta)
    return x, y

@cuda.jit(device=True)
def clamp(v, lo=0.0, hi=1.0):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v

@cuda.jit
def polar_distance(rho1, theta1, rho2, theta2, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        x1, y1 = polar_to_cartesian(rho1[i], theta1[i])
        x2, y2 = polar_to_cartesian(rho2[i], theta2[i])
        out[i] = clamp(((x1 - x2)**2 + (y1 - y2)**2)**0.5, hi=4.0)

n = 8
rho1 = np.linspace(0.5, 2.0, n)
theta1 = np.linspace(0.0, 3.0, n)
rho2 = np.linspace(1.0, 1.5, n)
theta2 = np.linspace(1.0, 2.0, n)
out = np.zeros(n)
polar_distance[1, 32](rho1, theta1, rho2, theta2, out)
x1, y1 = rho1 * np.cos(theta1), rho1 * np.sin(theta1)
x2, y2 = rho2 * np.cos(theta2), rho2 * np.sin(theta2)
print(np.allclose(out, np.minimum(np.sqrt((x1 - x2)**2 + (y1 - y2)**2), 4.0)))
print(np.round(out, 6))
