//! Python's `pprint` module: `pprint`, `pformat`, `pp`, `saferepr`, `isreadable`,
//! `isrecursive` and `PrettyPrinter` (indent, width, depth, stream, compact, sort_dicts,
//! underscore_numbers), laid out as CPython 3.11's `Lib/pprint.py` lays them out.
//!
//! The algorithm is CPython's: an object whose one-line safe repr fits in the room left
//! (`width - indent - allowance`) is written as that repr; otherwise dicts, lists, tuples, sets,
//! strings and bytes are broken over lines by their own layout (dict items one per line, items
//! packed when `compact`, long strings split at whitespace into adjacent literals, bytes in
//! 4-byte groups), recursing with the allowance each closing bracket needs. Dict keys and set
//! items are sorted with `_safe_key`'s fallback for unorderable mixes. Leaves use the
//! interpreter's own repr, so user `__repr__`s apply. Recursive structures print
//! `<Recursion on list with id=…>`. Must not print anything itself except through `print` or the
//! given stream's `write`.

use super::{add_fn, new_module};
use crate::host::bytes::{as_bytes, bytes_repr};
use crate::host::native::NativeObject;
use crate::host::repr::str_repr;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::collections::HashSet;
use std::rc::Rc;

#[derive(Clone)]
struct Opts {
    indent: i64,
    width: i64,
    depth: Option<i64>,
    compact: bool,
    sort_dicts: bool,
    underscore_numbers: bool,
}

struct Printer<'a> {
    o: &'a Opts,
    readable: bool,
    recursive: bool,
    out: String,
}

fn ident(v: &Value) -> usize {
    match v {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize,
        Value::Tuple(t) => t.as_ptr() as usize,
        Value::Native(n) => Rc::as_ptr(n) as *const u8 as usize,
        other => other as *const Value as usize,
    }
}

fn clen(s: &str) -> i64 {
    s.chars().count() as i64
}

/// `a < b`, or `_safe_key`'s fallback (type name, then id) when the pair does not order.
fn safe_lt(interp: &mut Interp, a: &Value, b: &Value) -> R<bool> {
    match interp.compare(ruff_python_ast::CmpOp::Lt, a, b) {
        Ok(v) => interp.truthy(&v),
        Err(Ctrl::Raise(e)) if e.is("TypeError") => {
            let (ta, tb) = (format!("<class '{}'>", interp.type_name(a)), format!("<class '{}'>", interp.type_name(b)));
            Ok((ta, ident(a)) < (tb, ident(b)))
        }
        Err(e) => Err(e),
    }
}

/// A stable sort that asks only `lt` (as Python's `sorted` does), tolerant of inconsistent orders.
fn sort_by_lt<T: Clone>(interp: &mut Interp, items: Vec<T>, key: &dyn Fn(&T) -> Value) -> R<Vec<T>> {
    if items.len() <= 1 {
        return Ok(items);
    }
    let mid = items.len() / 2;
    let right = sort_by_lt(interp, items[mid..].to_vec(), key)?;
    let left = sort_by_lt(interp, items[..mid].to_vec(), key)?;
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        if safe_lt(interp, &key(&right[j]), &key(&left[i]))? {
            out.push(right[j].clone());
            j += 1;
        } else {
            out.push(left[i].clone());
            i += 1;
        }
    }
    out.extend_from_slice(&left[i..]);
    out.extend_from_slice(&right[j..]);
    Ok(out)
}

/// Python's `str.splitlines(True)`.
fn split_lines_keep(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        cur.push(c);
        let brk = match c {
            '\r' => {
                if it.peek() == Some(&'\n') {
                    cur.push('\n');
                    it.next();
                }
                true
            }
            '\n' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}' => true,
            _ => false,
        };
        if brk {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// `re.findall(r'\S*\s*', line)` without the final empty match.
fn word_parts(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_space = false;
    for c in line.chars() {
        let sp = c.is_whitespace();
        if !sp && in_space {
            out.push(std::mem::take(&mut cur));
            in_space = false;
        }
        if sp {
            in_space = true;
        }
        cur.push(c);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

impl<'a> Printer<'a> {
    fn new(o: &'a Opts) -> Printer<'a> {
        Printer { o, readable: true, recursive: false, out: String::new() }
    }

    fn recursion(&self, interp: &Interp, v: &Value) -> String {
        format!("<Recursion on {} with id={}>", interp.type_name(v), ident(v))
    }

    fn sorted_items(&self, interp: &mut Interp, d: &crate::host::value::Shared<crate::host::value::Dict>) -> R<Vec<(Value, Value)>> {
        let items: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
        if self.o.sort_dicts {
            sort_by_lt(interp, items, &|kv: &(Value, Value)| kv.0.clone())
        } else {
            Ok(items)
        }
    }

    /// `_safe_repr`: the one-line form, whether it is readable, whether it recursed.
    fn safe_repr(&mut self, interp: &mut Interp, v: &Value, ctx: &mut HashSet<usize>, level: i64) -> R<(String, bool, bool)> {
        interp.check_interrupt()?;
        let maxed = |lvl: i64| self.o.depth.is_some_and(|d| lvl >= d);
        match v {
            Value::Int(_) if self.o.underscore_numbers => Ok((interp.format_value(v, "_d")?, true, false)),
            Value::Dict(d) => {
                if d.borrow().map.is_empty() {
                    return Ok(("{}".into(), true, false));
                }
                let id = ident(v);
                if maxed(level) {
                    return Ok(("{...}".into(), false, ctx.contains(&id)));
                }
                if ctx.contains(&id) {
                    return Ok((self.recursion(interp, v), false, true));
                }
                ctx.insert(id);
                let (mut readable, mut recursive) = (true, false);
                let mut parts = Vec::new();
                for (k, val) in self.sorted_items(interp, d)? {
                    let (kr, kread, krec) = self.safe_repr(interp, &k, ctx, level + 1)?;
                    let (vr, vread, vrec) = self.safe_repr(interp, &val, ctx, level + 1)?;
                    parts.push(format!("{kr}: {vr}"));
                    readable = readable && kread && vread;
                    recursive = recursive || krec || vrec;
                }
                ctx.remove(&id);
                Ok((format!("{{{}}}", parts.join(", ")), readable, recursive))
            }
            Value::List(_) | Value::Tuple(_) => {
                let items: Vec<Value> = match v {
                    Value::List(l) => l.borrow().clone(),
                    Value::Tuple(t) => t.to_vec(),
                    _ => Vec::new(),
                };
                let is_list = matches!(v, Value::List(_));
                if items.is_empty() {
                    return Ok((if is_list { "[]" } else { "()" }.into(), true, false));
                }
                let (open, close) = if is_list {
                    ("[", "]")
                } else if items.len() == 1 {
                    ("(", ",)")
                } else {
                    ("(", ")")
                };
                let id = ident(v);
                if maxed(level) {
                    return Ok((format!("{open}...{close}"), false, ctx.contains(&id)));
                }
                if ctx.contains(&id) {
                    return Ok((self.recursion(interp, v), false, true));
                }
                ctx.insert(id);
                let (mut readable, mut recursive) = (true, false);
                let mut parts = Vec::new();
                for it in &items {
                    let (r, read, rec) = self.safe_repr(interp, it, ctx, level + 1)?;
                    parts.push(r);
                    readable = readable && read;
                    recursive = recursive || rec;
                }
                ctx.remove(&id);
                Ok((format!("{open}{}{close}", parts.join(", ")), readable, recursive))
            }
            Value::Str(_) | Value::Float(_) | Value::Complex(..) | Value::Bool(_) | Value::None | Value::Int(_) => Ok((interp.repr(v)?, true, false)),
            _ => {
                let r = interp.repr(v)?;
                let readable = !r.is_empty() && !r.starts_with('<');
                Ok((r, readable, false))
            }
        }
    }

    fn repr(&mut self, interp: &mut Interp, v: &Value, ctx: &HashSet<usize>, level: i64) -> R<String> {
        let mut c = ctx.clone();
        let (r, readable, recursive) = self.safe_repr(interp, v, &mut c, level)?;
        if !readable {
            self.readable = false;
        }
        if recursive {
            self.recursive = true;
        }
        Ok(r)
    }

    fn format(&mut self, interp: &mut Interp, v: &Value, indent: i64, allowance: i64, ctx: &mut HashSet<usize>, level: i64) -> R<()> {
        let id = ident(v);
        if ctx.contains(&id) && matches!(v, Value::List(_) | Value::Dict(_) | Value::Tuple(_) | Value::Set(_)) {
            let r = self.recursion(interp, v);
            self.out.push_str(&r);
            self.recursive = true;
            self.readable = false;
            return Ok(());
        }
        let rep = self.repr(interp, v, ctx, level)?;
        let max_width = self.o.width - indent - allowance;
        if clen(&rep) > max_width {
            let handled = matches!(v, Value::Dict(_) | Value::List(_) | Value::Tuple(_) | Value::Str(_))
                || matches!(v, Value::Set(s) if !s.borrow().table.is_empty())
                || as_bytes(v).is_some();
            if handled {
                ctx.insert(id);
                let r = self.dispatch(interp, v, indent, allowance, ctx, level + 1, &rep);
                ctx.remove(&id);
                return r;
            }
        }
        self.out.push_str(&rep);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn dispatch(&mut self, interp: &mut Interp, v: &Value, indent: i64, allowance: i64, ctx: &mut HashSet<usize>, level: i64, rep: &str) -> R<()> {
        match v {
            Value::Dict(d) => {
                self.out.push('{');
                if self.o.indent > 1 {
                    self.out.push_str(&" ".repeat((self.o.indent - 1) as usize));
                }
                if !d.borrow().map.is_empty() {
                    let items = self.sorted_items(interp, d)?;
                    self.dict_items(interp, &items, indent, allowance + 1, ctx, level)?;
                }
                self.out.push('}');
            }
            Value::List(l) => {
                let items = l.borrow().clone();
                self.out.push('[');
                self.items(interp, &items, indent, allowance + 1, ctx, level)?;
                self.out.push(']');
            }
            Value::Tuple(t) => {
                let end = if t.len() == 1 { ",)" } else { ")" };
                self.out.push('(');
                self.items(interp, t, indent, allowance + end.len() as i64, ctx, level)?;
                self.out.push_str(end);
            }
            Value::Set(s) => {
                let items: Vec<Value> = s.borrow().table.values().cloned().collect();
                let items = sort_by_lt(interp, items, &|x: &Value| x.clone())?;
                self.out.push('{');
                self.items(interp, &items, indent, allowance + 1, ctx, level)?;
                self.out.push('}');
            }
            Value::Str(s) => self.string(s, indent, allowance, level, rep),
            _ => {
                if let Some(b) = as_bytes(v) {
                    let data = b.0.clone();
                    self.bytes(&data, indent, allowance, level);
                } else {
                    self.out.push_str(rep);
                }
            }
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn dict_items(&mut self, interp: &mut Interp, items: &[(Value, Value)], indent: i64, allowance: i64, ctx: &mut HashSet<usize>, level: i64) -> R<()> {
        let indent = indent + self.o.indent;
        let delim = format!(",\n{}", " ".repeat(indent.max(0) as usize));
        let last_index = items.len() - 1;
        for (i, (k, v)) in items.iter().enumerate() {
            let last = i == last_index;
            let rep = self.repr(interp, k, ctx, level)?;
            self.out.push_str(&rep);
            self.out.push_str(": ");
            self.format(interp, v, indent + clen(&rep) + 2, if last { allowance } else { 1 }, ctx, level)?;
            if !last {
                self.out.push_str(&delim);
            }
        }
        Ok(())
    }

    fn items(&mut self, interp: &mut Interp, items: &[Value], indent: i64, allowance: i64, ctx: &mut HashSet<usize>, level: i64) -> R<()> {
        let indent = indent + self.o.indent;
        if self.o.indent > 1 {
            self.out.push_str(&" ".repeat((self.o.indent - 1) as usize));
        }
        let delimnl = format!(",\n{}", " ".repeat(indent.max(0) as usize));
        let mut delim = String::new();
        let mut max_width = self.o.width - indent + 1;
        let mut width = max_width;
        for (i, ent) in items.iter().enumerate() {
            let last = i + 1 == items.len();
            if last {
                max_width -= allowance;
                width -= allowance;
            }
            if self.o.compact {
                let rep = self.repr(interp, ent, ctx, level)?;
                let w = clen(&rep) + 2;
                if width < w {
                    width = max_width;
                    if !delim.is_empty() {
                        delim = delimnl.clone();
                    }
                }
                if width >= w {
                    width -= w;
                    self.out.push_str(&delim);
                    delim = ", ".into();
                    self.out.push_str(&rep);
                    continue;
                }
            }
            self.out.push_str(&delim);
            delim = delimnl.clone();
            self.format(interp, ent, indent, if last { allowance } else { 1 }, ctx, level)?;
        }
        Ok(())
    }

    fn string(&mut self, s: &str, mut indent: i64, mut allowance: i64, level: i64, rep: &str) {
        if s.is_empty() {
            self.out.push_str(rep);
            return;
        }
        let lines = split_lines_keep(s);
        if level == 1 {
            indent += 1;
            allowance += 1;
        }
        let max_width = self.o.width - indent;
        let mut max_width1 = max_width;
        let mut chunks: Vec<String> = Vec::new();
        let mut last_rep = String::new();
        for (i, line) in lines.iter().enumerate() {
            let r = str_repr(line);
            last_rep = r.clone();
            if i == lines.len() - 1 {
                max_width1 -= allowance;
            }
            if clen(&r) <= max_width1 {
                chunks.push(r);
                continue;
            }
            let parts = word_parts(line);
            let mut max_width2 = max_width;
            let mut current = String::new();
            for (j, part) in parts.iter().enumerate() {
                let candidate = format!("{current}{part}");
                if j == parts.len() - 1 && i == lines.len() - 1 {
                    max_width2 -= allowance;
                }
                if clen(&str_repr(&candidate)) > max_width2 {
                    if !current.is_empty() {
                        chunks.push(str_repr(&current));
                    }
                    current = part.clone();
                } else {
                    current = candidate;
                }
            }
            if !current.is_empty() {
                chunks.push(str_repr(&current));
            }
        }
        if chunks.len() == 1 {
            self.out.push_str(&last_rep);
            return;
        }
        if level == 1 {
            self.out.push('(');
        }
        for (i, c) in chunks.iter().enumerate() {
            if i > 0 {
                self.out.push('\n');
                self.out.push_str(&" ".repeat(indent.max(0) as usize));
            }
            self.out.push_str(c);
        }
        if level == 1 {
            self.out.push(')');
        }
    }

    fn bytes(&mut self, data: &[u8], mut indent: i64, mut allowance: i64, level: i64) {
        if data.len() <= 4 {
            self.out.push_str(&bytes_repr(data));
            return;
        }
        let parens = level == 1;
        if parens {
            indent += 1;
            allowance += 1;
            self.out.push('(');
        }
        let mut width = self.o.width - indent;
        let mut chunks = Vec::new();
        let mut current: Vec<u8> = Vec::new();
        let last = data.len() / 4 * 4;
        for i in (0..data.len()).step_by(4) {
            let part = &data[i..(i + 4).min(data.len())];
            let mut candidate = current.clone();
            candidate.extend_from_slice(part);
            if i == last {
                width -= allowance;
            }
            if clen(&bytes_repr(&candidate)) > width {
                if !current.is_empty() {
                    chunks.push(bytes_repr(&current));
                }
                current = part.to_vec();
            } else {
                current = candidate;
            }
        }
        if !current.is_empty() {
            chunks.push(bytes_repr(&current));
        }
        for (i, c) in chunks.iter().enumerate() {
            if i > 0 {
                self.out.push('\n');
                self.out.push_str(&" ".repeat(indent.max(0) as usize));
            }
            self.out.push_str(c);
        }
        if parens {
            self.out.push(')');
        }
    }
}

fn pformat_with(interp: &mut Interp, o: &Opts, v: &Value) -> R<String> {
    let mut p = Printer::new(o);
    let mut ctx = HashSet::new();
    p.format(interp, v, 0, 0, &mut ctx, 0)?;
    Ok(p.out)
}

fn write_out(interp: &mut Interp, stream: &Option<Value>, text: String) -> R<()> {
    match stream {
        Some(s) if !s.is_none() => {
            let w = interp.getattr(s, "write")?;
            interp.call(&w, Args::new(vec![Value::str(&text)]))?;
            interp.call(&w, Args::new(vec![Value::str("\n")]))?;
        }
        _ => {
            let p = interp.builtins.get("print").cloned().ok_or_else(|| raise("RuntimeError", "lost sys.stdout"))?;
            interp.call(&p, Args::new(vec![Value::str(&text)]))?;
        }
    }
    Ok(())
}

/// Parse the options CPython's `PrettyPrinter.__init__` takes, with its checks.
fn opts(interp: &mut Interp, indent: Option<Value>, width: Option<Value>, depth: Option<Value>, kw: &mut Vec<(Rc<str>, Value)>, sort_default: bool) -> R<Opts> {
    let mut take = |name: &str| kw.iter().position(|(k, _)| &**k == name).map(|i| kw.remove(i).1);
    let compact = take("compact");
    let sort_dicts = take("sort_dicts");
    let underscore = take("underscore_numbers");
    let to_int = |interp: &mut Interp, v: Option<Value>, d: i64| -> R<i64> {
        match v {
            None => Ok(d),
            Some(v) => {
                let int = interp.builtins.get("int").cloned().unwrap_or(Value::None);
                let i = interp.call(&int, Args::new(vec![v]))?;
                interp.to_index(&i)
            }
        }
    };
    let indent = to_int(interp, indent, 1)?;
    let width = to_int(interp, width, 80)?;
    if indent < 0 {
        return Err(raise("ValueError", "indent must be >= 0"));
    }
    let depth = match depth {
        None | Some(Value::None) => None,
        Some(d) => {
            let d = interp.to_index(&d)?;
            if d <= 0 {
                return Err(raise("ValueError", "depth must be > 0"));
            }
            Some(d)
        }
    };
    if width == 0 {
        return Err(raise("ValueError", "width must be != 0"));
    }
    let truth = |interp: &mut Interp, v: Option<Value>, d: bool| -> R<bool> {
        match v {
            None => Ok(d),
            Some(v) => interp.truthy(&v),
        }
    };
    Ok(Opts {
        indent,
        width,
        depth,
        compact: truth(interp, compact, false)?,
        sort_dicts: truth(interp, sort_dicts, sort_default)?,
        underscore_numbers: truth(interp, underscore, false)?,
    })
}

fn unexpected(fname: &str, kw: &[(Rc<str>, Value)]) -> R<()> {
    match kw.first() {
        Some((k, _)) => Err(raise("TypeError", format!("{fname}() got an unexpected keyword argument '{k}'"))),
        None => Ok(()),
    }
}

/// Positional-or-keyword parameters in order, then the rest of the keywords left in `args.kw`.
fn params(fname: &str, args: &mut Args, names: &[&str], required: usize) -> R<Vec<Option<Value>>> {
    if args.pos.len() > names.len() {
        return Err(raise("TypeError", format!("{fname}() takes from {required} to {} positional arguments but {} were given", names.len(), args.pos.len())));
    }
    let mut out: Vec<Option<Value>> = vec![None; names.len()];
    for (i, v) in std::mem::take(&mut args.pos).into_iter().enumerate() {
        out[i] = Some(v);
    }
    for (i, n) in names.iter().enumerate() {
        if let Some(v) = args.take_kw(n) {
            if out[i].is_some() {
                return Err(raise("TypeError", format!("{fname}() got multiple values for argument '{n}'")));
            }
            out[i] = Some(v);
        }
    }
    if let Some(i) = out.iter().take(required).position(|v| v.is_none()) {
        return Err(raise("TypeError", format!("{fname}() missing 1 required positional argument: '{}'", names[i])));
    }
    Ok(out)
}

fn p_pformat(interp: &mut Interp, mut args: Args) -> R<Value> {
    let a = params("pformat", &mut args, &["object", "indent", "width", "depth"], 1)?;
    let mut kw = std::mem::take(&mut args.kw);
    let o = opts(interp, a[1].clone(), a[2].clone(), a[3].clone(), &mut kw, true)?;
    unexpected("pformat", &kw)?;
    let v = a[0].clone().unwrap_or(Value::None);
    Ok(Value::str(&pformat_with(interp, &o, &v)?))
}

fn pprint_impl(interp: &mut Interp, mut args: Args, fname: &str, sort_default: bool) -> R<Value> {
    let a = params(fname, &mut args, &["object", "stream", "indent", "width", "depth"], 1)?;
    let mut kw = std::mem::take(&mut args.kw);
    let o = opts(interp, a[2].clone(), a[3].clone(), a[4].clone(), &mut kw, sort_default)?;
    unexpected(fname, &kw)?;
    let v = a[0].clone().unwrap_or(Value::None);
    let text = pformat_with(interp, &o, &v)?;
    write_out(interp, &a[1], text)?;
    Ok(Value::None)
}

fn p_pprint(interp: &mut Interp, args: Args) -> R<Value> {
    pprint_impl(interp, args, "pprint", true)
}

fn p_pp(interp: &mut Interp, args: Args) -> R<Value> {
    pprint_impl(interp, args, "pp", false)
}

fn default_opts() -> Opts {
    Opts { indent: 1, width: 80, depth: None, compact: false, sort_dicts: true, underscore_numbers: false }
}

fn one_arg(fname: &str, args: &Args) -> R<Value> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{fname}() takes 1 positional argument but {} were given", args.pos.len())));
    }
    Ok(args.pos[0].clone())
}

fn flags(interp: &mut Interp, o: &Opts, v: &Value) -> R<(String, bool, bool)> {
    let mut p = Printer::new(o);
    let mut ctx = HashSet::new();
    p.safe_repr(interp, v, &mut ctx, 0)
}

fn p_saferepr(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("saferepr", &args)?;
    Ok(Value::str(&flags(interp, &default_opts(), &v)?.0))
}

fn p_isreadable(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("isreadable", &args)?;
    Ok(Value::Bool(flags(interp, &default_opts(), &v)?.1))
}

fn p_isrecursive(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("isrecursive", &args)?;
    Ok(Value::Bool(flags(interp, &default_opts(), &v)?.2))
}

/// A `pprint.PrettyPrinter` instance.
struct PrettyPrinter {
    o: Opts,
    stream: Option<Value>,
}

impl NativeObject for PrettyPrinter {
    fn type_name(&self) -> &str {
        "PrettyPrinter"
    }
    fn repr(&self) -> String {
        format!("<pprint.PrettyPrinter object at {:p}>", self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "pformat" => {
                let v = one_arg("pformat", &args)?;
                Value::str(&pformat_with(interp, &self.o, &v)?)
            }
            "pprint" => {
                let v = one_arg("pprint", &args)?;
                let text = pformat_with(interp, &self.o, &v)?;
                write_out(interp, &self.stream, text)?;
                Value::None
            }
            "isreadable" => {
                let v = one_arg("isreadable", &args)?;
                let (_, r, rec) = flags(interp, &self.o, &v)?;
                Value::Bool(r && !rec)
            }
            "isrecursive" => {
                let v = one_arg("isrecursive", &args)?;
                Value::Bool(flags(interp, &self.o, &v)?.2)
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        ["isreadable", "isrecursive", "pformat", "pprint"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn p_class(interp: &mut Interp, mut args: Args) -> R<Value> {
    let a = params("PrettyPrinter", &mut args, &["indent", "width", "depth", "stream"], 0)?;
    let mut kw = std::mem::take(&mut args.kw);
    let o = opts(interp, a[0].clone(), a[1].clone(), a[2].clone(), &mut kw, true)?;
    unexpected("PrettyPrinter", &kw)?;
    Ok(Value::Native(Rc::new(PrettyPrinter { o, stream: a[3].clone().filter(|s| !s.is_none()) })))
}

pub fn module() -> Rc<Module> {
    let m = new_module("pprint", "Support to pretty-print lists, tuples, & dictionaries recursively.");
    add_fn(
        &m,
        "pprint",
        p_pprint,
        "pprint(object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False)",
        "Pretty-print a Python object to a stream [default is sys.stdout].",
    );
    add_fn(
        &m,
        "pformat",
        p_pformat,
        "pformat(object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False)",
        "Format a Python object into a pretty-printed representation.",
    );
    add_fn(&m, "pp", p_pp, "pp(object, *args, sort_dicts=False, **kwargs)", "Pretty-print a Python object");
    add_fn(&m, "saferepr", p_saferepr, "saferepr(object)", "Version of repr() which can handle recursive data structures.");
    add_fn(&m, "isreadable", p_isreadable, "isreadable(object)", "Determine if saferepr(object) is readable by eval().");
    add_fn(&m, "isrecursive", p_isrecursive, "isrecursive(object)", "Determine if object requires a recursive representation.");
    add_fn(
        &m,
        "PrettyPrinter",
        p_class,
        "PrettyPrinter(indent=1, width=80, depth=None, stream=None, *, compact=False, sort_dicts=True, underscore_numbers=False)",
        "Handle pretty printing operations onto a stream using a set of configured parameters.",
    );
    m
}
