//! Cell-level behaviour of the interpreter: results, hidden results, names across cells,
//! tracebacks, magics, rich display and interrupts, through the library with captured output.

use cudalab::host::output::{Captured, Event, Stream};
use cudalab::host::Interp;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

fn interp() -> Interp {
    let mut i = Interp::new(Box::new(Captured::default()), Arc::new(AtomicBool::new(false)));
    i.color = false;
    i
}

fn events(i: &mut Interp) -> Vec<Event> {
    let c = i.out.as_any_mut().and_then(|a| a.downcast_mut::<Captured>()).expect("captured output");
    std::mem::take(&mut c.events)
}

fn stdout(i: &mut Interp) -> String {
    events(i)
        .into_iter()
        .filter_map(|e| match e {
            Event::Stream(Stream::Stdout, t) => Some(t),
            _ => None,
        })
        .collect()
}

#[test]
fn last_expression_is_the_result_unless_hidden() {
    let mut i = interp();
    let r = i.run_cell("x = 6\nx * 7", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("42".into()));
    let r = i.run_cell("x * 7;", true);
    assert!(r.result.is_none());
    let r = i.run_cell("x = 1  # assignment has no result", true);
    assert!(r.result.is_none());
    assert_eq!(i.execution_count, 3);
    i.run_cell("x", false);
    assert_eq!(i.execution_count, 3, "store_history=False does not count");
}

#[test]
fn names_persist_across_cells() {
    let mut i = interp();
    i.run_cell("def square(v):\n    return v * v\ndata = [1, 2, 3]", true);
    let r = i.run_cell("[square(v) for v in data]", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("[1, 4, 9]".into()));
}

#[test]
fn traceback_points_at_cell_and_line() {
    let mut i = interp();
    i.run_cell("def f(x):\n    return 1 / x", true);
    let r = i.run_cell("y = 2\nf(0)", true);
    let e = r.error.expect("an error");
    assert_eq!(e.ename, "ZeroDivisionError");
    assert_eq!(e.evalue, "division by zero");
    let tb = e.traceback.join("\n");
    assert!(tb.contains("Cell In[2], line 2"), "{tb}");
    assert!(tb.contains("Cell In[1], line 2, in f"), "{tb}");
    assert!(tb.contains("----> 2     return 1 / x"), "{tb}");
}

#[test]
fn chained_exceptions_show_both_tracebacks() {
    let mut i = interp();
    let r = i.run_cell("try:\n    int('x')\nexcept ValueError as e:\n    raise KeyError('k') from e", true);
    let e = r.error.expect("an error");
    assert_eq!((e.ename.as_str(), e.evalue.as_str()), ("KeyError", "'k'"));
    let tb = e.traceback.join("\n");
    let cause = tb.find("ValueError: invalid literal").expect("the cause's traceback");
    let link = tb.find("The above exception was the direct cause of the following exception:").expect("the link");
    let last = tb.find("KeyError: 'k'").expect("the exception's traceback");
    assert!(cause < link && link < last, "{tb}");
    assert_eq!(tb.matches(&"-".repeat(75)).count(), 1, "{tb}");
    let r = i.run_cell("try:\n    1 / 0\nexcept ZeroDivisionError:\n    undefined_name", true);
    let tb = r.error.expect("an error").traceback.join("\n");
    assert!(tb.contains("During handling of the above exception, another exception occurred:"), "{tb}");
    let r = i.run_cell("try:\n    1 / 0\nexcept ZeroDivisionError:\n    raise ValueError('v') from None", true);
    let tb = r.error.expect("an error").traceback.join("\n");
    assert!(!tb.contains("ZeroDivisionError: division by zero") && !tb.contains("During handling"), "{tb}");
}

#[test]
fn syntax_errors_show_line_and_caret() {
    let mut i = interp();
    let r = i.run_cell("x = 1\ny = (2 +\nprint(x)", true);
    let e = r.error.expect("a syntax error");
    assert_eq!(e.ename, "SyntaxError");
    let tb = e.traceback.join("\n");
    assert!(tb.contains('^'), "{tb}");
}

#[test]
fn unsupported_construct_names_itself() {
    let mut i = interp();
    let r = i.run_cell("class M(type):\n    @classmethod\n    def __prepare__(mcs, name, bases):\n        return {}", true);
    let e = r.error.expect("an error");
    assert_eq!(e.ename, "NotImplementedError");
    assert!(e.evalue.contains("'__prepare__' in metaclasses"), "{}", e.evalue);
    let e = i.run_cell("async def f():\n    pass", true).error.expect("an error");
    assert_eq!(e.ename, "NotImplementedError");
    assert!(e.evalue.contains("'async def'"), "{}", e.evalue);
    let e = i.run_cell("def g():\n    print((yield))\nlist(g())", true).error.expect("an error");
    assert_eq!(e.ename, "NotImplementedError");
    assert!(e.evalue.contains("'yield' inside an expression"), "{}", e.evalue);
}

#[test]
fn unknown_magic_is_a_usage_error() {
    let mut i = interp();
    let e = i.run_cell("%frobnicate now", true).error.expect("an error");
    assert_eq!(e.ename, "UsageError");
    assert_eq!(e.evalue, "Line magic function `%frobnicate` not found.");
    let e = i.run_cell("%%nothing\nbody", true).error.expect("an error");
    assert_eq!(e.evalue, "Cell magic `%%nothing` not found.");
}

#[test]
fn magics_who_env_time_script() {
    let mut i = interp();
    i.run_cell("alpha = 1\nbeta = 'b'", true);
    events(&mut i);
    i.run_cell("%who", true);
    assert_eq!(stdout(&mut i), "alpha\t beta\n");
    i.run_cell("%whos", true);
    let out = stdout(&mut i);
    assert!(out.starts_with("Variable"), "{out}");
    assert!(out.contains("alpha") && out.contains("int"), "{out}");
    i.run_cell("%env CUDALAB_TEST_VAR=hello", true);
    assert_eq!(stdout(&mut i), "env: CUDALAB_TEST_VAR=hello\n");
    let r = i.run_cell("%env CUDALAB_TEST_VAR", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("'hello'".into()));
    let r = i.run_cell("%time sum(range(1000))", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("499500".into()));
    let out = stdout(&mut i);
    assert!(out.starts_with("CPU times: user ") && out.contains("\nWall time: "), "{out}");
    let r = i.run_cell("%%script true\nthis is not python", true);
    assert!(r.error.is_none());
    i.run_cell("%%bash\necho from-bash", true);
    assert_eq!(stdout(&mut i), "from-bash\n");
    i.run_cell("!echo shell $alpha {beta * 2}", true);
    assert_eq!(stdout(&mut i), "shell 1 bb\n");
    let r = i.run_cell("files = !printf 'a\\nb\\n'\nfiles", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("['a', 'b']".into()));
}

#[test]
fn rich_display_and_updates() {
    let mut i = interp();
    i.run_cell("from IPython.display import HTML, display\nh = display(HTML('<b>1</b>'), display_id='p')\nh.update(HTML('<b>2</b>'))", true);
    let ev = events(&mut i);
    assert_eq!(ev.len(), 2, "{ev:?}");
    match (&ev[0], &ev[1]) {
        (Event::Display { data: a, display_id: Some(id1), update: false }, Event::Display { data: b, display_id: Some(id2), update: true }) => {
            assert_eq!(a.get("text/html"), Some("<b>1</b>"));
            assert_eq!(b.get("text/html"), Some("<b>2</b>"));
            assert_eq!(id1, "p");
            assert_eq!(id2, "p");
        }
        other => panic!("unexpected events {other:?}"),
    }
    i.run_cell("from IPython.display import clear_output\nclear_output(wait=True)", true);
    assert_eq!(events(&mut i), vec![Event::Clear { wait: true }]);
    let r = i.run_cell("HTML('<i>x</i>')", true);
    assert_eq!(r.result.and_then(|b| b.get("text/html").map(String::from)), Some("<i>x</i>".into()));
}

#[test]
fn interrupt_stops_a_loop_and_state_survives() {
    let flag = Arc::new(AtomicBool::new(false));
    let mut i = Interp::new(Box::new(Captured::default()), flag.clone());
    i.run_cell("kept = 'still here'", true);
    let f2 = flag.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(200));
        f2.store(true, Ordering::SeqCst);
    });
    let start = std::time::Instant::now();
    let e = i.run_cell("n = 0\nwhile True:\n    n += 1", true).error.expect("interrupted");
    t.join().ok();
    assert_eq!(e.ename, "KeyboardInterrupt");
    assert!(start.elapsed().as_secs_f64() < 1.2);
    let r = i.run_cell("kept", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("'still here'".into()));
}

#[test]
fn generator_expressions_are_lazy() {
    // Eager, this range would take minutes: running it at all is the test.
    let mut i = interp();
    let r = i.run_cell("any(x > 5 for x in range(10**9))", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("True".into()));
    let r = i.run_cell("g = (x * x for x in range(10**12))\nnext(g), next(g), next(g)", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("(0, 1, 4)".into()));
}

#[test]
fn generator_expression_errors_point_at_the_genexpr() {
    let mut i = interp();
    let e = i.run_cell("g = (10 // x\n     for x in [1, 0])\ntotal = sum(g)", true).error.expect("an error");
    assert_eq!(e.ename, "ZeroDivisionError");
    let tb = e.traceback.join("\n");
    assert!(tb.contains("Cell In[1], line 3"), "{tb}");
    assert!(tb.contains("Cell In[1], line 1, in <genexpr>"), "{tb}");
    let r = i.run_cell("next(g, 'finished')", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("'finished'".into()));
}

#[test]
fn interrupt_stops_a_generator_expression() {
    let flag = Arc::new(AtomicBool::new(false));
    let mut i = Interp::new(Box::new(Captured::default()), flag.clone());
    let f2 = flag.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(200));
        f2.store(true, Ordering::SeqCst);
    });
    let e = i.run_cell("sum(x for x in range(10**12) if x % 3)", true).error.expect("interrupted");
    t.join().ok();
    assert_eq!(e.ename, "KeyboardInterrupt");
}

#[test]
fn deep_recursion_is_an_error_not_a_crash() {
    let mut i = interp();
    let e = i.run_cell("def f(n):\n    return f(n + 1)\nf(0)", true).error.expect("an error");
    assert_eq!(e.ename, "RecursionError");
}

#[test]
fn completion_and_inspection() {
    let mut i = interp();
    i.run_cell("import math\nmy_value = 3", true);
    let c = i.complete("my_v", 4);
    assert_eq!(c.matches, vec!["my_value".to_string()]);
    assert_eq!((c.start, c.end), (0, 4));
    let c = i.complete("x = math.sq", 11);
    assert_eq!(c.matches, vec!["math.sqrt".to_string()]);
    assert_eq!(c.start, 4);
    let text = i.inspect("math.sqrt(", 10).expect("found");
    assert!(text.contains("sqrt(x, /)"), "{text}");
    i.run_cell("def area(w, h=2):\n    '''Rectangle area.'''\n    return w * h", true);
    let text = i.inspect("area", 2).expect("found");
    assert!(text.contains("area(w, h=2)") && text.contains("Rectangle area."), "{text}");
}

/// Without a GPU the first kernel launch says once that the simulator runs it; `%backend` shows
/// the backend and why CUDA is not used, and switching to `cuda` fails with a clear message.
#[test]
fn backend_is_chosen_once_and_shown_by_the_magic() {
    if cudalab::gpu::driver::driver_present() {
        return; // this test describes a machine without CUDA
    }
    // Cells that compile kernels run on a thread with the engine's stack size.
    std::thread::Builder::new().stack_size(cudalab::host::STACK_SIZE).spawn(backend_cells).expect("spawn").join().expect("backend cells");
}

fn backend_cells() {
    let mut i = interp();
    let all = |i: &mut Interp| -> String {
        events(i)
            .into_iter()
            .filter_map(|e| match e {
                Event::Stream(_, t) => Some(t),
                _ => None,
            })
            .collect()
    };
    i.run_cell(
        "from numba import cuda\nimport numpy as np\n@cuda.jit\ndef k(a):\n    a[cuda.grid(1)] = 1\nx = np.zeros(32)\nk[1, 32](x)\nk[1, 32](x)\nprint(x.sum())",
        false,
    );
    let out = all(&mut i);
    assert_eq!(out.matches("kernels run on the CPU simulator").count(), 1, "{out}");
    assert!(out.contains("32.0"), "{out}");
    i.run_cell("%backend", false);
    let out = all(&mut i);
    assert!(out.starts_with("backend: sim (CUDA unavailable:"), "{out}");
    let e = i.run_cell("%backend cuda", false).error.expect("an error");
    assert!(e.evalue.contains("cannot switch to the CUDA backend"), "{}", e.evalue);
    i.run_cell("%backend sim", false);
    assert!(all(&mut i).starts_with("backend: sim"));
}

/// Memory bombs are `MemoryError`s (or NumPy's `ValueError` for sizes no machine has), checked
/// before anything is allocated; the cell's variables survive. (Growth by many small steps is
/// caught by the binary's counting allocator: tests/protocol/test_hostile.py.)
#[test]
fn memory_bombs_raise_and_lose_nothing() {
    std::thread::Builder::new().stack_size(cudalab::host::STACK_SIZE).spawn(memory_bombs).expect("spawn").join().expect("memory bombs");
}

fn memory_bombs() {
    let mut i = interp();
    i.run_cell("import numpy as np\nfrom numba import cuda\nkeep = [1, 2, 3]", true);
    let cases = [
        ("np.zeros((10**6, 10**6))", "MemoryError", "Unable to allocate 7.28 TiB for an array with shape (1000000, 1000000) and data type float64"),
        ("np.full((10**6, 10**6), 3)", "MemoryError", "Unable to allocate 7.28 TiB for an array with shape (1000000, 1000000) and data type int64"),
        (
            "np.ones((10**5, 1)) + np.ones((1, 10**5))",
            "MemoryError",
            "Unable to allocate 74.5 GiB for an array with shape (100000, 100000) and data type float64",
        ),
        ("np.zeros((2**62, 4))", "ValueError", "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."),
        ("cuda.device_array(10**12)", "MemoryError", "Unable to allocate 7.28 TiB for an array with shape (1000000000000,) and data type float64"),
        ("np.arange(10**12)", "MemoryError", "Unable to allocate 7.28 TiB for an array with shape (1000000000000,) and data type float64"),
        ("np.linspace(0, 1, 10**12)", "MemoryError", "Unable to allocate 7.28 TiB"),
        ("np.arange(4) <= None", "TypeError", "'<=' not supported between instances of 'numpy.ndarray' and 'NoneType'"),
        ("np.eye(-2, 3)", "ValueError", "negative dimensions are not allowed"),
        ("np.eye(10**7)", "MemoryError", "Unable to allocate 728. TiB for an array with shape (10000000, 10000000) and data type float64"),
        ("int('a,b', 255)", "ValueError", "int() base must be >= 2 and <= 36, or 0"),
        ("[0] * 10**10", "MemoryError", "cannot allocate"),
        ("[0, 1] * 2**62", "MemoryError", ""),
        ("'ab' * (2**63 - 1)", "OverflowError", "repeated string is too long"),
        ("1 << (1 << 40)", "MemoryError", ""),
        ("2 ** 2**64", "MemoryError", ""),
        ("3 ** 10**14", "MemoryError", ""),
        // Nested lists sharing their items: 2**40 elements described by 40 small lists.
        ("x = 1\nfor _ in range(40): x = [x, x]\nnp.array(x)", "MemoryError", "cannot allocate"),
        // Printed in full as NumPy does (no axis above 6): the text alone would pass the limit.
        ("repr(np.zeros((2,) * 30, dtype=np.int8))", "MemoryError", "cannot allocate"),
    ];
    for (src, ename, start) in cases {
        let e = i.run_cell(src, true).error.unwrap_or_else(|| panic!("{src} raised nothing"));
        assert_eq!(e.ename, ename, "{src}: {}", e.evalue);
        assert!(e.evalue.starts_with(start), "{src}: {}", e.evalue);
    }
    for (src, want) in [
        ("1 ** 2**64", "1"),
        ("(-1) ** (10**30 + 1)", "-1"),
        ("0 ** 10**30", "0"),
        ("10 >> 10**20", "0"),
        ("-10 >> 10**20", "-1"),
        ("0 << 10**30", "0"),
        ("round(12345, -10**9)", "0"),
        ("keep", "[1, 2, 3]"),
    ] {
        let r = i.run_cell(src, true);
        assert_eq!(r.result.map(|b| b.plain().to_string()), Some(want.to_string()), "{src}");
    }
}

/// A kernel argument that fits no 64-bit type is Numba's ValueError (it used to wrap to -1), and
/// one that fits only uint64 arrives exactly.
#[test]
fn kernel_int_arguments_beyond_64_bits_raise() {
    let mut i = interp();
    i.run_cell("import numpy as np\nfrom numba import cuda\n@cuda.jit\ndef k(out, v):\n    out[0] = v\nout = np.zeros(1, dtype=np.uint64)", true);
    for (arg, msg) in [
        ("2**100", "Int value is too large: 1267650600228229401496703205376"),
        ("-2**63 - 1", "Int value is too large: -9223372036854775809"),
        ("2**64", "Int value is too large: 18446744073709551616"),
    ] {
        let e = i.run_cell(&format!("k[1, 1](out, {arg})"), true).error.unwrap_or_else(|| panic!("{arg} raised nothing"));
        assert_eq!((e.ename.as_str(), e.evalue.as_str()), ("ValueError", msg));
    }
    let r = i.run_cell("k[1, 1](out, 2**63 + 1)\nint(out[0])", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("9223372036854775809".to_string()));
}

/// Long builtin operations answer an interrupt (each of these runs for minutes otherwise).
#[test]
fn long_builtins_are_interruptible() {
    std::thread::Builder::new().stack_size(cudalab::host::STACK_SIZE).spawn(long_builtins).expect("spawn").join().expect("long builtins");
}

fn long_builtins() {
    let flag = Arc::new(AtomicBool::new(false));
    let mut i = Interp::new(Box::new(Captured::default()), flag.clone());
    i.run_cell("import numpy as np\nkept = 1\nbig = np.ones((3000, 3000))\nhuge = 7 ** (10 ** 7)", true);
    for src in [
        "sum(range(10**12))",
        "max(range(10**12))",
        "list(range(10**8))[0]",
        "7 ** (10 ** 9)",
        "3 ** 2**31",
        "huge * (huge + 1)",
        "(big @ big @ big @ big @ big @ big)[0, 0]",
        "[x for x in range(10**12)]",
        "sorted(range(10**8), key=lambda v: -v)[0]",
        // Too many elements to summarise (no axis above 6): NumPy prints all 10**7 of them.
        "repr(np.ones((2, 3) * 9))",
        "np.random.normal(0, 1, size=10**8)[0]",
        // 10**40 shared empty lists with no element in them.
        "x = []\nfor _ in range(40): x = [x * 10]\nnp.array(x)",
    ] {
        flag.store(false, Ordering::SeqCst);
        let f2 = flag.clone();
        let t = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            f2.store(true, Ordering::SeqCst);
        });
        let start = std::time::Instant::now();
        let r = i.run_cell(src, true);
        t.join().ok();
        let e = r.error.unwrap_or_else(|| panic!("{src} finished before the interrupt"));
        assert_eq!(e.ename, "KeyboardInterrupt", "{src}: {}", e.evalue);
        eprintln!("{src}: interrupted after {:.2} s", start.elapsed().as_secs_f64());
    }
    assert_eq!(i.run_cell("kept", true).result.map(|b| b.plain().to_string()), Some("1".into()));
}

/// The parts of a complex array are copies in cudalab (views in NumPy): writing through them
/// is refused, never silently lost; the parts of a real array still write through.
#[test]
fn writes_through_complex_parts_are_refused() {
    let mut i = interp();
    i.run_cell("import numpy as np\na = np.array([1+2j, 3-1j])\nf = np.array([1.0, 2.0])\nf.real[0] = 9", true);
    for src in ["a.real[0] = 5", "a.imag[:] += 1"] {
        let e = i.run_cell(src, true).error.unwrap_or_else(|| panic!("{src} raised nothing"));
        assert_eq!(e.ename, "NotImplementedError", "{src}");
        assert!(e.evalue.starts_with("writing through ."), "{src}: {}", e.evalue);
    }
    let r = i.run_cell("(a.tolist(), f.tolist())", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("([(1+2j), (3-1j)], [9.0, 2.0])".to_string()));
}
