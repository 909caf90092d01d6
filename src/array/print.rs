//! Printing host arrays character for character as NumPy 2 does: `repr` (`array([...], dtype=…)`)
//! and `str`, with NumPy's float formatting (shortest round-trip digits up to 8 decimals, common
//! padding, scientific notation when the magnitudes call for it), line wrapping at 75 columns,
//! and summarisation with `...` above 1000 elements (3 edge items).
//! A port of numpy/_core/arrayprint.py's default options (legacy=False, floatmode='maxprec').
//! Elements that are int64 counts of something else (datetime64/timedelta64) are laid out the
//! same way with the caller's element text (`text_array_repr`, `text_array_str`).
//!
//! An array too big to summarise (every axis of 6 or fewer, as `np.zeros((2,) * 26)`) prints in
//! full as NumPy does, which can take long and take much memory: printing watches the interrupt
//! flag the host registers (`watch_interrupt`) and the host memory limit, and stops early when
//! either calls; the host reads `take_stopped` after a repr and raises instead of using the text.

use crate::array::dtype::{DType, Kind};
use crate::array::elem::C64f;
use crate::array::hostarray::HostArray;
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use crate::array::print_options::{self, FloatMode, PrintOptions};
use crate::lang::format_spec::tie_to_even;

/// Why a print stopped before its end.
#[derive(Debug, Clone, PartialEq)]
pub enum Stopped {
    Interrupted,
    /// The text would pass the host memory limit; the `MemoryError` message.
    OutOfMemory(String),
}

thread_local! {
    static INTERRUPT: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
    static STOPPED: RefCell<Option<Stopped>> = const { RefCell::new(None) };
}

/// The flag an interrupt sets (the host's): long prints on this thread stop when it is set. The
/// flag is only read, never cleared, so the host still sees the interrupt afterwards.
pub fn watch_interrupt(flag: Arc<AtomicBool>) {
    INTERRUPT.with(|i| *i.borrow_mut() = Some(flag));
}

/// Whether (and why) the last print on this thread stopped early; clears the record.
pub fn take_stopped() -> Option<Stopped> {
    STOPPED.with(|s| s.borrow_mut().take())
}

/// Elements between two looks at the interrupt flag and the output size.
const CHECK_EVERY: usize = 4096;

/// The running check of one print: interrupt flag and output budget.
struct Watch {
    flag: Option<Arc<AtomicBool>>,
    seen: Cell<usize>,
    /// Free bytes under the host memory limit when the print began.
    budget: usize,
    stopped: Cell<bool>,
}

impl Watch {
    fn new() -> Watch {
        let remaining = crate::array::memory_limit::limit().saturating_sub(crate::array::memory_limit::live());
        Watch { flag: INTERRUPT.with(|i| i.borrow().clone()), seen: Cell::new(0), budget: remaining, stopped: Cell::new(false) }
    }

    fn stop(&self, why: Stopped) {
        self.stopped.set(true);
        STOPPED.with(|s| *s.borrow_mut() = Some(why));
    }

    /// Count one element; false once the print must stop. (The text's size is checked where it
    /// grows, in `Printer::recurse`.)
    fn tick(&self) -> bool {
        if self.stopped.get() {
            return false;
        }
        let n = self.seen.get() + 1;
        self.seen.set(n);
        if n.is_multiple_of(CHECK_EVERY) && self.flag.as_ref().is_some_and(|f| f.load(Ordering::Relaxed)) {
            self.stop(Stopped::Interrupted);
            return false;
        }
        true
    }

    fn out_of_memory(&self, bytes: usize) {
        let e = crate::array::memory_limit::check(bytes, || "the text of an array".into()).err();
        let msg = e.map_or_else(|| "cannot allocate the text of an array within the kernel's host memory limit".to_string(), |e| e.to_string());
        self.stop(Stopped::OutOfMemory(msg));
    }
}

/// Shortest decimal digits that round-trip in the element type, and the decimal exponent:
/// value = 0.d1d2… × 10^(exp+1), i.e. d1.d2… × 10^exp.
fn shortest(x: f64, dtype: DType) -> (String, i32) {
    let s = match dtype {
        DType::F32 | DType::C64 => format!("{:e}", x as f32),
        DType::F16 => {
            let target = half::f16::from_f64(x);
            let mut found = format!("{:e}", x);
            for p in 0..6 {
                let cand = format!("{:.*e}", p, x);
                if let Ok(v) = cand.parse::<f64>() {
                    if half::f16::from_f64(v) == target {
                        found = cand;
                        break;
                    }
                }
            }
            found
        }
        _ => format!("{:e}", x),
    };
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let digits: String = m.chars().filter(|c| c.is_ascii_digit()).collect();
    let exp: i32 = e.parse().unwrap_or(0);
    // Dragon4 breaks a tie between two equally near shortest strings to the even one.
    let digits = match dtype {
        DType::F32 | DType::C64 if x.is_finite() && x != 0.0 => {
            let v = x.abs() as f32;
            tie_to_even(v as f64, digits, exp, 7, &|c: &str| c.parse::<f32>().ok() == Some(v))
        }
        DType::F64 | DType::C128 if x.is_finite() && x != 0.0 => {
            let v = x.abs();
            tie_to_even(v, digits, exp, 16, &|c: &str| c.parse::<f64>().ok() == Some(v))
        }
        _ => digits,
    };
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0".to_string() } else { digits.to_string() };
    (digits, exp)
}

/// Dragon4 positional in "unique" mode: shortest digits, at most `precision` decimals.
/// Returns (sign+integer part, fractional digits).
fn positional_parts(x: f64, dtype: DType, precision: usize) -> (String, String) {
    let neg = x.is_sign_negative();
    let a = x.abs();
    let (digits, exp) = shortest(a, dtype);
    let frac_len = (digits.len() as i32 - 1 - exp).max(0) as usize;
    let body = if a == 0.0 {
        "0.".to_string()
    } else if frac_len > precision {
        let s = format!("{:.*}", precision, a);
        let s = s.trim_end_matches('0').to_string();
        if s.contains('.') {
            s
        } else {
            format!("{s}.")
        }
    } else {
        let (i, f) = crate::lang::format_spec::split_at_point(&digits, exp);
        format!("{i}.{f}")
    };
    let (i, f) = body.split_once('.').unwrap_or((&body, ""));
    (format!("{}{}", if neg { "-" } else { "" }, i), f.to_string())
}

/// Dragon4 scientific in "unique" mode: (sign+leading digit, fractional digits, exponent).
fn scientific_parts(x: f64, dtype: DType, precision: usize) -> (String, String, i32) {
    let neg = x.is_sign_negative();
    let a = x.abs();
    let (mut digits, mut exp) = shortest(a, dtype);
    if digits.len() > precision + 1 {
        let s = format!("{:.*e}", precision, a);
        let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
        digits = m.chars().filter(|c| c.is_ascii_digit()).collect::<String>().trim_end_matches('0').to_string();
        if digits.is_empty() {
            digits = "0".into();
        }
        exp = e.parse().unwrap_or(0);
    }
    if a == 0.0 {
        exp = 0;
    }
    let sign = if neg { "-" } else { "" };
    (format!("{sign}{}", &digits[..1]), digits[1..].to_string(), exp)
}

struct FloatFormat {
    exp_format: bool,
    pad_left: usize,
    pad_right: usize,
    precision: usize,
    exp_size: usize,
    dtype: DType,
    /// A '+' on non-negative values (`sign='+'`, and a complex number's imaginary part).
    plus: bool,
    /// Exactly `precision` digits, rounded (`floatmode='fixed'`), not the shortest.
    fixed: bool,
    /// Fractional digits padded with zeros rather than spaces (`fixed`, `maxprec_equal`).
    zeros: bool,
}

/// A precision that never cuts digits (`floatmode='unique'`).
const UNLIMITED: usize = 10_000;

/// Positional with exactly `precision` fractional digits (`floatmode='fixed'`).
fn positional_fixed(x: f64, precision: usize) -> (String, String) {
    let s = format!("{:.*}", precision, x);
    let (i, f) = s.split_once('.').unwrap_or((&s, ""));
    (i.to_string(), f.to_string())
}

/// Scientific with exactly `precision` fractional digits (`floatmode='fixed'`).
fn scientific_fixed(x: f64, precision: usize) -> (String, String, i32) {
    let s = format!("{:.*e}", precision, x);
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let (i, f) = m.split_once('.').unwrap_or((m, ""));
    (i.to_string(), f.to_string(), if x == 0.0 { 0 } else { e.parse().unwrap_or(0) })
}

impl FloatFormat {
    fn new(values: &[f64], dtype: DType, sign: char, precision: usize, opts: &PrintOptions, watch: &Watch) -> FloatFormat {
        let sign_plus = sign == '+';
        let precision = if opts.floatmode == FloatMode::Unique { UNLIMITED } else { precision };
        let fixed = opts.floatmode == FloatMode::Fixed;
        let finite = || values.iter().cloned().filter(|v| v.is_finite());
        let (mut max, mut min, mut any_nonzero) = (f64::MIN, f64::MAX, false);
        for v in finite().map(f64::abs).filter(|v| *v != 0.0) {
            (max, min, any_nonzero) = (max.max(v), min.min(v), true);
        }
        let mut exp_format = false;
        if any_nonzero {
            // NumPy compares in the array's own precision.
            let ratio = match dtype {
                DType::F32 | DType::C64 => (max as f32 / min as f32) as f64,
                DType::F16 => (half::f16::from_f64(max) / half::f16::from_f64(min)).to_f64(),
                _ => max / min,
            };
            // NumPy 2.2+: the cutoff depends on the dtype, 10**min(8, finfo(dtype).precision).
            let cutoff = match dtype {
                DType::F16 => 1e3,
                DType::F32 | DType::C64 => 1e6,
                _ => 1e8,
            };
            if max >= cutoff || (!opts.suppress && (min < 0.0001 || ratio > 1000.0)) {
                exp_format = true;
            }
        }
        let zeros = matches!(opts.floatmode, FloatMode::Fixed | FloatMode::MaxPrecEqual);
        let mut f = FloatFormat { exp_format, pad_left: 0, pad_right: 0, precision, exp_size: 0, dtype, plus: sign_plus, fixed, zeros };
        let n_finite = finite().count();
        if n_finite == 0 {
            f.pad_left = 0;
            f.pad_right = 0;
        } else if exp_format {
            let (mut prec, mut exp_size, mut left) = (0, 2, 1);
            for x in finite() {
                let (int, frac, exp) = if fixed { scientific_fixed(x, precision) } else { scientific_parts(x, dtype, precision) };
                prec = prec.max(frac.len());
                exp_size = exp_size.max(exp.unsigned_abs().to_string().len());
                left = left.max(int.len());
                if !watch.tick() {
                    break;
                }
            }
            f.precision = prec;
            f.exp_size = exp_size;
            f.pad_left = left;
            f.pad_right = f.exp_size + 2 + f.precision;
        } else {
            let (mut left, mut right) = (1, 0);
            for x in finite() {
                let (int, frac) = if fixed { positional_fixed(x, precision) } else { positional_parts(x, dtype, precision) };
                left = left.max(int.len());
                right = right.max(frac.len());
                if !watch.tick() {
                    break;
                }
            }
            f.pad_left = left;
            f.pad_right = right;
        }
        if (sign_plus || sign == ' ') && !finite().any(|v| v.is_sign_negative()) {
            f.pad_left += 1;
        }
        if n_finite != values.len() {
            let neginf = values.iter().any(|v| v.is_infinite() && *v < 0.0) || sign_plus;
            let offset = f.pad_right + 1;
            f.pad_left = f.pad_left.max(3usize.saturating_sub(offset)).max((3 + neginf as usize).saturating_sub(offset));
        }
        f
    }

    fn format(&self, x: f64) -> String {
        let sign_plus = self.plus;
        if !x.is_finite() {
            let s = if x.is_nan() {
                format!("{}nan", if sign_plus { "+" } else { "" })
            } else {
                format!(
                    "{}inf",
                    if x < 0.0 {
                        "-"
                    } else if sign_plus {
                        "+"
                    } else {
                        ""
                    }
                )
            };
            let width = self.pad_left + self.pad_right + 1;
            return format!("{:>width$}", s);
        }
        if self.exp_format {
            let (mut i, mut f, mut e) = if self.fixed { scientific_fixed(x, self.precision) } else { scientific_parts(x, self.dtype, self.precision) };
            if f.len() < self.precision {
                // Dragon4's min_digits: the digits past the shortest ones are the value's own
                // (float32 1e-5 is 9.9999997e-06 among 7-digit neighbours), not zeros.
                (i, f, e) = scientific_fixed(x, self.precision);
            }
            let i = if sign_plus && !i.starts_with('-') { format!("+{i}") } else { i };
            let f = format!("{:0<width$}", f, width = self.precision);
            let e = format!("e{}{:0>w$}", if e < 0 { '-' } else { '+' }, e.unsigned_abs(), w = self.exp_size);
            format!("{:>pl$}.{}{}", i, f, e, pl = self.pad_left)
        } else {
            let (mut i, mut f) = if self.fixed { positional_fixed(x, self.precision) } else { positional_parts(x, self.dtype, self.precision) };
            if self.zeros && f.len() < self.pad_right {
                (i, f) = positional_fixed(x, self.pad_right);
            }
            let i = if sign_plus && !i.starts_with('-') { format!("+{i}") } else { i };
            if self.zeros {
                format!("{:>pl$}.{:0<pr$}", i, f, pl = self.pad_left, pr = self.pad_right)
            } else {
                format!("{:>pl$}.{:<pr$}", i, f, pl = self.pad_left, pr = self.pad_right)
            }
        }
    }
}

/// Fits the text of int64 elements that stand for something else (datetime64/timedelta64 counts,
/// printed by `host::modules::numpy::datetime`): given the values shown, the formatter of one
/// value, padded to their common width.
pub type FitText<'a> = &'a dyn Fn(&[i64]) -> Box<dyn Fn(i64) -> String>;

enum ElemFormat {
    Text(Box<dyn Fn(i64) -> String>),
    Bool,
    Int(usize),
    Float(FloatFormat),
    Complex(FloatFormat, FloatFormat),
}

impl ElemFormat {
    /// The format for the elements shown: `sample` holds their flat indices when only some are
    /// shown, `None` when all are (then they are read in one pass: `get_flat` walks every axis).
    fn fit(a: &HostArray, sample: Option<&[usize]>, precision: usize, opts: &PrintOptions, watch: &Watch, text: Option<FitText>) -> ElemFormat {
        fn values<T: crate::array::elem::BufferOf>(a: &HostArray, sample: Option<&[usize]>) -> Vec<T> {
            match sample {
                None => a.to_vec(),
                Some(s) => s.iter().map(|&i| a.get_flat::<T>(i)).collect(),
            }
        }
        if let Some(fit) = text {
            return ElemFormat::Text(fit(&values::<i64>(a, sample)));
        }
        let dtype = a.dtype();
        match dtype.kind() {
            Kind::Bool => ElemFormat::Bool,
            Kind::Signed => ElemFormat::Int(values::<i64>(a, sample).iter().map(|v| v.to_string().len()).take_while(|_| watch.tick()).max().unwrap_or(0)),
            Kind::Unsigned => ElemFormat::Int(values::<u64>(a, sample).iter().map(|v| v.to_string().len()).take_while(|_| watch.tick()).max().unwrap_or(0)),
            Kind::Float => ElemFormat::Float(FloatFormat::new(&values::<f64>(a, sample), dtype, opts.sign, precision, opts, watch)),
            Kind::Complex => {
                let vals: Vec<C64f> = values(a, sample);
                let re: Vec<f64> = vals.iter().map(|c| c.re).collect();
                let im: Vec<f64> = vals.iter().map(|c| c.im).collect();
                ElemFormat::Complex(FloatFormat::new(&re, dtype, opts.sign, precision, opts, watch), FloatFormat::new(&im, dtype, '+', precision, opts, watch))
            }
        }
    }

    fn format(&self, a: &HostArray, flat: usize) -> String {
        match self {
            ElemFormat::Text(f) => f(a.get_flat::<i64>(flat)),
            ElemFormat::Bool => if a.get_flat::<bool>(flat) { " True" } else { "False" }.to_string(),
            ElemFormat::Int(w) => format!("{:>w$}", int_str(a, flat), w = *w),
            ElemFormat::Float(f) => f.format(a.get_flat::<f64>(flat)),
            ElemFormat::Complex(r, i) => {
                let c = a.get_flat::<C64f>(flat);
                let im = i.format(c.im);
                // NumPy moves the imaginary part's padding to the end, after the 'j'.
                let trimmed = im.trim_end();
                let pad = im.len() - trimmed.len();
                format!("{}{}j{}", r.format(c.re), trimmed, " ".repeat(pad))
            }
        }
    }
}

fn int_str(a: &HostArray, flat: usize) -> String {
    if a.dtype().kind() == Kind::Unsigned {
        a.get_flat::<u64>(flat).to_string()
    } else {
        a.get_flat::<i64>(flat).to_string()
    }
}

/// Flat indices of the elements shown (all, or the edge items of each axis when summarising).
fn shown_indices(shape: &[usize], summarise: bool, edge: usize) -> Vec<usize> {
    let mut out = vec![0usize];
    let mut stride = 1usize;
    let mut strides = vec![0usize; shape.len()];
    for i in (0..shape.len()).rev() {
        strides[i] = stride;
        stride *= shape[i];
    }
    for (axis, &n) in shape.iter().enumerate() {
        let idx: Vec<usize> = if summarise && n > 2 * edge { (0..edge).chain(n - edge..n).collect() } else { (0..n).collect() };
        let step = strides[axis];
        out = out.iter().flat_map(|base| idx.iter().map(move |i| base + i * step)).collect();
    }
    out
}

fn extend_line(s: &mut String, line: &mut String, word: &str, width: usize, prefix: &str) {
    let mut needs_wrap = line.len() + word.len() > width;
    if line.len() <= prefix.len() {
        needs_wrap = false;
    }
    if needs_wrap {
        s.push_str(line.trim_end());
        s.push('\n');
        *line = prefix.to_string();
    }
    line.push_str(word);
}

struct Printer<'a> {
    a: &'a HostArray,
    opts: PrintOptions,
    fmt: ElemFormat,
    separator: &'a str,
    summarise: bool,
    flat_strides: Vec<usize>,
    watch: Watch,
}

impl Printer<'_> {
    /// One element's text, counted by the watch.
    fn element(&self, index: &[usize]) -> String {
        let flat: usize = index.iter().zip(&self.flat_strides).map(|(i, s)| i * s).sum();
        let text = self.fmt.format(self.a, flat);
        self.watch.tick();
        text
    }

    /// NumPy's `_formatArray` for the sub-array at `index`, appended to `out` (the caller has
    /// written the hanging indent of its first line). Writing into one string keeps the work
    /// linear in the text, however many axes there are.
    fn recurse(&self, out: &mut String, index: &mut Vec<usize>, hanging: &str, width: usize) {
        let axis = index.len();
        let nd = self.a.ndim();
        let next_hanging = format!("{hanging} ");
        let next_width = width - 1;
        let n = self.a.shape[axis];
        let edge = self.opts.edgeitems;
        let summary = self.summarise && edge.saturating_mul(2) < n;
        let (leading, trailing) = if summary { (edge, edge) } else { (0, n) };
        let shown: Vec<Option<usize>> = (0..leading).map(Some).chain(summary.then_some(None)).chain((n - trailing..n).map(Some)).collect();
        out.push('[');
        if nd - axis == 1 {
            // The last axis: words wrapped into lines, each line after the first indented.
            let sep_trim = self.separator.trim_end();
            let elem_width = width - sep_trim.len().max(1);
            let mut s = String::new();
            let mut line = hanging.to_string();
            for (k, i) in shown.iter().enumerate() {
                let word = match i {
                    Some(i) => {
                        index.push(*i);
                        let w = self.element(index);
                        index.pop();
                        w
                    }
                    None => "...".to_string(),
                };
                extend_line(&mut s, &mut line, &word, elem_width, hanging);
                if k + 1 < shown.len() {
                    line.push_str(self.separator);
                }
            }
            s.push_str(&line);
            out.push_str(&s[hanging.len()..]);
        } else {
            let line_sep = format!("{}{}", self.separator.trim_end(), "\n".repeat(nd - axis - 1));
            for (k, i) in shown.iter().enumerate() {
                if self.watch.stopped.get() {
                    return;
                }
                // A growing string may hold twice its length.
                if out.len().saturating_mul(2) > self.watch.budget {
                    self.watch.out_of_memory(out.len().saturating_mul(2));
                    return;
                }
                if k > 0 {
                    out.push_str(hanging);
                }
                match i {
                    Some(i) => {
                        index.push(*i);
                        self.recurse(out, index, &next_hanging, next_width);
                        index.pop();
                    }
                    None => out.push_str("..."),
                }
                if k + 1 < shown.len() {
                    out.push_str(&line_sep);
                }
            }
        }
        out.push(']');
    }
}

fn array2string(a: &HostArray, separator: &str, prefix_len: usize, linewidth: usize, precision: usize, text: Option<FitText>) -> String {
    let opts = print_options::get();
    let summarise = a.size() > opts.threshold;
    let watch = Watch::new();
    // The indices, the values and the text all grow with the elements shown: refuse at once what
    // cannot fit rather than fail half-way.
    let shown_count = shown_count(&a.shape, summarise, opts.edgeitems);
    if shown_count.saturating_mul(32) > watch.budget {
        watch.out_of_memory(shown_count.saturating_mul(32));
        return String::new();
    }
    // Summarising shows every element when no axis is above 6: then read them all in one pass.
    let shown = (shown_count < a.size()).then(|| shown_indices(&a.shape, summarise, opts.edgeitems));
    let fmt = ElemFormat::fit(a, shown.as_deref(), precision, &opts, &watch, text);
    drop(shown);
    if watch.stopped.get() {
        return String::new();
    }
    if a.ndim() == 0 {
        return fmt.format(a, 0).trim_start().to_string();
    }
    if a.size() == 0 {
        return "[]".to_string();
    }
    let mut flat_strides = vec![0usize; a.ndim()];
    let mut acc = 1;
    for i in (0..a.ndim()).rev() {
        flat_strides[i] = acc;
        acc *= a.shape[i];
    }
    let p = Printer { a, opts, fmt, separator, summarise, flat_strides, watch };
    let hanging = " ".repeat(1 + prefix_len);
    let mut text = String::new();
    p.recurse(&mut text, &mut Vec::new(), &hanging, linewidth);
    if p.watch.stopped.get() {
        String::new()
    } else {
        text
    }
}

/// How many elements a print shows.
fn shown_count(shape: &[usize], summarise: bool, edge: usize) -> usize {
    shape.iter().map(|&n| if summarise && n > 2 * edge { 2 * edge } else { n }).fold(1usize, |acc, n| acc.saturating_mul(n))
}

/// `repr(a)`: `array([...])` with `dtype=`/`shape=` when NumPy shows them.
pub fn repr(a: &HostArray) -> String {
    if a.scalar {
        return scalar_repr(a);
    }
    array_repr(a, print_options::get().precision)
}

/// `np.array_repr(a, precision=…)`: `repr` of an array (a 0-d one too) with at most `precision`
/// decimals per float.
pub fn array_repr(a: &HostArray, precision: usize) -> String {
    let body = array2string(a, ", ", "array(".len(), linewidth().saturating_sub(1), precision, None);
    let dtype = (!a.dtype().is_default() || a.size() == 0).then(|| a.dtype().name().to_string());
    repr_around(a, &body, dtype)
}

/// `repr` of an array whose int64 elements `fit` prints (datetime64/timedelta64), with `dtype=`
/// always shown, as NumPy writes it (`'datetime64[D]'`).
pub fn text_array_repr(a: &HostArray, dtype: &str, fit: FitText) -> String {
    let body = array2string(a, ", ", "array(".len(), linewidth().saturating_sub(1), print_options::get().precision, Some(fit));
    repr_around(a, &body, Some(dtype.to_string()))
}

/// `str` of an array whose int64 elements `fit` prints.
pub fn text_array_str(a: &HostArray, fit: FitText) -> String {
    array2string(a, " ", 0, linewidth(), print_options::get().precision, Some(fit))
}

/// `array(body, shape=…, dtype=…)`, the extras on the last line or the next one.
fn repr_around(a: &HostArray, body: &str, dtype: Option<String>) -> String {
    let prefix = "array(";
    let mut extras = Vec::new();
    if (a.size() == 0 && a.shape != [0]) || a.size() > print_options::get().threshold {
        extras.push(format!("shape={}", crate::array::hostarray::shape_str(&a.shape).replace(",", ", ").replace(",  ", ", ").replace(", )", ",)")));
    }
    if let Some(d) = dtype {
        extras.push(format!("dtype={d}"));
    }
    if extras.is_empty() {
        return format!("{prefix}{body})");
    }
    let arr_str = format!("{prefix}{body},");
    let extra = format!("{})", extras.join(", "));
    let last_line = arr_str.len() - arr_str.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let spacer = if last_line + extra.len() + 1 > linewidth() { format!("\n{}", " ".repeat(prefix.len())) } else { " ".to_string() };
    format!("{arr_str}{spacer}{extra}")
}

/// `str(a)`: the bracketed elements only; a 0-d array prints as its scalar does (`1e-07`, not
/// the element format `1.e-07`).
pub fn str(a: &HostArray) -> String {
    if a.scalar || a.ndim() == 0 {
        return scalar_str(a);
    }
    array2string(a, " ", 0, linewidth(), print_options::get().precision, None)
}

/// `np.array2string(a)` with the default options: for a 0-d array or a NumPy scalar, the value
/// as an array element prints (at most 8 decimals), not as `str()` of the scalar does.
pub fn array_str(a: &HostArray) -> String {
    array2string(a, " ", 0, linewidth(), print_options::get().precision, None)
}

fn linewidth() -> usize {
    print_options::get().linewidth
}

/// `str()` of a NumPy scalar: floats as Python prints them, in the scalar's own precision.
pub fn scalar_str(a: &HostArray) -> String {
    let dtype = a.dtype();
    match dtype.kind() {
        Kind::Bool => if a.get_flat::<bool>(0) { "True" } else { "False" }.to_string(),
        Kind::Signed | Kind::Unsigned => int_str(a, 0),
        Kind::Float => float_scalar_str(a.get_flat::<f64>(0), dtype),
        Kind::Complex => {
            let c = a.get_flat::<C64f>(0);
            let part = |x: f64| {
                let s = float_scalar_str(x, dtype);
                s.strip_suffix(".0").map(String::from).unwrap_or(s)
            };
            if c.re == 0.0 && c.re.is_sign_positive() {
                format!("{}j", part(c.im))
            } else {
                format!("({}{}{}j)", part(c.re), if c.im.is_sign_negative() { "-" } else { "+" }, part(c.im.abs()))
            }
        }
    }
}

pub fn float_scalar_str(x: f64, dtype: DType) -> String {
    if dtype == DType::F64 {
        return crate::lang::format_spec::float_repr(x);
    }
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let (digits, exp) = shortest(x.abs(), dtype);
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0.0");
    }
    // Positional between 1e-4 and a dtype-dependent bound (float16 1e3, float32 1e6).
    let upper = match dtype {
        DType::F16 => 1e3,
        DType::F32 | DType::C64 => 1e6,
        _ => 1e16,
    };
    if x.abs() >= 1e-4 && x.abs() < upper {
        let (i, f) = positional_parts(x.abs(), dtype, 64);
        let f = if f.is_empty() { "0".to_string() } else { f };
        format!("{sign}{i}.{f}")
    } else {
        let m = if digits.len() > 1 { format!("{}.{}", &digits[..1], &digits[1..]) } else { digits.clone() };
        format!("{sign}{m}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
    }
}

pub fn scalar_repr(a: &HostArray) -> String {
    let dtype = a.dtype();
    match dtype {
        DType::Bool => if a.get_flat::<bool>(0) { "np.True_" } else { "np.False_" }.to_string(),
        _ => {
            let s = scalar_str(a);
            // Complex scalars drop the parentheses str() puts around them: np.complex128(1+2j).
            let s = if dtype.is_complex() { s.strip_prefix('(').and_then(|t| t.strip_suffix(')')).map(String::from).unwrap_or(s) } else { s };
            format!("np.{}({})", dtype.name(), s)
        }
    }
}
