//! `cuda.atomic.*`: read-modify-write operations on global and shared arrays, returning the old
//! value.

use super::{AtomicForm, Builtin, Rule};
use crate::compiler::ir::AtomicOp;

macro_rules! indexed {
    ($name:literal, $op:ident, $doc:literal) => {
        Builtin {
            path: concat!("cuda.atomic.", $name),
            rule: Rule::Atomic { op: AtomicOp::$op, form: AtomicForm::Indexed },
            sig: concat!($name, "(array, index, value)"),
            doc: $doc,
        }
    };
}

pub(super) const TABLE: &[Builtin] = &[
    indexed!("add", Add, "array[index] += value atomically; returns the old value."),
    indexed!("sub", Sub, "array[index] -= value atomically; returns the old value."),
    indexed!("max", Max, "array[index] = max(array[index], value) atomically; returns the old value."),
    indexed!("min", Min, "array[index] = min(array[index], value) atomically; returns the old value."),
    indexed!("nanmax", NanMax, "Atomic max that ignores NaN; returns the old value."),
    indexed!("nanmin", NanMin, "Atomic min that ignores NaN; returns the old value."),
    indexed!("and_", And, "array[index] &= value atomically; returns the old value."),
    indexed!("or_", Or, "array[index] |= value atomically; returns the old value."),
    indexed!("xor", Xor, "array[index] ^= value atomically; returns the old value."),
    indexed!("inc", Inc, "array[index] = 0 if array[index] >= value else array[index] + 1 (uint32/uint64); returns the old value."),
    indexed!("dec", Dec, "array[index] = value if array[index] == 0 or array[index] > value else array[index] - 1; returns the old value."),
    indexed!("exch", Exch, "array[index] = value atomically; returns the old value."),
    Builtin {
        path: "cuda.atomic.cas",
        rule: Rule::Atomic { op: AtomicOp::Cas, form: AtomicForm::Cas },
        sig: "cas(array, index, old, value)",
        doc: "If array[index] == old, store value; returns the value found.",
    },
    Builtin {
        path: "cuda.atomic.compare_and_swap",
        rule: Rule::Atomic { op: AtomicOp::Cas, form: AtomicForm::CompareAndSwap },
        sig: "compare_and_swap(array, old, value)",
        doc: "If array[0] == old, store value; returns the value found.",
    },
];
