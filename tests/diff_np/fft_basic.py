import numpy as np
from numpy.fft import fft, ifft, rfft, irfft, fftfreq, rfftfreq, fftshift, ifftshift

def show(x, d=8):
    x = np.asarray(x)
    print(repr(np.round(x, d) + 0), x.dtype, x.shape)

rng = np.random.default_rng(5)
for n in [1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 17]:
    x = rng.standard_normal(n)
    X = fft(x)
    show(X)
    print(np.allclose(ifft(X), x), np.allclose(irfft(rfft(x), n), x))
show(rfft(np.arange(8.0)))
show(rfft(np.arange(7.0)))
show(ifft([1, 2, 3, 4]))
show(fft([1, 2, 3, 4], n=6))
show(fft([1, 2, 3, 4], n=3))
show(fft(np.ones(4, dtype=np.int32)))
show(fft(np.arange(5), norm="ortho"))
show(fft(np.arange(5), norm="forward"))
show(ifft(np.arange(5), norm="forward"))
show(irfft([10, -2 + 2j, -2]))
show(irfft([10, -2 + 2j, -2], n=5))
show(irfft([10, -2 + 2j, -2], norm="ortho"))
print(fft(np.ones(4, np.float32)).dtype, rfft(np.ones(4, np.float32)).dtype, irfft(np.ones(3, np.complex64)).dtype)
show(fft(np.ones(4, np.float32)), 4)
m = rng.standard_normal((3, 4))
show(fft(m))
show(fft(m, axis=0))
show(np.fft.fft2(m))
show(np.fft.ifft2(np.fft.fft2(m)).real)
show(np.fft.fftn(rng.standard_normal((2, 3, 2))))
show(np.fft.fft2(m, s=(2, 2)))
show(rfft(m, axis=-1))
show(irfft(rfft(m), n=4))
z = rng.standard_normal(6) + 1j * rng.standard_normal(6)
show(fft(z))
show(ifft(z))
# a sine wave's spectrum, as in signal processing tutorials
fs = 64
t = np.arange(fs) / fs
sig = np.sin(2 * np.pi * 5 * t) + 0.5 * np.sin(2 * np.pi * 12 * t)
spec = np.abs(rfft(sig)) / (fs / 2)
freqs = rfftfreq(fs, d=1 / fs)
print(freqs[spec > 0.1], np.round(spec[spec > 0.1], 6))
show(fftfreq(8))
show(fftfreq(9, d=0.1))
show(fftfreq(1))
show(rfftfreq(8))
show(rfftfreq(9, 0.5))
print(fftfreq(4).dtype)
show(fftshift(fftfreq(8)))
show(fftshift(fftfreq(9)))
show(ifftshift(fftshift(fftfreq(9))))
show(fftshift(np.arange(12).reshape(3, 4)))
show(fftshift(np.arange(12).reshape(3, 4), axes=1))
show(ifftshift(np.arange(12).reshape(3, 4), axes=(0,)))
for bad in [lambda: fft([1, 2], n=0), lambda: fft([1, 2], norm="bad"), lambda: fft([1, 2], axis=1), lambda: fftfreq(4.0), lambda: irfft([1])]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
