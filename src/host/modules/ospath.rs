//! `os.path` (CPython's `posixpath`: join, split, splitext, normpath, abspath, relpath,
//! expanduser, exists/isfile/isdir, getsize…) and the file-system half of `os` (listdir,
//! mkdir/makedirs, remove, rmdir, rename, walk, chdir…), with CPython's string algorithms and
//! its `OSError` subclasses (`FileExistsError: [Errno 17] File exists: 'd'`). The string
//! functions are pure and shared with `pathlib` and `tempfile`.

use crate::host::files::{bind, fspath, opt, os_error};
use crate::host::value::{Args, Builtin, BuiltinFn, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// Add a function to a module whose `__module__` is `module`.
pub fn add(m: &Module, module: &'static str, name: &'static str, func: BuiltinFn, signature: &'static str, doc: &'static str) {
    m.attrs.borrow_mut().insert(Rc::from(name), Value::Builtin(Rc::new(Builtin { name, module, func, signature, doc })));
}

/// `posixpath.join`.
pub fn join(base: &str, parts: &[String]) -> String {
    let mut path = base.to_string();
    for b in parts {
        if b.starts_with('/') {
            path = b.clone();
        } else if path.is_empty() || path.ends_with('/') {
            path.push_str(b);
        } else {
            path.push('/');
            path.push_str(b);
        }
    }
    path
}

/// `posixpath.split`: (head, tail), the head's trailing slashes removed unless it is all slashes.
pub fn split(p: &str) -> (String, String) {
    let i = p.rfind('/').map(|i| i + 1).unwrap_or(0);
    let (head, tail) = (&p[..i], &p[i..]);
    let head = if !head.is_empty() && head.chars().any(|c| c != '/') { head.trim_end_matches('/') } else { head };
    (head.to_string(), tail.to_string())
}

pub fn basename(p: &str) -> String {
    split(p).1
}

pub fn dirname(p: &str) -> String {
    split(p).0
}

/// `posixpath.splitext`: a leading run of dots is not an extension (`.bashrc`).
pub fn splitext(p: &str) -> (String, String) {
    let sep = p.rfind('/').map(|i| i as isize).unwrap_or(-1);
    if let Some(dot) = p.rfind('.') {
        if dot as isize > sep {
            let start = (sep + 1) as usize;
            if p[start..dot].chars().any(|c| c != '.') {
                return (p[..dot].to_string(), p[dot..].to_string());
            }
        }
    }
    (p.to_string(), String::new())
}

/// `posixpath.normpath`.
pub fn normpath(p: &str) -> String {
    if p.is_empty() {
        return ".".into();
    }
    let initial = if p.starts_with("//") && !p.starts_with("///") {
        2
    } else if p.starts_with('/') {
        1
    } else {
        0
    };
    let mut comps: Vec<&str> = Vec::new();
    for c in p.split('/') {
        if c.is_empty() || c == "." {
            continue;
        }
        if c != ".." || (initial == 0 && comps.is_empty()) || comps.last() == Some(&"..") {
            comps.push(c);
        } else if !comps.is_empty() {
            comps.pop();
        }
    }
    let path = format!("{}{}", "/".repeat(initial), comps.join("/"));
    if path.is_empty() {
        ".".into()
    } else {
        path
    }
}

pub fn cwd() -> R<String> {
    std::env::current_dir().map(|p| p.display().to_string()).map_err(|e| os_error(&e, None, None))
}

pub fn abspath(p: &str) -> R<String> {
    if p.starts_with('/') {
        Ok(normpath(p))
    } else {
        Ok(normpath(&join(&cwd()?, &[p.to_string()])))
    }
}

pub fn home() -> String {
    std::env::var("HOME").unwrap_or_else(|_| "/".into())
}

/// `posixpath.expanduser` for `~` and `~/…` (`~user` is left as it is).
pub fn expanduser(p: &str) -> String {
    if !p.starts_with('~') {
        return p.to_string();
    }
    let i = p[1..].find('/').map(|i| i + 1).unwrap_or(p.len());
    if i != 1 {
        return p.to_string();
    }
    let home = home();
    let home = home.trim_end_matches('/');
    let out = format!("{home}{}", &p[i..]);
    if out.is_empty() {
        "/".into()
    } else {
        out
    }
}

pub fn relpath(path: &str, start: &str) -> R<String> {
    if path.is_empty() {
        return Err(raise("ValueError", "no path specified"));
    }
    let s = abspath(start)?;
    let p = abspath(path)?;
    let sl: Vec<&str> = s.split('/').filter(|x| !x.is_empty()).collect();
    let pl: Vec<&str> = p.split('/').filter(|x| !x.is_empty()).collect();
    let common = sl.iter().zip(pl.iter()).take_while(|(a, b)| a == b).count();
    let mut rel: Vec<String> = vec!["..".to_string(); sl.len() - common];
    rel.extend(pl[common..].iter().map(|s| s.to_string()));
    if rel.is_empty() {
        return Ok(".".into());
    }
    Ok(join(&rel[0], &rel[1..]))
}

/// One path argument of function `fname` (str or os.PathLike), with CPython's TypeError.
fn path_arg(interp: &mut Interp, fname: &str, v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        Value::Native(_) => fspath(interp, v)
            .map_err(|_| raise("TypeError", format!("{fname}() argument must be str, bytes, or os.PathLike object, not '{}'", interp.type_name(v)))),
        _ => Err(raise("TypeError", format!("{fname}() argument must be str, bytes, or os.PathLike object, not '{}'", interp.type_name(v)))),
    }
}

/// A `path` argument of the `os` functions, with their TypeError wording.
fn os_path_arg(interp: &mut Interp, fname: &str, param: &str, v: Option<&Value>) -> R<String> {
    match v {
        None => Err(raise("TypeError", format!("{fname}() missing required argument '{param}' (pos 1)"))),
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(v @ Value::Native(_)) => {
            fspath(interp, v).map_err(|_| raise("TypeError", format!("{fname}: {param} should be string, bytes or os.PathLike, not {}", interp.type_name(v))))
        }
        Some(v) => Err(raise("TypeError", format!("{fname}: {param} should be string, bytes or os.PathLike, not {}", interp.type_name(v)))),
    }
}

fn one(interp: &mut Interp, fname: &str, args: &Args) -> R<String> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{fname}() takes exactly one argument ({} given)", args.pos.len() + args.kw.len())));
    }
    fspath(interp, &args.pos[0])
}

fn p_join(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "join() missing 1 required positional argument: 'a'"));
    }
    let mut parts = Vec::new();
    for v in &args.pos {
        parts.push(path_arg(interp, "join", v)?);
    }
    Ok(Value::str(&join(&parts[0], &parts[1..])))
}

fn pair(a: String, b: String) -> Value {
    Value::tuple(vec![Value::str(&a), Value::str(&b)])
}

fn p_split(interp: &mut Interp, args: Args) -> R<Value> {
    let p = one(interp, "split", &args)?;
    let (h, t) = split(&p);
    Ok(pair(h, t))
}
fn p_basename(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::str(&basename(&one(interp, "basename", &args)?)))
}
fn p_dirname(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::str(&dirname(&one(interp, "dirname", &args)?)))
}
fn p_splitext(interp: &mut Interp, args: Args) -> R<Value> {
    let (a, b) = splitext(&one(interp, "splitext", &args)?);
    Ok(pair(a, b))
}
fn p_normpath(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::str(&normpath(&one(interp, "normpath", &args)?)))
}
fn p_abspath(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::str(&abspath(&one(interp, "abspath", &args)?)?))
}
fn p_realpath(interp: &mut Interp, args: Args) -> R<Value> {
    let p = abspath(&one(interp, "realpath", &args)?)?;
    Ok(Value::str(&std::fs::canonicalize(&p).map(|c| c.display().to_string()).unwrap_or(p)))
}
fn p_expanduser(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::str(&expanduser(&one(interp, "expanduser", &args)?)))
}
fn p_isabs(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(one(interp, "isabs", &args)?.starts_with('/')))
}
fn p_relpath(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("relpath", args, &["path", "start"])?;
    let Some(p) = a[0].clone() else { return Err(raise("TypeError", "relpath() missing 1 required positional argument: 'path'")) };
    let p = fspath(interp, &p)?;
    let start = match opt(&a[1]) {
        Some(s) => fspath(interp, s)?,
        None => ".".into(),
    };
    Ok(Value::str(&relpath(&p, &start)?))
}

/// The file-system tests take anything and answer False where the path cannot be asked about.
fn test_arg(interp: &mut Interp, fname: &str, args: &Args) -> R<Option<std::fs::Metadata>> {
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("{fname}() takes exactly one argument ({} given)", args.pos.len())));
    }
    let p = match fspath(interp, &args.pos[0]) {
        Ok(p) => p,
        Err(_) if matches!(args.pos[0], Value::Int(_)) => return Ok(None),
        Err(e) => return Err(e),
    };
    Ok(std::fs::metadata(p).ok())
}
fn p_exists(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(test_arg(interp, "exists", &args)?.is_some()))
}
fn p_isfile(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(test_arg(interp, "isfile", &args)?.map(|m| m.is_file()).unwrap_or(false)))
}
fn p_isdir(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(test_arg(interp, "isdir", &args)?.map(|m| m.is_dir()).unwrap_or(false)))
}
fn p_islink(interp: &mut Interp, args: Args) -> R<Value> {
    let p = one(interp, "islink", &args)?;
    Ok(Value::Bool(std::fs::symlink_metadata(p).map(|m| m.file_type().is_symlink()).unwrap_or(false)))
}
fn meta(interp: &mut Interp, fname: &str, args: &Args) -> R<std::fs::Metadata> {
    let p = one(interp, fname, args)?;
    std::fs::metadata(&p).map_err(|e| os_error(&e, Some(&p), None))
}
fn p_getsize(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::int(meta(interp, "getsize", &args)?.len() as i64))
}
fn mtime(m: &std::fs::Metadata) -> f64 {
    use std::os::unix::fs::MetadataExt;
    m.mtime() as f64 + m.mtime_nsec() as f64 * 1e-9
}
fn p_getmtime(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Float(mtime(&meta(interp, "getmtime", &args)?)))
}
fn p_commonprefix(interp: &mut Interp, args: Args) -> R<Value> {
    let Some(list) = args.pos.first() else { return Err(raise("TypeError", "commonprefix() missing 1 required positional argument: 'm'")) };
    let items = interp.collect(list)?;
    let mut strs = Vec::new();
    for v in &items {
        strs.push(path_arg(interp, "commonprefix", v)?);
    }
    let Some(first) = strs.iter().min().cloned() else { return Ok(Value::str("")) };
    let last = strs.iter().max().cloned().unwrap_or_default();
    let n = first.chars().zip(last.chars()).take_while(|(a, b)| a == b).count();
    Ok(Value::str(&first.chars().take(n).collect::<String>()))
}

pub fn path_module() -> Rc<Module> {
    let m = super::new_module("posixpath", "Common operations on POSIX pathnames (os.path).");
    const M: &str = "posixpath";
    add(&m, M, "join", p_join, "join(a, *p)", "Join two or more pathname components, inserting '/' as needed.");
    add(&m, M, "split", p_split, "split(p)", "Split a pathname into (head, tail): tail is everything after the final slash.");
    add(&m, M, "basename", p_basename, "basename(p)", "Returns the final component of a pathname.");
    add(&m, M, "dirname", p_dirname, "dirname(p)", "Returns the directory component of a pathname.");
    add(&m, M, "splitext", p_splitext, "splitext(p)", "Split the extension from a pathname: (root, ext).");
    add(&m, M, "normpath", p_normpath, "normpath(path)", "Normalize path, eliminating double slashes, etc.");
    add(&m, M, "abspath", p_abspath, "abspath(path)", "Return an absolute path.");
    add(&m, M, "realpath", p_realpath, "realpath(filename)", "Return the canonical path of the specified filename, eliminating any symbolic links.");
    add(&m, M, "relpath", p_relpath, "relpath(path, start=None)", "Return a relative version of a path.");
    add(&m, M, "expanduser", p_expanduser, "expanduser(path)", "Expand ~ and ~user constructions.");
    add(&m, M, "isabs", p_isabs, "isabs(s)", "Test whether a path is absolute.");
    add(&m, M, "exists", p_exists, "exists(path)", "Test whether a path exists.");
    add(&m, M, "isfile", p_isfile, "isfile(path)", "Test whether a path is a regular file.");
    add(&m, M, "isdir", p_isdir, "isdir(s)", "Return true if the pathname refers to an existing directory.");
    add(&m, M, "islink", p_islink, "islink(path)", "Test whether a path is a symbolic link.");
    add(&m, M, "getsize", p_getsize, "getsize(filename)", "Return the size of a file, reported by os.stat().");
    add(&m, M, "getmtime", p_getmtime, "getmtime(filename)", "Return the last modification time of a file, reported by os.stat().");
    add(&m, M, "commonprefix", p_commonprefix, "commonprefix(m)", "Given a list of pathnames, returns the longest common leading component.");
    let mut a = m.attrs.borrow_mut();
    for (k, v) in [("sep", "/"), ("curdir", "."), ("pardir", ".."), ("extsep", "."), ("pathsep", ":"), ("altsep", "")] {
        a.insert(Rc::from(k), if k == "altsep" { Value::None } else { Value::str(v) });
    }
    drop(a);
    m
}

fn os_listdir(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("listdir", args, &["path"])?;
    let p = match opt(&a[0]) {
        Some(v) => os_path_arg(interp, "listdir", "path", Some(v))?,
        None => ".".into(),
    };
    let rd = std::fs::read_dir(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    let mut out = Vec::new();
    for entry in rd {
        let entry = entry.map_err(|e| os_error(&e, Some(&p), None))?;
        out.push(Value::str(&entry.file_name().to_string_lossy()));
    }
    Ok(Value::list(out))
}

fn os_mkdir(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("mkdir", args, &["path", "mode", "dir_fd"])?;
    let p = os_path_arg(interp, "mkdir", "path", a[0].as_ref())?;
    std::fs::create_dir(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    Ok(Value::None)
}

/// `os.makedirs` as CPython: the parents first; an existing leaf is an error unless `exist_ok`
/// and it is a directory.
pub fn makedirs(p: &str, exist_ok: bool) -> R<()> {
    let (mut head, mut tail) = split(p);
    if tail.is_empty() {
        (head, tail) = split(&head);
    }
    if !head.is_empty() && !tail.is_empty() && std::fs::metadata(&head).is_err() {
        match makedirs(&head, exist_ok) {
            Ok(()) => {}
            Err(crate::host::Ctrl::Raise(e)) if e.is("FileExistsError") => {}
            Err(e) => return Err(e),
        }
    }
    match std::fs::create_dir(p) {
        Ok(()) => Ok(()),
        Err(e) => {
            if exist_ok && std::fs::metadata(p).map(|m| m.is_dir()).unwrap_or(false) {
                return Ok(());
            }
            Err(os_error(&e, Some(p), None))
        }
    }
}

fn os_makedirs(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("makedirs", args, &["name", "mode", "exist_ok"])?;
    let Some(name) = a[0].clone() else { return Err(raise("TypeError", "makedirs() missing 1 required positional argument: 'name'")) };
    let p = os_path_arg(interp, "mkdir", "path", Some(&name))?;
    let exist_ok = match &a[2] {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    makedirs(&p, exist_ok)?;
    Ok(Value::None)
}

fn os_remove(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("remove", args, &["path", "dir_fd"])?;
    let p = os_path_arg(interp, "remove", "path", a[0].as_ref())?;
    std::fs::remove_file(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    Ok(Value::None)
}

fn os_unlink(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("unlink", args, &["path", "dir_fd"])?;
    let p = os_path_arg(interp, "unlink", "path", a[0].as_ref())?;
    std::fs::remove_file(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    Ok(Value::None)
}

fn os_rmdir(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("rmdir", args, &["path", "dir_fd"])?;
    let p = os_path_arg(interp, "rmdir", "path", a[0].as_ref())?;
    std::fs::remove_dir(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    Ok(Value::None)
}

fn rename_like(interp: &mut Interp, fname: &str, args: Args) -> R<Value> {
    let a = bind(fname, args, &["src", "dst", "src_dir_fd", "dst_dir_fd"])?;
    let s = os_path_arg(interp, fname, "src", a[0].as_ref())?;
    let d = os_path_arg(interp, fname, "dst", a[1].as_ref())?;
    std::fs::rename(&s, &d).map_err(|e| os_error(&e, Some(&s), Some(&d)))?;
    Ok(Value::None)
}
fn os_rename(interp: &mut Interp, args: Args) -> R<Value> {
    rename_like(interp, "rename", args)
}
fn os_replace(interp: &mut Interp, args: Args) -> R<Value> {
    rename_like(interp, "replace", args)
}

fn os_chdir(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("chdir", args, &["path"])?;
    let p = os_path_arg(interp, "chdir", "path", a[0].as_ref())?;
    std::env::set_current_dir(&p).map_err(|e| os_error(&e, Some(&p), None))?;
    Ok(Value::None)
}

/// `os.walk(top, topdown=True)`: computed eagerly, directories in the OS's order.
fn os_walk(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("walk", args, &["top", "topdown", "onerror", "followlinks"])?;
    let top = os_path_arg(interp, "walk", "top", a[0].as_ref())?;
    let topdown = match &a[1] {
        Some(v) => interp.truthy(v)?,
        None => true,
    };
    let mut out = Vec::new();
    fn walk(dir: &str, topdown: bool, out: &mut Vec<Value>) {
        let Ok(rd) = std::fs::read_dir(dir) else { return };
        let (mut dirs, mut files) = (Vec::new(), Vec::new());
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().to_string();
            let is_dir = e.file_type().map(|t| t.is_dir()).unwrap_or(false);
            if is_dir {
                dirs.push(name);
            } else {
                files.push(name);
            }
        }
        let entry = Value::tuple(vec![
            Value::str(dir),
            Value::list(dirs.iter().map(|d| Value::str(d)).collect()),
            Value::list(files.iter().map(|f| Value::str(f)).collect()),
        ]);
        if topdown {
            out.push(entry.clone());
        }
        for d in &dirs {
            walk(&join(dir, std::slice::from_ref(d)), topdown, out);
        }
        if !topdown {
            out.push(entry);
        }
    }
    walk(&top, topdown, &mut out);
    Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(crate::host::iter::IterState::items(out)))))
}

fn os_fspath(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("fspath", args, &["path"])?;
    let Some(v) = a[0].clone() else { return Err(raise("TypeError", "fspath() missing required argument 'path' (pos 1)")) };
    Ok(Value::str(&fspath(interp, &v)?))
}

/// `os.close(fd)` (for the descriptor `tempfile.mkstemp` returns).
fn os_close(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("close", args, &["fd"])?;
    let Some(fd) = a[0].clone() else { return Err(raise("TypeError", "close() missing required argument 'fd' (pos 1)")) };
    let fd = interp.to_index(&fd)?;
    let fd = i32::try_from(fd).map_err(|_| raise("OverflowError", "fd is greater than maximum"))?;
    // SAFETY: close() on any integer is defined; a bad descriptor gives EBADF.
    if unsafe { libc::close(fd) } != 0 {
        return Err(os_error(&std::io::Error::last_os_error(), None, None));
    }
    Ok(Value::None)
}

fn os_getcwd(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::str(&cwd()?))
}

/// The file-system functions of `os`, added to the module `system.rs` builds, and `os.path`.
pub fn extend_os(os: &Module, path: Rc<Module>) {
    const M: &str = "os";
    add(os, M, "listdir", os_listdir, "listdir(path=None)", "Return a list containing the names of the files in the directory.");
    add(os, M, "mkdir", os_mkdir, "mkdir(path, mode=511, *, dir_fd=None)", "Create a directory.");
    add(os, M, "makedirs", os_makedirs, "makedirs(name, mode=511, exist_ok=False)", "Super-mkdir; create a leaf directory and all intermediate ones.");
    add(os, M, "remove", os_remove, "remove(path, *, dir_fd=None)", "Remove a file (same as unlink()).");
    add(os, M, "unlink", os_unlink, "unlink(path, *, dir_fd=None)", "Remove a file (same as remove()).");
    add(os, M, "rmdir", os_rmdir, "rmdir(path, *, dir_fd=None)", "Remove a directory.");
    add(os, M, "rename", os_rename, "rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None)", "Rename a file or directory.");
    add(os, M, "replace", os_replace, "replace(src, dst, *, src_dir_fd=None, dst_dir_fd=None)", "Rename a file or directory, overwriting the destination.");
    add(os, M, "chdir", os_chdir, "chdir(path)", "Change the current working directory to the specified path.");
    add(os, M, "walk", os_walk, "walk(top, topdown=True, onerror=None, followlinks=False)", "Directory tree generator: (dirpath, dirnames, filenames).");
    add(os, M, "fspath", os_fspath, "fspath(path)", "Return the file system path representation of the object.");
    add(os, M, "close", os_close, "close(fd)", "Close a file descriptor.");
    add(os, M, "getcwd", os_getcwd, "getcwd()", "Return a unicode string representing the current working directory.");
    let mut a = os.attrs.borrow_mut();
    a.insert(Rc::from("path"), Value::Module(path));
    for (k, v) in [("curdir", "."), ("pardir", ".."), ("extsep", "."), ("pathsep", ":"), ("linesep", "\n"), ("devnull", "/dev/null")] {
        a.insert(Rc::from(k), Value::str(v));
    }
}

/// Extend `os` (already installed) and register `os.path` (also importable as `posixpath`).
pub fn install(interp: &mut Interp) {
    let path = path_module();
    if let Some(os) = interp.modules.get("os").cloned() {
        extend_os(&os, path.clone());
    }
    interp.modules.insert("os.path", path.clone());
    interp.modules.insert("posixpath", path);
}
