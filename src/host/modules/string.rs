//! Python's `string` module as CPython 3.11 has it: the character constants, `capwords`, and
//! `Template` (`$name`, `${name}`, `$$`; `substitute` raising CPython's KeyError and
//! "Invalid placeholder in string: line 1, col 5" ValueError, `safe_substitute`,
//! `get_identifiers`, `is_valid`). Placeholders are scanned as `Template.pattern` (ASCII
//! identifiers, `$` delimiter) matches them; subclasses that change the delimiter or the pattern,
//! and `string.Formatter`, are refused by name.

use super::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::repr::type_name;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::rc::Rc;

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &str = "0123456789";
const PUNCT: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\x0b\x0c";

pub fn module() -> Rc<Module> {
    let m = new_module("string", "A collection of string constants.");
    {
        let mut a = m.attrs.borrow_mut();
        let mut set = |k: &str, v: String| {
            a.insert(Rc::from(k), Value::str(&v));
        };
        set("ascii_letters", format!("{LOWER}{UPPER}"));
        set("ascii_lowercase", LOWER.into());
        set("ascii_uppercase", UPPER.into());
        set("digits", DIGITS.into());
        set("hexdigits", "0123456789abcdefABCDEF".into());
        set("octdigits", "01234567".into());
        set("punctuation", PUNCT.into());
        set("whitespace", WHITESPACE.into());
        set("printable", format!("{DIGITS}{LOWER}{UPPER}{PUNCT}{WHITESPACE}"));
        a.insert(Rc::from("Template"), Value::Native(Rc::new(TemplateType)));
        a.insert(Rc::from("Formatter"), Value::Native(Rc::new(Refused("string.Formatter"))));
    }
    add_fn(&m, "capwords", capwords, "capwords(s, sep=None)", "capwords(s [,sep]) -> string");
    m
}

/// `str.capitalize`: first char in title case, the rest lower case.
fn capitalize(w: &str) -> String {
    let mut it = w.chars();
    let mut out = String::new();
    if let Some(c) = it.next() {
        out.extend(c.to_uppercase());
    }
    for c in it {
        out.extend(c.to_lowercase());
    }
    out
}

fn capwords(interp: &mut Interp, args: Args) -> R<Value> {
    let a = crate::host::files::bind("capwords", args, &["s", "sep"])?;
    let s = match &a[0] {
        Some(Value::Str(s)) => s.clone(),
        Some(v) => return Err(raise("AttributeError", format!("'{}' object has no attribute 'split'", type_name(v)))),
        None => return Err(raise("TypeError", "capwords() missing 1 required positional argument: 's'")),
    };
    let sep = match &a[1] {
        None | Some(Value::None) => None,
        Some(Value::Str(p)) => Some(p.clone()),
        Some(v) => {
            // `(sep or ' ').join(s.split(sep))`: a truthy non-str sep fails at `.join`.
            if interp.truthy(v)? {
                return Err(raise("AttributeError", format!("'{}' object has no attribute 'join'", type_name(v))));
            }
            return Err(raise("TypeError", format!("must be str or None, not {}", type_name(v))));
        }
    };
    let out = match &sep {
        None => s.split_whitespace().map(capitalize).collect::<Vec<_>>().join(" "),
        Some(p) if p.is_empty() => return Err(raise("ValueError", "empty separator")),
        Some(p) => s.split(&**p).map(capitalize).collect::<Vec<_>>().join(p),
    };
    Ok(Value::str(&out))
}

/// A class cudalab does not provide: calling it says so.
struct Refused(&'static str);

impl NativeObject for Refused {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class '{}'>", self.0)
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("NotImplementedError", format!("cudalab does not provide {} yet", self.0)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `string.Template` itself: calling it makes a template.
struct TemplateType;

impl NativeObject for TemplateType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        "<class 'string.Template'>".into()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "delimiter" => Some(Value::str("$")),
            "idpattern" => Some(Value::str("(?a:[_a-z][_a-z0-9]*)")),
            "braceidpattern" => Some(Value::None),
            "__name__" | "__qualname__" => Some(Value::str("Template")),
            _ => None,
        })
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        let a = crate::host::files::bind("Template", args, &["template"])?;
        match &a[0] {
            Some(Value::Str(s)) => Ok(Value::Native(Rc::new(Template { template: s.clone() }))),
            None => Err(raise("TypeError", "Template.__init__() missing 1 required positional argument: 'template'")),
            Some(v) => Ok(Value::Native(Rc::new(Template { template: Rc::from(crate::host::repr::str_of(v).as_str()) }))),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub struct Template {
    template: Rc<str>,
}

/// One placeholder match of `Template.pattern`, in char positions.
enum Ph {
    Escaped,
    Named(String),
    Invalid { at: usize },
}

fn ident_len(chars: &[char], i: usize) -> usize {
    match chars.get(i) {
        Some(c) if c.is_ascii_alphabetic() || *c == '_' => 1 + chars[i + 1..].iter().take_while(|c| c.is_ascii_alphanumeric() || **c == '_').count(),
        _ => 0,
    }
}

/// Walk the template: literal text and placeholders, as `pattern.sub` sees them.
fn scan(t: &str) -> Vec<(usize, usize, Ph)> {
    let chars: Vec<char> = t.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '$' {
            i += 1;
            continue;
        }
        let j = i + 1;
        if chars.get(j) == Some(&'$') {
            out.push((i, j + 1, Ph::Escaped));
            i = j + 1;
            continue;
        }
        let n = ident_len(&chars, j);
        if n > 0 {
            out.push((i, j + n, Ph::Named(chars[j..j + n].iter().collect())));
            i = j + n;
            continue;
        }
        if chars.get(j) == Some(&'{') {
            let n = ident_len(&chars, j + 1);
            if n > 0 && chars.get(j + 1 + n) == Some(&'}') {
                out.push((i, j + n + 2, Ph::Named(chars[j + 1..j + 1 + n].iter().collect())));
                i = j + n + 2;
                continue;
            }
        }
        out.push((i, j, Ph::Invalid { at: j }));
        i = j;
    }
    out
}

impl Template {
    fn invalid(&self, at: usize) -> Ctrl {
        let before: String = self.template.chars().take(at).collect();
        // str.splitlines(keepends=True) line breaks
        let breaks = ['\n', '\r', '\x0b', '\x0c', '\x1c', '\x1d', '\x1e', '\u{85}', '\u{2028}', '\u{2029}'];
        let mut lines: Vec<String> = Vec::new();
        let mut cur = String::new();
        let cs: Vec<char> = before.chars().collect();
        let mut k = 0;
        while k < cs.len() {
            cur.push(cs[k]);
            if cs[k] == '\r' && cs.get(k + 1) == Some(&'\n') {
                cur.push('\n');
                k += 1;
                lines.push(std::mem::take(&mut cur));
            } else if breaks.contains(&cs[k]) {
                lines.push(std::mem::take(&mut cur));
            }
            k += 1;
        }
        if !cur.is_empty() {
            lines.push(cur);
        }
        let (lineno, colno) = if lines.is_empty() {
            (1, 1)
        } else {
            let head: usize = lines[..lines.len() - 1].iter().map(|l| l.chars().count()).sum();
            (lines.len(), at - head)
        };
        raise("ValueError", format!("Invalid placeholder in string: line {lineno}, col {colno}"))
    }

    fn substitute(&self, interp: &mut Interp, name: &str, args: Args, safe: bool) -> R<Value> {
        if args.pos.len() > 1 {
            return Err(raise("TypeError", format!("Template.{name}() takes from 1 to 2 positional arguments but {} were given", args.pos.len() + 1)));
        }
        let mapping = args.pos.into_iter().next();
        let kws = args.kw;
        let mut out = String::new();
        let chars: Vec<char> = self.template.chars().collect();
        let mut last = 0;
        for (a, b, ph) in scan(&self.template) {
            out.extend(&chars[last..a]);
            last = b;
            match ph {
                Ph::Escaped => out.push('$'),
                Ph::Named(n) => {
                    let v = match kws.iter().find(|(k, _)| **k == *n) {
                        Some((_, v)) => Ok(v.clone()),
                        None => match &mapping {
                            Some(m) => interp.getitem(m, &Value::str(&n)),
                            None => Err(key_error(&n)),
                        },
                    };
                    match v {
                        Ok(v) => out.push_str(&interp.str(&v)?),
                        Err(Ctrl::Raise(e)) if safe && e.is("KeyError") => out.extend(&chars[a..b]),
                        Err(e) => return Err(e),
                    }
                }
                Ph::Invalid { at } => {
                    if safe {
                        out.extend(&chars[a..b]);
                    } else {
                        return Err(self.invalid(at));
                    }
                }
            }
        }
        out.extend(&chars[last..]);
        Ok(Value::str(&out))
    }
}

fn key_error(name: &str) -> Ctrl {
    Ctrl::Raise(crate::host::exceptions::exc_with_args(crate::host::exceptions::type_named("KeyError"), vec![Value::str(name)]))
}

impl NativeObject for Template {
    fn type_name(&self) -> &str {
        "string.Template"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "template" => Some(Value::Str(self.template.clone())),
            "delimiter" => Some(Value::str("$")),
            "idpattern" => Some(Value::str("(?a:[_a-z][_a-z0-9]*)")),
            "braceidpattern" => Some(Value::None),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "substitute" => self.substitute(interp, name, args, false)?,
            "safe_substitute" => self.substitute(interp, name, args, true)?,
            "get_identifiers" => {
                let mut ids: Vec<String> = Vec::new();
                for (_, _, ph) in scan(&self.template) {
                    if let Ph::Named(n) = ph {
                        if !ids.contains(&n) {
                            ids.push(n);
                        }
                    }
                }
                Value::list(ids.iter().map(|s| Value::str(s)).collect())
            }
            "is_valid" => Value::Bool(!scan(&self.template).iter().any(|(_, _, p)| matches!(p, Ph::Invalid { .. }))),
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        ["substitute", "safe_substitute", "get_identifiers", "is_valid"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
