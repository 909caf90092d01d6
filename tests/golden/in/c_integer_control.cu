// Golden input: C's integer rules and control flow — truncating / and %, unsigned threadIdx
// arithmetic, the usual arithmetic conversions, shifts, char/short promotion and narrowing,
// casts of negative floats; switch with fall-through, do-while with continue, ternary,
// short-circuit && guarding an index, nested loops with break.
__global__ void integer_rules(const int *v, long long *out) {
    int a = v[0], b = v[1];
    out[0] = a / b;
    out[1] = a % b;
    out[2] = threadIdx.x - 1;
    out[3] = a < 1u;
    out[4] = (a >> 1) + (b << 3);
    out[5] = 0xF0u >> 4;
    char c = (char)200;
    unsigned char uc = 250;
    short s = 30000;
    short narrowed = s + s;
    out[6] = c + uc + narrowed;
    unsigned int big = 4294967295u;
    out[7] = big + 1;
    out[8] = (long long)2147483647 + 1;
    out[9] = (int)(-2.7f) + (unsigned char)(-1);
    out[10] = (17 & -4) | (17 ^ 5);
    out[11] = ~0u >> 28;
}

__global__ void classify(const int *x, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int score = 0;
    switch (x[i] % 5) {
        case 0: score += 100;
        case 1: score += 10; break;
        case -1:
        case -2: score = -1; break;
        case 3: { int t = x[i] / 5; score = t > 0 ? t : -t; break; }
        default: score = 7;
    }
    out[i] = score;
}

__global__ void collatz(const int *start, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = start[i], odd = 0, steps = 0;
    do {
        steps++;
        if (v % 2 == 0) { v /= 2; continue; }
        odd++;
        v = 3 * v + 1;
    } while (v != 1 && steps < 1000);
    out[i] = odd * 1000 + steps;
}

__global__ void guarded_count(const float *a, int *count, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && a[i] > 0.0f) atomicAdd(count, 1);
    if (!(i >= n || a[i] <= 0.5f)) atomicAdd(count + 1, 1);
}

__global__ void first_pair(const int *m, int rows, int cols, int target, int *where) {
    int found = -1;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c + 1 < cols; c++) {
            if (m[r * cols + c] + m[r * cols + c + 1] == target) { found = r * cols + c; break; }
        }
        if (found >= 0) break;
    }
    int k = 0;
    while (true) {
        if (k >= 3) break;
        k++;
    }
    where[0] = found * 10 + k;
}
