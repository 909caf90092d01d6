//! `pathlib`: `Path` (a `PosixPath`; `PurePath`/`PurePosixPath` are the same class here) with
//! CPython 3.11's parsing (`a//b/./c/` → `a/b/c`), its pure properties (name, stem, suffix,
//! suffixes, parent, parents, parts, with_suffix/with_name/with_stem, relative_to, `/`,
//! comparisons and hashing) and its file-system methods (exists, is_file, is_dir, mkdir,
//! read_text/write_text, read_bytes/write_bytes, iterdir, glob/rglob, unlink, rmdir, rename,
//! touch, resolve, open, cwd, home), raising the OSError subclasses `os` raises.

use super::ospath::{abspath, expanduser, home, makedirs};
use crate::host::bytes::{as_bytes, bytes_value};
use crate::host::files::{bind, fspath, open_path, opt, os_error};
use crate::host::iter::IterState;
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Module, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// A path: its root (`""`, `"/"` or `"//"`) and its parts, `.` removed.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct PathObj {
    root: String,
    parts: Vec<String>,
}

impl PathObj {
    pub fn parse(s: &str) -> PathObj {
        let root = if s.starts_with("//") && !s.starts_with("///") {
            "//"
        } else if s.starts_with('/') {
            "/"
        } else {
            ""
        };
        let parts = s.split('/').filter(|p| !p.is_empty() && *p != ".").map(|p| p.to_string()).collect();
        PathObj { root: root.to_string(), parts }
    }
    pub fn text(&self) -> String {
        let s = format!("{}{}", self.root, self.parts.join("/"));
        if s.is_empty() {
            ".".into()
        } else {
            s
        }
    }
    fn join(&self, other: &PathObj) -> PathObj {
        if !other.root.is_empty() {
            return other.clone();
        }
        let mut parts = self.parts.clone();
        parts.extend(other.parts.iter().cloned());
        PathObj { root: self.root.clone(), parts }
    }
    fn name(&self) -> &str {
        self.parts.last().map(|s| s.as_str()).unwrap_or("")
    }
    fn suffix(&self) -> String {
        let n = self.name();
        match n.rfind('.') {
            Some(i) if i > 0 && i < n.len() - 1 => n[i..].to_string(),
            _ => String::new(),
        }
    }
    fn stem(&self) -> String {
        let n = self.name();
        match n.rfind('.') {
            Some(i) if i > 0 && i < n.len() - 1 => n[..i].to_string(),
            _ => n.to_string(),
        }
    }
    fn parent(&self) -> PathObj {
        let mut p = self.clone();
        p.parts.pop();
        p
    }
    fn with_name(&self, name: &str) -> R<PathObj> {
        if self.parts.is_empty() {
            return Err(raise("ValueError", format!("{} has an empty name", self.repr())));
        }
        if name.is_empty() || name.contains('/') || name == "." {
            return Err(raise("ValueError", format!("Invalid name {}", crate::host::repr::str_repr(name))));
        }
        let mut p = self.clone();
        if let Some(last) = p.parts.last_mut() {
            *last = name.to_string();
        }
        Ok(p)
    }
    fn repr(&self) -> String {
        format!("PosixPath({})", crate::host::repr::str_repr(&self.text()))
    }
    fn is_absolute(&self) -> bool {
        !self.root.is_empty()
    }
    /// CPython's ordering key: the root then the parts.
    fn key(&self) -> Vec<String> {
        let mut k = Vec::with_capacity(self.parts.len() + 1);
        if !self.root.is_empty() {
            k.push(self.root.clone());
        }
        k.extend(self.parts.iter().cloned());
        k
    }
}

pub fn path_value(p: PathObj) -> Value {
    Value::Native(Rc::new(p))
}

pub fn as_path(v: &Value) -> Option<&PathObj> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<PathObj>(),
        _ => None,
    }
}

/// A `Path(...)` argument: a str or a path; anything else is CPython's TypeError.
fn segment(interp: &mut Interp, v: &Value) -> R<PathObj> {
    if let Some(p) = as_path(v) {
        return Ok(p.clone());
    }
    match v {
        Value::Str(s) => Ok(PathObj::parse(s)),
        Value::Native(_) => Ok(PathObj::parse(&fspath(interp, v)?)),
        other => Err(raise("TypeError", format!("expected str, bytes or os.PathLike object, not {}", interp.type_name(other)))),
    }
}

fn new_path(interp: &mut Interp, args: &[Value]) -> R<PathObj> {
    let mut p = PathObj { root: String::new(), parts: Vec::new() };
    for a in args {
        let s = segment(interp, a)?;
        p = p.join(&s);
    }
    Ok(p)
}

fn flag(interp: &mut Interp, v: &Option<Value>, dflt: bool) -> R<bool> {
    match v {
        Some(v) => interp.truthy(v),
        None => Ok(dflt),
    }
}

/// `fnmatch` for one path component: `*`, `?`, `[seq]`, `[!seq]`.
pub(super) fn fnmatch(pat: &[char], name: &[char]) -> bool {
    match pat.first() {
        None => name.is_empty(),
        Some('*') => (0..=name.len()).any(|i| fnmatch(&pat[1..], &name[i..])),
        Some('?') => !name.is_empty() && fnmatch(&pat[1..], &name[1..]),
        Some('[') => {
            let Some(close) = pat.iter().skip(2).position(|c| *c == ']').map(|i| i + 2) else {
                return name.first() == Some(&'[') && fnmatch(&pat[1..], &name[1..]);
            };
            let Some(&c) = name.first() else { return false };
            let mut set = &pat[1..close];
            let negate = set.first() == Some(&'!');
            if negate {
                set = &set[1..];
            }
            let mut hit = false;
            let mut i = 0;
            while i < set.len() {
                if i + 2 < set.len() && set[i + 1] == '-' {
                    hit |= set[i] <= c && c <= set[i + 2];
                    i += 3;
                } else {
                    hit |= set[i] == c;
                    i += 1;
                }
            }
            hit != negate && fnmatch(&pat[close + 1..], &name[1..])
        }
        Some(&p) => name.first() == Some(&p) && fnmatch(&pat[1..], &name[1..]),
    }
}

pub(super) fn has_magic(s: &str) -> bool {
    s.contains(['*', '?', '['])
}

/// The paths under `base` (a file-system path string) matching the pattern components.
fn glob_walk(interp: &mut Interp, base: &PathObj, comps: &[String], out: &mut Vec<PathObj>) -> R<()> {
    interp.check_interrupt()?;
    let Some((first, rest)) = comps.split_first() else {
        out.push(base.clone());
        return Ok(());
    };
    let dir = base.text();
    if first == "**" {
        glob_walk(interp, base, rest, out)?;
        let Ok(rd) = std::fs::read_dir(&dir) else { return Ok(()) };
        for e in rd.flatten() {
            if e.file_type().map(|t| t.is_dir()).unwrap_or(false) {
                let child = base.join(&PathObj { root: String::new(), parts: vec![e.file_name().to_string_lossy().to_string()] });
                glob_walk(interp, &child, comps, out)?;
            }
        }
        return Ok(());
    }
    if !has_magic(first) {
        let child = base.join(&PathObj { root: String::new(), parts: vec![first.clone()] });
        let meta = std::fs::metadata(child.text());
        if meta.as_ref().map(|m| rest.is_empty() || m.is_dir()).unwrap_or(false) {
            glob_walk(interp, &child, rest, out)?;
        }
        return Ok(());
    }
    let pat: Vec<char> = first.chars().collect();
    let Ok(rd) = std::fs::read_dir(&dir) else { return Ok(()) };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let chars: Vec<char> = name.chars().collect();
        if !fnmatch(&pat, &chars) {
            continue;
        }
        if !rest.is_empty() && !e.file_type().map(|t| t.is_dir()).unwrap_or(false) && !std::fs::metadata(e.path()).map(|m| m.is_dir()).unwrap_or(false) {
            continue;
        }
        let child = base.join(&PathObj { root: String::new(), parts: vec![name] });
        glob_walk(interp, &child, rest, out)?;
    }
    Ok(())
}

fn glob(interp: &mut Interp, base: &PathObj, pattern: &Value, recursive: bool) -> R<Value> {
    let Value::Str(pat) = pattern else {
        return Err(raise("TypeError", format!("expected str, bytes or os.PathLike object, not {}", interp.type_name(pattern))));
    };
    if pat.is_empty() {
        return Err(raise("ValueError", format!("Unacceptable pattern: {}", crate::host::repr::str_repr(pat))));
    }
    if pat.starts_with('/') {
        return Err(raise("NotImplementedError", "Non-relative patterns are unsupported"));
    }
    let mut comps: Vec<String> = PathObj::parse(pat).parts;
    if recursive {
        comps.insert(0, "**".into());
    }
    if pat.ends_with('/') || comps.last().map(|c| c == "**").unwrap_or(false) {
        // A trailing `**` (or slash) selects directories only.
        comps.push(String::new());
    }
    let mut found = Vec::new();
    let trailing_dir = comps.last().map(|c| c.is_empty()).unwrap_or(false);
    if trailing_dir {
        comps.pop();
    }
    glob_walk(interp, base, &comps, &mut found)?;
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for p in found {
        if trailing_dir && !std::fs::metadata(p.text()).map(|m| m.is_dir()).unwrap_or(false) {
            continue;
        }
        if seen.insert(p.text()) {
            out.push(path_value(p));
        }
    }
    Ok(Value::Iterator(Rc::new(RefCell::new(IterState::items(out)))))
}

const METHODS: &[&str] = &[
    "absolute",
    "as_posix",
    "exists",
    "expanduser",
    "glob",
    "is_absolute",
    "is_dir",
    "is_file",
    "is_relative_to",
    "iterdir",
    "joinpath",
    "mkdir",
    "open",
    "read_bytes",
    "read_text",
    "relative_to",
    "rename",
    "replace",
    "resolve",
    "rglob",
    "rmdir",
    "samefile",
    "stat",
    "touch",
    "unlink",
    "with_name",
    "with_stem",
    "with_suffix",
    "write_bytes",
    "write_text",
];

impl PathObj {
    fn fs_err(&self, e: std::io::Error) -> crate::host::Ctrl {
        os_error(&e, Some(&self.text()), None)
    }

    fn method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let s = self.text();
        Ok(Some(match name {
            "__fspath__" | "as_posix" | "__str__" => Value::str(&s),
            "joinpath" | "__truediv__" => {
                let more = new_path(interp, &args.pos)?;
                path_value(self.join(&more))
            }
            "__rtruediv__" => {
                let left = new_path(interp, &args.pos)?;
                path_value(left.join(self))
            }
            "is_absolute" => Value::Bool(self.is_absolute()),
            "exists" => Value::Bool(std::fs::metadata(&s).is_ok()),
            "is_file" => Value::Bool(std::fs::metadata(&s).map(|m| m.is_file()).unwrap_or(false)),
            "is_dir" => Value::Bool(std::fs::metadata(&s).map(|m| m.is_dir()).unwrap_or(false)),
            "with_name" => {
                let a = bind("with_name", args, &["name"])?;
                match opt(&a[0]) {
                    Some(Value::Str(n)) => path_value(self.with_name(n)?),
                    _ => return Err(raise("TypeError", "with_name() missing 1 required positional argument: 'name'")),
                }
            }
            "with_stem" => {
                let a = bind("with_stem", args, &["stem"])?;
                match opt(&a[0]) {
                    Some(Value::Str(n)) => path_value(self.with_name(&format!("{n}{}", self.suffix()))?),
                    _ => return Err(raise("TypeError", "with_stem() missing 1 required positional argument: 'stem'")),
                }
            }
            "with_suffix" => {
                let a = bind("with_suffix", args, &["suffix"])?;
                let suffix = match opt(&a[0]) {
                    Some(Value::Str(n)) => n.to_string(),
                    Some(other) => return Err(raise("TypeError", format!("expected str, not {}", interp.type_name(other)))),
                    None => return Err(raise("TypeError", "with_suffix() missing 1 required positional argument: 'suffix'")),
                };
                if suffix.contains('/') || (!suffix.is_empty() && (!suffix.starts_with('.') || suffix == ".")) {
                    return Err(raise("ValueError", format!("Invalid suffix {}", crate::host::repr::str_repr(&suffix))));
                }
                if self.name().is_empty() {
                    return Err(raise("ValueError", format!("{} has an empty name", self.repr())));
                }
                path_value(self.with_name(&format!("{}{suffix}", self.stem()))?)
            }
            "relative_to" | "is_relative_to" => {
                let other = new_path(interp, &args.pos)?;
                let ok = other.root == self.root && self.parts.len() >= other.parts.len() && self.parts[..other.parts.len()] == other.parts[..];
                if name == "is_relative_to" {
                    Value::Bool(ok)
                } else if ok {
                    path_value(PathObj { root: String::new(), parts: self.parts[other.parts.len()..].to_vec() })
                } else {
                    return Err(raise(
                        "ValueError",
                        format!(
                            "{} is not in the subpath of {} OR one path is relative and the other is absolute.",
                            crate::host::repr::str_repr(&s),
                            crate::host::repr::str_repr(&other.text())
                        ),
                    ));
                }
            }
            "absolute" => {
                if self.is_absolute() {
                    path_value(self.clone())
                } else {
                    path_value(PathObj::parse(&super::ospath::cwd()?).join(self))
                }
            }
            "resolve" => {
                let a = bind("resolve", args, &["strict"])?;
                let strict = flag(interp, &a[0], false)?;
                let abs = abspath(&s)?;
                match std::fs::canonicalize(&abs) {
                    Ok(c) => path_value(PathObj::parse(&c.display().to_string())),
                    Err(e) if strict => return Err(os_error(&e, Some(&abs), None)),
                    Err(_) => path_value(PathObj::parse(&abs)),
                }
            }
            "expanduser" => path_value(PathObj::parse(&expanduser(&s))),
            "mkdir" => {
                let a = bind("mkdir", args, &["mode", "parents", "exist_ok"])?;
                let parents = flag(interp, &a[1], false)?;
                let exist_ok = flag(interp, &a[2], false)?;
                if parents {
                    makedirs(&s, exist_ok)?;
                } else if let Err(e) = std::fs::create_dir(&s) {
                    if !(exist_ok && std::fs::metadata(&s).map(|m| m.is_dir()).unwrap_or(false)) {
                        return Err(self.fs_err(e));
                    }
                }
                Value::None
            }
            "rmdir" => {
                std::fs::remove_dir(&s).map_err(|e| self.fs_err(e))?;
                Value::None
            }
            "unlink" => {
                let a = bind("unlink", args, &["missing_ok"])?;
                let missing_ok = flag(interp, &a[0], false)?;
                match std::fs::remove_file(&s) {
                    Ok(()) => {}
                    Err(e) if missing_ok && e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(self.fs_err(e)),
                }
                Value::None
            }
            "touch" => {
                let a = bind("touch", args, &["mode", "exist_ok"])?;
                let exist_ok = flag(interp, &a[1], true)?;
                let mut o = std::fs::OpenOptions::new();
                o.write(true).create(true);
                if !exist_ok {
                    o.create_new(true);
                }
                o.open(&s).map_err(|e| self.fs_err(e))?;
                Value::None
            }
            "rename" | "replace" => {
                let a = bind(name, args, &["target"])?;
                let Some(t) = a[0].clone() else { return Err(raise("TypeError", format!("{name}() missing 1 required positional argument: 'target'"))) };
                let target = segment(interp, &t)?;
                std::fs::rename(&s, target.text()).map_err(|e| os_error(&e, Some(&s), Some(&target.text())))?;
                path_value(target)
            }
            "samefile" => {
                let a = bind("samefile", args, &["other_path"])?;
                let Some(t) = a[0].clone() else { return Err(raise("TypeError", "samefile() missing 1 required positional argument: 'other_path'")) };
                let other = segment(interp, &t)?;
                use std::os::unix::fs::MetadataExt;
                let m1 = std::fs::metadata(&s).map_err(|e| self.fs_err(e))?;
                let m2 = std::fs::metadata(other.text()).map_err(|e| os_error(&e, Some(&other.text()), None))?;
                Value::Bool(m1.dev() == m2.dev() && m1.ino() == m2.ino())
            }
            "stat" => {
                let m = std::fs::metadata(&s).map_err(|e| self.fs_err(e))?;
                Value::Native(Rc::new(StatResult(m)))
            }
            "open" => {
                let a = bind("open", args, &["mode", "buffering", "encoding", "errors", "newline"])?;
                let mode = match opt(&a[0]) {
                    Some(Value::Str(m)) => m.to_string(),
                    Some(other) => return Err(raise("TypeError", format!("open() argument 'mode' must be str, not {}", interp.type_name(other)))),
                    None => "r".into(),
                };
                let text = |v: &Option<Value>| match opt(v) {
                    Some(Value::Str(s)) => Some(s.to_string()),
                    _ => None,
                };
                open_path(&s, path_value(self.clone()), &mode, text(&a[2]).as_deref(), text(&a[3]).as_deref(), text(&a[4]).as_deref())?
            }
            "read_text" => {
                let a = bind("read_text", args, &["encoding", "errors"])?;
                let text = |v: &Option<Value>| match opt(v) {
                    Some(Value::Str(s)) => Some(s.to_string()),
                    _ => None,
                };
                let f = open_path(&s, path_value(self.clone()), "r", text(&a[0]).as_deref(), text(&a[1]).as_deref(), None)?;
                read_all_and_close(interp, &f)?
            }
            "read_bytes" => {
                bind("read_bytes", args, &[])?;
                let data = std::fs::read(&s).map_err(|e| self.fs_err(e))?;
                bytes_value(data)
            }
            "write_text" => {
                let a = bind("write_text", args, &["data", "encoding", "errors", "newline"])?;
                let data = match &a[0] {
                    Some(Value::Str(d)) => Value::Str(d.clone()),
                    Some(other) => return Err(raise("TypeError", format!("data must be str, not {}", interp.type_name(other)))),
                    None => return Err(raise("TypeError", "write_text() missing 1 required positional argument: 'data'")),
                };
                let text = |v: &Option<Value>| match opt(v) {
                    Some(Value::Str(s)) => Some(s.to_string()),
                    _ => None,
                };
                let f = open_path(&s, path_value(self.clone()), "w", text(&a[1]).as_deref(), text(&a[2]).as_deref(), text(&a[3]).as_deref())?;
                write_and_close(interp, &f, data)?
            }
            "write_bytes" => {
                let a = bind("write_bytes", args, &["data"])?;
                let Some(data) = a[0].clone() else { return Err(raise("TypeError", "write_bytes() missing 1 required positional argument: 'data'")) };
                let Some(b) = as_bytes(&data) else {
                    return Err(raise("TypeError", format!("memoryview: a bytes-like object is required, not '{}'", interp.type_name(&data))));
                };
                std::fs::write(&s, &b.0).map_err(|e| self.fs_err(e))?;
                Value::int(b.0.len() as i64)
            }
            "iterdir" => {
                let rd = std::fs::read_dir(&s).map_err(|e| self.fs_err(e))?;
                let mut out = Vec::new();
                for e in rd {
                    let e = e.map_err(|e| self.fs_err(e))?;
                    let child = PathObj { root: String::new(), parts: vec![e.file_name().to_string_lossy().to_string()] };
                    out.push(path_value(self.join(&child)));
                }
                Value::Iterator(Rc::new(RefCell::new(IterState::items(out))))
            }
            "glob" | "rglob" => {
                let a = bind(name, args, &["pattern"])?;
                let Some(p) = a[0].clone() else { return Err(raise("TypeError", format!("{name}() missing 1 required positional argument: 'pattern'"))) };
                glob(interp, self, &p, name == "rglob")?
            }
            _ => return Ok(None),
        }))
    }
}

fn read_all_and_close(interp: &mut Interp, f: &Value) -> R<Value> {
    let Value::Native(n) = f else { return Ok(Value::None) };
    let r = n.call_method(interp, "read", Args::default());
    n.call_method(interp, "close", Args::default())?;
    Ok(r?.unwrap_or(Value::None))
}

fn write_and_close(interp: &mut Interp, f: &Value, data: Value) -> R<Value> {
    let Value::Native(n) = f else { return Ok(Value::None) };
    let r = n.call_method(interp, "write", Args::new(vec![data]));
    n.call_method(interp, "close", Args::default())?;
    Ok(r?.unwrap_or(Value::None))
}

impl NativeObject for PathObj {
    fn type_name(&self) -> &str {
        "PosixPath"
    }
    fn repr(&self) -> String {
        PathObj::repr(self)
    }
    fn str(&self) -> String {
        self.text()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "name" => Value::str(self.name()),
            "stem" => Value::str(&self.stem()),
            "suffix" => Value::str(&self.suffix()),
            "suffixes" => {
                let n = self.name();
                if n.ends_with('.') {
                    Value::list(Vec::new())
                } else {
                    let n = n.trim_start_matches('.');
                    Value::list(n.split('.').skip(1).map(|s| Value::str(&format!(".{s}"))).collect())
                }
            }
            "parent" => path_value(self.parent()),
            "parents" => {
                let mut out = Vec::new();
                let mut p = self.clone();
                while !p.parts.is_empty() {
                    p = p.parent();
                    out.push(path_value(p.clone()));
                }
                Value::tuple(out)
            }
            "parts" => Value::tuple(self.key().iter().map(|s| Value::str(s)).collect()),
            "root" => Value::str(&self.root),
            "anchor" => Value::str(&self.root),
            "drive" => Value::str(""),
            _ => return Ok(None),
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        self.method(interp, name, args)
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        if op != Operator::Div {
            return Ok(None);
        }
        let o = match other {
            Value::Str(s) => PathObj::parse(s),
            _ => match as_path(other) {
                Some(p) => p.clone(),
                None => return Ok(None),
            },
        };
        let _ = interp;
        Ok(Some(path_value(if reflected { o.join(self) } else { self.join(&o) })))
    }
    fn compare(&self, _interp: &mut Interp, op: CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        let Some(o) = as_path(other) else {
            return Ok(match op {
                CmpOp::Eq => Some(Value::Bool(false)),
                CmpOp::NotEq => Some(Value::Bool(true)),
                _ => None,
            });
        };
        let (a, b) = if reflected { (o.key(), self.key()) } else { (self.key(), o.key()) };
        Ok(Some(Value::Bool(match op {
            CmpOp::Eq => a == b,
            CmpOp::NotEq => a != b,
            CmpOp::Lt => a < b,
            CmpOp::LtE => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::GtE => a >= b,
            _ => return Ok(None),
        })))
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(as_path(other).map(|o| o.key() == self.key()).unwrap_or(false))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Str(Rc::from("\u{0}pathlib.PosixPath")), HashKey::Str(Rc::from(self.text().as_str()))]))
    }
    fn dir(&self) -> Vec<String> {
        METHODS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `Path.stat()`'s result, as far as `st_size` and `st_mtime` go.
struct StatResult(std::fs::Metadata);

impl NativeObject for StatResult {
    fn type_name(&self) -> &str {
        "os.stat_result"
    }
    fn repr(&self) -> String {
        use std::os::unix::fs::MetadataExt;
        format!("os.stat_result(st_mode={}, st_size={})", self.0.mode(), self.0.len())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        use std::os::unix::fs::MetadataExt;
        Ok(Some(match name {
            "st_size" => Value::int(self.0.len() as i64),
            "st_mode" => Value::int(self.0.mode() as i64),
            "st_mtime" => Value::Float(self.0.mtime() as f64 + self.0.mtime_nsec() as f64 * 1e-9),
            "st_ino" => Value::int(self.0.ino() as i64),
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The class `Path` (also `PosixPath`, `PurePath`, `PurePosixPath`): calling it makes a path,
/// `Path.cwd()` and `Path.home()` are its class methods.
struct PathClass(&'static str);

impl NativeObject for PathClass {
    fn type_name(&self) -> &str {
        // Instances are PosixPaths: `isinstance(p, Path)` compares this name.
        "PosixPath"
    }
    fn repr(&self) -> String {
        format!("<class 'pathlib.{}'>", self.0)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if let Some((k, _)) = args.kw.first() {
            return Err(raise("TypeError", format!("{}() got an unexpected keyword argument '{k}'", self.0)));
        }
        Ok(path_value(new_path(interp, &args.pos)?))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str(self.0)),
            "__module__" => Some(Value::str("pathlib")),
            _ => None,
        })
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "cwd" => path_value(PathObj::parse(&super::ospath::cwd()?)),
            "home" => path_value(PathObj::parse(&home())),
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        vec!["cwd".into(), "home".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = super::new_module("pathlib", "Object-oriented filesystem paths (POSIX).");
    let mut a = m.attrs.borrow_mut();
    for name in ["Path", "PosixPath", "PurePath", "PurePosixPath"] {
        a.insert(Rc::from(name), Value::Native(Rc::new(PathClass(name))));
    }
    drop(a);
    m
}
