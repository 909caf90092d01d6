//! Diagnostics as data, and the one renderer that turns them and exception tracebacks into the
//! lines of a cell's `traceback` (IPython's layout, ANSI colours when asked). Must not evaluate.

use crate::lang::source::Source;
use ruff_text_size::TextRange;
use std::fmt::Write;

#[derive(Debug, Clone)]
pub struct Diagnostic {
    pub ename: String,
    pub span: TextRange,
    pub message: String,
    pub hints: Vec<String>,
}

impl Diagnostic {
    pub fn new(ename: &str, span: TextRange, message: String) -> Diagnostic {
        Diagnostic { ename: ename.to_string(), span, message, hints: Vec::new() }
    }
}

const RED: &str = "\x1b[0;31m";
const GREEN: &str = "\x1b[0;32m";
const CYAN: &str = "\x1b[0;36m";
const RESET: &str = "\x1b[0m";

fn paint(color: bool, code: &str, text: &str) -> String {
    if color {
        format!("{code}{text}{RESET}")
    } else {
        text.to_string()
    }
}

/// A syntax error: location line, the source line, a caret under the column, the message.
pub fn render_syntax_error(d: &Diagnostic, source: &Source, color: bool) -> Vec<String> {
    let (line, col) = source.line_col(d.span.start().to_u32());
    let text = source.line_text(line);
    let stripped = text.trim_start();
    let indent = text.chars().count() - stripped.chars().count();
    let mut s = String::new();
    let _ = writeln!(s, "  {}", paint(color, CYAN, &format!("{}, line {}", source.name, line)));
    let _ = writeln!(s, "    {stripped}");
    let _ = writeln!(s, "    {}{}", " ".repeat(col.saturating_sub(indent)), paint(color, RED, "^"));
    let _ = write!(s, "{}: {}", paint(color, RED, &d.ename), d.message);
    for h in &d.hints {
        let _ = write!(s, "\n{h}");
    }
    vec![s]
}

/// One frame of a traceback: the source, the byte offset of the failing expression, the function.
pub struct Frame<'a> {
    pub source: &'a Source,
    pub offset: u32,
    pub func: &'a str,
}

/// What a traceback shows of an exception: its type, message, frames (innermost first, as an
/// exception collects them while it unwinds) and the notes under the message.
pub struct Traceback<'a> {
    pub type_name: &'a str,
    pub message: String,
    pub frames: Vec<Frame<'a>>,
    pub notes: &'a [String],
}

/// The line between two tracebacks of a chain (IPython's wording, which is CPython's).
pub fn chain_message(direct_cause: bool) -> &'static str {
    if direct_cause {
        "\nThe above exception was the direct cause of the following exception:\n"
    } else {
        "\nDuring handling of the above exception, another exception occurred:\n"
    }
}

/// An exception's traceback, outermost frame first, each with two lines of context.
pub fn render_traceback(e: &Traceback, color: bool) -> Vec<String> {
    let mut out = Vec::new();
    let rule = "-".repeat(75);
    out.push(paint(color, RED, &rule));
    let head = format!("{:<42}Traceback (most recent call last)", e.type_name);
    out.push(paint(color, RED, &head));
    for entry in e.frames.iter().rev() {
        let (line, _) = entry.source.line_col(entry.offset);
        let mut s = String::new();
        let loc = if entry.func == "<module>" {
            format!("{}, line {}", entry.source.name, line)
        } else {
            format!("{}, line {}, in {}", entry.source.name, line, entry.func)
        };
        let _ = writeln!(s, "{}", paint(color, CYAN, &loc));
        let first = line.saturating_sub(2).max(1);
        let last = (line + 1).min(entry.source.line_count());
        for l in first..=last {
            let text = entry.source.line_text(l);
            if l == line {
                let _ = writeln!(s, "{} {}", paint(color, GREEN, &format!("----> {l}")), text);
            } else {
                let _ = writeln!(s, "{:>7} {}", l, text);
            }
        }
        out.push(s);
    }
    let msg = &e.message;
    let last = if msg.is_empty() { paint(color, RED, e.type_name) } else { format!("{}: {}", paint(color, RED, e.type_name), msg) };
    out.push(last);
    for note in e.notes.iter() {
        match note.strip_prefix(MESSAGE_SUFFIX) {
            Some(tail) => {
                if let Some(line) = out.last_mut() {
                    line.push_str(tail);
                }
            }
            None => out.push(note.clone()),
        }
    }
    out
}

/// Marks a note that continues the message line instead of standing under it: CPython's
/// traceback appends ". Did you mean: 'print'?" to a NameError's line, though `str(e)` lacks it.
pub const MESSAGE_SUFFIX: char = '\u{1}';
