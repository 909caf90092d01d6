//! The extension point for objects implemented in Rust that are not core Python values: rich
//! display objects today, host arrays, device arrays and kernels in later issues. Each hook has a
//! default that says "not supported", so an object implements only what it means.

use crate::host::output::MimeBundle;
use crate::host::value::{Args, HashKey, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;

pub trait NativeObject: Any {
    fn type_name(&self) -> &str;
    fn repr(&self) -> String {
        format!("<{} object at {:p}>", self.type_name(), self as *const Self as *const u8)
    }
    /// A repr built from the reprs of values it holds (a deque, a Counter), which needs the
    /// interpreter; None: `repr()` above is the whole answer.
    fn repr_in(&self, _interp: &mut Interp) -> R<Option<String>> {
        Ok(None)
    }
    /// Whether `repr_in` has something to say (containers holding this must ask it).
    fn has_repr_in(&self) -> bool {
        false
    }
    /// `str(obj)` when it needs the interpreter (data on a GPU); None: `str()` below answers.
    /// Asked only when `has_repr_in` is true.
    fn str_in(&self, interp: &mut Interp) -> R<Option<String>> {
        self.repr_in(interp)
    }
    /// `str(obj)`; defaults to the repr.
    fn str(&self) -> String {
        self.repr()
    }
    /// The bundle shown when this is a cell result or passed to `display()`.
    fn mime_bundle(&self) -> Option<MimeBundle> {
        None
    }
    fn getattr(&self, _interp: &mut Interp, _name: &str) -> R<Option<Value>> {
        Ok(None)
    }
    fn call_method(&self, _interp: &mut Interp, _name: &str, _args: Args) -> R<Option<Value>> {
        Ok(None)
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        Err(raise("TypeError", format!("'{}' object is not callable", self.type_name())))
    }
    fn binop(&self, _interp: &mut Interp, _op: Operator, _other: &Value, _reflected: bool) -> R<Option<Value>> {
        Ok(None)
    }
    fn unary(&self, _interp: &mut Interp, _op: &str) -> R<Option<Value>> {
        Ok(None)
    }
    fn compare(&self, _interp: &mut Interp, _op: CmpOp, _other: &Value, _reflected: bool) -> R<Option<Value>> {
        Ok(None)
    }
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(match other {
            Value::Native(o) => std::ptr::eq(self as *const Self as *const u8, o.as_ref() as *const dyn NativeObject as *const u8),
            _ => false,
        })
    }
    fn truthy(&self, _interp: &mut Interp) -> R<bool> {
        Ok(true)
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<HashKey> {
        Ok(HashKey::Ptr(self as *const Self as *const u8 as usize))
    }
    fn to_index(&self, _interp: &mut Interp) -> R<Option<i64>> {
        Ok(None)
    }
    fn to_float(&self, _interp: &mut Interp) -> R<Option<f64>> {
        Ok(None)
    }
    /// `__get__`: what reading this object as a class attribute gives, through an instance
    /// (`inst`) or the class itself (`None`); `me` is this object as a value. `Ok(None)`: not a
    /// descriptor, the object itself (functools.lru_cache wrappers bind like methods).
    fn descr_get(&self, _interp: &mut Interp, _me: &Value, _inst: Option<&Value>) -> R<Option<Value>> {
        Ok(None)
    }
    /// `isinstance(v, self)` for a native class object; `None`: not a class that answers it.
    fn instance_check(&self, _interp: &mut Interp, _v: &Value) -> R<Option<bool>> {
        Ok(None)
    }
    /// Attribute names, for completion.
    fn dir(&self) -> Vec<String> {
        Vec::new()
    }
    fn as_any(&self) -> &dyn Any;
    /// This object as an instance of a user class: one dynamic call where `as_any` and a
    /// downcast make two (asked at every attribute and method site).
    fn as_instance(&self) -> Option<&crate::host::classes::Instance> {
        None
    }
}

/// Python's `Ellipsis` (`...`), one object per engine thread so `x is ...` works.
pub struct EllipsisObj;

impl NativeObject for EllipsisObj {
    fn type_name(&self) -> &str {
        "ellipsis"
    }
    fn repr(&self) -> String {
        "Ellipsis".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

thread_local! {
    static ELLIPSIS: std::rc::Rc<dyn NativeObject> = std::rc::Rc::new(EllipsisObj);
}

pub fn ellipsis() -> Value {
    Value::Native(ELLIPSIS.with(|e| e.clone()))
}

pub fn is_ellipsis(v: &Value) -> bool {
    matches!(v, Value::Native(n) if n.as_any().is::<EllipsisObj>())
}
