//! `numba.cuda.random` on the host: xoroshiro128+ generator states, made and seeded exactly as
//! numba-cuda does (SplitMix64 seeding, each state 2**64 steps after the previous one), so a
//! seed gives the same numbers as Numba on both back ends.
//!
//! A state array is a uint64 device array of shape (n, 2) (Numba's record dtype with fields s0
//! and s1, without the record): `len(states)` and `states.shape[0]` are n, as in Numba. The
//! device functions themselves are the compiler's (`compiler::builtin`); here they are only
//! names, so that importing them works and calling one on the host says where it belongs.

use super::device_array::as_device_array;
use super::new_device_array;
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::host::modules::new_module;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// One generator: Numba's `xoroshiro128p_dtype` record (s0, s1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct State {
    s0: u64,
    s1: u64,
}

impl State {
    /// SplitMix64 of the seed, as `init_xoroshiro128p_state`.
    fn seeded(seed: u64) -> State {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        State { s0: z, s1: z }
    }

    /// `xoroshiro128p_next`: the next number, advancing the state.
    fn next(&mut self) -> u64 {
        let (s0, mut s1) = (self.s0, self.s1);
        let result = s0.wrapping_add(s1);
        s1 ^= s0;
        self.s0 = s0.rotate_left(55) ^ s1 ^ (s1 << 14);
        self.s1 = s1.rotate_left(36);
        result
    }

    /// `xoroshiro128p_jump`: advance by 2**64 steps.
    fn jump(&mut self) {
        const JUMP: [u64; 2] = [0xBEAC_0467_EBA5_FACB, 0xD86B_048B_86AA_9922];
        let (mut s0, mut s1) = (0u64, 0u64);
        for word in JUMP {
            for b in 0..64 {
                if word & (1u64 << b) != 0 {
                    s0 ^= self.s0;
                    s1 ^= self.s1;
                }
                self.next();
            }
        }
        self.s0 = s0;
        self.s1 = s1;
    }
}

/// `init_xoroshiro128p_states_cpu`: n states, the first seeded and jumped `subsequence_start`
/// times, each next one the previous one jumped once. Row-major (n, 2) words.
fn states(n: usize, seed: u64, subsequence_start: u64) -> Vec<u64> {
    let mut out = Vec::with_capacity(2 * n);
    if n == 0 {
        return out;
    }
    let mut s = State::seeded(seed);
    for _ in 0..subsequence_start {
        s.jump();
    }
    out.extend([s.s0, s.s1]);
    for _ in 1..n {
        s.jump();
        out.extend([s.s0, s.s1]);
    }
    out
}

/// A Python int taken modulo 2**64, as Numba's `uint64(seed)`.
fn u64_arg(interp: &mut Interp, v: &Value, what: &str) -> R<u64> {
    let i = match v {
        Value::Int(_) | Value::Bool(_) => interp.to_int(v)?,
        Value::Native(_) => crate::host::int::Int::Small(interp.to_index(v)?),
        other => return Err(raise("TypeError", format!("{what} must be an integer, not '{}'", interp.type_name(other)))),
    };
    let big = i.to_big() & num_bigint::BigInt::from(u64::MAX);
    Ok(u64::try_from(&big).unwrap_or(0))
}

/// Bind (positional, then keywords) to the names of a signature; unknown keywords are errors.
fn bind<const N: usize>(fname: &str, mut args: Args, names: [&str; N], required: usize) -> R<[Option<Value>; N]> {
    let mut out: [Option<Value>; N] = std::array::from_fn(|_| None);
    if args.pos.len() > N {
        return Err(raise("TypeError", format!("{fname}() takes at most {N} arguments ({} given)", args.pos.len())));
    }
    for (i, v) in args.pos.drain(..).enumerate() {
        out[i] = Some(v);
    }
    for (k, v) in args.kw.drain(..) {
        let Some(i) = names.iter().position(|n| **n == *k) else {
            return Err(raise("TypeError", format!("{fname}() got an unexpected keyword argument '{k}'")));
        };
        if out[i].is_some() {
            return Err(raise("TypeError", format!("{fname}() got multiple values for argument '{k}'")));
        }
        out[i] = Some(v);
    }
    if let Some(i) = (0..required).find(|i| out[*i].is_none()) {
        return Err(raise("TypeError", format!("{fname}() missing required argument '{}'", names[i])));
    }
    Ok(out)
}

fn create_states(interp: &mut Interp, args: Args) -> R<Value> {
    let [n, seed, sub, _stream] = bind("create_xoroshiro128p_states", args, ["n", "seed", "subsequence_start", "stream"], 2)?;
    let n = interp.to_index(n.as_ref().unwrap_or(&Value::None))?;
    if n < 0 {
        return Err(raise("ValueError", format!("create_xoroshiro128p_states: n must not be negative (got {n})")));
    }
    let seed = u64_arg(interp, seed.as_ref().unwrap_or(&Value::None), "seed")?;
    let sub = match &sub {
        Some(v) => u64_arg(interp, v, "subsequence_start")?,
        None => 0,
    };
    let words = states(n as usize, seed, sub);
    new_device_array(interp, HostArray::from_vec(words, vec![n as usize, 2]))
}

fn init_states(interp: &mut Interp, args: Args) -> R<Value> {
    let [target, seed, sub, _stream] = bind("init_xoroshiro128p_states", args, ["states", "seed", "subsequence_start", "stream"], 2)?;
    let target = target.unwrap_or(Value::None);
    let Some(d) = as_device_array(&target) else {
        return Err(raise("TypeError", "init_xoroshiro128p_states: states must be a device array made by create_xoroshiro128p_states"));
    };
    if d.host.dtype() != DType::U64 || d.host.shape.len() != 2 || d.host.shape[1] != 2 {
        return Err(raise(
            "TypeError",
            format!(
                "init_xoroshiro128p_states: states must be a generator-state array (uint64, shape (n, 2)), not {} of shape {:?}",
                d.host.dtype().name(),
                d.host.shape
            ),
        ));
    }
    let seed = u64_arg(interp, seed.as_ref().unwrap_or(&Value::None), "seed")?;
    let sub = match &sub {
        Some(v) => u64_arg(interp, v, "subsequence_start")?,
        None => 0,
    };
    let words = HostArray::from_vec(states(d.host.shape[0], seed, sub), d.host.shape.clone());
    d.download(interp)?;
    d.host.assign(&words).map_err(|e| raise("ValueError", e.to_string()))?;
    d.upload(interp)?;
    Ok(Value::None)
}

fn kernel_only(_: &mut Interp, _: Args) -> R<Value> {
    Err(raise("TypeError", "xoroshiro128p_* functions draw numbers inside a @cuda.jit kernel or device function; on the host, use np.random"))
}

pub fn module() -> Rc<Module> {
    let m = new_module("numba.cuda.random", "Numba's GPU random numbers: xoroshiro128+ generators, one state per thread.");
    super::add(
        &m,
        "numba.cuda.random",
        "create_xoroshiro128p_states",
        create_states,
        "create_xoroshiro128p_states(n, seed, subsequence_start=0, stream=0)",
        "A device array of n generator states: the first seeded from seed, each next one 2**64 steps further.",
    );
    super::add(
        &m,
        "numba.cuda.random",
        "init_xoroshiro128p_states",
        init_states,
        "init_xoroshiro128p_states(states, seed, subsequence_start=0, stream=0)",
        "Re-seed an existing state array.",
    );
    for b in crate::compiler::builtin::in_module("cuda.random") {
        super::add(&m, "numba.cuda.random", b.name(), kernel_only, b.sig, b.doc);
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    /// States and draws recorded from numba-cuda 0.30.4: `init_xoroshiro128p_states_cpu` on a
    /// NumPy `xoroshiro128p_dtype` array of 3 states, then two `xoroshiro128p_next(states, 1)`
    /// (NUMBA_ENABLE_CUDASIM=1, which runs the same Python functions), 2026-11-22.
    #[test]
    fn matches_numba_seeding_and_jumps() {
        let cases: [(u64, u64, [u64; 6], [u64; 2]); 3] = [
            (
                1,
                0,
                [0x910a2dec89025cc1, 0x910a2dec89025cc1, 0x73c19a5348fc9098, 0x6c96c932f21d71ee, 0x0b3d0cd6ddfa7a4c, 0xd3c2c33e9b8e707a],
                [0xe05863863b1a0286, 0x35d4f476e08d5559],
            ),
            (
                12345,
                3,
                [0x81677962ecc05fc7, 0x6ad0e4dab75ad20b, 0xbefa25f3118b9bbf, 0x6c72b22d7db22783, 0x31bd3ad7bb6686a0, 0x986b232c0e34383e],
                [0x2b6cd8208f3dc342, 0xec3c35902347f7d7],
            ),
            (
                u64::MAX,
                0,
                [0xe4d971771b652c20, 0xe4d971771b652c20, 0xf06e5493d9197688, 0x5d1905e55c940204, 0x451fc10b7cd06b84, 0xc2c48037ad7bec7f],
                [0x4d875a7935ad788c, 0x962a100a68b80f9f],
            ),
        ];
        for (seed, sub, want, draws) in cases {
            let w = states(3, seed, sub);
            assert_eq!(w, want, "seed {seed}, subsequence_start {sub}");
            let mut s = State { s0: w[2], s1: w[3] };
            assert_eq!([s.next(), s.next()], draws, "seed {seed}");
        }
    }
}
