//! The tokenizer of the CUDA C front end: cell text → `Vec<Token>`.
//!
//! It owns the C lexical rules: backslash-newline splicing, comments, identifiers (keywords are
//! identifiers here; the parser gives them meaning), integer and floating literals with their C
//! types, character and string literals with escapes decoded, punctuators by longest match, and
//! the `<header>` name after `#include`. Every token keeps the byte range it came from in the
//! *original* text (splices removed before lexing are mapped back), and says whether it starts a
//! line and follows whitespace, which is all the preprocessor needs to see directives and
//! function-like macro definitions.
//!
//! It must not know about macros or declarations: no lookahead beyond one token, no tables but the
//! punctuators.

use std::fmt;

use super::ast::{BinOp, Scalar, Span};
use super::parse::ParseError;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// An identifier or keyword.
    Ident(String),
    /// An integer literal and its C type (from suffix, radix and value).
    Int(u64, Scalar),
    /// A floating literal: `F64`, or `F32` with an `f` suffix (the value is then rounded to f32).
    Float(f64, Scalar),
    /// A character literal's value (`char` is signed: `'\xff'` is -1).
    Char(i64),
    /// A string literal with its escapes decoded.
    Str(String),
    /// `<name>` right after `#include`.
    HeaderName(String),
    Punct(Punct),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
    /// First token of a source line (after splicing): a `#` here starts a directive.
    pub line_start: bool,
    /// Whitespace or a comment precedes it (`#define F(x)` against `#define F (x)`).
    pub space_before: bool,
}

macro_rules! puncts {
    ($($name:ident = $text:literal,)*) => {
        /// The C punctuators.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Punct { $($name,)* }

        /// Every punctuator with its spelling, longest first, so a prefix scan finds the longest match.
        const PUNCTS: &[(&str, Punct)] = &[$(($text, Punct::$name),)*];
    };
}

puncts! {
    ShlAssign = "<<=", ShrAssign = ">>=", Ellipsis = "...",
    Arrow = "->", PlusPlus = "++", MinusMinus = "--", Shl = "<<", Shr = ">>", Le = "<=", Ge = ">=", EqEq = "==", Ne = "!=",
    AmpAmp = "&&", PipePipe = "||", PlusAssign = "+=", MinusAssign = "-=", StarAssign = "*=", SlashAssign = "/=",
    PercentAssign = "%=", AmpAssign = "&=", PipeAssign = "|=", CaretAssign = "^=", HashHash = "##", ColonColon = "::",
    LParen = "(", RParen = ")", LBracket = "[", RBracket = "]", LBrace = "{", RBrace = "}", Semi = ";", Comma = ",",
    Dot = ".", Question = "?", Colon = ":", Plus = "+", Minus = "-", Star = "*", Slash = "/", Percent = "%", Amp = "&",
    Pipe = "|", Caret = "^", Tilde = "~", Bang = "!", Lt = "<", Gt = ">", Assign = "=", Hash = "#",
}

impl Punct {
    pub fn as_str(self) -> &'static str {
        PUNCTS.iter().find(|(_, p)| *p == self).map_or("?", |(text, _)| text)
    }

    /// The binary operator and its precedence (10 binds tightest: `*`; 1 loosest: `||`).
    pub fn binary(self) -> Option<(BinOp, u8)> {
        use Punct::*;
        Some(match self {
            Star => (BinOp::Mul, 10),
            Slash => (BinOp::Div, 10),
            Percent => (BinOp::Rem, 10),
            Plus => (BinOp::Add, 9),
            Minus => (BinOp::Sub, 9),
            Shl => (BinOp::Shl, 8),
            Shr => (BinOp::Shr, 8),
            Lt => (BinOp::Lt, 7),
            Le => (BinOp::Le, 7),
            Gt => (BinOp::Gt, 7),
            Ge => (BinOp::Ge, 7),
            EqEq => (BinOp::Eq, 6),
            Ne => (BinOp::Ne, 6),
            Amp => (BinOp::BitAnd, 5),
            Caret => (BinOp::BitXor, 4),
            Pipe => (BinOp::BitOr, 3),
            AmpAmp => (BinOp::LogAnd, 2),
            PipePipe => (BinOp::LogOr, 1),
            _ => return None,
        })
    }

    /// `=` gives `Some(None)`, `+=` gives `Some(Some(Add))`…; other punctuators `None`.
    pub fn assignment(self) -> Option<Option<BinOp>> {
        use Punct::*;
        Some(match self {
            Assign => None,
            PlusAssign => Some(BinOp::Add),
            MinusAssign => Some(BinOp::Sub),
            StarAssign => Some(BinOp::Mul),
            SlashAssign => Some(BinOp::Div),
            PercentAssign => Some(BinOp::Rem),
            ShlAssign => Some(BinOp::Shl),
            ShrAssign => Some(BinOp::Shr),
            AmpAssign => Some(BinOp::BitAnd),
            CaretAssign => Some(BinOp::BitXor),
            PipeAssign => Some(BinOp::BitOr),
            _ => return None,
        })
    }
}

impl fmt::Display for Tok {
    /// An approximate spelling, for messages (`#error` text, "unknown type name 'x'").
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Ident(name) => f.write_str(name),
            Tok::Int(value, _) => write!(f, "{value}"),
            Tok::Float(value, _) => write!(f, "{value:?}"),
            Tok::Char(value) => write!(f, "'{}'", char::from(*value as u8).escape_default()),
            Tok::Str(text) => write!(f, "\"{}\"", text.escape_default()),
            Tok::HeaderName(name) => write!(f, "<{name}>"),
            Tok::Punct(p) => f.write_str(p.as_str()),
        }
    }
}

/// Tokenizes a whole cell.
pub fn lex(text: &str) -> Result<Vec<Token>, ParseError> {
    if u32::try_from(text.len()).is_err() {
        return Err(ParseError::syntax("source text is too large", Span::default()));
    }
    let (bytes, origin) = splice(text);
    let mut lexer = Lexer { s: &bytes, origin: &origin, pos: 0, line_start: true, space_before: false, out: Vec::new() };
    lexer.run()?;
    Ok(lexer.out)
}

/// Removes backslash-newlines; `origin[i]` is the offset in `text` of the spliced byte `i`, and
/// one more entry maps the end.
fn splice(text: &str) -> (Vec<u8>, Vec<u32>) {
    let src = text.as_bytes();
    let (mut bytes, mut origin) = (Vec::with_capacity(src.len()), Vec::with_capacity(src.len() + 1));
    let mut i = 0;
    while i < src.len() {
        if src[i] == b'\\' {
            let newline = match src.get(i + 1..i + 3) {
                Some([b'\r', b'\n']) => 3,
                _ if src.get(i + 1) == Some(&b'\n') => 2,
                _ => 0,
            };
            if newline > 0 {
                i += newline;
                continue;
            }
        }
        bytes.push(src[i]);
        origin.push(i as u32);
        i += 1;
    }
    origin.push(src.len() as u32);
    (bytes, origin)
}

struct Lexer<'a> {
    s: &'a [u8],
    origin: &'a [u32],
    pos: usize,
    line_start: bool,
    space_before: bool,
    out: Vec<Token>,
}

impl Lexer<'_> {
    fn run(&mut self) -> Result<(), ParseError> {
        while let Some(&c) = self.s.get(self.pos) {
            let start = self.pos;
            match c {
                b'\n' => {
                    self.line_start = true;
                    self.space_before = true;
                    self.pos += 1;
                }
                b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => {
                    self.space_before = true;
                    self.pos += 1;
                }
                b'/' if self.at(1) == Some(b'/') => self.line_comment(),
                b'/' if self.at(1) == Some(b'*') => self.block_comment()?,
                b'<' if self.after_include() => self.header_name()?,
                b'\'' => self.char_literal(start)?,
                b'"' => self.string_literal(start)?,
                b'0'..=b'9' => self.number()?,
                b'.' if self.at(1).is_some_and(|d| d.is_ascii_digit()) => self.number()?,
                c if c == b'_' || c.is_ascii_alphabetic() => self.ident()?,
                _ => self.punct()?,
            }
        }
        Ok(())
    }

    fn at(&self, ahead: usize) -> Option<u8> {
        self.s.get(self.pos + ahead).copied()
    }

    fn span(&self, start: usize, end: usize) -> Span {
        let last = if end > start { self.origin[end - 1] + 1 } else { self.origin[start] };
        Span { start: self.origin[start], end: last }
    }

    fn error(&self, message: impl Into<String>, start: usize, end: usize) -> ParseError {
        ParseError::syntax(message, self.span(start, end))
    }

    fn push(&mut self, tok: Tok, start: usize) {
        let span = self.span(start, self.pos);
        self.out.push(Token { tok, span, line_start: self.line_start, space_before: self.space_before });
        self.line_start = false;
        self.space_before = false;
    }

    fn line_comment(&mut self) {
        while self.at(0).is_some_and(|c| c != b'\n') {
            self.pos += 1;
        }
        self.space_before = true;
    }

    /// A block comment is one space: a newline inside it does not start a line (as in C).
    fn block_comment(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        let body = &self.s[start + 2..];
        let close = body.windows(2).position(|w| w == b"*/").ok_or_else(|| self.error("unterminated /* comment", start, start + 2))?;
        self.pos = start + 2 + close + 2;
        self.space_before = true;
        Ok(())
    }

    fn ident(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        while self.at(0).is_some_and(|c| c == b'_' || c.is_ascii_alphanumeric()) {
            self.pos += 1;
        }
        let word = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
        if matches!(word.as_str(), "L" | "u" | "U" | "u8" | "R" | "LR" | "uR" | "UR" | "u8R") && matches!(self.at(0), Some(b'\'' | b'"')) {
            return Err(ParseError::unsupported("wide, unicode and raw string or character literals", self.span(start, self.pos + 1)));
        }
        self.push(Tok::Ident(word), start);
        Ok(())
    }

    fn punct(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        let rest = &self.s[start..];
        let Some((text, punct)) = PUNCTS.iter().find(|(text, _)| rest.starts_with(text.as_bytes())) else {
            let ch = std::str::from_utf8(&rest[..utf8_len(rest[0]).min(rest.len())]).ok().and_then(|s| s.chars().next());
            let message = match ch {
                Some(c) if !c.is_ascii() => "non-ASCII characters are not allowed outside of literals and comments".to_string(),
                Some(c) => format!("unexpected character '{}'", c.escape_default()),
                None => "invalid UTF-8 in source".to_string(),
            };
            return Err(self.error(message, start, start + 1));
        };
        self.pos += text.len();
        self.push(Tok::Punct(*punct), start);
        Ok(())
    }

    /// `#include <...>`: the `<` follows `#` (first on its line) and `include`, on the same line.
    fn after_include(&self) -> bool {
        let n = self.out.len();
        !self.line_start
            && n >= 2
            && self.out[n - 2].line_start
            && self.out[n - 2].tok == Tok::Punct(Punct::Hash)
            && self.out[n - 1].tok == Tok::Ident("include".into())
    }

    fn header_name(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        let line_end = self.s[start..].iter().position(|&c| c == b'\n').map_or(self.s.len(), |n| start + n);
        let close = self.s[start..line_end].iter().position(|&c| c == b'>').ok_or_else(|| self.error("expected '>' after header name", start, line_end))?;
        let name = String::from_utf8_lossy(&self.s[start + 1..start + close]).into_owned();
        self.pos = start + close + 1;
        self.push(Tok::HeaderName(name), start);
        Ok(())
    }

    /// A pp-number (digits, letters, `_`, `.`, and a sign after an exponent letter), then classified.
    fn number(&mut self) -> Result<(), ParseError> {
        let start = self.pos;
        let hex = self.s[start..].starts_with(b"0x") || self.s[start..].starts_with(b"0X");
        while let Some(c) = self.at(0) {
            let exponent = if hex { matches!(c, b'p' | b'P') } else { matches!(c, b'e' | b'E') };
            if exponent && matches!(self.at(1), Some(b'+' | b'-')) {
                self.pos += 2;
            } else if c == b'_' || c == b'.' || c.is_ascii_alphanumeric() {
                self.pos += 1;
            } else {
                break;
            }
        }
        let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
        let is_float = !hex && (text.contains('.') || text.contains(['e', 'E']));
        let tok = if hex && text.contains(['.', 'p', 'P']) {
            return Err(ParseError::unsupported("hexadecimal floating literals", self.span(start, self.pos)));
        } else if is_float {
            float_literal(&text)
        } else {
            int_literal(&text)
        };
        let tok = tok.map_err(|message| self.error(message, start, self.pos))?;
        self.push(tok, start);
        Ok(())
    }

    fn char_literal(&mut self, start: usize) -> Result<(), ParseError> {
        let bytes = self.quoted(b'\'', start)?;
        let value = match bytes.as_slice() {
            [] => return Err(self.error("empty character constant", start, self.pos)),
            [b] => i64::from(*b as i8),
            _ if bytes.iter().all(u8::is_ascii) => return Err(self.error("multi-character character constant", start, self.pos)),
            _ => {
                return Err(ParseError::unsupported("multibyte character constants", self.span(start, self.pos)));
            }
        };
        self.push(Tok::Char(value), start);
        Ok(())
    }

    fn string_literal(&mut self, start: usize) -> Result<(), ParseError> {
        let bytes = self.quoted(b'"', start)?;
        let text = String::from_utf8(bytes).map_err(|_| self.error("string literal is not valid UTF-8", start, self.pos))?;
        self.push(Tok::Str(text), start);
        Ok(())
    }

    /// The bytes between `quote`s, escapes decoded; `pos` ends after the closing quote.
    fn quoted(&mut self, quote: u8, start: usize) -> Result<Vec<u8>, ParseError> {
        let mut bytes = Vec::new();
        self.pos += 1;
        loop {
            match self.at(0) {
                None | Some(b'\n') => {
                    let message = format!("missing terminating {} character", char::from(quote));
                    return Err(self.error(message, start, self.pos));
                }
                Some(c) if c == quote => {
                    self.pos += 1;
                    return Ok(bytes);
                }
                Some(b'\\') => bytes.push(self.escape()?),
                Some(c) => {
                    bytes.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    /// One escape sequence at `pos` (on the backslash), as the byte it stands for.
    fn escape(&mut self) -> Result<u8, ParseError> {
        let start = self.pos;
        let Some(c) = self.at(1) else {
            return Err(self.error("expected a character after '\\'", start, start + 1));
        };
        self.pos += 2;
        Ok(match c {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 0x07,
            b'b' => 0x08,
            b'f' => 0x0c,
            b'v' => 0x0b,
            b'0'..=b'7' => {
                let mut value = u32::from(c - b'0');
                while self.pos < start + 4 && self.at(0).is_some_and(|d| (b'0'..=b'7').contains(&d)) {
                    value = value * 8 + u32::from(self.s[self.pos] - b'0');
                    self.pos += 1;
                }
                u8::try_from(value).map_err(|_| self.error("octal escape sequence out of range", start, self.pos))?
            }
            b'x' => {
                let mut value = 0u32;
                let digits_start = self.pos;
                while let Some(d) = self.at(0).and_then(|d| char::from(d).to_digit(16)) {
                    value = value.saturating_mul(16).saturating_add(d);
                    self.pos += 1;
                }
                if self.pos == digits_start {
                    return Err(self.error("\\x used with no following hex digits", start, self.pos));
                }
                u8::try_from(value).map_err(|_| self.error("hex escape sequence out of range", start, self.pos))?
            }
            b'u' | b'U' => {
                return Err(ParseError::unsupported("universal character names (\\u)", self.span(start, self.pos)));
            }
            // `\\`, `\'`, `\"`, `\?`, and (as compilers do, with a warning) any other character.
            other => other,
        })
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0xf0.. => 4,
        0xe0.. => 3,
        0xc0.. => 2,
        _ => 1,
    }
}

/// Classifies an integer pp-number: radix, digits, suffix, then the C type its value takes.
fn int_literal(text: &str) -> Result<Tok, String> {
    let lower = text.to_ascii_lowercase();
    let (radix, body) = if let Some(rest) = lower.strip_prefix("0x") {
        (16, rest)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (2, rest)
    } else if lower.starts_with('0') && lower.len() > 1 {
        (8, &lower[1..])
    } else {
        (10, lower.as_str())
    };
    // Octal takes any decimal digit here, so that `09` is "invalid digit" rather than a suffix.
    let is_digit = |c: char| if radix == 8 { c.is_ascii_digit() } else { c.is_digit(radix) };
    let digits_end = body.find(|c: char| !is_digit(c)).unwrap_or(body.len());
    let (digits, suffix) = body.split_at(digits_end);
    if digits.is_empty() && radix != 8 {
        return Err(format!("invalid suffix '{}' on integer constant", &text[1..]));
    }
    let (unsigned, long) = match suffix {
        "" => (false, false),
        "u" => (true, false),
        "l" | "ll" => (false, true),
        "ul" | "lu" | "ull" | "llu" => (true, true),
        _ => return Err(format!("invalid suffix '{}' on integer constant", &text[text.len() - suffix.len()..])),
    };
    let mut value: u64 = 0;
    for d in digits.chars() {
        let d = d.to_digit(radix).ok_or_else(|| format!("invalid digit '{d}' in octal constant"))?;
        value = value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(d)))
            .ok_or("integer literal is too large to be represented in any integer type")?;
    }
    let fits_i32 = value <= i32::MAX as u64;
    let fits_u32 = value <= u64::from(u32::MAX);
    let scalar = match (unsigned, long) {
        (false, false) if fits_i32 => Scalar::I32,
        (false, false) if radix != 10 && fits_u32 => Scalar::U32,
        (true, false) if fits_u32 => Scalar::U32,
        (false, _) if value <= i64::MAX as u64 => Scalar::I64,
        _ => Scalar::U64,
    };
    Ok(Tok::Int(value, scalar))
}

/// Classifies a decimal floating pp-number: `1.0`, `1.`, `.5`, `1e-3`, with an optional `f`.
fn float_literal(text: &str) -> Result<Tok, String> {
    let (number, scalar) = match text.as_bytes().last() {
        Some(b'f' | b'F') => (&text[..text.len() - 1], Scalar::F32),
        Some(b'l' | b'L') => return Err("long double literals are not supported".into()),
        _ => (text, Scalar::F64),
    };
    let bad = || format!("invalid floating constant '{text}'");
    if !number.bytes().all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-')) {
        return Err(bad());
    }
    let value = match scalar {
        Scalar::F32 => number.parse::<f32>().map(f64::from).map_err(|_| bad())?,
        _ => number.parse::<f64>().map_err(|_| bad())?,
    };
    Ok(Tok::Float(value, scalar))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok> {
        lex(text).expect("lexes").into_iter().map(|t| t.tok).collect()
    }

    fn one(text: &str) -> Tok {
        let mut all = toks(text);
        assert_eq!(all.len(), 1, "{text}: {all:?}");
        all.remove(0)
    }

    fn err(text: &str) -> (String, Span) {
        match lex(text) {
            Err(ParseError::Syntax { message, span }) => (message, span),
            other => panic!("{text}: expected a syntax error, got {other:?}"),
        }
    }

    fn ident(name: &str) -> Tok {
        Tok::Ident(name.into())
    }

    #[test]
    fn identifiers_and_punctuators_by_longest_match() {
        use Punct::*;
        assert_eq!(
            toks("a<<=b>>=c->d...e##f"),
            vec![
                ident("a"),
                Tok::Punct(ShlAssign),
                ident("b"),
                Tok::Punct(ShrAssign),
                ident("c"),
                Tok::Punct(Arrow),
                ident("d"),
                Tok::Punct(Ellipsis),
                ident("e"),
                Tok::Punct(HashHash),
                ident("f"),
            ]
        );
        assert_eq!(toks("x+++y"), vec![ident("x"), Tok::Punct(PlusPlus), Tok::Punct(Plus), ident("y")]);
        assert_eq!(
            toks("a&&b||!c::d"),
            vec![ident("a"), Tok::Punct(AmpAmp), ident("b"), Tok::Punct(PipePipe), Tok::Punct(Bang), ident("c"), Tok::Punct(ColonColon), ident("d")]
        );
        assert_eq!(toks("__global__ _x1"), vec![ident("__global__"), ident("_x1")]);
    }

    #[test]
    fn integer_literals_take_their_c_type() {
        assert_eq!(one("42"), Tok::Int(42, Scalar::I32));
        assert_eq!(one("0"), Tok::Int(0, Scalar::I32));
        assert_eq!(one("0x1F"), Tok::Int(31, Scalar::I32));
        assert_eq!(one("017"), Tok::Int(15, Scalar::I32));
        assert_eq!(one("0b101"), Tok::Int(5, Scalar::I32));
        assert_eq!(one("10u"), Tok::Int(10, Scalar::U32));
        assert_eq!(one("10U"), Tok::Int(10, Scalar::U32));
        assert_eq!(one("10l"), Tok::Int(10, Scalar::I64));
        assert_eq!(one("10LL"), Tok::Int(10, Scalar::I64));
        assert_eq!(one("10ull"), Tok::Int(10, Scalar::U64));
        assert_eq!(one("10LLU"), Tok::Int(10, Scalar::U64));
        assert_eq!(one("10UL"), Tok::Int(10, Scalar::U64));
        assert_eq!(one("2147483648"), Tok::Int(2147483648, Scalar::I64));
        assert_eq!(one("0x80000000"), Tok::Int(0x8000_0000, Scalar::U32));
        assert_eq!(one("4294967296u"), Tok::Int(4294967296, Scalar::U64));
        assert_eq!(one("18446744073709551615"), Tok::Int(u64::MAX, Scalar::U64));
        assert_eq!(err("18446744073709551616").0, "integer literal is too large to be represented in any integer type");
        assert_eq!(err("12abc").0, "invalid suffix 'abc' on integer constant");
        assert_eq!(err("09").0, "invalid digit '9' in octal constant");
        assert_eq!(err("10lul").0, "invalid suffix 'lul' on integer constant");
    }

    #[test]
    fn float_literals() {
        assert_eq!(one("1.0"), Tok::Float(1.0, Scalar::F64));
        assert_eq!(one("1."), Tok::Float(1.0, Scalar::F64));
        assert_eq!(one(".5"), Tok::Float(0.5, Scalar::F64));
        assert_eq!(one("1e-3"), Tok::Float(1e-3, Scalar::F64));
        assert_eq!(one("1.5E+2"), Tok::Float(150.0, Scalar::F64));
        assert_eq!(one("1.0f"), Tok::Float(1.0, Scalar::F32));
        assert_eq!(one("2.f"), Tok::Float(2.0, Scalar::F32));
        assert_eq!(one("1e5f"), Tok::Float(1e5, Scalar::F32));
        assert_eq!(one("0.1f"), Tok::Float(f64::from(0.1f32), Scalar::F32));
        assert_eq!(err("1e").0, "invalid floating constant '1e'");
        assert_eq!(err("1.0x").0, "invalid floating constant '1.0x'");
        assert_eq!(err("1.0L").0, "long double literals are not supported");
        assert!(matches!(lex("0x1p3"), Err(ParseError::Unsupported(_))));
    }

    #[test]
    fn char_and_string_literals_decode_escapes() {
        assert_eq!(one("'a'"), Tok::Char(97));
        assert_eq!(one(r"'\n'"), Tok::Char(10));
        assert_eq!(one(r"'\0'"), Tok::Char(0));
        assert_eq!(one(r"'\''"), Tok::Char(39));
        assert_eq!(one(r"'\x41'"), Tok::Char(65));
        assert_eq!(one(r"'\xff'"), Tok::Char(-1));
        assert_eq!(one(r"'\101'"), Tok::Char(65));
        assert_eq!(one(r#""a\tb\n\\\"\'\x41\101\0z""#), Tok::Str("a\tb\n\\\"'AA\0z".into()));
        assert_eq!(one(r#""héllo %d\n""#), Tok::Str("héllo %d\n".into()));
        assert_eq!(err("'ab'").0, "multi-character character constant");
        assert_eq!(err("''").0, "empty character constant");
        assert_eq!(err("\"abc\nx\"").0, "missing terminating \" character");
        assert_eq!(err(r"'\x100'").0, "hex escape sequence out of range");
        assert!(matches!(lex("L\"wide\""), Err(ParseError::Unsupported(_))));
    }

    #[test]
    fn comments_and_splices_vanish_but_spans_stay_in_the_original_text() {
        let text = "a /* x\ny */ b // c\nd\\\ne \"s\\\nt\"";
        let tokens = lex(text).expect("lexes");
        let spelled: Vec<&str> = tokens.iter().map(|t| &text[t.span.start as usize..t.span.end as usize]).collect();
        assert_eq!(spelled, vec!["a", "b", "d\\\ne", "\"s\\\nt\""]);
        assert_eq!(tokens[2].tok, ident("de"));
        assert_eq!(tokens[3].tok, Tok::Str("st".into()));
        let starts: Vec<bool> = tokens.iter().map(|t| t.line_start).collect();
        assert_eq!(starts, vec![true, false, true, false]);
        assert_eq!(err("x /* never closed").1, Span { start: 2, end: 4 });
    }

    #[test]
    fn directive_lines_and_header_names() {
        let tokens = lex("#include <cuda_runtime.h>\n  #define F(x) (x)\n#define G (y)").expect("lexes");
        assert_eq!(tokens[2].tok, Tok::HeaderName("cuda_runtime.h".into()));
        assert!(tokens[0].line_start && tokens[3].line_start);
        assert!(!tokens[6].space_before, "F( has no space");
        assert!(tokens[15].space_before, "G (y) has one");
        assert_eq!(toks("a < b > c"), vec![ident("a"), Tok::Punct(Punct::Lt), ident("b"), Tok::Punct(Punct::Gt), ident("c")]);
    }

    #[test]
    fn stray_characters_are_errors_with_their_span() {
        assert_eq!(err("int x = 3 @ 4;"), ("unexpected character '@'".into(), Span { start: 10, end: 11 }));
        assert_eq!(err("a \\ b").0, "unexpected character '\\\\'");
        assert_eq!(err("int é;").0, "non-ASCII characters are not allowed outside of literals and comments");
    }
}
