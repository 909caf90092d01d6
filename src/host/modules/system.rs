//! `time`, `os` and `sys`: the parts course notebooks use (timers, interruptible sleep, environment
//! variables, `print(..., file=sys.stderr)`).

use super::{add_fn, new_module};
use crate::host::exceptions::type_named;
use crate::host::native::NativeObject;
use crate::host::output::Stream;
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::rc::Rc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

thread_local! {
    static START: Instant = Instant::now();
}

fn since_start() -> f64 {
    START.with(|s| s.elapsed().as_secs_f64())
}

fn t_time(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::Float(SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs_f64()).unwrap_or(0.0)))
}
fn t_time_ns(_: &mut Interp, _: Args) -> R<Value> {
    let ns = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    Ok(Value::int(ns as i64))
}
/// `time.perf_counter` (also `timeit.default_timer`).
pub fn perf_counter(interp: &mut Interp, args: Args) -> R<Value> {
    t_perf_counter(interp, args)
}

fn t_perf_counter(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::Float(since_start()))
}
fn t_perf_counter_ns(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::int((since_start() * 1e9) as i64))
}
fn t_process_time(_: &mut Interp, _: Args) -> R<Value> {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    Ok(Value::Float(ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9))
}

/// Sleep in slices so an interrupt stops it within 50 ms.
fn t_sleep(interp: &mut Interp, args: Args) -> R<Value> {
    let secs = interp.to_float(args.pos.first().unwrap_or(&Value::None))?;
    if secs < 0.0 {
        return Err(raise("ValueError", "sleep length must be non-negative"));
    }
    interp.out.flush();
    let end = Instant::now() + std::time::Duration::from_secs_f64(secs);
    loop {
        interp.check_interrupt()?;
        let now = Instant::now();
        if now >= end {
            return Ok(Value::None);
        }
        std::thread::sleep((end - now).min(std::time::Duration::from_millis(50)));
    }
}

pub fn time_module() -> Rc<Module> {
    let m = new_module("time", "Time access and conversions.");
    add_fn(&m, "time", t_time, "time()", "Return the current time in seconds since the Epoch.");
    add_fn(&m, "time_ns", t_time_ns, "time_ns()", "Return the current time in nanoseconds since the Epoch.");
    add_fn(&m, "perf_counter", t_perf_counter, "perf_counter()", "Performance counter for benchmarking.");
    add_fn(&m, "perf_counter_ns", t_perf_counter_ns, "perf_counter_ns()", "Performance counter for benchmarking, in nanoseconds.");
    add_fn(&m, "monotonic", t_perf_counter, "monotonic()", "Monotonic clock, cannot go backward.");
    add_fn(&m, "process_time", t_process_time, "process_time()", "Process time for profiling: sum of the kernel and user-space CPU time.");
    add_fn(&m, "sleep", t_sleep, "sleep(seconds)", "Delay execution for a given number of seconds.");
    add_fn(&m, "strftime", t_strftime, "strftime(format)", "Format the current local time as the format string says.");
    m
}

/// `time.strftime(format)` of the current local time (a `struct_time` argument is refused).
fn t_strftime(_: &mut Interp, args: Args) -> R<Value> {
    match (args.pos.as_slice(), args.kw.is_empty()) {
        ([Value::Str(f)], true) => Ok(Value::str(&crate::host::modules::datetime::strftime_now(f)?)),
        ([_], true) => Err(raise("TypeError", "strftime() argument 1 must be str")),
        ([_, _], true) => {
            Err(raise("NotImplementedError", "cudalab's time.strftime() formats the current time only (no struct_time argument); use datetime's strftime"))
        }
        _ => Err(raise("TypeError", format!("strftime() takes 1 argument ({} given)", args.pos.len() + args.kw.len()))),
    }
}

/// `os.environ`: a live view of the process environment (so `!cmd` sees what the cell sets).
struct Environ;

impl NativeObject for Environ {
    fn type_name(&self) -> &str {
        "_Environ"
    }
    fn repr(&self) -> String {
        let mut vars: Vec<(String, String)> = std::env::vars().collect();
        vars.sort();
        let items: Vec<String> = vars.iter().map(|(k, v)| format!("{}: {}", crate::host::repr::str_repr(k), crate::host::repr::str_repr(v))).collect();
        format!("environ({{{}}})", items.join(", "))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        let key = |i: usize| -> R<String> {
            match args.pos.get(i) {
                Some(Value::Str(s)) => Ok(s.to_string()),
                Some(other) => Err(raise("TypeError", format!("str expected, not {}", crate::host::repr::type_name(other)))),
                None => Err(raise("TypeError", "missing key")),
            }
        };
        Ok(Some(match name {
            "__getitem__" => {
                let k = key(0)?;
                match std::env::var(&k) {
                    Ok(v) => Value::str(&v),
                    Err(_) => {
                        return Err(crate::host::Ctrl::Raise(crate::host::exceptions::exc_with_args(
                            crate::host::exceptions::type_named("KeyError"),
                            vec![Value::str(&k)],
                        )))
                    }
                }
            }
            "get" => match std::env::var(key(0)?) {
                Ok(v) => Value::str(&v),
                Err(_) => args.pos.get(1).cloned().unwrap_or(Value::None),
            },
            "__setitem__" => {
                let k = key(0)?;
                let v = match args.pos.get(1) {
                    Some(Value::Str(s)) => s.to_string(),
                    Some(other) => return Err(raise("TypeError", format!("str expected, not {}", interp.type_name(other)))),
                    None => String::new(),
                };
                std::env::set_var(k, v);
                Value::None
            }
            "pop" => {
                let k = key(0)?;
                let old = std::env::var(&k).ok();
                std::env::remove_var(&k);
                match old {
                    Some(v) => Value::str(&v),
                    None => args.pos.get(1).cloned().unwrap_or(Value::None),
                }
            }
            "setdefault" => {
                let k = key(0)?;
                match std::env::var(&k) {
                    Ok(v) => Value::str(&v),
                    Err(_) => {
                        let v = match args.pos.get(1) {
                            Some(Value::Str(s)) => s.to_string(),
                            _ => String::new(),
                        };
                        std::env::set_var(&k, &v);
                        Value::str(&v)
                    }
                }
            }
            "keys" | "__iter__" => Value::list(std::env::vars().map(|(k, _)| Value::str(&k)).collect()),
            "values" => Value::list(std::env::vars().map(|(_, v)| Value::str(&v)).collect()),
            "items" => Value::list(std::env::vars().map(|(k, v)| Value::tuple(vec![Value::str(&k), Value::str(&v)])).collect()),
            "__len__" => Value::int(std::env::vars().count() as i64),
            _ => return Ok(None),
        }))
    }
    fn binop(&self, _interp: &mut Interp, _op: ruff_python_ast::Operator, _other: &Value, _r: bool) -> R<Option<Value>> {
        Ok(None)
    }
    fn dir(&self) -> Vec<String> {
        ["get", "items", "keys", "pop", "setdefault", "values"].iter().map(|s| s.to_string()).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn os_getcwd(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::str(&std::env::current_dir().map(|p| p.display().to_string()).unwrap_or_default()))
}
fn os_getenv(interp: &mut Interp, args: Args) -> R<Value> {
    let key = match args.pos.first() {
        Some(Value::Str(s)) => s.to_string(),
        Some(other) => return Err(raise("TypeError", format!("str expected, not {}", interp.type_name(other)))),
        None => return Err(raise("TypeError", "getenv() missing 1 required positional argument: 'key'")),
    };
    Ok(match std::env::var(key) {
        Ok(v) => Value::str(&v),
        Err(_) => args.pos.get(1).cloned().unwrap_or(Value::None),
    })
}
fn os_cpu_count(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::int(std::thread::available_parallelism().map(|n| n.get() as i64).unwrap_or(1)))
}

pub fn os_module() -> Rc<Module> {
    let m = new_module("os", "Operating system interfaces (the parts cudalab provides).");
    m.attrs.borrow_mut().insert(Rc::from("environ"), Value::Native(Rc::new(Environ)));
    add_fn(&m, "getcwd", os_getcwd, "getcwd()", "Return a string representing the current working directory.");
    add_fn(&m, "getenv", os_getenv, "getenv(key, default=None)", "Get an environment variable.");
    add_fn(&m, "cpu_count", os_cpu_count, "cpu_count()", "Return the number of logical CPUs in the system.");
    m.attrs.borrow_mut().insert(Rc::from("sep"), Value::str("/"));
    m.attrs.borrow_mut().insert(Rc::from("name"), Value::str("posix"));
    m
}

/// `sys.stdout` / `sys.stderr`: writers into the cell's streams.
struct StreamWriter(Stream);

impl NativeObject for StreamWriter {
    fn type_name(&self) -> &str {
        "OutStream"
    }
    fn repr(&self) -> String {
        format!("<cudalab.OutStream name='{}'>", self.0.name())
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "write" => {
                let s = match args.pos.first() {
                    Some(Value::Str(s)) => s.clone(),
                    Some(other) => return Err(raise("TypeError", format!("write() argument must be str, not {}", interp.type_name(other)))),
                    None => return Err(raise("TypeError", "write() takes exactly one argument (0 given)")),
                };
                interp.out.write(self.0, &s);
                Ok(Some(Value::int(s.chars().count() as i64)))
            }
            "flush" => {
                interp.out.flush();
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        vec!["flush".into(), "write".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `sys.version_info`: the Python whose meaning cudalab's host code follows (3.12), a tuple
/// with named fields.
struct VersionInfo;

const VERSION_FIELDS: [&str; 5] = ["major", "minor", "micro", "releaselevel", "serial"];

impl VersionInfo {
    fn tuple() -> Value {
        Value::tuple(vec![Value::int(3), Value::int(12), Value::int(0), Value::str("final"), Value::int(0)])
    }
}

impl NativeObject for VersionInfo {
    fn type_name(&self) -> &str {
        "sys.version_info"
    }
    fn repr(&self) -> String {
        "sys.version_info(major=3, minor=12, micro=0, releaselevel='final', serial=0)".into()
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let Value::Tuple(t) = Self::tuple() else { return Ok(None) };
        Ok(VERSION_FIELDS.iter().position(|f| *f == name).map(|i| t[i].clone()))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        tuple_method(interp, &Self::tuple(), name, args)
    }
    fn compare(&self, interp: &mut Interp, op: ruff_python_ast::CmpOp, other: &Value, reflected: bool) -> R<Option<Value>> {
        if !matches!(other, Value::Tuple(_)) && !other_is_version(other) {
            return Ok(None);
        }
        let other = if other_is_version(other) { Self::tuple() } else { other.clone() };
        let (a, b) = if reflected { (other, Self::tuple()) } else { (Self::tuple(), other) };
        interp.compare(op, &a, &b).map(Some)
    }
    fn eq(&self, interp: &mut Interp, other: &Value) -> R<bool> {
        match self.compare(interp, ruff_python_ast::CmpOp::Eq, other, false)? {
            Some(v) => interp.truthy(&v),
            None => Ok(false),
        }
    }
    fn hash_key(&self, interp: &mut Interp) -> R<crate::host::value::HashKey> {
        interp.hash_key(&Self::tuple())
    }
    fn dir(&self) -> Vec<String> {
        VERSION_FIELDS.iter().map(|s| s.to_string()).chain(["count".into(), "index".into()]).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The tuple methods of a struct sequence (`sys.version_info`, `sys.float_info`), answered by
/// its values as a tuple `t`.
fn tuple_method(interp: &mut Interp, t: &Value, name: &str, args: Args) -> R<Option<Value>> {
    match name {
        "__getitem__" => Ok(Some(interp.getitem(t, args.pos.first().unwrap_or(&Value::None))?)),
        "__len__" => Ok(Some(Value::int(interp.collect(t)?.len() as i64))),
        "__iter__" => Ok(Some(Value::list(interp.collect(t)?))),
        "__contains__" | "count" | "index" => interp.call_method(t, name, args).map(Some),
        _ => Ok(None),
    }
}

/// `sys.float_info`: the limits of a float (an IEEE double), as CPython's struct sequence.
struct FloatInfo;

const FLOAT_FIELDS: [&str; 11] = ["max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon", "radix", "rounds"];

impl FloatInfo {
    fn tuple() -> Value {
        let ints = |v: &[i64]| v.iter().map(|&x| Value::int(x)).collect::<Vec<_>>();
        let mut t = vec![Value::Float(f64::MAX)];
        t.extend(ints(&[f64::MAX_EXP as i64, f64::MAX_10_EXP as i64]));
        t.push(Value::Float(f64::MIN_POSITIVE));
        t.extend(ints(&[f64::MIN_EXP as i64, f64::MIN_10_EXP as i64, f64::DIGITS as i64, f64::MANTISSA_DIGITS as i64]));
        t.push(Value::Float(f64::EPSILON));
        t.extend(ints(&[f64::RADIX as i64, 1]));
        Value::tuple(t)
    }
}

impl NativeObject for FloatInfo {
    fn type_name(&self) -> &str {
        "sys.float_info"
    }
    fn repr(&self) -> String {
        let Value::Tuple(t) = Self::tuple() else { return String::new() };
        let fields: Vec<String> = FLOAT_FIELDS.iter().zip(t.iter()).map(|(f, v)| format!("{f}={}", crate::host::repr::repr(v))).collect();
        format!("sys.float_info({})", fields.join(", "))
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        let Value::Tuple(t) = Self::tuple() else { return Ok(None) };
        Ok(FLOAT_FIELDS.iter().position(|f| *f == name).map(|i| t[i].clone()))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        tuple_method(interp, &Self::tuple(), name, args)
    }
    fn dir(&self) -> Vec<String> {
        FLOAT_FIELDS.iter().map(|s| s.to_string()).chain(["count".into(), "index".into()]).collect()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn other_is_version(v: &Value) -> bool {
    matches!(v, Value::Native(n) if n.as_any().is::<VersionInfo>())
}

pub fn sys_module() -> Rc<Module> {
    let m = new_module("sys", "System-specific parameters (the parts cudalab provides).");
    {
        let mut a = m.attrs.borrow_mut();
        a.insert(Rc::from("stdout"), Value::Native(Rc::new(StreamWriter(Stream::Stdout))));
        a.insert(Rc::from("stderr"), Value::Native(Rc::new(StreamWriter(Stream::Stderr))));
        a.insert(Rc::from("version"), Value::str(&format!("3.12 (cudalab {})", env!("CARGO_PKG_VERSION"))));
        a.insert(Rc::from("platform"), Value::str(std::env::consts::OS));
        a.insert(Rc::from("maxsize"), Value::int(i64::MAX));
        a.insert(Rc::from("version_info"), Value::Native(Rc::new(VersionInfo)));
        a.insert(Rc::from("float_info"), Value::Native(Rc::new(FloatInfo)));
        a.insert(Rc::from("byteorder"), Value::str(if cfg!(target_endian = "little") { "little" } else { "big" }));
        a.insert(Rc::from("argv"), Value::list(vec![Value::str("cudalab")]));
    }
    add_fn(
        &m,
        "get_int_max_str_digits",
        sys_get_int_max_str_digits,
        "get_int_max_str_digits()",
        "Return the limit on digits in int<->str decimal conversions (0: none).",
    );
    add_fn(
        &m,
        "set_int_max_str_digits",
        sys_set_int_max_str_digits,
        "set_int_max_str_digits(maxdigits)",
        "Set the limit on digits in int<->str decimal conversions (0: none, else at least 640).",
    );
    add_fn(
        &m,
        "getrecursionlimit",
        sys_getrecursionlimit,
        "getrecursionlimit()",
        "Return the current value of the recursion limit (the deepest chain of Python calls).",
    );
    add_fn(&m, "getsizeof", super::sizeof::getsizeof, "getsizeof(object[, default])", "Return the size of object in bytes.");
    m
}

fn sys_get_int_max_str_digits(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::int(crate::host::int::max_str_digits() as i64))
}

fn sys_set_int_max_str_digits(interp: &mut Interp, mut args: Args) -> R<Value> {
    let kw = args.take_kw("maxdigits");
    let Some(v) = args.pos.first().cloned().or(kw) else {
        return Err(crate::host::raise("TypeError", "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)"));
    };
    let n = interp.to_index(&v)?;
    if n != 0 && n < crate::host::int::MIN_MAX_STR_DIGITS as i64 {
        return Err(crate::host::raise("ValueError", format!("maxdigits must be 0 or larger than {}", crate::host::int::MIN_MAX_STR_DIGITS)));
    }
    crate::host::int::set_max_str_digits(usize::try_from(n).unwrap_or(usize::MAX));
    Ok(Value::None)
}

fn sys_getrecursionlimit(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::int(crate::host::RECURSION_LIMIT as i64))
}

/// `simplefilter(action, category=Warning, lineno=0, append=False)` and
/// `filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False)`.
fn w_filter(interp: &mut Interp, args: Args, with_message: bool) -> R<Value> {
    let mut args = args;
    let mut pos = std::mem::take(&mut args.pos).into_iter();
    let mut arg = |name: &str| pos.next().or_else(|| args.take_kw(name));
    let what = if with_message { "filterwarnings" } else { "simplefilter" };
    let Some(action) = arg("action") else { return Err(raise("TypeError", format!("{what}() missing 1 required positional argument: 'action'"))) };
    let message = if with_message { arg("message") } else { None };
    let category = arg("category");
    let _module = if with_message { arg("module") } else { None };
    let _lineno = arg("lineno");
    let append = arg("append");
    // CPython checks its arguments with `assert`, so a bad one is an AssertionError.
    let action = match &action {
        Value::Str(a) => crate::host::warnings::Action::parse(a),
        _ => None,
    }
    .ok_or_else(|| raise("AssertionError", format!("invalid action: {}", crate::host::repr::repr(&action))))?;
    let message = match message {
        None => String::new(),
        Some(Value::Str(s)) => s.to_lowercase(),
        Some(_) => return Err(raise("AssertionError", "message must be a string")),
    };
    let warning = crate::host::exceptions::type_named("Warning");
    let category = match category {
        None => warning,
        Some(Value::Type(t)) if !with_message || t.is_subclass_of(&warning) => t,
        Some(Value::Type(_)) => return Err(raise("AssertionError", "category must be a Warning subclass")),
        Some(_) if with_message => return Err(raise("AssertionError", "category must be a class")),
        Some(other) => {
            return Err(raise("TypeError", format!("issubclass() arg 2 must be a class, a tuple of classes, or a union, not {}", interp.type_name(&other))))
        }
    };
    let append = match append {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    interp.warning_filters.add(crate::host::warnings::Filter { action, message, category }, append);
    Ok(Value::None)
}

fn w_simplefilter(interp: &mut Interp, args: Args) -> R<Value> {
    w_filter(interp, args, false)
}

fn w_filterwarnings(interp: &mut Interp, args: Args) -> R<Value> {
    w_filter(interp, args, true)
}

fn w_resetwarnings(interp: &mut Interp, _args: Args) -> R<Value> {
    interp.warning_filters.list.clear();
    interp.warning_filters.mutated();
    Ok(Value::None)
}

fn w_catch_warnings(interp: &mut Interp, mut args: Args) -> R<Value> {
    if let Some(v) = args.take_kw("record") {
        if interp.truthy(&v)? {
            return Err(raise("NotImplementedError", "warnings.catch_warnings(record=True) is not supported by cudalab yet"));
        }
    }
    let action = match args.take_kw("action") {
        Some(Value::Str(s)) => Some(crate::host::warnings::Action::parse(&s).ok_or_else(|| raise("AssertionError", format!("invalid action: '{s}'")))?),
        _ => None,
    };
    Ok(Value::Native(Rc::new(CatchWarnings { saved: std::cell::RefCell::new(None), action })))
}

/// `with warnings.catch_warnings():` — the filters come back as they were when the block ends.
struct CatchWarnings {
    saved: std::cell::RefCell<Option<crate::host::warnings::Filters>>,
    action: Option<crate::host::warnings::Action>,
}

impl NativeObject for CatchWarnings {
    fn type_name(&self) -> &str {
        "catch_warnings"
    }
    fn repr(&self) -> String {
        "catch_warnings()".into()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "__enter__" => {
                *self.saved.borrow_mut() = Some(interp.warning_filters.clone());
                interp.warning_filters.mutated();
                if let Some(action) = self.action {
                    let category = crate::host::exceptions::type_named("Warning");
                    interp.warning_filters.add(crate::host::warnings::Filter { action, message: String::new(), category }, false);
                }
                Ok(Some(Value::None))
            }
            "__exit__" => {
                if let Some(saved) = self.saved.borrow_mut().take() {
                    interp.warning_filters = saved;
                    interp.warning_filters.mutated();
                }
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `warnings.warn(message, category=None, stacklevel=1)`: a message (or a Warning object, whose
/// class is the category) on stderr, pointing at the statement `stacklevel` frames out, as
/// CPython shows it (`Interp::warn_at`).
fn w_warn(interp: &mut Interp, mut args: Args) -> R<Value> {
    let mut pos = std::mem::take(&mut args.pos).into_iter();
    let message = pos.next().or_else(|| args.take_kw("message")).ok_or_else(|| raise("TypeError", "warn() missing required argument 'message' (pos 1)"))?;
    let category = pos.next().or_else(|| args.take_kw("category"));
    let stacklevel = pos.next().or_else(|| args.take_kw("stacklevel"));
    if pos.next().is_some() {
        return Err(raise("TypeError", "warn() takes at most 3 positional arguments"));
    }
    if let Some((k, _)) = args.kw.iter().find(|(k, _)| !matches!(&**k, "source" | "skip_file_prefixes")) {
        return Err(raise("TypeError", format!("warn() got an unexpected keyword argument '{k}'")));
    }
    let warning = type_named("Warning");
    let (category, raised) = match &message {
        Value::Exception(e) if e.ty.is_subclass_of(&warning) => (e.ty.clone(), Some(e.clone())),
        _ => match category {
            None | Some(Value::None) => (type_named("UserWarning"), None),
            Some(Value::Type(t)) if t.is_subclass_of(&warning) => (t, None),
            Some(other) => {
                let tn = interp.type_name(&other);
                return Err(raise("TypeError", format!("category must be a Warning subclass, not '{tn}'")));
            }
        },
    };
    let stacklevel = match stacklevel {
        Some(v) => interp.to_index(&v)?.max(1) as usize,
        None => 1,
    };
    let text = interp.str(&message)?;
    interp.warn_at(&category, &text, stacklevel, raised)?;
    Ok(Value::None)
}

pub fn warnings_module() -> Rc<Module> {
    let m = new_module("warnings", "Warning control (cudalab prints warnings to the cell's stderr).");
    add_fn(
        &m,
        "filterwarnings",
        w_filterwarnings,
        "filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False)",
        "Insert a warning filter: action ('ignore', 'error', 'always', 'default', 'once', 'module') for warnings of category whose message starts with message.",
    );
    add_fn(
        &m,
        "simplefilter",
        w_simplefilter,
        "simplefilter(action, category=Warning, lineno=0, append=False)",
        "Insert a warning filter for every warning of category.",
    );
    add_fn(&m, "resetwarnings", w_resetwarnings, "resetwarnings()", "Remove every warning filter.");
    add_fn(
        &m,
        "catch_warnings",
        w_catch_warnings,
        "catch_warnings(*, record=False, action=None)",
        "A context manager that restores the warning filters when it exits.",
    );

    add_fn(&m, "warn", w_warn, "warn(message, category=None, stacklevel=1)", "Issue a warning on stderr.");
    m
}
