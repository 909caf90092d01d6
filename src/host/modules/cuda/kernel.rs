//! Kernels in the notebook: the `@cuda.jit` dispatcher, launch configurations and launches on
//! the simulator backend.
//!
//! A `Kernel` keeps the Python function and compiles one specialization per argument-type tuple
//! (lazily, or only the eager signatures it was given, rejecting others as Numba does). Globals
//! are read through `HostGlobals` at compile time and frozen in the specialization. A launch
//! types the arguments (Numba's `typeof`), checks the configuration against a modern GPU's
//! limits, runs the simulator, then shows kernel `print()` output and warnings in the cell.

use crate::array::dtype::DType;
use crate::compiler::globals::{Capture, DeviceFn, GlobalValue, Globals};
use crate::compiler::ir::Options;
use crate::compiler::types::{Signature, Ty};
use crate::compiler::{self, CompileError, ErrorKind};
use crate::host::env::{Env, Lookup};
use crate::host::modules::cuda::device_array::as_device;
use crate::host::modules::cuda::nbtypes::NbType;
use crate::host::modules::numpy::datetime::kernel as datetime_kernel;
use crate::host::modules::numpy::{as_array, NpScalarType};
use crate::host::native::NativeObject;
use crate::host::output::Stream;
use crate::host::value::{Args, Function, FunctionBody, Value};
use crate::host::{raise, Interp, R};
use crate::runtime::dispatch::{self, eager_accepts, ArgInfo, IntArg};
use crate::runtime::specialization::Specialization;
use crate::runtime::DeviceLimits;
use crate::sim;
use indexmap::IndexMap;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Make a compiled module launchable: validate it, show the compiler's warnings in the cell, and
/// tell the timing recording a compile happened.
pub fn specialize(interp: &mut Interp, compiled: compiler::Compiled) -> R<Rc<Specialization>> {
    let name = compiled.module.name.clone();
    let (spec, warnings) = Specialization::new(compiled)?;
    for w in warnings {
        interp.warn(w.category, &w.message, &w.to_string())?;
    }
    interp.backend.recording.compiled(&name);
    Ok(spec)
}

pub struct KernelInner {
    pub name: String,
    pub func: Rc<Function>,
    pub def: Rc<ruff_python_ast::StmtFunctionDef>,
    pub device: bool,
    pub options: Options,
    pub eager: Vec<Signature>,
    /// Compiled specializations by the argument types that asked for them, in compile order
    /// (an eager signature's may be reached from several argument-type tuples).
    pub specs: RefCell<IndexMap<Vec<Ty>, Rc<Specialization>>>,
    /// Made by `kernel.specialize(*args)`: one specialization, compiling no other.
    pub specialized: bool,
    /// What `specialize` made, by argument types (Numba returns the same object each time).
    pub specializations: RefCell<HashMap<Vec<Ty>, Value>>,
}

pub struct Kernel(pub Rc<KernelInner>);

/// `kernel[grid, block, stream, shared]`: a kernel bound to its launch configuration.
pub struct Launch {
    kernel: Rc<KernelInner>,
    cfg: sim::LaunchConfig,
}

/// The frozen view of a function's globals that the compiler reads.
pub struct HostGlobals {
    env: Rc<Env>,
}

impl HostGlobals {
    pub fn new(env: Rc<Env>) -> HostGlobals {
        HostGlobals { env }
    }
}

impl Globals for HostGlobals {
    fn get(&self, name: &str) -> Option<GlobalValue> {
        match self.env.lookup(name) {
            Lookup::Found(v) => Some(global_value(&v)),
            _ => None,
        }
    }
}

fn global_value(v: &Value) -> GlobalValue {
    match v {
        Value::None => GlobalValue::None,
        Value::Bool(b) => GlobalValue::Bool(*b),
        Value::Int(i) => match i.as_i64() {
            Some(i) => GlobalValue::Int(i),
            None => GlobalValue::Other("int too large for int64".into()),
        },
        Value::Float(f) => GlobalValue::Float(*f),
        Value::Str(s) => GlobalValue::Str(s.to_string()),
        Value::Tuple(t) => GlobalValue::Tuple(t.iter().map(global_value).collect()),
        Value::Module(m) => GlobalValue::Module(m.name.to_string()),
        Value::Builtin(b) => GlobalValue::Function(format!("{}.{}", b.module, b.name)),
        Value::Type(t) => match t.name.as_ref() {
            "int" | "float" | "bool" | "range" | "len" | "abs" | "min" | "max" | "round" | "pow" => GlobalValue::Function(format!("builtins.{}", t.name)),
            other => GlobalValue::Other(format!("type '{other}'")),
        },
        Value::Function(_) => GlobalValue::Other("Python function (decorate it with @cuda.jit(device=True) to call it from a kernel)".into()),
        Value::Native(n) => {
            let any = n.as_any();
            if let Some(a) = as_array(v) {
                if a.scalar {
                    let d = a.dtype();
                    return match crate::host::modules::numpy::item(a, 0) {
                        Value::Int(i) => i.as_i64().map(|i| GlobalValue::TypedInt(i, d)).unwrap_or(GlobalValue::Other("uint64 scalar".into())),
                        Value::Float(f) => GlobalValue::TypedFloat(f, d),
                        Value::Bool(b) => GlobalValue::Bool(b),
                        _ => GlobalValue::Other("complex scalar".into()),
                    };
                }
                return GlobalValue::Array(a.clone());
            }
            if let Some(t) = any.downcast_ref::<NpScalarType>() {
                return GlobalValue::DType(t.0);
            }
            if let Some(t) = any.downcast_ref::<crate::host::modules::numpy::NpDType>() {
                return GlobalValue::DType(t.0);
            }
            if let Some(NbType(Ty::Scalar(d))) = any.downcast_ref::<NbType>() {
                return GlobalValue::DType(*d);
            }
            if let Some(k) = any.downcast_ref::<Kernel>() {
                if k.0.device {
                    return GlobalValue::DeviceFn(Rc::new(DeviceFn {
                        name: k.0.name.clone(),
                        def: k.0.def.clone(),
                        source: k.0.func.source.clone(),
                        globals: Rc::new(HostGlobals { env: k.0.func.env.clone() }),
                    }));
                }
                return GlobalValue::Other("kernel (a kernel cannot call another kernel; make it a device function with @cuda.jit(device=True))".into());
            }
            if let Some(j) = any.downcast_ref::<super::host_jit::HostJit>() {
                // Numba compiles a @jit function called from a kernel for the GPU, as a device
                // function, unless it was compiled eagerly for given signatures.
                if j.eager {
                    return GlobalValue::Refused(format!(
                        "Untyped global name '{}': using cpu function on device but its compilation is disabled",
                        j.func.name
                    ));
                }
                return match j.def() {
                    Some(def) => GlobalValue::DeviceFn(Rc::new(DeviceFn {
                        name: j.func.name.to_string(),
                        def,
                        source: j.func.source.clone(),
                        globals: Rc::new(HostGlobals { env: j.func.env.clone() }),
                    })),
                    None => GlobalValue::Other("numba.jit lambda (define it with def to call it from a kernel)".into()),
                };
            }
            if let Some(a) = as_device(v) {
                // Numba captures a device array by reference: the kernel uses the array itself.
                return match dispatch::typeof_arg(&ArgInfo::Array(a), 0) {
                    Ok(Ty::Array(ty)) => GlobalValue::DeviceArray(Capture { ty, identity: Rc::as_ptr(n) as *const () as usize, handle: Rc::new(v.clone()) }),
                    _ => GlobalValue::Other("device array of a type kernels cannot take".into()),
                };
            }
            GlobalValue::Other(n.type_name().to_string())
        }
        other => GlobalValue::Other(crate::host::repr::type_name(other).to_string()),
    }
}

impl KernelInner {
    pub fn new(func: Rc<Function>, device: bool, options: Options, eager: Vec<Signature>) -> R<KernelInner> {
        let FunctionBody::Def(def) = &func.body else {
            return Err(raise("TypeError", "cuda.jit needs a function defined with 'def', not a lambda"));
        };
        let k = KernelInner {
            name: func.name.to_string(),
            def: def.clone(),
            func: func.clone(),
            device,
            options,
            eager,
            specs: RefCell::new(IndexMap::new()),
            specialized: false,
            specializations: RefCell::new(HashMap::new()),
        };
        Ok(k)
    }

    /// Compile (or find) the specialization for these argument types.
    pub fn specialize(&self, interp: &mut Interp, tys: &[Ty]) -> R<Rc<Specialization>> {
        self.specialize_into(interp, tys, &self.specs)
    }

    /// [`Self::specialize`], remembering what it compiles in `specs` (the kernel's own, or, for
    /// `kernel.specialize(...)`, the new dispatcher's: Numba compiles that one apart).
    fn specialize_into(&self, interp: &mut Interp, tys: &[Ty], specs: &RefCell<IndexMap<Vec<Ty>, Rc<Specialization>>>) -> R<Rc<Specialization>> {
        let known = self.specs.borrow().get(tys).cloned().or_else(|| specs.borrow().get(tys).cloned());
        if let Some(s) = known {
            return Ok(s);
        }
        let tys_eff: Vec<Ty> = if self.eager.is_empty() {
            tys.to_vec()
        } else {
            match self.eager.iter().find(|s| eager_accepts(&s.args, tys)) {
                Some(s) => s.args.clone(),
                None => {
                    let shown: Vec<String> = tys.iter().map(|t| t.to_string()).collect();
                    let sigs: Vec<String> = self.eager.iter().map(|s| format!("  {s}")).collect();
                    return Err(raise(
                        "TypeError",
                        format!(
                            "No matching definition for argument type(s) {}\nkernel '{}' was compiled eagerly for:\n{}",
                            shown.join(", "),
                            self.name,
                            sigs.join("\n")
                        ),
                    ));
                }
            }
        };
        let known = self.specs.borrow().get(&tys_eff).cloned();
        if let Some(s) = known {
            specs.borrow_mut().insert(tys.to_vec(), s.clone());
            return Ok(s);
        }
        let src = compiler::KernelSource {
            name: self.name.clone(),
            def: self.def.clone(),
            source: self.func.source.clone(),
            globals: Rc::new(HostGlobals { env: self.func.env.clone() }),
        };
        let compiled = compiler::lower(&src, &tys_eff, self.options.clone()).map_err(|e| compile_error(&e, std::slice::from_ref(&src.source), &self.name))?;
        let spec = specialize(interp, compiled)?;
        specs.borrow_mut().insert(tys_eff.clone(), spec.clone());
        specs.borrow_mut().insert(tys.to_vec(), spec.clone());
        Ok(spec)
    }
}

/// A compile error as the Python exception the cell shows; `sources` as the module numbers them
/// (the kernel's own source first).
pub fn compile_error(e: &CompileError, sources: &[Rc<crate::lang::source::Source>], name: &str) -> crate::host::Ctrl {
    let text = e.render(sources, name);
    use crate::host::exceptions::{exc_with_args, numba_flavoured};
    let ty = match e.kind {
        ErrorKind::Typing => crate::host::exceptions::type_named("TypingError"),
        // Numba raises these as TypingError / UnsupportedError; a student reads the Python class.
        ErrorKind::Unsupported => numba_flavoured("NotImplementedError", "UnsupportedError"),
        ErrorKind::Name => numba_flavoured("NameError", "TypingError"),
    };
    crate::host::Ctrl::Raise(exc_with_args(ty, vec![Value::str(&text)]))
}

/// What typing needs of a Python argument.
pub fn arg_info(v: &Value) -> ArgInfo<'_> {
    match v {
        Value::Bool(b) => ArgInfo::Bool(*b),
        Value::Int(i) => ArgInfo::Int(match i.as_i64() {
            Some(x) => IntArg::I64(x),
            None => match num_traits::ToPrimitive::to_u64(&i.to_big()) {
                Some(u) => IntArg::U64(u),
                None => IntArg::TooLarge(i.to_decimal().unwrap_or_else(|_| format!("<an int of {} bits>", i.bit_length()))),
            },
        }),
        Value::Float(x) => ArgInfo::Float(*x),
        Value::Complex(re, im) => ArgInfo::Complex(*re, *im),
        _ => match (as_device(v), as_array(v)) {
            (Some(a), _) => ArgInfo::Array(a),
            (None, Some(a)) if a.scalar => ArgInfo::Scalar(a),
            (None, Some(a)) => ArgInfo::Array(a),
            (None, None) => ArgInfo::Other(crate::host::repr::type_name(v)),
        },
    }
}

/// Numba's `typeof` for a kernel argument.
pub fn typeof_arg(v: &Value, pos: usize) -> R<Ty> {
    Ok(dispatch::typeof_arg(&arg_info(v), pos)?)
}

/// A scalar argument's bits in the parameter's type.
fn encode_scalar(v: &Value, ty: DType) -> u64 {
    dispatch::encode_scalar(&arg_info(v), ty)
}

pub fn dims(interp: &mut Interp, v: &Value, what: &str) -> R<[u32; 3]> {
    let items: Vec<Value> = match v {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.borrow().clone(),
        other => vec![other.clone()],
    };
    if items.is_empty() || items.len() > 3 {
        return Err(raise("ValueError", format!("{what} must be an int or a tuple of 1 to 3 ints, got {}", crate::host::repr::repr(v))));
    }
    let mut out = [1u32; 3];
    for (i, it) in items.iter().enumerate() {
        let n = match it {
            Value::Float(_) => return Err(raise("TypeError", format!("{what} must be made of ints, got {} (use int(...) or //)", crate::host::repr::repr(v)))),
            _ => {
                interp.to_index(it).map_err(|_| raise("TypeError", format!("{what} must be an int or a tuple of ints, got {}", crate::host::repr::repr(v))))?
            }
        };
        if n <= 0 {
            return Err(raise(
                "ValueError",
                format!("{what} must be positive in every dimension, got {} (a grid or block of 0 threads launches nothing)", crate::host::repr::repr(v)),
            ));
        }
        if n > u32::MAX as i64 {
            return Err(raise("ValueError", format!("{what} dimension {n} is too large")));
        }
        out[i] = n as u32;
    }
    Ok(out)
}

pub fn launch_config(interp: &mut Interp, key: &Value) -> R<sim::LaunchConfig> {
    let items: Vec<Value> = match key {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    if items.len() < 2 || items.len() > 4 {
        return Err(raise("ValueError", "a launch configuration is kernel[griddim, blockdim] or kernel[griddim, blockdim, stream, sharedmem]"));
    }
    let grid = dims(interp, &items[0], "griddim")?;
    let block = dims(interp, &items[1], "blockdim")?;
    let shared_bytes = match items.get(3) {
        None => 0,
        Some(v) => {
            let n = interp.to_index(v)?;
            if n < 0 {
                return Err(raise("ValueError", format!("dynamic shared memory size must not be negative, got {n}")));
            }
            n as usize
        }
    };
    let cfg = sim::LaunchConfig { grid, block, shared_bytes };
    DeviceLimits::modelled().check(&cfg)?;
    Ok(cfg)
}

impl Launch {
    fn run(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let k = &self.kernel;
        let args = datetime_kernel::kernel_args(&k.name, args)?;
        let spec = k.specialize_for(interp, &args)?;
        run_specialization(interp, &k.name, &spec, self.cfg, &args.pos, Placement::Backend)
    }
}

impl KernelInner {
    /// The specialization a launch with these arguments runs (Numba's `typeof` of each).
    fn specialize_for(&self, interp: &mut Interp, args: &Args) -> R<Rc<Specialization>> {
        if !args.kw.is_empty() {
            return Err(raise("TypeError", format!("kernel '{}' takes positional arguments only", self.name)));
        }
        let tys = args.pos.iter().enumerate().map(|(i, a)| typeof_arg(a, i)).collect::<R<Vec<Ty>>>()?;
        self.specialize(interp, &tys)
    }

    /// The compiled specializations, each once, in compile order.
    fn compiled(&self) -> Vec<Rc<Specialization>> {
        let mut out: Vec<Rc<Specialization>> = Vec::new();
        for s in self.specs.borrow().values() {
            if !out.iter().any(|o| Rc::ptr_eq(o, s)) {
                out.push(s.clone());
            }
        }
        out
    }

    /// `kernel.specialize(*args)`: a dispatcher compiled for these argument types only.
    fn specialized_for(self: &Rc<Self>, interp: &mut Interp, tys: &[Ty]) -> R<Value> {
        if self.specialized {
            return Err(raise("RuntimeError", "Dispatcher already specialized"));
        }
        if let Some(k) = self.specializations.borrow().get(tys) {
            return Ok(k.clone());
        }
        let own = RefCell::new(IndexMap::new());
        let spec = self.specialize_into(interp, tys, &own)?;
        let args = spec.compiled.signature.args.clone();
        let spec_args = args.clone();
        let mut specs = own.into_inner();
        specs.insert(args.clone(), spec.clone());
        specs.insert(tys.to_vec(), spec);
        let k = Rc::new(KernelInner {
            name: self.name.clone(),
            func: self.func.clone(),
            def: self.def.clone(),
            device: self.device,
            options: self.options.clone(),
            eager: vec![Signature { ret: Ty::None, args }],
            specs: RefCell::new(specs),
            specialized: true,
            specializations: RefCell::new(HashMap::new()),
        });
        let k = Value::Native(Rc::new(Kernel(k)));
        self.specializations.borrow_mut().insert(tys.to_vec(), k.clone());
        if tys != spec_args.as_slice() {
            self.specializations.borrow_mut().insert(spec_args, k.clone());
        }
        Ok(k)
    }

    /// The only specialization of a specialized dispatcher (what Numba's `_Kernel` methods
    /// describe), or an error naming the method.
    fn only_specialization(&self, method: &str) -> R<Rc<Specialization>> {
        let compiled = self.compiled();
        match compiled.as_slice() {
            [one] if self.specialized || !self.eager.is_empty() => Ok(one.clone()),
            _ => Err(raise(
                "AttributeError",
                format!(
                    "'CUDADispatcher' object has no attribute '{method}': it is a method of one compiled kernel; use {}.overloads[signature].{method}(...), e.g. with {}.signatures[0] once it has run",
                    self.name, self.name
                ),
            )),
        }
    }
}

/// Blocks of `threads` threads using `shared` dynamic bytes that fit on one multiprocessor.
type BlocksPerSm = Box<dyn FnMut(u32, usize) -> R<u32>>;

/// The occupancy query of a kernel on the backend that runs it.
fn occupancy_query(interp: &mut Interp, spec: &Rc<Specialization>) -> R<BlocksPerSm> {
    let backend = super::resolved_kind(interp)?;
    if backend == crate::runtime::backend::Kind::Cuda {
        let cell = interp.backend.gpu()?;
        let loaded = super::gpu_launch::load_final(interp, &cell, spec, crate::compiler::cuda::Arrays::Disjoint)?;
        let module = loaded.module;
        return Ok(Box::new(move |threads, shared| {
            let limit = loaded.function.max_threads;
            if threads > limit {
                return Ok(0);
            }
            cell.borrow().dev.occupancy(module, threads, shared as u32).map_err(super::errors::gpu_error)
        }));
    }
    let static_shared = spec.info.static_shared_bytes;
    Ok(Box::new(move |threads, shared| Ok(crate::runtime::launch_config::modelled_blocks_per_sm(threads, static_shared + shared))))
}

/// Blocks of `threads` threads with `shared` dynamic bytes that can all be resident at once (what
/// a cooperative launch may have): per multiprocessor times multiprocessors (the simulator
/// models one).
fn co_resident_blocks(interp: &mut Interp, spec: &Rc<Specialization>, threads: u32, shared: usize) -> R<u64> {
    let mut blocks = occupancy_query(interp, spec)?;
    let per_sm = blocks(threads, shared)?;
    let sms = match interp.backend.kind {
        Some(crate::runtime::backend::Kind::Cuda) => interp.backend.gpu()?.borrow().dev.info().multiprocessors,
        _ => 1,
    };
    Ok(per_sm as u64 * sms as u64)
}

/// `kernel.forall(ntasks, tpb=0, stream=0, sharedmem=0)`: a one-dimensional launch of `ntasks`
/// threads, with the block size that maximizes occupancy unless `tpb` is given.
pub struct ForAll {
    kernel: Rc<KernelInner>,
    ntasks: u64,
    tpb: u32,
    shared: usize,
}

impl ForAll {
    fn new(interp: &mut Interp, kernel: Rc<KernelInner>, mut args: Args) -> R<ForAll> {
        let mut pos = std::mem::take(&mut args.pos).into_iter();
        let mut arg = |name: &str| -> Option<Value> { pos.next().or_else(|| args.take_kw(name)) };
        let Some(ntasks) = arg("ntasks") else { return Err(raise("TypeError", "forall() missing 1 required positional argument: 'ntasks'")) };
        let tpb = arg("tpb");
        let _stream = arg("stream");
        let shared = arg("sharedmem");
        if let Some((k, _)) = args.kw.first() {
            return Err(raise("TypeError", format!("forall() got an unexpected keyword argument '{k}'")));
        }
        let ntasks = interp.to_index(&ntasks)?;
        if ntasks < 0 {
            return Err(raise("ValueError", format!("Can't create ForAll with negative task count: {ntasks}")));
        }
        let tpb = match tpb {
            Some(v) => interp.to_index(&v)?,
            None => 0,
        };
        if !(0..=1024).contains(&tpb) {
            return Err(raise("ValueError", format!("forall(): tpb = {tpb}: a block has 1 to 1024 threads (0 lets cudalab choose)")));
        }
        let shared = match shared {
            Some(v) => interp.to_index(&v)?,
            None => 0,
        };
        if shared < 0 {
            return Err(raise("ValueError", format!("dynamic shared memory size must not be negative, got {shared}")));
        }
        Ok(ForAll { kernel, ntasks: ntasks as u64, tpb: tpb as u32, shared: shared as usize })
    }

    fn run(&self, interp: &mut Interp, args: Args) -> R<Value> {
        if self.ntasks == 0 {
            return Ok(Value::None);
        }
        let args = datetime_kernel::kernel_args(&self.kernel.name, args)?;
        // As Numba: an unspecialized dispatcher launches through `specialize(*args)` (cached by
        // argument types), so its own overloads stay as they were.
        let k = if self.kernel.specialized {
            self.kernel.clone()
        } else {
            let tys = args.pos.iter().enumerate().map(|(i, a)| typeof_arg(a, i)).collect::<R<Vec<Ty>>>()?;
            match self.kernel.specialized_for(interp, &tys)? {
                Value::Native(n) => match n.as_any().downcast_ref::<Kernel>() {
                    Some(k) => k.0.clone(),
                    None => self.kernel.clone(),
                },
                _ => self.kernel.clone(),
            }
        };
        let k = &k;
        let spec = k.specialize_for(interp, &args)?;
        let tpb = match self.tpb {
            0 => {
                let mut blocks = occupancy_query(interp, &spec)?;
                let threads_per_sm = match interp.backend.kind {
                    Some(crate::runtime::backend::Kind::Cuda) => interp.backend.gpu()?.borrow().dev.info().max_threads_per_sm,
                    _ => crate::runtime::launch_config::MODELLED_THREADS_PER_SM,
                };
                crate::runtime::launch_config::max_potential_block_size(1024, threads_per_sm, |t| blocks(t, self.shared))?
            }
            n => n,
        };
        let grid = self.ntasks.div_ceil(tpb as u64);
        let Ok(grid) = u32::try_from(grid) else {
            return Err(raise("ValueError", format!("forall({}): {grid} blocks of {tpb} threads exceed the grid's limit of 2147483647 blocks", self.ntasks)));
        };
        let cfg = sim::LaunchConfig { grid: [grid, 1, 1], block: [tpb, 1, 1], shared_bytes: self.shared };
        DeviceLimits::modelled().check(&cfg)?;
        run_specialization(interp, &k.name, &spec, cfg, &args.pos, Placement::Backend)
    }
}

impl NativeObject for ForAll {
    fn type_name(&self) -> &str {
        "ForAll"
    }
    fn repr(&self) -> String {
        format!("<numba.cuda.dispatcher.ForAll object for {} of {} tasks>", self.kernel.name, self.ntasks)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.run(interp, args)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Launch a compiled specialization on the active backend (or the one `force` names), with
/// the launch checks, kernel output and faults shown in the cell. Used by kernels and ufuncs.
/// Where a launch runs.
pub enum Placement<'a> {
    /// The active backend (`%backend`).
    Backend,
    /// The simulator, one core (`@vectorize(target='cpu')`).
    Sim,
    /// The simulator across the host's cores, for an elementwise kernel over `len` elements:
    /// the arguments marked in `split` are cut along their first axis (`target='parallel'`).
    SimParallel { split: &'a [bool], len: usize },
}

pub fn run_specialization(
    interp: &mut Interp,
    name: &str,
    spec: &Rc<Specialization>,
    cfg: sim::LaunchConfig,
    args: &[Value],
    placement: Placement,
) -> R<Value> {
    let (backend, note) = match placement {
        Placement::Backend => interp.backend.resolve()?,
        _ => (crate::runtime::backend::Kind::Sim, None),
    };
    if let Some(note) = note {
        interp.out.write(Stream::Stderr, &note);
    }
    let info = &spec.info;
    let limits = match backend {
        crate::runtime::backend::Kind::Cuda => DeviceLimits::of(interp.backend.gpu()?.borrow().dev.info()),
        crate::runtime::backend::Kind::Sim => DeviceLimits::modelled(),
    };
    limits.check_shared(name, info.static_shared_bytes, cfg.shared_bytes)?;
    if info.cooperative {
        let threads: u32 = cfg.block.iter().product();
        let blocks: u64 = cfg.grid.iter().map(|g| *g as u64).product();
        let most = co_resident_blocks(interp, spec, threads, cfg.shared_bytes)?;
        if blocks > most {
            // numba-cuda's words first, then why and what to do.
            let on = if backend == crate::runtime::backend::Kind::Sim { " (the simulator models one multiprocessor)" } else { "" };
            let [g0, g1, g2] = cfg.grid;
            return Err(raise(
                "ValueError",
                format!(
                    "The specified grid size ({g0} * {g1} * {g2}) exceeds the limit ({most})\nkernel '{name}' synchronizes its grid (cuda.cg.this_grid().sync()), so all its blocks must be resident at once: at most {most} blocks of {threads} threads fit{on}.\nhint: size the grid with {name}.overloads[signature].max_cooperative_grid_blocks(blockdim) (a compiled kernel's method; {name}.signatures lists them), and loop over the data with a grid-stride loop"
                ),
            ));
        }
    }
    if info.uses_dynamic_shared && cfg.shared_bytes == 0 {
        let text = format!("kernel '{name}' uses dynamic shared memory (cuda.shared.array(0, ...)) but was launched with 0 bytes of it; pass the size in bytes as the 4th launch item: kernel[grid, block, 0, nbytes]");
        interp.warn("UserWarning", &text, &format!("Warning: {text}\n"))?;
    }
    // The module's parameters: a complex scalar is passed as its two parts, and device arrays
    // the kernel captured from its globals follow the arguments.
    let is_complex = |d: &DType| matches!(d, DType::C64 | DType::C128);
    let flat: Vec<Value>;
    let mut tys: Vec<Ty> = Vec::new();
    let args = if spec.compiled.captures.is_empty() && !spec.compiled.signature.args.iter().any(|t| matches!(t, Ty::Scalar(d) if is_complex(d))) {
        tys.extend(spec.compiled.signature.args.iter().cloned());
        args
    } else {
        let mut out = Vec::with_capacity(args.len() + spec.compiled.captures.len());
        for (a, ty) in args.iter().zip(&spec.compiled.signature.args) {
            match ty {
                Ty::Scalar(d) if is_complex(d) => {
                    let (re, im) = dispatch::complex_parts(&arg_info(a)).ok_or_else(|| raise("TypeError", "expected a complex number"))?;
                    let part = if *d == DType::C64 { DType::F32 } else { DType::F64 };
                    out.extend([Value::Float(re), Value::Float(im)]);
                    tys.extend([Ty::Scalar(part), Ty::Scalar(part)]);
                }
                _ => {
                    out.push(a.clone());
                    tys.push(ty.clone());
                }
            }
        }
        out.extend(spec.compiled.captures.iter().filter_map(|c| c.handle.downcast_ref::<Value>().cloned()));
        tys.extend(spec.compiled.captures.iter().map(|c| Ty::Array(c.ty)));
        flat = out;
        &flat[..]
    };
    if backend == crate::runtime::backend::Kind::Cuda {
        let cell = interp.backend.gpu()?;
        return super::gpu_launch::launch(interp, &cell, spec, cfg, args, &encode_scalar).map(|_| Value::None);
    }
    // Argument views. Host arrays are used in place: the simulator's "device" is host
    // memory, and copying in and back out (Numba's semantics) has the same effect.
    let m = &spec.compiled.module;
    let mut sim_args = Vec::new();
    let mut keep = Vec::new();
    for (a, ty) in args.iter().zip(&tys) {
        match ty {
            Ty::Array(_) => {
                let arr = as_device(a).or_else(|| as_array(a)).cloned().ok_or_else(|| raise("TypeError", "expected an array"))?;
                let (base, len) = buffer_ptr(&arr);
                let arg = match arr.dtype() {
                    // A complex array is a real one with a trailing axis of its two parts.
                    d @ (DType::C64 | DType::C128) => sim::ArrayArg {
                        base,
                        buffer_len: len * 2,
                        dtype: if d == DType::C64 { DType::F32 } else { DType::F64 },
                        shape: arr.shape.iter().copied().chain([2]).collect(),
                        strides: arr.strides.iter().map(|s| s * 2).chain([1]).collect(),
                        offset: arr.offset * 2,
                    },
                    _ => {
                        sim::ArrayArg { base, buffer_len: len, dtype: arr.dtype(), shape: arr.shape.clone(), strides: arr.strides.clone(), offset: arr.offset }
                    }
                };
                sim_args.push(sim::Arg::Array(arg));
                keep.push(arr);
            }
            Ty::Scalar(d) => sim_args.push(sim::Arg::Scalar(encode_scalar(a, *d))),
            _ => return Err(raise("TypeError", "unsupported argument")),
        }
    }
    // Device arrays made on the GPU before a `%backend sim` are simulated on their mirror.
    for a in args {
        if let Some(d) = super::device_array::as_device_array(a).filter(|d| d.dev.is_some()) {
            d.download(interp)?;
        }
    }
    let interrupt = interp.interrupt.clone();
    // The simulator honours the kernel time limit too (a `while True` kernel stops there).
    let deadline = interp
        .backend
        .effective_time_limit()
        .map_err(|e| raise("ValueError", e))?
        .map(|s| (std::time::Instant::now() + std::time::Duration::from_secs_f64(s), s));
    // A launch that runs for more than a second shows the cell a progress line.
    let blocks: u64 = cfg.grid.iter().map(|&g| g as u64).product();
    let threads: u64 = cfg.block.iter().map(|&b| b as u64).product();
    interp.progress.begin(&mut *interp.out, format!("running kernel '{}' on the simulator ({blocks} blocks of {threads} threads)", m.name));
    let t0 = std::time::Instant::now();
    // SAFETY: each array argument is `buffer_ptr` of a HostArray with that array's own view,
    // which lies inside its buffer; `keep` holds the buffers (Rc) until after the launch. The
    // downloads above wrote the mirrors in place (no reallocation) and their borrows have ended;
    // no host code runs and no other thread touches them until the launch returns (the progress
    // line's ticker reads only its own state). For SimParallel,
    // ufunc.rs/gufunc.rs pass elementwise kernels whose split arrays have `len` rows. Known gap:
    // an `out=` overlapping an input shifted by some rows is not rejected, so parallel chunks
    // can race on it (see the wip-safety report).
    let r = match placement {
        Placement::SimParallel { split, len } => unsafe { sim::launch_split(m, &spec.program, cfg.block[0], &sim_args, split, len, &interrupt, deadline) },
        _ => unsafe { sim::launch(m, &spec.program, cfg, &sim_args, &interrupt, deadline) },
    };
    interp.progress.end(&mut *interp.out);
    if interp.backend.recording.active() {
        let launch = crate::runtime::record::KernelLaunch {
            name: m.name.clone(),
            grid: cfg.grid,
            block: cfg.block,
            dynamic_shared: cfg.shared_bytes as u32,
            static_shared: info.static_shared_bytes as u32,
            registers: None,
            local: None,
            occupancy: None,
            bytes: super::gpu_launch::argument_traffic(m, args, &m.read_arrays(), &m.written_arrays()),
        };
        interp.backend.recording.note(crate::runtime::record::OpKind::Kernel(launch), t0, Some(t0.elapsed().as_secs_f64()));
    }
    drop(keep);
    for a in args {
        if let Some(d) = super::device_array::as_device_array(a).filter(|d| d.dev.is_some()) {
            d.upload(interp)?;
        }
    }
    let (prints, warnings, err) = match r {
        Ok(o) => (o.prints, o.warnings, None),
        Err(e) => (e.prints.clone(), Vec::new(), Some(e)),
    };
    if !prints.is_empty() {
        interp.write_stdout(&prints.concat());
    }
    for w in warnings {
        interp.warn("RaceWarning", &w.to_string(), &format!("RaceWarning: {w}\n"))?;
    }
    if let Some(e) = err {
        if e.exc == "KeyboardInterrupt" {
            interp.check_interrupt()?;
        }
        return Err(raise(e.exc, e.message));
    }
    Ok(Value::None)
}

/// The start and length (in elements) of an array's buffer.
/// The borrow ends here; the pointer stays valid while the buffer lives and is not resized.
fn buffer_ptr(a: &crate::array::hostarray::HostArray) -> (*mut u8, usize) {
    a.buf.borrow_mut().raw_parts()
}

impl Kernel {
    fn inspect_types(&self, interp: &mut Interp) -> R<Value> {
        let specs = self.0.specs.borrow();
        let mut seen = Vec::new();
        let mut out = String::new();
        let mut ordered: Vec<&Rc<Specialization>> = specs.values().collect();
        ordered.sort_by_key(|s| s.compiled.signature.to_string());
        for s in ordered {
            if seen.iter().any(|p| std::ptr::eq(*p, Rc::as_ptr(s))) {
                continue;
            }
            seen.push(Rc::as_ptr(s));
            let c = &s.compiled;
            let args: Vec<String> = c.signature.args.iter().map(|t| t.to_string()).collect();
            out.push_str(&format!("{} ({})\n{}\n", self.0.name, args.join(", "), "-".repeat(80)));
            let src = &self.0.func.source;
            out.push_str(&format!("# File: {}\n", src.name));
            let (first, _) = src.line_col(ruff_text_size::Ranged::range(&*self.0.def).start().to_u32());
            let (last, _) = src.line_col(ruff_text_size::Ranged::range(&*self.0.def).end().to_u32());
            for line in first..=last {
                out.push_str(&format!("# --- LINE {line} --- \n"));
                for v in c.variables.iter().filter(|v| v.line == line && !v.name.contains('.')) {
                    out.push_str(&format!("    #   {}  :: {}\n", v.name, v.ty));
                }
                out.push_str(&format!("{}\n\n", src.line_text(line)));
            }
            out.push_str(&format!("{}\n", "=".repeat(80)));
        }
        if out.is_empty() {
            out = format!("{}: no specializations compiled yet (launch the kernel once, or give it a signature)\n", self.0.name);
        }
        interp.write_stdout(&out);
        Ok(Value::None)
    }
}

/// A tuple of Numba type objects, as `signatures` and the keys of `overloads` hold them.
fn arg_types(args: &[Ty]) -> Value {
    Value::tuple(args.iter().map(|t| Value::Native(Rc::new(super::nbtypes::NbType(t.clone())))).collect())
}

impl NativeObject for Kernel {
    fn type_name(&self) -> &str {
        if self.0.device {
            "CUDADispatcher (device function)"
        } else {
            "CUDADispatcher"
        }
    }
    fn repr(&self) -> String {
        format!("<numba.cuda.dispatcher.CUDADispatcher object at {:p}>", Rc::as_ptr(&self.0))
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        if self.0.device {
            return Err(raise("TypeError", format!("'{}' is a device function: it can be called only from a kernel or another device function", self.0.name)));
        }
        Err(raise(
            "ValueError",
            "Kernel launch configuration was not specified. Use the syntax:\n\nkernel_function[blockspergrid, threadsperblock](arg0, arg1, ..., argn)\n\nSee https://numba.readthedocs.io/en/stable/cuda/kernels.html#kernel-invocation for help.",
        ))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "py_func" => Value::Function(self.0.func.clone()),
            "__name__" => Value::str(&self.0.name),
            // Numba's: the argument types of every compiled specialization, as tuples.
            "signatures" => Value::list(self.0.compiled().iter().map(|s| arg_types(&s.compiled.signature.args)).collect()),
            "specialized" => Value::Bool(self.0.specialized),
            "overloads" => {
                let mut d = crate::host::value::Dict::default();
                for s in self.0.compiled() {
                    let args = s.compiled.signature.args.clone();
                    let key = arg_types(&args);
                    let hk = interp.hash_key(&key)?;
                    let k = match self.0.specialized {
                        true => Value::Native(Rc::new(Kernel(self.0.clone()))),
                        false => self.0.specialized_for(interp, &args)?,
                    };
                    crate::host::eval::dict_insert(&mut d, hk, key, k);
                }
                Value::dict(d)
            }
            _ => return Ok(None),
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "__getitem__" => {
                if self.0.device {
                    return Err(raise("TypeError", format!("'{}' is a device function and cannot be launched; call it from a kernel", self.0.name)));
                }
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                let cfg = launch_config(interp, &key)?;
                Ok(Some(Value::Native(Rc::new(Launch { kernel: self.0.clone(), cfg }))))
            }
            "inspect_types" => self.inspect_types(interp).map(Some),
            "inspect_ir" => {
                let specs = self.0.specs.borrow();
                let mut texts: Vec<String> = specs.values().map(|s| compiler::dump::dump(&s.compiled.module)).collect();
                texts.sort();
                texts.dedup();
                Ok(Some(Value::str(&texts.join("\n"))))
            }
            "inspect_cuda" => {
                // `arrays='disjoint'`: the variant launches run when no written array overlaps
                // another argument (`__restrict__` data pointers).
                let arrays = match args.kw.iter().find(|(k, _)| &**k == "arrays").map(|(_, v)| v) {
                    None => crate::compiler::cuda::Arrays::MayOverlap,
                    Some(Value::Str(v)) if &**v == "disjoint" => crate::compiler::cuda::Arrays::Disjoint,
                    Some(Value::Str(v)) if &**v == "may_overlap" => crate::compiler::cuda::Arrays::MayOverlap,
                    Some(_) => return Err(raise("ValueError", "inspect_cuda(arrays=...) takes 'may_overlap' or 'disjoint'")),
                };
                let specs = self.0.specs.borrow();
                let mut texts: Vec<String> = specs.values().map(|s| s.cuda_source_for(arrays).text.clone()).collect();
                texts.sort();
                texts.dedup();
                Ok(Some(Value::str(&texts.join("\n"))))
            }
            "inspect_ptx" => {
                // cudalab's own PTX (a first call's quick code), for the GPU in use or sm_90.
                let arch = match interp.backend.kind {
                    Some(crate::runtime::backend::Kind::Cuda) => interp.backend.gpu()?.borrow().compiler.target.arch(),
                    _ => 90,
                };
                let specs = self.0.specs.borrow();
                let mut texts: Vec<String> = specs
                    .values()
                    .map(|s| match s.ptx_source(arch).as_ref() {
                        Ok(p) => p.text.trim_end_matches('\0').to_string(),
                        Err(why) => format!("// kernel {}: no PTX of cudalab's own ({} is not covered); NVRTC compiles it\n", s.compiled.module.name, why.0),
                    })
                    .collect();
                texts.sort();
                texts.dedup();
                Ok(Some(Value::str(&texts.join("\n"))))
            }
            "inspect_asm" | "get_regs_per_thread" | "get_local_mem_per_thread" | "get_max_threads_per_block"
                if interp.backend.kind == Some(crate::runtime::backend::Kind::Cuda) =>
            {
                let spec = self.0.specs.borrow().values().next().cloned();
                let Some(spec) = spec else {
                    return Err(raise(
                        "RuntimeError",
                        format!("{}.{name}(): no specialization compiled yet (launch the kernel once, or give it a signature)", self.0.name),
                    ));
                };
                let cell = interp.backend.gpu()?;
                if name == "inspect_asm" {
                    let compiler = cell.borrow().compiler;
                    let src = spec.cuda_source();
                    let ptx = crate::gpu::nvrtc::Target::Ptx(compiler.target.arch());
                    let out = compiler
                        .nvrtc
                        .compile_with(&src.text, &format!("{}.cu", self.0.name), ptx, true, &[crate::compiler::cuda::NVRTC_OPTION.to_string()])
                        .map_err(|e| raise("RuntimeError", e.to_string()))?;
                    let end = out.image.iter().position(|b| *b == 0).unwrap_or(out.image.len());
                    return Ok(Some(Value::str(&String::from_utf8_lossy(&out.image[..end]))));
                }
                let loaded = super::gpu_launch::load_final(interp, &cell, &spec, crate::compiler::cuda::Arrays::Disjoint)?;
                let f = loaded.function;
                Ok(Some(Value::int(match name {
                    "get_regs_per_thread" => f.registers,
                    "get_local_mem_per_thread" => f.local,
                    _ => f.max_threads,
                } as i64)))
            }
            "inspect_asm" | "get_regs_per_thread" | "get_local_mem_per_thread" | "get_max_threads_per_block" => Err(raise(
                "NotImplementedError",
                format!("{}.{name}() needs the CUDA backend (it describes compiled GPU code); the simulator backend is active", self.0.name),
            )),
            "get_shared_mem_per_block" => {
                let specs = self.0.specs.borrow();
                Ok(Some(Value::int(specs.values().next().map(|s| s.info.static_shared_bytes as i64).unwrap_or(0))))
            }
            "specialize" => {
                if self.0.device {
                    return Err(raise("TypeError", format!("'{}' is a device function: only kernels are specialized", self.0.name)));
                }
                let args = datetime_kernel::kernel_args(&self.0.name, args)?;
                let tys = args.pos.iter().enumerate().map(|(i, a)| typeof_arg(a, i)).collect::<R<Vec<Ty>>>()?;
                self.0.specialized_for(interp, &tys).map(Some)
            }
            "compile" => Ok(Some(Value::Native(Rc::new(Kernel(self.0.clone()))))),
            "forall" => {
                if self.0.device {
                    return Err(raise("TypeError", format!("'{}' is a device function and cannot be launched; call it from a kernel", self.0.name)));
                }
                Ok(Some(Value::Native(Rc::new(ForAll::new(interp, self.0.clone(), args)?))))
            }
            "max_cooperative_grid_blocks" => {
                let spec = self.0.only_specialization(name)?;
                let mut args = args;
                let mut pos = std::mem::take(&mut args.pos).into_iter();
                let Some(blockdim) = pos.next().or_else(|| args.take_kw("blockdim")) else {
                    return Err(raise("TypeError", "max_cooperative_grid_blocks() missing 1 required positional argument: 'blockdim'"));
                };
                let dynsmem = match pos.next().or_else(|| args.take_kw("dynsmemsize")) {
                    Some(v) => interp.to_index(&v)?.max(0) as usize,
                    None => 0,
                };
                let threads: i64 = match &blockdim {
                    Value::Tuple(t) => t.iter().map(|v| interp.to_index(v)).product::<R<i64>>()?,
                    v => interp.to_index(v)?,
                };
                if !(1..=1024).contains(&threads) {
                    return Ok(Some(Value::int(0)));
                }
                Ok(Some(Value::int(co_resident_blocks(interp, &spec, threads as u32, dynsmem)? as i64)))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        [
            "inspect_types",
            "inspect_ir",
            "inspect_asm",
            "inspect_cuda",
            "inspect_ptx",
            "get_regs_per_thread",
            "get_shared_mem_per_block",
            "get_local_mem_per_thread",
            "py_func",
            "signatures",
            "overloads",
            "specialize",
            "specialized",
            "forall",
            "max_cooperative_grid_blocks",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for Launch {
    fn type_name(&self) -> &str {
        "_LaunchConfiguration"
    }
    fn repr(&self) -> String {
        format!("<launch configuration of {} grid={:?} block={:?}>", self.kernel.name, self.cfg.grid, self.cfg.block)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.run(interp, args)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
