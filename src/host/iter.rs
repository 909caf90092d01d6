//! The iteration protocol: `iter()` turns an iterable into an `IterState`, `next()` advances it.
//! Lazy where Python is lazy (range, zip, enumerate, map, filter), so `for i in range(10**9): break`
//! costs nothing. A generator expression is an iterator too (`IterState::Gen`): its outermost
//! iterable is taken when it is created, everything else is evaluated by `next()` (see `eval`).

use crate::host::env::Env;
use crate::host::value::{Args, RangeObj, Shared, Value};
use crate::host::{raise, Interp, R};
use crate::lang::source::Source;
use ruff_python_ast as ast;
use std::rc::Rc;

pub enum IterState {
    List {
        list: Shared<Vec<Value>>,
        pos: usize,
    },
    Items {
        items: Rc<[Value]>,
        pos: usize,
    },
    /// The keys of a dict or set as iteration began; a change in its size raises RuntimeError at
    /// the next step, as CPython does.
    Keys {
        items: Rc<[Value]>,
        pos: usize,
        of: KeysOf,
    },
    Chars {
        s: Rc<str>,
        pos: usize,
    },
    Range {
        r: RangeObj,
        pos: i64,
    },
    /// `zip(*inners, strict=...)`: with `strict`, iterables of unequal length are a ValueError.
    Zip {
        inners: Vec<IterState>,
        strict: bool,
    },
    Enumerate {
        inner: Box<IterState>,
        count: i64,
    },
    Map {
        func: Value,
        inners: Vec<IterState>,
    },
    Filter {
        func: Value,
        inner: Box<IterState>,
    },
    /// An iterator value shared by reference (`it = iter(x)`; `next(it)`).
    Shared(Shared<IterState>),
    /// A generator expression between two elements.
    Gen(Box<GenExpr>),
    /// A generator expression whose `next()` is running (its qualname): re-entering it is an error.
    Running(Rc<str>),
    /// An instance of a user class with `__next__`; StopIteration from it ends the iteration.
    Dunder(Value),
    /// A generator object (a call of a `def` holding `yield`), between two steps.
    GenFn(Box<crate::host::generator::GenFrame>),
    /// An iterator implemented in Rust by a module (itertools.count, csv.reader…).
    Native(Box<dyn NativeIter>),
    Done,
}

/// An iterator a module implements in Rust. `next` returns `Ok(None)` when exhausted; the state
/// machine owns whatever it iterates (inner `IterState`s, buffered values).
pub trait NativeIter {
    /// The Python type name shown by `type()` and the repr (`count`, `_csv.reader`…).
    fn type_name(&self) -> &'static str;
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>>;
    /// The repr, when the type has its own (`count(5)`, `repeat(1, 3)`); None: `<name object at…>`.
    fn repr(&self) -> Option<String> {
        None
    }
}

/// The container whose keys an `IterState::Keys` walks.
pub enum KeysOf {
    Dict(Shared<crate::host::value::Dict>),
    /// A dict's values or items, through its views.
    DictValues(Shared<crate::host::value::Dict>),
    DictItems(Shared<crate::host::value::Dict>),
    Set(Shared<crate::host::value::Set>),
}

impl KeysOf {
    fn len(&self) -> usize {
        match self {
            KeysOf::Dict(d) | KeysOf::DictValues(d) | KeysOf::DictItems(d) => d.borrow().map.len(),
            KeysOf::Set(s) => s.borrow().table.len(),
        }
    }
}

/// A suspended generator expression: its syntax, its own scope (a child of the scope it was
/// created in, so free names are looked up when each element is produced), and the iterators of
/// the `for` clauses entered so far, outermost first. No iterators left: finished.
pub struct GenExpr {
    pub node: Rc<ast::ExprGenerator>,
    pub env: Rc<Env>,
    pub source: Rc<Source>,
    pub qualname: Rc<str>,
    pub loops: Vec<IterState>,
    pub started: bool,
    /// Loop steps taken, for the interrupt check.
    pub steps: u32,
}

impl GenExpr {
    /// Finished (exhausted, raised, closed): nothing more is computed, and its scope lets go of
    /// the last values of its loop variables, as CPython frees the generator's frame.
    pub fn finish(&mut self) {
        self.loops.clear();
        self.env.clear();
    }
}

impl IterState {
    pub fn kind_name(&self) -> &'static str {
        match self {
            IterState::List { .. } => "list_iterator",
            IterState::Items { .. } => "tuple_iterator",
            IterState::Keys { of: KeysOf::Dict(_), .. } => "dict_keyiterator",
            IterState::Keys { of: KeysOf::DictValues(_), .. } => "dict_valueiterator",
            IterState::Keys { of: KeysOf::DictItems(_), .. } => "dict_itemiterator",
            IterState::Keys { of: KeysOf::Set(_), .. } => "set_iterator",
            IterState::Chars { .. } => "str_ascii_iterator",
            IterState::Range { .. } => "range_iterator",
            IterState::Zip { .. } => "zip",
            IterState::Enumerate { .. } => "enumerate",
            IterState::Map { .. } => "map",
            IterState::Filter { .. } => "filter",
            IterState::Gen(_) | IterState::GenFn(_) | IterState::Running(_) => "generator",
            IterState::Shared(_) | IterState::Done => "iterator",
            IterState::Dunder(_) => "iterator",
            IterState::Native(n) => n.type_name(),
        }
    }
    pub fn items(v: Vec<Value>) -> IterState {
        IterState::Items { items: Rc::from(v), pos: 0 }
    }
}

impl Interp {
    pub fn iter(&mut self, v: &Value) -> R<IterState> {
        Ok(match v {
            Value::List(l) => IterState::List { list: l.clone(), pos: 0 },
            Value::Tuple(t) => IterState::Items { items: t.clone(), pos: 0 },
            Value::Str(s) => IterState::Chars { s: s.clone(), pos: 0 },
            Value::Range(r) => IterState::Range { r: **r, pos: 0 },
            Value::Dict(d) => IterState::Keys { items: d.borrow().map.values().map(|(k, _)| k.clone()).collect(), pos: 0, of: KeysOf::Dict(d.clone()) },
            Value::Set(s) => IterState::Keys { items: s.borrow().table.values().cloned().collect(), pos: 0, of: KeysOf::Set(s.clone()) },
            Value::Iterator(it) => IterState::Shared(it.clone()),
            Value::Type(t) if crate::host::modules::enums::is_enum(t) => IterState::items(crate::host::modules::enums::members(t)),
            Value::Native(_) if crate::host::dict_views::as_view(v).is_some() => match crate::host::dict_views::as_view(v) {
                Some(w) => w.iter_state(),
                None => IterState::Done,
            },
            Value::Native(n) => {
                let items = n.call_method(self, "__iter__", Args::default())?;
                match items {
                    Some(Value::List(l)) => IterState::List { list: l, pos: 0 },
                    Some(other) => return self.iter(&other),
                    None => return Err(raise("TypeError", format!("'{}' object is not iterable", n.type_name()))),
                }
            }
            other => return Err(raise("TypeError", format!("'{}' object is not iterable", self.type_name(other)))),
        })
    }

    /// The next item, or None when exhausted. Every step answers an interrupt and the memory
    /// limit, so a builtin draining a huge iterator (`sum(range(10**12))`) can be stopped.
    pub fn next(&mut self, it: &mut IterState) -> R<Option<Value>> {
        self.check_interrupt()?;
        match it {
            IterState::List { list, pos } => {
                let l = list.borrow();
                if *pos < l.len() {
                    *pos += 1;
                    Ok(Some(l[*pos - 1].clone()))
                } else {
                    Ok(None)
                }
            }
            IterState::Items { items, pos } => {
                if *pos < items.len() {
                    *pos += 1;
                    Ok(Some(items[*pos - 1].clone()))
                } else {
                    Ok(None)
                }
            }
            IterState::Keys { items, pos, of } => {
                if of.len() != items.len() {
                    let what = match of {
                        KeysOf::Dict(_) | KeysOf::DictValues(_) | KeysOf::DictItems(_) => "dictionary changed size during iteration",
                        KeysOf::Set(_) => "Set changed size during iteration",
                    };
                    *it = IterState::Done;
                    return Err(raise("RuntimeError", what));
                }
                if *pos < items.len() {
                    *pos += 1;
                    Ok(Some(items[*pos - 1].clone()))
                } else {
                    Ok(None)
                }
            }
            IterState::Chars { s, pos } => match s[*pos..].chars().next() {
                Some(c) => {
                    *pos += c.len_utf8();
                    Ok(Some(Value::str(c.encode_utf8(&mut [0; 4]))))
                }
                None => Ok(None),
            },
            IterState::Range { r, pos } => {
                if *pos < r.len() {
                    *pos += 1;
                    Ok(Some(Value::int(r.get(*pos - 1))))
                } else {
                    Ok(None)
                }
            }
            IterState::Zip { inners, strict } => {
                let mut out = Vec::with_capacity(inners.len());
                for k in 0..inners.len() {
                    match self.next(&mut inners[k])? {
                        Some(v) => out.push(v),
                        None if *strict => return zip_strict_end(self, inners, k),
                        None => return Ok(None),
                    }
                }
                if out.is_empty() {
                    return Ok(None);
                }
                Ok(Some(Value::tuple(out)))
            }
            IterState::Enumerate { inner, count } => match self.next(inner)? {
                Some(v) => {
                    *count += 1;
                    Ok(Some(Value::tuple(vec![Value::int(*count - 1), v])))
                }
                None => Ok(None),
            },
            IterState::Map { func, inners } => {
                let mut args = Vec::with_capacity(inners.len());
                for inner in inners.iter_mut() {
                    match self.next(inner)? {
                        Some(v) => args.push(v),
                        None => return Ok(None),
                    }
                }
                let f = func.clone();
                self.call(&f, Args::new(args)).map(Some)
            }
            IterState::Filter { func, inner } => loop {
                let Some(v) = self.next(inner)? else { return Ok(None) };
                let f = func.clone();
                let keep = if f.is_none() { v.clone() } else { self.call(&f, Args::new(vec![v.clone()]))? };
                if self.truthy(&keep)? {
                    return Ok(Some(v));
                }
            },
            IterState::Shared(shared) => {
                let mut state = {
                    let mut cell = shared.borrow_mut();
                    let placeholder = match &*cell {
                        IterState::Gen(g) => IterState::Running(g.qualname.clone()),
                        IterState::GenFn(g) => IterState::Running(g.func.qualname.clone()),
                        _ => IterState::Done,
                    };
                    std::mem::replace(&mut *cell, placeholder)
                };
                let r = self.next(&mut state);
                *shared.borrow_mut() = state;
                r
            }
            IterState::Gen(g) => self.genexpr_next(g),
            IterState::GenFn(g) => match self.gen_resume(g, crate::host::generator::Resume::Send(Value::None))? {
                crate::host::generator::Step::Yielded(v) => Ok(Some(v)),
                crate::host::generator::Step::Returned(_) => Ok(None),
            },
            IterState::Running(_) => Err(raise("ValueError", "generator already executing")),
            IterState::Done => Ok(None),
            IterState::Native(n) => n.next(self),
            IterState::Dunder(v) => {
                let Value::Native(n) = v.clone() else { return Ok(None) };
                match n.call_method(self, "__next__", Args::default()) {
                    Ok(Some(x)) => Ok(Some(x)),
                    Ok(None) => Err(raise("TypeError", format!("'{}' object is not an iterator", n.type_name()))),
                    Err(crate::host::Ctrl::Raise(e)) if e.is("StopIteration") => {
                        *it = IterState::Done;
                        Ok(None)
                    }
                    Err(e) => Err(e),
                }
            }
        }
    }

    /// Drain an iterable into a vector (list(), tuple(), unpacking…).
    pub fn collect(&mut self, v: &Value) -> R<Vec<Value>> {
        match v {
            Value::List(l) => return Ok(l.borrow().clone()),
            Value::Tuple(t) => return Ok(t.to_vec()),
            _ => {}
        }
        let mut it = self.iter(v)?;
        let mut out = Vec::new();
        while let Some(x) = self.next(&mut it)? {
            out.push(x);
            if out.len() % 4096 == 0 {
                self.check_interrupt()?;
            }
        }
        Ok(out)
    }
}

/// Iterable `k` of a strict `zip` is exhausted: fine if all of them end together, else the
/// ValueError naming the shorter or longer argument, worded as CPython does.
fn zip_strict_end(interp: &mut Interp, inners: &mut [IterState], k: usize) -> R<Option<Value>> {
    let before = |n: usize| if n == 1 { "argument 1".to_string() } else { format!("arguments 1-{n}") };
    if k > 0 {
        return Err(raise("ValueError", format!("zip() argument {} is shorter than {}", k + 1, before(k))));
    }
    for (j, inner) in inners.iter_mut().enumerate().skip(1) {
        if interp.next(inner)?.is_some() {
            return Err(raise("ValueError", format!("zip() argument {} is longer than {}", j + 1, before(j))));
        }
    }
    Ok(None)
}
