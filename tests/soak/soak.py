"""Soak test: one cudalab kernel, MINUTES of mixed cells (host code, errors, syntax errors, kernels
on the simulator, NumPy work, memory bombs, long cells interrupted at a random moment), checking
after every cell that the kernel lives and a sentinel variable is intact. Every 30 s it records the
kernel's RSS and the latency of a trivial cell. Prints a table and a verdict; exit status 1 on a
death, a lost variable or growth (RSS at the end above 1.2 x the RSS after the first minute + 50 MiB).
Results also go to target/soak/result.json.   Usage: python tests/soak/soak.py [MINUTES] [--seed N]
"""
import json
import os
import pathlib
import random
import sys
import time

import psutil
from jupyter_client.manager import start_new_kernel

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "protocol"))
import conftest  # noqa: E402,F401  (installs the kernelspec of the binary under test)

HOST = [
    "s = sum(i * i for i in range(20000)); s",
    "d = {i: str(i) for i in range(2000)}; len(d)",
    "words = ' '.join(str(i) for i in range(500)).split(); sorted(words)[:3]",
    "f'{3.14159:.3f} {12345:,} {0.5:%}'",
    "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(18)",
    "import math\n[math.sqrt(i) for i in range(1000)][-1]",
    "x = [1, 2, 3]\nx.append(x)\nrepr(x)",
    "try:\n    {}['missing']\nexcept KeyError as e:\n    print('caught', e)",
]
ERRORS = ["1 / 0", "undefined_name", "[1, 2][5]", "int('x')", "def broken(:\n    pass", "np.zeros((2, 3)) + np.zeros((4,))", "a = [1]; a.append(a); b = [1]; b.append(b); a == b", "{}['k']"]
NUMPY = [
    "import numpy as np\nr = np.random.rand(300, 300)\nfloat((r @ r).trace())",
    "import numpy as np\nv = np.arange(100000, dtype=np.float32)\nfloat(np.sqrt(v).sum())",
    "import numpy as np\na = np.linspace(0, 1, 5000).reshape(50, 100)\na[:, ::2].mean(axis=0)[:3]",
]
KERNELS = [
    "from numba import cuda\nimport numpy as np\n@cuda.jit\ndef add(a, b, out):\n    i = cuda.grid(1)\n    if i < out.size:\n        out[i] = a[i] + b[i]\nn = 4096\na = np.random.rand(n); b = np.random.rand(n); out = np.zeros(n)\nadd[(n + 255) // 256, 256](a, b, out)\nfloat(abs(out - a - b).max())",
    "from numba import cuda\nimport numpy as np\n@cuda.jit\ndef hist(x, h):\n    i = cuda.grid(1)\n    if i < x.size:\n        cuda.atomic.add(h, x[i] % 16, 1)\nx = np.random.randint(0, 1000, 5000).astype(np.int32); h = np.zeros(16, np.int32)\nhist[20, 256](x, h)\nint(h.sum())",
    "from numba import cuda\nimport numpy as np\n@cuda.jit\ndef oob(a):\n    a[cuda.grid(1) + 10] = 1\noob[1, 32](np.zeros(16))",
]
BOMBS = ["np.zeros((10**6, 10**6))", "[0] * 10**10", "1 << (1 << 40)", "cuda.device_array(10**12)", "'ab' * (2**63 - 1)"]
LONG = ["while True:\n    pass", "sum(range(10**12))", "7 ** (10 ** 9)", "import time\ntime.sleep(30)", "!sleep 30", "x = []\nwhile True:\n    x.append(len(x))"]


def execute(kc, code, timeout=120):
    msg_id = kc.execute(code)
    reply = kc.get_shell_msg(timeout=timeout)
    while reply["parent_header"].get("msg_id") != msg_id:
        reply = kc.get_shell_msg(timeout=timeout)
    return reply["content"]


def drain(kc):
    try:
        while True:
            kc.get_iopub_msg(timeout=0)
    except Exception:
        pass


def main():
    minutes = float(sys.argv[1]) if len(sys.argv) > 1 and not sys.argv[1].startswith("-") else 30.0
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else random.randrange(1 << 30)
    rnd = random.Random(seed)
    env = {**os.environ, "CUDALAB_BACKEND": "sim"}
    km, kc = start_new_kernel(kernel_name="cudalab", startup_timeout=60, env=env)
    proc = psutil.Process(km.provisioner.process.pid)
    execute(kc, "import numpy as np\nfrom numba import cuda\nsentinel = 'kept-' + str(6 * 7)")
    start = time.time()
    end = start + minutes * 60
    rows, cells, errors, interrupts, problems = [], 0, 0, 0, []
    next_sample = start
    base_rss = None
    try:
        while time.time() < end:
            if time.time() >= next_sample:
                t0 = time.perf_counter()
                execute(kc, "1 + 1")
                latency = (time.perf_counter() - t0) * 1e3
                rss = proc.memory_info().rss / 2**20
                rows.append({"t_s": round(time.time() - start), "rss_mib": round(rss, 1), "trivial_ms": round(latency, 2), "cells": cells, "errors": errors, "interrupts": interrupts})
                print(f"{rows[-1]['t_s']:>6} s  RSS {rss:8.1f} MiB  1+1 {latency:7.2f} ms  cells {cells}  errors {errors}  interrupts {interrupts}", flush=True)
                if base_rss is None and time.time() - start >= 60:
                    base_rss = rss
                next_sample += 30
            kind = rnd.choices(["host", "error", "numpy", "kernel", "bomb", "long"], weights=[30, 20, 15, 15, 8, 12])[0]
            if kind == "long":
                msg_id = kc.execute(rnd.choice(LONG))
                time.sleep(rnd.uniform(0.05, 1.5))
                km.interrupt_kernel()
                reply = kc.get_shell_msg(timeout=30)
                while reply["parent_header"].get("msg_id") != msg_id:
                    reply = kc.get_shell_msg(timeout=30)
                interrupts += 1
                content = reply["content"]
            else:
                code = rnd.choice({"host": HOST, "error": ERRORS, "numpy": NUMPY, "kernel": KERNELS, "bomb": BOMBS}[kind])
                content = execute(kc, code)
            cells += 1
            if content["status"] == "error":
                errors += 1
                if content.get("ename") == "InternalError":
                    problems.append(f"InternalError: {content.get('evalue')}")
            drain(kc)
            if cells % 25 == 0:
                check = execute(kc, "sentinel", timeout=60)
                if check["status"] != "ok":
                    problems.append(f"sentinel lost after {cells} cells: {check}")
                    break
            if not km.is_alive():
                problems.append(f"kernel died after {cells} cells")
                break
    except Exception as e:  # a timeout waiting for a reply is a hang
        problems.append(f"no reply: {type(e).__name__}: {e}")
    alive = km.is_alive()
    final_rss = proc.memory_info().rss / 2**20 if alive else None
    sentinel_ok = alive and execute(kc, "sentinel == 'kept-42'", timeout=60)["status"] == "ok"
    kc.stop_channels()
    km.shutdown_kernel(now=True)
    base = base_rss if base_rss is not None else (rows[0]["rss_mib"] if rows else 0)
    grew = final_rss is not None and final_rss > base * 1.2 + 50
    if not alive:
        problems.append("kernel is not alive at the end")
    if not sentinel_ok:
        problems.append("sentinel check failed at the end")
    if grew:
        problems.append(f"RSS grew from {base:.1f} MiB (after 1 min) to {final_rss:.1f} MiB")
    verdict = "PASS" if not problems else "FAIL"
    result = {"minutes": minutes, "seed": seed, "cells": cells, "errors": errors, "interrupts": interrupts, "rss_after_1min_mib": base, "rss_end_mib": final_rss, "samples": rows, "problems": problems, "verdict": verdict}
    out = ROOT / "target" / "soak"
    out.mkdir(parents=True, exist_ok=True)
    (out / "result.json").write_text(json.dumps(result, indent=1))
    print(f"\n{'time s':>7} {'RSS MiB':>9} {'1+1 ms':>8} {'cells':>7} {'errors':>7} {'interrupts':>10}")
    for r in rows:
        print(f"{r['t_s']:>7} {r['rss_mib']:>9} {r['trivial_ms']:>8} {r['cells']:>7} {r['errors']:>7} {r['interrupts']:>10}")
    print(f"\nsoak {minutes:g} min, seed {seed}: {cells} cells, {errors} errors, {interrupts} interrupts; RSS {base:.1f} -> {final_rss} MiB; {verdict}")
    for p in problems:
        print("  problem:", p)
    return 0 if verdict == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
