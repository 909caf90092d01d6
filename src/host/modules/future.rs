//! `__future__`: the feature names CPython 3.12 knows, as `_Feature` objects with CPython's
//! releases and compiler flags. Every feature but `barry_as_FLUFL` is mandatory in 3.12 or (for
//! `annotations`) changes nothing the dialect evaluates, so importing one is accepted and does
//! nothing else; `from __future__ import` of an unknown name is CPython's SyntaxError.

use super::new_module;
use crate::host::native::NativeObject;
use crate::host::value::{Module, Value};
use crate::host::{raise, R};
use std::any::Any;
use std::rc::Rc;

type Release = (u32, u32, u32, &'static str, u32);

/// (name, optional release, mandatory release, compiler flag), as CPython 3.12's `__future__`.
const FEATURES: &[(&str, Release, Option<Release>, u32)] = &[
    ("nested_scopes", (2, 1, 0, "beta", 1), Some((2, 2, 0, "alpha", 0)), 0x10),
    ("generators", (2, 2, 0, "alpha", 1), Some((2, 3, 0, "final", 0)), 0),
    ("division", (2, 2, 0, "alpha", 2), Some((3, 0, 0, "alpha", 0)), 0x20000),
    ("absolute_import", (2, 5, 0, "alpha", 1), Some((3, 0, 0, "alpha", 0)), 0x40000),
    ("with_statement", (2, 5, 0, "alpha", 1), Some((2, 6, 0, "alpha", 0)), 0x80000),
    ("print_function", (2, 6, 0, "alpha", 2), Some((3, 0, 0, "alpha", 0)), 0x100000),
    ("unicode_literals", (2, 6, 0, "alpha", 2), Some((3, 0, 0, "alpha", 0)), 0x200000),
    ("barry_as_FLUFL", (3, 1, 0, "alpha", 2), Some((4, 0, 0, "alpha", 0)), 0x400000),
    ("generator_stop", (3, 5, 0, "beta", 1), Some((3, 7, 0, "alpha", 0)), 0x800000),
    ("annotations", (3, 7, 0, "beta", 1), None, 0x1000000),
];

struct Feature {
    optional: Release,
    mandatory: Option<Release>,
    flag: u32,
}

fn release(r: &Release) -> String {
    format!("({}, {}, {}, '{}', {})", r.0, r.1, r.2, r.3, r.4)
}

impl NativeObject for Feature {
    fn type_name(&self) -> &str {
        "_Feature"
    }
    fn repr(&self) -> String {
        let mandatory = self.mandatory.as_ref().map_or("None".to_string(), release);
        format!("_Feature({}, {}, {})", release(&self.optional), mandatory, self.flag)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn module() -> Rc<Module> {
    let m = new_module("__future__", "Record of phased-in incompatible language changes (CPython 3.12's features).");
    let mut attrs = m.attrs.borrow_mut();
    for (name, optional, mandatory, flag) in FEATURES {
        attrs.insert(Rc::from(*name), Value::Native(Rc::new(Feature { optional: *optional, mandatory: *mandatory, flag: *flag })));
    }
    for (name, flag) in [
        ("CO_NESTED", 0x10),
        ("CO_GENERATOR_ALLOWED", 0),
        ("CO_FUTURE_DIVISION", 0x20000),
        ("CO_FUTURE_ABSOLUTE_IMPORT", 0x40000),
        ("CO_FUTURE_WITH_STATEMENT", 0x80000),
        ("CO_FUTURE_PRINT_FUNCTION", 0x100000),
        ("CO_FUTURE_UNICODE_LITERALS", 0x200000),
        ("CO_FUTURE_BARRY_AS_BDFL", 0x400000),
        ("CO_FUTURE_GENERATOR_STOP", 0x800000),
        ("CO_FUTURE_ANNOTATIONS", 0x1000000),
    ] {
        attrs.insert(Rc::from(name), Value::int(flag));
    }
    attrs.insert(Rc::from("all_feature_names"), Value::list(FEATURES.iter().map(|f| Value::str(f.0)).collect()));
    drop(attrs);
    m
}

/// The check CPython's compiler makes on `from __future__ import name`.
pub fn check_feature(name: &str) -> R<()> {
    match name {
        "braces" => Err(raise("SyntaxError", "not a chance")),
        "barry_as_FLUFL" => Err(raise("NotImplementedError", "from __future__ import barry_as_FLUFL is not supported by cudalab")),
        _ if FEATURES.iter().any(|f| f.0 == name) => Ok(()),
        _ => Err(raise("SyntaxError", format!("future feature {name} is not defined"))),
    }
}
