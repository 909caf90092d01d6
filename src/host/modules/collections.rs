//! `collections`: `namedtuple`, `deque`, `Counter`, `defaultdict` and `OrderedDict`, with CPython's
//! behaviour, reprs and messages.
//!
//! `namedtuple` writes its class as Python and runs it (`Interp::exec_internal`), as CPython's does;
//! its instances are class instances that act as tuples (indexing, unpacking, comparison, hashing)
//! though `isinstance(p, tuple)` is False. `Counter`, `defaultdict` and `OrderedDict` wrap a dict
//! (`DictLike`): what they do differently (a missing key, counting, order) is here, every other
//! method is the dict's own. `deque` is a ring buffer with an optional `maxlen`.

use crate::host::internal_source::{is_identifier, namespace};
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, Module, Shared, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::fmt::Write;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = new_module("collections", "Container datatypes: namedtuple, deque, Counter, defaultdict, OrderedDict.");
    add_fn(
        &m,
        "namedtuple",
        namedtuple,
        "namedtuple(typename, field_names, *, rename=False, defaults=None, module=None)",
        "Returns a new subclass of tuple with named fields.",
    );
    let mut attrs = m.attrs.borrow_mut();
    for name in ["deque", "Counter", "defaultdict", "OrderedDict"] {
        attrs.insert(Rc::from(name), Value::Native(Rc::new(CollectionType { name })));
    }
    drop(attrs);
    m
}

/// The classes `deque`, `Counter`, `defaultdict`, `OrderedDict`: calling one makes an instance;
/// `isinstance` compares type names.
struct CollectionType {
    name: &'static str,
}

impl NativeObject for CollectionType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        format!("<class 'collections.{}'>", self.name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str(self.name)),
            "__module__" => Some(Value::str("collections")),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match self.name {
            "deque" => new_deque(interp, args),
            "Counter" => new_counter(interp, args),
            "defaultdict" => new_defaultdict(interp, args),
            _ => new_ordered(interp, args),
        }
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(match v {
            Value::Native(n) => n.type_name() == self.name,
            _ => false,
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn repr_via_method(obj: &dyn NativeObject, interp: &mut Interp) -> R<Option<String>> {
    match obj.call_method(interp, "__repr__", Args::default())? {
        Some(Value::Str(s)) => Ok(Some(s.to_string())),
        _ => Ok(None),
    }
}

fn equal(interp: &mut Interp, a: &Value, b: &Value) -> R<bool> {
    let v = interp.compare(CmpOp::Eq, a, b)?;
    interp.truthy(&v)
}

// ---------------------------------------------------------------- namedtuple

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
    "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

fn namedtuple(interp: &mut Interp, mut args: Args) -> R<Value> {
    let rename = match args.take_kw("rename") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let defaults = args.take_kw("defaults");
    let _ = args.take_kw("module");
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("namedtuple() got an unexpected keyword argument '{k}'")));
    }
    let (Some(Value::Str(typename)), Some(spec)) = (args.pos.first().cloned(), args.pos.get(1).cloned()) else {
        return Err(raise("TypeError", "namedtuple() missing required arguments: 'typename' and 'field_names'"));
    };
    let mut names: Vec<String> = match &spec {
        Value::Str(s) => s.replace(',', " ").split_whitespace().map(String::from).collect(),
        other => {
            let mut out = Vec::new();
            for v in interp.collect(other)? {
                out.push(interp.str(&v)?);
            }
            out
        }
    };
    if rename {
        let mut seen = std::collections::HashSet::new();
        for (i, n) in names.iter_mut().enumerate() {
            if !is_identifier(n) || KEYWORDS.contains(&n.as_str()) || n.starts_with('_') || seen.contains(n) {
                *n = format!("_{i}");
            }
            seen.insert(n.clone());
        }
    }
    for n in std::iter::once(typename.to_string()).chain(names.iter().cloned()) {
        if !is_identifier(&n) {
            return Err(raise("ValueError", format!("Type names and field names must be valid identifiers: '{n}'")));
        }
        if KEYWORDS.contains(&n.as_str()) {
            return Err(raise("ValueError", format!("Type names and field names cannot be a keyword: '{n}'")));
        }
    }
    let mut seen = std::collections::HashSet::new();
    for n in &names {
        if n.starts_with('_') && !rename {
            return Err(raise("ValueError", format!("Field names cannot start with an underscore: '{n}'")));
        }
        if !seen.insert(n.clone()) {
            return Err(raise("ValueError", format!("Encountered duplicate field name: '{n}'")));
        }
    }
    let defaults = match defaults {
        None | Some(Value::None) => Vec::new(),
        Some(v) => interp.collect(&v)?,
    };
    if defaults.len() > names.len() {
        return Err(raise("TypeError", "Got more default values than field names"));
    }
    build_namedtuple(interp, &typename, &names, &defaults)
}

/// The class `namedtuple(typename, names, defaults=...)` makes (names already checked).
pub fn build_namedtuple(interp: &mut Interp, typename: &str, names: &[String], defaults: &[Value]) -> R<Value> {
    let first_default = names.len() - defaults.len();
    let mut env: Vec<(String, Value)> =
        vec![("_object_setattr".into(), interp.getattr(&Value::Type(crate::host::exceptions::type_named("object")), "__setattr__")?)];
    let mut params = vec!["self".to_string()];
    for (i, n) in names.iter().enumerate() {
        if i >= first_default {
            env.push((format!("_dflt_{n}"), defaults[i - first_default].clone()));
            params.push(format!("{n}=_dflt_{n}"));
        } else {
            params.push(n.clone());
        }
    }
    let tuple_of = |prefix: &str| match names.len() {
        0 => "()".to_string(),
        1 => format!("({prefix}{},)", names[0]),
        _ => format!("({})", names.iter().map(|n| format!("{prefix}{n}")).collect::<Vec<_>>().join(", ")),
    };
    let fields_tuple = match names.len() {
        0 => "()".to_string(),
        1 => format!("('{}',)", names[0]),
        _ => format!("({})", names.iter().map(|n| format!("'{n}'")).collect::<Vec<_>>().join(", ")),
    };
    let defaults_dict = names.iter().skip(first_default).map(|n| format!("'{n}': _dflt_{n}")).collect::<Vec<_>>().join(", ");
    let repr_fmt = names.iter().map(|n| format!("{n}={{self._tuple[{}]!r}}", names.iter().position(|x| x == n).unwrap_or(0))).collect::<Vec<_>>().join(", ");
    let mut code = String::new();
    let _ = writeln!(code, "class {typename}:");
    let _ = writeln!(code, "    \"{typename}({})\"", names.join(", "));
    let _ = writeln!(code, "    _fields = {fields_tuple}");
    let _ = writeln!(code, "    __match_args__ = {fields_tuple}");
    let _ = writeln!(code, "    _field_defaults = {{{defaults_dict}}}");
    let _ = writeln!(code, "    def __init__({}):", params.join(", "));
    let _ = writeln!(code, "        _object_setattr(self, '_tuple', {})", tuple_of(""));
    code.push_str(&format!(
        r#"    def __setattr__(self, name, value):
        raise AttributeError("can't set attribute")
    def __repr__(self):
        return self.__class__.__name__ + f"({repr_fmt})"
    def __iter__(self):
        return iter(self._tuple)
    def __len__(self):
        return {n}
    def __getitem__(self, i):
        return self._tuple[i]
    def __contains__(self, x):
        return x in self._tuple
    def __hash__(self):
        return hash(self._tuple)
    def __eq__(self, other):
        return self._tuple == _as_tuple(other)
    def __ne__(self, other):
        return self._tuple != _as_tuple(other)
    def __lt__(self, other):
        return self._tuple < _as_tuple(other)
    def __le__(self, other):
        return self._tuple <= _as_tuple(other)
    def __gt__(self, other):
        return self._tuple > _as_tuple(other)
    def __ge__(self, other):
        return self._tuple >= _as_tuple(other)
    def __add__(self, other):
        return self._tuple + _as_tuple(other)
    def __radd__(self, other):
        return _as_tuple(other) + self._tuple
    def __mul__(self, n):
        return self._tuple * n
    def count(self, x):
        return self._tuple.count(x)
    def index(self, x, *args):
        return self._tuple.index(x, *args)
    def _asdict(self):
        return dict(zip(self._fields, self._tuple))
    def _replace(self, **changes):
        values = [changes.pop(name, value) for name, value in zip(self._fields, self._tuple)]
        if changes:
            raise ValueError(f"Got unexpected field names: {{list(changes)!r}}")
        return self.__class__(*values)
    @classmethod
    def _make(cls, iterable):
        values = tuple(iterable)
        if len(values) != {n}:
            raise TypeError(f"Expected {n} arguments, got {{len(values)}}")
        return cls(*values)
def _as_tuple(x):
    if isinstance(x, tuple):
        return x
    t = getattr(x, "_tuple", None)
    return t if isinstance(t, tuple) else x
"#,
        n = names.len()
    ));
    // Fields last: a field named like a tuple method (`index`, `count`) is the field, as in CPython.
    let mut fields_code = String::new();
    for (i, n) in names.iter().enumerate() {
        let _ = writeln!(fields_code, "{typename}.{n} = property(lambda self: self._tuple[{i}], doc='Alias for field number {i}')");
    }
    code.push_str(&fields_code);
    let env = namespace(env.iter().map(|(k, v)| (k.as_str(), v.clone())).collect());
    interp.exec_internal(&code, &env)?;
    let cls = env.vars().get(typename).cloned().ok_or_else(|| raise("SystemError", "namedtuple class missing"))?;
    // Argument errors name `__new__`, as CPython's tuple-based classes do.
    if let Value::Type(t) = &cls {
        if let Some(Value::Function(f)) = crate::host::classes::lookup(t, "__init__") {
            let qual: Rc<str> = Rc::from(format!("{typename}.__new__").as_str());
            let renamed = f.renamed(Rc::from("__new__"), qual);
            interp.class_setattr(t, "__init__", Value::Function(Rc::new(renamed)))?;
        }
    }
    Ok(cls)
}

// ---------------------------------------------------------------- deque

thread_local! {
    /// Deques whose repr is being built (one holding itself prints `[...]`).
    static ACTIVE: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

struct Deque {
    items: RefCell<VecDeque<Value>>,
    maxlen: Option<usize>,
}

impl Deque {
    fn push_back(&self, v: Value) {
        let mut d = self.items.borrow_mut();
        if self.maxlen == Some(0) {
            return;
        }
        if Some(d.len()) == self.maxlen {
            d.pop_front();
        }
        d.push_back(v);
    }
    fn push_front(&self, v: Value) {
        let mut d = self.items.borrow_mut();
        if self.maxlen == Some(0) {
            return;
        }
        if Some(d.len()) == self.maxlen {
            d.pop_back();
        }
        d.push_front(v);
    }
    fn index(&self, interp: &mut Interp, k: &Value) -> R<usize> {
        let i = interp.to_index(k)?;
        let n = self.items.borrow().len() as i64;
        let j = if i < 0 { i + n } else { i };
        if j < 0 || j >= n {
            return Err(raise("IndexError", "deque index out of range"));
        }
        Ok(j as usize)
    }
}

fn new_deque(interp: &mut Interp, mut args: Args) -> R<Value> {
    let maxlen = args.take_kw("maxlen").or_else(|| args.pos.get(1).cloned());
    let maxlen = match maxlen {
        None | Some(Value::None) => None,
        Some(v) => {
            let n = interp.to_index(&v)?;
            if n < 0 {
                return Err(raise("ValueError", "maxlen must be non-negative"));
            }
            Some(n as usize)
        }
    };
    let d = Deque { items: RefCell::new(VecDeque::new()), maxlen };
    if let Some(it) = args.take_kw("iterable").or_else(|| args.pos.first().cloned()) {
        for v in interp.collect(&it)? {
            d.push_back(v);
        }
    }
    Ok(Value::Native(Rc::new(d)))
}

impl NativeObject for Deque {
    fn type_name(&self) -> &str {
        "deque"
    }
    fn repr(&self) -> String {
        "deque([...])".into()
    }
    fn has_repr_in(&self) -> bool {
        true
    }
    fn repr_in(&self, interp: &mut Interp) -> R<Option<String>> {
        repr_via_method(self, interp)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "maxlen").then(|| self.maxlen.map_or(Value::None, |m| Value::int(m as i64))))
    }
    fn dir(&self) -> Vec<String> {
        ["append", "appendleft", "pop", "popleft", "extend", "extendleft", "rotate", "clear", "count", "index", "remove", "reverse", "copy", "insert"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!self.items.borrow().is_empty())
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, _reflected: bool) -> R<Option<Value>> {
        let Value::Native(o) = other else { return Ok(None) };
        let Some(o) = o.as_any().downcast_ref::<Deque>() else { return Ok(None) };
        let a = Value::list(self.items.borrow().iter().cloned().collect());
        let b = Value::list(o.items.borrow().iter().cloned().collect());
        interp.compare(op, &a, &b).map(Some)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match self.compare(interp, CmpOp::Eq, other, false)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let arg = |i: usize| args.pos.get(i).cloned();
        let need = |n: usize| -> R<()> {
            if args.pos.len() != n {
                return Err(raise(
                    "TypeError",
                    format!("deque.{name}() takes exactly {} argument{} ({} given)", n, if n == 1 { "" } else { "s" }, args.pos.len()),
                ));
            }
            Ok(())
        };
        Ok(Some(match name {
            "__repr__" => {
                // A deque holding itself prints `[...]` there, as CPython's does.
                let me = self as *const Deque as usize;
                if ACTIVE.with(|a| a.borrow().contains(&me)) {
                    return Ok(Some(Value::str("[...]")));
                }
                let items: Vec<Value> = self.items.borrow().iter().cloned().collect();
                ACTIVE.with(|a| a.borrow_mut().push(me));
                let body = interp.repr(&Value::list(items));
                ACTIVE.with(|a| a.borrow_mut().retain(|x| *x != me));
                let body = body?;
                Value::str(&match self.maxlen {
                    Some(m) => format!("deque({body}, maxlen={m})"),
                    None => format!("deque({body})"),
                })
            }
            "__len__" => Value::int(self.items.borrow().len() as i64),
            "__iter__" => Value::list(self.items.borrow().iter().cloned().collect()),
            "__contains__" => {
                let x = arg(0).unwrap_or(Value::None);
                let items = Value::list(self.items.borrow().iter().cloned().collect());
                Value::Bool(interp.contains(&items, &x)?)
            }
            "__getitem__" => {
                let i = self.index(interp, &arg(0).unwrap_or(Value::None))?;
                self.items.borrow()[i].clone()
            }
            "__setitem__" => {
                let i = self.index(interp, &arg(0).unwrap_or(Value::None))?;
                self.items.borrow_mut()[i] = arg(1).unwrap_or(Value::None);
                Value::None
            }
            "append" => {
                need(1)?;
                self.push_back(arg(0).unwrap_or(Value::None));
                Value::None
            }
            "appendleft" => {
                need(1)?;
                self.push_front(arg(0).unwrap_or(Value::None));
                Value::None
            }
            "pop" => self.items.borrow_mut().pop_back().ok_or_else(|| raise("IndexError", "pop from an empty deque"))?,
            "popleft" => self.items.borrow_mut().pop_front().ok_or_else(|| raise("IndexError", "pop from an empty deque"))?,
            "extend" | "extendleft" => {
                need(1)?;
                for v in interp.collect(&arg(0).unwrap_or(Value::None))? {
                    if name == "extend" {
                        self.push_back(v);
                    } else {
                        self.push_front(v);
                    }
                }
                Value::None
            }
            "rotate" => {
                let n = match arg(0) {
                    Some(v) => interp.to_index(&v)?,
                    None => 1,
                };
                let mut d = self.items.borrow_mut();
                let len = d.len() as i64;
                if len > 0 {
                    let k = n.rem_euclid(len) as usize;
                    d.rotate_right(k);
                }
                Value::None
            }
            "clear" => {
                self.items.borrow_mut().clear();
                Value::None
            }
            "reverse" => {
                let mut d = self.items.borrow_mut();
                let v: Vec<Value> = d.drain(..).rev().collect();
                d.extend(v);
                Value::None
            }
            "count" => {
                need(1)?;
                let x = arg(0).unwrap_or(Value::None);
                let items: Vec<Value> = self.items.borrow().iter().cloned().collect();
                let mut c = 0;
                for v in &items {
                    if equal(interp, v, &x)? {
                        c += 1;
                    }
                }
                Value::int(c)
            }
            "index" | "remove" => {
                let x = arg(0).unwrap_or(Value::None);
                let items: Vec<Value> = self.items.borrow().iter().cloned().collect();
                let mut found = None;
                for (i, v) in items.iter().enumerate() {
                    if equal(interp, v, &x)? {
                        found = Some(i);
                        break;
                    }
                }
                let Some(i) = found else {
                    let r = interp.repr(&x)?;
                    return Err(raise("ValueError", format!("{r} is not in deque")));
                };
                if name == "index" {
                    Value::int(i as i64)
                } else {
                    self.items.borrow_mut().remove(i);
                    Value::None
                }
            }
            "insert" => {
                let i = interp.to_index(&arg(0).unwrap_or(Value::None))?;
                let mut d = self.items.borrow_mut();
                if Some(d.len()) == self.maxlen {
                    return Err(raise("IndexError", "deque already at its maximum size"));
                }
                let n = d.len() as i64;
                let at = if i < 0 { (i + n).max(0) } else { i.min(n) } as usize;
                d.insert(at, arg(1).unwrap_or(Value::None));
                Value::None
            }
            "copy" | "__copy__" => Value::Native(Rc::new(Deque { items: RefCell::new(self.items.borrow().clone()), maxlen: self.maxlen })),
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

// ---------------------------------------------------------------- dict flavours

/// The dict inside a Counter/defaultdict/OrderedDict, so `dict(c)`, `d.update(c)`, `{**c}` and
/// `json.dumps(c)` read it as CPython reads a dict subclass.
pub fn mapping_view(v: &Value) -> Option<Value> {
    match v {
        Value::Native(n) => match n.as_any().downcast_ref::<DictLike>() {
            Some(d) => Some(d.dict()),
            // `globals()`: what the namespace holds now.
            None => crate::host::globals_dict::as_globals(v).map(|g| crate::host::globals_dict::snapshot(&g.env)),
        },
        _ => None,
    }
}

/// The tuple inside a namedtuple instance (`json.dumps` writes it as a list, as CPython does).
pub fn namedtuple_items(v: &Value) -> Option<Value> {
    let i = crate::host::classes::as_instance(v)?;
    crate::host::classes::lookup(&i.cls, "_fields")?;
    match i.dict.borrow().get("_tuple") {
        Some(t @ Value::Tuple(_)) => Some(t.clone()),
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Flavor {
    Counter,
    Default,
    Ordered,
}

/// `Counter`, `defaultdict` or `OrderedDict`: a dict and what its flavour adds.
struct DictLike {
    flavor: Flavor,
    inner: Shared<Dict>,
    factory: RefCell<Value>,
}

impl DictLike {
    fn dict(&self) -> Value {
        Value::Dict(self.inner.clone())
    }
    fn make(flavor: Flavor, factory: Value) -> DictLike {
        DictLike { flavor, inner: Rc::new(RefCell::new(Dict::default())), factory: RefCell::new(factory) }
    }
    fn get(&self, interp: &mut Interp, k: &Value) -> R<Option<Value>> {
        let hk = interp.dict_key(&self.inner, k)?;
        Ok(self.inner.borrow().map.get(&hk).map(|(_, v)| v.clone()))
    }
    fn set(&self, interp: &mut Interp, k: Value, v: Value) -> R<()> {
        interp.setitem(&self.dict(), &k, v)
    }
    /// Counting `Counter.update`/`subtract`: a mapping adds its values, an iterable counts items.
    fn count_in(&self, interp: &mut Interp, src: &Value, sign: i64) -> R<()> {
        let pairs: Vec<(Value, Value)> = match src {
            Value::Dict(d) => d.borrow().map.values().cloned().collect(),
            Value::Native(n) if n.as_any().is::<DictLike>() => {
                let Some(o) = n.as_any().downcast_ref::<DictLike>() else { return Ok(()) };
                let pairs = o.inner.borrow().map.values().cloned().collect();
                pairs
            }
            other => {
                for x in interp.collect(other)? {
                    let cur = self.get(interp, &x)?.unwrap_or(Value::int(0));
                    let new = interp.binop(Operator::Add, &cur, &Value::int(sign))?;
                    self.set(interp, x, new)?;
                }
                return Ok(());
            }
        };
        for (k, v) in pairs {
            let cur = self.get(interp, &k)?.unwrap_or(Value::int(0));
            let new = if sign > 0 { interp.binop(Operator::Add, &cur, &v)? } else { interp.binop(Operator::Sub, &cur, &v)? };
            self.set(interp, k, new)?;
        }
        Ok(())
    }
    fn entries(&self) -> Vec<(Value, Value)> {
        self.inner.borrow().map.values().cloned().collect()
    }
    /// Entries by count, largest first; ties keep insertion order (a stable sort, as CPython's).
    fn most_common(&self, interp: &mut Interp) -> R<Vec<(Value, Value)>> {
        let mut e = self.entries();
        let mut err = None;
        // Insertion sort keeps it stable and lets comparisons raise.
        let mut out: Vec<(Value, Value)> = Vec::with_capacity(e.len());
        for item in e.drain(..) {
            let mut at = out.len();
            while at > 0 {
                match interp.compare(CmpOp::Gt, &item.1, &out[at - 1].1).and_then(|v| interp.truthy(&v)) {
                    Ok(true) => at -= 1,
                    Ok(false) => break,
                    Err(x) => {
                        err = Some(x);
                        break;
                    }
                }
            }
            out.insert(at, item);
        }
        match err {
            Some(e) => Err(e),
            None => Ok(out),
        }
    }
    fn new_like(&self) -> DictLike {
        DictLike::make(self.flavor, self.factory.borrow().clone())
    }
}

fn fill(interp: &mut Interp, d: &DictLike, src: Option<Value>, kw: Vec<(Rc<str>, Value)>) -> R<()> {
    if let Some(src) = src {
        let pairs: Vec<(Value, Value)> = match &src {
            Value::Dict(x) => x.borrow().map.values().cloned().collect(),
            Value::Native(n) if n.as_any().is::<DictLike>() => n.as_any().downcast_ref::<DictLike>().map(|o| o.entries()).unwrap_or_default(),
            other => {
                let mut out = Vec::new();
                for item in interp.collect(other)? {
                    let kv = interp.collect(&item)?;
                    if kv.len() != 2 {
                        return Err(raise("ValueError", format!("dictionary update sequence element #{} has length {}; 2 is required", out.len(), kv.len())));
                    }
                    out.push((kv[0].clone(), kv[1].clone()));
                }
                out
            }
        };
        for (k, v) in pairs {
            d.set(interp, k, v)?;
        }
    }
    for (k, v) in kw {
        d.set(interp, Value::Str(k), v)?;
    }
    Ok(())
}

fn new_counter(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() > 1 {
        return Err(raise("TypeError", format!("expected at most 1 argument, got {}", args.pos.len())));
    }
    let c = DictLike::make(Flavor::Counter, Value::None);
    if let Some(src) = args.pos.first() {
        c.count_in(interp, src, 1)?;
    }
    for (k, v) in args.kw {
        let cur = c.get(interp, &Value::Str(k.clone()))?.unwrap_or(Value::int(0));
        let new = interp.binop(Operator::Add, &cur, &v)?;
        c.set(interp, Value::Str(k), new)?;
    }
    Ok(Value::Native(Rc::new(c)))
}

fn new_defaultdict(interp: &mut Interp, mut args: Args) -> R<Value> {
    let factory = if args.pos.is_empty() { Value::None } else { args.pos.remove(0) };
    let callable = match &factory {
        Value::None | Value::Function(_) | Value::Builtin(_) | Value::Type(_) | Value::Method(_) => true,
        Value::Native(n) => n.as_any().is::<CollectionType>() || crate::host::classes::as_instance(&factory).is_none(),
        _ => false,
    };
    if !callable {
        return Err(raise("TypeError", "first argument must be callable or None"));
    }
    if args.pos.len() > 1 {
        return Err(raise("TypeError", format!("defaultdict expected at most 2 arguments, got {}", args.pos.len() + 1)));
    }
    let d = DictLike::make(Flavor::Default, factory);
    fill(interp, &d, args.pos.into_iter().next(), args.kw)?;
    Ok(Value::Native(Rc::new(d)))
}

fn new_ordered(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() > 1 {
        return Err(raise("TypeError", format!("expected at most 1 argument, got {}", args.pos.len())));
    }
    let d = DictLike::make(Flavor::Ordered, Value::None);
    fill(interp, &d, args.pos.into_iter().next(), args.kw)?;
    Ok(Value::Native(Rc::new(d)))
}

const DICT_METHODS: &[&str] = &["keys", "values", "items", "get", "pop", "popitem", "setdefault", "update", "clear", "copy"];

impl NativeObject for DictLike {
    fn type_name(&self) -> &str {
        match self.flavor {
            Flavor::Counter => "Counter",
            Flavor::Default => "defaultdict",
            Flavor::Ordered => "OrderedDict",
        }
    }
    fn repr(&self) -> String {
        format!("{}(...)", self.type_name())
    }
    fn has_repr_in(&self) -> bool {
        true
    }
    fn repr_in(&self, interp: &mut Interp) -> R<Option<String>> {
        repr_via_method(self, interp)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "default_factory" && self.flavor == Flavor::Default).then(|| self.factory.borrow().clone()))
    }
    fn dir(&self) -> Vec<String> {
        let mut v: Vec<String> = DICT_METHODS.iter().map(|s| s.to_string()).collect();
        match self.flavor {
            Flavor::Counter => v.extend(["most_common", "elements", "subtract", "total"].map(String::from)),
            Flavor::Ordered => v.push("move_to_end".into()),
            Flavor::Default => {}
        }
        v
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(!self.inner.borrow().map.is_empty())
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match self.compare(interp, CmpOp::Eq, other, false)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn unary(&self, interp: &mut Interp, op: &str) -> R<Option<Value>> {
        if self.flavor != Flavor::Counter || !matches!(op, "+" | "-") {
            return Ok(None);
        }
        // `+c` keeps the positive counts, `-c` the negated negative ones.
        let out = DictLike::make(Flavor::Counter, Value::None);
        let zero = Value::int(0);
        for (k, v) in self.entries() {
            let v = if op == "-" { interp.binop(Operator::Sub, &zero, &v)? } else { v };
            let keep = interp.compare(CmpOp::Gt, &v, &zero)?;
            if interp.truthy(&keep)? {
                out.set(interp, k, v)?;
            }
        }
        Ok(Some(Value::Native(Rc::new(out))))
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let other_counter = match other {
            Value::Native(n) => n.as_any().downcast_ref::<DictLike>().filter(|o| o.flavor == Flavor::Counter && self.flavor == Flavor::Counter),
            _ => None,
        };
        if let Some(o) = other_counter {
            // Counters compare as multisets: a missing element counts zero (Python 3.10+).
            let (a, b) = if reflected { (o, self) } else { (self, o) };
            let mut keys: Vec<Value> = a.entries().into_iter().map(|(k, _)| k).collect();
            keys.extend(b.entries().into_iter().map(|(k, _)| k));
            let zero = Value::int(0);
            let elementwise = match op {
                CmpOp::Eq | CmpOp::NotEq => CmpOp::Eq,
                CmpOp::LtE | CmpOp::Lt => CmpOp::LtE,
                CmpOp::GtE | CmpOp::Gt => CmpOp::GtE,
                _ => return Ok(None),
            };
            let mut all = true;
            let mut equal = true;
            for k in &keys {
                let x = a.get(interp, k)?.unwrap_or(zero.clone());
                let y = b.get(interp, k)?.unwrap_or(zero.clone());
                let r = interp.compare(elementwise, &x, &y)?;
                if !interp.truthy(&r)? {
                    all = false;
                }
                let e = interp.compare(CmpOp::Eq, &x, &y)?;
                if !interp.truthy(&e)? {
                    equal = false;
                }
            }
            let v = match op {
                CmpOp::Eq => all,
                CmpOp::NotEq => !all,
                CmpOp::Lt | CmpOp::Gt => all && !equal,
                _ => all,
            };
            return Ok(Some(Value::Bool(v)));
        }
        if !matches!(op, CmpOp::Eq | CmpOp::NotEq) {
            return Ok(None);
        }
        let other_dict = match other {
            Value::Dict(_) => other.clone(),
            Value::Native(n) => match n.as_any().downcast_ref::<DictLike>() {
                Some(o) => {
                    // Two OrderedDicts are equal only in the same order.
                    if self.flavor == Flavor::Ordered && o.flavor == Flavor::Ordered {
                        let a = Value::list(self.entries().into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect());
                        let b = Value::list(o.entries().into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect());
                        return interp.compare(op, &a, &b).map(Some);
                    }
                    o.dict()
                }
                None => return Ok(None),
            },
            _ => return Ok(None),
        };
        interp.compare(op, &self.dict(), &other_dict).map(Some)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        if self.flavor != Flavor::Counter || reflected {
            return Ok(None);
        }
        let Value::Native(n) = other else { return Ok(None) };
        let Some(o) = n.as_any().downcast_ref::<DictLike>().filter(|o| o.flavor == Flavor::Counter) else { return Ok(None) };
        let out = DictLike::make(Flavor::Counter, Value::None);
        let zero = Value::int(0);
        let mut keys: Vec<Value> = self.entries().into_iter().map(|(k, _)| k).collect();
        for (k, _) in o.entries() {
            if self.get(interp, &k)?.is_none() {
                keys.push(k);
            }
        }
        for k in keys {
            let a = self.get(interp, &k)?.unwrap_or(zero.clone());
            let b = o.get(interp, &k)?.unwrap_or(zero.clone());
            let v = match op {
                Operator::Add => interp.binop(Operator::Add, &a, &b)?,
                Operator::Sub => interp.binop(Operator::Sub, &a, &b)?,
                Operator::BitAnd => {
                    let lt = interp.compare(CmpOp::Lt, &a, &b)?;
                    if interp.truthy(&lt)? {
                        a
                    } else {
                        b
                    }
                }
                Operator::BitOr => {
                    let gt = interp.compare(CmpOp::Gt, &a, &b)?;
                    if interp.truthy(&gt)? {
                        a
                    } else {
                        b
                    }
                }
                _ => return Ok(None),
            };
            let pos = interp.compare(CmpOp::Gt, &v, &zero)?;
            if interp.truthy(&pos)? {
                out.set(interp, k, v)?;
            }
        }
        Ok(Some(Value::Native(Rc::new(out))))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let arg = |i: usize| args.pos.get(i).cloned();
        let v = match name {
            "__repr__" => {
                let text = match self.flavor {
                    Flavor::Counter => {
                        if self.inner.borrow().map.is_empty() {
                            "Counter()".to_string()
                        } else {
                            let mut d = Dict::default();
                            for (k, v) in self.most_common(interp)? {
                                let hk = interp.local_dict_key(&d, &k)?;
                                crate::host::eval::dict_insert(&mut d, hk, k, v);
                            }
                            format!("Counter({})", interp.repr(&Value::dict(d))?)
                        }
                    }
                    Flavor::Default => {
                        let f = self.factory.borrow().clone();
                        format!("defaultdict({}, {})", interp.repr(&f)?, interp.repr(&self.dict())?)
                    }
                    Flavor::Ordered => {
                        if self.inner.borrow().map.is_empty() {
                            "OrderedDict()".to_string()
                        } else {
                            format!("OrderedDict({})", interp.repr(&self.dict())?)
                        }
                    }
                };
                Value::str(&text)
            }
            "__len__" => Value::int(self.inner.borrow().map.len() as i64),
            "__iter__" => Value::list(self.entries().into_iter().map(|(k, _)| k).collect()),
            "__contains__" => {
                let k = arg(0).unwrap_or(Value::None);
                Value::Bool(self.get(interp, &k)?.is_some())
            }
            "__getitem__" => {
                let k = arg(0).unwrap_or(Value::None);
                if let Some(v) = self.get(interp, &k)? {
                    return Ok(Some(v));
                }
                match self.flavor {
                    Flavor::Counter => Value::int(0),
                    Flavor::Default => {
                        let f = self.factory.borrow().clone();
                        if f.is_none() {
                            return Err(Ctrl::Raise(crate::host::exceptions::exc_with_args(crate::host::exceptions::type_named("KeyError"), vec![k])));
                        }
                        let v = interp.call(&f, Args::default())?;
                        self.set(interp, k, v.clone())?;
                        v
                    }
                    Flavor::Ordered => return interp.getitem(&self.dict(), &k).map(Some),
                }
            }
            "__setitem__" => {
                self.set(interp, arg(0).unwrap_or(Value::None), arg(1).unwrap_or(Value::None))?;
                Value::None
            }
            "__delitem__" => {
                interp.delitem(&self.dict(), &arg(0).unwrap_or(Value::None))?;
                Value::None
            }
            "copy" | "__copy__" => {
                let c = self.new_like();
                *c.inner.borrow_mut() = self.inner.borrow().clone();
                Value::Native(Rc::new(c))
            }
            "update" if self.flavor == Flavor::Counter => {
                if let Some(src) = arg(0) {
                    self.count_in(interp, &src, 1)?;
                }
                for (k, v) in &args.kw {
                    let cur = self.get(interp, &Value::Str(k.clone()))?.unwrap_or(Value::int(0));
                    let new = interp.binop(Operator::Add, &cur, v)?;
                    self.set(interp, Value::Str(k.clone()), new)?;
                }
                Value::None
            }
            "subtract" if self.flavor == Flavor::Counter => {
                if let Some(src) = arg(0) {
                    self.count_in(interp, &src, -1)?;
                }
                Value::None
            }
            "total" if self.flavor == Flavor::Counter => {
                let mut t = Value::int(0);
                for (_, v) in self.entries() {
                    t = interp.binop(Operator::Add, &t, &v)?;
                }
                t
            }
            "most_common" if self.flavor == Flavor::Counter => {
                let mut all = self.most_common(interp)?;
                if let Some(n) = arg(0).filter(|v| !v.is_none()) {
                    let n = interp.to_index(&n)?.max(0) as usize;
                    all.truncate(n);
                }
                Value::list(all.into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect())
            }
            "elements" if self.flavor == Flavor::Counter => {
                let mut out = Vec::new();
                for (k, v) in self.entries() {
                    if let Value::Int(_) | Value::Bool(_) = v {
                        let n = interp.to_index(&v)?;
                        for _ in 0..n.max(0) {
                            out.push(k.clone());
                        }
                    }
                }
                let it = interp.iter(&Value::list(out))?;
                Value::Iterator(Rc::new(RefCell::new(it)))
            }
            "move_to_end" if self.flavor == Flavor::Ordered => {
                let k = arg(0).unwrap_or(Value::None);
                let last = match args.kw.iter().find(|(n, _)| &**n == "last").map(|(_, v)| v.clone()).or_else(|| arg(1)) {
                    Some(v) => interp.truthy(&v)?,
                    None => true,
                };
                let hk = interp.dict_key(&self.inner, &k)?;
                let mut d = self.inner.borrow_mut();
                let Some(i) = d.map.get_index_of(&hk) else {
                    drop(d);
                    return Err(Ctrl::Raise(crate::host::exceptions::exc_with_args(crate::host::exceptions::type_named("KeyError"), vec![k])));
                };
                let to = if last { d.map.len() - 1 } else { 0 };
                d.map.move_index(i, to);
                Value::None
            }
            "popitem" if self.flavor == Flavor::Ordered => {
                let last = match args.kw.iter().find(|(n, _)| &**n == "last").map(|(_, v)| v.clone()).or_else(|| arg(0)) {
                    Some(v) => interp.truthy(&v)?,
                    None => true,
                };
                let mut d = self.inner.borrow_mut();
                let taken = if last { d.map.pop() } else { d.map.shift_remove_index(0) };
                match taken {
                    Some((_, (k, v))) => Value::tuple(vec![k, v]),
                    None => return Err(raise("KeyError", "dictionary is empty")),
                }
            }
            _ if DICT_METHODS.contains(&name) => return interp.call_method(&self.dict(), name, args).map(Some),
            _ => return Ok(None),
        };
        Ok(Some(v))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
