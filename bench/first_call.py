"""First call of a new kernel (compile + load + launch + sync), over fresh processes.

Each child process imports numba, makes a device array, optionally waits (as a notebook does
between cells), defines a kernel whose source no process compiled before (a new constant), and
times its first call. cudalab runs with a fresh kernel disk cache per process; the driver's JIT
cache is off (CUDA_CACHE_DISABLE=1), so nothing is reused. numba-cuda runs the same child.

    python bench/first_call.py [processes] [--no-numba]

Environment: CUDALAB_BIN (default gpu-carry/cudalab, then target/release/cudalab). Prints one
line per process, medians and maxima last.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHILD = """import time
t0 = time.perf_counter()
import numpy as np
%(patch)s
from numba import cuda
t1 = time.perf_counter()
x = cuda.to_device(np.ones(1024, dtype=np.float32))
cuda.synchronize()
t2 = time.perf_counter()
time.sleep(%(sleep)s)
FRESH = %(fresh)s


@cuda.jit
def fresh(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = a[i] * 2.0 + FRESH


t3 = time.perf_counter()
fresh[4, 256](x)
cuda.synchronize()
t4 = time.perf_counter()
assert x.copy_to_host()[0] == 2.0 + FRESH
print("RESULT", (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t4 - t3) * 1e3)
"""


def cudalab_bin():
    for p in (os.environ.get("CUDALAB_BIN"), os.path.join(ROOT, "gpu-carry", "cudalab"), os.path.join(ROOT, "target", "release", "cudalab")):
        if p and os.path.exists(p):
            return p
    raise SystemExit("no cudalab binary (set CUDALAB_BIN)")


def run(tool, sleep, fresh, env_extra):
    tmp = tempfile.mkdtemp(prefix="first-call-")
    try:
        path = os.path.join(tmp, "child.py")
        patch = "np.row_stack = np.vstack" if tool == "numba" else ""
        with open(path, "w") as f:
            f.write(CHILD % {"patch": patch, "sleep": sleep, "fresh": fresh})
        env = dict(os.environ, CUDA_CACHE_DISABLE="1", CUDALAB_CACHE_DIR=os.path.join(tmp, "cache"), CUDALAB_TRACE_COMPILE="1", CUDALAB_BACKEND="cuda")
        env.update(env_extra)
        cmd = [cudalab_bin(), "run", path] if tool == "cudalab" else [sys.executable, "-W", "ignore", path]
        t = time.perf_counter()
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        wall = (time.perf_counter() - t) * 1e3
        line = [l for l in r.stdout.splitlines() if l.startswith("RESULT")]
        if r.returncode != 0 or not line:
            return None, r.stdout[-800:] + r.stderr[-1500:]
        imp, ctx, first = (float(v) for v in line[0].split()[1:])
        trace = " ".join(l.replace("cudalab: ", "") for l in r.stderr.splitlines() if "NVRTC" in l)
        return (imp, ctx, first, wall), trace
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 10
    variants = [("cudalab", 0, {}), ("cudalab", 1.0, {})]
    if os.environ.get("FIRST_CALL_VARIANTS"):
        # e.g. FIRST_CALL_VARIANTS="ptx:CUDALAB_NVRTC_TARGET=ptx"
        for spec in os.environ["FIRST_CALL_VARIANTS"].split(";"):
            label, _, kv = spec.partition(":")
            extra = dict(p.split("=", 1) for p in kv.split(",") if p)
            variants.append(("cudalab " + label, 0, extra))
    if "--no-numba" not in sys.argv:
        variants.append(("numba", 0, {}))
    results = {}
    fresh = 100 + int(time.time()) % 1000
    for i in range(n):
        for label, sleep, extra in variants:
            tool = label.split()[0]
            fresh += 1
            res, trace = run(tool, sleep, fresh, extra)
            key = "%s sleep=%s" % (label, sleep)
            if res is None:
                print("%-28s FAILED %s" % (key, trace))
                continue
            results.setdefault(key, []).append(res)
            print("%-28s import %7.1f  to_device %7.1f  first call %7.1f ms  (process %7.1f)  %s" % ((key,) + res + (trace[:160],)))
    print("\nfirst call over %d fresh processes (ms):" % n)
    print("| variant | median | max | min | import+context median |")
    print("|---|---|---|---|---|")
    for key, rs in results.items():
        firsts = [r[2] for r in rs]
        print("| %s | %.1f | %.1f | %.1f | %.0f |" % (key, statistics.median(firsts), max(firsts), min(firsts), statistics.median(r[0] + r[1] for r in rs)))


if __name__ == "__main__":
    main()
