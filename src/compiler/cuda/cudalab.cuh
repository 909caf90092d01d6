// cudalab.cuh: the runtime every generated kernel includes (NVRTC receives it as a header).
//
// It holds the IR's scalar rules that C does not give for free (Python's floor division and
// modulo, shifts past the width, integer powers, min/max as Python writes them), the atomics
// CUDA lacks (as compare-and-swap loops computing the same function as the simulator), array
// indexing with negative-index wraparound and bounds checks, and the two channels back to the
// host: a fault record (first fault wins; the thread then exits, no trap, so the context stays
// healthy) and the print buffer (records drained and formatted by the host after a
// synchronization). `cl_runtime` is set by the host when it loads the module.
#pragma once

typedef signed char cl_i8;
typedef short cl_i16;
typedef int cl_i32;
typedef long long cl_i64;
typedef unsigned char cl_u8;
typedef unsigned short cl_u16;
typedef unsigned int cl_u32;
typedef unsigned long long cl_u64;

// What the host reads after a synchronization: mapped pinned memory (status) and device memory.
struct cl_status {
    cl_u64 fault;      // 1 once a fault record is complete
    cl_u64 printed;    // 1 once any thread printed since the host last drained
    cl_u64 kind, module, site, a, b;
    cl_u64 thread[3], block[3];
};

struct cl_runtime_t {
    volatile cl_status* status;  // mapped host memory
    cl_u32* words;               // device: [0] fault claim, [1] print position (in u64 words)
    cl_u64* print;               // device: print records
    cl_u32 print_cap;            // words in `print`
    cl_u32 module;               // the host's id for this module
};

__device__ cl_runtime_t cl_runtime;

#ifdef CL_COOPERATIVE
// The grid barrier of a cooperative launch (`cuda.cg.this_grid().sync()`): one arrival counter,
// which the host zeroes before every launch (so a stopped launch cannot leave it half-way). Each
// block arrives once, through its first thread, after a block barrier, with one atomic add: 1
// from every block but the first, which adds 2^31 - (blocks - 1). The adds of one generation sum
// to 2^31, so the counter's top bit flips exactly when the last block arrives (releasing every
// waiter at once, with no reset on the way) and its low bits come back to where they were. A
// block early for the next generation cannot flip it back: that needs every block, the waiters
// of this one included. A fault ends its thread, which then never arrives, so waiters give up
// when a fault is claimed, and every thread of their blocks leaves the kernel after the barrier.
// The waiter reads the fault claim beside the counter in each turn of its wait (the two loads
// overlap), and its block learns the answer from the closing block barrier (`__syncthreads_or`):
// no load of its own after the barrier, which cost Jacobi's 100 barriers per launch 0.6%. A
// fault claimed in the waiter's own block is always seen (its threads claimed it before the
// block barrier above). One claimed elsewhere just as the counter flipped can be read a turn
// late: the grid barrier was then complete, so those blocks run one more step in step with the
// others (as every thread but the faulting one runs on in a kernel without grid barriers) and
// leave at the next barrier.
__device__ cl_u32 cl_grid_barrier;

__device__ __noinline__ void cl_grid_sync() {
    __syncthreads();
    int quit = 0;
    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        const cl_u32 blocks = gridDim.x * gridDim.y * gridDim.z;
        const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0;
        const cl_u32 add = first ? 0x80000000u - (blocks - 1u) : 1u;
        __threadfence();
        const cl_u32 before = atomicAdd(&cl_grid_barrier, add);
        volatile cl_u32* count = &cl_grid_barrier;
        cl_u32 fault;
        do {
            fault = *(volatile cl_u32*)&cl_runtime.words[0];
        } while (((before ^ *count) & 0x80000000u) == 0u && fault == 0u);
        __threadfence();
        quit = fault != 0u;
    }
    if (__syncthreads_or(quit)) asm volatile("exit;");
}
#endif

enum { CL_FAULT_INDEX = 1, CL_FAULT_DIVZERO = 2, CL_FAULT_NEGPOW = 3 };

// Record the first fault of the launch and end this thread. Inlined: a call would make every
// kernel with checks follow the ABI (more registers, lower occupancy) for a path never taken.
__device__ __forceinline__ void cl_fault(int kind, int site, cl_i64 a, cl_i64 b) {
    if (atomicCAS(&cl_runtime.words[0], 0u, 1u) == 0u) {
        volatile cl_status* s = cl_runtime.status;
        s->kind = kind;
        s->module = cl_runtime.module;
        s->site = site;
        s->a = (cl_u64)a;
        s->b = (cl_u64)b;
        s->thread[0] = threadIdx.x; s->thread[1] = threadIdx.y; s->thread[2] = threadIdx.z;
        s->block[0] = blockIdx.x; s->block[1] = blockIdx.y; s->block[2] = blockIdx.z;
        __threadfence_system();
        s->fault = 1;
        __threadfence_system();
    }
    asm volatile("exit;");
}

// One index of an array access: wraps a negative index once (WRAP: Python's meaning, not C's),
// then checks it (CHECK) or not. The in-range case is one unsigned compare; wrapping and the
// fault are off the fast path.
template <bool CHECK, bool WRAP = true>
__device__ __forceinline__ cl_i64 cl_index(cl_i64 i, cl_i64 n, int site, int axis) {
    if (__builtin_expect((cl_u64)i < (cl_u64)n, 1)) return i;
    cl_i64 j = WRAP && i < 0 ? i + n : i;
    if (CHECK && (cl_u64)j >= (cl_u64)n) cl_fault(CL_FAULT_INDEX, site | (axis << 24), i, n);
    return j;
}

// An operand's length d along an axis of an element-wise operation whose output has n there:
// it must be n or 1 (NumPy's broadcasting); otherwise (CHECK) a fault.
template <bool CHECK>
__device__ __forceinline__ cl_i64 cl_broadcast(cl_i64 d, cl_i64 n, int site, int axis) {
    if (CHECK && d != n && d != 1) cl_fault(CL_FAULT_INDEX, site | (axis << 24), d, n);
    return d;
}

// A kernel argument array: data, shape and strides (in elements), as Numba passes them.
template <typename T, int N>
struct cl_array {
    T* data;
    cl_i64 shape[N];
    cl_i64 strides[N];
};

// Encoded print values: the simulator's encoding (ints extended to 64 bits, floats as double).
__device__ __forceinline__ cl_u64 cl_bits(bool v) { return v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_i8 v) { return (cl_u64)(cl_i64)v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_i16 v) { return (cl_u64)(cl_i64)v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_i32 v) { return (cl_u64)(cl_i64)v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_i64 v) { return (cl_u64)v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_u8 v) { return v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_u16 v) { return v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_u32 v) { return v; }
__device__ __forceinline__ cl_u64 cl_bits(cl_u64 v) { return v; }
__device__ __forceinline__ cl_u64 cl_bits(float v) { return (cl_u64)__double_as_longlong((double)v); }
__device__ __forceinline__ cl_u64 cl_bits(double v) { return (cl_u64)__double_as_longlong(v); }

// Reserve a print record: [module << 32 | site << 8 | values] [block] [values...]; null if full.
__device__ __noinline__ cl_u64* cl_print_begin(int site, int values) {
    cl_u32 n = values + 2;
    cl_u32 at = atomicAdd(&cl_runtime.words[1], n);
    cl_runtime.status->printed = 1;
    if (at + n > cl_runtime.print_cap) return 0;
    cl_u64* p = cl_runtime.print + at;
    p[0] = ((cl_u64)cl_runtime.module << 32) | ((cl_u64)site << 8) | (cl_u64)values;
    p[1] = blockIdx.x + (cl_u64)gridDim.x * (blockIdx.y + (cl_u64)gridDim.y * blockIdx.z);
    return p + 2;
}

__device__ __forceinline__ int cl_laneid() {
    int r;
    asm("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__device__ __forceinline__ cl_u32 cl_dynamic_shared_bytes() {
    cl_u32 r;
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(r));
    return r;
}

// ---- Python's integer and float operators --------------------------------------------------

template <typename T> struct cl_is_signed { static const bool value = (T)-1 < (T)0; };

// Floor division and modulo by a divisor known to be non-zero.
template <typename T> __device__ __forceinline__ T cl_floordiv(T a, T b) {
    T q = a / b;
    if (cl_is_signed<T>::value && (a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}
// A value the compiler cannot see through (an empty asm that "changes" it).
template <typename T> __device__ __forceinline__ T cl_opaque(T v) {
    if constexpr (sizeof(T) == 8) {
        asm("" : "+l"(v));
    } else if constexpr (sizeof(T) == 4) {
        asm("" : "+r"(v));
    } else {
        int w = (int)v;
        asm("" : "+r"(w));
        v = (T)w;
    }
    return v;
}
template <typename T> __device__ __forceinline__ T cl_mod(T a, T b) {
    T r = a % b;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
    // NVRTC 12 for compute_6x turns `r < 0 ? 3 : 0` into a bfe.u64 of bits 63..64, which
    // by the PTX rules keeps one bit (1, not 3): -5 % 3 came out -1 when that PTX ran on an
    // H200 (bench/RESULTS.md). With the divisor hidden, it stays a shift and a mask.
    if (cl_is_signed<T>::value && r != 0 && ((r < 0) != (b < 0))) r += cl_opaque(b);
#else
    if (cl_is_signed<T>::value && r != 0 && ((r < 0) != (b < 0))) r += b;
#endif
    return r;
}
// C's own integer / and % (raw CUDA C kernels), checked for a zero divisor like Python's.
template <typename T> __device__ __forceinline__ T cl_cdiv(T a, T b) { return a / b; }
template <typename T> __device__ __forceinline__ T cl_crem(T a, T b) { return a % b; }
template <typename T> __device__ __forceinline__ T cl_cdiv_checked(T a, T b, int site) {
    if (b == 0) cl_fault(CL_FAULT_DIVZERO, site, 0, 0);
    return b == 0 ? T(0) : a / b;
}
template <typename T> __device__ __forceinline__ T cl_crem_checked(T a, T b, int site) {
    if (b == 0) cl_fault(CL_FAULT_DIVZERO, site, 1, 0);
    return b == 0 ? T(0) : a % b;
}
template <typename T> __device__ __forceinline__ T cl_floordiv_checked(T a, T b, int site) {
    if (b == 0) cl_fault(CL_FAULT_DIVZERO, site, 0, 0);
    return cl_floordiv(a, b);
}
template <typename T> __device__ __forceinline__ T cl_mod_checked(T a, T b, int site) {
    if (b == 0) cl_fault(CL_FAULT_DIVZERO, site, 1, 0);
    return cl_mod(a, b);
}

__device__ __forceinline__ double cl_floordiv(double a, double b) {
    if (b == 0.0) return a / b;
    double m = fmod(a, b);
    double div = (a - m) / b;
    if (m != 0.0 && ((b < 0.0) != (m < 0.0))) div -= 1.0;
    if (div != 0.0) {
        double fl = floor(div);
        return div - fl > 0.5 ? fl + 1.0 : fl;
    }
    return copysign(0.0, a / b);
}
__device__ __forceinline__ double cl_mod(double a, double b) {
    if (b == 0.0) return __longlong_as_double(0x7ff8000000000000LL);
    double m = fmod(a, b);
    if (m != 0.0 && ((m < 0.0) != (b < 0.0))) return m + b;
    if (m == 0.0) return copysign(0.0, b);
    return m;
}
// float32: computed in float64 and rounded once, as the simulator does.
__device__ __forceinline__ float cl_floordiv(float a, float b) { return (float)cl_floordiv((double)a, (double)b); }
__device__ __forceinline__ float cl_mod(float a, float b) { return (float)cl_mod((double)a, (double)b); }

// Shifts computed at 64 bits, then wrapped to the type: a shift past the width gives 0 (or -1).
template <typename T> __device__ __forceinline__ T cl_shl(T a, T b) {
    if (cl_is_signed<T>::value) return ((cl_i64)b >= 0 && (cl_i64)b < 64) ? (T)((cl_i64)a << (cl_i64)b) : (T)0;
    return ((cl_u64)b < 64) ? (T)((cl_u64)a << (cl_u64)b) : (T)0;
}
template <typename T> __device__ __forceinline__ T cl_shr(T a, T b) {
    if (cl_is_signed<T>::value) return ((cl_i64)b >= 0 && (cl_i64)b < 64) ? (T)((cl_i64)a >> (cl_i64)b) : (T)((cl_i64)a < 0 ? -1 : 0);
    return ((cl_u64)b < 64) ? (T)((cl_u64)a >> (cl_u64)b) : (T)0;
}

// Integer power by squaring (wrapping); a negative exponent is a fault.
template <typename T> __device__ __forceinline__ T cl_ipow(T base, T exp, int site) {
    if (cl_is_signed<T>::value && exp < 0) cl_fault(CL_FAULT_NEGPOW, site, 0, 0);
    cl_u64 b = (cl_u64)base, r = 1, e = (cl_u64)exp;
    while (e) {
        if (e & 1) r *= b;
        b *= b;
        e >>= 1;
    }
    return (T)r;
}

// A float to an integer power by squaring, in the float's type (Numba's int_power).
template <typename T> __device__ __forceinline__ T cl_powi(T a, cl_i64 exp) {
    cl_u64 e = exp < 0 ? (cl_u64)0 - (cl_u64)exp : (cl_u64)exp;
    T r = (T)1;
    for (;;) {
        if (e & 1) r *= a;
        e >>= 1;
        if (e == 0) break;
        a *= a;
    }
    return exp < 0 ? (T)1 / r : r;
}

// Python's min/max of two values of one type (the first wins ties and NaN comparisons).
template <typename T> __device__ __forceinline__ T cl_min(T a, T b) { return b < a ? b : a; }
template <typename T> __device__ __forceinline__ T cl_max(T a, T b) { return b > a ? b : a; }
// NumPy's maximum/minimum of floats: a NaN operand is the result.
template <typename T> __device__ __forceinline__ T cl_maximum(T a, T b) { return a != a ? a : (b != b ? b : (b > a ? b : a)); }
template <typename T> __device__ __forceinline__ T cl_minimum(T a, T b) { return a != a ? a : (b != b ? b : (b < a ? b : a)); }

template <typename T> __device__ __forceinline__ T cl_iabs(T a) { return a < 0 ? (T)(0 - a) : a; }

// Bit functions at the argument's width.
template <typename T> __device__ __forceinline__ int cl_popc(T a) {
    return sizeof(T) == 8 ? __popcll((cl_u64)a) : __popc((cl_u32)a & (cl_u32)(sizeof(T) == 4 ? 0xffffffffu : (1u << (8 * sizeof(T))) - 1));
}
template <typename T> __device__ __forceinline__ int cl_clz(T a) {
    if (sizeof(T) == 8) return __clzll((cl_i64)a);
    cl_u32 m = sizeof(T) == 4 ? 0xffffffffu : (1u << (8 * sizeof(T))) - 1;
    return __clz((int)((cl_u32)a & m)) - (32 - 8 * (int)sizeof(T));
}
template <typename T> __device__ __forceinline__ int cl_ffs(T a) {
    if (sizeof(T) == 8) return __ffsll((cl_i64)a);
    cl_u32 m = sizeof(T) == 4 ? 0xffffffffu : (1u << (8 * sizeof(T))) - 1;
    return __ffs((int)((cl_u32)a & m));
}
template <typename T> __device__ __forceinline__ T cl_brev(T a) {
    if (sizeof(T) == 8) return (T)__brevll((cl_u64)a);
    return (T)(__brev((cl_u32)a) >> (32 - 8 * sizeof(T)));
}

// ---- atomics --------------------------------------------------------------------------------

// The bits type an atomic compare-and-swap loop works on for T.
template <int S> struct cl_word;
template <> struct cl_word<4> { typedef cl_u32 t; };
template <> struct cl_word<8> { typedef cl_u64 t; };

template <typename T> __device__ __forceinline__ typename cl_word<sizeof(T)>::t cl_to_word(T v) {
    typename cl_word<sizeof(T)>::t w;
    memcpy(&w, &v, sizeof(T));
    return w;
}
template <typename T, typename W> __device__ __forceinline__ T cl_from_word(W w) {
    T v;
    memcpy(&v, &w, sizeof(T));
    return v;
}

// Apply `f(old)` atomically with a compare-and-swap loop; returns the old value. When `f`
// leaves the value as it is (an atomic max below the current maximum), the read alone is the
// atomic operation: no CAS, so threads do not queue on one address for nothing (Numba's float
// max/min test first too; always swapping made a 2^25-thread max/min 85x slower than Numba's).
template <typename T, typename F> __device__ __forceinline__ T cl_atomic_cas_loop(T* p, F f) {
    typedef typename cl_word<sizeof(T)>::t W;
    W* wp = (W*)p;
    W old = *(volatile W*)wp, assumed;
    do {
        assumed = old;
        W next = cl_to_word<T>(f(cl_from_word<T>(assumed)));
        if (next == assumed) {
            break;
        }
        old = atomicCAS(wp, assumed, next);
    } while (old != assumed);
    return cl_from_word<T>(assumed);
}

// Warp matches (cuda.match_any_sync / match_all_sync): the hardware instruction from Volta
// (sm_70) on; on Pascal the same answer from shuffles, each lane of `mask` comparing its value's
// bits with every other lane's (as the instruction compares bits: NaN matches NaN, -0.0 does
// not match 0.0).
template <typename T> __device__ __forceinline__ unsigned long long cl_match_bits(T v) {
    if constexpr (sizeof(T) == 4) {
        unsigned u;
        memcpy(&u, &v, 4);
        return u;
    } else {
        unsigned long long u;
        memcpy(&u, &v, 8);
        return u;
    }
}
template <typename T> __device__ __forceinline__ unsigned cl_match_any_sync(unsigned mask, T v) {
#if __CUDA_ARCH__ >= 700
    return __match_any_sync(mask, v);
#else
    unsigned long long mine = cl_match_bits(v);
    unsigned same = 0;
    for (int lane = 0; lane < 32; lane++) {
        if (mask & (1u << lane)) {
            if (__shfl_sync(mask, mine, lane) == mine) same |= 1u << lane;
        }
    }
    return same;
#endif
}
template <typename T> __device__ __forceinline__ unsigned cl_match_all_sync(unsigned mask, T v, int* pred) {
#if __CUDA_ARCH__ >= 700
    return __match_all_sync(mask, v, pred);
#else
    *pred = __all_sync(mask, cl_match_any_sync(mask, v) == mask);
    return *pred ? mask : 0u;
#endif
}

template <typename T> __device__ __forceinline__ T cl_atomic_add(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return (T)(o + v); });
}
__device__ __forceinline__ cl_i32 cl_atomic_add(cl_i32* p, cl_i32 v) { return atomicAdd(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_add(cl_u32* p, cl_u32 v) { return atomicAdd(p, v); }
__device__ __forceinline__ cl_u64 cl_atomic_add(cl_u64* p, cl_u64 v) { return atomicAdd(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_add(cl_i64* p, cl_i64 v) { return (cl_i64)atomicAdd((cl_u64*)p, (cl_u64)v); }
__device__ __forceinline__ float cl_atomic_add(float* p, float v) { return atomicAdd(p, v); }
__device__ __forceinline__ double cl_atomic_add(double* p, double v) { return atomicAdd(p, v); }

template <typename T> __device__ __forceinline__ T cl_atomic_sub(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return (T)(o - v); });
}
__device__ __forceinline__ cl_i32 cl_atomic_sub(cl_i32* p, cl_i32 v) { return atomicSub(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_sub(cl_u32* p, cl_u32 v) { return atomicSub(p, v); }
__device__ __forceinline__ cl_u64 cl_atomic_sub(cl_u64* p, cl_u64 v) { return atomicAdd(p, (cl_u64)0 - v); }
__device__ __forceinline__ cl_i64 cl_atomic_sub(cl_i64* p, cl_i64 v) { return (cl_i64)atomicAdd((cl_u64*)p, (cl_u64)0 - (cl_u64)v); }
__device__ __forceinline__ float cl_atomic_sub(float* p, float v) { return atomicAdd(p, -v); }
__device__ __forceinline__ double cl_atomic_sub(double* p, double v) { return atomicAdd(p, -v); }

// max/min: integers natively; floats propagate NaN (as CUDA's float atomics in Numba do).
template <typename T> __device__ __forceinline__ T cl_atomic_max(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return (o != o || v != v) ? (T)__longlong_as_double(0x7ff8000000000000LL) : (v > o ? v : o); });
}
template <typename T> __device__ __forceinline__ T cl_atomic_min(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return (o != o || v != v) ? (T)__longlong_as_double(0x7ff8000000000000LL) : (v < o ? v : o); });
}
__device__ __forceinline__ cl_i32 cl_atomic_max(cl_i32* p, cl_i32 v) { return atomicMax(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_max(cl_u32* p, cl_u32 v) { return atomicMax(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_max(cl_i64* p, cl_i64 v) { return atomicMax((long long*)p, (long long)v); }
__device__ __forceinline__ cl_u64 cl_atomic_max(cl_u64* p, cl_u64 v) { return atomicMax(p, v); }
__device__ __forceinline__ cl_i32 cl_atomic_min(cl_i32* p, cl_i32 v) { return atomicMin(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_min(cl_u32* p, cl_u32 v) { return atomicMin(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_min(cl_i64* p, cl_i64 v) { return atomicMin((long long*)p, (long long)v); }
__device__ __forceinline__ cl_u64 cl_atomic_min(cl_u64* p, cl_u64 v) { return atomicMin(p, v); }

// nanmax/nanmin: NaN is ignored unless both are NaN.
template <typename T> __device__ __forceinline__ T cl_atomic_nanmax(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return o != o ? v : (v != v ? o : (v > o ? v : o)); });
}
template <typename T> __device__ __forceinline__ T cl_atomic_nanmin(T* p, T v) {
    return cl_atomic_cas_loop(p, [=](T o) { return o != o ? v : (v != v ? o : (v < o ? v : o)); });
}

template <typename T> __device__ __forceinline__ T cl_atomic_and(T* p, T v) { return cl_atomic_cas_loop(p, [=](T o) { return (T)(o & v); }); }
template <typename T> __device__ __forceinline__ T cl_atomic_or(T* p, T v) { return cl_atomic_cas_loop(p, [=](T o) { return (T)(o | v); }); }
template <typename T> __device__ __forceinline__ T cl_atomic_xor(T* p, T v) { return cl_atomic_cas_loop(p, [=](T o) { return (T)(o ^ v); }); }
__device__ __forceinline__ cl_i32 cl_atomic_and(cl_i32* p, cl_i32 v) { return atomicAnd(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_and(cl_u32* p, cl_u32 v) { return atomicAnd(p, v); }
__device__ __forceinline__ cl_u64 cl_atomic_and(cl_u64* p, cl_u64 v) { return atomicAnd(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_and(cl_i64* p, cl_i64 v) { return (cl_i64)atomicAnd((cl_u64*)p, (cl_u64)v); }
__device__ __forceinline__ cl_i32 cl_atomic_or(cl_i32* p, cl_i32 v) { return atomicOr(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_or(cl_u32* p, cl_u32 v) { return atomicOr(p, v); }
__device__ __forceinline__ cl_u64 cl_atomic_or(cl_u64* p, cl_u64 v) { return atomicOr(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_or(cl_i64* p, cl_i64 v) { return (cl_i64)atomicOr((cl_u64*)p, (cl_u64)v); }
__device__ __forceinline__ cl_i32 cl_atomic_xor(cl_i32* p, cl_i32 v) { return atomicXor(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_xor(cl_u32* p, cl_u32 v) { return atomicXor(p, v); }
__device__ __forceinline__ cl_u64 cl_atomic_xor(cl_u64* p, cl_u64 v) { return atomicXor(p, v); }
__device__ __forceinline__ cl_i64 cl_atomic_xor(cl_i64* p, cl_i64 v) { return (cl_i64)atomicXor((cl_u64*)p, (cl_u64)v); }

// inc/dec as CUDA defines them: inc wraps to 0 past v, dec wraps to v at 0 or above v.
template <typename T> __device__ __forceinline__ T cl_atomic_inc(T* p, T v) { return cl_atomic_cas_loop(p, [=](T o) { return o >= v ? (T)0 : (T)(o + 1); }); }
template <typename T> __device__ __forceinline__ T cl_atomic_dec(T* p, T v) { return cl_atomic_cas_loop(p, [=](T o) { return (o == 0 || o > v) ? v : (T)(o - 1); }); }
__device__ __forceinline__ cl_u32 cl_atomic_inc(cl_u32* p, cl_u32 v) { return atomicInc(p, v); }
__device__ __forceinline__ cl_u32 cl_atomic_dec(cl_u32* p, cl_u32 v) { return atomicDec(p, v); }

template <typename T> __device__ __forceinline__ T cl_atomic_exch(T* p, T v) { return cl_atomic_cas_loop(p, [=](T) { return v; }); }
template <typename T> __device__ __forceinline__ T cl_atomic_cas(T* p, T cmp, T v) {
    typedef typename cl_word<sizeof(T)>::t W;
    return cl_from_word<T>(atomicCAS((W*)p, cl_to_word<T>(cmp), cl_to_word<T>(v)));
}
