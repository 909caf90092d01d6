//! `cupy`, `cupyx` and `cupyx.profiler`: GPU arrays with NumPy's semantics that share memory
//! with Numba's device arrays, on both back ends.
//!
//! What runs where: element-wise operations, reductions, random numbers and `matmul` are
//! kernels written in the dialect (`kernels.rs`, `reduction.rs`, `random.rs`, `linalg.rs`), so
//! they run on the GPU and on the simulator alike, each visible to `%%profile`. Creation from
//! host data (`array`, `arange`, `linspace`, `eye`) and the less common functions (`sort`,
//! `argsort`, `diff`, `tile`…: `HOST`) compute with the host `np` and copy the result
//! to the device: the same answer as CuPy, at the cost of the copies, which `%%profile` shows.
//! `cupy.cuda` (devices, streams, events, the memory pool) and `cupyx.profiler.benchmark` are
//! Python (`cuda.py`, `profiler.py`) on top of `numba.cuda`. Anything else CuPy offers is a
//! NotImplementedError naming it.

pub mod array;
mod gather;
mod join;
pub mod kernels;
mod linalg;
pub mod ops;
mod random;
mod reduction;
mod scan;

pub use array::CupyArray;

use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::host::modules::cuda::device_array::{as_device_array, DeviceArray};
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::modules::new_module;
use crate::host::modules::numpy::{as_array, dtype_arg, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use array::{as_cupy, wrap_cp};
use std::any::Any;
use std::rc::Rc;

/// A device array holding a copy of a host array.
pub fn upload_device(interp: &mut Interp, mut h: HostArray) -> R<DeviceArray> {
    h.scalar = false;
    let h = if h.is_c_contiguous() && h.offset == 0 && h.size() == h.buf.borrow().len() { h } else { h.copy() };
    crate::host::modules::cuda::upload_device(interp, h)
}

/// A CuPy array holding a copy of a host array.
pub fn upload(interp: &mut Interp, h: HostArray) -> R<Value> {
    Ok(wrap_cp(upload_device(interp, h)?))
}

/// A dtype argument (`np.float32`, `'f4'`, `float`…); `None` for `None`.
pub fn dtype_of(interp: &mut Interp, v: &Value) -> R<Option<DType>> {
    dtype_arg(interp, v)
}

/// `reshape(2, 3)` / `reshape((2, 3))`.
pub fn shape_spec(interp: &mut Interp, pos: &[Value]) -> R<Vec<i64>> {
    crate::host::modules::numpy::methods::reshape_spec(interp, pos)
}

/// `transpose(*axes)` / `transpose(axes)`: `None` for the reversed order.
pub fn axes_arg(interp: &mut Interp, pos: &[Value], ndim: usize) -> R<Option<Vec<usize>>> {
    let items: Vec<Value> = match pos {
        [] | [Value::None] => return Ok(None),
        [Value::Tuple(t)] => t.to_vec(),
        [Value::List(l)] => l.borrow().clone(),
        many => many.to_vec(),
    };
    if items.len() != ndim {
        return Err(raise("ValueError", "axes don't match array"));
    }
    let mut axes = Vec::new();
    for v in &items {
        let i = interp.to_index(v)?;
        let a = crate::array::reduce::normalize_axis(i, ndim).map_err(|e| raise("AxisError", e.to_string()))?;
        if axes.contains(&a) {
            return Err(raise("ValueError", "repeated axis in transpose"));
        }
        axes.push(a);
    }
    Ok(Some(axes))
}

/// Arguments with CuPy arrays read to the host (for `HOST` functions).
fn host_args(interp: &mut Interp, v: &Value) -> R<Value> {
    if let Some(d) = as_cupy(v) {
        return Ok(wrap(d.to_host(interp)?));
    }
    Ok(match v {
        Value::List(l) => {
            let items = l.borrow().clone();
            Value::list(items.iter().map(|x| host_args(interp, x)).collect::<R<Vec<_>>>()?)
        }
        Value::Tuple(t) => Value::tuple(t.iter().map(|x| host_args(interp, x)).collect::<R<Vec<_>>>()?),
        other => other.clone(),
    })
}

/// The result of a host computation sent to the device: arrays (and tuples/lists of them)
/// become CuPy arrays; NumPy scalars become 0-d CuPy arrays, as CuPy returns them.
fn device_result(interp: &mut Interp, v: Value) -> R<Value> {
    if let Some(h) = as_array(&v) {
        return upload(interp, h.clone());
    }
    Ok(match v {
        Value::Tuple(t) => Value::tuple(t.iter().map(|x| device_result(interp, x.clone())).collect::<R<Vec<_>>>()?),
        Value::List(l) => {
            let items = l.borrow().clone();
            Value::list(items.into_iter().map(|x| device_result(interp, x)).collect::<R<Vec<_>>>()?)
        }
        other => other,
    })
}

/// `np.<name>(*args)` on the host with CuPy arrays read back, the result sent to the device.
pub fn host_fallback(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    let f = interp
        .modules
        .get("numpy")
        .and_then(|m| m.get(name))
        .ok_or_else(|| raise("NotImplementedError", format!("cudalab's cupy does not provide cupy.{name} yet")))?;
    let pos = args.pos.iter().map(|v| host_args(interp, v)).collect::<R<Vec<_>>>()?;
    let kw = args.kw.iter().map(|(k, v)| Ok((k.clone(), host_args(interp, v)?))).collect::<R<Vec<_>>>()?;
    let r = interp.call(&f, Args { pos, kw })?;
    device_result(interp, r)
}

/// Functions computed with the host `np` (see the module doc).
const HOST: &[&str] = &[
    "array",
    "arange",
    "linspace",
    "logspace",
    "eye",
    "identity",
    "tri",
    "tril",
    "triu",
    "diag",
    "meshgrid",
    "column_stack",
    "dstack",
    "split",
    "array_split",
    "sort",
    "argsort",
    "unique",
    "diff",
    "flip",
    "fliplr",
    "flipud",
    "roll",
    "tile",
    "repeat",
    "nonzero",
    "argwhere",
    "flatnonzero",
    "count_nonzero",
    "histogram",
    "bincount",
    "searchsorted",
    "median",
    "percentile",
    "quantile",
    "around",
    "round",
    "outer",
    "kron",
    "trace",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "expand_dims",
    "broadcast_to",
    "pad",
    "allclose",
    "isclose",
    "array_equal",
    "nan_to_num",
    "nansum",
    "nanmean",
    "nanmax",
    "nanmin",
    "average",
    "ptp",
    "cov",
    "corrcoef",
    "interp",
    "convolve",
    "fromfunction",
    "indices",
    "take",
    "put",
    "choose",
    "select",
    "piecewise",
    "ravel_multi_index",
    "unravel_index",
    "inner",
    "vdot",
    "cross",
    "tensordot",
    "einsum",
];

const REDUCTIONS: &[&str] = &["sum", "prod", "mean", "var", "std", "min", "max", "amin", "amax", "argmin", "argmax", "all", "any"];

/// CuPy's features cudalab does not have, named when a program reaches for them.
const MISSING: &[(&str, &str)] =
    &[("fft", "cupy.fft (cuFFT)"), ("linalg", "cupy.linalg beyond dot/matmul (cuBLAS, cuSOLVER)"), ("sparse", "cupyx.scipy.sparse"), ("fuse", "cupy.fuse")];

/// A `cupy.<name>` function: its name decides what it does.
struct CpFunc {
    name: &'static str,
}

impl NativeObject for CpFunc {
    fn type_name(&self) -> &str {
        if ops::is_ufunc(self.name) {
            "cupy._core._kernel.ufunc"
        } else {
            "function"
        }
    }
    fn repr(&self) -> String {
        if ops::is_ufunc(self.name) {
            format!("<ufunc '{}'>", self.name)
        } else {
            format!("<function {} at {:p}>", self.name, self as *const Self)
        }
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        call(interp, self.name, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::str(self.name)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A `cupy` feature cudalab does not have: using it says so.
struct Missing(Rc<str>);

impl NativeObject for Missing {
    fn type_name(&self) -> &str {
        "module"
    }
    fn repr(&self) -> String {
        format!("<{} (not provided by cudalab)>", self.0)
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("NotImplementedError", format!("cudalab does not provide {} yet", self.0)))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Err(raise("NotImplementedError", format!("cudalab does not provide {} yet (asked for .{name})", self.0)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn pos_or_kw(args: &mut Args, i: usize, name: &str) -> Option<Value> {
    args.take_kw(name).or_else(|| args.pos.get(i).cloned())
}

/// `zeros(shape, dtype=float)` and friends: shape and dtype from the arguments.
fn shape_dtype(interp: &mut Interp, args: &mut Args) -> R<(Vec<usize>, DType)> {
    let _order = args.take_kw("order");
    crate::host::modules::cuda::shape_dtype(interp, args, DType::F64)
}

/// The array a `*_like` function copies its shape and dtype from (`dtype=` overrides).
fn like(interp: &mut Interp, args: &mut Args) -> R<(Vec<usize>, DType)> {
    let a = if args.pos.is_empty() { args.take_kw("a") } else { Some(args.pos.remove(0)) };
    let a = a.ok_or_else(|| raise("TypeError", "missing required argument 'a'"))?;
    let (shape, mut dtype) = match (as_device_array(&a), as_array(&a)) {
        (Some(d), _) => (d.host.shape.clone(), d.host.dtype()),
        (None, Some(h)) => (h.shape.clone(), h.dtype()),
        _ => return Err(raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(&a)))),
    };
    if let Some(d) = args.take_kw("dtype").or_else(|| args.pos.first().cloned()) {
        if let Some(t) = dtype_of(interp, &d)? {
            dtype = t;
        }
    }
    let _ = (args.take_kw("order"), args.take_kw("subok"), args.take_kw("shape"));
    Ok((shape, dtype))
}

fn filled(interp: &mut Interp, shape: Vec<usize>, dtype: DType, value: &Value) -> R<Value> {
    let out = alloc_device(interp, dtype, shape, Fill::Scratch)?;
    ops::assign(interp, &out, value)?;
    Ok(wrap_cp(out))
}

fn call(interp: &mut Interp, name: &'static str, mut args: Args) -> R<Value> {
    if REDUCTIONS.contains(&name) {
        return reduction::function(interp, name, args);
    }
    if ops::is_ufunc(name) {
        let _ = (args.take_kw("dtype"), args.take_kw("casting"));
        let out = args.take_kw("out").filter(|o| !o.is_none());
        let name = match name {
            "abs" => "absolute",
            "mod" => "remainder",
            "true_divide" => "divide",
            "bitwise_not" => "invert",
            "conj" => "conjugate",
            n => n,
        };
        if let Some(o) = out {
            let target =
                as_cupy(&o).cloned().ok_or_else(|| raise("TypeError", format!("{name}(): out must be a cupy.ndarray, not {}", interp.type_name(&o))))?;
            let ins = args.pos.iter().map(|v| ops::arg(interp, v)).collect::<R<Vec<_>>>()?;
            if ins.len() != if ops::is_binary(name) { 2 } else { 1 } {
                return Err(raise("TypeError", format!("Wrong number of arguments for {name}")));
            }
            let refs: Vec<&ops::Arg> = ins.iter().collect();
            ops::compute_into(interp, name, &refs, &target, true)?;
            return Ok(o);
        }
        return match args.pos.as_slice() {
            [a] if !ops::is_binary(name) => ops::unary(interp, name, a),
            [a, b] if ops::is_binary(name) => {
                let (x, y) = (ops::arg(interp, a)?, ops::arg(interp, b)?);
                ops::compute(interp, name, &[&x, &y])
            }
            _ => Err(raise("TypeError", format!("Wrong number of arguments for {name}"))),
        };
    }
    if HOST.contains(&name) {
        return host_fallback(interp, name, args);
    }
    match name {
        "concatenate" | "stack" | "vstack" | "hstack" => join::call(interp, name, args),
        "cumsum" | "cumprod" => scan::call(interp, name, None, args),
        "asarray" | "ascontiguousarray" => {
            let a = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "asarray() missing required argument 'a'"))?;
            let dtype_v = pos_or_kw(&mut args, 1, "dtype");
            if let Some(d) = &dtype_v {
                args.kw.push((Rc::from("dtype"), d.clone()));
                args.pos.truncate(1);
            }
            let dtype = match dtype_v {
                Some(v) => dtype_of(interp, &v)?,
                None => None,
            };
            if let Some(d) = as_device_array(&a) {
                // Device memory is shared, never copied (a Numba device array included).
                let view = match dtype {
                    Some(t) if t != d.host.dtype() => return ops::astype(interp, d, t),
                    _ => d.clone(),
                };
                if name == "ascontiguousarray" && !view.host.is_c_contiguous() {
                    return ops::copy(interp, &view);
                }
                return Ok(wrap_cp(view));
            }
            host_fallback(interp, "array", Args { pos: args.pos, kw: args.kw })
        }
        "asnumpy" => {
            let a = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "asnumpy() missing required argument 'a'"))?;
            match as_device_array(&a) {
                Some(d) => Ok(wrap(d.to_host(interp)?)),
                None => {
                    let f = interp.modules.get("numpy").and_then(|m| m.get("asarray")).ok_or_else(|| raise("RuntimeError", "numpy.asarray"))?;
                    interp.call(&f, Args::new(vec![a]))
                }
            }
        }
        "zeros" | "empty" => {
            let (shape, dtype) = shape_dtype(interp, &mut args)?;
            // `empty` is zeroed too: reproducible runs, as cudalab's device_array.
            Ok(wrap_cp(alloc_device(interp, dtype, shape, Fill::Zeros)?))
        }
        "ones" => {
            let (shape, dtype) = shape_dtype(interp, &mut args)?;
            filled(interp, shape, dtype, &Value::int(1))
        }
        "full" => {
            let value = args.take_kw("fill_value").unwrap_or_else(|| if args.pos.len() > 1 { args.pos.remove(1) } else { Value::None });
            if value.is_none() {
                return Err(raise("TypeError", "full() missing required argument 'fill_value'"));
            }
            let explicit = args.kw.iter().any(|(k, _)| &**k == "dtype") || args.pos.len() > 1;
            let (shape, mut dtype) = shape_dtype(interp, &mut args)?;
            if !explicit {
                dtype = match &value {
                    Value::Bool(_) => DType::Bool,
                    Value::Int(_) => DType::I64,
                    v => as_array(v).map(|h| h.dtype()).unwrap_or(DType::F64),
                };
            }
            filled(interp, shape, dtype, &value)
        }
        "zeros_like" | "empty_like" => {
            let (shape, dtype) = like(interp, &mut args)?;
            Ok(wrap_cp(alloc_device(interp, dtype, shape, Fill::Zeros)?))
        }
        "ones_like" => {
            let (shape, dtype) = like(interp, &mut args)?;
            filled(interp, shape, dtype, &Value::int(1))
        }
        "full_like" => {
            let value = args.take_kw("fill_value").unwrap_or_else(|| if args.pos.len() > 1 { args.pos.remove(1) } else { Value::None });
            let (shape, dtype) = like(interp, &mut args)?;
            filled(interp, shape, dtype, &value)
        }
        "copy" => {
            let a = args.pos.first().cloned().ok_or_else(|| raise("TypeError", "copy() missing required argument 'a'"))?;
            match as_device_array(&a) {
                Some(d) => ops::copy(interp, d),
                None => host_fallback(interp, "array", Args::new(vec![a])),
            }
        }
        "where" => match args.pos.as_slice() {
            [c, x, y] => ops::where_(interp, c, x, y),
            [_] => host_fallback(interp, "nonzero", args),
            _ => Err(raise("ValueError", "Must provide both 'x' and 'y' or neither.")),
        },
        "clip" => {
            let a = pos_or_kw(&mut args, 0, "a").ok_or_else(|| raise("TypeError", "clip() missing required argument 'a'"))?;
            let lo = pos_or_kw(&mut args, 1, "a_min").unwrap_or(Value::None);
            let hi = pos_or_kw(&mut args, 2, "a_max").unwrap_or(Value::None);
            ops::clip(interp, &a, &lo, &hi)
        }
        "dot" | "matmul" => match args.pos.as_slice() {
            [a, b] => linalg::matmul(interp, a, b, name),
            _ => Err(raise("TypeError", format!("{name}() takes 2 arguments"))),
        },
        "reshape" | "ravel" | "transpose" | "squeeze" | "swapaxes" => {
            let a = if args.pos.is_empty() { args.take_kw("a") } else { Some(args.pos.remove(0)) };
            let a = a.ok_or_else(|| raise("TypeError", format!("{name}() missing required argument 'a'")))?;
            if as_cupy(&a).is_none() {
                return Err(raise("TypeError", format!("Unsupported type <class '{}'>", interp.type_name(&a))));
            }
            if let Some(s) = args.take_kw("newshape").or_else(|| args.take_kw("shape")) {
                args.pos.insert(0, s);
            }
            if let Some(s) = args.take_kw("axes") {
                args.pos.insert(0, s);
            }
            interp.call_method(&a, name, args)
        }
        "asfortranarray" => Err(raise("NotImplementedError", "cudalab's cupy keeps arrays in C order; asfortranarray is not provided")),
        "get_default_memory_pool" | "get_default_pinned_memory_pool" => {
            let m = interp.import_module("cupy.cuda")?;
            let f = interp.getattr(&m, "get_default_memory_pool")?;
            interp.call(&f, Args::default())
        }
        "get_array_module" => {
            let any_gpu = args.pos.iter().any(|v| as_device_array(v).is_some());
            interp.import_module(if any_gpu { "cupy" } else { "numpy" })
        }
        "isscalar" => Ok(Value::Bool(matches!(args.pos.first(), Some(Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..))))),
        "result_type" | "can_cast" | "promote_types" | "dtype" | "finfo" | "iinfo" | "issubdtype" | "ndim" | "shape" | "size" => {
            let f = interp.modules.get("numpy").and_then(|m| m.get(name)).ok_or_else(|| raise("RuntimeError", format!("numpy.{name}")))?;
            let pos = args.pos.iter().map(|v| host_args(interp, v)).collect::<R<Vec<_>>>()?;
            interp.call(&f, Args { pos, kw: args.kw })
        }
        _ => Err(raise("NotImplementedError", format!("cudalab's cupy does not provide cupy.{name} yet"))),
    }
}

const OTHERS: &[&str] = &[
    "cumsum",
    "cumprod",
    "concatenate",
    "stack",
    "vstack",
    "hstack",
    "asarray",
    "ascontiguousarray",
    "asnumpy",
    "zeros",
    "empty",
    "ones",
    "full",
    "zeros_like",
    "empty_like",
    "ones_like",
    "full_like",
    "copy",
    "where",
    "clip",
    "dot",
    "matmul",
    "reshape",
    "ravel",
    "transpose",
    "squeeze",
    "swapaxes",
    "asfortranarray",
    "get_default_memory_pool",
    "get_default_pinned_memory_pool",
    "get_array_module",
    "isscalar",
    "result_type",
    "can_cast",
    "promote_types",
    "dtype",
    "finfo",
    "iinfo",
    "issubdtype",
    "ndim",
    "shape",
    "size",
];

fn func(name: &'static str) -> Value {
    Value::Native(Rc::new(CpFunc { name }))
}

/// Build `cupy`, `cupy.random`, `cupy.cuda`, `cupyx` and `cupyx.profiler` (on first import).
pub fn install(interp: &mut Interp) -> R<()> {
    // CuPy's memory limit is honoured as cudalab's own when the GPU starts after it is set.
    if let (Ok(v), Err(_)) = (std::env::var("CUPY_GPU_MEMORY_LIMIT"), std::env::var("CUDALAB_MEMORY_LIMIT")) {
        if !v.trim().is_empty() && crate::gpu::device::MemoryLimit::parse(&v).is_ok() {
            std::env::set_var("CUDALAB_MEMORY_LIMIT", v.trim());
        }
    }
    let cp = new_module("cupy", "CuPy-compatible GPU arrays (cudalab's own implementation, on the GPU or the simulator).");
    {
        let mut attrs = cp.attrs.borrow_mut();
        let np = interp.modules.get("numpy").cloned();
        for name in HOST.iter().chain(ops::BINARY).chain(ops::UNARY).chain(REDUCTIONS).chain(OTHERS) {
            // A host-computed function exists where the host `np` has it; where it does not,
            // the name is CuPy's all the same and says so when reached for.
            if HOST.contains(name) && np.as_ref().is_some_and(|m| m.get(name).is_none()) {
                attrs.insert(Rc::from(*name), Value::Native(Rc::new(Missing(Rc::from(format!("cupy.{name}"))))));
                continue;
            }
            attrs.insert(Rc::from(*name), func(name));
        }
        attrs.insert(Rc::from("ndarray"), Value::Type(crate::host::builtins::native_type("cupy.ndarray")));
        attrs.insert(Rc::from("__version__"), Value::str("13.6.0"));
        for (name, f) in [("_memory_info", memory_info as crate::host::value::BuiltinFn), ("_gpu_started", gpu_started)] {
            attrs.insert(Rc::from(name), Value::Builtin(Rc::new(crate::host::value::Builtin { name, module: "cupy", func: f, signature: "", doc: "" })));
        }
        for (name, what) in MISSING {
            attrs.insert(Rc::from(*name), Value::Native(Rc::new(Missing(Rc::from(*what)))));
        }
        // dtypes and constants are NumPy's own objects, as in CuPy.
        if let Some(np) = interp.modules.get("numpy") {
            for (k, v) in np.attrs.borrow().iter() {
                let is_type = matches!(v, Value::Native(n) if n.type_name() == "type")
                    || crate::host::modules::numpy::dtype_arg(interp, v).ok().flatten().is_some() && !matches!(v, Value::Str(_));
                if (is_type || matches!(&**k, "pi" | "e" | "inf" | "nan" | "newaxis")) && !attrs.contains_key(k) {
                    attrs.insert(k.clone(), v.clone());
                }
            }
        }
    }
    let rnd = random::module();
    cp.attrs.borrow_mut().insert(Rc::from("random"), Value::Module(rnd.clone()));
    interp.modules.insert("cupy", cp.clone());
    interp.modules.insert("cupy.random", rnd);
    let cuda = interp.module_from_source("cupy.cuda", "CUDA devices, streams, events and memory pools (cudalab's cupy.cuda).", CUDA_PY)?;
    cp.attrs.borrow_mut().insert(Rc::from("cuda"), Value::Module(cuda.clone()));
    interp.modules.insert("cupy.cuda", cuda.clone());
    if let Some(Value::Module(rt)) = cuda.get("runtime") {
        interp.modules.insert("cupy.cuda.runtime", rt);
    }
    let profiler = interp.module_from_source("cupyx.profiler", "Timing helpers (cudalab's cupyx.profiler).", PROFILER_PY)?;
    let cupyx = new_module("cupyx", "CuPy's extras: the profiler (cudalab's cupyx).");
    cupyx.attrs.borrow_mut().insert(Rc::from("profiler"), Value::Module(profiler.clone()));
    cupyx.attrs.borrow_mut().insert(Rc::from("scipy"), Value::Native(Rc::new(Missing(Rc::from("cupyx.scipy")))));
    cupyx.attrs.borrow_mut().insert(Rc::from("jit"), Value::Native(Rc::new(Missing(Rc::from("cupyx.jit")))));
    interp.modules.insert("cupyx", cupyx);
    // Raw CUDA C kernels (RawKernel, RawModule, ElementwiseKernel), Python over `_cuda_c`.
    crate::host::modules::pycuda::install(interp, "_cuda_c")?;
    let raw = interp.module_from_source("cupy._core.raw", "CuPy's raw CUDA C kernels (cudalab's).", RAW_PY)?;
    for name in ["RawKernel", "RawModule", "ElementwiseKernel", "ReductionKernel"] {
        if let Some(v) = raw.get(name) {
            cp.attrs.borrow_mut().insert(Rc::from(name), v);
        }
    }
    interp.modules.insert("cupyx.profiler", profiler);
    Ok(())
}

/// Whether `name` is one of the modules `install` makes.
pub fn provides(name: &str) -> bool {
    matches!(name, "cupy" | "cupy.random" | "cupy.cuda" | "cupy.cuda.runtime" | "cupyx" | "cupyx.profiler")
}

const CUDA_PY: &str = include_str!("cuda.py");
const RAW_PY: &str = include_str!("raw.py");
const PROFILER_PY: &str = include_str!("profiler.py");

/// `cupy._memory_info()`: (bytes in use, the limit or None, the device's total), for
/// `cupy.cuda`'s memory pool.
fn memory_info(interp: &mut Interp, _args: Args) -> R<Value> {
    let (used, limit, total) = match crate::host::modules::cuda::resolved_kind(interp)? {
        crate::runtime::backend::Kind::Cuda => {
            let cell = interp.backend.gpu()?;
            let m = cell.borrow().dev.memory();
            (m.in_use, m.limit, m.total)
        }
        crate::runtime::backend::Kind::Sim => (crate::array::memory_limit::live() as u64, None, crate::array::memory_limit::limit() as u64),
    };
    let int = |v: u64| Value::int(v.min(i64::MAX as u64) as i64);
    Ok(Value::tuple(vec![int(used), limit.map(int).unwrap_or(Value::None), int(total)]))
}

/// `cupy._gpu_started()`: whether the GPU worker is already running (a memory limit set now
/// could no longer apply).
fn gpu_started(interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Bool(interp.backend.kind.is_some()))
}
