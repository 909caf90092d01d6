//! Indexing arrays inside a kernel: elements (`a[i, j]`) and views (`a[i]`, `a[:, j]`, `sh[1:]`,
//! `a[i, 1:n:2]`), with Python's slice rules and Numba's view types.
//!
//! A view is not an IR value. It is an `ArrayRef`: a declaration and what became of each of its
//! axes — fixed at an index, sliced, or whole. What makes a view (its fixed indices, its slice
//! bounds) is evaluated once, where the view is made, into locals; an element access through a
//! view becomes a `Load`/`Store` of the declaration, where a sliced axis's index is
//! `start + ViewIndex(i, len) * step` (wrapped and checked against the slice's length, see the
//! IR's evaluation rules). So bounds checks still name the declared array, and the back ends
//! never see a view.
//!
//! Owns: `ArrayRef`, slice normalization, the index expressions of an element. Must not: emit
//! anything but the locals a view keeps and the index arithmetic.

use super::complex::Cx;
use super::{text_of, Lowerer, Val, R};
use crate::array::dtype::DType;
use crate::compiler::ir::*;
use crate::compiler::types::{ArrayTy, Layout};
use ruff_python_ast::{self as ast, Expr as AstExpr};

/// An array as the front end sees it: a declaration, or a view of it.
#[derive(Clone, PartialEq)]
pub(super) struct ArrayRef {
    pub decl: Handle<ArrayDecl>,
    /// What each of the declaration's axes became, in order; axes past the end are whole.
    pub axes: Vec<ViewAxis>,
    /// Numba's layout of the view (`None`: the declaration's).
    pub layout: Option<Layout>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub(super) enum ViewAxis {
    Whole,
    /// Fixed at this declaration index (not yet wrapped or checked: the access does that).
    Fixed(Handle<Local>),
    /// Declaration index `start + i * step` for `i` in `0..len`.
    Slice {
        start: Handle<Local>,
        len: Handle<Local>,
        step: i64,
    },
}

impl ArrayRef {
    pub fn whole(decl: Handle<ArrayDecl>) -> ArrayRef {
        ArrayRef { decl, axes: Vec::new(), layout: None }
    }
    /// The declaration itself, not a view of it.
    pub fn is_whole(&self) -> bool {
        self.axes.iter().all(|a| *a == ViewAxis::Whole)
    }
}

/// What `a[...]` names.
pub(super) enum Access {
    /// One element: the declaration's int64 indices.
    Element(Vec<Handle<Expr>>),
    View(ArrayRef),
}

/// One item of a subscript.
enum Item {
    Index(Handle<Expr>),
    Slice { lower: Option<Handle<Local>>, upper: Option<Handle<Local>>, step: i64, stepped: bool },
}

/// An int64 known at compile time or held in a local.
#[derive(Clone, Copy)]
enum Int {
    Lit(i64),
    Var(Handle<Local>),
}

impl Lowerer<'_> {
    /// The declaration's number of axes as the program sees them (a complex array's trailing
    /// (re, im) axis is not one).
    fn decl_ndim(&self, decl: Handle<ArrayDecl>) -> usize {
        let nd = self.module.arrays[decl].ty.ndim as usize;
        if self.complex_arrays.contains_key(&decl) {
            nd - 1
        } else {
            nd
        }
    }

    /// Every axis of the declaration, whole ones included.
    fn axes_of(&self, a: &ArrayRef) -> Vec<ViewAxis> {
        let mut axes = a.axes.clone();
        axes.resize(self.decl_ndim(a.decl), ViewAxis::Whole);
        axes
    }

    /// Numba's type of an array or view.
    pub(super) fn array_ty(&self, a: &ArrayRef) -> ArrayTy {
        let mut t = self.module.arrays[a.decl].ty;
        if let Some(&c) = self.complex_arrays.get(&a.decl) {
            t = ArrayTy { dtype: c, ndim: t.ndim - 1, layout: t.layout };
        }
        let fixed = a.axes.iter().filter(|x| matches!(x, ViewAxis::Fixed(_))).count() as u8;
        ArrayTy { dtype: t.dtype, ndim: t.ndim - fixed, layout: a.layout.unwrap_or(t.layout) }
    }

    /// `a.shape[axis]` of an array or view (a view's axes are the declaration's free ones).
    pub(super) fn dim(&mut self, a: &ArrayRef, axis: u8) -> Handle<Expr> {
        let axes = self.axes_of(a);
        let free: Vec<usize> = (0..axes.len()).filter(|p| !matches!(axes[*p], ViewAxis::Fixed(_))).collect();
        let p = free.get(axis as usize).copied().unwrap_or(axis as usize);
        match axes.get(p) {
            Some(ViewAxis::Slice { len, .. }) => self.push(Expr::Local(*len), DType::I64),
            _ => self.decl_dim(a.decl, p as u8),
        }
    }

    fn decl_dim(&mut self, decl: Handle<ArrayDecl>, axis: u8) -> Handle<Expr> {
        let d = &self.module.arrays[decl];
        if !d.shape.is_empty() {
            let n = d.shape[axis as usize] as i64;
            return self.lit_int(n, DType::I64);
        }
        self.push(Expr::Dim { array: decl, axis }, DType::I64)
    }

    /// The declaration's indices of the element at `index` of a view (one index per free axis,
    /// not yet wrapped: the load or store wraps and checks whole axes, `ViewIndex` sliced ones).
    pub(super) fn element_at(&mut self, a: &ArrayRef, index: Vec<Handle<Expr>>) -> Vec<Handle<Expr>> {
        let mut given = index.into_iter();
        let mut out = Vec::new();
        for (p, axis) in self.axes_of(a).into_iter().enumerate() {
            let h = match axis {
                ViewAxis::Fixed(l) => self.push(Expr::Local(l), DType::I64),
                ViewAxis::Whole => match given.next() {
                    Some(i) => i,
                    None => self.lit_int(0, DType::I64),
                },
                ViewAxis::Slice { start, len, step } => {
                    let i = match given.next() {
                        Some(i) => i,
                        None => self.lit_int(0, DType::I64),
                    };
                    self.slice_index(a.decl, p as u8, Int::Var(start), Int::Var(len), step, i)
                }
            };
            out.push(h);
        }
        out
    }

    /// `start + ViewIndex(i, len) * step`: a declaration index from an index into a slice.
    fn slice_index(&mut self, decl: Handle<ArrayDecl>, axis: u8, start: Int, len: Int, step: i64, i: Handle<Expr>) -> Handle<Expr> {
        let len = self.int(len);
        let mut h = self.push(Expr::ViewIndex { array: decl, axis, index: i, len, broadcast: false }, DType::I64);
        if step != 1 {
            let s = self.lit_int(step, DType::I64);
            h = self.push(Expr::Binary { op: BinaryOp::Mul, left: h, right: s }, DType::I64);
        }
        if !matches!(start, Int::Lit(0)) {
            let s = self.int(start);
            h = self.push(Expr::Binary { op: BinaryOp::Add, left: s, right: h }, DType::I64);
        }
        h
    }

    /// One element of an array or view as a value (a complex element reads both parts).
    pub(super) fn load_element(&mut self, a: &ArrayRef, index: Vec<Handle<Expr>>) -> Val {
        let ty = self.module.arrays[a.decl].ty.dtype;
        if let Some(&cty) = self.complex_arrays.get(&a.decl) {
            let index: Vec<Handle<Expr>> = index.into_iter().map(|h| self.once(h)).collect();
            let part = |l: &mut Self, k: i64| {
                let mut index: Vec<Handle<Expr>> = index.iter().map(|h| l.reread_any(*h)).collect();
                index.push(l.lit_int(k, DType::I64));
                l.push(Expr::Load { array: a.decl, index }, ty)
            };
            let re = part(self, 0);
            let im = part(self, 1);
            return Val::Complex(Cx { re, im, ty: cty });
        }
        Val::Scalar(self.push(Expr::Load { array: a.decl, index }, ty))
    }

    /// The declaration's int64 indices of one element, `a[...]` with every axis indexed.
    pub(super) fn element_index(&mut self, a: &ArrayRef, slice: &AstExpr, store: bool) -> R<Vec<Handle<Expr>>> {
        match self.access(a, slice)? {
            Access::Element(index) => Ok(index),
            Access::View(v) => {
                let name = self.module.arrays[a.decl].name.clone();
                let what = if store { "assigning to" } else { "an atomic on" };
                let free = self.array_ty(&v).ndim;
                Err(self
                    .err(slice, format!("{what} {name}[{}] names a {free}-D part of the array, not one element", text_of(self, slice)))
                    .with_hint("index every dimension; kernels write one element at a time"))
            }
        }
    }

    /// `a[...]`: one element (every free axis indexed by an integer), or a view.
    pub(super) fn access(&mut self, a: &ArrayRef, slice: &AstExpr) -> R<Access> {
        let name = self.module.arrays[a.decl].name.clone();
        let parts: Vec<&AstExpr> = match slice {
            AstExpr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut items = Vec::new();
        for part in parts {
            match part {
                AstExpr::Slice(sl) => items.push(self.slice_item(sl)?),
                AstExpr::EllipsisLiteral(_) => {
                    return Err(self.unsupported(part, "an Ellipsis (...) index").with_hint("write one index or slice per axis, such as a[:, j]"))
                }
                AstExpr::NoneLiteral(_) => return Err(self.unsupported(part, "a new axis (None) in an index")),
                _ => match self.expr(part)? {
                    Val::Tuple(inner) if !matches!(slice, AstExpr::Tuple(_)) => {
                        for v in inner {
                            items.push(Item::Index(self.index_scalar(v, &name, part)?));
                        }
                    }
                    v => items.push(Item::Index(self.index_scalar(v, &name, part)?)),
                },
            }
        }
        self.index_view(a, items, slice)
    }

    /// A view with its first free axis fixed at `i` (`for row in a`).
    pub(super) fn row(&mut self, a: &ArrayRef, i: Handle<Expr>, at: &AstExpr) -> R<Access> {
        self.index_view(a, vec![Item::Index(i)], at)
    }

    fn index_view(&mut self, a: &ArrayRef, items: Vec<Item>, at: &AstExpr) -> R<Access> {
        let name = self.module.arrays[a.decl].name.clone();
        let mut axes = self.axes_of(a);
        let free: Vec<usize> = (0..axes.len()).filter(|p| !matches!(axes[*p], ViewAxis::Fixed(_))).collect();
        if items.len() > free.len() {
            return Err(self.err(at, format!("too many indices for {name}: {} given, the view is {}-D", items.len(), free.len())));
        }
        let all_ints = items.iter().all(|i| matches!(i, Item::Index(_)));
        if all_ints && items.len() == free.len() {
            let index = items.into_iter().map(|i| if let Item::Index(h) = i { h } else { unreachable!("all items are indices") }).collect();
            return Ok(Access::Element(self.element_at(a, index)));
        }
        let layout = self.view_layout(a, &items);
        for (k, item) in items.into_iter().enumerate() {
            let p = free[k];
            axes[p] = match item {
                Item::Index(i) => {
                    let h = match axes[p] {
                        ViewAxis::Slice { start, len, step } => self.slice_index(a.decl, p as u8, Int::Var(start), Int::Var(len), step, i),
                        _ => i,
                    };
                    let tmp = self.temp_name("view");
                    let local = self.new_local(&tmp, DType::I64);
                    self.emit(Statement::Assign { local, value: h });
                    ViewAxis::Fixed(local)
                }
                Item::Slice { lower, upper, step, .. } => {
                    let (start0, n, step0) = match axes[p] {
                        ViewAxis::Slice { start, len, step } => (Int::Var(start), Int::Var(len), step),
                        _ => {
                            let d = self.decl_dim(a.decl, p as u8);
                            (Int::Lit(0), self.keep(d), 1)
                        }
                    };
                    let (s, len) = self.normalize(n, lower.map(Int::Var), upper.map(Int::Var), step);
                    // The declaration index of the slice's first element: start0 + s * step0.
                    let s = self.mul(s, Int::Lit(step0));
                    let start = self.add(start0, s);
                    let start = self.local_of(start, "start");
                    let len = self.local_of(len, "len");
                    ViewAxis::Slice { start, len, step: step0.saturating_mul(step) }
                }
            };
        }
        Ok(Access::View(ArrayRef { decl: a.decl, axes, layout: Some(layout) }))
    }

    /// Numba's layout of `a[items]` (numba/core/typing/arraydecl.py): integers in front and at
    /// most one unstepped slice last keep a C array C; anything else is A (F arrays keep F
    /// only when fully indexed in reverse order, which a view never is here).
    fn view_layout(&self, a: &ArrayRef, items: &[Item]) -> Layout {
        let t = self.array_ty(a);
        let keeps = |it: &Item, innermost: bool| match it {
            Item::Index(_) => true,
            Item::Slice { stepped, .. } => innermost && !stepped,
        };
        match t.layout {
            Layout::C => {
                let n = items.len();
                let ok = items.iter().enumerate().all(|(k, it)| keeps(it, k + 1 == n));
                if ok {
                    Layout::C
                } else {
                    Layout::A
                }
            }
            Layout::F if items.len() == t.ndim as usize => {
                let n = items.len();
                let ok = items.iter().rev().enumerate().all(|(k, it)| keeps(it, k + 1 == n));
                if ok {
                    Layout::F
                } else {
                    Layout::A
                }
            }
            _ => Layout::A,
        }
    }

    /// A slice's bounds, each evaluated once into a local; its step a nonzero constant.
    fn slice_item(&mut self, sl: &ast::ExprSlice) -> R<Item> {
        let step = match &sl.step {
            None => 1,
            Some(e) => match self.const_int(e) {
                Some(0) => return Err(self.err(&**e, "slice step cannot be zero")),
                Some(s) => s,
                None => {
                    return Err(self
                        .unsupported(&**e, "a slice step that is not a constant integer")
                        .with_hint("write the step as a literal or a global constant, such as a[::2]"))
                }
            },
        };
        let bound = |l: &mut Self, e: &Option<Box<AstExpr>>| -> R<Option<Handle<Local>>> {
            let Some(e) = e else { return Ok(None) };
            let v = l.expr(e)?;
            let h = match v {
                Val::Scalar(h) if !l.module.ty(h).is_float() => l.cast(h, DType::I64),
                Val::None => return Ok(None),
                _ => return Err(l.err(&**e, format!("slice indices must be integers or None, not {}", text_of(l, &**e)))),
            };
            let tmp = l.temp_name("bound");
            let local = l.new_local(&tmp, DType::I64);
            l.emit(Statement::Assign { local, value: h });
            Ok(Some(local))
        };
        let lower = bound(self, &sl.lower)?;
        let upper = bound(self, &sl.upper)?;
        Ok(Item::Slice { lower, upper, step, stepped: sl.step.is_some() })
    }

    /// Python's `slice(lower, upper, step).indices(n)`, as (start, length).
    fn normalize(&mut self, n: Int, lower: Option<Int>, upper: Option<Int>, step: i64) -> (Int, Int) {
        let (lo, hi) = if step > 0 {
            let zero = Int::Lit(0);
            (zero, n)
        } else {
            let last = self.sub(n, Int::Lit(1));
            (Int::Lit(-1), last)
        };
        let bound = |l: &mut Self, x: Option<Int>, default: Int| match x {
            None => default,
            Some(x) => {
                let w = l.wrap(x, n);
                let w = l.min(w, hi);
                l.max(w, lo)
            }
        };
        let (start, stop) = if step > 0 { (bound(self, lower, lo), bound(self, upper, hi)) } else { (bound(self, lower, hi), bound(self, upper, lo)) };
        let k = step.unsigned_abs() as i64;
        let span = if step > 0 { self.sub(stop, start) } else { self.sub(start, stop) };
        let span = self.add(span, Int::Lit(k - 1));
        let len = self.floordiv(span, k);
        let len = self.max(len, Int::Lit(0));
        (start, len)
    }

    /// `x + n` for a negative `x`, else `x` (Python's one wrap of a slice bound).
    fn wrap(&mut self, x: Int, n: Int) -> Int {
        match x {
            Int::Lit(v) if v >= 0 => x,
            Int::Lit(_) => self.add(x, n),
            Int::Var(_) => {
                let xe = self.int(x);
                let zero = self.lit_int(0, DType::I64);
                let neg = self.push(Expr::Compare { op: CompareOp::Lt, left: xe, right: zero }, DType::Bool);
                let neg = self.cast(neg, DType::I64);
                let ne = self.int(n);
                let add = self.push(Expr::Binary { op: BinaryOp::Mul, left: ne, right: neg }, DType::I64);
                let xe = self.int(x);
                let sum = self.push(Expr::Binary { op: BinaryOp::Add, left: xe, right: add }, DType::I64);
                self.keep(sum)
            }
        }
    }

    fn add(&mut self, a: Int, b: Int) -> Int {
        match (a, b) {
            (Int::Lit(0), x) | (x, Int::Lit(0)) => x,
            _ => self.op(BinaryOp::Add, a, b, i64::wrapping_add),
        }
    }
    fn sub(&mut self, a: Int, b: Int) -> Int {
        match b {
            Int::Lit(0) => a,
            _ => self.op(BinaryOp::Sub, a, b, i64::wrapping_sub),
        }
    }
    fn mul(&mut self, a: Int, b: Int) -> Int {
        match (a, b) {
            (Int::Lit(1), x) | (x, Int::Lit(1)) => x,
            _ => self.op(BinaryOp::Mul, a, b, i64::wrapping_mul),
        }
    }
    fn min(&mut self, a: Int, b: Int) -> Int {
        self.op(BinaryOp::Min, a, b, i64::min)
    }
    fn max(&mut self, a: Int, b: Int) -> Int {
        self.op(BinaryOp::Max, a, b, i64::max)
    }
    /// Floor division by a positive constant.
    fn floordiv(&mut self, a: Int, k: i64) -> Int {
        if k == 1 {
            return a;
        }
        self.op(BinaryOp::FloorDiv, a, Int::Lit(k), |x, y| x.div_euclid(y))
    }

    /// `a op b`, folded when both are known, else kept in a local.
    fn op(&mut self, op: BinaryOp, a: Int, b: Int, fold: fn(i64, i64) -> i64) -> Int {
        if let (Int::Lit(x), Int::Lit(y)) = (a, b) {
            return Int::Lit(fold(x, y));
        }
        let left = self.int(a);
        let right = self.int(b);
        let h = self.push(Expr::Binary { op, left, right }, DType::I64);
        self.keep(h)
    }

    /// A fresh expression reading an `Int`.
    fn int(&mut self, v: Int) -> Handle<Expr> {
        match v {
            Int::Lit(x) => self.lit_int(x, DType::I64),
            Int::Var(l) => self.push(Expr::Local(l), DType::I64),
        }
    }

    /// An int64 expression as an `Int`: a literal stays one, anything else goes to a local.
    fn keep(&mut self, h: Handle<Expr>) -> Int {
        match self.module.exprs[h] {
            Expr::Literal(Literal::Int(x)) => Int::Lit(x),
            Expr::Local(l) => Int::Var(l),
            _ => {
                let tmp = self.temp_name("ix");
                let local = self.new_local(&tmp, DType::I64);
                self.emit(Statement::Assign { local, value: h });
                Int::Var(local)
            }
        }
    }

    /// An `Int` in a local of its own (a view's start or length).
    fn local_of(&mut self, v: Int, what: &str) -> Handle<Local> {
        if let Int::Var(l) = v {
            return l;
        }
        let tmp = self.temp_name(what);
        let local = self.new_local(&tmp, DType::I64);
        let value = self.int(v);
        self.emit(Statement::Assign { local, value });
        local
    }

    pub(super) fn index_scalar(&mut self, v: Val, name: &str, at: &AstExpr) -> R<Handle<Expr>> {
        let h = match v {
            Val::Scalar(h) => h,
            _ => {
                return Err(self
                    .err(at, format!("index of {name} must be an integer or a slice"))
                    .with_hint("kernels index arrays with integers and slices (a[i], a[1:], a[:, j])"))
            }
        };
        let ty = self.module.ty(h);
        if ty.is_float() {
            return Err(self
                .err(at, format!("array index must be an integer, but {} is {}", text_of(self, at), ty.name()))
                .with_hint(format!("convert it: int({})", text_of(self, at))));
        }
        Ok(self.cast(h, DType::I64))
    }
}
