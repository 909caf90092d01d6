//! Python's `random` module, number for number with CPython 3.11.
//!
//! Owns the Mersenne Twister as CPython's `_random` runs it (`init_by_array` over the seed's
//! 32-bit words, 53-bit `random()` from two draws, `getrandbits` word by word) and the
//! algorithms of `Lib/random.py` on top: `_randbelow_with_getrandbits` for `randrange`,
//! `randint`, `choice`, `shuffle` and `sample` (with its pool/set choice), `choices` by
//! `floor(random()*n)` or bisection of cumulative weights, and the real distributions with their
//! exact sequences of draws (the cached `gauss_next` included). `random.Random(x)` objects and
//! the module functions (which share one hidden instance) run the same code, so the same seed
//! gives the same numbers and the same errors as CPython. `SystemRandom` is refused by name.
//! It must never draw differently from CPython: a new method is added only with its algorithm.

use super::{add_fn, new_module};
use crate::host::bytes::{as_bytes, bytes_value};
use crate::host::hash::float_hash;
use crate::host::int::{cmp_int_float, Int};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, RangeObj, Value};
use crate::host::{raise, Interp, R};
use num_bigint::{BigInt, BigUint, Sign};
use std::any::Any;
use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

const N: usize = crate::array::random::MT_WORDS;

/// CPython's `_random.Random` state: the Mersenne Twister NumPy's legacy generator also uses
/// (`array::random::Mt19937`), with the bit-drawing rules of CPython's `getrandbits`/`_randbelow`.
#[derive(Clone)]
struct Mt(crate::array::random::Mt19937);

impl Mt {
    fn new() -> Mt {
        Mt(crate::array::random::Mt19937::new(0))
    }

    fn init_by_array(&mut self, key: &[u32]) {
        self.0.seed_by_array(key);
    }

    #[inline]
    fn genrand(&mut self) -> u32 {
        self.0.next_u32()
    }

    #[inline]
    fn random(&mut self) -> f64 {
        self.0.random()
    }

    /// `getrandbits(k)` for `k <= 64`, drawing exactly the words CPython draws.
    fn bits_u64(&mut self, k: u64) -> u64 {
        if k == 0 {
            0
        } else if k <= 32 {
            (self.genrand() >> (32 - k)) as u64
        } else {
            let lo = self.genrand() as u64;
            let hi = (self.genrand() >> (64 - k)) as u64;
            lo | (hi << 32)
        }
    }

    fn bits_big(&mut self, mut k: u64) -> BigUint {
        let mut words = Vec::with_capacity(k.div_ceil(32) as usize);
        while k > 0 {
            let mut r = self.genrand();
            if k < 32 {
                r >>= 32 - k;
            }
            words.push(r);
            k = k.saturating_sub(32);
        }
        BigUint::new(words)
    }

    fn getrandbits(&mut self, k: u64) -> Int {
        if k <= 63 {
            Int::Small(self.bits_u64(k) as i64)
        } else {
            Int::from_big(BigInt::from_biguint(Sign::Plus, self.bits_big(k)))
        }
    }

    /// `_randbelow_with_getrandbits(n)` for `n > 0`.
    fn randbelow(&mut self, n: &Int) -> Int {
        match n {
            Int::Small(s) if *s > 0 => Int::Small(self.randbelow_u64(*s as u64) as i64),
            _ => {
                let big = n.to_big();
                let k = n.bit_length();
                loop {
                    let r = BigInt::from_biguint(Sign::Plus, self.bits_big(k));
                    if r < big {
                        return Int::from_big(r);
                    }
                }
            }
        }
    }

    #[inline]
    fn randbelow_u64(&mut self, n: u64) -> u64 {
        let k = 64 - n.leading_zeros() as u64;
        loop {
            let r = self.bits_u64(k);
            if r < n {
                return r;
            }
        }
    }
}

/// A `random.Random` instance: the twister and the cached second Gaussian.
pub struct RandomObj {
    st: RefCell<State>,
}

struct State {
    mt: Mt,
    gauss_next: Option<f64>,
}

thread_local! {
    /// The hidden instance behind the module functions.
    static INST: Rc<RandomObj> = Rc::new(RandomObj::from_entropy());
}

fn inst() -> Rc<RandomObj> {
    INST.with(|i| i.clone())
}

fn entropy_key() -> Vec<u32> {
    use std::io::Read;
    let mut buf = vec![0u8; N * 4];
    if std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut buf)).is_ok() {
        return buf.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    }
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    vec![t as u32, (t >> 32) as u32, (t >> 64) as u32, std::process::id()]
}

impl RandomObj {
    fn from_entropy() -> RandomObj {
        let mut mt = Mt::new();
        mt.init_by_array(&entropy_key());
        RandomObj { st: RefCell::new(State { mt, gauss_next: None }) }
    }
    fn random(&self) -> f64 {
        self.st.borrow_mut().mt.random()
    }
}

/// The key `init_by_array` gets for a non-negative integer: its 32-bit words, low first.
fn key_of(n: &BigUint) -> Vec<u32> {
    let mut words = n.to_u32_digits();
    if words.is_empty() {
        words.push(0);
    }
    words
}

const SEED_TYPES: &str = "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.";

fn seed_key(a: &Value, version: &Value) -> R<Vec<u32>> {
    let version_is = |n: i64| matches!(version, Value::Int(Int::Small(v)) if *v == n) || matches!(version, Value::Bool(b) if *b as i64 == n);
    let text: Option<Vec<u8>> = match a {
        Value::Str(s) => Some(s.as_bytes().to_vec()),
        other => as_bytes(other).map(|b| b.0.to_vec()),
    };
    if let Some(data) = text {
        if version_is(1) {
            // Version 1: the old string hash over the characters (bytes read as Latin-1).
            let codes: Vec<u64> = match a {
                Value::Str(s) => s.chars().map(|c| c as u64).collect(),
                _ => data.iter().map(|&b| b as u64).collect(),
            };
            let mut x: u64 = codes.first().map(|c| c << 7).unwrap_or(0);
            for c in &codes {
                x = 1000003u64.wrapping_mul(x) ^ c;
            }
            x ^= codes.len() as u64;
            return Ok(key_of(&BigUint::from(x)));
        }
        if !version_is(2) {
            return Err(raise("NotImplementedError", "cudalab's random.seed() takes str and bytes seeds with version 1 or 2 only"));
        }
        use sha2::Digest;
        let digest = sha2::Sha512::digest(&data);
        let mut all = data;
        all.extend_from_slice(&digest);
        return Ok(key_of(&BigUint::from_bytes_be(&all)));
    }
    match a {
        Value::None => Ok(entropy_key()),
        Value::Bool(b) => Ok(vec![*b as u32]),
        Value::Int(i) => Ok(key_of(i.to_big().magnitude())),
        Value::Float(f) => Ok(key_of(&BigUint::from(float_hash(*f) as u64))),
        _ => Err(raise("TypeError", SEED_TYPES)),
    }
}

/// A method's parameters: positional-or-keyword names, how many are required, keyword-only names.
struct Sig {
    name: &'static str,
    pos: &'static [&'static str],
    required: usize,
    kwonly: &'static [&'static str],
}

/// Bind `args` to `sig` as CPython binds a Python method's arguments (`self` counted in the
/// messages, as CPython counts it).
fn bind(args: Args, sig: &Sig) -> R<Vec<Option<Value>>> {
    let np = sig.pos.len();
    if args.pos.len() > np {
        let takes = if sig.required == np {
            format!("{} positional argument{}", np + 1, if np == 0 { "" } else { "s" })
        } else {
            format!("from {} to {} positional arguments", sig.required + 1, np + 1)
        };
        return Err(raise("TypeError", format!("Random.{}() takes {} but {} were given", sig.name, takes, args.pos.len() + 1)));
    }
    let mut out: Vec<Option<Value>> = vec![None; np + sig.kwonly.len()];
    for (i, v) in args.pos.into_iter().enumerate() {
        out[i] = Some(v);
    }
    for (k, v) in args.kw {
        let slot = sig.pos.iter().chain(sig.kwonly.iter()).position(|n| **n == *k);
        match slot {
            Some(i) if out[i].is_some() => return Err(raise("TypeError", format!("Random.{}() got multiple values for argument '{}'", sig.name, k))),
            Some(i) => out[i] = Some(v),
            None => return Err(raise("TypeError", format!("Random.{}() got an unexpected keyword argument '{}'", sig.name, k))),
        }
    }
    let missing: Vec<String> = (0..sig.required).filter(|&i| out[i].is_none()).map(|i| format!("'{}'", sig.pos[i])).collect();
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            n => format!("{} and {}", missing[..n - 1].join(", "), missing[n - 1]),
        };
        return Err(raise(
            "TypeError",
            format!("Random.{}() missing {} required positional argument{}: {}", sig.name, missing.len(), if missing.len() == 1 { "" } else { "s" }, list),
        ));
    }
    Ok(out)
}

fn no_args(args: &Args, name: &str) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("Random.{name}() takes no keyword arguments")));
    }
    if !args.pos.is_empty() {
        return Err(raise("TypeError", format!("Random.{name}() takes no arguments ({} given)", args.pos.len())));
    }
    Ok(())
}

fn float_of(interp: &mut Interp, v: &Option<Value>, default: f64) -> R<f64> {
    match v {
        None => Ok(default),
        Some(v) => interp.to_float(v),
    }
}

/// `randrange`'s argument conversion: ints as they are; integral floats with CPython 3.11's
/// DeprecationWarning; anything else a ValueError naming the argument.
fn range_arg(interp: &mut Interp, v: &Value, what: &str) -> R<Int> {
    match v {
        Value::Int(i) => Ok(i.clone()),
        Value::Bool(b) => Ok(Int::Small(*b as i64)),
        Value::Float(f) if f.is_finite() && f.fract() == 0.0 => {
            let msg = "non-integer arguments to randrange() have been deprecated since Python 3.10 and will be removed in a subsequent version";
            interp.warn("DeprecationWarning", msg, &format!("DeprecationWarning: {msg}\n"))?;
            interp.float_to_int(*f)
        }
        Value::Float(f) if f.is_nan() => Err(raise("ValueError", "cannot convert float NaN to integer")),
        Value::Float(f) if f.is_infinite() => Err(raise("OverflowError", "cannot convert float infinity to integer")),
        Value::Float(_) => {
            let msg = "randrange() will raise TypeError in the future";
            interp.warn("DeprecationWarning", msg, &format!("DeprecationWarning: {msg}\n"))?;
            Err(raise("ValueError", format!("non-integer {what} for randrange()")))
        }
        Value::Str(s) => match Int::parse(s.trim(), 10) {
            Some(_) => {
                let msg = "randrange() will raise TypeError in the future";
                interp.warn("DeprecationWarning", msg, &format!("DeprecationWarning: {msg}\n"))?;
                Err(raise("ValueError", format!("non-integer {what} for randrange()")))
            }
            None => Err(raise("ValueError", format!("invalid literal for int() with base 10: {}", crate::host::repr::str_repr(s)))),
        },
        other => Err(raise("TypeError", format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", interp.type_name(other)))),
    }
}

fn int_div_floor(a: &Int, b: &Int) -> Int {
    a.floordiv(b)
}

fn len_of(interp: &mut Interp, v: &Value) -> R<usize> {
    Ok(crate::host::builtins::len_of(interp, v)?.max(0) as usize)
}

/// `seq[i]` with fast paths for the builtin sequences.
fn item(interp: &mut Interp, seq: &Value, i: usize) -> R<Value> {
    match seq {
        Value::List(l) => {
            if let Some(v) = l.borrow().get(i) {
                return Ok(v.clone());
            }
        }
        Value::Tuple(t) => {
            if let Some(v) = t.get(i) {
                return Ok(v.clone());
            }
        }
        Value::Range(r) => return Ok(Value::int(r.get(i as i64))),
        _ => {}
    }
    interp.getitem(seq, &Value::int(i as i64))
}

/// `bisect.bisect_right(a, x, lo, hi)` with Python's comparisons.
fn bisect_right(interp: &mut Interp, a: &[Value], x: &Value, mut lo: usize, mut hi: usize) -> R<usize> {
    while lo < hi {
        let mid = (lo + hi) / 2;
        let less = match (x, &a[mid]) {
            (Value::Float(f), Value::Float(g)) => f < g,
            (Value::Float(f), Value::Int(i)) => cmp_int_float(i, *f) == Some(Ordering::Greater),
            (Value::Int(i), Value::Int(j)) => i.cmp(j) == Ordering::Less,
            _ => interp.cmp(x, &a[mid], "<")? == Some(Ordering::Less),
        };
        if less {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

/// `list(itertools.accumulate(values))`.
fn accumulate(interp: &mut Interp, values: &Value) -> R<Vec<Value>> {
    let items = interp.collect(values)?;
    let mut out: Vec<Value> = Vec::with_capacity(items.len());
    for v in items {
        let next = match out.last() {
            None => v,
            Some(acc) => interp.binop(ruff_python_ast::Operator::Add, acc, &v)?,
        };
        out.push(next);
    }
    Ok(out)
}

fn is_sequence(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_)) || as_bytes(v).is_some()
}

impl RandomObj {
    fn seed(&self, args: Args) -> R<Value> {
        let a = bind(args, &Sig { name: "seed", pos: &["a", "version"], required: 0, kwonly: &[] })?;
        let version = a[1].clone().unwrap_or(Value::int(2));
        let key = seed_key(a[0].as_ref().unwrap_or(&Value::None), &version)?;
        let mut st = self.st.borrow_mut();
        st.mt.init_by_array(&key);
        st.gauss_next = None;
        Ok(Value::None)
    }

    fn getstate(&self) -> Value {
        let st = self.st.borrow();
        let (state, pos) = st.mt.0.state();
        let mut words: Vec<Value> = state.iter().map(|&w| Value::int(w as i64)).collect();
        words.push(Value::int(pos as i64));
        Value::tuple(vec![Value::int(3), Value::tuple(words), st.gauss_next.map(Value::Float).unwrap_or(Value::None)])
    }

    fn setstate(&self, interp: &mut Interp, state: &Value) -> R<()> {
        let version = interp.getitem(state, &Value::int(0))?;
        let v = match &version {
            Value::Int(Int::Small(v)) => Some(*v),
            Value::Bool(b) => Some(*b as i64),
            _ => None,
        };
        if v != Some(3) && v != Some(2) {
            let shown = interp.str(&version)?;
            return Err(raise("ValueError", format!("state with version {shown} passed to Random.setstate() of version 3")));
        }
        let parts = interp.collect(state)?;
        if parts.len() != 3 {
            return Err(raise(
                "ValueError",
                if parts.len() > 3 {
                    "too many values to unpack (expected 3)".to_string()
                } else {
                    format!("not enough values to unpack (expected 3, got {})", parts.len())
                },
            ));
        }
        let gauss = match &parts[2] {
            Value::None => None,
            g => Some(interp.to_float(g)?),
        };
        self.st.borrow_mut().gauss_next = gauss;
        let Value::Tuple(internal) = &parts[1] else {
            return Err(raise("TypeError", "state vector must be a tuple"));
        };
        if internal.len() != N + 1 {
            return Err(raise("ValueError", "state vector is the wrong size"));
        }
        let mut mt = [0u32; N];
        for (i, w) in internal[..N].iter().enumerate() {
            let Value::Int(x) = w else {
                return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(w))));
            };
            let x = if v == Some(2) { x.modulo(&Int::Small(1 << 32)) } else { x.clone() };
            if x.is_negative() {
                return Err(raise("OverflowError", "can't convert negative value to unsigned int"));
            }
            if x.bit_length() > 64 {
                return Err(raise("OverflowError", "Python int too large to convert to C unsigned long"));
            }
            let low = x.bitand(&Int::Small(0xffff_ffff));
            mt[i] = low.as_i64().unwrap_or(0) as u32;
        }
        let index = match &internal[N] {
            Value::Int(Int::Small(i)) => *i,
            Value::Int(_) => return Err(raise("OverflowError", "Python int too large to convert to C long")),
            other => return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
        };
        if !(0..=N as i64).contains(&index) {
            return Err(raise("ValueError", "invalid state"));
        }
        let mut st = self.st.borrow_mut();
        st.mt.0.set_state(mt, index as usize);
        Ok(())
    }

    fn randrange(&self, interp: &mut Interp, start: &Value, stop: Option<&Value>, step: Option<&Value>) -> R<Value> {
        let istart = range_arg(interp, start, "arg 1")?;
        let stop = stop.filter(|s| !s.is_none());
        let Some(stop) = stop else {
            // CPython tests `step is not _ONE`: an explicit int 1 passes (small ints are shared).
            if step.is_some_and(|s| !matches!(s, Value::Int(Int::Small(1)))) {
                return Err(raise("TypeError", "Missing a non-None stop argument"));
            }
            if istart.is_negative() || istart.is_zero() {
                return Err(raise("ValueError", "empty range for randrange()"));
            }
            return Ok(Value::Int(self.st.borrow_mut().mt.randbelow(&istart)));
        };
        let istop = range_arg(interp, stop, "stop")?;
        let width = istop.sub(&istart);
        let istep = match step {
            None => Int::Small(1),
            Some(s) => range_arg(interp, s, "step")?,
        };
        if matches!(istep, Int::Small(1)) {
            if !width.is_negative() && !width.is_zero() {
                let r = self.st.borrow_mut().mt.randbelow(&width);
                return Ok(Value::Int(istart.add(&r)));
            }
            let (a, b, c) = (istart.to_str_radix(10), istop.to_str_radix(10), width.to_str_radix(10));
            return Err(raise("ValueError", format!("empty range for randrange() ({a}, {b}, {c})")));
        }
        let n = if istep.is_zero() {
            return Err(raise("ValueError", "zero step for randrange()"));
        } else if istep.is_negative() {
            int_div_floor(&width.add(&istep).add(&Int::Small(1)), &istep)
        } else {
            int_div_floor(&width.add(&istep).sub(&Int::Small(1)), &istep)
        };
        if n.is_negative() || n.is_zero() {
            return Err(raise("ValueError", "empty range for randrange()"));
        }
        let r = self.st.borrow_mut().mt.randbelow(&n);
        Ok(Value::Int(istart.add(&istep.mul(&r))))
    }

    fn randbelow_usize(&self, n: usize) -> usize {
        self.st.borrow_mut().mt.randbelow_u64(n as u64) as usize
    }

    fn sample(&self, interp: &mut Interp, population: &Value, k: &Value, counts: Option<&Value>) -> R<Value> {
        if !is_sequence(population) {
            return Err(raise("TypeError", "Population must be a sequence.  For dicts or sets, use sorted(d)."));
        }
        let n = len_of(interp, population)?;
        if let Some(counts) = counts.filter(|c| !c.is_none()) {
            let mut cum = accumulate(interp, counts)?;
            if cum.len() != n {
                return Err(raise("ValueError", "The number of counts does not match the population"));
            }
            let total = cum.pop().unwrap_or(Value::None);
            let total = match total {
                Value::Int(Int::Small(t)) => t,
                Value::Bool(b) => b as i64,
                Value::Int(_) => return Err(raise("NotImplementedError", "cudalab's random.sample() takes counts totalling less than 2**63")),
                _ => return Err(raise("TypeError", "Counts must be integers")),
            };
            if total <= 0 {
                return Err(raise("ValueError", "Total of counts must be greater than zero"));
            }
            let range = Value::Range(Rc::new(RangeObj { start: 0, stop: total, step: 1 }));
            let selections = self.sample(interp, &range, k, None)?;
            let Value::List(sel) = selections else { return Ok(selections) };
            let sel = sel.borrow().clone();
            let mut out = Vec::with_capacity(sel.len());
            for s in sel {
                let i = bisect_right(interp, &cum, &s, 0, cum.len())?;
                out.push(item(interp, population, i)?);
            }
            return Ok(Value::list(out));
        }
        let k = match k {
            Value::Int(Int::Small(k)) => *k,
            Value::Bool(b) => *b as i64,
            Value::Int(_) => -1,
            Value::Float(f) if *f < 0.0 || *f > n as f64 => -1,
            // CPython compares `0 <= k <= n`, then builds `[None] * k`.
            Value::Float(_) => return Err(raise("TypeError", "can't multiply sequence by non-int of type 'float'")),
            other => return Err(raise("TypeError", format!("'<=' not supported between instances of 'int' and '{}'", interp.type_name(other)))),
        };
        if k < 0 || k as usize > n {
            return Err(raise("ValueError", "Sample larger than population or is negative"));
        }
        let k = k as usize;
        let mut setsize = 21usize;
        if k > 5 {
            let e = (((k * 3) as f64).ln() / 4f64.ln()).ceil() as u32;
            setsize = setsize.saturating_add(4usize.saturating_pow(e));
        }
        let mut result = Vec::with_capacity(k);
        if n <= setsize {
            let mut pool = interp.collect(population)?;
            for i in 0..k {
                let j = self.randbelow_usize(n - i);
                result.push(pool[j].clone());
                pool[j] = pool[n - i - 1].clone();
            }
        } else {
            let mut selected = std::collections::HashSet::with_capacity(k);
            for _ in 0..k {
                let mut j = self.randbelow_usize(n);
                while selected.contains(&j) {
                    j = self.randbelow_usize(n);
                }
                selected.insert(j);
                result.push(item(interp, population, j)?);
            }
        }
        Ok(Value::list(result))
    }

    fn choices(&self, interp: &mut Interp, population: &Value, weights: Option<&Value>, cum_weights: Option<&Value>, k: &Value) -> R<Value> {
        let n = len_of(interp, population)?;
        let weights = weights.filter(|w| !w.is_none());
        let cum_weights = cum_weights.filter(|w| !w.is_none());
        let count = |interp: &mut Interp| -> R<usize> {
            match k {
                Value::Int(Int::Small(k)) => Ok((*k).max(0) as usize),
                Value::Bool(b) => Ok(*b as usize),
                Value::Int(_) => Err(raise("OverflowError", "Python int too large to convert to C ssize_t")),
                other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
            }
        };
        let cum = match (weights, cum_weights) {
            (None, None) => {
                let k = count(interp)?;
                let nf = n as f64;
                let mut out = Vec::with_capacity(k);
                for _ in 0..k {
                    let i = (self.random() * nf).floor() as usize;
                    out.push(item(interp, population, i)?);
                }
                return Ok(Value::list(out));
            }
            (Some(w), None) => match w {
                Value::Int(_) | Value::Bool(_) => {
                    let shown = interp.repr(w)?;
                    return Err(raise("TypeError", format!("The number of choices must be a keyword argument: k={shown}")));
                }
                _ => accumulate(interp, w)?,
            },
            (None, Some(c)) => interp.collect(c)?,
            (Some(_), Some(_)) => return Err(raise("TypeError", "Cannot specify both weights and cumulative weights")),
        };
        if cum.len() != n {
            return Err(raise("ValueError", "The number of weights does not match the population"));
        }
        let Some(last) = cum.last() else {
            return Err(raise("IndexError", "list index out of range"));
        };
        let total = interp.binop(ruff_python_ast::Operator::Add, last, &Value::Float(0.0))?;
        let total = interp.to_float(&total)?;
        if total <= 0.0 {
            return Err(raise("ValueError", "Total of weights must be greater than zero"));
        }
        if !total.is_finite() {
            return Err(raise("ValueError", "Total of weights must be finite"));
        }
        let k = count(interp)?;
        let hi = n - 1;
        let mut out = Vec::with_capacity(k);
        for _ in 0..k {
            let x = Value::Float(self.random() * total);
            let i = bisect_right(interp, &cum, &x, 0, hi)?;
            out.push(item(interp, population, i)?);
        }
        Ok(Value::list(out))
    }

    fn shuffle(&self, interp: &mut Interp, x: &Value) -> R<()> {
        if let Value::List(l) = x {
            let mut st = self.st.borrow_mut();
            let mut v = l.borrow_mut();
            for i in (1..v.len()).rev() {
                let j = st.mt.randbelow_u64(i as u64 + 1) as usize;
                v.swap(i, j);
            }
            return Ok(());
        }
        let n = len_of(interp, x)?;
        for i in (1..n).rev() {
            let j = self.randbelow_usize(i + 1);
            let (a, b) = (item(interp, x, i)?, item(interp, x, j)?);
            interp.setitem(x, &Value::int(i as i64), b)?;
            interp.setitem(x, &Value::int(j as i64), a)?;
        }
        Ok(())
    }

    fn normalvariate(&self, mu: f64, sigma: f64) -> f64 {
        let nv_magicconst = 4.0 * (-0.5f64).exp() / 2.0f64.sqrt();
        let mut st = self.st.borrow_mut();
        loop {
            let u1 = st.mt.random();
            let u2 = 1.0 - st.mt.random();
            let z = nv_magicconst * (u1 - 0.5) / u2;
            let zz = z * z / 4.0;
            if zz <= -u2.ln() {
                return mu + z * sigma;
            }
        }
    }

    fn gauss(&self, mu: f64, sigma: f64) -> f64 {
        let mut st = self.st.borrow_mut();
        let z = match st.gauss_next.take() {
            Some(z) => z,
            None => {
                let x2pi = st.mt.random() * std::f64::consts::TAU;
                let g2rad = (-2.0 * (1.0 - st.mt.random()).ln()).sqrt();
                st.gauss_next = Some(x2pi.sin() * g2rad);
                x2pi.cos() * g2rad
            }
        };
        mu + z * sigma
    }

    fn gammavariate(&self, alpha: f64, beta: f64) -> R<f64> {
        if alpha <= 0.0 || beta <= 0.0 {
            return Err(raise("ValueError", "gammavariate: alpha and beta must be > 0.0"));
        }
        let mut st = self.st.borrow_mut();
        if alpha > 1.0 {
            let log4 = 4.0f64.ln();
            let sg_magicconst = 1.0 + 4.5f64.ln();
            let ainv = (2.0 * alpha - 1.0).sqrt();
            let bbb = alpha - log4;
            let ccc = alpha + ainv;
            loop {
                let u1 = st.mt.random();
                if !(1e-7 < u1 && u1 < 0.9999999) {
                    continue;
                }
                let u2 = 1.0 - st.mt.random();
                let v = (u1 / (1.0 - u1)).ln() / ainv;
                let x = alpha * v.exp();
                let z = u1 * u1 * u2;
                let r = bbb + ccc * v - x;
                if r + sg_magicconst - 4.5 * z >= 0.0 || r >= z.ln() {
                    return Ok(x * beta);
                }
            }
        } else if alpha == 1.0 {
            Ok(-(1.0 - st.mt.random()).ln() * beta)
        } else {
            let e = std::f64::consts::E;
            loop {
                let u = st.mt.random();
                let b = (e + alpha) / e;
                let p = b * u;
                let x = if p <= 1.0 { p.powf(1.0 / alpha) } else { -((b - p) / alpha).ln() };
                let u1 = st.mt.random();
                if p > 1.0 {
                    if u1 <= x.powf(alpha - 1.0) {
                        return Ok(x * beta);
                    }
                } else if u1 <= (-x).exp() {
                    return Ok(x * beta);
                }
            }
        }
    }

    /// Every method, by name: what `r.name(...)` and the module function `random.name(...)` run.
    fn method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        use std::f64::consts::{PI, TAU};
        Ok(Some(match name {
            "random" => {
                no_args(&args, "random")?;
                Value::Float(self.random())
            }
            "seed" => self.seed(args)?,
            "getstate" => {
                bind(args, &Sig { name: "getstate", pos: &[], required: 0, kwonly: &[] })?;
                self.getstate()
            }
            "setstate" => {
                let a = bind(args, &Sig { name: "setstate", pos: &["state"], required: 1, kwonly: &[] })?;
                self.setstate(interp, a[0].as_ref().unwrap_or(&Value::None))?;
                Value::None
            }
            "getrandbits" => {
                if !args.kw.is_empty() {
                    return Err(raise("TypeError", "Random.getrandbits() takes no keyword arguments"));
                }
                if args.pos.len() != 1 {
                    return Err(raise("TypeError", format!("Random.getrandbits() takes exactly one argument ({} given)", args.pos.len())));
                }
                let k = interp.to_index(&args.pos[0])?;
                if k < 0 {
                    return Err(raise("ValueError", "number of bits must be non-negative"));
                }
                Value::Int(self.st.borrow_mut().mt.getrandbits(k as u64))
            }
            "randbytes" => {
                let a = bind(args, &Sig { name: "randbytes", pos: &["n"], required: 1, kwonly: &[] })?;
                let n = interp.to_index(a[0].as_ref().unwrap_or(&Value::None))?;
                if n < 0 {
                    return Err(raise("ValueError", "number of bits must be non-negative"));
                }
                let bits = self.st.borrow_mut().mt.getrandbits(n as u64 * 8).to_big();
                let mut bytes = bits.magnitude().to_bytes_le();
                bytes.resize(n as usize, 0);
                bytes_value(bytes)
            }
            "randrange" => {
                let a = bind(args, &Sig { name: "randrange", pos: &["start", "stop", "step"], required: 1, kwonly: &[] })?;
                self.randrange(interp, a[0].as_ref().unwrap_or(&Value::None), a[1].as_ref(), a[2].as_ref())?
            }
            "randint" => {
                let a = bind(args, &Sig { name: "randint", pos: &["a", "b"], required: 2, kwonly: &[] })?;
                let (lo, hi) = (a[0].clone().unwrap_or(Value::None), a[1].clone().unwrap_or(Value::None));
                let stop = interp.binop(ruff_python_ast::Operator::Add, &hi, &Value::int(1))?;
                self.randrange(interp, &lo, Some(&stop), None)?
            }
            "choice" => {
                let a = bind(args, &Sig { name: "choice", pos: &["seq"], required: 1, kwonly: &[] })?;
                let seq = a[0].clone().unwrap_or(Value::None);
                let n = len_of(interp, &seq)?;
                if n == 0 {
                    return Err(raise("IndexError", "Cannot choose from an empty sequence"));
                }
                let i = self.randbelow_usize(n);
                item(interp, &seq, i)?
            }
            "choices" => {
                let a = bind(args, &Sig { name: "choices", pos: &["population", "weights"], required: 1, kwonly: &["cum_weights", "k"] })?;
                let k = a[3].clone().unwrap_or(Value::int(1));
                self.choices(interp, a[0].as_ref().unwrap_or(&Value::None), a[1].as_ref(), a[2].as_ref(), &k)?
            }
            "shuffle" => {
                let a = bind(args, &Sig { name: "shuffle", pos: &["x"], required: 1, kwonly: &[] })?;
                self.shuffle(interp, a[0].as_ref().unwrap_or(&Value::None))?;
                Value::None
            }
            "sample" => {
                let a = bind(args, &Sig { name: "sample", pos: &["population", "k"], required: 2, kwonly: &["counts"] })?;
                self.sample(interp, a[0].as_ref().unwrap_or(&Value::None), a[1].as_ref().unwrap_or(&Value::None), a[2].as_ref())?
            }
            "uniform" => {
                let a = bind(args, &Sig { name: "uniform", pos: &["a", "b"], required: 2, kwonly: &[] })?;
                let (lo, hi) = (a[0].clone().unwrap_or(Value::None), a[1].clone().unwrap_or(Value::None));
                let width = interp.binop(ruff_python_ast::Operator::Sub, &hi, &lo)?;
                let scaled = interp.binop(ruff_python_ast::Operator::Mult, &width, &Value::Float(self.random()))?;
                interp.binop(ruff_python_ast::Operator::Add, &lo, &scaled)?
            }
            "triangular" => {
                let a = bind(args, &Sig { name: "triangular", pos: &["low", "high", "mode"], required: 0, kwonly: &[] })?;
                let u = self.random();
                let low_v = a[0].clone().unwrap_or(Value::Float(0.0));
                let (low, high) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 1.0)?);
                let c = match &a[2] {
                    None | Some(Value::None) => 0.5,
                    Some(m) => {
                        let m = interp.to_float(m)?;
                        if high - low == 0.0 {
                            return Ok(Some(low_v));
                        }
                        (m - low) / (high - low)
                    }
                };
                let (u, c, low, high) = if u > c { (1.0 - u, 1.0 - c, high, low) } else { (u, c, low, high) };
                Value::Float(low + (high - low) * (u * c).sqrt())
            }
            "normalvariate" => {
                let a = bind(args, &Sig { name: "normalvariate", pos: &["mu", "sigma"], required: 0, kwonly: &[] })?;
                let (mu, sigma) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 1.0)?);
                Value::Float(self.normalvariate(mu, sigma))
            }
            "gauss" => {
                let a = bind(args, &Sig { name: "gauss", pos: &["mu", "sigma"], required: 0, kwonly: &[] })?;
                let (mu, sigma) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 1.0)?);
                Value::Float(self.gauss(mu, sigma))
            }
            "lognormvariate" => {
                let a = bind(args, &Sig { name: "lognormvariate", pos: &["mu", "sigma"], required: 2, kwonly: &[] })?;
                let (mu, sigma) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 1.0)?);
                let r = self.normalvariate(mu, sigma).exp();
                if r.is_infinite() {
                    return Err(raise("OverflowError", "math range error"));
                }
                Value::Float(r)
            }
            "expovariate" => {
                let a = bind(args, &Sig { name: "expovariate", pos: &["lambd"], required: 1, kwonly: &[] })?;
                let lambd = float_of(interp, &a[0], 1.0)?;
                let x = -(1.0 - self.random()).ln();
                if lambd == 0.0 {
                    return Err(raise("ZeroDivisionError", "float division by zero"));
                }
                Value::Float(x / lambd)
            }
            "vonmisesvariate" => {
                let a = bind(args, &Sig { name: "vonmisesvariate", pos: &["mu", "kappa"], required: 2, kwonly: &[] })?;
                let (mu, kappa) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 0.0)?);
                if kappa <= 1e-6 {
                    return Ok(Some(Value::Float(TAU * self.random())));
                }
                let s = 0.5 / kappa;
                let r = s + (1.0 + s * s).sqrt();
                let mut st = self.st.borrow_mut();
                let z = loop {
                    let u1 = st.mt.random();
                    let z = (PI * u1).cos();
                    let d = z / (r + z);
                    let u2 = st.mt.random();
                    if u2 < 1.0 - d * d || u2 <= (1.0 - d) * d.exp() {
                        break z;
                    }
                };
                let q = 1.0 / r;
                let f = (q + z) / (1.0 + q * z);
                let u3 = st.mt.random();
                let theta = if u3 > 0.5 { mu + f.acos() } else { mu - f.acos() };
                Value::Float(py_mod(theta, TAU))
            }
            "gammavariate" => {
                let a = bind(args, &Sig { name: "gammavariate", pos: &["alpha", "beta"], required: 2, kwonly: &[] })?;
                let (alpha, beta) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 0.0)?);
                Value::Float(self.gammavariate(alpha, beta)?)
            }
            "betavariate" => {
                let a = bind(args, &Sig { name: "betavariate", pos: &["alpha", "beta"], required: 2, kwonly: &[] })?;
                let (alpha, beta) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 0.0)?);
                let y = self.gammavariate(alpha, 1.0)?;
                if y != 0.0 {
                    Value::Float(y / (y + self.gammavariate(beta, 1.0)?))
                } else {
                    Value::Float(0.0)
                }
            }
            "paretovariate" => {
                let a = bind(args, &Sig { name: "paretovariate", pos: &["alpha"], required: 1, kwonly: &[] })?;
                let alpha = float_of(interp, &a[0], 0.0)?;
                let u = 1.0 - self.random();
                if alpha == 0.0 {
                    return Err(raise("ZeroDivisionError", "float division by zero"));
                }
                Value::Float(u.powf(-1.0 / alpha))
            }
            "weibullvariate" => {
                let a = bind(args, &Sig { name: "weibullvariate", pos: &["alpha", "beta"], required: 2, kwonly: &[] })?;
                let (alpha, beta) = (float_of(interp, &a[0], 0.0)?, float_of(interp, &a[1], 0.0)?);
                let u = 1.0 - self.random();
                if beta == 0.0 {
                    return Err(raise("ZeroDivisionError", "float division by zero"));
                }
                Value::Float(alpha * (-u.ln()).powf(1.0 / beta))
            }
            _ => return Ok(None),
        }))
    }
}

/// `n` draws of `gauss(mu, sigma)`: from the module's hidden instance when `seed` is None, else
/// from a fresh `Random(seed)` (what `statistics.NormalDist.samples` does).
pub(super) fn gauss_samples(seed: &Value, mu: f64, sigma: f64, n: usize) -> R<Vec<f64>> {
    let r = match seed {
        Value::None => inst(),
        s => {
            let r = RandomObj::from_entropy();
            r.seed(Args::new(vec![s.clone()]))?;
            Rc::new(r)
        }
    };
    Ok((0..n).map(|_| r.gauss(mu, sigma)).collect())
}

/// Python's float `%`: the result takes the divisor's sign.
fn py_mod(a: f64, b: f64) -> f64 {
    let m = a % b;
    if m != 0.0 && ((m < 0.0) != (b < 0.0)) {
        m + b
    } else if m == 0.0 {
        0.0f64.copysign(b)
    } else {
        m
    }
}

const METHODS: &[&str] = &[
    "betavariate",
    "choice",
    "choices",
    "expovariate",
    "gammavariate",
    "gauss",
    "getrandbits",
    "getstate",
    "lognormvariate",
    "normalvariate",
    "paretovariate",
    "randbytes",
    "randint",
    "random",
    "randrange",
    "sample",
    "seed",
    "setstate",
    "shuffle",
    "triangular",
    "uniform",
    "vonmisesvariate",
    "weibullvariate",
];

impl NativeObject for RandomObj {
    fn type_name(&self) -> &str {
        "Random"
    }
    fn repr(&self) -> String {
        format!("<random.Random object at {:p}>", self as *const Self)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "VERSION" => Some(Value::int(3)),
            "gauss_next" => Some(self.st.borrow().gauss_next.map(Value::Float).unwrap_or(Value::None)),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        self.method(interp, name, args)
    }
    fn dir(&self) -> Vec<String> {
        METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn m_random(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.pos.is_empty() || !args.kw.is_empty() {
        no_args(&args, "random")?;
    }
    Ok(Value::Float(INST.with(|i| i.random())))
}

/// The classes `random.Random` (calling it makes an instance seeded as `seed(x)`) and
/// `random.SystemRandom` (refused by name); `isinstance` asks them.
struct RandomClass {
    name: &'static str,
}

impl NativeObject for RandomClass {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'random.{}'>", self.name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str(self.name)),
            "__module__" => Some(Value::str("random")),
            "VERSION" => Some(Value::int(3)),
            _ => None,
        })
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        if self.name == "SystemRandom" {
            return Err(raise("NotImplementedError", "cudalab's random module does not provide SystemRandom; use random.Random() or random.random()"));
        }
        let a = bind(args, &Sig { name: "__init__", pos: &["x"], required: 0, kwonly: &[] })?;
        let x = a.into_iter().next().flatten().unwrap_or(Value::None);
        let r = RandomObj::from_entropy();
        r.seed(Args::new(vec![x]))?;
        Ok(Value::Native(Rc::new(r)))
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(self.name == "Random" && matches!(v, Value::Native(n) if n.as_any().is::<RandomObj>())))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

macro_rules! module_fns {
    ($($fname:ident => $name:literal, $sig:literal, $doc:literal;)*) => {
        $(
            fn $fname(interp: &mut Interp, args: Args) -> R<Value> {
                let r = inst();
                match r.method(interp, $name, args)? {
                    Some(v) => Ok(v),
                    None => Err(raise("AttributeError", concat!("module 'random' has no attribute '", $name, "'"))),
                }
            }
        )*
        fn add_all(m: &Module) {
            $( add_fn(m, $name, $fname, $sig, $doc); )*
        }
    };
}

module_fns! {
    m_seed => "seed", "seed(a=None, version=2)", "Initialize internal state from a seed.";
    m_getstate => "getstate", "getstate()", "Return internal state; can be passed to setstate() later.";
    m_setstate => "setstate", "setstate(state)", "Restore internal state from object returned by getstate().";
    m_getrandbits => "getrandbits", "getrandbits(k, /)", "getrandbits(k) -> x.  Generates an int with k random bits.";
    m_randbytes => "randbytes", "randbytes(n)", "Generate n random bytes.";
    m_randrange => "randrange", "randrange(start, stop=None, step=1)", "Choose a random item from range(stop) or range(start, stop[, step]).";
    m_randint => "randint", "randint(a, b)", "Return random integer in range [a, b], including both end points.";
    m_choice => "choice", "choice(seq)", "Choose a random element from a non-empty sequence.";
    m_choices => "choices", "choices(population, weights=None, *, cum_weights=None, k=1)", "Return a k sized list of population elements chosen with replacement.";
    m_shuffle => "shuffle", "shuffle(x)", "Shuffle list x in place, and return None.";
    m_sample => "sample", "sample(population, k, *, counts=None)", "Chooses k unique random elements from a population sequence.";
    m_uniform => "uniform", "uniform(a, b)", "Get a random number in the range [a, b) or [a, b] depending on rounding.";
    m_triangular => "triangular", "triangular(low=0.0, high=1.0, mode=None)", "Triangular distribution.";
    m_normalvariate => "normalvariate", "normalvariate(mu=0.0, sigma=1.0)", "Normal distribution.";
    m_gauss => "gauss", "gauss(mu=0.0, sigma=1.0)", "Gaussian distribution.";
    m_lognormvariate => "lognormvariate", "lognormvariate(mu, sigma)", "Log normal distribution.";
    m_expovariate => "expovariate", "expovariate(lambd)", "Exponential distribution.";
    m_vonmisesvariate => "vonmisesvariate", "vonmisesvariate(mu, kappa)", "Circular data distribution.";
    m_gammavariate => "gammavariate", "gammavariate(alpha, beta)", "Gamma distribution.  Not the gamma function!";
    m_betavariate => "betavariate", "betavariate(alpha, beta)", "Beta distribution.";
    m_paretovariate => "paretovariate", "paretovariate(alpha)", "Pareto distribution.  alpha is the shape parameter.";
    m_weibullvariate => "weibullvariate", "weibullvariate(alpha, beta)", "Weibull distribution.";
}

pub fn module() -> Rc<Module> {
    let m = new_module("random", "Random variable generators: CPython's Mersenne Twister and its distributions, number for number.");
    add_fn(&m, "random", m_random, "random()", "random() -> x in the interval [0, 1).");
    add_all(&m);
    for name in ["Random", "SystemRandom"] {
        m.attrs.borrow_mut().insert(Rc::from(name), Value::Native(Rc::new(RandomClass { name })));
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_42_matches_cpython() {
        let mut mt = Mt::new();
        mt.init_by_array(&[42]);
        // random.seed(42); random.random()
        assert_eq!(mt.random(), 0.6394267984578837);
    }
}
