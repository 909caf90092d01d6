//! The CUDA C writer: walks a module once, printing declarations, then the body statement by
//! statement with `#line` directives. Expressions are printed fully parenthesized except atoms.

use super::names::Namer;
use super::{PrintPart, Site, SiteKind};
use crate::array::dtype::DType;
use crate::compiler::ir::*;
use crate::compiler::types::Layout;
use std::collections::HashSet;
use std::fmt::Write;

pub struct Writer<'a, W: Write> {
    m: &'a Module,
    out: W,
    locals: Vec<String>,
    arrays: Vec<String>,
    /// For dynamic shared arrays: the name of their element count.
    dyn_len: Vec<Option<String>>,
    sites: Vec<Site>,
    indent: usize,
    last_line: Option<(u16, usize)>,
    /// Current statement's span (sites take it).
    span: Span,
    exits: HashSet<u32>,
    loops: u32,
    /// Locals some expression reads; the others are neither declared nor assigned.
    read: HashSet<usize>,
    /// Ids of the loops enclosing the statement being written, innermost last.
    open: Vec<u32>,
    /// Index expressions printed unchecked: the fast copy of a versioned loop proved them in
    /// range (see `versioning`).
    unchecked: HashSet<usize>,
    /// Index expressions the kernel's own tests and value ranges keep in range (see `facts`).
    proven: HashSet<usize>,
    /// Exit labels of the blocks inside the fast copy of a versioned loop, renamed so the two
    /// copies do not define one label twice (`cl_exit_3_v1`); `copies` numbers the copies.
    relabel: std::collections::HashMap<u32, String>,
    copies: u32,
    /// Write the variant for arrays that do not overlap (`Arrays::Disjoint`).
    disjoint: bool,
}

pub fn c_type(d: DType) -> &'static str {
    match d {
        DType::Bool => "bool",
        DType::I8 => "cl_i8",
        DType::I16 => "cl_i16",
        DType::I32 => "cl_i32",
        DType::I64 => "cl_i64",
        DType::U8 => "cl_u8",
        DType::U16 => "cl_u16",
        DType::U32 => "cl_u32",
        DType::U64 => "cl_u64",
        DType::F32 => "float",
        _ => "double",
    }
}

/// A literal of a type, exactly.
fn literal(l: Literal, ty: DType) -> String {
    match (l, ty) {
        (Literal::Bool(b), DType::Bool) => b.to_string(),
        (Literal::Bool(b), t) => literal(Literal::Int(b as i64), t),
        (Literal::Int(i), t) if t.is_float() => literal(Literal::Float(i as f64), t),
        (Literal::Int(i), t) => match t {
            DType::Bool => (i != 0).to_string(),
            DType::I64 if i == i64::MIN => "(-9223372036854775807LL - 1)".into(),
            DType::I64 => format!("{i}LL"),
            DType::U64 => format!("{}ULL", i as u64),
            DType::I32 => {
                if i == i32::MIN as i64 {
                    "(-2147483647 - 1)".into()
                } else {
                    format!("{}", i as i32)
                }
            }
            DType::U32 => format!("{}u", i as u32),
            t => format!("(({}){i})", c_type(t)),
        },
        (Literal::Float(x), DType::F32) => {
            let v = x as f32;
            if v.is_finite() {
                let s = format!("{v:?}");
                if s.contains('.') || s.contains('e') {
                    format!("{s}f")
                } else {
                    format!("{s}.0f")
                }
            } else {
                format!("__int_as_float(0x{:08x})", v.to_bits())
            }
        }
        (Literal::Float(x), _) => {
            if x.is_finite() {
                let s = format!("{x:?}");
                if s.contains('.') || s.contains('e') {
                    s
                } else {
                    format!("{s}.0")
                }
            } else {
                format!("__longlong_as_double(0x{:016x}LL)", x.to_bits())
            }
        }
    }
}

fn math_name(f: MathFn, ty: DType) -> String {
    let base = match f {
        MathFn::Gamma => "tgamma",
        MathFn::Round => "rint",
        other => other.name(),
    };
    if ty == DType::F32 {
        format!("{base}f")
    } else {
        base.to_string()
    }
}

/// Which loops (by nesting) contain a `Continue` for themselves, and which blocks are exited.
fn scan(block: &[(Statement, Span)], exits: &mut HashSet<u32>) -> bool {
    let mut cont = false;
    for (s, _) in block {
        match s {
            Statement::Continue => cont = true,
            Statement::Exit(id) => {
                exits.insert(*id);
            }
            Statement::If { accept, reject, .. } => {
                cont |= scan(accept, exits);
                cont |= scan(reject, exits);
            }
            Statement::Block { body, .. } => cont |= scan(body, exits),
            Statement::Loop { body, continuing } => {
                scan(body, exits);
                scan(continuing, exits);
            }
            _ => {}
        }
    }
    cont
}

impl<'a, W: Write> Writer<'a, W> {
    pub fn new(m: &'a Module, out: W, arrays: super::Arrays) -> Self {
        Writer {
            m,
            out,
            locals: Vec::new(),
            arrays: Vec::new(),
            dyn_len: Vec::new(),
            sites: Vec::new(),
            indent: 0,
            last_line: None,
            span: Span::default(),
            exits: HashSet::new(),
            loops: 0,
            open: Vec::new(),
            unchecked: HashSet::new(),
            proven: HashSet::new(),
            relabel: std::collections::HashMap::new(),
            copies: 0,
            disjoint: arrays == super::Arrays::Disjoint,
            read: locals_read(m),
        }
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.write_str("    ").ok();
        }
        self.out.write_str(text).ok();
        self.out.write_char('\n').ok();
    }

    fn site(&mut self, kind: SiteKind) -> usize {
        self.sites.push(Site { span: self.span, kind });
        self.sites.len() - 1
    }

    /// A `#line` directive when the statement's source line differs from the last one.
    fn line_directive(&mut self, span: Span) {
        let line = self.m.line(span);
        if line == 0 || self.last_line == Some((span.source, line)) {
            return;
        }
        self.last_line = Some((span.source, line));
        let file = self.m.source_name(span).replace('\\', "/").replace('"', "'");
        writeln!(self.out, "#line {line} \"{file}\"").ok();
    }

    pub fn write_module(mut self) -> (String, Vec<Site>) {
        let m = self.m;
        let mut namer = Namer::default();
        let entry = namer.name(&m.name);
        let mut param_names = Vec::new();
        for p in &m.params {
            param_names.push(namer.name(&p.name));
        }
        self.arrays = vec![String::new(); m.arrays.len()];
        self.dyn_len = vec![None; m.arrays.len()];
        self.locals = vec![String::new(); m.locals.len()];
        // A scalar parameter is its local: C parameters are mutable copies, as the IR's are.
        let mut scalar_params = HashSet::new();
        for (p, name) in m.params.iter().zip(&param_names) {
            match p.kind {
                ParamKind::Array(a) => self.arrays[a.index()] = name.clone(),
                ParamKind::Scalar(l) => {
                    self.locals[l.index()] = name.clone();
                    scalar_params.insert(l.index());
                }
            }
        }
        for (h, a) in m.arrays.iter() {
            if self.arrays[h.index()].is_empty() {
                self.arrays[h.index()] = namer.name(&a.name);
            }
        }
        for (h, l) in m.locals.iter() {
            if !scalar_params.contains(&h.index()) {
                self.locals[h.index()] = namer.name(&l.name);
            }
        }
        let mut exits = HashSet::new();
        scan(&m.body, &mut exits);
        self.exits = exits;

        let sig: Vec<String> = m.params.iter().map(|p| self.param_decl(p)).collect();
        writeln!(self.out, "// kernel {}: generated by cudalab from the typed IR.", m.name).ok();
        let mut cooperative = false;
        self.m.for_each_statement(&mut |s| cooperative |= matches!(s, Statement::Barrier { kind: BarrierKind::Grid, .. }));
        if cooperative {
            // The grid barrier and its counter (the host launches such a module cooperatively).
            writeln!(self.out, "#define CL_COOPERATIVE 1").ok();
        }
        writeln!(self.out, "#include \"{}\"", super::RUNTIME_HEADER_NAME).ok();
        writeln!(self.out).ok();
        for (h, a) in m.arrays.iter() {
            if let ArrayKind::Const(data) = &a.kind {
                let values = const_values(data, a.ty.dtype);
                let space = if a.bytes() <= 48 * 1024 { "__constant__" } else { "__device__ const" };
                writeln!(self.out, "{space} {} {}[{}] = {{{}}};", c_type(a.ty.dtype), self.arrays[h.index()], a.elements().max(1), values).ok();
            }
        }
        let mut sig = sig;
        if self.disjoint {
            // Each array's data again, as a `__restrict__` pointer after the other parameters
            // (const for arrays the kernel never writes): NVVM then reads such arrays through the
            // non-coherent path, which ptxas may move past stores. The launch runs this variant,
            // and passes the pointers, only when no written array overlaps another argument.
            let written = m.written_arrays();
            for p in &m.params {
                if let ParamKind::Array(a) = p.kind {
                    let constness = if written[a.index()] { "" } else { "const " };
                    sig.push(format!("{constness}{}* __restrict__ cl_data_{}", c_type(m.arrays[a].ty.dtype), self.arrays[a.index()]));
                }
            }
        }
        writeln!(self.out, "extern \"C\" __global__ void {entry}({}) {{", sig.join(", ")).ok();
        self.indent = 1;
        let dynamic = m.arrays.iter().any(|(_, a)| matches!(a.kind, ArrayKind::Shared { dynamic: true }));
        if dynamic {
            self.line("extern __shared__ __align__(16) unsigned char cl_dynamic_shared[];");
        }
        for (h, a) in m.arrays.iter() {
            let name = self.arrays[h.index()].clone();
            let ty = c_type(a.ty.dtype);
            match a.kind {
                ArrayKind::Shared { dynamic: false } => self.line(&format!("__shared__ {ty} {name}[{}];", a.elements().max(1))),
                ArrayKind::Local => self.line(&format!("{ty} {name}[{}];", a.elements().max(1))),
                ArrayKind::Shared { dynamic: true } => {
                    let len = format!("{name}_len");
                    self.line(&format!("{ty}* {name} = ({ty}*)cl_dynamic_shared;"));
                    self.line(&format!("const cl_i64 {len} = cl_dynamic_shared_bytes() / sizeof({ty});"));
                    self.dyn_len[h.index()] = Some(len);
                }
                _ => {}
            }
        }
        for (h, l) in m.locals.iter() {
            if !scalar_params.contains(&h.index()) && self.read.contains(&h.index()) {
                let name = self.locals[h.index()].clone();
                self.line(&format!("{} {name};", c_type(l.ty)));
            }
        }
        let proofs = if m.options.bounds_check { Some(super::facts::prove(m)) } else { None };
        match proofs {
            Some(super::facts::Proofs { proven, guarded: Some(guard) }) => {
                // Every thread of a block (of the grid, for the shapes) takes the same copy, so
                // both may hold barriers.
                let mut conds = Vec::new();
                for (d, n) in guard.block_dim.iter().enumerate() {
                    if let Some(n) = n {
                        conds.push(format!("blockDim.{} <= {n}u", ["x", "y", "z"][d]));
                    }
                }
                for ((a, ax), (b, bx)) in &guard.dims {
                    conds.push(format!("{} <= {}", self.extent(*a, *ax as usize), self.extent(*b, *bx as usize)));
                }
                for (d, a) in &guard.dyn_len {
                    let len = self.dyn_len[a.index()].clone().unwrap_or_default();
                    conds.push(format!("(cl_i64)blockDim.{} <= {len}", ["x", "y", "z"][*d as usize]));
                }
                self.line(&format!("if ({}) {{", conds.join(" && ")));
                self.indent += 1;
                self.proven = guard.proven;
                self.copy_with_own_labels(&[&m.body], |w| w.block(&m.body));
                self.indent -= 1;
                self.line("} else {");
                self.indent += 1;
                self.proven = proven;
                self.last_line = None;
                self.block(&m.body);
                self.indent -= 1;
                self.line("}");
            }
            Some(p) => {
                self.proven = p.proven;
                self.block(&m.body);
            }
            None => self.block(&m.body),
        }
        self.indent = 0;
        self.line("}");
        (entry, self.sites)
    }

    fn param_decl(&self, p: &Param) -> String {
        match p.kind {
            ParamKind::Scalar(l) => format!("{} {}", c_type(self.m.locals[l].ty), self.locals[l.index()]),
            ParamKind::Array(a) => {
                let d = &self.m.arrays[a];
                format!("cl_array<{}, {}> {}", c_type(d.ty.dtype), d.ty.ndim.max(1), self.arrays[a.index()])
            }
        }
    }

    fn block(&mut self, b: &[(Statement, Span)]) {
        for (s, span) in b {
            self.statement(s, *span);
        }
    }

    fn statement(&mut self, s: &Statement, span: Span) {
        self.span = span;
        if !matches!(s, Statement::Block { .. } | Statement::Loop { .. }) {
            self.line_directive(span);
        }
        match s {
            Statement::Assign { local, value } => {
                let v = self.expr(*value);
                if self.read.contains(&local.index()) {
                    let l = self.locals[local.index()].clone();
                    self.line(&format!("{l} = {};", strip_parens(&v)));
                } else {
                    self.line(&format!("(void){v};"));
                }
            }
            Statement::Store { array, index, value } => {
                let lhs = self.element(*array, index);
                let v = self.expr(*value);
                self.line(&format!("{lhs} = {};", strip_parens(&v)));
            }
            Statement::Atomic { op, array, index, value, compare, result } => {
                let lhs = self.element(*array, index);
                let v = self.expr(*value);
                let call = match (op, compare) {
                    (AtomicOp::Cas, Some(c)) => {
                        let c = self.expr(*c);
                        format!("cl_atomic_cas(&{lhs}, {c}, {v})")
                    }
                    _ => format!("cl_atomic_{}(&{lhs}, {v})", op.name().trim_end_matches('_')),
                };
                self.result_line(*result, call);
            }
            Statement::If { cond, accept, reject } => {
                let c = self.expr(*cond);
                self.line(&format!("if ({}) {{", strip_parens(&c)));
                self.indent += 1;
                self.block(accept);
                self.indent -= 1;
                if !reject.is_empty() {
                    self.line("} else {");
                    self.indent += 1;
                    self.block(reject);
                    self.indent -= 1;
                }
                self.line("}");
            }
            Statement::Loop { body, continuing } => {
                self.line_directive(span);
                let plan = if self.m.options.bounds_check { super::versioning::plan(self.m, body, continuing) } else { None };
                match plan {
                    Some(plan) => self.versioned_loop(&plan, body, continuing),
                    None => self.plain_loop(body, continuing),
                }
            }
            Statement::Break => self.line("break;"),
            Statement::Continue => {
                let id = self.loops_stack_top();
                self.line(&format!("goto cl_continue_{id};"));
            }
            Statement::Block { id, body } => {
                self.line("{");
                self.indent += 1;
                self.block(body);
                self.indent -= 1;
                self.line("}");
                if self.exits.contains(id) {
                    let label = self.exit_label(*id);
                    self.line(&format!("cl_exit_{label}:;"));
                }
            }
            Statement::Exit(id) => {
                let label = self.exit_label(*id);
                self.line(&format!("goto cl_exit_{label};"));
            }
            Statement::Return => self.line("return;"),
            Statement::Barrier { kind, predicate, result } => {
                let p = predicate.map(|p| self.expr(p)).unwrap_or_else(|| "0".into());
                let call = match kind {
                    BarrierKind::Sync => "__syncthreads()".to_string(),
                    BarrierKind::Count => format!("__syncthreads_count({})", strip_parens(&p)),
                    BarrierKind::And => format!("__syncthreads_and({})", strip_parens(&p)),
                    BarrierKind::Or => format!("__syncthreads_or({})", strip_parens(&p)),
                    BarrierKind::Grid => "cl_grid_sync()".to_string(),
                };
                self.result_line(*result, call);
            }
            Statement::Warp { op, mask, value, arg, result, result2 } => {
                let mask = mask.map(|h| self.expr(h)).map(|s| format!("(unsigned)({})", strip_parens(&s))).unwrap_or_else(|| "0xffffffffu".into());
                let v = value.map(|h| self.expr(h)).unwrap_or_default();
                let a = arg.map(|h| self.expr(h)).map(|s| format!("(unsigned)({})", strip_parens(&s))).unwrap_or_default();
                let v = strip_parens(&v).to_string();
                let call = match op {
                    WarpOp::ShflIdx => format!("__shfl_sync({mask}, {v}, {a})"),
                    WarpOp::ShflUp => format!("__shfl_up_sync({mask}, {v}, {a})"),
                    WarpOp::ShflDown => format!("__shfl_down_sync({mask}, {v}, {a})"),
                    WarpOp::ShflXor => format!("__shfl_xor_sync({mask}, {v}, {a})"),
                    WarpOp::All => format!("(__all_sync({mask}, {v}) != 0)"),
                    WarpOp::Any => format!("(__any_sync({mask}, {v}) != 0)"),
                    WarpOp::Eq => format!("(__uni_sync({mask}, {v}) != 0)"),
                    WarpOp::Ballot => format!("(cl_i32)__ballot_sync({mask}, {v})"),
                    WarpOp::MatchAny => format!("(cl_i32)cl_match_any_sync({mask}, {v})"),
                    WarpOp::MatchAll => {
                        // `cl_match_all_sync` (cudalab.cuh) returns the mask and writes the predicate.
                        let read = |r: &Option<Handle<Local>>| r.filter(|r| self.read.contains(&r.index())).map(|r| self.locals[r.index()].clone());
                        let (mask_to, pred_to) = (read(result), read(result2));
                        self.line("{");
                        self.indent += 1;
                        self.line("int cl_pred;");
                        let assign = mask_to.map(|r| format!("{r} = ")).unwrap_or_default();
                        self.line(&format!("{assign}(cl_i32)cl_match_all_sync({mask}, {v}, &cl_pred);"));
                        if let Some(p) = pred_to {
                            self.line(&format!("{p} = cl_pred != 0;"));
                        }
                        self.indent -= 1;
                        self.line("}");
                        return;
                    }
                    WarpOp::ActiveMask => "(cl_u32)__activemask()".to_string(),
                    WarpOp::Sync => format!("__syncwarp({mask})"),
                };
                self.result_line(*result, call);
            }
            Statement::Fence(scope) => self.line(match scope {
                FenceScope::Block => "__threadfence_block();",
                FenceScope::Device => "__threadfence();",
                FenceScope::System => "__threadfence_system();",
            }),
            Statement::Print(parts, style) => {
                let mut values = Vec::new();
                let mut shape = Vec::new();
                for p in parts {
                    match p {
                        PrintArg::Text(t) => shape.push(PrintPart::Text(t.clone())),
                        PrintArg::Value(h) => {
                            shape.push(PrintPart::Value(self.m.ty(*h)));
                            values.push(self.expr(*h));
                        }
                        PrintArg::Format(spec, h) => {
                            shape.push(PrintPart::Format(spec.clone(), self.m.ty(*h)));
                            values.push(self.expr(*h));
                        }
                    }
                }
                let site = self.site(SiteKind::Print(shape, *style));
                self.line("{");
                self.indent += 1;
                for (i, v) in values.iter().enumerate() {
                    self.line(&format!("cl_u64 v{i} = cl_bits({});", strip_parens(v)));
                }
                self.line(&format!("cl_u64* p = cl_print_begin({site}, {});", values.len()));
                let stores: Vec<String> = (0..values.len()).map(|i| format!("p[{i}] = v{i};")).collect();
                if stores.is_empty() {
                    self.line("(void)p;");
                } else {
                    self.line(&format!("if (p) {{ {} }}", stores.join(" ")));
                }
                self.indent -= 1;
                self.line("}");
            }
        }
    }

    fn plain_loop(&mut self, body: &Block, continuing: &Block) {
        self.loop_with_header("for (;;) {", body, continuing);
    }

    /// A loop run `trips` times (an int64 expression evaluated once), its exit test left out.
    fn counted_loop(&mut self, trips: &str, body: &[(Statement, Span)], continuing: &Block) {
        let count = format!("cl_trips_{}", self.loops + 1);
        self.line("{");
        self.indent += 1;
        self.line(&format!("cl_i64 {count} = {trips};"));
        self.loop_with_header(&format!("for (; {count} > 0LL; --{count}) {{"), body, continuing);
        self.indent -= 1;
        self.line("}");
    }

    fn loop_with_header(&mut self, header: &str, body: &[(Statement, Span)], continuing: &Block) {
        let mut ignore = HashSet::new();
        let has_continue = scan(body, &mut ignore);
        self.loops += 1;
        let id = self.loops;
        self.line(header);
        self.indent += 1;
        if has_continue {
            self.line("{");
            self.indent += 1;
            self.block_in_loop(body, id);
            self.indent -= 1;
            self.line("}");
            self.line(&format!("cl_continue_{id}:;"));
        } else {
            self.block_in_loop(body, id);
        }
        self.block_in_loop(continuing, id);
        self.indent -= 1;
        self.line("}");
    }

    /// A range loop twice: without the checks `plan` takes out when its indices are in range at
    /// the first and the last step (or it runs no step), else as written.
    fn versioned_loop(&mut self, plan: &super::versioning::Plan, body: &Block, continuing: &Block) {
        use super::versioning::{Form, Kind};
        let idx = self.locals[plan.idx.index()].clone();
        let mut conds = Vec::new();
        let (first, empty, last) = match plan.kind {
            Kind::Range { stop, step } => {
                let stop = self.locals[stop.index()].clone();
                let last = format!("({idx} + ({stop} - {idx} - 1) / {step}LL * {step}LL)");
                (idx.clone(), format!("{stop} <= {idx}"), last)
            }
            Kind::Strided { stop, step } => {
                // Taken only for a positive step whose last increment cannot wrap: every index
                // then lies in first..=stop - 1.
                let stop = self.locals[stop.index()].clone();
                let step = self.locals[step.index()].clone();
                conds.push(format!("{step} > 0LL"));
                conds.push(format!("{idx} >= 0LL"));
                conds.push(format!("{stop} - 1LL <= 9223372036854775807LL - {step}"));
                (idx.clone(), format!("({step} > 0LL && {stop} <= {idx})"), format!("({stop} - 1LL)"))
            }
            Kind::While { bound, step } => {
                // Taken only while the counter grows without wrapping: step >= 0, and
                // bound - 1 + step fits the counter's type (then every i < bound lies in
                // first..=bound - 1).
                let first = format!("(cl_i64){idx}");
                let n = format!("(cl_i64)({})", strip_parens(&self.expr(bound)));
                let s = format!("(cl_i64)({})", strip_parens(&self.expr(step)));
                let literal_step = matches!(self.m.exprs[step], Expr::Literal(Literal::Int(v)) if v >= 0);
                if !literal_step && matches!(self.m.ty(step), DType::I8 | DType::I16 | DType::I32 | DType::I64) {
                    conds.push(format!("{s} >= 0LL"));
                }
                let max = match self.m.locals[plan.idx].ty {
                    DType::I32 => "2147483647LL",
                    DType::U32 => "4294967295LL",
                    _ => "9223372036854775807LL",
                };
                conds.push(format!("{n} - 1LL <= {max} - {s}"));
                (first.clone(), format!("{n} <= {first}"), format!("({n} - 1LL)"))
            }
        };
        for h in &plan.hoisted {
            let n = self.extent(h.array, h.axis);
            let at_ends = match h.form {
                Form::Var => vec![first.clone(), last.clone()],
                Form::Offset(o) => {
                    let o = self.expr(o);
                    vec![format!("{o} + {first}"), format!("{o} + {last}")]
                }
                Form::Minus(o) => {
                    let o = self.expr(o);
                    // In unsigned arithmetic: the IR's wrapping difference, with no C overflow.
                    vec![format!("(cl_u64)({first}) - (cl_u64)({o})"), format!("(cl_u64)({last}) - (cl_u64)({o})")]
                }
                Form::Invariant => vec![strip_parens(&self.expr(h.index)).to_string()],
            };
            for i in at_ends {
                let c = format!("(cl_u64)({i}) < (cl_u64)({n})");
                if !conds.contains(&c) {
                    conds.push(c);
                }
            }
        }
        self.line(&format!("if ({empty} || ({})) {{", conds.join(" && ")));
        self.indent += 1;
        let added: Vec<usize> = plan.hoisted.iter().map(|h| h.index.index()).filter(|i| self.unchecked.insert(*i)).collect();
        // A grid-stride loop's fast copy counts its steps (computed first, as Numba's range
        // lowering does): NVVM then knows the trip count and unrolls the loop. Its exit test
        // (the body's first statement) is left out; the count is exact because the guard keeps
        // `idx >= 0` and `stop - 1 + step` from wrapping, and the body does not assign `idx`.
        let counted = match plan.kind {
            Kind::Strided { stop, step } => {
                let (stop, step) = (self.locals[stop.index()].clone(), self.locals[step.index()].clone());
                Some(format!("{idx} < {stop} ? ({stop} - 1LL - {idx}) / {step} + 1LL : 0LL"))
            }
            _ => None,
        };
        self.copy_with_own_labels(&[body, continuing], |w| match counted {
            Some(trips) => w.counted_loop(&trips, &body[1..], continuing),
            None => w.plain_loop(body, continuing),
        });
        for i in added {
            self.unchecked.remove(&i);
        }
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        self.last_line = None;
        self.plain_loop(body, continuing);
        self.indent -= 1;
        self.line("}");
    }

    /// Print one of two copies of `blocks` (through `print`): the blocks inside them (inlined
    /// device functions) get exit labels with a suffix of their own, so the copies do not
    /// define one label twice.
    fn copy_with_own_labels(&mut self, blocks: &[&Block], print: impl FnOnce(&mut Self)) {
        self.copies += 1;
        let mut inner = Vec::new();
        for b in blocks {
            walk_statements(b, &mut |s| inner.extend(if let Statement::Block { id, .. } = s { Some(*id) } else { None }));
        }
        // Inside another copy, the suffixes add up (`cl_exit_3_v1_v2`).
        let saved: Vec<(u32, Option<String>)> = inner.iter().map(|id| (*id, self.relabel.get(id).cloned())).collect();
        for id in &inner {
            let label = format!("{}_v{}", self.exit_label(*id), self.copies);
            self.relabel.insert(*id, label);
        }
        self.last_line = None;
        print(self);
        for (id, old) in saved {
            match old {
                Some(label) => self.relabel.insert(id, label),
                None => self.relabel.remove(&id),
            };
        }
    }

    fn result_line(&mut self, result: Option<Handle<Local>>, call: String) {
        match result {
            Some(r) if self.read.contains(&r.index()) => {
                let r = self.locals[r.index()].clone();
                self.line(&format!("{r} = {call};"));
            }
            _ => self.line(&format!("{call};")),
        }
    }

    /// Loops nest; `Continue` refers to the innermost. Kept as a stack through `loops_open`.
    fn block_in_loop(&mut self, b: &[(Statement, Span)], id: u32) {
        self.open.push(id);
        self.block(b);
        self.open.pop();
    }

    fn exit_label(&self, id: u32) -> String {
        self.relabel.get(&id).cloned().unwrap_or_else(|| id.to_string())
    }

    fn loops_stack_top(&self) -> u32 {
        self.open.last().copied().unwrap_or(0)
    }
}

impl<'a, W: Write> Writer<'a, W> {
    /// An array's length along `axis`, as C (int64).
    fn extent(&self, array: Handle<ArrayDecl>, axis: usize) -> String {
        let decl = &self.m.arrays[array];
        match &decl.kind {
            ArrayKind::Param(_) => format!("{}.shape[{axis}]", self.arrays[array.index()]),
            ArrayKind::Shared { dynamic: true } => self.dyn_len[array.index()].clone().unwrap_or_default(),
            _ => format!("{}LL", decl.shape.get(axis).copied().unwrap_or(1)),
        }
    }

    /// An element of an array as a C lvalue, its indices wrapped and (when on) bounds-checked.
    fn element(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) -> String {
        let m = self.m;
        let decl = &m.arrays[array];
        let name = self.arrays[array.index()].clone();
        let check = m.options.bounds_check;
        let site = if check { Some(self.site(SiteKind::Index { array })) } else { None };
        let mut idx = Vec::new();
        for (d, h) in index.iter().enumerate() {
            let e = self.expr(*h);
            let n = self.extent(array, d);
            if self.unchecked.contains(&h.index()) || self.proven.contains(&h.index()) {
                // Proven in 0..n (by the versioned loop's guard, or by the kernel's own tests):
                // nothing to wrap or check.
                idx.push(e);
                continue;
            }
            let wrap = !m.options.c_indexing;
            idx.push(format!("cl_index<{check}, {wrap}>({}, {n}, {}, {d})", strip_parens(&e), site.unwrap_or(0)));
        }
        let data = match decl.kind {
            ArrayKind::Param(_) if self.disjoint => format!("cl_data_{name}"),
            ArrayKind::Param(_) => format!("{name}.data"),
            _ => name.clone(),
        };
        let nd = idx.len();
        if nd == 0 {
            return format!("{data}[0]");
        }
        let layout = match decl.kind {
            ArrayKind::Param(_) => decl.ty.layout,
            _ => Layout::C,
        };
        let offset = match layout {
            _ if nd == 1 && layout != Layout::A => idx[0].clone(),
            Layout::C => {
                let mut off = idx[0].clone();
                for (d, i) in idx.iter().enumerate().skip(1) {
                    off = format!("({off}) * {} + {i}", self.extent(array, d));
                }
                off
            }
            Layout::F => {
                let mut off = idx[nd - 1].clone();
                for d in (0..nd - 1).rev() {
                    off = format!("({off}) * {} + {}", self.extent(array, d), idx[d]);
                }
                off
            }
            Layout::A => idx.iter().enumerate().map(|(d, i)| format!("{i} * {name}.strides[{d}]")).collect::<Vec<_>>().join(" + "),
        };
        format!("{data}[{offset}]")
    }

    fn expr(&mut self, h: Handle<Expr>) -> String {
        let m = self.m;
        let ty = m.ty(h);
        let ct = c_type(ty);
        if let Some(f) = m.contraction(h) {
            // The IR's contraction rule, spelt out: NVRTC compiles with `--fmad=false`.
            let (a, b, c) = (self.expr(f.a), self.expr(f.b), self.expr(f.c));
            let a = if f.negate_product { format!("(-{a})") } else { strip_parens(&a).to_string() };
            let c = if f.negate_addend { format!("(-{c})") } else { strip_parens(&c).to_string() };
            let fma = if ty == DType::F32 { "__fmaf_rn" } else { "__fma_rn" };
            return format!("{fma}({a}, {}, {c})", strip_parens(&b));
        }
        match &m.exprs[h] {
            Expr::Literal(l) => literal(*l, ty),
            Expr::Local(l) => self.locals[l.index()].clone(),
            Expr::Special(s) => match s {
                Special::ThreadIdx(a) => format!("(cl_i32)threadIdx.{}", a.name()),
                Special::BlockIdx(a) => format!("(cl_i32)blockIdx.{}", a.name()),
                Special::BlockDim(a) => format!("(cl_i32)blockDim.{}", a.name()),
                Special::GridDim(a) => format!("(cl_i32)gridDim.{}", a.name()),
                Special::LaneId => "cl_laneid()".into(),
                Special::WarpSize => "warpSize".into(),
            },
            Expr::Dim { array, axis } => self.extent(*array, *axis as usize),
            Expr::ViewIndex { array, axis, index, len, broadcast } => {
                let check = m.options.bounds_check;
                let site = if check { self.site(SiteKind::ViewIndex { array: *array, broadcast: *broadcast }) } else { 0 };
                let i = self.expr(*index);
                let n = self.expr(*len);
                let f = if *broadcast { "cl_broadcast" } else { "cl_index" };
                format!("{f}<{check}>({}, {}, {site}, {axis})", strip_parens(&i), strip_parens(&n))
            }
            Expr::Load { array, index } => self.element(*array, index),
            Expr::Unary { op, arg } => {
                let a = self.expr(*arg);
                match op {
                    UnaryOp::Not => format!("(!{a})"),
                    UnaryOp::Neg if ty.is_float() => format!("(-{a})"),
                    UnaryOp::Neg => format!("(({ct})(0 - {a}))"),
                    UnaryOp::BitNot if ty == DType::Bool => format!("(!{a})"),
                    UnaryOp::BitNot => format!("(({ct})~{a})"),
                }
            }
            Expr::Binary { op, left, right } => {
                let int = !ty.is_float();
                let lit_positive = matches!(m.exprs[*right], Expr::Literal(Literal::Int(n)) if n > 0);
                // A divisor 2**k: Python's floor division is the arithmetic shift and its modulo
                // the mask, for every sign of the dividend (exactly, not just for the positive).
                let pow2_shift = match m.exprs[*right] {
                    Expr::Literal(Literal::Int(n)) if int && n > 1 && (n as u64).is_power_of_two() => Some((n as u64).trailing_zeros()),
                    _ => None,
                };
                let a = self.expr(*left);
                let b = self.expr(*right);
                let narrow = int && ty.itemsize() < 4;
                let wrap = |s: String| if narrow { format!("(({ct}){s})") } else { s };
                match op {
                    BinaryOp::Add => wrap(format!("({a} + {b})")),
                    BinaryOp::Sub => wrap(format!("({a} - {b})")),
                    BinaryOp::Mul => wrap(format!("({a} * {b})")),
                    BinaryOp::TrueDiv => format!("({a} / {b})"),
                    BinaryOp::FloorDiv if pow2_shift.is_some() && ty.itemsize() <= 8 => {
                        let k = pow2_shift.unwrap_or(1);
                        format!("(({ct})(({ct}){a} >> {k}))")
                    }
                    BinaryOp::Mod if pow2_shift.is_some() => {
                        let mask = (1u64 << pow2_shift.unwrap_or(1)) - 1;
                        format!("(({ct})(({ct}){a} & {mask}))")
                    }
                    BinaryOp::FloorDiv | BinaryOp::Mod | BinaryOp::Div | BinaryOp::Rem => {
                        let f = match op {
                            BinaryOp::FloorDiv => "cl_floordiv",
                            BinaryOp::Mod => "cl_mod",
                            BinaryOp::Div => "cl_cdiv",
                            _ => "cl_crem",
                        };
                        if int && !lit_positive {
                            let site = self.site(SiteKind::DivZero);
                            format!("{f}_checked<{ct}>({}, {}, {site})", strip_parens(&a), strip_parens(&b))
                        } else if int {
                            format!("{f}<{ct}>({}, {})", strip_parens(&a), strip_parens(&b))
                        } else {
                            format!("{f}({}, {})", strip_parens(&a), strip_parens(&b))
                        }
                    }
                    BinaryOp::Pow if int => {
                        let site = self.site(SiteKind::NegativePower);
                        format!("cl_ipow<{ct}>({}, {}, {site})", strip_parens(&a), strip_parens(&b))
                    }
                    BinaryOp::Pow => format!("{}({}, {})", math_name(MathFn::Pow, ty), strip_parens(&a), strip_parens(&b)),
                    BinaryOp::BitAnd => wrap(format!("({a} & {b})")),
                    BinaryOp::BitOr => wrap(format!("({a} | {b})")),
                    BinaryOp::BitXor => wrap(format!("({a} ^ {b})")),
                    BinaryOp::Shl => format!("cl_shl<{ct}>({}, {})", strip_parens(&a), strip_parens(&b)),
                    BinaryOp::Shr => format!("cl_shr<{ct}>({}, {})", strip_parens(&a), strip_parens(&b)),
                    BinaryOp::Min => format!("cl_min<{ct}>({}, {})", strip_parens(&a), strip_parens(&b)),
                    BinaryOp::Max => format!("cl_max<{ct}>({}, {})", strip_parens(&a), strip_parens(&b)),
                }
            }
            Expr::Compare { op, left, right } => {
                let a = self.expr(*left);
                let b = self.expr(*right);
                let o = match op {
                    CompareOp::Eq => "==",
                    CompareOp::Ne => "!=",
                    CompareOp::Lt => "<",
                    CompareOp::Le => "<=",
                    CompareOp::Gt => ">",
                    CompareOp::Ge => ">=",
                };
                format!("({a} {o} {b})")
            }
            Expr::Cast { arg } => {
                let from = m.ty(*arg);
                let a = self.expr(*arg);
                if from == ty {
                    a
                } else if ty == DType::Bool {
                    format!("({a} != 0)")
                } else {
                    format!("({ct}){a}")
                }
            }
            Expr::Math { fun, args } => {
                let arg_ty = args.first().map(|a| m.ty(*a)).unwrap_or(ty);
                let xs: Vec<String> = args.iter().map(|a| self.expr(*a)).map(|s| strip_parens(&s).to_string()).collect();
                let xs = xs.join(", ");
                let at = c_type(arg_ty);
                match fun {
                    MathFn::Rsqrt => format!("{}({xs})", math_name(*fun, ty)),
                    MathFn::IsNan | MathFn::IsInf | MathFn::IsFinite => format!("{}({xs})", fun.name()),
                    MathFn::Popc | MathFn::Clz | MathFn::Ffs => format!("cl_{}<{at}>({xs})", fun.name()),
                    MathFn::Brev => format!("cl_brev<{at}>({xs})"),
                    MathFn::IAbs => format!("cl_iabs<{ct}>({xs})"),
                    MathFn::Powi => format!("cl_powi<{ct}>({xs})"),
                    MathFn::Maximum | MathFn::Minimum => format!("cl_{}<{ct}>({xs})", fun.name()),
                    f => format!("{}({xs})", math_name(*f, ty)),
                }
            }
        }
    }
}

/// The locals that some statement's expression reads (the arena may hold unused expressions).
fn locals_read(m: &Module) -> HashSet<usize> {
    fn expr(m: &Module, h: Handle<Expr>, out: &mut HashSet<usize>) {
        match &m.exprs[h] {
            Expr::Local(l) => {
                out.insert(l.index());
            }
            Expr::Load { index, .. } => index.iter().for_each(|i| expr(m, *i, out)),
            Expr::ViewIndex { index, len, .. } => {
                expr(m, *index, out);
                expr(m, *len, out);
            }
            Expr::Unary { arg, .. } | Expr::Cast { arg } => expr(m, *arg, out),
            Expr::Binary { left, right, .. } | Expr::Compare { left, right, .. } => {
                expr(m, *left, out);
                expr(m, *right, out);
            }
            Expr::Math { args, .. } => args.iter().for_each(|a| expr(m, *a, out)),
            Expr::Literal(_) | Expr::Special(_) | Expr::Dim { .. } => {}
        }
    }
    fn block(m: &Module, b: &Block, out: &mut HashSet<usize>) {
        for (s, _) in b {
            match s {
                Statement::Assign { value, .. } => expr(m, *value, out),
                Statement::Store { index, value, .. } => {
                    index.iter().for_each(|i| expr(m, *i, out));
                    expr(m, *value, out);
                }
                Statement::Atomic { index, value, compare, .. } => {
                    index.iter().for_each(|i| expr(m, *i, out));
                    expr(m, *value, out);
                    compare.iter().for_each(|c| expr(m, *c, out));
                }
                Statement::If { cond, accept, reject } => {
                    expr(m, *cond, out);
                    block(m, accept, out);
                    block(m, reject, out);
                }
                Statement::Loop { body, continuing } => {
                    block(m, body, out);
                    block(m, continuing, out);
                }
                Statement::Block { body, .. } => block(m, body, out),
                Statement::Barrier { predicate, .. } => predicate.iter().for_each(|p| expr(m, *p, out)),
                Statement::Warp { mask, value, arg, .. } => [mask, value, arg].into_iter().flatten().for_each(|p| expr(m, *p, out)),
                Statement::Print(parts, _) => parts.iter().filter_map(PrintArg::value).for_each(|v| expr(m, v, out)),
                Statement::Break | Statement::Continue | Statement::Exit(_) | Statement::Return | Statement::Fence(_) => {}
            }
        }
    }
    let mut out = HashSet::new();
    block(m, &m.body, &mut out);
    out
}

/// `(x)` → `x` where the outer parentheses enclose the whole text.
fn strip_parens(s: &str) -> &str {
    let b = s.as_bytes();
    if b.len() < 2 || b[0] != b'(' || b[b.len() - 1] != b')' {
        return s;
    }
    let mut depth = 0;
    for (i, c) in b.iter().enumerate() {
        match c {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 && i != b.len() - 1 {
                    return s;
                }
            }
            _ => {}
        }
    }
    &s[1..s.len() - 1]
}

/// The initializer of a constant array, exactly (C order).
fn const_values(a: &crate::array::hostarray::HostArray, dtype: DType) -> String {
    let n = a.size();
    let mut items = Vec::with_capacity(n);
    for i in 0..n {
        let l = if dtype.is_float() {
            Literal::Float(a.get_flat::<f64>(i))
        } else if dtype == DType::U64 {
            Literal::Int(a.get_flat::<u64>(i) as i64)
        } else if dtype == DType::Bool {
            Literal::Bool(a.get_flat::<bool>(i))
        } else {
            Literal::Int(a.get_flat::<i64>(i))
        };
        items.push(literal(l, dtype));
    }
    items.join(", ")
}
