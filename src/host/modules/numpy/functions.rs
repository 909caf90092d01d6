//! The functions of the `np` module: creation, manipulation, math (ufuncs), reductions,
//! comparisons, `histogram`, `where`, `dot`/`matmul`, and the constants and dtype objects.
//! Each function is declared once in `FUNCTIONS` (name, signature, doc); `call_np` implements it.

use super::methods::{reshape_spec, run_reduce, shape_tuple};
use super::{as_array, binop_values, compare_values, dtype_arg, scalar_array, to_array, ufunc_err, ufunc_values, wrap, NpDType, NpScalarType};
use crate::array::dtype::{promote, DType, Kind, ALL};
use crate::array::hostarray::{broadcast_shapes, shape_str, HostArray};
use crate::array::memory_limit::check_array;
use crate::array::reduce::{accumulate, normalize_axis, Reduce};
use crate::array::shape::ShapeOpError;
use crate::array::ufunc::{self, BinOp, CmpOp, UnaryOp};
use crate::host::modules::{add_fn, new_module};
use crate::host::value::{Args, Module, Value};
use crate::host::{raise, Interp, R};
use std::rc::Rc;

np_functions! {
    call_np;
    f_array => "array", "array(object, dtype=None)", "Create an array.";
    f_asarray => "asarray", "asarray(a, dtype=None)", "Convert the input to an array (no copy when it already is one).";
    f_ascontiguousarray => "ascontiguousarray", "ascontiguousarray(a, dtype=None)", "Return a contiguous array (ndim >= 1) in memory (C order).";
    f_fromiter => "fromiter", "fromiter(iter, dtype, count=-1)", "Create a new 1-dimensional array from an iterable object.";
    f_zeros => "zeros", "zeros(shape, dtype=float)", "Return a new array of given shape and type, filled with zeros.";
    f_ones => "ones", "ones(shape, dtype=None)", "Return a new array of given shape and type, filled with ones.";
    f_empty => "empty", "empty(shape, dtype=float)", "Return a new array of given shape and type (cudalab fills it with zeros).";
    f_full => "full", "full(shape, fill_value, dtype=None)", "Return a new array of given shape and type, filled with fill_value.";
    f_zeros_like => "zeros_like", "zeros_like(a, dtype=None)", "Return an array of zeros with the same shape and type as a given array.";
    f_ones_like => "ones_like", "ones_like(a, dtype=None)", "Return an array of ones with the same shape and type as a given array.";
    f_empty_like => "empty_like", "empty_like(a, dtype=None)", "Return a new array with the same shape and type as a given array.";
    f_full_like => "full_like", "full_like(a, fill_value, dtype=None)", "Return a full array with the same shape and type as a given array.";
    f_arange => "arange", "arange([start,] stop[, step,], dtype=None)", "Return evenly spaced values within a given interval.";
    f_linspace => "linspace", "linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None)", "Return evenly spaced numbers over a specified interval.";
    f_eye => "eye", "eye(N, M=None, k=0, dtype=float)", "Return a 2-D array with ones on the diagonal and zeros elsewhere.";
    f_identity => "identity", "identity(n, dtype=None)", "Return the identity array.";
    f_reshape => "reshape", "reshape(a, shape, order='C')", "Gives a new shape to an array without changing its data.";
    f_ravel => "ravel", "ravel(a, order='C')", "Return a contiguous flattened array.";
    f_transpose => "transpose", "transpose(a, axes=None)", "Returns an array with axes transposed.";
    f_concatenate => "concatenate", "concatenate((a1, a2, ...), axis=0)", "Join a sequence of arrays along an existing axis.";
    f_stack => "stack", "stack(arrays, axis=0)", "Join a sequence of arrays along a new axis.";
    f_vstack => "vstack", "vstack(tup)", "Stack arrays in sequence vertically (row wise).";
    f_hstack => "hstack", "hstack(tup)", "Stack arrays in sequence horizontally (column wise).";
    f_where => "where", "where(condition, [x, y])", "Return elements chosen from x or y depending on condition.";
    f_nonzero => "nonzero", "nonzero(a)", "Return the indices of the elements that are non-zero.";
    f_dot => "dot", "dot(a, b)", "Dot product of two arrays.";
    f_matmul => "matmul", "matmul(x1, x2)", "Matrix product of two arrays.";
    f_sum => "sum", "sum(a, axis=None, dtype=None, keepdims=False)", "Sum of array elements over a given axis.";
    f_prod => "prod", "prod(a, axis=None, keepdims=False)", "Return the product of array elements over a given axis.";
    f_mean => "mean", "mean(a, axis=None, keepdims=False)", "Compute the arithmetic mean along the specified axis.";
    f_std => "std", "std(a, axis=None, ddof=0, keepdims=False)", "Compute the standard deviation along the specified axis.";
    f_var => "var", "var(a, axis=None, ddof=0, keepdims=False)", "Compute the variance along the specified axis.";
    f_min => "min", "min(a, axis=None, keepdims=False)", "Return the minimum of an array or minimum along an axis.";
    f_max => "max", "max(a, axis=None, keepdims=False)", "Return the maximum of an array or maximum along an axis.";
    f_amin => "amin", "amin(a, axis=None, keepdims=False)", "Return the minimum of an array or minimum along an axis.";
    f_amax => "amax", "amax(a, axis=None, keepdims=False)", "Return the maximum of an array or maximum along an axis.";
    f_argmin => "argmin", "argmin(a, axis=None)", "Returns the indices of the minimum values along an axis.";
    f_argmax => "argmax", "argmax(a, axis=None)", "Returns the indices of the maximum values along an axis.";
    f_cumsum => "cumsum", "cumsum(a, axis=None)", "Return the cumulative sum of the elements along a given axis.";
    f_cumprod => "cumprod", "cumprod(a, axis=None)", "Return the cumulative product of elements along a given axis.";
    f_all => "all", "all(a, axis=None, keepdims=False)", "Test whether all array elements along a given axis evaluate to True.";
    f_any => "any", "any(a, axis=None, keepdims=False)", "Test whether any array element along a given axis evaluates to True.";
    f_abs => "abs", "abs(x, out=None)", "Calculate the absolute value element-wise.";
    f_absolute => "absolute", "absolute(x, out=None)", "Calculate the absolute value element-wise.";
    f_sqrt => "sqrt", "sqrt(x, out=None)", "Return the non-negative square-root of an array, element-wise.";
    f_cbrt => "cbrt", "cbrt(x, out=None)", "Return the cube-root of an array, element-wise.";
    f_degrees => "degrees", "degrees(x, out=None)", "Convert angles from radians to degrees.";
    f_rad2deg => "rad2deg", "rad2deg(x, out=None)", "Convert angles from radians to degrees.";
    f_radians => "radians", "radians(x, out=None)", "Convert angles from degrees to radians.";
    f_deg2rad => "deg2rad", "deg2rad(x, out=None)", "Convert angles from degrees to radians.";
    f_square => "square", "square(x, out=None)", "Return the element-wise square of the input.";
    f_exp => "exp", "exp(x, out=None)", "Calculate the exponential of all elements in the input array.";
    f_exp2 => "exp2", "exp2(x, out=None)", "Calculate 2**p for all p in the input array.";
    f_expm1 => "expm1", "expm1(x, out=None)", "Calculate exp(x) - 1 for all elements in the array.";
    f_log => "log", "log(x, out=None)", "Natural logarithm, element-wise.";
    f_log2 => "log2", "log2(x, out=None)", "Base-2 logarithm of x.";
    f_log10 => "log10", "log10(x, out=None)", "Return the base 10 logarithm of the input array, element-wise.";
    f_log1p => "log1p", "log1p(x, out=None)", "Return the natural logarithm of one plus the input array, element-wise.";
    f_sin => "sin", "sin(x, out=None)", "Trigonometric sine, element-wise.";
    f_cos => "cos", "cos(x, out=None)", "Cosine element-wise.";
    f_tan => "tan", "tan(x, out=None)", "Compute tangent element-wise.";
    f_arcsin => "arcsin", "arcsin(x, out=None)", "Inverse sine, element-wise.";
    f_arccos => "arccos", "arccos(x, out=None)", "Trigonometric inverse cosine, element-wise.";
    f_arctan => "arctan", "arctan(x, out=None)", "Trigonometric inverse tangent, element-wise.";
    f_sinh => "sinh", "sinh(x, out=None)", "Hyperbolic sine, element-wise.";
    f_cosh => "cosh", "cosh(x, out=None)", "Hyperbolic cosine, element-wise.";
    f_tanh => "tanh", "tanh(x, out=None)", "Compute hyperbolic tangent element-wise.";
    f_floor => "floor", "floor(x, out=None)", "Return the floor of the input, element-wise.";
    f_ceil => "ceil", "ceil(x, out=None)", "Return the ceiling of the input, element-wise.";
    f_trunc => "trunc", "trunc(x, out=None)", "Return the truncated value of the input, element-wise.";
    f_rint => "rint", "rint(x, out=None)", "Round elements of the array to the nearest integer.";
    f_sign => "sign", "sign(x, out=None)", "Returns an element-wise indication of the sign of a number.";
    f_negative => "negative", "negative(x, out=None)", "Numerical negative, element-wise.";
    f_isnan => "isnan", "isnan(x, out=None)", "Test element-wise for NaN and return result as a boolean array.";
    f_isinf => "isinf", "isinf(x, out=None)", "Test element-wise for positive or negative infinity.";
    f_isfinite => "isfinite", "isfinite(x, out=None)", "Test element-wise for finiteness (not infinity and not Not a Number).";
    f_add => "add", "add(x1, x2, out=None)", "Add arguments element-wise.";
    f_subtract => "subtract", "subtract(x1, x2, out=None)", "Subtract arguments, element-wise.";
    f_multiply => "multiply", "multiply(x1, x2, out=None)", "Multiply arguments element-wise.";
    f_divide => "divide", "divide(x1, x2, out=None)", "Divide arguments element-wise.";
    f_true_divide => "true_divide", "true_divide(x1, x2, out=None)", "Divide arguments element-wise.";
    f_floor_divide => "floor_divide", "floor_divide(x1, x2, out=None)", "Return the largest integer smaller or equal to the division of the inputs.";
    f_mod => "mod", "mod(x1, x2, out=None)", "Returns the element-wise remainder of division.";
    f_remainder => "remainder", "remainder(x1, x2, out=None)", "Returns the element-wise remainder of division.";
    f_power => "power", "power(x1, x2, out=None)", "First array elements raised to powers from second array, element-wise.";
    f_maximum => "maximum", "maximum(x1, x2, out=None)", "Element-wise maximum of array elements.";
    f_minimum => "minimum", "minimum(x1, x2, out=None)", "Element-wise minimum of array elements.";
    f_arctan2 => "arctan2", "arctan2(x1, x2, out=None)", "Element-wise arc tangent of x1/x2 choosing the quadrant correctly.";
    f_hypot => "hypot", "hypot(x1, x2, out=None)", "Given the legs of a right triangle, return its hypotenuse.";
    f_equal => "equal", "equal(x1, x2)", "Return (x1 == x2) element-wise.";
    f_less => "less", "less(x1, x2)", "Return the truth value of (x1 < x2) element-wise.";
    f_greater => "greater", "greater(x1, x2)", "Return the truth value of (x1 > x2) element-wise.";
    f_round => "round", "round(a, decimals=0)", "Evenly round to the given number of decimals.";
    f_around => "around", "around(a, decimals=0)", "Evenly round to the given number of decimals.";
    f_clip => "clip", "clip(a, a_min, a_max)", "Clip (limit) the values in an array.";
    f_allclose => "allclose", "allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)", "Returns True if two arrays are element-wise equal within a tolerance.";
    f_isclose => "isclose", "isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False)", "Returns a boolean array where two arrays are element-wise equal within a tolerance.";
    f_array_equal => "array_equal", "array_equal(a1, a2)", "True if two arrays have the same shape and elements, False otherwise.";
    f_sort => "sort", "sort(a, axis=-1, kind=None, order=None, stable=None)", "Return a sorted copy of an array.";
    f_histogram => "histogram", "histogram(a, bins=10, range=None, density=None, weights=None)", "Compute the histogram of a dataset.";
    f_meshgrid => "meshgrid", "meshgrid(*xi, copy=True, sparse=False, indexing='xy')", "Return a tuple of coordinate matrices from coordinate vectors.";
    f_real => "real", "real(val)", "Return the real part of the complex argument.";
    f_imag => "imag", "imag(val)", "Return the imaginary part of the complex argument.";
    f_conj => "conj", "conj(x)", "Return the complex conjugate, element-wise.";
    f_conjugate => "conjugate", "conjugate(x)", "Return the complex conjugate, element-wise.";
    f_angle => "angle", "angle(z, deg=False)", "Return the angle of the complex argument.";
    f_iscomplexobj => "iscomplexobj", "iscomplexobj(x)", "Check for a complex type or an array of complex numbers.";
    f_frombuffer => "frombuffer", "frombuffer(buffer, dtype=float, count=-1, offset=0)", "Interpret a buffer as a 1-dimensional array.";
    f_bincount => "bincount", "bincount(x, weights=None, minlength=0)", "Count number of occurrences of each value in array of non-negative ints.";
    f_shape => "shape", "shape(a)", "Return the shape of an array.";
    f_size => "size", "size(a)", "Return the number of elements.";
    f_ndim => "ndim", "ndim(a)", "Return the number of dimensions of an array.";
    f_copy => "copy", "copy(a)", "Return an array copy of the given object.";
    f_astype => "astype", "astype(x, dtype)", "Copies an array to a specified data type.";
    f_dtype => "dtype", "dtype(obj)", "Create a data type object.";
    f_result_type => "result_type", "result_type(*arrays_and_dtypes)", "Returns the type that results from applying the NumPy type promotion rules.";
    f_count_nonzero => "count_nonzero", "count_nonzero(a)", "Counts the number of non-zero values in the array.";
    f_logical_and => "logical_and", "logical_and(x1, x2)", "Compute the truth value of x1 AND x2 element-wise.";
    f_logical_or => "logical_or", "logical_or(x1, x2)", "Compute the truth value of x1 OR x2 element-wise.";
    f_logical_xor => "logical_xor", "logical_xor(x1, x2)", "Compute the truth value of x1 XOR x2 element-wise.";
    f_logical_not => "logical_not", "logical_not(x)", "Compute the truth value of NOT x element-wise.";
    f_diff => "diff", "diff(a, n=1, axis=-1)", "Calculate the n-th discrete difference along the given axis.";
    f_isnat => "isnat", "isnat(x)", "Test element-wise for NaT (not a time) and return result as a boolean array.";
    f_datetime_as_string => "datetime_as_string", "datetime_as_string(arr, unit=None)", "Convert a datetime scalar to a string.";
    f_squeeze => "squeeze", "squeeze(a, axis=None)", "Remove axes of length one from a.";
    f_expand_dims => "expand_dims", "expand_dims(a, axis)", "Expand the shape of an array.";
    f_swapaxes => "swapaxes", "swapaxes(a, axis1, axis2)", "Interchange two axes of an array.";
    f_moveaxis => "moveaxis", "moveaxis(a, source, destination)", "Move axes of an array to new positions.";
    f_atleast_1d => "atleast_1d", "atleast_1d(*arys)", "Convert inputs to arrays with at least one dimension.";
    f_atleast_2d => "atleast_2d", "atleast_2d(*arys)", "View inputs as arrays with at least two dimensions.";
    f_atleast_3d => "atleast_3d", "atleast_3d(*arys)", "View inputs as arrays with at least three dimensions.";
    f_column_stack => "column_stack", "column_stack(tup)", "Stack 1-D arrays as columns into a 2-D array.";
    f_split => "split", "split(ary, indices_or_sections, axis=0)", "Split an array into multiple sub-arrays as views into ary.";
    f_array_split => "array_split", "array_split(ary, indices_or_sections, axis=0)", "Split an array into multiple sub-arrays.";
    f_ptp => "ptp", "ptp(a, axis=None, keepdims=False)", "Range of values (maximum - minimum) along an axis.";
    f_argwhere => "argwhere", "argwhere(a)", "Find the indices of array elements that are non-zero, grouped by element.";
    f_heaviside => "heaviside", "heaviside(x1, x2)", "Compute the Heaviside step function.";
    f_select => "select", "select(condlist, choicelist, default=0)", "Return an array drawn from elements in choicelist, depending on conditions.";
    f_average => "average", "average(a, axis=None, weights=None, returned=False)", "Compute the weighted average along the specified axis.";
    f_isin => "isin", "isin(element, test_elements, assume_unique=False, invert=False)", "Calculates element in test_elements, broadcasting over element only.";
    f_triu => "triu", "triu(m, k=0)", "Upper triangle of an array.";
    f_tril => "tril", "tril(m, k=0)", "Lower triangle of an array.";
}

type Table = &'static [(&'static str, crate::host::value::BuiltinFn, &'static str, &'static str)];

/// Every file's table of `np` functions.
const TABLES: [Table; 13] = [
    FUNCTIONS,
    super::scalar_types::FUNCTIONS,
    super::rearrange::FUNCTIONS,
    super::search::FUNCTIONS,
    super::sets::FUNCTIONS,
    super::index_fns::FUNCTIONS,
    super::stats::FUNCTIONS,
    super::products::FUNCTIONS,
    super::ufuncs_more::FUNCTIONS,
    super::npyio::FUNCTIONS,
    super::polynomial::FUNCTIONS,
    super::pyfuncs::FUNCTIONS,
    super::casting::FUNCTIONS,
];

/// An `np` function by name, its argument checks included (array methods that are the function
/// with the array first call it).
pub(super) fn np_function(name: &str) -> Option<crate::host::value::BuiltinFn> {
    TABLES.iter().flat_map(|t| t.iter()).find(|f| f.0 == name).map(|f| f.1)
}

pub fn module() -> Rc<Module> {
    let m = new_module("numpy", "NumPy-compatible host arrays (cudalab's own implementation of NumPy 2's semantics).");
    for (name, f, sig, doc) in TABLES.iter().flat_map(|t| t.iter()) {
        add_fn(&m, name, *f, sig, doc);
    }
    let mut attrs = m.attrs.borrow_mut();
    attrs.insert(Rc::from("newaxis"), Value::None);
    attrs.insert(Rc::from("mgrid"), Value::Native(Rc::new(super::pyfuncs::IndexGrid { sparse: false })));
    attrs.insert(Rc::from("ogrid"), Value::Native(Rc::new(super::pyfuncs::IndexGrid { sparse: true })));
    attrs.insert(Rc::from("ndarray"), Value::Type(crate::host::builtins::native_type("numpy.ndarray")));
    attrs.insert(Rc::from("pi"), Value::Float(std::f64::consts::PI));
    attrs.insert(Rc::from("e"), Value::Float(std::f64::consts::E));
    attrs.insert(Rc::from("inf"), Value::Float(f64::INFINITY));
    attrs.insert(Rc::from("nan"), Value::Float(f64::NAN));
    attrs.insert(Rc::from("__version__"), Value::str("2.3.5"));
    for d in ALL {
        attrs.insert(Rc::from(d.name()), Value::Native(Rc::new(NpScalarType(d))));
    }
    super::datetime::install(&mut attrs);
    super::scalar_types::install(&mut attrs);
    for (alias, d) in [
        ("bool_", DType::Bool),
        ("int_", DType::I64),
        ("intp", DType::I64),
        ("uint", DType::U64),
        ("double", DType::F64),
        ("single", DType::F32),
        ("half", DType::F16),
        ("cdouble", DType::C128),
        ("csingle", DType::C64),
        ("byte", DType::I8),
        ("ubyte", DType::U8),
    ] {
        attrs.insert(Rc::from(alias), Value::Native(Rc::new(NpScalarType(d))));
    }
    drop(attrs);
    m
}

/// The parameter names of a signature as `FUNCTIONS` writes it (`"linspace(start, stop,
/// num=50)"`, `"where(condition, [x, y])"`), and whether it takes any number of positional
/// arguments (`*xi`) or a first argument with no name (`concatenate((a1, a2, ...), axis=0)`).
fn signature_names(sig: &str) -> (Vec<&str>, bool) {
    let inner = sig.split_once('(').map_or("", |(_, rest)| rest.strip_suffix(')').unwrap_or(rest));
    let (mut names, mut open) = (Vec::new(), false);
    let mut depth = 0usize;
    let mut start = 0;
    let mut parts = Vec::new();
    for (i, c) in inner.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    for p in parts {
        let p = p.trim();
        if let Some(list) = p.strip_prefix('[') {
            names.extend(list.trim_end_matches(']').split(',').map(|n| n.trim()).filter(|n| !n.is_empty()));
        } else if p.starts_with('*') && p != "*" {
            open = true;
        } else if p.starts_with('(') {
            names.push("");
        } else if p != "*" && p != "/" && !p.is_empty() {
            names.push(p.split('=').next().unwrap_or(p).trim());
        }
    }
    (names, open)
}

/// NumPy's arguments that cudalab's functions do not implement: given with anything but their
/// default, they are an error naming them, never silently ignored.
const NOT_YET: [&str; 18] = [
    "out",
    "where",
    "casting",
    "order",
    "subok",
    "initial",
    "like",
    "copy",
    "ndmin",
    "retstep",
    "signature",
    "extobj",
    "device",
    "equal_nan",
    "dtype",
    "axis",
    "keepdims",
    "ddof",
];

/// A call's arguments against the function's signature (`FUNCTIONS`): a keyword it does not
/// take is NumPy's TypeError, or (for one NumPy has and cudalab does not implement yet) a
/// NotImplementedError; so are more positional arguments than it takes (NumPy's `out`
/// passed by position). Defaults (`out=None`, `where=True`) pass.
pub(super) fn check_args(interp: &mut Interp, name: &str, sig: &str, args: &Args) -> R<()> {
    let (names, open) = signature_names(sig);
    if !open && args.pos.len() > names.len() {
        return Err(raise(
            "NotImplementedError",
            format!("np.{name}() with {} positional arguments is not supported by cudalab yet (it reads {sig}); pass the others by keyword", args.pos.len()),
        ));
    }
    for (k, v) in &args.kw {
        // A signature with `**kwds` takes any keyword (`np.savez(file, x=a)`).
        if names.contains(&&**k) || sig.contains("**") {
            continue;
        }
        if NOT_YET.contains(&&**k) {
            if is_default(k, v) {
                continue;
            }
            let r = short_repr(interp, v)?;
            return Err(raise("NotImplementedError", format!("np.{name}({k}={r}) is not supported by cudalab yet")));
        }
        return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{k}'")));
    }
    Ok(())
}

/// Whether `k=v` is the value NumPy's argument `k` takes when not given (`out=None`,
/// `where=True`, `casting='same_kind'`…): passing it asks for nothing cudalab lacks.
pub(super) fn is_default(k: &str, v: &Value) -> bool {
    match k {
        "where" | "subok" | "copy" => matches!(v, Value::Bool(true)),
        "casting" => matches!(v, Value::Str(s) if &**s == "same_kind" || &**s == "unsafe"),
        "order" => matches!(v, Value::Str(s) if &**s == "K" || &**s == "C" || &**s == "A"),
        "equal_nan" => matches!(v, Value::Bool(false)),
        _ => v.is_none(),
    }
}

/// An argument's repr for an error message, cut to 40 characters (an array's is long).
pub(super) fn short_repr(interp: &mut Interp, v: &Value) -> R<String> {
    Ok(interp.repr(v)?.chars().take(40).collect())
}

pub(super) fn arg(args: &Args, i: usize, name: &str) -> Option<Value> {
    args.pos.get(i).cloned().or_else(|| args.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v.clone()))
}

pub(super) fn need(args: &Args, i: usize, name: &str, func: &str) -> R<Value> {
    arg(args, i, name).ok_or_else(|| raise("TypeError", format!("{func}() missing required argument '{name}' (pos {})", i + 1)))
}

pub(super) fn array_of(interp: &mut Interp, v: &Value) -> R<HostArray> {
    match as_array(v) {
        Some(a) => Ok(a.clone()),
        None => to_array(interp, v, None),
    }
}

pub(super) fn shape_of(interp: &mut Interp, v: &Value) -> R<Vec<usize>> {
    let dims = match v {
        Value::Tuple(_) | Value::List(_) => reshape_spec(interp, std::slice::from_ref(v))?,
        other => vec![interp.to_index(other)?],
    };
    if let Some(d) = dims.iter().find(|d| **d < 0) {
        let _ = d;
        return Err(raise("ValueError", "negative dimensions are not allowed"));
    }
    Ok(dims.into_iter().map(|d| d as usize).collect())
}

pub(super) fn dtype_kw(interp: &mut Interp, args: &Args, pos: usize) -> R<Option<DType>> {
    match arg(args, pos, "dtype") {
        Some(v) => dtype_arg(interp, &v),
        None => Ok(None),
    }
}

/// A new array of `value`, built in its dtype: zeros come from the allocator already cleared
/// (pages the program never writes cost nothing, as with NumPy).
fn filled(dtype: DType, shape: Vec<usize>, value: f64) -> HostArray {
    if value == 0.0 {
        return HostArray::zeros(dtype, shape);
    }
    let n: usize = shape.iter().product();
    crate::with_dtype!(dtype, T => HostArray::from_vec(vec![crate::array::elem::cast::<f64, T>(value); n], shape))
}

pub(super) fn unary_fn(interp: &mut Interp, op: UnaryOp, args: &Args, name: &str) -> R<Value> {
    let v = need(args, 0, "x", name)?;
    let a = match as_array(&v) {
        Some(a) => a.clone(),
        None => match &v {
            Value::List(_) | Value::Tuple(_) => to_array(interp, &v, None)?,
            _ => {
                let mut s = to_array(interp, &v, None)?;
                s.scalar = true;
                s
            }
        },
    };
    super::errstate::begin();
    let r = ufunc::unary(op, &a).map_err(ufunc_err)?;
    super::errstate::check(interp, if name == "abs" { "absolute" } else { name })?;
    into_out(interp, args, 1, name, wrap(r))
}

/// A ufunc's `out=` (or its argument after the inputs): the result written into that array,
/// which is what the call gives (as NumPy's does); the result itself when there is none.
pub(super) fn into_out(interp: &mut Interp, args: &Args, pos: usize, name: &str, r: Value) -> R<Value> {
    let out = match arg(args, pos, "out") {
        None | Some(Value::None) => return Ok(r),
        // `out=(array,)`: NumPy's tuple form for one output.
        Some(Value::Tuple(t)) if t.len() == 1 => t[0].clone(),
        Some(v) => v,
    };
    let Some(o) = as_array(&out) else {
        return Err(raise("TypeError", "return arrays must be of ArrayType"));
    };
    if o.is_readonly() {
        return Err(raise("ValueError", "output array is read-only"));
    }
    let Some(res) = as_array(&r) else { return Ok(r) };
    let Ok(shape) = broadcast_shapes(&o.shape, &res.shape) else {
        // NumPy lists every operand, the output last.
        let mut shapes = String::new();
        for i in 0..pos {
            let a = arg(
                args,
                i,
                if pos == 1 {
                    "x"
                } else if i == 0 {
                    "x1"
                } else {
                    "x2"
                },
            );
            let sh = match a.as_ref().and_then(as_array) {
                Some(x) => x.shape.clone(),
                None => match a {
                    Some(v @ (Value::List(_) | Value::Tuple(_))) => to_array(interp, &v, None)?.shape,
                    _ => Vec::new(),
                },
            };
            shapes.push_str(&format!("{} ", shape_str(&sh)));
        }
        return Err(raise("ValueError", format!("operands could not be broadcast together with shapes {shapes}{} ", shape_str(&o.shape))));
    };
    if shape != o.shape {
        return Err(raise(
            "ValueError",
            format!("non-broadcastable output operand with shape {} doesn't match the broadcast shape {}", shape_str(&o.shape), shape_str(&shape)),
        ));
    }
    let (from, to) = (res.dtype(), o.dtype());
    if !crate::array::dtype::same_kind_cast(from, to) {
        let ufunc_name = if name == "abs" { "absolute" } else { name };
        return Err(raise(
            "UFuncTypeError",
            format!("Cannot cast ufunc '{ufunc_name}' output from dtype('{}') to dtype('{}') with casting rule 'same_kind'", from.name(), to.name()),
        ));
    }
    o.assign(res).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(out)
}

pub(super) fn binary_fn(interp: &mut Interp, op: BinOp, args: &Args, name: &str) -> R<Value> {
    let a = need(args, 0, "x1", name)?;
    let b = need(args, 1, "x2", name)?;
    // Two Python scalars: NumPy still answers with a NumPy scalar.
    let a = if as_array(&a).is_none() && as_array(&b).is_none() && !matches!(a, Value::List(_) | Value::Tuple(_)) {
        let mut s = to_array(interp, &a, None)?;
        s.scalar = true;
        wrap(s)
    } else {
        a
    };
    let r = ufunc_values(interp, op, &a, &b)?.ok_or_else(|| raise("TypeError", format!("unsupported operand types for {name}")))?;
    into_out(interp, args, 2, name, r)
}

fn compare_fn(interp: &mut Interp, op: CmpOp, args: &Args, name: &str) -> R<Value> {
    let a = need(args, 0, "x1", name)?;
    let b = need(args, 1, "x2", name)?;
    let a = wrap(array_of(interp, &a)?);
    compare_values(interp, op, &a, &b)?.ok_or_else(|| raise("TypeError", format!("unsupported operand types for {name}")))
}

pub(super) fn sequence_of_arrays(interp: &mut Interp, v: &Value) -> R<Vec<HostArray>> {
    let items = interp.collect(v)?;
    let mut out = Vec::with_capacity(items.len());
    for i in &items {
        out.push(array_of(interp, i)?);
    }
    if out.is_empty() {
        return Err(raise("ValueError", "need at least one array to concatenate"));
    }
    Ok(out)
}

pub fn concatenate(arrays: &[HostArray], axis: i64) -> R<HostArray> {
    let nd = arrays[0].ndim();
    if nd == 0 {
        return Err(raise("ValueError", "zero-dimensional arrays cannot be concatenated"));
    }
    let ax = normalize_axis(axis, nd).map_err(|e| raise("AxisError", e.to_string()))?;
    let dtype = arrays.iter().skip(1).fold(arrays[0].dtype(), |d, a| promote(d, a.dtype()));
    for (i, a) in arrays.iter().enumerate() {
        if a.ndim() != nd {
            return Err(raise(
                "ValueError",
                format!(
                    "all the input arrays must have same number of dimensions, but the array at index 0 has {nd} dimension(s) and the array at index {i} has {} dimension(s)",
                    a.ndim()
                ),
            ));
        }
        for d in 0..nd {
            if d != ax && a.shape[d] != arrays[0].shape[d] {
                return Err(raise(
                    "ValueError",
                    format!(
                        "all the input array dimensions except for the concatenation axis must match exactly, but along dimension {d}, the array at index 0 has size {} and the array at index {i} has size {}",
                        arrays[0].shape[d], a.shape[d]
                    ),
                ));
            }
        }
    }
    let mut shape = arrays[0].shape.clone();
    shape[ax] = arrays.iter().map(|a| a.shape[ax]).sum();
    let out = HostArray::zeros(dtype, shape.clone());
    let mut start = 0usize;
    for a in arrays {
        let n = a.shape[ax];
        let mut view = out.clone();
        view.offset = (out.offset as isize + start as isize * out.strides[ax]) as usize;
        view.shape[ax] = n;
        view.assign(a).map_err(|e| raise("ValueError", e.to_string()))?;
        start += n;
    }
    Ok(out)
}

fn expand(a: &HostArray, axis: usize) -> HostArray {
    let mut spec: Vec<i64> = a.shape.iter().map(|&d| d as i64).collect();
    spec.insert(axis, 1);
    a.reshape(&spec).unwrap_or_else(|_| a.clone())
}

/// `a @ b` / `np.matmul`: NumPy reports shape mismatches in gufunc terms.
pub fn matmul(interp: &mut Interp, a: &Value, b: &Value) -> R<Value> {
    product(interp, a, b, true)
}

/// `np.dot` / `a.dot(b)`.
pub fn dot(interp: &mut Interp, a: &Value, b: &Value) -> R<Value> {
    product(interp, a, b, false)
}

fn product(interp: &mut Interp, a: &Value, b: &Value, is_matmul: bool) -> R<Value> {
    let x = array_of(interp, a)?;
    let y = array_of(interp, b)?;
    if x.ndim() == 0 || y.ndim() == 0 {
        if is_matmul {
            let which = if x.ndim() == 0 { 0 } else { 1 };
            return Err(raise(
                "ValueError",
                format!("matmul: Input operand {which} does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"),
            ));
        }
        return binop_values(interp, BinOp::Mul, &wrap(x), &wrap(y))?.ok_or_else(|| raise("TypeError", "dot"));
    }
    let d = promote(x.dtype(), y.dtype());
    let (xm, xv) = if x.ndim() == 1 { (expand(&x, 0), true) } else { (x.clone(), false) };
    let (ym, yv) = if y.ndim() == 1 { (expand(&y, 1), true) } else { (y.clone(), false) };
    if !is_matmul && (xm.ndim() > 2 || ym.ndim() > 2) {
        return Err(raise("ValueError", "cudalab's np.dot handles 1-D and 2-D arrays; for stacks of matrices use np.matmul or @"));
    }
    // Matrices are the last two axes; the axes before them (a stack) broadcast, as in NumPy.
    let (n, k) = (xm.shape[xm.ndim() - 2], xm.shape[xm.ndim() - 1]);
    let (k2, m) = (ym.shape[ym.ndim() - 2], ym.shape[ym.ndim() - 1]);
    if k != k2 {
        if is_matmul {
            return Err(raise(
                "ValueError",
                format!("matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size {k2} is different from {k})"),
            ));
        }
        return Err(raise(
            "ValueError",
            format!("shapes {} and {} not aligned: {} (dim {}) != {} (dim 0)", shape_str(&x.shape), shape_str(&y.shape), k, x.ndim() - 1, k2),
        ));
    }
    let xb = &xm.shape[..xm.ndim() - 2];
    let yb = &ym.shape[..ym.ndim() - 2];
    let batch = broadcast_shapes(xb, yb).map_err(|_| {
        // NumPy's gufunc wording: each operand's loop axes, its core axes as "newaxis".
        let remapped = |a: &HostArray, loops: &[usize]| {
            let parts: Vec<String> = loops.iter().map(|d| d.to_string()).chain((loops.len()..a.ndim()).map(|_| "newaxis".to_string())).collect();
            format!("{}->({})", shape_str(&a.shape), parts.join(","))
        };
        let core: Vec<usize> = [(!xv).then_some(n), (!yv).then_some(m)].into_iter().flatten().collect();
        raise(
            "ValueError",
            format!(
                "operands could not be broadcast together with remapped shapes [original->remapped]: {} {}  and requested shape {}",
                remapped(&x, xb),
                remapped(&y, yb),
                shape_str(&core)
            ),
        )
    })?;
    let count: usize = batch.iter().product();
    let full = |core: [usize; 2]| batch.iter().copied().chain(core).collect::<Vec<usize>>();
    check_array(&full([n, m]), d)?;
    let interrupt = interp.interrupt.clone();
    let cancelled = || interrupt.load(std::sync::atomic::Ordering::Relaxed);
    let out = crate::with_dtype!(d, T => {
        let xs: Vec<T> = xm.broadcast_vec(&full([n, k]));
        let ys: Vec<T> = ym.broadcast_vec(&full([k, m]));
        let mut out = vec![<T as Default>::default(); count * n * m];
        for s in 0..count {
            let (xs, ys) = (&xs[s * n * k..(s + 1) * n * k], &ys[s * k * m..(s + 1) * k * m]);
            let o = &mut out[s * n * m..(s + 1) * n * m];
            if crate::array::matmul::matmul(xs, ys, o, (n, k, m), &cancelled).is_err() {
                break;
            }
        }
        HostArray::from_vec(out, full([n, m]))
    });
    interp.check_interrupt()?;
    let mut shape: Vec<i64> = batch.iter().map(|&s| s as i64).collect();
    if !xv {
        shape.push(n as i64);
    }
    if !yv {
        shape.push(m as i64);
    }
    let mut r = out.reshape(&shape).map_err(|e| raise("ValueError", e.to_string()))?;
    r.scalar = r.ndim() == 0;
    Ok(wrap(r))
}

pub fn sort_array(_interp: &mut Interp, a: &HostArray, axis: Option<i64>) -> R<HostArray> {
    let (src, ax) = match axis {
        None => (a.reshape(&[-1]).map_err(|e| raise("ValueError", e.to_string()))?, 0usize),
        Some(ax) => (a.clone(), normalize_axis(ax, a.ndim().max(1)).map_err(|e| raise("AxisError", e.to_string()))?),
    };
    if src.ndim() == 0 {
        return Ok(src.copy());
    }
    let mut perm: Vec<usize> = (0..src.ndim()).filter(|&i| i != ax).collect();
    perm.push(ax);
    let moved = src.permute(&perm);
    let n = src.shape[ax];
    let sorted = crate::with_dtype!(src.dtype(), T => {
        use crate::array::ufunc::Arith;
        let mut v: Vec<T> = moved.to_vec();
        for row in v.chunks_mut(n.max(1)) {
            // NaNs sort to the end, as in NumPy.
            row.sort_by(|x, y| match (Arith::is_nan(*x), Arith::is_nan(*y)) {
                (true, true) => std::cmp::Ordering::Equal,
                (true, false) => std::cmp::Ordering::Greater,
                (false, true) => std::cmp::Ordering::Less,
                _ => if Arith::lt(*x, *y) { std::cmp::Ordering::Less } else if Arith::lt(*y, *x) { std::cmp::Ordering::Greater } else { std::cmp::Ordering::Equal },
            });
        }
        HostArray::from_vec(v, moved.shape.clone())
    });
    let mut inverse = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inverse[p] = i;
    }
    Ok(sorted.permute(&inverse).copy())
}

fn isclose_arrays(interp: &mut Interp, args: &Args, name: &str) -> R<HostArray> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    let b = array_of(interp, &need(args, 1, "b", name)?)?;
    let rtol = match arg(args, 2, "rtol") {
        Some(v) => interp.to_float(&v)?,
        None => 1e-5,
    };
    let atol = match arg(args, 3, "atol") {
        Some(v) => interp.to_float(&v)?,
        None => 1e-8,
    };
    let equal_nan = match arg(args, 4, "equal_nan") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let shape = crate::array::hostarray::broadcast_shapes(&a.shape, &b.shape).map_err(|e| raise("ValueError", e.to_string()))?;
    let x: Vec<f64> = a.broadcast_vec(&shape);
    let y: Vec<f64> = b.broadcast_vec(&shape);
    let out: Vec<bool> = x
        .iter()
        .zip(&y)
        .map(|(&p, &q)| {
            if p.is_nan() || q.is_nan() {
                equal_nan && p.is_nan() && q.is_nan()
            } else if p.is_infinite() || q.is_infinite() {
                p == q
            } else {
                (p - q).abs() <= atol + rtol * q.abs()
            }
        })
        .collect();
    Ok(HostArray::from_vec(out, shape))
}

fn bincount(interp: &mut Interp, args: &Args) -> R<Value> {
    let x = array_of(interp, &need(args, 0, "x", "bincount")?)?;
    if x.ndim() != 1 {
        return Err(raise("ValueError", "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 1."));
    }
    if !(x.dtype().is_integer() || x.dtype() == DType::Bool) {
        return Err(raise("TypeError", format!("Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'", x.dtype().name())));
    }
    if x.dtype() == DType::U64 && x.to_vec::<u64>().iter().any(|&v| v > i64::MAX as u64) {
        return Err(raise("TypeError", "Cannot cast array data from dtype('uint64') to dtype('int64') according to the rule 'safe'"));
    }
    let minlength = match arg(args, 2, "minlength") {
        Some(Value::None) | None => 0,
        Some(v) => interp.to_index(&v)?,
    };
    if minlength < 0 {
        return Err(raise("ValueError", "'minlength' must not be negative"));
    }
    let values: Vec<i64> = x.to_vec();
    if values.iter().any(|&v| v < 0) {
        return Err(raise("ValueError", "'list' argument must have no negative elements"));
    }
    let len = values.iter().map(|&v| v as usize + 1).max().unwrap_or(0).max(minlength as usize);
    let weights = match arg(args, 1, "weights") {
        Some(Value::None) | None => None,
        Some(w) => {
            let w = array_of(interp, &w)?;
            if w.shape != x.shape {
                return Err(raise("ValueError", "The weights and list don't have the same length."));
            }
            Some(w.to_vec::<f64>())
        }
    };
    let d = if weights.is_some() { DType::F64 } else { DType::I64 };
    check_array(&[len], d)?;
    Ok(match weights {
        None => {
            let mut counts = vec![0i64; len];
            values.iter().for_each(|&v| counts[v as usize] += 1);
            wrap(HostArray::from_vec(counts, vec![len]))
        }
        Some(w) => {
            let mut sums = vec![0f64; len];
            values.iter().zip(&w).for_each(|(&v, &wt)| sums[v as usize] += wt);
            wrap(HostArray::from_vec(sums, vec![len]))
        }
    })
}

fn histogram(interp: &mut Interp, args: &Args) -> R<Value> {
    if let Some((k, _)) = args.kw.iter().find(|(k, _)| !matches!(&**k, "a" | "bins" | "range" | "density" | "weights")) {
        return Err(raise("TypeError", format!("histogram() got an unexpected keyword argument '{k}'")));
    }
    let a = array_of(interp, &need(args, 0, "a", "histogram")?)?;
    let values: Vec<f64> = a.to_vec();
    let weights: Option<Vec<f64>> = match arg(args, 4, "weights") {
        Some(Value::None) | None => None,
        Some(w) => {
            let w = array_of(interp, &w)?;
            if w.shape != a.shape {
                return Err(raise("ValueError", "weights should have the same shape as a."));
            }
            Some(w.to_vec())
        }
    };
    let density = match arg(args, 3, "density") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let range = match arg(args, 2, "range") {
        Some(Value::None) | None => None,
        Some(r) => {
            let pair = interp.collect(&r)?;
            if pair.len() != 2 {
                return Err(raise("ValueError", "too many values to unpack (expected 2)"));
            }
            Some((interp.to_float(&pair[0])?, interp.to_float(&pair[1])?))
        }
    };
    let (mut first, mut last) = match range {
        Some(r) => r,
        None if values.is_empty() => (0.0, 1.0),
        None => (values.iter().cloned().fold(f64::INFINITY, f64::min), values.iter().cloned().fold(f64::NEG_INFINITY, f64::max)),
    };
    if first > last {
        return Err(raise("ValueError", "max must be larger than min in range parameter."));
    }
    if !first.is_finite() || !last.is_finite() {
        return Err(raise("ValueError", format!("autodetected range of [{first}, {last}] is not finite")));
    }
    if first == last {
        first -= 0.5;
        last += 0.5;
    }
    // The edges: a count of equal bins, a rule's name, or the edges themselves.
    let bins_arg = arg(args, 1, "bins");
    let mut given_edges: Option<HostArray> = None;
    let edges: Vec<f64> = match &bins_arg {
        Some(Value::Str(rule)) => {
            let inside: Vec<f64> = values.iter().copied().filter(|x| *x >= first && *x <= last).collect();
            let n = bin_count_by_rule(rule, &inside, first, last)?;
            equal_edges(first, last, n)
        }
        Some(v @ (Value::List(_) | Value::Tuple(_) | Value::Native(_))) if !matches!(v, Value::Native(_)) || as_array(v).is_some_and(|a| a.ndim() == 1) => {
            let given = array_of(interp, v)?;
            let e: Vec<f64> = given.to_vec();
            given_edges = Some(given);
            if e.len() < 2 {
                return Err(raise("ValueError", "`bins` must be 1d, when an array"));
            }
            if e.windows(2).any(|w| w[0].partial_cmp(&w[1]).is_none_or(|o| o == std::cmp::Ordering::Greater)) {
                return Err(raise("ValueError", "`bins` must increase monotonically, when an array"));
            }
            e
        }
        Some(v) => {
            let n = interp.to_index(v)?;
            if n < 1 {
                return Err(raise("ValueError", "`bins` must be positive, when an integer"));
            }
            equal_edges(first, last, n as usize)
        }
        None => equal_edges(first, last, 10),
    };
    // Computed edges take the data's float type (float16/float32 data: edges of that type, as
    // NumPy's `result_type(first, last, a)`), and the rounded edges are the ones that bin.
    let computed_type = match a.dtype() {
        d @ (DType::F16 | DType::F32) if given_edges.is_none() => Some(d),
        _ => None,
    };
    let edges: Vec<f64> = match computed_type {
        // Without a range, NumPy's edges are a linspace between the data's own min and max
        // scalars, computed in their type; with one (Python numbers), in float64 and then cast.
        Some(d) if range.is_none() => edges_in(d, first, last, edges.len() - 1),
        Some(d) => {
            let n = edges.len();
            HostArray::from_vec(edges, vec![n]).astype(d).to_vec()
        }
        None => edges,
    };
    let bins = edges.len() - 1;
    let (lo, hi) = (edges[0], edges[bins]);
    let mut sums = vec![0f64; bins];
    let mut counts = vec![0i64; bins];
    for (k, &x) in values.iter().enumerate() {
        if !(x >= lo && x <= hi) {
            continue;
        }
        // The bin whose [left, right) holds x; the last bin is closed on the right.
        let i = if x == hi { bins - 1 } else { edges.partition_point(|e| *e <= x).saturating_sub(1).min(bins - 1) };
        counts[i] += 1;
        sums[i] += weights.as_ref().map(|w| w[k]).unwrap_or(1.0);
    }
    let hist = if density {
        let total: f64 = sums.iter().sum();
        let d: Vec<f64> = sums.iter().enumerate().map(|(i, c)| c / total / (edges[i + 1] - edges[i])).collect();
        wrap(HostArray::from_vec(d, vec![bins]))
    } else if weights.is_some() {
        wrap(HostArray::from_vec(sums, vec![bins]))
    } else {
        wrap(HostArray::from_vec(counts, vec![bins]))
    };
    // Edges given as an array come back as that array (its dtype kept, as NumPy's do).
    let edges_out = given_edges.unwrap_or_else(|| {
        let e = HostArray::from_vec(edges, vec![bins + 1]);
        computed_type.map_or(e.clone(), |d| e.astype(d))
    });
    Ok(Value::tuple(vec![hist, wrap(edges_out)]))
}

/// `np.meshgrid(*xi, indexing='xy', sparse=False, copy=True)`: each input raveled, then
/// broadcast over the grid (with 'xy' the first two axes swapped, as NumPy's).
fn meshgrid(interp: &mut Interp, args: &Args) -> R<Value> {
    if let Some((k, _)) = args.kw.iter().find(|(k, _)| !matches!(&**k, "indexing" | "sparse" | "copy")) {
        return Err(raise("TypeError", format!("meshgrid() got an unexpected keyword argument '{k}'")));
    }
    let kw = |name: &str| args.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v.clone());
    let xy = match kw("indexing") {
        None => true,
        Some(Value::Str(s)) if &*s == "xy" => true,
        Some(Value::Str(s)) if &*s == "ij" => false,
        Some(_) => return Err(raise("ValueError", "Valid values for `indexing` are 'xy' and 'ij'.")),
    };
    let sparse = match kw("sparse") {
        Some(v) => interp.truthy(&v)?,
        None => false,
    };
    let inputs: Vec<HostArray> = args.pos.iter().map(|v| array_of(interp, v).map(|a| a.reshape(&[-1]).unwrap_or(a))).collect::<R<_>>()?;
    let n = inputs.len();
    let mut shape: Vec<usize> = inputs.iter().map(|a| a.size()).collect();
    if xy && n > 1 {
        shape.swap(0, 1);
    }
    let mut out = Vec::with_capacity(n);
    for (i, a) in inputs.iter().enumerate() {
        // The axis this input runs along in the output.
        let axis = if xy && n > 1 && i < 2 { 1 - i } else { i };
        let mut s1 = vec![1i64; n];
        s1[axis] = a.size() as i64;
        let v = a.reshape(&s1).map_err(|e| raise("ValueError", e.to_string()))?;
        out.push(wrap(if sparse { v.copy() } else { v.broadcast_view(&shape).copy() }));
    }
    Ok(Value::tuple(out))
}

/// `n` equal bins from `first` to `last` (NumPy's linspace of the edges).
/// `np.linspace(first, last, n + 1)` computed in float16 or float32, as NumPy does for float32
/// `first`/`last`: each operation rounded to that type (computing in float64 and rounding once
/// gives the same value for these operations).
fn edges_in(d: DType, first: f64, last: f64, n: usize) -> Vec<f64> {
    let round = |x: f64| if d == DType::F16 { half::f16::from_f64(x).to_f64() } else { x as f32 as f64 };
    // The data's min and max, or (all equal) those moved by 0.5 in the same type.
    let (first, last) = (round(first), round(last));
    let delta = round(last - first);
    let step = round(delta / n as f64);
    (0..=n)
        .map(|i| match i {
            _ if i == n => last,
            _ if step == 0.0 => round(round(round(i as f64 / n as f64) * delta) + first),
            _ => round(round(i as f64 * step) + first),
        })
        .collect()
}

fn equal_edges(first: f64, last: f64, n: usize) -> Vec<f64> {
    (0..=n).map(|i| if i == n { last } else { first + i as f64 * ((last - first) / n as f64) }).collect()
}

/// NumPy's bin-count rules (`bins='auto'`, 'fd', 'sturges', 'sqrt', 'rice', 'scott') for the
/// values inside the range.
fn bin_count_by_rule(rule: &str, x: &[f64], first: f64, last: f64) -> R<usize> {
    let n = x.len() as f64;
    let span = last - first;
    if x.is_empty() || span == 0.0 {
        return Ok(1);
    }
    let percentile = |q: f64| {
        let mut v = x.to_vec();
        v.sort_by(|a, b| a.total_cmp(b));
        let pos = q * (v.len() - 1) as f64;
        let (i, f) = (pos.floor() as usize, pos - pos.floor());
        if i + 1 < v.len() {
            v[i] + (v[i + 1] - v[i]) * f
        } else {
            v[i]
        }
    };
    let sturges = span / (n.log2() + 1.0);
    let fd = 2.0 * (percentile(0.75) - percentile(0.25)) * n.powf(-1.0 / 3.0);
    let width = match rule {
        "auto" => {
            if fd > 0.0 {
                fd.min(sturges)
            } else {
                sturges
            }
        }
        "fd" => fd,
        "sturges" => sturges,
        "sqrt" => span / n.sqrt(),
        "rice" => span / (2.0 * n.powf(1.0 / 3.0)),
        "scott" => {
            let mean = x.iter().sum::<f64>() / n;
            let std = (x.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n).sqrt();
            (24.0 * std::f64::consts::PI.sqrt() / n).powf(1.0 / 3.0) * std
        }
        "doane" | "stone" => return Err(raise("NotImplementedError", format!("cudalab's numpy does not compute bins='{rule}' yet"))),
        other => return Err(raise("ValueError", format!("{other:?} is not a valid estimator for `bins`").replace('"', "'"))),
    };
    Ok(if width > 0.0 { (span / width).ceil().max(1.0) as usize } else { 1 })
}

fn like(interp: &mut Interp, args: &Args, name: &str, value: Option<f64>) -> R<Value> {
    let a = array_of(interp, &need(args, 0, "a", name)?)?;
    if let Some(v) = value {
        let d = dtype_kw(interp, args, 1)?.unwrap_or(a.dtype());
        check_array(&a.shape, d)?;
        return Ok(wrap(filled(d, a.shape.clone(), v)));
    }
    let fill = need(args, 1, "fill_value", name)?;
    let d = dtype_kw(interp, args, 2)?.unwrap_or(a.dtype());
    check_array(&a.shape, d)?;
    let out = HostArray::zeros(d, a.shape.clone());
    let src = match as_array(&fill) {
        Some(f) => f.astype(d),
        None => scalar_array(interp, &fill, d).or_else(|_| to_array(interp, &fill, None).map(|x| x.astype(d)))?,
    };
    out.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
    Ok(wrap(out))
}

/// `np.diff(a, n, axis)`: `a[1:] - a[:-1]` along `axis`, `n` times (`!=` for booleans, as NumPy).
fn diff(interp: &mut Interp, a: HostArray, n: i64, axis: i64) -> R<HostArray> {
    if n < 0 {
        return Err(raise("ValueError", format!("order must be non-negative but got {n}")));
    }
    if a.ndim() == 0 {
        return Err(raise("ValueError", "diff requires input that is at least one dimensional"));
    }
    let ax = normalize_axis(axis, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
    let mut cur = a;
    for _ in 0..n {
        let len = cur.shape[ax].saturating_sub(1);
        let mut lo = cur.clone();
        lo.shape[ax] = len;
        let mut hi = lo.clone();
        if len > 0 {
            hi.offset = (cur.offset as isize + cur.strides[ax]) as usize;
        }
        let r = if cur.dtype() == DType::Bool {
            compare_values(interp, CmpOp::Ne, &wrap(hi), &wrap(lo))?
        } else {
            binop_values(interp, BinOp::Sub, &wrap(hi), &wrap(lo))?
        };
        cur = r.as_ref().and_then(as_array).cloned().ok_or_else(|| raise("TypeError", "diff"))?;
    }
    Ok(if n == 0 { cur.copy() } else { cur })
}

pub(super) fn number_arg(interp: &mut Interp, v: &Value) -> R<f64> {
    interp.to_float(v)
}

pub fn call_np(interp: &mut Interp, name: &str, args: Args) -> R<Value> {
    if let Some(v) = super::datetime::np_call(interp, name, &args)? {
        return Ok(v);
    }
    let reduction = |op: Reduce, interp: &mut Interp, mut args: Args| -> R<Value> {
        let v = args.pos.first().cloned().or_else(|| args.take_kw("a")).ok_or_else(|| raise("TypeError", format!("{name}() missing required argument 'a'")))?;
        if !args.pos.is_empty() {
            args.pos.remove(0);
        }
        let a = array_of(interp, &v)?;
        run_reduce(interp, op, &a, args, 0)
    };
    Ok(match name {
        "array" | "asarray" | "ascontiguousarray" => {
            let v = need(&args, 0, "object", name)?;
            let d = dtype_kw(interp, &args, 1)?;
            if name != "array" {
                if let Some(a) = as_array(&v) {
                    let contiguous = name == "asarray" || a.is_c_contiguous();
                    if d.is_none_or(|d| d == a.dtype()) && !a.scalar && contiguous {
                        return Ok(v);
                    }
                }
            }
            let mut a = to_array(interp, &v, d)?;
            if name == "ascontiguousarray" && a.ndim() == 0 {
                a = a.reshape(&[1]).map_err(|e| raise("ValueError", e.to_string()))?;
            }
            wrap(a)
        }
        "fromiter" => {
            let src = need(&args, 0, "iter", name)?;
            let d = dtype_kw(interp, &args, 1)?.ok_or_else(|| raise("TypeError", "fromiter() missing required argument 'dtype' (pos 2)"))?;
            let count = match arg(&args, 2, "count") {
                Some(c) => interp.to_index(&c)?,
                None => -1,
            };
            // Streams: with a count, no more than `count` items are taken from the iterator.
            let mut it = interp.iter(&src)?;
            let mut items = Vec::new();
            while count < 0 || (items.len() as i64) < count {
                match interp.next(&mut it)? {
                    Some(v) => {
                        if as_array(&v).is_some_and(|a| !a.scalar) || matches!(v, Value::List(_) | Value::Tuple(_)) {
                            return Err(raise("ValueError", "setting an array element with a sequence."));
                        }
                        items.push(v);
                    }
                    None if count >= 0 => {
                        return Err(raise("ValueError", format!("iterator too short: Expected {count} but iterator had only {} items.", items.len())))
                    }
                    None => break,
                }
                if items.len() % 4096 == 0 {
                    interp.check_interrupt()?;
                }
            }
            let n = items.len();
            if n == 0 {
                wrap(HostArray::zeros(d, vec![0]))
            } else {
                wrap(to_array(interp, &Value::list(items), Some(d))?)
            }
        }
        "zeros" | "ones" | "empty" => {
            let shape = shape_of(interp, &need(&args, 0, "shape", name)?)?;
            let d = dtype_kw(interp, &args, 1)?.unwrap_or(DType::F64);
            check_array(&shape, d)?;
            wrap(filled(d, shape, if name == "ones" { 1.0 } else { 0.0 }))
        }
        "full" => {
            let shape = shape_of(interp, &need(&args, 0, "shape", name)?)?;
            let fill = need(&args, 1, "fill_value", name)?;
            let d = match dtype_kw(interp, &args, 2)? {
                Some(d) => d,
                None => match as_array(&fill) {
                    Some(f) => f.dtype(),
                    None => to_array(interp, &fill, None)?.dtype(),
                },
            };
            check_array(&shape, d)?;
            let out = HostArray::zeros(d, shape);
            let src = match as_array(&fill) {
                Some(f) => f.astype(d),
                None => scalar_array(interp, &fill, d).or_else(|_| to_array(interp, &fill, Some(d)))?,
            };
            out.assign(&src).map_err(|e| raise("ValueError", e.to_string()))?;
            wrap(out)
        }
        "zeros_like" => like(interp, &args, name, Some(0.0))?,
        "ones_like" => like(interp, &args, name, Some(1.0))?,
        "empty_like" => like(interp, &args, name, Some(0.0))?,
        "full_like" => like(interp, &args, name, None)?,
        "arange" => {
            let d = dtype_kw(interp, &args, 3)?;
            let nums: Vec<Value> = args.pos.clone();
            let any_float = nums.iter().any(|v| matches!(v, Value::Float(_)) || as_array(v).is_some_and(|a| a.dtype().is_float()));
            let (start, stop, step) = match nums.as_slice() {
                [stop] => (0.0, number_arg(interp, stop)?, 1.0),
                [start, stop] => (number_arg(interp, start)?, number_arg(interp, stop)?, 1.0),
                [start, stop, step] => (number_arg(interp, start)?, number_arg(interp, stop)?, number_arg(interp, step)?),
                _ => return Err(raise("TypeError", "arange() requires stop to be specified.")),
            };
            if step == 0.0 {
                return Err(raise("ZeroDivisionError", "division by zero"));
            }
            let n = ((stop - start) / step).ceil().max(0.0) as usize;
            let target = d.unwrap_or(if any_float { DType::F64 } else { DType::I64 });
            // Built through an int64/float64 vector first: check that size as well as the result's.
            check_array(&[n], DType::F64)?;
            check_array(&[n], target)?;
            if target.is_integer() && !any_float {
                let (s, st) = (start as i64, step as i64);
                let v: Vec<i64> = (0..n as i64).map(|i| s + i * st).collect();
                wrap(HostArray::from_vec(v, vec![n]).astype(target))
            } else {
                let v: Vec<f64> = (0..n).map(|i| start + i as f64 * step).collect();
                wrap(HostArray::from_vec(v, vec![n]).astype(target))
            }
        }
        "linspace" => {
            let start = number_arg(interp, &need(&args, 0, "start", name)?)?;
            let stop = number_arg(interp, &need(&args, 1, "stop", name)?)?;
            let num = match arg(&args, 2, "num") {
                Some(v) => interp.to_index(&v)?,
                None => 50,
            };
            if num < 0 {
                return Err(raise("ValueError", format!("Number of samples, {num}, must be non-negative.")));
            }
            let endpoint = match arg(&args, 3, "endpoint") {
                Some(v) => interp.truthy(&v)?,
                None => true,
            };
            let d = dtype_kw(interp, &args, 5)?.unwrap_or(DType::F64);
            let num = num as usize;
            check_array(&[num], DType::F64)?;
            let div = if endpoint { num.saturating_sub(1) } else { num } as f64;
            let delta = stop - start;
            let step = if div > 0.0 { delta / div } else { f64::NAN };
            let mut v: Vec<f64> = (0..num)
                .map(|i| match () {
                    // One sample with the endpoint (no interval to divide): NumPy gives `start`.
                    _ if div == 0.0 => i as f64 * delta + start,
                    _ if step == 0.0 => (i as f64 / div) * delta + start,
                    _ => i as f64 * step + start,
                })
                .collect();
            if endpoint && num > 1 {
                v[num - 1] = stop;
            }
            let samples = wrap(HostArray::from_vec(v, vec![num]).astype(d));
            match arg(&args, 4, "retstep") {
                // A NumPy float, or Python's nan when there is no interval (as NumPy gives).
                Some(r) if interp.truthy(&r)? => Value::tuple(vec![samples, if div > 0.0 { wrap(HostArray::scalar_of(step)) } else { Value::Float(step) }]),
                _ => samples,
            }
        }
        "eye" | "identity" => {
            let dim = |interp: &mut Interp, v: &Value| -> R<usize> {
                let d = interp.to_index(v)?;
                usize::try_from(d).map_err(|_| raise("ValueError", "negative dimensions are not allowed"))
            };
            let n = dim(interp, &need(&args, 0, "N", name)?)?;
            let (m, k, dpos) = if name == "eye" {
                let m = match arg(&args, 1, "M") {
                    Some(Value::None) | None => n,
                    Some(v) => dim(interp, &v)?,
                };
                let k = match arg(&args, 2, "k") {
                    Some(v) => interp.to_index(&v)?,
                    None => 0,
                };
                (m, k, 3)
            } else {
                (n, 0, 1)
            };
            let d = dtype_kw(interp, &args, dpos)?.unwrap_or(DType::F64);
            check_array(&[n, m], DType::F64)?;
            let mut v = vec![0.0f64; n * m];
            for i in 0..n {
                let j = i as i64 + k;
                if j >= 0 && (j as usize) < m {
                    v[i * m + j as usize] = 1.0;
                }
            }
            wrap(HostArray::from_vec(v, vec![n, m]).astype(d))
        }
        "reshape" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let spec = reshape_spec(interp, &[need(&args, 1, "shape", name)?])?;
            let fortran = super::methods::order_arg(interp, &a, arg(&args, 2, "order"))?;
            wrap(super::methods::reshape_in(&a, &spec, fortran)?)
        }
        "ravel" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let fortran = super::methods::order_arg(interp, &a, arg(&args, 1, "order"))?;
            wrap(super::methods::reshape_in(&a, &[-1], fortran)?)
        }
        "transpose" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            match arg(&args, 1, "axes") {
                Some(Value::None) | None => wrap(a.transpose()),
                Some(axes) => {
                    let axes = reshape_spec(interp, &[axes])?;
                    wrap(a.permute(&super::methods::transpose_axes(a.ndim(), &axes)?))
                }
            }
        }
        "concatenate" => {
            let arrays = sequence_of_arrays(interp, &need(&args, 0, "arrays", name)?)?;
            let axis = match arg(&args, 1, "axis") {
                Some(Value::None) => {
                    let flat: Vec<HostArray> = arrays.iter().map(|a| a.reshape(&[-1]).unwrap_or_else(|_| a.clone())).collect();
                    return Ok(wrap(concatenate(&flat, 0)?));
                }
                Some(v) => interp.to_index(&v)?,
                None => 0,
            };
            wrap(concatenate(&arrays, axis)?)
        }
        "stack" => {
            let arrays = sequence_of_arrays(interp, &need(&args, 0, "arrays", name)?)?;
            let axis = match arg(&args, 1, "axis") {
                Some(v) => interp.to_index(&v)?,
                None => 0,
            };
            if arrays.iter().any(|a| a.shape != arrays[0].shape) {
                return Err(raise("ValueError", "all input arrays must have the same shape"));
            }
            let ax = normalize_axis(axis, arrays[0].ndim() + 1).map_err(|e| raise("AxisError", e.to_string()))?;
            let expanded: Vec<HostArray> = arrays.iter().map(|a| expand(a, ax)).collect();
            wrap(concatenate(&expanded, ax as i64)?)
        }
        "vstack" => {
            let arrays = sequence_of_arrays(interp, &need(&args, 0, "tup", name)?)?;
            let rows: Vec<HostArray> =
                arrays.iter().map(|a| if a.ndim() < 2 { a.reshape(&[1, -1]).unwrap_or_else(|_| a.clone()) } else { a.clone() }).collect();
            wrap(concatenate(&rows, 0)?)
        }
        "hstack" => {
            // As NumPy: `atleast_1d` first, so a scalar joins a vector.
            let arrays: Vec<HostArray> = sequence_of_arrays(interp, &need(&args, 0, "tup", name)?)?
                .into_iter()
                .map(|a| if a.ndim() == 0 { a.reshape(&[1]).unwrap_or(a) } else { a })
                .collect();
            let axis = if arrays[0].ndim() == 1 { 0 } else { 1 };
            wrap(concatenate(&arrays, axis)?)
        }
        "where" => {
            let cond = array_of(interp, &need(&args, 0, "condition", name)?)?.astype(DType::Bool);
            match (arg(&args, 1, "x"), arg(&args, 2, "y")) {
                (None, None) => return call_np(interp, "nonzero", Args::new(vec![wrap(cond)])),
                (Some(x), Some(y)) => {
                    let (Some(xa), Some(ya)) = (super::operand(interp, &x)?, super::operand(interp, &y)?) else {
                        return Err(raise("TypeError", "where() needs array-like x and y"));
                    };
                    let (xa, ya, d) = super::common_dtype(interp, &xa, &ya)?;
                    let s1 = crate::array::hostarray::broadcast_shapes(&cond.shape, &xa.shape).map_err(|e| raise("ValueError", e.to_string()))?;
                    let shape = crate::array::hostarray::broadcast_shapes(&s1, &ya.shape).map_err(|e| raise("ValueError", e.to_string()))?;
                    let c: Vec<bool> = cond.broadcast_vec(&shape);
                    crate::with_dtype!(d, T => {
                        let xs: Vec<T> = xa.broadcast_vec(&shape);
                        let ys: Vec<T> = ya.broadcast_vec(&shape);
                        let out: Vec<T> = c.iter().zip(xs.iter().zip(ys.iter())).map(|(&k, (&p, &q))| if k { p } else { q }).collect();
                        wrap(HostArray::from_vec(out, shape))
                    })
                }
                _ => return Err(raise("ValueError", "either both or neither of x and y should be given")),
            }
        }
        "nonzero" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let mask: Vec<bool> = a.astype(DType::Bool).to_vec();
            let nd = a.ndim().max(1);
            let shape = if a.ndim() == 0 { vec![1] } else { a.shape.clone() };
            let mut cols: Vec<Vec<i64>> = vec![Vec::new(); nd];
            for (flat, &m) in mask.iter().enumerate() {
                if m {
                    let mut rem = flat;
                    for d in (0..nd).rev() {
                        cols[d].push((rem % shape[d]) as i64);
                        rem /= shape[d];
                    }
                }
            }
            Value::tuple(
                cols.into_iter()
                    .map(|c| {
                        let n = c.len();
                        wrap(HostArray::from_vec(c, vec![n]))
                    })
                    .collect(),
            )
        }
        "dot" | "matmul" => {
            let a = need(&args, 0, "a", name)?;
            let b = need(&args, 1, "b", name)?;
            if name == "dot" {
                dot(interp, &a, &b)?
            } else {
                matmul(interp, &a, &b)?
            }
        }
        "sum" => reduction(Reduce::Sum, interp, args)?,
        "prod" => reduction(Reduce::Prod, interp, args)?,
        "mean" => reduction(Reduce::Mean, interp, args)?,
        "std" => reduction(Reduce::Std, interp, args)?,
        "var" => reduction(Reduce::Var, interp, args)?,
        "min" | "amin" => reduction(Reduce::Min, interp, args)?,
        "max" | "amax" => reduction(Reduce::Max, interp, args)?,
        "argmin" => reduction(Reduce::ArgMin, interp, args)?,
        "argmax" => reduction(Reduce::ArgMax, interp, args)?,
        "all" => reduction(Reduce::All, interp, args)?,
        "any" => reduction(Reduce::Any, interp, args)?,
        "cumsum" | "cumprod" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let axis = match arg(&args, 1, "axis") {
                Some(Value::None) | None => None,
                Some(v) => Some(interp.to_index(&v)?),
            };
            wrap(accumulate(&a, axis, name == "cumprod").map_err(super::methods::reduce_err)?)
        }
        "abs" | "absolute" => unary_fn(interp, UnaryOp::Abs, &args, name)?,
        "sqrt" => unary_fn(interp, UnaryOp::Sqrt, &args, name)?,
        "cbrt" => unary_fn(interp, UnaryOp::Cbrt, &args, name)?,
        "degrees" | "rad2deg" => unary_fn(interp, UnaryOp::Degrees, &args, name)?,
        "radians" | "deg2rad" => unary_fn(interp, UnaryOp::Radians, &args, name)?,
        "square" => unary_fn(interp, UnaryOp::Square, &args, name)?,
        "exp" => unary_fn(interp, UnaryOp::Exp, &args, name)?,
        "exp2" => unary_fn(interp, UnaryOp::Exp2, &args, name)?,
        "expm1" => unary_fn(interp, UnaryOp::Expm1, &args, name)?,
        "log" => unary_fn(interp, UnaryOp::Log, &args, name)?,
        "log2" => unary_fn(interp, UnaryOp::Log2, &args, name)?,
        "log10" => unary_fn(interp, UnaryOp::Log10, &args, name)?,
        "log1p" => unary_fn(interp, UnaryOp::Log1p, &args, name)?,
        "sin" => unary_fn(interp, UnaryOp::Sin, &args, name)?,
        "cos" => unary_fn(interp, UnaryOp::Cos, &args, name)?,
        "tan" => unary_fn(interp, UnaryOp::Tan, &args, name)?,
        "arcsin" => unary_fn(interp, UnaryOp::Arcsin, &args, name)?,
        "arccos" => unary_fn(interp, UnaryOp::Arccos, &args, name)?,
        "arctan" => unary_fn(interp, UnaryOp::Arctan, &args, name)?,
        "sinh" => unary_fn(interp, UnaryOp::Sinh, &args, name)?,
        "cosh" => unary_fn(interp, UnaryOp::Cosh, &args, name)?,
        "tanh" => unary_fn(interp, UnaryOp::Tanh, &args, name)?,
        "floor" => unary_fn(interp, UnaryOp::Floor, &args, name)?,
        "ceil" => unary_fn(interp, UnaryOp::Ceil, &args, name)?,
        "trunc" => unary_fn(interp, UnaryOp::Trunc, &args, name)?,
        "rint" => unary_fn(interp, UnaryOp::Rint, &args, name)?,
        "sign" => unary_fn(interp, UnaryOp::Sign, &args, name)?,
        "negative" => unary_fn(interp, UnaryOp::Neg, &args, name)?,
        "isnan" => unary_fn(interp, UnaryOp::IsNan, &args, name)?,
        "isinf" => unary_fn(interp, UnaryOp::IsInf, &args, name)?,
        "isfinite" => unary_fn(interp, UnaryOp::IsFinite, &args, name)?,
        "add" => binary_fn(interp, BinOp::Add, &args, name)?,
        "subtract" => binary_fn(interp, BinOp::Sub, &args, name)?,
        "multiply" => binary_fn(interp, BinOp::Mul, &args, name)?,
        "divide" | "true_divide" => binary_fn(interp, BinOp::TrueDiv, &args, name)?,
        "floor_divide" => binary_fn(interp, BinOp::FloorDiv, &args, name)?,
        "mod" | "remainder" => binary_fn(interp, BinOp::Mod, &args, name)?,
        "power" => binary_fn(interp, BinOp::Pow, &args, name)?,
        "maximum" => binary_fn(interp, BinOp::Maximum, &args, name)?,
        "minimum" => binary_fn(interp, BinOp::Minimum, &args, name)?,
        "arctan2" => binary_fn(interp, BinOp::Arctan2, &args, name)?,
        "hypot" => binary_fn(interp, BinOp::Hypot, &args, name)?,
        "equal" => compare_fn(interp, CmpOp::Eq, &args, name)?,
        "less" => compare_fn(interp, CmpOp::Lt, &args, name)?,
        "greater" => compare_fn(interp, CmpOp::Gt, &args, name)?,
        "round" | "around" => {
            let v = need(&args, 0, "a", name)?;
            let a = array_of(interp, &v)?;
            let d = match arg(&args, 1, "decimals") {
                Some(v) => interp.to_index(&v)? as i32,
                None => 0,
            };
            let mut r = ufunc::round(&a, d);
            r.scalar = as_array(&v).is_some_and(|x| x.scalar) || a.ndim() == 0;
            wrap(r)
        }
        "clip" => {
            let a = wrap(array_of(interp, &need(&args, 0, "a", name)?)?);
            let lo = arg(&args, 1, "a_min").unwrap_or(Value::None);
            let hi = arg(&args, 2, "a_max").unwrap_or(Value::None);
            let mut r = a;
            if !lo.is_none() {
                r = binop_values(interp, BinOp::Maximum, &r, &lo)?.ok_or_else(|| raise("TypeError", "clip"))?;
            }
            if !hi.is_none() {
                r = binop_values(interp, BinOp::Minimum, &r, &hi)?.ok_or_else(|| raise("TypeError", "clip"))?;
            }
            r
        }
        "isclose" => {
            let r = isclose_arrays(interp, &args, name)?;
            if r.ndim() == 0 {
                let mut s = r;
                s.scalar = true;
                wrap(s)
            } else {
                wrap(r)
            }
        }
        "allclose" => {
            let r = isclose_arrays(interp, &args, name)?;
            let v: Vec<bool> = r.to_vec();
            Value::Bool(v.iter().all(|&b| b))
        }
        "array_equal" => {
            let a = array_of(interp, &need(&args, 0, "a1", name)?)?;
            let b = array_of(interp, &need(&args, 1, "a2", name)?)?;
            if a.shape != b.shape {
                return Ok(Value::Bool(false));
            }
            let eq = ufunc::compare(CmpOp::Eq, &a, &b, promote(a.dtype(), b.dtype())).map_err(ufunc_err)?;
            Value::Bool(eq.to_vec::<bool>().iter().all(|&x| x))
        }
        "sort" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let axis = match arg(&args, 1, "axis") {
                Some(Value::None) => None,
                Some(v) => Some(interp.to_index(&v)?),
                None => Some(-1),
            };
            super::search::check_kind(interp, &args, 2, false)?;
            wrap(sort_array(interp, &a, axis)?)
        }
        "histogram" => histogram(interp, &args)?,
        "meshgrid" => meshgrid(interp, &args)?,
        "bincount" => bincount(interp, &args)?,
        "frombuffer" => {
            let buffer = need(&args, 0, "buffer", name)?;
            let Some(b) = crate::host::bytes::as_bytes(&buffer) else {
                return Err(raise("TypeError", format!("a bytes-like object is required, not '{}'", interp.type_name(&buffer))));
            };
            let dtype = match arg(&args, 1, "dtype") {
                Some(Value::None) | None => DType::F64,
                Some(v) => dtype_arg(interp, &v)?.unwrap_or(DType::F64),
            };
            let count = match arg(&args, 2, "count") {
                Some(v) => interp.to_index(&v)?,
                None => -1,
            };
            let offset = match arg(&args, 3, "offset") {
                Some(v) => interp.to_index(&v)?,
                None => 0,
            };
            let len = b.0.len() as i64;
            if offset < 0 || offset > len {
                return Err(raise("ValueError", format!("offset must be non-negative and no greater than buffer length ({len})")));
            }
            let size = dtype.itemsize() as i64;
            let avail = len - offset;
            let n = if count < 0 {
                if avail % size != 0 {
                    return Err(raise("ValueError", "buffer size must be a multiple of element size"));
                }
                avail / size
            } else {
                if count.saturating_mul(size) > avail {
                    return Err(raise("ValueError", "buffer is smaller than requested size"));
                }
                count
            };
            let start = offset as usize;
            wrap(crate::array::hostarray::from_le_bytes(&b.0[start..start + (n * size) as usize], dtype))
        }
        "real" | "imag" => {
            let v = need(&args, 0, "val", name)?;
            let a = array_of(interp, &v)?;
            let mut r = super::as_array(&super::methods::attribute(interp, &a, name)?.unwrap_or(Value::None)).cloned().unwrap_or(a.clone());
            r.scalar = a.scalar || a.ndim() == 0;
            wrap(r)
        }
        "conj" | "conjugate" => {
            let a = array_of(interp, &need(&args, 0, "x", name)?)?;
            let mut r = crate::array::ufunc::conjugate(&a);
            r.scalar = a.scalar || a.ndim() == 0;
            wrap(r)
        }
        "angle" => {
            let a = array_of(interp, &need(&args, 0, "z", name)?)?;
            let deg = match arg(&args, 1, "deg") {
                Some(v) => interp.truthy(&v)?,
                None => false,
            };
            let (re, im): (Vec<f64>, Vec<f64>) = if a.dtype().is_complex() {
                a.to_vec::<crate::array::elem::C64f>().into_iter().map(|c| (c.re, c.im)).unzip()
            } else {
                (a.to_vec::<f64>(), vec![0.0; a.size()])
            };
            let scale = 180.0 / std::f64::consts::PI;
            // In the parts' precision, as NumPy's arctan2 loop and `*= 180/pi` run.
            let mut r = if a.dtype() == DType::C64 || a.dtype() == DType::F32 {
                let out: Vec<f32> = re.iter().zip(&im).map(|(x, y)| (*y as f32).atan2(*x as f32)).map(|t| if deg { t * scale as f32 } else { t }).collect();
                HostArray::from_vec(out, a.shape.clone())
            } else {
                let out: Vec<f64> = re.iter().zip(&im).map(|(x, y)| y.atan2(*x)).map(|t| if deg { t * scale } else { t }).collect();
                HostArray::from_vec(out, a.shape.clone())
            };
            r.scalar = a.scalar || a.ndim() == 0;
            wrap(r)
        }
        "iscomplexobj" => {
            let v = need(&args, 0, "x", name)?;
            Value::Bool(match v {
                Value::Complex(..) => true,
                ref other => super::as_array(other).is_some_and(|a| a.dtype().is_complex()),
            })
        }
        "shape" => shape_tuple(&array_of(interp, &need(&args, 0, "a", name)?)?.shape),
        "size" => Value::int(array_of(interp, &need(&args, 0, "a", name)?)?.size() as i64),
        "ndim" => Value::int(array_of(interp, &need(&args, 0, "a", name)?)?.ndim() as i64),
        "copy" => wrap(array_of(interp, &need(&args, 0, "a", name)?)?.copy()),
        "astype" => {
            let x = need(&args, 0, "x", name)?;
            let d = dtype_arg(interp, &need(&args, 1, "dtype", name)?)?.ok_or_else(|| raise("TypeError", "astype() needs a dtype"))?;
            let a = array_of(interp, &x)?;
            let mut r = a.astype(d);
            r.scalar = a.scalar;
            wrap(r)
        }
        "dtype" => {
            let v = need(&args, 0, "obj", name)?;
            let d = dtype_arg(interp, &v)?.ok_or_else(|| raise("TypeError", "data type not understood"))?;
            Value::Native(Rc::new(NpDType(d)))
        }
        "result_type" => super::casting::result_type(interp, &args)?,
        "logical_and" | "logical_or" | "logical_xor" => {
            let a = array_of(interp, &need(&args, 0, "x1", name)?)?.astype(DType::Bool);
            let b = array_of(interp, &need(&args, 1, "x2", name)?)?.astype(DType::Bool);
            let op = match name {
                "logical_and" => BinOp::BitAnd,
                "logical_or" => BinOp::BitOr,
                _ => BinOp::BitXor,
            };
            wrap(ufunc::binary(op, &a, &b, DType::Bool).map_err(ufunc_err)?)
        }
        "logical_not" => {
            let a = array_of(interp, &need(&args, 0, "x", name)?)?.astype(DType::Bool);
            let mut r = ufunc::unary(UnaryOp::Invert, &a).map_err(ufunc_err)?;
            r.scalar = a.ndim() == 0;
            wrap(r)
        }
        "diff" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let n = match arg(&args, 1, "n") {
                Some(v) => interp.to_index(&v)?,
                None => 1,
            };
            let axis = match arg(&args, 2, "axis") {
                Some(v) => interp.to_index(&v)?,
                None => -1,
            };
            wrap(diff(interp, a, n, axis)?)
        }
        "count_nonzero" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            Value::int(a.astype(DType::Bool).to_vec::<bool>().iter().filter(|&&x| x).count() as i64)
        }
        "squeeze" | "expand_dims" | "swapaxes" | "moveaxis" | "atleast_1d" | "atleast_2d" | "atleast_3d" | "column_stack" | "split" | "array_split"
        | "triu" | "tril" => shape_fn(interp, name, &args)?,
        "ptp" => {
            let copy = Args { pos: args.pos.clone(), kw: args.kw.clone() };
            let hi = call_np(interp, "max", copy)?;
            let lo = call_np(interp, "min", args)?;
            binop_values(interp, BinOp::Sub, &hi, &lo)?.ok_or_else(|| raise("TypeError", "ptp"))?
        }
        "argwhere" => {
            let a = array_of(interp, &need(&args, 0, "a", name)?)?;
            let mask: Vec<bool> = a.astype(DType::Bool).to_vec();
            let nd = a.ndim();
            let mut out: Vec<i64> = Vec::new();
            let mut rows = 0;
            for (flat, &m) in mask.iter().enumerate() {
                if m {
                    rows += 1;
                    let start = out.len();
                    let mut rem = flat;
                    for d in (0..nd).rev() {
                        out.push((rem % a.shape[d]) as i64);
                        rem /= a.shape[d];
                    }
                    out[start..].reverse();
                }
            }
            wrap(HostArray::from_vec(out, vec![rows, nd]))
        }
        "heaviside" => {
            let x = need(&args, 0, "x1", name)?;
            let y = need(&args, 1, "x2", name)?;
            let both_py = as_array(&x).is_none()
                && as_array(&y).is_none()
                && !matches!(x, Value::List(_) | Value::Tuple(_))
                && !matches!(y, Value::List(_) | Value::Tuple(_));
            let (Some(xa), Some(ya)) = (super::operand(interp, &x)?, super::operand(interp, &y)?) else {
                return Err(raise("TypeError", "heaviside() needs array-like x1 and x2"));
            };
            let (xa, ya, d) = super::common_dtype(interp, &xa, &ya)?;
            if d.is_complex() {
                return Err(raise("TypeError", "ufunc 'heaviside' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"));
            }
            let shape = broadcast_shapes(&xa.shape, &ya.shape).map_err(|e| raise("ValueError", e.to_string()))?;
            let p: Vec<f64> = xa.broadcast_vec(&shape);
            let q: Vec<f64> = ya.broadcast_vec(&shape);
            let v: Vec<f64> = p
                .iter()
                .zip(&q)
                .map(|(&a, &b)| {
                    if a.is_nan() {
                        a
                    } else if a < 0.0 {
                        0.0
                    } else if a > 0.0 {
                        1.0
                    } else {
                        b
                    }
                })
                .collect();
            let mut r = HostArray::from_vec(v, shape).astype(ufunc::float_result(d));
            r.scalar = r.ndim() == 0 && (both_py || xa.scalar || ya.scalar || as_array(&x).is_some_and(|a| a.scalar) && as_array(&y).is_none_or(|a| a.scalar));
            wrap(r)
        }
        "select" => select(interp, &args)?,
        "average" => average(interp, &args)?,
        "isin" => {
            let e = array_of(interp, &need(&args, 0, "element", name)?)?;
            let t = array_of(interp, &need(&args, 1, "test_elements", name)?)?;
            let invert = match arg(&args, 3, "invert") {
                Some(v) => interp.truthy(&v)?,
                None => false,
            };
            if args.kw.iter().any(|(k, _)| &**k == "kind") || args.pos.len() > 4 {
                return Err(raise("NotImplementedError", "cudalab's np.isin does not take kind"));
            }
            let d = promote(e.dtype(), t.dtype());
            let found: Vec<bool> = match d.kind() {
                Kind::Complex => return Err(raise("NotImplementedError", "cudalab's np.isin does not handle complex arrays")),
                Kind::Float => {
                    // Keys by value: -0.0 equals 0.0, NaN equals nothing.
                    let key = |x: f64| if x == 0.0 { 0u64 } else { x.to_bits() };
                    let set: std::collections::HashSet<u64> = t.to_vec::<f64>().into_iter().filter(|x| !x.is_nan()).map(key).collect();
                    e.to_vec::<f64>().into_iter().map(|x| !x.is_nan() && set.contains(&key(x))).collect()
                }
                Kind::Unsigned => {
                    let set: std::collections::HashSet<u64> = t.astype(DType::U64).to_vec::<u64>().into_iter().collect();
                    e.astype(DType::U64).to_vec::<u64>().into_iter().map(|x| set.contains(&x)).collect()
                }
                _ => {
                    let set: std::collections::HashSet<i64> = t.astype(DType::I64).to_vec::<i64>().into_iter().collect();
                    e.astype(DType::I64).to_vec::<i64>().into_iter().map(|x| set.contains(&x)).collect()
                }
            };
            let found = found.into_iter().map(|b| b != invert).collect();
            wrap(HostArray::from_vec::<bool>(found, e.shape.clone()))
        }
        other => return Err(raise("AttributeError", format!("module 'numpy' has no attribute '{other}'"))),
    })
}

/// `np.select`: the first true condition's choice, else `default`; dtype from all of them.
fn select(interp: &mut Interp, args: &Args) -> R<Value> {
    let conds = interp.collect(&need(args, 0, "condlist", "select")?)?;
    let choices = interp.collect(&need(args, 1, "choicelist", "select")?)?;
    if conds.len() != choices.len() {
        return Err(raise("ValueError", "list of cases must be same length as list of conditions"));
    }
    if choices.is_empty() {
        return Err(raise("ValueError", "select with an empty condition list is not possible"));
    }
    let mut arrays = Vec::with_capacity(choices.len() + 1);
    for c in &choices {
        arrays.push(array_of(interp, c)?);
    }
    // A Python scalar default is weak (NEP 50): `0` keeps int8 choices int8.
    let default = arg(args, 2, "default").unwrap_or(Value::int(0));
    let default = super::operand(interp, &default)?.ok_or_else(|| raise("TypeError", "select() default must be array-like"))?;
    let mut cs = Vec::with_capacity(conds.len());
    for (i, c) in conds.iter().enumerate() {
        let a = array_of(interp, c)?;
        if a.dtype() != DType::Bool {
            return Err(raise("TypeError", format!("invalid entry {i} in condlist: should be boolean ndarray")));
        }
        cs.push(a);
    }
    let d = arrays.iter().skip(1).fold(arrays[0].dtype(), |d, a| promote(d, a.dtype()));
    let d = match default.weak() {
        Some(w) => crate::array::dtype::promote_weak(d, w),
        None => promote(d, default.dtype()),
    };
    // Made in its own dtype and cast with the choices (NumPy wraps `default=1000` into int8).
    arrays.push(default.made_in(interp, default.dtype())?.into_owned());
    let mut shape: Vec<usize> = Vec::new();
    for a in arrays.iter().chain(&cs) {
        shape = broadcast_shapes(&shape, &a.shape).map_err(|e| raise("ValueError", e.to_string()))?;
    }
    let out = HostArray::zeros(d, shape.clone());
    out.assign(&arrays[arrays.len() - 1].astype(d)).map_err(|e| raise("ValueError", e.to_string()))?;
    crate::with_dtype!(d, T => {
        let mut res: Vec<T> = out.to_vec();
        for (c, ch) in cs.iter().zip(&arrays).rev() {
            let m: Vec<bool> = c.broadcast_vec(&shape);
            let v: Vec<T> = ch.astype(d).broadcast_vec(&shape);
            for ((r, &k), x) in res.iter_mut().zip(&m).zip(v) {
                if k {
                    *r = x;
                }
            }
        }
        Ok(wrap(HostArray::from_vec(res, shape)))
    })
}

/// `np.average`: `mean` without weights; with them, `sum(a*w)/sum(w)` in NumPy's result dtype
/// (at least float64 for integer `a`).
fn average(interp: &mut Interp, args: &Args) -> R<Value> {
    let av = need(args, 0, "a", "average")?;
    let axis = arg(args, 1, "axis").unwrap_or(Value::None);
    let weights = arg(args, 2, "weights").unwrap_or(Value::None);
    if let Some(r) = arg(args, 3, "returned") {
        if interp.truthy(&r)? {
            return Err(raise("NotImplementedError", "cudalab's np.average does not take returned=True"));
        }
    }
    if args.kw.iter().any(|(k, _)| &**k == "keepdims") || args.pos.len() > 4 {
        return Err(raise("NotImplementedError", "cudalab's np.average does not take keepdims"));
    }
    let a = array_of(interp, &av)?;
    if weights.is_none() {
        return call_np(interp, "mean", Args { pos: vec![wrap(a), axis], kw: Vec::new() });
    }
    let w = array_of(interp, &weights)?;
    let d = if matches!(a.dtype().kind(), Kind::Float | Kind::Complex) {
        promote(a.dtype(), w.dtype())
    } else {
        promote(promote(a.dtype(), w.dtype()), DType::F64)
    };
    let w = if w.shape != a.shape {
        if axis.is_none() {
            return Err(raise("TypeError", "Axis must be specified when shapes of a and weights differ."));
        }
        if matches!(axis, Value::Tuple(_) | Value::List(_)) {
            return Err(raise("NotImplementedError", "cudalab's np.average takes one int axis when weights are 1-D"));
        }
        let ax = interp.to_index(&axis)?;
        let ax = normalize_axis(ax, a.ndim()).map_err(|e| raise("AxisError", e.to_string()))?;
        if w.ndim() != 1 || w.shape[0] != a.shape[ax] {
            return Err(raise("ValueError", "Shape of weights must be consistent with shape of a along specified axis."));
        }
        let mut spec = vec![1i64; a.ndim()];
        spec[ax] = -1;
        w.reshape(&spec).map_err(|e| raise("ValueError", e.to_string()))?
    } else {
        w
    };
    let (a, w) = (wrap(a.astype(d)), wrap(w.astype(d)));
    let wa = binop_values(interp, BinOp::Mul, &a, &w)?.ok_or_else(|| raise("TypeError", "average"))?;
    let num = call_np(interp, "sum", Args { pos: vec![wa, axis.clone()], kw: Vec::new() })?;
    let scl = call_np(interp, "sum", Args { pos: vec![w, axis], kw: Vec::new() })?;
    let zero = array_of(interp, &scl)?.astype(DType::Bool).to_vec::<bool>().iter().any(|&x| !x);
    if zero {
        return Err(raise("ZeroDivisionError", "Weights sum to zero, can't be normalized"));
    }
    binop_values(interp, BinOp::TrueDiv, &num, &scl)?.ok_or_else(|| raise("TypeError", "average"))
}

pub(super) fn shape_err(e: ShapeOpError) -> crate::host::Ctrl {
    match e {
        ShapeOpError::Axis { .. } => raise("AxisError", e.to_string()),
        ShapeOpError::Named(_, ref inner) if matches!(**inner, ShapeOpError::Axis { .. }) => raise("AxisError", e.to_string()),
        _ => raise("ValueError", e.to_string()),
    }
}

/// An `axis` argument that may be one int or a tuple/list of them.
pub(super) fn axes_arg(interp: &mut Interp, v: &Value) -> R<Vec<i64>> {
    match v {
        Value::Tuple(_) | Value::List(_) => reshape_spec(interp, std::slice::from_ref(v)),
        other => Ok(vec![interp.to_index(other)?]),
    }
}

/// The shape helpers of `array::shape`: squeeze, expand_dims, swapaxes, moveaxis, atleast_Nd,
/// column_stack, split/array_split, triu/tril.
fn shape_fn(interp: &mut Interp, name: &str, args: &Args) -> R<Value> {
    use crate::array::shape as sh;
    Ok(match name {
        "atleast_1d" | "atleast_2d" | "atleast_3d" => {
            if !args.kw.is_empty() {
                return Err(raise("TypeError", format!("{name}() got an unexpected keyword argument '{}'", args.kw[0].0)));
            }
            let n = if name == "atleast_1d" {
                1
            } else if name == "atleast_2d" {
                2
            } else {
                3
            };
            let mut out = Vec::with_capacity(args.pos.len());
            for v in &args.pos {
                out.push(wrap(sh::atleast(&array_of(interp, v)?, n)));
            }
            if out.len() == 1 {
                out.remove(0)
            } else {
                Value::tuple(out)
            }
        }
        "column_stack" => {
            let arrays: Vec<HostArray> = sequence_of_arrays(interp, &need(args, 0, "tup", name)?)?
                .into_iter()
                .map(|a| if a.ndim() < 2 { sh::atleast(&a, 2).transpose() } else { a })
                .collect();
            wrap(concatenate(&arrays, 1)?)
        }
        "triu" | "tril" => {
            let a = array_of(interp, &need(args, 0, "m", name)?)?;
            let k = match arg(args, 1, "k") {
                Some(v) => interp.to_index(&v)?,
                None => 0,
            };
            if a.ndim() == 0 {
                return Err(raise("ValueError", "input array must be at least 1-d"));
            }
            wrap(sh::triangle(&a, k, name == "triu"))
        }
        _ => {
            let a = array_of(interp, &need(args, 0, "a", name)?)?;
            match name {
                "squeeze" => match arg(args, 1, "axis") {
                    Some(Value::None) | None => wrap(sh::squeeze(&a, None).map_err(shape_err)?),
                    Some(v) => {
                        let axes = axes_arg(interp, &v)?;
                        wrap(sh::squeeze(&a, Some(&axes)).map_err(shape_err)?)
                    }
                },
                "expand_dims" => {
                    let axes = axes_arg(interp, &need(args, 1, "axis", name)?)?;
                    wrap(sh::expand_dims(&a, &axes).map_err(shape_err)?)
                }
                "swapaxes" => {
                    let i = interp.to_index(&need(args, 1, "axis1", name)?)?;
                    let j = interp.to_index(&need(args, 2, "axis2", name)?)?;
                    wrap(sh::swapaxes(&a, i, j).map_err(shape_err)?)
                }
                "moveaxis" => {
                    let s = axes_arg(interp, &need(args, 1, "source", name)?)?;
                    let d = axes_arg(interp, &need(args, 2, "destination", name)?)?;
                    wrap(sh::moveaxis(&a, &s, &d).map_err(shape_err)?)
                }
                _ => {
                    let how = need(args, 1, "indices_or_sections", name)?;
                    let axis = match arg(args, 2, "axis") {
                        Some(v) => interp.to_index(&v)?,
                        None => 0,
                    };
                    // NumPy reads `ary.shape[axis]`: Python indexing, so IndexError past the ends.
                    let ax = sh::axis_in(axis, a.ndim()).map_err(|_| raise("IndexError", "tuple index out of range"))?;
                    let n = a.shape[ax];
                    let bounds = match &how {
                        Value::Tuple(_) | Value::List(_) => {
                            let idx = reshape_spec(interp, std::slice::from_ref(&how))?;
                            sh::index_bounds(n, &idx)
                        }
                        other if as_array(other).is_some_and(|x| x.ndim() == 1 && x.dtype().is_integer()) => {
                            let idx: Vec<i64> = as_array(other).map(|x| x.to_vec()).unwrap_or_default();
                            sh::index_bounds(n, &idx)
                        }
                        other => {
                            let k = interp.to_index(other)?;
                            if k == 0 && name == "split" {
                                return Err(raise("ZeroDivisionError", "integer modulo by zero"));
                            }
                            sh::even_bounds(n, k, name == "split").map_err(shape_err)?
                        }
                    };
                    Value::list(bounds.into_iter().map(|b| wrap(sh::slice_axis(&a, ax, b))).collect())
                }
            }
        }
    })
}
