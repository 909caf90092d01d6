//! The builtins module: functions (`print`, `len`, `range`, `sorted`…), the builtin types as callable
//! classes (`int("12")`, `list(x)`), and the exception classes. Each builtin is declared once in
//! `BUILTINS` with its signature and doc, which `inspect` and completion read.

use crate::host::dynamic_code::{b_eval, b_exec};
use crate::host::exceptions::{type_named, Types};
use crate::host::int::Int;
use crate::host::iter::IterState;
use crate::host::value::{Args, Builtin, Dict, RangeObj, TypeKind, TypeObj, Value};
use crate::host::{raise, Interp, R};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

macro_rules! builtins_table {
    ($( $name:literal => $func:ident, $sig:literal, $doc:literal; )*) => {
        pub const BUILTINS: &[(&str, crate::host::value::BuiltinFn, &str, &str)] = &[
            $( ($name, $func, $sig, $doc), )*
        ];
    };
}

builtins_table! {
    "print" => b_print, "print(*args, sep=' ', end='\\n', file=None, flush=False)", "Prints the values to a stream, or to sys.stdout by default.";
    "len" => b_len, "len(obj, /)", "Return the number of items in a container.";
    "range" => b_range, "range(stop) / range(start, stop[, step])", "Return an object that produces a sequence of integers from start (inclusive) to stop (exclusive) by step.";
    "abs" => b_abs, "abs(x, /)", "Return the absolute value of the argument.";
    "min" => b_min, "min(iterable, *[, default=obj, key=func]) / min(arg1, arg2, *args, *[, key=func])", "With a single iterable argument, return its smallest item.";
    "max" => b_max, "max(iterable, *[, default=obj, key=func]) / max(arg1, arg2, *args, *[, key=func])", "With a single iterable argument, return its biggest item.";
    "sum" => b_sum, "sum(iterable, /, start=0)", "Return the sum of a 'start' value (default: 0) plus an iterable of numbers.";
    "sorted" => b_sorted, "sorted(iterable, /, *, key=None, reverse=False)", "Return a new list containing all items from the iterable in ascending order.";
    "reversed" => b_reversed, "reversed(sequence, /)", "Return a reverse iterator over the values of the given sequence.";
    "enumerate" => b_enumerate, "enumerate(iterable, start=0)", "Return an enumerate object yielding (index, value) pairs.";
    "zip" => b_zip, "zip(*iterables, strict=False)", "Iterate over several iterables in parallel, producing tuples.";
    "map" => b_map, "map(func, *iterables)", "Make an iterator that computes the function using arguments from each of the iterables.";
    "filter" => b_filter, "filter(function or None, iterable)", "Return an iterator yielding those items of iterable for which function(item) is true.";
    "isinstance" => b_isinstance, "isinstance(obj, class_or_tuple, /)", "Return whether an object is an instance of a class or of a subclass thereof.";
    "issubclass" => b_issubclass, "issubclass(cls, class_or_tuple, /)", "Return whether 'cls' is derived from another class or is the same class.";
    "repr" => b_repr, "repr(obj, /)", "Return the canonical string representation of the object.";
    "ascii" => b_ascii, "ascii(obj, /)", "Return an ASCII-only representation of an object (non-ASCII characters escaped).";
    "round" => b_round, "round(number, ndigits=None)", "Round a number to a given precision in decimal digits.";
    "pow" => b_pow, "pow(base, exp, mod=None)", "Equivalent to base**exp with 2 arguments or base**exp % mod with 3 arguments.";
    "divmod" => b_divmod, "divmod(x, y, /)", "Return the tuple (x//y, x%y).";
    "any" => b_any, "any(iterable, /)", "Return True if bool(x) is True for any x in the iterable.";
    "all" => b_all, "all(iterable, /)", "Return True if bool(x) is True for all values x in the iterable.";
    "input" => b_input, "input(prompt='', /)", "Read a string from standard input.";
    "iter" => b_iter, "iter(iterable)", "Get an iterator from an object.";
    "next" => b_next, "next(iterator[, default])", "Return the next item from the iterator.";
    "hash" => b_hash, "hash(obj, /)", "Return the hash value for the given object.";
    "id" => b_id, "id(obj, /)", "Return the identity of an object.";
    "chr" => b_chr, "chr(i, /)", "Return a Unicode string of one character with ordinal i.";
    "ord" => b_ord, "ord(c, /)", "Return the Unicode code point for a one-character string.";
    "hex" => b_hex, "hex(number, /)", "Return the hexadecimal representation of an integer.";
    "oct" => b_oct, "oct(number, /)", "Return the octal representation of an integer.";
    "bin" => b_bin, "bin(number, /)", "Return the binary representation of an integer.";
    "format" => b_format, "format(value, format_spec='', /)", "Return type(value).__format__(value, format_spec).";
    "callable" => b_callable, "callable(obj, /)", "Return whether the object is callable.";
    "getattr" => b_getattr, "getattr(object, name[, default])", "Get a named attribute from an object.";
    "hasattr" => b_hasattr, "hasattr(obj, name, /)", "Return whether the object has an attribute with the given name.";
    "setattr" => b_setattr, "setattr(obj, name, value, /)", "Sets the named attribute on the given object to the specified value.";
    "dir" => b_dir, "dir([object])", "Show attributes of an object.";
    "globals" => b_globals, "globals()", "Return the dictionary containing the current scope's global variables.";
    "locals" => b_locals, "locals()", "Return a dictionary containing the current scope's local variables.";
    "eval" => b_eval, "eval(source, globals=None, locals=None, /)", "Evaluate the given source (an expression) in the context of globals and locals.";
    "exec" => b_exec, "exec(source, globals=None, locals=None, /)", "Execute the given source in the context of globals and locals.";
    "help" => b_help, "help(obj)", "Show the signature and documentation of an object.";
    "exit" => b_exit, "exit(code=None)", "Raise SystemExit.";
}

pub fn install(interp: &mut Interp) {
    for (name, func, signature, doc) in BUILTINS {
        interp.builtins.insert(Rc::from(*name), Value::Builtin(Rc::new(Builtin { name, module: "builtins", func: *func, signature, doc })));
    }
    let types = crate::host::exceptions::types();
    for name in Types::builtin_type_names().chain(Types::exception_names()) {
        if matches!(name, "NoneType" | "function" | "builtin_function_or_method" | "module" | "iterator")
            || crate::host::exceptions::NOT_BUILTINS.contains(&name)
        {
            continue;
        }
        if let Some(t) = types.lookup(name) {
            interp.builtins.insert(Rc::from(name), Value::Type(t));
        }
    }
    interp.builtins.insert(Rc::from("quit"), interp.builtins[&Rc::from("exit")].clone());
    interp.builtins.insert(Rc::from("NotImplemented"), Value::str("NotImplemented"));
    interp.builtins.insert(Rc::from("Ellipsis"), crate::host::native::ellipsis());
}

fn arg_count(name: &str, args: &Args, min: usize, max: usize) -> R<()> {
    let n = args.pos.len();
    if n < min || n > max {
        let msg = if min == max {
            format!("{name}() takes exactly {} argument{} ({n} given)", min, if min == 1 { "" } else { "s" })
        } else if n < min {
            format!("{name} expected at least {min} argument{}, got {n}", if min == 1 { "" } else { "s" })
        } else {
            format!("{name} expected at most {max} argument{}, got {n}", if max == 1 { "" } else { "s" })
        };
        return Err(raise("TypeError", msg));
    }
    Ok(())
}

pub(crate) fn no_kwargs(name: &str, args: &Args) -> R<()> {
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
    }
    Ok(())
}

fn b_print(interp: &mut Interp, mut args: Args) -> R<Value> {
    let sep = match args.take_kw("sep") {
        Some(Value::Str(s)) => s.to_string(),
        Some(Value::None) | None => " ".to_string(),
        Some(other) => return Err(raise("TypeError", format!("sep must be None or a string, not {}", interp.type_name(&other)))),
    };
    let end = match args.take_kw("end") {
        Some(Value::Str(s)) => s.to_string(),
        Some(Value::None) | None => "\n".to_string(),
        Some(other) => return Err(raise("TypeError", format!("end must be None or a string, not {}", interp.type_name(&other)))),
    };
    let file = args.take_kw("file");
    args.take_kw("flush");
    no_kwargs("print", &args)?;
    let mut out = String::new();
    for (i, v) in args.pos.iter().enumerate() {
        if i > 0 {
            out.push_str(&sep);
        }
        out.push_str(&interp.str(v)?);
    }
    out.push_str(&end);
    match file {
        Some(Value::Native(n)) => {
            n.call_method(interp, "write", Args::new(vec![Value::str(&out)]))?;
        }
        _ => interp.write_stdout(&out),
    }
    Ok(Value::None)
}

pub fn len_of(interp: &mut Interp, v: &Value) -> R<i64> {
    Ok(match v {
        Value::Str(s) => s.chars().count() as i64,
        Value::List(l) => l.borrow().len() as i64,
        Value::Tuple(t) => t.len() as i64,
        Value::Dict(d) => d.borrow().map.len() as i64,
        Value::Set(s) => s.borrow().table.len() as i64,
        Value::Type(t) if crate::host::modules::enums::is_enum(t) => crate::host::modules::enums::members(t).len() as i64,
        Value::Range(r) => r.len(),
        Value::Native(n) => match n.call_method(interp, "__len__", Args::default())? {
            Some(v) => interp.to_index(&v)?,
            None => return Err(raise("TypeError", format!("object of type '{}' has no len()", n.type_name()))),
        },
        other => return Err(raise("TypeError", format!("object of type '{}' has no len()", interp.type_name(other)))),
    })
}

fn b_len(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("len", &args, 1, 1)?;
    Ok(Value::int(len_of(interp, &args.pos[0])?))
}

pub(crate) fn b_range(interp: &mut Interp, args: Args) -> R<Value> {
    no_kwargs("range", &args)?;
    let mut ints = Vec::new();
    for v in &args.pos {
        match v {
            Value::Int(_) | Value::Bool(_) | Value::Native(_) => ints.push(interp.to_index(v)?),
            other => return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
        }
    }
    let (start, stop, step) = match ints.as_slice() {
        [stop] => (0, *stop, 1),
        [start, stop] => (*start, *stop, 1),
        [start, stop, step] => (*start, *stop, *step),
        [] => return Err(raise("TypeError", "range expected at least 1 argument, got 0")),
        _ => return Err(raise("TypeError", format!("range expected at most 3 arguments, got {}", ints.len()))),
    };
    if step == 0 {
        return Err(raise("ValueError", "range() arg 3 must not be zero"));
    }
    Ok(Value::Range(Rc::new(RangeObj { start, stop, step })))
}

fn b_abs(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("abs", &args, 1, 1)?;
    match &args.pos[0] {
        Value::Bool(b) => Ok(Value::int(*b as i64)),
        Value::Int(i) => Ok(Value::Int(i.abs())),
        Value::Float(f) => Ok(Value::Float(f.abs())),
        Value::Complex(r, i) => Ok(Value::Float(r.hypot(*i))),
        Value::Native(n) => n.clone().call_method(interp, "__abs__", Args::default())?.ok_or_else(|| raise("TypeError", "bad operand type for abs()")),
        other => Err(raise("TypeError", format!("bad operand type for abs(): '{}'", interp.type_name(other)))),
    }
}

fn min_max(interp: &mut Interp, mut args: Args, name: &str, want: Ordering) -> R<Value> {
    let key = args.take_kw("key").filter(|k| !k.is_none());
    let default = args.take_kw("default");
    no_kwargs(name, &args)?;
    // One argument is an iterable, consumed as it streams (a generator is never materialised).
    let mut it = match args.pos.len() {
        0 => return Err(raise("TypeError", format!("{name} expected at least 1 argument, got 0"))),
        1 => interp.iter(&args.pos[0])?,
        _ => IterState::items(args.pos),
    };
    let mut best: Option<(Value, Value)> = None;
    while let Some(v) = interp.next(&mut it)? {
        let k = match &key {
            Some(f) => interp.call(f, Args::new(vec![v.clone()]))?,
            None => v.clone(),
        };
        match &best {
            None => best = Some((k, v)),
            Some((bk, _)) => {
                let op = if want == Ordering::Less { "<" } else { ">" };
                if interp.cmp(&k, bk, op)? == Some(want) {
                    best = Some((k, v));
                }
            }
        }
    }
    match best {
        Some((_, v)) => Ok(v),
        None => default.ok_or_else(|| raise("ValueError", format!("{name}() iterable argument is empty"))),
    }
}

fn b_min(interp: &mut Interp, args: Args) -> R<Value> {
    min_max(interp, args, "min", Ordering::Less)
}
fn b_max(interp: &mut Interp, args: Args) -> R<Value> {
    min_max(interp, args, "max", Ordering::Greater)
}

fn b_sum(interp: &mut Interp, mut args: Args) -> R<Value> {
    let start_kw = args.take_kw("start");
    arg_count("sum", &args, 1, 2)?;
    let mut acc = args.pos.get(1).cloned().or(start_kw).unwrap_or(Value::int(0));
    if let Value::Str(_) = acc {
        return Err(raise("TypeError", "sum() can't sum strings [use ''.join(seq) instead]"));
    }
    let mut it = interp.iter(&args.pos[0])?;
    // Floats are summed with Neumaier compensation, as CPython 3.12+ does.
    let mut comp = 0.0f64;
    let mut float_mode = false;
    while let Some(v) = interp.next(&mut it)? {
        match (&acc, &v) {
            (Value::Float(a), Value::Float(b)) => {
                let (a, b) = (*a, *b);
                let t = a + b;
                if a.abs() >= b.abs() {
                    comp += (a - t) + b;
                } else {
                    comp += (b - t) + a;
                }
                acc = Value::Float(t);
                float_mode = true;
            }
            _ => {
                if float_mode {
                    if let Value::Float(a) = acc {
                        acc = Value::Float(a + comp);
                        comp = 0.0;
                    }
                    float_mode = false;
                }
                acc = interp.binop(ruff_python_ast::Operator::Add, &acc, &v)?;
            }
        }
    }
    if float_mode && comp != 0.0 && comp.is_finite() {
        if let Value::Float(a) = acc {
            acc = Value::Float(a + comp);
        }
    }
    Ok(acc)
}

impl Interp {
    /// A stable sort with an optional key function and `reverse`, raising on unorderable items.
    pub fn sort_values(&mut self, items: Vec<Value>, key: Option<Value>, reverse: bool) -> R<Vec<Value>> {
        let mut keyed = Vec::with_capacity(items.len());
        for v in items {
            let k = match &key {
                Some(f) => self.call(f, Args::new(vec![v.clone()]))?,
                None => v.clone(),
            };
            keyed.push((k, v));
        }
        let mut err = None;
        keyed.sort_by(|a, b| {
            if err.is_some() {
                return Ordering::Equal;
            }
            let (x, y) = if reverse { (&b.0, &a.0) } else { (&a.0, &b.0) };
            match self.cmp(x, y, "<") {
                Ok(Some(o)) => o,
                Ok(None) => Ordering::Equal,
                Err(e) => {
                    err = Some(e);
                    Ordering::Equal
                }
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
        Ok(keyed.into_iter().map(|(_, v)| v).collect())
    }
}

fn b_sorted(interp: &mut Interp, mut args: Args) -> R<Value> {
    let key = args.take_kw("key").filter(|k| !k.is_none());
    let reverse = match args.take_kw("reverse") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    no_kwargs("sorted", &args)?;
    arg_count("sorted", &args, 1, 1)?;
    let items = interp.collect(&args.pos[0])?;
    Ok(Value::list(interp.sort_values(items, key, reverse)?))
}

fn iterator(state: IterState) -> Value {
    Value::Iterator(Rc::new(RefCell::new(state)))
}

fn b_reversed(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("reversed", &args, 1, 1)?;
    match &args.pos[0] {
        Value::Range(r) => {
            let n = r.len();
            let last = r.get(n - 1);
            Ok(iterator(IterState::Range { r: RangeObj { start: last, stop: r.start - r.step, step: -r.step }, pos: 0 }))
        }
        v @ (Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Dict(_) | Value::Native(_)) => {
            let mut items = interp.collect(v)?;
            items.reverse();
            Ok(iterator(IterState::items(items)))
        }
        other => Err(raise("TypeError", format!("'{}' object is not reversible", interp.type_name(other)))),
    }
}

fn b_enumerate(interp: &mut Interp, mut args: Args) -> R<Value> {
    let start_kw = args.take_kw("start");
    arg_count("enumerate", &args, 1, 2)?;
    let start = match args.pos.get(1).or(start_kw.as_ref()) {
        Some(v) => interp.to_index(v)?,
        None => 0,
    };
    let inner = interp.iter(&args.pos[0])?;
    Ok(iterator(IterState::Enumerate { inner: Box::new(inner), count: start }))
}

fn b_zip(interp: &mut Interp, mut args: Args) -> R<Value> {
    let strict = match args.take_kw("strict") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let mut inners = Vec::new();
    for v in &args.pos {
        inners.push(interp.iter(v)?);
    }
    if inners.is_empty() {
        return Ok(iterator(IterState::Done));
    }
    Ok(iterator(IterState::Zip { inners, strict }))
}

fn b_map(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() < 2 {
        return Err(raise("TypeError", "map() must have at least two arguments."));
    }
    let mut inners = Vec::new();
    for v in &args.pos[1..] {
        inners.push(interp.iter(v)?);
    }
    Ok(iterator(IterState::Map { func: args.pos[0].clone(), inners }))
}

fn b_filter(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("filter", &args, 2, 2)?;
    let inner = interp.iter(&args.pos[1])?;
    Ok(iterator(IterState::Filter { func: args.pos[0].clone(), inner: Box::new(inner) }))
}

thread_local! {
    /// The class objects of native types (`itertools.count`, `functools.partial`…), made on first use.
    static NATIVE_TYPES: std::cell::RefCell<std::collections::HashMap<String, Rc<TypeObj>>> = std::cell::RefCell::new(std::collections::HashMap::new());
}

pub fn type_obj_of(interp: &Interp, v: &Value) -> Rc<TypeObj> {
    match v {
        Value::Exception(e) => e.ty.clone(),
        Value::Type(t) if t.class.is_some() => crate::host::classes::meta_of(t).unwrap_or_else(|| type_named("type")),
        other if crate::host::classes::as_instance(other).is_some() => {
            crate::host::classes::as_instance(other).map(|i| i.cls.clone()).unwrap_or_else(|| type_named("object"))
        }
        other => {
            let name = interp.type_name(other);
            crate::host::exceptions::types().lookup(&name).unwrap_or_else(|| {
                // One class object per native type name, so `type(a) is type(b)` holds.
                native_type(&name)
            })
        }
    }
}

/// The class object of a native type by its name (`numpy.ndarray`, `cupy.ndarray`): the one
/// `type(x)` gives for its values.
pub fn native_type(name: &str) -> Rc<TypeObj> {
    NATIVE_TYPES.with(|m| {
        m.borrow_mut()
            .entry(name.to_string())
            .or_insert_with(|| Rc::new(TypeObj { name: Rc::from(name), kind: TypeKind::Object, base: Some(type_named("object")), doc: "", class: None }))
            .clone()
    })
}

pub(crate) fn is_instance(interp: &mut Interp, v: &Value, spec: &Value) -> R<bool> {
    match spec {
        Value::Type(t) => Ok(type_obj_of(interp, v).is_subclass_of(t) || is_builtin_subclass_instance(v, t)),
        Value::Tuple(items) => {
            for i in items.iter() {
                if is_instance(interp, v, i)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
        Value::Native(n) if crate::host::classes::as_instance(spec).is_none() => match n.instance_check(interp, v)? {
            Some(b) => Ok(b),
            None => Ok(n.type_name() == interp.type_name(v)),
        },
        _ => Err(raise("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union")),
    }
}

/// The values whose CPython classes derive from a builtin type that cudalab's do not: Counter,
/// defaultdict and OrderedDict are dicts, namedtuples are tuples, IntEnum members are ints.
fn is_builtin_subclass_instance(v: &Value, t: &TypeObj) -> bool {
    if t.class.is_some() {
        // `numbers.Real` and the rest of the tower hold the builtin numbers and NumPy scalars.
        return crate::host::modules::numbers::holds(v, t).unwrap_or(false);
    }
    match t.kind {
        TypeKind::Dict => crate::host::modules::collections::mapping_view(v).is_some(),
        TypeKind::Tuple => crate::host::modules::collections::namedtuple_items(v).is_some(),
        TypeKind::Int => crate::host::modules::enums::is_int_member(v),
        TypeKind::Float | TypeKind::Complex => crate::host::modules::numpy::as_array(v)
            .is_some_and(|a| a.scalar && crate::host::modules::numpy::scalar_types::builtin_base_holds(a.dtype(), &t.name)),
        _ => false,
    }
}

fn b_isinstance(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("isinstance", &args, 2, 2)?;
    Ok(Value::Bool(is_instance(interp, &args.pos[0], &args.pos[1])?))
}

fn b_issubclass(_: &mut Interp, args: Args) -> R<Value> {
    arg_count("issubclass", &args, 2, 2)?;
    if let Some(b) = crate::host::modules::numbers::issubclass(&args.pos[0], &args.pos[1]) {
        return Ok(Value::Bool(b));
    }
    let np_check = |spec: &Value| crate::host::modules::numpy::scalar_types::issubclass(&args.pos[0], spec);
    // NumPy's scalar classes (`np.float64`, `np.floating`) on either side.
    let answers: Vec<Option<bool>> = match &args.pos[1] {
        Value::Tuple(items) => items.iter().map(np_check).collect(),
        other => vec![np_check(other)],
    };
    if answers.contains(&Some(true)) {
        return Ok(Value::Bool(true));
    }
    if !answers.is_empty() && answers.iter().all(Option::is_some) {
        return Ok(Value::Bool(false));
    }
    let Value::Type(t) = &args.pos[0] else {
        return Err(raise("TypeError", "issubclass() arg 1 must be a class"));
    };
    let check = |spec: &Value| matches!(spec, Value::Type(s) if t.is_subclass_of(s));
    Ok(Value::Bool(match &args.pos[1] {
        Value::Tuple(items) => items.iter().any(check),
        other => check(other),
    }))
}

fn b_ascii(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("ascii", &args, 1, 1)?;
    Ok(Value::str(&crate::host::repr::ascii_escape(&interp.repr(&args.pos[0])?)))
}

fn b_repr(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("repr", &args, 1, 1)?;
    Ok(Value::str(&interp.repr(&args.pos[0])?))
}

pub fn round_float(x: f64, ndigits: i64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    if ndigits >= 0 {
        if ndigits > 22 {
            return x;
        }
        let s = format!("{:.*}", ndigits as usize, x);
        s.parse().unwrap_or(x)
    } else {
        let p = 10f64.powi((-ndigits) as i32);
        let y = x / p;
        let r = y.round_ties_even();
        let r = if (y - y.trunc()).abs() == 0.5 { r } else { y.round() };
        r * p
    }
}

fn b_round(interp: &mut Interp, mut args: Args) -> R<Value> {
    let nd_kw = args.take_kw("ndigits");
    arg_count("round", &args, 1, 2)?;
    let nd = args.pos.get(1).cloned().or(nd_kw).filter(|v| !v.is_none());
    match (&args.pos[0], nd) {
        (Value::Float(f), None) => {
            let r = f.round_ties_even();
            Ok(Value::Int(interp.float_to_int(r)?))
        }
        (Value::Float(f), Some(n)) => {
            let n = interp.to_index(&n)?;
            Ok(Value::Float(round_float(*f, n)))
        }
        (Value::Int(_) | Value::Bool(_), None) => Ok(Value::Int(interp.to_int(&args.pos[0])?)),
        (Value::Int(_) | Value::Bool(_), Some(n)) => {
            let i = &interp.to_int(&args.pos[0])?;
            let n = interp.to_index(&n)?;
            if n >= 0 {
                return Ok(Value::Int(i.clone()));
            }
            // 10**-n beyond twice |i| rounds everything to 0 (round(12345, -10**9) must not build
            // a billion-digit power of ten).
            if n.unsigned_abs() > i.bit_length() / 3 + 2 {
                return Ok(Value::int(0));
            }
            let p = Int::Small(10).pow((-n) as u64);
            let half = p.floordiv(&Int::Small(2));
            let q = i.add(&half).floordiv(&p);
            let rem = i.add(&half).modulo(&p);
            // Ties go to even.
            let q = if rem.is_zero() && !q.is_even() { q.sub(&Int::Small(1)) } else { q };
            Ok(Value::Int(q.mul(&p)))
        }
        (Value::Native(n), nd) => {
            let mut a = Args::default();
            if let Some(nd) = nd {
                a.pos.push(nd);
            }
            n.clone().call_method(interp, "__round__", a)?.ok_or_else(|| raise("TypeError", "type doesn't define __round__ method"))
        }
        (other, _) => Err(raise("TypeError", format!("type {} doesn't define __round__ method", interp.type_name(other)))),
    }
}

fn b_pow(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("pow", &args, 2, 3)?;
    if let Some(m) = args.pos.get(2) {
        if args.pos.iter().any(|v| !matches!(v, Value::Int(_) | Value::Bool(_))) {
            return Err(raise("TypeError", "pow() 3rd argument not allowed unless all arguments are integers"));
        }
        let (b, e, m) = (interp.to_int(&args.pos[0])?, interp.to_int(&args.pos[1])?, interp.to_int(m)?);
        if m.is_zero() {
            return Err(raise("ValueError", "pow() 3rd argument cannot be 0"));
        }
        let (mut base, mut exp, modulus) = (b.to_big(), e.to_big(), m.to_big());
        // A negative exponent raises the modular inverse (Python 3.8+).
        if num_traits::Signed::is_negative(&exp) {
            let abs = num_traits::Signed::abs(&modulus);
            base = if num_traits::One::is_one(&abs) {
                num_bigint::BigInt::from(0)
            } else {
                base.modinv(&abs).ok_or_else(|| raise("ValueError", "base is not invertible for the given modulus"))?
            };
            exp = -exp;
        }
        let r = base.modpow(&exp, &modulus);
        return Ok(Value::Int(Int::from_big(r).modulo(&m)));
    }
    interp.binop(ruff_python_ast::Operator::Pow, &args.pos[0], &args.pos[1])
}

fn b_divmod(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("divmod", &args, 2, 2)?;
    let q = interp.binop(ruff_python_ast::Operator::FloorDiv, &args.pos[0], &args.pos[1])?;
    let r = interp.binop(ruff_python_ast::Operator::Mod, &args.pos[0], &args.pos[1])?;
    Ok(Value::tuple(vec![q, r]))
}

fn b_any(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("any", &args, 1, 1)?;
    let mut it = interp.iter(&args.pos[0])?;
    while let Some(v) = interp.next(&mut it)? {
        if interp.truthy(&v)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn b_all(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("all", &args, 1, 1)?;
    let mut it = interp.iter(&args.pos[0])?;
    while let Some(v) = interp.next(&mut it)? {
        if !interp.truthy(&v)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn b_input(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("input", &args, 0, 1)?;
    let prompt = match args.pos.first() {
        Some(v) => interp.str(v)?,
        None => String::new(),
    };
    interp.out.flush();
    match interp.out.input(&prompt, false) {
        Ok(s) => Ok(Value::str(&s)),
        Err(crate::host::output::InputError::Interrupted) => Err(raise("KeyboardInterrupt", "")),
        Err(crate::host::output::InputError::NotAllowed) => Err(raise(
            "StdinNotImplementedError".replace("StdinNotImplementedError", "RuntimeError").as_str(),
            "raw_input was called, but this frontend does not support input requests.",
        )),
    }
}

fn b_iter(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("iter", &args, 1, 1)?;
    if let Value::Iterator(_) = &args.pos[0] {
        return Ok(args.pos[0].clone());
    }
    Ok(iterator(interp.iter(&args.pos[0])?))
}

fn b_next(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("next", &args, 1, 2)?;
    // Instances of user classes, and objects implemented in Rust (csv.reader, files), with `__next__`.
    if let Value::Native(n) = args.pos[0].clone() {
        let r = n.call_method(interp, "__next__", Args::default());
        return match r {
            Ok(Some(v)) => Ok(v),
            Err(crate::host::Ctrl::Raise(e)) if e.is("StopIteration") && args.pos.len() == 2 => Ok(args.pos[1].clone()),
            Err(e) => Err(e),
            Ok(None) => Err(raise("TypeError", format!("'{}' object is not an iterator", interp.type_name(&args.pos[0])))),
        };
    }
    let Value::Iterator(it) = &args.pos[0] else {
        return Err(raise("TypeError", format!("'{}' object is not an iterator", interp.type_name(&args.pos[0]))));
    };
    if matches!(&*it.borrow(), IterState::GenFn(_)) {
        interp.check_interrupt()?;
        // A generator's StopIteration carries what it returned.
        return match interp.gen_resume_shared(it, crate::host::generator::Resume::Send(Value::None))? {
            crate::host::generator::Step::Yielded(v) => Ok(v),
            crate::host::generator::Step::Returned(v) => match args.pos.get(1) {
                Some(default) => Ok(default.clone()),
                None => Err(crate::host::generator::stop_iteration(v)),
            },
        };
    }
    let mut state = IterState::Shared(it.clone());
    match interp.next(&mut state)? {
        Some(v) => Ok(v),
        None => args.pos.get(1).cloned().ok_or_else(|| raise("StopIteration", "")),
    }
}

fn b_hash(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("hash", &args, 1, 1)?;
    Ok(Value::int(interp.hash_key(&args.pos[0])?.py_hash()))
}

fn b_id(_interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("id", &args, 1, 1)?;
    let p = match &args.pos[0] {
        Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
        Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
        Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize,
        Value::Tuple(t) => t.as_ptr() as usize,
        Value::Str(s) => s.as_ptr() as usize,
        Value::Function(f) => Rc::as_ptr(f) as *const u8 as usize,
        Value::Native(n) => Rc::as_ptr(n) as *const u8 as usize,
        other => other as *const Value as usize,
    };
    Ok(Value::int(p as i64))
}

fn b_chr(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("chr", &args, 1, 1)?;
    let i = interp.to_index(&args.pos[0])?;
    let c = u32::try_from(i).ok().and_then(char::from_u32).ok_or_else(|| raise("ValueError", "chr() arg not in range(0x110000)"))?;
    Ok(Value::str(&c.to_string()))
}

fn b_ord(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("ord", &args, 1, 1)?;
    match &args.pos[0] {
        Value::Str(s) if s.chars().count() == 1 => Ok(Value::int(s.chars().next().map(|c| c as i64).unwrap_or(0))),
        Value::Str(s) => Err(raise("TypeError", format!("ord() expected a character, but string of length {} found", s.chars().count()))),
        other => Err(raise("TypeError", format!("ord() expected string of length 1, but {} found", interp.type_name(other)))),
    }
}

fn radix_str(interp: &mut Interp, args: &Args, name: &str, radix: u32, prefix: &str) -> R<Value> {
    arg_count(name, args, 1, 1)?;
    let i = match &args.pos[0] {
        Value::Int(_) | Value::Bool(_) => interp.to_int(&args.pos[0])?,
        // NumPy integer scalars and other objects with __index__.
        Value::Native(n) if n.to_index(interp)?.is_some() => {
            let v = n.to_index(interp)?.unwrap_or(0);
            interp.to_int(&Value::int(v))?
        }
        other => return Err(raise("TypeError", format!("'{}' object cannot be interpreted as an integer", interp.type_name(other)))),
    };
    let sign = if i.is_negative() { "-" } else { "" };
    Ok(Value::str(&format!("{sign}{prefix}{}", i.abs().to_str_radix(radix))))
}

fn b_hex(interp: &mut Interp, args: Args) -> R<Value> {
    radix_str(interp, &args, "hex", 16, "0x")
}
fn b_oct(interp: &mut Interp, args: Args) -> R<Value> {
    radix_str(interp, &args, "oct", 8, "0o")
}
fn b_bin(interp: &mut Interp, args: Args) -> R<Value> {
    radix_str(interp, &args, "bin", 2, "0b")
}

fn b_format(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("format", &args, 1, 2)?;
    let spec = match args.pos.get(1) {
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(raise("TypeError", format!("format() argument 2 must be str, not {}", interp.type_name(other)))),
        None => String::new(),
    };
    Ok(Value::str(&interp.format_value(&args.pos[0], &spec)?))
}

fn b_callable(_interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("callable", &args, 1, 1)?;
    if let Some(i) = crate::host::classes::as_instance(&args.pos[0]) {
        return Ok(Value::Bool(crate::host::classes::lookup(&i.cls, "__call__").is_some()));
    }
    Ok(Value::Bool(matches!(args.pos[0], Value::Function(_) | Value::Builtin(_) | Value::Method(_) | Value::Type(_) | Value::Native(_))))
}

fn attr_name(interp: &Interp, v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        other => Err(raise("TypeError", format!("attribute name must be string, not '{}'", interp.type_name(other)))),
    }
}

fn b_getattr(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("getattr", &args, 2, 3)?;
    let name = attr_name(interp, &args.pos[1])?;
    match interp.getattr(&args.pos[0], &name) {
        Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") && args.pos.len() == 3 => Ok(args.pos[2].clone()),
        other => other,
    }
}

fn b_hasattr(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("hasattr", &args, 2, 2)?;
    let name = attr_name(interp, &args.pos[1])?;
    match interp.getattr(&args.pos[0], &name) {
        Ok(_) => Ok(Value::Bool(true)),
        Err(crate::host::Ctrl::Raise(e)) if e.is("AttributeError") => Ok(Value::Bool(false)),
        Err(e) => Err(e),
    }
}

fn b_setattr(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("setattr", &args, 3, 3)?;
    let name = attr_name(interp, &args.pos[1])?;
    interp.setattr(&args.pos[0], &name, args.pos[2].clone())?;
    Ok(Value::None)
}

/// Attribute names of a value, sorted, as `dir()` and completion list them.
pub fn attribute_names(interp: &Interp, v: &Value) -> Vec<String> {
    let mut names: Vec<String> = match v {
        Value::Module(m) => m.attrs.borrow().keys().map(|k| k.to_string()).collect(),
        Value::Native(n) => n.dir(),
        other => crate::host::methods::method_names(other).iter().map(|s| s.to_string()).collect(),
    };
    let _ = interp;
    names.sort();
    names.dedup();
    names
}

fn b_dir(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("dir", &args, 0, 1)?;
    let names = match args.pos.first() {
        Some(v) => attribute_names(interp, v),
        None => {
            let mut n: Vec<String> = interp.current_env().bound().into_iter().map(|(k, _)| k.to_string()).collect();
            n.sort();
            n
        }
    };
    Ok(Value::list(names.iter().map(|s| Value::str(s)).collect()))
}

fn b_globals(interp: &mut Interp, args: Args) -> R<Value> {
    crate::host::methods::want("globals", &args, 0, 0)?;
    // A live view of the notebook namespace (`globals_dict`), not a copy.
    Ok(crate::host::globals_dict::notebook_globals(interp))
}

/// `locals()`: at module level the namespace itself (as `globals()`); in a function a new dict of
/// its bound locals, in CPython's order (`env::LocalNames::varnames`).
pub fn b_locals(interp: &mut Interp, args: Args) -> R<Value> {
    crate::host::methods::want("locals", &args, 0, 0)?;
    let env = interp.current_env();
    if Rc::ptr_eq(&env, &interp.globals) {
        return Ok(crate::host::globals_dict::notebook_globals(interp));
    }
    if env.names.is_none() && env.parent.is_none() {
        return Ok(crate::host::globals_dict::globals_value(&env));
    }
    let mut d = Dict::default();
    for (k, v) in env.bound_in_source_order() {
        d.insert_str(k, v);
    }
    Ok(Value::dict(d))
}

fn b_help(interp: &mut Interp, args: Args) -> R<Value> {
    arg_count("help", &args, 1, 1)?;
    let text = crate::host::introspect::describe(interp, &args.pos[0]);
    interp.write_stdout(&format!("{text}\n"));
    Ok(Value::None)
}

fn b_exit(_interp: &mut Interp, _args: Args) -> R<Value> {
    Err(raise("SystemExit", ""))
}

pub use crate::host::constructors::call_type;
