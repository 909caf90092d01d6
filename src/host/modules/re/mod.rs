//! Python's `re` module as CPython 3.11 has it, for str patterns: `compile` (cached by pattern
//! and flags, 512 entries, like `re._cache`), the module functions, `Pattern` and `Match` objects
//! with their attributes, methods and reprs, `RegexFlag` values that print as
//! `re.IGNORECASE|re.MULTILINE`, replacement templates, and `re.error` with `msg`, `pattern`,
//! `pos`, `lineno`, `colno`. Parsing is in `parse`, matching in `matcher`; this file only binds
//! them to Python values. Bytes patterns and `Pattern.scanner` are refused by name.

pub mod matcher;
pub mod parse;
mod unicode;

use super::{add_fn, new_module};
use crate::host::exceptions::exc_with_args;
use crate::host::files::subclass;
use crate::host::iter::{IterState, NativeIter};
use crate::host::native::NativeObject;
use crate::host::repr::{repr, str_repr, type_name};
use crate::host::value::{Args, Dict, HashKey, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use matcher::{Machine, Program};
use parse::{ParseError, TPart};
use ruff_python_ast::Operator;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

thread_local! {
    static ERROR: Rc<TypeObj> = subclass("re.error", &["Exception", "BaseException"]);
    static CACHE: RefCell<Cache> = RefCell::new(HashMap::new());
}

/// Compiled patterns by (pattern, flags), as `re._cache`.
type Cache = HashMap<(Rc<str>, u32), Rc<Pattern>>;

const MAXCACHE: usize = 512;
const NONE: usize = usize::MAX;

/// A compiled pattern.
pub struct Pattern {
    pub pattern: Rc<str>,
    pub flags: u32,
    pub groups: usize,
    pub groupindex: Vec<(String, usize)>,
    prog: Program,
    /// This pattern itself, so a `Value` made from a `&Pattern` is the same Python object.
    me: std::rc::Weak<Pattern>,
}

/// The result of one successful run, in char positions.
pub struct Found {
    pub slots: Vec<usize>,
    pub lastindex: usize,
}

impl Found {
    pub fn span(&self, g: usize) -> Option<(usize, usize)> {
        let (a, b) = (self.slots[2 * g], self.slots[2 * g + 1]);
        if a == NONE || b == NONE {
            None
        } else {
            Some((a, b))
        }
    }
}

fn re_error(msg: &str, pattern: Option<&str>, pos: Option<usize>) -> Ctrl {
    let mut text = msg.to_string();
    let (mut lineno, mut colno) = (Value::None, Value::None);
    if let (Some(p), Some(pos)) = (pattern, pos) {
        let before: Vec<char> = p.chars().take(pos).collect();
        let line = before.iter().filter(|c| **c == '\n').count() + 1;
        let col = match before.iter().rposition(|c| *c == '\n') {
            Some(i) => pos - i,
            None => pos + 1,
        };
        lineno = Value::int(line as i64);
        colno = Value::int(col as i64);
        if p.contains('\n') {
            text = format!("{msg} at position {pos} (line {line}, column {col})");
        } else {
            text = format!("{msg} at position {pos}");
        }
    }
    let e = exc_with_args(ERROR.with(|t| t.clone()), vec![Value::str(&text)]);
    {
        let mut a = e.attrs.borrow_mut();
        a.insert(Rc::from("msg"), Value::str(msg));
        a.insert(Rc::from("pattern"), pattern.map_or(Value::None, Value::str));
        a.insert(Rc::from("pos"), pos.map_or(Value::None, |p| Value::int(p as i64)));
        a.insert(Rc::from("lineno"), lineno);
        a.insert(Rc::from("colno"), colno);
    }
    Ctrl::Raise(e)
}

fn parse_error(e: ParseError, pattern: &str) -> Ctrl {
    match e {
        ParseError::Re { msg, pos } => re_error(&msg, Some(pattern), pos),
        ParseError::Unsupported(m) => raise("NotImplementedError", m),
        ParseError::Overflow(m) => raise("OverflowError", m),
        ParseError::Value(m) => raise("ValueError", m),
        ParseError::Index(m) => raise("IndexError", m),
        ParseError::Recursion => raise("RecursionError", "maximum recursion depth exceeded"),
    }
}

/// Compile (or fetch from the cache) a str pattern with flags.
/// Compile (or fetch from the cache) a str pattern with flags. With an interpreter, the parser's
/// FutureWarnings are shown (on a fresh compile only, as CPython's cache makes them).
pub fn compile_str(interp: Option<&mut Interp>, pattern: &str, flags: u32) -> R<Rc<Pattern>> {
    let key: (Rc<str>, u32) = (Rc::from(pattern), flags);
    if let Some(p) = CACHE.with(|c| c.borrow().get(&key).cloned()) {
        return Ok(p);
    }
    let chars: Vec<char> = pattern.chars().collect();
    let mut warnings = Vec::new();
    let parsed = parse::parse(&chars, flags, &mut warnings);
    if let Some(interp) = interp {
        for w in &warnings {
            interp.warn("FutureWarning", w, &format!("FutureWarning: {w}\n"))?;
        }
    }
    let parsed = parsed.map_err(|e| parse_error(e, pattern))?;
    let prog = matcher::compile(&parsed.node, parsed.groups, &parsed.widths).map_err(matcher::too_large)?;
    let p = Rc::new_cyclic(|me| Pattern {
        pattern: key.0.clone(),
        flags: parsed.flags,
        groups: parsed.groups,
        groupindex: parsed.groupindex,
        prog,
        me: me.clone(),
    });
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= MAXCACHE {
            c.clear();
        }
        c.insert(key, p.clone());
    });
    Ok(p)
}

impl Pattern {
    /// `match`/`fullmatch` (anchored) or `search` over `s[pos..endpos]`.
    pub fn run(&self, interp: &Interp, s: &[char], pos: usize, endpos: usize, mode: Mode, must_advance: bool) -> R<Option<Found>> {
        if pos > endpos {
            return Ok(None);
        }
        let mut m = Machine::new(&self.prog, s, endpos);
        let ok = match mode {
            Mode::Match => m.match_at(interp, pos, false)?,
            Mode::Full => m.match_at(interp, pos, true)?,
            Mode::Search => m.search(interp, pos, must_advance)?,
        };
        Ok(if ok { Some(Found { slots: m.slots, lastindex: m.lastindex }) } else { None })
    }

    /// Every match from `pos`, as finditer/sub/split walk them (empty matches may touch the
    /// previous match but not repeat at its end).
    pub fn for_each(&self, interp: &Interp, s: &[char], pos: usize, endpos: usize, limit: usize, mut f: impl FnMut(Found) -> R<()>) -> R<usize> {
        let mut start = pos;
        let mut must_advance = false;
        let mut n = 0;
        while limit == 0 || n < limit {
            if start > endpos {
                break;
            }
            let Some(found) = self.run(interp, s, start, endpos, Mode::Search, must_advance)? else { break };
            let (b, e) = found.span(0).unwrap_or((start, start));
            must_advance = b == e;
            start = e;
            n += 1;
            f(found)?;
        }
        Ok(n)
    }

    fn group_name(&self, g: usize) -> Option<&str> {
        self.groupindex.iter().find(|(_, i)| *i == g).map(|(n, _)| n.as_str())
    }
}

#[derive(Clone, Copy, PartialEq)]
pub enum Mode {
    Match,
    Full,
    Search,
}

// ---- flags ------------------------------------------------------------------------------------

/// Flag names in `RegexFlag` definition order (its repr), and in `_sre`'s order (Pattern repr).
const FLAG_DEF_ORDER: &[(&str, u32)] =
    &[("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32), ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1), ("DEBUG", 128)];
const FLAG_SRE_ORDER: &[(&str, u32)] =
    &[("TEMPLATE", 1), ("IGNORECASE", 2), ("LOCALE", 4), ("MULTILINE", 8), ("DOTALL", 16), ("UNICODE", 32), ("VERBOSE", 64), ("DEBUG", 128), ("ASCII", 256)];

fn flags_text(v: u32, order: &[(&str, u32)]) -> String {
    let mut parts = Vec::new();
    let mut rest = v;
    for (name, bit) in order {
        if v & bit != 0 {
            parts.push(format!("re.{name}"));
            rest &= !bit;
        }
    }
    if rest != 0 {
        parts.push(format!("0x{rest:x}"));
    }
    parts.join("|")
}

/// A `re.RegexFlag` value.
pub struct Flag(pub u32);

fn flag_value(v: u32) -> Value {
    Value::Native(Rc::new(Flag(v)))
}

impl NativeObject for Flag {
    fn type_name(&self) -> &str {
        "re.RegexFlag"
    }
    fn repr(&self) -> String {
        if self.0 == 0 {
            return "re.NOFLAG".into();
        }
        flags_text(self.0, FLAG_DEF_ORDER)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "value" => Some(Value::int(self.0 as i64)),
            "name" => Some(if self.0 == 0 { Value::str("NOFLAG") } else { Value::str(&flags_text(self.0, FLAG_DEF_ORDER).replace("re.", "")) }),
            _ => None,
        })
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let o = match other {
            Value::Native(n) => n.as_any().downcast_ref::<Flag>().map(|f| f.0 as i64),
            Value::Int(_) | Value::Bool(_) => Some(interp.to_index(other)?),
            _ => None,
        };
        let Some(o) = o else { return Ok(None) };
        let me = self.0 as i64;
        let bits = match op {
            Operator::BitOr => Some(me | o),
            Operator::BitAnd => Some(me & o),
            Operator::BitXor => Some(me ^ o),
            _ => None,
        };
        if let Some(b) = bits {
            if (0..=u32::MAX as i64).contains(&b) {
                return Ok(Some(flag_value(b as u32)));
            }
        }
        let (a, b) = if reflected { (Value::int(o), Value::int(me)) } else { (Value::int(me), Value::int(o)) };
        Ok(Some(interp.binop(op, &a, &b)?))
    }
    fn unary(&self, _interp: &mut Interp, op: &str) -> R<Option<Value>> {
        Ok(match op {
            "~" => Some(flag_value(0x1ff & !self.0)),
            "-" => Some(Value::int(-(self.0 as i64))),
            "+" => Some(Value::int(self.0 as i64)),
            _ => None,
        })
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match other {
            Value::Native(n) => n.as_any().downcast_ref::<Flag>().is_some_and(|f| f.0 == self.0),
            Value::Int(_) | Value::Bool(_) => interp.to_index(other)? == self.0 as i64,
            _ => false,
        })
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(self.0 != 0)
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__int__" | "__index__" => Some(Value::int(self.0 as i64)),
            _ => None,
        })
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Int(self.0 as i64))
    }
    fn to_index(&self, _interp: &mut Interp) -> R<Option<i64>> {
        Ok(Some(self.0 as i64))
    }
    fn to_float(&self, _interp: &mut Interp) -> R<Option<f64>> {
        Ok(Some(self.0 as f64))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `re.Pattern` / `re.Match` as values `isinstance` accepts and that print as classes.
struct TypeMarker(&'static str);

impl NativeObject for TypeMarker {
    fn type_name(&self) -> &str {
        self.0
    }
    fn repr(&self) -> String {
        format!("<class '{}'>", self.0)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str(self.0.trim_start_matches("re."))),
            "__module__" => Some(Value::str("re")),
            _ => None,
        })
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("TypeError", format!("cannot create '{}' instances", self.0)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

// ---- argument helpers ---------------------------------------------------------------------------

fn bind(name: &str, mut args: Args, names: &[&str], required: usize) -> R<Vec<Option<Value>>> {
    if args.pos.len() > names.len() {
        return Err(raise("TypeError", format!("{name}() takes at most {} arguments ({} given)", names.len(), args.pos.len())));
    }
    let mut out: Vec<Option<Value>> = args.pos.drain(..).map(Some).collect();
    out.resize(names.len(), None);
    for (k, v) in args.kw {
        match names.iter().position(|n| **n == *k) {
            Some(i) if out[i].is_some() => return Err(raise("TypeError", format!("argument for {name}() given by name ('{k}') and position ({})", i + 1))),
            Some(i) => out[i] = Some(v),
            None => return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'"))),
        }
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out[i].is_none() {
            return Err(raise("TypeError", format!("{name}() missing required argument '{n}' (pos {})", i + 1)));
        }
    }
    Ok(out)
}

/// Bind the arguments of a module function, which CPython writes in Python: its messages.
fn bind_py(name: &str, mut args: Args, names: &[&str], required: usize) -> R<Vec<Option<Value>>> {
    let n = names.len();
    if args.pos.len() > n {
        let takes = if required == n { format!("{n}") } else { format!("from {required} to {n}") };
        let s = if n == 1 && required == n { "" } else { "s" };
        let given = args.pos.len();
        let was = if given == 1 { "was" } else { "were" };
        return Err(raise("TypeError", format!("{name}() takes {takes} positional argument{s} but {given} {was} given")));
    }
    let mut out: Vec<Option<Value>> = args.pos.drain(..).map(Some).collect();
    out.resize(n, None);
    for (k, v) in args.kw {
        match names.iter().position(|x| **x == *k) {
            Some(i) if out[i].is_some() => return Err(raise("TypeError", format!("{name}() got multiple values for argument '{k}'"))),
            Some(i) => out[i] = Some(v),
            None => return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'"))),
        }
    }
    let missing: Vec<String> = names.iter().enumerate().take(required).filter(|(i, _)| out[*i].is_none()).map(|(_, x)| format!("'{x}'")).collect();
    if !missing.is_empty() {
        let list = match missing.len() {
            1 => missing[0].clone(),
            k => format!("{} and {}", missing[..k - 1].join(", "), missing[k - 1]),
        };
        let s = if missing.len() == 1 { "" } else { "s" };
        return Err(raise("TypeError", format!("{name}() missing {} required positional argument{s}: {list}", missing.len())));
    }
    Ok(out)
}

fn is_bytes(v: &Value) -> bool {
    crate::host::bytes::as_bytes(v).is_some()
}

fn bytes_refused() -> Ctrl {
    raise("NotImplementedError", "cudalab's re does not support bytes patterns or subjects yet")
}

/// The subject string of a match call.
fn subject(v: &Value) -> R<Rc<str>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        v if is_bytes(v) => Err(raise("TypeError", "cannot use a string pattern on a bytes-like object")),
        v => Err(raise("TypeError", format!("expected string or bytes-like object, got '{}'", type_name(v)))),
    }
}

fn flags_arg(interp: &mut Interp, v: &Option<Value>) -> R<u32> {
    match v {
        None => Ok(0),
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::Native(_))) => {
            let i = interp.to_index(v)?;
            Ok(i as u32)
        }
        Some(v) => Err(raise("TypeError", format!("unsupported operand type(s) for &: '{}' and 'RegexFlag'", type_name(v)))),
    }
}

fn as_pattern(v: &Value) -> Option<Rc<Pattern>> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<Pattern>().and_then(|p| p.me.upgrade()),
        _ => None,
    }
}

/// `re._compile`: a str pattern (cached) or a compiled one (then flags must be 0).
fn get_pattern(interp: &mut Interp, v: &Value, flags: &Option<Value>) -> R<Rc<Pattern>> {
    let f = flags_arg(interp, flags)?;
    if let Some(p) = as_pattern(v) {
        if f != 0 {
            return Err(raise("ValueError", "cannot process flags argument with a compiled pattern"));
        }
        return Ok(p);
    }
    match v {
        Value::Str(s) => compile_str(Some(interp), s, f),
        v if is_bytes(v) => Err(bytes_refused()),
        _ => Err(raise("TypeError", "first argument must be string or compiled pattern")),
    }
}

fn pos_arg(interp: &mut Interp, v: &Option<Value>, default: i64, len: usize) -> R<usize> {
    let i = match v {
        None => default,
        Some(v) => interp.to_index(v)?,
    };
    Ok(i.clamp(0, len as i64) as usize)
}

fn slice(s: &[char], a: usize, b: usize) -> String {
    s[a..b].iter().collect()
}

// ---- Pattern -----------------------------------------------------------------------------------

/// A pattern as a Python value (the same object each time).
pub fn pattern_value(p: &Rc<Pattern>) -> Value {
    Value::Native(p.clone())
}

/// A subject string with its chars.
struct Subject {
    text: Rc<str>,
    chars: Rc<[char]>,
}

impl Subject {
    fn new(text: Rc<str>) -> Subject {
        let chars: Rc<[char]> = text.chars().collect();
        Subject { text, chars }
    }
}

fn match_value(pat: &Rc<Pattern>, subj: &Subject, found: Found, pos: usize, endpos: usize) -> Value {
    Value::Native(Rc::new(MatchObj { pat: pat.clone(), text: subj.text.clone(), chars: subj.chars.clone(), found, pos, endpos }))
}

fn do_match(interp: &mut Interp, pat: &Rc<Pattern>, string: &Value, pos: &Option<Value>, endpos: &Option<Value>, mode: Mode) -> R<Value> {
    let subj = Subject::new(subject(string)?);
    let n = subj.chars.len();
    let pos = pos_arg(interp, pos, 0, n)?;
    let endpos = pos_arg(interp, endpos, n as i64, n)?;
    Ok(match pat.run(interp, &subj.chars, pos, endpos, mode, false)? {
        Some(f) => match_value(pat, &subj, f, pos, endpos),
        None => Value::None,
    })
}

fn group_str(chars: &[char], f: &Found, g: usize, default: &Value) -> Value {
    match f.span(g) {
        Some((a, b)) => Value::str(&slice(chars, a, b)),
        None => default.clone(),
    }
}

fn do_findall(interp: &mut Interp, pat: &Rc<Pattern>, string: &Value, pos: &Option<Value>, endpos: &Option<Value>) -> R<Value> {
    let subj = Subject::new(subject(string)?);
    let n = subj.chars.len();
    let pos = pos_arg(interp, pos, 0, n)?;
    let endpos = pos_arg(interp, endpos, n as i64, n)?;
    let mut out = Vec::new();
    let empty = Value::str("");
    pat.for_each(interp, &subj.chars, pos, endpos, 0, |f| {
        out.push(match pat.groups {
            0 => group_str(&subj.chars, &f, 0, &empty),
            1 => group_str(&subj.chars, &f, 1, &empty),
            g => Value::tuple((1..=g).map(|i| group_str(&subj.chars, &f, i, &empty)).collect()),
        });
        Ok(())
    })?;
    Ok(Value::list(out))
}

struct FindIter {
    pat: Rc<Pattern>,
    subj: Subject,
    start: usize,
    endpos: usize,
    pos: usize,
    must_advance: bool,
    done: bool,
}

impl NativeIter for FindIter {
    fn type_name(&self) -> &'static str {
        "callable_iterator"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.done || self.start > self.endpos {
            return Ok(None);
        }
        match self.pat.run(interp, &self.subj.chars, self.start, self.endpos, Mode::Search, self.must_advance)? {
            None => {
                self.done = true;
                Ok(None)
            }
            Some(f) => {
                let (b, e) = f.span(0).unwrap_or((self.start, self.start));
                self.must_advance = b == e;
                self.start = e;
                Ok(Some(match_value(&self.pat, &self.subj, f, self.pos, self.endpos)))
            }
        }
    }
}

fn do_finditer(interp: &mut Interp, pat: &Rc<Pattern>, string: &Value, pos: &Option<Value>, endpos: &Option<Value>) -> R<Value> {
    let subj = Subject::new(subject(string)?);
    let n = subj.chars.len();
    let pos = pos_arg(interp, pos, 0, n)?;
    let endpos = pos_arg(interp, endpos, n as i64, n)?;
    let it = FindIter { pat: pat.clone(), subj, start: pos, endpos, pos, must_advance: false, done: false };
    Ok(Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(it))))))
}

/// A parsed replacement template for this pattern.
fn template(pat: &Pattern, t: &str) -> R<Vec<TPart>> {
    if !t.contains('\\') {
        return Ok(vec![TPart::Lit(t.to_string())]);
    }
    let chars: Vec<char> = t.chars().collect();
    parse::parse_template(&chars, pat.groups, &pat.groupindex).map_err(|e| parse_error(e, t))
}

fn expand(parts: &[TPart], chars: &[char], f: &Found, out: &mut String) {
    for p in parts {
        match p {
            TPart::Lit(s) => out.push_str(s),
            TPart::Group(g) => {
                if let Some((a, b)) = f.span(*g) {
                    out.extend(&chars[a..b]);
                }
            }
        }
    }
}

fn do_sub(interp: &mut Interp, pat: &Rc<Pattern>, repl: &Value, string: &Value, count: &Option<Value>, with_count: bool) -> R<Value> {
    let subj = Subject::new(subject(string)?);
    let count = match count {
        None => 0,
        Some(v) => interp.to_index(v)?.max(0) as usize,
    };
    let tpl = match repl {
        Value::Str(t) => Some(template(pat, t)?),
        v if is_bytes(v) => return Err(bytes_refused()),
        Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::Float(_)
        | Value::Complex(..)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_) => return Err(raise("TypeError", format!("decoding to str: need a bytes-like object, {} found", type_name(repl)))),
        _ => None,
    };
    let n = subj.chars.len();
    // Pieces as CPython joins them: literal slices and replacement results.
    let mut pieces: Vec<Value> = Vec::new();
    let mut last = 0;
    let chars = subj.chars.clone();
    let nsub = {
        let mut matches = Vec::new();
        let k = pat.for_each(interp, &chars, 0, n, count, |f| {
            matches.push(f);
            Ok(())
        })?;
        for f in matches {
            let (b, e) = f.span(0).unwrap_or((last, last));
            if last < b {
                pieces.push(Value::str(&slice(&chars, last, b)));
            }
            match &tpl {
                Some(parts) => {
                    let mut s = String::new();
                    expand(parts, &chars, &f, &mut s);
                    if !s.is_empty() {
                        pieces.push(Value::str(&s));
                    }
                }
                None => {
                    let m = match_value(pat, &subj, f, 0, n);
                    let r = interp.call(repl, Args::new(vec![m]))?;
                    if !r.is_none() {
                        pieces.push(r);
                    }
                }
            }
            last = e;
        }
        k
    };
    if last < n {
        pieces.push(Value::str(&slice(&chars, last, n)));
    }
    let mut out = String::new();
    for (i, p) in pieces.iter().enumerate() {
        match p {
            Value::Str(s) => out.push_str(s),
            other => return Err(raise("TypeError", format!("sequence item {i}: expected str instance, {} found", type_name(other)))),
        }
    }
    let s = Value::str(&out);
    Ok(if with_count { Value::tuple(vec![s, Value::int(nsub as i64)]) } else { s })
}

fn do_split(interp: &mut Interp, pat: &Rc<Pattern>, string: &Value, maxsplit: &Option<Value>) -> R<Value> {
    let subj = Subject::new(subject(string)?);
    let maxsplit = match maxsplit {
        None => 0,
        Some(v) => interp.to_index(v)?,
    };
    let n = subj.chars.len();
    if maxsplit < 0 {
        return Ok(Value::list(vec![Value::Str(subj.text.clone())]));
    }
    let mut out = Vec::new();
    let mut last = 0;
    let chars = subj.chars.clone();
    pat.for_each(interp, &chars, 0, n, maxsplit as usize, |f| {
        let (b, e) = f.span(0).unwrap_or((last, last));
        out.push(Value::str(&slice(&chars, last, b)));
        for g in 1..=pat.groups {
            out.push(group_str(&chars, &f, g, &Value::None));
        }
        last = e;
        Ok(())
    })?;
    out.push(Value::str(&slice(&chars, last, n)));
    Ok(Value::list(out))
}

const PATTERN_METHODS: &[&str] = &["match", "search", "fullmatch", "findall", "finditer", "sub", "subn", "split", "scanner"];

impl NativeObject for Pattern {
    fn type_name(&self) -> &str {
        "re.Pattern"
    }
    fn repr(&self) -> String {
        let p = self;
        let r: String = str_repr(&p.pattern).chars().take(200).collect();
        let mut flags = p.flags;
        if flags & (parse::F_LOCALE | parse::F_UNICODE | parse::F_ASCII) == parse::F_UNICODE {
            flags &= !parse::F_UNICODE;
        }
        if flags == 0 {
            format!("re.compile({r})")
        } else {
            format!("re.compile({r}, {})", flags_text(flags, FLAG_SRE_ORDER))
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let p = self;
        Ok(match name {
            "pattern" => Some(Value::Str(p.pattern.clone())),
            "flags" => Some(Value::int(p.flags as i64)),
            "groups" => Some(Value::int(p.groups as i64)),
            "groupindex" => {
                let mut d = Dict::default();
                for (k, v) in &p.groupindex {
                    let key: Rc<str> = Rc::from(k.as_str());
                    d.map.insert(HashKey::Str(key.clone()), (Value::Str(key), Value::int(*v as i64)));
                }
                Some(Value::dict(d))
            }
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let Some(p) = self.me.upgrade() else { return Ok(None) };
        let p = &p;
        Ok(Some(match name {
            "match" | "search" | "fullmatch" => {
                let a = bind(name, args, &["string", "pos", "endpos"], 1)?;
                let mode = match name {
                    "match" => Mode::Match,
                    "search" => Mode::Search,
                    _ => Mode::Full,
                };
                do_match(interp, p, a[0].as_ref().unwrap_or(&Value::None), &a[1], &a[2], mode)?
            }
            "findall" | "finditer" => {
                let a = bind(name, args, &["string", "pos", "endpos"], 1)?;
                let s = a[0].clone().unwrap_or(Value::None);
                if name == "findall" {
                    do_findall(interp, p, &s, &a[1], &a[2])?
                } else {
                    do_finditer(interp, p, &s, &a[1], &a[2])?
                }
            }
            "sub" | "subn" => {
                let a = bind(name, args, &["repl", "string", "count"], 2)?;
                let (r, s) = (a[0].clone().unwrap_or(Value::None), a[1].clone().unwrap_or(Value::None));
                do_sub(interp, p, &r, &s, &a[2], name == "subn")?
            }
            "split" => {
                let a = bind(name, args, &["string", "maxsplit"], 1)?;
                do_split(interp, p, a[0].as_ref().unwrap_or(&Value::None), &a[1])?
            }
            "scanner" => return Err(raise("NotImplementedError", "cudalab's re does not support Pattern.scanner() yet")),
            _ => return Ok(None),
        }))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(as_pattern(other).is_some_and(|o| o.pattern == self.pattern && o.flags == self.flags))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Str(self.pattern.clone()), HashKey::Int(self.flags as i64)]))
    }
    fn dir(&self) -> Vec<String> {
        PATTERN_METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

// ---- Match -------------------------------------------------------------------------------------

pub struct MatchObj {
    pat: Rc<Pattern>,
    text: Rc<str>,
    chars: Rc<[char]>,
    found: Found,
    pos: usize,
    endpos: usize,
}

impl MatchObj {
    /// A group argument (an index or a name) → its number.
    fn group_index(&self, interp: &mut Interp, v: &Value) -> R<usize> {
        let bad = || raise("IndexError", "no such group");
        match v {
            Value::Str(s) => self.pat.groupindex.iter().find(|(k, _)| **k == **s).map(|(_, g)| *g).ok_or_else(bad),
            Value::Int(_) | Value::Bool(_) | Value::Native(_) => {
                let i = interp.to_index(v).map_err(|_| bad())?;
                if i < 0 || i as usize > self.pat.groups {
                    return Err(bad());
                }
                Ok(i as usize)
            }
            _ => Err(bad()),
        }
    }
    fn group(&self, g: usize) -> Value {
        group_str(&self.chars, &self.found, g, &Value::None)
    }
    fn span(&self, g: usize) -> (i64, i64) {
        match self.found.span(g) {
            Some((a, b)) => (a as i64, b as i64),
            None => (-1, -1),
        }
    }
    fn one_group_arg(&self, interp: &mut Interp, name: &str, args: Args) -> R<usize> {
        let a = bind(name, args, &["group"], 0)?;
        match &a[0] {
            None => Ok(0),
            Some(v) => self.group_index(interp, v),
        }
    }
}

const MATCH_METHODS: &[&str] = &["group", "groups", "groupdict", "start", "end", "span", "expand"];

impl NativeObject for MatchObj {
    fn type_name(&self) -> &str {
        "re.Match"
    }
    fn repr(&self) -> String {
        let (a, b) = self.span(0);
        let m: String = repr(&self.group(0)).chars().take(50).collect();
        format!("<re.Match object; span=({a}, {b}), match={m}>")
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "string" => Some(Value::Str(self.text.clone())),
            "re" => Some(pattern_value(&self.pat)),
            "pos" => Some(Value::int(self.pos as i64)),
            "endpos" => Some(Value::int(self.endpos as i64)),
            "lastindex" => Some(if self.found.lastindex == NONE { Value::None } else { Value::int(self.found.lastindex as i64) }),
            "lastgroup" => Some(match self.pat.group_name(self.found.lastindex) {
                Some(n) if self.found.lastindex != NONE => Value::str(n),
                _ => Value::None,
            }),
            "regs" => Some(Value::tuple(
                (0..=self.pat.groups)
                    .map(|g| {
                        let (a, b) = self.span(g);
                        Value::tuple(vec![Value::int(a), Value::int(b)])
                    })
                    .collect(),
            )),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "group" => {
                if !args.kw.is_empty() {
                    return Err(raise("TypeError", "group() takes no keyword arguments"));
                }
                match args.pos.len() {
                    0 => self.group(0),
                    1 => {
                        let g = self.group_index(interp, &args.pos[0])?;
                        self.group(g)
                    }
                    _ => {
                        let mut out = Vec::new();
                        for v in &args.pos {
                            let g = self.group_index(interp, v)?;
                            out.push(self.group(g));
                        }
                        Value::tuple(out)
                    }
                }
            }
            "__getitem__" => {
                let g = self.group_index(interp, args.pos.first().unwrap_or(&Value::None))?;
                self.group(g)
            }
            "groups" => {
                let a = bind(name, args, &["default"], 0)?;
                let d = a[0].clone().unwrap_or(Value::None);
                Value::tuple((1..=self.pat.groups).map(|g| group_str(&self.chars, &self.found, g, &d)).collect())
            }
            "groupdict" => {
                let a = bind(name, args, &["default"], 0)?;
                let d = a[0].clone().unwrap_or(Value::None);
                let mut dict = Dict::default();
                for (k, g) in &self.pat.groupindex {
                    let key: Rc<str> = Rc::from(k.as_str());
                    dict.map.insert(HashKey::Str(key.clone()), (Value::Str(key), group_str(&self.chars, &self.found, *g, &d)));
                }
                Value::dict(dict)
            }
            "start" | "end" | "span" => {
                let g = self.one_group_arg(interp, name, args)?;
                let (a, b) = self.span(g);
                match name {
                    "start" => Value::int(a),
                    "end" => Value::int(b),
                    _ => Value::tuple(vec![Value::int(a), Value::int(b)]),
                }
            }
            "expand" => {
                let a = bind(name, args, &["template"], 1)?;
                let t = match &a[0] {
                    Some(Value::Str(t)) => t.clone(),
                    Some(v) if is_bytes(v) => return Err(bytes_refused()),
                    Some(v) => return Err(raise("TypeError", format!("expected str instance, {} found", type_name(v)))),
                    None => Rc::from(""),
                };
                let parts = template(&self.pat, &t)?;
                let mut s = String::new();
                expand(&parts, &self.chars, &self.found, &mut s);
                Value::str(&s)
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        MATCH_METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

// ---- module functions ----------------------------------------------------------------------------

fn arg(a: &[Option<Value>], i: usize) -> Value {
    a.get(i).cloned().flatten().unwrap_or(Value::None)
}

fn m_compile(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_py("compile", args, &["pattern", "flags"], 1)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[1])?;
    Ok(pattern_value(&p))
}

fn m_matchlike(interp: &mut Interp, args: Args, name: &str, mode: Mode) -> R<Value> {
    let a = bind_py(name, args, &["pattern", "string", "flags"], 2)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[2])?;
    do_match(interp, &p, &arg(&a, 1), &None, &None, mode)
}

fn m_match(interp: &mut Interp, args: Args) -> R<Value> {
    m_matchlike(interp, args, "match", Mode::Match)
}

fn m_search(interp: &mut Interp, args: Args) -> R<Value> {
    m_matchlike(interp, args, "search", Mode::Search)
}

fn m_fullmatch(interp: &mut Interp, args: Args) -> R<Value> {
    m_matchlike(interp, args, "fullmatch", Mode::Full)
}

fn m_findall(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_py("findall", args, &["pattern", "string", "flags"], 2)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[2])?;
    do_findall(interp, &p, &arg(&a, 1), &None, &None)
}

fn m_finditer(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_py("finditer", args, &["pattern", "string", "flags"], 2)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[2])?;
    do_finditer(interp, &p, &arg(&a, 1), &None, &None)
}

fn m_subish(interp: &mut Interp, args: Args, name: &str) -> R<Value> {
    let a = bind_py(name, args, &["pattern", "repl", "string", "count", "flags"], 3)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[4])?;
    do_sub(interp, &p, &arg(&a, 1), &arg(&a, 2), &a[3], name == "subn")
}

fn m_sub(interp: &mut Interp, args: Args) -> R<Value> {
    m_subish(interp, args, "sub")
}

fn m_subn(interp: &mut Interp, args: Args) -> R<Value> {
    m_subish(interp, args, "subn")
}

fn m_split(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_py("split", args, &["pattern", "string", "maxsplit", "flags"], 2)?;
    let p = get_pattern(interp, &arg(&a, 0), &a[3])?;
    do_split(interp, &p, &arg(&a, 1), &a[2])
}

/// `re.escape`: backslash before every char of `_special_chars_map`.
pub fn escape_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\\t"),
            '\n' => out.push_str("\\\n"),
            '\x0b' => out.push_str("\\\x0b"),
            '\x0c' => out.push_str("\\\x0c"),
            '\r' => out.push_str("\\\r"),
            c if "()[]{}?*+-|^$\\.&~# ".contains(c) => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

fn m_escape(_interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind_py("escape", args, &["pattern"], 1)?;
    match arg(&a, 0) {
        Value::Str(s) => Ok(Value::str(&escape_str(&s))),
        v if is_bytes(&v) => Err(bytes_refused()),
        v => Err(raise("TypeError", format!("decoding to str: need a bytes-like object, {} found", type_name(&v)))),
    }
}

fn m_purge(_interp: &mut Interp, args: Args) -> R<Value> {
    bind_py("purge", args, &[], 0)?;
    CACHE.with(|c| c.borrow_mut().clear());
    Ok(Value::None)
}

fn m_template(_interp: &mut Interp, _args: Args) -> R<Value> {
    Err(raise("NotImplementedError", "cudalab's re does not support re.template() (deprecated) yet"))
}

pub fn module() -> Rc<Module> {
    let m = new_module("re", "Support for regular expressions (RE).");
    add_fn(&m, "compile", m_compile, "compile(pattern, flags=0)", "Compile a regular expression pattern, returning a Pattern object.");
    add_fn(
        &m,
        "search",
        m_search,
        "search(pattern, string, flags=0)",
        "Scan through string looking for a match to the pattern, returning a Match object, or None if no match was found.",
    );
    add_fn(
        &m,
        "match",
        m_match,
        "match(pattern, string, flags=0)",
        "Try to apply the pattern at the start of the string, returning a Match object, or None if no match was found.",
    );
    add_fn(
        &m,
        "fullmatch",
        m_fullmatch,
        "fullmatch(pattern, string, flags=0)",
        "Try to apply the pattern to all of the string, returning a Match object, or None if no match was found.",
    );
    add_fn(&m, "findall", m_findall, "findall(pattern, string, flags=0)", "Return a list of all non-overlapping matches in the string.");
    add_fn(&m, "finditer", m_finditer, "finditer(pattern, string, flags=0)", "Return an iterator over all non-overlapping matches in the string.");
    add_fn(
        &m,
        "sub",
        m_sub,
        "sub(pattern, repl, string, count=0, flags=0)",
        "Return the string obtained by replacing the leftmost non-overlapping occurrences of the pattern in string by the replacement repl.",
    );
    add_fn(&m, "subn", m_subn, "subn(pattern, repl, string, count=0, flags=0)", "Return a 2-tuple containing (new_string, number).");
    add_fn(
        &m,
        "split",
        m_split,
        "split(pattern, string, maxsplit=0, flags=0)",
        "Split the source string by the occurrences of the pattern, returning a list containing the resulting substrings.",
    );
    add_fn(&m, "escape", m_escape, "escape(pattern)", "Escape special characters in a string.");
    add_fn(&m, "purge", m_purge, "purge()", "Clear the regular expression caches");
    add_fn(&m, "template", m_template, "template(pattern, flags=0)", "Compile a template pattern, returning a Pattern object, deprecated");
    {
        let mut a = m.attrs.borrow_mut();
        for (names, v) in [
            (&["A", "ASCII"][..], 256),
            (&["I", "IGNORECASE"], 2),
            (&["L", "LOCALE"], 4),
            (&["U", "UNICODE"], 32),
            (&["M", "MULTILINE"], 8),
            (&["S", "DOTALL"], 16),
            (&["X", "VERBOSE"], 64),
            (&["T", "TEMPLATE"], 1),
            (&["DEBUG"], 128),
            (&["NOFLAG"], 0),
        ] {
            for n in names {
                a.insert(Rc::from(*n), flag_value(v));
            }
        }
        a.insert(Rc::from("error"), Value::Type(ERROR.with(|t| t.clone())));
        a.insert(Rc::from("Pattern"), Value::Native(Rc::new(TypeMarker("re.Pattern"))));
        a.insert(Rc::from("Match"), Value::Native(Rc::new(TypeMarker("re.Match"))));
        a.insert(Rc::from("RegexFlag"), Value::Native(Rc::new(TypeMarker("re.RegexFlag"))));
    }
    m
}
