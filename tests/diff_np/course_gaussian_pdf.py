import numpy as np
# float64 data: NumPy's SIMD float32 exp can differ from libm's by one ulp.
x = np.linspace(-3, 3, 11)
mean, sigma = 0.0, 1.0
pdf = np.exp(-0.5 * ((x - mean) / sigma) ** 2) / (sigma * np.sqrt(2 * np.pi))
print(pdf, pdf.dtype)
