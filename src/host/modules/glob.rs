//! `glob` (`glob.glob`/`glob.iglob` with `recursive=`, `root_dir=`, `include_hidden=`, following
//! CPython 3.11's `_iglob` so results are spelled as the pattern spells them, in the OS's order)
//! and `fnmatch` (`fnmatch`, `fnmatchcase`, `filter`). The component matcher is pathlib's.

use super::ospath::{add, join};
use super::pathlib::{fnmatch, has_magic};
use crate::host::files::{bind, fspath, opt};
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

fn matches(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    fnmatch(&p, &n)
}

fn join2(dir: &str, base: &str) -> String {
    if dir.is_empty() || base.is_empty() {
        return if dir.is_empty() { base.to_string() } else { dir.to_string() };
    }
    join(dir, &[base.to_string()])
}

fn is_dir(p: &str) -> bool {
    std::fs::metadata(if p.is_empty() { "." } else { p }).map(|m| m.is_dir()).unwrap_or(false)
}

fn lexists(p: &str) -> bool {
    std::fs::symlink_metadata(p).is_ok()
}

fn hidden(name: &str) -> bool {
    name.starts_with('.')
}

fn listdir(dir: &str, dironly: bool) -> Vec<String> {
    let Ok(rd) = std::fs::read_dir(if dir.is_empty() { "." } else { dir }) else { return Vec::new() };
    rd.flatten()
        .filter(|e| !dironly || e.file_type().map(|t| t.is_dir() || (t.is_symlink() && e.path().is_dir())).unwrap_or(false))
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect()
}

struct Opts<'a> {
    root: &'a str,
    recursive: bool,
    include_hidden: bool,
}

fn glob1(dir: &str, pattern: &str, dironly: bool, o: &Opts) -> Vec<String> {
    let names = listdir(dir, dironly);
    let keep_hidden = o.include_hidden || hidden(pattern);
    names.into_iter().filter(|n| (keep_hidden || !hidden(n)) && matches(pattern, n)).collect()
}

fn glob0(dir: &str, base: &str) -> Vec<String> {
    let ok = if base.is_empty() { is_dir(dir) } else { lexists(&join2(dir, base)) };
    if ok {
        vec![base.to_string()]
    } else {
        Vec::new()
    }
}

fn rlistdir(dir: &str, dironly: bool, o: &Opts, out: &mut Vec<String>) {
    for x in listdir(dir, dironly) {
        if o.include_hidden || !hidden(&x) {
            out.push(x.clone());
            let path = if dir.is_empty() { x.clone() } else { join2(dir, &x) };
            let mut sub = Vec::new();
            rlistdir(&path, dironly, o, &mut sub);
            out.extend(sub.into_iter().map(|y| join2(&x, &y)));
        }
    }
}

fn glob2(dir: &str, dironly: bool, o: &Opts) -> Vec<String> {
    let mut out = Vec::new();
    if dir.is_empty() || is_dir(dir) {
        out.push(String::new());
    }
    rlistdir(dir, dironly, o, &mut out);
    out
}

fn iglob(interp: &mut Interp, pathname: &str, dironly: bool, o: &Opts) -> R<Vec<String>> {
    interp.check_interrupt()?;
    let (dirname, basename) = super::ospath::split(pathname);
    if !has_magic(pathname) {
        let ok = if !basename.is_empty() { lexists(&join2(o.root, pathname)) } else { is_dir(&join2(o.root, &dirname)) };
        return Ok(if ok { vec![pathname.to_string()] } else { Vec::new() });
    }
    if dirname.is_empty() {
        return Ok(if o.recursive && basename == "**" { glob2(o.root, dironly, o) } else { glob1(o.root, &basename, dironly, o) });
    }
    let dirs = if dirname != pathname && has_magic(&dirname) { iglob(interp, &dirname, true, o)? } else { vec![dirname] };
    let mut out = Vec::new();
    for d in dirs {
        let full = join2(o.root, &d);
        let names = if has_magic(&basename) {
            if o.recursive && basename == "**" {
                glob2(&full, dironly, o)
            } else {
                glob1(&full, &basename, dironly, o)
            }
        } else {
            glob0(&full, &basename)
        };
        out.extend(names.into_iter().map(|n| join(&d, &[n])));
    }
    Ok(out)
}

fn glob_list(interp: &mut Interp, args: Args, fname: &str) -> R<Vec<String>> {
    let a = bind(fname, args, &["pathname", "root_dir", "dir_fd", "recursive", "include_hidden"])?;
    let Some(p) = a[0].clone() else { return Err(raise("TypeError", format!("{fname}() missing 1 required positional argument: 'pathname'"))) };
    let pathname = fspath(interp, &p)?;
    let root = match opt(&a[1]) {
        Some(r) => fspath(interp, r)?,
        None => String::new(),
    };
    if opt(&a[2]).is_some() {
        return Err(raise("NotImplementedError", "cudalab's glob does not support dir_fd= yet"));
    }
    let flag = |interp: &mut Interp, v: &Option<Value>| -> R<bool> {
        match v {
            Some(v) => interp.truthy(v),
            None => Ok(false),
        }
    };
    let o = Opts { root: &root, recursive: flag(interp, &a[3])?, include_hidden: flag(interp, &a[4])? };
    let mut out = iglob(interp, &pathname, false, &o)?;
    // CPython drops the empty match a leading `**` (or an empty pattern) yields first.
    if (pathname.is_empty() || (o.recursive && pathname.starts_with("**"))) && out.first().map(|s| s.is_empty()).unwrap_or(false) {
        out.remove(0);
    }
    Ok(out)
}

fn g_glob(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::list(glob_list(interp, args, "glob")?.iter().map(|s| Value::str(s)).collect()))
}

fn g_iglob(interp: &mut Interp, args: Args) -> R<Value> {
    let items = glob_list(interp, args, "iglob")?.iter().map(|s| Value::str(s)).collect();
    Ok(Value::Iterator(Rc::new(std::cell::RefCell::new(crate::host::iter::IterState::items(items)))))
}

fn g_has_magic(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("has_magic", args, &["s"])?;
    let s = match &a[0] {
        Some(v) => fspath(interp, v)?,
        None => return Err(raise("TypeError", "has_magic() missing 1 required positional argument: 's'")),
    };
    Ok(Value::Bool(has_magic(&s)))
}

fn str_arg(interp: &Interp, fname: &str, v: &Option<Value>, what: &str) -> R<String> {
    match v {
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(other) => Err(raise("TypeError", format!("expected str, bytes or os.PathLike object, not {}", interp.type_name(other)))),
        None => Err(raise("TypeError", format!("{fname}() missing 1 required positional argument: '{what}'"))),
    }
}

fn f_fnmatch(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("fnmatch", args, &["name", "pat"])?;
    let name = str_arg(interp, "fnmatch", &a[0], "name")?;
    let pat = str_arg(interp, "fnmatch", &a[1], "pat")?;
    Ok(Value::Bool(matches(&pat, &name)))
}

fn f_fnmatchcase(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("fnmatchcase", args, &["name", "pat"])?;
    let name = str_arg(interp, "fnmatchcase", &a[0], "name")?;
    let pat = str_arg(interp, "fnmatchcase", &a[1], "pat")?;
    Ok(Value::Bool(matches(&pat, &name)))
}

fn f_filter(interp: &mut Interp, args: Args) -> R<Value> {
    let a = bind("filter", args, &["names", "pat"])?;
    let Some(names) = a[0].clone() else { return Err(raise("TypeError", "filter() missing 2 required positional arguments: 'names' and 'pat'")) };
    let pat = str_arg(interp, "filter", &a[1], "pat")?;
    let mut out = Vec::new();
    for n in interp.collect(&names)? {
        let s = fspath(interp, &n)?;
        if matches(&pat, &s) {
            out.push(n);
        }
    }
    Ok(Value::list(out))
}

pub fn glob_module() -> Rc<Module> {
    let m = super::new_module("glob", "Filename globbing utility.");
    add(
        &m,
        "glob",
        "glob",
        g_glob,
        "glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False)",
        "Return a list of paths matching a pathname pattern.",
    );
    add(
        &m,
        "glob",
        "iglob",
        g_iglob,
        "iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False)",
        "Return an iterator of paths matching a pathname pattern.",
    );
    add(&m, "glob", "has_magic", g_has_magic, "has_magic(s)", "Whether s contains a wildcard (*, ? or [).");
    m
}

pub fn fnmatch_module() -> Rc<Module> {
    let m = super::new_module("fnmatch", "Filename matching with shell patterns.");
    add(&m, "fnmatch", "fnmatch", f_fnmatch, "fnmatch(name, pat)", "Test whether FILENAME matches PATTERN.");
    add(&m, "fnmatch", "fnmatchcase", f_fnmatchcase, "fnmatchcase(name, pat)", "Test whether FILENAME matches PATTERN, including case.");
    add(&m, "fnmatch", "filter", f_filter, "filter(names, pat)", "Construct a list from those elements of the iterable NAMES that match PAT.");
    m
}
