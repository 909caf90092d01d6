//! `traceback`: `format_exc`, `print_exc`, `format_exception`, `print_exception`,
//! `format_exception_only`, `format_tb`, `print_tb`, `extract_tb`, `format_list`, and the
//! traceback objects `e.__traceback__` gives, in CPython's plain-text layout ("Traceback (most
//! recent call last):", a `File "…", line N, in f` line and the stripped source line per frame,
//! chained exceptions first with CPython's separator lines, notes under the message).
//!
//! CPython 3.11's `~~^~~` position markers under a source line are not drawn (the frames know
//! where the failing expression starts, not where it ends), and a comprehension is no frame of
//! its own (the interpreter runs it inline). File names are the ones cudalab gives its sources (a
//! script's path, made absolute as CPython's `__file__`; `Cell In[n]`); sources named `<…>` show
//! no line, as CPython's `linecache` finds none. Must not change how the kernel renders an uncaught
//! exception (`lang::diagnostic`).

use crate::host::exceptions::{ExcObj, TbEntry};
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = new_module("traceback", "Extract, format and print information about Python stack traces.");
    add_fn(&m, "format_exc", format_exc, "format_exc(limit=None, chain=True)", "Like print_exc() but return a string.");
    add_fn(&m, "print_exc", print_exc, "print_exc(limit=None, file=None, chain=True)", "Shorthand for 'print_exception(sys.exception(), limit, file, chain)'.");
    add_fn(
        &m,
        "format_exception",
        format_exception,
        "format_exception(exc, /, value=<implicit>, tb=<implicit>, limit=None, chain=True)",
        "Format a stack trace and the exception information.",
    );
    add_fn(
        &m,
        "print_exception",
        print_exception,
        "print_exception(exc, /, value=<implicit>, tb=<implicit>, limit=None, file=None, chain=True)",
        "Print exception up to 'limit' stack trace entries from 'tb' to 'file'.",
    );
    add_fn(&m, "format_exception_only", format_exception_only, "format_exception_only(exc, /, value=<implicit>)", "Format the exception part of a traceback.");
    add_fn(&m, "format_tb", format_tb, "format_tb(tb, limit=None)", "A shorthand for 'format_list(extract_tb(tb, limit))'.");
    add_fn(&m, "print_tb", print_tb, "print_tb(tb, limit=None, file=None)", "Print up to 'limit' stack trace entries from the traceback 'tb'.");
    add_fn(
        &m,
        "extract_tb",
        extract_tb,
        "extract_tb(tb, limit=None)",
        "Return a StackSummary object representing a list of pre-processed entries from traceback.",
    );
    add_fn(&m, "format_list", format_list, "format_list(extracted_list)", "Format a list of FrameSummary objects for printing.");
    m
}

/// One frame of a traceback, as `extract_tb` gives it.
#[derive(Clone)]
struct Frame {
    filename: Rc<str>,
    lineno: usize,
    name: Rc<str>,
    /// The stripped source line; empty when there is none.
    line: Rc<str>,
}

fn frame_of(t: &TbEntry) -> Frame {
    let (lineno, _) = t.source.line_col(t.offset);
    let line = if t.source.name.starts_with('<') { "" } else { t.source.line_text(lineno).trim() };
    Frame { filename: file_name(&t.source.name), lineno, name: t.func.clone(), line: Rc::from(line) }
}

/// A source's name as CPython's frames give it: a script's path made absolute (as `__file__` of
/// `__main__` is); a cell's or a `<string>`'s name as it is.
fn file_name(name: &str) -> Rc<str> {
    let path = std::path::Path::new(name);
    if !name.starts_with('<') && path.is_relative() && path.is_file() {
        if let Ok(abs) = std::path::absolute(path) {
            return Rc::from(abs.to_string_lossy().as_ref());
        }
    }
    Rc::from(name)
}

/// The frames of an exception's traceback, outermost first.
fn frames(e: &ExcObj) -> Vec<Frame> {
    e.traceback.borrow().iter().rev().map(frame_of).collect()
}

fn format_frame(f: &Frame) -> String {
    let mut s = format!("  File \"{}\", line {}, in {}\n", f.filename, f.lineno, f.name);
    if !f.line.is_empty() {
        s.push_str(&format!("    {}\n", f.line));
    }
    s
}

/// CPython's `limit`: a positive one keeps the first frames, a negative one the last.
fn limited(mut fs: Vec<Frame>, limit: &Option<Value>) -> Vec<Frame> {
    if let Some(Value::Int(n)) = limit {
        let n = n.as_i64().unwrap_or(i64::MAX);
        if n >= 0 {
            fs.truncate(n as usize);
        } else {
            let keep = n.unsigned_abs().min(fs.len() as u64) as usize;
            fs.drain(..fs.len() - keep);
        }
    }
    fs
}

/// The exception's last line(s): `Type: message` (or just `Type`), then its notes.
fn exception_only(interp: &mut Interp, e: &Rc<ExcObj>) -> Vec<String> {
    let msg = match interp.user_repr(&Value::Exception(e.clone()), true) {
        Ok(Some(s)) => s,
        _ => e.message(),
    };
    let name = e.type_name();
    let mut first = if msg.is_empty() { name.to_string() } else { format!("{name}: {msg}") };
    let mut notes = Vec::new();
    // As the kernel's own report shows them: a hint that continues the message line (NameError's
    // "Did you mean"), the `add_note` notes under it.
    for n in e.notes.borrow().iter() {
        match n.strip_prefix(crate::lang::diagnostic::MESSAGE_SUFFIX) {
            Some(tail) => first.push_str(tail),
            None => notes.push(format!("{n}\n")),
        }
    }
    let mut out = vec![first + "\n"];
    out.extend(notes);
    out
}

/// The whole report of `e`, chained exceptions first.
fn format_chain(interp: &mut Interp, e: &Rc<ExcObj>, limit: &Option<Value>, chain: bool, seen: &mut Vec<Rc<ExcObj>>) -> Vec<String> {
    seen.push(e.clone());
    let mut out = Vec::new();
    if chain && seen.len() < 100 {
        let c = e.chain.borrow().clone();
        let earlier = match (c.cause, c.context) {
            (Some(cause), _) => Some((cause, true)),
            (None, Some(ctx)) if !c.suppress_context => Some((ctx, false)),
            _ => None,
        };
        if let Some((x, direct)) = earlier {
            if !seen.iter().any(|s| Rc::ptr_eq(s, &x)) {
                out.extend(format_chain(interp, &x, limit, chain, seen));
                out.push(format!("{}\n", crate::lang::diagnostic::chain_message(direct)));
            }
        }
    }
    let fs = limited(frames(e), limit);
    if !fs.is_empty() {
        out.push("Traceback (most recent call last):\n".into());
        out.extend(fs.iter().map(format_frame));
    }
    out.extend(exception_only(interp, e));
    out
}

/// The exception a call names: `format_exception(e)` or the older `(type, value, tb)` form.
fn exc_arg(interp: &Interp, fname: &str, args: &Args) -> R<Option<Rc<ExcObj>>> {
    let first = match args.pos.first() {
        Some(v) => v,
        None => return Err(raise("TypeError", format!("{fname}() missing required positional argument: 'exc'"))),
    };
    let v = match (first, args.pos.get(1)) {
        (Value::Type(_) | Value::None, Some(value)) => value,
        _ => first,
    };
    match v {
        Value::Exception(e) => Ok(Some(e.clone())),
        Value::None => Ok(None),
        other => Err(raise("TypeError", format!("Exception expected for value, {} found", interp.type_name(other)))),
    }
}

fn take_limit_chain(args: &mut Args) -> (Option<Value>, bool) {
    let limit = args.take_kw("limit").filter(|v| !v.is_none());
    let chain = !matches!(args.take_kw("chain"), Some(Value::Bool(false)));
    (limit, chain)
}

fn current(interp: &Interp) -> Option<Rc<ExcObj>> {
    interp.handling.last().cloned()
}

fn report(interp: &mut Interp, e: Option<Rc<ExcObj>>, limit: &Option<Value>, chain: bool) -> Vec<String> {
    match e {
        Some(e) => format_chain(interp, &e, limit, chain, &mut Vec::new()),
        None => vec!["NoneType: None\n".into()],
    }
}

fn no_file(args: &mut Args) -> R<()> {
    match args.take_kw("file") {
        None | Some(Value::None) => Ok(()),
        Some(_) => Err(raise("NotImplementedError", "traceback printing to a file= other than sys.stderr is not supported")),
    }
}

fn to_list(lines: Vec<String>) -> Value {
    Value::list(lines.iter().map(|s| Value::str(s)).collect())
}

fn format_exc(interp: &mut Interp, mut args: Args) -> R<Value> {
    let (limit, chain) = take_limit_chain(&mut args);
    let limit = limit.or_else(|| args.pos.first().cloned());
    let e = current(interp);
    Ok(Value::str(&report(interp, e, &limit, chain).concat()))
}

fn print_exc(interp: &mut Interp, mut args: Args) -> R<Value> {
    no_file(&mut args)?;
    let (limit, chain) = take_limit_chain(&mut args);
    let limit = limit.or_else(|| args.pos.first().cloned());
    let e = current(interp);
    let text = report(interp, e, &limit, chain).concat();
    interp.write_stderr(&text);
    Ok(Value::None)
}

fn format_exception(interp: &mut Interp, mut args: Args) -> R<Value> {
    let (limit, chain) = take_limit_chain(&mut args);
    let e = exc_arg(interp, "format_exception", &args)?;
    Ok(to_list(report(interp, e, &limit, chain)))
}

fn print_exception(interp: &mut Interp, mut args: Args) -> R<Value> {
    no_file(&mut args)?;
    let (limit, chain) = take_limit_chain(&mut args);
    let e = exc_arg(interp, "print_exception", &args)?;
    let text = report(interp, e, &limit, chain).concat();
    interp.write_stderr(&text);
    Ok(Value::None)
}

fn format_exception_only(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(to_list(match exc_arg(interp, "format_exception_only", &args)? {
        Some(e) => exception_only(interp, &e),
        None => vec!["NoneType: None\n".into()],
    }))
}

/// The frames of a traceback argument (`e.__traceback__`, or None).
fn tb_frames(interp: &Interp, v: Option<&Value>) -> R<Vec<Frame>> {
    match v {
        None => Err(raise("TypeError", "missing required argument 'tb'")),
        Some(Value::None) => Ok(Vec::new()),
        Some(Value::Native(n)) if n.as_any().is::<TracebackObj>() => {
            Ok(n.as_any().downcast_ref::<TracebackObj>().map(|t| frames(&t.exc).into_iter().skip(t.skip).collect()).unwrap_or_default())
        }
        Some(other) => Err(raise("AttributeError", format!("'{}' object has no attribute 'tb_frame'", interp.type_name(other)))),
    }
}

fn format_tb(interp: &mut Interp, mut args: Args) -> R<Value> {
    let (limit, _) = take_limit_chain(&mut args);
    let limit = limit.or_else(|| args.pos.get(1).cloned());
    let fs = limited(tb_frames(interp, args.pos.first())?, &limit);
    Ok(to_list(fs.iter().map(format_frame).collect()))
}

fn print_tb(interp: &mut Interp, mut args: Args) -> R<Value> {
    no_file(&mut args)?;
    let (limit, _) = take_limit_chain(&mut args);
    let limit = limit.or_else(|| args.pos.get(1).cloned());
    let fs = limited(tb_frames(interp, args.pos.first())?, &limit);
    let text: String = fs.iter().map(format_frame).collect();
    interp.write_stderr(&text);
    Ok(Value::None)
}

fn extract_tb(interp: &mut Interp, mut args: Args) -> R<Value> {
    let (limit, _) = take_limit_chain(&mut args);
    let limit = limit.or_else(|| args.pos.get(1).cloned());
    let fs = limited(tb_frames(interp, args.pos.first())?, &limit);
    Ok(Value::list(fs.into_iter().map(|f| Value::Native(Rc::new(FrameSummary(f)))).collect()))
}

fn format_list(interp: &mut Interp, args: Args) -> R<Value> {
    crate::host::methods::want("format_list", &args, 1, 1)?;
    let mut out = Vec::new();
    for item in interp.collect(&args.pos[0])? {
        match &item {
            Value::Native(n) if n.as_any().is::<FrameSummary>() => {
                if let Some(f) = n.as_any().downcast_ref::<FrameSummary>() {
                    out.push(format_frame(&f.0));
                }
            }
            other => return Err(raise("NotImplementedError", format!("traceback.format_list of {} items is not supported", interp.type_name(other)))),
        }
    }
    Ok(to_list(out))
}

/// `e.__traceback__`: the exception's frames from the `skip`th on (`tb_next` walks them).
pub struct TracebackObj {
    exc: Rc<ExcObj>,
    skip: usize,
}

/// `e.__traceback__` for an exception: None before it was raised.
pub fn traceback_of(e: &Rc<ExcObj>) -> Value {
    if e.traceback.borrow().is_empty() {
        return Value::None;
    }
    Value::Native(Rc::new(TracebackObj { exc: e.clone(), skip: 0 }))
}

impl NativeObject for TracebackObj {
    fn type_name(&self) -> &str {
        "traceback"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let fs = frames(&self.exc);
        let Some(f) = fs.get(self.skip) else { return Ok(None) };
        Ok(match name {
            "tb_lineno" => Some(Value::int(f.lineno as i64)),
            "tb_next" => {
                Some(if self.skip + 1 < fs.len() { Value::Native(Rc::new(TracebackObj { exc: self.exc.clone(), skip: self.skip + 1 })) } else { Value::None })
            }
            _ => None,
        })
    }
    fn dir(&self) -> Vec<String> {
        vec!["tb_lineno".into(), "tb_next".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One entry of `extract_tb`: `filename`, `lineno`, `name`, `line`, and unpacking as a 4-tuple.
struct FrameSummary(Frame);

impl NativeObject for FrameSummary {
    fn type_name(&self) -> &str {
        "FrameSummary"
    }
    fn repr(&self) -> String {
        format!("<FrameSummary file {}, line {} in {}>", self.0.filename, self.0.lineno, self.0.name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let f = &self.0;
        Ok(match name {
            "filename" => Some(Value::Str(f.filename.clone())),
            "lineno" => Some(Value::int(f.lineno as i64)),
            "name" => Some(Value::Str(f.name.clone())),
            "line" => Some(Value::Str(f.line.clone())),
            _ => None,
        })
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        let f = &self.0;
        Ok(match name {
            "__iter__" => {
                Some(Value::list(vec![Value::Str(f.filename.clone()), Value::int(f.lineno as i64), Value::Str(f.name.clone()), Value::Str(f.line.clone())]))
            }
            "__len__" => Some(Value::int(4)),
            _ => None,
        })
    }
    fn dir(&self) -> Vec<String> {
        ["filename", "lineno", "name", "line"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
