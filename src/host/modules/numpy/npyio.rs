//! NumPy's files: `np.save`/`np.load` in the `.npy` format (version 1.0 written with the header
//! exactly as NumPy writes it, versions 1 to 3 read), and the text files of `np.savetxt` /
//! `np.loadtxt`. Owns the formats and argument rules; paths go through the host's `fspath` and
//! OS errors through its `os_error`, as `open()` reports them. Open file objects, `.npz`
//! archives, pickled (object) arrays and big-endian data are refused with NotImplementedError.

use super::functions::{arg, array_of, need};
use super::{dtype_arg, item, wrap};
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::{from_le_bytes, to_le_bytes, HostArray};
use crate::array::memory_limit::check_array;
use crate::host::files::{fspath, os_error};
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

np_functions! {
    call_npyio;
    f_save => "save", "save(file, arr, allow_pickle=True)", "Save an array to a binary file in NumPy .npy format.";
    f_load => "load", "load(file, mmap_mode=None, allow_pickle=False, fix_imports=True, encoding='ASCII')", "Load arrays from .npy files.";
    f_savez => "savez", "savez(file, *args, **kwds)", "Save several arrays into a single file in uncompressed .npz format.";
    f_savez_compressed => "savez_compressed", "savez_compressed(file, *args, **kwds)", "Save several arrays into a single file in compressed .npz format.";
    f_savetxt => "savetxt", "savetxt(fname, X, fmt='%.18e', delimiter=' ', newline='\\n', header='', footer='', comments='# ', encoding=None)", "Save an array to a text file.";
    f_loadtxt => "loadtxt", "loadtxt(fname, dtype=float, comments='#', delimiter=None, converters=None, skiprows=0, usecols=None, unpack=False, ndmin=0, encoding=None, max_rows=None)", "Load data from a text file.";
}

const MAGIC: &[u8] = b"\x93NUMPY";

fn path_arg(interp: &mut Interp, v: &Value, func: &str) -> R<String> {
    match v {
        Value::Str(_) => fspath(interp, v),
        Value::Native(n) if n.type_name().contains("Path") => fspath(interp, v),
        _ => Err(raise("NotImplementedError", format!("np.{func} of an open file object is not supported by cudalab yet; pass a file name"))),
    }
}

/// The `.npy` header NumPy writes: the dict, room for the first axis to grow to 21 digits,
/// spaces up to a multiple of 64 bytes, and a newline.
fn npy_header(a: &HostArray) -> Vec<u8> {
    let shape = match a.shape.as_slice() {
        [] => "()".to_string(),
        [one] => format!("({one},)"),
        s => format!("({})", s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")),
    };
    let mut h = format!("{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}", a.dtype().typestr());
    if let Some(first) = a.shape.first() {
        h.push_str(&" ".repeat(21usize.saturating_sub(first.to_string().len())));
    }
    let total = (MAGIC.len() + 4 + h.len() + 1).div_ceil(64) * 64;
    h.push_str(&" ".repeat(total - MAGIC.len() - 4 - h.len() - 1));
    h.push('\n');
    let mut out = MAGIC.to_vec();
    out.extend([1u8, 0u8]);
    out.extend((h.len() as u16).to_le_bytes());
    out.extend(h.into_bytes());
    out
}

fn save(interp: &mut Interp, args: &Args) -> R<Value> {
    let fv = need(args, 0, "file", "save")?;
    let mut path = path_arg(interp, &fv, "save")?;
    let a = array_of(interp, &need(args, 1, "arr", "save")?)?;
    if !path.ends_with(".npy") {
        path.push_str(".npy");
    }
    let mut bytes = npy_header(&a);
    bytes.extend(to_le_bytes(&a));
    std::fs::write(&path, bytes).map_err(|e| os_error(&e, Some(&path), None))?;
    Ok(Value::None)
}

/// One value of the header dict: `'<f8'`, `False`, `(2, 3)`.
fn header_field<'h>(h: &'h str, key: &str) -> Option<&'h str> {
    let at = h.find(&format!("'{key}':"))? + key.len() + 3;
    let rest = h.get(at..)?.trim_start();
    let end = if rest.starts_with('(') { rest.find(')')? + 1 } else { rest.find([',', '}'])? };
    Some(rest.get(..end)?.trim())
}

fn load(interp: &mut Interp, args: &Args) -> R<Value> {
    let fv = need(args, 0, "file", "load")?;
    let path = path_arg(interp, &fv, "load")?;
    if arg(args, 1, "mmap_mode").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.load(mmap_mode=...) is not supported by cudalab yet"));
    }
    let data = std::fs::read(&path).map_err(|e| os_error(&e, Some(&path), None))?;
    if data.starts_with(b"PK\x03\x04") {
        return Err(raise("NotImplementedError", "np.load of .npz archives is not supported by cudalab yet"));
    }
    let bad = || {
        raise(
            "ValueError",
            "This file contains pickled (object) data. If you trust the file you can load it unsafely using the `allow_pickle=` keyword argument or `pickle.load()`.",
        )
    };
    if !data.starts_with(MAGIC) {
        return Err(bad());
    }
    let (major, rest) = match data.get(MAGIC.len()..MAGIC.len() + 2) {
        Some([m, _]) => (*m, &data[MAGIC.len() + 2..]),
        _ => return Err(raise("ValueError", "EOF: reading magic string, expected 8 bytes got less")),
    };
    let (hlen, rest) = match major {
        1 => match rest.get(..2) {
            Some(b) => (u16::from_le_bytes([b[0], b[1]]) as usize, &rest[2..]),
            None => return Err(raise("ValueError", "EOF: reading array header length")),
        },
        2 | 3 => match rest.get(..4) {
            Some(b) => (u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize, &rest[4..]),
            None => return Err(raise("ValueError", "EOF: reading array header length")),
        },
        v => {
            return Err(raise(
                "ValueError",
                format!("we only support format version (1,0), (2,0), and (3,0), not ({v}, {})", data.get(MAGIC.len() + 1).copied().unwrap_or(0)),
            ))
        }
    };
    let header = rest.get(..hlen).ok_or_else(|| raise("ValueError", "EOF: reading array header"))?;
    let header = String::from_utf8_lossy(header).to_string();
    let body = &rest[hlen..];
    let descr = header_field(&header, "descr").ok_or_else(|| raise("ValueError", format!("Cannot parse header: {header:?}")))?;
    let descr = descr.trim_matches(['\'', '"']);
    let fortran = header_field(&header, "fortran_order").is_some_and(|f| f == "True");
    let shape_s = header_field(&header, "shape").ok_or_else(|| raise("ValueError", format!("Cannot parse header: {header:?}")))?;
    let mut shape = Vec::new();
    for part in shape_s.trim_matches(['(', ')']).split(',').map(str::trim).filter(|p| !p.is_empty()) {
        shape.push(part.parse::<usize>().map_err(|_| raise("ValueError", format!("shape is not valid: {shape_s}")))?);
    }
    if descr.starts_with('>') && !descr.ends_with('1') {
        return Err(raise("NotImplementedError", format!("np.load of big-endian data ('{descr}') is not supported by cudalab yet")));
    }
    let name = descr.trim_start_matches(['<', '|', '=', '>']);
    let dtype = crate::array::dtype::ALL
        .iter()
        .find(|d| d.typestr().trim_start_matches(['<', '|']) == name)
        .copied()
        .ok_or_else(|| raise("NotImplementedError", format!("np.load of dtype '{descr}' is not supported by cudalab yet")))?;
    check_array(&shape, dtype)?;
    let n: usize = shape.iter().product();
    let need_bytes = n * dtype.itemsize();
    let bytes = body.get(..need_bytes).ok_or_else(|| {
        raise(
            "ValueError",
            format!("cannot reshape array of size {} into shape {}", body.len() / dtype.itemsize().max(1), crate::array::hostarray::shape_tuple(&shape)),
        )
    })?;
    let flat = from_le_bytes(bytes, dtype);
    let a = if fortran {
        let rev: Vec<i64> = shape.iter().rev().map(|d| *d as i64).collect();
        let t = flat.reshape(&rev).map_err(|e| raise("ValueError", e.to_string()))?;
        let axes: Vec<usize> = (0..shape.len()).rev().collect();
        t.permute(&axes).copy()
    } else {
        let spec: Vec<i64> = shape.iter().map(|d| *d as i64).collect();
        flat.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?
    };
    Ok(wrap(a))
}

fn str_of(interp: &mut Interp, args: &Args, i: usize, name: &str, default: &str) -> R<String> {
    match arg(args, i, name) {
        None => Ok(default.to_string()),
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(Value::None) if name == "comments" || name == "delimiter" => Ok(String::new()),
        Some(v) => Err(raise("TypeError", format!("np.{name} must be a str, not {}", interp.type_name(&v)))),
    }
}

fn savetxt(interp: &mut Interp, args: &Args) -> R<Value> {
    let fv = need(args, 0, "fname", "savetxt")?;
    let path = path_arg(interp, &fv, "savetxt")?;
    let x = array_of(interp, &need(args, 1, "X", "savetxt")?)?;
    let delimiter = str_of(interp, args, 3, "delimiter", " ")?;
    let newline = str_of(interp, args, 4, "newline", "\n")?;
    let header = str_of(interp, args, 5, "header", "")?;
    let footer = str_of(interp, args, 6, "footer", "")?;
    let comments = str_of(interp, args, 7, "comments", "# ")?;
    if arg(args, 8, "encoding").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.savetxt(encoding=...) is not supported by cudalab yet"));
    }
    let rows: HostArray = match x.ndim() {
        0 => return Err(raise("ValueError", "Expected 1D or 2D array, got 0D array instead")),
        1 => x.reshape(&[-1, 1]).map_err(|e| raise("ValueError", e.to_string()))?,
        2 => x,
        d => return Err(raise("ValueError", format!("Expected 1D or 2D array, got {d}D array instead"))),
    };
    if rows.dtype().kind() == Kind::Complex {
        return Err(raise("NotImplementedError", "np.savetxt of complex arrays is not supported by cudalab yet"));
    }
    let ncol = rows.shape[1];
    let format = match arg(args, 2, "fmt") {
        None => vec!["%.18e".to_string(); ncol].join(&delimiter),
        Some(Value::Str(f)) => {
            let n = f.matches('%').count();
            if n == 1 {
                vec![f.to_string(); ncol].join(&delimiter)
            } else if n != ncol {
                return Err(raise("ValueError", format!("fmt has wrong number of % formats:  {f}")));
            } else {
                f.to_string()
            }
        }
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            let items = interp.collect(&v)?;
            if items.len() != ncol {
                return Err(raise("AttributeError", format!("fmt has wrong shape.  {}", interp.repr(&v)?)));
            }
            let mut parts = Vec::new();
            for it in &items {
                match it {
                    Value::Str(s) => parts.push(s.to_string()),
                    other => return Err(raise("ValueError", format!("invalid fmt: {}", interp.repr(other)?))),
                }
            }
            parts.join(&delimiter)
        }
        Some(v) => return Err(raise("ValueError", format!("invalid fmt: {}", interp.repr(&v)?))),
    };
    let mut out = String::new();
    if !header.is_empty() {
        out.push_str(&comments);
        out.push_str(&header.replace('\n', &format!("\n{comments}")));
        out.push_str(&newline);
    }
    let fmt = Value::str(&format);
    for r in 0..rows.shape[0] {
        let vals: Vec<Value> = (0..ncol).map(|c| item(&rows, r * ncol + c)).collect();
        let line = interp.binop(ruff_python_ast::Operator::Mod, &fmt, &Value::tuple(vals))?;
        match line {
            Value::Str(s) => out.push_str(&s),
            other => out.push_str(&interp.str(&other)?),
        }
        out.push_str(&newline);
    }
    if !footer.is_empty() {
        out.push_str(&comments);
        out.push_str(&footer.replace('\n', &format!("\n{comments}")));
        out.push_str(&newline);
    }
    std::fs::write(&path, out).map_err(|e| os_error(&e, Some(&path), None))?;
    Ok(Value::None)
}

fn loadtxt(interp: &mut Interp, args: &Args) -> R<Value> {
    let fv = need(args, 0, "fname", "loadtxt")?;
    let path = path_arg(interp, &fv, "loadtxt")?;
    let dtype = match arg(args, 1, "dtype") {
        None => DType::F64,
        Some(v) => dtype_arg(interp, &v)?.unwrap_or(DType::F64),
    };
    let comments = str_of(interp, args, 2, "comments", "#")?;
    let delimiter = match arg(args, 3, "delimiter") {
        None | Some(Value::None) => None,
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(v) => {
            return Err(raise("TypeError", format!("Text reading control character must be a single unicode character or None; but got: {}", interp.repr(&v)?)))
        }
    };
    if arg(args, 4, "converters").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.loadtxt(converters=...) is not supported by cudalab yet"));
    }
    let skiprows = match arg(args, 5, "skiprows") {
        Some(v) => interp.to_index(&v)?.max(0) as usize,
        None => 0,
    };
    let usecols: Option<Vec<i64>> = match arg(args, 6, "usecols") {
        None | Some(Value::None) => None,
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            let items = interp.collect(&v)?;
            let mut out = Vec::new();
            for it in &items {
                out.push(interp.to_index(it)?);
            }
            Some(out)
        }
        Some(v) => Some(vec![interp.to_index(&v)?]),
    };
    let unpack = match arg(args, 7, "unpack") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let ndmin = match arg(args, 8, "ndmin") {
        Some(v) => interp.to_index(&v)?,
        None => 0,
    };
    if !(0..=2).contains(&ndmin) {
        return Err(raise("ValueError", format!("Illegal value of ndmin keyword: {ndmin}")));
    }
    if arg(args, 9, "encoding").is_some_and(|v| !v.is_none()) {
        return Err(raise("NotImplementedError", "np.loadtxt(encoding=...) is not supported by cudalab yet"));
    }
    let max_rows = match arg(args, 10, "max_rows") {
        None | Some(Value::None) => None,
        Some(v) => Some(interp.to_index(&v)?.max(0) as usize),
    };
    if dtype.kind() == Kind::Complex {
        return Err(raise("NotImplementedError", "np.loadtxt of complex numbers is not supported by cudalab yet"));
    }
    let text = std::fs::read_to_string(&path).map_err(|e| os_error(&e, Some(&path), None))?;
    let mut values: Vec<f64> = Vec::new();
    let mut ints: Vec<i64> = Vec::new();
    let mut ncols: Option<usize> = None;
    let mut nrows = 0usize;
    for (lineno, raw) in text.lines().enumerate().skip(skiprows) {
        if max_rows.is_some_and(|m| nrows >= m) {
            break;
        }
        let line = if comments.is_empty() { raw } else { raw.split(comments.as_str()).next().unwrap_or("") };
        let fields: Vec<&str> = match &delimiter {
            None => line.split_whitespace().collect(),
            Some(d) => {
                if line.trim().is_empty() {
                    Vec::new()
                } else {
                    line.split(d.as_str()).map(str::trim).collect()
                }
            }
        };
        if fields.is_empty() {
            continue;
        }
        let picked: Vec<&str> = match &usecols {
            None => fields.clone(),
            Some(cols) => {
                let mut p = Vec::new();
                for c in cols {
                    let i = if *c < 0 { *c + fields.len() as i64 } else { *c };
                    match usize::try_from(i).ok().and_then(|i| fields.get(i)) {
                        Some(f) => p.push(*f),
                        None => {
                            return Err(raise("ValueError", format!("invalid column index {c} at row {} with {} columns", lineno + 1, fields.len())));
                        }
                    }
                }
                p
            }
        };
        match ncols {
            None => ncols = Some(picked.len()),
            Some(n) if n != picked.len() => {
                return Err(raise(
                    "ValueError",
                    format!(
                        "the number of columns changed from {n} to {} at row {}; use `usecols` to select a subset and avoid this error",
                        picked.len(),
                        lineno + 1
                    ),
                ));
            }
            _ => {}
        }
        for f in picked {
            if dtype.is_integer() {
                let v = f.parse::<i64>().map_err(|_| raise("ValueError", format!("invalid literal for int() with base 10: '{f}'")))?;
                ints.push(v);
            } else {
                let v = crate::host::constructors::parse_float_str(f)
                    .ok_or_else(|| raise("ValueError", format!("could not convert string '{f}' to {} at row {}, column {}.", dtype.name(), lineno + 1, 1)))?;
                values.push(v);
            }
        }
        nrows += 1;
    }
    let ncols = ncols.unwrap_or(0);
    let shape = vec![nrows, ncols];
    check_array(&shape, dtype)?;
    let mut a = if dtype.is_integer() { HostArray::from_vec(ints, shape).astype(dtype) } else { HostArray::from_vec(values, shape).astype(dtype) };
    // NumPy's _ensure_ndmin_ndarray: squeeze past ndmin, then pad up to it.
    if a.ndim() as i64 > ndmin {
        let kept: Vec<i64> = a.shape.iter().filter(|d| **d != 1).map(|d| *d as i64).collect();
        a = a.reshape(&kept).map_err(|e| raise("ValueError", e.to_string()))?;
    }
    if (a.ndim() as i64) < ndmin {
        a = match (ndmin, a.ndim()) {
            (1, _) => a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?,
            (_, 0) => a.reshape(&[1, 1]).map_err(|e| raise("ValueError", e.to_string()))?,
            _ => a.reshape(&[-1, 1]).map_err(|e| raise("ValueError", e.to_string()))?,
        };
    }
    if unpack {
        return Ok(wrap(a.transpose()));
    }
    Ok(wrap(a))
}

fn call_npyio(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    match name {
        "save" => save(interp, &args),
        "load" => load(interp, &args),
        "savetxt" => savetxt(interp, &args),
        "loadtxt" => loadtxt(interp, &args),
        _ => Err(raise("NotImplementedError", format!("np.{name} (.npz archives) is not supported by cudalab yet; save each array with np.save"))),
    }
}
