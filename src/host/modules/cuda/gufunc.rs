//! `@guvectorize`: a function over array slices (`'(m,n),(n,p)->(m,p)'`) run once per element of
//! the leading ("loop") dimensions, as a kernel (target 'cuda') or on the simulator ('cpu',
//! 'parallel').
//!
//! The loop dimensions of every argument are flattened into one, and a kernel written in the
//! dialect (`synth`) runs one thread per loop element: `__body(in0[i], in1, out0[i])`, where
//! `x[i]` is a view of the core dimensions. An input without loop dimensions is passed whole;
//! one that broadcasts any other way is materialized first. Scalar arguments of the signature
//! (`int64` with layout `()`) are passed as scalars; array arguments with layout `()` are
//! 1-element arrays, as in Numba. Must not parse user code other than through the compiler.

use super::device_array::as_device_array;
use super::kernel::{run_specialization, Placement};
use super::synth::{self, SynthGlobals};
use super::ufunc::{check_out, converts_safely, reshaped, Target};
use crate::array::dtype::{promote, DType};
use crate::array::hostarray::{broadcast_shapes, HostArray};
use crate::compiler::types::{ArrayTy, Layout, Signature, Ty};
use crate::host::modules::numpy::{as_array, item, scalar_array, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, FunctionBody, Value};
use crate::host::{raise, Interp, R};
use crate::runtime::specialization::Specialization;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// `'(m,n),(n,p)->(m,p)'`: the core dimension names of each input and output.
#[derive(Debug, Clone, PartialEq)]
pub struct Layouts {
    pub inputs: Vec<Vec<String>>,
    pub outputs: Vec<Vec<String>>,
}

impl Layouts {
    pub fn parse(text: &str) -> Result<Layouts, String> {
        let bad = |why: &str| format!("invalid gufunc signature '{text}': {why} (expected something like '(m,n),(n,p)->(m,p)')");
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let (ins, outs) = compact.split_once("->").ok_or_else(|| bad("no '->'"))?;
        let groups = |s: &str| -> Result<Vec<Vec<String>>, String> {
            let mut out = Vec::new();
            let mut rest = s;
            while !rest.is_empty() {
                let r = rest.strip_prefix('(').ok_or_else(|| bad("each argument is a parenthesized list of dimension names"))?;
                let end = r.find(')').ok_or_else(|| bad("unclosed '('"))?;
                let names: Vec<String> = r[..end].split(',').filter(|n| !n.is_empty()).map(String::from).collect();
                if let Some(n) = names.iter().find(|n| !n.chars().all(|c| c.is_alphanumeric() || c == '_') || n.starts_with(|c: char| c.is_ascii_digit())) {
                    return Err(bad(&format!("'{n}' is not a dimension name")));
                }
                out.push(names);
                rest = &r[end + 1..];
                rest = rest.strip_prefix(',').unwrap_or(rest);
            }
            Ok(out)
        };
        let (inputs, outputs) = (groups(ins)?, groups(outs)?);
        if outputs.is_empty() {
            return Err(bad("no output"));
        }
        Ok(Layouts { inputs, outputs })
    }
}

impl std::fmt::Display for Layouts {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let side = |g: &[Vec<String>]| g.iter().map(|d| format!("({})", d.join(","))).collect::<Vec<_>>().join(",");
        write!(f, "{}->{}", side(&self.inputs), side(&self.outputs))
    }
}

pub struct Gufunc {
    func: Rc<Function>,
    sigs: Vec<Signature>,
    layouts: Layouts,
    target: Target,
    /// Compiled kernels by (signature, how each argument is passed).
    specs: RefCell<SpecsByPassing>,
}

/// Compiled kernels by (signature index, how each argument is passed).
type SpecsByPassing = HashMap<(usize, Vec<Pass>), Rc<Specialization>>;

/// How one argument reaches the kernel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Pass {
    /// An array of shape [L] + core: the thread takes `x[i]`.
    Indexed,
    /// No loop dimensions: every thread gets the whole array.
    Whole,
    /// A scalar of the signature's scalar type.
    Scalar,
}

impl Gufunc {
    pub fn new(func: Rc<Function>, sigs: Vec<Signature>, layout: &str, target: Target) -> R<Gufunc> {
        let layouts = Layouts::parse(layout).map_err(|e| raise("ValueError", e))?;
        let nargs = match &func.body {
            FunctionBody::Def(def) => def.parameters.args.len(),
            FunctionBody::Lambda(l) => l.parameters.as_ref().map_or(0, |p| p.args.len()),
        };
        let n = layouts.inputs.len() + layouts.outputs.len();
        if nargs != n {
            return Err(raise(
                "TypeError",
                format!("guvectorize: '{}' takes {nargs} argument(s), but the layout '{layouts}' has {n} (inputs, then outputs)", func.name),
            ));
        }
        if sigs.is_empty() {
            return Err(raise("TypeError", format!("guvectorize '{}' needs a list of signatures, such as [(float64[:], float64[:])]", func.name)));
        }
        for s in &sigs {
            if s.args.len() != n || !matches!(s.ret, Ty::None) {
                return Err(raise(
                    "TypeError",
                    format!("guvectorize signature {s} does not fit '{}': it needs {n} argument types and no return value (outputs are arguments)", func.name),
                ));
            }
            for (k, (t, dims)) in s.args.iter().zip(layouts.inputs.iter().chain(&layouts.outputs)).enumerate() {
                let ok = match t {
                    Ty::Scalar(_) => dims.is_empty() && k < layouts.inputs.len(),
                    Ty::Array(a) => a.ndim as usize == dims.len().max(1),
                    _ => false,
                };
                if !ok {
                    let why = if k >= layouts.inputs.len() && matches!(t, Ty::Scalar(_)) {
                        "an output must be an array (use float64[:] with layout () for a scalar result)".to_string()
                    } else {
                        format!("its layout ({}) has {} dimension(s)", dims.join(","), dims.len())
                    };
                    return Err(raise("TypeError", format!("guvectorize signature {s}: argument {k} is {t}, but {why}")));
                }
            }
        }
        Ok(Gufunc { func, sigs, layouts, target, specs: RefCell::new(HashMap::new()) })
    }

    fn dtype(t: &Ty) -> DType {
        match t {
            Ty::Scalar(d) => *d,
            Ty::Array(a) => a.dtype,
            _ => DType::F64,
        }
    }

    fn kernel(&self, interp: &mut Interp, sig: usize, passes: &[Pass]) -> R<Rc<Specialization>> {
        let key = (sig, passes.to_vec());
        if let Some(s) = self.specs.borrow().get(&key) {
            return Ok(s.clone());
        }
        let s = &self.sigs[sig];
        let nin = self.layouts.inputs.len();
        let params: Vec<String> = (0..passes.len()).map(|k| if k < nin { format!("in{k}") } else { format!("out{}", k - nin) }).collect();
        let args: Vec<String> = params.iter().zip(passes).map(|(p, pass)| if *pass == Pass::Indexed { format!("{p}[i]") } else { p.clone() }).collect();
        let text = format!(
            "def {name}({params}):\n    i = cuda.grid(1)\n    if i < out0.shape[0]:\n        __body({args})\n",
            name = self.func.name,
            params = params.join(", "),
            args = args.join(", ")
        );
        let dims = self.layouts.inputs.iter().chain(&self.layouts.outputs);
        let tys: Vec<Ty> = s
            .args
            .iter()
            .zip(passes)
            .zip(dims)
            .map(|((t, pass), d)| match pass {
                Pass::Scalar => Ty::Scalar(Self::dtype(t)),
                Pass::Whole => Ty::Array(ArrayTy { dtype: Self::dtype(t), ndim: d.len().max(1) as u8, layout: Layout::C }),
                Pass::Indexed => Ty::Array(ArrayTy {
                    dtype: Self::dtype(t),
                    ndim: d.len() as u8 + if matches!(t, Ty::Array(_)) && d.is_empty() { 2 } else { 1 },
                    layout: Layout::C,
                }),
            })
            .collect();
        let compiled = synth::lower(&format!("guvectorize {}", self.func.name), &text, &tys, SynthGlobals::new(synth::device_fn(&self.func)), &self.func)?;
        let spec = super::kernel::specialize(interp, compiled)?;
        self.specs.borrow_mut().insert(key, spec.clone());
        Ok(spec)
    }

    /// The signature a call runs. CPU targets: NumPy's loop selection, the first signature every
    /// input converts to safely (Python numbers are weak). CUDA: numba-cuda's
    /// `GeneralizedUFunc._schedule`, an exact match of the inputs' dtypes (a Python number as
    /// `np.asarray` types it), else the first signature each of whose types casts safely *to* the
    /// input's (`np.can_cast(sig_type, input_type)`); the inputs are then cast to the signature,
    /// narrowing included (a float64 array runs a float32 signature).
    fn select(&self, kinds: &[(DType, bool)]) -> Option<usize> {
        if self.target != Target::Cuda {
            return self.sigs.iter().position(|s| s.args.iter().zip(kinds).all(|(t, (d, weak))| converts_safely(*d, *weak, Self::dtype(t))));
        }
        let exact = self.sigs.iter().position(|s| s.args.iter().zip(kinds).all(|(t, (d, _))| Self::dtype(t) == *d));
        exact.or_else(|| self.sigs.iter().position(|s| s.args.iter().zip(kinds).all(|(t, (d, _))| promote(Self::dtype(t), *d) == *d)))
    }

    fn call_gufunc(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        let name = self.func.name.to_string();
        let _stream = args.take_kw("stream");
        let out_kw = args.take_kw("out");
        if let Some((k, _)) = args.kw.first() {
            return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
        }
        let (nin, nout) = (self.layouts.inputs.len(), self.layouts.outputs.len());
        let mut outs_given: Vec<Value> = match out_kw {
            Some(Value::Tuple(t)) => t.to_vec(),
            Some(Value::None) | None => Vec::new(),
            Some(v) => vec![v],
        };
        if args.pos.len() == nin + nout && outs_given.is_empty() {
            outs_given = args.pos.split_off(nin);
        }
        if args.pos.len() != nin || !(outs_given.is_empty() || outs_given.len() == nout) {
            return Err(raise(
                "TypeError",
                format!(
                    "{name}() takes {nin} input(s) (and optionally {nout} output(s)), {} given; its layout is '{}'",
                    args.pos.len() + outs_given.len(),
                    self.layouts
                ),
            ));
        }

        // Each input: its data (host view, or device array), dtype, and whether it is a number.
        struct In {
            host: Option<HostArray>,
            device: Option<Value>,
            number: Option<Value>,
            shape: Vec<usize>,
            dtype: DType,
        }
        let mut ins = Vec::new();
        let mut any_device = false;
        for (k, a) in args.pos.iter().enumerate() {
            let i = if let Some(d) = as_device_array(a) {
                any_device = true;
                In { host: None, device: Some(a.clone()), number: None, shape: d.host.shape.clone(), dtype: d.host.dtype() }
            } else if let Some(h) = as_array(a) {
                In { host: Some(h.clone()), device: None, number: None, shape: h.shape.clone(), dtype: h.dtype() }
            } else {
                let d = match a {
                    Value::Bool(_) => DType::Bool,
                    Value::Int(_) => DType::I64,
                    Value::Float(_) => DType::F64,
                    other => {
                        return Err(raise("TypeError", format!("{name}(): input {k} is a {}, not an array or a number", crate::host::repr::type_name(other))))
                    }
                };
                In { host: None, device: None, number: Some(a.clone()), shape: Vec::new(), dtype: d }
            };
            ins.push(i);
        }
        let kinds: Vec<(DType, bool)> = ins.iter().map(|i| (i.dtype, i.number.is_some())).collect();
        let Some(sig) = self.select(&kinds) else {
            let got: Vec<&str> = kinds.iter().map(|(d, _)| d.name()).collect();
            let tried: Vec<String> = self.sigs.iter().map(|s| format!("  {s}")).collect();
            let first = if self.target == Target::Cuda { "no matching signature: " } else { "" };
            return Err(raise(
                "TypeError",
                format!("{first}gufunc '{name}' not supported for the input types ({}); its signatures are:\n{}", got.join(", "), tried.join("\n")),
            ));
        };
        let s = self.sigs[sig].clone();
        // numba-cuda casts host inputs with astype, which its device arrays do not have.
        for (i, t) in ins.iter().zip(&s.args) {
            if i.device.is_some() && i.dtype != Self::dtype(t) {
                return Err(raise(
                    "TypeError",
                    "compatible signature is possible by casting but <class 'numba.cuda.cudadrv.devicearray.DeviceNDArray'> does not support .astype()",
                ));
            }
        }

        // Core dimensions: bind every name; the rest of each shape is its loop shape.
        let mut sizes: HashMap<&str, usize> = HashMap::new();
        let mut loop_shape: Vec<usize> = Vec::new();
        let layout_text = self.layouts.to_string();
        for (k, (i, dims)) in ins.iter().zip(&self.layouts.inputs).enumerate() {
            if i.shape.len() < dims.len() {
                return Err(raise(
                    "ValueError",
                    format!(
                        "{name}(): input {k} has {} dimension(s), but its layout ({}) needs at least {} (layout '{layout_text}')",
                        i.shape.len(),
                        dims.join(","),
                        dims.len()
                    ),
                ));
            }
            let split = i.shape.len() - dims.len();
            for (d, n) in dims.iter().zip(&i.shape[split..]) {
                match sizes.get(d.as_str()) {
                    Some(m) if m != n => {
                        return Err(raise("ValueError", format!("{name}(): input {k} has {d}={n}, but an earlier input has {d}={m} (layout '{layout_text}')")));
                    }
                    _ => {
                        sizes.insert(d, *n);
                    }
                }
            }
            loop_shape = broadcast_shapes(&loop_shape, &i.shape[..split])
                .map_err(|e| raise("ValueError", format!("{name}(): the loop dimensions of the inputs do not broadcast: {e}")))?;
        }
        // Outputs: given (checked) or allocated.
        let mut out_shapes = Vec::new();
        for (k, dims) in self.layouts.outputs.iter().enumerate() {
            let mut shape = loop_shape.clone();
            for d in dims {
                match sizes.get(d.as_str()) {
                    Some(n) => shape.push(*n),
                    None => {
                        match outs_given.get(k).and_then(|o| as_device_array(o).map(|d| d.host.shape.clone()).or_else(|| as_array(o).map(|h| h.shape.clone())))
                        {
                            Some(given) if given.len() == loop_shape.len() + dims.len() => {
                                let n = given[loop_shape.len() + dims.iter().position(|x| x == d).unwrap_or(0)];
                                sizes.insert(d, n);
                                shape.push(n);
                            }
                            _ => {
                                return Err(raise(
                                    "ValueError",
                                    format!(
                                "{name}(): output dimension '{d}' appears in no input, so its size is unknown; pass the output array (layout '{layout_text}')"
                            ),
                                ))
                            }
                        }
                    }
                }
            }
            out_shapes.push(shape);
        }
        let l: usize = loop_shape.iter().product();
        let flat_loop = l as i64;

        // Arguments as the kernel takes them.
        let mut kargs = Vec::new();
        let mut passes = Vec::new();
        for (k, (i, dims)) in ins.iter().zip(&self.layouts.inputs).enumerate() {
            let t = &s.args[k];
            let want = Self::dtype(t);
            let split = i.shape.len() - dims.len();
            let scalar_arg = matches!(t, Ty::Scalar(_));
            if let Some(v) = &i.number {
                if scalar_arg {
                    passes.push(Pass::Scalar);
                    let mut a = scalar_array(interp, v, want)?;
                    a.scalar = true;
                    kargs.push(wrap(a));
                } else {
                    passes.push(Pass::Whole);
                    let a = scalar_array(interp, v, want)?;
                    kargs.push(wrap(a.reshape(&[1]).map_err(|e| raise("ValueError", e.to_string()))?));
                }
                continue;
            }
            let core: Vec<usize> = i.shape[split..].to_vec();
            // Array arguments with layout () are 1-element arrays.
            let core_k: Vec<i64> = if !scalar_arg && core.is_empty() { vec![1] } else { core.iter().map(|n| *n as i64).collect() };
            if split == 0 && (!scalar_arg || !core.is_empty()) {
                // No loop dimensions: the whole array, for every thread.
                passes.push(Pass::Whole);
                kargs.push(self.as_kernel_array(interp, i.host.as_ref(), i.device.as_ref(), want, &core_k)?);
                continue;
            }
            if split == 0 {
                // A 0-d array for a scalar argument.
                passes.push(Pass::Scalar);
                let h = self.host_data(interp, i.host.as_ref(), i.device.as_ref())?;
                let mut a = h.astype(want);
                a.scalar = true;
                kargs.push(wrap(a));
                continue;
            }
            passes.push(Pass::Indexed);
            let mut full = loop_shape.clone();
            full.extend(&core);
            let mut flat = vec![flat_loop];
            flat.extend(&core_k);
            let same = i.shape == full;
            kargs.push(if same {
                self.as_kernel_array(interp, i.host.as_ref(), i.device.as_ref(), want, &flat)?
            } else {
                let h = self.host_data(interp, i.host.as_ref(), i.device.as_ref())?;
                wrap(h.broadcast_view(&full).astype(want).reshape(&flat).map_err(|e| raise("ValueError", e.to_string()))?)
            });
        }
        let mut outs = Vec::new();
        for (k, shape) in out_shapes.iter().enumerate() {
            let want = Self::dtype(&s.args[nin + k]);
            let dims = &self.layouts.outputs[k];
            let mut flat = vec![flat_loop];
            if dims.is_empty() {
                flat.push(1);
            } else {
                flat.extend(shape[loop_shape.len()..].iter().map(|n| *n as i64));
            }
            let out = match outs_given.get(k) {
                Some(o) => {
                    check_out(&name, &format!("output {k} (layout '{layout_text}')"), o, shape, want, &s)?;
                    o.clone()
                }
                None if any_device => super::new_zeroed_device_array(interp, want, shape.clone())?,
                None => wrap(HostArray::zeros(want, shape.clone())),
            };
            let view = reshaped(&out, &flat)?;
            passes.push(Pass::Indexed);
            kargs.push(view);
            outs.push(out);
        }
        if l > 0 {
            let spec = self.kernel(interp, sig, &passes)?;
            let block = 128u32;
            let grid = l.div_ceil(block as usize).min(u32::MAX as usize) as u32;
            let cfg = crate::sim::LaunchConfig { grid: [grid, 1, 1], block: [block, 1, 1], shared_bytes: 0 };
            let split: Vec<bool> = passes.iter().map(|p| *p == Pass::Indexed).collect();
            let placement = match self.target {
                Target::Cuda => Placement::Backend,
                Target::Cpu => Placement::Sim,
                Target::Parallel => Placement::SimParallel { split: &split, len: l },
            };
            run_specialization(interp, &name, &spec, cfg, &kargs, placement)?;
        }
        let mut results: Vec<Value> = outs
            .into_iter()
            .map(|o| match as_array(&o) {
                Some(h) if h.shape.is_empty() && !any_device => item(h, 0),
                _ => o,
            })
            .collect();
        Ok(if results.len() == 1 { results.remove(0) } else { Value::tuple(results) })
    }

    /// An input of the right shape, as the kernel takes it: a device array stays on the device
    /// when it already has the dtype and is contiguous; anything else becomes a host copy.
    fn as_kernel_array(&self, interp: &mut Interp, host: Option<&HostArray>, device: Option<&Value>, want: DType, flat: &[i64]) -> R<Value> {
        if let Some(v) = device {
            if as_device_array(v).is_some_and(|d| d.host.dtype() == want && d.host.is_c_contiguous()) {
                return reshaped(v, flat);
            }
            let h = self.downloaded(interp, v)?;
            return Ok(wrap(h.astype(want).reshape(flat).map_err(|e| raise("ValueError", e.to_string()))?));
        }
        let h = host.ok_or_else(|| raise("RuntimeError", "internal error: gufunc input"))?;
        let h = if h.dtype() == want && h.is_c_contiguous() { h.clone() } else { h.astype(want) };
        Ok(wrap(h.reshape(flat).map_err(|e| raise("ValueError", e.to_string()))?))
    }

    fn downloaded(&self, interp: &mut Interp, v: &Value) -> R<HostArray> {
        let d = as_device_array(v).ok_or_else(|| raise("RuntimeError", "internal error: gufunc device input"))?;
        d.download(interp)?;
        Ok(d.host.copy())
    }

    /// An input's data on the host: the host array, or a device array brought down.
    fn host_data(&self, interp: &mut Interp, host: Option<&HostArray>, device: Option<&Value>) -> R<HostArray> {
        match (host, device) {
            (Some(h), _) => Ok(h.clone()),
            (None, Some(d)) => self.downloaded(interp, d),
            _ => Err(raise("RuntimeError", "internal error: gufunc input without data")),
        }
    }
}

impl NativeObject for Gufunc {
    fn type_name(&self) -> &str {
        match self.target {
            Target::Cuda => "CUDAGeneralizedUFunc",
            _ => "GUFunc",
        }
    }
    fn repr(&self) -> String {
        match self.target {
            Target::Cuda => format!("<numba.cuda.vectorizers.CUDAGeneralizedUFunc object at {:p}>", self as *const Self),
            _ => format!("<ufunc '{}'>", self.func.name),
        }
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.call_gufunc(interp, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "__name__" => Value::str(&self.func.name),
            "signature" => Value::str(&self.layouts.to_string()),
            "nin" => Value::int(self.layouts.inputs.len() as i64),
            "nout" => Value::int(self.layouts.outputs.len() as i64),
            "ntypes" => Value::int(self.sigs.len() as i64),
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `guvectorize(signatures, layout, target=...)` waiting for its function.
pub struct GuvectorizeDecorator {
    sigs: Vec<Signature>,
    layout: String,
    target: Target,
}

impl NativeObject for GuvectorizeDecorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        "<function guvectorize.<locals>.wrap>".into()
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Function(f)) if args.pos.len() == 1 => {
                Ok(Value::Native(Rc::new(Gufunc::new(f.clone(), self.sigs.clone(), &self.layout, self.target)?)))
            }
            _ => Err(raise("TypeError", "guvectorize(...) decorates a function")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `numba.guvectorize` / `numba.cuda.guvectorize`: `guvectorize(signatures, layout, target=...)`.
pub fn guvectorize(_interp: &mut Interp, mut args: Args) -> R<Value> {
    let target = match args.take_kw("target") {
        Some(Value::Str(s)) => Target::parse(&s)?,
        Some(other) => return Err(raise("TypeError", format!("guvectorize(target=...) must be a string, not {}", crate::host::repr::type_name(&other)))),
        None => Target::Cpu,
    };
    for k in ["cache", "nopython", "fastmath", "forceobj", "writable_args", "identity", "is_dynamic"] {
        let _ = args.take_kw(k);
    }
    let layout = args.take_kw("signature");
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("guvectorize() got an unexpected keyword argument '{k}'")));
    }
    let mut pos = args.pos.into_iter();
    let sigs = match pos.next() {
        Some(Value::Function(f)) => {
            return Err(raise(
                "TypeError",
                format!(
                    "guvectorize needs signatures and a layout before the function: @guvectorize([(float64[:], float64[:])], '(n)->(n)') over '{}'",
                    f.name
                ),
            ))
        }
        Some(v) => super::nbtypes::signatures(&v)?,
        None => {
            return Err(raise("TypeError", "guvectorize() missing the signatures and the layout, such as guvectorize([(float64[:], float64[:])], '(n)->(n)')"))
        }
    };
    let layout = match layout.or_else(|| pos.next()) {
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => {
            return Err(raise(
                "TypeError",
                format!("guvectorize: the layout must be a string such as '(m,n),(n,p)->(m,p)', not {}", crate::host::repr::type_name(&other)),
            ))
        }
        None => return Err(raise("TypeError", "guvectorize() missing the layout, such as '(n)->(n)'")),
    };
    Layouts::parse(&layout).map_err(|e| raise("ValueError", e))?;
    Ok(Value::Native(Rc::new(GuvectorizeDecorator { sigs, layout, target })))
}

#[cfg(test)]
mod tests {
    use super::Layouts;

    #[test]
    fn layouts_parse() {
        let l = Layouts::parse("(m, n),(n,p) -> (m,p)").unwrap();
        assert_eq!(l.inputs, vec![vec!["m".to_string(), "n".into()], vec!["n".into(), "p".into()]]);
        assert_eq!(l.to_string(), "(m,n),(n,p)->(m,p)");
        assert_eq!(Layouts::parse("(n),()->(n)").unwrap().inputs[1], Vec::<String>::new());
        assert!(Layouts::parse("(n)").is_err());
        assert!(Layouts::parse("(n)->(1n)").is_err());
    }
}
