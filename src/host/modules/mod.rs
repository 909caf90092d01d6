//! Importable modules. Each module file builds a `Module` of builtins; `import_module` resolves
//! dotted names. Modules the dialect names but cudalab has not built yet raise an error that says
//! so, rather than a bare `ModuleNotFoundError`.

mod abc;
mod arrays;
mod base64;
mod chainmap;
mod cmath;
pub mod collections;
mod contextlib;
mod copy;
mod csv;
pub mod cuda;
pub mod cuda_c;
pub mod cupy;
mod dataclasses;
pub mod datetime;
mod decimal;
mod digests;
pub mod enums;
mod fractions;
mod functools;
pub mod future;
mod glob;
mod hashlib;
mod heapq;
mod inspect;
mod ipython;
mod itertools;
mod json;
mod logging;
mod math;
pub mod matplotlib;
mod memio;
mod native_codecs;
mod normal_dist;
pub mod numbers;
pub mod numpy;
mod operator;
mod ospath;
mod pathlib;
mod platform;
mod pprint;
pub mod pycuda;
mod queues;
mod random;
mod re;
mod shutil;
mod sizeof;
mod statistics;
mod string;
mod structs;
mod system;
mod tempfile;
mod textwrap;
mod timeit;
pub mod traceback;
pub mod typing;

use crate::host::value::{Builtin, BuiltinFn, Module, Value};
use crate::host::{raise, Interp, R};
use indexmap::IndexMap;
use std::cell::RefCell;
use std::rc::Rc;

pub use ipython::{display_value, DisplayHandle, RichObject};

pub fn install(interp: &mut Interp) {
    interp.modules.insert("math", math::module());
    interp.modules.insert("cmath", cmath::module());
    interp.modules.insert("__future__", future::module());
    interp.modules.insert("time", system::time_module());
    interp.modules.insert("os", system::os_module());
    interp.modules.insert("sys", system::sys_module());
    interp.modules.insert("warnings", system::warnings_module());
    interp.modules.insert("timeit", timeit::module());
    interp.modules.insert("contextlib", contextlib::module());
    interp.modules.insert("typing", typing::module());
    interp.modules.insert("dataclasses", dataclasses::module());
    interp.modules.insert("collections", collections::module());
    interp.modules.insert("copy", copy::module());
    interp.modules.insert("datetime", datetime::module());
    interp.modules.insert("pprint", pprint::module());
    interp.modules.insert("random", random::module());
    interp.modules.insert("re", re::module());
    interp.modules.insert("string", string::module());
    interp.modules.insert("textwrap", textwrap::module());
    interp.modules.insert("statistics", statistics::module());
    interp.modules.insert("itertools", itertools::module());
    interp.modules.insert("functools", functools::module());
    interp.modules.insert("operator", operator::module());
    interp.modules.insert("io", crate::host::files::io_module());
    memio::install(interp);
    interp.builtins.insert(Rc::from("open"), crate::host::files::open_builtin());
    ospath::install(interp);
    interp.modules.insert("json", json::module());
    interp.modules.insert("tempfile", tempfile::module());
    interp.modules.insert("pathlib", pathlib::module());
    interp.modules.insert("csv", csv::module());
    interp.modules.insert("glob", glob::glob_module());
    interp.modules.insert("fnmatch", glob::fnmatch_module());
    interp.modules.insert("shutil", shutil::module());
    interp.modules.insert("traceback", traceback::module());
    interp.modules.insert("_cudalab_codecs", native_codecs::module());
    interp.modules.insert("_cudalab_inspect", inspect::module());
    numpy::install(&mut interp.modules);
    cuda::install(&mut interp.modules);
    let display = ipython::display_module();
    let ipy = new_module("IPython", "IPython: the display API, as cudalab provides it.");
    ipy.attrs.borrow_mut().insert(Rc::from("display"), Value::Module(display.clone()));
    interp.modules.insert("IPython", ipy);
    interp.modules.insert("IPython.display", display.clone());
    // IPython makes display() a builtin in every cell.
    for name in ["display"] {
        if let Some(v) = display.get(name) {
            interp.builtins.insert(Rc::from(name), v);
        }
    }
}

pub fn new_module(name: &str, doc: &'static str) -> Rc<Module> {
    Rc::new(Module { name: Rc::from(name), attrs: RefCell::new(IndexMap::new()), doc })
}

pub fn add_fn(m: &Module, name: &'static str, func: BuiltinFn, signature: &'static str, doc: &'static str) {
    let module: &'static str = match &*m.name {
        "math" => "math",
        "contextlib" => "contextlib",
        "typing" => "typing",
        "enum" => "enum",
        "collections" => "collections",
        "dataclasses" => "dataclasses",
        "copy" => "copy",
        "pprint" => "pprint",
        "cmath" => "cmath",
        "time" => "time",
        "os" => "os",
        "sys" => "sys",
        "warnings" => "warnings",
        "numpy" => "numpy",
        "random" => "random",
        "re" => "re",
        "string" => "string",
        "textwrap" => "textwrap",
        "statistics" => "statistics",
        "itertools" => "itertools",
        "functools" => "functools",
        "operator" => "operator",
        "traceback" => "traceback",
        "numpy.random" => "numpy.random",
        "numpy.testing" => "numpy.testing",
        _ => "IPython.display",
    };
    m.attrs.borrow_mut().insert(Rc::from(name), Value::Builtin(Rc::new(Builtin { name, module, func, signature, doc })));
}

/// Modules the dialect names, and the issue that brings each one.
const PLANNED: &[(&str, &str)] = &[];

/// The modules written in Python (beyond heapq/bisect/abc): name, source, docstring.
fn source_module(name: &str) -> Option<(&'static str, &'static str, &'static str)> {
    Some(match name {
        "numbers" => ("numbers", numbers::NUMBERS, "Abstract Base Classes (ABCs) for numbers, according to PEP 3141."),
        "fractions" => ("fractions", fractions::FRACTIONS, "Fraction, infinite-precision, rational numbers."),
        "decimal" => ("decimal", decimal::DECIMAL, "Decimal fixed-point and floating-point arithmetic."),
        "logging" => ("logging", logging::LOGGING, "Logging package for Python."),
        "struct" => ("struct", structs::STRUCT, "Functions to convert between Python values and C structs."),
        "array" => ("array", arrays::ARRAY, "This module defines an object type which can efficiently represent an array of basic values."),
        "base64" => ("base64", base64::BASE64, "Base16, Base32, Base64 (RFC 3548), Base85 and Ascii85 data encodings"),
        "hashlib" => ("hashlib", hashlib::HASHLIB, "hashlib module - A common interface to many hash functions."),
        "queue" => ("queue", queues::QUEUE, "A multi-producer, multi-consumer queue."),
        "inspect" => ("inspect", inspect::INSPECT, "Get useful information from live Python objects."),
        "platform" => ("platform", platform::PLATFORM, "This module tries to retrieve as much platform-identifying data as possible."),
        _ => return None,
    })
}

impl Interp {
    pub fn import_module(&mut self, name: &str) -> R<Value> {
        if matches!(name, "heapq" | "bisect" | "abc") && !self.modules.contains_key(name) {
            let (key, code, doc): (&'static str, &str, &'static str) = match name {
                "heapq" => ("heapq", heapq::HEAPQ, "Heap queue algorithm (a.k.a. priority queue)."),
                "bisect" => ("bisect", heapq::BISECT, "Bisection algorithms."),
                _ => ("abc", abc::ABC, "Abstract Base Classes (ABCs) according to PEP 3119."),
            };
            let m = self.module_from_source(key, doc, code)?;
            self.modules.insert(key, m);
        }
        if name == "collections" && self.modules.get("collections").is_some_and(|m| m.get("ChainMap").is_none()) {
            // `ChainMap` is Python, run on first import.
            let cm = self.module_from_source("collections", "", chainmap::CHAINMAP)?;
            if let (Some(m), Some(c)) = (self.modules.get("collections"), cm.get("ChainMap")) {
                m.attrs.borrow_mut().insert(Rc::from("ChainMap"), c);
            }
        }
        if let Some((key, code, doc)) = source_module(name) {
            if !self.modules.contains_key(key) {
                let m = self.module_from_source(key, doc, code)?;
                self.modules.insert(key, m);
            }
        }
        if name == "enum" && !self.modules.contains_key("enum") {
            // Its base classes are Python, run on first import.
            let m = enums::module(self)?;
            self.modules.insert("enum", m);
        }
        if matplotlib::provides(name) && !self.modules.contains_key("matplotlib") {
            matplotlib::install(self)?;
        }
        if cupy::provides(name) && !self.modules.contains_key("cupy") {
            cupy::install(self)?;
        }
        if pycuda::provides(name) && !self.modules.contains_key(name) {
            pycuda::install(self, name)?;
        }
        if let Some(m) = self.modules.get(name) {
            if name.starts_with("numba") || name.starts_with("cupy") {
                // A notebook that imports Numba will compile kernels: start NVRTC now.
                crate::runtime::backend::warm_up_nvrtc();
            }
            return Ok(Value::Module(m.clone()));
        }
        if name == "os.environ" || name == "os.path" {
            return Err(raise("ModuleNotFoundError", format!("No module named '{name}'; 'os' is not a package")));
        }
        if let Some((_, what)) = PLANNED.iter().find(|(m, _)| *m == name) {
            return Err(raise("ModuleNotFoundError", format!("No module named '{name}': cudalab does not provide it yet (it arrives with {what})")));
        }
        Err(raise("ModuleNotFoundError", format!("No module named '{name}'")))
    }
}
