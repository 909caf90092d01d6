# numba.cuda.random's device functions, in the kernel dialect. A state array is uint64 of shape
# (n, 2): row i holds generator i's (s0, s1), the fields of Numba's xoroshiro128p_dtype.
# Transcribed from numba-cuda 0.30.4 (numba/cuda/random.py); the typing (float32 log in
# normal_float64, uniform_float32 draws in both normals) is Numba's, on purpose. Numba's
# TWO_PI_FLOAT32/64 globals are written as float32(2π) and 2π.

def rotl(x, k):
    x = uint64(x)
    k = uint32(k)
    return (x << k) | (x >> uint32(64 - k))


def xoroshiro128p_next(states, index):
    index = int64(index)
    s0 = states[index, 0]
    s1 = states[index, 1]
    result = s0 + s1
    s1 ^= s0
    states[index, 0] = uint64(rotl(s0, uint32(55))) ^ s1 ^ (s1 << uint32(14))
    states[index, 1] = uint64(rotl(s1, uint32(36)))
    return result


def uint64_to_unit_float64(x):
    x = uint64(x)
    return (x >> uint32(11)) * (float64(1) / (uint64(1) << uint32(53)))


def uint64_to_unit_float32(x):
    x = uint64(x)
    return float32(uint64_to_unit_float64(x))


def xoroshiro128p_uniform_float32(states, index):
    index = int64(index)
    return uint64_to_unit_float32(xoroshiro128p_next(states, index))


def xoroshiro128p_uniform_float64(states, index):
    index = int64(index)
    return uint64_to_unit_float64(xoroshiro128p_next(states, index))


def xoroshiro128p_normal_float32(states, index):
    index = int64(index)
    u1 = xoroshiro128p_uniform_float32(states, index)
    u2 = xoroshiro128p_uniform_float32(states, index)
    z0 = math.sqrt(-float32(2.0) * math.log(u1)) * math.cos(float32(6.283185307179586) * u2)
    return z0


def xoroshiro128p_normal_float64(states, index):
    index = int64(index)
    u1 = xoroshiro128p_uniform_float32(states, index)
    u2 = xoroshiro128p_uniform_float32(states, index)
    z0 = math.sqrt(-float64(2.0) * math.log(u1)) * math.cos(6.283185307179586 * u2)
    return z0
