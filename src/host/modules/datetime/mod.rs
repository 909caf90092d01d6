//! Python's `datetime` module as CPython 3.11 has it: `date`, `time`, `datetime`, `timedelta`,
//! `timezone` (UTC and fixed offsets) and the abstract `tzinfo`, with CPython's range checks,
//! argument errors, reprs, arithmetic (timedeltas exact in microseconds, float products and
//! quotients rounded half-even as `_divide_and_round` does), ordering, hashing and the
//! naive/aware rules.
//!
//! The civil calendar is `array::datetime`'s (days from 1970-01-01), shifted to CPython's
//! proleptic ordinals. Local time (`now()`, `fromtimestamp`, `timestamp()` of a naive datetime)
//! comes from the C library through chrono's `Local`. Formatting and parsing (`strftime`,
//! `strptime`, `isoformat`, `fromisoformat`) live in `format`. Must not touch NumPy's
//! datetime64 (that is `modules::numpy::datetime`). `tzinfo` subclasses other than `timezone`
//! are refused by name.

mod format;

use super::new_module;
use crate::array::datetime::{civil_from_days, days_from_civil, days_in_month};
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::cmp::Ordering;
use std::rc::Rc;

const US_PER_DAY: i64 = 86_400_000_000;
const MAX_DELTA_DAYS: i128 = 999_999_999;
/// Ordinal of 1970-01-01 (0001-01-01 is 1).
const EPOCH_ORD: i64 = 719_163;
const MAX_ORD: i64 = 3_652_059;

/// A fixed-offset `timezone` (UTC is offset 0 with no name).
#[derive(Clone, PartialEq, Debug)]
pub struct Tz {
    pub off_us: i64,
    pub name: Option<Rc<str>>,
}

impl Tz {
    fn utc() -> Tz {
        Tz { off_us: 0, name: None }
    }
    fn is_utc(&self) -> bool {
        self.off_us == 0 && self.name.is_none()
    }
    /// `tzname()`: the given name, else `UTC±HH:MM[:SS[.ffffff]]` (plain `UTC` for zero).
    pub fn tzname(&self) -> String {
        if let Some(n) = &self.name {
            return n.to_string();
        }
        if self.off_us == 0 {
            return "UTC".into();
        }
        format!("UTC{}", format_offset(self.off_us, ":"))
    }
}

/// `±HH:MM[:SS[.ffffff]]` with `sep` between the fields (empty for `%z`).
pub fn format_offset(off_us: i64, sep: &str) -> String {
    let sign = if off_us < 0 { '-' } else { '+' };
    let a = off_us.abs();
    let (hh, rest) = (a / 3_600_000_000, a % 3_600_000_000);
    let (mm, rest) = (rest / 60_000_000, rest % 60_000_000);
    let (ss, us) = (rest / 1_000_000, rest % 1_000_000);
    let mut s = format!("{sign}{hh:02}{sep}{mm:02}");
    if ss != 0 || us != 0 {
        s.push_str(&format!("{sep}{ss:02}"));
        if us != 0 {
            s.push_str(&format!(".{us:06}"));
        }
    }
    s
}

/// A calendar date.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Ymd {
    pub y: i64,
    pub m: u32,
    pub d: u32,
}

impl Ymd {
    pub fn ordinal(self) -> i64 {
        days_from_civil(self.y, self.m, self.d) + EPOCH_ORD
    }
    pub fn from_ordinal(o: i64) -> Ymd {
        let (y, m, d) = civil_from_days(o - EPOCH_ORD);
        Ymd { y, m, d }
    }
    /// Monday is 0.
    pub fn weekday(self) -> i64 {
        (self.ordinal() + 6).rem_euclid(7)
    }
    pub fn yday(self) -> i64 {
        self.ordinal() - Ymd { y: self.y, m: 1, d: 1 }.ordinal() + 1
    }
    /// ISO year, week and weekday (Monday 1), CPython's `isocalendar`.
    pub fn isocalendar(self) -> (i64, i64, i64) {
        fn week1monday(year: i64) -> i64 {
            let first = Ymd { y: year, m: 1, d: 1 }.ordinal();
            let wd = (first + 6).rem_euclid(7);
            let mut w = first - wd;
            if wd > 3 {
                w += 7;
            }
            w
        }
        let mut year = self.y;
        let today = self.ordinal();
        let mut w1 = week1monday(year);
        let (mut week, mut day) = ((today - w1).div_euclid(7), (today - w1).rem_euclid(7));
        if week < 0 {
            year -= 1;
            w1 = week1monday(year);
            week = (today - w1).div_euclid(7);
            day = (today - w1).rem_euclid(7);
        } else if week >= 52 && today >= week1monday(year + 1) {
            year += 1;
            week = 0;
        }
        (year, week + 1, day + 1)
    }
}

/// A time of day with its tzinfo and fold.
#[derive(Clone, PartialEq, Debug)]
pub struct Clock {
    pub h: u32,
    pub mi: u32,
    pub s: u32,
    pub us: u32,
    pub tz: Option<Tz>,
    pub fold: u8,
}

impl Clock {
    fn midnight() -> Clock {
        Clock { h: 0, mi: 0, s: 0, us: 0, tz: None, fold: 0 }
    }
    pub fn day_us(&self) -> i64 {
        ((self.h as i64 * 60 + self.mi as i64) * 60 + self.s as i64) * 1_000_000 + self.us as i64
    }
    fn from_day_us(us: i64, tz: Option<Tz>) -> Clock {
        Clock { h: (us / 3_600_000_000) as u32, mi: (us / 60_000_000 % 60) as u32, s: (us / 1_000_000 % 60) as u32, us: (us % 1_000_000) as u32, tz, fold: 0 }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub enum DtVal {
    Date(Ymd),
    Time(Clock),
    DateTime(Ymd, Clock),
    /// Total microseconds, normalised on construction.
    Delta(i128),
    Tz(Tz),
    /// An instance of the abstract `datetime.tzinfo`.
    TzInfo,
}

/// A `datetime` value: the object the interpreter holds.
pub struct Dt(pub DtVal);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Date,
    Time,
    DateTime,
    Delta,
    Tz,
    TzInfo,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Date => "date",
            Kind::Time => "time",
            Kind::DateTime => "datetime",
            Kind::Delta => "timedelta",
            Kind::Tz => "timezone",
            Kind::TzInfo => "tzinfo",
        }
    }
}

/// A class object of the module (`datetime.date`…).
pub struct DtClass(pub Kind);

fn dt(v: DtVal) -> Value {
    thread_local! {
        static UTC: Value = Value::Native(Rc::new(Dt(DtVal::Tz(Tz::utc()))));
    }
    // `timezone.utc` is one object: `timezone(timedelta(0)) is timezone.utc`.
    if let DtVal::Tz(t) = &v {
        if t.is_utc() {
            return UTC.with(|u| u.clone());
        }
    }
    Value::Native(Rc::new(Dt(v)))
}

fn class(k: Kind) -> Value {
    thread_local! {
        static CLASSES: Vec<Value> = [Kind::Date, Kind::Time, Kind::DateTime, Kind::Delta, Kind::Tz, Kind::TzInfo]
            .into_iter()
            .map(|k| Value::Native(Rc::new(DtClass(k))))
            .collect();
    }
    let i = [Kind::Date, Kind::Time, Kind::DateTime, Kind::Delta, Kind::Tz, Kind::TzInfo].iter().position(|x| *x == k).unwrap_or(0);
    CLASSES.with(|c| c[i].clone())
}

/// `type(v)` for a datetime value: its class object (`type(d) is datetime.date`).
pub fn class_of(v: &Value) -> Option<Value> {
    as_dt(v).map(|d| class(kind_of(d)))
}

pub fn as_dt(v: &Value) -> Option<&DtVal> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<Dt>().map(|d| &d.0),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Construction and checks
// ---------------------------------------------------------------------------------------------

fn overflow() -> Ctrl {
    raise("OverflowError", "date value out of range")
}

fn check_date(y: i64, m: i64, d: i64) -> R<Ymd> {
    if !(1..=9999).contains(&y) {
        return Err(raise("ValueError", format!("year {y} is out of range")));
    }
    if !(1..=12).contains(&m) {
        return Err(raise("ValueError", "month must be in 1..12"));
    }
    if d < 1 || d > days_in_month(y, m as u32) as i64 {
        return Err(raise("ValueError", "day is out of range for month"));
    }
    Ok(Ymd { y, m: m as u32, d: d as u32 })
}

fn check_time(h: i64, mi: i64, s: i64, us: i64, fold: i64) -> R<()> {
    if !(0..=23).contains(&h) {
        return Err(raise("ValueError", "hour must be in 0..23"));
    }
    if !(0..=59).contains(&mi) {
        return Err(raise("ValueError", "minute must be in 0..59"));
    }
    if !(0..=59).contains(&s) {
        return Err(raise("ValueError", "second must be in 0..59"));
    }
    if !(0..=999_999).contains(&us) {
        return Err(raise("ValueError", "microsecond must be in 0..999999"));
    }
    if fold != 0 && fold != 1 {
        return Err(raise("ValueError", "fold must be either 0 or 1"));
    }
    Ok(())
}

pub fn make_delta(us: i128) -> R<Value> {
    let days = us.div_euclid(US_PER_DAY as i128);
    if days.abs() > MAX_DELTA_DAYS {
        return Err(raise("OverflowError", format!("days={days}; must have magnitude <= 999999999")));
    }
    Ok(dt(DtVal::Delta(us)))
}

fn tz_arg(interp: &Interp, v: Option<&Value>) -> R<Option<Tz>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => match as_dt(v) {
            Some(DtVal::Tz(t)) => Ok(Some(t.clone())),
            Some(DtVal::TzInfo) => Err(raise("NotImplementedError", "cudalab's datetime supports only timezone (fixed-offset) tzinfo objects")),
            _ if crate::host::classes::as_instance(v).is_some() => {
                Err(raise("NotImplementedError", "cudalab's datetime supports only timezone (fixed-offset) tzinfo objects, not tzinfo subclasses"))
            }
            _ => Err(raise("TypeError", format!("tzinfo argument must be None or of a tzinfo subclass, not type '{}'", interp.type_name(v)))),
        },
    }
}

fn tz_value(t: &Option<Tz>) -> Value {
    match t {
        Some(t) => dt(DtVal::Tz(t.clone())),
        None => Value::None,
    }
}

/// Bind a constructor's arguments as CPython's `PyArg_ParseTupleAndKeywords` does ("function
/// takes at most 3 arguments (4 given)", "function missing required argument 'day' (pos 3)").
/// Parameters from `kw_only` on are keyword-only.
fn bind_ctor(args: Args, names: &[&str], required: usize, kw_only: usize) -> R<Vec<Option<Value>>> {
    let total = args.pos.len() + args.kw.len();
    if total > names.len() {
        let what = if args.kw.is_empty() {
            if kw_only < names.len() {
                "positional arguments"
            } else {
                "arguments"
            }
        } else if args.pos.is_empty() {
            "keyword arguments"
        } else {
            "arguments"
        };
        let n = if what == "positional arguments" { kw_only } else { names.len() };
        return Err(raise("TypeError", format!("function takes at most {n} {what} ({total} given)")));
    }
    if args.pos.len() > kw_only {
        return Err(raise("TypeError", format!("function takes at most {kw_only} positional arguments ({} given)", args.pos.len())));
    }
    let mut out: Vec<Option<Value>> = vec![None; names.len()];
    for (i, v) in args.pos.into_iter().enumerate() {
        out[i] = Some(v);
    }
    let mut unknown = None;
    for (k, v) in args.kw {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            unknown = unknown.or(Some(k));
            continue;
        };
        if out[i].is_some() {
            return Err(raise("TypeError", format!("argument for function() given by name ('{k}') and position ({})", i + 1)));
        }
        out[i] = Some(v);
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out[i].is_none() {
            return Err(raise("TypeError", format!("function missing required argument '{n}' (pos {})", i + 1)));
        }
    }
    if let Some(k) = unknown {
        return Err(raise("TypeError", format!("'{k}' is an invalid keyword argument for function()")));
    }
    Ok(out)
}

/// A C `int` argument: an index, bounded like CPython's conversion.
fn int_arg(interp: &mut Interp, v: &Option<Value>, default: i64) -> R<i64> {
    match v {
        None => Ok(default),
        Some(Value::Int(crate::host::int::Int::Big(_))) => Err(raise("OverflowError", "Python int too large to convert to C int")),
        Some(v) => {
            let i = interp.to_index(v)?;
            if i > i32::MAX as i64 || i < i32::MIN as i64 {
                return Err(raise("OverflowError", "Python int too large to convert to C int"));
            }
            Ok(i)
        }
    }
}

fn new_date(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_ctor(args, &["year", "month", "day"], 3, 3)?;
    let (y, m, d) = (int_arg(interp, &a[0], 0)?, int_arg(interp, &a[1], 0)?, int_arg(interp, &a[2], 0)?);
    Ok(dt(DtVal::Date(check_date(y, m, d)?)))
}

fn clock_from(interp: &mut Interp, a: &[Option<Value>]) -> R<Clock> {
    let (h, mi, s, us) = (int_arg(interp, &a[0], 0)?, int_arg(interp, &a[1], 0)?, int_arg(interp, &a[2], 0)?, int_arg(interp, &a[3], 0)?);
    let fold = int_arg(interp, &a[5], 0)?;
    check_time(h, mi, s, us, fold)?;
    let tz = tz_arg(interp, a[4].as_ref())?;
    Ok(Clock { h: h as u32, mi: mi as u32, s: s as u32, us: us as u32, tz, fold: fold as u8 })
}

fn new_time(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_ctor(args, &["hour", "minute", "second", "microsecond", "tzinfo", "fold"], 0, 5)?;
    Ok(dt(DtVal::Time(clock_from(interp, &a)?)))
}

fn new_datetime(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_ctor(args, &["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"], 3, 8)?;
    let (y, m, d) = (int_arg(interp, &a[0], 0)?, int_arg(interp, &a[1], 0)?, int_arg(interp, &a[2], 0)?);
    let date = check_date(y, m, d)?;
    Ok(dt(DtVal::DateTime(date, clock_from(interp, &a[3..])?)))
}

/// Round half to even of a rational `n / d` (`d > 0`), CPython's `_divide_and_round`.
fn divide_and_round(n: &BigInt, d: &BigInt) -> BigInt {
    let (q, r) = n.div_mod_floor(d);
    let r2: BigInt = &r * 2;
    let q1 = &q + 1;
    match r2.cmp(d) {
        Ordering::Greater => q1,
        Ordering::Equal if q.is_odd() => q1,
        _ => q,
    }
}

/// A float as an exact ratio `a / b` with `b > 0`.
fn float_ratio(f: f64) -> R<(BigInt, BigInt)> {
    if !f.is_finite() {
        return Err(raise(
            if f.is_nan() { "ValueError" } else { "OverflowError" },
            if f.is_nan() { "cannot convert float NaN to integer" } else { "cannot convert float infinity to integer" },
        ));
    }
    let bits = f.to_bits();
    let sign = if bits >> 63 == 1 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mant, e) = if exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), exp - 1075) };
    let mant = BigInt::from(mant) * sign;
    Ok(if e >= 0 { (mant << (e as usize), BigInt::from(1)) } else { (mant, BigInt::from(1) << ((-e) as usize)) })
}

fn big_to_delta(us: BigInt) -> R<Value> {
    match us.to_i128() {
        Some(u) => make_delta(u),
        None => {
            let days = us.div_floor(&BigInt::from(US_PER_DAY));
            Err(raise("OverflowError", format!("days={days}; must have magnitude <= 999999999")))
        }
    }
}

fn new_timedelta(interp: &mut Interp, args: Args) -> R<Value> {
    let names = ["days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"];
    if args.pos.len() > 7 {
        return Err(raise("TypeError", format!("__new__() takes at most 7 arguments ({} given)", args.pos.len())));
    }
    let mut vals: Vec<Option<Value>> = vec![None; 7];
    for (i, v) in args.pos.into_iter().enumerate() {
        vals[i] = Some(v);
    }
    for (k, v) in args.kw {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            return Err(raise("TypeError", format!("'{k}' is an invalid keyword argument for __new__()")));
        };
        if vals[i].is_some() {
            return Err(raise("TypeError", format!("argument for __new__() given by name ('{k}') and position ({})", i + 1)));
        }
        vals[i] = Some(v);
    }
    let factors: [i64; 7] = [US_PER_DAY, 1_000_000, 1, 1000, 60_000_000, 3_600_000_000, 7 * US_PER_DAY];
    let mut exact = BigInt::zero();
    let mut frac = 0.0f64;
    for (i, v) in vals.iter().enumerate() {
        let Some(v) = v else { continue };
        match v {
            Value::Int(_) | Value::Bool(_) => exact += interp.to_int(v)?.to_big() * factors[i],
            Value::Float(f) => {
                if !f.is_finite() {
                    return Err(raise(if f.is_nan() { "ValueError" } else { "OverflowError" }, "cannot convert float NaN to integer"));
                }
                let whole = f.trunc();
                let (a, b) = float_ratio(whole)?;
                exact += a / b * factors[i];
                frac += (f - whole) * factors[i] as f64;
            }
            other => return Err(raise("TypeError", format!("unsupported type for timedelta {} component: {}", names[i], interp.type_name(other)))),
        }
    }
    // Round the whole sum half to even: the parity is the integer part's.
    let fl = frac.floor();
    let rem = frac - fl;
    let (a, b) = float_ratio(fl)?;
    exact += a / b;
    if rem > 0.5 || (rem == 0.5 && exact.is_odd()) {
        exact += 1;
    }
    big_to_delta(exact)
}

fn new_timezone(interp: &mut Interp, mut args: Args) -> R<Value> {
    let off = args.take_kw("offset");
    let name = args.take_kw("name");
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("timezone() got an unexpected keyword argument '{k}'")));
    }
    let mut pos = args.pos.into_iter();
    let off = off.or_else(|| pos.next()).ok_or_else(|| raise("TypeError", "timezone() missing required argument 'offset' (pos 1)"))?;
    let name = name.or_else(|| pos.next());
    if pos.next().is_some() {
        return Err(raise("TypeError", "timezone() takes at most 2 arguments (3 given)"));
    }
    let Some(DtVal::Delta(us)) = as_dt(&off) else {
        return Err(raise("TypeError", format!("timezone() argument 1 must be datetime.timedelta, not {}", arg_type_name(interp, &off))));
    };
    let name = match name {
        None => None,
        Some(Value::Str(s)) => Some(s),
        Some(other) => return Err(raise("TypeError", format!("timezone() argument 2 must be str, not {}", arg_type_name(interp, &other)))),
    };
    if us.abs() >= US_PER_DAY as i128 {
        return Err(raise(
            "ValueError",
            format!("offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not {}.", delta_repr(*us)),
        ));
    }
    Ok(dt(DtVal::Tz(Tz { off_us: *us as i64, name })))
}

// ---------------------------------------------------------------------------------------------
// Reprs
// ---------------------------------------------------------------------------------------------

fn split_delta(us: i128) -> (i128, i64, i64) {
    let days = us.div_euclid(US_PER_DAY as i128);
    let rem = us.rem_euclid(US_PER_DAY as i128) as i64;
    (days, rem / 1_000_000, rem % 1_000_000)
}

/// Microseconds over 10**6, correctly rounded as Python's int true division is (the exact
/// decimal, parsed).
fn total_seconds(us: i128) -> f64 {
    let sign = if us < 0 { "-" } else { "" };
    let a = us.unsigned_abs();
    format!("{sign}{}.{:06}", a / 1_000_000, a % 1_000_000).parse().unwrap_or(0.0)
}

pub fn delta_repr(us: i128) -> String {
    let (d, s, u) = split_delta(us);
    let mut parts = Vec::new();
    if d != 0 {
        parts.push(format!("days={d}"));
    }
    if s != 0 {
        parts.push(format!("seconds={s}"));
    }
    if u != 0 {
        parts.push(format!("microseconds={u}"));
    }
    if parts.is_empty() {
        parts.push("0".into());
    }
    format!("datetime.timedelta({})", parts.join(", "))
}

fn delta_str(us: i128) -> String {
    let (d, s, u) = split_delta(us);
    let mut out = String::new();
    if d != 0 {
        out.push_str(&format!("{d} day{}, ", if d.abs() != 1 { "s" } else { "" }));
    }
    out.push_str(&format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60));
    if u != 0 {
        out.push_str(&format!(".{u:06}"));
    }
    out
}

fn tz_repr(t: &Tz) -> String {
    if t.is_utc() {
        return "datetime.timezone.utc".into();
    }
    match &t.name {
        Some(n) => format!("datetime.timezone({}, {})", delta_repr(t.off_us as i128), crate::host::repr::str_repr(n)),
        None => format!("datetime.timezone({})", delta_repr(t.off_us as i128)),
    }
}

fn with_tz_fold(mut s: String, c: &Clock) -> String {
    if let Some(t) = &c.tz {
        s.pop();
        s.push_str(&format!(", tzinfo={})", tz_repr(t)));
    }
    if c.fold != 0 {
        s.pop();
        s.push_str(", fold=1)");
    }
    s
}

fn val_repr(v: &DtVal) -> String {
    match v {
        DtVal::Date(d) => format!("datetime.date({}, {}, {})", d.y, d.m, d.d),
        DtVal::Time(c) => {
            let tail = if c.us != 0 {
                format!(", {}, {}", c.s, c.us)
            } else if c.s != 0 {
                format!(", {}", c.s)
            } else {
                String::new()
            };
            with_tz_fold(format!("datetime.time({}, {}{tail})", c.h, c.mi), c)
        }
        DtVal::DateTime(d, c) => {
            let mut l = vec![d.y, d.m as i64, d.d as i64, c.h as i64, c.mi as i64, c.s as i64, c.us as i64];
            for _ in 0..2 {
                if l.last() == Some(&0) {
                    l.pop();
                }
            }
            let body = l.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
            with_tz_fold(format!("datetime.datetime({body})"), c)
        }
        DtVal::Delta(us) => delta_repr(*us),
        DtVal::Tz(t) => tz_repr(t),
        DtVal::TzInfo => "<datetime.tzinfo object>".into(),
    }
}

fn val_str(v: &DtVal) -> String {
    match v {
        DtVal::Date(d) => format::iso_date(*d),
        DtVal::Time(c) => format::iso_time(c, "auto").unwrap_or_default(),
        DtVal::DateTime(d, c) => format!("{} {}", format::iso_date(*d), format::iso_time(c, "auto").unwrap_or_default()),
        DtVal::Delta(us) => delta_str(*us),
        DtVal::Tz(t) => t.tzname(),
        DtVal::TzInfo => val_repr(v),
    }
}

// ---------------------------------------------------------------------------------------------
// Arithmetic and comparison
// ---------------------------------------------------------------------------------------------

/// Microseconds since 0001-01-01 (ordinal 1) of a date and time, ignoring tzinfo.
fn local_us(d: Ymd, c: &Clock) -> i64 {
    (d.ordinal() - 1) * US_PER_DAY + c.day_us()
}

fn from_local_us(us: i128, tz: Option<Tz>) -> R<DtVal> {
    if us < 0 || us >= MAX_ORD as i128 * US_PER_DAY as i128 {
        return Err(overflow());
    }
    let us = us as i64;
    let d = Ymd::from_ordinal(us.div_euclid(US_PER_DAY) + 1);
    Ok(DtVal::DateTime(d, Clock::from_day_us(us.rem_euclid(US_PER_DAY), tz)))
}

fn add_days(d: Ymd, days: i128) -> R<Ymd> {
    let o = d.ordinal() as i128 + days;
    if !(1..=MAX_ORD as i128).contains(&o) {
        return Err(overflow());
    }
    Ok(Ymd::from_ordinal(o as i64))
}

/// Instant of an aware datetime in UTC microseconds; None when naive.
fn utc_us(d: Ymd, c: &Clock) -> Option<i64> {
    c.tz.as_ref().map(|t| local_us(d, c) - t.off_us)
}

fn binop(interp: &mut Interp, me: &DtVal, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
    let o = as_dt(other);
    Ok(Some(match (me, op, o) {
        (DtVal::Delta(_), Operator::Add, Some(x @ (DtVal::Date(_) | DtVal::DateTime(..)))) if !reflected => {
            return binop(interp, x, op, &dt(me.clone()), true);
        }
        (DtVal::Delta(a), _, Some(DtVal::Delta(b))) => {
            let (a, b) = if reflected { (*b, *a) } else { (*a, *b) };
            match op {
                Operator::Add => make_delta(a + b)?,
                Operator::Sub => make_delta(a - b)?,
                Operator::Div => {
                    if b == 0 {
                        return Err(raise("ZeroDivisionError", "division by zero"));
                    }
                    Value::Float(a as f64 / b as f64)
                }
                Operator::FloorDiv => {
                    if b == 0 {
                        return Err(raise("ZeroDivisionError", "integer division or modulo by zero"));
                    }
                    Value::Int(crate::host::int::Int::from_big(BigInt::from(a).div_floor(&BigInt::from(b))))
                }
                Operator::Mod => {
                    if b == 0 {
                        return Err(raise("ZeroDivisionError", "integer modulo by zero"));
                    }
                    make_delta(BigInt::from(a).mod_floor(&BigInt::from(b)).to_i128().unwrap_or(0))?
                }
                _ => return Ok(None),
            }
        }
        (DtVal::Delta(a), Operator::Mult, None) => match other {
            Value::Int(_) | Value::Bool(_) => big_to_delta(BigInt::from(*a) * interp.to_int(other)?.to_big())?,
            Value::Float(f) => {
                let (n, d) = float_ratio(*f)?;
                big_to_delta(divide_and_round(&(BigInt::from(*a) * n), &d))?
            }
            Value::Str(_) | Value::List(_) | Value::Tuple(_) => {
                return Err(raise("TypeError", "can't multiply sequence by non-int of type 'datetime.timedelta'"));
            }
            _ => return Ok(None),
        },
        (DtVal::Delta(a), Operator::Div | Operator::FloorDiv, None) if !reflected => match (op, other) {
            (_, Value::Int(_) | Value::Bool(_)) => {
                let k = interp.to_int(other)?.to_big();
                if k.is_zero() {
                    return Err(raise("ZeroDivisionError", "integer division or modulo by zero"));
                }
                if op == Operator::Div {
                    big_to_delta(divide_and_round(&(BigInt::from(*a) * k.signum()), &k.abs()))?
                } else {
                    big_to_delta(BigInt::from(*a).div_floor(&k))?
                }
            }
            (Operator::Div, Value::Float(f)) => {
                let (n, d) = float_ratio(*f)?;
                if n.is_zero() {
                    return Err(raise("ZeroDivisionError", "integer division or modulo by zero"));
                }
                big_to_delta(divide_and_round(&(BigInt::from(*a) * &d * n.signum()), &n.abs()))?
            }
            _ => return Ok(None),
        },
        (DtVal::Date(d), Operator::Add, Some(DtVal::Delta(us))) => dt(DtVal::Date(add_days(*d, us.div_euclid(US_PER_DAY as i128))?)),
        (DtVal::Date(d), Operator::Sub, Some(DtVal::Delta(us))) if !reflected => dt(DtVal::Date(add_days(*d, -us.div_euclid(US_PER_DAY as i128))?)),
        (DtVal::Date(a), Operator::Sub, Some(DtVal::Date(b))) => {
            let (a, b) = if reflected { (b, a) } else { (a, b) };
            make_delta((a.ordinal() - b.ordinal()) as i128 * US_PER_DAY as i128)?
        }
        (DtVal::DateTime(d, c), Operator::Add, Some(DtVal::Delta(us))) => dt(from_local_us(local_us(*d, c) as i128 + us, c.tz.clone())?),
        (DtVal::DateTime(d, c), Operator::Sub, Some(DtVal::Delta(us))) if !reflected => dt(from_local_us(local_us(*d, c) as i128 - us, c.tz.clone())?),
        (DtVal::DateTime(d1, c1), Operator::Sub, Some(DtVal::DateTime(d2, c2))) => {
            let ((d1, c1), (d2, c2)) = if reflected { ((d2, c2), (d1, c1)) } else { ((d1, c1), (d2, c2)) };
            let (a, b) = match (utc_us(*d1, c1), utc_us(*d2, c2)) {
                (Some(a), Some(b)) => (a, b),
                (None, None) => (local_us(*d1, c1), local_us(*d2, c2)),
                _ => return Err(raise("TypeError", "can't subtract offset-naive and offset-aware datetimes")),
            };
            make_delta((a - b) as i128)?
        }
        _ => return Ok(None),
    }))
}

/// The ordering key of a value against another of the same class.
fn order(a: &DtVal, b: &DtVal, op: CmpOp) -> R<Option<Ordering>> {
    let eq_only = matches!(op, CmpOp::Eq | CmpOp::NotEq);
    Ok(match (a, b) {
        (DtVal::Delta(x), DtVal::Delta(y)) => Some(x.cmp(y)),
        (DtVal::Date(x), DtVal::Date(y)) => Some(x.cmp(y)),
        (DtVal::DateTime(d1, c1), DtVal::DateTime(d2, c2)) => match (utc_us(*d1, c1), utc_us(*d2, c2)) {
            (Some(x), Some(y)) => Some(x.cmp(&y)),
            (None, None) => Some(local_us(*d1, c1).cmp(&local_us(*d2, c2))),
            _ if eq_only => None,
            _ => return Err(raise("TypeError", "can't compare offset-naive and offset-aware datetimes")),
        },
        (DtVal::Time(c1), DtVal::Time(c2)) => match (&c1.tz, &c2.tz) {
            (Some(t1), Some(t2)) => Some((c1.day_us() - t1.off_us).cmp(&(c2.day_us() - t2.off_us))),
            (None, None) => Some(c1.day_us().cmp(&c2.day_us())),
            _ if eq_only => None,
            _ => return Err(raise("TypeError", "can't compare offset-naive and offset-aware times")),
        },
        (DtVal::Tz(x), DtVal::Tz(y)) if eq_only => Some(if x.off_us == y.off_us { Ordering::Equal } else { Ordering::Less }),
        (DtVal::DateTime(..), DtVal::Date(_)) | (DtVal::Date(_), DtVal::DateTime(..)) if !eq_only => {
            let (x, y) = if matches!(a, DtVal::DateTime(..)) { (a, b) } else { (b, a) };
            return Err(raise("TypeError", format!("can't compare {} to {}", kind_of(x).qual(), kind_of(y).qual())));
        }
        _ => None,
    })
}

fn kind_of(v: &DtVal) -> Kind {
    match v {
        DtVal::Date(_) => Kind::Date,
        DtVal::Time(_) => Kind::Time,
        DtVal::DateTime(..) => Kind::DateTime,
        DtVal::Delta(_) => Kind::Delta,
        DtVal::Tz(_) => Kind::Tz,
        DtVal::TzInfo => Kind::TzInfo,
    }
}

impl Kind {
    fn qual(self) -> String {
        format!("datetime.{}", self.name())
    }
}

fn hash_of(v: &DtVal) -> HashKey {
    let tag = |s: &str| HashKey::Str(Rc::from(s));
    match v {
        DtVal::Date(d) => HashKey::Tuple(vec![tag("date"), HashKey::Int(d.ordinal())]),
        DtVal::Time(c) => HashKey::Tuple(vec![tag("time"), HashKey::Int(c.day_us() - c.tz.as_ref().map_or(0, |t| t.off_us))]),
        DtVal::DateTime(d, c) => HashKey::Tuple(vec![tag("datetime"), HashKey::Int(utc_us(*d, c).unwrap_or_else(|| local_us(*d, c)))]),
        DtVal::Delta(us) => HashKey::Tuple(vec![tag("timedelta"), HashKey::BigInt(BigInt::from(*us).to_signed_bytes_le())]),
        DtVal::Tz(t) => HashKey::Tuple(vec![tag("timezone"), HashKey::Int(t.off_us)]),
        DtVal::TzInfo => HashKey::Ptr(v as *const DtVal as usize),
    }
}

// ---------------------------------------------------------------------------------------------
// Local time
// ---------------------------------------------------------------------------------------------

/// The local UTC offset (seconds) at a UTC instant.
fn local_offset_at(utc_secs: i64) -> i64 {
    use chrono::{Offset, TimeZone};
    match chrono::Local.timestamp_opt(utc_secs, 0) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => t.offset().fix().local_minus_utc() as i64,
        chrono::LocalResult::None => 0,
    }
}

/// The UTC instant (seconds) of a naive local wall time, as `mktime` finds it.
fn local_to_utc_secs(local_secs: i64) -> i64 {
    let guess = local_secs - local_offset_at(local_secs);
    local_secs - local_offset_at(guess)
}

/// A timestamp in seconds as microseconds since the epoch, rounded half-even.
fn ts_us(interp: &mut Interp, v: &Value) -> R<i128> {
    match v {
        Value::Int(_) | Value::Bool(_) => Ok(interp.to_int(v)?.to_big().to_i128().unwrap_or(i128::MAX) * 1_000_000),
        Value::Float(f) => {
            if !f.is_finite() {
                return Err(raise("ValueError", "Invalid value NaN (not a number)"));
            }
            let (n, d) = float_ratio(*f)?;
            Ok(divide_and_round(&(n * 1_000_000), &d).to_i128().unwrap_or(i128::MAX))
        }
        other => Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
    }
}

/// `time.strftime(format)`: the current local time formatted as `datetime.strftime` does.
pub fn strftime_now(fmt: &str) -> R<String> {
    Ok(format::strftime(&from_epoch_us(now_utc_us(), None, false)?, fmt))
}

fn now_utc_us() -> i128 {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    d.as_micros() as i128
}

const EPOCH_US: i128 = (EPOCH_ORD as i128 - 1) * US_PER_DAY as i128;

/// The datetime of a UTC instant (µs since the epoch), local time when `tz` is None.
fn from_epoch_us(us: i128, tz: Option<Tz>, utc_naive: bool) -> R<DtVal> {
    let off = match (&tz, utc_naive) {
        (Some(t), _) => t.off_us as i128,
        (None, true) => 0,
        (None, false) => local_offset_at(us.div_euclid(1_000_000) as i64) as i128 * 1_000_000,
    };
    let r = from_local_us(EPOCH_US + us + off, tz);
    r.map_err(|_| raise("ValueError", "year is out of range"))
}

fn timestamp_of(d: Ymd, c: &Clock) -> f64 {
    let us = match utc_us(d, c) {
        Some(u) => u as i128 - EPOCH_US,
        None => {
            let local = local_us(d, c) as i128 - EPOCH_US;
            let secs = local.div_euclid(1_000_000) as i64;
            (local_to_utc_secs(secs) as i128) * 1_000_000 + local.rem_euclid(1_000_000)
        }
    };
    // CPython divides the exact microseconds: correctly rounded.
    (us as f64) / 1e6
}

// ---------------------------------------------------------------------------------------------
// Methods
// ---------------------------------------------------------------------------------------------

/// A type as CPython's argument-clinic errors name it (`None`, not `NoneType`).
fn arg_type_name(interp: &Interp, v: &Value) -> String {
    if v.is_none() {
        "None".into()
    } else {
        interp.type_name(v)
    }
}

fn no_args(name: &str, args: &Args) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no keyword arguments")));
    }
    if !args.pos.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no arguments ({} given)", args.pos.len())));
    }
    Ok(())
}

fn replace(interp: &mut Interp, me: &DtVal, args: Args) -> R<Value> {
    let names: &[&str] = match me {
        DtVal::Date(_) => &["year", "month", "day"],
        DtVal::Time(_) => &["hour", "minute", "second", "microsecond", "tzinfo", "fold"],
        _ => &["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"],
    };
    let positional = names.len() - if matches!(me, DtVal::Date(_)) { 0 } else { 1 };
    if args.pos.len() > positional {
        return Err(raise("TypeError", format!("replace() takes at most {positional} arguments ({} given)", args.pos.len())));
    }
    let mut vals: Vec<Option<Value>> = vec![None; names.len()];
    for (i, v) in args.pos.into_iter().enumerate() {
        vals[i] = Some(v);
    }
    for (k, v) in args.kw {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            return Err(raise("TypeError", format!("'{k}' is an invalid keyword argument for replace()")));
        };
        vals[i] = Some(v);
    }
    let (date, clock) = match me {
        DtVal::Date(d) => (Some(*d), None),
        DtVal::Time(c) => (None, Some(c.clone())),
        DtVal::DateTime(d, c) => (Some(*d), Some(c.clone())),
        _ => return Err(raise("AttributeError", "replace")),
    };
    let off = if date.is_some() { 3 } else { 0 };
    let new_date = match date {
        Some(d) => Some(check_date(int_arg(interp, &vals[0], d.y)?, int_arg(interp, &vals[1], d.m as i64)?, int_arg(interp, &vals[2], d.d as i64)?)?),
        None => None,
    };
    let new_clock = match clock {
        Some(c) => {
            let h = int_arg(interp, &vals[off], c.h as i64)?;
            let mi = int_arg(interp, &vals[off + 1], c.mi as i64)?;
            let s = int_arg(interp, &vals[off + 2], c.s as i64)?;
            let us = int_arg(interp, &vals[off + 3], c.us as i64)?;
            let fold = int_arg(interp, &vals[off + 5], c.fold as i64)?;
            check_time(h, mi, s, us, fold)?;
            let tz = match &vals[off + 4] {
                Some(v) => tz_arg(interp, Some(v))?,
                None => c.tz.clone(),
            };
            Some(Clock { h: h as u32, mi: mi as u32, s: s as u32, us: us as u32, tz, fold: fold as u8 })
        }
        None => None,
    };
    Ok(dt(match (new_date, new_clock) {
        (Some(d), Some(c)) => DtVal::DateTime(d, c),
        (Some(d), None) => DtVal::Date(d),
        (None, Some(c)) => DtVal::Time(c),
        (None, None) => return Err(raise("AttributeError", "replace")),
    }))
}

fn one_str_arg(interp: &Interp, name: &str, args: &Args) -> R<Rc<str>> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes exactly one argument ({} given)", args.pos.len() + args.kw.len())));
    }
    match &args.pos[0] {
        Value::Str(s) => Ok(s.clone()),
        other => Err(raise("TypeError", format!("{name}() argument 1 must be str, not {}", arg_type_name(interp, other)))),
    }
}

fn isocal_value(y: i64, w: i64, d: i64) -> Value {
    Value::Native(Rc::new(IsoCal(y, w, d)))
}

fn method(interp: &mut Interp, me: &DtVal, name: &str, args: Args) -> R<Option<Value>> {
    let date = match me {
        DtVal::Date(d) | DtVal::DateTime(d, _) => Some(*d),
        _ => None,
    };
    let clock = match me {
        DtVal::Time(c) | DtVal::DateTime(_, c) => Some(c),
        _ => None,
    };
    let fixed_tz = clock.and_then(|c| c.tz.clone());
    let qual = format!("{}.{name}", kind_of(me).name());
    Ok(Some(match (name, me) {
        ("total_seconds", DtVal::Delta(us)) => {
            no_args(&qual, &args)?;
            Value::Float(total_seconds(*us))
        }
        ("__abs__", DtVal::Delta(us)) => make_delta(us.abs())?,
        // What copy.copy / copy.deepcopy get from `__reduce__`: a new, equal object.
        ("__copy__", _) => dt(me.clone()),
        ("replace", DtVal::Date(_) | DtVal::Time(_) | DtVal::DateTime(..)) => replace(interp, me, args)?,
        ("toordinal", _) if date.is_some() => {
            no_args(&qual, &args)?;
            Value::int(date.map_or(0, |d| d.ordinal()))
        }
        ("weekday" | "isoweekday", _) if date.is_some() => {
            no_args(&qual, &args)?;
            let w = date.map_or(0, |d| d.weekday());
            Value::int(if name == "weekday" { w } else { w + 1 })
        }
        ("isocalendar", _) if date.is_some() => {
            no_args(&qual, &args)?;
            let (y, w, d) = date.map_or((0, 0, 0), |d| d.isocalendar());
            isocal_value(y, w, d)
        }
        ("ctime", _) if date.is_some() => {
            no_args(&qual, &args)?;
            let d = date.unwrap_or(Ymd { y: 1, m: 1, d: 1 });
            let c = clock.cloned().unwrap_or_else(Clock::midnight);
            Value::str(&format::ctime(d, &c))
        }
        ("isoformat", _) => Value::str(&format::isoformat(interp, me, args)?),
        ("strftime", _) if !matches!(me, DtVal::Delta(_) | DtVal::Tz(_) | DtVal::TzInfo) => {
            let a = crate::host::files::bind("strftime", args, &["format"])?;
            let f = match &a[0] {
                Some(Value::Str(s)) => s.clone(),
                Some(other) => return Err(raise("TypeError", format!("strftime() argument 1 must be str, not {}", arg_type_name(interp, other)))),
                None => return Err(raise("TypeError", "strftime() missing required argument 'format' (pos 1)")),
            };
            Value::str(&format::strftime(me, &f))
        }
        ("__format__", _) if !matches!(me, DtVal::Delta(_) | DtVal::Tz(_) | DtVal::TzInfo) => {
            let f = one_str_arg(interp, "__format__", &args)?;
            if f.is_empty() {
                Value::str(&val_str(me))
            } else {
                Value::str(&format::strftime(me, &f))
            }
        }
        ("date", DtVal::DateTime(d, _)) => {
            no_args(&qual, &args)?;
            dt(DtVal::Date(*d))
        }
        ("time" | "timetz", DtVal::DateTime(_, c)) => {
            no_args(&qual, &args)?;
            let mut c = c.clone();
            if name == "time" {
                c.tz = None;
            }
            dt(DtVal::Time(c))
        }
        ("utcoffset" | "dst" | "tzname", DtVal::Time(_) | DtVal::DateTime(..)) => {
            no_args(&qual, &args)?;
            match (&fixed_tz, name) {
                (None, _) => Value::None,
                (Some(_), "dst") => Value::None,
                (Some(t), "utcoffset") => make_delta(t.off_us as i128)?,
                (Some(t), _) => Value::str(&t.tzname()),
            }
        }
        ("utcoffset" | "dst" | "tzname", DtVal::Tz(t)) => {
            if args.pos.len() != 1 {
                return Err(raise("TypeError", format!("{name}() takes exactly one argument ({} given)", args.pos.len())));
            }
            if !args.pos[0].is_none() && !matches!(as_dt(&args.pos[0]), Some(DtVal::DateTime(..))) {
                return Err(raise("TypeError", format!("{name}(dt) argument must be a datetime instance or None, not {}", interp.type_name(&args.pos[0]))));
            }
            match name {
                "utcoffset" => make_delta(t.off_us as i128)?,
                "dst" => Value::None,
                _ => Value::str(&t.tzname()),
            }
        }
        ("timestamp", DtVal::DateTime(d, c)) => {
            no_args(&qual, &args)?;
            Value::Float(timestamp_of(*d, c))
        }
        ("astimezone", DtVal::DateTime(d, c)) => {
            let a = crate::host::files::bind("astimezone", args, &["tz"])?;
            let target = tz_arg(interp, a[0].as_ref())?;
            let instant = match utc_us(*d, c) {
                Some(u) => u as i128 - EPOCH_US,
                None => {
                    let local = local_us(*d, c) as i128 - EPOCH_US;
                    let secs = local.div_euclid(1_000_000) as i64;
                    local_to_utc_secs(secs) as i128 * 1_000_000 + local.rem_euclid(1_000_000)
                }
            };
            let target = match target {
                Some(t) => t,
                None => {
                    let off = local_offset_at(instant.div_euclid(1_000_000) as i64);
                    let tzname = chrono::Local::now().format("%Z").to_string();
                    Tz { off_us: off * 1_000_000, name: Some(Rc::from(tzname.as_str())) }
                }
            };
            dt(from_local_us(EPOCH_US + instant + target.off_us as i128, Some(target))?)
        }
        ("timetuple" | "utctimetuple", _) => {
            return Err(raise("NotImplementedError", format!("cudalab's datetime does not provide {name}() (time.struct_time)")))
        }
        _ => return Ok(None),
    }))
}

fn attr(me: &DtVal, name: &str) -> R<Option<Value>> {
    let date = match me {
        DtVal::Date(d) | DtVal::DateTime(d, _) => Some(*d),
        _ => None,
    };
    let clock = match me {
        DtVal::Time(c) | DtVal::DateTime(_, c) => Some(c),
        _ => None,
    };
    Ok(Some(match (name, me) {
        ("days" | "seconds" | "microseconds", DtVal::Delta(us)) => {
            let (d, s, u) = split_delta(*us);
            match name {
                "days" => Value::int(d as i64),
                "seconds" => Value::int(s),
                _ => Value::int(u),
            }
        }
        ("year", _) if date.is_some() => Value::int(date.map_or(0, |d| d.y)),
        ("month", _) if date.is_some() => Value::int(date.map_or(0, |d| d.m as i64)),
        ("day", _) if date.is_some() => Value::int(date.map_or(0, |d| d.d as i64)),
        ("hour", _) if clock.is_some() => Value::int(clock.map_or(0, |c| c.h as i64)),
        ("minute", _) if clock.is_some() => Value::int(clock.map_or(0, |c| c.mi as i64)),
        ("second", _) if clock.is_some() => Value::int(clock.map_or(0, |c| c.s as i64)),
        ("microsecond", _) if clock.is_some() => Value::int(clock.map_or(0, |c| c.us as i64)),
        ("fold", _) if clock.is_some() => Value::int(clock.map_or(0, |c| c.fold as i64)),
        ("tzinfo", _) if clock.is_some() => tz_value(&clock.and_then(|c| c.tz.clone())),
        ("__class__", _) => class(kind_of(me)),
        ("min" | "max" | "resolution" | "utc", _) => return class_attr(kind_of(me), name),
        _ if classmethod_names(kind_of(me)).contains(&name) => Value::Method(Rc::new((class(kind_of(me)), Rc::from(name)))),
        _ => return Ok(None),
    }))
}

fn method_names(k: Kind) -> &'static [&'static str] {
    match k {
        Kind::Date => &["replace", "toordinal", "weekday", "isoweekday", "isocalendar", "ctime", "isoformat", "strftime", "timetuple"],
        Kind::Time => &["replace", "isoformat", "strftime", "utcoffset", "dst", "tzname"],
        Kind::DateTime => &[
            "replace",
            "toordinal",
            "weekday",
            "isoweekday",
            "isocalendar",
            "ctime",
            "isoformat",
            "strftime",
            "date",
            "time",
            "timetz",
            "utcoffset",
            "dst",
            "tzname",
            "timestamp",
            "astimezone",
            "timetuple",
            "utctimetuple",
        ],
        Kind::Delta => &["total_seconds"],
        Kind::Tz => &["utcoffset", "dst", "tzname"],
        Kind::TzInfo => &[],
    }
}

impl NativeObject for Dt {
    fn type_name(&self) -> &str {
        match kind_of(&self.0) {
            Kind::Date => "datetime.date",
            Kind::Time => "datetime.time",
            Kind::DateTime => "datetime.datetime",
            Kind::Delta => "datetime.timedelta",
            Kind::Tz => "datetime.timezone",
            Kind::TzInfo => "datetime.tzinfo",
        }
    }
    fn repr(&self) -> String {
        val_repr(&self.0)
    }
    fn str(&self) -> String {
        val_str(&self.0)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        attr(&self.0, name)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        method(interp, &self.0, name, args)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        binop(interp, &self.0, op, other, reflected)
    }
    fn unary(&self, _interp: &mut Interp, op: &str) -> R<Option<Value>> {
        Ok(match (op, &self.0) {
            ("-", DtVal::Delta(us)) => Some(make_delta(-us)?),
            ("+", DtVal::Delta(us)) => Some(make_delta(*us)?),
            _ => None,
        })
    }
    fn compare(&self, _interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(o) = as_dt(other) else {
            return Ok(match op {
                CmpOp::Eq => Some(Value::Bool(false)),
                CmpOp::NotEq => Some(Value::Bool(true)),
                _ => None,
            });
        };
        let (a, b) = if reflected { (o, &self.0) } else { (&self.0, o) };
        let ord = order(a, b, op)?;
        let Some(ord) = ord else {
            return Ok(match op {
                CmpOp::Eq => Some(Value::Bool(false)),
                CmpOp::NotEq => Some(Value::Bool(true)),
                _ => None,
            });
        };
        Ok(Some(Value::Bool(match op {
            CmpOp::Eq => ord == Ordering::Equal,
            CmpOp::NotEq => ord != Ordering::Equal,
            CmpOp::Lt => ord == Ordering::Less,
            CmpOp::LtE => ord != Ordering::Greater,
            CmpOp::Gt => ord == Ordering::Greater,
            CmpOp::GtE => ord != Ordering::Less,
            _ => return Ok(None),
        })))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match as_dt(other) {
            Some(o) => order(&self.0, o, CmpOp::Eq)? == Some(Ordering::Equal),
            None => false,
        })
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!matches!(self.0, DtVal::Delta(0)))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(hash_of(&self.0))
    }
    fn dir(&self) -> Vec<String> {
        method_names(kind_of(&self.0)).iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `datetime.IsoCalendarDate(year=…, week=…, weekday=…)`: a named 3-tuple.
pub struct IsoCal(i64, i64, i64);

impl IsoCal {
    fn items(&self) -> Vec<Value> {
        vec![Value::int(self.0), Value::int(self.1), Value::int(self.2)]
    }
}

impl NativeObject for IsoCal {
    fn type_name(&self) -> &str {
        "datetime.IsoCalendarDate"
    }
    fn repr(&self) -> String {
        format!("datetime.IsoCalendarDate(year={}, week={}, weekday={})", self.0, self.1, self.2)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "year" => Some(Value::int(self.0)),
            "week" => Some(Value::int(self.1)),
            "weekday" => Some(Value::int(self.2)),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__iter__" => Some(Value::list(self.items())),
            "__copy__" => Some(Value::Native(Rc::new(IsoCal(self.0, self.1, self.2)))),
            "__len__" => Some(Value::int(3)),
            "__getitem__" => {
                let t = Value::tuple(self.items());
                let k = args.pos.first().cloned().unwrap_or(Value::None);
                Some(interp.getitem(&t, &k)?)
            }
            _ => None,
        })
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match other {
            Value::Tuple(_) => interp.eq(&Value::tuple(self.items()), other),
            Value::Native(n) => Ok(n.as_any().downcast_ref::<IsoCal>().is_some_and(|o| (o.0, o.1, o.2) == (self.0, self.1, self.2))),
            _ => Ok(false),
        }
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, _reflected: bool) -> R<Option<Value>> {
        match op {
            CmpOp::Eq => Ok(Some(Value::Bool(self.eq(interp, other)?))),
            CmpOp::NotEq => Ok(Some(Value::Bool(!self.eq(interp, other)?))),
            _ => Ok(None),
        }
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Int(self.0), HashKey::Int(self.1), HashKey::Int(self.2)]))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

// ---------------------------------------------------------------------------------------------
// Classes
// ---------------------------------------------------------------------------------------------

fn class_attr(k: Kind, name: &str) -> R<Option<Value>> {
    let midnight = Clock::midnight();
    let last = Clock { h: 23, mi: 59, s: 59, us: 999_999, tz: None, fold: 0 };
    let dmin = Ymd { y: 1, m: 1, d: 1 };
    let dmax = Ymd { y: 9999, m: 12, d: 31 };
    Ok(Some(match (k, name) {
        (Kind::Date, "min") => dt(DtVal::Date(dmin)),
        (Kind::Date, "max") => dt(DtVal::Date(dmax)),
        (Kind::Date, "resolution") => make_delta(US_PER_DAY as i128)?,
        (Kind::Time, "min") => dt(DtVal::Time(midnight)),
        (Kind::Time, "max") => dt(DtVal::Time(last)),
        (Kind::DateTime, "min") => dt(DtVal::DateTime(dmin, midnight)),
        (Kind::DateTime, "max") => dt(DtVal::DateTime(dmax, last)),
        (Kind::Time | Kind::DateTime | Kind::Delta, "resolution") => make_delta(1)?,
        (Kind::Delta, "min") => make_delta(-MAX_DELTA_DAYS * US_PER_DAY as i128)?,
        (Kind::Delta, "max") => make_delta((MAX_DELTA_DAYS + 1) * US_PER_DAY as i128 - 1)?,
        (Kind::Tz, "utc") => dt(DtVal::Tz(Tz::utc())),
        (Kind::Tz, "min") => dt(DtVal::Tz(Tz { off_us: -(US_PER_DAY - 60_000_000), name: None })),
        (Kind::Tz, "max") => dt(DtVal::Tz(Tz { off_us: US_PER_DAY - 60_000_000, name: None })),
        _ => return Ok(None),
    }))
}

fn classmethod_names(k: Kind) -> &'static [&'static str] {
    match k {
        Kind::Date => &["today", "fromtimestamp", "fromordinal", "fromisoformat", "fromisocalendar"],
        Kind::DateTime => {
            &["today", "now", "utcnow", "fromtimestamp", "utcfromtimestamp", "fromordinal", "fromisoformat", "fromisocalendar", "combine", "strptime"]
        }
        Kind::Time => &["fromisoformat"],
        _ => &[],
    }
}

fn classmethod(interp: &mut Interp, k: Kind, name: &str, args: Args) -> R<Option<Value>> {
    let qual = format!("{}.{name}", k.name());
    Ok(Some(match name {
        "today" => {
            no_args(&qual, &args)?;
            let v = from_epoch_us(now_utc_us(), None, false)?;
            match (k, v) {
                (Kind::Date, DtVal::DateTime(d, _)) => dt(DtVal::Date(d)),
                (_, v) => dt(v),
            }
        }
        "now" | "utcnow" => {
            let tz = if name == "now" {
                if args.pos.len() + args.kw.len() > 1 {
                    return Err(raise("TypeError", format!("now() takes at most 1 argument ({} given)", args.pos.len() + args.kw.len())));
                }
                let a = crate::host::files::bind("now", args, &["tz"])?;
                tz_arg(interp, a[0].as_ref())?
            } else {
                no_args(&qual, &args)?;
                None
            };
            dt(from_epoch_us(now_utc_us(), tz, name == "utcnow")?)
        }
        "fromtimestamp" | "utcfromtimestamp" => {
            let a = if name == "fromtimestamp" && k == Kind::DateTime {
                crate::host::files::bind(name, args, &["timestamp", "tz"])?
            } else {
                crate::host::files::bind(name, args, &["timestamp"])?
            };
            let Some(ts) = &a[0] else {
                return Err(raise("TypeError", format!("{name}() missing required argument 'timestamp' (pos 1)")));
            };
            let us = ts_us(interp, ts)?;
            let tz = match a.get(1) {
                Some(v) => tz_arg(interp, v.as_ref())?,
                None => None,
            };
            let v = from_epoch_us(us, tz, name == "utcfromtimestamp")?;
            match (k, v) {
                (Kind::Date, DtVal::DateTime(d, _)) => dt(DtVal::Date(d)),
                (_, v) => dt(v),
            }
        }
        "fromordinal" => {
            if args.pos.len() != 1 {
                return Err(raise("TypeError", format!("fromordinal() takes exactly one argument ({} given)", args.pos.len())));
            }
            let o = int_arg(interp, &args.pos.first().cloned(), 0)?;
            if o < 1 {
                return Err(raise("ValueError", "ordinal must be >= 1"));
            }
            if o > MAX_ORD {
                return Err(raise("ValueError", format!("year {} is out of range", 10000)));
            }
            let d = Ymd::from_ordinal(o);
            dt(if k == Kind::Date { DtVal::Date(d) } else { DtVal::DateTime(d, Clock::midnight()) })
        }
        "fromisocalendar" => {
            let a = crate::host::files::bind(name, args, &["year", "week", "day"])?;
            let (y, w, d) = (int_arg(interp, &a[0], 0)?, int_arg(interp, &a[1], 0)?, int_arg(interp, &a[2], 0)?);
            let date = format::from_isocalendar(y, w, d)?;
            dt(if k == Kind::Date { DtVal::Date(date) } else { DtVal::DateTime(date, Clock::midnight()) })
        }
        "fromisoformat" => {
            if args.pos.len() != 1 || !args.kw.is_empty() {
                return Err(raise("TypeError", format!("fromisoformat() takes exactly one argument ({} given)", args.pos.len() + args.kw.len())));
            }
            let Value::Str(s) = &args.pos[0] else {
                return Err(raise("TypeError", "fromisoformat: argument must be str"));
            };
            dt(format::fromisoformat(k, s)?)
        }
        "combine" => {
            let a = crate::host::files::bind("combine", args, &["date", "time", "tzinfo"])?;
            let d = match a[0].as_ref().map(|v| (v, as_dt(v))) {
                Some((_, Some(DtVal::Date(d) | DtVal::DateTime(d, _)))) => *d,
                Some((v, _)) => return Err(raise("TypeError", format!("combine() argument 1 must be datetime.date, not {}", arg_type_name(interp, v)))),
                None => return Err(raise("TypeError", "combine() missing required argument 'date' (pos 1)")),
            };
            let mut c = match a[1].as_ref().map(|v| (v, as_dt(v))) {
                Some((_, Some(DtVal::Time(c)))) => c.clone(),
                Some((v, _)) => return Err(raise("TypeError", format!("combine() argument 2 must be datetime.time, not {}", arg_type_name(interp, v)))),
                None => return Err(raise("TypeError", "combine() missing required argument 'time' (pos 2)")),
            };
            if let Some(t) = &a[2] {
                c.tz = tz_arg(interp, Some(t))?;
            }
            dt(DtVal::DateTime(d, c))
        }
        "strptime" => {
            if args.pos.len() != 2 || !args.kw.is_empty() {
                return Err(raise("TypeError", format!("strptime() takes exactly 2 arguments ({} given)", args.pos.len() + args.kw.len())));
            }
            let (Value::Str(s), Value::Str(f)) = (&args.pos[0], &args.pos[1]) else {
                let bad = if matches!(args.pos[0], Value::Str(_)) { &args.pos[1] } else { &args.pos[0] };
                return Err(raise(
                    "TypeError",
                    format!("strptime() argument {} must be str, not {}", if matches!(args.pos[0], Value::Str(_)) { 2 } else { 1 }, arg_type_name(interp, bad)),
                ));
            };
            dt(format::strptime(s, f)?)
        }
        _ => return Ok(None),
    }))
}

impl NativeObject for DtClass {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'datetime.{}'>", self.0.name())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        if name == "__name__" || name == "__qualname__" {
            return Ok(Some(Value::str(self.0.name())));
        }
        if name == "__module__" {
            return Ok(Some(Value::str("datetime")));
        }
        if classmethod_names(self.0).contains(&name) {
            return Ok(Some(Value::Method(Rc::new((class(self.0), Rc::from(name))))));
        }
        class_attr(self.0, name)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if classmethod_names(self.0).contains(&name) {
            return classmethod(interp, self.0, name, args);
        }
        Ok(None)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match self.0 {
            Kind::Date => new_date(interp, args),
            Kind::Time => new_time(interp, args),
            Kind::DateTime => new_datetime(interp, args),
            Kind::Delta => new_timedelta(interp, args),
            Kind::Tz => new_timezone(interp, args),
            Kind::TzInfo => {
                no_args("tzinfo", &args)?;
                Ok(dt(DtVal::TzInfo))
            }
        }
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        let Some(x) = as_dt(v) else { return Ok(Some(false)) };
        let k = kind_of(x);
        Ok(Some(k == self.0 || (self.0 == Kind::Date && k == Kind::DateTime) || (self.0 == Kind::TzInfo && k == Kind::Tz)))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(other, Value::Native(n) if n.as_any().downcast_ref::<DtClass>().is_some_and(|c| c.0 == self.0)))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Str(Rc::from(format!("<class datetime.{}>", self.0.name()).as_str())))
    }
    fn dir(&self) -> Vec<String> {
        classmethod_names(self.0).iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `format(v, spec)` of a datetime value: `strftime(spec)` (the `str()` for an empty spec).
pub fn format_hook(v: &Value, spec: &str) -> Option<String> {
    let d = as_dt(v)?;
    match d {
        DtVal::Date(_) | DtVal::Time(_) | DtVal::DateTime(..) if !spec.is_empty() => Some(format::strftime(d, spec)),
        _ => None,
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("datetime", "Fast implementation of the datetime type.");
    {
        let mut a = m.attrs.borrow_mut();
        for k in [Kind::Date, Kind::Time, Kind::DateTime, Kind::Delta, Kind::Tz, Kind::TzInfo] {
            a.insert(Rc::from(k.name()), class(k));
        }
        a.insert(Rc::from("MINYEAR"), Value::int(1));
        a.insert(Rc::from("MAXYEAR"), Value::int(9999));
        a.insert(Rc::from("UTC"), dt(DtVal::Tz(Tz::utc())));
    }
    m
}
