//! `shutil`: the file operations notebooks use — `rmtree`, `copyfile`, `copy`, `copy2` (with the
//! modification time), `copytree` (`dirs_exist_ok=`) and `move` — returning the destination as
//! CPython does and raising its OSError subclasses (and `shutil.SameFileError`).

use super::ospath::{add, basename, join};
use crate::host::exceptions::exc_with_args;
use crate::host::files::{bind, errno_error, fspath, opt, os_error, subclass};
use crate::host::value::{Args, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::rc::Rc;

thread_local! {
    static ERROR: Rc<TypeObj> = subclass("shutil.Error", &["OSError", "Exception", "BaseException"]);
    static SAME_FILE: Rc<TypeObj> = subclass("shutil.SameFileError", &["shutil.Error", "OSError", "Exception", "BaseException"]);
}

fn path(interp: &mut Interp, fname: &str, v: &Option<Value>, what: &str) -> R<String> {
    match v {
        Some(v) => fspath(interp, v),
        None => Err(raise("TypeError", format!("{fname}() missing 1 required positional argument: '{what}'"))),
    }
}

fn is_dir(p: &str) -> bool {
    std::fs::metadata(p).map(|m| m.is_dir()).unwrap_or(false)
}

fn same_file(a: &str, b: &str) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Copy the bytes of `src` to `dst` (CPython's `copyfile` checks and errors).
fn copy_data(src: &str, dst: &str) -> R<()> {
    if same_file(src, dst) {
        let msg = format!("{} and {} are the same file", crate::host::repr::str_repr(src), crate::host::repr::str_repr(dst));
        return Err(Ctrl::Raise(exc_with_args(SAME_FILE.with(|t| t.clone()), vec![Value::str(&msg)])));
    }
    let data = std::fs::read(src).map_err(|e| os_error(&e, Some(src), None))?;
    if is_dir(dst) {
        return Err(errno_error(libc::EISDIR, Some(dst), None));
    }
    std::fs::write(dst, data).map_err(|e| os_error(&e, Some(dst), None))
}

fn copy_mode(src: &str, dst: &str) -> R<()> {
    let perms = std::fs::metadata(src).map_err(|e| os_error(&e, Some(src), None))?.permissions();
    std::fs::set_permissions(dst, perms).map_err(|e| os_error(&e, Some(dst), None))
}

fn copy_times(src: &str, dst: &str) -> R<()> {
    let meta = std::fs::metadata(src).map_err(|e| os_error(&e, Some(src), None))?;
    let (atime, mtime) = (meta.accessed().ok(), meta.modified().ok());
    let f = std::fs::File::options().write(true).open(dst).map_err(|e| os_error(&e, Some(dst), None))?;
    let mut times = std::fs::FileTimes::new();
    if let Some(a) = atime {
        times = times.set_accessed(a);
    }
    if let Some(m) = mtime {
        times = times.set_modified(m);
    }
    f.set_times(times).map_err(|e| os_error(&e, Some(dst), None))
}

/// The destination `copy`/`copy2`/`move` write to: into `dst` when it is a directory.
fn target(src: &str, dst: &str) -> String {
    if is_dir(dst) {
        join(dst, &[basename(src.trim_end_matches('/'))])
    } else {
        dst.to_string()
    }
}

fn s_copyfile(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("copyfile", args, &["src", "dst", "follow_symlinks"])?;
    let (src, dst) = (path(interp, "copyfile", &a[0], "src")?, path(interp, "copyfile", &a[1], "dst")?);
    copy_data(&src, &dst)?;
    Ok(a[1].clone().unwrap_or(Value::None))
}

fn copy_like(interp: &mut Interp, args: Args, fname: &str, times: bool) -> R<Value> {
    let a = bind(fname, args, &["src", "dst", "follow_symlinks"])?;
    let (src, dst) = (path(interp, fname, &a[0], "src")?, path(interp, fname, &a[1], "dst")?);
    let to = target(&src, &dst);
    copy_data(&src, &to)?;
    copy_mode(&src, &to)?;
    if times {
        copy_times(&src, &to)?;
    }
    Ok(if to == dst { a[1].clone().unwrap_or(Value::None) } else { Value::str(&to) })
}

fn s_copy(interp: &mut Interp, args: Args) -> R<Value> {
    copy_like(interp, args, "copy", false)
}

fn s_copy2(interp: &mut Interp, args: Args) -> R<Value> {
    copy_like(interp, args, "copy2", true)
}

fn copy_tree(src: &str, dst: &str, exist_ok: bool) -> R<()> {
    let entries = std::fs::read_dir(src).map_err(|e| os_error(&e, Some(src), None))?;
    super::ospath::makedirs(dst, exist_ok)?;
    for e in entries {
        let e = e.map_err(|e| os_error(&e, Some(src), None))?;
        let name = e.file_name().to_string_lossy().to_string();
        let (s, d) = (join(src, std::slice::from_ref(&name)), join(dst, &[name]));
        if is_dir(&s) {
            copy_tree(&s, &d, exist_ok)?;
        } else {
            copy_data(&s, &d)?;
            copy_mode(&s, &d)?;
            copy_times(&s, &d)?;
        }
    }
    copy_times(src, dst).or(Ok(()))
}

fn s_copytree(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("copytree", args, &["src", "dst", "symlinks", "ignore", "copy_function", "ignore_dangling_symlinks", "dirs_exist_ok"])?;
    let (src, dst) = (path(interp, "copytree", &a[0], "src")?, path(interp, "copytree", &a[1], "dst")?);
    if opt(&a[3]).is_some() || opt(&a[4]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's shutil.copytree does not support ignore= or copy_function= yet"));
    }
    let exist_ok = match &a[6] {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    copy_tree(&src, &dst, exist_ok)?;
    Ok(a[1].clone().unwrap_or(Value::None))
}

fn s_rmtree(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("rmtree", args, &["path", "ignore_errors", "onerror", "dir_fd"])?;
    let p = path(interp, "rmtree", &a[0], "path")?;
    let ignore = match &a[1] {
        Some(v) => interp.truthy(v)?,
        None => false,
    };
    if opt(&a[2]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's shutil.rmtree does not support onerror= yet"));
    }
    let r = match std::fs::symlink_metadata(&p) {
        Err(e) => Err(os_error(&e, Some(&p), None)),
        Ok(m) if !m.is_dir() => Err(errno_error(libc::ENOTDIR, Some(&p), None)),
        Ok(_) => std::fs::remove_dir_all(&p).map_err(|e| os_error(&e, Some(&p), None)),
    };
    match r {
        Err(_) if ignore => Ok(Value::None),
        Err(e) => Err(e),
        Ok(()) => Ok(Value::None),
    }
}

fn s_move(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("move", args, &["src", "dst", "copy_function"])?;
    let (src, dst) = (path(interp, "move", &a[0], "src")?, path(interp, "move", &a[1], "dst")?);
    let to = target(&src, &dst);
    if to != dst && std::fs::symlink_metadata(&to).is_ok() {
        let msg = format!("Destination path '{to}' already exists");
        return Err(Ctrl::Raise(exc_with_args(ERROR.with(|t| t.clone()), vec![Value::str(&msg)])));
    }
    if let Err(e) = std::fs::rename(&src, &to) {
        if e.raw_os_error() != Some(libc::EXDEV) {
            return Err(os_error(&e, Some(&src), None));
        }
        if is_dir(&src) {
            copy_tree(&src, &to, false)?;
            std::fs::remove_dir_all(&src).map_err(|e| os_error(&e, Some(&src), None))?;
        } else {
            copy_data(&src, &to)?;
            copy_mode(&src, &to)?;
            copy_times(&src, &to)?;
            std::fs::remove_file(&src).map_err(|e| os_error(&e, Some(&src), None))?;
        }
    }
    Ok(if to == dst { a[1].clone().unwrap_or(Value::None) } else { Value::str(&to) })
}

pub fn module() -> Rc<Module> {
    let m = super::new_module("shutil", "High-level file operations.");
    const M: &str = "shutil";
    add(&m, M, "copyfile", s_copyfile, "copyfile(src, dst, *, follow_symlinks=True)", "Copy data from src to dst; return dst.");
    add(
        &m,
        M,
        "copy",
        s_copy,
        "copy(src, dst, *, follow_symlinks=True)",
        "Copy data and mode bits (into dst if it is a directory); return the file's destination.",
    );
    add(&m, M, "copy2", s_copy2, "copy2(src, dst, *, follow_symlinks=True)", "Copy data, mode bits and times; return the file's destination.");
    add(
        &m,
        M,
        "copytree",
        s_copytree,
        "copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False, dirs_exist_ok=False)",
        "Recursively copy a directory tree and return the destination directory.",
    );
    add(&m, M, "rmtree", s_rmtree, "rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None)", "Recursively delete a directory tree.");
    add(&m, M, "move", s_move, "move(src, dst, copy_function=copy2)", "Recursively move a file or directory to another location; return the destination.");
    m.attrs.borrow_mut().insert(Rc::from("SameFileError"), Value::Type(SAME_FILE.with(|t| t.clone())));
    m.attrs.borrow_mut().insert(Rc::from("Error"), Value::Type(ERROR.with(|t| t.clone())));
    m
}
