//! Generator functions: a `def` whose body holds `yield` returns a generator object when called,
//! and its body runs in steps, from one `yield` to the next.
//!
//! The evaluator keeps its state on the Rust stack, which cannot be suspended, so a generator's
//! body runs through a second, resumable walker. `GenFrame::levels` records where each statement
//! on the path to the suspended `yield` stands — the statement index in each block, the chosen
//! `if` branch, the `for` loop's iterator, the `try` stage and its pending outcome, the `with`
//! managers — and resuming walks that path back down. Only statements that contain a `yield`
//! (found once, at definition: `YieldSites`) take this path; every other statement runs through
//! `exec_stmt`, so the two walkers cannot disagree on anything else. A `yield` must be a statement
//! (`yield x`), the value of an assignment (`y = yield x`) or a `yield from`; inside a larger
//! expression it is refused by name (`eval` raises NotImplementedError).
//!
//! Owns the generator protocol: `next`, `send`, `throw`, `close`, `StopIteration.value` from
//! `return`, PEP 479 (a StopIteration escaping the body becomes RuntimeError) and `yield from`
//! delegation. Must not know about cells or output.

use crate::host::env::Env;
use crate::host::exceptions::{exc_with_args, type_named, ExcObj};
use crate::host::iter::IterState;
use crate::host::value::{Args, Function, FunctionBody, Shared, Value};
use crate::host::{raise, Ctrl, Interp, R};
use ruff_python_ast::visitor::{walk_expr, walk_stmt, Visitor};
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::Ranged;
use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

/// The statements of a generator function's body that contain a `yield` (at any depth, not
/// counting nested functions and lambdas), by address in the function's own `Rc`'d syntax tree.
pub struct YieldSites {
    stmts: HashSet<usize>,
}

impl YieldSites {
    fn contains(&self, s: &Stmt) -> bool {
        self.stmts.contains(&(s as *const Stmt as usize))
    }
}

/// The sites of a `def` body, or None when it holds no `yield` (an ordinary function).
pub fn yield_sites(body: &[Stmt]) -> Option<Rc<YieldSites>> {
    let mut stmts = HashSet::new();
    for s in body {
        mark(s, &mut stmts);
    }
    (!stmts.is_empty()).then(|| Rc::new(YieldSites { stmts }))
}

fn mark(s: &Stmt, set: &mut HashSet<usize>) {
    let mut finder = FindYield { found: false };
    finder.visit_stmt(s);
    if !finder.found {
        return;
    }
    set.insert(s as *const Stmt as usize);
    let mut blocks: Vec<&[Stmt]> = Vec::new();
    match s {
        Stmt::If(i) => {
            blocks.push(&i.body);
            blocks.extend(i.elif_else_clauses.iter().map(|c| c.body.as_slice()));
        }
        Stmt::For(f) => blocks.extend([f.body.as_slice(), f.orelse.as_slice()]),
        Stmt::While(w) => blocks.extend([w.body.as_slice(), w.orelse.as_slice()]),
        Stmt::Try(t) => {
            blocks.extend([t.body.as_slice(), t.orelse.as_slice(), t.finalbody.as_slice()]);
            blocks.extend(t.handlers.iter().map(|h| {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                h.body.as_slice()
            }));
        }
        Stmt::With(w) => blocks.push(&w.body),
        Stmt::Match(m) => blocks.extend(m.cases.iter().map(|c| c.body.as_slice())),
        _ => {}
    }
    for b in blocks {
        for s in b {
            mark(s, set);
        }
    }
}

struct FindYield {
    found: bool,
}

impl<'a> Visitor<'a> for FindYield {
    fn visit_stmt(&mut self, s: &'a Stmt) {
        match s {
            // Their own `yield`s make them generators, not the function around them.
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => {}
            _ => walk_stmt(self, s),
        }
    }
    fn visit_expr(&mut self, e: &'a Expr) {
        match e {
            Expr::Yield(_) | Expr::YieldFrom(_) => self.found = true,
            Expr::Lambda(_) => {}
            _ => walk_expr(self, e),
        }
    }
}

/// What the caller hands a suspended generator: a value for its `yield` (`next` sends None), or an
/// exception to raise there (`throw`, `close`).
pub enum Resume {
    Send(Value),
    Throw(Rc<ExcObj>),
}

/// How one step of a generator ended.
pub enum Step {
    Yielded(Value),
    /// The body finished; `return v` gives `v` (StopIteration's value), falling off the end None.
    Returned(Value),
}

/// A generator object's frame: the function, its scope and where its body is suspended.
pub struct GenFrame {
    pub func: Rc<Function>,
    env: Rc<Env>,
    sites: Rc<YieldSites>,
    levels: Vec<Level>,
    started: bool,
    finished: bool,
    input: Option<Resume>,
}

impl GenFrame {
    pub fn new(func: Rc<Function>, env: Rc<Env>, sites: Rc<YieldSites>) -> GenFrame {
        GenFrame { func, env, sites, levels: Vec::new(), started: false, finished: false, input: None }
    }
    /// Suspended at a `yield` (started and not finished): `close()` has something to do.
    pub fn is_suspended(&self) -> bool {
        self.started && !self.finished
    }
    /// Finished: its scope lets go of its locals, as CPython frees the generator's frame.
    fn finish(&mut self) {
        self.finished = true;
        self.levels.clear();
        self.input = None;
        self.env.clear();
    }
}

/// One statement on the path to the suspended `yield`.
enum Level {
    /// The index of the statement being run in a block.
    Block(usize),
    /// The branch of an `if` being run: 0 the body, k the k-th `elif`/`else` clause.
    If(usize),
    For {
        it: IterState,
        in_else: bool,
    },
    While {
        in_else: bool,
    },
    Try(TryStage),
    With(Vec<Value>),
    /// Suspended at a plain `yield`.
    Yield,
    /// Suspended inside a `yield from`, which forwards `send`/`throw` to what it delegates to.
    YieldFrom(Delegate),
}

enum TryStage {
    Body,
    Handler(usize, Rc<ExcObj>),
    Else,
    /// Running `finally`, with what happens after it (None: carry on after the `try`).
    Finally(Option<Ctrl>),
}

enum Delegate {
    Generator(Shared<IterState>),
    Iter(IterState),
}

enum Flow {
    Done,
    Yield(Value),
}

/// Where a `yield` expression stands: suspending with a value, or resumed with the sent value.
enum At {
    Suspend(Value),
    Resumed(Value),
}

fn is_yield(e: &Expr) -> bool {
    matches!(e, Expr::Yield(_) | Expr::YieldFrom(_))
}

fn internal(what: &str) -> Ctrl {
    raise("SystemError", format!("cudalab's generator lost its place ({what})"))
}

pub fn stop_iteration(v: Value) -> Ctrl {
    let args = if v.is_none() { vec![] } else { vec![v] };
    Ctrl::Raise(exc_with_args(type_named("StopIteration"), args))
}

impl Interp {
    /// Call a generator function: bind the arguments now (their errors are the call's), run nothing.
    pub fn make_generator(&mut self, func: &Rc<Function>, env: Rc<Env>, sites: Rc<YieldSites>) -> Value {
        Value::Iterator(Rc::new(RefCell::new(IterState::GenFn(Box::new(GenFrame::new(func.clone(), env, sites))))))
    }

    /// Run a generator shared by reference one step, refusing re-entry ("already executing").
    pub fn gen_resume_shared(&mut self, cell: &Shared<IterState>, input: Resume) -> R<Step> {
        let mut state = {
            let mut c = cell.borrow_mut();
            let placeholder = match &*c {
                IterState::GenFn(g) => IterState::Running(g.func.qualname.clone()),
                IterState::Running(_) => return Err(raise("ValueError", "generator already executing")),
                _ => return Err(raise("TypeError", "expected a generator")),
            };
            std::mem::replace(&mut *c, placeholder)
        };
        let r = match &mut state {
            IterState::GenFn(g) => self.gen_resume(g, input),
            _ => Err(internal("state")),
        };
        *cell.borrow_mut() = state;
        r
    }

    /// Run a generator from where it stands to its next `yield` or its end.
    pub fn gen_resume(&mut self, g: &mut GenFrame, input: Resume) -> R<Step> {
        if g.finished {
            return match input {
                Resume::Send(_) => Ok(Step::Returned(Value::None)),
                Resume::Throw(e) => Err(Ctrl::Raise(e)),
            };
        }
        if !g.started {
            match input {
                Resume::Send(v) if !v.is_none() => return Err(raise("TypeError", "can't send non-None value to a just-started generator")),
                Resume::Send(_) => {}
                // Thrown before the first line: nothing in the body can catch it.
                Resume::Throw(e) => {
                    g.finish();
                    return Err(Ctrl::Raise(e));
                }
            }
            g.started = true;
        } else {
            g.input = Some(input);
        }
        let FunctionBody::Def(def) = &g.func.body else { return Err(internal("a lambda body")) };
        let def = def.clone();
        if let Err(e) = self.enter_call(g.func.qualname.clone(), g.func.source.clone()) {
            g.finish();
            return Err(e);
        }
        self.push_env(g.env.clone());
        let handling = self.handling.len();
        let r = self.gen_block(g, &def.body, 0);
        self.handling.truncate(handling);
        self.pop_env();
        self.leave_call();
        match r {
            Ok(Flow::Yield(v)) => Ok(Step::Yielded(v)),
            Ok(Flow::Done) => {
                g.finish();
                Ok(Step::Returned(Value::None))
            }
            Err(Ctrl::Return(v)) => {
                g.finish();
                Ok(Step::Returned(v))
            }
            Err(Ctrl::Raise(e)) => {
                g.finish();
                if e.ty.is_subclass_of(&type_named("StopIteration")) {
                    // PEP 479: a StopIteration leaking out of the body would end the caller's loop.
                    let re = exc_with_args(type_named("RuntimeError"), vec![Value::str("generator raised StopIteration")]);
                    *re.traceback.borrow_mut() = e.traceback.borrow().clone();
                    return Err(Ctrl::Raise(re));
                }
                Err(Ctrl::Raise(e))
            }
            Err(Ctrl::Break | Ctrl::Continue) => {
                g.finish();
                Err(raise("SyntaxError", "'break' outside loop"))
            }
        }
    }

    /// `send`, `throw` and `close` of a generator object.
    pub fn generator_method(&mut self, cell: &Shared<IterState>, name: &str, args: Args) -> R<Value> {
        match name {
            "send" => {
                if args.pos.len() != 1 || !args.kw.is_empty() {
                    return Err(raise("TypeError", format!("generator.send() takes exactly one argument ({} given)", args.pos.len())));
                }
                let v = args.pos.into_iter().next().unwrap_or(Value::None);
                match self.gen_resume_shared(cell, Resume::Send(v))? {
                    Step::Yielded(v) => Ok(v),
                    Step::Returned(v) => Err(stop_iteration(v)),
                }
            }
            "throw" => {
                let e = self.thrown_exception(args)?;
                match self.gen_resume_shared(cell, Resume::Throw(e))? {
                    Step::Yielded(v) => Ok(v),
                    Step::Returned(v) => Err(stop_iteration(v)),
                }
            }
            "close" => {
                if !args.pos.is_empty() {
                    return Err(raise("TypeError", format!("generator.close() takes no arguments ({} given)", args.pos.len())));
                }
                self.gen_close(cell)?;
                Ok(Value::None)
            }
            _ => Err(raise("AttributeError", format!("'generator' object has no attribute '{name}'"))),
        }
    }

    /// `throw(exc)`, `throw(type)`, `throw(type, value)`: the exception to raise at the `yield`.
    pub fn thrown_exception(&mut self, args: Args) -> R<Rc<ExcObj>> {
        let Some(first) = args.pos.first().cloned() else {
            return Err(raise("TypeError", "throw expected at least 1 argument, got 0"));
        };
        match (first, args.pos.get(1)) {
            (Value::Type(t), Some(v)) if t.kind == crate::host::value::TypeKind::Exception && !v.is_none() => Ok(match v {
                Value::Exception(e) => e.clone(),
                Value::Tuple(items) => exc_with_args(t, items.to_vec()),
                v => exc_with_args(t, vec![v.clone()]),
            }),
            (Value::Exception(e), Some(v)) if !v.is_none() => {
                let _ = e;
                Err(raise("TypeError", "instance exception may not have a separate value"))
            }
            (v, _) => self.to_exception(v),
        }
    }

    /// `close()`: raise GeneratorExit at the suspended `yield`; the generator must not yield again.
    pub fn gen_close(&mut self, cell: &Shared<IterState>) -> R<()> {
        let suspended = match &*cell.borrow() {
            IterState::GenFn(g) => g.is_suspended(),
            IterState::Running(_) => return Err(raise("ValueError", "generator already executing")),
            _ => false,
        };
        if !suspended {
            if let IterState::GenFn(g) = &mut *cell.borrow_mut() {
                g.finish();
            }
            return Ok(());
        }
        let exit = exc_with_args(type_named("GeneratorExit"), vec![]);
        match self.gen_resume_shared(cell, Resume::Throw(exit)) {
            Ok(Step::Yielded(_)) => {
                if let IterState::GenFn(g) = &mut *cell.borrow_mut() {
                    g.finish();
                }
                Err(raise("RuntimeError", "generator ignored GeneratorExit"))
            }
            Ok(Step::Returned(_)) => Ok(()),
            Err(Ctrl::Raise(e)) if e.is("GeneratorExit") || e.is("StopIteration") => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// A `for` loop that stops early drops its iterator; a generator nobody else holds is closed
    /// then, so its `finally` blocks run where CPython's reference counting would run them.
    pub fn close_if_unreferenced(&mut self, it: &IterState) -> R<()> {
        let IterState::Shared(cell) = it else { return Ok(()) };
        let live = Rc::strong_count(cell) == 1 && matches!(&*cell.borrow(), IterState::GenFn(g) if g.is_suspended());
        if live {
            self.gen_close(cell)?;
        }
        Ok(())
    }

    fn gen_block(&mut self, g: &mut GenFrame, stmts: &[Stmt], depth: usize) -> R<Flow> {
        let start = if g.levels.len() > depth {
            match g.levels[depth] {
                Level::Block(i) => i,
                _ => return Err(internal("block")),
            }
        } else {
            g.levels.push(Level::Block(0));
            0
        };
        let sites = g.sites.clone();
        for (i, s) in stmts.iter().enumerate().skip(start) {
            g.levels[depth] = Level::Block(i);
            let r = if sites.contains(s) { self.gen_stmt(g, s, depth + 1) } else { self.exec_stmt(s).map(|()| Flow::Done) };
            match r {
                Ok(Flow::Done) => {}
                Ok(y) => return Ok(y),
                Err(c) => {
                    if let Ctrl::Raise(e) = &c {
                        self.note_traceback(e, s.range().start().to_u32());
                    }
                    g.levels.truncate(depth);
                    return Err(c);
                }
            }
        }
        g.levels.truncate(depth);
        Ok(Flow::Done)
    }

    /// A statement that contains a `yield`; `depth` is its own level in `g.levels`.
    fn gen_stmt(&mut self, g: &mut GenFrame, s: &Stmt, depth: usize) -> R<Flow> {
        match s {
            Stmt::Expr(e) if is_yield(&e.value) => match self.gen_yield(g, &e.value, depth)? {
                At::Suspend(v) => Ok(Flow::Yield(v)),
                At::Resumed(_) => Ok(Flow::Done),
            },
            Stmt::Assign(a) if is_yield(&a.value) => match self.gen_yield(g, &a.value, depth)? {
                At::Suspend(v) => Ok(Flow::Yield(v)),
                At::Resumed(v) => {
                    for t in &a.targets {
                        self.assign(t, v.clone())?;
                    }
                    Ok(Flow::Done)
                }
            },
            Stmt::AnnAssign(a) if a.value.as_deref().is_some_and(is_yield) => {
                let Some(value) = &a.value else { return Err(internal("annotated assignment")) };
                match self.gen_yield(g, value, depth)? {
                    At::Suspend(v) => Ok(Flow::Yield(v)),
                    At::Resumed(v) => {
                        self.assign(&a.target, v)?;
                        Ok(Flow::Done)
                    }
                }
            }
            Stmt::If(i) => self.gen_if(g, i, depth),
            Stmt::For(f) => self.gen_for(g, f, depth),
            Stmt::While(w) => self.gen_while(g, w, depth),
            Stmt::Try(t) => self.gen_try(g, t, depth),
            Stmt::With(w) => self.gen_with(g, w, depth),
            Stmt::Match(m) => self.gen_match(g, m, depth),
            // A `yield` anywhere else sits inside an expression: `eval` refuses it by name.
            _ => self.exec_stmt(s).map(|()| Flow::Done),
        }
    }

    fn gen_yield(&mut self, g: &mut GenFrame, e: &Expr, depth: usize) -> R<At> {
        let resuming = g.levels.len() > depth;
        match e {
            Expr::Yield(y) => {
                if resuming {
                    g.levels.truncate(depth);
                    return match g.input.take() {
                        Some(Resume::Send(v)) => Ok(At::Resumed(v)),
                        Some(Resume::Throw(x)) => Err(Ctrl::Raise(x)),
                        None => Ok(At::Resumed(Value::None)),
                    };
                }
                let v = match &y.value {
                    Some(v) => self.eval(v)?,
                    None => Value::None,
                };
                g.levels.push(Level::Yield);
                Ok(At::Suspend(v))
            }
            Expr::YieldFrom(y) => {
                let input = if resuming {
                    g.input.take().unwrap_or(Resume::Send(Value::None))
                } else {
                    let v = self.eval(&y.value)?;
                    let d = match &v {
                        Value::Iterator(cell) if matches!(&*cell.borrow(), IterState::GenFn(_) | IterState::Running(_)) => Delegate::Generator(cell.clone()),
                        _ => Delegate::Iter(self.iter(&v)?),
                    };
                    g.levels.push(Level::YieldFrom(d));
                    Resume::Send(Value::None)
                };
                let Some(Level::YieldFrom(d)) = g.levels.get_mut(depth) else { return Err(internal("yield from")) };
                let step = match d {
                    Delegate::Generator(cell) => {
                        let cell = cell.clone();
                        self.gen_resume_shared(&cell, input)
                    }
                    Delegate::Iter(it) => match input {
                        Resume::Send(v) if v.is_none() => match self.next(it) {
                            Ok(Some(x)) => Ok(Step::Yielded(x)),
                            Ok(None) => Ok(Step::Returned(Value::None)),
                            Err(e) => Err(e),
                        },
                        Resume::Send(_) => Err(raise("AttributeError", format!("'{}' object has no attribute 'send'", it.kind_name()))),
                        // An iterator without `throw` lets the exception surface in the delegator.
                        Resume::Throw(e) => Err(Ctrl::Raise(e)),
                    },
                };
                match step {
                    Ok(Step::Yielded(x)) => Ok(At::Suspend(x)),
                    Ok(Step::Returned(r)) => {
                        g.levels.truncate(depth);
                        Ok(At::Resumed(r))
                    }
                    Err(c) => {
                        g.levels.truncate(depth);
                        Err(c)
                    }
                }
            }
            _ => Err(internal("not a yield")),
        }
    }

    /// Run `body` as the block one level below `depth`; a finished or failed block ends the
    /// statement at `depth` too.
    fn gen_sub(&mut self, g: &mut GenFrame, body: &[Stmt], depth: usize) -> R<Flow> {
        let r = self.gen_block(g, body, depth + 1);
        if !matches!(r, Ok(Flow::Yield(_))) {
            g.levels.truncate(depth);
        }
        r
    }

    /// One pass of a `for`/`while` body one level below `depth`: `Some` ends the loop statement
    /// (a `yield` suspends it, `break` finishes it), None goes round again. An error ends it too.
    fn gen_loop_pass(&mut self, g: &mut GenFrame, body: &[Stmt], depth: usize) -> R<Option<Flow>> {
        match self.gen_block(g, body, depth + 1) {
            Ok(Flow::Yield(v)) => Ok(Some(Flow::Yield(v))),
            Ok(Flow::Done) | Err(Ctrl::Continue) => Ok(None),
            Err(Ctrl::Break) => {
                g.levels.truncate(depth);
                Ok(Some(Flow::Done))
            }
            Err(c) => {
                g.levels.truncate(depth);
                Err(c)
            }
        }
    }

    fn gen_if(&mut self, g: &mut GenFrame, i: &ast::StmtIf, depth: usize) -> R<Flow> {
        let branch = if g.levels.len() > depth {
            match g.levels[depth] {
                Level::If(b) => b,
                _ => return Err(internal("if")),
            }
        } else {
            let mut chosen = None;
            let t = self.eval(&i.test)?;
            if self.truthy(&t)? {
                chosen = Some(0);
            } else {
                for (k, clause) in i.elif_else_clauses.iter().enumerate() {
                    let take = match &clause.test {
                        Some(test) => {
                            let t = self.eval(test)?;
                            self.truthy(&t)?
                        }
                        None => true,
                    };
                    if take {
                        chosen = Some(k + 1);
                        break;
                    }
                }
            }
            let Some(b) = chosen else { return Ok(Flow::Done) };
            g.levels.push(Level::If(b));
            b
        };
        let body = match branch {
            0 => &i.body,
            k => match i.elif_else_clauses.get(k - 1) {
                Some(c) => &c.body,
                None => return Err(internal("elif")),
            },
        };
        self.gen_sub(g, body, depth)
    }

    /// A `match` whose cases hold a `yield`: the case chosen (as `exec_match` chooses it) is
    /// kept as the level, as `if` keeps its branch.
    fn gen_match(&mut self, g: &mut GenFrame, m: &ast::StmtMatch, depth: usize) -> R<Flow> {
        let case = if g.levels.len() > depth {
            match g.levels[depth] {
                Level::If(k) => k,
                _ => return Err(internal("match")),
            }
        } else {
            let subject = self.eval(&m.subject)?;
            let Some(k) = self.select_case(m, &subject)? else { return Ok(Flow::Done) };
            g.levels.push(Level::If(k));
            k
        };
        match m.cases.get(case) {
            Some(c) => self.gen_sub(g, &c.body, depth),
            None => Err(internal("case")),
        }
    }

    fn gen_for(&mut self, g: &mut GenFrame, f: &ast::StmtFor, depth: usize) -> R<Flow> {
        if g.levels.len() <= depth {
            let iterable = self.eval(&f.iter)?;
            let it = self.iter(&iterable)?;
            g.levels.push(Level::For { it, in_else: false });
        }
        loop {
            let in_body = g.levels.len() > depth + 1;
            let Some(Level::For { it, in_else }) = g.levels.get_mut(depth) else { return Err(internal("for")) };
            if *in_else {
                return self.gen_sub(g, &f.orelse, depth);
            }
            if !in_body {
                let next = match self.check_interrupt() {
                    Ok(()) => self.next(it),
                    Err(e) => Err(e),
                };
                match next {
                    Ok(Some(v)) => {
                        if let Err(e) = self.assign(&f.target, v) {
                            g.levels.truncate(depth);
                            return Err(e);
                        }
                    }
                    Ok(None) => {
                        *in_else = true;
                        continue;
                    }
                    Err(e) => {
                        g.levels.truncate(depth);
                        return Err(e);
                    }
                }
            }
            if let Some(flow) = self.gen_loop_pass(g, &f.body, depth)? {
                return Ok(flow);
            }
        }
    }

    fn gen_while(&mut self, g: &mut GenFrame, w: &ast::StmtWhile, depth: usize) -> R<Flow> {
        if g.levels.len() <= depth {
            g.levels.push(Level::While { in_else: false });
        }
        loop {
            let Some(&Level::While { in_else }) = g.levels.get(depth) else { return Err(internal("while")) };
            if in_else {
                return self.gen_sub(g, &w.orelse, depth);
            }
            if g.levels.len() <= depth + 1 {
                let go = self.check_interrupt().and_then(|()| self.eval(&w.test)).and_then(|t| self.truthy(&t));
                match go {
                    Ok(true) => {}
                    Ok(false) => {
                        g.levels[depth] = Level::While { in_else: true };
                        continue;
                    }
                    Err(e) => {
                        g.levels.truncate(depth);
                        return Err(e);
                    }
                }
            }
            if let Some(flow) = self.gen_loop_pass(g, &w.body, depth)? {
                return Ok(flow);
            }
        }
    }

    fn gen_try(&mut self, g: &mut GenFrame, t: &ast::StmtTry, depth: usize) -> R<Flow> {
        if g.levels.len() <= depth {
            g.levels.push(Level::Try(TryStage::Body));
        }
        loop {
            let stage = match g.levels.get(depth) {
                Some(Level::Try(TryStage::Body)) => 0,
                Some(Level::Try(TryStage::Handler(..))) => 1,
                Some(Level::Try(TryStage::Else)) => 2,
                Some(Level::Try(TryStage::Finally(_))) => 3,
                _ => return Err(internal("try")),
            };
            let next = match stage {
                0 => match self.gen_block(g, &t.body, depth + 1) {
                    Ok(Flow::Yield(v)) => return Ok(Flow::Yield(v)),
                    Ok(Flow::Done) if t.orelse.is_empty() => TryStage::Finally(None),
                    Ok(Flow::Done) => TryStage::Else,
                    Err(Ctrl::Raise(e)) => self.gen_find_handler(t, e),
                    Err(other) => TryStage::Finally(Some(other)),
                },
                1 => {
                    let Some(Level::Try(TryStage::Handler(k, e))) = g.levels.get(depth) else { return Err(internal("except")) };
                    let (k, e) = (*k, e.clone());
                    let ast::ExceptHandler::ExceptHandler(h) = &t.handlers[k];
                    self.handling.push(e);
                    let r = self.gen_block(g, &h.body, depth + 1);
                    self.handling.pop();
                    if let Ok(Flow::Yield(v)) = r {
                        return Ok(Flow::Yield(v));
                    }
                    if let Some(name) = &h.name {
                        self.current_env().delete(name.as_str());
                    }
                    TryStage::Finally(r.err())
                }
                2 => match self.gen_block(g, &t.orelse, depth + 1) {
                    Ok(Flow::Yield(v)) => return Ok(Flow::Yield(v)),
                    Ok(Flow::Done) => TryStage::Finally(None),
                    Err(c) => TryStage::Finally(Some(c)),
                },
                _ => {
                    let r = if t.finalbody.is_empty() { Ok(Flow::Done) } else { self.gen_block(g, &t.finalbody, depth + 1) };
                    if let Ok(Flow::Yield(v)) = r {
                        return Ok(Flow::Yield(v));
                    }
                    let pending = match g.levels.get_mut(depth) {
                        Some(Level::Try(TryStage::Finally(p))) => p.take(),
                        _ => None,
                    };
                    g.levels.truncate(depth);
                    return match (r, pending) {
                        (Err(c), _) => Err(c),
                        (Ok(_), Some(c)) => Err(c),
                        (Ok(_), None) => Ok(Flow::Done),
                    };
                }
            };
            g.levels[depth] = Level::Try(next);
        }
    }

    /// The `except` clause that takes `e` (its name bound), or `finally` with `e` still raised.
    fn gen_find_handler(&mut self, t: &ast::StmtTry, e: Rc<ExcObj>) -> TryStage {
        for (k, h) in t.handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            let matches = match &h.type_ {
                None => Ok(true),
                Some(spec) => self.eval(spec).and_then(|spec| self.exception_matches(&e, &spec)),
            };
            match matches {
                Ok(true) => {
                    if let Some(name) = &h.name {
                        self.current_env().set(Rc::from(name.as_str()), Value::Exception(e.clone()));
                    }
                    return TryStage::Handler(k, e);
                }
                Ok(false) => {}
                Err(c) => return TryStage::Finally(Some(c)),
            }
        }
        TryStage::Finally(Some(Ctrl::Raise(e)))
    }

    fn gen_with(&mut self, g: &mut GenFrame, w: &ast::StmtWith, depth: usize) -> R<Flow> {
        if g.levels.len() <= depth {
            let mut managers = Vec::new();
            for item in &w.items {
                match self.enter_with_item(item) {
                    Ok(m) => managers.push(m),
                    Err(e) => return self.exit_managers(&managers, Err(e)).map(|()| Flow::Done),
                }
            }
            g.levels.push(Level::With(managers));
        }
        let r = self.gen_block(g, &w.body, depth + 1);
        if let Ok(Flow::Yield(v)) = r {
            return Ok(Flow::Yield(v));
        }
        let managers = match g.levels.get_mut(depth) {
            Some(Level::With(m)) => std::mem::take(m),
            _ => return Err(internal("with")),
        };
        g.levels.truncate(depth);
        self.exit_managers(&managers, r.map(|_| ())).map(|()| Flow::Done)
    }
}
