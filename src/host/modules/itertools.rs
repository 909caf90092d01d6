//! The `itertools` module: CPython 3.12's iterator building blocks, lazy like CPython's (each is
//! an `IterState::Native` state machine over inner `IterState`s), with its reprs (`count(5)`,
//! `repeat(1, 3)`) and argument errors. The combinatoric iterators (product, permutations…) take
//! their pools eagerly, as CPython does, and walk indices in CPython's order. `groupby` groups and
//! `tee` copies share their source through one `Rc<RefCell<_>>`, so advancing one is seen by the
//! others exactly as in CPython. Must not evaluate syntax: user code runs only via `Interp::call`.

use super::{add_fn, new_module};
use crate::host::iter::{IterState, NativeIter};
use crate::host::native::NativeObject;
use crate::host::ops::is_same;
use crate::host::repr::repr;
use crate::host::value::{Args, Builtin, Module, Value};
use crate::host::{raise, Interp, R};
use ruff_python_ast::Operator;
use std::any::Any;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = new_module("itertools", "Functional tools for creating and using iterators.");
    add_fn(&m, "count", count, "count(start=0, step=1)", "Return a count object whose .__next__() method returns consecutive values.");
    add_fn(&m, "cycle", cycle, "cycle(iterable, /)", "Return elements from the iterable until it is exhausted. Then repeat the sequence indefinitely.");
    add_fn(
        &m,
        "repeat",
        repeat,
        "repeat(object [,times])",
        "repeat(object [,times]) -> create an iterator which returns the object for the specified number of times.",
    );
    add_fn(
        &m,
        "accumulate",
        accumulate,
        "accumulate(iterable, func=None, *, initial=None)",
        "Return series of accumulated sums (or other binary function results).",
    );
    add_fn(&m, "batched", batched, "batched(iterable, n)", "Batch data into tuples of length n. The last batch may be shorter.");
    m.attrs.borrow_mut().insert(Rc::from("chain"), Value::Native(Rc::new(ChainType)));
    add_fn(&m, "compress", compress, "compress(data, selectors)", "Return data elements corresponding to true selector elements.");
    add_fn(&m, "dropwhile", dropwhile, "dropwhile(predicate, iterable, /)", "Drop items from the iterable while predicate(item) is true.");
    add_fn(&m, "filterfalse", filterfalse, "filterfalse(function, iterable, /)", "Return those items of iterable for which function(item) is false.");
    add_fn(&m, "groupby", groupby, "groupby(iterable, key=None)", "make an iterator that returns consecutive keys and groups from the iterable");
    add_fn(
        &m,
        "islice",
        islice,
        "islice(iterable, stop) / islice(iterable, start, stop[, step])",
        "Return an iterator whose next() method returns selected values from an iterable.",
    );
    add_fn(&m, "pairwise", pairwise, "pairwise(iterable, /)", "Return an iterator of overlapping pairs taken from the input iterator.");
    add_fn(
        &m,
        "starmap",
        starmap,
        "starmap(function, iterable, /)",
        "Return an iterator whose values are returned from the function evaluated with an argument tuple taken from the given sequence.",
    );
    add_fn(
        &m,
        "takewhile",
        takewhile,
        "takewhile(predicate, iterable, /)",
        "Return successive entries from an iterable as long as the predicate evaluates to true for each entry.",
    );
    add_fn(&m, "tee", tee, "tee(iterable, n=2, /)", "Returns a tuple of n independent iterators.");
    add_fn(&m, "zip_longest", zip_longest, "zip_longest(*iterables, fillvalue=None)", "Return a zip_longest object.");
    add_fn(&m, "product", product, "product(*iterables, repeat=1)", "Cartesian product of input iterables.  Equivalent to nested for-loops.");
    add_fn(&m, "permutations", permutations, "permutations(iterable, r=None)", "Return successive r-length permutations of elements in the iterable.");
    add_fn(&m, "combinations", combinations, "combinations(iterable, r)", "Return successive r-length combinations of elements in the iterable.");
    add_fn(
        &m,
        "combinations_with_replacement",
        combinations_with_replacement,
        "combinations_with_replacement(iterable, r)",
        "Return successive r-length combinations of elements in the iterable allowing individual elements to have successive repeats.",
    );
    m
}

fn iter_value(n: impl NativeIter + 'static) -> Value {
    Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(n)))))
}

/// Positional-only arguments, exactly `n` of them: "cycle expected 1 argument, got 0".
fn exact(name: &str, args: &Args, n: usize) -> R<()> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{name}() takes no keyword arguments")));
    }
    if args.pos.len() != n {
        return Err(raise("TypeError", format!("{name} expected {n} argument{}, got {}", if n == 1 { "" } else { "s" }, args.pos.len())));
    }
    Ok(())
}

/// Bind positional-or-keyword parameters `names` (the first `required` must be given), as
/// CPython's argument clinic does, with its messages.
fn bind(name: &str, mut args: Args, names: &[&str], required: usize) -> R<Vec<Option<Value>>> {
    if args.pos.len() > names.len() {
        return Err(raise(
            "TypeError",
            format!("{name}() takes at most {} argument{} ({} given)", names.len(), if names.len() == 1 { "" } else { "s" }, args.pos.len()),
        ));
    }
    let mut out: Vec<Option<Value>> = args.pos.drain(..).map(Some).collect();
    out.resize(names.len(), None);
    for (k, v) in args.kw {
        match names.iter().position(|n| **n == *k) {
            Some(i) if out[i].is_some() => return Err(raise("TypeError", format!("argument for {name}() given by name ('{k}') and position ({})", i + 1))),
            Some(i) => out[i] = Some(v),
            None => return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'"))),
        }
    }
    for (i, n) in names.iter().enumerate().take(required) {
        if out[i].is_none() {
            return Err(raise("TypeError", format!("{name}() missing required argument '{n}' (pos {})", i + 1)));
        }
    }
    Ok(out)
}

fn is_number(v: &Value) -> bool {
    matches!(v, Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::Complex(..) | Value::Native(_))
}

// ---- infinite iterators -------------------------------------------------------------------

struct Count {
    cur: Value,
    step: Value,
}

impl NativeIter for Count {
    fn type_name(&self) -> &'static str {
        "itertools.count"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        let next = interp.binop(Operator::Add, &self.cur, &self.step)?;
        Ok(Some(std::mem::replace(&mut self.cur, next)))
    }
    fn repr(&self) -> Option<String> {
        let unit = matches!(&self.step, Value::Int(i) if i.as_i64() == Some(1)) || matches!(self.step, Value::Bool(true));
        Some(if unit { format!("count({})", repr(&self.cur)) } else { format!("count({}, {})", repr(&self.cur), repr(&self.step)) })
    }
}

fn count(_: &mut Interp, args: Args) -> R<Value> {
    let p = bind("count", args, &["start", "step"], 0)?;
    let mut p = p.into_iter();
    let start = p.next().flatten().unwrap_or(Value::int(0));
    let step = p.next().flatten().unwrap_or(Value::int(1));
    if !is_number(&start) || !is_number(&step) {
        return Err(raise("TypeError", "a number is required"));
    }
    let start = if let Value::Bool(b) = start { Value::int(b as i64) } else { start };
    Ok(iter_value(Count { cur: start, step }))
}

struct Cycle {
    it: IterState,
    saved: Vec<Value>,
    pos: usize,
    first_pass: bool,
}

impl NativeIter for Cycle {
    fn type_name(&self) -> &'static str {
        "itertools.cycle"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.first_pass {
            if let Some(v) = interp.next(&mut self.it)? {
                self.saved.push(v.clone());
                return Ok(Some(v));
            }
            self.first_pass = false;
            self.it = IterState::Done;
        }
        if self.saved.is_empty() {
            return Ok(None);
        }
        let v = self.saved[self.pos].clone();
        self.pos = (self.pos + 1) % self.saved.len();
        Ok(Some(v))
    }
}

fn cycle(interp: &mut Interp, args: Args) -> R<Value> {
    exact("cycle", &args, 1)?;
    let it = interp.iter(&args.pos[0])?;
    Ok(iter_value(Cycle { it, saved: Vec::new(), pos: 0, first_pass: true }))
}

struct Repeat {
    obj: Value,
    left: Option<i64>,
}

impl NativeIter for Repeat {
    fn type_name(&self) -> &'static str {
        "itertools.repeat"
    }
    fn next(&mut self, _: &mut Interp) -> R<Option<Value>> {
        match &mut self.left {
            Some(0) => Ok(None),
            Some(n) => {
                *n -= 1;
                Ok(Some(self.obj.clone()))
            }
            None => Ok(Some(self.obj.clone())),
        }
    }
    fn repr(&self) -> Option<String> {
        Some(match self.left {
            Some(n) => format!("repeat({}, {n})", repr(&self.obj)),
            None => format!("repeat({})", repr(&self.obj)),
        })
    }
}

fn repeat(interp: &mut Interp, args: Args) -> R<Value> {
    let p = bind("repeat", args, &["object", "times"], 1)?;
    let mut p = p.into_iter();
    let obj = p.next().flatten().unwrap_or(Value::None);
    let left = match p.next().flatten() {
        Some(t) => Some(interp.to_index(&t)?.max(0)),
        None => None,
    };
    Ok(iter_value(Repeat { obj, left }))
}

// ---- iterators over one or more inputs ----------------------------------------------------

struct Accumulate {
    it: IterState,
    func: Option<Value>,
    total: Option<Value>,
    initial: Option<Value>,
}

impl NativeIter for Accumulate {
    fn type_name(&self) -> &'static str {
        "itertools.accumulate"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if let Some(init) = self.initial.take() {
            self.total = Some(init.clone());
            return Ok(Some(init));
        }
        let Some(v) = interp.next(&mut self.it)? else { return Ok(None) };
        let total = match (self.total.take(), &self.func) {
            (None, _) => v,
            (Some(t), None) => interp.binop(Operator::Add, &t, &v)?,
            (Some(t), Some(f)) => interp.call(f, Args::new(vec![t, v]))?,
        };
        self.total = Some(total.clone());
        Ok(Some(total))
    }
}

fn accumulate(interp: &mut Interp, mut args: Args) -> R<Value> {
    let initial = args.take_kw("initial").filter(|v| !v.is_none());
    let p = bind("accumulate", args, &["iterable", "func"], 1)?;
    let mut p = p.into_iter();
    let it = interp.iter(&p.next().flatten().unwrap_or(Value::None))?;
    let func = p.next().flatten().filter(|f| !f.is_none());
    Ok(iter_value(Accumulate { it, func, total: None, initial }))
}

struct Batched {
    it: IterState,
    n: usize,
}

impl NativeIter for Batched {
    fn type_name(&self) -> &'static str {
        "itertools.batched"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        let mut out = Vec::with_capacity(self.n.min(1024));
        while out.len() < self.n {
            match interp.next(&mut self.it)? {
                Some(v) => out.push(v),
                None => {
                    self.it = IterState::Done;
                    break;
                }
            }
        }
        Ok((!out.is_empty()).then(|| Value::tuple(out)))
    }
}

fn batched(interp: &mut Interp, args: Args) -> R<Value> {
    let p = bind("batched", args, &["iterable", "n"], 2)?;
    let mut p = p.into_iter();
    let src = p.next().flatten().unwrap_or(Value::None);
    let n = interp.to_index(&p.next().flatten().unwrap_or(Value::None))?;
    if n < 1 {
        return Err(raise("ValueError", "n must be at least one"));
    }
    let it = interp.iter(&src)?;
    Ok(iter_value(Batched { it, n: n as usize }))
}

/// `itertools.chain`: a callable type with the `from_iterable` alternate constructor.
struct ChainType;

impl NativeObject for ChainType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        "<class 'itertools.chain'>".into()
    }
    fn call(&self, _: &mut Interp, args: Args) -> R<Value> {
        if !args.kw.is_empty() {
            return Err(raise("TypeError", "chain() takes no keyword arguments"));
        }
        Ok(iter_value(Chain { sources: IterState::items(args.pos), cur: None }))
    }
    fn getattr(&self, _: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "from_iterable" => Some(Value::Builtin(Rc::new(Builtin {
                name: "from_iterable",
                module: "itertools",
                func: chain_from_iterable,
                signature: "from_iterable(iterable, /)",
                doc: "Alternative chain() constructor taking a single iterable argument that evaluates lazily.",
            }))),
            "__name__" | "__qualname__" => Some(Value::str("chain")),
            "__module__" => Some(Value::str("itertools")),
            _ => None,
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn chain_from_iterable(interp: &mut Interp, args: Args) -> R<Value> {
    exact("from_iterable", &args, 1)?;
    let sources = interp.iter(&args.pos[0])?;
    Ok(iter_value(Chain { sources, cur: None }))
}

struct Chain {
    sources: IterState,
    cur: Option<IterState>,
}

impl NativeIter for Chain {
    fn type_name(&self) -> &'static str {
        "itertools.chain"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        loop {
            if let Some(cur) = &mut self.cur {
                if let Some(v) = interp.next(cur)? {
                    return Ok(Some(v));
                }
                self.cur = None;
            }
            let Some(src) = interp.next(&mut self.sources)? else {
                self.sources = IterState::Done;
                return Ok(None);
            };
            self.cur = Some(interp.iter(&src)?);
        }
    }
}

struct Compress {
    data: IterState,
    selectors: IterState,
}

impl NativeIter for Compress {
    fn type_name(&self) -> &'static str {
        "itertools.compress"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        loop {
            let Some(d) = interp.next(&mut self.data)? else { return Ok(None) };
            let Some(s) = interp.next(&mut self.selectors)? else { return Ok(None) };
            if interp.truthy(&s)? {
                return Ok(Some(d));
            }
        }
    }
}

fn compress(interp: &mut Interp, args: Args) -> R<Value> {
    let p = bind("compress", args, &["data", "selectors"], 2)?;
    let data = interp.iter(p[0].as_ref().unwrap_or(&Value::None))?;
    let selectors = interp.iter(p[1].as_ref().unwrap_or(&Value::None))?;
    Ok(iter_value(Compress { data, selectors }))
}

/// dropwhile, takewhile and filterfalse: a predicate over one input.
#[derive(Clone, Copy, PartialEq)]
enum PredKind {
    DropWhile,
    TakeWhile,
    FilterFalse,
}

struct Pred {
    kind: PredKind,
    func: Value,
    it: IterState,
    /// dropwhile: still dropping; takewhile: still taking.
    active: bool,
}

impl NativeIter for Pred {
    fn type_name(&self) -> &'static str {
        match self.kind {
            PredKind::DropWhile => "itertools.dropwhile",
            PredKind::TakeWhile => "itertools.takewhile",
            PredKind::FilterFalse => "itertools.filterfalse",
        }
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        loop {
            if self.kind == PredKind::TakeWhile && !self.active {
                return Ok(None);
            }
            let Some(v) = interp.next(&mut self.it)? else { return Ok(None) };
            if self.kind == PredKind::DropWhile && !self.active {
                return Ok(Some(v));
            }
            let r = if self.kind == PredKind::FilterFalse && self.func.is_none() {
                v.clone()
            } else {
                let f = self.func.clone();
                interp.call(&f, Args::new(vec![v.clone()]))?
            };
            let t = interp.truthy(&r)?;
            match self.kind {
                PredKind::DropWhile if !t => {
                    self.active = false;
                    return Ok(Some(v));
                }
                PredKind::DropWhile => {}
                PredKind::TakeWhile if t => return Ok(Some(v)),
                PredKind::TakeWhile => {
                    self.active = false;
                    self.it = IterState::Done;
                    return Ok(None);
                }
                PredKind::FilterFalse if !t => return Ok(Some(v)),
                PredKind::FilterFalse => {}
            }
        }
    }
}

fn pred(interp: &mut Interp, args: Args, name: &str, kind: PredKind) -> R<Value> {
    exact(name, &args, 2)?;
    let it = interp.iter(&args.pos[1])?;
    Ok(iter_value(Pred { kind, func: args.pos[0].clone(), it, active: true }))
}

fn dropwhile(interp: &mut Interp, args: Args) -> R<Value> {
    pred(interp, args, "dropwhile", PredKind::DropWhile)
}
fn takewhile(interp: &mut Interp, args: Args) -> R<Value> {
    pred(interp, args, "takewhile", PredKind::TakeWhile)
}
fn filterfalse(interp: &mut Interp, args: Args) -> R<Value> {
    pred(interp, args, "filterfalse", PredKind::FilterFalse)
}

// ---- groupby ------------------------------------------------------------------------------

/// The state a groupby and its groups share (CPython's groupbyobject).
struct GroupData {
    it: IterState,
    key: Option<Value>,
    tgtkey: Option<Value>,
    currkey: Option<Value>,
    currvalue: Option<Value>,
    /// The id of the one group that may still yield (0: none); ids come from `next_id`.
    current: u64,
    next_id: u64,
}

/// Advance the shared source by one item, recording it and its key. False when exhausted.
fn group_step(interp: &mut Interp, data: &Rc<RefCell<GroupData>>) -> R<bool> {
    let mut it = std::mem::replace(&mut data.borrow_mut().it, IterState::Done);
    let r = interp.next(&mut it);
    data.borrow_mut().it = it;
    let Some(v) = r? else { return Ok(false) };
    let key = data.borrow().key.clone();
    let k = match key {
        Some(f) => interp.call(&f, Args::new(vec![v.clone()]))?,
        None => v.clone(),
    };
    let mut d = data.borrow_mut();
    d.currvalue = Some(v);
    d.currkey = Some(k);
    Ok(true)
}

fn keys_equal(interp: &mut Interp, a: &Value, b: &Value) -> R<bool> {
    Ok(is_same(a, b) || interp.eq(a, b)?)
}

struct GroupBy(Rc<RefCell<GroupData>>);

impl NativeIter for GroupBy {
    fn type_name(&self) -> &'static str {
        "itertools.groupby"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        self.0.borrow_mut().current = 0;
        loop {
            let (ck, tk) = {
                let d = self.0.borrow();
                (d.currkey.clone(), d.tgtkey.clone())
            };
            match (ck, tk) {
                (None, _) => {}
                (Some(_), None) => break,
                (Some(c), Some(t)) => {
                    if !keys_equal(interp, &t, &c)? {
                        break;
                    }
                }
            }
            if !group_step(interp, &self.0)? {
                return Ok(None);
            }
        }
        let mut d = self.0.borrow_mut();
        let key = d.currkey.clone().unwrap_or(Value::None);
        d.tgtkey = Some(key.clone());
        d.next_id += 1;
        d.current = d.next_id;
        let grouper = Grouper { data: self.0.clone(), id: d.next_id, tgtkey: key.clone() };
        Ok(Some(Value::tuple(vec![key, iter_value(grouper)])))
    }
}

struct Grouper {
    data: Rc<RefCell<GroupData>>,
    id: u64,
    tgtkey: Value,
}

impl NativeIter for Grouper {
    fn type_name(&self) -> &'static str {
        "itertools._grouper"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.data.borrow().current != self.id {
            return Ok(None);
        }
        if self.data.borrow().currvalue.is_none() && !group_step(interp, &self.data)? {
            return Ok(None);
        }
        let ck = self.data.borrow().currkey.clone().unwrap_or(Value::None);
        if !keys_equal(interp, &self.tgtkey, &ck)? {
            return Ok(None);
        }
        Ok(self.data.borrow_mut().currvalue.take())
    }
}

fn groupby(interp: &mut Interp, args: Args) -> R<Value> {
    let p = bind("groupby", args, &["iterable", "key"], 1)?;
    let it = interp.iter(p[0].as_ref().unwrap_or(&Value::None))?;
    let key = p[1].clone().filter(|k| !k.is_none());
    let data = GroupData { it, key, tgtkey: None, currkey: None, currvalue: None, current: 0, next_id: 0 };
    Ok(iter_value(GroupBy(Rc::new(RefCell::new(data)))))
}

// ---- islice, pairwise, starmap ------------------------------------------------------------

struct Islice {
    it: IterState,
    /// Items taken from the source so far.
    cnt: i64,
    /// The index of the next item to yield.
    next: i64,
    /// -1: no stop.
    stop: i64,
    step: i64,
    done: bool,
}

impl NativeIter for Islice {
    fn type_name(&self) -> &'static str {
        "itertools.islice"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        // CPython's islice_next, step for step: it skips to `next`, and after the last item it
        // still consumes the source up to `stop`.
        while self.cnt < self.next {
            if interp.next(&mut self.it)?.is_none() {
                return self.finish();
            }
            self.cnt += 1;
        }
        if self.stop != -1 && self.cnt >= self.stop {
            return self.finish();
        }
        let Some(v) = interp.next(&mut self.it)? else { return self.finish() };
        self.cnt += 1;
        let old = self.next;
        self.next = self.next.saturating_add(self.step);
        if self.next < old || (self.stop != -1 && self.next > self.stop) {
            self.next = self.stop;
        }
        Ok(Some(v))
    }
}

impl Islice {
    fn finish(&mut self) -> R<Option<Value>> {
        self.done = true;
        self.it = IterState::Done;
        Ok(None)
    }
}

/// An islice argument as CPython reads it: an int, else -1 (not an int, or past the ssize_t range).
fn islice_index(v: &Value) -> i64 {
    match v {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => i.as_i64().unwrap_or(-1),
        _ => -1,
    }
}

fn islice(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "islice() takes no keyword arguments"));
    }
    let n = args.pos.len();
    if n < 2 {
        return Err(raise("TypeError", format!("islice expected at least 2 arguments, got {n}")));
    }
    if n > 4 {
        return Err(raise("TypeError", format!("islice expected at most 4 arguments, got {n}")));
    }
    let stop_err = || raise("ValueError", "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    let (mut start, mut stop, mut step) = (0i64, -1i64, 1i64);
    if n == 2 {
        if !args.pos[1].is_none() {
            stop = islice_index(&args.pos[1]);
            if stop == -1 {
                return Err(stop_err());
            }
        }
    } else {
        if !args.pos[1].is_none() {
            start = islice_index(&args.pos[1]);
        }
        if !args.pos[2].is_none() {
            stop = islice_index(&args.pos[2]);
            if stop == -1 {
                return Err(stop_err());
            }
        }
    }
    if start < 0 || stop < -1 {
        return Err(raise("ValueError", "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."));
    }
    if let Some(s) = args.pos.get(3) {
        if !s.is_none() {
            step = islice_index(s);
        }
    }
    if step < 1 {
        return Err(raise("ValueError", "Step for islice() must be a positive integer or None."));
    }
    let it = interp.iter(&args.pos[0])?;
    Ok(iter_value(Islice { it, cnt: 0, next: start, stop, step, done: false }))
}

struct Pairwise {
    it: IterState,
    old: Option<Value>,
}

impl NativeIter for Pairwise {
    fn type_name(&self) -> &'static str {
        "itertools.pairwise"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.old.is_none() {
            match interp.next(&mut self.it)? {
                Some(v) => self.old = Some(v),
                None => return Ok(None),
            }
        }
        let Some(new) = interp.next(&mut self.it)? else {
            self.old = None;
            self.it = IterState::Done;
            return Ok(None);
        };
        let old = self.old.replace(new.clone()).unwrap_or(Value::None);
        Ok(Some(Value::tuple(vec![old, new])))
    }
}

fn pairwise(interp: &mut Interp, args: Args) -> R<Value> {
    exact("pairwise", &args, 1)?;
    let it = interp.iter(&args.pos[0])?;
    Ok(iter_value(Pairwise { it, old: None }))
}

struct Starmap {
    func: Value,
    it: IterState,
}

impl NativeIter for Starmap {
    fn type_name(&self) -> &'static str {
        "itertools.starmap"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        let Some(item) = interp.next(&mut self.it)? else { return Ok(None) };
        let args = interp.collect(&item)?;
        let f = self.func.clone();
        interp.call(&f, Args::new(args)).map(Some)
    }
}

fn starmap(interp: &mut Interp, args: Args) -> R<Value> {
    exact("starmap", &args, 2)?;
    let it = interp.iter(&args.pos[1])?;
    Ok(iter_value(Starmap { func: args.pos[0].clone(), it }))
}

// ---- tee ----------------------------------------------------------------------------------

/// The source and the items some copy has not yet seen, shared by the copies of one `tee`.
struct TeeData {
    it: IterState,
    buf: VecDeque<Value>,
    /// The index (in the source) of `buf[0]`.
    base: u64,
    /// Each live copy's next index; `None` once the copy is dropped.
    positions: Vec<Option<u64>>,
}

struct Tee {
    data: Rc<RefCell<TeeData>>,
    slot: usize,
}

impl NativeIter for Tee {
    fn type_name(&self) -> &'static str {
        "itertools._tee"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        let (pos, buffered) = {
            let d = self.data.borrow();
            let pos = d.positions[self.slot].unwrap_or(0);
            (pos, d.buf.get((pos - d.base) as usize).cloned())
        };
        let v = match buffered {
            Some(v) => v,
            None => {
                let mut it = std::mem::replace(&mut self.data.borrow_mut().it, IterState::Done);
                let r = interp.next(&mut it);
                self.data.borrow_mut().it = it;
                let Some(v) = r? else { return Ok(None) };
                self.data.borrow_mut().buf.push_back(v.clone());
                v
            }
        };
        let mut d = self.data.borrow_mut();
        d.positions[self.slot] = Some(pos + 1);
        let low = d.positions.iter().flatten().copied().min().unwrap_or(pos + 1);
        while d.base < low && !d.buf.is_empty() {
            d.buf.pop_front();
            d.base += 1;
        }
        Ok(Some(v))
    }
}

impl Drop for Tee {
    fn drop(&mut self) {
        if let Ok(mut d) = self.data.try_borrow_mut() {
            d.positions[self.slot] = None;
        }
    }
}

fn tee(interp: &mut Interp, args: Args) -> R<Value> {
    if !args.kw.is_empty() {
        return Err(raise("TypeError", "tee() takes no keyword arguments"));
    }
    if args.pos.is_empty() || args.pos.len() > 2 {
        let n = args.pos.len();
        let msg = if n == 0 { "tee expected at least 1 argument, got 0".to_string() } else { format!("tee expected at most 2 arguments, got {n}") };
        return Err(raise("TypeError", msg));
    }
    let n = match args.pos.get(1) {
        Some(v) => interp.to_index(v)?,
        None => 2,
    };
    if n < 0 {
        return Err(raise("ValueError", "n must be >= 0"));
    }
    let it = interp.iter(&args.pos[0])?;
    let data = Rc::new(RefCell::new(TeeData { it, buf: VecDeque::new(), base: 0, positions: vec![Some(0); n as usize] }));
    Ok(Value::tuple((0..n as usize).map(|slot| iter_value(Tee { data: data.clone(), slot })).collect()))
}

// ---- zip_longest --------------------------------------------------------------------------

struct ZipLongest {
    its: Vec<Option<IterState>>,
    active: usize,
    fill: Value,
}

impl NativeIter for ZipLongest {
    fn type_name(&self) -> &'static str {
        "itertools.zip_longest"
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        if self.its.is_empty() || self.active == 0 {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(self.its.len());
        for i in 0..self.its.len() {
            let got = match &mut self.its[i] {
                Some(it) => interp.next(it)?,
                None => None,
            };
            match got {
                Some(v) => out.push(v),
                None => {
                    if self.its[i].take().is_some() {
                        self.active -= 1;
                        if self.active == 0 {
                            return Ok(None);
                        }
                    }
                    out.push(self.fill.clone());
                }
            }
        }
        Ok(Some(Value::tuple(out)))
    }
}

fn zip_longest(interp: &mut Interp, mut args: Args) -> R<Value> {
    let fill = args.take_kw("fillvalue").unwrap_or(Value::None);
    if !args.kw.is_empty() {
        // CPython 3.11's message names no argument.
        return Err(raise("TypeError", "zip_longest() got an unexpected keyword argument"));
    }
    let mut its = Vec::with_capacity(args.pos.len());
    for a in &args.pos {
        its.push(Some(interp.iter(a)?));
    }
    let active = its.len();
    Ok(iter_value(ZipLongest { its, active, fill }))
}

// ---- combinatorics ------------------------------------------------------------------------

#[derive(Clone, Copy, PartialEq)]
enum Combo {
    Product,
    Permutations,
    Combinations,
    WithReplacement,
}

/// An index walk over eagerly collected pools, in CPython's order.
struct Combinatoric {
    kind: Combo,
    /// One pool per position for product; one shared pool (`pools[0]`) otherwise.
    pools: Vec<Rc<[Value]>>,
    r: usize,
    indices: Vec<usize>,
    cycles: Vec<usize>,
    started: bool,
    done: bool,
}

impl Combinatoric {
    fn emit(&self) -> Value {
        match self.kind {
            Combo::Product => Value::tuple(self.indices.iter().enumerate().map(|(p, &i)| self.pools[p][i].clone()).collect()),
            _ => Value::tuple(self.indices[..self.r].iter().map(|&i| self.pools[0][i].clone()).collect()),
        }
    }
    /// Move to the next index tuple; false when there is none.
    fn advance(&mut self) -> bool {
        let r = self.r;
        match self.kind {
            Combo::Product => {
                for p in (0..self.indices.len()).rev() {
                    self.indices[p] += 1;
                    if self.indices[p] < self.pools[p].len() {
                        return true;
                    }
                    self.indices[p] = 0;
                }
                false
            }
            Combo::Permutations => {
                let n = self.pools[0].len();
                if n == 0 {
                    return false;
                }
                for i in (0..r).rev() {
                    self.cycles[i] -= 1;
                    if self.cycles[i] == 0 {
                        let x = self.indices.remove(i);
                        self.indices.push(x);
                        self.cycles[i] = n - i;
                    } else {
                        let j = self.cycles[i];
                        self.indices.swap(i, n - j);
                        return true;
                    }
                }
                false
            }
            Combo::Combinations => {
                let n = self.pools[0].len();
                let Some(i) = (0..r).rev().find(|&i| self.indices[i] != i + n - r) else { return false };
                self.indices[i] += 1;
                for j in i + 1..r {
                    self.indices[j] = self.indices[j - 1] + 1;
                }
                true
            }
            Combo::WithReplacement => {
                let n = self.pools[0].len();
                let Some(i) = (0..r).rev().find(|&i| self.indices[i] != n - 1) else { return false };
                let v = self.indices[i] + 1;
                for x in &mut self.indices[i..] {
                    *x = v;
                }
                true
            }
        }
    }
}

impl NativeIter for Combinatoric {
    fn type_name(&self) -> &'static str {
        match self.kind {
            Combo::Product => "itertools.product",
            Combo::Permutations => "itertools.permutations",
            Combo::Combinations => "itertools.combinations",
            Combo::WithReplacement => "itertools.combinations_with_replacement",
        }
    }
    fn next(&mut self, _: &mut Interp) -> R<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        if self.started && !self.advance() {
            self.done = true;
            return Ok(None);
        }
        self.started = true;
        Ok(Some(self.emit()))
    }
}

fn combinatoric(kind: Combo, pools: Vec<Rc<[Value]>>, r: usize) -> Value {
    let n = pools.first().map_or(0, |p| p.len());
    let (indices, cycles, done) = match kind {
        Combo::Product => (vec![0; pools.len()], Vec::new(), pools.iter().any(|p| p.is_empty())),
        Combo::Permutations => ((0..n).collect(), (0..r.min(n)).map(|i| n - i).collect(), r > n),
        Combo::Combinations => ((0..r).collect(), Vec::new(), r > n),
        Combo::WithReplacement => (vec![0; r], Vec::new(), n == 0 && r > 0),
    };
    iter_value(Combinatoric { kind, pools, r, indices, cycles, started: false, done })
}

fn product(interp: &mut Interp, mut args: Args) -> R<Value> {
    let repeat = match args.take_kw("repeat") {
        Some(v) => interp.to_index(&v)?,
        None => 1,
    };
    if let Some((k, _)) = args.kw.first() {
        return Err(raise("TypeError", format!("'{k}' is an invalid keyword argument for product()")));
    }
    if repeat < 0 {
        return Err(raise("ValueError", "repeat argument cannot be negative"));
    }
    let mut base = Vec::with_capacity(args.pos.len());
    for a in &args.pos {
        base.push(Rc::from(interp.collect(a)?));
    }
    let mut pools: Vec<Rc<[Value]>> = Vec::new();
    for _ in 0..repeat {
        pools.extend(base.iter().cloned());
    }
    Ok(combinatoric(Combo::Product, pools, 0))
}

fn r_arg(interp: &mut Interp, v: &Value) -> R<usize> {
    let r = interp.to_index(v)?;
    if r < 0 {
        return Err(raise("ValueError", "r must be non-negative"));
    }
    Ok(r as usize)
}

fn permutations(interp: &mut Interp, args: Args) -> R<Value> {
    let p = bind("permutations", args, &["iterable", "r"], 1)?;
    let pool: Rc<[Value]> = Rc::from(interp.collect(p[0].as_ref().unwrap_or(&Value::None))?);
    let r = match &p[1] {
        Some(v @ (Value::Int(_) | Value::Bool(_))) => r_arg(interp, v)?,
        Some(v) if !v.is_none() => return Err(raise("TypeError", "Expected int as r")),
        _ => pool.len(),
    };
    Ok(combinatoric(Combo::Permutations, vec![pool], r))
}

fn combinations(interp: &mut Interp, args: Args) -> R<Value> {
    combos(interp, args, "combinations", Combo::Combinations)
}

fn combinations_with_replacement(interp: &mut Interp, args: Args) -> R<Value> {
    combos(interp, args, "combinations_with_replacement", Combo::WithReplacement)
}

fn combos(interp: &mut Interp, args: Args, name: &str, kind: Combo) -> R<Value> {
    let p = bind(name, args, &["iterable", "r"], 2)?;
    let pool: Rc<[Value]> = Rc::from(interp.collect(p[0].as_ref().unwrap_or(&Value::None))?);
    let r = r_arg(interp, p[1].as_ref().unwrap_or(&Value::None))?;
    Ok(combinatoric(kind, vec![pool], r))
}
