//! `match` statements (PEP 634) with CPython's meaning: the subject is evaluated once, the cases
//! are tried in order, a case's captures are bound when its pattern matches (before its guard
//! runs, so a failed guard leaves them bound, as in CPython), and the first case whose guard holds
//! runs. Value patterns compare with `==`, singletons with `is`; sequence patterns take lists,
//! tuples, ranges, deques and namedtuples but never strings, bytes or mappings; mapping patterns
//! look keys up as `dict.get` does (no `__missing__`); class patterns check `isinstance` and read
//! attributes named by `__match_args__` and keywords (the builtin types match their one positional
//! sub-pattern against the subject itself).
//!
//! Owns pattern evaluation only. The compile-time rules (unreachable patterns, alternatives that
//! bind different names, duplicate names or keys) are checked before a cell runs, by
//! `lang::pattern_rules`; the names a pattern binds are a function's locals through
//! `env::collect_stmt`.

use crate::host::value::{TypeKind, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{self as ast, Pattern, Singleton};
use std::rc::Rc;

/// The names a pattern captured, in the order CPython stores them.
type Captures<'a> = Vec<(&'a str, Value)>;

impl Interp {
    /// The index of the case that runs (its captures bound, its guard true), or None.
    pub(crate) fn select_case(&mut self, m: &ast::StmtMatch, subject: &Value) -> R<Option<usize>> {
        let mut captures = Captures::new();
        for (k, case) in m.cases.iter().enumerate() {
            captures.clear();
            if !self.match_pattern(&case.pattern, subject, &mut captures)? {
                continue;
            }
            let env = self.current_env();
            for (name, v) in captures.drain(..) {
                env.set_str(name, v);
            }
            let taken = match &case.guard {
                Some(g) => self.test(g)?,
                None => true,
            };
            if taken {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    pub(crate) fn exec_match(&mut self, m: &ast::StmtMatch) -> R<()> {
        let subject = self.eval(&m.subject)?;
        match self.select_case(m, &subject)? {
            Some(k) => match m.cases.get(k) {
                Some(case) => self.exec_block(&case.body),
                None => Ok(()),
            },
            None => Ok(()),
        }
    }

    fn match_pattern<'a>(&mut self, p: &'a Pattern, subject: &Value, captures: &mut Captures<'a>) -> R<bool> {
        let _level = crate::host::enter_walk("")?;
        match p {
            Pattern::MatchValue(v) => {
                let value = self.eval(&v.value)?;
                self.eq(subject, &value)
            }
            Pattern::MatchSingleton(s) => Ok(match s.value {
                Singleton::None => matches!(subject, Value::None),
                Singleton::True => matches!(subject, Value::Bool(true)),
                Singleton::False => matches!(subject, Value::Bool(false)),
            }),
            Pattern::MatchAs(a) => {
                if let Some(inner) = &a.pattern {
                    if !self.match_pattern(inner, subject, captures)? {
                        return Ok(false);
                    }
                }
                if let Some(name) = &a.name {
                    captures.push((name.as_str(), subject.clone()));
                }
                Ok(true)
            }
            Pattern::MatchOr(o) => {
                for alt in &o.patterns {
                    let mark = captures.len();
                    if self.match_pattern(alt, subject, captures)? {
                        return Ok(true);
                    }
                    captures.truncate(mark);
                }
                Ok(false)
            }
            Pattern::MatchSequence(s) => self.match_sequence(&s.patterns, subject, captures),
            Pattern::MatchMapping(m) => self.match_mapping(m, subject, captures),
            Pattern::MatchClass(c) => self.match_class(c, subject, captures),
            // The parser admits a star only inside a sequence pattern, which handles it.
            Pattern::MatchStar(_) => Err(raise("SyntaxError", "can't use starred name here")),
        }
    }

    /// The items of a subject that sequence patterns take (`collections.abc.Sequence` less
    /// `str`, `bytes` and `bytearray`), or None.
    fn sequence_items(&mut self, subject: &Value) -> R<Option<Vec<Value>>> {
        Ok(match subject {
            Value::List(l) => Some(l.borrow().clone()),
            Value::Tuple(t) => Some(t.to_vec()),
            Value::Range(_) => Some(self.collect(subject)?),
            Value::Native(n) if n.type_name() == "deque" => Some(self.collect(subject)?),
            _ => match crate::host::modules::collections::namedtuple_items(subject) {
                Some(Value::Tuple(t)) => Some(t.to_vec()),
                _ => None,
            },
        })
    }

    fn match_sequence<'a>(&mut self, patterns: &'a [Pattern], subject: &Value, captures: &mut Captures<'a>) -> R<bool> {
        let Some(items) = self.sequence_items(subject)? else { return Ok(false) };
        let star = patterns.iter().position(|p| matches!(p, Pattern::MatchStar(_)));
        let Some(k) = star else {
            if items.len() != patterns.len() {
                return Ok(false);
            }
            for (p, v) in patterns.iter().zip(&items) {
                if !self.match_pattern(p, v, captures)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        };
        // `[a, *rest, z]`: the items before and after the star, and the star's list between.
        let after = patterns.len() - k - 1;
        if items.len() < k + after {
            return Ok(false);
        }
        let tail = items.len() - after;
        for (p, v) in patterns[..k].iter().zip(&items[..k]) {
            if !self.match_pattern(p, v, captures)? {
                return Ok(false);
            }
        }
        for (p, v) in patterns[k + 1..].iter().zip(&items[tail..]) {
            if !self.match_pattern(p, v, captures)? {
                return Ok(false);
            }
        }
        if let Some(Pattern::MatchStar(s)) = patterns.get(k) {
            if let Some(name) = &s.name {
                captures.push((name.as_str(), Value::list(items[k..tail].to_vec())));
            }
        }
        Ok(true)
    }

    fn match_mapping<'a>(&mut self, m: &'a ast::PatternMatchMapping, subject: &Value, captures: &mut Captures<'a>) -> R<bool> {
        let dict = match subject {
            Value::Dict(d) => d.clone(),
            other => match crate::host::modules::collections::mapping_view(other) {
                Some(Value::Dict(d)) => d,
                _ => return Ok(false),
            },
        };
        if dict.borrow().map.len() < m.keys.len() {
            return Ok(false);
        }
        let mut keys = Vec::with_capacity(m.keys.len());
        for k in m.keys.iter() {
            let key = self.eval(k)?;
            for seen in &keys {
                if self.eq(seen, &key)? {
                    let shown = self.repr(&key)?;
                    return Err(raise("ValueError", format!("mapping pattern checks duplicate key ({shown})")));
                }
            }
            keys.push(key);
        }
        for (key, p) in keys.iter().zip(m.patterns.iter()) {
            let Some(v) = self.dict_get(&dict, key)? else { return Ok(false) };
            if !self.match_pattern(p, &v, captures)? {
                return Ok(false);
            }
        }
        if let Some(rest) = &m.rest {
            let copy = Rc::new(std::cell::RefCell::new(dict.borrow().clone()));
            for key in &keys {
                let k = self.dict_key(&copy, key)?;
                copy.borrow_mut().map.shift_remove(&k);
            }
            captures.push((rest.as_str(), Value::Dict(copy)));
        }
        Ok(true)
    }

    fn match_class<'a>(&mut self, c: &'a ast::PatternMatchClass, subject: &Value, captures: &mut Captures<'a>) -> R<bool> {
        let cls = self.eval(&c.cls)?;
        let Value::Type(t) = &cls else {
            return Err(raise("TypeError", "called match pattern must be a type"));
        };
        if !crate::host::builtins::is_instance(self, subject, &cls)? {
            return Ok(false);
        }
        let positional = &c.arguments.patterns;
        let n = positional.len();
        let plural = |k: usize| if k == 1 { "" } else { "s" };
        // bool, bytearray, bytes, dict, float, frozenset, int, list, set, str and tuple match
        // one positional sub-pattern against the subject itself.
        let matches_self = t.class.is_none()
            && (matches!(
                t.kind,
                TypeKind::Bool
                    | TypeKind::Bytes
                    | TypeKind::Dict
                    | TypeKind::Float
                    | TypeKind::FrozenSet
                    | TypeKind::Int
                    | TypeKind::List
                    | TypeKind::Set
                    | TypeKind::Str
                    | TypeKind::Tuple
            ) || &*t.name == "bytearray");
        let mut attrs: Vec<(Rc<str>, &'a Pattern)> = Vec::with_capacity(n + c.arguments.keywords.len());
        if matches_self && n > 0 {
            if n > 1 {
                return Err(raise("TypeError", format!("{}() accepts 1 positional sub-pattern ({n} given)", t.name)));
            }
            if !self.match_pattern(&positional[0], subject, captures)? {
                return Ok(false);
            }
        } else if n > 0 {
            let names = match self.getattr(&cls, "__match_args__") {
                Ok(v) => Some(v),
                Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") => None,
                Err(e) => return Err(e),
            };
            let names = match names {
                None => return Err(raise("TypeError", format!("{}() accepts 0 positional sub-patterns ({n} given)", t.name))),
                Some(Value::Tuple(items)) => items,
                Some(other) => return Err(raise("TypeError", format!("{}.__match_args__ must be a tuple (got {})", t.name, self.type_name(&other)))),
            };
            if names.len() < n {
                return Err(raise("TypeError", format!("{}() accepts {} positional sub-pattern{} ({n} given)", t.name, names.len(), plural(names.len()))));
            }
            for (name, p) in names.iter().zip(positional.iter()) {
                let Value::Str(s) = name else {
                    return Err(raise("TypeError", format!("__match_args__ elements must be strings (got {})", self.type_name(name))));
                };
                attrs.push((s.clone(), p));
            }
        }
        for kw in &c.arguments.keywords {
            attrs.push((Rc::from(kw.attr.as_str()), &kw.pattern));
        }
        for (i, (name, _)) in attrs.iter().enumerate() {
            if attrs[..i].iter().any(|(seen, _)| seen == name) {
                return Err(raise("TypeError", format!("{}() got multiple sub-patterns for attribute '{name}'", t.name)));
            }
        }
        for (name, p) in attrs {
            let v = match self.getattr(subject, &name) {
                Ok(v) => v,
                Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") => return Ok(false),
                Err(e) => return Err(e),
            };
            if !self.match_pattern(p, &v, captures)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
