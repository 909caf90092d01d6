//! The rich output of `%timeit`: an HTML table (host and GPU time per loop: mean, std. dev.,
//! min, max; the kernels and copies of each loop with their GPU time) with an SVG histogram of
//! the runs, and the same tables as text for terminals.

use super::html;
use super::stats::{format_time, Summary};
use super::text;
use super::timeit::Report;
use crate::mime::MimeBundle;

fn summary_row(label: &str, s: Summary, p: usize) -> Vec<String> {
    vec![label.to_string(), format_time(s.mean, p), format_time(s.std, p), format_time(s.min, p), format_time(s.max, p)]
}

/// Bytes as a person reads them in a table: 4.0 MB (decimal, as bandwidths are).
pub fn bytes(n: f64) -> String {
    let units = [("GB", 1e9), ("MB", 1e6), ("kB", 1e3)];
    for (u, scale) in units {
        if n >= scale {
            return format!("{:.1} {u}", n / scale);
        }
    }
    format!("{n:.0} B")
}

pub fn gb_per_s(bytes: f64, secs: f64) -> String {
    if secs > 0.0 {
        format!("{:.1}", bytes / secs / 1e9)
    } else {
        "–".into()
    }
}

/// (caption, headers, rows) of the tables, shared by the HTML and the text forms.
type Table = (String, Vec<&'static str>, Vec<Vec<String>>);

fn tables(r: &Report) -> Vec<Table> {
    let p = r.precision;
    let gpu_label = if r.simulated { "GPU (simulated)" } else { "GPU" };
    let time_label = if r.simulated { "simulated GPU time" } else { "GPU time" };
    let mut rows = vec![summary_row("host (wall)", r.host(), p)];
    if let Some(g) = r.gpu() {
        rows.push(summary_row(gpu_label, g, p));
    }
    let mut out = vec![(
        format!("%timeit: {} runs × {} loops, time per loop", r.repeat, super::stats::thousands(r.loops)),
        vec!["", "mean", "std. dev.", "min", "max"],
        rows,
    )];
    let loops = r.total_loops();
    if !r.kernels.is_empty() {
        let rows = r
            .kernels
            .iter()
            .map(|k| {
                let n = k.launches as f64;
                vec![
                    k.name.clone(),
                    format!("{:.4}", n / loops).trim_end_matches('0').trim_end_matches('.').to_string(),
                    format_time(k.total / loops, p),
                    format_time(k.total / n, p),
                    format_time(k.min, p),
                    format_time(k.max, p),
                ]
            })
            .collect();
        out.push((format!("kernels, {time_label}"), vec!["kernel", "launches per loop", "per loop", "per launch", "min", "max"], rows));
    }
    if !r.copies.is_empty() {
        let rows = r
            .copies
            .iter()
            .map(|c| {
                let n = c.count as f64;
                vec![
                    c.dir.short().to_string(),
                    format!("{:.4}", n / loops).trim_end_matches('0').trim_end_matches('.').to_string(),
                    bytes(c.bytes as f64 / loops),
                    format_time(c.total / loops, p),
                    gb_per_s(c.bytes as f64, c.total),
                ]
            })
            .collect();
        out.push((format!("copies, {time_label}"), vec!["copy", "per loop", "bytes per loop", "time per loop", "GB/s"], rows));
    }
    out
}

fn notes(r: &Report) -> Vec<String> {
    let mut n = Vec::new();
    if r.simulated && r.gpu_runs.is_some() {
        n.push("Simulated: kernels ran on the CPU simulator, so GPU times are the simulator's, not a GPU's.".to_string());
    } else if r.gpu_runs.is_some() && !r.gated {
        n.push("This device cannot hold work behind a stream wait, so each GPU time may include the host's launch latency.".to_string());
    }
    if r.gpu_runs.is_some() && !r.simulated {
        let less = if r.floor > 0.0 { format!(", less the {} an empty pair of events spans", format_time(r.floor, 3)) } else { String::new() };
        let source = if r.cupti {
            format!("kernels' from CUPTI activity records, other operations' from CUDA events around each{less}")
        } else {
            format!("from CUDA events around each{less}")
        };
        n.push(format!("Host time is wall time per loop, including waiting for the GPU at the end of each run; GPU time is the sum of the GPU operations' own durations ({source})."));
    }
    n
}

pub fn timeit_bundle(r: &Report) -> MimeBundle {
    let ts = tables(r);
    let mut h = String::from(r#"<div class="cudalab-timeit">"#);
    let mut t = String::new();
    for (caption, headers, rows) in &ts {
        h.push_str(&html::table(caption, headers, rows));
        t.push_str(&format!("{caption}\n"));
        t.push_str(&text::table(headers, rows));
    }
    let host = r.timings();
    let gpu = r.gpu_timings();
    h.push_str(&super::svg::histogram(&host, gpu.as_deref(), r.precision));
    t.push_str(&format!("host runs: {}\n", text::histogram_line(&host, r.precision)));
    if let Some(g) = &gpu {
        t.push_str(&format!("GPU runs:  {}\n", text::histogram_line(g, r.precision)));
    }
    for n in notes(r) {
        h.push_str(&html::note(&n));
        t.push_str(&format!("{n}\n"));
    }
    h.push_str("</div>");
    MimeBundle(vec![("text/html".into(), h), ("text/plain".into(), t)])
}
