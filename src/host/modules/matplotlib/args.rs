//! Reading pyplot's arguments: arrays of numbers, colours, line styles, font sizes, with
//! matplotlib's error messages for what it refuses.

use crate::array::dtype::DType;
use crate::host::modules::numpy::to_array;
use crate::host::value::{Args, Value};
use crate::host::{raise, Interp, R};
use crate::plot::color::{self, LineStyle, Marker, Rgba};
use crate::plot::figure::font_size;

/// A 1-D or 2-D array of numbers as f64 with its shape (lists, tuples, NumPy and device arrays).
pub struct Data {
    pub values: Vec<f64>,
    pub shape: Vec<usize>,
}

/// A dict's keys or values view as the list it holds: matplotlib plots them as sequences
/// (`plt.bar(d.keys(), d.values())`), where NumPy would make a 0-d object array.
pub fn unview(v: &Value) -> Value {
    match crate::host::dict_views::as_view(v) {
        Some(w) => Value::list(w.snapshot()),
        None => v.clone(),
    }
}

pub fn data(interp: &mut Interp, v: &Value) -> R<Data> {
    let a = to_array(interp, &unview(v), None)?;
    if matches!(a.dtype(), DType::C64 | DType::C128) {
        return Err(raise("TypeError", "matplotlib cannot plot complex values; take .real, .imag or abs() first"));
    }
    let values = if a.dtype() == DType::F64 { a.to_vec::<f64>() } else { a.astype(DType::F64).to_vec::<f64>() };
    Ok(Data { values, shape: a.shape.clone() })
}

/// A 1-D sequence of numbers (a scalar counts as one).
pub fn numbers(interp: &mut Interp, v: &Value) -> R<Vec<f64>> {
    Ok(data(interp, v)?.values)
}

pub fn text(interp: &mut Interp, v: &Value) -> R<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        _ => interp.str(v),
    }
}

fn color_err(e: color::ColorError) -> crate::host::Ctrl {
    raise("ValueError", e.0)
}

/// A colour: a name, hex, 'C3', a grey level string, or an (r, g, b[, a]) tuple.
pub fn color(interp: &mut Interp, v: &Value) -> R<Rgba> {
    match v {
        Value::Str(s) => color::parse_color(s).map_err(color_err),
        Value::Tuple(_) | Value::List(_) => {
            let c = numbers(interp, v)?;
            color::from_components(&c).map_err(color_err)
        }
        _ => Err(raise("ValueError", format!("{} is not a valid color value.", interp.repr(v)?))),
    }
}

/// Colours for many items: one colour, or a sequence of colours.
pub fn colors(interp: &mut Interp, v: &Value) -> R<Vec<Rgba>> {
    if let Value::List(items) = v {
        let items: Vec<Value> = items.borrow().clone();
        if items.iter().all(|i| matches!(i, Value::Str(_) | Value::Tuple(_))) {
            return items.iter().map(|i| color(interp, i)).collect();
        }
    }
    if let Value::Tuple(items) = v {
        if items.iter().all(|i| matches!(i, Value::Str(_))) {
            return items.iter().map(|i| color(interp, i)).collect();
        }
    }
    Ok(vec![color(interp, v)?])
}

pub fn linestyle(v: &Value) -> R<LineStyle> {
    match v {
        Value::Str(s) => LineStyle::parse(s).map_err(color_err),
        Value::None => Ok(LineStyle::None),
        _ => Err(raise("ValueError", "linestyle must be a string such as '-', '--', '-.' or ':'")),
    }
}

pub fn marker(v: &Value) -> R<Marker> {
    match v {
        Value::Str(s) => Marker::parse(s).map_err(color_err),
        Value::None => Ok(Marker::None),
        _ => Err(raise("ValueError", "marker must be a string such as 'o', 's', '^' or 'x'")),
    }
}

pub fn fmt(s: &str) -> R<color::FmtSpec> {
    color::parse_fmt(s).map_err(color_err)
}

/// A font size: points, or 'small', 'large'…
pub fn fontsize(interp: &mut Interp, v: &Value) -> R<f64> {
    match v {
        Value::Str(s) => font_size(s).ok_or_else(|| {
            raise(
                "ValueError",
                format!(
                    "'{s}' is not a valid font size. Valid font sizes are xx-small, x-small, small, medium, large, x-large, xx-large, larger, smaller, None"
                ),
            )
        }),
        _ => interp.to_float(v),
    }
}

/// Take a keyword argument under any of its names (matplotlib's aliases: `c`/`color`,
/// `lw`/`linewidth`…).
pub fn kw(args: &mut Args, names: &[&str]) -> Option<Value> {
    let mut found = None;
    for n in names {
        if let Some(v) = args.take_kw(n) {
            found.get_or_insert(v);
        }
    }
    found.filter(|v| !v.is_none())
}

pub fn kw_f64(interp: &mut Interp, args: &mut Args, names: &[&str]) -> R<Option<f64>> {
    kw(args, names).map(|v| interp.to_float(&v)).transpose()
}

pub fn kw_bool(interp: &mut Interp, args: &mut Args, names: &[&str]) -> R<Option<bool>> {
    kw(args, names).map(|v| interp.truthy(&v)).transpose()
}

pub fn kw_text(interp: &mut Interp, args: &mut Args, names: &[&str]) -> R<Option<String>> {
    kw(args, names).map(|v| text(interp, &v)).transpose()
}

/// Keyword arguments nobody took: matplotlib's AttributeError for an unknown property.
pub fn no_more(args: &Args, what: &str) -> R<()> {
    match args.kw.first() {
        Some((k, _)) => Err(raise("AttributeError", format!("{what} got an unexpected keyword argument '{k}'"))),
        None => Ok(()),
    }
}
