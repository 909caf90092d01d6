//! Files: the builtin `open()` and the file objects it returns (`_io.TextIOWrapper` for text,
//! `_io.BufferedReader`/`BufferedWriter`/`BufferedRandom` for binary), with CPython's modes,
//! encodings (utf-8, utf-8-sig, ascii, latin-1), universal newlines and `newline=`, and its
//! errors (`FileNotFoundError: [Errno 2] No such file or directory: 'x'`, `I/O operation on
//! closed file.`, `io.UnsupportedOperation: not readable`). Also owns the `OSError` family's
//! construction from an OS error (`os_error`) that `os`, `pathlib` and `tempfile` raise with,
//! the `io` module, and `fspath` (a `str` or `pathlib.Path` argument as a path string).
//!
//! Reading takes the rest of the file into memory at the first read (notebook files are small);
//! writes go straight to the OS file, so nothing is lost if a cell forgets to close a file.

use crate::host::bytes::{as_bytes, bytes_value};
use crate::host::exceptions::{exc_with_args, type_named};
use crate::host::iter::{IterState, NativeIter};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Builtin, TypeKind, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::rc::{Rc, Weak};

/// Bind a builtin's arguments to its parameter names (positional first, then keywords), with
/// CPython's messages for unknown or repeated keywords and too many positionals.
pub fn bind(fname: &str, mut args: Args, names: &[&str]) -> R<Vec<Option<Value>>> {
    if args.pos.len() > names.len() {
        return Err(raise("TypeError", format!("{fname}() takes at most {} arguments ({} given)", names.len(), args.pos.len())));
    }
    let mut out: Vec<Option<Value>> = names.iter().map(|_| None).collect();
    for (i, v) in std::mem::take(&mut args.pos).into_iter().enumerate() {
        out[i] = Some(v);
    }
    for (k, v) in args.kw {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            return Err(raise("TypeError", format!("{fname}() got an unexpected keyword argument '{k}'")));
        };
        if out[i].is_some() {
            return Err(raise("TypeError", format!("argument for {fname}() given by name ('{k}') and position ({})", i + 1)));
        }
        out[i] = Some(v);
    }
    Ok(out)
}

/// An argument that is None when absent or None.
pub fn opt(v: &Option<Value>) -> Option<&Value> {
    match v {
        None | Some(Value::None) => None,
        Some(v) => Some(v),
    }
}

/// A path argument: a `str` or an `os.PathLike` (a `pathlib.Path`), as CPython's `os.fspath`.
pub fn fspath(interp: &mut Interp, v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        Value::Native(n) => match n.call_method(interp, "__fspath__", Args::default())? {
            Some(Value::Str(s)) => Ok(s.to_string()),
            _ if as_bytes(v).is_some() => Err(raise("NotImplementedError", "cudalab does not support bytes paths yet")),
            _ => Err(raise("TypeError", format!("expected str, bytes or os.PathLike object, not {}", n.type_name()))),
        },
        other => Err(raise("TypeError", format!("expected str, bytes or os.PathLike object, not {}", interp.type_name(other)))),
    }
}

/// The `OSError` subclass CPython raises for an errno.
fn os_error_class(errno: i32) -> &'static str {
    match errno {
        libc::ENOENT => "FileNotFoundError",
        libc::EEXIST => "FileExistsError",
        libc::EISDIR => "IsADirectoryError",
        libc::ENOTDIR => "NotADirectoryError",
        libc::EACCES | libc::EPERM => "PermissionError",
        libc::ETIMEDOUT => "TimeoutError",
        _ => "OSError",
    }
}

/// The C library's text for an errno ("No such file or directory").
pub fn strerror(errno: i32) -> String {
    let s = std::io::Error::from_raw_os_error(errno).to_string();
    match s.rfind(" (os error ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// An OSError of the errno's class: `args == (errno, strerror)`, with `errno`, `strerror`,
/// `filename` and `filename2` attributes, shown as `[Errno 2] No such file or directory: 'x'`.
pub fn errno_error(errno: i32, filename: Option<&str>, filename2: Option<&str>) -> Ctrl {
    let e = exc_with_args(type_named(os_error_class(errno)), vec![Value::int(errno as i64), Value::str(&strerror(errno))]);
    {
        let mut a = e.attrs.borrow_mut();
        a.insert(Rc::from("errno"), Value::int(errno as i64));
        a.insert(Rc::from("strerror"), Value::str(&strerror(errno)));
        a.insert(Rc::from("filename"), filename.map(Value::str).unwrap_or(Value::None));
        a.insert(Rc::from("filename2"), filename2.map(Value::str).unwrap_or(Value::None));
    }
    Ctrl::Raise(e)
}

/// An OS error from Rust's std as CPython's OSError subclass for the same errno.
pub fn os_error(err: &std::io::Error, filename: Option<&str>, filename2: Option<&str>) -> Ctrl {
    match err.raw_os_error() {
        Some(errno) => errno_error(errno, filename, filename2),
        None => raise("OSError", err.to_string()),
    }
}

/// `OSError(errno, strerror[, filename[, winerror[, filename2]]])` called from Python: the
/// attributes CPython sets, `args` cut to `(errno, strerror)` when a filename is given, and a
/// plain `OSError` of a known errno made its subclass (`OSError(2, ...)` is a FileNotFoundError).
pub fn init_os_error(e: Rc<crate::host::exceptions::ExcObj>) -> Rc<crate::host::exceptions::ExcObj> {
    if !e.is("OSError") || e.ty.class.is_some() {
        return e;
    }
    let mut e = e;
    {
        let args = e.args.borrow();
        if let (true, Some(Value::Int(n))) = ((2..=5).contains(&args.len()), args.first()) {
            let class = n.as_i64().map(|n| os_error_class(n as i32)).unwrap_or("OSError");
            if &*e.ty.name == "OSError" && class != "OSError" {
                let moved = exc_with_args(type_named(class), args.clone());
                drop(args);
                e = moved;
            }
        }
    }
    {
        let mut args = e.args.borrow_mut();
        let mut a = e.attrs.borrow_mut();
        let two = (2..=5).contains(&args.len());
        a.insert(Rc::from("errno"), if two { args[0].clone() } else { Value::None });
        a.insert(Rc::from("strerror"), if two { args[1].clone() } else { Value::None });
        a.insert(Rc::from("filename"), if two { args.get(2).cloned().unwrap_or(Value::None) } else { Value::None });
        a.insert(Rc::from("filename2"), if two { args.get(4).cloned().unwrap_or(Value::None) } else { Value::None });
        if two && args.len() > 2 {
            args.truncate(2);
        }
    }
    e
}

/// `str()` of an OSError built from an errno: `[Errno 2] No such file or directory: 'x'`.
pub fn os_error_message(e: &crate::host::exceptions::ExcObj) -> Option<String> {
    let args = e.args.borrow();
    if args.len() != 2 || !e.is("OSError") {
        return None;
    }
    let a = e.attrs.borrow();
    let errno = a.get("errno")?;
    let head = format!("[Errno {}] {}", crate::host::repr::str_of(errno), crate::host::repr::str_of(a.get("strerror")?));
    Some(match (a.get("filename"), a.get("filename2")) {
        (Some(f), Some(f2)) if !f.is_none() && !f2.is_none() => format!("{head}: {} -> {}", crate::host::repr::repr(f), crate::host::repr::repr(f2)),
        (Some(f), _) if !f.is_none() => format!("{head}: {}", crate::host::repr::repr(f)),
        _ => head,
    })
}

thread_local! {
    static UNSUPPORTED: Rc<TypeObj> = subclass("io.UnsupportedOperation", &["OSError", "ValueError", "Exception", "BaseException"]);
}

/// A class outside the builtins whose bases chain through builtin classes by name (CPython's
/// multiple bases flattened in MRO order: `UnsupportedOperation(OSError, ValueError)`), so
/// `except OSError` and `except ValueError` both catch it.
pub fn subclass(name: &str, bases: &[&str]) -> Rc<TypeObj> {
    let mut base = type_named("object");
    for b in bases.iter().rev() {
        base = Rc::new(TypeObj { name: Rc::from(*b), kind: TypeKind::Exception, base: Some(base), doc: "", class: None });
    }
    Rc::new(TypeObj { name: Rc::from(name), kind: TypeKind::Exception, base: Some(base), doc: "", class: None })
}

pub fn unsupported(msg: &str) -> Ctrl {
    Ctrl::Raise(exc_with_args(UNSUPPORTED.with(|t| t.clone()), vec![Value::str(msg)]))
}

/// The text encodings cudalab's files speak.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Enc {
    Utf8,
    Utf8Sig,
    Ascii,
    Latin1,
}

impl Enc {
    pub fn lookup(name: &str) -> R<Enc> {
        let n = name.to_ascii_lowercase().replace(['_', ' '], "-");
        Ok(match n.as_str() {
            "utf-8" | "utf8" | "u8" | "utf" | "cp65001" => Enc::Utf8,
            "utf-8-sig" | "utf8-sig" => Enc::Utf8Sig,
            "ascii" | "us-ascii" | "646" | "us" => Enc::Ascii,
            "latin-1" | "latin1" | "latin" | "l1" | "iso-8859-1" | "iso8859-1" | "8859" | "cp819" | "iso-ir-100" => Enc::Latin1,
            "utf-16" | "utf16" | "utf-32" | "utf32" | "utf-16-le" | "utf-16-be" | "cp1252" | "windows-1252" | "iso-8859-15" | "shift-jis" | "gbk" | "big5" => {
                return Err(raise(
                    "NotImplementedError",
                    format!("cudalab's files do not support the encoding '{name}' yet (utf-8, utf-8-sig, ascii and latin-1 only)"),
                ))
            }
            _ => return Err(raise("LookupError", format!("unknown encoding: {name}"))),
        })
    }
    fn codec(self) -> &'static str {
        match self {
            Enc::Utf8 => "utf-8",
            Enc::Utf8Sig => "utf-8-sig",
            Enc::Ascii => "ascii",
            Enc::Latin1 => "latin-1",
        }
    }
    pub fn encode(self, s: &str) -> R<Vec<u8>> {
        match self {
            Enc::Utf8 | Enc::Utf8Sig => Ok(s.as_bytes().to_vec()),
            Enc::Ascii | Enc::Latin1 => {
                let limit = if self == Enc::Ascii { 128 } else { 256 };
                let mut out = Vec::with_capacity(s.len());
                for (i, c) in s.chars().enumerate() {
                    if (c as u32) < limit {
                        out.push(c as u32 as u8);
                    } else {
                        let shown = match c as u32 {
                            n if n < 0x100 => format!("\\x{n:02x}"),
                            n if n < 0x10000 => format!("\\u{n:04x}"),
                            n => format!("\\U{n:08x}"),
                        };
                        return Err(raise(
                            "UnicodeEncodeError",
                            format!("'{}' codec can't encode character '{shown}' in position {i}: ordinal not in range({limit})", self.codec()),
                        ));
                    }
                }
                Ok(out)
            }
        }
    }
    pub fn decode(self, data: &[u8]) -> R<String> {
        match self {
            Enc::Utf8 | Enc::Utf8Sig => match std::str::from_utf8(data) {
                Ok(s) => Ok(s.to_string()),
                Err(e) => {
                    let at = e.valid_up_to();
                    let b = data[at];
                    let (why, n) = match e.error_len() {
                        None => ("unexpected end of data", data.len() - at),
                        Some(_) if (0x80..0xc2).contains(&b) || b >= 0xf5 => ("invalid start byte", 1),
                        Some(n) => ("invalid continuation byte", n),
                    };
                    let codec = self.codec();
                    let what = if n > 1 { format!("bytes in position {at}-{}", at + n - 1) } else { format!("byte 0x{b:02x} in position {at}") };
                    Err(raise("UnicodeDecodeError", format!("'{codec}' codec can't decode {what}: {why}")))
                }
            },
            Enc::Ascii => match data.iter().position(|b| *b >= 128) {
                None => Ok(data.iter().map(|b| *b as char).collect()),
                Some(at) => {
                    Err(raise("UnicodeDecodeError", format!("'ascii' codec can't decode byte 0x{:02x} in position {at}: ordinal not in range(128)", data[at])))
                }
            },
            Enc::Latin1 => Ok(data.iter().map(|b| *b as char).collect()),
        }
    }
}

/// What a file object holds while open.
#[derive(Default)]
struct State {
    file: Option<File>,
    closed: bool,
    /// Text read ahead and decoded, the next char's byte offset in it, the file offset where it
    /// began, and whether newline translation changed it (then `tell` cannot map back).
    text: String,
    tpos: usize,
    tbase: u64,
    translated: bool,
    /// Bytes read ahead (binary files) and the next one's index.
    raw: Vec<u8>,
    rpos: usize,
}

pub struct FileObj {
    me: Weak<FileObj>,
    name: Value,
    /// The `mode` attribute (text: as given; binary: the raw file's `rb`, `wb`, `rb+`…).
    mode: String,
    binary: bool,
    readable: bool,
    writable: bool,
    enc: Enc,
    /// The `encoding` attribute: as given, or `UTF-8` (the locale's) when not given.
    enc_name: String,
    /// `None`: universal newlines; `Some("")`, `Some("\n")`, `Some("\r")`, `Some("\r\n")` as CPython.
    newline: Option<String>,
    st: RefCell<State>,
    /// A `tempfile.NamedTemporaryFile(delete=True)`: the path removed when the file closes.
    remove_on_close: RefCell<Option<String>>,
}

/// Make a file from `open_path` remove its path when it closes (or is dropped unclosed).
pub fn remove_on_close(file: &Value, path: &str) {
    if let Value::Native(n) = file {
        if let Some(f) = n.as_any().downcast_ref::<FileObj>() {
            *f.remove_on_close.borrow_mut() = Some(path.to_string());
        }
    }
}

impl Drop for FileObj {
    fn drop(&mut self) {
        if let Some(p) = self.remove_on_close.borrow_mut().take() {
            let _ = std::fs::remove_file(p);
        }
    }
}

/// `open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)`.
pub fn b_open(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("open", args, &["file", "mode", "buffering", "encoding", "errors", "newline", "closefd", "opener"])?;
    let Some(file) = a[0].clone() else { return Err(raise("TypeError", "open() missing required argument 'file' (pos 1)")) };
    let mode = match &a[1] {
        None => "r".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(raise("TypeError", format!("open() argument 'mode' must be str, not {}", interp.type_name(other)))),
    };
    let str_arg = |i: usize, what: &str, interp: &Interp| -> R<Option<String>> {
        match &a[i] {
            None | Some(Value::None) => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(other) => Err(raise("TypeError", format!("open() argument '{what}' must be str or None, not {}", interp.type_name(other)))),
        }
    };
    let encoding = str_arg(3, "encoding", interp)?;
    let errors = str_arg(4, "errors", interp)?;
    let newline = str_arg(5, "newline", interp)?;
    if let Some(b) = opt(&a[2]) {
        if interp.to_index(b)? == 0 {
            return Err(raise("NotImplementedError", "cudalab's open() does not support unbuffered files (buffering=0) yet"));
        }
    }
    if opt(&a[7]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's open() does not support opener= yet"));
    }
    if let Value::Int(_) | Value::Bool(_) = file {
        return Err(raise("NotImplementedError", "cudalab's open() does not support file descriptors yet"));
    }
    let path = fspath(interp, &file)?;
    open_path(&path, file, &mode, encoding.as_deref(), errors.as_deref(), newline.as_deref())
}

/// Open `path` as `open()` does; `name` is the `name` attribute (the argument as given).
pub fn open_path(path: &str, name: Value, mode: &str, encoding: Option<&str>, errors: Option<&str>, newline: Option<&str>) -> R<Value> {
    let (mut r, mut w, mut a, mut x, mut plus, mut t, mut b) = (0, 0, 0, 0, 0, 0, 0);
    for c in mode.chars() {
        let slot = match c {
            'r' => &mut r,
            'w' => &mut w,
            'a' => &mut a,
            'x' => &mut x,
            '+' => &mut plus,
            't' => &mut t,
            'b' => &mut b,
            _ => return Err(raise("ValueError", format!("invalid mode: '{mode}'"))),
        };
        *slot += 1;
        if *slot > 1 {
            return Err(raise("ValueError", format!("invalid mode: '{mode}'")));
        }
    }
    if t + b > 1 {
        return Err(raise("ValueError", "can't have text and binary mode at once"));
    }
    if r + w + a + x == 0 {
        return Err(raise("ValueError", "Must have exactly one of create/read/write/append mode and at most one plus"));
    }
    if r + w + a + x != 1 {
        return Err(raise("ValueError", "must have exactly one of create/read/write/append mode"));
    }
    let binary = b == 1;
    if binary && encoding.is_some() {
        return Err(raise("ValueError", "binary mode doesn't take an encoding argument"));
    }
    if binary && errors.is_some() {
        return Err(raise("ValueError", "binary mode doesn't take an errors argument"));
    }
    if binary && newline.is_some() {
        return Err(raise("ValueError", "binary mode doesn't take a newline argument"));
    }
    if let Some(nl) = newline {
        if !matches!(nl, "" | "\n" | "\r" | "\r\n") {
            return Err(raise("ValueError", format!("illegal newline value: {nl}")));
        }
    }
    if let Some(e) = errors {
        if e != "strict" {
            return Err(raise("NotImplementedError", format!("cudalab's open() supports errors='strict' only, not errors='{e}'")));
        }
    }
    let enc = match encoding {
        Some(e) => Enc::lookup(e)?,
        None => Enc::Utf8,
    };
    let mut opts = std::fs::OpenOptions::new();
    let readable = r == 1 || plus == 1;
    let writable = r == 0 || plus == 1;
    opts.read(readable);
    if w == 1 {
        opts.write(true).create(true).truncate(true);
    } else if a == 1 {
        opts.append(true).create(true);
    } else if x == 1 {
        opts.write(true).create_new(true);
    } else if plus == 1 {
        opts.write(true);
    }
    let mut f = opts.open(path).map_err(|e| os_error(&e, Some(path), None))?;
    if a == 1 {
        // CPython's append mode starts at the end, so tell() is the file's size.
        f.seek(SeekFrom::End(0)).map_err(|e| os_error(&e, Some(path), None))?;
    }
    if f.metadata().map(|m| m.is_dir()).unwrap_or(false) {
        return Err(errno_error(libc::EISDIR, Some(path), None));
    }
    let raw_mode = if x == 1 {
        if plus == 1 {
            "xb+"
        } else {
            "xb"
        }
    } else if a == 1 {
        if plus == 1 {
            "ab+"
        } else {
            "ab"
        }
    } else if plus == 1 {
        "rb+"
    } else if r == 1 {
        "rb"
    } else {
        "wb"
    };
    let mode = if binary { raw_mode.to_string() } else { mode.to_string() };
    let enc_name = encoding.map(|e| e.to_string()).unwrap_or_else(|| "UTF-8".into());
    let obj = Rc::new_cyclic(|me| FileObj {
        me: me.clone(),
        name,
        mode,
        binary,
        readable,
        writable,
        enc,
        enc_name,
        newline: newline.map(|s| s.to_string()),
        st: RefCell::new(State { file: Some(f), ..State::default() }),
        remove_on_close: RefCell::new(None),
    });
    Ok(Value::Native(obj))
}

/// Where a line read from `s` ends (just past its terminator), for a file's newline mode.
fn line_end(s: &str, newline: Option<&str>) -> Option<usize> {
    match newline {
        // Universal newlines already translated: "\n" ends a line.
        None | Some("\n") => s.find('\n').map(|i| i + 1),
        Some("") => {
            let i = s.find(['\n', '\r'])?;
            if s.as_bytes()[i] == b'\r' && s.as_bytes().get(i + 1) == Some(&b'\n') {
                Some(i + 2)
            } else {
                Some(i + 1)
            }
        }
        Some(t) => s.find(t).map(|i| i + t.len()),
    }
}

fn byte_line_end(s: &[u8]) -> Option<usize> {
    s.iter().position(|b| *b == b'\n').map(|i| i + 1)
}

impl FileObj {
    fn me(&self) -> Value {
        match self.me.upgrade() {
            Some(rc) => Value::Native(rc),
            None => Value::None,
        }
    }
    fn type_label(&self) -> &'static str {
        if !self.binary {
            "_io.TextIOWrapper"
        } else if self.readable && self.writable {
            "_io.BufferedRandom"
        } else if self.readable {
            "_io.BufferedReader"
        } else {
            "_io.BufferedWriter"
        }
    }
    fn closed(&self) -> bool {
        self.st.borrow().closed
    }
    /// The closed-file check; `what` is the binary files' wording (`read of closed file`).
    fn check_open(&self, what: &str) -> R<()> {
        if self.closed() {
            let msg = if self.binary && !what.is_empty() { what } else { "I/O operation on closed file." };
            return Err(raise("ValueError", msg));
        }
        Ok(())
    }
    fn check_readable(&self, closed_msg: &str) -> R<()> {
        if self.binary {
            if !self.readable {
                return Err(unsupported("read"));
            }
            self.check_open(closed_msg)
        } else {
            self.check_open("")?;
            if !self.readable {
                return Err(unsupported("not readable"));
            }
            Ok(())
        }
    }
    fn check_writable(&self) -> R<()> {
        if self.binary {
            if !self.writable {
                return Err(unsupported("write"));
            }
            self.check_open("write to closed file")
        } else {
            self.check_open("")?;
            if !self.writable {
                return Err(unsupported("not writable"));
            }
            Ok(())
        }
    }

    /// Take the rest of the file into the read-ahead buffer (once per read position).
    fn fill(&self) -> R<()> {
        let mut st = self.st.borrow_mut();
        let st = &mut *st;
        let Some(f) = st.file.as_mut() else { return Ok(()) };
        let io = |e: std::io::Error| os_error(&e, None, None);
        if self.binary {
            if st.rpos < st.raw.len() {
                return Ok(());
            }
            st.raw.clear();
            st.rpos = 0;
            f.read_to_end(&mut st.raw).map_err(io)?;
            return Ok(());
        }
        if st.tpos < st.text.len() {
            return Ok(());
        }
        let base = f.stream_position().map_err(io)?;
        let mut data = Vec::new();
        f.read_to_end(&mut data).map_err(io)?;
        let mut body: &[u8] = &data;
        let mut base = base;
        if self.enc == Enc::Utf8Sig && base == 0 && body.starts_with(b"\xef\xbb\xbf") {
            body = &body[3..];
            base = 3;
        }
        let mut text = self.enc.decode(body)?;
        let mut translated = false;
        if self.newline.is_none() && text.contains('\r') {
            text = text.replace("\r\n", "\n").replace('\r', "\n");
            translated = true;
        }
        st.text = text;
        st.tpos = 0;
        st.tbase = base;
        st.translated = translated;
        Ok(())
    }

    /// Before a seek, a tell or a binary write: give back what was read ahead but not consumed, so
    /// the OS file position is the logical one.
    fn sync(&self) -> R<()> {
        let mut st = self.st.borrow_mut();
        let st = &mut *st;
        let Some(f) = st.file.as_mut() else { return Ok(()) };
        let io = |e: std::io::Error| os_error(&e, None, None);
        if self.binary {
            let unread = (st.raw.len() - st.rpos) as i64;
            if unread > 0 {
                f.seek(SeekFrom::Current(-unread)).map_err(io)?;
            }
            st.raw.clear();
            st.rpos = 0;
        } else if !st.text.is_empty() {
            if st.tpos < st.text.len() {
                if st.translated {
                    return Err(raise(
                        "NotImplementedError",
                        "cudalab's text files cannot seek or tell in the middle of text read with newline translation; open with newline='' or in binary mode",
                    ));
                }
                let consumed = self.enc.encode(&st.text[..st.tpos])?.len() as u64;
                f.seek(SeekFrom::Start(st.tbase + consumed)).map_err(io)?;
            }
            st.text.clear();
            st.tpos = 0;
        }
        Ok(())
    }

    fn read_text(&self, n: Option<i64>) -> R<String> {
        self.fill()?;
        let mut st = self.st.borrow_mut();
        let rest = &st.text[st.tpos..];
        let end = match n {
            Some(n) if n >= 0 => rest.char_indices().nth(n as usize).map(|(i, _)| i).unwrap_or(rest.len()),
            _ => rest.len(),
        };
        let out = rest[..end].to_string();
        st.tpos += end;
        Ok(out)
    }
    fn read_bytes(&self, n: Option<i64>) -> R<Vec<u8>> {
        self.fill()?;
        let mut st = self.st.borrow_mut();
        let rest = &st.raw[st.rpos..];
        let end = match n {
            Some(n) if n >= 0 => (n as usize).min(rest.len()),
            _ => rest.len(),
        };
        let out = rest[..end].to_vec();
        st.rpos += end;
        Ok(out)
    }
    /// One line (with its terminator), at most `limit` characters or bytes; empty at the end.
    fn read_line(&self, limit: Option<i64>) -> R<Value> {
        self.fill()?;
        let mut st = self.st.borrow_mut();
        let limit = limit.filter(|n| *n >= 0).map(|n| n as usize);
        if self.binary {
            let rest = &st.raw[st.rpos..];
            let mut end = byte_line_end(rest).unwrap_or(rest.len());
            if let Some(l) = limit {
                end = end.min(l);
            }
            let out = rest[..end].to_vec();
            st.rpos += end;
            return Ok(bytes_value(out));
        }
        let rest = &st.text[st.tpos..];
        let mut end = line_end(rest, self.newline.as_deref()).unwrap_or(rest.len());
        if let Some(l) = limit {
            if let Some((i, _)) = rest[..end].char_indices().nth(l) {
                end = i;
            }
        }
        let out = Value::str(&rest[..end]);
        st.tpos += end;
        Ok(out)
    }

    fn write_value(&self, interp: &mut Interp, v: &Value) -> R<i64> {
        self.check_writable()?;
        let (data, count) = if self.binary {
            match as_bytes(v) {
                Some(b) => (b.0.to_vec(), b.0.len() as i64),
                None => return Err(raise("TypeError", format!("a bytes-like object is required, not '{}'", interp.type_name(v)))),
            }
        } else {
            let Value::Str(s) = v else {
                return Err(raise("TypeError", format!("write() argument must be str, not {}", interp.type_name(v))));
            };
            let text = match self.newline.as_deref() {
                Some(nl @ ("\r" | "\r\n")) if s.contains('\n') => s.replace('\n', nl),
                _ => s.to_string(),
            };
            let mut data = self.enc.encode(&text)?;
            if self.enc == Enc::Utf8Sig {
                let at_start = self.st.borrow_mut().file.as_mut().and_then(|f| f.stream_position().ok()) == Some(0);
                if at_start {
                    let mut with_bom = b"\xef\xbb\xbf".to_vec();
                    with_bom.append(&mut data);
                    data = with_bom;
                }
            }
            (data, s.chars().count() as i64)
        };
        if self.binary {
            self.sync()?;
        } else {
            // CPython's text layer has read ahead (in 8 KiB chunks) and writes after what it
            // read, not at the logical position; this reads ahead to the end, so a write after
            // a read appends, as CPython's does for any file under 8 KiB.
            let mut st = self.st.borrow_mut();
            st.text.clear();
            st.tpos = 0;
        }
        let mut st = self.st.borrow_mut();
        if let Some(f) = st.file.as_mut() {
            f.write_all(&data).map_err(|e| os_error(&e, None, None))?;
        }
        Ok(count)
    }

    fn close(&self) {
        let mut st = self.st.borrow_mut();
        if let Some(mut f) = st.file.take() {
            let _ = f.flush();
        }
        st.closed = true;
        st.text.clear();
        st.raw.clear();
        if let Some(p) = self.remove_on_close.borrow_mut().take() {
            let _ = std::fs::remove_file(p);
        }
    }

    fn tell(&self) -> R<i64> {
        if self.closed() {
            return Err(raise("ValueError", if self.binary { "I/O operation on closed file" } else { "I/O operation on closed file." }));
        }
        self.sync()?;
        let mut st = self.st.borrow_mut();
        let pos = match st.file.as_mut() {
            Some(f) => f.stream_position().map_err(|e| os_error(&e, None, None))?,
            None => 0,
        };
        Ok(pos as i64)
    }

    fn seek(&self, interp: &mut Interp, args: Args) -> R<i64> {
        let a = bind("seek", args, &["cookie", "whence"])?;
        if self.closed() {
            return Err(raise("ValueError", if self.binary { "seek of closed file" } else { "I/O operation on closed file." }));
        }
        let Some(off) = a[0].clone() else { return Err(raise("TypeError", "seek expected at least 1 argument, got 0")) };
        let off = interp.to_index(&off)?;
        let whence = match &a[1] {
            Some(w) => interp.to_index(w)?,
            None => 0,
        };
        if !self.binary {
            if whence == 1 && off != 0 {
                return Err(unsupported("can't do nonzero cur-relative seeks"));
            }
            if whence == 2 && off != 0 {
                return Err(unsupported("can't do nonzero end-relative seeks"));
            }
            if whence == 0 && off < 0 {
                return Err(raise("ValueError", format!("negative seek position {off}")));
            }
        }
        let target = match whence {
            0 => {
                if off < 0 {
                    return Err(raise("ValueError", format!("negative seek value {off}")));
                }
                SeekFrom::Start(off as u64)
            }
            1 => SeekFrom::Current(off),
            2 => SeekFrom::End(off),
            _ => {
                let msg = if self.binary { format!("whence value {whence} unsupported") } else { format!("invalid whence ({whence}, should be 0, 1 or 2)") };
                return Err(raise("ValueError", msg));
            }
        };
        self.sync()?;
        let mut st = self.st.borrow_mut();
        let pos = match st.file.as_mut() {
            Some(f) => f.seek(target).map_err(|e| os_error(&e, None, None))?,
            None => 0,
        };
        Ok(pos as i64)
    }

    fn lines(&self) -> R<Vec<Value>> {
        let mut out = Vec::new();
        loop {
            let line = self.read_line(None)?;
            let empty = match &line {
                Value::Str(s) => s.is_empty(),
                other => as_bytes(other).map(|b| b.0.is_empty()).unwrap_or(true),
            };
            if empty {
                return Ok(out);
            }
            out.push(line);
        }
    }
}

fn size_arg(interp: &mut Interp, fname: &str, args: Args) -> R<Option<i64>> {
    let a = bind(fname, args, &["size"])?;
    match opt(&a[0]) {
        None => Ok(None),
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Ok(Some(interp.to_index(v)?)),
        Some(other) => Err(raise("TypeError", format!("argument should be integer or None, not '{}'", interp.type_name(other)))),
    }
}

const FILE_METHODS: &[&str] = &[
    "close",
    "fileno",
    "flush",
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

impl NativeObject for FileObj {
    fn type_name(&self) -> &str {
        self.type_label()
    }
    fn repr(&self) -> String {
        let name = crate::host::repr::repr(&self.name);
        if self.binary {
            format!("<{} name={name}>", self.type_label())
        } else {
            format!("<_io.TextIOWrapper name={name} mode={} encoding={}>", crate::host::repr::str_repr(&self.mode), crate::host::repr::str_repr(&self.enc_name))
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "closed" => Value::Bool(self.closed()),
            "name" => self.name.clone(),
            "mode" => Value::str(&self.mode),
            "encoding" if !self.binary => Value::str(&self.enc_name),
            "errors" if !self.binary => Value::str("strict"),
            "newlines" if !self.binary => Value::None,
            "line_buffering" if !self.binary => Value::Bool(false),
            _ => return Ok(None),
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "read" => {
                let n = size_arg(interp, "read", args)?;
                self.check_readable("read of closed file")?;
                if self.binary {
                    bytes_value(self.read_bytes(n)?)
                } else {
                    Value::str(&self.read_text(n)?)
                }
            }
            "readline" => {
                let n = size_arg(interp, "readline", args)?;
                self.check_readable("readline of closed file")?;
                self.read_line(n)?
            }
            "readlines" => {
                let a = bind("readlines", args, &["hint"])?;
                self.check_open("I/O operation on closed file.")?;
                self.check_readable("")?;
                let hint = match opt(&a[0]) {
                    Some(h) => interp.to_index(h)?,
                    None => -1,
                };
                if hint <= 0 {
                    Value::list(self.lines()?)
                } else {
                    let mut out = Vec::new();
                    let mut total = 0i64;
                    while total < hint {
                        let line = self.read_line(None)?;
                        let n = crate::host::builtins::len_of(interp, &line)?;
                        if n == 0 {
                            break;
                        }
                        total += n;
                        out.push(line);
                    }
                    Value::list(out)
                }
            }
            "write" => {
                let a = bind("write", args, &["s"])?;
                let Some(v) = a[0].clone() else { return Err(raise("TypeError", "write() takes exactly one argument (0 given)")) };
                Value::int(self.write_value(interp, &v)?)
            }
            "writelines" => {
                let a = bind("writelines", args, &["lines"])?;
                self.check_open("I/O operation on closed file.")?;
                let Some(lines) = a[0].clone() else { return Err(raise("TypeError", "writelines() takes exactly one argument (0 given)")) };
                let mut it = interp.iter(&lines)?;
                while let Some(line) = interp.next(&mut it)? {
                    self.write_value(interp, &line)?;
                }
                Value::None
            }
            "close" => {
                self.close();
                Value::None
            }
            "flush" => {
                self.check_open("flush of closed file")?;
                if let Some(f) = self.st.borrow_mut().file.as_mut() {
                    f.flush().map_err(|e| os_error(&e, None, None))?;
                }
                Value::None
            }
            "tell" => Value::int(self.tell()?),
            "seek" => Value::int(self.seek(interp, args)?),
            "truncate" => {
                let a = bind("truncate", args, &["pos"])?;
                self.check_writable()?;
                let pos = match opt(&a[0]) {
                    Some(p) => interp.to_index(p)?,
                    None => self.tell()?,
                };
                self.sync()?;
                if let Some(f) = self.st.borrow_mut().file.as_mut() {
                    f.set_len(pos.max(0) as u64).map_err(|e| os_error(&e, None, None))?;
                }
                Value::int(pos)
            }
            "readable" | "writable" | "seekable" | "isatty" => {
                self.check_open("I/O operation on closed file")?;
                Value::Bool(match name {
                    "readable" => self.readable,
                    "writable" => self.writable,
                    "seekable" => true,
                    _ => false,
                })
            }
            "fileno" => {
                self.check_open("I/O operation on closed file")?;
                use std::os::fd::AsRawFd;
                Value::int(self.st.borrow().file.as_ref().map(|f| f.as_raw_fd() as i64).unwrap_or(-1))
            }
            "__enter__" => {
                self.check_open("I/O operation on closed file.")?;
                self.me()
            }
            "__exit__" => {
                self.close();
                Value::None
            }
            "__iter__" => {
                self.check_open("I/O operation on closed file.")?;
                let Some(me) = self.me.upgrade() else { return Ok(None) };
                Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(FileLines(me))))))
            }
            "__next__" => {
                let mut lines = match self.me.upgrade() {
                    Some(me) => FileLines(me),
                    None => return Ok(None),
                };
                match lines.next(interp)? {
                    Some(v) => v,
                    None => return Err(raise("StopIteration", "")),
                }
            }
            "__fspath__" => return Ok(None),
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        FILE_METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `for line in f`: lines until the end of the file; a closed file is an error at each step.
struct FileLines(Rc<FileObj>);

impl NativeIter for FileLines {
    fn type_name(&self) -> &'static str {
        self.0.type_label()
    }
    fn next(&mut self, _interp: &mut Interp) -> R<Option<Value>> {
        self.0.check_open("I/O operation on closed file.")?;
        if !self.0.readable {
            return Err(if self.0.binary { unsupported("read") } else { unsupported("not readable") });
        }
        let line = self.0.read_line(None)?;
        let empty = match &line {
            Value::Str(s) => s.is_empty(),
            other => as_bytes(other).map(|b| b.0.is_empty()).unwrap_or(true),
        };
        if empty {
            return Ok(None);
        }
        Ok(Some(line))
    }
}

/// The `io` module: `open`, `UnsupportedOperation`, `DEFAULT_BUFFER_SIZE`.
pub fn io_module() -> Rc<crate::host::value::Module> {
    let m = crate::host::modules::new_module("io", "The io module: open() and its errors (cudalab's files).");
    let mut attrs = m.attrs.borrow_mut();
    attrs.insert(Rc::from("open"), open_builtin());
    attrs.insert(Rc::from("UnsupportedOperation"), Value::Type(UNSUPPORTED.with(|t| t.clone())));
    attrs.insert(Rc::from("DEFAULT_BUFFER_SIZE"), Value::int(8192));
    attrs.insert(Rc::from("SEEK_SET"), Value::int(0));
    attrs.insert(Rc::from("SEEK_CUR"), Value::int(1));
    attrs.insert(Rc::from("SEEK_END"), Value::int(2));
    drop(attrs);
    m
}

pub fn open_builtin() -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: "open",
        module: "io",
        func: b_open,
        signature: "open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None)",
        doc: "Open file and return a stream. Raise OSError upon failure.",
    }))
}
