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
    add(
        cuda,
        "numba.cuda",
        "mapped",
        mapped,
        "mapped(*arylist, stream=0)",
        "A context manager mapping host arrays into the device's address space: `as` gives device arrays whose writes the host arrays see.",
    );
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
    Ok(Manager::scope("pinned"))
}

fn defer_cleanup(_interp: &mut Interp, _args: Args) -> R<Value> {
    Ok(Manager::scope("defer_cleanup"))
}

/// Numba's generator-based context managers (`pinned`, `defer_cleanup`, `mapped`,
/// `deallocations.disable()`): `as` binds `value` (None for most); `nesting`, when given, counts
/// the blocks open.
struct Manager {
    what: &'static str,
    value: Value,
    nesting: Option<Rc<std::cell::Cell<u32>>>,
}

impl Manager {
    fn scope(what: &'static str) -> Value {
        Value::Native(Rc::new(Manager { what, value: Value::None, nesting: None }))
    }
}

impl NativeObject for Manager {
    fn type_name(&self) -> &str {
        "_GeneratorContextManager"
    }
    fn repr(&self) -> String {
        format!("<contextlib._GeneratorContextManager object ({})>", self.what)
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__enter__" => {
                if let Some(n) = &self.nesting {
                    n.set(n.get() + 1);
                }
                Some(self.value.clone())
            }
            "__exit__" => {
                if let Some(n) = &self.nesting {
                    n.set(n.get().saturating_sub(1));
                }
                Some(Value::None)
            }
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

/// `cuda.mapped(*arrays, stream=0)`: device arrays that are the host arrays' memory: each shares
/// its host array's buffer. On the simulator device memory is host memory, so kernel writes are
/// in the host array at once, as with mapped memory on a GPU. On the GPU back end a device array
/// without device memory is staged like a NumPy argument (`gpu_launch::launch`): copied in at
/// each launch and, when the kernel writes it, copied back before the launch returns. So the
/// meaning is mapped memory's — host writes are seen by the next kernel, kernel writes are in
/// the host array once it has run — with a copy per launch instead of zero-copy access (the
/// launch waits for the kernel, which a program synchronizing before it reads cannot tell).
fn mapped(interp: &mut Interp, mut args: Args) -> R<Value> {
    let _stream = args.take_kw("stream");
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("AssertionError", format!("Only accept 'stream' as keyword (got '{k}')")));
    }
    let mut out = Vec::new();
    for a in &args.pos {
        let Some(h) = crate::host::modules::numpy::as_array(a) else {
            return Err(raise("TypeError", format!("mapped() takes NumPy arrays, not {}", interp.type_name(a))));
        };
        out.push(h.clone());
    }
    let arrays: Vec<Value> = out.into_iter().map(super::device_array::wrap_device).collect();
    let value = if arrays.len() == 1 { arrays.into_iter().next().unwrap_or(Value::None) } else { Value::list(arrays) };
    Ok(Value::Native(Rc::new(Manager { what: "mapped", value, nesting: None })))
}

/// `current_context().deallocations`: Numba's queue of pending frees. cudalab frees device memory
/// when the last view of it goes (into the allocator's cache), so the queue is always empty;
/// `clear()` has nothing to flush and `disable()` has nothing to hold back (it only counts its
/// nesting, which `is_disabled` reports).
#[derive(Default)]
pub struct PendingDeallocs {
    disabled: Rc<std::cell::Cell<u32>>,
}

impl NativeObject for PendingDeallocs {
    fn type_name(&self) -> &str {
        "_PendingDeallocs"
    }
    fn repr(&self) -> String {
        "<numba.cuda.cudadrv.driver._PendingDeallocs object>".into()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "is_disabled" => Some(Value::Bool(self.disabled.get() > 0)),
            _ => None,
        })
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "clear" => Some(Value::None),
            "__len__" => Some(Value::int(0)),
            "disable" => Some(Value::Native(Rc::new(Manager { what: "disable", value: Value::None, nesting: Some(self.disabled.clone()) }))),
            _ => None,
        })
    }
    fn dir(&self) -> Vec<String> {
        ["clear", "disable", "is_disabled"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
