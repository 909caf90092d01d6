//! Sets and frozensets in the interpreter: building them (`{…}`, comprehensions, `set()`,
//! `frozenset()`), their methods and operators, each written as CPython's `setobject.c` does it
//! (which table is copied, which side is iterated, when a table is presized), because that
//! decides the table and so the order a set prints in. Also the keys of instances whose class
//! defines `__hash__` and `__eq__` as members and as dict keys (`set_key`, `dict_key`).
//!
//! The table is `set_table`; the numbers `hash`. Must not print anything (`repr` does).

use crate::host::set_table::{Entry, SetTable};
use crate::host::value::{Args, Dict, HashKey, Set, Shared, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{self as ast, Expr, Operator};
use std::cell::RefCell;
use std::rc::Rc;

/// A new set or frozenset holding `table`.
pub fn new_set(table: SetTable, frozen: bool) -> Value {
    Value::Set(Rc::new(RefCell::new(Set { table, frozen })))
}

/// The members of a table, out of its borrow (so `__eq__` may run while we walk them).
fn entries_of(s: &Shared<Set>) -> Vec<Entry> {
    s.borrow().table.entries().cloned().collect()
}

/// Whether a literal element is a constant after CPython's AST optimiser (numbers, strings,
/// bytes, None, booleans, `...`, signed numbers and tuples of constants).
fn is_constant(e: &Expr) -> bool {
    match e {
        Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BytesLiteral(_) | Expr::NoneLiteral(_) | Expr::BooleanLiteral(_) | Expr::EllipsisLiteral(_) => {
            true
        }
        Expr::UnaryOp(u) => matches!(u.op, ast::UnaryOp::USub | ast::UnaryOp::UAdd | ast::UnaryOp::Invert) && is_constant(&u.operand),
        Expr::Tuple(t) => t.elts.iter().all(is_constant),
        _ => false,
    }
}

impl Interp {
    /// The key `v` has in set `s`. Keys of builtin values are equal exactly when the values
    /// are; an instance whose class defines `__hash__` (`HashKey::Obj`) is equal only to itself
    /// by key, so `==` decides between it and the members with the same hash: `v` then takes
    /// the key of the member it equals (a namedtuple and its plain tuple, two equal dataclass
    /// instances).
    #[inline]
    pub fn set_key(&mut self, s: &Shared<Set>, v: &Value) -> R<HashKey> {
        if let Some(key) = HashKey::plain(v) {
            if !s.borrow().table.has_obj_keys() {
                return Ok(key);
            }
        }
        self.set_key_general(s, v)
    }

    fn set_key_general(&mut self, s: &Shared<Set>, v: &Value) -> R<HashKey> {
        let key = self.hash_key(v)?;
        let cands = set_candidates(&s.borrow().table, &key, None);
        self.equal_member(key, v, cands)
    }

    /// The same for dict `d`.
    #[inline]
    pub fn dict_key(&mut self, d: &Shared<Dict>, v: &Value) -> R<HashKey> {
        if let Some(key) = HashKey::plain(v) {
            if !d.borrow().obj_keys {
                return Ok(key);
            }
        }
        self.dict_key_general(d, v)
    }

    fn dict_key_general(&mut self, d: &Shared<Dict>, v: &Value) -> R<HashKey> {
        let key = self.hash_key(v)?;
        let cands = dict_candidates(&d.borrow(), &key);
        self.equal_member(key, v, cands)
    }

    /// The same for a dict being built, which no `__eq__` can reach.
    pub fn local_dict_key(&mut self, d: &Dict, v: &Value) -> R<HashKey> {
        let key = self.hash_key(v)?;
        let cands = dict_candidates(d, &key);
        self.equal_member(key, v, cands)
    }

    /// An entry of another set, keyed for set `s` (as `set_key` does).
    fn entry_key_in(&mut self, s: &Shared<Set>, e: &Entry) -> R<HashKey> {
        let cands = set_candidates(&s.borrow().table, &e.key, Some(e.hash));
        self.equal_member(e.key.clone(), &e.value, cands)
    }

    /// The key of the first candidate equal to `v` (stored member on the left of `==`, as
    /// CPython compares), or `v`'s own key when there are none to ask.
    #[inline]
    fn equal_member(&mut self, key: HashKey, v: &Value, cands: Option<Vec<(HashKey, Value)>>) -> R<HashKey> {
        // None: no `__eq__` to ask (the usual case: numbers and strings).
        let Some(cands) = cands else { return Ok(key) };
        for (k, member) in cands {
            if self.eq(&member, v)? {
                return Ok(k);
            }
        }
        Ok(key)
    }

    pub(crate) fn set_add(&mut self, s: &Shared<Set>, v: Value) -> R<()> {
        let k = self.set_key(s, &v)?;
        s.borrow_mut().table.insert(k, v);
        Ok(())
    }

    fn set_add_entry(&mut self, s: &Shared<Set>, e: &Entry) -> R<()> {
        let k = self.entry_key_in(s, e)?;
        s.borrow_mut().table.insert_entry(&Entry { hash: e.hash, key: k, value: e.value.clone() });
        Ok(())
    }

    fn set_contains_entry(&mut self, s: &Shared<Set>, e: &Entry) -> R<bool> {
        let k = self.entry_key_in(s, e)?;
        Ok(s.borrow().table.contains_key(&k))
    }

    /// Remove an entry of another set from `s`; true when it was there.
    fn set_discard_entry(&mut self, s: &Shared<Set>, e: &Entry) -> R<bool> {
        let k = self.entry_key_in(s, e)?;
        Ok(s.borrow_mut().table.remove(&k).is_some())
    }

    pub fn set_contains(&mut self, s: &Shared<Set>, v: &Value) -> R<bool> {
        if let Some(found) = s.borrow().table.plain_contains(v) {
            return Ok(found);
        }
        let k = self.set_key(s, v)?;
        Ok(s.borrow().table.contains_key(&k))
    }

    /// A set of `items` added one by one (a comprehension, `BUILD_SET`).
    pub fn make_set(&mut self, items: Vec<Value>) -> R<Value> {
        let out = Rc::new(RefCell::new(Set::default()));
        for v in items {
            self.set_add(&out, v)?;
        }
        Ok(Value::Set(out))
    }

    /// A set display `{a, b, *c}`. Three or more constants are what CPython compiles them to: a
    /// frozenset constant (made from the items, then remade from its own order when the
    /// compiler merges constants) merged into a new set.
    pub fn set_literal(&mut self, elts: &[Expr]) -> R<Value> {
        let out = Rc::new(RefCell::new(Set::default()));
        if elts.len() > 2 && elts.iter().all(is_constant) {
            let items = elts.iter().map(|e| self.eval(e)).collect::<R<Vec<_>>>()?;
            let Value::Set(first) = self.make_set(items)? else { unreachable!() };
            let again: Vec<Value> = first.borrow().table.values().cloned().collect();
            let Value::Set(folded) = self.make_set(again)? else { unreachable!() };
            out.borrow_mut().table.merge(&folded.borrow().table);
            return Ok(Value::Set(out));
        }
        for e in elts {
            match e {
                Expr::Starred(s) => {
                    let v = self.eval(&s.value)?;
                    self.set_update(&out, &v)?;
                }
                e => {
                    let v = self.eval(e)?;
                    self.set_add(&out, v)?;
                }
            }
        }
        Ok(Value::Set(out))
    }

    /// `s.update(other)` (`set_update_internal`): a set is merged table to table, a dict's keys
    /// are added after one resize, anything else is iterated.
    pub fn set_update(&mut self, s: &Shared<Set>, other: &Value) -> R<()> {
        match other {
            Value::Set(o) if Rc::ptr_eq(s, o) => Ok(()),
            Value::Set(o) => {
                // Table to table unless an instance key on either side needs `__eq__`.
                let plain = !o.borrow().table.has_obj_keys() && !s.borrow().table.has_obj_keys();
                if plain {
                    let o = o.borrow();
                    s.borrow_mut().table.merge(&o.table);
                    return Ok(());
                }
                for e in entries_of(o) {
                    self.set_add_entry(s, &e)?;
                }
                Ok(())
            }
            Value::Dict(d) => {
                let keys: Vec<Value> = d.borrow().map.values().map(|(k, _)| k.clone()).collect();
                s.borrow_mut().table.reserve_for(keys.len());
                for k in keys {
                    self.set_add(s, k)?;
                }
                Ok(())
            }
            other => {
                for v in self.collect(other)? {
                    self.set_add(s, v)?;
                }
                Ok(())
            }
        }
    }

    /// `set(x)` or `frozenset(x)`; `frozenset(f)` of a frozenset is `f` itself.
    pub fn set_from(&mut self, v: Option<&Value>, frozen: bool) -> R<Value> {
        if let (true, Some(Value::Set(f))) = (frozen, v) {
            if f.borrow().frozen {
                return Ok(Value::Set(f.clone()));
            }
        }
        let out = Rc::new(RefCell::new(Set::default()));
        if let Some(v) = v {
            self.set_update(&out, v)?;
        }
        out.borrow_mut().frozen = frozen;
        Ok(Value::Set(out))
    }

    /// A copy of `s` of the given kind (`make_new_set_basetype`): a merge into an empty table.
    fn set_copy(&self, s: &Shared<Set>, frozen: bool) -> Shared<Set> {
        let mut t = SetTable::default();
        t.merge(&s.borrow().table);
        Rc::new(RefCell::new(Set { table: t, frozen }))
    }

    /// A set of `v`'s items, unless `v` is a set already.
    fn as_set(&mut self, v: &Value) -> R<Shared<Set>> {
        match v {
            Value::Set(s) => Ok(s.clone()),
            other => match self.set_from(Some(other), false)? {
                Value::Set(s) => Ok(s),
                _ => unreachable!(),
            },
        }
    }

    /// `set_intersection`: iterate the smaller set (or the iterable), keep what the other holds.
    fn set_intersection(&mut self, s: &Shared<Set>, other: &Value, frozen: bool) -> R<Shared<Set>> {
        if let Value::Set(o) = other {
            if Rc::ptr_eq(s, o) {
                return Ok(self.set_copy(s, frozen));
            }
        }
        let out = Rc::new(RefCell::new(Set { table: SetTable::default(), frozen }));
        match other {
            Value::Set(o) => {
                let (big, small) = if o.borrow().table.len() > s.borrow().table.len() { (o, s) } else { (s, o) };
                for e in entries_of(small) {
                    if self.set_contains_entry(big, &e)? {
                        self.set_add_entry(&out, &e)?;
                    }
                }
            }
            other => {
                for v in self.collect(other)? {
                    if self.set_contains(s, &v)? {
                        self.set_add(&out, v)?;
                    }
                }
            }
        }
        Ok(out)
    }

    /// `set_difference_update_internal`: remove `other`'s items from `s`, then drop the dummies
    /// if they fill over a quarter of the table.
    fn set_difference_update(&mut self, s: &Shared<Set>, other: &Value) -> R<()> {
        match other {
            Value::Set(o) if Rc::ptr_eq(s, o) => {
                s.borrow_mut().table.clear();
                return Ok(());
            }
            Value::Set(o) => {
                for e in entries_of(o) {
                    self.set_discard_entry(s, &e)?;
                }
            }
            other => {
                for v in self.collect(other)? {
                    let k = self.set_key(s, &v)?;
                    s.borrow_mut().table.remove(&k);
                }
            }
        }
        s.borrow_mut().table.purge_dummies();
        Ok(())
    }

    /// `set_difference`: copy and remove when `s` is over four times `other`'s size (or `other`
    /// is a plain iterable), else add `s`'s members that `other` lacks to a new set.
    fn set_difference(&mut self, s: &Shared<Set>, other: &Value, frozen: bool) -> R<Shared<Set>> {
        let other_size = match other {
            Value::Set(o) => Some(o.borrow().table.len()),
            Value::Dict(d) => Some(d.borrow().map.len()),
            _ => None,
        };
        let len = s.borrow().table.len();
        match other_size {
            Some(n) if (len >> 2) <= n => {
                let out = Rc::new(RefCell::new(Set { table: SetTable::default(), frozen }));
                for e in entries_of(s) {
                    let present = match other {
                        Value::Set(o) => self.set_contains_entry(o, &e)?,
                        Value::Dict(d) => {
                            let k = self.dict_key(d, &e.value)?;
                            d.borrow().map.contains_key(&k)
                        }
                        _ => false,
                    };
                    if !present {
                        self.set_add_entry(&out, &e)?;
                    }
                }
                Ok(out)
            }
            _ => {
                let out = self.set_copy(s, frozen);
                self.set_difference_update(&out, other)?;
                Ok(out)
            }
        }
    }

    /// `set_symmetric_difference_update`: each item of `other` (as a set) is removed when present
    /// and added when not.
    fn set_symmetric_difference_update(&mut self, s: &Shared<Set>, other: &Value) -> R<()> {
        if let Value::Set(o) = other {
            if Rc::ptr_eq(s, o) {
                s.borrow_mut().table.clear();
                return Ok(());
            }
        }
        if let Value::Dict(d) = other {
            let keys: Vec<Value> = d.borrow().map.values().map(|(k, _)| k.clone()).collect();
            for k in keys {
                let key = self.set_key(s, &k)?;
                let removed = s.borrow_mut().table.remove(&key).is_some();
                if !removed {
                    s.borrow_mut().table.insert(key, k);
                }
            }
            return Ok(());
        }
        let o = self.as_set(other)?;
        for e in entries_of(&o) {
            if !self.set_discard_entry(s, &e)? {
                self.set_add_entry(s, &e)?;
            }
        }
        Ok(())
    }

    /// `a | b`, `a & b`, `a - b`, `a ^ b` of two sets (either kind); the result has `a`'s kind.
    pub fn set_binop(&mut self, op: Operator, a: &Shared<Set>, b: &Value) -> R<Value> {
        let frozen = a.borrow().frozen;
        let out = match op {
            Operator::BitOr => {
                let out = self.set_copy(a, frozen);
                self.set_update(&out, b)?;
                out
            }
            Operator::BitAnd => self.set_intersection(a, b, frozen)?,
            Operator::Sub => self.set_difference(a, b, frozen)?,
            _ => {
                let Value::Set(out) = self.set_from(Some(b), false)? else { unreachable!() };
                out.borrow_mut().frozen = frozen;
                self.set_symmetric_difference_update(&out, &Value::Set(a.clone()))?;
                out
            }
        };
        Ok(Value::Set(out))
    }

    /// `a |= b` and the others on a set: in place, as CPython's `set_ior`… do.
    pub fn set_inplace(&mut self, op: Operator, a: &Shared<Set>, b: &Value) -> R<()> {
        match op {
            Operator::BitOr => self.set_update(a, b),
            Operator::BitAnd => {
                let t = self.set_intersection(a, b, false)?;
                let t = std::mem::take(&mut t.borrow_mut().table);
                a.borrow_mut().table = t;
                Ok(())
            }
            Operator::Sub => self.set_difference_update(a, b),
            _ => self.set_symmetric_difference_update(a, b),
        }
    }

    pub fn set_method(&mut self, recv: &Value, name: &str, args: Args) -> R<Value> {
        let Value::Set(s) = recv else { return Ok(Value::None) };
        let frozen = s.borrow().frozen;
        let mutating = matches!(
            name,
            "add" | "remove" | "discard" | "pop" | "clear" | "update" | "intersection_update" | "difference_update" | "symmetric_difference_update"
        );
        if frozen && mutating {
            return Err(self.no_attr(recv, name));
        }
        let want = crate::host::methods::want;
        Ok(match name {
            "add" => {
                want("add", &args, 1, 1)?;
                self.set_add(s, args.pos[0].clone())?;
                Value::None
            }
            "remove" | "discard" => {
                want(name, &args, 1, 1)?;
                let k = self.set_key(s, &args.pos[0])?;
                let removed = s.borrow_mut().table.remove(&k);
                if removed.is_none() && name == "remove" {
                    return Err(crate::host::Ctrl::Raise(crate::host::exceptions::exc_with_args(
                        crate::host::exceptions::type_named("KeyError"),
                        vec![args.pos[0].clone()],
                    )));
                }
                Value::None
            }
            "pop" => {
                want("pop", &args, 0, 0)?;
                let v = s.borrow_mut().table.pop();
                v.ok_or_else(|| raise("KeyError", "pop from an empty set"))?
            }
            "clear" => {
                want("clear", &args, 0, 0)?;
                s.borrow_mut().table.clear();
                Value::None
            }
            "copy" => {
                want("copy", &args, 0, 0)?;
                if frozen {
                    recv.clone()
                } else {
                    Value::Set(self.set_copy(s, false))
                }
            }
            "update" => {
                for a in &args.pos {
                    self.set_update(s, a)?;
                }
                Value::None
            }
            "union" => {
                let out = self.set_copy(s, frozen);
                for a in &args.pos {
                    self.set_update(&out, a)?;
                }
                Value::Set(out)
            }
            "intersection" | "intersection_update" => {
                let mut out = if args.pos.is_empty() { self.set_copy(s, frozen) } else { s.clone() };
                for a in &args.pos {
                    out = self.set_intersection(&out, a, frozen)?;
                }
                if name == "intersection" {
                    return Ok(Value::Set(out));
                }
                if !Rc::ptr_eq(&out, s) {
                    let t = std::mem::take(&mut out.borrow_mut().table);
                    s.borrow_mut().table = t;
                }
                Value::None
            }
            "difference" => {
                let Some((first, rest)) = args.pos.split_first() else { return Ok(Value::Set(self.set_copy(s, frozen))) };
                let out = self.set_difference(s, first, frozen)?;
                for a in rest {
                    self.set_difference_update(&out, a)?;
                }
                Value::Set(out)
            }
            "difference_update" => {
                for a in &args.pos {
                    self.set_difference_update(s, a)?;
                }
                Value::None
            }
            "symmetric_difference" => {
                want(name, &args, 1, 1)?;
                self.set_binop(Operator::BitXor, s, &args.pos[0])?
            }
            "symmetric_difference_update" => {
                want(name, &args, 1, 1)?;
                self.set_symmetric_difference_update(s, &args.pos[0])?;
                Value::None
            }
            "issubset" | "issuperset" | "isdisjoint" => {
                want(name, &args, 1, 1)?;
                let o = self.as_set(&args.pos[0])?;
                Value::Bool(match name {
                    "issubset" => self.set_is_subset(s, &o)?,
                    "issuperset" => self.set_is_subset(&o, s)?,
                    _ => {
                        let mut disjoint = true;
                        for e in entries_of(s) {
                            if self.set_contains_entry(&o, &e)? {
                                disjoint = false;
                                break;
                            }
                        }
                        disjoint
                    }
                })
            }
            _ => return Err(self.no_attr(recv, name)),
        })
    }

    /// `a == b` for sets of either kind.
    pub fn sets_equal(&mut self, a: &Shared<Set>, b: &Shared<Set>) -> R<bool> {
        if Rc::ptr_eq(a, b) {
            return Ok(true);
        }
        Ok(a.borrow().table.len() == b.borrow().table.len() && self.set_is_subset(a, b)?)
    }

    /// Whether every member of `a` is in `b`.
    pub fn set_is_subset(&mut self, a: &Shared<Set>, b: &Shared<Set>) -> R<bool> {
        if a.borrow().table.len() > b.borrow().table.len() {
            return Ok(false);
        }
        for e in entries_of(a) {
            if !self.set_contains_entry(b, &e)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// Of the members with a builtin value's hash, the instances (only they can equal it unless
/// their keys are equal).
fn objs_only(cands: Vec<(HashKey, Value)>) -> Vec<(HashKey, Value)> {
    cands.into_iter().filter(|(k, _)| matches!(k, HashKey::Obj { .. })).collect()
}

/// The members `key` (whose hash is `hash` when known) must be compared with by `==`, or None
/// when its own key decides: it is a builtin value's key and the set holds no instance keys, or
/// holds this very key.
fn set_candidates(t: &SetTable, key: &HashKey, hash: Option<i64>) -> Option<Vec<(HashKey, Value)>> {
    match key {
        HashKey::Obj { hash, .. } => Some(t.same_hash(*hash, key)),
        _ if !t.has_obj_keys() => None,
        _ => {
            let hash = hash.unwrap_or_else(|| key.py_hash());
            (!t.contains_hashed(hash, key)).then(|| objs_only(t.same_hash(hash, key)))
        }
    }
}

/// The same for a dict's keys.
fn dict_candidates(d: &Dict, key: &HashKey) -> Option<Vec<(HashKey, Value)>> {
    match key {
        HashKey::Obj { hash, .. } => Some(dict_same_hash(d, *hash, key)),
        _ if !d.obj_keys || d.map.contains_key(key) => None,
        _ => {
            let c = objs_only(dict_same_hash(d, key.py_hash(), key));
            (!c.is_empty()).then_some(c)
        }
    }
}

/// The dict's keys with this hash other than `key`, with their key values.
fn dict_same_hash(d: &Dict, hash: i64, key: &HashKey) -> Vec<(HashKey, Value)> {
    use indexmap::map::RawEntryApiV1;
    use std::hash::BuildHasher;
    let mut found = Vec::new();
    let rust_hash = d.map.hasher().hash_one(key);
    d.map.raw_entry_v1().from_hash(rust_hash, |k| {
        if k.py_hash() == hash && k != key {
            found.push(k.clone());
        }
        false
    });
    found.into_iter().filter_map(|k| d.map.get(&k).map(|(kv, _)| (k.clone(), kv.clone()))).collect()
}
