//! Keeps the unsafe code documented: every `unsafe { .. }` block, `unsafe impl` and `unsafe extern`
//! block in src/ has a
//! `// SAFETY:` comment directly above it (or at the end of its line), and every `unsafe fn` has a
//! `# Safety` section in its doc comment. The check is textual, so it needs no build of the crate.
//!
//! "Directly above" means: walking up from the unsafe line, over blank lines, attribute lines and
//! comment lines, a comment line holds `SAFETY:`. The walk may also pass over up to
//! `MAX_CONTINUATION` code lines that leave a statement open (a call split over lines, a closure,
//! an `if` header), but it stops at a code line that ends a statement (`;` or `}`), since a comment
//! above that line belongs to that statement.

use std::path::{Path, PathBuf};

/// Unsafe sites without a comment in files that are being edited on other branches (which add
/// the comments there), so they could not be fixed on the branch that added this test. Each entry
/// is (path, the offending line, trimmed) and tolerates one such site; line numbers are avoided
/// so that edits elsewhere in those files do not break the test. Keep the list exact: an entry
/// that no longer matches an undocumented site fails the test, so remove it once fixed.
const ALLOWLIST: &[(&str, &str)] = &[];

const MAX_CONTINUATION: usize = 3;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("read src dir").map(|e| e.expect("dir entry").path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// The code part of a line: what comes before a `//` comment, with string literals blanked so
/// that text inside them is not taken for code. Good enough for this tree (no `unsafe` inside
/// strings spanning lines).
fn code_part(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    let mut in_str = false;
    while let Some(c) = chars.next() {
        if in_str {
            if c == '\\' {
                chars.next();
            } else if c == '"' {
                in_str = false;
                out.push('"');
            }
            continue;
        }
        if c == '"' {
            in_str = true;
            out.push('"');
            continue;
        }
        if c == '\'' {
            // A char literal such as '"' or '\\'; a lifetime ('a) has no closing quote nearby.
            let rest: String = chars.clone().take(3).collect();
            if let Some(end) = rest.find('\'') {
                if end > 0 {
                    for _ in 0..=end {
                        chars.next();
                    }
                    out.push_str("' '");
                    continue;
                }
            }
            out.push(c);
            continue;
        }
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        out.push(c);
    }
    out
}

fn has_word_then(code: &str, first: &str, next: &[&str]) -> bool {
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(i) = code[from..].find(first) {
        let at = from + i;
        from = at + first.len();
        let before_ok = at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        if !before_ok {
            continue;
        }
        let rest = code[from..].trim_start();
        if next.iter().any(|n| rest.starts_with(n)) {
            return true;
        }
    }
    false
}

fn is_comment(t: &str) -> bool {
    t.starts_with("//") || t.starts_with("/*") || t.starts_with('*')
}

fn is_attribute(t: &str) -> bool {
    t.starts_with("#[") || t.starts_with("#![")
}

/// Whether the unsafe block or impl at `lines[i]` carries a `SAFETY:` comment.
fn block_documented(lines: &[&str], i: usize) -> bool {
    if lines[i].contains("SAFETY:") {
        return true;
    }
    let mut code_lines = 0;
    for j in (0..i).rev() {
        let t = lines[j].trim();
        if t.is_empty() || is_attribute(t) {
            continue;
        }
        if is_comment(t) {
            if t.contains("SAFETY:") {
                return true;
            }
            continue;
        }
        let code = code_part(t);
        let code = code.trim_end();
        if code.ends_with(';') || code.ends_with('}') {
            return false;
        }
        code_lines += 1;
        if code_lines > MAX_CONTINUATION {
            return false;
        }
    }
    false
}

/// Whether the `unsafe fn` at `lines[i]` has a `# Safety` section in the doc comment above it.
fn fn_documented(lines: &[&str], i: usize) -> bool {
    for j in (0..i).rev() {
        let t = lines[j].trim();
        if is_attribute(t) {
            continue;
        }
        if t.starts_with("///") {
            if t.trim_start_matches('/').trim() == "# Safety" {
                return true;
            }
            continue;
        }
        return false;
    }
    false
}

struct Problem {
    path: String,
    line: usize,
    text: String,
    what: &'static str,
}

fn problems() -> Vec<Problem> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 20, "found only {} files under src/", files.len());
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("read a source file");
        let lines: Vec<&str> = text.lines().collect();
        let rel = file.strip_prefix(root).expect("under the manifest dir").to_string_lossy().replace('\\', "/");
        for (i, line) in lines.iter().enumerate() {
            let t = line.trim_start();
            if is_comment(t) {
                continue;
            }
            let code = code_part(line);
            // `unsafe extern "C" {`, a block of foreign declarations (not the pointer type
            // `unsafe extern "C" fn(..)`).
            let extern_block = has_word_then(&code, "unsafe", &["extern"]) && !code.contains("fn") && code.trim_end().ends_with('{');
            if (has_word_then(&code, "unsafe", &["{", "impl"]) || extern_block) && !block_documented(&lines, i) {
                found.push(Problem {
                    path: rel.clone(),
                    line: i + 1,
                    text: line.trim().to_string(),
                    what: "unsafe block, impl or extern block without a `// SAFETY:` comment",
                });
            }
            // `unsafe fn name(`, not the type `unsafe fn(..)` nor `unsafe extern "C" fn(..)`.
            if has_word_then(&code, "unsafe", &["fn "]) && !fn_documented(&lines, i) {
                found.push(Problem { path: rel.clone(), line: i + 1, text: line.trim().to_string(), what: "unsafe fn without a `/// # Safety` doc section" });
            }
        }
    }
    found
}

#[test]
fn every_unsafe_site_is_documented() {
    let mut allowed: Vec<Option<&(&str, &str)>> = ALLOWLIST.iter().map(Some).collect();
    let mut missing = Vec::new();
    for p in problems() {
        match allowed.iter_mut().find(|a| a.is_some_and(|(path, text)| *path == p.path && *text == p.text)) {
            Some(slot) => *slot = None,
            None => missing.push(format!("{}:{}: {}: {}", p.path, p.line, p.what, p.text)),
        }
    }
    let stale: Vec<_> = allowed.into_iter().flatten().collect();
    assert!(missing.is_empty(), "undocumented unsafe code:\n{}", missing.join("\n"));
    assert!(stale.is_empty(), "ALLOWLIST entries that match no undocumented site (fixed, or the line changed); remove or update them: {stale:?}");
}

#[test]
fn the_scanner_sees_what_it_should() {
    let src = "fn a() {\n    // SAFETY: fine\n    unsafe { x() };\n    let y = 1;\n    unsafe { z() };\n    // SAFETY: spans\n    let r = f(a,\n        || unsafe { w() });\n}\n";
    let lines: Vec<&str> = src.lines().collect();
    assert!(block_documented(&lines, 2));
    assert!(!block_documented(&lines, 4));
    assert!(block_documented(&lines, 7));
    assert!(has_word_then(&code_part("let p = unsafe { q };"), "unsafe", &["{"]));
    assert!(!has_word_then(&code_part("let s = \"unsafe { q }\";"), "unsafe", &["{"]));
    assert!(!has_word_then(&code_part("foo(); // unsafe { q }"), "unsafe", &["{"]));
    assert!(has_word_then(&code_part("unsafe impl Sync for X {}"), "unsafe", &["impl"]));
    assert!(!has_word_then(&code_part("fn my_unsafe {"), "unsafe", &["{"]));
    let doc = "/// Does x.\n///\n/// # Safety\n/// `p` is live.\n#[inline]\npub unsafe fn f(p: *const u8) {}\n";
    let lines: Vec<&str> = doc.lines().collect();
    assert!(fn_documented(&lines, 5));
}
