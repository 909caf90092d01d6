//! The layering of the crate, kept true: a lower layer never names a higher one. From the
//! bottom: `lang` (syntax, diagnostics, number text), `array` (NumPy arrays), `compiler` (kernel
//! IR and its writers), `sim` (the simulator), `gpu` (NVRTC and the driver), `runtime` (a kernel
//! from compiled to ran), `timing` (the measuring magics, through `timing::host::Host`), `plot`
//! (figures and their renderers); `mime`
//! and `libm` are leaves. Above them all: `host` (the interpreter and its Python bindings), then `engine`,
//! `jupyter`, `notebook`, `doctor` and the binary. A grep over `crate::…` paths is enough.

use std::collections::BTreeSet;
use std::path::Path;

/// Each lower layer and the modules it may name (besides itself).
const ALLOWED: &[(&str, &[&str])] = &[
    ("lang", &[]),
    ("mime", &[]),
    ("libm", &[]),
    ("array", &["lang"]),
    ("compiler", &["lang", "array"]),
    ("sim", &["lang", "array", "compiler", "libm"]),
    ("gpu", &["lang", "array", "compiler"]),
    ("runtime", &["lang", "array", "compiler", "sim", "gpu"]),
    ("timing", &["lang", "array", "mime", "gpu", "runtime"]),
    ("plot", &["mime"]),
];

/// Macros exported at the crate root by a layer (`crate::with_dtype!` is the array layer's).
const ROOT_MACROS: &[(&str, &str)] = &[("with_dtype", "array")];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The crate modules a file names in code (`crate::x` outside comments).
fn named_modules(text: &str) -> BTreeSet<(String, usize)> {
    let mut out = BTreeSet::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(i) = rest.find("crate::") {
            let tail = &rest[i + "crate::".len()..];
            let name: String = tail.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            // `$crate::` in a macro, and the crate's own name, are not layer references.
            let before = &rest[..i];
            if !before.ends_with('$') && !name.is_empty() {
                out.insert((name, n + 1));
            }
            rest = tail;
        }
    }
    out
}

#[test]
fn lower_layers_never_name_higher_ones() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut violations = Vec::new();
    for (layer, allowed) in ALLOWED {
        let mut files = Vec::new();
        let dir = src.join(layer);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        } else {
            files.push(src.join(format!("{layer}.rs")));
        }
        assert!(!files.is_empty() && files.iter().all(|f| f.exists()), "layer {layer} not found");
        for f in files {
            let text = std::fs::read_to_string(&f).expect("read source");
            for (module, line) in named_modules(&text) {
                let owner = ROOT_MACROS.iter().find(|(m, _)| *m == module).map_or(module.as_str(), |(_, l)| l);
                if owner != *layer && !allowed.contains(&owner) {
                    violations.push(format!("{}:{line}: the {layer} layer names crate::{module}", f.strip_prefix(&src).unwrap_or(&f).display()));
                }
            }
        }
    }
    assert!(violations.is_empty(), "layering violations:\n{}", violations.join("\n"));
}

#[test]
fn the_scan_sees_references() {
    let found = named_modules("use crate::host::Interp; // crate::jupyter\nlet x = $crate::array::y;\n");
    assert_eq!(found.into_iter().map(|(m, _)| m).collect::<Vec<_>>(), vec!["host"]);
}
