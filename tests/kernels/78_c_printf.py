# printf from CUDA C kernels, from one thread only (the order of lines from many threads is the
# GPU's business): %d %i %u %ld %lld %5.2f %e %g %x %X %o %c %s widths, flags and %%.
import numpy as np
import cupy as cp

src = r'''
__device__ void report(int value) {
    printf("[%s] %d\n", "device function", value);
}

extern "C" __global__ void show(const int *data, const float *vals, int n) {
    __shared__ int total;
    if (threadIdx.x == 0) total = 0;
    __syncthreads();
    atomicAdd(&total, data[threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        printf("n=%d total=%i first=%d last=%d\n", n, total, data[0], data[n - 1]);
        printf("%5.2f|%-8.3f|%+.1f|%08.3f\n", vals[0], vals[1], vals[2], vals[3]);
        printf("%e %.2e %E\n", vals[0] * 1000.0f, 0.000123456, -6.02e23);
        printf("%g %g %g %g\n", 100000.0, 1000000.0, 0.0001, 0.00001);
        printf("%x %X %#x %o %u\n", 255, 48879, 4096, 8, threadIdx.x - 1);
        printf("%c%c%c %s %10s| %-6s|\n", 'G', 'P', 'U', "literal", "right", "left");
        printf("%5d|%-5d|%05d|%ld|%lld\n", 42, 42, 42, 123456789L, 9000000000LL);
        printf("100%% done, %d%% left\n", 0);
        report(n * 2);
    }
}
'''
show = cp.RawKernel(src, 'show')
rng = np.random.default_rng(78)
data = rng.integers(-20, 100, 64).astype(np.int32)
vals = np.array([3.14159, -2.5, 0.06, 7.0], dtype=np.float32)
show((2,), (64,), (cp.asarray(data), cp.asarray(vals), np.int32(64)))
cp.cuda.Device().synchronize()
print('host: total', int(data.sum()), 'first', int(data[0]), 'last', int(data[-1]))
