//! The syntax tree → a program of instructions, and the backtracking machine that runs it over
//! a string's chars with CPython's `_sre` semantics: leftmost match, greedy/lazy/possessive
//! repeats, captures keep the last iteration, an iteration that matches empty ends its loop,
//! lookarounds and atomic groups are atomic, `must_advance` refuses an empty match where the
//! previous one ended (finditer/sub/split since 3.7), `full` is fullmatch's end anchor.
//!
//! Architecture invariant: the machine never recurses per character. Alternatives wait on an
//! explicit stack with an undo log for captures, so a pathological pattern costs time (checked
//! for interrupts every few thousand steps), never the Rust stack. Recursion happens only per
//! lookaround nested in the pattern text, which the parser bounds.

use super::parse::{icase_eq, is_word, At, ClassSet, Node, RepKind};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

#[derive(Debug)]
pub enum Inst {
    Char(char),
    CharI(char, bool),
    Any,
    AnyNl,
    Set(Rc<ClassSet>),
    At(At),
    Save(usize),
    /// Try `.0` first; on failure `.1`.
    Split(usize, usize),
    Jmp(usize),
    /// Remember the position at the start of an iteration (in loop register `.0`).
    Mark(usize),
    /// End of an iteration that may match empty: if nothing was consumed, leave the loop for `.1`.
    Progress(usize, usize),
    Backref {
        group: usize,
        icase: bool,
        ascii: bool,
    },
    /// A lookaround whose body follows, ended by `SubEnd`; continue at `next` afterwards.
    Look {
        behind: bool,
        neg: bool,
        width: usize,
        next: usize,
    },
    /// An atomic group: its body runs to `SubEnd` once, continue at `next` from where it ended.
    Atomic {
        next: usize,
    },
    /// `(?(g)yes|no)`: fall through into yes when group g matched, else jump to `no`.
    IfGroup {
        group: usize,
        no: usize,
    },
    SubEnd,
    Match,
}

pub struct Program {
    pub insts: Vec<Inst>,
    pub nslots: usize,
    pub nregs: usize,
}

/// The largest program a pattern may compile to (repeats are unrolled).
const MAX_INSTS: usize = 2_000_000;

struct Compiler {
    insts: Vec<Inst>,
    nregs: usize,
    widths: Vec<(u64, u64)>,
}

pub fn compile(node: &Node, groups: usize, widths: &[(u64, u64)]) -> Result<Program, String> {
    let mut c = Compiler { insts: Vec::new(), nregs: 0, widths: widths.to_vec() };
    c.insts.push(Inst::Save(0));
    c.emit(node)?;
    c.insts.push(Inst::Save(1));
    c.insts.push(Inst::Match);
    Ok(Program { insts: c.insts, nslots: 2 * (groups + 1), nregs: c.nregs })
}

impl Compiler {
    fn pc(&self) -> usize {
        self.insts.len()
    }
    fn push(&mut self, i: Inst) -> Result<usize, String> {
        if self.insts.len() >= MAX_INSTS {
            return Err("cudalab's re does not support patterns this large (repeat counts unroll to over 2 million steps)".into());
        }
        self.insts.push(i);
        Ok(self.insts.len() - 1)
    }
    fn emit(&mut self, n: &Node) -> Result<(), String> {
        match n {
            Node::Lit { c, icase: false, .. } => {
                self.push(Inst::Char(*c))?;
            }
            Node::Lit { c, icase: true, ascii } => {
                self.push(Inst::CharI(*c, *ascii))?;
            }
            Node::Any { dotall } => {
                self.push(if *dotall { Inst::AnyNl } else { Inst::Any })?;
            }
            Node::Set(s) => {
                self.push(Inst::Set(s.clone()))?;
            }
            Node::At(a) => {
                self.push(Inst::At(*a))?;
            }
            Node::Group(g, body) => {
                self.push(Inst::Save(2 * g))?;
                self.emit(body)?;
                self.push(Inst::Save(2 * g + 1))?;
            }
            Node::Concat(v) => {
                for n in v {
                    self.emit(n)?;
                }
            }
            Node::Alt(v) => {
                let mut jumps = Vec::new();
                for (i, n) in v.iter().enumerate() {
                    if i + 1 < v.len() {
                        let split = self.push(Inst::Split(0, 0))?;
                        self.emit(n)?;
                        jumps.push(self.push(Inst::Jmp(0))?);
                        let next = self.pc();
                        self.insts[split] = Inst::Split(split + 1, next);
                    } else {
                        self.emit(n)?;
                    }
                }
                let end = self.pc();
                for j in jumps {
                    self.insts[j] = Inst::Jmp(end);
                }
            }
            Node::Repeat { node, min, max, kind } => {
                if *kind == RepKind::Possessive {
                    let at = self.push(Inst::Atomic { next: 0 })?;
                    self.repeat(node, *min, *max, true)?;
                    self.push(Inst::SubEnd)?;
                    let next = self.pc();
                    self.insts[at] = Inst::Atomic { next };
                } else {
                    self.repeat(node, *min, *max, *kind == RepKind::Greedy)?;
                }
            }
            Node::Backref { group, icase, ascii } => {
                self.push(Inst::Backref { group: *group, icase: *icase, ascii: *ascii })?;
            }
            Node::Look { behind, neg, node } => {
                let width = if *behind { node.width(&self.widths).0 as usize } else { 0 };
                let at = self.push(Inst::Look { behind: *behind, neg: *neg, width, next: 0 })?;
                self.emit(node)?;
                self.push(Inst::SubEnd)?;
                let next = self.pc();
                self.insts[at] = Inst::Look { behind: *behind, neg: *neg, width, next };
            }
            Node::Atomic(body) => {
                let at = self.push(Inst::Atomic { next: 0 })?;
                self.emit(body)?;
                self.push(Inst::SubEnd)?;
                let next = self.pc();
                self.insts[at] = Inst::Atomic { next };
            }
            Node::Cond { group, yes, no } => {
                let at = self.push(Inst::IfGroup { group: *group, no: 0 })?;
                self.emit(yes)?;
                let j = self.push(Inst::Jmp(0))?;
                let no_pc = self.pc();
                self.emit(no)?;
                let end = self.pc();
                self.insts[at] = Inst::IfGroup { group: *group, no: no_pc };
                self.insts[j] = Inst::Jmp(end);
            }
        }
        Ok(())
    }

    fn split(&mut self, at: usize, body: usize, out: usize, greedy: bool) {
        self.insts[at] = if greedy { Inst::Split(body, out) } else { Inst::Split(out, body) };
    }

    fn repeat(&mut self, node: &Node, min: u32, max: Option<u32>, greedy: bool) -> Result<(), String> {
        for _ in 0..min {
            self.emit(node)?;
        }
        let may_be_empty = node.width(&self.widths).0 == 0;
        match max {
            None => {
                // L: Split(B, OUT); B: [Mark r] body [Progress r OUT]; Jmp L; OUT:
                let reg = self.nregs;
                if may_be_empty {
                    self.nregs += 1;
                }
                let l = self.push(Inst::Split(0, 0))?;
                if may_be_empty {
                    self.push(Inst::Mark(reg))?;
                }
                self.emit(node)?;
                let prog = if may_be_empty { Some(self.push(Inst::Progress(reg, 0))?) } else { None };
                self.push(Inst::Jmp(l))?;
                let out = self.pc();
                self.split(l, l + 1, out, greedy);
                if let Some(p) = prog {
                    self.insts[p] = Inst::Progress(reg, out);
                }
            }
            Some(max) => {
                // Each optional copy: an empty iteration ends the repeat (as `_sre`'s MAX_UNTIL).
                let reg = self.nregs;
                if may_be_empty && max > min {
                    self.nregs += 1;
                }
                let mut splits = Vec::new();
                let mut progs = Vec::new();
                for _ in min..max {
                    splits.push(self.push(Inst::Split(0, 0))?);
                    if may_be_empty {
                        self.push(Inst::Mark(reg))?;
                    }
                    self.emit(node)?;
                    if may_be_empty {
                        progs.push(self.push(Inst::Progress(reg, 0))?);
                    }
                }
                let out = self.pc();
                for s in splits {
                    self.split(s, s + 1, out, greedy);
                }
                for p in progs {
                    self.insts[p] = Inst::Progress(reg, out);
                }
            }
        }
        Ok(())
    }
}

const NONE: usize = usize::MAX;

enum Frame {
    Alt { pc: usize, pos: usize },
    Slot { slot: usize, old: usize },
    Reg { reg: usize, old: usize },
    Last { old: usize },
}

/// One run of a program over `s[..end]`.
pub struct Machine<'a> {
    prog: &'a Program,
    s: &'a [char],
    end: usize,
    pub slots: Vec<usize>,
    regs: Vec<usize>,
    /// The group closed last (`Match.lastindex`); NONE if none.
    pub lastindex: usize,
    stack: Vec<Frame>,
    steps: u32,
    full: bool,
    must_advance: bool,
    start: usize,
}

impl<'a> Machine<'a> {
    pub fn new(prog: &'a Program, s: &'a [char], end: usize) -> Machine<'a> {
        Machine {
            prog,
            s,
            end,
            slots: vec![NONE; prog.nslots],
            regs: vec![NONE; prog.nregs],
            lastindex: NONE,
            stack: Vec::new(),
            steps: 0,
            full: false,
            must_advance: false,
            start: 0,
        }
    }

    /// A match starting exactly at `pos` (`match`/`fullmatch`).
    pub fn match_at(&mut self, interp: &Interp, pos: usize, full: bool) -> R<bool> {
        self.full = full;
        self.must_advance = false;
        self.try_at(interp, pos)
    }

    /// The leftmost match starting at `pos` or later; with `must_advance`, not an empty match at
    /// `pos` itself.
    pub fn search(&mut self, interp: &Interp, pos: usize, must_advance: bool) -> R<bool> {
        self.full = false;
        let first = self.first_char();
        let mut p = pos;
        while p <= self.end {
            self.must_advance = must_advance && p == pos;
            if let Some(c) = first {
                // A literal first char: skip straight to its next occurrence.
                match self.s[p..self.end].iter().position(|&x| x == c) {
                    Some(i) => p += i,
                    None => return Ok(false),
                }
                self.must_advance = must_advance && p == pos;
            }
            if self.try_at(interp, p)? {
                return Ok(true);
            }
            p += 1;
        }
        Ok(false)
    }

    fn first_char(&self) -> Option<char> {
        match self.prog.insts.get(1) {
            Some(Inst::Char(c)) => Some(*c),
            _ => None,
        }
    }

    fn try_at(&mut self, interp: &Interp, pos: usize) -> R<bool> {
        self.slots.iter_mut().for_each(|s| *s = NONE);
        self.regs.iter_mut().for_each(|s| *s = NONE);
        self.lastindex = NONE;
        self.stack.clear();
        self.start = pos;
        Ok(self.run(interp, 0, pos, true)?.is_some())
    }

    fn set_slot(&mut self, slot: usize, v: usize) {
        self.stack.push(Frame::Slot { slot, old: self.slots[slot] });
        self.slots[slot] = v;
    }

    /// Pop frames down to `base`, undoing captures; returns the next alternative, if any.
    fn backtrack(&mut self, base: usize) -> Option<(usize, usize)> {
        while self.stack.len() > base {
            match self.stack.pop() {
                Some(Frame::Alt { pc, pos }) => return Some((pc, pos)),
                Some(Frame::Slot { slot, old }) => self.slots[slot] = old,
                Some(Frame::Reg { reg, old }) => self.regs[reg] = old,
                Some(Frame::Last { old }) => self.lastindex = old,
                None => break,
            }
        }
        None
    }

    fn at(&self, a: At, pos: usize) -> bool {
        let s = self.s;
        let end = self.end;
        match a {
            At::Bol { multiline: false } | At::StartText => pos == 0,
            At::Bol { multiline: true } => pos == 0 || s[pos - 1] == '\n',
            At::Eol { multiline: false } => pos == end || (pos + 1 == end && s[pos] == '\n'),
            At::Eol { multiline: true } => pos == end || s[pos] == '\n',
            At::EndText => pos == end,
            At::WordB { ascii } | At::NotWordB { ascii } => {
                let before = pos > 0 && is_word(s[pos - 1], ascii);
                let after = pos < end && is_word(s[pos], ascii);
                let b = if end == 0 { false } else { before != after };
                if matches!(a, At::WordB { .. }) {
                    b
                } else {
                    end != 0 && !b
                }
            }
        }
    }

    /// Run from `pc` at `pos` until `Match` (top level) or `SubEnd` (a lookaround or atomic
    /// body); returns the end position, or None once every alternative above the stack height
    /// at entry failed (the stack is then back at that height).
    fn run(&mut self, interp: &Interp, mut pc: usize, mut pos: usize, top: bool) -> R<Option<usize>> {
        let base = self.stack.len();
        let insts = &self.prog.insts;
        loop {
            self.steps = self.steps.wrapping_add(1);
            if self.steps.is_multiple_of(4096) {
                interp.check_interrupt()?;
            }
            let ok = match &insts[pc] {
                Inst::Char(c) => {
                    if pos < self.end && self.s[pos] == *c {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::CharI(c, ascii) => {
                    if pos < self.end && icase_eq(self.s[pos], *c, *ascii) {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::Any => {
                    if pos < self.end && self.s[pos] != '\n' {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::AnyNl => {
                    if pos < self.end {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::Set(set) => {
                    if pos < self.end && set.matches(self.s[pos]) {
                        pos += 1;
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::At(a) => {
                    if self.at(*a, pos) {
                        pc += 1;
                        true
                    } else {
                        false
                    }
                }
                Inst::Save(slot) => {
                    let slot = *slot;
                    self.set_slot(slot, pos);
                    if slot % 2 == 1 && slot > 1 {
                        self.stack.push(Frame::Last { old: self.lastindex });
                        self.lastindex = slot / 2;
                    }
                    pc += 1;
                    true
                }
                Inst::Split(a, b) => {
                    self.stack.push(Frame::Alt { pc: *b, pos });
                    pc = *a;
                    true
                }
                Inst::Jmp(t) => {
                    pc = *t;
                    true
                }
                Inst::Mark(r) => {
                    let r = *r;
                    self.stack.push(Frame::Reg { reg: r, old: self.regs[r] });
                    self.regs[r] = pos;
                    pc += 1;
                    true
                }
                Inst::Progress(r, out) => {
                    pc = if self.regs[*r] == pos { *out } else { pc + 1 };
                    true
                }
                Inst::Backref { group, icase, ascii } => {
                    let (a, b) = (self.slots[2 * group], self.slots[2 * group + 1]);
                    if a == NONE || b == NONE {
                        false
                    } else {
                        let n = b - a;
                        let ok = pos + n <= self.end
                            && (0..n).all(|i| {
                                let (x, y) = (self.s[a + i], self.s[pos + i]);
                                x == y || (*icase && icase_eq(x, y, *ascii))
                            });
                        if ok {
                            pos += n;
                            pc += 1;
                        }
                        ok
                    }
                }
                Inst::Look { behind, neg, width, next } => {
                    let (behind, neg, width, next) = (*behind, *neg, *width, *next);
                    let from = if behind { pos.checked_sub(width) } else { Some(pos) };
                    match from {
                        None => {
                            if neg {
                                pc = next;
                            }
                            neg
                        }
                        Some(from) => {
                            let h = self.stack.len();
                            let r = self.run(interp, pc + 1, from, false)?;
                            let hit = matches!(r, Some(e) if !behind || e == pos);
                            if r.is_some() && !hit {
                                self.backtrack_all(h);
                            }
                            match (hit, neg) {
                                (true, false) => {
                                    self.drop_alternatives(h);
                                    pc = next;
                                    true
                                }
                                (true, true) => {
                                    self.backtrack_all(h);
                                    false
                                }
                                (false, false) => false,
                                (false, true) => {
                                    pc = next;
                                    true
                                }
                            }
                        }
                    }
                }
                Inst::Atomic { next } => {
                    let next = *next;
                    let h = self.stack.len();
                    match self.run(interp, pc + 1, pos, false)? {
                        Some(e) => {
                            self.drop_alternatives(h);
                            pos = e;
                            pc = next;
                            true
                        }
                        None => false,
                    }
                }
                Inst::IfGroup { group, no } => {
                    let set = self.slots[2 * group] != NONE && self.slots[2 * group + 1] != NONE;
                    pc = if set { pc + 1 } else { *no };
                    true
                }
                Inst::SubEnd => {
                    if !top {
                        return Ok(Some(pos));
                    }
                    false
                }
                Inst::Match => {
                    if top && ((self.full && pos != self.end) || (self.must_advance && pos == self.start)) {
                        false
                    } else {
                        return Ok(Some(pos));
                    }
                }
            };
            if !ok {
                match self.backtrack(base) {
                    Some((p, q)) => {
                        pc = p;
                        pos = q;
                    }
                    None => return Ok(None),
                }
            }
        }
    }

    /// Undo everything above `h` (a negative lookaround that matched).
    fn backtrack_all(&mut self, h: usize) {
        while self.stack.len() > h {
            if self.backtrack(h).is_none() {
                break;
            }
        }
    }

    /// Forget the alternatives above `h` but keep their undo records, so captures made inside a
    /// lookaround or atomic group are still undone if the outer match backtracks past it.
    fn drop_alternatives(&mut self, h: usize) {
        let mut i = h;
        let mut kept = h;
        while i < self.stack.len() {
            if !matches!(self.stack[i], Frame::Alt { .. }) {
                self.stack.swap(i, kept);
                kept += 1;
            }
            i += 1;
        }
        self.stack.truncate(kept);
    }
}

pub fn too_large(msg: String) -> crate::host::Ctrl {
    raise("NotImplementedError", msg)
}
