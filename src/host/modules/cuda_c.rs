//! Raw CUDA C kernels in the notebook: the `%%cuda` cell magic and the core under PyCUDA's
//! `SourceModule` and CuPy's `RawKernel`/`RawModule`/`ElementwiseKernel` (their Python faces
//! live in `pycuda/*.py` and `cupy/raw.py`).
//!
//! A unit is parsed once (`compiler::cfront`); each kernel is lowered to the shared IR on first
//! use and launched through `kernel::run_specialization`, so it runs on the GPU or the simulator
//! with bounds checks, `printf` in the cell, `%timeit` and `%%profile`. Arguments are matched
//! against the C parameters: a pointer takes a contiguous array of exactly its element type
//! (NumPy arrays are copied in and back, device and CuPy arrays are used in place), a scalar a
//! Python number that fits or a NumPy scalar of exactly its type. A mismatch is a TypeError
//! naming the parameter, where PyCUDA and CuPy would pass the bytes and compute garbage.
//! Must not: parse C (cfront's), decide launch semantics (kernel.rs's).

use crate::array::dtype::DType;
use crate::compiler::cfront::options::{parse_options, UnitOptions};
use crate::compiler::cfront::{self, c_name, CProgram, KernelInfo, ParamTy};
use crate::compiler::ir::Options;
use crate::compiler::{CompileError, ErrorKind};
use crate::host::modules::cuda::device_array::as_device_array;
use crate::host::modules::cuda::kernel::{compile_error, dims, launch_config, run_specialization, specialize, Placement};
use crate::host::modules::numpy::{as_array, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use crate::lang::source::Source;
use crate::runtime::specialization::Specialization;
use crate::runtime::DeviceLimits;
use crate::sim;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// A compiled unit: its kernels by name.
pub struct CModule {
    unit: Rc<Unit>,
    kernels: Vec<KernelInfo>,
    functions: RefCell<Vec<(String, Value)>>,
}

/// A unit's source, as cudalab's front end took it (`program`, `None` where it refused the unit,
/// saying why in `refused`) and as NVRTC gets it on the GPU when the front end cannot.
struct Unit {
    program: Option<Rc<CProgram>>,
    refused: Option<CompileError>,
    source: Rc<Source>,
    nvrtc_text: String,
    options: UnitOptions,
}

/// One `__global__` function of a unit.
pub struct CFunction(Rc<FnInner>);

struct FnInner {
    unit: Rc<Unit>,
    info: KernelInfo,
    /// Lowered on first use: `Some(None)` when the front end refused this kernel (it runs on the
    /// GPU as written; `refusal` says why not on the simulator).
    spec: RefCell<Option<Option<Rc<Specialization>>>>,
    refusal: RefCell<Option<CompileError>>,
}

/// `kernel[grid, block]` of a `%%cuda` kernel.
struct CLaunch {
    f: Rc<FnInner>,
    cfg: sim::LaunchConfig,
}

/// Parse a unit of CUDA C. `name` is how tracebacks name it (`Cell In[3]`, `<SourceModule>`);
/// `extern_c` wraps the unit in `extern "C"` for NVRTC (PyCUDA's default), so its kernels keep
/// their names. A unit the front end refuses still compiles when its kernels' signatures can be
/// read: the GPU runs it as written, the simulator says what it lacks.
pub fn compile(text: &str, name: &str, extern_c: bool, options: UnitOptions) -> R<Rc<CModule>> {
    let source = Rc::new(Source::new(name, text));
    let (program, refused, kernels) = match cfront::parse_program(source.clone(), &options.defines) {
        Ok(p) => {
            let k = p.kernels();
            (Some(Rc::new(p)), None, k)
        }
        Err(e) if e.kind == ErrorKind::Unsupported => {
            let k = cfront::scan::kernels(text);
            if k.is_empty() {
                return Err(compile_error(&e, std::slice::from_ref(&source), "<module>"));
            }
            (None, Some(e), k)
        }
        Err(e) => return Err(compile_error(&e, std::slice::from_ref(&source), "<module>")),
    };
    let nvrtc_text = crate::runtime::raw_module::translation_unit(text, name, extern_c && !text.contains("template"));
    let unit = Rc::new(Unit { program, refused, source, nvrtc_text, options });
    Ok(Rc::new(CModule { unit, kernels, functions: RefCell::new(Vec::new()) }))
}

impl CModule {
    pub fn kernel_names(&self) -> Vec<String> {
        self.kernels.iter().map(|k| k.name.clone()).collect()
    }

    /// The kernel `name`, lowered now so that its errors show at `get_function`.
    pub fn function(&self, interp: &mut Interp, name: &str) -> R<Value> {
        if let Some((_, f)) = self.functions.borrow().iter().find(|(n, _)| n == name) {
            return Ok(f.clone());
        }
        let Some(info) = self.kernels.iter().find(|k| k.name == name).cloned() else {
            let known = self.kernel_names();
            let hint = if known.is_empty() { "the source defines no __global__ function".to_string() } else { format!("its kernels: {}", known.join(", ")) };
            return Err(raise("LogicError", format!("cuModuleGetFunction failed: named symbol not found ('{name}'; {hint})")));
        };
        let f = Rc::new(FnInner { unit: self.unit.clone(), info, spec: RefCell::new(None), refusal: RefCell::new(None) });
        f.specialization(interp)?;
        let v = Value::Native(Rc::new(CFunction(f)));
        self.functions.borrow_mut().push((name.to_string(), v.clone()));
        Ok(v)
    }
}

impl FnInner {
    /// The kernel lowered for both back ends, or `None` when the front end refuses it.
    fn specialization(&self, interp: &mut Interp) -> R<Option<Rc<Specialization>>> {
        if let Some(s) = self.spec.borrow().as_ref() {
            return Ok(s.clone());
        }
        let spec = match &self.unit.program {
            None => None,
            Some(p) => match p.lower(&self.info.name, Options { fastmath: self.unit.options.fast_math, ..Options::default() }) {
                Ok(compiled) => Some(specialize(interp, compiled)?),
                Err(e) if e.kind == ErrorKind::Unsupported => {
                    *self.refusal.borrow_mut() = Some(e);
                    None
                }
                Err(e) => return Err(compile_error(&e, std::slice::from_ref(&self.unit.source), &self.info.name)),
            },
        };
        *self.spec.borrow_mut() = Some(spec.clone());
        Ok(spec)
    }

    /// Why the simulator cannot run this kernel.
    fn refused(&self) -> crate::host::Ctrl {
        let e = self.refusal.borrow().clone().or_else(|| self.unit.refused.clone());
        match e {
            Some(e) => compile_error(&e, std::slice::from_ref(&self.unit.source), &self.info.name),
            None => raise("RuntimeError", format!("kernel '{}' cannot run on the simulator", self.info.name)),
        }
    }

    /// `saxpy(int n, float a, float *x, float *y)`, for messages.
    pub fn signature(&self) -> String {
        let ps: Vec<String> = self.info.params.iter().map(|(n, p)| format!("{} {n}", param_text(p))).collect();
        format!("{}({})", self.info.name, ps.join(", "))
    }

    /// Launch with arguments matched against the C parameters.
    pub fn launch(&self, interp: &mut Interp, cfg: sim::LaunchConfig, args: &[Value]) -> R<Value> {
        DeviceLimits::modelled().check(&cfg)?;
        let params = &self.info.params;
        if args.len() != params.len() {
            return Err(raise(
                "TypeError",
                format!("kernel {} takes {} argument{}, {} given", self.signature(), params.len(), if params.len() == 1 { "" } else { "s" }, args.len()),
            ));
        }
        let mut converted = Vec::with_capacity(args.len());
        for (i, (a, (name, p))) in args.iter().zip(params).enumerate() {
            converted.push(self.argument(i, name, p, a)?);
        }
        match self.specialization(interp)? {
            Some(spec) => run_specialization(interp, &self.info.name, &spec, cfg, &converted, Placement::Backend),
            None => {
                let backend = crate::host::modules::cuda::resolved_kind(interp)?;
                if backend != crate::runtime::backend::Kind::Cuda {
                    return Err(self.refused());
                }
                let cell = interp.backend.gpu()?;
                let name = self.unit.source.name.clone();
                let unit = crate::host::modules::cuda::gpu_launch::RawUnit { text: &self.unit.nvrtc_text, name: &name, options: &self.unit.options.nvrtc };
                crate::host::modules::cuda::gpu_launch::launch_raw(interp, &cell, unit, &self.info.name, &self.info.params, cfg, &converted)?;
                Ok(Value::None)
            }
        }
    }

    fn argument(&self, i: usize, name: &str, p: &ParamTy, a: &Value) -> R<Value> {
        let which = || format!("argument {i} of {} (parameter '{name}', {})", self.info.name, param_text(p));
        let got = || describe(a);
        match p {
            ParamTy::Pointer { elem, .. } => {
                if let Some(d) = as_device_array(a) {
                    check_array(d.host.dtype(), d.host.is_c_contiguous(), *elem, &which, &got)?;
                    return Ok(Value::Native(Rc::new(d.reshaped(&[-1])?)));
                }
                if let Some(h) = as_array(a).filter(|h| !h.scalar) {
                    check_array(h.dtype(), h.is_c_contiguous(), *elem, &which, &got)?;
                    let flat = h.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?;
                    return Ok(wrap(flat));
                }
                Err(raise("TypeError", format!("{} needs a {} array (NumPy, device or CuPy), got {}", which(), elem.name(), got())))
            }
            ParamTy::Scalar(d) => {
                let fits = match a {
                    Value::Bool(_) => true,
                    Value::Int(_) if d.is_float() => true,
                    Value::Int(v) => int_fits(v.as_i64(), *d),
                    Value::Float(_) => d.is_float(),
                    _ => match as_array(a).filter(|h| h.scalar || h.size() == 1 && h.ndim() == 0) {
                        Some(h) if h.dtype() == *d => true,
                        Some(h) => {
                            return Err(raise(
                                "TypeError",
                                format!("{} is a {}, but the argument is a numpy.{} scalar: pass np.{}(...)", which(), d.name(), h.dtype().name(), d.name()),
                            ))
                        }
                        None => return Err(raise("TypeError", format!("{} takes a number, got {}", which(), got()))),
                    },
                };
                if !fits {
                    let why = if matches!(a, Value::Float(_)) { "a float" } else { "a value that does not fit" };
                    return Err(raise(
                        "TypeError",
                        format!("{} is a {}; {} ({}) cannot be passed to it", which(), c_name(*d), why, crate::host::repr::repr(a)),
                    ));
                }
                Ok(a.clone())
            }
        }
    }
}

/// PyCUDA's arguments taken without the face's Python conversion, when every one is a
/// `DeviceAllocation` (the face keeps its typed device array in `_arr` and `_freed` after
/// `free()`) already holding the parameter's element type, a device array or a NumPy scalar:
/// allocations are replaced by their arrays and true returned. False (nothing replaced) when
/// any argument needs the conversion (or its message).
fn pycuda_arguments(info: &KernelInfo, allocation: &Rc<crate::host::value::TypeObj>, items: &mut [Value]) -> bool {
    if items.len() != info.params.len() {
        return false;
    }
    let mut typed = Vec::new();
    for (i, (a, (_, p))) in items.iter().zip(&info.params).enumerate() {
        if let Some(inst) = crate::host::classes::as_instance(a) {
            if !Rc::ptr_eq(&inst.cls, allocation) {
                return false;
            }
            let dict = inst.dict.borrow();
            let (Some(Value::Bool(false)), Some(arr)) = (dict.get("_freed"), dict.get("_arr")) else { return false };
            match (as_device_array(&arr), p) {
                (Some(d), ParamTy::Pointer { elem, .. }) if d.host.dtype() == *elem => typed.push((i, arr.clone())),
                _ => return false,
            }
        } else if as_device_array(a).is_none() && !as_array(a).is_some_and(|h| h.scalar) {
            return false;
        }
    }
    for (i, arr) in typed {
        items[i] = arr;
    }
    true
}

fn check_array(have: DType, contiguous: bool, want: DType, which: &dyn Fn() -> String, got: &dyn Fn() -> String) -> R<()> {
    if have != want {
        return Err(raise(
            "TypeError",
            format!("{} points to {} but the argument is {}: convert it with .astype(np.{}) first", which(), want.name(), got(), want.name()),
        ));
    }
    if !contiguous {
        return Err(raise("ValueError", format!("{} needs a contiguous array: pass np.ascontiguousarray(...) of it", which())));
    }
    Ok(())
}

fn int_fits(v: Option<i64>, d: DType) -> bool {
    let Some(v) = v else { return d == DType::U64 };
    match d {
        DType::Bool => v == 0 || v == 1,
        DType::I8 => i8::try_from(v).is_ok(),
        DType::U8 => u8::try_from(v).is_ok(),
        DType::I16 => i16::try_from(v).is_ok(),
        DType::U16 => u16::try_from(v).is_ok(),
        DType::I32 => i32::try_from(v).is_ok(),
        DType::U32 => u32::try_from(v).is_ok(),
        DType::U64 => v >= 0,
        _ => true,
    }
}

fn param_text(p: &ParamTy) -> String {
    match p {
        ParamTy::Scalar(d) => c_name(*d).to_string(),
        ParamTy::Pointer { elem, is_const: true } => format!("const {} *", c_name(*elem)),
        ParamTy::Pointer { elem, .. } => format!("{} *", c_name(*elem)),
    }
}

fn describe(a: &Value) -> String {
    if let Some(d) = as_device_array(a) {
        return format!("a {} device array", d.host.dtype().name());
    }
    match as_array(a) {
        Some(h) if h.scalar => format!("a numpy.{} scalar", h.dtype().name()),
        Some(h) => format!("a {} array", h.dtype().name()),
        None => format!("a {}", crate::host::repr::type_name(a)),
    }
}

impl NativeObject for CModule {
    fn type_name(&self) -> &str {
        "CudaModule"
    }
    fn repr(&self) -> String {
        format!("<cudalab CUDA C module with kernels: {}>", self.kernel_names().join(", "))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "kernels" => Some(Value::list(self.kernel_names().iter().map(|n| Value::str(n)).collect())),
            _ if self.kernels.iter().any(|k| k.name == name) => Some(self.function(interp, name)?),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "get_function" => {
                let [Value::Str(n)] = args.pos.as_slice() else { return Err(raise("TypeError", "get_function(name) takes the kernel's name")) };
                Ok(Some(self.function(interp, n)?))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        let mut d = self.kernel_names();
        d.push("get_function".into());
        d
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for CFunction {
    fn type_name(&self) -> &str {
        "CudaFunction"
    }
    fn repr(&self) -> String {
        format!("<CUDA C kernel {}>", self.0.signature())
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let f = &self.0;
        Ok(match name {
            "__name__" | "name" => Some(Value::str(&f.info.name)),
            "extern_c" => Some(Value::Bool(f.info.extern_c)),
            // (name, 'pointer'|'scalar', dtype name, C spelling) per parameter, for the Python
            // faces that convert PyCUDA's and CuPy's argument wrappers.
            "params" => Some(Value::list(
                f.info
                    .params
                    .iter()
                    .map(|(n, p)| {
                        let (kind, d) = match p {
                            ParamTy::Scalar(d) => ("scalar", *d),
                            ParamTy::Pointer { elem, .. } => ("pointer", *elem),
                        };
                        Value::tuple(vec![Value::str(n), Value::str(kind), Value::str(d.name()), Value::str(&param_text(p))])
                    })
                    .collect(),
            )),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let f = &self.0;
        match name {
            // `_launch(grid, block, shared_bytes, args)`: the Python faces' entry;
            // `_launch_cupy` refuses host arrays and non-tuple arguments as CuPy does.
            // `_launch_pycuda(grid, block, shared, args, DeviceAllocation, convert)`: PyCUDA's
            // arguments; typed allocations and NumPy scalars are taken here, anything else
            // (`In`/`Out`/`InOut`, Python numbers, host arrays) goes through `convert`, the
            // face's Python conversion with PyCUDA's messages.
            "_launch" | "_launch_cupy" | "_launch_pycuda" => {
                let (cfg_args, extra) = args.pos.split_at(args.pos.len().min(4));
                let extras = if name == "_launch_pycuda" { 2 } else { 0 };
                let ([grid, block, shared, items], true) = (cfg_args, extra.len() == extras) else {
                    return Err(raise(
                        "TypeError",
                        format!("{name}(grid, block, shared, args{})", if extras == 2 { ", DeviceAllocation, convert" } else { "" }),
                    ));
                };
                let grid = dims(interp, grid, "grid")?;
                let block = dims(interp, block, "block")?;
                let shared = interp.to_index(shared)?;
                if shared < 0 {
                    return Err(raise("ValueError", format!("dynamic shared memory size must not be negative, got {shared}")));
                }
                let cupy = name == "_launch_cupy";
                let mut items = match items {
                    Value::Tuple(t) => t.to_vec(),
                    Value::List(l) => l.borrow().clone(),
                    other => return Err(raise("TypeError", format!("kernel arguments must be a tuple, got {}", crate::host::repr::type_name(other)))),
                };
                if let [Value::Type(allocation), convert] = extra {
                    if !pycuda_arguments(&f.info, allocation, &mut items) {
                        let converted = interp.call(convert, Args::new(vec![Value::tuple(items)]))?;
                        items = match converted {
                            Value::Tuple(t) => t.to_vec(),
                            _ => return Err(raise("TypeError", "the argument conversion must give a tuple")),
                        };
                    }
                }
                if cupy {
                    if let Some(i) = items.iter().position(|a| as_device_array(a).is_none() && as_array(a).is_some_and(|h| !h.scalar)) {
                        return Err(raise(
                            "TypeError",
                            format!(
                                "Unsupported type <class 'numpy.ndarray'> (argument {i} of {}): a NumPy array lives on the host; pass cupy.asarray(a)",
                                f.info.name
                            ),
                        ));
                    }
                }
                let cfg = sim::LaunchConfig { grid, block, shared_bytes: shared as usize };
                Ok(Some(f.launch(interp, cfg, &items)?))
            }
            // The kernel as the shared IR, and as the CUDA C cudalab writes from it (or, for a
            // kernel the front end refuses, the source NVRTC gets).
            "inspect_ir" => match f.specialization(interp)? {
                Some(s) => Ok(Some(Value::str(&crate::compiler::dump::dump(&s.compiled.module)))),
                None => Err(f.refused()),
            },
            "inspect_cuda" => Ok(Some(Value::str(&match f.specialization(interp)? {
                Some(s) => s.cuda_source().text.clone(),
                None => f.unit.nvrtc_text.clone(),
            }))),
            "__getitem__" => {
                let [key] = args.pos.as_slice() else { return Err(raise("TypeError", "kernel[grid, block]")) };
                let cfg = launch_config(interp, key)?;
                Ok(Some(Value::Native(Rc::new(CLaunch { f: f.clone(), cfg }))))
            }
            _ => Ok(None),
        }
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("ValueError", format!("kernel '{}' needs a launch configuration: {}[blocks, threads](args...)", self.0.info.name, self.0.info.name)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for CLaunch {
    fn type_name(&self) -> &str {
        "_LaunchConfiguration"
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if !args.kw.is_empty() {
            return Err(raise("TypeError", format!("kernel '{}' takes positional arguments only", self.f.info.name)));
        }
        self.f.launch(interp, self.cfg, &args.pos)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `%%cuda [--name mod] [compiler options]`: compile the cell and bind each kernel (and, with
/// `--name`, the module) in the namespace. Other words are compiler options (`-DN=256`,
/// `--use_fast_math`; see `cfront::options`).
pub fn cell_magic(interp: &mut Interp, args: &str, body: &str, cell_name: &str) -> R<()> {
    let mut words = args.split_whitespace();
    let mut module_name = None;
    let mut options = Vec::new();
    while let Some(w) = words.next() {
        match w {
            "--name" | "-n" => module_name = Some(words.next().ok_or_else(|| raise("UsageError", "%%cuda --name expects a name"))?),
            // The option grammar (`-D NAME`, a stray word) is `parse_options`'s.
            other => options.push(other.to_string()),
        }
    }
    let options = parse_options(&options).map_err(|e| raise("UsageError", e))?;
    // The magic's own line stays a line, so C line numbers are the cell's.
    let m = compile(&format!("\n{body}"), cell_name, true, options)?;
    if m.kernels.is_empty() && module_name.is_none() {
        return Err(raise("ValueError", "the %%cuda cell defines no __global__ function"));
    }
    for name in m.kernel_names() {
        let f = m.function(interp, &name)?;
        interp.globals.vars_mut().insert(Rc::from(name.as_str()), f);
    }
    if let Some(n) = module_name {
        interp.globals.vars_mut().insert(Rc::from(n), Value::Native(m));
    }
    Ok(())
}

/// `_cuda_c.compile(source, name)`: the entry of the Python faces.
pub fn compile_builtin(_interp: &mut Interp, args: Args) -> R<Value> {
    let (src, name, extern_c, options) = match args.pos.as_slice() {
        [Value::Str(s)] => (s.to_string(), "<kernel source>".to_string(), false, None),
        [Value::Str(s), Value::Str(n)] => (s.to_string(), n.to_string(), false, None),
        [Value::Str(s), Value::Str(n), Value::Bool(c)] => (s.to_string(), n.to_string(), *c, None),
        [Value::Str(s), Value::Str(n), Value::Bool(c), o] => (s.to_string(), n.to_string(), *c, Some(o)),
        _ => return Err(raise("TypeError", "compile(source, name) takes the CUDA C source as a str")),
    };
    // `options`: a str (one option, as CuPy allows) or a sequence of str.
    let items: Vec<String> = match options {
        None | Some(Value::None) => Vec::new(),
        Some(Value::Str(s)) => vec![s.to_string()],
        Some(Value::Tuple(t)) => t.iter().map(option_text).collect::<R<_>>()?,
        Some(Value::List(l)) => l.borrow().iter().map(option_text).collect::<R<_>>()?,
        Some(other) => return Err(raise("TypeError", format!("options must be a tuple or list of str, got {}", crate::host::repr::type_name(other)))),
    };
    let options = parse_options(&items).map_err(|e| raise("ValueError", e))?;
    Ok(Value::Native(compile(&src, &name, extern_c, options)?))
}

fn option_text(v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(raise("TypeError", format!("a compiler option must be a str, got {}", crate::host::repr::type_name(other)))),
    }
}
