//! matplotlib's colours and line/marker styles, as matplotlib 3.11 defines them: colour strings and RGB(A) sequences
//! (`matplotlib.colors.to_rgba`), hex output (`to_hex`), the default colour cycle, line styles with their dash patterns
//! (`Line2D.set_linestyle` and the default `lines.*_pattern` rcParams), marker names with their outlines (`MarkerStyle`), and
//! `plot()` format strings such as `'r--o'` (`_process_plot_format`).
//!
//! Every error is a [`ColorError`] whose text is the `ValueError` message matplotlib raises for the same input. The named-colour
//! tables at the end of the file (CSS4, Tableau and xkcd names) are data generated from matplotlib 3.11.2's
//! `matplotlib.colors._colors_full_map` by a Python script; the unit tests' expected values were recorded from the same matplotlib.

use std::f64::consts::{FRAC_1_SQRT_2, FRAC_PI_2, FRAC_PI_4, PI};
use std::fmt;

/// An RGBA colour, each component in `0..=1` (as `matplotlib.colors.to_rgba` returns it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgba {
    /// Red, `0..=1`.
    pub r: f64,
    /// Green, `0..=1`.
    pub g: f64,
    /// Blue, `0..=1`.
    pub b: f64,
    /// Alpha (opacity), `0..=1`.
    pub a: f64,
}

impl Rgba {
    /// Fully transparent black: the colour `'none'` names.
    pub const TRANSPARENT: Rgba = Rgba::new(0.0, 0.0, 0.0, 0.0);

    /// The colour with these components, unchecked ([`from_components`] applies matplotlib's checks).
    pub const fn new(r: f64, g: f64, b: f64, a: f64) -> Rgba {
        Rgba { r, g, b, a }
    }

    /// The opaque colour `0xrrggbb`, each byte divided by 255 exactly as matplotlib reads `'#rrggbb'`.
    pub const fn from_rgb24(rgb: u32) -> Rgba {
        Rgba::new(byte_to_unit(rgb >> 16), byte_to_unit(rgb >> 8), byte_to_unit(rgb), 1.0)
    }

    /// The components as bytes, `round(c * 255)` with Python's ties-to-even rounding as `matplotlib.colors.to_hex` computes them
    /// (out-of-range components saturate at 0 or 255, NaN becomes 0).
    pub fn to_bytes(self) -> [u8; 4] {
        [self.r, self.g, self.b, self.a].map(unit_to_byte)
    }

    /// `"#rrggbb"`, as `matplotlib.colors.to_hex(c)` (alpha dropped).
    pub fn to_hex(self) -> String {
        let [r, g, b, _] = self.to_bytes();
        format!("#{r:02x}{g:02x}{b:02x}")
    }

    /// `"#rrggbbaa"`, as `matplotlib.colors.to_hex(c, keep_alpha=True)`.
    pub fn to_hex_keep_alpha(self) -> String {
        let [r, g, b, a] = self.to_bytes();
        format!("#{r:02x}{g:02x}{b:02x}{a:02x}")
    }

    /// The same colour with alpha `a`.
    pub fn with_alpha(self, a: f64) -> Rgba {
        Rgba { a, ..self }
    }
}

/// The low byte of `bits` as a fraction of 255.
const fn byte_to_unit(bits: u32) -> f64 {
    (bits & 0xff) as f64 / 255.0
}

/// Python's `round(c * 255)` (ties to even) as a byte; saturating, NaN → 0.
fn unit_to_byte(c: f64) -> u8 {
    (c * 255.0).round_ties_even() as u8
}

/// A colour, line style, marker or format string matplotlib rejects; the text is matplotlib's `ValueError` message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColorError(pub String);

impl fmt::Display for ColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ColorError {}

/// matplotlib's default `axes.prop_cycle` colours (the tab10 palette), in order: `'C0'` … `'C9'`.
pub const TAB10: [Rgba; 10] = [
    Rgba::from_rgb24(0x1f77b4),
    Rgba::from_rgb24(0xff7f0e),
    Rgba::from_rgb24(0x2ca02c),
    Rgba::from_rgb24(0xd62728),
    Rgba::from_rgb24(0x9467bd),
    Rgba::from_rgb24(0x8c564b),
    Rgba::from_rgb24(0xe377c2),
    Rgba::from_rgb24(0x7f7f7f),
    Rgba::from_rgb24(0xbcbd22),
    Rgba::from_rgb24(0x17becf),
];

/// A colour string, as `matplotlib.colors.to_rgba(s)` reads it: `'C0'`…`'C9'` (and any `'C<digits>'`, taken modulo 10); `'none'`
/// (any case) for transparent; a named colour — the letters `b g r c m y k w`, CSS4 names, `'tab:blue'`…`'tab:cyan'`, `'xkcd:…'`
/// names — matched exactly, else (for names longer than one character) lower-cased; `'#rgb'`, `'#rgba'`, `'#rrggbb'`,
/// `'#rrggbbaa'`; or a grayscale number string such as `'0.5'` (within 0..=1). Python's `float()` reading of the grayscale
/// string is followed (surrounding whitespace, `_` between digits, `'1e-1'`, `'nan'`), except that non-ASCII digits are not read.
pub fn parse_color(s: &str) -> Result<Rgba, ColorError> {
    to_rgba(s, None)
}

/// `matplotlib.colors.to_rgba(s, alpha)`: [`parse_color`] with the alpha replaced (except for `'none'`, which stays transparent);
/// `alpha` outside `0..=1` is an error.
pub fn parse_color_with_alpha(s: &str, alpha: f64) -> Result<Rgba, ColorError> {
    to_rgba(s, Some(alpha))
}

/// An `(r, g, b)` or `(r, g, b, a)` sequence of floats, as `matplotlib.colors.to_rgba` checks a list: length 3 or 4, every
/// component within `0..=1` (NaN passes that check in matplotlib, and here). Alpha defaults to 1. (matplotlib reads a *tuple* of
/// length 2 as `(color, alpha)`; that form is the caller's to unpack.)
pub fn from_components(v: &[f64]) -> Result<Rgba, ColorError> {
    let rgba = match *v {
        [r, g, b] => Rgba::new(r, g, b, 1.0),
        [r, g, b, a] => Rgba::new(r, g, b, a),
        _ => return Err(ColorError("RGBA sequence should have length 3 or 4".to_string())),
    };
    if [rgba.r, rgba.g, rgba.b, rgba.a].into_iter().any(outside_unit_range) {
        return Err(ColorError("RGBA values should be within 0-1 range".to_string()));
    }
    Ok(rgba)
}

/// matplotlib's `elem < 0 or elem > 1`: false for NaN.
#[allow(clippy::manual_range_contains)] // `!(0.0..=1.0).contains(&c)` would reject NaN, which matplotlib lets through.
fn outside_unit_range(c: f64) -> bool {
    c < 0.0 || c > 1.0
}

/// `to_rgba(c, alpha)` for a string `c`.
fn to_rgba(spec: &str, alpha: Option<f64>) -> Result<Rgba, ColorError> {
    if let Some(a) = alpha {
        if !(0.0..=1.0).contains(&a) {
            return Err(ColorError("'alpha' must be between 0 and 1, inclusive".to_string()));
        }
    }
    if spec.to_lowercase() == "none" {
        return Ok(Rgba::TRANSPARENT);
    }
    let rgba = match cycle_color(spec) {
        Some(rgba) => rgba,
        None => parse_color_string(spec)?,
    };
    Ok(alpha.map_or(rgba, |a| rgba.with_alpha(a)))
}

/// `'C<digits>'` (exactly: capital C, ASCII digits, nothing else): the default cycle's colour at that index modulo 10.
fn cycle_color(spec: &str) -> Option<Rgba> {
    let digits = spec.strip_prefix('C')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // The index may be any length, so reduce it digit by digit.
    let index = digits.bytes().fold(0, |acc, d| (acc * 10 + usize::from(d - b'0')) % TAB10.len());
    Some(TAB10[index])
}

/// A colour string other than `'C<n>'` and `'none'`: a name, a hex string or a grayscale number, in matplotlib's order.
fn parse_color_string(spec: &str) -> Result<Rgba, ColorError> {
    if let Some(rgba) = named_color(spec) {
        return Ok(rgba);
    }
    if let Some(digits) = spec.strip_prefix('#').filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_hexdigit())) {
        return parse_hex(digits).ok_or_else(|| ColorError(format!("Invalid hex color specifier: {}", py_repr(spec))));
    }
    if let Some(gray) = python_float(spec) {
        if !(0.0..=1.0).contains(&gray) {
            return Err(ColorError(format!("Invalid string grayscale value {}. Value must be within 0-1 range", py_repr(spec))));
        }
        return Ok(Rgba::new(gray, gray, gray, 1.0));
    }
    Err(ColorError(format!("Invalid RGBA argument: {}", py_repr(spec))))
}

/// A named colour: the exact name first, then (for names longer than one character) its lower-case form.
fn named_color(spec: &str) -> Option<Rgba> {
    lookup_name(spec).or_else(|| if spec.chars().count() == 1 { None } else { lookup_name(&spec.to_lowercase()) })
}

/// One exact lookup in matplotlib's name table.
fn lookup_name(name: &str) -> Option<Rgba> {
    if let Some(rgba) = base_color(name) {
        return Some(rgba);
    }
    if let Some(xkcd_name) = name.strip_prefix("xkcd:") {
        return xkcd_color(xkcd_name);
    }
    let index = NAMED_COLORS.binary_search_by(|(known, _)| known.cmp(&name)).ok()?;
    Some(Rgba::from_rgb24(NAMED_COLORS[index].1))
}

/// matplotlib's `BASE_COLORS`: one-letter names whose values are float tuples (so `'g'` is `(0, 0.5, 0)`, not `#008000`).
fn base_color(name: &str) -> Option<Rgba> {
    let (r, g, b) = match name {
        "b" => (0.0, 0.0, 1.0),
        "g" => (0.0, 0.5, 0.0),
        "r" => (1.0, 0.0, 0.0),
        "c" => (0.0, 0.75, 0.75),
        "m" => (0.75, 0.0, 0.75),
        "y" => (0.75, 0.75, 0.0),
        "k" => (0.0, 0.0, 0.0),
        "w" => (1.0, 1.0, 1.0),
        _ => return None,
    };
    Some(Rgba::new(r, g, b, 1.0))
}

/// An xkcd colour by its name without the `xkcd:` prefix.
fn xkcd_color(name: &str) -> Option<Rgba> {
    XKCD_COLORS.split(';').find_map(|entry| {
        let (known, hex) = entry.split_once('=')?;
        if known != name {
            return None;
        }
        u32::from_str_radix(hex, 16).ok().map(Rgba::from_rgb24)
    })
}

/// The hex digits after `'#'`: 3 or 4 digits are `rgb[a]` nibbles over 15, 6 or 8 are `rrggbb[aa]` bytes over 255.
fn parse_hex(digits: &str) -> Option<Rgba> {
    let (bits, max) = match digits.len() {
        3 | 4 => (4, 15.0),
        6 | 8 => (8, 255.0),
        _ => return None,
    };
    let value = u32::from_str_radix(digits, 16).ok()?;
    let channels = digits.len() * 4 / bits;
    let channel = |i: usize| f64::from((value >> (bits * (channels - 1 - i))) & ((1 << bits) - 1)) / max;
    let alpha = if channels == 4 { channel(3) } else { 1.0 };
    Some(Rgba::new(channel(0), channel(1), channel(2), alpha))
}

/// Python's `float(text)` for ASCII text: surrounding whitespace ignored, `_` allowed only between two digits, `inf`/`nan` read.
fn python_float(text: &str) -> Option<f64> {
    let trimmed = text.trim_matches(is_python_space);
    let chars: Vec<char> = trimmed.chars().collect();
    let underscores_ok = chars
        .iter()
        .enumerate()
        .all(|(i, &c)| c != '_' || (i > 0 && chars[i - 1].is_ascii_digit() && chars.get(i + 1).is_some_and(|next| next.is_ascii_digit())));
    if !underscores_ok {
        return None;
    }
    trimmed.replace('_', "").parse().ok()
}

/// Python's `str.isspace()`: Unicode white space plus the ASCII separators `\x1c`..`\x1f`.
fn is_python_space(c: char) -> bool {
    c.is_whitespace() || ('\x1c'..='\x1f').contains(&c)
}

/// Python's `repr()` of a string, as matplotlib's messages quote their input (`'x'`, or `"it's"` when only `'` occurs).
fn py_repr(s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if python_printable(c) => out.push(c),
            c => out.push_str(&python_escape(c)),
        }
    }
    out.push(quote);
    out
}

/// Python's `str.isprintable()` for one character. std has no Unicode category table, so this covers the control, separator,
/// format and private-use characters Python escapes; unassigned code points count as printable.
fn python_printable(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    if c.is_control() || c.is_whitespace() {
        return false;
    }
    !matches!(u32::from(c),
        0xad | 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x890..=0x891 | 0x8e2 | 0x180e | 0x200b..=0x200f | 0x202a..=0x202e
        | 0x2060..=0x2064 | 0x2066..=0x206f | 0xe000..=0xf8ff | 0xfeff | 0xfff9..=0xfffb | 0xfffe..=0xffff | 0x110bd | 0x110cd
        | 0x13430..=0x1343f | 0x1bca0..=0x1bca3 | 0x1d173..=0x1d17a | 0xe0001 | 0xe0020..=0xe007f | 0xf0000..=0x10ffff)
}

/// Python's escape for a non-printable character: `\xhh`, `\uhhhh` or `\Uhhhhhhhh`.
fn python_escape(c: char) -> String {
    match u32::from(c) {
        code @ 0..=0xff => format!("\\x{code:02x}"),
        code @ 0x100..=0xffff => format!("\\u{code:04x}"),
        code => format!("\\U{code:08x}"),
    }
}

/// A line style, as `Line2D.set_linestyle` accepts it by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineStyle {
    /// `'-'`, `'solid'`.
    Solid,
    /// `'--'`, `'dashed'`.
    Dashed,
    /// `'-.'`, `'dashdot'`.
    DashDot,
    /// `':'`, `'dotted'`.
    Dotted,
    /// `'None'`, `'none'`, `' '`, `''`: no line.
    None,
}

/// Every string `Line2D.set_linestyle` accepts, in matplotlib's order (its error message suggests from this list).
const LINESTYLE_NAMES: [&str; 11] = ["-", "--", "-.", ":", "None", " ", "", "solid", "dashed", "dashdot", "dotted"];

/// matplotlib's default `lines.dashed_pattern`, in multiples of the line width.
const DASHED_PATTERN: [f64; 2] = [3.7, 1.6];
/// matplotlib's default `lines.dashdot_pattern`.
const DASHDOT_PATTERN: [f64; 4] = [6.4, 1.6, 1.0, 1.6];
/// matplotlib's default `lines.dotted_pattern`.
const DOTTED_PATTERN: [f64; 2] = [1.0, 1.65];

impl LineStyle {
    /// A line-style name as `Line2D.set_linestyle` reads it (case-sensitive: `'none'` is accepted, `'NONE'` is not); the error
    /// carries matplotlib's message, including its "Did you mean" suggestions.
    pub fn parse(s: &str) -> Result<LineStyle, ColorError> {
        match s {
            "-" | "solid" => Ok(LineStyle::Solid),
            "--" | "dashed" => Ok(LineStyle::Dashed),
            "-." | "dashdot" => Ok(LineStyle::DashDot),
            ":" | "dotted" => Ok(LineStyle::Dotted),
            "None" | "none" | " " | "" => Ok(LineStyle::None),
            _ => Err(ColorError(format!("{} is not a valid value for ls.{}", py_repr(s), suggestion(s, &LINESTYLE_NAMES)))),
        }
    }

    /// The short name `Line2D.get_linestyle()` reports: `'-'`, `'--'`, `'-.'`, `':'` or `'None'`.
    pub fn symbol(self) -> &'static str {
        match self {
            LineStyle::Solid => "-",
            LineStyle::Dashed => "--",
            LineStyle::DashDot => "-.",
            LineStyle::Dotted => ":",
            LineStyle::None => "None",
        }
    }

    /// The on/off dash lengths in points for a line `linewidth` points wide, as matplotlib draws it with default rcParams: the
    /// `lines.{dashed,dashdot,dotted}_pattern` values times the line width (`lines.scale_dashes` is on), starting at offset 0.
    /// `None` for solid lines and for no line.
    pub fn dashes(self, linewidth: f64) -> Option<Vec<f64>> {
        let pattern: &[f64] = match self {
            LineStyle::Solid | LineStyle::None => return None,
            LineStyle::Dashed => &DASHED_PATTERN,
            LineStyle::DashDot => &DASHDOT_PATTERN,
            LineStyle::Dotted => &DOTTED_PATTERN,
        };
        Some(pattern.iter().map(|length| length * linewidth).collect())
    }

    /// The one- or two-character line style at the start of a format string, with its length in characters.
    fn from_fmt_prefix(chars: &[char]) -> Option<(LineStyle, usize)> {
        match chars {
            ['-', '-', ..] => Some((LineStyle::Dashed, 2)),
            ['-', '.', ..] => Some((LineStyle::DashDot, 2)),
            ['-', ..] => Some((LineStyle::Solid, 1)),
            [':', ..] => Some((LineStyle::Dotted, 1)),
            [' ', ..] => Some((LineStyle::None, 1)),
            _ => None,
        }
    }
}

/// One step of a marker outline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PathCmd {
    /// Start a new sub-path at `(x, y)`.
    MoveTo(f64, f64),
    /// A straight segment to `(x, y)`.
    LineTo(f64, f64),
    /// A cubic Bézier to `(x, y)` (the last pair) with control points `(x1, y1)`, `(x2, y2)` (the first two pairs).
    CubicTo(f64, f64, f64, f64, f64, f64),
    /// Close the current sub-path back to its start.
    Close,
}

/// A marker, as `MarkerStyle` names it by string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// `'.'`: a small filled circle.
    Point,
    /// `','`: one device pixel.
    Pixel,
    /// `'o'`.
    Circle,
    /// `'v'`.
    TriangleDown,
    /// `'^'`.
    TriangleUp,
    /// `'<'`.
    TriangleLeft,
    /// `'>'`.
    TriangleRight,
    /// `'1'`: three spokes, one pointing down (unfilled).
    TriDown,
    /// `'2'`: three spokes, one pointing up (unfilled).
    TriUp,
    /// `'3'`: three spokes, one pointing left (unfilled).
    TriLeft,
    /// `'4'`: three spokes, one pointing right (unfilled).
    TriRight,
    /// `'s'`.
    Square,
    /// `'p'`.
    Pentagon,
    /// `'*'`.
    Star,
    /// `'h'`: a hexagon with a vertex at the top.
    Hexagon1,
    /// `'H'`: a hexagon with a flat top.
    Hexagon2,
    /// `'+'` (unfilled).
    Plus,
    /// `'x'` (unfilled).
    X,
    /// `'P'`: a filled plus.
    PlusFilled,
    /// `'X'`: a filled x.
    XFilled,
    /// `'D'`.
    Diamond,
    /// `'d'`: a diamond squeezed to 0.6 of its width.
    ThinDiamond,
    /// `'|'` (unfilled).
    VLine,
    /// `'_'` (unfilled).
    HLine,
    /// `'8'`.
    Octagon,
    /// `'None'`, `'none'`, `' '`, `''`: no marker.
    None,
}

/// The one-character marker names, each with its marker.
const MARKER_SYMBOLS: [(char, Marker); 25] = [
    ('.', Marker::Point),
    (',', Marker::Pixel),
    ('o', Marker::Circle),
    ('v', Marker::TriangleDown),
    ('^', Marker::TriangleUp),
    ('<', Marker::TriangleLeft),
    ('>', Marker::TriangleRight),
    ('1', Marker::TriDown),
    ('2', Marker::TriUp),
    ('3', Marker::TriLeft),
    ('4', Marker::TriRight),
    ('8', Marker::Octagon),
    ('s', Marker::Square),
    ('p', Marker::Pentagon),
    ('*', Marker::Star),
    ('h', Marker::Hexagon1),
    ('H', Marker::Hexagon2),
    ('+', Marker::Plus),
    ('x', Marker::X),
    ('D', Marker::Diamond),
    ('d', Marker::ThinDiamond),
    ('|', Marker::VLine),
    ('_', Marker::HLine),
    ('P', Marker::PlusFilled),
    ('X', Marker::XFilled),
];

/// matplotlib's `_set_star` inner radius for the five-pointed star, relative to the outer one.
const STAR_INNER_RADIUS: f64 = 0.381966;

/// matplotlib's `Path.unit_circle` control-arm length for each of its eight cubic Béziers (Lancaster's constant).
const CIRCLE_ARM: f64 = 0.2652031;

impl Marker {
    /// A marker string as `MarkerStyle` reads it (case-sensitive). Mathtext markers (`'$…$'`) are matplotlib markers too but are
    /// rejected here with their own message; anything else unknown gets matplotlib's `Unrecognized marker style` message.
    pub fn parse(s: &str) -> Result<Marker, ColorError> {
        if matches!(s, "None" | "none" | " " | "") {
            return Ok(Marker::None);
        }
        let mut chars = s.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(marker) = Marker::from_symbol(c) {
                return Ok(marker);
            }
        }
        if is_math_text(s) {
            return Err(ColorError(format!("mathtext marker {} is not supported", py_repr(s))));
        }
        Err(ColorError(format!("Unrecognized marker style {}", py_repr(s))))
    }

    /// The marker named by one character, if any (`' '` is not one: in a format string it is a line style).
    fn from_symbol(c: char) -> Option<Marker> {
        MARKER_SYMBOLS.iter().find(|(symbol, _)| *symbol == c).map(|&(_, marker)| marker)
    }

    /// The name `Line2D.get_marker()` reports: its one-character code, or `'None'`.
    pub fn symbol(self) -> &'static str {
        match self {
            Marker::Point => ".",
            Marker::Pixel => ",",
            Marker::Circle => "o",
            Marker::TriangleDown => "v",
            Marker::TriangleUp => "^",
            Marker::TriangleLeft => "<",
            Marker::TriangleRight => ">",
            Marker::TriDown => "1",
            Marker::TriUp => "2",
            Marker::TriLeft => "3",
            Marker::TriRight => "4",
            Marker::Square => "s",
            Marker::Pentagon => "p",
            Marker::Star => "*",
            Marker::Hexagon1 => "h",
            Marker::Hexagon2 => "H",
            Marker::Plus => "+",
            Marker::X => "x",
            Marker::PlusFilled => "P",
            Marker::XFilled => "X",
            Marker::Diamond => "D",
            Marker::ThinDiamond => "d",
            Marker::VLine => "|",
            Marker::HLine => "_",
            Marker::Octagon => "8",
            Marker::None => "None",
        }
    }

    /// `MarkerStyle.is_filled()`: false for the stroke-only markers (`'1'`–`'4'`, `'+'`, `'x'`, `'|'`, `'_'`) and for no marker;
    /// a filled marker's path is filled with the face colour and stroked with the edge colour, an unfilled one only stroked.
    pub fn filled(self) -> bool {
        !matches!(
            self,
            Marker::TriDown | Marker::TriUp | Marker::TriLeft | Marker::TriRight | Marker::Plus | Marker::X | Marker::VLine | Marker::HLine | Marker::None
        )
    }

    /// Whether matplotlib scales the path by the marker size: true for every marker but [`Marker::Pixel`], which it draws as one
    /// device pixel (unscaled, with no edge).
    pub fn scales_with_size(self) -> bool {
        self != Marker::Pixel
    }

    /// The marker's outline: `MarkerStyle(m).get_path()` transformed by `get_transform()`, so in units of the marker size, centred
    /// on the data point, y pointing up. Multiply by `markersize` in points (default 6) to draw: `'o'` is a circle of radius 0.5
    /// (diameter = markersize), `'.'` one of radius 0.25, `'s'` a square of side 1, `'D'` that square turned 45°. Circles are
    /// matplotlib's eight cubic Béziers ([`PathCmd::CubicTo`]; [`flatten_curves`] turns them into segments). [`Marker::Pixel`] is
    /// the exception: its square of side 1 is in device pixels, not scaled (see [`Marker::scales_with_size`]). Empty for no marker.
    pub fn path(self) -> Vec<PathCmd> {
        match self {
            Marker::Point => circle(0.25),
            Marker::Circle => circle(0.5),
            Marker::Pixel => polygon(&[(-0.49999, -0.49999), (0.50001, -0.49999), (0.50001, 0.50001), (-0.49999, 0.50001)]),
            Marker::TriangleUp => polygon(&[(0.0, 0.5), (-0.5, -0.5), (0.5, -0.5)]),
            Marker::TriangleDown => polygon(&[(0.0, -0.5), (0.5, 0.5), (-0.5, 0.5)]),
            Marker::TriangleLeft => polygon(&[(-0.5, 0.0), (0.5, -0.5), (0.5, 0.5)]),
            Marker::TriangleRight => polygon(&[(0.5, 0.0), (-0.5, 0.5), (-0.5, -0.5)]),
            Marker::TriDown => spokes(&[(0.0, -0.5), (0.4, 0.25), (-0.4, 0.25)]),
            Marker::TriUp => spokes(&[(0.0, 0.5), (-0.4, -0.25), (0.4, -0.25)]),
            Marker::TriLeft => spokes(&[(-0.5, 0.0), (0.25, -0.4), (0.25, 0.4)]),
            Marker::TriRight => spokes(&[(0.5, 0.0), (-0.25, 0.4), (-0.25, -0.4)]),
            Marker::Square => polygon(&[(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]),
            Marker::Diamond => diamond(1.0),
            Marker::ThinDiamond => diamond(0.6),
            Marker::Pentagon => regular_polygon(5, 0.0),
            Marker::Hexagon1 => regular_polygon(6, 0.0),
            Marker::Hexagon2 => regular_polygon(6, 30.0),
            Marker::Octagon => regular_polygon(8, 22.5),
            Marker::Star => star(5, STAR_INNER_RADIUS),
            Marker::Plus => strokes(&[((-0.5, 0.0), (0.5, 0.0)), ((0.0, -0.5), (0.0, 0.5))]),
            Marker::X => strokes(&[((-0.5, -0.5), (0.5, 0.5)), ((-0.5, 0.5), (0.5, -0.5))]),
            Marker::VLine => strokes(&[((0.0, -0.5), (0.0, 0.5))]),
            Marker::HLine => strokes(&[((0.5, 0.0), (-0.5, 0.0))]),
            Marker::PlusFilled => polygon(&PLUS_FILLED.map(|(x, y)| (x / 6.0, y / 6.0))),
            Marker::XFilled => polygon(&X_FILLED.map(|(x, y)| (x / 4.0, y / 4.0))),
            Marker::None => Vec::new(),
        }
    }
}

/// A point of a marker outline, `(x, y)` in marker units.
type Point = (f64, f64);

/// The `'P'` outline in sixths of the marker size.
const PLUS_FILLED: [Point; 12] = [
    (-1.0, -3.0),
    (1.0, -3.0),
    (1.0, -1.0),
    (3.0, -1.0),
    (3.0, 1.0),
    (1.0, 1.0),
    (1.0, 3.0),
    (-1.0, 3.0),
    (-1.0, 1.0),
    (-3.0, 1.0),
    (-3.0, -1.0),
    (-1.0, -1.0),
];

/// The `'X'` outline in quarters of the marker size.
const X_FILLED: [Point; 12] =
    [(-1.0, -2.0), (0.0, -1.0), (1.0, -2.0), (2.0, -1.0), (1.0, 0.0), (2.0, 1.0), (1.0, 2.0), (0.0, 1.0), (-1.0, 2.0), (-2.0, 1.0), (-1.0, 0.0), (-2.0, -1.0)];

/// A closed polygon through `points`.
fn polygon(points: &[Point]) -> Vec<PathCmd> {
    let mut path: Vec<PathCmd> = points.iter().enumerate().map(|(i, &(x, y))| if i == 0 { PathCmd::MoveTo(x, y) } else { PathCmd::LineTo(x, y) }).collect();
    path.push(PathCmd::Close);
    path
}

/// Open strokes, each a separate sub-path.
fn strokes(segments: &[(Point, Point)]) -> Vec<PathCmd> {
    segments.iter().flat_map(|&((x0, y0), (x1, y1))| [PathCmd::MoveTo(x0, y0), PathCmd::LineTo(x1, y1)]).collect()
}

/// Strokes from the centre to each tip (the tri markers).
fn spokes(tips: &[Point]) -> Vec<PathCmd> {
    tips.iter().flat_map(|&(x, y)| [PathCmd::MoveTo(0.0, 0.0), PathCmd::LineTo(x, y)]).collect()
}

/// The unit square turned 45° (vertices at distance √½), its width scaled by `width`: `'D'` (1) and `'d'` (0.6).
fn diamond(width: f64) -> Vec<PathCmd> {
    let half_diagonal = FRAC_1_SQRT_2;
    polygon(&[(0.0, -half_diagonal), (width * half_diagonal, 0.0), (0.0, half_diagonal), (-width * half_diagonal, 0.0)])
}

/// A regular polygon of radius 0.5 with its first vertex at the top, turned counter-clockwise by `rotation_deg`.
fn regular_polygon(vertices: usize, rotation_deg: f64) -> Vec<PathCmd> {
    let step = 2.0 * PI / vertices as f64;
    let start = FRAC_PI_2 + rotation_deg.to_radians();
    let points: Vec<Point> = (0..vertices).map(|k| polar(0.5, start + step * k as f64)).collect();
    polygon(&points)
}

/// A star of radius 0.5 with `points` tips, the first at the top, its inner vertices at `inner` of the radius.
fn star(points: usize, inner: f64) -> Vec<PathCmd> {
    let step = PI / points as f64;
    let vertices: Vec<Point> = (0..2 * points).map(|k| polar(if k % 2 == 0 { 0.5 } else { 0.5 * inner }, FRAC_PI_2 + step * k as f64)).collect();
    polygon(&vertices)
}

/// The point at `radius` and `angle` (radians) from the origin.
fn polar(radius: f64, angle: f64) -> Point {
    (radius * angle.cos(), radius * angle.sin())
}

/// matplotlib's circle of `radius`: eight cubic Béziers counter-clockwise from the bottom, each control point [`CIRCLE_ARM`]
/// (times the radius) along the tangent from its end point.
fn circle(radius: f64) -> Vec<PathCmd> {
    let point = |k: usize| polar(1.0, -FRAC_PI_2 + FRAC_PI_4 * k as f64);
    let mut path = vec![PathCmd::MoveTo(0.0, -radius)];
    for k in 0..8 {
        let (x0, y0) = point(k);
        let (x1, y1) = point(k + 1);
        // The counter-clockwise tangent at (x, y) on the unit circle is (-y, x).
        path.push(PathCmd::CubicTo(
            radius * (x0 - CIRCLE_ARM * y0),
            radius * (y0 + CIRCLE_ARM * x0),
            radius * (x1 + CIRCLE_ARM * y1),
            radius * (y1 - CIRCLE_ARM * x1),
            radius * x1,
            radius * y1,
        ));
    }
    path.push(PathCmd::Close);
    path
}

/// `path` with every [`PathCmd::CubicTo`] replaced by `segments_per_curve` straight segments (at least one), for renderers that
/// draw only lines.
pub fn flatten_curves(path: &[PathCmd], segments_per_curve: usize) -> Vec<PathCmd> {
    let segments = segments_per_curve.max(1);
    let mut flat = Vec::with_capacity(path.len() * segments);
    let mut current = (0.0, 0.0);
    let mut start = (0.0, 0.0);
    for &cmd in path {
        match cmd {
            PathCmd::MoveTo(x, y) => {
                current = (x, y);
                start = current;
                flat.push(cmd);
            }
            PathCmd::LineTo(x, y) => {
                current = (x, y);
                flat.push(cmd);
            }
            PathCmd::CubicTo(x1, y1, x2, y2, x, y) => {
                let controls = [current, (x1, y1), (x2, y2), (x, y)];
                flat.extend((1..=segments).map(|i| {
                    let (px, py) = cubic_point(&controls, i as f64 / segments as f64);
                    PathCmd::LineTo(px, py)
                }));
                current = (x, y);
            }
            PathCmd::Close => {
                current = start;
                flat.push(cmd);
            }
        }
    }
    flat
}

/// The point at parameter `t` on the cubic Bézier with these four control points.
fn cubic_point(p: &[Point; 4], t: f64) -> Point {
    let u = 1.0 - t;
    let weights = [u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t];
    let x = p.iter().zip(weights).map(|(point, w)| point.0 * w).sum();
    let y = p.iter().zip(weights).map(|(point, w)| point.1 * w).sum();
    (x, y)
}

/// matplotlib's `cbook.is_math_text`: an even, non-zero number of unescaped `$`.
fn is_math_text(s: &str) -> bool {
    let dollars = s.matches('$').count() - s.matches("\\$").count();
    dollars > 0 && dollars.is_multiple_of(2)
}

/// What a `plot()` format string sets, as matplotlib's `_process_plot_format` returns it. `None` fields are not set by the
/// format (the keyword argument or rcParams default applies).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FmtSpec {
    /// The colour, if the format names one.
    pub color: Option<Rgba>,
    /// The line style. A format made of style characters always sets it: the style given, else `Solid` when it has no marker
    /// either (rcParams `lines.linestyle`), else `LineStyle::None` (a marker alone draws no line). `None` only when the whole
    /// format is a colour (`'k'`, `'red'`, `'C2'`, `'0.5'`).
    pub linestyle: Option<LineStyle>,
    /// The marker: the one given, else `Marker::None` for a format of style characters; `None` when the whole format is a colour.
    pub marker: Option<Marker>,
}

/// A `plot()` format string, following matplotlib's `_process_plot_format`: the whole string is first tried as a colour (except
/// `'0'` and `'1'`: `'1'` is the tri-down marker); otherwise it is read character by character as at most one line style (`'-'`,
/// `'--'`, `'-.'`, `':'`, `' '`), one marker, and one colour letter (`b g r c m y k w`) or `'C<digits>'` (which matplotlib lets
/// override an earlier colour). Errors carry matplotlib's messages, e.g. `'q' is not a valid format string (unrecognized
/// character 'q')`.
pub fn parse_fmt(s: &str) -> Result<FmtSpec, ColorError> {
    if s != "0" && s != "1" {
        if let Ok(color) = parse_color(s) {
            return Ok(FmtSpec { color: Some(color), linestyle: None, marker: None });
        }
    }
    let fail = |why: &str| ColorError(format!("{} is not a valid format string ({why})", py_repr(s)));
    let chars: Vec<char> = s.chars().collect();
    let mut spec = FmtSpec::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some((style, len)) = LineStyle::from_fmt_prefix(&chars[i..]) {
            if spec.linestyle.replace(style).is_some() {
                return Err(fail("two linestyle symbols"));
            }
            i += len;
        } else if let Some(marker) = Marker::from_symbol(c) {
            if spec.marker.replace(marker).is_some() {
                return Err(fail("two marker symbols"));
            }
            i += 1;
        } else if let Some(color) = base_color(&c.to_string()) {
            if spec.color.replace(color).is_some() {
                return Err(fail("two color symbols"));
            }
            i += 1;
        } else if c == 'C' {
            let digits: String = chars[i + 1..].iter().take_while(|d| d.is_ascii_digit()).collect();
            let color = cycle_color(&format!("C{digits}")).ok_or_else(|| fail("'C' must be followed by a number"))?;
            // Unlike a colour letter, matplotlib lets 'C<n>' replace an earlier colour.
            spec.color = Some(color);
            i += 1 + digits.len();
        } else {
            return Err(fail(&format!("unrecognized character {}", py_repr(&c.to_string()))));
        }
    }
    if spec.linestyle.is_none() && spec.marker.is_none() {
        spec.linestyle = Some(LineStyle::Solid);
    }
    spec.linestyle.get_or_insert(LineStyle::None);
    spec.marker.get_or_insert(Marker::None);
    Ok(spec)
}

/// The end of matplotlib's "not a valid value" message: up to three close matches (`difflib.get_close_matches`, cutoff 0.5).
fn suggestion(word: &str, choices: &[&str]) -> String {
    let quoted: Vec<String> = close_matches(word, choices).iter().map(|m| py_repr(m)).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => format!(" Did you mean: {one}?"),
        many => format!(" Did you mean one of: {}?", many.join(", ")),
    }
}

/// Python's `difflib.get_close_matches(word, choices, n=3, cutoff=0.5)`: the best-scoring choices, highest first (ties: the
/// greater string first). Python's "autojunk" heuristic only applies to words of 200+ characters, which cannot reach the cutoff
/// against these short choices, so it is left out.
fn close_matches<'a>(word: &str, choices: &[&'a str]) -> Vec<&'a str> {
    let word: Vec<char> = word.chars().collect();
    let mut scored: Vec<(f64, &str)> =
        choices.iter().map(|&choice| (similarity(&choice.chars().collect::<Vec<_>>(), &word), choice)).filter(|&(score, _)| score >= 0.5).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| b.1.cmp(a.1)));
    scored.into_iter().take(3).map(|(_, choice)| choice).collect()
}

/// `SequenceMatcher(None, a, b).ratio()`: twice the matched characters over the total length.
fn similarity(a: &[char], b: &[char]) -> f64 {
    let total = a.len() + b.len();
    if total == 0 {
        return 1.0;
    }
    2.0 * matched_chars(a, b) as f64 / total as f64
}

/// The characters in `SequenceMatcher`'s matching blocks: the longest common run, then recursively either side of it.
fn matched_chars(a: &[char], b: &[char]) -> usize {
    let (i, j, size) = longest_common_run(a, b);
    if size == 0 {
        return 0;
    }
    size + matched_chars(&a[..i], &b[..j]) + matched_chars(&a[i + size..], &b[j + size..])
}

/// `SequenceMatcher.find_longest_match` without junk: `(start in a, start in b, length)` of the longest common run, the earliest in
/// `a` (then in `b`) on ties.
fn longest_common_run(a: &[char], b: &[char]) -> (usize, usize, usize) {
    let mut best = (0, 0, 0);
    // run_ending[j + 1]: length of the common run ending at the previous character of `a` and at b[j].
    let mut run_ending = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        let mut next = vec![0; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            if ca == cb {
                let len = run_ending[j] + 1;
                next[j + 1] = len;
                if len > best.2 {
                    best = (i + 1 - len, j + 1 - len, len);
                }
            }
        }
        run_ending = next;
    }
    best
}

/// matplotlib's CSS4 colour names and its Tableau names (`'tab:blue'`…, with `'tab:grey'`), sorted (binary-searched), as
/// `0xrrggbb`. Generated from matplotlib 3.11.2's `_colors_full_map`.
const NAMED_COLORS: [(&str, u32); 159] = [
    ("aliceblue", 0xf0f8ff),
    ("antiquewhite", 0xfaebd7),
    ("aqua", 0x00ffff),
    ("aquamarine", 0x7fffd4),
    ("azure", 0xf0ffff),
    ("beige", 0xf5f5dc),
    ("bisque", 0xffe4c4),
    ("black", 0x000000),
    ("blanchedalmond", 0xffebcd),
    ("blue", 0x0000ff),
    ("blueviolet", 0x8a2be2),
    ("brown", 0xa52a2a),
    ("burlywood", 0xdeb887),
    ("cadetblue", 0x5f9ea0),
    ("chartreuse", 0x7fff00),
    ("chocolate", 0xd2691e),
    ("coral", 0xff7f50),
    ("cornflowerblue", 0x6495ed),
    ("cornsilk", 0xfff8dc),
    ("crimson", 0xdc143c),
    ("cyan", 0x00ffff),
    ("darkblue", 0x00008b),
    ("darkcyan", 0x008b8b),
    ("darkgoldenrod", 0xb8860b),
    ("darkgray", 0xa9a9a9),
    ("darkgreen", 0x006400),
    ("darkgrey", 0xa9a9a9),
    ("darkkhaki", 0xbdb76b),
    ("darkmagenta", 0x8b008b),
    ("darkolivegreen", 0x556b2f),
    ("darkorange", 0xff8c00),
    ("darkorchid", 0x9932cc),
    ("darkred", 0x8b0000),
    ("darksalmon", 0xe9967a),
    ("darkseagreen", 0x8fbc8f),
    ("darkslateblue", 0x483d8b),
    ("darkslategray", 0x2f4f4f),
    ("darkslategrey", 0x2f4f4f),
    ("darkturquoise", 0x00ced1),
    ("darkviolet", 0x9400d3),
    ("deeppink", 0xff1493),
    ("deepskyblue", 0x00bfff),
    ("dimgray", 0x696969),
    ("dimgrey", 0x696969),
    ("dodgerblue", 0x1e90ff),
    ("firebrick", 0xb22222),
    ("floralwhite", 0xfffaf0),
    ("forestgreen", 0x228b22),
    ("fuchsia", 0xff00ff),
    ("gainsboro", 0xdcdcdc),
    ("ghostwhite", 0xf8f8ff),
    ("gold", 0xffd700),
    ("goldenrod", 0xdaa520),
    ("gray", 0x808080),
    ("green", 0x008000),
    ("greenyellow", 0xadff2f),
    ("grey", 0x808080),
    ("honeydew", 0xf0fff0),
    ("hotpink", 0xff69b4),
    ("indianred", 0xcd5c5c),
    ("indigo", 0x4b0082),
    ("ivory", 0xfffff0),
    ("khaki", 0xf0e68c),
    ("lavender", 0xe6e6fa),
    ("lavenderblush", 0xfff0f5),
    ("lawngreen", 0x7cfc00),
    ("lemonchiffon", 0xfffacd),
    ("lightblue", 0xadd8e6),
    ("lightcoral", 0xf08080),
    ("lightcyan", 0xe0ffff),
    ("lightgoldenrodyellow", 0xfafad2),
    ("lightgray", 0xd3d3d3),
    ("lightgreen", 0x90ee90),
    ("lightgrey", 0xd3d3d3),
    ("lightpink", 0xffb6c1),
    ("lightsalmon", 0xffa07a),
    ("lightseagreen", 0x20b2aa),
    ("lightskyblue", 0x87cefa),
    ("lightslategray", 0x778899),
    ("lightslategrey", 0x778899),
    ("lightsteelblue", 0xb0c4de),
    ("lightyellow", 0xffffe0),
    ("lime", 0x00ff00),
    ("limegreen", 0x32cd32),
    ("linen", 0xfaf0e6),
    ("magenta", 0xff00ff),
    ("maroon", 0x800000),
    ("mediumaquamarine", 0x66cdaa),
    ("mediumblue", 0x0000cd),
    ("mediumorchid", 0xba55d3),
    ("mediumpurple", 0x9370db),
    ("mediumseagreen", 0x3cb371),
    ("mediumslateblue", 0x7b68ee),
    ("mediumspringgreen", 0x00fa9a),
    ("mediumturquoise", 0x48d1cc),
    ("mediumvioletred", 0xc71585),
    ("midnightblue", 0x191970),
    ("mintcream", 0xf5fffa),
    ("mistyrose", 0xffe4e1),
    ("moccasin", 0xffe4b5),
    ("navajowhite", 0xffdead),
    ("navy", 0x000080),
    ("oldlace", 0xfdf5e6),
    ("olive", 0x808000),
    ("olivedrab", 0x6b8e23),
    ("orange", 0xffa500),
    ("orangered", 0xff4500),
    ("orchid", 0xda70d6),
    ("palegoldenrod", 0xeee8aa),
    ("palegreen", 0x98fb98),
    ("paleturquoise", 0xafeeee),
    ("palevioletred", 0xdb7093),
    ("papayawhip", 0xffefd5),
    ("peachpuff", 0xffdab9),
    ("peru", 0xcd853f),
    ("pink", 0xffc0cb),
    ("plum", 0xdda0dd),
    ("powderblue", 0xb0e0e6),
    ("purple", 0x800080),
    ("rebeccapurple", 0x663399),
    ("red", 0xff0000),
    ("rosybrown", 0xbc8f8f),
    ("royalblue", 0x4169e1),
    ("saddlebrown", 0x8b4513),
    ("salmon", 0xfa8072),
    ("sandybrown", 0xf4a460),
    ("seagreen", 0x2e8b57),
    ("seashell", 0xfff5ee),
    ("sienna", 0xa0522d),
    ("silver", 0xc0c0c0),
    ("skyblue", 0x87ceeb),
    ("slateblue", 0x6a5acd),
    ("slategray", 0x708090),
    ("slategrey", 0x708090),
    ("snow", 0xfffafa),
    ("springgreen", 0x00ff7f),
    ("steelblue", 0x4682b4),
    ("tab:blue", 0x1f77b4),
    ("tab:brown", 0x8c564b),
    ("tab:cyan", 0x17becf),
    ("tab:gray", 0x7f7f7f),
    ("tab:green", 0x2ca02c),
    ("tab:grey", 0x7f7f7f),
    ("tab:olive", 0xbcbd22),
    ("tab:orange", 0xff7f0e),
    ("tab:pink", 0xe377c2),
    ("tab:purple", 0x9467bd),
    ("tab:red", 0xd62728),
    ("tan", 0xd2b48c),
    ("teal", 0x008080),
    ("thistle", 0xd8bfd8),
    ("tomato", 0xff6347),
    ("turquoise", 0x40e0d0),
    ("violet", 0xee82ee),
    ("wheat", 0xf5deb3),
    ("white", 0xffffff),
    ("whitesmoke", 0xf5f5f5),
    ("yellow", 0xffff00),
    ("yellowgreen", 0x9acd32),
];

/// matplotlib's xkcd colours (the `'xkcd:'` prefix dropped, `grey` names also spelled `gray` as matplotlib adds them), as
/// `name=rrggbb` entries separated by `;`. Generated from matplotlib 3.11.2's `_colors_full_map`.
const XKCD_COLORS: &str = "\
    acid green=8ffe09;adobe=bd6c48;algae=54ac68;algae green=21c36f;almost black=070d0d;amber=feb308;amethyst=9b5fc0;apple=6ecb3c;\
    apple green=76cd26;apricot=ffb16d;aqua=13eac9;aqua blue=02d8e9;aqua green=12e193;aqua marine=2ee8bb;aquamarine=04d8b2;army green=4b5d16;\
    asparagus=77ab56;aubergine=3d0734;auburn=9a3001;avocado=90b134;avocado green=87a922;azul=1d5dec;azure=069af3;baby blue=a2cffe;\
    baby green=8cff9e;baby pink=ffb7ce;baby poo=ab9004;baby poop=937c00;baby poop green=8f9805;baby puke green=b6c406;baby purple=ca9bf7;\
    baby shit brown=ad900d;baby shit green=889717;banana=ffff7e;banana yellow=fafe4b;barbie pink=fe46a5;barf green=94ac02;barney=ac1db8;\
    barney purple=a00498;battleship gray=6b7c85;battleship grey=6b7c85;beige=e6daa6;berry=990f4b;bile=b5c306;black=000000;bland=afa88b;\
    blood=770001;blood orange=fe4b03;blood red=980002;blue=0343df;blue blue=2242c7;blue gray=607c8e;blue green=137e6d;blue grey=607c8e;\
    blue purple=5729ce;blue violet=5d06e9;blue with a hint of purple=533cc6;blue/gray=758da3;blue/green=0f9b8e;blue/grey=758da3;\
    blue/purple=5a06ef;blueberry=464196;bluegray=85a3b2;bluegreen=017a79;bluegrey=85a3b2;bluey gray=89a0b0;bluey green=2bb179;\
    bluey grey=89a0b0;bluey purple=6241c7;bluish=2976bb;bluish gray=748b97;bluish green=10a674;bluish grey=748b97;bluish purple=703be7;\
    blurple=5539cc;blush=f29e8e;blush pink=fe828c;booger=9bb53c;booger green=96b403;bordeaux=7b002c;boring green=63b365;bottle green=044a05;\
    brick=a03623;brick orange=c14a09;brick red=8f1402;bright aqua=0bf9ea;bright blue=0165fc;bright cyan=41fdfe;bright green=01ff07;\
    bright lavender=c760ff;bright light blue=26f7fd;bright light green=2dfe54;bright lilac=c95efb;bright lime=87fd05;\
    bright lime green=65fe08;bright magenta=ff08e8;bright olive=9cbb04;bright orange=ff5b00;bright pink=fe01b1;bright purple=be03fd;\
    bright red=ff000d;bright sea green=05ffa6;bright sky blue=02ccfe;bright teal=01f9c6;bright turquoise=0ffef9;bright violet=ad0afd;\
    bright yellow=fffd01;bright yellow green=9dff00;british racing green=05480d;bronze=a87900;brown=653700;brown gray=8d8468;\
    brown green=706c11;brown grey=8d8468;brown orange=b96902;brown red=922b05;brown yellow=b29705;brownish=9c6d57;brownish gray=86775f;\
    brownish green=6a6e09;brownish grey=86775f;brownish orange=cb7723;brownish pink=c27e79;brownish purple=76424e;brownish red=9e3623;\
    brownish yellow=c9b003;browny green=6f6c0a;browny orange=ca6b02;bruise=7e4071;bubble gum pink=ff69af;bubblegum=ff6cb5;\
    bubblegum pink=fe83cc;buff=fef69e;burgundy=610023;burnt orange=c04e01;burnt red=9f2305;burnt siena=b75203;burnt sienna=b04e0f;\
    burnt umber=a0450e;burnt yellow=d5ab09;burple=6832e3;butter=ffff81;butter yellow=fffd74;butterscotch=fdb147;cadet blue=4e7496;\
    camel=c69f59;camo=7f8f4e;camo green=526525;camouflage green=4b6113;canary=fdff63;canary yellow=fffe40;candy pink=ff63e9;caramel=af6f09;\
    carmine=9d0216;carnation=fd798f;carnation pink=ff7fa7;carolina blue=8ab8fe;celadon=befdb7;celery=c1fd95;cement=a5a391;cerise=de0c62;\
    cerulean=0485d1;cerulean blue=056eee;charcoal=343837;charcoal gray=3c4142;charcoal grey=3c4142;chartreuse=c1f80a;cherry=cf0234;\
    cherry red=f7022a;chestnut=742802;chocolate=3d1c02;chocolate brown=411900;cinnamon=ac4f06;claret=680018;clay=b66a50;clay brown=b2713d;\
    clear blue=247afd;cloudy blue=acc2d9;cobalt=1e488f;cobalt blue=030aa7;cocoa=875f42;coffee=a6814c;cool blue=4984b8;cool gray=95a3a6;\
    cool green=33b864;cool grey=95a3a6;copper=b66325;coral=fc5a50;coral pink=ff6163;cornflower=6a79f7;cornflower blue=5170d7;\
    cranberry=9e003a;cream=ffffc2;creme=ffffb6;crimson=8c000f;custard=fffd78;cyan=00ffff;dandelion=fedf08;dark=1b2431;dark aqua=05696b;\
    dark aquamarine=017371;dark beige=ac9362;dark blue=00035b;dark blue gray=1f3b4d;dark blue green=005249;dark blue grey=1f3b4d;\
    dark brown=341c02;dark coral=cf524e;dark cream=fff39a;dark cyan=0a888a;dark forest green=002d04;dark fuchsia=9d0759;dark gold=b59410;\
    dark grass green=388004;dark gray=363737;dark gray blue=29465b;dark green=033500;dark green blue=1f6357;dark grey=363737;\
    dark grey blue=29465b;dark hot pink=d90166;dark indigo=1f0954;dark khaki=9b8f55;dark lavender=856798;dark lilac=9c6da5;dark lime=84b701;\
    dark lime green=7ebd01;dark magenta=960056;dark maroon=3c0008;dark mauve=874c62;dark mint=48c072;dark mint green=20c073;\
    dark mustard=a88905;dark navy=000435;dark navy blue=00022e;dark olive=373e02;dark olive green=3c4d03;dark orange=c65102;\
    dark pastel green=56ae57;dark peach=de7e5d;dark periwinkle=665fd1;dark pink=cb416b;dark plum=3f012c;dark purple=35063e;dark red=840000;\
    dark rose=b5485d;dark royal blue=02066f;dark sage=598556;dark salmon=c85a53;dark sand=a88f59;dark sea green=11875d;dark seafoam=1fb57a;\
    dark seafoam green=3eaf76;dark sky blue=448ee4;dark slate blue=214761;dark tan=af884a;dark taupe=7f684e;dark teal=014d4e;\
    dark turquoise=045c5a;dark violet=34013f;dark yellow=d5b60a;dark yellow green=728f02;darkblue=030764;darkgreen=054907;\
    darkish blue=014182;darkish green=287c37;darkish pink=da467d;darkish purple=751973;darkish red=a90308;deep aqua=08787f;deep blue=040273;\
    deep brown=410200;deep green=02590f;deep lavender=8d5eb7;deep lilac=966ebd;deep magenta=a0025c;deep orange=dc4d01;deep pink=cb0162;\
    deep purple=36013f;deep red=9a0200;deep rose=c74767;deep sea blue=015482;deep sky blue=0d75f8;deep teal=00555a;deep turquoise=017374;\
    deep violet=490648;denim=3b638c;denim blue=3b5b92;desert=ccad60;diarrhea=9f8303;dirt=8a6e45;dirt brown=836539;dirty blue=3f829d;\
    dirty green=667e2c;dirty orange=c87606;dirty pink=ca7b80;dirty purple=734a65;dirty yellow=cdc50a;dodger blue=3e82fc;drab=828344;\
    drab green=749551;dried blood=4b0101;duck egg blue=c3fbf4;dull blue=49759c;dull brown=876e4b;dull green=74a662;dull orange=d8863b;\
    dull pink=d5869d;dull purple=84597e;dull red=bb3f3f;dull teal=5f9e8f;dull yellow=eedc5b;dusk=4e5481;dusk blue=26538d;dusky blue=475f94;\
    dusky pink=cc7a8b;dusky purple=895b7b;dusky rose=ba6873;dust=b2996e;dusty blue=5a86ad;dusty green=76a973;dusty lavender=ac86a8;\
    dusty orange=f0833a;dusty pink=d58a94;dusty purple=825f87;dusty red=b9484e;dusty rose=c0737a;dusty teal=4c9085;earth=a2653e;\
    easter green=8cfd7e;easter purple=c071fe;ecru=feffca;egg shell=fffcc4;eggplant=380835;eggplant purple=430541;eggshell=ffffd4;\
    eggshell blue=c4fff7;electric blue=0652ff;electric green=21fc0d;electric lime=a8ff04;electric pink=ff0490;electric purple=aa23ff;\
    emerald=01a049;emerald green=028f1e;evergreen=05472a;faded blue=658cbb;faded green=7bb274;faded orange=f0944d;faded pink=de9dac;\
    faded purple=916e99;faded red=d3494e;faded yellow=feff7f;fawn=cfaf7b;fern=63a950;fern green=548d44;fire engine red=fe0002;\
    flat blue=3c73a8;flat green=699d4c;fluorescent green=08ff08;fluro green=0aff02;foam green=90fda9;forest=0b5509;forest green=06470c;\
    forrest green=154406;french blue=436bad;fresh green=69d84f;frog green=58bc08;fuchsia=ed0dd9;gold=dbb40c;golden=f5bf03;\
    golden brown=b27a01;golden rod=f9bc08;golden yellow=fec615;goldenrod=fac205;grape=6c3461;grape purple=5d1451;grapefruit=fd5956;\
    grass=5cac2d;grass green=3f9b0b;grassy green=419c03;gray=929591;gray blue=6b8ba4;gray brown=7f7053;gray green=789b73;gray pink=c3909b;\
    gray purple=826d8c;gray teal=5e9b8a;gray/blue=647d8e;gray/green=86a17d;grayblue=77a1b5;grayish=a8a495;grayish blue=5e819d;\
    grayish brown=7a6a4f;grayish green=82a67d;grayish pink=c88d94;grayish purple=887191;grayish teal=719f91;green=15b01a;green apple=5edc1f;\
    green blue=06b48b;green brown=544e03;green gray=77926f;green grey=77926f;green teal=0cb577;green yellow=c9ff27;green/blue=01c08d;\
    green/yellow=b5ce08;greenblue=23c48b;greenish=40a368;greenish beige=c9d179;greenish blue=0b8b87;greenish brown=696112;\
    greenish cyan=2afeb7;greenish gray=96ae8d;greenish grey=96ae8d;greenish tan=bccb7a;greenish teal=32bf84;greenish turquoise=00fbb0;\
    greenish yellow=cdfd02;greeny blue=42b395;greeny brown=696006;greeny gray=7ea07a;greeny grey=7ea07a;greeny yellow=c6f808;grey=929591;\
    grey blue=6b8ba4;grey brown=7f7053;grey green=789b73;grey pink=c3909b;grey purple=826d8c;grey teal=5e9b8a;grey/blue=647d8e;\
    grey/green=86a17d;greyblue=77a1b5;greyish=a8a495;greyish blue=5e819d;greyish brown=7a6a4f;greyish green=82a67d;greyish pink=c88d94;\
    greyish purple=887191;greyish teal=719f91;gross green=a0bf16;gunmetal=536267;hazel=8e7618;heather=a484ac;heliotrope=d94ff5;\
    highlighter green=1bfc06;hospital green=9be5aa;hot green=25ff29;hot magenta=f504c9;hot pink=ff028d;hot purple=cb00f5;\
    hunter green=0b4008;ice=d6fffa;ice blue=d7fffe;icky green=8fae22;indian red=850e04;indigo=380282;indigo blue=3a18b1;iris=6258c4;\
    irish green=019529;ivory=ffffcb;jade=1fa774;jade green=2baf6a;jungle green=048243;kelley green=009337;kelly green=02ab2e;\
    kermit green=5cb200;key lime=aeff6e;khaki=aaa662;khaki green=728639;kiwi=9cef43;kiwi green=8ee53f;lavender=c79fef;lavender blue=8b88f8;\
    lavender pink=dd85d7;lawn green=4da409;leaf=71aa34;leaf green=5ca904;leafy green=51b73b;leather=ac7434;lemon=fdff52;lemon green=adf802;\
    lemon lime=bffe28;lemon yellow=fdff38;lichen=8fb67b;light aqua=8cffdb;light aquamarine=7bfdc7;light beige=fffeb6;light blue=95d0fc;\
    light blue gray=b7c9e2;light blue green=7efbb3;light blue grey=b7c9e2;light bluish green=76fda8;light bright green=53fe5c;\
    light brown=ad8150;light burgundy=a8415b;light cyan=acfffc;light eggplant=894585;light forest green=4f9153;light gold=fddc5c;\
    light grass green=9af764;light gray=d8dcd6;light gray blue=9dbcd4;light gray green=b7e1a1;light green=96f97b;light green blue=56fca2;\
    light greenish blue=63f7b4;light grey=d8dcd6;light grey blue=9dbcd4;light grey green=b7e1a1;light indigo=6d5acf;light khaki=e6f2a2;\
    light lavendar=efc0fe;light lavender=dfc5fe;light light blue=cafffb;light light green=c8ffb0;light lilac=edc8ff;light lime=aefd6c;\
    light lime green=b9ff66;light magenta=fa5ff7;light maroon=a24857;light mauve=c292a1;light mint=b6ffbb;light mint green=a6fbb2;\
    light moss green=a6c875;light mustard=f7d560;light navy=155084;light navy blue=2e5a88;light neon green=4efd54;light olive=acbf69;\
    light olive green=a4be5c;light orange=fdaa48;light pastel green=b2fba5;light pea green=c4fe82;light peach=ffd8b1;\
    light periwinkle=c1c6fc;light pink=ffd1df;light plum=9d5783;light purple=bf77f6;light red=ff474c;light rose=ffc5cb;\
    light royal blue=3a2efe;light sage=bcecac;light salmon=fea993;light sea green=98f6b0;light seafoam=a0febf;light seafoam green=a7ffb5;\
    light sky blue=c6fcff;light tan=fbeeac;light teal=90e4c1;light turquoise=7ef4cc;light urple=b36ff6;light violet=d6b4fc;\
    light yellow=fffe7a;light yellow green=ccfd7f;light yellowish green=c2ff89;lightblue=7bc8f6;lighter green=75fd63;lighter purple=a55af4;\
    lightgreen=76ff7b;lightish blue=3d7afd;lightish green=61e160;lightish purple=a552e6;lightish red=fe2f4a;lilac=cea2fd;liliac=c48efd;\
    lime=aaff32;lime green=89fe05;lime yellow=d0fe1d;lipstick=d5174e;lipstick red=c0022f;macaroni and cheese=efb435;magenta=c20078;\
    mahogany=4a0100;maize=f4d054;mango=ffa62b;manilla=fffa86;marigold=fcc006;marine=042e60;marine blue=01386a;maroon=650021;mauve=ae7181;\
    medium blue=2c6fbb;medium brown=7f5112;medium gray=7d7f7c;medium green=39ad48;medium grey=7d7f7c;medium pink=f36196;\
    medium purple=9e43a2;melon=ff7855;merlot=730039;metallic blue=4f738e;mid blue=276ab3;mid green=50a747;midnight=03012d;\
    midnight blue=020035;midnight purple=280137;military green=667c3e;milk chocolate=7f4e1e;mint=9ffeb0;mint green=8fff9f;\
    minty green=0bf77d;mocha=9d7651;moss=769958;moss green=658b38;mossy green=638b27;mud=735c12;mud brown=60460f;mud green=606602;\
    muddy brown=886806;muddy green=657432;muddy yellow=bfac05;mulberry=920a4e;murky green=6c7a0e;mushroom=ba9e88;mustard=ceb301;\
    mustard brown=ac7e04;mustard green=a8b504;mustard yellow=d2bd0a;muted blue=3b719f;muted green=5fa052;muted pink=d1768f;\
    muted purple=805b87;nasty green=70b23f;navy=01153e;navy blue=001146;navy green=35530a;neon blue=04d9ff;neon green=0cff0c;\
    neon pink=fe019a;neon purple=bc13fe;neon red=ff073a;neon yellow=cfff04;nice blue=107ab0;night blue=040348;ocean=017b92;\
    ocean blue=03719c;ocean green=3d9973;ocher=bf9b0c;ochre=bf9005;ocre=c69c04;off blue=5684ae;off green=6ba353;off white=ffffe4;\
    off yellow=f1f33f;old pink=c77986;old rose=c87f89;olive=6e750e;olive brown=645403;olive drab=6f7632;olive green=677a04;\
    olive yellow=c2b709;orange=f97306;orange brown=be6400;orange pink=ff6f52;orange red=fd411e;orange yellow=ffad01;orangeish=fd8d49;\
    orangered=fe420f;orangey brown=b16002;orangey red=fa4224;orangey yellow=fdb915;orangish=fc824a;orangish brown=b25f03;\
    orangish red=f43605;orchid=c875c4;pale=fff9d0;pale aqua=b8ffeb;pale blue=d0fefe;pale brown=b1916e;pale cyan=b7fffa;pale gold=fdde6c;\
    pale gray=fdfdfe;pale green=c7fdb5;pale grey=fdfdfe;pale lavender=eecffe;pale light green=b1fc99;pale lilac=e4cbff;pale lime=befd73;\
    pale lime green=b1ff65;pale magenta=d767ad;pale mauve=fed0fc;pale olive=b9cc81;pale olive green=b1d27b;pale orange=ffa756;\
    pale peach=ffe5ad;pale pink=ffcfdc;pale purple=b790d4;pale red=d9544d;pale rose=fdc1c5;pale salmon=ffb19a;pale sky blue=bdf6fe;\
    pale teal=82cbb2;pale turquoise=a5fbd5;pale violet=ceaefa;pale yellow=ffff84;parchment=fefcaf;pastel blue=a2bffe;pastel green=b0ff9d;\
    pastel orange=ff964f;pastel pink=ffbacd;pastel purple=caa0ff;pastel red=db5856;pastel yellow=fffe71;pea=a4bf20;pea green=8eab12;\
    pea soup=929901;pea soup green=94a617;peach=ffb07c;peachy pink=ff9a8a;peacock blue=016795;pear=cbf85f;periwinkle=8e82fe;\
    periwinkle blue=8f99fb;perrywinkle=8f8ce7;petrol=005f6a;pig pink=e78ea5;pine=2b5d34;pine green=0a481e;pink=ff81c0;pink purple=db4bda;\
    pink red=f5054f;pink/purple=ef1de7;pinkish=d46a7e;pinkish brown=b17261;pinkish gray=c8aca9;pinkish grey=c8aca9;pinkish orange=ff724c;\
    pinkish purple=d648d7;pinkish red=f10c45;pinkish tan=d99b82;pinky=fc86aa;pinky purple=c94cbe;pinky red=fc2647;piss yellow=ddd618;\
    pistachio=c0fa8b;plum=580f41;plum purple=4e0550;poison green=40fd14;poo=8f7303;poo brown=885f01;poop=7f5e00;poop brown=7a5901;\
    poop green=6f7c00;powder blue=b1d1fc;powder pink=ffb2d0;primary blue=0804f9;prussian blue=004577;puce=a57e52;puke=a5a502;\
    puke brown=947706;puke green=9aae07;puke yellow=c2be0e;pumpkin=e17701;pumpkin orange=fb7d07;pure blue=0203e2;purple=7e1e9c;\
    purple blue=632de9;purple brown=673a3f;purple gray=866f85;purple grey=866f85;purple pink=e03fd8;purple red=990147;purple/blue=5d21d0;\
    purple/pink=d725de;purpleish=98568d;purpleish blue=6140ef;purpleish pink=df4ec8;purpley=8756e4;purpley blue=5f34e7;purpley gray=947e94;\
    purpley grey=947e94;purpley pink=c83cb9;purplish=94568c;purplish blue=601ef9;purplish brown=6b4247;purplish gray=7a687f;\
    purplish grey=7a687f;purplish pink=ce5dae;purplish red=b0054b;purply=983fb2;purply blue=661aee;purply pink=f075e6;putty=beae8a;\
    racing green=014600;radioactive green=2cfa1f;raspberry=b00149;raw sienna=9a6200;raw umber=a75e09;really light blue=d4ffff;red=e50000;\
    red brown=8b2e16;red orange=fd3c06;red pink=fa2a55;red purple=820747;red violet=9e0168;red wine=8c0034;reddish=c44240;\
    reddish brown=7f2b0a;reddish gray=997570;reddish grey=997570;reddish orange=f8481c;reddish pink=fe2c54;reddish purple=910951;\
    reddy brown=6e1005;rich blue=021bf9;rich purple=720058;robin egg blue=8af1fe;robin's egg=6dedfd;robin's egg blue=98eff9;rosa=fe86a4;\
    rose=cf6275;rose pink=f7879a;rose red=be013c;rosy pink=f6688e;rouge=ab1239;royal=0c1793;royal blue=0504aa;royal purple=4b006e;\
    ruby=ca0147;russet=a13905;rust=a83c09;rust brown=8b3103;rust orange=c45508;rust red=aa2704;rusty orange=cd5909;rusty red=af2f0d;\
    saffron=feb209;sage=87ae73;sage green=88b378;salmon=ff796c;salmon pink=fe7b7c;sand=e2ca76;sand brown=cba560;sand yellow=fce166;\
    sandstone=c9ae74;sandy=f1da7a;sandy brown=c4a661;sandy yellow=fdee73;sap green=5c8b15;sapphire=2138ab;scarlet=be0119;sea=3c9992;\
    sea blue=047495;sea green=53fca1;seafoam=80f9ad;seafoam blue=78d1b6;seafoam green=7af9ab;seaweed=18d17b;seaweed green=35ad6b;\
    sepia=985e2b;shamrock=01b44c;shamrock green=02c14d;shit=7f5f00;shit brown=7b5804;shit green=758000;shocking pink=fe02a2;\
    sick green=9db92c;sickly green=94b21c;sickly yellow=d0e429;sienna=a9561e;silver=c5c9c7;sky=82cafc;sky blue=75bbfd;slate=516572;\
    slate blue=5b7c99;slate gray=59656d;slate green=658d6d;slate grey=59656d;slime green=99cc04;snot=acbb0d;snot green=9dc100;\
    soft blue=6488ea;soft green=6fc276;soft pink=fdb0c0;soft purple=a66fb5;spearmint=1ef876;spring green=a9f971;spruce=0a5f38;squash=f2ab15;\
    steel=738595;steel blue=5a7d9a;steel gray=6f828a;steel grey=6f828a;stone=ada587;stormy blue=507b9c;straw=fcf679;strawberry=fb2943;\
    strong blue=0c06f7;strong pink=ff0789;sun yellow=ffdf22;sunflower=ffc512;sunflower yellow=ffda03;sunny yellow=fff917;\
    sunshine yellow=fffd37;swamp=698339;swamp green=748500;tan=d1b26f;tan brown=ab7e4c;tan green=a9be70;tangerine=ff9408;taupe=b9a281;\
    tea=65ab7c;tea green=bdf8a3;teal=029386;teal blue=01889f;teal green=25a36f;tealish=24bca8;tealish green=0cdc73;terra cotta=c9643b;\
    terracota=cb6843;terracotta=ca6641;tiffany blue=7bf2da;tomato=ef4026;tomato red=ec2d01;topaz=13bbaf;toupe=c7ac7d;toxic green=61de2a;\
    tree green=2a7e19;true blue=010fcc;true green=089404;turquoise=06c2ac;turquoise blue=06b1c4;turquoise green=04f489;turtle green=75b84f;\
    twilight=4e518b;twilight blue=0a437a;ugly blue=31668a;ugly brown=7d7103;ugly green=7a9703;ugly pink=cd7584;ugly purple=a442a0;\
    ugly yellow=d0c101;ultramarine=2000b1;ultramarine blue=1805db;umber=b26400;velvet=750851;vermillion=f4320c;very dark blue=000133;\
    very dark brown=1d0200;very dark green=062e03;very dark purple=2a0134;very light blue=d5ffff;very light brown=d3b683;\
    very light green=d1ffbd;very light pink=fff4f2;very light purple=f6cefc;very pale blue=d6fffe;very pale green=cffdbc;\
    vibrant blue=0339f8;vibrant green=0add08;vibrant purple=ad03de;violet=9a0eea;violet blue=510ac9;violet pink=fb5ffc;violet red=a50055;\
    viridian=1e9167;vivid blue=152eff;vivid green=2fef10;vivid purple=9900fa;vomit=a2a415;vomit green=89a203;vomit yellow=c7c10c;\
    warm blue=4b57db;warm brown=964e02;warm gray=978a84;warm grey=978a84;warm pink=fb5581;warm purple=952e8f;washed out green=bcf5a6;\
    water blue=0e87cc;watermelon=fd4659;weird green=3ae57f;wheat=fbdd7e;white=ffffff;windows blue=3778bf;wine=80013f;wine red=7b0323;\
    wintergreen=20f986;wisteria=a87dc2;yellow=ffff14;yellow brown=b79400;yellow green=c0fb2d;yellow ochre=cb9d06;yellow orange=fcb001;\
    yellow tan=ffe36e;yellow/green=c8fd3d;yellowgreen=bbf90f;yellowish=faee66;yellowish brown=9b7a01;yellowish green=b0dd16;\
    yellowish orange=ffab0f;yellowish tan=fcfc81;yellowy brown=ae8b0c;yellowy green=bff128";

#[cfg(test)]
mod tests {
    //! Expected values were recorded from matplotlib 3.11.2 (`to_rgba`, `to_hex`, `Line2D.set_linestyle` / `_dash_pattern`,
    //! `MarkerStyle`, `_process_plot_format`) by a Python script; each table is its output, unedited.

    use super::*;

    type Expected<T> = Result<T, &'static str>;

    /// `to_rgba(s)`.
    const COLOR_CASES: &[(&str, Expected<[f64; 4]>)] = &[
        ("b", Ok([0.0, 0.0, 1.0, 1.0])),
        ("g", Ok([0.0, 0.5, 0.0, 1.0])),
        ("r", Ok([1.0, 0.0, 0.0, 1.0])),
        ("c", Ok([0.0, 0.75, 0.75, 1.0])),
        ("m", Ok([0.75, 0.0, 0.75, 1.0])),
        ("y", Ok([0.75, 0.75, 0.0, 1.0])),
        ("k", Ok([0.0, 0.0, 0.0, 1.0])),
        ("w", Ok([1.0, 1.0, 1.0, 1.0])),
        ("red", Ok([1.0, 0.0, 0.0, 1.0])),
        ("Red", Ok([1.0, 0.0, 0.0, 1.0])),
        ("RED", Ok([1.0, 0.0, 0.0, 1.0])),
        ("aliceblue", Ok([0.9411764705882353, 0.9725490196078431, 1.0, 1.0])),
        ("DarkSlateGrey", Ok([0.1843137254901961, 0.30980392156862746, 0.30980392156862746, 1.0])),
        ("rebeccapurple", Ok([0.4, 0.2, 0.6, 1.0])),
        ("tab:blue", Ok([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])),
        ("TAB:Orange", Ok([1.0, 0.4980392156862745, 0.054901960784313725, 1.0])),
        ("tab:grey", Ok([0.4980392156862745, 0.4980392156862745, 0.4980392156862745, 1.0])),
        ("tab:gray", Ok([0.4980392156862745, 0.4980392156862745, 0.4980392156862745, 1.0])),
        ("C0", Ok([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])),
        ("C1", Ok([1.0, 0.4980392156862745, 0.054901960784313725, 1.0])),
        ("C9", Ok([0.09019607843137255, 0.7450980392156863, 0.8117647058823529, 1.0])),
        ("C10", Ok([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])),
        ("C123", Ok([0.8392156862745098, 0.15294117647058825, 0.1568627450980392, 1.0])),
        ("C007", Ok([0.4980392156862745, 0.4980392156862745, 0.4980392156862745, 1.0])),
        ("c0", Err("Invalid RGBA argument: 'c0'")),
        ("C", Err("Invalid RGBA argument: 'C'")),
        ("C-1", Err("Invalid RGBA argument: 'C-1'")),
        ("C1 ", Err("Invalid RGBA argument: 'C1 '")),
        ("#1f77b4", Ok([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])),
        ("#1F77B4", Ok([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])),
        ("#abc", Ok([0.6666666666666666, 0.7333333333333333, 0.8, 1.0])),
        ("#ABCD", Ok([0.6666666666666666, 0.7333333333333333, 0.8, 0.8666666666666667])),
        ("#11223344", Ok([0.06666666666666667, 0.13333333333333333, 0.2, 0.26666666666666666])),
        ("#12", Err("Invalid hex color specifier: '#12'")),
        ("#1234567", Err("Invalid hex color specifier: '#1234567'")),
        ("#12345g", Err("Invalid RGBA argument: '#12345g'")),
        ("#", Err("Invalid RGBA argument: '#'")),
        ("abc", Err("Invalid RGBA argument: 'abc'")),
        ("0.5", Ok([0.5, 0.5, 0.5, 1.0])),
        (" 0.25\u{9}", Ok([0.25, 0.25, 0.25, 1.0])),
        ("1", Ok([1.0, 1.0, 1.0, 1.0])),
        ("0", Ok([0.0, 0.0, 0.0, 1.0])),
        ("1.0", Ok([1.0, 1.0, 1.0, 1.0])),
        ("0.0", Ok([0.0, 0.0, 0.0, 1.0])),
        (".5", Ok([0.5, 0.5, 0.5, 1.0])),
        ("1e-1", Ok([0.1, 0.1, 0.1, 1.0])),
        ("1.5", Err("Invalid string grayscale value '1.5'. Value must be within 0-1 range")),
        ("-0.1", Err("Invalid string grayscale value '-0.1'. Value must be within 0-1 range")),
        ("-0", Ok([-0.0, -0.0, -0.0, 1.0])),
        ("nan", Err("Invalid string grayscale value 'nan'. Value must be within 0-1 range")),
        ("inf", Err("Invalid string grayscale value 'inf'. Value must be within 0-1 range")),
        ("0.5_0", Ok([0.5, 0.5, 0.5, 1.0])),
        ("1_0", Err("Invalid string grayscale value '1_0'. Value must be within 0-1 range")),
        ("_5", Err("Invalid RGBA argument: '_5'")),
        ("0x1", Err("Invalid RGBA argument: '0x1'")),
        ("none", Ok([0.0, 0.0, 0.0, 0.0])),
        ("None", Ok([0.0, 0.0, 0.0, 0.0])),
        ("NONE", Ok([0.0, 0.0, 0.0, 0.0])),
        ("", Err("Invalid RGBA argument: ''")),
        ("bluish", Err("Invalid RGBA argument: 'bluish'")),
        ("B", Err("Invalid RGBA argument: 'B'")),
        ("G", Err("Invalid RGBA argument: 'G'")),
        ("xkcd:sky blue", Ok([0.4588235294117647, 0.7333333333333333, 0.9921568627450981, 1.0])),
        ("XKCD:Sky Blue", Ok([0.4588235294117647, 0.7333333333333333, 0.9921568627450981, 1.0])),
        ("xkcd:blue gray", Ok([0.3764705882352941, 0.48627450980392156, 0.5568627450980392, 1.0])),
        ("xkcd:blue grey", Ok([0.3764705882352941, 0.48627450980392156, 0.5568627450980392, 1.0])),
        ("xkcd:nonsense", Err("Invalid RGBA argument: 'xkcd:nonsense'")),
        ("it's", Err("Invalid RGBA argument: \"it's\"")),
        ("a\"b'c", Err("Invalid RGBA argument: 'a\"b\\'c'")),
        ("x\\y", Err("Invalid RGBA argument: 'x\\\\y'")),
        ("\n", Err("Invalid RGBA argument: '\\n'")),
        ("é", Err("Invalid RGBA argument: 'é'")),
        ("\u{7f}", Err("Invalid RGBA argument: '\\x7f'")),
        ("a\u{a0}b", Err("Invalid RGBA argument: 'a\\xa0b'")),
        ("grey", Ok([0.5019607843137255, 0.5019607843137255, 0.5019607843137255, 1.0])),
        ("lightgoldenrodyellow", Ok([0.9803921568627451, 0.9803921568627451, 0.8235294117647058, 1.0])),
        ("darkgrey", Ok([0.6627450980392157, 0.6627450980392157, 0.6627450980392157, 1.0])),
        ("tab:cyan", Ok([0.09019607843137255, 0.7450980392156863, 0.8117647058823529, 1.0])),
        ("TAB:CYAN", Ok([0.09019607843137255, 0.7450980392156863, 0.8117647058823529, 1.0])),
    ];

    /// `to_rgba(s, alpha)`.
    const ALPHA_CASES: &[(&str, f64, Expected<[f64; 4]>)] = &[
        ("red", 0.5, Ok([1.0, 0.0, 0.0, 0.5])),
        ("#11223344", 0.25, Ok([0.06666666666666667, 0.13333333333333333, 0.2, 0.25])),
        ("none", 0.5, Ok([0.0, 0.0, 0.0, 0.0])),
        ("g", 0.3, Ok([0.0, 0.5, 0.0, 0.3])),
        ("0.5", 0.0, Ok([0.5, 0.5, 0.5, 0.0])),
        ("C1", 1.0, Ok([1.0, 0.4980392156862745, 0.054901960784313725, 1.0])),
        ("red", 1.5, Err("'alpha' must be between 0 and 1, inclusive")),
        ("none", -1.0, Err("'alpha' must be between 0 and 1, inclusive")),
        ("red", f64::NAN, Err("'alpha' must be between 0 and 1, inclusive")),
        ("bluish", 0.5, Err("Invalid RGBA argument: 'bluish'")),
    ];

    /// `to_rgba(list)`.
    const COMPONENT_CASES: &[(&[f64], Expected<[f64; 4]>)] = &[
        (&[1.0, 0.0, 0.0], Ok([1.0, 0.0, 0.0, 1.0])),
        (&[0.1, 0.2, 0.3, 0.4], Ok([0.1, 0.2, 0.3, 0.4])),
        (&[1.0, 2.0, 0.0], Err("RGBA values should be within 0-1 range")),
        (&[0.0, 0.0, -0.5], Err("RGBA values should be within 0-1 range")),
        (&[1.0, 0.0, 0.0, 1.01], Err("RGBA values should be within 0-1 range")),
        (&[1.0, 0.0], Err("RGBA sequence should have length 3 or 4")),
        (&[0.0, 0.0, 0.0, 0.0, 0.0], Err("RGBA sequence should have length 3 or 4")),
        (&[], Err("RGBA sequence should have length 3 or 4")),
    ];

    /// `(rgba, to_hex(rgba), to_hex(rgba, keep_alpha=True))`.
    const HEX_CASES: &[([f64; 4], &str, &str)] = &[
        ([0.5, 0.5, 0.5, 1.0], "#808080", "#808080ff"),
        ([0.0, 0.5, 0.0, 1.0], "#008000", "#008000ff"),
        ([0.49607843137254903, 0.75, 0.25, 0.5], "#7ebf40", "#7ebf4080"),
        ([0.0019607843137254, 1.0, 0.998, 0.0], "#00fffe", "#00fffe00"),
        ([1.0, 0.0, 0.0, 0.5], "#ff0000", "#ff000080"),
        ([0.1, 0.2, 0.3, 0.4], "#1a334c", "#1a334c66"),
    ];

    /// `Line2D.set_linestyle(s)` then `get_linestyle()`.
    const LINESTYLE_CASES: &[(&str, Expected<&str>)] = &[
        ("-", Ok("-")),
        ("--", Ok("--")),
        ("-.", Ok("-.")),
        (":", Ok(":")),
        ("solid", Ok("-")),
        ("dashed", Ok("--")),
        ("dashdot", Ok("-.")),
        ("dotted", Ok(":")),
        ("None", Ok("None")),
        ("none", Ok("None")),
        (" ", Ok("None")),
        ("", Ok("None")),
        ("NONE", Err("'NONE' is not a valid value for ls.")),
        ("Solid", Err("'Solid' is not a valid value for ls. Did you mean: 'solid'?")),
        ("foo", Err("'foo' is not a valid value for ls.")),
        ("dash", Err("'dash' is not a valid value for ls. Did you mean one of: 'dashed', 'dashdot'?")),
        ("---", Err("'---' is not a valid value for ls. Did you mean one of: '--', '-'?")),
        ("dot", Err("'dot' is not a valid value for ls. Did you mean one of: 'dotted', 'dashdot'?")),
        ("o", Err("'o' is not a valid value for ls.")),
        ("dashes", Err("'dashes' is not a valid value for ls. Did you mean one of: 'dashed', 'dashdot'?")),
        ("Dotted", Err("'Dotted' is not a valid value for ls. Did you mean: 'dotted'?")),
        ("soild", Err("'soild' is not a valid value for ls. Did you mean: 'solid'?")),
    ];

    /// `(linestyle, linewidth, Line2D._dash_pattern[1])`.
    const DASH_CASES: &[(&str, f64, Option<&[f64]>)] = &[
        ("-", 1.5, None),
        ("--", 1.5, Some(&[5.550000000000001, 2.4000000000000004])),
        ("-.", 1.5, Some(&[9.600000000000001, 2.4000000000000004, 1.5, 2.4000000000000004])),
        (":", 1.5, Some(&[1.5, 2.4749999999999996])),
        ("None", 1.5, None),
        ("-", 2.0, None),
        ("--", 2.0, Some(&[7.4, 3.2])),
        ("-.", 2.0, Some(&[12.8, 3.2, 2.0, 3.2])),
        (":", 2.0, Some(&[2.0, 3.3])),
        ("None", 2.0, None),
        ("-", 0.5, None),
        ("--", 0.5, Some(&[1.85, 0.8])),
        ("-.", 0.5, Some(&[3.2, 0.8, 0.5, 0.8])),
        (":", 0.5, Some(&[0.5, 0.825])),
        ("None", 0.5, None),
    ];

    /// `MarkerStyle(s).is_filled()`.
    const MARKER_CASES: &[(&str, Expected<bool>)] = &[
        (".", Ok(true)),
        (",", Ok(true)),
        ("o", Ok(true)),
        ("v", Ok(true)),
        ("^", Ok(true)),
        ("<", Ok(true)),
        (">", Ok(true)),
        ("1", Ok(false)),
        ("2", Ok(false)),
        ("3", Ok(false)),
        ("4", Ok(false)),
        ("8", Ok(true)),
        ("s", Ok(true)),
        ("p", Ok(true)),
        ("*", Ok(true)),
        ("h", Ok(true)),
        ("H", Ok(true)),
        ("+", Ok(false)),
        ("x", Ok(false)),
        ("D", Ok(true)),
        ("d", Ok(true)),
        ("|", Ok(false)),
        ("_", Ok(false)),
        ("P", Ok(true)),
        ("X", Ok(true)),
        ("None", Ok(false)),
        ("none", Ok(false)),
        (" ", Ok(false)),
        ("", Ok(false)),
        ("NONE", Err("Unrecognized marker style 'NONE'")),
        ("foo", Err("Unrecognized marker style 'foo'")),
        ("0", Err("Unrecognized marker style '0'")),
        ("10", Err("Unrecognized marker style '10'")),
        ("O", Err("Unrecognized marker style 'O'")),
        ("S", Err("Unrecognized marker style 'S'")),
    ];

    /// `MarkerStyle(s)`'s transformed path: matplotlib path codes (1 MOVETO, 2 LINETO, 4 CURVE4, 79 CLOSEPOLY) and the vertices of
    /// every code but CLOSEPOLY, rounded to 12 places (so √½ appears as a recorded decimal).
    #[allow(clippy::approx_constant)]
    const MARKER_PATHS: &[(&str, &[u8], &[Point])] = &[
        (
            ".",
            &[1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 79],
            &[
                (0.0, -0.25),
                (0.066300775, -0.25),
                (0.129894967696, -0.223658422897),
                (0.176776695297, -0.176776695297),
                (0.223658422897, -0.129894967696),
                (0.25, -0.066300775),
                (0.25, 0.0),
                (0.25, 0.066300775),
                (0.223658422897, 0.129894967696),
                (0.176776695297, 0.176776695297),
                (0.129894967696, 0.223658422897),
                (0.066300775, 0.25),
                (0.0, 0.25),
                (-0.066300775, 0.25),
                (-0.129894967696, 0.223658422897),
                (-0.176776695297, 0.176776695297),
                (-0.223658422897, 0.129894967696),
                (-0.25, 0.066300775),
                (-0.25, 0.0),
                (-0.25, -0.066300775),
                (-0.223658422897, -0.129894967696),
                (-0.176776695297, -0.176776695297),
                (-0.129894967696, -0.223658422897),
                (-0.066300775, -0.25),
                (0.0, -0.25),
            ],
        ),
        (",", &[1, 2, 2, 2, 79], &[(-0.49999, -0.49999), (0.50001, -0.49999), (0.50001, 0.50001), (-0.49999, 0.50001)]),
        (
            "o",
            &[1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 79],
            &[
                (0.0, -0.5),
                (0.13260155, -0.5),
                (0.259789935392, -0.447316845794),
                (0.353553390593, -0.353553390593),
                (0.447316845794, -0.259789935392),
                (0.5, -0.13260155),
                (0.5, 0.0),
                (0.5, 0.13260155),
                (0.447316845794, 0.259789935392),
                (0.353553390593, 0.353553390593),
                (0.259789935392, 0.447316845794),
                (0.13260155, 0.5),
                (0.0, 0.5),
                (-0.13260155, 0.5),
                (-0.259789935392, 0.447316845794),
                (-0.353553390593, 0.353553390593),
                (-0.447316845794, 0.259789935392),
                (-0.5, 0.13260155),
                (-0.5, 0.0),
                (-0.5, -0.13260155),
                (-0.447316845794, -0.259789935392),
                (-0.353553390593, -0.353553390593),
                (-0.259789935392, -0.447316845794),
                (-0.13260155, -0.5),
                (0.0, -0.5),
            ],
        ),
        ("v", &[1, 2, 2, 79], &[(0.0, -0.5), (0.5, 0.5), (-0.5, 0.5)]),
        ("^", &[1, 2, 2, 79], &[(0.0, 0.5), (-0.5, -0.5), (0.5, -0.5)]),
        ("<", &[1, 2, 2, 79], &[(-0.5, 0.0), (0.5, -0.5), (0.5, 0.5)]),
        (">", &[1, 2, 2, 79], &[(0.5, 0.0), (-0.5, 0.5), (-0.5, -0.5)]),
        ("1", &[1, 2, 1, 2, 1, 2], &[(0.0, 0.0), (0.0, -0.5), (0.0, 0.0), (0.4, 0.25), (0.0, 0.0), (-0.4, 0.25)]),
        ("2", &[1, 2, 1, 2, 1, 2], &[(0.0, 0.0), (0.0, 0.5), (0.0, 0.0), (-0.4, -0.25), (0.0, 0.0), (0.4, -0.25)]),
        ("3", &[1, 2, 1, 2, 1, 2], &[(0.0, 0.0), (-0.5, 0.0), (0.0, 0.0), (0.25, -0.4), (0.0, 0.0), (0.25, 0.4)]),
        ("4", &[1, 2, 1, 2, 1, 2], &[(0.0, 0.0), (0.5, 0.0), (0.0, 0.0), (-0.25, 0.4), (0.0, 0.0), (-0.25, -0.4)]),
        (
            "8",
            &[1, 2, 2, 2, 2, 2, 2, 2, 79],
            &[
                (-0.191341716183, 0.461939766256),
                (-0.461939766256, 0.191341716183),
                (-0.461939766256, -0.191341716183),
                (-0.191341716183, -0.461939766256),
                (0.191341716183, -0.461939766256),
                (0.461939766256, -0.191341716183),
                (0.461939766256, 0.191341716183),
                (0.191341716183, 0.461939766256),
            ],
        ),
        ("s", &[1, 2, 2, 2, 79], &[(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]),
        (
            "p",
            &[1, 2, 2, 2, 2, 79],
            &[
                (0.0, 0.5),
                (-0.475528258148, 0.154508497187),
                (-0.293892626146, -0.404508497187),
                (0.293892626146, -0.404508497187),
                (0.475528258148, 0.154508497187),
            ],
        ),
        (
            "*",
            &[1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 79],
            &[
                (0.0, 0.5),
                (-0.112256990839, 0.154508492637),
                (-0.475528258148, 0.154508497187),
                (-0.181635626652, -0.059016992637),
                (-0.293892626146, -0.404508497187),
                (0.0, -0.190983),
                (0.293892626146, -0.404508497187),
                (0.181635626652, -0.059016992637),
                (0.475528258148, 0.154508497187),
                (0.112256990839, 0.154508492637),
            ],
        ),
        (
            "h",
            &[1, 2, 2, 2, 2, 2, 79],
            &[(0.0, 0.5), (-0.433012701892, 0.25), (-0.433012701892, -0.25), (0.0, -0.5), (0.433012701892, -0.25), (0.433012701892, 0.25)],
        ),
        (
            "H",
            &[1, 2, 2, 2, 2, 2, 79],
            &[(-0.25, 0.433012701892), (-0.5, 0.0), (-0.25, -0.433012701892), (0.25, -0.433012701892), (0.5, 0.0), (0.25, 0.433012701892)],
        ),
        ("+", &[1, 2, 1, 2], &[(-0.5, 0.0), (0.5, 0.0), (0.0, -0.5), (0.0, 0.5)]),
        ("x", &[1, 2, 1, 2], &[(-0.5, -0.5), (0.5, 0.5), (-0.5, 0.5), (0.5, -0.5)]),
        ("D", &[1, 2, 2, 2, 79], &[(0.0, -0.707106781187), (0.707106781187, 0.0), (0.0, 0.707106781187), (-0.707106781187, 0.0)]),
        ("d", &[1, 2, 2, 2, 79], &[(0.0, -0.707106781187), (0.424264068712, 0.0), (0.0, 0.707106781187), (-0.424264068712, 0.0)]),
        ("|", &[1, 2], &[(0.0, -0.5), (0.0, 0.5)]),
        ("_", &[1, 2], &[(0.5, 0.0), (-0.5, 0.0)]),
        (
            "P",
            &[1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 79],
            &[
                (-0.166666666667, -0.5),
                (0.166666666667, -0.5),
                (0.166666666667, -0.166666666667),
                (0.5, -0.166666666667),
                (0.5, 0.166666666667),
                (0.166666666667, 0.166666666667),
                (0.166666666667, 0.5),
                (-0.166666666667, 0.5),
                (-0.166666666667, 0.166666666667),
                (-0.5, 0.166666666667),
                (-0.5, -0.166666666667),
                (-0.166666666667, -0.166666666667),
            ],
        ),
        (
            "X",
            &[1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 79],
            &[
                (-0.25, -0.5),
                (0.0, -0.25),
                (0.25, -0.5),
                (0.5, -0.25),
                (0.25, 0.0),
                (0.5, 0.25),
                (0.25, 0.5),
                (0.0, 0.25),
                (-0.25, 0.5),
                (-0.5, 0.25),
                (-0.25, 0.0),
                (-0.5, -0.25),
            ],
        ),
        ("None", &[1], &[]),
    ];

    /// `_process_plot_format(s)`: `(linestyle, marker, to_rgba(color))`.
    #[allow(clippy::type_complexity)]
    const FMT_CASES: &[(&str, Expected<(Option<&str>, Option<&str>, Option<[f64; 4]>)>)] = &[
        ("r--o", Ok((Some("--"), Some("o"), Some([1.0, 0.0, 0.0, 1.0])))),
        ("o", Ok((Some("None"), Some("o"), None))),
        ("--", Ok((Some("--"), Some("None"), None))),
        ("k", Ok((None, None, Some([0.0, 0.0, 0.0, 1.0])))),
        ("C2-", Ok((Some("-"), Some("None"), Some([0.17254901960784313, 0.6274509803921569, 0.17254901960784313, 1.0])))),
        ("g^", Ok((Some("None"), Some("^"), Some([0.0, 0.5, 0.0, 1.0])))),
        ("rC2", Ok((Some("-"), Some("None"), Some([0.17254901960784313, 0.6274509803921569, 0.17254901960784313, 1.0])))),
        ("x", Ok((Some("None"), Some("x"), None))),
        ("q", Err("'q' is not a valid format string (unrecognized character 'q')")),
        ("r--:", Err("'r--:' is not a valid format string (two linestyle symbols)")),
        ("oo", Err("'oo' is not a valid format string (two marker symbols)")),
        ("rg", Err("'rg' is not a valid format string (two color symbols)")),
        ("C", Err("'C' is not a valid format string ('C' must be followed by a number)")),
        ("Cx", Err("'Cx' is not a valid format string ('C' must be followed by a number)")),
        ("CC1", Err("'CC1' is not a valid format string ('C' must be followed by a number)")),
        ("0", Err("'0' is not a valid format string (unrecognized character '0')")),
        ("1", Ok((Some("None"), Some("1"), None))),
        ("", Ok((Some("-"), Some("None"), None))),
        ("none", Ok((None, None, Some([0.0, 0.0, 0.0, 0.0])))),
        ("0.5", Ok((None, None, Some([0.5, 0.5, 0.5, 1.0])))),
        ("red", Ok((None, None, Some([1.0, 0.0, 0.0, 1.0])))),
        ("-- ", Err("'-- ' is not a valid format string (two linestyle symbols)")),
        ("o ", Ok((Some(" "), Some("o"), None))),
        ("r-.", Ok((Some("-."), Some("None"), Some([1.0, 0.0, 0.0, 1.0])))),
        ("C10-.", Ok((Some("-."), Some("None"), Some([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])))),
        ("1.0", Ok((None, None, Some([1.0, 1.0, 1.0, 1.0])))),
        ("tab:blue", Ok((None, None, Some([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])))),
        ("ro-", Ok((Some("-"), Some("o"), Some([1.0, 0.0, 0.0, 1.0])))),
        (".-", Ok((Some("-"), Some("."), None))),
        ("X", Ok((Some("None"), Some("X"), None))),
        ("^k:", Ok((Some(":"), Some("^"), Some([0.0, 0.0, 0.0, 1.0])))),
        ("b-", Ok((Some("-"), Some("None"), Some([0.0, 0.0, 1.0, 1.0])))),
        ("y.", Ok((Some("None"), Some("."), Some([0.75, 0.75, 0.0, 1.0])))),
        ("-", Ok((Some("-"), Some("None"), None))),
        (":", Ok((Some(":"), Some("None"), None))),
        ("-.", Ok((Some("-."), Some("None"), None))),
        (" ", Ok((Some(" "), Some("None"), None))),
        ("s--", Ok((Some("--"), Some("s"), None))),
        ("D", Ok((Some("None"), Some("D"), None))),
        ("H-", Ok((Some("-"), Some("H"), None))),
        ("rx", Ok((Some("None"), Some("x"), Some([1.0, 0.0, 0.0, 1.0])))),
        ("2", Ok((Some("None"), Some("2"), None))),
        ("w,", Ok((Some("None"), Some(","), Some([1.0, 1.0, 1.0, 1.0])))),
        ("K", Err("'K' is not a valid format string (unrecognized character 'K')")),
        ("r-o-", Err("'r-o-' is not a valid format string (two linestyle symbols)")),
        ("rs:", Ok((Some(":"), Some("s"), Some([1.0, 0.0, 0.0, 1.0])))),
        ("C1'", Err("\"C1'\" is not a valid format string (unrecognized character \"'\")")),
        ("é", Err("'é' is not a valid format string (unrecognized character 'é')")),
        ("C0o", Ok((Some("None"), Some("o"), Some([0.12156862745098039, 0.4666666666666667, 0.7058823529411765, 1.0])))),
        ("mD-.", Ok((Some("-."), Some("D"), Some([0.75, 0.0, 0.75, 1.0])))),
        ("#ff0000", Ok((None, None, Some([1.0, 0.0, 0.0, 1.0])))),
        ("C1o--", Ok((Some("--"), Some("o"), Some([1.0, 0.4980392156862745, 0.054901960784313725, 1.0])))),
        ("|", Ok((Some("None"), Some("|"), None))),
        ("_", Ok((Some("None"), Some("_"), None))),
        ("*-", Ok((Some("-"), Some("*"), None))),
        ("p", Ok((Some("None"), Some("p"), None))),
        ("8:", Ok((Some(":"), Some("8"), None))),
        ("c+", Ok((Some("None"), Some("+"), Some([0.0, 0.75, 0.75, 1.0])))),
    ];

    fn components(c: Rgba) -> [f64; 4] {
        [c.r, c.g, c.b, c.a]
    }

    fn message(e: ColorError) -> String {
        e.0
    }

    #[test]
    fn color_strings_match_matplotlib() {
        for &(input, expected) in COLOR_CASES {
            let got = parse_color(input).map(components).map_err(message);
            assert_eq!(got, expected.map_err(String::from), "to_rgba({input:?})");
        }
    }

    #[test]
    fn color_strings_with_alpha_match_matplotlib() {
        for &(input, alpha, expected) in ALPHA_CASES {
            let got = parse_color_with_alpha(input, alpha).map(components).map_err(message);
            assert_eq!(got, expected.map_err(String::from), "to_rgba({input:?}, {alpha})");
        }
    }

    #[test]
    fn component_sequences_match_matplotlib() {
        for &(input, expected) in COMPONENT_CASES {
            let got = from_components(input).map(components).map_err(message);
            assert_eq!(got, expected.map_err(String::from), "to_rgba({input:?})");
        }
        // NaN passes matplotlib's range check.
        assert!(from_components(&[f64::NAN, 0.0, 0.0]).is_ok());
    }

    #[test]
    fn hex_output_matches_matplotlib() {
        for &([r, g, b, a], hex, hex_alpha) in HEX_CASES {
            let color = Rgba::new(r, g, b, a);
            assert_eq!(color.to_hex(), hex);
            assert_eq!(color.to_hex_keep_alpha(), hex_alpha);
        }
        assert_eq!(Rgba::new(0.0, 0.5, 0.0, 1.0).to_bytes(), [0, 128, 0, 255]);
        assert_eq!(Rgba::new(126.5 / 255.0, 2.0, -1.0, f64::NAN).to_bytes(), [126, 255, 0, 0]);
    }

    #[test]
    fn every_named_color_round_trips_through_its_hex() {
        assert_eq!(NAMED_COLORS.len(), 159);
        assert!(NAMED_COLORS.windows(2).all(|pair| pair[0].0 < pair[1].0), "binary search needs sorted names");
        for &(name, rgb) in &NAMED_COLORS {
            assert_eq!(parse_color(name).unwrap().to_hex(), format!("#{rgb:06x}"), "{name}");
        }
        let xkcd: Vec<&str> = XKCD_COLORS.split(';').collect();
        assert_eq!(xkcd.len(), 996);
        for entry in xkcd {
            let (name, hex) = entry.split_once('=').unwrap();
            assert_eq!(parse_color(&format!("xkcd:{name}")).unwrap().to_hex(), format!("#{hex}"), "{name}");
        }
    }

    #[test]
    fn cycle_colors_are_tab10() {
        let hex: Vec<String> = TAB10.iter().map(|c| c.to_hex()).collect();
        let expected = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"];
        assert_eq!(hex, expected);
        for (i, color) in TAB10.iter().enumerate() {
            assert_eq!(parse_color(&format!("C{i}")).unwrap(), *color);
            assert_eq!(parse_color(&format!("C{}", i + 10)).unwrap(), *color);
        }
        assert_eq!(parse_color("C99999999999999999999999999").unwrap(), TAB10[9]);
    }

    #[test]
    fn linestyles_match_matplotlib() {
        for &(input, expected) in LINESTYLE_CASES {
            let got = LineStyle::parse(input).map(LineStyle::symbol).map_err(message);
            assert_eq!(got, expected.map_err(String::from), "set_linestyle({input:?})");
        }
    }

    #[test]
    fn dash_patterns_match_matplotlib() {
        for &(input, linewidth, expected) in DASH_CASES {
            let got = LineStyle::parse(input).unwrap().dashes(linewidth);
            assert_eq!(got.as_deref(), expected, "{input:?} at linewidth {linewidth}");
        }
        // The default linewidth, 1.5, spelled out.
        assert_eq!(LineStyle::Dashed.dashes(1.5), Some(vec![5.550000000000001, 2.4000000000000004]));
        assert_eq!(LineStyle::Dotted.dashes(1.5), Some(vec![1.5, 2.4749999999999996]));
        assert_eq!(LineStyle::Solid.dashes(1.5), None);
    }

    #[test]
    fn markers_match_matplotlib() {
        for &(input, expected) in MARKER_CASES {
            let got = Marker::parse(input).map(Marker::filled).map_err(message);
            assert_eq!(got, expected.map_err(String::from), "MarkerStyle({input:?})");
        }
        assert_eq!(Marker::parse("$x$"), Err(ColorError("mathtext marker '$x$' is not supported".to_string())));
        for &(symbol, marker) in &MARKER_SYMBOLS {
            assert_eq!(marker.symbol(), symbol.to_string());
        }
    }

    /// A path as matplotlib's `(codes, vertices)` (CLOSEPOLY's vertex left out).
    fn as_codes(path: &[PathCmd]) -> (Vec<u8>, Vec<Point>) {
        let mut codes = Vec::new();
        let mut vertices = Vec::new();
        for &cmd in path {
            match cmd {
                PathCmd::MoveTo(x, y) => {
                    codes.push(1);
                    vertices.push((x, y));
                }
                PathCmd::LineTo(x, y) => {
                    codes.push(2);
                    vertices.push((x, y));
                }
                PathCmd::CubicTo(x1, y1, x2, y2, x, y) => {
                    codes.extend([4, 4, 4]);
                    vertices.extend([(x1, y1), (x2, y2), (x, y)]);
                }
                PathCmd::Close => codes.push(79),
            }
        }
        (codes, vertices)
    }

    #[test]
    fn marker_paths_match_matplotlib() {
        for &(input, codes, vertices) in MARKER_PATHS {
            let (got_codes, got_vertices) = as_codes(&Marker::parse(input).unwrap().path());
            if input == "None" {
                assert!(got_codes.is_empty());
                continue;
            }
            assert_eq!(got_codes, codes, "codes of {input:?}");
            assert_eq!(got_vertices.len(), vertices.len(), "vertices of {input:?}");
            for (got, want) in got_vertices.iter().zip(vertices) {
                assert!((got.0 - want.0).abs() < 1e-9 && (got.1 - want.1).abs() < 1e-9, "{input:?}: {got:?} vs {want:?}");
            }
        }
    }

    #[test]
    fn flattened_circle_stays_on_the_circle() {
        let flat = flatten_curves(&Marker::Circle.path(), 4);
        assert_eq!(flat.len(), 1 + 8 * 4 + 1);
        assert!(flat.iter().all(|cmd| !matches!(cmd, PathCmd::CubicTo(..))));
        for cmd in &flat {
            if let PathCmd::LineTo(x, y) = *cmd {
                assert!((x.hypot(y) - 0.5).abs() < 1e-3, "({x}, {y})");
            }
        }
        assert_eq!(flatten_curves(&Marker::Square.path(), 4), Marker::Square.path());
    }

    #[test]
    fn format_strings_match_matplotlib() {
        assert!(FMT_CASES.len() >= 15);
        for &(input, expected) in FMT_CASES {
            let got = parse_fmt(input)
                .map(|spec| (spec.linestyle.map(LineStyle::symbol), spec.marker.map(Marker::symbol), spec.color.map(components)))
                .map_err(message);
            // matplotlib returns the raw style character (' ' for no line); compare the style it names.
            let expected = expected.map(|(style, marker, color)| (style.map(|s| LineStyle::parse(s).unwrap().symbol()), marker, color));
            assert_eq!(got, expected.map_err(String::from), "_process_plot_format({input:?})");
        }
    }

    #[test]
    fn format_string_marker_without_style_draws_no_line() {
        let spec = parse_fmt("g^").unwrap();
        assert_eq!(spec.linestyle, Some(LineStyle::None));
        assert_eq!(spec.marker, Some(Marker::TriangleUp));
        assert_eq!(spec.color, Some(Rgba::new(0.0, 0.5, 0.0, 1.0)));
        let spec = parse_fmt("k").unwrap();
        assert_eq!((spec.linestyle, spec.marker), (None, None));
    }

    #[test]
    fn python_repr_quotes_like_python() {
        assert_eq!(py_repr("abc"), "'abc'");
        assert_eq!(py_repr("it's"), "\"it's\"");
        assert_eq!(py_repr("a\"b'c"), "'a\"b\\'c'");
        assert_eq!(py_repr("tab\there\u{1}\u{ad}\u{2028}é"), "'tab\\there\\x01\\xad\\u2028é'");
    }
}
