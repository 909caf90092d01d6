//! NumPy's `datetime64` and `timedelta64` as int64 counts of a time unit, with no interpreter
//! types: the units and their order, NaT (`i64::MIN`, as in NumPy), the proleptic Gregorian
//! calendar (days since 1970-01-01 ↔ civil dates), ISO-8601 parsing and formatting per unit,
//! casts between units (rounding down, as NumPy's casts do), the unit two operands meet in, and
//! the element operations with NaT propagation.
//!
//! Must not know the interpreter's `Value` or raise Python exceptions: errors are data here and
//! `host::modules::numpy::datetime` words them as NumPy does. Must not add a `DType`: a datetime
//! array is an int64 `HostArray` plus a [`TimeMeta`], held by the host object.

use crate::array::ufunc::CmpOp;

/// Not a Time: NumPy's missing datetime/timedelta, the smallest int64.
pub const NAT: i64 = i64::MIN;

/// A time unit, coarsest first (`Ord` is NumPy's order); `Generic` is a timedelta64 without a
/// unit (`np.timedelta64(5)`), which takes the unit of whatever it meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimeUnit {
    Year,
    Month,
    Week,
    Day,
    Hour,
    Minute,
    Second,
    Milli,
    Micro,
    Nano,
    Generic,
}

/// Datetime (a point in time, `M`) or timedelta (a duration, `m`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeKind {
    Datetime,
    Timedelta,
}

/// The dtype of a datetime64/timedelta64 value: its kind and unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeMeta {
    pub kind: TimeKind,
    pub unit: TimeUnit,
}

/// Why a unit name was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UnitError {
    /// Not a NumPy unit at all (`'x'`).
    Invalid,
    /// A NumPy unit cudalab leaves out: ps/fs/as, or a multiple such as `'2D'`.
    Unsupported,
}

const NANOS_PER_DAY: i128 = 86_400_000_000_000;

impl TimeUnit {
    /// A unit by NumPy's code (`'D'`, `'ms'`, `'generic'`).
    pub fn from_code(code: &str) -> Result<TimeUnit, UnitError> {
        Ok(match code {
            "Y" => TimeUnit::Year,
            "M" => TimeUnit::Month,
            "W" => TimeUnit::Week,
            "D" => TimeUnit::Day,
            "h" => TimeUnit::Hour,
            "m" => TimeUnit::Minute,
            "s" => TimeUnit::Second,
            "ms" => TimeUnit::Milli,
            "us" | "μs" => TimeUnit::Micro,
            "ns" => TimeUnit::Nano,
            "generic" => TimeUnit::Generic,
            "ps" | "fs" | "as" => return Err(UnitError::Unsupported),
            _ => {
                // A multiple of a unit ('2D', '15m') is NumPy metadata cudalab does not carry.
                let digits = code.bytes().take_while(u8::is_ascii_digit).count();
                if digits > 0 && digits < code.len() && TimeUnit::from_code(&code[digits..]).is_ok() {
                    return Err(UnitError::Unsupported);
                }
                return Err(UnitError::Invalid);
            }
        })
    }

    pub fn code(self) -> &'static str {
        match self {
            TimeUnit::Year => "Y",
            TimeUnit::Month => "M",
            TimeUnit::Week => "W",
            TimeUnit::Day => "D",
            TimeUnit::Hour => "h",
            TimeUnit::Minute => "m",
            TimeUnit::Second => "s",
            TimeUnit::Milli => "ms",
            TimeUnit::Micro => "us",
            TimeUnit::Nano => "ns",
            TimeUnit::Generic => "generic",
        }
    }

    /// The word `str()` of a timedelta uses: `3 days`, `1 minutes`.
    pub fn plural(self) -> &'static str {
        match self {
            TimeUnit::Year => "years",
            TimeUnit::Month => "months",
            TimeUnit::Week => "weeks",
            TimeUnit::Day => "days",
            TimeUnit::Hour => "hours",
            TimeUnit::Minute => "minutes",
            TimeUnit::Second => "seconds",
            TimeUnit::Milli => "milliseconds",
            TimeUnit::Micro => "microseconds",
            TimeUnit::Nano => "nanoseconds",
            TimeUnit::Generic => "generic time units",
        }
    }

    /// Years and months: their length in days varies.
    pub fn is_nonlinear(self) -> bool {
        matches!(self, TimeUnit::Year | TimeUnit::Month)
    }

    /// Nanoseconds in one unit: exact from weeks down; for years and months NumPy's averages
    /// (365.2425 days, a twelfth of that), which only timedelta casts use.
    fn nanos(self) -> i128 {
        match self {
            TimeUnit::Year => 31_556_952 * 1_000_000_000,
            TimeUnit::Month => 2_629_746 * 1_000_000_000,
            TimeUnit::Week => 7 * NANOS_PER_DAY,
            TimeUnit::Day => NANOS_PER_DAY,
            TimeUnit::Hour => 3_600_000_000_000,
            TimeUnit::Minute => 60_000_000_000,
            TimeUnit::Second => 1_000_000_000,
            TimeUnit::Milli => 1_000_000,
            TimeUnit::Micro => 1_000,
            TimeUnit::Nano | TimeUnit::Generic => 1,
        }
    }
}

impl TimeMeta {
    pub fn datetime(unit: TimeUnit) -> TimeMeta {
        TimeMeta { kind: TimeKind::Datetime, unit }
    }
    pub fn timedelta(unit: TimeUnit) -> TimeMeta {
        TimeMeta { kind: TimeKind::Timedelta, unit }
    }
    fn base(self) -> &'static str {
        match self.kind {
            TimeKind::Datetime => "datetime64",
            TimeKind::Timedelta => "timedelta64",
        }
    }
    /// `datetime64[D]`, `timedelta64` (generic): the dtype's name and `str()`.
    pub fn name(self) -> String {
        match self.unit {
            TimeUnit::Generic => self.base().to_string(),
            u => format!("{}[{}]", self.base(), u.code()),
        }
    }
    /// `M` or `m`: the dtype's kind and char.
    pub fn char(self) -> char {
        match self.kind {
            TimeKind::Datetime => 'M',
            TimeKind::Timedelta => 'm',
        }
    }
    /// `<M8[D]`: the dtype's `.str` and what its repr shows.
    pub fn typestr(self) -> String {
        match self.unit {
            TimeUnit::Generic => format!("<{}8", self.char()),
            u => format!("<{}8[{}]", self.char(), u.code()),
        }
    }
    /// A dtype name: `datetime64`, `datetime64[D]`, `M8`, `M8[s]`, `<M8[s]`, `timedelta64[h]`,
    /// `m8[ms]`. `None` when the name is not a datetime/timedelta dtype at all.
    pub fn parse(name: &str) -> Option<Result<TimeMeta, UnitError>> {
        let name = name.strip_prefix(['<', '=', '|']).unwrap_or(name);
        let (base, rest) = match name.find('[') {
            Some(i) => (&name[..i], Some(&name[i..])),
            None => (name, None),
        };
        let kind = match base {
            "datetime64" | "M8" | "M" => TimeKind::Datetime,
            "timedelta64" | "m8" | "m" => TimeKind::Timedelta,
            _ => return None,
        };
        let unit = match rest {
            None => Ok(TimeUnit::Generic),
            Some(r) => match r.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
                Some(code) => TimeUnit::from_code(code),
                None => Err(UnitError::Invalid),
            },
        };
        Some(unit.map(|unit| TimeMeta { kind, unit }))
    }
}

/// The unit two operands meet in: the finer of the two; a generic unit takes the other's.
pub fn finer(a: TimeUnit, b: TimeUnit) -> TimeUnit {
    match (a, b) {
        (TimeUnit::Generic, u) | (u, TimeUnit::Generic) => u,
        (a, b) => a.max(b),
    }
}

/// The unit two timedeltas meet in, or `None` where NumPy finds no common divisor: years and
/// months do not mix with weeks and finer units.
pub fn common_timedelta_unit(a: TimeUnit, b: TimeUnit) -> Option<TimeUnit> {
    let linear = |u: TimeUnit| u != TimeUnit::Generic && !u.is_nonlinear();
    if (a.is_nonlinear() && linear(b)) || (b.is_nonlinear() && linear(a)) {
        return None;
    }
    Some(finer(a, b))
}

/// Whether a timedelta in `from` casts to `to` under NumPy's 'same_kind' rule: years and months
/// only to each other, generic to anything.
pub fn timedelta_same_kind(from: TimeUnit, to: TimeUnit) -> bool {
    from == TimeUnit::Generic || to == TimeUnit::Generic || from.is_nonlinear() == to.is_nonlinear()
}

pub fn is_leap(year: i64) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

pub fn days_in_month(year: i64, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days in a 400-year cycle of the Gregorian calendar.
const DAYS_PER_ERA: i128 = 146_097;
/// Days from 0000-03-01 to 1970-01-01.
const EPOCH_SHIFT: i128 = 719_468;

/// Days since 1970-01-01 of a civil date (`month` 1–12, `day` 1–31). Counts years from March,
/// so the leap day ends a year, and works in 400-year eras, which repeat exactly.
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = year as i128 - (month <= 2) as i128;
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let m = month as i128;
    let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i128 - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    (era * DAYS_PER_ERA + day_of_era - EPOCH_SHIFT) as i64
}

/// The civil date (year, month 1–12, day 1–31) of a day count since 1970-01-01.
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days as i128 + EPOCH_SHIFT;
    let era = z.div_euclid(DAYS_PER_ERA);
    let day_of_era = z - era * DAYS_PER_ERA;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / (DAYS_PER_ERA - 1)) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + (month <= 2) as i128;
    (year as i64, month, day)
}

/// `v` as a count of the (finer or coarser) linear unit `to`, rounding down.
fn rescale(v: i64, from: TimeUnit, to: TimeUnit) -> i64 {
    let n = v as i128 * from.nanos();
    n.div_euclid(to.nanos()) as i64
}

/// A count in `from` as a count in `to`: rounding down, NaT staying NaT, a generic count kept
/// as it is. Datetimes go through the calendar where years or months are involved; timedeltas
/// use NumPy's average year and month (one year is 365 days and change, -1 year is -366 days).
pub fn convert(v: i64, kind: TimeKind, from: TimeUnit, to: TimeUnit) -> i64 {
    if v == NAT || from == to || from == TimeUnit::Generic || to == TimeUnit::Generic {
        return v;
    }
    if kind == TimeKind::Timedelta || (!from.is_nonlinear() && !to.is_nonlinear()) {
        return rescale(v, from, to);
    }
    match (from, to) {
        (TimeUnit::Year, TimeUnit::Month) => v.wrapping_mul(12),
        (TimeUnit::Month, TimeUnit::Year) => v.div_euclid(12),
        (TimeUnit::Year | TimeUnit::Month, _) => {
            let months = if from == TimeUnit::Year { v as i128 * 12 } else { v as i128 };
            let year = 1970 + months.div_euclid(12);
            let month = months.rem_euclid(12) as u32 + 1;
            let days = days_from_civil(year as i64, month, 1);
            rescale(days, TimeUnit::Day, to)
        }
        (_, _) => {
            let days = rescale(v, from, TimeUnit::Day);
            let (y, m, _) = civil_from_days(days);
            match to {
                TimeUnit::Year => y.wrapping_sub(1970),
                _ => y.wrapping_sub(1970).wrapping_mul(12).wrapping_add(m as i64 - 1),
            }
        }
    }
}

/// A count as nanoseconds since the epoch (a datetime) or in all (a timedelta; years and months
/// at NumPy's averages; a generic count as it is): equal values give equal numbers, for hashing.
pub fn to_nanos(v: i64, kind: TimeKind, unit: TimeUnit) -> i128 {
    match (kind, unit) {
        _ if v == NAT => v as i128,
        (TimeKind::Datetime, TimeUnit::Year | TimeUnit::Month) => convert(v, kind, unit, TimeUnit::Day) as i128 * NANOS_PER_DAY,
        _ => v as i128 * unit.nanos(),
    }
}

/// Why an ISO-8601 string did not parse (NumPy words each as a `ValueError`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// "Error parsing datetime string ... at position N".
    At(usize),
    /// "Month out of range in datetime string ..." (the field: Month, Day, Hours, Minutes, Seconds).
    OutOfRange(&'static str),
    /// More than nine fractional digits: picoseconds and finer, which cudalab leaves out.
    TooFine,
}

/// A parsed datetime: the count and the unit the string's precision implies (NaT is generic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parsed {
    pub value: i64,
    pub unit: TimeUnit,
}

/// Reads the fixed-width fields of an ISO-8601 string.
struct Cursor<'a> {
    s: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    fn done(&self) -> bool {
        self.pos >= self.s.len()
    }
    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    /// Exactly two digits, or an error at where they should start.
    fn two(&mut self) -> Result<u32, ParseError> {
        match (self.s.get(self.pos), self.s.get(self.pos + 1)) {
            (Some(a), Some(b)) if a.is_ascii_digit() && b.is_ascii_digit() => {
                self.pos += 2;
                Ok(((a - b'0') * 10 + (b - b'0')) as u32)
            }
            _ => Err(ParseError::At(self.pos)),
        }
    }
}

/// The fields of a parsed string, before they become one count.
struct Fields {
    year: i64,
    month: u32,
    day: u32,
    hour: u32,
    minute: u32,
    second: u32,
    nanos: i64,
    /// Minutes east of UTC from a `+hh:mm` suffix.
    offset_minutes: i64,
}

/// NumPy's ISO-8601 parser as far as units Y..ns go: `YYYY[-MM[-DD[(T| )hh[:mm[:ss[.f…]]]]]]`
/// with a signed year of any length, leading blanks, a trailing `Z` or `±hh[:]mm` offset after
/// a time, and `NaT` (any case) or the empty string for NaT.
pub fn parse_iso(text: &str) -> Result<Parsed, ParseError> {
    if text.is_empty() || text.eq_ignore_ascii_case("nat") {
        return Ok(Parsed { value: NAT, unit: TimeUnit::Generic });
    }
    let mut c = Cursor { s: text.as_bytes(), pos: 0 };
    while c.eat(b' ') {}
    let negative = c.eat(b'-');
    if !negative {
        c.eat(b'+');
    }
    let start = c.pos;
    let mut year: i64 = 0;
    while let Some(d) = c.peek().filter(u8::is_ascii_digit) {
        year = year.wrapping_mul(10).wrapping_add((d - b'0') as i64);
        c.pos += 1;
    }
    if c.pos == start {
        return Err(ParseError::At(c.pos));
    }
    let mut f =
        Fields { year: if negative { year.wrapping_neg() } else { year }, month: 1, day: 1, hour: 0, minute: 0, second: 0, nanos: 0, offset_minutes: 0 };
    let unit = parse_rest(&mut c, &mut f)?;
    Ok(Parsed { value: fields_value(&f, unit), unit })
}

/// Everything after the year; the unit of the last field present.
fn parse_rest(c: &mut Cursor, f: &mut Fields) -> Result<TimeUnit, ParseError> {
    if c.done() {
        return Ok(TimeUnit::Year);
    }
    if !c.eat(b'-') {
        return Err(ParseError::At(c.pos));
    }
    f.month = c.two()?;
    if !(1..=12).contains(&f.month) {
        return Err(ParseError::OutOfRange("Month"));
    }
    if c.done() {
        return Ok(TimeUnit::Month);
    }
    if !c.eat(b'-') {
        return Err(ParseError::At(c.pos));
    }
    f.day = c.two()?;
    if f.day < 1 || f.day > days_in_month(f.year, f.month) {
        return Err(ParseError::OutOfRange("Day"));
    }
    if c.done() {
        return Ok(TimeUnit::Day);
    }
    if !(c.eat(b'T') || c.eat(b' ')) {
        return Err(ParseError::At(c.pos));
    }
    f.hour = c.two()?;
    if f.hour >= 24 {
        return Err(ParseError::OutOfRange("Hours"));
    }
    if !c.eat(b':') {
        return zone(c, f, TimeUnit::Hour);
    }
    f.minute = c.two()?;
    if f.minute >= 60 {
        return Err(ParseError::OutOfRange("Minutes"));
    }
    if !c.eat(b':') {
        return zone(c, f, TimeUnit::Minute);
    }
    f.second = c.two()?;
    if f.second >= 60 {
        return Err(ParseError::OutOfRange("Seconds"));
    }
    if !c.eat(b'.') {
        return zone(c, f, TimeUnit::Second);
    }
    let start = c.pos;
    while c.peek().is_some_and(|d| d.is_ascii_digit()) {
        c.pos += 1;
    }
    let digits = &c.s[start..c.pos];
    if digits.len() > 9 {
        return Err(ParseError::TooFine);
    }
    f.nanos = digits.iter().chain(std::iter::repeat(&b'0')).take(9).fold(0i64, |acc, d| acc * 10 + (d - b'0') as i64);
    let unit = match digits.len() {
        0..=3 => TimeUnit::Milli,
        4..=6 => TimeUnit::Micro,
        _ => TimeUnit::Nano,
    };
    zone(c, f, unit)
}

/// The end of a string with a time: nothing, `Z`, or an offset `±hh[:]mm` from UTC.
fn zone(c: &mut Cursor, f: &mut Fields, unit: TimeUnit) -> Result<TimeUnit, ParseError> {
    if c.done() {
        return Ok(unit);
    }
    if c.eat(b'Z') {
    } else if let Some(sign @ (b'+' | b'-')) = c.peek() {
        c.pos += 1;
        let hours = c.two()?;
        c.eat(b':');
        let minutes = if c.done() { 0 } else { c.two()? };
        let m = (hours * 60 + minutes) as i64;
        f.offset_minutes = if sign == b'-' { -m } else { m };
    } else {
        return Err(ParseError::At(c.pos));
    }
    if !c.done() {
        return Err(ParseError::At(c.pos));
    }
    Ok(unit)
}

/// The count of `unit`s since the epoch that the fields name.
fn fields_value(f: &Fields, unit: TimeUnit) -> i64 {
    match unit {
        TimeUnit::Year => f.year.wrapping_sub(1970),
        TimeUnit::Month => f.year.wrapping_sub(1970).wrapping_mul(12).wrapping_add(f.month as i64 - 1),
        _ => {
            let days = days_from_civil(f.year, f.month, f.day) as i128;
            let seconds = days * 86_400 + (f.hour as i128) * 3600 + (f.minute as i128 - f.offset_minutes as i128) * 60 + f.second as i128;
            let nanos = seconds * 1_000_000_000 + f.nanos as i128;
            nanos.div_euclid(unit.nanos()) as i64
        }
    }
}

/// A year as NumPy prints it: C's `%04` with the sign inside the width (`0024`, `-001`).
fn year_text(year: i64) -> String {
    if year < 0 {
        format!("-{:03}", year.unsigned_abs())
    } else {
        format!("{year:04}")
    }
}

/// ISO-8601 text of a datetime count in `unit`, to that unit's precision (`NaT` for NaT).
pub fn format_datetime(v: i64, unit: TimeUnit) -> String {
    if v == NAT || unit == TimeUnit::Generic {
        return "NaT".into();
    }
    match unit {
        TimeUnit::Year => return year_text(v.wrapping_add(1970)),
        TimeUnit::Month => {
            let m = v as i128;
            return format!("{}-{:02}", year_text((1970 + m.div_euclid(12)) as i64), m.rem_euclid(12) + 1);
        }
        _ => {}
    }
    let nanos = v as i128 * unit.nanos();
    let days = nanos.div_euclid(NANOS_PER_DAY) as i64;
    let in_day = nanos.rem_euclid(NANOS_PER_DAY);
    let (y, m, d) = civil_from_days(days);
    let mut s = format!("{}-{m:02}-{d:02}", year_text(y));
    if unit <= TimeUnit::Day {
        return s;
    }
    let seconds = in_day / 1_000_000_000;
    s.push_str(&format!("T{:02}", seconds / 3600));
    if unit >= TimeUnit::Minute {
        s.push_str(&format!(":{:02}", seconds / 60 % 60));
    }
    if unit >= TimeUnit::Second {
        s.push_str(&format!(":{:02}", seconds % 60));
    }
    let frac = in_day % 1_000_000_000;
    match unit {
        TimeUnit::Milli => s.push_str(&format!(".{:03}", frac / 1_000_000)),
        TimeUnit::Micro => s.push_str(&format!(".{:06}", frac / 1_000)),
        TimeUnit::Nano => s.push_str(&format!(".{frac:09}")),
        _ => {}
    }
    s
}

/// `str()` of a timedelta scalar: `3 days`, `90 minutes`, `NaT`.
pub fn format_timedelta(v: i64, unit: TimeUnit) -> String {
    if v == NAT {
        return "NaT".into();
    }
    format!("{v} {}", unit.plural())
}

/// `a + b` of counts in one unit; NaT if either is.
pub fn add(a: i64, b: i64) -> i64 {
    if a == NAT || b == NAT {
        NAT
    } else {
        a.wrapping_add(b)
    }
}

pub fn sub(a: i64, b: i64) -> i64 {
    if a == NAT || b == NAT {
        NAT
    } else {
        a.wrapping_sub(b)
    }
}

pub fn neg(a: i64) -> i64 {
    if a == NAT {
        NAT
    } else {
        a.wrapping_neg()
    }
}

pub fn abs(a: i64) -> i64 {
    if a == NAT {
        NAT
    } else {
        a.wrapping_abs()
    }
}

/// A float result as a count: truncated toward zero; NaN, infinities and values past int64 are
/// NaT (what NumPy's conversion gives on x86).
fn from_float(x: f64) -> i64 {
    if x.is_finite() && x.abs() < 9.223_372_036_854_776e18 {
        x as i64
    } else {
        NAT
    }
}

/// A timedelta times an integer.
pub fn mul_int(a: i64, k: i64) -> i64 {
    if a == NAT {
        NAT
    } else {
        a.wrapping_mul(k)
    }
}

/// A timedelta times a float, truncated.
pub fn mul_float(a: i64, k: f64) -> i64 {
    if a == NAT {
        NAT
    } else {
        from_float(a as f64 * k)
    }
}

/// A timedelta divided by an integer (`/` and `//` alike), truncated; NaT for a zero divisor.
pub fn div_int(a: i64, k: i64) -> i64 {
    if a == NAT || k == 0 {
        NAT
    } else {
        a.wrapping_div(k)
    }
}

/// A timedelta divided by a float, truncated; NaT for a zero or NaN divisor.
pub fn div_float(a: i64, k: f64) -> i64 {
    if a == NAT || k == 0.0 || k.is_nan() {
        NAT
    } else {
        from_float(a as f64 / k)
    }
}

/// `td / td`: a float64, NaN where either is NaT.
pub fn ratio(a: i64, b: i64) -> f64 {
    if a == NAT || b == NAT {
        f64::NAN
    } else {
        a as f64 / b as f64
    }
}

/// `td // td`: an int64, rounded down; 0 where either is NaT or the divisor is zero (NumPy
/// warns and gives 0).
pub fn floor_div(a: i64, b: i64) -> i64 {
    if a == NAT || b == NAT || b == 0 {
        0
    } else {
        let q = a.wrapping_div(b);
        if (a % b != 0) && ((a < 0) != (b < 0)) {
            q - 1
        } else {
            q
        }
    }
}

/// `td % td`: the remainder with the divisor's sign, as Python's; NaT for NaT or a zero divisor.
pub fn modulo(a: i64, b: i64) -> i64 {
    if a == NAT || b == NAT || b == 0 {
        return NAT;
    }
    let r = a.wrapping_rem(b);
    if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    }
}

/// A comparison of counts in one unit: NaT is unordered and unequal to everything, itself too.
pub fn compare(op: CmpOp, a: i64, b: i64) -> bool {
    if a == NAT || b == NAT {
        return op == CmpOp::Ne;
    }
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_round_trips() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2024, 1, 15), 19737);
        assert_eq!(days_from_civil(1969, 12, 31), -1);
        assert_eq!(days_from_civil(2000, 3, 1), 11017);
        for d in [-1_000_000i64, -719_468, -1, 0, 59, 60, 11016, 19737, 2_932_896, 1_000_000_000] {
            let (y, m, dd) = civil_from_days(d);
            assert_eq!(days_from_civil(y, m, dd), d, "{d}");
        }
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn parses_and_formats_like_numpy() {
        let p = parse_iso("2024-01-15T10:30").unwrap();
        assert_eq!(p.unit, TimeUnit::Minute);
        assert_eq!(format_datetime(p.value, p.unit), "2024-01-15T10:30");
        assert_eq!(parse_iso("2024-1-5"), Err(ParseError::At(5)));
        assert_eq!(parse_iso("2023-02-29"), Err(ParseError::OutOfRange("Day")));
        assert_eq!(parse_iso("2024-01-15T10:30:15.5").map(|p| p.unit), Ok(TimeUnit::Milli));
        assert_eq!(format_datetime(-10 - 1970, TimeUnit::Year), "-010");
        assert_eq!(format_datetime(100, TimeUnit::Hour), "1970-01-05T04");
        assert_eq!(format_datetime(100, TimeUnit::Nano), "1970-01-01T00:00:00.000000100");
    }

    #[test]
    fn converts_with_numpys_rounding() {
        use TimeKind::*;
        use TimeUnit::*;
        assert_eq!(convert(-90, Timedelta, Minute, Hour), -2);
        assert_eq!(convert(1, Timedelta, Year, Day), 365);
        assert_eq!(convert(-1, Timedelta, Year, Day), -366);
        assert_eq!(convert(1, Timedelta, Month, Hour), 730);
        assert_eq!(convert(-1, Datetime, Day, Month), -1);
        assert_eq!(convert(days_from_civil(2024, 3, 1), Datetime, Day, Week), 2826);
        assert_eq!(convert(54 * 12 + 2, Datetime, Month, Day), days_from_civil(2024, 3, 1));
        assert_eq!(common_timedelta_unit(Day, Month), None);
        assert_eq!(common_timedelta_unit(Year, Month), Some(Month));
        assert_eq!(common_timedelta_unit(Generic, Month), Some(Month));
        assert_eq!(modulo(-7, 48), 41);
        assert_eq!(floor_div(7, -2), -4);
    }
}
