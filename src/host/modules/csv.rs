//! `csv`: `reader` (CPython 3.11's `_csv` state machine: quoted fields across lines, doubled
//! quotes, `escapechar`, `skipinitialspace`, `strict`, `QUOTE_NONNUMERIC` floats), `writer`
//! (`writerow` returns what the file's `write` returned; `QUOTE_MINIMAL`/`ALL`/`NONNUMERIC`/`NONE`,
//! `lineterminator` `\r\n` by default, the lone empty field written `""`), `DictReader` and
//! `DictWriter` (`writeheader`, `restval`, `extrasaction`), the `excel`, `excel-tab` and `unix`
//! dialects, and `_csv.Error` with CPython's messages. Registering dialects and `Sniffer` are
//! refused by name.

use super::ospath::add;
use crate::host::exceptions::exc_with_args;
use crate::host::files::subclass;
use crate::host::iter::{IterState, NativeIter};
use crate::host::native::NativeObject;
use crate::host::value::{Args, Dict, Module, TypeObj, Value};
use crate::host::{raise, Ctrl, Interp, R};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

thread_local! {
    static CSV_ERROR: Rc<TypeObj> = subclass("_csv.Error", &["Exception", "BaseException"]);
}

fn csv_error(msg: impl Into<String>) -> Ctrl {
    Ctrl::Raise(exc_with_args(CSV_ERROR.with(|t| t.clone()), vec![Value::str(&msg.into())]))
}

const QUOTE_MINIMAL: i64 = 0;
const QUOTE_ALL: i64 = 1;
const QUOTE_NONNUMERIC: i64 = 2;
const QUOTE_NONE: i64 = 3;

#[derive(Clone)]
struct Dialect {
    delimiter: char,
    quotechar: Option<char>,
    escapechar: Option<char>,
    doublequote: bool,
    skipinitialspace: bool,
    lineterminator: String,
    quoting: i64,
    strict: bool,
}

impl Dialect {
    fn excel() -> Dialect {
        Dialect {
            delimiter: ',',
            quotechar: Some('"'),
            escapechar: None,
            doublequote: true,
            skipinitialspace: false,
            lineterminator: "\r\n".into(),
            quoting: QUOTE_MINIMAL,
            strict: false,
        }
    }

    /// The dialect from `dialect=` and the format keywords (taken out of `args.kw`).
    fn from_args(interp: &mut Interp, dialect: Option<Value>, args: &mut Args) -> R<Dialect> {
        let mut d = match dialect {
            None => Dialect::excel(),
            Some(Value::Str(name)) => match &*name {
                "excel" => Dialect::excel(),
                "excel-tab" => Dialect { delimiter: '\t', ..Dialect::excel() },
                "unix" => Dialect { lineterminator: "\n".into(), quoting: QUOTE_ALL, ..Dialect::excel() },
                _ => return Err(csv_error("unknown dialect")),
            },
            Some(other) => {
                return Err(raise(
                    "NotImplementedError",
                    format!("cudalab's csv takes a dialect by name ('excel', 'excel-tab', 'unix'), not a {}", interp.type_name(&other)),
                ))
            }
        };
        let one_char = |name: &str, v: &Value, interp: &Interp| -> R<Option<char>> {
            match v {
                Value::None => Ok(None),
                Value::Str(s) if s.chars().count() == 1 => Ok(s.chars().next()),
                Value::Str(_) => Err(raise("TypeError", format!("\"{name}\" must be a 1-character string"))),
                other => Err(raise("TypeError", format!("\"{name}\" must be string or None, not {}", interp.type_name(other)))),
            }
        };
        let mut quoting_given = false;
        for (k, v) in std::mem::take(&mut args.kw) {
            quoting_given |= &*k == "quoting";
            match &*k {
                "delimiter" => match &v {
                    Value::Str(s) if s.chars().count() == 1 => d.delimiter = s.chars().next().unwrap_or(','),
                    Value::Str(_) => return Err(raise("TypeError", "\"delimiter\" must be a 1-character string")),
                    other => return Err(raise("TypeError", format!("\"delimiter\" must be string, not {}", interp.type_name(other)))),
                },
                "quotechar" => d.quotechar = one_char("quotechar", &v, interp)?,
                "escapechar" => d.escapechar = one_char("escapechar", &v, interp)?,
                "doublequote" => d.doublequote = interp.truthy(&v)?,
                "skipinitialspace" => d.skipinitialspace = interp.truthy(&v)?,
                "strict" => d.strict = interp.truthy(&v)?,
                "lineterminator" => match &v {
                    Value::Str(s) => d.lineterminator = s.to_string(),
                    other => return Err(raise("TypeError", format!("\"lineterminator\" must be a string, not {}", interp.type_name(other)))),
                },
                "quoting" => match &v {
                    Value::Int(_) | Value::Bool(_) => {
                        let q = interp.to_index(&v)?;
                        if !(0..=3).contains(&q) {
                            return Err(raise("TypeError", "bad \"quoting\" value"));
                        }
                        d.quoting = q;
                    }
                    _ => return Err(raise("TypeError", "\"quoting\" must be an integer")),
                },
                other => return Err(raise("TypeError", format!("'{other}' is an invalid keyword argument for this function"))),
            }
        }
        if d.quotechar.is_none() && d.quoting != QUOTE_NONE {
            // CPython: `quotechar=None` without `quoting=` means QUOTE_NONE.
            if quoting_given {
                return Err(raise("TypeError", "quotechar must be set if quoting enabled"));
            }
            d.quoting = QUOTE_NONE;
        }
        Ok(d)
    }
}

#[derive(Clone, Copy, PartialEq)]
enum State {
    StartRecord,
    StartField,
    EscapedChar,
    InField,
    InQuotedField,
    EscapeInQuotedField,
    QuoteInQuotedField,
    EatCrnl,
    AfterEscapedCrnl,
}

/// `csv.reader(iterable, dialect='excel', **fmtparams)`.
pub struct Reader {
    me: Weak<Reader>,
    d: Dialect,
    /// The lines' iterator; taken out while a line is fetched (the iterable may run Python).
    input: RefCell<Option<IterState>>,
    line_num: Cell<i64>,
    state: Cell<State>,
    fields: RefCell<Vec<Value>>,
    field: RefCell<String>,
    numeric: Cell<bool>,
}

/// A character or the end of a line (CPython's `EOL` sentinel).
#[derive(Clone, Copy, PartialEq)]
enum Ch {
    C(char),
    Eol,
}

impl Reader {
    fn save_field(&self) -> R<()> {
        let text = std::mem::take(&mut *self.field.borrow_mut());
        let v = if self.numeric.replace(false) {
            match crate::host::constructors::parse_float_str(&text) {
                Some(x) => Value::Float(x),
                None => return Err(raise("ValueError", format!("could not convert string to float: {}", crate::host::repr::str_repr(&text)))),
            }
        } else {
            Value::str(&text)
        };
        self.fields.borrow_mut().push(v);
        Ok(())
    }
    fn add(&self, c: char) {
        self.field.borrow_mut().push(c);
    }

    fn process(&self, c: Ch) -> R<()> {
        let d = &self.d;
        let is = |x: Option<char>| matches!((c, x), (Ch::C(a), Some(b)) if a == b);
        let nl = matches!(c, Ch::C('\n' | '\r'));
        let mut state = self.state.get();
        if state == State::StartRecord {
            if c == Ch::Eol {
                return Ok(());
            } else if nl {
                self.state.set(State::EatCrnl);
                return Ok(());
            }
            state = State::StartField;
        }
        if state == State::AfterEscapedCrnl {
            if c == Ch::Eol {
                return Ok(());
            }
            state = State::InField;
        }
        let next = match state {
            State::StartField => {
                if nl || c == Ch::Eol {
                    self.save_field()?;
                    if c == Ch::Eol {
                        State::StartRecord
                    } else {
                        State::EatCrnl
                    }
                } else if is(d.quotechar) && d.quoting != QUOTE_NONE {
                    State::InQuotedField
                } else if is(d.escapechar) {
                    State::EscapedChar
                } else if c == Ch::C(' ') && d.skipinitialspace {
                    State::StartField
                } else if c == Ch::C(d.delimiter) {
                    self.save_field()?;
                    State::StartField
                } else {
                    if d.quoting == QUOTE_NONNUMERIC {
                        self.numeric.set(true);
                    }
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::InField
                }
            }
            State::EscapedChar => {
                if nl {
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::AfterEscapedCrnl
                } else {
                    self.add(match c {
                        Ch::C(ch) => ch,
                        Ch::Eol => '\n',
                    });
                    State::InField
                }
            }
            State::InField => {
                if nl || c == Ch::Eol {
                    self.save_field()?;
                    if c == Ch::Eol {
                        State::StartRecord
                    } else {
                        State::EatCrnl
                    }
                } else if is(d.escapechar) {
                    State::EscapedChar
                } else if c == Ch::C(d.delimiter) {
                    self.save_field()?;
                    State::StartField
                } else {
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::InField
                }
            }
            State::InQuotedField => {
                if c == Ch::Eol {
                    State::InQuotedField
                } else if is(d.escapechar) {
                    State::EscapeInQuotedField
                } else if is(d.quotechar) && d.quoting != QUOTE_NONE {
                    if d.doublequote {
                        State::QuoteInQuotedField
                    } else {
                        State::InField
                    }
                } else {
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::InQuotedField
                }
            }
            State::EscapeInQuotedField => {
                self.add(match c {
                    Ch::C(ch) => ch,
                    Ch::Eol => '\n',
                });
                State::InQuotedField
            }
            State::QuoteInQuotedField => {
                if d.quoting != QUOTE_NONE && is(d.quotechar) {
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::InQuotedField
                } else if c == Ch::C(d.delimiter) {
                    self.save_field()?;
                    State::StartField
                } else if nl || c == Ch::Eol {
                    self.save_field()?;
                    if c == Ch::Eol {
                        State::StartRecord
                    } else {
                        State::EatCrnl
                    }
                } else if !d.strict {
                    if let Ch::C(ch) = c {
                        self.add(ch);
                    }
                    State::InField
                } else {
                    return Err(csv_error(format!("'{}' expected after '{}'", d.delimiter, d.quotechar.unwrap_or('"'))));
                }
            }
            State::EatCrnl => {
                if nl {
                    State::EatCrnl
                } else if c == Ch::Eol {
                    State::StartRecord
                } else {
                    return Err(csv_error("new-line character seen in unquoted field - do you need to open the file in universal-newline mode?"));
                }
            }
            State::StartRecord | State::AfterEscapedCrnl => state,
        };
        self.state.set(next);
        Ok(())
    }

    /// The next record, or None at the end of the input.
    fn next_row(&self, interp: &mut Interp) -> R<Option<Value>> {
        self.fields.borrow_mut().clear();
        self.field.borrow_mut().clear();
        self.numeric.set(false);
        self.state.set(State::StartRecord);
        loop {
            let Some(mut input) = self.input.borrow_mut().take() else { return Err(raise("ValueError", "generator already executing")) };
            let line = interp.next(&mut input);
            *self.input.borrow_mut() = Some(input);
            let line = match line? {
                Some(l) => l,
                None => {
                    if !self.field.borrow().is_empty() || self.state.get() == State::InQuotedField {
                        if self.d.strict {
                            return Err(csv_error("unexpected end of data"));
                        }
                        self.save_field()?;
                        break;
                    }
                    if !self.fields.borrow().is_empty() {
                        break;
                    }
                    return Ok(None);
                }
            };
            let Value::Str(s) = &line else {
                return Err(csv_error(format!(
                    "iterator should return strings, not {} (the file should be opened in text mode)",
                    crate::host::repr::type_name(&line).rsplit('.').next().unwrap_or("object")
                )));
            };
            self.line_num.set(self.line_num.get() + 1);
            for c in s.chars() {
                if c == '\0' {
                    return Err(csv_error("line contains NUL"));
                }
                self.process(Ch::C(c))?;
            }
            self.process(Ch::Eol)?;
            if self.state.get() == State::StartRecord {
                break;
            }
        }
        Ok(Some(Value::list(std::mem::take(&mut *self.fields.borrow_mut()))))
    }
}

impl NativeObject for Reader {
    fn type_name(&self) -> &str {
        "_csv.reader"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "line_num" => Some(Value::int(self.line_num.get())),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "__iter__" => Ok(self.me.upgrade().map(|me| Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(Rows(RowSource::Plain(me))))))))),
            "__next__" => match self.next_row(interp)? {
                Some(v) => Ok(Some(v)),
                None => Err(raise("StopIteration", "")),
            },
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

enum RowSource {
    Plain(Rc<Reader>),
    Dicts(Rc<DictReader>),
}

/// `for row in reader` / `for row in dict_reader`.
struct Rows(RowSource);

impl NativeIter for Rows {
    fn type_name(&self) -> &'static str {
        match self.0 {
            RowSource::Plain(_) => "_csv.reader",
            RowSource::Dicts(_) => "DictReader",
        }
    }
    fn next(&mut self, interp: &mut Interp) -> R<Option<Value>> {
        match &self.0 {
            RowSource::Plain(r) => r.next_row(interp),
            RowSource::Dicts(r) => r.next_dict(interp),
        }
    }
}

fn make_reader(interp: &mut Interp, mut args: Args, fname: &str) -> R<Rc<Reader>> {
    let dialect = args.take_kw("dialect").or_else(|| if args.pos.len() > 1 { Some(args.pos.remove(1)) } else { None });
    if args.pos.is_empty() {
        return Err(raise("TypeError", format!("expected at least 1 argument, got 0 ({fname})")));
    }
    if args.pos.len() > 1 {
        return Err(raise("TypeError", format!("expected at most 2 arguments, got {}", args.pos.len() + 1)));
    }
    let d = Dialect::from_args(interp, dialect, &mut args)?;
    let input = interp.iter(&args.pos[0])?;
    Ok(Rc::new_cyclic(|me| Reader {
        me: me.clone(),
        d,
        input: RefCell::new(Some(input)),
        line_num: Cell::new(0),
        state: Cell::new(State::StartRecord),
        fields: RefCell::new(Vec::new()),
        field: RefCell::new(String::new()),
        numeric: Cell::new(false),
    }))
}

fn c_reader(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Native(make_reader(interp, args, "reader")?))
}

/// `csv.writer(fileobj, dialect='excel', **fmtparams)`.
pub struct Writer {
    write: Value,
    d: Dialect,
}

impl Writer {
    /// One field, quoted and escaped as CPython's `join_append_data`.
    fn append(&self, out: &mut String, text: &str, mut quoted: bool) -> R<()> {
        let d = &self.d;
        let mut body = String::with_capacity(text.len());
        for c in text.chars() {
            let special = c == d.delimiter || Some(c) == d.escapechar || Some(c) == d.quotechar || d.lineterminator.contains(c) || c == '\n' || c == '\r';
            if special {
                let mut want_escape = false;
                if d.quoting == QUOTE_NONE {
                    want_escape = true;
                } else {
                    if Some(c) == d.quotechar {
                        if d.doublequote {
                            body.push(c);
                        } else {
                            want_escape = true;
                        }
                    } else if Some(c) == d.escapechar {
                        want_escape = true;
                    }
                    if !want_escape {
                        quoted = true;
                    }
                }
                if want_escape {
                    let Some(e) = d.escapechar else { return Err(csv_error("need to escape, but no escapechar set")) };
                    body.push(e);
                }
            }
            body.push(c);
        }
        let q = d.quotechar.unwrap_or('"');
        if quoted {
            out.push(q);
        }
        out.push_str(&body);
        if quoted {
            out.push(q);
        }
        Ok(())
    }

    fn writerow(&self, interp: &mut Interp, row: &Value) -> R<Value> {
        let fields = match row {
            Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Set(_) | Value::Iterator(_) | Value::Range(_) | Value::Native(_) => {
                interp.collect(row).map_err(|_| csv_error(format!("iterable expected, not {}", interp.type_name(row))))?
            }
            other => return Err(csv_error(format!("iterable expected, not {}", interp.type_name(other)))),
        };
        let d = &self.d;
        let mut out = String::new();
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.push(d.delimiter);
            }
            let quoted = match d.quoting {
                QUOTE_NONNUMERIC => !matches!(f, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)),
                QUOTE_ALL => true,
                _ => false,
            };
            let text = match f {
                Value::None => String::new(),
                other => interp.str(other)?,
            };
            self.append(&mut out, &text, quoted)?;
        }
        if !fields.is_empty() && out.is_empty() {
            if d.quoting == QUOTE_NONE {
                return Err(csv_error("single empty field record must be quoted"));
            }
            self.append(&mut out, "", true)?;
        }
        out.push_str(&d.lineterminator);
        interp.call(&self.write, Args::new(vec![Value::str(&out)]))
    }

    fn writerows(&self, interp: &mut Interp, rows: &Value) -> R<()> {
        let mut it = interp.iter(rows)?;
        while let Some(row) = interp.next(&mut it)? {
            self.writerow(interp, &row)?;
        }
        Ok(())
    }
}

impl NativeObject for Writer {
    fn type_name(&self) -> &str {
        "_csv.writer"
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "writerow" => {
                let [row] = one_arg(args, "writerow")?;
                self.writerow(interp, &row).map(Some)
            }
            "writerows" => {
                let [rows] = one_arg(args, "writerows")?;
                self.writerows(interp, &rows)?;
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        vec!["writerow".into(), "writerows".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn one_arg(args: Args, fname: &str) -> R<[Value; 1]> {
    if args.pos.len() != 1 || !args.kw.is_empty() {
        return Err(raise("TypeError", format!("{fname}() takes exactly one argument ({} given)", args.pos.len() + args.kw.len())));
    }
    let mut pos = args.pos;
    Ok([pos.remove(0)])
}

fn make_writer(interp: &mut Interp, mut args: Args) -> R<Writer> {
    let dialect = args.take_kw("dialect").or_else(|| if args.pos.len() > 1 { Some(args.pos.remove(1)) } else { None });
    let Some(file) = args.pos.first().cloned() else { return Err(raise("TypeError", "expected at least 1 argument, got 0")) };
    let d = Dialect::from_args(interp, dialect, &mut args)?;
    let write = interp.getattr(&file, "write").map_err(|_| raise("TypeError", "argument 1 must have a \"write\" method"))?;
    Ok(Writer { write, d })
}

fn c_writer(interp: &mut Interp, args: Args) -> R<Value> {
    Ok(Value::Native(Rc::new(make_writer(interp, args)?)))
}

/// `csv.DictReader(f, fieldnames=None, restkey=None, restval=None, dialect='excel', **kwds)`.
pub struct DictReader {
    me: Weak<DictReader>,
    reader: Rc<Reader>,
    fieldnames: RefCell<Option<Vec<Value>>>,
    restkey: Value,
    restval: Value,
}

impl DictReader {
    fn fieldnames(&self, interp: &mut Interp) -> R<Option<Vec<Value>>> {
        if self.fieldnames.borrow().is_none() {
            if let Some(Value::List(row)) = self.reader.next_row(interp)? {
                *self.fieldnames.borrow_mut() = Some(row.borrow().clone());
            }
        }
        Ok(self.fieldnames.borrow().clone())
    }
    fn next_dict(&self, interp: &mut Interp) -> R<Option<Value>> {
        if self.reader.line_num.get() == 0 {
            self.fieldnames(interp)?;
        }
        let row = loop {
            match self.reader.next_row(interp)? {
                None => return Ok(None),
                Some(Value::List(r)) if r.borrow().is_empty() => continue,
                Some(Value::List(r)) => break r.borrow().clone(),
                Some(_) => return Ok(None),
            }
        };
        let names = self.fieldnames.borrow().clone().unwrap_or_default();
        let mut d = Dict::default();
        for (k, v) in names.iter().zip(row.iter()) {
            let hk = interp.hash_key(k)?;
            d.map.insert(hk, (k.clone(), v.clone()));
        }
        if names.len() < row.len() {
            let hk = interp.hash_key(&self.restkey)?;
            d.map.insert(hk, (self.restkey.clone(), Value::list(row[names.len()..].to_vec())));
        } else {
            for k in &names[row.len()..] {
                let hk = interp.hash_key(k)?;
                d.map.insert(hk, (k.clone(), self.restval.clone()));
            }
        }
        Ok(Some(Value::dict(d)))
    }
}

impl NativeObject for DictReader {
    fn type_name(&self) -> &str {
        "DictReader"
    }
    fn getattr(&self, interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "fieldnames" => Some(self.fieldnames(interp)?.map(Value::list).unwrap_or(Value::None)),
            "line_num" => Some(Value::int(self.reader.line_num.get())),
            "restkey" => Some(self.restkey.clone()),
            "restval" => Some(self.restval.clone()),
            "reader" => Some(Value::Native(self.reader.clone())),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, _args: Args) -> R<Option<Value>> {
        match name {
            "__iter__" => Ok(self.me.upgrade().map(|me| Value::Iterator(Rc::new(RefCell::new(IterState::Native(Box::new(Rows(RowSource::Dicts(me))))))))),
            "__next__" => match self.next_dict(interp)? {
                Some(v) => Ok(Some(v)),
                None => Err(raise("StopIteration", "")),
            },
            _ => Ok(None),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn c_dictreader(interp: &mut Interp, mut args: Args) -> R<Value> {
    let take = |args: &mut Args, i: usize, name: &str| -> Option<Value> {
        let kw = args.take_kw(name);
        kw.or_else(|| if args.pos.len() > i { Some(std::mem::replace(&mut args.pos[i], Value::None)) } else { None })
    };
    let fieldnames = take(&mut args, 1, "fieldnames");
    let restkey = take(&mut args, 2, "restkey").unwrap_or(Value::None);
    let restval = take(&mut args, 3, "restval").unwrap_or(Value::None);
    let dialect = take(&mut args, 4, "dialect");
    args.pos.truncate(1);
    if let Some(d) = dialect {
        args.kw.push((Rc::from("dialect"), d));
    }
    let reader = make_reader(interp, args, "DictReader")?;
    let fieldnames = match fieldnames {
        None | Some(Value::None) => None,
        Some(v) => Some(interp.collect(&v)?),
    };
    Ok(Value::Native(Rc::new_cyclic(|me| DictReader { me: me.clone(), reader, fieldnames: RefCell::new(fieldnames), restkey, restval })))
}

/// `csv.DictWriter(f, fieldnames, restval='', extrasaction='raise', dialect='excel', **kwds)`.
pub struct DictWriter {
    writer: Writer,
    fieldnames: Vec<Value>,
    restval: Value,
    raise_extras: bool,
}

impl DictWriter {
    fn row(&self, interp: &mut Interp, d: &Value) -> R<Value> {
        let Value::Dict(map) = d else {
            return Err(raise("AttributeError", format!("'{}' object has no attribute 'keys'", interp.type_name(d))));
        };
        let map = map.borrow().clone();
        if self.raise_extras {
            // A `HashKey::FrozenSet` holds its frozenset's cell, which nothing mutates.
            #[allow(clippy::mutable_key_type)]
            let mut names = std::collections::HashSet::new();
            for f in &self.fieldnames {
                names.insert(interp.hash_key(f)?);
            }
            let wrong: Vec<String> = map.map.iter().filter(|(k, _)| !names.contains(*k)).map(|(_, (k, _))| crate::host::repr::repr(k)).collect();
            if !wrong.is_empty() {
                return Err(raise("ValueError", format!("dict contains fields not in fieldnames: {}", wrong.join(", "))));
            }
        }
        let mut row = Vec::with_capacity(self.fieldnames.len());
        for f in &self.fieldnames {
            let hk = interp.hash_key(f)?;
            row.push(map.map.get(&hk).map(|(_, v)| v.clone()).unwrap_or_else(|| self.restval.clone()));
        }
        Ok(Value::list(row))
    }
}

impl NativeObject for DictWriter {
    fn type_name(&self) -> &str {
        "DictWriter"
    }
    fn getattr(&self, _interp: &mut Interp, name: &str) -> R<Option<Value>> {
        Ok(match name {
            "fieldnames" => Some(Value::list(self.fieldnames.clone())),
            "restval" => Some(self.restval.clone()),
            "extrasaction" => Some(Value::str(if self.raise_extras { "raise" } else { "ignore" })),
            _ => None,
        })
    }
    fn call_method(&self, interp: &mut Interp, name: &str, args: Args) -> R<Option<Value>> {
        match name {
            "writeheader" => {
                let header = Value::list(self.fieldnames.clone());
                self.writer.writerow(interp, &header).map(Some)
            }
            "writerow" => {
                let [d] = one_arg(args, "writerow")?;
                let row = self.row(interp, &d)?;
                self.writer.writerow(interp, &row).map(Some)
            }
            "writerows" => {
                let [rows] = one_arg(args, "writerows")?;
                let mut it = interp.iter(&rows)?;
                while let Some(d) = interp.next(&mut it)? {
                    let row = self.row(interp, &d)?;
                    self.writer.writerow(interp, &row)?;
                }
                Ok(Some(Value::None))
            }
            _ => Ok(None),
        }
    }
    fn dir(&self) -> Vec<String> {
        vec!["writeheader".into(), "writerow".into(), "writerows".into()]
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn c_dictwriter(interp: &mut Interp, mut args: Args) -> R<Value> {
    let take = |args: &mut Args, i: usize, name: &str| -> Option<Value> {
        let kw = args.take_kw(name);
        kw.or_else(|| if args.pos.len() > i { Some(std::mem::replace(&mut args.pos[i], Value::None)) } else { None })
    };
    let Some(fieldnames) = take(&mut args, 1, "fieldnames") else {
        return Err(raise("TypeError", "DictWriter.__init__() missing 1 required positional argument: 'fieldnames'"));
    };
    let restval = take(&mut args, 2, "restval").unwrap_or(Value::str(""));
    let extras = take(&mut args, 3, "extrasaction").unwrap_or(Value::str("raise"));
    let dialect = take(&mut args, 4, "dialect");
    args.pos.truncate(1);
    if let Some(d) = dialect {
        args.kw.push((Rc::from("dialect"), d));
    }
    let raise_extras = match &extras {
        Value::Str(s) if s.to_lowercase() == "raise" => true,
        Value::Str(s) if s.to_lowercase() == "ignore" => false,
        other => return Err(raise("ValueError", format!("extrasaction ({}) must be 'raise' or 'ignore'", crate::host::repr::str_of(other)))),
    };
    let fieldnames = interp.collect(&fieldnames)?;
    let writer = make_writer(interp, args)?;
    Ok(Value::Native(Rc::new(DictWriter { writer, fieldnames, restval, raise_extras })))
}

fn c_unsupported(_: &mut Interp, _: Args) -> R<Value> {
    Err(raise("NotImplementedError", "cudalab's csv does not support registering dialects or Sniffer yet; pass delimiter=, quotechar=… to reader/writer"))
}

fn c_list_dialects(_: &mut Interp, _: Args) -> R<Value> {
    Ok(Value::list(vec![Value::str("excel"), Value::str("excel-tab"), Value::str("unix")]))
}

pub fn module() -> Rc<Module> {
    let m = super::new_module("csv", "CSV parsing and writing.");
    const M: &str = "_csv";
    add(&m, M, "reader", c_reader, "reader(iterable, dialect='excel', **fmtparams)", "Return a reader object that iterates over lines in the given csvfile.");
    add(&m, M, "writer", c_writer, "writer(fileobj, dialect='excel', **fmtparams)", "Return a writer object that writes delimited rows to the file.");
    add(
        &m,
        "csv",
        "DictReader",
        c_dictreader,
        "DictReader(f, fieldnames=None, restkey=None, restval=None, dialect='excel', *args, **kwds)",
        "Rows as dicts keyed by the field names (the first row unless fieldnames is given).",
    );
    add(
        &m,
        "csv",
        "DictWriter",
        c_dictwriter,
        "DictWriter(f, fieldnames, restval='', extrasaction='raise', dialect='excel', *args, **kwds)",
        "Write dicts as rows, their values in fieldnames order.",
    );
    add(&m, M, "register_dialect", c_unsupported, "register_dialect(name, dialect=None, **fmtparams)", "Not supported by cudalab yet.");
    add(&m, "csv", "Sniffer", c_unsupported, "Sniffer()", "Not supported by cudalab yet.");
    add(&m, M, "list_dialects", c_list_dialects, "list_dialects()", "Return a list of all known dialect names.");
    let mut a = m.attrs.borrow_mut();
    a.insert(Rc::from("Error"), Value::Type(CSV_ERROR.with(|t| t.clone())));
    for (k, v) in [("QUOTE_MINIMAL", QUOTE_MINIMAL), ("QUOTE_ALL", QUOTE_ALL), ("QUOTE_NONNUMERIC", QUOTE_NONNUMERIC), ("QUOTE_NONE", QUOTE_NONE)] {
        a.insert(Rc::from(k), Value::int(v));
    }
    drop(a);
    m
}
