# Control flow in CUDA C kernels: switch with fall-through and default, do-while with continue,
# the ternary operator, && guarding an index, nested loops with break, each checked in Python.
import numpy as np
import cupy as cp

mod = cp.RawModule(code=r'''
extern "C" __global__ void classify(const int *x, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int score = 0;
    switch (x[i] % 5) {
        case 0: score += 100;          // falls through
        case 1: score += 10; break;
        case -1:
        case -2: score = -1; break;
        case 3: { int t = x[i] / 5; score = t > 0 ? t : -t; break; }
        default: score = 7;
    }
    out[i] = score;
}

extern "C" __global__ void collatz_odd_steps(const int *start, int *out, int n) {
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

extern "C" __global__ void guarded(const float *a, int *count, int n) {
    // i < n is checked first: a[i] is never read past the end (the grid has more threads).
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && a[i] > 0.0f) atomicAdd(count, 1);
    int j = (i < n) ? i : n - 1;
    if (!(i >= n || a[j] <= 0.5f)) atomicAdd(count + 1, 1);
}

extern "C" __global__ void first_pair(const int *m, int rows, int cols, int target, int *where) {
    // One thread: the first (r, c) with m[r][c] + m[r][c+1] == target, breaking out of both loops.
    int found = -1;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c + 1 < cols; c++) {
            if (m[r * cols + c] + m[r * cols + c + 1] == target) { found = r * cols + c; break; }
        }
        if (found >= 0) break;
    }
    where[0] = found;
}
''')
rng = np.random.default_rng(74)
x = rng.integers(-50, 50, 300).astype(np.int32)
out = cp.zeros(300, dtype=cp.int32)
mod.get_function('classify')((3,), (128,), (cp.asarray(x), out, np.int32(300)))
def classify(v):
    v = int(v)
    r = v - 5 * int(v / 5)                      # C's remainder: the sign of v
    return {0: 110, 1: 10, -1: -1, -2: -1, 3: abs(int(v / 5))}.get(r, 7)
print('switch', np.array_equal(cp.asnumpy(out), [classify(v) for v in x]), np.bincount(cp.asnumpy(out) + 1)[[0, 8, 11, 111]].tolist())

starts = np.arange(1, 65, dtype=np.int32)
steps = cp.zeros(64, dtype=cp.int32)
mod.get_function('collatz_odd_steps')((2,), (32,), (cp.asarray(starts), steps, np.int32(64)))
def collatz(v):
    odd = steps_ = 0
    while True:
        steps_ += 1
        if v % 2 == 0:
            v //= 2
        else:
            odd += 1
            v = 3 * v + 1
        if v == 1 or steps_ >= 1000:
            return odd * 1000 + steps_
print('do-while', np.array_equal(cp.asnumpy(steps), [collatz(int(v)) for v in starts]), cp.asnumpy(steps)[[0, 1, 2, 26]].tolist())

a = rng.standard_normal(1000).astype(np.float32)
count = cp.zeros(2, dtype=cp.int32)
mod.get_function('guarded')((8,), (128,), (cp.asarray(a), count, np.int32(1000)))
print('guarded', cp.asnumpy(count).tolist(), [int(np.sum(a > 0)), int(np.sum(a > 0.5))])

m = rng.integers(0, 10, (6, 8)).astype(np.int32)
where = cp.zeros(1, dtype=cp.int32)
for target in (17, 18, 30):
    mod.get_function('first_pair')((1,), (1,), (cp.asarray(m), np.int32(6), np.int32(8), np.int32(target), where))
    ref = next((r * 8 + c for r in range(6) for c in range(7) if m[r, c] + m[r, c + 1] == target), -1)
    print('first pair summing to', target, int(where[0]), int(where[0]) == ref)
