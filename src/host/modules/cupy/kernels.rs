//! CuPy's element-wise work as kernels written in the dialect: `out[i] = expr(a0, a1, …)` where
//! operand `k` is read into `a{k}`, already converted to the loop's dtype. The kernels go
//! through the one kernel compiler (`cuda::synth`), so they run on both back ends with the
//! same checks as a user's kernel, and each launch is a kernel in `%%profile` and `%timeit`.
//!
//! Two shapes of kernel: a flat one when the output and every array operand are C-contiguous
//! with the output's shape (one index, the fast path), and an N-d one for everything else
//! (views, broadcasting: each operand is seen through a view of the output's shape whose
//! broadcast axes have stride 0). Kernels are compiled once per (text, argument types) and kept
//! for the process. Owns writing, caching and launching these kernels; must not decide dtypes
//! (that is the caller's, from NumPy's rules).

use crate::array::dtype::DType;
use crate::compiler::globals::GlobalValue;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::cuda::kernel::{run_specialization, specialize, Placement};
use crate::host::modules::cuda::synth::{lower_own, SynthGlobals};
use crate::host::value::Value;
use crate::host::{Interp, R};
use crate::runtime::specialization::Specialization;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;
use std::rc::Rc;

/// Threads per block of every generated kernel.
pub const BLOCK: u32 = 256;

/// One input of an element-wise kernel.
pub enum Operand {
    /// An array whose shape broadcasts to the output's.
    Array(DeviceArray),
    /// A number passed as a kernel parameter of this dtype.
    Scalar(Value, DType),
}

/// Compiled kernels by (text, argument types, bounds checks).
type KernelCache = HashMap<(String, Vec<Ty>, bool), Rc<Specialization>>;

/// What decides an element-wise kernel's text: name, expression, per operand (dtype, loop
/// dtype, array or scalar), output dtype and the number of index dimensions (1: flat).
type MapKey = (String, String, Vec<(DType, DType, bool)>, DType, usize);

thread_local! {
    static KERNELS: RefCell<KernelCache> = RefCell::new(HashMap::new());
    static MAP_TEXTS: RefCell<HashMap<MapKey, Rc<str>>> = RefCell::new(HashMap::new());
}

/// The name under which a kernel's text refers to a dtype (`T_float32(x)` converts to it).
pub fn cast_name(d: DType) -> String {
    format!("T_{}", d.name())
}

/// The globals every generated kernel sees: `cuda`, `np`, `math` and one converter per dtype.
pub fn globals() -> SynthGlobals {
    let mut g = SynthGlobals::bare().with("np", GlobalValue::Module("numpy".into())).with("math", GlobalValue::Module("math".into()));
    for d in crate::array::dtype::ALL {
        g = g.with(&cast_name(d), GlobalValue::DType(d));
    }
    g
}

/// `x` converted to `to` in a kernel's text (nothing when it already has that type).
pub fn convert(x: &str, from: DType, to: DType) -> String {
    if from == to {
        x.to_string()
    } else if to == DType::Bool {
        format!("({x} != 0)")
    } else {
        format!("{}({x})", cast_name(to))
    }
}

/// Compile (once) and launch a kernel written here. `text` is one `def`; `tys` its parameters.
/// (Generated kernels use static shared memory only.) On the simulator they keep their bounds
/// checks, which test the kernels written here; on the GPU they run without them: every index
/// they compute is inside its array by construction.
pub fn launch(interp: &mut Interp, name: &str, text: &str, tys: Vec<Ty>, args: &[Value], grid: [u32; 3], block: [u32; 3]) -> R<()> {
    let checked = crate::host::modules::cuda::resolved_kind(interp)? == crate::runtime::backend::Kind::Sim;
    let key = (text.to_string(), tys, checked);
    let known = KERNELS.with(|k| k.borrow().get(&key).cloned());
    let spec = match known {
        Some(s) => s,
        None => {
            let options = crate::compiler::ir::Options { bounds_check: checked, ..Default::default() };
            let compiled = lower_own(&format!("cupy {name}"), text, &key.1, globals(), name, options)?;
            let s = specialize(interp, compiled)?;
            KERNELS.with(|k| k.borrow_mut().insert(key, s.clone()));
            s
        }
    };
    let cfg = crate::sim::LaunchConfig { grid, block, shared_bytes: 0 };
    run_specialization(interp, name, &spec, cfg, args, Placement::Backend)?;
    Ok(())
}

/// The type of an array parameter for this view.
pub fn array_ty(a: &DeviceArray) -> Ty {
    let layout = if a.host.is_c_contiguous() { Layout::C } else { Layout::A };
    Ty::Array(ArrayTy { dtype: a.host.dtype(), ndim: a.host.ndim().max(1) as u8, layout })
}

/// A device array as a kernel argument (with `array_ty` as its parameter type).
pub fn arg(a: &DeviceArray) -> Value {
    Value::Native(Rc::new(a.clone()))
}

/// A grid of `BLOCK`-thread blocks covering `n` threads.
pub fn grid_for(n: usize) -> [u32; 3] {
    [n.div_ceil(BLOCK as usize).clamp(1, i32::MAX as usize) as u32, 1, 1]
}

/// `out[...] = expr` over every element of `out`, operand `k` read into `a{k}` as `casts[k]`.
/// `name` is the kernel's name (CuPy's, for the profiler: `cupy_multiply`).
pub fn map(interp: &mut Interp, name: &str, expr: &str, operands: &[Operand], casts: &[DType], out: &DeviceArray) -> R<()> {
    let shape = out.host.shape.clone();
    let n: usize = shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let flat = out.host.is_c_contiguous()
        && operands.iter().all(|o| match o {
            Operand::Array(a) => a.host.shape == shape && a.host.is_c_contiguous(),
            Operand::Scalar(..) => true,
        });
    let nd = if flat { 1 } else { shape.len().max(1) };
    let view = |a: &DeviceArray| -> R<DeviceArray> {
        if flat {
            return a.reshaped(&[n as i64]);
        }
        let host = a.host.broadcast_view(if shape.is_empty() { &[1] } else { &shape });
        Ok(DeviceArray { host, dev: a.dev.clone() })
    };
    let mut tys = Vec::new();
    let mut args = Vec::new();
    let mut shape_of_operands = Vec::new();
    for (k, o) in operands.iter().enumerate() {
        match o {
            Operand::Array(a) => {
                let v = view(a)?;
                shape_of_operands.push((a.host.dtype(), casts[k], true));
                tys.push(array_ty(&v));
                args.push(arg(&v));
            }
            Operand::Scalar(v, d) => {
                shape_of_operands.push((*d, casts[k], false));
                tys.push(Ty::Scalar(*d));
                args.push(v.clone());
            }
        }
    }
    let o = view(out)?;
    tys.push(array_ty(&o));
    args.push(arg(&o));
    tys.push(Ty::Scalar(DType::I64));
    args.push(Value::int(n as i64));
    let key: MapKey = (name.to_string(), expr.to_string(), shape_of_operands, out.host.dtype(), nd);
    let text = match MAP_TEXTS.with(|m| m.borrow().get(&key).cloned()) {
        Some(t) => t,
        None => {
            let t: Rc<str> = Rc::from(map_text(name, expr, operands, casts, nd));
            MAP_TEXTS.with(|m| m.borrow_mut().insert(key, t.clone()));
            t
        }
    };
    // A small array takes one small block (the simulator pays for every thread it starts).
    let block = if n < BLOCK as usize { (n.next_multiple_of(32)) as u32 } else { BLOCK };
    launch(interp, name, &text, tys, &args, grid_for(n), [block, 1, 1])
}

/// The text of `map`'s kernel.
fn map_text(name: &str, expr: &str, operands: &[Operand], casts: &[DType], nd: usize) -> String {
    let mut params = Vec::new();
    let mut body = String::new();
    let index = if nd == 1 { "i".to_string() } else { (0..nd).map(|d| format!("j{d}")).collect::<Vec<_>>().join(", ") };
    for (k, o) in operands.iter().enumerate() {
        params.push(format!("x{k}"));
        let read = match o {
            Operand::Array(a) => convert(&format!("x{k}[{index}]"), a.host.dtype(), casts[k]),
            Operand::Scalar(_, d) => convert(&format!("x{k}"), *d, casts[k]),
        };
        let _ = writeln!(body, "        a{k} = {read}");
    }
    params.extend(["out".to_string(), "n".to_string()]);
    let mut text = format!("def {name}({}):\n    i = cuda.grid(1)\n    if i < n:\n", params.join(", "));
    if nd > 1 {
        text.push_str("        r = i\n");
        for d in (1..nd).rev() {
            let _ = writeln!(text, "        j{d} = r % out.shape[{d}]\n        r = r // out.shape[{d}]");
        }
        text.push_str("        j0 = r\n");
    }
    text.push_str(&body);
    let _ = writeln!(text, "        out[{index}] = {expr}");
    text
}
