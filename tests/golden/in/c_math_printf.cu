// Golden input: the math library (float functions, C++ float overloads, double sqrt, roundf's
// half-away-from-zero, integer min/max/abs) and printf from one thread with the common
// conversions, widths, flags and %%; pointer arithmetic on a parameter.
__global__ void float_math(const float *x, const float *y, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float a = x[i], b = y[i];
    float *row = out + i;
    row[0 * n] = sqrtf(fabsf(a));
    row[1 * n] = expf(a / 4.0f);
    row[2 * n] = sinf(a) + cosf(b);
    row[3 * n] = powf(fabsf(b), 1.5f);
    row[4 * n] = fminf(a, b) * fmaxf(a, b);
    row[5 * n] = floorf(a) + ceilf(b);
    row[6 * n] = roundf(a);
    *(row + 7 * n) = sqrt(fabs(b)) + exp(-fabs(a));
}

__global__ void exact(const float *halves, float *rounded, const double *d, double *droot, const int *p, const int *q, int *mn, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    rounded[i] = roundf(halves[i]);
    droot[i] = sqrt(d[i]) + fmod(d[i], 3.0);
    mn[2 * i] = min(p[i], q[i]);
    mn[2 * i + 1] = max(p[i], q[i]) - abs(p[i]);
}

__global__ void show(const int *data, const float *vals, int n) {
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
        printf("%c%c%c %s\n", 'G', 'P', 'U', "literal");
        printf("%5d|%-5d|%05d|%ld|%lld\n", 42, 42, 42, 123456789L, 9000000000LL);
        printf("100%% done, %d%% left\n", 0);
    }
}
