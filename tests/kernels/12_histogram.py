# Seed 003: the histogram project, with atomics into global memory.
from numba import cuda
import numpy as np

@cuda.jit
def histogram(x, xmin, xmax, histogram_out):
    nbins = histogram_out.shape[0]
    bin_width = (xmax - xmin) / nbins
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, x.shape[0], stride):
        bin_number = np.int32((x[i] - xmin)/bin_width)
        if bin_number >= 0 and bin_number < histogram_out.shape[0]:
            cuda.atomic.add(histogram_out, bin_number, 1)

np.random.seed(12)
x = np.random.normal(size=5000, loc=0, scale=1).astype(np.float32)
xmin = np.float32(-4.0)
xmax = np.float32(4.0)
histogram_out = np.zeros(shape=10, dtype=np.int32)
histogram[16, 64](x, xmin, xmax, histogram_out)
print(histogram_out)
bin_width = (np.float64(xmax) - np.float64(xmin)) / 10
bins = ((x - xmin) / bin_width).astype(np.int32)
expected = np.array([np.sum(bins == k) for k in range(10)])
print(np.array_equal(histogram_out, expected), histogram_out.sum())
