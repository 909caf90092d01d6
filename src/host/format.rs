//! Number and string formatting of Python values with CPython's exact output: ints through the
//! format-spec mini-language, `format(v, spec)`, `str.format` and `%` formatting. The pure float
//! text and the spec parser live in `lang::format_spec`; this module adds Python values on top.

use crate::host::int::Int;
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
pub use crate::lang::format_spec::{float_repr, format_float, format_float_body, pad_number, pad_str, parse_spec, Spec};

pub fn format_int(i: &Int, spec: &Spec) -> Result<String, String> {
    let neg = i.is_negative();
    let a = i.abs();
    if let (Some(','), Some(t @ ('b' | 'o' | 'x' | 'X' | 'c'))) = (spec.grouping, spec.ty) {
        return Err(format!("Cannot specify ',' with '{t}'."));
    }
    let (body, prefix) = match spec.ty {
        None | Some('d') | Some('n') => (a.to_decimal()?, ""),
        Some('b') => (a.to_str_radix(2), if spec.alt { "0b" } else { "" }),
        Some('o') => (a.to_str_radix(8), if spec.alt { "0o" } else { "" }),
        Some('x') => (a.to_str_radix(16), if spec.alt { "0x" } else { "" }),
        Some('X') => (a.to_str_radix(16).to_uppercase(), if spec.alt { "0X" } else { "" }),
        Some('c') => {
            let c = i.as_i64().and_then(|v| u32::try_from(v).ok()).and_then(char::from_u32).ok_or("%c arg not in range(0x110000)")?;
            return Ok(pad_str(&Spec { align: Some(spec.align.unwrap_or('>')), ..spec.clone() }, &c.to_string()));
        }
        Some(t @ ('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')) => {
            let f = i.to_f64().ok_or("int too large to convert to float")?;
            return format_float(f, &Spec { ty: Some(t), ..spec.clone() });
        }
        Some(t) => return Err(format!("Unknown format code '{t}' for object of type 'int'")),
    };
    if spec.z {
        return Err("Negative zero coercion (z) not allowed in integer format specifier".into());
    }
    if spec.precision.is_some() {
        return Err("Precision not allowed in integer format specifier".into());
    }
    Ok(pad_number(spec, neg, prefix, body))
}

impl Interp {
    /// `format(v, spec)`: what f-strings and `str.format` call.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> R<String> {
        if let Some(i) = crate::host::classes::as_instance(v) {
            return self.format_instance(i, v, spec);
        }
        if let Some(s) = crate::host::modules::datetime::format_hook(v, spec) {
            return Ok(s);
        }
        let parsed = parse_spec(spec).map_err(|m| raise("ValueError", m))?;
        // A huge precision or width is a huge string: within the memory limit, or MemoryError.
        let size = parsed.precision.unwrap_or(0).saturating_add(parsed.width.unwrap_or(0));
        if size > 1 << 20 {
            crate::array::memory_limit::check_items(size, 2, || "a formatted string".into())?;
        }
        let r = match v {
            Value::Bool(b) if spec.is_empty() => Ok(if *b { "True" } else { "False" }.to_string()),
            Value::Bool(b) => format_int(&Int::Small(*b as i64), &parsed),
            Value::Int(i) => format_int(i, &parsed),
            Value::Float(f) => format_float(*f, &parsed),
            Value::Str(_) if parsed.z => Err("Negative zero coercion (z) not allowed in string format specifier".into()),
            Value::Str(s) => match parsed.ty {
                None | Some('s') => Ok(pad_str(&parsed, s)),
                Some(t) => Err(format!("Unknown format code '{t}' for object of type 'str'")),
            },
            Value::Native(n) if !spec.is_empty() => {
                if let Some(i) = n.to_index(self)? {
                    return format_int(&Int::Small(i), &parsed).map_err(|m| raise("ValueError", m));
                }
                if let Some(f) = n.to_float(self)? {
                    return format_float(f, &parsed).map_err(|m| raise("ValueError", m));
                }
                let s = self.str(v)?;
                Ok(pad_str(&parsed, &s))
            }
            other => {
                if spec.is_empty() {
                    return self.str(other);
                }
                if parsed.ty.is_none() && parsed.precision.is_none() && parsed.sign.is_none() {
                    let s = self.str(other)?;
                    return Ok(pad_str(&parsed, &s));
                }
                Err(format!("unsupported format string passed to {}.__format__", self.type_name(other)))
            }
        };
        r.map_err(|m| raise("ValueError", m))
    }

    /// `fmt % args` for strings.
    pub fn percent_format(&mut self, fmt: &str, args: &Value) -> R<String> {
        let items: Vec<Value> = match args {
            Value::Tuple(t) => t.to_vec(),
            other => vec![other.clone()],
        };
        let mapping = if let Value::Dict(_) = args { Some(args.clone()) } else { None };
        let mut next = 0usize;
        let mut out = String::new();
        let chars: Vec<char> = fmt.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c != '%' {
                out.push(c);
                i += 1;
                continue;
            }
            i += 1;
            if i >= chars.len() {
                return Err(raise("ValueError", "incomplete format"));
            }
            let mut key: Option<String> = None;
            if chars[i] == '(' {
                let end = chars[i..].iter().position(|c| *c == ')').ok_or_else(|| raise("ValueError", "incomplete format key"))?;
                key = Some(chars[i + 1..i + end].iter().collect());
                i += end + 1;
            }
            let mut spec = Spec::default();
            while i < chars.len() && matches!(chars[i], '-' | '+' | ' ' | '#' | '0') {
                match chars[i] {
                    '-' => spec.align = Some('<'),
                    '+' => spec.sign = Some('+'),
                    ' ' => {
                        if spec.sign.is_none() {
                            spec.sign = Some(' ')
                        }
                    }
                    '#' => spec.alt = true,
                    _ => spec.zero = true,
                }
                i += 1;
            }
            let mut take_arg = |interp: &mut Interp, key: &Option<String>| -> R<Value> {
                if let Some(k) = key {
                    let m = mapping.clone().ok_or_else(|| raise("TypeError", "format requires a mapping"))?;
                    return interp.getitem(&m, &Value::str(k));
                }
                let v = items.get(next).cloned().ok_or_else(|| raise("TypeError", "not enough arguments for format string"))?;
                next += 1;
                Ok(v)
            };
            // A `*` takes the number from the arguments and may be negative.
            let mut num = |interp: &mut Interp, i: &mut usize| -> R<Option<i64>> {
                if *i < chars.len() && chars[*i] == '*' {
                    *i += 1;
                    let v = take_arg(interp, &None)?;
                    return Ok(Some(interp.to_index(&v)?));
                }
                let start = *i;
                while *i < chars.len() && chars[*i].is_ascii_digit() {
                    *i += 1;
                }
                if *i == start {
                    return Ok(None);
                }
                chars[start..*i].iter().collect::<String>().parse().map(Some).map_err(|_| raise("ValueError", "width too big"))
            };
            if let Some(w) = num(self, &mut i)? {
                // A negative width from `*` left-aligns, as the `-` flag does.
                if w < 0 {
                    spec.align = Some('<');
                }
                spec.width = Some(w.unsigned_abs() as usize);
            }
            if i < chars.len() && chars[i] == '.' {
                i += 1;
                spec.precision = Some(num(self, &mut i)?.unwrap_or(0).max(0) as usize);
            }
            while i < chars.len() && matches!(chars[i], 'l' | 'h' | 'L') {
                i += 1;
            }
            let Some(&conv) = chars.get(i) else {
                return Err(raise("ValueError", "incomplete format"));
            };
            i += 1;
            if conv == '%' {
                out.push('%');
                continue;
            }
            if spec.zero && spec.align == Some('<') {
                spec.zero = false;
            }
            let arg = take_arg(self, &key)?;
            let piece = match conv {
                's' | 'r' | 'a' => {
                    let s = match conv {
                        's' => self.str(&arg)?,
                        'r' => self.repr(&arg)?,
                        _ => crate::host::repr::ascii_escape(&self.repr(&arg)?),
                    };
                    spec.zero = false;
                    pad_str(&Spec { align: Some(spec.align.unwrap_or('>')), ..spec.clone() }, &s)
                }
                'd' | 'i' | 'u' | 'x' | 'X' | 'o' => {
                    let n = match &arg {
                        Value::Float(f) if matches!(conv, 'd' | 'i' | 'u') => self.float_to_int(*f)?,
                        Value::Int(_) | Value::Bool(_) => self.to_int(&arg)?,
                        // A NumPy number: %x and %o need an integer (`__index__`), %d takes a
                        // float too (`__int__` truncates).
                        Value::Native(n) if n.to_index(self)?.is_some() => Int::Small(n.to_index(self)?.unwrap_or(0)),
                        Value::Native(n) if matches!(conv, 'd' | 'i' | 'u') && n.to_float(self)?.is_some() => {
                            let f = n.to_float(self)?.unwrap_or(0.0);
                            self.float_to_int(f)?
                        }
                        other => {
                            let what = if matches!(conv, 'd' | 'i' | 'u') { "a real number" } else { "an integer" };
                            return Err(raise("TypeError", format!("%{conv} format: {what} is required, not {}", self.type_name(other))));
                        }
                    };
                    let ty = if matches!(conv, 'i' | 'u') { 'd' } else { conv };
                    let prec = spec.precision.take();
                    let mut s = format_int(&n, &Spec { ty: Some(ty), ..spec.clone() }).map_err(|m| raise("ValueError", m))?;
                    if let Some(p) = prec {
                        let digits = s.trim_start_matches(['-', '+', ' ']).len();
                        if digits < p {
                            let sign_len = s.len() - digits;
                            s = format!("{}{}{}", &s[..sign_len], "0".repeat(p - digits), &s[sign_len..]);
                        }
                    }
                    s
                }
                'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                    let f = self.to_float(&arg).map_err(|_| raise("TypeError", format!("must be real number, not {}", self.type_name(&arg))))?;
                    if spec.precision.is_none() {
                        spec.precision = Some(6);
                    }
                    format_float(f, &Spec { ty: Some(conv), ..spec.clone() }).map_err(|m| raise("ValueError", m))?
                }
                'c' => match &arg {
                    Value::Str(s) if s.chars().count() == 1 => pad_str(&Spec { align: Some('>'), zero: false, ..spec.clone() }, s),
                    Value::Int(_) | Value::Bool(_) => {
                        let n = self.to_int(&arg)?;
                        format_int(&n, &Spec { ty: Some('c'), ..spec.clone() }).map_err(|m| raise("OverflowError", m))?
                    }
                    _ => return Err(raise("TypeError", "%c requires an int or a unicode character")),
                },
                other => return Err(raise("ValueError", format!("unsupported format character '{other}' (0x{:x}) at index {}", other as u32, i - 1))),
            };
            out.push_str(&piece);
        }
        if mapping.is_none() && next < items.len() && !matches!(args, Value::Tuple(t) if t.is_empty()) {
            return Err(raise("TypeError", "not all arguments converted during string formatting"));
        }
        Ok(out)
    }

    /// `template.format(*args, **kwargs)`.
    pub fn str_format(&mut self, template: &str, args: &[Value], kwargs: &[(std::rc::Rc<str>, Value)]) -> R<String> {
        self.str_format_fields(template, args, kwargs, &mut Numbering::Unset)
    }

    /// `str_format` of a template or of a nested spec (`{:{}}`), which shares the template's
    /// field numbering.
    fn str_format_fields(&mut self, template: &str, args: &[Value], kwargs: &[(std::rc::Rc<str>, Value)], numbering: &mut Numbering) -> R<String> {
        let chars: Vec<char> = template.chars().collect();
        let mut out = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c == '{' {
                if chars.get(i + 1) == Some(&'{') {
                    out.push('{');
                    i += 2;
                    continue;
                }
                let mut depth = 1;
                let mut j = i + 1;
                while j < chars.len() && depth > 0 {
                    match chars[j] {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                }
                if depth != 0 {
                    return Err(raise("ValueError", "Single '{' encountered in format string"));
                }
                let field: String = chars[i + 1..j - 1].iter().collect();
                let (head, spec) = match field.find(':') {
                    Some(k) => (field[..k].to_string(), field[k + 1..].to_string()),
                    None => (field.clone(), String::new()),
                };
                let (name, conv) = match head.find('!') {
                    Some(k) => (head[..k].to_string(), head[k + 1..].chars().next()),
                    None => (head, None),
                };
                let first_end = name.find(['.', '[']).unwrap_or(name.len());
                let first = &name[..first_end];
                // The field's own index is taken before its nested spec's: `{:{}}` is 0 then 1.
                let index = if first.is_empty() {
                    Some(numbering.auto()?)
                } else if let Ok(n) = first.parse::<usize>() {
                    numbering.manual()?;
                    Some(n)
                } else {
                    None
                };
                let spec = if spec.contains('{') { self.str_format_fields(&spec, args, kwargs, numbering)? } else { spec };
                let mut v = if let Some(n) = index {
                    args.get(n).cloned().ok_or_else(|| raise("IndexError", format!("Replacement index {n} out of range for positional args tuple")))?
                } else {
                    kwargs.iter().find(|(k, _)| &**k == first).map(|(_, v)| v.clone()).ok_or_else(|| {
                        Ctrl::Raise(crate::host::exceptions::exc_with_args(crate::host::exceptions::type_named("KeyError"), vec![Value::str(first)]))
                    })?
                };
                let mut rest = &name[first_end..];
                while !rest.is_empty() {
                    if let Some(r) = rest.strip_prefix('.') {
                        let end = r.find(['.', '[']).unwrap_or(r.len());
                        v = self.getattr(&v, &r[..end])?;
                        rest = &r[end..];
                    } else if let Some(r) = rest.strip_prefix('[') {
                        let end = r.find(']').ok_or_else(|| raise("ValueError", "Missing ']' in format string"))?;
                        let key = &r[..end];
                        let k = match key.parse::<i64>() {
                            Ok(n) => Value::int(n),
                            Err(_) => Value::str(key),
                        };
                        v = self.getitem(&v, &k)?;
                        rest = &r[end + 1..];
                    } else {
                        break;
                    }
                }
                let v = match conv {
                    Some('r') => Value::str(&self.repr(&v)?),
                    Some('a') => Value::str(&crate::host::repr::ascii_escape(&self.repr(&v)?)),
                    Some('s') => Value::str(&self.str(&v)?),
                    _ => v,
                };
                out.push_str(&self.format_value(&v, &spec)?);
                i = j;
            } else if c == '}' {
                if chars.get(i + 1) == Some(&'}') {
                    out.push('}');
                    i += 2;
                    continue;
                }
                return Err(raise("ValueError", "Single '}' encountered in format string"));
            } else {
                out.push(c);
                i += 1;
            }
        }
        Ok(out)
    }
}

use crate::host::Ctrl;

/// How `str.format` numbers its fields: the first `{}` or `{0}` decides, and mixing is an error.
enum Numbering {
    Unset,
    Auto(usize),
    Manual,
}

impl Numbering {
    /// The index of the next `{}`.
    fn auto(&mut self) -> R<usize> {
        match self {
            Numbering::Manual => Err(raise("ValueError", "cannot switch from manual field specification to automatic field numbering")),
            Numbering::Unset => {
                *self = Numbering::Auto(1);
                Ok(0)
            }
            Numbering::Auto(n) => {
                *n += 1;
                Ok(*n - 1)
            }
        }
    }

    /// A `{0}`: allowed unless a `{}` came first.
    fn manual(&mut self) -> R<()> {
        match self {
            Numbering::Auto(_) => Err(raise("ValueError", "cannot switch from automatic field numbering to manual field specification")),
            _ => {
                *self = Numbering::Manual;
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn float_reprs_match_cpython() {
        for (x, s) in [
            (0.1, "0.1"),
            (1.0, "1.0"),
            (1e16, "1e+16"),
            (1.5e-5, "1.5e-05"),
            (123456789012345.6, "123456789012345.6"),
            (0.0001, "0.0001"),
            (-2.5, "-2.5"),
            (1e22, "1e+22"),
            (0.1 + 0.2, "0.30000000000000004"),
            (8.0 + 18269.0 / 65536.0, "8.278762817382812"),
        ] {
            assert_eq!(float_repr(x), s);
        }
    }
    #[test]
    fn specs() {
        let f = |x: f64, s: &str| format_float(x, &parse_spec(s).unwrap()).unwrap();
        assert_eq!(f(1.23456, ".2f"), "1.23");
        assert_eq!(f(1234567.0, ",.1f"), "1,234,567.0");
        assert_eq!(f(0.000012345, ".3g"), "1.23e-05");
        assert_eq!(f(123.0, "g"), "123");
        assert_eq!(f(2.5, "08.3f"), "0002.500");
        assert_eq!(f(0.5, ".1%"), "50.0%");
        assert_eq!(f(1e20, ".3e"), "1.000e+20");
        let i = |x: i64, s: &str| format_int(&Int::Small(x), &parse_spec(s).unwrap()).unwrap();
        assert_eq!(i(255, "#x"), "0xff");
        assert_eq!(i(-42, "05d"), "-0042");
        assert_eq!(i(1234567, ","), "1,234,567");
        assert_eq!(i(5, "^7"), "   5   ");
    }
}
