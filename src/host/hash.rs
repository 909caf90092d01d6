//! CPython's hash numbers: what `hash()` returns, and so where a set member sits in a set's
//! table (`set_table`), which is what decides the order a set prints and iterates in.
//!
//! Owns the arithmetic of CPython 3.12's `Python/pyhash.c`, `Objects/longobject.c`,
//! `Objects/tupleobject.c` and `Objects/setobject.c` hashes (numbers reduced modulo the Mersenne
//! prime 2**61 - 1 so that `hash(1) == hash(1.0) == hash(True)`, xxHash lanes for tuples, shuffled
//! bits for frozensets) and `HashKey::py_hash`. Strings get a fixed hash of our own: CPython
//! randomises theirs per process, so no program can rely on a set-of-strings order. Must not know
//! how values are evaluated: it works on `HashKey`s, which `Interp::hash_key` makes.

use crate::host::value::HashKey;
use num_bigint::{BigInt, Sign};
use num_traits::ToPrimitive;

/// `sys.hash_info.width` bits of a hash, modulus 2**61 - 1 (`sys.hash_info.modulus`).
const BITS: u32 = 61;
const MODULUS: u64 = (1 << BITS) - 1;
/// `sys.hash_info.inf` and `sys.hash_info.imag`.
const INF: i64 = 314_159;
const IMAG: u64 = 1_000_003;

/// -1 is CPython's error return, so a hash that comes out -1 is -2.
fn not_minus_one(h: i64) -> i64 {
    if h == -1 {
        -2
    } else {
        h
    }
}

/// `hash(i)` for an int: its value modulo 2**61 - 1, with the sign of the int.
pub fn int_hash(i: i64) -> i64 {
    let m = (i.unsigned_abs() % MODULUS) as i64;
    not_minus_one(if i < 0 { -m } else { m })
}

/// `hash(n)` for an int of any size.
pub fn bigint_hash(n: &BigInt) -> i64 {
    let m = (n.magnitude() % MODULUS).to_u64().unwrap_or(0) as i64;
    not_minus_one(if n.sign() == Sign::Minus { -m } else { m })
}

/// `hash(x)` for a float (`_Py_HashDouble`): an integral float hashes as its int, any other as the
/// exact rational value modulo 2**61 - 1. NaN has no number of its own in CPython (it hashes by
/// identity); here every NaN hashes 0, as it did before 3.10.
pub fn float_hash(v: f64) -> i64 {
    if v.is_nan() {
        return 0;
    }
    if v.is_infinite() {
        return if v > 0.0 { INF } else { -INF };
    }
    let (mut m, mut e) = frexp(v);
    let mut sign = 1i64;
    if m < 0.0 {
        sign = -1;
        m = -m;
    }
    // Take 28 bits of the mantissa at a time, folding into 61 bits.
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (BITS - 28));
        m *= 268_435_456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    // Multiply by 2**e modulo 2**61 - 1: a rotation of the 61 bits.
    let e = if e >= 0 { e % BITS as i32 } else { BITS as i32 - 1 - ((-1 - e) % BITS as i32) } as u32;
    x = ((x << e) & MODULUS) | (x >> (BITS - e));
    not_minus_one((x as i64).wrapping_mul(sign))
}

/// `frexp`: `v == m * 2**e` with `0.5 <= |m| < 1` (`v` finite and not zero gives such an `m`).
fn frexp(v: f64) -> (f64, i32) {
    if v == 0.0 {
        return (v, 0);
    }
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(v * f64::from_bits(0x4350_0000_0000_0000)); // 2**54
        return (m, e - 54);
    }
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, exp - 1022)
}

/// `hash(complex(re, im))`.
pub fn complex_hash(re: f64, im: f64) -> i64 {
    let h = (float_hash(re) as u64).wrapping_add(IMAG.wrapping_mul(float_hash(im) as u64));
    not_minus_one(h as i64)
}

/// A string's hash: a multiply-rotate over its UTF-8 a word at a time (CPython's is SipHash with a
/// per-process random key, so its set-of-strings orders are not reproducible anyway).
pub fn str_hash(s: &str) -> i64 {
    let mut h: u64 = s.len() as u64;
    let mut add = |w: u64| h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    let mut chunks = s.as_bytes().chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        add(u64::from_le_bytes(w));
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut w = [0u8; 8];
        w[..rest.len()].copy_from_slice(rest);
        add(u64::from_le_bytes(w));
    }
    not_minus_one(h as i64)
}

/// `hash(t)` for a tuple of items with these hashes (CPython's xxHash-based `tuplehash`).
pub fn tuple_hash(items: impl ExactSizeIterator<Item = i64>) -> i64 {
    const P1: u64 = 11_400_714_785_074_694_791;
    const P2: u64 = 14_029_467_366_897_019_727;
    const P5: u64 = 2_870_177_450_012_600_261;
    let len = items.len() as u64;
    let mut acc = P5;
    for lane in items {
        acc = acc.wrapping_add((lane as u64).wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add(len ^ (P5 ^ 3_527_539));
    if acc == u64::MAX {
        return 1_546_275_796;
    }
    acc as i64
}

/// `hash(obj)` for an object hashed by identity (`_Py_HashPointer`: the address rotated right by
/// four, as objects are 16-byte aligned).
pub fn ptr_hash(p: usize) -> i64 {
    not_minus_one((p as u64).rotate_right(4) as i64)
}

/// `hash(frozenset(…))` from its members' hashes: order-independent (`frozenset_hash`).
pub fn frozenset_hash(hashes: impl Iterator<Item = i64>) -> i64 {
    fn shuffle(h: u64) -> u64 {
        ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167)
    }
    let mut hash: u64 = 0;
    let mut n: u64 = 0;
    for h in hashes {
        hash ^= shuffle(h as u64);
        n += 1;
    }
    hash ^= (n + 1).wrapping_mul(1_927_868_237);
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash.wrapping_mul(69_069).wrapping_add(907_133_923);
    if hash == u64::MAX {
        return 590_923_713;
    }
    hash as i64
}

impl HashKey {
    /// The number `hash()` gives for the value this key stands for.
    pub fn py_hash(&self) -> i64 {
        match self {
            // CPython 3.12's `hash(None)` is a constant too (`_Py_HashPointer` of None before).
            HashKey::None => 0xFCA8_6420,
            HashKey::Int(i) => int_hash(*i),
            HashKey::BigInt(bytes) => bigint_hash(&BigInt::from_signed_bytes_le(bytes)),
            HashKey::Float(bits) => float_hash(f64::from_bits(*bits)),
            HashKey::Complex(re, im) => complex_hash(f64::from_bits(*re), f64::from_bits(*im)),
            HashKey::Str(s) => str_hash(s),
            HashKey::Tuple(items) => tuple_hash(items.iter().map(HashKey::py_hash)),
            HashKey::Ptr(p) => ptr_hash(*p),
            HashKey::Obj { hash, .. } => *hash,
            HashKey::FrozenSet(s) => frozenset_hash(s.borrow().table.entries().map(|e| e.hash)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_hash_as_cpython_does() {
        // Values printed by CPython 3.11 and 3.12.
        assert_eq!(int_hash(-1), -2);
        assert_eq!(int_hash(i64::MAX), 3);
        assert_eq!(bigint_hash(&(BigInt::from(1) << 64u32)), 8);
        assert_eq!(bigint_hash(&-(BigInt::from(1) << 64u32)), -8);
        assert_eq!(float_hash(1.5), 1_152_921_504_606_846_977);
        assert_eq!(float_hash(0.1), 230_584_300_921_369_408);
        assert_eq!(float_hash(-2.5), -1_152_921_504_606_846_978);
        assert_eq!(float_hash(3.0), 3);
        assert_eq!(float_hash(1e300), 1_224_995_262_755_759_164);
        assert_eq!(float_hash(-0.5), -1_152_921_504_606_846_976);
        assert_eq!(float_hash(5e-324), 16_777_216);
        assert_eq!(float_hash(1e-310), 615_709_907_932_414_099);
        assert_eq!(float_hash(f64::INFINITY), 314_159);
        assert_eq!(tuple_hash([1i64, 2].into_iter()), -3_550_055_125_485_641_917);
        assert_eq!(tuple_hash([].into_iter()), 5_740_354_900_026_072_187);
        assert_eq!(complex_hash(1.0, 2.0), 2_000_007);
        assert_eq!(frozenset_hash([1i64, 2, 3].into_iter()), -272_375_401_224_217_160);
        assert_eq!(frozenset_hash([].into_iter()), 133_146_708_735_736);
    }
}
