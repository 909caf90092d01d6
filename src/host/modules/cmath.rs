//! The `cmath` module as kernels and courses use it: `exp`, `log`, `sqrt`, `phase`, `polar`,
//! `rect`, `isnan`/`isinf`/`isfinite` and the constants, with CPython's algorithms for finite
//! arguments (`cmathmodule.c`: the scaled square root, `log1p` near the unit circle). Special
//! values (infinite or NaN parts) follow the plain formulas rather than CPython's tables, and the
//! functions CPython has beyond these raise AttributeError like any missing name.

use super::{add_fn, new_module};
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

/// A number as a complex: a Python complex, a real, or a NumPy scalar.
fn complex_arg(interp: &mut Interp, v: &Value) -> R<(f64, f64)> {
    match v {
        Value::Complex(re, im) => Ok((*re, *im)),
        other => {
            if let Some(a) = crate::host::modules::numpy::as_array(other) {
                if a.scalar || a.size() == 1 {
                    if let Value::Complex(re, im) = crate::host::modules::numpy::item(a, 0) {
                        return Ok((re, im));
                    }
                }
            }
            let x = interp.to_float(other).map_err(|_| raise("TypeError", format!("must be real number, not {}", crate::host::repr::type_name(other))))?;
            Ok((x, 0.0))
        }
    }
}

fn one(interp: &mut Interp, args: &Args, name: &str) -> R<(f64, f64)> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes exactly one argument ({} given)", args.pos.len())));
    }
    complex_arg(interp, &args.pos[0])
}

fn c_exp((re, im): (f64, f64)) -> (f64, f64) {
    let l = re.exp();
    (l * im.cos(), l * im.sin())
}

fn c_log((re, im): (f64, f64)) -> (f64, f64) {
    let (ax, ay) = (re.abs(), im.abs());
    let h = ax.hypot(ay);
    let real = if (0.71..=1.73).contains(&h) {
        let (am, an) = if ax > ay { (ax, ay) } else { (ay, ax) };
        ((am - 1.0) * (am + 1.0) + an * an).ln_1p() / 2.0
    } else {
        h.ln()
    };
    (real, im.atan2(re))
}

fn c_sqrt((re, im): (f64, f64)) -> (f64, f64) {
    if re == 0.0 && im == 0.0 {
        return (0.0, im);
    }
    let (ax, ay) = (re.abs() / 8.0, im.abs());
    let s = 2.0 * (ax + ax.hypot(ay / 8.0)).sqrt();
    let d = ay / (2.0 * s);
    if re >= 0.0 {
        (s, d.copysign(im))
    } else {
        (d, s.copysign(im))
    }
}

/// CPython's `_Py_c_quot`.
fn c_quot((ar, ai): (f64, f64), (br, bi): (f64, f64)) -> R<(f64, f64)> {
    if br.abs() >= bi.abs() {
        if br == 0.0 {
            return Err(raise("ZeroDivisionError", "complex division by zero"));
        }
        let ratio = bi / br;
        let denom = br + bi * ratio;
        Ok(((ar + ai * ratio) / denom, (ai - ar * ratio) / denom))
    } else {
        let ratio = br / bi;
        let denom = br * ratio + bi;
        Ok(((ar * ratio + ai) / denom, (ai * ratio - ar) / denom))
    }
}

fn cx((re, im): (f64, f64)) -> Value {
    Value::Complex(re, im)
}

fn f_exp(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(cx(c_exp(one(interp, &args, "exp")?)))
}

fn f_log(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.is_empty() || args.pos.len() > 2 {
        return Err(raise("TypeError", format!("log expected 1 or 2 arguments, got {}", args.pos.len())));
    }
    let z = complex_arg(interp, &args.pos[0])?;
    if z == (0.0, 0.0) {
        return Err(raise("ValueError", "math domain error"));
    }
    let l = c_log(z);
    match args.pos.get(1) {
        None => Ok(cx(l)),
        Some(b) => {
            let b = complex_arg(interp, b)?;
            Ok(cx(c_quot(l, c_log(b))?))
        }
    }
}

fn f_sqrt(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(cx(c_sqrt(one(interp, &args, "sqrt")?)))
}

fn f_phase(interp: &mut Interp, args: Args) -> R<Value> {
    let (re, im) = one(interp, &args, "phase")?;
    Ok(Value::Float(im.atan2(re)))
}

fn f_polar(interp: &mut Interp, args: Args) -> R<Value> {
    let (re, im) = one(interp, &args, "polar")?;
    let r = re.hypot(im);
    if r.is_infinite() && re.is_finite() && im.is_finite() {
        return Err(raise("OverflowError", "math range error"));
    }
    Ok(Value::tuple(vec![Value::Float(r), Value::Float(im.atan2(re))]))
}

fn f_rect(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() != 2 {
        return Err(raise("TypeError", format!("rect expected 2 arguments, got {}", args.pos.len())));
    }
    let r = interp.to_float(&args.pos[0])?;
    let phi = interp.to_float(&args.pos[1])?;
    Ok(Value::Complex(r * phi.cos(), r * phi.sin()))
}

fn f_isnan(interp: &mut Interp, args: Args) -> R<Value> {
    let (re, im) = one(interp, &args, "isnan")?;
    Ok(Value::Bool(re.is_nan() || im.is_nan()))
}

fn f_isinf(interp: &mut Interp, args: Args) -> R<Value> {
    let (re, im) = one(interp, &args, "isinf")?;
    Ok(Value::Bool(re.is_infinite() || im.is_infinite()))
}

fn f_isfinite(interp: &mut Interp, args: Args) -> R<Value> {
    let (re, im) = one(interp, &args, "isfinite")?;
    Ok(Value::Bool(re.is_finite() && im.is_finite()))
}

pub fn module() -> Rc<Module> {
    let m = new_module("cmath", "This module provides access to mathematical functions for complex numbers.");
    add_fn(&m, "exp", f_exp, "exp(z, /)", "Return the exponential value e**z.");
    add_fn(&m, "log", f_log, "log(z[, base])", "log(z[, base]) -> the logarithm of z to the given base.");
    add_fn(&m, "sqrt", f_sqrt, "sqrt(z, /)", "Return the square root of z.");
    add_fn(&m, "phase", f_phase, "phase(z, /)", "Return argument, also known as the phase angle, of a complex.");
    add_fn(&m, "polar", f_polar, "polar(z, /)", "Convert a complex from rectangular coordinates to polar coordinates.");
    add_fn(&m, "rect", f_rect, "rect(r, phi, /)", "Convert from polar coordinates to rectangular coordinates.");
    add_fn(&m, "isnan", f_isnan, "isnan(z, /)", "Checks if the real or imaginary part of z not a number (NaN).");
    add_fn(&m, "isinf", f_isinf, "isinf(z, /)", "Checks if the real or imaginary part of z is infinite.");
    add_fn(&m, "isfinite", f_isfinite, "isfinite(z, /)", "Return True if both the real and imaginary parts of z are finite, else False.");
    {
        let mut a = m.attrs.borrow_mut();
        a.insert(Rc::from("pi"), Value::Float(std::f64::consts::PI));
        a.insert(Rc::from("e"), Value::Float(std::f64::consts::E));
        a.insert(Rc::from("tau"), Value::Float(std::f64::consts::TAU));
        a.insert(Rc::from("inf"), Value::Float(f64::INFINITY));
        a.insert(Rc::from("nan"), Value::Float(f64::NAN));
        a.insert(Rc::from("infj"), Value::Complex(0.0, f64::INFINITY));
        a.insert(Rc::from("nanj"), Value::Complex(0.0, f64::NAN));
    }
    m
}
