//! `np.set_printoptions`, `np.get_printoptions` and `np.printoptions` (a context manager), with
//! NumPy's argument checks and messages. The values live in `array::print_options`; this file
//! only turns Python arguments into them and back. Options NumPy has that cudalab does not
//! honour yet (`formatter`, `legacy`, `nanstr`/`infstr` other than the defaults,
//! `override_repr`) are a NotImplementedError when given, never silently ignored.

use crate::array::print_options::{self, FloatMode, PrintOptions};
use crate::host::eval::dict_insert;
use crate::host::modules::add_fn;
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, HashKey, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    /// `threshold` as the program gave it (`np.inf` stays a float in `get_printoptions`).
    static THRESHOLD_GIVEN: RefCell<Option<Value>> = const { RefCell::new(None) };
}

const NAMES: [&str; 10] = ["precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr", "infstr", "formatter", "sign", "floatmode"];

pub fn install(np: &Module) {
    add_fn(
        np,
        "set_printoptions",
        set_printoptions,
        "set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, suppress=None, nanstr=None, infstr=None, formatter=None, sign=None, floatmode=None, *, legacy=None, override_repr=None)",
        "Set printing options: how arrays, floats and other NumPy objects are displayed.",
    );
    add_fn(np, "get_printoptions", get_printoptions, "get_printoptions()", "Return the current print options as a dict.");
    add_fn(
        np,
        "printoptions",
        printoptions,
        "printoptions(*args, **kwargs)",
        "Context manager for setting print options within a with block; the old options come back at its end.",
    );
}

/// The options `args` ask for, on top of the current ones (None leaves an option unchanged).
fn parse(interp: &mut Interp, mut args: Args) -> R<(PrintOptions, Option<Value>)> {
    let mut given: Vec<(&str, Value)> = Vec::new();
    if args.pos.len() > NAMES.len() {
        return Err(raise("TypeError", format!("set_printoptions() takes from 0 to {} positional arguments but {} were given", NAMES.len(), args.pos.len())));
    }
    for (name, v) in NAMES.iter().zip(std::mem::take(&mut args.pos)) {
        given.push((name, v));
    }
    for (k, v) in std::mem::take(&mut args.kw) {
        let Some(name) = NAMES.iter().chain(["legacy", "override_repr"].iter()).find(|n| **n == &*k) else {
            return Err(raise("TypeError", format!("set_printoptions() got an unexpected keyword argument '{k}'")));
        };
        if given.iter().any(|(n, _)| n == name) {
            return Err(raise("TypeError", format!("set_printoptions() got multiple values for argument '{name}'")));
        }
        given.push((name, v));
    }
    let mut o = print_options::get();
    let mut threshold_given = None;
    for (name, v) in given {
        if v.is_none() {
            continue;
        }
        match name {
            "precision" => {
                let p = match &v {
                    Value::Int(_) | Value::Bool(_) => interp.to_index(&v)?,
                    Value::Native(_) => interp.to_index(&v).map_err(|_| raise("TypeError", "precision must be an integer"))?,
                    _ => return Err(raise("TypeError", "precision must be an integer")),
                };
                o.precision = usize::try_from(p).map_err(|_| raise("ValueError", "precision must be >= 0"))?;
            }
            "threshold" => {
                let t = interp.to_float(&v).map_err(|_| raise("TypeError", "threshold must be numeric"))?;
                if t.is_nan() {
                    return Err(raise("ValueError", "threshold must be non-NAN, try sys.maxsize for untruncated representation"));
                }
                o.threshold = if t >= usize::MAX as f64 { usize::MAX } else { t.max(0.0) as usize };
                if let Value::Int(_) = v {
                    o.threshold = usize::try_from(interp.to_index(&v)?).unwrap_or(0);
                }
                threshold_given = Some(v);
            }
            "edgeitems" => o.edgeitems = usize::try_from(interp.to_index(&v)?).unwrap_or(0),
            "linewidth" => o.linewidth = usize::try_from(interp.to_index(&v)?).unwrap_or(0),
            "suppress" => o.suppress = interp.truthy(&v)?,
            "sign" => {
                o.sign = match &v {
                    Value::Str(s) if matches!(&**s, "-" | "+" | " ") => s.chars().next().unwrap_or('-'),
                    _ => return Err(raise("ValueError", "sign option must be one of ' ', '+', or '-'")),
                }
            }
            "floatmode" => {
                o.floatmode = match &v {
                    Value::Str(s) => FloatMode::from_name(s),
                    _ => None,
                }
                .ok_or_else(|| raise("ValueError", "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\""))?
            }
            "nanstr" | "infstr" => {
                let default = if name == "nanstr" { "nan" } else { "inf" };
                if !matches!(&v, Value::Str(s) if &**s == default) {
                    return Err(raise(
                        "NotImplementedError",
                        format!("np.set_printoptions({name}=...) other than '{default}' is not supported by cudalab yet"),
                    ));
                }
            }
            "legacy" => {
                if !matches!(v, Value::Bool(false)) {
                    return Err(raise("NotImplementedError", "np.set_printoptions(legacy=...) is not supported by cudalab yet (NumPy 2's printing only)"));
                }
            }
            _ => return Err(raise("NotImplementedError", format!("np.set_printoptions({name}=...) is not supported by cudalab yet"))),
        }
    }
    Ok((o, threshold_given))
}

fn apply(o: PrintOptions, threshold_given: Option<Value>) {
    if let Some(t) = threshold_given {
        THRESHOLD_GIVEN.with(|g| *g.borrow_mut() = Some(t));
    } else if o.threshold == PrintOptions::default().threshold {
        THRESHOLD_GIVEN.with(|g| *g.borrow_mut() = None);
    }
    print_options::set(o);
}

fn set_printoptions(interp: &mut Interp, args: Args) -> R<Value> {
    let (o, t) = parse(interp, args)?;
    apply(o, t);
    Ok(Value::None)
}

fn get_printoptions(_interp: &mut Interp, args: Args) -> R<Value> {
    if !args.pos.is_empty() || !args.kw.is_empty() {
        return Err(raise("TypeError", "get_printoptions() takes 0 positional arguments"));
    }
    let o = print_options::get();
    let threshold = THRESHOLD_GIVEN.with(|g| g.borrow().clone()).unwrap_or_else(|| Value::int(o.threshold.min(i64::MAX as usize) as i64));
    let entries = [
        ("edgeitems", Value::int(o.edgeitems as i64)),
        ("threshold", threshold),
        ("floatmode", Value::str(o.floatmode.name())),
        ("precision", Value::int(o.precision as i64)),
        ("suppress", Value::Bool(o.suppress)),
        ("linewidth", Value::int(o.linewidth as i64)),
        ("nanstr", Value::str("nan")),
        ("infstr", Value::str("inf")),
        ("sign", Value::str(&o.sign.to_string())),
        ("formatter", Value::None),
        ("legacy", Value::Bool(false)),
        ("override_repr", Value::None),
    ];
    let mut d = Dict::default();
    for (k, v) in entries {
        dict_insert(&mut d, HashKey::Str(Rc::from(k)), Value::str(k), v);
    }
    Ok(Value::dict(d))
}

/// `with np.printoptions(...)`: the options are checked when it is made, set on entry, and the
/// ones before it restored on exit (also when the block raises).
fn printoptions(interp: &mut Interp, args: Args) -> R<Value> {
    let (o, t) = parse(interp, args)?;
    Ok(Value::Native(Rc::new(Scope { new: (o, t), saved: RefCell::new(None) })))
}

struct Scope {
    new: (PrintOptions, Option<Value>),
    saved: RefCell<Option<(PrintOptions, Option<Value>)>>,
}

impl NativeObject for Scope {
    fn type_name(&self) -> &str {
        "_GeneratorContextManager"
    }
    fn repr(&self) -> String {
        "<contextlib._GeneratorContextManager object (numpy.printoptions)>".into()
    }
    fn call_method(&self, _interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        Ok(match name {
            "__enter__" => {
                let before = (print_options::get(), THRESHOLD_GIVEN.with(|g| g.borrow().clone()));
                *self.saved.borrow_mut() = Some(before);
                apply(self.new.0.clone(), self.new.1.clone());
                Some(get_printoptions(_interp, Args::default())?)
            }
            "__exit__" => {
                if let Some((o, t)) = self.saved.borrow_mut().take() {
                    print_options::set(o);
                    THRESHOLD_GIVEN.with(|g| *g.borrow_mut() = t);
                }
                Some(Value::None)
            }
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
