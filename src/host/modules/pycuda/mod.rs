//! `pycuda` (`autoinit`, `driver`, `compiler`, `gpuarray`): PyCUDA's API as Python modules
//! (`driver.py`, `compiler.py`, `gpuarray.py`) over cudalab's CUDA C kernels (`cuda_c`, reached
//! as the internal module `_cuda_c`), numba.cuda's device arrays and cudalab's CuPy arrays. A
//! PyCUDA practical runs unchanged on the GPU and, with the simulator's checks, without one.

use crate::host::modules::new_module;
use crate::host::value::{Builtin, Value};
use crate::host::{Interp, R};
use std::rc::Rc;

const DRIVER_PY: &str = include_str!("driver.py");
const COMPILER_PY: &str = include_str!("compiler.py");
const GPUARRAY_PY: &str = include_str!("gpuarray.py");

/// Whether `name` is one of the modules `install` makes.
pub fn provides(name: &str) -> bool {
    matches!(name, "pycuda" | "pycuda.autoinit" | "pycuda.driver" | "pycuda.compiler" | "pycuda.gpuarray" | "_cuda_c")
}

/// The internal module the Python faces compile CUDA C through.
fn install_core(interp: &mut Interp) {
    if interp.modules.contains_key("_cuda_c") {
        return;
    }
    let m = new_module("_cuda_c", "cudalab's CUDA C kernels (internal).");
    let f = Builtin { name: "compile", module: "_cuda_c", func: super::cuda_c::compile_builtin, signature: "(source, name)", doc: "Compile CUDA C source." };
    m.attrs.borrow_mut().insert(Rc::from("compile"), Value::Builtin(Rc::new(f)));
    // What NVRTC's errors on a unit compiled as written raise (PyCUDA's CompileError, CuPy's
    // CompileException are this class).
    m.attrs.borrow_mut().insert(Rc::from("CompileError"), Value::Type(crate::host::exceptions::type_named("CompileError")));
    interp.modules.insert("_cuda_c", m);
}

pub fn install(interp: &mut Interp, name: &str) -> R<()> {
    install_core(interp);
    if name == "_cuda_c" || interp.modules.contains_key("pycuda") {
        return Ok(());
    }
    let pkg = new_module("pycuda", "PyCUDA's API on cudalab (the GPU or the simulator).");
    pkg.attrs.borrow_mut().insert(Rc::from("VERSION"), Value::tuple(vec![Value::int(2025), Value::int(1)]));
    pkg.attrs.borrow_mut().insert(Rc::from("VERSION_TEXT"), Value::str("2025.1"));
    interp.modules.insert("pycuda", pkg.clone());
    let drv = interp.module_from_source("pycuda.driver", "PyCUDA's driver API: memory, launches, events (cudalab's pycuda.driver).", DRIVER_PY)?;
    pkg.attrs.borrow_mut().insert(Rc::from("driver"), Value::Module(drv.clone()));
    interp.modules.insert("pycuda.driver", drv.clone());
    let compiler = interp.module_from_source("pycuda.compiler", "SourceModule: CUDA C kernels (cudalab's pycuda.compiler).", COMPILER_PY)?;
    pkg.attrs.borrow_mut().insert(Rc::from("compiler"), Value::Module(compiler.clone()));
    interp.modules.insert("pycuda.compiler", compiler);
    let gpuarray = interp.module_from_source("pycuda.gpuarray", "GPU arrays (cudalab's pycuda.gpuarray, on its CuPy arrays).", GPUARRAY_PY)?;
    pkg.attrs.borrow_mut().insert(Rc::from("gpuarray"), Value::Module(gpuarray.clone()));
    interp.modules.insert("pycuda.gpuarray", gpuarray);
    // `import pycuda.autoinit`: the device and its context, made on import as PyCUDA does.
    let autoinit = new_module("pycuda.autoinit", "Initialises the device and a context (cudalab's pycuda.autoinit).");
    let device = match drv.get("Device") {
        Some(d) => interp.call(&d, crate::host::value::Args::new(vec![Value::int(0)]))?,
        None => Value::None,
    };
    let context = match drv.get("Context") {
        Some(c) => interp.call(&c, crate::host::value::Args::new(Vec::new()))?,
        None => Value::None,
    };
    autoinit.attrs.borrow_mut().insert(Rc::from("device"), device);
    autoinit.attrs.borrow_mut().insert(Rc::from("context"), context);
    pkg.attrs.borrow_mut().insert(Rc::from("autoinit"), Value::Module(autoinit.clone()));
    interp.modules.insert("pycuda.autoinit", autoinit);
    Ok(())
}
