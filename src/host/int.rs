//! Python `int`: arbitrary precision with a 64-bit fast path.
//!
//! Owns integer arithmetic with Python's semantics (floor division, modulo with the sign of the
//! divisor, exact promotion on overflow). It never wraps silently: every fast-path operation is
//! checked and falls back to `BigInt`. Results are normalised back to `Small` when they fit.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::fmt;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};

/// CPython's default `sys.get_int_max_str_digits()`: decimal conversions of longer ints raise
/// ValueError (they cost quadratic time, and an interrupt cannot stop them).
pub const DEFAULT_MAX_STR_DIGITS: usize = 4300;
/// The smallest nonzero limit `sys.set_int_max_str_digits` accepts.
pub const MIN_MAX_STR_DIGITS: usize = 640;
static MAX_STR_DIGITS: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_STR_DIGITS);

/// The limit in force (0: none).
pub fn max_str_digits() -> usize {
    MAX_STR_DIGITS.load(AtomicOrdering::Relaxed)
}
pub fn set_max_str_digits(n: usize) {
    MAX_STR_DIGITS.store(n, AtomicOrdering::Relaxed)
}

/// Bits that every int of more than `digits` decimal digits has at least (a cheap first test).
fn bits_beyond(digits: usize) -> u64 {
    (digits as f64 * std::f64::consts::LOG2_10) as u64 + 1
}

#[derive(Clone, Debug)]
pub enum Int {
    Small(i64),
    Big(Rc<BigInt>),
}

impl Int {
    pub fn from_big(b: BigInt) -> Int {
        match b.to_i64() {
            Some(v) => Int::Small(v),
            None => Int::Big(Rc::new(b)),
        }
    }
    pub fn to_big(&self) -> BigInt {
        match self {
            Int::Small(v) => BigInt::from(*v),
            Int::Big(b) => (**b).clone(),
        }
    }
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Int::Small(v) => Some(*v),
            Int::Big(_) => None,
        }
    }
    /// The value as an `i128`, saturating at its ends: enough to check it against any machine
    /// integer's range (NumPy dtypes).
    pub fn to_i128_saturating(&self) -> i128 {
        match self {
            Int::Small(v) => *v as i128,
            Int::Big(b) => b.to_i128().unwrap_or(if b.is_negative() { i128::MIN } else { i128::MAX }),
        }
    }
    pub fn is_zero(&self) -> bool {
        matches!(self, Int::Small(0))
    }
    pub fn is_negative(&self) -> bool {
        match self {
            Int::Small(v) => *v < 0,
            Int::Big(b) => b.is_negative(),
        }
    }
    /// Conversion to float as Python does it; `None` when too large ("int too large to convert to float").
    pub fn to_f64(&self) -> Option<f64> {
        match self {
            Int::Small(v) => Some(*v as f64),
            Int::Big(b) => b.to_f64().filter(|f| f.is_finite()),
        }
    }
    pub fn parse(text: &str, radix: u32) -> Option<Int> {
        let cleaned: String = text.chars().filter(|c| *c != '_').collect();
        if cleaned.is_empty() {
            return None;
        }
        if let Ok(v) = i64::from_str_radix(&cleaned, radix) {
            return Some(Int::Small(v));
        }
        BigInt::parse_bytes(cleaned.as_bytes(), radix).map(Int::from_big)
    }

    pub fn add(&self, o: &Int) -> Int {
        if let (Int::Small(a), Int::Small(b)) = (self, o) {
            if let Some(r) = a.checked_add(*b) {
                return Int::Small(r);
            }
        }
        Int::from_big(self.to_big() + o.to_big())
    }
    pub fn sub(&self, o: &Int) -> Int {
        if let (Int::Small(a), Int::Small(b)) = (self, o) {
            if let Some(r) = a.checked_sub(*b) {
                return Int::Small(r);
            }
        }
        Int::from_big(self.to_big() - o.to_big())
    }
    pub fn mul(&self, o: &Int) -> Int {
        if let (Int::Small(a), Int::Small(b)) = (self, o) {
            if let Some(r) = a.checked_mul(*b) {
                return Int::Small(r);
            }
        }
        Int::from_big(self.to_big() * o.to_big())
    }
    pub fn neg(&self) -> Int {
        match self {
            Int::Small(a) => match a.checked_neg() {
                Some(r) => Int::Small(r),
                None => Int::from_big(-BigInt::from(*a)),
            },
            Int::Big(b) => Int::from_big(-(**b).clone()),
        }
    }
    pub fn abs(&self) -> Int {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }
    /// Floor division; the caller has checked for a zero divisor.
    pub fn floordiv(&self, o: &Int) -> Int {
        if let (Int::Small(a), Int::Small(b)) = (self, o) {
            if !(*a == i64::MIN && *b == -1) {
                return Int::Small(a.div_floor(b));
            }
        }
        Int::from_big(self.to_big().div_floor(&o.to_big()))
    }
    /// Modulo with the sign of the divisor; the caller has checked for a zero divisor.
    pub fn modulo(&self, o: &Int) -> Int {
        if let (Int::Small(a), Int::Small(b)) = (self, o) {
            if *b != -1 {
                return Int::Small(a.mod_floor(b));
            }
            return Int::Small(0);
        }
        Int::from_big(self.to_big().mod_floor(&o.to_big()))
    }
    /// `self ** exp` for a non-negative exponent.
    pub fn pow(&self, exp: u64) -> Int {
        self.pow_interruptible(exp, &|| false).unwrap_or(Int::Small(0))
    }
    /// `self ** exp`, or None as soon as `cancelled()` says so (checked before each big step: a
    /// power with a 10**8 exponent takes seconds and must answer an interrupt).
    /// `self * o`, asking `cancelled` between pieces of work when both are huge (num-bigint's
    /// Toom-3 on two 10⁸-bit ints runs for minutes in one call): `None` when it said yes.
    pub fn mul_interruptible(&self, o: &Int, cancelled: &dyn Fn() -> bool) -> Option<Int> {
        match (self, o) {
            (Int::Big(a), Int::Big(b)) => {
                let product = big_mul(a.magnitude(), b.magnitude(), cancelled)?;
                let sign = if a.sign() == b.sign() { num_bigint::Sign::Plus } else { num_bigint::Sign::Minus };
                Some(Int::from_big(BigInt::from_biguint(sign, product)))
            }
            _ => Some(self.mul(o)),
        }
    }
    pub fn pow_interruptible(&self, exp: u64, cancelled: &dyn Fn() -> bool) -> Option<Int> {
        if let Int::Small(a) = self {
            if let Ok(e) = u32::try_from(exp) {
                if let Some(r) = a.checked_pow(e) {
                    return Some(Int::Small(r));
                }
            }
        }
        let mut result = BigInt::from(1);
        let mut base = self.to_big();
        let mut e = exp;
        let mul = |x: &BigInt, y: &BigInt| -> Option<BigInt> {
            let m = big_mul(x.magnitude(), y.magnitude(), cancelled)?;
            let sign = if x.sign() == y.sign() || m.is_zero() { num_bigint::Sign::Plus } else { num_bigint::Sign::Minus };
            Some(BigInt::from_biguint(sign, m))
        };
        while e > 0 {
            if cancelled() {
                return None;
            }
            if e & 1 == 1 {
                result = mul(&result, &base)?;
            }
            e >>= 1;
            if e > 0 {
                base = mul(&base, &base)?;
            }
        }
        Some(Int::from_big(result))
    }
    pub fn bitand(&self, o: &Int) -> Int {
        match (self, o) {
            (Int::Small(a), Int::Small(b)) => Int::Small(a & b),
            _ => Int::from_big(self.to_big() & o.to_big()),
        }
    }
    pub fn bitor(&self, o: &Int) -> Int {
        match (self, o) {
            (Int::Small(a), Int::Small(b)) => Int::Small(a | b),
            _ => Int::from_big(self.to_big() | o.to_big()),
        }
    }
    pub fn bitxor(&self, o: &Int) -> Int {
        match (self, o) {
            (Int::Small(a), Int::Small(b)) => Int::Small(a ^ b),
            _ => Int::from_big(self.to_big() ^ o.to_big()),
        }
    }
    pub fn invert(&self) -> Int {
        self.neg().sub(&Int::Small(1))
    }
    pub fn shl(&self, n: u64) -> Int {
        if let Int::Small(a) = self {
            if n < 63 {
                let r = a.checked_shl(n as u32).filter(|r| (r >> n) == *a);
                if let Some(r) = r {
                    return Int::Small(r);
                }
            }
        }
        Int::from_big(self.to_big() << n as usize)
    }
    pub fn shr(&self, n: u64) -> Int {
        match self {
            Int::Small(a) => Int::Small(if n >= 64 {
                if *a < 0 {
                    -1
                } else {
                    0
                }
            } else {
                a >> n
            }),
            Int::Big(b) => Int::from_big((**b).clone() >> n as usize),
        }
    }
    pub fn to_str_radix(&self, radix: u32) -> String {
        match self {
            Int::Small(v) if radix == 10 => v.to_string(),
            _ => self.to_big().to_str_radix(radix),
        }
    }
    /// The decimal text, or CPython's ValueError message when it would exceed the digit limit.
    pub fn to_decimal(&self) -> Result<String, String> {
        let limit = max_str_digits();
        let too_long = || format!("Exceeds the limit ({limit} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit");
        match self {
            Int::Small(v) => Ok(v.to_string()),
            Int::Big(_) if limit > 0 && self.bit_length() > bits_beyond(limit) + 1 => Err(too_long()),
            Int::Big(b) => {
                let s = b.to_string();
                let digits = s.len() - usize::from(s.starts_with('-'));
                if limit > 0 && digits > limit {
                    return Err(too_long());
                }
                Ok(s)
            }
        }
    }
    pub fn bit_length(&self) -> u64 {
        match self {
            Int::Small(v) => 64 - v.unsigned_abs().leading_zeros() as u64,
            Int::Big(b) => b.bits(),
        }
    }
    pub fn is_even(&self) -> bool {
        match self {
            Int::Small(v) => v % 2 == 0,
            Int::Big(b) => b.is_even(),
        }
    }
    pub fn big_is_zero(b: &BigInt) -> bool {
        b.is_zero()
    }
}

/// Below this many 32-bit digits in the smaller factor one num-bigint multiplication is quick
/// (tens of milliseconds at most), so an interrupt waits no longer than that.
const SPLIT_DIGITS: usize = 1 << 15;

/// `x * y` by Karatsuba's split down to pieces num-bigint multiplies quickly, asking `cancelled`
/// before each piece.
fn big_mul(x: &num_bigint::BigUint, y: &num_bigint::BigUint, cancelled: &dyn Fn() -> bool) -> Option<num_bigint::BigUint> {
    use num_bigint::BigUint;
    if cancelled() {
        return None;
    }
    let (xd, yd) = (x.to_u32_digits(), y.to_u32_digits());
    if xd.len().min(yd.len()) < SPLIT_DIGITS {
        return Some(x * y);
    }
    let m = xd.len().max(yd.len()) / 2;
    let split = |d: &[u32]| -> (BigUint, BigUint) {
        if d.len() <= m {
            (BigUint::new(d.to_vec()), BigUint::zero())
        } else {
            (BigUint::new(d[..m].to_vec()), BigUint::new(d[m..].to_vec()))
        }
    };
    let (x0, x1) = split(&xd);
    let (y0, y1) = split(&yd);
    drop((xd, yd));
    let z0 = big_mul(&x0, &y0, cancelled)?;
    let z2 = big_mul(&x1, &y1, cancelled)?;
    let z1 = big_mul(&(x0 + x1), &(y0 + y1), cancelled)? - &z0 - &z2;
    let shift = m * 32;
    Some((z2 << (2 * shift)) + (z1 << shift) + z0)
}

impl PartialEq for Int {
    fn eq(&self, o: &Int) -> bool {
        self.cmp(o) == Ordering::Equal
    }
}
impl Eq for Int {}
impl PartialOrd for Int {
    fn partial_cmp(&self, o: &Int) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Int {
    fn cmp(&self, o: &Int) -> Ordering {
        match (self, o) {
            (Int::Small(a), Int::Small(b)) => a.cmp(b),
            _ => self.to_big().cmp(&o.to_big()),
        }
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int::Small(v) => write!(f, "{v}"),
            Int::Big(b) => write!(f, "{b}"),
        }
    }
}

/// Exact comparison of an int with a float, as CPython does (no rounding of large ints).
pub fn cmp_int_float(i: &Int, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    if let Int::Small(v) = i {
        if v.unsigned_abs() < (1u64 << 53) {
            return (*v as f64).partial_cmp(&f);
        }
    }
    let fl = f.floor();
    let fb = num_bigint::BigInt::from(fl as i128);
    let fb = if fl.abs() < 1e38 { fb } else { BigInt::parse_bytes(format!("{fl:.0}").as_bytes(), 10).unwrap_or_default() };
    let ib = i.to_big();
    match ib.cmp(&fb) {
        Ordering::Equal if f > fl => Some(Ordering::Less),
        ord => Some(ord),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn overflow_promotes() {
        let a = Int::Small(i64::MAX);
        assert_eq!(a.add(&Int::Small(1)).to_string(), "9223372036854775808");
        assert_eq!(Int::Small(2).pow(100).to_string(), "1267650600228229401496703205376");
        // The split multiplication agrees with num-bigint's, signs included.
        let a = Int::Small(-3).pow(700_001);
        let b = Int::Small(7).pow(650_003);
        assert_eq!(a.mul_interruptible(&b, &|| false).map(|p| p.to_big()), Some(a.to_big() * b.to_big()));
        assert!(a.mul_interruptible(&b, &|| true).is_none());
        assert_eq!(Int::Small(-7).floordiv(&Int::Small(2)), Int::Small(-4));
        assert_eq!(Int::Small(-7).modulo(&Int::Small(2)), Int::Small(1));
        assert_eq!(Int::Small(1).shl(70).shr(70), Int::Small(1));
    }
}
