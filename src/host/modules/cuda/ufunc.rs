//! `@vectorize`: a scalar Python function made into an elementwise function over arrays, run
//! as a kernel (target 'cuda') or on the host's simulator (targets 'cpu' and 'parallel').
//!
//! For each signature and each pattern of scalar/array inputs, a small kernel is written in the
//! dialect itself (`out[i] = f(x0[i], x1)`) and compiled with the user's function inlined as a
//! device function, so ufuncs share the kernel compiler, both back ends and their checks. Inputs
//! broadcast as NumPy does (a broadcast that is not a plain copy of the output's shape is
//! materialized first); device-array inputs give a device-array result, host inputs a host
//! result, as in Numba. Must not parse user code other than through the compiler.

use super::device_array::as_device_array;
use super::kernel::{run_specialization, Placement};
use super::synth::SynthGlobals;
use crate::array::dtype::{promote, DType};
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::compiler;
use crate::compiler::types::{ArrayTy, Layout, Signature, Ty};
use crate::host::modules::numpy::{as_array, item, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, FunctionBody, Value};
use crate::host::{raise, Interp, R};
use crate::runtime::specialization::Specialization;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Cuda,
    Cpu,
    Parallel,
}

impl Target {
    pub fn parse(s: &str) -> R<Target> {
        match s {
            "cuda" | "gpu" => Ok(Target::Cuda),
            "cpu" => Ok(Target::Cpu),
            "parallel" => Ok(Target::Parallel),
            other => Err(raise("ValueError", format!("Unsupported target: {other} (use 'cuda', 'cpu' or 'parallel')"))),
        }
    }
}

pub struct Ufunc {
    name: String,
    func: Rc<Function>,
    /// The signatures: those given, then (for a ufunc made without any) those typed at calls.
    sigs: RefCell<Vec<Signature>>,
    /// Made without signatures: each new combination of input types is compiled at its call.
    lazy: bool,
    nin: usize,
    target: Target,
    /// Compiled kernels by (signature index, which inputs are scalars).
    specs: RefCell<SpecsByScalars>,
}

/// Compiled kernels by (signature index, which inputs are scalars).
type SpecsByScalars = HashMap<(usize, Vec<bool>), Rc<Specialization>>;

/// One input after broadcasting: an array of the output's shape (flattened on use) or a scalar.
enum Input {
    Array(Value),
    Scalar(Value),
}

impl Ufunc {
    pub fn new(func: Rc<Function>, sigs: Vec<Signature>, target: Target) -> R<Ufunc> {
        let nargs = match &func.body {
            FunctionBody::Def(def) => def.parameters.args.len(),
            FunctionBody::Lambda(l) => l.parameters.as_ref().map_or(0, |p| p.args.len()),
        };
        for s in &sigs {
            if s.args.len() != nargs || !s.args.iter().all(|t| matches!(t, Ty::Scalar(_))) || !matches!(s.ret, Ty::Scalar(_)) {
                return Err(raise(
                    "TypeError",
                    format!("vectorize signature {s} does not fit '{}': it needs {nargs} scalar argument type(s) and a scalar return type", func.name),
                ));
            }
        }
        let lazy = sigs.is_empty();
        Ok(Ufunc { name: func.name.to_string(), func, sigs: RefCell::new(sigs), lazy, nin: nargs, target, specs: RefCell::new(HashMap::new()) })
    }

    fn scalar(t: &Ty) -> DType {
        match t {
            Ty::Scalar(d) => *d,
            _ => DType::F64,
        }
    }

    /// The first signature every input converts to safely (NumPy's loop selection; Python
    /// numbers are weak: an int fits any numeric type, a float any float type).
    fn select(&self, kinds: &[(DType, bool)]) -> Option<usize> {
        self.sigs.borrow().iter().position(|s| s.args.iter().zip(kinds).all(|(t, (d, weak))| converts_safely(*d, *weak, Self::scalar(t))))
    }

    /// The signature typed at a call of a ufunc made without signatures: exactly the input
    /// types (Python int → int64, float → float64), with the return type the compiler infers.
    fn select_exact(&self, kinds: &[(DType, bool)]) -> Option<usize> {
        self.sigs.borrow().iter().position(|s| s.args.iter().zip(kinds).all(|(t, (d, _))| Self::scalar(t) == *d))
    }

    fn add_signature(&self, kinds: &[(DType, bool)]) -> R<()> {
        let args: Vec<Ty> = kinds.iter().map(|(d, _)| Ty::Scalar(*d)).collect();
        // Type the function once: `r = f(x0, x1, ...)` in a probe kernel tells r's type.
        let params: Vec<String> = (0..args.len()).map(|i| format!("in{i}")).collect();
        let text = format!("def {name}({p}):\n    r = __body({p})\n", name = self.name, p = params.join(", "));
        let compiled = self.lower_synthesized(&text, &args)?;
        let ret = compiled.variables.iter().find(|v| v.name == "r").map(|v| v.ty.clone()).unwrap_or(Ty::Scalar(DType::F64));
        if !matches!(ret, Ty::Scalar(_)) {
            return Err(raise("TypingError", format!("vectorize: '{}' must return a scalar, not {ret}", self.name)));
        }
        self.sigs.borrow_mut().push(Signature { ret, args });
        Ok(())
    }

    /// Lower a kernel written here in the dialect, with the user's function as `__body`.
    fn lower_synthesized(&self, text: &str, tys: &[Ty]) -> R<compiler::Compiled> {
        super::synth::lower(&format!("vectorize {}", self.name), text, tys, SynthGlobals::new(super::synth::device_fn(&self.func)), &self.func)
    }

    fn kernel(&self, interp: &mut Interp, sig: usize, scalars: &[bool]) -> R<Rc<Specialization>> {
        let key = (sig, scalars.to_vec());
        if let Some(s) = self.specs.borrow().get(&key) {
            return Ok(s.clone());
        }
        let s = self.sigs.borrow()[sig].clone();
        let params: Vec<String> = (0..scalars.len()).map(|i| format!("in{i}")).collect();
        let args: Vec<String> = params.iter().zip(scalars).map(|(p, sc)| if *sc { p.clone() } else { format!("{p}[i]") }).collect();
        let text = format!(
            "def {name}({params}, out):\n    i = cuda.grid(1)\n    if i < out.shape[0]:\n        out[i] = __body({args})\n",
            name = self.name,
            params = params.join(", "),
            args = args.join(", ")
        );
        let mut tys: Vec<Ty> = s
            .args
            .iter()
            .zip(scalars)
            .map(|(t, sc)| if *sc { t.clone() } else { Ty::Array(ArrayTy { dtype: Self::scalar(t), ndim: 1, layout: Layout::C }) })
            .collect();
        tys.push(Ty::Array(ArrayTy { dtype: Self::scalar(&s.ret), ndim: 1, layout: Layout::C }));
        let compiled = self.lower_synthesized(&text, &tys)?;
        let spec = super::kernel::specialize(interp, compiled)?;
        self.specs.borrow_mut().insert(key, spec.clone());
        Ok(spec)
    }

    fn call_ufunc(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        let out_arg = args.take_kw("out");
        let _stream = args.take_kw("stream");
        if let Some((k, _)) = args.kw.first() {
            return Err(raise("TypeError", format!("{}() got an unexpected keyword argument '{k}'", self.name)));
        }
        let nin = self.nin;
        if args.pos.len() != nin {
            return Err(raise("TypeError", format!("{}() takes {nin} positional argument(s) but {} were given", self.name, args.pos.len())));
        }
        // Kinds for signature selection, shapes for broadcasting.
        // `kinds`: (dtype, a Python number: weak in NumPy's loop selection); `scalar`: a Python
        // number or a NumPy scalar, as Numba's CUDA ufuncs tell scalars from arrays.
        let mut kinds = Vec::new();
        let mut scalar = Vec::new();
        let mut shape: Vec<usize> = Vec::new();
        let mut any_device = false;
        for (i, a) in args.pos.iter().enumerate() {
            scalar.push(as_device_array(a).is_none() && as_array(a).is_none_or(|h| h.scalar));
            if let Some(d) = as_device_array(a) {
                any_device = true;
                kinds.push((d.host.dtype(), false));
                shape = broadcast_shapes(&shape, &d.host.shape).map_err(|e| raise("ValueError", format!("{}: {e}", self.name)))?;
            } else if let Some(h) = as_array(a) {
                kinds.push((h.dtype(), false));
                if !h.scalar {
                    shape = broadcast_shapes(&shape, &h.shape).map_err(|e| raise("ValueError", format!("{}: {e}", self.name)))?;
                }
            } else {
                match a {
                    Value::Bool(_) => kinds.push((DType::Bool, true)),
                    Value::Int(_) => kinds.push((DType::I64, true)),
                    Value::Float(_) => kinds.push((DType::F64, true)),
                    other => {
                        return Err(raise(
                            "TypeError",
                            format!("{}(): argument {i} is a {}, not an array or a number", self.name, crate::host::repr::type_name(other)),
                        ))
                    }
                }
            }
        }
        if kinds.iter().all(|(_, weak)| *weak) {
            // Only Python numbers: NumPy types them as int64/float64 (not weak) for a ufunc's
            // own loops, so f(1.0, 2.0) does not pick a float32-only loop.
            kinds.iter_mut().for_each(|k| k.1 = false);
        }
        if self.target == Target::Cuda && !self.lazy {
            return self.call_cuda(interp, &args.pos, &kinds, &scalar, shape, any_device, out_arg);
        }
        // As Numba's lazy ufuncs: an existing loop the inputs convert to safely, else a new one.
        let mut found = self.select(&kinds);
        if found.is_none() && self.lazy {
            self.add_signature(&kinds)?;
            found = self.select_exact(&kinds);
        }
        let Some(sig) = found else {
            let got: Vec<&str> = kinds.iter().map(|(d, _)| d.name()).collect();
            let tried: Vec<String> = self.sigs.borrow().iter().map(|s| format!("  {s}")).collect();
            return Err(raise(
                "TypeError",
                format!(
                    "ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''\n(the inputs are {}; its signatures are:\n{})",
                    self.name,
                    got.join(", "),
                    tried.join("\n")
                ),
            ));
        };
        self.run_selected(interp, &args.pos, sig, shape, any_device, out_arg)
    }

    /// Run the loop of signature `sig` over inputs broadcast to `shape`.
    fn run_selected(&self, interp: &mut Interp, pos: &[Value], sig: usize, shape: Vec<usize>, any_device: bool, out_arg: Option<Value>) -> R<Value> {
        let s = self.sigs.borrow()[sig].clone();
        let ret = Self::scalar(&s.ret);
        let n: usize = shape.iter().product();
        let flat = [n as i64];
        // Inputs: arrays of the output's shape and the signature's dtype, flattened; scalars.
        let mut inputs = Vec::new();
        for (a, t) in pos.iter().zip(&s.args) {
            let want = Self::scalar(t);
            if let Some(d) = as_device_array(a) {
                if d.host.shape == shape && d.host.dtype() == want && d.host.is_c_contiguous() {
                    inputs.push(Input::Array(reshaped(a, &flat)?));
                } else {
                    d.download(interp)?;
                    let h = d.host.broadcast_view(&shape).astype(want);
                    inputs.push(Input::Array(wrap(h.reshape(&flat).map_err(|e| raise("ValueError", e.to_string()))?)));
                }
            } else if let Some(h) = as_array(a).filter(|h| !h.scalar) {
                let h = if h.shape == shape && h.dtype() == want && h.is_c_contiguous() { h.clone() } else { h.broadcast_view(&shape).astype(want) };
                inputs.push(Input::Array(wrap(h.reshape(&flat).map_err(|e| raise("ValueError", e.to_string()))?)));
            } else {
                let v = match as_array(a) {
                    Some(h) => item(h, 0),
                    None => a.clone(),
                };
                inputs.push(Input::Scalar(v));
            }
        }
        // The output: `out=`, or a new array (a device array when any input was one).
        let out = match out_arg {
            Some(o) if !matches!(o, Value::None) => {
                check_out(&self.name, "out", &o, &shape, ret, &s)?;
                o
            }
            _ if any_device => super::new_zeroed_device_array(interp, ret, shape.clone())?,
            _ => wrap(HostArray::zeros(ret, shape.clone())),
        };
        if n == 0 {
            return Ok(out);
        }
        let out_flat = reshaped(&out, &flat)?;
        let scalars: Vec<bool> = inputs.iter().map(|i| matches!(i, Input::Scalar(_))).collect();
        let spec = self.kernel(interp, sig, &scalars)?;
        let mut kargs: Vec<Value> = inputs
            .into_iter()
            .map(|i| match i {
                Input::Array(v) => v,
                Input::Scalar(v) => v,
            })
            .collect();
        kargs.push(out_flat);
        let block = 256u32;
        let grid = n.div_ceil(block as usize).min(u32::MAX as usize) as u32;
        let cfg = crate::sim::LaunchConfig { grid: [grid, 1, 1], block: [block, 1, 1], shared_bytes: 0 };
        let split: Vec<bool> = scalars.iter().map(|s| !s).chain(std::iter::once(true)).collect();
        let placement = match self.target {
            Target::Cuda => Placement::Backend,
            Target::Cpu => Placement::Sim,
            Target::Parallel => Placement::SimParallel { split: &split, len: n },
        };
        run_specialization(interp, &self.name, &spec, cfg, &kargs, placement)?;
        if shape.is_empty() && !any_device {
            if let Some(h) = as_array(&out) {
                // A 0-d result is a NumPy scalar of the loop's type, as NumPy's ufuncs return.
                let mut h = h.clone();
                h.scalar = true;
                return Ok(wrap(h));
            }
        }
        Ok(out)
    }

    /// A call of a CUDA ufunc with signatures, as numba-cuda's `UFuncMechanism` does it: arrays
    /// must match a signature's types exactly; scalars (Python numbers and NumPy scalars) first
    /// try an exact match of their own type, then take any signature the arrays allow (and are
    /// cast to it as `np.array([x], dtype=…)` casts); one match or a TypeError. Scalars are
    /// one-element arrays, so a call with only scalars returns a one-element array.
    #[allow(clippy::too_many_arguments)]
    fn call_cuda(
        &self,
        interp: &mut Interp,
        pos: &[Value],
        kinds: &[(DType, bool)],
        scalar: &[bool],
        shape: Vec<usize>,
        any_device: bool,
        out_arg: Option<Value>,
    ) -> R<Value> {
        let sigs: Vec<Vec<DType>> = self.sigs.borrow().iter().map(|s| s.args.iter().map(Self::scalar).collect()).collect();
        let mut matches: Vec<usize> = Vec::new();
        if scalar.iter().any(|s| *s) {
            matches = (0..sigs.len()).filter(|&k| sigs[k].iter().zip(kinds).all(|(f, (d, _))| f == d)).collect();
        }
        if matches.is_empty() {
            matches = (0..sigs.len()).filter(|&k| sigs[k].iter().zip(kinds).zip(scalar).all(|((f, (d, _)), sc)| *sc || f == d)).collect();
        }
        let sig = match matches[..] {
            [k] => k,
            [] => {
                return Err(raise(
                    "TypeError",
                    "No matching version.  GPU ufunc requires array arguments to have the exact types.  This behaves like regular ufunc with casting='no'.",
                ))
            }
            _ => {
                return Err(raise(
                    "TypeError",
                    "Failed to resolve ufunc due to ambiguous signature. Too many untyped scalars. Use numpy dtype object to type tag.",
                ))
            }
        };
        let mut pos: Vec<Value> = pos.to_vec();
        for (i, v) in pos.iter_mut().enumerate() {
            if scalar[i] {
                let mut h = crate::host::modules::numpy::to_array(interp, v, Some(sigs[sig][i]))?;
                h.scalar = true;
                *v = wrap(h);
            }
        }
        // Only scalars: a one-element array out.
        let shape = if shape.is_empty() { vec![1] } else { shape };
        self.run_selected(interp, &pos, sig, shape, any_device, out_arg)
    }
}

/// Whether an input of dtype `d` converts safely to a loop's `want`, as NumPy selects ufunc loops:
/// a Python number (`weak`) fits any numeric type of its kind or above (an int any integer or
/// float type, a float any float type, a bool anything); an array needs `promote(d, want) == want`.
pub(super) fn converts_safely(d: DType, weak: bool, want: DType) -> bool {
    if weak {
        match d {
            DType::Bool => true,
            d if d.is_integer() => want.is_integer() || want.is_float(),
            _ => want.is_float(),
        }
    } else {
        promote(d, want) == want
    }
}

/// An output passed in (`out=`): an array or device array of exactly the result's shape and
/// dtype, C-contiguous (the kernel writes it flattened). `what` names it in messages.
pub(super) fn check_out(name: &str, what: &str, o: &Value, shape: &[usize], dtype: DType, sig: &Signature) -> R<()> {
    let (oshape, odtype, contiguous) = match (as_device_array(o), as_array(o)) {
        (Some(d), _) => (d.host.shape.clone(), d.host.dtype(), d.host.is_c_contiguous()),
        (None, Some(h)) => (h.shape.clone(), h.dtype(), h.is_c_contiguous()),
        _ => return Err(raise("TypeError", format!("{name}(): {what} must be an array or a device array"))),
    };
    if oshape != shape {
        return Err(raise("ValueError", format!("{name}(): {what} has shape {oshape:?}, the result has shape {shape:?}")));
    }
    if odtype != dtype {
        return Err(raise("TypeError", format!("{name}(): {what} is {}, the selected signature {sig} writes {}", odtype.name(), dtype.name())));
    }
    if !contiguous {
        return Err(raise("ValueError", format!("{name}(): {what} must be C-contiguous")));
    }
    Ok(())
}

/// A contiguous array or device array seen with another shape (a view of the same memory).
pub(super) fn reshaped(v: &Value, shape: &[i64]) -> R<Value> {
    match (as_device_array(v), as_array(v)) {
        (Some(d), _) => Ok(Value::Native(Rc::new(d.reshaped(shape)?))),
        (None, Some(h)) => Ok(wrap(h.reshape(shape).map_err(|e| raise("ValueError", e.to_string()))?)),
        _ => Err(raise("TypeError", "expected an array or a device array")),
    }
}

impl NativeObject for Ufunc {
    fn type_name(&self) -> &str {
        match self.target {
            Target::Cuda => "CUDAUFuncDispatcher",
            _ => "DUFunc",
        }
    }
    fn repr(&self) -> String {
        match self.target {
            Target::Cuda => format!("<numba.cuda.vectorizers.CUDAUFuncDispatcher object at {:p}>", self as *const Self),
            _ => format!("<ufunc '{}'>", self.name),
        }
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.call_ufunc(interp, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "__name__" => Value::str(&self.name),
            "nin" => Value::int(self.nin as i64),
            "nout" => Value::int(1),
            "ntypes" => Value::int(self.sigs.borrow().len() as i64),
            "types" => Value::list(
                self.sigs
                    .borrow()
                    .iter()
                    .map(|s| {
                        let code = |t: &Ty| type_char(Self::scalar(t)).to_string();
                        Value::str(&format!("{}->{}", s.args.iter().map(code).collect::<String>(), code(&s.ret)))
                    })
                    .collect(),
            ),
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `vectorize(signatures, target=...)` waiting for its function.
pub struct VectorizeDecorator {
    pub sigs: Vec<Signature>,
    pub target: Target,
}

impl NativeObject for VectorizeDecorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        "<function vectorize.<locals>.wrap>".into()
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Function(f)) if args.pos.len() == 1 => Ok(Value::Native(Rc::new(Ufunc::new(f.clone(), self.sigs.clone(), self.target)?))),
            _ => Err(raise("TypeError", "vectorize(...) decorates a function")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `numba.vectorize` / `numba.cuda.vectorize`.
pub fn vectorize(_interp: &mut Interp, mut args: Args) -> R<Value> {
    let target = match args.take_kw("target") {
        Some(Value::Str(s)) => Target::parse(&s)?,
        Some(other) => return Err(raise("TypeError", format!("vectorize(target=...) must be a string, not {}", crate::host::repr::type_name(&other)))),
        None => Target::Cpu,
    };
    for k in ["identity", "cache", "nopython", "fastmath", "forceobj"] {
        let _ = args.take_kw(k);
    }
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("vectorize() got an unexpected keyword argument '{k}'")));
    }
    match args.pos.first().cloned() {
        Some(Value::Function(f)) => Ok(Value::Native(Rc::new(Ufunc::new(f, Vec::new(), target)?))),
        None => Ok(Value::Native(Rc::new(VectorizeDecorator { sigs: Vec::new(), target }))),
        Some(sig) => {
            let sigs = super::nbtypes::signatures(&sig)?;
            Ok(Value::Native(Rc::new(VectorizeDecorator { sigs, target })))
        }
    }
}

/// NumPy's one-letter type code (`ufunc.types`).
fn type_char(d: DType) -> char {
    match d {
        DType::Bool => '?',
        DType::I8 => 'b',
        DType::U8 => 'B',
        DType::I16 => 'h',
        DType::U16 => 'H',
        DType::I32 => 'i',
        DType::U32 => 'I',
        DType::I64 => 'l',
        DType::U64 => 'L',
        DType::F32 => 'f',
        DType::F64 => 'd',
        _ => 'O',
    }
}
