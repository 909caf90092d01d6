//! `%%profile`: run the cell recording every GPU operation, then show what ran where and for how
//! long: a kernel summary in the form of Nsight Systems' `cuda_gpu_kern_sum` (Time %, total,
//! instances, avg, med, min, max, name), the launches (grid, block, registers, shared and local
//! memory, theoretical occupancy, effective bandwidth against the device's measured copy
//! bandwidth), the memory operations (count, bytes, time, GB/s), and a timeline with a host row
//! and a GPU row. On the simulator the same outputs are produced, labelled as simulated.

use super::host::{Code, Host};
use super::html;
use super::measure;
use super::render::{bytes, gb_per_s};
use super::stats::{format_time, Summary};
use super::svg::{Mark, MarkKind};
use super::text;
use crate::lang::source::Source;
use crate::mime::MimeBundle;
use crate::runtime::record::{CopyDir, KernelLaunch, OpKind, Recorded};
use std::rc::Rc;

/// Where the work ran, for the headings.
pub struct Target {
    pub device: String,
    /// Bytes per second of a device-to-device copy (read + write), measured once per session.
    pub copy_bandwidth: Option<f64>,
}

/// Run the cell recording its GPU work, show the profile; the cell's last expression's value.
pub fn run<H: Host>(host: &mut H, source: Rc<Source>) -> Result<Option<H::Value>, H::Error> {
    let code = Code::parse(host, source)?;
    let m = measure::start(host, true)?;
    let t0 = std::time::Instant::now();
    let r = host.run(&code, true);
    let r = r.and_then(|v| measure::settle(host, &m).map(|_| v));
    let wall = t0.elapsed().as_secs_f64();
    let (value, rec) = measure::end(host, m, r)?;
    let target = target(host.backend(), &rec);
    host.display(bundle(&rec, &target, wall));
    Ok(value)
}

/// The device's name and its copy bandwidth (measured on first use, outside any recording).
fn target(backend: &crate::runtime::backend::Backend, rec: &Recorded) -> Target {
    if rec.simulated || backend.gpu.is_none() {
        return Target { device: "the CPU simulator".into(), copy_bandwidth: Some(host_copy_bandwidth()) };
    }
    let Some(cell) = backend.gpu.clone() else { return Target { device: "?".into(), copy_bandwidth: None } };
    let device = cell.borrow().dev.info().name.clone();
    let known = cell.borrow().copy_bandwidth;
    let copy_bandwidth = known.or_else(|| {
        let bw = gpu_copy_bandwidth(&cell);
        cell.borrow().copy_bandwidth = bw;
        bw
    });
    Target { device, copy_bandwidth }
}

/// Best of three device-to-device copies of 64 MiB (32 MiB where memory is short), timed by the
/// device clock: bytes read plus bytes written per second.
fn gpu_copy_bandwidth(cell: &Rc<crate::runtime::backend::GpuCell>) -> Option<f64> {
    let mut g = cell.borrow();
    for size in [64u64 << 20, 32 << 20] {
        let Ok(a) = g.dev.alloc(size) else { continue };
        let Ok(b) = g.dev.alloc(size) else {
            g.dev.free(a);
            continue;
        };
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let timed = g.dev.clock_start().and_then(|_| g.dev.copy(b, a, size)).and_then(|_| g.dev.clock_take());
            if let Ok(c) = timed {
                if let Some(s) = c.spans.first() {
                    best = best.min(s.busy);
                }
            }
        }
        g.dev.free(a);
        g.dev.free(b);
        return (best.is_finite() && best > 0.0).then(|| 2.0 * size as f64 / best);
    }
    None
}

/// The same measure for the simulator's memory: a 64 MiB host copy.
fn host_copy_bandwidth() -> f64 {
    static BW: std::sync::OnceLock<f64> = std::sync::OnceLock::new();
    *BW.get_or_init(|| {
        let n = 64usize << 20;
        let src = vec![1u8; n];
        let mut dst = vec![0u8; n];
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let t = std::time::Instant::now();
            dst.copy_from_slice(std::hint::black_box(&src));
            std::hint::black_box(&dst);
            best = best.min(t.elapsed().as_secs_f64());
        }
        2.0 * n as f64 / best
    })
}

/// Kernel summary rows: per kernel name, sorted by total GPU time (as nsys sorts).
pub fn kernel_summary(rec: &Recorded) -> Vec<Vec<String>> {
    let mut by: Vec<(String, Vec<f64>)> = Vec::new();
    for (k, span) in rec.kernels() {
        let t = span.map(|s| s.busy).unwrap_or(0.0);
        match by.iter_mut().find(|(n, _)| *n == k.name) {
            Some((_, v)) => v.push(t),
            None => by.push((k.name.clone(), vec![t])),
        }
    }
    let all: f64 = by.iter().flat_map(|(_, v)| v.iter()).sum();
    by.sort_by(|a, b| b.1.iter().sum::<f64>().total_cmp(&a.1.iter().sum::<f64>()));
    by.into_iter()
        .map(|(name, mut v)| {
            let total: f64 = v.iter().sum();
            let s = Summary::of(&v);
            v.sort_by(f64::total_cmp);
            let med = if v.len() % 2 == 1 { v[v.len() / 2] } else { (v[v.len() / 2 - 1] + v[v.len() / 2]) / 2.0 };
            let pct = if all > 0.0 { 100.0 * total / all } else { 0.0 };
            vec![
                format!("{pct:.1}"),
                format_time(total, 3),
                v.len().to_string(),
                format_time(s.mean, 3),
                format_time(med, 3),
                format_time(s.min, 3),
                format_time(s.max, 3),
                name,
            ]
        })
        .collect()
}

fn dims(d: [u32; 3]) -> String {
    match d {
        [x, 1, 1] => x.to_string(),
        [x, y, 1] => format!("({x}, {y})"),
        [x, y, z] => format!("({x}, {y}, {z})"),
    }
}

/// One row per distinct launch (kernel, grid, block, dynamic shared memory).
pub fn launch_rows(rec: &Recorded, target: &Target) -> Vec<Vec<String>> {
    let mut groups: Vec<(&KernelLaunch, Vec<f64>)> = Vec::new();
    for (k, span) in rec.kernels() {
        let t = span.map(|s| s.busy).unwrap_or(0.0);
        match groups.iter_mut().find(|(g, _)| g.name == k.name && g.grid == k.grid && g.block == k.block && g.dynamic_shared == k.dynamic_shared) {
            Some((_, v)) => v.push(t),
            None => groups.push((k, vec![t])),
        }
    }
    let opt = |v: Option<u32>| v.map(|x| x.to_string()).unwrap_or_else(|| "–".into());
    groups
        .into_iter()
        .map(|(k, times)| {
            let avg = Summary::of(&times).mean;
            let bw = if avg > 0.0 { Some(k.bytes as f64 / avg) } else { None };
            let of_copy = match (bw, target.copy_bandwidth) {
                (Some(b), Some(c)) if c > 0.0 => format!("{:.0}%", 100.0 * b / c),
                _ => "–".into(),
            };
            vec![
                k.name.clone(),
                times.len().to_string(),
                dims(k.grid),
                dims(k.block),
                opt(k.registers),
                bytes(k.static_shared as f64),
                bytes(k.dynamic_shared as f64),
                opt(k.local),
                k.occupancy.map(|o| format!("{:.0}%", o * 100.0)).unwrap_or_else(|| "–".into()),
                format_time(avg, 3),
                bw.map(|b| format!("{:.1}", b / 1e9)).unwrap_or_else(|| "–".into()),
                of_copy,
            ]
        })
        .collect()
}

/// Memory operations by kind: count, bytes, time, rate.
pub fn memory_rows(rec: &Recorded) -> Vec<Vec<String>> {
    type Pick = fn(&OpKind) -> Option<u64>;
    let kinds: [(&str, Pick); 5] = [
        ("HtoD copy", |k| if let OpKind::Copy { dir: CopyDir::HostToDevice, bytes } = k { Some(*bytes) } else { None }),
        ("DtoH copy", |k| if let OpKind::Copy { dir: CopyDir::DeviceToHost, bytes } = k { Some(*bytes) } else { None }),
        ("DtoD copy", |k| if let OpKind::Copy { dir: CopyDir::DeviceToDevice, bytes } = k { Some(*bytes) } else { None }),
        ("memset", |k| if let OpKind::Memset { bytes } = k { Some(*bytes) } else { None }),
        ("alloc (host time)", |k| if let OpKind::Alloc { bytes } = k { Some(*bytes) } else { None }),
    ];
    let mut rows = Vec::new();
    for (label, pick) in kinds {
        let mut count = 0u64;
        let mut total_bytes = 0u64;
        let mut time = 0.0;
        for op in &rec.ops {
            if let Some(b) = pick(&op.kind) {
                count += 1;
                total_bytes += b;
                time += match op.kind {
                    OpKind::Alloc { .. } => op.host.1 - op.host.0,
                    _ => op.gpu.map(|g| g.busy).unwrap_or(0.0),
                };
            }
        }
        if count > 0 {
            let rate = if label.starts_with("alloc") { "–".to_string() } else { gb_per_s(total_bytes as f64, time) };
            rows.push(vec![label.to_string(), count.to_string(), bytes(total_bytes as f64), format_time(time, 3), format_time(time / count as f64, 3), rate]);
        }
    }
    rows
}

fn tip(kind: &OpKind, busy: Option<f64>, host: (f64, f64), gpu_row: bool) -> String {
    let what = match kind {
        OpKind::Kernel(k) => format!("kernel {} grid {} block {}", k.name, dims(k.grid), dims(k.block)),
        OpKind::Copy { dir, bytes: b } => format!("{} copy {}", dir.short(), bytes(*b as f64)),
        OpKind::Memset { bytes: b } => format!("memset {}", bytes(*b as f64)),
        OpKind::Alloc { bytes: b } => format!("alloc {}", bytes(*b as f64)),
    };
    match (gpu_row, busy) {
        (true, Some(t)) => format!("{what}: {} on the GPU", format_time(t, 3)),
        _ => format!("{what}: host call {}", format_time(host.1 - host.0, 3)),
    }
}

/// The timeline's marks: the host row (each call) and the GPU row (each operation), with
/// neighbours closer than `merge` seconds drawn as one mark so a loop of many launches stays small.
pub fn marks(rec: &Recorded, merge: f64) -> (Vec<Mark>, f64) {
    let mut out: Vec<Mark> = Vec::new();
    let mut end: f64 = 0.0;
    for op in &rec.ops {
        end = end.max(op.host.1);
        let kind = match op.kind {
            OpKind::Kernel(_) => MarkKind::Kernel,
            OpKind::Copy { .. } | OpKind::Memset { .. } => MarkKind::Copy,
            OpKind::Alloc { .. } => MarkKind::Other,
        };
        out.push(Mark { row: 0, start: op.host.0, end: op.host.1, kind: MarkKind::Host, tip: tip(&op.kind, None, op.host, false) });
        if let Some(g) = op.gpu {
            end = end.max(g.end);
            out.push(Mark { row: 1, start: g.start, end: g.end, kind, tip: tip(&op.kind, Some(g.busy), op.host, true) });
        }
    }
    out.sort_by(|a, b| a.row.cmp(&b.row).then(a.start.total_cmp(&b.start)));
    let mut merged: Vec<(Mark, usize)> = Vec::new();
    for m in out {
        if let Some((last, n)) = merged.last_mut() {
            if last.row == m.row && m.start - last.end < merge && std::mem::discriminant(&last.kind) == std::mem::discriminant(&m.kind) {
                last.end = last.end.max(m.end);
                *n += 1;
                continue;
            }
        }
        merged.push((m, 1));
    }
    let marks = merged
        .into_iter()
        .map(|(mut m, n)| {
            if n > 1 {
                m.tip = format!("{n} operations from {} to {}; the last: {}", format_time(m.start, 3), format_time(m.end, 3), m.tip);
            }
            m
        })
        .collect();
    (marks, end)
}

pub fn bundle(rec: &Recorded, target: &Target, wall: f64) -> MimeBundle {
    let gpu_name = if rec.simulated { "simulated GPU".to_string() } else { "GPU".to_string() };
    let launches = rec.kernels().count();
    let others = rec.ops.iter().filter(|o| o.kind.queued() && !matches!(o.kind, OpKind::Kernel(_))).count() as u64;
    let heading = if rec.any_gpu() {
        let mut what = Vec::new();
        if launches > 0 {
            what.push(super::stats::count(launches as u64, "kernel launch", "kernel launches"));
        }
        if others > 0 {
            what.push(super::stats::count(others, "memory operation", "memory operations"));
        }
        format!(
            "%%profile: {} in {} of wall time; {gpu_name} busy {} — {}",
            what.join(" and "),
            format_time(wall, 3),
            format_time(rec.gpu_busy(), 3),
            target.device
        )
    } else {
        format!("%%profile: no GPU operations in {} of wall time — {}", format_time(wall, 3), target.device)
    };
    let mut h = format!(r#"<div class="cudalab-profile"><p style="font-weight:bold;margin:2px 0">{}</p>"#, html::escape(&heading));
    let mut t = format!("{heading}\n");
    let mut add = |caption: &str, headers: &[&str], rows: &[Vec<String>]| {
        if rows.is_empty() {
            return;
        }
        h.push_str(&html::table(caption, headers, rows));
        t.push_str(&format!("\n{caption}\n"));
        t.push_str(&text::table(headers, rows));
    };
    let sim = if rec.simulated { " (simulated)" } else { "" };
    add(&format!("Kernel summary{sim}"), &["Time (%)", "Total Time", "Instances", "Avg", "Med", "Min", "Max", "Name"], &kernel_summary(rec));
    let bw_note = match target.copy_bandwidth {
        Some(b) => format!("effective bandwidth: array bytes read + written / time; copy bandwidth of {}: {:.0} GB/s", target.device, b / 1e9),
        None => "effective bandwidth: array bytes read + written / time".into(),
    };
    add(
        &format!("Kernel launches{sim}"),
        &[
            "Kernel",
            "Calls",
            "Grid",
            "Block",
            "Registers",
            "Static shared",
            "Dynamic shared",
            "Local bytes",
            "Theoretical occupancy",
            "Avg time",
            "GB/s",
            "of copy bandwidth",
        ],
        &launch_rows(rec, target),
    );
    let launches_shown = rec.kernels().next().is_some();
    let mem = memory_rows(rec);
    add(&format!("Memory operations{sim}"), &["Operation", "Count", "Bytes", "Total time", "Avg", "GB/s"], &mem);
    if launches_shown {
        h.push_str(&html::note(&bw_note));
        t.push_str(&format!("{bw_note}\n"));
    }
    if rec.any_gpu() {
        // Past 750 operations, neighbours closer than a pixel of the 700-pixel plot are one mark.
        let end = rec.ops.iter().map(|o| o.gpu.map_or(o.host.1, |g| g.end.max(o.host.1))).fold(0.0, f64::max);
        let (marks, end) = marks(rec, if rec.ops.len() > 750 { end / 700.0 } else { 0.0 });
        let rows = vec!["host".to_string(), if rec.simulated { "simulator".to_string() } else { "GPU stream 0".to_string() }];
        h.push_str(&super::svg::timeline(&rows, &marks, end));
        let width = 64;
        let lane = |row: usize| text::lane(&marks.iter().filter(|m| m.row == row).map(|m| (m.start, m.end)).collect::<Vec<_>>(), end, width);
        t.push_str(&format!("\ntimeline, 0 to {} ({} per column)\n", format_time(end, 3), format_time(end / width as f64, 3)));
        t.push_str(&format!("host          |{}|\n{:<14}|{}|\n", lane(0), rows[1], lane(1)));
        let mut notes = vec!["Timeline: host calls on the first row, the operations' GPU time on the second; hover a mark for details.".to_string()];
        if rec.simulated {
            notes.push("Simulated: kernels ran on the CPU simulator; times, bandwidths and the timeline are the simulator's, and registers and occupancy exist only on a GPU.".into());
        } else {
            let less = if rec.floor > 0.0 { format!(" (less the {} an empty pair of events spans)", format_time(rec.floor, 3)) } else { String::new() };
            let source = if rec.cupti {
                format!("Kernel times come from CUPTI activity records, other GPU times from CUDA events around each operation{less}")
            } else {
                format!("GPU times come from CUDA events recorded around each operation{less}")
            };
            notes.push(format!("{source}; the GPU row's origin is the start of the cell."));
            if !rec.gated {
                notes.push("This device cannot hold work behind a stream wait, so GPU times may include the host's launch latency.".into());
            }
        }
        if rec.ops.iter().any(|o| o.kind.queued() && o.gpu.is_none()) {
            notes.push("Some operations have no GPU time: the GPU was first used in this cell; profile it again.".into());
        }
        for n in notes {
            h.push_str(&html::note(&n));
            t.push_str(&format!("{n}\n"));
        }
    }
    h.push_str("</div>");
    MimeBundle(vec![("text/html".into(), h), ("text/plain".into(), t)])
}
