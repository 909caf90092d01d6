//! `eval()` and `exec()` of a string of the student's Python. With no namespace the code runs in
//! the caller's scope (names it binds land there, as CPython's `exec` does at the top level);
//! with a dict, in a namespace made from the dict, whose bindings are written back to it
//! afterwards (`exec(code, ns)` fills `ns`). The code's frames are named `<string>`, as CPython
//! names them. Code objects (`compile()`) are not provided.
//!
//! Must not run cudalab's own generated Python (`internal_source` does that).

use crate::host::env::Env;
use crate::host::value::{Args, Dict, HashKey, Shared, Value};
use crate::host::{raise, Interp, R};
use crate::lang::cell;
use crate::lang::source::Source;
use ruff_python_ast::Stmt;
use std::rc::Rc;

/// What a namespace argument asks for: the caller's scope, or a dict's contents.
enum Scope {
    Caller,
    Dict(Shared<Dict>, Rc<Env>),
    /// A namespace run in place (`exec(code, globals())`).
    Env(Rc<Env>),
}

impl Interp {
    fn dynamic_scope(&mut self, what: &str, globals: Option<&Value>, locals: Option<&Value>) -> R<Scope> {
        // `locals` is read and written the same way as `globals` here: the dict given last wins.
        let ns = match (globals, locals) {
            (_, Some(l)) if !l.is_none() => l,
            (Some(g), _) if !g.is_none() => g,
            _ => return Ok(Scope::Caller),
        };
        // `globals()`: the notebook namespace itself.
        if let Some(g) = crate::host::globals_dict::as_globals(ns) {
            return Ok(Scope::Env(g.env.clone()));
        }
        let Value::Dict(d) = ns else {
            let tn = self.type_name(ns);
            return Err(raise("TypeError", format!("{what}() globals must be a dict, not {tn}")));
        };
        let env = Env::global();
        for (k, v) in d.borrow().map.values() {
            if let Value::Str(name) = k {
                env.vars_mut().insert(name.clone(), v.clone());
            }
        }
        Ok(Scope::Dict(d.clone(), env))
    }

    /// Run `body` with `source` as the frame's source, in `scope`.
    fn run_dynamic<T>(&mut self, source: Rc<Source>, scope: &Scope, body: impl FnOnce(&mut Interp) -> R<T>) -> R<T> {
        self.push_frame_info(Rc::from("<module>"), source);
        if let Scope::Dict(_, env) | Scope::Env(env) = scope {
            self.push_env(env.clone());
        }
        let r = body(self);
        if let Scope::Env(_) = scope {
            self.pop_env();
        }
        if let Scope::Dict(d, env) = scope {
            self.pop_env();
            let mut d = d.borrow_mut();
            for (k, v) in env.vars().iter() {
                let key = HashKey::Str(k.clone());
                match d.map.get_mut(&key) {
                    Some(e) => e.1 = v.clone(),
                    None => {
                        d.map.insert(key, (Value::Str(k.clone()), v.clone()));
                    }
                }
            }
        }
        self.pop_frame_info();
        r
    }

    fn parse_dynamic(&mut self, what: &str, code: &Value) -> R<(Rc<Source>, ruff_python_ast::ModModule)> {
        let text = match code {
            Value::Str(s) => s.to_string(),
            other => match crate::host::bytes::as_bytes(other) {
                Some(b) => String::from_utf8_lossy(&b.0).into_owned(),
                None => return Err(raise("TypeError", format!("{what}() arg 1 must be a string, bytes or code object"))),
            },
        };
        // `eval` ignores the indentation of a one-line expression, as CPython does.
        let text = if what == "eval" { text.trim_start_matches([' ', '\t']).to_string() } else { text };
        let source = Rc::new(Source::new("<string>", &text));
        let parsed = cell::parse(&source).map_err(|d| syntax_error(&source, &d))?;
        Ok((source, parsed))
    }
}

/// A SyntaxError of `exec`/`eval` code as CPython makes it: `str(e)` ends with the place
/// (`"... (<string>, line 2)"`), and `msg`, `filename`, `lineno`, `offset` and `text` are set.
fn syntax_error(source: &Source, d: &crate::lang::diagnostic::Diagnostic) -> crate::host::Ctrl {
    let (line, col) = source.line_col(d.span.start().to_u32());
    let e = crate::host::exceptions::new_exc(&d.ename, format!("{} ({}, line {line})", d.message, source.name));
    {
        let mut attrs = e.attrs.borrow_mut();
        attrs.insert(Rc::from("msg"), Value::Str(Rc::from(d.message.as_str())));
        attrs.insert(Rc::from("filename"), Value::Str(Rc::from(source.name.as_str())));
        attrs.insert(Rc::from("lineno"), Value::int(line as i64));
        attrs.insert(Rc::from("offset"), Value::int(col as i64 + 1));
        attrs.insert(Rc::from("text"), Value::Str(Rc::from(source.line_text(line))));
    }
    crate::host::Ctrl::Raise(e)
}

fn split_args(what: &str, args: Args) -> R<(Value, Option<Value>, Option<Value>)> {
    let mut pos = args.pos.into_iter();
    let code = pos.next().ok_or_else(|| raise("TypeError", format!("{what} expected at least 1 argument, got 0")))?;
    let mut globals = pos.next();
    let mut locals = pos.next();
    if pos.next().is_some() {
        return Err(raise("TypeError", format!("{what} expected at most 3 arguments")));
    }
    for (k, v) in args.kw {
        match &*k {
            "globals" => globals = Some(v),
            "locals" => locals = Some(v),
            other => return Err(raise("TypeError", format!("{what}() got an unexpected keyword argument '{other}'"))),
        }
    }
    Ok((code, globals, locals))
}

/// `eval(expression, globals=None, locals=None)`.
pub fn b_eval(interp: &mut Interp, args: Args) -> R<Value> {
    let (code, globals, locals) = split_args("eval", args)?;
    let (source, parsed) = interp.parse_dynamic("eval", &code)?;
    let expr = match parsed.body.as_slice() {
        [Stmt::Expr(e)] => e.value.clone(),
        [] => return Err(raise("SyntaxError", "invalid syntax")),
        _ => return Err(raise("SyntaxError", "invalid syntax (eval() takes an expression, not statements)")),
    };
    let scope = interp.dynamic_scope("eval", globals.as_ref(), locals.as_ref())?;
    interp.run_dynamic(source, &scope, |i| i.eval(&expr))
}

/// `exec(source, globals=None, locals=None)`.
pub fn b_exec(interp: &mut Interp, args: Args) -> R<Value> {
    let (code, globals, locals) = split_args("exec", args)?;
    let (source, parsed) = interp.parse_dynamic("exec", &code)?;
    let scope = interp.dynamic_scope("exec", globals.as_ref(), locals.as_ref())?;
    interp.run_dynamic(source, &scope, |i| i.exec_block(&parsed.body))?;
    Ok(Value::None)
}
