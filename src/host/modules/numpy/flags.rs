//! `a.flags` and `a.setflags(write=…)`: NumPy's flags object over one array. Owns reading the
//! layout flags (C_CONTIGUOUS, F_CONTIGUOUS, OWNDATA, ALIGNED, WRITEBACKIFCOPY) and reading and
//! setting WRITEABLE, the flag every write path checks through `HostArray::is_readonly`. Must
//! not change an array's data or layout.

use super::NpArray;
use crate::array::hostarray::{HostArray, Writeable};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

const TYPE_NAME: &str = "numpy._core.multiarray.flagsobj";

/// The flags of one array (the array itself, so that setting WRITEABLE reaches it).
pub struct Flags(pub Rc<NpArray>);

fn c_contiguous(a: &HostArray) -> bool {
    a.size() == 0 || a.is_c_contiguous()
}

fn f_contiguous(a: &HostArray) -> bool {
    a.size() == 0 || a.permute(&(0..a.ndim()).rev().collect::<Vec<_>>()).is_c_contiguous()
}

/// NumPy's scalars report themselves read-only.
fn writeable(a: &HostArray) -> bool {
    !a.scalar && !a.is_readonly()
}

/// `flags.writeable = on` / `a.setflags(write=on)`.
pub fn set_writeable(a: &HostArray, on: bool) -> R<()> {
    if a.scalar {
        // `setflags(write=False)` on a scalar is accepted (scalars are read-only already).
        return if on { Err(raise("ValueError", "Cannot set flags on array scalars.")) } else { Ok(()) };
    }
    match (a.writeable.get(), on) {
        (Writeable::Yes, false) => a.writeable.set(Writeable::No),
        (Writeable::No, true) => a.writeable.set(Writeable::Yes),
        (Writeable::Never, true) => return Err(raise("ValueError", "cannot set WRITEABLE flag to True of this array")),
        _ => {}
    }
    Ok(())
}

/// `a.setflags(write=None, align=None, uic=None)`.
pub fn setflags(interp: &mut Interp, a: &HostArray, args: Args) -> R<Value> {
    let names = ["write", "align", "uic"];
    if args.pos.len() > names.len() {
        return Err(raise("TypeError", format!("setflags() takes at most 3 arguments ({} given)", args.pos.len())));
    }
    let mut given: [Option<Value>; 3] = [None, None, None];
    for (i, v) in args.pos.iter().enumerate() {
        given[i] = Some(v.clone());
    }
    for (k, v) in &args.kw {
        match names.iter().position(|n| *n == &**k) {
            Some(i) => given[i] = Some(v.clone()),
            None => return Err(raise("TypeError", format!("setflags() got an unexpected keyword argument '{k}'"))),
        }
    }
    for (i, name) in names.iter().enumerate().skip(1) {
        if given[i].as_ref().is_some_and(|v| !v.is_none()) {
            return Err(raise("NotImplementedError", format!("a.setflags({name}=...) is not supported by cudalab")));
        }
    }
    if let Some(v) = given[0].take().filter(|v| !v.is_none()) {
        let on = interp.truthy(&v)?;
        set_writeable(a, on)?;
    }
    Ok(Value::None)
}

impl Flags {
    /// A flag by its attribute name or `flags[KEY]` key.
    fn get(&self, name: &str) -> Option<bool> {
        let a = &self.0 .0;
        Some(match name {
            "c_contiguous" | "C_CONTIGUOUS" | "C" | "CONTIGUOUS" => c_contiguous(a),
            "f_contiguous" | "F_CONTIGUOUS" | "F" | "FORTRAN" => f_contiguous(a),
            "owndata" | "OWNDATA" | "O" => a.owns,
            "writeable" | "WRITEABLE" | "W" => writeable(a),
            "aligned" | "ALIGNED" | "A" => true,
            "writebackifcopy" | "WRITEBACKIFCOPY" | "X" => false,
            _ => return None,
        })
    }
}

impl NativeObject for Flags {
    fn type_name(&self) -> &str {
        TYPE_NAME
    }
    fn repr(&self) -> String {
        let mut s = String::new();
        for key in ["C_CONTIGUOUS", "F_CONTIGUOUS", "OWNDATA", "WRITEABLE", "ALIGNED", "WRITEBACKIFCOPY"] {
            let v = if self.get(key) == Some(true) { "True" } else { "False" };
            s.push_str(&format!("  {key} : {v}\n"));
        }
        s
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "c_contiguous" | "f_contiguous" | "owndata" | "writeable" | "aligned" | "writebackifcopy" => self.get(name).map(Value::Bool),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match (name, args.pos.as_slice()) {
            ("__getitem__", [Value::Str(key)]) => match self.get(key).filter(|_| key.chars().all(|c| c.is_ascii_uppercase() || c == '_')) {
                Some(b) => Ok(Some(Value::Bool(b))),
                None => Err(raise("KeyError", format!("Unknown flag {}", crate::host::repr::repr(&Value::Str(key.clone()))))),
            },
            ("__setattr__" | "__setitem__", [Value::Str(key), v]) => {
                match key.as_ref() {
                    "writeable" | "WRITEABLE" | "W" => {
                        if self.0 .0.scalar {
                            return Err(raise("ValueError", "Cannot set flags on array scalars."));
                        }
                        let on = interp.truthy(v)?;
                        set_writeable(&self.0 .0, on)?;
                    }
                    "aligned" | "writebackifcopy" | "ALIGNED" | "A" | "WRITEBACKIFCOPY" | "X" => {
                        return Err(raise("NotImplementedError", format!("setting the {key} flag is not supported by cudalab")));
                    }
                    _ if name == "__setattr__" && self.get(key).is_some() => {
                        return Err(raise("AttributeError", format!("attribute '{key}' of '{TYPE_NAME}' objects is not writable")));
                    }
                    _ if name == "__setattr__" => {
                        return Err(raise("AttributeError", format!("'{TYPE_NAME}' object has no attribute '{key}'")));
                    }
                    _ => return Err(raise("KeyError", "Unknown flag")),
                }
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match other {
            Value::Native(n) => n.as_any().downcast_ref::<Flags>().is_some_and(|f| Rc::ptr_eq(&f.0, &self.0)),
            _ => false,
        })
    }
    fn dir(&self) -> Vec<String> {
        ["aligned", "c_contiguous", "f_contiguous", "owndata", "writeable", "writebackifcopy"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
