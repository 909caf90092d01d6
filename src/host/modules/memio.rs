//! `io.StringIO` and `io.BytesIO`: in-memory streams with the file objects' methods (read,
//! readline, readlines, write, writelines, seek, tell, truncate, getvalue, iteration, `with`),
//! CPython's newline handling for StringIO (`newline='\n'` by default, `None` translating on
//! write, `''`, `'\r'`, `'\r\n'`) and its errors. Positions count characters (StringIO) or bytes
//! (BytesIO); writing past the end pads with NULs as CPython does.

use crate::host::bytes::{as_bytes, bytes_value};
use crate::host::files::{bind, opt};
use crate::host::iter::{IterState, NativeIter};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Builtin, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

/// One stream: characters (as code points) for StringIO, bytes for BytesIO.
pub struct MemIO {
    me: Weak<MemIO>,
    text: bool,
    /// StringIO's `newline` (`Some("\n")` by default); None for universal newlines.
    newline: Option<String>,
    data: RefCell<Vec<u32>>,
    pos: Cell<usize>,
    closed: Cell<bool>,
}

fn closed_error(period: bool) -> crate::host::Ctrl {
    raise("ValueError", if period { "I/O operation on closed file." } else { "I/O operation on closed file" })
}

impl MemIO {
    fn new(text: bool, newline: Option<String>, data: Vec<u32>) -> Rc<MemIO> {
        Rc::new_cyclic(|me| MemIO { me: me.clone(), text, newline, data: RefCell::new(data), pos: Cell::new(0), closed: Cell::new(false) })
    }
    /// The closed-file check of StringIO's own methods (CPython words it without a period).
    fn check(&self) -> R<()> {
        if self.closed.get() {
            return Err(closed_error(!self.text));
        }
        Ok(())
    }
    /// The closed-file check of the methods IOBase provides (readlines, iteration, `with`).
    fn check_base(&self) -> R<()> {
        if self.closed.get() {
            return Err(closed_error(true));
        }
        Ok(())
    }
    fn value(&self, units: &[u32]) -> Value {
        if self.text {
            Value::str(&units.iter().filter_map(|u| char::from_u32(*u)).collect::<String>())
        } else {
            bytes_value(units.iter().map(|u| *u as u8).collect())
        }
    }
    fn units(&self, interp: &Interp, v: &Value) -> R<Vec<u32>> {
        if self.text {
            match v {
                Value::Str(s) => {
                    let s: String = match self.newline.as_deref() {
                        None => s.replace("\r\n", "\n").replace('\r', "\n"),
                        Some(nl @ ("\r" | "\r\n")) => s.replace('\n', nl),
                        _ => s.to_string(),
                    };
                    Ok(s.chars().map(|c| c as u32).collect())
                }
                other => Err(raise("TypeError", format!("string argument expected, got '{}'", interp.type_name(other)))),
            }
        } else {
            match as_bytes(v) {
                Some(b) => Ok(b.0.iter().map(|b| *b as u32).collect()),
                None => Err(raise("TypeError", format!("a bytes-like object is required, not '{}'", interp.type_name(v)))),
            }
        }
    }
    fn write(&self, interp: &Interp, v: &Value) -> R<i64> {
        self.check()?;
        let given = match v {
            Value::Str(s) => s.chars().count(),
            _ => 0,
        };
        let units = self.units(interp, v)?;
        let n = if self.text { given } else { units.len() };
        let mut data = self.data.borrow_mut();
        let pos = self.pos.get();
        if pos > data.len() {
            data.resize(pos, 0);
        }
        let end = pos + units.len();
        if end > data.len() {
            data.resize(end, 0);
        }
        data[pos..end].copy_from_slice(&units);
        self.pos.set(end);
        Ok(n as i64)
    }
    fn read(&self, n: Option<i64>) -> R<Value> {
        self.check()?;
        let data = self.data.borrow();
        let pos = self.pos.get().min(data.len());
        let end = match n {
            Some(n) if n >= 0 => (pos + n as usize).min(data.len()),
            _ => data.len(),
        };
        self.pos.set(end.max(self.pos.get()));
        Ok(self.value(&data[pos..end]))
    }
    /// The end (exclusive) of the line starting at `pos`.
    fn line_end(&self, data: &[u32], pos: usize) -> usize {
        let rest = &data[pos..];
        let nl = '\n' as u32;
        let cr = '\r' as u32;
        let found = match self.newline.as_deref() {
            Some("") if self.text => {
                rest.iter().position(|c| *c == nl || *c == cr).map(|i| if rest[i] == cr && rest.get(i + 1) == Some(&nl) { i + 2 } else { i + 1 })
            }
            Some("\r") if self.text => rest.iter().position(|c| *c == cr).map(|i| i + 1),
            Some("\r\n") if self.text => rest.windows(2).position(|w| w[0] == cr && w[1] == nl).map(|i| i + 2),
            _ => rest.iter().position(|c| *c == nl).map(|i| i + 1),
        };
        pos + found.unwrap_or(rest.len())
    }
    fn readline(&self, limit: Option<i64>) -> R<Value> {
        self.check()?;
        let data = self.data.borrow();
        let pos = self.pos.get().min(data.len());
        let mut end = self.line_end(&data, pos);
        if let Some(l) = limit.filter(|l| *l >= 0) {
            end = end.min(pos + l as usize);
        }
        self.pos.set(end.max(self.pos.get()));
        Ok(self.value(&data[pos..end]))
    }
    fn is_empty(v: &Value) -> bool {
        match v {
            Value::Str(s) => s.is_empty(),
            other => as_bytes(other).map(|b| b.0.is_empty()).unwrap_or(true),
        }
    }
}

const METHODS: &[&str] = &[
    "close",
    "flush",
    "getvalue",
    "isatty",
    "read",
    "readable",
    "readline",
    "readlines",
    "seek",
    "seekable",
    "tell",
    "truncate",
    "writable",
    "write",
    "writelines",
];

impl NativeObject for MemIO {
    fn type_name(&self) -> &str {
        if self.text {
            "_io.StringIO"
        } else {
            "_io.BytesIO"
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "closed" => Some(Value::Bool(self.closed.get())),
            "line_buffering" if self.text => Some(Value::Bool(false)),
            "newlines" if self.text => Some(Value::None),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let size = |interp: &mut Interp, args: Args, fname: &str| -> R<Option<i64>> {
            let a = bind(fname, args, &["size"])?;
            match opt(&a[0]) {
                Some(v) => Ok(Some(interp.to_index(v)?)),
                None => Ok(None),
            }
        };
        Ok(Some(match name {
            "getvalue" => {
                self.check()?;
                self.value(&self.data.borrow())
            }
            "read" => {
                let n = size(interp, args, "read")?;
                self.read(n)?
            }
            "readline" => {
                let n = size(interp, args, "readline")?;
                self.readline(n)?
            }
            "readlines" => {
                self.check_base()?;
                let mut out = Vec::new();
                loop {
                    let line = self.readline(None)?;
                    if MemIO::is_empty(&line) {
                        break;
                    }
                    out.push(line);
                }
                Value::list(out)
            }
            "write" => {
                let a = bind("write", args, &["s"])?;
                let Some(v) = a[0].clone() else { return Err(raise("TypeError", "write() takes exactly one argument (0 given)")) };
                Value::int(self.write(interp, &v)?)
            }
            "writelines" => {
                self.check_base()?;
                let a = bind("writelines", args, &["lines"])?;
                let Some(lines) = a[0].clone() else { return Err(raise("TypeError", "writelines() takes exactly one argument (0 given)")) };
                let mut it = interp.iter(&lines)?;
                while let Some(line) = interp.next(&mut it)? {
                    self.write(interp, &line)?;
                }
                Value::None
            }
            "tell" => {
                self.check()?;
                Value::int(self.pos.get() as i64)
            }
            "seek" => {
                let a = bind("seek", args, &["pos", "whence"])?;
                self.check()?;
                let Some(p) = a[0].clone() else { return Err(raise("TypeError", "seek expected at least 1 argument, got 0")) };
                let p = interp.to_index(&p)?;
                let whence = match opt(&a[1]) {
                    Some(w) => interp.to_index(w)?,
                    None => 0,
                };
                let len = self.data.borrow().len() as i64;
                let target = match whence {
                    0 => {
                        if p < 0 {
                            return Err(raise("ValueError", format!("Negative seek position {p}")));
                        }
                        p
                    }
                    1 | 2 if self.text && p != 0 => {
                        let what = if whence == 1 { "cur" } else { "end" };
                        return Err(raise("OSError", format!("Can't do nonzero {what}-relative seeks")));
                    }
                    1 => (self.pos.get() as i64 + p).max(0),
                    2 => (len + p).max(0),
                    _ => {
                        let msg = if self.text {
                            format!("Invalid whence ({whence}, should be 0, 1 or 2)")
                        } else {
                            format!("invalid whence ({whence}, should be 0, 1 or 2)")
                        };
                        return Err(raise("ValueError", msg));
                    }
                };
                self.pos.set(target as usize);
                Value::int(target)
            }
            "truncate" => {
                let a = bind("truncate", args, &["pos"])?;
                self.check()?;
                let size = match opt(&a[0]) {
                    Some(v) => interp.to_index(v)?,
                    None => self.pos.get() as i64,
                };
                if size < 0 {
                    return Err(raise("ValueError", format!("Negative size value {size}")));
                }
                self.data.borrow_mut().truncate(size as usize);
                Value::int(size)
            }
            "close" => {
                self.closed.set(true);
                Value::None
            }
            "flush" => {
                if !self.text {
                    self.check_base()?;
                }
                Value::None
            }
            "readable" | "writable" | "seekable" => {
                self.check()?;
                Value::Bool(true)
            }
            "isatty" => {
                self.check()?;
                Value::Bool(false)
            }
            "__enter__" => {
                self.check_base()?;
                match self.me.upgrade() {
                    Some(me) => Value::Native(me),
                    None => Value::None,
                }
            }
            "__exit__" => {
                self.closed.set(true);
                Value::None
            }
            "__iter__" => {
                self.check_base()?;
                let Some(me) = self.me.upgrade() else { return Ok(None) };
                Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(Lines(me))))))
            }
            "__next__" => {
                let line = self.readline(None)?;
                if MemIO::is_empty(&line) {
                    return Err(raise("StopIteration", ""));
                }
                line
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct Lines(Rc<MemIO>);

impl NativeIter for Lines {
    fn type_name(&self) -> &'static str {
        if self.0.text {
            "_io.StringIO"
        } else {
            "_io.BytesIO"
        }
    }
    fn next(&mut self, _interp: &mut Interp) -> R<Option<Value>> {
        self.0.check_base()?;
        let line = self.0.readline(None)?;
        Ok(if MemIO::is_empty(&line) { None } else { Some(line) })
    }
}

fn string_io(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("StringIO", args, &["initial_value", "newline"])?;
    let newline = match &a[1] {
        None => Some("\n".to_string()),
        Some(Value::None) => None,
        Some(Value::Str(s)) if matches!(&**s, "" | "\n" | "\r" | "\r\n") => Some(s.to_string()),
        Some(Value::Str(s)) => return Err(raise("ValueError", format!("illegal newline value: {}", crate::host::repr::str_repr(s)))),
        Some(other) => return Err(raise("TypeError", format!("newline must be str or None, not {}", interp.type_name(other)))),
    };
    let io = MemIO::new(true, newline, Vec::new());
    match opt(&a[0]) {
        None => {}
        Some(v @ Value::Str(_)) => {
            io.write(interp, v)?;
            io.pos.set(0);
        }
        Some(other) => return Err(raise("TypeError", format!("initial_value must be str or None, not {}", interp.type_name(other)))),
    }
    Ok(Value::Native(io))
}

fn bytes_io(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("BytesIO", args, &["initial_bytes"])?;
    let io = MemIO::new(false, None, Vec::new());
    if let Some(v) = opt(&a[0]) {
        io.write(interp, v)?;
        io.pos.set(0);
    }
    Ok(Value::Native(io))
}

/// Add `StringIO` and `BytesIO` to the `io` module.
pub fn install(interp: &mut Interp) {
    let Some(io) = interp.modules.get("io").cloned() else { return };
    let mut attrs = io.attrs.borrow_mut();
    for (name, func, signature, doc) in [
        (
            "StringIO",
            string_io as crate::host::value::BuiltinFn,
            "StringIO(initial_value='', newline='\\n')",
            "Text I/O implementation using an in-memory buffer.",
        ),
        ("BytesIO", bytes_io, "BytesIO(initial_bytes=b'')", "Buffered I/O implementation using an in-memory bytes buffer."),
    ] {
        attrs.insert(Rc::from(name), Value::Builtin(Rc::new(Builtin { name, module: "_io", func, signature, doc })));
    }
}
