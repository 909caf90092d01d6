//! Differential suite: each `tests/diff/*.py` runs under `python3` and under `cudalab run`; stdout
//! must be identical. The expected output always comes from the real CPython on this machine.

use std::path::Path;
use std::process::Command;

#[test]
fn snippets_match_cpython() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/diff");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/diff exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .collect();
    files.sort();
    assert!(files.len() >= 60, "the suite should hold at least 60 snippets, found {}", files.len());
    let python = std::env::var("CUDALAB_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut failures = Vec::new();
    for f in &files {
        let expected = Command::new(&python).arg(f).env("PYTHONWARNINGS", "ignore").output().expect("python3 runs");
        let got = Command::new(env!("CARGO_BIN_EXE_cudalab")).arg("run").arg(f).output().expect("cudalab runs");
        if expected.stdout != got.stdout {
            let e = String::from_utf8_lossy(&expected.stdout);
            let g = String::from_utf8_lossy(&got.stdout);
            let first = e.lines().zip(g.lines()).position(|(a, b)| a != b).unwrap_or(e.lines().count().min(g.lines().count()));
            failures.push(format!(
                "{}: first difference at line {}\n  python3: {:?}\n  cudalab: {:?}\n  cudalab stderr: {}",
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
