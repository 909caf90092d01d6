import numpy as np
a = np.array([1.5 + 2j, -0.25 - 1e-3j, 3j, np.nan + 0j])
print(a)
print(repr(a))
print(repr(np.array([1e10 + 1j, 2 + 3j])), repr(np.complex64(1 + 2j)), np.complex128(-1.5j), a.real, a.imag)
b = np.arange(6).reshape(2, 3) * (1 + 1j)
print(b, abs(b[0, 1]), repr(b.sum()))
