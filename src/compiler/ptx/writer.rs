//! The PTX writer: one walk over a module, every expression into a fresh virtual register
//! (ptxas allocates the real ones), structured control flow as labels and branches.
//!
//! Values by type: bool in predicates; int8…uint32 in 32-bit registers, kept normalised (sign-
//! or zero-extended from their width after every operation that could leave the width, as C's
//! conversion back to the type does); int64/uint64 in 64-bit registers; floats in `.f32`/`.f64`.
//! Faults go to one tail per kernel that writes the record `cl_fault` (cudalab.cuh) writes and
//! exits the thread.

use super::{PtxSource, Unsupported};
use crate::array::dtype::DType;
use crate::compiler::cuda::{Site, SiteKind};
use crate::compiler::ir::*;
use crate::compiler::types::Layout;
use std::collections::HashMap;
use std::fmt::Write;

type Out<T> = Result<T, Unsupported>;

fn unsupported<T>(what: impl Into<String>) -> Out<T> {
    Err(Unsupported(what.into()))
}

/// The register classes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Pred,
    B32,
    B64,
    F32,
    F64,
}

const CLASSES: [(Class, &str, &str); 5] =
    [(Class::Pred, "pred", "%p"), (Class::B32, "b32", "%r"), (Class::B64, "b64", "%rd"), (Class::F32, "f32", "%f"), (Class::F64, "f64", "%fd")];

fn class(t: DType) -> Out<Class> {
    Ok(match t {
        DType::Bool => Class::Pred,
        DType::I8 | DType::I16 | DType::I32 | DType::U8 | DType::U16 | DType::U32 => Class::B32,
        DType::I64 | DType::U64 => Class::B64,
        DType::F32 => Class::F32,
        DType::F64 => Class::F64,
        other => return unsupported(format!("{other:?} values")),
    })
}

/// The type suffix of arithmetic on a value of type `t` in its register.
fn arith(t: DType) -> &'static str {
    match t {
        DType::I8 | DType::I16 | DType::I32 => "s32",
        DType::U8 | DType::U16 | DType::U32 | DType::Bool => "u32",
        DType::I64 => "s64",
        DType::U64 => "u64",
        DType::F32 => "f32",
        _ => "f64",
    }
}

/// The type suffix of a load or store of one element of type `t`.
fn mem(t: DType) -> &'static str {
    match t {
        DType::Bool | DType::U8 => "u8",
        DType::I8 => "s8",
        DType::I16 => "s16",
        DType::U16 => "u16",
        DType::I32 => "s32",
        DType::U32 => "u32",
        DType::I64 => "s64",
        DType::U64 => "u64",
        DType::F32 => "f32",
        _ => "f64",
    }
}

fn is_signed(t: DType) -> bool {
    matches!(t, DType::I8 | DType::I16 | DType::I32 | DType::I64)
}

/// Bits of an integer type.
fn width(t: DType) -> u32 {
    8 * t.itemsize() as u32
}

/// Where an array lives and how to reach its elements.
#[derive(Clone)]
struct ArrayAt {
    space: &'static str,
    /// The register holding the address of element 0.
    base: String,
    /// Extents (int64 registers) and, for parameters, strides in elements.
    dims: Vec<String>,
    strides: Vec<String>,
    layout: Layout,
}

pub struct Writer<'a> {
    m: &'a Module,
    body: String,
    counts: [u32; 5],
    labels: u32,
    sites: Vec<Site>,
    span: Span,
    locals: HashMap<usize, String>,
    arrays: Vec<Option<ArrayAt>>,
    /// Innermost last: (continue label, break label).
    loops: Vec<(String, String)>,
    faults: bool,
}

impl<'a> Writer<'a> {
    pub fn new(m: &'a Module) -> Self {
        Writer {
            m,
            body: String::new(),
            counts: [0; 5],
            labels: 0,
            sites: Vec::new(),
            span: Span::default(),
            locals: HashMap::new(),
            arrays: Vec::new(),
            loops: Vec::new(),
            faults: false,
        }
    }

    fn reg(&mut self, c: Class) -> String {
        let i = CLASSES.iter().position(|k| k.0 == c).unwrap_or(0);
        self.counts[i] += 1;
        format!("{}{}", CLASSES[i].2, self.counts[i])
    }

    fn ins(&mut self, text: &str) {
        self.body.push('\t');
        self.body.push_str(text);
        self.body.push_str(";\n");
    }

    fn label(&mut self, what: &str) -> String {
        self.labels += 1;
        format!("$L_{what}{}", self.labels)
    }

    fn place(&mut self, label: &str) {
        self.body.push_str(label);
        self.body.push_str(":\n");
    }

    fn site(&mut self, kind: SiteKind) -> usize {
        self.sites.push(Site { span: self.span, kind });
        self.sites.len() - 1
    }

    /// Branch to the fault tail with a record of `kind` at `site` when `p` holds.
    fn fault_if(&mut self, p: &str, kind: u32, site: u64, a: &str, b: &str) {
        let skip = self.label("ok");
        self.faults = true;
        self.ins(&format!("@!{p} bra {skip}"));
        self.ins(&format!("mov.u32 %fk, {kind}"));
        self.ins(&format!("mov.u64 %fs, {site}"));
        self.ins(&format!("mov.b64 %fa, {a}"));
        self.ins(&format!("mov.b64 %fb, {b}"));
        self.ins("bra $L_fault");
        self.place(&skip);
    }

    pub fn write_module(mut self, version: &str, arch: u32) -> Result<PtxSource, Unsupported> {
        let m = self.m;
        let mut namer = crate::compiler::cuda::Namer::default();
        let entry = namer.name(&m.name);
        let mut params = Vec::new();
        let mut globals = String::new();
        let mut locals_decl = String::new();
        self.arrays = vec![None; m.arrays.len()];
        // Parameters, in order: arrays as cl_array<T, N> (data, shape[N], strides[N]).
        for (i, p) in m.params.iter().enumerate() {
            let pname = format!("{entry}_param_{i}");
            match p.kind {
                ParamKind::Scalar(l) => {
                    let t = m.locals[l].ty;
                    class(t)?;
                    params.push(format!(".param .{} {pname}", mem(t)));
                    let r = self.local(l)?;
                    self.load_value(&r, t, &format!("ld.param.{}", mem(t)), &format!("[{pname}]"));
                }
                ParamKind::Array(a) => {
                    let nd = m.arrays[a].ty.ndim.max(1);
                    params.push(format!(".param .align 8 .b8 {pname}[{}]", 8 + 16 * nd));
                    let raw = self.reg(Class::B64);
                    self.ins(&format!("ld.param.u64 {raw}, [{pname}]"));
                    let base = self.reg(Class::B64);
                    self.ins(&format!("cvta.to.global.u64 {base}, {raw}"));
                    let mut dims = Vec::new();
                    let mut strides = Vec::new();
                    for d in 0..nd {
                        let r = self.reg(Class::B64);
                        self.ins(&format!("ld.param.u64 {r}, [{pname}+{}]", 8 + 8 * d));
                        dims.push(r);
                        let s = self.reg(Class::B64);
                        self.ins(&format!("ld.param.u64 {s}, [{pname}+{}]", 8 + 8 * (nd + d)));
                        strides.push(s);
                    }
                    self.arrays[a.index()] = Some(ArrayAt { space: "global", base, dims, strides, layout: m.arrays[a].ty.layout });
                }
            }
        }
        for (h, a) in m.arrays.iter() {
            let (space, name) = match a.kind {
                ArrayKind::Param(_) => continue,
                ArrayKind::Shared { dynamic: false } => ("shared", format!("cl_shared_{}", h.index())),
                ArrayKind::Local => ("local", format!("cl_local_{}", h.index())),
                ArrayKind::Shared { dynamic: true } => return unsupported("dynamic shared arrays"),
                ArrayKind::Const(_) => return unsupported("constant arrays"),
            };
            class(a.ty.dtype)?;
            let decl = format!(".{space} .align 16 .b8 {name}[{}];\n", a.bytes().max(1));
            if space == "shared" {
                globals.push_str(&decl);
            } else {
                locals_decl.push('\t');
                locals_decl.push_str(&decl);
            }
            let base = self.reg(Class::B64);
            self.ins(&format!("mov.u64 {base}, {name}"));
            let mut dims = Vec::new();
            for d in a.shape.iter() {
                let r = self.reg(Class::B64);
                self.ins(&format!("mov.u64 {r}, {d}"));
                dims.push(r);
            }
            self.arrays[h.index()] = Some(ArrayAt { space, base, dims, strides: Vec::new(), layout: Layout::C });
        }
        self.block(&m.body)?;
        self.ins("ret");
        if self.faults {
            self.fault_tail();
        }

        let mut text = String::new();
        let _ = writeln!(text, "// kernel {}: PTX written by cudalab from the typed IR.", m.name);
        let _ = writeln!(text, ".version {version}\n.target sm_{arch}\n.address_size 64\n");
        let _ = writeln!(text, ".visible .global .align 8 .b8 cl_runtime[32];");
        text.push_str(&globals);
        let _ = writeln!(text, "\n.visible .entry {entry}(\n\t{}\n)\n{{", params.join(",\n\t"));
        for (i, (_, ty, prefix)) in CLASSES.iter().enumerate() {
            let _ = writeln!(text, "\t.reg .{ty} {prefix}<{}>;", self.counts[i] + 1);
        }
        text.push_str("\t.reg .b32 %fk;\n\t.reg .b64 %fs, %fa, %fb;\n");
        text.push_str(&locals_decl);
        text.push_str(&self.body);
        text.push_str("}\n\0");
        Ok(PtxSource { entry, text, sites: self.sites })
    }

    /// The fault record of `cl_fault`: the first fault of the launch claims the record, fills it
    /// (kind, module, site, two values, thread and block) and marks it complete; every faulting
    /// thread then exits.
    fn fault_tail(&mut self) {
        self.place("$L_fault");
        for line in [
            "ld.global.u64 %fs_w, [cl_runtime+8]",
            "atom.global.cas.b32 %fk_old, [%fs_w], 0, 1",
            "setp.ne.u32 %fk_taken, %fk_old, 0",
            "@%fk_taken bra $L_fault_exit",
            "ld.global.u64 %fs_s, [cl_runtime]",
            "cvt.u64.u32 %fs_v, %fk",
            "st.volatile.global.u64 [%fs_s+16], %fs_v",
            "ld.global.u32 %fk_old, [cl_runtime+28]",
            "cvt.u64.u32 %fs_v, %fk_old",
            "st.volatile.global.u64 [%fs_s+24], %fs_v",
            "st.volatile.global.u64 [%fs_s+32], %fs",
            "st.volatile.global.u64 [%fs_s+40], %fa",
            "st.volatile.global.u64 [%fs_s+48], %fb",
        ] {
            self.ins(line);
        }
        for (i, reg) in ["%tid.x", "%tid.y", "%tid.z", "%ctaid.x", "%ctaid.y", "%ctaid.z"].iter().enumerate() {
            self.ins(&format!("mov.u32 %fk_old, {reg}"));
            self.ins("cvt.u64.u32 %fs_v, %fk_old");
            self.ins(&format!("st.volatile.global.u64 [%fs_s+{}], %fs_v", 56 + 8 * i));
        }
        for line in ["membar.sys", "mov.u64 %fs_v, 1", "st.volatile.global.u64 [%fs_s], %fs_v", "membar.sys"] {
            self.ins(line);
        }
        self.place("$L_fault_exit");
        self.ins("exit");
        // The tail's own registers, declared where it is.
        self.body.insert_str(0, "\t.reg .b32 %fk_old;\n\t.reg .pred %fk_taken;\n\t.reg .b64 %fs_w, %fs_s, %fs_v;\n");
    }

    /// The register of a local (one per local, for the whole kernel).
    fn local(&mut self, l: Handle<Local>) -> Out<String> {
        if let Some(r) = self.locals.get(&l.index()) {
            return Ok(r.clone());
        }
        let c = class(self.m.locals[l].ty)?;
        let r = self.reg(c);
        self.locals.insert(l.index(), r.clone());
        Ok(r)
    }

    /// `op dst, src` for a load of type `t` (bools arrive as a byte).
    fn load_value(&mut self, dst: &str, t: DType, op: &str, src: &str) {
        if t == DType::Bool {
            let byte = self.reg(Class::B32);
            self.ins(&format!("{op} {byte}, {src}"));
            self.ins(&format!("setp.ne.u32 {dst}, {byte}, 0"));
        } else {
            self.ins(&format!("{op} {dst}, {src}"));
        }
    }

    fn block(&mut self, b: &[(Statement, Span)]) -> Out<()> {
        for (s, span) in b {
            self.span = *span;
            self.statement(s)?;
        }
        Ok(())
    }

    fn statement(&mut self, s: &Statement) -> Out<()> {
        let m = self.m;
        match s {
            Statement::Assign { local, value } => {
                let v = self.expr(*value)?;
                let l = self.local(*local)?;
                let c = class(m.locals[*local].ty)?;
                self.mov(&l, &v, c);
            }
            Statement::Store { array, index, value } => {
                let (space, addr) = self.element(*array, index)?;
                let v = self.expr(*value)?;
                let t = m.arrays[*array].ty.dtype;
                let v = if t == DType::Bool {
                    let byte = self.reg(Class::B32);
                    self.ins(&format!("selp.u32 {byte}, 1, 0, {v}"));
                    byte
                } else {
                    v
                };
                self.ins(&format!("st.{space}.{} [{addr}], {v}", mem(t)));
            }
            Statement::Atomic { op, array, index, value, compare, result } => {
                let t = m.arrays[*array].ty.dtype;
                let kind = match (op, t) {
                    (AtomicOp::Add | AtomicOp::Sub, DType::I32 | DType::U32 | DType::I64 | DType::U64 | DType::F32 | DType::F64) => "add",
                    (AtomicOp::Max, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "max",
                    (AtomicOp::Min, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "min",
                    (AtomicOp::And, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "and",
                    (AtomicOp::Or, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "or",
                    (AtomicOp::Xor, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "xor",
                    (AtomicOp::Exch, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "exch",
                    (AtomicOp::Cas, DType::I32 | DType::U32 | DType::I64 | DType::U64) => "cas",
                    _ => return unsupported(format!("cuda.atomic.{} on {t:?}", op.name())),
                };
                let (space, addr) = self.element(*array, index)?;
                let mut v = self.expr(*value)?;
                let c = class(t)?;
                if *op == AtomicOp::Sub {
                    let n = self.reg(c);
                    let ty = if t.is_float() {
                        arith(t)
                    } else if c == Class::B64 {
                        "s64"
                    } else {
                        "s32"
                    };
                    self.ins(&format!("neg.{ty} {n}, {v}"));
                    v = n;
                }
                let suffix = match (kind, t) {
                    ("and" | "or" | "xor" | "exch" | "cas", _) => {
                        if c == Class::B64 {
                            "b64"
                        } else {
                            "b32"
                        }
                    }
                    ("add", DType::I64) => "u64",
                    _ => arith(t),
                };
                let old = self.reg(c);
                if let (AtomicOp::Cas, Some(cmp)) = (op, compare) {
                    let cmp = self.expr(*cmp)?;
                    self.ins(&format!("atom.{space}.cas.{suffix} {old}, [{addr}], {cmp}, {v}"));
                } else {
                    self.ins(&format!("atom.{space}.{kind}.{suffix} {old}, [{addr}], {v}"));
                }
                if let Some(r) = result {
                    let l = self.local(*r)?;
                    self.mov(&l, &old, c);
                }
            }
            Statement::If { cond, accept, reject } => {
                let p = self.expr(*cond)?;
                let (other, end) = (self.label("else"), self.label("endif"));
                self.ins(&format!("@!{p} bra {other}"));
                self.block(accept)?;
                if !reject.is_empty() {
                    self.ins(&format!("bra {end}"));
                }
                self.place(&other);
                if !reject.is_empty() {
                    self.block(reject)?;
                    self.place(&end);
                }
            }
            Statement::Loop { body, continuing } => {
                let (top, cont, brk) = (self.label("loop"), self.label("continue"), self.label("break"));
                self.place(&top);
                self.loops.push((cont.clone(), brk.clone()));
                self.block(body)?;
                self.place(&cont);
                self.block(continuing)?;
                self.loops.pop();
                self.ins(&format!("bra {top}"));
                self.place(&brk);
            }
            Statement::Break | Statement::Continue => {
                let Some((cont, brk)) = self.loops.last().cloned() else {
                    return unsupported("break or continue outside a loop");
                };
                self.ins(&format!("bra {}", if matches!(s, Statement::Break) { brk } else { cont }));
            }
            Statement::Block { id, body } => {
                self.block(body)?;
                self.place(&format!("$L_exit_{id}"));
            }
            Statement::Exit(id) => self.ins(&format!("bra $L_exit_{id}")),
            Statement::Return => self.ins("ret"),
            Statement::Barrier { kind, predicate, result } => {
                let p = match predicate {
                    Some(p) => Some(self.expr(*p)?),
                    None => None,
                };
                let value = match (kind, &p) {
                    (BarrierKind::Sync, _) => {
                        self.ins("bar.sync 0");
                        None
                    }
                    (BarrierKind::Count, Some(p)) => {
                        let r = self.reg(Class::B32);
                        self.ins(&format!("bar.red.popc.u32 {r}, 0, {p}"));
                        Some(r)
                    }
                    (BarrierKind::And | BarrierKind::Or, Some(p)) => {
                        let q = self.reg(Class::Pred);
                        let op = if *kind == BarrierKind::And { "and" } else { "or" };
                        self.ins(&format!("bar.red.{op}.pred {q}, 0, {p}"));
                        let r = self.reg(Class::B32);
                        self.ins(&format!("selp.u32 {r}, 1, 0, {q}"));
                        Some(r)
                    }
                    _ => return unsupported("grid synchronization"),
                };
                if let (Some(v), Some(r)) = (value, result) {
                    let l = self.local(*r)?;
                    self.mov(&l, &v, Class::B32);
                }
            }
            Statement::Fence(scope) => self.ins(match scope {
                FenceScope::Block => "membar.cta",
                FenceScope::Device => "membar.gl",
                FenceScope::System => "membar.sys",
            }),
            Statement::Warp { op, .. } => return unsupported(format!("cuda.{}", op.name())),
            Statement::Print(..) => return unsupported("print in a kernel"),
        }
        Ok(())
    }

    fn mov(&mut self, dst: &str, src: &str, c: Class) {
        let ty = match c {
            Class::Pred => "pred",
            Class::B32 => "b32",
            Class::B64 => "b64",
            Class::F32 => "f32",
            Class::F64 => "f64",
        };
        self.ins(&format!("mov.{ty} {dst}, {src}"));
    }

    /// An index checked against `n` as `cl_index<check, wrap>` does it: in range as it is, else a
    /// negative index wrapped once (`wrap`), then a fault if still out of range (`check`).
    fn checked(&mut self, i: &str, n: &str, site: u64, check: bool, wrap: bool) -> String {
        let out = self.reg(Class::B64);
        self.ins(&format!("mov.b64 {out}, {i}"));
        let ok = self.label("in");
        let p = self.reg(Class::Pred);
        self.ins(&format!("setp.lt.u64 {p}, {i}, {n}"));
        self.ins(&format!("@{p} bra {ok}"));
        if wrap {
            let (neg, sum) = (self.reg(Class::Pred), self.reg(Class::B64));
            self.ins(&format!("setp.lt.s64 {neg}, {i}, 0"));
            self.ins(&format!("add.s64 {sum}, {i}, {n}"));
            self.ins(&format!("selp.b64 {out}, {sum}, {i}, {neg}"));
        }
        if check {
            let bad = self.reg(Class::Pred);
            self.ins(&format!("setp.ge.u64 {bad}, {out}, {n}"));
            self.fault_if(&bad, 1, site, i, n);
        }
        self.place(&ok);
        out
    }

    /// The address of an element (its state space and a 64-bit register), indices wrapped and,
    /// when on, checked.
    fn element(&mut self, array: Handle<ArrayDecl>, index: &[Handle<Expr>]) -> Out<(&'static str, String)> {
        let m = self.m;
        let Some(at) = self.arrays[array.index()].clone() else {
            return unsupported("an array of this kind");
        };
        let check = m.options.bounds_check;
        let site = if check { self.site(SiteKind::Index { array }) } else { 0 };
        let mut idx = Vec::new();
        for (d, h) in index.iter().enumerate() {
            let e = self.expr(*h)?;
            let n = at.dims.get(d).cloned().unwrap_or_else(|| "1".into());
            idx.push(self.checked(&e, &n, (site as u64) | ((d as u64) << 24), check, !m.options.c_indexing));
        }
        let nd = idx.len();
        let offset = if nd == 0 {
            None
        } else if nd == 1 && at.layout != Layout::A {
            Some(idx[0].clone())
        } else {
            let order: Vec<usize> = match at.layout {
                Layout::F => (0..nd).rev().collect(),
                _ => (0..nd).collect(),
            };
            let off = self.reg(Class::B64);
            if at.layout == Layout::A {
                self.ins(&format!("mul.lo.s64 {off}, {}, {}", idx[0], at.strides[0]));
                for (i, stride) in idx.iter().zip(&at.strides).skip(1) {
                    self.ins(&format!("mad.lo.s64 {off}, {i}, {stride}, {off}"));
                }
            } else {
                self.ins(&format!("mov.b64 {off}, {}", idx[order[0]]));
                for &d in &order[1..] {
                    self.ins(&format!("mad.lo.s64 {off}, {off}, {}, {}", at.dims[d], idx[d]));
                }
            }
            Some(off)
        };
        let size = m.arrays[array].ty.dtype.itemsize();
        let addr = self.reg(Class::B64);
        match offset {
            Some(off) => self.ins(&format!("mad.lo.s64 {addr}, {off}, {size}, {}", at.base)),
            None => self.ins(&format!("mov.b64 {addr}, {}", at.base)),
        }
        Ok((at.space, addr))
    }

    /// Bring a 32-bit register holding a value computed for `t` back into `t`'s range.
    fn normalize(&mut self, r: String, t: DType) -> String {
        let op = match t {
            DType::I8 => "cvt.s32.s8",
            DType::I16 => "cvt.s32.s16",
            DType::U8 => "and.b32",
            DType::U16 => "and.b32",
            _ => return r,
        };
        let out = self.reg(Class::B32);
        match t {
            DType::U8 => self.ins(&format!("{op} {out}, {r}, 255")),
            DType::U16 => self.ins(&format!("{op} {out}, {r}, 65535")),
            _ => self.ins(&format!("{op} {out}, {r}")),
        }
        out
    }

    fn literal(&mut self, l: Literal, ty: DType) -> Out<String> {
        let c = class(ty)?;
        let r = self.reg(c);
        let int = match l {
            Literal::Bool(b) => Some(b as i64),
            Literal::Int(i) => Some(i),
            Literal::Float(_) => None,
        };
        match (c, l, int) {
            (Class::Pred, _, Some(i)) => {
                let t = self.reg(Class::B32);
                self.ins(&format!("mov.u32 {t}, {}", (i != 0) as u32));
                self.ins(&format!("setp.ne.u32 {r}, {t}, 0"));
            }
            (Class::B32, _, Some(i)) => self.ins(&format!("mov.b32 {r}, 0x{:08x}", i as u32)),
            (Class::B64, _, Some(i)) => self.ins(&format!("mov.b64 {r}, 0x{:016x}", i as u64)),
            (Class::F32, Literal::Float(x), _) => self.ins(&format!("mov.f32 {r}, 0f{:08X}", (x as f32).to_bits())),
            (Class::F32, _, Some(i)) => self.ins(&format!("mov.f32 {r}, 0f{:08X}", (i as f32).to_bits())),
            (Class::F64, Literal::Float(x), _) => self.ins(&format!("mov.f64 {r}, 0d{:016X}", x.to_bits())),
            (Class::F64, _, Some(i)) => self.ins(&format!("mov.f64 {r}, 0d{:016X}", (i as f64).to_bits())),
            _ => return unsupported("a float literal of an integer type"),
        }
        Ok(r)
    }

    fn expr(&mut self, h: Handle<Expr>) -> Out<String> {
        let m = self.m;
        let ty = m.ty(h);
        let c = class(ty)?;
        if let Some(f) = m.contraction(h) {
            let (mut a, b, mut z) = (self.expr(f.a)?, self.expr(f.b)?, self.expr(f.c)?);
            let t = arith(ty);
            if f.negate_product {
                let n = self.reg(c);
                self.ins(&format!("neg.{t} {n}, {a}"));
                a = n;
            }
            if f.negate_addend {
                let n = self.reg(c);
                self.ins(&format!("neg.{t} {n}, {z}"));
                z = n;
            }
            let r = self.reg(c);
            self.ins(&format!("fma.rn.{t} {r}, {a}, {b}, {z}"));
            return Ok(r);
        }
        match &m.exprs[h] {
            Expr::Literal(l) => self.literal(*l, ty),
            Expr::Local(l) => self.local(*l),
            Expr::Special(s) => {
                let r = self.reg(Class::B32);
                let src = match s {
                    Special::ThreadIdx(a) => format!("%tid.{}", a.name()),
                    Special::BlockIdx(a) => format!("%ctaid.{}", a.name()),
                    Special::BlockDim(a) => format!("%ntid.{}", a.name()),
                    Special::GridDim(a) => format!("%nctaid.{}", a.name()),
                    Special::LaneId => "%laneid".into(),
                    Special::WarpSize => "WARP_SZ".into(),
                };
                self.ins(&format!("mov.u32 {r}, {src}"));
                Ok(r)
            }
            Expr::Dim { array, axis } => match self.arrays[array.index()].as_ref().and_then(|a| a.dims.get(*axis as usize)) {
                Some(d) => Ok(d.clone()),
                None => unsupported("the shape of this array"),
            },
            Expr::ViewIndex { array, axis, index, len, broadcast } => {
                let check = m.options.bounds_check;
                let site = if check { self.site(SiteKind::ViewIndex { array: *array, broadcast: *broadcast }) } else { 0 };
                let i = self.expr(*index)?;
                let n = self.expr(*len)?;
                let site = (site as u64) | ((*axis as u64) << 24);
                if *broadcast {
                    if check {
                        let (p, q) = (self.reg(Class::Pred), self.reg(Class::Pred));
                        self.ins(&format!("setp.ne.s64 {p}, {i}, {n}"));
                        self.ins(&format!("setp.ne.s64 {q}, {i}, 1"));
                        self.ins(&format!("and.pred {p}, {p}, {q}"));
                        self.fault_if(&p, 1, site, &i, &n);
                    }
                    Ok(i)
                } else {
                    Ok(self.checked(&i, &n, site, check, true))
                }
            }
            Expr::Load { array, index } => {
                let (space, addr) = self.element(*array, index)?;
                let r = self.reg(c);
                let t = m.arrays[*array].ty.dtype;
                self.load_value(&r, t, &format!("ld.{space}.{}", mem(t)), &format!("[{addr}]"));
                Ok(r)
            }
            Expr::Unary { op, arg } => {
                let a = self.expr(*arg)?;
                let r = self.reg(c);
                match (op, c) {
                    (UnaryOp::Not, Class::Pred) | (UnaryOp::BitNot, Class::Pred) => self.ins(&format!("not.pred {r}, {a}")),
                    (UnaryOp::Neg, Class::F32 | Class::F64) => self.ins(&format!("neg.{} {r}, {a}", arith(ty))),
                    (UnaryOp::Neg, Class::B32) => self.ins(&format!("neg.s32 {r}, {a}")),
                    (UnaryOp::Neg, Class::B64) => self.ins(&format!("neg.s64 {r}, {a}")),
                    (UnaryOp::BitNot, Class::B32) => self.ins(&format!("not.b32 {r}, {a}")),
                    (UnaryOp::BitNot, Class::B64) => self.ins(&format!("not.b64 {r}, {a}")),
                    _ => return unsupported(format!("unary {op:?} on {ty:?}")),
                }
                Ok(if c == Class::B32 { self.normalize(r, ty) } else { r })
            }
            Expr::Binary { op, left, right } => self.binary(*op, *left, *right, ty, c),
            Expr::Compare { op, left, right } => {
                let t = m.ty(*left);
                let a = self.expr(*left)?;
                let b = self.expr(*right)?;
                let r = self.reg(Class::Pred);
                if t == DType::Bool {
                    match op {
                        CompareOp::Eq | CompareOp::Ne => {
                            self.ins(&format!("xor.pred {r}, {a}, {b}"));
                            if *op == CompareOp::Eq {
                                self.ins(&format!("not.pred {r}, {r}"));
                            }
                            return Ok(r);
                        }
                        _ => return unsupported("ordering comparisons of bools"),
                    }
                }
                let o = match op {
                    CompareOp::Eq => "eq",
                    CompareOp::Ne if t.is_float() => "neu",
                    CompareOp::Ne => "ne",
                    CompareOp::Lt => "lt",
                    CompareOp::Le => "le",
                    CompareOp::Gt => "gt",
                    CompareOp::Ge => "ge",
                };
                class(t)?;
                self.ins(&format!("setp.{o}.{} {r}, {a}, {b}", arith(t)));
                Ok(r)
            }
            Expr::Cast { arg } => {
                let from = m.ty(*arg);
                let a = self.expr(*arg)?;
                self.cast(a, from, ty)
            }
            Expr::Math { fun, args } => self.math(*fun, args, ty, c),
        }
    }

    fn cast(&mut self, a: String, from: DType, to: DType) -> Out<String> {
        if from == to {
            return Ok(a);
        }
        let (fc, tc) = (class(from)?, class(to)?);
        let r = self.reg(tc);
        match (fc, tc) {
            (Class::Pred, Class::B32 | Class::B64) => self.ins(&format!("selp.{} {r}, 1, 0, {a}", if tc == Class::B32 { "u32" } else { "u64" })),
            (Class::Pred, Class::F32) => self.ins(&format!("selp.f32 {r}, 0f3F800000, 0f00000000, {a}")),
            (Class::Pred, Class::F64) => self.ins(&format!("selp.f64 {r}, 0d3FF0000000000000, 0d0000000000000000, {a}")),
            (Class::B32 | Class::B64, Class::Pred) => self.ins(&format!("setp.ne.{} {r}, {a}, 0", arith(from))),
            (Class::F32 | Class::F64, Class::Pred) => {
                let zero = if fc == Class::F32 { "0f00000000" } else { "0d0000000000000000" };
                self.ins(&format!("setp.neu.{} {r}, {a}, {zero}", arith(from)));
            }
            (Class::B32 | Class::B64, Class::F32 | Class::F64) => self.ins(&format!("cvt.rn.{}.{} {r}, {a}", arith(to), arith(from))),
            (Class::F32 | Class::F64, Class::B32 | Class::B64) => {
                if width(to) < 32 {
                    return unsupported(format!("a float to {to:?} conversion"));
                }
                self.ins(&format!("cvt.rzi.{}.{} {r}, {a}", arith(to), arith(from)));
            }
            (Class::F32, Class::F64) => self.ins(&format!("cvt.f64.f32 {r}, {a}")),
            (Class::F64, Class::F32) => self.ins(&format!("cvt.rn.f32.f64 {r}, {a}")),
            (Class::B64, Class::B32) => {
                self.ins(&format!("cvt.u32.u64 {r}, {a}"));
                return Ok(self.normalize(r, to));
            }
            (Class::B32, Class::B64) => {
                self.ins(&format!("cvt.{}.{} {r}, {a}", if is_signed(from) { "s64" } else { "u64" }, if is_signed(from) { "s32" } else { "u32" }))
            }
            (Class::B32, Class::B32) => {
                self.ins(&format!("mov.b32 {r}, {a}"));
                return Ok(self.normalize(r, to));
            }
            (Class::B64, Class::B64) => self.ins(&format!("mov.b64 {r}, {a}")),
            _ => return unsupported(format!("a {from:?} to {to:?} conversion")),
        }
        Ok(r)
    }

    fn binary(&mut self, op: BinaryOp, left: Handle<Expr>, right: Handle<Expr>, ty: DType, c: Class) -> Out<String> {
        let m = self.m;
        let t = arith(ty);
        let lit_positive = matches!(m.exprs[right], Expr::Literal(Literal::Int(n)) if n > 0);
        let a = self.expr(left)?;
        let b = self.expr(right)?;
        let r = self.reg(c);
        if c == Class::Pred {
            match op {
                BinaryOp::BitAnd => self.ins(&format!("and.pred {r}, {a}, {b}")),
                BinaryOp::BitOr => self.ins(&format!("or.pred {r}, {a}, {b}")),
                BinaryOp::BitXor => self.ins(&format!("xor.pred {r}, {a}, {b}")),
                _ => return unsupported(format!("{op:?} of bools")),
            }
            return Ok(r);
        }
        let float = ty.is_float();
        let bits = if c == Class::B64 { "b64" } else { "b32" };
        match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul if float => {
                let o = match op {
                    BinaryOp::Add => "add",
                    BinaryOp::Sub => "sub",
                    _ => "mul",
                };
                self.ins(&format!("{o}.rn.{t} {r}, {a}, {b}"));
            }
            BinaryOp::TrueDiv if float => self.ins(&format!("div.rn.{t} {r}, {a}, {b}")),
            BinaryOp::Min | BinaryOp::Max => {
                // Python's min/max as cl_min/cl_max: `b < a ? b : a`, `b > a ? b : a`.
                let p = self.reg(Class::Pred);
                let o = if op == BinaryOp::Min { "lt" } else { "gt" };
                self.ins(&format!("setp.{o}.{t} {p}, {b}, {a}"));
                let sel = if float { t } else { bits };
                self.ins(&format!("selp.{sel} {r}, {b}, {a}, {p}"));
            }
            _ if float => return unsupported(format!("the float operator {op:?}")),
            BinaryOp::Add => self.ins(&format!("add.{t} {r}, {a}, {b}")),
            BinaryOp::Sub => self.ins(&format!("sub.{t} {r}, {a}, {b}")),
            BinaryOp::Mul => self.ins(&format!("mul.lo.{t} {r}, {a}, {b}")),
            BinaryOp::BitAnd => self.ins(&format!("and.{bits} {r}, {a}, {b}")),
            BinaryOp::BitOr => self.ins(&format!("or.{bits} {r}, {a}, {b}")),
            BinaryOp::BitXor => self.ins(&format!("xor.{bits} {r}, {a}, {b}")),
            BinaryOp::FloorDiv | BinaryOp::Mod | BinaryOp::Div | BinaryOp::Rem => {
                if !lit_positive {
                    let site = self.site(SiteKind::DivZero) as u64;
                    let z = self.reg(Class::Pred);
                    self.ins(&format!("setp.eq.{t} {z}, {b}, 0"));
                    let which = if matches!(op, BinaryOp::FloorDiv | BinaryOp::Div) { "0" } else { "1" };
                    self.fault_if(&z, 2, site, which, "0");
                }
                let quotient = matches!(op, BinaryOp::FloorDiv | BinaryOp::Div);
                let rem = self.reg(c);
                self.ins(&format!("rem.{t} {rem}, {a}, {b}"));
                if quotient {
                    self.ins(&format!("div.{t} {r}, {a}, {b}"));
                } else {
                    self.ins(&format!("mov.{bits} {r}, {rem}"));
                }
                if is_signed(ty) && matches!(op, BinaryOp::FloorDiv | BinaryOp::Mod) {
                    // Python's floor: when the remainder is non-zero and its sign differs from
                    // the divisor's, the quotient goes down by one and the remainder up by b.
                    let (nz, x, neg) = (self.reg(Class::Pred), self.reg(c), self.reg(Class::Pred));
                    self.ins(&format!("setp.ne.{t} {nz}, {rem}, 0"));
                    self.ins(&format!("xor.{bits} {x}, {rem}, {b}"));
                    self.ins(&format!("setp.lt.{t} {neg}, {x}, 0"));
                    self.ins(&format!("and.pred {nz}, {nz}, {neg}"));
                    if op == BinaryOp::FloorDiv {
                        self.ins(&format!("@{nz} sub.{t} {r}, {r}, 1"));
                    } else {
                        self.ins(&format!("@{nz} add.{t} {r}, {r}, {b}"));
                    }
                }
            }
            BinaryOp::Shl | BinaryOp::Shr => {
                // At 64 bits, then wrapped to the type (cl_shl/cl_shr): a count past 63 (or a
                // negative one) shifts everything out; PTX clamps counts at 64.
                let wide = |w: &mut Self, v: &str| -> String {
                    if c == Class::B64 {
                        return v.to_string();
                    }
                    let x = w.reg(Class::B64);
                    w.ins(&format!("cvt.{}.{} {x}, {v}", if is_signed(ty) { "s64" } else { "u64" }, if is_signed(ty) { "s32" } else { "u32" }));
                    x
                };
                let (a64, b64) = (wide(self, &a), wide(self, &b));
                let (n, amount) = (self.reg(Class::B64), self.reg(Class::B32));
                self.ins(&format!("min.u64 {n}, {b64}, 64"));
                self.ins(&format!("cvt.u32.u64 {amount}, {n}"));
                let shifted = self.reg(Class::B64);
                let o = if op == BinaryOp::Shl {
                    "shl.b64"
                } else if is_signed(ty) {
                    "shr.s64"
                } else {
                    "shr.u64"
                };
                self.ins(&format!("{o} {shifted}, {a64}, {amount}"));
                if c == Class::B64 {
                    self.ins(&format!("mov.b64 {r}, {shifted}"));
                } else {
                    self.ins(&format!("cvt.u32.u64 {r}, {shifted}"));
                }
            }
            BinaryOp::TrueDiv | BinaryOp::Pow => return unsupported(format!("the integer operator {op:?}")),
        }
        Ok(if c == Class::B32 { self.normalize(r, ty) } else { r })
    }

    fn math(&mut self, fun: MathFn, args: &[Handle<Expr>], ty: DType, c: Class) -> Out<String> {
        let m = self.m;
        let arg_ty = args.first().map(|a| m.ty(*a)).unwrap_or(ty);
        if fun == MathFn::Powi {
            // A literal exponent, squared out as cl_powi's loop does it.
            let [base, exp] = args else { return unsupported("powi") };
            let Expr::Literal(Literal::Int(e)) = m.exprs[*exp] else {
                return unsupported("a float to a power that is not a constant");
            };
            if !(-64..=64).contains(&e) {
                return unsupported("a float to a large constant power");
            }
            let t = arith(ty);
            let mut a = self.expr(*base)?;
            let mut result: Option<String> = None;
            let mut k = e.unsigned_abs();
            loop {
                if k & 1 == 1 {
                    result = Some(match result {
                        None => a.clone(),
                        Some(r) => {
                            let n = self.reg(c);
                            self.ins(&format!("mul.rn.{t} {n}, {r}, {a}"));
                            n
                        }
                    });
                }
                k >>= 1;
                if k == 0 {
                    break;
                }
                let n = self.reg(c);
                self.ins(&format!("mul.rn.{t} {n}, {a}, {a}"));
                a = n;
            }
            let one = if c == Class::F32 { "0f3F800000" } else { "0d3FF0000000000000" };
            let r = self.reg(c);
            match (result, e < 0) {
                (None, _) => self.ins(&format!("mov.{t} {r}, {one}")),
                (Some(v), false) => self.ins(&format!("mov.{t} {r}, {v}")),
                (Some(v), true) => self.ins(&format!("div.rn.{t} {r}, {one}, {v}")),
            }
            return Ok(r);
        }
        let mut xs = Vec::new();
        for a in args {
            xs.push(self.expr(*a)?);
        }
        let x = xs.first().cloned().unwrap_or_default();
        let t = arith(arg_ty);
        let r = self.reg(c);
        let float = arg_ty.is_float();
        match fun {
            MathFn::Sqrt if float => self.ins(&format!("sqrt.rn.{t} {r}, {x}")),
            MathFn::Fabs if float => self.ins(&format!("abs.{t} {r}, {x}")),
            MathFn::Floor if float => self.ins(&format!("cvt.rmi.{t}.{t} {r}, {x}")),
            MathFn::Ceil if float => self.ins(&format!("cvt.rpi.{t}.{t} {r}, {x}")),
            MathFn::Trunc if float => self.ins(&format!("cvt.rzi.{t}.{t} {r}, {x}")),
            MathFn::Round if float => self.ins(&format!("cvt.rni.{t}.{t} {r}, {x}")),
            MathFn::Fma if float => self.ins(&format!("fma.rn.{t} {r}, {x}, {}, {}", xs[1], xs[2])),
            MathFn::Fmax if float => self.ins(&format!("max.{t} {r}, {x}, {}", xs[1])),
            MathFn::Fmin if float => self.ins(&format!("min.{t} {r}, {x}, {}", xs[1])),
            // C's copysign(x, y) is PTX's copysign with the operands the other way round.
            MathFn::Copysign if float => self.ins(&format!("copysign.{t} {r}, {}, {x}", xs[1])),
            MathFn::IsNan if float => self.ins(&format!("testp.notanumber.{t} {r}, {x}")),
            MathFn::IsInf if float => self.ins(&format!("testp.infinite.{t} {r}, {x}")),
            MathFn::IsFinite if float => self.ins(&format!("testp.finite.{t} {r}, {x}")),
            MathFn::Maximum | MathFn::Minimum if float => {
                // cl_maximum: a NaN `a` is the result, else a NaN `b`, else the larger.
                let y = xs[1].clone();
                let (na, nb, p) = (self.reg(Class::Pred), self.reg(Class::Pred), self.reg(Class::Pred));
                self.ins(&format!("testp.notanumber.{t} {na}, {x}"));
                self.ins(&format!("testp.notanumber.{t} {nb}, {y}"));
                let o = if fun == MathFn::Maximum { "gt" } else { "lt" };
                self.ins(&format!("setp.{o}.{t} {p}, {y}, {x}"));
                let (s1, s2) = (self.reg(c), self.reg(c));
                self.ins(&format!("selp.{t} {s1}, {y}, {x}, {p}"));
                self.ins(&format!("selp.{t} {s2}, {y}, {s1}, {nb}"));
                self.ins(&format!("selp.{t} {r}, {x}, {s2}, {na}"));
            }
            MathFn::IAbs if !float => {
                if is_signed(ty) {
                    self.ins(&format!("abs.{t} {r}, {x}"));
                    return Ok(if c == Class::B32 { self.normalize(r, ty) } else { r });
                }
                self.mov(&r, &x, c);
            }
            MathFn::Popc | MathFn::Clz | MathFn::Ffs | MathFn::Brev if !float => {
                let wide = class(arg_ty)? == Class::B64;
                let w = width(arg_ty);
                // The argument's own bits, zero-extended (a narrow value is kept sign-extended).
                let v = if !wide && w < 32 {
                    let v = self.reg(Class::B32);
                    self.ins(&format!("and.b32 {v}, {x}, {}", (1u32 << w) - 1));
                    v
                } else {
                    x.clone()
                };
                let b = if wide { "b64" } else { "b32" };
                match fun {
                    MathFn::Popc => self.ins(&format!("popc.{b} {r}, {v}")),
                    MathFn::Clz => {
                        let n = self.reg(Class::B32);
                        self.ins(&format!("clz.{b} {n}, {v}"));
                        let less = if wide { 0 } else { 32 - w };
                        self.ins(&format!("sub.s32 {r}, {n}, {less}"));
                    }
                    MathFn::Ffs => {
                        // The lowest set bit: reversed, it is the highest; bfind of 0 is -1.
                        let rev = self.reg(if wide { Class::B64 } else { Class::B32 });
                        self.ins(&format!("brev.{b} {rev}, {v}"));
                        let n = self.reg(Class::B32);
                        self.ins(&format!("bfind.shiftamt.u{} {n}, {rev}", if wide { 64 } else { 32 }));
                        self.ins(&format!("add.s32 {r}, {n}, 1"));
                    }
                    _ => {
                        if wide {
                            self.ins(&format!("brev.b64 {r}, {v}"));
                        } else {
                            let rev = self.reg(Class::B32);
                            self.ins(&format!("brev.b32 {rev}, {v}"));
                            self.ins(&format!("shr.u32 {r}, {rev}, {}", 32 - w));
                            return Ok(self.normalize(r, ty));
                        }
                    }
                }
            }
            other => return unsupported(format!("math.{}", other.name())),
        }
        Ok(r)
    }
}
