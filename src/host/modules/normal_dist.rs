//! `statistics.NormalDist`, as CPython 3.11 defines it: the class object (construction,
//! `from_samples`, `isinstance`), its instances' properties and methods (`pdf`, `cdf`, `inv_cdf`
//! with the Wichura AS241 rational approximations, `quantiles`, `overlap`, `zscore`, `samples`
//! drawing through `random`'s Mersenne Twister), and the arithmetic with constants and other
//! NormalDists. Every float is computed in CPython's order so the printed results are its own.

use super::statistics::{bind_counting, mean_stdev, stat_err};
use crate::host::native::NativeObject;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::Operator;
use std::any::Any;
use std::rc::Rc;

/// The class `statistics.NormalDist`.
pub struct NormalDistClass;

/// One normal distribution.
pub struct NormalDist {
    mu: f64,
    sigma: f64,
}

fn make(mu: f64, sigma: f64) -> Value {
    Value::Native(Rc::new(NormalDist { mu, sigma }))
}

fn as_nd(v: &Value) -> Option<&NormalDist> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<NormalDist>(),
        _ => None,
    }
}

/// `NormalDist(mu, sigma)`: sigma checked before either is converted, as CPython does.
fn construct(interp: &mut Interp, mu: &Value, sigma: &Value) -> R<Value> {
    if interp.cmp(sigma, &Value::Float(0.0), "<")? == Some(std::cmp::Ordering::Less) {
        return Err(stat_err("sigma must be non-negative"));
    }
    Ok(make(interp.to_float(mu)?, interp.to_float(sigma)?))
}

impl NativeObject for NormalDistClass {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        "<class 'statistics.NormalDist'>".into()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "__name__" | "__qualname__" => Some(Value::str("NormalDist")),
            "__module__" => Some(Value::str("statistics")),
            _ => None,
        })
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let a = bind_counting(args, "NormalDist.__init__", &["mu", "sigma"], 0, &[], 1)?;
        let mu = a[0].clone().unwrap_or(Value::Float(0.0));
        let sigma = a[1].clone().unwrap_or(Value::Float(1.0));
        construct(interp, &mu, &sigma)
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if name != "from_samples" {
            return Ok(None);
        }
        let a = bind_counting(args, "NormalDist.from_samples", &["data"], 1, &[], 1)?;
        let data = interp.collect(a[0].as_ref().unwrap_or(&Value::None))?;
        let (mu, sigma) = mean_stdev(interp, &data)?;
        construct(interp, &Value::Float(mu), &Value::Float(sigma)).map(Some)
    }
    fn instance_check(&self, _interp: &mut Interp, v: &Value) -> R<Option<bool>> {
        Ok(Some(as_nd(v).is_some()))
    }
    fn dir(&self) -> Vec<String> {
        vec!["from_samples".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `_normal_dist_inv_cdf(p, mu, sigma)`: Wichura's algorithm AS241, term for term.
#[allow(clippy::excessive_precision)]
fn inv_cdf(p: f64, mu: f64, sigma: f64) -> f64 {
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180625 - q * q;
        let num = (((((((2.5090809287301226727e+3 * r + 3.3430575583588128105e+4) * r + 6.7265770927008700853e+4) * r + 4.5921953931549871457e+4) * r
            + 1.3731693765509461125e+4)
            * r
            + 1.9715909503065514427e+3)
            * r
            + 1.3314166789178437745e+2)
            * r
            + 3.3871328727963666080e+0)
            * q;
        let den = ((((((5.2264952788528545610e+3 * r + 2.8729085735721942674e+4) * r + 3.9307895800092710610e+4) * r + 2.1213794301586595867e+4) * r
            + 5.3941960214247511077e+3)
            * r
            + 6.8718700749205790830e+2)
            * r
            + 4.2313330701600911252e+1)
            * r
            + 1.0;
        return mu + (num / den) * sigma;
    }
    let r = if q <= 0.0 { p } else { 1.0 - p };
    let r = (-r.ln()).sqrt();
    let (num, den) = if r <= 5.0 {
        let r = r - 1.6;
        (
            ((((((7.74545014278341407640e-4 * r + 2.27238449892691845833e-2) * r + 2.41780725177450611770e-1) * r + 1.27045825245236838258e+0) * r
                + 3.64784832476320460504e+0)
                * r
                + 5.76949722146069140550e+0)
                * r
                + 4.63033784615654529590e+0)
                * r
                + 1.42343711074968357734e+0,
            ((((((1.05075007164441684324e-9 * r + 5.47593808499534494600e-4) * r + 1.51986665636164571966e-2) * r + 1.48103976427480074590e-1) * r
                + 6.89767334985100004550e-1)
                * r
                + 1.67638483018380384940e+0)
                * r
                + 2.05319162663775882187e+0)
                * r
                + 1.0,
        )
    } else {
        let r = r - 5.0;
        (
            ((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r + 1.24266094738807843860e-3) * r + 2.65321895265761230930e-2) * r
                + 2.96560571828504891230e-1)
                * r
                + 1.78482653991729133580e+0)
                * r
                + 5.46378491116411436990e+0)
                * r
                + 6.65790464350110377720e+0,
            ((((((2.04426310338993978564e-15 * r + 1.42151175831644588870e-7) * r + 1.84631831751005468180e-5) * r + 7.86869131145613259100e-4) * r
                + 1.48753612908506148525e-2)
                * r
                + 1.36929880922735805310e-1)
                * r
                + 5.99832206555887937690e-1)
                * r
                + 1.0,
        )
    };
    let x = num / den;
    let x = if q < 0.0 { -x } else { x };
    mu + x * sigma
}

impl NormalDist {
    fn variance(&self) -> f64 {
        self.sigma * self.sigma
    }
    fn cdf(&self, x: f64) -> R<f64> {
        if self.sigma == 0.0 {
            return Err(stat_err("cdf() not defined when sigma is zero"));
        }
        Ok(0.5 * (1.0 + crate::libm::erf((x - self.mu) / (self.sigma * 2f64.sqrt()))))
    }
    fn inv_cdf(&self, p: f64) -> R<f64> {
        if p <= 0.0 || p >= 1.0 || p.is_nan() {
            return Err(stat_err("p must be in the range 0.0 < p < 1.0"));
        }
        if self.sigma <= 0.0 {
            return Err(stat_err("cdf() not defined when sigma at or below zero"));
        }
        Ok(inv_cdf(p, self.mu, self.sigma))
    }
    fn overlap(&self, other: &NormalDist) -> R<f64> {
        let (x, y) = if (other.sigma, other.mu) < (self.sigma, self.mu) { (other, self) } else { (self, other) };
        let (xv, yv) = (x.variance(), y.variance());
        if xv == 0.0 || yv == 0.0 {
            return Err(stat_err("overlap() not defined when sigma is zero"));
        }
        let dv = yv - xv;
        let dm = (y.mu - x.mu).abs();
        let sqrt2 = 2f64.sqrt();
        if dv == 0.0 {
            return Ok(1.0 - crate::libm::erf(dm / (2.0 * x.sigma * sqrt2)));
        }
        let a = x.mu * yv - y.mu * xv;
        let b = x.sigma * y.sigma * (dm * dm + dv * (yv / xv).ln()).sqrt();
        let (x1, x2) = ((a + b) / dv, (a - b) / dv);
        Ok(1.0 - ((y.cdf(x1)? - x.cdf(x1)?).abs() + (y.cdf(x2)? - x.cdf(x2)?).abs()))
    }
}

fn arg(a: &[Option<Value>], i: usize) -> Value {
    a.get(i).cloned().flatten().unwrap_or(Value::None)
}

impl NativeObject for NormalDist {
    fn type_name(&self) -> &str {
        "NormalDist"
    }
    fn repr(&self) -> String {
        let r = |f: f64| crate::host::repr::repr(&Value::Float(f));
        format!("NormalDist(mu={}, sigma={})", r(self.mu), r(self.sigma))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "mean" | "median" | "mode" | "_mu" => Some(Value::Float(self.mu)),
            "stdev" | "_sigma" => Some(Value::Float(self.sigma)),
            "variance" => Some(Value::Float(self.variance())),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let one = |interp: &mut Interp, args: Args, pname: &str| -> R<f64> {
            let a = bind_counting(args, &format!("NormalDist.{name}"), &[pname], 1, &[], 1)?;
            interp.to_float(&arg(&a, 0))
        };
        Ok(Some(match name {
            "pdf" => {
                let x = one(interp, args, "x")?;
                let variance = self.variance();
                if variance == 0.0 {
                    return Err(stat_err("pdf() not defined when sigma is zero"));
                }
                let diff = x - self.mu;
                Value::Float((diff * diff / (-2.0 * variance)).exp() / (std::f64::consts::TAU * variance).sqrt())
            }
            "cdf" => {
                let x = one(interp, args, "x")?;
                Value::Float(self.cdf(x)?)
            }
            "inv_cdf" => {
                let p = one(interp, args, "p")?;
                Value::Float(self.inv_cdf(p)?)
            }
            "zscore" => {
                let x = one(interp, args, "x")?;
                if self.sigma == 0.0 {
                    return Err(stat_err("zscore() not defined when sigma is zero"));
                }
                Value::Float((x - self.mu) / self.sigma)
            }
            "quantiles" => {
                let a = bind_counting(args, "NormalDist.quantiles", &["n"], 0, &[], 1)?;
                let n = match &a[0] {
                    None => 4,
                    Some(v) => interp.to_index(v)?,
                };
                let mut out = Vec::new();
                for i in 1..n.max(1) {
                    out.push(Value::Float(self.inv_cdf(i as f64 / n as f64)?));
                }
                Value::list(out)
            }
            "overlap" => {
                let a = bind_counting(args, "NormalDist.overlap", &["other"], 1, &[], 1)?;
                let other = arg(&a, 0);
                let Some(o) = as_nd(&other) else {
                    return Err(raise("TypeError", "Expected another NormalDist instance"));
                };
                Value::Float(self.overlap(o)?)
            }
            "samples" => {
                let a = bind_counting(args, "NormalDist.samples", &["n"], 1, &["seed"], 1)?;
                let n = interp.to_index(&arg(&a, 0))?.max(0) as usize;
                let draws = super::random::gauss_samples(&arg(&a, 1), self.mu, self.sigma, n)?;
                Value::list(draws.into_iter().map(Value::Float).collect())
            }
            _ => return Ok(None),
        }))
    }
    fn binop(&self, interp: &mut Interp, op: Operator, other: &Value, reflected: bool) -> R<Option<Value>> {
        if let Some(o) = as_nd(other) {
            return Ok(match (op, reflected) {
                (Operator::Add, false) => Some(make(self.mu + o.mu, self.sigma.hypot(o.sigma))),
                (Operator::Add, true) => Some(make(o.mu + self.mu, o.sigma.hypot(self.sigma))),
                (Operator::Sub, false) => Some(make(self.mu - o.mu, self.sigma.hypot(o.sigma))),
                (Operator::Sub, true) => Some(make(o.mu - self.mu, o.sigma.hypot(self.sigma))),
                _ => None,
            });
        }
        if !matches!(other, Value::Int(_) | Value::Bool(_) | Value::Float(_)) {
            return Ok(None);
        }
        let c = interp.to_float(other)?;
        Ok(match (op, reflected) {
            (Operator::Add, _) => Some(make(self.mu + c, self.sigma)),
            (Operator::Sub, false) => Some(make(self.mu - c, self.sigma)),
            (Operator::Sub, true) => Some(make(-(self.mu - c), self.sigma)),
            (Operator::Mult, _) => Some(make(self.mu * c, self.sigma * c.abs())),
            (Operator::Div, false) => {
                if c == 0.0 {
                    return Err(raise("ZeroDivisionError", "float division by zero"));
                }
                Some(make(self.mu / c, self.sigma / c.abs()))
            }
            _ => None,
        })
    }
    fn unary(&self, _interp: &mut Interp, op: &str) -> R<Option<Value>> {
        Ok(match op {
            "-" => Some(make(-self.mu, self.sigma)),
            "+" => Some(make(self.mu, self.sigma)),
            _ => None,
        })
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(as_nd(other).is_some_and(|o| self.mu == o.mu && self.sigma == o.sigma))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Tuple(vec![HashKey::Float(self.mu.to_bits()), HashKey::Float(self.sigma.to_bits())]))
    }
    fn dir(&self) -> Vec<String> {
        ["cdf", "inv_cdf", "overlap", "pdf", "quantiles", "samples", "zscore"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
