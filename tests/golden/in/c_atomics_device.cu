// Golden input: atomics and __device__ functions — a shared-memory histogram merged with
// atomicAdd, atomicMax/atomicMin/atomicSub/atomicExch, an atomicCAS retry loop, tickets from
// atomicAdd's old value, float atomicAdd; device functions returning values, returning early,
// taking pointers (global elements and a local array) and calling each other.
#define BINS 16

__global__ void histogram(const unsigned char *data, int n, int *bins) {
    __shared__ int local[BINS];
    if (threadIdx.x < BINS) local[threadIdx.x] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&local[data[i] / 16], 1);
    __syncthreads();
    if (threadIdx.x < BINS) atomicAdd(&bins[threadIdx.x], local[threadIdx.x]);
}

__device__ int atomic_add_capped(int *addr, int value, int cap) {
    int old = *addr, assumed;
    do {
        assumed = old;
        int next = assumed + value > cap ? cap : assumed + value;
        old = atomicCAS(addr, assumed, next);
    } while (assumed != old);
    return old;
}

__global__ void extremes(const int *v, const float *f, int n, int *mm, int *capped, float *total, int *ticket, int *order) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    atomicMax(&mm[0], v[i]);
    atomicMin(&mm[1], v[i]);
    atomicSub(&mm[2], 1);
    atomicExch(&mm[3], 7);
    atomic_add_capped(&capped[0], abs(v[i]) % 100, 100000);
    atomicAdd(total, f[i]);
    order[i] = atomicAdd(ticket, 1);
}

__device__ int gcd(int a, int b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a;
}

__device__ long long lcm(int a, int b) {
    if (a == 0 || b == 0) return 0;
    return (long long)(abs(a) / gcd(a, b)) * abs(b);
}

__device__ bool is_prime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

__device__ void sort2(int *x, int *y) {
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
    return sum_digits(digits, n);
}

__global__ void number_facts(int *a, int *b, long long *l, int *g, int *prime, int *ds, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    g[i] = gcd(a[i], b[i]);
    l[i] = lcm(a[i], b[i]);
    prime[i] = is_prime(abs(a[i])) ? 1 : 0;
    ds[i] = digit_sum(abs(a[i]));
    sort2(&a[i], &b[i]);
}
