//! IPython magics and shell escapes: `%who`, `%whos`, `%env`, `%time`/`%%time`, `%config`,
//! `%%bash`/`%%sh`/`%%script`, `%%writefile`, `%%html`/`%%markdown`/`%%svg`/`%%latex`, `!cmd` and
//! `x = !cmd`. Unknown magics are a `UsageError` naming the magic, as IPython says it.
//! `%timeit`, `%time` and `%%profile` are `timing`'s. Magics that later issues own say so plainly.

use crate::host::output::{MimeBundle, Stream};
use crate::host::value::Value;
use crate::host::{raise, Interp, R};
use crate::lang::source::Source;
use ruff_python_ast::IpyEscapeKind;
use std::io::Read;
use std::process::{Command, Stdio};
use std::rc::Rc;
use std::sync::mpsc;
use std::time::Duration;

#[derive(Debug, Default, Clone)]
pub struct Config {
    /// `%config` settings, `Class.key = value`, kept for the later issues that read them.
    pub values: Vec<(String, String)>,
}

const LINE_MAGICS: &[&str] = &["backend", "who", "whos", "env", "time", "timeit", "config", "lsmagic", "pwd", "cd", "reset", "who_ls", "matplotlib"];
const CELL_MAGICS: &[&str] = &["time", "timeit", "profile", "bash", "sh", "script", "writefile", "html", "HTML", "markdown", "svg", "latex", "capture", "cuda"];
/// Magics of the dialect that later issues bring, and which issue.
const PLANNED: &[(&str, &str)] = &[("gpu", "the GPU back end"), ("device", "the GPU back end")];

pub fn magic_names() -> (Vec<&'static str>, Vec<&'static str>) {
    (LINE_MAGICS.to_vec(), CELL_MAGICS.to_vec())
}

fn usage(msg: String) -> crate::host::Ctrl {
    raise("UsageError", msg)
}

fn planned(kind: &str, name: &str) -> Option<crate::host::Ctrl> {
    PLANNED.iter().find(|(n, _)| *n == name).map(|(_, what)| {
        usage(format!("{kind} magic function `{}{name}` is part of cudalab's {what}, which is not built yet.", if kind == "Cell" { "%%" } else { "%" }))
    })
}

/// Run `!cmd`, `!!cmd`, `%magic` in statement position.
pub fn run_escape(interp: &mut Interp, kind: IpyEscapeKind, value: &str) -> R<Value> {
    run_escape_in(interp, kind, value, false)
}

/// `in_expression`: `x = !cmd` captures the output as a list of lines, as IPython does.
pub fn run_escape_in(interp: &mut Interp, kind: IpyEscapeKind, value: &str, in_expression: bool) -> R<Value> {
    match kind {
        IpyEscapeKind::Shell | IpyEscapeKind::ShCap => {
            let cmd = expand_vars(interp, value)?;
            let capture = in_expression || kind == IpyEscapeKind::ShCap;
            run_shell(interp, &cmd, capture, "sh")
        }
        IpyEscapeKind::Magic => {
            let (name, args) = match value.find(char::is_whitespace) {
                Some(i) => (&value[..i], value[i..].trim()),
                None => (value, ""),
            };
            run_line_magic(interp, name, args)
        }
        IpyEscapeKind::Help | IpyEscapeKind::Help2 => {
            let v = interp.eval_source_expr(value.trim())?;
            let text = crate::host::introspect::describe(interp, &v);
            interp.pages.push(text);
            Ok(Value::None)
        }
        _ => Err(usage(format!("IPython escape `{value}` is not supported by cudalab"))),
    }
}

/// IPython expands `$name` and `{expr}` in shell commands.
fn expand_vars(interp: &mut Interp, cmd: &str) -> R<String> {
    let mut out = String::new();
    let chars: Vec<char> = cmd.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '$' && i + 1 < chars.len() && chars[i + 1] == '$' {
            out.push('$');
            i += 2;
        } else if c == '$' && i + 1 < chars.len() && (chars[i + 1].is_alphabetic() || chars[i + 1] == '_') {
            let start = i + 1;
            let mut j = start;
            while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                j += 1;
            }
            let name: String = chars[start..j].iter().collect();
            match interp.lookup(&name) {
                Ok(v) => out.push_str(&interp.str(&v)?),
                Err(_) => {
                    out.push('$');
                    out.push_str(&name);
                }
            }
            i = j;
        } else if c == '{' {
            match chars[i..].iter().position(|c| *c == '}') {
                Some(end) => {
                    let expr: String = chars[i + 1..i + end].iter().collect();
                    match interp.eval_source_expr(&expr) {
                        Ok(v) => out.push_str(&interp.str(&v)?),
                        Err(_) => out.push_str(&chars[i..=i + end].iter().collect::<String>()),
                    }
                    i += end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    Ok(out)
}

/// Run a command through a shell, streaming its output into the cell (or capturing it as a list
/// of lines). The shell leads a process group of its own, and an interrupt ends the whole group
/// (`!sleep 60` runs `sleep` as the shell's child: killing only the shell left it holding the
/// output pipe, and the cell waiting).
fn run_shell(interp: &mut Interp, cmd: &str, capture: bool, shell: &str) -> R<Value> {
    use std::os::unix::process::CommandExt;
    interp.out.flush();
    let mut child = Command::new(shell)
        .arg("-c")
        .arg(cmd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| raise("OSError", format!("cannot run {shell}: {e}")))?;
    let (tx, rx) = mpsc::channel::<(Stream, Vec<u8>)>();
    let mut readers = Vec::new();
    for (stream, pipe) in [
        (Stream::Stdout, child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>)),
        (Stream::Stderr, child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>)),
    ] {
        if let Some(mut pipe) = pipe {
            let tx = tx.clone();
            readers.push(std::thread::spawn(move || {
                let mut buf = [0u8; 8192];
                while let Ok(n) = pipe.read(&mut buf) {
                    if n == 0 || tx.send((stream, buf[..n].to_vec())).is_err() {
                        break;
                    }
                }
            }));
        }
    }
    drop(tx);
    let mut captured = String::new();
    let mut pending: Vec<u8> = Vec::new();
    let mut killed_at: Option<std::time::Instant> = None;
    loop {
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok((stream, bytes)) => {
                if capture && stream == Stream::Stdout {
                    captured.push_str(&String::from_utf8_lossy(&bytes));
                } else {
                    pending.extend_from_slice(&bytes);
                    // Only emit whole UTF-8 sequences.
                    let valid = match std::str::from_utf8(&pending) {
                        Ok(_) => pending.len(),
                        Err(e) => e.valid_up_to(),
                    };
                    let text = String::from_utf8_lossy(&pending[..valid]).to_string();
                    pending.drain(..valid);
                    interp.out.write(stream, &text);
                }
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if interp.interrupt.load(std::sync::atomic::Ordering::SeqCst) {
                    match killed_at {
                        None => {
                            kill_group(child.id(), libc::SIGTERM);
                            killed_at = Some(std::time::Instant::now());
                        }
                        Some(t) if t.elapsed() > Duration::from_millis(500) => kill_group(child.id(), libc::SIGKILL),
                        Some(_) => {}
                    }
                    // A process that left the group may still hold the pipes: stop waiting for it.
                    if killed_at.is_some_and(|t| t.elapsed() > Duration::from_secs(2)) {
                        break;
                    }
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        }
    }
    if killed_at.is_none() {
        for r in readers {
            let _ = r.join();
        }
    }
    let _ = child.wait();
    interp.check_interrupt()?;
    if capture {
        return Ok(Value::list(captured.lines().map(Value::str).collect()));
    }
    Ok(Value::None)
}

/// Sends `signal` to the process group that `leader` leads.
fn kill_group(leader: u32, signal: libc::c_int) {
    if let Ok(pid) = libc::pid_t::try_from(leader) {
        // SAFETY: kill only sends a signal; a negative pid addresses the child's own group.
        unsafe { libc::kill(-pid, signal) };
    }
}

pub fn run_line_magic(interp: &mut Interp, name: &str, args: &str) -> R<Value> {
    match name {
        "backend" => {
            crate::host::modules::cuda::gpu_launch::synchronize_all(interp)?;
            let text = interp.backend.switch(args)?;
            interp.write_stdout(&format!("{text}\n"));
            Ok(Value::None)
        }
        "who" | "who_ls" => {
            let names = user_names(interp);
            if name == "who_ls" {
                return Ok(Value::list(names.iter().map(|(n, _)| Value::str(n)).collect()));
            }
            if names.is_empty() {
                interp.write_stdout("Interactive namespace is empty.\n");
            } else {
                let list: Vec<&str> = names.iter().map(|(n, _)| n.as_str()).collect();
                interp.write_stdout(&format!("{}\n", list.join("\t ")));
            }
            Ok(Value::None)
        }
        "whos" => {
            let names = user_names(interp);
            if names.is_empty() {
                interp.write_stdout("Interactive namespace is empty.\n");
                return Ok(Value::None);
            }
            let rows: Vec<(String, String, String)> = names
                .iter()
                .map(|(n, v)| {
                    let mut data = crate::host::repr::repr(v).replace('\n', " ");
                    if data.chars().count() > 60 {
                        data = format!(
                            "{}<...>{}",
                            data.chars().take(25).collect::<String>(),
                            data.chars().rev().take(25).collect::<Vec<_>>().into_iter().rev().collect::<String>()
                        );
                    }
                    (n.clone(), crate::host::repr::type_name(v), data)
                })
                .collect();
            let w0 = rows.iter().map(|r| r.0.len()).max().unwrap_or(0).max(8) + 3;
            let w1 = rows.iter().map(|r| r.1.len()).max().unwrap_or(0).max(4) + 3;
            let mut s = format!("{:<w0$}{:<w1$}Data/Info\n", "Variable", "Type");
            s.push_str(&"-".repeat(w0 + w1 + 9));
            s.push('\n');
            for (n, t, d) in rows {
                s.push_str(&format!("{n:<w0$}{t:<w1$}{d}\n"));
            }
            interp.write_stdout(&s);
            Ok(Value::None)
        }
        "env" => env_magic(interp, args),
        "time" => {
            let (no_sync, code) = crate::timing::time::parse_line(args);
            let source = Rc::new(Source::new("<timed exec>", code));
            crate::timing::time::run(interp, source, no_sync).map(|v| v.unwrap_or(Value::None))
        }
        "timeit" => {
            let (opts, stmt) = crate::timing::timeit::parse_options(args).map_err(|e| usage(format!("%timeit: {e}")))?;
            if stmt.trim().is_empty() {
                return Err(usage("%timeit needs a statement to time, e.g. %timeit f(x)".into()));
            }
            let (setup, stmt) = (Rc::new(Source::new("<magic-timeit setup>", "")), Rc::new(Source::new("<magic-timeit>", stmt)));
            let report = crate::timing::timeit::run(interp, &opts, setup, stmt)?;
            Ok(crate::host::timing_host::timeit_value(report, opts.return_result))
        }
        "config" => {
            if args.is_empty() {
                let mut s = String::from("Settings (Class.key = value):\n");
                for (k, v) in &interp.config.values {
                    s.push_str(&format!("  {k} = {v}\n"));
                }
                interp.write_stdout(&s);
                return Ok(Value::None);
            }
            let Some((k, v)) = args.split_once('=') else {
                let found = interp.config.values.iter().rev().find(|(k, _)| k == args.trim()).map(|(_, v)| v.clone());
                return match found {
                    Some(v) => Ok(Value::str(&v)),
                    None => Err(usage(format!("%config: no setting named '{}' (set one with %config Class.key = value)", args.trim()))),
                };
            };
            let k = k.trim().to_string();
            if !k.contains('.') {
                return Err(usage(format!("%config expects Class.key = value, got '{args}'")));
            }
            if k == "GPU.kernel_timeout" {
                // Seconds a cell waits for GPU work before the GPU worker is ended; 0: no limit.
                let secs: f64 = v
                    .trim()
                    .trim_end_matches('s')
                    .parse()
                    .ok()
                    .filter(|x: &f64| *x >= 0.0 && x.is_finite())
                    .ok_or_else(|| usage(format!("%config GPU.kernel_timeout takes a number of seconds (0 for no limit), not '{}'", v.trim())))?;
                interp.backend.set_time_limit(secs);
            } else if k.starts_with("GPU.") {
                return Err(usage(format!("%config: unknown GPU setting '{k}' (GPU.kernel_timeout is the one there is)")));
            }
            interp.config.values.retain(|(x, _)| *x != k);
            interp.config.values.push((k, v.trim().to_string()));
            Ok(Value::None)
        }
        "matplotlib" => {
            // Figures are always shown inline (as PNG, or SVG by %config); the interactive
            // backends need a GUI or widgets the kernel does not have.
            match args.trim() {
                "" | "inline" => Ok(Value::None),
                "--list" | "-l" => {
                    interp.write_stdout("Available matplotlib backends: ['inline']\n");
                    Ok(Value::None)
                }
                other => Err(usage(format!("cudalab shows figures inline only: use '%matplotlib inline' (the '{other}' backend needs a GUI or widgets, which this kernel does not have)"))),
            }
        }
        "lsmagic" => {
            let (line, cell) = magic_names();
            let s = format!(
                "Available line magics:\n{}\n\nAvailable cell magics:\n{}\n",
                line.iter().map(|m| format!("%{m}")).collect::<Vec<_>>().join("  "),
                cell.iter().map(|m| format!("%%{m}")).collect::<Vec<_>>().join("  ")
            );
            interp.write_stdout(&s);
            Ok(Value::None)
        }
        "pwd" => Ok(Value::str(&std::env::current_dir().map(|p| p.display().to_string()).unwrap_or_default())),
        "cd" => {
            let target = if args.is_empty() { std::env::var("HOME").unwrap_or_else(|_| "/".into()) } else { args.to_string() };
            std::env::set_current_dir(&target).map_err(|e| usage(format!("cd: {target}: {e}")))?;
            let cwd = std::env::current_dir().map(|p| p.display().to_string()).unwrap_or_default();
            interp.write_stdout(&format!("{cwd}\n"));
            Ok(Value::None)
        }
        "reset" => {
            let keep: Vec<&str> = vec!["__name__"];
            interp.globals.vars_mut().retain(|k, _| keep.contains(&&**k));
            Ok(Value::None)
        }
        other => Err(planned("Line", other).unwrap_or_else(|| usage(format!("Line magic function `%{other}` not found.")))),
    }
}

pub fn run_cell_magic(interp: &mut Interp, name: &str, args: &str, body: &str, source: &Rc<Source>) -> R<Option<Value>> {
    interp.frame_sources = vec![source.clone()];
    match name {
        "cuda" => {
            crate::host::modules::cuda_c::cell_magic(interp, args, body, &source.name)?;
            Ok(None)
        }
        "time" => {
            let (no_sync, rest) = crate::timing::time::parse_line(args);
            if !rest.trim().is_empty() {
                return Err(usage(format!("%%time takes only --no-sync on its line, not '{}'", rest.trim())));
            }
            let src = Rc::new(Source::new(source.name.clone(), format!("\n{body}")));
            crate::timing::time::run(interp, src, no_sync)
        }
        "timeit" => {
            let (opts, setup) = crate::timing::timeit::parse_options(args).map_err(|e| usage(format!("%%timeit: {e}")))?;
            let setup = Rc::new(Source::new(source.name.clone(), setup));
            let stmt = Rc::new(Source::new(source.name.clone(), format!("\n{body}")));
            let report = crate::timing::timeit::run(interp, &opts, setup, stmt)?;
            Ok(Some(crate::host::timing_host::timeit_value(report, opts.return_result)).filter(|v| !matches!(v, Value::None)))
        }
        "profile" => {
            if !args.trim().is_empty() {
                return Err(usage(format!("%%profile takes no options, not '{}'", args.trim())));
            }
            let src = Rc::new(Source::new(source.name.clone(), format!("\n{body}")));
            crate::timing::profile::run(interp, src)
        }
        "bash" | "sh" => run_shell(interp, body, false, if name == "bash" { "bash" } else { "sh" }).map(|_| None),
        "script" => {
            let prog = args.split_whitespace().next().unwrap_or("");
            match prog {
                "" => Err(usage("%%script expects a program name, e.g. %%script bash".into())),
                "true" | "false" | ":" => Ok(None),
                p => {
                    let path = std::env::temp_dir().join(format!("cudalab-script-{}", std::process::id()));
                    std::fs::write(&path, body).map_err(|e| raise("OSError", e.to_string()))?;
                    let cmd = format!("{} '{}'", args, path.display());
                    let r = run_shell(interp, &cmd, false, "sh");
                    let _ = std::fs::remove_file(&path);
                    let _ = p;
                    r.map(|_| None)
                }
            }
        }
        "writefile" => {
            let (append, file) = match args.strip_prefix("-a") {
                Some(rest) => (true, rest.trim()),
                None => (false, args.trim()),
            };
            if file.is_empty() {
                return Err(usage("%%writefile expects a file name".into()));
            }
            let exists = std::path::Path::new(file).exists();
            let r = if append {
                use std::io::Write;
                std::fs::OpenOptions::new().append(true).create(true).open(file).and_then(|mut f| f.write_all(body.as_bytes()))
            } else {
                std::fs::write(file, body)
            };
            r.map_err(|e| raise("OSError", format!("{file}: {e}")))?;
            let verb = if append {
                "Appending to"
            } else if exists {
                "Overwriting"
            } else {
                "Writing"
            };
            interp.write_stdout(&format!("{verb} {file}\n"));
            Ok(None)
        }
        "html" | "HTML" | "markdown" | "svg" | "latex" => {
            let mime = match name {
                "markdown" => "text/markdown",
                "svg" => "image/svg+xml",
                "latex" => "text/latex",
                _ => "text/html",
            };
            let plain = format!("<IPython.core.display.{} object>", name.to_uppercase());
            interp.out.display(MimeBundle(vec![(mime.into(), body.to_string()), ("text/plain".into(), plain)]), None, false);
            Ok(None)
        }
        "capture" => {
            let var = args.split_whitespace().find(|a| !a.starts_with('-')).map(|s| s.to_string());
            let captured = crate::host::output::Captured::default();
            let saved = std::mem::replace(&mut interp.out, Box::new(captured));
            let src = Rc::new(Source::new(source.name.clone(), format!("\n{body}")));
            let outcome = interp.run_source(src, false);
            let out = std::mem::replace(&mut interp.out, saved);
            let _ = out;
            if let Some(v) = var {
                interp.globals.set(Rc::from(v.as_str()), Value::None);
            }
            if let Some(e) = outcome.error {
                return Err(raise(&e.ename, e.evalue));
            }
            Ok(None)
        }
        other => Err(planned("Cell", other).unwrap_or_else(|| usage(format!("Cell magic `%%{other}` not found.")))),
    }
}

fn user_names(interp: &Interp) -> Vec<(String, Value)> {
    let mut names: Vec<(String, Value)> = interp.globals.vars().iter().filter(|(k, _)| !k.starts_with('_')).map(|(k, v)| (k.to_string(), v.clone())).collect();
    names.sort_by(|a, b| a.0.cmp(&b.0));
    names
}

fn env_magic(interp: &mut Interp, args: &str) -> R<Value> {
    if args.is_empty() {
        let mut vars: Vec<(String, String)> = std::env::vars().collect();
        vars.sort();
        let mut d = crate::host::value::Dict::default();
        for (k, v) in vars {
            d.map.insert(crate::host::value::HashKey::Str(Rc::from(k.as_str())), (Value::str(&k), Value::str(&v)));
        }
        return Ok(Value::dict(d));
    }
    let (k, v) = match args.split_once('=') {
        Some((k, v)) => (k.trim(), Some(v.trim())),
        None => match args.split_once(char::is_whitespace) {
            Some((k, v)) => (k.trim(), Some(v.trim())),
            None => (args.trim(), None),
        },
    };
    match v {
        Some(v) => {
            let v = expand_vars(interp, v)?;
            // os.environ's checks (IPython sets os.environ[var]); set_var would panic on these.
            if k.is_empty() || k.contains('=') {
                return Err(raise("ValueError", "illegal environment variable name"));
            }
            if k.contains('\0') || v.contains('\0') {
                return Err(raise("ValueError", "embedded null byte"));
            }
            std::env::set_var(k, &v);
            interp.write_stdout(&format!("env: {k}={v}\n"));
            Ok(Value::None)
        }
        None => match std::env::var(k) {
            Ok(v) => Ok(Value::str(&v)),
            Err(_) => Err(usage(format!("Environment does not have key: {k}"))),
        },
    }
}

pub fn function_signature(f: &crate::host::value::Function) -> String {
    let p = &f.params;
    let mut parts = Vec::new();
    let positional: Vec<_> = p.posonlyargs.iter().chain(p.args.iter()).collect();
    let first_default = positional.len() - f.defaults.len();
    for (i, a) in positional.iter().enumerate() {
        if i >= first_default {
            parts.push(format!("{}={}", a.parameter.name, crate::host::repr::repr(&f.defaults[i - first_default])));
        } else {
            parts.push(a.parameter.name.to_string());
        }
        if i + 1 == p.posonlyargs.len() {
            parts.push("/".into());
        }
    }
    if let Some(va) = &p.vararg {
        parts.push(format!("*{}", va.name));
    } else if !p.kwonlyargs.is_empty() {
        parts.push("*".into());
    }
    for a in p.kwonlyargs.iter() {
        match f.kw_defaults.iter().find(|(k, _)| &**k == a.parameter.name.as_str()) {
            Some((_, d)) => parts.push(format!("{}={}", a.parameter.name, crate::host::repr::repr(d))),
            None => parts.push(a.parameter.name.to_string()),
        }
    }
    if let Some(kw) = &p.kwarg {
        parts.push(format!("**{}", kw.name));
    }
    format!("({})", parts.join(", "))
}

impl Interp {
    /// Evaluate a standalone expression string (for `{expr}` in shell commands and `obj?`).
    pub fn eval_source_expr(&mut self, text: &str) -> R<Value> {
        let parsed = ruff_python_parser::parse_expression(text).map_err(|e| raise("SyntaxError", e.to_string()))?;
        let expr = parsed.into_expr();
        let source = Rc::new(Source::new("<expr>", text));
        let pushed = self.frame_sources.is_empty();
        if pushed {
            self.frame_sources.push(source);
        }
        let r = self.eval(&expr);
        if pushed {
            self.frame_sources.pop();
        }
        r
    }
}
