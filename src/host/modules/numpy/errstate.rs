//! NumPy's floating-point error handling: `np.seterr`, `np.geterr` and `np.errstate` (a context
//! manager and a decorator), and `check`, which each array operation calls after its loops to
//! turn the processor's flags (`array::fp_flags`) into what NumPy does with them: a
//! `RuntimeWarning` ("divide by zero encountered in log", through the program's warning filters
//! and pointing at its statement), a `FloatingPointError`, a printed line, or nothing.
//!
//! NumPy's defaults: warn on divide, overflow and invalid, ignore underflow. Integer errors have
//! no flag; the operations that NumPy checks by hand (an integer divided by zero, a NumPy integer
//! scalar's overflow) raise the flag themselves (`fp_flags::raise`). The modes 'call' and 'log'
//! (which need `np.seterrcall`) are a NotImplementedError when set, never silently ignored.

use crate::array::fp_flags::{self, FpFlags};
use crate::host::eval::dict_insert;
use crate::host::exceptions::type_named;
use crate::host::modules::add_fn;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, HashKey, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Ignore,
    Warn,
    Raise,
    Print,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Ignore => "ignore",
            Mode::Warn => "warn",
            Mode::Raise => "raise",
            Mode::Print => "print",
        }
    }
}

/// The mode of each kind, in NumPy's order (divide, over, under, invalid).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct ErrState([Mode; 4]);

const KINDS: [&str; 4] = ["divide", "over", "under", "invalid"];
const DEFAULT: ErrState = ErrState([Mode::Warn, Mode::Warn, Mode::Ignore, Mode::Warn]);

thread_local! {
    static STATE: Cell<ErrState> = const { Cell::new(DEFAULT) };
}

pub fn install(np: &Module) {
    add_fn(
        np,
        "seterr",
        seterr,
        "seterr(all=None, divide=None, over=None, under=None, invalid=None)",
        "Set how floating-point errors are handled ('ignore', 'warn', 'raise', 'print'); returns the old settings.",
    );
    add_fn(np, "geterr", geterr, "geterr()", "Get the current way of handling floating-point errors.");
    add_fn(
        np,
        "errstate",
        errstate,
        "errstate(*, all=None, divide=None, over=None, under=None, invalid=None)",
        "Context manager (or decorator) for floating-point error handling: the settings before it come back at its end.",
    );
}

/// Forget the flags raised so far: called before an operation whose errors `check` reports.
#[inline]
pub fn begin() {
    fp_flags::clear();
}

/// Drop the invalid flag raised so far (by instructions that raise it where NumPy's loops do
/// not), keeping the others.
pub fn forget_invalid() {
    let kept = fp_flags::take();
    if !kept.is_empty() {
        fp_flags::raise(kept.without(FpFlags::INVALID));
    }
}

/// The errors the operation since `begin` raised, handled as the settings say; `name` is the
/// operation as NumPy names it ("divide", "scalar multiply", "cast", "log").
#[inline]
pub fn check(interp: &mut Interp, name: &str) -> R<()> {
    check_op(interp, false, name)
}

/// `check` for an operator, named "scalar <name>" when `scalar` (both operands NumPy or Python
/// scalars); the name is only written out when there is an error to report.
#[inline]
pub fn check_op(interp: &mut Interp, scalar: bool, name: &str) -> R<()> {
    let flags = fp_flags::take();
    if flags.is_empty() {
        return Ok(());
    }
    let name = if scalar { format!("scalar {name}") } else { name.to_string() };
    report(interp, flags, &name)
}

#[cold]
fn report(interp: &mut Interp, flags: FpFlags, name: &str) -> R<()> {
    let state = STATE.with(|s| s.get());
    let kinds = [(FpFlags::DIVIDE, "divide by zero"), (FpFlags::OVERFLOW, "overflow"), (FpFlags::UNDERFLOW, "underflow"), (FpFlags::INVALID, "invalid value")];
    for ((flag, what), mode) in kinds.into_iter().zip(state.0) {
        if !flags.contains(flag) || mode == Mode::Ignore {
            continue;
        }
        let message = format!("{what} encountered in {name}");
        match mode {
            Mode::Ignore => {}
            Mode::Warn => interp.warn_at(&type_named("RuntimeWarning"), &message, 1, None)?,
            Mode::Raise => return Err(raise("FloatingPointError", message)),
            Mode::Print => interp.write_stdout(&format!("Warning: {message}\n")),
        }
    }
    Ok(())
}

fn parse_mode(interp: &mut Interp, v: &Value) -> R<Mode> {
    match v {
        Value::Str(s) => match &**s {
            "ignore" => Ok(Mode::Ignore),
            "warn" => Ok(Mode::Warn),
            "raise" => Ok(Mode::Raise),
            "print" => Ok(Mode::Print),
            "call" | "log" => Err(raise("NotImplementedError", format!("the floating-point error mode '{s}' (np.seterrcall) is not supported by cudalab yet"))),
            _ => Err(raise("ValueError", format!("invalid error mode '{s}'"))),
        },
        other => {
            let r = interp.repr(other)?;
            Err(raise("ValueError", format!("invalid error mode {r}")))
        }
    }
}

/// The settings `given` (all, divide, over, under, invalid; None leaves one as it is) on top of
/// `base`: `all` first, then the named kinds.
fn apply(interp: &mut Interp, base: ErrState, given: &[(usize, Value)]) -> R<ErrState> {
    let mut s = base;
    for pass_all in [true, false] {
        for (i, v) in given {
            if (*i == 0) != pass_all || v.is_none() {
                continue;
            }
            let m = parse_mode(interp, v)?;
            if *i == 0 {
                s.0 = [m; 4];
            } else {
                s.0[*i - 1] = m;
            }
        }
    }
    Ok(s)
}

/// The keyword arguments (and, for `seterr`, positional ones) as indices into
/// (all, divide, over, under, invalid).
fn settings(what: &str, args: Args, positional: bool) -> R<Vec<(usize, Value)>> {
    const NAMES: [&str; 5] = ["all", "divide", "over", "under", "invalid"];
    if !positional && !args.pos.is_empty() {
        return Err(raise("TypeError", format!("{what}() takes 1 positional argument but {} were given", args.pos.len() + 1)));
    }
    if args.pos.len() > NAMES.len() {
        return Err(raise("TypeError", format!("{what}() takes from 0 to 5 positional arguments but {} were given", args.pos.len())));
    }
    let mut given: Vec<(usize, Value)> = args.pos.into_iter().enumerate().collect();
    for (k, v) in args.kw {
        let Some(i) = NAMES.iter().position(|n| **n == *k) else {
            return Err(raise("TypeError", format!("{what}() got an unexpected keyword argument '{k}'")));
        };
        if given.iter().any(|(j, _)| *j == i) {
            return Err(raise("TypeError", format!("{what}() got multiple values for argument '{k}'")));
        }
        given.push((i, v));
    }
    Ok(given)
}

fn as_dict(s: ErrState) -> Value {
    let mut d = Dict::default();
    for (k, m) in KINDS.iter().zip(s.0) {
        dict_insert(&mut d, HashKey::Str(Rc::from(*k)), Value::str(k), Value::str(m.name()));
    }
    Value::dict(d)
}

fn seterr(interp: &mut Interp, args: Args) -> R<Value> {
    let given = settings("seterr", args, true)?;
    let old = STATE.with(|s| s.get());
    let new = apply(interp, old, &given)?;
    STATE.with(|s| s.set(new));
    Ok(as_dict(old))
}

fn geterr(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.pos.is_empty() || !args.kw.is_empty() {
        return Err(raise("TypeError", "geterr() takes 0 positional arguments"));
    }
    Ok(as_dict(STATE.with(|s| s.get())))
}

/// `np.errstate(...)`: the settings are checked when the block is entered (as NumPy does).
fn errstate(_interp: &mut Interp, args: Args) -> R<Value> {
    let given = settings("errstate.__init__", args, false)?;
    Ok(Value::Native(Rc::new(Scope { given, saved: RefCell::new(Vec::new()) })))
}

struct Scope {
    given: Vec<(usize, Value)>,
    /// The settings before each entry still open (a decorated function may recurse).
    saved: RefCell<Vec<ErrState>>,
}

impl Scope {
    fn enter(&self, interp: &mut Interp) -> R<()> {
        let old = STATE.with(|s| s.get());
        let new = apply(interp, old, &self.given)?;
        self.saved.borrow_mut().push(old);
        STATE.with(|s| s.set(new));
        Ok(())
    }
    fn exit(&self) {
        if let Some(old) = self.saved.borrow_mut().pop() {
            STATE.with(|s| s.set(old));
        }
    }
}

impl NativeObject for Scope {
    fn type_name(&self) -> &str {
        "errstate"
    }
    fn repr(&self) -> String {
        "<numpy.errstate object>".into()
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__enter__" => {
                self.enter(interp)?;
                Some(Value::None)
            }
            "__exit__" => {
                self.exit();
                Some(Value::None)
            }
            _ => None,
        })
    }
    /// `@np.errstate(...)` on a function: each call runs inside the block.
    fn call(&self, _interp: &mut Interp, mut args: Args) -> R<Value> {
        if args.pos.len() != 1 || !args.kw.is_empty() {
            return Err(raise("TypeError", "errstate object used as a decorator takes the one function it decorates"));
        }
        let func = args.pos.remove(0);
        let scope = Rc::new(Scope { given: self.given.clone(), saved: RefCell::new(Vec::new()) });
        Ok(Value::Native(Rc::new(Decorated { scope, func })))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A function decorated with `@np.errstate(...)`.
struct Decorated {
    scope: Rc<Scope>,
    func: Value,
}

impl NativeObject for Decorated {
    fn type_name(&self) -> &str {
        "function"
    }
    fn repr(&self) -> String {
        "<function decorated with numpy.errstate>".into()
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        // `__name__`, `__doc__`… are the function's, as `functools.wraps` gives them.
        interp.getattr(&self.func, name).map(Some)
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        self.scope.enter(interp)?;
        let r = interp.call(&self.func, args);
        self.scope.exit();
        r
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
