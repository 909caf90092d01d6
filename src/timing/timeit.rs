//! `%timeit` and `%%timeit`, as IPython does them (options -n -r -p -q -o, and -t -c accepted;
//! the loop count chosen as the first power of ten whose run takes at least 0.2 s; 7 runs;
//! "mean ± std. dev." text and the slowest-run warning), made sync-aware: each run starts with
//! the GPU idle and ends when the GPU work it queued is done, and GPU time comes from the device
//! clock around each operation the runtime queued, reported apart from host time. A run that
//! compiled a kernel is left out, and the output says so.

use super::host::{Code, Host};
use super::measure;
use super::stats::{format_time, plural, Summary};
use crate::lang::source::Source;
use crate::runtime::record::{CopyDir, OpKind, Recorded};
use std::rc::Rc;
use std::time::Instant;

#[derive(Debug, Clone, PartialEq)]
pub struct Options {
    pub number: Option<u64>,
    pub repeat: u64,
    pub precision: usize,
    pub quiet: bool,
    pub return_result: bool,
}

/// IPython's `parse_options(line, 'n:r:tcp:qo')`: options first (`-n10` or `-n 10`, flags
/// combined as `-qo`), then the statement (or, for `%%timeit`, the setup code).
pub fn parse_options(line: &str) -> Result<(Options, String), String> {
    let mut o = Options { number: None, repeat: 7, precision: 3, quiet: false, return_result: false };
    let mut rest = line.trim_start();
    while let Some(tok) = rest.strip_prefix('-') {
        if tok.is_empty() || tok.starts_with(char::is_whitespace) || tok.starts_with(|c: char| c.is_ascii_digit() || c == '.' || c == '(') {
            break;
        }
        let end = tok.find(char::is_whitespace).unwrap_or(tok.len());
        let (word, after) = (&tok[..end], &tok[end..]);
        rest = after.trim_start();
        for (i, c) in word.char_indices() {
            match c {
                't' | 'c' => {}
                'q' => o.quiet = true,
                'o' => o.return_result = true,
                'n' | 'r' | 'p' => {
                    let attached = &word[i + 1..];
                    let value = if attached.is_empty() {
                        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
                        let v = &rest[..end];
                        rest = rest[end..].trim_start();
                        v
                    } else {
                        attached
                    };
                    if value.is_empty() {
                        return Err(format!("option -{c} requires argument"));
                    }
                    let n: i64 = value.parse().map_err(|_| format!("option -{c} takes an integer, not '{value}'"))?;
                    match c {
                        'n' if n >= 1 => o.number = Some(n as u64),
                        'r' if n >= 1 => o.repeat = n as u64,
                        'p' if n >= 1 => o.precision = n as usize,
                        _ => return Err(format!("option -{c} must be a positive integer, not {n}")),
                    }
                    break;
                }
                other => return Err(format!("option -{other} not recognized (timeit takes -n N, -r R, -p P, -q, -o, -t, -c)")),
            }
        }
    }
    Ok((o, rest.to_string()))
}

/// One run: `loops` executions of the statement after the setup code.
struct Run {
    wall: f64,
    rec: Recorded,
}

/// Per kernel over the kept runs.
#[derive(Debug, Clone, PartialEq)]
pub struct KernelRow {
    pub name: String,
    pub launches: u64,
    /// Seconds of GPU time, in total and per launch.
    pub total: f64,
    pub min: f64,
    pub max: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct CopyRow {
    pub dir: CopyDir,
    pub count: u64,
    pub bytes: u64,
    pub total: f64,
}

/// What `%timeit` measured (the `-o` result holds it).
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub loops: u64,
    pub repeat: u64,
    pub precision: usize,
    /// Host (wall) seconds of each run of `loops` loops, as IPython's `all_runs`.
    pub all_runs: Vec<f64>,
    /// GPU seconds of each run (the busy time of every operation it queued); `None` when the
    /// runs queued no GPU work, or some GPU work went unstamped.
    pub gpu_runs: Option<Vec<f64>>,
    pub simulated: bool,
    pub gated: bool,
    /// Kernels' GPU times are CUPTI's activity records (else CUDA events).
    pub cupti: bool,
    /// Seconds taken off each event span (the cost of an empty pair of events).
    pub floor: f64,
    pub kernels: Vec<KernelRow>,
    pub copies: Vec<CopyRow>,
    /// Kernels compiled by runs that were left out.
    pub left_out: Vec<String>,
}

impl Report {
    pub fn timings(&self) -> Vec<f64> {
        self.all_runs.iter().map(|t| t / self.loops as f64).collect()
    }
    pub fn host(&self) -> Summary {
        Summary::of(&self.timings())
    }
    pub fn gpu_timings(&self) -> Option<Vec<f64>> {
        self.gpu_runs.as_ref().map(|g| g.iter().map(|t| t / self.loops as f64).collect())
    }
    pub fn gpu(&self) -> Option<Summary> {
        self.gpu_timings().map(|t| Summary::of(&t))
    }
    /// Loops over all kept runs.
    pub fn total_loops(&self) -> f64 {
        (self.loops * self.repeat) as f64
    }

    /// IPython's line: "1.23 ms ± 4.56 µs per loop (mean ± std. dev. of 7 runs, 100 loops each)".
    pub fn line(&self) -> String {
        let h = self.host();
        format!(
            "{} ± {} per loop (mean ± std. dev. of {}, {} each)",
            format_time(h.mean, self.precision),
            format_time(h.std, self.precision),
            plural(self.repeat, "run"),
            plural(self.loops, "loop")
        )
    }

    /// The GPU line, when GPU work ran: time per loop and what was launched per loop.
    pub fn gpu_line(&self) -> Option<String> {
        let what = self.per_loop_work()?;
        let label = if self.simulated { "Simulated GPU time (the CPU simulator's, not a GPU's)" } else { "GPU time" };
        Some(match self.gpu() {
            Some(g) => format!(
                "{label}: {} ± {} per loop (mean ± std. dev. of {}) in {what}",
                format_time(g.mean, self.precision),
                format_time(g.std, self.precision),
                plural(self.repeat, "run")
            ),
            None => format!("{label}: not measured (the GPU was first used during these runs; run %timeit again) for {what}"),
        })
    }

    /// "1 kernel launch and 2 copies per loop".
    fn per_loop_work(&self) -> Option<String> {
        let loops = self.total_loops();
        let launches: u64 = self.kernels.iter().map(|k| k.launches).sum();
        let copies: u64 = self.copies.iter().map(|c| c.count).sum();
        if launches == 0 && copies == 0 {
            return None;
        }
        let per = |n: u64, one: &str, many: &str| {
            let v = n as f64 / loops;
            if v == 1.0 {
                format!("1 {one}")
            } else if v.fract() == 0.0 {
                format!("{} {many}", super::stats::thousands(v as u64))
            } else {
                format!("{v:.2} {many}")
            }
        };
        let mut parts = Vec::new();
        if launches > 0 {
            parts.push(per(launches, "kernel launch", "kernel launches"));
        }
        if copies > 0 {
            parts.push(per(copies, "copy", "copies"));
        }
        Some(format!("{} per loop", parts.join(" and ")))
    }

    /// The slowest-run warning, as IPython words it.
    pub fn warning(&self) -> Option<String> {
        let h = self.host();
        (h.max > 4.0 * h.min && h.min > 0.0 && h.max > 1e-6).then(|| {
            format!("The slowest run took {:.2} times longer than the fastest. This could mean that an intermediate result is being cached.", h.max / h.min)
        })
    }
}

fn one_run<H: Host>(host: &mut H, setup: &Code, stmt: &Code, loops: u64) -> Result<Run, H::Error> {
    host.run(setup, false)?;
    let m = measure::start(host, false)?;
    let t0 = Instant::now();
    let r = (|| {
        for _ in 0..loops {
            host.check_interrupt()?;
            host.run(stmt, false)?;
        }
        measure::settle(host, &m)
    })();
    let wall = t0.elapsed().as_secs_f64();
    let ((), rec) = measure::end(host, m, r)?;
    Ok(Run { wall, rec })
}

/// `%timeit` (`setup` empty) or `%%timeit` (the line's code is the setup): the report, which the
/// host returns as `%timeit -o`'s result when asked.
pub fn run<H: Host>(host: &mut H, opts: &Options, setup: Rc<Source>, stmt: Rc<Source>) -> Result<Report, H::Error> {
    let (setup, stmt) = (Code::parse(host, setup)?, Code::parse(host, stmt)?);
    host.progress_begin("%timeit: choosing the number of loops");
    let report = measure_runs(host, opts, &setup, &stmt);
    host.progress_end();
    let report = report?;
    if !opts.quiet {
        let mut text = String::new();
        for name in dedup(&report.left_out) {
            text.push_str(&format!("The first run compiled kernel '{name}' and was left out: compiling is not part of the time per loop.\n"));
        }
        if let Some(w) = report.warning() {
            text.push_str(&w);
            text.push('\n');
        }
        text.push_str(&report.line());
        text.push('\n');
        if let Some(g) = report.gpu_line() {
            text.push_str(&g);
            text.push('\n');
        }
        host.stdout(&text);
        host.display(super::render::timeit_bundle(&report));
    }
    Ok(report)
}

fn dedup(names: &[String]) -> Vec<&String> {
    let mut out: Vec<&String> = Vec::new();
    for n in names {
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

fn measure_runs<H: Host>(host: &mut H, opts: &Options, setup: &Code, stmt: &Code) -> Result<Report, H::Error> {
    let mut left_out: Vec<String> = Vec::new();
    // A run that compiled is done again, once per kernel: a kernel defined inside the timed
    // code compiles every time, and then that is what the code costs.
    // A first call runs cudalab's quick PTX while NVRTC compiles in the background; waiting for
    // those compiles here means the runs that count launch NVRTC's code, not a mix.
    fn redo(run: &Run, left_out: &mut Vec<String>) -> bool {
        let fresh: Vec<String> = run.rec.compiled.iter().filter(|n| !left_out.contains(n)).cloned().collect();
        left_out.extend(fresh.iter().cloned());
        if !fresh.is_empty() {
            crate::runtime::backend::finish_warm_up();
        }
        !fresh.is_empty()
    }
    let backend_before = host.backend().kind;
    let loops = match opts.number {
        Some(n) => n,
        None => {
            let mut chosen = 1;
            let mut index = 0;
            while index < 10 {
                chosen = 10u64.pow(index);
                host.progress_set(&format!("%timeit: trying {chosen} loop{}", if chosen == 1 { "" } else { "s" }));
                let run = one_run(host, setup, stmt, chosen)?;
                if redo(&run, &mut left_out) {
                    continue;
                }
                if run.wall >= 0.2 {
                    break;
                }
                index += 1;
            }
            chosen
        }
    };
    let mut runs: Vec<Run> = Vec::new();
    while (runs.len() as u64) < opts.repeat {
        host.progress_set(&format!("%timeit: run {} of {} ({loops} loop{} each)", runs.len() + 1, opts.repeat, if loops == 1 { "" } else { "s" }));
        let run = one_run(host, setup, stmt, loops)?;
        // The GPU opened by the first kernel of this %timeit: that run had no device clock.
        let opened = backend_before.is_none()
            && host.backend().kind.is_some()
            && runs.is_empty()
            && run.rec.ops.iter().any(|o| o.kind.queued() && o.gpu.is_none())
            && !run.rec.simulated;
        if redo(&run, &mut left_out) || opened {
            continue;
        }
        runs.push(run);
    }
    Ok(summarize(opts, loops, runs, left_out))
}

fn summarize(opts: &Options, loops: u64, runs: Vec<Run>, left_out: Vec<String>) -> Report {
    let mut kernels: Vec<KernelRow> = Vec::new();
    let mut copies: Vec<CopyRow> = Vec::new();
    let mut complete = true;
    let mut any_gpu = false;
    for r in &runs {
        for op in &r.rec.ops {
            let busy = op.gpu.map(|g| g.busy);
            if op.kind.queued() {
                any_gpu = true;
                complete &= busy.is_some();
            }
            let busy = busy.unwrap_or(0.0);
            match &op.kind {
                OpKind::Kernel(k) => match kernels.iter_mut().find(|row| row.name == k.name) {
                    Some(row) => {
                        row.launches += 1;
                        row.total += busy;
                        row.min = row.min.min(busy);
                        row.max = row.max.max(busy);
                    }
                    None => kernels.push(KernelRow { name: k.name.clone(), launches: 1, total: busy, min: busy, max: busy }),
                },
                OpKind::Copy { dir, bytes } => match copies.iter_mut().find(|row| row.dir == *dir) {
                    Some(row) => {
                        row.count += 1;
                        row.bytes += bytes;
                        row.total += busy;
                    }
                    None => copies.push(CopyRow { dir: *dir, count: 1, bytes: *bytes, total: busy }),
                },
                _ => {}
            }
        }
    }
    let gpu_runs = (any_gpu && complete).then(|| runs.iter().map(|r| r.rec.gpu_busy()).collect());
    Report {
        loops,
        repeat: runs.len() as u64,
        precision: opts.precision,
        all_runs: runs.iter().map(|r| r.wall).collect(),
        gpu_runs,
        simulated: runs.first().is_some_and(|r| r.rec.simulated),
        gated: runs.iter().all(|r| r.rec.gated),
        cupti: runs.iter().all(|r| r.rec.cupti),
        floor: runs.first().map(|r| r.rec.floor).unwrap_or(0.0),
        kernels,
        copies,
        left_out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_as_ipython_parses_them() {
        let (o, s) = parse_options("-n10 -r 3 -q x = 1").unwrap();
        assert_eq!((o.number, o.repeat, o.quiet, s.as_str()), (Some(10), 3, true, "x = 1"));
        let (o, s) = parse_options("-qo -p5 f(-1)").unwrap();
        assert_eq!((o.quiet, o.return_result, o.precision, s.as_str()), (true, true, 5, "f(-1)"));
        let (o, s) = parse_options("-1 + x").unwrap();
        assert_eq!((o.number, s.as_str()), (None, "-1 + x"));
        assert!(parse_options("-n x").is_err());
        assert!(parse_options("-n 0 x").is_err());
        assert!(parse_options("-z x").is_err());
    }

    fn report(all_runs: Vec<f64>, loops: u64) -> Report {
        Report {
            loops,
            repeat: all_runs.len() as u64,
            precision: 3,
            all_runs,
            gpu_runs: None,
            simulated: false,
            gated: true,
            cupti: false,
            floor: 0.0,
            kernels: vec![],
            copies: vec![],
            left_out: vec![],
        }
    }

    #[test]
    fn ipython_text() {
        let r = report(vec![0.123, 0.124, 0.125, 0.123, 0.122, 0.126, 0.124], 100);
        assert!(r.line().ends_with(" per loop (mean ± std. dev. of 7 runs, 100 loops each)"), "{}", r.line());
        assert!(r.line().starts_with("1.24 ms ± "), "{}", r.line());
        assert_eq!(r.warning(), None);
        let r = report(vec![1.0, 5.0], 10000);
        assert!(r.line().ends_with("(mean ± std. dev. of 2 runs, 10,000 loops each)"));
        assert!(r.warning().unwrap().starts_with("The slowest run took 5.00 times longer than the fastest."));
        let r = report(vec![0.5], 1);
        assert!(r.line().ends_with("(mean ± std. dev. of 1 run, 1 loop each)"));
        assert_eq!(r.gpu_line(), None);
    }
}
