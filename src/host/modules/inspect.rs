//! `inspect`: `signature` (Signature/Parameter with CPython's str and repr), `getsource`,
//! `isfunction`/`isclass`/`ismodule`/…, `getdoc`, `getmembers`, written in Python and run on
//! first import, over `_cudalab_inspect` (here, Rust): a user function's parameters read from
//! its syntax — kinds, defaults, and annotations evaluated in the function's defining scope —
//! and the source text of its definition; and, for `logging.exception`, the exception being
//! handled. Builtins have no signature here (ValueError, as
//! CPython gives for builtins it cannot describe); frames, stack() and getmodule raise
//! NotImplementedError naming themselves. Touches nothing outside its own module.

use super::{add_fn, new_module};
use crate::host::value::{Args, FunctionBody, Module, Value};
use crate::host::{raise, Interp, R};
use ruff_text_size::Ranged;
use std::rc::Rc;

pub const INSPECT: &str = r#"
import _cudalab_inspect

class _empty:
    """Marker object for Signature.empty and Parameter.empty."""

class _ParameterKind:
    def __init__(self, value, name, description):
        self.value = value
        self.name = name
        self.description = description
    def __str__(self):
        return self.name
    def __repr__(self):
        return "<_ParameterKind.%s: %d>" % (self.name, self.value)
    def __eq__(self, other):
        return isinstance(other, _ParameterKind) and other.value == self.value
    def __lt__(self, other):
        return self.value < other.value
    def __hash__(self):
        return hash(self.value)

POSITIONAL_ONLY = _ParameterKind(0, "POSITIONAL_ONLY", "positional-only")
POSITIONAL_OR_KEYWORD = _ParameterKind(1, "POSITIONAL_OR_KEYWORD", "positional or keyword")
VAR_POSITIONAL = _ParameterKind(2, "VAR_POSITIONAL", "variadic positional")
KEYWORD_ONLY = _ParameterKind(3, "KEYWORD_ONLY", "keyword-only")
VAR_KEYWORD = _ParameterKind(4, "VAR_KEYWORD", "variadic keyword")
_KINDS = [POSITIONAL_ONLY, POSITIONAL_OR_KEYWORD, VAR_POSITIONAL, KEYWORD_ONLY, VAR_KEYWORD]

def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)

class Parameter:
    """Represents a parameter in a function signature."""
    POSITIONAL_ONLY = POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = VAR_POSITIONAL
    KEYWORD_ONLY = KEYWORD_ONLY
    VAR_KEYWORD = VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        if not isinstance(kind, _ParameterKind):
            raise ValueError("%r is not a valid Parameter.kind" % (kind,))
        self._name = name
        self._kind = kind
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, *, name=None, kind=None, default=None, annotation=None):
        raise NotImplementedError("inspect.Parameter.replace() is not supported by cudalab")

    def __str__(self):
        kind = self._kind
        text = self._name
        if self._annotation is not _empty:
            text = "%s: %s" % (text, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                text = "%s = %r" % (text, self._default)
            else:
                text = "%s=%r" % (text, self._default)
        if kind == VAR_POSITIONAL:
            text = "*" + text
        elif kind == VAR_KEYWORD:
            text = "**" + text
        return text

    def __repr__(self):
        return '<%s "%s">' % (self.__class__.__name__, self)

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and self._default == other._default and self._annotation == other._annotation)

    def __hash__(self):
        return hash((self._name, self._kind.value))

class Signature:
    """A Signature object represents the overall signature of a function."""
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty):
        self._parameters = {}
        for p in parameters or ():
            if p.name in self._parameters:
                raise ValueError("duplicate parameter name: %r" % p.name)
            self._parameters[p.name] = p
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return dict(self._parameters)

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=None, return_annotation=None):
        raise NotImplementedError("inspect.Signature.replace() is not supported by cudalab")

    def bind(self, *args, **kwargs):
        raise NotImplementedError("inspect.Signature.bind() is not supported by cudalab")

    def bind_partial(self, *args, **kwargs):
        raise NotImplementedError("inspect.Signature.bind_partial() is not supported by cudalab")

    def __str__(self):
        result = []
        render_pos_only = False
        render_kw_only = True
        for p in self._parameters.values():
            formatted = str(p)
            kind = p.kind
            if kind == POSITIONAL_ONLY:
                render_pos_only = True
            elif render_pos_only:
                result.append("/")
                render_pos_only = False
            if kind == VAR_POSITIONAL:
                render_kw_only = False
            elif kind == KEYWORD_ONLY and render_kw_only:
                result.append("*")
                render_kw_only = False
            result.append(formatted)
        if render_pos_only:
            result.append("/")
        rendered = "(%s)" % ", ".join(result)
        if self._return_annotation is not _empty:
            rendered += " -> %s" % formatannotation(self._return_annotation)
        return rendered

    def __repr__(self):
        return "<%s %s>" % (self.__class__.__name__, self)

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return list(self._parameters.values()) == list(other._parameters.values()) and self._return_annotation == other._return_annotation

def _function_of(obj):
    # The user function whose parameters describe calling obj, and how many leading
    # parameters a bound method has already filled.
    if isfunction(obj):
        return obj, 0
    if ismethod(obj):
        return obj.__func__, 1
    if isclass(obj):
        init = getattr(obj, "__init__", None)
        if isfunction(init):
            return init, 1
        raise NotImplementedError("inspect.signature() of a class without a Python __init__ is not supported by cudalab")
    return None, 0

def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """Get a signature object for the passed callable."""
    if not callable(obj):
        raise TypeError("%r is not a callable object" % (obj,))
    wrapped = getattr(obj, "__wrapped__", None) if follow_wrapped and isfunction(obj) else None
    if wrapped is not None:
        return signature(wrapped)
    func, skip = _function_of(obj)
    if func is None:
        raise ValueError("no signature found for builtin %r" % (obj,))
    params, ret = _cudalab_inspect.parameters(func, _empty)
    out = [Parameter(name, _KINDS[kind], default=default, annotation=ann) for name, kind, default, ann in params]
    if skip:
        if not out or out[0].kind in (VAR_POSITIONAL, KEYWORD_ONLY, VAR_KEYWORD):
            if not out or out[0].kind != VAR_POSITIONAL:
                raise ValueError("invalid method signature")
        else:
            out = out[1:]
    return Signature(out, return_annotation=ret)

def getfullargspec(func):
    raise NotImplementedError("inspect.getfullargspec() is not supported by cudalab (use inspect.signature)")

def isfunction(obj):
    """Return true if the object is a user-defined function."""
    return type(obj).__name__ == "function"

def ismethod(obj):
    """Return true if the object is an instance method."""
    return type(obj).__name__ == "method"

def isclass(obj):
    """Return true if the object is a class."""
    return isinstance(obj, type)

def ismodule(obj):
    """Return true if the object is a module."""
    return type(obj).__name__ == "module"

def isbuiltin(obj):
    """Return true if the object is a built-in function or method."""
    return type(obj).__name__ == "builtin_function_or_method"

def isroutine(obj):
    """Return true if the object is any kind of function or method."""
    return isfunction(obj) or ismethod(obj) or isbuiltin(obj)

def isgeneratorfunction(obj):
    return isfunction(obj) and _cudalab_inspect.is_generator(obj)

def isgenerator(obj):
    return type(obj).__name__ == "generator"

def iscoroutinefunction(obj):
    return False

def isabstract(obj):
    return bool(getattr(obj, "__abstractmethods__", False))

def getdoc(obj):
    """Get the documentation string for an object, cleaned of indentation."""
    doc = getattr(obj, "__doc__", None)
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)

def cleandoc(doc):
    """Clean up indentation from docstrings."""
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)

def getsource(obj):
    """Return the text of the source code for an object."""
    func = obj.__func__ if ismethod(obj) else obj
    if not isfunction(func):
        if isclass(obj) or ismodule(obj):
            raise NotImplementedError("inspect.getsource() of a class or module is not supported by cudalab")
        raise TypeError("module, class, method, function, traceback, frame, or code object was expected, got %s" % type(obj).__name__)
    text = _cudalab_inspect.source(func)
    if text is None:
        raise OSError("could not get source code")
    return text

def getsourcelines(obj):
    text = getsource(obj)
    return [line + "\n" for line in text.split("\n")[:-1]], _cudalab_inspect.first_line(obj.__func__ if ismethod(obj) else obj)

def getmembers(obj, predicate=None):
    """Return all members of an object as (name, value) pairs sorted by name."""
    results = []
    for key in dir(obj):
        try:
            value = getattr(obj, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results

def _missing(name):
    raise NotImplementedError("inspect.%s() is not supported by cudalab" % name)

def currentframe(*args, **kwargs):
    _missing("currentframe")

def stack(*args, **kwargs):
    _missing("stack")

def getmodule(*args, **kwargs):
    _missing("getmodule")

def getfile(*args, **kwargs):
    _missing("getfile")

def getsourcefile(*args, **kwargs):
    _missing("getsourcefile")

def getmro(cls):
    return cls.__mro__
"#;

pub fn module() -> Rc<Module> {
    let m = new_module("_cudalab_inspect", "What cudalab's inspect reads of a user function.");
    add_fn(&m, "parameters", i_parameters, "parameters(f, empty)", "A user function's parameters and return annotation.");
    add_fn(&m, "source", i_source, "source(f)", "The source text of a user function's definition, or None.");
    add_fn(&m, "first_line", i_first_line, "first_line(f)", "The line number a user function's definition starts on.");
    add_fn(&m, "is_generator", i_is_generator, "is_generator(f)", "Whether a user function is a generator function.");
    add_fn(&m, "current_exception", i_current_exception, "current_exception()", "The exception being handled (logging.exception's), or None.");
    m
}

fn function_arg(args: &Args, name: &str) -> R<Rc<crate::host::value::Function>> {
    match args.pos.first() {
        Some(Value::Function(f)) => Ok(f.clone()),
        _ => Err(raise("TypeError", format!("{name}() expects a user function"))),
    }
}

fn i_parameters(interp: &mut Interp, args: Args) -> R<Value> {
    let f = function_arg(&args, "parameters")?;
    let empty = args.pos.get(1).cloned().unwrap_or(Value::None);
    let p = f.params.clone();
    // Annotations are evaluated where the function was defined, as CPython does at `def` time.
    interp.push_env(f.env.clone());
    let result = (|| -> R<Value> {
        let ann = |interp: &mut Interp, e: Option<&ruff_python_ast::Expr>| -> R<Value> {
            match e {
                Some(e) => interp.eval(e),
                None => Ok(empty.clone()),
            }
        };
        let mut out = Vec::new();
        let positional: Vec<_> = p.posonlyargs.iter().chain(p.args.iter()).collect();
        let first_default = positional.len().saturating_sub(f.defaults.len());
        for (i, a) in positional.iter().enumerate() {
            let kind = if i < p.posonlyargs.len() { 0 } else { 1 };
            let default = if i >= first_default { f.defaults.get(i - first_default).cloned().unwrap_or(empty.clone()) } else { empty.clone() };
            let an = ann(interp, a.parameter.annotation.as_deref())?;
            out.push(Value::Tuple(Rc::from(vec![Value::str(a.parameter.name.as_str()), Value::int(kind), default, an])));
        }
        if let Some(va) = &p.vararg {
            let an = ann(interp, va.annotation.as_deref())?;
            out.push(Value::Tuple(Rc::from(vec![Value::str(va.name.as_str()), Value::int(2), empty.clone(), an])));
        }
        for a in p.kwonlyargs.iter() {
            let default = f.kw_defaults.iter().find(|(k, _)| &**k == a.parameter.name.as_str()).map(|(_, d)| d.clone()).unwrap_or(empty.clone());
            let an = ann(interp, a.parameter.annotation.as_deref())?;
            out.push(Value::Tuple(Rc::from(vec![Value::str(a.parameter.name.as_str()), Value::int(3), default, an])));
        }
        if let Some(kw) = &p.kwarg {
            let an = ann(interp, kw.annotation.as_deref())?;
            out.push(Value::Tuple(Rc::from(vec![Value::str(kw.name.as_str()), Value::int(4), empty.clone(), an])));
        }
        let ret = match &f.body {
            FunctionBody::Def(d) => ann(interp, d.returns.as_deref())?,
            FunctionBody::Lambda(_) => empty.clone(),
        };
        Ok(Value::Tuple(Rc::from(vec![Value::list(out), ret])))
    })();
    interp.pop_env();
    result
}

/// The byte range of a function's definition: from its first decorator (or `def`) to the end
/// of its last line, whole lines.
fn definition_span(f: &crate::host::value::Function) -> (usize, usize) {
    let text = &f.source.text;
    let (start, end) = match &f.body {
        FunctionBody::Def(d) => {
            let start = d.decorator_list.iter().map(|x| x.range().start()).chain(std::iter::once(d.range().start())).min().unwrap_or(d.range().start());
            (start.to_usize(), d.range().end().to_usize())
        }
        FunctionBody::Lambda(l) => (l.range().start().to_usize(), l.range().end().to_usize()),
    };
    let start = start.min(text.len());
    let end = end.min(text.len()).max(start);
    let line_start = text[..start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line_end = text[end..].find('\n').map(|i| end + i + 1).unwrap_or(text.len());
    (line_start, line_end)
}

fn i_source(_: &mut Interp, args: Args) -> R<Value> {
    let f = function_arg(&args, "source")?;
    let (a, b) = definition_span(&f);
    let Some(body) = f.source.text.get(a..b) else { return Ok(Value::None) };
    if body.is_empty() {
        return Ok(Value::None);
    }
    let mut s = body.to_string();
    if !s.ends_with('\n') {
        s.push('\n');
    }
    Ok(Value::str(&s))
}

fn i_first_line(_: &mut Interp, args: Args) -> R<Value> {
    let f = function_arg(&args, "first_line")?;
    let (a, _) = definition_span(&f);
    let line = f.source.text.get(..a).map(|t| t.matches('\n').count() + 1).unwrap_or(1);
    Ok(Value::int(line as i64))
}

fn i_is_generator(_: &mut Interp, args: Args) -> R<Value> {
    let f = function_arg(&args, "is_generator")?;
    Ok(Value::Bool(f.generator.is_some()))
}

fn i_current_exception(interp: &mut Interp, _: Args) -> R<Value> {
    Ok(interp.handling.last().map(|e| Value::Exception(e.clone())).unwrap_or(Value::None))
}
