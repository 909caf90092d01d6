//! Validation: the checks every module passes before a back end sees it.
//!
//! Handles are in range and each expression has at most one user (the IR is a forest); operand
//! types agree as `ir.rs` promises; loads and stores index every dimension with int64;
//! `Break`/`Continue` sit in loops and `Exit` in its block; barrier results and atomic results
//! have the right types. A failure here is a compiler bug, reported as such. The result,
//! `ModuleInfo`, carries what back ends need to size a launch (static shared memory per block,
//! local memory per thread, whether dynamic shared memory is used).

use crate::array::dtype::DType;
use crate::compiler::ir::*;

#[derive(Debug, thiserror::Error)]
#[error("internal compiler error in kernel '{kernel}': {why} (please report this)")]
pub struct ValidationError {
    pub kernel: String,
    pub why: String,
}

#[derive(Debug, Clone)]
pub struct ModuleInfo {
    pub static_shared_bytes: usize,
    pub local_bytes_per_thread: usize,
    pub uses_dynamic_shared: bool,
    pub uses_barriers: bool,
    /// A grid-wide barrier: the kernel needs a cooperative launch.
    pub cooperative: bool,
}

struct Checker<'a> {
    m: &'a Module,
    uses: Vec<u8>,
    loops: u32,
    blocks: Vec<u32>,
    barriers: bool,
    grid_barriers: bool,
}

pub fn validate(m: &Module) -> Result<ModuleInfo, ValidationError> {
    let mut c = Checker { m, uses: vec![0; m.exprs.len()], loops: 0, blocks: Vec::new(), barriers: false, grid_barriers: false };
    if m.expr_types.len() != m.exprs.len() {
        return Err(c.fail("expression types and expressions differ in number"));
    }
    c.block(&m.body)?;
    let mut info =
        ModuleInfo { static_shared_bytes: 0, local_bytes_per_thread: 0, uses_dynamic_shared: false, uses_barriers: c.barriers, cooperative: c.grid_barriers };
    for (_, a) in m.arrays.iter() {
        match a.kind {
            ArrayKind::Shared { dynamic: true } => info.uses_dynamic_shared = true,
            ArrayKind::Shared { dynamic: false } => info.static_shared_bytes += a.bytes(),
            ArrayKind::Local => info.local_bytes_per_thread += a.bytes(),
            _ => {}
        }
        if a.ty.ndim as usize != a.shape.len() && !matches!(a.kind, ArrayKind::Param(_) | ArrayKind::Shared { dynamic: true }) {
            return Err(c.fail(&format!("array '{}' has {} dimensions but a shape of {}", a.name, a.ty.ndim, a.shape.len())));
        }
    }
    Ok(info)
}

impl Checker<'_> {
    fn fail(&self, why: &str) -> ValidationError {
        ValidationError { kernel: self.m.name.clone(), why: why.to_string() }
    }

    fn ty(&self, h: Handle<Expr>) -> DType {
        self.m.expr_types[h.index()]
    }

    fn expr(&mut self, h: Handle<Expr>) -> Result<DType, ValidationError> {
        let Some(e) = self.m.exprs.get(h) else { return Err(self.fail(&format!("expression {h:?} out of range"))) };
        self.uses[h.index()] += 1;
        if self.uses[h.index()] > 1 {
            return Err(self.fail(&format!("expression {h:?} is used twice")));
        }
        let ty = self.ty(h);
        match e {
            Expr::Literal(_) | Expr::Special(_) => {}
            Expr::Local(l) => {
                let Some(local) = self.m.locals.get(*l) else { return Err(self.fail("local out of range")) };
                if local.ty != ty {
                    return Err(self.fail(&format!("read of '{}' typed {} but the local is {}", local.name, ty.name(), local.ty.name())));
                }
            }
            Expr::Dim { array, axis } => {
                let a = self.array(*array)?;
                if *axis >= a.ty.ndim || ty != DType::I64 {
                    return Err(self.fail("bad shape access"));
                }
            }
            Expr::ViewIndex { array, axis, index, len, .. } => {
                let a = self.array(*array)?;
                if *axis >= a.ty.ndim || ty != DType::I64 {
                    return Err(self.fail("bad slice index"));
                }
                if self.expr(*index)? != DType::I64 || self.expr(*len)? != DType::I64 {
                    return Err(self.fail("a slice index and length are int64"));
                }
            }
            Expr::Load { array, index } => {
                let dtype = self.access(*array, index)?;
                if dtype != ty {
                    return Err(self.fail("load type differs from the array dtype"));
                }
            }
            Expr::Unary { op, arg } => {
                let t = self.expr(*arg)?;
                let ok = match op {
                    UnaryOp::Not => t == DType::Bool && ty == DType::Bool,
                    UnaryOp::Neg => t == ty,
                    UnaryOp::BitNot => t == ty && !t.is_float(),
                };
                if !ok {
                    return Err(self.fail(&format!("bad operand type for {op:?}")));
                }
            }
            Expr::Binary { op, left, right } => {
                let (a, b) = (self.expr(*left)?, self.expr(*right)?);
                if a != ty || b != ty {
                    return Err(self.fail(&format!("{op:?} operands {} and {} for result {}", a.name(), b.name(), ty.name())));
                }
                let float_only = *op == BinaryOp::TrueDiv;
                let int_only =
                    matches!(op, BinaryOp::Div | BinaryOp::Rem | BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor | BinaryOp::Shl | BinaryOp::Shr);
                if float_only && !ty.is_float() || int_only && ty.is_float() {
                    return Err(self.fail(&format!("{op:?} on {}", ty.name())));
                }
            }
            Expr::Compare { left, right, .. } => {
                let (a, b) = (self.expr(*left)?, self.expr(*right)?);
                if a != b || ty != DType::Bool {
                    return Err(self.fail("comparison of different types"));
                }
            }
            Expr::Cast { arg } => {
                self.expr(*arg)?;
            }
            Expr::Math { fun, args } => {
                for a in args {
                    self.expr(*a)?;
                }
                let want = match fun {
                    MathFn::Atan2
                    | MathFn::Hypot
                    | MathFn::Pow
                    | MathFn::Powi
                    | MathFn::Fmod
                    | MathFn::Copysign
                    | MathFn::Maximum
                    | MathFn::Minimum
                    | MathFn::Fmax
                    | MathFn::Fmin => 2,
                    MathFn::Fma => 3,
                    _ => 1,
                };
                if args.len() != want {
                    return Err(self.fail(&format!("{} takes {want} arguments", fun.name())));
                }
            }
        }
        Ok(ty)
    }

    fn array(&self, a: Handle<ArrayDecl>) -> Result<&ArrayDecl, ValidationError> {
        self.m.arrays.get(a).ok_or_else(|| self.fail("array out of range"))
    }

    fn access(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) -> Result<DType, ValidationError> {
        let (ndim, dtype) = {
            let a = self.array(array)?;
            (a.ty.ndim as usize, a.ty.dtype)
        };
        if index.len() != ndim {
            return Err(self.fail("index count differs from the array's dimensions"));
        }
        for i in index {
            if self.expr(*i)? != DType::I64 {
                return Err(self.fail("array index is not int64"));
            }
        }
        Ok(dtype)
    }

    fn local_ty(&self, l: Handle<Local>) -> Result<DType, ValidationError> {
        self.m.locals.get(l).map(|l| l.ty).ok_or_else(|| self.fail("local out of range"))
    }

    fn block(&mut self, b: &Block) -> Result<(), ValidationError> {
        for (s, _) in b {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Statement) -> Result<(), ValidationError> {
        match s {
            Statement::Assign { local, value } => {
                if self.expr(*value)? != self.local_ty(*local)? {
                    return Err(self.fail(&format!("assignment to '{}' of another type", self.m.locals[*local].name)));
                }
            }
            Statement::Store { array, index, value } => {
                let d = self.access(*array, index)?;
                if matches!(self.m.arrays[*array].kind, ArrayKind::Const(_)) {
                    return Err(self.fail("store to constant memory"));
                }
                if self.expr(*value)? != d {
                    return Err(self.fail("stored value type differs from the array dtype"));
                }
            }
            Statement::Atomic { array, index, value, compare, result, op } => {
                let d = self.access(*array, index)?;
                if self.expr(*value)? != d {
                    return Err(self.fail("atomic value type differs from the array dtype"));
                }
                if let Some(c) = compare {
                    if self.expr(*c)? != d {
                        return Err(self.fail("compare value type differs"));
                    }
                }
                if (*op == AtomicOp::Cas) != compare.is_some() {
                    return Err(self.fail("compare value only for cas"));
                }
                if let Some(r) = result {
                    if self.local_ty(*r)? != d {
                        return Err(self.fail("atomic result type differs"));
                    }
                }
            }
            Statement::If { cond, accept, reject } => {
                if self.expr(*cond)? != DType::Bool {
                    return Err(self.fail("if condition is not bool"));
                }
                self.block(accept)?;
                self.block(reject)?;
            }
            Statement::Loop { body, continuing } => {
                self.loops += 1;
                self.block(body)?;
                self.block(continuing)?;
                self.loops -= 1;
            }
            Statement::Break | Statement::Continue => {
                if self.loops == 0 {
                    return Err(self.fail("break/continue outside a loop"));
                }
            }
            Statement::Block { id, body } => {
                // Loops inside an inlined function are its own; a break cannot cross the block.
                let saved = std::mem::replace(&mut self.loops, 0);
                self.blocks.push(*id);
                self.block(body)?;
                self.blocks.pop();
                self.loops = saved;
            }
            Statement::Exit(id) => {
                if !self.blocks.contains(id) {
                    return Err(self.fail("exit from a block that does not enclose it"));
                }
            }
            Statement::Return | Statement::Fence(_) => {}
            Statement::Barrier { kind, predicate, result } => {
                self.barriers = true;
                self.grid_barriers |= *kind == BarrierKind::Grid;
                if matches!(kind, BarrierKind::Sync | BarrierKind::Grid) != predicate.is_none() || predicate.is_some() != result.is_some() {
                    return Err(self.fail("barrier predicate/result mismatch"));
                }
                if let Some(p) = predicate {
                    if self.expr(*p)? != DType::Bool {
                        return Err(self.fail("barrier predicate is not bool"));
                    }
                }
                if let Some(r) = result {
                    if self.local_ty(*r)? != DType::I32 {
                        return Err(self.fail("barrier result is not int32"));
                    }
                }
            }
            Statement::Warp { op, mask, value, arg, result, result2 } => {
                if let Some(h) = mask {
                    if self.expr(*h)? != DType::U32 {
                        return Err(self.fail("warp mask is not uint32"));
                    }
                }
                let vt = match value {
                    Some(h) => Some(self.expr(*h)?),
                    None => None,
                };
                if let Some(h) = arg {
                    if self.expr(*h)? != DType::I32 {
                        return Err(self.fail("warp lane argument is not int32"));
                    }
                }
                let data = |t: Option<DType>| matches!(t, Some(DType::I32 | DType::I64 | DType::F32 | DType::F64));
                let (ok, rt) = match op {
                    o if o.is_shuffle() => (data(vt) && arg.is_some(), vt),
                    WarpOp::All | WarpOp::Any | WarpOp::Eq => (vt == Some(DType::Bool), Some(DType::Bool)),
                    WarpOp::Ballot => (vt == Some(DType::Bool), Some(DType::I32)),
                    WarpOp::MatchAny | WarpOp::MatchAll => (data(vt), Some(DType::I32)),
                    WarpOp::ActiveMask => (vt.is_none(), Some(DType::U32)),
                    _ => (vt.is_none() && result.is_none(), None),
                };
                if !ok {
                    return Err(self.fail("warp operation operands"));
                }
                if let (Some(r), Some(t)) = (result, rt) {
                    if self.local_ty(*r)? != t {
                        return Err(self.fail("warp operation result type"));
                    }
                }
                if let Some(r) = result2 {
                    if *op != WarpOp::MatchAll || self.local_ty(*r)? != DType::Bool {
                        return Err(self.fail("warp operation second result"));
                    }
                }
            }
            Statement::Print(parts, _) => {
                for h in parts.iter().filter_map(PrintArg::value) {
                    self.expr(h)?;
                }
            }
        }
        Ok(())
    }
}
