//! Warp-level primitives in kernels, as numba-cuda types them: `cuda.shfl_sync`,
//! `shfl_up_sync`, `shfl_down_sync`, `shfl_xor_sync` (int32, int64, float32 and float64 values,
//! the result in the value's type), the votes `all_sync`/`any_sync`/`eq_sync` (bool) and
//! `ballot_sync` (int32), `match_any_sync` (int32) and `match_all_sync` (an (int32, bool)
//! tuple), `activemask()` and `lanemask_lt()` (uint32), `syncwarp(mask=0xffffffff)`.
//!
//! Owns the typing of their arguments (a mask of any integer type, read as uint32; a lane or
//! delta as int32; a predicate by its truth value) and the `Statement::Warp` each becomes.
//! Must not: give any meaning to the exchange itself (that is the IR's, see `ir::WarpOp`).

use super::{text_of, Lowerer, Val, R};
use crate::array::dtype::DType;
use crate::compiler::ir::*;
use ruff_python_ast as ast;

impl Lowerer<'_> {
    pub(super) fn warp_call(&mut self, op: WarpOp, c: &ast::ExprCall) -> R<Val> {
        let name = format!("cuda.{}", op.name());
        let (min, max) = match op {
            WarpOp::ActiveMask => (0, 0),
            WarpOp::Sync => (0, 1),
            o if o.is_shuffle() => (3, 3),
            _ => (2, 2),
        };
        let mut vals = self.call_args(c, min, max)?.into_iter();
        let args: Vec<&ast::Expr> = c.arguments.args.iter().collect();
        let mut mask = None;
        if let (Some(a), Some(v)) = (args.first(), vals.next()) {
            let h = self.scalar(v, *a)?;
            let t = self.module.ty(h);
            if !t.is_integer() {
                return Err(self.err(*a, format!("{name}(): the mask must be an integer, not {}", t.name())));
            }
            mask = Some(self.cast(h, DType::U32));
        }
        let mut value = None;
        if let (Some(a), Some(v)) = (args.get(1), vals.next()) {
            if matches!(op, WarpOp::All | WarpOp::Any | WarpOp::Eq | WarpOp::Ballot) {
                let h = self.scalar(v, *a)?;
                let t = self.module.ty(h);
                if !(t.is_integer() || t == DType::Bool) {
                    return Err(self.err(*a, format!("{name}(): the predicate must be a bool or an integer, not {}", t.name())));
                }
                value = Some(self.truth(Val::Scalar(h), *a)?);
            } else {
                let h = self.scalar(v, *a)?;
                let t = self.module.ty(h);
                if !matches!(t, DType::I32 | DType::I64 | DType::F32 | DType::F64) {
                    let what = if op.is_shuffle() { "shfl_sync" } else { op.name() };
                    return Err(self
                        .err(*a, format!("{what} only supports 32- and 64-bit ints and floats, not {} ({})", t.name(), text_of(self, *a)))
                        .with_hint("convert it: np.int32(v), np.int64(v), np.float32(v) or float(v)"));
                }
                value = Some(h);
            }
        }
        let mut arg = None;
        if let (Some(a), Some(v)) = (args.get(2), vals.next()) {
            let h = self.scalar(v, *a)?;
            if !self.module.ty(h).is_integer() {
                return Err(self.err(*a, format!("{name}(): the lane must be an integer")));
            }
            arg = Some(self.cast(h, DType::I32));
        }
        let result_ty = match op {
            o if o.is_shuffle() => value.map(|h| self.module.ty(h)),
            WarpOp::All | WarpOp::Any | WarpOp::Eq => Some(DType::Bool),
            WarpOp::Ballot | WarpOp::MatchAny | WarpOp::MatchAll => Some(DType::I32),
            WarpOp::ActiveMask => Some(DType::U32),
            _ => None,
        };
        let result = result_ty.map(|t| {
            let tmp = self.temp_name("warp");
            self.new_local(&tmp, t)
        });
        let result2 = (op == WarpOp::MatchAll).then(|| {
            let tmp = self.temp_name("warp");
            self.new_local(&tmp, DType::Bool)
        });
        self.emit(Statement::Warp { op, mask, value, arg, result, result2 });
        let read = |l: &mut Self, local: Option<Handle<Local>>| local.map(|x| Val::Scalar(l.push(Expr::Local(x), l.module.locals[x].ty)));
        Ok(match (read(self, result), read(self, result2)) {
            (Some(a), Some(b)) => Val::Tuple(vec![a, b]),
            (Some(a), None) => a,
            _ => Val::None,
        })
    }

    /// `cuda.lanemask_lt()`: `(1 << laneid) - 1` as uint32.
    pub(super) fn lanemask_lt(&mut self, c: &ast::ExprCall) -> R<Val> {
        self.call_args(c, 0, 0)?;
        let lane = self.push(Expr::Special(Special::LaneId), DType::I32);
        let lane = self.cast(lane, DType::U32);
        let one = self.lit_int(1, DType::U32);
        let bit = self.push(Expr::Binary { op: BinaryOp::Shl, left: one, right: lane }, DType::U32);
        let one = self.lit_int(1, DType::U32);
        Ok(Val::Scalar(self.push(Expr::Binary { op: BinaryOp::Sub, left: bit, right: one }, DType::U32)))
    }
}
