//! `%time` / `%%time`: IPython's CPU and wall times, with the GPU time of the operations the code
//! queued. The wall time includes waiting for that GPU work, unless `--no-sync` is given: then the
//! timer stops as soon as the code returns, as a plain timer around an asynchronous launch does,
//! and the output says how much GPU work the timer did not count.

use super::host::{Code, Host};
use super::measure;
use super::stats::format_time;
use crate::lang::source::Source;
use crate::runtime::record::{OpKind, Recorded};
use std::rc::Rc;
use std::time::Instant;

fn cpu_times() -> (f64, f64) {
    // SAFETY: `rusage` is plain integers, for which all-zero bytes are a valid value.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes only into the struct we own and pass by a valid pointer.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut ru) };
    let t = |tv: libc::timeval| tv.tv_sec as f64 + tv.tv_usec as f64 * 1e-6;
    (t(ru.ru_utime), t(ru.ru_stime))
}

/// `--no-sync` at the start of the line, then the code.
pub fn parse_line(line: &str) -> (bool, &str) {
    let t = line.trim_start();
    match t.strip_prefix("--no-sync") {
        Some(rest) if rest.is_empty() || rest.starts_with(char::is_whitespace) => (true, rest.trim_start()),
        _ => (false, line),
    }
}

/// "1 kernel launch and 2 copies".
pub fn work(rec: &Recorded) -> String {
    let launches = rec.ops.iter().filter(|o| matches!(o.kind, OpKind::Kernel(_))).count();
    let copies = rec.ops.iter().filter(|o| matches!(o.kind, OpKind::Copy { .. } | OpKind::Memset { .. })).count();
    let mut parts = Vec::new();
    if launches > 0 {
        parts.push(if launches == 1 { "1 kernel launch".to_string() } else { format!("{launches} kernel launches") });
    }
    if copies > 0 {
        parts.push(if copies == 1 { "1 copy".to_string() } else { format!("{copies} copies") });
    }
    parts.join(" and ")
}

/// Run and time the code; its last expression's value (what the cell shows).
pub fn run<H: Host>(host: &mut H, source: Rc<Source>, no_sync: bool) -> Result<Option<H::Value>, H::Error> {
    // A syntax error is reported before anything is measured.
    let code = Code::parse(host, source)?;
    let m = measure::start(host, true)?;
    let (u0, s0) = cpu_times();
    let t0 = Instant::now();
    let mut r = host.run(&code, true);
    if r.is_ok() && !no_sync {
        r = measure::settle(host, &m).and(r);
    }
    let wall = t0.elapsed().as_secs_f64();
    let (u1, s1) = cpu_times();
    let after = Instant::now();
    if r.is_ok() && no_sync {
        r = measure::settle(host, &m).and(r);
    }
    let uncounted = after.elapsed().as_secs_f64();
    let (value, rec) = measure::end(host, m, r)?;
    let (u, s) = (u1 - u0, s1 - s0);
    let mut text =
        format!("CPU times: user {}, sys: {}, total: {}\nWall time: {}\n", format_time(u, 3), format_time(s, 3), format_time(u + s, 3), format_time(wall, 3));
    if rec.any_gpu() {
        let label = if rec.simulated { "Simulated GPU time (the CPU simulator's)" } else { "GPU time" };
        let timed = rec.ops.iter().all(|o| !o.kind.queued() || o.gpu.is_some());
        if timed {
            text.push_str(&format!("{label}: {} in {}\n", format_time(rec.gpu_busy(), 3), work(&rec)));
        } else {
            text.push_str(&format!("{label}: not measured for {} (the GPU was first used in this cell; run it again)\n", work(&rec)));
        }
        if no_sync && !rec.simulated {
            text.push_str(&format!(
                "--no-sync: the timer stopped when the code returned, not when the GPU finished: waiting for the queued GPU work took {} more, which the wall time above does not count. Kernel launches are asynchronous; without --no-sync, %time waits for the GPU.\n",
                format_time(uncounted, 3)
            ));
        } else if no_sync {
            text.push_str("--no-sync: on the simulator kernels finish before the launch returns, so nothing was left uncounted here; on a GPU the launch returns at once and the wall time would miss the kernel.\n");
        }
    }
    for name in rec.compiled.iter().fold(Vec::<&String>::new(), |mut v, n| {
        if !v.contains(&n) {
            v.push(n);
        }
        v
    }) {
        text.push_str(&format!("Compiled kernel '{name}' during this cell: its compile time is in the times above.\n"));
    }
    host.stdout(&text);
    Ok(value)
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_sync_flag() {
        assert_eq!(super::parse_line("--no-sync k[1, 1](a)"), (true, "k[1, 1](a)"));
        assert_eq!(super::parse_line("x = 1"), (false, "x = 1"));
        assert_eq!(super::parse_line("--no-syncx"), (false, "--no-syncx"));
    }
}
