//! `cuda.reduce` / `cuda.Reduce(binop)`: a 1-D reduction with the user's binary function, as a
//! tree in shared memory, written in the dialect (`synth`) so both back ends run the same kernel
//! and combine the elements in the same order.
//!
//! One launch of up to `MAX_BLOCKS` blocks: each thread folds a grid-stride run of elements,
//! each block folds its threads' values pairwise, and block b writes partial b; a second launch
//! of one block folds the partials. No identity element is needed: every thread that takes part
//! owns at least one element, and a block's tree only reads the slots its threads filled.
//! `init` is combined once, last, as Numba does. Must not know which back end runs.

use super::device_array::{as_device_array, DeviceArray};
use super::kernel::{run_specialization, Placement};
use super::synth::{self, SynthGlobals};
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::globals::GlobalValue;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::host::modules::numpy::{as_array, item, scalar_array, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, Value};
use crate::host::{raise, Interp, R};
use crate::runtime::specialization::Specialization;
use crate::sim::LaunchConfig;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Threads per block of both launches (a power of two: the tree halves it).
const BLOCK: u32 = 256;
/// Blocks of the first launch; the second folds this many partials in one block.
const MAX_BLOCKS: usize = 1024;

const KERNEL: &str = "\
def reduce_tree(arr, partials, init, use_init):
    tid = cuda.threadIdx.x
    start = cuda.blockIdx.x * BLOCK
    stride = cuda.gridDim.x * BLOCK
    n = arr.shape[0]
    sm = cuda.shared.array(BLOCK, __dt)
    i = start + tid
    if i < n:
        acc = arr[i]
        i += stride
        while i < n:
            acc = __dt(__body(acc, arr[i]))
            i += stride
        sm[tid] = acc
    cuda.syncthreads()
    valid = min(BLOCK, n - start)
    s = BLOCK // 2
    while s > 0:
        if tid < s and tid + s < valid:
            sm[tid] = __body(sm[tid], sm[tid + s])
        cuda.syncthreads()
        s //= 2
    if tid == 0:
        if use_init:
            partials[cuda.blockIdx.x] = __body(sm[0], init)
        else:
            partials[cuda.blockIdx.x] = sm[0]
";

pub struct Reduce {
    func: Rc<Function>,
    specs: RefCell<HashMap<DType, Rc<Specialization>>>,
}

impl Reduce {
    fn kernel(&self, interp: &mut Interp, dtype: DType) -> R<Rc<Specialization>> {
        if let Some(s) = self.specs.borrow().get(&dtype) {
            return Ok(s.clone());
        }
        let arr = Ty::Array(ArrayTy { dtype, ndim: 1, layout: Layout::A });
        let out = Ty::Array(ArrayTy { dtype, ndim: 1, layout: Layout::C });
        let tys = [arr, out, Ty::Scalar(dtype), Ty::Scalar(DType::Bool)];
        let globals = SynthGlobals::new(synth::device_fn(&self.func)).with("__dt", GlobalValue::DType(dtype)).with("BLOCK", GlobalValue::Int(BLOCK as i64));
        let compiled = synth::lower(&format!("reduce {}", self.func.name), KERNEL, &tys, globals, &self.func)?;
        let spec = super::kernel::specialize(interp, compiled)?;
        self.specs.borrow_mut().insert(dtype, spec.clone());
        Ok(spec)
    }

    fn launch(&self, interp: &mut Interp, spec: &Rc<Specialization>, blocks: usize, args: &[Value]) -> R<()> {
        let cfg = LaunchConfig { grid: [blocks as u32, 1, 1], block: [BLOCK, 1, 1], shared_bytes: 0 };
        run_specialization(interp, &self.func.name, spec, cfg, args, Placement::Backend).map(|_| ())
    }

    fn call_reduce(&self, interp: &mut Interp, mut args: Args) -> R<Value> {
        let name = self.func.name.to_string();
        let size = args.take_kw("size");
        let res = args.take_kw("res");
        let init = args.take_kw("init");
        let _stream = args.take_kw("stream");
        if let Some((k, _)) = args.kw.first() {
            return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
        }
        if args.pos.len() > 5 || args.pos.is_empty() {
            return Err(raise("TypeError", format!("{name}(arr, size=None, res=None, init=0, stream=0) takes 1 to 5 arguments ({} given)", args.pos.len())));
        }
        let mut pos = args.pos.into_iter();
        let arr = pos.next().unwrap_or(Value::None);
        let size = size.or_else(|| pos.next()).filter(|v| !matches!(v, Value::None));
        let res = res.or_else(|| pos.next()).filter(|v| !matches!(v, Value::None));
        let init = init.or_else(|| pos.next()).unwrap_or(Value::int(0));

        // The input as a device array view (host arrays are copied in once, for both launches).
        let (view, dev) = match (as_device_array(&arr), as_array(&arr)) {
            (Some(d), _) => (d.host.clone(), d.dev.clone()),
            (None, Some(h)) if !h.scalar => (h.clone(), None),
            _ => return Err(raise("TypeError", format!("{name}(): arr must be a 1-D array or device array, not {}", crate::host::repr::type_name(&arr)))),
        };
        if view.ndim() != 1 {
            return Err(raise(
                "TypeError",
                format!("{name}(): only 1-D arrays can be reduced (got shape {:?}); pass arr.ravel() to reduce all elements", view.shape),
            ));
        }
        let dtype = view.dtype();
        if !crate::compiler::types::kernel_scalar(dtype) {
            return Err(raise("TypeError", format!("{name}(): arrays of {} cannot be reduced on the GPU", dtype.name())));
        }
        let mut view = view;
        if let Some(s) = size {
            let s = interp.to_index(&s)?;
            if s < 0 {
                return Err(raise("ValueError", format!("{name}(): size must not be negative (got {s})")));
            }
            view.shape[0] = view.shape[0].min(s as usize);
        }
        let mut init = scalar_array(interp, &init, dtype)?;
        init.scalar = true;
        let n = view.shape[0];
        let res_view = match &res {
            Some(r) => match as_device_array(r) {
                Some(d) if d.host.ndim() >= 1 && d.host.size() >= 1 && d.host.dtype() == dtype => Some(d),
                _ => return Err(raise("TypeError", format!("{name}(res=...): res must be a device array of {} with at least one element", dtype.name()))),
            },
            None => None,
        };
        if n == 0 {
            return match res_view {
                Some(d) => {
                    d.download(interp)?;
                    first(&d.host)?
                        .assign(&init.reshape(&[1]).map_err(|e| raise("ValueError", e.to_string()))?)
                        .map_err(|e| raise("ValueError", e.to_string()))?;
                    d.upload(interp)?;
                    Ok(Value::None)
                }
                None => Ok(wrap(init)),
            };
        }
        let input = match dev {
            Some(dev) => Value::Native(Rc::new(DeviceArray { host: view, dev: Some(dev) })),
            None if as_device_array(&arr).is_some() => super::device_array::wrap_device(view),
            None => super::new_device_array(interp, view.copy())?,
        };
        let out = match res_view {
            Some(d) => Value::Native(Rc::new(DeviceArray { host: first(&d.host)?, dev: d.dev.clone() })),
            None => super::scratch_device_array(interp, dtype, vec![1])?,
        };
        let spec = self.kernel(interp, dtype)?;
        let blocks = n.div_ceil(BLOCK as usize).min(MAX_BLOCKS);
        let init = wrap(init);
        if blocks == 1 {
            self.launch(interp, &spec, 1, &[input, out.clone(), init, Value::Bool(true)])?;
        } else {
            let partials = super::scratch_device_array(interp, dtype, vec![blocks])?;
            self.launch(interp, &spec, blocks, &[input, partials.clone(), init.clone(), Value::Bool(false)])?;
            self.launch(interp, &spec, 1, &[partials, out.clone(), init, Value::Bool(true)])?;
        }
        if res.is_some() {
            return Ok(Value::None);
        }
        let Some(d) = as_device_array(&out) else { return Err(raise("RuntimeError", "internal error: reduce result")) };
        d.download(interp)?;
        let mut r = scalar_array(interp, &item(&d.host, 0), dtype)?;
        r.scalar = true;
        Ok(wrap(r))
    }
}

/// A 1-element, 1-D view of an array's first element (`res[:1]` of any shape).
fn first(a: &HostArray) -> R<HostArray> {
    let mut v = a.clone();
    v.shape = vec![1];
    v.strides = vec![1];
    v.scalar = false;
    if a.size() == 0 {
        return Err(raise("ValueError", "res must have at least one element"));
    }
    Ok(v)
}

impl NativeObject for Reduce {
    fn type_name(&self) -> &str {
        "Reduce"
    }
    fn repr(&self) -> String {
        format!("<numba.cuda.kernels.reduction.Reduce object at {:p}>", self as *const Self)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.call_reduce(interp, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" => Some(Value::str(&self.func.name)),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `cuda.reduce(binop)` and `cuda.Reduce(binop)`: binop is a two-argument `def` or `lambda`.
pub fn reduce(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() || args.pos.len() != 1 {
        return Err(raise("TypeError", "cuda.reduce(binop) takes one function of two arguments"));
    }
    let Some(Value::Function(f)) = args.pos.first() else {
        return Err(raise(
            "TypeError",
            format!("cuda.reduce(binop): binop must be a Python function of two arguments, not {}", crate::host::repr::type_name(&args.pos[0])),
        ));
    };
    let nargs = match &f.body {
        crate::host::value::FunctionBody::Def(d) => d.parameters.args.len() + d.parameters.posonlyargs.len(),
        crate::host::value::FunctionBody::Lambda(l) => l.parameters.as_ref().map_or(0, |p| p.args.len() + p.posonlyargs.len()),
    };
    if nargs != 2 {
        return Err(raise(
            "TypeError",
            format!("cuda.reduce(binop): '{}' takes {nargs} argument(s); a reduction function takes two (a, b) and returns one value", f.name),
        ));
    }
    Ok(Value::Native(Rc::new(Reduce { func: f.clone(), specs: RefCell::new(HashMap::new()) })))
}
