//! This session's input history for `history_request`: tail, range and glob search, with outputs
//! when asked. (Only the current session is kept; earlier sessions are not persisted.)

use crate::jupyter::content::{HistoryEntry, HistoryRequest};

pub const SESSION: i64 = 1;

#[derive(Default)]
pub struct History {
    entries: Vec<(u32, String, Option<String>)>,
}

/// Glob match with `*` and `?`, as IPython's history search.
fn glob(pattern: &[char], text: &[char]) -> bool {
    match pattern.split_first() {
        None => text.is_empty(),
        Some(('*', rest)) => (0..=text.len()).any(|i| glob(rest, &text[i..])),
        Some(('?', rest)) => !text.is_empty() && glob(rest, &text[1..]),
        Some((c, rest)) => text.first() == Some(c) && glob(rest, &text[1..]),
    }
}

impl History {
    pub fn push(&mut self, count: u32, input: String, output: Option<String>) {
        self.entries.push((count, input, output));
    }

    pub fn last_count(&self) -> u32 {
        self.entries.last().map(|e| e.0).unwrap_or(0)
    }

    /// The entries a `history_request` asks for: the last `n` (tail, 10 by default), a range of
    /// line numbers, or a glob search (optionally unique, the last `n` hits).
    pub fn select(&self, req: &HistoryRequest) -> Vec<HistoryEntry> {
        let selected: Vec<&(u32, String, Option<String>)> = match req.hist_access_type.as_str() {
            "range" => {
                let start = req.start.unwrap_or(0);
                let stop = req.stop.unwrap_or(i64::MAX);
                self.entries.iter().filter(|e| (e.0 as i64) >= start && (e.0 as i64) < stop).collect()
            }
            "search" => {
                let pattern: Vec<char> = req.pattern.as_deref().unwrap_or("*").chars().collect();
                let mut hits: Vec<&(u32, String, Option<String>)> = self.entries.iter().filter(|e| glob(&pattern, &e.1.chars().collect::<Vec<_>>())).collect();
                if req.unique {
                    let mut seen = std::collections::HashSet::new();
                    let mut unique: Vec<_> = hits.into_iter().rev().filter(|e| seen.insert(e.1.clone())).collect();
                    unique.reverse();
                    hits = unique;
                }
                match req.n {
                    Some(n) => hits[hits.len().saturating_sub(n as usize)..].to_vec(),
                    None => hits,
                }
            }
            _ => {
                let n = req.n.map_or(10, |n| n as usize);
                self.entries[self.entries.len().saturating_sub(n)..].iter().collect()
            }
        };
        selected
            .into_iter()
            .map(
                |(c, input, out)| {
                    if req.output {
                        HistoryEntry::WithOutput(SESSION, *c, (input.clone(), out.clone()))
                    } else {
                        HistoryEntry::Input(SESSION, *c, input.clone())
                    }
                },
            )
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    fn select(h: &History, req: serde_json::Value) -> Vec<HistoryEntry> {
        h.select(&HistoryRequest::deserialize(&req).expect("a history request"))
    }

    #[test]
    fn search_and_unique() {
        let mut h = History::default();
        h.push(1, "6 * 7".into(), Some("42".into()));
        h.push(2, "12".into(), None);
        h.push(3, "12".into(), None);
        assert_eq!(select(&h, json!({"hist_access_type": "search", "pattern": "1?2*", "unique": true})).len(), 0);
        assert_eq!(select(&h, json!({"hist_access_type": "search", "pattern": "1*", "unique": true})).len(), 1);
        let r = select(&h, json!({"hist_access_type": "range", "start": 2, "stop": 3}));
        assert!(matches!(r.as_slice(), [HistoryEntry::Input(_, 2, _)]));
    }
}
