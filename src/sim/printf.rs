//! Kernel output as text, for both back ends: the pieces of one `print()` or `printf` record
//! (text, and values as their bits) → what the cell shows. Python's `print` joins its pieces with
//! spaces and ends the line; C's `printf` formats each value by its conversion (`%5.2f`, `%d`,
//! `%x`, `%e`, `%g`, `%c`…, as glibc's printf does) and adds nothing. The simulator calls this
//! when a thread prints; the CUDA back end when the print buffer comes home. Owns formatting only.

use crate::array::dtype::{DType, Kind};
use crate::compiler::ir::PrintStyle;
use crate::compiler::printf_spec::{parse_spec, Spec};
use crate::sim::scalar::{f, print_value};

/// One piece of a print record.
pub enum Piece<'a> {
    Text(&'a str),
    /// A Python `print` value.
    Value(DType, u64),
    /// A checked C conversion (`%-8.3f`, `%lld`…) of a value of this type.
    Format(&'a str, DType, u64),
}

/// The text of one record.
pub fn render(style: PrintStyle, pieces: &[Piece]) -> String {
    let one = |p: &Piece| match p {
        Piece::Text(t) => t.to_string(),
        Piece::Value(ty, bits) => print_value(*ty, *bits),
        Piece::Format(spec, ty, bits) => format(spec, *ty, *bits),
    };
    match style {
        PrintStyle::Python => {
            let mut s = pieces.iter().map(one).collect::<Vec<_>>().join(" ");
            s.push('\n');
            s
        }
        PrintStyle::C => pieces.iter().map(one).collect(),
    }
}

/// Format one value by a conversion the front end checked.
pub fn format(spec: &str, ty: DType, bits: u64) -> String {
    let Some(sp) = parse_spec(spec) else { return spec.to_string() };
    let as_float = || {
        if ty.is_float() {
            f(bits)
        } else if ty.kind() == Kind::Signed {
            bits as i64 as f64
        } else {
            bits as f64
        }
    };
    let as_int = || if ty.is_float() { f(bits) as i64 as u64 } else { bits };
    let (sign, body) = match sp.conv {
        'd' | 'i' => {
            let v = sign_extend(as_int(), sp.int_bytes);
            let digits = pad_precision(v.unsigned_abs().to_string(), sp.precision);
            (if v < 0 { "-" } else { sign_of(&sp) }, digits)
        }
        'u' | 'x' | 'X' | 'o' => {
            let v = truncate(as_int(), sp.int_bytes);
            let digits = match sp.conv {
                'u' => v.to_string(),
                'x' => format!("{v:x}"),
                'X' => format!("{v:X}"),
                _ => format!("{v:o}"),
            };
            let mut d = pad_precision(digits, sp.precision);
            if sp.alt && v != 0 {
                d = match sp.conv {
                    'x' => format!("0x{d}"),
                    'X' => format!("0X{d}"),
                    'o' if !d.starts_with('0') => format!("0{d}"),
                    _ => d,
                };
            }
            ("", d)
        }
        'c' => ("", char::from((as_int() & 0xff) as u8).to_string()),
        _ => {
            let x = as_float();
            let s = if x.is_sign_negative() && !(x.is_nan()) { "-" } else { sign_of(&sp) };
            (s, float_body(x.abs(), &sp))
        }
    };
    let len = sign.len() + body.chars().count();
    if len >= sp.width {
        return format!("{sign}{body}");
    }
    let pad = sp.width - len;
    let numeric_zero = sp.zero
        && !sp.left
        && sp.conv != 'c'
        && (sp.precision.is_none() || "fFeEgG".contains(sp.conv))
        && body.chars().all(|c| c.is_ascii_hexdigit() || ".xX+-".contains(c));
    if sp.left {
        format!("{sign}{body}{}", " ".repeat(pad))
    } else if numeric_zero {
        format!("{sign}{}{body}", "0".repeat(pad))
    } else {
        format!("{}{sign}{body}", " ".repeat(pad))
    }
}

fn sign_of(sp: &Spec) -> &'static str {
    if sp.plus {
        "+"
    } else if sp.space {
        " "
    } else {
        ""
    }
}

fn sign_extend(v: u64, bytes: u8) -> i64 {
    let bits = bytes as u32 * 8;
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

fn truncate(v: u64, bytes: u8) -> u64 {
    if bytes >= 8 {
        v
    } else {
        v & ((1u64 << (bytes as u32 * 8)) - 1)
    }
}

fn pad_precision(digits: String, precision: Option<usize>) -> String {
    match precision {
        Some(0) if digits == "0" => String::new(),
        Some(p) if digits.len() < p => format!("{}{digits}", "0".repeat(p - digits.len())),
        _ => digits,
    }
}

/// A non-negative float by `f`, `e` or `g` (C's rules: `e` has at least two exponent digits;
/// `g` picks `e` when the exponent is below -4 or not below the precision, then drops trailing
/// zeros unless `#`).
fn float_body(x: f64, sp: &Spec) -> String {
    let upper = sp.conv.is_ascii_uppercase();
    let case = |s: String| if upper { s.to_uppercase() } else { s };
    if x.is_nan() {
        return case("nan".into());
    }
    if x.is_infinite() {
        return case("inf".into());
    }
    let p = sp.precision.unwrap_or(6);
    match sp.conv.to_ascii_lowercase() {
        'f' => format!("{x:.p$}"),
        'e' => case(exp_form(x, p)),
        _ => {
            let p = p.max(1);
            let exp = if x == 0.0 { 0 } else { exponent_after_rounding(x, p - 1) };
            let mut s = if exp < -4 || exp >= p as i32 { exp_form(x, p - 1) } else { format!("{x:.*}", (p as i32 - 1 - exp).max(0) as usize) };
            if !sp.alt {
                s = strip_zeros(&s);
            }
            case(s)
        }
    }
}

fn exponent_after_rounding(x: f64, digits: usize) -> i32 {
    let s = format!("{x:.digits$e}");
    s.rsplit('e').next().and_then(|e| e.parse().ok()).unwrap_or(0)
}

/// `1.500000e+01`: Rust's `{:e}` mantissa with C's signed, two-digit exponent.
fn exp_form(x: f64, p: usize) -> String {
    let s = format!("{x:.p$e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    format!("{mant}e{}{:02}", if e < 0 { '-' } else { '+' }, e.abs())
}

fn strip_zeros(s: &str) -> String {
    let (mant, exp) = match s.find('e') {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    };
    let mant = if mant.contains('.') { mant.trim_end_matches('0').trim_end_matches('.') } else { mant };
    format!("{mant}{exp}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::scalar::{f32b, fb};

    #[test]
    fn conversions_match_glibc() {
        let i = |v: i64| v as u64;
        assert_eq!(format("%d", DType::I32, i(-42)), "-42");
        assert_eq!(format("%5d", DType::I32, i(42)), "   42");
        assert_eq!(format("%-5d", DType::I32, i(42)), "42   ");
        assert_eq!(format("%05d", DType::I32, i(-42)), "-0042");
        assert_eq!(format("%+d", DType::I32, i(7)), "+7");
        assert_eq!(format("%u", DType::I32, i(-1)), "4294967295");
        assert_eq!(format("%lld", DType::I64, i(-1)), "-1");
        assert_eq!(format("%x", DType::I32, i(255)), "ff");
        assert_eq!(format("%#X", DType::I32, i(255)), "0XFF");
        assert_eq!(format("%c", DType::I32, i(65)), "A");
        assert_eq!(format("%f", DType::F32, f32b(1.5)), "1.500000");
        assert_eq!(format("%.2f", DType::F64, fb(-1.23456)), "-1.23");
        assert_eq!(format("%8.3f", DType::F64, fb(2.5)), "   2.500");
        assert_eq!(format("%e", DType::F64, fb(12345.678)), "1.234568e+04");
        assert_eq!(format("%.2E", DType::F64, fb(0.00012)), "1.20E-04");
        assert_eq!(format("%g", DType::F64, fb(0.0001)), "0.0001");
        assert_eq!(format("%g", DType::F64, fb(1e-5)), "1e-05");
        assert_eq!(format("%g", DType::F64, fb(123456.0)), "123456");
        assert_eq!(format("%g", DType::F64, fb(1234567.0)), "1.23457e+06");
        assert_eq!(format("%g", DType::F64, fb(2.5)), "2.5");
        assert_eq!(format("%g", DType::F64, fb(0.0)), "0");
        assert_eq!(format("%f", DType::F64, fb(f64::INFINITY)), "inf");
        assert_eq!(format("%d", DType::I64, i(1 << 40)), "0");
        assert_eq!(format("%.3d", DType::I32, i(7)), "007");
    }

    #[test]
    fn styles_join_as_their_languages_do() {
        let p = [Piece::Text("x ="), Piece::Value(DType::I64, 3)];
        assert_eq!(render(PrintStyle::Python, &p), "x = 3\n");
        let c = [Piece::Text("x = "), Piece::Format("%d", DType::I32, 3), Piece::Text("\n")];
        assert_eq!(render(PrintStyle::C, &c), "x = 3\n");
    }
}
