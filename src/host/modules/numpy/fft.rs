//! `np.fft`: `fft`/`ifft`, `rfft`/`irfft`, `fft2`/`ifft2`, `fftn`/`ifftn`, `fftfreq`,
//! `rfftfreq`, `fftshift`/`ifftshift`. Owns NumPy's argument rules (`n` padding or cutting,
//! `axis`/`axes`, `norm`), output dtypes (complex128; complex64 from float32 or complex64 input,
//! as NumPy 2) and messages; the transform itself is `crate::array::fft`'s.

use super::functions::{arg, array_of, concatenate, need};
use super::wrap;
use crate::array::dtype::DType;
use crate::array::elem::C64f;
use crate::array::hostarray::HostArray;
use crate::array::memory_limit::check_array;
use crate::array::reduce::normalize_axis;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

np_functions! {
    call_fft;
    f_fft => "fft", "fft(a, n=None, axis=-1, norm=None, out=None)", "Compute the one-dimensional discrete Fourier Transform.";
    f_ifft => "ifft", "ifft(a, n=None, axis=-1, norm=None, out=None)", "Compute the one-dimensional inverse discrete Fourier Transform.";
    f_rfft => "rfft", "rfft(a, n=None, axis=-1, norm=None, out=None)", "Compute the one-dimensional discrete Fourier Transform for real input.";
    f_irfft => "irfft", "irfft(a, n=None, axis=-1, norm=None, out=None)", "Computes the inverse of rfft.";
    f_fft2 => "fft2", "fft2(a, s=None, axes=(-2, -1), norm=None, out=None)", "Compute the 2-dimensional discrete Fourier Transform.";
    f_ifft2 => "ifft2", "ifft2(a, s=None, axes=(-2, -1), norm=None, out=None)", "Compute the 2-dimensional inverse discrete Fourier Transform.";
    f_fftn => "fftn", "fftn(a, s=None, axes=None, norm=None, out=None)", "Compute the N-dimensional discrete Fourier Transform.";
    f_ifftn => "ifftn", "ifftn(a, s=None, axes=None, norm=None, out=None)", "Compute the N-dimensional inverse discrete Fourier Transform.";
    f_fftfreq => "fftfreq", "fftfreq(n, d=1.0, device=None)", "Return the Discrete Fourier Transform sample frequencies.";
    f_rfftfreq => "rfftfreq", "rfftfreq(n, d=1.0, device=None)", "Return the Discrete Fourier Transform sample frequencies (for usage with rfft, irfft).";
    f_fftshift => "fftshift", "fftshift(x, axes=None)", "Shift the zero-frequency component to the center of the spectrum.";
    f_ifftshift => "ifftshift", "ifftshift(x, axes=None)", "The inverse of fftshift.";
}

pub fn module() -> Rc<Module> {
    let m = crate::host::modules::new_module("numpy.fft", "Discrete Fourier Transform (cudalab's own implementation of numpy.fft).");
    for (name, f, sig, doc) in FUNCTIONS.iter() {
        crate::host::modules::add_fn(&m, name, *f, sig, doc);
    }
    m
}

#[derive(Clone, Copy, PartialEq)]
enum Norm {
    Backward,
    Ortho,
    Forward,
}

fn norm_arg(interp: &mut Interp, args: &Args, pos: usize) -> R<Norm> {
    match arg(args, pos, "norm") {
        None | Some(Value::None) => Ok(Norm::Backward),
        Some(Value::Str(s)) => match &*s {
            "backward" => Ok(Norm::Backward),
            "ortho" => Ok(Norm::Ortho),
            "forward" => Ok(Norm::Forward),
            other => Err(raise("ValueError", format!("Invalid norm value {other}; should be \"backward\",\"ortho\" or \"forward\"."))),
        },
        Some(v) => Err(raise("ValueError", format!("Invalid norm value {}; should be \"backward\",\"ortho\" or \"forward\".", interp.repr(&v)?))),
    }
}

/// The factor a transform of `n` points is multiplied by.
fn scale(norm: Norm, n: usize, inverse: bool) -> f64 {
    match (norm, inverse) {
        (Norm::Ortho, _) => 1.0 / (n as f64).sqrt(),
        (Norm::Backward, true) | (Norm::Forward, false) => 1.0 / n as f64,
        _ => 1.0,
    }
}

fn n_arg(interp: &mut Interp, v: Option<Value>) -> R<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => {
            let n = interp.to_index(&v)?;
            if n < 1 {
                return Err(raise("ValueError", format!("Invalid number of FFT data points ({n}) specified.")));
            }
            Ok(Some(n as usize))
        }
    }
}

/// The complex dtype NumPy 2 computes in: complex64 for float32/complex64 input.
fn complex_of(d: DType) -> DType {
    if matches!(d, DType::F32 | DType::C64) {
        DType::C64
    } else {
        DType::C128
    }
}

/// Applies `f` (input sequence → `out_len` values) to every 1-D lane of `a` along `axis`.
fn along(a: &HostArray, axis: usize, out_len: usize, f: impl Fn(&[C64f]) -> Vec<C64f>) -> R<HostArray> {
    let nd = a.ndim();
    let mut perm: Vec<usize> = (0..nd).filter(|x| *x != axis).collect();
    perm.push(axis);
    let view = a.permute(&perm);
    let len = view.shape[nd - 1];
    let data = view.to_vec::<C64f>();
    let mut shape = view.shape.clone();
    shape[nd - 1] = out_len;
    check_array(&shape, DType::C128)?;
    let lanes: usize = shape[..nd - 1].iter().product();
    let mut out = Vec::with_capacity(lanes * out_len);
    for i in 0..lanes {
        let lane = data.get(i * len..(i + 1) * len).unwrap_or(&[]);
        let mut r = f(lane);
        r.resize(out_len, C64f::new(0.0, 0.0));
        out.extend(r);
    }
    let res = HostArray::from_vec(out, shape);
    let mut inv = vec![0usize; nd];
    for (i, p) in perm.iter().enumerate() {
        inv[*p] = i;
    }
    Ok(res.permute(&inv).copy())
}

/// The first `n` values of `lane`, zero-padded.
fn fitted(lane: &[C64f], n: usize) -> Vec<C64f> {
    let mut v: Vec<C64f> = lane.iter().take(n).copied().collect();
    v.resize(n, C64f::new(0.0, 0.0));
    v
}

fn complex_fft(a: &HostArray, n: Option<usize>, axis: i64, norm: Norm, inverse: bool) -> R<HostArray> {
    if a.ndim() == 0 {
        return Err(raise("AxisError", format!("axis {axis} is out of bounds for array of dimension 0")));
    }
    // NumPy reads `a.shape[axis]` first when n is not given: a Python IndexError.
    if n.is_none() && (axis >= a.ndim() as i64 || axis < -(a.ndim() as i64)) {
        return Err(raise("IndexError", "tuple index out of range"));
    }
    let ax = normalize_axis(axis, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
    let n = n.unwrap_or(a.shape[ax]);
    if n < 1 {
        return Err(raise("ValueError", format!("Invalid number of FFT data points ({n}) specified.")));
    }
    let s = scale(norm, n, inverse);
    along(a, ax, n, |lane| {
        let mut v = fitted(lane, n);
        crate::array::fft::transform(&mut v, inverse);
        if s != 1.0 {
            v.iter_mut().for_each(|x| *x *= s);
        }
        v
    })
}

fn axis_arg(interp: &mut Interp, args: &Args, pos: usize) -> R<i64> {
    match arg(args, pos, "axis") {
        None => Ok(-1),
        Some(v) => interp.to_index(&v),
    }
}

fn int_list(interp: &mut Interp, v: &Value) -> R<Vec<i64>> {
    let items = interp.collect(v)?;
    let mut out = Vec::new();
    for it in &items {
        out.push(interp.to_index(it)?);
    }
    Ok(out)
}

fn call_fft(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    if let Some(o) = arg(&args, 4, "out") {
        if !o.is_none() {
            return Err(raise("NotImplementedError", format!("np.fft.{name}(out=...) is not supported by cudalab yet")));
        }
    }
    match name {
        "fft" | "ifft" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let out = complex_of(a.dtype());
            let n = n_arg(interp, arg(&args, 1, "n"))?;
            let axis = axis_arg(interp, &args, 2)?;
            let norm = norm_arg(interp, &args, 3)?;
            Ok(wrap(complex_fft(&a, n, axis, norm, name == "ifft")?.astype(out)))
        }
        "rfft" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            if a.dtype().is_complex() {
                return Err(raise("TypeError", "ufunc 'rfft_n_even' did not contain a loop with signature matching types"));
            }
            let out = complex_of(a.dtype());
            let n = n_arg(interp, arg(&args, 1, "n"))?;
            let axis = axis_arg(interp, &args, 2)?;
            let norm = norm_arg(interp, &args, 3)?;
            let full = complex_fft(&a, n, axis, norm, false)?;
            let ax = normalize_axis(axis, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
            let len = full.shape[ax];
            let half = len / 2 + 1;
            Ok(wrap(along(&full, ax, half, |lane| lane.iter().take(half).copied().collect())?.astype(out)))
        }
        "irfft" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let out = if matches!(a.dtype(), DType::F32 | DType::C64) { DType::F32 } else { DType::F64 };
            let n = n_arg(interp, arg(&args, 1, "n"))?;
            let axis = axis_arg(interp, &args, 2)?;
            let norm = norm_arg(interp, &args, 3)?;
            if a.ndim() == 0 {
                return Err(raise("AxisError", format!("axis {axis} is out of bounds for array of dimension 0")));
            }
            let ax = normalize_axis(axis, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
            let m = a.shape[ax];
            let n = match n {
                Some(n) => n,
                None => {
                    let n = 2 * (m as i64 - 1);
                    if n < 1 {
                        return Err(raise("ValueError", format!("Invalid number of FFT data points ({n}) specified.")));
                    }
                    n as usize
                }
            };
            let s = scale(norm, n, true);
            let r = along(&a, ax, n, |lane| {
                // The Hermitian spectrum of n points from its first n/2 + 1 values; the
                // imaginary parts of the zero and (even n) Nyquist terms are ignored.
                let half = n / 2 + 1;
                let mut full = vec![C64f::new(0.0, 0.0); n];
                for (k, slot) in full.iter_mut().enumerate().take(half) {
                    let mut v = lane.get(k).copied().unwrap_or(C64f::new(0.0, 0.0));
                    if k == 0 || (n.is_multiple_of(2) && k == n / 2) {
                        v.im = 0.0;
                    }
                    *slot = v;
                }
                for k in half..n {
                    full[k] = full[n - k].conj();
                }
                crate::array::fft::transform(&mut full, true);
                full.into_iter().map(|x| C64f::new(x.re * s, 0.0)).collect()
            })?;
            let mut re = HostArray::from_vec(r.to_vec::<C64f>().into_iter().map(|c| c.re).collect::<Vec<f64>>(), r.shape.clone());
            re = re.astype(out);
            Ok(wrap(re))
        }
        "fft2" | "ifft2" | "fftn" | "ifftn" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let out = complex_of(a.dtype());
            let s = match arg(&args, 1, "s") {
                None | Some(Value::None) => None,
                Some(v) => Some(int_list(interp, &v)?),
            };
            let axes: Vec<i64> = match arg(&args, 2, "axes") {
                Some(v) if !v.is_none() => int_list(interp, &v)?,
                _ if name.ends_with('2') => vec![-2, -1],
                _ => match &s {
                    Some(s) => (a.ndim() as i64 - s.len() as i64..a.ndim() as i64).collect(),
                    None => (0..a.ndim() as i64).collect(),
                },
            };
            if let Some(s) = &s {
                if s.len() != axes.len() {
                    return Err(raise("ValueError", "Shape and axes have different lengths."));
                }
            }
            let norm = norm_arg(interp, &args, 3)?;
            let inverse = name.starts_with('i');
            let mut cur = a;
            for i in (0..axes.len()).rev() {
                let n = match &s {
                    Some(s) => n_arg(interp, Some(Value::int(s[i])))?,
                    None => None,
                };
                cur = complex_fft(&cur, n, axes[i], norm, inverse)?;
            }
            Ok(wrap(cur.astype(out)))
        }
        "fftfreq" | "rfftfreq" => {
            let nv = need(&args, 0, "n", name)?;
            let n = match &nv {
                Value::Int(_) | Value::Bool(_) => interp.to_index(&nv)?,
                v if super::as_array(v).is_some_and(|x| x.ndim() == 0 && x.dtype().is_integer()) => interp.to_index(v)?,
                _ => return Err(raise("ValueError", "n should be an integer")),
            };
            let d = match arg(&args, 1, "d") {
                Some(v) => interp.to_float(&v)?,
                None => 1.0,
            };
            let val = 1.0 / (n as f64 * d);
            check_array(&[n.max(0) as usize], DType::F64)?;
            let vals: Vec<f64> = if name == "fftfreq" {
                if n < 0 {
                    return Err(raise("ValueError", "negative dimensions are not allowed"));
                }
                let first = (n - 1) / 2 + 1;
                (0..first).chain(-(n / 2)..0).map(|k| k as f64 * val).collect()
            } else {
                (0..(n / 2 + 1).max(0)).map(|k| k as f64 * val).collect()
            };
            let len = vals.len();
            check_array(&[len], DType::F64)?;
            Ok(wrap(HostArray::from_vec(vals, vec![len])))
        }
        "fftshift" | "ifftshift" => {
            let a = array_of(interp, &need(&args, 0, "x", name)?)?;
            let axes: Vec<i64> = match arg(&args, 1, "axes") {
                None | Some(Value::None) => (0..a.ndim() as i64).collect(),
                Some(v @ (Value::List(_) | Value::Tuple(_))) => int_list(interp, &v)?,
                Some(v) => vec![interp.to_index(&v)?],
            };
            let mut cur = a;
            for ax in axes {
                let axu = normalize_axis(ax, cur.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
                let len = cur.shape[axu];
                let shift = if name == "fftshift" { len / 2 } else { len - len / 2 };
                cur = rolled(&cur, axu, shift)?;
            }
            Ok(wrap(cur))
        }
        _ => Err(raise("AttributeError", format!("module 'numpy.fft' has no attribute '{name}'"))),
    }
}

/// `a` rolled forward by `shift` along `axis` (element i moves to i + shift).
fn rolled(a: &HostArray, axis: usize, shift: usize) -> R<HostArray> {
    let len = a.shape[axis];
    if len == 0 || shift.is_multiple_of(len) {
        return Ok(a.copy());
    }
    let cut = len - shift % len;
    let mut head = a.clone();
    head.shape[axis] = cut;
    let mut tail = a.clone();
    tail.shape[axis] = len - cut;
    tail.offset = (a.offset as isize + a.strides[axis] * cut as isize) as usize;
    concatenate(&[tail, head], axis as i64)
}
