//! The Python the differential tests take their expected output from: `$CUDALAB_PYTHON`
//! (scripts/test points it at target/test-venv, which has NumPy), else target/test-venv/bin/python,
//! else python3. Included by the test files that need it (`#[path]`).

pub fn python() -> String {
    if let Ok(p) = std::env::var("CUDALAB_PYTHON") {
        return p;
    }
    let venv = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/test-venv/bin/python");
    if venv.exists() {
        return venv.display().to_string();
    }
    "python3".into()
}
