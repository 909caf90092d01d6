//! Splitting a cell into IPython cell magics and Python, and parsing the Python.
//!
//! Line magics (`%time x`), shell escapes (`!ls`) and captures (`x = !ls`) are parsed by ruff in
//! its notebook mode, which keeps them as `IpyEscapeCommand` nodes; a `%%magic` first line makes the
//! whole cell the magic's body. Owns `is_complete` too, since it is a question about syntax.

use crate::lang::diagnostic::Diagnostic;
use crate::lang::source::Source;
use ruff_python_ast::{ModModule, PySourceType};
use ruff_python_parser::{parse_unchecked_source, ParseErrorType};
use ruff_text_size::TextRange;

pub enum CellSyntax {
    CellMagic { name: String, args: String, body: String },
    Python,
}

/// A cell whose first non-blank line starts with `%%` is a cell magic.
pub fn classify(text: &str) -> CellSyntax {
    let trimmed = text.trim_start_matches(['\n', '\r', ' ', '\t']);
    if let Some(rest) = trimmed.strip_prefix("%%") {
        let (first, body) = match rest.find('\n') {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (rest, ""),
        };
        let first = first.trim_end();
        let (name, args) = match first.find(char::is_whitespace) {
            Some(i) => (&first[..i], first[i..].trim()),
            None => (first, ""),
        };
        return CellSyntax::CellMagic { name: name.to_string(), args: args.to_string(), body: body.to_string() };
    }
    CellSyntax::Python
}

pub fn parse(source: &Source) -> Result<ModModule, Diagnostic> {
    // ruff's notebook mode reaches an `unreachable!` on some malformed escape commands (a
    // fuzzer found `import num[py as np\n,a[ =`); the parser is pure, so such a cell is parsed
    // again as plain Python, whose error is then the cell's SyntaxError.
    let text = &source.text;
    let parsed = std::panic::catch_unwind(|| parse_unchecked_source(text, PySourceType::Ipynb))
        .or_else(|_| std::panic::catch_unwind(|| parse_unchecked_source(text, PySourceType::Python)))
        .map_err(|_| Diagnostic::new("SyntaxError", TextRange::default(), "invalid syntax".into()))?;
    if let Some(err) = parsed.errors().first() {
        let incomplete = is_incomplete_error(&err.error, err.location, source.text.len());
        let message = if incomplete { "incomplete input".to_string() } else { python_message(&err.error) };
        let ename =
            if matches!(err.error, ParseErrorType::Lexical(_)) && err.error.to_string().contains("indent") { "IndentationError" } else { "SyntaxError" };
        return Err(Diagnostic::new(ename, err.location, message));
    }
    let module = parsed.into_syntax();
    crate::lang::pattern_rules::check(&module.body)?;
    Ok(module)
}

/// CPython's wording where it differs from ruff's, else ruff's message.
fn python_message(e: &ParseErrorType) -> String {
    let m = e.to_string();
    if m.contains("unindent does not match") {
        return "unindent does not match any outer indentation level".into();
    }
    if m.starts_with("Expected an indented block") {
        return "expected an indented block".into();
    }
    if m.contains("Unexpected indentation") {
        return "unexpected indent".into();
    }
    if m.starts_with("missing closing quote") || m.contains("unterminated string") {
        return "unterminated string literal".into();
    }
    if m.is_empty() {
        return "invalid syntax".into();
    }
    format!("invalid syntax ({m})")
}

fn is_incomplete_error(e: &ParseErrorType, at: TextRange, len: usize) -> bool {
    let m = e.to_string().to_lowercase();
    let at_end = at.start().to_usize() + 1 >= len || at.end().to_usize() >= len;
    at_end
        && (m.contains("end of file")
            || m.contains("expected an indented block")
            || m.contains("unclosed")
            || m.contains("expected ')'")
            || m.contains("expected ']'")
            || m.contains("expected '}'")
            || m.contains("unexpected eof")
            || m.contains("newline")
            || m.contains("missing closing quote")
            || m.contains("unterminated triple"))
}

/// `True` when the last statement (ending at byte `end`) is followed by a `;`, ignoring comments:
/// IPython then hides the cell's result.
pub fn ends_with_semicolon(text: &str, end: u32) -> bool {
    let rest = text.get(end as usize..).unwrap_or("");
    let line = rest.split('\n').next().unwrap_or("");
    let code = line.split('#').next().unwrap_or("");
    code.trim().starts_with(';')
}

pub enum Completeness {
    Complete,
    Incomplete { indent: String },
    Invalid,
}

/// The answer to `is_complete_request`, as IPython's input splitter gives it.
pub fn is_complete(code: &str) -> Completeness {
    if let CellSyntax::CellMagic { .. } = classify(code) {
        // A cell magic's body ends with a blank line, as in IPython's console.
        return if code.ends_with("\n\n") { Completeness::Complete } else { Completeness::Incomplete { indent: String::new() } };
    }
    if code.trim().is_empty() {
        return Completeness::Complete;
    }
    let parsed = parse_unchecked_source(code, PySourceType::Ipynb);
    let last_line = code.lines().last().unwrap_or("");
    let opens_block = last_line.trim_end().ends_with(':');
    // IPython: the code "ends with a newline" when only whitespace follows the last one (a
    // console sends the next line's auto-indent with it).
    let ends_with_newline = code.trim_end_matches(|c: char| c.is_whitespace() && c != '\n').ends_with('\n');
    // A lone decorator (`@cuda.jit` typed first) waits for its definition, as in IPython.
    let last_code_line = code.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
    let after_decorator = last_code_line.trim_start().starts_with('@');
    match parsed.errors().first() {
        // What CPython's compiler refuses outside a function or loop (IPython: invalid).
        None if parsed
            .syntax()
            .body
            .iter()
            .any(|s| matches!(s, ruff_python_ast::Stmt::Return(_) | ruff_python_ast::Stmt::Break(_) | ruff_python_ast::Stmt::Continue(_))) =>
        {
            Completeness::Invalid
        }
        None => {
            // A compound statement stays open until a blank line, as in IPython.
            let last_is_compound = parsed.syntax().body.last().is_some_and(|s| {
                matches!(
                    s,
                    ruff_python_ast::Stmt::If(_)
                        | ruff_python_ast::Stmt::For(_)
                        | ruff_python_ast::Stmt::While(_)
                        | ruff_python_ast::Stmt::FunctionDef(_)
                        | ruff_python_ast::Stmt::ClassDef(_)
                        | ruff_python_ast::Stmt::With(_)
                        | ruff_python_ast::Stmt::Try(_)
                )
            });
            let in_block = last_is_compound && (last_line.starts_with(' ') || last_line.starts_with('\t'));
            if (in_block && !ends_with_newline) || opens_block {
                let indent: String = last_line.chars().take_while(|c| c.is_whitespace()).collect();
                let indent = if opens_block { format!("{indent}    ") } else { indent };
                Completeness::Incomplete { indent }
            } else {
                Completeness::Complete
            }
        }
        Some(err) => {
            if after_decorator || is_incomplete_error(&err.error, err.location, code.len()) {
                let indent: String = last_line.chars().take_while(|c| c.is_whitespace()).collect();
                let indent = if opens_block { format!("{indent}    ") } else { indent };
                Completeness::Incomplete { indent }
            } else {
                Completeness::Invalid
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn completeness() {
        assert!(matches!(is_complete("print('hi')"), Completeness::Complete));
        assert!(matches!(is_complete("for i in range(3):"), Completeness::Incomplete { .. }));
        assert!(matches!(is_complete("x = (1,"), Completeness::Incomplete { .. }));
        assert!(matches!(is_complete("x = 1)"), Completeness::Invalid));
    }
    #[test]
    fn semicolon_hides() {
        assert!(ends_with_semicolon("1 + 1;", 5));
        assert!(!ends_with_semicolon("1 + 1", 5));
        assert!(!ends_with_semicolon("x  # a note;", 1));
        assert!(ends_with_semicolon("x ;  # hidden", 1));
    }
}
