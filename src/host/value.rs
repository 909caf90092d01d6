//! Host values: what a name in the notebook namespace can hold.
//!
//! Owns the `Value` enum and the container types (list, dict, set) with their identity semantics:
//! mutable containers are shared `Rc<RefCell<_>>`, so aliasing behaves as in Python. Must not know
//! how values are evaluated or printed (see `eval`, `repr`).

use crate::host::exceptions::ExcObj;
use crate::host::int::Int;
use crate::host::iter::IterState;
use indexmap::IndexMap;
use ruff_python_ast as ast;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub type Shared<T> = Rc<RefCell<T>>;

#[derive(Clone)]
pub enum Value {
    None,
    Bool(bool),
    Int(Int),
    Float(f64),
    Complex(f64, f64),
    Str(Rc<str>),
    List(Shared<Vec<Value>>),
    Tuple(Rc<[Value]>),
    Dict(Shared<Dict>),
    Set(Shared<Set>),
    Range(Rc<RangeObj>),
    Slice(Rc<[Value; 3]>),
    Function(Rc<Function>),
    Builtin(Rc<Builtin>),
    /// A method of a builtin object, bound to its receiver, dispatched by name when called.
    Method(Rc<(Value, Rc<str>)>),
    Module(Rc<Module>),
    Type(Rc<TypeObj>),
    Exception(Rc<ExcObj>),
    Iterator(Shared<IterState>),
    /// Objects of the cell's rich-display world (IPython.display.HTML, a display handle…).
    Native(Rc<dyn crate::host::native::NativeObject>),
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RangeObj {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
}

impl RangeObj {
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn len(&self) -> i64 {
        if self.step > 0 && self.start < self.stop {
            (self.stop - self.start - 1) / self.step + 1
        } else if self.step < 0 && self.start > self.stop {
            (self.start - self.stop - 1) / (-self.step) + 1
        } else {
            0
        }
    }
    pub fn get(&self, i: i64) -> i64 {
        self.start + i * self.step
    }
}

/// A user function (`def` or `lambda`): its syntax, defaults evaluated at definition, and the
/// environment it closes over.
pub struct Function {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub params: Rc<ast::Parameters>,
    pub body: FunctionBody,
    pub defaults: Vec<Value>,
    pub kw_defaults: Vec<(Rc<str>, Value)>,
    pub env: Rc<crate::host::env::Env>,
    pub source: Rc<crate::lang::source::Source>,
    pub doc: Option<Rc<str>>,
    /// Names this function's body binds (its locals), computed once at definition.
    pub locals: Rc<crate::host::env::LocalNames>,
    /// The statements holding a `yield`, for a generator function; None for an ordinary one.
    pub generator: Option<Rc<crate::host::generator::YieldSites>>,
    /// The class whose body defined this method, for the zero-argument `super()`.
    pub owner: RefCell<std::rc::Weak<TypeObj>>,
    /// The frame of this function's last finished call, emptied (`Interp::release_frame`): the
    /// next call starts in it with its parent, scope and class already in place.
    pub spare_frame: std::cell::Cell<Option<Rc<crate::host::env::Env>>>,
}

#[derive(Clone)]
pub enum FunctionBody {
    Def(Rc<ast::StmtFunctionDef>),
    Lambda(Rc<ast::ExprLambda>),
}

impl Function {
    /// Whether `n` positional arguments (and no keywords) bind one to one to the parameters,
    /// which are all plain positional ones: the call that needs no sorting out.
    pub fn binds_positionally(&self, n: usize) -> bool {
        let p = &self.params;
        p.vararg.is_none() && p.kwarg.is_none() && p.kwonlyargs.is_empty() && n == p.posonlyargs.len() + p.args.len()
    }
    /// The same function under another name and qualname (a method named for its class, a
    /// generated method named as CPython names it).
    pub fn renamed(&self, name: Rc<str>, qualname: Rc<str>) -> Function {
        Function {
            name,
            qualname,
            params: self.params.clone(),
            body: self.body.clone(),
            defaults: self.defaults.clone(),
            kw_defaults: self.kw_defaults.clone(),
            env: self.env.clone(),
            source: self.source.clone(),
            doc: self.doc.clone(),
            locals: self.locals.clone(),
            generator: self.generator.clone(),
            owner: self.owner.clone(),
            spare_frame: Default::default(),
        }
    }
}

pub type BuiltinFn = fn(&mut crate::host::Interp, Args) -> crate::host::R<Value>;

pub struct Builtin {
    pub name: &'static str,
    pub module: &'static str,
    pub func: BuiltinFn,
    pub signature: &'static str,
    pub doc: &'static str,
}

#[derive(Default)]
pub struct Args {
    pub pos: Vec<Value>,
    pub kw: Vec<(Rc<str>, Value)>,
}

impl Args {
    pub fn new(pos: Vec<Value>) -> Args {
        Args { pos, kw: Vec::new() }
    }
    pub fn take_kw(&mut self, name: &str) -> Option<Value> {
        let i = self.kw.iter().position(|(k, _)| &**k == name)?;
        Some(self.kw.remove(i).1)
    }
}

pub struct Module {
    pub name: Rc<str>,
    pub attrs: RefCell<IndexMap<Rc<str>, Value>>,
    pub doc: &'static str,
}

impl Module {
    pub fn get(&self, name: &str) -> Option<Value> {
        self.attrs.borrow().get(name).cloned()
    }
}

/// A class object. Builtin types (int, str…) and the builtin exception classes are all `TypeObj`s,
/// so `isinstance` and `except` walk one hierarchy.
pub struct TypeObj {
    pub name: Rc<str>,
    pub kind: TypeKind,
    pub base: Option<Rc<TypeObj>>,
    pub doc: &'static str,
    /// A user class's namespace and MRO (`None` for builtin classes).
    pub class: Option<crate::host::classes::ClassData>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeKind {
    NoneType,
    Bool,
    Int,
    Float,
    Complex,
    Str,
    Bytes,
    List,
    Tuple,
    Dict,
    Set,
    FrozenSet,
    Range,
    Slice,
    Object,
    Function,
    BuiltinFunction,
    Module,
    Type,
    Iterator,
    Exception,
}

impl TypeObj {
    pub fn is_subclass_of(&self, other: &TypeObj) -> bool {
        if std::ptr::eq(self, other) {
            return true;
        }
        if let Some(c) = &self.class {
            // The MRO lists every ancestor once: linear, however many diamonds the bases make.
            return c
                .mro
                .iter()
                .any(|m| std::ptr::eq(&**m, other) || (m.class.is_none() && other.class.is_none() && m.kind == other.kind && m.name == other.name));
        }
        if other.class.is_some() {
            return false;
        }
        let mut t: Option<&TypeObj> = Some(self);
        while let Some(cur) = t {
            if std::ptr::eq(cur, other) || (cur.kind == other.kind && cur.name == other.name) {
                return true;
            }
            t = cur.base.as_deref();
        }
        // Every class derives from `object`; native types share its kind, not its name.
        other.kind == TypeKind::Object && &*other.name == "object"
    }
}

/// Key used to hash dict keys and set members with Python's equality (1 == 1.0 == True).
/// Its `Hash` is the Python hash (`hash.rs`), so keys Python might find equal share a bucket.
#[derive(Clone)]
pub enum HashKey {
    None,
    Int(i64),
    /// Two's-complement little-endian bytes (a decimal string would cost quadratic time).
    BigInt(Vec<u8>),
    Float(u64),
    Complex(u64, u64),
    Str(Rc<str>),
    Tuple(Vec<HashKey>),
    /// An object hashed by identity.
    Ptr(usize),
    /// An instance whose class defines `__hash__`: equal to another key only as the same object;
    /// containers ask `__eq__` first and then use the key of the member it matched
    /// (`Interp::set_key`, `Interp::dict_key`).
    Obj {
        hash: i64,
        id: usize,
    },
    /// A frozenset: equal to another with the same members.
    FrozenSet(Shared<Set>),
}

impl PartialEq for HashKey {
    fn eq(&self, other: &HashKey) -> bool {
        use HashKey::*;
        match (self, other) {
            (None, None) => true,
            (Int(a), Int(b)) => a == b,
            (BigInt(a), BigInt(b)) => a == b,
            (Float(a), Float(b)) => a == b,
            (Complex(a, b), Complex(c, d)) => a == c && b == d,
            (Str(a), Str(b)) => a == b,
            (Tuple(a), Tuple(b)) => a == b,
            (Ptr(a), Ptr(b)) => a == b,
            (Obj { hash: h, id: a }, Obj { hash: g, id: b }) => h == g && a == b,
            (FrozenSet(a), FrozenSet(b)) => {
                Rc::ptr_eq(a, b) || {
                    let (a, b) = (a.borrow(), b.borrow());
                    a.table.len() == b.table.len() && a.table.keys().all(|k| b.table.contains_key(k))
                }
            }
            _ => false,
        }
    }
}

impl Eq for HashKey {}

impl std::hash::Hash for HashKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_i64(self.py_hash());
    }
}

/// The key of a string, a small int, or a tuple of those, borrowed from the value: a lookup
/// with it hashes and compares exactly as with the `HashKey` that `Interp::hash_key` would make
/// (`Str`, `Int`, `Tuple` of those), without making one. Only for containers with no instance
/// keys (`obj_keys`), where no `__eq__` can be asked.
pub enum KeyRef<'a> {
    Str(&'a str),
    Int(i64),
    /// Every item a `Str` or a small `Int` (checked by `of`).
    Tuple(&'a [Value]),
}

impl<'a> KeyRef<'a> {
    #[inline(always)]
    pub fn of(v: &'a Value) -> Option<KeyRef<'a>> {
        match v {
            Value::Str(s) => Some(KeyRef::Str(s)),
            Value::Int(Int::Small(i)) => Some(KeyRef::Int(*i)),
            Value::Tuple(t) if t.iter().all(is_plain_item) => Some(KeyRef::Tuple(t)),
            _ => None,
        }
    }

    /// `HashKey::py_hash` of the key this stands for.
    #[inline]
    pub fn py_hash(&self) -> i64 {
        match self {
            KeyRef::Str(s) => crate::host::hash::str_hash(s),
            KeyRef::Int(i) => crate::host::hash::int_hash(*i),
            // Every item is plain (`of`), so each has a `KeyRef` of its own.
            KeyRef::Tuple(t) => crate::host::hash::tuple_hash(t.iter().map(|x| KeyRef::of(x).map_or(0, |k| k.py_hash()))),
        }
    }

    #[inline]
    pub fn matches(&self, k: &HashKey) -> bool {
        match (self, k) {
            (KeyRef::Str(a), HashKey::Str(b)) => *a == &**b,
            (KeyRef::Int(a), HashKey::Int(b)) => a == b,
            (KeyRef::Tuple(a), HashKey::Tuple(b)) => a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| KeyRef::of(x).is_some_and(|k| k.matches(y))),
            _ => false,
        }
    }
}

/// A tuple item a plain key may hold (`KeyRef::Tuple`, `HashKey::plain`).
fn is_plain_item(v: &Value) -> bool {
    matches!(v, Value::Str(_) | Value::Int(Int::Small(_)))
}

impl std::hash::Hash for KeyRef<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_i64(self.py_hash());
    }
}

impl indexmap::Equivalent<HashKey> for KeyRef<'_> {
    fn equivalent(&self, k: &HashKey) -> bool {
        self.matches(k)
    }
}

impl HashKey {
    /// The key of a string, a small int or a tuple of those, the commonest keys, made without
    /// `Interp::hash_key`: what it would give. In a container with no instance key (`obj_keys`)
    /// no `__eq__` can be asked for it either (`Interp::set_key`, `Interp::dict_key`), so it is
    /// the key to use.
    #[inline]
    pub fn plain(v: &Value) -> Option<HashKey> {
        match v {
            Value::Str(s) => Some(HashKey::Str(s.clone())),
            Value::Int(Int::Small(i)) => Some(HashKey::Int(*i)),
            Value::Tuple(t) if t.iter().all(is_plain_item) => Some(HashKey::Tuple(t.iter().filter_map(HashKey::plain).collect())),
            _ => None,
        }
    }
}

impl std::fmt::Debug for HashKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HashKey::None => write!(f, "None"),
            HashKey::Int(i) => write!(f, "Int({i})"),
            HashKey::BigInt(b) => write!(f, "BigInt({b:?})"),
            HashKey::Float(b) => write!(f, "Float({})", f64::from_bits(*b)),
            HashKey::Complex(a, b) => write!(f, "Complex({}, {})", f64::from_bits(*a), f64::from_bits(*b)),
            HashKey::Str(s) => write!(f, "Str({s:?})"),
            HashKey::Tuple(t) => f.debug_tuple("Tuple").field(t).finish(),
            HashKey::Ptr(p) => write!(f, "Ptr({p:#x})"),
            HashKey::Obj { hash, id } => write!(f, "Obj({hash}, {id:#x})"),
            HashKey::FrozenSet(s) => f.debug_list().entries(s.borrow().table.keys()).finish(),
        }
    }
}

/// The hasher of dict keys and set members: a multiply-rotate hash a word at a time (the keys
/// are the cell's own values, so no flooding defence is needed, and iteration order is the
/// insertion order whatever the hash). SipHash took an eighth of a dict-heavy loop. (Names keep
/// `env::NameHasher`: on short names in the interpreter's tables this one measured slower.)
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl KeyHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl std::hash::Hasher for KeyHasher {
    #[inline]
    /// The multiply only moves entropy upward, and a key is often one word (its Python hash), so
    /// the high bits are rotated down: the table indexes by the low bits.
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    #[inline]
    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }
    #[inline]
    fn write_isize(&mut self, n: isize) {
        self.add(n as u64);
    }
}

/// An insertion-ordered map keyed by Python hash keys (dicts, sets, counters).
pub type KeyMap<V> = IndexMap<HashKey, V, std::hash::BuildHasherDefault<KeyHasher>>;

#[derive(Default, Clone)]
pub struct Dict {
    pub map: KeyMap<(Value, Value)>,
    /// Whether a key of an instance with `__hash__` was ever added (`HashKey::Obj`): only then
    /// may a builtin key have to ask `__eq__` of the keys with its hash (`Interp::dict_key`).
    pub obj_keys: bool,
}

impl Dict {
    /// `d[k] = v` for a string key (names: attributes, keyword arguments, globals); gives the
    /// value it replaced.
    pub fn insert_str(&mut self, k: Rc<str>, v: Value) -> Option<Value> {
        self.map.insert(HashKey::Str(k.clone()), (Value::Str(k), v)).map(|(_, old)| old)
    }

    /// The entry of key `k` found by reference (`KeyRef`): None when the key is not a plain one
    /// or the dict holds instance keys, where the caller takes the general way (`dict_key`).
    #[inline]
    pub fn plain_entry(&self, k: &Value) -> Option<Option<&(Value, Value)>> {
        if self.obj_keys {
            return None;
        }
        KeyRef::of(k).map(|r| self.map.get(&r))
    }

    /// `d[k] = v` for a plain key (`KeyRef`): an existing key is found by reference and keeps
    /// its key object, a new one is made directly (`HashKey::plain`). Gives `v` back when the
    /// key is not a plain one or the dict holds instance keys (the general way: `dict_key`).
    #[inline]
    pub fn store_plain(&mut self, k: &Value, v: Value) -> Result<(), Value> {
        if self.obj_keys {
            return Err(v);
        }
        let Some(r) = KeyRef::of(k) else { return Err(v) };
        if let Some(entry) = self.map.get_mut(&r) {
            entry.1 = v;
            return Ok(());
        }
        match HashKey::plain(k) {
            Some(hk) => {
                self.map.insert(hk, (k.clone(), v));
                Ok(())
            }
            None => Err(v),
        }
    }
}

/// A `set`, or a `frozenset` when `frozen` (which no method may change).
#[derive(Default, Clone)]
pub struct Set {
    pub table: crate::host::set_table::SetTable,
    pub frozen: bool,
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }
    pub fn int(i: i64) -> Value {
        Value::Int(Int::Small(i))
    }
    pub fn list(v: Vec<Value>) -> Value {
        Value::List(Rc::new(RefCell::new(v)))
    }
    pub fn tuple(v: Vec<Value>) -> Value {
        Value::Tuple(Rc::from(v))
    }
    pub fn dict(d: Dict) -> Value {
        Value::Dict(Rc::new(RefCell::new(d)))
    }
    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }
}

/// Small name→value map for keyword lookup in helpers.
pub type NameMap = HashMap<Rc<str>, Value>;
