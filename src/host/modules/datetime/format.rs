//! Text forms of `datetime` values, in the C locale: `isoformat` (sep, timespec), `ctime`,
//! `strftime` (glibc's directives as CPython on Linux passes them through), `fromisoformat`
//! (CPython 3.11's grammar: extended and basic dates, ISO weeks, times with `.`/`,` fractions
//! and `Z`/`±HH[:MM[:SS[.ffffff]]]` offsets) and `strptime` (the regular expressions of
//! `Lib/_strptime.py`, matched case-insensitively by a small backtracking matcher so that
//! alternatives are tried in the same order as Python's `re`).

use super::{arg_type_name, check_date, check_time, format_offset, Clock, DtVal, Kind, Tz, Ymd, US_PER_DAY};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

const DAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTHS: [&str; 12] = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

pub fn iso_date(d: Ymd) -> String {
    format!("{:04}-{:02}-{:02}", d.y, d.m, d.d)
}

/// `HH:MM:SS[.ffffff]` per timespec, then the offset when aware.
pub fn iso_time(c: &Clock, timespec: &str) -> R<String> {
    let spec = if timespec == "auto" {
        if c.us != 0 {
            "microseconds"
        } else {
            "seconds"
        }
    } else {
        timespec
    };
    let mut s = match spec {
        "hours" => format!("{:02}", c.h),
        "minutes" => format!("{:02}:{:02}", c.h, c.mi),
        "seconds" => format!("{:02}:{:02}:{:02}", c.h, c.mi, c.s),
        "milliseconds" => format!("{:02}:{:02}:{:02}.{:03}", c.h, c.mi, c.s, c.us / 1000),
        "microseconds" => format!("{:02}:{:02}:{:02}.{:06}", c.h, c.mi, c.s, c.us),
        _ => return Err(raise("ValueError", "Unknown timespec value")),
    };
    if let Some(t) = &c.tz {
        s.push_str(&format_offset(t.off_us, ":"));
    }
    Ok(s)
}

pub fn isoformat(interp: &mut Interp, me: &DtVal, args: Args) -> R<String> {
    match me {
        DtVal::Date(d) => {
            if !args.pos.is_empty() || !args.kw.is_empty() {
                return Err(raise("TypeError", format!("date.isoformat() takes no arguments ({} given)", args.pos.len() + args.kw.len())));
            }
            Ok(iso_date(*d))
        }
        DtVal::Time(c) => {
            let a = crate::host::files::bind("isoformat", args, &["timespec"])?;
            let ts = str_arg(interp, &a[0], "isoformat", 1)?.unwrap_or_else(|| Rc::from("auto"));
            iso_time(c, &ts)
        }
        DtVal::DateTime(d, c) => {
            let a = crate::host::files::bind("isoformat", args, &["sep", "timespec"])?;
            let sep = match &a[0] {
                None => 'T',
                Some(Value::Str(s)) if s.chars().count() == 1 => s.chars().next().unwrap_or('T'),
                Some(Value::Str(s)) => {
                    let _ = s;
                    return Err(raise("TypeError", "isoformat() argument 1 must be a unicode character, not str"));
                }
                Some(other) => {
                    return Err(raise("TypeError", format!("isoformat() argument 1 must be a unicode character, not {}", arg_type_name(interp, other))))
                }
            };
            let ts = str_arg(interp, &a[1], "isoformat", 2)?.unwrap_or_else(|| Rc::from("auto"));
            Ok(format!("{}{sep}{}", iso_date(*d), iso_time(c, &ts)?))
        }
        _ => Err(raise("AttributeError", "isoformat")),
    }
}

fn str_arg(interp: &Interp, v: &Option<Value>, f: &str, pos: usize) -> R<Option<Rc<str>>> {
    match v {
        None => Ok(None),
        Some(Value::Str(s)) => Ok(Some(s.clone())),
        Some(other) => Err(raise("TypeError", format!("{f}() argument {pos} must be str, not {}", arg_type_name(interp, other)))),
    }
}

pub fn ctime(d: Ymd, c: &Clock) -> String {
    format!("{} {} {:2} {:02}:{:02}:{:02} {:04}", &DAYS[d.weekday() as usize][..3], &MONTHS[d.m as usize - 1][..3], d.d, c.h, c.mi, c.s, d.y)
}

/// `strftime` in the C locale; unknown directives pass through as glibc leaves them.
pub fn strftime(me: &DtVal, fmt: &str) -> String {
    let (d, c) = match me {
        DtVal::Date(d) => (*d, Clock::midnight()),
        DtVal::Time(c) => (Ymd { y: 1900, m: 1, d: 1 }, c.clone()),
        DtVal::DateTime(d, c) => (*d, c.clone()),
        _ => (Ymd { y: 1900, m: 1, d: 1 }, Clock::midnight()),
    };
    let mut out = String::new();
    let mut it = fmt.chars().peekable();
    while let Some(ch) = it.next() {
        if ch != '%' {
            out.push(ch);
            continue;
        }
        let Some(k) = it.next() else {
            out.push('%');
            break;
        };
        let wd = d.weekday() as usize;
        let (iy, iw, _) = d.isocalendar();
        let h12 = if c.h % 12 == 0 { 12 } else { c.h % 12 };
        let s = match k {
            'a' => DAYS[wd][..3].to_string(),
            'A' => DAYS[wd].to_string(),
            'b' | 'h' => MONTHS[d.m as usize - 1][..3].to_string(),
            'B' => MONTHS[d.m as usize - 1].to_string(),
            'c' => ctime(d, &c),
            'C' => (d.y / 100).to_string(),
            'd' => format!("{:02}", d.d),
            'D' | 'x' => format!("{:02}/{:02}/{:02}", d.m, d.d, d.y % 100),
            'e' => format!("{:2}", d.d),
            'f' => format!("{:06}", c.us),
            'F' => format!("{}-{:02}-{:02}", d.y, d.m, d.d),
            'G' => iy.to_string(),
            'g' => format!("{:02}", iy % 100),
            'H' => format!("{:02}", c.h),
            'I' => format!("{h12:02}"),
            'j' => format!("{:03}", d.yday()),
            'k' => format!("{:2}", c.h),
            'l' => format!("{h12:2}"),
            'm' => format!("{:02}", d.m),
            'M' => format!("{:02}", c.mi),
            'n' => "\n".into(),
            'p' => if c.h < 12 { "AM" } else { "PM" }.into(),
            'r' => format!("{h12:02}:{:02}:{:02} {}", c.mi, c.s, if c.h < 12 { "AM" } else { "PM" }),
            'R' => format!("{:02}:{:02}", c.h, c.mi),
            'S' => format!("{:02}", c.s),
            't' => "\t".into(),
            'T' | 'X' => format!("{:02}:{:02}:{:02}", c.h, c.mi, c.s),
            'u' => (wd + 1).to_string(),
            'U' => format!("{:02}", (d.yday() + 6 - ((wd as i64 + 1) % 7)) / 7),
            'V' => format!("{iw:02}"),
            'w' => ((wd + 1) % 7).to_string(),
            'W' => format!("{:02}", (d.yday() + 6 - wd as i64) / 7),
            'y' => format!("{:02}", d.y % 100),
            'Y' => d.y.to_string(),
            'z' => c.tz.as_ref().map(|t| format_offset(t.off_us, "")).unwrap_or_default(),
            'Z' => c.tz.as_ref().map(|t| t.tzname()).unwrap_or_default(),
            '%' => "%".into(),
            other => format!("%{other}"),
        };
        out.push_str(&s);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// fromisoformat
// ---------------------------------------------------------------------------------------------

fn digits(b: &[u8], at: usize, n: usize) -> Option<i64> {
    let s = b.get(at..at + n)?;
    if !s.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(s.iter().fold(0i64, |a, c| a * 10 + (c - b'0') as i64))
}

pub fn from_isocalendar(y: i64, w: i64, d: i64) -> R<Ymd> {
    if !(1..=9999).contains(&y) {
        return Err(raise("ValueError", format!("Year is out of range: {y}")));
    }
    let last_week = {
        let jan1 = Ymd { y, m: 1, d: 1 }.weekday();
        if jan1 == 3 || (jan1 == 2 && crate::array::datetime::is_leap(y)) {
            53
        } else {
            52
        }
    };
    if w < 1 || w > last_week {
        return Err(raise("ValueError", format!("Invalid week: {w}")));
    }
    if !(1..=7).contains(&d) {
        return Err(raise("ValueError", format!("Invalid day: {d} (range is [1, 7])")));
    }
    let first = Ymd { y, m: 1, d: 1 }.ordinal();
    let wd = (first + 6).rem_euclid(7);
    let mut w1 = first - wd;
    if wd > 3 {
        w1 += 7;
    }
    let o = w1 + (w - 1) * 7 + (d - 1);
    if !(1..=super::MAX_ORD).contains(&o) {
        return Err(raise("ValueError", format!("Year is out of range: {y}")));
    }
    Ok(Ymd::from_ordinal(o))
}

/// A date at the start of `b`; returns it and its length.
fn parse_iso_date(b: &[u8]) -> Option<(R<Ymd>, usize)> {
    let y = digits(b, 0, 4)?;
    let ext = b.get(4) == Some(&b'-');
    let p = if ext { 5 } else { 4 };
    if b.get(p) == Some(&b'W') {
        let w = digits(b, p + 1, 2)?;
        let mut len = p + 3;
        let mut day = 1;
        let dpos = if ext { len + 1 } else { len };
        if (!ext || b.get(len) == Some(&b'-')) && digits(b, dpos, 1).is_some() {
            day = digits(b, dpos, 1)?;
            len = dpos + 1;
        }
        // A week or day out of range is an invalid string here, not from_isocalendar's error.
        return from_isocalendar(y, w, day).ok().map(|d| (Ok(d), len));
    }
    let m = digits(b, p, 2)?;
    let dp = if ext { p + 3 } else { p + 2 };
    if ext && b.get(p + 2) != Some(&b'-') {
        return None;
    }
    let d = digits(b, dp, 2)?;
    Some((check_date(y, m, d), dp + 2))
}

/// A time (and offset) filling all of `b`.
fn parse_iso_time(b: &[u8]) -> Option<R<Clock>> {
    let mut pos = 0;
    let mut f = [0i64; 3];
    let mut us = 0i64;
    let tz_start = b.iter().position(|c| matches!(c, b'+' | b'-' | b'Z')).unwrap_or(b.len());
    let (tb, zb) = (&b[..tz_start], &b[tz_start..]);
    let ext = tb.get(2) == Some(&b':');
    for (i, slot) in f.iter_mut().enumerate() {
        if i > 0 {
            if pos >= tb.len() {
                break;
            }
            if ext {
                if tb.get(pos) != Some(&b':') {
                    return None;
                }
                pos += 1;
            }
        }
        *slot = digits(tb, pos, 2)?;
        pos += 2;
        if i == 2 && pos < tb.len() {
            if !matches!(tb[pos], b'.' | b',') {
                return None;
            }
            pos += 1;
            let frac = &tb[pos..];
            if frac.is_empty() || !frac.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let mut v = 0i64;
            for k in 0..6 {
                v = v * 10 + frac.get(k).map_or(0, |c| (c - b'0') as i64);
            }
            us = v;
            pos = tb.len();
        }
    }
    if pos != tb.len() {
        return None;
    }
    let tz = if zb.is_empty() {
        None
    } else if zb == b"Z" {
        Some(Tz::utc())
    } else {
        let sign = if zb[0] == b'-' { -1 } else { 1 };
        let inner = parse_iso_time(&zb[1..])?;
        let Ok(c) = inner else { return Some(inner) };
        if c.tz.is_some() {
            return None;
        }
        let off = sign * c.day_us();
        Some(Tz { off_us: off, name: None })
    };
    if let Err(e) = check_time(f[0], f[1], f[2], us, 0) {
        return Some(Err(e));
    }
    Some(Ok(Clock { h: f[0] as u32, mi: f[1] as u32, s: f[2] as u32, us: us as u32, tz, fold: 0 }))
}

pub fn fromisoformat(kind: Kind, s: &str) -> R<DtVal> {
    let invalid = || raise("ValueError", format!("Invalid isoformat string: {}", crate::host::repr::str_repr(s)));
    let b = s.as_bytes();
    match kind {
        Kind::Date => {
            let (d, len) = parse_iso_date(b).ok_or_else(invalid)?;
            if len != b.len() || !matches!(len, 7 | 8 | 10) {
                return Err(invalid());
            }
            Ok(DtVal::Date(d?))
        }
        Kind::Time => {
            let b = b.strip_prefix(b"T").unwrap_or(b);
            let c = parse_iso_time(b).ok_or_else(invalid)?;
            Ok(DtVal::Time(c?))
        }
        _ => {
            let (d, len) = parse_iso_date(b).ok_or_else(invalid)?;
            if len == b.len() {
                return Ok(DtVal::DateTime(d?, Clock::midnight()));
            }
            // One separator character (any), then the time.
            let rest = s.get(len..).ok_or_else(invalid)?;
            let mut chars = rest.chars();
            chars.next();
            let tb = chars.as_str().as_bytes();
            if tb.is_empty() {
                return Err(invalid());
            }
            let c = parse_iso_time(tb).ok_or_else(invalid)?;
            let d = d?;
            Ok(DtVal::DateTime(d, c?))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// strptime
// ---------------------------------------------------------------------------------------------

enum Tok {
    Lit(char),
    Space,
    Dir(char),
}

fn lower(s: &str) -> String {
    s.to_lowercase()
}

/// The lengths a directive may take at the start of `s`, in the order Python's regex tries them.
fn candidates(d: char, s: &[char]) -> Vec<usize> {
    let dig = |i: usize| s.get(i).is_some_and(|c| c.is_ascii_digit());
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let in_r = |i: usize, lo: char, hi: char| s.get(i).is_some_and(|c| (lo..=hi).contains(c));
    let mut v = Vec::new();
    let mut alt = |cond: bool, n: usize| {
        if cond {
            v.push(n);
        }
    };
    match d {
        'd' => {
            alt(at(0) == '3' && in_r(1, '0', '1'), 2);
            alt(in_r(0, '1', '2') && dig(1), 2);
            alt(at(0) == '0' && in_r(1, '1', '9'), 2);
            alt(in_r(0, '1', '9'), 1);
            alt(at(0) == ' ' && in_r(1, '1', '9'), 2);
        }
        'f' => {
            let n = (0..6).take_while(|&i| dig(i)).count();
            for k in (1..=n).rev() {
                alt(true, k);
            }
        }
        'H' => {
            alt(at(0) == '2' && in_r(1, '0', '3'), 2);
            alt(in_r(0, '0', '1') && dig(1), 2);
            alt(dig(0), 1);
        }
        'I' | 'm' => {
            alt(at(0) == '1' && in_r(1, '0', '2'), 2);
            alt(at(0) == '0' && in_r(1, '1', '9'), 2);
            alt(in_r(0, '1', '9'), 1);
        }
        'j' => {
            alt(at(0) == '3' && at(1) == '6' && in_r(2, '0', '6'), 3);
            alt(at(0) == '3' && in_r(1, '0', '5') && dig(2), 3);
            alt(in_r(0, '1', '2') && dig(1) && dig(2), 3);
            alt(at(0) == '0' && in_r(1, '1', '9') && dig(2), 3);
            alt(at(0) == '0' && at(1) == '0' && in_r(2, '1', '9'), 3);
            alt(in_r(0, '1', '9') && dig(1), 2);
            alt(at(0) == '0' && in_r(1, '1', '9'), 2);
            alt(in_r(0, '1', '9'), 1);
        }
        'M' => {
            alt(in_r(0, '0', '5') && dig(1), 2);
            alt(dig(0), 1);
        }
        'S' => {
            alt(at(0) == '6' && in_r(1, '0', '1'), 2);
            alt(in_r(0, '0', '5') && dig(1), 2);
            alt(dig(0), 1);
        }
        'U' | 'W' => {
            alt(at(0) == '5' && in_r(1, '0', '3'), 2);
            alt(in_r(0, '0', '4') && dig(1), 2);
            alt(dig(0), 1);
        }
        'w' => alt(in_r(0, '0', '6'), 1),
        'y' => alt(dig(0) && dig(1), 2),
        'Y' => alt((0..4).all(dig), 4),
        'z' => {
            // [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|Z
            if matches!(at(0), '+' | '-') && dig(1) && dig(2) {
                let mut i = 3;
                if at(i) == ':' {
                    i += 1;
                }
                if in_r(i, '0', '5') && dig(i + 1) {
                    i += 2;
                    let base = i;
                    let mut j = i;
                    if at(j) == ':' {
                        j += 1;
                    }
                    if in_r(j, '0', '5') && dig(j + 1) {
                        j += 2;
                        let mut longer = Vec::new();
                        if at(j) == '.' {
                            let n = (0..6).take_while(|&k| dig(j + 1 + k)).count();
                            for k in (1..=n).rev() {
                                longer.push(j + 1 + k);
                            }
                        }
                        for x in longer {
                            alt(true, x);
                        }
                        alt(true, j);
                    }
                    alt(true, base);
                }
            }
            alt(at(0) == 'Z', 1);
        }
        'p' => {
            let w: String = s.iter().take(2).collect::<String>().to_lowercase();
            alt(w == "am" || w == "pm", 2);
        }
        'a' | 'A' | 'b' | 'B' | 'Z' => {
            let names: Vec<String> = match d {
                'a' => DAYS.iter().map(|n| lower(&n[..3])).collect(),
                'A' => DAYS.iter().map(|n| lower(n)).collect(),
                'b' => MONTHS.iter().map(|n| lower(&n[..3])).collect(),
                'B' => MONTHS.iter().map(|n| lower(n)).collect(),
                _ => vec!["utc".into(), "gmt".into()],
            };
            let mut names = names;
            names.sort_by_key(|n| std::cmp::Reverse(n.len()));
            for n in names {
                let k = n.chars().count();
                if s.len() >= k && s[..k].iter().collect::<String>().to_lowercase() == n {
                    alt(true, k);
                }
            }
        }
        _ => {}
    }
    v
}

fn tokens(fmt: &str) -> R<Vec<Tok>> {
    let bad = |c: &str| raise("ValueError", format!("'{c}' is a bad directive in format {}", crate::host::repr::str_repr(fmt)));
    let mut out = Vec::new();
    let mut it = fmt.chars().peekable();
    while let Some(c) = it.next() {
        if c.is_whitespace() {
            while it.peek().is_some_and(|c| c.is_whitespace()) {
                it.next();
            }
            out.push(Tok::Space);
            continue;
        }
        if c != '%' {
            out.push(Tok::Lit(c));
            continue;
        }
        let Some(k) = it.next() else {
            return Err(raise("ValueError", format!("stray % in format {}", crate::host::repr::str_repr(fmt))));
        };
        match k {
            'c' => out.extend(tokens("%a %b %d %H:%M:%S %Y")?),
            'x' => out.extend(tokens("%m/%d/%y")?),
            'X' => out.extend(tokens("%H:%M:%S")?),
            '%' => out.push(Tok::Lit('%')),
            'd' | 'f' | 'H' | 'I' | 'j' | 'm' | 'M' | 'p' | 'S' | 'U' | 'w' | 'W' | 'y' | 'Y' | 'z' | 'a' | 'A' | 'b' | 'B' | 'Z' => out.push(Tok::Dir(k)),
            ':' if it.peek() == Some(&'z') => {
                it.next();
                out.push(Tok::Dir('z'));
            }
            other => return Err(bad(&other.to_string())),
        }
    }
    Ok(out)
}

/// Match the tokens at the start of `s`: the captures and the length consumed.
fn matcher(toks: &[Tok], s: &[char], pos: usize, caps: &mut Vec<(char, String)>) -> Option<usize> {
    let Some(t) = toks.first() else { return Some(pos) };
    match t {
        Tok::Lit(c) => {
            let ok = s.get(pos).is_some_and(|x| x == c || x.to_lowercase().eq(c.to_lowercase()));
            if ok {
                matcher(&toks[1..], s, pos + 1, caps)
            } else {
                None
            }
        }
        Tok::Space => {
            let n = s[pos.min(s.len())..].iter().take_while(|c| c.is_whitespace()).count();
            for k in (1..=n).rev() {
                if let Some(e) = matcher(&toks[1..], s, pos + k, caps) {
                    return Some(e);
                }
            }
            None
        }
        Tok::Dir(d) => {
            for k in candidates(*d, &s[pos.min(s.len())..]) {
                caps.push((*d, s[pos..pos + k].iter().collect()));
                if let Some(e) = matcher(&toks[1..], s, pos + k, caps) {
                    return Some(e);
                }
                caps.pop();
            }
            None
        }
    }
}

pub fn strptime(data: &str, fmt: &str) -> R<DtVal> {
    let toks = tokens(fmt)?;
    let chars: Vec<char> = data.chars().collect();
    let mut caps = Vec::new();
    let Some(end) = matcher(&toks, &chars, 0, &mut caps) else {
        return Err(raise("ValueError", format!("time data {} does not match format {}", crate::host::repr::str_repr(data), crate::host::repr::str_repr(fmt))));
    };
    if end != chars.len() {
        let rest: String = chars[end..].iter().collect();
        return Err(raise("ValueError", format!("unconverted data remains: {rest}")));
    }
    let (mut year, mut month, mut day) = (None::<i64>, 1i64, 1i64);
    let (mut hour, mut minute, mut second, mut us) = (0i64, 0i64, 0i64, 0i64);
    let mut julian = None::<i64>;
    let mut ampm = None::<bool>;
    let mut h12 = None::<i64>;
    let mut weekday = None::<i64>;
    let mut week = None::<(char, i64)>;
    let mut tz = None::<Tz>;
    let num = |s: &str| s.trim().parse::<i64>().unwrap_or(0);
    for (d, v) in &caps {
        let low = v.to_lowercase();
        match d {
            'Y' => year = Some(num(v)),
            'y' => {
                let y = num(v);
                year = Some(if y <= 68 { y + 2000 } else { y + 1900 });
            }
            'm' => month = num(v),
            'B' => month = MONTHS.iter().position(|m| m.to_lowercase() == low).map_or(1, |i| i as i64 + 1),
            'b' => month = MONTHS.iter().position(|m| m[..3].to_lowercase() == low).map_or(1, |i| i as i64 + 1),
            'd' => day = num(v),
            'H' => hour = num(v),
            'I' => h12 = Some(num(v)),
            'M' => minute = num(v),
            'S' => second = num(v),
            'f' => us = num(&format!("{v:0<6}")),
            'p' => ampm = Some(low == "pm"),
            'j' => julian = Some(num(v)),
            'A' => weekday = DAYS.iter().position(|m| m.to_lowercase() == low).map(|i| i as i64),
            'a' => weekday = DAYS.iter().position(|m| m[..3].to_lowercase() == low).map(|i| i as i64),
            'w' => weekday = Some((num(v) + 6) % 7),
            'U' | 'W' => week = Some((*d, num(v))),
            'z' => {
                if v == "Z" || v == "z" {
                    tz = Some(Tz::utc());
                } else {
                    let sign = if v.starts_with('-') { -1 } else { 1 };
                    let body: String = v[1..].chars().filter(|c| *c != ':').collect();
                    let (hh, mm) = (num(&body[0..2]), num(&body[2..4]));
                    let ss = if body.len() >= 6 { num(&body[4..6]) } else { 0 };
                    let frac = if body.len() > 7 { num(&format!("{:0<6}", &body[7..])) } else { 0 };
                    let off = ((hh * 60 + mm) * 60 + ss) * 1_000_000 + frac;
                    tz = Some(Tz { off_us: sign * off, name: None });
                }
            }
            _ => {}
        }
    }
    if let Some(h) = h12 {
        hour = match ampm {
            Some(true) if h != 12 => h + 12,
            Some(true) => 12,
            Some(false) if h == 12 => 0,
            _ => h,
        };
    }
    if week.is_some() && weekday.is_some() && year.is_some() && julian.is_none() {
        return Err(raise("NotImplementedError", "cudalab's strptime does not compute dates from %U/%W week numbers"));
    }
    let year = year.unwrap_or(1900);
    if let Some(j) = julian {
        let o = Ymd { y: year, m: 1, d: 1 }.ordinal() + j - 1;
        let d = Ymd::from_ordinal(o);
        return finish(d.y, d.m as i64, d.d as i64, hour, minute, second, us, tz);
    }
    finish(year, month, day, hour, minute, second, us, tz)
}

#[allow(clippy::too_many_arguments)]
fn finish(y: i64, m: i64, d: i64, h: i64, mi: i64, s: i64, us: i64, tz: Option<Tz>) -> R<DtVal> {
    let date = check_date(y, m, d)?;
    if s > 59 {
        // %S accepts 60 and 61 (leap seconds); the constructor does not.
        check_time(h, mi, s, us, 0)?;
    }
    check_time(h, mi, s, us, 0)?;
    if let Some(t) = &tz {
        if t.off_us.abs() >= US_PER_DAY {
            return Err(raise(
                "ValueError",
                format!(
                    "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not {}.",
                    super::delta_repr(t.off_us as i128)
                ),
            ));
        }
    }
    Ok(DtVal::DateTime(date, Clock { h: h as u32, mi: mi as u32, s: s as u32, us: us as u32, tz, fold: 0 }))
}
