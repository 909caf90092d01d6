//! `tempfile`: `TemporaryDirectory` (a context manager yielding the path string, removed with
//! its contents on exit, `cleanup()` or when dropped), `mkdtemp`, `mkstemp`,
//! `NamedTemporaryFile`/`TemporaryFile` (cudalab's file objects that remove their path when they
//! close), `gettempdir` and `gettempprefix`. Names are CPython's shape: prefix `tmp`, eight
//! characters from `[a-z0-9_]`, the suffix; a name already taken is drawn again.

use super::ospath::{add, join};
use crate::host::files::{bind, open_path, opt, os_error, remove_on_close};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    static RNG: Cell<u64> = Cell::new({
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1);
        t ^ ((std::process::id() as u64) << 32) | 1
    });
}

fn random_chars() -> String {
    const CHARS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789_";
    RNG.with(|r| {
        let mut x = r.get();
        let mut out = String::with_capacity(8);
        for _ in 0..8 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            out.push(CHARS[(x % CHARS.len() as u64) as usize] as char);
        }
        r.set(x);
        out
    })
}

pub fn gettempdir() -> String {
    for var in ["TMPDIR", "TEMP", "TMP"] {
        if let Ok(d) = std::env::var(var) {
            if std::fs::metadata(&d).map(|m| m.is_dir()).unwrap_or(false) {
                return d;
            }
        }
    }
    "/tmp".into()
}

/// `suffix`, `prefix` and `dir` arguments, with CPython's defaults.
fn names(interp: &mut Interp, suffix: &Option<Value>, prefix: &Option<Value>, dir: &Option<Value>) -> R<(String, String, String)> {
    let mut text = |v: &Option<Value>, dflt: &str| -> R<String> {
        match opt(v) {
            None => Ok(dflt.to_string()),
            Some(v) => crate::host::files::fspath(interp, v),
        }
    };
    let suffix = text(suffix, "")?;
    let prefix = text(prefix, "tmp")?;
    let dir = text(dir, "")?;
    let dir = if dir.is_empty() { gettempdir() } else { dir };
    Ok((suffix, prefix, dir))
}

/// Make a new directory or file under `dir` with a fresh random name; `make` creates it.
fn fresh(dir: &str, prefix: &str, suffix: &str, make: impl Fn(&str) -> std::io::Result<()>) -> R<String> {
    let mut last = None;
    for _ in 0..10000 {
        let path = join(dir, &[format!("{prefix}{}{suffix}", random_chars())]);
        match make(&path) {
            Ok(()) => return Ok(path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(os_error(&e, Some(&path), None)),
        }
    }
    Err(raise("FileExistsError", format!("No usable temporary file name found ({})", last.map(|e| e.to_string()).unwrap_or_default())))
}

fn make_dir(path: &str) -> std::io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    std::fs::DirBuilder::new().mode(0o700).create(path)
}

fn make_file(path: &str) -> std::io::Result<()> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path).map(|_| ())
}

fn t_mkdtemp(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("mkdtemp", args, &["suffix", "prefix", "dir"])?;
    let (suffix, prefix, dir) = names(interp, &a[0], &a[1], &a[2])?;
    Ok(Value::str(&fresh(&dir, &prefix, &suffix, make_dir)?))
}

fn t_mkstemp(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("mkstemp", args, &["suffix", "prefix", "dir", "text"])?;
    let (suffix, prefix, dir) = names(interp, &a[0], &a[1], &a[2])?;
    let path = fresh(&dir, &prefix, &suffix, make_file)?;
    let f = std::fs::OpenOptions::new().read(true).write(true).open(&path).map_err(|e| os_error(&e, Some(&path), None))?;
    use std::os::fd::IntoRawFd;
    let fd = f.into_raw_fd();
    Ok(Value::tuple(vec![Value::int(fd as i64), Value::str(&path)]))
}

fn t_gettempdir(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::str(&gettempdir()))
}

fn t_gettempprefix(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::str("tmp"))
}

/// `NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
/// prefix=None, dir=None, delete=True, *, errors=None)`.
fn named_temp(interp: &mut Interp, args: Args, fname: &str, allow_delete: bool) -> R<Value> {
    let mut params = vec!["mode", "buffering", "encoding", "newline", "suffix", "prefix", "dir"];
    if allow_delete {
        params.push("delete");
    }
    params.push("errors");
    let a = bind(fname, args, &params)?;
    let mode = match opt(&a[0]) {
        None => "w+b".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(raise("TypeError", format!("open() argument 'mode' must be str, not {}", interp.type_name(other)))),
    };
    let s = |v: &Option<Value>| match opt(v) {
        Some(Value::Str(s)) => Some(s.to_string()),
        _ => None,
    };
    let (encoding, newline) = (s(&a[2]), s(&a[3]));
    let errors = s(a.last().unwrap_or(&None));
    let (suffix, prefix, dir) = names(interp, &a[4], &a[5], &a[6])?;
    let delete = if allow_delete {
        match &a[7] {
            Some(v) => interp.truthy(v)?,
            None => true,
        }
    } else {
        true
    };
    let path = fresh(&dir, &prefix, &suffix, make_file)?;
    let file = match open_path(&path, Value::str(&path), &mode, encoding.as_deref(), errors.as_deref(), newline.as_deref()) {
        Ok(f) => f,
        Err(e) => {
            let _ = std::fs::remove_file(&path);
            return Err(e);
        }
    };
    if delete {
        remove_on_close(&file, &path);
    }
    Ok(file)
}

fn t_named(interp: &mut Interp, args: Args) -> R<Value> {
    named_temp(interp, args, "NamedTemporaryFile", true)
}

fn t_temporary_file(interp: &mut Interp, args: Args) -> R<Value> {
    named_temp(interp, args, "TemporaryFile", false)
}

/// `TemporaryDirectory(suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False)`.
struct TempDir {
    name: String,
    done: RefCell<bool>,
}

impl TempDir {
    fn cleanup(&self) -> R<()> {
        if self.done.replace(true) {
            return Ok(());
        }
        match std::fs::remove_dir_all(&self.name) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(os_error(&e, Some(&self.name), None)),
        }
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !*self.done.borrow() {
            let _ = std::fs::remove_dir_all(&self.name);
        }
    }
}

impl NativeObject for TempDir {
    fn type_name(&self) -> &str {
        "TemporaryDirectory"
    }
    fn repr(&self) -> String {
        format!("<TemporaryDirectory {}>", crate::host::repr::str_repr(&self.name))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "name" => Some(Value::str(&self.name)),
            _ => None,
        })
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "__enter__" => Value::str(&self.name),
            "__exit__" | "cleanup" => {
                self.cleanup()?;
                Value::None
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        vec!["cleanup".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn t_tempdir(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("TemporaryDirectory.__init__", args, &["suffix", "prefix", "dir", "ignore_cleanup_errors"])?;
    let (suffix, prefix, dir) = names(interp, &a[0], &a[1], &a[2])?;
    let name = fresh(&dir, &prefix, &suffix, make_dir)?;
    Ok(Value::Native(Rc::new(TempDir { name, done: RefCell::new(false) })))
}

pub fn module() -> Rc<Module> {
    let m = super::new_module("tempfile", "Temporary files and directories.");
    const M: &str = "tempfile";
    add(&m, M, "mkdtemp", t_mkdtemp, "mkdtemp(suffix=None, prefix=None, dir=None)", "Create and return a unique temporary directory.");
    add(&m, M, "mkstemp", t_mkstemp, "mkstemp(suffix=None, prefix=None, dir=None, text=False)", "Create and return a unique temporary file: (fd, name).");
    add(
        &m,
        M,
        "NamedTemporaryFile",
        t_named,
        "NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, delete=True, *, errors=None)",
        "Create and return a temporary file with a name, removed when it closes if delete is true.",
    );
    add(
        &m,
        M,
        "TemporaryFile",
        t_temporary_file,
        "TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, *, errors=None)",
        "Create and return a temporary file, removed when it closes.",
    );
    add(
        &m,
        M,
        "TemporaryDirectory",
        t_tempdir,
        "TemporaryDirectory(suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False)",
        "Create and return a temporary directory; as a context manager it yields the name and removes the directory on exit.",
    );
    add(&m, M, "gettempdir", t_gettempdir, "gettempdir()", "Returns tempfile.tempdir or the default temporary directory.");
    add(&m, M, "gettempprefix", t_gettempprefix, "gettempprefix()", "The default prefix for temporary names.");
    m.attrs.borrow_mut().insert(Rc::from("tempdir"), Value::None);
    m
}
