//! The format-spec mini-language and float text with CPython's exact output: `repr(float)`
//! (shortest round trip), `format(x, spec)` for floats, the spec parser, and the padding and
//! digit grouping every number shares. Pure functions of their inputs: no Python values, no
//! evaluation (the host's `format` module adds ints, values and `%` formatting on top).

/// `repr(x)` for a float, identical to CPython's.
pub fn float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let s = format!("{:e}", x);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let a = x.abs();
    let digits = tie_to_even(a, digits, exp, 16, &|s: &str| s.parse::<f64>().ok() == Some(a));
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if (-4..16).contains(&exp) {
        out.push_str(&place_point(&digits, exp));
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        out.push_str(&format!("e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs()));
    }
    out
}

/// CPython's (and NumPy's Dragon4's) choice between two shortest round-trip digit strings that
/// are equally near `x` (its exact value ends in a 5 just past them, as `8.2787628173828125`
/// does): the one whose last digit is even. Rust's shortest formatting takes the upper one.
/// `digits`/`exp` are Rust's shortest digits of `x` (positive; a float32 widened exactly) and
/// their decimal exponent; strings shorter than `min_digits` cannot tie (16 for float64, 7 for
/// float32: two shorter decimals never round to the same value). `round_trips` says whether a
/// candidate, written `d.ddde<exp>`, reads back as the value.
pub fn tie_to_even(x: f64, digits: String, exp: i32, min_digits: usize, round_trips: &dyn Fn(&str) -> bool) -> String {
    let n = digits.len();
    if n < min_digits {
        return digits;
    }
    let sig = |s: &str| -> (String, i32) {
        let (m, e) = s.split_once('e').unwrap_or((s, "0"));
        (m.chars().filter(|c| c.is_ascii_digit()).collect(), e.parse().unwrap_or(i32::MIN))
    };
    // A cheap look three digits further first; the exact expansion only for a likely tie.
    let (near, e) = sig(&format!("{:.*e}", n + 2, x));
    if e != exp || near.get(n..) != Some("500") {
        return digits;
    }
    let (exact, e) = sig(&format!("{:.*e}", EXACT_DIGITS, x));
    if e != exp || exact.as_bytes().get(n) != Some(&b'5') || !exact[n + 1..].bytes().all(|b| b == b'0') {
        return digits;
    }
    let lower = exact[..n].to_string();
    let Some(upper) = increment(&lower) else { return digits };
    let round_trips = |d: &str| round_trips(&format!("{}.{}e{exp}", &d[..1], &d[1..]));
    let even = |d: &str| d.bytes().last().is_some_and(|b| (b - b'0').is_multiple_of(2));
    for candidate in [lower, upper] {
        if even(&candidate) && round_trips(&candidate) {
            return candidate;
        }
    }
    digits
}

/// A digit string plus one in its last place; `None` when that carries into a new digit.
fn increment(d: &str) -> Option<String> {
    let mut b = d.as_bytes().to_vec();
    for i in (0..b.len()).rev() {
        if b[i] == b'9' {
            b[i] = b'0';
        } else {
            b[i] += 1;
            return String::from_utf8(b).ok();
        }
    }
    None
}

/// Fixed notation with at least one decimal (`1.0`, `0.001`).
fn place_point(digits: &str, exp: i32) -> String {
    let (int_part, frac) = split_at_point(digits, exp);
    format!("{int_part}.{}", if frac.is_empty() { "0" } else { &frac })
}

/// Python's exponent style: `1.5e+05`.
fn fix_exponent(s: String, upper: bool) -> String {
    match s.split_once('e') {
        Some((m, e)) => {
            let e: i32 = e.parse().unwrap_or(0);
            format!("{}{}{}{:02}", m, if upper { 'E' } else { 'e' }, if e < 0 { '-' } else { '+' }, e.abs())
        }
        None => s,
    }
}

/// Past this many digits every f64 has run out of exact decimal digits (its expansion ends
/// within 1074 fractional or 767 significant digits); the rest are zeros. Rust's formatter
/// refuses precisions over u16::MAX, so longer ones are padded here.
const EXACT_DIGITS: usize = 1100;

/// `{:.p}` for any precision.
fn fixed(x: f64, p: usize) -> String {
    if p <= EXACT_DIGITS {
        return format!("{:.*}", p, x);
    }
    // The digits past EXACT_DIGITS are all zeros: a memset, not a loop of pushes.
    let mut s = format!("{:.*}", EXACT_DIGITS, x).into_bytes();
    s.resize(s.len() + (p - EXACT_DIGITS), b'0');
    String::from_utf8(s).unwrap_or_default()
}

/// `{:.pe}` for any precision.
fn scientific(x: f64, p: usize) -> String {
    if p <= EXACT_DIGITS {
        return format!("{:.*e}", p, x);
    }
    let s = format!("{:.*e}", EXACT_DIGITS, x);
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    format!("{m}{}e{e}", "0".repeat(p - EXACT_DIGITS))
}

/// A finite or special float in one presentation type, without sign handling or padding.
pub fn format_float_body(x: f64, ty: char, precision: Option<usize>, alt: bool) -> String {
    let upper = ty.is_ascii_uppercase();
    if ty == '%' && !x.is_finite() {
        return format!("{}%", format_float_body(x, 'f', precision, alt));
    }
    if x.is_nan() {
        return if upper { "NAN" } else { "nan" }.into();
    }
    if x.is_infinite() {
        return if upper { "INF" } else { "inf" }.into();
    }
    let x = x.abs();
    match ty {
        'f' | 'F' => {
            let s = fixed(x, precision.unwrap_or(6));
            if alt && !s.contains('.') {
                format!("{s}.")
            } else {
                s
            }
        }
        'e' | 'E' => {
            let p = precision.unwrap_or(6);
            let mut s = fix_exponent(scientific(x, p), upper);
            if alt && p == 0 {
                s = s.replacen(if upper { 'E' } else { 'e' }, if upper { ".E" } else { ".e" }, 1);
            }
            s
        }
        '%' => format!("{}%", format_float_body(x * 100.0, 'f', precision, alt)),
        'g' | 'G' | 'n' => general(x, precision.unwrap_or(6), alt, upper, false),
        _ => {
            // No presentation type: repr, or 'g'-like with at least one decimal digit.
            match precision {
                None => float_repr(x),
                Some(p) => general(x, p, alt, upper, true),
            }
        }
    }
}

fn general(x: f64, p: usize, alt: bool, upper: bool, keep_point: bool) -> String {
    let p = p.max(1);
    if x == 0.0 {
        return if alt {
            format!("0.{}", "0".repeat(p - 1))
        } else if keep_point {
            "0.0".into()
        } else {
            "0".into()
        };
    }
    let e_form = scientific(x, p - 1);
    let exp: i64 = e_form.split_once('e').map(|(_, e)| e.parse().unwrap_or(0)).unwrap_or(0);
    let mut s = if exp >= -4 && exp < p as i64 { fixed(x, (p as i64 - 1 - exp) as usize) } else { fix_exponent(e_form, upper) };
    let (m, e) = match s.find(['e', 'E']) {
        Some(i) => (s[..i].to_string(), s[i..].to_string()),
        None => (s.clone(), String::new()),
    };
    if alt {
        // `#`: trailing zeros stay and the point is always shown (`255.`, `1.e+20`).
        if !m.contains('.') {
            s = format!("{m}.{e}");
        }
    } else {
        let m = if m.contains('.') { m.trim_end_matches('0').trim_end_matches('.').to_string() } else { m };
        let m = if keep_point && !m.contains('.') && e.is_empty() { format!("{m}.0") } else { m };
        s = format!("{m}{e}");
    }
    s
}

#[derive(Debug, Default, Clone)]
pub struct Spec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    pub alt: bool,
    pub zero: bool,
    /// `z`: negative zero (after rounding) loses its sign.
    pub z: bool,
    pub width: Option<usize>,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

pub fn parse_spec(spec: &str) -> Result<Spec, String> {
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut s = Spec::default();
    let is_align = |c: char| matches!(c, '<' | '>' | '^' | '=');
    if chars.len() >= 2 && is_align(chars[1]) {
        s.fill = Some(chars[0]);
        s.align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && is_align(chars[0]) {
        s.align = Some(chars[0]);
        i = 1;
    }
    if i < chars.len() && matches!(chars[i], '+' | '-' | ' ') {
        s.sign = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == 'z' {
        s.z = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '#' {
        s.alt = true;
        i += 1;
    }
    if i < chars.len() && chars[i] == '0' {
        s.zero = true;
        i += 1;
    }
    let start = i;
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i > start {
        s.width = Some(decimal(&chars[start..i])?);
    }
    if i < chars.len() && matches!(chars[i], ',' | '_') {
        s.grouping = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() && chars[i] == '.' {
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return Err("Format specifier missing precision".into());
        }
        s.precision = Some(decimal(&chars[start..i])?);
    }
    if i < chars.len() {
        s.ty = Some(chars[i]);
        i += 1;
    }
    if i < chars.len() {
        return Err("Invalid format specifier".into());
    }
    Ok(s)
}

/// A width or precision: CPython takes up to `Py_ssize_t`.
fn decimal(digits: &[char]) -> Result<usize, String> {
    digits.iter().collect::<String>().parse::<isize>().map(|n| n as usize).map_err(|_| "Too many decimal digits in format string".to_string())
}

/// Digits with a separator every `every`, left-padded with grouped zeros to at least
/// `min_width` characters (CPython's `_PyUnicode_InsertThousandsGrouping`).
fn group(digits: &str, sep: char, every: usize, min_width: usize) -> String {
    let digits: Vec<char> = digits.chars().collect();
    let mut out: Vec<char> = Vec::with_capacity(digits.len() + digits.len() / every + 1);
    let (mut remaining, mut left) = (digits.len(), min_width as i64);
    loop {
        let l = every.min(remaining.max(left.max(0) as usize).max(1));
        for k in 0..l {
            out.push(if k < remaining { digits[remaining - 1 - k] } else { '0' });
        }
        remaining -= l.min(remaining);
        left -= l as i64;
        if remaining == 0 && left <= 0 {
            break;
        }
        out.push(sep);
        left -= 1;
    }
    out.into_iter().rev().collect()
}

/// Sign, grouping, zero padding and alignment around a formatted number body.
pub fn pad_number(spec: &Spec, negative: bool, prefix: &str, body: String) -> String {
    let sign = if negative {
        "-"
    } else {
        match spec.sign {
            Some('+') => "+",
            Some(' ') => " ",
            _ => "",
        }
    };
    let width = spec.width.unwrap_or(0);
    let align = spec.align.or(if spec.zero { Some('=') } else { None }).unwrap_or('>');
    let fill = spec.fill.unwrap_or(if spec.zero { '0' } else { ' ' });
    let body = match spec.grouping {
        Some(sep) => {
            let radix_digits = matches!(spec.ty, Some('b' | 'o' | 'x' | 'X'));
            let (int_part, rest) = match body.find(|c: char| !c.is_ascii_alphanumeric() || c == 'e' || c == 'E') {
                // Hex digits include `E`, which is no exponent there.
                _ if radix_digits => (body.clone(), String::new()),
                Some(i) if body[..i].chars().all(|c| c.is_ascii_hexdigit()) => (body[..i].to_string(), body[i..].to_string()),
                _ => (body.clone(), String::new()),
            };
            // `_` groups binary, octal and hex digits by four, decimal ones by three.
            let every = if radix_digits { 4 } else { 3 };
            // Zero padding is grouped too: `0,001,234.50`.
            let min_width = if fill == '0' && align == '=' { width.saturating_sub(sign.len() + prefix.len() + rest.chars().count()) } else { 0 };
            format!("{}{}", group(&int_part, sep, every, min_width), rest)
        }
        None => body,
    };
    if sign.is_empty() && prefix.is_empty() && body.len() >= width {
        return body;
    }
    let content_len = sign.len() + prefix.len() + body.chars().count();
    if content_len >= width {
        return format!("{sign}{prefix}{body}");
    }
    let pad = width - content_len;
    match align {
        '=' => format!("{sign}{prefix}{}{body}", fill.to_string().repeat(pad)),
        '<' => format!("{sign}{prefix}{body}{}", fill.to_string().repeat(pad)),
        '^' => format!("{}{sign}{prefix}{body}{}", fill.to_string().repeat(pad / 2), fill.to_string().repeat(pad - pad / 2)),
        _ => format!("{}{sign}{prefix}{body}", fill.to_string().repeat(pad)),
    }
}

pub fn pad_str(spec: &Spec, s: &str) -> String {
    let s: String = match spec.precision {
        Some(p) => s.chars().take(p).collect(),
        None => s.to_string(),
    };
    let width = spec.width.unwrap_or(0);
    let len = s.chars().count();
    if len >= width {
        return s;
    }
    let pad = width - len;
    // Python 3.10+: the `0` flag pads strings with zeros too, still left-aligned.
    let fill = spec.fill.unwrap_or(if spec.zero { '0' } else { ' ' }).to_string();
    match spec.align.unwrap_or('<') {
        '>' => format!("{}{s}", fill.repeat(pad)),
        '^' => format!("{}{s}{}", fill.repeat(pad / 2), fill.repeat(pad - pad / 2)),
        _ => format!("{s}{}", fill.repeat(pad)),
    }
}

pub fn format_float(x: f64, spec: &Spec) -> Result<String, String> {
    let ty = spec.ty.unwrap_or('\0');
    if !matches!(ty, '\0' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' | 'n') {
        return Err(format!("Unknown format code '{ty}' for object of type 'float'"));
    }
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err("precision too big".into());
    }
    let body = format_float_body(x, ty, spec.precision, spec.alt);
    let mut negative = x.is_sign_negative() && !x.is_nan();
    if spec.z && negative && x.is_finite() {
        // Zero after rounding: every digit of the mantissa is 0.
        let mantissa = body.split(['e', 'E']).next().unwrap_or("");
        negative = mantissa.chars().any(|c| c.is_ascii_digit() && c != '0');
    }
    Ok(pad_number(spec, negative, "", body))
}

/// Digits `d1d2…` meaning `d1.d2… × 10^exp`, split at the decimal point into (integer part,
/// fractional part) in fixed notation. Shared with NumPy's array printing.
pub fn split_at_point(digits: &str, exp: i32) -> (String, String) {
    if exp >= 0 {
        let int_len = exp as usize + 1;
        if digits.len() <= int_len {
            (format!("{}{}", digits, "0".repeat(int_len - digits.len())), String::new())
        } else {
            (digits[..int_len].to_string(), digits[int_len..].to_string())
        }
    } else {
        ("0".to_string(), format!("{}{}", "0".repeat((-exp - 1) as usize), digits))
    }
}
