"""Simulator throughput: a vector-add kernel, one element per thread, on one core.

Runs the same program under `cudalab run` (1M elements) and under numba-cuda's simulator
(NUMBA_ENABLE_CUDASIM=1; 20k elements, as it runs about 10k threads/s) and prints threads/s.
Usage: python3 bench/sim_vector_add.py [--numba-python PATH] [--cudalab PATH]
"""
import argparse, os, subprocess, sys, tempfile

PROGRAM = r'''
from numba import cuda
import numpy as np
import time

@cuda.jit
def vec_add(x, y, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = x[i] + y[i]

n = N
np.random.seed(0)
x = cuda.to_device(np.random.rand(n).astype(np.float32))
y = cuda.to_device(np.random.rand(n).astype(np.float32))
out = cuda.device_array(n, dtype=np.float32)
threads = 256
blocks = (n + threads - 1) // threads
vec_add[blocks, threads](x, y, out)   # compile
cuda.synchronize()
best = 1e9
for _ in range(REPEAT):
    t0 = time.perf_counter()
    vec_add[blocks, threads](x, y, out)
    cuda.synchronize()
    best = min(best, time.perf_counter() - t0)
r = out.copy_to_host()
assert np.allclose(r, x.copy_to_host() + y.copy_to_host())
print("%d %.6f" % (blocks * threads, best))
'''

def run(cmd, n, repeat, env=None):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(PROGRAM.replace("REPEAT", str(repeat)).replace("N\n", f"{n}\n", 1))
        path = f.name
    out = subprocess.run(cmd + [path], capture_output=True, text=True, env=env)
    os.unlink(path)
    if out.returncode != 0:
        sys.exit(f"{cmd[0]} failed:\n{out.stderr}")
    threads, secs = out.stdout.split()[-2:]
    return int(threads), float(secs)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cudalab", default="target/release/cudalab")
    ap.add_argument("--numba-python", default=None, help="a Python with numba-cuda installed")
    a = ap.parse_args()
    rows = []
    t, s = run([a.cudalab, "run"], 1 << 20, 5)
    rows.append(("cudalab simulator", t, s))
    if a.numba_python:
        env = dict(os.environ, NUMBA_ENABLE_CUDASIM="1")
        t2, s2 = run([a.numba_python], 20480, 1, env)
        rows.append(("numba-cuda simulator", t2, s2))
    print(f"{'simulator':<22} {'threads':>9} {'seconds':>9} {'threads/s':>12}")
    for name, t, s in rows:
        print(f"{name:<22} {t:>9} {s:>9.4f} {t / s:>12.0f}")
    if len(rows) == 2:
        print(f"ratio: {rows[0][1] / rows[0][2] / (rows[1][1] / rows[1][2]):.0f}x")

if __name__ == "__main__":
    main()
