//! A readable text form of the IR, for golden tests and `%kernel_ir`-style inspection.
//!
//! One statement per line prefixed with its cell line (`L5:`), nested blocks indented,
//! expressions printed as trees with their types where the type is not obvious (literals, casts,
//! loads show the array's dtype through the declaration list). Must not change meaning: this is
//! a view, the simulator and CUDA writer never read it.

use crate::compiler::ir::*;
use crate::compiler::types::scalar_name;
use std::fmt::Write;

pub fn dump(m: &Module) -> String {
    let mut out = String::new();
    let params: Vec<String> = m
        .params
        .iter()
        .map(|p| match p.kind {
            ParamKind::Scalar(l) => format!("{}: {}", p.name, scalar_name(m.locals[l].ty)),
            ParamKind::Array(a) => format!("{}: {}", p.name, m.arrays[a].ty),
        })
        .collect();
    let _ = writeln!(out, "kernel {}({})", m.name, params.join(", "));
    let o = &m.options;
    let _ = writeln!(out, "  options: boundscheck={} fastmath={}", o.bounds_check, o.fastmath);
    for (_, a) in m.arrays.iter() {
        let shape: Vec<String> = a.shape.iter().map(|n| n.to_string()).collect();
        match &a.kind {
            ArrayKind::Param(_) => {}
            ArrayKind::Shared { dynamic: true } => {
                let _ = writeln!(out, "  shared {}: {}[dynamic]", a.name, scalar_name(a.ty.dtype));
            }
            ArrayKind::Shared { dynamic: false } => {
                let _ = writeln!(out, "  shared {}: {}[{}]", a.name, scalar_name(a.ty.dtype), shape.join(", "));
            }
            ArrayKind::Local => {
                let _ = writeln!(out, "  local array {}: {}[{}]", a.name, scalar_name(a.ty.dtype), shape.join(", "));
            }
            ArrayKind::Const(data) => {
                let _ = writeln!(out, "  const {}: {}[{}] = {}", a.name, scalar_name(a.ty.dtype), shape.join(", "), const_values(data));
            }
        }
    }
    for (_, l) in m.locals.iter() {
        let _ = writeln!(out, "  var {}: {}", l.name, scalar_name(l.ty));
    }
    out.push_str("body:\n");
    block(m, &m.body, 1, &mut out);
    out
}

fn const_values(a: &crate::array::hostarray::HostArray) -> String {
    let n = a.size();
    let mut items = Vec::new();
    for i in 0..n.min(8) {
        items.push(format!("{}", a.get_flat::<f64>(i)));
    }
    if n > 8 {
        items.push("...".into());
    }
    format!("[{}]", items.join(", "))
}

fn block(m: &Module, b: &Block, depth: usize, out: &mut String) {
    for (s, span) in b {
        stmt(m, s, *span, depth, out);
    }
}

fn line(m: &Module, span: Span, depth: usize, out: &mut String) {
    let src = if span.source == 0 { String::new() } else { format!("s{}:", span.source) };
    let _ = write!(out, "{:<8}{}", format!("{src}L{}:", m.line(span)), "  ".repeat(depth));
}

fn stmt(m: &Module, s: &Statement, span: Span, depth: usize, out: &mut String) {
    line(m, span, depth, out);
    match s {
        Statement::Assign { local, value } => {
            let _ = writeln!(out, "{} = {}", m.locals[*local].name, expr(m, *value));
        }
        Statement::Store { array, index, value } => {
            let _ = writeln!(out, "{}[{}] = {}", m.arrays[*array].name, indices(m, index), expr(m, *value));
        }
        Statement::Atomic { op, array, index, value, compare, result } => {
            let r = result.map(|l| format!("{} = ", m.locals[l].name)).unwrap_or_default();
            let c = compare.map(|c| format!("{}, ", expr(m, c))).unwrap_or_default();
            let _ = writeln!(out, "{r}atomic.{}({}[{}], {c}{})", op.name(), m.arrays[*array].name, indices(m, index), expr(m, *value));
        }
        Statement::If { cond, accept, reject } => {
            let _ = writeln!(out, "if {} {{", expr(m, *cond));
            block(m, accept, depth + 1, out);
            if !reject.is_empty() {
                let _ = writeln!(out, "{:<8}{}}} else {{", "", "  ".repeat(depth));
                block(m, reject, depth + 1, out);
            }
            let _ = writeln!(out, "{:<8}{}}}", "", "  ".repeat(depth));
        }
        Statement::Loop { body, continuing } => {
            out.push_str("loop {\n");
            block(m, body, depth + 1, out);
            if !continuing.is_empty() {
                let _ = writeln!(out, "{:<8}{}}} continuing {{", "", "  ".repeat(depth));
                block(m, continuing, depth + 1, out);
            }
            let _ = writeln!(out, "{:<8}{}}}", "", "  ".repeat(depth));
        }
        Statement::Break => out.push_str("break\n"),
        Statement::Continue => out.push_str("continue\n"),
        Statement::Return => out.push_str("return\n"),
        Statement::Block { id, body } => {
            let _ = writeln!(out, "block b{id} {{");
            block(m, body, depth + 1, out);
            let _ = writeln!(out, "{:<8}{}}}", "", "  ".repeat(depth));
        }
        Statement::Exit(id) => {
            let _ = writeln!(out, "exit b{id}");
        }
        Statement::Barrier { kind, predicate, result } => {
            let r = result.map(|l| format!("{} = ", m.locals[l].name)).unwrap_or_default();
            let p = predicate.map(|p| expr(m, p)).unwrap_or_default();
            let name = match kind {
                BarrierKind::Sync => "syncthreads",
                BarrierKind::Count => "syncthreads_count",
                BarrierKind::And => "syncthreads_and",
                BarrierKind::Or => "syncthreads_or",
                BarrierKind::Grid => "grid_sync",
            };
            let _ = writeln!(out, "{r}{name}({p})");
        }
        Statement::Warp { op, mask, value, arg, result, result2 } => {
            let r: Vec<String> = [result, result2].into_iter().flatten().map(|l| m.locals[*l].name.clone()).collect();
            let r = if r.is_empty() { String::new() } else { format!("{} = ", r.join(", ")) };
            let a: Vec<String> = [mask, value, arg].into_iter().flatten().map(|h| expr(m, *h)).collect();
            let _ = writeln!(out, "{r}{}({})", op.name(), a.join(", "));
        }
        Statement::Fence(scope) => {
            let _ = writeln!(out, "threadfence({scope:?})");
        }
        Statement::Print(parts, style) => {
            let items: Vec<String> = parts
                .iter()
                .map(|p| match p {
                    PrintArg::Text(t) => format!("{t:?}"),
                    PrintArg::Value(h) => expr(m, *h),
                    PrintArg::Format(spec, h) => format!("{spec:?} {}", expr(m, *h)),
                })
                .collect();
            let name = if *style == PrintStyle::C { "printf" } else { "print" };
            let _ = writeln!(out, "{name}({})", items.join(", "));
        }
    }
}

fn indices(m: &Module, index: &[Handle<Expr>]) -> String {
    index.iter().map(|i| expr(m, *i)).collect::<Vec<_>>().join(", ")
}

pub fn expr(m: &Module, h: Handle<Expr>) -> String {
    let ty = scalar_name(m.ty(h));
    match &m.exprs[h] {
        Expr::Literal(Literal::Bool(b)) => format!("{b}"),
        Expr::Literal(Literal::Int(i)) => {
            if ty == "int64" {
                format!("{i}")
            } else {
                format!("{i}_{ty}")
            }
        }
        Expr::Literal(Literal::Float(f)) => {
            let s = format!("{f:?}");
            if ty == "float64" {
                s
            } else {
                format!("{s}_{ty}")
            }
        }
        Expr::Local(l) => m.locals[*l].name.clone(),
        Expr::Special(s) => match s {
            Special::ThreadIdx(a) => format!("threadIdx.{}", a.name()),
            Special::BlockIdx(a) => format!("blockIdx.{}", a.name()),
            Special::BlockDim(a) => format!("blockDim.{}", a.name()),
            Special::GridDim(a) => format!("gridDim.{}", a.name()),
            Special::LaneId => "laneid".into(),
            Special::WarpSize => "warpsize".into(),
        },
        Expr::Dim { array, axis } => format!("{}.shape[{axis}]", m.arrays[*array].name),
        Expr::ViewIndex { array, axis, index, len, broadcast: true } => {
            format!("broadcast_check({}, axis {axis}, {}, len {})", m.arrays[*array].name, expr(m, *index), expr(m, *len))
        }
        Expr::ViewIndex { array, axis, index, len, broadcast: false } => {
            format!("slice_index({}, axis {axis}, {}, len {})", m.arrays[*array].name, expr(m, *index), expr(m, *len))
        }
        Expr::Load { array, index } => format!("{}[{}]", m.arrays[*array].name, indices(m, index)),
        Expr::Unary { op, arg } => {
            let o = match op {
                UnaryOp::Neg => "-",
                UnaryOp::Not => "not ",
                UnaryOp::BitNot => "~",
            };
            format!("{o}{}", expr(m, *arg))
        }
        Expr::Binary { op, left, right } => {
            let o = match op {
                BinaryOp::Add => "+",
                BinaryOp::Sub => "-",
                BinaryOp::Mul => "*",
                BinaryOp::TrueDiv => "/",
                BinaryOp::FloorDiv => "//",
                BinaryOp::Mod => "%",
                BinaryOp::Div => "c/",
                BinaryOp::Rem => "c%",
                BinaryOp::Pow => "**",
                BinaryOp::BitAnd => "&",
                BinaryOp::BitOr => "|",
                BinaryOp::BitXor => "^",
                BinaryOp::Shl => "<<",
                BinaryOp::Shr => ">>",
                BinaryOp::Min => return format!("min({}, {})", expr(m, *left), expr(m, *right)),
                BinaryOp::Max => return format!("max({}, {})", expr(m, *left), expr(m, *right)),
            };
            format!("({} {o} {})", expr(m, *left), expr(m, *right))
        }
        Expr::Compare { op, left, right } => {
            let o = match op {
                CompareOp::Eq => "==",
                CompareOp::Ne => "!=",
                CompareOp::Lt => "<",
                CompareOp::Le => "<=",
                CompareOp::Gt => ">",
                CompareOp::Ge => ">=",
            };
            format!("({} {o} {})", expr(m, *left), expr(m, *right))
        }
        Expr::Cast { arg } => format!("{ty}({})", expr(m, *arg)),
        Expr::Math { fun, args } => {
            let a: Vec<String> = args.iter().map(|x| expr(m, *x)).collect();
            format!("{}<{ty}>({})", fun.name(), a.join(", "))
        }
    }
}
