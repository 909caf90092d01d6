//! Completion and inspection for the notebook UI: names in scope, attributes of modules and
//! objects, keywords and magics; signatures and docs. Only dotted names are evaluated (never calls
//! or subscripts), so asking for completions can never run user code.

use crate::host::value::Value;
use crate::host::Interp;

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with",
];

/// Byte offset of a cursor given in Unicode code points (the protocol's unit).
pub fn byte_offset(code: &str, cursor_chars: usize) -> usize {
    code.char_indices().nth(cursor_chars).map(|(b, _)| b).unwrap_or(code.len())
}

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The dotted name that ends at `end` (bytes), and where it starts.
fn dotted_before(code: &str, end: usize) -> (usize, &str) {
    let before = &code[..end];
    let start = before.char_indices().rev().take_while(|(_, c)| is_name_char(*c) || *c == '.' || *c == '%').last().map(|(i, _)| i).unwrap_or(end);
    (start, &code[start..end])
}

pub struct Completion {
    pub matches: Vec<String>,
    /// Code-point offsets of the text the matches replace.
    pub start: usize,
    pub end: usize,
}

impl Interp {
    fn eval_dotted(&mut self, path: &str) -> Option<Value> {
        let mut parts = path.split('.');
        let first = parts.next()?;
        if first.is_empty() || !first.chars().all(is_name_char) {
            return None;
        }
        // An unbound name that is an importable module completes as that module, as Jedi does
        // for `import math\nmath.fl` in the same cell.
        let mut v = match self.lookup(first) {
            Ok(v) => v,
            Err(_) => Value::Module(self.modules.get(first)?.clone()),
        };
        for p in parts {
            v = self.getattr(&v, p).ok()?;
        }
        Some(v)
    }

    pub fn complete(&mut self, code: &str, cursor: usize) -> Completion {
        let end = byte_offset(code, cursor);
        let (start, token) = dotted_before(code, end);
        let mut matches: Vec<String> = Vec::new();
        if let Some(magic) = token.strip_prefix("%%") {
            let (_, cell) = crate::host::magics::magic_names();
            matches = cell.iter().filter(|m| m.starts_with(magic)).map(|m| format!("%%{m}")).collect();
        } else if let Some(magic) = token.strip_prefix('%') {
            let (line, _) = crate::host::magics::magic_names();
            matches = line.iter().filter(|m| m.starts_with(magic)).map(|m| format!("%{m}")).collect();
        } else if let Some(dot) = token.rfind('.') {
            let (obj, partial) = (&token[..dot], &token[dot + 1..]);
            if let Some(v) = self.eval_dotted(obj) {
                matches = crate::host::builtins::attribute_names(self, &v)
                    .into_iter()
                    .filter(|n| n.starts_with(partial) && (partial.starts_with('_') || !n.starts_with('_')))
                    .map(|n| format!("{obj}.{n}"))
                    .collect();
            }
        } else {
            let mut names: Vec<String> = self.globals.vars().keys().map(|k| k.to_string()).collect();
            names.extend(self.builtins.keys().map(|k| k.to_string()));
            names.extend(KEYWORDS.iter().map(|k| k.to_string()));
            names.extend(self.modules.keys().filter(|m| !m.contains('.')).map(|m| m.to_string()));
            names.retain(|n| n.starts_with(token) && (token.starts_with('_') || !n.starts_with('_')));
            names.sort();
            names.dedup();
            matches = names;
        }
        Completion { matches, start: code[..start].chars().count(), end: cursor }
    }

    /// Text for `inspect_request`: the object under the cursor, or the function whose call the
    /// cursor is inside.
    pub fn inspect(&mut self, code: &str, cursor: usize) -> Option<String> {
        let at = byte_offset(code, cursor);
        let word_end = code[at..].char_indices().find(|(_, c)| !is_name_char(*c) && *c != '.').map(|(i, _)| at + i).unwrap_or(code.len());
        let (_, token) = dotted_before(code, word_end);
        let token = token.trim_start_matches('%').trim_end_matches('.');
        if let Some(v) = self.eval_dotted(token) {
            return Some(describe(self, &v));
        }
        // Inside `f(…|`: the name before the innermost open parenthesis.
        let mut depth = 0i32;
        for (i, c) in code[..at].char_indices().rev() {
            match c {
                ')' => depth += 1,
                '(' if depth == 0 => {
                    let (_, name) = dotted_before(code, i);
                    return self.eval_dotted(name).map(|v| describe(self, &v));
                }
                '(' => depth -= 1,
                _ => {}
            }
        }
        None
    }
}

/// Signature and docstring of a value, for `help()`, `obj?` and `inspect_request`.
pub fn describe(interp: &mut Interp, v: &Value) -> String {
    match v {
        Value::Function(f) => {
            let sig = crate::host::magics::function_signature(f);
            let doc = f.doc.as_deref().unwrap_or("<no docstring>");
            format!("Signature: {}{}\nDocstring: {}\nType:      function", f.name, sig, doc)
        }
        Value::Builtin(b) => format!("Signature: {}\nDocstring: {}\nType:      builtin_function_or_method", b.signature, b.doc),
        Value::Method(m) => format!("Docstring: {}.{} method\nType:      builtin_function_or_method", crate::host::repr::type_name(&m.0), m.1),
        Value::Module(m) => format!("Type:      module\nDocstring: {}", m.doc),
        Value::Type(t) => format!("Init signature: {}(...)\nType:           type", t.name),
        other => {
            let repr = interp.repr(other).unwrap_or_default();
            format!("Type:        {}\nString form: {}", crate::host::repr::type_name(other), repr)
        }
    }
}
