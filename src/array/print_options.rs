//! NumPy's print options (`np.set_printoptions`, `np.get_printoptions`, `np.printoptions`): the
//! per-thread settings `print.rs` lays arrays out with. Holds the values only; checking what a
//! program passes is the host's (`host::modules::numpy::printoptions`).

use std::cell::RefCell;

/// How many fractional digits floats get (NumPy's `floatmode`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatMode {
    /// At most `precision` digits, fewer where they identify the value; padded with spaces.
    MaxPrec,
    /// Exactly `precision` digits.
    Fixed,
    /// The shortest digits that identify each value; `precision` is ignored.
    Unique,
    /// As `MaxPrec`, but every element padded with zeros to the longest.
    MaxPrecEqual,
}

impl FloatMode {
    pub fn name(self) -> &'static str {
        match self {
            FloatMode::MaxPrec => "maxprec",
            FloatMode::Fixed => "fixed",
            FloatMode::Unique => "unique",
            FloatMode::MaxPrecEqual => "maxprec_equal",
        }
    }
    pub fn from_name(s: &str) -> Option<FloatMode> {
        Some(match s {
            "maxprec" => FloatMode::MaxPrec,
            "fixed" => FloatMode::Fixed,
            "unique" => FloatMode::Unique,
            "maxprec_equal" => FloatMode::MaxPrecEqual,
            _ => return None,
        })
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    /// Arrays with more elements than this are summarised (`usize::MAX`: never).
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
    /// Never scientific notation for small values (they round to the precision).
    pub suppress: bool,
    /// '-' (only negatives), '+' (always), ' ' (a space where the sign would be).
    pub sign: char,
    pub floatmode: FloatMode,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions { precision: 8, threshold: 1000, edgeitems: 3, linewidth: 75, suppress: false, sign: '-', floatmode: FloatMode::MaxPrec }
    }
}

thread_local! {
    static OPTIONS: RefCell<PrintOptions> = RefCell::new(PrintOptions::default());
}

/// The options in force on this thread.
pub fn get() -> PrintOptions {
    OPTIONS.with(|o| o.borrow().clone())
}

pub fn set(options: PrintOptions) {
    OPTIONS.with(|o| *o.borrow_mut() = options);
}
