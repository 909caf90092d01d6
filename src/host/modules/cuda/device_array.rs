//! Device arrays on the simulator backend: `cuda.to_device`, `device_array`, `copy_to_host`…
//!
//! A `DeviceArray` owns its own buffer (a copy, never the host array's), so host and device
//! copies diverge exactly as they do on a GPU. Indexing with integers copies one element back to
//! the host; slicing gives a device view. Must not run kernels (see `kernel.rs`).

use crate::array::hostarray::HostArray;
use crate::host::modules::numpy::{as_array, index, to_array, wrap, NpArray};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

pub struct DeviceArray(pub HostArray);

pub fn wrap_device(a: HostArray) -> Value {
    Value::Native(Rc::new(DeviceArray(a)))
}

pub fn as_device(v: &Value) -> Option<&HostArray> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<DeviceArray>().map(|d| &d.0),
        _ => None,
    }
}

const METHODS: &[&str] = &["copy_to_host", "copy_to_device", "reshape", "ravel", "is_c_contiguous", "is_f_contiguous", "get_stream"];

fn shape_args(interp: &mut Interp, args: &Args) -> R<Vec<i64>> {
    let items = if args.pos.len() == 1 {
        match &args.pos[0] {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.borrow().clone(),
            v => vec![v.clone()],
        }
    } else {
        args.pos.clone()
    };
    items.iter().map(|v| interp.to_index(v)).collect()
}

impl NativeObject for DeviceArray {
    fn type_name(&self) -> &str {
        "DeviceNDArray"
    }
    fn repr(&self) -> String {
        format!("<numba.cuda.cudadrv.devicearray.DeviceNDArray object at {:p}>", Rc::as_ptr(&self.0.buf))
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let a = &self.0;
        Ok(Some(match name {
            "shape" => Value::tuple(a.shape.iter().map(|n| Value::int(*n as i64)).collect()),
            "ndim" => Value::int(a.ndim() as i64),
            "size" => Value::int(a.size() as i64),
            "dtype" => Value::Native(Rc::new(crate::host::modules::numpy::NpDType(a.dtype()))),
            "nbytes" => Value::int((a.size() * a.dtype().itemsize()) as i64),
            "strides" => Value::tuple(a.strides.iter().map(|s| Value::int(*s as i64 * a.dtype().itemsize() as i64)).collect()),
            "T" => wrap_device(a.transpose()),
            "alloc_size" => Value::int((a.buf.borrow().len() * a.dtype().itemsize()) as i64),
            _ => {
                let _ = interp;
                return Ok(None);
            }
        }))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        let a = &self.0;
        Ok(Some(match name {
            "copy_to_host" => {
                let _stream = args.take_kw("stream");
                let target = args.take_kw("ary").or_else(|| args.pos.first().cloned());
                match target {
                    None | Some(Value::None) => wrap(a.copy()),
                    Some(t) => {
                        let Some(host) = as_array(&t) else { return Err(raise("TypeError", "copy_to_host(ary): ary must be a NumPy array")) };
                        if host.shape != a.shape || host.dtype() != a.dtype() {
                            return Err(raise("ValueError", format!("copy_to_host: incompatible shape or dtype: device array is {:?} {}, host array is {:?} {}", a.shape, a.dtype().name(), host.shape, host.dtype().name())));
                        }
                        host.assign(a).map_err(|e| raise("ValueError", e.to_string()))?;
                        t
                    }
                }
            }
            "copy_to_device" => {
                let _stream = args.take_kw("stream");
                let Some(src) = args.pos.first() else { return Err(raise("TypeError", "copy_to_device() needs an array")) };
                let src = match as_device(src) {
                    Some(d) => d.clone(),
                    None => to_array(interp, src, Some(a.dtype()))?,
                };
                if src.size() != a.size() {
                    return Err(raise("ValueError", format!("copy_to_device: the source has {} elements, the device array {}", src.size(), a.size())));
                }
                let src = if src.shape != a.shape { src.copy().reshape(&a.shape.iter().map(|n| *n as i64).collect::<Vec<_>>()).map_err(|e| raise("ValueError", e.to_string()))? } else { src };
                a.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
                Value::None
            }
            "reshape" => {
                let _order = args.take_kw("order");
                let shape = shape_args(interp, &args)?;
                let r = a.reshape(&shape).map_err(|e| raise("ValueError", e.to_string()))?;
                wrap_device(r)
            }
            "ravel" => {
                let r = a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?;
                wrap_device(r)
            }
            "is_c_contiguous" => Value::Bool(a.is_c_contiguous()),
            "is_f_contiguous" => Value::Bool(a.transpose().is_c_contiguous()),
            "get_stream" => Value::int(0),
            "__getitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                let r = index::getitem(interp, a, &key)?;
                match &r {
                    Value::Native(n) => match n.as_any().downcast_ref::<NpArray>() {
                        Some(v) if !v.0.scalar && Rc::ptr_eq(&v.0.buf, &a.buf) => wrap_device(v.0.clone()),
                        Some(v) if !v.0.scalar => wrap_device(v.0.clone()),
                        _ => r,
                    },
                    _ => r,
                }
            }
            "__setitem__" => {
                let key = args.pos.first().cloned().unwrap_or(Value::None);
                let v = args.pos.get(1).cloned().unwrap_or(Value::None);
                let v = match as_device(&v) {
                    Some(d) => wrap(d.clone()),
                    None => v,
                };
                index::setitem(interp, a, &key, &v)?;
                Value::None
            }
            "__len__" => Value::int(a.shape.first().copied().unwrap_or(0) as i64),
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        let mut v: Vec<String> = METHODS.iter().map(|s| s.to_string()).collect();
        v.extend(["shape", "ndim", "size", "dtype", "nbytes", "strides", "T"].iter().map(|s| s.to_string()));
        v
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
