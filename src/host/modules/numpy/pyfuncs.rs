//! The `np` functions written in Python (`pyfuncs.py`, run once per interpreter on first use):
//! `vectorize`, `frompyfunc`, `apply_along_axis`, `piecewise`, `choose`, `einsum`, and the
//! `np.mgrid` / `np.ogrid` index objects. They call the user's Python functions element by
//! element or compose other `np` functions, where Python source is the faithful and short way.
//! Owns only the loading of that source and the calls into it; must not touch array internals.

use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;

const SOURCE: &str = include_str!("pyfuncs.py");
const MODULE: &str = "numpy._cudalab_pyfuncs";

np_functions! { py_dispatch;
    f_vectorize => "vectorize", "vectorize(pyfunc=None, otypes=None, doc=None, excluded=None, cache=False, signature=None)", "Returns an object that acts like pyfunc, but takes arrays as input.";
    f_frompyfunc => "frompyfunc", "frompyfunc(func, nin, nout, *, identity=None)", "Takes an arbitrary Python function and returns a NumPy ufunc.";
    f_apply_along_axis => "apply_along_axis", "apply_along_axis(func1d, axis, arr, *args, **kwargs)", "Apply a function to 1-D slices along the given axis.";
    f_piecewise => "piecewise", "piecewise(x, condlist, funclist, *args, **kw)", "Evaluate a piecewise-defined function.";
    f_choose => "choose", "choose(a, choices, out=None, mode='raise')", "Construct an array from an index array and a list of arrays to choose from.";
    f_unwrap => "unwrap", "unwrap(p, discont=None, axis=-1, *, period=6.283185307179586)", "Unwrap by taking the complement of large deltas with respect to the period.";
    f_einsum => "einsum", "einsum(*operands, out=None, optimize=False, dtype=None, order='K', casting='safe')", "Evaluates the Einstein summation convention on the operands.";
}

/// The Python function `name` of the source module, loading the module on first use.
fn py_function(interp: &mut Interp, name: &str) -> R<Value> {
    let m = match interp.modules.get(MODULE) {
        Some(m) => m.clone(),
        None => {
            let m = interp.module_from_source(MODULE, "cudalab's np functions written in Python.", SOURCE)?;
            interp.modules.insert(MODULE, m.clone());
            m
        }
    };
    let f = m.attrs.borrow().get(name).cloned();
    f.ok_or_else(|| raise("SystemError", format!("cudalab's numpy source lacks {name}")))
}

fn py_dispatch(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    let f = py_function(interp, name)?;
    interp.call(&f, args)
}

/// `np.mgrid` (dense) and `np.ogrid` (sparse): `np.mgrid[0:3, 0:1:5j]`.
pub struct IndexGrid {
    pub sparse: bool,
}

impl NativeObject for IndexGrid {
    fn type_name(&self) -> &str {
        if self.sparse {
            "numpy.lib._index_tricks_impl.OGridClass"
        } else {
            "numpy.lib._index_tricks_impl.MGridClass"
        }
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match (name, args.pos.as_slice()) {
            ("__getitem__", [key]) => {
                let f = py_function(interp, "index_grid")?;
                interp.call(&f, Args::new(vec![key.clone(), Value::Bool(self.sparse)])).map(Some)
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
