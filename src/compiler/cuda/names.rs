//! C names for the IR's locals, arrays and kernel: Python's names where C allows them, made
//! unique (`x`, `x_2`…) and kept clear of C++ keywords and of the runtime's `cl_` prefix.

use std::collections::HashSet;

const RESERVED: &[&str] = &[
    "auto", "bool", "break", "case", "char", "class", "const", "continue", "default", "delete", "do", "double", "else", "enum", "extern", "false", "float", "for", "goto", "if",
    "inline", "int", "long", "namespace", "new", "operator", "private", "public", "register", "return", "short", "signed", "sizeof", "static", "struct", "switch", "template",
    "this", "true", "typedef", "union", "unsigned", "using", "virtual", "void", "volatile", "while", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "asm", "main",
    "min", "max", "abs", "sqrt", "exp", "log", "pow", "sin", "cos", "tan", "floor", "ceil", "fabs", "round", "fmod", "signbit", "isnan", "isinf", "isfinite", "NAN", "INFINITY",
];

#[derive(Default)]
pub struct Namer {
    used: HashSet<String>,
}

impl Namer {
    /// A fresh C identifier close to `python`.
    pub fn name(&mut self, python: &str) -> String {
        let mut base: String = python.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
        base = base.trim_matches('_').to_string();
        while base.contains("__") {
            base = base.replace("__", "_");
        }
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base = format!("v_{base}");
        }
        if RESERVED.contains(&base.as_str()) || base.starts_with("cl_") {
            base.push('_');
        }
        let mut name = base.clone();
        let mut n = 2;
        while !self.used.insert(name.clone()) {
            name = format!("{base}_{n}");
            n += 1;
        }
        name
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_unique_and_legal() {
        let mut n = super::Namer::default();
        assert_eq!(n.name("x"), "x");
        assert_eq!(n.name("x"), "x_2");
        assert_eq!(n.name("$range1.stop"), "range1_stop");
        assert_eq!(n.name("$ret$0"), "ret_0");
        assert_eq!(n.name("int"), "int_");
        assert_eq!(n.name("cl_fault"), "cl_fault_");
    }
}
