// Golden input: shared memory in CUDA C — a tree reduction over dynamic shared memory, a padded
// 2-D tile (transpose), a tiled matrix multiplication, and a warp-shuffle block sum.
#define TILE 32
#define MM 16

extern "C" __global__ void block_sums(const float *in, float *out, int n) {
    extern __shared__ float temp[];
    unsigned int t = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + t;
    temp[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) temp[t] += temp[t + s];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = temp[0];
}

__global__ void transpose(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x, y = blockIdx.y * TILE + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

__global__ void matmul(const float *A, const float *B, float *C, int n) {
    __shared__ float sA[MM][MM];
    __shared__ float sB[MM][MM];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * MM + ty, col = blockIdx.x * MM + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < n; k0 += MM) {
        sA[ty][tx] = (row < n && k0 + tx < n) ? A[row * n + k0 + tx] : 0.0f;
        sB[ty][tx] = (col < n && k0 + ty < n) ? B[(k0 + ty) * n + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < MM; ++k) acc += sA[ty][k] * sB[k][tx];
        __syncthreads();
    }
    if (row < n && col < n) C[row * n + col] = acc;
}

__device__ int warp_sum(int v) {
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

__global__ void warp_block_sum(const int *x, int *out, int n) {
    __shared__ int partial[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = warp_sum(i < n ? x[i] : 0);
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = warp_sum(lane < blockDim.x / 32 ? partial[lane] : 0);
        if (lane == 0) out[blockIdx.x] = v;
    }
}
