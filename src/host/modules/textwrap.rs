//! Python's `textwrap` as CPython 3.11 has it: `wrap`, `fill`, `shorten`, `dedent`, `indent`,
//! and `TextWrapper` objects. Text is cut into chunks by CPython's own `wordsep_re` (the same
//! verbose pattern, run by cudalab's `re` engine) or `wordsep_simple_re`, then laid into lines by
//! the algorithm of `TextWrapper._wrap_chunks` (long words, `max_lines` and the placeholder,
//! `drop_whitespace`), re-implemented here. Must agree with CPython chunk for chunk.

use super::re::{compile_str, Pattern};
use super::{add_fn, new_module};
use crate::host::native::NativeObject;
use crate::host::repr::{repr, type_name};
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

const WS: &str = "\t\n\x0b\x0c\r ";

pub fn module() -> Rc<Module> {
    let m = new_module("textwrap", "Text wrapping and filling.");
    add_fn(&m, "wrap", tw_wrap, "wrap(text, width=70, **kwargs)", "Wrap a single paragraph of text, returning a list of wrapped lines.");
    add_fn(&m, "fill", tw_fill, "fill(text, width=70, **kwargs)", "Fill a single paragraph of text, returning a new string.");
    add_fn(&m, "shorten", tw_shorten, "shorten(text, width, **kwargs)", "Collapse and truncate the given text to fit in the given width.");
    add_fn(&m, "dedent", tw_dedent, "dedent(text)", "Remove any common leading whitespace from every line in `text`.");
    add_fn(&m, "indent", tw_indent, "indent(text, prefix, predicate=None)", "Adds 'prefix' to the beginning of selected lines in 'text'.");
    m.attrs.borrow_mut().insert(Rc::from("TextWrapper"), Value::Native(Rc::new(WrapperType)));
    m
}

fn py_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

fn is_blank(s: &str) -> bool {
    s.chars().all(py_space)
}

fn clen(s: &str) -> usize {
    s.chars().count()
}

/// The options of a `TextWrapper`, as its attributes hold them.
#[derive(Clone)]
struct Opts {
    width: i64,
    initial_indent: String,
    subsequent_indent: String,
    expand_tabs: bool,
    replace_whitespace: bool,
    fix_sentence_endings: bool,
    break_long_words: bool,
    drop_whitespace: bool,
    /// `break_on_hyphens is True` (CPython tests identity with True).
    break_on_hyphens: bool,
    break_on_hyphens_truthy: bool,
    tabsize: i64,
    max_lines: Option<i64>,
    placeholder: String,
}

const PARAMS: &[&str] = &[
    "width",
    "initial_indent",
    "subsequent_indent",
    "expand_tabs",
    "replace_whitespace",
    "fix_sentence_endings",
    "break_long_words",
    "drop_whitespace",
    "break_on_hyphens",
    "tabsize",
    "max_lines",
    "placeholder",
];

impl Opts {
    fn default() -> Opts {
        Opts {
            width: 70,
            initial_indent: String::new(),
            subsequent_indent: String::new(),
            expand_tabs: true,
            replace_whitespace: true,
            fix_sentence_endings: false,
            break_long_words: true,
            drop_whitespace: true,
            break_on_hyphens: true,
            break_on_hyphens_truthy: true,
            tabsize: 8,
            max_lines: None,
            placeholder: " [...]".into(),
        }
    }

    fn set(&mut self, interp: &mut Interp, k: &str, v: &Value) -> R<bool> {
        let text = |v: &Value| -> R<String> {
            match v {
                Value::Str(s) => Ok(s.to_string()),
                v => Err(raise("TypeError", format!("cudalab's textwrap needs str options, got {} {}", type_name(v), repr(v)))),
            }
        };
        match k {
            "width" => self.width = interp.to_index(v)?,
            "initial_indent" => self.initial_indent = text(v)?,
            "subsequent_indent" => self.subsequent_indent = text(v)?,
            "expand_tabs" => self.expand_tabs = interp.truthy(v)?,
            "replace_whitespace" => self.replace_whitespace = interp.truthy(v)?,
            "fix_sentence_endings" => self.fix_sentence_endings = interp.truthy(v)?,
            "break_long_words" => self.break_long_words = interp.truthy(v)?,
            "drop_whitespace" => self.drop_whitespace = interp.truthy(v)?,
            "break_on_hyphens" => {
                self.break_on_hyphens = matches!(v, Value::Bool(true));
                self.break_on_hyphens_truthy = interp.truthy(v)?;
            }
            "tabsize" => self.tabsize = interp.to_index(v)?,
            "max_lines" => self.max_lines = if v.is_none() { None } else { Some(interp.to_index(v)?) },
            "placeholder" => self.placeholder = text(v)?,
            _ => return Ok(false),
        }
        Ok(true)
    }

    fn get(&self, k: &str) -> Option<Value> {
        Some(match k {
            "width" => Value::int(self.width),
            "initial_indent" => Value::str(&self.initial_indent),
            "subsequent_indent" => Value::str(&self.subsequent_indent),
            "expand_tabs" => Value::Bool(self.expand_tabs),
            "replace_whitespace" => Value::Bool(self.replace_whitespace),
            "fix_sentence_endings" => Value::Bool(self.fix_sentence_endings),
            "break_long_words" => Value::Bool(self.break_long_words),
            "drop_whitespace" => Value::Bool(self.drop_whitespace),
            "break_on_hyphens" => Value::Bool(self.break_on_hyphens_truthy),
            "tabsize" => Value::int(self.tabsize),
            "max_lines" => self.max_lines.map_or(Value::None, Value::int),
            "placeholder" => Value::str(&self.placeholder),
            _ => return None,
        })
    }

    /// `TextWrapper(width, initial_indent, …)` arguments: positional in that order, keywords.
    fn from_args(interp: &mut Interp, fname: &str, pos: &[Value], kw: &[(Rc<str>, Value)]) -> R<Opts> {
        let mut o = Opts::default();
        // max_lines and placeholder are keyword-only.
        if pos.len() > 10 {
            return Err(raise("TypeError", format!("{fname}() takes from 1 to 11 positional arguments but {} were given", pos.len() + 1)));
        }
        let mut given: Vec<&str> = Vec::new();
        for (i, v) in pos.iter().enumerate() {
            o.set(interp, PARAMS[i], v)?;
            given.push(PARAMS[i]);
        }
        for (k, v) in kw {
            if given.contains(&&**k) {
                return Err(raise("TypeError", format!("{fname}() got multiple values for argument '{k}'")));
            }
            if !o.set(interp, k, v)? {
                return Err(raise("TypeError", format!("{fname}() got an unexpected keyword argument '{k}'")));
            }
        }
        Ok(o)
    }
}

thread_local! {
    static WORDSEP: RefCell<Option<(Rc<Pattern>, Rc<Pattern>)>> = const { RefCell::new(None) };
}

/// CPython's `TextWrapper.wordsep_re` and `wordsep_simple_re`, built from the same pieces.
fn wordsep() -> R<(Rc<Pattern>, Rc<Pattern>)> {
    if let Some(p) = WORDSEP.with(|w| w.borrow().clone()) {
        return Ok(p);
    }
    let escaped_ws: String = super::re::escape_str(WS);
    let whitespace = format!("[{escaped_ws}]");
    let nowhitespace = format!("[^{}", &whitespace[1..]);
    let wp = r#"[\w!"\'&.,?]"#;
    let lt = r"[^\d\W]";
    let ws = &whitespace;
    let nws = &nowhitespace;
    let pat = format!(
        r"
        ( # any whitespace
          {ws}+
        | # em-dash between words
          (?<={wp}) -{{2,}} (?=\w)
        | # word, possibly hyphenated
          {nws}+? (?:
            # hyphenated word
              -(?: (?<={lt}{{2}}-) | (?<={lt}-{lt}-))
              (?= {lt} -? {lt})
            | # end of word
              (?={ws}|\Z)
            | # em-dash
              (?<={wp}) (?=-{{2,}}\w)
            )
        )"
    );
    let re = compile_str(None, &pat, super::re::parse::F_VERBOSE)?;
    let simple = compile_str(None, &format!("({whitespace}+)"), 0)?;
    WORDSEP.with(|w| *w.borrow_mut() = Some((re.clone(), simple.clone())));
    Ok((re, simple))
}

/// `pattern.split(text)` with the empty pieces dropped.
fn split_chunks(interp: &Interp, p: &Pattern, text: &str) -> R<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let n = chars.len();
    let mut out: Vec<String> = Vec::new();
    let mut last = 0;
    p.for_each(interp, &chars, 0, n, 0, |f| {
        let (b, e) = f.span(0).unwrap_or((last, last));
        out.push(chars[last..b].iter().collect());
        for g in 1..=p.groups {
            if let Some((x, y)) = f.span(g) {
                out.push(chars[x..y].iter().collect());
            }
        }
        last = e;
        Ok(())
    })?;
    out.push(chars[last..].iter().collect());
    out.retain(|c| !c.is_empty());
    Ok(out)
}

fn expandtabs(s: &str, tabsize: i64) -> String {
    let mut out = String::new();
    let mut col: i64 = 0;
    for c in s.chars() {
        match c {
            '\t' => {
                if tabsize > 0 {
                    let n = tabsize - col % tabsize;
                    out.extend(std::iter::repeat_n(' ', n as usize));
                    col += n;
                }
            }
            '\n' | '\r' => {
                out.push(c);
                col = 0;
            }
            c => {
                out.push(c);
                col += 1;
            }
        }
    }
    out
}

impl Opts {
    fn split_chunks(&self, interp: &Interp, text: &str) -> R<Vec<String>> {
        let mut t = text.to_string();
        if self.expand_tabs {
            t = expandtabs(&t, self.tabsize);
        }
        if self.replace_whitespace {
            t = t.chars().map(|c| if WS.contains(c) { ' ' } else { c }).collect();
        }
        let (re, simple) = wordsep()?;
        split_chunks(interp, if self.break_on_hyphens { &re } else { &simple }, &t)
    }

    fn fix_sentence_endings(chunks: &mut [String]) {
        let ends = |c: &str| {
            let v: Vec<char> = c.chars().collect();
            let n = v.len();
            let tail = |k: usize| n >= k + 2 && v[n - k - 2].is_ascii_lowercase() && ".!?".contains(v[n - k - 1]);
            tail(0) || (n >= 3 && "\"'".contains(v[n - 1]) && tail(1))
        };
        let mut i = 0;
        while i + 1 < chunks.len() {
            if chunks[i + 1] == " " && ends(&chunks[i]) {
                chunks[i + 1] = "  ".into();
                i += 2;
            } else {
                i += 1;
            }
        }
    }

    fn handle_long_word(&self, rev: &mut Vec<String>, cur_line: &mut Vec<String>, cur_len: usize, width: i64) {
        let space_left: usize = if width < 1 { 1 } else { (width as usize).saturating_sub(cur_len) };
        if self.break_long_words {
            let Some(chunk) = rev.last().cloned() else { return };
            let cs: Vec<char> = chunk.chars().collect();
            let mut end = space_left;
            if self.break_on_hyphens_truthy && cs.len() > space_left {
                // chunk.rfind('-', 0, space_left)
                if let Some(h) = cs[..space_left.min(cs.len())].iter().rposition(|c| *c == '-') {
                    if h > 0 && cs[..h].iter().any(|c| *c != '-') {
                        end = h + 1;
                    }
                }
            }
            let end = end.min(cs.len());
            cur_line.push(cs[..end].iter().collect());
            if let Some(last) = rev.last_mut() {
                *last = cs[end..].iter().collect();
            }
        } else if cur_line.is_empty() {
            if let Some(c) = rev.pop() {
                cur_line.push(c);
            }
        }
    }

    fn wrap_chunks(&self, mut chunks: Vec<String>) -> R<Vec<String>> {
        let mut lines: Vec<String> = Vec::new();
        if self.width <= 0 {
            return Err(raise("ValueError", format!("invalid width {} (must be > 0)", self.width)));
        }
        if let Some(max) = self.max_lines {
            let indent = if max > 1 { &self.subsequent_indent } else { &self.initial_indent };
            if clen(indent) + clen(self.placeholder.trim_start_matches(py_space)) > self.width as usize {
                return Err(raise("ValueError", "placeholder too large for max width"));
            }
        }
        chunks.reverse();
        while !chunks.is_empty() {
            let mut cur_line: Vec<String> = Vec::new();
            let mut cur_len: usize = 0;
            let indent = if lines.is_empty() { &self.initial_indent } else { &self.subsequent_indent };
            let width = self.width - clen(indent) as i64;
            if self.drop_whitespace && chunks.last().is_some_and(|c| is_blank(c)) && !lines.is_empty() {
                chunks.pop();
            }
            while let Some(l) = chunks.last().map(|c| clen(c)) {
                if (cur_len + l) as i64 <= width {
                    if let Some(c) = chunks.pop() {
                        cur_line.push(c);
                    }
                    cur_len += l;
                } else {
                    break;
                }
            }
            if chunks.last().is_some_and(|c| clen(c) as i64 > width) {
                self.handle_long_word(&mut chunks, &mut cur_line, cur_len, width);
                cur_len = cur_line.iter().map(|c| clen(c)).sum();
            }
            if self.drop_whitespace && cur_line.last().is_some_and(|c| is_blank(c)) {
                cur_len -= cur_line.last().map_or(0, |c| clen(c));
                cur_line.pop();
            }
            if !cur_line.is_empty() {
                let fits = match self.max_lines {
                    None => true,
                    Some(max) => {
                        (lines.len() as i64) + 1 < max
                            || ((chunks.is_empty() || self.drop_whitespace && chunks.len() == 1 && is_blank(&chunks[0])) && cur_len as i64 <= width)
                    }
                };
                if fits {
                    lines.push(format!("{indent}{}", cur_line.concat()));
                } else {
                    let mut placed = false;
                    while let Some(last) = cur_line.last() {
                        if !is_blank(last) && (cur_len + clen(&self.placeholder)) as i64 <= width {
                            cur_line.push(self.placeholder.clone());
                            lines.push(format!("{indent}{}", cur_line.concat()));
                            placed = true;
                            break;
                        }
                        cur_len -= clen(last);
                        cur_line.pop();
                    }
                    if !placed {
                        if let Some(prev) = lines.last() {
                            let prev_line = prev.trim_end_matches(py_space).to_string();
                            if (clen(&prev_line) + clen(&self.placeholder)) as i64 <= self.width {
                                if let Some(l) = lines.last_mut() {
                                    *l = prev_line + &self.placeholder;
                                }
                                break;
                            }
                        }
                        lines.push(format!("{indent}{}", self.placeholder.trim_start_matches(py_space)));
                    }
                    break;
                }
            }
        }
        Ok(lines)
    }

    fn wrap(&self, interp: &Interp, text: &Value) -> R<Vec<String>> {
        let text = match text {
            Value::Str(s) => s.clone(),
            v => return Err(raise("AttributeError", format!("'{}' object has no attribute 'expandtabs'", type_name(v)))),
        };
        let mut chunks = self.split_chunks(interp, &text)?;
        if self.fix_sentence_endings {
            Opts::fix_sentence_endings(&mut chunks);
        }
        self.wrap_chunks(chunks)
    }
}

fn text_and_opts(interp: &mut Interp, fname: &str, args: Args) -> R<(Value, Opts)> {
    let mut pos = args.pos;
    let mut kw = args.kw;
    let text = if !pos.is_empty() {
        pos.remove(0)
    } else if let Some(i) = kw.iter().position(|(k, _)| &**k == "text") {
        kw.remove(i).1
    } else {
        return Err(raise("TypeError", format!("{fname}() missing 1 required positional argument: 'text'")));
    };
    if pos.len() > 1 {
        return Err(raise("TypeError", format!("{fname}() takes from 1 to 2 positional arguments but {} were given", pos.len() + 1)));
    }
    let o = Opts::from_args(interp, "TextWrapper.__init__", &pos, &kw)?;
    Ok((text, o))
}

fn lines_value(lines: Vec<String>) -> Value {
    Value::list(lines.iter().map(|l| Value::str(l)).collect())
}

fn tw_wrap(interp: &mut Interp, args: Args) -> R<Value> {
    let (text, o) = text_and_opts(interp, "wrap", args)?;
    Ok(lines_value(o.wrap(interp, &text)?))
}

fn tw_fill(interp: &mut Interp, args: Args) -> R<Value> {
    let (text, o) = text_and_opts(interp, "fill", args)?;
    Ok(Value::str(&o.wrap(interp, &text)?.join("\n")))
}

fn tw_shorten(interp: &mut Interp, args: Args) -> R<Value> {
    if args.pos.len() + args.kw.iter().filter(|(k, _)| &**k == "width" || &**k == "text").count() < 2 {
        let missing = if args.pos.is_empty() && !args.kw.iter().any(|(k, _)| &**k == "text") {
            "2 required positional arguments: 'text' and 'width'"
        } else {
            "1 required positional argument: 'width'"
        };
        return Err(raise("TypeError", format!("shorten() missing {missing}")));
    }
    if args.kw.iter().any(|(k, _)| &**k == "max_lines") {
        return Err(raise("TypeError", "textwrap.TextWrapper() got multiple values for keyword argument 'max_lines'"));
    }
    let (text, mut o) = text_and_opts(interp, "shorten", args)?;
    o.max_lines = Some(1);
    let t = match &text {
        Value::Str(s) => s.split_whitespace().collect::<Vec<_>>().join(" "),
        v => return Err(raise("AttributeError", format!("'{}' object has no attribute 'strip'", type_name(v)))),
    };
    Ok(Value::str(&o.wrap(interp, &Value::str(&t))?.join("\n")))
}

fn dedent(text: &str) -> String {
    // _whitespace_only_re.sub('', text): lines of only spaces and tabs become empty.
    let lines: Vec<String> =
        text.split('\n').map(|l| if !l.is_empty() && l.chars().all(|c| c == ' ' || c == '\t') { String::new() } else { l.to_string() }).collect();
    let mut margin: Option<String> = None;
    for l in &lines {
        let indent: String = l.chars().take_while(|c| *c == ' ' || *c == '\t').collect();
        if clen(&indent) == clen(l) {
            continue; // no [^ \t\n] after the indent
        }
        margin = Some(match margin {
            None => indent,
            Some(m) if indent.starts_with(&m) => m,
            Some(m) if m.starts_with(&indent) => indent,
            Some(m) => {
                let common: String = m.chars().zip(indent.chars()).take_while(|(x, y)| x == y).map(|(x, _)| x).collect();
                common
            }
        });
    }
    let m = margin.unwrap_or_default();
    lines.iter().map(|l| if !m.is_empty() && l.starts_with(&m) { &l[m.len()..] } else { l.as_str() }).collect::<Vec<_>>().join("\n")
}

fn tw_dedent(_interp: &mut Interp, args: Args) -> R<Value> {
    let a = crate::host::files::bind("dedent", args, &["text"])?;
    match &a[0] {
        Some(Value::Str(s)) => Ok(Value::str(&dedent(s))),
        Some(v) => Err(raise("TypeError", format!("expected string or bytes-like object, got '{}'", type_name(v)))),
        None => Err(raise("TypeError", "dedent() missing 1 required positional argument: 'text'")),
    }
}

/// `str.splitlines(keepends=True)`.
fn splitlines_keep(s: &str) -> Vec<String> {
    let cs: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        cur.push(c);
        if c == '\r' && cs.get(i + 1) == Some(&'\n') {
            cur.push('\n');
            i += 1;
            out.push(std::mem::take(&mut cur));
        } else if matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}') {
            out.push(std::mem::take(&mut cur));
        }
        i += 1;
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn tw_indent(interp: &mut Interp, args: Args) -> R<Value> {
    let a = crate::host::files::bind("indent", args, &["text", "prefix", "predicate"])?;
    let text = match &a[0] {
        Some(Value::Str(s)) => s.clone(),
        Some(v) => return Err(raise("AttributeError", format!("'{}' object has no attribute 'splitlines'", type_name(v)))),
        None => return Err(raise("TypeError", "indent() missing 2 required positional arguments: 'text' and 'prefix'")),
    };
    let prefix = match &a[1] {
        Some(Value::Str(s)) => s.clone(),
        Some(v) => return Err(raise("TypeError", format!("can only concatenate str (not \"{}\") to str", type_name(v)))),
        None => return Err(raise("TypeError", "indent() missing 1 required positional argument: 'prefix'")),
    };
    let pred = a[2].clone().filter(|v| !v.is_none());
    let mut out = String::new();
    for line in splitlines_keep(&text) {
        let yes = match &pred {
            None => !is_blank(&line),
            Some(f) => {
                let r = interp.call(f, Args::new(vec![Value::str(&line)]))?;
                interp.truthy(&r)?
            }
        };
        if yes {
            out.push_str(&prefix);
        }
        out.push_str(&line);
    }
    Ok(Value::str(&out))
}

/// `textwrap.TextWrapper` itself.
struct WrapperType;

impl NativeObject for WrapperType {
    fn type_name(&self) -> &str {
        "type"
    }
    fn repr(&self) -> String {
        "<class 'textwrap.TextWrapper'>".into()
    }
    fn call(&self, interp: &mut Interp, args: Args) -> R<Value> {
        let o = Opts::from_args(interp, "TextWrapper.__init__", &args.pos, &args.kw)?;
        Ok(Value::Native(Rc::new(Wrapper { opts: RefCell::new(o) })))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A `TextWrapper` instance: its options are attributes that may be reassigned.
struct Wrapper {
    opts: RefCell<Opts>,
}

impl NativeObject for Wrapper {
    fn type_name(&self) -> &str {
        "textwrap.TextWrapper"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(self.opts.borrow().get(name))
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "wrap" | "fill" => {
                let a = crate::host::files::bind(name, args, &["text"])?;
                let Some(text) = a[0].clone() else {
                    return Err(raise("TypeError", format!("TextWrapper.{name}() missing 1 required positional argument: 'text'")));
                };
                let o = self.opts.borrow().clone();
                let lines = o.wrap(interp, &text)?;
                Ok(Some(if name == "wrap" { lines_value(lines) } else { Value::str(&lines.join("\n")) }))
            }
            "__setattr__" => {
                let (Some(Value::Str(k)), Some(v)) = (args.pos.first(), args.pos.get(1)) else { return Ok(None) };
                let mut o = self.opts.borrow().clone();
                if !o.set(interp, k, v)? {
                    return Err(raise("AttributeError", format!("cudalab's textwrap.TextWrapper has no option '{k}'")));
                }
                *self.opts.borrow_mut() = o;
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        let mut d: Vec<String> = PARAMS.iter().map(|s| s.to_string()).collect();
        d.push("wrap".into());
        d.push("fill".into());
        d
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}
