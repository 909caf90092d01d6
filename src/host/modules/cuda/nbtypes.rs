//! Numba's type objects on the host: `numba.float32`, `float32[:]`, `numba.void(...)`, used in
//! eager signatures and as `dtype=` of shared arrays. A scalar type is also callable on the host
//! (`numba.float32(1.5)` makes a NumPy scalar, as in Numba).

use crate::compiler::types::{parse_type, scalar_from_name, Signature, Ty};
use crate::host::modules::numpy::{scalar_array, wrap};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

/// A Numba type: a scalar, an array type, or `void`.
pub struct NbType(pub Ty);

/// `void(float32[:], int32)` as an object.
pub struct NbSignature(pub Signature);

pub fn scalar_type(name: &str) -> Option<Value> {
    scalar_from_name(name).map(|d| Value::Native(Rc::new(NbType(Ty::Scalar(d)))))
}

pub fn void() -> Value {
    Value::Native(Rc::new(NbType(Ty::None)))
}

fn ty_of(v: &Value) -> Option<Ty> {
    match v {
        Value::Native(n) => {
            if let Some(t) = n.as_any().downcast_ref::<NbType>() {
                return Some(t.0.clone());
            }
            n.as_any().downcast_ref::<crate::host::modules::numpy::NpScalarType>().map(|s| Ty::Scalar(s.0))
        }
        Value::Str(s) => parse_type(s).ok(),
        _ => None,
    }
}

impl NativeObject for NbType {
    fn type_name(&self) -> &str {
        "numba.core.types.Type"
    }
    fn repr(&self) -> String {
        numba_repr(&self.0)
    }
    fn str(&self) -> String {
        match &self.0 {
            Ty::None => "none".into(),
            t => t.to_string(),
        }
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match &self.0 {
            Ty::Scalar(d) => {
                let Some(v) = args.pos.first() else { return Err(raise("TypeError", format!("{}() needs a value", self.repr()))) };
                // Called with types: a signature (`float32(float32, float32)`).
                if ty_of(v).is_some() && !matches!(v, Value::Str(_)) {
                    let tys =
                        args.pos.iter().map(|a| ty_of(a).ok_or_else(|| raise("TypeError", "signature arguments must be types"))).collect::<R<Vec<_>>>()?;
                    return Ok(Value::Native(Rc::new(NbSignature(Signature { ret: self.0.clone(), args: tys }))));
                }
                let mut a = scalar_array(interp, v, *d)?;
                a.scalar = true;
                Ok(wrap(a))
            }
            Ty::None => {
                let tys =
                    args.pos.iter().map(|a| ty_of(a).ok_or_else(|| raise("TypeError", "void(...) takes types such as float32[:]"))).collect::<R<Vec<_>>>()?;
                Ok(Value::Native(Rc::new(NbSignature(Signature { ret: Ty::None, args: tys }))))
            }
            other => Err(raise("TypeError", format!("'{other}' is not callable"))),
        }
    }
    /// Numba's types compare and hash by what they describe: `float32[:] == float32[:]`.
    fn eq(&self, _interp: &mut Interp, other: &Value) -> R<bool> {
        Ok(matches!(other, Value::Native(o) if o.as_any().downcast_ref::<NbType>().is_some_and(|t| t.0 == self.0)))
    }
    fn hash_key(&self, _interp: &mut Interp) -> R<crate::host::value::HashKey> {
        use crate::host::value::HashKey;
        Ok(HashKey::Tuple(vec![HashKey::Str(Rc::from("numba.core.types")), HashKey::Str(Rc::from(self.repr()))]))
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if name != "__getitem__" {
            return Ok(None);
        }
        let Ty::Scalar(d) = self.0 else { return Err(raise("TypeError", format!("'{}' cannot be indexed", self.repr()))) };
        let key = args.pos.first().cloned().unwrap_or(Value::None);
        let items: Vec<Value> = match key {
            Value::Tuple(t) => t.to_vec(),
            k => vec![k],
        };
        let mut dims = Vec::new();
        for it in &items {
            match it {
                Value::Slice(s) => {
                    let step_one = matches!(&s[2], Value::Int(i) if i.as_i64() == Some(1));
                    if !s[0].is_none() || !s[1].is_none() || !(s[2].is_none() || step_one) {
                        return Err(raise("TypeError", "array types are written float32[:] or float32[::1]"));
                    }
                    dims.push(if step_one { "::1" } else { ":" });
                }
                _ => return Err(raise("TypeError", "array types are written float32[:] or float32[::1]")),
            }
        }
        let text = format!("{}[{}]", crate::compiler::types::scalar_name(d), dims.join(","));
        let ty = parse_type(&text).map_err(|e| raise("TypeError", e))?;
        Ok(Some(Value::Native(Rc::new(NbType(ty)))))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl NativeObject for NbSignature {
    fn type_name(&self) -> &str {
        "numba.core.typing.templates.Signature"
    }
    fn repr(&self) -> String {
        let args: Vec<String> = self.0.args.iter().map(|a| a.to_string()).collect();
        format!("({}) -> {}", args.join(", "), if self.0.ret == Ty::None { "none".to_string() } else { self.0.ret.to_string() })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An eager signature argument: a string, a signature object, or a list of them.
pub fn signatures(v: &Value) -> R<Vec<Signature>> {
    match v {
        Value::Str(s) => Ok(vec![crate::compiler::types::parse_signature(s).map_err(|e| raise("TypeError", e.to_string()))?]),
        Value::List(l) => {
            let items = l.borrow().clone();
            let mut out = Vec::new();
            for it in &items {
                out.extend(signatures(it)?);
            }
            Ok(out)
        }
        Value::Tuple(t) => {
            // A bare tuple of argument types: `(float32[:], int32)`.
            let args = t.iter().map(|a| ty_of(a).ok_or_else(|| raise("TypeError", "signature tuples hold types"))).collect::<R<Vec<_>>>()?;
            Ok(vec![Signature { ret: Ty::None, args }])
        }
        Value::Native(n) => match n.as_any().downcast_ref::<NbSignature>() {
            Some(s) => Ok(vec![s.0.clone()]),
            None => Err(raise("TypeError", format!("invalid signature: {}", n.repr()))),
        },
        other => Err(raise("TypeError", format!("invalid signature: {}", crate::host::repr::repr(other)))),
    }
}

/// `repr()` of a Numba type as Numba writes it (`str()` is the short form, `array(float32, 1d, C)`):
/// `Array(float32, 1, 'C', False, aligned=True)`, `UniTuple(int64, 2)`, `Tuple((int64, float32))`.
pub fn numba_repr(t: &Ty) -> String {
    match t {
        Ty::Scalar(_) => t.to_string(),
        Ty::None => "none".into(),
        Ty::Array(a) => {
            let layout = match a.layout {
                crate::compiler::types::Layout::C => 'C',
                crate::compiler::types::Layout::F => 'F',
                crate::compiler::types::Layout::A => 'A',
            };
            format!("Array({}, {}, '{layout}', False, aligned=True)", Ty::Scalar(a.dtype), a.ndim)
        }
        Ty::Tuple(items) if !items.is_empty() && items.iter().all(|i| *i == items[0]) => format!("UniTuple({}, {})", numba_repr(&items[0]), items.len()),
        Ty::Tuple(items) => {
            let inner: Vec<String> = items.iter().map(numba_repr).collect();
            if inner.len() == 1 {
                format!("Tuple(({},))", inner[0])
            } else {
                format!("Tuple(({}))", inner.join(", "))
            }
        }
    }
}
