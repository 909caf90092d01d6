//! `d.keys()`, `d.values()` and `d.items()`: live views of a dict, as CPython's `dict_keys`,
//! `dict_values` and `dict_items`. They print as `dict_keys(['a', 'b'])`, see later changes to
//! the dict, iterate without copying the dict's entries into a list first, and the keys and
//! items views are set-like (`&`, `|`, `-`, `^` give sets, `==` and `<` compare as sets), with
//! the order of CPython's `dictobject.c` (`dictviews_or` copies the left operand into a set and
//! updates it, `_PyDictView_Intersect` iterates the other side…).
//!
//! Must not know any dict flavour beyond `Dict` (Counter and the others hand their inner dict).

use crate::host::iter::{IterState, KeysOf};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, Shared, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

pub struct DictView {
    pub dict: Shared<Dict>,
    pub kind: ViewKind,
}

pub fn view(dict: &Shared<Dict>, kind: ViewKind) -> Value {
    Value::Native(Rc::new(DictView { dict: dict.clone(), kind }))
}

pub fn as_view(v: &Value) -> Option<&DictView> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<DictView>(),
        _ => None,
    }
}

/// Whether `v` is set-like for a view's operators: a set, a frozenset, a keys or items view.
fn set_like(v: &Value) -> bool {
    matches!(v, Value::Set(_)) || as_view(v).is_some_and(|w| w.kind != ViewKind::Values)
}

impl DictView {
    /// What the view holds now, in the dict's order.
    pub fn snapshot(&self) -> Vec<Value> {
        let d = self.dict.borrow();
        match self.kind {
            ViewKind::Keys => d.map.values().map(|(k, _)| k.clone()).collect(),
            ViewKind::Values => d.map.values().map(|(_, v)| v.clone()).collect(),
            ViewKind::Items => d.map.values().map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()])).collect(),
        }
    }

    /// The iteration state `for x in view` walks (a change of the dict's size raises).
    pub fn iter_state(&self) -> IterState {
        let of = match self.kind {
            ViewKind::Keys => KeysOf::Dict(self.dict.clone()),
            ViewKind::Values => KeysOf::DictValues(self.dict.clone()),
            ViewKind::Items => KeysOf::DictItems(self.dict.clone()),
        };
        IterState::Keys { items: self.snapshot().into(), pos: 0, of }
    }

    fn name(&self) -> &'static str {
        match self.kind {
            ViewKind::Keys => "dict_keys",
            ViewKind::Values => "dict_values",
            ViewKind::Items => "dict_items",
        }
    }

    fn len(&self) -> usize {
        self.dict.borrow().map.len()
    }

    /// `x in view`: a key lookup, a key lookup and a value comparison, or a scan of the values.
    pub fn contains(&self, interp: &mut Interp, x: &Value) -> R<bool> {
        match self.kind {
            ViewKind::Keys => {
                let k = interp.dict_key(&self.dict, x)?;
                Ok(self.dict.borrow().map.contains_key(&k))
            }
            ViewKind::Items => {
                let Value::Tuple(t) = x else { return Ok(false) };
                if t.len() != 2 {
                    return Ok(false);
                }
                let k = interp.dict_key(&self.dict, &t[0])?;
                let found = self.dict.borrow().map.get(&k).map(|(_, v)| v.clone());
                match found {
                    Some(v) => Ok(crate::host::ops::is_same(&v, &t[1]) || interp.eq(&v, &t[1])?),
                    None => Ok(false),
                }
            }
            ViewKind::Values => {
                for v in self.snapshot() {
                    if crate::host::ops::is_same(&v, x) || interp.eq(&v, x)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
        }
    }
}

/// A new set of `v`'s items: the dict's keys for a keys view (`set(dict)`), else iteration.
fn to_set(interp: &mut Interp, v: &Value) -> R<Shared<crate::host::value::Set>> {
    let src = match as_view(v) {
        Some(w) if w.kind == ViewKind::Keys => Value::Dict(w.dict.clone()),
        _ => v.clone(),
    };
    match interp.set_from(Some(&src), false)? {
        Value::Set(s) => Ok(s),
        _ => Err(raise("TypeError", "set expected")),
    }
}

/// `x in v` for the right side of a view operator (a set or another view).
fn contained(interp: &mut Interp, container: &Value, x: &Value) -> R<bool> {
    match as_view(container) {
        Some(w) => w.contains(interp, x),
        None => interp.contains(container, x),
    }
}

impl NativeObject for DictView {
    fn type_name(&self) -> &str {
        self.name()
    }
    fn repr(&self) -> String {
        format!("{}({})", self.name(), crate::host::repr::repr(&Value::list(self.snapshot())))
    }
    fn has_repr_in(&self) -> bool {
        true
    }
    fn repr_in(&self, interp: &mut Interp) -> R<Option<String>> {
        let inner = interp.repr(&Value::list(self.snapshot()))?;
        Ok(Some(format!("{}({inner})", self.name())))
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(self.len() > 0)
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<crate::host::value::HashKey> {
        Err(raise("TypeError", format!("unhashable type: '{}'", self.name())))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "__len__" => Value::int(self.len() as i64),
            "__iter__" => Value::list(self.snapshot()),
            "__reversed__" => {
                let mut v = self.snapshot();
                v.reverse();
                Value::Iterator(Rc::new(std::cell::RefCell::new(IterState::items(v))))
            }
            "__contains__" => {
                crate::host::methods::want("__contains__", &args, 1, 1)?;
                Value::Bool(self.contains(interp, &args.pos[0])?)
            }
            "isdisjoint" if self.kind != ViewKind::Values => {
                crate::host::methods::want("isdisjoint", &args, 1, 1)?;
                let other = interp.collect(&args.pos[0])?;
                for x in other {
                    if self.contains(interp, &x)? {
                        return Ok(Some(Value::Bool(false)));
                    }
                }
                Value::Bool(true)
            }
            _ => return Ok(None),
        }))
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        if self.kind == ViewKind::Values || !matches!(op, Operator::BitAnd | Operator::BitOr | Operator::Sub | Operator::BitXor) {
            return Ok(None);
        }
        let me = view(&self.dict, self.kind);
        let (left, right) = if reflected { (other.clone(), me) } else { (me, other.clone()) };
        if op == Operator::BitAnd {
            // `_PyDictView_Intersect`: a bigger set does the work itself; else iterate the other
            // side (the smaller of two views) and keep what the view holds.
            let (view_side, mut other_side) = if as_view(&left).is_some_and(|w| w.kind != ViewKind::Values) { (left, right) } else { (right, left) };
            let Some(w) = as_view(&view_side) else { return Ok(None) };
            let len_self = w.len();
            if let Value::Set(s) = &other_side {
                if len_self <= s.borrow().table.len() {
                    return interp.call_method(&other_side, "intersection", Args::new(vec![view_side.clone()])).map(Some);
                }
            }
            let mut view_side = view_side;
            if let Some(o) = as_view(&other_side) {
                if o.len() > len_self {
                    std::mem::swap(&mut view_side, &mut other_side);
                }
            }
            let out = Rc::new(std::cell::RefCell::new(crate::host::value::Set::default()));
            let out_v = Value::Set(out);
            for x in interp.collect(&other_side)? {
                if contained(interp, &view_side, &x)? {
                    interp.call_method(&out_v, "add", Args::new(vec![x]))?;
                }
            }
            return Ok(Some(out_v));
        }
        let result = to_set(interp, &left)?;
        let name = match op {
            Operator::BitOr => "update",
            Operator::Sub => "difference_update",
            _ => "symmetric_difference_update",
        };
        let result = Value::Set(result);
        let right = match (&right, op) {
            // `symmetric_difference_update` of a keys view iterates the dict's keys.
            (r, Operator::BitXor) if as_view(r).is_some() => Value::Set(to_set(interp, r)?),
            (r, _) => r.clone(),
        };
        interp.call_method(&result, name, Args::new(vec![right]))?;
        Ok(Some(result))
    }
    fn compare(&self, interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        if self.kind == ViewKind::Values || !set_like(other) {
            // Values views compare by identity, as do views against anything not set-like.
            let same = as_view(other).is_some_and(|o| std::ptr::eq(o, self));
            return Ok(match op {
                CmpOp::Eq => Some(Value::Bool(same)),
                CmpOp::NotEq => Some(Value::Bool(!same)),
                _ => None,
            });
        }
        let me = view(&self.dict, self.kind);
        let (a, b) = if reflected { (other.clone(), me) } else { (me, other.clone()) };
        let len = |interp: &mut Interp, v: &Value| crate::host::builtins::len_of(interp, v);
        let (la, lb) = (len(interp, &a)?, len(interp, &b)?);
        // Every item of `x` in `y`.
        let within = |interp: &mut Interp, x: &Value, y: &Value| -> R<bool> {
            for item in interp.collect(x)? {
                if !contained(interp, y, &item)? {
                    return Ok(false);
                }
            }
            Ok(true)
        };
        let r = match op {
            CmpOp::Eq => la == lb && within(interp, &a, &b)?,
            CmpOp::NotEq => !(la == lb && within(interp, &a, &b)?),
            CmpOp::Lt => la < lb && within(interp, &a, &b)?,
            CmpOp::LtE => la <= lb && within(interp, &a, &b)?,
            CmpOp::Gt => la > lb && within(interp, &b, &a)?,
            CmpOp::GtE => la >= lb && within(interp, &b, &a)?,
            _ => return Ok(None),
        };
        Ok(Some(Value::Bool(r)))
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match self.compare(interp, CmpOp::Eq, other, false)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn dir(&self) -> Vec<String> {
        if self.kind == ViewKind::Values {
            Vec::new()
        } else {
            vec!["isdisjoint".into()]
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
