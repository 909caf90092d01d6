//! `cupy.random`: random arrays drawn on the device by kernels written in the dialect, with
//! Numba's xoroshiro128+ generators (`numba.cuda.random`), one per thread.
//!
//! `STATES` generators are seeded from `seed()` (each with SplitMix64 of the seed and its
//! index) and live as long as the seed; every draw continues them, so a seed gives the same
//! sequence of arrays on both back ends. The numbers are not CuPy's (cuRAND's XORWOW): the
//! distributions are. Poisson draws use Knuth's multiplication method, on pieces of at most 30
//! for a large mean (a sum of Poisson draws is a Poisson draw of the summed mean).

use super::array::wrap_cp;
use super::kernels::{self, BLOCK};
use crate::array::dtype::DType;
use crate::array::hostarray::HostArray;
use crate::compiler::types::{ArrayTy, Layout, Ty};
use crate::host::modules::cuda::device_array::DeviceArray;
use crate::host::modules::cuda::{alloc_device, Fill};
use crate::host::modules::new_module;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// Generators (threads) per draw at most: 1024 blocks.
const STATES: usize = 1024 * BLOCK as usize;

struct Generator {
    seed: u64,
    /// The states on the device, made at the first draw after a seed.
    states: Option<DeviceArray>,
}

thread_local! {
    static GEN: RefCell<Generator> = RefCell::new(Generator { seed: entropy(), states: None });
}

fn entropy() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0);
    splitmix(t ^ (std::process::id() as u64) << 32)
}

fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn states(interp: &mut Interp) -> R<DeviceArray> {
    if let Some(s) = GEN.with(|g| g.borrow().states.clone()) {
        return Ok(s);
    }
    let seed = GEN.with(|g| g.borrow().seed);
    let mut words = Vec::with_capacity(STATES * 2);
    for i in 0..STATES as u64 {
        let a = splitmix(seed ^ splitmix(i));
        let b = splitmix(a ^ 0x6A09_E667_F3BC_C909);
        words.extend([a, b | 1]); // never the all-zero state
    }
    let s = crate::host::modules::cuda::upload_device(interp, HostArray::from_vec(words, vec![STATES, 2]))?;
    GEN.with(|g| g.borrow_mut().states = Some(s.clone()));
    Ok(s)
}

/// The draw each distribution writes; `p0`, `p1` are its float64 parameters.
fn draw(kind: &str, out: DType) -> String {
    let f32 = out == DType::F32;
    let uni = if f32 { "cuda.random.xoroshiro128p_uniform_float32(states, tid)" } else { "cuda.random.xoroshiro128p_uniform_float64(states, tid)" };
    let norm = if f32 { "cuda.random.xoroshiro128p_normal_float32(states, tid)" } else { "cuda.random.xoroshiro128p_normal_float64(states, tid)" };
    let t = kernels::cast_name(out);
    // Parameters in the output's precision, so float32 draws stay float32.
    let (p0, p1) = if f32 { ("T_float32(p0)", "T_float32(p1)") } else { ("p0", "p1") };
    match kind {
        "uniform" => format!("        out[i] = {t}({p0} + {p1} * {uni})\n"),
        "normal" => format!("        out[i] = {t}({p0} + {p1} * {norm})\n"),
        // An integer in [p0, p0 + p1): the float64 draw scaled, kept below the top.
        "randint" => format!(
            "        r = T_int64(math.floor(cuda.random.xoroshiro128p_uniform_float64(states, tid) * p1))\n        if r >= T_int64(p1):\n            r = T_int64(p1) - 1\n        out[i] = {t}(T_int64(p0) + r)\n"
        ),
        _ => format!(
            "        lam = p0
        kk = 0
        while lam > 0.0:
            piece = min(lam, 30.0)
            lam -= piece
            limit = math.exp(-piece)
            p = cuda.random.xoroshiro128p_uniform_float64(states, tid)
            while p > limit:
                p *= cuda.random.xoroshiro128p_uniform_float64(states, tid)
                kk += 1
        out[i] = {t}(kk)\n"
        ),
    }
}

fn fill(interp: &mut Interp, kind: &str, shape: Vec<usize>, dtype: DType, p0: f64, p1: f64) -> R<Value> {
    let out = alloc_device(interp, dtype, shape, Fill::Scratch)?;
    let n = out.host.size();
    if n == 0 {
        return Ok(wrap_cp(out));
    }
    let st = states(interp)?;
    let flat = out.reshaped(&[n as i64])?;
    let threads = n.min(STATES);
    let blocks = threads.div_ceil(BLOCK as usize);
    let name = format!("cupy_random_{kind}");
    let text = format!(
        "def {name}(states, out, n, p0, p1):\n    tid = cuda.grid(1)\n    stride = cuda.gridsize(1)\n    i = tid\n    while i < n:\n{}        i += stride\n",
        draw(kind, dtype)
    );
    let tys = vec![
        Ty::Array(ArrayTy { dtype: DType::U64, ndim: 2, layout: Layout::C }),
        Ty::Array(ArrayTy { dtype, ndim: 1, layout: Layout::C }),
        Ty::Scalar(DType::I64),
        Ty::Scalar(DType::F64),
        Ty::Scalar(DType::F64),
    ];
    let args = vec![Value::Native(Rc::new(st)), Value::Native(Rc::new(flat)), Value::int(n as i64), Value::Float(p0), Value::Float(p1)];
    kernels::launch(interp, &name, &text, tys, &args, [blocks as u32, 1, 1], [BLOCK, 1, 1])?;
    Ok(wrap_cp(out))
}

/// `size=` (an int, a tuple or None) as a shape.
fn size_arg(interp: &mut Interp, v: Option<Value>) -> R<Vec<usize>> {
    let items = match v {
        None | Some(Value::None) => return Ok(Vec::new()),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(Value::List(l)) => l.borrow().clone(),
        Some(v) => vec![v],
    };
    shape_args(interp, &items)
}

/// `*shape` (`rand(2, 3)`).
fn shape_args(interp: &mut Interp, pos: &[Value]) -> R<Vec<usize>> {
    pos.iter()
        .map(|v| {
            let n = interp.to_index(v)?;
            if n < 0 {
                return Err(raise("ValueError", "negative dimensions are not allowed"));
            }
            Ok(n as usize)
        })
        .collect()
}

fn float_dtype(interp: &mut Interp, v: Option<Value>) -> R<DType> {
    let d = match v {
        Some(v) => super::dtype_of(interp, &v)?.unwrap_or(DType::F64),
        None => DType::F64,
    };
    if !matches!(d, DType::F32 | DType::F64) {
        return Err(raise("TypeError", format!("cupy.random generates float32 or float64 here, not {}", d.name())));
    }
    Ok(d)
}

fn num(interp: &mut Interp, v: Option<Value>, default: f64) -> R<f64> {
    match v {
        Some(v) if !v.is_none() => {
            if super::array::as_cupy(&v).is_some() {
                return Err(raise("NotImplementedError", "cudalab's cupy.random takes numbers as distribution parameters, not arrays"));
            }
            interp.to_float(&v)
        }
        _ => Ok(default),
    }
}

struct RandomFn {
    name: &'static str,
}

fn call(interp: &mut Interp, name: &str, mut args: Args) -> R<Value> {
    let take = |args: &mut Args, i: usize, kw: &str| args.take_kw(kw).or_else(|| args.pos.get(i).cloned());
    match name {
        "seed" => {
            let s = take(&mut args, 0, "seed");
            let seed = match s {
                None | Some(Value::None) => entropy(),
                Some(v) => interp.to_index(&v)? as u64,
            };
            GEN.with(|g| *g.borrow_mut() = Generator { seed, states: None });
            Ok(Value::None)
        }
        "rand" | "randn" => {
            let dtype = float_dtype(interp, args.take_kw("dtype"))?;
            let shape = shape_args(interp, &args.pos)?;
            match name {
                "rand" => fill(interp, "uniform", shape, dtype, 0.0, 1.0),
                _ => fill(interp, "normal", shape, dtype, 0.0, 1.0),
            }
        }
        "random" | "random_sample" | "sample" | "ranf" => {
            let shape = size_arg(interp, take(&mut args, 0, "size"))?;
            let dtype = float_dtype(interp, take(&mut args, 1, "dtype"))?;
            fill(interp, "uniform", shape, dtype, 0.0, 1.0)
        }
        "standard_normal" => {
            let shape = size_arg(interp, take(&mut args, 0, "size"))?;
            let dtype = float_dtype(interp, take(&mut args, 1, "dtype"))?;
            fill(interp, "normal", shape, dtype, 0.0, 1.0)
        }
        "uniform" => {
            let lo = num(interp, take(&mut args, 0, "low"), 0.0)?;
            let hi = num(interp, take(&mut args, 1, "high"), 1.0)?;
            let shape = size_arg(interp, take(&mut args, 2, "size"))?;
            let dtype = float_dtype(interp, take(&mut args, 3, "dtype"))?;
            fill(interp, "uniform", shape, dtype, lo, hi - lo)
        }
        "normal" => {
            let loc = num(interp, take(&mut args, 0, "loc"), 0.0)?;
            let scale = num(interp, take(&mut args, 1, "scale"), 1.0)?;
            if scale < 0.0 {
                return Err(raise("ValueError", "scale < 0"));
            }
            let shape = size_arg(interp, take(&mut args, 2, "size"))?;
            let dtype = float_dtype(interp, take(&mut args, 3, "dtype"))?;
            fill(interp, "normal", shape, dtype, loc, scale)
        }
        "randint" => {
            let a = take(&mut args, 0, "low").ok_or_else(|| raise("TypeError", "randint() missing required argument 'low'"))?;
            let (lo, hi) = match take(&mut args, 1, "high") {
                Some(h) if !h.is_none() => (interp.to_index(&a)?, interp.to_index(&h)?),
                _ => (0, interp.to_index(&a)?),
            };
            if lo >= hi {
                return Err(raise("ValueError", "high is out of bounds for int64"));
            }
            let shape = size_arg(interp, take(&mut args, 2, "size"))?;
            let dtype = match take(&mut args, 3, "dtype") {
                Some(v) => super::dtype_of(interp, &v)?.unwrap_or(DType::I64),
                None => DType::I64,
            };
            if !dtype.is_integer() {
                return Err(raise("TypeError", format!("Unsupported dtype {} for randint", dtype.name())));
            }
            fill(interp, "randint", shape, dtype, lo as f64, (hi - lo) as f64)
        }
        "poisson" => {
            let lam = num(interp, take(&mut args, 0, "lam"), 1.0)?;
            if lam < 0.0 || !lam.is_finite() {
                return Err(raise("ValueError", "lam < 0"));
            }
            let shape = size_arg(interp, take(&mut args, 1, "size"))?;
            let dtype = match take(&mut args, 2, "dtype") {
                Some(v) => super::dtype_of(interp, &v)?.unwrap_or(DType::I64),
                None => DType::I64,
            };
            fill(interp, "poisson", shape, dtype, lam, 0.0)
        }
        other => Err(raise("NotImplementedError", format!("cudalab's cupy.random does not provide {other} yet"))),
    }
}

impl NativeObject for RandomFn {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        format!("<function {} at {:p}>", self.name, self as *const Self)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        call(interp, self.name, args)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "__name__").then(|| Value::str(self.name)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("cupy.random", "Random arrays drawn on the device (cudalab's cupy.random).");
    for name in ["seed", "rand", "randn", "random", "random_sample", "sample", "ranf", "standard_normal", "uniform", "normal", "randint", "poisson"] {
        m.attrs.borrow_mut().insert(Rc::from(name), Value::Native(Rc::new(RandomFn { name })));
    }
    m
}
