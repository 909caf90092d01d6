//! `cupy.ndarray`: an array in device memory with NumPy's semantics.
//!
//! A CuPy array is a view of the same device memory a Numba device array uses (`DeviceArray`),
//! so passing one to a `@cuda.jit` kernel uses it in place, and `cuda.as_cuda_array(c)` /
//! `cp.asarray(d)` share memory. Arithmetic, comparisons and ufuncs are element-wise kernels
//! (`kernels.rs`) whose result dtype comes from the host `np` (`ops::resolve`), reductions are
//! `reduction.rs`. Basic indexing gives views; `x[int_array]` and `x[mask]` are kernels
//! (`gather.rs`); other advanced keys read the array to the host, index there with NumPy's
//! rules and write back. Printing reads
//! the data and prints it as NumPy does, as CuPy does. Results that NumPy gives as scalars are
//! 0-d CuPy arrays, as in CuPy.

use super::ops;
use crate::array::dtype::{DType, Kind};
use crate::array::hostarray::HostArray;
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::numpy::{as_array, index, item, wrap, NpArray};
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::Operator;
use std::any::Any;
use std::rc::Rc;

pub struct CupyArray(pub DeviceArray);

pub fn wrap_cp(d: DeviceArray) -> Value {
    Value::Native(Rc::new(CupyArray(d)))
}

pub fn as_cupy(v: &Value) -> Option<&DeviceArray> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<CupyArray>().map(|c| &c.0),
        _ => None,
    }
}

impl CupyArray {
    fn view(&self, host: HostArray) -> Value {
        wrap_cp(DeviceArray { host, dev: self.0.dev.clone() })
    }

    /// The one element of a size-1 array, read to the host.
    fn scalar(&self, interp: &mut Interp) -> R<Option<Value>> {
        if self.0.host.size() != 1 {
            return Ok(None);
        }
        let h = self.0.to_host(interp)?;
        Ok(Some(item(&h, 0)))
    }

    /// `a[key]` for keys of integers, slices, `None` and `...`: a view. Other keys: `None`.
    fn basic_view(&self, interp: &mut Interp, key: &Value) -> R<Option<Value>> {
        let a = &self.0.host;
        let items: Vec<Value> = match key {
            Value::Tuple(t) => t.to_vec(),
            k => vec![k.clone()],
        };
        let basic = items.iter().all(|k| matches!(k, Value::Int(_) | Value::Bool(_) | Value::None | Value::Slice(_)) || crate::host::native::is_ellipsis(k));
        if !basic || items.iter().any(|k| matches!(k, Value::Bool(_))) {
            return Ok(None);
        }
        // Every axis taken by an integer: the element as a 0-d view (NumPy reads a scalar).
        if items.len() == a.ndim() && items.iter().all(|k| matches!(k, Value::Int(_))) {
            let mut offset = a.offset as isize;
            for (axis, k) in items.iter().enumerate() {
                let i = interp.to_index(k)?;
                let n = a.shape[axis] as i64;
                let j = if i < 0 { i + n } else { i };
                if j < 0 || j >= n {
                    return Err(raise("IndexError", format!("index {i} is out of bounds for axis {axis} with size {n}")));
                }
                offset += j as isize * a.strides[axis];
            }
            let host = HostArray {
                buf: a.buf.clone(),
                shape: vec![],
                strides: vec![],
                offset: offset as usize,
                scalar: false,
                writeable: Default::default(),
                owns: false,
            };
            return Ok(Some(self.view(host)));
        }
        let probe = index::getitem(interp, a, key)?;
        match &probe {
            Value::Native(n) => match n.as_any().downcast_ref::<NpArray>() {
                Some(v) if Rc::ptr_eq(&v.0.buf, &a.buf) && !v.0.scalar => Ok(Some(self.view(v.0.clone()))),
                _ => Ok(None),
            },
            _ => Ok(None),
        }
    }

    /// Advanced indexing: the data read to the host, indexed with NumPy's rules, the result
    /// sent back as a new array.
    fn fancy_get(&self, interp: &mut Interp, key: &Value) -> R<Value> {
        let key = host_key(interp, key, &self.0.host.shape)?;
        let h = self.0.to_host(interp)?;
        let r = index::getitem(interp, &h, &key)?;
        let mut r = as_array(&r).cloned().ok_or_else(|| raise("TypeError", "indexing gave no array"))?;
        r.scalar = false;
        super::upload(interp, r)
    }

    fn setitem(&self, interp: &mut Interp, key: &Value, value: &Value) -> R<()> {
        if let Some(Value::Native(n)) = self.basic_view(interp, key)? {
            if let Some(target) = n.as_any().downcast_ref::<CupyArray>() {
                return ops::assign(interp, &target.0, value);
            }
        }
        let key = host_key(interp, key, &self.0.host.shape)?;
        let value = match as_cupy(value) {
            Some(d) => wrap(d.to_host(interp)?),
            None => value.clone(),
        };
        self.0.download(interp)?;
        index::setitem(interp, &self.0.host, &key, &value)?;
        self.0.upload(interp)
    }
}

/// An index key with CuPy arrays in it made into NumPy arrays. Integer index arrays wrap
/// around as CuPy's do (`x[cp.array([6])]` of 6 elements is `x[0]`: CuPy does not check them);
/// `shape` is the indexed array's.
fn host_key(interp: &mut Interp, key: &Value, shape: &[usize]) -> R<Value> {
    let items: Vec<Value> = match key {
        Value::Tuple(t) => t.to_vec(),
        k => vec![k.clone()],
    };
    let mut axis = Some(0usize);
    let mut out = Vec::with_capacity(items.len());
    for k in &items {
        let h = match as_cupy(k) {
            Some(d) => Some(d.to_host(interp)?),
            None => match k {
                Value::List(_) => Some(crate::host::modules::numpy::to_array(interp, k, None)?),
                _ => as_array(k).filter(|h| !h.scalar).cloned(),
            },
        };
        let v = match (&h, axis) {
            (Some(h), Some(ax)) if h.dtype().is_integer() && ax < shape.len() => {
                let n = shape[ax] as i64;
                let wrapped: Vec<i64> = h.to_vec::<i64>().into_iter().map(|i| if n > 0 { i.rem_euclid(n) } else { i }).collect();
                wrap(HostArray::from_vec(wrapped, h.shape.clone()))
            }
            (Some(h), _) => wrap(h.clone()),
            (None, _) => k.clone(),
        };
        // Which axis the next item indexes: a boolean array takes as many as it has, `None`
        // none; after `...` the count is lost (no wrapping from there on).
        axis = match (&h, k) {
            (_, Value::None) => axis,
            (Some(h), _) if h.dtype() == DType::Bool => axis.map(|a| a + h.ndim()),
            _ if crate::host::native::is_ellipsis(k) => None,
            _ => axis.map(|a| a + 1),
        };
        out.push(v);
    }
    Ok(match key {
        Value::Tuple(_) => Value::tuple(out),
        _ => out.pop().unwrap_or(Value::None),
    })
}

fn shape_value(shape: &[usize]) -> Value {
    Value::tuple(shape.iter().map(|n| Value::int(*n as i64)).collect())
}

const ATTRS: &[&str] = &["shape", "ndim", "size", "dtype", "nbytes", "itemsize", "strides", "T", "device", "flags", "__cuda_array_interface__"];

const METHODS: &[&str] = &[
    "get",
    "set",
    "copy",
    "astype",
    "reshape",
    "ravel",
    "flatten",
    "transpose",
    "swapaxes",
    "squeeze",
    "fill",
    "item",
    "tolist",
    "sum",
    "prod",
    "mean",
    "var",
    "std",
    "min",
    "max",
    "argmin",
    "argmax",
    "all",
    "any",
    "cumsum",
    "sort",
    "argsort",
    "dot",
    "clip",
    "round",
    "nonzero",
    "view",
    "toDlpack",
];

impl NativeObject for CupyArray {
    fn type_name(&self) -> &str {
        "cupy.ndarray"
    }
    fn repr(&self) -> String {
        format!("<cupy.ndarray shape={:?} dtype={}>", self.0.host.shape, self.0.host.dtype().name())
    }
    fn has_repr_in(&self) -> bool {
        true
    }
    fn repr_in(&self, interp: &mut Interp) -> R<Option<String>> {
        let h = self.0.to_host(interp)?;
        Ok(Some(crate::array::print::repr(&h)))
    }
    fn str_in(&self, interp: &mut Interp) -> R<Option<String>> {
        let h = self.0.to_host(interp)?;
        Ok(Some(crate::array::print::str(&h)))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let a = &self.0.host;
        let itemsize = a.dtype().itemsize();
        Ok(Some(match name {
            "shape" => shape_value(&a.shape),
            "ndim" => Value::int(a.ndim() as i64),
            "size" => Value::int(a.size() as i64),
            "dtype" => Value::Native(Rc::new(crate::host::modules::numpy::NpDType(a.dtype()))),
            "nbytes" => Value::int((a.size() * itemsize) as i64),
            "itemsize" => Value::int(itemsize as i64),
            "strides" => Value::tuple(a.strides.iter().map(|s| Value::int(*s as i64 * itemsize as i64)).collect()),
            "T" => self.view(a.transpose()),
            "device" => {
                let m = interp.import_module("cupy.cuda")?;
                let d = interp.getattr(&m, "Device")?;
                interp.call(&d, Args::default())?
            }
            "__cuda_array_interface__" => self.0.cuda_array_interface(interp)?,
            "real" if a.dtype().kind() != Kind::Complex => self.view(a.clone()),
            "base" => Value::None,
            _ => return Ok(None),
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        let a = &self.0.host;
        Ok(Some(match name {
            "get" | "__array__" => {
                let _stream = args.take_kw("stream");
                let h = self.0.to_host(interp)?;
                match args.take_kw("out").filter(|o| !o.is_none()) {
                    Some(out) => {
                        let target = as_array(&out).ok_or_else(|| raise("TypeError", "get(out=...) needs a NumPy array"))?;
                        if target.shape != h.shape || target.dtype() != h.dtype() {
                            return Err(raise("ValueError", "Shape mismatch. Old shape: and new shape do not match"));
                        }
                        target.assign(&h).map_err(|e| raise("ValueError", e.to_string()))?;
                        out
                    }
                    None => wrap(h),
                }
            }
            "set" => {
                let _stream = args.take_kw("stream");
                let src = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "set() missing required argument 'arr'"))?;
                let h = as_array(&src)
                    .cloned()
                    .ok_or_else(|| raise("TypeError", format!("Only numpy.ndarray can be set to cupy.ndarray, got {}", interp.type_name(&src))))?;
                if h.shape != a.shape {
                    return Err(raise(
                        "ValueError",
                        format!(
                            "Shape mismatch. Old shape: {}, new shape: {}",
                            crate::array::hostarray::shape_tuple(&a.shape),
                            crate::array::hostarray::shape_tuple(&h.shape)
                        ),
                    ));
                }
                if h.dtype() != a.dtype() {
                    return Err(raise("TypeError", format!("{} array cannot be set to {} array", h.dtype().name(), a.dtype().name())));
                }
                let up = super::upload(interp, h)?;
                ops::assign(interp, &self.0, &up)?;
                Value::None
            }
            "copy" => {
                let _order = args.take_kw("order");
                ops::copy(interp, &self.0)?
            }
            "astype" => {
                let _ = (args.take_kw("order"), args.take_kw("casting"), args.take_kw("subok"));
                let copy = args.take_kw("copy");
                let d = args
                    .pos
                    .first()
                    .cloned()
                    .or_else(|| args.take_kw("dtype"))
                    .ok_or_else(|| raise("TypeError", "astype() missing required argument 'dtype'"))?;
                let d = super::dtype_of(interp, &d)?.unwrap_or(DType::F64);
                if d == a.dtype() && matches!(copy, Some(Value::Bool(false))) {
                    return Ok(Some(self.view(a.clone())));
                }
                ops::astype(interp, &self.0, d)?
            }
            "reshape" | "flatten" | "ravel" => {
                let _order = args.take_kw("order");
                let spec: Vec<i64> = if name == "reshape" { super::shape_spec(interp, &args.pos)? } else { vec![-1] };
                let base = if name == "flatten" { ops::copy_device(interp, &self.0)? } else { ops::contiguous(interp, &self.0)? };
                wrap_cp(base.reshaped(&spec)?)
            }
            "transpose" => {
                let axes = super::axes_arg(interp, &args.pos, a.ndim())?;
                self.view(match axes {
                    Some(ax) => a.permute(&ax),
                    None => a.transpose(),
                })
            }
            "swapaxes" => {
                let n = a.ndim();
                let ax = |interp: &mut Interp, v: Option<&Value>| -> R<usize> {
                    let i = interp.to_index(v.ok_or_else(|| raise("TypeError", "swapaxes() needs two axes"))?)?;
                    crate::array::reduce::normalize_axis(i, n).map_err(|e| raise("AxisError", e.to_string()))
                };
                let (i, j) = (ax(interp, args.pos.first())?, ax(interp, args.pos.get(1))?);
                let mut perm: Vec<usize> = (0..n).collect();
                perm.swap(i, j);
                self.view(a.permute(&perm))
            }
            "squeeze" => {
                let axis = args.take_kw("axis").or_else(|| args.pos.first().cloned()).filter(|v| !v.is_none());
                let chosen: Option<Vec<usize>> = match axis {
                    None => None,
                    Some(v) => {
                        let items = match v {
                            Value::Tuple(t) => t.to_vec(),
                            v => vec![v],
                        };
                        let mut out = Vec::new();
                        for it in &items {
                            let i = interp.to_index(it)?;
                            let d = crate::array::reduce::normalize_axis(i, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
                            if a.shape[d] != 1 {
                                return Err(raise("ValueError", "cannot select an axis to squeeze out which has size not equal to one"));
                            }
                            out.push(d);
                        }
                        Some(out)
                    }
                };
                let keep: Vec<usize> = (0..a.ndim()).filter(|&d| a.shape[d] != 1 || chosen.as_ref().is_some_and(|c| !c.contains(&d))).collect();
                let host = HostArray {
                    buf: a.buf.clone(),
                    shape: keep.iter().map(|&d| a.shape[d]).collect(),
                    strides: keep.iter().map(|&d| a.strides[d]).collect(),
                    offset: a.offset,
                    scalar: false,
                    writeable: Default::default(),
                    owns: false,
                };
                self.view(host)
            }
            "view" => self.view(a.clone()),
            "fill" => {
                let v = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "fill() missing required argument 'value'"))?;
                ops::assign(interp, &self.0, &v)?;
                Value::None
            }
            "item" => match self.scalar(interp)? {
                Some(v) => v,
                None => return Err(raise("ValueError", "can only convert an array of size 1 to a Python scalar")),
            },
            "tolist" => {
                let h = self.0.to_host(interp)?;
                interp.call_method(&wrap(h), "tolist", Args::default())?
            }
            "sum" | "prod" | "mean" | "var" | "std" | "min" | "max" | "argmin" | "argmax" | "all" | "any" => {
                super::reduction::method(interp, name, &self.0, args)?
            }
            "cumsum" | "cumprod" => super::scan::call(interp, name, Some(self.0.clone()), args)?,
            "sort" => {
                // In place, as ndarray.sort(): sorted on the host with NumPy's rules, written back.
                let axis = args.take_kw("axis").or_else(|| args.pos.first().cloned()).unwrap_or(Value::int(-1));
                let h = self.0.to_host(interp)?;
                let sorted = interp.call_method(&wrap(h.clone()), "sort", Args { pos: vec![axis], kw: vec![] });
                sorted?;
                let up = super::upload(interp, h)?;
                ops::assign(interp, &self.0, &up)?;
                Value::None
            }
            "argsort" | "nonzero" | "round" => {
                let mut full = Args::new(vec![wrap_cp(self.0.clone())]);
                full.pos.extend(args.pos);
                full.kw = args.kw;
                let np_name = if name == "round" { "around" } else { name };
                super::host_fallback(interp, np_name, full)?
            }
            "dot" => {
                let other = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "dot() missing required argument 'b'"))?;
                super::linalg::matmul(interp, &wrap_cp(self.0.clone()), &other, "dot")?
            }
            "clip" => {
                let lo = args.take_kw("min").or_else(|| args.pos.first().cloned()).unwrap_or(Value::None);
                let hi = args.take_kw("max").or_else(|| args.pos.get(1).cloned()).unwrap_or(Value::None);
                ops::clip(interp, &wrap_cp(self.0.clone()), &lo, &hi)?
            }
            "__getitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                match self.basic_view(interp, &key)? {
                    Some(v) => v,
                    None => match super::gather::get(interp, &self.0, &key)? {
                        Some(v) => v,
                        None => self.fancy_get(interp, &key)?,
                    },
                }
            }
            "__setitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                let v = args.pos.get(1).cloned().unwrap_or(Value::None);
                self.setitem(interp, &key, &v)?;
                Value::None
            }
            "__len__" => match a.shape.first() {
                Some(n) => Value::int(*n as i64),
                None => return Err(raise("TypeError", "len() of unsized object")),
            },
            "__iter__" => {
                if a.ndim() == 0 {
                    return Err(raise("TypeError", "iteration over a 0-d array"));
                }
                // Python iterates through what `__iter__` gives: the rows (0-d arrays for 1-D).
                let rows =
                    (0..a.shape[0]).map(|i| self.basic_view(interp, &Value::int(i as i64)).map(|r| r.unwrap_or(Value::None))).collect::<R<Vec<Value>>>()?;
                Value::list(rows)
            }
            m if inplace_ufunc(m).is_some() => {
                let other = args.pos.first().cloned().unwrap_or(Value::None);
                return ops::inplace(interp, inplace_ufunc(m).unwrap_or("add"), &self.0, &other);
            }
            "__abs__" => ops::unary(interp, "absolute", &wrap_cp(self.0.clone()))?,
            "__round__" => {
                let h = self.0.to_host(interp)?;
                return interp.call_method(&wrap(h), "__round__", args).map(Some);
            }
            "__float__" | "__int__" => match self.scalar(interp)? {
                Some(v) if name == "__int__" => match v {
                    Value::Float(f) => Value::Int(interp.float_to_int(f)?),
                    v => v,
                },
                Some(v) => v,
                None => return Err(raise("TypeError", "only length-1 arrays can be converted to Python scalars")),
            },
            _ => return Ok(None),
        }))
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        let me = wrap_cp(self.0.clone());
        let (a, b) = if reflected { (other.clone(), me) } else { (me, other.clone()) };
        if op == Operator::MatMult {
            return super::linalg::matmul(interp, &a, &b, "matmul").map(Some);
        }
        let Some(bop) = crate::host::modules::numpy::binop_of(op) else { return Ok(None) };
        ops::binary(interp, ops::binop_ufunc(bop), &a, &b)
    }
    fn unary(&self, interp: &mut Interp, op: &str) -> R<Option<Value>> {
        let me = wrap_cp(self.0.clone());
        Ok(Some(match op {
            "-" => ops::unary(interp, "negative", &me)?,
            "~" => ops::unary(interp, "invert", &me)?,
            "+" => ops::copy(interp, &self.0)?,
            _ => return Ok(None),
        }))
    }
    fn compare(&self, interp: &mut Interp, op: ruff_python_ast::CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        use ruff_python_ast::CmpOp as P;
        let name = match (op, reflected) {
            (P::Eq, _) => "equal",
            (P::NotEq, _) => "not_equal",
            (P::Lt, false) | (P::Gt, true) => "less",
            (P::LtE, false) | (P::GtE, true) => "less_equal",
            (P::Gt, false) | (P::Lt, true) => "greater",
            (P::GtE, false) | (P::LtE, true) => "greater_equal",
            _ => return Ok(None),
        };
        ops::binary(interp, name, &wrap_cp(self.0.clone()), other)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match ops::binary(interp, "equal", &wrap_cp(self.0.clone()), other)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn truthy(&self, interp: &mut Interp) -> R<bool> {
        match self.0.host.size() {
            1 => {
                let v = self.scalar(interp)?.unwrap_or(Value::Bool(false));
                interp.truthy(&v)
            }
            0 => Ok(false),
            _ => Err(raise("ValueError", "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()")),
        }
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Err(raise("TypeError", "unhashable type: 'cupy.ndarray'"))
    }
    fn to_index(&self, interp: &mut Interp) -> R<Option<i64>> {
        if self.0.host.ndim() == 0 && matches!(self.0.host.dtype().kind(), Kind::Signed | Kind::Unsigned | Kind::Bool) {
            if let Some(v) = self.scalar(interp)? {
                return interp.to_index(&v).map(Some);
            }
        }
        Ok(None)
    }
    fn to_float(&self, interp: &mut Interp) -> R<Option<f64>> {
        if self.0.host.size() == 1 && self.0.host.dtype().kind() != Kind::Complex {
            if let Some(v) = self.scalar(interp)? {
                return interp.to_float(&v).map(Some);
            }
        }
        Ok(None)
    }
    fn dir(&self) -> Vec<String> {
        ATTRS.iter().chain(METHODS).map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The ufunc behind an in-place operator's method (`__iadd__` → `add`).
fn inplace_ufunc(method: &str) -> Option<&'static str> {
    let op = method.strip_prefix("__i")?.strip_suffix("__")?;
    Some(match op {
        "add" => "add",
        "sub" => "subtract",
        "mul" => "multiply",
        "truediv" => "divide",
        "floordiv" => "floor_divide",
        "mod" => "remainder",
        "pow" => "power",
        "and" => "bitwise_and",
        "or" => "bitwise_or",
        "xor" => "bitwise_xor",
        "lshift" => "left_shift",
        "rshift" => "right_shift",
        _ => return None,
    })
}
