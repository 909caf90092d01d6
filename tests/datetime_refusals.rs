//! What cudalab refuses about datetime64/timedelta64 where NumPy or Numba would go on: NumPy
//! functions that do not know the type raise a NotImplementedError naming themselves (never
//! reading the int64 counts as numbers), as do object arrays, `.item()` to `datetime` objects
//! and datetime dtypes outside the creation functions; kernel launches mixing units and
//! `cuda.to_device` of a datetime array are refused. (What cudalab does like NumPy is compared
//! with NumPy itself in tests/diff_np/datetime_*.py.)

use cudalab::host::output::Captured;
use cudalab::host::Interp;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

fn interp() -> Interp {
    let mut i = Interp::new(Box::new(Captured::default()), Arc::new(AtomicBool::new(false)));
    i.color = false;
    i.run_cell("import numpy as np\nfrom numba import cuda\na = np.array(['2024-01-01', 'NaT'], dtype='M8[D]')\nt = np.array([1, 2], dtype='m8[h]')", false);
    i
}

/// The exception a cell raises: (name, message).
fn error(i: &mut Interp, code: &str) -> (String, String) {
    let r = i.run_cell(code, false);
    let e = r.error.unwrap_or_else(|| panic!("{code} should raise"));
    (e.ename, e.evalue)
}

#[test]
fn numpy_functions_that_do_not_know_datetimes_say_so() {
    let mut i = interp();
    for (code, name) in [
        ("np.histogram(a)", "histogram"),
        ("np.dot(t, t)", "dot"),
        ("np.clip(t, 0, 1)", "clip"),
        ("np.all(a)", "all"),
        ("np.linspace(0, 1, 3, dtype='M8[D]')", ""),
    ] {
        let (ename, msg) = error(&mut i, code);
        assert_eq!(ename, "NotImplementedError", "{code}: {msg}");
        assert!(msg.contains(name) && msg.contains("datetime64"), "{code}: {msg}");
    }
}

#[test]
fn values_numpy_gives_as_objects_are_refused() {
    let mut i = interp();
    for code in [
        "np.array([np.datetime64('2024-01-01'), 5])",
        "np.array([np.timedelta64(1, 'D'), np.timedelta64(1, 'M')])",
        "a.item(0)",
        "t.tolist()",
        "np.datetime_as_string(a)",
    ] {
        let (ename, msg) = error(&mut i, code);
        assert_eq!(ename, "NotImplementedError", "{code}: {msg}");
    }
}

#[test]
fn kernels_refuse_mixed_units_and_device_copies() {
    let mut i = interp();
    i.run_cell("@cuda.jit\ndef add(x, y, out):\n    k = cuda.grid(1)\n    if k < x.size:\n        out[k] = x[k] + y[k]", false);
    let (ename, msg) = error(&mut i, "%backend sim\nadd[1, 2](a, t, a)");
    assert_eq!(ename, "TypeError");
    assert!(msg.contains("launch 'add'") && msg.contains("datetime64[D] and timedelta64[h]"), "{msg}");
    let (ename, msg) = error(&mut i, "cuda.to_device(a)");
    assert_eq!(ename, "NotImplementedError");
    assert!(msg.contains("datetime64[D]"), "{msg}");
    // One unit (a generic timedelta goes with any): accepted, and the kernel's writes land in `a`.
    let r = i.run_cell("%backend sim\nadd[1, 2](a, np.array([3, 4], dtype='m8'), a)\nprint(a)", false);
    assert!(r.error.is_none(), "{:?}", r.error.map(|e| e.evalue));
}
