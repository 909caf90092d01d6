//! Expression evaluation. Left-to-right as in CPython; only `Ctrl::Raise` escapes an expression.
//! Owns names, attributes, subscripts, displays, comprehensions, f-strings and literals; calls are
//! delegated to `call`, operators to `ops`.

use crate::host::env::{Env, Lookup};
use crate::host::exceptions::{exc_with_args, type_named};
use crate::host::int::Int;
use crate::host::iter::{GenExpr, IterState};
use crate::host::value::{Args, Dict, Function, FunctionBody, RangeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::{self as ast, Expr, Number, UnaryOp};
use ruff_text_size::Ranged;
use std::cell::RefCell;
use std::rc::Rc;

/// Clamp a slice against a sequence length as CPython's `PySlice_AdjustIndices` does.
pub fn slice_indices(len: i64, start: Option<i64>, stop: Option<i64>, step: i64) -> (i64, i64, i64) {
    let adjust = |v: Option<i64>, default: i64, lo: i64, hi: i64| -> i64 {
        match v {
            None => default,
            Some(mut x) => {
                if x < 0 {
                    x += len;
                    if x < 0 {
                        x = lo;
                    }
                } else if x >= len {
                    x = hi;
                }
                x
            }
        }
    };
    let (start, stop) =
        if step > 0 { (adjust(start, 0, 0, len), adjust(stop, len, 0, len)) } else { (adjust(start, len - 1, -1, len - 1), adjust(stop, -1, -1, len - 1)) };
    let count = if step > 0 {
        if stop > start {
            (stop - start - 1) / step + 1
        } else {
            0
        }
    } else if start > stop {
        (start - stop - 1) / (-step) + 1
    } else {
        0
    };
    (start, step, count)
}

/// Reading (or deleting) a local of the running frame before it is bound.
pub fn unbound_local(name: &str) -> Ctrl {
    raise("UnboundLocalError", format!("cannot access local variable '{name}' where it is not associated with a value"))
}

pub fn key_error(k: Value) -> Ctrl {
    Ctrl::Raise(exc_with_args(type_named("KeyError"), vec![k]))
}

/// A function's default values: positional ones in order, keyword-only ones by name.
pub type Defaults = (Vec<Value>, Vec<(Rc<str>, Value)>);

impl Interp {
    /// Store into a name tagged as a local of the running frame; gives `v` back for any other.
    #[inline(always)]
    pub(crate) fn store_tagged_local(&self, n: &ast::ExprName, v: Value) -> Result<(), Value> {
        if let Some(env) = self.env_stack.last() {
            if let Some(k) = crate::host::resolve::slot_for(&n.node_index, env.scope) {
                env.set_slot(k, v);
                return Ok(());
            }
        }
        Err(v)
    }

    /// `eval`, with the read of a local inlined into the caller (the commonest operand). The same
    /// read is written out in `eval`'s `Name` arm: through one shared helper returning an
    /// `Option`, `bench/host_loop.py` measured 35% slower.
    #[inline(always)]
    pub fn eval_fast(&mut self, e: &Expr) -> R<Value> {
        if let (Expr::Name(n), Some(env)) = (e, self.env_stack.last()) {
            if let Some(k) = crate::host::resolve::slot_for(&n.node_index, env.scope) {
                if let Some(Some(v)) = env.slots.borrow().get(k) {
                    return Ok(v.clone());
                }
            }
        }
        self.eval(e)
    }

    pub fn eval(&mut self, e: &Expr) -> R<Value> {
        match e {
            Expr::NumberLiteral(n) => Ok(match &n.value {
                Number::Int(i) => match i.as_i64() {
                    Some(v) => Value::int(v),
                    None => Value::Int(parse_int_literal(&i.to_string())),
                },
                Number::Float(f) => Value::Float(*f),
                Number::Complex { real, imag } => Value::Complex(*real, *imag),
            }),
            Expr::StringLiteral(s) => Ok(self.const_sites.string(&s.node_index, s.value.to_str())),
            Expr::BooleanLiteral(b) => Ok(Value::Bool(b.value)),
            Expr::NoneLiteral(_) => Ok(Value::None),
            Expr::EllipsisLiteral(_) => Ok(crate::host::native::ellipsis()),
            Expr::Name(n) => {
                if let Some(env) = self.env_stack.last() {
                    if let Some(k) = crate::host::resolve::slot_for(&n.node_index, env.scope) {
                        if let Some(Some(v)) = env.slots.borrow().get(k) {
                            return Ok(v.clone());
                        }
                    }
                }
                if let Some(v) = self.global_sites.get(&n.node_index, self.env_stack.last(), &self.globals) {
                    return Ok(v);
                }
                let v = self.lookup(n.id.as_str())?;
                self.learn_global_read(n, &v);
                Ok(v)
            }
            Expr::FString(f) => self.eval_fstring(f),
            Expr::BinOp(b) => {
                if let Some(v) = self.scalar(e) {
                    return Ok(v.into_value());
                }
                let l = self.eval_fast(&b.left)?;
                let r = self.eval_fast(&b.right)?;
                self.site_offset = b.range.start().to_u32();
                self.binop(b.op, &l, &r)
            }
            Expr::UnaryOp(u) => {
                let v = self.eval(&u.operand)?;
                self.site_offset = u.range.start().to_u32();
                match u.op {
                    UnaryOp::Not => Ok(Value::Bool(!self.truthy(&v)?)),
                    UnaryOp::USub => self.unary_neg(&v),
                    UnaryOp::UAdd => match v {
                        Value::Bool(b) => Ok(Value::int(b as i64)),
                        Value::Int(_) | Value::Float(_) | Value::Complex(..) => Ok(v),
                        Value::Native(ref n) => n.unary(self, "+")?.ok_or_else(|| raise("TypeError", "bad operand type for unary +")),
                        other => Err(raise("TypeError", format!("bad operand type for unary +: '{}'", self.type_name(&other)))),
                    },
                    UnaryOp::Invert => match v {
                        Value::Bool(b) => Ok(Value::int(!(b as i64))),
                        Value::Int(i) => Ok(Value::Int(i.invert())),
                        Value::Native(ref n) => n.unary(self, "~")?.ok_or_else(|| raise("TypeError", "bad operand type for unary ~")),
                        other => Err(raise("TypeError", format!("bad operand type for unary ~: '{}'", self.type_name(&other)))),
                    },
                }
            }
            Expr::BoolOp(b) => {
                let mut last = Value::None;
                for (i, v) in b.values.iter().enumerate() {
                    last = self.eval(v)?;
                    let t = self.truthy(&last)?;
                    let short = match b.op {
                        ast::BoolOp::And => !t,
                        ast::BoolOp::Or => t,
                    };
                    if short || i + 1 == b.values.len() {
                        return Ok(last);
                    }
                }
                Ok(last)
            }
            Expr::Compare(c) => {
                if let Some(b) = self.scalar_test(e) {
                    return Ok(Value::Bool(b));
                }
                let mut left = self.eval_fast(&c.left)?;
                let mut result = Value::Bool(true);
                for (op, right) in c.ops.iter().zip(c.comparators.iter()) {
                    let right = self.eval_fast(right)?;
                    result = self.compare(*op, &left, &right)?;
                    if let Value::Bool(false) = result {
                        return Ok(result);
                    }
                    if c.ops.len() > 1 && !self.truthy(&result)? {
                        return Ok(result);
                    }
                    left = right;
                }
                Ok(result)
            }
            Expr::If(i) => {
                let t = self.eval(&i.test)?;
                if self.truthy(&t)? {
                    self.eval(&i.body)
                } else {
                    self.eval(&i.orelse)
                }
            }
            Expr::Call(c) => self.eval_call(c),
            Expr::Attribute(a) => {
                let v = self.eval_fast(&a.value)?;
                self.load_attr(a, &v)
            }
            Expr::Subscript(s) => {
                let v = self.eval_fast(&s.value)?;
                let k = self.eval_fast(&s.slice)?;
                self.getitem(&v, &k)
            }
            Expr::Slice(s) => {
                let mut part = |e: &Option<Box<Expr>>| -> R<Value> {
                    match e {
                        Some(e) => self.eval(e),
                        None => Ok(Value::None),
                    }
                };
                let lower = part(&s.lower)?;
                let upper = part(&s.upper)?;
                let step = part(&s.step)?;
                Ok(Value::Slice(Rc::new([lower, upper, step])))
            }
            Expr::Tuple(t) => Ok(Value::tuple(self.eval_elements(&t.elts)?)),
            Expr::List(l) => Ok(Value::list(self.eval_elements(&l.elts)?)),
            Expr::Set(s) => self.set_literal(&s.elts),
            Expr::Dict(d) => {
                let mut dict = Dict::default();
                for item in &d.items {
                    match &item.key {
                        Some(k) => {
                            let k = self.eval(k)?;
                            let v = self.eval(&item.value)?;
                            let hk = self.local_dict_key(&dict, &k)?;
                            dict_insert(&mut dict, hk, k, v);
                        }
                        None => {
                            let other = self.eval(&item.value)?;
                            let other = crate::host::modules::collections::mapping_view(&other).unwrap_or(other);
                            let other = crate::host::builtin_base::plain_mapping(other);
                            let Value::Dict(o) = other else {
                                return Err(raise("TypeError", format!("'{}' object is not a mapping", self.type_name(&other))));
                            };
                            for (hk, (k, v)) in o.borrow().map.iter() {
                                dict_insert(&mut dict, hk.clone(), k.clone(), v.clone());
                            }
                        }
                    }
                }
                Ok(Value::dict(dict))
            }
            Expr::ListComp(c) => {
                let mut out = Vec::new();
                self.comprehension(&c.node_index, &c.generators, &[&c.elt], &mut |interp| {
                    out.push(interp.eval(&c.elt)?);
                    Ok(())
                })?;
                Ok(Value::list(out))
            }
            Expr::Generator(c) => self.make_genexpr(c),
            Expr::SetComp(c) => {
                let mut out = Vec::new();
                self.comprehension(&c.node_index, &c.generators, &[&c.elt], &mut |interp| {
                    out.push(interp.eval(&c.elt)?);
                    Ok(())
                })?;
                self.make_set(out)
            }
            Expr::DictComp(c) => {
                let mut dict = Dict::default();
                let elts: Vec<&Expr> = c.key.iter().map(|k| &**k).chain(std::iter::once(&*c.value)).collect();
                self.comprehension(&c.node_index, &c.generators, &elts, &mut |interp| {
                    let k = match &c.key {
                        Some(k) => interp.eval(k)?,
                        None => Value::None,
                    };
                    let v = interp.eval(&c.value)?;
                    let hk = interp.local_dict_key(&dict, &k)?;
                    dict_insert(&mut dict, hk, k, v);
                    Ok(())
                })?;
                Ok(Value::dict(dict))
            }
            Expr::Lambda(l) => {
                let params = l.parameters.as_deref().cloned().unwrap_or_default();
                let names = self.scopes.lambda(l, &params);
                let (defaults, kw_defaults) = self.eval_defaults(&params)?;
                let source = self.frame_sources.last().cloned().ok_or_else(|| raise("RuntimeError", "no source"))?;
                Ok(Value::Function(Rc::new(Function {
                    name: Rc::from("<lambda>"),
                    qualname: self.qualname_for("<lambda>"),
                    params: Rc::new(params),
                    body: FunctionBody::Lambda(Rc::new(l.clone())),
                    defaults,
                    kw_defaults,
                    env: self.current_env(),
                    source,
                    doc: None,
                    locals: names,
                    generator: None,
                    owner: Default::default(),
                    spare_frame: Default::default(),
                })))
            }
            Expr::Named(n) => {
                let v = self.eval(&n.value)?;
                self.assign(&n.target, v.clone())?;
                Ok(v)
            }
            Expr::Starred(_) => Err(raise("SyntaxError", "can't use starred expression here")),
            Expr::IpyEscapeCommand(c) => crate::host::magics::run_escape_in(self, c.kind, &c.value, true),
            Expr::BytesLiteral(b) => Ok(crate::host::bytes::bytes_value(b.value.bytes().collect())),
            Expr::Yield(_) | Expr::YieldFrom(_) if self.depth == 0 => Err(raise("SyntaxError", "'yield' outside function")),
            Expr::Yield(_) | Expr::YieldFrom(_) => {
                Err(self.unsupported_construct("'yield' inside an expression (a generator's `yield x`, `y = yield x` and `yield from it` are statements)"))
            }
            Expr::Await(_) => Err(self.unsupported_construct("'await'")),
            Expr::TString(_) => Err(self.unsupported_construct("template strings")),
        }
    }

    pub fn unsupported_construct(&self, what: &str) -> Ctrl {
        raise("NotImplementedError", format!("cudalab does not support {what} in host code yet"))
    }

    /// The scope that new bindings go to right now.
    pub fn current_env(&self) -> Rc<Env> {
        self.env_stack_top().unwrap_or_else(|| self.globals.clone())
    }

    /// After `n` was read the general way: let its site remember where, if the notebook
    /// namespace or the builtins gave it.
    fn learn_global_read(&mut self, n: &ast::ExprName, v: &Value) {
        self.global_sites.learn(&n.node_index, self.env_stack.last(), &self.globals, &self.builtins, n.id.as_str(), v);
    }

    pub fn lookup(&mut self, name: &str) -> R<Value> {
        let found = match self.env_stack.last() {
            Some(env) => env.lookup(name),
            None => self.globals.lookup(name),
        };
        match found {
            Lookup::Found(v) => Ok(v),
            Lookup::Unbound => Err(unbound_local(name)),
            Lookup::UnboundFree => {
                Err(raise("NameError", format!("cannot access free variable '{name}' where it is not associated with a value in enclosing scope")))
            }
            Lookup::Missing => match self.builtins.get(name) {
                Some(v) => Ok(v.clone()),
                None => {
                    let e = crate::host::exceptions::new_exc("NameError", format!("name '{name}' is not defined"));
                    e.attrs.borrow_mut().insert(Rc::from("name"), Value::str(name));
                    // The suggestion belongs to the traceback display, not to str(e).
                    if let Some(hint) = self.name_hint(name) {
                        e.notes.borrow_mut().push(format!("{}. Did you mean: '{hint}'?", crate::lang::diagnostic::MESSAGE_SUFFIX));
                    }
                    Err(Ctrl::Raise(e))
                }
            },
        }
    }

    fn name_hint(&self, name: &str) -> Option<String> {
        let env = self.current_env();
        let mut candidates: Vec<String> = env.bound().into_iter().map(|(k, _)| k.to_string()).collect();
        candidates.extend(self.globals.vars().keys().map(|k| k.to_string()));
        candidates.extend(self.builtins.keys().map(|k| k.to_string()));
        if let "np" | "numpy" | "math" | "cuda" | "numba" | "time" | "os" = name {
            return Some(format!("{name}' (missing 'import {name}')").trim_end_matches('\'').to_string()).filter(|_| false);
        }
        candidates.into_iter().filter(|c| c != name && edit_distance(c, name) <= 2 && name.len() > 2).min_by_key(|c| edit_distance(c, name))
    }

    fn eval_elements(&mut self, elts: &[Expr]) -> R<Vec<Value>> {
        let mut out = Vec::with_capacity(elts.len());
        for e in elts {
            if let Expr::Starred(s) = e {
                let v = self.eval(&s.value)?;
                out.extend(self.collect(&v)?);
            } else {
                out.push(self.eval(e)?);
            }
        }
        Ok(out)
    }

    /// Run `body` once per element of the comprehension's loops, in a scope of its own.
    /// `at` is the comprehension node's index, `elts` what it computes per element.
    fn comprehension(&mut self, at: &ast::AtomicNodeIndex, gens: &[ast::Comprehension], elts: &[&Expr], body: &mut dyn FnMut(&mut Interp) -> R<()>) -> R<()> {
        // The first iterable is evaluated in the enclosing scope, as in Python.
        let Some(g0) = gens.first() else { return Err(raise("SyntaxError", "comprehension without 'for'")) };
        let first = self.eval(&g0.iter)?;
        let names = self.scopes.comprehension(at, gens, elts);
        let env = Env::child(&self.current_env(), names);
        self.push_env(env);
        let r = self.comprehension_level(gens, 0, Some(first), body);
        self.pop_env();
        r
    }

    fn comprehension_level(&mut self, gens: &[ast::Comprehension], level: usize, iterable: Option<Value>, body: &mut dyn FnMut(&mut Interp) -> R<()>) -> R<()> {
        let Some(g) = gens.get(level) else { return body(self) };
        let iterable = match iterable {
            Some(v) => v,
            None => self.eval(&g.iter)?,
        };
        let mut it = self.iter(&iterable)?;
        let mut n = 0u32;
        'outer: while let Some(v) = self.next(&mut it)? {
            n += 1;
            if n.is_multiple_of(1024) {
                self.check_interrupt()?;
            }
            self.assign(&g.target, v)?;
            for cond in &g.ifs {
                let c = self.eval(cond)?;
                if !self.truthy(&c)? {
                    continue 'outer;
                }
            }
            self.comprehension_level(gens, level + 1, None, body)?;
        }
        Ok(())
    }

    /// A generator expression: the outermost iterable is evaluated and `iter()`ed now, in the
    /// enclosing scope; the rest waits for `next()`.
    fn make_genexpr(&mut self, c: &ast::ExprGenerator) -> R<Value> {
        let Some(first) = c.generators.first() else { return Err(raise("SyntaxError", "generator expression without 'for'")) };
        let iterable = self.eval(&first.iter)?;
        let it = self.iter(&iterable)?;
        let (node, names) = self.genexpr_syntax(c);
        let env = Env::child(&self.current_env(), names);
        let source = self.frame_sources.last().cloned().ok_or_else(|| raise("RuntimeError", "no source"))?;
        let g = GenExpr { node, env, source, qualname: self.qualname_for("<genexpr>"), loops: vec![it], started: false, steps: 0 };
        Ok(Value::Iterator(Rc::new(RefCell::new(IterState::Gen(Box::new(g))))))
    }

    /// A generator outlives the cell's syntax tree, so it holds its own copy: one per node, made
    /// once (a generator expression in a loop is not copied on every iteration).
    fn genexpr_syntax(&mut self, c: &ast::ExprGenerator) -> (Rc<ast::ExprGenerator>, Rc<crate::host::env::LocalNames>) {
        // Resolved first: the copy below carries the tags.
        let names = self.scopes.comprehension(&c.node_index, &c.generators, &[&c.elt]);
        let key = c as *const ast::ExprGenerator as usize;
        if let Some((node, names)) = self.genexprs.get(&key) {
            if **node == *c {
                return (node.clone(), names.clone());
            }
        }
        if self.genexprs.len() >= 4096 {
            self.genexprs.clear();
        }
        let entry = (Rc::new(c.clone()), names);
        self.genexprs.insert(key, entry.clone());
        entry
    }

    /// The next element of a generator expression, in a frame of its own (for tracebacks). A
    /// generator that raised is finished.
    pub fn genexpr_next(&mut self, g: &mut GenExpr) -> R<Option<Value>> {
        if g.loops.is_empty() {
            return Ok(None);
        }
        g.started = true;
        if let Err(e) = self.enter_call(g.qualname.clone(), g.source.clone()) {
            g.finish();
            return Err(e);
        }
        self.push_env(g.env.clone());
        let mut at = g.node.range.start().to_u32();
        let r = self.genexpr_step(g, &mut at);
        match &r {
            Err(Ctrl::Raise(e)) => {
                self.note_traceback(e, at);
                g.finish();
            }
            Ok(None) => g.finish(),
            _ => {}
        }
        self.pop_env();
        self.leave_call();
        r
    }

    /// Advance the innermost `for` clause until an element passes every `if`, entering inner
    /// clauses (their iterables evaluated now) and leaving exhausted ones.
    fn genexpr_step(&mut self, g: &mut GenExpr, at: &mut u32) -> R<Option<Value>> {
        let node = g.node.clone();
        loop {
            let level = match g.loops.len() {
                0 => return Ok(None),
                n => n - 1,
            };
            g.steps = g.steps.wrapping_add(1);
            if g.steps.is_multiple_of(1024) {
                self.check_interrupt()?;
            }
            let clause = &node.generators[level];
            *at = clause.iter.range().start().to_u32();
            let Some(v) = self.next(&mut g.loops[level])? else {
                g.loops.pop();
                continue;
            };
            *at = clause.target.range().start().to_u32();
            self.assign(&clause.target, v)?;
            let mut keep = true;
            for cond in &clause.ifs {
                *at = cond.range().start().to_u32();
                let c = self.eval(cond)?;
                if !self.truthy(&c)? {
                    keep = false;
                    break;
                }
            }
            if !keep {
                continue;
            }
            match node.generators.get(level + 1) {
                Some(inner) => {
                    *at = inner.iter.range().start().to_u32();
                    let iterable = self.eval(&inner.iter)?;
                    let it = self.iter(&iterable)?;
                    g.loops.push(it);
                }
                None => {
                    *at = node.elt.range().start().to_u32();
                    return self.eval(&node.elt).map(Some);
                }
            }
        }
    }

    /// `close`, `send` and `throw` of a generator expression. Its only `yield` discards what is
    /// sent, so `send(v)` is `next()` once started; `throw` raises at that `yield`, where nothing
    /// catches it, and finishes the generator.
    pub fn genexpr_method(&mut self, cell: &crate::host::value::Shared<IterState>, name: &str, args: Args) -> R<Value> {
        if let IterState::Running(_) = &*cell.borrow() {
            return Err(raise("ValueError", "generator already executing"));
        }
        let generator = matches!(&*cell.borrow(), IterState::GenFn(_));
        if generator {
            return self.generator_method(cell, name, args);
        }
        let started = match &*cell.borrow() {
            IterState::Gen(g) => g.started,
            _ => true,
        };
        let finish = |cell: &crate::host::value::Shared<IterState>| {
            if let IterState::Gen(g) = &mut *cell.borrow_mut() {
                g.finish();
            }
        };
        match name {
            "close" => {
                if !args.pos.is_empty() {
                    return Err(raise("TypeError", format!("generator.close() takes no arguments ({} given)", args.pos.len())));
                }
                finish(cell);
                Ok(Value::None)
            }
            "send" => {
                if args.pos.len() != 1 {
                    return Err(raise("TypeError", format!("generator.send() takes exactly one argument ({} given)", args.pos.len())));
                }
                if !started && !args.pos[0].is_none() {
                    return Err(raise("TypeError", "can't send non-None value to a just-started generator"));
                }
                let mut state = IterState::Shared(cell.clone());
                self.next(&mut state)?.ok_or_else(|| raise("StopIteration", ""))
            }
            "throw" => {
                let Some(first) = args.pos.first().cloned() else {
                    return Err(raise("TypeError", "throw expected at least 1 argument, got 0"));
                };
                let e = match (first, args.pos.get(1)) {
                    (Value::Type(t), Some(v)) if t.kind == crate::host::value::TypeKind::Exception && !v.is_none() => match v {
                        Value::Exception(e) => e.clone(),
                        v => exc_with_args(t, vec![v.clone()]),
                    },
                    (v, _) => self.to_exception(v)?,
                };
                let was_live = match &*cell.borrow() {
                    IterState::Gen(g) => !g.loops.is_empty(),
                    _ => false,
                };
                finish(cell);
                if was_live {
                    if let IterState::Gen(g) = &*cell.borrow() {
                        let (source, qualname, offset) = (g.source.clone(), g.qualname.clone(), g.node.elt.range().start().to_u32());
                        e.traceback.borrow_mut().push(crate::host::exceptions::TbEntry { depth: self.depth + 1, source, offset, func: qualname });
                    }
                }
                Err(Ctrl::Raise(e))
            }
            _ => Err(raise("AttributeError", format!("'generator' object has no attribute '{name}'"))),
        }
    }

    fn eval_fstring(&mut self, f: &ast::ExprFString) -> R<Value> {
        let mut out = String::new();
        for part in f.value.iter() {
            match part {
                ast::FStringPart::Literal(l) => out.push_str(&l.value),
                ast::FStringPart::FString(fs) => self.fstring_elements(&fs.elements, &mut out)?,
            }
        }
        Ok(Value::str(&out))
    }

    fn fstring_elements(&mut self, elements: &ast::InterpolatedStringElements, out: &mut String) -> R<()> {
        for el in elements.iter() {
            match el {
                ast::InterpolatedStringElement::Literal(l) => out.push_str(&l.value),
                ast::InterpolatedStringElement::Interpolation(i) => {
                    let v = self.eval(&i.expression)?;
                    if let Some(debug) = &i.debug_text {
                        let src = self.frame_sources.last().cloned();
                        if let Some(src) = src {
                            let r = i.expression.range();
                            out.push_str(debug.leading());
                            out.push_str(src.text.get(r.start().to_usize()..r.end().to_usize()).unwrap_or(""));
                            out.push_str(debug.trailing());
                        }
                    }
                    let mut spec = String::new();
                    if let Some(fs) = &i.format_spec {
                        self.fstring_elements(&fs.elements, &mut spec)?;
                    }
                    let conv = match i.conversion {
                        ast::ConversionFlag::Repr => Some('r'),
                        ast::ConversionFlag::Str => Some('s'),
                        ast::ConversionFlag::Ascii => Some('a'),
                        ast::ConversionFlag::None => {
                            if i.debug_text.is_some() && i.format_spec.is_none() {
                                Some('r')
                            } else {
                                None
                            }
                        }
                    };
                    let v = match conv {
                        Some('r') => Value::str(&self.repr(&v)?),
                        Some('a') => Value::str(&crate::host::repr::ascii_escape(&self.repr(&v)?)),
                        Some(_) => Value::str(&self.str(&v)?),
                        None => v,
                    };
                    out.push_str(&self.format_value(&v, &spec)?);
                }
            }
        }
        Ok(())
    }

    /// Whether the condition `e` holds (`if`, `while`): a comparison of small numbers without a
    /// `bool` object in between.
    #[inline]
    pub(crate) fn test(&mut self, e: &Expr) -> R<bool> {
        if let Some(b) = self.scalar_test(e) {
            return Ok(b);
        }
        let v = self.eval(e)?;
        self.truthy(&v)
    }

    /// `a` read from `v`, through the site's inline cache when `v` is a class instance.
    #[inline]
    pub(crate) fn load_attr(&mut self, a: &ast::ExprAttribute, v: &Value) -> R<Value> {
        let name = a.attr.as_str();
        if let Value::Native(_) = v {
            if let Some(found) = self.attr_sites.load(&a.node_index, v, name) {
                return Ok(found);
            }
            let found = self.getattr(v, name)?;
            self.attr_sites.learn(&a.node_index, v, name);
            return Ok(found);
        }
        self.getattr(v, name)
    }

    /// `a` written on `obj`, through the site's inline cache when `obj` is a class instance.
    #[inline]
    pub(crate) fn store_attr(&mut self, a: &ast::ExprAttribute, obj: &Value, v: Value) -> R<()> {
        let name = a.attr.as_str();
        if let Value::Native(_) = obj {
            let v = match self.attr_sites.store(&a.node_index, obj, name, v) {
                Ok(()) => return Ok(()),
                Err(v) => v,
            };
            self.setattr(obj, name, v)?;
            self.attr_sites.learn(&a.node_index, obj, name);
            return Ok(());
        }
        self.setattr(obj, name, v)
    }

    pub fn getattr(&mut self, v: &Value, name: &str) -> R<Value> {
        match v {
            Value::Type(t) if t.class.is_some() => return self.class_getattr(t, name),
            Value::Type(t) if crate::host::classes::builtin_class_attr(t, name).is_some() => {
                return Ok(crate::host::classes::builtin_class_attr(t, name).unwrap_or(Value::None));
            }
            Value::Type(t) if crate::host::number_methods::class_method(t, name).is_some() => {
                return Ok(crate::host::number_methods::class_method(t, name).unwrap_or(Value::None));
            }
            Value::Type(t) if t.class.is_none() && crate::host::methods::method_descriptor(t, name).is_some() => {
                return Ok(crate::host::methods::method_descriptor(t, name).unwrap_or(Value::None));
            }
            Value::Module(m) => return m.get(name).ok_or_else(|| raise("AttributeError", format!("module '{}' has no attribute '{}'", m.name, name))),
            Value::Native(n) => {
                if let Some(v) = n.getattr(self, name)? {
                    return Ok(v);
                }
                if n.dir().iter().any(|d| d == name) {
                    return Ok(Value::Method(Rc::new((v.clone(), Rc::from(name)))));
                }
            }
            Value::Exception(e) if name == "args" => return Ok(Value::tuple(e.args.borrow().clone())),
            Value::Exception(e) if matches!(name, "__cause__" | "__context__" | "__suppress_context__") => {
                let c = e.chain.borrow();
                let link = |x: &Option<Rc<crate::host::exceptions::ExcObj>>| x.clone().map_or(Value::None, Value::Exception);
                return Ok(match name {
                    "__cause__" => link(&c.cause),
                    "__context__" => link(&c.context),
                    _ => Value::Bool(c.suppress_context),
                });
            }
            Value::Iterator(it) if matches!(name, "__name__" | "__qualname__") && matches!(&*it.borrow(), IterState::GenFn(_)) => {
                let (n, q) = match &*it.borrow() {
                    IterState::GenFn(g) => (g.func.name.clone(), g.func.qualname.clone()),
                    _ => (Rc::from(""), Rc::from("")),
                };
                return Ok(Value::Str(if name == "__name__" { n } else { q }));
            }
            Value::Exception(e) => {
                if let Some(found) = self.exc_getattr(e, v, name)? {
                    return Ok(found);
                }
            }
            Value::Function(f) => match name {
                _ if crate::host::func_attrs::get(f, name).is_some() => return Ok(crate::host::func_attrs::get(f, name).unwrap_or(Value::None)),
                "__module__" => return Ok(Value::str("__main__")),
                "__dict__" => return Ok(crate::host::func_attrs::dict(f)),
                "__name__" => return Ok(Value::Str(f.name.clone())),
                "__qualname__" => return Ok(Value::Str(f.qualname.clone())),
                "__doc__" => return Ok(f.doc.clone().map(Value::Str).unwrap_or(Value::None)),
                _ => {}
            },
            Value::Builtin(b) => match name {
                "__name__" => return Ok(Value::str(b.name)),
                "__doc__" => return Ok(Value::str(b.doc)),
                _ => {}
            },
            Value::Type(t) if t.kind == crate::host::value::TypeKind::Bytes && name == "fromhex" => return Ok(crate::host::bytes::fromhex_builtin(&t.name)),
            // `numpy.ndarray` is named `ndarray` in module `numpy`.
            Value::Type(t) if name == "__name__" => return Ok(Value::str(t.name.rsplit('.').next().unwrap_or(&t.name))),
            Value::Type(t) if name == "__qualname__" => return Ok(Value::str(t.name.rsplit('.').next().unwrap_or(&t.name))),
            Value::Type(t) if name == "__module__" => return Ok(Value::str(t.name.rsplit_once('.').map_or("builtins", |(m, _)| m))),
            Value::Complex(re, im) => match name {
                "real" => return Ok(Value::Float(*re)),
                "imag" => return Ok(Value::Float(*im)),
                _ => {}
            },
            Value::Int(_) | Value::Bool(_) => match name {
                "real" | "numerator" => return Ok(Value::Int(self.to_int(v)?)),
                "imag" => return Ok(Value::int(0)),
                "denominator" => return Ok(Value::int(1)),
                _ => {}
            },
            Value::Float(f) => match name {
                "real" => return Ok(Value::Float(*f)),
                "imag" => return Ok(Value::Float(0.0)),
                _ => {}
            },
            Value::Range(r) => match name {
                "start" => return Ok(Value::int(r.start)),
                "stop" => return Ok(Value::int(r.stop)),
                "step" => return Ok(Value::int(r.step)),
                _ => {}
            },
            Value::Slice(s) => match name {
                "start" => return Ok(s[0].clone()),
                "stop" => return Ok(s[1].clone()),
                "step" => return Ok(s[2].clone()),
                _ => {}
            },
            _ => {}
        }
        if crate::host::methods::has_method(v, name) {
            return Ok(Value::Method(Rc::new((v.clone(), Rc::from(name)))));
        }
        if name == "__class__" {
            return Ok(self.type_of(v));
        }
        Err(raise("AttributeError", format!("'{}' object has no attribute '{}'", self.type_name(v), name)))
    }

    pub fn getitem(&mut self, v: &Value, k: &Value) -> R<Value> {
        match (v, k) {
            (Value::List(l), Value::Slice(s)) => {
                let items = l.borrow();
                let (start, step, n) = self.slice_of(s, items.len() as i64)?;
                Ok(Value::list((0..n).map(|i| items[(start + i * step) as usize].clone()).collect()))
            }
            (Value::Tuple(t), Value::Slice(s)) => {
                let (start, step, n) = self.slice_of(s, t.len() as i64)?;
                Ok(Value::tuple((0..n).map(|i| t[(start + i * step) as usize].clone()).collect()))
            }
            (Value::Str(st), Value::Slice(s)) => {
                let ascii = st.is_ascii();
                let len = if ascii { st.len() } else { st.chars().count() };
                let (start, step, n) = self.slice_of(s, len as i64)?;
                Ok(Value::str(&str_slice(st, ascii, start, step, n)))
            }
            (Value::Range(r), Value::Slice(s)) => {
                let (start, step, n) = self.slice_of(s, r.len())?;
                let new_start = r.get(start);
                let new_step = r.step * step;
                Ok(Value::Range(Rc::new(RangeObj { start: new_start, stop: new_start + n * new_step, step: new_step })))
            }
            (Value::List(l), _) => {
                let items = l.borrow();
                let i = self.seq_index(k, items.len(), "list")?;
                Ok(items[i].clone())
            }
            (Value::Tuple(t), _) => {
                let i = self.seq_index(k, t.len(), "tuple")?;
                Ok(t[i].clone())
            }
            (Value::Str(s), _) => {
                let ascii = s.is_ascii();
                let n = if ascii { s.len() } else { s.chars().count() };
                let i = self.seq_index(k, n, "string")?;
                Ok(Value::str(&str_slice(s, ascii, i as i64, 1, 1)))
            }
            (Value::Range(r), _) => {
                let i = self.seq_index(k, r.len() as usize, "range object")?;
                Ok(Value::int(r.get(i as i64)))
            }
            (Value::Dict(d), _) => {
                let found = self.dict_get(d, k)?;
                found.ok_or_else(|| key_error(k.clone()))
            }
            (Value::Native(n), _) => {
                // One element of a NumPy array (`a[i]` in an element loop), without the general
                // path's views and argument vector.
                if let Some(e) = crate::host::modules::numpy::as_array(v).and_then(|a| crate::host::modules::numpy::index::element_get(a, k)) {
                    return Ok(e);
                }
                match n.call_method(self, "__getitem__", Args::new(vec![k.clone()]))? {
                    Some(v) => Ok(v),
                    None => Err(raise("TypeError", format!("'{}' object is not subscriptable", n.type_name()))),
                }
            }
            (Value::Type(t), _) if crate::host::modules::enums::is_enum(t) => crate::host::modules::enums::by_name(t, k),
            (Value::Type(t), _) if t.class.is_some() && crate::host::classes::lookup(t, "__class_getitem__").is_some() => {
                let f = self.class_getattr(t, "__class_getitem__")?;
                self.call(&f, Args::new(vec![k.clone()]))
            }
            (Value::Type(t), _) => Ok(Value::Type(t.clone())),
            _ => Err(raise("TypeError", format!("'{}' object is not subscriptable", self.type_name(v)))),
        }
    }

    fn seq_index(&mut self, k: &Value, len: usize, what: &str) -> R<usize> {
        let i = match k {
            Value::Int(_) | Value::Bool(_) => self.to_index(k)?,
            Value::Native(_) => self.to_index(k)?,
            other => {
                let kind = if what == "string" { "string" } else { what.split(' ').next().unwrap_or(what) };
                return Err(raise("TypeError", format!("{kind} indices must be integers or slices, not {}", self.type_name(other))));
            }
        };
        let idx = if i < 0 { i + len as i64 } else { i };
        if idx < 0 || idx >= len as i64 {
            return Err(raise("IndexError", format!("{what} index out of range")));
        }
        Ok(idx as usize)
    }

    pub fn slice_of(&mut self, s: &[Value; 3], len: i64) -> R<(i64, i64, i64)> {
        let mut part = |v: &Value| -> R<Option<i64>> {
            match v {
                Value::None => Ok(None),
                other => Ok(Some(self.to_index(other).map_err(|_| raise("TypeError", "slice indices must be integers or None or have an __index__ method"))?)),
            }
        };
        let start = part(&s[0])?;
        let stop = part(&s[1])?;
        let step = part(&s[2])?.unwrap_or(1);
        if step == 0 {
            return Err(raise("ValueError", "slice step cannot be zero"));
        }
        Ok(slice_indices(len, start, stop, step))
    }

    pub fn setitem(&mut self, target: &Value, k: &Value, v: Value) -> R<()> {
        match (target, k) {
            (Value::List(l), Value::Slice(s)) => {
                let new = self.collect(&v)?;
                let len = l.borrow().len() as i64;
                let (start, step, n) = self.slice_of(s, len)?;
                let mut items = l.borrow_mut();
                if step == 1 {
                    let stop = (start + n) as usize;
                    items.splice(start as usize..stop, new);
                } else {
                    if new.len() as i64 != n {
                        return Err(raise("ValueError", format!("attempt to assign sequence of size {} to extended slice of size {}", new.len(), n)));
                    }
                    for (i, x) in new.into_iter().enumerate() {
                        items[(start + i as i64 * step) as usize] = x;
                    }
                }
                Ok(())
            }
            (Value::List(l), _) => {
                let len = l.borrow().len();
                let i = self.seq_index(k, len, "list assignment")?;
                l.borrow_mut()[i] = v;
                Ok(())
            }
            (Value::Dict(d), _) => {
                let plain = d.borrow_mut().store_plain(k, v);
                let Err(v) = plain else { return Ok(()) };
                let hk = self.dict_key(d, k)?;
                dict_store(&mut d.borrow_mut(), hk, || k.clone(), v);
                Ok(())
            }
            (Value::Native(n), _) => {
                if crate::host::modules::numpy::as_array(target).and_then(|a| crate::host::modules::numpy::index::element_set(a, k, &v)).is_some() {
                    return Ok(());
                }
                match n.call_method(self, "__setitem__", Args::new(vec![k.clone(), v]))? {
                    Some(_) => Ok(()),
                    None => Err(raise("TypeError", format!("'{}' object does not support item assignment", n.type_name()))),
                }
            }
            _ => Err(raise("TypeError", format!("'{}' object does not support item assignment", self.type_name(target)))),
        }
    }

    pub fn delitem(&mut self, target: &Value, k: &Value) -> R<()> {
        match (target, k) {
            (Value::List(l), Value::Slice(s)) => {
                let len = l.borrow().len() as i64;
                let (start, step, n) = self.slice_of(s, len)?;
                let mut idx: Vec<usize> = (0..n).map(|i| (start + i * step) as usize).collect();
                idx.sort_unstable();
                let mut items = l.borrow_mut();
                for i in idx.into_iter().rev() {
                    items.remove(i);
                }
                Ok(())
            }
            (Value::List(l), _) => {
                let len = l.borrow().len();
                let i = self.seq_index(k, len, "list assignment")?;
                l.borrow_mut().remove(i);
                Ok(())
            }
            (Value::Dict(d), _) => {
                let hk = self.dict_key(d, k)?;
                let removed = d.borrow_mut().map.shift_remove(&hk);
                removed.map(|_| ()).ok_or_else(|| key_error(k.clone()))
            }
            (Value::Native(n), _) => match n.call_method(self, "__delitem__", Args::new(vec![k.clone()]))? {
                Some(_) => Ok(()),
                None => Err(raise("TypeError", format!("'{}' object doesn't support item deletion", n.type_name()))),
            },
            _ => Err(raise("TypeError", format!("'{}' object doesn't support item deletion", self.type_name(target)))),
        }
    }

    /// `obj.attr = v` once `obj` is evaluated.
    pub fn setattr(&mut self, obj: &Value, attr: &str, v: Value) -> R<()> {
        match obj {
            Value::Native(n) => {
                // A plain instance attribute: no `__setattr__` call to build.
                if crate::host::classes::set_plain_attr(obj, attr, &v) {
                    return Ok(());
                }
                if attr == "__class__" && crate::host::classes::as_instance(obj).is_some() {
                    return match &v {
                        Value::Type(t) if t.class.is_some() => Err(self.unsupported_construct("assigning to '__class__'")),
                        _ => Err(raise("TypeError", "__class__ assignment only supported for mutable types or ModuleType subclasses")),
                    };
                }
                match n.call_method(self, "__setattr__", Args::new(vec![Value::str(attr), v]))? {
                    Some(_) => Ok(()),
                    None => Err(raise("AttributeError", format!("'{}' object attribute '{}' is read-only", n.type_name(), attr))),
                }
            }
            Value::Module(m) => {
                m.attrs.borrow_mut().insert(Rc::from(attr), v);
                Ok(())
            }
            Value::Type(t) => self.class_setattr(t, attr, v),
            Value::Function(f) => {
                crate::host::func_attrs::set(f, attr, v);
                Ok(())
            }
            Value::Exception(e) => {
                match attr {
                    "args" => *e.args.borrow_mut() = self.collect(&v)?,
                    "__cause__" | "__context__" => {
                        let link = match v {
                            Value::None => None,
                            Value::Exception(x) => Some(x),
                            _ => return Err(raise("TypeError", format!("exception {} must be None or derive from BaseException", &attr[2..attr.len() - 2]))),
                        };
                        let mut c = e.chain.borrow_mut();
                        if attr == "__cause__" {
                            c.cause = link;
                            c.suppress_context = true;
                        } else {
                            c.context = link;
                        }
                    }
                    "__suppress_context__" => e.chain.borrow_mut().suppress_context = self.truthy(&v)?,
                    name => {
                        e.attrs.borrow_mut().insert(Rc::from(name), v);
                    }
                }
                Ok(())
            }
            other => {
                let tn = self.type_name(other);
                if crate::host::methods::has_method(other, attr) {
                    return Err(raise("AttributeError", format!("'{tn}' object attribute '{attr}' is read-only")));
                }
                if self.getattr(other, attr).is_ok() {
                    return Err(raise("AttributeError", format!("attribute '{attr}' of '{tn}' objects is not writable")));
                }
                Err(raise("AttributeError", format!("'{tn}' object has no attribute '{attr}' and no __dict__ for setting new attributes")))
            }
        }
    }

    /// `assign`, with a local's store inlined into the caller (the commonest assignment).
    #[inline(always)]
    pub fn assign_fast(&mut self, target: &Expr, v: Value) -> R<()> {
        match target {
            Expr::Name(n) => match self.store_tagged_local(n, v) {
                Ok(()) => Ok(()),
                Err(v) => self.assign(target, v),
            },
            _ => self.assign(target, v),
        }
    }

    /// Bind a value to an assignment target (name, tuple/list unpacking, subscript, attribute).
    pub fn assign(&mut self, target: &Expr, v: Value) -> R<()> {
        match target {
            Expr::Name(n) => {
                let Err(v) = self.store_tagged_local(n, v) else { return Ok(()) };
                let Err(v) = self.global_sites.store(&n.node_index, self.env_stack.last(), &self.globals, v) else { return Ok(()) };
                self.current_env().set_str(n.id.as_str(), v);
                self.global_sites.learn_store(&n.node_index, self.env_stack.last(), &self.globals, n.id.as_str());
                Ok(())
            }
            Expr::Tuple(t) => self.unpack(&t.elts, v),
            Expr::List(t) => self.unpack(&t.elts, v),
            Expr::Subscript(s) => {
                let obj = self.subscript_target(&s.value)?;
                let k = self.eval(&s.slice)?;
                self.setitem(&obj, &k, v)
            }
            Expr::Attribute(a) => {
                let obj = self.eval_fast(&a.value)?;
                self.store_attr(a, &obj, v)
            }
            _ => Err(raise("SyntaxError", "cannot assign to expression")),
        }
    }

    /// The object an item assignment writes into. `a.real[...] = v` and `a.imag[...] = v` write
    /// through a view in NumPy; cudalab's parts of a complex array are copies, so such a write
    /// is refused rather than silently lost.
    pub fn subscript_target(&mut self, value: &Expr) -> R<Value> {
        if let Expr::Attribute(at) = value {
            if matches!(at.attr.as_str(), "real" | "imag") {
                let base = self.eval(&at.value)?;
                if crate::host::modules::numpy::as_array(&base).is_some_and(|a| a.dtype().is_complex()) {
                    return Err(raise(
                        "NotImplementedError",
                        format!(
                            "writing through .{} of a complex array is not supported yet; assign complex values to the array itself (a[i] = complex(x, y))",
                            at.attr
                        ),
                    ));
                }
                return self.getattr(&base, at.attr.as_str());
            }
        }
        self.eval(value)
    }

    fn unpack(&mut self, targets: &[Expr], v: Value) -> R<()> {
        let items = match &v {
            Value::Tuple(_) | Value::List(_) | Value::Str(_) | Value::Range(_) | Value::Dict(_) | Value::Set(_) | Value::Iterator(_) | Value::Native(_) => {
                self.collect(&v)?
            }
            other => return Err(raise("TypeError", format!("cannot unpack non-iterable {} object", self.type_name(other)))),
        };
        let star = targets.iter().position(|t| matches!(t, Expr::Starred(_)));
        match star {
            None => {
                if items.len() != targets.len() {
                    return Err(if items.len() > targets.len() {
                        raise("ValueError", format!("too many values to unpack (expected {})", targets.len()))
                    } else {
                        raise("ValueError", format!("not enough values to unpack (expected {}, got {})", targets.len(), items.len()))
                    });
                }
                for (t, x) in targets.iter().zip(items) {
                    self.assign(t, x)?;
                }
            }
            Some(s) => {
                let after = targets.len() - s - 1;
                if items.len() < targets.len() - 1 {
                    return Err(raise("ValueError", format!("not enough values to unpack (expected at least {}, got {})", targets.len() - 1, items.len())));
                }
                let mut items = items;
                let tail = items.split_off(items.len() - after);
                let middle = items.split_off(s);
                for (t, x) in targets[..s].iter().zip(items) {
                    self.assign(t, x)?;
                }
                if let Expr::Starred(st) = &targets[s] {
                    self.assign(&st.value, Value::list(middle))?;
                }
                for (t, x) in targets[s + 1..].iter().zip(tail) {
                    self.assign(t, x)?;
                }
            }
        }
        Ok(())
    }

    pub fn eval_defaults(&mut self, params: &ast::Parameters) -> R<Defaults> {
        let mut defaults = Vec::new();
        for p in params.posonlyargs.iter().chain(params.args.iter()) {
            if let Some(d) = &p.default {
                defaults.push(self.eval(d)?);
            }
        }
        let mut kw = Vec::new();
        for p in params.kwonlyargs.iter() {
            if let Some(d) = &p.default {
                kw.push((Rc::from(p.parameter.name.as_str()), self.eval(d)?));
            }
        }
        Ok((defaults, kw))
    }

    pub fn type_of(&self, v: &Value) -> Value {
        match v {
            Value::Exception(e) => Value::Type(e.ty.clone()),
            Value::Native(_) if crate::host::classes::as_instance(v).is_some() => {
                crate::host::classes::as_instance(v).map_or(Value::None, |i| Value::Type(i.cls.clone()))
            }
            Value::Type(t) if t.class.is_some() => Value::Type(crate::host::classes::meta_of(t).unwrap_or_else(|| type_named("type"))),
            Value::Native(_) if crate::host::modules::datetime::class_of(v).is_some() => crate::host::modules::datetime::class_of(v).unwrap_or(Value::None),
            // A NumPy scalar's type is its scalar type (`np.float64`), usable as a dtype.
            Value::Native(_) if crate::host::modules::numpy::as_array(v).is_some_and(|a| a.scalar) => {
                let d = crate::host::modules::numpy::as_array(v).map(|a| a.dtype()).unwrap_or(crate::array::dtype::DType::F64);
                Value::Native(Rc::new(crate::host::modules::numpy::NpScalarType(d)))
            }
            other => Value::Type(type_named(&self.type_name(other))),
        }
    }
}

pub fn dict_insert(d: &mut Dict, hk: crate::host::value::HashKey, k: Value, v: Value) {
    dict_store(d, hk, || k, v);
}

/// `d[k] = v` with `k`'s key `hk`: an existing key keeps its key object (as in CPython) and only
/// a new one takes `k()`. One hash lookup either way.
#[inline]
fn dict_store(d: &mut Dict, hk: crate::host::value::HashKey, k: impl FnOnce() -> Value, v: Value) {
    use indexmap::map::Entry;
    let obj = matches!(hk, crate::host::value::HashKey::Obj { .. });
    match d.map.entry(hk) {
        Entry::Occupied(mut e) => e.get_mut().1 = v,
        Entry::Vacant(e) => {
            d.obj_keys |= obj;
            e.insert((k(), v));
        }
    }
}

fn parse_int_literal(text: &str) -> Int {
    let t = text.to_ascii_lowercase();
    let (digits, radix) = if let Some(r) = t.strip_prefix("0x") {
        (r.to_string(), 16)
    } else if let Some(r) = t.strip_prefix("0o") {
        (r.to_string(), 8)
    } else if let Some(r) = t.strip_prefix("0b") {
        (r.to_string(), 2)
    } else {
        (t, 10)
    };
    Int::parse(&digits, radix).unwrap_or(Int::Small(0))
}

pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut cur = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = if a[i - 1] == b[j - 1] { 0 } else { 1 };
            cur[j] = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The `n` characters of `s` from character `start` on, `step` apart (as `slice_of` chose them):
/// byte slicing for ASCII text, one pass without a per-character buffer otherwise, so slicing a
/// gigabyte string costs what the result costs.
fn str_slice(s: &str, ascii: bool, start: i64, step: i64, n: i64) -> String {
    if n <= 0 {
        return String::new();
    }
    if ascii {
        let b = s.as_bytes();
        if step == 1 {
            return s[start as usize..(start + n) as usize].to_string();
        }
        return (0..n).map(|i| b[(start + i * step) as usize] as char).collect();
    }
    if step > 0 {
        s.chars().skip(start as usize).step_by(step as usize).take(n as usize).collect()
    } else {
        let len = s.chars().count() as i64;
        s.chars().rev().skip((len - 1 - start) as usize).step_by((-step) as usize).take(n as usize).collect()
    }
}
