//! `%timeit -o`'s result: IPython's `TimeitResult` attributes (loops, repeat, best, worst,
//! all_runs, timings, average, stdev, compile_time) and the GPU figures beside them
//! (gpu_average, gpu_stdev, gpu_best, gpu_worst, gpu_all_runs, gpu_timings: seconds; kernels:
//! a dict of GPU seconds per loop by kernel name; simulated).

use crate::host::native::NativeObject;
use crate::host::output::MimeBundle;
use crate::host::value::{Dict, HashKey, Value};
use crate::host::{Interp, R};
use crate::timing::timeit::Report;
use std::any::Any;
use std::rc::Rc;

pub struct TimeitResult(pub Report);

const ATTRS: &[&str] = &[
    "loops",
    "repeat",
    "best",
    "worst",
    "all_runs",
    "timings",
    "average",
    "stdev",
    "compile_time",
    "gpu_average",
    "gpu_stdev",
    "gpu_best",
    "gpu_worst",
    "gpu_all_runs",
    "gpu_timings",
    "kernels",
    "simulated",
];

fn floats(xs: &[f64]) -> Value {
    Value::list(xs.iter().map(|x| Value::Float(*x)).collect())
}

impl NativeObject for TimeitResult {
    fn type_name(&self) -> &str {
        "TimeitResult"
    }
    fn repr(&self) -> String {
        format!("<TimeitResult : {}>", self.0.line())
    }
    fn str(&self) -> String {
        self.0.line()
    }
    fn mime_bundle(&self) -> Option<MimeBundle> {
        Some(MimeBundle::text(&self.repr()))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let r = &self.0;
        let host = r.host();
        let gpu = r.gpu();
        let opt = |v: Option<f64>| v.map(Value::Float).unwrap_or(Value::None);
        Ok(Some(match name {
            "loops" => Value::int(r.loops as i64),
            "repeat" => Value::int(r.repeat as i64),
            "best" => Value::Float(host.min),
            "worst" => Value::Float(host.max),
            "all_runs" => floats(&r.all_runs),
            "timings" => floats(&r.timings()),
            "average" => Value::Float(host.mean),
            "stdev" => Value::Float(host.std),
            "compile_time" => Value::Float(0.0),
            "gpu_average" => opt(gpu.map(|g| g.mean)),
            "gpu_stdev" => opt(gpu.map(|g| g.std)),
            "gpu_best" => opt(gpu.map(|g| g.min)),
            "gpu_worst" => opt(gpu.map(|g| g.max)),
            "gpu_all_runs" => r.gpu_runs.as_deref().map(floats).unwrap_or(Value::None),
            "gpu_timings" => r.gpu_timings().as_deref().map(floats).unwrap_or(Value::None),
            "kernels" => {
                let mut d = Dict::default();
                for k in &r.kernels {
                    d.map.insert(HashKey::Str(Rc::from(k.name.as_str())), (Value::str(&k.name), Value::Float(k.total / r.total_loops())));
                }
                Value::dict(d)
            }
            "simulated" => Value::Bool(r.simulated),
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        ATTRS.iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
