//! Cell text before evaluation: IPython syntax, parsing with ruff's parser, source positions and
//! diagnostics. Must not evaluate anything.

pub mod cell;
pub mod diagnostic;
pub mod format_spec;
pub mod literal_repr;
pub mod pattern_rules;
pub mod source;
