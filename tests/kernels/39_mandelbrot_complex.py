# Issue 19, tutorial style: the Mandelbrot set with complex numbers in the kernel (z = z*z + c,
# abs(z) as the escape test), a complex128 input grid and a complex64 one, a device function
# taking and returning complex values, and complex arithmetic checked against NumPy.
import cmath

import numpy as np
from numba import cuda, complex64


@cuda.jit(device=True)
def escape_time(c, max_iter):
    z = 0j
    for n in range(max_iter):
        z = z * z + c
        if abs(z) > 2.0:
            return n
    return max_iter


@cuda.jit
def mandelbrot(x0, y0, dx, dy, image, max_iter):
    row, col = cuda.grid(2)
    if row < image.shape[0] and col < image.shape[1]:
        c = complex(x0 + col * dx, y0 + row * dy)
        image[row, col] = escape_time(c, max_iter)


@cuda.jit
def mandelbrot_grid(points, counts, max_iter):
    i = cuda.grid(1)
    if i < points.size:
        counts[i] = escape_time(points[i], max_iter)


@cuda.jit
def complex_ops(a, b, out):
    i = cuda.grid(1)
    if i < a.size:
        x, y = a[i], b[i]
        out[i, 0] = x + y
        out[i, 1] = x - y * 2
        out[i, 2] = x * y
        out[i, 3] = x / y
        out[i, 4] = x.conjugate() * 1j + abs(y)
        out[i, 5] = -x + (x == y) + x ** 2
        out[i, 6] = complex(x.imag, x.real)


@cuda.jit
def rotate(z, angle_cos, angle_sin):
    i = cuda.grid(1)
    if i < z.size:
        z[i] = z[i] * complex64(complex(angle_cos, angle_sin))


@cuda.jit
def cmath_ops(z, out, phase):
    i = cuda.grid(1)
    if i < z.size:
        w = z[i]
        out[i, 0] = cmath.exp(w)
        out[i, 1] = cmath.sqrt(w)
        out[i, 2] = cmath.log(w)
        r, p = cmath.polar(w)
        out[i, 3] = cmath.rect(r, p)
        phase[i] = cmath.phase(w)


height, width, max_iter = 24, 64, 60
image = np.zeros((height, width), dtype=np.int32)
x0, y0, dx, dy = -2.5, -1.5, 1 / 16, 1 / 8   # exact binary fractions: the same c on CPU and GPU
mandelbrot[(2, 4), (16, 16)](x0, y0, dx, dy, image, max_iter)
for row in image[::3]:
    print("".join("#" if v == max_iter else "+" if v > 8 else "." for v in row))


def escape_ref(c):
    z = 0j
    for n in range(max_iter):
        z = z * z + c
        if abs(z) > 2.0:
            return n
    return max_iter


ref = np.array([[escape_ref(complex(x0 + j * dx, y0 + i * dy)) for j in range(width)] for i in range(height)])
print("same as Python (all but rounding-sensitive points):", (image != ref).mean() < 0.01)

np.random.seed(39)
pts = (np.random.uniform(-2, 1, 500) + 1j * np.random.uniform(-1.5, 1.5, 500)).astype(np.complex128)
counts = np.zeros(500, dtype=np.int32)
mandelbrot_grid[4, 128](pts, counts, max_iter)
print("complex128 grid:", (counts != [escape_ref(p) for p in pts]).mean() < 0.01)

a = np.random.randn(64) + 1j * np.random.randn(64)
b = np.random.randn(64) + 1j * np.random.randn(64)
b[0] = a[0]
out = np.zeros((64, 7), dtype=np.complex128)
complex_ops[1, 64](a, b, out)
expect = np.stack([a + b, a - b * 2, a * b, a / b, (a.real - 1j * a.imag) * 1j + abs(b), -a + (a == b) + a ** 2, a.imag + 1j * a.real], axis=1)
print("complex ops match NumPy:", np.allclose(out, expect, rtol=1e-13, atol=1e-13))
print(np.round(out[0, 5], 9), out.dtype)

t = np.linspace(0, np.pi, 8)
z = (np.cos(t) + 1j * np.sin(t)).astype(np.complex64)
d_z = cuda.to_device(z)
rotate[1, 32](d_z, np.cos(np.pi / 2), np.sin(np.pi / 2))
r = d_z.copy_to_host()
print(r.dtype, np.allclose(r, z * 1j, atol=1e-6))

w = np.random.randn(40) + 1j * np.random.randn(40)
cm = np.zeros((40, 4), dtype=np.complex128)
ph = np.zeros(40)
cmath_ops[1, 64](w, cm, ph)
ref = np.array([[cmath.exp(v), cmath.sqrt(v), cmath.log(v), v] for v in w])
print("cmath matches:", np.allclose(cm, ref, rtol=1e-12, atol=1e-12), np.allclose(ph, [cmath.phase(v) for v in w], rtol=1e-12))


@cuda.jit
def shift(z, by):
    i = cuda.grid(1)
    if i < z.size:
        z[i] += by


zs = np.arange(4) * (1 + 1j)
shift[1, 32](zs, 0.5 - 0.25j)
shift[1, 32](zs, np.complex64(1j))
print(zs, shift.signatures)
