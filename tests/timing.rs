//! `%timeit`, `%time` and `%%profile`: the structure of their text and rich output, their
//! options and their errors, through the library with captured output. Runs on the simulator
//! (CI) unless CUDALAB_BACKEND says otherwise (`CUDALAB_BACKEND=cuda` on a GPU machine runs the
//! same checks against the device clock). No timing values are asserted, only their form.

use cudalab::host::output::{Captured, Event, MimeBundle, Stream};
use cudalab::host::Interp;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

fn interp() -> Interp {
    if std::env::var_os("CUDALAB_BACKEND").is_none() {
        std::env::set_var("CUDALAB_BACKEND", "sim");
    }
    let mut i = Interp::new(Box::new(Captured::default()), Arc::new(AtomicBool::new(false)));
    i.color = false;
    i
}

fn on_gpu() -> bool {
    std::env::var("CUDALAB_BACKEND").is_ok_and(|b| b == "cuda")
}

fn events(i: &mut Interp) -> Vec<Event> {
    let c = i.out.as_any_mut().and_then(|a| a.downcast_mut::<Captured>()).expect("captured output");
    std::mem::take(&mut c.events)
}

/// Run a cell that must succeed; its stdout and its displays.
fn run(i: &mut Interp, code: &str) -> (String, Vec<MimeBundle>) {
    let r = i.run_cell(code, true);
    if let Some(e) = r.error {
        panic!("cell failed: {}: {}\n{code}", e.ename, e.evalue);
    }
    let mut out = String::new();
    let mut shown = Vec::new();
    for e in events(i) {
        match e {
            Event::Stream(Stream::Stdout, t) => out.push_str(&t),
            Event::Display { data, .. } => shown.push(data),
            _ => {}
        }
    }
    (out, shown)
}

const SETUP: &str = "import numpy as np\nfrom numba import cuda\n\n@cuda.jit\ndef add(a, b, out):\n    i = cuda.grid(1)\n    if i < out.size:\n        out[i] = a[i] + b[i]\n\nn = 1000\na = np.random.rand(n).astype(np.float32)\nb = np.random.rand(n).astype(np.float32)\nd_a = cuda.to_device(a)\nd_b = cuda.to_device(b)\nd_out = cuda.device_array_like(a)\n";

/// "1.23 ms ± 4.56 µs per loop (mean ± std. dev. of 7 runs, 100 loops each)"
fn is_ipython_line(line: &str, runs: &str, loops: &str) -> bool {
    let unit = |s: &str| ["ns", "µs", "ms", "s"].contains(&s);
    let w: Vec<&str> = line.split(' ').collect();
    w.len() >= 14
        && w[0].parse::<f64>().is_ok()
        && unit(w[1])
        && w[2] == "±"
        && w[3].parse::<f64>().is_ok()
        && unit(w[4])
        && line.contains(&format!(" per loop (mean ± std. dev. of {runs}, {loops} each)"))
}

#[test]
fn timeit_prints_ipython_text_and_a_gpu_line_and_shows_a_table() {
    let mut i = interp();
    run(&mut i, SETUP);
    let (out, shown) = run(&mut i, "%timeit -n 3 -r 2 add[4, 256](d_a, d_b, d_out)");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "The first run compiled kernel 'add' and was left out: compiling is not part of the time per loop.", "{out}");
    let line = lines.iter().find(|l| l.contains("per loop (mean")).expect("the IPython line");
    assert!(is_ipython_line(line, "2 runs", "3 loops"), "{line}");
    let gpu = lines.iter().find(|l| l.contains("GPU time")).expect("a GPU line");
    let label = if on_gpu() { "GPU time: " } else { "Simulated GPU time (the CPU simulator's, not a GPU's): " };
    assert!(gpu.starts_with(label), "{gpu}");
    assert!(gpu.ends_with("per loop (mean ± std. dev. of 2 runs) in 1 kernel launch per loop"), "{gpu}");
    assert_eq!(shown.len(), 1);
    let html = shown[0].get("text/html").expect("html");
    for part in [
        "<table",
        "host (wall)",
        "mean",
        "std. dev.",
        "min",
        "max",
        "launches per loop",
        "<th style=\"text-align:left;padding:2px 10px;font-weight:normal\">add</th>",
        "<svg",
        "time per loop",
    ] {
        assert!(html.contains(part), "no {part} in {html}");
    }
    let text = shown[0].plain();
    assert!(text.contains("host (wall)") && text.contains("add ") && text.contains("host runs: "), "{text}");
    assert_eq!(text.contains("Simulated: kernels ran on the CPU simulator"), !on_gpu(), "{text}");
}

#[test]
fn timeit_with_copies_counts_them_per_loop() {
    let mut i = interp();
    run(&mut i, SETUP);
    run(&mut i, "add[4, 256](d_a, d_b, d_out)");
    let (out, shown) = run(&mut i, "%timeit -n 2 -r 2 d_out = cuda.to_device(a); add[4, 256](d_a, d_b, d_out); h = d_out.copy_to_host()");
    assert!(out.contains("in 1 kernel launch and 2 copies per loop"), "{out}");
    let html = shown[0].get("text/html").expect("html");
    assert!(html.contains(">HtoD<") && html.contains(">DtoH<") && html.contains("GB/s"), "{html}");
}

#[test]
fn timeit_result_object_and_quiet() {
    let mut i = interp();
    let (out, shown) = run(&mut i, "r = %timeit -o -q -n 2 -r 3 x = 1");
    assert_eq!(out, "");
    assert!(shown.is_empty());
    let (out, _) = run(
        &mut i,
        "print(r.loops, r.repeat, len(r.all_runs), len(r.timings), r.best <= r.average <= r.worst, r.stdev >= 0, r.gpu_average, r.kernels, r.compile_time)",
    );
    assert_eq!(out, "2 3 3 3 True True None {} 0.0\n");
    let (out, _) = run(&mut i, "print(repr(r).startswith('<TimeitResult : '), str(r).endswith('(mean ± std. dev. of 3 runs, 2 loops each)'))");
    assert_eq!(out, "True True\n");
    run(&mut i, SETUP);
    let (_, _) = run(&mut i, "g = %timeit -o -q -n 2 -r 2 add[4, 256](d_a, d_b, d_out)");
    let (out, _) = run(&mut i, "print(g.gpu_average > 0, g.gpu_best <= g.gpu_worst, len(g.gpu_all_runs), list(g.kernels), g.simulated)");
    assert_eq!(out, format!("True True 2 ['add'] {}\n", if on_gpu() { "False" } else { "True" }));
}

#[test]
fn timeit_chooses_loops_and_takes_setup_in_the_cell_form() {
    let mut i = interp();
    let (out, shown) = run(&mut i, "%%timeit -r 2 data = list(range(50))\ntotal = sum(data)");
    let line = out.lines().next().expect("a line");
    // Ten to the power that made a run last 0.2 s.
    let loops = line.split("runs, ").nth(1).and_then(|s| s.split(' ').next()).expect("loops");
    let n: u64 = loops.replace(',', "").parse().expect("a count");
    assert!(n.to_string().trim_start_matches('1').chars().all(|c| c == '0'), "{line}");
    assert!(is_ipython_line(line, "2 runs", &format!("{loops} loop{}", if n == 1 { "" } else { "s" })), "{line}");
    assert!(!out.contains("GPU"), "{out}");
    assert!(shown[0].get("text/html").is_some_and(|h| h.contains("host (wall)") && !h.contains("GPU")));
}

#[test]
fn timeit_errors_are_clear_and_leave_nothing_running() {
    let mut i = interp();
    for (cell, ename, text) in [
        ("%timeit -n x 1", "UsageError", "option -n takes an integer, not 'x'"),
        ("%timeit -n 0 1", "UsageError", "option -n must be a positive integer"),
        ("%timeit -z 1", "UsageError", "option -z not recognized"),
        ("%timeit", "UsageError", "%timeit needs a statement"),
        ("%timeit -n 2 -r 1 1 / 0", "ZeroDivisionError", "division by zero"),
        ("%%profile -x\n1", "UsageError", "%%profile takes no options"),
        ("%%time extra\n1", "UsageError", "%%time takes only --no-sync"),
    ] {
        let r = i.run_cell(cell, true);
        let e = r.error.unwrap_or_else(|| panic!("{cell} should fail"));
        assert_eq!(e.ename, ename, "{cell}");
        assert!(e.evalue.contains(text), "{cell}: {}", e.evalue);
        assert!(!i.backend.recording.active(), "{cell} left a recording running");
        events(&mut i);
    }
    run(&mut i, SETUP);
    let r = i.run_cell("%timeit -n 1 -r 1 add[4, 256](d_a, d_b, 5)", true);
    assert!(r.error.is_some());
    assert!(!i.backend.recording.active());
    events(&mut i);
    let (out, _) = run(&mut i, "%timeit -n 1 -r 1 add[4, 256](d_a, d_b, d_out)");
    assert!(out.contains("1 run, 1 loop each"), "{out}");
}

#[test]
fn time_reports_cpu_wall_and_gpu_and_no_sync_says_what_it_missed() {
    let mut i = interp();
    run(&mut i, SETUP);
    let (out, _) = run(&mut i, "%time add[4, 256](d_a, d_b, d_out)");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("CPU times: user ") && lines[0].contains(", sys: ") && lines[0].contains(", total: "), "{out}");
    assert!(lines[1].starts_with("Wall time: "), "{out}");
    assert!(lines[2].contains("GPU time") && lines[2].ends_with(" in 1 kernel launch"), "{out}");
    assert!(out.contains("Compiled kernel 'add' during this cell"), "{out}");
    let (out, _) = run(&mut i, "%time --no-sync add[4, 256](d_a, d_b, d_out)");
    assert!(out.contains("--no-sync: "), "{out}");
    assert!(!out.contains("Compiled kernel"), "{out}");
    let r = i.run_cell("%%time\nx = 2\nx * 21", true);
    assert_eq!(r.result.map(|b| b.plain().to_string()), Some("42".into()));
    let (out, _) = run(&mut i, "%time y = sum(range(10))");
    assert!(!out.contains("GPU"), "{out}");
}

#[test]
fn profile_shows_kernels_launches_memory_and_a_timeline() {
    let mut i = interp();
    run(&mut i, SETUP);
    run(&mut i, "add[4, 256](d_a, d_b, d_out)");
    let (_, shown) = run(&mut i, "%%profile\nd_x = cuda.to_device(a)\nfor _ in range(3):\n    add[4, 256](d_x, d_b, d_out)\nd_z = cuda.device_array(1000, dtype=np.float32)\nh = d_out.copy_to_host()");
    assert_eq!(shown.len(), 1);
    let html = shown[0].get("text/html").expect("html");
    for part in [
        "Kernel summary",
        "Time (%)",
        "Total Time",
        "Instances",
        "Kernel launches",
        "Registers",
        "Theoretical occupancy",
        "of copy bandwidth",
        "Memory operations",
        ">HtoD copy<",
        ">DtoH copy<",
        ">memset<",
        "<svg",
        "<title>kernel add grid 4 block 256",
    ] {
        assert!(html.contains(part), "no {part} in the profile");
    }
    assert!(html.contains(if on_gpu() { "GPU stream 0" } else { "simulator" }));
    // Allocations are host calls on the GPU; the simulator's "device" memory is the host's.
    assert_eq!(html.contains(">alloc (host time)<"), on_gpu());
    let text = shown[0].plain();
    assert!(text.starts_with("%%profile: 3 kernel launches and 3 memory operations in "), "{text}");
    let summary = text.lines().skip_while(|l| !l.starts_with("Kernel summary")).nth(2).expect("a summary row");
    let cells: Vec<&str> = summary.split_whitespace().collect();
    assert_eq!((cells[0], cells[3], cells.last().copied()), ("100.0", "3", Some("add")), "{summary}");
    assert!(text.contains("\nhost          |") && text.contains("timeline, 0 to "), "{text}");
    let (_, shown) = run(&mut i, "%%profile\nx = 1");
    assert!(shown[0].plain().starts_with("%%profile: no GPU operations in "));
}

#[test]
fn profile_of_many_launches_stays_small() {
    let mut i = interp();
    run(&mut i, SETUP);
    let (_, shown) = run(&mut i, "%%profile\nfor _ in range(800):\n    add[1, 32](d_a, d_b, d_out)");
    let html = shown[0].get("text/html").expect("html");
    assert!(html.contains(" operations from "), "neighbouring marks are merged");
    assert!(html.len() < 400_000, "{} bytes of HTML", html.len());
    let summary = shown[0].plain().lines().skip_while(|l| !l.starts_with("Kernel summary")).nth(2).expect("a summary row").to_string();
    assert_eq!(summary.split_whitespace().nth(3), Some("800"), "{summary}");
}
