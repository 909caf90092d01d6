//! The device and context management surface of `numba.cuda` that programs call around their
//! kernels: `list_devices`, `gpus` (and `with cuda.gpus[0]:`), `close`, `profile_start` /
//! `profile_stop`, and the `pinned` / `defer_cleanup` context managers.
//!
//! cudalab drives one device (CUDALAB_DEVICE picks which), and its device memory is freed when
//! the last reference goes, so deferring cleanup and page-locking change when things happen,
//! never what a program computes; these calls keep Numba's shapes (what they return, what they
//! accept) and do what has an effect here (synchronizing).

use super::{add, get_current_device, synchronize};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

pub fn add_to(cuda: &Module) {
    add(cuda, "numba.cuda", "list_devices", list_devices, "list_devices()", "The CUDA devices: cudalab uses one.");
    add(cuda, "numba.cuda", "close", close, "close()", "Finish the queued GPU work; cudalab frees device memory as arrays go away.");
    add(
        cuda,
        "numba.cuda",
        "profile_start",
        profile_start,
        "profile_start()",
        "Start the CUDA profiler's collection (for nsys/ncu; %%profile records every cell).",
    );
    add(cuda, "numba.cuda", "profile_stop", profile_start, "profile_stop()", "Stop the CUDA profiler's collection.");
    add(cuda, "numba.cuda", "pinned", pinned, "pinned(*arylist)", "A context manager page-locking host arrays for its duration.");
    add(cuda, "numba.cuda", "defer_cleanup", defer_cleanup, "defer_cleanup()", "A context manager deferring device memory deallocation.");
    cuda.attrs.borrow_mut().insert(Rc::from("gpus"), Value::Native(Rc::new(Gpus)));
}

fn list_devices(interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::list(vec![get_current_device(interp, Args::default())?]))
}

fn close(interp: &mut Interp, _args: Args) -> R<Value> {
    synchronize(interp, Args::default())
}

fn profile_start(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::None)
}

fn pinned(interp: &mut Interp, args: Args) -> R<Value> {
    for a in &args.pos {
        if crate::host::modules::numpy::as_array(a).is_none() {
            return Err(raise("TypeError", format!("pinned() takes NumPy arrays, not {}", interp.type_name(a))));
        }
    }
    Ok(Value::Native(Rc::new(NoOpManager("pinned"))))
}

fn defer_cleanup(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Value::Native(Rc::new(NoOpManager("defer_cleanup"))))
}

/// A context manager whose only effect in cudalab is its scope (`as` binds None, as in Numba).
struct NoOpManager(&'static str);

impl NativeObject for NoOpManager {
    fn type_name(&self) -> &str {
        "_GeneratorContextManager"
    }
    fn repr(&self) -> String {
        format!("<contextlib._GeneratorContextManager object ({})>", self.0)
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__enter__" | "__exit__" => Some(Value::None),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `cuda.gpus`: the devices, indexable and iterable; each is a context manager making it current.
struct Gpus;

impl NativeObject for Gpus {
    fn type_name(&self) -> &str {
        "_DeviceList"
    }
    fn repr(&self) -> String {
        "<Managed Device 0>".into()
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "current" => Some(get_current_device(interp, Args::default())?),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        Ok(Some(match name {
            "__len__" => Value::int(1),
            "__iter__" => list_devices(interp, Args::default())?,
            "__getitem__" => {
                let i = match args.pos.first() {
                    Some(v) => interp.to_index(v)?,
                    None => 0,
                };
                if i != 0 && i != -1 {
                    return Err(raise("IndexError", "list index out of range"));
                }
                get_current_device(interp, Args::default())?
            }
            _ => return Ok(None),
        }))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
