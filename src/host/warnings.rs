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
use crate::host::value::Value;
use crate::host::{raise, Ctrl, Interp, R};
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
    /// CPython's `__warningregistry__` of the program's namespace (every cell shares it, as
    /// IPython's cells share theirs): the warnings already shown, by (text, category, line),
    /// and by (text, category, 0) for the `module` action. Emptied whenever the filters change.
    pub shown: HashSet<(String, usize, usize)>,
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
    /// The filter list changed: warnings shown before may show again (CPython's
    /// `_filters_mutated`).
    pub fn mutated(&mut self) {
        self.shown.clear();
    }

    pub fn add(&mut self, filter: Filter, append: bool) {
        self.mutated();
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

/// Where a warning points: the file (or cell) and line of the frame `stacklevel` names, and
/// that line's text.
pub struct Location {
    pub file: String,
    pub line: usize,
    pub text: String,
}

impl Interp {
    /// Where frame `stacklevel` is (1: the innermost, at `site_offset`; 2: its caller, at the
    /// call that made frame 1; and so on), as `warnings.warn` names it: the line of the call or
    /// operator being evaluated, as CPython's frame line is. Frames of cudalab's own Python
    /// source are passed over, as C code is in CPython. Past the outermost frame it is CPython's
    /// `sys:1`.
    pub fn warning_location(&self, stacklevel: usize) -> Location {
        let frames = self.frame_sources.len();
        let mut level = stacklevel.max(1);
        let mut i = 0;
        while i < frames {
            let source = &self.frame_sources[frames - 1 - i];
            // The frame inside this one began at this one's call.
            let offset = if i == 0 { Some(self.site_offset) } else { self.frame_names.len().checked_sub(i).map(|k| self.frame_names[k].1) };
            if source.name != crate::host::internal_source::INTERNAL {
                level -= 1;
                if level == 0 {
                    let Some(offset) = offset else { break };
                    let (line, _) = source.line_col(offset);
                    return Location { file: source.name.clone(), line, text: source.line_text(line).trim().to_string() };
                }
            }
            i += 1;
        }
        Location { file: "sys".into(), line: 1, text: String::new() }
    }

    /// `warnings.warn(message, category, stacklevel)` as CPython does it: the warning points at
    /// the line `stacklevel` frames out; the filters decide; under `default` it shows once
    /// per (text, category, line), under `module` once per (text, category), under `once` once
    /// per text, under `always` every time. `raised` is what the `error` action raises (the
    /// warning object the program gave, else a new one of `category`).
    pub fn warn_at(&mut self, category: &Rc<TypeObj>, message: &str, stacklevel: usize, raised: Option<Rc<crate::host::exceptions::ExcObj>>) -> R<()> {
        let at = self.warning_location(stacklevel);
        let cat = Rc::as_ptr(category) as usize;
        if self.warning_filters.shown.contains(&(message.to_string(), cat, at.line)) {
            return Ok(());
        }
        let action = self.warning_filters.action_for(category, message);
        let registry = &mut self.warning_filters;
        match action {
            Action::Ignore => return Ok(()),
            Action::Error => {
                let e = raised.unwrap_or_else(|| crate::host::exceptions::exc_with_args(category.clone(), vec![Value::str(message)]));
                return Err(Ctrl::Raise(e));
            }
            Action::Once => {
                registry.shown.insert((message.to_string(), cat, at.line));
                if !registry.once.insert(format!("{}\u{0}{message}", category.name)) {
                    return Ok(());
                }
            }
            Action::Module => {
                registry.shown.insert((message.to_string(), cat, at.line));
                if !registry.shown.insert((message.to_string(), cat, 0)) {
                    return Ok(());
                }
            }
            Action::Default => {
                registry.shown.insert((message.to_string(), cat, at.line));
            }
            Action::Always => {}
        }
        let mut shown = format!("{}:{}: {}: {message}\n", at.file, at.line, category.name);
        if !at.text.is_empty() {
            shown.push_str(&format!("  {}\n", at.text));
        }
        self.out.write(crate::host::output::Stream::Stderr, &shown);
        Ok(())
    }

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
