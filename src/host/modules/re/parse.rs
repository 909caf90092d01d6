//! Pattern text → syntax tree, as CPython 3.11's `re._parser` reads it: the same tokenizer (a
//! backslash and its character are one token), the same escapes, groups, flags and quantifiers,
//! and the same `re.error` messages at the same positions ("nothing to repeat at position 0",
//! "missing ), unterminated subpattern at position 0"…). Flags are baked into the nodes as they
//! are parsed (a literal knows whether it ignores case), so scoped flags `(?i:…)` need nothing at
//! match time. Also parses replacement templates (`\1`, `\g<name>`). Must not match anything.

use super::unicode::{in_table, DIGIT, SPACE, WORD};
use std::rc::Rc;

pub const F_TEMPLATE: u32 = 1;
pub const F_IGNORECASE: u32 = 2;
pub const F_LOCALE: u32 = 4;
pub const F_MULTILINE: u32 = 8;
pub const F_DOTALL: u32 = 16;
pub const F_UNICODE: u32 = 32;
pub const F_VERBOSE: u32 = 64;
pub const F_DEBUG: u32 = 128;
pub const F_ASCII: u32 = 256;

/// `\d`, `\w`, `\s` and their negations; `ascii` under the ASCII flag.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cat {
    Digit,
    NotDigit,
    Word,
    NotWord,
    Space,
    NotSpace,
}

pub fn is_word(c: char, ascii: bool) -> bool {
    if ascii || c.is_ascii() {
        c.is_ascii_alphanumeric() || c == '_'
    } else {
        in_table(WORD, c)
    }
}

impl Cat {
    pub fn has(self, c: char, ascii: bool) -> bool {
        let digit = |c: char| if ascii || c.is_ascii() { c.is_ascii_digit() } else { in_table(DIGIT, c) };
        let space = |c: char| {
            if ascii || c.is_ascii() {
                matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c' | '\x1c'..='\x1f') && (!ascii || !('\x1c'..='\x1f').contains(&c))
            } else {
                in_table(SPACE, c)
            }
        };
        match self {
            Cat::Digit => digit(c),
            Cat::NotDigit => !digit(c),
            Cat::Word => is_word(c, ascii),
            Cat::NotWord => !is_word(c, ascii),
            Cat::Space => space(c),
            Cat::NotSpace => !space(c),
        }
    }
}

#[derive(Clone, Debug)]
pub enum Item {
    Ch(char),
    Range(char, char),
    Cat(Cat),
}

/// A character set `[...]` (or a lone `\d`), with the flags it was written under.
#[derive(Debug)]
pub struct ClassSet {
    pub neg: bool,
    pub items: Vec<Item>,
    pub icase: bool,
    pub ascii: bool,
}

/// `re._casefix._EXTRA_CASES`: lower-case chars that also match other lower-case chars under
/// IGNORECASE (`i`/`ı`, `s`/`ſ`, the Greek symbol variants…).
static EXTRA_CASES: &[(u32, &[u32])] = &[
    (0x69, &[0x131]),
    (0x73, &[0x17f]),
    (0xb5, &[0x3bc]),
    (0x131, &[0x69]),
    (0x17f, &[0x73]),
    (0x345, &[0x3b9, 0x1fbe]),
    (0x390, &[0x1fd3]),
    (0x3b0, &[0x1fe3]),
    (0x3b2, &[0x3d0]),
    (0x3b5, &[0x3f5]),
    (0x3b8, &[0x3d1]),
    (0x3b9, &[0x345, 0x1fbe]),
    (0x3ba, &[0x3f0]),
    (0x3bc, &[0xb5]),
    (0x3c0, &[0x3d6]),
    (0x3c1, &[0x3f1]),
    (0x3c2, &[0x3c3]),
    (0x3c3, &[0x3c2]),
    (0x3c6, &[0x3d5]),
    (0x3d0, &[0x3b2]),
    (0x3d1, &[0x3b8]),
    (0x3d5, &[0x3c6]),
    (0x3d6, &[0x3c0]),
    (0x3f0, &[0x3ba]),
    (0x3f1, &[0x3c1]),
    (0x3f5, &[0x3b5]),
    (0x432, &[0x1c80]),
    (0x434, &[0x1c81]),
    (0x43e, &[0x1c82]),
    (0x441, &[0x1c83]),
    (0x442, &[0x1c84, 0x1c85]),
    (0x44a, &[0x1c86]),
    (0x463, &[0x1c87]),
    (0x1c80, &[0x432]),
    (0x1c81, &[0x434]),
    (0x1c82, &[0x43e]),
    (0x1c83, &[0x441]),
    (0x1c84, &[0x442, 0x1c85]),
    (0x1c85, &[0x442, 0x1c84]),
    (0x1c86, &[0x44a]),
    (0x1c87, &[0x463]),
    (0x1c88, &[0xa64b]),
    (0x1e61, &[0x1e9b]),
    (0x1e9b, &[0x1e61]),
    (0x1fbe, &[0x345, 0x3b9]),
    (0x1fd3, &[0x390]),
    (0x1fe3, &[0x3b0]),
    (0xa64b, &[0x1c88]),
    (0xfb05, &[0xfb06]),
    (0xfb06, &[0xfb05]),
];

fn extra_cases(l: char) -> &'static [u32] {
    match EXTRA_CASES.binary_search_by_key(&(l as u32), |(k, _)| *k) {
        Ok(i) => EXTRA_CASES[i].1,
        Err(_) => &[],
    }
}

/// The simple lower-case mapping (`_PyUnicode_ToLowercase`), as `_sre` folds with it.
pub fn lower(c: char, ascii: bool) -> char {
    if ascii || c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    if c == '\u{130}' {
        return 'i';
    }
    let mut it = c.to_lowercase();
    match (it.next(), it.next()) {
        (Some(l), None) => l,
        _ => c,
    }
}

pub fn upper(c: char, ascii: bool) -> char {
    if ascii || c.is_ascii() {
        return c.to_ascii_uppercase();
    }
    let mut it = c.to_uppercase();
    match (it.next(), it.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// Whether subject char `a` matches pattern char `b` under IGNORECASE.
pub fn icase_eq(a: char, b: char, ascii: bool) -> bool {
    if a == b {
        return true;
    }
    let (la, lb) = (lower(a, ascii), lower(b, ascii));
    la == lb || (!ascii && extra_cases(lb).contains(&(la as u32)))
}

impl ClassSet {
    fn has_exact(&self, c: char) -> bool {
        self.items.iter().any(|it| match *it {
            Item::Ch(x) => x == c,
            Item::Range(lo, hi) => lo <= c && c <= hi,
            Item::Cat(k) => k.has(c, self.ascii),
        })
    }
    pub fn matches(&self, c: char) -> bool {
        let mut hit = self.has_exact(c);
        if !hit && self.icase {
            // Any char of the set whose lower case is c's, or one of its extra cases.
            let a = self.ascii;
            let l = lower(c, a);
            let mut cands: Vec<char> = vec![l, upper(c, a), upper(l, a)];
            if !a {
                for e in extra_cases(l).iter().filter_map(|&e| char::from_u32(e)) {
                    cands.push(e);
                    cands.push(upper(e, a));
                }
                match l {
                    'i' => cands.push('\u{130}'),
                    'k' => cands.push('\u{212a}'),
                    '\u{e5}' => cands.push('\u{212b}'),
                    '\u{3c9}' => cands.push('\u{2126}'),
                    _ => {}
                }
            }
            hit = cands.into_iter().any(|k| k != c && self.has_exact(k));
        }
        hit != self.neg
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum At {
    /// `^`: start of the string, or after any newline under MULTILINE.
    Bol {
        multiline: bool,
    },
    /// `$`: end (or before a final newline), or before any newline under MULTILINE.
    Eol {
        multiline: bool,
    },
    StartText,
    EndText,
    WordB {
        ascii: bool,
    },
    NotWordB {
        ascii: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RepKind {
    Greedy,
    Lazy,
    Possessive,
}

#[derive(Debug)]
pub enum Node {
    Lit { c: char, icase: bool, ascii: bool },
    Any { dotall: bool },
    Set(Rc<ClassSet>),
    At(At),
    Group(usize, Box<Node>),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat { node: Box<Node>, min: u32, max: Option<u32>, kind: RepKind },
    Backref { group: usize, icase: bool, ascii: bool },
    Look { behind: bool, neg: bool, node: Box<Node> },
    Atomic(Box<Node>),
    Cond { group: usize, yes: Box<Node>, no: Box<Node> },
}

pub const MAXWIDTH: u64 = u64::MAX;
const MAXREPEAT: u64 = 4294967295;

impl Node {
    fn is_repeat(&self) -> bool {
        matches!(self, Node::Repeat { .. })
    }
    /// `(min, max)` characters this node can match, as `SubPattern.getwidth`.
    pub fn width(&self, groups: &[(u64, u64)]) -> (u64, u64) {
        match self {
            Node::Lit { .. } | Node::Any { .. } | Node::Set(_) => (1, 1),
            Node::At(_) | Node::Look { .. } => (0, 0),
            Node::Group(_, n) | Node::Atomic(n) => n.width(groups),
            Node::Concat(v) => v.iter().fold((0, 0), |(lo, hi), n| {
                let (a, b) = n.width(groups);
                (lo.saturating_add(a), hi.saturating_add(b))
            }),
            Node::Alt(v) => v.iter().fold((MAXWIDTH, 0), |(lo, hi), n| {
                let (a, b) = n.width(groups);
                (lo.min(a), hi.max(b))
            }),
            Node::Repeat { node, min, max, .. } => {
                let (a, b) = node.width(groups);
                let hi = match max {
                    None if b > 0 => MAXWIDTH,
                    None => 0,
                    Some(m) => b.saturating_mul(*m as u64),
                };
                (a.saturating_mul(*min as u64), hi)
            }
            Node::Backref { group, .. } => groups.get(*group).copied().unwrap_or((0, 0)),
            Node::Cond { yes, no, .. } => {
                let (a, b) = yes.width(groups);
                let (c, d) = no.width(groups);
                (a.min(c), b.max(d))
            }
        }
    }
}

/// A parse failure: `re.error(msg)` at `pos` (None: no position, as for compile-stage errors),
/// or a construct cudalab refuses (`NotImplementedError`), or CPython's `OverflowError`.
#[derive(Debug)]
pub enum ParseError {
    Re {
        msg: String,
        pos: Option<usize>,
    },
    Unsupported(String),
    Overflow(String),
    /// `IndexError` (an unknown group name in a template).
    Index(String),
    /// `ValueError` (incompatible flags).
    Value(String),
    /// `RecursionError`: groups nested deeper than CPython's parser reaches.
    Recursion,
}

type PR<T> = Result<T, ParseError>;

fn err<T>(msg: impl Into<String>, pos: usize) -> PR<T> {
    Err(ParseError::Re { msg: msg.into(), pos: Some(pos) })
}

/// CPython's `Tokenizer`: `next` is the coming token, one char or a backslash and its char.
struct Tok<'a> {
    s: &'a [char],
    index: usize,
    next: Option<(char, bool)>,
}

impl<'a> Tok<'a> {
    fn new(s: &'a [char]) -> PR<Tok<'a>> {
        let mut t = Tok { s, index: 0, next: None };
        t.advance()?;
        Ok(t)
    }
    fn advance(&mut self) -> PR<()> {
        let Some(&c) = self.s.get(self.index) else {
            self.next = None;
            return Ok(());
        };
        if c == '\\' {
            match self.s.get(self.index + 1) {
                Some(&d) => {
                    self.index += 2;
                    self.next = Some((d, true));
                }
                None => return err("bad escape (end of pattern)", self.s.len() - 1),
            }
        } else {
            self.index += 1;
            self.next = Some((c, false));
        }
        Ok(())
    }
    fn tell(&self) -> usize {
        self.index - self.next.map_or(0, |(_, e)| if e { 2 } else { 1 })
    }
    fn get(&mut self) -> PR<Option<(char, bool)>> {
        let t = self.next;
        self.advance()?;
        Ok(t)
    }
    /// Match an unescaped char.
    fn matches(&mut self, c: char) -> PR<bool> {
        if self.next == Some((c, false)) {
            self.advance()?;
            return Ok(true);
        }
        Ok(false)
    }
    fn next_plain_in(&self, set: &str) -> Option<char> {
        match self.next {
            Some((c, false)) if set.contains(c) => Some(c),
            _ => None,
        }
    }
    fn seek(&mut self, i: usize) -> PR<()> {
        self.index = i;
        self.advance()
    }
    fn error<T>(&self, msg: impl Into<String>, offset: usize) -> PR<T> {
        err(msg, self.tell() - offset)
    }
    /// Token text as CPython shows it (`\q`, `a`).
    fn text(t: (char, bool)) -> String {
        if t.1 {
            format!("\\{}", t.0)
        } else {
            t.0.to_string()
        }
    }
    fn getuntil(&mut self, term: char, name: &str) -> PR<String> {
        let mut out = String::new();
        loop {
            let c = self.get()?;
            match c {
                None => {
                    if out.is_empty() {
                        return self.error(format!("missing {name}"), 0);
                    }
                    return self.error(format!("missing {term}, unterminated name"), out.chars().count());
                }
                Some((ch, false)) if ch == term => {
                    if out.is_empty() {
                        return self.error(format!("missing {name}"), 1);
                    }
                    break;
                }
                Some(t) => out.push_str(&Tok::text(t)),
            }
        }
        Ok(out)
    }
    fn getwhile(&mut self, n: usize, ok: impl Fn(char) -> bool) -> PR<String> {
        let mut out = String::new();
        for _ in 0..n {
            match self.next {
                Some((c, false)) if ok(c) => {
                    out.push(c);
                    self.advance()?;
                }
                _ => break,
            }
        }
        Ok(out)
    }
    fn checkgroupname(&self, name: &str, offset: usize) -> PR<()> {
        if !is_identifier(name) {
            return self.error(format!("bad character in group name {}", py_repr(name)), name.chars().count() + offset);
        }
        Ok(())
    }
}

pub fn is_identifier(s: &str) -> bool {
    let mut it = s.chars();
    match it.next() {
        Some(c) if c == '_' || c.is_alphabetic() => it.all(|c| c == '_' || c.is_alphanumeric()),
        _ => false,
    }
}

/// `repr()` of a str, for messages.
pub fn py_repr(s: &str) -> String {
    crate::host::repr::str_repr(s)
}

struct State {
    flags: u32,
    groupdict: Vec<(String, usize)>,
    /// Width of each closed group; None while open. Index 0 is the whole match.
    groupwidths: Vec<Option<(u64, u64)>>,
    lookbehindgroups: Option<usize>,
    depth: usize,
    /// FutureWarnings about set syntax that may change meaning ("Possible nested set…").
    warnings: Vec<String>,
}

impl State {
    fn groups(&self) -> usize {
        self.groupwidths.len()
    }
    fn checkgroup(&self, gid: usize) -> bool {
        gid < self.groups() && self.groupwidths[gid].is_some()
    }
    fn checklookbehindgroup(&self, gid: usize, src: &Tok) -> PR<()> {
        if let Some(lb) = self.lookbehindgroups {
            if !self.checkgroup(gid) {
                return src.error("cannot refer to an open group", 0);
            }
            if gid >= lb {
                return src.error("cannot refer to group defined in the same lookbehind subpattern", 0);
            }
        }
        Ok(())
    }
    fn widths(&self) -> Vec<(u64, u64)> {
        self.groupwidths.iter().map(|w| w.unwrap_or((0, 0))).collect()
    }
    fn icase(&self) -> bool {
        self.flags & F_IGNORECASE != 0
    }
    fn ascii(&self) -> bool {
        self.flags & F_ASCII != 0
    }
}

/// A parsed pattern: the tree, its groups and the flags it ended with (inline ones included).
pub struct Parsed {
    pub node: Node,
    /// `(min, max)` width of each group (index 0 unused), for look-behinds holding backrefs.
    pub widths: Vec<(u64, u64)>,
    pub groups: usize,
    pub groupindex: Vec<(String, usize)>,
    pub flags: u32,
}

/// Parse a pattern; FutureWarnings found on the way go to `warnings`, even when parsing fails
/// later (CPython warns before it raises).
pub fn parse(pattern: &[char], flags: u32, warnings: &mut Vec<String>) -> PR<Parsed> {
    let mut st = State { flags, groupdict: Vec::new(), groupwidths: vec![None], lookbehindgroups: None, depth: 0, warnings: Vec::new() };
    let r = parse_in(pattern, flags, &mut st);
    warnings.append(&mut st.warnings);
    r
}

fn parse_in(pattern: &[char], flags: u32, st: &mut State) -> PR<Parsed> {
    let mut src = Tok::new(pattern)?;
    let verbose = flags & F_VERBOSE != 0;
    let node = parse_sub(&mut src, st, verbose, 0)?;
    // fix_flags
    if st.flags & F_LOCALE != 0 {
        return Err(ParseError::Value("cannot use LOCALE flag with a str pattern".into()));
    }
    if st.flags & F_ASCII == 0 {
        st.flags |= F_UNICODE;
    } else if st.flags & F_UNICODE != 0 {
        return Err(ParseError::Value("ASCII and UNICODE flags are incompatible".into()));
    }
    if src.next.is_some() {
        return src.error("unbalanced parenthesis", 0);
    }
    let groups = st.groups() - 1;
    check_lookbehinds(&node, &st.widths())?;
    Ok(Parsed { node, widths: st.widths(), groups, groupindex: std::mem::take(&mut st.groupdict), flags: st.flags })
}

fn check_lookbehinds(n: &Node, widths: &[(u64, u64)]) -> PR<()> {
    match n {
        Node::Look { behind, node, .. } => {
            if *behind {
                let (lo, hi) = node.width(widths);
                if lo != hi {
                    return Err(ParseError::Re { msg: "look-behind requires fixed-width pattern".into(), pos: None });
                }
            }
            check_lookbehinds(node, widths)
        }
        Node::Group(_, n) | Node::Atomic(n) | Node::Repeat { node: n, .. } => check_lookbehinds(n, widths),
        Node::Concat(v) | Node::Alt(v) => v.iter().try_for_each(|n| check_lookbehinds(n, widths)),
        Node::Cond { yes, no, .. } => {
            check_lookbehinds(yes, widths)?;
            check_lookbehinds(no, widths)
        }
        _ => Ok(()),
    }
}

fn parse_sub(src: &mut Tok, st: &mut State, mut verbose: bool, nested: usize) -> PR<Node> {
    st.depth += 1;
    // CPython's recursive parser gives up at this depth (from a script's top level).
    if st.depth > 496 {
        return Err(ParseError::Recursion);
    }
    let mut items = Vec::new();
    loop {
        let first = nested == 0 && items.is_empty();
        items.push(parse_seq(src, st, verbose, nested + 1, first)?);
        if !src.matches('|')? {
            break;
        }
        if nested == 0 {
            verbose = st.flags & F_VERBOSE != 0;
        }
    }
    st.depth -= 1;
    Ok(if items.len() == 1 { items.pop().unwrap_or(Node::Concat(Vec::new())) } else { Node::Alt(items) })
}

const SPECIAL: &str = ".\\[{()*+?^$|";
const WS: &str = " \t\n\r\x0b\x0c";

fn category(c: char) -> Option<Cat> {
    Some(match c {
        'd' => Cat::Digit,
        'D' => Cat::NotDigit,
        'w' => Cat::Word,
        'W' => Cat::NotWord,
        's' => Cat::Space,
        'S' => Cat::NotSpace,
        _ => return None,
    })
}

fn simple_escape(c: char) -> Option<char> {
    Some(match c {
        'a' => '\x07',
        'b' => '\x08',
        'f' => '\x0c',
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        'v' => '\x0b',
        '\\' => '\\',
        _ => return None,
    })
}

enum Esc {
    Lit(char),
    Cat(Cat),
    At(At),
    Ref(usize),
}

/// `\x..`, `\u....`, `\U........`: shared by both escape readers.
fn hex_escape(src: &mut Tok, c: char) -> PR<Option<char>> {
    let n = match c {
        'x' => 2,
        'u' => 4,
        'U' => 8,
        _ => return Ok(None),
    };
    let digits = src.getwhile(n, |c| c.is_ascii_hexdigit())?;
    let esc = format!("\\{c}{digits}");
    if digits.len() != n {
        return src.error(format!("incomplete escape {esc}"), esc.chars().count());
    }
    let v = u32::from_str_radix(&digits, 16).unwrap_or(u32::MAX);
    match char::from_u32(v) {
        Some(ch) => Ok(Some(ch)),
        None => src.error(format!("bad escape {esc}"), esc.chars().count()),
    }
}

fn class_escape(src: &mut Tok, c: char) -> PR<Esc> {
    if let Some(e) = simple_escape(c) {
        return Ok(Esc::Lit(e));
    }
    if let Some(k) = category(c) {
        return Ok(Esc::Cat(k));
    }
    if let Some(ch) = hex_escape(src, c)? {
        return Ok(Esc::Lit(ch));
    }
    if c == 'N' {
        return Err(ParseError::Unsupported("cudalab's re does not support \\N{...} escapes yet".into()));
    }
    if ('0'..='7').contains(&c) {
        let more = src.getwhile(2, |c| ('0'..='7').contains(&c))?;
        let esc = format!("\\{c}{more}");
        let v = u32::from_str_radix(&esc[1..], 8).unwrap_or(0);
        if v > 0o377 {
            return src.error(format!("octal escape value {esc} outside of range 0-0o377"), esc.chars().count());
        }
        return Ok(Esc::Lit(char::from_u32(v).unwrap_or('\0')));
    }
    if c.is_ascii_alphanumeric() {
        return src.error(format!("bad escape \\{c}"), 2);
    }
    Ok(Esc::Lit(c))
}

fn escape(src: &mut Tok, st: &State, c: char) -> PR<Esc> {
    let ascii = st.ascii();
    match c {
        'A' => return Ok(Esc::At(At::StartText)),
        'Z' => return Ok(Esc::At(At::EndText)),
        'b' => return Ok(Esc::At(At::WordB { ascii })),
        'B' => return Ok(Esc::At(At::NotWordB { ascii })),
        _ => {}
    }
    if let Some(k) = category(c) {
        return Ok(Esc::Cat(k));
    }
    if let Some(e) = simple_escape(c) {
        return Ok(Esc::Lit(e));
    }
    if let Some(ch) = hex_escape(src, c)? {
        return Ok(Esc::Lit(ch));
    }
    if c == 'N' {
        return Err(ParseError::Unsupported("cudalab's re does not support \\N{...} escapes yet".into()));
    }
    if c == '0' {
        let more = src.getwhile(2, |c| ('0'..='7').contains(&c))?;
        let v = u32::from_str_radix(&format!("0{more}"), 8).unwrap_or(0);
        return Ok(Esc::Lit(char::from_u32(v).unwrap_or('\0')));
    }
    if c.is_ascii_digit() {
        let mut esc = format!("\\{c}");
        if let Some(d) = src.next_plain_in("0123456789") {
            src.advance()?;
            esc.push(d);
            if ('0'..='7').contains(&c) && ('0'..='7').contains(&d) {
                if let Some(e) = src.next_plain_in("01234567") {
                    src.advance()?;
                    esc.push(e);
                    let v = u32::from_str_radix(&esc[1..], 8).unwrap_or(0);
                    if v > 0o377 {
                        return src.error(format!("octal escape value {esc} outside of range 0-0o377"), esc.len());
                    }
                    return Ok(Esc::Lit(char::from_u32(v).unwrap_or('\0')));
                }
            }
        }
        let group: usize = esc[1..].parse().unwrap_or(0);
        if group < st.groups() {
            if !st.checkgroup(group) {
                return src.error("cannot refer to an open group", esc.len());
            }
            st.checklookbehindgroup(group, src)?;
            return Ok(Esc::Ref(group));
        }
        return src.error(format!("invalid group reference {group}"), esc.len() - 1);
    }
    if c.is_ascii_alphabetic() {
        return src.error(format!("bad escape \\{c}"), 2);
    }
    Ok(Esc::Lit(c))
}

fn lit(c: char, st: &State) -> Node {
    Node::Lit { c, icase: st.icase(), ascii: st.ascii() }
}

fn set_node(neg: bool, items: Vec<Item>, st: &State) -> Node {
    Node::Set(Rc::new(ClassSet { neg, items, icase: st.icase(), ascii: st.ascii() }))
}

fn parse_seq(src: &mut Tok, st: &mut State, mut verbose: bool, nested: usize, first: bool) -> PR<Node> {
    let mut seq: Vec<Node> = Vec::new();
    while let Some(tok) = src.next {
        if tok == ('|', false) || tok == (')', false) {
            break;
        }
        src.advance()?;
        let (this, escaped) = tok;
        if verbose && !escaped {
            if WS.contains(this) {
                continue;
            }
            if this == '#' {
                loop {
                    match src.get()? {
                        None | Some(('\n', _)) => break,
                        _ => {}
                    }
                }
                continue;
            }
        }
        if escaped {
            match escape(src, st, this)? {
                Esc::Lit(c) => seq.push(lit(c, st)),
                Esc::Cat(k) => seq.push(set_node(false, vec![Item::Cat(k)], st)),
                Esc::At(a) => seq.push(Node::At(a)),
                Esc::Ref(g) => seq.push(Node::Backref { group: g, icase: st.icase(), ascii: st.ascii() }),
            }
            continue;
        }
        if !SPECIAL.contains(this) {
            seq.push(lit(this, st));
            continue;
        }
        match this {
            '[' => seq.push(parse_class(src, st)?),
            '*' | '+' | '?' | '{' => {
                let here = src.tell();
                let (min, max): (u32, Option<u32>) = match this {
                    '?' => (0, Some(1)),
                    '*' => (0, None),
                    '+' => (1, None),
                    _ => {
                        if src.next == Some(('}', false)) {
                            seq.push(lit('{', st));
                            continue;
                        }
                        let lo = src.getwhile(usize::MAX, |c| c.is_ascii_digit())?;
                        let hi = if src.matches(',')? { src.getwhile(usize::MAX, |c| c.is_ascii_digit())? } else { lo.clone() };
                        if !src.matches('}')? {
                            seq.push(lit('{', st));
                            src.seek(here)?;
                            continue;
                        }
                        let num = |s: &str| -> PR<u64> {
                            let v = s.parse::<u128>().map(|v| v.min(u64::MAX as u128) as u64).unwrap_or(u64::MAX);
                            if v >= MAXREPEAT {
                                return Err(ParseError::Overflow("the repetition number is too large".into()));
                            }
                            Ok(v)
                        };
                        let min = if lo.is_empty() { 0 } else { num(&lo)? };
                        let max = if hi.is_empty() { None } else { Some(num(&hi)?) };
                        if let Some(m) = max {
                            if m < min {
                                return src.error("min repeat greater than max repeat", src.tell() - here);
                            }
                        }
                        (min as u32, max.map(|m| m as u32))
                    }
                };
                let off = src.tell() - here + 1;
                match seq.last() {
                    None | Some(Node::At(_)) => return src.error("nothing to repeat", off),
                    Some(n) if n.is_repeat() => return src.error("multiple repeat", off),
                    _ => {}
                }
                let item = seq.pop().unwrap_or(Node::Concat(Vec::new()));
                let kind = if src.matches('?')? {
                    RepKind::Lazy
                } else if src.matches('+')? {
                    RepKind::Possessive
                } else {
                    RepKind::Greedy
                };
                seq.push(Node::Repeat { node: Box::new(item), min, max, kind });
            }
            '.' => seq.push(Node::Any { dotall: st.flags & F_DOTALL != 0 }),
            '^' => seq.push(Node::At(At::Bol { multiline: st.flags & F_MULTILINE != 0 })),
            '$' => seq.push(Node::At(At::Eol { multiline: st.flags & F_MULTILINE != 0 })),
            '(' => {
                if let Some(n) = parse_group(src, st, &mut verbose, nested, first && seq.is_empty())? {
                    // A plain non-capturing group is inlined, so `(?:ab)*` repeats the whole.
                    seq.push(n);
                }
            }
            _ => return src.error(format!("unsupported special character {this:?}"), 1),
        }
    }
    Ok(if seq.len() == 1 { seq.pop().unwrap_or(Node::Concat(Vec::new())) } else { Node::Concat(seq) })
}

fn parse_class(src: &mut Tok, st: &mut State) -> PR<Node> {
    let here = src.tell() - 1;
    let mut items: Vec<Item> = Vec::new();
    if src.next == Some(('[', false)) {
        st.warnings.push(format!("Possible nested set at position {}", src.tell()));
    }
    let neg = src.matches('^')?;
    loop {
        let Some(this) = src.get()? else {
            return src.error("unterminated character set", src.tell() - here);
        };
        if this == (']', false) && !items.is_empty() {
            break;
        }
        if !this.1 && !items.is_empty() && "-&~|".contains(this.0) && src.next == Some(this) {
            let kind = match this.0 {
                '-' => "difference",
                '&' => "intersection",
                '~' => "symmetric difference",
                _ => "union",
            };
            st.warnings.push(format!("Possible set {kind} at position {}", src.tell() - 1));
        }
        let code1 = if this.1 { class_escape(src, this.0)? } else { Esc::Lit(this.0) };
        if src.matches('-')? {
            let Some(that) = src.get()? else {
                return src.error("unterminated character set", src.tell() - here);
            };
            if that == (']', false) {
                items.push(esc_item(code1));
                items.push(Item::Ch('-'));
                break;
            }
            if that == ('-', false) {
                st.warnings.push(format!("Possible set difference at position {}", src.tell() - 2));
            }
            let code2 = if that.1 { class_escape(src, that.0)? } else { Esc::Lit(that.0) };
            let msg = format!("bad character range {}-{}", Tok::text(this), Tok::text(that));
            let off = Tok::text(this).chars().count() + 1 + Tok::text(that).chars().count();
            match (code1, code2) {
                (Esc::Lit(lo), Esc::Lit(hi)) => {
                    if hi < lo {
                        return src.error(msg, off);
                    }
                    items.push(Item::Range(lo, hi));
                }
                _ => return src.error(msg, off),
            }
        } else {
            items.push(esc_item(code1));
        }
    }
    Ok(set_node(neg, items, st))
}

fn esc_item(e: Esc) -> Item {
    match e {
        Esc::Lit(c) => Item::Ch(c),
        Esc::Cat(k) => Item::Cat(k),
        Esc::At(_) | Esc::Ref(_) => Item::Ch('\0'),
    }
}

fn flag_of(c: char) -> Option<u32> {
    Some(match c {
        'i' => F_IGNORECASE,
        'L' => F_LOCALE,
        'm' => F_MULTILINE,
        's' => F_DOTALL,
        'x' => F_VERBOSE,
        'a' => F_ASCII,
        't' => F_TEMPLATE,
        'u' => F_UNICODE,
        _ => return None,
    })
}

const TYPE_FLAGS: u32 = F_ASCII | F_LOCALE | F_UNICODE;
const GLOBAL_FLAGS: u32 = F_DEBUG | F_TEMPLATE;

/// `_parse_flags`: None for global flags `(?i)`, else the (add, del) of a scoped group `(?i-m:`.
fn parse_flags(src: &mut Tok, st: &mut State, mut ch: Option<(char, bool)>) -> PR<Option<(u32, u32)>> {
    let mut add = 0;
    let mut del = 0;
    let plain = |t: Option<(char, bool)>| t.map(|(c, _)| c);
    if plain(ch) != Some('-') {
        loop {
            let c = plain(ch).unwrap_or(' ');
            let flag = flag_of(c).unwrap_or(0);
            if c == 'L' {
                return src.error("bad inline flags: cannot use 'L' flag with a str pattern", 0);
            }
            add |= flag;
            if flag & TYPE_FLAGS != 0 && add & TYPE_FLAGS != flag {
                return src.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible", 0);
            }
            ch = src.get()?;
            let Some(t) = ch else {
                return src.error("missing -, : or )", 0);
            };
            if ")-:".contains(t.0) && !t.1 {
                break;
            }
            if flag_of(t.0).is_none() || t.1 {
                let msg = if t.0.is_alphabetic() && !t.1 { "unknown flag" } else { "missing -, : or )" };
                return src.error(msg, Tok::text(t).chars().count());
            }
        }
    }
    if plain(ch) == Some(')') {
        st.flags |= add;
        return Ok(None);
    }
    if add & GLOBAL_FLAGS != 0 {
        return src.error("bad inline flags: cannot turn on global flag", 1);
    }
    if plain(ch) == Some('-') {
        ch = src.get()?;
        let Some(t) = ch else {
            return src.error("missing flag", 0);
        };
        if flag_of(t.0).is_none() || t.1 {
            let msg = if t.0.is_alphabetic() && !t.1 { "unknown flag" } else { "missing flag" };
            return src.error(msg, Tok::text(t).chars().count());
        }
        loop {
            let flag = flag_of(plain(ch).unwrap_or(' ')).unwrap_or(0);
            if flag & TYPE_FLAGS != 0 {
                return src.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", 0);
            }
            del |= flag;
            ch = src.get()?;
            let Some(t) = ch else {
                return src.error("missing :", 0);
            };
            if t == (':', false) {
                break;
            }
            if flag_of(t.0).is_none() || t.1 {
                let msg = if t.0.is_alphabetic() && !t.1 { "unknown flag" } else { "missing :" };
                return src.error(msg, Tok::text(t).chars().count());
            }
        }
    }
    if del & GLOBAL_FLAGS != 0 {
        return src.error("bad inline flags: cannot turn off global flag", 1);
    }
    if add & del != 0 {
        return src.error("bad inline flags: flag turned on and off", 1);
    }
    Ok(Some((add, del)))
}

/// After `(`: a group, an extension, or (for `(?#…)` and global flags) nothing.
fn parse_group(src: &mut Tok, st: &mut State, verbose: &mut bool, nested: usize, first: bool) -> PR<Option<Node>> {
    let start = src.tell() - 1;
    let mut capture = true;
    let mut atomic = false;
    let mut name: Option<String> = None;
    let mut scoped: Option<(u32, u32)> = None;
    if src.matches('?')? {
        let Some(ch) = src.get()? else {
            return src.error("unexpected end of pattern", 0);
        };
        match ch {
            ('P', false) => {
                if src.matches('<')? {
                    let n = src.getuntil('>', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    name = Some(n);
                } else if src.matches('=')? {
                    let n = src.getuntil(')', "group name")?;
                    src.checkgroupname(&n, 1)?;
                    let off = n.chars().count() + 1;
                    let Some(gid) = st.groupdict.iter().find(|(k, _)| *k == n).map(|(_, g)| *g) else {
                        return src.error(format!("unknown group name {}", py_repr(&n)), off);
                    };
                    if !st.checkgroup(gid) {
                        return src.error("cannot refer to an open group", off);
                    }
                    st.checklookbehindgroup(gid, src)?;
                    return Ok(Some(Node::Backref { group: gid, icase: st.icase(), ascii: st.ascii() }));
                } else {
                    let Some(c) = src.get()? else {
                        return src.error("unexpected end of pattern", 0);
                    };
                    let t = Tok::text(c);
                    return src.error(format!("unknown extension ?P{t}"), t.chars().count() + 2);
                }
            }
            (':', false) => capture = false,
            ('#', false) => {
                loop {
                    if src.next.is_none() {
                        return src.error("missing ), unterminated comment", src.tell() - start);
                    }
                    if src.get()? == Some((')', false)) {
                        break;
                    }
                }
                return Ok(None);
            }
            ('=', false) | ('!', false) | ('<', false) => {
                let mut c = ch.0;
                let mut behind = false;
                let mut saved_lb = None;
                if c == '<' {
                    let Some(d) = src.get()? else {
                        return src.error("unexpected end of pattern", 0);
                    };
                    if d != ('=', false) && d != ('!', false) {
                        let t = Tok::text(d);
                        return src.error(format!("unknown extension ?<{t}"), t.chars().count() + 2);
                    }
                    c = d.0;
                    behind = true;
                    saved_lb = Some(st.lookbehindgroups);
                    if st.lookbehindgroups.is_none() {
                        st.lookbehindgroups = Some(st.groups());
                    }
                }
                let p = parse_sub(src, st, *verbose, nested + 1)?;
                if let Some(prev) = saved_lb {
                    if prev.is_none() {
                        st.lookbehindgroups = None;
                    }
                }
                if !src.matches(')')? {
                    return src.error("missing ), unterminated subpattern", src.tell() - start);
                }
                return Ok(Some(Node::Look { behind, neg: c == '!', node: Box::new(p) }));
            }
            ('(', false) => {
                let condname = src.getuntil(')', "group name")?;
                let off = condname.chars().count() + 1;
                let group = if is_identifier(&condname) {
                    match st.groupdict.iter().find(|(k, _)| *k == condname) {
                        Some((_, g)) => *g,
                        None => return src.error(format!("unknown group name {}", py_repr(&condname)), off),
                    }
                } else {
                    match condname.parse::<usize>() {
                        Ok(0) => return src.error("bad group number", off),
                        Ok(g) if condname.chars().all(|c| c.is_ascii_digit()) => {
                            if g >= st.groups() {
                                return src.error(format!("invalid group reference {g}"), off);
                            }
                            g
                        }
                        _ => return src.error(format!("bad character in group name {}", py_repr(&condname)), off),
                    }
                };
                st.checklookbehindgroup(group, src)?;
                let yes = parse_seq(src, st, *verbose, nested + 1, false)?;
                let no = if src.matches('|')? {
                    let n = parse_seq(src, st, *verbose, nested + 1, false)?;
                    if src.next == Some(('|', false)) {
                        return src.error("conditional backref with more than two branches", 0);
                    }
                    n
                } else {
                    Node::Concat(Vec::new())
                };
                if !src.matches(')')? {
                    return src.error("missing ), unterminated subpattern", src.tell() - start);
                }
                return Ok(Some(Node::Cond { group, yes: Box::new(yes), no: Box::new(no) }));
            }
            ('>', false) => {
                capture = false;
                atomic = true;
            }
            (c, false) if flag_of(c).is_some() || c == '-' => {
                match parse_flags(src, st, Some(ch))? {
                    None => {
                        if !first {
                            return src.error("global flags not at the start of the expression", src.tell() - start);
                        }
                        *verbose = st.flags & F_VERBOSE != 0;
                        return Ok(None);
                    }
                    Some(f) => scoped = Some(f),
                }
                capture = false;
            }
            t => {
                let t = Tok::text(t);
                return src.error(format!("unknown extension ?{t}"), t.chars().count() + 1);
            }
        }
    }
    let group = if capture {
        let gid = st.groups();
        st.groupwidths.push(None);
        if let Some(n) = &name {
            if let Some((_, og)) = st.groupdict.iter().find(|(k, _)| k == n) {
                return src.error(format!("redefinition of group name {} as group {gid}; was group {og}", py_repr(n)), n.chars().count() + 1);
            }
            st.groupdict.push((n.clone(), gid));
        }
        Some(gid)
    } else {
        None
    };
    let saved_flags = st.flags;
    let mut sub_verbose = *verbose;
    if let Some((add, del)) = scoped {
        st.flags = (st.flags | add) & !del;
        sub_verbose = (*verbose || add & F_VERBOSE != 0) && del & F_VERBOSE == 0;
    }
    let p = parse_sub(src, st, sub_verbose, nested + 1)?;
    st.flags = saved_flags;
    if !src.matches(')')? {
        return src.error("missing ), unterminated subpattern", src.tell() - start);
    }
    if let Some(g) = group {
        let w = p.width(&st.widths());
        st.groupwidths[g] = Some(w);
        return Ok(Some(Node::Group(g, Box::new(p))));
    }
    if atomic {
        return Ok(Some(Node::Atomic(Box::new(p))));
    }
    // Wrapped so that a quantifier after `(?:a*)` or `(?:^)` is not "multiple repeat".
    Ok(Some(Node::Concat(vec![p])))
}

/// One piece of a replacement template.
#[derive(Debug, Clone)]
pub enum TPart {
    Lit(String),
    Group(usize),
}

/// `_parser.parse_template`: the literal pieces and group references of a `sub()` replacement.
pub fn parse_template(s: &[char], groups: usize, groupindex: &[(String, usize)]) -> PR<Vec<TPart>> {
    let mut src = Tok::new(s)?;
    let mut out: Vec<TPart> = Vec::new();
    let mut lit = String::new();
    let addgroup = |out: &mut Vec<TPart>, lit: &mut String, index: usize| {
        if !lit.is_empty() {
            out.push(TPart::Lit(std::mem::take(lit)));
        }
        out.push(TPart::Group(index));
    };
    while let Some((c, escaped)) = src.get()? {
        if !escaped {
            lit.push(c);
            continue;
        }
        if c == 'g' {
            if !src.matches('<')? {
                return src.error("missing <", 0);
            }
            let name = src.getuntil('>', "group name")?;
            let off = name.chars().count() + 1;
            let index = if is_identifier(&name) {
                match groupindex.iter().find(|(k, _)| *k == name) {
                    Some((_, g)) => *g,
                    None => return Err(ParseError::Index(format!("unknown group name {}", py_repr(&name)))),
                }
            } else {
                match name.parse::<u64>() {
                    Ok(i) if name.chars().all(|c| c.is_ascii_digit()) => {
                        if i >= 1 << 30 {
                            return src.error(format!("invalid group reference {i}"), off);
                        }
                        i as usize
                    }
                    _ => return src.error(format!("bad character in group name {}", py_repr(&name)), off),
                }
            };
            if index > groups {
                return src.error(format!("invalid group reference {index}"), off);
            }
            addgroup(&mut out, &mut lit, index);
        } else if c == '0' {
            let more = src.getwhile(2, |c| ('0'..='7').contains(&c))?;
            let v = u32::from_str_radix(&format!("0{more}"), 8).unwrap_or(0) & 0xff;
            lit.push(char::from_u32(v).unwrap_or('\0'));
        } else if c.is_ascii_digit() {
            let mut this = format!("\\{c}");
            let mut isoctal = false;
            if let Some(d) = src.next_plain_in("0123456789") {
                src.advance()?;
                this.push(d);
                if ('0'..='7').contains(&c) && ('0'..='7').contains(&d) {
                    if let Some(e) = src.next_plain_in("01234567") {
                        src.advance()?;
                        this.push(e);
                        isoctal = true;
                        let v = u32::from_str_radix(&this[1..], 8).unwrap_or(0);
                        if v > 0o377 {
                            return src.error(format!("octal escape value {this} outside of range 0-0o377"), this.len());
                        }
                        lit.push(char::from_u32(v).unwrap_or('\0'));
                    }
                }
            }
            if !isoctal {
                let index: usize = this[1..].parse().unwrap_or(0);
                if index > groups {
                    return src.error(format!("invalid group reference {index}"), this.len() - 1);
                }
                addgroup(&mut out, &mut lit, index);
            }
        } else if let Some(e) = simple_escape(c) {
            lit.push(e);
        } else if c.is_ascii_alphabetic() {
            return src.error(format!("bad escape \\{c}"), 2);
        } else {
            lit.push('\\');
            lit.push(c);
        }
    }
    if !lit.is_empty() {
        out.push(TPart::Lit(lit));
    }
    Ok(out)
}
