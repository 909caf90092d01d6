//! This session's input history for `history_request`: tail, range and glob search, with outputs
//! when asked. (Only the current session is kept; earlier sessions are not persisted.)

use serde_json::{json, Value as Json};

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

    pub fn reply(&self, req: &Json) -> Json {
        let output = req["output"].as_bool().unwrap_or(false);
        let n = req["n"].as_u64().map(|n| n as usize);
        let selected: Vec<&(u32, String, Option<String>)> = match req["hist_access_type"].as_str().unwrap_or("tail") {
            "range" => {
                let start = req["start"].as_i64().unwrap_or(0);
                let stop = req["stop"].as_i64().unwrap_or(i64::MAX);
                self.entries.iter().filter(|e| (e.0 as i64) >= start && (e.0 as i64) < stop).collect()
            }
            "search" => {
                let pattern: Vec<char> = req["pattern"].as_str().unwrap_or("*").chars().collect();
                let mut hits: Vec<&(u32, String, Option<String>)> = self.entries.iter().filter(|e| glob(&pattern, &e.1.chars().collect::<Vec<_>>())).collect();
                if req["unique"].as_bool().unwrap_or(false) {
                    let mut seen = std::collections::HashSet::new();
                    let mut unique: Vec<_> = hits.into_iter().rev().filter(|e| seen.insert(e.1.clone())).collect();
                    unique.reverse();
                    hits = unique;
                }
                match n {
                    Some(n) => hits[hits.len().saturating_sub(n)..].to_vec(),
                    None => hits,
                }
            }
            _ => {
                let n = n.unwrap_or(10);
                self.entries[self.entries.len().saturating_sub(n)..].iter().collect()
            }
        };
        let items: Vec<Json> =
            selected.into_iter().map(|(c, input, out)| if output { json!([SESSION, c, [input, out]]) } else { json!([SESSION, c, input]) }).collect();
        json!({"status": "ok", "history": items})
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn search_and_unique() {
        let mut h = History::default();
        h.push(1, "6 * 7".into(), Some("42".into()));
        h.push(2, "12".into(), None);
        h.push(3, "12".into(), None);
        let r = h.reply(&json!({"hist_access_type": "search", "pattern": "1?2*", "unique": true}));
        assert_eq!(r["history"].as_array().map(|a| a.len()), Some(0));
        let r = h.reply(&json!({"hist_access_type": "search", "pattern": "1*", "unique": true}));
        assert_eq!(r["history"].as_array().map(|a| a.len()), Some(1));
        let r = h.reply(&json!({"hist_access_type": "range", "start": 2, "stop": 3}));
        assert_eq!(r["history"][0][1], 2);
    }
}
