//! Differential suites: each `tests/diff/*.py` (host Python) and `tests/diff_np/*.py` (NumPy) runs
//! under CPython and under `cudalab run`; stdout must be identical (for `tests/diff_warn`, stderr
//! too). The expected output always comes from the real thing: `$CUDALAB_PYTHON`
//! (scripts/test points it at target/test-venv, which has NumPy), else
//! target/test-venv/bin/python, else python3.

use std::path::Path;
use std::process::Command;

#[path = "support/python.rs"]
mod support;
use support::python;

#[test]
fn snippets_match_cpython() {
    run_suite("tests/diff", 60);
}

#[test]
fn numpy_snippets_match_numpy() {
    let py = python();
    let has_numpy = Command::new(&py).args(["-c", "import numpy"]).output().is_ok_and(|o| o.status.success());
    assert!(has_numpy, "{py} has no NumPy: run scripts/python-env (or scripts/test) first, or set CUDALAB_PYTHON");
    run_suite("tests/diff_np", 150);
}

/// Warnings (`warnings.warn`, NumPy's RuntimeWarnings) against CPython's, stderr included: the
/// "file:line: Category: message" line, the source line under it, and which repeats show.
#[test]
fn warning_snippets_match_cpython() {
    run_suite_checking("tests/diff_warn", 2, &[], Streams::StdoutAndStderr);
}

/// CuPy cells against the same cells under NumPy (`import cupy as cp` gives NumPy there, with
/// `asnumpy` as `asarray`): the outputs must agree wherever NumPy and CuPy agree, so the
/// snippets print arrays and Python numbers, not CuPy's 0-d arrays' reprs or random draws.
#[test]
fn cupy_snippets_match_numpy() {
    run_suite_with("tests/diff_cp", 20, &CUPY_AS_NUMPY);
}

/// pyplot's structure (limits, ticks, labels, legends, histogram values, errors) against
/// matplotlib 3.11 drawing with Agg.
#[test]
fn matplotlib_snippets_match_matplotlib() {
    run_suite_with("tests/diff_mpl", 20, &MATPLOTLIB_AGG);
}

const MATPLOTLIB_AGG: [&str; 2] =
    ["-c", "import matplotlib, runpy, sys; matplotlib.use('Agg'); sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')"];

const CUPY_AS_NUMPY: [&str; 2] = [
    "-c",
    "import runpy, sys, numpy; numpy.asnumpy = numpy.asarray; sys.modules['cupy'] = numpy; sys.argv = sys.argv[1:]; runpy.run_path(sys.argv[0], run_name='__main__')",
];

fn run_suite(rel: &str, minimum: usize) {
    run_suite_with(rel, minimum, &[]);
}

fn run_suite_with(rel: &str, minimum: usize, prefix: &[&str]) {
    run_suite_checking(rel, minimum, prefix, Streams::Stdout);
}

/// What a suite compares: stdout (python runs with `-W ignore`), or both streams (warnings on).
#[derive(PartialEq)]
enum Streams {
    Stdout,
    StdoutAndStderr,
}

/// Each snippet under `python <prefix…> file` and `cudalab run file`.
fn run_suite_checking(rel: &str, minimum: usize, prefix: &[&str], streams: Streams) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/diff exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    files.sort();
    assert!(files.len() >= minimum, "{rel} should hold at least {minimum} snippets, found {}", files.len());
    let python = python();
    let mut failures = Vec::new();
    for f in &files {
        let warnings: &[&str] = if streams == Streams::Stdout { &["-W", "ignore"] } else { &[] };
        let expected = Command::new(&python).args(warnings).args(prefix).arg(f).output().expect("python runs");
        let got = Command::new(env!("CARGO_BIN_EXE_cudalab")).arg("run").arg(f).output().expect("cudalab runs");
        let mut compared = vec![("stdout", &expected.stdout, &got.stdout)];
        if streams == Streams::StdoutAndStderr {
            compared.push(("stderr", &expected.stderr, &got.stderr));
        }
        for (what, e, g) in compared {
            if e == g {
                continue;
            }
            let (e, g) = (String::from_utf8_lossy(e), String::from_utf8_lossy(g));
            let first = e.lines().zip(g.lines()).position(|(a, b)| a != b).unwrap_or(e.lines().count().min(g.lines().count()));
            failures.push(format!(
                "{} ({what}): first difference at line {}\n  python3: {:?}\n  cudalab: {:?}\n  cudalab stderr: {}",
                f.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default(),
                first + 1,
                e.lines().nth(first).unwrap_or("<end>"),
                g.lines().nth(first).unwrap_or("<end>"),
                String::from_utf8_lossy(&got.stderr).lines().last().unwrap_or("")
            ));
        }
    }
    assert!(failures.is_empty(), "{} of {} snippets differ:\n{}", failures.len(), files.len(), failures.join("\n"));
}
