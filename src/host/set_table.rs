//! The table behind `set` and `frozenset`: CPython's open-addressing set table, slot for slot, so
//! a set iterates, prints and pops in the order CPython's does (`{3, 1, 2}` prints `{1, 2, 3}`).
//!
//! Owns the probe sequence (nine linear probes, then `i = 5i + 1 + perturb`), dummy slots left by
//! removals and their reuse (the last dummy passed), the growth rule (fill ≥ 3/5 of the mask:
//! four times the members, twice past 50,000), `set_merge`'s three ways of copying a table, and
//! `pop`'s finger. Equality of members is `HashKey` equality: the caller first turns a value into
//! its key (`Interp::set_key`, which asks `__eq__` when an instance's key needs it). Must not
//! evaluate anything.

use crate::host::value::{HashKey, Value};

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

/// One member: its hash (`hash()` of it), its key and the value itself.
#[derive(Clone)]
pub struct Entry {
    pub hash: i64,
    pub key: HashKey,
    pub value: Value,
}

#[derive(Clone)]
enum Slot {
    Empty,
    Dummy,
    Full(Entry),
}

pub struct SetTable {
    slots: Vec<Slot>,
    /// Full and dummy slots.
    fill: usize,
    /// Full slots.
    used: usize,
    /// Where the next `pop` starts looking.
    finger: usize,
    /// Whether an instance's key (`HashKey::Obj`) was ever added: only then may a builtin key
    /// have to ask `__eq__` of the members with its hash.
    obj_keys: bool,
}

impl Default for SetTable {
    fn default() -> SetTable {
        SetTable { slots: vec![Slot::Empty; MIN_SIZE], fill: 0, used: 0, finger: 0, obj_keys: false }
    }
}

/// `s.copy()`: a new table merged from this one (not a slot-for-slot clone: CPython's copy drops
/// dummies and may size the table differently, which can change the order).
impl Clone for SetTable {
    fn clone(&self) -> SetTable {
        let mut t = SetTable::default();
        t.merge(self);
        t
    }
}

impl SetTable {
    pub fn len(&self) -> usize {
        self.used
    }
    pub fn is_empty(&self) -> bool {
        self.used == 0
    }
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }
    pub fn has_obj_keys(&self) -> bool {
        self.obj_keys
    }

    /// The members in table order: the order CPython iterates them in.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> + '_ {
        self.slots.iter().filter_map(|s| match s {
            Slot::Full(e) => Some(e),
            _ => None,
        })
    }
    pub fn values(&self) -> impl Iterator<Item = &Value> + '_ {
        self.entries().map(|e| &e.value)
    }
    pub fn keys(&self) -> impl Iterator<Item = &HashKey> + '_ {
        self.entries().map(|e| &e.key)
    }

    /// The slots a probe for `hash` visits, in order, until (and without) the first empty one.
    fn probe(&self, hash: i64) -> Probe<'_> {
        let mask = self.mask();
        let i = hash as u64 as usize & mask;
        Probe { table: self, i, j: i, left: if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 }, perturb: hash as u64, with_empty: false, done: false }
    }

    fn find(&self, hash: i64, key: &HashKey) -> Option<usize> {
        self.probe(hash).find(|&j| matches!(&self.slots[j], Slot::Full(e) if e.hash == hash && e.key == *key))
    }

    /// Whether `v` is a member, found by reference (`KeyRef`): None when `v` is not a plain key
    /// or the set holds instance keys, where the caller takes the general way (`set_key`).
    pub fn plain_contains(&self, v: &Value) -> Option<bool> {
        if self.obj_keys {
            return None;
        }
        let key = crate::host::value::KeyRef::of(v)?;
        let hash = key.py_hash();
        Some(self.probe(hash).any(|j| matches!(&self.slots[j], Slot::Full(e) if e.hash == hash && key.matches(&e.key))))
    }

    pub fn contains_key(&self, key: &HashKey) -> bool {
        self.find(key.py_hash(), key).is_some()
    }
    /// `contains_key` for a key whose hash is known.
    pub fn contains_hashed(&self, hash: i64, key: &HashKey) -> bool {
        self.find(hash, key).is_some()
    }

    /// The members whose hash is `hash` but whose key is not `key`: those an instance's `__eq__`
    /// may still find equal to it.
    pub fn same_hash(&self, hash: i64, key: &HashKey) -> Vec<(HashKey, Value)> {
        self.probe(hash)
            .filter_map(|j| match &self.slots[j] {
                Slot::Full(e) if e.hash == hash && e.key != *key => Some((e.key.clone(), e.value.clone())),
                _ => None,
            })
            .collect()
    }

    /// Add a member unless an equal one is there (`set_add_entry`); true when it was added.
    pub fn insert(&mut self, key: HashKey, value: Value) -> bool {
        let hash = key.py_hash();
        self.insert_hashed(Entry { hash, key, value })
    }

    fn insert_hashed(&mut self, entry: Entry) -> bool {
        self.obj_keys |= matches!(entry.key, HashKey::Obj { .. });
        let mut free = None;
        let mut unused = None;
        for j in self.probe(entry.hash).with_empty() {
            match &self.slots[j] {
                Slot::Empty => {
                    unused = Some(j);
                    break;
                }
                Slot::Full(e) if e.hash == entry.hash && e.key == entry.key => return false,
                // CPython keeps the last dummy it passes.
                Slot::Dummy => free = Some(j),
                Slot::Full(_) => {}
            }
        }
        self.used += 1;
        if let Some(j) = free {
            self.slots[j] = Slot::Full(entry);
            return true;
        }
        let Some(j) = unused else { return true };
        self.slots[j] = Slot::Full(entry);
        self.fill += 1;
        if self.fill * 5 >= self.mask() * 3 {
            self.resize(if self.used > 50_000 { self.used * 2 } else { self.used * 4 });
        }
        true
    }

    /// Remove a member, leaving a dummy (`set_discard_entry`).
    pub fn remove(&mut self, key: &HashKey) -> Option<Value> {
        let j = self.find(key.py_hash(), key)?;
        self.take(j)
    }

    fn take(&mut self, j: usize) -> Option<Value> {
        match std::mem::replace(&mut self.slots[j], Slot::Dummy) {
            Slot::Full(e) => {
                self.used -= 1;
                Some(e.value)
            }
            other => {
                self.slots[j] = other;
                None
            }
        }
    }

    /// `set.pop()`: the first member at or after the finger, wrapping around.
    pub fn pop(&mut self) -> Option<Value> {
        if self.used == 0 {
            return None;
        }
        let mask = self.mask();
        let mut j = self.finger & mask;
        while !matches!(self.slots[j], Slot::Full(_)) {
            j = if j == mask { 0 } else { j + 1 };
        }
        self.finger = j + 1;
        self.take(j)
    }

    pub fn clear(&mut self) {
        self.slots = vec![Slot::Empty; MIN_SIZE];
        self.fill = 0;
        self.used = 0;
    }

    /// After removing many members (`difference_update`): rebuild when over a quarter of the
    /// table is dummies, as `set_difference_update_internal` does.
    pub fn purge_dummies(&mut self) {
        if self.fill - self.used > self.mask() / 4 {
            self.resize(if self.used > 50_000 { self.used * 2 } else { self.used * 4 });
        }
    }

    /// Make room before adding about `n` members from a dict (`set_update_internal`).
    pub fn reserve_for(&mut self, n: usize) {
        if (self.fill + n) * 5 >= self.mask() * 3 {
            self.resize((self.used + n) * 2);
        }
    }

    /// Rebuild into the smallest power-of-two table above `min_used`, members in table order.
    fn resize(&mut self, min_used: usize) {
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::Empty; size]);
        self.fill = self.used;
        for s in old {
            if let Slot::Full(e) = s {
                self.insert_clean(e);
            }
        }
    }

    /// Put a member known to be absent into a table with no dummies (`set_insert_clean`).
    fn insert_clean(&mut self, e: Entry) {
        self.obj_keys |= matches!(e.key, HashKey::Obj { .. });
        let j = self.probe(e.hash).with_empty().find(|&j| matches!(self.slots[j], Slot::Empty));
        if let Some(j) = j {
            self.slots[j] = Slot::Full(e);
        }
    }

    /// Add every member of `other` (`set_merge`): one resize first; an empty table of the same
    /// size with no dummies on the other side is copied slot for slot; an empty table is filled
    /// with clean inserts in the other's order; otherwise ordinary adds.
    pub fn merge(&mut self, other: &SetTable) {
        if other.used == 0 {
            return;
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.obj_keys |= other.obj_keys;
            self.slots = other.slots.clone();
            self.fill = other.fill;
            self.used = other.used;
            return;
        }
        if self.fill == 0 {
            self.fill = other.used;
            self.used = other.used;
            for e in other.entries() {
                self.insert_clean(e.clone());
            }
            return;
        }
        for e in other.entries() {
            self.insert_hashed(e.clone());
        }
    }

    /// Add a member already hashed (`set_add_entry` with the other set's entry).
    pub fn insert_entry(&mut self, e: &Entry) -> bool {
        self.insert_hashed(e.clone())
    }
}

/// The slot indices of one probe sequence: from `hash & mask`, up to nine neighbours, then the
/// perturbed jump, and so on. Ends at the first empty slot, which it yields only when
/// `with_empty` is set (where an insert would go).
struct Probe<'a> {
    table: &'a SetTable,
    i: usize,
    j: usize,
    left: usize,
    perturb: u64,
    with_empty: bool,
    done: bool,
}

impl Probe<'_> {
    fn with_empty(mut self) -> Self {
        self.with_empty = true;
        self
    }
}

impl Iterator for Probe<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.done {
            return None;
        }
        let at = self.j;
        if self.left > 0 {
            self.left -= 1;
            self.j += 1;
        } else {
            let mask = self.table.mask();
            self.perturb >>= PERTURB_SHIFT;
            self.i = self.i.wrapping_mul(5).wrapping_add(1).wrapping_add(self.perturb as usize) & mask;
            self.j = self.i;
            self.left = if self.i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
        }
        if matches!(self.table.slots[at], Slot::Empty) {
            self.done = true;
            return self.with_empty.then_some(at);
        }
        Some(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(t: &SetTable) -> Vec<i64> {
        t.keys()
            .map(|k| match k {
                HashKey::Int(i) => *i,
                _ => unreachable!(),
            })
            .collect()
    }

    fn set_of(xs: &[i64]) -> SetTable {
        let mut t = SetTable::default();
        for &x in xs {
            t.insert(HashKey::Int(x), Value::int(x));
        }
        t
    }

    #[test]
    fn orders_match_cpython() {
        // Orders printed by CPython 3.11 for the same operations.
        assert_eq!(order(&set_of(&[3, 1, 2])), [1, 2, 3]);
        assert_eq!(order(&set_of(&[10, 2, 33, 4])), [33, 10, 2, 4]);
        assert_eq!(order(&set_of(&[5, 3, 9, 1])), [9, 3, 5, 1]);
        let mut t = set_of(&[0, 8, 16, 24]);
        t.remove(&HashKey::Int(8));
        t.insert(HashKey::Int(32), Value::int(32));
        assert_eq!(order(&t), [0, 32, 16, 24]);
        assert_eq!(t.pop().map(|v| matches!(v, Value::Int(_))), Some(true));
    }
}
