//! SVG drawings, written by hand (no fonts or libraries needed): a histogram of run times and a
//! timeline with a host row and a GPU row per stream. Each mark has a `<title>`, which browsers
//! and JupyterLab show as a tooltip.

use super::html::escape;
use super::stats::format_time;
use std::fmt::Write;

const HOST: &str = "#7f8c8d";
const KERNEL: &str = "#2e86c1";
const COPY: &str = "#e67e22";
const OTHER: &str = "#8e44ad";

/// Histogram of per-loop run times: host runs, and GPU runs beside them when given.
pub fn histogram(host: &[f64], gpu: Option<&[f64]>, precision: usize) -> String {
    let (w, h, left, bottom) = (420.0, 150.0, 10.0, 30.0);
    let all: Vec<f64> = host.iter().chain(gpu.unwrap_or(&[]).iter()).copied().collect();
    let lo = all.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = all.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let bins = host.len().clamp(5, 20);
    let span = if hi > lo { hi - lo } else { lo.abs().max(1e-9) * 0.1 };
    let (lo, hi) = if hi > lo { (lo, hi) } else { (lo - span / 2.0, hi + span / 2.0) };
    let count = |xs: &[f64]| {
        let mut c = vec![0usize; bins];
        for x in xs {
            let i = (((x - lo) / (hi - lo)) * bins as f64) as usize;
            c[i.min(bins - 1)] += 1;
        }
        c
    };
    let series: Vec<(&str, &str, Vec<usize>)> = std::iter::once(("host", HOST, count(host))).chain(gpu.map(|g| ("GPU", KERNEL, count(g)))).collect();
    let top = series.iter().flat_map(|s| s.2.iter()).copied().max().unwrap_or(1).max(1) as f64;
    let plot_w = w - 2.0 * left;
    let bin_w = plot_w / bins as f64;
    let bar_w = bin_w / series.len() as f64 - 1.0;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11" role="img">"#
    );
    let _ = write!(s, "<title>run times per loop: {} runs</title>", host.len());
    for (k, (label, color, counts)) in series.iter().enumerate() {
        for (i, c) in counts.iter().enumerate() {
            if *c == 0 {
                continue;
            }
            let bh = (*c as f64 / top) * (h - bottom - 20.0);
            let x = left + i as f64 * bin_w + k as f64 * (bar_w + 1.0);
            let (a, b) = (lo + (hi - lo) * i as f64 / bins as f64, lo + (hi - lo) * (i + 1) as f64 / bins as f64);
            let _ = write!(
                s,
                r#"<rect x="{x:.1}" y="{:.1}" width="{bar_w:.1}" height="{bh:.1}" fill="{color}"><title>{label}: {c} run{} between {} and {}</title></rect>"#,
                h - bottom - bh,
                if *c == 1 { "" } else { "s" },
                escape(&format_time(a, precision)),
                escape(&format_time(b, precision))
            );
        }
    }
    let _ = write!(s, r#"<line x1="{left}" y1="{0}" x2="{1}" y2="{0}" stroke="black"/>"#, h - bottom, w - left);
    let _ = write!(s, r#"<text x="{left}" y="{}">{}</text>"#, h - bottom + 14.0, escape(&format_time(lo, precision)));
    let _ = write!(s, r#"<text x="{}" y="{}" text-anchor="end">{}</text>"#, w - left, h - bottom + 14.0, escape(&format_time(hi, precision)));
    let legend: Vec<String> = series.iter().map(|(l, c, _)| format!(r#"<tspan fill="{c}">■</tspan> {l}"#)).collect();
    let _ = write!(s, r#"<text x="{}" y="{}" text-anchor="middle">time per loop — {}</text>"#, w / 2.0, h - 4.0, legend.join("  "));
    s.push_str("</svg>");
    s
}

/// A mark on the timeline: which row, when, its colour, and the tooltip.
pub struct Mark {
    pub row: usize,
    pub start: f64,
    pub end: f64,
    pub kind: MarkKind,
    pub tip: String,
}

#[derive(Clone, Copy)]
pub enum MarkKind {
    Host,
    Kernel,
    Copy,
    Other,
}

/// Rows of marks over [0, end] seconds.
pub fn timeline(rows: &[String], marks: &[Mark], end: f64) -> String {
    let (w, label_w, row_h, top) = (760.0, 110.0, 26.0, 8.0);
    let h = top + rows.len() as f64 * row_h + 30.0;
    let plot_w = w - label_w - 10.0;
    let end = if end > 0.0 { end } else { 1e-6 };
    let x = |t: f64| label_w + (t / end).clamp(0.0, 1.0) * plot_w;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="11" role="img">"#
    );
    for (i, r) in rows.iter().enumerate() {
        let y = top + i as f64 * row_h;
        let _ =
            write!(s, r##"<rect x="{label_w}" y="{y}" width="{plot_w}" height="{}" fill="{}"/>"##, row_h - 4.0, if i % 2 == 0 { "#f4f6f7" } else { "#fbfcfc" });
        let _ = write!(s, r#"<text x="4" y="{}">{}</text>"#, y + row_h / 2.0 + 2.0, escape(r));
    }
    for m in marks {
        let y = top + m.row as f64 * row_h + 2.0;
        let (x0, x1) = (x(m.start), x(m.end));
        let color = match m.kind {
            MarkKind::Host => HOST,
            MarkKind::Kernel => KERNEL,
            MarkKind::Copy => COPY,
            MarkKind::Other => OTHER,
        };
        let _ = write!(
            s,
            r#"<rect x="{x0:.2}" y="{y}" width="{:.2}" height="{}" fill="{color}"><title>{}</title></rect>"#,
            (x1 - x0).max(0.8),
            row_h - 8.0,
            escape(&m.tip)
        );
    }
    let axis_y = top + rows.len() as f64 * row_h + 4.0;
    for k in 0..=4 {
        let t = end * k as f64 / 4.0;
        let anchor = match k {
            0 => "start",
            4 => "end",
            _ => "middle",
        };
        let _ = write!(s, r#"<text x="{:.1}" y="{}" text-anchor="{anchor}">{}</text>"#, x(t), axis_y + 12.0, escape(&format_time(t, 3)));
    }
    s.push_str("</svg>");
    s
}
