# C's integer rules in raw CUDA C kernels, not Python's: truncating / and %, unsigned wrap-around
# (threadIdx.x is unsigned), the usual arithmetic conversions, shifts, char/short promotion,
# narrowing assignments and (int) casts of negative floats.
import numpy as np
import pycuda.autoinit
import pycuda.driver as drv
from pycuda.compiler import SourceModule

mod = SourceModule(r'''
__global__ void divmod(const int *a, const int *b, int *q, int *r, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { q[i] = a[i] / b[i]; r[i] = a[i] % b[i]; }
}

__global__ void unsigned_index(int *flag) {
    if (threadIdx.x - 1 < 4) flag[threadIdx.x] = 1;      // thread 0: 0u - 1 is 4294967295
    else flag[threadIdx.x] = -1;
}

__global__ void rules(const int *v, long long *out) {
    int m7 = v[0], two = v[1];                              // -7 and 2
    out[0] = m7 / two;  out[1] = m7 % two;  out[2] = -m7 / -two;  out[3] = -m7 % -two;
    out[4] = threadIdx.x - 1;                                // unsigned: 4294967295
    int minus_one = -1; unsigned int one = 1;
    out[5] = minus_one < one;                                // -1 becomes 4294967295u: false
    out[6] = 1u << 31;  out[7] = -16 >> 2;  out[8] = 0xF0u >> 4;  out[9] = ~0u >> 28;
    char c = (char)200;  unsigned char uc = 250;  short s = 30000;
    out[10] = c;  out[11] = uc + 10;  out[12] = s + s;
    short s2 = s + s;  out[13] = s2;
    unsigned int big = 4294967295u;  out[14] = big + 1;
    int imax = 2147483647;  out[15] = (unsigned int)imax + 1u;  out[16] = (long long)imax + 1;
    out[17] = (int)(-2.7f);  out[18] = (int)(-0.5);  out[19] = (unsigned char)(-1);
    out[20] = (17 & -4) * 10000 + (17 | 6) * 100 + (17 ^ 5);
    unsigned int u = 3;  out[21] = (u - 5) / 2;
    out[22] = m7 * 2 + 1 - 13 % 8 * two;                     // -14 + 1 - (13 % 8) * 2 = -23
    unsigned int h = 2654435761u;  out[23] = h * 7u;
    char a = 100, b = 100;  out[24] = a * b / 100;
    out[25] = 7 / 2 * 3.0;  out[26] = (int)(7 / 2.0 * 3);
    long long big2 = 3000000000LL;  out[27] = (int)(big2 % 1000);  out[28] = m7 % two == -1;
    out[29] = (m7 >> 1) + (two << 3);
}
''')

rng = np.random.default_rng(73)
a = rng.integers(-1000, 1000, 512).astype(np.int32)
b = (rng.integers(1, 20, 512) * (2 * rng.integers(0, 2, 512) - 1)).astype(np.int32)
q = np.zeros_like(a)
r = np.zeros_like(a)
mod.get_function('divmod')(drv.In(a), drv.In(b), drv.Out(q), drv.Out(r), np.int32(512), block=(128, 1, 1), grid=(4, 1))
qt = np.sign(a) * np.sign(b) * (np.abs(a) // np.abs(b))
print('truncating /', np.array_equal(q, qt), 'remainder has the sign of a', np.array_equal(r, a - b * qt))
print('differs from Python // and %:', int(np.sum(q != a // b)), int(np.sum(r != a % b)))

flag = np.zeros(8, dtype=np.int32)
mod.get_function('unsigned_index')(drv.InOut(flag), block=(8, 1, 1))
print('threadIdx.x - 1 < 4:', flag.tolist())

out = np.zeros(30, dtype=np.int64)
mod.get_function('rules')(drv.In(np.array([-7, 2], dtype=np.int32)), drv.Out(out), block=(1, 1, 1), grid=(1, 1))
for k in range(0, 30, 6):
    print(out[k:k + 6].tolist())
