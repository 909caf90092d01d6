//! `timeit`, CPython's module for timing small snippets: `timeit`, `repeat`, `default_timer` and
//! `Timer` (`timeit`, `repeat`, `autorange`), with the statement and the setup as strings or
//! callables, `number`, `repeat`, `timer` and `globals` as CPython takes them.
//!
//! A string statement is compiled as CPython compiles it: into a function whose body is the
//! setup, then a loop running the statement, so names the snippet assigns stay local to it.
//! Names it reads come from `globals=` when given (passed in as the function's parameters); with
//! no `globals=` they come from the notebook's namespace, where CPython would read an empty one
//! (and raise NameError, which is why programs write `globals=globals()` or
//! `setup="from __main__ import f"`). `%timeit` is the IPython magic in `timing/`; this is the
//! plain module, returning seconds.

use super::new_module;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Builtin, BuiltinFn, HashKey, Module, Value};
use crate::host::{raise, Interp, R};
use crate::lang::source::Source;
use std::any::Any;
use std::rc::Rc;

const DEFAULT_NUMBER: i64 = 1_000_000;
const DEFAULT_REPEAT: i64 = 5;
/// The name the compiled snippet function is bound to while it is being defined.
const INNER: &str = "__cudalab_timeit_inner";

/// A `timeit.Timer`: the timed function, ready to call with (iterations, timer).
struct Timer {
    /// A function `inner(_it, _timer, *globals)` compiled from strings, or the callables.
    body: Body,
    timer: Value,
}

enum Body {
    /// The loop compiled with the snippets: `inner(range(number), timer, *injected)`.
    Compiled(Snippet),
    /// A callable (or a string beside one, compiled alone): `setup()` once, `stmt()` in a loop.
    Callables { setup: Option<Snippet>, stmt: Snippet },
}

/// A function and the arguments it is called with (the `globals=` values of compiled snippets).
struct Snippet {
    f: Value,
    injected: Vec<Value>,
}

impl Snippet {
    fn call(&self, interp: &mut Interp, mut pos: Vec<Value>) -> R<Value> {
        pos.extend(self.injected.iter().cloned());
        interp.call(&self.f, Args::new(pos))
    }
}

fn is_callable(v: &Value) -> bool {
    matches!(v, Value::Function(_) | Value::Builtin(_) | Value::Method(_) | Value::Native(_) | Value::Type(_))
}

/// Indent every line after the first (CPython's `reindent`).
fn reindent(src: &str, spaces: usize) -> String {
    src.replace('\n', &format!("\n{}", " ".repeat(spaces)))
}

impl Timer {
    fn new(interp: &mut Interp, stmt: Value, setup: Value, timer: Option<Value>, globals: Option<Value>) -> R<Timer> {
        let timer = match timer {
            Some(t) if !matches!(t, Value::None) => t,
            _ => default_timer_value(),
        };
        let text = |v: &Value, what: &str| -> R<Option<String>> {
            match v {
                Value::Str(s) => Ok(Some(s.to_string())),
                v if is_callable(v) => Ok(None),
                _ => Err(raise("ValueError", format!("{what} is neither a string nor callable"))),
            }
        };
        let (stmt_text, setup_text) = (text(&stmt, "stmt")?, text(&setup, "setup")?);
        let body = match (stmt_text, setup_text) {
            (Some(stmt), Some(setup)) => Body::Compiled(compile(
                interp,
                "_it, _timer",
                &format!(
                    "    {setup}\n    _t0 = _timer()\n    for _i in _it:\n        {stmt}\n        pass\n    _t1 = _timer()\n    return _t1 - _t0\n",
                    setup = reindent(&setup, 4),
                    stmt = reindent(&stmt, 8),
                ),
                globals.as_ref(),
            )?),
            // A callable statement or setup: called as CPython's template calls `_stmt()` /
            // `_setup()`; a string beside it is compiled alone.
            (stmt_text, setup_text) => {
                let alone = |interp: &mut Interp, text: &str| compile(interp, "", &format!("    {}\n", reindent(text, 4)), globals.as_ref());
                let stmt = match stmt_text {
                    Some(text) => alone(interp, &text)?,
                    None => Snippet { f: stmt, injected: Vec::new() },
                };
                let setup = match setup_text {
                    Some(text) if text.trim() == "pass" => None,
                    Some(text) => Some(alone(interp, &text)?),
                    None => Some(Snippet { f: setup, injected: Vec::new() }),
                };
                Body::Callables { setup, stmt }
            }
        };
        Ok(Timer { body, timer })
    }

    /// Seconds for `number` runs of the statement (after one setup).
    fn timeit(&self, interp: &mut Interp, number: i64) -> R<f64> {
        let number = number.max(0);
        match &self.body {
            Body::Compiled(inner) => {
                let range = interp.builtins.get("range").cloned().ok_or_else(|| raise("NameError", "name 'range' is not defined"))?;
                let it = interp.call(&range, Args::new(vec![Value::int(number)]))?;
                let v = inner.call(interp, vec![it, self.timer.clone()])?;
                interp.to_float(&v)
            }
            Body::Callables { setup, stmt } => {
                if let Some(s) = setup {
                    s.call(interp, vec![])?;
                }
                let t0 = interp.call(&self.timer, Args::new(vec![]))?;
                for _ in 0..number {
                    stmt.call(interp, vec![])?;
                }
                let t1 = interp.call(&self.timer, Args::new(vec![]))?;
                Ok(interp.to_float(&t1)? - interp.to_float(&t0)?)
            }
        }
    }

    fn repeat(&self, interp: &mut Interp, repeat: i64, number: i64) -> R<Value> {
        let mut out = Vec::new();
        for _ in 0..repeat.max(0) {
            out.push(Value::Float(self.timeit(interp, number)?));
        }
        Ok(Value::list(out))
    }

    /// CPython's `autorange`: numbers 1, 2, 5, 10, 20, 50, … until one run takes 0.2 s.
    fn autorange(&self, interp: &mut Interp, callback: Option<Value>) -> R<Value> {
        let mut i: i64 = 1;
        loop {
            for j in [1, 2, 5] {
                let number = i * j;
                let t = self.timeit(interp, number)?;
                if let Some(cb) = &callback {
                    interp.call(cb, Args::new(vec![Value::int(number), Value::Float(t)]))?;
                }
                if t >= 0.2 {
                    return Ok(Value::tuple(vec![Value::int(number), Value::Float(t)]));
                }
            }
            i = i.checked_mul(10).ok_or_else(|| raise("OverflowError", "autorange: the statement takes no time"))?;
        }
    }
}

/// `def INNER({params}, *globals): {body}` defined, with the `globals=` values to call it with.
fn compile(interp: &mut Interp, params: &str, body: &str, globals: Option<&Value>) -> R<Snippet> {
    let (names, injected) = injected_globals(interp, globals)?;
    let params = if params.is_empty() { names.trim_start_matches(", ").to_string() } else { format!("{params}{names}") };
    let f = define(interp, &format!("def {INNER}({params}):\n{body}"))?;
    Ok(Snippet { f, injected })
}

/// `globals=`: its names become parameters of the compiled function, its values the arguments.
fn injected_globals(interp: &mut Interp, globals: Option<&Value>) -> R<(String, Vec<Value>)> {
    let Some(g) = globals.filter(|g| !matches!(g, Value::None)) else { return Ok((String::new(), Vec::new())) };
    // `globals()` (and the dict flavours) read as the dict they hold now.
    let viewed = crate::host::modules::collections::mapping_view(g);
    let g = viewed.as_ref().unwrap_or(g);
    let Value::Dict(d) = g else {
        return Err(raise("TypeError", format!("globals must be a dict, not {}", interp.type_name(g))));
    };
    let mut params = String::new();
    let mut values = Vec::new();
    for (k, (_, v)) in d.borrow().map.iter() {
        if let HashKey::Str(name) = k {
            let ok = name.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && name.chars().all(|c| c.is_alphanumeric() || c == '_');
            if ok && !name.starts_with("__") && !matches!(&**name, "_it" | "_timer" | "_t0" | "_t1" | "_i") {
                params.push_str(", ");
                params.push_str(name);
                values.push(v.clone());
            }
        }
    }
    Ok((params, values))
}

/// Run a `def` of `INNER` and take the function, leaving the namespace as it was.
fn define(interp: &mut Interp, src: &str) -> R<Value> {
    let source = Rc::new(Source::new("<timeit-src>", src.to_string()));
    let module = crate::lang::cell::parse(&source).map_err(|d| raise(&d.ename, d.message))?;
    let before = interp.globals.vars_mut().shift_remove(INNER);
    interp.frame_sources.push(source);
    let r = interp.exec_block(&module.body);
    interp.frame_sources.pop();
    let f = interp.globals.vars_mut().shift_remove(INNER);
    if let Some(b) = before {
        interp.globals.vars_mut().insert(Rc::from(INNER), b);
    }
    r?;
    f.ok_or_else(|| raise("SystemError", "timeit: the snippet function was not defined"))
}

fn default_timer_value() -> Value {
    Value::Builtin(Rc::new(Builtin {
        name: "perf_counter",
        module: "time",
        func: super::system::perf_counter,
        signature: "perf_counter()",
        doc: "Performance counter for benchmarking.",
    }))
}

/// (stmt='pass', setup='pass', timer=default_timer, number/repeat, globals=None) by position or keyword.
struct Call {
    stmt: Value,
    setup: Value,
    timer: Option<Value>,
    repeat: i64,
    number: i64,
    globals: Option<Value>,
}

fn parse_call(interp: &mut Interp, mut args: Args, name: &str, with_repeat: bool) -> R<Call> {
    let mut names = vec!["stmt", "setup", "timer"];
    if with_repeat {
        names.push("repeat");
    }
    names.extend(["number", "globals"]);
    if args.pos.len() > names.len() {
        return Err(raise("TypeError", format!("{name}() takes from 0 to {} positional arguments but {} were given", names.len(), args.pos.len())));
    }
    let mut slots: Vec<Option<Value>> = vec![None; names.len()];
    for (i, v) in args.pos.drain(..).enumerate() {
        slots[i] = Some(v);
    }
    for (k, v) in args.kw.drain(..) {
        let Some(i) = names.iter().position(|n| *n == &*k) else {
            return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
        };
        if slots[i].is_some() {
            return Err(raise("TypeError", format!("{name}() got multiple values for argument '{k}'")));
        }
        slots[i] = Some(v);
    }
    let get = |slots: &mut Vec<Option<Value>>, n: &str| names.iter().position(|x| *x == n).and_then(|i| slots[i].take());
    let stmt = get(&mut slots, "stmt").unwrap_or_else(|| Value::str("pass"));
    let setup = get(&mut slots, "setup").unwrap_or_else(|| Value::str("pass"));
    let timer = get(&mut slots, "timer");
    let repeat = match get(&mut slots, "repeat") {
        Some(v) => interp.to_index(&v)?,
        None => DEFAULT_REPEAT,
    };
    let number = match get(&mut slots, "number") {
        Some(v) => interp.to_index(&v)?,
        None => DEFAULT_NUMBER,
    };
    let globals = get(&mut slots, "globals");
    Ok(Call { stmt, setup, timer, repeat, number, globals })
}

fn t_timeit(interp: &mut Interp, args: Args) -> R<Value> {
    let c = parse_call(interp, args, "timeit", false)?;
    let t = Timer::new(interp, c.stmt, c.setup, c.timer, c.globals)?;
    Ok(Value::Float(t.timeit(interp, c.number)?))
}

fn t_repeat(interp: &mut Interp, args: Args) -> R<Value> {
    let c = parse_call(interp, args, "repeat", true)?;
    let t = Timer::new(interp, c.stmt, c.setup, c.timer, c.globals)?;
    t.repeat(interp, c.repeat, c.number)
}

fn t_timer(interp: &mut Interp, mut args: Args) -> R<Value> {
    // Timer(stmt='pass', setup='pass', timer=default_timer, globals=None)
    let globals = args.take_kw("globals").or_else(|| (args.pos.len() > 3).then(|| args.pos.remove(3)));
    let c = parse_call(interp, args, "Timer", false)?;
    Ok(Value::Native(Rc::new(Timer::new(interp, c.stmt, c.setup, c.timer, globals.or(c.globals))?)))
}

impl NativeObject for Timer {
    fn type_name(&self) -> &str {
        "Timer"
    }
    fn repr(&self) -> String {
        "<timeit.Timer object>".into()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, mut args: Args) -> R<Option<Value>> {
        let arg = |args: &mut Args, i: usize, n: &str| args.take_kw(n).or_else(|| args.pos.get(i).cloned());
        Ok(Some(match name {
            "timeit" => {
                let number = match arg(&mut args, 0, "number") {
                    Some(v) => interp.to_index(&v)?,
                    None => DEFAULT_NUMBER,
                };
                Value::Float(self.timeit(interp, number)?)
            }
            "repeat" => {
                let repeat = match arg(&mut args, 0, "repeat") {
                    Some(v) => interp.to_index(&v)?,
                    None => DEFAULT_REPEAT,
                };
                let number = match arg(&mut args, 1, "number") {
                    Some(v) => interp.to_index(&v)?,
                    None => DEFAULT_NUMBER,
                };
                self.repeat(interp, repeat, number)?
            }
            "autorange" => {
                let cb = arg(&mut args, 0, "callback").filter(|v| !matches!(v, Value::None));
                self.autorange(interp, cb)?
            }
            _ => return Ok(None),
        }))
    }
    fn dir(&self) -> Vec<String> {
        ["autorange", "repeat", "timeit"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn add(m: &Module, name: &'static str, func: BuiltinFn, signature: &'static str, doc: &'static str) {
    m.attrs.borrow_mut().insert(Rc::from(name), Value::Builtin(Rc::new(Builtin { name, module: "timeit", func, signature, doc })));
}

pub fn module() -> Rc<Module> {
    let m = new_module("timeit", "Tool for measuring execution time of small code snippets.");
    add(
        &m,
        "timeit",
        t_timeit,
        "timeit(stmt='pass', setup='pass', timer=<built-in function perf_counter>, number=1000000, globals=None)",
        "Convenience function to create Timer object and call timeit method.",
    );
    add(
        &m,
        "repeat",
        t_repeat,
        "repeat(stmt='pass', setup='pass', timer=<built-in function perf_counter>, repeat=5, number=1000000, globals=None)",
        "Convenience function to create Timer object and call repeat method.",
    );
    add(
        &m,
        "Timer",
        t_timer,
        "Timer(stmt='pass', setup='pass', timer=<built-in function perf_counter>, globals=None)",
        "Class for timing execution speed of small code snippets.",
    );
    m.attrs.borrow_mut().insert(Rc::from("default_timer"), default_timer_value());
    m.attrs.borrow_mut().insert(Rc::from("default_number"), Value::int(DEFAULT_NUMBER));
    m.attrs.borrow_mut().insert(Rc::from("default_repeat"), Value::int(DEFAULT_REPEAT));
    m
}
