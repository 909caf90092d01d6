//! The simulator's executable form of a validated module: a flat list of instructions over
//! registers, with structured control flow turned into forward and backward jumps laid out in
//! source order. That layout is what lets the warp scheduler reconverge threads by always running
//! the lowest program counter (see `exec.rs`).
//!
//! Registers: expression `e` writes register `e`; local `l` lives in register `exprs + l`, and
//! an expression that reads a local uses the local's register directly.
//! Owns nothing but this translation; meaning stays in `compiler::ir`.

use crate::array::dtype::DType;
use crate::compiler::ir::*;
use crate::compiler::ModuleInfo;
use crate::sim::scalar::encode_literal;

pub type Reg = u32;

#[derive(Debug, Clone)]
pub enum Inst {
    Special { dst: Reg, s: Special },
    Dim { dst: Reg, array: u32, axis: u8 },
    Load { dst: Reg, array: u32, index: Vec<Reg> },
    ViewIndex { dst: Reg, array: u32, axis: u8, index: Reg, len: Reg, broadcast: bool },
    Unary { dst: Reg, op: UnaryOp, ty: DType, a: Reg },
    Binary { dst: Reg, op: BinaryOp, ty: DType, a: Reg, b: Reg },
    Compare { dst: Reg, op: CompareOp, ty: DType, a: Reg, b: Reg },
    Cast { dst: Reg, from: DType, to: DType, a: Reg },
    Math { dst: Reg, fun: MathFn, ty: DType, arg_ty: DType, args: Vec<Reg> },
    Copy { dst: Reg, src: Reg },
    Store { array: u32, index: Vec<Reg>, src: Reg },
    Atomic { op: AtomicOp, array: u32, index: Vec<Reg>, src: Reg, cmp: Option<Reg>, dst: Option<Reg> },
    Jump { target: u32 },
    JumpIfFalse { cond: Reg, target: u32 },
    Barrier { kind: BarrierKind, pred: Option<Reg>, dst: Option<Reg> },
    Warp { op: WarpOp, mask: Option<Reg>, value: Option<Reg>, arg: Option<Reg>, ty: DType, dst: Option<Reg>, dst2: Option<Reg> },
    Exit,
    Print { parts: Vec<PrintPart>, style: PrintStyle },
    Nop,
}

#[derive(Debug, Clone)]
pub enum PrintPart {
    Text(String),
    Value(Reg, DType),
    Format(String, Reg, DType),
}

pub struct Program {
    pub code: Vec<Inst>,
    /// The statement each instruction belongs to (for fault messages).
    pub spans: Vec<Span>,
    pub nregs: usize,
    /// Registers holding literals: loaded once per warp, never written again.
    pub consts: Vec<(Reg, u64)>,
    pub info: ModuleInfo,
}

struct Builder<'a> {
    m: &'a Module,
    code: Vec<Inst>,
    spans: Vec<Span>,
    consts: Vec<(Reg, u64)>,
    span: Span,
    /// Per enclosing loop: (continue target, break jumps to patch).
    loops: Vec<(Option<u32>, Vec<usize>, Vec<usize>)>,
    /// Per enclosing block id: exit jumps to patch.
    blocks: Vec<(u32, Vec<usize>)>,
}

pub fn build(m: &Module, info: &ModuleInfo) -> Program {
    let mut b = Builder { m, code: Vec::new(), spans: Vec::new(), consts: Vec::new(), span: Span::default(), loops: Vec::new(), blocks: Vec::new() };
    b.block(&m.body);
    b.push(Inst::Exit);
    Program { code: b.code, spans: b.spans, nregs: m.exprs.len() + m.locals.len(), consts: b.consts, info: info.clone() }
}

impl Builder<'_> {
    fn push(&mut self, i: Inst) -> usize {
        self.code.push(i);
        self.spans.push(self.span);
        self.code.len() - 1
    }

    fn here(&self) -> u32 {
        self.code.len() as u32
    }

    fn local(&self, l: Handle<Local>) -> Reg {
        (self.m.exprs.len() + l.index()) as Reg
    }

    fn patch(&mut self, at: usize, target: u32) {
        match &mut self.code[at] {
            Inst::Jump { target: t } | Inst::JumpIfFalse { target: t, .. } => *t = target,
            _ => unreachable!("only jumps are patched"),
        }
    }

    /// Emit the instructions of an expression tree (post-order); returns its register.
    fn expr(&mut self, h: Handle<Expr>) -> Reg {
        let dst = h.index() as Reg;
        let ty = self.m.ty(h);
        let inst = match &self.m.exprs[h] {
            // Literals live in registers loaded once; a local is read in place (its value
            // cannot change before the statement that reads it completes).
            Expr::Literal(l) => {
                self.consts.push((dst, encode_literal(*l, ty)));
                return dst;
            }
            Expr::Local(l) => return self.local(*l),
            Expr::Special(s) => Inst::Special { dst, s: *s },
            Expr::Dim { array, axis } => Inst::Dim { dst, array: array.index() as u32, axis: *axis },
            Expr::ViewIndex { array, axis, index, len, broadcast } => {
                let index = self.expr(*index);
                let len = self.expr(*len);
                Inst::ViewIndex { dst, array: array.index() as u32, axis: *axis, index, len, broadcast: *broadcast }
            }
            Expr::Load { array, index } => {
                let index = index.iter().map(|i| self.expr(*i)).collect();
                Inst::Load { dst, array: array.index() as u32, index }
            }
            Expr::Unary { op, arg } => {
                let a = self.expr(*arg);
                Inst::Unary { dst, op: *op, ty, a }
            }
            Expr::Binary { op, left, right } => {
                let a = self.expr(*left);
                let b = self.expr(*right);
                Inst::Binary { dst, op: *op, ty, a, b }
            }
            Expr::Compare { op, left, right } => {
                let operand = self.m.ty(*left);
                let a = self.expr(*left);
                let b = self.expr(*right);
                Inst::Compare { dst, op: *op, ty: operand, a, b }
            }
            Expr::Cast { arg } => {
                let from = self.m.ty(*arg);
                let a = self.expr(*arg);
                Inst::Cast { dst, from, to: ty, a }
            }
            Expr::Math { fun, args } => {
                let arg_ty = args.first().map(|a| self.m.ty(*a)).unwrap_or(ty);
                let args = args.iter().map(|a| self.expr(*a)).collect();
                Inst::Math { dst, fun: *fun, ty, arg_ty, args }
            }
        };
        self.push(inst);
        dst
    }

    fn block(&mut self, b: &Block) {
        for (s, span) in b {
            self.span = *span;
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Statement) {
        match s {
            Statement::Assign { local, value } => {
                let src = self.expr(*value);
                let dst = self.local(*local);
                self.push(Inst::Copy { dst, src });
            }
            Statement::Store { array, index, value } => {
                let index = index.iter().map(|i| self.expr(*i)).collect();
                let src = self.expr(*value);
                self.push(Inst::Store { array: array.index() as u32, index, src });
            }
            Statement::Atomic { op, array, index, value, compare, result } => {
                let index = index.iter().map(|i| self.expr(*i)).collect();
                let cmp = compare.map(|c| self.expr(c));
                let src = self.expr(*value);
                let dst = result.map(|l| self.local(l));
                self.push(Inst::Atomic { op: *op, array: array.index() as u32, index, src, cmp, dst });
            }
            Statement::If { cond, accept, reject } => {
                let span = self.span;
                let c = self.expr(*cond);
                let branch = self.push(Inst::JumpIfFalse { cond: c, target: 0 });
                self.block(accept);
                if reject.is_empty() {
                    let end = self.here();
                    self.patch(branch, end);
                } else {
                    self.span = span;
                    let skip = self.push(Inst::Jump { target: 0 });
                    let else_at = self.here();
                    self.patch(branch, else_at);
                    self.block(reject);
                    let end = self.here();
                    self.patch(skip, end);
                }
            }
            Statement::Loop { body, continuing } => {
                let span = self.span;
                let top = self.here();
                self.loops.push((None, Vec::new(), Vec::new()));
                self.block(body);
                let cont = self.here();
                self.block(continuing);
                self.span = span;
                self.push(Inst::Jump { target: top });
                let end = self.here();
                let (_, breaks, continues) = self.loops.pop().unwrap_or_default();
                for b in breaks {
                    self.patch(b, end);
                }
                for c in continues {
                    self.patch(c, cont);
                }
            }
            Statement::Break => {
                let j = self.push(Inst::Jump { target: 0 });
                if let Some(l) = self.loops.last_mut() {
                    l.1.push(j);
                }
            }
            Statement::Continue => {
                let j = self.push(Inst::Jump { target: 0 });
                if let Some(l) = self.loops.last_mut() {
                    l.2.push(j);
                }
            }
            Statement::Block { id, body } => {
                let saved = std::mem::take(&mut self.loops);
                self.blocks.push((*id, Vec::new()));
                self.block(body);
                let end = self.here();
                let (_, exits) = self.blocks.pop().unwrap_or_default();
                for e in exits {
                    self.patch(e, end);
                }
                self.loops = saved;
            }
            Statement::Exit(id) => {
                let j = self.push(Inst::Jump { target: 0 });
                if let Some(b) = self.blocks.iter_mut().rev().find(|(bid, _)| bid == id) {
                    b.1.push(j);
                }
            }
            Statement::Return => {
                self.push(Inst::Exit);
            }
            Statement::Barrier { kind, predicate, result } => {
                let pred = predicate.map(|p| self.expr(p));
                let dst = result.map(|l| self.local(l));
                self.push(Inst::Barrier { kind: *kind, pred, dst });
            }
            Statement::Fence(_) => {
                self.push(Inst::Nop);
            }
            Statement::Warp { op, mask, value, arg, result, result2 } => {
                let mask = mask.map(|h| self.expr(h));
                let ty = value.map(|h| self.m.ty(h)).unwrap_or(DType::Bool);
                let value = value.map(|h| self.expr(h));
                let arg = arg.map(|h| self.expr(h));
                let dst = result.map(|l| self.local(l));
                let dst2 = result2.map(|l| self.local(l));
                self.push(Inst::Warp { op: *op, mask, value, arg, ty, dst, dst2 });
            }
            Statement::Print(parts, style) => {
                let parts = parts
                    .iter()
                    .map(|p| match p {
                        PrintArg::Text(t) => PrintPart::Text(t.clone()),
                        PrintArg::Value(h) => {
                            let ty = self.m.ty(*h);
                            PrintPart::Value(self.expr(*h), ty)
                        }
                        PrintArg::Format(spec, h) => {
                            let ty = self.m.ty(*h);
                            PrintPart::Format(spec.clone(), self.expr(*h), ty)
                        }
                    })
                    .collect();
                self.push(Inst::Print { parts, style: *style });
            }
        }
    }
}
