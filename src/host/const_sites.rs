//! Cached values of string literals: a loop's `d["key"]` or `x == "red"` evaluates its literal to
//! the same string object each time (as CPython's code object keeps its constants) instead of
//! allocating a new one.
//!
//! A site (an `ExprStringLiteral` node) gets a process-wide number in its node index the first
//! time it is evaluated, as attribute sites do (`attr_sites`); each interpreter keeps its own
//! strings by that number. A number is never given to a second node, and a node's text never
//! changes, so an entry is always right for its node. Entries are not freed with their syntax
//! tree (nothing says when one goes), so what they may hold is bounded: strings up to
//! `MAX_LEN` bytes, `MAX_BYTES` of text in all, sites below `MAX_SITES`; anything beyond is made
//! afresh at each evaluation, as before. Must not evaluate anything.

use crate::host::value::Value;
use ruff_python_ast::{AtomicNodeIndex, NodeIndex};
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Site numbers handed out in this process (a syntax tree two interpreters see names the same
/// sites in both; each keeps its own strings).
static NEXT_SITE: AtomicU32 = AtomicU32::new(0);
/// Sites beyond this many in the process are not cached (the table grows to the highest site it
/// caches, 8 bytes a site).
const MAX_SITES: u32 = 1 << 19;
/// Longer literals are made at each evaluation: their copy costs more than the allocation.
const MAX_LEN: usize = 256;
/// Text an interpreter's entries may hold in all: a loop that `exec`s new source stops caching
/// once it is reached.
const MAX_BYTES: usize = 4 << 20;

/// One interpreter's strings, by site number.
#[derive(Default)]
pub struct ConstSites {
    strings: Vec<Option<Rc<str>>>,
    bytes: usize,
}

impl ConstSites {
    /// The value of the string literal at `node`, whose text `text` gives.
    #[inline]
    pub fn string(&mut self, node: &AtomicNodeIndex, text: &str) -> Value {
        if let Some(n) = crate::host::resolve::node_tag(node) {
            if let Some(Some(s)) = self.strings.get(n as usize) {
                return Value::Str(s.clone());
            }
        }
        self.learn(node, text)
    }

    #[cold]
    fn learn(&mut self, node: &AtomicNodeIndex, text: &str) -> Value {
        let s: Rc<str> = Rc::from(text);
        if text.len() > MAX_LEN || self.bytes + text.len() > MAX_BYTES {
            return Value::Str(s);
        }
        let n = match crate::host::resolve::node_tag(node) {
            Some(n) => n,
            None => {
                let n = NEXT_SITE.fetch_add(1, Ordering::Relaxed);
                if n >= MAX_SITES {
                    return Value::Str(s);
                }
                node.set(NodeIndex::from(n));
                n
            }
        };
        let n = n as usize;
        if self.strings.len() <= n {
            if self.strings.try_reserve(n + 1 - self.strings.len()).is_err() {
                return Value::Str(s);
            }
            self.strings.resize(n + 1, None);
        }
        self.bytes += text.len();
        self.strings[n] = Some(s.clone());
        Value::Str(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_site_gives_the_same_string_each_time() {
        let mut sites = ConstSites::default();
        let node = AtomicNodeIndex::default();
        let (Value::Str(a), Value::Str(b)) = (sites.string(&node, "red"), sites.string(&node, "red")) else { panic!("not strings") };
        assert!(Rc::ptr_eq(&a, &b));
        assert_eq!(&*a, "red");
    }

    #[test]
    fn long_literals_are_made_afresh() {
        let mut sites = ConstSites::default();
        let node = AtomicNodeIndex::default();
        let text = "x".repeat(MAX_LEN + 1);
        let (Value::Str(a), Value::Str(b)) = (sites.string(&node, &text), sites.string(&node, &text)) else { panic!("not strings") };
        assert!(!Rc::ptr_eq(&a, &b));
        assert_eq!(sites.bytes, 0);
    }
}
