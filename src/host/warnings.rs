//! Python's warning filters and the one path every warning takes to the cell: `warnings.warn`,
//! the kernel compiler's `NumbaPerformanceWarning`s and cudalab's own launch warnings all go
//! through [`Interp::warn`], so `warnings.simplefilter("ignore", NumbaPerformanceWarning)` or
//! `filterwarnings("error", ...)` mean what they mean in CPython.
//!
//! Filters match as CPython's do: the first filter whose category is a base of the warning's
//! and whose message pattern matches the start of the message (case-insensitively; the pattern
//! is taken literally apart from `.*`) decides. With no filter matching, the warning is shown.
//! `default`, `always` and `module` show it each time it is raised (cudalab raises a compile
//! warning once per compilation), `once` only the first time that text is seen.

use crate::host::exceptions::type_named;
use crate::host::value::TypeObj;
use crate::host::{raise, Interp, R};
use std::collections::HashSet;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Default,
    Error,
    Ignore,
    Always,
    Module,
    Once,
}

impl Action {
    pub fn parse(s: &str) -> Option<Action> {
        Some(match s {
            "default" => Action::Default,
            "error" => Action::Error,
            "ignore" => Action::Ignore,
            "always" | "all" => Action::Always,
            "module" => Action::Module,
            "once" => Action::Once,
            _ => return None,
        })
    }
}

#[derive(Clone)]
pub struct Filter {
    pub action: Action,
    /// Lower-cased; empty matches everything.
    pub message: String,
    pub category: Rc<TypeObj>,
}

#[derive(Clone, Default)]
pub struct Filters {
    pub list: Vec<Filter>,
    pub once: HashSet<String>,
}

/// CPython's `re.match(pattern, message, re.I)` for the patterns programs write: literal text,
/// optionally with `.*` wildcards.
fn matches(pattern: &str, message: &str) -> bool {
    if pattern.is_empty() {
        return true;
    }
    let message = message.to_lowercase();
    let mut rest = message.as_str();
    for (i, part) in pattern.split(".*").enumerate() {
        let part = part.replace('\\', "");
        if i == 0 {
            let Some(r) = rest.strip_prefix(part.as_str()) else { return false };
            rest = r;
        } else {
            let Some(at) = rest.find(part.as_str()) else { return false };
            rest = &rest[at + part.len()..];
        }
    }
    true
}

impl Filters {
    pub fn add(&mut self, filter: Filter, append: bool) {
        self.list.retain(|f| !(f.action == filter.action && f.message == filter.message && Rc::ptr_eq(&f.category, &filter.category)));
        if append {
            self.list.push(filter);
        } else {
            self.list.insert(0, filter);
        }
    }

    fn action_for(&self, category: &TypeObj, message: &str) -> Action {
        self.list.iter().find(|f| category.is_subclass_of(&f.category) && matches(&f.message, message)).map_or(Action::Default, |f| f.action)
    }
}

impl Interp {
    /// Show (or ignore, or raise) a warning of `category` whose text is `message`; `shown` is
    /// what the cell's stderr gets, ending in a newline.
    pub fn warn(&mut self, category: &str, message: &str, shown: &str) -> R<()> {
        let class = type_named(category);
        match self.warning_filters.action_for(&class, message) {
            Action::Ignore => Ok(()),
            Action::Error => Err(raise(category, message.to_string())),
            Action::Once => {
                if self.warning_filters.once.insert(format!("{category}\u{0}{message}")) {
                    self.out.write(crate::host::output::Stream::Stderr, shown);
                }
                Ok(())
            }
            Action::Default | Action::Always | Action::Module => {
                self.out.write(crate::host::output::Stream::Stderr, shown);
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matches;

    #[test]
    fn patterns_match_the_start_case_insensitively() {
        assert!(matches("grid size", "Grid size 1 will likely result in GPU under-utilization"));
        assert!(matches("", "anything"));
        assert!(!matches("size", "Grid size 1"));
        assert!(matches("grid.*under", "Grid size 1 will likely result in GPU under-utilization"));
        assert!(matches("host array used", "Host array used in CUDA kernel"));
    }
}
