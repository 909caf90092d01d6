//! Kernel programs on the simulator, two ways:
//!
//! - `tests/kernels/**/*.py` run under `cudalab run`; stdout must equal `NAME.out` and stderr
//!   `NAME.err` (absent = empty). The same programs run on the GPU by hand (tests/kernels/README).
//! - Golden IR: every `@cuda.jit` kernel of those programs and of `tests/golden/in/*.py` is
//!   compiled and its IR dump compared with `tests/golden/out/ir/PROGRAM.ir`.
//!
//! `CUDALAB_BLESS=1 cargo test --test kernel_programs` rewrites the expected files; review the
//! diff before committing.

use cudalab::host::output::{Captured, Event, Stream};
use cudalab::host::Interp;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

fn bless() -> bool {
    std::env::var_os("CUDALAB_BLESS").is_some()
}

fn programs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "py")).collect())
        .unwrap_or_default();
    out.sort();
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn check(expected_path: &Path, actual: &str, failures: &mut Vec<String>) {
    let expected = std::fs::read_to_string(expected_path).unwrap_or_default();
    if expected == actual {
        return;
    }
    if bless() {
        if actual.is_empty() {
            let _ = std::fs::remove_file(expected_path);
        } else {
            std::fs::write(expected_path, actual).expect("write blessed file");
        }
        return;
    }
    failures.push(format!("{}:\n--- expected\n{expected}\n--- actual\n{actual}", expected_path.display()));
}

#[test]
fn kernel_programs_print_what_they_should() {
    let base = root().join("tests/kernels");
    let mut failures = Vec::new();
    let mut count = 0;
    for dir in [base.clone(), base.join("checks")] {
        for p in programs(&dir) {
            count += 1;
            let rel = p.strip_prefix(&base).expect("under tests/kernels").to_path_buf();
            let out = Command::new(env!("CARGO_BIN_EXE_cudalab"))
                .arg("run")
                .arg(&rel)
                .current_dir(&base)
                .env("CUDALAB_BACKEND", "sim")
                .output()
                .expect("run cudalab");
            check(&p.with_extension("out"), &String::from_utf8_lossy(&out.stdout), &mut failures);
            check(&p.with_extension("err"), &String::from_utf8_lossy(&out.stderr), &mut failures);
        }
    }
    assert!(count >= 20, "expected the kernel programs, found {count}");
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n\n"));
}

/// Names of the `@cuda.jit` (not device) functions defined in a program.
fn kernel_names(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut decorated = false;
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('@') && t.contains("jit") {
            decorated = !t.contains("device=True");
        } else if let Some(rest) = t.strip_prefix("def ") {
            if decorated && line.starts_with("def ") {
                names.push(rest.split('(').next().unwrap_or("").trim().to_string());
            }
            decorated = false;
        }
    }
    names
}

fn ir_of(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("read program");
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let kernels = kernel_names(&text);
    let dir = path.parent().map(|p| p.to_path_buf()).unwrap_or_default();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let _ = dir;
            let mut i = Interp::new(Box::new(Captured::default()), Arc::new(AtomicBool::new(false)));
            i.color = false;
            let src = std::rc::Rc::new(cudalab::lang::source::Source::new(name.clone(), text));
            let _ = i.run_source(src, false);
            let mut out = String::new();
            for k in kernels {
                let _ = i.run_cell(&format!("print({k}.inspect_ir())"), false);
                let c = i.out.as_any_mut().and_then(|a| a.downcast_mut::<Captured>()).expect("captured output");
                let text: String = std::mem::take(&mut c.events)
                    .into_iter()
                    .filter_map(|e| match e {
                        Event::Stream(Stream::Stdout, t) => Some(t),
                        _ => None,
                    })
                    .collect();
                // Only the inspect_ir text: it starts at the last "kernel " header block.
                let ir = text.find("kernel ").map(|s| text[s..].to_string()).unwrap_or_default();
                if !ir.trim().is_empty() {
                    out.push_str(&ir);
                    out.push('\n');
                }
            }
            out
        })
        .expect("spawn")
        .join()
        .expect("golden thread")
}

#[test]
fn golden_ir() {
    let base = root();
    let mut inputs = programs(&base.join("tests/golden/in"));
    inputs.extend(programs(&base.join("tests/kernels")));
    inputs.extend(programs(&base.join("tests/kernels/checks")));
    let mut failures = Vec::new();
    let mut kernels = 0;
    for p in inputs {
        let ir = ir_of(&p);
        kernels += ir.matches("\nkernel ").count() + ir.starts_with("kernel ") as usize;
        let stem = p.file_stem().map(|s| s.to_string_lossy().to_string()).unwrap_or_default();
        check(&base.join("tests/golden/out/ir").join(format!("{stem}.ir")), &ir, &mut failures);
    }
    assert!(kernels >= 30, "golden IR covers {kernels} kernels; at least 30 expected");
    assert!(failures.is_empty(), "{} golden mismatches (CUDALAB_BLESS=1 to accept):\n{}", failures.len(), failures.join("\n\n"));
}
