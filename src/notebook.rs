//! `cudalab run`: execute a notebook (or a `.py` file) in process, without Jupyter. Outputs are
//! printed as they happen, the way a person reads them in a terminal, and recorded in nbformat 4
//! so the executed notebook can be written back.

use crate::host::output::{InputError, MimeBundle, Output, Stream};
use crate::host::Interp;
use crate::jupyter::content::bundle_json;
use serde_json::{json, Value as Json};
use std::io::{BufRead, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum NotebookError {
    #[error("cannot read {path}")]
    Read { path: String, source: std::io::Error },
    #[error("{path} is not a valid notebook: {reason}")]
    Invalid { path: String, reason: String },
    #[error("cannot write {path}")]
    Write { path: String, source: std::io::Error },
}

/// Records nbformat outputs for the current cell and echoes them to the terminal.
pub struct NotebookOutput {
    pub cells: Vec<Vec<Json>>,
    clear_pending: bool,
    echo: bool,
}

impl NotebookOutput {
    pub fn new(echo: bool) -> NotebookOutput {
        NotebookOutput { cells: vec![Vec::new()], clear_pending: false, echo }
    }
    fn current(&mut self) -> &mut Vec<Json> {
        if self.cells.is_empty() {
            self.cells.push(Vec::new());
        }
        let last = self.cells.len() - 1;
        &mut self.cells[last]
    }
    fn before_output(&mut self) {
        if self.clear_pending {
            self.clear_pending = false;
            self.current().clear();
        }
    }
    pub fn push(&mut self, output: Json) {
        self.before_output();
        self.current().push(output);
    }
}

/// The text a terminal shows for a bundle: Markdown as written; text/plain where it is more than
/// a placeholder repr (`<IPython.core.display.HTML object>`); else HTML as text (table cells
/// tab-separated), images as a note of their size.
pub fn terminal_text(b: &MimeBundle) -> String {
    if let Some(md) = b.get("text/markdown") {
        return md.to_string();
    }
    if let Some(t) = b.get("text/plain").filter(|t| !(t.starts_with('<') && t.trim_end().ends_with('>'))) {
        if b.0.len() > 1 {
            return t.trim_end().to_string();
        }
    }
    if let Some(html) = b.get("text/html") {
        return html_to_text(html);
    }
    for (mime, data) in &b.0 {
        if mime.starts_with("image/") {
            let bytes = if mime == "image/svg+xml" { data.len() } else { data.len() * 3 / 4 };
            return format!("[{mime}, {:.1} KB]", bytes as f64 / 1024.0);
        }
    }
    match b.get("text/plain") {
        Some(t) => t.to_string(),
        None => format!("<{}>", b.0.iter().map(|(m, _)| m.as_str()).collect::<Vec<_>>().join(", ")),
    }
}

fn html_to_text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let Some(end) = rest[start..].find('>') else { break };
        let tag = rest[start + 1..start + end].trim_start_matches('/').to_ascii_lowercase();
        let name = tag.split(|c: char| c.is_whitespace() || c == '/').next().unwrap_or("");
        let closing = rest[start + 1..].starts_with('/');
        match name {
            "tr" | "br" | "p" | "div" | "li" | "h1" | "h2" | "h3" | "h4" if closing || name == "br" => out.push('\n'),
            "td" | "th" if closing => out.push('\t'),
            _ => {}
        }
        rest = &rest[start + end + 1..];
    }
    out.push_str(rest);
    let text = out.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").replace("&nbsp;", " ");
    text.lines().map(|l| l.trim_end()).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

pub fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' && chars.peek() == Some(&'[') {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

impl Output for NotebookOutput {
    fn write(&mut self, stream: Stream, text: &str) {
        if self.echo {
            match stream {
                Stream::Stdout => {
                    let mut o = std::io::stdout().lock();
                    let _ = o.write_all(text.as_bytes());
                    let _ = o.flush();
                }
                Stream::Stderr => {
                    let _ = std::io::stderr().write_all(text.as_bytes());
                }
            }
        }
        self.before_output();
        let cell = self.current();
        if let Some(last) = cell.last_mut() {
            if last["output_type"] == "stream" && last["name"] == stream.name() {
                let joined = format!("{}{}", last["text"].as_str().unwrap_or(""), text);
                last["text"] = Json::String(joined);
                return;
            }
        }
        cell.push(json!({"output_type": "stream", "name": stream.name(), "text": text}));
    }
    fn display(&mut self, data: MimeBundle, display_id: Option<String>, update: bool) {
        if self.echo {
            println!("{}", terminal_text(&data));
        }
        let mut out = json!({"output_type": "display_data", "data": bundle_json(&data), "metadata": {}});
        if let Some(id) = &display_id {
            out["transient"] = json!({"display_id": id});
        }
        if update {
            if let Some(id) = display_id {
                for cell in self.cells.iter_mut() {
                    for o in cell.iter_mut() {
                        if o["transient"]["display_id"] == Json::String(id.clone()) {
                            o["data"] = bundle_json(&data);
                        }
                    }
                }
            }
            return;
        }
        self.push(out);
    }
    fn clear_output(&mut self, wait: bool) {
        if wait {
            self.clear_pending = true;
        } else {
            self.current().clear();
        }
    }
    fn input(&mut self, prompt: &str, _password: bool) -> Result<String, InputError> {
        print!("{prompt}");
        let _ = std::io::stdout().flush();
        let mut line = String::new();
        match std::io::stdin().lock().read_line(&mut line) {
            Ok(0) | Err(_) => Err(InputError::NotAllowed),
            Ok(_) => Ok(line.trim_end_matches(['\n', '\r']).to_string()),
        }
    }
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }
}

fn source_text(cell: &Json) -> String {
    match &cell["source"] {
        Json::String(s) => s.clone(),
        Json::Array(parts) => parts.iter().filter_map(|p| p.as_str()).collect(),
        _ => String::new(),
    }
}

pub struct RunOptions<'a> {
    pub output: Option<&'a Path>,
    pub allow_errors: bool,
}

/// Run `f` on a thread with the interpreter's stack size (cells may recurse deeply).
pub fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    match std::thread::Builder::new().name("cudalab-run".into()).stack_size(crate::host::STACK_SIZE).spawn(f) {
        Ok(h) => match h.join() {
            Ok(v) => v,
            Err(p) => std::panic::resume_unwind(p),
        },
        Err(e) => panic!("cannot start the evaluation thread: {e}"),
    }
}

/// Run a notebook; returns whether every cell succeeded (or errors were allowed).
pub fn run_notebook(path: &Path, opts: &RunOptions, interrupt: Arc<AtomicBool>) -> Result<bool, NotebookError> {
    let p = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| NotebookError::Read { path: p.clone(), source })?;
    let mut nb: Json = serde_json::from_str(&text).map_err(|e| NotebookError::Invalid { path: p.clone(), reason: e.to_string() })?;
    let cells = nb["cells"].as_array().cloned().ok_or_else(|| NotebookError::Invalid { path: p.clone(), reason: "no \"cells\" list".into() })?;
    let color = std::io::stderr().is_terminal();
    let mut interp = Interp::new(Box::new(NotebookOutput::new(true)), interrupt);
    interp.color = color;
    interp.stack_budget = crate::host::STACK_SIZE - (16 << 20);
    let mut ok = true;
    let mut stopped = false;
    let total = cells.iter().filter(|c| c["cell_type"] == "code").count();
    let mut n = 0;
    for (index, mut cell) in cells.into_iter().enumerate() {
        if cell["cell_type"] != "code" || stopped {
            continue;
        }
        n += 1;
        let code = source_text(&cell);
        eprintln!("{}", paint(color, &format!("── cell {n}/{total} ──")));
        let outcome = interp.run_cell_guarded(&code, true);
        let count = interp.execution_count;
        let mut outputs = take_outputs(&mut interp);
        for page in &outcome.pages {
            println!("{page}");
        }
        if let Some(result) = &outcome.result {
            println!("{}", paint_out(color, count, &terminal_text(result)));
            outputs.push(json!({"output_type": "execute_result", "execution_count": count, "data": bundle_json(result), "metadata": {}}));
        }
        if let Some(err) = &outcome.error {
            let tb = err.traceback.join("\n");
            eprintln!("{}", if color { tb.clone() } else { strip_ansi(&tb) });
            outputs.push(json!({"output_type": "error", "ename": err.ename, "evalue": err.evalue, "traceback": err.traceback}));
            ok = false;
            if !opts.allow_errors {
                stopped = true;
            }
        }
        cell["outputs"] = Json::Array(outputs);
        cell["execution_count"] = json!(count);
        nb["cells"][index] = cell;
        // Written after every cell, so that the outputs so far survive a process that dies later.
        if let Some(out) = opts.output {
            write_notebook(&nb, out)?;
        }
    }
    if let Some(out) = opts.output {
        write_notebook(&nb, out)?;
    }
    Ok(ok || opts.allow_errors)
}

/// Replaces `out` with `nb` in one step (a temporary file beside it, then a rename), so that a
/// reader never sees half a notebook.
fn write_notebook(nb: &Json, out: &Path) -> Result<(), NotebookError> {
    let text = serde_json::to_string_pretty(nb).unwrap_or_default() + "\n";
    let err = |source| NotebookError::Write { path: out.display().to_string(), source };
    let name = out.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let tmp = out.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    std::fs::write(&tmp, text).map_err(err)?;
    std::fs::rename(&tmp, out).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        err(e)
    })
}

fn take_outputs(interp: &mut Interp) -> Vec<Json> {
    let out = interp.out.as_any_mut().and_then(|a| a.downcast_mut::<NotebookOutput>());
    match out {
        Some(o) => {
            let cell = std::mem::take(o.current());
            o.clear_pending = false;
            cell.into_iter()
                .map(|mut o| {
                    if let Some(m) = o.as_object_mut() {
                        m.remove("transient");
                    }
                    o
                })
                .collect()
        }
        None => Vec::new(),
    }
}

fn paint(color: bool, s: &str) -> String {
    if color {
        format!("\x1b[2m{s}\x1b[0m")
    } else {
        s.to_string()
    }
}

fn paint_out(color: bool, count: u32, s: &str) -> String {
    if color {
        format!("\x1b[31mOut[{count}]:\x1b[0m {s}")
    } else {
        format!("Out[{count}]: {s}")
    }
}

/// Run a Python file as one script (no `Out[...]` for a trailing expression, as `python3 file.py`).
pub fn run_script(path: &Path, interrupt: Arc<AtomicBool>) -> Result<bool, NotebookError> {
    let p = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| NotebookError::Read { path: p.clone(), source })?;
    let mut interp = Interp::new(Box::new(NotebookOutput::new(true)), interrupt);
    interp.color = std::io::stderr().is_terminal();
    interp.stack_budget = crate::host::STACK_SIZE - (16 << 20);
    let source = std::rc::Rc::new(crate::lang::source::Source::new(p, text));
    let outcome = interp.run_source(source, false);
    if let Some(err) = outcome.error {
        let _ = std::io::stdout().flush();
        let tb = err.traceback.join("\n");
        eprintln!("{}", if interp.color { tb } else { strip_ansi(&tb) });
        return Ok(false);
    }
    Ok(true)
}
