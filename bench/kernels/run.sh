#!/usr/bin/env bash
# Kernel benchmark suite: on a GPU machine, from the repo root, runs every bench/kernels/*.py (or
# the files given as arguments) under numba-cuda and under cudalab, twice each, alternating
# (numba, cudalab, numba, cudalab), and prints one table: per kernel the best time (ms) under each,
# numba_ms / cudalab_ms (> 1 means cudalab is faster) and whether every `_ok` line said True.
#
#   bench/kernels/run.sh                       # the whole suite at full size
#   bench/kernels/run.sh bench/kernels/matmul_tiled.py bench/kernels/saxpy.py
#   BENCH_SCALE=8 BENCH_REPS=5 bench/kernels/run.sh   # smaller problems, fewer launches
#   BENCH_RUNS=10 bench/kernels/run.sh bench/kernels/vector_add.py   # a parity question, settled
#
# Environment: CUDALAB_BIN (default target/release/cudalab), PYTHON (default python3, with
# numba-cuda and NumPy), CUDALAB_BACKEND (default cuda: fail rather than fall back to the
# simulator), BENCH_OUT (folder for the raw outputs, default a new temporary folder),
# BENCH_SCALE and BENCH_REPS (passed on to every file), CUDALAB_FIRST_CALL (default nvrtc).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=${CUDALAB_BIN:-target/release/cudalab}
py=${PYTHON:-python3}
export CUDALAB_BACKEND=${CUDALAB_BACKEND:-cuda}
# The steady state: NVRTC's code from the first launch on (a first call otherwise runs cudalab's
# quick PTX until NVRTC's background compile is done, which can outlast a fast kernel's rounds).
# CUDALAB_FIRST_CALL=ptx measures the quick PTX instead.
export CUDALAB_FIRST_CALL=${CUDALAB_FIRST_CALL:-nvrtc}
runs=${BENCH_RUNS:-2}
out=${BENCH_OUT:-$(mktemp -d)}
mkdir -p "$out"
if [ $# -gt 0 ]; then files=("$@"); else files=(bench/kernels/*.py); fi
# numba-cuda 0.30.4 still calls np.row_stack, which NumPy 2.4 removed.
numba_run='import numpy as np; np.row_stack = np.vstack; import runpy, sys; runpy.run_path(sys.argv[1], run_name="__main__")'
for f in "${files[@]}"; do
    k=$(basename "$f" .py)
    for r in $(seq "$runs"); do
        echo "$k: numba-cuda run $r" >&2
        "$py" -c "$numba_run" "$f" >"$out/$k.numba.$r.txt" 2>"$out/$k.numba.$r.err" \
            || { echo "  failed (exit $?), see $out/$k.numba.$r.err:" >&2; tail -3 "$out/$k.numba.$r.err" >&2; }
        echo "$k: cudalab run $r" >&2
        "$bin" run "$f" >"$out/$k.cudalab.$r.txt" 2>"$out/$k.cudalab.$r.err" \
            || { echo "  failed (exit $?), see $out/$k.cudalab.$r.err:" >&2; tail -3 "$out/$k.cudalab.$r.err" >&2; }
    done
done
python3 - "$out" "$runs" "${files[@]}" <<'PY' | tee "$out/table.txt"
import os
import sys

out, runs, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]


def load(path):
    """The `name value unit` and `name_ok True|False` lines of one run."""
    vals = {}
    if not os.path.exists(path):
        return vals
    for line in open(path):
        parts = line.split()
        if len(parts) in (2, 3):
            vals[parts[0]] = parts[1]
    return vals


def best_ms(runs, key):
    ts = []
    for r in runs:
        try:
            ts.append(float(r[key]))
        except (KeyError, ValueError):
            pass
    return min(ts) if ts else None


def all_ok(runs, key):
    return all(r.get(key) == "True" for r in runs)


def paired_ratios(nb, cl, key):
    """numba ms / cudalab ms of each run r taken side by side, where both have a time."""
    out = []
    for a, b in zip(nb, cl):
        try:
            out.append(float(a[key]) / float(b[key]))
        except (KeyError, ValueError, ZeroDivisionError):
            pass
    return sorted(out)


print(f"{'kernel':24} {'numba ms':>11} {'cudalab ms':>11} {'numba/cudalab':>14} {'paired median (range)':>22}  {'ok':5} note")
bad = 0
for f in files:
    k = os.path.basename(f)[:-3]
    nb = [load(os.path.join(out, f"{k}.numba.{r}.txt")) for r in range(1, runs + 1)]
    cl = [load(os.path.join(out, f"{k}.cudalab.{r}.txt")) for r in range(1, runs + 1)]
    tn, tc = best_ms(nb, k + "_ms"), best_ms(cl, k + "_ms")
    okn, okc = all_ok(nb, k + "_ok"), all_ok(cl, k + "_ok")
    ratio = f"{tn / tc:.2f}" if tn and tc else "-"
    pr = paired_ratios(nb, cl, k + "_ms")
    paired = "-"
    if pr:
        mid = len(pr) // 2
        median = pr[mid] if len(pr) % 2 else (pr[mid - 1] + pr[mid]) / 2
        paired = f"{median:.3f} ({pr[0]:.2f}-{pr[-1]:.2f})"
    notes = []
    if not okn:
        notes.append("numba not ok")
    if not okc:
        notes.append("cudalab not ok")
    bad += not (okn and okc)
    fmt = lambda t: f"{t:.4f}" if t is not None else "-"
    print(f"{k:24} {fmt(tn):>11} {fmt(tc):>11} {ratio:>14} {paired:>22}  {str(okn and okc):5} {', '.join(notes)}")
print(f"(best of {runs} runs each; ratio > 1: cudalab faster; raw outputs in {out})")
sys.exit(1 if bad else 0)
PY
