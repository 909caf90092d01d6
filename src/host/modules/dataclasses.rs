//! `dataclasses`: `@dataclass` (with `init`, `repr`, `eq`, `order`, `frozen`, `unsafe_hash`,
//! `kw_only`), `field`, `fields`, `asdict`, `astuple`, `replace`, `is_dataclass`, `MISSING` and
//! `FrozenInstanceError`, with CPython's checks and messages.
//!
//! Like CPython's module, `@dataclass` writes the methods as Python source and runs it
//! (`Interp::exec_internal`): the generated `__init__` binds arguments, raises and shows in
//! tracebacks exactly as a user's own method does. Fields come from the class body's
//! `__annotations__` (recorded by `classes`), after those inherited from dataclass bases.

use crate::host::classes::{lookup, qualname};
use crate::host::internal_source::{is_identifier, namespace};
use crate::host::modules::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Function, Module, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::fmt::Write;
use std::rc::Rc;

thread_local! {
    static MISSING: Value = Value::Native(Rc::new(Missing));
    static FROZEN: Rc<TypeObj> = Rc::new(TypeObj {
        name: Rc::from("FrozenInstanceError"),
        kind: TypeKind::Exception,
        base: Some(crate::host::exceptions::type_named("AttributeError")),
        doc: "A frozen dataclass's field was assigned or deleted.",
        class: None,
    });
}

fn missing() -> Value {
    MISSING.with(|m| m.clone())
}

fn is_missing(v: &Value) -> bool {
    matches!(v, Value::Native(n) if n.as_any().is::<Missing>())
}

pub fn module() -> Rc<Module> {
    let m = new_module("dataclasses", "Classes whose __init__, __repr__ and __eq__ are generated from their annotated fields.");
    add_fn(
        &m,
        "dataclass",
        dataclass,
        "dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False, kw_only=False)",
        "Add generated special methods to a class from its annotated fields.",
    );
    add_fn(
        &m,
        "field",
        field,
        "field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True, metadata=None, kw_only=MISSING)",
        "Describe one field of a dataclass.",
    );
    add_fn(&m, "fields", fields, "fields(class_or_instance)", "The fields of a dataclass, as a tuple of Field objects.");
    add_fn(&m, "asdict", asdict, "asdict(obj)", "A dataclass instance as a dict of its fields, recursively.");
    add_fn(&m, "astuple", astuple, "astuple(obj)", "A dataclass instance as a tuple of its fields, recursively.");
    add_fn(&m, "replace", replace, "replace(obj, /, **changes)", "A new instance with some fields replaced.");
    add_fn(&m, "is_dataclass", is_dataclass_fn, "is_dataclass(obj)", "Whether obj is a dataclass or an instance of one.");
    let mut attrs = m.attrs.borrow_mut();
    attrs.insert(Rc::from("MISSING"), missing());
    attrs.insert(Rc::from("FrozenInstanceError"), Value::Type(FROZEN.with(|f| f.clone())));
    drop(attrs);
    m
}

struct Missing;

impl NativeObject for Missing {
    fn type_name(&self) -> &str {
        "_MISSING_TYPE"
    }
    fn repr(&self) -> String {
        format!("<dataclasses._MISSING_TYPE object at {:p}>", self as *const Self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A field: what `field()` returns, completed with its name and type when the class is processed.
pub struct Field {
    name: RefCell<Option<Rc<str>>>,
    ty: RefCell<Value>,
    default: Value,
    factory: Value,
    init: bool,
    repr: bool,
    hash: Value,
    compare: bool,
    metadata: Value,
    kw_only: RefCell<Value>,
}

impl Field {
    fn name(&self) -> Rc<str> {
        self.name.borrow().clone().unwrap_or_else(|| Rc::from(""))
    }
    fn has_default(&self) -> bool {
        !is_missing(&self.default) || !is_missing(&self.factory)
    }
    fn is_kw_only(&self) -> bool {
        matches!(&*self.kw_only.borrow(), Value::Bool(true))
    }
}

impl Field {
    fn repr_text(&self) -> String {
        let name = match &*self.name.borrow() {
            Some(n) => format!("'{n}'"),
            None => "None".into(),
        };
        let simple = |v: &Value| match v {
            Value::Native(n) => n.repr(),
            Value::Type(t) => format!("<class '{}'>", t.name),
            Value::Bool(b) => if *b { "True" } else { "False" }.into(),
            Value::None => "None".into(),
            Value::Int(i) => i.to_string(),
            Value::Str(s) => format!("'{s}'"),
            _ => "...".into(),
        };
        format!(
            "Field(name={name},type={},default={},default_factory={},init={},repr={},hash={},compare={},metadata=mappingproxy({{}}),kw_only={},_field_type={})",
            simple(&self.ty.borrow()),
            simple(&self.default),
            simple(&self.factory),
            if self.init { "True" } else { "False" },
            if self.repr { "True" } else { "False" },
            simple(&self.hash),
            if self.compare { "True" } else { "False" },
            simple(&self.kw_only.borrow()),
            if self.name.borrow().is_some() { "_FIELD" } else { "None" },
        )
    }
    fn attr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(Some(match name {
            "name" => self.name.borrow().clone().map(Value::Str).unwrap_or(Value::None),
            "type" => self.ty.borrow().clone(),
            "default" => self.default.clone(),
            "default_factory" => self.factory.clone(),
            "init" => Value::Bool(self.init),
            "repr" => Value::Bool(self.repr),
            "hash" => self.hash.clone(),
            "compare" => Value::Bool(self.compare),
            "metadata" => self.metadata.clone(),
            "kw_only" => self.kw_only.borrow().clone(),
            _ => return Ok(None),
        }))
    }
}

/// The Python object of a field (several may share one `Field`).
struct FieldObj(Rc<Field>);

impl NativeObject for FieldObj {
    fn type_name(&self) -> &str {
        "Field"
    }
    fn repr(&self) -> String {
        self.0.repr_text()
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        self.0.attr(interp, name)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn field_value(f: &Rc<Field>) -> Value {
    Value::Native(Rc::new(FieldObj(f.clone())))
}

fn as_field(v: &Value) -> Option<Rc<Field>> {
    match v {
        Value::Native(n) => n.as_any().downcast_ref::<FieldObj>().map(|f| f.0.clone()),
        _ => None,
    }
}

fn bool_kw(interp: &mut Interp, args: &mut Args, name: &str, default: bool) -> R<bool> {
    match args.take_kw(name) {
        Some(v) => interp.truthy(&v),
        None => Ok(default),
    }
}

fn field(interp: &mut Interp, mut args: Args) -> R<Value> {
    if !args.pos.is_empty() {
        return Err(raise("TypeError", format!("field() takes 0 positional arguments but {} were given", args.pos.len())));
    }
    let default = args.take_kw("default").unwrap_or_else(missing);
    let factory = args.take_kw("default_factory").unwrap_or_else(missing);
    let init = bool_kw(interp, &mut args, "init", true)?;
    let repr = bool_kw(interp, &mut args, "repr", true)?;
    let hash = args.take_kw("hash").unwrap_or(Value::None);
    let compare = bool_kw(interp, &mut args, "compare", true)?;
    let metadata = args.take_kw("metadata").unwrap_or(Value::None);
    let kw_only = args.take_kw("kw_only").unwrap_or_else(missing);
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("field() got an unexpected keyword argument '{k}'")));
    }
    if !is_missing(&default) && !is_missing(&factory) {
        return Err(raise("ValueError", "cannot specify both default and default_factory"));
    }
    let metadata = if metadata.is_none() { Value::dict(Default::default()) } else { metadata };
    Ok(field_value(&Rc::new(Field {
        name: RefCell::new(None),
        ty: RefCell::new(Value::None),
        default,
        factory,
        init,
        repr,
        hash,
        compare,
        metadata,
        kw_only: RefCell::new(kw_only),
    })))
}

#[derive(Clone, Copy)]
struct Options {
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    unsafe_hash: bool,
    frozen: bool,
    kw_only: bool,
}

fn options(interp: &mut Interp, args: &mut Args) -> R<Options> {
    let o = Options {
        init: bool_kw(interp, args, "init", true)?,
        repr: bool_kw(interp, args, "repr", true)?,
        eq: bool_kw(interp, args, "eq", true)?,
        order: bool_kw(interp, args, "order", false)?,
        unsafe_hash: bool_kw(interp, args, "unsafe_hash", false)?,
        frozen: bool_kw(interp, args, "frozen", false)?,
        kw_only: bool_kw(interp, args, "kw_only", false)?,
    };
    for (k, v) in std::mem::take(&mut args.kw) {
        match &*k {
            "match_args" | "weakref_slot" => {}
            "slots" if !interp.truthy(&v)? => {}
            "slots" => return Err(interp.unsupported_construct("@dataclass(slots=True)")),
            _ => return Err(raise("TypeError", format!("dataclass() got an unexpected keyword argument '{k}'"))),
        }
    }
    if o.order && !o.eq {
        return Err(raise("ValueError", "eq must be true if order is true"));
    }
    Ok(o)
}

fn dataclass(interp: &mut Interp, mut args: Args) -> R<Value> {
    let o = options(interp, &mut args)?;
    match args.pos.first() {
        Some(Value::Type(t)) if t.class.is_some() => process(interp, t, o),
        Some(Value::Type(t)) => Err(interp.unsupported_construct(&format!("@dataclass on the builtin class '{}'", t.name))),
        Some(other) => {
            let tn = interp.type_name(other);
            Err(raise("TypeError", format!("dataclass() should be called on a class, not on an instance of '{tn}'")))
        }
        None => Ok(Value::Native(Rc::new(Decorator(o)))),
    }
}

/// `@dataclass(order=True)`: the decorator the call returns.
struct Decorator(Options);

impl NativeObject for Decorator {
    fn type_name(&self) -> &str {
        "function"
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        match args.pos.first() {
            Some(Value::Type(t)) if t.class.is_some() && args.pos.len() == 1 => process(interp, t, self.0),
            _ => Err(raise("TypeError", "dataclass() should be called on a class")),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn own_attr(t: &TypeObj, name: &str) -> Option<Value> {
    t.class.as_ref().and_then(|c| c.namespace().get(name).cloned())
}

/// The class's fields in order: inherited from dataclass bases (most basic first), then its own.
fn collect_fields(interp: &mut Interp, t: &Rc<TypeObj>, o: Options) -> R<Vec<Rc<Field>>> {
    let mut out: Vec<Rc<Field>> = Vec::new();
    let mro = t.class.as_ref().map(|c| c.mro.clone()).unwrap_or_default();
    for base in mro.iter().rev() {
        if let Some(Value::Dict(d)) = own_attr(base, "__dataclass_fields__") {
            for (_, v) in d.borrow().map.values() {
                if let Some(f) = as_field(v) {
                    let name = f.name();
                    match out.iter().position(|x| x.name() == name) {
                        Some(i) => out[i] = f,
                        None => out.push(f),
                    }
                }
            }
        }
    }
    let Some(Value::Dict(ann)) = own_attr(t, "__annotations__") else { return Ok(out) };
    let ann: Vec<(Value, Value)> = ann.borrow().map.values().cloned().collect();
    for (k, ty) in ann {
        let Value::Str(name) = k else { continue };
        if crate::host::modules::typing::is_class_var(&ty) {
            continue;
        }
        let f = match own_attr(t, &name) {
            Some(v) => match as_field(&v) {
                Some(f) => {
                    let fd = &f;
                    // The class attribute becomes the default, or goes when there is none.
                    if is_missing(&fd.default) {
                        interp.class_delattr(t, &name)?;
                    } else {
                        interp.class_setattr(t, &name, fd.default.clone())?;
                    }
                    f
                }
                None => {
                    if matches!(v, Value::List(_) | Value::Dict(_) | Value::Set(_)) {
                        let tn = interp.type_name(&v);
                        return Err(raise("ValueError", format!("mutable default <class '{tn}'> for field {name} is not allowed: use default_factory")));
                    }
                    Rc::new(Field {
                        name: RefCell::new(None),
                        ty: RefCell::new(Value::None),
                        default: v,
                        factory: missing(),
                        init: true,
                        repr: true,
                        hash: Value::None,
                        compare: true,
                        metadata: Value::dict(Default::default()),
                        kw_only: RefCell::new(missing()),
                    })
                }
            },
            None => Rc::new(Field {
                name: RefCell::new(None),
                ty: RefCell::new(Value::None),
                default: missing(),
                factory: missing(),
                init: true,
                repr: true,
                hash: Value::None,
                compare: true,
                metadata: Value::dict(Default::default()),
                kw_only: RefCell::new(missing()),
            }),
        };
        {
            let fd = &f;
            *fd.name.borrow_mut() = Some(name.clone());
            *fd.ty.borrow_mut() = ty;
            if is_missing(&fd.kw_only.borrow()) {
                *fd.kw_only.borrow_mut() = Value::Bool(o.kw_only);
            }
        }
        match out.iter().position(|x| x.name() == name) {
            Some(i) => out[i] = f,
            None => out.push(f),
        }
    }
    Ok(out)
}

fn process(interp: &mut Interp, t: &Rc<TypeObj>, o: Options) -> R<Value> {
    let fields = collect_fields(interp, t, o)?;
    for f in &fields {
        if !is_identifier(&f.name()) {
            return Err(raise("TypeError", format!("Field names must be valid identifiers: '{}'", f.name())));
        }
    }
    let mut fdict = crate::host::value::Dict::default();
    for f in &fields {
        let name = f.name();
        crate::host::eval::dict_insert(&mut fdict, crate::host::value::HashKey::Str(name.clone()), Value::Str(name), field_value(f));
    }
    interp.class_setattr(t, "__dataclass_fields__", Value::dict(fdict))?;

    let mut env_names: Vec<(String, Value)> = vec![
        ("_cls".into(), Value::Type(t.clone())),
        ("_HAS_DEFAULT_FACTORY".into(), missing()),
        ("_FrozenInstanceError".into(), Value::Type(FROZEN.with(|f| f.clone()))),
        ("_object_setattr".into(), interp.getattr(&Value::Type(crate::host::exceptions::type_named("object")), "__setattr__")?),
    ];
    let mut code = String::new();
    let has_own = |name: &str| own_attr(t, name).is_some();
    let set = |f: &str, value: &str| if o.frozen { format!("_object_setattr(self, '{f}', {value})") } else { format!("self.{f} = {value}") };

    if o.init && !has_own("__init__") {
        let mut params = vec!["self".to_string()];
        let mut kw_params = Vec::new();
        let mut body = Vec::new();
        let mut seen_default: Option<Rc<str>> = None;
        for f in &fields {
            let fd = &f;
            let name = fd.name();
            if !is_missing(&fd.default) {
                env_names.push((format!("_dflt_{name}"), fd.default.clone()));
            }
            if !is_missing(&fd.factory) {
                env_names.push((format!("_factory_{name}"), fd.factory.clone()));
            }
            if fd.init {
                let param = if !is_missing(&fd.default) {
                    format!("{name}=_dflt_{name}")
                } else if !is_missing(&fd.factory) {
                    format!("{name}=_HAS_DEFAULT_FACTORY")
                } else {
                    name.to_string()
                };
                if fd.is_kw_only() {
                    kw_params.push(param);
                } else {
                    if fd.has_default() {
                        seen_default = Some(name.clone());
                    } else if seen_default.is_some() {
                        return Err(raise("TypeError", format!("non-default argument '{name}' follows default argument")));
                    }
                    params.push(param);
                }
                let value = if is_missing(&fd.factory) { name.to_string() } else { format!("_factory_{name}() if {name} is _HAS_DEFAULT_FACTORY else {name}") };
                body.push(set(&name, &value));
            } else if !is_missing(&fd.factory) {
                body.push(set(&name, &format!("_factory_{name}()")));
            } else if !is_missing(&fd.default) {
                body.push(set(&name, &format!("_dflt_{name}")));
            }
        }
        if lookup(t, "__post_init__").is_some() {
            body.push("self.__post_init__()".into());
        }
        if body.is_empty() {
            body.push("pass".into());
        }
        if !kw_params.is_empty() {
            params.push("*".into());
            params.extend(kw_params);
        }
        let _ = writeln!(code, "def __init__({}):", params.join(", "));
        for line in body {
            let _ = writeln!(code, "    {line}");
        }
    }
    let shown: Vec<Rc<str>> = fields.iter().filter(|f| f.repr).map(|f| f.name()).collect();
    if o.repr && !has_own("__repr__") {
        let parts: Vec<String> = shown.iter().map(|n| format!("{n}={{self.{n}!r}}")).collect();
        let _ = writeln!(code, "def __repr__(self):\n    return self.__class__.__qualname__ + f\"({})\"", parts.join(", "));
    }
    let compared: Vec<Rc<str>> = fields.iter().filter(|f| f.compare).map(|f| f.name()).collect();
    let tuple_of = |who: &str| match compared.len() {
        0 => "()".to_string(),
        1 => format!("({who}.{},)", compared[0]),
        _ => format!("({})", compared.iter().map(|n| format!("{who}.{n}")).collect::<Vec<_>>().join(", ")),
    };
    if o.eq && !has_own("__eq__") {
        let _ = writeln!(
            code,
            "def __eq__(self, other):\n    if other.__class__ is self.__class__:\n        return {} == {}\n    return NotImplemented",
            tuple_of("self"),
            tuple_of("other")
        );
    }
    if o.order {
        for (name, op) in [("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"), ("__ge__", ">=")] {
            if has_own(name) {
                return Err(raise("TypeError", format!("Cannot overwrite attribute {name} in class {}. Consider using functools.total_ordering", t.name)));
            }
            let _ = writeln!(
                code,
                "def {name}(self, other):\n    if other.__class__ is self.__class__:\n        return {} {op} {}\n    return NotImplemented",
                tuple_of("self"),
                tuple_of("other")
            );
        }
    }
    let own_hash = own_attr(t, "__hash__");
    let explicit_hash = matches!(&own_hash, Some(v) if !v.is_none());
    let hash_fields: Vec<Rc<str>> = fields
        .iter()
        .filter(|f| {
            let fd = &f;
            match &fd.hash {
                Value::None => fd.compare,
                v => matches!(v, Value::Bool(true)),
            }
        })
        .map(|f| f.name())
        .collect();
    let hash_tuple = match hash_fields.len() {
        0 => "()".to_string(),
        1 => format!("(self.{},)", hash_fields[0]),
        _ => format!("({})", hash_fields.iter().map(|n| format!("self.{n}")).collect::<Vec<_>>().join(", ")),
    };
    let mut drop_hash = false;
    if o.unsafe_hash {
        if explicit_hash {
            return Err(raise("TypeError", format!("Cannot overwrite attribute __hash__ in class {}", t.name)));
        }
        let _ = writeln!(code, "def __hash__(self):\n    return hash({hash_tuple})");
    } else if o.eq && o.frozen && !explicit_hash {
        let _ = writeln!(code, "def __hash__(self):\n    return hash({hash_tuple})");
    } else if o.eq && !o.frozen && !explicit_hash {
        drop_hash = true;
    }
    if o.frozen {
        let names: Vec<String> = fields.iter().map(|f| format!("'{}'", f.name())).collect();
        let set_of = if names.is_empty() { "()".to_string() } else { format!("({},)", names.join(", ")) };
        let _ = writeln!(
            code,
            "def __setattr__(self, name, value):\n    if type(self) is _cls or name in {set_of}:\n        raise _FrozenInstanceError(f\"cannot assign to field {{name!r}}\")\n    _object_setattr(self, name, value)"
        );
        let _ = writeln!(
            code,
            "def __delattr__(self, name):\n    if type(self) is _cls or name in {set_of}:\n        raise _FrozenInstanceError(f\"cannot delete field {{name!r}}\")\n    raise AttributeError(name)"
        );
    }

    let env = namespace(env_names.iter().map(|(k, v)| (k.as_str(), v.clone())).collect());
    interp.exec_internal(&code, &env)?;
    let qual = qualname(t);
    let generated: Vec<(Rc<str>, Value)> = env.vars().iter().filter(|(k, _)| k.starts_with("__")).map(|(k, v)| (k.clone(), v.clone())).collect();
    for (name, v) in generated {
        let v = match &v {
            Value::Function(f) => Value::Function(renamed(f, &qual)),
            other => other.clone(),
        };
        interp.class_setattr(t, &name, v)?;
    }
    if drop_hash {
        interp.class_setattr(t, "__hash__", Value::None)?;
    }
    let names: Vec<Value> = fields.iter().filter(|f| f.init && !f.is_kw_only()).map(|f| Value::Str(f.name())).collect();
    interp.class_setattr(t, "__match_args__", Value::tuple(names))?;
    Ok(Value::Type(t.clone()))
}

/// A generated method named as CPython names it (`Point.__init__`), so argument errors match.
fn renamed(f: &Rc<Function>, class_qual: &str) -> Rc<Function> {
    Rc::new(f.renamed(f.name.clone(), Rc::from(format!("{class_qual}.{}", f.name).as_str())))
}

/// The class of a dataclass or of an instance of one, with its fields.
fn dataclass_fields(interp: &mut Interp, v: &Value) -> Option<Vec<Rc<Field>>> {
    let t = match v {
        Value::Type(t) => t.clone(),
        other => match interp.type_of(other) {
            Value::Type(t) => t,
            _ => return None,
        },
    };
    let Some(Value::Dict(d)) = lookup(&t, "__dataclass_fields__") else { return None };
    let out = d.borrow().map.values().filter_map(|(_, v)| as_field(v)).collect();
    Some(out)
}

fn one_arg(name: &str, args: &Args) -> R<Value> {
    args.pos.first().cloned().ok_or_else(|| raise("TypeError", format!("{name}() missing 1 required positional argument: 'obj'")))
}

fn fields(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("fields", &args)?;
    match dataclass_fields(interp, &v) {
        Some(fs) => Ok(Value::tuple(fs.into_iter().filter(|f| f.name.borrow().is_some()).map(|f| field_value(&f)).collect())),
        None => Err(raise("TypeError", "must be called with a dataclass type or instance")),
    }
}

fn is_dataclass_fn(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("is_dataclass", &args)?;
    Ok(Value::Bool(dataclass_fields(interp, &v).is_some()))
}

fn is_instance_of_dataclass(interp: &mut Interp, v: &Value) -> bool {
    !matches!(v, Value::Type(_)) && dataclass_fields(interp, v).is_some()
}

/// `asdict`/`astuple`'s walk: dataclass instances become dicts (or tuples), containers are rebuilt.
fn convert(interp: &mut Interp, v: &Value, as_dict: bool) -> R<Value> {
    let _walk = crate::host::enter_walk(" while converting a dataclass")?;
    if is_instance_of_dataclass(interp, v) {
        let fs = dataclass_fields(interp, v).unwrap_or_default();
        let mut d = crate::host::value::Dict::default();
        let mut items = Vec::new();
        for f in fs {
            let name = f.name();
            let x = interp.getattr(v, &name)?;
            let x = convert(interp, &x, as_dict)?;
            if as_dict {
                crate::host::eval::dict_insert(&mut d, crate::host::value::HashKey::Str(name.clone()), Value::Str(name), x);
            } else {
                items.push(x);
            }
        }
        return Ok(if as_dict { Value::dict(d) } else { Value::tuple(items) });
    }
    Ok(match v {
        Value::List(l) => {
            let items = l.borrow().clone();
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(convert(interp, x, as_dict)?);
            }
            Value::list(out)
        }
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                out.push(convert(interp, x, as_dict)?);
            }
            Value::tuple(out)
        }
        Value::Dict(d) => {
            let entries: Vec<(Value, Value)> = d.borrow().map.values().cloned().collect();
            let mut out = crate::host::value::Dict::default();
            for (k, x) in entries {
                let k = convert(interp, &k, as_dict)?;
                let x = convert(interp, &x, as_dict)?;
                let hk = interp.hash_key(&k)?;
                crate::host::eval::dict_insert(&mut out, hk, k, x);
            }
            Value::dict(out)
        }
        other => other.clone(),
    })
}

fn asdict(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("asdict", &args)?;
    if !is_instance_of_dataclass(interp, &v) {
        return Err(raise("TypeError", "asdict() should be called on dataclass instances"));
    }
    convert(interp, &v, true)
}

fn astuple(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("astuple", &args)?;
    if !is_instance_of_dataclass(interp, &v) {
        return Err(raise("TypeError", "astuple() should be called on dataclass instances"));
    }
    convert(interp, &v, false)
}

fn replace(interp: &mut Interp, args: Args) -> R<Value> {
    let v = one_arg("replace", &args)?;
    if !is_instance_of_dataclass(interp, &v) {
        return Err(raise("TypeError", "replace() should be called on dataclass instances"));
    }
    let fs = dataclass_fields(interp, &v).unwrap_or_default();
    let mut kw = args.kw;
    for f in &fs {
        let fd = &f;
        let name = fd.name();
        let given = kw.iter().any(|(k, _)| **k == *name);
        if !fd.init {
            if given {
                return Err(raise("ValueError", format!("field {name} is declared with init=False, it cannot be specified with replace()")));
            }
            continue;
        }
        if !given {
            let x = interp.getattr(&v, &name)?;
            kw.push((name, x));
        }
    }
    let cls = interp.type_of(&v);
    interp.call(&cls, Args { pos: Vec::new(), kw })
}
