//! `repr()` and `str()` of host values, character for character as CPython prints them.
//! Pure functions of the value (no evaluation); recursion into containers is guarded so a list
//! that contains itself prints `[...]` as in Python, and one nested too deeply stops at the walk
//! limit (`Interp::repr` then raises RecursionError, as CPython does).

use crate::host::format::float_repr;
use crate::host::value::Value;
use crate::host::{Interp, R};
pub use crate::lang::literal_repr::str_repr;
use std::cell::RefCell;

thread_local! {
    static ACTIVE: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    /// Set when a repr stopped at the walk limit; its text is then incomplete.
    static TOO_DEEP: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    /// CPython's message when a repr met an int beyond `sys.get_int_max_str_digits()`.
    static TOO_MANY_DIGITS: RefCell<Option<String>> = const { RefCell::new(None) };
}

fn int_repr(i: &crate::host::int::Int) -> String {
    i.to_decimal().unwrap_or_else(|m| {
        TOO_MANY_DIGITS.with(|t| *t.borrow_mut() = Some(m));
        String::new()
    })
}

/// One more level of containers, or `None` (and the text marked incomplete) past the walk limit.
fn deeper() -> Option<crate::host::WalkGuard> {
    let g = crate::host::try_enter_walk();
    if g.is_none() {
        TOO_DEEP.with(|t| t.set(true));
    }
    g
}

fn guarded(ptr: usize, placeholder: &str, f: impl FnOnce() -> String) -> String {
    let Some(_walk) = deeper() else { return String::new() };
    let seen = ACTIVE.with(|a| a.borrow().contains(&ptr));
    if seen {
        return placeholder.to_string();
    }
    ACTIVE.with(|a| a.borrow_mut().push(ptr));
    let s = f();
    ACTIVE.with(|a| a.borrow_mut().pop());
    s
}

/// `ascii()` of a repr: every non-ASCII character escaped as `\xNN`, `\uNNNN` or `\UNNNNNNNN`.
pub fn ascii_escape(repr: &str) -> String {
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        let n = c as u32;
        match n {
            0..=0x7f => out.push(c),
            0x80..=0xff => out.push_str(&format!("\\x{n:02x}")),
            0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
            _ => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    out
}

fn complex_part(x: f64) -> String {
    let s = float_repr(x);
    s.strip_suffix(".0").map(|s| s.to_string()).unwrap_or(s)
}

pub fn complex_repr(re: f64, im: f64) -> String {
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", complex_part(im));
    }
    let sign = if im.is_sign_negative() { "-" } else { "+" };
    format!("({}{}{}j)", complex_part(re), sign, complex_part(im.abs()))
}

pub fn repr(v: &Value) -> String {
    match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => int_repr(i),
        Value::Float(f) => float_repr(*f),
        Value::Complex(re, im) => complex_repr(*re, *im),
        Value::Str(s) => str_repr(s),
        Value::List(l) => guarded(std::rc::Rc::as_ptr(l) as usize, "[...]", || {
            let items: Vec<String> = l.borrow().iter().map(repr).collect();
            format!("[{}]", items.join(", "))
        }),
        Value::Tuple(t) => {
            let Some(_walk) = deeper() else { return String::new() };
            let items: Vec<String> = t.iter().map(repr).collect();
            if items.len() == 1 {
                format!("({},)", items[0])
            } else {
                format!("({})", items.join(", "))
            }
        }
        Value::Dict(d) => guarded(std::rc::Rc::as_ptr(d) as usize, "{...}", || {
            let items: Vec<String> = d.borrow().map.values().map(|(k, v)| format!("{}: {}", repr(k), repr(v))).collect();
            format!("{{{}}}", items.join(", "))
        }),
        Value::Set(s) => {
            let s = s.borrow();
            let Some(_walk) = deeper() else { return String::new() };
            let items: Vec<String> = s.table.values().map(repr).collect();
            match (s.frozen, items.is_empty()) {
                (false, true) => "set()".into(),
                (false, false) => format!("{{{}}}", items.join(", ")),
                (true, true) => "frozenset()".into(),
                (true, false) => format!("frozenset({{{}}})", items.join(", ")),
            }
        }
        Value::Range(r) => {
            if r.step == 1 {
                format!("range({}, {})", r.start, r.stop)
            } else {
                format!("range({}, {}, {})", r.start, r.stop, r.step)
            }
        }
        Value::Slice(s) => {
            let Some(_walk) = deeper() else { return String::new() };
            format!("slice({}, {}, {})", repr(&s[0]), repr(&s[1]), repr(&s[2]))
        }
        Value::Function(f) => {
            // `functools.wraps` (or any assignment) may have renamed it.
            let q = match crate::host::func_attrs::get(f, "__qualname__") {
                Some(Value::Str(q)) => q,
                _ => f.qualname.clone(),
            };
            format!("<function {q} at 0x{:012x}>", std::rc::Rc::as_ptr(f) as usize)
        }
        Value::Builtin(b) => format!("<built-in function {}>", b.name),
        Value::Method(m) => format!("<built-in method {} of {} object at 0x{:012x}>", m.1, type_name(&m.0), std::rc::Rc::as_ptr(m) as usize),
        Value::Module(m) => format!("<module '{}'>", m.name),
        Value::Type(t) if crate::host::modules::enums::is_enum_family(t) => format!("<enum '{}'>", t.name),
        Value::Type(t) if t.class.is_some() => format!("<class '{}.{}'>", crate::host::classes::module_of(t), crate::host::classes::qualname(t)),
        // The collections classes print with their module, as CPython's do.
        Value::Type(t) if matches!(&*t.name, "Counter" | "defaultdict" | "OrderedDict" | "deque") => format!("<class 'collections.{}'>", t.name),
        Value::Type(t) => format!("<class '{}'>", t.name),
        Value::Exception(e) => {
            let Some(_walk) = deeper() else { return String::new() };
            let args: Vec<String> = e.args.borrow().iter().map(repr).collect();
            format!("{}({})", e.ty.name, args.join(", "))
        }
        Value::Iterator(it) => match &*it.borrow() {
            crate::host::iter::IterState::Gen(g) => format!("<generator object {} at 0x{:012x}>", g.qualname, std::rc::Rc::as_ptr(it) as usize),
            crate::host::iter::IterState::GenFn(g) => format!("<generator object {} at 0x{:012x}>", g.func.qualname, std::rc::Rc::as_ptr(it) as usize),
            crate::host::iter::IterState::Running(q) => format!("<generator object {q} at 0x{:012x}>", std::rc::Rc::as_ptr(it) as usize),
            crate::host::iter::IterState::Native(n) if n.repr().is_some() => n.repr().unwrap_or_default(),
            other => format!("<{} object at 0x{:012x}>", other.kind_name(), std::rc::Rc::as_ptr(it) as usize),
        },
        Value::Native(n) => n.repr(),
    }
}

pub fn str_of(v: &Value) -> String {
    match v {
        Value::Str(s) => s.to_string(),
        Value::Exception(e) => e.message(),
        Value::Native(n) => n.str(),
        other => repr(other),
    }
}

pub fn type_name(v: &Value) -> String {
    match v {
        Value::None => "NoneType".into(),
        Value::Bool(_) => "bool".into(),
        Value::Int(_) => "int".into(),
        Value::Float(_) => "float".into(),
        Value::Complex(..) => "complex".into(),
        Value::Str(_) => "str".into(),
        Value::List(_) => "list".into(),
        Value::Tuple(_) => "tuple".into(),
        Value::Dict(_) => "dict".into(),
        Value::Set(s) => if s.borrow().frozen { "frozenset" } else { "set" }.into(),
        Value::Range(_) => "range".into(),
        Value::Slice(_) => "slice".into(),
        Value::Function(_) => "function".into(),
        Value::Builtin(_) | Value::Method(_) => "builtin_function_or_method".into(),
        Value::Module(_) => "module".into(),
        Value::Type(_) => "type".into(),
        Value::Exception(e) => e.ty.name.to_string(),
        Value::Iterator(it) => it.borrow().kind_name().into(),
        Value::Native(n) => n.type_name().into(),
    }
}

/// Run a repr, raising CPython's RecursionError where it stopped at the walk limit.
fn checked(f: impl FnOnce() -> String) -> R<String> {
    let outer = TOO_DEEP.with(|t| t.replace(false));
    let outer_digits = TOO_MANY_DIGITS.with(|t| t.borrow_mut().take());
    let s = f();
    let digits = TOO_MANY_DIGITS.with(|t| std::mem::replace(&mut *t.borrow_mut(), outer_digits));
    if TOO_DEEP.with(|t| t.replace(outer)) {
        return Err(crate::host::raise("RecursionError", "maximum recursion depth exceeded while getting the repr of an object"));
    }
    if let Some(m) = digits {
        return Err(crate::host::raise("ValueError", m));
    }
    Ok(s)
}

impl Interp {
    pub fn repr(&mut self, v: &Value) -> R<String> {
        if let Some(s) = self.user_repr(v, false)? {
            return Ok(s);
        }
        if Interp::needs_user_repr(v) {
            return self.repr_with_instances(v);
        }
        let r = checked(|| repr(v));
        self.print_stopped(r)
    }
    pub fn str(&mut self, v: &Value) -> R<String> {
        if let Some(s) = self.user_repr(v, true)? {
            return Ok(s);
        }
        if Interp::needs_user_repr(v) {
            return self.repr_with_instances(v);
        }
        let r = checked(|| str_of(v));
        self.print_stopped(r)
    }

    /// An array print that stopped early (array::print's watch): the interrupt it saw, or a
    /// MemoryError, instead of the partial text.
    fn print_stopped(&mut self, r: R<String>) -> R<String> {
        match crate::array::print::take_stopped() {
            None => r,
            Some(crate::array::print::Stopped::Interrupted) => {
                self.interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
                Err(crate::host::raise("KeyboardInterrupt", ""))
            }
            Some(crate::array::print::Stopped::OutOfMemory(m)) => Err(crate::host::raise("MemoryError", m)),
        }
    }
    pub fn type_name(&self, v: &Value) -> String {
        type_name(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn strings_quote_like_python() {
        assert_eq!(str_repr("it's"), "\"it's\"");
        assert_eq!(str_repr("a\nb"), "'a\\nb'");
        assert_eq!(str_repr("both ' and \""), "'both \\' and \"'");
        assert_eq!(complex_repr(1.0, -2.0), "(1-2j)");
        assert_eq!(complex_repr(0.0, 1.5), "1.5j");
    }
}
