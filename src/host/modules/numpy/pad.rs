//! `np.pad`: the modes `constant` (with `constant_values`), `edge`, `reflect` (even),
//! `symmetric`, `wrap` and `empty`, with NumPy's forms of `pad_width` (an int, a
//! `(before, after)` pair, or one pair per axis). Axes are padded one after another, so corners
//! come out as NumPy's iterative padding makes them. Other modes are NotImplementedError.

use super::functions::{arg, array_of, concatenate, need};
use super::rearrange::gather;
use crate::array::hostarray::{broadcast_shapes, shape_str, HostArray};
use crate::array::memory_limit::check_array;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};

/// An argument broadcast to one `(before, after)` pair per axis, as NumPy's `np.broadcast_to(x,
/// (ndim, 2))` (its error when it does not fit).
fn per_axis(x: &HostArray, nd: usize) -> R<HostArray> {
    let want = [nd, 2];
    if broadcast_shapes(&x.shape, &want).ok().as_deref() != Some(&want[..]) {
        return Err(raise(
            "ValueError",
            format!(
                "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
                shape_str(&x.shape),
                shape_str(&want)
            ),
        ));
    }
    Ok(x.broadcast_view(&want))
}

pub(super) fn pad(interp: &mut Interp, args: &Args) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "array", "pad")?)?;
    let nd = a.ndim();
    let pw = array_of(interp, &need(args, 1, "pad_width", "pad")?)?;
    if !pw.dtype().is_integer() && pw.size() > 0 {
        return Err(raise("TypeError", "`pad_width` must be of integral type."));
    }
    let widths: Vec<i64> = per_axis(&pw, nd)?.to_vec();
    if widths.iter().any(|&w| w < 0) {
        return Err(raise("ValueError", "index can't contain negative values"));
    }
    let mode = match arg(args, 2, "mode") {
        None => "constant".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(_) => return Err(raise("NotImplementedError", "cudalab's np.pad takes a mode name, not a function")),
    };
    let cv = arg(args, 3, "constant_values");
    let rt = arg(args, 4, "reflect_type");
    match mode.as_str() {
        "constant" | "edge" | "reflect" | "symmetric" | "wrap" | "empty" => {}
        "linear_ramp" | "maximum" | "mean" | "median" | "minimum" => {
            return Err(raise("NotImplementedError", format!("np.pad(mode='{mode}') is not supported by cudalab yet")));
        }
        _ => return Err(raise("ValueError", format!("mode '{mode}' is not supported"))),
    }
    let mut unsupported = Vec::new();
    if cv.is_some() && mode != "constant" {
        unsupported.push("'constant_values'");
    }
    if rt.is_some() && !matches!(mode.as_str(), "reflect" | "symmetric") {
        unsupported.push("'reflect_type'");
    }
    if !unsupported.is_empty() {
        return Err(raise("ValueError", format!("unsupported keyword arguments for mode '{mode}': {{{}}}", unsupported.join(", "))));
    }
    if let Some(r) = rt {
        if !matches!(&r, Value::Str(s) if &**s == "even") {
            return Err(raise("NotImplementedError", "np.pad(reflect_type='odd') is not supported by cudalab yet"));
        }
    }
    let values = match cv {
        // Made in the array's dtype as NumPy casts them (300 for int8 is an OverflowError).
        Some(v) if mode == "constant" => Some(per_axis(&super::to_array(interp, &v, Some(a.dtype()))?, nd)?),
        _ => None,
    };
    let mut out_shape = a.shape.clone();
    for (ax, d) in out_shape.iter_mut().enumerate() {
        *d = d.saturating_add((widths[2 * ax] + widths[2 * ax + 1]) as usize);
    }
    check_array(&out_shape, a.dtype())?;
    let mut r = a.copy();
    r.scalar = false;
    for ax in 0..nd {
        let (before, after) = (widths[2 * ax] as usize, widths[2 * ax + 1] as usize);
        if before == 0 && after == 0 {
            continue;
        }
        let n = r.shape[ax];
        if matches!(mode.as_str(), "constant" | "empty") {
            let slab = |len: usize, side: usize| -> R<HostArray> {
                let mut shape = r.shape.clone();
                shape[ax] = len;
                let s = HostArray::zeros(a.dtype(), shape);
                if let Some(v) = &values {
                    let row = super::index::take_first(v, ax);
                    let one = super::index::take_first(&row, side);
                    s.assign(&one).map_err(|e| raise("ValueError", e.to_string()))?;
                }
                Ok(s)
            };
            r = concatenate(&[slab(before, 0)?, r.clone(), slab(after, 1)?], ax as i64)?;
            continue;
        }
        if n == 0 {
            return Err(raise("ValueError", format!("can't extend empty axis {ax} using modes other than 'constant' or 'empty'")));
        }
        let len = n as i64;
        let idx: Vec<usize> = (0..before + n + after)
            .map(|p| {
                let i = p as i64 - before as i64;
                let m = match mode.as_str() {
                    "edge" => i.clamp(0, len - 1),
                    "wrap" => i.rem_euclid(len),
                    "reflect" if len == 1 => 0,
                    "reflect" => {
                        let m = i.rem_euclid(2 * (len - 1));
                        if m >= len {
                            2 * (len - 1) - m
                        } else {
                            m
                        }
                    }
                    _ => {
                        let m = i.rem_euclid(2 * len);
                        if m >= len {
                            2 * len - 1 - m
                        } else {
                            m
                        }
                    }
                };
                m as usize
            })
            .collect();
        r = gather(&r, ax, &idx)?;
    }
    Ok(super::wrap(r))
}
