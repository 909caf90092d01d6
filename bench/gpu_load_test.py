# Issue 8's load test, for a GPU machine: N concurrent streams of kernel processes on one GPU
# (default 30), each running the kernel programs of tests/kernels (the course material's
# programs) one after another with `cudalab run`, each with its own GPU worker. Every fifth stream
# also runs the fault-injection programs (a sticky fault, a kernel past the time limit, an
# allocation over the limit, an out-of-bounds write) between them. Every output is compared with
# the expected file; prints one line per stream, then a summary.
#   python3 bench/gpu_load_test.py [CUDALAB_BIN] [STREAMS]
import os
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release/cudalab")
STREAMS = int(sys.argv[2]) if len(sys.argv) > 2 else 30
KERNELS = os.path.join(ROOT, "tests/kernels")
# Programs whose output depends on timing or which only the simulator can judge.
SKIP = {"barrier_divergence", "barrier_after_exit", "race_global"}
programs = sorted(os.path.join(KERNELS, f) for f in os.listdir(KERNELS) if f.endswith(".py"))
faults = [os.path.join(ROOT, "tests/gpu/worker_faults.py"), os.path.join(KERNELS, "checks/time_limit.py"), os.path.join(KERNELS, "checks/out_of_bounds.py")]
env = dict(os.environ, CUDALAB_BACKEND="cuda", CUDALAB_MEMORY_LIMIT="1GiB")
results = {}


def run(path):
    out = subprocess.run([BIN, "run", os.path.relpath(path, KERNELS)], cwd=KERNELS, env=env, capture_output=True, text=True, timeout=600)
    want = open(path[:-3] + ".out").read() if os.path.exists(path[:-3] + ".out") else ""
    return out.stdout == want


def stream(k):
    plan = list(programs)
    if k % 5 == 0:
        # Interleave the faults: each lands between two ordinary programs.
        for j, f in enumerate(faults):
            plan.insert(3 + 6 * j, f)
    t0 = time.time()
    ok, bad = 0, []
    for p in plan:
        name = os.path.basename(p)[:-3]
        if name in SKIP:
            continue
        if run(p):
            ok += 1
        else:
            bad.append(name)
    results[k] = (ok, bad, time.time() - t0, k % 5 == 0)


t0 = time.time()
threads = [threading.Thread(target=stream, args=(k,)) for k in range(STREAMS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
wall = time.time() - t0
total_ok = sum(r[0] for r in results.values())
total_bad = sum(len(r[1]) for r in results.values())
for k in sorted(results):
    ok, bad, secs, faulty = results[k]
    print(f"stream {k:2d}{' (faults)' if faulty else '         '}: {ok} programs correct, {len(bad)} wrong {bad if bad else ''} in {secs:.1f} s")
print(f"load_streams {STREAMS} -")
print(f"load_programs_correct {total_ok} -")
print(f"load_programs_wrong {total_bad} -")
print(f"load_wall {wall:.1f} s")
