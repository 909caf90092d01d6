//! Python's builtin functions in kernels, with Numba's typing.

use super::{Builtin, Rule};
use crate::array::dtype::DType;
use crate::compiler::ir::BinaryOp;

pub(super) const TABLE: &[Builtin] = &[
    Builtin { path: "builtins.range", rule: Rule::Range, sig: "range(stop) / range(start, stop[, step])", doc: "Integers for a for loop." },
    Builtin { path: "builtins.enumerate", rule: Rule::Range, sig: "enumerate(iterable, start=0)", doc: "(index, item) pairs for a for loop." },
    Builtin { path: "builtins.zip", rule: Rule::Range, sig: "zip(*iterables)", doc: "Tuples of items for a for loop, as long as the shortest." },
    Builtin { path: "builtins.print", rule: Rule::Print, sig: "print(*values)", doc: "Print strings and numbers from each thread (shown in the cell)." },
    Builtin { path: "builtins.len", rule: Rule::Len, sig: "len(obj)", doc: "The first dimension of an array, or the length of a tuple." },
    Builtin { path: "builtins.int", rule: Rule::Convert(DType::I64), sig: "int(x)", doc: "x as int64, truncating a float." },
    Builtin { path: "builtins.float", rule: Rule::Convert(DType::F64), sig: "float(x)", doc: "x as float64." },
    Builtin { path: "builtins.bool", rule: Rule::Convert(DType::Bool), sig: "bool(x)", doc: "The truth of x." },
    Builtin { path: "builtins.complex", rule: Rule::Complex, sig: "complex(real=0, imag=0)", doc: "A complex128 number." },
    Builtin { path: "builtins.abs", rule: Rule::Abs { promote: true }, sig: "abs(x)", doc: "Absolute value." },
    Builtin {
        path: "builtins.min",
        rule: Rule::MinMax { op: BinaryOp::Min, variadic: true, float: None },
        sig: "min(a, b, *more)",
        doc: "The smallest argument.",
    },
    Builtin {
        path: "builtins.max",
        rule: Rule::MinMax { op: BinaryOp::Max, variadic: true, float: None },
        sig: "max(a, b, *more)",
        doc: "The largest argument.",
    },
    Builtin { path: "builtins.round", rule: Rule::PyRound, sig: "round(x)", doc: "x rounded half to even, as int64." },
    Builtin { path: "builtins.pow", rule: Rule::PyPow, sig: "pow(base, exp)", doc: "base ** exp." },
];
