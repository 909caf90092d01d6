//! The `operator` module: Python's operators as functions, and the callables `itemgetter`,
//! `attrgetter` and `methodcaller`. Every function goes through the interpreter's own operator
//! entry points (`Interp::binop`, `compare`, `inplace`, `getitem`…), so user-class dunders, NumPy
//! arrays and CPython's error messages are exactly those of the operators themselves. Must not
//! re-implement any operator's semantics.

use super::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::ops::is_same;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::{CmpOp, Operator};
use std::any::Any;
use std::rc::Rc;

/// The one operand of an itemgetter/attrgetter/methodcaller call: "itemgetter expected 1 argument, got 0".
fn one_operand(name: &str, args: &Args) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no keyword arguments")));
    }
    if args.pos.len() != 1 {
        return Err(raise("TypeError", format!("{name} expected 1 argument, got {}", args.pos.len())));
    }
    Ok(())
}

/// Positional arguments, exactly `n`: "add expected 2 arguments, got 1".
fn exact(name: &str, args: &Args, n: usize) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no keyword arguments")));
    }
    if args.pos.len() != n {
        let msg = if n == 1 {
            format!("_operator.{name}() takes exactly one argument ({} given)", args.pos.len())
        } else {
            format!("{name} expected {n} arguments, got {}", args.pos.len())
        };
        return Err(raise("TypeError", msg));
    }
    Ok(())
}

macro_rules! binary {
    ($($fname:ident, $iname:ident, $name:literal, $iname_s:literal, $op:expr);* $(;)?) => {
        $(
            fn $fname(interp: &mut Interp, args: Args) -> R<Value> {
                exact($name, &args, 2)?;
                interp.binop($op, &args.pos[0], &args.pos[1])
            }
            fn $iname(interp: &mut Interp, args: Args) -> R<Value> {
                exact($iname_s, &args, 2)?;
                interp.inplace($op, &args.pos[0], &args.pos[1])
            }
        )*
        fn add_binary(m: &Module) {
            $(
                add_fn(m, $name, $fname, concat!($name, "(a, b, /)"), concat!("Same as a ", stringify!($op), " b."));
                add_fn(m, concat!("__", $name, "__"), $fname, concat!($name, "(a, b, /)"), concat!("Same as a ", stringify!($op), " b."));
                add_fn(m, $iname_s, $iname, concat!($iname_s, "(a, b, /)"), "Same as a op= b.");
                add_fn(m, concat!("__", $iname_s, "__"), $iname, concat!($iname_s, "(a, b, /)"), "Same as a op= b.");
            )*
        }
    };
}

binary! {
    op_add, op_iadd, "add", "iadd", Operator::Add;
    op_sub, op_isub, "sub", "isub", Operator::Sub;
    op_mul, op_imul, "mul", "imul", Operator::Mult;
    op_matmul, op_imatmul, "matmul", "imatmul", Operator::MatMult;
    op_truediv, op_itruediv, "truediv", "itruediv", Operator::Div;
    op_floordiv, op_ifloordiv, "floordiv", "ifloordiv", Operator::FloorDiv;
    op_mod, op_imod, "mod", "imod", Operator::Mod;
    op_pow, op_ipow, "pow", "ipow", Operator::Pow;
    op_and, op_iand, "and_", "iand", Operator::BitAnd;
    op_or, op_ior, "or_", "ior", Operator::BitOr;
    op_xor, op_ixor, "xor", "ixor", Operator::BitXor;
    op_lshift, op_ilshift, "lshift", "ilshift", Operator::LShift;
    op_rshift, op_irshift, "rshift", "irshift", Operator::RShift;
}

macro_rules! compare {
    ($($fname:ident, $name:literal, $op:expr);* $(;)?) => {
        $(
            fn $fname(interp: &mut Interp, args: Args) -> R<Value> {
                exact($name, &args, 2)?;
                interp.compare($op, &args.pos[0], &args.pos[1])
            }
        )*
        fn add_compare(m: &Module) {
            $(
                add_fn(m, $name, $fname, concat!($name, "(a, b, /)"), concat!("Same as a ", stringify!($op), " b."));
                add_fn(m, concat!("__", $name, "__"), $fname, concat!($name, "(a, b, /)"), concat!("Same as a ", stringify!($op), " b."));
            )*
        }
    };
}

compare! {
    op_eq, "eq", CmpOp::Eq;
    op_ne, "ne", CmpOp::NotEq;
    op_lt, "lt", CmpOp::Lt;
    op_le, "le", CmpOp::LtE;
    op_gt, "gt", CmpOp::Gt;
    op_ge, "ge", CmpOp::GtE;
}

fn unary(interp: &mut Interp, args: &Args, name: &str, sym: &str) -> R<Value> {
    exact(name, args, 1)?;
    let v = &args.pos[0];
    match (sym, v) {
        ("-", _) => interp.unary_neg(v),
        ("+", Value::Bool(b)) => Ok(Value::int(*b as i64)),
        ("+", Value::Int(_) | Value::Float(_) | Value::Complex(..)) => Ok(v.clone()),
        ("~", Value::Bool(b)) => Ok(Value::int(!(*b as i64))),
        ("~", Value::Int(i)) => Ok(Value::Int(i.invert())),
        (_, Value::Native(n)) => n.unary(interp, sym)?.ok_or_else(|| raise("TypeError", format!("bad operand type for unary {sym}"))),
        _ => Err(raise("TypeError", format!("bad operand type for unary {sym}: '{}'", interp.type_name(v)))),
    }
}

fn op_neg(interp: &mut Interp, args: Args) -> R<Value> {
    unary(interp, &args, "neg", "-")
}
fn op_pos(interp: &mut Interp, args: Args) -> R<Value> {
    unary(interp, &args, "pos", "+")
}
fn op_invert(interp: &mut Interp, args: Args) -> R<Value> {
    unary(interp, &args, "invert", "~")
}
fn op_not(interp: &mut Interp, args: Args) -> R<Value> {
    exact("not_", &args, 1)?;
    Ok(Value::Bool(!interp.truthy(&args.pos[0])?))
}
fn op_truth(interp: &mut Interp, args: Args) -> R<Value> {
    exact("truth", &args, 1)?;
    Ok(Value::Bool(interp.truthy(&args.pos[0])?))
}
fn op_abs(interp: &mut Interp, args: Args) -> R<Value> {
    exact("abs", &args, 1)?;
    let f = interp.builtins.get("abs").cloned().ok_or_else(|| raise("RuntimeError", "no builtin abs"))?;
    interp.call(&f, args)
}
fn op_index(interp: &mut Interp, args: Args) -> R<Value> {
    exact("index", &args, 1)?;
    match &args.pos[0] {
        Value::Int(_) => Ok(args.pos[0].clone()),
        v => interp.to_index(v).map(Value::int),
    }
}
fn op_is(interp: &mut Interp, args: Args) -> R<Value> {
    exact("is_", &args, 2)?;
    let _ = interp;
    Ok(Value::Bool(is_same(&args.pos[0], &args.pos[1])))
}
fn op_is_not(interp: &mut Interp, args: Args) -> R<Value> {
    exact("is_not", &args, 2)?;
    let _ = interp;
    Ok(Value::Bool(!is_same(&args.pos[0], &args.pos[1])))
}
fn op_contains(interp: &mut Interp, args: Args) -> R<Value> {
    exact("contains", &args, 2)?;
    Ok(Value::Bool(interp.contains(&args.pos[0], &args.pos[1])?))
}
fn op_getitem(interp: &mut Interp, args: Args) -> R<Value> {
    exact("getitem", &args, 2)?;
    interp.getitem(&args.pos[0], &args.pos[1])
}
fn op_setitem(interp: &mut Interp, args: Args) -> R<Value> {
    exact("setitem", &args, 3)?;
    interp.setitem(&args.pos[0], &args.pos[1], args.pos[2].clone())?;
    Ok(Value::None)
}
fn op_delitem(interp: &mut Interp, args: Args) -> R<Value> {
    exact("delitem", &args, 2)?;
    interp.delitem(&args.pos[0], &args.pos[1])?;
    Ok(Value::None)
}

fn is_sequence(v: &Value) -> bool {
    matches!(v, Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_))
        || crate::host::bytes::as_bytes(v).is_some()
        || crate::host::classes::as_instance(v).is_some_and(|i| crate::host::classes::lookup(&i.cls, "__getitem__").is_some())
}

fn op_concat(interp: &mut Interp, args: Args) -> R<Value> {
    exact("concat", &args, 2)?;
    if !is_sequence(&args.pos[0]) {
        return Err(raise("TypeError", format!("'{}' object can't be concatenated", interp.type_name(&args.pos[0]))));
    }
    interp.binop(Operator::Add, &args.pos[0], &args.pos[1])
}
fn op_iconcat(interp: &mut Interp, args: Args) -> R<Value> {
    exact("iconcat", &args, 2)?;
    if !is_sequence(&args.pos[0]) {
        return Err(raise("TypeError", format!("'{}' object can't be concatenated", interp.type_name(&args.pos[0]))));
    }
    interp.inplace(Operator::Add, &args.pos[0], &args.pos[1])
}
fn op_call(interp: &mut Interp, mut args: Args) -> R<Value> {
    if args.pos.is_empty() {
        return Err(raise("TypeError", "call expected at least 1 argument, got 0"));
    }
    let f = args.pos.remove(0);
    interp.call(&f, args)
}
fn op_length_hint(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() || args.pos.is_empty() || args.pos.len() > 2 {
        let n = args.pos.len();
        let msg =
            if n == 0 { "length_hint expected at least 1 argument, got 0".to_string() } else { format!("length_hint expected at most 2 arguments, got {n}") };
        return Err(raise("TypeError", msg));
    }
    let default = match args.pos.get(1) {
        Some(Value::Int(_) | Value::Bool(_)) => args.pos[1].clone(),
        Some(other) => return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
        None => Value::int(0),
    };
    match &args.pos[0] {
        Value::Iterator(_) => Ok(default),
        v => match crate::host::builtins::len_of(interp, v) {
            Ok(n) => Ok(Value::int(n)),
            Err(crate::host::Ctrl::Raise(e)) if e.is("TypeError") => Ok(default),
            Err(e) => Err(e),
        },
    }
}
fn op_count_of(interp: &mut Interp, args: Args) -> R<Value> {
    exact("countOf", &args, 2)?;
    let mut it = interp.iter(&args.pos[0])?;
    let mut n = 0;
    while let Some(v) = interp.next(&mut it)? {
        if is_same(&v, &args.pos[1]) || interp.eq(&v, &args.pos[1])? {
            n += 1;
        }
    }
    Ok(Value::int(n))
}
fn op_index_of(interp: &mut Interp, args: Args) -> R<Value> {
    exact("indexOf", &args, 2)?;
    let mut it = interp.iter(&args.pos[0])?;
    let mut i = 0;
    while let Some(v) = interp.next(&mut it)? {
        if is_same(&v, &args.pos[1]) || interp.eq(&v, &args.pos[1])? {
            return Ok(Value::int(i));
        }
        i += 1;
    }
    Err(raise("ValueError", "sequence.index(x): x not in sequence"))
}

pub fn module() -> Rc<Module> {
    let m = new_module(
        "operator",
        "Operator interface.\n\nThis module exports a set of functions implemented in C corresponding\nto the intrinsic operators of Python.",
    );
    add_binary(&m);
    add_compare(&m);
    let unaries: [(&'static str, crate::host::value::BuiltinFn, &'static str); 7] = [
        ("neg", op_neg, "Same as -a."),
        ("pos", op_pos, "Same as +a."),
        ("invert", op_invert, "Same as ~a."),
        ("inv", op_invert, "Same as ~a."),
        ("abs", op_abs, "Same as abs(a)."),
        ("index", op_index, "Same as a.__index__()"),
        ("truth", op_truth, "Return True if a is true, False otherwise."),
    ];
    for (name, f, doc) in unaries {
        add_fn(&m, name, f, "(a, /)", doc);
    }
    for (name, f) in
        [("__neg__", op_neg as crate::host::value::BuiltinFn), ("__pos__", op_pos), ("__invert__", op_invert), ("__inv__", op_invert), ("__abs__", op_abs)]
    {
        add_fn(&m, name, f, "(a, /)", "");
    }
    add_fn(&m, "not_", op_not, "not_(a, /)", "Same as not a.");
    add_fn(&m, "__not__", op_not, "not_(a, /)", "Same as not a.");
    add_fn(&m, "__index__", op_index, "index(a, /)", "Same as a.__index__()");
    add_fn(&m, "is_", op_is, "is_(a, b, /)", "Same as a is b.");
    add_fn(&m, "is_not", op_is_not, "is_not(a, b, /)", "Same as a is not b.");
    add_fn(&m, "contains", op_contains, "contains(a, b, /)", "Same as b in a (note reversed operands).");
    add_fn(&m, "__contains__", op_contains, "contains(a, b, /)", "Same as b in a (note reversed operands).");
    add_fn(&m, "getitem", op_getitem, "getitem(a, b, /)", "Same as a[b].");
    add_fn(&m, "__getitem__", op_getitem, "getitem(a, b, /)", "Same as a[b].");
    add_fn(&m, "setitem", op_setitem, "setitem(a, b, c, /)", "Same as a[b] = c.");
    add_fn(&m, "__setitem__", op_setitem, "setitem(a, b, c, /)", "Same as a[b] = c.");
    add_fn(&m, "delitem", op_delitem, "delitem(a, b, /)", "Same as del a[b].");
    add_fn(&m, "__delitem__", op_delitem, "delitem(a, b, /)", "Same as del a[b].");
    add_fn(&m, "concat", op_concat, "concat(a, b, /)", "Same as a + b, for a and b sequences.");
    add_fn(&m, "__concat__", op_concat, "concat(a, b, /)", "Same as a + b, for a and b sequences.");
    add_fn(&m, "iconcat", op_iconcat, "iconcat(a, b, /)", "Same as a += b, for a and b sequences.");
    add_fn(&m, "__iconcat__", op_iconcat, "iconcat(a, b, /)", "Same as a += b, for a and b sequences.");
    add_fn(&m, "call", op_call, "call(obj, /, *args, **kwargs)", "Same as obj(*args, **kwargs).");
    add_fn(&m, "__call__", op_call, "call(obj, /, *args, **kwargs)", "Same as obj(*args, **kwargs).");
    add_fn(&m, "length_hint", op_length_hint, "length_hint(obj, default=0, /)", "Return an estimate of the number of items in obj.");
    add_fn(&m, "countOf", op_count_of, "countOf(a, b, /)", "Return the number of items in a which are, or which equal, b.");
    add_fn(&m, "indexOf", op_index_of, "indexOf(a, b, /)", "Return the first index of b in a.");
    add_fn(&m, "itemgetter", itemgetter, "itemgetter(item, ...)", "Return a callable object that fetches the given item(s) from its operand.");
    add_fn(&m, "attrgetter", attrgetter, "attrgetter(attr, ...)", "Return a callable object that fetches the given attribute(s) from its operand.");
    add_fn(&m, "methodcaller", methodcaller, "methodcaller(name, ...)", "Return a callable object that calls the given method on its operand.");
    m
}

// ---- itemgetter, attrgetter, methodcaller -------------------------------------------------

struct ItemGetter(Vec<Value>);

impl NativeObject for ItemGetter {
    fn type_name(&self) -> &str {
        "operator.itemgetter"
    }
    fn repr(&self) -> String {
        let items: Vec<String> = self.0.iter().map(crate::host::repr::repr).collect();
        format!("operator.itemgetter({})", items.join(", "))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        one_operand("itemgetter", &args)?;
        if self.0.len() == 1 {
            return interp.getitem(&args.pos[0], &self.0[0]);
        }
        let mut out = Vec::with_capacity(self.0.len());
        for k in &self.0 {
            out.push(interp.getitem(&args.pos[0], k)?);
        }
        Ok(Value::tuple(out))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn itemgetter(_: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "itemgetter() takes no keyword arguments"));
    }
    if args.pos.is_empty() {
        return Err(raise("TypeError", "itemgetter expected 1 argument, got 0"));
    }
    Ok(Value::Native(Rc::new(ItemGetter(args.pos))))
}

struct AttrGetter(Vec<Rc<str>>);

impl NativeObject for AttrGetter {
    fn type_name(&self) -> &str {
        "operator.attrgetter"
    }
    fn repr(&self) -> String {
        let items: Vec<String> = self.0.iter().map(|s| crate::host::repr::str_repr(s)).collect();
        format!("operator.attrgetter({})", items.join(", "))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        one_operand("attrgetter", &args)?;
        let mut out = Vec::with_capacity(self.0.len());
        for path in &self.0 {
            let mut v = args.pos[0].clone();
            for part in path.split('.') {
                v = interp.getattr(&v, part)?;
            }
            out.push(v);
        }
        Ok(if out.len() == 1 { out.pop().unwrap_or(Value::None) } else { Value::tuple(out) })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn attrgetter(_: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "attrgetter() takes no keyword arguments"));
    }
    if args.pos.is_empty() {
        return Err(raise("TypeError", "attrgetter expected 1 argument, got 0"));
    }
    let mut names = Vec::with_capacity(args.pos.len());
    for a in &args.pos {
        match a {
            Value::Str(s) => names.push(s.clone()),
            _ => return Err(raise("TypeError", "attribute name must be a string")),
        }
    }
    Ok(Value::Native(Rc::new(AttrGetter(names))))
}

struct MethodCaller {
    name: Rc<str>,
    args: Vec<Value>,
    kw: Vec<(Rc<str>, Value)>,
}

impl NativeObject for MethodCaller {
    fn type_name(&self) -> &str {
        "operator.methodcaller"
    }
    fn repr(&self) -> String {
        let mut parts = vec![crate::host::repr::str_repr(&self.name)];
        parts.extend(self.args.iter().map(crate::host::repr::repr));
        parts.extend(self.kw.iter().map(|(k, v)| format!("{k}={}", crate::host::repr::repr(v))));
        format!("operator.methodcaller({})", parts.join(", "))
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        one_operand("methodcaller", &args)?;
        let recv = &args.pos[0];
        let call_args = Args { pos: self.args.clone(), kw: self.kw.clone() };
        if crate::host::classes::as_instance(recv).is_none() && crate::host::methods::has_method(recv, &self.name) {
            return interp.call_method(recv, &self.name, call_args);
        }
        let f = interp.getattr(recv, &self.name)?;
        interp.call(&f, call_args)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn methodcaller(_: &mut Interp, args: Args) -> R<Value> {
    let mut pos = args.pos.into_iter();
    let name = match pos.next() {
        Some(Value::Str(s)) => s,
        Some(_) => return Err(raise("TypeError", "method name must be a string")),
        None => return Err(raise("TypeError", "methodcaller needs at least one argument, the method name")),
    };
    Ok(Value::Native(Rc::new(MethodCaller { name, args: pos.collect(), kw: args.kw })))
}
