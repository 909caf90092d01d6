import numpy as np

a = np.array([1 + 2j, -3.5 + 0.5j, 0j, 2 - 1j])
b = a.astype(np.complex64)
for x in (a, b, a.reshape(2, 2)):
    print(np.real(x), np.imag(x), x.dtype)
    print(np.conj(x), np.conjugate(x), x.conj(), x.conjugate())
    if x.dtype == np.complex64:
        # float32 atan2 differs by an ulp between NumPy's SIMD (AVX-512) and libm loops
        print(np.angle(x).dtype, np.allclose(np.angle(x), np.angle(a), atol=1e-6), np.angle(x, deg=True).dtype)
    else:
        print(np.angle(x), np.angle(x, deg=True))
print(np.real(3.5), np.imag(2.0), np.conj(2 + 3j), np.angle(1j), np.angle(-1.0))
print(np.iscomplexobj(a), np.iscomplexobj([1.0]), np.iscomplexobj(1j), np.iscomplexobj(np.arange(3)))
print(np.angle(np.arange(3)), np.conj(np.arange(3)))
print(np.round(a * 1.2345, 2), b.round(1))
