//! `numba`, `numba.cuda`, `numba.types` and `numba.cuda.libdevice` on the host: the decorators
//! that make kernels, and the host GPU API (device arrays, synchronize, streams, events, device
//! queries) on the simulator backend.
//!
//! Owns the Python-facing surface only: compiling is `compiler`, running is `sim`. Kernel-only
//! functions (`cuda.grid`, `cuda.syncthreads`, `math` in kernels…) exist here as names so that
//! imports work and completion shows them; calling one on the host says where it belongs.

pub mod context;
pub mod device_array;
pub mod errors;
pub mod gpu_launch;
pub mod gufunc;
pub mod host_jit;
pub mod kernel;
pub mod nbtypes;
pub mod random;
pub mod reduce;
pub mod synth;
pub mod ufunc;

/// What `cuda.get_current_device()` reports on the simulator: the modelled GPU's limits.
const LIMITS: crate::runtime::DeviceLimits = crate::runtime::DeviceLimits::modelled();

use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::ir::Options;
use crate::host::modules::new_module;
use crate::host::modules::numpy::{as_array, dtype_arg, to_array, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Builtin, BuiltinFn, Module, Value};
use crate::host::{raise, Interp, R};
use device_array::{as_device, DeviceArray};
use kernel::{Kernel, KernelInner};
use std::any::Any;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

fn add(m: &Module, module: &'static str, name: &'static str, func: BuiltinFn, signature: &'static str, doc: &'static str) {
    m.attrs.borrow_mut().insert(Rc::from(name), Value::Builtin(Rc::new(Builtin { name, module, func, signature, doc })));
}

fn set(m: &Module, name: &str, v: Value) {
    m.attrs.borrow_mut().insert(Rc::from(name), v);
}

const SCALARS: &[&str] = &[
    "boolean",
    "bool_",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float32",
    "float64",
    "intp",
    "uintp",
    "intc",
    "uintc",
    "float16",
    "complex64",
    "complex128",
    "b1",
    "i1",
    "i2",
    "i4",
    "i8",
    "u1",
    "u2",
    "u4",
    "u8",
    "f2",
    "f4",
    "f8",
    "c8",
    "c16",
];

pub fn install(modules: &mut HashMap<&'static str, Rc<Module>>) {
    let cuda = new_module("numba.cuda", "Numba's CUDA API: kernels (@cuda.jit), device memory, streams and events.");
    context::add_to(&cuda);
    add(&cuda, "numba.cuda", "jit", jit, "jit(func_or_sig=None, device=False, debug=False, opt=True, fastmath=False, lineinfo=False, boundscheck=True, max_registers=None, cache=False, inline=False)", "Compile a Python function into a CUDA kernel (or a device function with device=True).");
    add(
        &cuda,
        "numba.cuda",
        "vectorize",
        ufunc::vectorize,
        "vectorize(ftylist, target='cuda')",
        "Make a scalar function an elementwise function over arrays (a NumPy-style ufunc) run as a GPU kernel.",
    );
    add(
        &cuda,
        "numba.cuda",
        "guvectorize",
        gufunc::guvectorize,
        "guvectorize(ftylist, signature, target='cuda')",
        "Make a function over array slices ('(m,n),(n,p)->(m,p)') a generalized ufunc, looping over the leading dimensions on the GPU.",
    );
    add(&cuda, "numba.cuda", "reduce", reduce::reduce, "reduce(binop)", "Make a 1-D reduction from a function of two arguments (a tree reduction on the GPU): sum = cuda.reduce(lambda a, b: a + b); sum(arr, size=None, res=None, init=0, stream=0).");
    add(
        &cuda,
        "numba.cuda",
        "Reduce",
        reduce::reduce,
        "Reduce(functor)",
        "A 1-D reduction with the binary function functor; call it as r(arr, size=None, res=None, init=0, stream=0).",
    );
    add(
        &cuda,
        "numba.cuda",
        "to_device",
        to_device,
        "to_device(obj, stream=0, copy=True, to=None)",
        "Copy a NumPy array to the device and return the device array.",
    );
    add(
        &cuda,
        "numba.cuda",
        "device_array",
        device_array,
        "device_array(shape, dtype=np.float64, strides=None, order='C', stream=0)",
        "An uninitialized device array.",
    );
    add(&cuda, "numba.cuda", "device_array_like", device_array_like, "device_array_like(ary, stream=0)", "A device array with the shape and dtype of ary.");
    add(
        &cuda,
        "numba.cuda",
        "pinned_array",
        pinned_array,
        "pinned_array(shape, dtype=np.float64, strides=None, order='C')",
        "A page-locked host array (a plain host array on the simulator).",
    );
    add(&cuda, "numba.cuda", "pinned_array_like", pinned_array_like, "pinned_array_like(ary)", "A page-locked host array like ary.");
    add(
        &cuda,
        "numba.cuda",
        "mapped_array",
        pinned_array,
        "mapped_array(shape, dtype=np.float64, strides=None, order='C', stream=0)",
        "A host array mapped into the device address space (a plain host array on the simulator).",
    );
    add(&cuda, "numba.cuda", "synchronize", synchronize, "synchronize()", "Wait until all queued GPU work is done.");
    add(&cuda, "numba.cuda", "stream", stream, "stream()", "A new CUDA stream.");
    add(&cuda, "numba.cuda", "default_stream", stream, "default_stream()", "The default stream.");
    add(&cuda, "numba.cuda", "event", event, "event(timing=True)", "A new CUDA event.");
    add(&cuda, "numba.cuda", "event_elapsed_time", event_elapsed_time, "event_elapsed_time(evtstart, evtend)", "Milliseconds between two recorded events.");
    add(&cuda, "numba.cuda", "is_available", is_available, "is_available()", "True when kernels can run (the simulator always can).");
    add(&cuda, "numba.cuda", "detect", detect, "detect()", "Print the devices found.");
    add(&cuda, "numba.cuda", "get_current_device", get_current_device, "get_current_device()", "The current device.");
    add(&cuda, "numba.cuda", "select_device", select_device, "select_device(device_id)", "Make a device current.");
    add(&cuda, "numba.cuda", "current_context", current_context, "current_context()", "The current context.");
    add(&cuda, "numba.cuda", "is_cuda_array", is_cuda_array, "is_cuda_array(obj)", "True for device arrays.");
    add(&cuda, "numba.cuda", "as_cuda_array", as_cuda_array, "as_cuda_array(obj)", "A device array view of obj.");
    // Kernel-only functions, derived from the compiler's builtin registry: importing and completing
    // them works on the host, calling one says where it belongs.
    use crate::compiler::builtin;
    let stubs = |m: &Rc<Module>, full: &'static str, module: &str| {
        for b in builtin::in_module(module).filter(|b| b.is_callable()) {
            add(m, full, b.name(), kernel_only, b.sig, b.doc);
        }
    };
    stubs(&cuda, "numba.cuda", "cuda");
    for sub in builtin::submodules("cuda") {
        if sub == "random" {
            // A real module with host functions too (random.rs).
            continue;
        }
        let full: &'static str = leak(&format!("numba.cuda.{sub}"));
        let m = new_module(full, "Available inside @cuda.jit functions.");
        stubs(&m, full, &format!("cuda.{sub}"));
        set(&cuda, sub, Value::Module(m));
    }
    let libdevice = new_module("numba.cuda.libdevice", "CUDA's libdevice math functions, for kernels.");
    stubs(&libdevice, "numba.cuda.libdevice", "libdevice");
    set(&cuda, "libdevice", Value::Module(libdevice.clone()));
    set(&cuda, "warpsize", Value::int(32));
    let types = new_module("numba.types", "Numba's types, for signatures and dtypes.");
    let numba = new_module("numba", "Numba, as cudalab provides it: the CUDA target.");
    for name in SCALARS {
        if let Some(t) = nbtypes::scalar_type(name) {
            set(&types, name, t.clone());
            set(&numba, name, t);
        }
    }
    set(&types, "void", nbtypes::void());
    set(&numba, "void", nbtypes::void());
    set(&numba, "cuda", Value::Module(cuda.clone()));
    add(&numba, "numba", "vectorize", ufunc::vectorize, "vectorize(ftylist, target='cpu')", "Make a scalar function an elementwise function over arrays (a NumPy-style ufunc); target='cuda' runs it as a GPU kernel, 'cpu' and 'parallel' on the host.");
    add(
        &numba,
        "numba",
        "guvectorize",
        gufunc::guvectorize,
        "guvectorize(ftylist, signature, target='cpu')",
        "Make a function over array slices ('(m,n),(n,p)->(m,p)') a generalized ufunc; target='cuda' runs the loop over the leading dimensions on the GPU.",
    );
    add(
        &numba,
        "numba",
        "jit",
        host_jit::jit,
        "jit(signature_or_function=None, locals={}, cache=False, pipeline_class=None, boundscheck=None, **options)",
        "Compile a function for the CPU: cudalab runs it on the host as Python, and compiles it into kernels that call it as a device function.",
    );
    add(&numba, "numba", "njit", host_jit::njit, "njit(*args, **kws)", "numba.jit with nopython=True.");
    add(&numba, "numba", "prange", host_jit::prange, "prange(start, stop=None, step=1)", "range for parallel loops: on the host and in kernels a plain range.");
    set(&numba, "types", Value::Module(types.clone()));
    set(&numba, "__version__", Value::str("0.60.0+cudalab"));
    // `numba.core.errors`: the exception and warning classes programs catch or filter.
    let errors = new_module("numba.core.errors", "Numba's exceptions and warnings.");
    for name in crate::host::exceptions::NUMBA_ERRORS {
        set(&errors, name, Value::Type(crate::host::exceptions::type_named(name)));
    }
    let core = new_module("numba.core", "Numba's core: its errors and types.");
    set(&core, "errors", Value::Module(errors.clone()));
    set(&numba, "core", Value::Module(core.clone()));
    modules.insert("numba.core", core.clone());
    // numba-cuda (0.30) keeps its own copy of the core as `numba.cuda.core`; its kernel errors are
    // raised from there. Both paths name the same classes here.
    let cuda_core = new_module("numba.cuda.core", "numba-cuda's core: its errors.");
    set(&cuda_core, "errors", Value::Module(errors.clone()));
    set(&cuda, "core", Value::Module(cuda_core.clone()));
    modules.insert("numba.cuda.core", cuda_core);
    modules.insert("numba.cuda.core.errors", errors.clone());
    modules.insert("numba.core.errors", errors);
    modules.insert("numba", numba);
    modules.insert("numba.cuda", cuda.clone());
    set(&core, "types", Value::Module(types.clone()));
    modules.insert("numba.core.types", types.clone());
    modules.insert("numba.types", types);
    modules.insert("numba.cuda.libdevice", libdevice);
    let random = random::module();
    set(&cuda, "random", Value::Module(random.clone()));
    modules.insert("numba.cuda.random", random);
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

fn kernel_only(_: &mut Interp, _: Args) -> R<Value> {
    Err(raise("TypeError", "this function can only be called inside a @cuda.jit kernel or device function"))
}

/// `@cuda.jit` options, as Numba takes them.
fn options(args: &mut Args) -> R<(bool, Options)> {
    let mut o = Options::default();
    let mut device = false;
    let kws = std::mem::take(&mut args.kw);
    for (k, v) in kws {
        let truthy = !matches!(v, Value::Bool(false) | Value::None) && !matches!(&v, Value::Int(i) if i.as_i64() == Some(0));
        match &*k {
            "device" => device = truthy,
            "boundscheck" => o.bounds_check = !matches!(v, Value::Bool(false)),
            "fastmath" => o.fastmath = truthy,
            "debug" => o.debug = truthy,
            "opt" | "lineinfo" | "max_registers" | "cache" | "inline" | "forceinline" => {}
            "link" | "extensions" => return Err(raise("NotImplementedError", format!("cuda.jit({k}=...) is not supported by cudalab"))),
            other => return Err(raise("TypeError", format!("jit() got an unexpected keyword argument '{other}'"))),
        }
    }
    Ok((device, o))
}

/// A decorator waiting for its function: `@cuda.jit('void(float32[:])', device=False)`.
struct JitDecorator {
    device: bool,
    options: Options,
    sigs: Vec<crate::compiler::types::Signature>,
}

impl NativeObject for JitDecorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        "<function jit.<locals>.wrapper>".into()
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Function(f)) if args.pos.len() == 1 => {
                let k = make_kernel(f.clone(), self.device, self.options.clone(), self.sigs.clone())?;
                // Eager signatures compile now, as in Numba: errors show at the definition.
                if let Value::Native(n) = &k {
                    if let Some(kernel) = n.as_any().downcast_ref::<Kernel>() {
                        if !kernel.0.device {
                            for sig in &self.sigs {
                                kernel.0.specialize(interp, &sig.args)?;
                            }
                        }
                    }
                }
                Ok(k)
            }
            _ => Err(raise("TypeError", "cuda.jit(...) decorates a function")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn make_kernel(f: Rc<crate::host::value::Function>, device: bool, options: Options, sigs: Vec<crate::compiler::types::Signature>) -> R<Value> {
    crate::runtime::backend::warm_up_nvrtc();
    let k = KernelInner::new(f, device, options, sigs)?;
    Ok(Value::Native(Rc::new(Kernel(Rc::new(k)))))
}

fn jit(_interp: &mut Interp, mut args: Args) -> R<Value> {
    let (device, opts) = options(&mut args)?;
    let first = args.pos.first().cloned();
    match first {
        Some(Value::Function(f)) => make_kernel(f, device, opts, Vec::new()),
        None | Some(Value::None) => Ok(Value::Native(Rc::new(JitDecorator { device, options: opts, sigs: Vec::new() }))),
        Some(sig) => {
            let sigs = nbtypes::signatures(&sig)?;
            if !device && sigs.iter().any(|s| s.ret != crate::compiler::types::Ty::None) {
                return Err(raise("TypeError", "CUDA kernel must have void return type."));
            }
            Ok(Value::Native(Rc::new(JitDecorator { device, options: opts, sigs })))
        }
    }
}

pub(crate) fn shape_dtype(interp: &mut Interp, args: &mut Args, default: DType) -> R<(Vec<usize>, DType)> {
    let shape_v = args.take_kw("shape").or_else(|| if args.pos.is_empty() { None } else { Some(args.pos.remove(0)) });
    let dtype_v = args.take_kw("dtype").or_else(|| if args.pos.is_empty() { None } else { Some(args.pos.remove(0)) });
    let Some(shape_v) = shape_v else { return Err(raise("TypeError", "missing required argument 'shape'")) };
    let shape = match &shape_v {
        Value::Tuple(t) => t.iter().map(|v| interp.to_index(v)).collect::<R<Vec<_>>>()?,
        Value::List(l) => {
            let items = l.borrow().clone();
            items.iter().map(|v| interp.to_index(v)).collect::<R<Vec<_>>>()?
        }
        v => vec![interp.to_index(v)?],
    };
    if let Some(n) = shape.iter().find(|n| **n < 0) {
        return Err(raise("ValueError", format!("negative dimensions are not allowed: {n}")));
    }
    let dtype = match dtype_v {
        Some(v) => match dtype_arg(interp, &v)? {
            Some(d) => d,
            None => default,
        },
        None => default,
    };
    let shape: Vec<usize> = shape.into_iter().map(|n| n as usize).collect();
    // Every array made here has a host buffer (the simulator's memory, or the GPU array's mirror).
    crate::array::memory_limit::check_array(&shape, dtype)?;
    Ok((shape, dtype))
}

fn to_device(interp: &mut Interp, args: Args) -> R<Value> {
    let t0 = Instant::now();
    let v = to_device_inner(interp, args)?;
    if let Some(d) = device_array::as_device_array(&v).filter(|d| d.dev.is_none()) {
        note_sim_copy(interp, crate::runtime::record::CopyDir::HostToDevice, &d.host, t0);
    }
    Ok(v)
}

/// A copy between host and "device" on the simulator, for a recording: the time it took here.
pub fn note_sim_copy(interp: &Interp, dir: crate::runtime::record::CopyDir, a: &HostArray, t0: Instant) {
    let bytes = (a.size() * a.dtype().itemsize()) as u64;
    interp.backend.recording.note(crate::runtime::record::OpKind::Copy { dir, bytes }, t0, Some(t0.elapsed().as_secs_f64()));
}

fn to_device_inner(interp: &mut Interp, mut args: Args) -> R<Value> {
    let _stream = args.take_kw("stream");
    let _copy = args.take_kw("copy");
    let to = args.take_kw("to");
    let Some(obj) = args.pos.first().cloned() else { return Err(raise("TypeError", "to_device() missing required argument 'obj'")) };
    crate::host::modules::numpy::datetime::kernel::refuse_device_copy(&obj)?;
    // A contiguous NumPy array goes to the GPU straight from its own memory: no host copy.
    if to.is_none() {
        if let Some(h) = as_array(&obj).filter(|h| h.is_c_contiguous() && !h.scalar) {
            if resolved_kind(interp)? == crate::runtime::backend::Kind::Cuda {
                return upload_from(interp, h);
            }
        }
    }
    let a = match device_array::as_device_array(&obj) {
        Some(d) => {
            d.download(interp)?;
            d.host.copy()
        }
        None => match as_array(&obj) {
            Some(h) => h.copy(),
            None => to_array(interp, &obj, None)?,
        },
    };
    if let Some(t) = to {
        if let Some(dst) = device_array::as_device_array(&t) {
            dst.download(interp)?;
            dst.host.assign(&a).map_err(|e| raise("ValueError", e.to_string()))?;
            dst.upload(interp)?;
            return Ok(t);
        }
    }
    let mut a = a;
    a.scalar = false;
    new_device_array(interp, a)
}

/// A GPU device array holding a copy of the contiguous host array `h`, written from `h`'s own
/// memory; the host mirror starts as untouched zeroed pages and receives data only on a read.
fn upload_from(interp: &mut Interp, h: &HostArray) -> R<Value> {
    let cell = interp.backend.gpu()?;
    let mirror = HostArray::zeros(h.dtype(), h.shape.clone());
    let dev = device_array::DevBuf::alloc_for(&cell, &mirror)?;
    let itemsize = h.dtype().itemsize();
    device_array::with_bytes(h, |bytes| {
        let start = h.offset * itemsize;
        cell.write(dev.ptr, &bytes[start..start + h.size() * itemsize])
    })
    .map_err(errors::gpu_error)?;
    Ok(device_array::wrap_gpu(mirror, dev))
}

/// A device array of zeros on the active backend (on the GPU: allocated and cleared there, with
/// no copy from the host).
pub fn new_zeroed_device_array(interp: &mut Interp, dtype: DType, shape: Vec<usize>) -> R<Value> {
    Ok(Value::Native(Rc::new(alloc_device(interp, dtype, shape, Fill::Zeros)?)))
}

/// What fresh device memory holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    Zeros,
    /// Whatever the allocator gives (memory a kernel writes before anything reads it).
    Scratch,
}

/// A new C-contiguous device array on the active backend.
pub fn alloc_device(interp: &mut Interp, dtype: DType, shape: Vec<usize>, fill: Fill) -> R<DeviceArray> {
    let t0 = Instant::now();
    crate::array::memory_limit::check_array(&shape, dtype)?;
    let a = HostArray::zeros(dtype, shape);
    if resolved_kind(interp)? == crate::runtime::backend::Kind::Sim {
        if fill == Fill::Zeros {
            let bytes = (a.size() * a.dtype().itemsize()) as u64;
            interp.backend.recording.note(crate::runtime::record::OpKind::Memset { bytes }, t0, Some(t0.elapsed().as_secs_f64()));
        }
        return Ok(DeviceArray { host: a, dev: None });
    }
    let cell = interp.backend.gpu()?;
    let dev = match fill {
        Fill::Zeros => device_array::DevBuf::alloc_zeroed(&cell, &a)?,
        Fill::Scratch => device_array::DevBuf::alloc_for(&cell, &a)?,
    };
    Ok(DeviceArray { host: a, dev: Some(dev) })
}

/// A device array holding a copy of `a` on the active backend.
pub fn new_device_array(interp: &mut Interp, a: HostArray) -> R<Value> {
    Ok(Value::Native(Rc::new(upload_device(interp, a)?)))
}

/// The back end, chosen now if this is the first GPU use (saying once, on stderr, why the
/// simulator runs the kernels when it does).
pub fn resolved_kind(interp: &mut Interp) -> R<crate::runtime::backend::Kind> {
    let (kind, note) = interp.backend.resolve()?;
    if let Some(note) = note {
        interp.out.write(crate::host::output::Stream::Stderr, &note);
    }
    Ok(kind)
}

/// A device array holding a copy of `a` (its own buffer on the simulator too).
pub fn upload_device(interp: &mut Interp, a: HostArray) -> R<DeviceArray> {
    let kind = resolved_kind(interp)?;
    if kind == crate::runtime::backend::Kind::Sim {
        return Ok(DeviceArray { host: a, dev: None });
    }
    let cell = interp.backend.gpu()?;
    let dev = device_array::DevBuf::upload_new(&cell, &a)?;
    Ok(DeviceArray { host: a, dev: Some(dev) })
}

/// A device array a kernel fills before anything reads it (reduction partials): on the GPU its
/// memory is not cleared, which saves a copy per call; every host read downloads it anyway.
pub fn scratch_device_array(interp: &mut Interp, dtype: DType, shape: Vec<usize>) -> R<Value> {
    Ok(Value::Native(Rc::new(alloc_device(interp, dtype, shape, Fill::Scratch)?)))
}

fn device_array(interp: &mut Interp, mut args: Args) -> R<Value> {
    let _ = (args.take_kw("stream"), args.take_kw("strides"), args.take_kw("order"));
    let (shape, dtype) = shape_dtype(interp, &mut args, DType::F64)?;
    new_zeroed_device_array(interp, dtype, shape)
}

fn like(v: Option<&Value>) -> R<HostArray> {
    let v = v.ok_or_else(|| raise("TypeError", "missing required argument 'ary'"))?;
    as_device(v).or_else(|| as_array(v)).cloned().ok_or_else(|| raise("TypeError", "expected a NumPy array or a device array"))
}

fn device_array_like(interp: &mut Interp, mut args: Args) -> R<Value> {
    let _ = args.take_kw("stream");
    let a = like(args.pos.first())?;
    new_zeroed_device_array(interp, a.dtype(), a.shape.clone())
}

fn pinned_array(interp: &mut Interp, mut args: Args) -> R<Value> {
    let _ = (args.take_kw("stream"), args.take_kw("strides"), args.take_kw("order"), args.take_kw("portable"), args.take_kw("wc"));
    let (shape, dtype) = shape_dtype(interp, &mut args, DType::F64)?;
    Ok(wrap(HostArray::zeros(dtype, shape)))
}

fn pinned_array_like(_interp: &mut Interp, args: Args) -> R<Value> {
    let a = like(args.pos.first())?;
    Ok(wrap(HostArray::zeros(a.dtype(), a.shape.clone())))
}

fn synchronize(interp: &mut Interp, _args: Args) -> R<Value> {
    // Simulated launches complete before they return; GPU launches are waited for here.
    gpu_launch::synchronize_all(interp)?;
    Ok(Value::None)
}

fn is_available(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Bool(true))
}

fn is_cuda_array(_interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Bool(args.pos.first().map(|v| as_device(v).is_some()).unwrap_or(false)))
}

fn as_cuda_array(_interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.first().and_then(device_array::as_device_array) {
        // A Numba view of the same memory (a CuPy array's too: no copy).
        Some(d) => Ok(Value::Native(Rc::new(d.clone()))),
        _ => Err(raise("TypeError", "as_cuda_array() needs an object exposing __cuda_array_interface__ (a device array)")),
    }
}

fn detect(interp: &mut Interp, _args: Args) -> R<Value> {
    let kind = resolved_kind(interp)?;
    if kind == crate::runtime::backend::Kind::Cuda {
        let cell = interp.backend.gpu()?;
        let text = {
            let g = cell.borrow();
            let i = g.dev.info();
            format!(
                "Found 1 CUDA devices\nid {}    {:<52} [SUPPORTED]\n                      Compute Capability: {}.{}\n                                    UUID: {}\n                     Multiprocessors: {}\nSummary:\n\t1/1 devices are supported\n",
                i.ordinal, i.name, i.cc.0, i.cc.1, i.uuid, i.multiprocessors
            )
        };
        interp.write_stdout(&text);
        return Ok(Value::Bool(true));
    }
    interp.write_stdout("Found 1 CUDA devices\nid 0    cudalab simulator (CPU)                              [SUPPORTED]\n                      Compute Capability: 9.0\n                           PCI Device ID: 0\n                              PCI Bus ID: 0\n                                    UUID: GPU-00000000-0000-0000-0000-000000000000\n                                Watchdog: Disabled\n             FP32/FP64 Performance Ratio: 1\nSummary:\n\t1/1 devices are supported\n");
    Ok(Value::Bool(true))
}

/// The simulated device, described with the limits the launch checks use.
struct SimDevice;

impl NativeObject for SimDevice {
    fn type_name(&self) -> &str {
        "Device"
    }
    fn repr(&self) -> String {
        "<CUDA device 0 'cudalab simulator (CPU)'>".into()
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        if interp.backend.kind == Some(crate::runtime::backend::Kind::Cuda) {
            if let Some(cell) = interp.backend.gpu.clone() {
                let g = cell.borrow();
                let i = g.dev.info();
                match name {
                    "name" => return Ok(Some(Value::str(&i.name))),
                    "id" => return Ok(Some(Value::int(i.ordinal as i64))),
                    "uuid" => return Ok(Some(Value::str(&i.uuid))),
                    "compute_capability" => return Ok(Some(Value::tuple(vec![Value::int(i.cc.0 as i64), Value::int(i.cc.1 as i64)]))),
                    "MULTIPROCESSOR_COUNT" => return Ok(Some(Value::int(i.multiprocessors as i64))),
                    _ => {}
                }
            }
        }
        Ok(Some(match name {
            "name" => Value::str("cudalab simulator (CPU)"),
            "id" => Value::int(0),
            "compute_capability" => Value::tuple(vec![Value::int(9), Value::int(0)]),
            "MAX_THREADS_PER_BLOCK" => Value::int(LIMITS.max_threads_per_block as i64),
            "MAX_BLOCK_DIM_X" => Value::int(LIMITS.max_block_dim[0] as i64),
            "MAX_BLOCK_DIM_Y" => Value::int(LIMITS.max_block_dim[1] as i64),
            "MAX_BLOCK_DIM_Z" => Value::int(LIMITS.max_block_dim[2] as i64),
            "MAX_GRID_DIM_X" => Value::int(LIMITS.max_grid_dim[0] as i64),
            "MAX_GRID_DIM_Y" => Value::int(LIMITS.max_grid_dim[1] as i64),
            "MAX_GRID_DIM_Z" => Value::int(LIMITS.max_grid_dim[2] as i64),
            "MAX_SHARED_MEMORY_PER_BLOCK" => Value::int(LIMITS.max_shared_per_block as i64),
            "WARP_SIZE" => Value::int(32),
            "MULTIPROCESSOR_COUNT" => Value::int(1),
            _ => return Ok(None),
        }))
    }
    /// `with cuda.gpus[0]:` makes the one device current: nothing to switch.
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__enter__" => Some(get_current_device(interp, Args::default())?),
            "__exit__" => Some(Value::None),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The device kernels run on: choosing the back end now (as Numba initializes CUDA here), so
/// `.name` and the limits are the GPU's on a GPU.
fn get_current_device(interp: &mut Interp, _args: Args) -> R<Value> {
    let kind = resolved_kind(interp)?;
    if kind == crate::runtime::backend::Kind::Cuda {
        interp.backend.gpu()?;
    }
    Ok(Value::Native(Rc::new(SimDevice)))
}

fn select_device(interp: &mut Interp, args: Args) -> R<Value> {
    let id = match args.pos.first() {
        Some(v) => interp.to_index(v)?,
        None => 0,
    };
    if id != 0 {
        return Err(raise("ValueError", format!("device {id} does not exist: cudalab uses one device (0); CUDALAB_DEVICE picks which GPU it is")));
    }
    get_current_device(interp, Args::default())
}

struct Context;

impl NativeObject for Context {
    fn type_name(&self) -> &str {
        "Context"
    }
    fn repr(&self) -> String {
        "<CUDA context on the cudalab simulator>".into()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "get_memory_info" => {
                // On the GPU: free and total device memory, or this kernel's limit if one is set.
                if let (Some(crate::runtime::backend::Kind::Cuda), Some(cell)) = (interp.backend.kind, interp.backend.gpu.clone()) {
                    let m = cell.borrow().dev.memory();
                    let (free, total) = match m.limit {
                        Some(l) => (l.saturating_sub(m.in_use).min(m.free), l),
                        None => (m.free, m.total),
                    };
                    return Ok(Some(Value::tuple(vec![Value::int(free as i64), Value::int(total as i64)])));
                }
                let (free, total) = host_memory();
                Ok(Some(Value::tuple(vec![Value::int(free as i64), Value::int(total as i64)])))
            }
            // Numba tears the context down; cudalab keeps it (device memory is freed as arrays
            // go), so a reset finishes the queued work.
            "synchronize" | "reset" => {
                gpu_launch::synchronize_all(interp)?;
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "deallocations" => Some(interp_deallocs()),
            _ => None,
        })
    }
    fn dir(&self) -> Vec<String> {
        vec!["deallocations".into(), "get_memory_info".into(), "reset".into(), "synchronize".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Free and total memory of the machine: the simulator's device memory is host memory.
fn host_memory() -> (u64, u64) {
    let text = std::fs::read_to_string("/proc/meminfo").unwrap_or_default();
    let field = |name: &str| {
        text.lines().find(|l| l.starts_with(name)).and_then(|l| l.split_whitespace().nth(1)).and_then(|n| n.parse::<u64>().ok()).map(|k| k * 1024).unwrap_or(0)
    };
    (field("MemAvailable:"), field("MemTotal:"))
}

thread_local! {
    /// The one context's pending-deallocation queue (its `disable()` nesting must persist).
    static DEALLOCS: Value = Value::Native(Rc::new(context::PendingDeallocs::default()));
}

fn interp_deallocs() -> Value {
    DEALLOCS.with(|d| d.clone())
}

fn current_context(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Native(Rc::new(Context)))
}

/// A stream. On the simulator work completes before the call returns; on the GPU every stream
/// is the one ordered queue of this kernel (work stays in order; no overlap between streams).
struct Stream;

impl NativeObject for Stream {
    fn type_name(&self) -> &str {
        "Stream"
    }
    fn repr(&self) -> String {
        format!("<CUDA stream {:p}>", self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "synchronize" => {
                gpu_launch::synchronize_all(interp)?;
                Ok(Some(Value::None))
            }
            "auto_synchronize" => Ok(Some(Value::Native(Rc::new(AutoSynchronize)))),
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        vec!["auto_synchronize".into(), "synchronize".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `with stream.auto_synchronize() as s:` binds the stream and synchronizes it when the block
/// ends (Numba's context manager), also when the block raises.
struct AutoSynchronize;

impl NativeObject for AutoSynchronize {
    fn type_name(&self) -> &str {
        "_GeneratorContextManager"
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => Ok(Some(Value::Native(Rc::new(Stream)))),
            "__exit__" => {
                gpu_launch::synchronize_all(interp)?;
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn stream(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Native(Rc::new(Stream)))
}

/// An event. On the simulator recording stamps the host clock, which is when the work queued
/// before it finished (launches are synchronous). On the GPU it is a CUDA event recorded after
/// the queued work, and elapsed times are the GPU's.
struct Event {
    at: std::cell::Cell<Option<Instant>>,
    gpu: std::cell::RefCell<Option<(Rc<crate::runtime::backend::GpuCell>, u64)>>,
}

impl Drop for Event {
    fn drop(&mut self) {
        if let Some((cell, e)) = self.gpu.borrow_mut().take() {
            if let Ok(mut g) = cell.gpu.try_borrow_mut() {
                g.dev.event_destroy(e);
            }
        }
    }
}

impl Event {
    fn record(&self, interp: &mut Interp) -> R<()> {
        if interp.backend.kind == Some(crate::runtime::backend::Kind::Cuda) {
            let cell = interp.backend.gpu()?;
            if self.gpu.borrow().is_none() {
                let e = cell.borrow().dev.event_create().map_err(errors::gpu_error)?;
                *self.gpu.borrow_mut() = Some((cell.clone(), e));
            }
            let e = self.gpu.borrow().as_ref().map(|g| g.1).unwrap_or(0);
            cell.borrow().dev.event_record(e).map_err(errors::gpu_error)?;
        }
        self.at.set(Some(Instant::now()));
        Ok(())
    }

    fn elapsed(&self, interp: &mut Interp, end: &Event) -> R<f64> {
        let gpu_pair = match (self.gpu.borrow().as_ref(), end.gpu.borrow().as_ref()) {
            (Some((cell, a)), Some((_, b))) => Some((cell.clone(), *a, *b)),
            _ => None,
        };
        if let Some((cell, a, b)) = gpu_pair {
            gpu_launch::synchronize(interp, &cell)?;
            let ms = cell.borrow().dev.event_elapsed(a, b).map_err(errors::gpu_error)?;
            return Ok(ms as f64);
        }
        match (self.at.get(), end.at.get()) {
            (Some(a), Some(b)) => Ok(if b >= a { (b - a).as_secs_f64() * 1e3 } else { -((a - b).as_secs_f64() * 1e3) }),
            _ => Err(raise("RuntimeError", "event_elapsed_time: both events must be recorded first (call .record())")),
        }
    }
}

impl NativeObject for Event {
    fn type_name(&self) -> &str {
        "Event"
    }
    fn repr(&self) -> String {
        format!("<CUDA event {:p}>", self as *const Self)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "record" => {
                self.record(interp)?;
                Ok(Some(Value::None))
            }
            "synchronize" | "wait" => {
                gpu_launch::synchronize_all(interp)?;
                Ok(Some(Value::None))
            }
            "query" => {
                let done = match self.gpu.borrow().as_ref() {
                    Some((cell, e)) => cell.borrow().dev.event_query(*e),
                    None => true,
                };
                Ok(Some(Value::Bool(done)))
            }
            "elapsed_time" => {
                let Some(Value::Native(n)) = args.pos.first() else { return Err(raise("TypeError", "elapsed_time() needs another event")) };
                let Some(end) = n.as_any().downcast_ref::<Event>() else { return Err(raise("TypeError", "elapsed_time() needs another event")) };
                Ok(Some(Value::Float(self.elapsed(interp, end)?)))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        vec!["record".into(), "synchronize".into(), "wait".into(), "query".into(), "elapsed_time".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn event(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Native(Rc::new(Event { at: std::cell::Cell::new(None), gpu: std::cell::RefCell::new(None) })))
}

fn event_elapsed_time(interp: &mut Interp, args: Args) -> R<Value> {
    let ev = |i: usize| -> R<&Event> {
        match args.pos.get(i) {
            Some(Value::Native(n)) => n.as_any().downcast_ref::<Event>().ok_or_else(|| raise("TypeError", "event_elapsed_time() needs two events")),
            _ => Err(raise("TypeError", "event_elapsed_time() needs two events")),
        }
    };
    let (a, b) = (ev(0)?, ev(1)?);
    Ok(Value::Float(a.elapsed(interp, b)?))
}
