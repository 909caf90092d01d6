// The suite's streaming kernels written by hand in CUDA C, as a CUDA programmer would (const
// __restrict__ inputs, no bounds checks beyond the size test), with the sizes and launch shapes of
// bench/kernels/{vector_add,saxpy,transpose_naive,nb_clip,nb_multiply_2d}.py: the ceiling
// cudalab's generated code is measured against (bench/cuda/streaming_vs_cuda_c.py).
// GPU time by events, best of 3 rounds of REPS launches after one warm-up launch.
// Build: nvcc -O3 -arch=native streaming.cu -o streaming. Prints `name_ms value` lines.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void vector_add(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, long long n) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void saxpy(float alpha, const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = alpha * x[i] + y[i];
}

__global__ void transpose_naive(const float* __restrict__ a, float* __restrict__ out, int n) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (y < n && x < n) out[(long long)x * n + y] = a[(long long)y * n + x];
}

__global__ void clip(const double* __restrict__ x, double lo, double hi, double* __restrict__ out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        double v = x[i];
        out[i] = v < lo ? lo : (v > hi ? hi : v);
    }
}

__global__ void multiply_2d(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ z, int rows, int cols) {
    int tx = blockIdx.x * blockDim.x + threadIdx.x, ty = blockIdx.y * blockDim.y + threadIdx.y;
    int sx = gridDim.x * blockDim.x, sy = gridDim.y * blockDim.y;
    for (int i = ty; i < rows; i += sy)
        for (int j = tx; j < cols; j += sx) z[(long long)i * cols + j] = x[(long long)i * cols + j] * y[(long long)i * cols + j];
}

template <typename F> static float best_ms(F launch, int reps) {
    cudaEvent_t s, e;
    cudaEventCreate(&s);
    cudaEventCreate(&e);
    launch();
    cudaDeviceSynchronize();
    float best = 1e30f, ms;
    for (int k = 0; k < 3; k++) {
        cudaEventRecord(s);
        for (int r = 0; r < reps; r++) launch();
        cudaEventRecord(e);
        cudaEventSynchronize(e);
        cudaEventElapsedTime(&ms, s, e);
        if (ms / reps < best) best = ms / reps;
    }
    return best;
}

int main(int argc, char** argv) {
    int reps = argc > 1 ? atoi(argv[1]) : 20;
    long long n = 1ll << 26;
    float *a, *b, *c;
    cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4); cudaMalloc(&c, n * 4);
    cudaMemset(a, 0x3f, n * 4); cudaMemset(b, 0x3e, n * 4);  // 0.75f and 0.19f everywhere
    int blocks = (int)((n + 255) / 256);
    printf("vector_add_ms %.4f\n", best_ms([&] { vector_add<<<blocks, 256>>>(a, b, c, n); }, reps));
    int sblocks = (int)((n + 256 * 4 - 1) / (256 * 4));
    printf("saxpy_ms %.4f\n", best_ms([&] { saxpy<<<sblocks, 256>>>(1.5f, a, b, c, n); }, reps));
    int t = 8192;
    dim3 tgrid((t + 31) / 32, (t + 7) / 8), tblock(32, 8);
    printf("transpose_naive_ms %.4f\n", best_ms([&] { transpose_naive<<<tgrid, tblock>>>(a, c, t); }, reps));
    long long m = 1ll << 24;
    printf("clip_ms %.4f\n", best_ms([&] { clip<<<64, 128>>>((const double*)a, -1.0, 1.0, (double*)c, m); }, reps));
    printf("multiply_2d_ms %.4f\n", best_ms([&] { multiply_2d<<<dim3(16, 16), dim3(16, 16)>>>(a, b, c, t, t); }, reps));
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) { printf("error %s\n", cudaGetErrorString(err)); return 1; }
    return 0;
}
