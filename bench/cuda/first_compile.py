"""Where a first call's time goes: NVRTC and the driver, step by step, in fresh processes.

Each child process times, in order: loading libnvrtc; compiling a header-less one-line kernel
(NVRTC's one-time start-up shows here); compiling cudalab's generated CUDA C for a small kernel
with its runtime header (what a first call compiles); a second such kernel (steady state);
creating the CUDA context; loading each image with cuModuleLoadData (for PTX this is the
driver's JIT compile; CUDA_CACHE_DISABLE=1 keeps its disk cache out). Targets alternate
between CUBIN (sm_XY) and PTX (compute_XY) across processes.

    python bench/cuda/first_compile.py [processes per target] [extra NVRTC option ...]

Prints one line per process and the medians last. Needs an NVIDIA driver and NVRTC.
"""
import ctypes, glob, json, os, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.path.join(HERE, "..", "..", "src", "compiler", "cuda", "cudalab.cuh")

TRIVIAL = 'extern "C" __global__ void k(float* a) { a[threadIdx.x] += 1.0f; }\n'
KERNEL = """#include "cudalab.cuh"
extern "C" __global__ void fresh%(n)d(cl_array<float, 1> a) {
    cl_i64 i;
#line 6 "cell.py"
    i = ((cl_i64)(cl_i32)blockIdx.x * (cl_i64)(cl_i32)blockDim.x) + (cl_i64)(cl_i32)threadIdx.x;
#line 7 "cell.py"
    if (i < a.shape[0]) {
#line 8 "cell.py"
        a.data[i] = (float)(((double)a.data[i] * 2.0) + %(n)d.0);
    }
}
"""


def find_nvrtc():
    pats = ["/usr/local/cuda/lib64/libnvrtc.so*", "/usr/local/cuda*/lib64/libnvrtc.so*", "/usr/lib/x86_64-linux-gnu/libnvrtc.so*"]
    for p in pats:
        for f in sorted(glob.glob(p)):
            if "builtins" not in f and "alt" not in f:
                return f
    return "libnvrtc.so"


def child(target, arch, extra):
    out = {"target": target}
    t = time.perf_counter()
    nv = ctypes.CDLL(find_nvrtc())
    out["dlopen"] = time.perf_counter() - t
    header = open(HEADER, "rb").read()

    def compile(src, name, with_header):
        prog = ctypes.c_void_p()
        hdrs = (ctypes.c_char_p * 1)(header)
        names = (ctypes.c_char_p * 1)(b"cudalab.cuh")
        n = 1 if with_header else 0
        assert nv.nvrtcCreateProgram(ctypes.byref(prog), src.encode(), name.encode(), n, hdrs, names) == 0
        flag = ("--gpu-architecture=sm_%d" if target == "cubin" else "--gpu-architecture=compute_%d") % arch
        opts = [flag, "--device-as-default-execution-space", "-std=c++17", "--generate-line-info"] + extra
        arr = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
        r = nv.nvrtcCompileProgram(prog, len(opts), arr)
        if r != 0:
            size = ctypes.c_size_t()
            nv.nvrtcGetProgramLogSize(prog, ctypes.byref(size))
            buf = ctypes.create_string_buffer(size.value)
            nv.nvrtcGetProgramLog(prog, buf)
            raise SystemExit(buf.value.decode())
        size = ctypes.c_size_t()
        if target == "cubin":
            nv.nvrtcGetCUBINSize(prog, ctypes.byref(size))
            buf = ctypes.create_string_buffer(size.value)
            nv.nvrtcGetCUBIN(prog, buf)
        else:
            nv.nvrtcGetPTXSize(prog, ctypes.byref(size))
            buf = ctypes.create_string_buffer(size.value)
            nv.nvrtcGetPTX(prog, buf)
        nv.nvrtcDestroyProgram(ctypes.byref(prog))
        return buf

    t = time.perf_counter()
    compile(TRIVIAL, "trivial.cu", False)
    out["nvrtc_trivial"] = time.perf_counter() - t
    t = time.perf_counter()
    img1 = compile(KERNEL % {"n": 1}, "one.cu", True)
    out["nvrtc_first"] = time.perf_counter() - t
    t = time.perf_counter()
    img2 = compile(KERNEL % {"n": 2}, "two.cu", True)
    out["nvrtc_second"] = time.perf_counter() - t

    cu = ctypes.CDLL("libcuda.so.1")
    t = time.perf_counter()
    assert cu.cuInit(0) == 0
    dev = ctypes.c_int()
    assert cu.cuDeviceGet(ctypes.byref(dev), 0) == 0
    ctx = ctypes.c_void_p()
    assert cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev) == 0
    assert cu.cuCtxSetCurrent(ctx) == 0
    out["context"] = time.perf_counter() - t
    for key, img in (("load_first", img1), ("load_second", img2)):
        mod = ctypes.c_void_p()
        t = time.perf_counter()
        r = cu.cuModuleLoadData(ctypes.byref(mod), img)
        out[key] = time.perf_counter() - t
        assert r == 0, r
    print(json.dumps(out))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2], int(sys.argv[3]), sys.argv[4:])
        return
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    extra = sys.argv[2:]
    cu = ctypes.CDLL("libcuda.so.1")
    cu.cuInit(0)
    major, minor = ctypes.c_int(), ctypes.c_int()
    cu.cuDeviceGetAttribute(ctypes.byref(major), 75, 0)
    cu.cuDeviceGetAttribute(ctypes.byref(minor), 76, 0)
    arch = major.value * 10 + minor.value
    env = dict(os.environ, CUDA_CACHE_DISABLE="1")
    rows = {"cubin": [], "ptx": []}
    keys = ["dlopen", "nvrtc_trivial", "nvrtc_first", "nvrtc_second", "context", "load_first", "load_second"]
    print("target  " + "  ".join("%13s" % k for k in keys))
    for i in range(n):
        for target in ("cubin", "ptx"):
            r = subprocess.run([sys.executable, __file__, "--child", target, str(arch)] + extra, env=env, capture_output=True, text=True)
            if r.returncode != 0:
                print(target, "failed:", r.stderr[-2000:])
                continue
            row = json.loads(r.stdout.strip().splitlines()[-1])
            rows[target].append(row)
            print("%-7s " % target + "  ".join("%13.1f" % (row[k] * 1e3) for k in keys))
    print("medians (ms), sm_%d, %d processes each:" % (arch, n))
    for target, rs in rows.items():
        if rs:
            med = {k: statistics.median(r[k] for r in rs) * 1e3 for k in keys}
            total = med["nvrtc_second"] + med["load_second"]
            print("%-7s " % target + "  ".join("%s %.1f" % (k, med[k]) for k in keys) + "  | steady compile+load %.1f" % total)


if __name__ == "__main__":
    main()
