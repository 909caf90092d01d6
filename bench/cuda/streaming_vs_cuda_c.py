"""cudalab's generated code against hand-written CUDA C on the suite's streaming kernels.

Builds bench/cuda/streaming.cu with nvcc, runs it twice, runs each matching bench/kernels file
under `cudalab run` twice (NVRTC's code: CUDALAB_FIRST_CALL=nvrtc; `ptx` measures cudalab's
quick PTX instead), and prints per kernel the best time of each and cudalab's speed as a
percentage of the CUDA C's (the issue's bar: 97%).

    python3 bench/cuda/streaming_vs_cuda_c.py    # on the GPU machine, from the repository root
"""
import os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KERNELS = [("vector_add", "vector_add"), ("saxpy", "saxpy"), ("transpose_naive", "transpose_naive"), ("clip", "nb_clip"), ("multiply_2d", "nb_multiply_2d")]


def values(text):
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].endswith("_ms"):
            try:
                out[parts[0][:-3]] = float(parts[1])
            except ValueError:
                pass
    return out


def main():
    binary = os.path.join(tempfile.mkdtemp(), "streaming")
    subprocess.run(["nvcc", "-O3", "-arch=native", os.path.join(ROOT, "bench/cuda/streaming.cu"), "-o", binary], check=True)
    cuda_c = {}
    for _ in range(2):
        for k, v in values(subprocess.run([binary], capture_output=True, text=True, check=True).stdout).items():
            cuda_c[k] = min(v, cuda_c.get(k, 1e30))
    cudalab = os.environ.get("CUDALAB_BIN") or os.path.join(ROOT, "target/release/cudalab")
    env = dict(os.environ, CUDALAB_BACKEND="cuda", CUDALAB_FIRST_CALL=os.environ.get("CUDALAB_FIRST_CALL", "nvrtc"))
    ours = {}
    for name, file in KERNELS:
        for _ in range(2):
            r = subprocess.run([cudalab, "run", os.path.join(ROOT, "bench/kernels", file + ".py")], capture_output=True, text=True, env=env)
            for k, v in values(r.stdout).items():
                if k == file:
                    ours[name] = min(v, ours.get(name, 1e30))
            if "_ok True" not in r.stdout:
                print(f"{file}: not ok\n{r.stdout[-500:]}{r.stderr[-500:]}")
    print(f"| kernel | CUDA C ms | cudalab ms ({env['CUDALAB_FIRST_CALL']}) | cudalab % of CUDA C |")
    print("|---|---|---|---|")
    for name, _ in KERNELS:
        c, o = cuda_c.get(name), ours.get(name)
        pct = f"{100 * c / o:.1f}" if c and o else "–"
        print(f"| {name} | {c if c else '–'} | {o if o else '–'} | {pct} |")


if __name__ == "__main__":
    sys.exit(main())
