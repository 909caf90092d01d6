//! An instance's `__dict__`: attribute names to values, in the order they were first set.
//!
//! Most objects hold a handful of attributes (`self.x`, `self.y`), so a dict starts as one vector
//! searched by name, with no hashing, held inside the instance up to `INLINE` names (no
//! allocation of its own: CPython keeps such instances' values inline for the same reason).
//! Past `SMALL` names it becomes a hashed map with the same order. Both keep each name at a
//! stable position until one is removed, which is what the attribute-site caches (`attr_sites`)
//! rely on: they remember a position and check the name there.
//!
//! Once the program asks for `obj.__dict__`, the attributes move into a real dict object
//! (`Exposed`), which that expression gives, so that changes made through it
//! (`self.__dict__.update(kw)`, `obj.__dict__["x"] = 1`, `del obj.__dict__["x"]`) are the
//! object's attributes, as in CPython. Such an instance's attributes are read by name each time
//! (positions are not offered to the caches). Must not know about classes or evaluation (see
//! `classes`).

use crate::host::classes::AttrMap;
use crate::host::value::{Dict, KeyRef, Shared, Value};
use std::rc::Rc;

/// The most names searched one by one; one more turns the table into a hashed map.
const SMALL: usize = 8;

/// Attributes held inline in the instance (one allocation for an object with up to this many).
const INLINE: usize = 4;

pub enum InstanceDict {
    Small(smallvec::SmallVec<[(Rc<str>, Value); INLINE]>),
    Large(AttrMap),
    /// The dict object `obj.__dict__` gave; keys that are not strings are kept there but are
    /// not attributes.
    Exposed(Shared<Dict>),
}

impl Default for InstanceDict {
    fn default() -> InstanceDict {
        InstanceDict::Small(smallvec::SmallVec::new())
    }
}

impl From<AttrMap> for InstanceDict {
    fn from(m: AttrMap) -> InstanceDict {
        if m.len() <= SMALL {
            InstanceDict::Small(m.into_iter().collect())
        } else {
            InstanceDict::Large(m)
        }
    }
}

impl InstanceDict {
    /// Room for `n` names (what the class's instances held before).
    pub fn with_capacity(n: usize) -> InstanceDict {
        InstanceDict::Small(smallvec::SmallVec::with_capacity(n.min(SMALL)))
    }

    pub fn len(&self) -> usize {
        match self {
            InstanceDict::Small(v) => v.len(),
            InstanceDict::Large(m) => m.len(),
            InstanceDict::Exposed(d) => d.borrow().map.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The position, key and value of `name`; None when it is not there or the attributes are
    /// `Exposed` (which have no positions to remember).
    pub fn get_full(&self, name: &str) -> Option<(usize, &Rc<str>, &Value)> {
        match self {
            InstanceDict::Small(v) => v.iter().enumerate().find(|(_, (k, _))| &**k == name).map(|(i, (k, x))| (i, k, x)),
            InstanceDict::Large(m) => m.get_full(name),
            InstanceDict::Exposed(_) => None,
        }
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        match self {
            InstanceDict::Exposed(d) => d.borrow().map.get(&KeyRef::Str(name)).map(|(_, v)| v.clone()),
            _ => self.get_full(name).map(|(_, _, v)| v.clone()),
        }
    }

    pub fn contains_key(&self, name: &str) -> bool {
        match self {
            InstanceDict::Exposed(d) => d.borrow().map.contains_key(&KeyRef::Str(name)),
            _ => self.get_full(name).is_some(),
        }
    }

    /// The name and value at position `i`.
    #[inline]
    pub fn get_index(&self, i: usize) -> Option<(&Rc<str>, &Value)> {
        match self {
            InstanceDict::Small(v) => v.get(i).map(|(k, x)| (k, x)),
            InstanceDict::Large(m) => m.get_index(i),
            InstanceDict::Exposed(_) => None,
        }
    }

    #[inline]
    pub fn get_index_mut(&mut self, i: usize) -> Option<(&Rc<str>, &mut Value)> {
        match self {
            InstanceDict::Small(v) => v.get_mut(i).map(|(k, x)| (&*k, x)),
            InstanceDict::Large(m) => m.get_index_mut(i),
            InstanceDict::Exposed(_) => None,
        }
    }

    /// Set `name` to `v`: in place when it is there (its position kept), else at the end. Gives
    /// the value it replaced.
    pub fn insert(&mut self, name: Rc<str>, v: Value) -> Option<Value> {
        match self {
            InstanceDict::Small(entries) => {
                if let Some((_, x)) = entries.iter_mut().find(|(k, _)| *k == name) {
                    return Some(std::mem::replace(x, v));
                }
                if entries.len() < SMALL {
                    entries.push((name, v));
                    return None;
                }
                let mut m: AttrMap = AttrMap::with_capacity_and_hasher(SMALL * 2, Default::default());
                m.extend(entries.drain(..));
                m.insert(name, v);
                *self = InstanceDict::Large(m);
                None
            }
            InstanceDict::Large(m) => m.insert(name, v),
            InstanceDict::Exposed(d) => d.borrow_mut().insert_str(name, v),
        }
    }

    /// Remove `name`, the names after it moving up one (their order kept).
    pub fn shift_remove(&mut self, name: &str) -> Option<Value> {
        match self {
            InstanceDict::Small(v) => {
                let i = v.iter().position(|(k, _)| &**k == name)?;
                Some(v.remove(i).1)
            }
            InstanceDict::Large(m) => m.shift_remove(name),
            InstanceDict::Exposed(d) => d.borrow_mut().map.shift_remove(&KeyRef::Str(name)).map(|(_, v)| v),
        }
    }

    /// Names and values in order (an `Exposed` dict's string keys).
    pub fn entries(&self) -> Vec<(Rc<str>, Value)> {
        match self {
            InstanceDict::Small(v) => v.to_vec(),
            InstanceDict::Large(m) => m.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
            InstanceDict::Exposed(d) => d
                .borrow()
                .map
                .values()
                .filter_map(|(k, v)| match k {
                    Value::Str(k) => Some((k.clone(), v.clone())),
                    _ => None,
                })
                .collect(),
        }
    }

    pub fn keys(&self) -> Vec<Rc<str>> {
        self.entries().into_iter().map(|(k, _)| k).collect()
    }

    /// The dict object that holds the attributes from now on (`obj.__dict__`), made from them
    /// the first time.
    pub fn expose(&mut self) -> Shared<Dict> {
        if let InstanceDict::Exposed(d) = self {
            return d.clone();
        }
        let d = Rc::new(std::cell::RefCell::new(self.to_dict()));
        *self = InstanceDict::Exposed(d.clone());
        d
    }

    /// A new dict holding the attributes (what `copy` gives `__setstate__`).
    pub fn to_dict(&self) -> Dict {
        let mut d = Dict::default();
        for (k, v) in self.entries() {
            d.insert_str(k, v);
        }
        d
    }

    /// `obj.__dict__ = d`: the attributes are `d`'s from now on.
    pub fn replace_with(&mut self, d: Shared<Dict>) {
        *self = InstanceDict::Exposed(d);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::value::HashKey;

    fn key(i: usize) -> Rc<str> {
        Rc::from(format!("a{i}"))
    }

    #[test]
    fn order_and_positions_survive_growth_and_removal() {
        let mut d = InstanceDict::with_capacity(2);
        for i in 0..20 {
            assert!(d.insert(key(i), Value::int(i as i64)).is_none());
            // Positions are stable while names are only added, small or large.
            for j in 0..=i {
                let (p, k, _) = d.get_full(&format!("a{j}")).unwrap();
                assert_eq!((p, &**k), (j, &*format!("a{j}")));
            }
        }
        assert!(matches!(d, InstanceDict::Large(_)));
        assert!(matches!(d.insert(key(3), Value::None), Some(Value::Int(_))));
        assert_eq!(d.get_full("a3").unwrap().0, 3);
        assert!(d.shift_remove("a0").is_some());
        assert!(d.shift_remove("a0").is_none());
        let names: Vec<String> = d.keys().iter().map(|k| k.to_string()).collect();
        assert_eq!(names[0], "a1");
        assert_eq!(names.len(), 19);
        assert_eq!(d.get_full("a5").unwrap().0, 4);
    }

    #[test]
    fn exposed_attributes_live_in_the_dict() {
        let mut d = InstanceDict::default();
        d.insert(key(0), Value::int(1));
        d.insert(key(1), Value::int(2));
        let shared = d.expose();
        assert!(Rc::ptr_eq(&shared, &d.expose()));
        shared.borrow_mut().map.insert(HashKey::Str(key(2)), (Value::Str(key(2)), Value::int(3)));
        shared.borrow_mut().map.insert(HashKey::Int(7), (Value::int(7), Value::None));
        assert!(matches!(d.get("a2"), Some(Value::Int(_))));
        assert!(d.get_full("a0").is_none() && d.get_index(0).is_none());
        d.insert(key(3), Value::int(4));
        assert_eq!(shared.borrow().map.len(), 5);
        assert_eq!(d.keys().iter().map(|k| k.to_string()).collect::<Vec<_>>(), ["a0", "a1", "a2", "a3"]);
        assert!(d.shift_remove("a0").is_some() && !d.contains_key("a0"));
    }

    #[test]
    fn small_removal_keeps_order() {
        let mut d = InstanceDict::default();
        for i in 0..4 {
            d.insert(key(i), Value::int(i as i64));
        }
        d.shift_remove("a1");
        let names: Vec<String> = d.keys().iter().map(|k| k.to_string()).collect();
        assert_eq!(names, ["a0", "a2", "a3"]);
        assert!(d.get("a1").is_none());
        assert!(d.get("a2").is_some());
        assert!(d.contains_key("a3"));
        assert!(!d.is_empty());
    }
}
