//! Fuzz targets on stable Rust: generated and mutated inputs against the cell interpreter (`cell`),
//! NumPy operations (`np`), the kernel compiler + simulator (`kernel`) and the wire decoder
//! (`wire`). Each `#[test]` runs for `CUDALAB_FUZZ_SECONDS` (default 3: what CI runs) or
//! `CUDALAB_FUZZ_INPUTS` inputs, from a fixed seed unless `CUDALAB_FUZZ_SEED` is set; `scripts/fuzz`
//! runs longer campaigns with fresh seeds and sums the counts.
//!
//! A crash is a Rust panic (caught here, before the interpreter's own guard could turn it into
//! `InternalError`), an input that a watchdog's interrupt (after 10 s) does not stop within 5 s,
//! a lost variable, or a process
//! abort: each input is written to `target/fuzz/<target>-current.py` before it runs, so an abort
//! leaves its culprit on disk. Crashing inputs are saved to `target/fuzz/crashes/`. Sizes and
//! exponents stay small unless `CUDALAB_FUZZ_WILD=1`, so the campaign measures more than memory
//! bombs (which tests/cells.rs covers). Generated programs never run shell escapes or magics.

use cudalab::host::output::Captured;
use cudalab::host::Interp;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

// The kernel's own allocator, which counts live bytes for the host memory limit: growth by
// small steps is then a MemoryError here too, as in the kernel (see campaign()).
#[global_allocator]
static ALLOC: cudalab::array::huge_pages::HugePageAlloc = cudalab::array::huge_pages::HugePageAlloc;

/// xorshift64*: a fixed, dependency-free generator (reproducible from the printed seed).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn out_dir() -> PathBuf {
    let d = std::env::var_os("CARGO_TARGET_DIR").map(PathBuf::from).unwrap_or_else(|| root().join("target")).join("fuzz");
    let _ = std::fs::create_dir_all(d.join("crashes"));
    d
}

fn wild() -> bool {
    std::env::var_os("CUDALAB_FUZZ_WILD").is_some_and(|v| v == "1")
}

static PANIC_MESSAGE: Mutex<String> = Mutex::new(String::new());

/// Runs `one` on generated inputs until the budget is spent; fails the test on any crash.
fn campaign(target: &str, mut generate: impl FnMut(&mut Rng) -> String, mut one: impl FnMut(&str, &Arc<AtomicBool>) -> Result<(), String>) {
    let seconds: f64 = std::env::var("CUDALAB_FUZZ_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(3.0);
    let max_inputs: u64 = std::env::var("CUDALAB_FUZZ_INPUTS").ok().and_then(|s| s.parse().ok()).unwrap_or(u64::MAX);
    // A fixed seed by default, so that CI runs the same inputs every time; scripts/fuzz passes a
    // fresh one per run.
    let seed = std::env::var("CUDALAB_FUZZ_SEED").ok().and_then(|s| s.parse::<u64>().ok()).unwrap_or(0x5eed_c0da_1ab5) | 1;
    let mut rng = Rng(seed);
    // Several targets share this process: keep each cell's memory well below the machine's.
    if std::env::var_os("CUDALAB_HOST_MEMORY_LIMIT").is_none() {
        std::env::set_var("CUDALAB_HOST_MEMORY_LIMIT", "3G");
    }
    let dir = out_dir();
    let current = dir.join(format!("{target}-current.py"));
    std::panic::set_hook(Box::new(|info| {
        if let Ok(mut m) = PANIC_MESSAGE.lock() {
            *m = info.to_string();
        }
    }));
    // The watchdog: an input running past 10 s is interrupted and counted as a hang.
    let interrupt = Arc::new(AtomicBool::new(false));
    let started = Arc::new(AtomicU64::new(0));
    let hung = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicBool::new(false));
    let epoch = Instant::now();
    let dog = {
        let (interrupt, started, hung, done) = (interrupt.clone(), started.clone(), hung.clone(), done.clone());
        let (current, target) = (current.clone(), target.to_string());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(250));
                let s = started.load(Ordering::Relaxed);
                if s != 0 && epoch.elapsed().as_millis() as u64 > s + 10_000 {
                    hung.store(true, Ordering::SeqCst);
                    interrupt.store(true, Ordering::SeqCst);
                }
                // An input the interrupt cannot stop would hang the run: report it and end the process.
                if s != 0 && epoch.elapsed().as_millis() as u64 > s + 30_000 {
                    let saved = out_dir().join("crashes").join(format!("{target}-unstoppable.py"));
                    let _ = std::fs::copy(&current, &saved);
                    eprintln!("fuzz {target}: an input did not stop within 20 s of an interrupt; saved as {}", saved.display());
                    std::process::exit(3);
                }
            }
        })
    };
    let deadline = epoch + Duration::from_secs_f64(seconds);
    let (mut inputs, mut crashes) = (0u64, Vec::new());
    // Kept open and rewritten in place: two system calls per input instead of an open and a close.
    let current_file = std::fs::File::create(&current).ok();
    while Instant::now() < deadline && inputs < max_inputs {
        let input = generate(&mut rng);
        if let Some(f) = &current_file {
            use std::os::unix::fs::FileExt;
            let _ = f.set_len(input.len() as u64);
            let _ = f.write_all_at(input.as_bytes(), 0);
        }
        interrupt.store(false, Ordering::SeqCst);
        hung.store(false, Ordering::SeqCst);
        started.store(epoch.elapsed().as_millis() as u64 + 1, Ordering::Relaxed);
        let t0 = Instant::now();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| one(&input, &interrupt)));
        let took = t0.elapsed();
        started.store(0, Ordering::Relaxed);
        inputs += 1;
        let failure = match r {
            Err(_) => Some(format!("panic: {}", PANIC_MESSAGE.lock().map(|m| m.clone()).unwrap_or_default())),
            Ok(Err(e)) => Some(e),
            // A loop that never ends is the program's business; not stopping within 5 s of the
            // interrupt is ours.
            Ok(Ok(())) if hung.load(Ordering::SeqCst) && took > Duration::from_secs(15) => {
                Some(format!("interrupted after 10 s, still running {:.1} s later", took.as_secs_f64() - 10.0))
            }
            Ok(Ok(())) => None,
        };
        if let Some(why) = failure {
            let name = format!("{target}-{:016x}.py", fxhash(&input));
            let _ = std::fs::write(dir.join("crashes").join(&name), format!("# {}\n{input}", why.replace('\n', "\n# ")));
            crashes.push(format!("{name}: {why}"));
        }
    }
    done.store(true, Ordering::SeqCst);
    let _ = dog.join();
    drop(current_file);
    let _ = std::fs::remove_file(&current);
    let _ = std::panic::take_hook();
    let rate = inputs as f64 / epoch.elapsed().as_secs_f64().max(1e-9);
    println!("fuzz {target}: {inputs} inputs ({rate:.0}/s), {} crashes, seed {seed}", crashes.len());
    if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(dir.join(format!("{target}.count"))) {
        let _ = writeln!(f, "{inputs} {}", crashes.len());
    }
    assert!(crashes.is_empty(), "{target}: {} crashing inputs (saved in target/fuzz/crashes):\n{}", crashes.len(), crashes.join("\n"));
}

fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// Inputs that must not reach the interpreter from a fuzzer: they touch the machine.
fn safe(src: &str) -> bool {
    let banned = ["import os", "open(", "subprocess", "shutil", "__import__", "input(", "exit(", "quit(", "time.sleep", "sys.", "cuda.close"];
    !src.lines().any(|l| {
        let t = l.trim_start();
        t.starts_with('!') || t.starts_with('%') || t.contains("= !") || t.contains("=!")
    }) && !banned.iter().any(|b| src.contains(b))
}

/// A cell runner on a thread with the engine's stack, one interpreter for many inputs.
struct Cells {
    interp: Option<Interp>,
    runs: usize,
}

impl Cells {
    fn run(&mut self, src: &str, interrupt: &Arc<AtomicBool>) -> Result<(), String> {
        if !safe(src) {
            return Ok(());
        }
        if self.runs.is_multiple_of(200) || self.interp.is_none() {
            let mut i = Interp::new(Box::new(Captured::default()), interrupt.clone());
            i.color = false;
            i.run_cell("import numpy as np\nimport math\nfrom numba import cuda\nkeep = 12345", true);
            self.interp = Some(i);
        }
        self.runs += 1;
        let Some(i) = self.interp.as_mut() else { return Ok(()) };
        let r = i.run_cell(src, true);
        // Output is not checked; drop it so memory stays flat.
        if let Some(c) = i.out.as_any_mut().and_then(|a| a.downcast_mut::<Captured>()) {
            c.events.clear();
        }
        if let Some(e) = r.error {
            if e.ename == "InternalError" {
                return Err(format!("InternalError: {}", e.evalue));
            }
        }
        let k = i.run_cell("keep", false);
        match k.result.map(|b| b.plain().to_string()) {
            Some(v) if v == "12345" => Ok(()),
            _ if src.contains("keep") => Ok(()),
            other => Err(format!("a variable was lost: keep is {other:?}")),
        }
    }
}

fn on_big_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(cudalab::host::STACK_SIZE).spawn(f).expect("spawn").join().unwrap_or_else(|e| std::panic::resume_unwind(e));
}

// ---- generators ------------------------------------------------------------------------------

const NAMES: &[&str] = &["a", "b", "c", "xs", "d", "s", "t", "n"];

fn small_int(r: &mut Rng) -> String {
    let v = r.pick(&["0", "1", "2", "3", "-1", "7", "10", "255", "-128", "2**31", "2**63", "-2**63", "2**64", "10**20", "True", "False"]);
    if wild() && r.chance(5) {
        return r.pick(&["10**10", "2**62", "10**100", "-10**9"]).to_string();
    }
    v.to_string()
}

fn atom(r: &mut Rng) -> String {
    match r.below(10) {
        0 | 1 => small_int(r),
        2 => r.pick(&["0.0", "-0.0", "1.5", "1e308", "-2.5e-10", "float('nan')", "float('inf')", "3.14159"]).to_string(),
        3 => r.pick(&["'abc'", "''", "'héllo'", "'a,b,,c'", "\"x\\ny\"", "'12'", "b'ab\\x00'", "bytes(3)", "'é'.encode()"]).to_string(),
        4 => r.pick(NAMES).to_string(),
        5 => format!("[{}, {}]", small_int(r), atom_leaf(r)),
        6 => format!("({}, {})", atom_leaf(r), atom_leaf(r)),
        7 => format!("{{{}: {}}}", atom_leaf(r), atom_leaf(r)),
        8 => r.pick(&["None", "[]", "()", "{}", "set()", "range(5)", "1j", "2+3j"]).to_string(),
        _ => format!("{{{}, {}}}", small_int(r), small_int(r)),
    }
}

fn atom_leaf(r: &mut Rng) -> String {
    match r.below(4) {
        0 => small_int(r),
        1 => r.pick(&["'q'", "2.5", "None", "True"]).to_string(),
        2 => r.pick(NAMES).to_string(),
        _ => r.pick(&["0", "-3", "'zz'", "()"]).to_string(),
    }
}

fn expr(r: &mut Rng, depth: usize) -> String {
    if depth == 0 || r.chance(30) {
        return atom(r);
    }
    let d = depth - 1;
    match r.below(16) {
        0..=2 => format!("({} {} {})", expr(r, d), r.pick(&["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]), expr(r, d)),
        3 => format!("({} {} {})", expr(r, d), r.pick(&["==", "!=", "<", "<=", ">", ">=", "in", "not in", "is", "and", "or"]), expr(r, d)),
        4 => format!(
            "{}({})",
            r.pick(&[
                "len",
                "str",
                "repr",
                "int",
                "float",
                "bool",
                "abs",
                "sorted",
                "list",
                "tuple",
                "set",
                "sum",
                "min",
                "max",
                "hash",
                "round",
                "reversed",
                "enumerate",
                "any",
                "all",
                "divmod",
                "pow",
                "hex",
                "chr",
                "ord",
                "type",
                "iter",
                "next",
                "zip",
                "dict",
                "bin",
                "format"
            ]),
            args(r, d)
        ),
        5 => format!("{}[{}]", expr(r, d), index(r, d)),
        6 => format!(
            "{}.{}({})",
            expr(r, d),
            r.pick(&[
                "append",
                "pop",
                "index",
                "count",
                "split",
                "join",
                "upper",
                "strip",
                "replace",
                "get",
                "keys",
                "items",
                "sort",
                "copy",
                "find",
                "format",
                "startswith",
                "extend",
                "insert",
                "remove",
                "update",
                "setdefault",
                "zfill",
                "center",
                "encode",
                "real",
                "conjugate",
                "bit_length"
            ]),
            args(r, d)
        ),
        7 => format!("f'{{{}:{}}}'", expr(r, d), fmt_spec(r)),
        8 => format!("[{} for {} in {} if {}]", expr(r, d), r.pick(&["i", "j"]), expr(r, d), expr(r, d)),
        9 => format!("(lambda x, y=2: {})({})", expr(r, d), args(r, d)),
        10 => format!("({} if {} else {})", expr(r, d), expr(r, d), expr(r, d)),
        11 => format!(
            "{}({})",
            r.pick(&["math.sqrt", "math.floor", "math.log", "math.gcd", "math.factorial", "math.isclose", "math.comb", "math.fsum", "math.exp", "math.atan2"]),
            args(r, d)
        ),
        12 => format!("{{k: v for k, v in zip({}, {})}}", expr(r, d), expr(r, d)),
        13 => format!("(-{})", expr(r, d)),
        14 => format!("(not {})", expr(r, d)),
        _ => format!("sum({} for i in {})", expr(r, d), expr(r, d)),
    }
}

fn args(r: &mut Rng, d: usize) -> String {
    (0..r.below(3)).map(|_| expr(r, d)).collect::<Vec<_>>().join(", ")
}

fn index(r: &mut Rng, d: usize) -> String {
    match r.below(4) {
        0 => expr(r, d),
        1 => format!("{}:{}", small_int(r), small_int(r)),
        2 => format!("::{}", small_int(r)),
        _ => format!("{}:{}:{}", small_int(r), small_int(r), small_int(r)),
    }
}

fn fmt_spec(r: &mut Rng) -> String {
    let mut s = String::new();
    if r.chance(30) {
        s.push_str(r.pick(&["*<", ">", "^", "=", "0"]));
    }
    if r.chance(30) {
        s.push_str(r.pick(&["+", "-", " "]));
    }
    if r.chance(10) {
        s.push('z');
    }
    if r.chance(20) {
        s.push('#');
    }
    if r.chance(40) {
        s.push_str(r.pick(&["0", "5", "012", "20", "1"]));
    }
    if r.chance(30) {
        s.push_str(r.pick(&[",", "_"]));
    }
    if r.chance(40) {
        s.push_str(r.pick(&[".0", ".2", ".10", ".50"]));
    }
    if r.chance(60) {
        s.push_str(r.pick(&["d", "f", "e", "g", "x", "o", "b", "%", "s", "n", "c", "E", "G", "X"]));
    }
    s
}

fn statement(r: &mut Rng, depth: usize, indent: &str) -> String {
    let name = r.pick(NAMES);
    match r.below(11) {
        0..=3 => format!("{indent}{name} = {}\n", expr(r, depth)),
        4 => format!("{indent}{name} {}= {}\n", r.pick(&["+", "-", "*", "//", "%", "|"]), expr(r, depth)),
        5 => format!("{indent}for i in range({}):\n{}", r.below(6), statement(r, depth, &format!("{indent}    "))),
        6 => format!(
            "{indent}try:\n{}{indent}except {} as e:\n{indent}    print(type(e).__name__)\n",
            statement(r, depth, &format!("{indent}    ")),
            r.pick(&["Exception", "ValueError", "TypeError", "(KeyError, IndexError)", "ZeroDivisionError"])
        ),
        7 => format!(
            "{indent}if {}:\n{}{indent}else:\n{}",
            expr(r, depth),
            statement(r, depth, &format!("{indent}    ")),
            statement(r, depth, &format!("{indent}    "))
        ),
        8 => format!("{indent}def f(x, *rest, k=1):\n{indent}    return {}\n{indent}{name} = f({})\n", expr(r, depth), args(r, depth)),
        9 => format!("{indent}print({})\n", args(r, depth)),
        _ => format!("{indent}{name}[{}] = {}\n", expr(r, 1), expr(r, depth)),
    }
}

/// Snippets that take a large fraction of a second on their own (a million `timeit` loops, deep
/// recursion, long format tables): as 40% of inputs are mutations of corpus files, these three
/// alone would cut the rate from about 10,000 to about 400 inputs per second.
const SLOW_SNIPPETS: &[&str] = &["timeit_module.py", "deep_structures.py", "format_spec_edge.py"];

fn corpus() -> Vec<String> {
    let mut out = Vec::new();
    for dir in ["tests/diff", "tests/diff_np"] {
        if let Ok(rd) = std::fs::read_dir(root().join(dir)) {
            for e in rd.flatten() {
                let slow = e.file_name().to_str().is_some_and(|n| SLOW_SNIPPETS.contains(&n));
                if e.path().extension().is_some_and(|x| x == "py") && !slow {
                    if let Ok(t) = std::fs::read_to_string(e.path()) {
                        out.push(t);
                    }
                }
            }
        }
    }
    out
}

/// A corpus program with a few byte- or line-level changes.
fn mutate(r: &mut Rng, corpus: &[String]) -> String {
    let Some(base) = corpus.get(r.below(corpus.len())) else { return String::new() };
    let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
    for _ in 0..1 + r.below(4) {
        if lines.is_empty() {
            break;
        }
        let i = r.below(lines.len());
        match r.below(6) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let j = r.below(lines.len());
                lines.swap(i, j);
            }
            2 => {
                let l = &mut lines[i];
                if !l.is_empty() {
                    let at = r.below(l.len());
                    if l.is_char_boundary(at) {
                        l.insert_str(at, r.pick(&["(", ")", "[", "0", "-", "**", " * 10", "'", ":", ",", "None", "[::-1]", ".x"]));
                    }
                }
            }
            3 => {
                let l = &mut lines[i];
                let at = r.below(l.len() + 1);
                if l.is_char_boundary(at) {
                    l.truncate(at);
                }
            }
            4 => lines.insert(i, statement(r, 2, "").trim_end().to_string()),
            _ => {
                let l = &mut lines[i];
                for (from, to) in [("1", "0"), ("+", "-"), ("<", ">="), ("[", "(["), ("int", "float"), ("range(", "range(-"), ("2", "-2")] {
                    if l.contains(from) && r.chance(40) {
                        *l = l.replacen(from, to, 1);
                    }
                }
            }
        }
    }
    lines.join("\n") + "\n"
}

fn np_program(r: &mut Rng) -> String {
    let dtypes = ["np.int8", "np.uint8", "np.int32", "np.int64", "np.uint64", "np.float16", "np.float32", "np.float64", "np.complex128", "bool"];
    let shape = |r: &mut Rng| -> String {
        match r.below(6) {
            0 => "()".into(),
            1 => format!("({},)", r.below(6)),
            2 => format!("({}, {})", r.below(5), r.below(5)),
            3 => format!("({}, 1, {})", r.below(4), r.below(4)),
            4 => "(0, 3)".into(),
            _ => format!("({},)", 1 + r.below(9)),
        }
    };
    let mut p = String::new();
    for name in ["a", "b"] {
        let make = match r.below(6) {
            0 => format!("np.arange({}).astype({})", r.below(12), r.pick(&dtypes)),
            1 => format!("np.zeros({}, dtype={})", shape(r), r.pick(&dtypes)),
            2 => format!("np.ones({}, {})", shape(r), r.pick(&dtypes)),
            3 => format!("np.array([{}, {}, {}], dtype={})", small_int(r), r.pick(&["np.nan", "np.inf", "-1.5", "0"]), small_int(r), r.pick(&dtypes)),
            4 => format!("np.full({}, {}, dtype={})", shape(r), r.pick(&["-1", "2.5", "0", "127", "np.nan"]), r.pick(&dtypes)),
            _ => format!("np.linspace({}, {}, {}).reshape({})", small_int(r), small_int(r), r.below(13), r.pick(&["-1", "(3, -1)", "(-1, 2)", "(2, 2, -1)"])),
        };
        p.push_str(&format!("{name} = {make}\n"));
    }
    for _ in 0..1 + r.below(5) {
        let e = match r.below(12) {
            0..=2 => format!("a {} b", r.pick(&["+", "-", "*", "/", "//", "%", "**", "&", "|", "<<", "==", "<", "@", ">"])),
            3 => format!(
                "np.{}(a)",
                r.pick(&[
                    "sqrt",
                    "exp",
                    "log",
                    "abs",
                    "sin",
                    "floor",
                    "negative",
                    "isnan",
                    "cumsum",
                    "sort",
                    "argsort",
                    "unique",
                    "ravel",
                    "transpose",
                    "square",
                    "sign"
                ])
            ),
            4 => format!(
                "a.{}(axis={})",
                r.pick(&["sum", "mean", "max", "min", "argmax", "argmin", "std", "var", "prod", "any", "all", "cumsum"]),
                r.pick(&["None", "0", "1", "-1", "2", "-3"])
            ),
            5 => format!("a[{}]", r.pick(&["0", "-1", "1:3", "::-1", "..., 0", "None", "a > 0", "[0, -1]", "1, 2", "np.array([True])", ":, None", "()"])),
            6 => format!("a.reshape({})", r.pick(&["-1", "(2, -1)", "(-1, -1)", "()", "(0,)", "(1, -1, 1)"])),
            7 => format!("a.astype({})", r.pick(&dtypes)),
            8 => format!("np.{}((a, b))", r.pick(&["concatenate", "stack", "vstack", "hstack"])),
            9 => format!("np.where(a > {}, a, b)", small_int(r)),
            10 => format!("a[{}] = {}", r.pick(&["0", "-1", ":", "a > 1", "[0, 0]", "..."]), r.pick(&["b", "7", "np.nan", "-1", "b[::-1]"])),
            _ => format!(
                "np.{}(a, b)",
                r.pick(&["dot", "matmul", "maximum", "minimum", "hypot", "arctan2", "isclose", "allclose", "outer", "add", "power", "remainder"])
            ),
        };
        p.push_str(&format!("try:\n    r = {e}\n    print(repr(r))\nexcept Exception as e:\n    print(type(e).__name__, e)\n"));
    }
    p
}

fn kernel_program(r: &mut Rng) -> String {
    let ty = r.pick(&["int32", "int64", "float32", "float64", "complex64", "complex128"]);
    let np_ty = format!("np.{ty}");
    let mut body = String::new();
    let v = |r: &mut Rng| -> String {
        r.pick(&[
            "x",
            "i",
            "a[0]",
            "2",
            "-3",
            "1.5",
            "tmp",
            "sh[0]",
            "b[i % n]",
            "cuda.threadIdx.x",
            "1j",
            "(2-0.5j)",
            "abs(x)",
            "x.real",
            "tmp.conjugate()",
            "cmath.sqrt(x)",
            "complex(i, 1)",
        ])
        .to_string()
    };
    let slice = |r: &mut Rng| -> String {
        r.pick(&["1:", ":-1", "::2", "::-1", "i:", ":n", "-3:", "n:1:-1", "x:", "::0", "2:5", ":", "10:2", "-100:100", "::k", "0"]).to_string()
    };
    for _ in 0..1 + r.below(5) {
        let e = format!("{} {} {}", v(r), r.pick(&["+", "-", "*", "//", "%", "/", "<<", "&", "**", ">", "=="]), v(r));
        let s = match r.below(14) {
            12 => format!(
                "    tmp = cuda.{}({}, {}, {})\n",
                r.pick(&["shfl_down_sync", "shfl_sync", "shfl_xor_sync", "shfl_up_sync"]),
                r.pick(&["0xffffffff", "0xffff", "cuda.activemask()", "1", "-1"]),
                v(r),
                r.pick(&["1", "16", "33", "-1", "i", "x"])
            ),
            13 => format!(
                "    tmp = cuda.{}({}, {})\n",
                r.pick(&["ballot_sync", "all_sync", "any_sync", "eq_sync", "match_any_sync"]),
                r.pick(&["0xffffffff", "cuda.activemask()", "3"]),
                v(r)
            ),
            9 => format!(
                "    w = {}[{}]\n    tmp = w[{}]\n    b[0] = len(w)\n",
                r.pick(&["a", "b", "sh"]),
                slice(r),
                r.pick(&["0", "-1", "i", "len(w) - 1", "1"])
            ),
            10 => format!(
                "    np.{}({}[{}], {}, b[{}])\n",
                r.pick(&["sin", "add", "maximum", "greater", "sqrt", "arctan2", "logical_not"]),
                r.pick(&["a", "b", "sh"]),
                slice(r),
                r.pick(&["2", "a", "a[:1]", "x", "b[1:]"]),
                slice(r)
            ),
            11 => format!("    b[{}] = {}\n", slice(r), r.pick(&["x", "a[:len(b)]", "2", "sh", "a[1:]"])),
            0 | 1 => format!("    tmp = {e}\n"),
            2 => format!("    if {e}:\n        x = {}\n    else:\n        x = x + 1\n", v(r)),
            3 => format!("    for k in range({}):\n        tmp = tmp + k\n", r.below(6)),
            4 => format!("    cuda.atomic.{}(a, {}, {})\n", r.pick(&["add", "max", "min"]), r.pick(&["0", "i % n", "i"]), v(r)),
            5 => "    sh[cuda.threadIdx.x % 4] = x\n    cuda.syncthreads()\n".to_string(),
            6 => format!("    loc = cuda.local.array(4, {ty})\n    loc[i % 4] = {e}\n    tmp = loc[0]\n"),
            7 => format!("    x = {}({})\n", r.pick(&["math.sqrt", "abs", "min", "max", "math.floor", "dev", "cmath.exp", "np.complex64"]), v(r)),
            8 if r.chance(20) => "    cuda.cg.this_grid().sync()\n".to_string(),
            _ => format!("    b[{}] = {e}\n", r.pick(&["i", "i % n", "n", "-1", "i + 1"])),
        };
        body.push_str(&s);
    }
    let threads = r.pick(&["1", "4", "32", "33", "(2, 2)", "0", "2048"]);
    let blocks = r.pick(&["1", "2", "3", "(1, 2)", "0", "-1"]);
    format!(
        "import cmath\n\n@cuda.jit(device=True)\ndef dev(v):\n    return v * 2\n\n@cuda.jit\ndef k(a, b, n):\n    i = cuda.grid(1)\n    x = a[0]\n    tmp = x\n    sh = cuda.shared.array(4, {ty})\n{body}    if i < n:\n        b[i] = tmp\n\na = np.arange(1, 9).astype({np_ty})\nb = np.zeros({}, dtype={np_ty})\ntry:\n    k[{blocks}, {threads}](a, b, {})\n    print(b)\nexcept Exception as e:\n    print(type(e).__name__)\n",
        r.below(40),
        r.pick(&["len(b)", "3", "0", "100"])
    )
}

// ---- targets ---------------------------------------------------------------------------------

#[test]
fn cell() {
    on_big_stack(|| {
        let corpus = corpus();
        let mut cells = Cells { interp: None, runs: 0 };
        campaign(
            "cell",
            |r| {
                if r.chance(40) && !corpus.is_empty() {
                    mutate(r, &corpus)
                } else {
                    (0..1 + r.below(4)).map(|_| statement(r, 3, "")).collect()
                }
            },
            |src, intr| cells.run(src, intr),
        );
    });
}

#[test]
fn np() {
    on_big_stack(|| {
        let mut cells = Cells { interp: None, runs: 0 };
        campaign("np", np_program, |src, intr| cells.run(src, intr));
    });
}

#[test]
fn kernel() {
    // Kernels here always run on the simulator, also on a machine with a GPU.
    std::env::set_var("CUDALAB_BACKEND", "sim");
    on_big_stack(|| {
        let mut cells = Cells { interp: None, runs: 0 };
        campaign("kernel", kernel_program, |src, intr| cells.run(src, intr));
    });
}

#[test]
fn wire() {
    use bytes::Bytes;
    use cudalab::jupyter::wire::{Message, Signer};
    let signer = Signer::new("fuzz-key");
    campaign(
        "wire",
        |r| {
            let m = Message {
                identities: vec![Bytes::from(format!("id{}", r.below(4)))],
                header: serde_json::json!({"msg_id": format!("{}", r.next()), "msg_type": "execute_request", "session": "s", "username": "u", "date": "", "version": "5.3"}),
                parent_header: serde_json::json!({}),
                metadata: serde_json::json!({}),
                content: serde_json::json!({"code": "1+1", "silent": false}),
                buffers: vec![],
            };
            let mut frames: Vec<Vec<u8>> = Signer::new("fuzz-key").encode(&m).into_iter().map(|b| b.to_vec()).collect();
            for _ in 0..r.below(4) {
                if frames.is_empty() {
                    break;
                }
                let i = r.below(frames.len());
                match r.below(6) {
                    0 => {
                        frames.remove(i);
                    }
                    1 => frames.insert(i, b"<IDS|MSG>".to_vec()),
                    2 => {
                        let f = &mut frames[i];
                        if !f.is_empty() {
                            let at = r.below(f.len());
                            f[at] = r.next() as u8;
                        }
                    }
                    3 => {
                        let keep = r.below(frames[i].len() + 1);
                        frames[i].truncate(keep);
                    }
                    4 => frames.push((0..r.below(64)).map(|_| r.next() as u8).collect()),
                    _ => frames[i] = br#"{"a": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}"#.to_vec(),
                }
            }
            // Frames are written one per line, hex-encoded, so the file reproduces the input.
            frames.iter().map(hex::encode).collect::<Vec<_>>().join("\n")
        },
        |text, _| {
            let frames: Vec<Bytes> = text.lines().filter_map(|l| hex::decode(l).ok()).map(Bytes::from).collect();
            let _ = signer.decode(frames);
            Ok(())
        },
    );
}
