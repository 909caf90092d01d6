//! Operators on host values with Python's semantics: arithmetic with int/float/complex promotion,
//! sequence concatenation and repetition, comparisons (including chained and cross-type equality),
//! truthiness, hashing for dict keys, and the numeric conversions other modules lean on.
//! Error messages are CPython's ("unsupported operand type(s) for +: 'int' and 'str'").

use crate::host::int::{cmp_int_float, Int};
use crate::host::scalar::Scalar;
use crate::host::value::{HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::cmp::Ordering;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;

pub fn op_symbol(op: Operator) -> &'static str {
    match op {
        Operator::Add => "+",
        Operator::Sub => "-",
        Operator::Mult => "*",
        Operator::MatMult => "@",
        Operator::Div => "/",
        Operator::Mod => "%",
        Operator::Pow => "** or pow()",
        Operator::LShift => "<<",
        Operator::RShift => ">>",
        Operator::BitOr => "|",
        Operator::BitXor => "^",
        Operator::BitAnd => "&",
        Operator::FloorDiv => "//",
    }
}

/// The name Python gives an operator's special methods (`add` for `__add__`/`__iadd__`).
pub fn op_dunder(op: Operator) -> &'static str {
    match op {
        Operator::Add => "add",
        Operator::Sub => "sub",
        Operator::Mult => "mul",
        Operator::MatMult => "matmul",
        Operator::Div => "truediv",
        Operator::Mod => "mod",
        Operator::Pow => "pow",
        Operator::LShift => "lshift",
        Operator::RShift => "rshift",
        Operator::BitOr => "or",
        Operator::BitXor => "xor",
        Operator::BitAnd => "and",
        Operator::FloorDiv => "floordiv",
    }
}

/// The operator whose special methods are named `__{name}__` / `__i{name}__`.
pub fn op_from_dunder(name: &str) -> Option<Operator> {
    use Operator::*;
    [Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv].into_iter().find(|op| op_dunder(*op) == name)
}

enum Num {
    I(Int),
    F(f64),
    C(f64, f64),
}

fn as_num(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::I(Int::Small(*b as i64))),
        Value::Int(i) => Some(Num::I(i.clone())),
        Value::Float(f) => Some(Num::F(*f)),
        Value::Complex(r, i) => Some(Num::C(*r, *i)),
        _ => None,
    }
}

/// `x / y` of two machine ints (`y` not zero), correctly rounded as CPython's
/// `long_true_divide`: the quotient is taken with at least 55 significant bits and a sticky bit
/// for the remainder, so one rounding to a float gives the nearest float to the exact quotient.
fn small_true_div(x: i64, y: i64) -> f64 {
    let (a, b) = (x.unsigned_abs() as u128, y.unsigned_abs() as u128);
    let bits = |v: u128| 128 - v.leading_zeros() as i32;
    // |a| << s stays below 2^120: bits(a) + s <= 57 + bits(b) <= 121.
    let s = (56 + bits(b) - bits(a)).max(0);
    let n = a << s;
    let (q, r) = (n / b, n % b);
    let q = (q << 1) | (r != 0) as u128;
    let mag = q as f64 * 2f64.powi(-(s + 1));
    if (x < 0) != (y < 0) {
        -mag
    } else {
        mag
    }
}

/// `x / y` of ints of any size (`y` not zero), correctly rounded as `small_true_div` is: a
/// quotient of 55 or 56 bits plus a sticky bit, rounded once and scaled by a power of two.
fn big_true_div(x: &Int, y: &Int) -> R<f64> {
    let (a, b) = (x.to_big().magnitude().clone(), y.to_big().magnitude().clone());
    if a.bits() == 0 {
        return Ok(if x.is_negative() != y.is_negative() { -0.0 } else { 0.0 });
    }
    let s = 55 + b.bits() as i64 - a.bits() as i64;
    let (q, r) = if s >= 0 {
        let n = a << (s as u64);
        (&n / &b, n % &b)
    } else {
        let d = b << (s.unsigned_abs());
        (&a / &d, a % &d)
    };
    let q = (q << 1u32) | num_bigint::BigUint::from((r.bits() != 0) as u32);
    let mut mag = num_traits::ToPrimitive::to_f64(&q).unwrap_or(f64::INFINITY);
    // Scale by 2^-(s+1) in steps that cannot overflow or underflow on their own.
    let mut e = -(s + 1);
    while e != 0 {
        let step = e.clamp(-1000, 1000);
        mag *= 2f64.powi(step as i32);
        e -= step;
    }
    if mag.is_infinite() {
        return Err(raise("OverflowError", "integer division result too large for a float"));
    }
    Ok(if x.is_negative() != y.is_negative() { -mag } else { mag })
}

fn int_to_f(i: &Int) -> R<f64> {
    i.to_f64().ok_or_else(|| raise("OverflowError", "int too large to convert to float"))
}

use crate::array::ufunc::{py_floordiv as float_floordiv, py_fmod as float_mod};

fn complex_div(a: (f64, f64), b: (f64, f64)) -> R<Value> {
    let d = b.0 * b.0 + b.1 * b.1;
    if d == 0.0 {
        return Err(raise("ZeroDivisionError", "division by zero"));
    }
    Ok(Value::Complex((a.0 * b.0 + a.1 * b.1) / d, (a.1 * b.0 - a.0 * b.1) / d))
}

fn float_pow(a: f64, b: f64) -> R<Value> {
    if a == 0.0 && b < 0.0 {
        return Err(raise("ZeroDivisionError", "zero to a negative power"));
    }
    if a < 0.0 && b.fract() != 0.0 && b.is_finite() {
        // Python returns a complex number here.
        let r = a.abs().powf(b);
        let theta = std::f64::consts::PI * b;
        return Ok(Value::Complex(r * theta.cos(), r * theta.sin()));
    }
    let r = a.powf(b);
    if r.is_infinite() && a.is_finite() && b.is_finite() {
        return Err(raise("OverflowError", "(34, 'Numerical result out of range')"));
    }
    Ok(Value::Float(r))
}

/// Refuses an integer result of about `bits` bits that the host memory limit cannot hold.
fn check_int_bits(bits: u64) -> R<()> {
    crate::array::memory_limit::check(usize::try_from(bits / 8).unwrap_or(usize::MAX), || "an int".into()).map_err(|_| raise("MemoryError", ""))
}

/// Integer arithmetic. Results that could not fit in memory are `MemoryError`s before any work
/// (as CPython's allocation failures are), and `**` with a large exponent watches `interrupt`.
fn arith_int(op: Operator, a: &Int, b: &Int, interrupt: &AtomicBool) -> R<Value> {
    Ok(match op {
        Operator::Add => Value::Int(a.add(b)),
        Operator::Sub => Value::Int(a.sub(b)),
        Operator::Mult => {
            check_int_bits(a.bit_length().saturating_add(b.bit_length()))?;
            match a.mul_interruptible(b, &|| interrupt.load(std::sync::atomic::Ordering::Relaxed)) {
                Some(r) => Value::Int(r),
                None => {
                    interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
                    return Err(raise("KeyboardInterrupt", ""));
                }
            }
        }
        Operator::Div => {
            if b.is_zero() {
                return Err(raise("ZeroDivisionError", "division by zero"));
            }
            match (a, b) {
                (Int::Small(x), Int::Small(y)) if x.unsigned_abs() < (1 << 53) && y.unsigned_abs() < (1 << 53) => Value::Float(*x as f64 / *y as f64),
                (Int::Small(x), Int::Small(y)) => Value::Float(small_true_div(*x, *y)),
                _ => Value::Float(big_true_div(a, b)?),
            }
        }
        Operator::FloorDiv => {
            if b.is_zero() {
                return Err(raise("ZeroDivisionError", "integer division or modulo by zero"));
            }
            Value::Int(a.floordiv(b))
        }
        Operator::Mod => {
            if b.is_zero() {
                return Err(raise("ZeroDivisionError", "integer modulo by zero"));
            }
            Value::Int(a.modulo(b))
        }
        Operator::Pow => {
            if b.is_negative() {
                return float_pow(int_to_f(a)?, int_to_f(b)?);
            }
            // Bases whose powers never grow, whatever the exponent (CPython: 1 ** 2**64 == 1).
            match a.as_i64() {
                Some(0) => return Ok(Value::int(b.is_zero() as i64)),
                Some(1) => return Ok(Value::int(1)),
                Some(-1) => return Ok(Value::int(if b.is_even() { 1 } else { -1 })),
                _ => {}
            }
            let Some(e) = b.as_i64() else { return Err(raise("MemoryError", "")) };
            let e = e as u64;
            check_int_bits(a.bit_length().saturating_mul(e))?;
            match a.pow_interruptible(e, &|| interrupt.load(std::sync::atomic::Ordering::Relaxed)) {
                Some(r) => Value::Int(r),
                None => {
                    interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
                    return Err(raise("KeyboardInterrupt", ""));
                }
            }
        }
        Operator::LShift | Operator::RShift => {
            if b.is_negative() {
                return Err(raise("ValueError", "negative shift count"));
            }
            match (op, b.as_i64()) {
                // Shifting right by more bits than there are leaves the sign (CPython: 10 >> 10**20 == 0).
                (Operator::RShift, None) => Value::int(if a.is_negative() { -1 } else { 0 }),
                (Operator::LShift, _) if a.is_zero() => Value::int(0),
                (_, None) => return Err(raise("MemoryError", "")),
                (_, Some(n)) => {
                    let n = n as u64;
                    if op == Operator::LShift {
                        check_int_bits(a.bit_length().saturating_add(n))?;
                        Value::Int(a.shl(n))
                    } else {
                        Value::Int(a.shr(n))
                    }
                }
            }
        }
        Operator::BitAnd => Value::Int(a.bitand(b)),
        Operator::BitOr => Value::Int(a.bitor(b)),
        Operator::BitXor => Value::Int(a.bitxor(b)),
        Operator::MatMult => return Err(Ctrl::Raise(crate::host::exceptions::new_exc("TypeError", ""))),
    })
}

fn arith_float(op: Operator, a: f64, b: f64) -> R<Value> {
    Ok(Value::Float(match op {
        Operator::Add => a + b,
        Operator::Sub => a - b,
        Operator::Mult => a * b,
        Operator::Div => {
            if b == 0.0 {
                return Err(raise("ZeroDivisionError", "float division by zero"));
            }
            a / b
        }
        Operator::FloorDiv => {
            if b == 0.0 {
                return Err(raise("ZeroDivisionError", "float floor division by zero"));
            }
            float_floordiv(a, b)
        }
        Operator::Mod => {
            if b == 0.0 {
                return Err(raise("ZeroDivisionError", "float modulo by zero"));
            }
            float_mod(a, b)
        }
        Operator::Pow => return float_pow(a, b),
        _ => return Err(Ctrl::Raise(crate::host::exceptions::new_exc("TypeError", ""))),
    }))
}

fn arith_complex(op: Operator, a: (f64, f64), b: (f64, f64)) -> R<Value> {
    Ok(match op {
        Operator::Add => Value::Complex(a.0 + b.0, a.1 + b.1),
        Operator::Sub => Value::Complex(a.0 - b.0, a.1 - b.1),
        Operator::Mult => Value::Complex(a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0),
        Operator::Div => return complex_div(a, b),
        Operator::Pow => {
            if b.1 == 0.0 && b.0.fract() == 0.0 && b.0.abs() < 1024.0 {
                let mut r = (1.0, 0.0);
                let n = b.0.abs() as i64;
                for _ in 0..n {
                    r = (r.0 * a.0 - r.1 * a.1, r.0 * a.1 + r.1 * a.0);
                }
                return if b.0 < 0.0 { complex_div((1.0, 0.0), r) } else { Ok(Value::Complex(r.0, r.1)) };
            }
            let modulus = a.0.hypot(a.1);
            if modulus == 0.0 {
                return Ok(Value::Complex(0.0, 0.0));
            }
            let arg = a.1.atan2(a.0);
            let ln = modulus.ln();
            let re = (ln * b.0 - arg * b.1).exp();
            let th = arg * b.0 + ln * b.1;
            Value::Complex(re * th.cos(), re * th.sin())
        }
        _ => return Err(Ctrl::Raise(crate::host::exceptions::new_exc("TypeError", ""))),
    })
}

use crate::host::Ctrl;

impl Interp {
    pub fn binop(&mut self, op: Operator, a: &Value, b: &Value) -> R<Value> {
        // Fast paths for the loops students write: small ints and floats.
        match (a, b) {
            (Value::Int(Int::Small(x)), Value::Int(Int::Small(y))) => {
                let r = match op {
                    Operator::Add => x.checked_add(*y),
                    Operator::Sub => x.checked_sub(*y),
                    Operator::Mult => x.checked_mul(*y),
                    _ => None,
                };
                if let Some(r) = r {
                    return Ok(Value::Int(Int::Small(r)));
                }
            }
            (Value::Float(x), Value::Float(y)) => match op {
                Operator::Add => return Ok(Value::Float(x + y)),
                Operator::Sub => return Ok(Value::Float(x - y)),
                Operator::Mult => return Ok(Value::Float(x * y)),
                _ => {}
            },
            _ => {}
        }
        if let (Some(x), Some(y)) = (as_num(a), as_num(b)) {
            let r = match (x, y) {
                (Num::I(x), Num::I(y)) => {
                    if let (Value::Bool(p), Value::Bool(q), Operator::BitAnd | Operator::BitOr | Operator::BitXor) = (a, b, op) {
                        return Ok(Value::Bool(match op {
                            Operator::BitAnd => *p && *q,
                            Operator::BitOr => *p || *q,
                            _ => p != q,
                        }));
                    }
                    arith_int(op, &x, &y, &self.interrupt)
                }
                (Num::I(x), Num::F(y)) => arith_float(op, int_to_f(&x)?, y),
                (Num::F(x), Num::I(y)) => arith_float(op, x, int_to_f(&y)?),
                (Num::F(x), Num::F(y)) => arith_float(op, x, y),
                (Num::C(r, i), Num::C(r2, i2)) => arith_complex(op, (r, i), (r2, i2)),
                (Num::C(r, i), Num::F(y)) => arith_complex(op, (r, i), (y, 0.0)),
                (Num::C(r, i), Num::I(y)) => arith_complex(op, (r, i), (int_to_f(&y)?, 0.0)),
                (Num::F(x), Num::C(r, i)) => arith_complex(op, (x, 0.0), (r, i)),
                (Num::I(x), Num::C(r, i)) => arith_complex(op, (int_to_f(&x)?, 0.0), (r, i)),
            };
            return match r {
                Err(Ctrl::Raise(e)) if e.args.borrow().is_empty() && e.is("TypeError") => Err(self.unsupported(op, a, b)),
                other => other,
            };
        }
        match (op, a, b) {
            (Operator::Add, Value::Str(x), Value::Str(y)) => {
                let mut s = String::with_capacity(x.len() + y.len());
                s.push_str(x);
                s.push_str(y);
                Ok(Value::Str(Rc::from(s)))
            }
            (Operator::Add, Value::List(x), Value::List(y)) => {
                let mut v = x.borrow().clone();
                v.extend(y.borrow().iter().cloned());
                Ok(Value::list(v))
            }
            (Operator::Add, Value::Tuple(x), Value::Tuple(y)) => {
                let mut v = x.to_vec();
                v.extend(y.iter().cloned());
                Ok(Value::tuple(v))
            }
            (Operator::Mult, seq @ (Value::Str(_) | Value::List(_) | Value::Tuple(_)), n @ (Value::Int(_) | Value::Bool(_)))
            | (Operator::Mult, n @ (Value::Int(_) | Value::Bool(_)), seq @ (Value::Str(_) | Value::List(_) | Value::Tuple(_))) => {
                let n = self.to_index(n)?.max(0) as usize;
                // CPython: a str longer than isize::MAX bytes is an OverflowError, a list or tuple
                // that long a bare MemoryError; below that, the host memory limit decides.
                let (len, item) = match seq {
                    Value::Str(s) => (s.len(), 1),
                    Value::List(l) => (l.borrow().len(), std::mem::size_of::<Value>()),
                    Value::Tuple(t) => (t.len(), std::mem::size_of::<Value>()),
                    _ => (0, 1),
                };
                let total = len.checked_mul(n).filter(|&t| t <= isize::MAX as usize);
                match (total, seq) {
                    (None, Value::Str(_)) => return Err(raise("OverflowError", "repeated string is too long")),
                    (None, _) => return Err(raise("MemoryError", "")),
                    (Some(total), _) => crate::array::memory_limit::check_items(total, item, || format!("a {} of {total} items", self.type_name(seq)))?,
                }
                Ok(match seq {
                    Value::Str(s) => Value::Str(Rc::from(self.repeat_str(s, n)?)),
                    Value::List(l) => {
                        let items = l.borrow().clone();
                        Value::list(self.repeat_items(&items, n)?)
                    }
                    Value::Tuple(t) => Value::tuple(self.repeat_items(t, n)?),
                    _ => unreachable!("matched above"),
                })
            }
            (Operator::Mod, Value::Str(s), args) => Ok(Value::str(&self.percent_format(s, args)?)),
            (Operator::BitOr, Value::Dict(x), Value::Dict(y)) => {
                let mut d = x.borrow().clone();
                let y = y.borrow();
                d.obj_keys |= y.obj_keys;
                for (k, v) in y.map.iter() {
                    d.map.insert(k.clone(), v.clone());
                }
                Ok(Value::dict(d))
            }
            (Operator::BitOr | Operator::BitAnd | Operator::Sub | Operator::BitXor, Value::Set(x), Value::Set(_)) => self.set_binop(op, x, b),
            (_, Value::Native(n), _) => match n.binop(self, op, b, false)? {
                Some(v) => Ok(v),
                // NotImplemented: the right operand's reflected method has its turn.
                None => match b {
                    Value::Native(m) => m.binop(self, op, a, true)?.ok_or_else(|| self.unsupported(op, a, b)),
                    _ => Err(self.unsupported(op, a, b)),
                },
            },
            (_, _, Value::Native(n)) => match n.binop(self, op, a, true)? {
                Some(v) => Ok(v),
                None => Err(self.unsupported(op, a, b)),
            },
            _ => Err(self.unsupported(op, a, b)),
        }
    }

    fn unsupported(&self, op: Operator, a: &Value, b: &Value) -> Ctrl {
        if op == Operator::Add {
            if let Value::Str(_) = a {
                return raise("TypeError", format!("can only concatenate str (not \"{}\") to str", self.type_name(b)));
            }
            if let Value::List(_) = a {
                return raise("TypeError", format!("can only concatenate list (not \"{}\") to list", self.type_name(b)));
            }
        }
        if op == Operator::Mult && matches!(a, Value::Str(_) | Value::List(_) | Value::Tuple(_)) {
            return raise("TypeError", format!("can't multiply sequence by non-int of type '{}'", self.type_name(b)));
        }
        raise("TypeError", format!("unsupported operand type(s) for {}: '{}' and '{}'", op_symbol(op), self.type_name(a), self.type_name(b)))
    }

    pub fn unary_neg(&mut self, v: &Value) -> R<Value> {
        match v {
            Value::Bool(b) => Ok(Value::int(-(*b as i64))),
            Value::Int(i) => Ok(Value::Int(i.neg())),
            Value::Float(f) => Ok(Value::Float(-f)),
            Value::Complex(r, i) => Ok(Value::Complex(-r, -i)),
            Value::Native(n) => n.unary(self, "-")?.ok_or_else(|| raise("TypeError", "bad operand type for unary -")),
            other => Err(raise("TypeError", format!("bad operand type for unary -: '{}'", self.type_name(other)))),
        }
    }

    pub fn truthy(&mut self, v: &Value) -> R<bool> {
        Ok(match v {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => !i.is_zero(),
            Value::Float(f) => *f != 0.0,
            Value::Complex(r, i) => *r != 0.0 || *i != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) => !d.borrow().map.is_empty(),
            Value::Set(s) => !s.borrow().table.is_empty(),
            Value::Range(r) => !r.is_empty(),
            Value::Native(n) => return n.truthy(self),
            _ => true,
        })
    }

    pub fn eq(&mut self, a: &Value, b: &Value) -> R<bool> {
        // Containers recurse: deep or self-referential ones end in RecursionError, as in CPython.
        let _walk = match a {
            Value::List(_) | Value::Tuple(_) | Value::Dict(_) => Some(crate::host::enter_walk(" in comparison")?),
            _ => None,
        };
        Ok(match (a, b) {
            (Value::None, Value::None) => true,
            (Value::Str(x), Value::Str(y)) => x == y,
            (Value::List(x), Value::List(y)) => {
                if Rc::ptr_eq(x, y) {
                    return Ok(true);
                }
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                self.seq_eq(&x, &y)?
            }
            (Value::Tuple(x), Value::Tuple(y)) => self.seq_eq(x, y)?,
            (Value::Dict(x), Value::Dict(y)) => {
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                if x.map.len() != y.map.len() {
                    return Ok(false);
                }
                for (k, (_, v)) in x.map.iter() {
                    match y.map.get(k) {
                        Some((_, v2)) => {
                            if !is_same(v, v2) && !self.eq(v, v2)? {
                                return Ok(false);
                            }
                        }
                        None => return Ok(false),
                    }
                }
                true
            }
            (Value::Set(x), Value::Set(y)) => self.sets_equal(x, y)?,
            (Value::Range(x), Value::Range(y)) => {
                (x.is_empty() && y.is_empty()) || (x.len() == y.len() && x.start == y.start && (x.len() == 1 || x.step == y.step))
            }
            (Value::Type(x), Value::Type(y)) => Rc::ptr_eq(x, y),
            (Value::Function(x), Value::Function(y)) => Rc::ptr_eq(x, y),
            (Value::Builtin(x), Value::Builtin(y)) => Rc::ptr_eq(x, y),
            (Value::Module(x), Value::Module(y)) => Rc::ptr_eq(x, y),
            (Value::Exception(x), Value::Exception(y)) => Rc::ptr_eq(x, y),
            (Value::Iterator(x), Value::Iterator(y)) => Rc::ptr_eq(x, y),
            (Value::Native(n), other) | (other, Value::Native(n)) => return n.eq(self, other),
            _ => match (as_num(a), as_num(b)) {
                (Some(x), Some(y)) => num_cmp(&x, &y) == Some(Ordering::Equal),
                _ => false,
            },
        })
    }

    fn seq_eq(&mut self, x: &[Value], y: &[Value]) -> R<bool> {
        if x.len() != y.len() {
            return Ok(false);
        }
        for (p, q) in x.iter().zip(y.iter()) {
            if !is_same(p, q) && !self.eq(p, q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Ordering for `<`, `sorted`, `min`/`max`; `None` when unordered (NaN).
    pub fn cmp(&mut self, a: &Value, b: &Value, op: &str) -> R<Option<Ordering>> {
        let _walk = match a {
            Value::List(_) | Value::Tuple(_) => Some(crate::host::enter_walk(" in comparison")?),
            _ => None,
        };
        if let (Some(x), Some(y)) = (as_num(a), as_num(b)) {
            if !matches!(x, Num::C(..)) && !matches!(y, Num::C(..)) {
                return Ok(num_cmp(&x, &y));
            }
        }
        match (a, b) {
            (Value::Str(x), Value::Str(y)) => Ok(Some(x.cmp(y))),
            (Value::List(x), Value::List(y)) => {
                let (x, y) = (x.borrow().clone(), y.borrow().clone());
                self.seq_cmp(&x, &y, op)
            }
            (Value::Tuple(x), Value::Tuple(y)) => {
                let (x, y) = (x.clone(), y.clone());
                self.seq_cmp(&x, &y, op)
            }
            (Value::Set(x), Value::Set(y)) => {
                let sub = self.set_is_subset(x, y)?;
                let sup = self.set_is_subset(y, x)?;
                Ok(match (sub, sup) {
                    (true, true) => Some(Ordering::Equal),
                    (true, false) => Some(Ordering::Less),
                    (false, true) => Some(Ordering::Greater),
                    _ => None,
                })
            }
            (Value::Native(_), _) | (_, Value::Native(_)) => {
                // NumPy scalars order through their own comparison operators.
                let lt = self.compare(CmpOp::Lt, a, b)?;
                if self.truthy(&lt)? {
                    return Ok(Some(Ordering::Less));
                }
                let gt = self.compare(CmpOp::Gt, a, b)?;
                if self.truthy(&gt)? {
                    return Ok(Some(Ordering::Greater));
                }
                let eq = self.compare(CmpOp::Eq, a, b)?;
                Ok(if self.truthy(&eq)? { Some(Ordering::Equal) } else { None })
            }
            _ => Err(raise("TypeError", format!("'{}' not supported between instances of '{}' and '{}'", op, self.type_name(a), self.type_name(b)))),
        }
    }

    fn seq_cmp(&mut self, x: &[Value], y: &[Value], op: &str) -> R<Option<Ordering>> {
        for (p, q) in x.iter().zip(y.iter()) {
            if !is_same(p, q) && !self.eq(p, q)? {
                return self.cmp(p, q, op);
            }
        }
        Ok(Some(x.len().cmp(&y.len())))
    }

    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> R<Value> {
        // The loop conditions students write: small ints and floats, no protocol to ask.
        if let (Some(x), Some(y)) = (Scalar::of(a), Scalar::of(b)) {
            if let Some(r) = crate::host::scalar::compare(op, x, y) {
                return Ok(Value::Bool(r));
            }
        }
        if let Value::Native(n) = a {
            if let Some(v) = n.compare(self, op, b, false)? {
                return Ok(v);
            }
        }
        if let Value::Native(n) = b {
            if let Some(v) = n.compare(self, op, a, true)? {
                return Ok(v);
            }
        }
        // Neither native side orders against the other: CPython's TypeError (the generic ordering
        // below would ask the native objects again, without end).
        if matches!(a, Value::Native(_)) || matches!(b, Value::Native(_)) {
            if let Some(sym) = match op {
                CmpOp::Lt => Some("<"),
                CmpOp::LtE => Some("<="),
                CmpOp::Gt => Some(">"),
                CmpOp::GtE => Some(">="),
                _ => None,
            } {
                return Err(raise("TypeError", format!("'{sym}' not supported between instances of '{}' and '{}'", self.type_name(a), self.type_name(b))));
            }
        }
        let r = match op {
            CmpOp::Eq => self.eq(a, b)?,
            CmpOp::NotEq => !self.eq(a, b)?,
            CmpOp::Lt => self.cmp(a, b, "<")? == Some(Ordering::Less),
            CmpOp::LtE => matches!(self.cmp(a, b, "<=")?, Some(Ordering::Less | Ordering::Equal)),
            CmpOp::Gt => self.cmp(a, b, ">")? == Some(Ordering::Greater),
            CmpOp::GtE => matches!(self.cmp(a, b, ">=")?, Some(Ordering::Greater | Ordering::Equal)),
            CmpOp::Is => is_same(a, b),
            CmpOp::IsNot => !is_same(a, b),
            CmpOp::In => self.contains(b, a)?,
            CmpOp::NotIn => !self.contains(b, a)?,
        };
        Ok(Value::Bool(r))
    }

    pub fn contains(&mut self, container: &Value, item: &Value) -> R<bool> {
        match container {
            Value::Type(t) if crate::host::modules::enums::is_enum(t) => {
                let members = crate::host::modules::enums::members(t);
                Ok(members.iter().any(|m| matches!((m, item), (Value::Native(a), Value::Native(b)) if Rc::ptr_eq(a, b))))
            }
            Value::Str(s) => match item {
                Value::Str(sub) => Ok(s.contains(&**sub)),
                other => Err(raise("TypeError", format!("'in <string>' requires string as left operand, not {}", self.type_name(other)))),
            },
            Value::Dict(d) => {
                if let Some(found) = d.borrow().plain_entry(item) {
                    return Ok(found.is_some());
                }
                let k = self.dict_key(d, item)?;
                Ok(d.borrow().map.contains_key(&k))
            }
            Value::Set(s) => self.set_contains(s, item),
            Value::Native(n)
                if crate::host::classes::as_instance(container).is_some_and(|i| crate::host::classes::lookup(&i.cls, "__contains__").is_some()) =>
            {
                let r = n.call_method(self, "__contains__", crate::host::value::Args::new(vec![item.clone()]))?.unwrap_or(Value::Bool(false));
                self.truthy(&r)
            }
            Value::Native(_) if crate::host::builtin_base::base_of(container).is_some() => match crate::host::builtin_base::base_of(container) {
                Some(b) => self.contains(&b.clone(), item),
                None => Ok(false),
            },
            Value::Native(_) if crate::host::dict_views::as_view(container).is_some() => match crate::host::dict_views::as_view(container) {
                Some(w) => w.contains(self, item),
                None => Ok(false),
            },
            // NumPy's `__contains__`: `(a == item).any()`.
            Value::Native(_) if crate::host::modules::numpy::as_array(container).is_some() => {
                let eq = self.compare(CmpOp::Eq, container, item)?;
                let any = self.call_method(&eq, "any", crate::host::value::Args::default())?;
                self.truthy(&any)
            }
            Value::Native(n)
                if crate::host::bytes::as_bytes(container).is_some()
                    || crate::host::bytearray::as_bytearray(container).is_some()
                    || crate::host::globals_dict::as_globals(container).is_some() =>
            {
                let r = n.call_method(self, "__contains__", crate::host::value::Args::new(vec![item.clone()]))?;
                Ok(matches!(r, Some(Value::Bool(true))))
            }
            Value::Range(r) => match item {
                Value::Int(Int::Small(i)) => {
                    let r = **r;
                    let inside = if r.step > 0 { *i >= r.start && *i < r.stop } else { *i <= r.start && *i > r.stop };
                    Ok(inside && (i - r.start) % r.step == 0)
                }
                _ => self.contains_by_iter(container, item),
            },
            _ => self.contains_by_iter(container, item),
        }
    }

    fn contains_by_iter(&mut self, container: &Value, item: &Value) -> R<bool> {
        let mut it = match self.iter(container) {
            Ok(it) => it,
            // `x in 5`: CPython's message for a container that is not iterable at all.
            Err(Ctrl::Raise(e)) if e.is("TypeError") && e.message() == format!("'{}' object is not iterable", self.type_name(container)) => {
                return Err(raise("TypeError", format!("argument of type '{}' is not iterable", self.type_name(container))));
            }
            Err(e) => return Err(e),
        };
        while let Some(v) = self.next(&mut it)? {
            if is_same(&v, item) || self.eq(&v, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    pub fn hash_key(&mut self, v: &Value) -> R<HashKey> {
        Ok(match v {
            Value::None => HashKey::None,
            Value::Bool(b) => HashKey::Int(*b as i64),
            Value::Int(Int::Small(i)) => HashKey::Int(*i),
            Value::Int(Int::Big(b)) => HashKey::BigInt(b.to_signed_bytes_le()),
            Value::Float(f) => {
                if f.fract() == 0.0 && f.abs() < 9.2e18 {
                    HashKey::Int(*f as i64)
                } else {
                    HashKey::Float(f.to_bits())
                }
            }
            Value::Complex(r, i) => {
                if *i == 0.0 {
                    return self.hash_key(&Value::Float(*r));
                }
                HashKey::Complex(r.to_bits(), i.to_bits())
            }
            Value::Str(s) => HashKey::Str(s.clone()),
            Value::Tuple(t) => {
                let _walk = crate::host::enter_walk("")?;
                let mut keys = Vec::with_capacity(t.len());
                for x in t.iter() {
                    keys.push(self.hash_key(x)?);
                }
                HashKey::Tuple(keys)
            }
            Value::Set(s) if s.borrow().frozen => HashKey::FrozenSet(s.clone()),
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::Slice(_) => {
                return Err(raise("TypeError", format!("unhashable type: '{}'", self.type_name(v))))
            }
            Value::Range(r) => HashKey::Tuple(vec![HashKey::Int(r.start), HashKey::Int(r.stop), HashKey::Int(r.step)]),
            Value::Function(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Builtin(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Module(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Type(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Exception(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Method(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Iterator(f) => HashKey::Ptr(Rc::as_ptr(f) as *const u8 as usize),
            Value::Native(n) => return n.hash_key(self),
        })
    }

    /// `operator.index`: ints and bools only.
    pub fn to_index(&mut self, v: &Value) -> R<i64> {
        match v {
            Value::Bool(b) => Ok(*b as i64),
            Value::Int(Int::Small(i)) => Ok(*i),
            Value::Int(Int::Big(_)) => Err(raise("IndexError", "cannot fit 'int' into an index-sized integer")),
            Value::Native(n) => match n.to_index(self)? {
                Some(i) => Ok(i),
                None => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", self.type_name(v)))),
            },
            other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", self.type_name(other)))),
        }
    }

    pub fn to_int(&mut self, v: &Value) -> R<Int> {
        match v {
            Value::Bool(b) => Ok(Int::Small(*b as i64)),
            Value::Int(i) => Ok(i.clone()),
            Value::Float(f) => self.float_to_int(*f),
            other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", self.type_name(other)))),
        }
    }

    pub fn float_to_int(&mut self, f: f64) -> R<Int> {
        if f.is_nan() {
            return Err(raise("ValueError", "cannot convert float NaN to integer"));
        }
        if f.is_infinite() {
            return Err(raise("OverflowError", "cannot convert float infinity to integer"));
        }
        let t = f.trunc();
        if t.abs() < 9.2e18 {
            return Ok(Int::Small(t as i64));
        }
        let s = format!("{t:.0}");
        Ok(Int::parse(&s, 10).unwrap_or(Int::Small(0)))
    }

    pub fn to_float(&mut self, v: &Value) -> R<f64> {
        match v {
            Value::Bool(b) => Ok(*b as i64 as f64),
            Value::Int(i) => int_to_f(i),
            Value::Float(f) => Ok(*f),
            Value::Native(n) => match n.to_float(self)? {
                Some(f) => Ok(f),
                None => Err(raise("TypeError", format!("must be real number, not {}", self.type_name(v)))),
            },
            other => Err(raise("TypeError", format!("must be real number, not {}", self.type_name(other)))),
        }
    }
}

fn num_cmp(a: &Num, b: &Num) -> Option<Ordering> {
    match (a, b) {
        (Num::I(x), Num::I(y)) => Some(x.cmp(y)),
        (Num::I(x), Num::F(y)) => cmp_int_float(x, *y),
        (Num::F(x), Num::I(y)) => cmp_int_float(y, *x).map(Ordering::reverse),
        (Num::F(x), Num::F(y)) => x.partial_cmp(y),
        (Num::C(r, i), Num::C(r2, i2)) => (r == r2 && i == i2).then_some(Ordering::Equal),
        (Num::C(r, i), other) | (other, Num::C(r, i)) => {
            if *i != 0.0 {
                return None;
            }
            let o = match other {
                Num::I(x) => x.to_f64()?,
                Num::F(f) => *f,
                Num::C(..) => return None,
            };
            (*r == o).then_some(Ordering::Equal)
        }
    }
}

pub fn is_same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Int(Int::Small(x)), Value::Int(Int::Small(y))) => x == y && (-5..=256).contains(x),
        (Value::Str(x), Value::Str(y)) => Rc::ptr_eq(x, y) || (x.len() <= 1 && x == y),
        (Value::List(x), Value::List(y)) => Rc::ptr_eq(x, y),
        (Value::Tuple(x), Value::Tuple(y)) => Rc::ptr_eq(x, y) || (x.is_empty() && y.is_empty()),
        (Value::Dict(x), Value::Dict(y)) => Rc::ptr_eq(x, y),
        (Value::Set(x), Value::Set(y)) => Rc::ptr_eq(x, y),
        (Value::Function(x), Value::Function(y)) => Rc::ptr_eq(x, y),
        (Value::Builtin(x), Value::Builtin(y)) => Rc::ptr_eq(x, y),
        (Value::Module(x), Value::Module(y)) => Rc::ptr_eq(x, y),
        (Value::Type(x), Value::Type(y)) => Rc::ptr_eq(x, y),
        (Value::Exception(x), Value::Exception(y)) => Rc::ptr_eq(x, y),
        (Value::Iterator(x), Value::Iterator(y)) => Rc::ptr_eq(x, y),
        (Value::Native(x), Value::Native(y)) => Rc::ptr_eq(x, y) || same_numpy_type(x.as_any(), y.as_any()),
        _ => false,
    }
}

/// NumPy's scalar types (`np.float64`) and built-in dtypes (`np.dtype('f8')`) are singletons:
/// `type(np.float64(1)) is np.float64`.
fn same_numpy_type(x: &dyn std::any::Any, y: &dyn std::any::Any) -> bool {
    use crate::host::modules::numpy::{NpDType, NpScalarType};
    match (x.downcast_ref::<NpScalarType>(), y.downcast_ref::<NpScalarType>()) {
        (Some(a), Some(b)) => a.0 == b.0,
        _ => matches!((x.downcast_ref::<NpDType>(), y.downcast_ref::<NpDType>()), (Some(a), Some(b)) if a.0 == b.0),
    }
}

/// Items copied per interrupt check while a repeat or a padding is built.
const REPEAT_CHUNK: usize = 1 << 20;

impl Interp {
    /// `items * n`, allocated fallibly and interruptible between chunks (the caller has checked
    /// the memory limit). An empty sequence is empty however many times it repeats.
    pub fn repeat_items(&self, items: &[Value], n: usize) -> R<Vec<Value>> {
        if items.is_empty() || n == 0 {
            return Ok(Vec::new());
        }
        let total = items.len().saturating_mul(n);
        let mut v: Vec<Value> = Vec::new();
        v.try_reserve_exact(total).map_err(|_| raise("MemoryError", ""))?;
        let mut since_check = 0;
        for _ in 0..n {
            v.extend_from_slice(items);
            since_check += items.len();
            if since_check >= REPEAT_CHUNK {
                since_check = 0;
                self.check_interrupt()?;
            }
        }
        Ok(v)
    }

    /// `s * n` (the caller has checked the length and the memory limit), interruptible.
    pub fn repeat_str(&self, s: &str, n: usize) -> R<String> {
        let mut out = String::new();
        if s.is_empty() || n == 0 {
            return Ok(out);
        }
        out.try_reserve_exact(s.len().saturating_mul(n)).map_err(|_| raise("MemoryError", ""))?;
        let per_chunk = (REPEAT_CHUNK / s.len()).max(1);
        let chunk = s.repeat(per_chunk.min(n));
        let mut left = n;
        while left > 0 {
            let k = left.min(per_chunk);
            out.push_str(&chunk[..k * s.len()]);
            left -= k;
            self.check_interrupt()?;
        }
        Ok(out)
    }

    /// `left` fill characters, `s`, `right` fill characters: what `center`, `ljust`, `rjust` and
    /// `zfill` build, checked against the memory limit and interruptible.
    pub fn padded(&self, prefix: &str, left: usize, fill: char, s: &str, right: usize) -> R<String> {
        let total = (left.saturating_add(right)).saturating_mul(fill.len_utf8()).saturating_add(s.len() + prefix.len());
        if total > isize::MAX as usize {
            return Err(raise("OverflowError", "padded string is too long"));
        }
        crate::array::memory_limit::check(total, || format!("a str of {total} bytes"))?;
        let mut out = String::new();
        out.try_reserve_exact(total).map_err(|_| raise("MemoryError", ""))?;
        out.push_str(prefix);
        let mut buf = [0u8; 4];
        let fill = fill.encode_utf8(&mut buf);
        out.push_str(&self.repeat_str(fill, left)?);
        out.push_str(s);
        out.push_str(&self.repeat_str(fill, right)?);
        Ok(out)
    }
}
