//! Calls: argument evaluation (`*args`, `**kwargs`), binding to a user function's parameters with
//! CPython's error messages, frames for user functions, and dispatch to builtins, bound methods,
//! types and native objects.

use crate::host::env::Env;
use crate::host::value::{Args, Function, FunctionBody, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;
use std::rc::Rc;

/// Whether a call with `first` values ahead of `a`'s arguments binds them straight to `func`'s
/// parameter slots (`Function::binds_positionally`: plain positional arguments, no `*`, no
/// keywords).
#[inline]
fn func_binds_call(func: &Function, first: usize, a: &ast::Arguments) -> bool {
    a.keywords.is_empty() && func.binds_positionally(first + a.args.len()) && !a.args.iter().any(|e| matches!(e, Expr::Starred(_)))
}

/// Recycled frames kept per interpreter (enough for the call depth of a loop's calls).
const FRAME_POOL: usize = 32;

impl Interp {
    pub fn eval_call(&mut self, c: &ast::ExprCall) -> R<Value> {
        // Where a warning from this call points (again below, once the arguments are evaluated,
        // for the calls whose arguments may call others).
        let at = c.range().start().to_u32();
        self.site_offset = at;
        // Method calls on builtin values skip the bound-method allocation.
        let func = match &*c.func {
            Expr::Attribute(a) => {
                let recv = self.eval_fast(&a.value)?;
                // `obj.method(...)` on a class instance: the function gets `obj` first (moved
                // into its frame), with no bound-method object in between.
                if let Some(f) = self.attr_sites.method(&a.node_index, &recv, a.attr.as_str()) {
                    if func_binds_call(&f, 1, &c.arguments) {
                        return self.call_direct_simple(&f, Some(recv), &c.arguments.args);
                    }
                    let args = self.eval_args_after(Some(recv), &c.arguments)?;
                    return self.call_function(&f, args);
                }
                match &recv {
                    Value::Native(n) => match n.getattr(self, a.attr.as_str())? {
                        Some(f) => f,
                        None => {
                            let args = self.eval_args(&c.arguments)?;
                            self.site_offset = at;
                            return self.call_method(&recv, a.attr.as_str(), args);
                        }
                    },
                    Value::Module(_) | Value::Function(_) | Value::Type(_) | Value::Builtin(_) => self.getattr(&recv, a.attr.as_str())?,
                    _ => {
                        if let Some(r) = self.container_method_fast(&recv, a.attr.as_str(), &c.arguments) {
                            return r;
                        }
                        if crate::host::methods::has_method(&recv, a.attr.as_str()) {
                            let args = self.eval_args(&c.arguments)?;
                            self.site_offset = at;
                            return self.call_method(&recv, a.attr.as_str(), args);
                        }
                        self.getattr(&recv, a.attr.as_str())?
                    }
                }
            }
            other => self.eval_fast(other)?,
        };
        match &func {
            Value::Function(f) => {
                if let Some(r) = self.call_direct(f, None, &c.arguments) {
                    return r;
                }
            }
            Value::Type(t) => {
                if let Some(r) = self.instantiate_direct(t, &c.arguments) {
                    return r;
                }
            }
            _ => {}
        }
        let args = self.eval_args(&c.arguments)?;
        self.site_offset = at;
        self.call(&func, args)
    }

    /// The container methods of the loops students write (`list.append(x)`, `dict.get(k)`,
    /// `dict.get(k, d)`, `set.add(x)`) with plain positional arguments, without an argument
    /// vector; None (nothing evaluated) for every other call, which takes the general way with
    /// the same meaning.
    fn container_method_fast(&mut self, recv: &Value, name: &str, a: &ast::Arguments) -> Option<R<Value>> {
        if !a.keywords.is_empty() || a.args.iter().any(|e| matches!(e, Expr::Starred(_))) {
            return None;
        }
        match (recv, name, &a.args[..]) {
            (Value::List(l), "append", [x]) => Some(self.eval_fast(x).map(|v| {
                l.borrow_mut().push(v);
                Value::None
            })),
            (Value::Dict(d), "get", [k, rest @ ..]) if rest.len() <= 1 => Some((|| {
                let k = self.eval_fast(k)?;
                let default = match rest {
                    [e] => Some(self.eval_fast(e)?),
                    _ => None,
                };
                Ok(self.dict_get(d, &k)?.or(default).unwrap_or(Value::None))
            })()),
            (Value::Set(s), "add", [x]) if !s.borrow().frozen => Some((|| {
                let v = self.eval_fast(x)?;
                self.set_add(s, v)?;
                Ok(Value::None)
            })()),
            _ => None,
        }
    }

    /// A call whose arguments go straight into the callee's parameter slots: plain positional
    /// arguments (after `first`, a method's receiver), exactly as many as the function's
    /// positional parameters, which are all it has. None (nothing evaluated) for any other call.
    fn call_direct(&mut self, func: &Rc<Function>, first: Option<Value>, a: &ast::Arguments) -> Option<R<Value>> {
        if !func_binds_call(func, first.is_some() as usize, a) {
            return None;
        }
        Some(self.call_direct_simple(func, first, &a.args))
    }

    fn call_direct_simple(&mut self, func: &Rc<Function>, first: Option<Value>, args: &[Expr]) -> R<Value> {
        self.check_interrupt()?;
        let env = self.new_frame(func);
        let skip = first.is_some() as usize;
        if let Some(f) = first {
            env.set_slot(0, f);
        }
        for (i, e) in args.iter().enumerate() {
            let v = self.eval_fast(e)?;
            env.set_slot(skip + i, v);
        }
        self.run_frame(func, env)
    }

    /// A call of `func` with these values in its first parameter slots (the caller checked
    /// `binds_positionally` for their number).
    pub(crate) fn call_with_values(&mut self, func: &Rc<Function>, values: impl IntoIterator<Item = Value>) -> R<Value> {
        self.check_interrupt()?;
        let env = self.new_frame(func);
        for (i, v) in values.into_iter().enumerate() {
            env.set_slot(i, v);
        }
        self.run_frame(func, env)
    }

    fn eval_args(&mut self, a: &ast::Arguments) -> R<Args> {
        self.eval_args_after(None, a)
    }

    /// The call's arguments, after `first` when given (a method's receiver).
    fn eval_args_after(&mut self, first: Option<Value>, a: &ast::Arguments) -> R<Args> {
        let mut args = Args { pos: Vec::with_capacity(a.args.len() + first.is_some() as usize), kw: Vec::new() };
        args.pos.extend(first);
        for e in a.args.iter() {
            if let Expr::Starred(s) = e {
                let v = self.eval(&s.value)?;
                args.pos.extend(self.collect(&v)?);
            } else {
                args.pos.push(self.eval_fast(e)?);
            }
        }
        for k in a.keywords.iter() {
            let v = self.eval(&k.value)?;
            match &k.arg {
                Some(name) => args.kw.push((Rc::from(name.as_str()), v)),
                None => {
                    let v = crate::host::builtin_base::plain_mapping(v);
                    let Value::Dict(d) = &v else {
                        return Err(raise("TypeError", format!("argument after ** must be a mapping, not {}", self.type_name(&v))));
                    };
                    for (key, val) in d.borrow().map.values() {
                        let Value::Str(s) = key else {
                            return Err(raise("TypeError", "keywords must be strings"));
                        };
                        args.kw.push((s.clone(), val.clone()));
                    }
                }
            }
        }
        Ok(args)
    }

    pub fn call(&mut self, f: &Value, args: Args) -> R<Value> {
        match f {
            Value::Function(func) => self.call_function(func, args),
            Value::Builtin(b) => (b.func)(self, crate::host::builtin_base::builtin_args(b, args)),
            Value::Method(m) => {
                let (recv, name) = (&m.0, m.1.clone());
                self.call_method(recv, &name, args)
            }
            Value::Type(t) if t.class.is_some() || t.kind == crate::host::value::TypeKind::Object => self.instantiate(t, args),
            Value::Type(t) => crate::host::builtins::call_type(self, t.clone(), args),
            Value::Native(n) => n.clone().call(self, args),
            other => Err(raise("TypeError", format!("'{}' object is not callable", self.type_name(other)))),
        }
    }

    pub fn call_function(&mut self, func: &Rc<Function>, args: Args) -> R<Value> {
        self.check_interrupt()?;
        let env = self.new_frame(func);
        self.bind_params(func, &env, args)?;
        self.run_frame(func, env)
    }

    /// Run a function's body in `env`, its parameters bound (a generator function makes its
    /// generator instead).
    fn run_frame(&mut self, func: &Rc<Function>, env: Rc<Env>) -> R<Value> {
        if let Some(sites) = &func.generator {
            return Ok(self.make_generator(func, env, sites.clone()));
        }
        self.enter_call(func.qualname.clone(), func.source.clone())?;
        self.push_env(env);
        let r = match &func.body {
            FunctionBody::Def(d) => self.run_body(&d.body),
            FunctionBody::Lambda(l) => {
                let at = l.body.range().start().to_u32();
                match self.eval(&l.body) {
                    Err(Ctrl::Raise(e)) => {
                        self.note_traceback(&e, at);
                        Err(Ctrl::Raise(e))
                    }
                    other => other,
                }
            }
        };
        if let Some(frame) = self.env_stack.pop() {
            self.release_frame(func, frame);
        }
        self.leave_call();
        r
    }

    /// A call frame for `func`: its spare frame (the last call's), else a recycled one from the
    /// pool, else a new one (`Env::frame_in`).
    #[inline]
    fn new_frame(&mut self, func: &Rc<Function>) -> Rc<Env> {
        // The class a method belongs to, by address (null for a plain function).
        let owner = match &*func.owner.borrow() {
            w if w.strong_count() == 0 => std::ptr::null(),
            w => w.as_ptr(),
        };
        let recycled = func.spare_frame.take().or_else(|| self.frame_pool.pop());
        Env::frame_in(recycled, &func.env, &func.locals, owner, || crate::host::classes::method_frame(func))
    }

    /// A finished call's frame: kept as `func`'s spare frame, else in the pool, when nothing
    /// else holds it.
    #[inline]
    fn release_frame(&mut self, func: &Function, frame: Rc<Env>) {
        let Some(frame) = Env::recycle(frame) else { return };
        if let Some(older) = func.spare_frame.replace(Some(frame)) {
            if self.frame_pool.len() < FRAME_POOL {
                self.frame_pool.push(Env::detach(older));
            }
        }
    }

    /// A function body's statements, to its value. A body that ends in `return expr` (most
    /// small functions) evaluates that expression straight into the result, not through
    /// `Ctrl::Return`.
    fn run_body(&mut self, body: &[Stmt]) -> R<Value> {
        let flow = match body.split_last() {
            Some((Stmt::Return(ret), init)) => if init.is_empty() { Ok(()) } else { self.exec_block(init) }.and_then(|()| match &ret.value {
                Some(e) => self.eval(e).inspect_err(|c| {
                    if let Ctrl::Raise(ex) = c {
                        self.note_traceback(ex, ret.range.start().to_u32());
                    }
                }),
                None => Ok(Value::None),
            }),
            _ => self.exec_block(body).map(|()| Value::None),
        };
        match flow {
            Ok(v) | Err(Ctrl::Return(v)) => Ok(v),
            Err(Ctrl::Raise(e)) => Err(Ctrl::Raise(e)),
            Err(Ctrl::Break | Ctrl::Continue) => Err(raise("SyntaxError", "'break' outside loop")),
        }
    }

    fn bind_params(&mut self, func: &Function, env: &Rc<Env>, mut args: Args) -> R<()> {
        let p = &func.params;
        // The common call: exactly the positional parameters, nothing else to sort out.
        if args.kw.is_empty() && func.binds_positionally(args.pos.len()) {
            // Parameters take the first slots, in order.
            let mut slots = env.slots.borrow_mut();
            for (slot, v) in slots.iter_mut().zip(args.pos) {
                *slot = Some(v);
            }
            return Ok(());
        }
        let name = &func.qualname;
        let positional: Vec<&ast::ParameterWithDefault> = p.posonlyargs.iter().chain(p.args.iter()).collect();
        let n_required = positional.iter().filter(|x| x.default.is_none()).count();
        let first_default = positional.len() - func.defaults.len();
        let mut bound: Vec<Option<Value>> = vec![None; positional.len()];
        let n_pos = args.pos.len();
        let mut extra = Vec::new();
        for (i, v) in args.pos.drain(..).enumerate() {
            if i < positional.len() {
                bound[i] = Some(v);
            } else {
                extra.push(v);
            }
        }
        if !extra.is_empty() && p.vararg.is_none() {
            let expected = if func.defaults.is_empty() { format!("{}", positional.len()) } else { format!("from {} to {}", n_required, positional.len()) };
            return Err(raise(
                "TypeError",
                format!(
                    "{name}() takes {expected} positional argument{} but {n_pos} {} given",
                    if positional.len() == 1 && func.defaults.is_empty() { "" } else { "s" },
                    if n_pos == 1 { "was" } else { "were" }
                ),
            ));
        }
        let mut kwargs = crate::host::value::Dict::default();
        let mut kwonly: Vec<(Rc<str>, Value)> = Vec::new();
        for (k, v) in args.kw.drain(..) {
            if let Some(i) = positional.iter().position(|x| x.parameter.name.as_str() == &*k) {
                if i < p.posonlyargs.len() {
                    kwargs.insert_str(k, v);
                    continue;
                }
                if bound[i].is_some() {
                    return Err(raise("TypeError", format!("{name}() got multiple values for argument '{k}'")));
                }
                bound[i] = Some(v);
            } else if p.kwonlyargs.iter().any(|x| x.parameter.name.as_str() == &*k) {
                kwonly.push((k, v));
            } else if p.kwarg.is_some() {
                kwargs.insert_str(k, v);
            } else {
                return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
            }
        }
        let mut missing = Vec::new();
        for (i, slot) in bound.iter_mut().enumerate() {
            if slot.is_none() {
                if i >= first_default {
                    *slot = Some(func.defaults[i - first_default].clone());
                } else {
                    missing.push(format!("'{}'", positional[i].parameter.name));
                }
            }
        }
        if !missing.is_empty() {
            let list = match missing.len() {
                1 => missing[0].clone(),
                2 => format!("{} and {}", missing[0], missing[1]),
                _ => format!("{}, and {}", missing[..missing.len() - 1].join(", "), missing[missing.len() - 1]),
            };
            return Err(raise(
                "TypeError",
                format!("{name}() missing {} required positional argument{}: {list}", missing.len(), if missing.len() == 1 { "" } else { "s" }),
            ));
        }
        for (param, v) in positional.iter().zip(bound) {
            env.set_str(param.parameter.name.as_str(), v.unwrap_or(Value::None));
        }
        for param in p.kwonlyargs.iter() {
            let pname = param.parameter.name.as_str();
            let v = kwonly
                .iter()
                .find(|(k, _)| &**k == pname)
                .map(|(_, v)| v.clone())
                .or_else(|| func.kw_defaults.iter().find(|(k, _)| &**k == pname).map(|(_, v)| v.clone()));
            match v {
                Some(v) => env.set_str(pname, v),
                None => return Err(raise("TypeError", format!("{name}() missing 1 required keyword-only argument: '{pname}'"))),
            }
        }
        if let Some(va) = &p.vararg {
            env.set_str(va.name.as_str(), Value::tuple(extra));
        }
        if let Some(kw) = &p.kwarg {
            env.set_str(kw.name.as_str(), Value::dict(kwargs));
        }
        Ok(())
    }

    pub fn push_env(&mut self, env: Rc<Env>) {
        self.env_stack.push(env);
    }
    pub fn pop_env(&mut self) {
        self.env_stack.pop();
    }
    pub fn env_stack_top(&self) -> Option<Rc<Env>> {
        self.env_stack.last().cloned()
    }
}
