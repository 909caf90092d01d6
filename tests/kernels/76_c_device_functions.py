# __device__ functions in CUDA C: return values, early returns, pointer parameters (into global
# memory and into a local array), functions calling functions, a bool result.
import math
import numpy as np
import cupy as cp

kernels = cp.RawModule(code=r'''
__device__ int gcd(int a, int b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a;
}

__device__ long long lcm(int a, int b) {
    if (a == 0 || b == 0) return 0;          // early return
    return (long long)(abs(a) / gcd(a, b)) * abs(b);
}

__device__ bool is_prime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

__device__ void sort2(int *x, int *y) {      // pointers to two elements, swapped in place
    if (*x > *y) { int t = *x; *x = *y; *y = t; }
}

__device__ int sum_digits(int *digits, int n) {
    int s = 0;
    for (int k = 0; k < n; k++) s += digits[k];
    return s;
}

__device__ int digit_sum(int v) {
    int digits[10];
    int n = 0;
    do { digits[n++] = v % 10; v /= 10; } while (v > 0);
    return sum_digits(digits, n);           // a local array passed as a pointer
}

extern "C" __global__ void number_facts(int *a, int *b, long long *l, int *g, int *prime, int *ds, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    g[i] = gcd(a[i], b[i]);
    l[i] = lcm(a[i], b[i]);
    prime[i] = is_prime(a[i] < 0 ? -a[i] : a[i]) ? 1 : 0;
    ds[i] = digit_sum(a[i] < 0 ? -a[i] : a[i]);
    sort2(&a[i], &b[i]);
}
''')
rng = np.random.default_rng(76)
n = 500
a = rng.integers(-2000, 2000, n).astype(np.int32)
b = rng.integers(-300, 300, n).astype(np.int32)
a[:3] = [0, 12, 97]
b[:3] = [5, 0, 97]
da, db = cp.asarray(a), cp.asarray(b)
l = cp.zeros(n, dtype=cp.int64)
g, prime, ds = cp.zeros(n, dtype=cp.int32), cp.zeros(n, dtype=cp.int32), cp.zeros(n, dtype=cp.int32)
kernels.get_function('number_facts')((4,), (128,), (da, db, l, g, prime, ds, np.int32(n)))

ga = [math.gcd(int(x), int(y)) for x, y in zip(a, b)]
la = [0 if x == 0 or y == 0 else abs(int(x) * int(y)) // math.gcd(int(x), int(y)) for x, y in zip(a, b)]
pa = [int(abs(int(x)) >= 2 and all(abs(int(x)) % d for d in range(2, math.isqrt(abs(int(x))) + 1))) for x in a]
sa = [sum(int(c) for c in str(abs(int(x)))) for x in a]
print('gcd', cp.asnumpy(g)[:5].tolist(), cp.asnumpy(g).tolist() == ga)
print('lcm', cp.asnumpy(l)[:5].tolist(), cp.asnumpy(l).tolist() == la)
print('primes', int(prime.sum()), cp.asnumpy(prime).tolist() == pa)
print('digit sums', cp.asnumpy(ds)[:5].tolist(), cp.asnumpy(ds).tolist() == sa)
print('sorted pairs', np.array_equal(cp.asnumpy(da), np.minimum(a, b)), np.array_equal(cp.asnumpy(db), np.maximum(a, b)))

try:   # n says 501 but the arrays hold 500: thread 500 reads past the end
    kernels.get_function('number_facts')((4,), (128,), (da, db, l, g, prime, ds, np.int32(501)))
    cp.cuda.Device().synchronize()   # on a GPU the fault is found here, when the kernel has run
except IndexError as e:
    print(type(e).__name__ + ':', str(e).splitlines()[0])
    print(str(e).splitlines()[1].split(':')[0])
