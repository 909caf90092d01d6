//! `typing`: the names annotations use (`List[int]`, `Optional[str]`, `Callable[..., T]`,
//! `TypeVar`…). cudalab, like CPython, does not check annotations; these objects exist so the
//! imports and annotations of course material evaluate, subscript and print as CPython's do.
//! `Generic` and `Protocol` are `object`, so `class Stack(Generic[T])` is an ordinary class.

use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;

/// Special forms and generic aliases, bare (`typing.List`) or subscripted (`typing.List[int]`).
const FORMS: &[&str] = &[
    "Any",
    "List",
    "Dict",
    "Tuple",
    "Set",
    "FrozenSet",
    "Optional",
    "Union",
    "Callable",
    "Iterable",
    "Iterator",
    "Generator",
    "Sequence",
    "MutableSequence",
    "Mapping",
    "MutableMapping",
    "Collection",
    "Container",
    "Type",
    "ClassVar",
    "Final",
    "Literal",
    "Annotated",
    "Deque",
    "DefaultDict",
    "OrderedDict",
    "Counter",
    "ChainMap",
    "Awaitable",
    "Coroutine",
    "AsyncIterator",
    "NoReturn",
    "Never",
    "Self",
    "LiteralString",
    "TypeAlias",
    "Hashable",
    "Sized",
    "Reversible",
    "SupportsInt",
    "SupportsFloat",
    "SupportsAbs",
    "SupportsIndex",
    "AbstractSet",
    "MutableSet",
    "ByteString",
    "Text",
    "Pattern",
    "Match",
    "IO",
    "TextIO",
    "BinaryIO",
];

pub fn module() -> Rc<Module> {
    let m = new_module("typing", "Support for type hints: the names exist, annotations are not checked (as in CPython).");
    {
        let mut attrs = m.attrs.borrow_mut();
        for name in FORMS {
            attrs.insert(Rc::from(*name), Value::Native(Rc::new(Form { repr: format!("typing.{name}"), name })));
        }
        let object = Value::Type(crate::host::exceptions::type_named("object"));
        attrs.insert(Rc::from("Generic"), object.clone());
        attrs.insert(Rc::from("Protocol"), object);
        attrs.insert(Rc::from("TYPE_CHECKING"), Value::Bool(false));
        attrs.insert(Rc::from("NamedTuple"), Value::Type(named_tuple_base()));
    }
    add_fn(&m, "TypeVar", type_var, "TypeVar(name, *constraints, bound=None)", "A type variable (`~T`).");
    add_fn(&m, "cast", cast, "cast(typ, val)", "Return val unchanged (a hint for type checkers).");
    add_fn(&m, "overload", identity, "overload(func)", "Return func (overloads are for type checkers).");
    add_fn(&m, "final", identity, "final(f)", "Return f (a hint for type checkers).");
    add_fn(&m, "no_type_check", identity, "no_type_check(arg)", "Return arg.");
    add_fn(&m, "runtime_checkable", identity, "runtime_checkable(cls)", "Return cls.");
    add_fn(&m, "NewType", new_type, "NewType(name, tp)", "A callable that returns its argument unchanged.");
    add_fn(&m, "get_type_hints", get_type_hints, "get_type_hints(obj)", "The evaluated annotations of a class, as a dict.");
    m
}

/// A special form or generic alias: its CPython repr, and the bare name it came from.
struct Form {
    name: &'static str,
    repr: String,
}

fn arg_repr(interp: &mut Interp, v: &Value) -> R<String> {
    Ok(match v {
        Value::Type(t) => crate::host::classes::qualname(t).to_string(),
        Value::None => "None".into(),
        Value::Native(n) if n.as_any().is::<Form>() || n.as_any().is::<TypeVarObj>() => n.repr(),
        Value::Native(n) if crate::host::native::is_ellipsis(v) => {
            let _ = n;
            "...".into()
        }
        Value::List(l) => {
            let items = l.borrow().clone();
            let parts: R<Vec<String>> = items.iter().map(|x| arg_repr(interp, x)).collect();
            format!("[{}]", parts?.join(", "))
        }
        other => interp.repr(other)?,
    })
}

impl NativeObject for Form {
    fn type_name(&self) -> &str {
        "_SpecialForm"
    }
    fn repr(&self) -> String {
        self.repr.clone()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        if name != "__getitem__" {
            return Ok(None);
        }
        let key = args.pos.into_iter().next().unwrap_or(Value::None);
        let items = match &key {
            Value::Tuple(t) => t.to_vec(),
            other => vec![other.clone()],
        };
        let parts: R<Vec<String>> = items.iter().map(|x| arg_repr(interp, x)).collect();
        let parts = parts?;
        let repr = match self.name {
            // Optional[X] is Union[X, None]; CPython prints it as Optional.
            "Optional" => format!("typing.Optional[{}]", parts.join(", ")),
            _ if parts.is_empty() => format!("{}[()]", self.repr),
            _ => format!("{}[{}]", self.repr, parts.join(", ")),
        };
        Ok(Some(Value::Native(Rc::new(Form { name: self.name, repr }))))
    }
    fn call(&self, _interp: &mut Interp, _args: Args) -> R<Value> {
        let builtin = match self.name {
            "List" => "list",
            "Dict" => "dict",
            "Tuple" => "tuple",
            "Set" => "set",
            "FrozenSet" => "frozenset",
            "Type" => "type",
            _ => "",
        };
        let msg = match self.name {
            "Any" => "Any cannot be instantiated".to_string(),
            _ if !builtin.is_empty() && self.repr == format!("typing.{}", self.name) => {
                format!("Type {} cannot be instantiated; use {builtin}() instead", self.name)
            }
            _ => format!("Cannot instantiate {}", self.repr),
        };
        Err(raise("TypeError", msg))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Whether an annotation is `ClassVar` or `ClassVar[...]` (dataclasses skip those fields).
pub fn is_class_var(v: &Value) -> bool {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<Form>().is_some_and(|f| f.name == "ClassVar"),
        Value::Str(s) => s.starts_with("ClassVar") || s.starts_with("typing.ClassVar"),
        _ => false,
    }
}

struct TypeVarObj {
    name: String,
}

impl NativeObject for TypeVarObj {
    fn type_name(&self) -> &str {
        "TypeVar"
    }
    fn repr(&self) -> String {
        format!("~{}", self.name)
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok((name == "__name__").then(|| Value::str(&self.name)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn type_var(_interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.first() {
        Some(Value::Str(s)) => Ok(Value::Native(Rc::new(TypeVarObj { name: s.to_string() }))),
        Some(_) => Err(raise("TypeError", "TypeVar name must be a string")),
        None => Err(raise("TypeError", "TypeVar.__init__() missing 1 required positional argument: 'name'")),
    }
}

fn cast(_interp: &mut Interp, args: Args) -> R<Value> {
    match args.pos.get(1) {
        Some(v) => Ok(v.clone()),
        None => Err(raise(
            "TypeError",
            format!("cast() missing {} required positional argument{}", 2 - args.pos.len(), if args.pos.is_empty() { "s: 'typ' and 'val'" } else { ": 'val'" }),
        )),
    }
}

fn identity(_interp: &mut Interp, args: Args) -> R<Value> {
    args.pos.into_iter().next().ok_or_else(|| raise("TypeError", "missing 1 required positional argument"))
}

fn new_type(_interp: &mut Interp, args: Args) -> R<Value> {
    let Some(Value::Str(name)) = args.pos.first() else {
        return Err(raise("TypeError", "NewType() argument 'name' must be a string"));
    };
    Ok(Value::Native(Rc::new(NewTypeObj { name: name.to_string() })))
}

struct NewTypeObj {
    name: String,
}

impl NativeObject for NewTypeObj {
    fn type_name(&self) -> &str {
        "NewType"
    }
    fn repr(&self) -> String {
        format!("__main__.{}", self.name)
    }
    fn call(&self, _interp: &mut Interp, args: Args) -> R<Value> {
        args.pos.into_iter().next().ok_or_else(|| raise("TypeError", format!("{}() missing 1 required positional argument", self.name)))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn get_type_hints(interp: &mut Interp, args: Args) -> R<Value> {
    let Some(obj) = args.pos.first() else {
        return Err(raise("TypeError", "get_type_hints() missing 1 required positional argument: 'obj'"));
    };
    match interp.getattr(obj, "__annotations__") {
        Ok(v) => Ok(v),
        Err(_) => Ok(Value::dict(Default::default())),
    }
}

/// `typing.NamedTuple`: a class whose subclasses `exec_class` hands to `named_tuple_class`.
fn named_tuple_base() -> Rc<crate::host::value::TypeObj> {
    use crate::host::value::{TypeKind, TypeObj};
    let object = crate::host::exceptions::type_named("object");
    let mut dict = crate::host::classes::AttrMap::default();
    dict.insert(Rc::from("_cudalab_namedtuple_base_"), Value::Bool(true));
    Rc::new(TypeObj {
        name: Rc::from("NamedTuple"),
        kind: TypeKind::Object,
        base: Some(object.clone()),
        doc: "Typed version of collections.namedtuple, written as a class.",
        class: Some(crate::host::classes::ClassData::new(dict, vec![object.clone()], vec![object], Rc::from("NamedTuple"), None)),
    })
}

/// `class Point(NamedTuple): x: int; y: int = 0` — the namedtuple class of those fields, with the
/// body's own methods and attributes added.
pub fn named_tuple_class(interp: &mut Interp, t: &Rc<crate::host::value::TypeObj>) -> R<Rc<crate::host::value::TypeObj>> {
    let Some(cd) = &t.class else { return Ok(t.clone()) };
    if cd.namespace().contains_key("_cudalab_namedtuple_base_") {
        return Ok(t.clone());
    }
    let ann = cd.namespace().get("__annotations__").cloned();
    let mut names = Vec::new();
    let mut defaults = Vec::new();
    if let Some(Value::Dict(d)) = ann {
        let keys: Vec<Value> = d.borrow().map.values().map(|(k, _)| k.clone()).collect();
        for k in keys {
            let Value::Str(name) = k else { continue };
            match cd.namespace().get(&*name) {
                Some(v) => defaults.push(v.clone()),
                None if !defaults.is_empty() => {
                    let prev = names.last().cloned().unwrap_or_default();
                    return Err(raise("TypeError", format!("Non-default namedtuple field {name} cannot follow default field {prev}")));
                }
                None => {}
            }
            if name.starts_with('_') {
                return Err(raise("AttributeError", format!("Cannot overwrite NamedTuple attribute {name}")));
            }
            names.push(name.to_string());
        }
    }
    let nt = crate::host::modules::collections::build_namedtuple(interp, &t.name, &names, &defaults)?;
    let Value::Type(nt) = nt else { return Ok(t.clone()) };
    let extra: Vec<(Rc<str>, Value)> = cd
        .namespace()
        .iter()
        .filter(|(k, _)| !names.iter().any(|n| n.as_str() == &***k) && !matches!(&***k, "__annotations__" | "__module__" | "__qualname__"))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    for (k, v) in extra {
        interp.class_setattr(&nt, &k, v)?;
    }
    Ok(nt)
}
