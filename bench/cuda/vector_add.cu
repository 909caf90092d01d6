// The seed's vector add written by hand in CUDA C (one element per thread), timed with events,
// beside a device-to-device copy of the same bytes: the ceiling for a streaming kernel.
// Build: nvcc -O3 -arch=native vector_add.cu -o vector_add. Prints `name value unit` lines.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void vector_add(const float* a, const float* b, float* c, long long n) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// The same with a bounds check of each access against the array size (as cudalab emits).
__global__ void vector_add_checked(const float* a, const float* b, float* c, long long n, int* fault) {
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        if ((unsigned long long)i >= (unsigned long long)n) { atomicExch(fault, 1); return; }
        c[i] = a[i] + b[i];
    }
}

int main(int argc, char** argv) {
    long long n = 64ll * 1024 * 1024;
    int reps = argc > 1 ? atoi(argv[1]) : 20;
    float *a, *b, *c;
    int* fault;
    cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4); cudaMalloc(&c, n * 4); cudaMalloc(&fault, 4);
    cudaMemset(a, 0, n * 4); cudaMemset(b, 0, n * 4);
    cudaEvent_t s, e;
    cudaEventCreate(&s); cudaEventCreate(&e);
    int blocks = (int)((n + 255) / 256);
    float best = 1e30f, ms;
    for (int k = 0; k < 3; k++) {
        vector_add<<<blocks, 256>>>(a, b, c, n);
        cudaEventRecord(s);
        for (int r = 0; r < reps; r++) vector_add<<<blocks, 256>>>(a, b, c, n);
        cudaEventRecord(e); cudaEventSynchronize(e); cudaEventElapsedTime(&ms, s, e);
        if (ms < best) best = ms;
    }
    printf("cuda_c_vector_add_GBs %.3f GB/s\n", 12.0 * n / (best / reps * 1e-3) / 1e9);
    best = 1e30f;
    for (int k = 0; k < 3; k++) {
        cudaEventRecord(s);
        for (int r = 0; r < reps; r++) vector_add_checked<<<blocks, 256>>>(a, b, c, n, fault);
        cudaEventRecord(e); cudaEventSynchronize(e); cudaEventElapsedTime(&ms, s, e);
        if (ms < best) best = ms;
    }
    printf("cuda_c_vector_add_checked_GBs %.3f GB/s\n", 12.0 * n / (best / reps * 1e-3) / 1e9);
    best = 1e30f;
    for (int k = 0; k < 3; k++) {
        cudaEventRecord(s);
        for (int r = 0; r < reps; r++) cudaMemcpy(c, a, n * 4, cudaMemcpyDeviceToDevice);
        cudaEventRecord(e); cudaEventSynchronize(e); cudaEventElapsedTime(&ms, s, e);
        if (ms < best) best = ms;
    }
    printf("d2d_copy_GBs %.3f GB/s\n", 8.0 * n / (best / reps * 1e-3) / 1e9);
    return 0;
}
