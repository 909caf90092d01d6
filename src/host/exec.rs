//! Statement execution. Owns control flow (loops, `try`, `with`, `return`), definitions, imports
//! and deletion; every statement that raises records its line in the exception's traceback once
//! per frame, so tracebacks point at the innermost statement of each frame.

use crate::host::exceptions::{exc_with_args, ExcObj};
use crate::host::iter::IterState;
use crate::host::value::{Function, FunctionBody, RangeObj, Shared, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;
use std::rc::Rc;

impl Interp {
    pub fn exec_block(&mut self, body: &[Stmt]) -> R<()> {
        for s in body {
            if let Err(c) = self.exec_stmt(s) {
                if let Ctrl::Raise(e) = &c {
                    self.note_traceback(e, s.range().start().to_u32());
                }
                return Err(c);
            }
        }
        Ok(())
    }

    pub(crate) fn exec_stmt(&mut self, s: &Stmt) -> R<()> {
        match s {
            Stmt::Expr(e) => {
                self.eval(&e.value)?;
                Ok(())
            }
            Stmt::Assign(a) => {
                let v = self.eval_fast(&a.value)?;
                if let [t] = &a.targets[..] {
                    return self.assign_fast(t, v);
                }
                for t in &a.targets {
                    self.assign(t, v.clone())?;
                }
                Ok(())
            }
            Stmt::AnnAssign(a) => match &a.value {
                Some(v) => {
                    let v = self.eval(v)?;
                    self.assign(&a.target, v)
                }
                None => Ok(()),
            },
            Stmt::AugAssign(a) => self.aug_assign(a),
            Stmt::If(i) => {
                if self.test(&i.test)? {
                    return self.exec_block(&i.body);
                }
                for clause in &i.elif_else_clauses {
                    match &clause.test {
                        Some(test) => {
                            let t = self.eval(test)?;
                            if self.truthy(&t)? {
                                return self.exec_block(&clause.body);
                            }
                        }
                        None => return self.exec_block(&clause.body),
                    }
                }
                Ok(())
            }
            Stmt::For(f) => {
                let mut it = {
                    let iterable = self.eval(&f.iter)?;
                    self.iter(&iterable)?
                };
                match it {
                    IterState::Range { r, pos: 0 } => return self.for_range(f, r),
                    IterState::List { list, pos: 0 } => return self.for_list(f, &list),
                    _ => {}
                }
                let mut broke = false;
                loop {
                    let step = self.next(&mut it).and_then(|v| {
                        let Some(v) = v else { return Ok(None) };
                        self.assign_fast(&f.target, v)?;
                        Ok(Some(self.exec_block(&f.body)))
                    });
                    match step {
                        Ok(None) => break,
                        Ok(Some(Ok(()) | Err(Ctrl::Continue))) => {}
                        Ok(Some(Err(Ctrl::Break))) => {
                            broke = true;
                            self.close_if_unreferenced(&it)?;
                            break;
                        }
                        Ok(Some(Err(other))) | Err(other) => {
                            // The loop's generator is dropped with the frame; its `finally` runs first.
                            let _ = self.close_if_unreferenced(&it);
                            return Err(other);
                        }
                    }
                }
                if !broke {
                    self.exec_block(&f.orelse)?;
                }
                Ok(())
            }
            Stmt::While(w) => {
                loop {
                    self.check_interrupt()?;
                    if !self.test(&w.test)? {
                        break;
                    }
                    match self.exec_block(&w.body) {
                        Ok(()) | Err(Ctrl::Continue) => {}
                        Err(Ctrl::Break) => return Ok(()),
                        Err(other) => return Err(other),
                    }
                }
                self.exec_block(&w.orelse)
            }
            Stmt::Break(_) => Err(Ctrl::Break),
            Stmt::Continue(_) => Err(Ctrl::Continue),
            Stmt::Pass(_) => Ok(()),
            Stmt::Return(r) => {
                let v = match &r.value {
                    Some(e) => self.eval(e)?,
                    None => Value::None,
                };
                Err(Ctrl::Return(v))
            }
            Stmt::FunctionDef(f) => self.def_function(f),
            Stmt::Import(i) => {
                for alias in &i.names {
                    let full = alias.name.as_str();
                    let module = self.import_module(full)?;
                    match &alias.asname {
                        Some(asname) => self.current_env().set(Rc::from(asname.as_str()), module),
                        None => {
                            let top = full.split('.').next().unwrap_or(full);
                            let top_module = self.import_module(top)?;
                            self.current_env().set(Rc::from(top), top_module);
                        }
                    }
                }
                Ok(())
            }
            Stmt::ImportFrom(i) => {
                let name = i.module.as_ref().map(|m| m.as_str()).unwrap_or("");
                if name == "__future__" {
                    for alias in &i.names {
                        crate::host::modules::future::check_feature(alias.name.as_str())?;
                    }
                }
                let module = self.import_module(name)?;
                for alias in &i.names {
                    if alias.name.as_str() == "*" {
                        if let Value::Module(m) = &module {
                            let attrs: Vec<(Rc<str>, Value)> =
                                m.attrs.borrow().iter().filter(|(k, _)| !k.starts_with('_')).map(|(k, v)| (k.clone(), v.clone())).collect();
                            for (k, v) in attrs {
                                self.current_env().set(k, v);
                            }
                        }
                        continue;
                    }
                    let v = match self.getattr(&module, alias.name.as_str()) {
                        Ok(v) => v,
                        Err(_) => match self.import_module(&format!("{name}.{}", alias.name)) {
                            Ok(v) => v,
                            Err(_) => return Err(raise("ImportError", format!("cannot import name '{}' from '{}'", alias.name, name))),
                        },
                    };
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.current_env().set(Rc::from(bound.as_str()), v);
                }
                Ok(())
            }
            Stmt::Assert(a) => {
                let t = self.eval(&a.test)?;
                if !self.truthy(&t)? {
                    let args = match &a.msg {
                        Some(m) => vec![self.eval(m)?],
                        None => vec![],
                    };
                    return Err(Ctrl::Raise(exc_with_args(crate::host::exceptions::type_named("AssertionError"), args)));
                }
                Ok(())
            }
            Stmt::Raise(r) => self.exec_raise(r),
            Stmt::Try(t) => self.exec_try(t),
            Stmt::Delete(d) => {
                for t in &d.targets {
                    match t {
                        Expr::Name(n) => {
                            let env = self.current_env();
                            let deleted = env.delete(n.id.as_str());
                            if !deleted {
                                let local = env.names.as_ref().is_some_and(|l| l.slot_of.contains_key(n.id.as_str()));
                                if local {
                                    return Err(crate::host::eval::unbound_local(n.id.as_str()));
                                }
                                return Err(raise("NameError", format!("name '{}' is not defined", n.id)));
                            }
                        }
                        Expr::Subscript(s) => {
                            let obj = self.eval(&s.value)?;
                            let k = self.eval(&s.slice)?;
                            self.delitem(&obj, &k)?;
                        }
                        Expr::Attribute(a) => {
                            let obj = self.eval(&a.value)?;
                            self.delattr(&obj, a.attr.as_str())?;
                        }
                        Expr::Tuple(_) | Expr::List(_) => {
                            return Err(self.unsupported_construct("'del' of a tuple of targets"));
                        }
                        _ => return Err(raise("SyntaxError", "cannot delete expression")),
                    }
                }
                Ok(())
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => Ok(()),
            Stmt::IpyEscapeCommand(c) => {
                let v = crate::host::magics::run_escape(self, c.kind, &c.value)?;
                let _ = v;
                Ok(())
            }
            Stmt::With(w) => self.exec_with(w),
            Stmt::ClassDef(c) => self.exec_class(c),
            Stmt::Match(m) => self.exec_match(m),
            Stmt::TypeAlias(_) => Err(self.unsupported_construct("'type' aliases")),
        }
    }

    /// `for` over a `range`: the counter stays a machine integer (the commonest loop of all).
    fn for_range(&mut self, f: &ast::StmtFor, r: RangeObj) -> R<()> {
        for k in 0..r.len() {
            if k % 256 == 0 {
                self.check_interrupt()?;
            }
            self.assign_fast(&f.target, Value::int(r.get(k)))?;
            match self.exec_block(&f.body) {
                Ok(()) | Err(Ctrl::Continue) => {}
                Err(Ctrl::Break) => return Ok(()),
                Err(other) => return Err(other),
            }
        }
        self.exec_block(&f.orelse)
    }

    /// `for` over a list, read live at each step as CPython's list iterator does: items appended
    /// by the body are reached, and the loop ends at the list's length at that step.
    fn for_list(&mut self, f: &ast::StmtFor, list: &Shared<Vec<Value>>) -> R<()> {
        let mut pos = 0usize;
        loop {
            if pos.is_multiple_of(256) {
                self.check_interrupt()?;
            }
            let v = match list.borrow().get(pos) {
                Some(v) => v.clone(),
                None => break,
            };
            pos += 1;
            self.assign_fast(&f.target, v)?;
            match self.exec_block(&f.body) {
                Ok(()) | Err(Ctrl::Continue) => {}
                Err(Ctrl::Break) => return Ok(()),
                Err(other) => return Err(other),
            }
        }
        self.exec_block(&f.orelse)
    }

    fn aug_assign(&mut self, a: &ast::StmtAugAssign) -> R<()> {
        match &*a.target {
            Expr::Name(n) => {
                // `s += i * i` on small numbers: computed in registers, stored in the slot.
                if let (Some(cur), Some(rhs)) = (self.scalar_name(n), self.scalar(&a.value)) {
                    if let Some(new) = crate::host::scalar::arith(a.op, cur, rhs) {
                        if let Err(v) = self.store_tagged_local(n, new.into_value()) {
                            self.assign(&a.target, v)?;
                        }
                        return Ok(());
                    }
                }
                let cur = self.eval_fast(&a.target)?;
                let rhs = self.eval_fast(&a.value)?;
                self.site_offset = a.range.start().to_u32();
                let new = self.inplace(a.op, &cur, &rhs)?;
                self.assign_fast(&a.target, new)
            }
            Expr::Subscript(s) => {
                let obj = self.subscript_target(&s.value)?;
                let k = self.eval(&s.slice)?;
                let cur = self.getitem(&obj, &k)?;
                let rhs = self.eval(&a.value)?;
                self.site_offset = a.range.start().to_u32();
                let new = self.inplace(a.op, &cur, &rhs)?;
                self.setitem(&obj, &k, new)
            }
            Expr::Attribute(at) => {
                let obj = self.eval_fast(&at.value)?;
                // `self.n += 1` on a plain instance attribute holding a small number: read,
                // computed in registers and written back in one look at the site's cache (the
                // right side is read only when it is a plain number, which nothing can observe).
                if let Some(rhs) = self.scalar(&a.value) {
                    let op = a.op;
                    let new = |cur: &Value| Some(crate::host::scalar::arith(op, crate::host::scalar::Scalar::of(cur)?, rhs)?.into_value());
                    if self.attr_sites.update(&at.node_index, &obj, at.attr.as_str(), new) {
                        return Ok(());
                    }
                }
                let cur = self.load_attr(at, &obj)?;
                let rhs = self.eval_fast(&a.value)?;
                self.site_offset = a.range.start().to_u32();
                let new = self.inplace(a.op, &cur, &rhs)?;
                self.store_attr(at, &obj, new)
            }
            _ => Err(raise("SyntaxError", "'expression' is an illegal expression for augmented assignment")),
        }
    }

    /// `a op= b`: lists extend in place (aliases see it), everything else rebinds.
    pub(crate) fn inplace(&mut self, op: ast::Operator, cur: &Value, rhs: &Value) -> R<Value> {
        if let (ast::Operator::Add, Value::List(l)) = (op, cur) {
            let items = self.collect(rhs)?;
            l.borrow_mut().extend(items);
            return Ok(cur.clone());
        }
        if let Value::Native(n) = cur {
            let method = format!("__i{}__", crate::host::ops::op_dunder(op));
            match n.call_method(self, &method, crate::host::Args::new(vec![rhs.clone()]))? {
                // Updated in place: the name keeps the same object.
                Some(Value::None) => return Ok(cur.clone()),
                Some(v) => return Ok(v),
                None => {}
            }
        }
        // Sets (|= &= -= ^=) update in place, as CPython's set_ior… do; frozensets make new ones.
        if let (Value::Set(s), Value::Set(_)) = (cur, rhs) {
            if !s.borrow().frozen && matches!(op, ast::Operator::BitOr | ast::Operator::BitAnd | ast::Operator::Sub | ast::Operator::BitXor) {
                self.set_inplace(op, s, rhs)?;
                return Ok(cur.clone());
            }
        }
        // Dicts (|=) update in place, so aliases see the change.
        if matches!((cur, rhs), (Value::Dict(_), Value::Dict(_))) {
            if let Ok(r) = self.binop(op, cur, rhs) {
                match (cur, &r) {
                    (Value::Set(s), Value::Set(n)) => {
                        let m = n.borrow().clone();
                        *s.borrow_mut() = m;
                        return Ok(cur.clone());
                    }
                    (Value::Dict(d), Value::Dict(n)) => {
                        let m = n.borrow().clone();
                        *d.borrow_mut() = m;
                        return Ok(cur.clone());
                    }
                    _ => return Ok(r),
                }
            }
        }
        match self.binop(op, cur, rhs) {
            // CPython names the augmented operator: "unsupported operand type(s) for -=: …".
            Err(Ctrl::Raise(e)) if e.is("TypeError") && e.message().starts_with("unsupported operand type(s) for ") => {
                let sym = crate::host::ops::op_symbol(op);
                let msg = e.message().replacen(&format!(" for {sym}:"), &format!(" for {sym}=:"), 1);
                Err(raise("TypeError", msg))
            }
            other => other,
        }
    }

    fn def_function(&mut self, f: &ast::StmtFunctionDef) -> R<()> {
        if f.is_async {
            return Err(self.unsupported_construct("'async def'"));
        }
        let (defaults, kw_defaults) = self.eval_defaults(&f.parameters)?;
        let names = self.scopes.function(f);
        let doc = match f.body.first() {
            Some(Stmt::Expr(e)) => match &*e.value {
                Expr::StringLiteral(s) => Some(Rc::from(s.value.to_str())),
                _ => None,
            },
            _ => None,
        };
        let source = self.frame_sources.last().cloned().ok_or_else(|| raise("RuntimeError", "no source"))?;
        let qualname = self.qualname_for(f.name.as_str());
        let def = Rc::new(f.clone());
        let generator = crate::host::generator::yield_sites(&def.body);
        let mut value = Value::Function(Rc::new(Function {
            name: Rc::from(f.name.as_str()),
            qualname,
            params: Rc::new((*f.parameters).clone()),
            body: FunctionBody::Def(def),
            defaults,
            kw_defaults,
            env: self.current_env(),
            source,
            doc,
            locals: names,
            generator,
            owner: Default::default(),
            spare_frame: Default::default(),
        }));
        for dec in f.decorator_list.iter().rev() {
            let d = self.eval(&dec.expression)?;
            value = self.call(&d, crate::host::Args::new(vec![value]))?;
        }
        self.current_env().set(Rc::from(f.name.as_str()), value);
        Ok(())
    }

    /// `outer.<locals>.name` inside a function, `name` at the top level (Python's `__qualname__`).
    pub fn qualname_for(&self, name: &str) -> Rc<str> {
        // Directly in a class body: its namespace holds the class's `__qualname__`.
        if let Some(Value::Str(q)) = self.env_stack.last().and_then(|e| e.vars().get("__qualname__").cloned()) {
            return Rc::from(format!("{q}.{name}").as_str());
        }
        match (self.depth, self.frame_names.last()) {
            (d, Some((outer, _))) if d > 0 => Rc::from(format!("{outer}.<locals>.{name}").as_str()),
            _ => Rc::from(name),
        }
    }

    fn exec_raise(&mut self, r: &ast::StmtRaise) -> R<()> {
        let Some(exc) = &r.exc else {
            return match self.handling.last() {
                Some(e) => Err(Ctrl::Raise(e.clone())),
                None => Err(raise("RuntimeError", "No active exception to reraise")),
            };
        };
        let v = self.eval(exc)?;
        let e = self.to_exception(v)?;
        if let Some(cause) = &r.cause {
            let cause = match self.eval(cause)? {
                Value::None => None,
                c @ (Value::Exception(_) | Value::Type(_)) => Some(self.to_exception(c)?),
                _ => return Err(raise("TypeError", "exception causes must derive from BaseException")),
            };
            let mut chain = e.chain.borrow_mut();
            chain.cause = cause;
            chain.suppress_context = true;
        }
        if let Some(h) = self.handling.last().cloned() {
            e.set_context(&h);
        }
        Err(Ctrl::Raise(e))
    }

    pub fn to_exception(&mut self, v: Value) -> R<Rc<ExcObj>> {
        match v {
            Value::Exception(e) => Ok(e),
            Value::Type(t) if t.kind == crate::host::value::TypeKind::Exception => Ok(exc_with_args(t, vec![])),
            other => Err(raise("TypeError", format!("exceptions must derive from BaseException (got {})", self.type_name(&other)))),
        }
    }

    pub(crate) fn exception_matches(&mut self, e: &ExcObj, spec: &Value) -> R<bool> {
        match spec {
            Value::Type(t) => Ok(e.ty.is_subclass_of(t)),
            Value::Tuple(items) => {
                for i in items.iter() {
                    if self.exception_matches(e, i)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(raise("TypeError", "catching classes that do not inherit from BaseException is not allowed")),
        }
    }

    fn exec_try(&mut self, t: &ast::StmtTry) -> R<()> {
        let result = match self.exec_block(&t.body) {
            Err(Ctrl::Raise(e)) => {
                let mut handled = None;
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    let matches = match &h.type_ {
                        None => true,
                        Some(spec) => {
                            let spec = self.eval(spec)?;
                            self.exception_matches(&e, &spec)?
                        }
                    };
                    if matches {
                        if let Some(name) = &h.name {
                            self.current_env().set(Rc::from(name.as_str()), Value::Exception(e.clone()));
                        }
                        self.handling.push(e.clone());
                        let r = self.exec_block(&h.body);
                        self.handling.pop();
                        // An error in the handler happened while handling `e`.
                        if let Err(Ctrl::Raise(e2)) = &r {
                            e2.set_context(&e);
                        }
                        if let Some(name) = &h.name {
                            self.current_env().delete(name.as_str());
                        }
                        handled = Some(r);
                        break;
                    }
                }
                handled.unwrap_or(Err(Ctrl::Raise(e)))
            }
            Ok(()) => self.exec_block(&t.orelse),
            Err(other) => Err(other),
        };
        if !t.finalbody.is_empty() {
            match self.exec_block(&t.finalbody) {
                // An error in `finally` while an exception was on its way out.
                Err(Ctrl::Raise(e2)) => {
                    if let Err(Ctrl::Raise(e)) = &result {
                        e2.set_context(e);
                    }
                    return Err(Ctrl::Raise(e2));
                }
                Err(other) => return Err(other),
                Ok(()) => {}
            }
        }
        result
    }

    /// `with a as x, b:` — managers enter in order and exit in reverse, each `__exit__` seeing the
    /// exception in flight (type, value, traceback) and suppressing it by returning a true value;
    /// a manager whose `__enter__` fails leaves the ones before it exited.
    fn exec_with(&mut self, w: &ast::StmtWith) -> R<()> {
        let mut managers = Vec::new();
        let mut result: R<()> = Ok(());
        for item in &w.items {
            match self.enter_with_item(item) {
                Ok(m) => managers.push(m),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        if result.is_ok() {
            result = self.exec_block(&w.body);
        }
        self.exit_managers(&managers, result)
    }

    /// Exit entered `with` managers in reverse order, each seeing the outcome so far.
    pub(crate) fn exit_managers(&mut self, managers: &[Value], mut result: R<()>) -> R<()> {
        for m in managers.iter().rev() {
            let Value::Native(n) = m else { continue };
            let args = match &result {
                Err(Ctrl::Raise(e)) => vec![Value::Type(e.ty.clone()), Value::Exception(e.clone()), Value::None],
                _ => vec![Value::None, Value::None, Value::None],
            };
            match n.call_method(self, "__exit__", crate::host::Args { pos: args, kw: vec![] }) {
                Ok(Some(v)) if matches!(result, Err(Ctrl::Raise(_))) => {
                    if self.truthy(&v)? {
                        result = Ok(());
                    }
                }
                Ok(_) => {}
                Err(e) => result = Err(e),
            }
        }
        result
    }

    pub(crate) fn enter_with_item(&mut self, item: &ast::WithItem) -> R<Value> {
        let m = self.eval(&item.context_expr)?;
        let entered = match &m {
            Value::Native(n) => n.call_method(self, "__enter__", crate::host::Args::default())?,
            _ => None,
        };
        let Some(entered) = entered else {
            return Err(raise("TypeError", format!("'{}' object does not support the context manager protocol", self.type_name(&m))));
        };
        if let Some(vars) = &item.optional_vars {
            self.assign(vars, entered)?;
        }
        Ok(m)
    }
}
